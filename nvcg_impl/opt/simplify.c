/* simplify.c -- instruction simplification and constant folding (a small InstSimplify):
 * each rule replaces an instruction by a value that already exists (an operand or a
 * constant), never by new instructions, so the pass only ever shrinks the function.
 *
 * Folding is bit-exact: integer operations of any width up to 128 bits are computed on
 * 128-bit words and masked to the width; division by zero and INT_MIN / -1 are left
 * alone, over-wide shifts give poison (as LangRef says). Floating-point constants are
 * folded only where the host computes the same bits: +, -, *, / of half, bfloat, float
 * and double are done in double (exact for double on SSE2 hosts, and correctly rounded
 * for the narrower formats since double has more than twice their precision plus two
 * bits) and rounded once; results or operands that are NaN, and float subnormals (the
 * code may run flushing them to zero), are not folded; nothing calls libm. Comparisons,
 * casts of constants, identities (x+0, x*1, x&0, x|-1, x^x, x-x, shifts by 0, x/1, ...),
 * select of a constant condition or equal arms, trivial phis, freeze of values that
 * cannot be poison, all-zero GEPs and extractvalue of insertvalue / constants are the
 * rest; so are integer compares and bitwise results that known bits decide
 * (nv_opt_known_bits: `(x & 7) == 9` is false, `(x << 4) & 15` is 0). Runs at -O1 and
 * above. */

#include <float.h>

typedef struct nv_simp_w {
  uint64_t lo, hi;
} nv_simp_w;

static nv_simp_w nv_simp_w_of(const nv_value *c) {
  nv_simp_w r;
  r.lo = ((const nv_const *)c)->ci[0];
  r.hi = ((const nv_const *)c)->ci[1];
  return r;
}

static nv_simp_w nv_simp_w_mask(nv_simp_w a, unsigned bits) {
  if (bits < 64) {
    a.lo &= (1ull << bits) - 1;
    a.hi = 0;
  } else if (bits == 64) {
    a.hi = 0;
  } else if (bits < 128) {
    a.hi &= (1ull << (bits - 64)) - 1;
  }
  return a;
}

static int nv_simp_w_sign(nv_simp_w a, unsigned bits) {
  return bits <= 64 ? (int)((a.lo >> (bits - 1)) & 1) : (int)((a.hi >> (bits - 65)) & 1);
}

/* sign-extends a bits-wide value to all 128 bits */
static nv_simp_w nv_simp_w_sext(nv_simp_w a, unsigned bits) {
  if (!nv_simp_w_sign(a, bits)) return a;
  if (bits < 64) {
    a.lo |= ~0ull << bits;
    a.hi = ~0ull;
  } else if (bits == 64) {
    a.hi = ~0ull;
  } else if (bits < 128) {
    a.hi |= ~0ull << (bits - 64);
  }
  return a;
}

static nv_simp_w nv_simp_w_add(nv_simp_w a, nv_simp_w b) {
  nv_simp_w r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi + (r.lo < a.lo);
  return r;
}

static nv_simp_w nv_simp_w_neg(nv_simp_w a) {
  nv_simp_w r, one = {1, 0};
  r.lo = ~a.lo;
  r.hi = ~a.hi;
  return nv_simp_w_add(r, one);
}

static nv_simp_w nv_simp_w_sub(nv_simp_w a, nv_simp_w b) { return nv_simp_w_add(a, nv_simp_w_neg(b)); }

/* 64 x 64 -> 128 by 32-bit halves */
static nv_simp_w nv_simp_w_mul64(uint64_t a, uint64_t b) {
  uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  nv_simp_w r;
  r.lo = (p00 & 0xffffffffu) | (mid << 32);
  r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  return r;
}

static nv_simp_w nv_simp_w_mul(nv_simp_w a, nv_simp_w b) {
  nv_simp_w r = nv_simp_w_mul64(a.lo, b.lo);
  r.hi += a.lo * b.hi + a.hi * b.lo;
  return r;
}

static nv_simp_w nv_simp_w_shl(nv_simp_w a, unsigned s) {
  nv_simp_w r;
  if (s == 0) return a;
  if (s >= 128) {
    r.lo = r.hi = 0;
  } else if (s >= 64) {
    r.hi = a.lo << (s - 64);
    r.lo = 0;
  } else {
    r.hi = (a.hi << s) | (a.lo >> (64 - s));
    r.lo = a.lo << s;
  }
  return r;
}

static nv_simp_w nv_simp_w_lshr(nv_simp_w a, unsigned s) {
  nv_simp_w r;
  if (s == 0) return a;
  if (s >= 128) {
    r.lo = r.hi = 0;
  } else if (s >= 64) {
    r.lo = a.hi >> (s - 64);
    r.hi = 0;
  } else {
    r.lo = (a.lo >> s) | (a.hi << (64 - s));
    r.hi = a.hi >> s;
  }
  return r;
}

