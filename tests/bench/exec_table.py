#!/usr/bin/env python3
"""`make bench` part for the IR optimiser: executed PTX instructions and memory-access
shape of nvcg's PTX against libNVVM's, per corpus kernel launch.

    exec_table.py [--sm 86] [--opt O3|O0] [--only NAME] [--base NVCGC]

For the first manifest line of every kernel (tests/corpus/manifest.txt), nvcg's PTX
(build/nvcgc -O2) and libNVVM's (build/nvvmc -O3 on the LLVM 7 dialect, as
codegen_table.py makes it) run on the PTX emulator (build/nvcgrun --engine=ptx --stats)
with the manifest's launch; the table gives the instructions each executed. --base
adds a column for another nvcgc (e.g. one built from main) on the same launches. Per
file: .local bytes (the depots), the share of loads and stores addressed [reg+imm] and
the number of vector (.v2/.v4) loads and stores. Geometric means are over the launches
both sides ran. Figures are for reading, not pass/fail.
"""
import argparse, math, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
MEM = re.compile(r"^\s*(?:@%p\d+ )?(ld|st)\.(?!param)[\w.]*\s+[^;]*\[([^\]]+)\]")


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600)


def executed(ptx, kernel, grid, block, shared, args):
    cmd = [os.path.join(B, "nvcgrun"), "--engine=ptx", ptx, "--kernel", kernel, "--grid", grid, "--block", block, "--stats"]
    if shared != "0":
        cmd += ["--shared", shared]
    r = run(cmd + args)
    m = re.search(r"nvcgrun: (\d+) instructions", r.stderr + r.stdout)
    return int(m.group(1)) if r.returncode == 0 and m else None


def shape(ptx):
    """.local bytes, [reg+imm] accesses, all accesses, vector accesses."""
    local = imm = total = vec = 0
    for line in open(ptx):
        m = re.search(r"\.local \.align \d+ \.b8\s+__local_depot\d+\[(\d+)\]", line)
        if m:
            local += int(m.group(1))
        m = MEM.match(line)
        if m:
            total += 1
            if re.search(r"\+-?\d+$", m.group(2).strip()):
                imm += 1
            if ".v2." in line or ".v4." in line:
                vec += 1
    return local, imm, total, vec


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=86)
    ap.add_argument("--opt", default="O3")
    ap.add_argument("--only")
    ap.add_argument("--base", help="another nvcgc to compare with")
    ap.add_argument("--nvvm-fma", type=int, choices=(0, 1), default=1,
                    help="libNVVM's -fma option: 1 (its default) fuses a*b+c that the IR does not mark "
                         "contractable, as nvcg does not; 0 compares like with like")
    a = ap.parse_args()
    launches, seen = [], set()
    for line in open(os.path.join(ROOT, "tests/corpus/manifest.txt")):
        f = line.split()
        if not f or f[0].startswith("#") or (f[0], f[1]) in seen:
            continue
        seen.add((f[0], f[1]))
        if a.only and a.only not in f[0]:
            continue
        launches.append(f)
    tmp = tempfile.mkdtemp(prefix="exec_table.")
    ptxs = {}
    rows, r_nvvm, r_base = [], [], []
    shapes = {"nvcg": [0, 0, 0, 0], "nvvm": [0, 0, 0, 0], "base": [0, 0, 0, 0]}
    print("corpus %s inputs, sm_%d: executed PTX instructions (nvcgrun --engine=ptx --stats), first launch per kernel;"
          " libNVVM -fma=%d" % (a.opt, a.sm, a.nvvm_fma))
    print("%-34s %10s %10s %10s %7s" % ("kernel", "nvcg", "libNVVM", "base", "n/v"))
    for f in launches:
        src, kern, grid, block, shared, minsm, flags = f[:7]
        args = f[7:]
        name = src[:-3]
        ll = os.path.join(ROOT, "tests/corpus/ll", "%s.%s.ll" % (name, a.opt))
        sm = max(a.sm, int(minsm))
        if name not in ptxs:
            out = {}
            p = os.path.join(tmp, name + ".nvcg.ptx")
            out["nvcg"] = p if run([os.path.join(B, "nvcgc"), "-O2", "-mcpu=sm_%d" % sm, ll, "-o", p]).returncode == 0 else None
            if a.base:
                p = os.path.join(tmp, name + ".base.ptx")
                out["base"] = p if run([a.base, "-O2", "-mcpu=sm_%d" % sm, ll, "-o", p]).returncode == 0 else None
            n7 = os.path.join(tmp, name + ".nvvm7.ll")
            p = os.path.join(tmp, name + ".nvvm.ptx")
            ok = run([sys.executable, os.path.join(ROOT, "tests/corpus/to_nvvm7.py"), ll, "-o", n7]).returncode == 0
            ok = ok and run([os.path.join(B, "nvvmc"), "-arch=compute_%d" % sm, "-O3", "-fma=%d" % a.nvvm_fma, n7, "-o", p]).returncode == 0
            out["nvvm"] = p if ok else None
            for k, v in out.items():
                if v:
                    s = shape(v)
                    for i in range(4):
                        shapes[k][i] += s[i]
            ptxs[name] = out
        out = ptxs[name]
        e = {k: (executed(v, kern, grid, block, shared, args) if v else None) for k, v in out.items()}
        ratio = ""
        if e.get("nvcg") and e.get("nvvm"):
            r_nvvm.append(e["nvcg"] / e["nvvm"])
            ratio = "%.2f" % (e["nvcg"] / e["nvvm"])
        if e.get("nvcg") and e.get("base"):
            r_base.append(e["nvcg"] / e["base"])
        print("%-34s %10s %10s %10s %7s" % ((name + "/" + kern)[:34], e.get("nvcg") or "-", e.get("nvvm") or "-",
                                          e.get("base") or "-", ratio))
    print("geomean executed instructions nvcg/libNVVM = %.3f over %d launches" % (geomean(r_nvvm), len(r_nvvm)))
    if a.base:
        print("geomean executed instructions nvcg/base = %.3f over %d launches" % (geomean(r_base), len(r_base)))
    for k in ("nvcg", "base", "nvvm"):
        l, i, t, v = shapes[k]
        if t:
            print("%-6s .local bytes %6d, [reg+imm] %5d of %5d loads/stores (%.0f%%), vector loads/stores %d"
                  % (k, l, i, t, 100.0 * i / t, v))


if __name__ == "__main__":
    main()
