/* dag_eval.h -- a small interpreter of SelectionDAGs for the differential tests: generic
 * ISD semantics on integers up to 128 bits, f16/bf16/f32/f64 and vectors (up to 512
 * bits), the NVPTX nodes the legalisers make (LoadV/StoreV, mul.wide, bfe, prmt,
 * fp16 conversions), loads and stores on a little byte-addressed memory.
 *
 * Poison is tracked per lane. The reference run (machine = 0) gives poison where LLVM's
 * semantics leave the result undefined (shift by >= width, division by zero, fptosi out
 * of range, undef), and outputs whose reference lane is poison are not compared. The
 * run on the legalised DAG (machine = 1) gives what PTX computes where ISD says poison
 * (shifts clamp, cvt saturates); a poison lane reaching an output there is a failure. */
#include <math.h>

#define EV_W 8          /* 512-bit values */
#define EV_MEM 4096
#define EV_MAXRES 6

typedef struct ev_val {
  uint64_t w[EV_W];
  uint32_t poison; /* bit per lane (lane 0 for scalars) */
} ev_val;

typedef struct ev {
  nv_dag *d;
  uint8_t mem[EV_MEM];
  uint8_t mpoison[EV_MEM];
  int machine;
  ev_val *vals;
  uint32_t nvals;
  int err;
  char msg[512];
} ev;

static void ev_fail(ev *e, const char *fmt, const nv_sdnode *n) {
  if (e->err) return;
  e->err = 1;
  snprintf(e->msg, sizeof e->msg, fmt, n ? nv_isd_name(n->op) : "?");
}

/* ---- bit access ---- */
static nv_u128 ev_bits(const ev_val *v, unsigned off, unsigned n) {
  nv_u128 r = nv_u128_make(0, 0);
  unsigned i;
  for (i = 0; i < n && off + i < 64 * EV_W; i++)
    if ((v->w[(off + i) / 64] >> ((off + i) % 64)) & 1) r = nv_u128_or(r, nv_u128_shl(nv_u128_make(1, 0), i));
  return r;
}
static void ev_setbits(ev_val *v, unsigned off, unsigned n, nv_u128 x) {
  unsigned i;
  for (i = 0; i < n && off + i < 64 * EV_W; i++) {
    uint64_t m = 1ull << ((off + i) % 64);
    if (nv_u128_bit(x, i)) v->w[(off + i) / 64] |= m;
    else v->w[(off + i) / 64] &= ~m;
  }
}
static unsigned ev_ne(nv_evt vt) { return NV_EVT_NELTS(vt) ? NV_EVT_NELTS(vt) : 1; }
static unsigned ev_eb(nv_evt vt) { return nv_evt_scalar_bits(vt); }
static nv_u128 ev_lane(const ev_val *v, nv_evt vt, unsigned i) { return ev_bits(v, i * ev_eb(vt), ev_eb(vt)); }
static int ev_lpoison(const ev_val *v, unsigned i) { return (v->poison >> (i < 31 ? i : 31)) & 1; }
static uint32_t ev_allp(nv_evt vt) { unsigned n = ev_ne(vt); return n >= 32 ? 0xffffffffu : (1u << n) - 1; }

/* ---- floating point ---- */
static double ev_to_double(nv_u128 b, unsigned sc) {
  switch (sc) {
  case NV_SC_F16: return nv_widen_to_f64(b.lo, 10, 5);
  case NV_SC_BF16: return nv_widen_to_f64(b.lo, 7, 8);
  case NV_SC_F32: return nv_widen_to_f64(b.lo, 23, 8);
  default: return nv_bits_to_f64(b.lo);
  }
}
static nv_u128 ev_from_double(double d, unsigned sc) {
  uint64_t b = nv_f64_to_bits(d);
  switch (sc) {
  case NV_SC_F16: return nv_u128_make(nv_round_f64_to(b, 10, 5), 0);
  case NV_SC_BF16: return nv_u128_make(nv_round_f64_to(b, 7, 8), 0);
  case NV_SC_F32: return nv_u128_make(nv_round_f64_to(b, 23, 8), 0);
  default: return nv_u128_make(b, 0);
  }
}
static unsigned ev_mant(unsigned sc) { return sc == NV_SC_F16 ? 10 : sc == NV_SC_BF16 ? 7 : sc == NV_SC_F32 ? 23 : 52; }
static unsigned ev_expb(unsigned sc) { return sc == NV_SC_F16 ? 5 : sc == NV_SC_BF16 || sc == NV_SC_F32 ? 8 : 11; }