static int nv_simp_w_ult(nv_simp_w a, nv_simp_w b) { return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo; }
static int nv_simp_w_eq(nv_simp_w a, nv_simp_w b) { return a.hi == b.hi && a.lo == b.lo; }
static int nv_simp_w_zero(nv_simp_w a) { return !a.hi && !a.lo; }

/* unsigned a / b and a % b (b != 0), restoring division one bit at a time */
static void nv_simp_w_divrem(nv_simp_w a, nv_simp_w b, nv_simp_w *q, nv_simp_w *r) {
  nv_simp_w quo = {0, 0}, rem = {0, 0};
  int i;
  for (i = 127; i >= 0; i--) {
    rem = nv_simp_w_shl(rem, 1);
    rem.lo |= (i >= 64 ? a.hi >> (i - 64) : a.lo >> i) & 1;
    if (!nv_simp_w_ult(rem, b)) {
      rem = nv_simp_w_sub(rem, b);
      if (i >= 64) quo.hi |= 1ull << (i - 64);
      else quo.lo |= 1ull << i;
    }
  }
  *q = quo;
  *r = rem;
}

static nv_value *nv_simp_cint(nv_type *t, nv_simp_w v) {
  v = nv_simp_w_mask(v, t->bits);
  return nv_const_int(t, v.lo, v.hi);
}

static nv_value *nv_opt_poison(nv_type *t) { return nv_const_simple(t->ctx, NV_V_POISON, t); }

/* Integer binary operation on constants; NULL when it must not be folded. */
static nv_value *nv_simp_fold_int(unsigned op, nv_type *t, nv_simp_w a, nv_simp_w b) {
  unsigned bits = t->bits;
  nv_simp_w q, r, sa, sb;
  int na, nb;
  switch (op) {
  case NVCG_OP_ADD: return nv_simp_cint(t, nv_simp_w_add(a, b));
  case NVCG_OP_SUB: return nv_simp_cint(t, nv_simp_w_sub(a, b));
  case NVCG_OP_MUL: return nv_simp_cint(t, nv_simp_w_mul(a, b));
  case NVCG_OP_AND: a.lo &= b.lo; a.hi &= b.hi; return nv_simp_cint(t, a);
  case NVCG_OP_OR: a.lo |= b.lo; a.hi |= b.hi; return nv_simp_cint(t, a);
  case NVCG_OP_XOR: a.lo ^= b.lo; a.hi ^= b.hi; return nv_simp_cint(t, a);
  case NVCG_OP_UDIV: case NVCG_OP_UREM:
    if (nv_simp_w_zero(b)) return NULL;
    nv_simp_w_divrem(a, b, &q, &r);
    return nv_simp_cint(t, op == NVCG_OP_UDIV ? q : r);
  case NVCG_OP_SDIV: case NVCG_OP_SREM: {
    nv_simp_w ones = {~0ull, ~0ull}, one = {1, 0};
    if (nv_simp_w_zero(b)) return NULL;
    /* INT_MIN / -1 overflows: undefined behaviour, leave it */
    if (nv_simp_w_eq(b, nv_simp_w_mask(ones, bits)) && nv_simp_w_eq(a, nv_simp_w_shl(one, bits - 1))) return NULL;
    na = nv_simp_w_sign(a, bits);
    nb = nv_simp_w_sign(b, bits);
    sa = nv_simp_w_sext(a, bits);
    sb = nv_simp_w_sext(b, bits);
    if (na) sa = nv_simp_w_neg(sa);
    if (nb) sb = nv_simp_w_neg(sb);
    nv_simp_w_divrem(sa, sb, &q, &r);
    if (op == NVCG_OP_SDIV) return nv_simp_cint(t, na != nb ? nv_simp_w_neg(q) : q);
    return nv_simp_cint(t, na ? nv_simp_w_neg(r) : r);
  }
  case NVCG_OP_SHL: case NVCG_OP_LSHR: case NVCG_OP_ASHR: {
    nv_simp_w ones = {~0ull, ~0ull};
    unsigned sh;
    if (b.hi || b.lo >= bits) return nv_opt_poison(t);
    sh = (unsigned)b.lo;
    if (op == NVCG_OP_SHL) return nv_simp_cint(t, nv_simp_w_shl(a, sh));
    if (op == NVCG_OP_LSHR) return nv_simp_cint(t, nv_simp_w_lshr(a, sh));
    /* arithmetic: shift the 128-bit sign extension, filling the top with the sign */
    r = nv_simp_w_lshr(nv_simp_w_sext(a, bits), sh);
    if (nv_simp_w_sign(a, bits)) {
      nv_simp_w fill = nv_simp_w_shl(ones, 128 - sh);
      r.lo |= fill.lo;
      r.hi |= fill.hi;
    }
    return nv_simp_cint(t, r);
  }
  default: return NULL;
  }
}

