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
# Every translation that succeeds is also compiled to PTX for sm_75, sm_80 and sm_90
# (spv2ll --ptx --sm N), and ptxas must accept each for its target (test NAME:ptx).
# tests/spirv/malformed.py adds one test per malformed-input category; the drivers
# (nvcgc -x spirv, nvcgrun FILE.spv) get tests of their own; tests/spirv/run_semantic.py
# runs kernels in nvcgrun's ir engine (the .spv) and ptx engine (nvcg's PTX);
# tests/spirv/run_mathlib.py checks the math functions against MPFR (build/spvmath_check).
# One line per test: PASS: name / FAIL: name (why) / SKIP: name (missing tool).
cd "$(dirname "$0")/../.." || exit 1
OUT=tests/out/spirv
mkdir -p "$OUT"

# Run alone (not through tests/run.sh) the suite installs its tools itself when it can.
sh tests/install-tools.sh -q

FILECHECK=/usr/lib/llvm-14/bin/FileCheck
PTXAS=/usr/local/cuda/bin/ptxas
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
  # composites) must translate too (not for NOVAL inputs: spirv-opt validates first).
  if have spirv-opt && ! grep -q "EXPECT-ERROR" "$f" && ! grep -q "NOVAL" "$f"; then
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
    # to PTX for three targets (a RUN line that picks its own --sm is left out: the
    # default RUN line covers each target)
    case " $args " in
    *" --sm "*) ;;
    *)
      if [ ! -x "$PTXAS" ]; then echo "SKIP: $n:ptx (ptxas, from the CUDA toolkit)"
      else
        ptxfail=
        for sm in 75 80 90; do
          ptx="$OUT/$base${p:+.$p}.sm$sm.ptx"
          # shellcheck disable=SC2086
          if ! ./build/spv2ll --sm $sm $args --ptx -o "$ptx" "$OUT/$base.spv" 2>"$ptx.err"; then
            ptxfail="spv2ll --ptx --sm $sm failed: $(head -c 300 "$ptx.err")"; break
          fi
          if ! "$PTXAS" -arch=sm_$sm "$ptx" -o /dev/null 2>"$ptx.ptxas"; then
            ptxfail="ptxas -arch=sm_$sm rejects $ptx: $(head -c 300 "$ptx.ptxas")"; break
          fi
        done
        if [ -n "$ptxfail" ]; then echo "FAIL: $n:ptx ($ptxfail)"; else echo "PASS: $n:ptx"; fi
      fi ;;
    esac
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

# The drivers. nvcgc -x spirv --entry NAME --spec ID=VALUE writes PTX that ptxas accepts
# for the -mcpu target; nvcgrun runs a .spv directly (ir engine: the translated module;
# ptx engine: nvcg's PTX of it), and both report the frontend's diagnostics.
drv() { # NAME WANT_RC PATTERN CMD...: exit status WANT_RC and PATTERN (fixed) in the output
  name=$1; want=$2; pat=$3; shift 3
  "$@" >"$OUT/drv-$name.out" 2>&1; rc=$?
  if [ $rc -ne "$want" ]; then echo "FAIL: $name (exit status $rc, wanted $want: $(head -c 300 "$OUT/drv-$name.out" | tr '\n' ' '))"
  elif [ -n "$pat" ] && ! grep -qF -- "$pat" "$OUT/drv-$name.out"; then
    echo "FAIL: $name (output lacks '$pat': $(head -c 300 "$OUT/drv-$name.out" | tr '\n' ' '))"
  else echo "PASS: $name"; fi
}
if ! make -s build/nvcgc build/nvcgrun >"$OUT/drivers.log" 2>&1; then
  echo "FAIL: spirv-drivers (build/nvcgc or build/nvcgrun does not build; see $OUT/drivers.log)"
elif [ ! -f "$OUT/spec.comp.spv" ] || [ ! -f "$OUT/cl_sem.cl.spv" ]; then
  echo "SKIP: spirv-drivers (spec.comp or cl_sem.cl did not compile to SPIR-V)"
