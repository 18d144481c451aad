#!/bin/sh
# The SPIR-V frontend (frontends/nvcg_spirv.h). Every test in tests/spirv/ is compiled to
# SPIR-V at test time (GLSL compute shaders by glslangValidator, OpenCL C by clang-14 and
# llvm-spirv-14, hand-written .spvasm by spirv-as), checked by spirv-val, translated by
# build/spv2ll and the printed IR checked with FileCheck. Directives in a test's comments:
#   RUN[-P]: ARGS        one translation with spv2ll ARGS, checked with --check-prefix=P
#                        (no RUN line: one translation, prefix CHECK)
#   EXPECT-ERROR[-P]: S  that translation must fail with S (a fixed string) on stderr
#   GLSLANG: ARGS / CLANG: ARGS / TARGET: ENV / NOVAL    compiler arguments, target
#                        environment (default vulkan1.1, opencl1.2), no spirv-val
# tests/spirv/malformed.py adds one test per malformed-input category.
# One line per test: PASS: name / FAIL: name (why) / SKIP: name (missing tool).
cd "$(dirname "$0")/../.." || exit 1
OUT=tests/out/spirv
mkdir -p "$OUT"

# Run alone (not through tests/run.sh) the suite installs its tools itself when it can.
sh tests/install-tools.sh -q

FILECHECK=/usr/lib/llvm-14/bin/FileCheck
CLANG=clang-14
have() { command -v "$1" >/dev/null 2>&1; }

if [ ! -f /usr/include/spirv/unified1/spirv.h ]; then
  echo "SKIP: spirv (spirv-headers: /usr/include/spirv/unified1/spirv.h is missing)"
  exit 0
fi
if ! make -s build/spv2ll >"$OUT/build.log" 2>&1; then
  echo "FAIL: spirv-build (make build/spv2ll failed; see $OUT/build.log)"
  exit 0
fi
echo "PASS: spirv-build"
# The frontend must also compile as C++ and with clang, warnings as errors.
for cc in "g++ -x c++ -std=c++11" "clang -std=c99"; do
  set -- $cc
  if have "$1"; then
    if $cc -pedantic -Wall -Wextra -Werror -I. -fsyntax-only tests/spirv/spv2ll.c >"$OUT/cc.log" 2>&1; then
      echo "PASS: spirv-compiles-with-$1"
    else
      echo "FAIL: spirv-compiles-with-$1 (see $OUT/cc.log)"
    fi
  else
    echo "SKIP: spirv-compiles-with-$1 ($1 is missing)"
  fi
done
[ -x "$FILECHECK" ] || FILECHECK=$(command -v FileCheck)

# directive VALUE: the text after "NAME:" on lines of file $1
directive() { sed -n "s/^.*[/;#]\{1,2\} *$2: *//p" "$1"; }

compile() { # file -> $spv, or returns 1 with $why / $skip
  f=$1; base=$(basename "$f"); spv="$OUT/$base.spv"; why=; skip=
  target=$(directive "$f" TARGET | head -1)
  case "$f" in
  *.comp)
    have glslangValidator || { skip="glslangValidator (glslang-tools)"; return 1; }
    glslangValidator -V --target-env "${target:-vulkan1.1}" $(directive "$f" GLSLANG) -o "$spv" "$f" >"$OUT/$base.cc.log" 2>&1 ||
      { why="glslangValidator failed; see $OUT/$base.cc.log"; return 1; }
    valenv=${target:-vulkan1.1} ;;
  *.cl)
    have $CLANG || { skip="clang-14"; return 1; }
    have llvm-spirv-14 || { skip="llvm-spirv-14"; return 1; }
    $CLANG -cc1 -triple spir64-unknown-unknown -cl-std=CL1.2 -finclude-default-header -O2 \
      $(directive "$f" CLANG) -emit-llvm-bc -o "$OUT/$base.bc" "$f" >"$OUT/$base.cc.log" 2>&1 ||
      { why="clang-14 failed; see $OUT/$base.cc.log"; return 1; }
    llvm-spirv-14 --spirv-max-version=1.0 "$OUT/$base.bc" -o "$spv" >>"$OUT/$base.cc.log" 2>&1 ||
      { why="llvm-spirv-14 failed; see $OUT/$base.cc.log"; return 1; }
    valenv=${target:-opencl1.2} ;;
  *.spvasm)
    have spirv-as || { skip="spirv-as (spirv-tools)"; return 1; }
    spirv-as --target-env "${target:-vulkan1.1}" -o "$spv" "$f" >"$OUT/$base.cc.log" 2>&1 ||
      { why="spirv-as failed; see $OUT/$base.cc.log"; return 1; }
    valenv=${target:-vulkan1.1} ;;
  esac
  if ! grep -q "NOVAL" "$f"; then
    have spirv-val || { skip="spirv-val (spirv-tools)"; return 1; }
    spirv-val --target-env "$valenv" "$spv" >"$OUT/$base.val.log" 2>&1 ||
      { why="spirv-val rejects the input; see $OUT/$base.val.log"; return 1; }
  fi
  return 0
}

