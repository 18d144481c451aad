// Row-wise softmax, one warp per row: blockDim must be (32, R) (R rows per block, up to
// 8). Max and sum are warp reductions with shfl.xor (every lane ends with the same
// value: each butterfly step adds the same two operands in both lanes); exp is
// ex2.approx (flag `approx`). log_softmax uses the approximate log as well.
#include "nvcg_cuda.h"

NV_INL float warp_allmax(float v) {
  for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
  return v;
}

NV_INL float warp_allsum(float v) {
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

extern "C" __global__ __launch_bounds__(256) void softmax_rows(const float *in, float *out, int rows, int cols) {
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int lane = threadIdx.x;
  if (row >= rows) return; /* the whole warp leaves together */
  const float *r = in + (long)row * cols;
  float *o = out + (long)row * cols;
  float m = -__builtin_huge_valf();
  for (int c = lane; c < cols; c += 32) m = fmaxf(m, r[c]);
  m = warp_allmax(m);
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32) s += __expf(r[c] - m);
  s = warp_allsum(s);
  float inv = 1.0f / s;
  for (int c = lane; c < cols; c += 32) o[c] = __expf(r[c] - m) * inv;
}

extern "C" __global__ __launch_bounds__(256) void log_softmax_rows(const float *in, float *out, int rows, int cols) {
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int lane = threadIdx.x;
  if (row >= rows) return;
  const float *r = in + (long)row * cols;
  float m = -__builtin_huge_valf();
  for (int c = lane; c < cols; c += 32) m = fmaxf(m, r[c]);
  m = warp_allmax(m);
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32) s += __exp2f((r[c] - m) * 1.4426950408889634f);
  float lse = m + __logf(warp_allsum(s));
  for (int c = lane; c < cols; c += 32) out[(long)row * cols + c] = r[c] - lse;
}
