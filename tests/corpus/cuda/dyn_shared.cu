// Dynamic shared memory (extern __shared__), sized at launch: a per-block reversal
// (blockDim.x ints), and one buffer carved into a float array and an int array
// (blockDim.x * 8 bytes) used for a block-normalisation pass. Any 1-D block size.
#include "nvcg_cuda.h"

extern "C" __global__ void block_reverse(const int *in, int *out, int n) {
  extern __shared__ int sbuf[];
  unsigned t = threadIdx.x;
  unsigned base = blockIdx.x * blockDim.x;
  unsigned cnt = base < (unsigned)n ? umin(blockDim.x, (unsigned)n - base) : 0u;
  if (t < cnt) sbuf[t] = in[base + t];
  __syncthreads();
  if (t < cnt) out[base + t] = sbuf[cnt - 1 - t];
}

/* out[i] = in[i] / (max |in| over the block) and idx[i] = rank of the block element
 * among its neighbours (count of the block's elements smaller than it, O(blockDim)). */
extern "C" __global__ void block_normalize_rank(const float *in, float *out, int *rank, int n) {
  extern __shared__ unsigned char raw[];
  float *vals = (float *)raw;
  int *flags = (int *)(raw + blockDim.x * sizeof(float));
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  bool live = i < (unsigned)n;
  float v = live ? in[i] : 0.0f;
  vals[t] = v;
  flags[t] = live;
  __syncthreads();
  float m = 0.0f;
  int r = 0;
  for (unsigned k = 0; k < blockDim.x; ++k) {
    if (!flags[k]) continue;
    float w = vals[k];
    m = fmaxf(m, fabsf(w));
    r += (w < v) || (w == v && k < t);
  }
  if (live) {
    out[i] = m > 0.0f ? v / m : 0.0f;
    rank[i] = r;
  }
}
