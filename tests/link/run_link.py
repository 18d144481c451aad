#!/usr/bin/env python3
"""Linking and function-import tests (suite 63-link). One PASS/FAIL/SKIP line per test.

1. Multi-file CUDA programs (tests/link/ll/pN_*.ll, made by clang 14 -fgpu-rdc from
   tests/link/cuda; see build.sh): linked by nvcgc in the given order and reversed, and by
   llvm-link-14. The ir engine on nvcg's linked .ll, on llvm-link's, and the ptx engine on
   nvcg's PTX (ptxas must accept it) agree bit for bit; both orders give the same results.
2. Directive files (tests/link/import/*.ll), %S standing for that directory:
     ; RUN: ARGS | PREFIX     nvcgc FILE ARGS must succeed; FileCheck --check-prefix=PREFIX
                              on its stderr (remarks) and stdout (--emit=ll/summary output),
                              ptxas on the PTX when it writes PTX
     ; ERROR: ARGS | PREFIX   nvcgc FILE ARGS must fail; FileCheck on its stderr
     ; EXEC: ARGS | KERNEL GRID BLOCK ARG...
                              the linked/imported module (--emit=ll) on the ir engine and
                              nvcg's PTX on the ptx engine agree
3. GUIDs against LLVM's: opt-14 -module-summary + llvm-dis-14 on each program file.
4. libdevice, when the CUDA toolkit has it: llvm-dis-14 libdevice.10.bc gives the library
   text; the kernels of tests/link/libdevice/*.ll import __nv_* functions from it; their
   PTX runs on the ptx engine and agrees with the ir engine, and with libNVVM's PTX for the
   same kernel (build/nvvmc, which links libdevice itself) on the ptx engine."""
import os, re, shutil, sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import testlib  # noqa: E402
from testlib import PTXAS, first_line as first  # noqa: E402

B = os.path.join(ROOT, 'build')
NVCGC = os.environ.get('NVCGC') or os.path.join(B, 'nvcgc')
NVVMC = os.path.join(B, 'nvvmc')
HERE = os.path.join(ROOT, 'tests', 'link')
OUT = os.path.join(ROOT, 'tests', 'out', 'link')
FILECHECK = next((shutil.which(f) for f in ('FileCheck-14', 'FileCheck', '/usr/lib/llvm-14/bin/FileCheck')
                  if shutil.which(f)), None)
LLVM_LINK = shutil.which('llvm-link-14') or shutil.which('llvm-link')
OPT = shutil.which('opt-14')
LLVM_DIS = shutil.which('llvm-dis-14')
LIBDEVICE = '/usr/local/cuda/nvvm/libdevice/libdevice.10.bc'


def run(cmd):
    return testlib.run(cmd, timeout=300)


def ptxas(ptx, sm='sm_75'):
    if not os.path.exists(PTXAS):
        return None
    rc, _, err = run([PTXAS, '-arch=' + sm, ptx, '-o', os.devnull])
    return 'ptxas -arch=%s rejects the PTX: %s' % (sm, first(err)) if rc else None


def engines(runs, kern, grid, block, args):
    """Runs [(engine, file)] and returns their dumps, or an error string."""
    outs = []
    for eng, f in runs:
        rc, out, err = run([testlib.NVCGRUN, '--engine=' + eng, f, '--kernel', kern, '--grid', grid, '--block',
                            block, '--dump'] + args)
        if rc:
            return None, '%s engine on %s: exit %d: %s' % (eng, os.path.basename(f), rc, first(err))
        outs.append(out)
    return outs, None


def differ(a, b):
    a, b = a.splitlines(), b.splitlines()
    d = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
    return 'output line %d: %r vs %r' % (d + 1, a[d] if d < len(a) else '', b[d] if d < len(b) else '')


# ---- 1. multi-file CUDA programs ----

PROGRAMS = [
    ('p2', ['p2_a', 'p2_b'], [
        ('p2_kernel', '3', '64', ['buf:f32:180:rand:21', 'buf:f32:180:zero', 'buf:i32:8:zero', 'i32:180']),
        ('p2_kernel', '1', '32', ['buf:f32:32:iota', 'buf:f32:32:zero', 'buf:i32:8:zero', 'i32:32'])]),
    ('p3', ['p3_a', 'p3_b', 'p3_c'], [
        ('p3_kernel', '2', '100', ['buf:i32:200:rand:22', 'buf:i32:200:zero', 'buf:f32:200:zero', 'i32:200']),
        ('p3_kernel', '1', '64', ['buf:i32:64:iota', 'buf:i32:64:zero', 'buf:f32:64:zero', 'i32:64'])]),
]


