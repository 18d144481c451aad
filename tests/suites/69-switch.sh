#!/bin/sh
# 69-switch: switch lowering (issue 9, opt/lower_switch.c: brx.idx jump tables, bit tests and
# comparison trees). tests/switch/randswitch.py builds 30 random switches (i8..i64, dense
# runs, outliers, shared destinations, cases straight to a phi) and checks each at -O0,
# -O2 and -O2 with jump tables off (every third seed is a bit-test switch): --verify-each,
# ptxas, and the PTX emulator against the IR interpreter bit for bit over every case
# value, its neighbours and the type's extremes. The partitioning has a brute-force
# oracle in tests/unit/test_switch_tables.c (05-unit); FileCheck forms are in
# tests/lit/switch_jump_table.ll and switch_bit_tests.ll (62-lit).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then
  echo "FAIL: switch/build (build/nvcgc or build/nvcgrun missing: run make)"
  exit 0
fi
command -v python3 >/dev/null || { echo "SKIP: switch (python3 missing)"; exit 0; }
exec python3 tests/switch/randswitch.py --seeds "${SWITCH_SEEDS:-30}"
