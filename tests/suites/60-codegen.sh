#!/bin/sh
# 60-codegen: code generation end to end. build/cg_tests compiles the builder-API test
# kernels (tests/codegen/cg_tests.c) for every target; each test's output for its first
# target (PTX, or diagnostics for tests about errors and remarks) is checked with
# FileCheck against the check lines next to the test (prefix: the test name in
# capitals), every PTX file produced is assembled by ptxas for its target (-c: modules may
# call external functions), the execution tests run in the PTX emulator (build/nvcgrun)
# against host-computed results, the machine passes' unit tests run (build/mir_tests), and a second
# run must produce byte-identical files (determinism).
cd "$(dirname "$0")/../.." || exit 1
out=tests/out/codegen
rm -rf "$out" "$out.again"
mkdir -p "$out" "$out.again"
FILECHECK=""
for f in FileCheck-14 FileCheck /usr/lib/llvm-14/bin/FileCheck; do
  if command -v "$f" >/dev/null 2>&1; then FILECHECK=$(command -v "$f"); break; fi
done
PTXAS=""
for f in ptxas /usr/local/cuda/bin/ptxas; do
  if command -v "$f" >/dev/null 2>&1; then PTXAS=$(command -v "$f"); break; fi
done
make -s build/cg_tests build/mir_tests >/dev/null 2>"$out/build.txt" || { echo "FAIL: codegen/build (cannot build build/cg_tests and build/mir_tests; see $out/build.txt)"; exit 0; }
# machine-pass unit tests (they print their own PASS/FAIL lines)
build/mir_tests || echo "FAIL: mir/driver (mir_tests exited with $?)"
build/cg_tests "$out" > "$out/results.txt" 2> "$out/stderr.txt"
rc=$?
[ $rc -eq 0 ] || echo "FAIL: codegen/driver (cg_tests exited with $rc; see $out/stderr.txt)"
src=tests/codegen/cg_tests.c
seen=""
grep -E '^(ok|error) ' "$out/results.txt" | while read -r status name sm ptx check expect; do
  prefix=$(echo "$name" | tr 'a-z' 'A-Z')
  case " $seen " in *" $name "*) first=0 ;; *) first=1; seen="$seen $name" ;; esac
  if [ "$status" != "$expect" ]; then
    if [ "$status" = ok ]; then echo "FAIL: codegen/$name.sm$sm (compiled, but an error was expected)"
    else echo "FAIL: codegen/$name.sm$sm (compilation failed: $(grep -m1 'error:' "${ptx%.ptx}.diag"))"; fi
    continue
  fi
  if [ $first = 1 ]; then
    if [ -z "$FILECHECK" ]; then
      echo "SKIP: codegen/$name (FileCheck not installed)"
    elif "$FILECHECK" "$src" --check-prefix="$prefix" --input-file="$check" > "$out/$name.filecheck.txt" 2>&1; then
      echo "PASS: codegen/$name"
    else
      echo "FAIL: codegen/$name (FileCheck; see $out/$name.filecheck.txt)"
    fi
  fi
  if [ "$status" = ok ]; then
    if [ -z "$PTXAS" ]; then
      [ $first = 1 ] && echo "SKIP: ptxas/$name (ptxas not installed)"
    elif "$PTXAS" -c -arch="sm_$sm" "$ptx" -o /dev/null > "$out/$name.sm$sm.ptxas.txt" 2>&1; then
      echo "PASS: ptxas/$name.sm$sm"
    else
      echo "FAIL: ptxas/$name.sm$sm ($(head -1 "$out/$name.sm$sm.ptxas.txt"))"
    fi
  fi
done
# execution tests: the PTX emulator runs the kernel, every buffer element must be what
# the host computed (tests/codegen/cg_tests.c, exec_*)
NVCGRUN=build/nvcgrun
[ -x "$NVCGRUN" ] || make -s build/nvcgrun >/dev/null 2>&1
grep '^exec ' "$out/results.txt" | while read -r _ name opt ptx args expected; do
  t="$name.O$opt"
  if [ ! -f "$ptx" ]; then echo "FAIL: codegen-exec/$t (did not compile: $(grep -m1 'error:' "${ptx%.ptx}.diag"))"; continue; fi
  if [ -n "$PTXAS" ] && ! "$PTXAS" -c -arch=sm_75 "$ptx" -o /dev/null > "$out/$t.ptxas.txt" 2>&1; then
    echo "FAIL: codegen-exec/$t (ptxas: $(head -1 "$out/$t.ptxas.txt"))"; continue
  fi
  if [ ! -x "$NVCGRUN" ]; then echo "SKIP: codegen-exec/$t (build/nvcgrun missing)"; continue; fi
  # shellcheck disable=SC2046
  "$NVCGRUN" --engine=ptx "$ptx" $(cat "$args") --dump > "$out/$t.run.txt" 2>&1
  rc=$?
  awk '/^buf [0-9]+:/ { print "buf " substr($2, 1, length($2) - 1); next } { print $2 }' "$out/$t.run.txt" > "$out/$t.got"
  if [ $rc -ne 0 ]; then echo "FAIL: codegen-exec/$t (nvcgrun exited with $rc: $(head -1 "$out/$t.run.txt"))"
  elif cmp -s "$out/$t.got" "$expected"; then echo "PASS: codegen-exec/$t"
  else echo "FAIL: codegen-exec/$t (results differ from the host's; diff $out/$t.got $expected)"; fi
done
# determinism: a second run gives the same PTX, byte for byte
build/cg_tests "$out.again" > /dev/null 2>&1
same=1
for f in "$out"/*.ptx; do
  cmp -s "$f" "$out.again/$(basename "$f")" || { same=0; echo "FAIL: codegen/determinism ($(basename "$f") differs between runs)"; }
done
[ $same = 1 ] && echo "PASS: codegen/determinism"
# --view-dag wrote the DAGs of the test 'options' (function opts) as Graphviz files
if ls "$out"/opts.*.built.dot "$out"/opts.*.selected.dot >/dev/null 2>&1; then echo "PASS: codegen/view-dag"
else echo "FAIL: codegen/view-dag (no opts.*.dot files in $out)"; fi
rm -rf "$out.again"
exit 0
