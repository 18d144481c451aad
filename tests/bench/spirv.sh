#!/bin/sh
# SPIR-V frontend throughput: for each module of the seed corpus (the tests' own SPIR-V,
# committed under tests/fuzz/corpus_spirv), translation speed in SPIR-V words per second,
# and the end-to-end SPIR-V -> PTX time once nvcg has a code generator.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -f /usr/include/spirv/unified1/spirv.h ]; then echo "spirv: skipped (spirv-headers missing)"; exit 0; fi
make -s build/spv2ll >/dev/null 2>&1 || { echo "spirv: cannot build build/spv2ll"; exit 0; }
total_w=0
for f in tests/fuzz/corpus_spirv/*.spv; do
  w=$(( $(wc -c < "$f") / 4 ))
  # about 50 ms of work per module, at least 20 runs
  n=$(( 2000000 / (w + 1) )); [ $n -lt 20 ] && n=20
  ./build/spv2ll --bench $n "$f" 2>/dev/null || echo "$f: translation failed"
  total_w=$((total_w + w))
done
first=$(ls tests/fuzz/corpus_spirv/*.spv | head -1)
if ./build/spv2ll --ptx -o /dev/null "$first" >/dev/null 2>&1; then
  for f in tests/fuzz/corpus_spirv/*.spv; do ./build/spv2ll --ptx --bench 20 "$f" 2>/dev/null || echo "$f: SPIR-V -> PTX failed"; done
else
  echo "end-to-end SPIR-V -> PTX: not measured (nvcg has no code generator yet)"
fi
