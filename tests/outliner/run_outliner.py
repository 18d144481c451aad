#!/usr/bin/env python3
"""The machine outliner end to end (tests/suites/67-outliner.sh), forced on
(enable-machine-outliner 1 or 2, outliner-benefit-threshold=1, one rerun):
  a. corpus: every tests/corpus/ll/NAME.O3.ll compiled at -O3 --verify-each, the target
     rotating over sm_75 sm_80 sm_86 sm_90 sm_100 sm_120 (from the file's MIN_SM up) and
     the mode alternating between 1 and 2; ptxas must accept the PTX; every manifest line
     runs on the ptx engine and must agree bit for bit with the ir engine on the .ll
     (approx kernels are left to 65-corpus-cg, whose tolerance they need). The number of
     helpers made is printed (NOTE), so that a run that outlines nothing shows;
  b. remarks: --pass-remarks=machine-outliner prints LLVM's message for each helper
     through the diagnostic callback, nothing without it; --pass-remarks-missed= the
     candidates that would not save anything and every other rejection (function gates,
     data flow, threshold, overlap with a helper made); the PTX is byte-identical
     run to run; --stats counts the pass;
  c. random differential tests (tools/randgen/fuzz_diff.py, OUTLINER_RANDDIFF_N seeds of size 20,
     default 15) with nvcgc replaced by tests/outliner/nvcgc-outline.sh;
  d. SPIR-V: tests/spirv/run_semantic.py with spv2ll replaced by
     tests/outliner/spv2ll-outline.sh (needs the .spv files 50-spirv leaves in
     tests/out/spirv; SKIP without them).
Prints one PASS/FAIL/SKIP line per check (tests/run.sh protocol)."""
import os, re, subprocess, sys, tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS, first_line  # noqa: E402
NVCGC = os.path.join(ROOT, 'build', 'nvcgc')
WRAP = os.path.join(ROOT, 'tests', 'outliner', 'nvcgc-outline.sh')
TARGETS = [75, 80, 86, 90, 100, 120]
LIT = os.path.join(ROOT, 'tests', 'lit', 'mir_outliner.ll')


def outline_args(mode):
    if not mode:
        return []
    return ['--knob', 'enable-machine-outliner=%d' % mode, '--knob', 'outliner-benefit-threshold=1',
            '--knob', 'machine-outliner-reruns=1']


def check_file(ll, ptx, sm, mode, runs):
    """None when the file compiles, assembles and runs right with the outliner in mode
    (0: off), else why not."""
    rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=sm_%d' % sm, '--verify-each'] + outline_args(mode) + [ll, '-o', ptx])
    if rc:
        return 'nvcgc: %s' % first_line(err)
    if os.path.exists(PTXAS):
        rc, _, err = testlib.run([PTXAS, '-arch=sm_%d' % sm, ptx, '-o', os.devnull])
        if rc:
            return 'ptxas: %s' % first_line(err)
    for f in runs:
        if 'approx' in f[6]:
            continue
        rc1, ref, err1 = testlib.nvcgrun(ll, 'ir', f[1], f[2], f[3], f[4], f[7:], dump=True)
        rc2, out, err2 = testlib.nvcgrun(ptx, 'ptx', f[1], f[2], f[3], f[4], f[7:], dump=True)
        if rc1 or rc2 or ref != out:
            return '%s: %s' % (f[1], first_line(err1 or err2) if rc1 or rc2 else 'ir and ptx engines differ')
    return None


def corpus(tmp):
    cdir, lines = testlib.manifest_lines()
    files = {}
    for _, f in lines:
        files.setdefault(f[0], []).append(f)
    helpers = 0
    for i, name in enumerate(sorted(files)):
        runs = files[name]
        min_sm = max(int(f[5]) for f in runs)
        sm = next((t for t in TARGETS[i % len(TARGETS):] + TARGETS if t >= min_sm), 120)
        mode = 1 + i % 2
        ll = os.path.join(cdir, 'll', name[:-3] + '.O3.ll')
        ptx = os.path.join(tmp, name[:-3] + '.ptx')
        test = 'outliner/corpus/%s.sm%d.mode%d' % (name[:-3], sm, mode)
        bad = check_file(ll, ptx, sm, mode, runs)
        if os.path.exists(ptx):
            helpers += len(re.findall(r'^\.func .*OUTLINED_FUNCTION_', open(ptx).read(), re.M))
        if bad:
            # the same failure with the outliner off is not the outliner's: said, not hidden
            off = check_file(ll, ptx + '.off', sm, 0, runs)
            if off and off.split(':')[0] == bad.split(':')[0]:
                print('PASS: %s (fails the same way with the outliner off, not the outliner\'s: %s)' % (test, off[:160]))
                continue
        print('PASS: %s' % test if not bad else 'FAIL: %s (%s)' % (test, bad))
    print('NOTE: outliner/corpus: %d helpers made over %d files' % (helpers, len(files)))