static int nv_simp_icmp_eval(unsigned pred, nv_simp_w a, nv_simp_w b, unsigned bits) {
  nv_simp_w sa = nv_simp_w_sext(a, bits), sb = nv_simp_w_sext(b, bits);
  int slt;
  /* signed order: flip the top bit of the 128-bit sign-extended values */
  sa.hi ^= 1ull << 63;
  sb.hi ^= 1ull << 63;
  slt = nv_simp_w_ult(sa, sb);
  switch (pred) {
  case NVCG_ICMP_EQ: return nv_simp_w_eq(a, b);
  case NVCG_ICMP_NE: return !nv_simp_w_eq(a, b);
  case NVCG_ICMP_UGT: return nv_simp_w_ult(b, a);
  case NVCG_ICMP_UGE: return !nv_simp_w_ult(a, b);
  case NVCG_ICMP_ULT: return nv_simp_w_ult(a, b);
  case NVCG_ICMP_ULE: return !nv_simp_w_ult(b, a);
  case NVCG_ICMP_SGT: return !slt && !nv_simp_w_eq(a, b);
  case NVCG_ICMP_SGE: return !slt;
  case NVCG_ICMP_SLT: return slt;
  case NVCG_ICMP_SLE: return slt || nv_simp_w_eq(a, b);
  default: return 0;
  }
}

/* ---- floating point ---- */

/* A scalar FP constant whose value the host represents exactly in a double. */
static int nv_simp_fp_ok(const nv_value *v) {
  unsigned k = v->type->kind;
  return v->kind == NV_V_CFP && (k == NVCG_TYPE_HALF || k == NVCG_TYPE_BFLOAT || k == NVCG_TYPE_FLOAT || k == NVCG_TYPE_DOUBLE);
}

static int nv_simp_is_nan(double d) { return d != d; }

/* float subnormals may be flushed where the code runs; leave them to the hardware */
static int nv_simp_risky_value(const nv_type *t, double d) {
  double a = d < 0 ? -d : d;
  if (nv_simp_is_nan(d)) return 1;
  return t->kind == NVCG_TYPE_FLOAT && a != 0 && a < 1.17549435082228750797e-38;
}

static nv_value *nv_simp_fold_fp(unsigned op, nv_type *t, const nv_value *x, const nv_value *y) {
  double a = nv_cfp_to_double(x), b = nv_cfp_to_double(y), r;
  uint64_t w[2];
#if (defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0) || defined(__FAST_MATH__)
  return NULL; /* the host would compute with excess precision, or not by IEEE rules */
#endif
  if (nv_simp_risky_value(t, a) || nv_simp_risky_value(t, b)) return NULL;
  switch (op) {
  case NVCG_OP_FADD: r = a + b; break;
  case NVCG_OP_FSUB: r = a - b; break;
  case NVCG_OP_FMUL: r = a * b; break;
  case NVCG_OP_FDIV:
    if (b == 0) return NULL;
    r = a / b;
    break;
  default: return NULL;
  }
  if (nv_simp_risky_value(t, r)) return NULL;
  nv_fp_from_double(t, r, w);
  /* the rounded result must not be a float subnormal either */
  if (t->kind == NVCG_TYPE_FLOAT && nv_simp_risky_value(t, (double)nv_bits_to_f32((uint32_t)w[0]))) return NULL;
  return nv_const_fp_bits(t, w[0], w[1]);
}

static int nv_simp_fcmp_eval(unsigned pred, double a, double b) {
  int uno = nv_simp_is_nan(a) || nv_simp_is_nan(b);
  int lt = !uno && a < b, gt = !uno && a > b, eq = !uno && a == b;
  switch (pred) {
  case NVCG_FCMP_FALSE: return 0;
  case NVCG_FCMP_OEQ: return eq;
  case NVCG_FCMP_OGT: return gt;
  case NVCG_FCMP_OGE: return gt || eq;
  case NVCG_FCMP_OLT: return lt;
  case NVCG_FCMP_OLE: return lt || eq;
  case NVCG_FCMP_ONE: return lt || gt;
  case NVCG_FCMP_ORD: return !uno;
  case NVCG_FCMP_UNO: return uno;
  case NVCG_FCMP_UEQ: return uno || eq;
  case NVCG_FCMP_UGT: return uno || gt;
  case NVCG_FCMP_UGE: return uno || gt || eq;
  case NVCG_FCMP_ULT: return uno || lt;
  case NVCG_FCMP_ULE: return uno || lt || eq;
  case NVCG_FCMP_UNE: return uno || lt || gt;
  default: return 1;
  }
}

/* FP constant equal to d (checks the exact bits, so -0.0 and 0.0 differ). */
static int nv_simp_is_fp(const nv_value *v, double d) {
  uint64_t w[2];
  if (!nv_simp_fp_ok(v)) return 0;
  nv_fp_from_double(v->type, d, w);
  return ((const nv_const *)v)->ci[0] == w[0] && ((const nv_const *)v)->ci[1] == w[1];
}

