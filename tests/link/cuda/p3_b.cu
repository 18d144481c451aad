// Three-file program, file 2: a hash mixer that calls into file 3 and a static helper
// (internal linkage) whose name file 3 uses too.
#include "common.h"

static __device__ __noinline__ unsigned rotl(unsigned x, int r) { return (x << r) | (x >> (32 - r)); }

__device__ unsigned mix(unsigned a, unsigned b) {
  unsigned x = a * 0x9E3779B9u + rotl(b, 13);
  x ^= g_table[(x >> 7) & 15];
  return rotl(x, 5) * 5u + (unsigned)clamp_to<int>((int)(x & 1023), 100, 900);
}
