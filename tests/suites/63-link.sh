#!/bin/sh
# 63-link: linking and summary-guided function import (tests/link/run_link.py): two- and
# three-file CUDA programs (clang 14 -fgpu-rdc) linked by nvcg and by llvm-link-14 on the
# ir and ptx engines; LLVM's linkage rules and link errors; import decisions (thresholds,
# multipliers, evolution, budget, never-import rules) on print-imports /
# print-import-failures; summaries against a committed one and GUIDs against LLVM's;
# libdevice (when the CUDA toolkit has it) against the ir engine and libNVVM.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then
  echo "FAIL: link/build (build/nvcgc or build/nvcgrun missing: run make)"; exit 0
fi
command -v python3 >/dev/null || { echo "SKIP: link (python3 missing)"; exit 0; }
exec python3 tests/link/run_link.py
