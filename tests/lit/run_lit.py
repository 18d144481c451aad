#!/usr/bin/env python3
"""FileCheck and execution tests written as .ll files (tests/lit/*.ll).

Directives, as comments in the .ll file:
  ; RUN: NVCGC-ARGS | PREFIX       compile with build/nvcgc NVCGC-ARGS (e.g. -mcpu=sm_80 -O2),
                                   check the PTX with FileCheck --check-prefix=PREFIX, and
                                   assemble it with ptxas for the -mcpu target
  ; ERROR: NVCGC-ARGS | TEXT        nvcgc NVCGC-ARGS must fail, and TEXT (the rest of the line)
                                   must appear in what it prints on stderr
  ; REMARK: NVCGC-ARGS | PREFIX    compile with build/nvcgc NVCGC-ARGS and check what it prints on
                                   stderr (remarks, diagnostics) with FileCheck --check-prefix=PREFIX
  ; EXEC: NVCGC-ARGS | KERNEL GRID BLOCK ARG...
                                   compile, then run KERNEL on the ir engine (the .ll) and on
                                   the ptx engine (nvcg's PTX): the buffers must agree bit for bit
                                   (-ftz=, -prec-div=, -prec-sqrt= and -mcpu= also go to the ir
                                   engine, whose __nvvm_reflect answers from them)
  ; REFUSED: NVCGC-ARGS | ENGINE KERNEL GRID BLOCK ARG... | TEXT
                                   compile, then nvcgrun --engine=ENGINE (ir: the .ll, ptx:
                                   nvcg's PTX) must refuse to run KERNEL, printing TEXT
Arguments, if any, keep the files whose name contains one of them.
Prints one PASS/FAIL/SKIP line per directive (tests/run.sh protocol)."""
import os, re, shutil, sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS, first_line as first  # noqa: E402
B = os.path.join(ROOT, 'build')
OUT = os.path.join(ROOT, 'tests', 'out', 'lit')
FILECHECK = next((shutil.which(f) for f in ('FileCheck-14', 'FileCheck', '/usr/lib/llvm-14/bin/FileCheck')
                  if shutil.which(f)), None)


def run(cmd):
    return testlib.run(cmd, timeout=300)


def compile_ptx(src, args, out):
    # the type legaliser's expensive checks are on in the tests (off by default)
    rc, _, err = run([os.path.join(B, 'nvcgc'), '--knob', 'enable-legalize-types-checking=1'] + args + [src, '-o', out])
    if rc:
        return 'nvcgc %s: %s' % (' '.join(args), first(err))
    sm = next((a.split('=')[1] for a in args if a.startswith('-mcpu=')), 'sm_75')
    if not os.path.exists(PTXAS):
        return None
    rc, _, err = run([PTXAS, '-arch=' + sm, out, '-o', os.devnull])
    return 'ptxas -arch=%s rejects the PTX: %s' % (sm, first(err)) if rc else None


def main():
    os.makedirs(OUT, exist_ok=True)
    tests = sorted(f for f in os.listdir(os.path.dirname(os.path.abspath(__file__))) if f.endswith('.ll'))
    tests = [t for t in tests if not sys.argv[1:] or any(a in t for a in sys.argv[1:])]
    if not os.path.exists(PTXAS):
        print('SKIP: lit/ptxas (ptxas not installed: PTX is not assembled)')
    for t in tests:
        src = os.path.join(ROOT, 'tests', 'lit', t)
        base = t[:-3]
        for k, line in enumerate(l for l in open(src) if re.match(r';\s*(RUN|EXEC|ERROR|REMARK|REFUSED):', l)):
            kind, rest = line.split(':', 1)
            kind = kind.strip('; ').strip()
            args, _, tail = rest.partition('|')
            text = tail.strip()
            args, tail = args.split(), tail.split()
            name = 'lit/%s.%d' % (base, k)
            ptx = os.path.join(OUT, '%s.%d.ptx' % (base, k))
            if kind == 'ERROR':
                rc, _, err = run([os.path.join(B, 'nvcgc')] + args + [src, '-o', ptx])
                if rc == 0:
                    print('FAIL: %s (nvcgc accepted the input; expected an error with %r)' % (name, text))
                elif text not in err:
                    print('FAIL: %s (expected %r in the error, got %r)' % (name, text, first(err)))
                else:
                    print('PASS: %s' % name)
                continue
            if kind == 'REMARK':
                if not FILECHECK:
                    print('SKIP: %s (FileCheck not installed)' % name)
                    continue
                rc, _, err = run([os.path.join(B, 'nvcgc')] + args + [src, '-o', ptx])
                if rc:
                    print('FAIL: %s (nvcgc %s: %s)' % (name, ' '.join(args), first(err)))
                    continue
                errf = ptx + '.stderr'
                with open(errf, 'w') as f:
                    f.write(err)
                rc, _, ferr = run([FILECHECK, src, '--allow-empty', '--check-prefix=' + tail[0], '--input-file=' + errf])
                print('PASS: %s' % name if rc == 0 else 'FAIL: %s (FileCheck %s: %s)' % (name, tail[0], first(ferr)))
                continue
            why = compile_ptx(src, args, ptx)
            if why:
                print('FAIL: %s (%s)' % (name, why))
                continue
            if kind == 'REFUSED':
                launch, _, text = rest.partition('|')[2].partition('|')
                eng, kern, grid, block, *rargs = launch.split()
                rc, _, err = run([os.path.join(B, 'nvcgrun'), '--engine=' + eng, src if eng == 'ir' else ptx,
                                  '--kernel', kern, '--grid', grid, '--block', block] + rargs)
                text = text.strip()
                if rc == 0:
                    print('FAIL: %s (nvcgrun --engine=%s ran the kernel; expected a refusal with %r)' % (name, eng, text))
                else:
                    print('PASS: %s' % name if text in err else
                          'FAIL: %s (expected %r from nvcgrun --engine=%s, got %r)' % (name, text, eng, first(err)))
                continue
            if kind == 'RUN':
                if not FILECHECK:
                    print('SKIP: %s (FileCheck not installed)' % name)
                    continue
                rc, _, err = run([FILECHECK, src, '--check-prefix=' + tail[0], '--input-file=' + ptx])
                print('PASS: %s' % name if rc == 0 else 'FAIL: %s (FileCheck %s: %s)' % (name, tail[0], first(err)))
            else:
                kern, grid, block, rargs = tail[0], tail[1], tail[2], tail[3:]
                launch = ['--kernel', kern, '--grid', grid, '--block', block, '--dump'] + rargs
                # the options __nvvm_reflect answers from reach the ir engine too
                launch += [a for a in args if a.split('=')[0] in ('-ftz', '-prec-div', '-prec-sqrt', '-mcpu')]
                outs = []
                for eng, f in (('ir', src), ('ptx', ptx)):
                    rc, out, err = run([os.path.join(B, 'nvcgrun'), '--engine=' + eng, f] + launch)
                    outs.append(out if rc == 0 else 'exit %d: %s' % (rc, first(err)))
                if outs[0] == outs[1]:
                    print('PASS: %s' % name)
                else:
                    a, b = outs[0].splitlines(), outs[1].splitlines()
                    d = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
                    print('FAIL: %s (ir and ptx engines differ at output line %d: %r vs %r)' %
                          (name, d + 1, a[d] if d < len(a) else '', b[d] if d < len(b) else ''))


main()
