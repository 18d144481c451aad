// Shared-memory atomics, 32- and 64-bit: per-block counters, min/max, or, a 64-bit sum,
// a CAS loop on a shared word (a float sum of small integers, exact in any order), then
// one thread per block writes the block's results. Any 1-D block size.
#include "nvcg_cuda.h"

NV_INL void shared_cas_add_float(float *addr, float v) {
  unsigned *a = (unsigned *)addr;
  unsigned old = 0u;
  for (;;) {
    unsigned prev = atomicCAS(a, old, __float_as_uint(__uint_as_float(old) + v));
    if (prev == old) return;
    old = prev;
  }
}

/* out[8*b .. 8*b+8) for block b; out64[2*b .. 2*b+2). */
extern "C" __global__ void atomics_shared(const unsigned *in, int n, unsigned *out, ull *out64) {
  __shared__ unsigned cnt, odd, mn, mx, bits;
  __shared__ int smn;
  __shared__ ull sum64, max64;
  __shared__ float fsum;
  unsigned t = threadIdx.x;
  if (t == 0) {
    cnt = 0; odd = 0; mn = 0xffffffffu; mx = 0; bits = 0;
    smn = 2147483647;
    sum64 = 0; max64 = 0;
    fsum = 0.0f;
  }
  __syncthreads();
  unsigned i = blockIdx.x * blockDim.x + t;
  if (i < (unsigned)n) {
    unsigned v = in[i];
    atomicAdd(&cnt, 1u);
    if (v & 1u) atomicAdd(&odd, 1u);
    atomicMin(&mn, v);
    atomicMax(&mx, v);
    atomicOr(&bits, 1u << (v >> 27));
    atomicMin(&smn, (int)v);
    atomicAdd(&sum64, (ull)v);
    atomicMax(&max64, (ull)v * (ull)(v >> 16));
    shared_cas_add_float(&fsum, (float)(v & 7u));
  }
  __syncthreads();
  if (t == 0) {
    unsigned *o = out + 8 * blockIdx.x;
    o[0] = cnt; o[1] = odd; o[2] = mn; o[3] = mx; o[4] = bits; o[5] = (unsigned)smn;
    o[6] = __float_as_uint(fsum); o[7] = blockIdx.x;
    out64[2 * blockIdx.x] = sum64;
    out64[2 * blockIdx.x + 1] = max64;
  }
}
