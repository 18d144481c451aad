#!/bin/sh
# 63-mir: the machine layer end to end (tests/mir/run_mir.py): every pass that may be
# disabled is disabled in turn and the code must still agree with the IR interpreter;
# incremental MRPA verified against full recomputation on real kernels;
# --print-reg-pressure. The analyses' oracle tests are unit tests
# (tests/unit/test_mir_analysis.c), the coalescer's are in build/mir_tests (60-codegen).
cd "$(dirname "$0")/../.." || exit 1
for b in build/nvcgc build/nvcgrun; do
  if [ ! -x "$b" ]; then echo "FAIL: mir/build ($b missing: run make)"; exit 0; fi
done
command -v python3 >/dev/null || { echo "SKIP: mir (python3 missing)"; exit 0; }
exec python3 tests/mir/run_mir.py
