// nvcg-corpus-arch: sm_80
// bf16 stored as 16-bit integers (clang 14 has no bf16 arithmetic type): widened to f32
// exactly with a shift, computed in f32, narrowed with cvt.rn.bf16.f32 (sm_80), and a
// packed pair with cvt.rn.bf16x2.f32.
#include "nvcg_cuda.h"

extern "C" __global__ void bf16_axpy(int n, float a, const bf16_t *x, bf16_t *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = float_to_bf16(fmaf(a, bf16_to_float(x[i]), bf16_to_float(y[i])));
}

/* out[i] = bf16x2{lo = in[2i], hi = in[2i+1]} scaled by s. */
extern "C" __global__ void bf16x2_pack(int n, float s, const float *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (unsigned)__nvvm_ff2bf16x2_rn(in[2 * i + 1] * s, in[2 * i] * s);
}

/* Row sums of a bf16 matrix, accumulated in f32, stored as bf16 and as f32. */
extern "C" __global__ void bf16_rowsum(int rows, int cols, const bf16_t *m, bf16_t *out16, float *out32) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float acc = 0.0f;
  for (int c = 0; c < cols; ++c) acc += bf16_to_float(m[r * cols + c]);
  out16[r] = float_to_bf16(acc);
  out32[r] = acc;
}
