#!/bin/sh
# Code generation: nvcg vs llc vs libNVVM on the corpus (see codegen_table.py).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcg_time ]; then echo "codegen bench: build/nvcg_time missing (run make)"; exit 0; fi
python3 tests/bench/codegen_table.py --opt O3 "$@"
python3 tests/bench/codegen_table.py --opt O0 "$@"
