/* ------------------------------------------------------------------------------------
 * Subgroup operations on warps of 32.
 *
 * Every operation takes its member mask from llvm.nvvm.activemask. Reductions and scans
 * use a butterfly that only ever reads active lanes: at step k each lane combines with
 * the lowest (reductions) or highest (scans) active lane of the neighbouring aligned
 * block of k lanes, which already holds that block's partial result. This gives the
 * Vulkan result for any set of active invocations at one shuffle per step, with no
 * branches.
 * ---------------------------------------------------------------------------------- */

/* Shuffles a 32-bit value. kind: "idx", "up", "down", "bfly". */
static nvcg_value *nvsp_shfl32(nvsp_state *s, const char *kind, nvcg_value *mask, nvcg_value *x, nvcg_value *b) {
  char name[64];
  nvcg_value *a[4];
  int f = nvcg_type_get_kind(nvcg_value_type(x)) == NVCG_TYPE_FLOAT;
  snprintf(name, sizeof name, "llvm.nvvm.shfl.sync.%s.%s", kind, f ? "f32" : "i32");
  a[0] = mask;
  a[1] = x;
  a[2] = b;
  a[3] = nvsp_c32(s, strcmp(kind, "up") ? 0x1f : 0);
  return nvsp_call(s, name, a, 4);
}

/* Shuffles a value of any scalar or vector type, in 32-bit pieces. */
static nvcg_value *nvsp_shfl(nvsp_state *s, const char *kind, nvcg_value *mask, nvcg_value *x, nvcg_value *b) {
  nvcg_type *t = nvcg_value_type(x);
  nvcg_type_kind k = nvcg_type_get_kind(t);
  nvcg_type *i32 = nvsp_i32(s);
  if (k == NVCG_TYPE_VECTOR) {
    uint32_t i, n = (uint32_t)nvcg_type_count(t);
    nvcg_value *r = nvcg_const_undef(t);
    for (i = 0; i < n; i++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_shfl(s, kind, mask, nvsp_extract_elem(s, x, i), b), nvsp_c32(s, i), NULL));
    return r;
  }
  if (k == NVCG_TYPE_FLOAT || t == i32) return nvsp_shfl32(s, kind, mask, x, b);
  if (k == NVCG_TYPE_INT && nvcg_type_int_bits(t) < 32)
    return nvsp_cast(s, NVCG_OP_TRUNC, nvsp_shfl32(s, kind, mask, nvsp_cast(s, NVCG_OP_ZEXT, x, i32), b), t);
  if (k == NVCG_TYPE_HALF) {
    nvcg_type *i16 = nvcg_type_int(s->ctx, 16);
    nvcg_value *y = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_cast(s, NVCG_OP_BITCAST, x, i16), i32);
    y = nvsp_shfl32(s, kind, mask, y, b);
    return nvsp_cast(s, NVCG_OP_BITCAST, nvsp_cast(s, NVCG_OP_TRUNC, y, i16), t);
  }
  if (k == NVCG_TYPE_DOUBLE || (k == NVCG_TYPE_INT && nvcg_type_int_bits(t) == 64) || k == NVCG_TYPE_PTR) {
    nvcg_type *i64 = nvsp_i64(s);
    nvcg_value *y = k == NVCG_TYPE_PTR ? nvsp_cast(s, NVCG_OP_PTRTOINT, x, i64) : nvsp_cast(s, NVCG_OP_BITCAST, x, i64);
    nvcg_value *lo = nvsp_cast(s, NVCG_OP_TRUNC, y, i32);
    nvcg_value *hi = nvsp_cast(s, NVCG_OP_TRUNC, nvsp_bin(s, NVCG_OP_LSHR, y, nvsp_c64(s, 32), 0), i32);
    lo = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_shfl32(s, kind, mask, lo, b), i64);
    hi = nvsp_cast(s, NVCG_OP_ZEXT, nvsp_shfl32(s, kind, mask, hi, b), i64);
    y = nvsp_bin(s, NVCG_OP_OR, lo, nvsp_bin(s, NVCG_OP_SHL, hi, nvsp_c64(s, 32), 0), 0);
    return k == NVCG_TYPE_PTR ? nvsp_cast(s, NVCG_OP_INTTOPTR, y, t) : nvsp_cast(s, NVCG_OP_BITCAST, y, t);
  }
  NVSP_UNSUP("subgroup shuffles of this type are not supported");
}

