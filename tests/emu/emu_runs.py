#!/usr/bin/env python3
"""Kernel runs for the emulator suite (tests/suites/40-emu.sh): real compilers' PTX on nvcgrun.

    emu_runs.py own      the emulator's own CUDA kernels (tests/emu/cuda): llc's and libNVVM's
                         committed PTX must both give the hashes expect.py computes
    emu_runs.py corpus   every tests/corpus/manifest.txt line at -O0 and -O3: llc-14's PTX and
                         libNVVM's PTX (through to_nvvm7.py and build/nvvmc) must give identical
                         hashes; for kernels flagged `approx` the elements must agree within
                         the tolerance below instead (see runner.h for the hardware bounds)
    emu_runs.py cuda     the cuda engine: without a GPU it must fail cleanly; with one, the
                         own kernels must give the expected hashes on the GPU too

Prints PASS/FAIL/SKIP lines (tests/run.sh). Runs JOBS (default 2) processes at a time."""
import ctypes
import math
import os
import shutil
import struct
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
NVCGRUN = os.environ.get('NVCGRUN') or os.path.join(ROOT, 'build', 'nvcgrun')
OUT = os.path.join(ROOT, 'tests', 'out', 'emu')
JOBS = int(os.environ.get('JOBS', '2'))
# Elementwise tolerance for `approx` kernels: the approximate instructions are within a few
# ulp (2^-22 relative) or 2^-20.5 absolute (sin/cos) of the exact result; after the
# kernels' own arithmetic a relative 2^-14 or absolute 2^-16 covers them.
REL_TOL, ABS_TOL = 2.0 ** -14, 2.0 ** -16

sys.path.insert(0, os.path.join(ROOT, 'tests', 'emu', 'cuda'))


def run(cmd, timeout=600):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


def nvcgrun(ptx, kern, grid, block, shared, args, engine='ptx', dump=False):
    cmd = [NVCGRUN, '--engine=' + engine, ptx, '--kernel', kern, '--grid', grid, '--block', block]
    if shared and shared != '0':
        cmd += ['--shared', shared]
    if dump:
        cmd.append('--dump')
    return run(cmd + list(args))


def first_line(s):
    s = s.strip().splitlines()
    return s[0] if s else ''


def report(results):
    for r in results:
        print(r, flush=True)


# ------------------------------------------------------------------------------------ own


def own_lines():
    d = os.path.join(ROOT, 'tests', 'emu', 'cuda')
    for line in open(os.path.join(d, 'manifest.txt')):
        f = line.split()
        if not f or f[0].startswith('#'):
            continue
        yield d, f[0], f[1], f[2], f[3], f[4], f[5:]


def expected(kern, grid, block, args):
    import expect
    vals = []
    for a in args:
        parts = a.split(':')
        vals.append(None if parts[0] == 'buf' else int(parts[1], 0))
    out = []
    for n, (fmt, vs) in enumerate(expect.KERNELS[kern](int(grid), int(block), vals)):
        data = b''.join(struct.pack(fmt, v) for v in vs)
        out.append('buf %d: fnv1a64=%016x' % (n, expect.fnv1a64(data)))
    return '\n'.join(out)


def own(engine='ptx'):
    jobs = []
    for d, cu, kern, grid, block, shared, args in own_lines():
        base = cu[:-3]
        for prod in ('llc', 'nvvm'):
            jobs.append((os.path.join(d, 'ptx', '%s.%s.ptx' % (base, prod)), kern, grid, block, shared, args, prod))

    def one(j):
        ptx, kern, grid, block, shared, args, prod = j
        name = 'emu-own/%s%s.%s' % (kern, '' if engine == 'ptx' else '.' + engine, prod)
        rc, out, err = nvcgrun(ptx, kern, grid, block, shared, args, engine)
        if rc:
            return 'FAIL: %s (exit %d: %s)' % (name, rc, first_line(err))
        want = expected(kern, grid, block, args)
        if out.strip() != want:
            return 'FAIL: %s (got %s, closed form gives %s)' % (name, ' '.join(out.split()), ' '.join(want.split()))
        return 'PASS: ' + name

    with ThreadPoolExecutor(JOBS) as ex:
        report(ex.map(one, jobs))


# ------------------------------------------------------------------------------------ corpus


def parse_dump(text):
    """`buf N: ...` headers and `value 0xbits` lines -> list of lists of (value, bits)."""
    bufs = []
    for line in text.splitlines():
        if line.startswith('buf '):
            bufs.append([])
        elif bufs:
            v, b = line.split()
            bufs[-1].append((v, b))
    return bufs


def close(a, b):
    va, ba = a
    vb, bb = b
    if ba == bb:
        return True
    try:
        x, y = float(va), float(vb)
    except ValueError:
        return False
    if math.isnan(x) and math.isnan(y):
        return True
    if '.' not in va + vb and 'e' not in va + vb and not math.isinf(x) and abs(x) > 1 << 24:
        return False
    if math.isinf(x) or math.isinf(y):
        return x == y
    return abs(x - y) <= ABS_TOL + REL_TOL * max(abs(x), abs(y))


