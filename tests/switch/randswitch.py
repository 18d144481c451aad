#!/usr/bin/env python3
"""Random switches, differential (issue 9, opt/lower_switch.c): each seed builds a kernel
whose threads switch over values read from a constant table -- every case value, its
neighbours, the type's extremes and random values -- on i8/i16/i32/i64, with dense runs
(brx.idx jump tables), sparse outliers (comparison trees), cases sharing destinations,
cases going straight to the join's phi and cases naming the default; every third seed a
switch of few destinations over a window of under 64 values (bit tests), at zero, at
negative values or at the type's edge. Each kernel is
compiled at -O0, at -O2 and at -O2 with jump tables off (--knob max-jump-table-size=0);
ptxas must accept the PTX (sm_75, or sm_90 for odd seeds), and the PTX emulator must give
the IR interpreter's buffer bit for bit. At least a third of the -O2 kernels must contain
a brx.idx, and a sixth a bit test (`shl` of 1), so that both are what is being tested.

  randswitch.py [--seeds 30] [--first 1] [--keep DIR]
Prints one PASS/FAIL line per kernel (tests/run.sh protocol)."""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
PTXAS = "/usr/local/cuda/bin/ptxas"
WAYS = [("O0", ["-O0"]), ("O2", ["-O2"]), ("tree", ["-O2", "--knob", "max-jump-table-size=0"])]


def gen(seed):
    r = random.Random(seed)
    bits = r.choice([8, 16, 32, 32, 64])
    lo_t, hi_t = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    cases = set()
    if seed % 3 == 0:  # bit tests: a window of fewer than 64 values, few destinations
        width = r.randint(8, 63)
        start = r.choice([0, r.randint(0, 40), r.randint(-100, -1), lo_t, hi_t - width, r.randint(-3000, 3000)])
        start = max(lo_t, min(start, hi_t - width))
        cases.update(r.sample(range(start, start + width + 1), r.randint(3, min(20, width))))
        for _ in range(r.randint(0, 2)):
            cases.add(r.randint(lo_t, hi_t))
        return finish(r, bits, lo_t, hi_t, sorted(cases), r.randint(1, 3), 0.0)
    for _ in range(r.randint(1, 4)):  # dense runs
        length = r.randint(4, 60)
        start = r.randint(max(lo_t, -3000), min(hi_t, 3000) - length) if bits > 8 else r.randint(lo_t, hi_t - length)
        if r.random() < 0.15:  # a run at the type's edge
            start = r.choice([lo_t, hi_t - length])
        p = r.choice([1.0, 1.0, 0.6, 0.3, 0.12])
        cases.update(v for v in range(start, start + length + 1) if r.random() < p)
    for _ in range(r.randint(0, 6)):  # sparse outliers
        cases.add(r.randint(lo_t, hi_t))
    return finish(r, bits, lo_t, hi_t, sorted(cases), r.randint(2, 8), 0.1)