static nvcg_value *nvsp_cttz32(nvsp_state *s, nvcg_value *x) {
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_call(s, "llvm.cttz.i32", a, 2);
}
static nvcg_value *nvsp_msb32(nvsp_state *s, nvcg_value *x) { /* 31 - ctlz: -1 for 0 */
  nvcg_value *a[2];
  a[0] = x;
  a[1] = nvcg_const_int(nvsp_i1(s), 0);
  return nvsp_bin(s, NVCG_OP_SUB, nvsp_c32(s, 31), nvsp_call(s, "llvm.ctlz.i32", a, 2), 0);
}

/* Reduction operators by SPIR-V opcode. */
static nvcg_value *nvsp_red_op(nvsp_state *s, uint32_t op, nvcg_value *a, nvcg_value *b) {
  switch (op) {
  case SpvOpGroupNonUniformIAdd: case SpvOpGroupIAdd: return nvsp_bin(s, NVCG_OP_ADD, a, b, 0);
  case SpvOpGroupNonUniformFAdd: case SpvOpGroupFAdd: return nvsp_bin(s, NVCG_OP_FADD, a, b, 0);
  case SpvOpGroupNonUniformIMul: return nvsp_bin(s, NVCG_OP_MUL, a, b, 0);
  case SpvOpGroupNonUniformFMul: return nvsp_bin(s, NVCG_OP_FMUL, a, b, 0);
  case SpvOpGroupNonUniformSMin: case SpvOpGroupSMin: return nvsp_ovl2(s, "llvm.smin", a, b);
  case SpvOpGroupNonUniformUMin: case SpvOpGroupUMin: return nvsp_ovl2(s, "llvm.umin", a, b);
  case SpvOpGroupNonUniformFMin: case SpvOpGroupFMin: return nvsp_ovl2(s, "llvm.minnum", a, b);
  case SpvOpGroupNonUniformSMax: case SpvOpGroupSMax: return nvsp_ovl2(s, "llvm.smax", a, b);
  case SpvOpGroupNonUniformUMax: case SpvOpGroupUMax: return nvsp_ovl2(s, "llvm.umax", a, b);
  case SpvOpGroupNonUniformFMax: case SpvOpGroupFMax: return nvsp_ovl2(s, "llvm.maxnum", a, b);
  case SpvOpGroupNonUniformBitwiseAnd: case SpvOpGroupNonUniformLogicalAnd: return nvsp_bin(s, NVCG_OP_AND, a, b, 0);
  case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformLogicalOr: return nvsp_bin(s, NVCG_OP_OR, a, b, 0);
  case SpvOpGroupNonUniformBitwiseXor: case SpvOpGroupNonUniformLogicalXor: return nvsp_bin(s, NVCG_OP_XOR, a, b, 0);
  default: NVSP_ERR("internal: reduction");
  }
}

