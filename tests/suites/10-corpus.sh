#!/bin/sh
# The kernel corpus (tests/corpus): every .ll assembles, llc 14 + ptxas accept it for
# sm_75..sm_90, libNVVM compiles it (through to_nvvm7.py) to PTX ptxas accepts, the
# manifest matches the IR, and the committed IR is what build.sh makes. One PASS/FAIL/
# SKIP line per check (see tests/corpus/check.sh).
cd "$(dirname "$0")/../.." || exit 1
exec sh tests/corpus/check.sh
