#!/bin/sh
# 60-codegen: code generation end to end. build/cg_tests compiles the builder-API test
# kernels (tests/codegen/cg_tests.c) for every target; each test's PTX for its first
# target is checked with FileCheck against the check lines next to the test (prefix: the
# test name in capitals), and every PTX file produced is assembled by ptxas for its
# target. Tests that expect an error have their diagnostics checked instead.
cd "$(dirname "$0")/../.." || exit 1
out=tests/out/codegen
rm -rf "$out"
mkdir -p "$out"
FILECHECK=""
for f in FileCheck-14 FileCheck /usr/lib/llvm-14/bin/FileCheck; do
  if command -v "$f" >/dev/null 2>&1; then FILECHECK=$(command -v "$f"); break; fi
done
PTXAS=""
for f in ptxas /usr/local/cuda/bin/ptxas; do
  if command -v "$f" >/dev/null 2>&1; then PTXAS=$(command -v "$f"); break; fi
done
if [ ! -x build/cg_tests ]; then make -s build/cg_tests >/dev/null || { echo "FAIL: codegen/build (cannot build build/cg_tests)"; exit 0; }; fi
build/cg_tests "$out" > "$out/results.txt" 2> "$out/stderr.txt"
rc=$?
[ $rc -eq 0 ] || echo "FAIL: codegen/driver (cg_tests exited with $rc; see $out/stderr.txt)"
src=tests/codegen/cg_tests.c
seen=""
while read -r status name sm file; do
  prefix=$(echo "$name" | tr 'a-z' 'A-Z')
  case " $seen " in *" $name "*) first=0 ;; *) first=1; seen="$seen $name" ;; esac
  expect_err=0
  grep -q "^    {\"$name\", [a-z0-9_]*, [0-9]*, 1}" "$src" && expect_err=1
  if [ "$status" = ok ] && [ $expect_err = 1 ]; then
    echo "FAIL: codegen/$name.sm$sm (compiled, but an error was expected)"; continue
  fi
  if [ "$status" = error ] && [ $expect_err = 0 ]; then
    echo "FAIL: codegen/$name.sm$sm (compilation failed: $(grep -m1 error: "$file"))"; continue
  fi
  if [ $first = 1 ]; then
    if [ -z "$FILECHECK" ]; then
      echo "SKIP: codegen/$name (FileCheck not installed)"
    elif "$FILECHECK" "$src" --check-prefix="$prefix" --input-file="$file" > "$out/$name.filecheck.txt" 2>&1; then
      echo "PASS: codegen/$name"
    else
      echo "FAIL: codegen/$name (FileCheck; see $out/$name.filecheck.txt)"
    fi
  fi
  if [ "$status" = ok ]; then
    if [ -z "$PTXAS" ]; then
      [ $first = 1 ] && echo "SKIP: ptxas/$name (ptxas not installed)"
    elif "$PTXAS" -arch="sm_$sm" "$file" -o /dev/null > "$out/$name.sm$sm.ptxas.txt" 2>&1; then
      echo "PASS: ptxas/$name.sm$sm"
    else
      echo "FAIL: ptxas/$name.sm$sm ($(head -1 "$out/$name.sm$sm.ptxas.txt"))"
    fi
  fi
done < "$out/results.txt"
exit 0
