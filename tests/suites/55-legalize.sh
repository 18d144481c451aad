#!/bin/sh
# Type legalisation, operation legalisation and the DAG combiner: the unit tests in
# tests/unit/legalize_*.c (built by mk/legalize.mk), each printing PASS/FAIL lines.
cd "$(dirname "$0")/../.." || exit 1
status=0
for t in build/legalize_*; do
  [ -x "$t" ] || continue
  "$t" || status=1
done
[ -n "$(ls build/legalize_* 2>/dev/null)" ] || { echo "FAIL: legalize (no test binaries; run make)"; exit 1; }
exit $status
