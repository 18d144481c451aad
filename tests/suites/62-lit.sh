#!/bin/sh
# 62-lit: code-generation tests written as .ll files (tests/lit/*.ll): FileCheck on nvcg's
# PTX for each legalisation action and selection family, ptxas on every PTX, and
# execution checks (ir engine vs ptx engine). See tests/lit/run_lit.py for the directives.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/nvcgc ] || [ ! -x build/nvcgrun ]; then
  echo "FAIL: lit/build (build/nvcgc or build/nvcgrun missing: run make)"; exit 0
fi
command -v python3 >/dev/null || { echo "SKIP: lit (python3 missing)"; exit 0; }
exec python3 tests/lit/run_lit.py