else
  spec="--spec 1=8 --spec 2=2 --spec 5=false --spec 6=0.25 --spec 7=-3"
  # shellcheck disable=SC2086
  drv nvcgc-spirv-spec 0 "" ./build/nvcgc -x spirv --entry main $spec -mcpu=sm_80 "$OUT/spec.comp.spv" -o "$OUT/nvcgc-spec.ptx"
  if grep -q "^\.reqntid 8, 2, 1" "$OUT/nvcgc-spec.ptx" && grep -q "^\.target sm_80" "$OUT/nvcgc-spec.ptx"; then
    echo "PASS: nvcgc-spirv-spec-reqntid"
  else echo "FAIL: nvcgc-spirv-spec-reqntid (no .target sm_80 and .reqntid 8, 2, 1 in $OUT/nvcgc-spec.ptx)"; fi
  for sm in 75 80 90; do
    ./build/nvcgc -x spirv --entry=main $spec -mcpu=sm_$sm "$OUT/spec.comp.spv" -o "$OUT/nvcgc-spec-sm$sm.ptx" 2>"$OUT/nvcgc-spec-sm$sm.err" ||
      { echo "FAIL: nvcgc-spirv-ptxas-sm$sm (nvcgc: $(head -c 300 "$OUT/nvcgc-spec-sm$sm.err"))"; continue; }
    if [ ! -x "$PTXAS" ]; then echo "SKIP: nvcgc-spirv-ptxas-sm$sm (ptxas)"
    elif "$PTXAS" -arch=sm_$sm "$OUT/nvcgc-spec-sm$sm.ptx" -o /dev/null 2>"$OUT/nvcgc-spec-sm$sm.ptxas"; then echo "PASS: nvcgc-spirv-ptxas-sm$sm"
    else echo "FAIL: nvcgc-spirv-ptxas-sm$sm (see $OUT/nvcgc-spec-sm$sm.ptxas)"; fi
  done
  # the specialised kernel computes the same in the ptx engine (nvcgc's PTX) and in the ir
  # engine (nvcgrun translating the .spv with the same --spec)
  launch="--kernel main --grid 1 --block 8,2 buf:f32:2048:iota"
  # shellcheck disable=SC2086
  ./build/nvcgrun --engine=ptx "$OUT/nvcgc-spec.ptx" $launch >"$OUT/nvcgc-spec.ptxrun" 2>&1
  # shellcheck disable=SC2086
  ./build/nvcgrun --engine=ir "$OUT/spec.comp.spv" $spec $launch >"$OUT/nvcgc-spec.irrun" 2>&1
  if grep -q "^buf 0" "$OUT/nvcgc-spec.ptxrun" && cmp -s "$OUT/nvcgc-spec.ptxrun" "$OUT/nvcgc-spec.irrun"; then
    echo "PASS: nvcgc-spirv-spec-runs"
  else echo "FAIL: nvcgc-spirv-spec-runs (ptx engine on nvcgc's PTX and ir engine on the .spv differ: $OUT/nvcgc-spec.ptxrun, .irrun)"; fi
  # --entry picks one kernel of an OpenCL module with several
  drv nvcgc-spirv-entry 0 "" ./build/nvcgc -x spirv --entry lscan "$OUT/cl_sem.cl.spv" -o "$OUT/nvcgc-lscan.ptx"
  if [ "$(grep -c '^\.visible \.entry' "$OUT/nvcgc-lscan.ptx")" = 1 ] && grep -q "^\.visible \.entry lscan(" "$OUT/nvcgc-lscan.ptx"; then
    echo "PASS: nvcgc-spirv-entry-only"
  else echo "FAIL: nvcgc-spirv-entry-only ($OUT/nvcgc-lscan.ptx should hold the one kernel lscan)"; fi
  drv nvcgc-spirv-auto 0 "" ./build/nvcgc "$OUT/reduce.comp.spv" -o "$OUT/nvcgc-reduce.ptx"
  drv nvcgc-spirv-emit-ll 0 "define void @main(" ./build/nvcgc -x spirv --emit=ll "$OUT/reduce.comp.spv"
  drv nvcgc-spirv-no-entry 1 "the module has no entry point named nope" ./build/nvcgc -x spirv --entry nope "$OUT/reduce.comp.spv"
  drv nvcgc-spirv-bad-spec 1 "invalid --spec 'x=1'" ./build/nvcgc --spec x=1 "$OUT/reduce.comp.spv"
  drv nvcgc-spirv-unsupported 1 "capability Tessellation is not supported" ./build/nvcgc -x spirv "$OUT/malformed-unsupported-capability.spv"
  drv nvcgc-spirv-bad-word 1 "(OpIAdd): id %" ./build/nvcgc -x spirv "$OUT/malformed-id-out-of-bounds.spv"
  drv nvcgc-spirv-options-on-ll 1 "--entry and --spec apply to SPIR-V input only" ./build/nvcgc --spec 1=2 "$OUT/reduce.comp.ll"
  # nvcgrun FILE.spv: the push-constant block {uint n; float scale;} as push:..., both engines
  red="--kernel main --grid 4 --block 256 --dump buf:f32:1024:iota buf:f32:4:zero"
  # shellcheck disable=SC2086
  ./build/nvcgrun --engine=ir "$OUT/reduce.comp.spv" $red push:i32:1000,f32:2.0 >"$OUT/nvcgrun-reduce.ir" 2>&1
  # shellcheck disable=SC2086
  ./build/nvcgrun --engine=ptx "$OUT/reduce.comp.spv" $red push:0=i32:1000,4=f32:2.0 >"$OUT/nvcgrun-reduce.ptx" 2>&1
  # sums of 2*i over the four blocks of 256 (the last block only up to i = 999): 65280 ... 409944
  if grep -q " 0x477f0000$" "$OUT/nvcgrun-reduce.ir" && grep -q "^409944 0x48c82b00$" "$OUT/nvcgrun-reduce.ir" &&
     cmp -s "$OUT/nvcgrun-reduce.ir" "$OUT/nvcgrun-reduce.ptx"; then
    echo "PASS: nvcgrun-spirv-push"
  else echo "FAIL: nvcgrun-spirv-push (see $OUT/nvcgrun-reduce.ir and .ptx)"; fi
  # shellcheck disable=SC2086
  drv nvcgrun-spirv-push-size 2 "parameter 2 is 8 bytes but argument 2 (push) is 12 bytes" ./build/nvcgrun --engine=ir "$OUT/reduce.comp.spv" $red push:i32:1000,f32:2.0,i32:0
  # shellcheck disable=SC2086
  drv nvcgrun-spirv-bad-push 2 "is not [OFF=]TYPE:V" ./build/nvcgrun --engine=ir "$OUT/reduce.comp.spv" $red push:i32
  drv nvcgrun-spirv-no-entry 2 "the module has no entry point named mian" ./build/nvcgrun --engine=ir "$OUT/reduce.comp.spv" --kernel mian --grid 1 --block 1
  drv nvcgrun-spirv-bad-word 2 "(OpIAdd): id %" ./build/nvcgrun --engine=ir "$OUT/malformed-id-out-of-bounds.spv" --kernel main --grid 1 --block 1
  drv nvcgrun-spirv-options-on-ptx 2 "apply to SPIR-V input only" ./build/nvcgrun --engine=ptx "$OUT/nvcgc-reduce.ptx" --spec 1=2 --kernel main --grid 1 --block 1
