#!/bin/sh
# Unit tests: core data structures, FP conversions, IR plumbing, the builder API, the
# verifier and the driver API (tests/unit/test_*.c), built plainly and run with the full
# sizes (exhaustive and million-operation runs). With UNIT_SAN=1 (`make test-san`, which
# CI runs after `make test`) it builds them with ASan+UBSan instead and runs them with
# --quick sizes; those cases are named "san.<name>".
cd "$(dirname "$0")/../.." || exit 1
mkdir -p tests/out
if [ "${UNIT_SAN:-}" = 1 ]; then
  target=unit-san; dir=build/unit-san; prefix=san.; sizes=--quick
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
else
  target=unit; dir=build/unit; prefix=; sizes=
fi
if ! make -s -j"$(nproc 2>/dev/null || echo 2)" $target >tests/out/unit-build.log 2>&1; then
  echo "FAIL: unit.build (see tests/out/unit-build.log)"
  tail -30 tests/out/unit-build.log
  exit 1
fi

# run PREFIX NAME COMMAND...: reports the program's PASS/FAIL lines (renamed with
# PREFIX) and a failure when it dies without saying why (a sanitizer report, a crash).
run() {
  prefix=$1; name=$2; shift 2
  log=tests/out/unit-$prefix$name.log
  "$@" >"$log" 2>&1
  rc=$?
  grep -E '^(PASS|FAIL|SKIP): ' "$log" | sed "s/^\(PASS\|FAIL\|SKIP\): /\1: $prefix/"
  if [ $rc -ne 0 ] && ! grep -q '^FAIL: ' "$log"; then
    echo "FAIL: $prefix$name (exited with status $rc; see $log)"
    grep -E 'ERROR|runtime error|SUMMARY' "$log" | head -5
  fi
}

for src in tests/unit/test_*.c; do
  t=$(basename "$src" .c)
  run "$prefix" "$t" "$dir/$t" $sizes
done
exit 0
