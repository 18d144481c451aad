// ext_vector_type vectors: float4 and int2/uint4 loads and stores (ld/st.v2/.v4),
// element-wise arithmetic with scalars splatted, swizzles, horizontal sums, and double2.
// Buffers must be aligned to the vector size (the runner's allocations are).
#include "nvcg_cuda.h"

extern "C" __global__ void float4_scale_bias(int n4, const float4 *in, float4 *out, float s, float b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) out[i] = in[i] * s + b;
}

extern "C" __global__ void float4_dot(int n4, const float4 *a, const float4 *b, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4) return;
  float4 p = a[i] * b[i];
  out[i] = (p.x + p.y) + (p.z + p.w);
}

extern "C" __global__ void int2_swizzle(int n2, const int2 *in, int2 *out, uint4 *wide) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  int2 v = in[i] & 0xffff; /* keep the sums below from overflowing */
  int2 w = v.yx + (int2){1, -1};
  out[i] = w * 3 - v;
  uint4 u = {(unsigned)v.x, (unsigned)v.y, (unsigned)w.x, (unsigned)w.y};
  wide[i] = u.wzyx ^ (uint4){0x1u, 0x10u, 0x100u, 0x1000u};
}

extern "C" __global__ void double2_axpy(int n2, double a, const double2 *x, double2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) y[i] = a * x[i] + y[i];
}