def remarks(tmp):
    ptx = os.path.join(tmp, 'lit.ptx')
    rc, _, err = testlib.run([NVCGC, '-O2', '-mcpu=sm_80', '--pass-remarks=machine-outliner', '--stats']
                             + outline_args(1) + [LIT, '-o', ptx])
    want = (r'mir_outliner\.ll:\d+:\d+: remark: machine-outliner: Saved \d+ bytes by outlining 21 instructions '
            r'from 3 locations\. \(Found at: k1:\d+:\d+, k2:\d+:\d+, k3:\d+:\d+\) \[OUTLINED_FUNCTION_0\]')
    ok = rc == 0 and re.search(want, err) and re.search(r'OUTLINED_FUNCTION_2_0\]', err)
    print('PASS: outliner/remarks' if ok else 'FAIL: outliner/remarks (%s)' % (first_line(err) or 'no remark'))
    ok = rc == 0 and re.search(r'stats: machine_outliner ran 1 times, changed 1', err)
    print('PASS: outliner/stats' if ok else 'FAIL: outliner/stats')
    rc, _, err = testlib.run([NVCGC, '-O2', '-mcpu=sm_80', '--stats'] + outline_args(1) + [LIT, '-o', ptx + '2'])
    print('PASS: outliner/no-remarks-unasked' if rc == 0 and 'Saved' not in err else 'FAIL: outliner/no-remarks-unasked')
    same = rc == 0 and open(ptx).read() == open(ptx + '2').read()
    print('PASS: outliner/deterministic' if same else 'FAIL: outliner/deterministic (two runs differ)')
    rc, _, err = testlib.run([NVCGC, '-O2', '-mcpu=sm_80', '--pass-remarks-missed=machine-outliner'] + outline_args(1)
                             + [LIT, '-o', ptx])
    ok = rc == 0 and 'Saved' not in err and re.search(
        r'remark: machine-outliner \(missed\): Did not outline \d+ instructions from \d+ locations\. Bytes from '
        r'outlining all occurrences \(\d+\) >= Unoutlined instruction bytes \(\d+\) \(Also found at: ', err)
    print('PASS: outliner/remarks-missed' if ok else 'FAIL: outliner/remarks-missed (%s)' % first_line(err))
    # every rejection reason has its missed remark: function gates, data flow, threshold,
    # overlap (b128 or over 63 values is not reachable from these inputs)
    gates = os.path.join(os.path.dirname(LIT), 'mir_outliner_gates.ll')
    errs = ''
    for src in (LIT, gates):
        rc, _, err = testlib.run([NVCGC, '-O2', '-mcpu=sm_80', '--pass-remarks-missed=machine-outliner']
                                 + outline_args(1) + ['--knob', 'outliner-benefit-threshold=100', src, '-o', ptx])
        errs += err if rc == 0 else ''
    reasons = [r'from function k4: it is "nooutline"', r'from function k1: it is a kernel with \.maxnreg',
               r'from function odr: it is linkonce_odr', r'locations: the occurrences look alike but their registers flow',
               r'locations: saving \d+ bytes is below outliner-benefit-threshold \(100\) \(Also found at: ',
               r'locations: \d+ of them overlap sequences outlined already \(Also found at: ']
    missing = [w for w in reasons if not re.search(w, errs)]
    print('PASS: outliner/remarks-missed-reasons' if not missing
          else 'FAIL: outliner/remarks-missed-reasons (no remark matching %s)' % missing[0])
    rc, _, err = testlib.run([NVCGC, '--pass-remarks=', LIT, '-o', ptx])
    print('PASS: outliner/pass-remarks-needs-a-name' if rc and 'needs a pass name' in err
          else 'FAIL: outliner/pass-remarks-needs-a-name')


def randdiff(tmp):
    fuzz = os.path.join(ROOT, 'tools', 'randgen', 'fuzz_diff.py')
    if not os.path.exists(os.path.join(ROOT, 'build', 'randgen')):
        print('SKIP: outliner/randdiff (build/randgen missing)')
        return
    env = dict(os.environ, NVCGC=WRAP, OUTLINER_RERUNS='1')
    n = os.environ.get('OUTLINER_RANDDIFF_N', '15')
    p = subprocess.run([sys.executable, fuzz, '-n', n, '--seed', '300000', '--size', '20', '--suite',
                        'outliner-randdiff', '--out', os.path.join(tmp, 'randdiff'),
                        '--jobs', os.environ.get('JOBS', '2')], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, env=env, timeout=900)
    for line in p.stdout.splitlines():
        m = re.match(r'(PASS|FAIL|SKIP): (.*)', line)
        if m:
            print('%s: outliner/randdiff/%s' % (m.group(1), m.group(2)))


def spirv():
    out = os.path.join(ROOT, 'tests', 'out', 'spirv')
    spv2ll = os.path.join(ROOT, 'build', 'spv2ll')
    if not os.path.exists(spv2ll) or not (os.path.isdir(out) and any(f.endswith('.spv') for f in os.listdir(out))):
        print('SKIP: outliner/spirv (build/spv2ll or the .spv files of tests/suites/50-spirv.sh missing)')
        return
    env = dict(os.environ, OUTLINER_RERUNS='1')
    p = subprocess.run([sys.executable, os.path.join(ROOT, 'tests', 'spirv', 'run_semantic.py'),
                        os.path.join(ROOT, 'build', 'nvcgrun'), os.path.join(ROOT, 'tests', 'outliner', 'spv2ll-outline.sh'),
                        out], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, timeout=900)
    for line in p.stdout.splitlines():
        m = re.match(r'(PASS|FAIL|SKIP): (.*)', line)
        if m:
            print('%s: outliner/spirv/%s' % (m.group(1), m.group(2)))


def main():
    tmp = tempfile.mkdtemp(prefix='outliner-')
    what = sys.argv[1:] or ['corpus', 'remarks', 'randdiff', 'spirv']
    if 'remarks' in what:
        remarks(tmp)
    if 'corpus' in what:
        corpus(tmp)
    if 'randdiff' in what:
        randdiff(tmp)
    if 'spirv' in what:
        spirv()


main()
