// 3-D grids of 3-D blocks: a volume filled from its coordinates (all of threadIdx,
// blockIdx, blockDim and gridDim in x, y and z), a 2x2x2 average downsample, and a
// column sum along z done by a 2-D grid.
#include "nvcg_cuda.h"

extern "C" __global__ void vol_coords(unsigned *out, int nx, int ny, int nz) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= (unsigned)nx || y >= (unsigned)ny || z >= (unsigned)nz) return;
  unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned idx = (z * (unsigned)ny + y) * (unsigned)nx + x;
  out[2 * idx] = (x * 73856093u) ^ (y * 19349663u) ^ (z * 83492791u);
  out[2 * idx + 1] = bid * (blockDim.x * blockDim.y * blockDim.z) + tid;
}

/* out (nx/2 x ny/2 x nz/2) = mean of each 2x2x2 cell of in (nx x ny x nz, all even). */
extern "C" __global__ void vol_downsample2(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  int ox = nx / 2, oy = ny / 2, oz = nz / 2;
  if (x >= ox || y >= oy || z >= oz) return;
  float s = 0.0f;
  for (int dz = 0; dz < 2; ++dz)
    for (int dy = 0; dy < 2; ++dy)
      for (int dx = 0; dx < 2; ++dx)
        s += in[((2 * z + dz) * ny + (2 * y + dy)) * nx + (2 * x + dx)];
  out[(z * oy + y) * ox + x] = s * 0.125f;
}

extern "C" __global__ void vol_colsum_z(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  float s = 0.0f;
  for (int z = 0; z < nz; ++z) s += in[(z * ny + y) * nx + x];
  out[y * nx + x] = s;
}