def corpus():
    cdir = os.path.join(ROOT, 'tests', 'corpus')
    manifest = os.path.join(cdir, 'manifest.txt')
    if not os.path.exists(manifest):
        print('SKIP: emu-corpus (tests/corpus is not in this tree yet)')
        return
    llc = shutil.which('llc-14')
    nvvmc = os.path.join(ROOT, 'build', 'nvvmc')
    to7 = os.path.join(cdir, 'to_nvvm7.py')
    have_nvvm = os.path.exists(nvvmc) and os.path.exists(to7)
    lines = []
    for i, line in enumerate(open(manifest)):
        f = line.split()
        if not f or f[0].startswith('#'):
            continue
        lines.append((i + 1, f))
    odir = os.path.join(OUT, 'corpus')
    os.makedirs(odir, exist_ok=True)
    # compile every (file, opt, sm) once
    units = sorted({(f[0][:-3], opt, max(int(f[5]), 75)) for _, f in lines for opt in ('O0', 'O3')})

    def compile_unit(u):
        base, opt, sm = u
        ll = os.path.join(cdir, 'll', '%s.%s.ll' % (base, opt))
        res = {}
        p1 = os.path.join(odir, '%s.%s.sm%d.llc.ptx' % (base, opt, sm))
        if not llc:
            res['llc'] = None
        else:
            rc, _, err = run([llc, '-march=nvptx64', '-mcpu=sm_%d' % sm, '-mattr=+ptx75', ll, '-o', p1])
            res['llc'] = p1 if rc == 0 else 'llc failed: ' + first_line(err)
        p2 = os.path.join(odir, '%s.%s.sm%d.nvvm.ptx' % (base, opt, sm))
        if not have_nvvm:
            res['nvvm'] = None
        else:
            n7 = os.path.join(odir, '%s.%s.nv7.ll' % (base, opt))
            rc, _, err = run([sys.executable, to7, ll, '-o', n7])
            if rc == 0:
                rc, _, err = run([nvvmc, '-arch=compute_%d' % sm, '-fma=0', n7, '-o', p2])
            if rc == 0:
                res['nvvm'] = p2
            elif 'libnvvm' in err.lower() and ('not found' in err.lower() or 'cannot' in err.lower()):
                res['nvvm'] = None
            else:
                res['nvvm'] = 'libNVVM failed: ' + first_line(err)
        return u, res

    with ThreadPoolExecutor(JOBS) as ex:
        ptx = dict(ex.map(compile_unit, units))
    if not llc:
        print('SKIP: emu-corpus/llc (llc-14 missing)')
    if not have_nvvm or any(v['nvvm'] is None for v in ptx.values()):
        print('SKIP: emu-corpus/nvvm (build/nvvmc, tests/corpus/to_nvvm7.py or libnvvm.so missing)')

    def one(job):
        lineno, f, opt = job
        cu, kern, grid, block, shared, sm, flags = f[:7]
        args = f[7:]
        name = 'emu-corpus/%s.%s@%d' % (kern, opt, lineno)
        res = ptx[(cu[:-3], opt, max(int(sm), 75))]
        outs = {}
        for prod in ('llc', 'nvvm'):
            p = res[prod]
            if p is None:
                continue
            if not os.path.exists(p):
                return 'FAIL: %s (%s)' % (name, p)
            rc, out, err = nvcgrun(p, kern, grid, block, shared, args)
            if rc:
                return 'FAIL: %s (%s PTX: exit %d: %s)' % (name, prod, rc, first_line(err))
            outs[prod] = out
        if len(outs) < 2:
            return 'PASS: %s (one producer only)' % name if outs else 'SKIP: %s (no compiler)' % name
        if outs['llc'] == outs['nvvm']:
            return 'PASS: ' + name
        if 'approx' not in flags.split(','):
            return 'FAIL: %s (llc and libNVVM PTX disagree: %s vs %s)' % (name, ' '.join(outs['llc'].split()), ' '.join(outs['nvvm'].split()))
        d = [parse_dump(nvcgrun(res[p], kern, grid, block, shared, args, dump=True)[1]) for p in ('llc', 'nvvm')]
        for b, (x, y) in enumerate(zip(d[0], d[1])):
            for k, (ex, ey) in enumerate(zip(x, y)):
                if not close(ex, ey):
                    return 'FAIL: %s (approx: buf %d element %d: %s vs %s)' % (name, b, k, ex[0], ey[0])
        return 'PASS: %s (approx: within tolerance)' % name

    jobs = [(ln, f, opt) for ln, f in lines for opt in ('O0', 'O3')]
    with ThreadPoolExecutor(JOBS) as ex:
        report(ex.map(one, jobs))


# ------------------------------------------------------------------------------------ cuda


def cuda():
    try:
        ctypes.CDLL('libcuda.so.1')
        have = True
    except OSError:
        have = False
    d, cu, kern, grid, block, shared, args = next(own_lines())
    ptx = os.path.join(d, 'ptx', cu[:-3] + '.llc.ptx')
    if not have:
        rc, out, err = nvcgrun(ptx, kern, grid, block, shared, args, engine='cuda')
        if rc == 2 and 'no CUDA driver: libcuda.so.1 not found' in err:
            print('PASS: emu-cuda/no-driver-message')
        else:
            print('FAIL: emu-cuda/no-driver-message (exit %d: %s)' % (rc, first_line(err)))
        return
    own(engine='cuda')


if __name__ == '__main__':
    what = sys.argv[1:] or ['own', 'corpus', 'cuda']
    for w in what:
        {'own': own, 'corpus': corpus, 'cuda': cuda}[w]()
