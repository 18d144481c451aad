// Integer division and remainder, signed and unsigned, 32 and 64 bit, by run-time values
// and by constants (magic-number and shift lowering), plus min/max/abs. Divisors are made
// non-zero and INT_MIN / -1 is avoided, so nothing is undefined.
#include "nvcg_cuda.h"
#define INT_MIN_ (-2147483647 - 1)
#define LL_MIN_ (-9223372036854775807LL - 1)

/* A divisor from random bits: small or large magnitude, either sign, never 0. */
NV_INL int make_div32(unsigned r) {
  unsigned m = r >> (r & 31u);
  int d = (int)(m & 0x7fffffffu);
  if (d == 0) d = 3;
  return (r & 0x40000000u) ? -d : d;
}

extern "C" __global__ void divrem32(const int *a, const unsigned *b, int *q, unsigned *uq, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i];
  int y = make_div32(b[i]);
  if (x == INT_MIN_ && y == -1) y = 1;
  unsigned ux = (unsigned)x, uy = b[i] >> (b[i] & 31u);
  if (uy == 0) uy = 7;
  q[8 * i + 0] = x / y;
  q[8 * i + 1] = x % y;
  q[8 * i + 2] = x / 7;
  q[8 * i + 3] = x % 7;
  q[8 * i + 4] = x / 16;
  q[8 * i + 5] = x % -16;
  q[8 * i + 6] = x / -3;
  q[8 * i + 7] = x % 1000;
  uq[6 * i + 0] = ux / uy;
  uq[6 * i + 1] = ux % uy;
  uq[6 * i + 2] = ux / 10u;
  uq[6 * i + 3] = ux % 1000u;
  uq[6 * i + 4] = ux / 0x10000u;
  uq[6 * i + 5] = ux % 0xfffffffbu;
}

extern "C" __global__ void divrem64(const long long *a, const ull *b, long long *q, ull *uq, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long x = a[i];
  ull r = b[i];
  ull m = r >> (r & 63u);
  long long y = (long long)(m & 0x7fffffffffffffffull);
  if (y == 0) y = 5;
  if (r & 0x4000000000000000ull) y = -y;
  if (x == LL_MIN_ && y == -1) y = 1;
  ull ux = (ull)x, uy = m ? m : 9u;
  q[4 * i + 0] = x / y;
  q[4 * i + 1] = x % y;
  q[4 * i + 2] = x / 1000000007LL;
  q[4 * i + 3] = x % 60LL;
  uq[3 * i + 0] = ux / uy;
  uq[3 * i + 1] = ux % uy;
  uq[3 * i + 2] = ux / 3u + ux % 10u;
}

extern "C" __global__ void minmax_abs(const int *a, const int *b, const long long *c, int *o, long long *o64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i];
  long long z = c[i];
  o[6 * i + 0] = imin(x, y);
  o[6 * i + 1] = imax(x, y);
  o[6 * i + 2] = (int)umin((unsigned)x, (unsigned)y);
  o[6 * i + 3] = (int)umax((unsigned)x, (unsigned)y);
  o[6 * i + 4] = x == INT_MIN_ ? 0 : iabs(x);
  o[6 * i + 5] = imin(imax(x, -1000), 1000); /* clamp */
  long long az = z == LL_MIN_ ? 0 : (z < 0 ? -z : z);
  o64[2 * i + 0] = az;
  o64[2 * i + 1] = z < (long long)x ? z : (long long)y;
}
