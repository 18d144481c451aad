#!/usr/bin/env python3
"""`make bench-gpu`: kernel times on a real GPU, nvcg's PTX against libNVVM's and llc's.

    gpu_bench.py prepare --dir D [--sm 90]    compile every kernel three ways (needs nvvmc, llc-14)
    gpu_bench.py run --dir D [--reps 20]      time them on the GPU (needs only nvcgrun and a driver)
    gpu_bench.py [--sm 90] [--reps 20]        both, in a temporary folder

The launches are tests/bench/gpu_manifest.txt's (corpus kernels at sizes a GPU takes tens of
microseconds to milliseconds for). `prepare` writes, per kernel file, nvcg's PTX (build/nvcgc
-O3), libNVVM's (build/nvvmc -O3 on the LLVM 7 dialect, as exec_table.py makes it) twice --
with -fma=0, which keeps the IR's meaning (the corpus IR is clang's -ffp-contract=off: no
fmul/fadd may fuse), and with libNVVM's default -fma=1, which fuses them as nvcc does -- and llc-14's
(-O3, sm_86 and PTX 7.5, the newest llc 14 knows; the driver JIT-compiles it for the GPU), and
ptxas's registers, spill bytes and SASS instructions for each at sm_SM (codegen_table.py's
ptxas_figures). The two steps are apart because the GPU machine need not have libNVVM or
LLVM 14: the PTX travels in D.

`run` launches each kernel once per compiler on the cuda engine (build/nvcgrun --engine=cuda
--time N: the checked launch, then N timed back-to-back launches) and prints the mean time per
launch, nvcg's time over libNVVM's and llc's, and whether the buffers agree with libNVVM's
(per-buffer FNV-1a hashes, against libNVVM -fma=0; kernels flagged `approx` may differ in
the last bits and are marked so). Geometric means are over the launches that every compared compiler ran. Figures
are for reading, not pass/fail; correctness on the GPU is `make test-gpu`'s job."""
import argparse, math, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from codegen_table import ptxas_figures  # noqa: E402  {kernel: (registers, spill bytes, SASS)}

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
WHO = ("nvcg", "nvvm", "nvvmfma", "llc")


def run(cmd, timeout=900):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)


def launches():
    out = []
    for line in open(os.path.join(ROOT, "tests/bench/gpu_manifest.txt")):
        f = line.split()
        if f and not f[0].startswith("#"):
            out.append(f)
    return out


def prepare(d, sm):
    os.makedirs(d, exist_ok=True)
    llc = shutil.which("llc-14")
    figs = open(os.path.join(d, "ptxas.txt"), "w")
    for src in sorted({f[0] for f in launches()}):
        name = src[:-3]
        ll = os.path.join(ROOT, "tests/corpus/ll", name + ".O3.ll")
        p = os.path.join(d, name + ".nvcg.ptx")
        if run([os.path.join(B, "nvcgc"), "-O3", "-mcpu=sm_%d" % sm, ll, "-o", p]).returncode:
            print("prepare: nvcgc failed on %s" % ll)
        n7 = os.path.join(d, name + ".nvvm7.ll")
        ok = run([sys.executable, os.path.join(ROOT, "tests/corpus/to_nvvm7.py"), ll, "-o", n7]).returncode == 0
        for w, extra in (("nvvm", ["-fma=0"]), ("nvvmfma", [])):
            p = os.path.join(d, "%s.%s.ptx" % (name, w))
            if not ok or run([os.path.join(B, "nvvmc"), "-arch=compute_%d" % sm, "-O3"] + extra + [n7, "-o", p]).returncode:
                print("prepare: libNVVM (%s) failed on %s" % (w, ll))
        if os.path.exists(n7):
            os.remove(n7)
        p = os.path.join(d, name + ".llc.ptx")
        if not llc or run([llc, "-march=nvptx64", "-mcpu=sm_86", "-mattr=+ptx75", "-O3", ll, "-o", p]).returncode:
            print("prepare: llc-14 failed on %s" % ll)
        for w in WHO:
            p = os.path.join(d, "%s.%s.ptx" % (name, w))
            if os.path.exists(p):
                f = ptxas_figures(p, sm)
                for k, v in sorted(f.items() if isinstance(f, dict) else []):
                    figs.write("%s %s %d/%d/%d\n" % ((k, w) + tuple(v)))
    figs.close()