fi

# Semantics: every case runs in nvcgrun's ir engine (nvcgrun translating the .spv) and in
# its ptx engine (nvcg's PTX for sm_75/80/90, each accepted by ptxas), and the outputs are
# compared with values run_semantic.py computes itself and with each other.
if ! have python3; then
  echo "SKIP: spirv-semantic (python3)"
else
  python3 tests/spirv/run_semantic.py build/nvcgrun build/spv2ll "$OUT"
fi

# Math onto the device math library: cl_mathlib.cl (OpenCL.std, f32 and f64) and
# glsl_mathlib.comp (GLSL.std.450, f32) run on both engines (bit for bit), and
# build/spvmath_check holds every result to OpenCL's ulp table or Vulkan's precision table
# against MPFR (one line per function and type).
if ! have python3; then
  echo "SKIP: spirv-mathlib (python3)"
elif [ ! -f /usr/include/mpfr.h ]; then
  echo "SKIP: spirv-mathlib (libmpfr-dev: /usr/include/mpfr.h is missing)"
elif ! make -s build/spvmath_check >"$OUT/spvmath_check.log" 2>&1; then
  echo "FAIL: spirv-mathlib (make build/spvmath_check failed; see $OUT/spvmath_check.log)"
else
  python3 tests/spirv/run_mathlib.py build/nvcgrun build/spv2ll build/spvmath_check "$OUT"
fi
exit 0
