#!/usr/bin/env python3
"""Differential testing of random kernels (tools/randgen/randgen.c).

For each seed: generate a kernel (opaque and typed pointers); check that llvm-as-14 accepts
it (and nvcgc --emit=ll, once nvcgc reads .ll); run it on the `ir` engine; compile it with
nvcg (nvcgc -O0 and -O3 for one of sm_75/80/90/100/120 per seed), check that ptxas accepts
the PTX and run it on the `ptx` engine; as another opinion compile the typed-pointer form
with llc-14 (-O0 and -O3) and run that PTX too; and (as a detector of undefined behaviour
in the generator) run opt-14 -O2's output on the ir engine. Every leg that ran must leave
the same buffers (element by element; any NaN equals any NaN in float buffers).

A leg whose tool is missing is skipped and named once ("skipped legs"): nvcg's legs need
build/nvcgc able to compile (the code generator), the ir legs need nvcgrun's ir engine
(the interpreter and the .ll reader), the llc legs llc-14 (and a module without NOLLC).

    fuzz_diff.py [-n N] [--seed S] [--size K] [--jobs J] [--gen "randgen options"]
                 [--out DIR] [--reduce] [--quiet] [--suite NAME] [SEED...]

Failures are saved under DIR/seed-N/ (default tests/out/fuzz-diff) with the inputs, every
leg's output and a `repro.sh`; with --reduce, reduce.py then makes a minimal reproducer.
With --suite NAME prints PASS/FAIL/SKIP lines for tests/run.sh. Exit status 1 on failure.
Environment: NVCGRUN, NVCGC, RANDGEN (binaries), JOBS."""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
B = os.path.join(ROOT, 'build')
NVCGRUN = os.environ.get('NVCGRUN') or os.path.join(B, 'nvcgrun')
NVCGC = os.environ.get('NVCGC') or os.path.join(B, 'nvcgc')
RANDGEN = os.environ.get('RANDGEN') or os.path.join(B, 'randgen')
NVOPT = os.environ.get('NVOPT') or os.path.join(B, 'nvopt')
PTXAS = shutil.which('ptxas') or '/usr/local/cuda/bin/ptxas'
LLC = shutil.which('llc-14')
LLVM_AS = shutil.which('llvm-as-14')
OPT = shutil.which('opt-14')
NVCG_TARGETS = ['sm_75', 'sm_80', 'sm_90', 'sm_100', 'sm_120']
MAX_INSNS = '200000000'


def run(cmd, timeout=120, cwd=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, cwd=cwd)
        return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return 124, '', 'timeout after %ds' % timeout
    except OSError as e:
        return 127, '', str(e)


def first_line(s):
    for l in s.splitlines():
        l = l.strip()
        if l and not l.startswith('#') and not l.startswith('Stack dump') and not l.startswith('PLEASE'):
            return l[:200]
    return '(no message)'


# ---------------------------------------------------------------- capabilities

class Caps:
    """What this checkout and machine can run; each missing piece is a reason string."""

    def __init__(self):
        self.missing = {}
        if not os.access(RANDGEN, os.X_OK):
            self.missing['gen'] = 'randgen not built (%s)' % RANDGEN
        if not os.access(NVCGRUN, os.X_OK):
            self.missing['run'] = 'nvcgrun not built (%s)' % NVCGRUN
        if not LLVM_AS:
            self.missing['as'] = 'llvm-as-14 missing'
        if not LLC:
            self.missing['llc'] = 'llc-14 missing'
        if not os.access(PTXAS, os.X_OK):
            self.missing['ptxas'] = 'ptxas missing'
        if not OPT:
            self.missing['opt'] = 'opt-14 missing'
        if not os.access(NVOPT, os.X_OK):
            self.missing['nvopt'] = 'nvopt not built (%s): it needs the .ll reader' % NVOPT
        d = tempfile.mkdtemp(prefix='fuzzcaps')
        try:
            ll = os.path.join(d, 'p.ll')
            with open(ll, 'w') as f:
                f.write(PROBE)
            if 'run' not in self.missing:
                rc, out, err = run([NVCGRUN, '--engine=ir', ll, '--kernel', 'k', '--grid', '1', '--block', '2',
                                    'buf:i32:2:zero'])
                if rc != 0:
                    self.missing['ir'] = 'nvcgrun --engine=ir cannot run .ll here (%s)' % first_line(err)
            else:
                self.missing['ir'] = self.missing['run']
            if not os.access(NVCGC, os.X_OK):
                why = 'nvcgc not built (%s): the code generator is not on this branch' % NVCGC
                self.missing['nvcg'] = self.missing['nvcg-ll'] = why
            else:
                rc, out, err = run([NVCGC, '--emit=ll', ll, '-o', os.path.join(d, 'p2.ll')])
                if rc != 0:
                    self.missing['nvcg-ll'] = 'nvcgc --emit=ll cannot read .ll yet (%s)' % first_line(err)
                rc, out, err = run([NVCGC, ll, '-mcpu=sm_75', '-O0', '-o', os.path.join(d, 'p.ptx')])
                if rc != 0:
                    self.missing['nvcg'] = 'nvcgc cannot compile a trivial kernel yet (%s)' % first_line(err)
        finally:
            shutil.rmtree(d, ignore_errors=True)

    def has(self, k):
        return k not in self.missing