/* ---- casts of constants ---- */
static nv_value *nv_simp_fold_cast(unsigned op, nv_value *x, nv_type *to) {
  nv_type *from = x->type;
  if (x->kind == NV_V_UNDEF && (op == NVCG_OP_TRUNC || op == NVCG_OP_BITCAST)) return nv_opt_undef(to);
  if (x->kind == NV_V_POISON) return nv_opt_poison(to);
  switch (op) {
  case NVCG_OP_TRUNC: case NVCG_OP_ZEXT:
    if (x->kind != NV_V_CINT) return NULL;
    return nv_simp_cint(to, nv_simp_w_of(x));
  case NVCG_OP_SEXT:
    if (x->kind != NV_V_CINT) return NULL;
    return nv_simp_cint(to, nv_simp_w_sext(nv_simp_w_of(x), from->bits));
  case NVCG_OP_BITCAST:
    if (x->kind == NV_V_CINT && nv_type_is_fp(to)) return nv_const_fp_bits(to, nv_simp_w_of(x).lo, nv_simp_w_of(x).hi);
    if (x->kind == NV_V_CFP && to->kind == NVCG_TYPE_INT)
      return nv_const_int(to, ((nv_const *)x)->ci[0], ((nv_const *)x)->ci[1]);
    return NULL;
  case NVCG_OP_FPEXT: case NVCG_OP_FPTRUNC: {
    double d;
    uint64_t w[2];
    if (!nv_simp_fp_ok(x) || !nv_type_is_fp(to) || to->kind == NVCG_TYPE_FP128) return NULL;
    d = nv_cfp_to_double(x);
    if (nv_simp_risky_value(from, d) || nv_simp_risky_value(to, d)) return NULL;
    nv_fp_from_double(to, d, w);
    if (to->kind == NVCG_TYPE_FLOAT && nv_simp_risky_value(to, (double)nv_bits_to_f32((uint32_t)w[0]))) return NULL;
    return nv_const_fp_bits(to, w[0], w[1]);
  }
  case NVCG_OP_SITOFP: case NVCG_OP_UITOFP: {
    nv_simp_w v;
    double d;
    uint64_t w[2];
    int neg = 0;
    if (x->kind != NV_V_CINT || to->kind == NVCG_TYPE_FP128) return NULL;
    v = nv_simp_w_of(x);
    if (op == NVCG_OP_SITOFP && nv_simp_w_sign(v, from->bits)) {
      neg = 1;
      v = nv_simp_w_mask(nv_simp_w_neg(nv_simp_w_sext(v, from->bits)), 128);
    }
    /* exact in a double, so the only rounding is the one to the target type */
    if (v.hi || v.lo > (1ull << 53)) return NULL;
    d = (double)v.lo;
    if (neg) d = -d;
    if (nv_simp_risky_value(to, d)) return NULL;
    nv_fp_from_double(to, d, w);
    return nv_const_fp_bits(to, w[0], w[1]);
  }
  case NVCG_OP_FPTOSI: case NVCG_OP_FPTOUI: {
    double d;
    int64_t iv;
    unsigned bits = to->bits;
    if (!nv_simp_fp_ok(x) || bits > 63) return NULL;
    d = nv_cfp_to_double(x);
    if (!(d > -9.2e18 && d < 9.2e18)) return NULL; /* NaN, infinities, out of range */
    iv = (int64_t)d; /* C conversion truncates toward zero, as fptosi/fptoui do */
    if (op == NVCG_OP_FPTOUI) {
      if (iv < 0 || (uint64_t)iv >= (1ull << bits)) return NULL;
      return nv_const_int(to, (uint64_t)iv, 0);
    }
    if (iv < -(int64_t)(1ull << (bits - 1)) || iv >= (int64_t)(1ull << (bits - 1))) return NULL;
    return nv_const_int_s(to, iv);
  }
  default: return NULL;
  }
}

/* ---- the rules ---- */

typedef struct nv_simp {
  nv_cfg g;
  nv_kb_memo kb; /* known bits, forgotten at every change (irutil.c) */
} nv_simp;

static int nv_simp_all_ones(const nv_value *v) {
  nv_simp_w a, m = {~0ull, ~0ull};
  if (v->kind != NV_V_CINT) return 0;
  a = nv_simp_w_of(v);
  return nv_simp_w_eq(a, nv_simp_w_mask(m, v->type->bits));
}

static int nv_simp_is_int(const nv_value *v, uint64_t x) { return v->kind == NV_V_CINT && nv_value_is_cint(v, x); }

