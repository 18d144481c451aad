// Three-file program, file 3: an initialised table, a polynomial, and its own static
// rotl (a different function under the same name as file 2's).
#include "common.h"

__device__ unsigned g_table[16] = {0x243F6A88u, 0x85A308D3u, 0x13198A2Eu, 0x03707344u,
                                   0xA4093822u, 0x299F31D0u, 0x082EFA98u, 0xEC4E6C89u,
                                   0x452821E6u, 0x38D01377u, 0xBE5466CFu, 0x34E90C6Cu,
                                   0xC0AC29B7u, 0xC97C50DDu, 0x3F84D5B5u, 0xB5470917u};

static __device__ __noinline__ unsigned rotl(unsigned x, int r) { return (x >> r) | (x << (32 - r)); }

__device__ float poly(float x) {
  float t = (float)(rotl(__float_as_uint(x), 3) & 7u);
  return ((0.25f * x - 1.5f) * x + 2.0f) * x + t;
}
