/* ------------------------------------------------------------------------------------
 * Math shared by GLSL.std.450 and OpenCL.std. Exact operations map to LLVM intrinsics
 * (f16 computed in f32); the approximations (native_*, half_*, GLSL's cheap and relaxed
 * forms) are f32 sequences over the PTX approximations, applied per component, with f16
 * (and f64) converted to and from f32; the accurate forms call the device math library
 * (nvsp_libmap below; see the accuracy notes at the top of this file).
 * ---------------------------------------------------------------------------------- */

typedef nvcg_value *(*nvsp_mathfn)(nvsp_state *s, nvcg_value *a, nvcg_value *b, nvcg_value *c);

static nvcg_type *nvsp_f32t(nvsp_state *s) { return nvcg_type_float(s->ctx); }
static nvcg_value *nvsp_cf(nvsp_state *s, double v) { return nvcg_const_fp(nvsp_f32t(s), v); }
static nvcg_type *nvsp_elem_of(nvcg_type *t) {
  return nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? nvcg_type_element(t) : t;
}
static int nvsp_is_fp_ir(nvcg_type *t) {
  nvcg_type_kind k = nvcg_type_get_kind(nvsp_elem_of(t));
  return k == NVCG_TYPE_HALF || k == NVCG_TYPE_FLOAT || k == NVCG_TYPE_DOUBLE;
}

/* x converted to f32 (or the f32 vector of its shape). */
static nvcg_value *nvsp_to_f32(nvsp_state *s, nvcg_value *x) {
  nvcg_type *t = nvcg_value_type(x), *e = nvsp_elem_of(t), *to = nvsp_f32t(s);
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) to = nvcg_type_vector(to, (unsigned)nvcg_type_count(t));
  if (nvcg_type_get_kind(e) == NVCG_TYPE_HALF) return nvsp_cast(s, NVCG_OP_FPEXT, x, to);
  if (nvcg_type_get_kind(e) == NVCG_TYPE_DOUBLE) return nvsp_cast(s, NVCG_OP_FPTRUNC, x, to);
  return x;
}
static nvcg_value *nvsp_from_f32(nvsp_state *s, nvcg_value *x, nvcg_type *to) {
  nvcg_type *e = nvsp_elem_of(to);
  if (nvcg_type_get_kind(e) == NVCG_TYPE_HALF) return nvsp_cast(s, NVCG_OP_FPTRUNC, x, to);
  if (nvcg_type_get_kind(e) == NVCG_TYPE_DOUBLE) return nvsp_cast(s, NVCG_OP_FPEXT, x, to);
  return x;
}

/* Applies an f32 scalar function per component; FP operands are converted to f32 and the
 * result back to `rt` (integer operands pass through). */
static nvcg_value *nvsp_map(nvsp_state *s, nvcg_type *rt, nvsp_mathfn fn, nvcg_value *a, nvcg_value *b, nvcg_value *c) {
  nvcg_value *in[3], *r;
  uint32_t i, k, n;
  in[0] = a;
  in[1] = b;
  in[2] = c;
  for (i = 0; i < 3; i++)
    if (in[i] && nvsp_is_fp_ir(nvcg_value_type(in[i]))) in[i] = nvsp_to_f32(s, in[i]);
  if (nvcg_type_get_kind(rt) != NVCG_TYPE_VECTOR) {
    r = fn(s, in[0], in[1], in[2]);
    return nvsp_is_fp_ir(rt) ? nvsp_from_f32(s, r, rt) : r;
  }
  n = (uint32_t)nvcg_type_count(rt);
  {
    nvcg_type *rt32 = nvsp_is_fp_ir(rt) ? nvcg_type_vector(nvsp_f32t(s), n) : rt;
    r = nvcg_const_undef(rt32);
    for (k = 0; k < n; k++) {
      nvcg_value *e[3];
      for (i = 0; i < 3; i++)
        e[i] = !in[i] ? NULL : nvcg_type_get_kind(nvcg_value_type(in[i])) == NVCG_TYPE_VECTOR ? nvsp_extract_elem(s, in[i], k) : in[i];
      r = NVSP_B(nvcg_build_insertelement(s->b, r, fn(s, e[0], e[1], e[2]), nvsp_c32(s, k), NULL));
    }
    return nvsp_is_fp_ir(rt) ? nvsp_from_f32(s, r, rt) : r;
  }
}

/* A generic LLVM FP intrinsic (llvm.floor, llvm.sqrt, ...), with f16 computed in f32. */
static nvcg_value *nvsp_gen(nvsp_state *s, const char *base, nvcg_value *a, nvcg_value *b, nvcg_value *c) {
  nvcg_type *t = nvcg_value_type(a);
  nvcg_value *x[3], *r;
  unsigned n = 1;
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  x[0] = half ? nvsp_to_f32(s, a) : a;
  if (b) x[n++] = half ? nvsp_to_f32(s, b) : b;
  if (c) x[n++] = half ? nvsp_to_f32(s, c) : c;
  r = nvsp_ovl(s, base, nvcg_value_type(x[0]), x, n);
  return half ? nvsp_from_f32(s, r, t) : r;
}
#define NVSP_GEN1(base, a) nvsp_gen(s, base, a, NULL, NULL)
#define NVSP_GEN2(base, a, b) nvsp_gen(s, base, a, b, NULL)

