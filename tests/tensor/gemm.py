#!/usr/bin/env python3
"""GEMM tiles on the tensor-core intrinsics against a scalar reference.

For each form (mma.sync shapes and types, wmma load/mma/store, ldmatrix/stmatrix feeding
mma) this script writes one kernel in LLVM IR, runs it on nvcgrun's ir engine, compiles it
with nvcgc (ptxas must accept the PTX) and runs the PTX on the ptx engine, and compares
both engines' D with D = A*B + C computed here in exact rational arithmetic from the
buffers' contents, rounded once to D's type.

The mma.sync kernels load every fragment element from memory at the place the PTX ISA
manual's fragment figures give it, written out below in the manual's own case-by-case
terms (groupID = laneid >> 2, threadID_in_group = laneid % 4); nvcgrun computes its layouts
from one general formula (tools/nvcgrun/tensor.h). A wrong layout on either side gives a
wrong tile. wmma's layout is unspecified by PTX, so its kernels only load, multiply and
store, and check the product.

usage: gemm.py [--out DIR] [--filter SUBSTR] [--list]   (one PASS:/FAIL: line per form)
"""
import argparse
import os
import struct
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from testlib import ROOT, NVCGRUN, PTXAS, run  # noqa: E402

NVCGC = os.path.join(ROOT, 'build', 'nvcgc')

BITS = {'f16': 16, 'bf16': 16, 'f32': 32, 'tf32': 32, 'f64': 64, 's32': 32, 's8': 8, 'u8': 8, 's4': 4, 'u4': 4,
        'b1': 1, 'e4m3': 8, 'e5m2': 8}
# nvcgrun buffer element type holding each matrix type
BUF = {'f16': 'f16', 'bf16': 'bf16', 'f32': 'f32', 'tf32': 'f32', 'f64': 'f64', 's32': 'i32', 's8': 'i8', 'u8': 'i8',
       's4': 'i32', 'u4': 'i32', 'b1': 'i32', 'e4m3': 'i8', 'e5m2': 'i8'}
IRT = {'f16': 'half', 'bf16': 'i16', 'f32': 'float', 'tf32': 'i32', 'f64': 'double', 's32': 'i32', 's8': 'i8',
       'u8': 'i8', 'e4m3': 'i8', 'e5m2': 'i8'}


# ---- the PTX ISA's fragment figures (mma.sync), as the manual states them ----

def a_pos(geom, ty, lane, i):
    g, t = lane >> 2, lane % 4
    if geom.startswith('m8n8'):
        per = {'f64': 1, 's8': 4, 'u8': 4, 's4': 8, 'u4': 8, 'b1': 32}[ty]
        return g, t * per + i
    if geom == 'm16n8k4':                                     # tf32, f64
        return (g if i == 0 else g + 8), t
    if geom == 'm16n8k8' and ty in ('tf32', 'f64'):
        return (g if i in (0, 2) else g + 8), (t if i < 2 else t + 4)
    if geom == 'm16n8k8':                                     # f16, bf16
        return (g if i < 2 else g + 8), t * 2 + (i & 1)
    if geom == 'm16n8k16' and ty in ('f16', 'bf16'):
        return (g if i < 2 or 4 <= i < 6 else g + 8), t * 2 + (i & 1) + (8 if i >= 4 else 0)
    if geom == 'm16n8k16':                                    # s8, u8
        return (g if i < 4 else g + 8), t * 4 + (i & 3)
    if geom == 'm16n8k32' and ty in ('s4', 'u4'):
        return (g if i < 8 else g + 8), t * 8 + (i & 7)
    if geom == 'm16n8k32':                                    # s8, u8, e4m3, e5m2
        return (g if i < 4 or 8 <= i < 12 else g + 8), t * 4 + (i & 3) + (16 if i >= 8 else 0)
    if geom == 'm16n8k64':                                    # s4, u4
        return (g if i < 8 or 16 <= i < 24 else g + 8), t * 8 + (i & 7) + (32 if i >= 16 else 0)
    if geom == 'm16n8k128':                                   # b1
        return (g if i < 32 else g + 8), t * 32 + (i & 31)
    if geom == 'm16n8k256':                                   # b1
        return (g if i < 32 or 64 <= i < 96 else g + 8), t * 32 + (i & 31) + (128 if i >= 64 else 0)
    raise ValueError(geom)


