#!/bin/sh
# callgrind_total.sh [--bin DIR] [--sm 86] [--opt O0|O3|all] [--nvcg-opt O2]
# Instructions executed by one in-process compile (nvcg_parse_ll + nvcg_compile, the
# part nvcg_time times), summed over the corpus inputs (tests/corpus/ll/*.OPT.ll).
# valgrind's instruction count does not depend on the machine's load, so this is the
# before/after figure for compile-time work on a shared machine (nvcg_time's best-of
# is the cross-check). Prints one line per file and the total in millions.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=$ROOT/build; SM=86; OPT=O0; NOPT=O2
while [ $# -gt 0 ]; do
  case $1 in
    --bin) BIN=$2; shift 2;; --sm) SM=$2; shift 2;; --opt) OPT=$2; shift 2;;
    --nvcg-opt) NOPT=$2; shift 2;; *) echo "usage: $0 [--bin DIR] [--sm N] [--opt O0|O3|all] [--nvcg-opt ON]" >&2; exit 2;;
  esac
done
[ "$OPT" = all ] && PAT='*.ll' || PAT="*.$OPT.ll"
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
total=0; n=0
for f in "$ROOT"/tests/corpus/ll/$PAT; do
  valgrind --tool=callgrind --callgrind-out-file="$T/cg.out" \
    --toggle-collect=nvcg_parse_ll --toggle-collect=nvcg_compile \
    "$BIN/nvcg_time" -mcpu=sm_$SM -$NOPT -n 1 "$f" >/dev/null 2>"$T/err" || {
    echo "$(basename "$f"): does not compile, left out"; continue; }
  ir=$(sed -n 's/^summary: *//p' "$T/cg.out")
  echo "$(basename "$f") $ir"
  total=$((total + ir)); n=$((n + 1))
done
echo "callgrind_total: $n files, $(awk "BEGIN{printf \"%.1f\", $total/1e6}")M instructions (sm_$SM -$NOPT, corpus $OPT)"
