#!/bin/sh
# nvcgc, the command-line driver: help and version, option and input errors (each must
# exit non-zero with a clear message), input-language detection, and --emit=ll
# round trips of .ll files through the reader and printer once the reader is built in.
cd "$(dirname "$0")/../.." || exit 1
NVCGC=build/nvcgc
T=tests/out/driver
mkdir -p "$T"
if ! make -s "$NVCGC" build/saxpy build/reduction >"$T/build.log" 2>&1; then
  echo "FAIL: driver.build (see $T/build.log)"
  exit 1
fi

# check NAME WANT_RC PATTERN ARGS...: runs nvcgc with ARGS; passes when it exits with
# WANT_RC ("nz" = any non-zero) and its output (stdout and stderr) matches PATTERN.
check() {
  name=$1; want=$2; pat=$3; shift 3
  "$NVCGC" "$@" >"$T/$name.out" 2>&1
  rc=$?
  if [ "$want" = nz ]; then ok_rc=$([ $rc -ne 0 ] && echo 1 || echo 0); else ok_rc=$([ $rc -eq "$want" ] && echo 1 || echo 0); fi
  if [ "$ok_rc" != 1 ]; then
    echo "FAIL: driver.$name (exit status $rc, wanted $want: $(head -c 300 "$T/$name.out" | tr '\n' ' '))"
  elif ! grep -q -e "$pat" "$T/$name.out"; then
    echo "FAIL: driver.$name (output lacks '$pat': $(head -c 300 "$T/$name.out" | tr '\n' ' '))"
  else
    echo "PASS: driver.$name"
  fi
}

printf 'define void @k() {\n  ret void\n}\n' >"$T/tiny.ll"
printf '\003\002\043\007\000\000\001\000' >"$T/shader.bin"   # SPIR-V magic, little-endian
printf '\007\043\002\003\000\001\000\000' >"$T/shader_be.bin" # and big-endian

check help 0 "usage: nvcgc" --help
check help_lists_options 0 "--print-after=PASS" --help
check version 0 "nvcg 0\." --version
check help_knobs 0 "enable-legalize-types-checking *default false" --help-knobs
check no_input 1 "error: no input file" -O2
check missing_file 1 "error: cannot open 'tests/out/driver/none.ll': No such file" "$T/none.ll"
# several inputs are linked (tests/suites/63-link.sh tests linking itself): the same file
# twice defines its kernel twice
check two_inputs 1 "tiny.ll:1:13: error: duplicate definition of '@k' (the other is at" "$T/tiny.ll" "$T/tiny.ll"
check bad_option 1 "error: unknown option '--frobnicate'" --frobnicate "$T/tiny.ll"
check bad_mcpu_syntax 1 "invalid -mcpu value 'gfx90a'" -mcpu=gfx90a "$T/tiny.ll"
check bad_mcpu_suffix 1 "invalid -mcpu value 'sm_90x'" -mcpu=sm_90x "$T/tiny.ll"
check unsupported_mcpu 1 "sm_70 is not a supported target" -mcpu=sm_70 "$T/tiny.ll"
check bad_mattr 1 "invalid -mattr value '+sse4'" -mattr=+sse4 "$T/tiny.ll"
check old_ptx 1 "PTX ISA 6.0 is too old for sm_75" -mattr=+ptx60 "$T/tiny.ll"
check unknown_ptx 1 "unknown PTX ISA version 9.9" -mcpu=sm_90 -mattr=+ptx99 "$T/tiny.ll"
check bad_opt_level 1 "invalid optimisation level '-O7'" -O7 "$T/tiny.ll"
check bad_emit 1 "invalid --emit value 'obj'" --emit=obj "$T/tiny.ll"
check bad_language 1 "unknown input language 'cuda'" -x cuda "$T/tiny.ll"
check unknown_knob 1 "unknown knob 'no-such-knob'" --knob no-such-knob=1 "$T/tiny.ll"
check malformed_knob 1 "expects a boolean (true, false, 1 or 0), not 'maybe'" \
  --knob enable-legalize-types-checking=maybe "$T/tiny.ll"
