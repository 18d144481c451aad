#!/bin/sh
# 64-firstrun: the build as a new user meets it (issue 17), in a build folder of its own
# (tests/out/firstrun/build, at -O0 to build fast):
#  - `make` builds the library object, nvcgc, nvcgrun and the examples only (no test
#    programs), and ends with one line per optional component;
#  - the configuration stamp: nvcgc built with SPIRV_INCLUDE pointing nowhere has no SPIR-V
#    front end and says so; built again with the default, the stamp changes and nvcgc.o
#    is rebuilt with it, while the library object is not rebuilt.
cd "$(dirname "$0")/../.." || exit 1
T=tests/out/firstrun
B=$T/build
rm -rf "$T"
mkdir -p "$T"
MK="make --no-print-directory B=$B CFLAGS=-O0"

# what `make` would build: no test program among it
$MK -n all >"$T/plan.txt" 2>&1
if grep -qE 'cg_tests|mir_tests|ptx_table_test|legalize_|opt_test|llrt|emu_test|interp_test|randgen|/unit/' "$T/plan.txt"; then
  echo "FAIL: firstrun.make_builds_no_tests ($(grep -oE 'cg_tests|mir_tests|ptx_table_test|legalize_[a-z_]*|opt_test|llrt|emu_test|interp_test|randgen|/unit/' "$T/plan.txt" | sort -u | tr '\n' ' '))"
else
  echo "PASS: firstrun.make_builds_no_tests"
fi
# the implementation is compiled once: only nvcg.o (and nvcgrun's ir engine, which needs
# the internals) define NVCG_IMPLEMENTATION on their own
n=$(grep -E '^(cc|gcc|clang)' "$T/plan.txt" | grep -c -- '-DNVCG_IMPLEMENTATION ')
if [ "$n" -eq 1 ]; then echo "PASS: firstrun.implementation_compiled_once"
else echo "FAIL: firstrun.implementation_compiled_once ($n compilations with -DNVCG_IMPLEMENTATION)"; fi

if $MK SPIRV_INCLUDE=/nonexistent "$B/nvcgc" >"$T/nospirv.log" 2>&1 && [ "$(cat "$B/config.stamp")" = "spirv=none" ] &&
   ! "$B/nvcgc" --version | grep -q "SPIR-V"; then
  echo "PASS: firstrun.without_spirv_headers"
else
  echo "FAIL: firstrun.without_spirv_headers (see $T/nospirv.log)"
fi
if [ -f /usr/include/spirv/unified1/spirv.h ]; then
  $MK "$B/nvcgc" >"$T/spirv.log" 2>&1
  if "$B/nvcgc" --version | grep -q "SPIR-V front end built in" && grep -q 'NVCGC_WITH_SPIRV' "$T/spirv.log" &&
     ! grep -q -- '-DNVCG_IMPLEMENTATION ' "$T/spirv.log"; then
    echo "PASS: firstrun.config_change_rebuilds_dependents"
  else
    echo "FAIL: firstrun.config_change_rebuilds_dependents (see $T/spirv.log)"
  fi
else
  echo "SKIP: firstrun.config_change_rebuilds_dependents (spirv-headers not installed)"
fi
# the components summary ends `make` (the main job itself is 30-driver's business)
$MK -n main-job 2>/dev/null | tail -3 >"$T/summary.txt"
if [ "$(grep -c '^echo "component ' "$T/summary.txt")" -eq 3 ]; then echo "PASS: firstrun.component_summary"
else echo "FAIL: firstrun.component_summary ($(tr '\n' ' ' <"$T/summary.txt"))"; fi
rm -rf "$B"
