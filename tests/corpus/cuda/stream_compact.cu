// Order-preserving stream compaction within each block: a ballot gives each lane its
// rank among the warp's kept elements, warp counts go to shared memory and are scanned by
// warp 0, and every kept element lands at its block offset. counts[b] = kept in block b;
// out[b * blockDim.x + k] = the k-th kept element. Any 1-D block size.
#include "nvcg_cuda.h"

extern "C" __global__ void compact_positive(const float *in, float *out, unsigned *counts, int n) {
  __shared__ unsigned wcount[32];
  unsigned t = threadIdx.x, lane = t & 31u, w = t >> 5;
  unsigned nw = (blockDim.x + 31u) >> 5;
  unsigned mask = nvcg_warp_mask();
  unsigned i = blockIdx.x * blockDim.x + t;
  float v = i < (unsigned)n ? in[i] : 0.0f;
  bool keep = i < (unsigned)n && v > 0.0f;
  unsigned b = __ballot_sync(mask, keep);
  unsigned rank = __popc(b & ((1u << lane) - 1u));
  if (lane == 0) wcount[w] = __popc(b);
  __syncthreads();
  if (w == 0) {
    unsigned c = lane < nw ? wcount[lane] : 0u;
    unsigned incl = c;
    for (unsigned off = 1; off < 32; off <<= 1) {
      unsigned o = __shfl_up_sync(mask, incl, off);
      if (lane >= off) incl += o;
    }
    if (lane < nw) wcount[lane] = incl - c; /* exclusive offsets */
    if (lane == nw - 1) counts[blockIdx.x] = incl;
  }
  __syncthreads();
  if (keep) out[blockIdx.x * blockDim.x + wcount[w] + rank] = v;
}
