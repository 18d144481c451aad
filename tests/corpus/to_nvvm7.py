#!/usr/bin/env python3
"""Rewrite clang-14 NVPTX textual IR (typed pointers) into the LLVM-7-era dialect that
libNVVM (NVVM IR 2.0, CUDA 13) parses.

    to_nvvm7.py [--keep-typed-attrs] IN.ll [-o OUT.ll]   (default: stdout; IN may be '-')

--keep-typed-attrs leaves byval(%T)/sret(%T) as they are: libNVVM's parser for compute_100
and up requires the type (with the LLVM 7 form it says "parse expected '('"), the one for
older targets rejects it.

What changes, and why (each found by feeding the corpus to libNVVM):
  * numbered values (%0, %12) and numeric block labels (`12:`) are renamed %_0, %_12:
    libNVVM's parser rejects numbered arguments in a `define` header and numeric labels;
  * attributes newer than LLVM 7 are dropped (noundef, mustprogress, nofree, nosync,
    willreturn, immarg, ...), and the type in byval(%T)/sret(%T) is removed;
  * `align N` is removed from atomicrmw/cmpxchg (LLVM 13 syntax);
  * `fneg X` becomes `fsub -0.0, X`; `freeze X` becomes X (LLVM 7 has no freeze; poison
    semantics get weaker, the code does not change); `poison` becomes `undef`;
  * `atomicrmw fadd` becomes a call of llvm.nvvm.atomic.load.add.f32/f64.p<AS>;
  * llvm.smin/smax/umin/umax/abs (LLVM 12 intrinsics) become icmp + select sequences;
  * NVPTX intrinsics libNVVM does not know become the inline PTX that NVIDIA's own
    headers use for them (cuda_bf16.hpp): llvm.nvvm.f2bf16.rn -> cvt.rn.bf16.f32,
    llvm.nvvm.ff2bf16x2.rn -> cvt.rn.bf16x2.f32. Unknown to libNVVM, such a call is
    compiled as a call of an external function whose name (with dots) ptxas rejects;
  * !nvvmir.version = !{i32 2, i32 0} is added: without it libNVVM assumes IR 1.0 and
    refuses the module ("incompatible IR detected");
  * a module without a datalayout gets the one the NVVM IR spec gives for 64-bit targets
    (libNVVM fails with "Data Layout string is empty"); clang's own layout is accepted.
Left alone because libNVVM accepts them: clang's datalayout, attribute groups with
string attributes, TBAA and loop metadata, module flags with behaviour 7 (Max).
Only the standard library is used. The rewrite is textual and tuned to what clang 14
prints for this corpus; anything it does not understand is left alone for libNVVM to
report.
"""
import re
import sys

NVVM_DATALAYOUT = ("e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-"
                   "f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64")

# Attributes (LLVM 8..14) that libNVVM's parser does not know.
DROP_ATTRS = ["noundef", "mustprogress", "nofree", "nosync", "willreturn", "immarg", "nocallback",
              "noprofile", "nocf_check", "nomerge", "disable_sanitizer_instrumentation", "hot",
              "null_pointer_is_valid"]
DROP_RE = re.compile(r"(?<![\w\"\-.$])(?:" + "|".join(DROP_ATTRS) + r")(?![\w\"\-.$(])\s?")
# The same for attributes with an argument list.
DROP_ARG_RE = re.compile(r"\b(?:vscale_range|allocsize)\([^)]*\)\s?")
TYPED_ATTR_RE = re.compile(r"\b(byval|sret|byref|preallocated|inalloca|elementtype)\((?:[^()]|\([^()]*\))*\)")
NUMBERED_RE = re.compile(r"%(\d+)\b")
LABEL_DEF_RE = re.compile(r"^(\d+):")
ATOMIC_ALIGN_RE = re.compile(r"^(\s*(?:%[\w.$]+ = )?(?:atomicrmw|cmpxchg)\b.*?),\s*align \d+")
FNEG_RE = re.compile(r"^(\s*%[\w.$]+ = )fneg((?: [a-z]+)*) (.+?) (%[\w.$]+|[-+0-9.e]+|0x[0-9A-Fa-f]+)(\s*(?:,.*)?)$")
FREEZE_RE = re.compile(r"^(\s*)(%[\w.$]+) = freeze (.+?) (%[\w.$]+)\s*$")
FADD_RMW_RE = re.compile(r"^(\s*)(%[\w.$]+) = atomicrmw (?:volatile )?fadd (float|double)( addrspace\((\d+)\))?\* "
                         r"(%[\w.$]+), (?:float|double) ([^ ,]+)(?: syncscope\(\"[^\"]*\"\))? \w+\s*$")
