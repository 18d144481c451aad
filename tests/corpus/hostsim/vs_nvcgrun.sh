#!/bin/sh
# hostsim and nvcgrun fill rand:SEED buffers with the same generator (nvcgrun's
# documented splitmix64, tools/nvcgrun/runner.h), so a kernel run by both leaves the same
# buffers: for every manifest line of a few files that together cover every buffer type
# (f32 i32 f64: vec_add; f16: half_math; bf16: bf16_math; i8 i16 i64: conversions), the
# digest of hostsim (built without sanitizers, one schedule) must equal the digest of
# `nvcgrun --engine=ir` on the -O3 IR. Prints PASS/FAIL/SKIP lines (run by check.sh).
cd "$(dirname "$0")/.." || exit 2
root=$(cd ../.. && pwd)
CXX=${CXX:-clang++-14}
NVCGRUN=${NVCGRUN:-$root/build/nvcgrun}
FILES="vec_add half_math bf16_math conversions"
if ! command -v "$CXX" >/dev/null 2>&1; then echo "SKIP: corpus/hostsim-rand ($CXX)"; exit 0; fi
[ -x "$NVCGRUN" ] || (cd "$root" && make -s build/nvcgrun) >/dev/null 2>&1
if [ ! -x "$NVCGRUN" ]; then echo "SKIP: corpus/hostsim-rand (build/nvcgrun not built)"; exit 0; fi
work=$(mktemp -d "${TMPDIR:-/tmp}/nvcg-hostsim-rand.XXXXXX")
trap 'rm -rf "$work"' EXIT
for n in $FILES; do
  python3 hostsim/prep.py "cuda/$n.cu" "$work/$n.cpp" &&
    $CXX -std=c++17 -O1 -Xclang -fnative-half-type -Ihostsim -rtlib=compiler-rt -w "$work/$n.cpp" \
      -o "$work/$n" -lpthread -lgcc_s >"$work/$n.build" 2>&1 ||
    echo "FAIL: corpus/hostsim-rand/build/$n ($(head -3 "$work/$n.build" | tr '\n' ' '))"
done
lineno=0
while IFS= read -r line; do
  lineno=$((lineno + 1))
  case $line in ''|'#'*) continue ;; esac
  set -- $line
  n=${1%.cu}; k=$2; grid=$3; block=$4; shared=$5
  case " $FILES " in *" $n "*) ;; *) continue ;; esac
  [ -x "$work/$n" ] || continue
  name="corpus/hostsim-rand/$n:$k:line$lineno"
  h=$("$work/$n" --schedules 1 $line 2>"$work/err" | tail -n 1)
  shift 7
  r=$("$NVCGRUN" --engine=ir "ll/$n.O3.ll" --kernel "$k" --grid "$grid" --block "$block" --shared "$shared" \
      --digest "$@" 2>>"$work/err" | sed -n 's/^digest: fnv1a64=//p')
  if [ -n "$h" ] && [ "$h" = "$r" ]; then echo "PASS: $name"
  else echo "FAIL: $name (hostsim digest '$h', nvcgrun --engine=ir '$r'; $(head -c 200 "$work/err" | tr '\n' ' '))"; fi
done < manifest.txt
exit 0
