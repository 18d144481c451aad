/* build_intr.c -- the DAG builder's half of intrinsics: generic LLVM intrinsics with an
 * ISD equivalent become that node (llvm.fma -> FMA, llvm.ctpop -> CTPOP, ...) so the
 * legaliser and combiner see them; NVVM intrinsics become INTRINSIC_WO_CHAIN (no side
 * effects, CSE-able: special registers, math) or INTRINSIC_W_CHAIN / INTRINSIC_VOID
 * (ordered on the chain: barriers, shuffles, votes, clocks) that select_intr.c knows;
 * hints (lifetime, assume) vanish and llvm.expect passes its value through. */

/* An intrinsic node carrying its id. */
static nv_sdval nv_intr_node(nv_isel *s, unsigned op, unsigned id, const nv_evt *vts, unsigned nres,
                             const nv_sdval *ops, unsigned nops) {
  nv_sdnode key;
  nv_sdval r;
  memset(&key, 0, sizeof key);
  key.op = (uint16_t)op;
  key.vts = (nv_evt *)vts;
  key.nres = (uint16_t)nres;
  key.u.intr = id;
  r = nv_dag_get(s->dag, &key, ops, nops);
  if (op != NV_ISD_INTRINSIC_WO_CHAIN) s->chain = nv_sdval_of(r.n, nres - 1);
  return r;
}

/* llvm.convert.{to,from}.arbitrary.fp (NV_ARBITRARY_FP_INTRINSICS): element by element
 * through the packed narrow conversion PTX has for the format (NV_ARBFP_FORMATS); selection
 * checks that conversion against the target as for a direct call of it. To a format: the
 * value is the pair's second (low) operand, .rn, the element the low bits of the result;
 * .satfinite is what LLVM asks for with saturation, and a refinement of its poison without
 * it, except for e5m2, which has infinities (refused without saturation). From a format:
 * the low lane of the f16x2 (bf16x2 for e8m0) it unpacks to, exact, then extended. */
static int nv_arbfp_cint(const nv_value *v, uint64_t *x) {
  if (v->kind != NV_V_CINT) return 0;
  *x = ((const nv_const *)v)->ci[0];
  return 1;
}

