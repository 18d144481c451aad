#!/usr/bin/env python3
"""Checks tests/corpus/manifest.txt against the committed IR (ll/*.ll) and sources.

    check_manifest.py [CORPUS_DIR]

Prints one line per check in the test-suite format ("PASS: name", "FAIL: name (why)")
and exits non-zero when a check fails. What is checked:
  * every line parses (field count, GRID/BLOCK shapes, SHARED_BYTES, MIN_SM, FLAGS, ARGS);
  * FILE exists in cuda/ and has NAME.O0.ll and NAME.O3.ll; KERNEL is a kernel there;
  * ARGS match the kernel's parameters one for one (scalar types; a buffer for each
    pointer, of the pointee's element type, with a COUNT that is a multiple of a vector
    pointee's width);
  * `wholewarps` kernels get a BLOCK.x that is a multiple of 32;
  * threads per block <= 1024 (and <= the kernel's __launch_bounds__), threads per run
    <= 65536, dynamic shared memory given exactly when the kernel uses extern __shared__;
  * MIN_SM is at least the architecture the file is compiled for;
  * the flags agree with the IR: `approx` iff the kernel calls an .approx intrinsic,
    `atomicf` iff it does a float atomic add;
  * every kernel of every file is run by at least one line.
Standard library only.
"""
import os
import re
import sys

SCALAR_IR = {"i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "f16": "half", "bf16": "i16",
             "f32": "float", "f64": "double"}
BUF_ELEM_IR = {"i8": {"i8"}, "i16": {"i16"}, "i32": {"i32"}, "i64": {"i64"}, "f16": {"half"},
               "bf16": {"i16"}, "f32": {"float"}, "f64": {"double"}}
KNOWN_FLAGS = {"approx", "atomicf", "fixedblock", "wholewarps"}
KNOWN_SM = {70, 75, 80, 86, 89, 90}
MAX_THREADS = 65536


def parse_dims(s):
    parts = s.split(",")
    if not 1 <= len(parts) <= 3 or not all(p.isdigit() and int(p) > 0 for p in parts):
        return None
    d = [int(p) for p in parts] + [1] * (3 - len(parts))
    return d


def split_params(sig):
    """Splits an LLVM parameter list at top-level commas."""
    out, depth, cur = [], 0, ""
    for ch in sig:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def param_type(p):
    """The type of one parameter: '<4 x float>*', 'i32', ... (attributes and name dropped)."""
    m = re.match(r"(<\d+ x \w+>\*|[\w.%\"]+(?: addrspace\(\d+\))?\**)", p)
    return m.group(1) if m else p


class Module:
    def __init__(self, text):
        self.text = text
        self.funcs = {}   # name -> (param list, body)
        self.kernels = set()
        self.maxntid = {}
        for m in re.finditer(r"^define [^@\n]*@([\w.$]+)\(([^\n]*)\)[^{\n]*\{\n(.*?)^\}", text, re.M | re.S):
            self.funcs[m.group(1)] = ([param_type(p) for p in split_params(m.group(2))], m.group(3))
        for m in re.finditer(r"@([\w.$]+), !\"kernel\", i32 1", text):
            self.kernels.add(m.group(1))
        for m in re.finditer(r"@([\w.$]+), !\"maxntidx\", i32 (\d+)", text):
            self.maxntid[m.group(1)] = int(m.group(2))
        self.dyn_shared = set(re.findall(r"^(@[\w.$]+) = external (?:dso_local )?addrspace\(3\) global \[0 x", text, re.M))

    def calls_approx(self, k):
        return ".approx." in self.funcs[k][1]

    def float_atomic(self, k):
        body = self.funcs[k][1]
        return bool(re.search(r"atomicrmw (?:volatile )?fadd|llvm\.nvvm\.atomic\.load\.add\.f", body))

    def uses_dyn_shared(self, k):
        body = self.funcs[k][1]
        return any(g in body for g in self.dyn_shared)


