#!/usr/bin/env python3
"""The pipeliner's two code generators compared (issue 15; tests/bench/pipeliner.sh): on
the corpus kernel files (tests/corpus/ll/*.O3.ll, the manifest's SM, at least sm_75) where
a loop is pipelined, per pipeliner-max-stages (3, the default, and 20):
  off    enable-pipeliner=0 (what the default knobs give),
  mve    pipeliner-codegen=1 (modulo variable expansion: guard, fallback loop),
  peel   pipeliner-codegen=1 pipeliner-experimental-cg=1 (the peeling generator),
each with
  regs   registers ptxas allocates (ptxas -v, summed over the file's functions),
  sass   SASS instructions (the cubin's .text bytes / 16, as sched_figures.py counts),
  exec   PTX instructions the emulator executes over the manifest's launches (nvcgrun --stats).
One line per file, totals last.

    pipeliner_cg.py [--stages 3,20] [--only NAME]
"""
import argparse, os, re, struct, subprocess, sys, tempfile, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
sys.path.insert(0, os.path.join(ROOT, "tests"))
import testlib  # noqa: E402

PTXAS = "/usr/local/cuda/bin/ptxas"


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def text_bytes(cubin):
    """The .text.* sections' bytes of a 64-bit little-endian ELF."""
    d = open(cubin, "rb").read()
    shoff, = struct.unpack_from("<Q", d, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]
    stro = secs[shstrndx][4]
    return sum(s[5] for s in secs if d[stro + s[0]:d.index(b"\0", stro + s[0])].decode().startswith(".text."))


def figures(ptx, cub, arch, launches):
    p = run([PTXAS, "-v", "-arch=" + arch, ptx, "-o", cub])
    if p.returncode:
        return None
    regs = sum(int(x) for x in re.findall(r"Used (\d+) registers", p.stderr))
    ex = 0
    for f in launches:
        rc, out, err = testlib.nvcgrun(ptx, "ptx", f[1], f[2], f[3], f[4], f[7:], stats=True)
        m = re.search(r"(\d+) instructions", out + err)
        ex += int(m.group(1)) if rc == 0 and m else 0
    return (regs, text_bytes(cub) // 16, ex)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stages", default="3,20")
    ap.add_argument("--only")
    a = ap.parse_args()
    cdir, lines = testlib.manifest_lines(a.only)
    files = {}
    for _, f in lines:
        files.setdefault(f[0], ("sm_%d" % max(75, int(f[5])), []))[1].append(f)
    tmp = tempfile.mkdtemp(prefix="nvcg-swpcg-")
    try:
        for stages in [int(s) for s in a.stages.split(",")]:
            modes = [("off", ["--knob", "enable-pipeliner=0"]),
                     ("mve", ["--knob", "pipeliner-codegen=1"]),
                     ("peel", ["--knob", "pipeliner-codegen=1", "--knob", "pipeliner-experimental-cg=1"])]
            tot = dict((m, [0, 0, 0]) for m, _ in modes)
            print("pipeliner-max-stages=%d" % stages)
            print("  %-26s %s" % ("file (loops pipelined)", "  ".join("%-22s" % ("%s: regs sass exec" % m)
                                                                       for m, _ in modes)))
            nf = 0
            for name, (arch, launches) in sorted(files.items()):
                ll = os.path.join(cdir, "ll", name[:-3] + ".O3.ll")
                if not os.path.exists(ll):
                    continue
                row, npipe, ok = [], 0, True
                for m, extra in modes:
                    ptx = os.path.join(tmp, m + ".ptx")
                    r = run([os.path.join(B, "nvcgc"), "-O3", "-mcpu=" + arch, "--knob",
                             "pipeliner-max-stages=%d" % stages, "--pass-remarks=machine-pipeliner"] + extra +
                            [ll, "-o", ptx])
                    if r.returncode:
                        ok = False
                        break
                    n = r.stderr.count("Pipelined succesfully!")
                    if m == "mve":
                        npipe = n
                        if not n:
                            break
                    row.append((m, figures(ptx, os.path.join(tmp, m + ".cubin"), arch, launches)))
                if not ok or not npipe or any(f is None for _, f in row) or len(row) != len(modes):
                    continue
                nf += 1
                for m, f in row:
                    for i in range(3):
                        tot[m][i] += f[i]
                print("  %-26s %s" % ("%s (%d)" % (name[:-3], npipe),
                                      "  ".join("%-22s" % ("%d %d %d" % f) for _, f in row)))
            print("  %-26s %s" % ("total (%d files)" % nf, "  ".join("%-22s" % ("%d %d %d" % tuple(tot[m]))
                                                                      for m, _ in modes)))
            for m in ("mve", "peel"):
                if tot["off"][0] and tot["off"][1] and tot["off"][2]:
                    print("  %-5s / off: regs %.3f  sass %.3f  exec %.4f" %
                          (m, tot[m][0] / tot["off"][0], tot[m][1] / tot["off"][1], tot[m][2] / tot["off"][2]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