def programs():
    for name, files, launches in PROGRAMS:
        srcs = [os.path.join(HERE, 'll', f + '.ll') for f in files]
        variants = []  # (label, linked .ll, ptx)
        ok = True
        for label, order in (('fwd', srcs), ('rev', list(reversed(srcs)))):
            ll = os.path.join(OUT, '%s.%s.ll' % (name, label))
            ptx = os.path.join(OUT, '%s.%s.ptx' % (name, label))
            rc, _, err = run([NVCGC, '--emit=ll'] + order + ['-o', ll])
            rc2, _, err2 = run([NVCGC, '-O2'] + order + ['-o', ptx]) if rc == 0 else (rc, '', err)
            why = ('nvcgc: ' + first(err2)) if rc2 else ptxas(ptx)
            print('%s: link/%s.%s.compile%s' % ('FAIL' if why else 'PASS', name, label, ' (%s)' % why if why else ''))
            ok = ok and not why
            variants.append((label, ll, ptx))
        ref = None
        if LLVM_LINK:
            ref = os.path.join(OUT, '%s.llvm-link.ll' % name)
            rc, _, err = run([LLVM_LINK, '-S'] + srcs + ['-o', ref])
            if rc:
                print('FAIL: link/%s.llvm-link (%s)' % (name, first(err)))
                ref = None
        else:
            print('SKIP: link/%s.llvm-link (llvm-link-14 not installed)' % name)
        if not ok:
            continue
        for k, (kern, grid, block, args) in enumerate(launches):
            runs = [('ir', variants[0][1]), ('ptx', variants[0][2]), ('ir', variants[1][1]), ('ptx', variants[1][2])]
            if ref:
                runs.append(('ir', ref))
            outs, why = engines(runs, kern, grid, block, args)
            if not why:
                bad = next((i for i in range(1, len(outs)) if outs[i] != outs[0]), None)
                if bad is not None:
                    why = '%s %s differs from nvcg fwd ir: %s' % (runs[bad][0], os.path.basename(runs[bad][1]),
                                                                  differ(outs[0], outs[bad]))
            print('%s: link/%s.run%d%s' % ('FAIL' if why else 'PASS', name, k, ' (%s)' % why if why else ''))


# ---- 2. directive files ----

def filecheck(src, prefix, text):
    path = os.path.join(OUT, 'fc.%d.txt' % os.getpid())
    with open(path, 'w') as f:
        f.write(text)
    rc, _, err = run([FILECHECK, src, '--check-prefix=' + prefix, '--input-file=' + path])
    return None if rc == 0 else 'FileCheck %s: %s' % (prefix, first(err))


def directives(subdir, lib_subst=None):
    d = os.path.join(HERE, subdir)
    if not os.path.isdir(d):
        return
    for t in sorted(f for f in os.listdir(d) if f.endswith('.ll') and not f.startswith('lib')):
        src = os.path.join(d, t)
        base = '%s/%s' % (subdir, t[:-3])
        for k, line in enumerate(l for l in open(src) if re.match(r';\s*(RUN|ERROR|EXEC):', l)):
            kind, rest = line.split(':', 1)
            kind = kind.strip('; ').strip()
            args, _, tail = rest.partition('|')
            args = args.replace('%S', d)
            if lib_subst:
                args = args.replace('%LIBDEVICE', lib_subst)
            args, tail = args.split(), tail.split()
            name = 'link/%s.%d' % (base, k)
            out = os.path.join(OUT, '%s.%d.out' % (base.replace('/', '.'), k))
            if kind in ('RUN', 'ERROR'):
                if not FILECHECK:
                    print('SKIP: %s (FileCheck not installed)' % name)
                    continue
                rc, so, se = run([NVCGC, src] + args + ['-o', out])
                if (rc != 0) != (kind == 'ERROR'):
                    why = 'nvcgc %s: %s' % ('succeeded' if rc == 0 else 'failed', first(se) or 'no message')
                else:
                    why = filecheck(src, tail[0], se + (open(out).read() if rc == 0 and os.path.exists(out) else ''))
                    if not why and rc == 0 and '--emit=ll' not in args and '--emit=summary' not in args:
                        why = ptxas(out, next((a.split('=')[1] for a in args if a.startswith('-mcpu=')), 'sm_75'))
                print('%s: %s%s' % ('FAIL' if why else 'PASS', name, ' (%s)' % why if why else ''))
            else:
                ll, ptx = out + '.ll', out + '.ptx'
                rc, _, se = run([NVCGC, src] + args + ['--emit=ll', '-o', ll])
                if rc == 0:
                    rc, _, se = run([NVCGC, src] + args + ['-o', ptx])
                why = ('nvcgc: ' + first(se)) if rc else ptxas(ptx)
                if not why:
                    outs, why = engines([('ir', ll), ('ptx', ptx)], tail[0], tail[1], tail[2], tail[3:])
                    if not why and outs[0] != outs[1]:
                        why = 'ir and ptx engines differ at ' + differ(outs[0], outs[1])
                print('%s: %s%s' % ('FAIL' if why else 'PASS', name, ' (%s)' % why if why else ''))