static nvcg_value *nvsp_fsplat(nvsp_state *s, nvcg_value *like, double v) { return nvsp_splat_fp(s, nvcg_value_type(like), v); }
static nvcg_value *nvsp_fadd(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FADD, a, b, s->fmf_default); }
static nvcg_value *nvsp_fsub(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FSUB, a, b, s->fmf_default); }
static nvcg_value *nvsp_fmul(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FMUL, a, b, s->fmf_default); }
static nvcg_value *nvsp_fdiv(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return nvsp_bin(s, NVCG_OP_FDIV, a, b, 0); }
static nvcg_value *nvsp_fmulc(nvsp_state *s, nvcg_value *a, double c) { return nvsp_fmul(s, a, nvsp_fsplat(s, a, c)); }
static nvcg_value *nvsp_fabs(nvsp_state *s, nvcg_value *a) { return NVSP_GEN1("llvm.fabs", a); }
static nvcg_value *nvsp_copysign(nvsp_state *s, nvcg_value *mag, nvcg_value *sgn) { return NVSP_GEN2("llvm.copysign", mag, sgn); }
static nvcg_value *nvsp_fma3(nvsp_state *s, nvcg_value *a, nvcg_value *b, nvcg_value *c) { return nvsp_gen(s, "llvm.fma", a, b, c); }
static nvcg_value *nvsp_fmin(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return NVSP_GEN2("llvm.minnum", a, b); }
static nvcg_value *nvsp_fmax(nvsp_state *s, nvcg_value *a, nvcg_value *b) { return NVSP_GEN2("llvm.maxnum", a, b); }
static nvcg_value *nvsp_fsel(nvsp_state *s, nvcg_predicate p, nvcg_value *a, nvcg_value *b, nvcg_value *t, nvcg_value *f) {
  return nvsp_sel(s, nvsp_fcmp(s, p, a, b), t, f);
}

/* ---- f32 scalar cores ---- */

static nvcg_value *nvsp_m_exp2(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.ex2.approx.f", x);
}
static nvcg_value *nvsp_m_log2(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.lg2.approx.f", x);
}
static nvcg_value *nvsp_m_exp(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_m_exp2(s, nvsp_fmulc(s, x, 1.4426950408889634), u, v);
}
static nvcg_value *nvsp_m_exp10(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_m_exp2(s, nvsp_fmulc(s, x, 3.3219280948873622), u, v);
}
static nvcg_value *nvsp_m_log(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_fmulc(s, nvsp_m_log2(s, x, u, v), 0.69314718055994531);
}
static nvcg_value *nvsp_m_log10(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_fmulc(s, nvsp_m_log2(s, x, u, v), 0.30102999566398120);
}
/* x^y, with the C semantics for negative x and integral y (and y = 0 gives 1). */
static nvcg_value *nvsp_m_pow(nvsp_state *s, nvcg_value *x, nvcg_value *y, nvcg_value *v) {
  nvcg_value *r = nvsp_m_exp2(s, nvsp_fmul(s, y, nvsp_m_log2(s, nvsp_fabs(s, x), NULL, NULL)), NULL, v);
  nvcg_value *yint = nvsp_fcmp(s, NVCG_FCMP_OEQ, NVSP_GEN1("llvm.trunc", y), y);
  nvcg_value *half = nvsp_fmulc(s, y, 0.5);
  nvcg_value *yodd = nvsp_bin(s, NVCG_OP_AND, yint, nvsp_fcmp(s, NVCG_FCMP_UNE, NVSP_GEN1("llvm.trunc", half), half), 0);
  nvcg_value *neg = nvsp_fcmp(s, NVCG_FCMP_OLT, x, nvsp_cf(s, 0.0));
  nvcg_value *sgn = nvsp_sel(s, yodd, nvsp_bin(s, NVCG_OP_FSUB, nvsp_cf(s, 0.0), r, 0), r);
  r = nvsp_sel(s, neg, nvsp_sel(s, yint, sgn, nvsp_cf(s, (double)NAN)), r);
  return nvsp_fsel(s, NVCG_FCMP_OEQ, y, nvsp_cf(s, 0.0), nvsp_cf(s, 1.0), r);
}
/* x reduced to [-pi, pi] by 2pi split in two f32 constants (Cody-Waite). */
static nvcg_value *nvsp_reduce_2pi(nvsp_state *s, nvcg_value *x) {
  nvcg_value *k = NVSP_GEN1("llvm.rint", nvsp_fmulc(s, x, 0.15915494309189535));
  nvcg_value *nk = NVSP_B(nvcg_build_fneg(s->b, k, 0, NULL));
  nvcg_value *r = nvsp_fma3(s, nk, nvsp_cf(s, 6.28318548202514648), x);
  return nvsp_fma3(s, nk, nvsp_cf(s, -1.7484555314695172e-07), r);
}
static nvcg_value *nvsp_m_sin(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.sin.approx.f", nvsp_reduce_2pi(s, x));
}
static nvcg_value *nvsp_m_cos(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u; (void)v;
  return nvsp_call1(s, "llvm.nvvm.cos.approx.f", nvsp_reduce_2pi(s, x));
}
static nvcg_value *nvsp_m_tan(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *r = nvsp_reduce_2pi(s, x);
  (void)u; (void)v;
  return nvsp_fdiv(s, nvsp_call1(s, "llvm.nvvm.sin.approx.f", r), nvsp_call1(s, "llvm.nvvm.cos.approx.f", r));
}
/* atan(t) for t in [0, 1]: t * P(t^2), P a degree-7 least-maximum-error fit (coefficients
 * computed for nvcg; |error| < 2e-7 in f32 arithmetic). */
