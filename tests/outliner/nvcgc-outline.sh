#!/bin/sh
# build/nvcgc with the machine outliner forced on (tests/suites/67-outliner.sh gives it to
# the corpus and random differential drivers as NVCGC): OUTLINER_MODE (default 1) is
# enable-machine-outliner, the benefit threshold its least (1), OUTLINER_RERUNS reruns.
exec "$(dirname "$0")/../../build/nvcgc" --knob "enable-machine-outliner=${OUTLINER_MODE:-1}" \
  --knob outliner-benefit-threshold=1 --knob "machine-outliner-reruns=${OUTLINER_RERUNS:-0}" "$@"
