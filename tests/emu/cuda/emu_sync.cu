// Block and warp synchronisation kernels with closed forms.
#include "emu_cuda.h"

// Reverse each block's slice through shared memory: out[b*B + t] = in[b*B + B-1-t]
extern "C" __global__ void block_reverse(int *out, const int *in) {
  __shared__ int s[1024];
  u32 t = threadIdx.x, B = blockDim.x, base = blockIdx.x * B;
  s[t] = in[base + t];
  __syncthreads();
  out[base + t] = s[B - 1 - t];
}

// Warp butterfly sum of the global ids; lane 0 writes it; also popc(ballot(id % 3 == 0)) and
// the size of each thread's match group (value id % 4): out[3w], out[3w+1], out[3w+2]
extern "C" __global__ void warp_ops(int *out) {
  u32 id = gid();
  int v = (int)id;
  for (int off = 16; off > 0; off >>= 1) v += shfl_xor(0xffffffffu, v, off);
  u32 b = ballot(0xffffffffu, id % 3u == 0);
  u32 m = match_any(0xffffffffu, id % 4u);
  int allpos = all_sync(0xffffffffu, (int)id >= 0);
  u32 w = id / 32u;
  if (lane() == 0) {
    out[3 * w] = v;
    out[3 * w + 1] = (int)popc(b);
    out[3 * w + 2] = (int)popc(m) + (allpos ? 1000 : 0);
  }
}

// Inclusive warp scan with shfl.up; segments of 8 broadcast their first lane with shfl.idx
extern "C" __global__ void warp_scan(int *out, int *seg) {
  u32 id = gid();
  int v = (int)(id % 5u);
  for (int d = 1; d < 32; d <<= 1) {
    int o = shfl_up(0xffffffffu, v, d);
    if ((int)lane() >= d) v += o;
  }
  out[id] = v;
  seg[id] = shfl_idx(0xffffffffu, (int)id * 10, 0, 8);
}

// __syncthreads_count / __syncthreads_or, and activemask in a divergent branch
extern "C" __global__ void block_votes(int *out) {
  u32 t = threadIdx.x;
  int c = syncthreads_count(t % 5u == 0);
  int o = syncthreads_or(t == 37u);
  u32 am = 0;
  if (t & 1u) am = activemask();
  if (t == 1) { out[3 * blockIdx.x] = c; out[3 * blockIdx.x + 1] = o; out[3 * blockIdx.x + 2] = (int)am; }
}
