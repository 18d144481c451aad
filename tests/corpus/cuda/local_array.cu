// Per-thread local arrays indexed with values known only at run time (so they stay in
// .local memory rather than registers): insertion sort, a per-thread 16-bin histogram,
// and a table-driven permutation.
#include "nvcg_cuda.h"

extern "C" __global__ void local_isort(const int *in, int *out, int n, int len) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int a[32];
  int m = imin(imax(len, 1), 32);
  for (int k = 0; k < m; ++k) a[k] = in[i * m + k];
  for (int k = 1; k < m; ++k) {
    int v = a[k], j = k - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      --j;
    }
    a[j + 1] = v;
  }
  for (int k = 0; k < m; ++k) out[i * m + k] = a[k];
}

/* counts[i*16 + b] = number of nibbles equal to b among the 8 nibbles of in[i] and in[i+1]. */
extern "C" __global__ void local_nibble_hist(const unsigned *in, unsigned char *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned char h[16];
  for (int b = 0; b < 16; ++b) h[b] = 0;
  unsigned w0 = in[i], w1 = i + 1 < n ? in[i + 1] : 0u;
  for (int k = 0; k < 8; ++k) {
    h[(w0 >> (4 * k)) & 15u]++;
    h[(w1 >> (4 * k)) & 15u]++;
  }
  for (int b = 0; b < 16; ++b) counts[i * 16 + b] = h[b];
}

/* out[i*8 + k] = in[i*8 + perm[k]] where perm is built per thread from a seed. */
extern "C" __global__ void local_permute(const float *in, float *out, const unsigned *seeds, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int perm[8];
  float v[8];
  for (int k = 0; k < 8; ++k) {
    perm[k] = k;
    v[k] = in[i * 8 + k];
  }
  unsigned s = seeds[i];
  for (int k = 7; k > 0; --k) { /* Fisher-Yates with an LCG */
    s = s * 1664525u + 1013904223u;
    int j = (int)((s >> 16) % (unsigned)(k + 1));
    int t = perm[k];
    perm[k] = perm[j];
    perm[j] = t;
  }
  for (int k = 0; k < 8; ++k) out[i * 8 + k] = v[perm[k]];
}
