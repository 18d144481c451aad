/* divconst.c -- integer division by a constant as a multiplication by its "magic"
 * reciprocal (Granlund and Montgomery, "Division by invariant integers using
 * multiplication", 1994; Warren, Hacker's Delight, ch. 10). ptxas turns div.s32/div.u32
 * by an immediate into a longer sequence than mul.hi and shifts (40 against 24 SASS
 * instructions for x / 7 at sm_90), so the DAG combiner (combine.c) rewrites UDIV, SDIV,
 * UREM and SREM of i32 and i64 by a constant with these recipes, as LLVM's DAG combiner
 * does for NVPTX. This file only computes the constants; tests/unit/test_divconst.c checks
 * every recipe against true division (exhaustively at 8 and 16 bits).
 *
 * Unsigned, N bits, divisor d (not a power of two, which is a shift):
 *   m = ceil(2^p / d) is exact enough when e = m*d - 2^p <= 2^(p-N): for every x < 2^N,
 *   x*m / 2^p = x/d + x*e/(d*2^p) with the error below 1/d, so floor(x*m / 2^p) is
 *   floor(x/d). The smallest p >= N with such an m < 2^N gives q = mulhu(x, m) >> (p - N).
 *   An even d first shifts x right by its trailing zeros (x then has fewer bits, which
 *   loosens the bound). Where no N-bit m exists, the N+1-bit one, m - 2^N, is used as
 *   t = mulhu(x, m - 2^N); q = (t + ((x - t) >> 1)) >> (p - N - 1).
 * Signed, |d| = a not a power of two:
 *   m = ceil(2^p / a) with e = m*a - 2^p < 2^(p-N+1) is exact for |x| <= 2^(N-1): for
 *   x >= 0, floor(x*m / 2^p) = floor(x/a); for x < 0 the product lies strictly below x/a
 *   (e > 0 since a is no power of two) and within 1/a of it, so floor + 1 = trunc(x/a).
 *   m < 2^N; when m >= 2^(N-1) it is negative as a signed N-bit value and x is added
 *   back to mulhs(x, m - 2^N). q0 = that >> (p - N) (arithmetic), q = q0 + (q0 >>> N-1)
 *   (the +1 for negative x: q0 < 0 exactly when x < 0), negated for d < 0. */

/* ceil(2^p / d) and e = ceil(2^p / d) * d - 2^p, for p < 128, d > 0. */
static nv_u128 nv_divmagic_ceil(unsigned p, nv_u128 d, nv_u128 *e) {
  nv_u128 q, r, two_p = nv_u128_shl(nv_u128_make(1, 0), p);
  nv_u128_udivrem(two_p, d, &q, &r);
  if (nv_u128_is_zero(r)) {
    *e = r;
    return q;
  }
  *e = nv_u128_sub(d, r);
  return nv_u128_add(q, nv_u128_make(1, 0));
}

/* e <= 2^k (k may be negative: then only e == 0 ... never, as 2^k < 1) */
static int nv_divmagic_within(nv_u128 e, int k, int strict) {
  nv_u128 lim;
  if (k < 0) return 0;
  if (k >= 127) return 1;
  lim = nv_u128_shl(nv_u128_make(1, 0), (unsigned)k);
  return strict ? nv_u128_ult(e, lim) : !nv_u128_ult(lim, e);
}

/* d: 2 <= d < 2^bits, not a power of two; bits 8..64. */
static void nv_udiv_magic_of(nv_u128 d, unsigned bits, nv_udiv_magic *out) {
  nv_u128 two_n = nv_u128_shl(nv_u128_make(1, 0), bits), e, m;
  unsigned pre = nv_u128_ctz(d, bits), xbits, p, l = bits - nv_u128_clz(nv_u128_sub(d, nv_u128_make(1, 0)), bits);
  nv_u128 dd = nv_u128_lshr(d, pre);
  memset(out, 0, sizeof *out);
  /* without and with the pre-shift of an even divisor: x has bits - pre bits */
  for (xbits = bits; ; xbits = bits - pre) {
    nv_u128 div = xbits == bits ? d : dd;
    unsigned lg = bits - nv_u128_clz(nv_u128_sub(div, nv_u128_make(1, 0)), bits);
    for (p = bits; p < bits + lg; p++) {
      m = nv_divmagic_ceil(p, div, &e);
      if (nv_u128_ult(m, two_n) && nv_divmagic_within(e, (int)p - (int)xbits, 0)) {
        out->mul = m;
        out->pre = bits - xbits;
        out->post = p - bits;
        return;
      }
    }
    if (xbits != bits || !pre) break;
  }
  /* Granlund-Montgomery's N+1-bit multiplier 2^N + floor(2^N (2^l - d) / d) + 1 */
  {
    nv_u128 q, r, num = nv_u128_mul(two_n, nv_u128_sub(nv_u128_shl(nv_u128_make(1, 0), l), d));
    nv_u128_udivrem(num, d, &q, &r);
    out->mul = nv_u128_add(q, nv_u128_make(1, 0));
    out->pre = 0;
    out->post = l - 1;
    out->add = 1;
  }
}

/* a = |d|: 3 <= a <= 2^(bits-1), not a power of two; bits 8..64. Always found. */
static void nv_sdiv_magic_of(nv_u128 a, unsigned bits, nv_sdiv_magic *out) {
  nv_u128 two_n = nv_u128_shl(nv_u128_make(1, 0), bits), e, m;
  unsigned p;
  memset(out, 0, sizeof *out);
  for (p = bits; p < 2 * bits; p++) {
    m = nv_divmagic_ceil(p, a, &e);
    if (nv_u128_ult(m, two_n) && nv_divmagic_within(e, (int)p - (int)bits + 1, 1)) break;
  }
  out->mul = m;
  out->shift = p - bits;
  out->add_x = nv_u128_bit(m, bits - 1);
}
