#!/bin/sh
# The ir engine's speed: IR instructions executed per second over every corpus manifest
# line (O0 and O3; the runner's --stats), and on one long single-thread loop.
cd "$(dirname "$0")/../.." || exit 1
python3 tests/interp/interp_runs.py bench
