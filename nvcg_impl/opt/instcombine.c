/* instcombine.c -- rewrites instructions into cheaper or canonical equivalents (the part of
 * LLVM's InstCombine these kernels need; simplify.c only replaces an instruction by a
 * value that exists, this pass also builds new instructions):
 *   - `urem x, 2^k` -> `and x, 2^k-1`; `udiv x, 2^k` -> `lshr x, k`; `sdiv exact x, 2^k`
 *     -> `ashr exact x, k`; `sdiv`/`srem` by 2^k of a value known not to be negative
 *     (a zext, an lshr by at least one, an `and` with a non-negative mask) likewise;
 *   - NVVM approximate intrinsics on constants, where the approximation is exact and
 *     so the hardware gives the same bits: lg2.approx of 2^n is n, ex2.approx of an
 *     integer n is 2^n, rcp.approx of 2^n is 2^-n, sqrt.approx and rsqrt.approx of 4^n
 *     are 2^n and 2^-n -- normal numbers only, so that flushing cannot matter. libNVVM
 *     folds these, which lets `for (i = 0; i < lg2(16); ...)` get a constant trip count;
 *   - comparisons: a constant operand goes right (the predicate swapped), `sge/uge x, C`
 *     becomes `sgt/ugt x, C-1` and `sle/ule x, C` becomes `slt/ult x, C+1`, `ult x, 1`
 *     becomes `eq x, 0` and `ugt x, 0` becomes `ne x, 0`;
 *   - selects: `select (xor c, true), a, b` -> `select c, b, a`; `select c, false, true`
 *     -> `xor c, true`; a select of the two operands of its own integer compare is a
 *     minimum or maximum and becomes llvm.smin/smax/umin/umax (one PTX min/max instead of
 *     setp + selp, as LLVM canonicalises them): `x > y ? x : y` -> smax(x, y),
 *     `x < y ? x : y` -> smin(x, y), either way round; against a constant the compare may
 *     be the strict form of the select's bound, as the compare canonicalisation above
 *     leaves it (`x > C ? x : C+1` -> smax(x, C+1), `x < C ? x : C-1` -> smin(x, C-1)).
 * Every rewrite keeps the value bit for bit. Runs at -O1 and above, before the loop
 * passes (their trip-count analysis reads canonical compares) and in their cleanup. */

static int nv_ic_pow2(const nv_value *c, unsigned *k) {
  uint64_t x;
  unsigned i;
  if (c->kind != NV_V_CINT || c->type->bits > 64) return 0;
  x = nv_cint_zext(c);
  if (!x || (x & (x - 1))) return 0;
  for (i = 0; (1ull << i) != x; i++) {}
  *k = i;
  return 1;
}

/* v is known to have its sign bit clear. */
static int nv_ic_nonneg(const nv_value *v) {
  const nv_inst *I = (const nv_inst *)v;
  if (v->kind == NV_V_CINT) return nv_cint_sext(v) >= 0;
  if (v->kind != NV_V_INST) return 0;
  switch (I->v.opcode) {
  case NVCG_OP_ZEXT: return 1;
  case NVCG_OP_LSHR: return I->ops[1].val->kind == NV_V_CINT && nv_cint_zext(I->ops[1].val) >= 1;
  case NVCG_OP_AND: return nv_ic_nonneg(I->ops[0].val) || nv_ic_nonneg(I->ops[1].val);
  case NVCG_OP_UREM: return nv_ic_nonneg(I->ops[1].val);
  default: return 0;
  }
}

/* An exact power of two 2^e of a normal float or double; 0 otherwise. */
static int nv_ic_fp_pow2(const nv_value *c, int *e, int *neg) {
  uint64_t b;
  unsigned bits;
  int ex;
  if (c->kind != NV_V_CFP) return 0;
  bits = nv_type_prim_bits(c->type);
  b = ((const nv_const *)c)->ci[0];
  if (bits == 32) {
    ex = (int)((b >> 23) & 0xff);
    if ((b & 0x7fffff) || ex == 0 || ex == 0xff) return 0;
    *e = ex - 127;
    *neg = (int)((b >> 31) & 1);
    return 1;
  }
  if (bits == 64) {
    ex = (int)((b >> 52) & 0x7ff);
    if ((b & 0xfffffffffffffull) || ex == 0 || ex == 0x7ff) return 0;
    *e = ex - 1023;
    *neg = (int)(b >> 63);
    return 1;
  }
  return 0;
}

