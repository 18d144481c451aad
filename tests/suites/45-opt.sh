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

# random programs: before/after under lli must agree
compare_runs() { # name -> 0 when before and after print the same and the input ran
  run_ll "$OUT/$1.before.ll" "$OUT/$1.before.out"
  run_ll "$OUT/$1.after.ll" "$OUT/$1.after.out"
  grep -q "^exit 0$" "$OUT/$1.before.out" || { echo "input did not run"; return 1; }
  cmp -s "$OUT/$1.before.out" "$OUT/$1.after.out" || { echo "lli output differs; diff $OUT/$1.before.out $OUT/$1.after.out"; return 1; }
  return 0
}
# nary_reassoc on random kernels of the shapes it rewrites, -O2 with and without it and -O0
# against the ir engine (tests/opt/nary_fuzz.py; needs nvcgc and nvcgrun, not LLVM)
if [ -x build/nvcgc ] && [ -x build/nvcgrun ] && command -v python3 >/dev/null; then
  python3 tests/opt/nary_fuzz.py 1 "${OPT_NARY_SEEDS:-40}"
else echo "SKIP: opt/nary-fuzz (build/nvcgc, build/nvcgrun or python3 missing)"; fi
[ $have_llvm = 1 ] || { echo "SKIP: opt/fold, opt/fuzz, opt/corpus (LLVM 14 tools missing)"; exit 0; }

# the kernel corpus (clang 14 -O0 and -O3 output) through every pass list: the IR stays
# valid after each pass (nvopt checks), LLVM accepts the result, and at -O1+ the -O0
# kernels lose their allocas except where an address really escapes or an array is
# indexed by a variable (the list below; anything else left is a regression)
if [ -x build/nvopt ]; then
  corpus_fail=""
  n=0
  for f in tests/corpus/ll/*.ll; do
    b=$(basename "$f" .ll)
    for lvl in 0 1 2; do
      o="$OUT/corpus-$b.O$lvl.ll"
      if ! build/nvopt -O$lvl -sm 75 "$f" -o "$o" 2> "$o.err"; then corpus_fail="$corpus_fail $b-O$lvl($(head -c 100 "$o.err"))"; continue; fi
      if ! check_ll "$o"; then corpus_fail="$corpus_fail $b-O$lvl(llvm-as: $(head -c 100 "$o.as.err"))"; continue; fi
      n=$((n + 1))
    done
    case $b in
      *.O0)
        left=$(grep -c " = alloca" "$OUT/corpus-$b.O2.ll")
        case $b in local_array.O0|recursion.O0|struct_calls.O0|switch_vm.O0) ;; *)
          [ "$left" = 0 ] || corpus_fail="$corpus_fail $b(-O2 left $left allocas)";;
        esac;;
    esac
  done
  # hand-written and clang-made .ll tests: each "; NVOPT-PREFIX: args" line runs nvopt
  # with args on the file and FileCheck with --check-prefix=PREFIX on the result
  for f in tests/opt/ll/*.ll; do
    b=$(basename "$f" .ll)
    grep -o '^; NVOPT-[A-Za-z0-9_]*: .*' "$f" | while IFS= read -r line; do
      prefix=$(echo "$line" | sed 's/^; NVOPT-\([A-Za-z0-9_]*\): .*/\1/')
      args=$(echo "$line" | sed 's/^; NVOPT-[A-Za-z0-9_]*: //')
      o="$OUT/ll-$b.$prefix.ll"
      if ! build/nvopt $args "$f" -o "$o" 2> "$o.err"; then echo "FAIL: opt/ll/$b/$prefix (nvopt: $(head -c 200 "$o.err"))"
      elif ! "$LLVMBIN/FileCheck" --check-prefix="$prefix" "$f" --input-file "$o" > "$o.fc" 2>&1; then
        echo "FAIL: opt/ll/$b/$prefix (FileCheck: $(grep -m1 error: "$o.fc"))"
      else echo "PASS: opt/ll/$b/$prefix"; fi
    done
  done
  if [ -z "$corpus_fail" ]; then echo "PASS: opt/corpus ($n corpus modules through -O0/-O1/-O2, checked after each pass, accepted by llvm-as)"
  else echo "FAIL: opt/corpus ($corpus_fail)"; fi
else
  # nvopt is always built (mk/opt.mk): a missing binary is a broken build, not a skip
  echo "FAIL: opt/corpus (build/nvopt missing; run make: the corpus and .ll runs were not done)"