static nvcg_value *nvsp_red_identity(nvsp_state *s, uint32_t op, nvcg_type *t) {
  nvcg_type *e = nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? nvcg_type_element(t) : t;
  unsigned w = nvcg_type_int_bits(e);
  switch (op) {
  case SpvOpGroupNonUniformIAdd: case SpvOpGroupIAdd: case SpvOpGroupNonUniformUMax: case SpvOpGroupUMax:
  case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformBitwiseXor: case SpvOpGroupNonUniformLogicalOr:
  case SpvOpGroupNonUniformLogicalXor:
    return nvcg_const_zero(t);
  case SpvOpGroupNonUniformFAdd: case SpvOpGroupFAdd: return nvsp_splat_fp(s, t, 0.0);
  case SpvOpGroupNonUniformIMul: return nvsp_splat_int(s, t, 1);
  case SpvOpGroupNonUniformFMul: return nvsp_splat_fp(s, t, 1.0);
  case SpvOpGroupNonUniformSMin: case SpvOpGroupSMin: return nvsp_splat_int(s, t, nvsp_mask(w - 1));
  case SpvOpGroupNonUniformUMin: case SpvOpGroupUMin: case SpvOpGroupNonUniformBitwiseAnd:
  case SpvOpGroupNonUniformLogicalAnd:
    return nvsp_splat_int(s, t, ~(uint64_t)0);
  case SpvOpGroupNonUniformSMax: case SpvOpGroupSMax: return nvsp_splat_int(s, t, (uint64_t)1 << (w - 1));
  case SpvOpGroupNonUniformFMin: case SpvOpGroupFMin: return nvsp_splat_fp(s, t, (double)INFINITY);
  case SpvOpGroupNonUniformFMax: case SpvOpGroupFMax: return nvsp_splat_fp(s, t, -(double)INFINITY);
  default: NVSP_ERR("internal: identity");
  }
}

static nvcg_value *nvsp_group_arith(nvsp_state *s, uint32_t op, uint32_t gop, nvcg_value *x, uint32_t cluster) {
  nvcg_value *mask = nvsp_activemask(s), *lane = nvsp_sreg(s, "laneid");
  uint32_t k;
  nvcg_type *t = nvcg_value_type(x);
  if (gop == SpvGroupOperationReduce && s->opt.sm >= 80 && t == nvsp_i32(s) && cluster >= 32) {
    const char *n = NULL;
    switch (op) {
    case SpvOpGroupNonUniformIAdd: case SpvOpGroupIAdd: n = "llvm.nvvm.redux.sync.add"; break;
    case SpvOpGroupNonUniformUMin: case SpvOpGroupUMin: n = "llvm.nvvm.redux.sync.umin"; break;
    case SpvOpGroupNonUniformSMin: case SpvOpGroupSMin: n = "llvm.nvvm.redux.sync.min"; break;
    case SpvOpGroupNonUniformUMax: case SpvOpGroupUMax: n = "llvm.nvvm.redux.sync.umax"; break;
    case SpvOpGroupNonUniformSMax: case SpvOpGroupSMax: n = "llvm.nvvm.redux.sync.max"; break;
    case SpvOpGroupNonUniformBitwiseAnd: n = "llvm.nvvm.redux.sync.and"; break;
    case SpvOpGroupNonUniformBitwiseOr: n = "llvm.nvvm.redux.sync.or"; break;
    case SpvOpGroupNonUniformBitwiseXor: n = "llvm.nvvm.redux.sync.xor"; break;
    default: break;
    }
    if (n) {
      nvcg_value *a[2];
      a[0] = x;
      a[1] = mask;
      return nvsp_call(s, n, a, 2);
    }
  }
  if (gop == SpvGroupOperationReduce || gop == SpvGroupOperationClusteredReduce) {
    for (k = 1; k < 32 && k < cluster; k *= 2) {
      nvcg_value *start = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_XOR, lane, nvsp_c32(s, k), 0), nvsp_c32(s, ~(k - 1)), 0);
      nvcg_value *m = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, mask, start, 0), nvsp_c32(s, (1u << k) - 1), 0);
      nvcg_value *has = nvsp_icmp(s, NVCG_ICMP_NE, m, nvsp_c32(s, 0));
      nvcg_value *src = nvsp_sel(s, has, nvsp_bin(s, NVCG_OP_ADD, start, nvsp_cttz32(s, m), 0), lane);
      nvcg_value *v = nvsp_shfl(s, "idx", mask, x, src);
      x = nvsp_sel(s, has, nvsp_red_op(s, op, x, v), x);
    }
    return x;
  }
  if (gop == SpvGroupOperationInclusiveScan || gop == SpvGroupOperationExclusiveScan) {
    nvcg_value *below, *has, *src, *v;
    for (k = 1; k < 32; k *= 2) {
      nvcg_value *start = nvsp_bin(s, NVCG_OP_AND, lane, nvsp_c32(s, ~(2 * k - 1)), 0);
      nvcg_value *m = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, mask, start, 0), nvsp_c32(s, (1u << k) - 1), 0);
      nvcg_value *upper = nvsp_icmp(s, NVCG_ICMP_NE, nvsp_bin(s, NVCG_OP_AND, lane, nvsp_c32(s, k), 0), nvsp_c32(s, 0));
      has = nvsp_bin(s, NVCG_OP_AND, upper, nvsp_icmp(s, NVCG_ICMP_NE, m, nvsp_c32(s, 0)), 0);
      src = nvsp_sel(s, has, nvsp_bin(s, NVCG_OP_ADD, start, nvsp_msb32(s, m), 0), lane);
      v = nvsp_shfl(s, "idx", mask, x, src);
      x = nvsp_sel(s, has, nvsp_red_op(s, op, v, x), x);
    }
    if (gop == SpvGroupOperationInclusiveScan) return x;
    below = nvsp_bin(s, NVCG_OP_AND, mask, nvsp_sreg(s, "lanemask.lt"), 0);
    has = nvsp_icmp(s, NVCG_ICMP_NE, below, nvsp_c32(s, 0));
    src = nvsp_sel(s, has, nvsp_msb32(s, below), lane);
    v = nvsp_shfl(s, "idx", mask, x, src);
    return nvsp_sel(s, has, v, nvsp_red_identity(s, op, t));
  }
  NVSP_UNSUP("group operation %u is not supported", gop);
}

