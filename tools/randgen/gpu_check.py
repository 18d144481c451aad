#!/usr/bin/env python3
"""`make test-gpu`: the kernel corpus and a random batch on a real GPU (nvcgrun's cuda
engine) against the ir engine.

    gpu_check.py [--n N] [--seed S] [--size K] [--jobs J] [--corpus-only | --random-only]

For every tests/corpus/manifest.txt line (-O0 and -O3 IR) and N random kernels from
randgen, the PTX (nvcg's, nvcgc -O3 for the GPU's SM, once nvcgc compiles; llc-14's
until then) runs on the cuda engine and the IR on the ir engine; the buffers must agree
bit for bit (NaN payloads excepted), kernels flagged `approx` within REL_TOL/ABS_TOL
elementwise (the hardware's .approx bounds, runner.h, after a kernel's own arithmetic).

Without a GPU it says so ("no CUDA driver") and exits 1: it is not part of `make test`.
Prints PASS/FAIL lines and a count; exit status 1 when anything failed or could not run."""
import argparse
import concurrent.futures
import os
import shutil
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_diff as fd  # noqa: E402

ROOT = fd.ROOT
REL_TOL, ABS_TOL = 2.0 ** -14, 2.0 ** -16


def fval(bits, ty):
    v = int(bits, 16)
    if ty == 'f32':
        return struct.unpack('<f', struct.pack('<I', v))[0]
    if ty == 'f64':
        return struct.unpack('<d', struct.pack('<Q', v))[0]
    if ty == 'f16':
        return struct.unpack('<e', struct.pack('<H', v))[0]
    if ty == 'bf16':
        return struct.unpack('<f', struct.pack('<I', v << 16))[0]
    return None


def close(a, b, types):
    """None if the dumps agree within the approx tolerance, else where they do not."""
    if len(a) != len(b):
        return 'buffer counts differ'
    for i, (x, y) in enumerate(zip(a, b)):
        ty = types[i] if i < len(types) else 'i32'
        for j, (ex, ey) in enumerate(zip(x, y)):
            if ex[1] == ey[1]:
                continue
            fx, fy = fval(ex[1], ty), fval(ey[1], ty)
            if fx is None:
                return 'buffer %d element %d: %s vs %s' % (i, j, ex[1], ey[1])
            if fx != fx and fy != fy:
                continue
            if not abs(fx - fy) <= max(ABS_TOL, REL_TOL * abs(fy)):
                return 'buffer %d element %d: %r vs %r (approx tolerance)' % (i, j, fx, fy)
    return None


def gpu_sm():
    """The GPU's SM from nvidia-smi, or 75 when it cannot tell (PTX JIT-compiles upwards)."""
    rc, out, err = fd.run(['nvidia-smi', '--query-gpu=compute_cap', '--format=csv,noheader'])
    if rc == 0 and out.strip():
        try:
            return int(out.split()[0].replace('.', ''))
        except ValueError:
            pass
    return 75


def ptx_for(ll, typed_ll, sm, caps, work, nollc=''):
    """PTX of a module: nvcg's when it compiles, else llc-14's (None + reason on failure)."""
    out = os.path.join(work, 'k.ptx')
    if caps.has('nvcg'):
        rc, o, err = fd.run([fd.NVCGC, ll, '-mcpu=sm_%d' % sm, '-O3', '-o', out])
        return (out, 'nvcg') if rc == 0 else (None, 'nvcgc: ' + fd.first_line(err))
    if nollc:
        return None, 'no compiler (nvcg missing, llc 14 cannot: %s)' % nollc
    cpu = 'sm_%d' % min(sm, 86)
    rc, o, err = fd.run([fd.LLC, '-march=nvptx64', '-mcpu=' + cpu, '-mattr=+ptx75', '-O3', typed_ll, '-o', out])
    return (out, 'llc') if rc == 0 else (None, 'llc-14: ' + fd.first_line(err))


def engine(name, module, args):
    rc, out, err = fd.run([fd.NVCGRUN, '--engine=' + name, module] + args + ['--dump'], timeout=600)
    return rc, out, err


def check(name, ll, typed_ll, args, types, approx, sm, caps, nollc=''):
    work = tempfile.mkdtemp(prefix='gpu.')
    try:
        rc, out, err = engine('ir', ll, args)
        if rc != 0:
            return 'FAIL: %s (ir engine exit %d: %s)' % (name, rc, fd.first_line(err))
        ref = fd.parse_dump(out, types)
        ptx, who = ptx_for(ll, typed_ll, sm, caps, work, nollc)
        if not ptx:
            return 'FAIL: %s (%s)' % (name, who)
        rc, out, err = engine('cuda', ptx, args)
        if rc != 0:
            return 'FAIL: %s (cuda engine on %s PTX: exit %d: %s)' % (name, who, rc, fd.first_line(err))
        got = fd.parse_dump(out, types)
        apx = fd.header(open(ll).read(), 'APPROX')
        d = close(got, ref, types) if approx else fd.compare(ref, got, types, 0,
                                                             (int(apx.split()[-1]),) if apx else ())
        if d:
            return 'FAIL: %s (cuda on %s PTX != ir: %s)' % (name, who, d)
        return 'PASS: %s (cuda on %s PTX = ir%s)' % (name, who, ', approx' if approx else '')
    finally:
        shutil.rmtree(work, ignore_errors=True)


