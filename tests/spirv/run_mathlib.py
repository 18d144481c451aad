#!/usr/bin/env python3
"""SPIR-V math through nvcg's device math library, checked against MPFR.

  run_mathlib.py NVCGRUN SPV2LL CHECK OUTDIR     prints PASS:/FAIL:/SKIP: lines

cl_mathlib.cl (kernels mlib_f32, mlib_f64: OpenCL.std's full-precision functions) and
glsl_mathlib.comp (GLSL.std.450's f32 transcendentals) were compiled to OUTDIR/NAME.spv by
tests/suites/50-spirv.sh. Each kernel runs in nvcgrun's ir engine (the translated module,
the library imported on demand) and in its ptx engine (nvcg's PTX for sm_80, which ptxas
must accept); the two must agree bit for bit (the GLSL kernel translated with
--no-contract in both, as run_semantic.py's fallback does: contraction is the code
generator's, not the interpreter's). CHECK (build/spvmath_check) then compares
every result with MPFR's correctly rounded value against OpenCL's full-profile ulp table
(cl_mathlib's mlib kernels) or Vulkan's precision table (glsl_mathlib), per function, and
the exact functions (cl_mathlib's exact kernels) with the host's IEEE operations.
"""
import os, subprocess, sys

NVCGRUN, SPV2LL, CHECK, OUT = sys.argv[1:5]
PTXAS = "/usr/local/cuda/bin/ptxas"
N = 4096

CL_FUNS = ("exp exp2 exp10 expm1 log log2 log10 log1p sin cos tan sinpi cospi tanpi asin acos atan "
           "asinpi acospi atanpi sinh cosh tanh asinh acosh atanh cbrt rsqrt erf erfc tgamma lgamma pow "
           "powr atan2 atan2pi hypot fmod remainder pown rootn sincos_sin sincos_cos remquo lgamma_r").split()
EXACT_FUNS = ("ldexp frexp ilogb logb nextafter fdim fmin fmax copysign modf modf_int fract fract_floor rint round "
              "trunc floor ceil fma sqrt maxmag minmag").split()
GLSL_FUNS = "exp exp2 log log2 sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh pow atan2 inversesqrt".split()


