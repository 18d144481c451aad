#!/bin/sh
# SPIR-V frontend throughput, for each module of the seed corpus (the tests' own SPIR-V,
# committed under tests/fuzz/corpus_spirv): translation speed in SPIR-V words per second
# (spv2ll --bench), and the end-to-end SPIR-V -> PTX time per shader (translation plus
# nvcg_compile at -O2 for sm_75: spv2ll --ptx --bench). Modules the frontend rejects on
# purpose (unsupported features) are listed as such.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -f /usr/include/spirv/unified1/spirv.h ]; then echo "spirv: skipped (spirv-headers missing)"; exit 0; fi
make -s build/spv2ll >/dev/null 2>&1 || { echo "spirv: cannot build build/spv2ll"; exit 0; }
# spv2ll --bench prints "FILE: W words, T ms per ..., R Mwords/s"
ms() { sed -n 's/.* words, \([0-9.]*\) ms per .*/\1/p'; }
printf '%-28s %7s %12s %10s %14s\n' module words translate Mwords/s "SPIR-V->PTX"
tw=0; tt=0; te=0; n=0
for f in tests/fuzz/corpus_spirv/*.spv; do
  w=$(( $(wc -c < "$f") / 4 ))
  name=$(basename "$f" .spv)
  # about 50 ms of translation per module, at least 20 runs; 10 compilations
  runs=$(( 2000000 / (w + 1) )); [ $runs -lt 20 ] && runs=20
  t=$(./build/spv2ll --bench $runs "$f" 2>/dev/null | ms)
  if [ -z "$t" ]; then printf '%-28s %7d %12s\n' "$name" "$w" "rejected"; continue; fi
  e=$(./build/spv2ll --ptx --bench 10 "$f" 2>/dev/null | ms)
  printf '%-28s %7d %9.3f ms %10.1f %11s ms\n' "$name" "$w" "$t" "$(echo "$w $t" | awk '{print $1 / $2 / 1000}')" "${e:-failed}"
  tw=$((tw + w)); n=$((n + 1))
  tt=$(echo "$tt $t" | awk '{print $1 + $2}')
  [ -n "$e" ] && te=$(echo "$te $e" | awk '{print $1 + $2}')
done
echo "$n modules, $tw words: translation $(echo "$tw $tt" | awk '{printf "%.1f", $1 / $2 / 1000}') Mwords/s" \
  "($(echo "$tt $n" | awk '{printf "%.3f", $1 / $2}') ms per module), SPIR-V -> PTX $(echo "$te $n" | awk '{printf "%.2f", $1 / $2}') ms per module"
