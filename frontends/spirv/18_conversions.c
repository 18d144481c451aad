/* ---- conversions ---- */

static nvcg_value *nvsp_gen(nvsp_state *s, const char *base, nvcg_value *a, nvcg_value *b, nvcg_value *c);

static nvcg_value *nvsp_fp_to_int_sat(nvsp_state *s, nvcg_value *x, nvcg_type *to, int is_signed) {
  nvcg_type *ft = nvcg_value_type(x);
  nvcg_type *ts = nvcg_type_get_kind(to) == NVCG_TYPE_VECTOR ? nvcg_type_element(to) : to;
  unsigned w = nvcg_type_int_bits(ts);
  double lo = is_signed ? -((double)((uint64_t)1 << (w - 1))) : 0.0;
  double hi = is_signed ? (double)((uint64_t)1 << (w - 1)) : (w == 64 ? 18446744073709551616.0 : (double)((uint64_t)1 << w));
  uint64_t minv = is_signed ? ((uint64_t)1 << (w - 1)) : 0, maxv = is_signed ? nvsp_mask(w - 1) : nvsp_mask(w);
  nvcg_value *r = nvsp_cast(s, is_signed ? NVCG_OP_FPTOSI : NVCG_OP_FPTOUI, x, to);
  r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_OLE, x, nvsp_splat_fp(s, ft, lo)), nvsp_splat_int(s, to, minv), r);
  r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_OGE, x, nvsp_splat_fp(s, ft, hi)), nvsp_splat_int(s, to, maxv), r);
  r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, x, x), nvcg_const_zero(to), r);
  return r;
}

/* Integer conversion with saturation (OpenCL convert_T_sat). */
static nvcg_value *nvsp_int_sat(nvsp_state *s, nvcg_value *x, nvcg_type *to, int from_signed, int to_signed) {
  nvcg_type *ft = nvcg_value_type(x);
  nvcg_type *fs = nvcg_type_get_kind(ft) == NVCG_TYPE_VECTOR ? nvcg_type_element(ft) : ft;
  nvcg_type *ts = nvcg_type_get_kind(to) == NVCG_TYPE_VECTOR ? nvcg_type_element(to) : to;
  unsigned fw = nvcg_type_int_bits(fs), tw = nvcg_type_int_bits(ts);
  uint64_t tmax = to_signed ? nvsp_mask(tw - 1) : nvsp_mask(tw);
  /* clamp in the wider of the two widths */
  unsigned ww = fw > tw ? fw : tw;
  nvcg_type *wt = nvcg_type_int(s->ctx, ww);
  nvcg_value *v;
  if (nvcg_type_get_kind(ft) == NVCG_TYPE_VECTOR) wt = nvcg_type_vector(wt, (unsigned)nvcg_type_count(ft));
  v = nvsp_iresize(s, x, wt, from_signed);
  if (from_signed) {
    int64_t tmin = to_signed ? -(int64_t)(tmax) - 1 : 0;
    if (!to_signed || tw < fw)
      v = nvsp_ovl2(s, "llvm.smax", v, nvsp_splat_int(s, wt, (uint64_t)tmin));
    if (tw < fw || (!to_signed && tw < ww)) v = nvsp_ovl2(s, "llvm.smin", v, nvsp_splat_int(s, wt, tmax));
    else if (to_signed && tw == fw) { /* same width, signed to signed: nothing */ }
  } else {
    if (tw < fw || (to_signed && tw <= fw)) v = nvsp_ovl2(s, "llvm.umin", v, nvsp_splat_int(s, wt, tmax));
  }
  return nvsp_iresize(s, v, to, from_signed);
}