def main(argv):
    root = argv[1] if len(argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    manifest = os.path.join(root, "manifest.txt")
    results = []

    def report(ok, name, why=""):
        results.append(ok)
        print("PASS: %s" % name if ok else "FAIL: %s (%s)" % (name, why))

    modules = {}

    def module(name, opt):
        key = (name, opt)
        if key not in modules:
            path = os.path.join(root, "ll", "%s.%s.ll" % (name, opt))
            modules[key] = None
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    modules[key] = Module(f.read())
        return modules[key]

    def file_arch(cu):
        with open(os.path.join(root, "cuda", cu), encoding="utf-8") as f:
            m = re.search(r"^// nvcg-corpus-arch: *sm_(\d+)", f.read(), re.M)
        return int(m.group(1)) if m else 70

    seen = set()
    with open(manifest, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for lineno, line in enumerate(lines, 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        fields = s.split()
        tag = "corpus/manifest/line%d" % lineno
        if len(fields) < 7:
            report(False, tag, "fewer than 7 fields")
            continue
        cu, kern, grid_s, block_s, shared_s, sm_s, flags_s = fields[:7]
        args = fields[7:]
        tag = "corpus/manifest/line%d:%s" % (lineno, kern)
        errs = []
        if not cu.endswith(".cu") or not os.path.exists(os.path.join(root, "cuda", cu)):
            report(False, tag, "no such file cuda/%s" % cu)
            continue
        name = cu[:-3]
        m0, m3 = module(name, "O0"), module(name, "O3")
        if m0 is None or m3 is None:
            report(False, tag, "ll/%s.O0.ll or .O3.ll missing (run build.sh)" % name)
            continue
        seen.add((name, kern))
        if kern not in m0.kernels or kern not in m3.kernels or kern not in m0.funcs:
            report(False, tag, "%s is not a kernel in ll/%s.*.ll" % (kern, name))
            continue
        grid, block = parse_dims(grid_s), parse_dims(block_s)
        if grid is None or block is None:
            errs.append("bad GRID or BLOCK")
        else:
            bt = block[0] * block[1] * block[2]
            if bt > 1024:
                errs.append("%d threads per block" % bt)
            if bt * grid[0] * grid[1] * grid[2] > MAX_THREADS:
                errs.append("more than %d threads" % MAX_THREADS)
            if "wholewarps" in fields[6].split(",") and block[0] % 32:
                errs.append("flag wholewarps but BLOCK.x %d is not a multiple of 32" % block[0])
            lim = m0.maxntid.get(kern)
            if lim is not None and bt > lim:
                errs.append("block of %d exceeds __launch_bounds__(%d)" % (bt, lim))
        if not shared_s.isdigit():
            errs.append("bad SHARED_BYTES")
        elif (int(shared_s) > 0) != m0.uses_dyn_shared(kern):
            errs.append("SHARED_BYTES %s but the kernel %s extern __shared__" %
                        (shared_s, "uses" if m0.uses_dyn_shared(kern) else "does not use"))
        if not sm_s.isdigit() or int(sm_s) not in KNOWN_SM:
            errs.append("bad MIN_SM")
        elif int(sm_s) < file_arch(cu):
            errs.append("MIN_SM %s below the file's sm_%d" % (sm_s, file_arch(cu)))
        flags = set() if flags_s == "-" else set(flags_s.split(","))
        if flags - KNOWN_FLAGS:
            errs.append("unknown flags %s" % ",".join(sorted(flags - KNOWN_FLAGS)))
        if ("approx" in flags) != m0.calls_approx(kern):
            errs.append("flag approx %s but the IR %s .approx intrinsics" %
                        ("set" if "approx" in flags else "missing", "calls" if m0.calls_approx(kern) else "has no"))
        if ("atomicf" in flags) != m0.float_atomic(kern):
            errs.append("flag atomicf does not match the IR")
        params = m0.funcs[kern][0]
        if len(params) != len(args):
            errs.append("%d args for %d parameters" % (len(args), len(params)))
        else:
            for k, (a, p) in enumerate(zip(args, params)):
                parts = a.split(":")
                if parts[0] == "buf":
                    if len(parts) < 4 or parts[1] not in BUF_ELEM_IR or not parts[2].isdigit() or int(parts[2]) == 0:
                        errs.append("arg %d: bad buffer %s" % (k, a))
                        continue
                    init = ":".join(parts[3:])
                    if not re.fullmatch(r"zero|iota|const:-?[0-9.eE+-]+|rand:\d+", init):
                        errs.append("arg %d: bad INIT %s" % (k, init))
                    if not p.endswith("*"):
                        errs.append("arg %d: buffer for non-pointer %s" % (k, p))
                        continue
                    pointee = p[:-1]
                    vm = re.fullmatch(r"<(\d+) x (\w+)>", pointee)
                    width, elem = (int(vm.group(1)), vm.group(2)) if vm else (1, pointee)
                    if elem not in BUF_ELEM_IR[parts[1]]:
                        errs.append("arg %d: buffer of %s for %s" % (k, parts[1], p))
                    if int(parts[2]) % width:
                        errs.append("arg %d: COUNT %s not a multiple of %d" % (k, parts[2], width))
                else:
                    if len(parts) != 2 or parts[0] not in SCALAR_IR:
                        errs.append("arg %d: bad scalar %s" % (k, a))
                    elif SCALAR_IR[parts[0]] != p:
                        errs.append("arg %d: %s for parameter %s" % (k, parts[0], p))
                    elif not re.fullmatch(r"-?[0-9.eE+-]+", parts[1]):
                        errs.append("arg %d: bad value %s" % (k, parts[1]))
        report(not errs, tag, "; ".join(errs))

    # Coverage: every kernel of every file is run at least once.
    for cu in sorted(os.listdir(os.path.join(root, "cuda"))):
        if not cu.endswith(".cu"):
            continue
        name = cu[:-3]
        m0 = module(name, "O0")
        if m0 is None:
            report(False, "corpus/manifest/covers:%s" % name, "ll/%s.O0.ll missing" % name)
            continue
        missing = sorted(k for k in m0.kernels if (name, k) not in seen)
        report(not missing, "corpus/manifest/covers:%s" % name, "kernels without a run: " + " ".join(missing))
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
