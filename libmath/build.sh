#!/bin/sh
# libmath/build.sh: compiles nvcg's device math library (libmath/nvmath.c) with clang 14
# for nvptx64 and embeds the stripped LLVM IR in nvcg_impl/math/library.h (then run
# ./amalgamate.sh). The generated file is committed; --check exits 1 when it is stale
# (CI runs it where clang-14 is installed).
#
#   libmath/build.sh           regenerate nvcg_impl/math/library.h
#   libmath/build.sh --check   is the committed file what the sources give?
set -eu
cd "$(dirname "$0")/.."
CLANG=${CLANG:-clang-14}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# -ffp-contract=off: every fma is written out; -fno-math-errno: sqrtf is llvm.sqrt
"$CLANG" --target=nvptx64-nvidia-cuda -march=sm_75 -O2 -ffreestanding -nostdlib -fno-math-errno \
  -ffp-contract=off -fno-ident -Werror -S -emit-llvm libmath/nvmath.c -o "$tmp/nvmath.ll"
python3 libmath/embed.py "$tmp/nvmath.ll" "$tmp/library.h"
if [ "${1:-}" = "--check" ]; then
  if cmp -s "$tmp/library.h" nvcg_impl/math/library.h; then exit 0; fi
  echo "libmath/build.sh: nvcg_impl/math/library.h is stale; run libmath/build.sh and ./amalgamate.sh" >&2
  exit 1
fi
cp "$tmp/library.h" nvcg_impl/math/library.h
