#!/bin/sh
# 63-tensor: tensor cores, asynchronous copies and barriers, clusters (issue 11 part B).
#  - tests/tensor/gemm.py: GEMM tiles on mma.sync (every type family), wmma load/mma/store,
#    ldmatrix/stmatrix feeding mma: ir engine and ptx engine against exact arithmetic; the
#    PTX of each assembled by ptxas for the form's SM
#  - tests/tensor/bulk.py: the sm_90 bulk-copy double buffer (cp.async.bulk with mbarrier
#    expect_tx / try_wait.parity in, bulk groups out) and its missing-wait race
#  - tests/tensor/async.py: double-buffered cp.async kernels (wait_group; mbarrier
#    arrive/test_wait) against their closed form, and the missing-wait race exposed
# (FileCheck and expected-error tests of these families are tests/lit/tensor_*.ll, suite 62.)
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then
  echo "FAIL: tensor/build (build/nvcgc or build/nvcgrun missing: run make)"; exit 0
fi
command -v python3 >/dev/null || { echo "SKIP: tensor (python3 missing)"; exit 0; }
mkdir -p tests/out/tensor
python3 tests/tensor/gemm.py --out tests/out/tensor
python3 tests/tensor/async.py tests/out/tensor
python3 tests/tensor/bulk.py tests/out/tensor
