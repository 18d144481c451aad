// 3-D 7-point stencils: an explicit heat-equation step on a 3-D grid of 3-D blocks
// (Neumann boundary: a missing neighbour is replaced by the centre), and the same step
// done by "z-marching": a 2-D grid whose threads walk along z keeping the previous,
// current and next values in registers.
#include "nvcg_cuda.h"

extern "C" __global__ void heat3d(const float *in, float *out, int nx, int ny, int nz, float alpha) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  long i = ((long)z * ny + y) * nx + x;
  long sy = nx, sz = (long)nx * ny;
  float c = in[i];
  float xm = x > 0 ? in[i - 1] : c, xp = x < nx - 1 ? in[i + 1] : c;
  float ym = y > 0 ? in[i - sy] : c, yp = y < ny - 1 ? in[i + sy] : c;
  float zm = z > 0 ? in[i - sz] : c, zp = z < nz - 1 ? in[i + sz] : c;
  out[i] = c + alpha * (xm + xp + ym + yp + zm + zp - 6.0f * c);
}

extern "C" __global__ void heat3d_zmarch(const float *in, float *out, int nx, int ny, int nz, float alpha) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  long sy = nx, sz = (long)nx * ny;
  long i = (long)y * nx + x;
  float cur = in[i];
  float below = cur;
  for (int z = 0; z < nz; ++z, i += sz) {
    float above = z < nz - 1 ? in[i + sz] : cur;
    float xm = x > 0 ? in[i - 1] : cur, xp = x < nx - 1 ? in[i + 1] : cur;
    float ym = y > 0 ? in[i - sy] : cur, yp = y < ny - 1 ? in[i + sy] : cur;
    out[i] = cur + alpha * (xm + xp + ym + yp + below + above - 6.0f * cur);
    below = cur;
    cur = above;
  }
}