# ---- 3. GUIDs against LLVM ----

def guids():
    if not (OPT and LLVM_DIS):
        print('SKIP: link/guids (opt-14 or llvm-dis-14 not installed)')
        return
    for f in sorted(os.listdir(os.path.join(HERE, 'll'))):
        src = os.path.join(HERE, 'll', f)
        bc = os.path.join(OUT, f + '.bc')
        rc, _, err = run([OPT, '-module-summary', src, '-o', bc])
        rc2, dis, err2 = run([LLVM_DIS, bc, '-o', '-']) if rc == 0 else (rc, '', err)
        rc3, mine, err3 = run([NVCGC, '--emit=summary', src])
        if rc2 or rc3:
            print('FAIL: link/guids.%s (%s)' % (f, first(err2 or err3)))
            continue
        want = {m.group(1): int(m.group(2)) for m in re.finditer(r'gv: \(name: "([^"]+)".*; guid = (\d+)', dis)}
        have = {m.group(1) or m.group(2): int(m.group(3), 16)
                for m in re.finditer(r'^(?:function|variable) @(?:"([^"]+)"|([^ ]+)) guid=0x([0-9a-f]+)', mine, re.M)}
        # llvm-dis lists the module's globals and functions (intrinsics included): compare the common names
        common = [n for n in want if n in have]
        bad = [n for n in common if want[n] != have[n]]
        why = ('GUID of @%s: nvcg %x, LLVM %x' % (bad[0], have[bad[0]], want[bad[0]])) if bad else \
            (None if common else 'no symbol in common')
        print('%s: link/guids.%s%s' % ('FAIL' if why else 'PASS', f, ' (%s, %d symbols)' % (why, len(common)) if why else ''))


# ---- 4. libdevice ----

def libdevice():
    d = os.path.join(HERE, 'libdevice')
    if not os.path.exists(LIBDEVICE) or not LLVM_DIS:
        print('SKIP: link/libdevice (%s)' % ('no libdevice in the CUDA toolkit' if LLVM_DIS else 'llvm-dis-14 missing'))
        return
    lib = os.path.join(OUT, 'libdevice.10.ll')
    rc, _, err = run([LLVM_DIS, LIBDEVICE, '-o', lib])
    if rc:
        print('FAIL: link/libdevice.dis (%s)' % first(err))
        return
    directives('libdevice', lib)
    # against libNVVM: the same kernels, libdevice linked by libNVVM itself
    if not os.path.exists(NVVMC):
        print('SKIP: link/libdevice.nvvm (build/nvvmc missing)')
        return
    for t in sorted(f for f in os.listdir(d) if f.endswith('.ll')):
        src = os.path.join(d, t)
        for k, line in enumerate(l for l in open(src) if re.match(r';\s*NVVM:', l)):
            args, _, tail = line.split(':', 1)[1].partition('|')
            tail = tail.split()
            name = 'link/libdevice/%s.nvvm%d' % (t[:-3], k)
            mine, theirs = os.path.join(OUT, t + '.nvcg.ptx'), os.path.join(OUT, t + '.nvvm.ptx')
            n7 = os.path.join(OUT, t + '.nvvm7.ll')
            for f in (mine, theirs):
                if os.path.exists(f):
                    os.remove(f)
            why = None
            rc, _, se = run([NVCGC, src, '--import-from=' + lib, '-o', mine] + args.split())
            if rc:
                why = 'nvcgc: ' + first(se)
            if not why:
                rc, _, se = run([sys.executable, os.path.join(ROOT, 'tests', 'corpus', 'to_nvvm7.py'), src, '-o', n7])
                why = ('to_nvvm7.py: ' + first(se)) if rc else None
            if not why:
                rc, _, se = run([NVVMC, n7, LIBDEVICE, '-o', theirs])
                why = ('nvvmc: ' + first(se)) if rc else None
            if not why:
                outs, why = engines([('ptx', mine), ('ptx', theirs)], tail[0], tail[1], tail[2], tail[3:])
                if not why and outs[0] != outs[1]:
                    why = "nvcg's and libNVVM's PTX differ at " + differ(outs[0], outs[1])
            print('%s: %s%s' % ('FAIL' if why else 'PASS', name, ' (%s)' % why if why else ''))


