#!/bin/sh
# 66-regalloc: pressure-driven allocation (mir/greedy.c), block rematerialisation
# (mir/remat_block.c), stack slot colouring and the frame layout of spill slots.
#  - build/regalloc_tests: random machine functions through the passes against an
#    interpreter, brute-force pressure and brute-force slot lifetimes;
#  - tests/regalloc/run_regalloc.py: a sample of the corpus, random kernels and the SPIR-V
#    semantic cases compiled under -maxreg=12, 16 and 24 with --verify-each and
#    verify-update-mcse=1, assembled by ptxas, run on the ptx engine against the ir engine.
#    `make test-regalloc` runs the full sweep.
# The FileCheck tests (tests/lit/regalloc_*.ll) run in 62-lit.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/regalloc_tests ]; then echo "FAIL: regalloc/build (build/regalloc_tests missing: run make)"; exit 0; fi
build/regalloc_tests
command -v python3 >/dev/null || { echo "SKIP: regalloc/semantic (python3 missing)"; exit 0; }
python3 tests/regalloc/run_regalloc.py
exit 0
