// Histograms. hist_shared: 256 bins privatised in shared memory (shared atomics), merged
// with one global atomicAdd per non-empty bin. hist_global: global atomics only, nbins
// chosen at run time. hist_words: four bytes per 32-bit load. Integer atomic adds commute,
// so the result does not depend on the order threads run in.
#include "nvcg_cuda.h"
#define NBINS 256

extern "C" __global__ void hist_shared(const unsigned char *data, int n, unsigned *hist) {
  __shared__ unsigned s[NBINS];
  for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x) s[b] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < (unsigned)n; i += blockDim.x * gridDim.x)
    atomicAdd(&s[data[i]], 1u);
  __syncthreads();
  for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
    if (s[b]) atomicAdd(&hist[b], s[b]);
}

extern "C" __global__ void hist_global(const unsigned char *data, int n, int nbins, unsigned *hist) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < (unsigned)n) atomicAdd(&hist[data[i] % (unsigned)nbins], 1u);
}

extern "C" __global__ void hist_words(const unsigned *words, int nwords, unsigned *hist) {
  __shared__ unsigned s[NBINS];
  for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x) s[b] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < (unsigned)nwords; i += blockDim.x * gridDim.x) {
    unsigned w = words[i];
    atomicAdd(&s[w & 0xffu], 1u);
    atomicAdd(&s[(w >> 8) & 0xffu], 1u);
    atomicAdd(&s[(w >> 16) & 0xffu], 1u);
    atomicAdd(&s[w >> 24], 1u);
  }
  __syncthreads();
  for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
    if (s[b]) atomicAdd(&hist[b], s[b]);
}