def b_pos(geom, ty, lane, i):
    g, t = lane >> 2, lane % 4
    if geom.startswith('m8n8'):
        per = {'f64': 1, 's8': 4, 'u8': 4, 's4': 8, 'u4': 8, 'b1': 32}[ty]
        return t * per + i, g
    if geom == 'm16n8k4':
        return t, g
    if geom == 'm16n8k8' and ty in ('tf32', 'f64'):
        return (t if i == 0 else t + 4), g
    if geom == 'm16n8k8':
        return t * 2 + i, g
    if geom == 'm16n8k16' and ty in ('f16', 'bf16'):
        return t * 2 + (i & 1) + (8 if i >= 2 else 0), g
    if geom == 'm16n8k16':
        return t * 4 + i, g
    if geom == 'm16n8k32' and ty in ('s4', 'u4'):
        return t * 8 + i, g
    if geom == 'm16n8k32':
        return t * 4 + (i & 3) + (16 if i >= 4 else 0), g
    if geom == 'm16n8k64':
        return t * 8 + (i & 7) + (32 if i >= 8 else 0), g
    if geom == 'm16n8k128':
        return t * 32 + i, g
    if geom == 'm16n8k256':
        return t * 32 + (i & 31) + (128 if i >= 32 else 0), g
    raise ValueError(geom)


def c_pos(geom, lane, i):
    g, t = lane >> 2, lane % 4
    if geom.startswith('m8n8'):
        return g, t * 2 + i
    return (g if i < 2 else g + 8), t * 2 + (i & 1)


def dims(geom):
    m = int(geom[1:geom.index('n')])
    n = int(geom[geom.index('n') + 1:geom.index('k')])
    k = int(geom[geom.index('k') + 1:])
    return m, n, k


def per_reg(ty):
    return 1 if ty == 'f64' else 32 // BITS[ty]


def nregs(rows, cols, ty):
    e = per_reg(ty)
    per = rows * cols // 32
    return max(1, per // e)


# ---- exact arithmetic ----

FMT = {'f16': (10, 5), 'bf16': (7, 8), 'f32': (23, 8), 'f64': (52, 11), 'tf32': (10, 8), 'e4m3': (3, 4),
       'e5m2': (2, 5)}


def decode(ty, bits):
    if ty == 'tf32':
        ty, bits = 'f32', bits & ~0x1fff
    if ty in ('s32', 's8', 's4'):
        w = BITS[ty]
        return bits - (1 << w) if bits >> (w - 1) & 1 else bits
    if ty in ('u8', 'u4', 'b1'):
        return bits
    mb, eb = FMT[ty]
    sign = -1 if bits >> (mb + eb) & 1 else 1
    e = bits >> mb & ((1 << eb) - 1)
    m = bits & ((1 << mb) - 1)
    bias = (1 << (eb - 1)) - 1
    if ty == 'e4m3':
        if e == 15 and m == 7:
            return None
    elif e == (1 << eb) - 1:
        return None   # NaN or infinity: that element is not compared
    if e == 0:
        return sign * Fraction(m, 1 << mb) * Fraction(2) ** (1 - bias)
    return sign * (1 + Fraction(m, 1 << mb)) * Fraction(2) ** (e - bias)


def round_fp(x, ty):
    """Exact rational x to format TY, round to nearest even (finite results only)."""
    mb, eb = FMT[ty]
    bias = (1 << (eb - 1)) - 1
    sign = 1 if x < 0 else 0
    x = abs(x)
    if x == 0:
        return 0
    e = x.numerator.bit_length() - x.denominator.bit_length()
    while Fraction(2) ** e > x:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    e = max(e, 1 - bias)
    q = x / Fraction(2) ** (e - mb)              # value in units of the last place
    n = q.numerator // q.denominator
    r = q - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n & 1):
        n += 1
    if n >> (mb + 1):
        n >>= 1
        e += 1
    if e + bias >= (1 << eb) - 1:
        raise OverflowError(ty)
    if n >> mb:                                  # normal
        return sign << (mb + eb) | (e + bias) << mb | (n & ((1 << mb) - 1))
    return sign << (mb + eb) | n


# ---- kernels ----

