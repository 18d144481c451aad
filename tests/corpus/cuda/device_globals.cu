// __device__ global variables with initializers (a lookup table, a struct, a 2-D array)
// read by kernels, and a "last block" reduction (the CUDA threadFenceReduction pattern):
// every block stores its partial sum, fences, and takes a ticket from a __device__
// counter; the block that takes the last ticket adds the partials in block order (taking
// the last ticket also resets the counter, so the kernel can be launched again). Which
// block finishes last depends on the schedule; the result does not.
#include "nvcg_cuda.h"

struct params {
  float scale;
  int shift;
  double bias;
};

__device__ int g_lut[8] = {3, 1, 4, 1, 5, 9, 2, 6};
__device__ params g_params = {1.5f, 3, 0.25};
__device__ float g_mat[3][3] = {{0.5f, 0.25f, 0.0f}, {0.125f, 1.0f, -0.5f}, {0.0f, -0.25f, 2.0f}};
__device__ unsigned g_ticket = 0;

extern "C" __global__ void use_globals(const int *in, float *out, double *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  int l = g_lut[(unsigned)v & 7u];
  float x = (float)((v >> g_params.shift) & 1023) * g_params.scale;
  int r = (unsigned)v % 3u, c = ((unsigned)v >> 8) % 3u;
  out[i] = x * g_mat[r][c] + (float)l;
  dout[i] = (double)x * g_params.bias + (double)l;
}

/* partial must hold gridDim.x floats; *result gets the sum of in[0..n) (blocks added in
 * block order, each block's own sum in a fixed tree order: deterministic). Any 1-D block
 * size up to 1024. */
extern "C" __global__ void reduce_last_block(const float *in, float *partial, float *result, int n) {
  __shared__ float s[1024];
  __shared__ bool am_last;
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = i < (unsigned)n ? in[i] : 0.0f;
  __syncthreads();
  /* tree over the block with a non-power-of-two size: fold the top half down */
  for (unsigned width = blockDim.x; width > 1;) {
    unsigned half_w = (width + 1) / 2;
    if (t < width / 2) s[t] += s[t + half_w];
    width = half_w;
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();                                   /* release the partial */
    /* atomicInc stores 0 once the old value reaches the limit: the last ticket
     * (gridDim.x - 1) leaves the counter at 0, ready for the next launch. */
    unsigned ticket = atomicInc(&g_ticket, gridDim.x - 1);
    __threadfence();                                   /* acquire the others' partials */
    am_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (am_last && t == 0) {
    float total = 0.0f;
    for (unsigned b = 0; b < gridDim.x; ++b) total += partial[b];
    *result = total;
  }
}
