/* test_divconst.c -- the magic numbers of isel/divconst.c against true division. The
 * recipes (the node sequences combine.c builds, restated here on N-bit integers) must give
 * x / d for every x and every divisor at 8 and 16 bits, and on random and boundary
 * dividends and divisors at 32 and 64 bits. That combine.c builds those sequences is
 * checked where they run: tests/lit/isel_divconst.ll executes them on the PTX emulator
 * against the IR interpreter's true division. */
#include "unit.h"

static uint64_t dc_mask(unsigned bits) { return bits == 64 ? ~0ull : (1ull << bits) - 1; }

/* high half of the 2N-bit product of N-bit values (unsigned) */
static uint64_t dc_mulhu(uint64_t a, uint64_t b, unsigned bits) {
  nv_u128 p = nv_u128_mul(nv_u128_make(a, 0), nv_u128_make(b, 0));
  return nv_u128_lshr(p, bits).lo & dc_mask(bits);
}

static int64_t dc_sext(uint64_t v, unsigned bits) {
  return bits == 64 ? (int64_t)v : (int64_t)((v ^ (1ull << (bits - 1))) & dc_mask(bits)) - (int64_t)(1ull << (bits - 1));
}

/* high half of the signed product, as N bits */
static uint64_t dc_mulhs(uint64_t a, uint64_t b, unsigned bits) {
  nv_u128 sa = nv_u128_sext(nv_u128_make(a, 0), bits), sb = nv_u128_sext(nv_u128_make(b, 0), bits);
  return nv_u128_lshr(nv_u128_mul(sa, sb), bits).lo & dc_mask(bits);
}

static uint64_t dc_sra(uint64_t v, unsigned s, unsigned bits) { return (uint64_t)(dc_sext(v, bits) >> s) & dc_mask(bits); }

static uint64_t dc_udiv(const nv_udiv_magic *m, uint64_t x, unsigned bits) {
  uint64_t q = dc_mulhu(x >> m->pre, m->mul.lo, bits);
  if (m->add) q = (q + (((x - q) & dc_mask(bits)) >> 1)) & dc_mask(bits);
  return q >> m->post;
}

static int64_t dc_sdiv(const nv_sdiv_magic *m, uint64_t x, unsigned bits, int neg) {
  uint64_t q = dc_mulhs(x, m->mul.lo, bits);
  if (m->add_x) q = (q + x) & dc_mask(bits);
  q = dc_sra(q, m->shift, bits);
  q = (q + (q >> (bits - 1))) & dc_mask(bits);
  return neg ? -dc_sext(q, bits) : dc_sext(q, bits);
}

static int dc_pow2(uint64_t v) { return v && !(v & (v - 1)); }