static void nvsp_check_subgroup_scope(nvsp_state *s, uint32_t id) {
  uint32_t scope = nvsp_const_operand(s, id, 0xFFFFFFFFu);
  if (scope == SpvScopeWorkgroup) NVSP_UNSUP("workgroup-scope collective operations are not supported (only subgroup scope)");
  if (scope != SpvScopeSubgroup) NVSP_ERR("the execution scope must be Subgroup (%u)", scope);
}

/* Converts a 32-bit ballot to the uvec4 SPIR-V wants. */
static nvcg_value *nvsp_ballot4(nvsp_state *s, nvsp_type *rt, nvcg_value *b) {
  nvcg_value *r;
  if (rt->op != SpvOpTypeVector || rt->count != 4 || NVSP_TYPE(rt->elem)->op != SpvOpTypeInt || NVSP_TYPE(rt->elem)->width != 32)
    NVSP_ERR("a ballot result must be a vector of four 32-bit integers");
  r = nvcg_const_zero(rt->ir);
  return NVSP_B(nvcg_build_insertelement(s->b, r, b, nvsp_c32(s, 0), NULL));
}

static nvcg_value *nvsp_ballot_x(nvsp_state *s, uint32_t id) {
  uint32_t t;
  nvcg_value *v = nvsp_value(s, id, 0, &t);
  nvsp_type *tt = NVSP_TYPE(t);
  if (tt->op != SpvOpTypeVector || tt->count != 4 || NVSP_TYPE(tt->elem)->width != 32) NVSP_ERR("a ballot value must be a uvec4");
  return nvsp_extract_elem(s, v, 0);
}

static nvcg_value *nvsp_u32_operand(nvsp_state *s, uint32_t id) {
  uint32_t t;
  nvcg_value *v = nvsp_value(s, id, 0, &t);
  if (NVSP_TYPE(t)->op != SpvOpTypeInt) NVSP_ERR("%%%u must be an integer scalar", id);
  return nvsp_iresize(s, v, nvsp_i32(s), 0);
}