static nvcg_value *nvsp_atan01(nvsp_state *s, nvcg_value *t) {
  static const double c[8] = {9.999993443e-01, -3.332985938e-01, 1.994655877e-01, -1.390859485e-01,
                              9.642112255e-02, -5.591120198e-02, 2.186220512e-02, -4.054365680e-03};
  nvcg_value *u = nvsp_fmul(s, t, t), *p = nvsp_cf(s, c[7]);
  int i;
  for (i = 6; i >= 0; i--) p = nvsp_fma3(s, p, u, nvsp_cf(s, c[i]));
  return nvsp_fmul(s, p, t);
}
static nvcg_value *nvsp_m_atan2(nvsp_state *s, nvcg_value *y, nvcg_value *x, nvcg_value *v) {
  nvcg_value *ax = nvsp_fabs(s, x), *ay = nvsp_fabs(s, y);
  nvcg_value *mx = nvsp_fmax(s, ax, ay), *mn = nvsp_fmin(s, ax, ay);
  nvcg_value *t = nvsp_fsel(s, NVCG_FCMP_OEQ, mx, nvsp_cf(s, 0.0), nvsp_cf(s, 0.0), nvsp_fdiv(s, mn, mx));
  nvcg_value *p = nvsp_atan01(s, t);
  nvcg_value *xneg;
  (void)v;
  p = nvsp_fsel(s, NVCG_FCMP_OGT, ay, ax, nvsp_fsub(s, nvsp_cf(s, 1.5707963267948966), p), p);
  xneg = nvsp_icmp(s, NVCG_ICMP_SLT, nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_i32(s)), nvsp_c32(s, 0));
  p = nvsp_sel(s, xneg, nvsp_fsub(s, nvsp_cf(s, 3.14159265358979324), p), p);
  p = nvsp_sel(s, nvsp_fcmp(s, NVCG_FCMP_UNO, x, y), nvsp_fadd(s, x, y), p);
  return nvsp_copysign(s, p, y);
}
static nvcg_value *nvsp_m_atan(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *a = nvsp_fabs(s, x);
  nvcg_value *big = nvsp_fcmp(s, NVCG_FCMP_OGT, a, nvsp_cf(s, 1.0));
  nvcg_value *t = nvsp_sel(s, big, nvsp_fdiv(s, nvsp_cf(s, 1.0), a), a);
  nvcg_value *p = nvsp_atan01(s, t);
  (void)u; (void)v;
  p = nvsp_sel(s, big, nvsp_fsub(s, nvsp_cf(s, 1.5707963267948966), p), p);
  return nvsp_copysign(s, p, x);
}
static nvcg_value *nvsp_sqrt_1mx2(nvsp_state *s, nvcg_value *x) {
  return NVSP_GEN1("llvm.sqrt", nvsp_fmul(s, nvsp_fsub(s, nvsp_cf(s, 1.0), x), nvsp_fadd(s, nvsp_cf(s, 1.0), x)));
}
static nvcg_value *nvsp_m_asin(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u;
  return nvsp_m_atan2(s, x, nvsp_sqrt_1mx2(s, x), v);
}
static nvcg_value *nvsp_m_acos(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  (void)u;
  return nvsp_m_atan2(s, nvsp_sqrt_1mx2(s, x), x, v);
}
static nvcg_value *nvsp_m_sinh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *e = nvsp_m_exp(s, x, u, v), *ie = nvsp_fdiv(s, nvsp_cf(s, 1.0), e);
  nvcg_value *r = nvsp_fmulc(s, nvsp_fsub(s, e, ie), 0.5);
  /* small |x|: x + x^3/6 avoids the cancellation */
  nvcg_value *p = nvsp_fadd(s, x, nvsp_fmul(s, nvsp_fmul(s, x, nvsp_fmul(s, x, x)), nvsp_cf(s, 1.0 / 6.0)));
  return nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_fabs(s, x), nvsp_cf(s, 0.03125), p, r);
}
static nvcg_value *nvsp_m_cosh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *e = nvsp_m_exp(s, x, u, v), *ie = nvsp_fdiv(s, nvsp_cf(s, 1.0), e);
  return nvsp_fmulc(s, nvsp_fadd(s, e, ie), 0.5);
}
static nvcg_value *nvsp_m_tanh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  /* sign(x) * (1 - 2 / (exp(2|x|) + 1)): no overflow to inf/inf */
  nvcg_value *e = nvsp_m_exp(s, nvsp_fmulc(s, nvsp_fabs(s, x), 2.0), u, v);
  nvcg_value *r = nvsp_fsub(s, nvsp_cf(s, 1.0), nvsp_fdiv(s, nvsp_cf(s, 2.0), nvsp_fadd(s, e, nvsp_cf(s, 1.0))));
  nvcg_value *p = nvsp_fsub(s, x, nvsp_fmul(s, nvsp_fmul(s, x, nvsp_fmul(s, x, x)), nvsp_cf(s, 1.0 / 3.0)));
  r = nvsp_copysign(s, r, x);
  return nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_fabs(s, x), nvsp_cf(s, 0.03125), p, r);
}
/* log(a + sqrt(a^2 +- 1)); from a = 2^12 on log(a) + log(2) (the rest is below 2^-26 of
 * it), which keeps a^2 from overflowing. */
