// 128-bit integer arithmetic: a PCG64 generator (128-bit LCG step: 128x128 multiply and
// add, XSL-RR output with a variable 64-bit rotate), 128-bit add/sub/shift/compare, and
// a signed 64x64->128 multiply.
#include "nvcg_cuda.h"
typedef unsigned __int128 u128;
typedef __int128 i128;

NV_INL ull pcg64_next(u128 *state) {
  const u128 mult = ((u128)2549297995355413924ull << 64) | 4865540595714422341ull;
  const u128 inc = ((u128)6364136223846793005ull << 64) | 1442695040888963407ull;
  *state = *state * mult + inc;
  ull x = (ull)(*state >> 64) ^ (ull)*state;
  unsigned rot = (unsigned)(*state >> 122);
  return (x >> rot) | (x << ((64u - rot) & 63u));
}

/* out[i] = xor of `count` PCG64 outputs seeded from seeds[2i], seeds[2i+1]. */
extern "C" __global__ void pcg64_stream(const ull *seeds, ull *out, int n, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u128 st = ((u128)seeds[2 * i] << 64) | seeds[2 * i + 1];
  ull acc = 0;
  for (int k = 0; k < count; ++k) acc ^= pcg64_next(&st) + (ull)k;
  out[i] = acc;
}

/* res[4i..4i+3] = {lo, hi} of a+b and of (a - b) >> s, plus a compare and a signed product. */
extern "C" __global__ void u128_ops(const ull *a, const ull *b, ull *res, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  u128 x = ((u128)a[2 * i] << 64) | a[2 * i + 1];
  u128 y = ((u128)b[2 * i] << 64) | b[2 * i + 1];
  unsigned s = (unsigned)(a[2 * i] & 127u);
  u128 sum = x + y;
  u128 dif = (x - y) >> s;
  i128 sp = (i128)(long long)a[2 * i + 1] * (long long)b[2 * i + 1];
  res[6 * i + 0] = (ull)sum;
  res[6 * i + 1] = (ull)(sum >> 64);
  res[6 * i + 2] = (ull)dif;
  res[6 * i + 3] = (ull)(dif >> 64);
  res[6 * i + 4] = (ull)(sp >> 64) ^ (ull)sp;
  res[6 * i + 5] = (x < y) + 2 * (x == y) + 4 * ((i128)x < (i128)y);
}
