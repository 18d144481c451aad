/* test_fp.c -- the bit-exact floating-point conversions of value.c against an
 * independent reference that rounds with the C library's rint (round to nearest, ties
 * to even) after exact power-of-two scaling:
 *   f32 -> half: every float whose magnitude lies between 2^-26 and 2^17 (where all the
 *     rounding happens), both signs, plus a stride through the rest and every NaN;
 *   f32 -> bfloat: every low-16-bit rounding case for a spread of high halves, plus a
 *     large random sample; f64 -> half/bfloat/float: random samples and double-rounding
 *     traps; half/bfloat -> f32: all 65536 patterns; f64 -> fp128: known patterns.
 * NaNs convert to a quiet NaN of the same sign that keeps the payload's top bits. */
#include "unit.h"
#include <math.h>

/* float -> half / bfloat bits, the way the library rounds: float to double is exact, so
 * this is value.c's one rounding step (nv_round_f64_to) on a float input. */
static uint16_t nv_f32_to_f16_bits(float f) {
  return (uint16_t)nv_round_f64_to(nv_f64_to_bits((double)f), 10, 5);
}
static uint16_t nv_f32_to_bf16_bits(float f) {
  return (uint16_t)nv_round_f64_to(nv_f64_to_bits((double)f), 7, 8);
}

