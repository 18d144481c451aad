// Tiled SGEMM, C = alpha*A*B + beta*C (row-major, M x K times K x N), with 16x16 tiles of
// A and B in shared memory (B's tile padded by one column). Requires blockDim == (16,16);
// M, N, K need not be multiples of 16 (tiles are zero-filled past the edges).
#include "nvcg_cuda.h"
#define TS 16

extern "C" __global__ __launch_bounds__(TS * TS) void sgemm_tiled(int M, int N, int K, float alpha, const float *A,
                                                                const float *B, float beta, float *C) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += TS) {
    As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
    Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TS; ++k)
      acc = fmaf(As[ty][k], Bs[k][tx], acc);
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
