#!/bin/sh
# Pressure-driven allocation under a register cap (issue 9, part B): nvcg -maxreg=32 vs
# nvcg without a cap vs libNVVM -maxreg=32, all with ptxas -maxrregcount=32; the local
# sort's registers; the allocation passes' compile-time share (see regalloc_figures.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ]; then echo "regalloc bench: build/nvcgc missing (run make)"; exit 0; fi
python3 tests/bench/regalloc_figures.py "$@"
