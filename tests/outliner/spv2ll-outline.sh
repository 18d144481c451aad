#!/bin/sh
# build/spv2ll with the machine outliner forced on (tests/suites/67-outliner.sh gives it to
# tests/spirv/run_semantic.py as its SPV2LL), as tests/outliner/nvcgc-outline.sh does for nvcgc.
exec "$(dirname "$0")/../../build/spv2ll" --knob "enable-machine-outliner=${OUTLINER_MODE:-1}" \
  --knob outliner-benefit-threshold=1 --knob "machine-outliner-reruns=${OUTLINER_RERUNS:-0}" "$@"
