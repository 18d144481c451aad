#!/usr/bin/env python3
"""Pressure-driven allocation, block rematerialisation and stack slot colouring end to end
(tests/suites/66-regalloc.sh; `make test-regalloc` runs the full sweep).

Under a register cap (-maxreg=16 and -maxreg=24, so that splitting, remat and .local
spilling run on most kernels), with --verify-each and --knob verify-update-mcse=1 (every
incremental MRPA update of the allocator checked against a full recomputation):
  a. corpus kernels (tests/corpus, their clang -O3 IR): ptxas accepts the PTX (the target
     rotating over sm_75..sm_120; --full: every target), and the ptx engine on it agrees
     bit for bit with the ir engine on the .ll;
  b. random kernels (build/randgen): the same, ir engine against nvcg's PTX;
  c. SPIR-V: tests/spirv/run_semantic.py with nvcg's PTX made under the cap (through
     spv2ll_maxreg.py), when suite 50-spirv has built its .spv files.
Each check prints one PASS/FAIL/SKIP line; the corpus check also says how many kernels the
allocator spilled or rematerialised in (it fails when that is not most of them, which
would mean the caps no longer exercise it).

    run_regalloc.py [--full] [--caps 16,24] [--random N]
"""
import argparse, os, re, subprocess, sys, tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS, first_line  # noqa: E402
NVCGC = os.path.join(ROOT, 'build', 'nvcgc')
RANDGEN = os.path.join(ROOT, 'build', 'randgen')
TARGETS = ['sm_75', 'sm_80', 'sm_86', 'sm_89', 'sm_90', 'sm_100', 'sm_120']
CHECKS = ['--verify-each', '--knob', 'verify-update-mcse=1', '--knob', 'print-verify=1']


def sm_num(s):
    return int(s.split('_')[1])


def compile_check(ll, cap, sms, out, extra=()):
    """nvcgc under the cap for sms[0], ptxas for every sm in sms (PTX for sms[0] is valid
    for later targets); None or a message."""
    rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + sms[0], '-maxreg=%d' % cap] + CHECKS + list(extra) +
                             [ll, '-o', out])
    if rc:
        return 'nvcgc: ' + first_line(err)
    for sm in sms:
        rc, _, err = testlib.run([PTXAS, '-arch=' + sm, out, '-o', os.devnull])
        if rc:
            return 'ptxas -arch=%s: %s' % (sm, first_line(err))
    return None


def spill_code(ptx):
    text = open(ptx).read()
    return len(re.findall(r'\b(?:st|ld)\.local\.\w+\s+[^;]*%SPL', text))


def corpus(a, tmp):
    cdir, lines = testlib.manifest_lines()
    seen, picked = set(), []
    for _, f in lines:
        if 'approx' in f[6] or (f[1] in seen and not a.full):
            continue
        seen.add(f[1])
        picked.append(f)
    if not a.full:
        picked = picked[::3]  # a third of the kernels (one launch each): the budget of make test
    ref, bad, ran, total = {}, [], 0, 0
    for n, f in enumerate(picked):
        ll = os.path.join(cdir, 'll', f[0][:-3] + '.O3.ll')
        key = (f[1], tuple(f[2:]))
        rc, out, err = testlib.nvcgrun(ll, 'ir', f[1], f[2], f[3], f[4], f[7:], dump=True)
        if rc:
            continue  # the ir engine's own suites report it
        ref[key] = out
        min_sm = int(f[5])
        sms = [s for s in TARGETS if sm_num(s) >= max(min_sm, 75)]
        for cap in a.caps:
            total += 1
            sel = sms if a.full else [sms[(n + cap) % len(sms)]]
            ptx = os.path.join(tmp, '%s-%d.ptx' % (f[1], cap))
            why = compile_check(ll, cap, sel, ptx)
            if not why:
                # the baseline without a cap: did the allocator add spill code or clones?
                base = os.path.join(tmp, '%s-base.ptx' % f[1])
                testlib.run([NVCGC, '-O3', '-mcpu=' + sel[0], ll, '-o', base])
                if spill_code(ptx) > spill_code(base) or os.path.getsize(ptx) != os.path.getsize(base):
                    ran += 1
                rc, out, err = testlib.nvcgrun(ptx, 'ptx', f[1], f[2], f[3], f[4], f[7:], dump=True)
                if rc:
                    why = 'ptx engine: ' + first_line(err)
                elif out != ref[key]:
                    why = 'ptx engine differs from ir engine'
            if why:
                bad.append('%s -maxreg=%d: %s' % (f[1], cap, why))
    name = 'regalloc/corpus'
    if bad:
        print('FAIL: %s (%d of %d; first: %s)' % (name, len(bad), total, bad[0]))
    elif total and ran * 2 < total:
        print('FAIL: %s (the caps changed the code of only %d of %d compilations)' % (name, ran, total))
    else:
        print('PASS: %s (%d compilations, %d changed by the cap)' % (name, total, ran))


