// 1-D 3-point stencils: one with a shared-memory tile and halo in dynamic shared memory
// ((blockDim.x + 2) floats), zero boundary; one straight from global memory with a
// 5-point clamp-to-edge stencil.
#include "nvcg_cuda.h"

extern "C" __global__ void stencil1d_shared(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + 1;
  tile[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x == 0) tile[0] = (g > 0 && g - 1 < n) ? in[g - 1] : 0.0f;
  if (threadIdx.x == blockDim.x - 1) tile[l + 1] = g + 1 < n ? in[g + 1] : 0.0f;
  __syncthreads();
  if (g < n) out[g] = 0.25f * tile[l - 1] + 0.5f * tile[l] + 0.25f * tile[l + 1];
}

extern "C" __global__ void stencil1d_clamp5(const float *in, float *out, int n) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= n) return;
  float acc = 0.0f;
  for (int d = -2; d <= 2; ++d) {
    int j = imin(imax(g + d, 0), n - 1);
    float w = d == 0 ? 0.4f : (d == 1 || d == -1) ? 0.2f : 0.1f;
    acc += w * in[j];
  }
  out[g] = acc;
}
