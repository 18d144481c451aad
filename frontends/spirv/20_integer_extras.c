/* ---- integer extras ---- */

static void nvsp_tr_bitfield(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, w;
  nvsp_type *rt;
  nvcg_value *base, *ins = NULL, *off, *cnt, *r, *ones, *mask, *wv, *zero;
  uint32_t ot, ct, oi = op == SpvOpBitFieldInsert ? 5 : 4;
  nvsp_need(s, oi + 2, oi + 2);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (!nvsp_is_int_type(s, rt)) NVSP_ERR("result type must be integer");
  base = nvsp_value(s, nvsp_w(s, 3), rtid, NULL);
  if (op == SpvOpBitFieldInsert) ins = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
  off = nvsp_value(s, nvsp_w(s, oi), 0, &ot);
  cnt = nvsp_value(s, nvsp_w(s, oi + 1), 0, &ct);
  if (NVSP_TYPE(ot)->op != SpvOpTypeInt || NVSP_TYPE(ct)->op != SpvOpTypeInt) NVSP_ERR("Offset and Count must be integer scalars");
  w = nvsp_scalar_of(s, rt)->width;
  off = nvsp_splat_val(s, nvsp_iresize(s, off, nvsp_scalar_of(s, rt)->ir, 0), rt->ir);
  cnt = nvsp_splat_val(s, nvsp_iresize(s, cnt, nvsp_scalar_of(s, rt)->ir, 0), rt->ir);
  ones = nvsp_splat_int(s, rt->ir, ~(uint64_t)0);
  zero = nvcg_const_zero(rt->ir);
  wv = nvsp_splat_int(s, rt->ir, w);
  /* mask of `cnt` low bits; cnt == 0 and cnt == width handled without shifting by width */
  mask = nvsp_bin(s, NVCG_OP_LSHR, ones, nvsp_bin(s, NVCG_OP_SUB, wv, cnt, 0), 0);
  mask = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, cnt, zero), zero, mask);
  if (op == SpvOpBitFieldInsert) {
    nvcg_value *m = nvsp_bin(s, NVCG_OP_SHL, mask, off, 0);
    nvcg_value *keep = nvsp_bin(s, NVCG_OP_AND, base, nvsp_bin(s, NVCG_OP_XOR, m, ones, 0), 0);
    nvcg_value *put = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_SHL, ins, off, 0), m, 0);
    r = nvsp_bin(s, NVCG_OP_OR, keep, put, 0);
  } else if (op == SpvOpBitFieldUExtract) {
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, base, off, 0), mask, 0);
  } else {
    /* shift the field to the top, then arithmetic-shift it down */
    nvcg_value *top = nvsp_bin(s, NVCG_OP_SUB, nvsp_bin(s, NVCG_OP_SUB, wv, off, 0), cnt, 0);
    nvcg_value *x = nvsp_bin(s, NVCG_OP_SHL, base, top, 0);
    x = nvsp_bin(s, NVCG_OP_ASHR, x, nvsp_bin(s, NVCG_OP_SUB, wv, cnt, 0), 0);
    r = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, cnt, zero), zero, x);
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_bitcount(nvsp_state *s) {
  uint32_t rtid, id, at;
  nvsp_type *rt, *t;
  nvcg_value *x;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  x = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  if (!nvsp_is_int_type(s, rt) || !nvsp_is_int_type(s, t) || nvsp_ncomp(rt) != nvsp_ncomp(t)) NVSP_ERR("OpBitCount needs integers");
  nvsp_set(s, id, rtid, nvsp_iresize(s, nvsp_ovl1(s, "llvm.ctpop", x), rt->ir, 0));
}

/* OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended: a struct of two members. */
static void nvsp_tr_extended(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at, w;
  nvsp_type *rt, *mt;
  nvcg_value *a, *b, *lo, *hi, *r;
  unsigned zero = 0, one = 1;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (rt->op != SpvOpTypeStruct || rt->count != 2 || rt->mem[0] != rt->mem[1]) NVSP_ERR("result must be a struct of two equal members");
  mt = NVSP_TYPE(rt->mem[0]);
  if (!nvsp_is_int_type(s, mt)) NVSP_ERR("members must be integers");
  a = nvsp_value(s, nvsp_w(s, 3), mt->id, &at);
  b = nvsp_value(s, nvsp_w(s, 4), mt->id, NULL);
  w = nvsp_scalar_of(s, mt)->width;
  if (op == SpvOpIAddCarry) {
    lo = nvsp_bin(s, NVCG_OP_ADD, a, b, 0);
    hi = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_icmp(s, NVCG_ICMP_ULT, lo, a), mt->ir);
  } else if (op == SpvOpISubBorrow) {
    lo = nvsp_bin(s, NVCG_OP_SUB, a, b, 0);
    hi = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_icmp(s, NVCG_ICMP_ULT, a, b), mt->ir);
  } else {
    int sg = op == SpvOpSMulExtended;
    lo = nvsp_bin(s, NVCG_OP_MUL, a, b, 0);
    if (w < 64) {
      nvcg_type *wide = nvcg_type_int(s->ctx, 2 * w);
      nvcg_value *p;
      if (mt->op == SpvOpTypeVector) wide = nvcg_type_vector(wide, mt->count);
      p = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, a, wide, sg), nvsp_iresize(s, b, wide, sg), 0);
      hi = nvsp_cast(s, NVCG_OP_TRUNC, nvsp_bin(s, NVCG_OP_LSHR, p, nvsp_splat_int(s, wide, w), 0), mt->ir);
    } else {
      const char *intr = sg ? "llvm.nvvm.mulhi.ll" : "llvm.nvvm.mulhi.ull";
      if (mt->op == SpvOpTypeVector) {
        uint32_t k;
        hi = nvcg_const_undef(mt->ir);
        for (k = 0; k < mt->count; k++) {
          nvcg_value *x[2];
          x[0] = nvsp_extract_elem(s, a, k);
          x[1] = nvsp_extract_elem(s, b, k);
          hi = NVSP_B(nvcg_build_insertelement(s->b, hi, nvsp_call(s, intr, x, 2), nvsp_c32(s, k), NULL));
        }
      } else {
        nvcg_value *x[2];
        x[0] = a;
        x[1] = b;
        hi = nvsp_call(s, intr, x, 2);
      }
    }
  }
  (void)at;
  r = nvcg_const_undef(rt->ir);
  r = NVSP_B(nvcg_build_insertvalue(s->b, r, lo, &zero, 1, NULL));
  r = NVSP_B(nvcg_build_insertvalue(s->b, r, hi, &one, 1, NULL));
  nvsp_set(s, id, rtid, r);
}