static nvcg_value *nvsp_log_apsq(nvsp_state *s, nvcg_value *a, double pm, nvcg_value *u, nvcg_value *v) {
  nvcg_value *big = nvsp_fcmp(s, NVCG_FCMP_OGT, a, nvsp_cf(s, 4096.0));
  nvcg_value *w = nvsp_fadd(s, a, NVSP_GEN1("llvm.sqrt", nvsp_fadd(s, nvsp_fmul(s, a, a), nvsp_cf(s, pm))));
  nvcg_value *r = nvsp_m_log(s, nvsp_sel(s, big, a, w), u, v);
  return nvsp_fadd(s, r, nvsp_sel(s, big, nvsp_cf(s, 0.69314718055994531), nvsp_cf(s, 0.0)));
}
static nvcg_value *nvsp_m_asinh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_copysign(s, nvsp_log_apsq(s, nvsp_fabs(s, x), 1.0, u, v), x);
}
static nvcg_value *nvsp_m_acosh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  return nvsp_log_apsq(s, x, -1.0, u, v);
}
static nvcg_value *nvsp_m_atanh(nvsp_state *s, nvcg_value *x, nvcg_value *u, nvcg_value *v) {
  nvcg_value *q = nvsp_fdiv(s, nvsp_fadd(s, nvsp_cf(s, 1.0), x), nvsp_fsub(s, nvsp_cf(s, 1.0), x));
  return nvsp_fmulc(s, nvsp_m_log(s, q, u, v), 0.5);
}

/* frexp over the bits: mantissa in [0.5, 1) and exponent; zero, inf and NaN give (x, 0). */
static void nvsp_frexp1(nvsp_state *s, nvcg_value *x, nvcg_value **mant, nvcg_value **ex) {
  nvcg_type *t = nvcg_value_type(x);
  int dbl = nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE;
  unsigned mb = dbl ? 52 : 23, eb = dbl ? 0x7FF : 0xFF, bias = dbl ? 1022 : 126, w = dbl ? 64 : 32;
  nvcg_type *it = nvcg_type_int(s->ctx, w);
  nvcg_value *sub, *xs, *bits, *e, *m, *special, *adj;
  /* subnormals: scale by 2^64 first */
  sub = nvsp_fcmp(s, NVCG_FCMP_OLT, nvsp_fabs(s, x), nvcg_const_fp(t, dbl ? 2.2250738585072014e-308 : 1.1754943508222875e-38));
  xs = nvsp_sel(s, sub, nvsp_fmul(s, x, nvcg_const_fp(t, 18446744073709551616.0)), x);
  adj = nvsp_sel(s, sub, nvsp_c32(s, 64), nvsp_c32(s, 0));
  bits = nvsp_cast(s, NVCG_OP_BITCAST, xs, it);
  e = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, bits, nvcg_const_int(it, mb), 0), nvcg_const_int(it, eb), 0);
  e = nvsp_iresize(s, e, nvsp_i32(s), 0);
  e = nvsp_bin(s, NVCG_OP_SUB, nvsp_bin(s, NVCG_OP_SUB, e, nvsp_c32(s, bias), 0), adj, 0);
  m = nvsp_bin(s, NVCG_OP_AND, bits, nvcg_const_int(it, ~(nvsp_mask(w - 1) & ~nvsp_mask(mb))), 0);
  m = nvsp_bin(s, NVCG_OP_OR, m, nvcg_const_int(it, (uint64_t)bias << mb), 0);
  m = nvsp_cast(s, NVCG_OP_BITCAST, m, t);
  special = nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, nvcg_const_zero(t)),
                     nvsp_fcmp(s, NVCG_FCMP_UEQ, nvsp_fabs(s, x), nvcg_const_fp(t, (double)INFINITY)), 0);
  *mant = nvsp_sel(s, special, x, m);
  *ex = nvsp_sel(s, special, nvsp_c32(s, 0), e);
}

/* frexp per component for any float type (f16 goes through f32, exactly). */
static void nvsp_frexp(nvsp_state *s, nvcg_value *x, nvcg_type *et, nvcg_value **mant, nvcg_value **ex) {
  nvcg_type *t = nvcg_value_type(x);
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  nvcg_value *xx = half ? nvsp_to_f32(s, x) : x;
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
    uint32_t k, n = (uint32_t)nvcg_type_count(t);
    nvcg_value *m = nvcg_const_undef(nvcg_value_type(xx)), *e = nvcg_const_undef(nvcg_type_vector(et, n));
    for (k = 0; k < n; k++) {
      nvcg_value *mk, *ek;
      nvsp_frexp1(s, nvsp_extract_elem(s, xx, k), &mk, &ek);
      m = NVSP_B(nvcg_build_insertelement(s->b, m, mk, nvsp_c32(s, k), NULL));
      e = NVSP_B(nvcg_build_insertelement(s->b, e, nvsp_iresize(s, ek, et, 1), nvsp_c32(s, k), NULL));
    }
    *mant = half ? nvsp_from_f32(s, m, t) : m;
    *ex = e;
    return;
  }
  nvsp_frexp1(s, xx, mant, ex);
  if (half) *mant = nvsp_from_f32(s, *mant, t);
  *ex = nvsp_iresize(s, *ex, et, 1);
}

