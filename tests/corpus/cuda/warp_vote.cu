// Warp votes (ballot, any, all, uni) and ballot-based idioms, with partial warps handled
// by voting over the mask of lanes that exist: ranks among set bits, leader election
// with __ffs, a broadcast from the leader, and warp-aggregated atomics (one atomicAdd per
// warp; the sum is order-independent).
#include "nvcg_cuda.h"

/* out[4i..4i+4) = ballot, rank of the lane among lanes with v > 0, any/all/uni bits,
 * the leader's value (or 0 when no lane voted). */
extern "C" __global__ void warp_vote(const int *in, unsigned *out, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31u;
  unsigned mask = nvcg_warp_mask();
  int v = i < (unsigned)n ? in[i] : 0;
  unsigned b = __ballot_sync(mask, v > 0);
  unsigned rank = __popc(b & ((1u << lane) - 1u));
  int any7 = __any_sync(mask, v % 7 == 0);
  int alle = __all_sync(mask, (v & 1) == 0);
  int uni = __uni_sync(mask, v > 0);
  int leader = __ffs(b) - 1; /* -1 when no lane has v > 0 */
  int lv = __shfl_sync(mask, v, leader < 0 ? 0 : leader);
  if (i < (unsigned)n) {
    out[4 * i + 0] = b;
    out[4 * i + 1] = (v > 0) ? rank : 0xffffffffu;
    out[4 * i + 2] = (unsigned)any7 | ((unsigned)alle << 1) | ((unsigned)uni << 2);
    out[4 * i + 3] = leader < 0 ? 0u : (unsigned)lv;
  }
}

/* counter[0] += number of in[i] with bit k set, counter[1] += number of warps that had
 * one, via one atomic per warp. */
extern "C" __global__ void warp_aggregated_count(const unsigned *in, unsigned *counter, int n, int k) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31u;
  unsigned mask = nvcg_warp_mask();
  bool pred = i < (unsigned)n && ((in[i] >> (k & 31)) & 1u);
  unsigned b = __ballot_sync(mask, pred);
  if (b != 0 && lane == (unsigned)(__ffs(b) - 1)) {
    atomicAdd(&counter[0], (unsigned)__popc(b));
    atomicAdd(&counter[1], 1u);
  }
}
