#!/usr/bin/env python3
"""Figures for linking and import (make bench; tests/bench/link.sh). Never pass/fail.

1. Import from libdevice's text (llvm-dis-14 libdevice.10.bc) for tests/link/libdevice/
   math3.ll (a kernel calling __nv_expf, __nv_logf, __nv_erff): the first use in a fresh
   context (the library is read then) and warm (same context, the library cached), as
   build/link_bench measures them, median of -n runs.
2. nvcg_module_link time for the multi-file programs of tests/link/ll (parse excluded).
3. Registers and SASS instructions (ptxas -v, cubin .text size / 16) of the programs'
   kernels and of the libdevice kernels: nvcg (nvcgc -O3, linked or imported) against
   clang 14 + llvm-link-14 + libNVVM (build/nvvmc, libdevice linked by libNVVM)."""
import os, shutil, subprocess, sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests', 'bench'))
from codegen_table import ptxas_figures  # noqa: E402

B = os.path.join(ROOT, 'build')
OUT = os.path.join(ROOT, 'tests', 'out', 'bench', 'link')
LIBDEVICE = '/usr/local/cuda/nvvm/libdevice/libdevice.10.bc'
LLVM_DIS = shutil.which('llvm-dis-14')
LLVM_LINK = shutil.which('llvm-link-14')
NVVMC = os.path.join(B, 'nvvmc')
REPS = '20'


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def nvvm_ptx(lls, out, extra=()):
    """clang's .ll files linked by llvm-link-14, rewritten for libNVVM, compiled by it."""
    if not (LLVM_LINK and os.path.exists(NVVMC)):
        return 'llvm-link-14 or build/nvvmc missing'
    linked = out + '.linked.ll'
    n7 = out + '.nvvm7.ll'
    r = run([LLVM_LINK, '-S'] + lls + ['-o', linked])
    if r.returncode:
        return 'llvm-link: ' + r.stderr.strip()[:200]
    r = run([sys.executable, os.path.join(ROOT, 'tests', 'corpus', 'to_nvvm7.py'), linked, '-o', n7])
    if r.returncode:
        return 'to_nvvm7: ' + r.stderr.strip()[:200]
    r = run([NVVMC, '-O3', n7] + list(extra) + ['-o', out])
    return ('nvvmc: ' + r.stderr.strip()[:200]) if r.returncode else None


def main():
    os.makedirs(OUT, exist_ok=True)
    lib = None
    print('-- import from libdevice (tests/link/libdevice/math3.ll: expf, logf, erff)')
    if LLVM_DIS and os.path.exists(LIBDEVICE):
        lib = os.path.join(OUT, 'libdevice.10.ll')
        run([LLVM_DIS, LIBDEVICE, '-o', lib])
        r = run([os.path.join(B, 'link_bench'), 'import', lib, os.path.join(ROOT, 'tests', 'link', 'libdevice', 'math3.ll'),
                 '-n', REPS])
        print('   ' + (r.stdout.strip() or r.stderr.strip()))
    else:
        print('   (no libdevice or llvm-dis-14)')
    progs = [('p2', ['p2_a', 'p2_b']), ('p3', ['p3_a', 'p3_b', 'p3_c'])]
    print('-- nvcg_module_link (parse excluded), median of %s' % REPS)
    for name, files in progs:
        lls = [os.path.join(ROOT, 'tests', 'link', 'll', f + '.ll') for f in files]
        r = run([os.path.join(B, 'link_bench'), 'link'] + lls + ['-n', REPS])
        print('   %s (%d files): %s' % (name, len(files), r.stdout.strip() or r.stderr.strip()))
    print('-- registers / SASS instructions at sm_75, nvcg -O3 vs clang + llvm-link + libNVVM -O3')
    print('   %-12s %-10s %14s %14s' % ('program', 'kernel', 'nvcg regs/sass', 'nvvm regs/sass'))
    cases = [(n, [os.path.join(ROOT, 'tests', 'link', 'll', f + '.ll') for f in fs], []) for n, fs in progs]
    if lib:
        for k in ('math3', 'trig'):
            cases.append((k, [os.path.join(ROOT, 'tests', 'link', 'libdevice', k + '.ll')], [lib]))
    for name, lls, libs in cases:
        mine = os.path.join(OUT, name + '.nvcg.ptx')
        theirs = os.path.join(OUT, name + '.nvvm.ptx')
        r = run([os.path.join(B, 'nvcgc'), '-O3'] + lls + ['--import-from=' + l for l in libs] + ['-o', mine])
        a = ptxas_figures(mine, 75) if r.returncode == 0 else 'nvcgc: ' + r.stderr.strip()[:200]
        why = nvvm_ptx(lls, theirs, [LIBDEVICE] if libs else [])
        b = ptxas_figures(theirs, 75) if not why else why
        kernels = sorted(set(a if isinstance(a, dict) else {}) | set(b if isinstance(b, dict) else {}))
        if isinstance(a, str):
            print('   %-12s nvcg: %s' % (name, a))
        if isinstance(b, str):
            print('   %-12s libNVVM: %s' % (name, b))
        for k in kernels:
            fa = a.get(k) if isinstance(a, dict) else None
            fb = b.get(k) if isinstance(b, dict) else None
            if k.startswith('_Z') or (fa and fb is None and not k.endswith('kernel') and k not in ('math3', 'trig')):
                continue  # device functions kept out of line: their calls are in the kernel's figures
            print('   %-12s %-10s %14s %14s' % (name, k, '%d/%d' % fa[::2] if fa else '-', '%d/%d' % fb[::2] if fb else '-'))


if __name__ == '__main__':
    main()