def in_parallel(tasks, jobs):
    """Run the check closures `jobs` at a time (each is subprocesses: threads suffice); print
    and return their lines in task order."""
    res = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        for r in ex.map(lambda t: t(), tasks):
            print(r)
            sys.stdout.flush()
            res.append(r)
    return res


def corpus(sm, caps, jobs):
    tasks = []
    man = os.path.join(ROOT, 'tests', 'corpus', 'manifest.txt')
    for n, line in enumerate(open(man), 1):
        f = line.split()
        if not f or f[0].startswith('#'):
            continue
        src, kern, grid, block, shared, min_sm, flags = f[:7]
        args = ['--kernel', kern, '--grid', grid, '--block', block] + (
            ['--shared', shared] if shared != '0' else []) + f[7:]
        if int(min_sm) > sm:
            msg = 'PASS: corpus/%s:%d %s (needs sm_%s: not run on sm_%d)' % (src, n, kern, min_sm, sm)
            tasks.append(lambda msg=msg: msg)
            continue
        types = fd.buf_types(f[7:])
        for O in ('O0', 'O3'):
            ll = os.path.join(ROOT, 'tests', 'corpus', 'll', '%s.%s.ll' % (src[:-3], O))
            name = 'corpus/%s:%d %s %s' % (src, n, kern, O)
            approx = 'approx' in flags.split(',')
            tasks.append(lambda name=name, ll=ll, args=args, types=types, approx=approx:
                         check(name, ll, ll, args, types, approx, sm, caps))
    return in_parallel(tasks, jobs)


def random_one(s, size, sm, caps):
    work = tempfile.mkdtemp(prefix='gpur.')
    try:
        opts = ['--seed', str(s), '--size', str(size)] + ([] if caps.has('nvcg') else ['--llc-safe']) + (
            ['--approx'] if s % 2 else [])
        ll, tl = os.path.join(work, 'k.ll'), os.path.join(work, 'k.typed.ll')
        fd.run([fd.RANDGEN] + opts + ['-o', ll])
        fd.run([fd.RANDGEN, '--typed-pointers'] + opts + ['-o', tl])
        text = open(ll).read()
        args = (fd.header(text, 'NVCGRUN') or '').split()
        if int(fd.header(text, 'MIN_SM') or '70') > sm:
            return 'PASS: random/seed-%d (needs sm_%s: not run on sm_%d)' % (s, fd.header(text, 'MIN_SM'), sm)
        return check('random/seed-%d' % s, ll, tl, args, fd.buf_types(args), False, sm, caps,
                     fd.header(text, 'NOLLC') or '')
    finally:
        shutil.rmtree(work, ignore_errors=True)


def random_batch(n, seed, size, sm, caps, jobs):
    return in_parallel([lambda s=s: random_one(s, size, sm, caps) for s in range(seed, seed + n)], jobs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--n', type=int, default=200)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--size', type=int, default=12)
    ap.add_argument('--corpus-only', action='store_true')
    ap.add_argument('--random-only', action='store_true')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1, help='checks run at once (default: CPUs)')
    a = ap.parse_args()
    caps = fd.Caps()
    # Is there a GPU? The cuda engine on the probe kernel says.
    work = tempfile.mkdtemp(prefix='gpuprobe.')
    try:
        ptx = os.path.join(work, 'p.ptx')
        with open(ptx, 'w') as f:
            f.write(PROBE_PTX)
        rc, out, err = fd.run([fd.NVCGRUN, '--engine=cuda', ptx, '--kernel', 'k', '--grid', '1', '--block', '2',
                               'buf:i32:2:zero'])
        if rc != 0:
            msg = fd.first_line(err)
            if 'driver' in msg or 'libcuda' in msg:
                print('test-gpu: no CUDA driver on this machine (%s): nothing was run' % msg)
            else:
                print('test-gpu: the cuda engine cannot run a trivial kernel: %s' % msg)
            return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for k in ('gen', 'run', 'ir'):
        if k in caps.missing:
            print('test-gpu: cannot run: %s' % caps.missing[k])
            return 1
    sm = gpu_sm()
    print('test-gpu: sm_%d, PTX from %s' % (sm, 'nvcg' if caps.has('nvcg') else 'llc-14 (%s)' % caps.missing['nvcg']))
    res = []
    if not a.random_only:
        res += corpus(sm, caps, a.jobs)
    if not a.corpus_only:
        res += random_batch(a.n, a.seed, a.size, sm, caps, a.jobs)
    p = sum(1 for r in res if r.startswith('PASS'))
    f = sum(1 for r in res if r.startswith('FAIL'))
    print('%d passed, %d failed' % (p, f))
    return 1 if f or not res else 0


PROBE_PTX = """.version 7.5
.target sm_75
.address_size 64
.visible .entry k(.param .u64 p)
{
  .reg .b32 %r<2>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [p];
  mov.u32 %r1, %tid.x;
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r1;
  ret;
}
"""

if __name__ == '__main__':
    sys.exit(main())