static void nvsp_tr_group(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, vt = 0;
  nvsp_type *rt;
  nvcg_value *r = NULL, *x, *mask;
  int khr = op == SpvOpSubgroupBallotKHR || op == SpvOpSubgroupFirstInvocationKHR || op == SpvOpSubgroupAllKHR ||
            op == SpvOpSubgroupAnyKHR || op == SpvOpSubgroupAllEqualKHR || op == SpvOpSubgroupReadInvocationKHR;
  uint32_t vi = khr ? 3 : 4;
  nvsp_need(s, khr ? 4 : 4, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (!khr) nvsp_check_subgroup_scope(s, nvsp_w(s, 3));
  switch (op) {
  case SpvOpGroupNonUniformElect:
    nvsp_need(s, 4, 4);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result must be boolean");
    r = nvsp_icmp(s, NVCG_ICMP_EQ, nvsp_sreg(s, "laneid"), nvsp_cttz32(s, nvsp_activemask(s)));
    break;
  case SpvOpGroupNonUniformAll: case SpvOpGroupNonUniformAny: case SpvOpGroupAll: case SpvOpGroupAny:
  case SpvOpSubgroupAllKHR: case SpvOpSubgroupAnyKHR: {
    nvcg_value *a[2];
    int all = op == SpvOpGroupNonUniformAll || op == SpvOpGroupAll || op == SpvOpSubgroupAllKHR;
    nvsp_need(s, vi + 1, vi + 1);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result must be boolean");
    a[1] = nvsp_value(s, nvsp_w(s, vi), rtid, NULL);
    a[0] = nvsp_activemask(s);
    r = nvsp_call(s, all ? "llvm.nvvm.vote.all.sync" : "llvm.nvvm.vote.any.sync", a, 2);
    break;
  }
  case SpvOpGroupNonUniformAllEqual: case SpvOpSubgroupAllEqualKHR: {
    nvcg_value *first, *eq, *a[2];
    nvsp_type *t;
    nvsp_need(s, vi + 1, vi + 1);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result must be boolean");
    x = nvsp_value(s, nvsp_w(s, vi), 0, &vt);
    t = NVSP_TYPE(vt);
    mask = nvsp_activemask(s);
    first = nvsp_shfl(s, "idx", mask, x, nvsp_cttz32(s, mask));
    eq = nvsp_is_fp_type(s, t) ? nvsp_fcmp(s, NVCG_FCMP_OEQ, x, first) : nvsp_icmp(s, NVCG_ICMP_EQ, x, first);
    if (t->op == SpvOpTypeVector) {
      uint32_t k;
      nvcg_value *all = nvsp_extract_elem(s, eq, 0);
      for (k = 1; k < t->count; k++) all = nvsp_bin(s, NVCG_OP_AND, all, nvsp_extract_elem(s, eq, k), 0);
      eq = all;
    }
    a[0] = mask;
    a[1] = eq;
    r = nvsp_call(s, "llvm.nvvm.vote.all.sync", a, 2);
    break;
  }
  case SpvOpGroupNonUniformBroadcast: case SpvOpGroupNonUniformShuffle: case SpvOpGroupBroadcast:
  case SpvOpSubgroupReadInvocationKHR: {
    nvcg_value *lane;
    nvsp_need(s, vi + 2, vi + 2);
    x = nvsp_value(s, nvsp_w(s, vi), rtid, NULL);
    if (op == SpvOpGroupBroadcast) {
      uint32_t lt;
      nvcg_value *l = nvsp_value(s, nvsp_w(s, vi + 1), 0, &lt);
      if (NVSP_TYPE(lt)->op == SpvOpTypeVector) NVSP_UNSUP("multi-dimensional OpGroupBroadcast is not supported");
      lane = nvsp_iresize(s, l, nvsp_i32(s), 0);
    } else lane = nvsp_u32_operand(s, nvsp_w(s, vi + 1));
    r = nvsp_shfl(s, "idx", nvsp_activemask(s), x, lane);
    break;
  }
  case SpvOpGroupNonUniformBroadcastFirst: case SpvOpSubgroupFirstInvocationKHR:
    nvsp_need(s, vi + 1, vi + 1);
    x = nvsp_value(s, nvsp_w(s, vi), rtid, NULL);
    mask = nvsp_activemask(s);
    r = nvsp_shfl(s, "idx", mask, x, nvsp_cttz32(s, mask));
    break;
  case SpvOpGroupNonUniformShuffleXor: case SpvOpGroupNonUniformShuffleUp: case SpvOpGroupNonUniformShuffleDown:
    nvsp_need(s, 6, 6);
    x = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    r = nvsp_shfl(s, op == SpvOpGroupNonUniformShuffleXor ? "bfly" : op == SpvOpGroupNonUniformShuffleUp ? "up" : "down",
                  nvsp_activemask(s), x, nvsp_u32_operand(s, nvsp_w(s, 5)));
    break;
  case SpvOpGroupNonUniformQuadBroadcast: {
    nvcg_value *lane;
    nvsp_need(s, 6, 6);
    x = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    lane = nvsp_bin(s, NVCG_OP_OR, nvsp_bin(s, NVCG_OP_AND, nvsp_sreg(s, "laneid"), nvsp_c32(s, ~3u), 0),
                    nvsp_bin(s, NVCG_OP_AND, nvsp_u32_operand(s, nvsp_w(s, 5)), nvsp_c32(s, 3), 0), 0);
    r = nvsp_shfl(s, "idx", nvsp_activemask(s), x, lane);
    break;
  }
  case SpvOpGroupNonUniformQuadSwap: {
    int64_t dir;
    nvsp_need(s, 6, 6);
    x = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    if (!nvsp_const_index(s, nvsp_w(s, 5), &dir) || dir < 0 || dir > 2) NVSP_ERR("Direction must be a constant 0, 1 or 2");
    r = nvsp_shfl(s, "bfly", nvsp_activemask(s), x, nvsp_c32(s, (uint64_t)dir + 1));
    break;
  }
  case SpvOpGroupNonUniformBallot: case SpvOpSubgroupBallotKHR: {
    nvcg_value *a[2];
    nvsp_need(s, vi + 1, vi + 1);
    a[0] = nvsp_activemask(s);
    a[1] = nvsp_value(s, nvsp_w(s, vi), 0, &vt);
    if (NVSP_TYPE(vt)->op != SpvOpTypeBool) NVSP_ERR("the predicate must be boolean");
    r = nvsp_ballot4(s, rt, nvsp_call(s, "llvm.nvvm.vote.ballot.sync", a, 2));
    break;
  }
  case SpvOpGroupNonUniformInverseBallot:
    nvsp_need(s, 5, 5);
    x = nvsp_ballot_x(s, nvsp_w(s, 4));
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, x, nvsp_sreg(s, "laneid"), 0), nvsp_c32(s, 1), 0);
    r = nvsp_icmp(s, NVCG_ICMP_NE, r, nvsp_c32(s, 0));
    break;
  case SpvOpGroupNonUniformBallotBitExtract: {
    uint32_t t;
    nvcg_value *v, *idx, *word;
    nvsp_need(s, 6, 6);
    v = nvsp_value(s, nvsp_w(s, 4), 0, &t);
    if (NVSP_TYPE(t)->op != SpvOpTypeVector || NVSP_TYPE(t)->count != 4) NVSP_ERR("a ballot value must be a uvec4");
    idx = nvsp_u32_operand(s, nvsp_w(s, 5));
    word = NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, idx, nvsp_c32(s, 5), 0), nvsp_c32(s, 3), 0), NULL));
    r = nvsp_bin(s, NVCG_OP_AND, nvsp_bin(s, NVCG_OP_LSHR, word, nvsp_bin(s, NVCG_OP_AND, idx, nvsp_c32(s, 31), 0), 0), nvsp_c32(s, 1), 0);
    r = nvsp_icmp(s, NVCG_ICMP_NE, r, nvsp_c32(s, 0));
    break;
  }
  case SpvOpGroupNonUniformBallotBitCount: {
    uint32_t gop;
    nvsp_need(s, 6, 6);
    gop = nvsp_w(s, 4);
    x = nvsp_ballot_x(s, nvsp_w(s, 5));
    if (gop == SpvGroupOperationInclusiveScan) x = nvsp_bin(s, NVCG_OP_AND, x, nvsp_sreg(s, "lanemask.le"), 0);
    else if (gop == SpvGroupOperationExclusiveScan) x = nvsp_bin(s, NVCG_OP_AND, x, nvsp_sreg(s, "lanemask.lt"), 0);
    else if (gop != SpvGroupOperationReduce) NVSP_ERR("group operation %u is not allowed here", gop);
    if (rt->op != SpvOpTypeInt) NVSP_ERR("result must be an integer scalar");
    r = nvsp_iresize(s, nvsp_call1(s, "llvm.ctpop.i32", x), rt->ir, 0);
    break;
  }
  case SpvOpGroupNonUniformBallotFindLSB: case SpvOpGroupNonUniformBallotFindMSB:
    nvsp_need(s, 5, 5);
    x = nvsp_ballot_x(s, nvsp_w(s, 4));
    if (rt->op != SpvOpTypeInt) NVSP_ERR("result must be an integer scalar");
    r = op == SpvOpGroupNonUniformBallotFindLSB ? nvsp_cttz32(s, x) : nvsp_msb32(s, x);
    r = nvsp_iresize(s, r, rt->ir, 0);
    break;
  default: {
    /* arithmetic: scope, group operation, value [, cluster size] */
    uint32_t gop, cluster = 32;
    nvsp_need(s, 6, 7);
    gop = nvsp_w(s, 4);
    x = nvsp_value(s, nvsp_w(s, 5), rtid, NULL);
    if (gop == SpvGroupOperationClusteredReduce) {
      int64_t c;
      if (s->cur_wc != 7 || !nvsp_const_index(s, nvsp_w(s, 6), &c) || c < 1 || (c & (c - 1)))
        NVSP_ERR("ClusterSize must be a constant power of two");
      cluster = c > 32 ? 32 : (uint32_t)c;
    } else if (s->cur_wc != 6) NVSP_ERR("ClusterSize is only allowed with ClusteredReduce");
    if (gop > SpvGroupOperationClusteredReduce) NVSP_UNSUP("group operation %u is not supported", gop);
    switch (op) {
    case SpvOpGroupNonUniformFAdd: case SpvOpGroupNonUniformFMul: case SpvOpGroupNonUniformFMin:
    case SpvOpGroupNonUniformFMax: case SpvOpGroupFAdd: case SpvOpGroupFMin: case SpvOpGroupFMax:
      if (!nvsp_is_fp_type(s, rt)) NVSP_ERR("floating-point operation on a non-float type");
      break;
    case SpvOpGroupNonUniformLogicalAnd: case SpvOpGroupNonUniformLogicalOr: case SpvOpGroupNonUniformLogicalXor:
      if (!nvsp_is_bool_type(s, rt)) NVSP_ERR("logical operation on a non-boolean type");
      break;
    default:
      if (!nvsp_is_int_type(s, rt)) NVSP_ERR("integer operation on a non-integer type");
    }
    r = nvsp_group_arith(s, op, gop, x, cluster);
    break;
  }
  }
  nvsp_set(s, id, rtid, r);
}

