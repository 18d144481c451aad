#!/bin/sh
# `make bench`: runs every tests/bench/*.sh (name order); each prints its own figures.
# Figures are for reading, never for pass/fail: these machines are shared and noisy.
cd "$(dirname "$0")/../.." || exit 1
mkdir -p tests/out/bench
for b in tests/bench/*.sh; do
  [ "$(basename "$b")" = run.sh ] && continue
  echo "=== bench $(basename "$b" .sh)"
  sh "$b" || echo "bench $(basename "$b") exited with status $?"
done