MINMAX_RE = re.compile(r"^(\s*)(%[\w.$]+) = (?:tail |musttail |notail )?call (i\d+|<\d+ x i\d+>) "
                       r"@llvm\.(smin|smax|umin|umax)\.[\w.]+\((?:i\d+|<\d+ x i\d+>) ([^,]+), "
                       r"(?:i\d+|<\d+ x i\d+>) ([^)]+)\)(?: #\d+)?\s*$")
ABS_RE = re.compile(r"^(\s*)(%[\w.$]+) = (?:tail |musttail |notail )?call (i\d+) @llvm\.abs\.i\d+\("
                    r"i\d+ ([^,]+), i1 [a-z]+\)(?: #\d+)?\s*$")
NEW_INTRINSIC_DECL_RE = re.compile(r"^declare .*@llvm\.(smin|smax|umin|umax|abs|nvvm\.f2bf16\.rn|nvvm\.ff2bf16x2\.rn)[.(]")
# intrinsic -> (inline asm template, constraints)
ASM_INTRINSICS = {
    "llvm.nvvm.f2bf16.rn": ("cvt.rn.bf16.f32 $0, $1;", "=h,f"),
    "llvm.nvvm.ff2bf16x2.rn": ("cvt.rn.bf16x2.f32 $0, $1, $2;", "=r,f,f"),
}
ASM_CALL_RE = re.compile(r"^(\s*%[\w.$]+ = )(?:tail |musttail |notail )?call ([\w<> ]+) @(" +
                         "|".join(re.escape(k) for k in ASM_INTRINSICS) + r")\(([^)]*)\)(?: #\d+)?\s*$")
META_NUM_RE = re.compile(r"^!(\d+) = ")
# A quoted string: c"..." constants, metadata strings, asm text, attribute strings. LLVM
# escapes a quote inside one as \22, so a string never contains a quote.
STRING_RE = re.compile(r'"[^"]*"')
HOLE_RE = re.compile("\x01(\\d+)\x02")

NEG_ZERO = {"half": "0xH8000", "float": "-0.000000e+00", "double": "-0.000000e+00"}


def neg_zero(ty):
    m = re.match(r"<(\d+) x (\w+)>", ty)
    if m:
        z = NEG_ZERO[m.group(2)]
        return "<" + ", ".join("%s %s" % (m.group(2), z) for _ in range(int(m.group(1)))) + ">"
    return NEG_ZERO[ty]


