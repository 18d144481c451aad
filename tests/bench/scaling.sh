#!/bin/sh
# Compile-time scaling (issue 17): nvcgc -O0 and -O2 on 10^4, 10^5 and 10^6 instructions,
# in one block and in blocks of 10, and on dense switches of 10^3, 10^4 and 10^5 cases
# (a jump table, and with jump tables off a comparison tree)
# (tests/bench/scaling.py). A pass that is not linear shows as an -O2/-O0 ratio growing
# with the size. SCALING_SIZES and SCALING_SWITCH_SIZES override the sizes.
cd "$(dirname "$0")/../.." || exit 1
python3 tests/bench/scaling.py --sizes "${SCALING_SIZES:-10000,100000,1000000}" --shapes one,many,switch,switch-tree \
  --switch-sizes "${SCALING_SWITCH_SIZES:-1000,10000,100000}"
