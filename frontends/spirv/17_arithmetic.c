/* ------------------------------------------------------------------------------------
 * Instructions.
 * ---------------------------------------------------------------------------------- */

/* Fast-math flags for the FP instruction defining `id`. */
static unsigned nvsp_fmf(nvsp_state *s, uint32_t id) {
  unsigned f = s->fmf_default;
  int found;
  uint32_t m;
  if (nvsp_has_deco(s, id, SpvDecorationNoContraction)) f &= ~(unsigned)NVCG_FMF_CONTRACT;
  m = nvsp_deco_arg(s, id, -1, SpvDecorationFPFastMathMode, 0, &found);
  if (found) {
    if (m & SpvFPFastMathModeNotNaNMask) f |= NVCG_FMF_NNAN;
    if (m & SpvFPFastMathModeNotInfMask) f |= NVCG_FMF_NINF;
    if (m & SpvFPFastMathModeNSZMask) f |= NVCG_FMF_NSZ;
    if (m & SpvFPFastMathModeAllowRecipMask) f |= NVCG_FMF_ARCP;
    if (m & SpvFPFastMathModeFastMask) f |= NVCG_FMF_FAST;
  }
  return f;
}

static int nvsp_is_int_type(nvsp_state *s, nvsp_type *t) { return nvsp_scalar_of(s, t)->op == SpvOpTypeInt; }
static int nvsp_is_fp_type(nvsp_state *s, nvsp_type *t) { return nvsp_scalar_of(s, t)->op == SpvOpTypeFloat; }
static int nvsp_is_bool_type(nvsp_state *s, nvsp_type *t) { return nvsp_scalar_of(s, t)->op == SpvOpTypeBool; }

/* Result type and operands for a simple unary/binary/ternary instruction: every operand
 * must have the result's IR type. */
static void nvsp_operands_like(nvsp_state *s, uint32_t rtid, nvcg_value **ops, uint32_t n, uint32_t first) {
  uint32_t i;
  nvsp_need(s, first + n, first + n);
  for (i = 0; i < n; i++) ops[i] = nvsp_value(s, nvsp_w(s, first + i), rtid, NULL);
}

static nvcg_opcode nvsp_binop_of(uint32_t op) {
  switch (op) {
  case SpvOpIAdd: return NVCG_OP_ADD;
  case SpvOpFAdd: return NVCG_OP_FADD;
  case SpvOpISub: return NVCG_OP_SUB;
  case SpvOpFSub: return NVCG_OP_FSUB;
  case SpvOpIMul: return NVCG_OP_MUL;
  case SpvOpFMul: return NVCG_OP_FMUL;
  case SpvOpUDiv: return NVCG_OP_UDIV;
  case SpvOpSDiv: return NVCG_OP_SDIV;
  case SpvOpFDiv: return NVCG_OP_FDIV;
  case SpvOpUMod: return NVCG_OP_UREM;
  case SpvOpSRem: return NVCG_OP_SREM;
  case SpvOpFRem: return NVCG_OP_FREM;
  case SpvOpBitwiseAnd: case SpvOpLogicalAnd: return NVCG_OP_AND;
  case SpvOpBitwiseOr: case SpvOpLogicalOr: return NVCG_OP_OR;
  case SpvOpBitwiseXor: return NVCG_OP_XOR;
  default: return NVCG_OP_COUNT;
  }
}