/* An integer magnitude (up to 128 bits) rounded to nearest even into format sc. */
static nv_u128 ev_int_to_fp(nv_u128 mag, int neg, unsigned sc) {
  unsigned mant = ev_mant(sc), eb = ev_expb(sc), bits = 1 + mant + eb, p;
  int bias = (1 << (eb - 1)) - 1, emax = (1 << eb) - 1, e;
  nv_u128 sign = neg ? nv_u128_shl(nv_u128_make(1, 0), bits - 1) : nv_u128_make(0, 0), m;
  if (nv_u128_is_zero(mag)) return sign;
  p = 127 - nv_u128_clz(mag, 128); /* msb index */
  if (p > mant) {
    unsigned sh = p - mant;
    nv_u128 kept = nv_u128_lshr(mag, sh), rem = nv_u128_zext(mag, sh), half = nv_u128_shl(nv_u128_make(1, 0), sh - 1);
    if (nv_u128_ult(half, rem) || (nv_u128_eq(rem, half) && nv_u128_bit(kept, 0))) kept = nv_u128_add(kept, nv_u128_make(1, 0));
    if (nv_u128_bit(kept, mant + 1)) {
      kept = nv_u128_lshr(kept, 1);
      p++;
    }
    m = kept;
  } else {
    m = nv_u128_shl(mag, mant - p);
  }
  e = (int)p + bias;
  if (e >= emax) return nv_u128_or(sign, nv_u128_shl(nv_u128_make((uint64_t)emax, 0), mant));
  return nv_u128_or(sign, nv_u128_or(nv_u128_shl(nv_u128_make((uint64_t)e, 0), mant), nv_u128_zext(m, mant)));
}

static int ev_isnan(double d) { return d != d; }

/* ---- scalar semantics ---- */
/* Integer lane op; returns 1 when the result is poison. */
static int ev_int_op(const ev *e, unsigned op, unsigned bits, nv_u128 a, nv_u128 b, nv_u128 c, unsigned bbits, nv_u128 *r) {
  nv_u128 za = nv_u128_zext(a, bits), zb = nv_u128_zext(b, bbits ? bbits : bits), sa = nv_u128_sext(a, bits), q;
  nv_u128 flip = nv_u128_make(0, 1ull << 63);
  int amt_big = !nv_u128_ult(zb, nv_u128_make(bits, 0));
  unsigned s = (unsigned)zb.lo;
  switch (op) {
  case NV_ISD_SHL: case NV_ISD_SRL: case NV_ISD_SRA:
    if (amt_big) {
      if (!e->machine) return 1;
      *r = op == NV_ISD_SRA && nv_u128_bit(sa, 127) ? nv_u128_make(~0ull, ~0ull) : nv_u128_make(0, 0);
      break;
    }
    *r = op == NV_ISD_SHL ? nv_u128_shl(za, s) : op == NV_ISD_SRL ? nv_u128_lshr(za, s) : nv_u128_ashr(sa, s);
    break;
  case NV_ISD_ROTL: case NV_ISD_ROTR: {
    unsigned k;
    nv_u128_udivrem(zb, nv_u128_make(bits, 0), NULL, &q);
    k = (unsigned)q.lo;
    if (op == NV_ISD_ROTR) k = (bits - k) % bits;
    *r = k ? nv_u128_or(nv_u128_shl(za, k), nv_u128_lshr(za, bits - k)) : za;
    break;
  }
  case NV_ISD_FSHL: case NV_ISD_FSHR: {
    nv_u128 zc = nv_u128_zext(c, 128);
    unsigned k;
    nv_u128_udivrem(zc, nv_u128_make(bits, 0), NULL, &q);
    k = (unsigned)q.lo;
    if (!k) *r = op == NV_ISD_FSHL ? za : zb;
    else if (op == NV_ISD_FSHL) *r = nv_u128_or(nv_u128_shl(za, k), nv_u128_lshr(nv_u128_zext(b, bits), bits - k));
    else *r = nv_u128_or(nv_u128_lshr(nv_u128_zext(b, bits), k), nv_u128_shl(za, bits - k));
    break;
  }
  case NV_ISD_ABS: *r = nv_u128_bit(sa, 127) ? nv_u128_sub(nv_u128_make(0, 0), sa) : za; break;
  case NV_ISD_CTPOP: *r = nv_u128_make(nv_u128_popcount(za), 0); break;
  case NV_ISD_CTLZ: case NV_ISD_CTLZ_ZERO_UNDEF:
    if (op == NV_ISD_CTLZ_ZERO_UNDEF && nv_u128_is_zero(za) && !e->machine) return 1;
    *r = nv_u128_make(nv_u128_clz(za, bits), 0);
    break;
  case NV_ISD_CTTZ: case NV_ISD_CTTZ_ZERO_UNDEF:
    if (op == NV_ISD_CTTZ_ZERO_UNDEF && nv_u128_is_zero(za) && !e->machine) return 1;
    *r = nv_u128_make(nv_u128_ctz(za, bits), 0);
    break;
  case NV_ISD_BSWAP: case NV_ISD_BITREVERSE: {
    unsigned i;
    *r = nv_u128_make(0, 0);
    for (i = 0; i < bits; i++) {
      unsigned from = op == NV_ISD_BITREVERSE ? bits - 1 - i : (bits / 8 - 1 - i / 8) * 8 + i % 8;
      if (nv_u128_bit(za, from)) *r = nv_u128_or(*r, nv_u128_shl(nv_u128_make(1, 0), i));
    }
    break;
  }
  case NV_ISD_UADDSAT: case NV_ISD_USUBSAT: case NV_ISD_SADDSAT: case NV_ISD_SSUBSAT: {
    int sgn = op == NV_ISD_SADDSAT || op == NV_ISD_SSUBSAT, add = op == NV_ISD_UADDSAT || op == NV_ISD_SADDSAT;
    nv_u128 x = sgn ? sa : za, y = sgn ? nv_u128_sext(b, bits) : nv_u128_zext(b, bits);
    nv_u128 t = add ? nv_u128_add(x, y) : nv_u128_sub(x, y);
    if (!sgn) {
      /* 128-bit sums wrap: overflow shows as a sum below an addend */
      if (add && (nv_u128_ult(nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits), t) || nv_u128_ult(t, x)))
        t = nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits);
      if (!add && nv_u128_ult(za, nv_u128_zext(b, bits))) t = nv_u128_make(0, 0);
    } else {
      nv_u128 mx = nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits - 1), mn = nv_u128_not(mx);
      if (bits < 128) {
        if (nv_u128_ult(nv_u128_xor(mx, flip), nv_u128_xor(t, flip))) t = mx;
        if (nv_u128_ult(nv_u128_xor(t, flip), nv_u128_xor(mn, flip))) t = mn;
      } else {
        int xs = nv_u128_bit(x, 127), ys = nv_u128_bit(y, 127) ^ !add, ts = nv_u128_bit(t, 127);
        if (xs == ys && ts != xs) t = xs ? mn : mx;
      }
    }
    *r = t;
    break;
  }
  default: {
    nv_u128 rr;
    if (nv_cb_fold_int(op, bits, a, b, &rr)) {
      *r = rr;
      break;
    }
    if (op == NV_ISD_SDIV || op == NV_ISD_SREM || op == NV_ISD_UDIV || op == NV_ISD_UREM) {
      if (!e->machine) return 1;
      *r = nv_u128_make(~0ull, ~0ull);
      break;
    }
    return -1;
  }
  }
  *r = nv_u128_zext(*r, bits);
  return 0;
}

