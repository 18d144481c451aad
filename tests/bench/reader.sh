#!/bin/sh
# Reader throughput (MB/s, instructions/s) and memory per instruction on a generated
# module of ${READER_BENCH_MB:-64} MB. Built by `make` (build/reader_bench).
cd "$(dirname "$0")/../.." || exit 1
[ -x build/reader_bench ] || make -s build/reader_bench || exit 1
exec build/reader_bench "${READER_BENCH_MB:-64}"