static uint64_t dc_rand(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* One divisor against dividends xs[0..n): unsigned, and signed when d is a signed divisor
 * the combiner expands (|d| >= 3, no power of two). Returns 0 after the first mismatch. */
static int dc_check(uint64_t d, unsigned bits, const uint64_t *xs, unsigned n) {
  uint64_t M = dc_mask(bits), ad;
  int64_t sd = dc_sext(d, bits);
  unsigned i;
  if (d >= 2 && !dc_pow2(d)) {
    nv_udiv_magic m;
    nv_udiv_magic_of(nv_u128_make(d, 0), bits, &m);
    UT_CHECKF(nv_u128_ult(m.mul, nv_u128_shl(nv_u128_make(1, 0), bits)), "u%u / %llu: multiplier too wide", bits,
              (unsigned long long)d);
    for (i = 0; i < n; i++) {
      uint64_t x = xs[i] & M, got = dc_udiv(&m, x, bits);
      if (got != x / d) {
        UT_CHECKF(0, "u%u: %llu / %llu gives %llu (mul %llx pre %u post %u add %d)", bits, (unsigned long long)x,
                  (unsigned long long)d, (unsigned long long)got, (unsigned long long)m.mul.lo, m.pre, m.post, m.add);
        return 0;
      }
    }
  }
  ad = sd < 0 ? (uint64_t)(-(sd + 1)) + 1 : (uint64_t)sd;
  if (ad >= 3 && !dc_pow2(ad)) {
    nv_sdiv_magic m;
    nv_sdiv_magic_of(nv_u128_make(ad, 0), bits, &m);
    for (i = 0; i < n; i++) {
      uint64_t x = xs[i] & M;
      int64_t sx = dc_sext(x, bits), want, got = dc_sdiv(&m, x, bits, sd < 0);
      want = sx / sd; /* |sd| >= 3: no overflow */
      if (got != want) {
        UT_CHECKF(0, "s%u: %lld / %lld gives %lld (mul %llx shift %u add_x %d)", bits, (long long)sx, (long long)sd,
                  (long long)got, (unsigned long long)m.mul.lo, m.shift, m.add_x);
        return 0;
      }
    }
  }
  return 1;
}

/* Every divisor and dividend of 8 bits; at 16 bits every divisor against every dividend
 * for the divisors below 1024, the top 1024 and every 61st (the rest against the
 * dividends next to their multiples and the extremes: 65536^2 pairs take minutes). */
static void divconst_exhaustive(void) {
  static uint64_t xs[65536], near[64];
  unsigned bits, i;
  uint64_t d;
  for (bits = 8; bits <= 16; bits += 8) {
    unsigned n = 1u << bits;
    for (i = 0; i < n; i++) xs[i] = i;
    for (d = 2; d < n && !ut.failed; d++) {
      unsigned k = 0;
      uint64_t q;
      if (bits == 8 || d < 1024 || d >= n - 1024 || d % 61 == 0) {
        dc_check(d, bits, xs, n);
        continue;
      }
      near[k++] = 0;
      near[k++] = n - 1;
      near[k++] = n / 2 - 1;
      near[k++] = n / 2;
      for (q = (n - 1) / d; k + 3 <= 64 && q > 0; q -= q > 20 ? q / 19 : 1) {
        near[k++] = q * d - 1;
        near[k++] = q * d;
        near[k++] = q * d + 1 < n ? q * d + 1 : n - 1;
      }
      dc_check(d, bits, near, k);
    }
  }
}

/* 32 and 64 bits: boundary dividends (0, 1, the extremes, near multiples of d) and random
 * ones, for boundary divisors (near powers of two, the extremes, small odd and even
 * numbers, 7, 10, 1000, 641, 274177) and random ones. */
static void divconst_wide(void) {
  static const uint64_t fixed_d[] = {3, 5, 6, 7, 9, 10, 11, 12, 13, 25, 100, 641, 1000, 274177, 0x7fffffff, 0x80000001,
                                     0xfffffffe, 0xffffffff, 0x100000001ull, 0x7fffffffffffffffull,
                                     0x8000000000000001ull, 0xfffffffffffffffeull, 0xffffffffffffffffull};
  unsigned bits, i, j, n;
  uint64_t s = 0x9e3779b97f4a7c15ull, xs[1200];
  int rounds = ut.quick ? 60 : 400;
  for (bits = 32; bits <= 64; bits += 32) {
    uint64_t M = dc_mask(bits);
    for (j = 0; j < (unsigned)rounds + 64 * 2 + sizeof fixed_d / sizeof *fixed_d && !ut.failed; j++) {
      uint64_t d;
      unsigned nf = sizeof fixed_d / sizeof *fixed_d;
      if (j < nf) d = fixed_d[j] & M;
      else if (j < nf + 64 * 2) {
        unsigned k = (j - nf) / 2 % bits;
        d = (((1ull << k) + ((j & 1) ? 1 : (uint64_t)-1)) & M); /* 2^k +- 1 */
      } else {
        d = dc_rand(&s) >> (dc_rand(&s) % 64);
        d &= M;
      }
      n = 0;
      xs[n++] = 0;
      xs[n++] = 1;
      xs[n++] = M;
      xs[n++] = M >> 1;
      xs[n++] = (M >> 1) + 1;
      xs[n++] = M - 1;
      for (i = 0; i < 8 && d; i++) {
        uint64_t k = (M / (d ? d : 1)) - i; /* near multiples of d */
        xs[n++] = k * d;
        xs[n++] = k * d - 1;
        xs[n++] = k * d + 1;
        xs[n++] = (uint64_t)(i + 1) * d - 1;
      }
      while (n < sizeof xs / sizeof *xs) xs[n++] = dc_rand(&s) >> (dc_rand(&s) % 64);
      if (d) dc_check(d, bits, xs, n);
    }
  }
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "divconst.");
  UT_RUN(divconst_exhaustive);
  UT_RUN(divconst_wide);
  return ut_finish();
}
