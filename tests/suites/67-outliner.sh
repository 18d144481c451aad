#!/bin/sh
# 67-outliner: the machine outliner (nvcg_impl/mir/machine_outliner.c, issue 16) forced on
# over the corpus, random differential tests and the SPIR-V semantic cases, ir engine vs
# ptx engine bit for bit and ptxas on sm_75..sm_120, plus its remarks, statistics and
# determinism (tests/outliner/run_outliner.py has the details). The repeat finder's and the
# mapping's oracle tests are unit tests (tests/unit/test_outliner.c); the FileCheck test is
# tests/lit/mir_outliner*.ll. About 60 s of CPU (-O2 binaries; more at -O0 or on a busy machine).
cd "$(dirname "$0")/../.." || exit 1
for b in build/nvcgc build/nvcgrun; do
  if [ ! -x "$b" ]; then echo "FAIL: outliner/build ($b missing: run make)"; exit 0; fi
done
command -v python3 >/dev/null || { echo "SKIP: outliner (python3 missing)"; exit 0; }
exec python3 tests/outliner/run_outliner.py