/* 2^k as a float of type t, for k within the normal exponent range. */
static nvcg_value *nvsp_pow2i(nvsp_state *s, nvcg_type *t, nvcg_value *k) {
  int dbl = nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE;
  nvcg_type *it = dbl ? nvsp_i64(s) : nvsp_i32(s);
  nvcg_value *b = nvsp_bin(s, NVCG_OP_ADD, nvsp_iresize(s, k, it, 1), nvcg_const_int(it, dbl ? 1023 : 127), 0);
  b = nvsp_bin(s, NVCG_OP_SHL, b, nvcg_const_int(it, dbl ? 52 : 23), 0);
  return nvsp_cast(s, NVCG_OP_BITCAST, b, t);
}

/* ldexp: x * 2^k in three exactly representable factors (k clamped to where the result
 * has over- or underflowed anyway). */
static nvcg_value *nvsp_ldexp1(nvsp_state *s, nvcg_value *x, nvcg_value *k) {
  nvcg_type *t = nvcg_value_type(x);
  int dbl = nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE;
  int64_t lim = dbl ? 2200 : 300;
  nvcg_value *kk = nvsp_iresize(s, k, nvsp_i32(s), 1), *k1, *k2, *k3, *r;
  kk = nvsp_ovl2(s, "llvm.smax", kk, nvsp_c32(s, (uint64_t)-lim));
  kk = nvsp_ovl2(s, "llvm.smin", kk, nvsp_c32(s, (uint64_t)lim));
  k1 = nvsp_bin(s, NVCG_OP_SDIV, kk, nvsp_c32(s, 3), 0);
  k2 = nvsp_bin(s, NVCG_OP_SDIV, nvsp_bin(s, NVCG_OP_SUB, kk, k1, 0), nvsp_c32(s, 2), 0);
  k3 = nvsp_bin(s, NVCG_OP_SUB, nvsp_bin(s, NVCG_OP_SUB, kk, k1, 0), k2, 0);
  r = nvsp_bin(s, NVCG_OP_FMUL, x, nvsp_pow2i(s, t, k1), 0);
  r = nvsp_bin(s, NVCG_OP_FMUL, r, nvsp_pow2i(s, t, k2), 0);
  return nvsp_bin(s, NVCG_OP_FMUL, r, nvsp_pow2i(s, t, k3), 0);
}
static nvcg_value *nvsp_ldexp(nvsp_state *s, nvcg_value *x, nvcg_value *k) {
  nvcg_type *t = nvcg_value_type(x);
  int half = nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_HALF;
  nvcg_value *xx = half ? nvsp_to_f32(s, x) : x, *r;
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
    uint32_t i, n = (uint32_t)nvcg_type_count(t);
    int kv = nvcg_type_get_kind(nvcg_value_type(k)) == NVCG_TYPE_VECTOR;
    r = nvcg_const_undef(nvcg_value_type(xx));
    for (i = 0; i < n; i++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_ldexp1(s, nvsp_extract_elem(s, xx, i), kv ? nvsp_extract_elem(s, k, i) : k),
                                          nvsp_c32(s, i), NULL));
  } else r = nvsp_ldexp1(s, xx, k);
  return half ? nvsp_from_f32(s, r, t) : r;
}

/* ---- the device math library (README "Device math library") ----
 * OpenCL.std's full-precision functions, GLSL.std.450's where the approximations above
 * are not kept (see the header comment), call nvcg's __nv_* functions: the frontend only
 * declares them, and nvcg's on-demand import brings the bodies (a user library that
 * defines them, such as libdevice, wins). f32 calls __nv_Ff, f64 __nv_F; f16 computes
 * through the f32 function and rounds once. */

/* The declaration of `name`, of type ret(params); a function of that name the module
 * already has must have that type. */
static nvcg_value *nvsp_libfn(nvsp_state *s, const char *name, nvcg_type *ret, nvcg_type *const *params, unsigned np) {
  nvcg_type *fty = nvcg_type_function(ret, params, np, 0);
  nvcg_value *f = nvcg_module_get_function(s->m, name);
  if (f && nvcg_function_type(f) != fty) NVSP_ERR("function %s has another type than the math library's %s", name, name);
  return f ? f : nvsp_chk(s, nvcg_function_add(s->m, name, fty));
}

/* __nv_BASEf (f32 x) or __nv_BASE (f64 x) on scalars; y, z: further arguments (floats of
 * x's type, an i32, a pointer) or NULL. */