class K:
    """Straight-line LLVM IR for one kernel."""

    def __init__(self):
        self.lines = []
        self.n = 0

    def v(self, text):
        self.n += 1
        name = '%%v%d' % self.n
        self.lines.append('  %s = %s' % (name, text))
        return name

    def raw(self, text):
        self.lines.append('  ' + text)


def linear(fn):
    """fn(lane) -> index, checked linear in (groupID, threadID_in_group): (cg, ct, c0)."""
    c0 = fn(0)
    cg = fn(4) - c0
    ct = fn(1) - c0
    for lane in range(32):
        if fn(lane) != cg * (lane >> 2) + ct * (lane % 4) + c0:
            raise ValueError('layout is not linear in groupID and threadID_in_group')
    return cg, ct, c0


def index(k, fn):
    cg, ct, c0 = linear(fn)
    x = k.v('mul i32 %%g, %d' % cg)
    y = k.v('mul i32 %%t, %d' % ct)
    s = k.v('add i32 %s, %s' % (x, y))
    return k.v('add i32 %s, %d' % (s, c0))


def load_elem(k, buf, ty, idx):
    t = IRT[ty]
    p = k.v('getelementptr %s, ptr addrspace(1) %%%s, i32 %s' % (t, buf, idx))
    return k.v('load %s, ptr addrspace(1) %s' % (t, p)), t