def header(text, key):
    for l in text.splitlines():
        if l.startswith('; %s:' % key):
            return l.split(':', 1)[1].strip()
        if not l.startswith(';'):
            return None
    return None


def random_kernels(a, tmp):
    if not os.access(RANDGEN, os.X_OK):
        print('SKIP: regalloc/random (build/randgen missing)')
        return
    bad, total = [], 0
    for k in range(a.random):
        seed = 300000 + k
        ll = os.path.join(tmp, 'r%d.ll' % seed)
        rc, text, err = testlib.run([RANDGEN, '--seed', str(seed), '--size', '8', '--no-approx'])
        if rc:
            bad.append('seed %d: randgen: %s' % (seed, first_line(err)))
            continue
        open(ll, 'w').write(text)
        args = (header(text, 'NVCGRUN') or '').split()
        min_sm = int(header(text, 'MIN_SM') or '75')
        rc, ref, err = testlib.run([testlib.NVCGRUN, '--engine=ir', ll, '--dump', '--max-insns', '200000000'] + args)
        if rc:
            continue  # a kernel the ir engine rejects is randdiff's business
        sms = [s for s in TARGETS if sm_num(s) >= max(min_sm, 75)]
        for cap in a.caps:
            total += 1
            ptx = os.path.join(tmp, 'r%d-%d.ptx' % (seed, cap))
            why = compile_check(ll, cap, sms if a.full else [sms[(k + cap) % len(sms)]], ptx)
            if not why:
                rc, out, err = testlib.run([testlib.NVCGRUN, '--engine=ptx', ptx, '--dump', '--max-insns',
                                            '200000000'] + args)
                if rc:
                    why = 'ptx engine: ' + first_line(err)
                elif out != ref:
                    why = 'ptx engine differs from ir engine'
            if why:
                bad.append('seed %d -maxreg=%d: %s' % (seed, cap, why))
    if bad:
        print('FAIL: regalloc/random (%d of %d; first: %s)' % (len(bad), total, bad[0]))
    else:
        print('PASS: regalloc/random (%d compilations)' % total)


def spirv(a):
    out = os.path.join(ROOT, 'tests', 'out', 'spirv')
    spv2ll = os.path.join(ROOT, 'build', 'spv2ll')
    if not os.path.isdir(out) or not os.access(spv2ll, os.X_OK) or not any(x.endswith('.spv') for x in os.listdir(out)):
        print('SKIP: regalloc/spirv (run suite 50-spirv first: it builds tests/out/spirv)')
        return
    for cap in a.caps:
        env = dict(os.environ, NVCG_MAXREG=str(cap), SPV2LL_REAL=spv2ll, NVCGC=NVCGC)
        p = subprocess.run([sys.executable, os.path.join(ROOT, 'tests', 'spirv', 'run_semantic.py'),
                            testlib.NVCGRUN, os.path.join(ROOT, 'tests', 'regalloc', 'spv2ll_maxreg.py'), out],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, timeout=1200)
        text = p.stdout.decode('utf-8', 'replace')
        fails = [l for l in text.splitlines() if l.startswith('FAIL')]
        npass = len([l for l in text.splitlines() if l.startswith('PASS')])
        if fails or p.returncode:
            print('FAIL: regalloc/spirv-maxreg%d (%s)' % (cap, fails[0] if fails else 'exit %d' % p.returncode))
        elif not npass:
            print('FAIL: regalloc/spirv-maxreg%d (no case ran)' % cap)
        else:
            print('PASS: regalloc/spirv-maxreg%d (%d cases)' % (cap, npass))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--full', action='store_true')
    ap.add_argument('--caps', default='16,24')
    ap.add_argument('--random', type=int, default=None)
    a = ap.parse_args()
    a.caps = [int(x) for x in a.caps.split(',')]
    if a.random is None:
        a.random = 200 if a.full else 12
    for b in (NVCGC, testlib.NVCGRUN):
        if not os.access(b, os.X_OK):
            print('FAIL: regalloc/build (%s missing: run make)' % b)
            return
    if not os.path.exists(PTXAS):
        print('SKIP: regalloc (ptxas not installed)')
        return
    tmp = tempfile.mkdtemp(prefix='regalloc-')
    corpus(a, tmp)
    random_kernels(a, tmp)
    spirv(a)
    subprocess.run(['rm', '-rf', tmp])


main()