/* The nvvm conversion intrinsic with an explicit rounding mode, or NULL. */
static const char *nvsp_round_cvt(uint32_t op, unsigned fw, unsigned tw, int fint, uint32_t mode, char *buf, size_t n) {
  const char *base = NULL, *rnd;
  switch (mode) {
  case SpvFPRoundingModeRTE: rnd = "rn"; break;
  case SpvFPRoundingModeRTZ: rnd = "rz"; break;
  case SpvFPRoundingModeRTP: rnd = "rp"; break;
  case SpvFPRoundingModeRTN: rnd = "rm"; break;
  default: return NULL;
  }
  if (op == SpvOpFConvert && fw == 64 && tw == 32) base = "d2f";
  else if ((op == SpvOpConvertSToF || op == SpvOpConvertUToF) && fint) {
    int u = op == SpvOpConvertUToF;
    if (fw == 32 && tw == 32) base = u ? "ui2f" : "i2f";
    else if (fw == 64 && tw == 32) base = u ? "ull2f" : "ll2f";
    else if (fw == 32 && tw == 64) base = u ? "ui2d" : "i2d";
    else if (fw == 64 && tw == 64) base = u ? "ull2d" : "ll2d";
  } else if (op == SpvOpConvertFToS || op == SpvOpConvertFToU) {
    int u = op == SpvOpConvertFToU;
    if (fw == 32 && tw == 32) base = u ? "f2ui" : "f2i";
    else if (fw == 32 && tw == 64) base = u ? "f2ull" : "f2ll";
    else if (fw == 64 && tw == 32) base = u ? "d2ui" : "d2i";
    else if (fw == 64 && tw == 64) base = u ? "d2ull" : "d2ll";
  }
  if (!base) return NULL;
  snprintf(buf, n, "llvm.nvvm.%s.%s", base, rnd);
  return buf;
}

