#!/usr/bin/env python3
"""The swing modulo scheduler's analysis on the corpus (tests/suites/63-pipeliner.sh):
every corpus kernel file (tests/corpus/ll, -O3, its manifest's SM, at least sm_75)
compiled with the pipeliner's remarks, the schedule checker (--verify-each) and
pipeliner-max-stages=20:
  a. nvcgc succeeds (the checker accepted every schedule) and the PTX is byte-identical
     to the PTX compiled without remarks (the pass changes no code);
  b. some loop is scheduled (not a vacuous run).
With --figures (tests/bench/pipeliner.sh, in `make bench`): for max-stages 3 (the
default), 20 and 1000 (no stage limit in practice: II - MII is then what placement
costs, not the stage limit), the innermost loops by verdict remark (pipelined, or the reason not)
and, for the pipelined ones, II against MII.
Prints one PASS/FAIL/SKIP line per check (tests/run.sh protocol)."""
import os, re, sys, tempfile, shutil, collections

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import first_line  # noqa: E402
NVCGC = os.path.join(ROOT, 'build', 'nvcgc')
REMARKS = ['--pass-remarks=machine-pipeliner', '--pass-remarks-missed=machine-pipeliner']
VERDICT = re.compile(r'machine-pipeliner( \(missed\))?: (.*?)(?: \(loop in (\S+?)[;,)].*)?$')


def files():
    cdir, lines = testlib.manifest_lines()
    seen = {}
    for _, f in lines:
        if f[0] not in seen:
            seen[f[0]] = 'sm_%d' % max(75, int(f[5]))
    return [(os.path.join(cdir, 'll', name[:-3] + '.O3.ll'), arch) for name, arch in sorted(seen.items())]


def verdicts(err):
    out = []
    for line in err.splitlines():
        m = VERDICT.search(line)
        if not m or m.group(2).startswith(('Resources', '  ')):
            continue
        text = m.group(2)
        if text.startswith('Pipelined succesfully!'):
            ii = re.search(r'II = (\d+), MII = (\d+)', text)
            out.append(('pipelined', int(ii.group(1)), int(ii.group(2))))
        else:
            reason = re.sub(r'\d+', 'N', text.split(' (')[0] if text.startswith('The loop contains') else text)
            out.append((reason, None, None))
    return out


def survey(tmp, stages, check):
    tally, iis, bad, nfiles = collections.Counter(), [], None, 0
    for ll, arch in files():
        if not os.path.exists(ll):
            continue
        nfiles += 1
        a, b = os.path.join(tmp, 'a.ptx'), os.path.join(tmp, 'b.ptx')
        rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + arch, '--verify-each', '--knob',
                                  'pipeliner-max-stages=%d' % stages] + REMARKS + [ll, '-o', a])
        if rc:
            bad = bad or '%s: nvcgc: %s' % (os.path.basename(ll), first_line(err))
            continue
        for v in verdicts(err):
            tally[v[0]] += 1
            if v[1] is not None:
                iis.append((v[1], v[2]))
        if check:
            rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + arch, ll, '-o', b])
            if rc or open(a).read() != open(b).read():
                bad = bad or '%s: the PTX differs with the pipeliner analysis' % os.path.basename(ll)
    return nfiles, tally, iis, bad


def main():
    if not os.access(NVCGC, os.X_OK):
        print('FAIL: pipeliner/build (build/nvcgc missing: run make)')
        return
    figures = '--figures' in sys.argv
    tmp = tempfile.mkdtemp(prefix='nvcg-swp-')
    try:
        for stages in ((3, 20, 1000) if figures else (20,)):
            n, tally, iis, bad = survey(tmp, stages, not figures)
            if figures:
                print('max-stages=%d: %d files, %d innermost loops' % (stages, n, sum(tally.values())))
                for k, v in sorted(tally.items(), key=lambda kv: -kv[1]):
                    print('  %4d  %s' % (v, k))
                if iis:
                    at = sum(1 for ii, mii in iis if ii == mii)
                    print('  II == MII for %d of %d pipelined; II - MII: %s' %
                          (at, len(iis), dict(collections.Counter(ii - mii for ii, mii in iis))))
                continue
            print('PASS: pipeliner/corpus (%d files, PTX unchanged, checker on)' % n if not bad
                  else 'FAIL: pipeliner/corpus (%s)' % bad)
            print('PASS: pipeliner/corpus-verdicts (%d loops, %d pipelined)' % (sum(tally.values()), tally['pipelined'])
                  if tally['pipelined'] and not bad else
                  'FAIL: pipeliner/corpus-verdicts (no loop pipelined: %s)' % dict(tally))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
