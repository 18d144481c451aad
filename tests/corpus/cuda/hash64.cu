// 64-bit hashing: splitmix64, MurmurHash3's fmix64, a wyhash-style "mum" mix built on a
// 64x64->128 multiply (unsigned __int128), and an xxHash64-style row hash (rotates,
// 64-bit multiplies, a per-thread loop over the row).
#include "nvcg_cuda.h"

NV_INL ull splitmix64(ull x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

NV_INL ull fmix64(ull k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

NV_INL ull mum(ull a, ull b) {
  unsigned __int128 r = (unsigned __int128)a * b;
  return (ull)r ^ (ull)(r >> 64);
}

NV_INL ull rotl64(ull x, int r) { return (x << r) | (x >> (64 - r)); }

extern "C" __global__ void hash64_mix(const ull *in, ull *out, int n, ull seed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ull x = in[i];
  ull h = splitmix64(x ^ seed);
  h = fmix64(h + (ull)i);
  h = mum(h ^ 0xa0761d6478bd642full, x ^ 0xe7037ed1a0b428dbull);
  out[i] = h;
}

#define P1 0x9E3779B185EBCA87ull
#define P2 0xC2B2AE3D27D4EB4Full
#define P3 0x165667B19E3779F9ull
#define P4 0x85EBCA77C2B2AE63ull

NV_INL ull xxround(ull acc, ull v) {
  acc += v * P2;
  acc = rotl64(acc, 31);
  return acc * P1;
}

/* out[r] = xxh64-like digest of data[r*words .. r*words + words), words a multiple of 4. */
extern "C" __global__ void xxh64_rows(const ull *data, ull *out, int rows, int words, ull seed) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const ull *p = data + (long)r * words;
  ull v1 = seed + P1 + P2, v2 = seed + P2, v3 = seed, v4 = seed - P1;
  for (int k = 0; k + 4 <= words; k += 4) {
    v1 = xxround(v1, p[k]);
    v2 = xxround(v2, p[k + 1]);
    v3 = xxround(v3, p[k + 2]);
    v4 = xxround(v4, p[k + 3]);
  }
  ull h = rotl64(v1, 1) + rotl64(v2, 7) + rotl64(v3, 12) + rotl64(v4, 18);
  h = (h ^ xxround(0, v1)) * P1 + P4;
  h = (h ^ xxround(0, v2)) * P1 + P4;
  h = (h ^ xxround(0, v3)) * P1 + P4;
  h = (h ^ xxround(0, v4)) * P1 + P4;
  h += (ull)words * 8u;
  h ^= h >> 33;
  h *= P2;
  h ^= h >> 29;
  h *= P3;
  h ^= h >> 32;
  out[r] = h;
}
