#!/bin/sh
# hostsim: runs every manifest line on the host, one POSIX thread per CUDA thread, under
# sanitizers, three schedules each (block order forward / reversed / shuffled, several
# blocks at a time, fresh random bytes in shared memory and in shuffle lanes outside the
# member mask), and checks that all three leave identical buffers.
#
#   tests/corpus/hostsim/run.sh [asan|tsan|all] [FILE-SUBSTRING]
#
#   asan  AddressSanitizer + UndefinedBehaviorSanitizer (incl. float-cast-overflow and
#         float-divide-by-zero): out-of-bounds buffer/shared accesses, UB
#   tsan  ThreadSanitizer: data races within and across blocks
# Prints PASS/FAIL/SKIP lines like a test suite. Not part of `make test` (a few minutes);
# run it after changing a kernel or the manifest. Needs clang++-14 with compiler-rt.
# Results say nothing about GPU numerics (approximate instructions are exact here).
cd "$(dirname "$0")/.." || exit 2
mode=${1:-all}
filter=${2:-}
CXX=${CXX:-clang++-14}
JOBS=${JOBS:-2}
if ! command -v "$CXX" >/dev/null 2>&1; then echo "SKIP: hostsim ($CXX)"; exit 0; fi
case $mode in asan) variants=asan ;; tsan) variants=tsan ;; all) variants="asan tsan" ;;
  *) echo "usage: $0 [asan|tsan|all] [FILE-SUBSTRING]" >&2; exit 2 ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/nvcg-hostsim.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Build: one binary per (file, variant).
for f in cuda/*.cu; do
  n=$(basename "$f" .cu)
  case $n in *"$filter"*) ;; *) continue ;; esac
  python3 hostsim/prep.py "$f" "$work/$n.cpp" || { echo "FAIL: hostsim/prep/$n"; continue; }
  for v in $variants; do echo "$n $v"; done
done | NV_WORK=$work NV_CXX=$CXX xargs -P "$JOBS" -n 2 sh -c '
  n=$1; v=$2
  case $v in
    asan) san="-fsanitize=address,undefined,float-divide-by-zero,float-cast-overflow -fno-sanitize-recover=all" ;;
    tsan) san="-fsanitize=thread" ;;
  esac
  if ! $NV_CXX -std=c++17 -g -O1 -Xclang -fnative-half-type -Ihostsim $san -rtlib=compiler-rt \
      -Wno-unused-function -Wno-unused-variable "$NV_WORK/$n.cpp" -o "$NV_WORK/$n.$v" -lpthread -lgcc_s \
      > "$NV_WORK/$n.$v.build" 2>&1; then
    echo "FAIL: hostsim/build/$v/$n ($(head -3 "$NV_WORK/$n.$v.build" | tr "\n" " "))"
  fi
' sh

# Run: every manifest line, each variant.
lineno=0
fail=0
while IFS= read -r line; do
  lineno=$((lineno + 1))
  case $line in ''|'#'*) continue ;; esac
  set -- $line
  n=${1%.cu}; k=$2
  case $n in *"$filter"*) ;; *) continue ;; esac
  for v in $variants; do
    name="hostsim/$v/$n:$k:line$lineno"
    if [ ! -x "$work/$n.$v" ]; then echo "FAIL: $name (not built)"; fail=1; continue; fi
    if TSAN_OPTIONS="halt_on_error=1 report_signal_unsafe=0" ASAN_OPTIONS="detect_leaks=0" \
        "$work/$n.$v" "$@" > "$work/out" 2> "$work/err"; then
      echo "PASS: $name"
    else
      rc=$?
      why=$(grep -m1 -E "SUMMARY|hostsim:|runtime error|ERROR" "$work/err" | cut -c1-160)
      [ $rc = 3 ] && why="schedule-dependent output: $(grep -m1 hostsim: "$work/err")"
      echo "FAIL: $name (${why:-exit $rc})"
      fail=1
    fi
  done
done < manifest.txt
exit $fail