static nvcg_value *nvsp_lib3(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y, nvcg_value *z) {
  nvcg_type *t = nvcg_value_type(x), *pt[3];
  nvcg_value *args[3], *f;
  unsigned n = 1, i;
  char name[48];
  args[0] = x;
  if (y) args[n++] = y;
  if (z) args[n++] = z;
  for (i = 0; i < n; i++) pt[i] = nvcg_value_type(args[i]);
  snprintf(name, sizeof name, "__nv_%s%s", base, nvcg_type_get_kind(t) == NVCG_TYPE_DOUBLE ? "" : "f");
  f = nvsp_libfn(s, name, t, pt, n);
  return NVSP_B(nvcg_build_call(s->b, nvcg_function_type(f), f, args, n, NULL));
}

/* A scalar core over f32 or f64 (never f16): `base` names the library function where the
 * core is one call. */
typedef nvcg_value *(*nvsp_libcore)(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y);

static nvcg_value *nvsp_lc_call(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  return nvsp_lib3(s, base, x, y, NULL);
}
/* asinpi, acospi, atanpi, atan2pi: the library's result times 1/pi rounded to the type
 * (asinpi(1) = 0.5 and atan2pi(+0, -0) = 1 exactly: pi * (1/pi) rounds to 1 in f32 and f64). */
static nvcg_value *nvsp_lc_pi(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  nvcg_value *r = nvsp_lib3(s, base, x, y, NULL);
  return nvsp_bin(s, NVCG_OP_FMUL, r, nvcg_const_fp(nvcg_value_type(r), 0.31830988618379067), 0);
}
/* tanpi = sinpi / cospi: tanpi(n + 1/2) = +-inf with OpenCL's signs (cospi gives +0 there),
 * tanpi(n) a zero of the right sign. */
static nvcg_value *nvsp_lc_tanpi(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  (void)base; (void)y;
  return nvsp_bin(s, NVCG_OP_FDIV, nvsp_lib3(s, "sinpi", x, NULL, NULL), nvsp_lib3(s, "cospi", x, NULL, NULL), 0);
}
/* powr(x, y) = pow(|x|, y) for x >= 0, with OpenCL's NaNs: x < 0, a NaN operand,
 * powr(+-0, +-0), powr(+inf, +-0), powr(1, +-inf). */
static nvcg_value *nvsp_lc_powr(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *y) {
  nvcg_type *t = nvcg_value_type(x);
  nvcg_value *zero = nvcg_const_zero(t), *inf = nvcg_const_fp(t, (double)INFINITY), *ay = nvsp_fabs(s, y);
  nvcg_value *nan = nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_UNO, x, y), nvsp_fcmp(s, NVCG_FCMP_OLT, x, zero), 0);
  nvcg_value *y0 = nvsp_fcmp(s, NVCG_FCMP_OEQ, y, zero);
  nvcg_value *x0i = nvsp_bin(s, NVCG_OP_OR, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, zero), nvsp_fcmp(s, NVCG_FCMP_OEQ, x, inf), 0);
  nan = nvsp_bin(s, NVCG_OP_OR, nan, nvsp_bin(s, NVCG_OP_AND, y0, x0i, 0), 0);
  nan = nvsp_bin(s, NVCG_OP_OR, nan, nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OEQ, x, nvcg_const_fp(t, 1.0)),
                                               nvsp_fcmp(s, NVCG_FCMP_OEQ, ay, inf), 0), 0);
  (void)base;
  return nvsp_sel(s, nan, nvcg_const_fp(t, (double)NAN), nvsp_lib3(s, "pow", nvsp_fabs(s, x), y, NULL));
}
/* rootn(x, n), computed in f64 for f32 too: r0 = pow(|x|, 1/n) is off by up to
 * |ln x| / |n| ulp (1/n is rounded), so one Newton step on f^n - |x| 2^(-kn) (r0 = f 2^k,
 * f in [0.5, 1): no overflow or underflow for |n| <= 1000, and |x| 2^(-kn) is exact) brings
 * it within about 1 ulp; for |n| > 1000 r0's own error is below 2 ulp. The sign: odd n keeps
 * x's; x < 0 with even n, and n = 0, give NaN. */
