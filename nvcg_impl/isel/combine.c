/* combine.c -- the DAG combiner, run on each block's DAG before type legalisation and
 * again after operation legalisation (DESIGN.md's data flow). It folds constants
 * (integers of every width exactly; f16/bf16/f32/f64 +, -, *, / bit-exactly with
 * round-to-nearest-even, computed in host double only where that is exact), simplifies
 * algebra (x+0, x*1, x&x, double negation, extension chains, constant conditions),
 * forms FMA from contractable fmul+fadd, keeps addresses in the ADD(base, constant)
 * shape the selector folds into [reg+imm] (and merges constant offsets into it), and
 * makes the NVPTX-specific nodes that matter for PTX quality: mul.wide from multiplies
 * of extended values and bfe from a shift and a mask.
 *
 * Nodes are visited users first (LLVM's order), in sweeps until nothing changes. After
 * legalisation a combine must not undo it: a rewrite is made only when the node it
 * builds is legal for the target (nv_cb_ok). */

#include <float.h>

typedef struct nv_cb {
  nv_lz z;
  int after;
} nv_cb;

/* FP folding uses host double arithmetic, which is IEEE binary64 with round-to-nearest
 * only when the compiler evaluates doubles in double (FLT_EVAL_METHOD 0). */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
#define NV_CB_FOLD_FP 1
#else
#define NV_CB_FOLD_FP 0
#endif

static int nv_cb_ok(nv_cb *c, unsigned op, nv_evt vt) {
  nv_op_action a;
  if (!c->after) return 1;
  if (!nv_target_type_legal(c->z.t, vt)) return 0;
  a = nv_target_op_action(c->z.t, op, vt);
  return a == NV_OA_LEGAL;
}

static int nv_cb_int(nv_sdval v, nv_u128 *out) {
  if (v.n->op != NV_ISD_CONSTANT) return 0;
  *out = nv_u128_make(v.n->u.c.lo, v.n->u.c.hi);
  return 1;
}

static int nv_cb_is(nv_sdval v, int64_t k) {
  nv_u128 c;
  unsigned bits;
  if (!nv_cb_int(v, &c)) return 0;
  bits = nv_evt_bits(nv_sdval_vt(v));
  return nv_u128_eq(nv_u128_zext(c, bits), nv_u128_zext(nv_u128_make((uint64_t)k, k < 0 ? ~0ull : 0), bits));
}

static int nv_cb_fp(nv_sdval v, double *out) {
  uint64_t b;
  if (v.n->op != NV_ISD_CONSTANT_FP) return 0;
  b = v.n->u.c.lo;
  switch (NV_EVT_SC(nv_sdval_vt(v))) {
  case NV_SC_F16: *out = nv_widen_to_f64(b, 10, 5); return 1;
  case NV_SC_BF16: *out = nv_widen_to_f64(b, 7, 8); return 1;
  case NV_SC_F32: *out = nv_widen_to_f64(b, 23, 8); return 1;
  case NV_SC_F64: *out = nv_bits_to_f64(b); return 1;
  default: return 0;
  }
}

/* The bits of d rounded to nearest even in vt's format. */
static uint64_t nv_cb_fp_bits(nv_evt vt, double d) {
  uint64_t b = nv_f64_to_bits(d);
  switch (NV_EVT_SC(vt)) {
  case NV_SC_F16: return nv_round_f64_to(b, 10, 5);
  case NV_SC_BF16: return nv_round_f64_to(b, 7, 8);
  case NV_SC_F32: return nv_round_f64_to(b, 23, 8);
  default: return b;
  }
}

static int nv_cb_is_nan(double d) { return d != d; }

static nv_sdval nv_cb_const(nv_cb *c, nv_evt vt, nv_u128 v) { return nv_lz_const128(&c->z, vt, v); }

static int nv_cb_commutative(unsigned op) {
  switch (op) {
  case NV_ISD_ADD: case NV_ISD_MUL: case NV_ISD_AND: case NV_ISD_OR: case NV_ISD_XOR:
  case NV_ISD_SMIN: case NV_ISD_SMAX: case NV_ISD_UMIN: case NV_ISD_UMAX: case NV_ISD_MULHS:
  case NV_ISD_MULHU:
    return 1;
  default: return 0;
  }
}

/* Integer constant folding; returns 0 when the operation is not folded (unknown,
 * undefined such as division by zero or an oversized shift). */
