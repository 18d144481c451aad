// Scalar half precision (__fp16 with native half arithmetic, see nvcg_cuda.h): an axpy
// computed in half, conversions half<->float<->int, comparisons and selects in half, and
// a division (no div.f16 in PTX: it is done in f32 and rounded).
#include "nvcg_cuda.h"

extern "C" __global__ void haxpy(int n, float a, const half *x, half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = (half)a * x[i] + y[i];
}

extern "C" __global__ void half_ops(int n, const half *x, const half *y, half *o_relu, half *o_div, float *o_f,
                                    int *o_i, short *o_bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  half a = x[i], b = y[i];
  half relu = a > (half)0.0f ? a : (half)0.0f;
  half mx = a > b ? a : b;
  o_relu[i] = relu * mx;
  half d = b + (half)2.0f; /* |b| < 1, so d is in [1, 3] */
  o_div[i] = a / d;
  o_f[i] = (float)a * 3.0f + (float)(a - b);
  o_i[i] = (int)(a * (half)100.0f);
  o_bits[i] = __builtin_bit_cast(short, (half)-a);
}