static void nv_build_arbitrary_fp(nv_isel *s, nv_inst *I, unsigned id, const nv_sdval *args) {
  static const unsigned to32[] = {
#define NV_X(fid, name, bits, t32, t16, from) NV_INTR_##t32,
      NV_ARBFP_FORMATS(NV_X)
#undef NV_X
  };
  static const unsigned to16[] = {
#define NV_X(fid, name, bits, t32, t16, from) NV_INTR_##t16,
      NV_ARBFP_FORMATS(NV_X)
#undef NV_X
  };
  static const unsigned from[] = {
#define NV_X(fid, name, bits, t32, t16, fr) NV_INTR_##fr,
      NV_ARBFP_FORMATS(NV_X)
#undef NV_X
  };
  static const uint8_t fbits[] = {
#define NV_X(fid, name, bits, t32, t16, fr) bits,
      NV_ARBFP_FORMATS(NV_X)
#undef NV_X
  };
  nv_dag *d = s->dag;
  int to = id == NV_INTR_CONVERT_TO_ARBITRARY_FP;
  const char *what = to ? "llvm.convert.to.arbitrary.fp" : "llvm.convert.from.arbitrary.fp";
  nv_type *st = nv_inst_op(I, 1)->type, *dt = I->v.type;
  nv_type *se = st->kind == NVCG_TYPE_VECTOR ? st->elem : st, *de = dt->kind == NVCG_TYPE_VECTOR ? dt->elem : dt;
  nv_type *it = to ? de : se, *ft = to ? se : de;
  unsigned n = st->kind == NVCG_TYPE_VECTOR ? st->count : 1, i, intr;
  uint64_t fmt, rnd = NV_ARBFP_RND_TONEAREST, sat = 1;
  const char *fname, *ftn = ft->kind == NVCG_TYPE_HALF ? "half" : ft->kind == NVCG_TYPE_FLOAT ? "float"
                            : ft->kind == NVCG_TYPE_DOUBLE ? "double" : ft->kind == NVCG_TYPE_BFLOAT ? "bfloat" : "this type";
  nv_sdval res[64];
  if (!nv_arbfp_cint(nv_inst_op(I, 2), &fmt) || fmt >= NV_ARBFP_COUNT ||
      (to && (!nv_arbfp_cint(nv_inst_op(I, 3), &rnd) || rnd >= NV_ARBFP_RND_COUNT ||
              !nv_arbfp_cint(nv_inst_op(I, 4), &sat)))) {
    nv_isel_error(s, I, "%s: the format, rounding and saturation operands must be constants", what);
    return;
  }
  fname = nv_arbfp_format_name((unsigned)fmt);
  if (n > NV_ARRAY_LEN(res)) {
    nv_isel_error(s, I, "%s: vectors of at most %u elements are supported", what, (unsigned)NV_ARRAY_LEN(res));
    return;
  }
  if (it->kind != NVCG_TYPE_INT || it->bits != fbits[fmt]) {
    nv_isel_error(s, I, "%s: %s values are %u bits wide, but the integer is not i%u", what, fname, fbits[fmt], fbits[fmt]);
    return;
  }
  intr = to ? (ft->kind == NVCG_TYPE_FLOAT ? to32[fmt] : ft->kind == NVCG_TYPE_HALF ? to16[fmt] : (unsigned)NV_INTR_NONE)
            : from[fmt];
  if (intr == NV_INTR_NONE || (to && to32[fmt] == NV_INTR_NONE)) {
    if ((to ? to32[fmt] : from[fmt]) == NV_INTR_NONE)
      nv_isel_error(s, I, "%s %s %s: PTX has no conversion %s this format", what, to ? "to" : "from", fname,
                    to ? "to" : "from");
    else
      nv_isel_error(s, I, "%s from %s to %s: PTX converts to %s from float%s only", what, ftn, fname, fname,
                    to16[fmt] != NV_INTR_NONE ? " and half" : "");
    return;
  }
  if (to && rnd != NV_ARBFP_RND_TONEAREST) {
    nv_isel_error(s, I, "%s to %s with rounding '%s': PTX converts to %s with round-to-nearest-even only", what,
                  fname, nv_arbfp_rounding_name((unsigned)rnd), fname);
    return;
  }
  if (to && fmt == NV_ARBFP_F8E5M2 && !sat) {
    nv_isel_error(s, I, "%s to Float8E5M2 without saturation: PTX's conversion to e5m2 saturates (.satfinite), "
                        "where LLVM's result for a value out of range is infinity", what);
    return;
  }
  if (!to && de->kind != NVCG_TYPE_FLOAT && de->kind != NVCG_TYPE_DOUBLE &&
      de->kind != (fmt == NV_ARBFP_F8E8M0FNU ? NVCG_TYPE_BFLOAT : NVCG_TYPE_HALF)) {
    nv_isel_error(s, I, "%s from %s to %s: supported results are float, double and %s", what, fname, ftn,
                  fmt == NV_ARBFP_F8E8M0FNU ? "bfloat" : "half");
    return;
  }
  for (i = 0; i < n; i++) {
    nv_sdval x = args[0], ops[2], r;
    nv_evt vts[1];
    if (st->kind == NVCG_TYPE_VECTOR)
      x = nv_vec_extract(s, args[0], nv_dag_const(d, NV_EVT_INT(32), i, 0), nv_evt_of_type(se));
    if (to) {
      vts[0] = NV_EVT_INT(16);
      if (ft->kind == NVCG_TYPE_FLOAT) {
        ops[0] = nv_dag_const_fp(d, nv_evt_of_type(se), 0, 0);
        ops[1] = x;
        r = nv_intr_node(s, NV_ISD_INTRINSIC_WO_CHAIN, intr, vts, 1, ops, 2);
      } else {
        nv_sdval lanes[2];
        lanes[0] = x;
        lanes[1] = nv_dag_const_fp(d, nv_evt_of_type(se), 0, 0);
        ops[0] = nv_dag_node(d, NV_ISD_BUILD_VECTOR, nv_evt_of_type(nv_type_vector(se, 2)), lanes, 2);
        r = nv_intr_node(s, NV_ISD_INTRINSIC_WO_CHAIN, intr, vts, 1, ops, 1);
      }
      res[i] = nv_int_cast(s, NV_ISD_TRUNCATE, nv_evt_of_type(de), r);
    } else {
      nv_type *pt = fmt == NV_ARBFP_F8E8M0FNU ? d->ctx->t_bfloat : d->ctx->t_half;
      ops[0] = nv_int_cast(s, NV_ISD_ZERO_EXTEND, NV_EVT_INT(16), x);
      vts[0] = nv_evt_of_type(nv_type_vector(pt, 2));
      r = nv_intr_node(s, NV_ISD_INTRINSIC_WO_CHAIN, intr, vts, 1, ops, 1);
      r = nv_vec_extract(s, r, nv_dag_const(d, NV_EVT_INT(32), 0, 0), nv_evt_of_type(pt));
      if (de != pt) r = nv_dag_node1(d, NV_ISD_FP_EXTEND, nv_evt_of_type(de), r);
      res[i] = r;
    }
  }
  if (dt->kind == NVCG_TYPE_VECTOR) nv_build_set1(s, &I->v, nv_dag_node(d, NV_ISD_BUILD_VECTOR, nv_evt_of_type(dt), res, n));
  else nv_build_set1(s, &I->v, res[0]);
}

