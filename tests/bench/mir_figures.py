#!/usr/bin/env python3
"""`make bench` part for the machine layer (issue 9): on every corpus kernel file
(tests/corpus/ll/*.O3.ll, clang -O3 IR) at sm_86, the PTX `mov` count and, over the
manifest's launches, the PTX instructions executed by the PTX emulator (nvcgrun --stats),
for nvcg as it is, nvcg with the machine layer's new passes off (the baseline: usedessa=0
and --disable-ldgxform), and libNVVM (-O3, through build/nvvmc) where it is installed.
Totals and the nvcg/libNVVM ratios are printed last.

    mir_figures.py [--sm 86] [--only NAME]
"""
import argparse, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
sys.path.insert(0, os.path.join(ROOT, "tests"))
import testlib  # noqa: E402

BASELINE = ["--knob", "usedessa=0", "--disable-ldgxform"]


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def movs(ptx):
    """Register-to-register moves (not immediates, special registers or symbols)."""
    return sum(1 for l in open(ptx) if re.match(r"\s+mov\.", l) and "%" in l.split(",", 1)[-1]
               and not re.search(r",\s*%(tid|ntid|ctaid|nctaid|laneid|warpid|clock|SP)", l))


def all_movs(ptx):
    return sum(1 for l in open(ptx) if re.match(r"\s+mov\.", l))


def executed(ptx, f):
    rc, out, err = testlib.nvcgrun(ptx, "ptx", f[1], f[2], f[3], f[4], f[7:], stats=True)
    m = re.search(r"(\d+) instructions", out + err)
    return int(m.group(1)) if rc == 0 and m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=86)
    ap.add_argument("--only")
    a = ap.parse_args()
    cdir, lines = testlib.manifest_lines(a.only)
    files = sorted({f[0][:-3] for _, f in lines})
    have_nvvm = os.path.exists(os.path.join(B, "nvvmc"))
    tot = {"nvcg": [0, 0, 0], "base": [0, 0, 0], "nvvm": [0, 0, 0]}
    both = [0, 0, 0, 0]  # movs nvcg, movs nvvm, exec nvcg, exec nvvm (where both ran)
    print("%-16s %8s %8s %8s   %12s %12s %12s" % ("file", "mov", "mov-base", "mov-nvvm", "exec", "exec-base",
                                                "exec-nvvm"))
    with tempfile.TemporaryDirectory() as tmp:
        for base in files:
            ll = os.path.join(cdir, "ll", base + ".O3.ll")
            ptx = {}
            for k, extra in (("nvcg", []), ("base", BASELINE)):
                p = os.path.join(tmp, "%s.%s.ptx" % (base, k))
                r = run([os.path.join(B, "nvcgc"), "-O3", "-mcpu=sm_%d" % a.sm] + extra + [ll, "-o", p])
                ptx[k] = p if r.returncode == 0 else None
            if have_nvvm:
                n7, p = os.path.join(tmp, base + ".nvvm7.ll"), os.path.join(tmp, base + ".nvvm.ptx")
                r = run([sys.executable, os.path.join(ROOT, "tests/corpus/to_nvvm7.py"), ll, "-o", n7])
                if r.returncode == 0:
                    r = run([os.path.join(B, "nvvmc"), "-arch=compute_%d" % a.sm, "-O3", n7, "-o", p])
                ptx["nvvm"] = p if r.returncode == 0 else None
            else:
                ptx["nvvm"] = None
            mv = {k: movs(p) if p else None for k, p in ptx.items()}
            for k, p in ptx.items():
                if p:
                    tot[k][2] += all_movs(p)
            ex = {k: 0 for k in ptx}
            for _, f in lines:
                if f[0][:-3] != base:
                    continue
                for k, p in ptx.items():
                    n = executed(p, f) if p and ex[k] is not None else None
                    ex[k] = None if n is None or ex[k] is None else ex[k] + n
            for k in tot:
                if mv.get(k) is not None:
                    tot[k][0] += mv[k]
                if ex.get(k) is not None:
                    tot[k][1] += ex[k]
            if mv["nvcg"] is not None and mv["nvvm"] is not None:
                both[0] += mv["nvcg"]
                both[1] += mv["nvvm"]
            if ex["nvcg"] is not None and ex["nvvm"] is not None:
                both[2] += ex["nvcg"]
                both[3] += ex["nvvm"]
            s = lambda v: "-" if v is None else str(v)  # noqa: E731
            print("%-16s %8s %8s %8s   %12s %12s %12s" % (base, s(mv["nvcg"]), s(mv["base"]), s(mv["nvvm"]),
                                                        s(ex["nvcg"]), s(ex["base"]), s(ex["nvvm"])))
    print("total register-to-register mov: nvcg %d, baseline %d, libNVVM %d" %
          (tot["nvcg"][0], tot["base"][0], tot["nvvm"][0]))
    print("total mov (all): nvcg %d, baseline %d, libNVVM %d" % (tot["nvcg"][2], tot["base"][2], tot["nvvm"][2]))
    print("total executed PTX instructions: nvcg %d, baseline %d, libNVVM %d" %
          (tot["nvcg"][1], tot["base"][1], tot["nvvm"][1]))
    if both[1]:
        print("nvcg/libNVVM where both compiled: mov %.3f, executed %.3f" %
              (both[0] / both[1], both[2] / both[3] if both[3] else float("nan")))


main()