PROBE = """target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %g = getelementptr i32, ptr addrspace(1) %p, i64 %e
  store i32 %t, ptr addrspace(1) %g, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""


# ---------------------------------------------------------------- outputs and comparison

def parse_dump(text, types):
    """--dump output -> list of buffers, each a list of (value, bits)."""
    bufs, cur = [], None
    for l in text.splitlines():
        if l.startswith('buf '):
            cur = []
            bufs.append(cur)
        elif cur is not None and l.strip():
            f = l.split()
            cur.append((f[0], f[1] if len(f) > 1 else f[0]))
    return bufs


def is_nan(value, bits, ty):
    if ty not in ('f16', 'bf16', 'f32', 'f64'):
        return False
    v = int(bits, 16)
    if ty == 'f16':
        return (v & 0x7c00) == 0x7c00 and (v & 0x3ff) != 0
    if ty == 'bf16':
        return (v & 0x7f80) == 0x7f80 and (v & 0x7f) != 0
    if ty == 'f32':
        return (v & 0x7f800000) == 0x7f800000 and (v & 0x7fffff) != 0
    return (v & 0x7ff0000000000000) == 0x7ff0000000000000 and (v & 0xfffffffffffff) != 0


def buf_types(args):
    return [a.split(':')[1] for a in args if a.startswith('buf:')]


# Elementwise tolerance for buffers of approximate results (randgen --approx: ex2/lg2/sin/
# cos/rsqrt/sqrt/div .approx.f32 on clamped inputs; runner.h lists the hardware bounds: 2 ulp,
# 2^-22 or 2^-20.5 absolute): relative 2^-19 or absolute 2^-19.
APPROX_REL, APPROX_ABS = 2.0 ** -19, 2.0 ** -19


def f32(bits):
    import struct
    return struct.unpack('<f', struct.pack('<I', int(bits, 16) & 0xffffffff))[0]


def compare(a, b, types, out_bytes, approx=()):
    """None if equal, else a description of the first difference. Buffers in `approx`
    (f32) agree within APPROX_REL/APPROX_ABS."""
    if len(a) != len(b):
        return 'different buffer counts %d/%d' % (len(a), len(b))
    for i, (x, y) in enumerate(zip(a, b)):
        if len(x) != len(y):
            return 'buffer %d: %d vs %d elements' % (i, len(x), len(y))
        for j, (ex, ey) in enumerate(zip(x, y)):
            if ex[1] == ey[1]:
                continue
            ty = types[i] if i < len(types) else 'i64'
            if is_nan(ex[0], ex[1], ty) and is_nan(ey[0], ey[1], ty):
                continue
            if i in approx:
                fx, fy = f32(ex[1]), f32(ey[1])
                if abs(fx - fy) <= max(APPROX_ABS, APPROX_REL * abs(fy)):
                    continue
            where = ''
            if i == 0 and out_bytes:
                where = ' (thread %d, slot byte %d)' % (j * 8 // out_bytes, j * 8 % out_bytes)
            return 'buffer %d element %d%s: %s vs %s' % (i, j, where, ex[1], ey[1])
    return None


def header(ll_text, key):
    for l in ll_text.splitlines():
        if l.startswith('; %s:' % key):
            return l.split(':', 1)[1].strip()
        if not l.startswith(';'):
            break
    return None


# ---------------------------------------------------------------- one seed

class Case:
    def __init__(self, seed, gen_opts, size, work, caps, nvcg_target=None):
        self.seed, self.gen_opts, self.size, self.work, self.caps = seed, gen_opts, size, work, caps
        self.nvcg_target = nvcg_target or NVCG_TARGETS[seed % len(NVCG_TARGETS)]
        self.log = []
        self.outputs = {}   # leg -> parsed dump
        self.failures = []  # (leg, why)
        self.skipped = []
        self.args, self.types, self.text, self.nollc, self.min_sm, self.out_bytes = [], [], '', '', 70, 0
        self.noopt, self.approx = '', ()

    def path(self, name):
        return os.path.join(self.work, name)

    def fail(self, leg, why):
        self.failures.append((leg, why))

    def sh(self, leg, cmd, timeout=120):
        rc, out, err = run(cmd, timeout=timeout)
        self.log.append('$ ' + ' '.join(cmd) + '\n' + ('exit %d\n' % rc) + err[-2000:])
        return rc, out, err

    def engine(self, leg, engine, module):
        rc, out, err = self.sh(leg, [NVCGRUN, '--engine=' + engine, module] + self.args +
                               ['--dump', '--max-insns', MAX_INSNS], timeout=180)
        with open(self.path(leg + '.out'), 'w') as f:
            f.write(out + err)
        if rc != 0:
            self.fail(leg, '%s engine exit %d: %s' % (engine, rc, first_line(err)))
            return
        self.outputs[leg] = parse_dump(out, self.types)

    def ptxas(self, leg, ptx, arch):
        rc, out, err = self.sh(leg, [PTXAS, '-arch=' + arch, ptx, '-o', os.devnull])
        if rc < 0 or rc >= 128:
            # ptxas killed by a signal is ptxas's bug, not a verdict (13.0 segfaults at -O3
            # on some valid recursive code: tests/regress/nvcg_ptxas_dead_recursion.ll). The
            # PTX is valid when ptxas -O0 assembles it; the seed then passes with a note.
            rc0, _, err0 = self.sh(leg, [PTXAS, '-O0', '-arch=' + arch, ptx, '-o', os.devnull])
            if rc0 == 0:
                self.skipped.append('%s ptxas -O3 (crashed with exit %d; ptxas -O0 accepts the PTX)' % (leg, rc))
                return True
            err = err0 or err
        if rc != 0:
            self.fail(leg, 'ptxas -arch=%s rejects the PTX: %s' % (arch, first_line(err) or 'exit %d' % rc))
            return False
        return True

    def generate(self, text=None, typed_text=None):
        """Writes k.ll (opaque) and k.typed.ll; from randgen, or given texts."""
        if text is None:
            opts = ['--seed', str(self.seed), '--size', str(self.size)] + self.gen_opts
            rc, out, err = self.sh('gen', [RANDGEN] + opts + ['-o', self.path('k.ll')])
            if rc != 0:
                self.fail('gen', 'randgen exit %d: %s' % (rc, first_line(err)))
                return False
            rc, out, err = self.sh('gen', [RANDGEN, '--typed-pointers'] + opts + ['-o', self.path('k.typed.ll')])
            if rc != 0:
                self.fail('gen', 'randgen --typed-pointers exit %d: %s' % (rc, first_line(err)))
                return False
        else:
            with open(self.path('k.ll'), 'w') as f:
                f.write(text)
            with open(self.path('k.typed.ll'), 'w') as f:
                f.write(typed_text)
        with open(self.path('k.ll')) as f:
            self.text = f.read()
        self.args = (header(self.text, 'NVCGRUN') or '').split()
        self.types = buf_types(self.args)
        self.min_sm = int(header(self.text, 'MIN_SM') or '70')
        self.nollc = header(self.text, 'NOLLC') or ''
        self.noopt = header(self.text, 'NOOPT') or ''
        apx = header(self.text, 'APPROX')
        self.approx = (int(apx.split()[-1]),) if apx else ()
        self.out_bytes = 0
        try:
            blk = [int(x) for x in self.args[self.args.index('--block') + 1].split(',')]
            grd = [int(x) for x in self.args[self.args.index('--grid') + 1].split(',')]
            nthr = 1
            for x in blk + grd:
                nthr *= x
            count = int([a for a in self.args if a.startswith('buf:')][0].split(':')[2])
            self.out_bytes = count * 8 // nthr
        except (ValueError, IndexError):
            pass
        return True

    def run_legs(self, legs=None):
        """Runs every available leg (or those named); fills outputs/failures."""
        c = self.caps
        want = (lambda l: legs is None or l in legs)
        k, kt = self.path('k.ll'), self.path('k.typed.ll')
        if c.has('as') and want('as'):
            rc, out, err = self.sh('as', [LLVM_AS, '-opaque-pointers', k, '-o', os.devnull])
            if rc != 0:
                self.fail('as', 'llvm-as-14 -opaque-pointers rejects it: %s' % first_line(err))
                return
            rc, out, err = self.sh('as', [LLVM_AS, kt, '-o', os.devnull])
            if rc != 0:
                self.fail('as', 'llvm-as-14 rejects the typed-pointer form: %s' % first_line(err))
                return
        if c.has('nvcg-ll') and want('nvcg-ll'):
            rc, out, err = self.sh('nvcg-ll', [NVCGC, '--emit=ll', k, '-o', self.path('k.nvcg.ll')])
            if rc != 0:
                self.fail('nvcg-ll', 'nvcgc --emit=ll exit %d: %s' % (rc, first_line(err)))
        if c.has('ir') and want('ir'):
            self.engine('ir', 'ir', k)
        if self.noopt and c.has('ir') and c.has('opt') and want('ir-opt'):
            self.skipped.append('ir-opt (NOOPT: %s)' % self.noopt)
        elif c.has('ir') and c.has('opt') and want('ir-opt'):
            rc, out, err = self.sh('ir-opt', [OPT, '-O2', '-S', kt, '-o', self.path('k.opt.ll')])
            if rc != 0:
                # opt 14 itself crashes on some valid modules (bfloat constant folding):
                # that leg has no opinion, the seed does not fail for it
                self.skipped.append('ir-opt (opt-14 -O2 exit %d: %s)' % (rc, first_line(err)))
            else:
                self.engine('ir-opt', 'ir', self.path('k.opt.ll'))
        if c.has('ir') and c.has('nvopt') and want('nvopt'):
            rc, out, err = self.sh('nvopt', [NVOPT, '-O', '3', '-o', self.path('k.nvopt.ll'), k])
            if rc != 0:
                self.fail('nvopt', 'nvopt -O 3 exit %d: %s' % (rc, first_line(err)))
            else:
                self.engine('nvopt', 'ir', self.path('k.nvopt.ll'))
        if c.has('nvcg'):
            # a target the module can run on (bfloat needs sm_80)
            if int(self.nvcg_target[3:]) < self.min_sm:
                self.nvcg_target = [t for t in NVCG_TARGETS if int(t[3:]) >= self.min_sm][0]
            for O in ('0', '3'):
                leg = 'nvcg-O' + O
                if not want(leg):
                    continue
                ptx = self.path('k.nvcg.O%s.ptx' % O)
                rc, out, err = self.sh(leg, [NVCGC, k, '-mcpu=' + self.nvcg_target, '-O' + O,
                                             '--knob', 'enable-legalize-types-checking=1', '-o', ptx], timeout=120)
                if rc != 0:
                    self.fail(leg, 'nvcgc -mcpu=%s -O%s exit %d: %s' % (self.nvcg_target, O, rc, first_line(err)))
                    continue
                if c.has('ptxas') and not self.ptxas(leg, ptx, self.nvcg_target):
                    continue
                self.engine(leg, 'ptx', ptx)
        llc_ok = c.has('llc') and not self.nollc
        if llc_ok:
            cpu = 'sm_80' if self.min_sm >= 80 else 'sm_75'
            for O in ('0', '3'):
                leg = 'llc-O' + O
                if not want(leg):
                    continue
                ptx = self.path('k.llc.O%s.ptx' % O)
                rc, out, err = self.sh(leg, [LLC, '-march=nvptx64', '-mcpu=' + cpu, '-mattr=+ptx75', '-O' + O, kt,
                                             '-o', ptx])
                if rc != 0:
                    self.fail(leg, 'llc-14 -O%s exit %d: %s' % (O, rc, first_line(err)))
                    continue
                if c.has('ptxas') and not self.ptxas(leg, ptx, cpu):
                    continue
                self.engine(leg, 'ptx', ptx)
        elif c.has('llc'):
            self.skipped.append('llc (NOLLC: %s)' % self.nollc)

    def verdict(self):
        """Compares every output with the reference (ir if it ran, else the first)."""
        order = ['ir', 'nvcg-O0', 'nvcg-O3', 'nvopt', 'llc-O0', 'llc-O3', 'ir-opt']
        legs = [l for l in order if l in self.outputs]
        if legs:
            ref = legs[0]
            for l in legs[1:]:
                d = compare(self.outputs[ref], self.outputs[l], self.types, self.out_bytes, self.approx)
                if d:
                    self.fail(l, '%s != %s: %s' % (l, ref, d))
        return self.failures

    def signature(self):
        """What kind of failure this is (for the reducer): legs and their first words."""
        sig = []
        for leg, why in self.failures:
            if ' != ' in why:
                sig.append(why.split(':')[0])
            else:
                sig.append(leg + ':' + ' '.join(why.split()[:3]))
        return sorted(set(sig))


def check_seed(seed, gen_opts, size, caps, keep_dir=None):
    work = tempfile.mkdtemp(prefix='fuzz%d.' % seed)
    c = Case(seed, gen_opts, size, work, caps)
    try:
        if c.generate():
            c.run_legs()
            c.verdict()
        if c.failures and keep_dir:
            save(c, keep_dir)
        return c
    finally:
        shutil.rmtree(work, ignore_errors=True)


def save(c, keep_dir):
    d = os.path.join(keep_dir, 'seed-%d' % c.seed)
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(c.work, d)
    with open(os.path.join(d, 'log.txt'), 'w') as f:
        f.write('\n'.join(c.log))
    with open(os.path.join(d, 'failures.txt'), 'w') as f:
        for leg, why in c.failures:
            f.write('%s: %s\n' % (leg, why))
    with open(os.path.join(d, 'repro.sh'), 'w') as f:
        f.write('#!/bin/sh\n# seed %d: %s\n' % (c.seed, '; '.join(w for _, w in c.failures)))
        f.write('%s --seed %d --size %d %s -o k.ll\n' % (RANDGEN, c.seed, c.size, ' '.join(c.gen_opts)))
        f.write('%s --engine=ir k.ll %s --dump\n' % (NVCGRUN, ' '.join(c.args)))
    c.saved = d


# ---------------------------------------------------------------- regression tests

def regress(paths, caps):
    """tests/regress/*.ll: every available leg must give the `; OUT` elements (all buffers,
    in order; NaN equals NaN only by the bits' class). `; LLC: wrong` skips llc's legs (a
    known llc 14 bug). Prints one PASS/FAIL/SKIP line each; returns the number failed."""
    nfail = 0
    for path in paths:
        name = 'regress/' + os.path.basename(path)[:-3]
        text = open(path).read()
        want = [' '.join(l[len('; OUT'):].split()) for l in text.splitlines() if l.startswith('; OUT ')]
        llc_wrong = any(l.startswith('; LLC: wrong') for l in text.splitlines())
        opt_wrong = any(l.startswith('; OPT: wrong') for l in text.splitlines())
        # `; TARGETS: sm_80 sm_90` runs nvcg's legs for each (a lowering that differs by SM);
        # otherwise one target, picked by the name
        targets = (header(text, 'TARGETS') or '').split() or [NVCG_TARGETS[sum(map(ord, name)) % len(NVCG_TARGETS)]]
        work = tempfile.mkdtemp(prefix='regress.')
        try:
            got, bad = {}, []
            for ti, target in enumerate(targets):
                os.makedirs(os.path.join(work, target))
                c = Case(0, [], 0, os.path.join(work, target), caps, nvcg_target=target)
                c.generate(text, text)
                if opt_wrong:
                    c.noopt = 'known opt 14 bug'
                if llc_wrong:
                    c.nollc = 'known llc 14 bug'
                c.run_legs(None if ti == 0 else ('nvcg-O0', 'nvcg-O3'))
                for leg in c.outputs:
                    key = leg if len(targets) == 1 or not leg.startswith('nvcg-') else '%s(%s)' % (leg, target)
                    got[key] = [' '.join(e) for b in c.outputs[leg] for e in b]
                bad += list(c.failures)
            for leg, elems in sorted(got.items()):
                if len(elems) != len(want):
                    bad.append((leg, '%d elements, expected %d' % (len(elems), len(want))))
                    continue
                for i, (g, w) in enumerate(zip(elems, want)):
                    if g.split()[-1] != w.split()[-1]:
                        bad.append((leg, 'element %d is %s, expected %s' % (i, g, w)))
                        break
            if bad:
                nfail += 1
                print('FAIL: %s (%s)' % (name, '; '.join('%s: %s' % b for b in bad)))
            elif not got:
                print('SKIP: %s (no leg could run: %s)' % (name, '; '.join(
                    caps.missing.get(k, '') for k in ('ir', 'nvcg') if k in caps.missing)))
            else:
                print('PASS: %s (%s)' % (name, ', '.join(sorted(got))))
        finally:
            shutil.rmtree(work, ignore_errors=True)
    return nfail


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-n', type=int, default=100, help='number of seeds')
    ap.add_argument('--seed', type=int, default=1, help='first seed')
    ap.add_argument('--size', type=int, default=12)
    ap.add_argument('--jobs', type=int, default=int(os.environ.get('JOBS', '2')))
    ap.add_argument('--gen', default='', help='extra randgen options')
    ap.add_argument('--out', default=os.path.join(ROOT, 'tests', 'out', 'fuzz-diff'))
    ap.add_argument('--reduce', action='store_true', help='reduce each failure (reduce.py)')
    ap.add_argument('--all-features', action='store_true',
                    help='do not restrict the generator to what llc 14 compiles when nvcg is missing')
    ap.add_argument('--quiet', action='store_true')
    ap.add_argument('--suite', default=None, help='name for the SKIP lines (tests/run.sh)')
    ap.add_argument('--regress', nargs='+', metavar='FILE.ll', help='run regression tests instead')
    ap.add_argument('seeds', nargs='*', type=int)
    a = ap.parse_args()
    caps = Caps()
    if a.regress:
        return 1 if regress(a.regress, caps) else 0
    for k in ('gen', 'run'):
        if k in caps.missing:
            print('FAIL: %s (%s)' % (a.suite or 'fuzz-diff', caps.missing[k]))
            return 1
    seeds = a.seeds or list(range(a.seed, a.seed + a.n))
    gen_opts = a.gen.split()
    # Until nvcg's code generator is here, llc is the second opinion: keep to what it compiles.
    if not caps.has('nvcg') and not a.all_features and '--llc-safe' not in gen_opts:
        gen_opts.append('--llc-safe')
    os.makedirs(a.out, exist_ok=True)
    name = a.suite or 'fuzz-diff'
    for k in ('nvcg', 'ir', 'nvopt', 'llc', 'opt', 'ptxas'):
        if k in caps.missing:
            print('SKIP: %s/%s-legs (%s)' % (name, k, caps.missing[k]))
    if caps.has('nvcg') and 'nvcg-ll' in caps.missing:
        print('SKIP: %s/nvcg-ll (%s)' % (name, caps.missing['nvcg-ll']))
    t0 = time.time()
    nfail = 0
    legs_ran = {}
    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for c in ex.map(lambda s: check_seed(s, gen_opts, a.size, caps, a.out), seeds):
            for l in c.outputs:
                legs_ran[l] = legs_ran.get(l, 0) + 1
            if c.failures:
                nfail += 1
                why = '; '.join('%s' % w for _, w in c.failures)
                print('FAIL: seed %d (%s) [%s]' % (c.seed, why, os.path.relpath(getattr(c, 'saved', a.out), ROOT)))
                if a.reduce:
                    rc, out, err = run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                                     'reduce.py'), c.saved], timeout=3600)
                    print(out.rstrip() + err.rstrip())
            elif not a.quiet:
                print('PASS: seed %d (%s)' % (c.seed, ' = '.join(
                    l for l in ['ir', 'nvcg-O0', 'nvcg-O3', 'nvopt', 'llc-O0', 'llc-O3', 'ir-opt'] if l in c.outputs)))
            sys.stdout.flush()
    dt = time.time() - t0
    print('fuzz-diff: %d seeds, %d failed, %.1fs; legs run: %s' % (
        len(seeds), nfail, dt, ', '.join('%s %d' % kv for kv in sorted(legs_ran.items()))))
    return 1 if nfail else 0


if __name__ == '__main__':
    sys.exit(main())