static nvcg_value *nvsp_lc_rootn(nvsp_state *s, const char *base, nvcg_value *x, nvcg_value *n) {
  nvcg_type *t = nvcg_value_type(x), *d = nvcg_type_double(s->ctx);
  nvcg_value *xd = nvsp_cast(s, NVCG_OP_FPEXT, x, d), *ax = nvsp_fabs(s, xd);
  nvcg_value *nd = nvsp_cast(s, NVCG_OP_SITOFP, n, d), *one = nvcg_const_fp(d, 1.0);
  nvcg_value *r0 = nvsp_lib3(s, "pow", ax, nvsp_bin(s, NVCG_OP_FDIV, one, nd, 0), NULL);
  nvcg_value *f, *k, *e, *xs, *corr, *r1, *ok, *r, *odd, *bad, *fa[3];
  nvcg_value *an = nvsp_ovl2(s, "llvm.abs", n, nvcg_const_int(nvsp_i1(s), 0));
  (void)base;
  nvsp_frexp1(s, r0, &f, &k);
  e = nvsp_lib3(s, "powi", f, n, NULL);
  xs = nvsp_ldexp1(s, ax, nvsp_bin(s, NVCG_OP_SUB, nvsp_c32(s, 0), nvsp_bin(s, NVCG_OP_MUL, k, n, 0), 0));
  corr = nvsp_bin(s, NVCG_OP_FDIV, nvsp_bin(s, NVCG_OP_FSUB, e, xs, 0), nvsp_bin(s, NVCG_OP_FMUL, nd, e, 0), 0);
  fa[0] = NVSP_B(nvcg_build_fneg(s->b, r0, 0, NULL));
  fa[1] = corr;
  fa[2] = r0;
  r1 = nvsp_ovl(s, "llvm.fma", d, fa, 3);
  ok = nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OGT, ax, nvcg_const_zero(d)),
                nvsp_fcmp(s, NVCG_FCMP_OLT, ax, nvcg_const_fp(d, (double)INFINITY)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_fcmp(s, NVCG_FCMP_OGT, r0, nvcg_const_zero(d)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_fcmp(s, NVCG_FCMP_OLT, r0, nvcg_const_fp(d, (double)INFINITY)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_icmp(s, NVCG_ICMP_ULE, an, nvsp_c32(s, 1000)), 0);
  ok = nvsp_bin(s, NVCG_OP_AND, ok, nvsp_icmp(s, NVCG_ICMP_NE, n, nvsp_c32(s, 0)), 0);
  r = nvsp_sel(s, ok, r1, r0);
  odd = nvsp_icmp(s, NVCG_ICMP_NE, nvsp_bin(s, NVCG_OP_AND, n, nvsp_c32(s, 1), 0), nvsp_c32(s, 0));
  r = nvsp_sel(s, odd, nvsp_copysign(s, r, xd), r);
  bad = nvsp_bin(s, NVCG_OP_OR, nvsp_icmp(s, NVCG_ICMP_EQ, n, nvsp_c32(s, 0)),
                 nvsp_bin(s, NVCG_OP_AND, nvsp_fcmp(s, NVCG_FCMP_OLT, xd, nvcg_const_zero(d)),
                          nvsp_bin(s, NVCG_OP_XOR, odd, nvcg_const_int(nvsp_i1(s), 1), 0), 0), 0);
  r = nvsp_sel(s, bad, nvcg_const_fp(d, (double)NAN), r);
  return nvsp_cast(s, NVCG_OP_FPTRUNC, r, t);
}

/* Applies a scalar core per component. FP operands of f16 go through f32 (the result
 * rounded once to f16); an integer operand (pown, rootn) passes as i32. */
static nvcg_value *nvsp_libmap(nvsp_state *s, nvcg_type *rt, nvsp_libcore fn, const char *base, nvcg_value *a, nvcg_value *b) {
  nvcg_value *in[2], *r;
  uint32_t i, k, n;
  nvcg_type *et = nvsp_elem_of(rt);
  int half = nvcg_type_get_kind(et) == NVCG_TYPE_HALF;
  in[0] = a;
  in[1] = b;
  for (i = 0; i < 2; i++) {
    if (!in[i]) continue;
    if (nvsp_is_fp_ir(nvcg_value_type(in[i]))) {
      if (half) in[i] = nvsp_to_f32(s, in[i]);
    } else {
      nvcg_type *it = nvsp_i32(s);
      if (nvcg_type_get_kind(nvcg_value_type(in[i])) == NVCG_TYPE_VECTOR) it = nvcg_type_vector(it, (unsigned)nvcg_type_count(nvcg_value_type(in[i])));
      in[i] = nvsp_iresize(s, in[i], it, 1);
    }
  }
  if (nvcg_type_get_kind(rt) != NVCG_TYPE_VECTOR) {
    r = fn(s, base, in[0], in[1]);
  } else {
    n = (uint32_t)nvcg_type_count(rt);
    r = nvcg_const_undef(half ? nvcg_type_vector(nvsp_f32t(s), n) : rt);
    for (k = 0; k < n; k++) {
      nvcg_value *e[2];
      for (i = 0; i < 2; i++)
        e[i] = !in[i] ? NULL : nvcg_type_get_kind(nvcg_value_type(in[i])) == NVCG_TYPE_VECTOR ? nvsp_extract_elem(s, in[i], k) : in[i];
      r = NVSP_B(nvcg_build_insertelement(s->b, r, fn(s, base, e[0], e[1]), nvsp_c32(s, k), NULL));
    }
  }
  return half ? nvsp_from_f32(s, r, rt) : r;
}
#define NVSP_LIB(name, a, b) nvsp_libmap(s, t, nvsp_lc_call, name, a, b)

/* Geometry. */
static nvcg_value *nvsp_vdot(nvsp_state *s, nvcg_value *a, nvcg_value *b) {
  if (nvcg_type_get_kind(nvcg_value_type(a)) != NVCG_TYPE_VECTOR) return nvsp_fmul(s, a, b);
  return nvsp_dot(s, a, b, s->fmf_default);
}
static nvcg_value *nvsp_length(nvsp_state *s, nvcg_value *a) {
  if (nvcg_type_get_kind(nvcg_value_type(a)) != NVCG_TYPE_VECTOR) return nvsp_fabs(s, a);
  return NVSP_GEN1("llvm.sqrt", nvsp_vdot(s, a, a));
}
static nvcg_value *nvsp_cross(nvsp_state *s, nvcg_value *a, nvcg_value *b) {
  nvcg_value *r = nvcg_const_zero(nvcg_value_type(a));
  static const uint32_t i1[3] = {1, 2, 0}, i2[3] = {2, 0, 1};
  uint32_t k;
  for (k = 0; k < 3; k++) {
    nvcg_value *x = nvsp_fsub(s, nvsp_fmul(s, nvsp_extract_elem(s, a, i1[k]), nvsp_extract_elem(s, b, i2[k])),
                              nvsp_fmul(s, nvsp_extract_elem(s, a, i2[k]), nvsp_extract_elem(s, b, i1[k])));
    r = NVSP_B(nvcg_build_insertelement(s->b, r, x, nvsp_c32(s, k), NULL));
  }
  return r;
}

/* Integer helpers. */
static nvcg_value *nvsp_ctlz(nvsp_state *s, nvcg_value *x) {
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_ovl(s, "llvm.ctlz", nvcg_value_type(x), a, 2);
}
static nvcg_value *nvsp_cttz(nvsp_state *s, nvcg_value *x) {
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_ovl(s, "llvm.cttz", nvcg_value_type(x), a, 2);
}
static unsigned nvsp_ibits(nvcg_value *x) { return nvcg_type_int_bits(nvsp_elem_of(nvcg_value_type(x))); }
static nvcg_value *nvsp_isplat(nvsp_state *s, nvcg_value *like, uint64_t v) { return nvsp_splat_int(s, nvcg_value_type(like), v); }
static nvcg_value *nvsp_mulhi(nvsp_state *s, nvcg_value *a, nvcg_value *b, int sg) {
  unsigned w = nvsp_ibits(a);
  nvcg_type *t = nvcg_value_type(a);
  if (w < 64) {
    nvcg_type *wide = nvcg_type_int(s->ctx, 2 * w);
    nvcg_value *p;
    if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) wide = nvcg_type_vector(wide, (unsigned)nvcg_type_count(t));
    p = nvsp_bin(s, NVCG_OP_MUL, nvsp_iresize(s, a, wide, sg), nvsp_iresize(s, b, wide, sg), 0);
    return nvsp_cast(s, NVCG_OP_TRUNC, nvsp_bin(s, NVCG_OP_LSHR, p, nvsp_splat_int(s, wide, w), 0), t);
  }
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
    uint32_t k, n = (uint32_t)nvcg_type_count(t);
    nvcg_value *r = nvcg_const_undef(t);
    for (k = 0; k < n; k++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_mulhi(s, nvsp_extract_elem(s, a, k), nvsp_extract_elem(s, b, k), sg), nvsp_c32(s, k), NULL));
    return r;
  }
  {
    nvcg_value *x[2];
    x[0] = a;
    x[1] = b;
    return nvsp_call(s, sg ? "llvm.nvvm.mulhi.ll" : "llvm.nvvm.mulhi.ull", x, 2);
  }
}