static int nv_cb_fold_int(unsigned op, unsigned bits, nv_u128 a, nv_u128 b, nv_u128 *r) {
  nv_u128 sa = nv_u128_sext(a, bits), sb = nv_u128_sext(b, bits);
  nv_u128 za = nv_u128_zext(a, bits), zb = nv_u128_zext(b, bits);
  int aneg = nv_u128_bit(sa, 127), bneg = nv_u128_bit(sb, 127);
  nv_u128 zero = nv_u128_make(0, 0), q, rem;
  switch (op) {
  case NV_ISD_ADD: *r = nv_u128_add(a, b); break;
  case NV_ISD_SUB: *r = nv_u128_sub(a, b); break;
  case NV_ISD_MUL: *r = nv_u128_mul(a, b); break;
  case NV_ISD_AND: *r = nv_u128_and(a, b); break;
  case NV_ISD_OR: *r = nv_u128_or(a, b); break;
  case NV_ISD_XOR: *r = nv_u128_xor(a, b); break;
  case NV_ISD_SHL: if (!nv_u128_ult(zb, nv_u128_make(bits, 0))) return 0; *r = nv_u128_shl(a, (unsigned)zb.lo); break;
  case NV_ISD_SRL: if (!nv_u128_ult(zb, nv_u128_make(bits, 0))) return 0; *r = nv_u128_lshr(za, (unsigned)zb.lo); break;
  case NV_ISD_SRA: if (!nv_u128_ult(zb, nv_u128_make(bits, 0))) return 0; *r = nv_u128_ashr(sa, (unsigned)zb.lo); break;
  case NV_ISD_UDIV: case NV_ISD_UREM:
    if (nv_u128_is_zero(zb)) return 0;
    nv_u128_udivrem(za, zb, &q, &rem);
    *r = op == NV_ISD_UDIV ? q : rem;
    break;
  case NV_ISD_SDIV: case NV_ISD_SREM: {
    nv_u128 ua = aneg ? nv_u128_sub(zero, sa) : sa, ub = bneg ? nv_u128_sub(zero, sb) : sb;
    if (nv_u128_is_zero(zb)) return 0;
    /* INT_MIN / -1 overflows */
    if (nv_u128_eq(za, nv_u128_shl(nv_u128_make(1, 0), bits - 1)) && nv_u128_eq(zb, nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits)))
      return 0;
    nv_u128_udivrem(ua, ub, &q, &rem);
    if (op == NV_ISD_SDIV) *r = aneg != bneg ? nv_u128_sub(zero, q) : q;
    else *r = aneg ? nv_u128_sub(zero, rem) : rem;
    break;
  }
  case NV_ISD_SMIN: case NV_ISD_SMAX: {
    /* signed compare through the sign-flipped unsigned order */
    nv_u128 flip = nv_u128_make(0, 1ull << 63);
    int lt = nv_u128_ult(nv_u128_xor(sa, flip), nv_u128_xor(sb, flip));
    *r = (op == NV_ISD_SMIN) == lt ? a : b;
    break;
  }
  case NV_ISD_UMIN: case NV_ISD_UMAX: {
    int lt = nv_u128_ult(za, zb);
    *r = (op == NV_ISD_UMIN) == lt ? a : b;
    break;
  }
  case NV_ISD_MULHU: case NV_ISD_MULHS:
    if (bits > 64) return 0;
    {
      nv_u128 x = op == NV_ISD_MULHS ? sa : za, y = op == NV_ISD_MULHS ? sb : zb;
      /* the full product of two <=64-bit values fits in 128 bits */
      *r = nv_u128_lshr(nv_u128_mul(x, y), bits);
      if (op == NV_ISD_MULHS) *r = nv_u128_ashr(nv_u128_mul(x, y), bits);
    }
    break;
  default: return 0;
  }
  *r = nv_u128_zext(*r, bits);
  return 1;
}

static int nv_cb_cmp_int(unsigned cc, unsigned bits, nv_u128 a, nv_u128 b, int *out) {
  nv_u128 flip = nv_u128_make(0, 1ull << 63);
  nv_u128 sa = nv_u128_xor(nv_u128_sext(a, bits), flip), sb = nv_u128_xor(nv_u128_sext(b, bits), flip);
  nv_u128 za = nv_u128_zext(a, bits), zb = nv_u128_zext(b, bits);
  switch (cc) {
  case NV_CC_EQ: *out = nv_u128_eq(za, zb); return 1;
  case NV_CC_NE: *out = !nv_u128_eq(za, zb); return 1;
  case NV_CC_SLT: *out = nv_u128_ult(sa, sb); return 1;
  case NV_CC_SLE: *out = !nv_u128_ult(sb, sa); return 1;
  case NV_CC_SGT: *out = nv_u128_ult(sb, sa); return 1;
  case NV_CC_SGE: *out = !nv_u128_ult(sa, sb); return 1;
  case NV_CC_ULT: *out = nv_u128_ult(za, zb); return 1;
  case NV_CC_ULE: *out = !nv_u128_ult(zb, za); return 1;
  case NV_CC_UGT: *out = nv_u128_ult(zb, za); return 1;
  case NV_CC_UGE: *out = !nv_u128_ult(za, zb); return 1;
  default: return 0;
  }
}

static int nv_cb_cmp_fp(unsigned cc, double a, double b, int *out) {
  int uno = nv_cb_is_nan(a) || nv_cb_is_nan(b);
  switch (cc) {
  case NV_CC_FALSE: *out = 0; return 1;
  case NV_CC_TRUE: *out = 1; return 1;
  case NV_CC_OEQ: *out = !uno && a == b; return 1;
  case NV_CC_OGT: *out = !uno && a > b; return 1;
  case NV_CC_OGE: *out = !uno && a >= b; return 1;
  case NV_CC_OLT: *out = !uno && a < b; return 1;
  case NV_CC_OLE: *out = !uno && a <= b; return 1;
  case NV_CC_ONE: *out = !uno && a != b; return 1;
  case NV_CC_O: *out = !uno; return 1;
  case NV_CC_UO: *out = uno; return 1;
  case NV_CC_UEQ: *out = uno || a == b; return 1;
  case NV_CC_UGT: *out = uno || a > b; return 1;
  case NV_CC_UGE: *out = uno || a >= b; return 1;
  case NV_CC_ULT: *out = uno || a < b; return 1;
  case NV_CC_ULE: *out = uno || a <= b; return 1;
  case NV_CC_UNE: *out = uno || a != b; return 1;
  default: return 0;
  }
}

/* mul.wide: the narrow value behind an extension to the wide type (or a constant that
 * fits), for signed (SIGN_EXTEND) or unsigned (ZERO_EXTEND) widening. */
static int nv_cb_narrow_operand(nv_cb *c, nv_sdval v, unsigned ext, nv_evt narrow, nv_sdval *out) {
  nv_u128 k;
  unsigned nb = nv_evt_bits(narrow), wb = nv_evt_bits(nv_sdval_vt(v));
  if (v.n->op == ext && nv_sdval_vt(nv_sdop(v.n, 0)) == narrow) {
    *out = nv_sdop(v.n, 0);
    return 1;
  }
  if (nv_cb_int(v, &k)) {
    nv_u128 kk = nv_u128_zext(k, wb);
    if (ext == NV_ISD_SIGN_EXTEND ? nv_u128_eq(nv_u128_zext(nv_u128_sext(kk, nb), wb), kk)
                                  : nv_u128_eq(nv_u128_zext(kk, nb), kk)) {
      *out = nv_lz_const128(&c->z, narrow, kk);
      return 1;
    }
  }
  return 0;
}

