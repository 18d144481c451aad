/* ---- OpenCL.std ---- */

/* The pointer operand of vloadn/vstoren: p + offset * n elements. */
static nvcg_value *nvsp_vptr(nvsp_state *s, uint32_t off_id, uint32_t ptr_id, uint64_t n, nvsp_type **elem, uint32_t *align) {
  uint32_t pt, ot;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *ptt = nvsp_ptr_type(s, pt, ptr_id);
  nvcg_value *off = nvsp_value(s, off_id, 0, &ot);
  if (NVSP_TYPE(ot)->op != SpvOpTypeInt) NVSP_ERR("the offset must be an integer");
  if (!p.ir) NVSP_ERR("%%%u cannot be used as a pointer here", ptr_id);
  *elem = NVSP_TYPE(ptt->elem);
  if (!nvsp_is_scalar(*elem)) NVSP_ERR("vload/vstore need a pointer to scalars");
  *align = (*elem)->size;
  off = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, off, nvsp_i64(s), 0), nvsp_c64(s, n * (*elem)->size), 0);
  return nvsp_gep(s, p.ir, 0, off, 1);
}

/* The library function (without __nv_ and the f32 suffix) of an OpenCL.std instruction that
 * is one call. */
static const char *nvsp_cl_libname(nvsp_state *s, uint32_t inst) {
  switch (inst) {
  case NVSP_CL(Acos): return "acos";
  case NVSP_CL(Acosh): return "acosh";
  case NVSP_CL(Asin): return "asin";
  case NVSP_CL(Asinh): return "asinh";
  case NVSP_CL(Atan): return "atan";
  case NVSP_CL(Atanh): return "atanh";
  case NVSP_CL(Cbrt): return "cbrt";
  case NVSP_CL(Cos): return "cos";
  case NVSP_CL(Cosh): return "cosh";
  case NVSP_CL(Cospi): return "cospi";
  case NVSP_CL(Erf): return "erf";
  case NVSP_CL(Erfc): return "erfc";
  case NVSP_CL(Exp): return "exp";
  case NVSP_CL(Exp2): return "exp2";
  case NVSP_CL(Exp10): return "exp10";
  case NVSP_CL(Expm1): return "expm1";
  case NVSP_CL(Log): return "log";
  case NVSP_CL(Log2): return "log2";
  case NVSP_CL(Log10): return "log10";
  case NVSP_CL(Log1p): return "log1p";
  case NVSP_CL(Sin): return "sin";
  case NVSP_CL(Sinh): return "sinh";
  case NVSP_CL(Sinpi): return "sinpi";
  case NVSP_CL(Tan): return "tan";
  case NVSP_CL(Tanh): return "tanh";
  case NVSP_CL(Lgamma): return "lgamma";
  case NVSP_CL(Tgamma): return "tgamma";
  case NVSP_CL(Rsqrt): return "rsqrt";
  case NVSP_CL(Atan2): return "atan2";
  case NVSP_CL(Pow): return "pow";
  case NVSP_CL(Fmod): return "fmod";
  case NVSP_CL(Remainder): return "remainder";
  case NVSP_CL(Hypot): return "hypot";
  default: break;
  }
  NVSP_ERR("internal: OpenCL.std instruction %u has no library function", inst);
  return NULL;
}

/* remquo(x, y, quo): the library's __nv_remquo[f] writes the quotient's low bits through
 * a generic pointer, so each component gets its element's address (cast to generic). */
static nvcg_value *nvsp_remquo(nvsp_state *s, nvcg_type *t, nvcg_value *a, nvcg_value *b, uint32_t ptr_id) {
  uint32_t pt, k, n = nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? (uint32_t)nvcg_type_count(t) : 1;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *et = NVSP_TYPE(nvsp_ptr_type(s, pt, ptr_id)->elem);
  nvcg_value *gp, *r;
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  if (!p.ir || !nvsp_is_int_type(s, et) || nvsp_scalar_of(s, et)->width != 32 || nvsp_ncomp(et) != n)
    NVSP_ERR("remquo's quotient must point to 32-bit integers shaped like x");
  gp = p.ir;
  if (nvcg_type_addrspace(nvcg_value_type(gp)) != 0) gp = nvsp_cast(s, NVCG_OP_ADDRSPACECAST, gp, nvcg_type_ptr(s->ctx, 0));
  if (half) {
    a = nvsp_to_f32(s, a);
    b = nvsp_to_f32(s, b);
  }
  if (n == 1 && nvcg_type_get_kind(t) != NVCG_TYPE_VECTOR) r = nvsp_lib3(s, "remquo", a, b, gp);
  else {
    r = nvcg_const_undef(nvcg_value_type(a));
    for (k = 0; k < n; k++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_lib3(s, "remquo", nvsp_extract_elem(s, a, k), nvsp_extract_elem(s, b, k),
                                                            nvsp_gep(s, gp, (int64_t)k * 4, NULL, 1)),
                                          nvsp_c32(s, k), NULL));
  }
  return half ? nvsp_from_f32(s, r, t) : r;
}

/* lgamma_r's sign of Gamma(x): -1 on (-1, 0), (-3, -2), ... and for -0; 0 for NaN; +1
 * elsewhere (the poles, x <= 0 integral, have no sign: +1). The integer type is the
 * pointer's element type. */