static void nvsp_tr_binary(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = nvsp_w(s, 1), id = nvsp_w(s, 2);
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *x[2], *r;
  nvcg_opcode bop = nvsp_binop_of(op);
  unsigned fl = 0;
  int fp = bop == NVCG_OP_FADD || bop == NVCG_OP_FSUB || bop == NVCG_OP_FMUL || bop == NVCG_OP_FDIV || bop == NVCG_OP_FREM ||
           op == SpvOpFMod;
  nvsp_operands_like(s, rtid, x, 2, 3);
  if (fp && !nvsp_is_fp_type(s, rt)) NVSP_ERR("result type %%%u is not floating point", rtid);
  if (!fp && (op == SpvOpLogicalAnd || op == SpvOpLogicalOr) && !nvsp_is_bool_type(s, rt))
    NVSP_ERR("result type %%%u is not boolean", rtid);
  if (!fp && op != SpvOpLogicalAnd && op != SpvOpLogicalOr && !nvsp_is_int_type(s, rt))
    NVSP_ERR("result type %%%u is not an integer type", rtid);
  if (fp) {
    fl = nvsp_fmf(s, id);
    if (bop == NVCG_OP_FDIV || bop == NVCG_OP_FREM || op == SpvOpFMod) fl &= ~(unsigned)NVCG_FMF_CONTRACT;
  } else if (bop == NVCG_OP_ADD || bop == NVCG_OP_SUB || bop == NVCG_OP_MUL) {
    if (nvsp_has_deco(s, id, SpvDecorationNoSignedWrap)) fl |= NVCG_FLAG_NSW;
    if (nvsp_has_deco(s, id, SpvDecorationNoUnsignedWrap)) fl |= NVCG_FLAG_NUW;
  }
  if (op == SpvOpSMod) {
    /* the sign of the divisor: srem, then add b when the signs differ */
    nvcg_value *rem = nvsp_bin(s, NVCG_OP_SREM, x[0], x[1], 0);
    nvcg_value *z = nvcg_const_zero(rt->ir);
    nvcg_value *diff = nvsp_icmp(s, NVCG_ICMP_SLT, nvsp_bin(s, NVCG_OP_XOR, rem, x[1], 0), z);
    nvcg_value *nz = nvsp_icmp(s, NVCG_ICMP_NE, rem, z);
    nvcg_value *fix = nvsp_bin(s, NVCG_OP_AND, diff, nz, 0);
    r = nvsp_sel(s, fix, nvsp_bin(s, NVCG_OP_ADD, rem, x[1], 0), rem);
  } else if (op == SpvOpFMod) {
    nvcg_value *rem = nvsp_bin(s, NVCG_OP_FREM, x[0], x[1], fl);
    nvcg_value *z = nvcg_const_zero(rt->ir);
    nvcg_value *nz = nvsp_fcmp(s, NVCG_FCMP_UNE, rem, z);
    nvcg_value *rn = nvsp_fcmp(s, NVCG_FCMP_OLT, rem, z), *bn = nvsp_fcmp(s, NVCG_FCMP_OLT, x[1], z);
    nvcg_value *fix = nvsp_bin(s, NVCG_OP_AND, nz, nvsp_bin(s, NVCG_OP_XOR, rn, bn, 0), 0);
    r = nvsp_sel(s, fix, nvsp_bin(s, NVCG_OP_FADD, rem, x[1], fl), rem);
  } else {
    r = NVSP_B(nvcg_build_binop(s->b, bop, x[0], x[1], fl, NULL));
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_shift(nvsp_state *s) {
  uint32_t rtid = nvsp_w(s, 1), id = nvsp_w(s, 2), bt, st;
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *base, *sh;
  nvcg_opcode op = s->cur_op == SpvOpShiftLeftLogical ? NVCG_OP_SHL
                   : s->cur_op == SpvOpShiftRightLogical ? NVCG_OP_LSHR : NVCG_OP_ASHR;
  nvsp_need(s, 5, 5);
  if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type %%%u is not an integer type", rtid);
  base = nvsp_value(s, nvsp_w(s, 3), rtid, &bt);
  sh = nvsp_value(s, nvsp_w(s, 4), 0, &st);
  if (!nvsp_is_int_type(s, NVSP_TYPE(st)) || nvsp_ncomp(NVSP_TYPE(st)) != nvsp_ncomp(rt))
    NVSP_ERR("shift amount must be an integer with the result's component count");
  sh = nvsp_iresize(s, sh, rt->ir, 0);
  nvsp_set(s, id, rtid, nvsp_bin(s, op, base, sh, 0));
}

static void nvsp_tr_unary(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = nvsp_w(s, 1), id = nvsp_w(s, 2);
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *x, *r;
  nvsp_operands_like(s, rtid, &x, 1, 3);
  switch (op) {
  case SpvOpSNegate:
    if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type is not an integer type");
    r = nvsp_bin(s, NVCG_OP_SUB, nvcg_const_zero(rt->ir), x, 0);
    break;
  case SpvOpFNegate:
    if (!nvsp_is_fp_type(s, rt)) NVSP_ERR("result type is not floating point");
    r = NVSP_B(nvcg_build_fneg(s->b, x, nvsp_fmf(s, id) & ~(unsigned)NVCG_FMF_CONTRACT, NULL));
    break;
  case SpvOpNot:
    if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type is not an integer type");
    r = nvsp_bin(s, NVCG_OP_XOR, x, nvsp_splat_int(s, rt->ir, ~(uint64_t)0), 0);
    break;
  case SpvOpLogicalNot:
    if (!nvsp_is_bool_type(s, rt)) NVSP_ERR("result type is not boolean");
    r = nvsp_bin(s, NVCG_OP_XOR, x, nvsp_splat_int(s, rt->ir, 1), 0);
    break;
  case SpvOpBitReverse:
    if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type is not an integer type");
    r = nvsp_ovl1(s, "llvm.bitreverse", x);
    break;
  default: NVSP_ERR("internal: unary");
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_compare(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at, bt;
  nvsp_type *rt, *t;
  nvcg_value *a, *b, *r;
  nvcg_predicate p = NVCG_ICMP_EQ;
  int fp = 0, logical = 0;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), 0, &bt);
  t = NVSP_TYPE(at);
  if (nvcg_value_type(a) != nvcg_value_type(b)) NVSP_ERR("the operands have different types (%%%u, %%%u)", at, bt);
  if (!nvsp_is_bool_type(s, rt) || nvsp_ncomp(rt) != nvsp_ncomp(t))
    NVSP_ERR("result type %%%u must be boolean with the operands' component count", rtid);
  switch (op) {
  case SpvOpIEqual: p = NVCG_ICMP_EQ; break;
  case SpvOpINotEqual: p = NVCG_ICMP_NE; break;
  case SpvOpUGreaterThan: p = NVCG_ICMP_UGT; break;
  case SpvOpSGreaterThan: p = NVCG_ICMP_SGT; break;
  case SpvOpUGreaterThanEqual: p = NVCG_ICMP_UGE; break;
  case SpvOpSGreaterThanEqual: p = NVCG_ICMP_SGE; break;
  case SpvOpULessThan: p = NVCG_ICMP_ULT; break;
  case SpvOpSLessThan: p = NVCG_ICMP_SLT; break;
  case SpvOpULessThanEqual: p = NVCG_ICMP_ULE; break;
  case SpvOpSLessThanEqual: p = NVCG_ICMP_SLE; break;
  case SpvOpPtrEqual: p = NVCG_ICMP_EQ; break;
  case SpvOpPtrNotEqual: p = NVCG_ICMP_NE; break;
  case SpvOpLogicalEqual: p = NVCG_ICMP_EQ; logical = 1; break;
  case SpvOpLogicalNotEqual: p = NVCG_ICMP_NE; logical = 1; break;
  case SpvOpFOrdEqual: p = NVCG_FCMP_OEQ; fp = 1; break;
  case SpvOpFUnordEqual: p = NVCG_FCMP_UEQ; fp = 1; break;
  case SpvOpFOrdNotEqual: p = NVCG_FCMP_ONE; fp = 1; break;
  case SpvOpFUnordNotEqual: p = NVCG_FCMP_UNE; fp = 1; break;
  case SpvOpFOrdLessThan: p = NVCG_FCMP_OLT; fp = 1; break;
  case SpvOpFUnordLessThan: p = NVCG_FCMP_ULT; fp = 1; break;
  case SpvOpFOrdGreaterThan: p = NVCG_FCMP_OGT; fp = 1; break;
  case SpvOpFUnordGreaterThan: p = NVCG_FCMP_UGT; fp = 1; break;
  case SpvOpFOrdLessThanEqual: p = NVCG_FCMP_OLE; fp = 1; break;
  case SpvOpFUnordLessThanEqual: p = NVCG_FCMP_ULE; fp = 1; break;
  case SpvOpFOrdGreaterThanEqual: p = NVCG_FCMP_OGE; fp = 1; break;
  case SpvOpFUnordGreaterThanEqual: p = NVCG_FCMP_UGE; fp = 1; break;
  case SpvOpLessOrGreater: p = NVCG_FCMP_ONE; fp = 1; break;
  case SpvOpOrdered: p = NVCG_FCMP_ORD; fp = 1; break;
  case SpvOpUnordered: p = NVCG_FCMP_UNO; fp = 1; break;
  default: NVSP_ERR("internal: compare");
  }
  if (fp && !nvsp_is_fp_type(s, t)) NVSP_ERR("operands must be floating point");
  if (logical && !nvsp_is_bool_type(s, t)) NVSP_ERR("operands must be boolean");
  if (!fp && !logical && op != SpvOpPtrEqual && op != SpvOpPtrNotEqual && !nvsp_is_int_type(s, t))
    NVSP_ERR("operands must be integers");
  if ((op == SpvOpPtrEqual || op == SpvOpPtrNotEqual) && t->op != SpvOpTypePointer) NVSP_ERR("operands must be pointers");
  r = fp ? NVSP_B(nvcg_build_fcmp(s->b, p, a, b, nvsp_fmf(s, id) & ~(unsigned)NVCG_FMF_CONTRACT, NULL))
         : nvsp_icmp(s, p, a, b);
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_fp_test(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at;
  nvsp_type *rt, *t, *st;
  nvcg_value *x, *r, *ax;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  x = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  st = nvsp_scalar_of(s, t);
  if (st->op != SpvOpTypeFloat) NVSP_ERR("operand must be floating point");
  if (!nvsp_is_bool_type(s, rt) || nvsp_ncomp(rt) != nvsp_ncomp(t)) NVSP_ERR("result type must be boolean like the operand");
  switch (op) {
  case SpvOpIsNan: r = nvsp_fcmp(s, NVCG_FCMP_UNO, x, x); break;
  case SpvOpIsInf:
    r = nvsp_fcmp(s, NVCG_FCMP_OEQ, nvsp_ovl1(s, "llvm.fabs", x), nvsp_splat_fp(s, t->ir, (double)INFINITY));
    break;
  case SpvOpIsFinite:
    r = nvsp_fcmp(s, NVCG_FCMP_OLT, nvsp_ovl1(s, "llvm.fabs", x), nvsp_splat_fp(s, t->ir, (double)INFINITY));
    break;
  case SpvOpIsNormal: {
    double mn = st->width == 16 ? 6.103515625e-05 : st->width == 32 ? 1.1754943508222875e-38 : 2.2250738585072014e-308;
    ax = nvsp_ovl1(s, "llvm.fabs", x);
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OGE, ax, nvsp_splat_fp(s, t->ir, mn)),
                 nvsp_fcmp(s, NVCG_FCMP_OLT, ax, nvsp_splat_fp(s, t->ir, (double)INFINITY)), 0);
    break;
  }
  case SpvOpSignBitSet: {
    nvcg_type *it = nvcg_type_int(s->ctx, st->width);
    if (t->op == SpvOpTypeVector) it = nvcg_type_vector(it, t->count);
    r = nvsp_icmp(s, NVCG_ICMP_SLT, nvsp_cast(s, NVCG_OP_BITCAST, x, it), nvcg_const_zero(it));
    break;
  }
  default: NVSP_ERR("internal: fp test");
  }
  nvsp_set(s, id, rtid, r);
}

/* Reduces a boolean vector with and/or (OpAll/OpAny). */
static void nvsp_tr_any_all(nvsp_state *s) {
  uint32_t rtid, id, at, k;
  nvsp_type *t;
  nvcg_value *v, *r = NULL;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  if (NVSP_RTYPE(rtid)->op != SpvOpTypeBool) NVSP_ERR("result type must be a boolean scalar");
  v = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  if (t->op != SpvOpTypeVector || !nvsp_is_bool_type(s, t)) NVSP_ERR("operand must be a boolean vector");
  for (k = 0; k < t->count; k++) {
    nvcg_value *e = NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_c32(s, k), NULL));
    r = r ? nvsp_bin(s, s->cur_op == SpvOpAll ? NVCG_OP_AND : NVCG_OP_OR, r, e, 0) : e;
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_select(nvsp_state *s) {
  uint32_t rtid, id, ct;
  nvsp_type *rt, *ctt;
  nvcg_value *c, *a, *b;
  nvsp_need(s, 6, 6);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  c = nvsp_value(s, nvsp_w(s, 3), 0, &ct);
  ctt = NVSP_TYPE(ct);
  a = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
  b = nvsp_value(s, nvsp_w(s, 5), rtid, NULL);
  if (!nvsp_is_bool_type(s, ctt)) NVSP_ERR("condition %%%u is not boolean", nvsp_w(s, 3));
  if (ctt->op == SpvOpTypeVector && (rt->op != SpvOpTypeVector || rt->count != ctt->count))
    NVSP_ERR("a vector condition needs vector objects of the same size");
  nvsp_set(s, id, rtid, nvsp_sel(s, c, a, b));
}

