#!/bin/sh
# same_ptx.sh OLD_NVCGC NEW_NVCGC: the output-equality oracle for compile-time work.
# Compiles every corpus file (tests/corpus/ll/*.ll) at -O0..-O3 for sm_75/86/90 and
# every lit input (tests/lit/*.ll) with each of its RUN lines' options, with both
# compilers, and compares PTX, stderr and exit status byte for byte. Prints the number
# of compilations compared and every difference; exit status 1 when anything differs.
set -u
OLD=$1; NEW=$2
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
n=0; bad=0
one() { # file, options...
  f=$1; shift
  "$OLD" "$@" "$f" -o "$T/a.ptx" >"$T/a.out" 2>"$T/a.err"; ra=$?
  "$NEW" "$@" "$f" -o "$T/b.ptx" >"$T/b.out" 2>"$T/b.err"; rb=$?
  [ -f "$T/a.ptx" ] || : >"$T/a.ptx"; [ -f "$T/b.ptx" ] || : >"$T/b.ptx"
  n=$((n + 1))
  if [ $ra != $rb ] || ! cmp -s "$T/a.ptx" "$T/b.ptx" || ! cmp -s "$T/a.err" "$T/b.err" \
     || ! cmp -s "$T/a.out" "$T/b.out"; then
    bad=$((bad + 1)); echo "DIFF: $f $* (rc $ra/$rb)"
  fi
  rm -f "$T/a.ptx" "$T/b.ptx"
}
for f in "$ROOT"/tests/corpus/ll/*.ll; do
  for sm in 75 86 90; do for o in 0 1 2 3; do one "$f" -mcpu=sm_$sm -O$o; done; done
done
for f in "$ROOT"/tests/lit/*.ll; do
  grep '^; RUN:' "$f" | sed -e 's/^; RUN://' -e 's/|.*//' | sort -u >"$T/runs"
  while read -r opts; do
    # shellcheck disable=SC2086
    one "$f" $opts
  done <"$T/runs"
done
echo "same_ptx: $n compilations, $bad differ"
[ $bad = 0 ]
