#!/bin/sh
# The machine layer (issue 9): PTX mov counts and executed PTX instructions, nvcg vs the
# same nvcg without its new machine passes vs libNVVM (see mir_figures.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then echo "mir bench: build/nvcgc or build/nvcgrun missing (run make)"; exit 0; fi
python3 tests/bench/mir_figures.py "$@"
