#!/bin/sh
# Linking and function import (tests/bench/link_table.py): import time from libdevice's
# text (first use and warm), link time of the multi-file programs, and registers / SASS of
# their kernels, nvcg against clang + llvm-link + libNVVM.
cd "$(dirname "$0")/../.." || exit 1
if [ ! -x build/link_bench ] || [ ! -x build/nvcgc ]; then echo "link bench: build/link_bench missing (run make)"; exit 0; fi
python3 tests/bench/link_table.py "$@"
