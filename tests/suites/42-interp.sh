#!/bin/sh
# 42-interp: the ir engine of nvcgrun (tools/nvcgrun/ir_*.c), the reference interpreter of
# nvcg's IR.
#  - build/interp_test: kernels built with the builder API (no .ll reader needed), faults,
#    and every row of ir/intrinsics.h having an implementation
#  - tests/interp/ll_tests.py: instruction semantics as .ll files with hand-derived
#    expectations, each also checked against llc-14's PTX on the ptx engine
#  - tests/interp/interp_runs.py: the emulator's own kernels (tests/emu/cuda) from their IR
#    against their closed forms; every corpus manifest line, ir on .O0.ll vs ir on .O3.ll vs
#    the ptx engine on llc-14's PTX
#  - tests/interp/randdiff.py: random straight-line kernels, ir vs llc-14 PTX, bit for bit
# The .ll parts need nvcg_parse_ll; until nvcg.h has it they print a NOTE (not a SKIP: no
# tool is missing, the reader is not written yet) and only build/interp_test runs.
cd "$(dirname "$0")/../.." || exit 1
B=build
if [ ! -x "$B/nvcgrun" ] || [ ! -x "$B/interp_test" ]; then
  echo "FAIL: interp/build (build/nvcgrun or build/interp_test missing: run make)"
  exit 0
fi
"$B/interp_test" | grep -E '^(PASS|FAIL|SKIP): '
if ! command -v python3 >/dev/null; then
  echo "SKIP: interp-ll (python3 missing)"
  exit 0
fi
python3 tests/interp/ll_tests.py
python3 tests/interp/interp_runs.py own
python3 tests/interp/interp_runs.py corpus
python3 tests/interp/randdiff.py 1 40
