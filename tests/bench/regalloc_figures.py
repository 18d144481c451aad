#!/usr/bin/env python3
"""`make bench` part for pressure-driven allocation (issue 9, part B): on every corpus kernel
file (tests/corpus/ll/*.O3.ll, clang -O3 IR) at sm_86, under a register cap of 32:

  nvcg       nvcgc -O2 -maxreg=32, then ptxas -maxrregcount=32
  nvcg-nocap nvcgc -O2 (no cap: ptxas alone keeps to it), then ptxas -maxrregcount=32
  libNVVM    nvvmc -O3 -maxreg=32 (through to_nvvm7.py), then ptxas -maxrregcount=32

per kernel: registers, spill bytes (stores + loads), SASS instructions (the cubin's
.text.<kernel> size / 16), with totals; kernels with launch bounds (.maxntid / .reqntid /
.minnctapersm) are listed apart, since ptxas derives their limit from the bounds and
ignores -maxrregcount. Then the 16-element local sort (local_isort) without a cap, nvcg
against libNVVM, and the compile-time share of the allocation passes (--time-passes:
remat_block, greedy, stack_slot_coloring) of all passes, over the corpus under the cap.

    regalloc_figures.py [--sm 86] [--cap 32] [--only NAME]
"""
import argparse, glob, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
from codegen_table import ptxas_figures, kernels_of, file_sm  # noqa: E402

RA_PASSES = ("remat_block", "greedy", "stack_slot_coloring")


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def figures(ptx, sm, cap):
    """{kernel: (regs, spill, sass)} under ptxas -maxrregcount=cap (codegen_table's parser)."""
    if not ptx:
        return {}
    src = open(ptx).read()
    with tempfile.TemporaryDirectory() as d:
        capped = os.path.join(d, "c.ptx")
        # ptxas_figures runs ptxas without extra options: pass the cap through the PTX
        # (an entry without launch bounds gets .maxnreg, which ptxas treats as
        # -maxrregcount for it)
        out = re.sub(r"(\.entry\s+[\w$.]+\s*\([^)]*\))(?![^{]*\.(?:maxntid|reqntid|minnctapersm|maxnreg))",
                     lambda m: m.group(1) + "\n.maxnreg %d" % cap, src, flags=re.S)
        open(capped, "w").write(out)
        f = ptxas_figures(capped, sm)
    return f if isinstance(f, dict) else {}


