#!/usr/bin/env python3
"""Stands in for build/spv2ll in tests/spirv/run_semantic.py (run_regalloc.py passes it):
`spv2ll_maxreg.py --ptx --sm N [frontend options] -o OUT.ptx IN.spv` translates IN.spv
with the real spv2ll ($SPV2LL_REAL) to LLVM IR, then compiles that with nvcgc ($NVCGC)
under -maxreg=$NVCG_MAXREG, with --verify-each and verify-update-mcse=1. Without --ptx it
is the real spv2ll."""
import os, subprocess, sys

real, nvcgc, cap = os.environ['SPV2LL_REAL'], os.environ['NVCGC'], os.environ.get('NVCG_MAXREG', '16')
args, sm, out, ptx, i = [], '75', None, False, 1
while i < len(sys.argv):
    a = sys.argv[i]
    if a == '--ptx':
        ptx = True
    elif a == '--sm':
        i += 1
        sm = sys.argv[i]
    elif a == '-o':
        i += 1
        out = sys.argv[i]
    else:
        args.append(a)
    i += 1
if not ptx or not out:
    os.execv(real, [real] + sys.argv[1:])
ll = out + '.ll'
r = subprocess.run([real, '--sm', sm] + args + ['-o', ll])
if r.returncode:
    sys.exit(r.returncode)
r = subprocess.run([nvcgc, ll, '-O2', '-mcpu=sm_' + sm, '-maxreg=' + cap, '--verify-each', '--knob',
                    'verify-update-mcse=1', '-o', out])
sys.exit(r.returncode)