static nvcg_value *nvsp_lgamma_sign(nvsp_state *s, nvcg_value *x, uint32_t ptr_id) {
  uint32_t pt;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *et = NVSP_TYPE(nvsp_ptr_type(s, pt, ptr_id)->elem);
  nvcg_type *t = nvcg_value_type(x), *it;
  nvcg_value *fl, *h, *odd, *neg, *r, *zero = nvcg_const_zero(t);
  (void)p;
  if (!nvsp_is_int_type(s, et) || nvsp_ncomp(et) != (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? (uint32_t)nvcg_type_count(t) : 1u)) NVSP_ERR("lgamma_r's sign must point to integers shaped like x");
  it = et->ir;
  fl = NVSP_GEN1("llvm.floor", x);
  h = nvsp_fmulc(s, fl, 0.5);
  odd = nvsp_fcmp(s, NVCG_FCMP_UNE, NVSP_GEN1("llvm.trunc", h), h);
  neg = nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OLT, x, zero), nvsp_fcmp(s, NVCG_FCMP_UNE, fl, x), 0);
  neg = nvsp_bin(s, NVCG_OP_AND, neg, odd, 0);
  neg = nvsp_bin(s, NVCG_OP_OR, neg, nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, zero),
                                               nvsp_fcmp(s, NVCG_FCMP_OLT, nvsp_copysign(s, nvsp_fsplat(s, x, 1.0), x), zero), 0), 0);
  r = nvsp_sel(s, neg, nvsp_splat_int(s, it, ~(uint64_t)0), nvsp_splat_int(s, it, 1));
  return nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, x, x), nvcg_const_zero(it), r);
}

