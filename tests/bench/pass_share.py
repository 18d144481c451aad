#!/usr/bin/env python3
"""Each pass's share of nvcg's compile time over the corpus (issues 9 and 10).

    pass_share.py [--sm 86] [--opt O3|O0|all] [--reps 5] [--nvcg-opt O2] [--top N] [--bin DIR]

For every corpus input, `nvcgc --time-passes` runs --reps times; a pass's time for the
file is its best (smallest) time over the runs (the machines are shared: the minimum is
the least disturbed figure). The table sums those over the files and prints each pass's
share of the sum, with `nvcg_time`'s best in-process time (parse + verify + compile in a
fresh context) summed the same way: what that total has beyond the passes' sum is the
reading, verification and the driver's own work ("outside the passes"), roughly: nvcgc
is a fresh process per run (cold caches) while nvcg_time's best run is warm, so the
passes' sum is inflated against the in-process total. --bin DIR takes nvcgc and
nvcg_time from DIR instead of build/ (to compare with an older build).
"""
import argparse, glob, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
B = os.path.join(ROOT, "build")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sm", type=int, default=86)
    ap.add_argument("--opt", default="O3", choices=["O0", "O3", "all"])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--nvcg-opt", default="O2", choices=["O0", "O1", "O2", "O3"])
    ap.add_argument("--top", type=int, default=0, help="print only the N largest passes")
    ap.add_argument("--bin", default=B, help="directory holding nvcgc and nvcg_time (default: build/)")
    a = ap.parse_args()
    pat = "*.ll" if a.opt == "all" else "*.%s.ll" % a.opt
    files = sorted(glob.glob(os.path.join(ROOT, "tests/corpus/ll", pat)))
    total = {}
    runs_total = 0.0
    nfiles = 0
    for ll in files:
        best = {}
        ok = True
        for _ in range(a.reps):
            r = subprocess.run([os.path.join(a.bin, "nvcgc"), "--time-passes", "-mcpu=sm_%d" % a.sm, "-" + a.nvcg_opt,
                                ll, "-o", os.devnull], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            if r.returncode:
                ok = False
                break
            seen = {}
            for m in re.finditer(r"remark: time: (\S+) ([\d.]+) ms", r.stderr):
                seen[m.group(1)] = seen.get(m.group(1), 0.0) + float(m.group(2))
            for k, v in seen.items():
                best[k] = min(best.get(k, v), v)
        if not ok:
            print("  %s: does not compile for sm_%d, left out" % (os.path.basename(ll), a.sm))
            continue
        r = subprocess.run([os.path.join(a.bin, "nvcg_time"), "-mcpu=sm_%d" % a.sm, "-" + a.nvcg_opt, "-n",
                            str(max(a.reps, 5)), ll], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        m = re.search(r"time_us=([\d.]+)", r.stdout)
        if r.returncode or not m:
            print("  %s: nvcg_time failed, left out" % os.path.basename(ll))
            continue
        nfiles += 1
        runs_total += float(m.group(1)) / 1000.0
        for k, v in best.items():
            total[k] = total.get(k, 0.0) + v
    s = sum(total.values())
    print("corpus %s inputs (%d files), sm_%d, nvcg -%s; per file: best of %d runs" % (a.opt, nfiles, a.sm, a.nvcg_opt,
                                                                                      a.reps))
    print("%-28s %10s %7s" % ("pass", "ms (sum)", "share"))
    rows = sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))
    if a.top:
        rows = rows[:a.top]
    for k, v in rows:
        print("%-28s %10.3f %6.1f%%" % (k, v, 100.0 * v / s if s else 0.0))
    print("%-28s %10.3f" % ("sum of the passes", s))
    print("%-28s %10.3f  (nvcg_time, best of %d per file)" % ("in-process total", runs_total, max(a.reps, 5)))
    print("%-28s %10.3f  (reading, verification, driver; %.1f%% of the total)" % (
        "outside the passes", runs_total - s, 100.0 * (runs_total - s) / runs_total if runs_total else 0.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
