#!/usr/bin/env python3
"""`make bench` part for the machine outliner (issue 16): for every corpus kernel file
(tests/corpus/ll/*.O3.ll) and for modules built to have repeats (tests/lit/mir_outliner.ll:
kernels sharing a hash sequence; generated here: `shared` -- eight kernels into which one
48-instruction device function was inlined, `unrolled` -- a kernel whose loop body the
unroller copies eight times), with enable-machine-outliner 0 (off), 1 and 2 (one rerun,
threshold 1), at -O3 for one target:
  ptx     PTX instructions (body lines that are instructions: no directives, labels, braces)
  bytes   PTX text bytes
  helpers OUTLINED_FUNCTION_* made
  sass    SASS instructions after ptxas -O3 (the .text sections of the cubin / 16 bytes)
  sassNU  the same with ptxas's loop unrolling off (`.pragma "nounroll";` in every loop
          header): a call in a loop body stops ptxas from unrolling that loop even though
          it inlines the helper afterwards, which is most of the SASS the outliner seems to
          save (int8_dot: 400 -> 104 with it, 128 -> 104 without unrolling)
  regs    the most registers ptxas gives one function (ptxas -v)
  ptxas   ptxas wall time (best of 3, ms)
  exec    PTX instructions executed by the PTX emulator (nvcgrun --stats) over the
          manifest's launches (the repeat modules: their own launches)
  outl    time of the machine_outliner pass (--time-passes, ms)
Per input one line per mode; totals at the end.

    outliner_figures.py [--sm 86] [--only NAME] [--repeats-only]
"""
import argparse, os, re, struct, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
sys.path.insert(0, os.path.join(ROOT, "tests"))
import testlib  # noqa: E402

MODES = [0, 1, 2]


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def ptx_insts(text):
    n = 0
    for line in text.splitlines():
        if not line.startswith("\t") or len(line) < 2:
            continue
        c = line[1]
        if c in ".{}/" or line.startswith("\t//"):
            continue
        n += 1
    return n


def no_unroll(text):
    """The PTX with `.pragma "nounroll";` after every label some later branch jumps back to."""
    lines = text.split("\n")
    out = []
    for i, line in enumerate(lines):
        out.append(line)
        m = re.match(r"^(\$L__BB\d+_\d+):$", line)
        if not m:
            continue
        for later in lines[i + 1:]:
            if later.startswith("}"):
                break
            if re.search(r"\bbra(\.uni)?\s+%s;" % re.escape(m.group(1)), later):
                out.append('\t.pragma "nounroll";')
                break
    return "\n".join(out)


def cubin_text_bytes(path):
    """Sum of the sizes of the ELF sections named .text.* (64-bit little-endian ELF)."""
    data = open(path, "rb").read()
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def sec(i):
        return struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
    stroff = sec(shstrndx)[4]
    total = 0
    for i in range(shnum):
        name_off, _, _, _, _, size = sec(i)[:6]
        end = data.index(b"\0", stroff + name_off)
        if data[stroff + name_off:end].startswith(b".text."):
            total += size
    return total


