#!/usr/bin/env python3
"""Unit tests of the ir engine written as .ll files (tests/interp/ll/*.ll).

Each file holds kernels and, in comments, the launches to make and what they must give:

    ; TEST <kernel> <nvcgrun arguments: --grid .. --block .. ARG...>
    ; OUT <value> <bits>        the --dump element lines, in order, across all buffers (the
                                bits are compared, except that any NaN equals any NaN; the
                                value is there for the reader)
    ; ERR <text>                the run fails (exit 1 unless STATUS says otherwise) and
                                stderr contains <text> (each ERR line must appear)
    ; WARN <text>               the run succeeds and stderr contains <text>
    ; STATUS <n>                expected exit status
    ; NOLLC <reason>            skip the cross-check below for this test
    ; NOLLC-FILE <reason>       ... for every test of the file

The expected values are derived by hand from LLVM's LangRef (and the PTX ISA for NVVM
intrinsics). As a check on the expectations themselves, every test that expects success is
also run on the ptx engine with llc-14's PTX of the same file (sm_75, or NVCG-SM from a
`; SM <n>` line), which must give the same elements (NaN payloads ignored) unless NOLLC says
why it cannot (poison's natural values, llc limitations).

    ll_tests.py [FILTER]     prints PASS/FAIL/SKIP lines (tests/run.sh)"""
import os
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import NVCGRUN  # noqa: E402
DIR = os.path.join(ROOT, 'tests', 'interp', 'll')
OUT = os.path.join(ROOT, 'tests', 'out', 'interp', 'll')
JOBS = int(os.environ.get('JOBS', '2'))


def run(cmd):
    return testlib.run(cmd, timeout=120)  # this driver's limit per command


def parse(path):
    tests, file_nollc, sm = [], None, 75
    cur = None
    for n, line in enumerate(open(path), 1):
        if not line.startswith(';'):
            continue
        body = line[1:].strip()
        key, _, rest = body.partition(' ')
        rest = rest.strip()
        if key == 'TEST':
            f = rest.split()
            cur = {'kernel': f[0], 'args': f[1:], 'out': [], 'err': None, 'warn': None, 'status': None,
                   'nollc': None, 'line': n}
            tests.append(cur)
        elif key == 'NOLLC-FILE':
            file_nollc = rest
        elif key == 'SM':
            sm = int(rest)
        elif cur is None:
            continue
        elif key == 'OUT':
            cur['out'].append(' '.join(rest.split()))
        elif key == 'ERR':
            cur['err'] = (cur['err'] or []) + [rest]
        elif key == 'WARN':
            cur['warn'] = rest
        elif key == 'STATUS':
            cur['status'] = int(rest)
        elif key == 'NOLLC':
            cur['nollc'] = rest
    return tests, file_nollc, sm


def elems(stdout):
    return [' '.join(l.split()) for l in stdout.splitlines() if l.strip() and not l.startswith('buf ')]


def same_elems(a, b):
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        if x.split()[0] == 'nan' and y.split()[0] == 'nan':
            continue
        return False
    return True


def same_bits(a, b):
    """the bits agree (any NaN equals any NaN: payloads are not compared)"""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x.split()[-1] != y.split()[-1] and not (x.split()[0] == 'nan' and y.split()[0] == 'nan'):
            return False
    return True


def main():
    filt = sys.argv[1] if len(sys.argv) > 1 else None
    os.makedirs(OUT, exist_ok=True)
    llc = shutil.which('llc-14')
    files = sorted(f for f in os.listdir(DIR) if f.endswith('.ll') and (not filt or filt in f))
    probe = run([NVCGRUN, '--engine=ir', os.path.join(DIR, files[0]), '--kernel', 'x', '--grid', '1', '--block', '1'])
    if probe[0] == 2 and 'nvcg_parse_ll' in probe[2]:
        print('NOTE: interp-ll not run: this build of nvcg has no .ll reader (nvcg_parse_ll) yet; tests/interp/ir_test.c covers the engine meanwhile')
        return
    jobs = []
    for fn in files:
        path = os.path.join(DIR, fn)
        tests, file_nollc, sm = parse(path)
        ptx = None
        if llc and not file_nollc and any(t['err'] is None and t['status'] is None and not t['nollc'] for t in tests):
            ptx = os.path.join(OUT, fn[:-3] + '.ptx')
            rc, _, err = run([llc, '-march=nvptx64', '-mcpu=sm_%d' % sm, '-mattr=+ptx75', path, '-o', ptx])
            if rc:
                ptx = 'llc failed: ' + (err.strip().splitlines() or [''])[0]
        for t in tests:
            jobs.append((fn, path, t, ptx, file_nollc))

    def one(job):
        fn, path, t, ptx, file_nollc = job
        name = 'interp-ll/%s/%s@%d' % (fn[:-3], t['kernel'], t['line'])
        rc, out, err = run([NVCGRUN, '--engine=ir', path, '--kernel', t['kernel'], '--dump'] + t['args'])
        want_status = t['status'] if t['status'] is not None else (1 if t['err'] else 0)
        first_err = (err.strip().splitlines() or [''])[0]
        if rc != want_status:
            return 'FAIL: %s (exit %d, expected %d: %s)' % (name, rc, want_status, first_err)
        for e in t['err'] or []:
            if e not in err:
                return 'FAIL: %s (stderr lacks "%s": %s)' % (name, e, first_err)
        if t['warn'] and t['warn'] not in err:
            return 'FAIL: %s (stderr lacks warning "%s")' % (name, t['warn'])
        if rc == 0 and not t['warn'] and err.strip():
            return 'FAIL: %s (unexpected stderr: %s)' % (name, first_err)
        got = elems(out)
        if rc == 0 and not same_bits(got, t['out']):
            for i, (g, w) in enumerate(zip(got, t['out'])):
                if not same_bits([g], [w]):
                    return 'FAIL: %s (element %d: got "%s", expected "%s")' % (name, i, g, w)
            return 'FAIL: %s (%d elements, expected %d)' % (name, len(got), len(t['out']))
        if rc == 0 and not t['nollc'] and not file_nollc and ptx:
            if not os.path.exists(ptx):
                return 'FAIL: %s (%s)' % (name, ptx)
            rc2, out2, err2 = run([NVCGRUN, '--engine=ptx', ptx, '--kernel', t['kernel'], '--dump'] + t['args'])
            if rc2:
                return 'FAIL: %s (llc PTX on the ptx engine: exit %d: %s)' % (name, rc2, (err2.strip().splitlines() or [''])[0])
            if not same_elems(elems(out2), got):
                for i, (g, w) in enumerate(zip(got, elems(out2))):
                    if g != w:
                        return 'FAIL: %s (llc PTX on the ptx engine disagrees at element %d: ir "%s", ptx "%s")' % (name, i, g, w)
                return 'FAIL: %s (llc PTX on the ptx engine disagrees)' % name
        return 'PASS: ' + name

    with ThreadPoolExecutor(JOBS) as ex:
        for r in ex.map(one, jobs):
            print(r, flush=True)


if __name__ == '__main__':
    main()
