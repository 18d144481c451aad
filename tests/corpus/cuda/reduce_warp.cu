// Warp-shuffle reductions for any block size (1-D blocks). The last warp of a block whose
// size is not a multiple of 32 is partial: shuffles name only the lanes that exist
// (nvcg_warp_mask) and a lane adds a neighbour's value only when that lane exists, so the
// result in lane 0 is exact and no lane reads an undefined value that matters.
#include "nvcg_cuda.h"

NV_INL float warp_sum_f32(float v, unsigned mask, unsigned lane, unsigned nlanes) {
  for (unsigned off = 16; off > 0; off >>= 1) {
    float o = __shfl_down_sync(mask, v, off);
    if (lane + off < nlanes) v += o;
  }
  return v;
}

NV_INL int warp_max_i32(int v, unsigned mask, unsigned lane, unsigned nlanes) {
  for (unsigned off = 16; off > 0; off >>= 1) {
    int o = __shfl_down_sync(mask, v, off);
    if (lane + off < nlanes && o > v) v = o;
  }
  return v;
}

/* partial[blockIdx.x] = sum of this block's grid-stride share of in[0..n). */
extern "C" __global__ void reduce_warp_f32(const float *in, float *partial, int n) {
  __shared__ float warp_part[32];
  unsigned tid = threadIdx.x, lane = tid & 31u, warp = tid >> 5;
  unsigned mask = nvcg_warp_mask(), nl = nvcg_warp_size();
  float v = 0.0f;
  for (unsigned i = blockIdx.x * blockDim.x + tid; i < (unsigned)n; i += blockDim.x * gridDim.x)
    v += in[i];
  v = warp_sum_f32(v, mask, lane, nl);
  if (lane == 0) warp_part[warp] = v;
  __syncthreads();
  if (warp == 0) {
    unsigned nwarps = (blockDim.x + 31u) >> 5;
    float w = lane < nwarps ? warp_part[lane] : 0.0f;
    w = warp_sum_f32(w, mask, lane, nl);
    if (lane == 0) partial[blockIdx.x] = w;
  }
}

/* *out = max(*out, max of in[0..n)): one global atomicMax per block. */
extern "C" __global__ void reduce_warp_max_i32(const int *in, int *out, int n) {
  __shared__ int warp_part[32];
  unsigned tid = threadIdx.x, lane = tid & 31u, warp = tid >> 5;
  unsigned mask = nvcg_warp_mask(), nl = nvcg_warp_size();
  int v = -2147483647 - 1;
  for (unsigned i = blockIdx.x * blockDim.x + tid; i < (unsigned)n; i += blockDim.x * gridDim.x)
    v = imax(v, in[i]);
  v = warp_max_i32(v, mask, lane, nl);
  if (lane == 0) warp_part[warp] = v;
  __syncthreads();
  if (warp == 0) {
    unsigned nwarps = (blockDim.x + 31u) >> 5;
    int w = lane < nwarps ? warp_part[lane] : -2147483647 - 1;
    w = warp_max_i32(w, mask, lane, nl);
    if (lane == 0) atomicMax(out, w);
  }
}
