#!/bin/sh
# 61-ptx-table: every row of the PTX instruction table (target/ptx_insns.h), instantiated
# by build/ptx_table_test, must assemble with ptxas at its declared minimum SM and PTX
# version, and must fail one PTX version / one SM below it where ptxas can express that,
# so the table's minimums are neither too low nor too high. One line per row.
cd "$(dirname "$0")/../.." || exit 1
out=tests/out/ptx-table
rm -rf "$out"
mkdir -p "$out"
PTXAS=""
for f in ptxas /usr/local/cuda/bin/ptxas; do
  if command -v "$f" >/dev/null 2>&1; then PTXAS=$(command -v "$f"); break; fi
done
make -s build/ptx_table_test >/dev/null 2>"$out/build.txt" || { echo "FAIL: ptx-table/build (see $out/build.txt)"; exit 0; }
build/ptx_table_test "$out" > "$out/cases.txt" || { echo "FAIL: ptx-table/driver"; exit 0; }
if [ -z "$PTXAS" ]; then echo "SKIP: ptx-table (ptxas not installed)"; exit 0; fi
export PTXAS
# groups of "ok" cases: one ptxas run each; a failing group is retried row by row
grep '^group ' "$out/cases.txt" | while read -r _ sm file rows; do
  if "$PTXAS" -c -arch="sm_$sm" "$file" -o /dev/null 2>"$file.err"; then
    for r in $rows; do echo "ok $r $sm ok"; done
  else
    for r in $rows; do
      if "$PTXAS" -c -arch="sm_$sm" "$out/$r.ok.ptx" -o /dev/null 2>/dev/null; then echo "ok $r $sm ok"; else echo "ok $r $sm fail"; fi
    done
  fi
done > "$out/verdicts.txt"
# the cases below the minimums, two at a time: "kind row sm verdict"
grep -E '^(ptx-|sm-) ' "$out/cases.txt" |
  xargs -P 2 -L 1 sh -c 'if "$PTXAS" -c -arch=sm_$2 "$3" -o /dev/null 2>"$3.err"; then r=ok; else r=fail; fi; echo "$0 $1 $2 $r"' \
  >> "$out/verdicts.txt"
awk '
  { want = ($1 == "ok") ? "ok" : "fail"; if ($4 != want) bad[$2] = bad[$2] $1 "@sm_" $3 " "; if (!($2 in seen)) order[++n] = $2; seen[$2] = 1 }
  END { for (i = 1; i <= n; i++) { r = order[i];
          if (r in bad) printf "FAIL: ptx-table/%s (unexpected ptxas result for: %s)\n", r, bad[r];
          else printf "PASS: ptx-table/%s\n", r } }' "$out/verdicts.txt"
exit 0