/* 2^e as a constant of fp type t, when it is a normal number there. */
static nv_value *nv_ic_fp_make_pow2(nv_type *t, int e) {
  unsigned bits = nv_type_prim_bits(t);
  if (bits == 32 && e >= -126 && e <= 127) return nv_const_fp_bits(t, (uint64_t)(e + 127) << 23, 0);
  if (bits == 64 && e >= -1022 && e <= 1023) return nv_const_fp_bits(t, (uint64_t)(e + 1023) << 52, 0);
  return NULL;
}

static nv_value *nv_ic_approx(const nv_inst *I) {
  unsigned id = nv_opt_call_intrinsic(I);
  nv_value *x;
  int e, neg;
  double d;
  if (id == NV_INTR_NONE || I->nops != 2) return NULL;
  x = I->ops[1].val;
  switch (id) {
  case NV_INTR_NVVM_LG2_APPROX_F: case NV_INTR_NVVM_LG2_APPROX_FTZ_F: case NV_INTR_NVVM_LG2_APPROX_D:
    if (!nv_ic_fp_pow2(x, &e, &neg) || neg) return NULL;
    return nv_const_fp_double(I->v.type, (double)e);
  case NV_INTR_NVVM_EX2_APPROX_F: case NV_INTR_NVVM_EX2_APPROX_FTZ_F: case NV_INTR_NVVM_EX2_APPROX_D:
    if (x->kind != NV_V_CFP) return NULL;
    d = nv_cfp_to_double(x);
    if (d != d || d < -1022.0 || d > 1023.0 || d != (double)(int)d) return NULL;
    return nv_ic_fp_make_pow2(I->v.type, (int)d);
  case NV_INTR_NVVM_RCP_APPROX_FTZ_F: case NV_INTR_NVVM_RCP_APPROX_FTZ_D: {
    nv_value *r;
    if (!nv_ic_fp_pow2(x, &e, &neg)) return NULL;
    r = nv_ic_fp_make_pow2(I->v.type, -e);
    if (r && neg) r = nv_const_fp_double(I->v.type, -nv_cfp_to_double(r));
    return r;
  }
  case NV_INTR_NVVM_SQRT_APPROX_F: case NV_INTR_NVVM_SQRT_APPROX_FTZ_F:
    if (!nv_ic_fp_pow2(x, &e, &neg) || neg || (e & 1)) return NULL;
    return nv_ic_fp_make_pow2(I->v.type, e / 2);
  case NV_INTR_NVVM_RSQRT_APPROX_F: case NV_INTR_NVVM_RSQRT_APPROX_FTZ_F: case NV_INTR_NVVM_RSQRT_APPROX_D:
    if (!nv_ic_fp_pow2(x, &e, &neg) || neg || (e & 1)) return NULL;
    return nv_ic_fp_make_pow2(I->v.type, -e / 2);
  default: return NULL;
  }
}

/* Canonical compares, in place; returns whether I changed. */
static int nv_ic_icmp(nv_inst *I) {
  nv_value *a = I->ops[0].val, *b = I->ops[1].val;
  unsigned p = I->v.sub, bits;
  uint64_t c, umax;
  int64_t sc, smin, smax;
  if (!nv_type_is_int(a->type) || a->type->bits > 64) return 0;
  if (a->kind == NV_V_CINT && b->kind != NV_V_CINT) {
    nv_inst_set_op(I, 0, b);
    nv_inst_set_op(I, 1, a);
    I->v.sub = (uint16_t)nv_opt_icmp_swapped(p);
    return 1;
  }
  if (b->kind != NV_V_CINT) return 0;
  bits = a->type->bits;
  c = nv_cint_zext(b);
  sc = nv_cint_sext(b);
  umax = bits == 64 ? ~0ull : (1ull << bits) - 1;
  smax = (int64_t)(umax >> 1);
  smin = -smax - 1;
  switch (p) {
  case NVCG_ICMP_SGE: if (sc == smin) return 0; p = NVCG_ICMP_SGT; b = nv_const_int_s(a->type, sc - 1); break;
  case NVCG_ICMP_SLE: if (sc == smax) return 0; p = NVCG_ICMP_SLT; b = nv_const_int_s(a->type, sc + 1); break;
  case NVCG_ICMP_UGE: if (c == 0) return 0; p = NVCG_ICMP_UGT; b = nv_const_int(a->type, c - 1, 0); break;
  case NVCG_ICMP_ULE: if (c == umax) return 0; p = NVCG_ICMP_ULT; b = nv_const_int(a->type, c + 1, 0); break;
  case NVCG_ICMP_ULT: if (c != 1) return 0; p = NVCG_ICMP_EQ; b = nv_const_int(a->type, 0, 0); break;
  case NVCG_ICMP_UGT: if (c != 0) return 0; p = NVCG_ICMP_NE; break;
  default: return 0;
  }
  I->v.sub = (uint16_t)p;
  nv_inst_set_op(I, 1, b);
  return 1;
}