static uint32_t f2b(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
static float b2f(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}
static uint64_t d2b(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}
static double b2d(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}

/* Rounds |a| (finite, > 0) to a binary format with `mant` fraction bits and exponent
 * range [emin, emax]; returns the magnitude bits, infinity on overflow. */
static uint32_t ref_round(double a, int mant, int emin, int emax) {
  int bias = emax, e;
  double q;
  if (a < ldexp(1.0, emin)) { /* subnormal range: a multiple of 2^(emin - mant) */
    q = rint(ldexp(a, mant - emin));
    return (uint32_t)q; /* may be 2^mant: the smallest normal, which has the same bits */
  }
  e = ilogb(a);
  if (e > emax) return (uint32_t)(2 * emax + 1) << mant;
  q = rint(ldexp(a, mant - e)); /* in [2^mant, 2^(mant+1)] */
  if (q == ldexp(1.0, mant + 1)) {
    q = ldexp(1.0, mant);
    e++;
  }
  if (e > emax) return (uint32_t)(2 * emax + 1) << mant;
  return ((uint32_t)(e + bias) << mant) | ((uint32_t)q - (1u << mant));
}

static uint16_t ref_f64_to_f16(double d) {
  uint64_t b = d2b(d);
  uint16_t s = (uint16_t)((b >> 63) << 15);
  if (isnan(d)) return (uint16_t)(s | 0x7C00 | 0x200 | ((b >> 42) & 0x3FF));
  if (isinf(d)) return (uint16_t)(s | 0x7C00);
  if (d == 0) return s;
  return (uint16_t)(s | ref_round(fabs(d), 10, -14, 15));
}

static uint16_t ref_f64_to_bf16(double d) {
  uint64_t b = d2b(d);
  uint16_t s = (uint16_t)((b >> 63) << 15);
  if (isnan(d)) return (uint16_t)(s | 0x7F80 | 0x40 | ((b >> 45) & 0x7F));
  if (isinf(d)) return (uint16_t)(s | 0x7F80);
  if (d == 0) return s;
  return (uint16_t)(s | ref_round(fabs(d), 7, -126, 127));
}

/* A second, fast reference for the sweeps: adding and subtracting 1.5 * 2^(e+42) rounds
 * a double of exponent e to a multiple of 2^(e-10) in the FPU's own round-to-nearest-even
 * (2^-24 in the subnormal range); the result's bits are then read off. */
static uint16_t fast_f32_to_f16(uint32_t x) {
  uint16_t s = (uint16_t)((x >> 31) << 15);
  uint32_t ax = x & 0x7FFFFFFFu;
  double a, r, C;
  uint64_t rb;
  int e;
  if (ax > 0x7F800000u) return (uint16_t)(s | 0x7E00 | ((ax >> 13) & 0x3FF));
  if (ax == 0x7F800000u) return (uint16_t)(s | 0x7C00);
  a = (double)b2f(ax);
  if (a < 0x1p-14) {
    r = (a + 0x1.8p28) - 0x1.8p28;
    return (uint16_t)(s | (uint16_t)(r * 0x1p24));
  }
  e = (int)((d2b(a) >> 52) & 0x7FF) - 1023;
  if (e > 15) return (uint16_t)(s | 0x7C00);
  C = b2d(((uint64_t)(e + 42 + 1023) << 52) | (1ull << 51));
  r = (a + C) - C;
  rb = d2b(r);
  e = (int)((rb >> 52) & 0x7FF) - 1023;
  if (e > 15) return (uint16_t)(s | 0x7C00);
  return (uint16_t)(s | ((uint32_t)(e + 15) << 10) | ((rb >> 42) & 0x3FF));
}

static int check_f32_to_f16(uint32_t x) {
  uint16_t got = nv_f32_to_f16_bits(b2f(x)), want = ref_f64_to_f16((double)b2f(x));
  if (got != want) {
    UT_CHECKF(0, "f32 0x%08x -> half 0x%04x, expected 0x%04x", x, got, want);
    return 0;
  }
  return 1;
}

static int check_f32_to_bf16(uint32_t x) {
  uint16_t got = nv_f32_to_bf16_bits(b2f(x)), want = ref_f64_to_bf16((double)b2f(x));
  if (got != want) {
    UT_CHECKF(0, "f32 0x%08x -> bfloat 0x%04x, expected 0x%04x", x, got, want);
    return 0;
  }
  return 1;
}

static int check_f32_to_f16_fast(uint32_t x) {
  uint16_t got = nv_f32_to_f16_bits(b2f(x)), want = fast_f32_to_f16(x);
  if (got != want) {
    UT_CHECKF(0, "f32 0x%08x -> half 0x%04x, expected 0x%04x", x, got, want);
    return 0;
  }
  return 1;
}

/* The two references agree (on a sample), so the fast one can drive the sweeps. */
static void half_references_agree(void) {
  long i;
  ut_seed(10);
  for (i = 0; i < 2000000 && !ut.failed; i++) {
    uint32_t x = (uint32_t)ut_rand();
    if (i & 1) x = (x & 0x80000000u) | (((101u + (x >> 23) % 44u) & 0xFFu) << 23) | (x & 0x7FFFFFu);
    if (fast_f32_to_f16(x) != ref_f64_to_f16((double)b2f(x))) UT_CHECKF(0, "references differ on 0x%08x", x);
  }
}

/* Every float in the band where half rounding happens (float exponents 101..144, i.e.
 * magnitudes 2^-26 to 2^17, both signs: 738M values) against the fast reference; a
 * stride through the rest (which is all zero or infinity) and every NaN. With
 * NVCG_TEST_EXHAUSTIVE=1 in the environment, all 2^32 floats (about a minute).
 * --quick tests a random sample instead. */
static void f32_to_half(void) {
  uint32_t sign, e, m;
  uint64_t n = 0;
  if (getenv("NVCG_TEST_EXHAUSTIVE") && !ut.quick) {
    uint32_t x = 0;
    do {
      if (!check_f32_to_f16_fast(x)) break;
    } while (++x != 0);
  } else if (ut.quick) {
    long i;
    ut_seed(11);
    for (i = 0; i < 2000000 && !ut.failed; i++) {
      uint32_t x = (uint32_t)ut_rand();
      if (i & 1) x = (x & 0x80000000u) | (((101u + (x >> 23) % 44u) & 0xFFu) << 23) | (x & 0x7FFFFFu);
      check_f32_to_f16(x);
    }
  } else {
    for (sign = 0; sign < 2 && !ut.failed; sign++)
      for (e = 101; e <= 144 && !ut.failed; e++)
        for (m = 0; m < (1u << 23); m++, n++)
          if (!check_f32_to_f16_fast((sign << 31) | (e << 23) | m)) break;
    for (e = 0; e < 256 && !ut.failed; e++) {
      if (e >= 101 && e <= 144) continue;
      for (m = 0; m < (1u << 23) && !ut.failed; m += (e == 255 ? 1 : 4093)) {
        check_f32_to_f16((e << 23) | m);
        check_f32_to_f16(0x80000000u | (e << 23) | m);
      }
    }
    UT_CHECK(n == 2ull * 44 * (1u << 23));
  }
  /* landmarks */
  UT_CHECK(nv_f32_to_f16_bits(65504.0f) == 0x7BFF && nv_f32_to_f16_bits(65519.996f) == 0x7BFF);
  UT_CHECK(nv_f32_to_f16_bits(65520.0f) == 0x7C00 && nv_f32_to_f16_bits(-1e9f) == 0xFC00);
  UT_CHECK(nv_f32_to_f16_bits(0x1p-24f) == 0x0001 && nv_f32_to_f16_bits(0x1p-25f) == 0x0000);
  UT_CHECK(nv_f32_to_f16_bits(0x1.000002p-25f) == 0x0001 && nv_f32_to_f16_bits(0x1.8p-24f) == 0x0002);
  UT_CHECK(nv_f32_to_f16_bits(0x1.ff8p-15f) == 0x03FF && nv_f32_to_f16_bits(0x1.ffcp-15f) == 0x0400);
  UT_CHECK(nv_f32_to_f16_bits(0x1.ffbfep-15f) == 0x03FF);
  UT_CHECK(nv_f32_to_f16_bits(1.0f) == 0x3C00 && nv_f32_to_f16_bits(-2.0f) == 0xC000);
  UT_CHECK(nv_f32_to_f16_bits(1.0f + 0x1p-11f) == 0x3C00 && nv_f32_to_f16_bits(1.0f + 0x1.8p-11f) == 0x3C01);
  UT_CHECK(nv_f32_to_f16_bits(-0.0f) == 0x8000);
  UT_CHECK(nv_f32_to_f16_bits(b2f(0x7F800001u)) == 0x7E00 && nv_f32_to_f16_bits(b2f(0xFFC00000u)) == 0xFE00);
  UT_CHECK(nv_f32_to_f16_bits(b2f(0x7FFFE000u)) == 0x7FFF);
}

static void f32_to_bfloat(void) {
  uint32_t hi, k;
  long i, nrand = ut.quick ? 1000000 : 20000000;
  static const uint32_t lows[] = {0x0000, 0x0001, 0x3FFF, 0x7FFF, 0x8000, 0x8001, 0xBFFF, 0xFFFF};
  for (hi = 0; hi < 0x10000 && !ut.failed; hi++)
    for (k = 0; k < NV_ARRAY_LEN(lows); k++) check_f32_to_bf16((hi << 16) | lows[k]);
  ut_seed(12);
  for (i = 0; i < nrand && !ut.failed; i++) check_f32_to_bf16((uint32_t)ut_rand());
  UT_CHECK(nv_f32_to_bf16_bits(1.0f) == 0x3F80 && nv_f32_to_bf16_bits(b2f(0x3F808000u)) == 0x3F80);
  UT_CHECK(nv_f32_to_bf16_bits(b2f(0x3F818000u)) == 0x3F82 && nv_f32_to_bf16_bits(b2f(0x3F808001u)) == 0x3F81);
  UT_CHECK(nv_f32_to_bf16_bits(b2f(0x7F7FFFFFu)) == 0x7F80); /* FLT_MAX rounds up to infinity */
  UT_CHECK(nv_f32_to_bf16_bits(b2f(0x00000001u)) == 0x0000 && nv_f32_to_bf16_bits(b2f(0x00008001u)) == 0x0001);
  UT_CHECK(nv_f32_to_bf16_bits(b2f(0x007FFFFFu)) == 0x0080); /* largest subnormal -> smallest normal */
  UT_CHECK(nv_f32_to_bf16_bits(b2f(0xFF800001u)) == 0xFFC0);
}

/* Narrowing straight from double must round once: a double just above a half-way point
 * of the narrow format rounds up, although going through float first would land on the
 * half-way point and round to even. */
static void f64_narrowing(void) {
  long i, n = ut.quick ? 300000 : 3000000;
  nvcg_context *c = nvcg_context_create();
  nv_type *h = c->t_half, *bf = c->t_bfloat, *fl = c->t_float;
  uint64_t out[2];
  ut_seed(13);
  for (i = 0; i < n && !ut.failed; i++) {
    uint64_t r = ut_rand();
    /* bias the exponent towards the interesting ranges */
    double d;
    uint64_t e = (r >> 52) & 0x7FF;
    if (i % 3 == 0) e = 1023 - 30 + (e % 50);
    else if (i % 3 == 1) e = 1023 - 150 + (e % 300);
    d = b2d((r & 0x800FFFFFFFFFFFFFull) | (e << 52));
    nv_fp_from_double(h, d, out);
    if (out[0] != ref_f64_to_f16(d)) UT_CHECKF(0, "double %a -> half 0x%04x", d, (unsigned)out[0]);
    nv_fp_from_double(bf, d, out);
    if (out[0] != ref_f64_to_bf16(d)) UT_CHECKF(0, "double %a -> bfloat 0x%04x", d, (unsigned)out[0]);
    nv_fp_from_double(fl, d, out);
    if (!isnan(d) && out[0] != f2b((float)d)) UT_CHECKF(0, "double %a -> float 0x%08x", d, (unsigned)out[0]);
  }
  /* double-rounding traps */
  nv_fp_from_double(h, 1.0 + 0x1p-11 + 0x1p-40, out);
  UT_CHECK(out[0] == 0x3C01);
  UT_CHECK(nv_f32_to_f16_bits((float)(1.0 + 0x1p-11 + 0x1p-40)) == 0x3C00); /* via float: tie, even */
  nv_fp_from_double(bf, 1.0 + 0x1p-8 + 0x1p-40, out);
  UT_CHECK(out[0] == 0x3F81);
  nv_fp_from_double(fl, 1.0 + 0x1p-24 + 0x1p-50, out);
  UT_CHECK(out[0] == 0x3F800001u);
  /* subnormal doubles vanish in every narrow format; the smallest float subnormal */
  nv_fp_from_double(fl, 0x1p-1074, out);
  UT_CHECK(out[0] == 0);
  nv_fp_from_double(fl, -0x1p-149, out);
  UT_CHECK(out[0] == 0x80000001u);
  nv_fp_from_double(fl, 0x1p-150, out);
  UT_CHECK(out[0] == 0);
  nv_fp_from_double(fl, 0x1.0000000000001p-150, out);
  UT_CHECK(out[0] == 1);
  nv_fp_from_double(fl, 3.5e38, out);
  UT_CHECK(out[0] == 0x7F800000u);
  nv_fp_from_double(fl, b2d(0x7FF0000000000001ull), out); /* signalling NaN comes out quiet */
  UT_CHECK(out[0] == 0x7FC00000u);
  /* the public constant API goes through the same path */
  UT_CHECK(nvcg_const_fp(h, 65520.0) == nvcg_const_fp_bits(h, 0x7C00, 0));
  nvcg_context_destroy(c);
}

static void widening_all_patterns(void) {
  uint32_t x;
  for (x = 0; x < 0x10000 && !ut.failed; x++) {
    float hf = nv_f16_bits_to_f32((uint16_t)x), bf = nv_bf16_bits_to_f32((uint16_t)x);
    unsigned e = (x >> 10) & 31, m = x & 0x3FF;
    double want = e == 0 ? ldexp((double)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp((double)(m | 0x400), (int)e - 25);
    if (x & 0x8000) want = -want;
    if (e == 31 && m) {
      UT_CHECK(isnan(hf) && (f2b(hf) >> 31) == (x >> 15));
      UT_CHECK(nv_f32_to_f16_bits(hf) == (x | 0x200)); /* round trip keeps the payload, quiet */
    } else {
      if ((double)hf != want || f2b(hf) >> 31 != x >> 15) UT_CHECKF(0, "half 0x%04x -> %a", x, (double)hf);
      UT_CHECK(nv_f32_to_f16_bits(hf) == x);
    }
    if (((x >> 7) & 0xFF) == 0xFF && (x & 0x7F)) {
      UT_CHECK(isnan(bf));
    } else {
      if (f2b(bf) != x << 16) UT_CHECKF(0, "bfloat 0x%04x -> 0x%08x", x, f2b(bf));
      UT_CHECK(nv_f32_to_bf16_bits(bf) == x);
    }
  }
}

static void fp128_and_readback(void) {
  nvcg_context *c = nvcg_context_create();
  nv_type *q = c->t_fp128;
  uint64_t out[2];
  nv_value *v;
  nv_fp_from_double(q, 1.0, out);
  UT_CHECK(out[1] == 0x3FFF000000000000ull && out[0] == 0);
  nv_fp_from_double(q, -2.5, out);
  UT_CHECK(out[1] == 0xC000400000000000ull && out[0] == 0);
  nv_fp_from_double(q, 1.0 + 0x1p-52, out);
  UT_CHECK(out[1] == 0x3FFF000000000000ull && out[0] == 0x1000000000000000ull);
  nv_fp_from_double(q, 0x1p-1074, out); /* subnormal double: normal in fp128 */
  UT_CHECK(out[1] == ((uint64_t)(16383 - 1074) << 48) && out[0] == 0);
  nv_fp_from_double(q, INFINITY, out);
  UT_CHECK(out[1] == 0x7FFF000000000000ull && out[0] == 0);
  nv_fp_from_double(q, 0.0, out);
  UT_CHECK(out[1] == 0 && out[0] == 0);
  /* constants read back exactly as doubles */
  v = nv_const_fp_double(q, 3.25);
  UT_CHECK(nv_cfp_to_double(v) == 3.25);
  v = nv_const_fp_double(c->t_half, 0.333);
  UT_CHECK(nv_cfp_to_double(v) == (double)nv_f16_bits_to_f32(nv_f32_to_f16_bits(0.333f)));
  v = nv_const_fp_double(c->t_bfloat, -7.0);
  UT_CHECK(nv_cfp_to_double(v) == -7.0);
  v = nv_const_fp_double(c->t_double, 0.1);
  UT_CHECK(nv_cfp_to_double(v) == 0.1);
  nvcg_context_destroy(c);
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "fp.");
  UT_RUN(half_references_agree);
  UT_RUN(f32_to_half);
  UT_RUN(f32_to_bfloat);
  UT_RUN(f64_narrowing);
  UT_RUN(widening_all_patterns);
  UT_RUN(fp128_and_readback);
  return ut_finish();
}
