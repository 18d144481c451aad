// Shared-memory tree reduction (the classic CUDA sample, "reduction #3" with a
// grid-stride first pass). Requires blockDim.x == 256: the tree is unrolled against that
// size and __launch_bounds__(256) tells the compiler. Float partial sums are written per
// block (fixed summation order, so deterministic); the unsigned variant finishes with one
// global atomicAdd per block, which wraps and is order-independent.
#include "nvcg_cuda.h"
#define BS 256

extern "C" __global__ __launch_bounds__(BS) void reduce_sum_f32(const float *in, float *partial, int n) {
  __shared__ float s[BS];
  unsigned t = threadIdx.x;
  float v = 0.0f;
  for (unsigned i = blockIdx.x * BS + t; i < (unsigned)n; i += BS * gridDim.x)
    v += in[i];
  s[t] = v;
  __syncthreads();
  for (unsigned st = BS / 2; st > 0; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t == 0) partial[blockIdx.x] = s[0];
}

extern "C" __global__ __launch_bounds__(BS) void reduce_sum_u32(const unsigned *in, unsigned *total, int n) {
  __shared__ unsigned s[BS];
  unsigned t = threadIdx.x;
  unsigned v = 0;
  for (unsigned i = blockIdx.x * BS + t; i < (unsigned)n; i += BS * gridDim.x)
    v += in[i];
  s[t] = v;
  __syncthreads();
  /* Barrier after every level, down to the last one: the warp-synchronous "volatile"
   * unrolling of the last 32 elements is a data race under the PTX memory model. */
  for (unsigned st = BS / 2; st > 0; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t == 0) atomicAdd(total, s[0]);
}

extern "C" __global__ __launch_bounds__(BS) void reduce_max_f32(const float *in, float *partial, int n) {
  __shared__ float s[BS];
  unsigned t = threadIdx.x;
  float v = -__builtin_huge_valf();
  for (unsigned i = blockIdx.x * BS + t; i < (unsigned)n; i += BS * gridDim.x)
    v = fmaxf(v, in[i]);
  s[t] = v;
  __syncthreads();
  for (unsigned st = BS / 2; st > 0; st >>= 1) {
    if (t < st) s[t] = fmaxf(s[t], s[t + st]);
    __syncthreads();
  }
  if (t == 0) partial[blockIdx.x] = s[0];
}
