#!/bin/sh
# 65-corpus-cg: nvcg's code generation on the whole kernel corpus (tests/corpus), by
# tests/corpus/codegen_check.py (its docstring has every rule):
#  a. every ll/NAME.O0.ll and ll/NAME.O3.ll compiles with build/nvcgc at -O0..-O3 for each of
#     sm_75 sm_80 sm_86 sm_89 sm_90 sm_100 sm_120 from the file's MIN_SM up, and ptxas
#     accepts every PTX: the full matrix (~2,600 compilations; ptxas runs once per distinct
#     PTX text). CG_MATRIX=quick: -O2 on every target, the other levels on sm_75/90/120 only.
#  b. every manifest line: ir engine on the .ll vs ptx engine on nvcg's PTX (-O0 and -O3,
#     of both inputs), bit for bit (approx kernels: the 40-emu/42-interp tolerance), the
#     target rotating over sm_75/80/90/100/120; each kernel once more with another launch
#     shape (more blocks; a block that is not a multiple of 32, 2-D/3-D where the kernel
#     takes those; only what the manifest's fixedblock/wholewarps flags allow)
#  c. with libNVVM (build/nvvmc + libnvvm.so): the ptx engine on libNVVM's -O3 PTX agrees
#     with the ir engine for every manifest line
# JOBS (default 2) processes at a time; about 2 minutes on 2 cores (128 s measured with other
# jobs on the machine): 2,624 compile tests, 1,362 run comparisons.
cd "$(dirname "$0")/../.." || exit 1
for b in build/nvcgc build/nvcgrun; do
  if [ ! -x "$b" ]; then echo "FAIL: cg-corpus/build ($b missing: run make)"; exit 0; fi
done
if ! command -v python3 >/dev/null; then echo "SKIP: cg-corpus (python3 missing)"; exit 0; fi
python3 tests/corpus/codegen_check.py all
exit 0
