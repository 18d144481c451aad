// Element-wise basics: 1-D indexing, bounds checks, a grid-stride loop, fmaf, unsigned
// integer arithmetic (random inputs: unsigned so that overflow wraps instead of being UB).
#include "nvcg_cuda.h"

extern "C" __global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = fmaf(a, x[i], y[i]);
}

extern "C" __global__ void vadd_u32(const unsigned *a, const unsigned *b, unsigned *sum, unsigned *mix, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  sum[i] = x + y;
  mix[i] = (x - y) * 2654435761u ^ (x >> 7) ^ (y << 3);
}

extern "C" __global__ void axpby_f64(int n, double a, const double *x, double b, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + b * y[i];
}