/* A value that is never poison or undef (for freeze). */
static int nv_simp_not_poison(const nv_value *v) {
  switch (v->kind) {
  case NV_V_CINT: case NV_V_CFP: case NV_V_CNULL: case NV_V_CZERO: case NV_V_GLOBAL: case NV_V_FUNC: return 1;
  case NV_V_ARG: {
    const nv_arg *a = (const nv_arg *)v;
    return (a->parent->pattrs[a->index].flags & NVCG_PARAM_NOUNDEF) != 0;
  }
  case NV_V_INST: return v->opcode == NVCG_OP_FREEZE;
  default: return 0;
  }
}

static nv_value *nv_simp_binop(nv_inst *I) {
  unsigned op = I->v.opcode;
  nv_value *a = I->ops[0].val, *b = I->ops[1].val;
  nv_type *t = I->v.type;
  if (t->kind == NVCG_TYPE_INT) {
    if (a->kind == NV_V_CINT && b->kind == NV_V_CINT) return nv_simp_fold_int(op, t, nv_simp_w_of(a), nv_simp_w_of(b));
    /* put a constant on the right for the commutative rules */
    if ((op == NVCG_OP_ADD || op == NVCG_OP_MUL || op == NVCG_OP_AND || op == NVCG_OP_OR || op == NVCG_OP_XOR) &&
        a->kind == NV_V_CINT) {
      nv_value *tmp = a;
      a = b;
      b = tmp;
    }
    switch (op) {
    case NVCG_OP_ADD: if (nv_simp_is_int(b, 0)) return a; break;
    case NVCG_OP_SUB:
      if (nv_simp_is_int(b, 0)) return a;
      if (a == b) return nv_const_int(t, 0, 0);
      break;
    case NVCG_OP_MUL:
      if (nv_simp_is_int(b, 1)) return a;
      if (nv_simp_is_int(b, 0)) return b;
      break;
    case NVCG_OP_AND:
      if (nv_simp_is_int(b, 0)) return b;
      if (nv_simp_all_ones(b) || a == b) return a;
      break;
    case NVCG_OP_OR:
      if (nv_simp_is_int(b, 0) || a == b) return a;
      if (nv_simp_all_ones(b)) return b;
      break;
    case NVCG_OP_XOR:
      if (nv_simp_is_int(b, 0)) return a;
      if (a == b) return nv_const_int(t, 0, 0);
      break;
    case NVCG_OP_SHL: case NVCG_OP_LSHR: case NVCG_OP_ASHR:
      if (nv_simp_is_int(b, 0)) return a;
      if (nv_simp_is_int(a, 0)) return a;
      if (op == NVCG_OP_ASHR && nv_simp_all_ones(a)) return a;
      break;
    case NVCG_OP_UDIV: case NVCG_OP_SDIV:
      if (nv_simp_is_int(b, 1)) return a;
      break;
    case NVCG_OP_UREM: case NVCG_OP_SREM:
      if (nv_simp_is_int(b, 1)) return nv_const_int(t, 0, 0);
      break;
    default: break;
    }
    return NULL;
  }
  if (nv_type_is_fp(t)) {
    if (nv_simp_fp_ok(a) && nv_simp_fp_ok(b)) return nv_simp_fold_fp(op, t, a, b);
    switch (op) {
    case NVCG_OP_FADD:
      if (nv_simp_is_fp(b, -0.0)) return a;
      if (nv_simp_is_fp(a, -0.0)) return b;
      break;
    case NVCG_OP_FSUB: if (nv_simp_is_fp(b, 0.0)) return a; break;
    case NVCG_OP_FMUL:
      if (nv_simp_is_fp(b, 1.0)) return a;
      if (nv_simp_is_fp(a, 1.0)) return b;
      break;
    case NVCG_OP_FDIV: if (nv_simp_is_fp(b, 1.0)) return a; break;
    default: break;
    }
  }
  return NULL;
}

static nv_value *nv_simp_phi(nv_simp *s, nv_inst *I) {
  nv_value *same = NULL;
  int undefs = 0;
  uint32_t j;
  if (!nv_cfg_reachable(&s->g, I->parent->index)) return NULL;
  for (j = 0; j + 1 < I->nops; j += 2) {
    nv_value *v = I->ops[j].val;
    nv_block *from = (nv_block *)I->ops[j + 1].val;
    if (v == &I->v || !nv_cfg_reachable(&s->g, from->index)) continue;
    if (v->kind == NV_V_UNDEF) {
      undefs = 1;
      continue;
    }
    if (same && same != v) return NULL;
    same = v;
  }
  if (!same) return undefs || I->nops ? nv_opt_undef(I->v.type) : NULL;
  if (undefs && (same->kind == NV_V_INST || same->kind == NV_V_POISON)) {
    /* undef edges may bypass the definition */
    nv_inst *d = (nv_inst *)same;
    if (same->kind != NV_V_INST || d->parent == I->parent || !nv_cfg_dominates(&s->g, d->parent->index, I->parent->index))
      return NULL;
  }
  return same;
}