def timed(ptx, f, reps):
    src, kern, grid, block, shared = f[:5]
    cmd = [os.path.join(B, "nvcgrun"), "--engine=cuda", ptx, "--kernel", kern, "--grid", grid, "--block", block,
           "--time", str(reps)] + (["--shared", shared] if shared != "0" else []) + f[7:]
    r = run(cmd)
    m = re.search(r"kernel time ([\d.]+) us", r.stderr)
    if r.returncode or not m:
        return None, (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[0][:120]
    return float(m.group(1)), re.findall(r"fnv1a64=([0-9a-f]+)", r.stdout)


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def run_all(d, reps):
    figs = {}
    if os.path.exists(os.path.join(d, "ptxas.txt")):
        for line in open(os.path.join(d, "ptxas.txt")):
            k, w, v = line.split()
            figs[(k, w)] = v
    print("%-28s %9s %9s %9s %9s %6s %6s %6s  %-6s %s" % (
        "kernel", "nvcg_us", "nvvm_us", "nvvmF_us", "llc_us", "n/v", "n/vF", "n/l", "agree",
        "regs/spillB/SASS nvcg nvvm nvvmF llc"))
    r_v, r_f, r_l, bad = [], [], [], 0
    for f in launches():
        name, kern, flags = f[0][:-3], f[1], f[6]
        t, h = {}, {}
        for w in WHO:
            p = os.path.join(d, "%s.%s.ptx" % (name, w))
            if os.path.exists(p):
                t[w], h[w] = timed(p, f, reps)
        agree = "-"
        if t.get("nvcg") is not None and t.get("nvvm") is not None:
            agree = "yes" if h["nvcg"] == h["nvvm"] else ("approx" if "approx" in flags.split(",") else "NO")
            bad += agree == "NO"
        cell = lambda w: ("%.1f" % t[w]) if t.get(w) is not None else "-"
        ratio = lambda w: t["nvcg"] / t[w] if t.get("nvcg") and t.get(w) else None
        nv, nf, nl = ratio("nvvm"), ratio("nvvmfma"), ratio("llc")
        for r, acc in ((nv, r_v), (nf, r_f), (nl, r_l)):
            if r:
                acc.append(r)
        print("%-28s %9s %9s %9s %9s %6s %6s %6s  %-6s %s" % (
            (name + "/" + kern)[:28], cell("nvcg"), cell("nvvm"), cell("nvvmfma"), cell("llc"),
            *["%.2f" % r if r else "-" for r in (nv, nf, nl)], agree, " ".join(figs.get((kern, w), "-") for w in WHO)))
        for w in WHO:
            if w in t and t[w] is None:
                print("    %s: %s" % (w, h[w]))
    print("geomean kernel time nvcg/libNVVM(-fma=0) = %.3f over %d launches; nvcg/libNVVM(default -fma=1) = %.3f "
          "over %d; nvcg/llc = %.3f over %d" % (geomean(r_v), len(r_v), geomean(r_f), len(r_f), geomean(r_l), len(r_l)))
    print("buffers differing from libNVVM -fma=0's (non-approx kernels): %d" % bad)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("step", nargs="?", choices=("prepare", "run"))
    ap.add_argument("--dir")
    ap.add_argument("--sm", type=int, default=90)
    ap.add_argument("--reps", type=int, default=20)
    a = ap.parse_args()
    d = a.dir or tempfile.mkdtemp(prefix="gpu_bench.")
    if a.step in (None, "prepare"):
        prepare(d, a.sm)
    if a.step in (None, "run"):
        run_all(d, a.reps)
    if not a.dir:
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    main()
