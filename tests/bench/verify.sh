#!/bin/sh
# Verifier speed on synthetic functions (tests/bench/verify_bench.c); one core, figures for
# reading only.
cd "$(dirname "$0")/../.." || exit 1
mkdir -p build
${CC:-cc} -std=c99 -O2 -Wno-unused-function tests/bench/verify_bench.c -o build/verify_bench || exit 1
./build/verify_bench