/* extractvalue through insertvalue chains and constants; may instead retarget I at an
 * earlier aggregate (returns &I->v then, meaning "changed in place"). */
static nv_value *nv_simp_extractvalue(nv_inst *I) {
  nv_value *agg = I->ops[0].val;
  unsigned d;
  for (d = 0; d < 64; d++) {
    if (agg->kind == NV_V_CAGG || agg->kind == NV_V_CZERO || agg->kind == NV_V_UNDEF || agg->kind == NV_V_POISON) {
      uint32_t k;
      nv_value *v = agg;
      for (k = 0; k < I->nidx; k++) {
        nv_type *et = nv_aggregate_index_type(v->type, &I->idx[k], 1);
        v = nv_opt_const_elem(v, et, (unsigned)I->idx[k]);
        if (!v) return NULL;
      }
      return v;
    }
    if (agg->kind == NV_V_INST && agg->opcode == NVCG_OP_INSERTVALUE) {
      nv_inst *ins = (nv_inst *)agg;
      if (ins->nidx == I->nidx && memcmp(ins->idx, I->idx, sizeof(int32_t) * I->nidx) == 0) return ins->ops[1].val;
      if (ins->idx[0] != I->idx[0]) {
        agg = ins->ops[0].val;
        continue;
      }
    }
    break;
  }
  if (agg != I->ops[0].val) {
    nv_inst_set_op(I, 0, agg);
    return &I->v;
  }
  return NULL;
}

/* icmp of x against the constant c decided by x's known bits (nv_opt_known_bits): equality
 * when a known bit differs from c's; unsigned order when every value x can take -- from
 * `one` (all unknown bits 0) up to ~zero (all unknown bits 1) -- lies on one side of c.
 * `(x & 7) == -2` is false this way. Signed orders are decided only when every bit of x
 * is known. NULL: undecided. */
static nv_value *nv_simp_icmp_known(nv_simp *s, unsigned p, const nv_value *x, uint64_t c, nv_type *i1) {
  unsigned bits = x->type->bits;
  uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1, zero, one, lo, hi;
  int r;
  if (!nv_type_is_int(x->type) || bits > 64 || x->kind != NV_V_INST) return NULL;
  nv_opt_known_bits_memo(x, &zero, &one, &s->kb);
  if (!zero && !one) return NULL;
  c &= mask;
  if ((zero | one) == mask) { /* every bit known: x is the constant `one` */
    nv_simp_w a, b;
    a.lo = one;
    b.lo = c;
    a.hi = b.hi = 0;
    return nv_const_int(i1, (uint64_t)nv_simp_icmp_eval(p, a, b, bits), 0);
  }
  lo = one;
  hi = ~zero & mask;
  switch (p) {
  case NVCG_ICMP_EQ: case NVCG_ICMP_NE:
    if (!(c & zero) && !(~c & one & mask)) return NULL;
    r = p == NVCG_ICMP_NE;
    break;
  case NVCG_ICMP_ULT: if (hi < c) r = 1; else if (lo >= c) r = 0; else return NULL; break;
  case NVCG_ICMP_ULE: if (hi <= c) r = 1; else if (lo > c) r = 0; else return NULL; break;
  case NVCG_ICMP_UGT: if (lo > c) r = 1; else if (hi <= c) r = 0; else return NULL; break;
  case NVCG_ICMP_UGE: if (lo >= c) r = 1; else if (hi < c) r = 0; else return NULL; break;
  default: return NULL;
  }
  return nv_const_int(i1, (uint64_t)r, 0);
}

/* An integer operation whose every result bit is known (`(x << 4) & 15`) is that
 * constant (nv_opt_known_bits says which operations it reads); an and/or with a constant
 * that changes no bit is its other operand. */
static nv_value *nv_simp_known_const(nv_simp *s, const nv_inst *I) {
  unsigned op = I->v.opcode, bits = I->v.type->bits;
  uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1, zero, one;
  if (I->v.type->kind != NVCG_TYPE_INT || bits > 64) return NULL;
  nv_opt_known_bits_memo(&I->v, &zero, &one, &s->kb);
  if ((zero | one) == mask) return nv_const_int(I->v.type, one, 0);
  /* x & C keeps every bit x can have set, x | C sets only bits x has set: x itself
   * (`tid.x & 1023`) */
  if ((op == NVCG_OP_AND || op == NVCG_OP_OR) && I->ops[1].val->kind == NV_V_CINT) {
    uint64_t c = nv_cint_zext(I->ops[1].val) & mask, xz, xo;
    nv_opt_known_bits_memo(I->ops[0].val, &xz, &xo, &s->kb);
    if (op == NVCG_OP_AND ? !(~c & mask & ~xz) : !(c & ~xo)) return I->ops[0].val;
  }
  return NULL;
}

