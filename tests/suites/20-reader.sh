#!/bin/sh
# The LLVM/NVVM assembly reader and the IR printer (see tests/run.sh for the output format).
#
#   reader/rt/NAME        parse, print, parse the print, print again: the two prints must be
#                         identical (tests/reader/ll/**, and tests/corpus/ll/* when present)
#   reader/llvm-as/NAME   the print is accepted by `llvm-as-14 -opaque-pointers` (for inputs
#                         llvm-as-14 itself accepts, in either pointer dialect)
#   reader/llvm-equiv/NAME  LLVM reads our print as it reads the original: both go through
#                         `llvm-as-14 -opaque-pointers | opt-14 -S` and must agree once what
#                         the IR does not keep (metadata, attribute groups, call-site
#                         attributes, linkage-neutral words) is normalised away
#   reader/nvvm7/NAME     the corpus rewritten into libNVVM's dialect round-trips too
#   reader/*/random.*     the same checks on random valid modules (tests/reader/randll.py)
#   reader/twice/NAME     the same text parsed twice into one context prints the same
#   reader/bad/NAME       tests/reader/bad/NAME.ll is rejected with the diagnostic its first
#                         line records: "; ERROR: LINE:COL: message"
#   reader/api/NAME       API-level checks (tests/reader/api_test.c)
#   reader/san/NAME       the ASan/UBSan build of the driver runs every input cleanly, and
#                         the sanitized API test passes
cd "$(dirname "$0")/../.." || exit 1
LLRT=build/llrt
SAN=build/llrt-san
OUT=tests/out/reader
rm -rf "$OUT"
mkdir -p "$OUT"
LLVMAS=$(command -v llvm-as-14 2>/dev/null || true)

if [ ! -x "$LLRT" ]; then
  echo "FAIL: reader/build (build/llrt is missing: run make)"
  exit 0
fi

first_line() { head -n 1 "$1" | cut -c1-200; }