check knob_needs_value 1 "--knob needs NAME=VALUE" "$T/tiny.ll" --knob
check print_after_unknown_pass 1 "print-after: unknown pass 'no-such-pass'" --print-after=no-such-pass "$T/tiny.ll"
check print_after_needs_pass 1 "--print-after needs a pass name" --print-after= "$T/tiny.ll"
# SPIR-V input goes to the SPIR-V front end when it is built in (nvcgc --version says so;
# tests/suites/50-spirv.sh tests it in depth), else to a clear refusal. shader*.bin are
# SPIR-V headers cut short: detected by their magic, then rejected by the front end.
if "$NVCGC" --version | grep -q "SPIR-V front end built in"; then
  check spirv_not_spirv 1 "tiny.ll: error: wrong magic number" -x spirv "$T/tiny.ll"
  check spirv_magic_detected 1 "shader.bin: error: truncated module" "$T/shader.bin"
  check spirv_magic_big_endian 1 "shader_be.bin: error: truncated module" "$T/shader_be.bin"
  check spirv_stdin 1 "<stdin>: error: truncated module" -x spirv - <"$T/shader.bin"
  check spirv_options_on_ll 1 "--entry and --spec apply to SPIR-V input only" --entry k "$T/tiny.ll"
else
  check spirv_not_built 1 "the SPIR-V front end is not built into this nvcgc" -x spirv "$T/tiny.ll"
  check spirv_magic_detected 1 "shader.bin: the SPIR-V front end is not built" "$T/shader.bin"
  check spirv_magic_big_endian 1 "the SPIR-V front end is not built" "$T/shader_be.bin"
  check spirv_stdin 1 "<stdin>: the SPIR-V front end is not built" -x spirv - <"$T/shader.bin"
fi

# The builder examples' output is valid LLVM IR by LLVM's own verifier too.
OPT=$(command -v opt-14 || command -v opt)
for k in saxpy reduction; do
  if [ -z "$OPT" ]; then echo "SKIP: driver.example_${k}_passes_llvm_verifier (LLVM's opt is not installed)"; continue; fi
  ./build/$k 2>/dev/null | sed '/^errors:/d' >"$T/$k.example.ll"
  if "$OPT" -opaque-pointers -verify -S "$T/$k.example.ll" -o /dev/null 2>"$T/$k.opt.err"; then
    echo "PASS: driver.example_${k}_passes_llvm_verifier"
  else
    echo "FAIL: driver.example_${k}_passes_llvm_verifier ($(head -c 300 "$T/$k.opt.err" | tr '\n' ' '))"
  fi
done

# ... and so is the builder test's golden module (tests/unit/builder_golden.ll).
if [ -n "$OPT" ]; then
  if "$OPT" -opaque-pointers -verify -S tests/unit/builder_golden.ll -o /dev/null 2>"$T/golden.opt.err"; then
    echo "PASS: driver.builder_golden_passes_llvm_verifier"
  else
    echo "FAIL: driver.builder_golden_passes_llvm_verifier ($(head -c 300 "$T/golden.opt.err" | tr '\n' ' '))"
  fi
fi

# The README's quick start (its first ```c block) compiles as the README says, runs, and
# its PTX passes ptxas.
PTXAS=${PTXAS:-/usr/local/cuda/bin/ptxas}
awk '/^```c$/ { on = 1; next } /^```/ { if (on) exit } on' README.md >"$T/quickstart.c"
if [ ! -s "$T/quickstart.c" ]; then
  echo "FAIL: driver.readme_quickstart (no \`\`\`c block in README.md)"
elif ! ${CC:-cc} -std=c99 -I. "$T/quickstart.c" -o "$T/quickstart" >"$T/quickstart.err" 2>&1; then
  echo "FAIL: driver.readme_quickstart (does not compile: $(head -c 300 "$T/quickstart.err" | tr '\n' ' '))"
elif ! "$T/quickstart" >"$T/quickstart.ptx" 2>"$T/quickstart.err"; then
  echo "FAIL: driver.readme_quickstart (exit status $?: $(head -c 300 "$T/quickstart.err" | tr '\n' ' '))"
elif ! grep -q '^.visible .entry saxpy' "$T/quickstart.ptx"; then
  echo "FAIL: driver.readme_quickstart (no saxpy entry in its output: $(head -c 200 "$T/quickstart.ptx" | tr '\n' ' '))"
elif [ ! -x "$PTXAS" ]; then
  echo "SKIP: driver.readme_quickstart_ptxas (ptxas not installed)"
  echo "PASS: driver.readme_quickstart"
