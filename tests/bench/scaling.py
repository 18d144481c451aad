#!/usr/bin/env python3
"""Compile-time scaling of nvcgc: kernels of N instructions in one block and spread over
blocks of 10 (each block branches on a loaded condition to the next or through an extra
block, so the CFG survives simplification), and a dense switch of N cases
(tests/hostile/gen_switch.py: one brx.idx jump table; shape "switch-tree" compiles the same
switch with jump tables off, --knob max-jump-table-size=0, which gives a comparison tree of
about 2N blocks with many registers live across it), compiled at -O0 and -O2 for sm_75.

  scaling.py [--sizes 10000,100000,1000000] [--shapes one,many]   print a table (make bench)
             [--switch-sizes 1000,10000,100000]                   (shape "switch": N cases)
  scaling.py --check N --ratio R [--shape one|many|switch|switch-tree]
                                                                  exit 1 when -O2 takes more
                                                                  than R times -O0 on N
                                                                  instructions in one block
                                                                  (or N switch cases)
                                                                  (tests/suites/63-hostile.sh)
  scaling.py --growth N --limit G [--shape S] [--opt O]           exit 1 when -ON on size N
                                                                  takes more than G times
                                                                  size N/10 (linear: ~10)

Every pass's cost must grow linearly (or n log n) with the function: a quadratic pass
shows as a -O2/-O0 ratio that grows with N. Times are CPU seconds of the nvcgc process
(user + system), which a busy machine disturbs less than wall time."""
import argparse
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NVCGC = os.environ.get("NVCGC") or os.path.join(ROOT, "build", "nvcgc")  # NVCGC=...: another build
OPS = ["add", "mul", "xor", "sub", "and", "or", "shl", "lshr"]


def kernel(n, shape):
    """n arithmetic instructions over two loaded values; every 64th value is stored, so
    little is dead, and each operation uses recent values, so little folds."""
    out = ["define void @k(i32 addrspace(1)* %p, i32 addrspace(1)* %q, i1 addrspace(1)* %c) {",
           "entry:",
           "  %v0 = load volatile i32, i32 addrspace(1)* %p",
           "  %v1 = load volatile i32, i32 addrspace(1)* %q"]
    per_block = 10 if shape == "many" else n + 1
    block = 0
    for i in range(2, n + 2):
        if (i - 2) % per_block == 0 and i > 2:
            out.append("  %%cc%d = load volatile i1, i1 addrspace(1)* %%c" % block)
            out.append("  br i1 %%cc%d, label %%b%d, label %%s%d" % (block, block + 1, block + 1))
            out.append("s%d:" % (block + 1))
            out.append("  br label %%b%d" % (block + 1))
            out.append("b%d:" % (block + 1))
            block += 1
        op = OPS[i % len(OPS)]
        a, b = i - 1, i - 2 if i % 3 else max(0, i - 7)
        rhs = "%%v%d" % b if op not in ("shl", "lshr") else str(i % 31)
        out.append("  %%v%d = %s i32 %%v%d, %s" % (i, op, a, rhs))
        if i % 64 == 0:
            out.append("  store volatile i32 %%v%d, i32 addrspace(1)* %%q" % i)
    out.append("  store volatile i32 %%v%d, i32 addrspace(1)* %%q" % (n + 1))
    out.append("  ret void")
    out.append("}")
    return "\n".join(out) + "\n"


def cpu_time(args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=3600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.exit("nvcgc failed on %s: %s" % (" ".join(args), r.stderr.decode()[:300]))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def switch_kernel(n):
    gen = os.path.join(ROOT, "tests", "hostile", "gen_switch.py")
    return subprocess.run([sys.executable, gen, str(n), "dense"], stdout=subprocess.PIPE, check=True,
                          universal_newlines=True).stdout


def measure(tmp, n, shape, opt):
    path = os.path.join(tmp, "scale_%s_%d.ll" % ("switch" if shape.startswith("switch") else shape, n))
    if not os.path.exists(path):
        with open(path, "w") as f:
            f.write(switch_kernel(n) if shape.startswith("switch") else kernel(n, shape))
    knobs = ["--knob", "max-jump-table-size=0"] if shape == "switch-tree" else []
    return cpu_time([NVCGC, "-O%d" % opt, "-mcpu=sm_75"] + knobs + [path, "-o", os.devnull])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--shapes", default="one,many")
    ap.add_argument("--switch-sizes", default="1000,10000,100000")
    ap.add_argument("--shape", default="one", choices=["one", "many", "switch", "switch-tree"])
    ap.add_argument("--check", type=int)
    ap.add_argument("--ratio", type=float, default=6.0)
    ap.add_argument("--growth", type=int)
    ap.add_argument("--limit", type=float, default=25.0)
    ap.add_argument("--opt", type=int, default=2)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if a.growth:
            small = measure(tmp, a.growth // 10, a.shape, a.opt)
            big = measure(tmp, a.growth, a.shape, a.opt)
            growth = big / max(small, 1e-3)
            print("shape %s at -O%d: size %d %.2f s, size %d %.2f s CPU, growth %.1f (limit %.1f)"
                  % (a.shape, a.opt, a.growth // 10, small, a.growth, big, growth, a.limit))
            return 0 if growth <= a.limit else 1
        if a.check:
            t0 = measure(tmp, a.check, a.shape, 0)
            t2 = measure(tmp, a.check, a.shape, 2)
            ratio = t2 / max(t0, 1e-3)
            what = {"one": "instructions in one block", "many": "instructions in blocks of 10",
                    "switch": "cases of a dense switch (jump table)",
                    "switch-tree": "cases of a dense switch (comparison tree)"}[a.shape]
            print("%d %s: -O0 %.2f s, -O2 %.2f s CPU, ratio %.2f (limit %.1f)"
                  % (a.check, what, t0, t2, ratio, a.ratio))
            return 0 if ratio <= a.ratio else 1
        print("%-11s %9s %10s %10s %7s" % ("shape", "size", "-O0 s", "-O2 s", "O2/O0"))
        for shape in a.shapes.split(","):
            sizes = a.switch_sizes if shape.startswith("switch") else a.sizes
            for n in [int(x) for x in sizes.split(",")]:
                t0 = measure(tmp, n, shape, 0)
                t2 = measure(tmp, n, shape, 2)
                print("%-11s %9d %10.2f %10.2f %7.2f" % (shape, n, t0, t2, t2 / max(t0, 1e-3)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