def convert(text, keep_typed_attrs=False):
    out = []
    extra_decls = set()
    have_layout = any(l.startswith("target datalayout") for l in text.split("\n"))
    max_meta = -1
    counter = [0]
    pending_entry = None

    def fresh(base):
        counter[0] += 1
        return "%s.n7_%d" % (base, counter[0])

    lines = text.split("\n")
    # freeze has no LLVM 7 equivalent: every use of a freeze result is replaced by the
    # frozen operand (resolved through chains), and the freeze itself is dropped. Value
    # numbers are per function, so the map is too; it is built on a first pass because a
    # use can precede the definition (loop phis).
    func_of_line = []
    aliases = []  # per function: {name: operand}
    fn = -1
    for line in lines:
        if line.startswith("define "):
            aliases.append({})
            fn = len(aliases) - 1
        func_of_line.append(fn)
        if line.startswith("}"):
            fn = -1
        m = FREEZE_RE.match(line)
        if m and fn >= 0:
            aliases[fn][m.group(2)] = m.group(4)
    alias_res = []
    for amap in aliases:
        for k in list(amap):
            v = amap[k]
            while v in amap:
                v = amap[v]
            amap[k] = v
        alias_res.append(re.compile("(" + "|".join(re.escape(k) for k in sorted(amap)) + r")(?![\w.$])")
                         if amap else None)
    for lineno, line in enumerate(lines):
        if FREEZE_RE.match(line):
            continue
        # The rewrites below are about code, never about the text of a string ("%1" in a
        # c"..." constant is data): strings are set aside as numbered holes and put back
        # when the line is done.
        strings = []

        def hole(mm):
            strings.append(mm.group(0))
            return "\x01%d\x02" % (len(strings) - 1)
        line = STRING_RE.sub(hole, line)
        fn = func_of_line[lineno]
        if fn >= 0 and alias_res[fn] is not None:
            amap = aliases[fn]
            line = alias_res[fn].sub(lambda mm: amap[mm.group(1)], line)
        m = META_NUM_RE.match(line)
        if m:
            max_meta = max(max_meta, int(m.group(1)))
        if line.startswith("target datalayout"):
            have_layout = True
        if line.startswith("target triple") and not have_layout:
            out.append('target datalayout = "%s"' % NVVM_DATALAYOUT)
            have_layout = True
        if NEW_INTRINSIC_DECL_RE.match(line):
            continue
        if line.startswith(";"):
            out.append(HOLE_RE.sub(lambda mm: strings[int(mm.group(1))], line))
            continue
        # Renaming first, so that later patterns only see named values. The entry block
        # of a function is numbered implicitly (after the unnamed arguments): give it a
        # label, since a block that is branched to must be named once values are named.
        if pending_entry is not None:
            if line.strip() and not LABEL_DEF_RE.match(line) and not re.match(r"^[\w.$\-]+:", line):
                out.append("_%d:" % pending_entry)
            pending_entry = None
        if line.startswith("define "):
            args = [int(x) for x in NUMBERED_RE.findall(line)]
            if line.rstrip().endswith("{"):
                pending_entry = max(args) + 1 if args else 0
        line = LABEL_DEF_RE.sub(r"_\1:", line)
        line = NUMBERED_RE.sub(r"%_\1", line)
        if not keep_typed_attrs:
            line = TYPED_ATTR_RE.sub(r"\1", line)
        line = DROP_ARG_RE.sub("", line)
        line = DROP_RE.sub("", line)
        line = re.sub(r"\bpoison\b", "undef", line)
        line = ATOMIC_ALIGN_RE.sub(r"\1", line)

        m = FNEG_RE.match(line)
        if m:
            lhs, flags, ty, val, rest = m.groups()
            line = "%sfsub%s %s %s, %s%s" % (lhs, flags, ty, neg_zero(ty), val, rest)
        m = FADD_RMW_RE.match(line)
        if m:
            ind, lhs, ty, asp, asn, ptr, val = m.groups()
            asn = asn or "0"
            sfx = "f32" if ty == "float" else "f64"
            pty = "%s%s*" % (ty, " addrspace(%s)" % asn if asn != "0" else "")
            name = "llvm.nvvm.atomic.load.add.%s.p%s%s" % (sfx, asn, sfx)
            extra_decls.add("declare %s @%s(%s, %s)" % (ty, name, pty, ty))
            line = "%s%s = call %s @%s(%s %s, %s %s)" % (ind, lhs, ty, name, pty, ptr, ty, val)
        m = MINMAX_RE.match(line)
        if m:
            ind, lhs, ty, op, a, b = m.groups()
            pred = {"smin": "slt", "smax": "sgt", "umin": "ult", "umax": "ugt"}[op]
            c = fresh(lhs)
            out.append("%s%s = icmp %s %s %s, %s" % (ind, c, pred, ty, a.strip(), b.strip()))
            vt = re.match(r"<(\d+) x", ty)
            cty = "<%s x i1>" % vt.group(1) if vt else "i1"
            line = "%s%s = select %s %s, %s %s, %s %s" % (ind, lhs, cty, c, ty, a.strip(), ty, b.strip())
        m = ASM_CALL_RE.match(line)
        if m:
            lhs, ty, name, args = m.groups()
            tmpl, cons = ASM_INTRINSICS[name]
            line = '%scall %s asm "%s", "%s"(%s)' % (lhs, ty, tmpl, cons, args)
        m = ABS_RE.match(line)
        if m:
            ind, lhs, ty, a = m.groups()
            neg, c = fresh(lhs), fresh(lhs)
            out.append("%s%s = sub %s 0, %s" % (ind, neg, ty, a))
            out.append("%s%s = icmp slt %s %s, 0" % (ind, c, ty, a))
            line = "%s%s = select i1 %s, %s %s, %s %s" % (ind, lhs, c, ty, neg, ty, a)
        out.append(HOLE_RE.sub(lambda mm: strings[int(mm.group(1))], line))

    while out and out[-1] == "":
        out.pop()
    for d in sorted(extra_decls):
        out.append("")
        out.append(d)
    out.append("")
    out.append("!nvvmir.version = !{!%d}" % (max_meta + 1))
    out.append("!%d = !{i32 2, i32 0}" % (max_meta + 1))
    return "\n".join(out) + "\n"


def main(argv):
    args = argv[1:]
    out_path = None
    keep = "--keep-typed-attrs" in args
    if keep:
        args.remove("--keep-typed-attrs")
    if "-o" in args:
        k = args.index("-o")
        if k + 1 >= len(args):
            sys.stderr.write("usage: to_nvvm7.py [--keep-typed-attrs] IN.ll [-o OUT.ll]\n")
            return 2
        out_path = args[k + 1]
        del args[k:k + 2]
    if len(args) != 1:
        sys.stderr.write("usage: to_nvvm7.py [--keep-typed-attrs] IN.ll [-o OUT.ll]\n")
        return 2
    if args[0] == "-":
        src = sys.stdin.read()
    else:
        with open(args[0], encoding="utf-8") as f:
            src = f.read()
    res = convert(src, keep)
    if out_path:
        with open(out_path, "w", encoding="utf-8") as f:
            f.write(res)
    else:
        sys.stdout.write(res)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
