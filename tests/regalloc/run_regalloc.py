#!/usr/bin/env python3
"""Pressure-driven allocation, block rematerialisation and stack slot colouring end to end
(tests/suites/66-regalloc.sh; `make test-regalloc` runs the full sweep).

Under register caps (-maxreg=12, 16 and 24: the corpus's pressure, after nvcg's machine
passes without a cap, is over 16 in about half of its files and over 24 in a fifth, so the
cap of 12 is what makes splitting, remat and .local spilling run on most kernels), with --verify-each and --knob verify-update-mcse=1 (every
incremental MRPA update of the allocator checked against a full recomputation):
  a. corpus kernels (tests/corpus, their clang -O3 IR): ptxas accepts the PTX (the target
     rotating over sm_75..sm_120; --full: every target), and the ptx engine on it agrees
     bit for bit with the ir engine on the .ll;
  b. random kernels (build/randgen): the same, ir engine against nvcg's PTX;
  c. SPIR-V: tests/spirv/run_semantic.py with nvcg's PTX made under the cap (through
     spv2ll_maxreg.py), when suite 50-spirv has built its .spv files (-maxreg=16 only;
     --full: every cap).
Each compilation also reports its pressure after the machine passes (--print-reg-pressure),
which must be within the cap (caps of 16 and more); each check says how many compilations
had pressure over the cap without it (it fails when none did: the caps would exercise
nothing).

    run_regalloc.py [--full | --launches] [--caps 12,16,24] [--random N]

--full: every corpus launch on every target, 200 random kernels, the SPIR-V cases under
every cap (make test-regalloc; about an hour on 2 cores); --launches: every corpus launch
on one target each (rotating), a quicker wide sample.
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


def max_live(err):
    """The highest "Max Live RRegs" of nvcgc --print-reg-pressure (after the machine passes)."""
    m = [int(x) for x in re.findall(r'Max Live RRegs: (\d+)', err)]
    return max(m) if m else 0


def compile_check(ll, cap, sms, out, extra=(), ptxas=True):
    """nvcgc under the cap (cap 0: none) for sms[0], ptxas for every sm in sms (PTX for
    sms[0] is valid for later targets); (None or a message, the pressure nvcgc reports
    after its machine passes, whether the message is ptxas's)."""
    capopt = ['-maxreg=%d' % cap] if cap else []
    rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + sms[0], '--print-reg-pressure'] + capopt + CHECKS +
                             list(extra) + [ll, '-o', out])
    if rc:
        return 'nvcgc: ' + first_line(err), 0, False
    live = max_live(err)
    for sm in sms if ptxas else []:
        rc, _, perr = testlib.run([PTXAS, '-arch=' + sm, out, '-o', os.devnull])
        if rc:
            return 'ptxas -arch=%s: exit %d %s' % (sm, rc, first_line(perr)), live, True
    return None, live, False


BASE = {}  # (ll, first target) -> (message, pressure) of the compilation without a cap


def checked(ll, cap, sms, ptx, tmp, skipped):
    """compile_check under the cap, and without it (once per file and target); the
    pressure without the cap. A ptxas failure that the uncapped PTX has as well (ptxas
    13.0 crashes on a few random kernels at -O3 for sm_90 and later, whatever nvcg's
    options) is not the allocator's: it goes to skipped and the result is 'skip'. The
    pressure nvcgc reports after its machine passes must be within the cap: at caps of 16
    and more every point over it has a register spilling would relieve (below that, one
    instruction's operands and the next one's can need more than the cap)."""
    why, live, by_ptxas = compile_check(ll, cap, sms, ptx)
    base = os.path.join(tmp, 'base.ptx')
    key = (ll, sms[0])
    if key not in BASE:
        bwhy, blive, _ = compile_check(ll, 0, sms, base, ptxas=False)
        BASE[key] = (bwhy, blive)
    bwhy, blive = BASE[key]
    if why and by_ptxas and not bwhy:
        bwhy, _, _ = compile_check(ll, 0, sms, base)
        if bwhy and bwhy.split(':')[0] == why.split(':')[0]:
            skipped.append('%s -maxreg=%d: %s' % (os.path.basename(ll), cap, why))
            return 'skip', blive
    if not why and cap >= 16 and live > cap:
        why = 'pressure %d after the machine passes, over the cap' % live
    return why, blive


def corpus(a, tmp):
    cdir, lines = testlib.manifest_lines()
    seen, picked = set(), []
    for _, f in lines:
        if 'approx' in f[6] or (f[1] in seen and not (a.full or a.launches)):
            continue
        seen.add(f[1])
        picked.append(f)
    if not (a.full or a.launches):
        picked = picked[::3]  # a third of the kernels (one launch each): the budget of make test
    ref, bad, ran, total, skipped = {}, [], 0, 0, []
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
            why, blive = checked(ll, cap, sel, ptx, tmp, skipped)
            if why == 'skip':
                continue
            if blive > cap:
                ran += 1  # the pressure was over the cap: the passes had to act
            if not why:
                rc, out, err = testlib.nvcgrun(ptx, 'ptx', f[1], f[2], f[3], f[4], f[7:], dump=True)
                if rc:
                    why = 'ptx engine: ' + first_line(err)
                elif out != ref[key]:
                    why = 'ptx engine differs from ir engine'
            if why:
                bad.append('%s -maxreg=%d: %s' % (f[1], cap, why))
    report('regalloc/corpus', bad, total, ran, skipped)


def report(name, bad, total, ran, skipped):
    for b in bad[1:]:
        sys.stderr.write('%s: %s\n' % (name, b))
    note = '; %d skipped, ptxas fails on the uncapped PTX too, first: %s' % (len(skipped), skipped[0]) if skipped else ''
    if bad:
        print('FAIL: %s (%d of %d; first: %s%s)' % (name, len(bad), total, bad[0], note))
    elif total and not ran:
        print('FAIL: %s (no compilation had pressure over the cap: the caps exercise nothing)' % name)
    else:
        print('PASS: %s (%d compilations, %d with pressure over the cap%s)' % (name, total, ran, note))


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
    bad, total, ran, skipped = [], 0, 0, []
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
            why, blive = checked(ll, cap, sms if a.full else [sms[(k + cap) % len(sms)]], ptx, tmp, skipped)
            if why == 'skip':
                continue
            if blive > cap:
                ran += 1
            if not why:
                rc, out, err = testlib.run([testlib.NVCGRUN, '--engine=ptx', ptx, '--dump', '--max-insns',
                                            '200000000'] + args)
                if rc:
                    why = 'ptx engine: ' + first_line(err)
                elif out != ref:
                    why = 'ptx engine differs from ir engine'
            if why:
                bad.append('seed %d -maxreg=%d: %s' % (seed, cap, why))
    report('regalloc/random', bad, total, ran, skipped)


def spirv(a):
    out = os.path.join(ROOT, 'tests', 'out', 'spirv')
    spv2ll = os.path.join(ROOT, 'build', 'spv2ll')
    if not os.path.isdir(out) or not os.access(spv2ll, os.X_OK) or not any(x.endswith('.spv') for x in os.listdir(out)):
        print('SKIP: regalloc/spirv (run suite 50-spirv first: it builds tests/out/spirv)')
        return
    # every case runs its ir leg and ptx legs for three targets, twice (about 30 s a cap):
    # make test's share is one cap, --full takes them all
    for cap in a.caps if a.full else [16 if 16 in a.caps else a.caps[0]]:
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
    ap.add_argument('--launches', action='store_true', help='every corpus launch, one target each (rotating)')
    ap.add_argument('--caps', default='12,16,24')
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
