#!/bin/sh
# Device math library figures: per function, PTX instructions executed per call by nvcg's
# library (nvcg's PTX, sm_80) and by libdevice compiled by libNVVM (CUDA's), counted by
# nvcgrun's PTX emulator over the same 4096 arguments (x uniform in [-1, 1), y in [-1, 1)),
# less the kernel's own instructions (the fabsf kernel's count minus one per call; for
# f64 functions the fabs kernel's); the size the library adds to nvcg.h. Accuracy figures: `make test-math`.
# A second pair of columns counts the same functions over their own domain (rand:SEED:LO:HI
# arguments from the table in domain() below: where [-1, 1) is a special path, e.g. the NaN
# path of acoshf or the argument of half the log calls, or too narrow to reach the
# reductions, e.g. exp and sin); "-" where the table has no entry.
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
# domain F -> "XLO XHI [YLO YHI]": the arguments of the domain columns (the third and fourth
# arguments of the ternary/quaternary norms take x's range); nothing for [-1, 1) only
domain() {
  case "${1%f}" in
    exp|expm1) echo "-80 80" ;;
    exp2) echo "-120 120" ;;
    exp10) echo "-35 35" ;;
    log|log2|log10) echo "0 1000" ;;
    log1p) echo "-0.999 1000" ;;
    pow) echo "0 10 -20 20" ;;
    sin|cos|tan|sincos|sinpi|cospi|sincospi) echo "-100 100" ;;
    atan|asinh) echo "-1000 1000" ;;
    atan2) echo "-10 10 -10 10" ;;
    acosh) echo "1 1000" ;;
    sinh|cosh|tanh) echo "-20 20" ;;
    erf) echo "-5 5" ;;
    erfc) echo "-2 10" ;;
    erfcinv) echo "0 2" ;;
    erfcx) echo "-2 50" ;;
    normcdf) echo "-10 10" ;;
    normcdfinv) echo "0 1" ;;
    lgamma) echo "-20 40" ;;
    tgamma) echo "-10 30" ;;
    cbrt|rcbrt) echo "-1000 1000" ;;
    sqrt|rsqrt) echo "0 1000" ;;
    hypot|rhypot|norm3d|rnorm3d|norm4d|rnorm4d) echo "-100 100 -100 100" ;;
    fmod|remainder|remquo) echo "-1000 1000 -10 10" ;;
    j0|j1|y0|y1) echo "0 50" ;;
    cyl_bessel_i0|cyl_bessel_i1) echo "-20 20" ;;
  esac
}
# args-file F -> the same arguments over F's domain (empty when it has none)
domain_args() {
  set -- "$1" $(domain "$2")
  [ $# -ge 3 ] || return 0
  ylo=${4:-$2}; yhi=${5:-$3}
  sed -e "s/rand:1 /rand:1:$2:$3 /; s/rand:2 /rand:2:$ylo:$yhi /; s/rand:3 /rand:3:$2:$3 /; s/rand:4\$/rand:4:$2:$3/" "$1"
}
have_nvvm=0
if [ -f "$LIBDEVICE" ] && build/nvvmc --version >/dev/null 2>&1; then have_nvvm=1; fi
printf '%-12s %10s %10s %7s %10s %10s %7s\n' function nvcg libdevice ratio "nvcg/dom" "libdev/dom" "ratio"
for k in "$D"/*.kernel.ll; do
  f=$(basename "$k" .kernel.ll)
  if [ $# -gt 0 ] && [ "$f" != fabsf ] && [ "$f" != fabs ]; then
    case " $* " in *" $f "*) ;; *) continue ;; esac
  fi
  build/nvcgc -mcpu=sm_80 "$D/$f.nvcg.ll" -o "$D/$f.nvcg.ptx" || continue
  have2=0
  if [ $have_nvvm = 1 ] && build/nvvmc -arch=compute_80 "$k" "$LIBDEVICE" -o "$D/$f.nvvm.ptx" 2>/dev/null; then have2=1; fi
  domain_args "$D/$f.args" "$f" > "$D/$f.dargs"
  [ -s "$D/$f.dargs" ] || rm -f "$D/$f.dargs"
  c1=$(count "$D/$f.nvcg.ptx" "$D/$f.args"); c2=-; d1=-; d2=-
  [ $have2 = 1 ] && c2=$(count "$D/$f.nvvm.ptx" "$D/$f.args")
  if [ -f "$D/$f.dargs" ]; then
    d1=$(count "$D/$f.nvcg.ptx" "$D/$f.dargs")
    [ $have2 = 1 ] && d2=$(count "$D/$f.nvvm.ptx" "$D/$f.dargs")
  fi
  t=f32
  grep -q f64 "$D/$f.args" && t=f64
  echo "$f $t $c1 $c2 $d1 $d2"
done > "$D/counts"
awk -v n=$N '
  function per(c, b) { return (c - b) / n }
  function cols(x, y, bx, by,   a, c, s, r) {
    if (x == "-" || x == "") return sprintf(" %10s %10s %7s", "-", "-", "-")
    a = per(x, bx); s = "-"; r = "-"
    if (y != "-" && y != "") { c = per(y, by); s = sprintf("%.1f", c); if (c > 0) r = sprintf("%.2fx", a / c) }
    return sprintf(" %10.1f %10s %7s", a, s, r) }
  { f[NR] = $1; ty[NR] = $2; c1[NR] = $3; c2[NR] = $4; d1[NR] = $5; d2[NR] = $6 }
  $1 == "fabsf" || $1 == "fabs" { b1[$2] = $3 - n; b2[$2] = $4 == "-" ? 0 : $4 - n }
  END { for (i = 1; i <= NR; i++) {
    t = ty[i]
    printf "%-12s%s%s\n", f[i], cols(c1[i], c2[i], b1[t], b2[t]), cols(d1[i], d2[i], b1[t], b2[t]) } }' "$D/counts"
lib=$(grep -c "" nvcg_impl/math/library.h)
bytes=$(wc -c < nvcg_impl/math/library.h)
echo "library in nvcg.h: $bytes bytes of nvcg_impl/math/library.h ($lib lines) + nvcg_impl/math/library.c"
