#!/bin/sh
# 63-sched: the pre-RA machine scheduler end to end (tests/sched/run_sched.py): corpus and
# random kernels with the scheduler's heuristic and with random legal orders
# (misched-perturb-seed), --verify-each (the schedule checker), ptxas, ir engine vs ptx
# engine bit for bit. The DAG's and the checker's oracle tests are unit tests
# (tests/unit/test_sched.c).
cd "$(dirname "$0")/../.." || exit 1
for b in build/nvcgc build/nvcgrun build/randgen; do
  if [ ! -x "$b" ]; then echo "FAIL: sched/build ($b missing: run make)"; exit 0; fi
done
command -v python3 >/dev/null || { echo "SKIP: sched (python3 missing)"; exit 0; }
exec python3 tests/sched/run_sched.py
