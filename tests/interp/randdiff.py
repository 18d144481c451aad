#!/usr/bin/env python3
"""Random differential tests: the ir engine against llc-14's PTX on the ptx engine.

    randdiff.py FIRST COUNT [--keep]

For each seed in [FIRST, FIRST+COUNT) a kernel of random straight-line IR is generated over
per-thread inputs from random buffers: integer arithmetic of every width (wrapping, division
by non-zero divisors, masked shifts, comparisons and selects, casts, bit and saturating
intrinsics, *.with.overflow), float/double/half arithmetic (special values arise from the
random data and from overflow), rounding, min/max, conversions in both directions (float to
int only of clamped, in-range values), bitcasts, vectors (built lane by lane, shuffled,
compared, selected, a lane taken out at a variable index) and per-thread arrays stored and
loaded at data-dependent indices. Nothing in it is undefined or poison,
so the two engines must agree bit for bit (NaN payloads aside). Prints one PASS/FAIL line
per seed; a failing seed is a reproducible case (--keep leaves the .ll and .ptx in
tests/out/interp/rand)."""
import os
import random
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import NVCGRUN  # noqa: E402
OUT = os.path.join(ROOT, 'tests', 'out', 'interp', 'rand')
JOBS = int(os.environ.get('JOBS', '2'))
INTS = [8, 16, 32, 64]
FPS = {'half': 16, 'float': 32, 'double': 64}


