/* tests/math/rnorm_approx_model.c: a host model of the fast path of rhypot, rnorm3d,
 * rnorm4d and rnorm (libmath/nvmath.c: rsq_dd_fast and its callers) with the
 * rsqrt.approx.f32 seed pushed to the PTX ISA's stated error bound: a float within
 * 2^-22.9 of 1/sqrt((float)s), at -2^-22.9, +2^-22.9 and random within (the emulator
 * rounds the seed correctly, so mathtest cannot see these). The rest is nvmath.c's
 * arithmetic (fma, 2Sum). Arguments: random signs and significands, exponents within
 * [-3, 3] or [-60, 60], one value in four scaled by 2^-30; only argument sets whose sum
 * of squares s lies in the fast path's range [2^-126, 2^127) count. Exits 1 if a result
 * is more than 1 ulp from the correctly rounded value (CUDA's measure: doubles between
 * the result and the correctly rounded 1/sqrt of the exact sum of squares, MPFR).
 *   cc -O2 -std=c99 -ffp-contract=off tests/math/rnorm_approx_model.c -lmpfr -lgmp -lm && ./a.out [N]
 */
#include <math.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static double unit(void) { return (double)(next() >> 11) * 0x1p-53; }

/* the seed for s at relative error d * 2^-22.9 (d in [-1, 1]), moved towards the exact
 * value until it is within the bound */
static float seed(double s, double d) {
  double f = (double)(float)s;
  long double R = 1.0L / sqrtl((long double)f), lim = R * powl(2.0L, -22.9L);
  float r = (float)(R + d * lim);
  while (fabsl((long double)r - R) > lim) r = nextafterf(r, (float)R);
  return r;
}
static double two_sum(double a, double b, double *e) {
  double s = a + b, bb = s - a;
  *e = (a - (s - bb)) + (b - bb);
  return s;
}
/* nvmath.c's rsq_dd_fast with the seed given */
static double rsq_dd_fast(double s, double lo, double d) {
  double r = (double)seed(s, d), w = r * r;
  double n = fma(lo, w, fma(s, w, -1.0));
  return fma(r * n, fma(0.375, n, -0.5), r);
}
static int64_t ord(double x) {
  int64_t i;
  memcpy(&i, &x, 8);
  return i < 0 ? INT64_MIN - i : i;
}
/* doubles between y and the correctly rounded 1/sqrt(v[0]^2 + ... + v[n-1]^2) */
static long ulps(double y, int n, const double *v) {
  mpfr_t a, t;
  int i;
  double cr;
  mpfr_init2(a, 2400);
  mpfr_init2(t, 2400);
  mpfr_set_zero(a, 1);
  for (i = 0; i < n; i++) {
    mpfr_set_d(t, v[i], MPFR_RNDN);
    mpfr_sqr(t, t, MPFR_RNDN);
    mpfr_add(a, a, t, MPFR_RNDN);
  }
  mpfr_rec_sqrt(a, a, MPFR_RNDN);
  cr = mpfr_get_d(a, MPFR_RNDN);
  mpfr_clear(a);
  mpfr_clear(t);
  return (long)llabs(ord(y) - ord(cr));
}

int main(int argc, char **argv) {
  static const char *const name[4] = {"rhypot", "rnorm3d", "rnorm4d", "rnorm"};
  long N = argc > 1 ? atol(argv[1]) : 1000000, k, worst[4] = {0, 0, 0, 0}, cnt[4] = {0, 0, 0, 0};
  int f, bad = 0;
  for (k = 0; k < N; k++)
    for (f = 0; f < 4; f++) {
      double v[8], s, lo, e, g, p, q, u, t, d = k % 3 == 0 ? -1.0 : k % 3 == 1 ? 1.0 : 2.0 * unit() - 1.0;
      int n = f == 0 ? 2 : f == 1 ? 3 : f == 2 ? 4 : 1 + (int)(next() % 8), i, ex = (k & 1) ? 60 : 3;
      long err;
      for (i = 0; i < n; i++) v[i] = ldexp(2.0 * unit() - 1.0, (int)(next() % (uint64_t)(2 * ex + 1)) - ex);
      if (next() % 4 == 0) v[next() % (uint64_t)n] *= 0x1p-30;
      if (f == 0) { /* __nv_rhypot */
        p = v[1] * v[1];
        s = fma(v[0], v[0], p);
        lo = fma(v[1], v[1], -p);
      } else if (f == 1) { /* __nv_rnorm3d */
        p = v[0] * v[0], q = v[1] * v[1];
        t = two_sum(p, q, &e);
        s = fma(v[2], v[2], t);
        lo = (fma(v[0], v[0], -p) + fma(v[1], v[1], -q)) + e;
      } else if (f == 2) { /* __nv_rnorm4d */
        p = v[0] * v[0], q = v[1] * v[1], u = v[2] * v[2];
        t = two_sum(two_sum(p, q, &e), u, &g);
        s = fma(v[3], v[3], t);
        lo = ((fma(v[0], v[0], -p) + fma(v[1], v[1], -q)) + (fma(v[2], v[2], -u) + e)) + g;
      } else { /* __nv_rnorm */
        s = 0.0, lo = 0.0;
        for (i = 0; i < n; i++) {
          s = two_sum(s, v[i] * v[i], &e);
          lo += e;
        }
      }
      if (!(s >= 0x1p-126 && s < 0x1p127)) continue;
      cnt[f]++;
      err = ulps(rsq_dd_fast(s, lo, d), n, v);
      if (err > worst[f]) worst[f] = err;
    }
  for (f = 0; f < 4; f++) {
    printf("%s%s worst %ld ulp (%ld args)", f ? "; " : "", name[f], worst[f], cnt[f]);
    if (worst[f] > 1) bad = 1;
  }
  printf("\n");
  return bad;
}