/* select c, t, f as a minimum or maximum (a call built before I), or NULL. */
static nv_value *nv_ic_minmax(nv_ib *ib, nv_inst *I, nv_value *c, nv_value *t, nv_value *f) {
  static const char *const names[4] = {"llvm.smax", "llvm.smin", "llvm.umax", "llvm.umin"};
  const nv_inst *C = (const nv_inst *)c;
  nv_value *x, *y, *args[2];
  unsigned p, bits = I->v.type->bits, kind;
  int greater, is_signed;
  char name[32];
  if (c->kind != NV_V_INST || C->v.opcode != NVCG_OP_ICMP || !nv_type_is_int(I->v.type) || bits < 16 || bits > 64 ||
      t->type != I->v.type || C->ops[0].val->type != I->v.type)
    return NULL;
  x = C->ops[0].val;
  y = C->ops[1].val;
  p = C->v.sub;
  switch (p) {
  case NVCG_ICMP_SGT: case NVCG_ICMP_SGE: greater = 1; is_signed = 1; break;
  case NVCG_ICMP_SLT: case NVCG_ICMP_SLE: greater = 0; is_signed = 1; break;
  case NVCG_ICMP_UGT: case NVCG_ICMP_UGE: greater = 1; is_signed = 0; break;
  case NVCG_ICMP_ULT: case NVCG_ICMP_ULE: greater = 0; is_signed = 0; break;
  default: return NULL;
  }
  if (y->kind == NV_V_CINT) {
    /* x > C ? x : C+1 is x >= C+1 ? x : C+1; x < C ? x : C-1 is x <= C-1 ? x : C-1
     * (the bound is the constant of the select, so it cannot have wrapped) */
    nv_value *k = t == x ? f : f == x ? t : NULL;
    if (k && k->kind == NV_V_CINT && k != y) {
      uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1, cy = nv_cint_zext(y), ck = nv_cint_zext(k);
      int64_t sy = nv_cint_sext(y), sk = nv_cint_sext(k);
      int strict_gt = p == NVCG_ICMP_SGT || p == NVCG_ICMP_UGT, strict_lt = p == NVCG_ICMP_SLT || p == NVCG_ICMP_ULT;
      int ok = is_signed ? ((strict_gt && sy < sk && (uint64_t)sk - (uint64_t)sy == 1) ||
                                   (strict_lt && sk < sy && (uint64_t)sy - (uint64_t)sk == 1))
                         : ((strict_gt && ck > cy && ((ck - cy) & mask) == 1) || (strict_lt && ck < cy && ((cy - ck) & mask) == 1));
      if (!ok) return NULL;
      y = k;
    }
  }
  if (t == x && f == y) {
    /* x > y ? x : y is the maximum */
  } else if (t == y && f == x) {
    greater = !greater;
  } else {
    return NULL;
  }
  kind = (is_signed ? 0u : 2u) + (greater ? 0u : 1u);
  snprintf(name, sizeof name, "%s.i%u", names[kind], bits);
  args[0] = x;
  args[1] = y;
  return nv_ib_intrinsic(ib, name, I->v.type, args, 2, I->v.name);
}

