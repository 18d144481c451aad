#!/usr/bin/env python3
"""Semantic tests: every case runs twice or more, and every output element is compared with
a value this script computes independently (closed forms, or a model of the warp
operations), on inputs nvcgrun makes (iota, const, rand, push:):

  ir leg    NVCGRUN --engine=ir CASE.spv: nvcgrun translates the SPIR-V in-process with
            the frontend and runs the module in its IR interpreter;
  ptx legs  SPV2LL --ptx --sm N writes nvcg's PTX for sm_75, sm_80 and sm_90 (the frontend
            itself picks redux.sync from sm_80 on); ptxas must accept each for its own
            -arch, and NVCGRUN --engine=ptx runs each in the PTX emulator. Its results
            must also equal the ir leg's bit for bit.

Each leg runs again on the module after spirv-opt -O (phis, fewer loads), PTX for sm_75.

  run_semantic.py NVCGRUN SPV2LL OUTDIR     prints PASS:/FAIL:/SKIP: lines

The .spv files are the ones tests/suites/50-spirv.sh built into OUTDIR.
"""
import math, os, struct, subprocess, sys

NVCGRUN, SPV2LL, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
PTXAS = "/usr/local/cuda/bin/ptxas"
ENGINE = "ir"
VARIANT = ""   # "" or "opt": the input first optimized by spirv-opt -O (phis, fewer loads)
SM = 75        # the ptx legs' target
IR_RESULTS = {}  # (VARIANT, case) -> the ir leg's buffers, which the ptx legs must match


