// 2-D 5-point stencils on a 2-D grid: a Jacobi step from global memory (boundary copied),
// and a tiled version whose tile + one-cell halo lives in dynamic shared memory
// ((blockDim.x + 2) * (blockDim.y + 2) floats; zero outside the domain). Threads outside
// the domain still load and reach the barrier.
#include "nvcg_cuda.h"

extern "C" __global__ void jacobi2d(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  int i = y * nx + x;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}

static __device__ float load_or_zero(const float *in, int x, int y, int nx, int ny) {
  return (x >= 0 && x < nx && y >= 0 && y < ny) ? in[y * nx + x] : 0.0f;
}

extern "C" __global__ void stencil2d_tiled(const float *in, float *out, int nx, int ny, float c0, float c1) {
  extern __shared__ float t[];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int W = blockDim.x + 2;
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  int c = ty * W + tx;
  t[c] = load_or_zero(in, x, y, nx, ny);
  if (threadIdx.x == 0) t[c - 1] = load_or_zero(in, x - 1, y, nx, ny);
  if (threadIdx.x == blockDim.x - 1) t[c + 1] = load_or_zero(in, x + 1, y, nx, ny);
  if (threadIdx.y == 0) t[c - W] = load_or_zero(in, x, y - 1, nx, ny);
  if (threadIdx.y == blockDim.y - 1) t[c + W] = load_or_zero(in, x, y + 1, nx, ny);
  __syncthreads();
  if (x < nx && y < ny)
    out[y * nx + x] = c0 * t[c] + c1 * (t[c - 1] + t[c + 1] + t[c - W] + t[c + W]);
}
