// Warp shuffles: rotations and reversals with shfl.idx over the lanes that exist,
// segmented (width 8) reductions with shfl.down, a width-16 inclusive scan with shfl.up,
// and a butterfly (shfl.bfly) all-reduce with full warps. Partial warps are handled
// except in shfl_bfly_allsum, which needs blockDim.x a multiple of 32 (manifest).
#include "nvcg_cuda.h"

extern "C" __global__ void shfl_rotate_reverse(const float *in, float *rot, float *rev, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31u;
  unsigned mask = nvcg_warp_mask(), nl = nvcg_warp_size();
  float v = i < (unsigned)n ? in[i] : 0.0f;
  float r = __shfl_sync(mask, v, (int)((lane + 1u) % nl));
  float b = __shfl_sync(mask, v, (int)(nl - 1u - lane));
  if (i < (unsigned)n) {
    rot[i] = r;
    rev[i] = b;
  }
}

/* seg[blockIdx.x * ceil(blockDim.x / 8) + threadIdx.x / 8] = sum of the low 16 bits of
 * the values of an 8-lane segment (lanes that exist and are < n), from its leader. */
extern "C" __global__ void shfl_segsum8(const int *in, int *seg, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31u;
  unsigned mask = nvcg_warp_mask(), nl = nvcg_warp_size();
  int v = i < (unsigned)n ? in[i] & 0xffff : 0;
  for (unsigned off = 4; off > 0; off >>= 1) {
    int o = __shfl_down_sync(mask, v, off, 8);
    if ((lane & 7u) + off < 8u && lane + off < nl) v += o;
  }
  if ((lane & 7u) == 0 && i < (unsigned)n) seg[blockIdx.x * ((blockDim.x + 7u) / 8u) + threadIdx.x / 8u] = v;
}

/* Inclusive scan within 16-lane segments. */
extern "C" __global__ void shfl_scan16(const unsigned *in, unsigned *out, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31u;
  unsigned mask = nvcg_warp_mask();
  unsigned v = i < (unsigned)n ? in[i] : 0u;
  for (unsigned off = 1; off < 16; off <<= 1) {
    unsigned o = __shfl_up_sync(mask, v, off, 16);
    if ((lane & 15u) >= off) v += o;
  }
  if (i < (unsigned)n) out[i] = v;
}

/* out[i] = sum over the warp, in every lane (blockDim.x a multiple of 32). */
extern "C" __global__ void shfl_bfly_allsum(const float *in, float *out, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < (unsigned)n ? in[i] : 0.0f;
  for (int off = 1; off < 32; off <<= 1) v += __shfl_xor_sync(0xffffffffu, v, off);
  if (i < (unsigned)n) out[i] = v;
}
