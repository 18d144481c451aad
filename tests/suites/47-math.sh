#!/bin/sh
# 47-math: nvcg's device math library (libmath/nvmath.c -> nvcg_impl/math/library.h).
#   - the embedded library is what libmath/build.sh makes of the sources (clang-14);
#   - build/mathtest: every function on a sample of inputs (specials, hard cases, random)
#     through the IR interpreter and nvcg's PTX on the emulator (bit-for-bit equal) against
#     MPFR, within CUDA's ulp bounds, in the default and the flush-to-zero mode (f32;
#     the f64 functions, which FTZ mode does not touch, in the default mode); the integer
#     functions exactly against C references; the __nv_fast_* ones against CUDA's
#     documented errors;
#   - tests/math/cbrt_approx_model.c: cbrtf/rcbrtf and cbrt/rcbrt's fast paths with their
#     .approx seed at its bounds;
#   - tests/math/rnorm_approx_model.c: rhypot/rnorm3d/rnorm4d/rnorm's fast path with its
#     rsqrt.approx.f32 seed at the PTX ISA's bound, against MPFR.
# `make test-math` is the full sweep (10^6 inputs per function and mode).
cd "$(dirname "$0")/../.." || exit 1
if command -v clang-14 >/dev/null 2>&1; then
  if libmath/build.sh --check 2>/dev/null; then echo "PASS: math/library-fresh"
  else echo "FAIL: math/library-fresh (nvcg_impl/math/library.h is stale: run libmath/build.sh)"; fi
else
  echo "SKIP: math/library-fresh (clang-14 missing)"
fi
# cbrtf/rcbrtf's and cbrt/rcbrt's lg2/ex2.approx seed at the PTX ISA's error bounds (a host
# model): 1 ulp
if cc -O2 -std=c99 -ffp-contract=off tests/math/cbrt_approx_model.c -lm -o build/cbrt_approx_model 2>/dev/null; then
  if out=$(build/cbrt_approx_model 300000); then echo "PASS: math/cbrt-approx-model ($out)"
  else echo "FAIL: math/cbrt-approx-model ($out)"; fi
else
  echo "FAIL: math/cbrt-approx-model (tests/math/cbrt_approx_model.c does not compile)"
fi
# the reciprocal norms' rsqrt.approx.f32 seed at the PTX ISA's error bound (a host model): 1 ulp
if [ ! -f /usr/include/mpfr.h ]; then
  echo "SKIP: math/rnorm-approx-model (MPFR missing: libmpfr-dev)"
elif cc -O2 -std=c99 -ffp-contract=off tests/math/rnorm_approx_model.c -lmpfr -lgmp -lm -o build/rnorm_approx_model 2>/dev/null; then
  if out=$(build/rnorm_approx_model 100000); then echo "PASS: math/rnorm-approx-model ($out)"
  else echo "FAIL: math/rnorm-approx-model ($out)"; fi
else
  echo "FAIL: math/rnorm-approx-model (tests/math/rnorm_approx_model.c does not compile)"
fi
if [ ! -x build/mathtest ]; then
  if [ -f /usr/include/mpfr.h ]; then echo "FAIL: math (build/mathtest missing: run make)"
  else echo "SKIP: math (MPFR missing: libmpfr-dev)"; fi
  exit 0
fi
# the PTX of every function's module (default mode) goes through ptxas too
D=$(mktemp -d)
trap 'rm -rf "$D"' EXIT
build/mathtest --n 3000 --seed 7 --ptx "$D"
build/mathtest --n 3000 --seed 8 --ftz
PTXAS=${PTXAS:-/usr/local/cuda/bin/ptxas}
if [ -x "$PTXAS" ]; then
  # two at a time (the machine's two cores): one module per function makes this the
  # suite's largest part
  n=$(ls "$D"/*.ptx 2>/dev/null | wc -l)
  bad=$(ls "$D"/*.ptx 2>/dev/null | xargs -P 2 -I{} sh -c '"$0" -arch=sm_80 "$1" -o "$1.cubin" 2>/dev/null || basename "$1" .ptx' "$PTXAS" {} | sort | tr '\n' ' ')
  bad=${bad% }
  if [ -z "$bad" ] && [ "$n" -gt 0 ]; then echo "PASS: math/ptxas ($n modules)"
  else echo "FAIL: math/ptxas (ptxas rejects: ${bad:-no PTX written})"; fi
else
  echo "SKIP: math/ptxas (ptxas missing)"
fi
exit 0