static void nv_build_intrinsic(nv_isel *s, nv_inst *I, unsigned id) {
  nv_dag *d = s->dag;
  unsigned nargs = I->nops - 1, i, nres = 0, isd = 0;
  nv_sdval args[12], r;
  nv_evt vts[4], vt = nv_evt_of_type(I->v.type);
  const nv_intrinsic_info *info = nv_intrinsic_info_of(id);
  if (info->ret[0] == '@' || nv_bulk_family(id)) {
    nv_build_tensor(s, I, id);
    return;
  }
  if (nargs > NV_ARRAY_LEN(args)) { /* the table has no intrinsic with more (tcgen05.mma.sp: 9) */
    nv_isel_error(s, I, "internal: intrinsic with %u operands (at most %u)", nargs, (unsigned)NV_ARRAY_LEN(args));
    return;
  }
  for (i = 0; i < nargs; i++) args[i] = nv_build_op(s, I, i + 1);
  if (id == NV_INTR_CONVERT_TO_ARBITRARY_FP || id == NV_INTR_CONVERT_FROM_ARBITRARY_FP) {
    nv_build_arbitrary_fp(s, I, id, args);
    return;
  }
  if (!strcmp(info->params, "v4f32 i32")) {
    /* cvt.rs's x4 forms (NV_NARROW_CVT_ROWS) take the four floats as scalars, element 0
     * first (the PTX braces, as LLVM passes them), then the random bits */
    nv_sdval vec = args[0];
    args[4] = args[1];
    for (i = 0; i < 4; i++) args[i] = nv_vec_extract(s, vec, nv_dag_const(d, NV_EVT_INT(32), i, 0), NV_EVT_ELEM(nv_sdval_vt(vec)));
    nargs = 5;
  }
  if (id >= NV_INTR_CLC_IS_CANCELED && id <= NV_INTR_CLC_FIRST_CTAID_Z) {
    /* the i128 response as its two 64-bit halves, which the selector joins into a .b128
     * register inside the instruction's text (select_tensor.c) */
    nv_sdval hi = nv_dag_node2(d, NV_ISD_SRL, NV_EVT_INT(128), args[0], nv_dag_const(d, NV_EVT_INT(32), 64, 0));
    args[1] = nv_int_cast(s, NV_ISD_TRUNCATE, NV_EVT_INT(64), hi);
    args[0] = nv_int_cast(s, NV_ISD_TRUNCATE, NV_EVT_INT(64), args[0]);
    vts[0] = vt;
    nv_build_set1(s, &I->v, nv_intr_node(s, NV_ISD_INTRINSIC_WO_CHAIN, id, vts, 1, args, 2));
    return;
  }
  switch (id) {
  /* hints */
  case NV_INTR_LIFETIME_START: case NV_INTR_LIFETIME_END: case NV_INTR_ASSUME: return;
  case NV_INTR_EXPECT: case NV_INTR_EXPECT_WITH_PROBABILITY: nv_build_set1(s, &I->v, args[0]); return;
  case NV_INTR_PTRMASK: /* a pointer is its 64-bit address in the DAG */
    nv_build_set1(s, &I->v, nv_dag_node2(d, NV_ISD_AND, NV_EVT_INT(64), args[0], args[1]));
    return;
  /* a module-scope reference's handle is its symbol (mov.u64 %rd, tex;), which
   * replace_image_handles then puts straight into the instructions that take it */
  case NV_INTR_TEXSURF_HANDLE: nv_build_set1(s, &I->v, args[0]); return;
  case NV_INTR_ISTYPEP_TEXTURE: case NV_INTR_ISTYPEP_SURFACE: case NV_INTR_ISTYPEP_SAMPLER:
    nv_isel_error(s, I,
                  "%s on a handle that is not a module-scope reference's (llvm.nvvm.texsurf.handle.internal of a "
                  "global annotated \"texture\" or \"surface\") is not supported: what PTX istypep answers for a "
                  "CUDA texture or surface object has not been checked on a GPU",
                  info->name);
    return;
  case NV_INTR_MEMCPY: case NV_INTR_MEMMOVE: case NV_INTR_MEMSET: nv_lower_mem_intrinsic(s, I, id); return;
  case NV_INTR_VECREDUCE_ADD: case NV_INTR_VECREDUCE_MUL: case NV_INTR_VECREDUCE_AND: case NV_INTR_VECREDUCE_OR:
  case NV_INTR_VECREDUCE_XOR: case NV_INTR_VECREDUCE_SMAX: case NV_INTR_VECREDUCE_SMIN: case NV_INTR_VECREDUCE_UMAX:
  case NV_INTR_VECREDUCE_UMIN: case NV_INTR_VECREDUCE_FADD: case NV_INTR_VECREDUCE_FMUL: case NV_INTR_VECREDUCE_FMAX:
  case NV_INTR_VECREDUCE_FMIN: case NV_INTR_VECREDUCE_FMAXIMUM: case NV_INTR_VECREDUCE_FMINIMUM:
    nv_isel_error(s, I, "%s is expanded by the expand_vecreduce pass, which was disabled", info->name);
    return;
  case NV_INTR_STACKSAVE: case NV_INTR_STACKSAVE_P0: case NV_INTR_STACKRESTORE: case NV_INTR_STACKRESTORE_P0: {
    /* the stack top is a .local address (stacksave.u64 / stackrestore.u64); a generic
     * pointer is its cvta.local, as LLVM's NVPTX backend does, so the value round-trips */
    int save = id == NV_INTR_STACKSAVE || id == NV_INTR_STACKSAVE_P0;
    const nv_type *pt = save ? I->v.type : nv_inst_op(I, 1)->type;
    unsigned as = pt->kind == NVCG_TYPE_PTR ? pt->addrspace : ~0u;
    nv_sdval ops[2];
    if (as != NVCG_AS_GENERIC && as != NVCG_AS_LOCAL) {
      nv_isel_error(s, I, "%s: the stack pointer is a generic (addrspace 0) or .local (addrspace 5) pointer",
                    info->name);
      return;
    }
    ops[0] = s->chain;
    if (save) {
      vts[0] = NV_EVT_INT(64);
      vts[1] = NV_EVT_OTHER;
      r = nv_sdval_of(nv_intr_node(s, NV_ISD_INTRINSIC_W_CHAIN, id, vts, 2, ops, 1).n, 0);
      if (as != NVCG_AS_LOCAL)
        r = nv_build_cast(s, NVCG_OP_ADDRSPACECAST, r, NV_EVT_INT(64), NV_EVT_INT(64), NVCG_AS_LOCAL, as);
      nv_build_set1(s, &I->v, r);
    } else {
      ops[1] = args[0];
      if (as != NVCG_AS_LOCAL)
        ops[1] = nv_build_cast(s, NVCG_OP_ADDRSPACECAST, ops[1], NV_EVT_INT(64), NV_EVT_INT(64), as, NVCG_AS_LOCAL);
      vts[0] = NV_EVT_OTHER;
      nv_intr_node(s, NV_ISD_INTRINSIC_VOID, id, vts, 1, ops, 2);
    }
    return;
  }
  /* generic math with an ISD node */
  case NV_INTR_FMA: case NV_INTR_FMULADD: isd = NV_ISD_FMA; break;
  case NV_INTR_SQRT: isd = NV_ISD_FSQRT; break;
  case NV_INTR_FABS: case NV_INTR_NVVM_FABS: isd = NV_ISD_FABS; break;
  case NV_INTR_NVVM_FABS_FTZ:
    /* no ftz form for f64 and bf16: the plain absolute value */
    if (NV_EVT_SC(vt) == NV_SC_F64 || NV_EVT_SC(vt) == NV_SC_BF16) isd = NV_ISD_FABS;
    break;
  case NV_INTR_MINNUM: isd = NV_ISD_FMINNUM; break;
  case NV_INTR_MAXNUM: isd = NV_ISD_FMAXNUM; break;
  case NV_INTR_MINIMUM: isd = NV_ISD_FMINIMUM; break;
  case NV_INTR_MAXIMUM: isd = NV_ISD_FMAXIMUM; break;
  case NV_INTR_COPYSIGN: isd = NV_ISD_FCOPYSIGN; break;
  case NV_INTR_FLOOR: isd = NV_ISD_FFLOOR; break;
  case NV_INTR_CEIL: isd = NV_ISD_FCEIL; break;
  case NV_INTR_TRUNC: isd = NV_ISD_FTRUNC; break;
  case NV_INTR_RINT: isd = NV_ISD_FRINT; break;
  case NV_INTR_NEARBYINT: isd = NV_ISD_FNEARBYINT; break;
  case NV_INTR_ROUND: isd = NV_ISD_FROUND; break;
  case NV_INTR_ROUNDEVEN: isd = NV_ISD_FROUNDEVEN; break;
  case NV_INTR_CTPOP: isd = NV_ISD_CTPOP; break;
  case NV_INTR_CTLZ: case NV_INTR_CTTZ: {
    int zero_poison = nargs > 1 && nv_value_is_cint(nv_inst_op(I, 2), 1);
    if (id == NV_INTR_CTLZ) isd = zero_poison ? NV_ISD_CTLZ_ZERO_UNDEF : NV_ISD_CTLZ;
    else isd = zero_poison ? NV_ISD_CTTZ_ZERO_UNDEF : NV_ISD_CTTZ;
    nargs = 1;
    break;
  }
  case NV_INTR_BITREVERSE: isd = NV_ISD_BITREVERSE; break;
  case NV_INTR_NVVM_FADD_BF16: case NV_INTR_NVVM_FADD_V2BF16: case NV_INTR_NVVM_FMUL_BF16:
  case NV_INTR_NVVM_FMUL_V2BF16:
    /* round to nearest even is an IR fadd/fmul without fast-math flags (never contracted
     * into an fma): legalisation picks add/mul.rn.bf16 on sm_90 and an fma before */
    if (!nv_value_is_cint(nv_inst_op(I, 3), 1)) {
      nv_isel_error(s, I, "%s: rounding mode operand must be the constant 1 (to nearest even); PTX has "
                          "no other rounding for bf16 add and multiply", nv_intrinsic_info_of(id)->name);
      return;
    }
    isd = id == NV_INTR_NVVM_FADD_BF16 || id == NV_INTR_NVVM_FADD_V2BF16 ? NV_ISD_FADD : NV_ISD_FMUL;
    nv_build_set1(s, &I->v, nv_dag_node_flags(d, isd, vt, args, 2, 0)); /* no flags: exact rounding */
    return;
  case NV_INTR_BSWAP: isd = NV_ISD_BSWAP; break;
  case NV_INTR_FSHL: isd = NV_ISD_FSHL; break;
  case NV_INTR_FSHR: isd = NV_ISD_FSHR; break;
  case NV_INTR_UMIN: isd = NV_ISD_UMIN; break;
  case NV_INTR_UMAX: isd = NV_ISD_UMAX; break;
  case NV_INTR_SMIN: isd = NV_ISD_SMIN; break;
  case NV_INTR_SMAX: isd = NV_ISD_SMAX; break;
  case NV_INTR_ABS: isd = NV_ISD_ABS; nargs = 1; break;
  case NV_INTR_SADD_SAT: isd = NV_ISD_SADDSAT; break;
  case NV_INTR_UADD_SAT: isd = NV_ISD_UADDSAT; break;
  case NV_INTR_SSUB_SAT: isd = NV_ISD_SSUBSAT; break;
  case NV_INTR_USUB_SAT: isd = NV_ISD_USUBSAT; break;
  case NV_INTR_SADD_WITH_OVERFLOW: case NV_INTR_UADD_WITH_OVERFLOW: case NV_INTR_SSUB_WITH_OVERFLOW:
  case NV_INTR_USUB_WITH_OVERFLOW: case NV_INTR_SMUL_WITH_OVERFLOW: case NV_INTR_UMUL_WITH_OVERFLOW: {
    static const uint16_t ov[] = {NV_ISD_SADDO, NV_ISD_UADDO, NV_ISD_SSUBO, NV_ISD_USUBO, NV_ISD_SMULO, NV_ISD_UMULO};
    nv_sdval two[2];
    vts[0] = nv_sdval_vt(args[0]);
    vts[1] = NV_EVT_INT(1);
    r = nv_dag_node_vts(d, ov[id - NV_INTR_SADD_WITH_OVERFLOW], vts, 2, args, 2);
    two[0] = nv_sdval_of(r.n, 0);
    two[1] = nv_sdval_of(r.n, 1);
    nv_build_set_leaves(s, &I->v, two, 2);
    return;
  }
  /* NVVM operations that are generic operations */
  case NV_INTR_NVVM_MULHI_S: case NV_INTR_NVVM_MULHI_I: case NV_INTR_NVVM_MULHI_LL: isd = NV_ISD_MULHS; break;
  case NV_INTR_NVVM_MULHI_US: case NV_INTR_NVVM_MULHI_UI: case NV_INTR_NVVM_MULHI_ULL: isd = NV_ISD_MULHU; break;
  case NV_INTR_NVVM_MIN_I: case NV_INTR_NVVM_MIN_LL: isd = NV_ISD_SMIN; break;
  case NV_INTR_NVVM_MIN_UI: case NV_INTR_NVVM_MIN_ULL: isd = NV_ISD_UMIN; break;
  case NV_INTR_NVVM_MAX_I: case NV_INTR_NVVM_MAX_LL: isd = NV_ISD_SMAX; break;
  case NV_INTR_NVVM_MAX_UI: case NV_INTR_NVVM_MAX_ULL: isd = NV_ISD_UMAX; break;
  case NV_INTR_NVVM_BREV32: case NV_INTR_NVVM_BREV64: isd = NV_ISD_BITREVERSE; break;
  case NV_INTR_NVVM_FMIN_F: case NV_INTR_NVVM_FMIN_D: isd = NV_ISD_FMINNUM; break;
  case NV_INTR_NVVM_FMAX_F: case NV_INTR_NVVM_FMAX_D: isd = NV_ISD_FMAXNUM; break;
  case NV_INTR_NVVM_FABS_F: case NV_INTR_NVVM_FABS_D: isd = NV_ISD_FABS; break;
  case NV_INTR_NVVM_BITCAST_F2I: case NV_INTR_NVVM_BITCAST_I2F: case NV_INTR_NVVM_BITCAST_LL2D:
  case NV_INTR_NVVM_BITCAST_D2LL:
    isd = NV_ISD_BITCAST;
    break;
  case NV_INTR_NVVM_CLZ_I: case NV_INTR_NVVM_CLZ_LL: case NV_INTR_NVVM_POPC_I: case NV_INTR_NVVM_POPC_LL: {
    nv_evt at = nv_sdval_vt(args[0]);
    r = nv_dag_node1(d, id == NV_INTR_NVVM_CLZ_I || id == NV_INTR_NVVM_CLZ_LL ? NV_ISD_CTLZ : NV_ISD_CTPOP, at, args[0]);
    if (at != vt) r = nv_dag_node1(d, NV_ISD_TRUNCATE, vt, r);
    nv_build_set1(s, &I->v, r);
    return;
  }
  /* memory */
  case NV_INTR_LDG_GLOBAL_I: case NV_INTR_LDG_GLOBAL_F: case NV_INTR_LDG_GLOBAL_P:
  case NV_INTR_LDU_GLOBAL_I: case NV_INTR_LDU_GLOBAL_F: case NV_INTR_LDU_GLOBAL_P: {
    nv_memop m;
    nv_sdval ops[2];
    nv_evt rv[2];
    nv_value *ptr = nv_inst_op(I, 1);
    memset(&m, 0, sizeof m);
    m.memvt = vt;
    m.align = nargs > 1 && nv_inst_op(I, 2)->kind == NV_V_CINT ? (uint32_t)nv_cint_zext(nv_inst_op(I, 2)) : 1;
    m.as = nv_ptr_as(ptr);
    m.flags = NV_MEM_READONLY_NOALIAS | NVCG_FLAG_INVARIANT_LOAD;
    m.ptr = ptr;
    ops[0] = s->chain;
    ops[1] = args[0];
    rv[0] = vt;
    rv[1] = NV_EVT_OTHER;
    nv_build_set1(s, &I->v, nv_chain_node(s, NV_ISD_LOAD, rv, 2, ops, 2, &m));
    return;
  }
  case NV_INTR_ATOMIC_INC_32: case NV_INTR_ATOMIC_DEC_32:
    nv_build_set1(s, &I->v, nv_build_atomic(s, id == NV_INTR_ATOMIC_INC_32 ? NV_ISD_ATOMIC_LOAD_UINC_WRAP : NV_ISD_ATOMIC_LOAD_UDEC_WRAP,
                                            nv_inst_op(I, 1), &args[1], 1, vt, NVCG_ORDER_MONOTONIC, NULL, 0));
    return;
  default: break;
  }
  if (id >= NV_INTR_ATOMIC_ADD_GEN_I_CTA && id <= NV_INTR_ATOMIC_CAS_GEN_I_SYS) {
    /* __nvvm_atom_{cta,sys}_*: monotonic atomics with an explicit scope */
    static const struct { unsigned id, isd; const char *scope; } t[] = {
        {NV_INTR_ATOMIC_ADD_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_ADD, "block"}, {NV_INTR_ATOMIC_ADD_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_ADD, NULL},
        {NV_INTR_ATOMIC_EXCH_GEN_I_CTA, NV_ISD_ATOMIC_SWAP, "block"}, {NV_INTR_ATOMIC_EXCH_GEN_I_SYS, NV_ISD_ATOMIC_SWAP, NULL},
        {NV_INTR_ATOMIC_MAX_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_MAX, "block"}, {NV_INTR_ATOMIC_MAX_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_MAX, NULL},
        {NV_INTR_ATOMIC_MIN_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_MIN, "block"}, {NV_INTR_ATOMIC_MIN_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_MIN, NULL},
        {NV_INTR_ATOMIC_INC_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_UINC_WRAP, "block"}, {NV_INTR_ATOMIC_INC_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_UINC_WRAP, NULL},
        {NV_INTR_ATOMIC_DEC_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_UDEC_WRAP, "block"}, {NV_INTR_ATOMIC_DEC_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_UDEC_WRAP, NULL},
        {NV_INTR_ATOMIC_AND_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_AND, "block"}, {NV_INTR_ATOMIC_AND_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_AND, NULL},
        {NV_INTR_ATOMIC_OR_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_OR, "block"}, {NV_INTR_ATOMIC_OR_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_OR, NULL},
        {NV_INTR_ATOMIC_XOR_GEN_I_CTA, NV_ISD_ATOMIC_LOAD_XOR, "block"}, {NV_INTR_ATOMIC_XOR_GEN_I_SYS, NV_ISD_ATOMIC_LOAD_XOR, NULL},
        {NV_INTR_ATOMIC_ADD_GEN_F_CTA, NV_ISD_ATOMIC_LOAD_FADD, "block"}, {NV_INTR_ATOMIC_ADD_GEN_F_SYS, NV_ISD_ATOMIC_LOAD_FADD, NULL},
        {NV_INTR_ATOMIC_CAS_GEN_I_CTA, NV_ISD_ATOMIC_CMP_SWAP, "block"}, {NV_INTR_ATOMIC_CAS_GEN_I_SYS, NV_ISD_ATOMIC_CMP_SWAP, NULL}};
    unsigned k;
    for (k = 0; k < NV_ARRAY_LEN(t); k++)
      if (t[k].id == id) {
        /* system scope stays explicit: these builtins ask for .sys by name */
        nv_build_set1(s, &I->v, nv_build_atomic(s, t[k].isd, nv_inst_op(I, 1), &args[1], nargs - 1, vt,
                                                NVCG_ORDER_MONOTONIC, t[k].scope ? t[k].scope : "system", 0));
        return;
      }
  }
  if (!isd && !strncmp(info->name, "llvm.nvvm.atomic.load.add.f", 27)) {
    /* NVVM IR's float atomic add */
    nv_build_set1(s, &I->v, nv_build_atomic(s, NV_ISD_ATOMIC_LOAD_FADD, nv_inst_op(I, 1), &args[1], 1, vt,
                                            NVCG_ORDER_MONOTONIC, NULL, 0));
    return;
  }
  if (!isd && !strcmp(info->name, "llvm.nvvm.reflect")) {
    /* the nvvm_reflect pass answers every reflect it sees; one it did not (the pass
     * disabled) gets the same answer here (opt/nvvm_reflect.c's table) */
    const nv_options *o = s->cg->o;
    size_t len = 0;
    const char *q = nv_reflect_query(nv_inst_op(I, 1), &len);
    nv_build_set1(s, &I->v, nv_dag_const(d, vt, nv_reflect_answer(q, len, o->ftz, o->prec_div, o->prec_sqrt, s->tgt->sm), 0));
    return;
  }
  if (isd) {
    nv_sdval x = nv_dag_node_flags(d, isd, vt, args, nargs, I->flags & (NVCG_FMF_FAST));
    nv_build_set1(s, &I->v, x);
    return;
  }
  /* target intrinsics: results from the type ({T, i1} has two leaves) */
  if (I->v.type->kind == NVCG_TYPE_STRUCT) {
    for (i = 0; i < I->v.type->count && i < 3; i++) vts[nres++] = nv_evt_of_type(I->v.type->fields[i]);
  } else if (I->v.type->kind != NVCG_TYPE_VOID) {
    vts[nres++] = vt;
  }
  if (info->attrs & NV_IA_NOMEM) {
    r = nv_intr_node(s, NV_ISD_INTRINSIC_WO_CHAIN, id, vts, nres, args, nargs);
  } else {
    nv_sdval ops[13];
    ops[0] = s->chain;
    for (i = 0; i < nargs; i++) ops[i + 1] = args[i];
    vts[nres++] = NV_EVT_OTHER;
    r = nv_intr_node(s, nres == 1 ? NV_ISD_INTRINSIC_VOID : NV_ISD_INTRINSIC_W_CHAIN, id, vts, nres, ops, nargs + 1);
    nres--;
  }
  if (nres) {
    nv_sdval leaves[3];
    for (i = 0; i < nres; i++) leaves[i] = nv_sdval_of(r.n, i);
    nv_build_set_leaves(s, &I->v, leaves, nres);
  }
}
