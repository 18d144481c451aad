#!/usr/bin/env python3
"""The machine scheduler end to end (tests/suites/63-sched.sh): any legal order must
compute the same result.
  a. corpus: one manifest line per kernel (approximate-math kernels excepted), compiled
     -O3 with the scheduler on (heuristic; nvptx-sched4reg; misched-perturb-seed=1: random
     legal orders; heuristic with -maxreg=24, so that the allocator works after it), always with --verify-each (every schedule checked against its
     DAG) and verify-update-mcse (every incremental MRPA update checked); ptxas accepts;
     the ptx engine agrees with the ir engine bit for bit. The heuristic's PTX is also
     compiled for and assembled on sm_120.
  b. random kernels (tools/randgen, RANDSCHED_N seeds at --size 8): the same, ir engine
     against the ptx engine, heuristic and perturbed (seeds 1 and 2).
  c. the pass runs: each mode changes the PTX of some kernels (not a vacuous test).
Prints one PASS/FAIL/SKIP line per check (tests/run.sh protocol)."""
import os, re, sys, tempfile, shutil

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS, first_line  # noqa: E402
NVCGC = os.path.join(ROOT, 'build', 'nvcgc')
RANDGEN = os.path.join(ROOT, 'build', 'randgen')
CHECKS = ['--verify-each', '--knob', 'verify-update-mcse=1', '--knob', 'print-verify=1']
MODES = [
    ('heuristic', ['--knob', 'enable-misched=1']),
    ('sched4reg', ['--knob', 'enable-misched=1', '--knob', 'nvptx-sched4reg=1']),
    ('perturb-1', ['--knob', 'enable-misched=1', '--knob', 'misched-perturb-seed=1']),
    ('perturb-2', ['--knob', 'enable-misched=1', '--knob', 'misched-perturb-seed=2']),
    ('maxreg-24', ['--knob', 'enable-misched=1', '-maxreg=24']),
]
CORPUS_MODES = ['heuristic', 'sched4reg', 'perturb-1', 'maxreg-24']


def compile_run(tmp, src, name, arch, extra, ref, run_args):
    """None when all is well, else why not; and whether the PTX differs from the plain one."""
    ptx = os.path.join(tmp, name + '.ptx')
    rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + arch] + CHECKS + extra + [src, '-o', ptx])
    if rc:
        return '%s: nvcgc: %s' % (name, first_line(err)), False
    rc, _, err = testlib.run([PTXAS, '-arch=' + arch, ptx, '-o', os.devnull])
    if rc:
        return '%s: ptxas: %s' % (name, first_line(err)), False
    base = [x for x in extra if x.startswith('-maxreg')]  # the same compilation but for the scheduler
    plain = os.path.join(tmp, name + '.plain%s.ptx' % ''.join(base))
    if not os.path.exists(plain):
        testlib.run([NVCGC, '-O3', '-mcpu=' + arch] + base + [src, '-o', plain])
    differs = open(plain).read() != open(ptx).read()
    rc, out, err = testlib.run([testlib.NVCGRUN, '--engine=ptx', ptx] + run_args + ['--dump'], timeout=300)
    if ref is None or rc or out != ref:
        return '%s: ptx engine differs from ir engine (%s)' % (name, first_line(err) if rc else 'outputs'), differs
    return None, differs


def corpus(tmp):
    cdir, lines = testlib.manifest_lines()
    picked, seen = [], set()
    for _, f in lines:
        if f[1] not in seen and 'approx' not in f[6]:
            seen.add(f[1])
            picked.append(f)
    jobs = []
    for f in picked:
        ll = os.path.join(cdir, 'll', f[0][:-3] + '.O3.ll')
        arch = 'sm_%d' % max(75, int(f[5]))
        rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + arch] + CHECKS + [ll, '-o', os.devnull])
        if rc:  # a verifier outside the scheduler fails: not this suite's finding
            print('SKIP: sched/corpus-%s (fails --verify-each without the scheduler: %s)' % (f[1], first_line(err)))
            continue
        args = ['--kernel', f[1], '--grid', f[2], '--block', f[3]] + \
            (['--shared', f[4]] if f[4] != '0' else []) + f[7:]
        rc, out, _ = testlib.run([testlib.NVCGRUN, '--engine=ir', ll] + args + ['--dump'], timeout=300)
        jobs.append((ll, f[1], arch, out if rc == 0 else None, args))
    for mode, extra in [m for m in MODES if m[0] in CORPUS_MODES]:
        bad, changed = None, 0
        for ll, kern, arch, ref, args in jobs:
            why, differs = compile_run(tmp, ll, kern, arch, extra, ref, args)
            changed += differs
            if why:
                bad = why
                break
        if not bad and mode == 'heuristic':
            for ll, kern, arch, ref, args in jobs:
                ptx = os.path.join(tmp, kern + '.120.ptx')
                rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=sm_120'] + CHECKS + extra + [ll, '-o', ptx])
                if rc == 0:
                    rc, _, err = testlib.run([PTXAS, '-arch=sm_120', ptx, '-o', os.devnull])
                if rc:
                    bad = '%s: sm_120: %s' % (kern, first_line(err))
                    break
        print('PASS: sched/corpus-%s (%d kernels, %d scheduled differently)' % (mode, len(jobs), changed)
              if not bad else 'FAIL: sched/corpus-%s (%s)' % (mode, bad))
        if not bad:
            print('PASS: sched/corpus-%s-changes' % mode if changed else
                  'FAIL: sched/corpus-%s-changes (no kernel scheduled differently)' % mode)


def randdiff(tmp):
    if not os.access(RANDGEN, os.X_OK):
        print('FAIL: sched/randdiff (build/randgen missing: run make)')
        return
    n = int(os.environ.get('RANDSCHED_N', '10'))
    for mode, extra in [MODES[0], MODES[2], MODES[3]]:
        bad, changed, ran = None, 0, 0
        for seed in range(300000, 300000 + n):
            src = os.path.join(tmp, 'r%d.ll' % seed)
            rc, text, err = testlib.run([RANDGEN, '--seed', str(seed), '--size', '8'])
            if rc:
                bad = 'randgen %d: %s' % (seed, first_line(err))
                break
            with open(src, 'w') as fo:
                fo.write(text)
            m = re.search(r'^; NVCGRUN: (.*)$', text, re.M)
            sm = re.search(r'^; MIN_SM: (\d+)', text, re.M)
            if not m or re.search(r'^; APPROX', text, re.M):
                continue
            args = m.group(1).split() + ['--max-insns', '20000000']
            rc, ref, _ = testlib.run([testlib.NVCGRUN, '--engine=ir', src] + args + ['--dump'], timeout=300)
            if rc:
                continue  # the generator's program traps or runs too long: fuzz_diff's business
            ran += 1
            why, differs = compile_run(tmp, src, 'r%d' % seed, 'sm_%d' % max(75, int(sm.group(1)) if sm else 75),
                                       extra, ref, args)
            changed += differs
            if why:
                bad = 'seed %d: %s' % (seed, why)
                break
        print('PASS: sched/randdiff-%s (%d kernels, %d scheduled differently)' % (mode, ran, changed)
              if not bad else 'FAIL: sched/randdiff-%s (%s)' % (mode, bad))


def main():
    if not os.path.exists(PTXAS):
        print('SKIP: sched (ptxas not installed)')
        return
    tmp = tempfile.mkdtemp(prefix='sched-')
    try:
        corpus(tmp)
        randdiff(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
