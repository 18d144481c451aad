// Matrix transpose, out (w x h) = in (h x w)^T: naive (any 2-D block), and through a
// 32x33 shared tile (padding against bank conflicts) with blockDim == (32,8), each thread
// moving four elements; edges of non-multiple-of-32 matrices are guarded.
#include "nvcg_cuda.h"
#define TD 32
#define BR 8

extern "C" __global__ void transpose_naive(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}

extern "C" __global__ __launch_bounds__(TD * BR) void transpose_shared(const float *in, float *out, int w, int h) {
  __shared__ float tile[TD][TD + 1];
  int x = blockIdx.x * TD + threadIdx.x;
  int y = blockIdx.y * TD + threadIdx.y;
  for (int j = 0; j < TD; j += BR)
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TD + threadIdx.x;
  y = blockIdx.x * TD + threadIdx.y;
  for (int j = 0; j < TD; j += BR)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

extern "C" __global__ void transpose_u16(const unsigned short *in, unsigned short *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}