static int nv_cb_try_mul_wide(nv_cb *c, nv_sdnode *n, nv_sdval *out) {
  nv_evt vt = n->vts[0], narrow;
  nv_sdval a = nv_sdop(n, 0), b = nv_sdop(n, 1), na, nb;
  unsigned ext;
  if (vt != NV_EVT_INT(64) && vt != NV_EVT_INT(32)) return 0;
  narrow = NV_EVT_INT(nv_evt_bits(vt) / 2);
  if (n->op == NV_ISD_SHL) {
    /* x << k = x * 2^k, when 2^k is a narrow constant of the right signedness */
    uint64_t k;
    ext = a.n->op;
    if (!nv_sdval_is_const(b, &k) || (ext != NV_ISD_SIGN_EXTEND && ext != NV_ISD_ZERO_EXTEND)) return 0;
    if (nv_sdval_vt(nv_sdop(a.n, 0)) != narrow) return 0;
    if (k >= nv_evt_bits(narrow) - (ext == NV_ISD_SIGN_EXTEND ? 1u : 0u)) return 0;
    na = nv_sdop(a.n, 0);
    nb = nv_lz_const(&c->z, narrow, 1ull << k);
  } else {
    ext = a.n->op == NV_ISD_SIGN_EXTEND || a.n->op == NV_ISD_ZERO_EXTEND ? a.n->op : b.n->op;
    if (ext != NV_ISD_SIGN_EXTEND && ext != NV_ISD_ZERO_EXTEND) return 0;
    if (!nv_cb_narrow_operand(c, a, ext, narrow, &na) || !nv_cb_narrow_operand(c, b, ext, narrow, &nb)) return 0;
  }
  if (!nv_target_type_legal(c->z.t, narrow)) return 0;
  *out = nv_lz_n2(&c->z, ext == NV_ISD_SIGN_EXTEND ? NV_ISD_NVPTX_MUL_WIDE_SIGNED : NV_ISD_NVPTX_MUL_WIDE_UNSIGNED, vt, na, nb);
  return 1;
}

static int nv_cb_contractable(const nv_sdnode *n) { return (n->flags & NVCG_FMF_CONTRACT) != 0; }

/* Whether an FMA of vt will be available once legalisation is done. */
static int nv_cb_fma_ok(nv_cb *c, nv_evt vt) {
  nv_op_action a;
  if (!nv_target_type_legal(c->z.t, vt)) return !c->after && NV_EVT_IS_FP(vt) && NV_EVT_SC(vt) != NV_SC_F128;
  a = nv_target_op_action(c->z.t, NV_ISD_FMA, vt);
  return a == NV_OA_LEGAL || (!c->after && a == NV_OA_PROMOTE);
}

/* A load whose value has exactly one use. */
static int nv_cb_single_use_load(nv_sdval v) {
  nv_sduse *u;
  unsigned k = 0;
  if (v.n->op != NV_ISD_LOAD || v.r != 0 || !v.n->mem) return 0;
  for (u = v.n->uses; u; u = u->next)
    if (u->val.r == 0) k++;
  return k == 1;
}

/* A plain integer load whose every value user is a zext/sext/anyext (widths may differ),
 * e.g. `unsigned char b = p[i]` used both as (long)b and (long)(signed char)b: one
 * extending load to the widest type replaces the load and its cvts, as libNVVM's
 * ld.global.s8 + and.b64 255. With a sign extension among the users it is a sextload and
 * a zero-extending user takes the low bits with an and; otherwise a zextload (anyext
 * users take either). A user narrower than the widest takes a truncation. Made only when
 * that costs fewer instructions than the cvts it replaces (one per user): a narrower
 * zext user of a sextload needs two. Volatile loads keep their width (atomic loads are
 * other nodes). Returns 1 with the replacement of the user being combined (*out); the
 * other users are replaced here. n is that user. */
static int nv_cb_shared_extload(nv_cb *c, const nv_sdnode *n, nv_sdval ld, nv_sdval *out) {
  const nv_memop *m = ld.n->mem;
  nv_evt memvt, wide = 0;
  nv_sdnode *users[8];
  nv_sdval nl, mask;
  nv_sduse *u;
  unsigned k = 0, i, cost = 0, mbits, kind = NV_EXT_ANY;
  int self = -1;
  if (ld.n->op != NV_ISD_LOAD || ld.r != 0 || !m || m->ext != NV_EXT_NONE || (m->flags & NVCG_FLAG_VOLATILE)) return 0;
  memvt = m->memvt ? m->memvt : nv_sdval_vt(ld);
  if (memvt != nv_sdval_vt(ld) || !NV_EVT_IS_INT(memvt) || NV_EVT_IS_VECTOR(memvt)) return 0;
  mbits = nv_evt_bits(memvt);
  for (u = ld.n->uses; u; u = u->next) {
    nv_sdnode *x = u->user;
    nv_evt xt;
    if (u->val.r != 0) continue;
    if (k == 8 || x->dead || x->nres != 1 ||
        (x->op != NV_ISD_ZERO_EXTEND && x->op != NV_ISD_SIGN_EXTEND && x->op != NV_ISD_ANY_EXTEND))
      return 0;
    xt = nv_sdval_vt(nv_sdval_of(x, 0));
    if (!NV_EVT_IS_INT(xt) || NV_EVT_IS_VECTOR(xt) || nv_evt_bits(xt) > 64) return 0;
    if (x->op == NV_ISD_SIGN_EXTEND) kind = NV_EXT_SEXT;
    else if (x->op == NV_ISD_ZERO_EXTEND && kind == NV_EXT_ANY) kind = NV_EXT_ZEXT;
    if (!wide || nv_evt_bits(xt) > nv_evt_bits(wide)) wide = xt;
    if (x == n) self = (int)k;
    users[k++] = x;
  }
  if (k < 2 || self < 0) return 0;
  for (i = 0; i < k; i++) {
    nv_evt xt = nv_sdval_vt(nv_sdval_of(users[i], 0));
    cost += (xt != wide) + (users[i]->op == NV_ISD_ZERO_EXTEND && kind == NV_EXT_SEXT);
    if (xt != wide && !nv_cb_ok(c, NV_ISD_TRUNCATE, xt)) return 0;
    if (users[i]->op == NV_ISD_ZERO_EXTEND && kind == NV_EXT_SEXT && !nv_cb_ok(c, NV_ISD_AND, xt)) return 0;
  }
  if (cost >= k) return 0;
  if (c->after && nv_target_loadext_action(c->z.t, wide, memvt) != NV_OA_LEGAL) return 0;
  nl = nv_lz_load(&c->z, wide, nv_sdop(ld.n, 0), nv_sdop(ld.n, 1), m, memvt, (uint8_t)kind, 0);
  nv_dag_rauw(c->z.d, nv_sdval_of(ld.n, 1), nv_lz_chain_of(nl));
  for (i = 0; i < k; i++) {
    nv_evt xt = nv_sdval_vt(nv_sdval_of(users[i], 0));
    nv_sdval r = xt == wide ? nl : nv_lz_n1(&c->z, NV_ISD_TRUNCATE, xt, nl);
    if (users[i]->op == NV_ISD_ZERO_EXTEND && kind == NV_EXT_SEXT) {
      mask = nv_cb_const(c, xt, nv_u128_zext(nv_u128_make(~0ull, ~0ull), mbits));
      r = nv_lz_n2(&c->z, NV_ISD_AND, xt, r, mask);
    }
    if ((int)i == self) *out = r;
    else nv_dag_rauw(c->z.d, nv_sdval_of(users[i], 0), r);
  }
  return 1;
}

