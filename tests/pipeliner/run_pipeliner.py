#!/usr/bin/env python3
"""The swing modulo scheduler and its kernel generation on the corpus (tests/suites/63-pipeliner.sh):
every corpus kernel file (tests/corpus/ll, -O3, its manifest's SM, at least sm_75)
compiled with kernel generation on (pipeliner-codegen=1, off by default; modulo variable
expansion, then again the peeling generator, pipeliner-experimental-cg=1) and the
profitability model off (pipeliner-profitability=0: every schedule found is generated), the
pipeliner's remarks, --verify-each (the schedule checker and the machine verifier after
the generated code) and pipeliner-max-stages=20 (more loops pipelined than at the
default 3):
  a. nvcgc succeeds and ptxas assembles the PTX of every file where a loop was pipelined;
  b. every manifest launch of those files runs on the ptx engine with the pipelined PTX
     and agrees bit for bit with the PTX compiled with enable-pipeliner=0, and (kernels
     without approximate instructions) with the ir engine on the .ll;
  c. some loop is pipelined (not a vacuous run);
  d. with the default knobs (no pipeliner-codegen) the PTX is byte-identical to
     enable-pipeliner=0's, remarks asked for or not.
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


PTXAS = '/usr/local/cuda/bin/ptxas'


def files():
    """(ll, arch, manifest lines of its kernels) per corpus file."""
    cdir, lines = testlib.manifest_lines()
    seen = {}
    for _, f in lines:
        if f[0] not in seen:
            seen[f[0]] = ('sm_%d' % max(75, int(f[5])), [])
        seen[f[0]][1].append(f)
    return [(os.path.join(cdir, 'll', name[:-3] + '.O3.ll'), arch, ls) for name, (arch, ls) in sorted(seen.items())]


def verdicts(err):
    out = []
    for line in err.splitlines():
        m = VERDICT.search(line)
        if not m or m.group(2).startswith(('Resources', '  ', 'Peeled:')):
            continue
        text = m.group(2)
        if text.startswith(('Pipelined succesfully!', 'Scheduled:')):
            ii = re.search(r'II = (\d+), MII = (\d+)', text)
            out.append(('pipelined', int(ii.group(1)), int(ii.group(2))))
        else:
            reason = re.sub(r'\d+', 'N', text.split(' (')[0] if text.startswith('The loop contains') else text)
            out.append((reason, None, None))
    return out


def survey(tmp, stages, check, knobs=()):
    tally, iis, bad, nfiles, runs = collections.Counter(), [], None, 0, 0
    for ll, arch, launches in files():
        if not os.path.exists(ll):
            continue
        nfiles += 1
        a, b = os.path.join(tmp, 'a.ptx'), os.path.join(tmp, 'b.ptx')
        rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + arch, '--verify-each', '--knob', 'pipeliner-codegen=1',
                                  '--knob', 'pipeliner-profitability=0', '--knob', 'pipeliner-max-stages=%d' % stages]
                                 + list(knobs) + REMARKS + [ll, '-o', a])
        if rc:
            bad = bad or '%s: nvcgc: %s' % (os.path.basename(ll), first_line(err))
            continue
        vs = verdicts(err)
        for v in vs:
            tally[v[0]] += 1
            if v[1] is not None:
                iis.append((v[1], v[2]))
        if not check:
            continue
        c = os.path.join(tmp, 'c.ptx')
        rc, _, err = testlib.run([NVCGC, '-O3', '-mcpu=' + arch, '--knob', 'enable-pipeliner=0', ll, '-o', b])
        rc2, err2 = 0, ''
        if not knobs:  # the default PTX, once
            rc2, _, err2 = testlib.run([NVCGC, '-O3', '-mcpu=' + arch] + REMARKS + [ll, '-o', c])
        if rc or rc2 or (not knobs and open(b).read() != open(c).read()):
            bad = bad or '%s: %s' % (os.path.basename(ll), first_line(err or err2) if rc or rc2 else
                                     'the default PTX differs from enable-pipeliner=0\'s')
            continue
        if not any(v[1] is not None for v in vs):
            continue
        if os.access(PTXAS, os.X_OK):
            rc, _, err = testlib.run([PTXAS, '-arch=' + arch, a, '-o', os.devnull])
            if rc:
                bad = bad or '%s: ptxas: %s' % (os.path.basename(ll), first_line(err))
                continue
        for f in launches:
            rc, got, err = testlib.nvcgrun(a, 'ptx', f[1], f[2], f[3], f[4], f[7:], dump=True)
            rc2, ref, err2 = testlib.nvcgrun(b, 'ptx', f[1], f[2], f[3], f[4], f[7:], dump=True)
            if rc2:
                continue  # the unpipelined kernel does not run here: other suites report it
            runs += 1
            if rc or got != ref:
                bad = bad or '%s %s: pipelined PTX %s' % (os.path.basename(ll), f[1], 'fails: ' + first_line(err)
                                                           if rc else 'differs from the unpipelined PTX')
                continue
            if 'approx' not in f[6]:
                rc, ir, err = testlib.nvcgrun(ll, 'ir', f[1], f[2], f[3], f[4], f[7:], dump=True)
                if not rc and ir != got:
                    bad = bad or '%s %s: pipelined PTX differs from the ir engine' % (os.path.basename(ll), f[1])
    return nfiles, tally, iis, bad, runs


def main():
    if not os.access(NVCGC, os.X_OK):
        print('FAIL: pipeliner/build (build/nvcgc missing: run make)')
        return
    figures = '--figures' in sys.argv
    tmp = tempfile.mkdtemp(prefix='nvcg-swp-')
    try:
        # the configurations: modulo variable expansion, then the peeling generator
        # (pipeliner-experimental-cg); the default PTX is checked once
        for stages, gen in (((3, ''), (20, ''), (1000, '')) if figures else ((20, ''), (20, 'peel'))):
            n, tally, iis, bad, runs = survey(tmp, stages, not figures,
                                              ('--knob', 'pipeliner-experimental-cg=1') if gen else ())
            if figures:
                print('max-stages=%d: %d files, %d innermost loops' % (stages, n, sum(tally.values())))
                for k, v in sorted(tally.items(), key=lambda kv: -kv[1]):
                    print('  %4d  %s' % (v, k))
                if iis:
                    at = sum(1 for ii, mii in iis if ii == mii)
                    print('  II == MII for %d of %d pipelined; II - MII: %s' %
                          (at, len(iis), dict(collections.Counter(ii - mii for ii, mii in iis))))
                continue
            name = 'corpus' + ('-' + gen if gen else '')
            print('PASS: pipeliner/%s (%d files: %sgenerated: --verify-each, ptxas, %d launches '
                  'of pipelined files agree with the unpipelined PTX and the ir engine)' %
                  (name, n, '' if gen else 'default PTX unchanged; ', runs) if not bad and runs
                  else 'FAIL: pipeliner/%s (%s)' % (name, bad or 'no launch ran'))
            print('PASS: pipeliner/%s-verdicts (%d loops, %d pipelined)' % (name, sum(tally.values()), tally['pipelined'])
                  if tally['pipelined'] and not bad else
                  'FAIL: pipeliner/%s-verdicts (no loop pipelined: %s)' % (name, dict(tally)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
