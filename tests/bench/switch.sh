#!/bin/sh
# Jump tables (issue 9): nvcgc and ptxas CPU time and executed PTX instructions on dense
# switches of 10^3, 10^4 and 10^5 cases -- brx.idx table vs comparison tree vs llc-14
# (tests/bench/switch_figures.py). SWITCH_SIZES overrides the sizes.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then echo "switch bench: build/nvcgc or build/nvcgrun missing (run make)"; exit 0; fi
if [ ! -x /usr/local/cuda/bin/ptxas ]; then echo "switch bench: ptxas missing"; exit 0; fi
python3 tests/bench/switch_figures.py --sizes "${SWITCH_SIZES:-1000,10000,100000}"
