#!/usr/bin/env python3
"""Regression tests of to_nvvm7.py's textual rewrites. Prints PASS/FAIL lines (run by
check.sh, so by tests/suites/10-corpus.sh)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from to_nvvm7 import convert  # noqa: E402

# Strings are data: %N, keywords the rewrite drops (noundef) and `poison` inside c"...",
# metadata strings and asm text stay as they are, while the code around them is renamed.
STRINGS_IN = r'''@.str = private unnamed_addr constant [24 x i8] c"%0 %12 noundef poison\0A\00", align 1
define void @k(i32 noundef %0, i32* %1) {
  %3 = add i32 %0, 1
  %4 = call i32 asm "add.s32 $0, %1;", "=r,r"(i32 %3)
  store i32 %4, i32* %1, align 4
  ret void
}
!0 = !{!"%0 poison"}
'''


def check(name, cond, why):
    print("PASS: %s" % name if cond else "FAIL: %s (%s)" % (name, why))
    return cond


def main():
    out = convert(STRINGS_IN)
    ok = check("corpus/to_nvvm7/string-constant", r'c"%0 %12 noundef poison\0A\00"' in out,
               "a c\"...\" constant was rewritten:\n" + out)
    ok &= check("corpus/to_nvvm7/asm-string", '"add.s32 $0, %1;", "=r,r"' in out, "asm text was rewritten:\n" + out)
    ok &= check("corpus/to_nvvm7/metadata-string", '!{!"%0 poison"}' in out, "a metadata string was rewritten:\n" + out)
    ok &= check("corpus/to_nvvm7/code-renamed", "%_3 = add i32 %_0, 1" in out and "noundef %_0" not in out,
                "code around strings was not rewritten:\n" + out)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
