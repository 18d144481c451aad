#!/bin/sh
# 63-pipeliner: the swing modulo scheduler and its kernel generation on the corpus
# (tests/pipeliner/run_pipeliner.py; its figures: tests/bench/pipeliner.sh): with
# pipeliner-codegen=1 (MVE, then the peeling generator: pipeliner-experimental-cg=1) every
# file compiles under --verify-each (schedule checker, machine verifier), ptxas assembles it and every launch of a file with a pipelined loop agrees
# with the unpipelined PTX and the ir engine; with the default knobs the PTX is unchanged.
# The oracle tests of the scheduler itself are unit tests (tests/unit/test_pipeliner.c);
# its remarks and the generated code are lit-tested (tests/lit/mir_pipeliner*.ll).
cd "$(dirname "$0")/../.." || exit 1
command -v python3 >/dev/null || { echo "SKIP: pipeliner (python3 missing)"; exit 0; }
exec python3 tests/pipeliner/run_pipeliner.py