/* ext(load) -> extending load: ld.u8 into the wide register instead of ld.u8 and a cvt.
 * The old load's chain users move to the new load. */
static int nv_cb_extload(nv_cb *c, nv_sdval ld, nv_evt vt, unsigned ext, nv_sdval *out) {
  const nv_memop *m = ld.n->mem;
  nv_evt memvt = m->memvt ? m->memvt : nv_sdval_vt(ld);
  nv_sdval nl;
  if (!nv_cb_single_use_load(ld) || !NV_EVT_IS_INT(memvt) || NV_EVT_IS_VECTOR(memvt) || NV_EVT_IS_VECTOR(vt)) return 0;
  if (m->ext != NV_EXT_NONE && m->ext != NV_EXT_ANY && m->ext != ext) return 0;
  if (m->flags & NVCG_FLAG_VOLATILE) return 0;
  if (c->after && nv_target_loadext_action(c->z.t, vt, memvt) != NV_OA_LEGAL) return 0;
  nl = nv_lz_load(&c->z, vt, nv_sdop(ld.n, 0), nv_sdop(ld.n, 1), m, memvt, (uint8_t)ext, 0);
  nv_dag_rauw(c->z.d, nv_sdval_of(ld.n, 1), nv_lz_chain_of(nl));
  *out = nl;
  return 1;
}

/* Returns 1 and the replacement of result 0 when n simplifies. */
/* i32/i64 division and remainder by a constant (divconst.c): multiply by the magic
 * reciprocal and shift; x / 2^k are shifts, x % 2^k (unsigned) a mask, a remainder
 * x - q * d. Division by 0, 1 (folded elsewhere) and -1 is left alone, as is anything the
 * target could not select after legalisation. */
static int nv_cb_div_by_const(nv_cb *c, unsigned op, nv_evt vt, nv_sdval x, nv_u128 dv, nv_sdval *out) {
  nv_lz *z = &c->z;
  unsigned bits = nv_evt_bits(vt), k;
  int is_signed = op == NV_ISD_SDIV || op == NV_ISD_SREM, rem = op == NV_ISD_UREM || op == NV_ISD_SREM, neg = 0;
  nv_u128 d = nv_u128_zext(dv, bits), a = d;
  nv_sdval q;
  if (NV_EVT_IS_VECTOR(vt) || (bits != 32 && bits != 64)) return 0;
  if (!nv_cb_ok(c, is_signed ? NV_ISD_MULHS : NV_ISD_MULHU, vt) || !nv_cb_ok(c, NV_ISD_SRA, vt) ||
      !nv_cb_ok(c, NV_ISD_SRL, vt) || !nv_cb_ok(c, NV_ISD_ADD, vt) || !nv_cb_ok(c, NV_ISD_SUB, vt) ||
      !nv_cb_ok(c, NV_ISD_MUL, vt))
    return 0;
  if (is_signed && nv_u128_bit(d, bits - 1)) {
    neg = 1;
    a = nv_u128_zext(nv_u128_sub(nv_u128_make(0, 0), d), bits); /* |d|; 2^(N-1) for the minimum */
  }
  if (nv_u128_is_zero(a) || nv_u128_eq(a, nv_u128_make(1, 0))) return 0; /* x / 0, x / +-1 */
  k = nv_u128_ctz(a, bits);
  if (!is_signed) {
    if (nv_u128_popcount(a) == 1) {
      *out = rem ? nv_lz_n2(z, NV_ISD_AND, vt, x, nv_cb_const(c, vt, nv_u128_sub(a, nv_u128_make(1, 0))))
                 : nv_lz_n2(z, NV_ISD_SRL, vt, x, nv_lz_i32(z, k));
      return 1;
    } else {
      nv_udiv_magic m;
      nv_sdval xs = x;
      nv_udiv_magic_of(a, bits, &m);
      if (m.pre) xs = nv_lz_n2(z, NV_ISD_SRL, vt, x, nv_lz_i32(z, m.pre));
      q = nv_lz_n2(z, NV_ISD_MULHU, vt, xs, nv_cb_const(c, vt, m.mul));
      if (m.add)
        q = nv_lz_n2(z, NV_ISD_ADD, vt, q, nv_lz_n2(z, NV_ISD_SRL, vt, nv_lz_n2(z, NV_ISD_SUB, vt, x, q), nv_lz_i32(z, 1)));
      if (m.post) q = nv_lz_n2(z, NV_ISD_SRL, vt, q, nv_lz_i32(z, m.post));
    }
  } else if (nv_u128_popcount(a) == 1) {
    /* round towards zero: add 2^k - 1 to negative x before the arithmetic shift (for
     * k = 1 that is x's sign bit itself, with no sign mask needed) */
    nv_sdval sign = k == 1 ? x : nv_lz_n2(z, NV_ISD_SRA, vt, x, nv_lz_i32(z, bits - 1));
    nv_sdval bias = nv_lz_n2(z, NV_ISD_SRL, vt, sign, nv_lz_i32(z, bits - k));
    q = nv_lz_n2(z, NV_ISD_SRA, vt, nv_lz_n2(z, NV_ISD_ADD, vt, x, bias), nv_lz_i32(z, k));
  } else {
    nv_sdiv_magic m;
    nv_sdiv_magic_of(a, bits, &m);
    q = nv_lz_n2(z, NV_ISD_MULHS, vt, x, nv_cb_const(c, vt, m.mul));
    if (m.add_x) q = nv_lz_n2(z, NV_ISD_ADD, vt, q, x);
    if (m.shift) q = nv_lz_n2(z, NV_ISD_SRA, vt, q, nv_lz_i32(z, m.shift));
    q = nv_lz_n2(z, NV_ISD_ADD, vt, q, nv_lz_n2(z, NV_ISD_SRL, vt, q, nv_lz_i32(z, bits - 1)));
  }
  if (is_signed && neg) q = nv_lz_n2(z, NV_ISD_SUB, vt, nv_cb_const(c, vt, nv_u128_make(0, 0)), q);
  *out = rem ? nv_lz_n2(z, NV_ISD_SUB, vt, x, nv_lz_n2(z, NV_ISD_MUL, vt, q, nv_cb_const(c, vt, d))) : q;
  return 1;
}