/* A replacement for I (new instructions go before it), or NULL. */
static nv_value *nv_ic_one(nv_inst *I, int *inplace) {
  unsigned op = I->v.opcode, k;
  nv_value *a = I->nops > 0 ? I->ops[0].val : NULL, *b = I->nops > 1 ? I->ops[1].val : NULL;
  nv_ib ib;
  *inplace = 0;
  nv_ib_before(&ib, I);
  switch (op) {
  case NVCG_OP_UREM:
    if (!nv_type_is_int(I->v.type) || !nv_ic_pow2(b, &k)) return NULL;
    return nv_ib_binop(&ib, NVCG_OP_AND, a, nv_const_int(I->v.type, nv_cint_zext(b) - 1, 0), I->v.name);
  case NVCG_OP_SREM:
    if (!nv_type_is_int(I->v.type) || !nv_ic_pow2(b, &k) || k + 1 >= I->v.type->bits || !nv_ic_nonneg(a)) return NULL;
    return nv_ib_binop(&ib, NVCG_OP_AND, a, nv_const_int(I->v.type, nv_cint_zext(b) - 1, 0), I->v.name);
  case NVCG_OP_UDIV:
    if (!nv_type_is_int(I->v.type) || !nv_ic_pow2(b, &k)) return NULL;
    {
      nv_value *r = nv_ib_binop(&ib, NVCG_OP_LSHR, a, nv_const_int(I->v.type, k, 0), I->v.name);
      ((nv_inst *)r)->flags = I->flags & NVCG_FLAG_EXACT;
      return r;
    }
  case NVCG_OP_SDIV:
    if (!nv_type_is_int(I->v.type) || !nv_ic_pow2(b, &k) || k + 1 >= I->v.type->bits) return NULL;
    if (I->flags & NVCG_FLAG_EXACT) {
      nv_value *r = nv_ib_binop(&ib, NVCG_OP_ASHR, a, nv_const_int(I->v.type, k, 0), I->v.name);
      ((nv_inst *)r)->flags = NVCG_FLAG_EXACT;
      return r;
    }
    if (!nv_ic_nonneg(a)) return NULL;
    return nv_ib_binop(&ib, NVCG_OP_LSHR, a, nv_const_int(I->v.type, k, 0), I->v.name);
  case NVCG_OP_ICMP: *inplace = nv_ic_icmp(I); return NULL;
  case NVCG_OP_SELECT: {
    nv_value *c = a, *t = b, *f = I->ops[2].val;
    nv_inst *C = (nv_inst *)c;
    if (c->kind == NV_V_INST && C->v.opcode == NVCG_OP_XOR && c->type->kind == NVCG_TYPE_INT && c->type->bits == 1 &&
        nv_value_is_cint(C->ops[1].val, 1)) {
      nv_inst_set_op(I, 0, C->ops[0].val);
      nv_inst_set_op(I, 1, f);
      nv_inst_set_op(I, 2, t);
      nv_opt_erase_if_dead(C);
      *inplace = 1;
      return NULL;
    }
    if (c->type->kind == NVCG_TYPE_INT && c->type->bits == 1 && t->type == c->type && nv_value_is_cint(t, 0) &&
        nv_value_is_cint(f, 1))
      return nv_ib_binop(&ib, NVCG_OP_XOR, c, nv_const_int(c->type, 1, 0), I->v.name);
    return nv_ic_minmax(&ib, I, c, t, f);
  }
  case NVCG_OP_CALL: return nv_ic_approx(I);
  default: return NULL;
  }
}

static int nv_pass_instcombine(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  for (bb = f->last; bb; bb = bb->prev)
    for (nv_inst *I = bb->last; I; I = I->prev) nv_vec_push(&work, I);
  while (work.len) {
    nv_inst *I = nv_vec_pop(&work);
    nv_value *r;
    nv_use *u;
    int inplace;
    if (!I->parent || I->v.type->kind == NVCG_TYPE_VOID || nv_type_is_vector(I->v.type)) continue;
    r = nv_ic_one(I, &inplace);
    if (inplace) {
      changed = 1;
      nv_vec_push(&work, I);
      continue;
    }
    if (!r) continue;
    changed = 1;
    for (u = I->v.uses; u; u = u->next)
      if (u->user->kind == NV_V_INST) nv_vec_push(&work, (nv_inst *)u->user);
    if (r->kind == NV_V_INST) nv_vec_push(&work, (nv_inst *)r);
    nv_value_rauw(&I->v, r);
    nv_opt_erase_if_dead(I);
  }
  nv_vec_free(&work);
  return changed;
}