/* FP lane op on format sc; returns 1 for poison (ambiguous results). */
static int ev_fp_op(const ev *e, unsigned op, unsigned sc, nv_u128 ab, nv_u128 bb, nv_u128 cb, nv_u128 *r) {
  double a = ev_to_double(ab, sc), b = ev_to_double(bb, sc), c = ev_to_double(cb, sc), x;
  unsigned bits = 1 + ev_mant(sc) + ev_expb(sc);
  nv_u128 sign = nv_u128_shl(nv_u128_make(1, 0), bits - 1);
  (void)e;
  switch (op) {
  case NV_ISD_FNEG: *r = nv_u128_xor(ab, sign); return 0;
  case NV_ISD_FABS: *r = nv_u128_and(ab, nv_u128_not(sign)); return 0;
  case NV_ISD_FCOPYSIGN: *r = nv_u128_or(nv_u128_and(ab, nv_u128_not(sign)), nv_u128_and(bb, sign)); return 0;
  default: break;
  }
  if (sc == NV_SC_F32) {
    float fa = (float)a, fb = (float)b, fc = (float)c;
    volatile float fr;
    switch (op) {
    case NV_ISD_FADD: fr = fa + fb; break;
    case NV_ISD_FSUB: fr = fa - fb; break;
    case NV_ISD_FMUL: fr = fa * fb; break;
    case NV_ISD_FDIV: fr = fa / fb; break;
    case NV_ISD_FMA: fr = fmaf(fa, fb, fc); break;
    case NV_ISD_FREM: fr = fmodf(fa, fb); break;
    case NV_ISD_FSQRT: fr = sqrtf(fa); break;
    default: goto generic;
    }
    *r = nv_u128_make(nv_f32_to_bits(fr), 0);
    return 0;
  }
  if (sc == NV_SC_F64) {
    volatile double dr;
    switch (op) {
    case NV_ISD_FADD: dr = a + b; break;
    case NV_ISD_FSUB: dr = a - b; break;
    case NV_ISD_FMUL: dr = a * b; break;
    case NV_ISD_FDIV: dr = a / b; break;
    case NV_ISD_FMA: dr = fma(a, b, c); break;
    case NV_ISD_FREM: dr = fmod(a, b); break;
    case NV_ISD_FSQRT: dr = sqrt(a); break;
    default: goto generic;
    }
    *r = nv_u128_make(nv_f64_to_bits(dr), 0);
    return 0;
  }
  /* 16-bit formats: exact operands in double, one rounding of a correctly rounded
   * double (innocuous for + - * / sqrt; fmod is exact) */
  switch (op) {
  case NV_ISD_FADD: x = a + b; break;
  case NV_ISD_FSUB: x = a - b; break;
  case NV_ISD_FMUL: x = a * b; break;
  case NV_ISD_FDIV: x = a / b; break;
  case NV_ISD_FREM: x = fmod(a, b); break;
  case NV_ISD_FSQRT: x = sqrt(a); break;
  case NV_ISD_FMA: x = fma(a, b, c); break;
  default: goto generic;
  }
  *r = ev_from_double(x, sc);
  return 0;
generic:
  switch (op) {
  case NV_ISD_FFLOOR: x = floor(a); break;
  case NV_ISD_FCEIL: x = ceil(a); break;
  case NV_ISD_FTRUNC: x = trunc(a); break;
  case NV_ISD_FRINT: case NV_ISD_FNEARBYINT: case NV_ISD_FROUNDEVEN: x = rint(a); break;
  case NV_ISD_FROUND: x = round(a); break;
  case NV_ISD_FMINNUM: case NV_ISD_FMAXNUM:
    if (ev_isnan(a)) x = b;
    else if (ev_isnan(b)) x = a;
    else if (a == 0 && b == 0 && signbit(a) != signbit(b)) return e->machine ? (*r = ab, 0) : 1; /* either zero */
    else x = op == NV_ISD_FMINNUM ? (a < b ? a : b) : (a > b ? a : b);
    break;
  case NV_ISD_FMINIMUM: case NV_ISD_FMAXIMUM:
    if (ev_isnan(a) || ev_isnan(b)) x = NAN;
    else if (a == 0 && b == 0) x = (op == NV_ISD_FMINIMUM) == (signbit(a) || signbit(b)) ? (op == NV_ISD_FMINIMUM ? -0.0 : 0.0) : (op == NV_ISD_FMINIMUM ? 0.0 : (signbit(a) && signbit(b) ? -0.0 : 0.0));
    else x = op == NV_ISD_FMINIMUM ? (a < b ? a : b) : (a > b ? a : b);
    break;
  default: return -1;
  }
  *r = ev_from_double(x, sc);
  return 0;
}