/* Fetches OpExtInst operands starting at word 5. */
static nvcg_value *nvsp_xarg(nvsp_state *s, uint32_t i, uint32_t expect, uint32_t *tid) {
  return nvsp_value(s, nvsp_w(s, 5 + i), expect, tid);
}

/* Stores through an OpExtInst pointer operand (modf, frexp, sincos, fract...). */
static void nvsp_store_through(nvsp_state *s, uint32_t ptr_id, nvcg_value *v) {
  uint32_t pt;
  nvsp_val p = nvsp_get(s, ptr_id, &pt);
  nvsp_type *ptt = nvsp_ptr_type(s, pt, ptr_id);
  nvsp_type *t = NVSP_TYPE(ptt->elem);
  if (!p.ir || !t->ir || t->ir != nvcg_value_type(v)) NVSP_ERR("pointer operand %%%u does not point to the right type", ptr_id);
  nvsp_store_rec(s, t, p.ir, v, p.align, 0, 0, 0, 0);
}

/* Whether GLSL.std.450 function `lib` of result `id` (type t) calls the device math
 * library: f64 always (GLSL.std.450 allows 16- and 32-bit floats here; f64 input is
 * computed right rather than in f32); RelaxedPrecision never; otherwise tan, asin, acos,
 * atan, atan2, sinh, cosh and tanh (the library costs about what the approximations'
 * sequences do, tan 2.6x), while sin, cos, exp, exp2, log, log2, pow, asinh, acosh and
 * atanh keep the PTX approximations, which meet Vulkan's precision table where the
 * library costs 4-13x as much (asinhf/acoshf/atanhf work in f64). */
static int nvsp_glsl_uselib(nvsp_state *s, nvcg_type *t, uint32_t id, const char *lib) {
  static const char *const approx[] = {"sin", "cos", "exp", "exp2", "log", "log2", "pow", "asinh", "acosh", "atanh"};
  size_t i;
  if (nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_DOUBLE) return 1;
  if (nvsp_has_deco(s, id, SpvDecorationRelaxedPrecision)) return 0;
  for (i = 0; i < sizeof approx / sizeof approx[0]; i++)
    if (!strcmp(lib, approx[i])) return 0;
  return 1;
}

