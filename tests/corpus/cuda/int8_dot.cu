// Quantised int8 arithmetic: a GEMV over int8 weights and activations packed four to a
// 32-bit word (unpacked with sign-extending shifts, accumulated in int32, like dp4a), a
// per-row float scale, and requantisation back to int8 with rounding and saturation.
#include "nvcg_cuda.h"

NV_INL int dot4_i8(unsigned a, unsigned b) {
  int s = 0;
  for (int k = 0; k < 4; ++k) {
    int x = (int)(signed char)(a >> (8 * k));
    int y = (int)(signed char)(b >> (8 * k));
    s += x * y;
  }
  return s;
}

/* y[r] = sat_i8(round(scale[r] * sum_k dot4(W[r*kw + k], x[k]))), kw words per row. */
extern "C" __global__ void gemv_i8(const unsigned *W, const unsigned *x, const float *scale, signed char *y, int *acc_out,
                                  int rows, int kw) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  int acc = 0;
  for (int k = 0; k < kw; ++k) acc += dot4_i8(W[r * kw + k], x[k]); /* |acc| <= kw * 4 * 2^14 */
  float f = (float)acc * (scale[r] * 0.01f);
  int q = __float2int_rn(fminf(fmaxf(f, -128.0f), 127.0f));
  y[r] = (signed char)q;
  acc_out[r] = acc;
}
