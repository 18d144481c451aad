// Row normalisation, one block per row (any 1-D block size up to 1024): LayerNorm with
// mean and variance from block reductions (warp shuffles + shared memory) and rsqrtf
// (flag `approx`), and RMSNorm with an exact sqrtf and division.
#include "nvcg_cuda.h"

NV_INL float block_sum(float v, float *scratch) {
  unsigned t = threadIdx.x, lane = t & 31u, w = t >> 5, nw = (blockDim.x + 31u) >> 5;
  unsigned mask = nvcg_warp_mask(), nl = nvcg_warp_size();
  for (unsigned off = 16; off > 0; off >>= 1) {
    float o = __shfl_down_sync(mask, v, off);
    if (lane + off < nl) v += o;
  }
  __syncthreads(); /* scratch may still be read from a previous call */
  if (lane == 0) scratch[w] = v;
  __syncthreads();
  float total = 0.0f;
  for (unsigned k = 0; k < nw; ++k) total += scratch[k]; /* same order in every thread */
  return total;
}

extern "C" __global__ void layernorm_rows(const float *in, const float *gamma, const float *beta, float *out, int rows,
                                         int cols, float eps) {
  __shared__ float scratch[32];
  int row = blockIdx.x;
  if (row >= rows) return; /* the whole block leaves together */
  const float *r = in + (long)row * cols;
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) s += r[c];
  float mean = block_sum(s, scratch) / (float)cols;
  float q = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float d = r[c] - mean;
    q = fmaf(d, d, q);
  }
  float var = block_sum(q, scratch) / (float)cols;
  float inv = rsqrtf(var + eps);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[(long)row * cols + c] = fmaf((r[c] - mean) * inv, gamma[c], beta[c]);
}

extern "C" __global__ void rmsnorm_rows(const float *in, const float *gamma, float *out, int rows, int cols, float eps) {
  __shared__ float scratch[32];
  int row = blockIdx.x;
  if (row >= rows) return;
  const float *r = in + (long)row * cols;
  float q = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) q = fmaf(r[c], r[c], q);
  float rms = sqrtf(block_sum(q, scratch) / (float)cols + eps);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[(long)row * cols + c] = r[c] / rms * gamma[c];
}
