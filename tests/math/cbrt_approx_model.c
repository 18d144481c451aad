/* tests/math/cbrt_approx_model.c: a host model of cbrtf/rcbrtf and of the fast paths of
 * cbrt/rcbrt (|x| in [2^-126, 2^126]; libmath/nvmath.c) with the lg2.approx/ex2.approx
 * seed pushed to the PTX ISA's stated error bounds: lg2 off by +-2^-22 (absolute on
 * (0.5, 2), relative elsewhere), ex2 off by -2..+2 ulp from the correctly rounded result;
 * the rest as nvmath.c. Exits 1 if any f32 result is more than 1 ulp from the correctly
 * rounded cube root (reference: the host's double cbrt, rounded) or any f64 result 1 ulp
 * or more from the exact one (reference: long double cbrtl, 64-bit mantissa on x86; the
 * distance in ulps of the double, printed as the worst fraction).
 *   cc -O2 -ffp-contract=off tests/math/cbrt_approx_model.c -lm && ./a.out [N]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float lg2m(float a, int s) {
  double e = log2((double)a), b = (a > 0.5f && a < 2.0f) ? 0x1p-22 : fabs(e) * 0x1p-22;
  float l = (float)(e + s * b);
  while (fabs((double)l - e) > b) l = nextafterf(l, (float)e);
  return l;
}
static float ex2m(float t, int k) {
  float c = (float)exp2((double)t);
  uint32_t u = f2u(c) + k;
  return u2f(u);
}
static float cbrt_m(float x, int s, int k) {
  float r = ex2m(lg2m(fabsf(x), s) * -0.666666667f, k), c = x * r, cl = fmaf(x, r, -c);
  float c2h = c * c, c2l = fmaf(c, c, -c2h), e = fmaf(-c2h, r, 1.0f), t;
  e = fmaf(-c2l, r, e);
  t = fmaf(c, e, cl);
  return fmaf(t, 0.333333333f, c);
}
static float rcbrt_m(float x, int s, int k) {
  float a = fabsf(x), y = ex2m(lg2m(a, s) * -0.333333333f, k), z = copysignf(y, x);
  float w = a * y, wl = fmaf(a, y, -w), sh = w * y, sl = fmaf(w, y, -sh), e = fmaf(-sh, y, 1.0f), m = fmaf(wl, y, sl);
  e = fmaf(-m, y, e);
  return fmaf(z * e, 0.333333333f, z);
}
/* the f64 fast paths, as nvmath.c's __nv_cbrt and __nv_rcbrt */
static double cbrt_seed_m(double a, float p, int s, int k) { return (double)ex2m(lg2m((float)a, s) * p, k); }
static double cbrt64_m(double x, int s, int k) {
  double a = fabs(x), r = cbrt_seed_m(a, -0.666666667f, s, k), c, cl, c2h, c2l, e, t;
  c = a * r;
  e = fma(-(c * c), r, 1.0);
  r = fma(r * e, 1.0 / 3.0, r);
  c = x * r;
  cl = fma(x, r, -c);
  c2h = c * c;
  c2l = fma(c, c, -c2h);
  e = fma(-c2h, r, 1.0);
  e = fma(-c2l, r, e);
  t = fma(c, e, cl);
  return fma(t, 1.0 / 3.0, c);
}
static double rcbrt64_m(double x, int s_, int k) {
  double a = fabs(x), s = cbrt_seed_m(a, -0.333333333f, s_, k), e, z, w, wl, v, vl, m;
  e = fma(-((a * s) * s), s, 1.0);
  s = fma(s * e, 1.0 / 3.0, s);
  z = copysign(s, x);
  w = a * s;
  wl = fma(a, s, -w);
  v = w * s;
  vl = fma(w, s, -v);
  e = fma(-v, s, 1.0);
  m = fma(wl, s, vl);
  e = fma(-m, s, e);
  return fma(z * e, 1.0 / 3.0, z);
}
/* |r - ref| in ulps of the double nearest ref */
static long double ulps64(double r, long double ref) {
  int e = ilogbl(ref);
  return fabsl((long double)r - ref) / ldexpl(1.0L, (e < -1022 ? -1022 : e) - 52);
}
static long dist(float a, float b) { long x = (long)f2u(a), y = (long)f2u(b); return labs(x - y); }
int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000, i, worst[2] = {0, 0};
  float wx[2] = {0, 0};
  srand(7);
  for (i = 0; i < n; i++) {
    uint32_t u = ((uint32_t)rand() << 16 ^ (uint32_t)rand()) % 0x7f800000u;
    float x = u2f(u ? u : 1);
    float rc = (float)cbrt((double)x), rr = (float)(1.0 / cbrt((double)x));
    for (int s = -1; s <= 1; s++)
      for (int k = -2; k <= 2; k++) {
        long d0 = dist(cbrt_m(x, s, k), rc), d1 = dist(rcbrt_m(x, s, k), rr);
        if (d0 > worst[0]) worst[0] = d0, wx[0] = x;
        if (d1 > worst[1]) worst[1] = d1, wx[1] = x;
      }
  }
  {
    long double w64[2] = {0, 0};
    double x64[2] = {0, 0};
    for (i = 0; i < n + 4; i++) {
      /* |x| in [2^-126, 2^126): the exponent and the mantissa at random, then the ends */
      uint64_t m = ((uint64_t)rand() << 31 ^ (uint64_t)rand() << 10 ^ (uint64_t)rand()) & 0xfffffffffffffull;
      uint64_t u = ((uint64_t)(897 + rand() % 252) << 52) | m;
      double x;
      if (i >= n) u = i == n ? 0x3810000000000000ull : i == n + 1 ? 0x47cfffffffffffffull : i == n + 2 ? 0x3ff0000000000000ull : 0x4020000000000000ull;
      memcpy(&x, &u, 8);
      if (rand() & 1) x = -x;
      {
        long double rc = cbrtl((long double)x), rr = 1.0L / rc;
        for (int s = -1; s <= 1; s++)
          for (int k = -2; k <= 2; k++) {
            long double d0 = ulps64(cbrt64_m(x, s, k), rc), d1 = ulps64(rcbrt64_m(x, s, k), rr);
            if (d0 > w64[0]) w64[0] = d0, x64[0] = x;
            if (d1 > w64[1]) w64[1] = d1, x64[1] = x;
          }
      }
    }
    printf("cbrtf worst %ld ulp at %a; rcbrtf worst %ld ulp at %a; cbrt worst %.3Lf ulp at %a; rcbrt worst %.3Lf ulp at %a (%ld args x 15 seed errors)\n",
           worst[0], wx[0], worst[1], wx[1], w64[0], x64[0], w64[1], x64[1], n);
    return worst[0] > 1 || worst[1] > 1 || w64[0] >= 1 || w64[1] >= 1;
  }
}
