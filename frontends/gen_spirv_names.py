#!/usr/bin/env python3
"""Regenerates the enumerant-name X-macro lists (frontends/spirv/02_names.h, which
./amalgamate.sh then puts into nvcg_spirv.h) from the installed
SPIRV-Headers (/usr/include/spirv/unified1/spirv.h). Only NAMES are taken: the values come
from spirv.h itself through token pasting (X(IAdd) -> SpvOpIAdd), so nothing numeric is
copied. Vendor-specific enumerants (INTEL, NV, AMD, ...) are left out: they are reported by
number. Aliases (same value, later name) are dropped so that each value has one name.

  python3 frontends/gen_spirv_names.py [path/to/spirv.h]   rewrites the block in place
  ./amalgamate.sh                                          then remakes nvcg_spirv.h
"""
import re, sys, os
hdr = sys.argv[1] if len(sys.argv) > 1 else '/usr/include/spirv/unified1/spirv.h'
src = open(hdr).read()
VENDOR = re.compile(r'(INTEL|NV|NVX|AMD|ALTERA|QCOM|ARM|HUAWEI|GOOGLE)$')
def names(prefix):
    seen, out = set(), []
    for m in re.finditer(r'\b' + prefix + r'([A-Za-z0-9_]+) = (\d+),', src):
        n, v = m.group(1), int(m.group(2))
        if VENDOR.search(n) or v in seen or n == 'Max':
            continue
        seen.add(v)
        out.append(n)
    return out
def xlist(macro, prefix):
    items = ['X(%s)' % n for n in names(prefix)]
    lines, cur = [], '  '
    for it in items:
        if len(cur) + len(it) + 1 > 92:
            lines.append(cur.rstrip() + ' \\')
            cur = '  '
        cur += it + ' '
    lines.append(cur.rstrip())
    return '#define %s(X) \\\n' % macro + '\n'.join(lines) + '\n'
out = ['/* BEGIN GENERATED NAMES: frontends/gen_spirv_names.py (names only; values from spirv.h) */\n']
for macro, prefix in [('NVSP_OP_NAMES', 'SpvOp'), ('NVSP_CAP_NAMES', 'SpvCapability'),
                      ('NVSP_BUILTIN_NAMES', 'SpvBuiltIn'), ('NVSP_SC_NAMES', 'SpvStorageClass'),
                      ('NVSP_DECO_NAMES', 'SpvDecoration'), ('NVSP_MODEL_NAMES', 'SpvExecutionModel')]:
    out.append(xlist(macro, prefix))
out.append('/* END GENERATED NAMES */\n')
block = ''.join(out)
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'spirv', '02_names.h')
text = open(path).read()
a = text.index('/* BEGIN GENERATED NAMES')
b = text.index('/* END GENERATED NAMES */') + len('/* END GENERATED NAMES */\n')
open(path, 'w').write(text[:a] + block + text[b:])
