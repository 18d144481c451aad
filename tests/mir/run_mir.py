#!/usr/bin/env python3
"""The machine layer end to end (tests/suites/63-mir.sh):
  a. every pass of the pass tables that may be disabled (the ones -O0 does not run):
     a handful of corpus kernels compiled with --disable-<pass> --verify-each, assembled
     by ptxas, and run on the ptx engine against the ir engine, bit for bit; the passes
     -O0 runs must be refused;
  b. the same kernels with verify-update-mcse=1 (every incremental MRPA update checked
     against a full recomputation) and with incremental-update-mcse=0;
  c. --print-reg-pressure reports every function.
The pass list comes from nvcgc's own message for an unknown --print-after pass, so a new
row in the pass table is tested without touching this file.
Prints one PASS/FAIL/SKIP line per check (tests/run.sh protocol)."""
import os, re, sys, tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS, first_line  # noqa: E402
NVCGC = os.path.join(ROOT, 'build', 'nvcgc')
# kernels with loops, PHIs, shared memory, a switch, local arrays and warp shuffles
KERNELS = ['mandelbrot_f32', 'reduce_sum_f32', 'switch_vm', 'local_isort', 'collatz_steps', 'sgemm_tiled']
SM = 'sm_80'


def pass_names():
    rc, _, err = testlib.run([NVCGC, '--print-after=no-such-pass', os.devnull])
    m = re.search(r'the passes are: ([^)]*)\)', err)
    return [p.strip() for p in m.group(1).split(',')] if m else []


def main():
    if not os.path.exists(PTXAS):
        print('SKIP: mir (ptxas not installed)')
        return
    cdir, lines = testlib.manifest_lines()
    picked, seen = [], set()
    for _, f in lines:
        if f[1] in KERNELS and f[1] not in seen and 'approx' not in f[6]:
            seen.add(f[1])
            picked.append(f)
    tmp = tempfile.mkdtemp(prefix='mir-')
    names = pass_names()
    if not names:
        print('FAIL: mir/pass-list (nvcgc did not list the passes)')
        return
    print('PASS: mir/pass-list')
    ref = {}
    for f in picked:
        ll = os.path.join(cdir, 'll', f[0][:-3] + '.O3.ll')
        rc, out, err = testlib.nvcgrun(ll, 'ir', f[1], f[2], f[3], f[4], f[7:], dump=True)
        ref[f[1]] = out if rc == 0 else None

    def check(name, extra):
        bad = None
        for f in picked:
            ll = os.path.join(cdir, 'll', f[0][:-3] + '.O3.ll')
            ptx = os.path.join(tmp, f[1] + '.ptx')
            rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + SM, '--verify-each', '--knob',
                                      'enable-legalize-types-checking=1'] + extra + [ll, '-o', ptx])
            if rc:
                bad = '%s: nvcgc: %s' % (f[1], first_line(err))
                break
            rc, _, err = testlib.run([PTXAS, '-arch=' + SM, ptx, '-o', os.devnull])
            if rc:
                bad = '%s: ptxas: %s' % (f[1], first_line(err))
                break
            rc, out, err = testlib.nvcgrun(ptx, 'ptx', f[1], f[2], f[3], f[4], f[7:], dump=True)
            if ref[f[1]] is None or rc or out != ref[f[1]]:
                bad = '%s: ptx engine differs from ir engine (%s)' % (f[1], first_line(err) if rc else 'outputs')
                break
        print('PASS: %s' % name if not bad else 'FAIL: %s (%s)' % (name, bad))

    for p in names:
        rc, _, err = testlib.run([NVCGC, '--disable-' + p, '-O0', os.devnull])
        if 'cannot be disabled' in err:
            print('PASS: mir/disable-%s (refused: -O0 runs it)' % p)
            continue
        check('mir/disable-' + p, ['--disable-' + p])
    check('mir/verify-update-mcse', ['--knob', 'verify-update-mcse=1', '--knob', 'print-verify=1'])
    check('mir/no-incremental-mrpa', ['--knob', 'incremental-update-mcse=0'])
    # --print-reg-pressure: a line per function and per block
    f = picked[0]
    ll = os.path.join(cdir, 'll', f[0][:-3] + '.O3.ll')
    rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + SM, '--print-reg-pressure', ll, '-o', os.devnull])
    ok = rc == 0 and re.search(r"Register pressure of function '%s'" % f[1], err) and \
        re.search(r'Max Live RRegs: \d+\tPRegs: \d+', err) and re.search(r'block 0: RRegs \d+', err)
    print('PASS: mir/print-reg-pressure' if ok else 'FAIL: mir/print-reg-pressure (%s)' % first_line(err))


main()