static nv_value *nv_simp_one(nv_simp *s, nv_inst *I) {
  unsigned op = I->v.opcode;
  nv_value *a = I->nops > 0 ? I->ops[0].val : NULL;
  uint32_t i;
  if (NV_OP_IS_BINARY(op)) {
    nv_value *r = nv_simp_binop(I);
    return r ? r : nv_simp_known_const(s, I);
  }
  if (NV_OP_IS_CAST(op)) {
    if (op == NVCG_OP_BITCAST && a->type == I->v.type) return a; /* ptr to ptr: a no-op */
    if (NV_IS_CONST_KIND(a->kind)) return nv_simp_fold_cast(op, a, I->v.type);
    /* trunc (zext/sext x) back to x's type; bitcast (bitcast x) back */
    if (a->kind == NV_V_INST && (op == NVCG_OP_TRUNC || op == NVCG_OP_BITCAST)) {
      nv_inst *A = (nv_inst *)a;
      if ((op == NVCG_OP_TRUNC && (A->v.opcode == NVCG_OP_ZEXT || A->v.opcode == NVCG_OP_SEXT)) ||
          (op == NVCG_OP_BITCAST && A->v.opcode == NVCG_OP_BITCAST))
        if (A->ops[0].val->type == I->v.type) return A->ops[0].val;
    }
    return NULL;
  }
  switch (op) {
  case NVCG_OP_FNEG:
    if (a->kind == NV_V_CFP) {
      nv_const *c = (nv_const *)a;
      unsigned bits = nv_type_prim_bits(a->type);
      if (bits == 128) return nv_const_fp_bits(a->type, c->ci[0], c->ci[1] ^ (1ull << 63));
      return nv_const_fp_bits(a->type, c->ci[0] ^ (1ull << (bits - 1)), c->ci[1]);
    }
    return NULL;
  case NVCG_OP_ICMP: {
    nv_value *b = I->ops[1].val;
    nv_type *i1 = I->v.type;
    unsigned p = I->v.sub;
    if (i1->kind != NVCG_TYPE_INT) return NULL;
    if (a->kind == NV_V_CINT && b->kind == NV_V_CINT)
      return nv_const_int(i1, (uint64_t)nv_simp_icmp_eval(p, nv_simp_w_of(a), nv_simp_w_of(b), a->type->bits), 0);
    if (a->kind == NV_V_CNULL && b->kind == NV_V_CNULL && (p == NVCG_ICMP_EQ || p == NVCG_ICMP_NE))
      return nv_const_int(i1, p == NVCG_ICMP_EQ, 0);
    if (a == b && a->kind != NV_V_UNDEF && a->kind != NV_V_POISON) {
      int r = p == NVCG_ICMP_EQ || p == NVCG_ICMP_UGE || p == NVCG_ICMP_ULE || p == NVCG_ICMP_SGE || p == NVCG_ICMP_SLE;
      return nv_const_int(i1, (uint64_t)r, 0);
    }
    if (b->kind == NV_V_CINT) return nv_simp_icmp_known(s, p, a, nv_cint_zext(b), i1);
    return NULL;
  }
  case NVCG_OP_FCMP: {
    nv_value *b = I->ops[1].val;
    if (I->v.type->kind != NVCG_TYPE_INT) return NULL;
    if (I->v.sub == NVCG_FCMP_FALSE || I->v.sub == NVCG_FCMP_TRUE)
      return nv_const_int(I->v.type, I->v.sub == NVCG_FCMP_TRUE, 0);
    if (nv_simp_fp_ok(a) && nv_simp_fp_ok(b)) {
      double x = nv_cfp_to_double(a), y = nv_cfp_to_double(b);
      /* float subnormals compare as zero when flushed: leave those to the hardware */
      if ((!nv_simp_is_nan(x) && nv_simp_risky_value(a->type, x)) || (!nv_simp_is_nan(y) && nv_simp_risky_value(b->type, y)))
        return NULL;
      return nv_const_int(I->v.type, (uint64_t)nv_simp_fcmp_eval(I->v.sub, x, y), 0);
    }
    return NULL;
  }
  case NVCG_OP_SELECT: {
    nv_value *t = I->ops[1].val, *f = I->ops[2].val;
    if (a->kind == NV_V_CINT) return nv_cint_zext(a) & 1 ? t : f;
    if (t == f) return t;
    if (a->type->kind == NVCG_TYPE_INT && t->type == a->type && nv_simp_is_int(t, 1) && nv_simp_is_int(f, 0)) return a;
    return NULL;
  }
  case NVCG_OP_FREEZE:
    if (nv_simp_not_poison(a)) return a;
    return NULL;
  case NVCG_OP_PHI: return nv_simp_phi(s, I);
  case NVCG_OP_GEP:
    for (i = 1; i < I->nops; i++)
      if (I->ops[i].val->kind != NV_V_CINT || !nv_value_is_zero_const(I->ops[i].val)) return NULL;
    return a;
  case NVCG_OP_EXTRACTVALUE: return nv_simp_extractvalue(I);
  case NVCG_OP_EXTRACTELEMENT: {
    nv_value *ix = I->ops[1].val;
    /* a constant index past the end reads poison (LangRef) */
    if (ix->kind == NV_V_CINT && (((nv_const *)ix)->ci[1] != 0 || nv_cint_zext(ix) >= a->type->count))
      return nv_const_simple(I->v.type->ctx, NV_V_POISON, I->v.type);
    if (ix->kind == NV_V_CINT && nv_cint_zext(ix) < a->type->count) {
      unsigned k = (unsigned)nv_cint_zext(ix);
      if (a->kind == NV_V_CAGG || a->kind == NV_V_CZERO || a->kind == NV_V_UNDEF) return nv_opt_const_elem(a, I->v.type, k);
      if (a->kind == NV_V_INST && a->opcode == NVCG_OP_INSERTELEMENT && ((nv_inst *)a)->ops[2].val == ix)
        return ((nv_inst *)a)->ops[1].val;
    }
    return NULL;
  }
  default: return NULL;
  }
}

