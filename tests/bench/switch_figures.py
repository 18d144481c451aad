#!/usr/bin/env python3
"""Jump tables (issue 9, opt/lower_switch.c): a dense switch of N cases
(tests/hostile/gen_switch.py N dense, 110 destinations) compiled three ways -- nvcg with
its brx.idx jump table (the default), nvcg with jump tables off (--knob
max-jump-table-size=0: the comparison tree every switch was before), and llc-14 (whose
NVPTX backend makes no jump tables either) -- and for each: nvcgc's CPU seconds, ptxas's
CPU seconds (sm_75, its default -O3), and the PTX instructions the emulator executes on an
8x128 grid (nvcgrun --stats), after checking that the buffers equal the IR interpreter's.

  switch_figures.py [--sizes 1000,10000,100000] [--ptxas-timeout 600]

A ptxas run past the timeout prints as ">T". Figures are for reading, not pass/fail."""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")
PTXAS = "/usr/local/cuda/bin/ptxas"
LLC = shutil.which("llc-14") or shutil.which("llc")
RUN = ["--kernel", "k", "--grid", "8", "--block", "128", "buf:i32:1024:zero"]


def cpu(args, timeout=None):
    """CPU seconds of a child (user + system), or None past the timeout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        r = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode != 0:
        sys.exit("failed: %s: %s" % (" ".join(args), r.stderr.decode()[:300]))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def executed(ptx, want):
    r = subprocess.run([os.path.join(B, "nvcgrun"), "--engine=ptx", ptx, "--stats"] + RUN,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if r.stdout.strip() != want:
        sys.exit("%s: the ptx engine gives %r, the ir engine %r" % (ptx, r.stdout.strip(), want))
    words = r.stderr.split()
    return int(words[words.index("instructions") - 1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--ptxas-timeout", type=float, default=600)
    a = ap.parse_args()
    ways = [("table", None), ("tree", ["--knob", "max-jump-table-size=0"])] + ([("llc", None)] if LLC else [])
    print("%-7s %-6s %9s %9s %12s" % ("cases", "way", "compile s", "ptxas s", "executed"))
    with tempfile.TemporaryDirectory() as tmp:
        for n in [int(x) for x in a.sizes.split(",")]:
            ll = os.path.join(tmp, "switch_%d.ll" % n)
            with open(ll, "w") as f:
                subprocess.run([sys.executable, os.path.join(ROOT, "tests", "hostile", "gen_switch.py"), str(n), "dense"],
                               stdout=f, check=True)
            want = subprocess.run([os.path.join(B, "nvcgrun"), "--engine=ir", ll] + RUN, stdout=subprocess.PIPE,
                                  universal_newlines=True).stdout.strip()
            for way, knobs in ways:
                ptx = os.path.join(tmp, "%s_%d.ptx" % (way, n))
                if way == "llc":
                    t = cpu([LLC, "-O2", "-march=nvptx64", "-mcpu=sm_75", ll, "-o", ptx])
                else:
                    t = cpu([os.path.join(B, "nvcgc"), "-O2", "-mcpu=sm_75"] + (knobs or []) + [ll, "-o", ptx])
                tp = cpu([PTXAS, "-arch=sm_75", ptx, "-o", os.devnull], a.ptxas_timeout)
                print("%-7d %-6s %9.2f %9s %12d" % (n, way, t, "%.2f" % tp if tp is not None else ">%d" % a.ptxas_timeout,
                                                    executed(ptx, want)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
