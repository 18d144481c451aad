// Mandelbrot and Julia escape-time iterations on 2-D grids: a per-pixel loop whose trip
// count diverges across the warp, in float and in double.
#include "nvcg_cuda.h"

extern "C" __global__ void mandelbrot_f32(int *out, int w, int h, float x0, float y0, float dx, float dy, int max_iter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  float cr = x0 + px * dx, ci = y0 + py * dy;
  float zr = 0.0f, zi = 0.0f;
  int it = 0;
  while (it < max_iter) {
    float zr2 = zr * zr, zi2 = zi * zi;
    if (zr2 + zi2 > 4.0f) break;
    zi = 2.0f * zr * zi + ci;
    zr = zr2 - zi2 + cr;
    ++it;
  }
  out[py * w + px] = it;
}

extern "C" __global__ void julia_f64(unsigned char *out, int w, int h, double cr, double ci, int max_iter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  double zr = -1.5 + 3.0 * px / w, zi = -1.5 + 3.0 * py / h;
  int it = 0;
  for (; it < max_iter; ++it) {
    double t = zr * zr - zi * zi + cr;
    zi = 2.0 * zr * zi + ci;
    zr = t;
    if (zr * zr + zi * zi > 4.0) break;
  }
  out[py * w + px] = (unsigned char)(it * 255 / max_iter);
}