for f in tests/spirv/*.comp tests/spirv/*.cl tests/spirv/*.spvasm; do
  [ -f "$f" ] || continue
  base=$(basename "$f")
  runs=$(grep -E '^[[:space:]]*(//|;|#) *RUN(-[A-Za-z0-9_]+)?:' "$f" | sed -E 's/^[[:space:]]*(\/\/|;|#) *RUN//')
  [ -n "$runs" ] || runs=":"
  if ! compile "$f"; then
    echo "$runs" | while IFS= read -r r; do
      p=$(echo "$r" | sed -n 's/^-\([A-Za-z0-9_]*\):.*/\1/p')
      n=$base${p:+:$p}
      if [ -n "$skip" ]; then echo "SKIP: $n ($skip)"; else echo "FAIL: $n ($why)"; fi
    done
    continue
  fi
  # The same module after spirv-opt -O (phis instead of variables, folded and shuffled
  # composites) must translate too.
  if have spirv-opt && ! grep -q "EXPECT-ERROR" "$f"; then
    if ! spirv-opt -O "$OUT/$base.spv" -o "$OUT/$base.opt.spv" >"$OUT/$base.opt.log" 2>&1; then
      echo "SKIP: $base:opt (spirv-opt cannot optimize it; see $OUT/$base.opt.log)"
    elif ./build/spv2ll -o "$OUT/$base.opt.ll" "$OUT/$base.opt.spv" 2>"$OUT/$base.opt.err"; then
      echo "PASS: $base:opt"
    else
      echo "FAIL: $base:opt (translation after spirv-opt -O failed: $(head -c 300 "$OUT/$base.opt.err"))"
    fi
  fi
  echo "$runs" | while IFS= read -r r; do
    p=$(echo "$r" | sed -n 's/^-\([A-Za-z0-9_]*\):.*/\1/p')
    args=$(echo "$r" | sed 's/^[^:]*: *//')
    prefix=${p:-CHECK}
    n=$base${p:+:$p}
    ll="$OUT/$base${p:+.$p}.ll"; err="$OUT/$base${p:+.$p}.err"
    expect=$(directive "$f" "EXPECT-ERROR${p:+-$p}" | head -1)
    # shellcheck disable=SC2086
    ./build/spv2ll $args -o "$ll" "$OUT/$base.spv" 2>"$err"; rc=$?
    if [ -n "$expect" ]; then
      if [ $rc -eq 0 ]; then echo "FAIL: $n (translated, but an error was expected: $expect)"
      elif [ $rc -ne 1 ]; then echo "FAIL: $n (spv2ll exited with $rc; see $err)"
      elif ! grep -qF -- "$expect" "$err"; then echo "FAIL: $n (the error is not \"$expect\": $(head -c 300 "$err"))"
      else echo "PASS: $n"; fi
      continue
    fi
    if [ $rc -ne 0 ]; then echo "FAIL: $n (translation failed: $(head -c 300 "$err"))"; continue; fi
    if [ -z "$FILECHECK" ]; then echo "SKIP: $n (FileCheck)"; continue; fi
    if grep -q "$prefix" "$f"; then
      if "$FILECHECK" --check-prefix="$prefix" "$f" --input-file="$ll" >"$OUT/$base${p:+.$p}.fc.log" 2>&1; then
        echo "PASS: $n"
      else
        echo "FAIL: $n (FileCheck; see $OUT/$base${p:+.$p}.fc.log)"
      fi
    else
      echo "PASS: $n"
    fi
  done
done

if have python3 && have spirv-as; then
  python3 tests/spirv/malformed.py build/spv2ll "$OUT"
else
  echo "SKIP: spirv-malformed (python3 and spirv-as)"
fi

# Semantics: the translated kernels run in nvcgrun's IR interpreter (the ir engine, given
# the module in-process by build/spvrun) and their outputs are compared with values
# run_semantic.py computes itself; with a code generator, the PTX runs in the ptx engine
# too.
if ! have python3; then
  echo "SKIP: spirv-semantic (python3)"
elif ! make -s build/spvrun build/nvcgrun >"$OUT/spvrun.log" 2>&1; then
  echo "FAIL: spirv-semantic (build/spvrun or build/nvcgrun does not build; see $OUT/spvrun.log)"
else
  python3 tests/spirv/run_semantic.py build/spvrun build/nvcgrun build/spv2ll "$OUT"
fi
exit 0
