// Matrix-vector products: y = A x with one warp per row (blockDim (32, R); lanes stride
// the row and reduce with shfl.down), and y = A^T x with one thread per column (coalesced
// row walks).
#include "nvcg_cuda.h"

extern "C" __global__ __launch_bounds__(256) void gemv_warp_row(const float *A, const float *x, float *y, int rows, int cols) {
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int lane = threadIdx.x;
  if (row >= rows) return;
  const float *a = A + (long)row * cols;
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32) s = fmaf(a[c], x[c], s);
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if (lane == 0) y[row] = s;
}

extern "C" __global__ void gemv_t_col(const float *A, const float *x, float *y, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= cols) return;
  float s = 0.0f;
  for (int r = 0; r < rows; ++r) s = fmaf(A[(long)r * cols + col], x[r], s);
  y[col] = s;
}
