// Bit manipulation: popcount, count leading/trailing zeros, bit reverse, byte permute
// (prmt), funnel shifts and rotates, 32- and 64-bit high multiplies (mul.hi), sum of
// absolute differences (sad), bit-field extract, Morton (Z-order) interleaving, parity.
#include "nvcg_cuda.h"

NV_INL unsigned spread_bits16(unsigned x) { /* 0000abcd -> 0a0b0c0d, per bit */
  x &= 0xffffu;
  x = (x | (x << 8)) & 0x00ff00ffu;
  x = (x | (x << 4)) & 0x0f0f0f0fu;
  x = (x | (x << 2)) & 0x33333333u;
  x = (x | (x << 1)) & 0x55555555u;
  return x;
}

extern "C" __global__ void bitops32(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  unsigned s = y & 31u;
  unsigned *o = out + 12 * i;
  o[0] = (unsigned)__popc(x) | ((unsigned)__clz(x >> s) << 8) | ((unsigned)__ffs(x & y) << 16);
  o[1] = __brev(x);
  o[2] = __byte_perm(x, y, 0x5140u);
  o[3] = __funnelshift_l(x, y, s);
  o[4] = s ? (x << s) | (x >> (32u - s)) : x; /* rotate left */
  o[5] = __umulhi(x, y);
  o[6] = (unsigned)__mulhi((int)x, (int)y);
  o[7] = (unsigned)__sad((int)x, (int)y, 5u);
  o[8] = (x >> (s & 15u)) & ((1u << ((y >> 5) & 15u)) - 1u); /* bit-field extract */
  o[9] = spread_bits16(x) | (spread_bits16(y) << 1);          /* Morton code */
  o[10] = (unsigned)__popc(x ^ y) & 1u;                       /* parity of the difference */
  o[11] = x ? (unsigned)__builtin_ctz(x) : 32u;
}

extern "C" __global__ void bitops64(const ull *a, const ull *b, ull *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ull x = a[i], y = b[i];
  unsigned s = (unsigned)(y & 63u);
  ull *o = out + 6 * i;
  o[0] = (ull)__popcll(x) | ((ull)__clzll(x >> s) << 8);
  o[1] = __brevll(x);
  o[2] = __umul64hi(x, y);
  o[3] = s ? (x >> s) | (x << (64u - s)) : x; /* rotate right */
  o[4] = x ^ (x >> 1);                         /* Gray code */
  o[5] = x ? (ull)__builtin_ctzll(x) : 64u;
}