/* Folds one operation on constant operands, as nv_simp_one would (sccp.c evaluates with
 * its lattice's constants through this); NULL when it does not fold. */
static nv_value *nv_opt_fold(unsigned op, unsigned pred, nv_type *t, nv_value *const *ops, unsigned n) {
  nv_value *a = n > 0 ? ops[0] : NULL, *b = n > 1 ? ops[1] : NULL;
  if (NV_OP_IS_BINARY(op) && n == 2) {
    if (t->kind == NVCG_TYPE_INT && a->kind == NV_V_CINT && b->kind == NV_V_CINT)
      return nv_simp_fold_int(op, t, nv_simp_w_of(a), nv_simp_w_of(b));
    if (nv_type_is_fp(t) && nv_simp_fp_ok(a) && nv_simp_fp_ok(b)) return nv_simp_fold_fp(op, t, a, b);
    return NULL;
  }
  if (NV_OP_IS_CAST(op) && n == 1) return NV_IS_CONST_KIND(a->kind) ? nv_simp_fold_cast(op, a, t) : NULL;
  switch (op) {
  case NVCG_OP_ICMP:
    if (t->kind != NVCG_TYPE_INT || a->kind != NV_V_CINT || b->kind != NV_V_CINT) return NULL;
    return nv_const_int(t, (uint64_t)nv_simp_icmp_eval(pred, nv_simp_w_of(a), nv_simp_w_of(b), a->type->bits), 0);
  case NVCG_OP_FCMP: {
    double x, y;
    if (t->kind != NVCG_TYPE_INT || !nv_simp_fp_ok(a) || !nv_simp_fp_ok(b)) return NULL;
    x = nv_cfp_to_double(a);
    y = nv_cfp_to_double(b);
    if ((!nv_simp_is_nan(x) && nv_simp_risky_value(a->type, x)) || (!nv_simp_is_nan(y) && nv_simp_risky_value(b->type, y)))
      return NULL;
    return nv_const_int(t, (uint64_t)nv_simp_fcmp_eval(pred, x, y), 0);
  }
  case NVCG_OP_SELECT:
    if (n != 3 || a->kind != NV_V_CINT) return NULL;
    return nv_cint_zext(a) & 1 ? ops[1] : ops[2];
  default: return NULL;
  }
}

static int nv_pass_simplify(nv_func *f, const nv_options *o) {
  nv_simp s;
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  nv_cfg_build(&s.g, f);
  nv_cfg_dominators(&s.g);
  nv_kb_memo_init(&s.kb, f);
  for (bb = f->last; bb; bb = bb->prev)
    for (nv_inst *I = bb->last; I; I = I->prev) nv_vec_push(&work, I);
  while (work.len) {
    nv_inst *I = nv_vec_pop(&work);
    nv_value *r;
    nv_use *u;
    if (!I->parent || NV_OP_IS_TERMINATOR(I->v.opcode) || I->v.type->kind == NVCG_TYPE_VOID) continue;
    if (I->v.opcode == NVCG_OP_CALL || I->v.opcode == NVCG_OP_LOAD || I->v.opcode == NVCG_OP_ALLOCA) continue;
    r = nv_simp_one(&s, I);
    if (!r) continue;
    changed = 1;
    nv_kb_memo_clear(&s.kb);
    if (r == &I->v) { /* changed in place: look again */
      nv_vec_push(&work, I);
      continue;
    }
    for (u = I->v.uses; u; u = u->next)
      if (u->user->kind == NV_V_INST) nv_vec_push(&work, (nv_inst *)u->user);
    nv_value_rauw(&I->v, r);
    nv_opt_erase_if_dead(I);
  }
  nv_vec_free(&work);
  nv_kb_memo_free(&s.kb);
  nv_cfg_free(&s.g);
  return changed;
}
