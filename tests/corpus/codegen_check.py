#!/usr/bin/env python3
"""nvcg's code generation over the whole kernel corpus (tests/suites/65-corpus-cg.sh).

    codegen_check.py compile [FILTER]   (a) every ll/NAME.O0.ll and ll/NAME.O3.ll through
                                        build/nvcgc, and ptxas on every PTX
    codegen_check.py diff [FILTER]      (b) every manifest line: ir engine on the .ll vs ptx
                                        engine on nvcg's PTX, plus one more launch shape per
                                        kernel; (c) the same against libNVVM's PTX
    codegen_check.py all [FILTER]       both (the suite runs this)

FILTER keeps corpus files whose name contains it (or one kernel name, for `diff`).

(a) The target matrix. Targets sm_75 sm_80 sm_86 sm_89 sm_90 sm_100 sm_120, from the file's
MIN_SM up (the largest MIN_SM of its kernels in the manifest); nvcg levels -O0 -O1 -O2 -O3;
both inputs (clang's -O0 and -O3 IR). Each (input, target, level) is one PASS/FAIL line:
nvcgc must succeed and `ptxas -arch=sm_XX` must accept the PTX. That is the full matrix
(about 2,600 compilations); ptxas is run once per distinct PTX text (the levels often give
the same PTX), which keeps it within the suite's budget. CG_MATRIX=quick assembles only
-O2 on every target and -O0/-O1/-O3 on sm_75, sm_90 and sm_120 (for slow machines).

(b) Differential semantics. For manifest line number L (counting the runs, not file lines)
the target is TARGETS_B[L mod 5] (sm_75 sm_80 sm_90 sm_100 sm_120), moved up to the next
one that MIN_SM allows. The line runs on the ir engine on NAME.O0.ll and NAME.O3.ll and on
the ptx engine on nvcg's PTX of each input at -O0 and at -O3 (the PTX (a) produced for
that target): every ptx result must equal the ir result of its input bit for bit, except for
`approx` kernels, where the comparer tests/interp/interp_runs.py and tests/emu/emu_runs.py
share applies its tolerance (and NaN payloads are ignored everywhere, as there).

Launch shapes. The first manifest line of each kernel also runs with a second shape
(NAME.O3.ll with nvcg -O3 and NAME.O0.ll with nvcg -O0, same target), derived from the manifest's GRID (gx,gy,gz) and BLOCK
(bx,by,bz):
  - grid: gx+1 (several blocks, an odd count when gx is even); gy+1 too when gy > 1
  - block, unless `fixedblock`: with `wholewarps`, bx-32 when bx >= 64 (else bx); otherwise
    bx becomes the largest value below 3*bx/4+1 that is not a multiple of 32 (at least 1);
    for a kernel launched with a 2-D/3-D block (the manifest's shape says it takes one), by
    grows by one when the thread count stays within the manifest's (so within any
    __launch_bounds__); a 1-D kernel keeps a 1-D block
  - grid'' = gx-1 when gx > 2 (fewer blocks, still several)
  - the candidates are (grid', block'), (grid, block'), (grid', block), (grid'', block'),
    (grid'', block), less any equal to the manifest's shape: the first one the ir
    engine runs without a fault is used (a fault means the shape reaches past a buffer the
    manifest sized for its own launch, e.g. one partial sum per block); the test name shows
    the shape
(c) Where libNVVM works (build/nvvmc, to_nvvm7.py, libnvvm.so; as check.sh makes it, with
-fma=0 so that it does not contract), every manifest line also runs the ptx engine on
libNVVM's -O3 PTX of NAME.O3.ll for the line's target, which must agree with the ir engine in
the same way.

Prints PASS/FAIL/SKIP lines; JOBS (default 2) processes at a time; PTX goes to
tests/out/cgcorpus. KNOWN below lists disagreements that are explained and reported: they
print PASS with the reason."""
import hashlib
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
CDIR = os.path.join(ROOT, 'tests', 'corpus')
OUT = os.path.join(ROOT, 'tests', 'out', 'cgcorpus')
NVCGC = os.environ.get('NVCGC') or os.path.join(ROOT, 'build', 'nvcgc')
# the tests run the type legaliser with its expensive checks on (the knob is off by default)
CHECKS = ['--knob', 'enable-legalize-types-checking=1']
NVVMC = os.environ.get('NVVMC') or os.path.join(ROOT, 'build', 'nvvmc')
JOBS = int(os.environ.get('JOBS', '2'))
TARGETS = (75, 80, 86, 89, 90, 100, 120)
TARGETS_B = (75, 80, 90, 100, 120)
LEVELS = ('O0', 'O1', 'O2', 'O3')

