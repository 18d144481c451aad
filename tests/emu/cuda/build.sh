#!/bin/sh
# Regenerates the committed IR and PTX of the emulator's own CUDA test kernels:
#   ll/NAME.ll          clang 14 (same flags as tests/corpus/build.sh)
#   ptx/NAME.llc.ptx    llc-14 -mcpu=sm_75 -mattr=+ptx75
#   ptx/NAME.nvvm.ptx   libNVVM (compute_75, -fma=0) through tests/corpus/to_nvvm7.py and nvvmc
#   ptx/emu_calls.g.llc.ptx   llc's PTX of emu_calls.cu at -O1 -g (debug sections)
# TO_NVVM7 and NVVMC override the last two tools' paths. Tests use the committed files, so
# they need none of these tools.
set -e
cd "$(dirname "$0")"
ROOT=../../..
TO_NVVM7=${TO_NVVM7:-$ROOT/tests/corpus/to_nvvm7.py}
NVVMC=${NVVMC:-$ROOT/build/nvvmc}
mkdir -p ll ptx
for cu in *.cu; do
  n=${cu%.cu}
  clang-14 -x cuda --cuda-device-only --cuda-gpu-arch=sm_75 -nocudainc -nocudalib --cuda-path=/nonexistent \
    -Wno-unknown-cuda-version -Xclang -target-feature -Xclang +ptx75 -ffp-contract=off -I. -O3 -S -emit-llvm \
    "$cu" -o - | sed '/^; ModuleID = /d' > "ll/$n.ll"
  llc-14 -march=nvptx64 -mcpu=sm_75 -mattr=+ptx75 "ll/$n.ll" -o "ptx/$n.llc.ptx"
  python3 "$TO_NVVM7" "ll/$n.ll" -o "ptx/$n.nv7.ll"
  "$NVVMC" -arch=compute_75 -fma=0 "ptx/$n.nv7.ll" -o "ptx/$n.nvvm.ptx"
  rm -f "ptx/$n.nv7.ll"
done
# llc's PTX with debug information (.file/.loc/.section .debug_*), for the parser
clang-14 -x cuda --cuda-device-only --cuda-gpu-arch=sm_75 -nocudainc -nocudalib --cuda-path=/nonexistent \
  -Wno-unknown-cuda-version -Xclang -target-feature -Xclang +ptx75 -ffp-contract=off -I. -O1 -g -S -emit-llvm \
  emu_calls.cu -o - | sed '/^; ModuleID = /d' > ll/emu_calls.g.ll
llc-14 -march=nvptx64 -mcpu=sm_75 -mattr=+ptx75 ll/emu_calls.g.ll -o ptx/emu_calls.g.llc.ptx