static void nvsp_tr_opencl(nvsp_state *s, uint32_t rtid, uint32_t id, uint32_t inst) {
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_type *t = rt->ir;
  nvcg_value *a = NULL, *b = NULL, *c = NULL, *r = NULL;
  uint32_t n = s->cur_wc - 5, at = 0, bt = 0;
  int fp = nvsp_is_fp_type(s, rt), in = nvsp_is_int_type(s, rt);
  nvsp_mathfn mf = NULL;
#define NVSP_NEED_FP() do { if (!fp) NVSP_ERR("result type %%%u is not floating point", rtid); } while (0)
#define NVSP_NEED_INT() do { if (!in) NVSP_ERR("result type %%%u is not an integer type", rtid); } while (0)
  if (inst == NVSP_CL(Printf)) NVSP_UNSUP("OpenCL printf is not supported");
  if (inst == NVSP_CL(Prefetch)) {
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
    return;
  }
  if (!t && rt->op != SpvOpTypeVoid) nvsp_ir_type(s, rtid);
  switch (inst) {
  /* native_* and half_*: the PTX approximations */
  case NVSP_CL(Native_cos): case NVSP_CL(Half_cos): mf = nvsp_m_cos; goto map1;
  case NVSP_CL(Native_exp): case NVSP_CL(Half_exp): mf = nvsp_m_exp; goto map1;
  case NVSP_CL(Native_exp2): case NVSP_CL(Half_exp2): mf = nvsp_m_exp2; goto map1;
  case NVSP_CL(Native_exp10): case NVSP_CL(Half_exp10): mf = nvsp_m_exp10; goto map1;
  case NVSP_CL(Native_log): case NVSP_CL(Half_log): mf = nvsp_m_log; goto map1;
  case NVSP_CL(Native_log2): case NVSP_CL(Half_log2): mf = nvsp_m_log2; goto map1;
  case NVSP_CL(Native_log10): case NVSP_CL(Half_log10): mf = nvsp_m_log10; goto map1;
  case NVSP_CL(Native_sin): case NVSP_CL(Half_sin): mf = nvsp_m_sin; goto map1;
  case NVSP_CL(Native_tan): case NVSP_CL(Half_tan): mf = nvsp_m_tan; goto map1;
  map1:
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_map(s, t, mf, a, NULL, NULL);
    break;
  /* full precision: the device math library */
  case NVSP_CL(Acos): case NVSP_CL(Acosh): case NVSP_CL(Asin): case NVSP_CL(Asinh): case NVSP_CL(Atan):
  case NVSP_CL(Atanh): case NVSP_CL(Cbrt): case NVSP_CL(Cos): case NVSP_CL(Cosh): case NVSP_CL(Cospi):
  case NVSP_CL(Erf): case NVSP_CL(Erfc): case NVSP_CL(Exp): case NVSP_CL(Exp2): case NVSP_CL(Exp10):
  case NVSP_CL(Expm1): case NVSP_CL(Log): case NVSP_CL(Log2): case NVSP_CL(Log10): case NVSP_CL(Log1p):
  case NVSP_CL(Sin): case NVSP_CL(Sinh): case NVSP_CL(Sinpi): case NVSP_CL(Tan): case NVSP_CL(Tanh):
  case NVSP_CL(Lgamma): case NVSP_CL(Tgamma): case NVSP_CL(Rsqrt): case NVSP_CL(Tanpi):
  case NVSP_CL(Acospi): case NVSP_CL(Asinpi): case NVSP_CL(Atanpi):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (inst == NVSP_CL(Tanpi)) r = nvsp_libmap(s, t, nvsp_lc_tanpi, "tanpi", a, NULL);
    else if (inst == NVSP_CL(Acospi) || inst == NVSP_CL(Asinpi) || inst == NVSP_CL(Atanpi))
      r = nvsp_libmap(s, t, nvsp_lc_pi, inst == NVSP_CL(Acospi) ? "acos" : inst == NVSP_CL(Asinpi) ? "asin" : "atan", a, NULL);
    else r = NVSP_LIB(nvsp_cl_libname(s, inst), a, NULL);
    break;
  case NVSP_CL(Atan2): case NVSP_CL(Atan2pi): case NVSP_CL(Pow): case NVSP_CL(Powr): case NVSP_CL(Native_powr):
  case NVSP_CL(Half_powr): case NVSP_CL(Fmod): case NVSP_CL(Remainder): case NVSP_CL(Hypot):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    if (inst == NVSP_CL(Native_powr) || inst == NVSP_CL(Half_powr)) r = nvsp_map(s, t, nvsp_m_pow, a, b, NULL);
    else if (inst == NVSP_CL(Powr)) r = nvsp_libmap(s, t, nvsp_lc_powr, "pow", a, b);
    else if (inst == NVSP_CL(Atan2pi)) r = nvsp_libmap(s, t, nvsp_lc_pi, "atan2", a, b);
    else r = NVSP_LIB(nvsp_cl_libname(s, inst), a, b);
    break;
  case NVSP_CL(Pown): case NVSP_CL(Rootn):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, 0, &bt);
    if (!nvsp_is_int_type(s, NVSP_TYPE(bt)) || nvsp_ncomp(NVSP_TYPE(bt)) != nvsp_ncomp(rt)) NVSP_ERR("the exponent must be an integer like x");
    if (nvsp_scalar_of(s, NVSP_TYPE(bt))->width != 32) NVSP_ERR("the exponent must be a 32-bit integer");
    r = inst == NVSP_CL(Pown) ? NVSP_LIB("powi", a, b) : nvsp_libmap(s, t, nvsp_lc_rootn, "rootn", a, b);
    break;
  case NVSP_CL(Ceil): case NVSP_CL(Floor): case NVSP_CL(Trunc): case NVSP_CL(Round): case NVSP_CL(Rint):
  case NVSP_CL(Fabs): case NVSP_CL(Sqrt): case NVSP_CL(Native_sqrt): case NVSP_CL(Half_sqrt): {
    const char *nm = inst == NVSP_CL(Ceil) ? "llvm.ceil" : inst == NVSP_CL(Floor) ? "llvm.floor"
                     : inst == NVSP_CL(Trunc) ? "llvm.trunc" : inst == NVSP_CL(Round) ? "llvm.round"
                     : inst == NVSP_CL(Rint) ? "llvm.rint" : inst == NVSP_CL(Fabs) ? "llvm.fabs" : "llvm.sqrt";
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = NVSP_GEN1(nm, a);
    break;
  }
  case NVSP_CL(Native_rsqrt): case NVSP_CL(Half_rsqrt):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_fdiv(s, nvsp_splat_fp(s, t, 1.0), NVSP_GEN1("llvm.sqrt", a));
    break;
  case NVSP_CL(Native_recip): case NVSP_CL(Half_recip):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_fdiv(s, nvsp_splat_fp(s, t, 1.0), a);
    break;
  case NVSP_CL(Native_divide): case NVSP_CL(Half_divide):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    r = nvsp_bin(s, NVCG_OP_FDIV, nvsp_xarg(s, 0, rtid, NULL), nvsp_xarg(s, 1, rtid, NULL), NVCG_FMF_ARCP | NVCG_FMF_AFN);
    break;
  case NVSP_CL(Copysign): case NVSP_CL(Fmax): case NVSP_CL(Fmin): case NVSP_CL(FMax_common): case NVSP_CL(FMin_common):
  case NVSP_CL(Fdim): case NVSP_CL(Maxmag): case NVSP_CL(Minmag): case NVSP_CL(Nextafter): case NVSP_CL(Step):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, inst == NVSP_CL(Step) ? 0 : rtid, &at);
    b = nvsp_xarg(s, 1, rtid, NULL);
    if (inst == NVSP_CL(Copysign)) r = nvsp_copysign(s, a, b);
    else if (inst == NVSP_CL(Fmax) || inst == NVSP_CL(FMax_common)) r = nvsp_fmax(s, a, b);
    else if (inst == NVSP_CL(Fmin) || inst == NVSP_CL(FMin_common)) r = nvsp_fmin(s, a, b);
    else if (inst == NVSP_CL(Fdim)) {
      r = nvsp_fsel(s, NVCG_FCMP_OGT, a, b, nvsp_fsub(s, a, b), nvcg_const_zero(t));
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, a, b), nvsp_fadd(s, a, b), r);
    } else if (inst == NVSP_CL(Maxmag) || inst == NVSP_CL(Minmag)) {
      nvcg_value *x = nvsp_fabs(s, a), *y = nvsp_fabs(s, b);
      int mx = inst == NVSP_CL(Maxmag);
      r = mx ? nvsp_fmax(s, a, b) : nvsp_fmin(s, a, b);
      r = nvsp_fsel(s, mx ? NVCG_FCMP_OLT : NVCG_FCMP_OGT, x, y, b, r);
      r = nvsp_fsel(s, mx ? NVCG_FCMP_OGT : NVCG_FCMP_OLT, x, y, a, r);
    } else if (inst == NVSP_CL(Nextafter)) {
      nvcg_type *et = nvsp_elem_of(t);
      unsigned w = nvcg_type_get_kind(et) == NVCG_TYPE_HALF ? 16 : nvcg_type_get_kind(et) == NVCG_TYPE_FLOAT ? 32 : 64;
      nvcg_type *it = nvcg_type_int(s->ctx, w);
      nvcg_value *ia, *up, *dn, *r2, *tiny, *towards_pos;
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(t));
      ia = nvsp_cast(s, NVCG_OP_BITCAST, a, it);
      /* moving away from zero increments the magnitude bits, towards zero decrements */
      up = nvsp_bin(s, NVCG_OP_ADD, ia, nvsp_splat_int(s, it, 1), 0);
      dn = nvsp_bin(s, NVCG_OP_SUB, ia, nvsp_splat_int(s, it, 1), 0);
      towards_pos = nvsp_fcmp(s, NVCG_FCMP_OGT, b, a);
      r2 = nvsp_sel(s, nvsp_bin(s, NVCG_OP_XOR, towards_pos, nvsp_fcmp(s, NVCG_FCMP_OLT, a, nvcg_const_zero(t)), 0), up, dn);
      r = nvsp_cast(s, NVCG_OP_BITCAST, r2, t);
      tiny = nvsp_copysign(s, nvsp_cast(s, NVCG_OP_BITCAST, nvsp_splat_int(s, it, 1), t), nvsp_fsub(s, b, a));
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(t), tiny, r);
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, a, b, b, r);
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, a, b), nvsp_fadd(s, a, b), r);
    } else { /* step(edge, x) */
      if (NVSP_TYPE(at)->ir != t && NVSP_TYPE(at)->ir != nvsp_elem_of(t)) NVSP_ERR("edge must be like x or its scalar");
      a = nvsp_splat_val(s, a, t);
      r = nvsp_fsel(s, NVCG_FCMP_OLT, b, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0));
    }
    break;
  case NVSP_CL(Fma): case NVSP_CL(Mad):
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    c = nvsp_xarg(s, 2, rtid, NULL);
    r = inst == NVSP_CL(Fma) ? nvsp_fma3(s, a, b, c) : nvsp_gen(s, "llvm.fmuladd", a, b, c);
    break;
  case NVSP_CL(FClamp): case NVSP_CL(Mix): case NVSP_CL(Smoothstep): {
    uint32_t ct;
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, inst == NVSP_CL(Smoothstep) ? 0 : rtid, &at);
    b = nvsp_xarg(s, 1, inst == NVSP_CL(FClamp) || inst == NVSP_CL(Mix) ? 0 : 0, &bt);
    c = nvsp_xarg(s, 2, inst == NVSP_CL(Smoothstep) ? rtid : 0, &ct);
    /* scalar forms broadcast */
    a = nvsp_splat_val(s, a, t);
    b = nvsp_splat_val(s, b, t);
    c = nvsp_splat_val(s, c, t);
    if (nvcg_value_type(a) != t || nvcg_value_type(b) != t || nvcg_value_type(c) != t) NVSP_ERR("operand types do not match");
    if (inst == NVSP_CL(FClamp)) r = nvsp_fmin(s, nvsp_fmax(s, a, b), c);
    else if (inst == NVSP_CL(Mix)) r = nvsp_fadd(s, a, nvsp_fmul(s, nvsp_fsub(s, b, a), c));
    else {
      nvcg_value *x = nvsp_fdiv(s, nvsp_fsub(s, c, a), nvsp_fsub(s, b, a));
      x = nvsp_fmin(s, nvsp_fmax(s, x, nvcg_const_zero(t)), nvsp_splat_fp(s, t, 1.0));
      r = nvsp_fmul(s, nvsp_fmul(s, x, x), nvsp_fsub(s, nvsp_splat_fp(s, t, 3.0), nvsp_fmulc(s, x, 2.0)));
    }
    break;
  }
  case NVSP_CL(Degrees): case NVSP_CL(Radians): case NVSP_CL(Sign):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (inst == NVSP_CL(Degrees)) r = nvsp_fmulc(s, a, 57.295779513082321);
    else if (inst == NVSP_CL(Radians)) r = nvsp_fmulc(s, a, 0.017453292519943295);
    else {
      r = nvsp_fsel(s, NVCG_FCMP_OLT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, -1.0), a);
      r = nvsp_fsel(s, NVCG_FCMP_OGT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0), r);
      r = nvsp_fsel(s, NVCG_FCMP_UNO, a, a, nvcg_const_zero(t), r);
    }
    break;
  case NVSP_CL(Fract): case NVSP_CL(Modf): case NVSP_CL(Frexp): case NVSP_CL(Sincos): case NVSP_CL(Lgamma_r):
  case NVSP_CL(Remquo): {
    nvcg_value *fl;
    if (n != (inst == NVSP_CL(Remquo) ? 3u : 2u)) NVSP_ERR("%u operands, expected %u", n, inst == NVSP_CL(Remquo) ? 3u : 2u);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (inst == NVSP_CL(Remquo)) {
      r = nvsp_remquo(s, t, a, nvsp_xarg(s, 1, rtid, NULL), nvsp_w(s, 7));
    } else if (inst == NVSP_CL(Lgamma_r)) {
      r = NVSP_LIB("lgamma", a, NULL);
      nvsp_store_through(s, nvsp_w(s, 6), nvsp_lgamma_sign(s, a, nvsp_w(s, 6)));
    } else if (inst == NVSP_CL(Fract)) {
      /* the largest float below 1: 0x1.fffffep-1, 0x1.fffffffffffffp-1, 0x1.ffcp-1 (f16) */
      nvcg_type_kind ek = nvcg_type_get_kind(nvsp_elem_of(t));
      fl = NVSP_GEN1("llvm.floor", a);
      r = nvsp_fmin(s, nvsp_fsub(s, a, fl), nvsp_splat_fp(s, t, ek == NVCG_TYPE_DOUBLE ? 0.99999999999999989 : ek == NVCG_TYPE_HALF ? 0.99951171875 : 0.99999994039535522));
      /* OpenCL: fract(+-0) = +-0 and fract(+-inf) = +-0 (x - floor(x) gives +0 and NaN) */
      r = nvsp_sel(s, nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(t)),
                               nvsp_fcmp(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, t, (double)INFINITY)), 0),
                   nvsp_copysign(s, nvcg_const_zero(t), a), r);
      r = nvsp_fsel(s, NVCG_FCMP_UNO, a, a, a, r);
      nvsp_store_through(s, nvsp_w(s, 6), fl);
    } else if (inst == NVSP_CL(Modf)) {
      nvcg_value *whole = NVSP_GEN1("llvm.trunc", a);
      r = nvsp_copysign(s, nvsp_fsub(s, a, whole), a);
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, t, (double)INFINITY), nvsp_copysign(s, nvcg_const_zero(t), a), r);
      nvsp_store_through(s, nvsp_w(s, 6), whole);
    } else if (inst == NVSP_CL(Frexp)) {
      uint32_t pt;
      nvsp_val p = nvsp_get(s, nvsp_w(s, 6), &pt);
      nvsp_type *it = NVSP_TYPE(nvsp_ptr_type(s, pt, nvsp_w(s, 6))->elem);
      nvcg_value *e;
      (void)p;
      if (!nvsp_is_int_type(s, it)) NVSP_ERR("frexp's exponent must be an integer");
      nvsp_frexp(s, a, nvsp_scalar_of(s, it)->ir, &r, &e);
      nvsp_store_through(s, nvsp_w(s, 6), e);
    } else {
      r = NVSP_LIB("sin", a, NULL);
      nvsp_store_through(s, nvsp_w(s, 6), NVSP_LIB("cos", a, NULL));
    }
    break;
  }
  case NVSP_CL(Ldexp):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, 0, &bt);
    if (!nvsp_is_int_type(s, NVSP_TYPE(bt))) NVSP_ERR("the exponent must be an integer");
    r = nvsp_ldexp(s, a, b);
    break;
  case NVSP_CL(Ilogb): case NVSP_CL(Logb): {
    nvcg_value *m, *e, *ok;
    nvsp_type *xt;
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    a = nvsp_xarg(s, 0, 0, &at);
    xt = NVSP_TYPE(at);
    if (!nvsp_is_fp_type(s, xt) || nvsp_ncomp(xt) != nvsp_ncomp(rt)) NVSP_ERR("ilogb/logb need floats");
    nvsp_frexp(s, a, nvsp_i32(s), &m, &e);
    (void)m;
    if (nvcg_type_get_kind(xt->ir) == NVCG_TYPE_VECTOR && nvcg_type_get_kind(nvcg_value_type(e)) != NVCG_TYPE_VECTOR)
      NVSP_ERR("internal: frexp shape");
    e = nvsp_bin(s, NVCG_OP_SUB, e, nvsp_isplat(s, e, 1), 0);
    if (inst == NVSP_CL(Logb)) {
      NVSP_NEED_FP();
      r = nvsp_cast(s, NVCG_OP_SITOFP, e, t);
      r = nvsp_fsel(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, -(double)INFINITY), r);
      r = nvsp_fsel(s, NVCG_FCMP_UEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, t, (double)INFINITY), nvsp_fabs(s, a), r);
    } else {
      NVSP_NEED_INT();
      r = nvsp_iresize(s, e, t, 1);
      ok = nvsp_fcmp(s, NVCG_FCMP_OEQ, a, nvcg_const_zero(xt->ir));
      r = nvsp_sel(s, ok, nvsp_splat_int(s, t, 0x80000000u), r);
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, a, a), nvsp_splat_int(s, t, 0x7FFFFFFFu), r);
      r = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_splat_fp(s, xt->ir, (double)INFINITY)), nvsp_splat_int(s, t, 0x7FFFFFFFu), r);
    }
    break;
  }
  case NVSP_CL(Nan): {
    nvcg_type *et;
    unsigned w;
    nvcg_type *it;
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, 0, &at);
    et = nvsp_elem_of(t);
    w = nvcg_type_get_kind(et) == NVCG_TYPE_HALF ? 16 : nvcg_type_get_kind(et) == NVCG_TYPE_FLOAT ? 32 : 64;
    it = nvcg_type_int(s->ctx, w);
    if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(t));
    a = nvsp_iresize(s, a, it, 0);
    a = nvsp_bin(s, NVCG_OP_AND, a, nvsp_splat_int(s, it, w == 16 ? 0x1FF : w == 32 ? 0x3FFFFF : 0x7FFFFFFFFFFFFull), 0);
    a = nvsp_bin(s, NVCG_OP_OR, a, nvsp_splat_int(s, it, w == 16 ? 0x7E00 : w == 32 ? 0x7FC00000 : 0x7FF8000000000000ull), 0);
    r = nvsp_cast(s, NVCG_OP_BITCAST, a, t);
    break;
  }
  /* integers */
  case NVSP_CL(SAbs): case NVSP_CL(UAbs): case NVSP_CL(Clz): case NVSP_CL(Ctz): case NVSP_CL(Popcount): {
    nvcg_value *x[2];
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    x[0] = a;
    x[1] = nvcg_const_int(nvsp_i1(s), 0);
    if (inst == NVSP_CL(SAbs)) r = nvsp_ovl(s, "llvm.abs", t, x, 2);
    else if (inst == NVSP_CL(UAbs)) r = a;
    else if (inst == NVSP_CL(Clz)) r = nvsp_ctlz(s, a);
    else if (inst == NVSP_CL(Ctz)) r = nvsp_cttz(s, a);
    else r = nvsp_ovl1(s, "llvm.ctpop", a);
    break;
  }
  case NVSP_CL(SAbs_diff): case NVSP_CL(UAbs_diff): case NVSP_CL(SAdd_sat): case NVSP_CL(UAdd_sat):
  case NVSP_CL(SSub_sat): case NVSP_CL(USub_sat): case NVSP_CL(SHadd): case NVSP_CL(UHadd): case NVSP_CL(SRhadd):
  case NVSP_CL(URhadd): case NVSP_CL(SMax): case NVSP_CL(UMax): case NVSP_CL(SMin): case NVSP_CL(UMin):
  case NVSP_CL(SMul_hi): case NVSP_CL(UMul_hi): case NVSP_CL(Rotate): case NVSP_CL(SMul24): case NVSP_CL(UMul24): {
    int sg = inst == NVSP_CL(SAbs_diff) || inst == NVSP_CL(SAdd_sat) || inst == NVSP_CL(SSub_sat) || inst == NVSP_CL(SHadd) ||
             inst == NVSP_CL(SRhadd) || inst == NVSP_CL(SMax) || inst == NVSP_CL(SMin) || inst == NVSP_CL(SMul_hi);
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    switch (inst) {
    case NVSP_CL(SAbs_diff): case NVSP_CL(UAbs_diff):
      r = nvsp_bin(s, NVCG_OP_SUB, nvsp_ovl2(s, sg ? "llvm.smax" : "llvm.umax", a, b), nvsp_ovl2(s, sg ? "llvm.smin" : "llvm.umin", a, b), 0);
      break;
    case NVSP_CL(SAdd_sat): r = nvsp_ovl2(s, "llvm.sadd.sat", a, b); break;
    case NVSP_CL(UAdd_sat): r = nvsp_ovl2(s, "llvm.uadd.sat", a, b); break;
    case NVSP_CL(SSub_sat): r = nvsp_ovl2(s, "llvm.ssub.sat", a, b); break;
    case NVSP_CL(USub_sat): r = nvsp_ovl2(s, "llvm.usub.sat", a, b); break;
    case NVSP_CL(SHadd): case NVSP_CL(UHadd): case NVSP_CL(SRhadd): case NVSP_CL(URhadd): {
      nvcg_opcode sh = sg ? NVCG_OP_ASHR : NVCG_OP_LSHR;
      nvcg_value *one = nvsp_splat_int(s, t, 1);
      nvcg_value *lo = inst == NVSP_CL(SHadd) || inst == NVSP_CL(UHadd) ? nvsp_bin(s, NVCG_OP_AND, a, b, 0) : nvsp_bin(s, NVCG_OP_OR, a, b, 0);
      r = nvsp_bin(s, NVCG_OP_ADD, nvsp_bin(s, sh, a, one, 0), nvsp_bin(s, sh, b, one, 0), 0);
      r = nvsp_bin(s, NVCG_OP_ADD, r, nvsp_bin(s, NVCG_OP_AND, lo, one, 0), 0);
      break;
    }
    case NVSP_CL(SMax): r = nvsp_ovl2(s, "llvm.smax", a, b); break;
    case NVSP_CL(UMax): r = nvsp_ovl2(s, "llvm.umax", a, b); break;
    case NVSP_CL(SMin): r = nvsp_ovl2(s, "llvm.smin", a, b); break;
    case NVSP_CL(UMin): r = nvsp_ovl2(s, "llvm.umin", a, b); break;
    case NVSP_CL(SMul_hi): case NVSP_CL(UMul_hi): r = nvsp_mulhi(s, a, b, sg); break;
    case NVSP_CL(Rotate): {
      nvcg_value *x[3];
      x[0] = a;
      x[1] = a;
      x[2] = b;
      r = nvsp_ovl(s, "llvm.fshl", t, x, 3);
      break;
    }
    default: r = nvsp_bin(s, NVCG_OP_MUL, a, b, 0); break; /* mul24: the full product is a valid result */
    }
    break;
  }
  case NVSP_CL(SClamp): case NVSP_CL(UClamp): case NVSP_CL(SMad_hi): case NVSP_CL(UMad_hi): case NVSP_CL(SMad24):
  case NVSP_CL(UMad24): case NVSP_CL(SMad_sat): case NVSP_CL(UMad_sat): {
    int sg = inst == NVSP_CL(SClamp) || inst == NVSP_CL(SMad_hi) || inst == NVSP_CL(SMad24) || inst == NVSP_CL(SMad_sat);
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_splat_val(s, nvsp_xarg(s, 1, 0, &bt), t);
    c = nvsp_splat_val(s, nvsp_xarg(s, 2, 0, NULL), t);
    if (nvcg_value_type(b) != t || nvcg_value_type(c) != t) NVSP_ERR("operand types do not match");
    if (inst == NVSP_CL(SClamp) || inst == NVSP_CL(UClamp))
      r = nvsp_ovl2(s, sg ? "llvm.smin" : "llvm.umin", nvsp_ovl2(s, sg ? "llvm.smax" : "llvm.umax", a, b), c);
    else if (inst == NVSP_CL(SMad_hi) || inst == NVSP_CL(UMad_hi)) r = nvsp_bin(s, NVCG_OP_ADD, nvsp_mulhi(s, a, b, sg), c, 0);
    else if (inst == NVSP_CL(SMad24) || inst == NVSP_CL(UMad24)) r = nvsp_bin(s, NVCG_OP_ADD, nvsp_bin(s, NVCG_OP_MUL, a, b, 0), c, 0);
    else {
      unsigned w = nvsp_ibits(a);
      nvcg_type *wide = nvsp_i64(s);
      nvcg_value *p, *lo, *hi;
      /* in 64 bits neither i32*i32+i32 nor u32*u32+u32 can wrap */
      if (w > 32) NVSP_UNSUP("64-bit mad_sat is not supported");
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) wide = nvcg_type_vector(wide, (unsigned)nvcg_type_count(t));
      p = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, a, wide, sg), nvsp_iresize(s, b, wide, sg), 0);
      p = nvsp_bin(s, NVCG_OP_ADD, p, nvsp_iresize(s, c, wide, sg), 0);
      lo = nvsp_splat_int(s, wide, sg ? (uint64_t)-(int64_t)((uint64_t)1 << (w - 1)) : 0);
      hi = nvsp_splat_int(s, wide, sg ? nvsp_mask(w - 1) : nvsp_mask(w));
      if (sg) p = nvsp_ovl2(s, "llvm.smax", p, lo);
      p = nvsp_ovl2(s, sg ? "llvm.smin" : "llvm.umin", p, hi);
      r = nvsp_cast(s, NVCG_OP_TRUNC, p, t);
    }
    break;
  }
  case NVSP_CL(U_Upsample): case NVSP_CL(S_Upsample): {
    uint32_t w;
    nvcg_type *ht;
    NVSP_NEED_INT();
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    a = nvsp_xarg(s, 0, 0, &at);
    b = nvsp_xarg(s, 1, at, NULL);
    ht = nvcg_value_type(a);
    w = nvsp_ibits(a);
    if (nvsp_scalar_of(s, rt)->width != 2 * w || nvsp_ncomp(rt) != nvsp_ncomp(NVSP_TYPE(at))) NVSP_ERR("upsample needs a result twice as wide");
    (void)ht;
    r = nvsp_bin(s, NVCG_OP_OR, nvsp_bin(s, NVCG_OP_SHL, nvsp_iresize(s, a, t, inst == NVSP_CL(S_Upsample)), nvsp_splat_int(s, t, w), 0),
                 nvsp_iresize(s, b, t, 0), 0);
    break;
  }
  /* geometry */
  case NVSP_CL(Cross):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    if (rt->op != SpvOpTypeVector || (rt->count != 3 && rt->count != 4)) NVSP_ERR("cross needs 3- or 4-component vectors");
    r = nvsp_cross(s, a, b);
    break;
  case NVSP_CL(Distance): case NVSP_CL(Fast_distance):
    if (n != 2) NVSP_ERR("%u operands, expected 2", n);
    a = nvsp_xarg(s, 0, 0, &at);
    b = nvsp_xarg(s, 1, at, NULL);
    if (!fp || nvsp_scalar_of(s, NVSP_TYPE(at))->ir != t) NVSP_ERR("distance needs floats");
    r = nvsp_length(s, nvsp_fsub(s, a, b));
    break;
  case NVSP_CL(Length): case NVSP_CL(Fast_length):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    a = nvsp_xarg(s, 0, 0, &at);
    if (!fp || nvsp_scalar_of(s, NVSP_TYPE(at))->ir != t) NVSP_ERR("length needs floats");
    r = nvsp_length(s, a);
    break;
  case NVSP_CL(Normalize): case NVSP_CL(Fast_normalize):
    if (n != 1) NVSP_ERR("%u operands, expected 1", n);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    if (rt->op != SpvOpTypeVector) r = nvsp_copysign(s, nvsp_splat_fp(s, t, 1.0), a);
    else r = nvsp_fdiv(s, a, nvsp_splat_val(s, nvsp_length(s, a), t));
    break;
  /* relational */
  case NVSP_CL(Bitselect): {
    nvcg_type *it = t;
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    c = nvsp_xarg(s, 2, rtid, NULL);
    if (fp) {
      nvcg_type *e = nvsp_elem_of(t);
      unsigned w = nvcg_type_get_kind(e) == NVCG_TYPE_HALF ? 16 : nvcg_type_get_kind(e) == NVCG_TYPE_FLOAT ? 32 : 64;
      it = nvcg_type_int(s->ctx, w);
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(t));
      a = nvsp_cast(s, NVCG_OP_BITCAST, a, it);
      b = nvsp_cast(s, NVCG_OP_BITCAST, b, it);
      c = nvsp_cast(s, NVCG_OP_BITCAST, c, it);
    } else NVSP_NEED_INT();
    r = nvsp_bin(s, NVCG_OP_OR, nvsp_bin(s, NVCG_OP_AND, a, nvsp_bin(s, NVCG_OP_XOR, c, nvsp_splat_int(s, it, ~(uint64_t)0), 0), 0),
                 nvsp_bin(s, NVCG_OP_AND, b, c, 0), 0);
    if (fp) r = nvsp_cast(s, NVCG_OP_BITCAST, r, t);
    break;
  }
  case NVSP_CL(Select): {
    uint32_t ct;
    nvsp_type *ctt;
    nvcg_value *cond;
    if (n != 3) NVSP_ERR("%u operands, expected 3", n);
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    c = nvsp_xarg(s, 2, 0, &ct);
    ctt = NVSP_TYPE(ct);
    if (!nvsp_is_int_type(s, ctt) || nvsp_ncomp(ctt) != nvsp_ncomp(rt)) NVSP_ERR("the condition must be integers like the result");
    /* scalars test != 0; vectors test the most significant bit */
    if (rt->op == SpvOpTypeVector) cond = nvsp_icmp(s, NVCG_ICMP_SLT, c, nvcg_const_zero(ctt->ir));
    else cond = nvsp_icmp(s, NVCG_ICMP_NE, c, nvcg_const_zero(ctt->ir));
    r = nvsp_sel(s, cond, b, a);
    break;
  }
  /* vector loads and stores */
  case NVSP_CL(Vloadn): case NVSP_CL(Vload_halfn): case NVSP_CL(Vloada_halfn): case NVSP_CL(Vload_half): {
    nvsp_type *et;
    uint32_t align, k, cnt = inst == NVSP_CL(Vload_half) ? 1 : nvsp_w(s, 7);
    uint64_t stride;
    nvcg_value *p;
    if (n != (inst == NVSP_CL(Vload_half) ? 2u : 3u)) NVSP_ERR("wrong operand count");
    if (cnt != nvsp_ncomp(rt)) NVSP_ERR("n = %u does not match the result's %u components", cnt, nvsp_ncomp(rt));
    stride = inst == NVSP_CL(Vloada_halfn) && cnt == 3 ? 4 : cnt;
    p = nvsp_vptr(s, nvsp_w(s, 5), nvsp_w(s, 6), stride, &et, &align);
    if (inst != NVSP_CL(Vloadn) && (et->op != SpvOpTypeFloat || et->width != 16 || !fp)) NVSP_ERR("vload_half needs a half pointer and a float result");
    if (inst == NVSP_CL(Vloadn) && et->ir != nvsp_scalar_of(s, rt)->ir) NVSP_ERR("vloadn's pointer and result types differ");
    if (inst == NVSP_CL(Vloada_halfn)) align = (uint32_t)(stride * 2);
    r = rt->op == SpvOpTypeVector ? nvcg_const_undef(t) : NULL;
    for (k = 0; k < cnt; k++) {
      nvcg_value *e = NVSP_B(nvcg_build_load(s->b, et->irmem, nvsp_gep(s, p, (int64_t)k * et->size, NULL, 1),
                                             nvsp_min_align(align, nvsp_lowbit((uint64_t)k * et->size)), 0, NULL));
      if (inst != NVSP_CL(Vloadn)) e = nvsp_cast(s, NVCG_OP_FPEXT, e, nvsp_scalar_of(s, rt)->ir);
      r = r ? NVSP_B(nvcg_build_insertelement(s->b, r, e, nvsp_c32(s, k), NULL)) : e;
    }
    break;
  }
  case NVSP_CL(Vstoren): case NVSP_CL(Vstore_half): case NVSP_CL(Vstore_half_r): case NVSP_CL(Vstore_halfn):
  case NVSP_CL(Vstore_halfn_r): case NVSP_CL(Vstorea_halfn): case NVSP_CL(Vstorea_halfn_r): {
    nvsp_type *et, *dt;
    uint32_t align, k, cnt, dtid;
    uint64_t stride;
    nvcg_value *p, *d;
    int rmode = inst == NVSP_CL(Vstore_half_r) || inst == NVSP_CL(Vstore_halfn_r) || inst == NVSP_CL(Vstorea_halfn_r);
    if (n != (rmode ? 4u : 3u)) NVSP_ERR("wrong operand count");
    if (rmode && nvsp_w(s, 8) != SpvFPRoundingModeRTE) NVSP_UNSUP("vstore_half with a rounding mode other than rte is not supported");
    d = nvsp_xarg(s, 0, 0, &dtid);
    dt = NVSP_TYPE(dtid);
    cnt = nvsp_ncomp(dt);
    stride = inst == NVSP_CL(Vstorea_halfn) || inst == NVSP_CL(Vstorea_halfn_r) ? (cnt == 3 ? 4 : cnt) : cnt;
    p = nvsp_vptr(s, nvsp_w(s, 6), nvsp_w(s, 7), stride, &et, &align);
    if (inst == NVSP_CL(Vstoren) ? et->ir != nvsp_scalar_of(s, dt)->ir : (et->op != SpvOpTypeFloat || et->width != 16 || !nvsp_is_fp_type(s, dt)))
      NVSP_ERR("vstore's data and pointer types do not fit");
    for (k = 0; k < cnt; k++) {
      nvcg_value *e = dt->op == SpvOpTypeVector ? nvsp_extract_elem(s, d, k) : d;
      if (inst != NVSP_CL(Vstoren)) e = nvsp_cast(s, NVCG_OP_FPTRUNC, e, et->ir);
      NVSP_B(nvcg_build_store(s->b, e, nvsp_gep(s, p, (int64_t)k * et->size, NULL, 1),
                              nvsp_min_align(align, nvsp_lowbit((uint64_t)k * et->size)), 0));
    }
    if (rt->op != SpvOpTypeVoid) NVSP_ERR("vstore has no result");
    {
      nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
      e->type_id = rtid;
      e->stamp = s->stamp;
    }
    return;
  }
  case NVSP_CL(Shuffle): case NVSP_CL(Shuffle2): {
    uint32_t mt, k, na, nb = 0, xt;
    nvsp_type *xtt;
    nvcg_value *m, *x, *y = NULL;
    int two = inst == NVSP_CL(Shuffle2);
    if (n != (two ? 3u : 2u)) NVSP_ERR("wrong operand count");
    x = nvsp_xarg(s, 0, 0, &xt);
    xtt = NVSP_TYPE(xt);
    if (two) y = nvsp_xarg(s, 1, xt, NULL);
    m = nvsp_xarg(s, two ? 2 : 1, 0, &mt);
    if (xtt->op != SpvOpTypeVector || rt->op != SpvOpTypeVector || NVSP_TYPE(xtt->elem)->ir != NVSP_TYPE(rt->elem)->ir ||
        NVSP_TYPE(mt)->op != SpvOpTypeVector || NVSP_TYPE(mt)->count != rt->count || !nvsp_is_int_type(s, NVSP_TYPE(mt)))
      NVSP_ERR("shuffle operand types do not fit");
    na = xtt->count;
    nb = two ? na : 0;
    r = nvcg_const_undef(t);
    for (k = 0; k < rt->count; k++) {
      nvcg_value *sel = nvsp_iresize(s, nvsp_extract_elem(s, m, k), nvsp_i32(s), 0);
      nvcg_value *e;
      sel = nvsp_bin(s, NVCG_OP_AND, sel, nvsp_c32(s, two ? 2 * na - 1 : na - 1), 0);
      e = NVSP_B(nvcg_build_extractelement(s->b, x, nvsp_bin(s, NVCG_OP_AND, sel, nvsp_c32(s, na - 1), 0), NULL));
      if (two) {
        nvcg_value *f = NVSP_B(nvcg_build_extractelement(s->b, y, nvsp_bin(s, NVCG_OP_AND, sel, nvsp_c32(s, na - 1), 0), NULL));
        e = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_UGE, sel, nvsp_c32(s, na)), f, e);
      }
      r = NVSP_B(nvcg_build_insertelement(s->b, r, e, nvsp_c32(s, k), NULL));
    }
    (void)nb;
    break;
  }
  default:
    NVSP_UNSUP("OpenCL.std instruction %u is not supported", inst);
  }
  nvsp_set(s, id, rtid, r);
#undef NVSP_NEED_FP
#undef NVSP_NEED_INT
}

static void nvsp_tr_extinst(nvsp_state *s) {
  uint32_t rtid, id, set, inst;
  nvsp_id *se;
  nvsp_need(s, 5, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  set = nvsp_w(s, 3);
  inst = nvsp_w(s, 4);
  se = nvsp_id_get(s, set);
  if (se->kind != NVSP_K_EXTSET) NVSP_ERR("%%%u is not an extended instruction set", set);
  switch (se->extset) {
  case NVSP_SET_GLSL: nvsp_tr_glsl(s, rtid, id, inst); return;
  case NVSP_SET_OPENCL: nvsp_tr_opencl(s, rtid, id, inst); return;
  case NVSP_SET_IGNORED: {
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
    return;
  }
  default: NVSP_UNSUP("extended instruction set \"%s\" is not supported", se->str ? se->str : "?");
  }
}