static void nvsp_tr_convert(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at;
  nvsp_type *rt, *t, *rs, *as;
  nvcg_value *x, *r = NULL;
  int sat, found;
  uint32_t mode;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  x = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  t = NVSP_TYPE(at);
  rs = nvsp_scalar_of(s, rt);
  as = nvsp_scalar_of(s, t);
  if (op != SpvOpConvertPtrToU && op != SpvOpConvertUToPtr && nvsp_ncomp(rt) != nvsp_ncomp(t))
    NVSP_ERR("the result and the operand have different component counts");
  sat = nvsp_has_deco(s, id, SpvDecorationSaturatedConversion);
  mode = nvsp_deco_arg(s, id, -1, SpvDecorationFPRoundingMode, 0, &found);
  if (found && mode != SpvFPRoundingModeRTE && op != SpvOpFConvert && op != SpvOpConvertSToF &&
      op != SpvOpConvertUToF && op != SpvOpConvertFToS && op != SpvOpConvertFToU)
    found = 0;
  switch (op) {
  case SpvOpConvertFToU: case SpvOpConvertFToS:
    if (as->op != SpvOpTypeFloat || rs->op != SpvOpTypeInt) NVSP_ERR("needs a float operand and an integer result");
    if (found && mode != SpvFPRoundingModeRTZ) {
      /* round in floating point first; the conversion then truncates an integral value */
      const char *rnd = mode == SpvFPRoundingModeRTE ? "llvm.rint" : mode == SpvFPRoundingModeRTP ? "llvm.ceil"
                        : mode == SpvFPRoundingModeRTN ? "llvm.floor" : NULL;
      if (!rnd) NVSP_ERR("unknown rounding mode %u", mode);
      x = nvsp_gen(s, rnd, x, NULL, NULL);
    }
    r = sat ? nvsp_fp_to_int_sat(s, x, rt->ir, op == SpvOpConvertFToS)
            : nvsp_cast(s, op == SpvOpConvertFToS ? NVCG_OP_FPTOSI : NVCG_OP_FPTOUI, x, rt->ir);
    break;
  case SpvOpConvertSToF: case SpvOpConvertUToF:
    if (as->op != SpvOpTypeInt || rs->op != SpvOpTypeFloat) NVSP_ERR("needs an integer operand and a float result");
    if (found && mode != SpvFPRoundingModeRTE) break;
    r = nvsp_cast(s, op == SpvOpConvertSToF ? NVCG_OP_SITOFP : NVCG_OP_UITOFP, x, rt->ir);
    break;
  case SpvOpUConvert: case SpvOpSConvert:
    if (as->op != SpvOpTypeInt || rs->op != SpvOpTypeInt) NVSP_ERR("needs integer operand and result");
    if (sat && rs->width < as->width) r = nvsp_int_sat(s, x, rt->ir, op == SpvOpSConvert, op == SpvOpSConvert);
    else r = nvsp_iresize(s, x, rt->ir, op == SpvOpSConvert);
    break;
  case SpvOpSatConvertSToU: case SpvOpSatConvertUToS:
    if (as->op != SpvOpTypeInt || rs->op != SpvOpTypeInt) NVSP_ERR("needs integer operand and result");
    r = nvsp_int_sat(s, x, rt->ir, op == SpvOpSatConvertSToU, op == SpvOpSatConvertUToS);
    break;
  case SpvOpFConvert:
    if (as->op != SpvOpTypeFloat || rs->op != SpvOpTypeFloat) NVSP_ERR("needs floating-point operand and result");
    if (rs->width == as->width) r = x;
    else if (rs->width > as->width) r = nvsp_cast(s, NVCG_OP_FPEXT, x, rt->ir);
    else if (found && mode != SpvFPRoundingModeRTE) break;
    else r = nvsp_cast(s, NVCG_OP_FPTRUNC, x, rt->ir);
    break;
  case SpvOpQuantizeToF16: {
    nvcg_type *h = nvcg_type_half(s->ctx), *hv = h;
    nvcg_value *ax, *small, *zero;
    if (rs->op != SpvOpTypeFloat || rs->width != 32 || rt->ir != t->ir) NVSP_ERR("OpQuantizeToF16 works on 32-bit floats");
    if (rt->op == SpvOpTypeVector) hv = nvcg_type_vector(h, rt->count);
    r = nvsp_cast(s, NVCG_OP_FPEXT, nvsp_cast(s, NVCG_OP_FPTRUNC, x, hv), rt->ir);
    /* results too small for a normal half become a zero of x's sign */
    ax = nvsp_ovl1(s, "llvm.fabs", r);
    small = nvsp_fcmp(s, NVCG_FCMP_OLT, ax, nvsp_splat_fp(s, rt->ir, 6.103515625e-05));
    zero = nvsp_ovl2(s, "llvm.copysign", nvcg_const_zero(rt->ir), x);
    r = nvsp_sel(s, small, zero, r);
    break;
  }
  case SpvOpConvertPtrToU:
    if (t->op != SpvOpTypePointer || rt->op != SpvOpTypeInt) NVSP_ERR("needs a pointer operand and an integer result");
    r = nvsp_iresize(s, nvsp_cast(s, NVCG_OP_PTRTOINT, x, nvsp_i64(s)), rt->ir, 0);
    break;
  case SpvOpConvertUToPtr:
    if (t->op != SpvOpTypeInt || rt->op != SpvOpTypePointer) NVSP_ERR("needs an integer operand and a pointer result");
    r = nvsp_cast(s, NVCG_OP_INTTOPTR, nvsp_iresize(s, x, nvsp_i64(s), 0), rt->ir);
    break;
  default: NVSP_ERR("internal: convert");
  }
  if (!r) {
    /* an explicit rounding mode on a conversion that has an nvvm intrinsic for it */
    char buf[64];
    const char *intr = nvsp_round_cvt(op, as->width, rs->width, as->op == SpvOpTypeInt, mode, buf, sizeof buf);
    uint32_t k;
    if (!intr || sat) NVSP_UNSUP("this conversion with rounding mode %u is not supported", mode);
    if (rt->op == SpvOpTypeVector) {
      r = nvcg_const_undef(rt->ir);
      for (k = 0; k < rt->count; k++) {
        nvcg_value *e = NVSP_B(nvcg_build_extractelement(s->b, x, nvsp_c32(s, k), NULL));
        r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_call1(s, intr, e), nvsp_c32(s, k), NULL));
      }
    } else r = nvsp_call1(s, intr, x);
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_bitcast(nvsp_state *s) {
  uint32_t rtid, id, at;
  nvsp_type *rt, *t;
  nvsp_val v;
  nvcg_value *r;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  v = nvsp_get(s, nvsp_w(s, 3), &at);
  t = NVSP_TYPE(at);
  if (!v.ir) NVSP_ERR("%%%u cannot be bitcast", nvsp_w(s, 3));
  if (rt->op == SpvOpTypePointer && t->op == SpvOpTypePointer) {
    if (nvcg_value_type(v.ir) != rt->ir) r = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, v.ir, rt->ir);
    else r = v.ir;
    v.ir = r;
    v.mstride = v.vstride = 0;
    v.rowmajor = 0;
    v.buf_env = 0;
    nvsp_set_val(s, id, rtid, v);
    return;
  }
  if (!rt->ir || (!nvsp_is_scalar(nvsp_scalar_of(s, rt)) && rt->op != SpvOpTypePointer)) NVSP_ERR("bad bitcast result type");
  if (rt->op == SpvOpTypePointer || t->op == SpvOpTypePointer) {
    nvcg_type *i64 = nvsp_i64(s);
    if (t->op == SpvOpTypePointer) {
      r = nvsp_cast(s, NVCG_OP_PTRTOINT, v.ir, i64);
      if (rt->ir != i64) {
        if (nvcg_type_size(rt->ir) != 8) NVSP_ERR("bitcast between types of different sizes");
        r = nvsp_cast(s, NVCG_OP_BITCAST, r, rt->ir);
      }
    } else {
      r = v.ir;
      if (nvcg_type_size(t->ir) != 8) NVSP_ERR("bitcast between types of different sizes");
      if (t->ir != i64) r = nvsp_cast(s, NVCG_OP_BITCAST, r, i64);
      r = nvsp_cast(s, NVCG_OP_INTTOPTR, r, rt->ir);
    }
  } else {
    nvsp_type *rs = nvsp_scalar_of(s, rt), *ts = nvsp_scalar_of(s, t);
    if (rs->op == SpvOpTypeBool || ts->op == SpvOpTypeBool) NVSP_ERR("booleans cannot be bitcast");
    if ((uint64_t)nvsp_ncomp(rt) * rs->width != (uint64_t)nvsp_ncomp(t) * ts->width)
      NVSP_ERR("bitcast between types of different sizes");
    r = nvsp_cast(s, NVCG_OP_BITCAST, v.ir, rt->ir);
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_generic_cast(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at;
  nvsp_type *rt, *t;
  nvsp_val v;
  nvsp_need(s, 4, op == SpvOpGenericCastToPtrExplicit ? 5 : 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  v = nvsp_get(s, nvsp_w(s, 3), &at);
  t = NVSP_TYPE(at);
  if (rt->op != SpvOpTypePointer || t->op != SpvOpTypePointer || !v.ir) NVSP_ERR("needs pointers");
  if (op == SpvOpGenericCastToPtrExplicit) {
    uint32_t sc = nvsp_w(s, 4);
    const char *test = sc == SpvStorageClassWorkgroup ? "llvm.nvvm.isspacep.shared"
                       : sc == SpvStorageClassCrossWorkgroup ? "llvm.nvvm.isspacep.global"
                       : sc == SpvStorageClassFunction ? "llvm.nvvm.isspacep.local" : NULL;
    nvcg_value *ok, *p;
    if (!test) NVSP_ERR("OpGenericCastToPtrExplicit to storage class %u", sc);
    if (nvcg_value_type(v.ir) != nvcg_type_ptr(s->ctx, 0)) NVSP_ERR("operand must be a generic pointer");
    ok = nvsp_call1(s, test, v.ir);
    p = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, v.ir, rt->ir);
    v.ir = nvsp_sel(s, ok, p, nvcg_const_null(rt->ir));
  } else if (nvcg_value_type(v.ir) != rt->ir) {
    v.ir = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, v.ir, rt->ir);
  }
  v.buf_env = 0;
  nvsp_set_val(s, id, rtid, v);
}

