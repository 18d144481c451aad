#!/bin/sh
# The swing modulo scheduler (issue 15): corpus loops by verdict (pipelined, or the
# reason not) and II against MII, at pipeliner-max-stages 3 (default) and 20
# (tests/pipeliner/run_pipeliner.py --figures); then the two code generators (modulo variable
# expansion, the peeling generator) against the unpipelined code: registers, SASS, executed
# PTX instructions (tests/bench/pipeliner_cg.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ]; then echo "pipeliner bench: build/nvcgc missing (run make)"; exit 0; fi
python3 tests/pipeliner/run_pipeliner.py --figures
python3 tests/bench/pipeliner_cg.py
