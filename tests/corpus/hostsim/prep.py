#!/usr/bin/env python3
"""Turns a corpus kernel file into a host C++ translation unit for hostsim.

    prep.py IN.cu OUT.cpp

`__shared__ T a[N], b;` inside a kernel becomes `auto &a = nvcg_smem<T[N]>(ID);` (per-block
storage, see nvcg_cuda.h); `extern __shared__ T x[];` becomes a pointer to the launch's
dynamic shared memory; a table of the file's extern "C" kernels and the driver (main.inc)
are appended. Standard library only.
"""
import re
import sys

EXTERN_RE = re.compile(r"extern\s+__shared__\s+(?:__align__\(\d+\)\s+)?([\w\s]+?)\s+(\w+)\s*\[\s*\]\s*;")
SHARED_RE = re.compile(r"^(\s*)__shared__\s+([^;]+);", re.M)
DECL_RE = re.compile(r"^(.*?)\s*\b(\w+)((?:\s*\[[^\]]+\])*)$")
KERNEL_RE = re.compile(r'extern\s+"C"\s+__global__\s+(?:__launch_bounds__\([^)]*\)\s+)?void\s+(\w+)\s*\(')


def main(argv):
    with open(argv[1], encoding="utf-8") as f:
        src = f.read()
    ids = [0]

    def ext(m):
        ty, name = m.group(1).strip(), m.group(2)
        return "%s *%s = (%s *)nvcg_dyn_smem();" % (ty, name, ty)

    def shared(m):
        indent, body = m.group(1), m.group(2)
        parts = [p.strip() for p in body.split(",")]
        first = DECL_RE.match(parts[0])
        ty = first.group(1).strip()
        decls = [(first.group(2), first.group(3))]
        for p in parts[1:]:
            d = DECL_RE.match(p)
            decls.append((d.group(2), d.group(3)))
        out = []
        for name, dims in decls:
            ids[0] += 1
            out.append("auto &%s = nvcg_smem<%s%s>(%d);" % (name, ty, dims.replace(" ", ""), ids[0]))
        return indent + " ".join(out)

    src = EXTERN_RE.sub(ext, src)
    src = SHARED_RE.sub(shared, src)
    kernels = KERNEL_RE.findall(src)
    table = ["", '#include "main.inc"', "const nvcg_kernel_entry nvcg_kernels[] = {"]
    table += ["    NVCG_KERNEL(%s)," % k for k in kernels]
    table += ["};", "const size_t nvcg_nkernels = %d;" % len(kernels), ""]
    with open(argv[2], "w", encoding="utf-8") as f:
        f.write(src + "\n".join(table))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
