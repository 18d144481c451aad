#!/bin/sh
# Compiles every tests/corpus/cuda/*.cu with clang 14 into tests/corpus/ll/NAME.O0.ll and
# NAME.O3.ll. The .ll files are committed so that tests never need clang; this script is
# how they are made, and `build.sh --check` regenerates them into a temporary directory and
# fails (listing the files) if anything differs from what is committed.
#
# Determinism: clang runs inside cuda/ on relative file names, the `; ModuleID` line is
# removed, --cuda-path points nowhere (so the installed CUDA version cannot change the PTX
# feature clang picks: it is pinned with +ptx75, the newest llc 14 knows) and no system
# header is included. What is left depends only on the clang 14 build (its version string
# is kept in !llvm.ident).
#
# A .cu file picks its GPU architecture with a line `// nvcg-corpus-arch: sm_XX`
# (default sm_70: the lowest SM a kernel needs, so the IR carries no newer feature).
#
# Flags, and why:
#   -ffp-contract=off      no `contract` fast-math flags: a*b+c stays fmul+fadd, so the IR
#                          interpreter and the PTX emulator can agree bit for bit (kernels
#                          that want fma call fmaf)
#   -Xclang -fnative-half-type   __fp16 arithmetic is native `half` in IR (clang 14 has no
#                          _Float16 for NVPTX)
#   -Xclang -target-feature -Xclang +ptx75   see above
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-14}
check=0
[ "${1:-}" = "--check" ] && check=1

if ! command -v "$CLANG" >/dev/null 2>&1; then
  echo "build.sh: $CLANG not found" >&2; exit 2
fi

if [ $check = 1 ]; then
  out=$(mktemp -d "${TMPDIR:-/tmp}/nvcg-corpus.XXXXXX")
  trap 'rm -rf "$out"' EXIT
else
  out=ll
  mkdir -p "$out"
fi
outabs=$(cd "$out" && pwd)

# One job per (file, -O level); two at a time.
for f in cuda/*.cu; do
  n=$(basename "$f" .cu)
  for o in O0 O3; do echo "$n $o"; done
done | NV_OUT="$outabs" NV_CLANG="$CLANG" xargs -P2 -n2 sh -c '
  n=$1; o=$2; dir=$NV_OUT; clang=$NV_CLANG
  arch=$(sed -n "s|^// nvcg-corpus-arch: *\(sm_[0-9]*\).*|\1|p" "cuda/$n.cu" | head -n1)
  [ -n "$arch" ] || arch=sm_70
  cd cuda
  "$clang" -x cuda --cuda-device-only --cuda-gpu-arch=$arch -nocudainc -nocudalib \
    --cuda-path=/nonexistent -Wno-unknown-cuda-version \
    -Xclang -target-feature -Xclang +ptx75 -Xclang -fnative-half-type \
    -ffp-contract=off -I. -$o -S -emit-llvm "$n.cu" -o "$dir/$n.$o.tmp" || exit 255
  sed -e "/^; ModuleID = /d" "$dir/$n.$o.tmp" > "$dir/$n.$o.ll" && rm -f "$dir/$n.$o.tmp"
' sh || { echo "build.sh: compilation failed" >&2; exit 1; }

if [ $check = 1 ]; then
  bad=0
  for f in "$out"/*.ll; do
    b=$(basename "$f")
    if ! cmp -s "$f" "ll/$b"; then echo "differs: ll/$b"; bad=1; fi
  done
  for f in ll/*.ll; do
    [ -e "$out/$(basename "$f")" ] || { echo "stale (no source): $f"; bad=1; }
  done
  [ $bad = 0 ] && echo "build.sh --check: ll/ is up to date"
  exit $bad
fi
# Remove outputs whose source is gone.
for f in ll/*.ll; do
  n=$(basename "$f" .ll); n=${n%.O[03]}
  [ -e "cuda/$n.cu" ] || rm -f "$f"
done
echo "build.sh: wrote $(ls ll/*.ll | wc -l) files to tests/corpus/ll"