sys.path.insert(0, os.path.join(ROOT, 'tests'))
sys.path.insert(0, os.path.join(ROOT, 'tests', 'interp'))
from testlib import PTXAS, run, nvcgrun, first_line, manifest_lines  # noqa: E402
# the ir-vs-ptx comparer of 42-interp (which takes its tolerance from 40-emu)
from interp_runs import compare  # noqa: E402

# (kernel, what) -> explanation, for disagreements reported elsewhere
KNOWN = {}


def min_sms():
    """file stem -> the largest MIN_SM of its kernels (the IR is compiled for it)."""
    _, lines = manifest_lines()
    m = {}
    for _, f in lines:
        stem = f[0][:-3]
        m[stem] = max(m.get(stem, 0), int(f[5]))
    return m


def ptx_path(stem, inp, sm, lvl):
    return os.path.join(OUT, 'ptx', '%s.%s.sm%d.%s.ptx' % (stem, inp, sm, lvl))


def nvcgc(stem, inp, sm, lvl):
    """Compile one unit; returns (path, None) or (None, why)."""
    ll = os.path.join(CDIR, 'll', '%s.%s.ll' % (stem, inp))
    p = ptx_path(stem, inp, sm, lvl)
    rc, _, err = run([NVCGC, ll, '-mcpu=sm_%d' % sm, '-' + lvl] + CHECKS + ['-o', p])
    if rc:
        return None, 'nvcgc: exit %d: %s' % (rc, first_line(err))
    return p, None


def stems(filt):
    names = sorted({f[:-len('.O0.ll')] for f in os.listdir(os.path.join(CDIR, 'll')) if f.endswith('.O0.ll')})
    return [s for s in names if not filt or filt in s]


# ------------------------------------------------------------------------------ (a)

def compile_matrix(filt=None):
    if not os.path.exists(NVCGC):
        print('FAIL: cg-corpus/build (build/nvcgc missing: run make)')
        return
    have_ptxas = os.path.exists(PTXAS)
    if not have_ptxas:
        print('SKIP: cg-corpus/ptxas (ptxas missing: PTX is produced but not assembled)')
    quick = os.environ.get('CG_MATRIX') == 'quick'
    msm = min_sms()
    units = []
    for stem in stems(filt):
        for inp in ('O0', 'O3'):
            for sm in TARGETS:
                if sm < msm.get(stem, 70):
                    continue
                for lvl in LEVELS:
                    if quick and lvl != 'O2' and sm not in (75, 90, 120):
                        continue
                    units.append((stem, inp, sm, lvl))
    os.makedirs(os.path.join(OUT, 'ptx'), exist_ok=True)
    # 1. nvcgc (fast) for every unit
    with ThreadPoolExecutor(JOBS) as ex:
        made = dict(zip(units, ex.map(lambda u: nvcgc(*u), units)))
    # 2. ptxas once per distinct PTX text (.target is part of the text)
    by_hash = {}
    for u, (p, why) in made.items():
        if p:
            with open(p, 'rb') as fh:
                h = hashlib.sha1(fh.read()).hexdigest()
            by_hash.setdefault(h, []).append(u)

    def assemble(h):
        u = by_hash[h][0]
        rc, _, err = run([PTXAS, '-arch=sm_%d' % u[2], made[u][0], '-o', os.devnull])
        return h, None if rc == 0 else 'ptxas: ' + first_line(err)

    asm = {}
    if have_ptxas:
        with ThreadPoolExecutor(JOBS) as ex:
            asm = dict(ex.map(assemble, sorted(by_hash)))
    hash_of = {u: h for h, us in by_hash.items() for u in us}
    for u in units:
        stem, inp, sm, lvl = u
        name = 'cg-corpus/compile/%s.%s.sm%d.%s' % (stem, inp, sm, lvl)
        p, why = made[u]
        if why:
            print('FAIL: %s (%s)' % (name, why))
        elif asm.get(hash_of[u]):
            print('FAIL: %s (%s)' % (name, asm[hash_of[u]]))
        else:
            print('PASS: ' + name)
    print('NOTE: cg-corpus/compile: %d compilations, %d distinct PTX assembled by ptxas' % (len(units), len(by_hash)))


# ------------------------------------------------------------------------------ (b), (c)

def dims(s):
    v = [int(x) for x in s.split(',')]
    return (v + [1, 1])[:3]


def fmt(v):
    while len(v) > 1 and v[-1] == 1:
        v = v[:-1]
    return ','.join(str(x) for x in v)


