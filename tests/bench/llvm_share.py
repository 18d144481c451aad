#!/usr/bin/env python3
"""Compile a directory of LLVM NVPTX code-generation tests (.ll) with nvcgc and
assemble the output with ptxas; classify each file (issue 11's figure: the share of
LLVM's llvm/test/CodeGen/NVPTX tests nvcg compiles to PTX that ptxas accepts). The tests
themselves are not part of this repository: collect them in a directory of your own.

usage: tests/bench/llvm_share.py DIR [--nvcgc build/nvcgc] [--ptxas PTXAS] [-v]

Per file: the RUN lines that invoke llc give the target (-mcpu=sm_XX, -mattr=+ptxNN,
-O level).  A file with a RUN line `not llc ...` is an expected-error test: nvcgc must
refuse it (under that line's target).  Otherwise the first llc line for 64-bit NVPTX
(or any llc line) is used; a target below sm_75 (which CUDA 13's ptxas no longer
supports) is raised to sm_75, keeping its -mattr=+ptxNN only from +ptx63 (sm_75's
first) to +ptx90 (ptxas 13's last).  An llc line's -mtriple or
-march (nvptx or nvptx64) is passed as -mtriple=nvptx64-nvidia-cuda: as for llc it wins over
the module's own triple, and 32-bit lines are read as 64-bit.  Classes: accepted, nvcg-error,
ptxas-rejects, nvcg-crash (signal / no diagnostic), rejected (expected-error test
refused: good), accepted-bad (expected-error test compiled: bad), no-llc (no llc RUN),
excluded (the file has a line "; EXCLUDE: reason", added by whoever collected it).
Hopper/Blackwell = target sm_90 or later.  sm_101 is read as sm_110 (CUDA 13's name);
a target ptxas 13 does not know (e.g. sm_107f) is counted apart (no-target), as is an
expected-error test whose `not llc` lines all ask for a target below sm_75 without a PTX
ISA of 6.3 to 9.0 (the error it expects is about that old target); of several `not llc`
lines the first one that is not is measured."""
import os, re, subprocess, sys, tempfile

def run_lines(text):
    lines, cur = [], ""
    for ln in text.splitlines():
        m = re.match(r'\s*;\s*RUN:\s?(.*)$', ln)
        if not m:
            if cur: lines.append(cur); cur = ""
            continue
        part = m.group(1)
        if part.rstrip().endswith("\\"):
            cur += part.rstrip()[:-1] + " "
        else:
            lines.append(cur + part); cur = ""
    if cur: lines.append(cur)
    return lines

def llc_cmds(line):
    # split a RUN line at pipes and %if blocks; keep the llc invocations
    out = []
    for seg in re.split(r'\||%\{|%\}|&&', line):
        seg = seg.strip()
        m = re.match(r'^(not\s+(--crash\s+)?)?llc\b(.*)$', seg)
        if m: out.append((bool(m.group(1)), m.group(3)))
    return out

def target_of(args):
    cpu = re.search(r'-mcpu[= ](sm_\w+)', args)
    ptx = re.search(r'-mattr=\S*\+ptx(\d+)', args)
    opt = re.search(r'(?<!\S)-O([0-3])\b', args)
    triple = re.search(r'-(?:mtriple|march)[= ](\S+)', args)
    return (cpu.group(1) if cpu else "sm_30", ptx.group(1) if ptx else None,
            opt.group(1) if opt else None, triple.group(1) if triple else "")

PTXAS13_ISA = 90  # the newest PTX ISA (9.0) CUDA 13's ptxas reads
PTXAS13 = (75, 80, 86, 87, 89, 90, 100, 103, 110, 120, 121)

def smnum(cpu):
    m = re.match(r'sm_(\d+)', cpu); return int(m.group(1)) if m else 0

