#!/bin/sh
# Compiles the multi-file CUDA programs tests/link/cuda/p*_*.cu with clang 14 -fgpu-rdc
# (separate compilation: external __device__ functions, variables and __constant__ data
# across files) into tests/link/ll/NAME.ll. The .ll files are committed so that the tests
# never need clang; `build.sh --check` rebuilds them into a temporary directory and fails
# when anything differs. Same flags and determinism rules as tests/corpus/build.sh.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-14}
check=0
[ "${1:-}" = "--check" ] && check=1
command -v "$CLANG" >/dev/null 2>&1 || { echo "build.sh: $CLANG not found" >&2; exit 2; }
if [ $check = 1 ]; then
  out=$(mktemp -d "${TMPDIR:-/tmp}/nvcg-link.XXXXXX")
  trap 'rm -rf "$out"' EXIT
else
  out=ll
  mkdir -p "$out"
fi
outabs=$(cd "$out" && pwd)
cd cuda
for f in p*_*.cu; do
  n=$(basename "$f" .cu)
  "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudainc -nocudalib \
    --cuda-path=/nonexistent -Wno-unknown-cuda-version -fgpu-rdc \
    -Xclang -target-feature -Xclang +ptx75 -Xclang -fnative-half-type \
    -ffp-contract=off -I. -O3 -S -emit-llvm "$f" -o "$outabs/$n.tmp"
  sed -e "/^; ModuleID = /d" "$outabs/$n.tmp" > "$outabs/$n.ll"
  rm -f "$outabs/$n.tmp"
done
if [ $check = 1 ]; then
  bad=0
  for f in "$outabs"/*.ll; do
    cmp -s "$f" "../ll/$(basename "$f")" || { echo "stale: tests/link/ll/$(basename "$f")"; bad=1; }
  done
  exit $bad
fi
