/* common.h: what the multi-file link programs share (declarations of each other's
 * device functions, variables and templates). */
#include "../../corpus/cuda/nvcg_cuda.h"

/* a template instantiated in several files: linkonce_odr, one copy kept by the link */
template <typename T> __device__ __noinline__ T clamp_to(T x, T lo, T hi) {
  return x < lo ? lo : x > hi ? hi : x;
}

extern __device__ float scale_sum(float x, int i);   /* p2_b.cu */
extern __device__ int bump(int *slot, int by);       /* p2_b.cu */
extern __constant__ float k_coeffs[4];               /* p2_b.cu */
extern __device__ int g_hits;                        /* p2_a.cu */

extern __device__ float poly(float x);               /* p3_c.cu */
extern __device__ unsigned mix(unsigned a, unsigned b); /* p3_b.cu */
extern __device__ unsigned g_table[16];              /* p3_c.cu */