def gen_shared():
    """Eight kernels into which one 48-instruction device function is inlined."""
    body = []
    prev = "%a"
    for k in range(16):
        body.append("  %%m%d = mul i32 %s, %d" % (k, prev, 2654435761 % (1 << 31) - k * 7919))
        body.append("  %%s%d = lshr i32 %%m%d, %d" % (k, k, 7 + k % 9))
        body.append("  %%x%d = xor i32 %%s%d, %%b" % (k, k))
        prev = "%%x%d" % k
    fn = ("define internal i32 @mix(i32 %%a, i32 %%b) alwaysinline {\n%s\n  ret i32 %s\n}\n" % ("\n".join(body), prev))
    kernels = []
    for k in range(8):
        kernels.append("""define ptx_kernel void @k%d(ptr addrspace(1) %%p, i32 %%a, i32 %%b) {
  %%t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %%u = add i32 %%t, %d
  %%aa = xor i32 %%a, %%u
  %%r = call i32 @mix(i32 %%aa, i32 %%b)
  %%q = getelementptr i32, ptr addrspace(1) %%p, i32 %%t
  store i32 %%r, ptr addrspace(1) %%q
  ret void
}
""" % (k, k * 3 + 1))
    launches = [("k%d" % k, "1", "64", "0", ["buf:i32:64:zero", "i32:%d" % (k + 5), "i32:77"]) for k in range(8)]
    return ('target triple = "nvptx64-nvidia-cuda"\n\n' + fn + "\n" + "\n".join(kernels) +
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"), launches


def gen_unrolled():
    """A kernel whose constant-trip loop body (a hash step on a running value) is unrolled."""
    text = """target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @unrolled(ptr addrspace(1) %p, i32 %seed) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %h0 = xor i32 %seed, %t
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ %h0, %entry ], [ %h.next, %loop ]
  %a = mul i32 %h, 747796405
  %b = add i32 %a, -1403630843
  %c = lshr i32 %b, 13
  %d = xor i32 %c, %b
  %e = mul i32 %d, 277803737
  %f = lshr i32 %e, 22
  %g = xor i32 %f, %e
  %k = shl i32 %g, 5
  %l = sub i32 %k, %g
  %h.next = xor i32 %l, %i
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %h.next, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""
    return text, [("unrolled", "1", "64", "0", ["buf:i32:64:zero", "i32:1234"])]


def measure(ll, launches, sm, mode, tmp, tag):
    ptx = os.path.join(tmp, "%s.m%d.ptx" % (tag, mode))
    cmd = [os.path.join(B, "nvcgc"), "-O3", "-mcpu=sm_%d" % sm, "--time-passes",
           "--knob", "enable-machine-outliner=%d" % mode, "--knob", "machine-outliner-reruns=1", ll, "-o", ptx]
    r = run(cmd)
    if r.returncode:
        return None
    m = re.search(r"time: machine_outliner ([0-9.]+) ms", r.stderr)
    text = open(ptx).read()
    res = {"ptx": ptx_insts(text), "bytes": len(text), "helpers": len(re.findall(r"^\.func .*OUTLINED_FUNCTION_", text, re.M)),
           "outl": float(m.group(1)) if m else 0.0}
    cubin = ptx + ".cubin"
    best = None
    for _ in range(3):
        t0 = time.time()
        p = run(["/usr/local/cuda/bin/ptxas", "-O3", "-v", "-arch=sm_%d" % sm, ptx, "-o", cubin])
        dt = (time.time() - t0) * 1000
        best = dt if best is None else min(best, dt)
    if p.returncode:
        return None
    res["ptxas"] = best
    res["regs"] = max([int(x) for x in re.findall(r"Used (\d+) registers", p.stdout + p.stderr)] or [0])
    res["sass"] = cubin_text_bytes(cubin) // 16
    nu = ptx + ".nounroll.ptx"
    open(nu, "w").write(no_unroll(text))
    p = run(["/usr/local/cuda/bin/ptxas", "-O3", "-arch=sm_%d" % sm, nu, "-o", cubin])
    res["sassNU"] = cubin_text_bytes(cubin) // 16 if p.returncode == 0 else 0
    ex = 0
    for kern, grid, block, shared, args in launches:
        rc, out, err = testlib.nvcgrun(ptx, "ptx", kern, grid, block, shared, args, stats=True)
        m = re.search(r"(\d+) instructions", out + err)
        if rc or not m:
            ex = None
            break
        ex += int(m.group(1))
    res["exec"] = ex
    return res


COLS = ["ptx", "bytes", "helpers", "sass", "sassNU", "regs", "ptxas", "exec", "outl"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=86)
    ap.add_argument("--only")
    ap.add_argument("--repeats-only", action="store_true")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="outliner-bench-")
    inputs = []
    # the modules built to have repeats
    shared, sl = gen_shared()
    unrolled, ul = gen_unrolled()
    for name, text, launches in (("rep:shared", shared, sl), ("rep:unrolled", unrolled, ul)):
        path = os.path.join(tmp, name.split(":")[1] + ".ll")
        open(path, "w").write(text)
        inputs.append((name, path, launches))
    lit_launches = [("k1", "2", "64", "0", ["buf:i32:128:zero", "i32:12345", "i32:-77", "i32:5"]),
                    ("k2", "2", "64", "0", ["buf:i32:128:zero", "i32:3", "i32:99", "i32:-1"]),
                    ("k3", "1", "96", "0", ["buf:i32:96:zero", "i32:7", "i32:8", "i32:9"]),
                    ("k5", "1", "64", "0", ["buf:i32:64:zero", "i32:41", "i32:42"])]
    inputs.append(("rep:lit", os.path.join(ROOT, "tests", "lit", "mir_outliner.ll"), lit_launches))
    if not a.repeats_only:
        cdir, lines = testlib.manifest_lines()
        files = {}
        for _, f in lines:
            if int(f[5]) <= a.sm:
                files.setdefault(f[0], []).append((f[1], f[2], f[3], f[4], f[7:]))
        for name in sorted(files):
            inputs.append((name[:-3], os.path.join(cdir, "ll", name[:-3] + ".O3.ll"), files[name]))
    print("%-22s %4s %7s %8s %7s %6s %6s %5s %8s %11s %7s" % ("input", "mode", "ptx", "bytes", "helpers", "sass", "sassNU",
                                                               "regs", "ptxas ms", "exec", "outl ms"))
    totals = {(g, m): dict((c, 0) for c in COLS) for g in ("rep", "corpus") for m in MODES}
    for name, path, launches in inputs:
        if a.only and a.only not in name:
            continue
        rows = {m: measure(path, launches, a.sm, m, tmp, name.replace(":", "_")) for m in MODES}
        if any(v is None for v in rows.values()):
            print("%-22s (did not compile or assemble)" % name)
            continue
        group = "rep" if name.startswith("rep:") else "corpus"
        for m in MODES:
            r = rows[m]
            print("%-22s %4d %7d %8d %7d %6d %6d %5d %8.1f %11s %7.2f" % (name, m, r["ptx"], r["bytes"], r["helpers"], r["sass"],
                                                                          r["sassNU"], r["regs"], r["ptxas"],
                                                                          r["exec"] if r["exec"] is not None else "-", r["outl"]))
            for c in COLS:
                totals[(group, m)][c] += (r[c] or 0) if c != "regs" else r[c]
    print("totals (regs: sum of the per-module maximum)")
    for g in ("rep", "corpus"):
        for m in MODES:
            t = totals[(g, m)]
            print("%-22s %4d %7d %8d %7d %6d %6d %5d %8.1f %11d %7.2f" % ("TOTAL " + g, m, t["ptx"], t["bytes"], t["helpers"], t["sass"],
                                                                          t["sassNU"], t["regs"], t["ptxas"], t["exec"], t["outl"]))


main()
