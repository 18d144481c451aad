#!/bin/sh
# Verifier speed on synthetic functions (tests/bench/verify_bench.c); one core, figures for
# reading only. Built by `make` (build/verify_bench, mk/bench.mk).
cd "$(dirname "$0")/../.." || exit 1
[ -x build/verify_bench ] || make -s build/verify_bench || exit 1
exec ./build/verify_bench