def summary_file():
    # the summary of a library is stable text: it matches the committed lib_sizes.sum
    # (made by this command), and reading it back gives the same decisions (import.ll)
    d = os.path.join(HERE, 'import')
    p = testlib.subprocess.run([NVCGC, 'lib_sizes.ll', '--emit=summary'], cwd=d, stdout=testlib.subprocess.PIPE,
                               stderr=testlib.subprocess.PIPE, timeout=300)
    want = open(os.path.join(d, 'lib_sizes.sum')).read()
    have = p.stdout.decode()
    why = ('nvcgc: ' + first(p.stderr.decode())) if p.returncode else \
        (None if have == want else 'differs from the committed lib_sizes.sum at ' + differ(want, have))
    print('%s: link/summary.lib_sizes%s' % ('FAIL' if why else 'PASS', ' (%s)' % why if why else ''))


def spirv():
    # two OpenCL C files, compiled separately to SPIR-V with LinkageAttributes, linked by
    # nvcgc -x spirv a.spv b.spv: ir engine on the linked module vs ptx engine on its PTX
    clang, tr = shutil.which('clang-14'), shutil.which('llvm-spirv-14')
    if not (clang and tr):
        print('SKIP: link/spirv (clang-14 or llvm-spirv-14 missing)')
        return
    spvs = []
    for n in ('link_a', 'link_b'):
        bc, spv = os.path.join(OUT, n + '.bc'), os.path.join(OUT, n + '.spv')
        rc, _, err = run([clang, '-cc1', '-triple', 'spir64-unknown-unknown', '-cl-std=CL2.0', '-finclude-default-header',
                          '-O2', '-emit-llvm-bc', os.path.join(HERE, 'spirv', n + '.cl'), '-o', bc])
        if rc == 0:
            rc, _, err = run([tr, '--spirv-max-version=1.0', bc, '-o', spv])
        if rc:
            print('FAIL: link/spirv.compile (%s: %s)' % (n, first(err)))
            return
        spvs.append(spv)
    ll, ptx = os.path.join(OUT, 'spirv_linked.ll'), os.path.join(OUT, 'spirv_linked.ptx')
    rc, _, err = run([NVCGC, '-x', 'spirv'] + spvs + ['--emit=ll', '-o', ll])
    if rc == 0:
        rc, _, err = run([NVCGC, '-x', 'spirv'] + spvs + ['-o', ptx])
    why = ('nvcgc: ' + first(err)) if rc else ptxas(ptx)
    if not why:
        outs, why = engines([('ir', ll), ('ptx', ptx)], 'ka', '2', '64', ['buf:f32:128:rand:5', 'i32:100'])
        if not why and outs[0] != outs[1]:
            why = 'ir and ptx engines differ at ' + differ(outs[0], outs[1])
    print('%s: link/spirv.two_modules%s' % ('FAIL' if why else 'PASS', ' (%s)' % why if why else ''))


def main():
    os.makedirs(OUT, exist_ok=True)
    if not os.path.exists(PTXAS):
        print('SKIP: link/ptxas (ptxas not installed: PTX is not assembled)')
    programs()
    directives('import')
    directives('errors')
    directives('alias')
    summary_file()
    spirv()
    guids()
    libdevice()


if __name__ == '__main__':
    main()
