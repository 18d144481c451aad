// Sparse matrix-vector product in ELLPACK format (K slots per row, column-major slot
// layout as on GPUs: slot k of row r at k * rows + r). Column indices come from random
// bits reduced modulo ncols; a negative value marks padding. Gathers from x are irregular.
#include "nvcg_cuda.h"

extern "C" __global__ void spmv_ell(const int *cols, const float *vals, const float *x, float *y, int rows, int K, int ncols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float s = 0.0f;
  for (int k = 0; k < K; ++k) {
    int c = cols[k * rows + r];
    if (c < 0 && (c & 1)) continue; /* padding (about a quarter of the slots) */
    unsigned col = (unsigned)c % (unsigned)ncols;
    s = fmaf(vals[k * rows + r], x[col], s);
  }
  y[r] = s;
}