def bounded(ptx):
    """Kernels whose entry carries launch bounds."""
    out = set()
    if not ptx:
        return out
    for m in re.finditer(r"\.entry\s+([\w$.]+)\s*\([^)]*\)([^{]*)\{", open(ptx).read(), flags=re.S):
        if re.search(r"\.(maxntid|reqntid|minnctapersm|maxnreg)", m.group(2)):
            out.add(m.group(1))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=86)
    ap.add_argument("--cap", type=int, default=32)
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(ROOT, "tests/corpus/ll/*.O3.ll")))
    if a.only:
        files = [f for f in files if a.only in f]
    tmp = tempfile.mkdtemp(prefix="nvcg-ra-")
    nvvm = os.path.exists(os.path.join(B, "nvvmc"))
    legs = ("nvcg", "nvcg-nocap", "libNVVM")
    tot = {k: [0, 0, 0] for k in legs}        # spill, sass, regs over kernels all legs have
    tot_b = {k: [0, 0, 0] for k in legs}      # the same for kernels with launch bounds
    n_k = n_b = 0
    t_ra = t_all = 0.0
    own_spill = [0, 0]  # bytes nvcg's own .local spill code moves (static), functions with any
    print("sm_%d, cap %d: nvcg -maxreg=%d / nvcg without -maxreg / libNVVM -maxreg=%d, each with ptxas "
          "-maxrregcount=%d" % (a.sm, a.cap, a.cap, a.cap, a.cap))
    print("%-28s %-16s %-20s %-20s" % ("kernel", "regs n/nc/v", "spill bytes n/nc/v", "SASS n/nc/v"))
    for ll in files:
        base = os.path.basename(ll)[:-3]
        sm = file_sm(ll, a.sm)
        p = {k: os.path.join(tmp, "%s.%s.ptx" % (base, k)) for k in legs}
        r = run([os.path.join(B, "nvcgc"), "-O2", "-mcpu=sm_%d" % sm, "-maxreg=%d" % a.cap, "--time-passes", "--stats",
                 ll, "-o", p["nvcg"]])
        for m in re.finditer(r"stats: greedy: function '([^']*)'.*?, (\d+) bytes\)", r.stderr):
            own_spill[0] += int(m.group(2))
            own_spill[1] += 1
        if r.returncode:
            p["nvcg"] = None
        for m in re.finditer(r"time: (\w+) ([\d.]+) ms", r.stderr):
            t_all += float(m.group(2))
            if m.group(1) in RA_PASSES:
                t_ra += float(m.group(2))
        if run([os.path.join(B, "nvcgc"), "-O2", "-mcpu=sm_%d" % sm, ll, "-o", p["nvcg-nocap"]]).returncode:
            p["nvcg-nocap"] = None
        p["libNVVM"] = None
        if nvvm:
            n7 = os.path.join(tmp, base + ".nvvm7.ll")
            if run([sys.executable, os.path.join(ROOT, "tests/corpus/to_nvvm7.py"), ll, "-o", n7]).returncode == 0:
                out = os.path.join(tmp, base + ".libNVVM.ptx")
                if run([os.path.join(B, "nvvmc"), "-arch=compute_%d" % sm, "-O3", "-maxreg=%d" % a.cap, n7, "-o",
                        out]).returncode == 0:
                    p["libNVVM"] = out
        figs = {k: figures(p[k], sm, a.cap) for k in legs}
        lb = bounded(p["nvcg-nocap"])
        for kern in kernels_of(ll):
            cols = [figs[k].get(kern) for k in legs]
            print("%-28s %-16s %-20s %-20s%s" % (kern[:28], "/".join(str(c[0]) if c else "-" for c in cols),
                                                 "/".join(str(c[1]) if c else "-" for c in cols),
                                                 "/".join(str(c[2]) if c else "-" for c in cols),
                                                 "  (launch bounds)" if kern in lb else ""))
            if all(cols):
                t = tot_b if kern in lb else tot
                for k, c in zip(legs, cols):
                    t[k][0] += c[1]
                    t[k][1] += c[2]
                    t[k][2] += c[0]
                if kern in lb:
                    n_b += 1
                else:
                    n_k += 1
    for name, t, n in (("kernels without launch bounds", tot, n_k), ("kernels with launch bounds", tot_b, n_b)):
        print("totals, %d %s: spill bytes nvcg %d, nvcg-nocap %d, libNVVM %d; SASS nvcg %d, nvcg-nocap %d, libNVVM %d; "
              "registers nvcg %d, nvcg-nocap %d, libNVVM %d" % (n, name, t["nvcg"][0], t["nvcg-nocap"][0],
                                                               t["libNVVM"][0], t["nvcg"][1], t["nvcg-nocap"][1],
                                                               t["libNVVM"][1], t["nvcg"][2], t["nvcg-nocap"][2],
                                                               t["libNVVM"][2]))
    print("nvcg's own spill code (greedy, counted by --stats; ptxas counts it as stack, not spills): "
          "%d bytes in stores and reloads over %d functions" % (own_spill[0], own_spill[1]))
    # the 16-element local sort, no cap
    ll = os.path.join(ROOT, "tests/corpus/ll/local_array.O3.ll")
    if os.path.exists(ll) and (not a.only or a.only in ll):
        pn, pv = os.path.join(tmp, "ls.nvcg.ptx"), os.path.join(tmp, "ls.nvvm.ptx")
        run([os.path.join(B, "nvcgc"), "-O2", "-mcpu=sm_%d" % a.sm, ll, "-o", pn])
        n7 = os.path.join(tmp, "ls.nvvm7.ll")
        have_v = nvvm and run([sys.executable, os.path.join(ROOT, "tests/corpus/to_nvvm7.py"), ll, "-o", n7]).returncode == 0 \
            and run([os.path.join(B, "nvvmc"), "-arch=compute_%d" % a.sm, "-O3", n7, "-o", pv]).returncode == 0
        fn = ptxas_figures(pn, a.sm)
        fv = ptxas_figures(pv, a.sm) if have_v else {}
        g = lambda f: str(f["local_isort"][0]) if isinstance(f, dict) and "local_isort" in f else "-"
        print("local_isort (16-element local sort), sm_%d, no cap: registers nvcg %s, libNVVM %s" % (a.sm, g(fn), g(fv)))
    if t_all:
        print("compile time: remat_block + greedy + stack_slot_coloring %.1f ms of %.1f ms in all passes (%.1f%%), "
              "corpus under -maxreg=%d" % (t_ra, t_all, 100.0 * t_ra / t_all, a.cap))
    subprocess.run(["rm", "-rf", tmp])


if __name__ == "__main__":
    main()