def classify(name, path, expect_err, pick, nvcgc, ptxas, tmp):
    cpu, ptx, opt, triple = target_of(pick)
    # raised to sm_75: keep a PTX ISA sm_75 accepts (6.3+), so that a test of a PTX-version
    # error still asks for that version; an older one is dropped
    if smnum(cpu) < 75:
        keep = ptx and 63 <= int(ptx) <= PTXAS13_ISA
        if expect_err and not keep:
            # the error asked for belongs to a target ptxas 13 no longer has
            return (name, "no-target", cpu, "expected-error test of a target below sm_75")
        cpu, ptx = "sm_75", (ptx if keep else None)
    if smnum(cpu) == 101: cpu = cpu.replace("101", "110")  # CUDA 13's name for it
    if smnum(cpu) not in PTXAS13:
        return (name, "no-target", cpu, "target not in ptxas 13")
    cmd = [nvcgc, "-mcpu=" + cpu]
    if ptx: cmd.append("-mattr=+ptx" + ptx)
    if opt: cmd.append("-O" + opt)
    # llc's -mtriple/-march win over the module's triple; 32-bit nvptx lines are read as
    # 64-bit (nvcg emits 64-bit PTX only), as targets below sm_75 are raised
    if triple.startswith("nvptx"): cmd.append("-mtriple=nvptx64-nvidia-cuda")
    out = os.path.join(tmp, os.path.basename(path) + ".ptx")
    cmd += [path, "-o", out]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        rc, err = p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        rc, err = -999, "timeout"
    hb = smnum(cpu) >= 90
    first = next((l for l in err.splitlines() if "error" in l), err.strip().splitlines()[0] if err.strip() else "")
    if rc < 0 or rc > 1 or (rc != 0 and "error" not in err):
        cls = "nvcg-crash"
    elif expect_err:
        cls = "rejected" if rc != 0 else "accepted-bad"
    elif rc != 0:
        cls = "nvcg-error"
    else:
        arch = cpu
        q = subprocess.run([ptxas, "-c", "-arch=" + arch, out, "-o", os.devnull], capture_output=True, text=True)
        if q.returncode == 0: cls = "accepted"
        else:
            cls = "ptxas-rejects"
            first = next((l for l in (q.stderr + q.stdout).splitlines() if "rror" in l), q.stderr.strip()[:200])
    return (name, cls, cpu + ("/ptx" + ptx if ptx else "") + (" HB" if hb else ""), first.strip()[:220])

def main():
    args = sys.argv[1:]
    verbose = "-v" in args
    args = [a for a in args if a != "-v"]
    nvcgc, ptxas = "build/nvcgc", "/usr/local/cuda/bin/ptxas"
    if "--nvcgc" in args: i = args.index("--nvcgc"); nvcgc = args[i+1]; del args[i:i+2]
    if "--ptxas" in args: i = args.index("--ptxas"); ptxas = args[i+1]; del args[i:i+2]
    d = args[0]
    tmp = tempfile.mkdtemp(prefix="llvm_share")
    res = []
    for name in sorted(os.listdir(d)):
        if not name.endswith(".ll"): continue
        path = os.path.join(d, name)
        text = open(path, errors="replace").read()
        ex = re.search(r'^; EXCLUDE: (.*)$', text, re.M)
        if ex: res.append((name, "excluded", "", ex.group(1))); continue
        cmds = [c for l in run_lines(text) for c in llc_cmds(l)]
        if not cmds: res.append((name, "no-llc", "", "")); continue
        neg = [a for n, a in cmds if n]
        pos = [a for n, a in cmds if not n]
        picks = []
        if neg:
            # the first `not llc` line whose target ptxas 13 still has (or whose PTX ISA
            # survives raising it to sm_75): an error about sm_20 cannot be asked of sm_75
            def measurable(a):
                c, x, _, _ = target_of(a)
                return smnum(c) >= 75 or (x and 63 <= int(x) <= PTXAS13_ISA)
            picks.append((name, True, next((a for a in neg if measurable(a)), neg[0])))
        if pos:
            p64 = next((a for a in pos if "nvptx64" in a), next((a for a in pos if "nvptx" not in a), pos[0]))
            picks.append((name + (" [positive RUN]" if neg else ""), False, p64))
        for label, expect_err, pick in picks:
            res.append(classify(label, path, expect_err, pick, nvcgc, ptxas, tmp))
    for r in res:
        print("%-14s %-50s %-16s %s" % (r[1], r[0], r[2], r[3] if (verbose or r[1] not in ("accepted", "rejected")) else ""))
    ordin = [r for r in res if r[1] in ("accepted", "nvcg-error", "ptxas-rejects", "nvcg-crash") and " HB" not in r[2]]
    hbs = [r for r in res if r[1] in ("accepted", "nvcg-error", "ptxas-rejects", "nvcg-crash") and " HB" in r[2]]
    errs = [r for r in res if r[1] in ("rejected", "accepted-bad")]
    crashes = [r for r in res if r[1] == "nvcg-crash"]
    print("ordinary accepted %d/%d; Hopper/Blackwell accepted %d/%d; expected-error rejected %d/%d; crashes %d; no llc RUN %d; files %d"
          % (sum(r[1] == "accepted" for r in ordin), len(ordin), sum(r[1] == "accepted" for r in hbs), len(hbs),
             sum(r[1] == "rejected" for r in errs), len(errs), len(crashes), sum(r[1] == "no-llc" for r in res), len(set(r[0].split(" [")[0] for r in res))) + "; no ptxas-13 target %d; excluded %d" % (sum(r[1] == "no-target" for r in res), sum(r[1] == "excluded" for r in res)))

main()
