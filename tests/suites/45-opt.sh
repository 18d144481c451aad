#!/bin/sh
# IR passes (nvcg_impl/opt/): every case of build/opt_test is built, run through its
# passes with a structural/dominance check after each pass, and then
#   - the output must assemble with llvm-as-14 -opaque-pointers (LLVM accepts it),
#   - FileCheck directives must match (the transformation happened),
#   - when the module has a host-runnable @main, lli-14 must print the same before and
#     after (semantics preserved: LLVM's own interpreter/JIT is the oracle).
# Random -O0-style programs (fuzz) get the same before/after lli comparison.
cd "$(dirname "$0")/../.." || exit 1
BIN=build/opt_test
OUT=tests/out/opt
LLVMBIN=/usr/lib/llvm-14/bin
mkdir -p "$OUT"
if [ ! -x "$BIN" ]; then echo "FAIL: opt (build/opt_test missing; run make)"; exit 0; fi
have_llvm=1
for t in llvm-as FileCheck lli; do [ -x "$LLVMBIN/$t" ] || have_llvm=0; done

check_ll() { # file -> 0 when llvm-as accepts it
  "$LLVMBIN/llvm-as" -opaque-pointers "$1" -o /dev/null 2> "$1.as.err"
}
run_ll() { # file out -> lli's output and exit status into out (host triple and layout)
  grep -v '^target ' "$1" > "$1.host.ll"
  timeout 20 "$LLVMBIN/lli" -opaque-pointers "$1.host.ll" > "$2" 2>&1; echo "exit $?" >> "$2"
}

for name in $($BIN list); do
  res=$($BIN run "$name" "$OUT" 2> "$OUT/$name.err"); rc=$?
  if [ $rc -ne 0 ]; then echo "FAIL: opt/$name (pass run: $(head -c 300 "$OUT/$name.err" | tr '\n' ' '))"; continue; fi
  if [ $have_llvm = 0 ]; then echo "SKIP: opt/$name (LLVM 14 tools missing)"; continue; fi
  # "expect": the input uses IR newer than LLVM 14 (atomicrmw fmax, uinc_wrap); a C model
  # of the program gives the output instead of running the input
  if [ "$res" = textonly ]; then
    if "$LLVMBIN/FileCheck" "$OUT/$name.check" --input-file "$OUT/$name.after.ll" > "$OUT/$name.fc" 2>&1; then
      echo "PASS: opt/$name"
    else
      echo "FAIL: opt/$name (FileCheck: $(grep -m1 error: "$OUT/$name.fc"))"
    fi
    continue
  fi
  if [ "$res" != expect ] && ! check_ll "$OUT/$name.before.ll"; then echo "FAIL: opt/$name (input rejected by llvm-as: $(head -c 200 "$OUT/$name.before.ll.as.err"))"; continue; fi
  if ! check_ll "$OUT/$name.after.ll"; then echo "FAIL: opt/$name (output rejected by llvm-as: $(head -c 300 "$OUT/$name.after.ll.as.err" | tr '\n' ' '))"; continue; fi
  if ! "$LLVMBIN/FileCheck" "$OUT/$name.check" --input-file "$OUT/$name.after.ll" > "$OUT/$name.fc" 2>&1; then
    echo "FAIL: opt/$name (FileCheck: $(grep -m1 error: "$OUT/$name.fc"))"; continue
  fi
  if [ "$res" = expect ]; then
    run_ll "$OUT/$name.after.ll" "$OUT/$name.after.out"
    if ! cmp -s "$OUT/$name.expected" "$OUT/$name.after.out"; then
      echo "FAIL: opt/$name (lli output differs from the model; diff $OUT/$name.expected $OUT/$name.after.out)"; continue
    fi
  fi
  if [ "$res" = run ]; then
    run_ll "$OUT/$name.before.ll" "$OUT/$name.before.out"
    run_ll "$OUT/$name.after.ll" "$OUT/$name.after.out"
    if ! cmp -s "$OUT/$name.before.out" "$OUT/$name.after.out"; then
      echo "FAIL: opt/$name (lli output differs before/after; see $OUT/$name.*.out)"; continue
    fi
    if grep -q "^exit 0$" "$OUT/$name.before.out"; then :; else
      echo "FAIL: opt/$name (lli could not run the input; see $OUT/$name.before.out)"; continue
    fi
  fi
  echo "PASS: opt/$name"
done