def f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def fbits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def launch_once(name, src, args, launch, engine, sm, tag=""):
    """One launch in one engine; the buffers as lists of element bit patterns."""
    if engine == "ir":
        # nvcgrun takes the frontend's options (--entry, --spec, --push, --uc-global) itself
        cmd = [NVCGRUN, "--engine=ir", src] + list(args) + launch
    else:
        ptx = os.path.join(OUT, "sem-%s%s%s-sm%d.ptx" % (VARIANT and VARIANT + "-", name, tag, sm))
        r = subprocess.run([SPV2LL, "--ptx", "--sm", str(sm)] + list(args) + ["-o", ptx, src], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("spv2ll --ptx: " + r.stderr.strip()[:300])
        if not os.path.exists(PTXAS):
            raise FileNotFoundError("ptxas (CUDA toolkit) is missing")
        r = subprocess.run([PTXAS, "-arch=sm_%d" % sm, ptx, "-o", os.devnull], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("ptxas -arch=sm_%d rejects %s: %s" % (sm, ptx, r.stderr.strip()[:300]))
        cmd = [NVCGRUN, "--engine=ptx", ptx] + launch
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if r.returncode:
        raise RuntimeError(os.path.basename(cmd[0]) + " --engine=" + engine + ": " + (r.stderr or r.stdout).strip()[:400])
    out, cur = [], None
    for line in r.stdout.splitlines():
        if line.startswith("buf ") or line.startswith("surf "):  # buffers, then surfaces
            cur = []
            out.append(cur)
        elif cur is not None and line.strip():
            cur.append(int(line.split()[-1], 16))
    return out


def first_difference(a, b):
    for k, (g, w) in enumerate(zip(a, b)):
        err = expect_eq(g, w, "buf %d" % k)
        if err:
            return err
    return None if len(a) == len(b) else "%d buffers, expected %d" % (len(a), len(b))


def run(name, spv, args, kernel, grid, block, bufs, extra=()):
    """Translates and runs in the current leg's engine; returns a list of lists of element
    bit patterns per buffer. A ptx leg's results must equal the ir leg's bit for bit; where
    they do not, the difference must come from floating-point contraction alone (SPIR-V
    lets fmul+fadd become one fma, which nvcg's code generator does and the IR interpreter
    does not): both engines then run the module translated with --no-contract and must
    agree exactly."""
    src = os.path.join(OUT, spv)
    if VARIANT == "opt":
        opt = os.path.join(OUT, "opt-" + spv)
        r = subprocess.run(["spirv-opt", "-O", src, "-o", opt], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("spirv-opt: " + r.stderr.strip()[:300])
        src = opt
    launch = ["--kernel", kernel, "--grid", grid, "--block", block, "--dump"] + list(bufs) + list(extra)
    out = launch_once(name, src, args, launch, ENGINE, SM)
    if ENGINE == "ir":
        IR_RESULTS[(VARIANT, name)] = out
        return out
    ref = IR_RESULTS.get((VARIANT, name))
    if ref is None:
        raise RuntimeError("the ir leg has no results to compare with")
    diff = first_difference(out, ref)
    if diff:
        nc = list(args) + ["--no-contract"]
        diff_nc = first_difference(launch_once(name, src, nc, launch, "ptx", SM, "-nocontract"),
                                   launch_once(name, src, nc, launch, "ir", SM))
        if diff_nc:
            raise RuntimeError("ptx engine vs ir engine, even with --no-contract: " + diff_nc)
    return out


def expect_eq(got, want, what):
    for i, (g, w) in enumerate(zip(got, want)):
        if g != w:
            return "%s[%d] = %d (0x%x), expected %d (0x%x)" % (what, i, g, g, w, w)
    if len(got) < len(want):
        return "%s has %d elements, expected %d" % (what, len(got), len(want))
    return None


def expect_close(got, want, what, rel=1e-5, absolute=1e-6):
    for i, (g, w) in enumerate(zip(got, want)):
        gv = f32(g)
        if not (abs(gv - w) <= absolute + rel * abs(w)) and not (math.isnan(gv) and math.isnan(w)):
            return "%s[%d] = %r, expected %r" % (what, i, gv, w)
    return None


# ---- the cases ----

def t_reduce():
    n, scale = 1000, 2.0
    push = (fbits(scale) << 32) | n
    # the push-constant block {uint n; float scale;}, as nvcgrun's push: argument and, the
    # same 8 bytes, as one i64
    b = run("reduce", "reduce.comp.spv", [], "main", "4", "256",
            ["buf:f32:1024:iota", "buf:f32:4:zero", "push:i32:%d,f32:%r" % (n, scale)])
    b2 = run("reduce-i64", "reduce.comp.spv", [], "main", "4", "256",
             ["buf:f32:1024:iota", "buf:f32:4:zero", "i64:0x%x" % push])
    if b2 != b:
        return "push:i32:%d,f32:%r and i64:0x%x give different results" % (n, scale, push)
    want = [scale * sum(i for i in range(256 * k, 256 * k + 256) if i < n) for k in range(4)]
    return expect_close(b[1], want, "sums")


def t_reduce_pushbuf():
    # --push buffer: the block is a buffer; const:V puts V in n and scale's bits alike
    b = run("reduce-pushbuf", "reduce.comp.spv", ["--push", "buffer"], "main", "2", "256",
            ["buf:f32:512:const:1.0", "buf:f32:2:zero", "buf:i32:2:const:0x40000000"])
    # n = 0x40000000 (all in range), scale = 2.0
    return expect_close(b[1], [512.0, 512.0], "sums")


def t_reduce_table():
    return None  # the table of buffer addresses needs an address argument form in nvcgrun


def warp_model(xs, active, op, kind, cluster=32):
    """Reference results for one warp: xs per lane, active lanes set."""
    res = {}
    for l in active:
        if kind == "reduce":
            base = l - l % cluster
            vals = [xs[j] for j in active if base <= j < base + cluster]
        elif kind == "incl":
            vals = [xs[j] for j in active if j <= l]
        else:
            vals = [xs[j] for j in active if j < l]
        acc = {"add": 0, "mul": 1, "max": 0, "min": 0xFFFFFFFF}[op]
        for v in vals:
            acc = {"add": lambda a, b: (a + b) & 0xFFFFFFFF, "mul": lambda a, b: (a * b) & 0xFFFFFFFF,
                   "max": max, "min": min}[op](acc, v)
        res[l] = acc
    return res


def t_subgroups():
    n = 64
    b = run("sg", "sg_semantics.comp.spv", [], "main", "1", str(n), ["buf:i32:%d:const:0x7fffffff" % (16 * n)])
    o = b[0]
    want = [0x7FFFFFFF] * (16 * n)
    for w0 in range(0, n, 32):
        lanes = list(range(32))
        xs = [((w0 + l) * 7 + 3) & 0xFFFFFFFF for l in lanes]
        part = [l for l in lanes if l % 3 != 0]
        r_add = warp_model(xs, lanes, "add", "reduce")
        r_inc = warp_model(xs, lanes, "add", "incl")
        r_exc = warp_model(xs, lanes, "add", "excl")
        r_max = warp_model([x ^ 5 for x in xs], lanes, "max", "reduce")
        r_c8 = warp_model(xs, lanes, "add", "reduce", 8)
        ballot = sum(1 << l for l in lanes if xs[l] & 2)
        p_add = warp_model(xs, part, "add", "reduce")
        p_inc = warp_model(xs, part, "add", "incl")
        p_exc = warp_model(xs, part, "add", "excl")
        p_min = warp_model(xs, part, "min", "reduce")
        p_mul = warp_model([x & 3 for x in xs], part, "mul", "incl")
        p_ballot = sum(1 << l for l in part)
        for l in lanes:
            b0 = 16 * (w0 + l)
            want[b0 + 0] = r_add[l]
            want[b0 + 1] = r_inc[l]
            want[b0 + 2] = r_exc[l]
            want[b0 + 3] = r_max[l]
            want[b0 + 4] = r_c8[l]
            want[b0 + 5] = xs[l ^ 3]
            want[b0 + 6] = ballot
            want[b0 + 7] = xs[0] + (1000 if l == 0 else 0)
            if l in part:
                want[b0 + 8] = p_add[l]
                want[b0 + 9] = p_inc[l]
                want[b0 + 10] = p_exc[l]
                want[b0 + 11] = p_min[l]
                want[b0 + 12] = p_ballot
                want[b0 + 13] = xs[part[0]] + (1000 if l == part[0] else 0)
                want[b0 + 14] = p_mul[l]
                want[b0 + 15] = int(all(xs[j] > 2 for j in part)) + 2 * int(any(xs[j] == 10 for j in part))
    return expect_eq(o, want, "out")


def splitmix_floats(seed, n, p=24):
    """nvcgrun's rand:SEED for a float type of precision p (runner.h)."""
    out, state = [], seed
    for _ in range(n):
        state = (state + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        z ^= z >> 31
        out.append((z >> (64 - p)) * 2.0 ** -(p - 1) - 1.0)
    return out


def r32(x):
    """x rounded to float32."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def t_layout():
    b = run("layout", "layout.comp.spv", [], "main", "1", "32",
            ["buf:f32:48:iota", "buf:f32:128:iota", "buf:f32:128:zero"])
    u = lambda off: off / 4.0  # noqa: E731  iota floats: the float at byte off is off/4
    v = [u(48), u(52), u(56)]
    col = [[u(80 + 16 * c + 4 * r) for r in range(3)] for c in range(3)]
    r1 = [u(128 + 16 * r + 4 * 1) for r in range(3)]  # column 1 of the row-major mat2x3
    m = [sum(col[c][r] * v[c] for c in range(3)) + r1[r] * u(32) for r in range(3)]
    want_sb, want_o = [], []
    for i in range(32):
        p = [4 * i, 4 * i + 1, 4 * i + 2]
        w = 4 * i + 3 + u(60) + u(76)
        want_sb += p + [w]
        want_o += [m[0] + p[0], m[1] + p[1], m[2] + p[2], u(68)]
    return expect_close(b[1], want_sb, "sb") or expect_close(b[2], want_o, "o")


def t_atomics():
    b = run("atomics", "atomics.comp.spv", [], "main", "1", "64", ["buf:i32:5:zero"])
    c = b[0]
    if c[0] != 64 + 128:
        return "counter = %d, expected 192" % c[0]
    if c[1] != (-5 & 0xFFFFFFFF) or c[2] != 63:
        return "min/max = %d/%d, expected -5/63" % (c[1], c[2])
    return None


def s32(x):
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def t_control():
    n = 64
    b = run("control", "control.comp.spv", [], "main", "2", "32", ["buf:i32:%d:iota" % n])
    want = []
    for i in range(n):
        x = i
        acc = 0
        for k in range(x):
            if k == 7:
                continue
            if acc > 1000:
                break
            acc += k
        sw = x & 7
        if sw == 0:
            acc = s32(acc + 1)
        if sw in (0, 1):
            acc = s32(acc * 2)
        elif sw == 5:
            acc -= 3
        else:
            acc = ~acc
        j = 0
        while (j < 4 and (acc & 1) == 0) or j == 0:
            acc >>= 1
            j += 1
        while True:
            acc ^= j
            j -= 1
            if not j > 0:
                break
        a = int(acc / 3) if acc >= 0 else -int(-acc / 3)  # OpSDiv truncates
        rem = acc % 3  # glslang's % is OpSMod: the sign of the divisor
        want.append((a + rem) & 0xFFFFFFFF)
    return expect_eq(b[0], want, "v")


def t_private():
    b = run("private", "private.comp.spv", [], "main", "2", "32", ["buf:f32:64:iota"])
    table = [1.0, 0.5, 0.25, 0.125]
    want = [r32(r32(6.0 * i) * 2.0) + table[i & 3] for i in range(64)]
    return expect_close(b[0], want, "v")


def t_arraylength():
    b = run("arraylength", "arraylength.comp.spv", [], "main", "2", "64",
            ["buf:f32:104:iota", "buf:f32:51:zero", "buf:f32:4:const:2.0", "i64:416", "i64:204"])
    o = b[1]
    if o[0] != 100:
        return "n = %d, expected 100" % o[0]
    for j in range(50):
        got = f32(o[1 + j])
        if got not in (2.0 * (4 + j), 2.0 * (4 + j + 50)):
            return "ys[%d] = %r" % (j, got)
    return None


def t_spec(which):
    args = [] if which == "default" else ["--spec", "1=8", "--spec", "2=2", "--spec", "5=false", "--spec", "6=0.25", "--spec", "7=-3"]
    block = "1" if which == "default" else "8,2"
    b = run("spec-" + which, "spec.comp.spv", args, "main", "1", block, ["buf:f32:2048:iota"])
    o = b[0]
    if which == "default":
        return expect_close(o[:1], [0.0 * 2.0 + 21.0 + 1.0], "v")
    want = {}
    for y in range(2):
        for x in range(8):
            i = x + y * 1024
            want[i] = i + (-5.0) + 8.0
    for i, w in want.items():
        if f32(o[i]) != w:
            return "v[%d] = %r, expected %r" % (i, f32(o[i]), w)
    return None


def t_tiling(which):
    n = 64 if which == "default" else 32
    args = [] if which == "default" else ["--spec", "0=32"]
    b = run("tiling-" + which, "tiling.comp.spv", args, "main", "%d,%d" % (n // 16, n // 16), "16,16",
            ["buf:f32:%d:iota" % (n * n), "buf:f32:%d:iota" % (n * n), "buf:f32:%d:zero" % (n * n)])
    want = []
    for r in range(n):
        for c in range(n):
            want.append(float(sum((r * n + k) * (k * n + c) for k in range(n))))
    return expect_close(b[2], want, "c", rel=1e-5)


def t_math():
    groups = 2
    n = 64 * groups
    xs = [r32(x) for x in splitmix_floats(7, n)]
    b = run("math", "math_sem.comp.spv", [], "main", str(groups), "64", ["buf:f32:%d:rand:7" % n, "buf:f32:%d:zero" % (32 * n)])
    o = b[1]
    half = lambda z: struct.unpack("<e", struct.pack("<e", z))[0]  # noqa: E731
    rows = []
    for i in range(n):
        v = r32(xs[i] * 50.0)
        a = r32(v * 0.01)
        p = r32(abs(v) + 0.5)
        q = [v, a, p]
        ln = math.sqrt(sum(t * t for t in q))
        fr, ex = math.frexp(v * 1000.0) if v != 0 else (0.0, 0)
        ip = math.trunc(v * 0.37)
        rows.append([
            (math.sin(v), 4e-6, 0), (math.cos(v), 4e-6, 0), (math.tan(a), 1e-6, 1e-5),
            (math.exp(a * 10.0), 0, 2e-6 * (1 + abs(a * 10))), (2.0 ** (a * 10.0), 0, 1e-6),
            (math.log(p), 3e-6, 2e-6), (math.log2(p), 3e-6, 2e-6), (p ** 1.5, 0, 1e-5),
            (math.sqrt(p), 0, 2e-7), (1 / math.sqrt(p), 0, 5e-7),
            (math.asin(max(-1, min(1, a))), 1e-6, 0), (math.acos(max(-1, min(1, a))), 1e-6, 0),
            (math.atan(v), 1e-6, 0), (math.atan2(v, a - 0.3), 2e-6, 0),
            (math.sinh(a), 1e-7, 1e-5), (math.cosh(a), 0, 1e-5), (math.tanh(a * 3.0), 2e-6, 0),
            (math.asinh(v), 1e-5, 1e-5), (math.acosh(p + 1.0), 1e-5, 1e-5),
            (math.atanh(max(-0.99, min(0.99, a))), 1e-5, 1e-5),
            ((v * 0.37) - math.floor(v * 0.37), 1e-5, 0),
            (math.floor(v * 0.37) + math.ceil(v * 0.21) + math.trunc(v * 0.13) + round(v * 0.5), 1e-5, 0),
            ((v > 0) - (v < 0) + abs(v), 1e-6, 1e-6),
            (min(max((v + 10) / 20, 0), 1) ** 2 * (3 - 2 * min(max((v + 10) / 20, 0), 1)) + (1.0 if v >= 0 else 0.0) +
             v * 0.75 + a * 0.25, 1e-5, 1e-5),
            (fr + ex * 10.0, 1e-5, 1e-6), (math.ldexp(v, i % 11 - 5), 0, 1e-7),
            (v * a + 1.0 + min(v, a) + max(v, a) + max(-3, min(3, v)), 1e-5, 1e-5),
            (ln + math.sqrt((v - 1) ** 2 + (a - 1) ** 2 + (p - 1) ** 2) + ln * ln + a / ln + (v * 2 - a * 1), 1e-4, 1e-5),
            ((v * 0.37 - ip) + ip, 1e-5, 1e-6),
            (half(v) + round(max(0, min(1, a)) * 255) / 255.0, 2e-3 * (1 + abs(v)), 0),
        ])
    for k in range(len(rows[0])):
        for i in range(n):
            want, ab, rel = rows[i][k]
            got = f32(o[n * k + i])
            if not (abs(got - want) <= ab + rel * abs(want)):
                return "row %d, x = %r: got %r, expected %r" % (k, xs[i] * 50.0, got, want)
    return None


def t_cl_axpy():
    b = run("cl-axpy", "cl_sem.cl.spv", ["--uc-global", "--entry", "axpy"], "axpy", "2", "64",
            ["buf:f32:128:iota", "buf:f32:128:const:2.0", "buf:f32:1:const:3.0", "i32:100"])
    want = [3.0 * 2.0 + i if i < 100 else float(i) for i in range(128)]
    return expect_close(b[0], want, "y")


def t_cl_lscan():
    b = run("cl-lscan", "cl_sem.cl.spv", ["--entry", "lscan"], "lscan", "2", "64", ["buf:i32:128:iota"])
    want = []
    for g in range(2):
        acc = 0
        for l in range(64):
            acc += 64 * g + l
            want.append(acc)
    return expect_eq(b[0], want, "data")


def t_cl_ints():
    n = 64
    b = run("cl-ints", "cl_sem.cl.spv", ["--entry", "ints"], "ints", "1", str(n), ["buf:i32:%d:iota" % n, "buf:i32:%d:zero" % n])
    wu, ws = [], []
    M = 0xFFFFFFFF
    for i in range(n):
        a = (i * 2654435761) & M
        bb = i + 1
        x, y = s32(a), bb - 40
        rot = ((a << (bb % 32)) | (a >> (32 - bb % 32))) & M if bb % 32 else a
        clz = 32 - a.bit_length()
        u = ((a * bb) >> 32) + rot + clz + bin(a).count("1") + min(a + 0xF0000000, M) + ((a + bb) >> 1) + abs(x - y)
        wu.append(u & M)
        mh = (x * y) >> 32
        sub = max(-2**31, min(2**31 - 1, x - y))
        q = int(x / 5)
        r = x - 7 * int(x / 7)
        s = mh + sub + max(-1000, min(1000, x)) + (x >> 3) + r + q + ((1 << 16) | i)
        ws.append(s & M)
    return expect_eq(b[0], wu, "u") or expect_eq(b[1], ws, "s")


def t_cl_misc():
    n = 64
    xs = [r32(x) for x in splitmix_floats(3, n + 3 * 64)]
    b = run("cl-misc", "cl_sem.cl.spv", ["--entry", "misc"], "misc", "1", str(n),
            ["buf:f32:%d:rand:3" % (n + 3 * 64), "buf:f32:%d:zero" % (8 * n + 4 * n), "buf:i32:%d:zero" % n,
             "buf:f16:%d:zero" % n])
    o, io = b[1], b[2]
    half = lambda z: struct.unpack("<e", struct.pack("<e", z))[0]  # noqa: E731
    for i in range(n):
        v = r32(xs[i] * 4.0)
        sat = max(-2**31, min(2**31 - 1, int(r32(v * 1e9)))) if abs(v * 1e9) < 2**40 else (2**31 - 1 if v > 0 else -2**31)
        rows = [
            (math.sin(v) + 2 * math.cos(v), 1e-5, 0),
            (-abs(v) if False else math.copysign(abs(v), -v), 0, 0),
            (1.0 if i & 1 else v, 0, 0),
            (math.atan(v) / math.pi + math.acos(max(-1, min(1, v))) / math.pi + math.asin(max(-1, min(1, v * 0.5))) / math.pi, 2e-6, 0),
            (1 / (v + 5.0) + math.acosh(abs(v) + 1.0) + math.tan(math.pi * v * 0.1), 1e-5, 1e-5),
            (float(sat) + float(max(0, min(255, int(r32(v * 100.0))))), 0, 1e-6),
            (half(v) + float(math.frexp(v + 9.0)[1] - 1), 0, 1e-6),
        ]
        for k, (want, ab, rel) in enumerate(rows):
            got = f32(o[8 * i + k])
            if not (abs(got - want) <= ab + rel * abs(want)):
                return "o[%d] (row %d, v = %r) = %r, expected %r" % (8 * i + k, k, v, got, want)
        for j in range(4):
            want = r32(xs[4 * i + j] * 2.0)
            if f32(o[8 * 64 + 4 * i + j]) != want:
                return "vstore4[%d] = %r, expected %r" % (4 * i + j, f32(o[8 * 64 + 4 * i + j]), want)
        m = [i, -i, 7, -7]
        sv = [(5 + k) if m[k] < 0 else (1 + k) for k in range(4)]
        want = (sv[0] + 10 * sv[1] + 100 * sv[2] + 1000 * sv[3] + 10000) & 0xFFFFFFFF
        if io[i] != want:
            return "io[%d] = %d, expected %d" % (i, io[i], want)
    return None


def t_desc_array():
    b = run("desc-array", "desc_array.comp.spv", [], "main", "1", "32",
            ["buf:f32:32:zero", "buf:f32:32:const:1.0", "buf:f32:40:const:2.0", "buf:f32:48:const:3.0", "buf:i32:3:zero",
             "i64:128", "i64:128", "i64:160", "i64:192", "i64:12"])
    want = [1.0 + 10.0 * (1.0, 2.0, 3.0)[i % 3] for i in range(32)]
    err = expect_close(b[0], want, "o")
    if err:
        return err
    if b[4] != [32, 40, 48]:
        return "lengths %r, expected [32, 40, 48]" % b[4]
    if any(f32(x) != 1.0 for x in b[3][:32]):
        return "bufs[2] was not overwritten with 1.0"
    return None


def t_prefix_sum():
    n = 1000
    b = run("prefix-sum", "prefix_sum.comp.spv", [], "main", "4", "256", ["buf:i32:1024:iota", "i32:%d" % n])
    want = []
    for blk in range(4):
        acc = 0
        for l in range(256):
            g = 256 * blk + l
            acc += g if g < n else 0
            want.append(acc if g < n else g)
    return expect_eq(b[0], want, "d")


def t_bitonic():
    b = run("bitonic", "bitonic.comp.spv", [], "main", "2", "256", ["buf:i32:1024:rand:11"])
    # the input: rand:11 integers are the low 32 bits of splitmix64 draws
    vals, state = [], 11
    for _ in range(1024):
        state = (state + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        vals.append((z ^ (z >> 31)) & 0xFFFFFFFF)
    want = sorted(vals[:512]) + sorted(vals[512:])
    return expect_eq(b[0], want, "keys")


def t_cl_mandel():
    w, h = 32, 16
    b = run("cl-mandel", "cl_sem.cl.spv", ["--entry", "mandel"], "mandel", "2,2", "16,8",
            ["buf:i32:%d:zero" % (w * h), "i32:%d" % w, "i32:%d" % h])
    want = []
    for y in range(h):
        for x in range(w):
            cr = r32(-2.0 + r32(r32(3.0 * x) / w))
            ci = r32(-1.5 + r32(r32(3.0 * y) / h))
            zr = zi = 0.0
            it = 0
            while it < 64 and r32(r32(zr * zr) + r32(zi * zi)) <= 4.0:
                tt = r32(r32(r32(zr * zr) - r32(zi * zi)) + cr)
                zi = r32(r32(r32(2.0 * zr) * zi) + ci)
                zr = tt
                it += 1
            want.append(it)
    return expect_eq(b[0], want, "out")


def t_image_rmw():
    """image_rmw.comp: an r32f and an rgba8 storage image, both initialised by iota."""
    b = run("image-rmw", "image_rmw.comp.spv", [], "main", "2,2", "4,4",
            ["buf:i32:68:zero", "surf:r32f:8x8:iota", "surf:rgba8:8x8:iota"])
    if b[0][:4] != [8, 8, 8, 8]:
        return "imageSize gave %r, expected 8x8 twice" % b[0][:4]
    # first[i] = r + g + b + a of texel i: the iota value plus the missing channels 0, 0, 1
    err = expect_eq(b[0][4:68], [fbits(i + 1.0) for i in range(64)], "first")
    # r32f: 2 * T + x
    err = err or expect_eq(b[1], [fbits(2.0 * i + i % 8) for i in range(64)], "img")
    # rgba8 (unorm): each byte c becomes round-to-even(f32(f32(c / 255) * 0.5) * 255)
    err = err or expect_eq(b[2], [round(r32(r32((k & 255) / 255.0) * 0.5 * 255.0)) for k in range(256)], "img8")
    return err


def t_image_sample():
    """image_sample.comp: an 8x8 r32f texture of iota, linear filter, clamp, normalized."""
    from fractions import Fraction as Fr
    b = run("image-sample", "image_sample.comp.spv", [], "main", "1", "8,8",
            ["tex:r32f:8x8:iota:filter=linear:address=clamp:coords=normalized", "buf:f32:195:zero", "buf:f32:256:zero",
             "push:f32:0.0"])
    o = b[0]
    if o[:3] != [8, 8, 1]:
        return "textureSize and textureQueryLevels gave %r, expected (8, 8, 1)" % o[:3]
    T = lambda x, y: Fr(min(y, 7) * 8 + min(x, 7))
    want = []
    for i in range(64):
        x, y = i % 8, i // 8
        # a quarter texel past the centre: weights 3/4 and 1/4 (exact in 8-bit fixed point)
        v = (Fr(9, 16) * T(x, y) + Fr(3, 16) * T(x + 1, y) + Fr(3, 16) * T(x, y + 1) + Fr(1, 16) * T(x + 1, y + 1))
        want.append(fbits(float(v)))
    err = expect_eq(o[3:67], [fbits(float(i)) for i in range(64)], "fetched")
    err = err or expect_eq(o[67:131], want, "lerped")
    # sampled at the texel centre, plus the alpha of an r32f texture (1)
    err = err or expect_eq(o[131:195], [fbits(i + 1.0) for i in range(64)], "lod")
    # textureGather: (i, j+1) (i+1, j+1) (i+1, j) (i, j), clamped at the edge
    gw = []
    for i in range(64):
        x, y = i % 8, i // 8
        gw += [fbits(float(T(x + dx, y + dy))) for dx, dy in ((0, 1), (1, 1), (1, 0), (0, 0))]
    return err or expect_eq(b[1], gw, "gathered")


def t_image_dims():
    """image_dims.comp: 1D, 3D and 2D-array storage images and a 2D-array texture, iota."""
    b = run("image-dims", "image_dims.comp.spv", [], "main", "1", "16",
            ["surf:r32i:16:iota", "surf:rgba32ui:4x2x2:iota", "surf:r32f:4x2:iota:layers=2",
             "tex:r32f:4x2:iota:layers=2:coords=normalized", "buf:i32:62:zero", "surf:r32ui:8:iota:layers=2"])
    err = expect_eq(b[0], [(-3 * i) & 0xFFFFFFFF for i in range(16)], "img1")
    # texel i of the rgba32ui image holds 4i .. 4i+3; the store adds (i, 1, 2, 3)
    err = err or expect_eq(b[1], [4 * i + c + (i if c == 0 else c) for i in range(16) for c in range(4)], "img3")
    err = err or expect_eq(b[2], [fbits(0.5 * i) for i in range(16)], "imga")
    o = b[3]
    err = err or expect_eq(o[:12], [16, 4, 2, 2, 4, 2, 2, 4, 2, 2, 8, 2], "sizes")
    err = err or expect_eq(b[4], [i + (i // 8) * 100 for i in range(16)], "img1a")
    # fetch, sample at the centres (layer + 0.4 rounds to the layer), with gradients
    for k, what in ((12, "f"), (28, "l"), (44, "g")):
        err = err or expect_eq(o[k:k + 16], [fbits(float(i)) for i in range(16)], what)
    # layers -0.7 and 5.0 clamp to 0 and 1: texel (0, 0) of each
    return err or expect_eq(o[60:62], [fbits(0.0), fbits(8.0)], "clamped")


def t_image_formats():
    """image_formats.comp: conversions of six formats, 1D images of 256 texels by iota."""
    b = run("image-formats", "image_formats.comp.spv", [], "main", "1", "256",
            ["surf:r16f:256:iota", "surf:rg16f:256:iota", "surf:r8:256:iota", "surf:r8i:256:iota",
             "surf:r8ui:256:iota", "surf:rg32f:256:iota", "buf:i32:768:zero"])
    hbits = lambda x: struct.unpack("<H", struct.pack("<e", x))[0]
    err = expect_eq(b[0], [hbits(i * 0.5 + 0.25) for i in range(256)], "r16f")
    err = err or expect_eq(b[1], [hbits(-float(2 * i + 1 - c)) for i in range(256) for c in range(2)], "rg16f")
    # unorm8: read c / 255 (f32), write round-to-even(f32(f32(1 - read) * 255))
    err = err or expect_eq(b[2], [round(r32(r32(1.0 - r32(i / 255.0)) * 255.0)) for i in range(256)], "r8")
    err = err or expect_eq(b[3], [255 - i for i in range(256)], "r8i")   # the low byte of -s - 1
    err = err or expect_eq(b[4], [(i + 200) & 255 for i in range(256)], "r8ui")
    err = err or expect_eq(b[5], [fbits(v) for i in range(256) for v in (2.0 * i * (2 * i + 1), -1.0)], "rg32f")
    o = b[6]
    err = err or expect_eq(o[:256], [fbits(r32(i / 255.0)) for i in range(256)], "unorm_read")
    err = err or expect_eq(o[256:512], [(i if i < 128 else i - 256) & 0xFFFFFFFF for i in range(256)], "sint_read")
    return err or expect_eq(o[512:768], list(range(256)), "uint_read")


def t_image_array():
    """image_array.comp: sampler2D texs[3] (iota, 7, 2), image2D outs[2], pick = 1."""
    img = "tex:r32f:8x8:%s:coords=normalized"
    b = run("image-array", "image_array.comp.spv", [], "main", "1", "8,8",
            [img % "iota", img % "const:7.0", img % "const:2.0", "surf:r32f:8x8:zero", "surf:r32f:8x8:zero", "push:i32:1"])
    # outs[1] = a + 100 b + 10000 c = i + 70200; then outs[(x + y) & 1] = that + 1
    w0 = [fbits(i + 70201.0) if (i % 8 + i // 8) % 2 == 0 else 0 for i in range(64)]
    w1 = [fbits(i + 70200.0 + (i % 8 + i // 8) % 2) for i in range(64)]
    return expect_eq(b[0], w0, "outs[0]") or expect_eq(b[1], w1, "outs[1]")


def t_image_sobel():
    """image_sobel.comp: 20x12 iota texture (the grid covers 24x16: bounds checked)."""
    W, H = 20, 12
    b = run("image-sobel", "image_sobel.comp.spv", [], "main", "3,2", "8,8",
            ["tex:r32f:%dx%d:iota:coords=normalized" % (W, H), "surf:r32f:%dx%d:zero" % (W, H)])
    T = lambda x, y: min(max(y, 0), H - 1) * W + min(max(x, 0), W - 1)
    want = []
    for y in range(H):
        for x in range(W):
            gx = T(x + 1, y - 1) + 2 * T(x + 1, y) + T(x + 1, y + 1) - T(x - 1, y - 1) - 2 * T(x - 1, y) - T(x - 1, y + 1)
            gy = T(x - 1, y + 1) + 2 * T(x, y + 1) + T(x + 1, y + 1) - T(x - 1, y - 1) - 2 * T(x, y - 1) - T(x + 1, y - 1)
            want.append(fbits(r32(math.sqrt(gx * gx + gy * gy))))
    err = expect_eq(b[0], want, "dst")
    # random texels (64x40): no closed form here, but the ptx legs must equal the ir leg
    # (exactly, or with --no-contract where fma contraction rounds differently)
    r = run("image-sobel-rand", "image_sobel.comp.spv", [], "main", "8,5", "8,8",
            ["tex:r32f:64x40:rand:7:coords=normalized", "surf:r32f:64x40:zero"])
    return err or (None if len(r[0]) == 64 * 40 else "%d pixels, expected %d" % (len(r[0]), 64 * 40))


def t_image_separate():
    """image_separate.comp: texture2D t with samplers lin (linear) and pt (point)."""
    from fractions import Fraction as Fr
    img = "tex:r32f:8x8:iota:address=clamp:coords=normalized"
    b = run("image-separate", "image_separate.comp.spv", [], "main", "1", "8,8",
            [img, img + ":filter=linear", img, "buf:f32:192:zero"])
    o = b[0]
    T = lambda x, y: Fr(min(y, 7) * 8 + min(x, 7))
    lerp = [fbits(float(Fr(9, 16) * T(i % 8, i // 8) + Fr(3, 16) * T(i % 8 + 1, i // 8) +
                        Fr(3, 16) * T(i % 8, i // 8 + 1) + Fr(1, 16) * T(i % 8 + 1, i // 8 + 1))) for i in range(64)]
    err = expect_eq(o[:64], lerp, "linear")
    err = err or expect_eq(o[64:128], [fbits(float(i)) for i in range(64)], "point")
    return err or expect_eq(o[128:192], [fbits(float(i)) for i in range(64)], "fetch")


def t_image_cube():
    """image_cube.comp: samplerCube (rgba32f 8x8, 4 levels, linear, mip linear) and
    samplerCubeArray (rgba8 4x4, 3 cubes, 3 levels, linear, mip point) on rand: texels, 64
    rand: directions and levels; every word against the texture oracle's model."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "texture"))
    import oracle as O
    from fractions import Fraction as Fr
    copts = {"cube": 1, "levels": 4, "filter": "linear", "mipfilter": "linear"}
    aopts = {"cube": 1, "layers": 3, "levels": 3, "filter": "linear"}
    cube, cubes = O.Image("rgba32f", 8, 8, 61, copts), O.Image("rgba8", 4, 4, 62, aopts)
    b = run("image-cube", "image_cube.comp.spv", [], "main", "1", "64",
            [O.image_arg("rgba32f", "8x8", 61, copts), O.image_arg("rgba8", "4x4", 62, aopts), "buf:f32:256:rand:63",
             "buf:f32:772:zero"])
    g = O.splitmix(63)
    dirs = [O.rand_f(next(g), 24) for _ in range(256)]
    base, lod, arr = [], [], []
    for i in range(64):
        d = [O.f32(c * 3) for c in dirs[4 * i:4 * i + 3]]
        lv = O.f32(dirs[4 * i + 3] * 4)
        face, s, t = O.cube_face(*d)
        b0 = O.mip_sample(cube, [s, t], 0.0, face)
        base += b0
        lod += [fbits(O.f32(Fr(f32(x)) + Fr(f32(y)))) for x, y in zip(O.mip_sample(cube, [s, t], lv, face), b0)]
        idx = min(round(max((i % 9) * 0.5 - 0.5, 0.0)), 2)
        arr += O.mip_sample(cubes, [s, t], lv, face + 6 * idx)
    o = b[1]
    err = expect_eq(o[0:256], base, "base")
    err = err or expect_eq(o[256:512], lod, "lod")
    err = err or expect_eq(o[512:768], arr, "arr")
    return err or expect_eq(o[768:772], [8, 8, 3, 4], "size")


def t_image_cube_grad():
    """image_cube_grad.comp: textureGrad on samplerCube (rgba32f 8x8, 4 levels, linear, mip
    linear) and samplerCubeArray (rgba8 4x4, 3 cubes, 3 levels, linear, mip point),
    textureGather on both and on a sampler2DArray (rgba16f 5x4, 3 layers, wrap); every
    word against the texture oracle's model."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "texture"))
    import oracle as O
    copts = {"cube": 1, "levels": 4, "filter": "linear", "mipfilter": "linear"}
    aopts = {"cube": 1, "layers": 3, "levels": 3, "filter": "linear"}
    lopts = {"coords": "normalized", "layers": 3, "address": "wrap"}
    cube, cubes = O.Image("rgba32f", 8, 8, 64, copts), O.Image("rgba8", 4, 4, 65, aopts)
    lay = O.Image("rgba16f", 5, 4, 66, lopts)
    b = run("image-cube-grad", "image_cube_grad.comp.spv", [], "main", "1", "64",
            [O.image_arg("rgba32f", "8x8", 64, copts), O.image_arg("rgba8", "4x4", 65, aopts),
             O.image_arg("rgba16f", "5x4", 66, lopts), "buf:f32:768:rand:67", "buf:f32:1280:zero"])
    g = O.splitmix(67)
    v = [O.rand_f(next(g), 24) for _ in range(768)]
    grad, agrad, gc, gca, g2a = [], [], [], [], []
    for i in range(64):
        d = [O.f32(c * 3) for c in v[12 * i:12 * i + 3]]
        dx, dy = [float(c) for c in v[12 * i + 4:12 * i + 7]], [float(c) for c in v[12 * i + 8:12 * i + 11]]
        li = min(max(i % 4 - 1, 0), 2)
        face, s, t = O.cube_face(*d)
        grad += O.mip_sample(cube, [s, t], O.cube_grad_lod(cube, face, d, dx, dy), face)
        agrad += O.mip_sample(cubes, [s, t], O.cube_grad_lod(cubes, face, d, dx, dy), face + 6 * li)
        gc += O.gather(cube, [s, t], face, 1)
        gca += O.gather(cubes, [s, t], face + 6 * li, 3)
        g2a += O.gather(lay, [float(v[12 * i]), float(v[12 * i + 1])], li, 0)
    o = b[1]  # the buffers (textures are not dumped)
    err = expect_eq(o[0:256], grad, "grad")
    err = err or expect_eq(o[256:512], agrad, "agrad")
    err = err or expect_eq(o[512:768], gc, "gather cube")
    err = err or expect_eq(o[768:1024], gca, "gather cube array")
    return err or expect_eq(o[1024:1280], g2a, "gather 2d array")


def cl_store_p(kind, u):
    """One 32-bit value (bits) of a formatted store as an image channel: OpenCL's
    conversion rules, nvcgrun's documented model (tools/nvcgrun/texture.h)."""
    if kind == "unorm8":
        f = f32(u)
        f = 0.0 if f != f else min(max(f, 0.0), 1.0)
        return round(f * 255.0)  # exact in double; round() ties to even
    if kind == "f16":
        f = f32(u)
        if f != f:
            return (u >> 31) << 15 | 0x7E00
        if abs(f) >= 65520.0:  # rounds to infinity (struct refuses it)
            return 0xFC00 if f < 0 else 0x7C00
        return struct.unpack("<H", struct.pack("<e", f))[0]
    s = u - (1 << 32) if u >> 31 else u
    if kind == "s8":
        return min(max(s, -128), 127) & 0xFF
    if kind == "u8":
        return min(u, 255)
    return u


def t_cl_image_write():
    """cl_image_write.cl: write_image{f,i,ui,h} to 2D, 1D-array and 3D surfaces of several
    formats (one kernel, any format: the texture unit converts), sizes by suq."""
    err = None
    for fmt, chans, kind in (("rgba8", 4, "unorm8"), ("rg8", 2, "unorm8"), ("rgba16f", 4, "f16"), ("r16f", 1, "f16"),
                             ("rgba32f", 4, "f32")):
        b = run("cl-image-wf-" + fmt, "cl_image_write.cl.spv", ["--entry", "wf"], "wf", "1", "8,4",
                ["surf:%s:8x4:zero" % fmt, "buf:f32:128:rand:71", "buf:i32:1:zero"])
        want = []
        for i in range(32):
            v = [fbits(r32(f32(w) * 2.0 - 0.5)) for w in b[1][4 * i:4 * i + 4]]
            want += [cl_store_p(kind, v[k]) for k in range(chans)]
        err = err or expect_eq(b[0], want, "wf " + fmt) or expect_eq(b[2], [804], "wf sizes")
        b = run("cl-image-wedge-" + fmt, "cl_image_write.cl.spv", ["--entry", "wedge"], "wedge", "1", "1",
                ["surf:%s:2x1:rand:74" % fmt])
        # OpenCL C's NAN is clang's 0x7fffffff
        v = [0x7FFFFFFF, 0xFF800000, fbits(65520.0), fbits(1.0 + 2.0 ** -11),
             0x80000000, fbits(2.0 ** -25), fbits(3 * 2.0 ** -26), fbits(1.0 + 3 * 2.0 ** -11)]
        err = err or expect_eq(b[0], [cl_store_p(kind, v[4 * i + k]) for i in range(2) for k in range(chans)], "wedge " + fmt)
        # write_imageh: the channels rounded to f16 (nearest even), widened exactly to f32,
        # then stored as write_imagef stores them
        b = run("cl-image-wh-" + fmt, "cl_image_write.cl.spv", ["--entry", "wh"], "wh", "1", "8,4",
                ["surf:%s:8x4:zero" % fmt, "buf:f32:128:rand:75"])
        want = []
        for i in range(32):
            h = [struct.unpack("<e", struct.pack("<e", r32(f32(w) * 2.0 - 0.5)))[0] for w in b[1][4 * i:4 * i + 4]]
            want += [cl_store_p(kind, fbits(h[k])) for k in range(chans)]
        err = err or expect_eq(b[0], want, "wh " + fmt)
    for fmt, chans, kind in (("r8i", 1, "s8"), ("rgba32i", 4, "s32")):
        b = run("cl-image-wi-" + fmt, "cl_image_write.cl.spv", ["--entry", "wi"], "wi", "1", "9,2",
                ["surf:%s:8:zero:layers=2" % fmt, "buf:i32:18:rand:72"])
        want = []
        for l in range(2):
            for x in range(8):
                u = b[1][l * 9 + x]
                v = (u - (1 << 32) if u >> 31 else u) >> 22
                want += [cl_store_p(kind, c & 0xFFFFFFFF) for c in (v, -v, 2 * v, v - 1)[:chans]]
        err = err or expect_eq(b[0], want, "wi " + fmt)
    for fmt, chans, kind in (("r8ui", 1, "u8"), ("rgba8ui", 4, "u8"), ("r32ui", 1, "u32")):
        b = run("cl-image-wu-" + fmt, "cl_image_write.cl.spv", ["--entry", "wu"], "wu", "1", "4,3,2",
                ["surf:%s:4x3x2:zero" % fmt, "buf:i32:24:rand:73", "buf:i32:1:zero"])
        want = []
        for i in range(24):
            v = b[1][i] >> 20
            want += [cl_store_p(kind, c) for c in (v, v >> 4, 300, 7)[:chans]]
        err = err or expect_eq(b[0], want, "wu " + fmt) or expect_eq(b[2], [2], "wu depth")
    return err


def t_cl_image():
    """cl_image.cl: OpenCL read_only images as texture objects, literal and argument samplers."""
    from fractions import Fraction as Fr
    b = run("cl-image-lit", "cl_image.cl.spv", ["--entry", "lit"], "lit", "1", "8,8",
            ["tex:r32f:8x8:iota", "buf:f32:256:zero"])
    # sampled at the centres (nearest, unnormalized), read without a sampler, sampled with
    # integer coordinates: texel (x, y) = y * 8 + x each; sizes 8 * 100 + 8 * 10 + 8 + 8
    want = []
    for i in range(64):
        want += [fbits(float(i))] * 3 + [fbits(896.0)]
    err = expect_eq(b[0], want, "lit")
    # the sampler argument's state is the texture object's: linear, normalized, clamp to
    # edge; a quarter texel past each centre weighs 3/4 and 1/4 (exact in 8-bit fixed point)
    b = run("cl-image-arg", "cl_image.cl.spv", ["--entry", "arg"], "arg", "1", "8,8",
            ["tex:r32f:8x8:iota:filter=linear:address=clamp:coords=normalized", "i64:0", "buf:f32:64:zero"])
    T = lambda x, y: Fr(min(y, 7) * 8 + min(x, 7))
    lerp = [fbits(float(Fr(9, 16) * T(i % 8, i // 8) + Fr(3, 16) * T(i % 8 + 1, i // 8) +
                        Fr(3, 16) * T(i % 8, i // 8 + 1) + Fr(1, 16) * T(i % 8 + 1, i // 8 + 1))) for i in range(64)]
    err = err or expect_eq(b[0], lerp, "arg")
    # r32i 4x2 array of 2 layers: texel (x, y, l) = 8 l + 4 y + x, read at (x, x / 2, 1);
    # the r32ui 1D image: x; sizes 2 * 100 + 4
    b = run("cl-image-arr", "cl_image.cl.spv", ["--entry", "arr"], "arr", "1", "4",
            ["tex:r32i:4x2:iota:layers=2", "tex:r32ui:4:iota", "buf:i32:8:zero"])
    want = []
    for x in range(4):
        want += [8 + 4 * (x // 2) + 2 * x, 204]
    err = err or expect_eq(b[0], want, "arr")
    # image1d_buffer_t: a 12-texel rgba32ui iota buffer (texel x holds 4x .. 4x + 3)
    b = run("cl-image-tb", "cl_image.cl.spv", ["--entry", "tb"], "tb", "1", "12",
            ["tex:rgba32ui:12:iota", "buf:i32:24:zero"])
    want = []
    for x in range(12):
        want += [4 * x + (4 * x + 3) * 1000, 12]
    return err or expect_eq(b[0], want, "tb")


CASES = [("cl-image", t_cl_image), ("cl-image-write", t_cl_image_write), ("image-cube", t_image_cube), ("image-cube-grad", t_image_cube_grad), ("image-rmw", t_image_rmw), ("image-sample", t_image_sample), ("image-dims", t_image_dims),
         ("image-formats", t_image_formats), ("image-separate", t_image_separate), ("image-array", t_image_array), ("image-sobel", t_image_sobel), ("bitonic", t_bitonic), ("cl-mandel", t_cl_mandel), ("prefix-sum", t_prefix_sum), ("desc-array", t_desc_array), ("cl-misc", t_cl_misc), ("reduce", t_reduce), ("reduce-pushbuf", t_reduce_pushbuf), ("subgroups", t_subgroups),
         ("layout", t_layout), ("atomics", t_atomics), ("control", t_control), ("private", t_private),
         ("arraylength", t_arraylength), ("spec-default", lambda: t_spec("default")),
         ("spec-override", lambda: t_spec("override")), ("tiling", lambda: t_tiling("default")),
         ("tiling-spec", lambda: t_tiling("spec")), ("math", t_math), ("cl-axpy", t_cl_axpy),
         ("cl-lscan", t_cl_lscan), ("cl-ints", t_cl_ints)]


def main():
    global ENGINE, VARIANT, SM
    have_opt = subprocess.run(["sh", "-c", "command -v spirv-opt"], capture_output=True).returncode == 0
    legs = [("ir", "", 0), ("ir", "opt", 0), ("ptx", "", 75), ("ptx", "", 80), ("ptx", "", 90), ("ptx", "opt", 75)]
    for engine, variant, sm in legs:
        ENGINE, VARIANT, SM = engine, variant, sm
        tag = "semantic-" + ("ptx-" if engine == "ptx" else "") + ("sm%d-" % sm if sm > 75 else "") + (variant + "-" if variant else "")
        if variant == "opt" and not have_opt:
            print("SKIP: %s* (spirv-opt, from spirv-tools)" % tag)
            continue
        for name, fn in CASES:
            try:
                err = fn()
            except FileNotFoundError as e:
                print("SKIP: %s%s (%s)" % (tag, name, e))
                continue
            except Exception as e:  # noqa: BLE001
                print("FAIL: %s%s (%s)" % (tag, name, str(e)[:400]))
                continue
            print("PASS: %s%s" % (tag, name) if err is None else "FAIL: %s%s (%s)" % (tag, name, err))


main()
