// Packed half2 (<2 x half>) arithmetic: vector loads and stores, element-wise fma-like
// expressions, swizzles, and widening to float2 for a dot product accumulated in f32.
#include "nvcg_cuda.h"

extern "C" __global__ void h2_axpy(int n, const half2 *a, const half2 *b, half2 *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] * b[i] + c[i];
}

extern "C" __global__ void h2_swizzle_mix(int n, const half2 *a, half2 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  half2 v = a[i];
  half2 w = v.yx;
  half2 d = v - w;
  half2 r;
  r.x = d.x > (half)0.0f ? d.x : v.x;
  r.y = v.y * (half)0.5f;
  out[i] = r + w;
}

/* out[row] = sum_k a[row*k2 + k] . b[k] over k2 half2 pairs, in f32. */
extern "C" __global__ void h2_dot_rows(int rows, int k2, const half2 *a, const half2 *b, float *out) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  float acc = 0.0f;
  for (int k = 0; k < k2; ++k) {
    float2 p = __builtin_convertvector(a[row * k2 + k] * b[k], float2);
    acc += p.x + p.y;
  }
  out[row] = acc;
}
