#!/bin/sh
# 63-pipeliner: the swing modulo scheduler's analysis on the corpus
# (tests/pipeliner/run_pipeliner.py; its figures: tests/bench/pipeliner.sh): the checker accepts every schedule, the PTX is
# unchanged, every innermost loop gets a verdict. The oracle tests of the scheduler
# itself are unit tests (tests/unit/test_pipeliner.c); its remarks are lit-tested
# (tests/lit/mir_pipeliner.ll).
cd "$(dirname "$0")/../.." || exit 1
command -v python3 >/dev/null || { echo "SKIP: pipeliner (python3 missing)"; exit 0; }
exec python3 tests/pipeliner/run_pipeliner.py
