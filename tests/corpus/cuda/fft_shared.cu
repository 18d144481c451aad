// Radix-2 decimation-in-time FFT of 64 complex points per block in shared memory:
// bit-reversed load (brev), six butterfly stages separated by barriers, twiddle factors
// from a __constant__ table. blockDim.x must be 32 (one butterfly per thread per stage).
// Exact float arithmetic only (no approximate sin/cos).
#include "nvcg_cuda.h"
#define NFFT 64

__constant__ float c_cos[32] = {
    1.0f, 0.99518472f, 0.980785251f, 0.956940353f, 0.923879504f, 0.881921291f, 0.831469595f, 0.773010433f,
    0.707106769f, 0.634393275f, 0.555570245f, 0.471396744f, 0.382683426f, 0.290284663f, 0.195090324f, 0.0980171412f,
    0.0f, -0.0980171412f, -0.195090324f, -0.290284663f, -0.382683426f, -0.471396744f, -0.555570245f, -0.634393275f,
    -0.707106769f, -0.773010433f, -0.831469595f, -0.881921291f, -0.923879504f, -0.956940353f, -0.980785251f, -0.99518472f};
__constant__ float c_msin[32] = { /* -sin(2 pi k / 64) */
    0.0f, -0.0980171412f, -0.195090324f, -0.290284663f, -0.382683426f, -0.471396744f, -0.555570245f, -0.634393275f,
    -0.707106769f, -0.773010433f, -0.831469595f, -0.881921291f, -0.923879504f, -0.956940353f, -0.980785251f, -0.99518472f,
    -1.0f, -0.99518472f, -0.980785251f, -0.956940353f, -0.923879504f, -0.881921291f, -0.831469595f, -0.773010433f,
    -0.707106769f, -0.634393275f, -0.555570245f, -0.471396744f, -0.382683426f, -0.290284663f, -0.195090324f, -0.0980171412f};

/* data: nsig signals of 64 complex values (re, im interleaved), transformed in place. */
extern "C" __global__ __launch_bounds__(32) void fft64(float2 *data, int nsig) {
  __shared__ float2 s[NFFT];
  int sig = blockIdx.x;
  if (sig >= nsig) return; /* the whole block leaves together */
  float2 *d = data + (long)sig * NFFT;
  unsigned t = threadIdx.x;
  for (unsigned k = t; k < NFFT; k += 32) s[__brev(k) >> 26] = d[k];
  __syncthreads();
  for (unsigned half_len = 1; half_len < NFFT; half_len <<= 1) {
    unsigned grp = t / half_len, pos = t % half_len;
    unsigned a = grp * 2 * half_len + pos, b = a + half_len;
    unsigned tw = pos * (NFFT / (2 * half_len));
    float wr = c_cos[tw], wi = c_msin[tw];
    float2 u = s[a], v = s[b];
    float2 vw = {v.x * wr - v.y * wi, v.x * wi + v.y * wr};
    __syncthreads();
    s[a] = u + vw;
    s[b] = u - vw;
    __syncthreads();
  }
  for (unsigned k = t; k < NFFT; k += 32) d[k] = s[k];
}
