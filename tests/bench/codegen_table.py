#!/usr/bin/env python3
"""`make bench` part for code generation: for every corpus kernel, nvcg's in-process
compile time against LLVM's llc and NVIDIA's libNVVM on the same input, and from ptxas
on each output the registers, spill bytes and SASS instruction count (the cubin's
.text.<kernel> section size / 16).

    codegen_table.py [--sm 75] [--opt O3|O0] [--reps N] [--only NAME] [--dir DIR]

Times: nvcg and libNVVM are in-process (parse + compile, file I/O excluded); llc is a
process (its wall time includes process start-up, about 10-20 ms, so its column is an
upper bound); a time is the file's (all its kernels), printed once per file. Ratios are
geometric means over what both sides compiled: times per file, registers and SASS counts
per kernel against libNVVM and llc; spill bytes (mostly zero) are totals.
Figures are for reading: the machines are shared and noisy.
"""
import argparse, glob, math, os, re, struct, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
PTXAS = "/usr/local/cuda/bin/ptxas"


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def elf_text_sizes(path):
    """{function: .text section size} from a cubin (ELF64, little-endian)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF":
        return {}
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = []
    for i in range(shnum):
        off = shoff + i * shentsize
        name, _typ, _fl, _addr, offs, size = struct.unpack_from("<IIQQQQ", data, off)
        secs.append((name, offs, size))
    stroff = secs[shstrndx][1]
    out = {}
    for name, _offs, size in secs:
        end = data.index(b"\0", stroff + name)
        nm = data[stroff + name:end].decode()
        if nm.startswith(".text."):
            out[nm[6:]] = size
    return out


def ptxas_figures(ptx, sm):
    """{function: (regs, spill_bytes, sass_insns)} or an error string."""
    with tempfile.TemporaryDirectory() as d:
        cubin = os.path.join(d, "k.cubin")
        r = run([PTXAS, "-v", "-arch=sm_%d" % sm, ptx, "-o", cubin])
        if r.returncode:
            return "ptxas: " + (r.stderr.strip().splitlines() or ["failed"])[-1]
        regs, spills, cur = {}, {}, None
        for line in r.stderr.splitlines():
            m = re.search(r"(?:Compiling entry function|Function properties for) '?([\w$.]+)'?", line)
            if m:
                cur = m.group(1)
            m = re.search(r"Used (\d+) registers", line)
            if m and cur:
                regs[cur] = int(m.group(1))
            m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
            if m and cur:
                spills[cur] = int(m.group(1)) + int(m.group(2))
        sizes = elf_text_sizes(cubin)
        return {k: (regs.get(k, 0), spills.get(k, 0), sizes.get(k, 0) // 16) for k in regs}


def kernels_of(ll):
    out = []
    for line in open(ll):
        m = re.match(r"!\d+ = !\{[^@]*@([\w$.]+), !\"kernel\", i32 1\}", line)
        if m:
            out.append(m.group(1))
    return out


def file_sm(ll, sm):
    """The SM to compile for: --sm, or the file's own when its .cu asks for a newer one
    (`// nvcg-corpus-arch: sm_80` in bf16_math.cu), as tests/corpus/check.sh does."""
    name = os.path.basename(ll).split(".")[0]
    try:
        for line in open(os.path.join(ROOT, "tests/corpus/cuda", name + ".cu")):
            m = re.match(r"// nvcg-corpus-arch: *sm_(\d+)", line)
            if m:
                return max(sm, int(m.group(1)))
    except OSError:
        pass
    return sm


def geomean(xs):
    xs = [x for x in xs if x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=75)
    ap.add_argument("--opt", default="O3", choices=["O0", "O3"])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--only", default="")
    ap.add_argument("--dir", default="", help="measure the NAME.O3.ll / NAME.O0.ll files of this directory instead of the corpus (code tried as a new user would)")
    ap.add_argument("--nvvm-fma", type=int, choices=(0, 1), default=1,
                    help="libNVVM's -fma option: 1 (its default) fuses a*b+c that the IR does not mark "
                         "contractable, as nvcg and llc do not; 0 compares like with like")
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(a.dir or os.path.join(ROOT, "tests/corpus/ll"), "*.%s.ll" % a.opt)))
    if a.only:
        files = [f for f in files if a.only in f]
    tmp = tempfile.mkdtemp(prefix="nvcg-bench-")
    t_ratio_nvvm, t_ratio_llc = [], []
    ratios = {"nvvm": ([], []), "llc": ([], [])}
    spill_total = {"nvcg": 0, "llc": 0, "nvvm": 0}
    print("corpus %s inputs, sm_%d; times: nvcg -O2 in-process, llc -O2 process, libNVVM -opt=3 in-process"
          % (a.opt, a.sm))
    print("(a time is the whole file's compile, so it is shown on the file's first kernel and \" below)")
    print("%-28s %9s %9s %9s  %-14s %-14s %-16s" % ("kernel", "nvcg_us", "llc_us", "nvvm_us",
                                                   "regs nvcg/llc/nvvm", "spill n/l/v", "SASS nvcg/llc/nvvm"))
    for ll in files:
        base = os.path.basename(ll)[:-3]
        sm = file_sm(ll, a.sm)
        if sm != a.sm:
            print("  %s: compiled for sm_%d (the file needs it)" % (base, sm))
        res = {}
        # nvcg
        p_n = os.path.join(tmp, base + ".nvcg.ptx")
        tool = os.path.join(B, "nvcg_time")
        if os.path.exists(tool):
            r = run([tool, "-mcpu=sm_%d" % sm, "-O2", "-n", str(a.reps), ll, "-o", p_n])
            m = re.search(r"time_us=([\d.]+)", r.stdout)
            ok = m is not None and r.returncode == 0
            res["nvcg"] = (float(m.group(1)) if ok else None, p_n if ok else None)
            if not ok:
                print("  %s nvcg: %s" % (base, (r.stderr.strip().splitlines() or ["failed"])[0]))
        else:
            res["nvcg"] = (None, None)
        # llc (process)
        p_l = os.path.join(tmp, base + ".llc.ptx")
        best = None
        for _ in range(a.reps):
            t0 = time.perf_counter()
            r = run(["llc-14", "-O2", "-march=nvptx64", "-mcpu=sm_%d" % min(sm, 86), "-mattr=+ptx75", ll, "-o", p_l])
            dt = (time.perf_counter() - t0) * 1e6
            if r.returncode:
                best = None
                break
            best = dt if best is None else min(best, dt)
        if best is not None and sm > 86:
            txt = open(p_l).read()
            txt = re.sub(r"\.target sm_\d+", ".target sm_%d" % sm, txt)
            txt = re.sub(r"\.version \d+\.\d+", ".version 7.8", txt)
            open(p_l, "w").write(txt)
        res["llc"] = (best, p_l if best is not None else None)
        # libNVVM (in-process, LLVM 7 dialect)
        p_v = os.path.join(tmp, base + ".nvvm.ptx")
        n7 = os.path.join(tmp, base + ".nvvm7.ll")
        r1 = run([sys.executable, os.path.join(ROOT, "tests/corpus/to_nvvm7.py"), ll, "-o", n7])
        bestv = None
        if r1.returncode == 0:
            for _ in range(a.reps):
                r = run([os.path.join(B, "nvvmc"), "-arch=compute_%d" % sm, "-O3", "-fma=%d" % a.nvvm_fma, "--time", n7, "-o", p_v])
                m = re.search(r"time_us=([\d.]+)", r.stderr)
                if r.returncode or not m:
                    bestv = None
                    break
                v = float(m.group(1))
                bestv = v if bestv is None else min(bestv, v)
        res["nvvm"] = (bestv, p_v if bestv is not None else None)
        figs = {}
        for k, (_, p) in res.items():
            figs[k] = ptxas_figures(p, sm) if p else "no output"
        for ki, kern in enumerate(kernels_of(ll)):
            def fig(k, i):
                f = figs[k]
                return str(f[kern][i]) if isinstance(f, dict) and kern in f else "-"
            def tm(k):
                if ki:
                    return '"'
                return "%.0f" % res[k][0] if res[k][0] is not None else "-"
            for k in spill_total:
                if isinstance(figs[k], dict) and kern in figs[k]:
                    spill_total[k] += figs[k][kern][1]
            print("%-28s %9s %9s %9s  %-18s %-14s %-16s" % (
                kern[:28], tm("nvcg"), tm("llc"), tm("nvvm"),
                "/".join(fig(k, 0) for k in ("nvcg", "llc", "nvvm")),
                "/".join(fig(k, 1) for k in ("nvcg", "llc", "nvvm")),
                "/".join(fig(k, 2) for k in ("nvcg", "llc", "nvvm"))))
            # nvcg's figure over the peer's: ratios[peer] = ([registers], [SASS])
            fn = figs["nvcg"]
            for peer, (regs, sass) in ratios.items():
                fp = figs[peer]
                if isinstance(fn, dict) and isinstance(fp, dict) and kern in fn and kern in fp:
                    if fp[kern][0]:
                        regs.append(fn[kern][0] / fp[kern][0])
                    if fp[kern][2]:
                        sass.append(fn[kern][2] / fp[kern][2])
        if res["nvcg"][0] and res["nvvm"][0]:
            t_ratio_nvvm.append(res["nvvm"][0] / res["nvcg"][0])
        if res["nvcg"][0] and res["llc"][0]:
            t_ratio_llc.append(res["llc"][0] / res["nvcg"][0])
        for k, f in figs.items():
            if isinstance(f, str) and f != "no output":
                print("  %s %s: %s" % (base, k, f))
    print("geomean over files: libNVVM time / nvcg time = %.1fx (target >= 20x); llc process time / nvcg time = %.1fx"
          % (geomean(t_ratio_nvvm), geomean(t_ratio_llc)))
    print("geomean over kernels: registers nvcg/libNVVM = %.3f, SASS instructions nvcg/libNVVM = %.3f (target <= 1)"
          % (geomean(ratios["nvvm"][0]), geomean(ratios["nvvm"][1])))
    print("geomean over kernels: registers nvcg/llc = %.3f, SASS instructions nvcg/llc = %.3f"
          % (geomean(ratios["llc"][0]), geomean(ratios["llc"][1])))
    print("spill bytes (stores + loads), all kernels: nvcg %d, llc %d, libNVVM %d"
          % (spill_total["nvcg"], spill_total["llc"], spill_total["nvvm"]))


if __name__ == "__main__":
    main()