def load_reg(k, buf, ty, fns):
    """One 32/64-bit fragment register from its elements' memory indices (functions of the
    lane), as the intrinsic's argument type."""
    bits = BITS[ty]
    if ty == 'f64':
        return load_elem(k, buf, ty, index(k, fns[0]))[0], 'double'
    if ty == 'f32':
        return load_elem(k, buf, ty, index(k, fns[0]))[0], 'float'
    if bits < 8:
        # sub-byte elements of one register lie consecutively: one 32-bit word
        first = fns[0]
        for j, f in enumerate(fns):
            for lane in range(32):
                assert f(lane) == first(lane) + j
        for lane in range(32):
            assert first(lane) * bits % 32 == 0
        idx = index(k, lambda lane: first(lane) * bits // 32)
        p = k.v('getelementptr i32, ptr addrspace(1) %%%s, i32 %s' % (buf, idx))
        return k.v('load i32, ptr addrspace(1) %s' % p), 'i32'
    acc = None
    for j, f in enumerate(fns):
        x, t = load_elem(k, buf, ty, index(k, f))
        if t == 'half':
            x = k.v('bitcast half %s to i16' % x)
            t = 'i16'
        if t != 'i32':
            x = k.v('zext %s %s to i32' % (t, x))
        if j:
            x = k.v('shl i32 %s, %d' % (x, j * bits))
            acc = k.v('or i32 %s, %s' % (acc, x))
        else:
            acc = x
    if ty == 'f16':
        return k.v('bitcast i32 %s to <2 x half>' % acc), '<2 x half>'
    return acc, 'i32'


def store_d(k, dty, vals, geom, n):
    """Store D's registers: element i of the thread's fragment to D[row][col]."""
    e = per_reg(dty)
    for r, (v, t) in enumerate(vals):
        for j in range(e):
            i = r * e + j
            idx = index(k, lambda lane, i=i: c_pos(geom, lane, i)[0] * n + c_pos(geom, lane, i)[1])
            if t == '<2 x half>':
                x = k.v('extractelement <2 x half> %s, i32 %d' % (v, j))
                p = k.v('getelementptr half, ptr addrspace(1) %%D, i32 %s' % idx)
                k.raw('store half %s, ptr addrspace(1) %s' % (x, p))
            else:
                p = k.v('getelementptr %s, ptr addrspace(1) %%D, i32 %s' % (t, idx))
                k.raw('store %s %s, ptr addrspace(1) %s' % (t, v, p))


def reg_type(ty):
    return {'f16': '<2 x half>', 'f32': 'float', 'f64': 'double'}.get(ty, 'i32')


def kernel_text(k, nparams=4):
    params = ', '.join('ptr addrspace(1) %%%s' % x for x in 'ABCD'[:nparams])
    body = '\n'.join(k.lines)
    return ('target triple = "nvptx64-nvidia-cuda"\n\n'
            'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n%s\n'
            'define void @gemm(%s) {\n'
            '  %%lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n'
            '  %%g = lshr i32 %%lane, 2\n  %%t = and i32 %%lane, 3\n%s\n  ret void\n}\n\n'
            '!nvvm.annotations = !{!0}\n!0 = !{ptr @gemm, !"kernel", i32 1}\n') % ('\n'.join(k.decls), params, body)


def mma_kernel(f):
    """mma.sync with fragments from memory per the figures."""
    geom, ta, tb, tc, td = f['geom'], f['ta'], f['tb'], f['tc'], f['td']
    m, n, kk = dims(geom)
    k = K()
    k.decls = []
    args = []
    for (buf, ty, cnt, pos, ld, colmajor) in (('A', ta, nregs(m, kk, ta), lambda L, i: a_pos(geom, ta, L, i), kk, 0),
                                             ('B', tb, nregs(kk, n, tb), lambda L, i: b_pos(geom, tb, L, i), kk, 1),
                                             ('C', tc, nregs(m, n, tc), lambda L, i: c_pos(geom, L, i), n, 0)):
        e = per_reg(ty)
        for r in range(cnt):
            fns = []
            for j in range(e):
                i = r * e + j
                if colmajor:   # B is stored column-major: (k, n) at n*K + k
                    fns.append(lambda L, i=i, pos=pos, ld=ld: pos(L, i)[1] * ld + pos(L, i)[0])
                else:
                    fns.append(lambda L, i=i, pos=pos, ld=ld: pos(L, i)[0] * ld + pos(L, i)[1])
            args.append(load_reg(k, buf, ty, fns))
    nd = nregs(m, n, td)
    rt = reg_type(td)
    ret = '{%s}' % ', '.join([rt] * nd)
    name = f['intr']
    k.decls.append('declare %s @%s(%s)' % (ret, name, ', '.join(t for _, t in args)))
    res = k.v('call %s @%s(%s)' % (ret, name, ', '.join('%s %s' % (t, v) for v, t in args)))
    vals = [(k.v('extractvalue %s %s, %d' % (ret, res, r)), rt) for r in range(nd)]
    store_d(k, td, vals, geom, n)
    return kernel_text(k)


def wmma_kernel(f):
    """wmma.load a, b, c / wmma.mma / wmma.store d, all through the intrinsics."""
    geom, ta, tc, td = f['geom'], f['ta'], f['tc'], f['td']
    la, lb = f['layouts']
    m, n, kk = dims(geom)
    k = K()
    k.decls = []
    frags = []
    for (frag, ty, lay, ld) in (('a', ta, la, kk if la == 'row' else m), ('b', ta, lb, n if lb == 'row' else kk),
                                ('c', tc, 'row', n)):
        cnt = 8 if ty == 'f16' and frag in 'ab' else nregs(m if frag != 'b' else kk, kk if frag == 'a' else n, ty)
        rt = reg_type(ty)
        ret = rt if cnt == 1 else '{%s}' % ', '.join([rt] * cnt)
        nm = 'llvm.nvvm.wmma.%s.load.%s.%s.stride.%s.p1' % (geom, frag, lay, ty)
        k.decls.append('declare %s @%s(ptr addrspace(1), i32)' % (ret, nm))
        v = k.v('call %s @%s(ptr addrspace(1) %%%s, i32 %d)' % (ret, nm, frag.upper(), ld))
        if cnt == 1:
            frags.append([(v, rt)])
        else:
            frags.append([(k.v('extractvalue %s %s, %d' % (ret, v, r)), rt) for r in range(cnt)])
    nd = nregs(m, n, td)
    rt = reg_type(td)
    ret = '{%s}' % ', '.join([rt] * nd)
    args = [x for fr in frags for x in fr]
    sig = '%s.%s' % (td, tc) if ta == 'f16' else ta
    nm = 'llvm.nvvm.wmma.%s.mma.%s.%s.%s' % (geom, la, lb, sig)
    k.decls.append('declare %s @%s(%s)' % (ret, nm, ', '.join(t for _, t in args)))
    res = k.v('call %s @%s(%s)' % (ret, nm, ', '.join('%s %s' % (t, v) for v, t in args)))
    vals = [(k.v('extractvalue %s %s, %d' % (ret, res, r)), rt) for r in range(nd)]
    nm = 'llvm.nvvm.wmma.%s.store.d.row.stride.%s.p1' % (geom, td)
    k.decls.append('declare void @%s(ptr addrspace(1), %s, i32)' % (nm, ', '.join(t for _, t in vals)))
    k.raw('call void @%s(ptr addrspace(1) %%D, %s, i32 %d)' % (nm, ', '.join('%s %s' % (t, v) for v, t in vals), n))
    return kernel_text(k)


def ldmatrix_kernel(f):
    """The usual pattern: A (16x16 f16, row-major) staged in shared memory and loaded with
    ldmatrix.x4 (lane l addresses row l % 16 at column 8 * (l / 16)), which must give the
    mma.m16n8k16 A fragment; B with ldmatrix.x2.trans from B stored row-major (16x8), which
    must give the B fragment; D = A*B + C then goes out with stmatrix (sm_90 forms) or
    plain stores."""
    k = K()
    k.decls = ['declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))',
               'declare {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3))',
               'declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, '
               'i32, i32, float, float, float, float)',
               'declare void @llvm.nvvm.barrier0()',
               '@sa = internal addrspace(3) global [256 x i16] undef, align 16',
               '@sb = internal addrspace(3) global [128 x i16] undef, align 16']
    # copy A (256 bf16) and B (128 bf16, row-major K x N) to shared: 8 + 4 elements a lane
    for (src, dst, cnt) in (('A', 'sa', 8), ('B', 'sb', 4)):
        for j in range(cnt):
            idx = k.v('add i32 %%lane, %d' % (32 * j))
            p = k.v('getelementptr i16, ptr addrspace(1) %%%s, i32 %s' % (src, idx))
            x = k.v('load i16, ptr addrspace(1) %s' % p)
            q = k.v('getelementptr i16, ptr addrspace(3) @%s, i32 %s' % (dst, idx))
            k.raw('store i16 %s, ptr addrspace(3) %s' % (x, q))
    k.raw('call void @llvm.nvvm.barrier0()')
    # A: row lane%16, column 8*(lane/16)
    r = k.v('and i32 %lane, 15')
    c = k.v('lshr i32 %lane, 4')
    rr = k.v('mul i32 %s, 16' % r)
    cc = k.v('mul i32 %s, 8' % c)
    ia = k.v('add i32 %s, %s' % (rr, cc))
    pa = k.v('getelementptr i16, ptr addrspace(3) @sa, i32 %s' % ia)
    fa = k.v('call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %s)' % pa)
    # B row-major 16x8: lane l (0..15) addresses row l; .trans gives the col-major fragment
    rb = k.v('and i32 %lane, 15')
    ib = k.v('mul i32 %s, 8' % rb)
    pb = k.v('getelementptr i16, ptr addrspace(3) @sb, i32 %s' % ib)
    fb = k.v('call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %s)' % pb)
    args = [(k.v('extractvalue {i32, i32, i32, i32} %s, %d' % (fa, j)), 'i32') for j in range(4)]
    args += [(k.v('extractvalue {i32, i32} %s, %d' % (fb, j)), 'i32') for j in range(2)]
    for i in range(4):
        idx = index(k, lambda L, i=i: c_pos('m16n8k16', L, i)[0] * 8 + c_pos('m16n8k16', L, i)[1])
        args.append(load_elem(k, 'C', 'f32', idx))
    ret = '{float, float, float, float}'
    res = k.v('call %s @llvm.nvvm.mma.m16n8k16.row.col.bf16(%s)' % (ret, ', '.join('%s %s' % (t, v) for v, t in args)))
    vals = [(k.v('extractvalue %s %s, %d' % (ret, res, j)), 'float') for j in range(4)]
    if f.get('stmatrix'):
        # D rounded to bf16 pairs in registers, out through shared memory with stmatrix.x2
        k.decls += ['declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3), i32, i32)',
                    'declare i32 @llvm.nvvm.ff2bf16x2.rn(float, float)',
                    '@sd = internal addrspace(3) global [128 x i16] undef, align 16']
        d0 = k.v('call i32 @llvm.nvvm.ff2bf16x2.rn(float %s, float %s)' % (vals[1][0], vals[0][0]))
        d1 = k.v('call i32 @llvm.nvvm.ff2bf16x2.rn(float %s, float %s)' % (vals[3][0], vals[2][0]))
        rd = k.v('and i32 %lane, 15')
        idd = k.v('mul i32 %s, 8' % rd)
        pd = k.v('getelementptr i16, ptr addrspace(3) @sd, i32 %s' % idd)
        k.raw('call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %s, i32 %s, i32 %s)' % (pd, d0, d1))
        k.raw('call void @llvm.nvvm.barrier0()')
        for j in range(4):
            idx = k.v('add i32 %%lane, %d' % (32 * j))
            q = k.v('getelementptr i16, ptr addrspace(3) @sd, i32 %s' % idx)
            x = k.v('load i16, ptr addrspace(3) %s' % q)
            p = k.v('getelementptr i16, ptr addrspace(1) %%D, i32 %s' % idx)
            k.raw('store i16 %s, ptr addrspace(1) %s' % (x, p))
    else:
        store_d(k, 'f32', vals, 'm16n8k16', 8)
    text = kernel_text(k)
    # module-level globals go before the kernel
    globs = [d for d in k.decls if d.startswith('@')]
    for g in globs:
        text = text.replace(g + '\n', '')
    return text.replace('\ndefine void', '\n' + '\n'.join(globs) + '\n\ndefine void', 1)


# ---- the forms ----

def mma_form(geom, ta, tb, tc, td, sm, name, satf=False, b1=None):
    return dict(kind='mma', geom=geom, ta=ta, tb=tb, tc=tc, td=td, sm=sm, intr=name, satf=satf, b1=b1,
                name='mma.%s.%s' % (geom, name.split('.row.col.')[1] if '.row.col.' in name else name))


FORMS = [
    mma_form('m16n8k16', 'f16', 'f16', 'f32', 'f32', 80, 'llvm.nvvm.mma.m16n8k16.row.col.f32.f32'),
    mma_form('m16n8k16', 'f16', 'f16', 'f16', 'f16', 80, 'llvm.nvvm.mma.m16n8k16.row.col.f16.f16'),
    mma_form('m16n8k8', 'f16', 'f16', 'f32', 'f32', 75, 'llvm.nvvm.mma.m16n8k8.row.col.f32.f32'),
    mma_form('m16n8k16', 'bf16', 'bf16', 'f32', 'f32', 80, 'llvm.nvvm.mma.m16n8k16.row.col.bf16'),
    mma_form('m16n8k8', 'bf16', 'bf16', 'f32', 'f32', 80, 'llvm.nvvm.mma.m16n8k8.row.col.bf16'),
    mma_form('m16n8k8', 'tf32', 'tf32', 'f32', 'f32', 80, 'llvm.nvvm.mma.m16n8k8.row.col.tf32'),
    mma_form('m16n8k4', 'tf32', 'tf32', 'f32', 'f32', 80, 'llvm.nvvm.mma.m16n8k4.row.col.tf32'),
    mma_form('m16n8k16', 's8', 's8', 's32', 's32', 80, 'llvm.nvvm.mma.m16n8k16.row.col.s8'),
    mma_form('m16n8k32', 'u8', 's8', 's32', 's32', 80, 'llvm.nvvm.mma.m16n8k32.row.col.satfinite.u8.s8', satf=True),
    mma_form('m8n8k16', 's8', 'u8', 's32', 's32', 75, 'llvm.nvvm.mma.m8n8k16.row.col.s8.u8'),
    mma_form('m8n8k4', 'f64', 'f64', 'f64', 'f64', 80, 'llvm.nvvm.mma.m8n8k4.row.col.f64'),
    mma_form('m8n8k32', 's4', 's4', 's32', 's32', 75, 'llvm.nvvm.mma.m8n8k32.row.col.s4'),
    mma_form('m16n8k32', 'u4', 'u4', 's32', 's32', 80, 'llvm.nvvm.mma.m16n8k32.row.col.u4'),
    mma_form('m16n8k64', 's4', 'u4', 's32', 's32', 80, 'llvm.nvvm.mma.m16n8k64.row.col.s4.u4'),
    mma_form('m8n8k128', 'b1', 'b1', 's32', 's32', 80, 'llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1', b1='xor'),
    mma_form('m16n8k128', 'b1', 'b1', 's32', 's32', 80, 'llvm.nvvm.mma.and.popc.m16n8k128.row.col.b1', b1='and'),
    mma_form('m16n8k256', 'b1', 'b1', 's32', 's32', 80, 'llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1', b1='xor'),
    mma_form('m16n8k32', 'e4m3', 'e5m2', 'f32', 'f32', 89, 'llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32'),
    mma_form('m16n8k8', 'f64', 'f64', 'f64', 'f64', 90, 'llvm.nvvm.mma.m16n8k8.row.col.f64'),
    dict(kind='wmma', name='wmma.m16n16k16.f32.f16.row.col', geom='m16n16k16', ta='f16', tb='f16', tc='f16', td='f32',
         layouts=('row', 'col'), sm=75),
    dict(kind='wmma', name='wmma.m32n8k16.f16.f16.col.row', geom='m32n8k16', ta='f16', tb='f16', tc='f16', td='f16',
         layouts=('col', 'row'), sm=75),
    dict(kind='wmma', name='wmma.m8n32k16.bf16.row.row', geom='m8n32k16', ta='bf16', tb='bf16', tc='f32', td='f32',
         layouts=('row', 'row'), sm=80),
    dict(kind='wmma', name='wmma.m16n16k8.tf32.col.col', geom='m16n16k8', ta='tf32', tb='tf32', tc='f32', td='f32',
         layouts=('col', 'col'), sm=80),
    dict(kind='wmma', name='wmma.m16n16k16.s8.row.col', geom='m16n16k16', ta='s8', tb='s8', tc='s32', td='s32',
         layouts=('row', 'col'), sm=75),
    dict(kind='wmma', name='wmma.m8n8k4.f64.row.col', geom='m8n8k4', ta='f64', tb='f64', tc='f64', td='f64',
         layouts=('row', 'col'), sm=80),
    dict(kind='wmma', name='wmma.m8n8k32.s4.row.col', geom='m8n8k32', ta='s4', tb='s4', tc='s32', td='s32',
         layouts=('row', 'col'), sm=75),
    dict(kind='ldmatrix', name='ldmatrix.x4+x2.trans->mma.m16n8k16.bf16', geom='m16n8k16', ta='bf16', tb='bf16',
         tc='f32', td='f32', sm=80),
    dict(kind='ldmatrix', name='ldmatrix->mma->stmatrix.x2', geom='m16n8k16', ta='bf16', tb='bf16', tc='f32',
         td='f32', dbuf='bf16', sm=90, stmatrix=True),
]


# ---- running and checking ----

def parse_dump(text):
    """{buffer index: [bits]} from nvcgrun --dump."""
    bufs, cur = {}, None
    for line in text.splitlines():
        s = line.split()
        if len(s) >= 2 and s[0] == 'buf' and s[1].endswith(':'):
            cur = int(s[1][:-1])
            bufs[cur] = []
        elif cur is not None and len(s) >= 2 and s[-1].startswith('0x'):
            bufs[cur].append(int(s[-1], 16))
    return bufs


def elem(bufwords, ty, i):
    """Element i of a matrix stored as BUF[ty] words."""
    b = BITS[ty]
    if b >= 8:
        return bufwords[i]
    w = bufwords[i * b // 32]
    return w >> (i * b % 32) & ((1 << b) - 1)


def reference(f, bufs):
    m, n, kk = dims(f['geom'])
    ta, tb, tc, td = f['ta'], f['tb'], f['tc'], f['td']
    kind = f['kind']
    if kind == 'wmma':
        la, lb = f['layouts']
        aidx = (lambda r, c: r * kk + c) if la == 'row' else (lambda r, c: c * m + r)
        bidx = (lambda r, c: r * n + c) if lb == 'row' else (lambda r, c: c * kk + r)
    elif kind == 'ldmatrix':
        aidx, bidx = (lambda r, c: r * kk + c), (lambda r, c: r * n + c)
    else:
        aidx, bidx = (lambda r, c: r * kk + c), (lambda r, c: c * kk + r)
    A = [[decode(ta, elem(bufs[0], ta, aidx(r, c))) for c in range(kk)] for r in range(m)]
    B = [[decode(tb, elem(bufs[1], tb, bidx(r, c))) for c in range(n)] for r in range(kk)]
    C = [[decode(tc, bufs[2][r * n + c]) for c in range(n)] for r in range(m)]
    out = []
    for r in range(m):
        for c in range(n):
            if ta == 'b1':
                s = C[r][c] + sum((A[r][x] & B[x][c]) if f['b1'] == 'and' else (A[r][x] ^ B[x][c]) for x in range(kk))
            else:
                if any(v is None for v in [C[r][c]] + [A[r][x] for x in range(kk)] + [B[x][c] for x in range(kk)]):
                    out.append(None)
                    continue
                if ta == 'f64':
                    s = C[r][c]
                    for x in range(kk):   # fused multiply-adds, k ascending
                        s = Fraction(float(s + A[r][x] * B[x][c]))
                else:
                    s = C[r][c] + sum(A[r][x] * B[x][c] for x in range(kk))
            if td in ('s32',):
                if f.get('satf'):
                    s = max(-2 ** 31, min(2 ** 31 - 1, s))
                out.append(s & 0xffffffff)
            else:
                out.append(round_fp(s, td))
    return out


def result_words(f, bufs):
    return bufs[3]


def buffers(f):
    m, n, kk = dims(f['geom'])
    specs = []
    for ty, cnt, seed in ((f['ta'], m * kk, 11), (f['tb'], kk * n, 12), (f['tc'], m * n, 13)):
        words = cnt * BITS[ty] // 32 if BITS[ty] < 8 else cnt
        init = 'iota' if ty == 'tf32' else 'rand:%d' % seed
        specs.append('buf:%s:%d:%s' % (BUF[ty], words, init))
    dt = f.get('dbuf') or BUF[f['td']]
    specs.append('buf:%s:%d:zero' % (dt, m * n))
    return specs


def check(f, outdir):
    text = {'mma': mma_kernel, 'wmma': wmma_kernel, 'ldmatrix': ldmatrix_kernel}[f['kind']](f)
    base = os.path.join(outdir, f['name'].replace('/', '_').replace('>', '').replace('+', '_'))
    ll, ptx = base + '.ll', base + '.ptx'
    with open(ll, 'w') as fh:
        fh.write(text)
    sm = 'sm_%d' % f['sm']
    rc, _, err = run([NVCGC, ll, '-mcpu=' + sm, '-o', ptx])
    if rc:
        return 'nvcgc: ' + err.strip().splitlines()[-1]
    if os.path.exists(PTXAS):
        rc, _, err = run([PTXAS, '-arch=' + sm, ptx, '-o', os.devnull])
        if rc:
            return 'ptxas: ' + err.strip().splitlines()[0]
    args = buffers(f)
    got = {}
    for engine, path in (('ir', ll), ('ptx', ptx)):
        rc, out, err = run([NVCGRUN, '--engine=' + engine, path, '--kernel', 'gemm', '--grid', '1', '--block', '32',
                            '--dump'] + args)
        if rc:
            return '%s engine: %s' % (engine, (err.strip().splitlines() or ['exit %d' % rc])[0])
        got[engine] = parse_dump(out)
    if got['ir'] != got['ptx']:
        return 'the ir and ptx engines differ'
    bufs = got['ir']
    want = reference(f, bufs)
    have = result_words(f, bufs)
    if len(have) != len(want) or not want:
        return 'D has %d elements, want %d' % (len(have), len(want))
    if f.get('stmatrix'):
        # bf16 pairs of the f32 results, through stmatrix: row-major 16x8
        want = [round_fp(decode('f32', w), 'bf16') if w is not None else None for w in want]
    for i, (w, h) in enumerate(zip(want, have)):
        if w is None:
            continue
        if w != h:
            m, n, _ = dims(f['geom'])
            return 'D[%d][%d] = 0x%x, want 0x%x' % (i // n, i % n, h, w)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(ROOT, 'tests', 'out', 'tensor'))
    ap.add_argument('--filter', default='')
    ap.add_argument('--list', action='store_true')
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    bad = 0
    for f in FORMS:
        if a.filter not in f['name']:
            continue
        if a.list:
            print(f['name'])
            continue
        why = check(f, a.out)
        if why:
            bad += 1
            print('FAIL: tensor-gemm/%s (%s)' % (f['name'], why))
        else:
            print('PASS: tensor-gemm/%s' % f['name'])
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