class Gen:
    def __init__(self, seed):
        self.R = random.Random(seed)
        self.lines = []
        self.n = 0
        self.pool = {}     # type -> list of value names
        self.decls = set()

    def new(self, ty, text):
        v = '%%v%d' % self.n
        self.n += 1
        self.lines.append('  %s = %s' % (v, text))
        self.pool.setdefault(ty, []).append(v)
        return v

    def pick(self, ty):
        vs = self.pool.get(ty)
        if not vs:
            return self.make(ty)
        # prefer recent values, so results depend on long chains
        return vs[-1 - min(len(vs) - 1, int(self.R.expovariate(0.4)))]

    def make(self, ty):
        """a value of type ty from another type (used when the pool has none)"""
        if ty.startswith('i'):
            return self.new(ty, 'trunc i64 %s to %s' % (self.pick('i64'), ty)) if ty != 'i64' else self.pick('i64')
        return self.new(ty, 'sitofp i32 %s to %s' % (self.pick('i32'), ty))

    def decl(self, d):
        self.decls.add(d)

    def int_op(self, ty):
        R = self.R
        w = int(ty[1:])
        a, b = self.pick(ty), self.pick(ty)
        k = R.randrange(24)
        if k < 7:
            return self.new(ty, '%s %s %s, %s' % (R.choice(['add', 'sub', 'mul', 'and', 'or', 'xor', 'mul']), ty, a, b))
        if k < 9:
            s = self.new(ty, 'and %s %s, %d' % (ty, b, w - 1))
            return self.new(ty, '%s %s %s, %s' % (R.choice(['shl', 'lshr', 'ashr']), ty, a, s))
        if k < 11:
            d = self.new(ty, 'and %s %s, %d' % (ty, b, (1 << (w - 1)) - 1))
            d = self.new(ty, 'or %s %s, 1' % (ty, d))
            return self.new(ty, '%s %s %s, %s' % (R.choice(['udiv', 'sdiv', 'urem', 'srem']), ty, a, d))
        if k < 13:
            c = self.new('i1', 'icmp %s %s %s, %s' % (R.choice(['eq', 'ne', 'ugt', 'uge', 'ult', 'ule', 'sgt', 'sge', 'slt', 'sle']), ty, a, b))
            return self.new(ty, 'select i1 %s, %s %s, %s %s' % (c, ty, a, ty, b))
        if k < 15:
            other = R.choice([t for t in INTS if t != w])
            src = self.pick('i%d' % other)
            if other > w:
                return self.new(ty, 'trunc i%d %s to %s' % (other, src, ty))
            return self.new(ty, '%s i%d %s to %s' % (R.choice(['zext', 'sext']), other, src, ty))
        if k < 17:
            nm = R.choice(['smin', 'smax', 'umin', 'umax', 'sadd.sat', 'uadd.sat', 'ssub.sat', 'usub.sat'])
            self.decl('declare %s @llvm.%s.%s(%s, %s)' % (ty, nm, ty, ty, ty))
            return self.new(ty, 'call %s @llvm.%s.%s(%s %s, %s %s)' % (ty, nm, ty, ty, a, ty, b))
        if k < 19:
            nm = R.choice(['ctpop', 'ctlz', 'cttz', 'bitreverse', 'abs'] + (['bswap'] if w >= 16 else []))
            if nm in ('ctlz', 'cttz', 'abs'):
                self.decl('declare %s @llvm.%s.%s(%s, i1)' % (ty, nm, ty, ty))
                return self.new(ty, 'call %s @llvm.%s.%s(%s %s, i1 false)' % (ty, nm, ty, ty, a))
            self.decl('declare %s @llvm.%s.%s(%s)' % (ty, nm, ty, ty))
            return self.new(ty, 'call %s @llvm.%s.%s(%s %s)' % (ty, nm, ty, ty, a))
        if k < 20 and w in (16, 32):
            # not 64-bit: when llc 14 proves the two operands equal it makes a 64-bit rotate,
            # whose lowering drops the reduction of the amount
            # (tests/interp/repro/llc14_rotate64_amount.ll; i64 funnel shifts are in intr_int.ll)
            nm = R.choice(['fshl', 'fshr'])
            s = self.new(ty, 'and %s %s, %d' % (ty, self.pick(ty), w - 1))
            self.decl('declare %s @llvm.%s.%s(%s, %s, %s)' % (ty, nm, ty, ty, ty, ty))
            return self.new(ty, 'call %s @llvm.%s.%s(%s %s, %s %s, %s %s)' % (ty, nm, ty, ty, a, ty, b, ty, s))
        if k < 21 and w in (32, 64):
            nm = R.choice(['sadd', 'uadd', 'ssub', 'usub', 'smul', 'umul'])
            self.decl('declare { %s, i1 } @llvm.%s.with.overflow.%s(%s, %s)' % (ty, nm, ty, ty, ty))
            s = self.new('pair', 'call { %s, i1 } @llvm.%s.with.overflow.%s(%s %s, %s %s)' % (ty, nm, ty, ty, a, ty, b))
            v = self.new(ty, 'extractvalue { %s, i1 } %s, 0' % (ty, s))
            o = self.new('i1', 'extractvalue { %s, i1 } %s, 1' % (ty, s))
            z = self.new(ty, 'zext i1 %s to %s' % (o, ty))
            return self.new(ty, 'xor %s %s, %s' % (ty, v, z))
        if k < 22:
            f = self.R.choice(list(FPS))
            x = self.clamp(f)
            return self.new(ty, '%s %s %s to %s' % (R.choice(['fptosi', 'fptoui']) if w >= 32 and f != 'half' else 'fptosi', f, x, ty))
        if k < 23 and w == 32:
            return self.new(ty, 'bitcast float %s to i32' % self.canon('float'))
        if k < 23 and w == 64:
            return self.new(ty, 'bitcast double %s to i64' % self.canon('double'))
        return self.new(ty, 'add %s %s, %d' % (ty, a, R.randrange(-100, 100)))

    def canon(self, f):
        """a value of f whose NaNs are one fixed NaN: NaN payloads are unspecified (the
        engines may differ in them), so they must not reach integer bits"""
        x = self.pick(f)
        c = self.new('i1', 'fcmp uno %s %s, %s' % (f, x, x))
        nan = {'half': '0xH7E00', 'float': '0x7FF8000000000000', 'double': '0x7FF8000000000000'}[f]
        return self.new(f, 'select i1 %s, %s %s, %s %s' % (c, f, nan, f, x))

    def clamp(self, f):
        """a value of f that converts to any integer type used here without overflow:
        |x| < 100 after fabs/minnum/maxnum (NaN becomes the bound: minnum/maxnum drop it)"""
        x = self.pick(f)
        self.decl('declare %s @llvm.minnum.%s(%s, %s)' % (f, self.sfx(f), f, f))
        self.decl('declare %s @llvm.maxnum.%s(%s, %s)' % (f, self.sfx(f), f, f))
        self.decl('declare %s @llvm.fabs.%s(%s)' % (f, self.sfx(f), f))
        y = self.new(f, 'call %s @llvm.fabs.%s(%s %s)' % (f, self.sfx(f), f, x))
        y = self.new(f, 'call %s @llvm.minnum.%s(%s %s, %s 100.0)' % (f, self.sfx(f), f, y, f))
        return self.new(f, 'call %s @llvm.maxnum.%s(%s %s, %s 0.0)' % (f, self.sfx(f), f, y, f))

    @staticmethod
    def sfx(f):
        return {'half': 'f16', 'float': 'f32', 'double': 'f64'}[f]

    def fp_op(self, f):
        R = self.R
        a, b = self.pick(f), self.pick(f)
        s = self.sfx(f)
        k = R.randrange(16)
        if k < 6:
            return self.new(f, '%s %s %s, %s' % (R.choice(['fadd', 'fsub', 'fmul', 'fdiv', 'fmul', 'fadd']), f, a, b))
        if k < 7:
            self.decl('declare %s @llvm.fma.%s(%s, %s, %s)' % (f, s, f, f, f))
            return self.new(f, 'call %s @llvm.fma.%s(%s %s, %s %s, %s %s)' % (f, s, f, a, f, b, f, self.pick(f)))
        if k < 9:
            nm = R.choice(['fabs', 'floor', 'ceil', 'trunc', 'rint', 'sqrt', 'round'])
            self.decl('declare %s @llvm.%s.%s(%s)' % (f, nm, s, f))
            return self.new(f, 'call %s @llvm.%s.%s(%s %s)' % (f, nm, s, f, a))
        if k < 10:
            nm = R.choice(['minnum', 'maxnum', 'copysign'])
            self.decl('declare %s @llvm.%s.%s(%s, %s)' % (f, nm, s, f, f))
            return self.new(f, 'call %s @llvm.%s.%s(%s %s, %s %s)' % (f, nm, s, f, a, f, b))
        if k < 11:
            return self.new(f, 'fneg %s %s' % (f, a))
        if k < 12:
            c = self.new('i1', 'fcmp %s %s %s, %s' % (R.choice(['oeq', 'one', 'olt', 'ole', 'ogt', 'oge', 'ord', 'uno', 'ueq', 'une', 'ult', 'ule', 'ugt', 'uge']), f, a, b))
            return self.new(f, 'select i1 %s, %s %s, %s %s' % (c, f, a, f, b))
        if k < 14:
            o = R.choice([x for x in FPS if x != f])
            src = self.pick(o)
            return self.new(f, '%s %s %s to %s' % ('fpext' if FPS[o] < FPS[f] else 'fptrunc', o, src, f))
        w = R.choice(INTS)
        return self.new(f, '%s i%d %s to %s' % (R.choice(['sitofp', 'uitofp']), w, self.pick('i%d' % w), f))

    VECS = {'<4 x i32>': ('i32', 4), '<2 x i64>': ('i64', 2), '<4 x float>': ('float', 4), '<2 x half>': ('half', 2),
            '<8 x i8>': ('i8', 8), '<2 x double>': ('double', 2)}

    def vec_op(self):
        """build a vector from scalars, operate on it lane-wise, shuffle it, take a lane out"""
        R = self.R
        vt = R.choice(list(self.VECS))
        et, n = self.VECS[vt]
        v = 'undef'
        for i in range(n):
            v = self.new(vt, 'insertelement %s %s, %s %s, i32 %d' % (vt, v, et, self.pick(et), i))
        w = self.new(vt, 'shufflevector %s %s, %s undef, <%d x i32> <%s>' % (
            vt, v, vt, n, ', '.join('i32 %d' % R.randrange(n) for _ in range(n))))
        if et.startswith('i'):
            op = R.choice(['add', 'sub', 'mul', 'and', 'xor', 'or'])
        else:
            op = R.choice(['fadd', 'fsub', 'fmul'])
        x = self.new(vt, '%s %s %s, %s' % (op, vt, v, w))
        if et.startswith('i'):
            c = self.new('<%d x i1>' % n, 'icmp %s %s %s, %s' % (R.choice(['ult', 'slt', 'eq', 'sgt']), vt, x, w))
        else:
            c = self.new('<%d x i1>' % n, 'fcmp %s %s %s, %s' % (R.choice(['olt', 'uge', 'one']), vt, x, w))
        y = self.new(vt, 'select <%d x i1> %s, %s %s, %s %s' % (n, c, vt, x, vt, v))
        idx = self.new('i32', 'and i32 %s, %d' % (self.pick('i32'), n - 1))
        return self.new(et, 'extractelement %s %s, i32 %s' % (vt, y, idx))

    def mem_op(self):
        """a per-thread array: store at a data-dependent index, load another"""
        R = self.R
        et = R.choice(['i32', 'i64', 'float', 'i16'])
        if not getattr(self, 'arrays', None):
            self.arrays = []
        arr = '%%arr%d' % len(self.arrays)
        self.arrays.append((arr, et))
        i1 = self.new('i32', 'and i32 %s, 7' % self.pick('i32'))
        i2 = self.new('i32', 'and i32 %s, 7' % self.pick('i32'))
        for k in range(8):
            p = self.new('ptr', 'getelementptr [8 x %s], [8 x %s]* %s, i32 0, i32 %d' % (et, et, arr, k))
            self.lines.append('  store %s %s, %s* %s' % (et, self.pick(et), et, p))
        p1 = self.new('ptr', 'getelementptr [8 x %s], [8 x %s]* %s, i32 0, i32 %s' % (et, et, arr, i1))
        self.lines.append('  store %s %s, %s* %s' % (et, self.pick(et), et, p1))
        p2 = self.new('ptr', 'getelementptr [8 x %s], [8 x %s]* %s, i32 0, i32 %s' % (et, et, arr, i2))
        return self.new(et, 'load %s, %s* %s' % (et, et, p2))

    def kernel(self, name):
        R = self.R
        self.lines.append('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
        self.lines.append('  %tz = zext i32 %t to i64')
        for ty, buf in (('i32', 'ia'), ('i64', 'la'), ('float', 'fa'), ('double', 'da')):
            for j in range(2):
                self.lines.append('  %%in_%s%d_p = getelementptr %s, %s addrspace(1)* %%%s, i64 %%t%s' % (buf, j, ty, ty, buf, 'z' if j == 0 else 'z2'))
                if j == 0:
                    pass
                v = self.new(ty, 'load %s, %s addrspace(1)* %%in_%s%d_p' % (ty, ty, buf, j))
        self.lines.insert(2, '  %tz2 = add i64 %tz, 64')
        self.pick('i8')
        self.pick('i16')
        self.pick('half')
        for _ in range(R.randrange(40, 80)):
            ty = R.choice(['i8', 'i16', 'i32', 'i64', 'i32', 'i64', 'float', 'double', 'half', 'float', 'vec', 'mem'])
            if ty == 'vec':
                self.vec_op()
            elif ty == 'mem':
                self.mem_op()
            elif ty.startswith('i'):
                self.int_op(ty)
            else:
                self.fp_op(ty)
        outs = []
        for ty, buf in (('i32', 'o32'), ('i64', 'o64'), ('float', 'of'), ('double', 'od')):
            for j in range(4):
                v = self.pick(ty)
                self.lines.append('  %%out_%s%d = getelementptr %s, %s addrspace(1)* %%%s, i64 %%o_%d' % (buf, j, ty, ty, buf, j))
                self.lines.append('  store %s %s, %s addrspace(1)* %%out_%s%d' % (ty, v, ty, buf, j))
        # halves and small ints go out through i32
        for ty in ('i8', 'i16', 'half'):
            v = self.pick(ty)
            if ty == 'half':
                v2 = self.new('i16', 'bitcast half %s to i16' % self.canon('half'))
                v3 = self.new('i32', 'zext i16 %s to i32' % v2)
            else:
                v3 = self.new('i32', 'zext %s %s to i32' % (ty, v))
            outs.append(v3)
        for j, v in enumerate(outs):
            self.lines.append('  %%outx_%d = getelementptr i32, i32 addrspace(1)* %%o32, i64 %%ox_%d' % (j, j))
            self.lines.append('  store i32 %s, i32 addrspace(1)* %%outx_%d' % (v, j))
        idx = ['  %%o_%d = add i64 %%t4, %d' % (j, j) for j in range(4)]
        idx += ['  %%ox_%d = add i64 %%tz, %d' % (j, 256 + j * 64) for j in range(3)]
        allocas = ['  %s = alloca [8 x %s], align 8' % (a, t) for a, t in getattr(self, 'arrays', None) or []]
        body = allocas + self.lines[:3] + ['  %t4 = shl i64 %tz, 2'] + idx + self.lines[3:]
        params = 'i32 addrspace(1)* %ia, i64 addrspace(1)* %la, float addrspace(1)* %fa, double addrspace(1)* %da, ' \
                 'i32 addrspace(1)* %o32, i64 addrspace(1)* %o64, float addrspace(1)* %of, double addrspace(1)* %od'
        text = 'target triple = "nvptx64-nvidia-cuda"\n\ndefine void @%s(%s) {\n%s\n  ret void\n}\n\n' % (name, params, '\n'.join(body))
        text += 'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n' + '\n'.join(sorted(self.decls)) + '\n'
        ptypes = 'i32 addrspace(1)*, i64 addrspace(1)*, float addrspace(1)*, double addrspace(1)*, ' \
                 'i32 addrspace(1)*, i64 addrspace(1)*, float addrspace(1)*, double addrspace(1)*'
        text += '\n!nvvm.annotations = !{!0}\n!0 = !{void (%s)* @%s, !"kernel", i32 1}\n' % (ptypes, name)
        return text


def run(cmd):
    return testlib.run(cmd, timeout=120)  # this driver's limit per command


def elems(out):
    return [l.split() for l in out.splitlines() if l.strip() and not l.startswith('buf ')]


def main():
    first, count = int(sys.argv[1]), int(sys.argv[2])
    keep = '--keep' in sys.argv
    llc = shutil.which('llc-14')
    if not llc:
        print('SKIP: interp-rand (llc-14 missing)')
        return
    os.makedirs(OUT, exist_ok=True)
    args = ['--grid', '2', '--block', '32', 'buf:i32:128:rand:%d', 'buf:i64:128:rand:%d', 'buf:f32:128:rand:%d',
            'buf:f64:128:rand:%d', 'buf:i32:512:zero', 'buf:i64:256:zero', 'buf:f32:256:zero', 'buf:f64:256:zero']

    def one(seed):
        name = 'r%d' % seed
        ll = os.path.join(OUT, name + '.ll')
        ptx = os.path.join(OUT, name + '.ptx')
        with open(ll, 'w') as f:
            f.write(Gen(seed).kernel(name))
        a = [x % (seed * 4 + k) if '%d' in x else x for k, x in enumerate(args)]
        rc, out1, err = run([NVCGRUN, '--engine=ir', ll, '--kernel', name, '--dump'] + a)
        if rc == 2 and 'nvcg_parse_ll' in err:
            return None
        if rc:
            return 'FAIL: interp-rand/%d (ir: exit %d: %s)' % (seed, rc, (err.strip().splitlines() or [''])[0])
        rc, _, err = run([llc, '-march=nvptx64', '-mcpu=sm_75', '-mattr=+ptx75', ll, '-o', ptx])
        if rc:
            return 'SKIP: interp-rand/%d (llc-14 fails on it: %s)' % (seed, (err.strip().splitlines() or [''])[0])
        rc, out2, err = run([NVCGRUN, '--engine=ptx', ptx, '--kernel', name, '--dump'] + a)
        if rc:
            return 'FAIL: interp-rand/%d (ptx engine: exit %d: %s)' % (seed, rc, (err.strip().splitlines() or [''])[0])
        e1, e2 = elems(out1), elems(out2)
        for i, (x, y) in enumerate(zip(e1, e2)):
            if x[-1] != y[-1] and not (x[0] == 'nan' and y[0] == 'nan'):
                return 'FAIL: interp-rand/%d (element %d: ir %s, llc PTX %s; kept in %s)' % (seed, i, ' '.join(x), ' '.join(y), ll)
        if len(e1) != len(e2):
            return 'FAIL: interp-rand/%d (element counts differ)' % seed
        if not keep:
            os.remove(ll)
            os.remove(ptx)
        return 'PASS: interp-rand/%d' % seed

    with ThreadPoolExecutor(JOBS) as ex:
        res = list(ex.map(one, range(first, first + count)))
    if any(r is None for r in res):
        print('NOTE: interp-rand not run: this build of nvcg has no .ll reader (nvcg_parse_ll) yet')
        return
    for r in res:
        print(r, flush=True)


if __name__ == '__main__':
    main()