elif "$PTXAS" -arch=sm_75 "$T/quickstart.ptx" -o /dev/null 2>"$T/quickstart.ptxas"; then
  echo "PASS: driver.readme_quickstart"
else
  echo "FAIL: driver.readme_quickstart (ptxas: $(head -c 300 "$T/quickstart.ptxas" | tr '\n' ' '))"
fi

# Reading .ll needs the reader (branch `reader`); until it is merged a stub says so.
if grep -q 'NVCG_LL_READER_STUB' nvcg.h; then
  check ll_reader_missing_is_reported 1 "tiny.ll: error: the LLVM assembly (.ll) reader is not built" "$T/tiny.ll"
  check ll_reader_missing_emit_ll 1 "reader is not built" --emit=ll "$T/tiny.ll"
else
  # --emit=ll round trip: printing what was read and reading that again is a fixed point
  ./build/saxpy | sed '/^errors:/d' >"$T/saxpy.ll" 2>/dev/null
  ./build/reduction >"$T/reduction.ll" 2>/dev/null
  for k in saxpy reduction tiny; do
    if "$NVCGC" --emit=ll "$T/$k.ll" -o "$T/$k.1.ll" 2>"$T/$k.err" &&
       "$NVCGC" --emit=ll "$T/$k.1.ll" -o "$T/$k.2.ll" 2>>"$T/$k.err" && cmp -s "$T/$k.1.ll" "$T/$k.2.ll"; then
      echo "PASS: driver.emit_ll_roundtrip_$k"
    else
      echo "FAIL: driver.emit_ll_roundtrip_$k (see $T/$k.err, $T/$k.1.ll, $T/$k.2.ll)"
    fi
  done
  if cmp -s "$T/saxpy.ll" "$T/saxpy.1.ll"; then echo "PASS: driver.emit_ll_matches_builder_print"
  else echo "FAIL: driver.emit_ll_matches_builder_print (diff $T/saxpy.ll $T/saxpy.1.ll)"; fi
  # Pass statistics and times come from the pass tables: an IR pass and a machine pass
  # are counted per function, and -O0 leaves out the -O1+ passes.
  V=tests/corpus/ll/vec_add.O3.ll
  check stats_ir_pass 0 "stats: lower_args ran 3 times, changed 3" --stats -o "$T/stats.ptx" "$V"
  check stats_mir_pass 0 "stats: branch_fold ran 3 times, changed 3" --stats -o "$T/stats.ptx" "$V"
  check time_passes 0 "time: phi_elim [0-9.]* ms" --time-passes -o "$T/stats.ptx" "$V"
  check stats_O0 0 "stats: isel ran 3 times" --stats -O0 -o "$T/stats.ptx" "$V"
  if grep -q -e "stats: gvn ran" -e "stats: dead_mi_elim ran" "$T/stats_O0.out"; then
    echo "FAIL: driver.stats_O0_skips_O1_passes (gvn or dead_mi_elim ran at -O0)"
  else
    echo "PASS: driver.stats_O0_skips_O1_passes"
  fi
  check emit_ll_stdin 0 "define void @k()" --emit=ll - <"$T/tiny.ll"
  check ptx_default_emit 0 ".target sm_75" "$T/tiny.ll"
  check ptx_mcpu_mattr 0 ".version 8.0" -mcpu=sm_90 -mattr=+ptx80 "$T/tiny.ll"
  # --view-dag writes each block's DAG before and after legalisation (and selected) as dot
  mkdir -p "$T/dags"
  if (cd "$T/dags" && "$OLDPWD/$NVCGC" --view-dag=k "$OLDPWD/$T/tiny.ll" -o /dev/null) &&
     grep -q '^digraph' "$T/dags/k.bb0.built.dot" && grep -q '^digraph' "$T/dags/k.bb0.legal.dot"; then
    echo "PASS: driver.view_dag"
  else echo "FAIL: driver.view_dag (no $T/dags/k.bb0.{built,legal}.dot)"; fi
  check view_dag_needs_name 1 "--view-dag needs a function name" --view-dag= "$T/tiny.ll"
  printf 'define i32 @k() {\n  ret void\n}\n' >"$T/bad.ll"
  check invalid_module_rejected 1 "error:" --emit=ll "$T/bad.ll"
  check unwritable_output 1 "cannot write 'tests/out/driver/no/such/dir/out.ll'" --emit=ll -o "$T/no/such/dir/out.ll" "$T/tiny.ll"
fi
exit 0
