// Naive DGEMM (one thread per C element, 2-D grid, any block shape) and a DGEMV with one
// thread per row; double arithmetic with fma.
#include "nvcg_cuda.h"

extern "C" __global__ void dgemm_naive(int M, int N, int K, const double *A, const double *B, double *C) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= M || col >= N) return;
  double acc = 0.0;
  for (int k = 0; k < K; ++k)
    acc = fma(A[row * K + k], B[k * N + col], acc);
  C[row * N + col] = acc;
}

extern "C" __global__ void dgemv(int M, int N, double alpha, const double *A, const double *x, double beta, double *y) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M) return;
  const double *a = A + (long)row * N;
  double acc = 0.0;
  for (int j = 0; j < N; ++j)
    acc += a[j] * x[j];
  y[row] = alpha * acc + beta * y[row];
}