def dump(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if r.returncode:
        raise RuntimeError(" ".join(os.path.basename(c) for c in cmd[:2]) + ": " + (r.stderr or r.stdout).strip()[:400])
    out, cur = [], None
    for line in r.stdout.splitlines():
        if line.startswith("buf "):
            cur = []
            out.append(cur)
        elif cur is not None and line.strip():
            cur.append(int(line.split()[-1], 16))
    return out


def run_both(name, spv, kernel, args, grid, block, fe=()):
    """The kernel's buffers from the ir engine, after checking the ptx engine's equal them;
    fe: frontend options for both legs."""
    launch = ["--kernel", kernel, "--grid", grid, "--block", block, "--dump"] + args
    ir = dump([NVCGRUN, "--engine=ir", spv] + list(fe) + launch)
    ptx = os.path.join(OUT, "mathlib-%s.sm80.ptx" % name)
    r = subprocess.run([SPV2LL, "--ptx", "--sm", "80"] + list(fe) + ["-o", ptx, spv], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("spv2ll --ptx: " + r.stderr.strip()[:300])
    if os.path.exists(PTXAS):
        r = subprocess.run([PTXAS, "-arch=sm_80", ptx, "-o", os.devnull], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("ptxas rejects %s: %s" % (ptx, r.stderr.strip()[:300]))
    px = dump([NVCGRUN, "--engine=ptx", ptx] + launch)
    for k, (a, b) in enumerate(zip(ir, px)):
        for i, (u, v) in enumerate(zip(a, b)):
            if u != v:
                raise RuntimeError("ir and ptx engines differ: buf %d[%d] = 0x%x vs 0x%x" % (k, i, u, v))
    if len(ir) != len(px):
        raise RuntimeError("ir and ptx engines give %d and %d buffers" % (len(ir), len(px)))
    return ir


def check(table, lines, tag):
    path = os.path.join(OUT, "mathlib-%s.txt" % tag)
    with open(path, "w") as f:
        f.write("".join(lines))
    r = subprocess.run([CHECK, table, path], capture_output=True, text=True, timeout=600)
    sys.stdout.write(r.stdout)
    if r.returncode not in (0, 1) or not r.stdout.strip():
        print("FAIL: spirv-mathlib-%s (%s exited with %d: %s)" % (tag, os.path.basename(CHECK), r.returncode, r.stderr.strip()[:300]))


def signed32(v):
    return v - (1 << 32) if v & 0x80000000 else v


def cl_case(bits, kernel="mlib", funs=CL_FUNS, second=("remquo", "lgamma_r")):
    """second: the functions whose integer output is iout[N..2N) and iout[2N..3N)."""
    spv = os.path.join(OUT, "cl_mathlib.cl.spv")
    it = "i%d" % bits
    b = run_both("%s-f%d" % (kernel, bits), spv, "%s_f%d" % (kernel, bits),
                 ["buf:%s:%d:rand:11" % (it, N), "buf:%s:%d:rand:12" % (it, N), "buf:i32:%d:rand:13" % N,
                  "buf:f%d:%d:zero" % (bits, 2 * N), "buf:f%d:%d:zero" % (bits, len(funs) * N),
                  "buf:i32:%d:zero" % (3 * N)], "16", "256")
    args, out, iout = b[3], b[4], b[5]
    lines = []
    for k, fn in enumerate(funs):
        for i in range(N):
            x, y, n = args[i], args[N + i], signed32(iout[i])
            extra = ""
            if fn in second:
                extra = " %d" % signed32(iout[(1 + second.index(fn)) * N + i])
            lines.append("%s %d %x %x %d %x%s\n" % (fn, bits, x, y, n, out[k * N + i], extra))
    check("opencl", lines, "%s-f%d" % (kernel, bits))


def glsl_case():
    # --no-contract: the approximations' f32 sequences (asinh's x * x + 1, ...) would become
    # fmas in nvcg's code generator and not in the IR interpreter
    spv = os.path.join(OUT, "glsl_mathlib.comp.spv")
    b = run_both("glsl", spv, "main", ["buf:i32:%d:rand:21" % N, "buf:i32:%d:rand:22" % N,
                                        "buf:f32:%d:zero" % (2 * N), "buf:f32:%d:zero" % (len(GLSL_FUNS) * N),
                                        "buf:f64:%d:const:2.0" % N],
                 "16", "256", ["--no-contract"])
    args, out, d = b[2], b[3], b[4]
    # inversesqrt(2.0) in f64: the library's rsqrt (rsqrt.approx.f64, CUDA's rsqrt, 1 ulp by
    # the CUDA guide; the emulator's is 1/sqrt in host double) is within 1 ulp of the
    # correctly rounded 0x3fe6a09e667f3bcd there
    if any(abs(v - 0x3FE6A09E667F3BCD) > 1 for v in d):
        bad = [v for v in d if abs(v - 0x3FE6A09E667F3BCD) > 1][0]
        raise RuntimeError("f64 inversesqrt(2.0) is more than 1 ulp from 0x3fe6a09e667f3bcd: 0x%x" % bad)
    lines = []
    for k, fn in enumerate(GLSL_FUNS):
        for i in range(N):
            lines.append("%s 32 %x %x 0 %x\n" % (fn, args[i], args[N + i], out[k * N + i]))
    check("vulkan", lines, "glsl")


for name, fn, src in (("cl-f32", lambda: cl_case(32), "cl_mathlib.cl.spv"), ("cl-f64", lambda: cl_case(64), "cl_mathlib.cl.spv"),
                      ("cl-exact-f32", lambda: cl_case(32, "exact", EXACT_FUNS, ("frexp", "ilogb")), "cl_mathlib.cl.spv"),
                      ("cl-exact-f64", lambda: cl_case(64, "exact", EXACT_FUNS, ("frexp", "ilogb")), "cl_mathlib.cl.spv"),
                      ("glsl", glsl_case, "glsl_mathlib.comp.spv")):
    if not os.path.exists(os.path.join(OUT, src)):
        print("SKIP: spirv-mathlib-%s (%s was not built)" % (name, src))
        continue
    if not os.path.exists(CHECK):
        print("SKIP: spirv-mathlib-%s (%s: needs MPFR)" % (name, CHECK))
        continue
    try:
        fn()
        print("PASS: spirv-mathlib-%s-engines (ir and ptx engines bit for bit)" % name)
    except Exception as e:  # one FAIL line, the other cases still run
        print("FAIL: spirv-mathlib-%s (%s)" % (name, str(e)[:500]))
