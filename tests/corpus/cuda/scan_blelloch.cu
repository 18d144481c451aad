// Work-efficient (Blelloch) exclusive scan in shared memory, as in GPU Gems 3 ch. 39:
// up-sweep, clear the root, down-sweep, with a padding of one word every 32 to avoid bank
// conflicts. Each block scans 256 elements with 128 threads (blockDim.x must be 128) and
// writes its total to block_sums. scan_uniform_add is the second pass that adds scanned
// block totals back (any block size).
#include "nvcg_cuda.h"
#define NT 128
#define NE (2 * NT)
#define PAD(i) ((i) + ((i) >> 5))

extern "C" __global__ __launch_bounds__(NT) void scan_blelloch_u32(const unsigned *in, unsigned *out,
                                                                 unsigned *block_sums, int n) {
  __shared__ unsigned s[NE + NE / 32];
  unsigned t = threadIdx.x;
  unsigned base = blockIdx.x * NE;
  unsigned ai = t, bi = t + NT;
  s[PAD(ai)] = base + ai < (unsigned)n ? in[base + ai] : 0u;
  s[PAD(bi)] = base + bi < (unsigned)n ? in[base + bi] : 0u;
  unsigned offset = 1;
  for (unsigned d = NE >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      unsigned a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
      s[PAD(b)] += s[PAD(a)];
    }
    offset <<= 1;
  }
  if (t == 0) {
    block_sums[blockIdx.x] = s[PAD(NE - 1)];
    s[PAD(NE - 1)] = 0;
  }
  for (unsigned d = 1; d < NE; d <<= 1) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      unsigned a = offset * (2 * t + 1) - 1, b = offset * (2 * t + 2) - 1;
      unsigned tmp = s[PAD(a)];
      s[PAD(a)] = s[PAD(b)];
      s[PAD(b)] += tmp;
    }
  }
  __syncthreads();
  if (base + ai < (unsigned)n) out[base + ai] = s[PAD(ai)];
  if (base + bi < (unsigned)n) out[base + bi] = s[PAD(bi)];
}

/* data[i] += offsets[i / per_block] for i < n. */
extern "C" __global__ void scan_uniform_add(unsigned *data, const unsigned *offsets, int per_block, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < (unsigned)n) data[i] += offsets[i / (unsigned)per_block];
}