fi
FOLD_SEEDS=${OPT_FOLD_SEEDS:-12}
FUZZ_SEEDS=${OPT_FUZZ_SEEDS:-30}
O2="inline,lower_args,expand_atomics,sroa_lite,mem2reg,expand_memops,lower_alloca,infer_as,simplify,gvn,dce,simplifycfg,sccp,simplifycfg,instcombine,loop_rotate,licm,unroll,simplify,simplifycfg,jump_thread,sroa_lite,mem2reg,simplify,sepconst,spec_exec,gvn,nary_reassoc,dce,simplifycfg,vectorize,lsr,dp4a,sink_addr,dce,loop_pragmas,expand_divrem,expand_fpconvert,expand_frem"
O0="inline,lower_args,expand_atomics,expand_memops,lower_alloca,infer_as,loop_pragmas,expand_divrem,expand_fpconvert,expand_frem"
fold_fail=""
i=1; while [ $i -le $FOLD_SEEDS ]; do
  if ! $BIN fold $i "$OUT" 2> "$OUT/fold-$i.err"; then fold_fail="$fold_fail $i($(head -c 120 "$OUT/fold-$i.err"))"
  elif ! check_ll "$OUT/fold-$i.after.ll"; then fold_fail="$fold_fail $i(llvm-as rejects)"
  elif ! why=$(compare_runs fold-$i); then fold_fail="$fold_fail $i($why)"; fi
  i=$((i + 1))
done
if [ -z "$fold_fail" ]; then echo "PASS: opt/fold ($FOLD_SEEDS seeds x 400 constant expressions, i1..i128, float, double)"
else echo "FAIL: opt/fold (seeds:$fold_fail)"; fi
# the -O2 and -O0 pipelines, then each transforming pass alone on the raw -O0 input
ONE_SEEDS=${OPT_ONE_SEEDS:-8}
# O0thenO2: the -O0 lowering first (allocas already cast to .local, as an inlined callee
# that was compiled first would be), then -O2 must still promote them
for level in O2 O0 O0thenO2 inline sroa_lite mem2reg gvn sepconst vectorize simplifycfg simplify expand_memops expand_atomics sccp instcombine loop_rotate licm unroll lsr jump_thread spec_exec sink_addr nary_reassoc; do
  case $level in
    O2|O0) eval passes=\$$level; seeds=$FUZZ_SEEDS;;
    O0thenO2) passes="$O0,$O2"; seeds=$ONE_SEEDS;;
    sccp|instcombine|loop_rotate|licm|unroll|lsr|spec_exec) passes="sroa_lite,mem2reg,simplify,$level"; seeds=$ONE_SEEDS;;
    # jump threading leaves slots for mem2reg (as in the pipeline)
    jump_thread) passes="sroa_lite,mem2reg,simplify,jump_thread,mem2reg"; seeds=$ONE_SEEDS;;
    # reassociation reuses sums GVN has made unique (as in the pipeline)
    nary_reassoc) passes="sroa_lite,mem2reg,simplify,gvn,nary_reassoc"; seeds=$ONE_SEEDS;;
    # licm hoists addresses out of loops, which sink_addr brings back
    sink_addr) passes="sroa_lite,mem2reg,simplify,licm,sink_addr"; seeds=$ONE_SEEDS;;
    *) passes=$level; seeds=$ONE_SEEDS;;
  esac
  fz_fail=""
  i=1; while [ $i -le $seeds ]; do
    name=fuzz-$i
    if ! $BIN fuzz $i "$passes" "$OUT" 2> "$OUT/$name.err"; then fz_fail="$fz_fail $i($(head -c 160 "$OUT/$name.err" | tr '\n' ' '))"
    elif ! check_ll "$OUT/$name.after.ll"; then fz_fail="$fz_fail $i(llvm-as rejects: $(head -c 160 "$OUT/$name.after.ll.as.err" | tr '\n' ' '))"
    elif ! why=$(compare_runs $name); then fz_fail="$fz_fail $i($why)"; fi
    i=$((i + 1))
  done
  if [ -z "$fz_fail" ]; then echo "PASS: opt/fuzz-$level ($seeds random -O0-style kernels through: $passes)"
  else echo "FAIL: opt/fuzz-$level (seeds:$fz_fail)"; fi
done
