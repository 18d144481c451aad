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
    emu_runs.py hostsim  a third, independent oracle: tests/corpus/hostsim (each corpus kernel
                         compiled for the host, one pthread per CUDA thread) must leave the same
                         buffers (its digest) as the emulator running llc's PTX, for every
                         manifest line not flagged `approx`. Builds 48 host programs (about a
                         minute on 2 cores); 40-emu.sh runs it when EMU_HOSTSIM=1. hostsim's
                         rand:SEED generator is replaced by the one runner.h specifies (the
                         issue's splitmix64) in a copy under tests/out, if it differs.

Prints PASS/FAIL/SKIP lines (tests/run.sh). Runs JOBS (default 2) processes at a time."""
import ctypes
import math
import os
import shutil
import struct
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
OUT = os.path.join(ROOT, 'tests', 'out', 'emu')
JOBS = int(os.environ.get('JOBS', '2'))
# Elementwise tolerance for `approx` kernels: the approximate instructions are within a few
# ulp (2^-22 relative) or 2^-20.5 absolute (sin/cos) of the exact result; after the
# kernels' own arithmetic a relative 2^-14 or absolute 2^-16 covers them.
REL_TOL, ABS_TOL = 2.0 ** -14, 2.0 ** -16

sys.path.insert(0, os.path.join(ROOT, 'tests', 'emu', 'cuda'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
from testlib import NVCGRUN, run, nvcgrun, first_line, manifest_lines  # noqa: E402


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
        rc, out, err = nvcgrun(ptx, engine, kern, grid, block, shared, args)
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
    if not os.path.exists(os.path.join(ROOT, 'tests', 'corpus', 'manifest.txt')):
        print('SKIP: emu-corpus (tests/corpus is not in this tree yet)')
        return
    cdir, lines = manifest_lines()
    llc = shutil.which('llc-14')
    nvvmc = os.path.join(ROOT, 'build', 'nvvmc')
    to7 = os.path.join(cdir, 'to_nvvm7.py')
    have_nvvm = os.path.exists(nvvmc) and os.path.exists(to7)
    odir = os.path.join(OUT, 'corpus')
    os.makedirs(odir, exist_ok=True)
    # compile every (file, opt, sm) once
    units = sorted({(f[0][:-3], opt, max(int(f[5]), 75)) for _, f in lines for opt in ('O0', 'O3')})

    def fresh(out, *deps):
        """OUT exists and is newer than every dependency (PTX is cached in tests/out)."""
        if not os.path.exists(out):
            return False
        t = os.path.getmtime(out)
        return all(os.path.getmtime(d) < t for d in deps if d and os.path.exists(d))

    def compile_unit(u):
        base, opt, sm = u
        ll = os.path.join(cdir, 'll', '%s.%s.ll' % (base, opt))
        res = {}
        p1 = os.path.join(odir, '%s.%s.sm%d.llc.ptx' % (base, opt, sm))
        if not llc:
            res['llc'] = None
        elif fresh(p1, ll, llc):
            res['llc'] = p1
        else:
            rc, _, err = run([llc, '-march=nvptx64', '-mcpu=sm_%d' % sm, '-mattr=+ptx75', ll, '-o', p1])
            res['llc'] = p1 if rc == 0 else 'llc failed: ' + first_line(err)
        p2 = os.path.join(odir, '%s.%s.sm%d.nvvm.ptx' % (base, opt, sm))
        if not have_nvvm:
            res['nvvm'] = None
        elif fresh(p2, ll, nvvmc, to7):
            res['nvvm'] = p2
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

    def one_opt(lineno, f, opt):
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
                return 'FAIL: %s (%s)' % (name, p), None
            rc, out, err = nvcgrun(p, 'ptx', kern, grid, block, shared, args)
            if rc:
                return 'FAIL: %s (%s PTX: exit %d: %s)' % (name, prod, rc, first_line(err)), None
            outs[prod] = out
        if len(outs) < 2:
            return ('PASS: %s (one producer only)' % name if outs else 'SKIP: %s (no compiler)' % name), outs.get('llc')
        if outs['llc'] == outs['nvvm']:
            return 'PASS: ' + name, outs['llc']
        if 'approx' not in flags.split(','):
            return 'FAIL: %s (llc and libNVVM PTX disagree: %s vs %s)' % (name, ' '.join(outs['llc'].split()), ' '.join(outs['nvvm'].split())), None
        d = [parse_dump(nvcgrun(res[p], 'ptx', kern, grid, block, shared, args, dump=True)[1]) for p in ('llc', 'nvvm')]
        for b, (x, y) in enumerate(zip(d[0], d[1])):
            for k, (ex, ey) in enumerate(zip(x, y)):
                if not close(ex, ey):
                    return 'FAIL: %s (approx: buf %d element %d: %s vs %s)' % (name, b, k, ex[0], ey[0]), None
        return 'PASS: %s (approx: within tolerance)' % name, None

    def one(job):
        lineno, f = job
        r0, h0 = one_opt(lineno, f, 'O0')
        r3, h3 = one_opt(lineno, f, 'O3')
        out = [r0, r3]
        # -O0 and -O3 IR of the same kernel must compute the same buffers too
        name = 'emu-corpus/%s.O0=O3@%d' % (f[1], lineno)
        if h0 is not None and h3 is not None:
            out.append('PASS: ' + name if h0 == h3 else 'FAIL: %s (%s vs %s)' % (name, ' '.join(h0.split()), ' '.join(h3.split())))
        return '\n'.join(out)

    jobs = [(ln, f) for ln, f in lines]
    with ThreadPoolExecutor(JOBS) as ex:
        report(ex.map(one, jobs))


# ------------------------------------------------------------------------------------ hostsim

SPEC_RAND = '''  if (in.compare(0, 5, "rand:") == 0) {
    unsigned long long st = strtoull(in.c_str() + 5, nullptr, 10);
    int p = a.type == "f16" ? 11 : a.type == "bf16" ? 8 : a.type == "f32" ? 24 : 53;
    for (size_t k = 0; k < a.count; ++k) {
      unsigned long long z = (st += 0x9e3779b97f4a7c15ull);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      z = z ^ (z >> 31);
      double u = is_float ? ldexp((double)(z >> (64 - p)), -(p - 1)) - 1.0 : 0;
      nvcg_store(a, k, u, z, !is_float);
    }
    return;
  }
'''


def hostsim():
    cdir = os.path.join(ROOT, 'tests', 'corpus')
    hdir = os.path.join(cdir, 'hostsim')
    cxx = shutil.which(os.environ.get('CXX', 'clang++-14'))
    if not os.path.exists(hdir):
        print('SKIP: emu-hostsim (tests/corpus/hostsim missing)')
        return
    if not cxx:
        print('SKIP: emu-hostsim (clang++-14 missing)')
        return
    odir = os.path.join(OUT, 'hostsim')
    os.makedirs(odir, exist_ok=True)
    for f in os.listdir(hdir):
        shutil.copy(os.path.join(hdir, f), odir)
    main = open(os.path.join(odir, 'main.inc')).read()
    if '0x9e3779b97f4a7c15' not in main:
        a = main.index('  if (in.compare(0, 5, "rand:") == 0) {')
        b = main.index('  fprintf(stderr, "hostsim: bad INIT')
        main = main[:a] + SPEC_RAND + main[b:]
        if '<cmath>' not in main and '<math.h>' not in main:
            main = '#include <math.h>\n' + main
        open(os.path.join(odir, 'main.inc'), 'w').write(main)
    units = sorted(f[:-3] for f in os.listdir(os.path.join(cdir, 'cuda')) if f.endswith('.cu'))

    def build(n):
        src = os.path.join(odir, n + '.cpp')
        rc, _, err = run([sys.executable, os.path.join(hdir, 'prep.py'), os.path.join(cdir, 'cuda', n + '.cu'), src])
        if rc == 0:
            rc, _, err = run([cxx, '-std=c++17', '-O1', '-Xclang', '-fnative-half-type', '-I' + odir, '-w',
                              '-rtlib=compiler-rt', src, '-o', os.path.join(odir, n), '-lpthread', '-lgcc_s', '-lm'])
        return n, (None if rc == 0 else first_line(err))

    with ThreadPoolExecutor(JOBS) as ex:
        built = dict(ex.map(build, units))
    jobs = manifest_lines()[1]

    def one(job):
        lineno, f = job
        cu, kern, grid, block, shared, sm, flags = f[:7]
        args = f[7:]
        name = 'emu-hostsim/%s@%d' % (kern, lineno)
        if 'approx' in flags.split(','):
            return 'PASS: %s (approx: host math is exact, not compared)' % name
        if built[cu[:-3]]:
            return 'FAIL: %s (host build: %s)' % (name, built[cu[:-3]])
        rc, hout, err = run([os.path.join(odir, cu[:-3]), '--schedules', '1'] + f)
        if rc:
            return 'FAIL: %s (host run: exit %d: %s)' % (name, rc, first_line(err))
        ptx = os.path.join(OUT, 'corpus', '%s.O3.sm%d.llc.ptx' % (cu[:-3], max(int(sm), 75)))
        if not os.path.exists(ptx):
            return 'SKIP: %s (run `emu_runs.py corpus` first for the PTX)' % name
        rc, out, err = run([NVCGRUN, ptx, '--kernel', kern, '--grid', grid, '--block', block, '--digest']
                           + (['--shared', shared] if shared != '0' else []) + args)
        if rc:
            return 'FAIL: %s (emulator: exit %d: %s)' % (name, rc, first_line(err))
        d = out.split()[1].split('=')[1]
        if d != hout.strip():
            return 'FAIL: %s (host digest %s, emulator %s)' % (name, hout.strip(), d)
        return 'PASS: ' + name

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
        rc, out, err = nvcgrun(ptx, 'cuda', kern, grid, block, shared, args)
        if rc == 2 and 'no CUDA driver: libcuda.so.1 not found' in err:
            print('PASS: emu-cuda/no-driver-message')
        else:
            print('FAIL: emu-cuda/no-driver-message (exit %d: %s)' % (rc, first_line(err)))
        return
    own(engine='cuda')


if __name__ == '__main__':
    what = sys.argv[1:] or ['own', 'corpus', 'cuda']
    for w in what:
        {'own': own, 'corpus': corpus, 'cuda': cuda, 'hostsim': hostsim}[w]()