static int ev_fp_cmp(unsigned cc, double a, double b) {
  int res = 0;
  if (nv_cb_cmp_fp(cc, a, b, &res)) return res;
  switch (cc) { /* the integer-style codes on FP: NaN makes EQ false and NE true */
  case NV_CC_EQ: return a == b;
  case NV_CC_NE: return !(a == b);
  case NV_CC_SGT: return a > b;
  case NV_CC_SGE: return a >= b;
  case NV_CC_SLT: return a < b;
  case NV_CC_SLE: return a <= b;
  default: return 0;
  }
}

/* Conversion of one lane; returns 1 for poison. */
static int ev_convert(const ev *e, unsigned op, nv_evt dt, nv_evt st, nv_u128 x, nv_u128 *r) {
  unsigned db = ev_eb(dt), sb = ev_eb(st), dsc = NV_EVT_SC(dt), ssc = NV_EVT_SC(st);
  double d;
  switch (op) {
  case NV_ISD_TRUNCATE: *r = nv_u128_zext(x, db); return 0;
  case NV_ISD_ZERO_EXTEND: case NV_ISD_ANY_EXTEND: *r = nv_u128_zext(x, sb); return 0;
  case NV_ISD_SIGN_EXTEND: *r = nv_u128_zext(nv_u128_sext(x, sb), db); return 0;
  case NV_ISD_FP_EXTEND: case NV_ISD_FP_ROUND:
    d = ev_to_double(x, ssc);
    if (ssc == NV_SC_F64 && dsc != NV_SC_F64) *r = ev_from_double(d, dsc); /* one rounding from binary64 */
    else *r = ev_from_double(d, dsc);
    if (ev_isnan(d)) *r = ev_from_double(NAN, dsc);
    return 0;
  case NV_ISD_FP16_TO_FP: *r = ev_from_double(ev_to_double(x, NV_SC_F16), dsc); return 0;
  case NV_ISD_FP_TO_FP16: *r = ev_from_double(ev_to_double(x, ssc), NV_SC_F16); return 0;
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP: {
    nv_u128 v = op == NV_ISD_SINT_TO_FP ? nv_u128_sext(x, sb) : nv_u128_zext(x, sb);
    int neg = op == NV_ISD_SINT_TO_FP && nv_u128_bit(v, 127);
    *r = ev_int_to_fp(neg ? nv_u128_sub(nv_u128_make(0, 0), v) : v, neg, dsc);
    return 0;
  }
  case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT: {
    double t;
    int sgn = op == NV_ISD_FP_TO_SINT;
    d = ev_to_double(x, ssc);
    t = trunc(d);
    if (db > 64) return 1;
    if (ev_isnan(d) || (sgn ? (t < -ldexp(1, (int)db - 1) || t >= ldexp(1, (int)db - 1)) : (t < 0 || t >= ldexp(1, (int)db)))) {
      if (!e->machine) return 1;
      *r = nv_u128_make(0, 0);
      return 0;
    }
    if (t < 0) *r = nv_u128_zext(nv_u128_make((uint64_t)(int64_t)t, ~0ull), db);
    else *r = nv_u128_zext(nv_u128_make(t >= 18446744073709551616.0 ? ~0ull : (uint64_t)t, 0), db);
    return 0;
  }
  case NV_ISD_BITCAST: *r = x; return 0;
  default: return -1;
  }
}

/* ---- memory ---- */
static int ev_addr(ev *e, const ev_val *p, unsigned bytes, uint64_t *a) {
  *a = p->w[0];
  if (p->poison || *a + bytes > EV_MEM) {
    e->err = 1;
    snprintf(e->msg, sizeof e->msg, "access outside memory or through a poison pointer (0x%llx)", (unsigned long long)*a);
    return 0;
  }
  return 1;
}

static unsigned ev_store_bytes(nv_evt vt) {
  unsigned b = nv_evt_bits(vt);
  return (b + 7) / 8;
}

