/* ---- GLSL.std.450 ---- */

static void nvsp_tr_glsl(nvsp_state *s, uint32_t rtid, uint32_t id, uint32_t inst) {
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_type *t = rt->ir;
  nvcg_value *a = NULL, *b = NULL, *c = NULL, *r = NULL;
  uint32_t n = s->cur_wc - 5, at = 0, bt = 0;
  int fp = nvsp_is_fp_type(s, rt), in = nvsp_is_int_type(s, rt);
  nvsp_mathfn mf = NULL;
  const char *lib = NULL;
#define NVSP_ARGS(k) do { if (n != (k)) NVSP_ERR("%u operands, expected %u", n, (uint32_t)(k)); } while (0)
#define NVSP_SAME1() do { NVSP_ARGS(1); a = nvsp_xarg(s, 0, rtid, &at); } while (0)
#define NVSP_SAME2() do { NVSP_ARGS(2); a = nvsp_xarg(s, 0, rtid, &at); b = nvsp_xarg(s, 1, rtid, &bt); } while (0)
#define NVSP_SAME3() do { NVSP_ARGS(3); a = nvsp_xarg(s, 0, rtid, &at); b = nvsp_xarg(s, 1, rtid, &bt); c = nvsp_xarg(s, 2, rtid, NULL); } while (0)
#define NVSP_NEED_FP() do { if (!fp) NVSP_ERR("result type %%%u is not floating point", rtid); } while (0)
#define NVSP_NEED_INT() do { if (!in) NVSP_ERR("result type %%%u is not an integer type", rtid); } while (0)
  if (!t && inst != GLSLstd450ModfStruct && inst != GLSLstd450FrexpStruct) nvsp_ir_type(s, rtid);
  switch (inst) {
  case GLSLstd450Round: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.round", a); break;
  case GLSLstd450RoundEven: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.roundeven", a); break;
  case GLSLstd450Trunc: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.trunc", a); break;
  case GLSLstd450FAbs: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fabs(s, a); break;
  case GLSLstd450SAbs: {
    nvcg_value *x[2];
    NVSP_SAME1();
    NVSP_NEED_INT();
    x[0] = a;
    x[1] = nvcg_const_int(nvsp_i1(s), 0);
    r = nvsp_ovl(s, "llvm.abs", t, x, 2);
    break;
  }
  case GLSLstd450FSign:
    NVSP_SAME1();
    NVSP_NEED_FP();
    r = nvsp_fsel(s, NVCG_FCMP_OLT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, -1.0), a);
    r = nvsp_fsel(s, NVCG_FCMP_OGT, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0), r);
    break;
  case GLSLstd450SSign:
    NVSP_SAME1();
    NVSP_NEED_INT();
    r = nvsp_ovl2(s, "llvm.smax", nvsp_ovl2(s, "llvm.smin", a, nvsp_splat_int(s, t, 1)), nvsp_splat_int(s, t, ~(uint64_t)0));
    break;
  case GLSLstd450Floor: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.floor", a); break;
  case GLSLstd450Ceil: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.ceil", a); break;
  case GLSLstd450Fract: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fsub(s, a, NVSP_GEN1("llvm.floor", a)); break;
  case GLSLstd450Radians: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fmulc(s, a, 0.017453292519943295); break;
  case GLSLstd450Degrees: NVSP_SAME1(); NVSP_NEED_FP(); r = nvsp_fmulc(s, a, 57.295779513082321); break;
  case GLSLstd450Sin: mf = nvsp_m_sin; lib = "sin"; goto map1;
  case GLSLstd450Cos: mf = nvsp_m_cos; lib = "cos"; goto map1;
  case GLSLstd450Tan: mf = nvsp_m_tan; lib = "tan"; goto map1;
  case GLSLstd450Asin: mf = nvsp_m_asin; lib = "asin"; goto map1;
  case GLSLstd450Acos: mf = nvsp_m_acos; lib = "acos"; goto map1;
  case GLSLstd450Atan: mf = nvsp_m_atan; lib = "atan"; goto map1;
  case GLSLstd450Sinh: mf = nvsp_m_sinh; lib = "sinh"; goto map1;
  case GLSLstd450Cosh: mf = nvsp_m_cosh; lib = "cosh"; goto map1;
  case GLSLstd450Tanh: mf = nvsp_m_tanh; lib = "tanh"; goto map1;
  case GLSLstd450Asinh: mf = nvsp_m_asinh; lib = "asinh"; goto map1;
  case GLSLstd450Acosh: mf = nvsp_m_acosh; lib = "acosh"; goto map1;
  case GLSLstd450Atanh: mf = nvsp_m_atanh; lib = "atanh"; goto map1;
  case GLSLstd450Exp: mf = nvsp_m_exp; lib = "exp"; goto map1;
  case GLSLstd450Log: mf = nvsp_m_log; lib = "log"; goto map1;
  case GLSLstd450Exp2: mf = nvsp_m_exp2; lib = "exp2"; goto map1;
  case GLSLstd450Log2: mf = nvsp_m_log2; lib = "log2"; goto map1;
  map1:
    NVSP_SAME1();
    NVSP_NEED_FP();
    if (nvsp_glsl_uselib(s, t, id, lib)) r = nvsp_libmap(s, t, nvsp_lc_call, lib, a, NULL);
    else r = nvsp_map(s, t, mf, a, NULL, NULL);
    break;
  case GLSLstd450Atan2: case GLSLstd450Pow:
    NVSP_SAME2();
    NVSP_NEED_FP();
    lib = inst == GLSLstd450Atan2 ? "atan2" : "pow";
    if (nvsp_glsl_uselib(s, t, id, lib)) r = nvsp_libmap(s, t, nvsp_lc_call, lib, a, b);
    else r = nvsp_map(s, t, inst == GLSLstd450Atan2 ? nvsp_m_atan2 : nvsp_m_pow, a, b, NULL);
    break;
  case GLSLstd450Sqrt: NVSP_SAME1(); NVSP_NEED_FP(); r = NVSP_GEN1("llvm.sqrt", a); break;
  case GLSLstd450InverseSqrt:
    NVSP_SAME1();
    NVSP_NEED_FP();
    if (nvcg_type_get_kind(nvsp_elem_of(t)) == NVCG_TYPE_DOUBLE)
      r = nvsp_libmap(s, t, nvsp_lc_call, "rsqrt", a, NULL);
    else {
      nvcg_value *x = nvsp_to_f32(s, a);
      if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR) {
        uint32_t k;
        r = nvcg_const_undef(nvcg_value_type(x));
        for (k = 0; k < rt->count; k++)
          r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_call1(s, "llvm.nvvm.rsqrt.approx.f", nvsp_extract_elem(s, x, k)), nvsp_c32(s, k), NULL));
      } else r = nvsp_call1(s, "llvm.nvvm.rsqrt.approx.f", x);
      r = nvsp_from_f32(s, r, t);
    }
    break;
  case GLSLstd450Modf: case GLSLstd450ModfStruct: {
    nvcg_value *whole, *frac;
    uint32_t et = inst == GLSLstd450Modf ? rtid : (rt->op == SpvOpTypeStruct && rt->count == 2 ? rt->mem[0] : 0);
    if (!et) NVSP_ERR("ModfStruct needs a struct of two members");
    NVSP_ARGS(inst == GLSLstd450Modf ? 2 : 1);
    a = nvsp_xarg(s, 0, et, NULL);
    if (!nvsp_is_fp_type(s, NVSP_TYPE(et))) NVSP_ERR("Modf needs floating point");
    whole = NVSP_GEN1("llvm.trunc", a);
    frac = nvsp_copysign(s, nvsp_fsub(s, a, whole), a);
    /* modf(inf) = (0, inf) */
    frac = nvsp_fsel(s, NVCG_FCMP_OEQ, nvsp_fabs(s, a), nvsp_fsplat(s, a, (double)INFINITY), nvsp_copysign(s, nvsp_fsplat(s, a, 0.0), a), frac);
    if (inst == GLSLstd450Modf) {
      nvsp_store_through(s, nvsp_w(s, 6), whole);
      r = frac;
    } else {
      unsigned z = 0, o = 1;
      if (rt->mem[1] != rt->mem[0] && NVSP_TYPE(rt->mem[1])->ir != NVSP_TYPE(et)->ir) NVSP_ERR("ModfStruct members must match");
      r = NVSP_B(nvcg_build_insertvalue(s->b, nvcg_const_undef(rt->ir), frac, &z, 1, NULL));
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, whole, &o, 1, NULL));
    }
    break;
  }
  case GLSLstd450FMin: case GLSLstd450NMin: NVSP_SAME2(); NVSP_NEED_FP(); r = nvsp_fmin(s, a, b); break;
  case GLSLstd450FMax: case GLSLstd450NMax: NVSP_SAME2(); NVSP_NEED_FP(); r = nvsp_fmax(s, a, b); break;
  case GLSLstd450UMin: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.umin", a, b); break;
  case GLSLstd450SMin: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.smin", a, b); break;
  case GLSLstd450UMax: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.umax", a, b); break;
  case GLSLstd450SMax: NVSP_SAME2(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.smax", a, b); break;
  case GLSLstd450FClamp: case GLSLstd450NClamp: NVSP_SAME3(); NVSP_NEED_FP(); r = nvsp_fmin(s, nvsp_fmax(s, a, b), c); break;
  case GLSLstd450UClamp: NVSP_SAME3(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.umin", nvsp_ovl2(s, "llvm.umax", a, b), c); break;
  case GLSLstd450SClamp: NVSP_SAME3(); NVSP_NEED_INT(); r = nvsp_ovl2(s, "llvm.smin", nvsp_ovl2(s, "llvm.smax", a, b), c); break;
  case GLSLstd450FMix:
    NVSP_SAME3();
    NVSP_NEED_FP();
    r = nvsp_fadd(s, nvsp_fmul(s, a, nvsp_fsub(s, nvsp_splat_fp(s, t, 1.0), c)), nvsp_fmul(s, b, c));
    break;
  case GLSLstd450Step: NVSP_SAME2(); NVSP_NEED_FP(); r = nvsp_fsel(s, NVCG_FCMP_OLT, b, a, nvcg_const_zero(t), nvsp_splat_fp(s, t, 1.0)); break;
  case GLSLstd450SmoothStep: {
    nvcg_value *x;
    NVSP_SAME3();
    NVSP_NEED_FP();
    x = nvsp_fdiv(s, nvsp_fsub(s, c, a), nvsp_fsub(s, b, a));
    x = nvsp_fmin(s, nvsp_fmax(s, x, nvcg_const_zero(t)), nvsp_splat_fp(s, t, 1.0));
    r = nvsp_fmul(s, nvsp_fmul(s, x, x), nvsp_fsub(s, nvsp_splat_fp(s, t, 3.0), nvsp_fmulc(s, x, 2.0)));
    break;
  }
  case GLSLstd450Fma: NVSP_SAME3(); NVSP_NEED_FP(); r = nvsp_fma3(s, a, b, c); break;
  case GLSLstd450Frexp: case GLSLstd450FrexpStruct: {
    nvcg_value *m, *e;
    uint32_t et = inst == GLSLstd450Frexp ? rtid : (rt->op == SpvOpTypeStruct && rt->count == 2 ? rt->mem[0] : 0);
    nvsp_type *ityp;
    if (!et) NVSP_ERR("FrexpStruct needs a struct of two members");
    NVSP_ARGS(inst == GLSLstd450Frexp ? 2 : 1);
    a = nvsp_xarg(s, 0, et, NULL);
    if (inst == GLSLstd450Frexp) {
      uint32_t pt;
      nvsp_val p = nvsp_get(s, nvsp_w(s, 6), &pt);
      (void)p;
      ityp = NVSP_TYPE(nvsp_ptr_type(s, pt, nvsp_w(s, 6))->elem);
    } else ityp = NVSP_TYPE(rt->mem[1]);
    if (!nvsp_is_int_type(s, ityp) || !nvsp_is_fp_type(s, NVSP_TYPE(et))) NVSP_ERR("Frexp needs a float and an integer exponent");
    nvsp_frexp(s, a, nvsp_scalar_of(s, ityp)->ir, &m, &e);
    if (inst == GLSLstd450Frexp) {
      nvsp_store_through(s, nvsp_w(s, 6), e);
      r = m;
    } else {
      unsigned z = 0, o = 1;
      r = NVSP_B(nvcg_build_insertvalue(s->b, nvcg_const_undef(rt->ir), m, &z, 1, NULL));
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, e, &o, 1, NULL));
    }
    break;
  }
  case GLSLstd450Ldexp:
    NVSP_ARGS(2);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, 0, &bt);
    if (!nvsp_is_int_type(s, NVSP_TYPE(bt))) NVSP_ERR("the exponent must be an integer");
    r = nvsp_ldexp(s, a, b);
    break;
  case GLSLstd450PackSnorm4x8: case GLSLstd450PackUnorm4x8: case GLSLstd450PackSnorm2x16:
  case GLSLstd450PackUnorm2x16: {
    int snorm = inst == GLSLstd450PackSnorm4x8 || inst == GLSLstd450PackSnorm2x16;
    uint32_t nc = inst == GLSLstd450PackSnorm4x8 || inst == GLSLstd450PackUnorm4x8 ? 4 : 2, k, bits = 32 / nc;
    nvsp_type *vt;
    nvcg_value *x;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    vt = NVSP_TYPE(at);
    if (vt->op != SpvOpTypeVector || vt->count != nc || NVSP_TYPE(vt->elem)->width != 32 || rt->op != SpvOpTypeInt)
      NVSP_ERR("packing needs a vec%u and a 32-bit integer result", nc);
    x = nvsp_fmin(s, nvsp_fmax(s, a, nvsp_splat_fp(s, vt->ir, snorm ? -1.0 : 0.0)), nvsp_splat_fp(s, vt->ir, 1.0));
    x = NVSP_GEN1("llvm.roundeven", nvsp_fmulc(s, x, snorm ? (double)((1u << (bits - 1)) - 1) : (double)((1u << bits) - 1)));
    x = nvsp_cast(s, NVCG_OP_FPTOSI, x, nvcg_type_vector(nvsp_i32(s), nc));
    r = nvsp_c32(s, 0);
    for (k = 0; k < nc; k++) {
      nvcg_value *e = nvsp_bin(s, NVCG_OP_AND, nvsp_extract_elem(s, x, k), nvsp_c32(s, (1u << bits) - 1), 0);
      r = nvsp_bin(s, NVCG_OP_OR, r, nvsp_bin(s, NVCG_OP_SHL, e, nvsp_c32(s, k * bits), 0), 0);
    }
    break;
  }
  case GLSLstd450UnpackSnorm4x8: case GLSLstd450UnpackUnorm4x8: case GLSLstd450UnpackSnorm2x16:
  case GLSLstd450UnpackUnorm2x16: {
    int snorm = inst == GLSLstd450UnpackSnorm4x8 || inst == GLSLstd450UnpackSnorm2x16;
    uint32_t nc = inst == GLSLstd450UnpackSnorm4x8 || inst == GLSLstd450UnpackUnorm4x8 ? 4 : 2, k, bits = 32 / nc;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (NVSP_TYPE(at)->op != SpvOpTypeInt || NVSP_TYPE(at)->width != 32 || rt->op != SpvOpTypeVector || rt->count != nc ||
        NVSP_TYPE(rt->elem)->width != 32 || !fp)
      NVSP_ERR("unpacking needs a 32-bit integer and a vec%u result", nc);
    r = nvcg_const_undef(t);
    for (k = 0; k < nc; k++) {
      nvcg_value *e = nvsp_bin(s, NVCG_OP_SHL, a, nvsp_c32(s, 32 - (k + 1) * bits), 0);
      nvcg_value *f;
      e = nvsp_bin(s, snorm ? NVCG_OP_ASHR : NVCG_OP_LSHR, e, nvsp_c32(s, 32 - bits), 0);
      f = nvsp_cast(s, snorm ? NVCG_OP_SITOFP : NVCG_OP_UITOFP, e, nvsp_f32t(s));
      f = nvsp_fdiv(s, f, nvsp_cf(s, snorm ? (double)((1u << (bits - 1)) - 1) : (double)((1u << bits) - 1)));
      if (snorm) f = nvsp_fmax(s, f, nvsp_cf(s, -1.0));
      r = NVSP_B(nvcg_build_insertelement(s->b, r, f, nvsp_c32(s, k), NULL));
    }
    break;
  }
  case GLSLstd450PackHalf2x16: {
    nvcg_type *h = nvcg_type_half(s->ctx), *i16 = nvcg_type_int(s->ctx, 16);
    uint32_t k;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (NVSP_TYPE(at)->op != SpvOpTypeVector || NVSP_TYPE(at)->count != 2 || rt->op != SpvOpTypeInt || rt->width != 32)
      NVSP_ERR("PackHalf2x16 needs a vec2 and a 32-bit result");
    r = nvsp_c32(s, 0);
    for (k = 0; k < 2; k++) {
      nvcg_value *e = nvsp_cast(s, NVCG_OP_FPTRUNC, nvsp_extract_elem(s, a, k), h);
      e = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_cast(s, NVCG_OP_BITCAST, e, i16), nvsp_i32(s));
      r = nvsp_bin(s, NVCG_OP_OR, r, k ? nvsp_bin(s, NVCG_OP_SHL, e, nvsp_c32(s, 16), 0) : e, 0);
    }
    break;
  }
  case GLSLstd450UnpackHalf2x16: {
    nvcg_type *h = nvcg_type_half(s->ctx), *i16 = nvcg_type_int(s->ctx, 16);
    uint32_t k;
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (NVSP_TYPE(at)->op != SpvOpTypeInt || NVSP_TYPE(at)->width != 32 || rt->op != SpvOpTypeVector || rt->count != 2 || !fp)
      NVSP_ERR("UnpackHalf2x16 needs a 32-bit integer and a vec2 result");
    r = nvcg_const_undef(t);
    for (k = 0; k < 2; k++) {
      nvcg_value *e = k ? nvsp_bin(s, NVCG_OP_LSHR, a, nvsp_c32(s, 16), 0) : a;
      e = nvsp_cast(s, NVCG_OP_BITCAST, nvsp_cast(s, NVCG_OP_TRUNC, e, i16), h);
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_cast(s, NVCG_OP_FPEXT, e, nvcg_type_element(t)), nvsp_c32(s, k), NULL));
    }
    break;
  }
  case GLSLstd450PackDouble2x32: case GLSLstd450UnpackDouble2x32:
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (nvcg_type_size(nvcg_value_type(a)) != 8 || nvcg_type_size(t) != 8) NVSP_ERR("needs 64-bit operand and result");
    r = nvsp_cast(s, NVCG_OP_BITCAST, a, t);
    break;
  case GLSLstd450Length:
    NVSP_ARGS(1);
    a = nvsp_xarg(s, 0, 0, &at);
    if (!fp || rt->op != SpvOpTypeFloat || NVSP_TYPE(nvsp_scalar_of(s, NVSP_TYPE(at))->id)->ir != t) NVSP_ERR("Length needs floats");
    r = nvsp_length(s, a);
    break;
  case GLSLstd450Distance:
    NVSP_ARGS(2);
    a = nvsp_xarg(s, 0, 0, &at);
    b = nvsp_xarg(s, 1, at, NULL);
    if (!fp || rt->op != SpvOpTypeFloat || nvsp_scalar_of(s, NVSP_TYPE(at))->ir != t) NVSP_ERR("Distance needs floats");
    r = nvsp_length(s, nvsp_fsub(s, a, b));
    break;
  case GLSLstd450Cross:
    NVSP_SAME2();
    NVSP_NEED_FP();
    if (rt->op != SpvOpTypeVector || rt->count != 3) NVSP_ERR("Cross needs 3-component vectors");
    r = nvsp_cross(s, a, b);
    break;
  case GLSLstd450Normalize:
    NVSP_SAME1();
    NVSP_NEED_FP();
    if (rt->op != SpvOpTypeVector) r = nvsp_copysign(s, nvsp_splat_fp(s, t, 1.0), a);
    else r = nvsp_fdiv(s, a, nvsp_splat_val(s, nvsp_length(s, a), t));
    break;
  case GLSLstd450FaceForward:
    NVSP_SAME3();
    NVSP_NEED_FP();
    r = nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_vdot(s, c, b), nvcg_const_zero(nvsp_scalar_of(s, rt)->ir), a,
                  NVSP_B(nvcg_build_fneg(s->b, a, 0, NULL)));
    break;
  case GLSLstd450Reflect: {
    nvcg_value *d;
    NVSP_SAME2();
    NVSP_NEED_FP();
    d = nvsp_vdot(s, b, a);
    r = nvsp_fsub(s, a, nvsp_fmul(s, nvsp_splat_val(s, nvsp_fmulc(s, d, 2.0), t), b));
    break;
  }
  case GLSLstd450Refract: {
    nvcg_value *d, *k, *eta, *one, *rr;
    NVSP_ARGS(3);
    NVSP_NEED_FP();
    a = nvsp_xarg(s, 0, rtid, NULL);
    b = nvsp_xarg(s, 1, rtid, NULL);
    eta = nvsp_xarg(s, 2, nvsp_scalar_of(s, rt)->id, NULL);
    d = nvsp_vdot(s, b, a);
    one = nvcg_const_fp(nvcg_value_type(d), 1.0);
    k = nvsp_fsub(s, one, nvsp_fmul(s, nvsp_fmul(s, eta, eta), nvsp_fsub(s, one, nvsp_fmul(s, d, d))));
    rr = nvsp_fadd(s, nvsp_fmul(s, eta, d), NVSP_GEN1("llvm.sqrt", k));
    r = nvsp_fsub(s, nvsp_fmul(s, nvsp_splat_val(s, eta, t), a), nvsp_fmul(s, nvsp_splat_val(s, rr, t), b));
    r = nvsp_fsel(s, NVCG_FCMP_OLT, nvsp_splat_val(s, k, t), nvcg_const_zero(t), nvcg_const_zero(t), r);
    break;
  }
  case GLSLstd450FindILsb: {
    NVSP_ARGS(1);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    r = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, a, nvcg_const_zero(t)), nvsp_splat_int(s, t, ~(uint64_t)0), nvsp_cttz(s, a));
    break;
  }
  case GLSLstd450FindSMsb: case GLSLstd450FindUMsb: {
    nvcg_value *x;
    NVSP_ARGS(1);
    NVSP_NEED_INT();
    a = nvsp_xarg(s, 0, rtid, NULL);
    x = a;
    if (inst == GLSLstd450FindSMsb)
      x = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_SLT, a, nvcg_const_zero(t)), nvsp_bin(s, NVCG_OP_XOR, a, nvsp_splat_int(s, t, ~(uint64_t)0), 0), a);
    r = nvsp_bin(s, NVCG_OP_SUB, nvsp_splat_int(s, t, nvsp_ibits(a) - 1), nvsp_ctlz(s, x), 0);
    break;
  }
  case GLSLstd450InterpolateAtCentroid: case GLSLstd450InterpolateAtSample: case GLSLstd450InterpolateAtOffset:
    NVSP_UNSUP("GLSL.std.450 interpolation functions exist only in fragment shaders");
  case GLSLstd450Determinant: case GLSLstd450MatrixInverse:
    NVSP_UNSUP("GLSL.std.450 %s is not supported", inst == GLSLstd450Determinant ? "Determinant" : "MatrixInverse");
  default:
    NVSP_ERR("unknown GLSL.std.450 instruction %u", inst);
  }
  nvsp_set(s, id, rtid, r);
#undef NVSP_NEED_FP
#undef NVSP_NEED_INT
}