good_inputs() {
  ls tests/reader/ll/*.ll tests/reader/ll/*/*.ll 2>/dev/null
  ls tests/corpus/ll/*.ll 2>/dev/null
}

# names: the path below tests/ with '/' -> '.', without .ll
tname() { echo "$1" | sed -e 's|^tests/||' -e 's|\.ll$||' -e 's|/|.|g'; }

OPT=$(command -v opt-14 2>/dev/null || true)
# What LLVM prints for a module, less what nvcg's IR does not keep.
llvm_canon() {
  # (opt reads the text itself: LLVM 14's bitcode reader can crash on opaque pointers)
  "$OPT" -opaque-pointers -S "$1" -o - 2>/dev/null |
    sed -E -e '/^attributes #/d' -e '/^!/d' -e '/^;/d' -e '/^source_filename/d' -e '/^$/d' \
      -e '/^module asm/d' -e '/@llvm\.(dbg\.|experimental\.noalias\.scope\.decl)/d' -e 's/@"([0-9]+)"/@\1/g' -e 's/ \[ "align"\(.*\) \]//' \
      -e 's/,? !([a-z.]+) ![0-9]+//g' -e 's/ #[0-9]+//g' -e 's/ (local_)?unnamed_addr//' \
      -e 's/(dso_local|hidden|protected|dllexport|dllimport) //g' -e 's/, comdat(\(\$[^)]*\))?//' \
      -e '/^\$.* = comdat/d' \
      -e '/ call /s/ (noundef|nonnull|noalias|nocapture|readonly|writeonly|readnone|signext|zeroext|inreg|returned|immarg|align [0-9]+|dereferenceable(_or_null)?\([0-9]+\)|byval\([^)]*\))//g'
}
llvm_equiv() {
  [ -n "$OPT" ] || { echo "SKIP: reader/llvm-equiv/$1 (opt-14 is not installed)"; return; }
  llvm_canon "$2" > "$OUT/$1.canon-orig.ll"
  llvm_canon "$3" > "$OUT/$1.canon-ours.ll"
  if [ ! -s "$OUT/$1.canon-orig.ll" ]; then
    echo "FAIL: reader/llvm-equiv/$1 (opt-14 could not read the original)"
  elif cmp -s "$OUT/$1.canon-orig.ll" "$OUT/$1.canon-ours.ll"; then
    echo "PASS: reader/llvm-equiv/$1"
  else
    echo "FAIL: reader/llvm-equiv/$1 (first difference: $(diff "$OUT/$1.canon-orig.ll" "$OUT/$1.canon-ours.ll" | sed -n 2p | cut -c1-160))"
  fi
}

for f in $(good_inputs); do
  n=$(tname "$f")
  o="$OUT/$n.ll"
  if ! "$LLRT" --roundtrip -o "$o" "$f" 2>"$OUT/$n.err"; then
    echo "FAIL: reader/rt/$n ($(grep -v warning "$OUT/$n.err" | head -n 1 | cut -c1-200))"
    continue
  fi
  echo "PASS: reader/rt/$n"
  if [ -z "$LLVMAS" ]; then
    echo "SKIP: reader/llvm-as/$n (llvm-as-14 is not installed)"
  elif "$LLVMAS" "$f" -o /dev/null 2>/dev/null || "$LLVMAS" -opaque-pointers "$f" -o /dev/null 2>/dev/null; then
    if "$LLVMAS" -opaque-pointers "$o" -o /dev/null 2>"$OUT/$n.as.err"; then
      echo "PASS: reader/llvm-as/$n"
      llvm_equiv "$n" "$f" "$o"
    else
      echo "FAIL: reader/llvm-as/$n ($(first_line "$OUT/$n.as.err"))"
    fi
  fi
done

# Random valid modules (tests/reader/randll.py, fixed seeds, both pointer dialects).
if command -v python3 >/dev/null 2>&1; then
  for s in $(seq 1 ${READER_RANDOM_SEEDS:-25}); do
    for d in opaque typed; do
      n=random.$d.$s
      python3 tests/reader/randll.py $s $([ $d = typed ] && echo --typed) > "$OUT/$n.in.ll"
      if ! "$LLRT" --roundtrip -o "$OUT/$n.ll" "$OUT/$n.in.ll" 2>"$OUT/$n.err"; then
        echo "FAIL: reader/rt/$n ($(grep -v warning "$OUT/$n.err" | head -n 1 | cut -c1-200))"
        continue
      fi
      echo "PASS: reader/rt/$n"
      [ -n "$LLVMAS" ] || continue
      if "$LLVMAS" -opaque-pointers "$OUT/$n.ll" -o /dev/null 2>"$OUT/$n.as.err"; then
        echo "PASS: reader/llvm-as/$n"
        llvm_equiv "$n" "$OUT/$n.in.ll" "$OUT/$n.ll"
      else
        echo "FAIL: reader/llvm-as/$n ($(first_line "$OUT/$n.as.err"))"
      fi
    done
  done
else
  echo "SKIP: reader/random (python3 is not installed)"
fi

# The corpus again in libNVVM's dialect (LLVM 7 era NVVM IR), as tests/corpus/to_nvvm7.py
# rewrites it for libNVVM.
if ls tests/corpus/ll/*.ll >/dev/null 2>&1 && [ -f tests/corpus/to_nvvm7.py ]; then
  if command -v python3 >/dev/null 2>&1; then
    for f in tests/corpus/ll/*.ll; do
      n=$(tname "$f").nvvm7
      if ! python3 tests/corpus/to_nvvm7.py "$f" -o "$OUT/$n.in.ll" 2>"$OUT/$n.err"; then
        echo "FAIL: reader/nvvm7/$n (to_nvvm7.py failed: $(first_line "$OUT/$n.err"))"
      elif "$LLRT" --roundtrip -o "$OUT/$n.ll" "$OUT/$n.in.ll" 2>"$OUT/$n.err"; then
        echo "PASS: reader/nvvm7/$n"
      else
        echo "FAIL: reader/nvvm7/$n ($(grep -v warning "$OUT/$n.err" | head -n 1 | cut -c1-200))"
      fi
    done
  else
    echo "SKIP: reader/nvvm7 (python3 is not installed)"
  fi
fi

for f in tests/reader/ll/*.ll; do
  n=$(tname "$f")
  if "$LLRT" --twice -o /dev/null "$f" 2>"$OUT/$n.twice.err"; then
    echo "PASS: reader/twice/$n"
  else
    echo "FAIL: reader/twice/$n ($(grep -v warning "$OUT/$n.twice.err" | head -n 1 | cut -c1-200))"
  fi
done

for f in tests/reader/bad/*.ll; do
  n=$(basename "$f" .ll)
  exp=$(head -n 1 "$f" | sed -n 's/^; ERROR: //p')
  if [ -z "$exp" ]; then
    echo "FAIL: reader/bad/$n (first line has no '; ERROR: LINE:COL: message')"
    continue
  fi
  "$LLRT" "$f" >/dev/null 2>"$OUT/bad.$n.err"
  rc=$?
  pos=${exp%%: *}
  msg=${exp#*: }
  if [ $rc -ne 1 ]; then
    echo "FAIL: reader/bad/$n (exit status $rc, expected 1)"
  elif grep -qF -- "$f:$pos: error: $msg" "$OUT/bad.$n.err"; then
    echo "PASS: reader/bad/$n"
  else
    echo "FAIL: reader/bad/$n (expected '$pos: error: $msg', got '$(grep error "$OUT/bad.$n.err" | head -n 1 | cut -c1-200)')"
  fi
done

if [ -x build/reader_api_test ]; then
  build/reader_api_test 2>/dev/null
else
  echo "FAIL: reader/api (build/reader_api_test is missing: run make)"
fi

if [ -x build/reader_api_test-san ]; then
  if build/reader_api_test-san >"$OUT/api-san.out" 2>"$OUT/api-san.err" &&
     ! grep -qE 'runtime error|Sanitizer' "$OUT/api-san.err"; then
    echo "PASS: reader/san/api_test"
  else
    echo "FAIL: reader/san/api_test ($(grep -m1 -E 'FAIL|runtime error|Sanitizer' "$OUT/api-san.out" "$OUT/api-san.err" | cut -c1-200))"
  fi
fi

if [ ! -x "$SAN" ]; then
  echo "SKIP: reader/san (build/llrt-san was not built: the toolchain lacks ASan/UBSan)"
  exit 0
fi
for f in $(good_inputs) tests/reader/bad/*.ll; do
  n=$(tname "$f")
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 "$SAN" --roundtrip -o /dev/null "$f" >/dev/null 2>"$OUT/$n.san.err"
  rc=$?
  if [ $rc -gt 1 ] && ! grep -q "^llrt: .*fixed point\|^llrt: .*was rejected" "$OUT/$n.san.err"; then
    echo "FAIL: reader/san/$n (exit status $rc: $(grep -m1 -E 'ERROR|runtime error' "$OUT/$n.san.err" | cut -c1-200))"
  elif grep -qE 'runtime error|AddressSanitizer|LeakSanitizer' "$OUT/$n.san.err"; then
    echo "FAIL: reader/san/$n ($(grep -m1 -E 'runtime error|Sanitizer' "$OUT/$n.san.err" | cut -c1-200))"
  else
    echo "PASS: reader/san/$n"
  fi
done
exit 0
