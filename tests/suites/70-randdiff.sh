#!/bin/sh
# 70-randdiff: random kernels from tools/randgen, differential testing (fuzz_diff.py).
#  - tests/regress/*.ll: minimised reproducers of every bug randgen found, each with its
#    expected elements; every engine/compiler leg available must give them
#  - a fixed batch of RANDDIFF_N (300) seeds at --size 8, and RANDDIFF_APPROX_N (50) more
#    with --approx: the ir engine, nvcg's PTX at -O0
#    and -O3 (ptxas, ptx engine), llc-14's PTX at -O0 and -O3, opt-14 -O2 on the ir engine;
#    every leg that runs must agree bit for bit. A leg whose tool is not on this branch
#    prints one SKIP line naming what is missing.
# Failures are kept under tests/out/randdiff/seed-N/ (reduce with tools/randgen/reduce.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/randgen ] || [ ! -x build/nvcgrun ]; then
  echo "FAIL: randdiff/build (build/randgen or build/nvcgrun missing: run make)"
  exit 0
fi
if ! command -v python3 >/dev/null; then
  echo "SKIP: randdiff (python3 missing)"
  exit 0
fi
# the generator is deterministic: the same options give the same bytes
for s in 1 2 3 4 5; do
  a=$(build/randgen --seed $s --size 20 | cksum); b=$(build/randgen --seed $s --size 20 | cksum)
  c=$(build/randgen --seed $s --size 20 --typed-pointers | cksum); d=$(build/randgen --seed $s --size 20 --typed-pointers | cksum)
  if [ "$a" = "$b" ] && [ "$c" = "$d" ]; then echo "PASS: randgen/deterministic-$s"; else echo "FAIL: randgen/deterministic-$s (two runs differ)"; fi
done
python3 tools/randgen/fuzz_diff.py --regress tests/regress/*.ll
# seeds that once exposed generator bugs
grep -v '^#' tests/regress/randgen_seeds.txt | while read -r seed size opts; do
  [ -n "$seed" ] || continue
  python3 tools/randgen/fuzz_diff.py --size "$size" --gen="$opts" --out tests/out/randdiff "$seed" |
    grep -E '^(PASS|FAIL): ' | sed 's/^PASS: seed/PASS: regress-seed/; s/^FAIL: seed/FAIL: regress-seed/'
done
rm -rf tests/out/randdiff
python3 tools/randgen/fuzz_diff.py -n "${RANDDIFF_N:-300}" --seed 100000 --size 8 --suite randdiff \
  --out tests/out/randdiff --jobs "${JOBS:-2}"
# and a few with approximate functions (their buffer compared within the hardware's bounds)
python3 tools/randgen/fuzz_diff.py -n "${RANDDIFF_APPROX_N:-50}" --seed 200000 --size 8 --gen=--approx \
  --suite randdiff-approx --out tests/out/randdiff --jobs "${JOBS:-2}"
exit 0