def finish(r, bits, lo_t, hi_t, cases, ndest, to_join):
    dest = {}
    for v in cases:
        x = r.random()
        dest[v] = "join" if x < to_join else "def" if x < to_join + 0.05 else "d%d" % r.randrange(ndest)
    vals = set([lo_t, hi_t, 0, -1, 1])
    for v in cases:
        vals.update(w for w in (v - 1, v, v + 1) if lo_t <= w <= hi_t)
    vals.update(r.randint(lo_t, hi_t) for _ in range(16))
    vals = sorted(vals)
    r.shuffle(vals)
    vals = vals[:1024]
    n = (len(vals) + 31) // 32 * 32
    vals += vals[:n - len(vals)]
    ty = "i%d" % bits
    L = ["target triple = \"nvptx64-nvidia-cuda\"",
         "@vals = internal addrspace(1) constant [%d x i64] [%s]" % (n, ", ".join("i64 %d" % v for v in vals)),
         "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
         "define ptx_kernel void @k(ptr addrspace(1) %out) {",
         "entry:",
         "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
         "  %%pv = getelementptr inbounds [%d x i64], ptr addrspace(1) @vals, i32 0, i32 %%tid" % n,
         "  %v64 = load i64, ptr addrspace(1) %pv, align 8"]
    L.append("  %%x = trunc i64 %%v64 to %s" % ty if bits < 64 else "  %x = add i64 %v64, 0")
    L.append("  switch %s %%x, label %%def [" % ty)
    L += ["    %s %d, label %%%s" % (ty, v, dest[v]) for v in cases]
    L.append("  ]")
    ins = []
    for d in range(ndest):
        L += ["d%d:" % d, "  %%r%d = add i32 %%tid, %d" % (d, 1000 * (d + 1)), "  br label %join"]
        ins.append("[ %%r%d, %%d%d ]" % (d, d))
    L += ["def:", "  br label %join", "join:"]
    ins.append("[ -1, %def ]")
    ins += ["[ 7, %entry ]" for v in cases if dest[v] == "join"]
    L.append("  %res = phi i32 " + ", ".join(ins))
    L += ["  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid",
          "  store i32 %res, ptr addrspace(1) %po, align 4", "  ret void", "}"]
    return "\n".join(L) + "\n", n


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    return p.returncode, p.stdout.strip(), p.stderr.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=30)
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--keep")
    a = ap.parse_args()
    tables = bittests = 0
    with tempfile.TemporaryDirectory() as tmp:
        out = a.keep or tmp
        os.makedirs(out, exist_ok=True)
        for seed in range(a.first, a.first + a.seeds):
            text, n = gen(seed)
            ll = os.path.join(out, "sw%d.ll" % seed)
            with open(ll, "w") as f:
                f.write(text)
            args = ["--kernel", "k", "--grid", "1", "--block", str(n), "buf:i32:%d:zero" % n]
            rc, want, err = run([os.path.join(B, "nvcgrun"), "--engine=ir", ll] + args)
            why = "ir engine: %s" % (err or want)[:200] if rc or not want.startswith("buf 0:") else ""
            sm = "sm_90" if seed % 2 else "sm_75"
            for way, flags in WAYS:
                if why:
                    break
                ptx = os.path.join(out, "sw%d.%s.ptx" % (seed, way))
                rc, _, err = run([os.path.join(B, "nvcgc"), "-mcpu=" + sm, "--verify-each"] + flags + [ll, "-o", ptx])
                if rc:
                    why = "%s: nvcgc: %s" % (way, err[:200])
                    break
                text = open(ptx).read()
                has = "brx.idx" in text
                if way == "O2":
                    tables += has
                    bittests += re.search(r"shl\.b(32|64)\s+%r\w*\d+, 1,", text) is not None
                if way == "tree" and has:
                    why = "tree: brx.idx with jump tables off"
                    break
                if os.path.exists(PTXAS):
                    rc, _, err = run([PTXAS, "-arch=" + sm, ptx, "-o", os.devnull])
                    if rc:
                        why = "%s: ptxas: %s" % (way, err[:200])
                        break
                rc, got, err = run([os.path.join(B, "nvcgrun"), "--engine=ptx", ptx] + args)
                if got != want:
                    why = "%s: ptx engine %s, ir engine %s" % (way, (got or err)[:200], want)
            print("PASS: switch.rand%d" % seed if not why else "FAIL: switch.rand%d (%s)" % (seed, why), flush=True)
    ok = tables * 3 >= a.seeds
    print("%s: switch.rand_tables (%d of %d -O2 kernels have a brx.idx)" % ("PASS" if ok else "FAIL", tables, a.seeds))
    ok = bittests * 6 >= a.seeds
    print("%s: switch.rand_bittests (%d of %d -O2 kernels have a bit test)" % ("PASS" if ok else "FAIL", bittests, a.seeds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
