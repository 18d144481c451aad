#!/bin/sh
# PTX emulator speed: executed PTX instructions per CPU second (nvcgrun --stats) on kernels of
# the emulator's own tests (llc's PTX) and, when tests/corpus is present, a few corpus
# kernels at larger sizes. One core; figures are for reading, not for pass/fail.
cd "$(dirname "$0")/../.." || exit 1
NV=build/nvcgrun
[ -x $NV ] || { echo "build/nvcgrun missing (make)"; exit 1; }
P=tests/emu/cuda/ptx
run() { # label ptx kernel grid block [--shared N] args...
  label=$1; ptx=$2; k=$3; g=$4; b=$5; shift 5
  r=$($NV "$ptx" --kernel "$k" --grid "$g" --block "$b" --stats "$@" 2>&1 >/dev/null | sed -n 's/^nvcgrun: //p')
  printf '%-28s %s\n' "$label" "${r:-failed}"
}
run "recursion+fnptr calls" $P/emu_calls.llc.ptx calls 64 256 buf:i32:49152:zero i32:16384
run "local array" $P/emu_calls.llc.ptx local_array 256 256 buf:i32:65536:zero i32:65536
run "64-bit mul/mulhi" $P/emu_int.llc.ptx mul64 1024 256 buf:i64:262144:zero i32:262144
run "int div/rem" $P/emu_int.llc.ptx divmod 512 256 buf:i32:262144:zero i32:131072 i32:97
run "shared+bar.sync" $P/emu_sync.llc.ptx block_reverse 512 256 buf:i32:131072:zero buf:i32:131072:iota
run "shfl/vote/match" $P/emu_sync.llc.ptx warp_ops 128 1024 buf:i32:12288:zero
run "global atomics" $P/emu_int.llc.ptx atomics 256 256 buf:i64:1:zero buf:i32:3:zero i32:65536
C=tests/corpus
if [ -f $C/manifest.txt ] && command -v llc-14 >/dev/null; then
  D=tests/out/bench; mkdir -p $D
  for f in gemm_tiled mandelbrot hash64 spmv_ell; do
    llc-14 -march=nvptx64 -mcpu=sm_75 -mattr=+ptx75 $C/ll/$f.O3.ll -o $D/$f.ptx || continue
  done
  # (M, N, K, alpha, A, B, beta, C) and (out, w, h, x0, y0, dx, dy, maxiter), as in the manifest
  run "corpus sgemm_tiled 128^3" $D/gemm_tiled.ptx sgemm_tiled 8,8 16,16 i32:128 i32:128 i32:128 f32:1.0 buf:f32:16384:rand:1 buf:f32:16384:rand:2 f32:0.5 buf:f32:16384:rand:3
  run "corpus mandelbrot_f32 256^2" $D/mandelbrot.ptx mandelbrot_f32 16,16 16,16 buf:i32:65536:zero i32:256 i32:256 f32:-2.0 f32:-1.2 f32:0.0125 f32:0.01 i32:64
fi
