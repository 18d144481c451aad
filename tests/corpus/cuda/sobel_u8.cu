// 8-bit image processing on 2-D grids: a Sobel edge filter with clamp-to-edge borders
// (u8 loads, int arithmetic, abs, saturation to 255), and RGBA -> grey conversion with
// <4 x i8> vector loads and fixed-point weights.
#include "nvcg_cuda.h"
typedef unsigned char uchar4 __attribute__((ext_vector_type(4)));

NV_INL int px(const unsigned char *img, int x, int y, int w, int h) {
  x = imin(imax(x, 0), w - 1);
  y = imin(imax(y, 0), h - 1);
  return img[y * w + x];
}

extern "C" __global__ void sobel_u8(const unsigned char *img, unsigned char *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int gx = -px(img, x - 1, y - 1, w, h) + px(img, x + 1, y - 1, w, h) - 2 * px(img, x - 1, y, w, h) +
           2 * px(img, x + 1, y, w, h) - px(img, x - 1, y + 1, w, h) + px(img, x + 1, y + 1, w, h);
  int gy = -px(img, x - 1, y - 1, w, h) - 2 * px(img, x, y - 1, w, h) - px(img, x + 1, y - 1, w, h) +
           px(img, x - 1, y + 1, w, h) + 2 * px(img, x, y + 1, w, h) + px(img, x + 1, y + 1, w, h);
  int mag = iabs(gx) + iabs(gy);
  out[y * w + x] = (unsigned char)imin(mag, 255);
}

extern "C" __global__ void rgba_to_grey(const uchar4 *rgba, unsigned char *grey, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  uchar4 p = rgba[y * w + x];
  unsigned g = (77u * p.x + 150u * p.y + 29u * p.z + 128u) >> 8;
  grey[y * w + x] = (unsigned char)(p.w < 128 ? g / 2u : g);
}
