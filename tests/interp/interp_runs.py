#!/usr/bin/env python3
"""Corpus runs for the ir engine (tests/suites/42-interp.sh).

    interp_runs.py corpus [FILTER]   every tests/corpus/manifest.txt line on the `ir` engine
                                     with the .O0.ll and .O3.ll inputs, which must agree bit for
                                     bit, and against the `ptx` engine running llc-14's PTX of
                                     the same .ll: identical hashes, or for kernels flagged
                                     `approx` element-wise agreement within the tolerance
                                     tests/emu/emu_runs.py uses (one comparer for both suites;
                                     runner.h tabulates the per-instruction hardware bounds)
    interp_runs.py own               the emulator's own CUDA kernels (tests/emu/cuda) from their
                                     committed IR (-O3, and -O0 -g for emu_calls) on the ir
                                     engine, against the closed forms tests/emu/cuda/expect.py gives
    interp_runs.py bench             instructions per second of the ir engine over the corpus

Hashes first; when they differ, the --dump outputs are compared with NaN payloads ignored (any
NaN equals any NaN), so a NaN-payload difference alone passes. Prints PASS/FAIL/SKIP lines.
JOBS (default 2) processes at a time. KNOWN (below) lists disagreements that are explained
(a bug outside the ir engine, reported with a reproducer): they print PASS with the reason."""
import os
import re
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
OUT = os.path.join(ROOT, 'tests', 'out', 'interp')
JOBS = int(os.environ.get('JOBS', '2'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
sys.path.insert(0, os.path.join(ROOT, 'tests', 'emu'))
from testlib import run, nvcgrun, first_line, manifest_lines  # noqa: E402
from emu_runs import close, parse_dump, own_lines, expected  # noqa: E402  (shared with 40-emu)

# (kernel, opt level or '*', what) -> explanation: disagreements with the ptx engine that are
# not the interpreter's (see the report in tests/interp/README.md)
KNOWN = {}


def nan_equal_dumps(a, b, approx):
    """None when the dumps agree (NaN payloads ignored; within tolerance when approx)."""
    da, db = parse_dump(a), parse_dump(b)
    if len(da) != len(db):
        return 'different buffer counts'
    for k, (x, y) in enumerate(zip(da, db)):
        for i, (ex, ey) in enumerate(zip(x, y)):
            if ex[1] == ey[1] or (ex[0] == 'nan' and ey[0] == 'nan'):
                continue
            if approx and close(ex, ey):
                continue
            return 'buf %d element %d: %s vs %s' % (k, i, ex[0] + ' ' + ex[1], ey[0] + ' ' + ey[1])
    return None


def compare(name, kern, grid, block, shared, args, a, b, what, approx):
    """a, b: (path, engine, stdout). Returns None or a failure reason."""
    if a[2] == b[2]:
        return None
    da = nvcgrun(a[0], a[1], kern, grid, block, shared, args, dump=True)[1]
    db = nvcgrun(b[0], b[1], kern, grid, block, shared, args, dump=True)[1]
    why = nan_equal_dumps(da, db, approx)
    if why is None:
        return None
    return '%s disagree: %s' % (what, why)


def corpus(filt=None):
    cdir, lines = manifest_lines(filt)
    llc = shutil.which('llc-14')
    odir = os.path.join(OUT, 'corpus')
    os.makedirs(odir, exist_ok=True)
    probe = nvcgrun(os.path.join(cdir, 'll', 'vec_add.O0.ll'), 'ir', 'saxpy', '1', '1', '0',
                    ['i32:0', 'f32:1', 'buf:f32:1:zero', 'buf:f32:1:zero'])
    if probe[0] == 2 and 'nvcg_parse_ll' in probe[2]:
        print('NOTE: interp-corpus not run: this build of nvcg has no .ll reader (nvcg_parse_ll) yet')
        return
    units = sorted({(f[0][:-3], opt, max(int(f[5]), 75)) for _, f in lines for opt in ('O0', 'O3')})

    def compile_unit(u):
        base, opt, sm = u
        ll = os.path.join(cdir, 'll', '%s.%s.ll' % (base, opt))
        p = os.path.join(odir, '%s.%s.sm%d.llc.ptx' % (base, opt, sm))
        if not llc:
            return u, None
        rc, _, err = run([llc, '-march=nvptx64', '-mcpu=sm_%d' % sm, '-mattr=+ptx75', ll, '-o', p])
        return u, p if rc == 0 else 'llc failed: ' + first_line(err)

    with ThreadPoolExecutor(JOBS) as ex:
        ptx = dict(ex.map(compile_unit, units))
    if not llc:
        print('SKIP: interp-corpus/llc (llc-14 missing: only O0 vs O3 is checked)')

    def one(job):
        lineno, f = job
        cu, kern, grid, block, shared, sm, flags = f[:7]
        args = f[7:]
        approx = 'approx' in flags.split(',')
        name = 'interp-corpus/%s@%d' % (kern, lineno)
        outs = {}
        for opt in ('O0', 'O3'):
            ll = os.path.join(cdir, 'll', '%s.%s.ll' % (cu[:-3], opt))
            rc, out, err = nvcgrun(ll, 'ir', kern, grid, block, shared, args)
            if rc:
                return ['FAIL: %s (ir %s: exit %d: %s)' % (name, opt, rc, first_line(err))]
            outs[opt] = (ll, 'ir', out)
        res = []
        why = compare(name, kern, grid, block, shared, args, outs['O0'], outs['O3'], 'ir O0 and O3', approx)
        res.append('FAIL: %s.O0-vs-O3 (%s)' % (name, why) if why else 'PASS: %s.O0-vs-O3' % name)
        for opt in ('O0', 'O3'):
            p = ptx[(cu[:-3], opt, max(int(sm), 75))]
            n2 = '%s.%s-vs-llc' % (name, opt)
            if p is None:
                continue
            if not os.path.exists(p):
                res.append('FAIL: %s (%s)' % (n2, p))
                continue
            rc, out, err = nvcgrun(p, 'ptx', kern, grid, block, shared, args)
            if rc:
                res.append('FAIL: %s (ptx engine on llc PTX: exit %d: %s)' % (n2, rc, first_line(err)))
                continue
            why = compare(n2, kern, grid, block, shared, args, outs[opt], (p, 'ptx', out), 'ir and llc PTX', approx)
            known = KNOWN.get((kern, opt)) or KNOWN.get((kern, '*'))
            if why and known:
                res.append('PASS: %s (known, not the interpreter: %s)' % (n2, known))
            elif why:
                res.append('FAIL: %s (%s)' % (n2, why))
            else:
                res.append('PASS: %s%s' % (n2, ' (approx: within tolerance)' if approx and outs[opt][2] != out else ''))
        return res

    with ThreadPoolExecutor(JOBS) as ex:
        for r in ex.map(one, lines):
            for x in r:
                print(x, flush=True)


def own():
    jobs = []
    for d, cu, kern, grid, block, shared, args in own_lines():
        for ll in sorted(os.listdir(os.path.join(d, 'll'))):
            if ll.split('.')[0] == cu[:-3]:
                jobs.append((os.path.join(d, 'll', ll), kern, grid, block, shared, args))

    def one(j):
        ll, kern, grid, block, shared, args = j
        name = 'interp-own/%s@%s' % (kern, os.path.basename(ll))
        rc, out, err = nvcgrun(ll, 'ir', kern, grid, block, shared, args)
        if rc == 2 and 'nvcg_parse_ll' in err:
            return None
        if rc == 2 and 'inline asm is not supported by the ir engine' in err:
            return 'PASS: %s (uses inline asm: refused at load time, as the ir engine documents)' % name
        if rc:
            return 'FAIL: %s (exit %d: %s)' % (name, rc, first_line(err))
        want = expected(kern, grid, block, args)
        got = '\n'.join(l for l in out.splitlines() if l.startswith('buf '))
        if got != want:
            return 'FAIL: %s (got %s, closed form gives %s)' % (name, ' '.join(got.split()), ' '.join(want.split()))
        return 'PASS: ' + name

    with ThreadPoolExecutor(JOBS) as ex:
        res = list(ex.map(one, jobs))
    if any(r is None for r in res):
        print('NOTE: interp-own not run: this build of nvcg has no .ll reader (nvcg_parse_ll) yet')
        return
    for r in res:
        print(r, flush=True)


def bench():
    cdir, lines = manifest_lines()
    tot_i = 0
    tot_t = 0.0
    for opt in ('O0', 'O3'):
        n_i = 0
        n_t = 0.0
        for lineno, f in lines:
            cu, kern, grid, block, shared = f[:5]
            ll = os.path.join(cdir, 'll', '%s.%s.ll' % (cu[:-3], opt))
            rc, out, err = nvcgrun(ll, 'ir', kern, grid, block, shared, f[7:], stats=True)
            m = re.search(r'nvcgrun: (\d+) instructions in ([0-9.]+) s', err)
            if rc or not m:
                print('bench: %s@%d %s failed: %s' % (kern, lineno, opt, first_line(err)))
                continue
            n_i += int(m.group(1))
            n_t += float(m.group(2))
        print('ir engine, corpus %s: %d IR instructions in %.2f s: %.1f M instructions/s' %
              (opt, n_i, n_t, n_i / n_t / 1e6 if n_t else 0))
        tot_i += n_i
        tot_t += n_t
    print('ir engine, corpus total: %d IR instructions in %.2f s: %.1f M instructions/s' %
          (tot_i, tot_t, tot_i / tot_t / 1e6 if tot_t else 0))
    loop = os.path.join(ROOT, 'tests', 'interp', 'bench', 'loop.ll')
    args = ['buf:i32:1:zero', 'i32:200000']
    rc, out, err = nvcgrun(loop, 'ir', 'k', '1', '32', '0', args, stats=True)
    m = re.search(r'nvcgrun: (\d+) instructions in ([0-9.]+) s.*?\(([0-9.]+) M/s\)', err)
    if rc or not m:
        print('bench: loop.ll failed: %s' % first_line(err))
        return
    print('ir engine, integer loop: %s IR instructions in %s s: %s M instructions/s' % m.groups())
    llc = shutil.which('llc-14')
    if llc:
        os.makedirs(OUT, exist_ok=True)
        ptx = os.path.join(OUT, 'loop.ptx')
        if run([llc, '-march=nvptx64', '-mcpu=sm_75', '-mattr=+ptx75', loop, '-o', ptx])[0] == 0:
            rc, out2, err = nvcgrun(ptx, 'ptx', 'k', '1', '32', '0', args, stats=True)
            m = re.search(r'nvcgrun: (\d+) instructions in ([0-9.]+) s.*?\(([0-9.]+) M/s\)', err)
            if m and not rc:
                same = 'same result' if out == out2 else 'DIFFERENT RESULT'
                print('ptx engine, the same loop from llc-14: %s PTX instructions in %s s: %s M instructions/s (%s)' % (m.groups() + (same,)))


if __name__ == '__main__':
    what = sys.argv[1] if len(sys.argv) > 1 else 'corpus'
    if what == 'corpus':
        corpus(sys.argv[2] if len(sys.argv) > 2 else None)
    elif what == 'own':
        own()
    elif what == 'bench':
        bench()
    else:
        sys.exit('usage: interp_runs.py corpus [FILTER] | own | bench')