/* Loads `memvt` at addr into a value of type `vt`, extending per ext. */
static void ev_load(ev *e, const ev_val *p, nv_evt vt, nv_evt memvt, unsigned ext, ev_val *out) {
  uint64_t a;
  unsigned nb = ev_store_bytes(memvt), i, ne = ev_ne(memvt), meb = ev_eb(memvt);
  ev_val raw;
  memset(&raw, 0, sizeof raw);
  memset(out, 0, sizeof *out);
  if (!ev_addr(e, p, nb, &a)) return;
  for (i = 0; i < nb; i++) {
    ev_setbits(&raw, 8 * i, 8, nv_u128_make(e->mem[a + i], 0));
    if (e->mpoison[a + i]) raw.poison |= 1u << (ne == 1 ? 0 : (8 * i) / meb < 31 ? (8 * i) / meb : 31);
  }
  if (NV_EVT_IS_VECTOR(vt)) {
    unsigned veb = ev_eb(vt);
    for (i = 0; i < ne; i++) {
      nv_u128 l = ev_bits(&raw, i * meb, meb);
      if (veb > meb) l = ext == NV_EXT_SEXT ? nv_u128_zext(nv_u128_sext(l, meb), veb) : l;
      ev_setbits(out, i * veb, veb, l);
    }
    out->poison = raw.poison;
    return;
  }
  {
    unsigned mb = nv_evt_bits(memvt), vb = nv_evt_bits(vt);
    nv_u128 l = ev_bits(&raw, 0, mb);
    if (vb > mb && ext == NV_EXT_SEXT) l = nv_u128_zext(nv_u128_sext(l, mb), vb);
    ev_setbits(out, 0, vb, l);
    out->poison = raw.poison ? 1 : 0;
  }
}

static void ev_store(ev *e, const ev_val *p, const ev_val *v, nv_evt vt, nv_evt memvt) {
  uint64_t a;
  unsigned nb = ev_store_bytes(memvt), i, ne = ev_ne(memvt), meb = ev_eb(memvt), veb = ev_eb(vt);
  ev_val raw;
  memset(&raw, 0, sizeof raw);
  if (!ev_addr(e, p, nb, &a)) return;
  if (NV_EVT_IS_VECTOR(memvt)) {
    for (i = 0; i < ne; i++) ev_setbits(&raw, i * meb, meb, ev_bits(v, i * veb, meb));
  } else {
    ev_setbits(&raw, 0, nv_evt_bits(memvt), ev_bits(v, 0, nv_evt_bits(memvt)));
  }
  for (i = 0; i < nb; i++) {
    /* a byte is poison when any lane with bits in it is (lanes narrower than a byte) */
    unsigned first = ne == 1 ? 0 : (8 * i) / meb, last = ne == 1 ? 0 : (8 * i + 7) / meb, l;
    uint8_t p = 0;
    for (l = first; l <= last && l < ne; l++) p |= (uint8_t)ev_lpoison(v, l);
    e->mem[a + i] = (uint8_t)ev_bits(&raw, 8 * i, 8).lo;
    e->mpoison[a + i] = p;
  }
}

/* ---- evaluation ---- */
static ev_val *ev_get(ev *e, nv_sdval v) { return &e->vals[(size_t)v.n->id * EV_MAXRES + v.r]; }