static int nv_cb_node(nv_cb *c, nv_sdnode *n, nv_sdval *out) {
  nv_lz *z = &c->z;
  nv_evt vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned op = n->op, bits = NV_EVT_IS_INT(vt) && !NV_EVT_IS_VECTOR(vt) ? nv_evt_bits(vt) : 0;
  nv_sdval a, b;
  nv_u128 ca, cb;
  double fa, fb;
  int ka, kb;
  if (n->nres != 1 || n->mem) return 0;
  a = n->nops > 0 ? nv_sdop(n, 0) : nv_sdval_of(n, 0);
  b = n->nops > 1 ? nv_sdop(n, 1) : a;
  ka = nv_cb_int(a, &ca);
  kb = nv_cb_int(b, &cb);

  /* an element access whose index folded to a constant past the end is poison (LangRef);
   * the legalisers index their operands with it, so it must not reach them */
  if ((op == NV_ISD_EXTRACT_VECTOR_ELT || op == NV_ISD_INSERT_VECTOR_ELT) && n->nops == 2 + (op == NV_ISD_INSERT_VECTOR_ELT)) {
    nv_u128 ci;
    nv_evt vecvt = nv_sdval_vt(a);
    if (nv_cb_int(nv_sdop(n, n->nops - 1), &ci) && NV_EVT_IS_VECTOR(vecvt) &&
        !nv_u128_ult(ci, nv_u128_make(NV_EVT_NELTS(vecvt), 0))) {
      *out = nv_lz_undef(z, vt);
      return 1;
    }
  }
  /* commutative integer operations keep their constant on the right */
  if (bits && n->nops == 2 && nv_cb_commutative(op) && ka && !kb) {
    *out = nv_lz_n2(z, op, vt, b, a);
    return 1;
  }
  /* integer constant folding */
  if (bits && n->nops == 2 && ka && kb && nv_cb_ok(c, NV_ISD_CONSTANT, vt)) {
    nv_u128 r;
    if (nv_cb_fold_int(op, bits, ca, cb, &r)) {
      *out = nv_cb_const(c, vt, r);
      return 1;
    }
  }
  if (bits && n->nops >= 1 && ka && nv_cb_ok(c, NV_ISD_CONSTANT, vt)) {
    unsigned ab = nv_evt_bits(nv_sdval_vt(a));
    nv_u128 za = nv_u128_zext(ca, ab), r;
    int done = 1;
    switch (op) {
    case NV_ISD_TRUNCATE: case NV_ISD_ZERO_EXTEND: case NV_ISD_ANY_EXTEND: r = za; break;
    case NV_ISD_SIGN_EXTEND: r = nv_u128_sext(za, ab); break;
    case NV_ISD_CTPOP: r = nv_u128_make(nv_u128_popcount(za), 0); break;
    case NV_ISD_CTLZ: r = nv_u128_make(nv_u128_clz(za, ab), 0); break;
    case NV_ISD_CTTZ: r = nv_u128_make(nv_u128_ctz(za, ab), 0); break;
    case NV_ISD_ABS: r = nv_u128_bit(za, ab - 1) ? nv_u128_sub(nv_u128_make(0, 0), nv_u128_sext(za, ab)) : za; break;
    case NV_ISD_SIGN_EXTEND_INREG: r = nv_u128_sext(za, nv_evt_bits(b.n->u.vt)); break;
    case NV_ISD_BSWAP: case NV_ISD_BITREVERSE: {
      unsigned i;
      r = nv_u128_make(0, 0);
      for (i = 0; i < ab; i++) {
        unsigned from = op == NV_ISD_BITREVERSE ? ab - 1 - i : (ab / 8 - 1 - i / 8) * 8 + i % 8;
        if (nv_u128_bit(za, from)) r = nv_u128_or(r, nv_u128_shl(nv_u128_make(1, 0), i));
      }
      break;
    }
    default: done = 0; break;
    }
    if (done && !(op == NV_ISD_SIGN_EXTEND_INREG && n->nops < 2)) {
      *out = nv_cb_const(c, vt, nv_u128_zext(r, bits));
      return 1;
    }
  }
  /* SETCC of constants */
  if (op == NV_ISD_SETCC && !NV_EVT_IS_VECTOR(vt)) {
    unsigned cc = nv_sdop(n, 2).n->u.cc;
    int res;
    if (ka && kb && nv_cb_cmp_int(cc, nv_evt_bits(nv_sdval_vt(a)), ca, cb, &res)) {
      *out = nv_lz_const(z, vt, (uint64_t)res);
      return 1;
    }
    if (nv_cb_fp(a, &fa) && nv_cb_fp(b, &fb) && nv_cb_cmp_fp(cc, fa, fb, &res)) {
      *out = nv_lz_const(z, vt, (uint64_t)res);
      return 1;
    }
    /* x cmp x on integers, at every -O level as LLVM's getSetCC does: ptxas 13.0 -O3
     * crashes (SIGSEGV) when it proves such a branch constant and that makes the only
     * call of a recursive function dead (randdiff approx seed 200017 at nvcg -O0) */
    if (a.n == b.n && a.r == b.r && NV_EVT_IS_INT(nv_sdval_vt(a)) && cc != NV_CC_FALSE && cc != NV_CC_TRUE) {
      res = cc == NV_CC_EQ || cc == NV_CC_UEQ || cc == NV_CC_SGE || cc == NV_CC_SLE || cc == NV_CC_UGE ||
            cc == NV_CC_ULE || cc == NV_CC_OEQ || cc == NV_CC_OGE || cc == NV_CC_OLE || cc == NV_CC_O;
      *out = nv_lz_const(z, vt, (uint64_t)res);
      return 1;
    }
  }
  /* SELECT with a constant or irrelevant condition */
  if (op == NV_ISD_SELECT) {
    nv_sdval t = nv_sdop(n, 1), f = nv_sdop(n, 2);
    if (ka) {
      *out = nv_u128_is_zero(nv_u128_zext(ca, 1)) ? f : t;
      return 1;
    }
    if (t.n == f.n && t.r == f.r) {
      *out = t;
      return 1;
    }
  }
  /* x + undef, x - undef, x ^ undef can be any value */
  if (bits && n->nops == 2 && (op == NV_ISD_ADD || op == NV_ISD_SUB || op == NV_ISD_XOR) &&
      (a.n->op == NV_ISD_UNDEF || b.n->op == NV_ISD_UNDEF)) {
    *out = nv_lz_undef(z, vt);
    return 1;
  }
  /* integer algebra */
  if (bits) {
    nv_u128 ones = nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits);
    switch (op) {
    case NV_ISD_ADD: case NV_ISD_OR: case NV_ISD_XOR:
      if (kb && nv_u128_is_zero(cb)) { *out = a; return 1; }
      if (op == NV_ISD_OR && kb && nv_u128_eq(nv_u128_zext(cb, bits), ones)) { *out = b; return 1; }
      if (op != NV_ISD_ADD && a.n == b.n && a.r == b.r) {
        *out = op == NV_ISD_OR ? a : nv_lz_const(z, vt, 0);
        return 1;
      }
      /* (x + c1) + c2 -> x + (c1 + c2): one constant offset for [reg+imm] */
      if ((op == NV_ISD_ADD || op == NV_ISD_XOR) && kb && a.n->op == op && nv_cb_int(nv_sdop(a.n, 1), &ca)) {
        nv_u128 r;
        nv_cb_fold_int(op, bits, ca, cb, &r);
        *out = nv_lz_n2(z, op, vt, nv_sdop(a.n, 0), nv_cb_const(c, vt, r));
        return 1;
      }
      break;
    case NV_ISD_SUB:
      if (kb && nv_u128_is_zero(cb)) { *out = a; return 1; }
      if (a.n == b.n && a.r == b.r) { *out = nv_lz_const(z, vt, 0); return 1; }
      /* 0 - (0 - x) -> x */
      if (ka && nv_u128_is_zero(ca) && b.n->op == NV_ISD_SUB && nv_cb_is(nv_sdop(b.n, 0), 0)) {
        *out = nv_sdop(b.n, 1);
        return 1;
      }
      break;
    case NV_ISD_MUL:
      if (kb && nv_cb_is(b, 1)) { *out = a; return 1; }
      if (kb && nv_u128_is_zero(cb)) { *out = b; return 1; }
      if (nv_cb_try_mul_wide(c, n, out)) return 1;
      break;
    case NV_ISD_SELECT:
      /* a one-bit select with a constant arm is a logical and/or (clang writes a || b as
       * select a, true, b): one and.pred/or.pred instead of the three of (c & t) | (!c & f) */
      if (vt == NV_EVT_INT(1) && nv_sdval_vt(a) == vt) {
        nv_sdval t = b, f = nv_sdop(n, 2);
        if (nv_cb_is(t, 1)) *out = nv_lz_n2(z, NV_ISD_OR, vt, a, f);
        else if (nv_cb_is(f, 0)) *out = nv_lz_n2(z, NV_ISD_AND, vt, a, t);
        else if (nv_cb_is(t, 0)) *out = nv_lz_n2(z, NV_ISD_AND, vt, nv_lz_n2(z, NV_ISD_XOR, vt, a, nv_lz_const(z, vt, 1)), f);
        else if (nv_cb_is(f, 1)) *out = nv_lz_n2(z, NV_ISD_OR, vt, nv_lz_n2(z, NV_ISD_XOR, vt, a, nv_lz_const(z, vt, 1)), t);
        else break;
        return 1;
      }
      break;
    case NV_ISD_AND:
      if (kb && nv_u128_is_zero(cb)) { *out = b; return 1; }
      if (kb && nv_u128_eq(nv_u128_zext(cb, bits), ones)) { *out = a; return 1; }
      if (a.n == b.n && a.r == b.r) { *out = a; return 1; }
      /* (and (extload M), 2^|M| - 1) -> zextload M */
      if (kb && a.n->op == NV_ISD_LOAD && a.n->mem && a.n->mem->memvt && NV_EVT_IS_INT(a.n->mem->memvt) &&
          !NV_EVT_IS_VECTOR(a.n->mem->memvt) && nv_evt_bits(a.n->mem->memvt) < bits &&
          nv_u128_eq(nv_u128_zext(cb, bits), nv_u128_zext(nv_u128_make(~0ull, ~0ull), nv_evt_bits(a.n->mem->memvt))) &&
          nv_cb_extload(c, a, vt, NV_EXT_ZEXT, out))
        return 1;
      if (kb && a.n->op == NV_ISD_AND && nv_cb_int(nv_sdop(a.n, 1), &ca)) {
        *out = nv_lz_n2(z, op, vt, nv_sdop(a.n, 0), nv_cb_const(c, vt, nv_u128_and(ca, cb)));
        return 1;
      }
      /* (x >> s) & (2^k - 1) -> bfe x, s, k */
      if (kb && a.n->op == NV_ISD_SRL && (vt == NV_EVT_INT(32) || vt == NV_EVT_INT(64))) {
        uint64_t s;
        nv_u128 m = nv_u128_zext(cb, bits);
        unsigned k = nv_u128_popcount(m);
        if (nv_sdval_is_const(nv_sdop(a.n, 1), &s) && s > 0 && k > 0 &&
            nv_u128_eq(m, nv_u128_zext(nv_u128_make(~0ull, ~0ull), k)) && s + k <= bits) {
          *out = nv_lz_n3(z, NV_ISD_NVPTX_BFE, vt, nv_sdop(a.n, 0), nv_lz_i32(z, (uint32_t)s), nv_lz_i32(z, k));
          return 1;
        }
      }
      break;
    case NV_ISD_SHL: case NV_ISD_SRA: case NV_ISD_SRL: case NV_ISD_ROTL: case NV_ISD_ROTR:
      if (kb && nv_u128_is_zero(cb)) { *out = a; return 1; }
      if (ka && nv_u128_is_zero(ca)) { *out = a; return 1; }
      if (op == NV_ISD_SHL && nv_cb_try_mul_wide(c, n, out)) return 1;
      /* (x << (bits - k)) >>s (bits - k), clang's spelling of (long)(short)x: the low k
       * bits sign-extended in place, one cvt.s64.s16 instead of two shifts */
      if (op == NV_ISD_SRA && kb && a.n->op == NV_ISD_SHL && nv_cb_int(nv_sdop(a.n, 1), &ca) && nv_u128_eq(ca, cb) &&
          cb.hi == 0 && cb.lo < bits && (bits - cb.lo == 8 || bits - cb.lo == 16 || bits - cb.lo == 32)) {
        nv_evt from = NV_EVT_INT(bits - (unsigned)cb.lo);
        if (!c->after || nv_target_op_action(z->t, NV_ISD_SIGN_EXTEND_INREG, from) == NV_OA_LEGAL) {
          *out = nv_lz_n2(z, NV_ISD_SIGN_EXTEND_INREG, vt, nv_sdop(a.n, 0), nv_dag_valuetype(z->d, from));
          return 1;
        }
      }
      break;
    case NV_ISD_UDIV: case NV_ISD_SDIV:
      if (kb && nv_cb_is(b, 1)) { *out = a; return 1; }
      if (kb && nv_cb_div_by_const(c, op, vt, a, cb, out)) return 1;
      break;
    case NV_ISD_UREM: case NV_ISD_SREM:
      if (kb && nv_cb_div_by_const(c, op, vt, a, cb, out)) return 1;
      break;
    case NV_ISD_TRUNCATE: case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND: case NV_ISD_ANY_EXTEND: {
      /* extension chains collapse; a truncation of an extension meets in the middle */
      unsigned inner = a.n->op;
      if (op != NV_ISD_TRUNCATE && inner == NV_ISD_LOAD &&
          (nv_cb_extload(c, a, vt, op == NV_ISD_ZERO_EXTEND ? NV_EXT_ZEXT : op == NV_ISD_SIGN_EXTEND ? NV_EXT_SEXT : NV_EXT_ANY, out) ||
           nv_cb_shared_extload(c, n, a, out)))
        return 1;
      if ((inner == NV_ISD_ZERO_EXTEND || inner == NV_ISD_SIGN_EXTEND || inner == NV_ISD_ANY_EXTEND) && op != NV_ISD_TRUNCATE) {
        unsigned nop = op == NV_ISD_ANY_EXTEND ? inner : (op == NV_ISD_SIGN_EXTEND && inner == NV_ISD_ZERO_EXTEND) ? inner
                       : op == inner ? op : 0;
        nv_sdval x = nv_sdop(a.n, 0);
        if (nop && (!c->after || nv_target_conv_action(z->t, nv_conv_kind_of(nop), vt, nv_sdval_vt(x)) == NV_OA_LEGAL)) {
          *out = nv_lz_n1(z, nop, vt, x);
          return 1;
        }
      }
      if (op == NV_ISD_TRUNCATE && (inner == NV_ISD_ZERO_EXTEND || inner == NV_ISD_SIGN_EXTEND ||
                                    inner == NV_ISD_ANY_EXTEND || inner == NV_ISD_TRUNCATE)) {
        nv_sdval x = nv_sdop(a.n, 0);
        unsigned xb = nv_evt_bits(nv_sdval_vt(x));
        unsigned nop = xb == bits ? 0u : xb > bits ? (unsigned)NV_ISD_TRUNCATE : inner;
        if (!nop) {
          *out = x;
          return 1;
        }
        if (!c->after || nv_target_conv_action(z->t, nv_conv_kind_of(nop), vt, nv_sdval_vt(x)) == NV_OA_LEGAL) {
          *out = nv_lz_n1(z, nop, vt, x);
          return 1;
        }
      }
      break;
    }
    case NV_ISD_EXTRACT_ELEMENT:
      if (a.n->op == NV_ISD_BUILD_PAIR && kb) {
        *out = nv_sdop(a.n, cb.lo ? 1 : 0);
        return 1;
      }
      break;
    default: break;
    }
  }
  /* f16 bits -> f32 -> f16 bits is the identity (the promotion of f16 arithmetic
   * leaves such pairs between an operation's rounding and a store) */
  if (op == NV_ISD_FP_TO_FP16 && a.n->op == NV_ISD_FP16_TO_FP) {
    *out = nv_sdop(a.n, 0);
    return 1;
  }
  if (op == NV_ISD_EXTRACT_VECTOR_ELT && a.n->op == NV_ISD_BUILD_VECTOR && kb && nv_u128_ult(cb, nv_u128_make(a.n->nops, 0))) {
    nv_sdval e = nv_sdop(a.n, (unsigned)cb.lo);
    if (nv_sdval_vt(e) == vt) {
      *out = e;
      return 1;
    }
  }
  if (op == NV_ISD_BITCAST) {
    if (nv_sdval_vt(a) == vt) { *out = a; return 1; }
    if (a.n->op == NV_ISD_BITCAST) {
      nv_sdval x = nv_sdop(a.n, 0);
      if (nv_sdval_vt(x) == vt) { *out = x; return 1; }
      if (!c->after || nv_target_conv_action(z->t, NV_CONV_BITCAST, vt, nv_sdval_vt(x)) == NV_OA_LEGAL) {
        *out = nv_lz_n1(z, NV_ISD_BITCAST, vt, x);
        return 1;
      }
    }
  }
  /* floating point */
  if (NV_EVT_IS_FP(vt) && !NV_EVT_IS_VECTOR(vt) && NV_EVT_SC(vt) != NV_SC_F128) {
    if (op == NV_ISD_FNEG && a.n->op == NV_ISD_FNEG) {
      *out = nv_sdop(a.n, 0);
      return 1;
    }
    if (op == NV_ISD_FP_ROUND && a.n->op == NV_ISD_FP_EXTEND && nv_sdval_vt(nv_sdop(a.n, 0)) == vt) {
      *out = nv_sdop(a.n, 0);
      return 1;
    }
    if ((op == NV_ISD_FNEG || op == NV_ISD_FABS) && a.n->op == NV_ISD_CONSTANT_FP && nv_cb_ok(c, NV_ISD_CONSTANT_FP, vt)) {
      uint64_t sign = 1ull << (nv_evt_bits(vt) - 1);
      *out = nv_dag_const_fp(z->d, vt, op == NV_ISD_FNEG ? a.n->u.c.lo ^ sign : a.n->u.c.lo & ~sign, 0);
      return 1;
    }
#if NV_CB_FOLD_FP
    if (nv_cb_ok(c, NV_ISD_CONSTANT_FP, vt) && n->nops == 2 && nv_cb_fp(a, &fa) && nv_cb_fp(b, &fb) &&
        nv_sdval_vt(a) == vt && nv_sdval_vt(b) == vt && !nv_cb_is_nan(fa) && !nv_cb_is_nan(fb)) {
      /* f64: host double is the operation; narrower formats: their operands are exact in
       * double and one rounding from double's correctly rounded result is the correctly
       * rounded narrow result for + - * / (53 >= 2p + 2) */
      volatile double r;
      int done = 1;
      switch (op) {
      case NV_ISD_FADD: r = fa + fb; break;
      case NV_ISD_FSUB: r = fa - fb; break;
      case NV_ISD_FMUL: r = fa * fb; break;
      case NV_ISD_FDIV: r = fb != 0 ? fa / fb : 0; done = fb != 0; break;
      default: r = 0; done = 0; break;
      }
      if (done && !nv_cb_is_nan(r)) {
        *out = nv_dag_const_fp(z->d, vt, nv_cb_fp_bits(vt, r), 0);
        return 1;
      }
    }
    if (nv_cb_ok(c, NV_ISD_CONSTANT_FP, vt) && n->nops == 1 && nv_cb_fp(a, &fa) && !nv_cb_is_nan(fa) &&
        (op == NV_ISD_FP_EXTEND || op == NV_ISD_FP_ROUND)) {
      *out = nv_dag_const_fp(z->d, vt, nv_cb_fp_bits(vt, fa), 0);
      return 1;
    }
    if (nv_cb_ok(c, NV_ISD_CONSTANT_FP, vt) && (op == NV_ISD_SINT_TO_FP || op == NV_ISD_UINT_TO_FP) && ka) {
      unsigned ab = nv_evt_bits(nv_sdval_vt(a));
      nv_u128 x = op == NV_ISD_SINT_TO_FP ? nv_u128_sext(ca, ab) : nv_u128_zext(ca, ab);
      int neg = op == NV_ISD_SINT_TO_FP && nv_u128_bit(x, 127);
      nv_u128 mag = neg ? nv_u128_sub(nv_u128_make(0, 0), x) : x;
      /* exact in double below 2^53, then rounded once */
      if (!mag.hi && mag.lo < (1ull << 53)) {
        double d = (double)mag.lo;
        *out = nv_dag_const_fp(z->d, vt, nv_cb_fp_bits(vt, neg ? -d : d), 0);
        return 1;
      }
    }
#endif
    /* fma formation: contractable fmul feeding a contractable fadd/fsub (NVPTX fuses
     * even when the product has other uses, as LLVM's NVPTX does) */
    if ((op == NV_ISD_FADD || op == NV_ISD_FSUB) && nv_cb_contractable(n) && nv_cb_fma_ok(c, vt) &&
        (op == NV_ISD_FADD || !c->after || nv_cb_ok(c, NV_ISD_FNEG, vt))) {
      int mul_first = a.n->op == NV_ISD_FMUL && nv_cb_contractable(a.n);
      int mul_second = b.n->op == NV_ISD_FMUL && nv_cb_contractable(b.n);
      if (mul_first || mul_second) {
        nv_sdval m = mul_first ? a : b, other = mul_first ? b : a;
        if (op == NV_ISD_FADD)
          *out = nv_lz_n3(z, NV_ISD_FMA, vt, nv_sdop(m.n, 0), nv_sdop(m.n, 1), other);
        else if (mul_first) /* a*b - c = fma(a, b, -c) */
          *out = nv_lz_n3(z, NV_ISD_FMA, vt, nv_sdop(m.n, 0), nv_sdop(m.n, 1), nv_lz_n1(z, NV_ISD_FNEG, vt, other));
        else /* c - a*b = fma(-a, b, c) */
          *out = nv_lz_n3(z, NV_ISD_FMA, vt, nv_lz_n1(z, NV_ISD_FNEG, vt, nv_sdop(m.n, 0)), nv_sdop(m.n, 1), other);
        return 1;
      }
    }
  }
  return 0;
}

