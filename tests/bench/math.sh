#!/bin/sh
# Device math library figures: per function, PTX instructions executed per call by nvcg's
# library (nvcg's PTX, sm_80) and by libdevice compiled by libNVVM (CUDA's), counted by
# nvcgrun's PTX emulator over the same 4096 arguments (x uniform in [-1, 1), y in [-1, 1)),
# less the kernel's own instructions (the fabsf kernel's count minus one per call; for
# f64 functions the fabs kernel's); the size the library adds to nvcg.h. Accuracy figures: `make test-math`.
#   sh tests/bench/math.sh [F...]   only the functions named (all when none)
cd "$(dirname "$0")/../.." || exit 1
LIBDEVICE=/usr/local/cuda/nvvm/libdevice/libdevice.10.bc
[ -x build/mathtest ] || { echo "math: build/mathtest missing (MPFR?)"; exit 0; }
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
build/mathtest --kernels "$D" || exit 1
N=4096
count() { # ptx args-file -> instructions executed
  # shellcheck disable=SC2046
  build/nvcgrun --engine=ptx "$1" --kernel k --grid $((N / 128)) --block 128 --stats \
    $(sed "s/N/$N/g" "$2") 2>&1 >/dev/null |
    sed -n 's/^nvcgrun: \([0-9]*\) instructions.*/\1/p'
}
have_nvvm=0
if [ -f "$LIBDEVICE" ] && build/nvvmc --version >/dev/null 2>&1; then have_nvvm=1; fi
printf '%-12s %10s %10s %7s\n' function nvcg libdevice ratio
for k in "$D"/*.kernel.ll; do
  f=$(basename "$k" .kernel.ll)
  if [ $# -gt 0 ] && [ "$f" != fabsf ] && [ "$f" != fabs ]; then
    case " $* " in *" $f "*) ;; *) continue ;; esac
  fi
  build/nvcgc -mcpu=sm_80 "$D/$f.nvcg.ll" -o "$D/$f.nvcg.ptx" || continue
  c1=$(count "$D/$f.nvcg.ptx" "$D/$f.args")
  c2=
  if [ $have_nvvm = 1 ] && build/nvvmc -arch=compute_80 "$k" "$LIBDEVICE" -o "$D/$f.nvvm.ptx" 2>/dev/null; then
    c2=$(count "$D/$f.nvvm.ptx" "$D/$f.args")
  fi
  t=f32
  grep -q f64 "$D/$f.args" && t=f64
  echo "$f $t $c1 $c2"
done > "$D/counts"
awk -v n=$N '
  { f[NR] = $1; ty[NR] = $2; c1[NR] = $3; c2[NR] = $4 }
  $1 == "fabsf" || $1 == "fabs" { b1[$2] = $3 - n; b2[$2] = $4 == "" ? 0 : $4 - n }
  END { for (i = 1; i <= NR; i++) {
    t = ty[i]
    a = (c1[i] - b1[t]) / n; s = "-"; r = "-"
    if (c2[i] != "") { c = (c2[i] - b2[t]) / n; s = sprintf("%.1f", c); if (c > 0) r = sprintf("%.2fx", a / c) }
    printf "%-12s %10.1f %10s %7s\n", f[i], a, s, r } }' "$D/counts"
lib=$(grep -c "" nvcg_impl/math/library.h)
bytes=$(wc -c < nvcg_impl/math/library.h)
echo "library in nvcg.h: $bytes bytes of nvcg_impl/math/library.h ($lib lines) + nvcg_impl/math/library.c"