def variant_shapes(grid, block, flags):
    """The candidate second shapes for a kernel, best first (see the module comment)."""
    g, b = dims(grid), dims(block)
    g2 = [g[0] + 1, g[1] + 1 if g[1] > 1 else 1, g[2]]
    b2 = list(b)
    if 'fixedblock' not in flags:
        if 'wholewarps' in flags:
            if b[0] >= 64:
                b2[0] = b[0] - 32
        else:
            x = max(1, (3 * b[0]) // 4)
            while x > 1 and x % 32 == 0:
                x -= 1
            b2[0] = x
            if (b[1] > 1 or b[2] > 1) and b2[0] * (b[1] + 1) * b[2] <= b[0] * b[1] * b[2]:
                b2[1] = b[1] + 1
    g3 = [g[0] - 1 if g[0] > 2 else g[0], g[1], g[2]]  # fewer blocks: for one output per block
    cands = []
    for gg, bb in ((g2, b2), (g, b2), (g2, b), (g3, b2), (g3, b)):
        c = (fmt(gg), fmt(bb))
        if c != (fmt(g), fmt(b)) and c not in cands:
            cands.append(c)
    return cands


def nvvm_ptx(stem, sm):
    """libNVVM's -O3 PTX of NAME.O3.ll for compute_SM: (path, None), (None, why) or None (no libNVVM)."""
    n7 = os.path.join(OUT, 'nvvm', '%s.O3.sm%d.nv7.ll' % (stem, sm))  # one per job: jobs run in parallel
    p = os.path.join(OUT, 'nvvm', '%s.O3.sm%d.nvvm.ptx' % (stem, sm))
    ll = os.path.join(CDIR, 'll', '%s.O3.ll' % stem)
    keep = ['--keep-typed-attrs'] if sm >= 100 else []  # libNVVM's compute_100+ parser wants byval(%T)
    rc, _, err = run([sys.executable, os.path.join(CDIR, 'to_nvvm7.py')] + keep + [ll, '-o', n7])
    if rc:
        return None, 'to_nvvm7.py: ' + first_line(err)
    rc, _, err = run([NVVMC, '-arch=compute_%d' % sm, '-O3', '-fma=0', n7, '-o', p])
    if rc:
        return None, 'libNVVM: ' + first_line(err)
    return p, None


def have_nvvm():
    if not os.path.exists(NVVMC) or not os.path.exists(os.path.join(CDIR, 'to_nvvm7.py')):
        return 'build/nvvmc or tests/corpus/to_nvvm7.py missing'
    rc, _, _ = run([NVVMC, '--version'])
    return None if rc == 0 else 'libnvvm.so not found'


def differential(filt=None):
    if not os.path.exists(NVCGC):
        print('FAIL: cg-corpus/build (build/nvcgc missing: run make)')
        return
    _, lines = manifest_lines(filt)
    nvvm_why = have_nvvm()
    if nvvm_why:
        print('SKIP: cg-corpus/nvvm (%s)' % nvvm_why)
    os.makedirs(os.path.join(OUT, 'ptx'), exist_ok=True)
    os.makedirs(os.path.join(OUT, 'nvvm'), exist_ok=True)
    jobs = []
    first = set()
    # the rotation counts every run of the manifest, so a FILTER keeps each line's target
    index = {ln: k for k, (ln, _) in enumerate(manifest_lines()[1])}
    for lineno, f in lines:
        msm = int(f[5])
        i = index[lineno] % len(TARGETS_B)
        while TARGETS_B[i] < msm:
            i = (i + 1) % len(TARGETS_B)
        sm = TARGETS_B[i]
        shape = f[1] not in first
        first.add(f[1])
        jobs.append((lineno, f, sm, shape))
    # compile what the runs need (nvcgc; the compile matrix made the same files, but this
    # part must also run alone), and libNVVM per (file, target)
    units = sorted({(f[0][:-3], inp, sm, lvl) for _, f, sm, _ in jobs for inp in ('O0', 'O3') for lvl in ('O0', 'O3')})
    with ThreadPoolExecutor(JOBS) as ex:
        made = dict(zip(units, ex.map(lambda u: nvcgc(*u), units)))
    nv = {}
    if not nvvm_why:
        nunits = sorted({(f[0][:-3], sm) for _, f, sm, _ in jobs})
        with ThreadPoolExecutor(JOBS) as ex:
            nv = dict(zip(nunits, ex.map(lambda u: nvvm_ptx(*u), nunits)))

    def against(name, kern, grid, block, shared, args, ref, ptx, approx, what):
        """ptx engine on PTX (path, why) vs the ir result REF; one PASS/FAIL line."""
        p, why = ptx
        if why:
            return 'FAIL: %s (%s)' % (name, why)
        rc, out, err = nvcgrun(p, 'ptx', kern, grid, block, shared, args)
        if rc:
            return 'FAIL: %s (ptx engine on %s: exit %d: %s)' % (name, os.path.basename(p), rc, first_line(err))
        why = compare(name, kern, grid, block, shared, args, ref, (p, 'ptx', out), what, approx)
        known = KNOWN.get((kern, what))
        if why and known:
            return 'PASS: %s (known: %s)' % (name, known)
        if why:
            return 'FAIL: %s (%s; %s)' % (name, why, os.path.relpath(p, ROOT))
        return 'PASS: %s%s' % (name, ' (approx: within tolerance)' if approx and ref[2] != out else '')

    def one(job):
        lineno, f, sm, shape = job
        cu, kern, grid, block, shared, _, flags = f[:7]
        args = f[7:]
        stem = cu[:-3]
        flags = flags.split(',')
        approx = 'approx' in flags
        name = 'cg-corpus/diff/%s@%d.sm%d' % (kern, lineno, sm)
        res = []
        ref = {}
        for inp in ('O0', 'O3'):
            ll = os.path.join(CDIR, 'll', '%s.%s.ll' % (stem, inp))
            rc, out, err = nvcgrun(ll, 'ir', kern, grid, block, shared, args)
            if rc:
                res.append('FAIL: %s.%s (ir engine: exit %d: %s)' % (name, inp, rc, first_line(err)))
                continue
            ref[inp] = (ll, 'ir', out)
            for lvl in ('O0', 'O3'):
                res.append(against('%s.%s-nvcg-%s' % (name, inp, lvl), kern, grid, block, shared, args, ref[inp],
                                   made[(stem, inp, sm, lvl)], approx, 'ir and nvcg PTX'))
        if nv and 'O3' in ref:
            res.append(against('%s.O3-nvvm-O3' % name, kern, grid, block, shared, args, ref['O3'],
                               nv[(stem, sm)], approx, 'ir and libNVVM PTX'))
        if shape and 'O3' in ref:
            ll = ref['O3'][0]
            cands = variant_shapes(grid, block, flags)
            if not cands:
                res.append('NOTE: %s: no second shape (%s)' % (name, ','.join(flags)))
            for k, (g2, b2) in enumerate(cands):
                rc, out, err = nvcgrun(ll, 'ir', kern, g2, b2, shared, args)
                if rc == 1:
                    if k == len(cands) - 1:
                        res.append('NOTE: %s: no second shape (every candidate faults on the ir engine: %s)' % (name, first_line(err)))
                    continue  # a fault: this shape reaches past the manifest's buffers
                n2 = '%s.shape-%s-%s' % (name, g2.replace(',', 'x'), b2.replace(',', 'x'))
                if rc:
                    res.append('FAIL: %s (ir engine: exit %d: %s)' % (n2, rc, first_line(err)))
                else:
                    res.append(against(n2 + '.O3-nvcg-O3', kern, g2, b2, shared, args, (ll, 'ir', out),
                                       made[(stem, 'O3', sm, 'O3')], approx, 'ir and nvcg PTX'))
                    ll0 = os.path.join(CDIR, 'll', '%s.O0.ll' % stem)
                    rc, out, err = nvcgrun(ll0, 'ir', kern, g2, b2, shared, args)
                    if rc:
                        res.append('FAIL: %s.O0 (ir engine: exit %d: %s)' % (n2, rc, first_line(err)))
                    else:
                        res.append(against(n2 + '.O0-nvcg-O0', kern, g2, b2, shared, args, (ll0, 'ir', out),
                                           made[(stem, 'O0', sm, 'O0')], approx, 'ir and nvcg PTX'))
                break
        return res

    with ThreadPoolExecutor(JOBS) as ex:
        for r in ex.map(one, jobs):
            for x in r:
                print(x, flush=True)


if __name__ == '__main__':
    what = sys.argv[1] if len(sys.argv) > 1 else 'all'
    filt = sys.argv[2] if len(sys.argv) > 2 else None
    t0 = time.time()
    if what in ('compile', 'all'):
        compile_matrix(filt)
    if what in ('diff', 'all'):
        differential(filt)
    if what not in ('compile', 'diff', 'all'):
        sys.exit('usage: codegen_check.py compile|diff|all [FILTER]')
    print('NOTE: cg-corpus: %s took %.0f s' % (what, time.time() - t0))
