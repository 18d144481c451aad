#!/bin/sh
# Runs every test suite (tests/suites/*.sh, in name order) and prints "N passed, N failed".
#
# A suite prints one line per test: "PASS: name", "FAIL: name (why)" or
# "SKIP: name (what is missing)". Anything else it prints is shown as is. A suite that
# exits non-zero without reporting counts as one failure. With CI=true a SKIP is a failure:
# CI must have every tool. SUITES="a b" runs only suites whose file name contains a or b.
# Missing Debian test tools are installed first when this runs as root
# (tests/install-tools.sh).
cd "$(dirname "$0")/.." || exit 1
mkdir -p tests/out
sh tests/install-tools.sh -q
pass=0; fail=0; skip=0
for s in tests/suites/*.sh; do
  name=$(basename "$s" .sh)
  if [ -n "${SUITES:-}" ]; then
    hit=0; for w in $SUITES; do case "$name" in *"$w"*) hit=1;; esac; done
    [ $hit = 1 ] || continue
  fi
  echo "=== suite $name"
  log="tests/out/$name.log"
  start=$(date +%s)
  sh "$s" > "$log" 2>&1; rc=$?
  p=$(grep -c '^PASS: ' "$log"); f=$(grep -c '^FAIL: ' "$log"); k=$(grep -c '^SKIP: ' "$log")
  grep -E '^(FAIL|SKIP): ' "$log"
  if [ $rc -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "FAIL: $name (suite exited with status $rc; see $log)"; tail -20 "$log"; f=1
  fi
  if [ "$k" -gt 0 ] && [ "${CI:-}" = "true" ]; then
    echo "FAIL: $name has $k skipped tests and CI=true forbids skipping"; f=$((f + k))
  fi
  echo "    $p passed, $f failed, $k skipped ($(( $(date +%s) - start ))s)"
  pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + k))
done
[ $skip -gt 0 ] && echo "!!! $skip tests SKIPPED because tools are missing (see SKIP lines above) !!!"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
