#!/bin/sh
# Regenerates ../ll/clang14/*.ll from these CUDA sources with clang 14 (the .ll files are
# committed so that the tests do not need clang).
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-14}
mkdir -p ../ll/clang14
for f in *.cu; do
  n=$(basename "$f" .cu)
  for o in O0 O3; do
    # debug info only for misc.cu: one file is enough to exercise dropping it
    for g in "" $([ "$n" = misc ] && echo -g); do
      out=../ll/clang14/$n.$o${g:+.g}.ll
      "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib \
        --cuda-path=/nonexistent -Wno-unknown-cuda-version -Xclang -target-feature -Xclang +ptx75 \
        -Xclang -fnative-half-type -$o $g -S -emit-llvm "$f" -o - | sed -e '/^; ModuleID = /d' > "$out"
    done
  done
done
