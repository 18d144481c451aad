#!/bin/sh
# Device math library figures: per function, PTX instructions executed per call by nvcg's
# library (nvcg's PTX, sm_80) and by libdevice compiled by libNVVM (CUDA's), counted by
# nvcgrun's PTX emulator over the same 4096 arguments (x uniform in [-1, 1), y in [-1, 1)),
# less the kernel's own instructions (the fabsf kernel's count minus one per call); the
# size the library adds to nvcg.h. Accuracy figures: `make test-math`.
cd "$(dirname "$0")/../.." || exit 1
LIBDEVICE=/usr/local/cuda/nvvm/libdevice/libdevice.10.bc
[ -x build/mathtest ] || { echo "math: build/mathtest missing (MPFR?)"; exit 0; }
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
build/mathtest --kernels "$D" || exit 1
N=4096
count() { # ptx -> instructions executed
  build/nvcgrun --engine=ptx "$1" --kernel k --grid $((N / 128)) --block 128 --stats \
    buf:f32:$N:rand:1 buf:f32:$N:rand:2 buf:f32:$N:zero buf:f32:$N:zero i32:$N 2>&1 >/dev/null |
    sed -n 's/^nvcgrun: \([0-9]*\) instructions.*/\1/p'
}
have_nvvm=0
if [ -f "$LIBDEVICE" ] && build/nvvmc --version >/dev/null 2>&1; then have_nvvm=1; fi
printf '%-12s %10s %10s %7s\n' function nvcg libdevice ratio
base_nvcg= base_nvvm=
for k in "$D"/*.kernel.ll; do
  f=$(basename "$k" .kernel.ll)
  build/nvcgc -mcpu=sm_80 "$D/$f.nvcg.ll" -o "$D/$f.nvcg.ptx" || continue
  c1=$(count "$D/$f.nvcg.ptx")
  c2=
  if [ $have_nvvm = 1 ] && build/nvvmc -arch=compute_80 "$k" "$LIBDEVICE" -o "$D/$f.nvvm.ptx" 2>/dev/null; then
    c2=$(count "$D/$f.nvvm.ptx")
  fi
  echo "$f $c1 $c2"
done > "$D/counts"
base_nvcg=$(awk -v n=$N '$1 == "fabsf" { print $2 - n }' "$D/counts")
base_nvvm=$(awk -v n=$N '$1 == "fabsf" && $3 != "" { print $3 - n }' "$D/counts")
awk -v n=$N -v b1="$base_nvcg" -v b2="${base_nvvm:-0}" '{
  a = ($2 - b1) / n; s = "-"; r = "-"
  if ($3 != "") { c = ($3 - b2) / n; s = sprintf("%.1f", c); if (c > 0) r = sprintf("%.2fx", a / c) }
  printf "%-12s %10.1f %10s %7s\n", $1, a, s, r }' "$D/counts"
lib=$(grep -c "" nvcg_impl/math/library.h)
bytes=$(wc -c < nvcg_impl/math/library.h)
echo "library in nvcg.h: $bytes bytes of nvcg_impl/math/library.h ($lib lines) + nvcg_impl/math/library.c"
