// Divergent control flow: data-dependent loop trip counts (Collatz), nested if/else
// chains, loops with continue/break on per-thread conditions, and threads leaving early
// at different points.
#include "nvcg_cuda.h"

extern "C" __global__ void collatz_steps(const unsigned *in, unsigned *out, int n, unsigned cap) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ull x = (in[i] & 0xfffffu) + 1u;
  unsigned steps = 0;
  while (x != 1 && steps < cap) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    ++steps;
  }
  out[i] = steps;
}

extern "C" __global__ void branchy(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i] >> 8; /* |v| < 2^23 */
  int r;
  if (v < 0) {
    if (v < -1000000) r = -3;
    else if ((v & 3) == 0) r = v / 4;
    else r = -v;
  } else if (v == 0) {
    out[i] = 0x7fff;
    return;
  } else {
    r = 0;
    for (int k = 0; k < 32; ++k) {
      if (((v >> k) & 1) == 0) continue;
      r += k;
      if (r > 40) break;
    }
    if (r & 1) {
      out[i] = r * 3;
      return;
    }
  }
  out[i] = r + i;
}

/* Each thread sums its row of a jagged layout: row r has len[r] % 17 elements starting at
 * r * 16 (clamped to the buffer): a loop whose bounds differ per thread. */
extern "C" __global__ void jagged_rowsum(const float *vals, const unsigned *len, float *out, int rows, int nvals) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  int start = r * 16;
  int end = imin(start + (int)(len[r] % 17u), nvals);
  float s = 0.0f;
  for (int k = start; k < end; ++k) {
    float v = vals[k];
    if (v < -0.9f) break;
    if (v > 0.5f) continue;
    s += v;
  }
  out[r] = s;
}
