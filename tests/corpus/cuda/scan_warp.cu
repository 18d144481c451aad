// Inclusive block scan built from warp scans (shfl.up), any 1-D block size: each warp
// scans its values, the last existing lane of each warp publishes the warp total in
// shared memory, warp 0 scans the totals, and every warp adds the total of the warps
// before it. shfl.up reads lane-off, which always exists when lane >= off.
#include "nvcg_cuda.h"

NV_INL unsigned warp_incl_scan_u32(unsigned v, unsigned mask, unsigned lane) {
  for (unsigned off = 1; off < 32; off <<= 1) {
    unsigned o = __shfl_up_sync(mask, v, off);
    if (lane >= off) v += o;
  }
  return v;
}

NV_INL float warp_incl_scan_f32(float v, unsigned mask, unsigned lane) {
  for (unsigned off = 1; off < 32; off <<= 1) {
    float o = __shfl_up_sync(mask, v, off);
    if (lane >= off) v += o;
  }
  return v;
}

extern "C" __global__ void scan_warp_u32(const unsigned *in, unsigned *out, int n) {
  __shared__ unsigned wsum[32];
  unsigned t = threadIdx.x, lane = t & 31u, w = t >> 5, nw = (blockDim.x + 31u) >> 5;
  unsigned mask = nvcg_warp_mask();
  unsigned i = blockIdx.x * blockDim.x + t;
  unsigned v = i < (unsigned)n ? in[i] : 0u;
  v = warp_incl_scan_u32(v, mask, lane);
  if (lane == nvcg_warp_size() - 1) wsum[w] = v;
  __syncthreads();
  if (w == 0) {
    unsigned s = lane < nw ? wsum[lane] : 0u;
    s = warp_incl_scan_u32(s, mask, lane);
    if (lane < nw) wsum[lane] = s;
  }
  __syncthreads();
  if (w > 0) v += wsum[w - 1];
  if (i < (unsigned)n) out[i] = v;
}

extern "C" __global__ void scan_warp_f32(const float *in, float *out, int n) {
  __shared__ float wsum[32];
  unsigned t = threadIdx.x, lane = t & 31u, w = t >> 5, nw = (blockDim.x + 31u) >> 5;
  unsigned mask = nvcg_warp_mask();
  unsigned i = blockIdx.x * blockDim.x + t;
  float v = i < (unsigned)n ? in[i] : 0.0f;
  v = warp_incl_scan_f32(v, mask, lane);
  if (lane == nvcg_warp_size() - 1) wsum[w] = v;
  __syncthreads();
  if (w == 0) {
    float s = lane < nw ? wsum[lane] : 0.0f;
    s = warp_incl_scan_f32(s, mask, lane);
    if (lane < nw) wsum[lane] = s;
  }
  __syncthreads();
  if (w > 0) v += wsum[w - 1];
  if (i < (unsigned)n) out[i] = v;
}
