// Bitonic sorting network in shared memory: each block sorts its 256 elements ascending
// (blockDim.x must be 256); elements past n are padded with the largest key and not
// written back. The compare-exchange pattern is fixed, so the result is the same for any
// schedule. A key/value variant carries an int payload with float keys.
#include "nvcg_cuda.h"
#define N 256

extern "C" __global__ __launch_bounds__(N) void bitonic_sort256_i32(int *keys, int n) {
  __shared__ int s[N];
  unsigned t = threadIdx.x, g = blockIdx.x * N + t;
  s[t] = g < (unsigned)n ? keys[g] : 2147483647;
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      if (p > t) {
        int a = s[t], b = s[p];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          s[t] = b;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  }
  if (g < (unsigned)n) keys[g] = s[t];
}

extern "C" __global__ __launch_bounds__(N) void bitonic_sort256_kv(float *keys, int *vals, int n) {
  __shared__ float sk[N];
  __shared__ int sv[N];
  unsigned t = threadIdx.x, g = blockIdx.x * N + t;
  bool in = g < (unsigned)n;
  sk[t] = in ? keys[g] : __builtin_huge_valf();
  sv[t] = in ? vals[g] : -1;
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      if (p > t) {
        float a = sk[t], b = sk[p];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          int va = sv[t];
          sk[t] = b;
          sk[p] = a;
          sv[t] = sv[p];
          sv[p] = va;
        }
      }
      __syncthreads();
    }
  }
  if (in) {
    keys[g] = sk[t];
    vals[g] = sv[t];
  }
}
