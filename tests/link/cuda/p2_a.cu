// Two-file program, file 1: the kernel, and a __device__ counter the other file updates.
#include "common.h"

__device__ int g_hits = 0;

extern "C" __global__ void p2_kernel(const float *in, float *out, int *hits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = scale_sum(in[i], i);
  out[i] = clamp_to<float>(v, -100.0f, 100.0f);
  if (v > 10.0f) bump(&hits[i & 3], 1);
  hits[4 + (i & 3)] = clamp_to<int>(i * 7 - 40, 0, 50);
}