static void nv_dag_combine(nv_dag *d, int after_legalize, const nv_options *o) {
  nv_cb c;
  unsigned sweep;
  const nv_inst *saved_ir = d->cur_ir;
  uint32_t saved_order = d->cur_order;
  nv_lz_init(&c.z, d, o);
  c.z.oplevel = after_legalize;
  c.after = after_legalize;
  for (sweep = 0; sweep < 16; sweep++) {
    uint32_t cnt, i;
    nv_sdnode **order = nv_dag_topo_order(d, &cnt);
    int changed = 0;
    /* users before operands, as LLVM's combiner visits them: a multiply sees its
     * sign extensions (mul.wide) before they are folded into extending loads */
    for (i = cnt; i-- > 0;) {
      nv_sdnode *n = order[i];
      nv_sdval out;
      if (n->dead || (!n->uses && n != d->root.n)) continue;
      nv_lz_begin(&c.z, n);
      if (!nv_cb_node(&c, n, &out)) continue;
      if (out.n == n) continue;
      nv_dag_rauw(d, nv_sdval_of(n, 0), out);
      changed = 1;
    }
    nv_dag_remove_dead(d);
    if (!changed) break;
  }
  nv_lz_free(&c.z);
  d->cur_ir = saved_ir;
  d->cur_order = saved_order;
}
