#!/bin/sh
# Instruction scheduling (issue 15): registers, SASS and executed PTX instructions with the
# pre-RA scheduler off / on / pressure-first (see sched_figures.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then echo "sched bench: build/nvcgc or build/nvcgrun missing (run make)"; exit 0; fi
python3 tests/bench/sched_figures.py "$@"
