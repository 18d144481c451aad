#!/usr/bin/env python3
"""`make bench` part for instruction scheduling (issue 15): on every corpus kernel file
(tests/corpus/ll/*.O3.ll) at one SM, per scheduling mode:
  regs   registers ptxas allocates (ptxas -v, summed over the file's functions),
  sass   SASS instructions of the cubin ptxas makes (.text sections' bytes / 16: sm_70 and
         later encode every instruction in 128 bits; no cuobjdump needed),
  exec   PTX instructions the PTX emulator executes over the manifest's launches
         (nvcgrun --stats),
  ms     machine_sched's share of nvcgc's pass time (--time-passes).
Modes: off (the default), pre-RA heuristic (enable-misched), pressure first everywhere
(enable-misched + nvptx-sched4reg). With --pipeliner, the pipeliner's instead: off
(pipeliner-codegen=0), model (pipeliner-codegen=1 with the profitability model) and all
(pipeliner-codegen=1, pipeliner-profitability=0); add --knob NAME=VALUE to every mode
with --extra (e.g. --extra pipeliner-max-stages=20). Totals last, with the files whose
figure went up or down against off.

    sched_figures.py [--sm 80] [--only NAME] [--pipeliner] [--extra NAME=VALUE ...]
"""
import argparse, os, re, struct, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
sys.path.insert(0, os.path.join(ROOT, "tests"))
import testlib  # noqa: E402

MODES = [("off", []), ("sched", ["--knob", "enable-misched=1"]),
         ("sched4reg", ["--knob", "enable-misched=1", "--knob", "nvptx-sched4reg=1"])]
SWP_MODES = [("off", ["--knob", "pipeliner-codegen=0"]), ("model", ["--knob", "pipeliner-codegen=1"]),
             ("all", ["--knob", "pipeliner-codegen=1", "--knob", "pipeliner-profitability=0"])]


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def text_bytes(cubin):
    """Total size of the ELF's .text.* sections (64-bit little-endian ELF)."""
    d = open(cubin, "rb").read()
    shoff, = struct.unpack_from("<Q", d, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]
    stro = secs[shstrndx][4]
    total = 0
    for s in secs:
        name = d[stro + s[0]:d.index(b"\0", stro + s[0])].decode()
        if name.startswith(".text."):
            total += s[5]
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=80)
    ap.add_argument("--only")
    ap.add_argument("--pipeliner", action="store_true")
    ap.add_argument("--extra", action="append", default=[])
    a = ap.parse_args()
    global MODES
    if a.pipeliner:
        MODES = SWP_MODES
    MODES = [(m, x + sum((["--knob", k] for k in a.extra), [])) for m, x in MODES]
    cdir, lines = testlib.manifest_lines(a.only)
    files = sorted({f[0][:-3] for _, f in lines})
    tmp = tempfile.mkdtemp(prefix="schedbench-")
    tot = {m: [0, 0, 0, 0.0, 0.0] for m, _ in MODES}
    updown = {m: [[0, 0], [0, 0], [0, 0]] for m, _ in MODES}
    print("%-22s %s" % ("file", "  ".join("%-26s" % ("%s: regs sass exec" % m) for m, _ in MODES)))
    for name in files:
        ll = os.path.join(cdir, "ll", name + ".O3.ll")
        row, figs = [], {}
        for m, extra in MODES:
            ptx = os.path.join(tmp, "%s.%s.ptx" % (name, m))
            cub = os.path.join(tmp, "%s.%s.cubin" % (name, m))
            r = run([os.path.join(B, "nvcgc"), "-O3", "-mcpu=sm_%d" % a.sm, "--time-passes"] + extra + [ll, "-o", ptx])
            if r.returncode:
                figs[m] = None
                row.append("%-26s" % "nvcgc failed")
                continue
            times = dict((k, float(v)) for k, v in re.findall(r"time: (\S+) ([0-9.]+) ms", r.stderr))
            p = run(["/usr/local/cuda/bin/ptxas", "-v", "-arch=sm_%d" % a.sm, ptx, "-o", cub])
            regs = sum(int(x) for x in re.findall(r"Used (\d+) registers", p.stderr))
            sass = text_bytes(cub) // 16 if p.returncode == 0 else 0
            ex = 0
            for _, f in lines:
                if f[0][:-3] == name:
                    rc, out, err = testlib.nvcgrun(ptx, "ptx", f[1], f[2], f[3], f[4], f[7:], stats=True)
                    mm = re.search(r"(\d+) instructions", out + err)
                    ex += int(mm.group(1)) if rc == 0 and mm else 0
            figs[m] = (regs, sass, ex)
            t = tot[m]
            t[0] += regs
            t[1] += sass
            t[2] += ex
            t[3] += times.get("machine_pipeliner" if a.pipeliner else "machine_sched", 0.0)
            t[4] += sum(times.values())
            row.append("%-26s" % ("%d %d %d" % figs[m]))
        if all(figs.get(m) for m, _ in MODES):
            for m, _ in MODES[1:]:
                for k in range(3):
                    if figs[m][k] > figs["off"][k]:
                        updown[m][k][0] += 1
                    elif figs[m][k] < figs["off"][k]:
                        updown[m][k][1] += 1
        print("%-22s %s" % (name, "  ".join(row)))
    for m, _ in MODES:
        t = tot[m]
        share = 100.0 * t[3] / t[4] if t[4] else 0.0
        print("total %-10s regs %d  sass %d  exec %d  %s %.1f ms of %.1f ms pass time (%.1f%%)" %
              (m, t[0], t[1], t[2], "machine_pipeliner" if a.pipeliner else "machine_sched", t[3], t[4], share))
    for m, _ in MODES[1:]:
        u = updown[m]
        print("%-10s vs off, files up/down: regs %d/%d  sass %d/%d  exec %d/%d" %
              (m, u[0][0], u[0][1], u[1][0], u[1][1], u[2][0], u[2][1]))


main()