static void ev_node(ev *e, nv_sdnode *n) {
  ev_val *res = &e->vals[(size_t)n->id * EV_MAXRES];
  nv_evt vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned op = n->op, ne = ev_ne(vt), eb = ev_eb(vt), i, k;
  ev_val *o[40];
  nv_evt ot[40];
  if (n->nops > 40) {
    ev_fail(e, "too many operands in %s", n);
    return;
  }
  for (k = 0; k < n->nops; k++) {
    o[k] = ev_get(e, nv_sdop(n, k));
    ot[k] = nv_sdval_vt(nv_sdop(n, k));
  }
  if (n->nres > EV_MAXRES) {
    ev_fail(e, "too many results in %s", n);
    return;
  }
  for (k = 0; k < n->nres; k++) memset(&res[k], 0, sizeof res[k]);
  switch (op) {
  case NV_ISD_ENTRY_TOKEN: case NV_ISD_TOKEN_FACTOR: case NV_ISD_CONDCODE: case NV_ISD_VALUETYPE:
  case NV_ISD_BASIC_BLOCK: case NV_ISD_REGISTER:
    return;
  case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP:
    ev_setbits(res, 0, nv_evt_bits(vt), nv_u128_make(n->u.c.lo, n->u.c.hi));
    return;
  case NV_ISD_UNDEF: case NV_ISD_POISON:
    /* a machine register holds some value: a result that depends on it differs from
     * the reference (or the reference lane is poison too) */
    if (e->machine) {
      for (k = 0; k < EV_W; k++) res->w[k] = 0x9E3779B97F4A7C15ull * (n->id + 1) + k;
      ev_setbits(res, nv_evt_bits(vt), 64 * EV_W - nv_evt_bits(vt), nv_u128_make(0, 0));
      if (nv_evt_bits(vt) < 64 * EV_W) {
        unsigned b;
        for (b = nv_evt_bits(vt); b < 64 * EV_W; b++) res->w[b / 64] &= ~(1ull << (b % 64));
      }
      return;
    }
    res->poison = ev_allp(vt);
    return;
  case NV_ISD_FREEZE:
    *res = *o[0];
    res->poison = 0;
    return;
  case NV_ISD_MERGE_VALUES:
    for (k = 0; k < n->nres; k++) res[k] = *o[k];
    return;
  case NV_ISD_LOAD:
    ev_load(e, o[1], vt, n->mem->memvt ? n->mem->memvt : vt, n->mem->ext, res);
    return;
  case NV_ISD_STORE:
    ev_store(e, o[2], o[1], ot[1], n->mem->memvt ? n->mem->memvt : ot[1]);
    return;
  case NV_ISD_NVPTX_LOADV: {
    ev_val all;
    nv_evt mv = n->mem->memvt;
    unsigned kk = n->nres - 1, pb = nv_evt_bits(mv) / kk, rb = nv_evt_bits(vt);
    ev_load(e, o[1], mv, mv, 0, &all);
    for (k = 0; k < kk; k++) {
      nv_u128 l = ev_bits(&all, k * pb, pb);
      if (n->mem->ext == NV_EXT_SEXT) l = nv_u128_zext(nv_u128_sext(l, pb), rb);
      ev_setbits(&res[k], 0, rb, l);
      /* a part's lanes are poison when any memory lane in it is */
      {
        unsigned lanes_per = ev_ne(mv) / kk, l2;
        for (l2 = 0; l2 < lanes_per; l2++)
          if (ev_lpoison(&all, k * lanes_per + l2)) res[k].poison = ev_allp(vt);
      }
    }
    return;
  }
  case NV_ISD_NVPTX_STOREV: {
    ev_val all;
    nv_evt mv = n->mem->memvt;
    unsigned kk = n->nops - 2, pb = nv_evt_bits(mv) / kk, lanes_per = ev_ne(mv) / kk, l2;
    memset(&all, 0, sizeof all);
    for (k = 0; k < kk; k++) {
      ev_setbits(&all, k * pb, pb, ev_bits(o[1 + k], 0, pb));
      for (l2 = 0; l2 < lanes_per; l2++)
        if (o[1 + k]->poison) all.poison |= 1u << (k * lanes_per + l2);
    }
    ev_store(e, o[1 + kk], &all, mv, mv);
    return;
  }
  case NV_ISD_BUILD_PAIR: {
    unsigned h = nv_evt_bits(ot[0]);
    ev_setbits(res, 0, h, ev_bits(o[0], 0, h));
    ev_setbits(res, h, h, ev_bits(o[1], 0, h));
    res->poison = o[0]->poison | o[1]->poison ? 1 : 0;
    return;
  }
  case NV_ISD_EXTRACT_ELEMENT: {
    unsigned h = nv_evt_bits(vt);
    ev_setbits(res, 0, h, ev_bits(o[0], (unsigned)o[1]->w[0] * h, h));
    res->poison = o[0]->poison ? 1 : 0;
    return;
  }
  case NV_ISD_BITCAST:
    *res = *o[0];
    res->poison = o[0]->poison ? ev_allp(vt) : 0;
    return;
  case NV_ISD_BUILD_VECTOR:
    for (i = 0; i < ne; i++) {
      ev_setbits(res, i * eb, eb, ev_bits(o[i], 0, eb));
      if (o[i]->poison) res->poison |= 1u << i;
    }
    return;
  case NV_ISD_SCALAR_TO_VECTOR:
    ev_setbits(res, 0, eb, ev_bits(o[0], 0, eb));
    res->poison = (ev_allp(vt) & ~1u) | (o[0]->poison ? 1u : 0u);
    return;
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    uint64_t idx = o[1]->w[0];
    unsigned seb = ev_eb(ot[0]);
    if (idx >= ev_ne(ot[0]) || o[1]->poison) {
      res->poison = 1;
      return;
    }
    ev_setbits(res, 0, seb, ev_bits(o[0], (unsigned)idx * seb, seb));
    res->poison = ev_lpoison(o[0], (unsigned)idx);
    return;
  }
  case NV_ISD_INSERT_VECTOR_ELT: {
    uint64_t idx = o[2]->w[0];
    *res = *o[0];
    if (idx >= ne || o[2]->poison) {
      res->poison = ev_allp(vt);
      return;
    }
    ev_setbits(res, (unsigned)idx * eb, eb, ev_bits(o[1], 0, eb));
    res->poison = (res->poison & ~(1u << idx)) | (o[1]->poison ? 1u << idx : 0);
    return;
  }
  case NV_ISD_CONCAT_VECTORS: {
    unsigned pn = ev_ne(ot[0]);
    for (k = 0; k < n->nops; k++)
      for (i = 0; i < pn; i++) {
        ev_setbits(res, (k * pn + i) * eb, eb, ev_lane(o[k], ot[k], i));
        if (ev_lpoison(o[k], i)) res->poison |= 1u << (k * pn + i);
      }
    return;
  }
  case NV_ISD_EXTRACT_SUBVECTOR: {
    unsigned idx = (unsigned)o[1]->w[0];
    for (i = 0; i < ne; i++) {
      ev_setbits(res, i * eb, eb, ev_lane(o[0], ot[0], idx + i));
      if (ev_lpoison(o[0], idx + i)) res->poison |= 1u << i;
    }
    return;
  }
  case NV_ISD_INSERT_SUBVECTOR: {
    unsigned idx = (unsigned)o[2]->w[0], sn = ev_ne(ot[1]);
    *res = *o[0];
    for (i = 0; i < sn; i++) {
      ev_setbits(res, (idx + i) * eb, eb, ev_lane(o[1], ot[1], i));
      res->poison = (res->poison & ~(1u << (idx + i))) | (ev_lpoison(o[1], i) ? 1u << (idx + i) : 0);
    }
    return;
  }
  case NV_ISD_VECTOR_SHUFFLE: {
    unsigned na = ev_ne(ot[0]);
    for (i = 0; i < ne; i++) {
      int m = n->u.mask[i];
      if (m < 0) {
        res->poison |= 1u << i;
        continue;
      }
      ev_setbits(res, i * eb, eb, (unsigned)m < na ? ev_lane(o[0], ot[0], (unsigned)m) : ev_lane(o[1], ot[1], (unsigned)m - na));
      if ((unsigned)m < na ? ev_lpoison(o[0], (unsigned)m) : ev_lpoison(o[1], (unsigned)m - na)) res->poison |= 1u << i;
    }
    return;
  }
  case NV_ISD_NVPTX_MUL_WIDE_SIGNED: case NV_ISD_NVPTX_MUL_WIDE_UNSIGNED: {
    unsigned hb = ev_eb(ot[0]);
    nv_u128 a = ev_bits(o[0], 0, hb), b = ev_bits(o[1], 0, hb);
    if (op == NV_ISD_NVPTX_MUL_WIDE_SIGNED) {
      a = nv_u128_sext(a, hb);
      b = nv_u128_sext(b, hb);
    }
    ev_setbits(res, 0, eb, nv_u128_mul(a, b));
    res->poison = o[0]->poison | o[1]->poison ? 1 : 0;
    return;
  }
  case NV_ISD_NVPTX_BFE: {
    unsigned start = (unsigned)o[1]->w[0] & 0xff, len = (unsigned)o[2]->w[0] & 0xff;
    nv_u128 x = ev_bits(o[0], 0, eb);
    nv_u128 r = start >= eb ? nv_u128_make(0, 0) : nv_u128_zext(nv_u128_lshr(x, start), len);
    ev_setbits(res, 0, eb, r);
    res->poison = o[0]->poison | o[1]->poison | o[2]->poison ? 1 : 0;
    return;
  }
  case NV_ISD_NVPTX_PRMT: {
    uint64_t bytes = (ev_bits(o[0], 0, 32).lo & 0xffffffffu) | (ev_bits(o[1], 0, 32).lo << 32);
    uint32_t sel = (uint32_t)o[2]->w[0], r = 0;
    for (i = 0; i < 4; i++) r |= (uint32_t)((bytes >> (8 * ((sel >> (4 * i)) & 7))) & 0xff) << (8 * i);
    ev_setbits(res, 0, 32, nv_u128_make(r, 0));
    res->poison = o[0]->poison | o[1]->poison | o[2]->poison ? 1 : 0;
    return;
  }
  case NV_ISD_NVPTX_ADD_CC: case NV_ISD_NVPTX_SUB_CC: {
    /* [alo, blo, ahi, bhi] -> [lo, hi]: the two words of a 128-bit add/sub */
    nv_u128 a = nv_u128_make(ev_bits(o[0], 0, 64).lo, ev_bits(o[2], 0, 64).lo);
    nv_u128 b = nv_u128_make(ev_bits(o[1], 0, 64).lo, ev_bits(o[3], 0, 64).lo);
    nv_u128 r = op == NV_ISD_NVPTX_ADD_CC ? nv_u128_add(a, b) : nv_u128_sub(a, b);
    res[0].poison = res[1].poison = o[0]->poison | o[1]->poison | o[2]->poison | o[3]->poison ? 1 : 0;
    ev_setbits(&res[0], 0, 64, nv_u128_make(r.lo, 0));
    ev_setbits(&res[1], 0, 64, nv_u128_make(r.hi, 0));
    return;
  }
  case NV_ISD_UADDO: case NV_ISD_USUBO: case NV_ISD_SADDO: case NV_ISD_SSUBO: case NV_ISD_UMULO: case NV_ISD_SMULO: {
    nv_u128 a = ev_bits(o[0], 0, eb), b = ev_bits(o[1], 0, eb), r, wide;
    int sgn = op == NV_ISD_SADDO || op == NV_ISD_SSUBO || op == NV_ISD_SMULO, ovf = 0;
    unsigned base = op == NV_ISD_UADDO || op == NV_ISD_SADDO ? NV_ISD_ADD : op == NV_ISD_USUBO || op == NV_ISD_SSUBO ? NV_ISD_SUB : NV_ISD_MUL;
    nv_cb_fold_int(base, eb, a, b, &r);
    res[1].poison = o[0]->poison | o[1]->poison ? 1 : 0;
    if (eb == 128) {
      if (base == NV_ISD_MUL) res[1].poison = 1;
      else if (sgn) /* operands of one sign (add) or of different signs (sub) giving the other */
        ovf = (base == NV_ISD_ADD) == (nv_u128_bit(a, 127) == nv_u128_bit(b, 127)) && nv_u128_bit(r, 127) != nv_u128_bit(a, 127);
      else
        ovf = base == NV_ISD_ADD ? nv_u128_ult(r, a) : nv_u128_ult(a, b);
    } else if (base == NV_ISD_MUL && eb > 64) {
      res[1].poison = 1;
      ovf = 0;
    } else {
      /* the exact result in 128 bits against its own truncation */
      nv_u128 x = sgn ? nv_u128_sext(a, eb) : a, y = sgn ? nv_u128_sext(b, eb) : b;
      wide = base == NV_ISD_ADD ? nv_u128_add(x, y) : base == NV_ISD_SUB ? nv_u128_sub(x, y) : nv_u128_mul(x, y);
      ovf = !nv_u128_eq(sgn ? nv_u128_sext(wide, eb) : nv_u128_zext(wide, eb), wide);
    }
    if (eb == 128 && base == NV_ISD_MUL) ovf = 0;
    ev_setbits(&res[1], 0, 1, nv_u128_make((uint64_t)ovf, 0));
    ev_setbits(&res[0], 0, eb, r);
    res[0].poison = o[0]->poison | o[1]->poison ? 1 : 0;
    return;
  }
  default: break;
  }
  /* elementwise */
  for (i = 0; i < ne; i++) {
    nv_u128 lr = nv_u128_make(0, 0), l[3];
    int p = 0, rc = 0;
    for (k = 0; k < n->nops && k < 3; k++) {
      if (ot[k] == NV_EVT_OTHER) continue;
      if (NV_EVT_IS_VECTOR(ot[k])) {
        l[k] = ev_lane(o[k], ot[k], i);
        p |= ev_lpoison(o[k], i);
      } else {
        l[k] = ev_bits(o[k], 0, nv_evt_bits(ot[k]));
        if (op != NV_ISD_SELECT || k == 0) p |= o[k]->poison ? 1 : 0;
      }
    }
    switch (op) {
    case NV_ISD_SELECT: case NV_ISD_VSELECT: {
      unsigned pick = nv_u128_bit(l[0], 0) ? 1 : 2;
      lr = l[pick];
      p = NV_EVT_IS_VECTOR(ot[0]) ? ev_lpoison(o[0], i) : (o[0]->poison ? 1 : 0);
      p |= NV_EVT_IS_VECTOR(ot[pick]) ? ev_lpoison(o[pick], i) : (o[pick]->poison ? 1 : 0);
      break;
    }
    case NV_ISD_SETCC: {
      unsigned cc = nv_sdop(n, 2).n->u.cc, sc = NV_EVT_SC(ot[0]);
      int t;
      if (NV_EVT_IS_FP(ot[0])) t = ev_fp_cmp(cc, ev_to_double(l[0], sc), ev_to_double(l[1], sc));
      else if (!nv_cb_cmp_int(cc, ev_eb(ot[0]), l[0], l[1], &t)) rc = -1;
      lr = nv_u128_make((uint64_t)t, 0);
      break;
    }
    case NV_ISD_SIGN_EXTEND_INREG: {
      nv_evt iv = nv_sdop(n, 1).n->u.vt;
      lr = nv_u128_zext(nv_u128_sext(l[0], ev_eb(iv)), eb);
      break;
    }
    case NV_ISD_TRUNCATE: case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND: case NV_ISD_ANY_EXTEND:
    case NV_ISD_FP_EXTEND: case NV_ISD_FP_ROUND: case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP:
    case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT: case NV_ISD_FP16_TO_FP: case NV_ISD_FP_TO_FP16:
      rc = ev_convert(e, op, NV_EVT_ELEM(vt), NV_EVT_ELEM(ot[0]), l[0], &lr);
      break;
    default:
      if (NV_EVT_IS_FP(vt)) {
        nv_u128 b = n->nops > 1 ? l[1] : l[0], c = n->nops > 2 ? l[2] : l[0];
        /* the sign of a computed NaN is unspecified: a copysign from one is ambiguous */
        if (op == NV_ISD_FCOPYSIGN && !e->machine && ev_isnan(ev_to_double(l[1], NV_EVT_SC(ot[1]))) &&
            nv_sdop(n, 1).n->op != NV_ISD_LOAD)
          p = 1;
        if (op == NV_ISD_FCOPYSIGN && NV_EVT_SC(ot[1]) != NV_EVT_SC(vt)) {
          unsigned sb = ev_eb(ot[1]);
          b = nv_u128_bit(l[1], sb - 1) ? nv_u128_shl(nv_u128_make(1, 0), eb - 1) : nv_u128_make(0, 0);
        }
        rc = ev_fp_op(e, op, NV_EVT_SC(vt), l[0], b, c, &lr);
      } else {
        unsigned bb = n->nops > 1 ? ev_eb(ot[1]) : 0;
        rc = ev_int_op(e, op, eb, l[0], n->nops > 1 ? l[1] : l[0], n->nops > 2 ? l[2] : l[0], bb, &lr);
      }
      break;
    }
    if (rc < 0) {
      ev_fail(e, "evaluator does not know %s", n);
      return;
    }
    if (rc > 0) p = 1;
    ev_setbits(res, i * eb, eb, lr);
    if (p) res->poison |= 1u << (i < 31 ? i : 31);
  }
}

/* Evaluates the DAG reachable from its root; returns 0 on evaluator failure. */
static int ev_run(ev *e, nv_dag *d) {
  uint32_t cnt, i;
  nv_sdnode **order = nv_dag_topo_order(d, &cnt);
  e->d = d;
  e->nvals = d->next_id;
  e->vals = (ev_val *)calloc((size_t)e->nvals * EV_MAXRES, sizeof(ev_val));
  for (i = 0; i < cnt && !e->err; i++) ev_node(e, order[i]);
  free(e->vals);
  e->vals = NULL;
  return !e->err;
}
