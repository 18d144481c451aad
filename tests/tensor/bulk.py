#!/usr/bin/env python3
"""sm_90 bulk asynchronous copies (tests/tensor/bulk.ll) on both engines.

The double-buffered kernel, whose tiles come in with cp.async.bulk global -> shared::cluster
signalling an mbarrier (expect_tx / try_wait.parity) and go out with cp.async.bulk
shared::cta -> global in bulk groups, must give out[t*256 + k] = 2 * in[t*256 + (k+37) % 256]
on the ir engine and on the ptx engine (nvcg's PTX for sm_90, which ptxas must accept),
with copies that complete as late as PTX allows (tools/nvcgrun/async.h); the versions that
skip the mbarrier waits or the bulk group's wait_group.read must NOT give it (the emulator
exposes the races). Both engines must
also agree bit for bit on the racy version. One PASS:/FAIL: line per check."""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from testlib import ROOT, NVCGRUN, PTXAS, run, first_line  # noqa: E402

NTILES = 5


def values(dump, buf):
    """Buffer BUF's floats from nvcgrun --dump output."""
    out, cur = [], None
    for line in dump.splitlines():
        s = line.split()
        if len(s) >= 2 and s[0] == 'buf' and s[1].endswith(':'):
            cur = int(s[1][:-1])
        elif cur == buf and len(s) >= 2 and s[-1].startswith('0x'):
            out.append(struct.unpack('<f', struct.pack('<I', int(s[-1], 16)))[0])
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'tests', 'out', 'tensor')
    os.makedirs(outdir, exist_ok=True)
    src = os.path.join(ROOT, 'tests', 'tensor', 'bulk.ll')
    ptx = os.path.join(outdir, 'bulk.ptx')
    rc, _, err = run([os.path.join(ROOT, 'build', 'nvcgc'), src, '-mcpu=sm_90', '-o', ptx])
    if rc:
        print('FAIL: tensor-bulk/compile (%s)' % first_line(err))
        return 1
    if os.path.exists(PTXAS):
        rc, _, err = run([PTXAS, '-arch=sm_90', ptx, '-o', os.devnull])
        print('PASS: tensor-bulk/ptxas' if rc == 0 else 'FAIL: tensor-bulk/ptxas (%s)' % first_line(err))
    bad = 0
    n = NTILES * 256
    for kern, want_ok in (('bulk_dbuf', True), ('bulk_nowait', False), ('bulk_noreadwait', False)):
        outs = {}
        for engine, path in (('ir', src), ('ptx', ptx)):
            rc, out, err = run([NVCGRUN, '--engine=' + engine, path, '--kernel', kern, '--grid', '1', '--block', '64',
                                '--dump', 'buf:f32:%d:rand:5' % n, 'buf:f32:%d:zero' % n, 'i32:%d' % NTILES])
            name = 'tensor-bulk/%s.%s' % (kern, engine)
            if rc:
                print('FAIL: %s (%s)' % (name, first_line(err)))
                bad += 1
                continue
            a, o = values(out, 0), values(out, 1)
            outs[engine] = o
            ok = len(o) == n and all(o[t * 256 + k] == 2 * a[t * 256 + (k + 37) % 256]
                                     for t in range(NTILES) for k in range(256))
            if ok == want_ok:
                print('PASS: %s' % name)
            else:
                bad += 1
                print('FAIL: %s (%s)' % (name, 'wrong tile contents' if want_ok else
                                         'the race of a missing wait was not exposed'))
        if len(outs) == 2:
            same = [struct.pack('<f', x) for x in outs['ir']] == [struct.pack('<f', x) for x in outs['ptx']]
            print('PASS: tensor-bulk/%s.agree' % kern if same else
                  'FAIL: tensor-bulk/%s.agree (the ir and ptx engines differ)' % kern)
            bad += not same
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
