#!/bin/sh
# The machine outliner (issue 16): PTX instructions and bytes, SASS instructions, ptxas
# registers and time, executed PTX instructions and the pass's own time with
# enable-machine-outliner 0, 1 and 2, on the corpus and on modules built to have repeats
# (see outliner_figures.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then echo "outliner bench: build/nvcgc or build/nvcgrun missing (run make)"; exit 0; fi
[ -x /usr/local/cuda/bin/ptxas ] || { echo "outliner bench: ptxas missing"; exit 0; }
python3 tests/bench/outliner_figures.py "$@"
