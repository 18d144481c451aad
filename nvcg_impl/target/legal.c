/* legal.c -- the NVPTX legal-type model and the action tables (seeds/001). The type
 * legaliser (isel/legalize_types.c) asks nv_target_type_action what to do with each
 * illegal type; the operation legaliser (isel/legalize_ops.c) and the selector ask the
 * action tables what to do with each (operation, legal type) pair.
 *
 * Legal types and their register classes:
 *   i1 %p, i16 %rs, i32 %r, i64 %rd, f32 %f, f64 %fd          always;
 *   f16, bf16 in %h; v2f16, v2i16, v4i8 packed in %hh         from sm_53 (below that f16
 *       and bf16 are promoted to f32 and no vector type is legal);
 *   v2bf16 in %hh                                             from sm_80;
 *   i128 in %rq                                               from sm_70 *and* PTX 8.3:
 *       %rq registers are `.b128`, which PTX introduced in ISA 8.3 (ptxas rejects the
 *       type below it whatever the SM), so an sm_70 target compiled for PTX 7.x expands
 *       i128 into i64 pairs like an sm_60 target does;
 *   e2m1x2, e2m3x2, e3m2x2, ue8m0x2 in %rs                    from sm_100.
 * Being a legal *type* says where a value lives, not which operations PTX has on it:
 * v2f16 is legal from sm_53 but its arithmetic is Expand until sm_70 (seeds/001), bf16
 * arithmetic is Promote below sm_80, i128 has only moves, loads and stores.
 *
 * Everything else is transformed by the type legaliser: integers promote to the next
 * legal width (i8 -> i16, i24 -> i32, i65 -> i128) or expand into halves (i128 where it
 * is not legal), f128 is softened to i128, f16/bf16 below sm_53 promote to f32, vectors
 * widen when the wider vector is legal (v3i8, v2i8 -> v4i8), split in halves while they
 * have four or more elements (v8i8 -> 2 x v4i8, v4f16 -> 2 x v2f16) and are scalarised
 * otherwise (v2f32 -> 2 x f32, v3f32 -> 3 x f32).
 *
 * The action tables are filled once per target by nv_target_init_actions from the row
 * tables below: rows are applied in order and later rows override earlier ones, so a
 * pair that gains an instruction on a newer SM is a second row with that SM. Every cell
 * starts as Expand: an operation nobody listed is never handed to the selector. */

static unsigned nv_min_ptx_for_sm(unsigned sm) {
  static const struct { unsigned sm, ptx; } t[] = {
      {20, 10}, {30, 10}, {32, 40}, {35, 31}, {37, 41}, {50, 40}, {52, 41}, {53, 42},
      {60, 50}, {61, 50}, {62, 50}, {70, 60}, {72, 61}, {75, 63}, {80, 70}, {86, 71},
      {87, 74}, {89, 78}, {90, 78}, {100, 86}, {101, 86}, {103, 88}, {110, 90}, {120, 87}, {121, 88}};
  /* the row of the newest SM at or below the target: SM numbers are not in PTX order
   * (sm_110 came with PTX 9.0, sm_120 with 8.7) */
  unsigned i, best = 10, best_sm = 0;
  for (i = 0; i < NV_ARRAY_LEN(t); i++)
    if (t[i].sm <= sm && t[i].sm >= best_sm) {
      best = t[i].ptx;
      best_sm = t[i].sm;
    }
  return best;
}

static unsigned nv_min_ptx_for_target(unsigned sm, char suffix) {
  unsigned base = nv_min_ptx_for_sm(sm);
  /* sm_90a came with PTX ISA 8.0; family targets (sm_100f, ...) with 8.8 */
  if (suffix == 'a' && sm == 90) return NV_MAX(base, 80);
  if (suffix == 'f') return NV_MAX(base, 88);
  return base;
}

static void nv_target_set_legal(nv_target *t, nv_mvt m, nv_regclass rc) {
  t->legal[m] = 1;
  t->regclass[m] = (uint8_t)rc;
}

static void nv_target_init(nv_target *t, unsigned sm, unsigned ptx) {
  memset(t, 0, sizeof *t);
  t->sm = sm;
  t->ptx = ptx ? ptx : nv_min_ptx_for_sm(sm);
  memset(t->regclass, NV_RC_NONE, sizeof t->regclass);
  nv_target_set_legal(t, NV_MVT_I1, NV_RC_PRED);
  nv_target_set_legal(t, NV_MVT_I16, NV_RC_B16);
  nv_target_set_legal(t, NV_MVT_I32, NV_RC_B32);
  nv_target_set_legal(t, NV_MVT_I64, NV_RC_B64);
  nv_target_set_legal(t, NV_MVT_F32, NV_RC_F32);
  nv_target_set_legal(t, NV_MVT_F64, NV_RC_F64);
  t->legal[NV_MVT_OTHER] = 1; /* chains are always legal and live in no register */
  if (sm >= 53) {
    nv_target_set_legal(t, NV_MVT_F16, NV_RC_H16);
    nv_target_set_legal(t, NV_MVT_BF16, NV_RC_H16);
    nv_target_set_legal(t, NV_MVT_V2F16, NV_RC_H32);
    nv_target_set_legal(t, NV_MVT_V2I16, NV_RC_H32);
    nv_target_set_legal(t, NV_MVT_V4I8, NV_RC_H32);
  }
  if (sm >= 80) nv_target_set_legal(t, NV_MVT_V2BF16, NV_RC_H32);
  /* .b128 registers need PTX 8.3 (see the head of this file) */
  if (sm >= 70 && t->ptx >= 83) nv_target_set_legal(t, NV_MVT_I128, NV_RC_B128);
  if (sm >= 100) {
    nv_target_set_legal(t, NV_MVT_E2M1X2, NV_RC_B16);
    nv_target_set_legal(t, NV_MVT_E2M3X2, NV_RC_B16);
    nv_target_set_legal(t, NV_MVT_E3M2X2, NV_RC_B16);
    nv_target_set_legal(t, NV_MVT_UE8M0X2, NV_RC_B16);
  }
  nv_target_init_actions(t);
}

static void nv_target_free(nv_target *t) {
  nv_xfree(t->op_action);
  nv_xfree(t->conv_action);
  nv_xfree(t->loadext_action);
  nv_xfree(t->truncstore_action);
  t->op_action = t->conv_action = t->loadext_action = t->truncstore_action = NULL;
}

static int nv_target_type_legal(const nv_target *t, nv_evt vt) {
  nv_mvt m;
  if (vt == NV_EVT_OTHER || vt == NV_EVT_GLUE) return 1;
  m = nv_evt_to_mvt(vt);
  return m != NV_MVT_INVALID && t->legal[m];
}

static nv_regclass nv_target_regclass(const nv_target *t, nv_evt vt) {
  nv_mvt m = nv_evt_to_mvt(vt);
  return m != NV_MVT_INVALID && t->legal[m] ? (nv_regclass)t->regclass[m] : NV_RC_NONE;
}

/* The legal vector a vector of `vt` widens into, or 0: the element type stays, the
 * count grows to the next power of two (v3i8 -> v4i8, v2i8 -> v4i8). Widening into a
 * type that is itself illegal buys nothing (v3f32 -> v4f32 would still be split), so
 * those vectors are scalarised instead. */
static nv_evt nv_target_widen_type(const nv_target *t, nv_evt vt) {
  unsigned n = NV_EVT_NELTS(vt), m;
  for (m = 2; m <= 16; m *= 2) {
    nv_evt w = NV_EVT(NV_EVT_SC(vt), m);
    if (m > n && nv_target_type_legal(t, w)) return w;
  }
  return 0;
}

static nv_type_action nv_target_type_action(const nv_target *t, nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt), n = NV_EVT_NELTS(vt);
  if (nv_target_type_legal(t, vt)) return NV_TA_LEGAL;
  if (n) {
    if (n == 1) return NV_TA_SCALARIZE_VECTOR;
    if (nv_target_widen_type(t, vt)) return NV_TA_WIDEN_VECTOR;
    /* halves of a power-of-two vector of four or more are vectors again; a pair or an
     * odd count goes straight to its elements (v2f32, v3f32: no 64-bit float vector) */
    if ((n & (n - 1)) == 0 && n >= 4) return NV_TA_SPLIT_VECTOR;
    return NV_TA_SCALARIZE_VECTOR;
  }
  if (sc >= 1 && sc <= 128) return sc < 128 ? NV_TA_PROMOTE_INTEGER : NV_TA_EXPAND_INTEGER;
  if (sc == NV_SC_F16 || sc == NV_SC_BF16) return NV_TA_PROMOTE_FLOAT;
  return NV_TA_SOFTEN_FLOAT;
}

static nv_evt nv_target_type_to_transform(const nv_target *t, nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt), n = NV_EVT_NELTS(vt);
  switch (nv_target_type_action(t, vt)) {
  case NV_TA_LEGAL: return vt;
  case NV_TA_PROMOTE_INTEGER: {
    /* the next legal width; i65..i127 go to i128 even where i128 is not legal and are
     * then expanded (LLVM's rule for widths above the largest legal integer) */
    static const unsigned widths[] = {16, 32, 64};
    unsigned i;
    for (i = 0; i < NV_ARRAY_LEN(widths); i++)
      if (widths[i] > sc) return NV_EVT_INT(widths[i]);
    return NV_EVT_INT(128);
  }
  case NV_TA_EXPAND_INTEGER: return NV_EVT_INT(sc / 2);
  case NV_TA_PROMOTE_FLOAT: return NV_SC_F32;
  case NV_TA_SOFTEN_FLOAT: return NV_EVT_INT(nv_evt_scalar_bits(vt));
  case NV_TA_EXPAND_FLOAT: return NV_SC_F64;
  case NV_TA_SCALARIZE_VECTOR: return NV_EVT(sc, 0);
  case NV_TA_SPLIT_VECTOR: return NV_EVT(sc, n / 2);
  case NV_TA_WIDEN_VECTOR: return nv_target_widen_type(t, vt);
  }
  return vt;
}

static nv_evt nv_target_register_type(const nv_target *t, nv_evt vt, unsigned *count) {
  unsigned total = 1;
  int guard = 0;
  /* Follow the transform chain until legal, multiplying the count at each split. */
  while (!nv_target_type_legal(t, vt) && guard++ < 32) {
    nv_type_action a = nv_target_type_action(t, vt);
    nv_evt next = nv_target_type_to_transform(t, vt);
    if (a == NV_TA_EXPAND_INTEGER || a == NV_TA_SPLIT_VECTOR) total *= 2;
    else if (a == NV_TA_SCALARIZE_VECTOR) total *= NV_EVT_NELTS(vt) ? NV_EVT_NELTS(vt) : 1;
    if (!next || next == vt) break;
    vt = next;
  }
  *count = total;
  return vt;
}

/* ---- action tables ---- */

/* Type sets: one bit per MVT. */
typedef char nv_mvt_fits_in_mask_[NV_MVT_COUNT <= 64 ? 1 : -1];
#define NV_TS(m) (1ull << NV_MVT_##m)
#define NV_TS_INT (NV_TS(I16) | NV_TS(I32) | NV_TS(I64))
#define NV_TS_INTP (NV_TS(I1) | NV_TS_INT)
#define NV_TS_FP (NV_TS(F32) | NV_TS(F64))
#define NV_TS_HALF (NV_TS(F16) | NV_TS(BF16))
#define NV_TS_PACKED (NV_TS(V2F16) | NV_TS(V2BF16) | NV_TS(V2I16) | NV_TS(V4I8))
#define NV_TS_FP8X2 (NV_TS(E2M1X2) | NV_TS(E2M3X2) | NV_TS(E3M2X2) | NV_TS(UE8M0X2))
#define NV_TS_VALUES (NV_TS_INTP | NV_TS(I128) | NV_TS_FP | NV_TS_HALF | NV_TS_PACKED | NV_TS_FP8X2)
#define NV_TS_ALL (NV_TS_VALUES | NV_TS(OTHER))

typedef struct nv_action_row {
  uint16_t op;      /* nv_isd */
  uint64_t types;   /* NV_TS_* */
  uint8_t action;   /* nv_op_action */
  uint8_t min_sm, min_ptx;
} nv_action_row;

#define L NV_OA_LEGAL
#define C NV_OA_CUSTOM
#define E NV_OA_EXPAND
#define LC NV_OA_LIBCALL
#define P NV_OA_PROMOTE
#define R(op, ts, a, sm, ptx) {NV_ISD_##op, (ts), (a), (sm), (ptx)},

/* (operation, types) -> action, in application order. The "why" of each row is the PTX
 * instruction that implements it, or its absence. */
static const nv_action_row nv_op_action_rows[] = {
    /* structure: leaves, chains, control, calls and the target nodes the selector
     * knows by name are legal for every legal type */
    R(ENTRY_TOKEN, NV_TS_ALL, L, 0, 0) R(TOKEN_FACTOR, NV_TS_ALL, L, 0, 0)
    R(REGISTER, NV_TS_ALL, L, 0, 0) R(BASIC_BLOCK, NV_TS_ALL, L, 0, 0)
    R(CONDCODE, NV_TS_ALL, L, 0, 0) R(VALUETYPE, NV_TS_ALL, L, 0, 0)
    R(UNDEF, NV_TS_ALL, L, 0, 0) R(COPY_TO_REG, NV_TS_ALL, L, 0, 0)
    R(COPY_FROM_REG, NV_TS_ALL, L, 0, 0) R(GLOBAL_ADDRESS, NV_TS_ALL, L, 0, 0)
    R(FRAME_INDEX, NV_TS_ALL, L, 0, 0) R(EXTERNAL_SYMBOL, NV_TS_ALL, L, 0, 0)
    R(BR, NV_TS_ALL, L, 0, 0) R(BRCOND, NV_TS_ALL, L, 0, 0) R(TRAP, NV_TS_ALL, L, 0, 0)
    R(CALLSEQ_START, NV_TS_ALL, L, 0, 0) R(CALLSEQ_END, NV_TS_ALL, L, 0, 0)
    R(INTRINSIC_WO_CHAIN, NV_TS_ALL, L, 0, 0) R(INTRINSIC_W_CHAIN, NV_TS_ALL, L, 0, 0)
    R(INTRINSIC_VOID, NV_TS_ALL, L, 0, 0) R(INLINEASM, NV_TS_ALL, L, 0, 0)
    R(ATOMIC_FENCE, NV_TS_ALL, L, 0, 0)
    /* pointers between state spaces: cvta / cvta.to, %SPL-relative frame addresses */
    R(ADDRSPACECAST, NV_TS(I64), L, 0, 0)
    R(NVPTX_WRAPPER, NV_TS_ALL, L, 0, 0) R(NVPTX_CALL, NV_TS_ALL, L, 0, 0)
    R(NVPTX_RET, NV_TS_ALL, L, 0, 0) R(NVPTX_DECLARE_PARAM, NV_TS_ALL, L, 0, 0)
    R(NVPTX_DECLARE_RET_PARAM, NV_TS_ALL, L, 0, 0) R(NVPTX_STORE_PARAM, NV_TS_ALL, L, 0, 0)
    R(NVPTX_LOAD_PARAM, NV_TS_ALL, L, 0, 0) R(NVPTX_STORE_RETVAL, NV_TS_ALL, L, 0, 0)
    R(NVPTX_LOAD_ARG, NV_TS_ALL, L, 0, 0) R(NVPTX_MUL_WIDE_SIGNED, NV_TS_ALL, L, 0, 0)
    R(NVPTX_MUL_WIDE_UNSIGNED, NV_TS_ALL, L, 0, 0) R(NVPTX_BFE, NV_TS_ALL, L, 0, 0)
    R(NVPTX_BFI, NV_TS_ALL, L, 0, 0) R(NVPTX_PRMT, NV_TS_ALL, L, 0, 0)
    R(NVPTX_LDG, NV_TS_ALL, L, 0, 0) R(NVPTX_LDU, NV_TS_ALL, L, 0, 0)
    R(NVPTX_LOADV, NV_TS_ALL, L, 0, 0) R(NVPTX_STOREV, NV_TS_ALL, L, 0, 0)
    R(NVPTX_DYNAMIC_STACKALLOC, NV_TS_ALL, L, 0, 0) R(MACHINE, NV_TS_ALL, L, 0, 0)
    R(NVPTX_BRX, NV_TS_ALL, L, 0, 0)
    R(NVPTX_ADD_CC, NV_TS(I64), L, 0, 0) R(NVPTX_SUB_CC, NV_TS(I64), L, 0, 0)
    /* poison is undef to a machine; freeze and merge_values disappear */
    R(POISON, NV_TS_ALL, C, 0, 0) R(FREEZE, NV_TS_ALL, C, 0, 0) R(MERGE_VALUES, NV_TS_ALL, C, 0, 0)
    /* moves, loads and stores (ld/st of every register class; i1 goes through a byte) */
    R(LOAD, NV_TS_VALUES, L, 0, 0) R(STORE, NV_TS_VALUES, L, 0, 0)
    R(LOAD, NV_TS(I1), C, 0, 0) R(STORE, NV_TS(I1), C, 0, 0)
    R(CONSTANT, NV_TS_INTP, L, 0, 0) R(CONSTANT, NV_TS(I128), C, 0, 0)
    R(CONSTANT_FP, NV_TS_FP | NV_TS_HALF, L, 0, 0)
    R(SELECT, NV_TS_VALUES, L, 0, 0) R(SELECT, NV_TS(I1), C, 0, 0) R(SELECT, NV_TS(I128), E, 0, 0)
    R(BUILD_PAIR, NV_TS(I32) | NV_TS(I64) | NV_TS(I128), L, 0, 0)
    R(EXTRACT_ELEMENT, NV_TS(I32) | NV_TS(I64) | NV_TS(I128), L, 0, 0) /* keyed by the pair */
    /* packed vectors: mov.b32 {a, b} builds and splits pairs; bytes need prmt/bfe */
    R(BUILD_VECTOR, NV_TS(V2F16) | NV_TS(V2BF16) | NV_TS(V2I16) | NV_TS_FP8X2, L, 0, 0)
    R(BUILD_VECTOR, NV_TS(V4I8), C, 0, 0)
    R(EXTRACT_VECTOR_ELT, NV_TS_PACKED, C, 0, 0) /* constant lane of a pair: kept */
    R(INSERT_VECTOR_ELT, NV_TS_PACKED, C, 0, 0) R(VECTOR_SHUFFLE, NV_TS_PACKED, C, 0, 0)
    R(SCALAR_TO_VECTOR, NV_TS_PACKED, C, 0, 0)
    /* integer arithmetic: PTX has 16/32/64-bit forms of all of these */
    R(ADD, NV_TS_INT, L, 0, 0) R(SUB, NV_TS_INT, L, 0, 0) R(MUL, NV_TS_INT, L, 0, 0)
    R(SDIV, NV_TS_INT, L, 0, 0) R(UDIV, NV_TS_INT, L, 0, 0) R(SREM, NV_TS_INT, L, 0, 0)
    R(UREM, NV_TS_INT, L, 0, 0) R(MULHS, NV_TS_INT, L, 0, 0) R(MULHU, NV_TS_INT, L, 0, 0)
    R(AND, NV_TS_INTP, L, 0, 0) R(OR, NV_TS_INTP, L, 0, 0) R(XOR, NV_TS_INTP, L, 0, 0)
    R(SHL, NV_TS_INT, L, 0, 0) R(SRA, NV_TS_INT, L, 0, 0) R(SRL, NV_TS_INT, L, 0, 0)
    R(SMIN, NV_TS_INT, L, 0, 0) R(SMAX, NV_TS_INT, L, 0, 0) R(UMIN, NV_TS_INT, L, 0, 0)
    R(UMAX, NV_TS_INT, L, 0, 0) R(ABS, NV_TS_INT, L, 0, 0)
    /* shf.l/r.wrap.b32 (sm_32); other widths are shifts and an or */
    R(ROTL, NV_TS(I32), L, 32, 0) R(ROTR, NV_TS(I32), L, 32, 0)
    R(FSHL, NV_TS(I32), L, 32, 0) R(FSHR, NV_TS(I32), L, 32, 0)
    /* popc/clz/brev exist for b32 and b64; cttz is clz(brev x); bswap is a prmt */
    R(CTPOP, NV_TS(I32) | NV_TS(I64), L, 0, 0) R(CTLZ, NV_TS(I32) | NV_TS(I64), L, 0, 0)
    R(BITREVERSE, NV_TS(I32) | NV_TS(I64), L, 0, 0)
    R(CTTZ, NV_TS(I32) | NV_TS(I64), C, 0, 0) R(CTTZ_ZERO_UNDEF, NV_TS(I32) | NV_TS(I64), C, 0, 0)
    R(CTLZ_ZERO_UNDEF, NV_TS(I32) | NV_TS(I64), C, 0, 0) R(BSWAP, NV_TS_INT, C, 0, 0)
    /* add.sat.s32 / sub.sat.s32 are the only saturating forms */
    R(SADDSAT, NV_TS(I32), L, 0, 0) R(SSUBSAT, NV_TS(I32), L, 0, 0)
    /* cvt.s32.s8 and friends sign-extend in a register; keyed by the inner type */
    R(SIGN_EXTEND_INREG, NV_TS(I8) | NV_TS(I16) | NV_TS(I32), L, 0, 0)
    /* i1 arithmetic is predicate logic */
    R(ADD, NV_TS(I1), C, 0, 0) R(SUB, NV_TS(I1), C, 0, 0) R(MUL, NV_TS(I1), C, 0, 0)
    R(SDIV, NV_TS(I1), C, 0, 0) R(UDIV, NV_TS(I1), C, 0, 0) R(SREM, NV_TS(I1), C, 0, 0)
    R(UREM, NV_TS(I1), C, 0, 0) R(SHL, NV_TS(I1), C, 0, 0) R(SRA, NV_TS(I1), C, 0, 0)
    R(SRL, NV_TS(I1), C, 0, 0) R(SMIN, NV_TS(I1), C, 0, 0) R(SMAX, NV_TS(I1), C, 0, 0)
    R(UMIN, NV_TS(I1), C, 0, 0) R(UMAX, NV_TS(I1), C, 0, 0) R(ABS, NV_TS(I1), C, 0, 0)
    R(MULHS, NV_TS(I1), C, 0, 0) R(MULHU, NV_TS(I1), C, 0, 0)
    R(CTPOP, NV_TS(I1), C, 0, 0) R(CTLZ, NV_TS(I1), C, 0, 0) R(CTTZ, NV_TS(I1), C, 0, 0)
    R(CTLZ_ZERO_UNDEF, NV_TS(I1), C, 0, 0) R(CTTZ_ZERO_UNDEF, NV_TS(I1), C, 0, 0)
    R(BITREVERSE, NV_TS(I1), C, 0, 0)
    /* comparisons: keyed by the compared type; the condition codes have their own table */
    R(SETCC, NV_TS_INT | NV_TS_FP, L, 0, 0) R(SETCC, NV_TS(F16), L, 53, 0)
    R(SETCC, NV_TS(BF16), P, 0, 0) R(SETCC, NV_TS(BF16), L, 90, 78)
    R(SETCC, NV_TS(I1), C, 0, 0)
    /* floating point */
    R(FADD, NV_TS_FP, L, 0, 0) R(FSUB, NV_TS_FP, L, 0, 0) R(FMUL, NV_TS_FP, L, 0, 0)
    R(FDIV, NV_TS_FP, L, 0, 0) R(FMA, NV_TS_FP, L, 0, 0) R(FNEG, NV_TS_FP, L, 0, 0)
    R(FABS, NV_TS_FP, L, 0, 0) R(FSQRT, NV_TS_FP, L, 0, 0)
    R(FMINNUM, NV_TS_FP, L, 0, 0) R(FMAXNUM, NV_TS_FP, L, 0, 0) /* min/max are minNum */
    R(FCOPYSIGN, NV_TS_FP, L, 0, 0)                              /* copysign.f32/f64 */
    R(FFLOOR, NV_TS_FP, L, 0, 0) R(FCEIL, NV_TS_FP, L, 0, 0) R(FTRUNC, NV_TS_FP, L, 0, 0)
    R(FRINT, NV_TS_FP, L, 0, 0) R(FNEARBYINT, NV_TS_FP, L, 0, 0) R(FROUNDEVEN, NV_TS_FP, L, 0, 0)
    R(FROUND, NV_TS_FP, C, 0, 0)                                  /* no round-half-away */
    R(FMINIMUM, NV_TS_FP, C, 0, 0) R(FMAXIMUM, NV_TS_FP, C, 0, 0) /* NaN checks ... */
    R(FMINIMUM, NV_TS(F32), L, 80, 70) R(FMAXIMUM, NV_TS(F32), L, 80, 70) /* min.NaN.f32 */
    R(FREM, NV_TS_FP, C, 0, 0)  /* exact reduction for f32; f64 has none (error) */
    R(FMAD, NV_TS_FP, E, 0, 0) R(FSINCOS, NV_TS_FP, E, 0, 0)
    /* sin/cos/ex2/lg2.approx.f32 only under afn; anything else needs libm (an error) */
    R(FSIN, NV_TS(F32), C, 0, 0) R(FCOS, NV_TS(F32), C, 0, 0)
    R(FEXP2, NV_TS(F32), C, 0, 0) R(FLOG2, NV_TS(F32), C, 0, 0)
    R(FSIN, NV_TS(F64), LC, 0, 0) R(FCOS, NV_TS(F64), LC, 0, 0)
    R(FEXP2, NV_TS(F64), LC, 0, 0) R(FLOG2, NV_TS(F64), LC, 0, 0)
    /* f16 (a legal type from sm_53): add/sub/mul/fma/neg (sm_53), abs (PTX 6.5),
     * min/max and their .NaN forms (sm_80); the rest computes in f32 */
    R(FADD, NV_TS(F16), L, 53, 0) R(FSUB, NV_TS(F16), L, 53, 0) R(FMUL, NV_TS(F16), L, 53, 0)
    R(FMA, NV_TS(F16), L, 53, 0) R(FNEG, NV_TS(F16), L, 53, 0)
    R(FABS, NV_TS(F16), C, 0, 0) R(FABS, NV_TS(F16), L, 53, 65)
    R(FDIV, NV_TS(F16), P, 0, 0) R(FSQRT, NV_TS(F16), P, 0, 0) R(FREM, NV_TS(F16), P, 0, 0)
    R(FFLOOR, NV_TS(F16), P, 0, 0) R(FCEIL, NV_TS(F16), P, 0, 0) R(FTRUNC, NV_TS(F16), P, 0, 0)
    R(FRINT, NV_TS(F16), P, 0, 0) R(FNEARBYINT, NV_TS(F16), P, 0, 0)
    R(FROUNDEVEN, NV_TS(F16), P, 0, 0) R(FROUND, NV_TS(F16), P, 0, 0)
    R(FSIN, NV_TS(F16), P, 0, 0) R(FCOS, NV_TS(F16), P, 0, 0) R(FEXP2, NV_TS(F16), P, 0, 0)
    R(FLOG2, NV_TS(F16), P, 0, 0) R(FMAD, NV_TS(F16), E, 0, 0) R(FSINCOS, NV_TS(F16), E, 0, 0)
    R(FMINNUM, NV_TS(F16), P, 0, 0) R(FMAXNUM, NV_TS(F16), P, 0, 0)
    R(FMINIMUM, NV_TS(F16), P, 0, 0) R(FMAXIMUM, NV_TS(F16), P, 0, 0)
    R(FMINNUM, NV_TS(F16), L, 80, 70) R(FMAXNUM, NV_TS(F16), L, 80, 70)
    R(FMINIMUM, NV_TS(F16), L, 80, 70) R(FMAXIMUM, NV_TS(F16), L, 80, 70)
    R(FCOPYSIGN, NV_TS_HALF, C, 0, 0)
    /* bf16: fma/min/max/neg/abs from sm_80, add/sub/mul from sm_90 (add.bf16); on
     * sm_80 add/sub/mul are an fma with 1.0 / -0.0; below sm_80 everything is f32 */
    R(FADD, NV_TS(BF16), P, 0, 0) R(FSUB, NV_TS(BF16), P, 0, 0) R(FMUL, NV_TS(BF16), P, 0, 0)
    R(FMA, NV_TS(BF16), P, 0, 0) R(FNEG, NV_TS(BF16), C, 0, 0) R(FABS, NV_TS(BF16), C, 0, 0)
    R(FDIV, NV_TS(BF16), P, 0, 0) R(FSQRT, NV_TS(BF16), P, 0, 0) R(FREM, NV_TS(BF16), P, 0, 0)
    R(FFLOOR, NV_TS(BF16), P, 0, 0) R(FCEIL, NV_TS(BF16), P, 0, 0) R(FTRUNC, NV_TS(BF16), P, 0, 0)
    R(FRINT, NV_TS(BF16), P, 0, 0) R(FNEARBYINT, NV_TS(BF16), P, 0, 0)
    R(FROUNDEVEN, NV_TS(BF16), P, 0, 0) R(FROUND, NV_TS(BF16), P, 0, 0)
    R(FSIN, NV_TS(BF16), P, 0, 0) R(FCOS, NV_TS(BF16), P, 0, 0) R(FEXP2, NV_TS(BF16), P, 0, 0)
    R(FLOG2, NV_TS(BF16), P, 0, 0) R(FMAD, NV_TS(BF16), E, 0, 0) R(FSINCOS, NV_TS(BF16), E, 0, 0)
    R(FMINNUM, NV_TS(BF16), P, 0, 0) R(FMAXNUM, NV_TS(BF16), P, 0, 0)
    R(FMINIMUM, NV_TS(BF16), P, 0, 0) R(FMAXIMUM, NV_TS(BF16), P, 0, 0)
    R(FADD, NV_TS(BF16), C, 80, 70) R(FSUB, NV_TS(BF16), C, 80, 70) R(FMUL, NV_TS(BF16), C, 80, 70)
    R(FMA, NV_TS(BF16), L, 80, 70) R(FNEG, NV_TS(BF16), L, 80, 70) R(FABS, NV_TS(BF16), L, 80, 70)
    R(FMINNUM, NV_TS(BF16), L, 80, 70) R(FMAXNUM, NV_TS(BF16), L, 80, 70)
    R(FMINIMUM, NV_TS(BF16), L, 80, 70) R(FMAXIMUM, NV_TS(BF16), L, 80, 70)
    R(FADD, NV_TS(BF16), L, 90, 78) R(FSUB, NV_TS(BF16), L, 90, 78) R(FMUL, NV_TS(BF16), L, 90, 78)
    /* packed pairs: f16x2 arithmetic from sm_70 (seeds/001; sm_53-69 unroll it into
     * scalar f16), bf16x2 fma from sm_80 and add/sub/mul from sm_90, 16x2 add/min/max
     * from sm_90 with PTX 8.0; bitwise logic works on any 32-bit register */
    R(AND, NV_TS_PACKED, L, 0, 0) R(OR, NV_TS_PACKED, L, 0, 0) R(XOR, NV_TS_PACKED, L, 0, 0)
    R(FADD, NV_TS(V2F16), L, 70, 0) R(FSUB, NV_TS(V2F16), L, 70, 0) R(FMUL, NV_TS(V2F16), L, 70, 0)
    R(FMA, NV_TS(V2F16), L, 70, 0) R(FNEG, NV_TS(V2F16), L, 70, 0) R(FABS, NV_TS(V2F16), L, 70, 65)
    R(FMINNUM, NV_TS(V2F16), L, 80, 70) R(FMAXNUM, NV_TS(V2F16), L, 80, 70)
    R(FMINIMUM, NV_TS(V2F16), L, 80, 70) R(FMAXIMUM, NV_TS(V2F16), L, 80, 70)
    R(FMA, NV_TS(V2BF16), L, 80, 70) R(FNEG, NV_TS(V2BF16), L, 80, 70)
    R(FABS, NV_TS(V2BF16), L, 80, 70) R(FMINNUM, NV_TS(V2BF16), L, 80, 70)
    R(FMAXNUM, NV_TS(V2BF16), L, 80, 70) R(FMINIMUM, NV_TS(V2BF16), L, 80, 70)
    R(FMAXIMUM, NV_TS(V2BF16), L, 80, 70)
    R(FADD, NV_TS(V2BF16), C, 80, 70) R(FSUB, NV_TS(V2BF16), C, 80, 70) R(FMUL, NV_TS(V2BF16), C, 80, 70)
    R(FADD, NV_TS(V2BF16), L, 90, 78) R(FSUB, NV_TS(V2BF16), L, 90, 78) R(FMUL, NV_TS(V2BF16), L, 90, 78)
    R(ADD, NV_TS(V2I16), L, 90, 80) R(SMIN, NV_TS(V2I16), L, 90, 80) R(SMAX, NV_TS(V2I16), L, 90, 80)
    R(UMIN, NV_TS(V2I16), L, 90, 80) R(UMAX, NV_TS(V2I16), L, 90, 80)
    /* value conversions the selector knows (fp16_to_fp: cvt.f32.f16 from a b16) */
    R(FP16_TO_FP, NV_TS_FP, L, 0, 0) R(FP_TO_FP16, NV_TS(I16), L, 0, 0)
    /* atomics, keyed by the value type */
    R(ATOMIC_LOAD, NV_TS_INT | NV_TS_FP, L, 0, 0) R(ATOMIC_STORE, NV_TS_INT | NV_TS_FP, L, 0, 0)
    R(ATOMIC_SWAP, NV_TS(I32) | NV_TS(I64) | NV_TS_FP, L, 0, 0)
    R(ATOMIC_SWAP, NV_TS(I128), L, 90, 83)
    R(ATOMIC_CMP_SWAP, NV_TS(I32) | NV_TS(I64), L, 0, 0) R(ATOMIC_CMP_SWAP, NV_TS(I16), L, 70, 63)
    R(ATOMIC_CMP_SWAP, NV_TS(I128), L, 90, 83)
    R(ATOMIC_CMP_SWAP_WITH_SUCCESS, NV_TS_INT | NV_TS(I128), E, 0, 0)
    R(ATOMIC_LOAD_ADD, NV_TS(I32) | NV_TS(I64), L, 0, 0)
    R(ATOMIC_LOAD_SUB, NV_TS(I32) | NV_TS(I64), C, 0, 0) /* atom.add of the negation */
    R(ATOMIC_LOAD_AND, NV_TS(I32), L, 0, 0) R(ATOMIC_LOAD_OR, NV_TS(I32), L, 0, 0)
    R(ATOMIC_LOAD_XOR, NV_TS(I32), L, 0, 0) R(ATOMIC_LOAD_MIN, NV_TS(I32), L, 0, 0)
    R(ATOMIC_LOAD_MAX, NV_TS(I32), L, 0, 0) R(ATOMIC_LOAD_UMIN, NV_TS(I32), L, 0, 0)
    R(ATOMIC_LOAD_UMAX, NV_TS(I32), L, 0, 0)
    R(ATOMIC_LOAD_AND, NV_TS(I64), L, 32, 0) R(ATOMIC_LOAD_OR, NV_TS(I64), L, 32, 0)
    R(ATOMIC_LOAD_XOR, NV_TS(I64), L, 32, 0) R(ATOMIC_LOAD_MIN, NV_TS(I64), L, 32, 0)
    R(ATOMIC_LOAD_MAX, NV_TS(I64), L, 32, 0) R(ATOMIC_LOAD_UMIN, NV_TS(I64), L, 32, 0)
    R(ATOMIC_LOAD_UMAX, NV_TS(I64), L, 32, 0)
    R(ATOMIC_LOAD_FADD, NV_TS(F32), L, 0, 0) R(ATOMIC_LOAD_FADD, NV_TS(F64), L, 60, 0)
    R(ATOMIC_LOAD_FADD, NV_TS(F16) | NV_TS(V2F16), L, 70, 63)
    R(ATOMIC_LOAD_FADD, NV_TS(BF16) | NV_TS(V2BF16), L, 90, 78)
    R(ATOMIC_LOAD_UINC_WRAP, NV_TS(I32), L, 0, 0) R(ATOMIC_LOAD_UDEC_WRAP, NV_TS(I32), L, 0, 0)
    /* what PTX lacks here is a compare-and-swap loop the IR atomic expansion builds */
    R(ATOMIC_LOAD_NAND, NV_TS_VALUES, LC, 0, 0) R(ATOMIC_LOAD_FSUB, NV_TS_VALUES, LC, 0, 0)
    R(ATOMIC_LOAD_FMAX, NV_TS_VALUES, LC, 0, 0) R(ATOMIC_LOAD_FMIN, NV_TS_VALUES, LC, 0, 0)
    R(MEMCPY, NV_TS_ALL, LC, 0, 0) R(MEMSET, NV_TS_ALL, LC, 0, 0) R(MEMMOVE, NV_TS_ALL, LC, 0, 0)
};

/* (conversion, destination types, source types) -> action. */
typedef struct nv_conv_row {
  uint8_t kind;
  uint64_t dst, src;
  uint8_t action, min_sm, min_ptx;
} nv_conv_row;
#define CV(k, d, s, a, sm, ptx) {NV_CONV_##k, (d), (s), (a), (sm), (ptx)},

static const nv_conv_row nv_conv_action_rows[] = {
    /* cvt between integer widths; i1 becomes a comparison (setp) or a selp */
    CV(TRUNCATE, NV_TS_INT, NV_TS_INT, L, 0, 0) CV(TRUNCATE, NV_TS(I1), NV_TS_INT, C, 0, 0)
    CV(TRUNCATE, NV_TS_INTP, NV_TS(I128), E, 0, 0) CV(TRUNCATE, NV_TS(I64), NV_TS(I128), E, 0, 0)
    CV(ZERO_EXTEND, NV_TS_INT, NV_TS_INTP, L, 0, 0) CV(SIGN_EXTEND, NV_TS_INT, NV_TS_INTP, L, 0, 0)
    CV(ANY_EXTEND, NV_TS_INT, NV_TS_INTP, L, 0, 0)
    CV(ZERO_EXTEND, NV_TS(I128), NV_TS_INTP, E, 0, 0) CV(SIGN_EXTEND, NV_TS(I128), NV_TS_INTP, E, 0, 0)
    CV(ANY_EXTEND, NV_TS(I128), NV_TS_INTP, E, 0, 0)
    /* cvt.f32.f16 and cvt.rn.f16.f32/f64 exist everywhere; bf16 conversions arrived with
     * sm_80 (to bf16 from f32), PTX 7.1 (f32 from bf16) and sm_90 (the rest); before
     * that they are integer sequences */
    CV(FP_EXTEND, NV_TS(F64), NV_TS(F32), L, 0, 0) CV(FP_EXTEND, NV_TS_FP, NV_TS(F16), L, 0, 0)
    CV(FP_EXTEND, NV_TS_FP, NV_TS(BF16), C, 0, 0) CV(FP_EXTEND, NV_TS(F32), NV_TS(BF16), L, 80, 71)
    CV(FP_EXTEND, NV_TS(F64), NV_TS(BF16), L, 90, 78)
    CV(FP_ROUND, NV_TS(F32), NV_TS(F64), L, 0, 0) CV(FP_ROUND, NV_TS(F16), NV_TS_FP, L, 0, 0)
    CV(FP_ROUND, NV_TS(BF16), NV_TS_FP, C, 0, 0) CV(FP_ROUND, NV_TS(BF16), NV_TS(F32), L, 80, 70)
    CV(FP_ROUND, NV_TS(BF16), NV_TS(F64), L, 90, 78)
    CV(FP_TO_SINT, NV_TS_INT, NV_TS_FP | NV_TS(F16), L, 0, 0)
    CV(FP_TO_UINT, NV_TS_INT, NV_TS_FP | NV_TS(F16), L, 0, 0)
    CV(FP_TO_SINT, NV_TS_INT, NV_TS(BF16), C, 0, 0) CV(FP_TO_UINT, NV_TS_INT, NV_TS(BF16), C, 0, 0)
    CV(FP_TO_SINT, NV_TS_INT, NV_TS(BF16), L, 90, 78) CV(FP_TO_UINT, NV_TS_INT, NV_TS(BF16), L, 90, 78)
    CV(FP_TO_SINT, NV_TS(I1), NV_TS_FP | NV_TS_HALF, C, 0, 0)
    CV(FP_TO_UINT, NV_TS(I1), NV_TS_FP | NV_TS_HALF, C, 0, 0)
    CV(SINT_TO_FP, NV_TS_FP | NV_TS(F16), NV_TS_INT, L, 0, 0)
    CV(UINT_TO_FP, NV_TS_FP | NV_TS(F16), NV_TS_INT, L, 0, 0)
    CV(SINT_TO_FP, NV_TS(BF16), NV_TS_INT, C, 0, 0) CV(UINT_TO_FP, NV_TS(BF16), NV_TS_INT, C, 0, 0)
    CV(SINT_TO_FP, NV_TS(BF16), NV_TS_INT, L, 90, 78) CV(UINT_TO_FP, NV_TS(BF16), NV_TS_INT, L, 90, 78)
    CV(SINT_TO_FP, NV_TS_FP | NV_TS_HALF, NV_TS(I1), C, 0, 0)
    CV(UINT_TO_FP, NV_TS_FP | NV_TS_HALF, NV_TS(I1), C, 0, 0)
    /* (bitcasts between legal types of one size are filled in by code: a mov) */
};

/* Extending loads (result, memory) and truncating stores (value, memory): ld.u8 into a
 * 16/32/64-bit register and st.u8 from one are plain PTX. */
static const nv_conv_row nv_mem_action_rows[] = {
    CV(ZERO_EXTEND, NV_TS(I16), NV_TS(I8), L, 0, 0)
    CV(ZERO_EXTEND, NV_TS(I32), NV_TS(I8) | NV_TS(I16), L, 0, 0)
    CV(ZERO_EXTEND, NV_TS(I64), NV_TS(I8) | NV_TS(I16) | NV_TS(I32), L, 0, 0)
};

/* Condition codes per compared type: setp has every integer and every ordered and
 * unordered FP predicate; the don't-care-NaN integer codes on FP, FALSE and TRUE are
 * rewritten, and i1 comparisons are logic. */
typedef struct nv_cc_row {
  uint64_t types;
  uint32_t ccs; /* bit per nv_condcode */
  uint8_t action, min_sm, min_ptx;
} nv_cc_row;
#define NV_CCB(c) (1u << NV_CC_##c)
#define NV_CCS_INT (NV_CCB(EQ) | NV_CCB(NE) | NV_CCB(SGT) | NV_CCB(SGE) | NV_CCB(SLT) | NV_CCB(SLE) | \
                    NV_CCB(UGT) | NV_CCB(UGE) | NV_CCB(ULT) | NV_CCB(ULE))
#define NV_CCS_FP (NV_CCB(OEQ) | NV_CCB(OGT) | NV_CCB(OGE) | NV_CCB(OLT) | NV_CCB(OLE) |        \
                   NV_CCB(ONE) | NV_CCB(O) | NV_CCB(UO) | NV_CCB(UEQ) | NV_CCB(UGT) |           \
                   NV_CCB(UGE) | NV_CCB(ULT) | NV_CCB(ULE) | NV_CCB(UNE))
static const nv_cc_row nv_cc_action_rows[] = {
    {NV_TS_INT, NV_CCS_INT, L, 0, 0},
    {NV_TS_FP | NV_TS(F16), NV_CCS_FP, L, 0, 0},
    {NV_TS(BF16), NV_CCS_FP, L, 90, 78},
    {NV_TS(I1), NV_CCS_INT, C, 0, 0},
};

#undef L
#undef C
#undef E
#undef LC
#undef P
#undef R
#undef CV

/* Index of the lowest set bit of a non-zero mask. (One instruction where the compiler
 * has it: the loop below was a third of every compile's table setup.) */
static unsigned nv_lowest_bit(uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return (unsigned)__builtin_ctzll((unsigned long long)x);
#else
  unsigned k = 0;
  while (!(x & 1)) {
    x >>= 1;
    k++;
  }
  return k;
#endif
}

static int nv_row_applies(const nv_target *t, unsigned min_sm, unsigned min_ptx) {
  return t->sm >= min_sm && t->ptx >= min_ptx;
}

static void nv_target_init_actions(nv_target *t) {
  size_t nm = NV_MVT_COUNT, i;
  unsigned m, s, k, c;
  t->op_action = (uint8_t *)nv_xmalloc(nm * NV_ISD_COUNT);
  t->conv_action = (uint8_t *)nv_xmalloc((size_t)NV_CONV_COUNT * nm * nm);
  t->loadext_action = (uint8_t *)nv_xmalloc(nm * nm);
  t->truncstore_action = (uint8_t *)nv_xmalloc(nm * nm);
  memset(t->op_action, NV_OA_EXPAND, nm * NV_ISD_COUNT);
  memset(t->conv_action, NV_OA_EXPAND, (size_t)NV_CONV_COUNT * nm * nm);
  memset(t->loadext_action, NV_OA_EXPAND, nm * nm);
  memset(t->truncstore_action, NV_OA_EXPAND, nm * nm);
  memset(t->cc_action, NV_OA_EXPAND, sizeof t->cc_action);

  /* The narrow forms of bswap/ctlz/cttz/bitreverse: a prmt does any bswap, the bit
   * counts and the reversal have b32/b64 forms only, so i16 ones are promoted. */
  t->promote_action[NV_PROMO_BSWAP] = NV_OA_CUSTOM;
  t->promote_action[NV_PROMO_CTLZ] = NV_OA_PROMOTE;
  t->promote_action[NV_PROMO_CTTZ] = NV_OA_PROMOTE;
  t->promote_action[NV_PROMO_BITREVERSE] = NV_OA_PROMOTE;
  {
    static const uint16_t ops[NV_PROMO_COUNT] = {NV_ISD_BSWAP, NV_ISD_CTLZ, NV_ISD_CTTZ, NV_ISD_BITREVERSE};
    for (k = 0; k < NV_PROMO_COUNT; k++) {
      t->op_action[NV_MVT_I16 * NV_ISD_COUNT + ops[k]] = t->promote_action[k];
      if (ops[k] == NV_ISD_CTLZ) t->op_action[NV_MVT_I16 * NV_ISD_COUNT + NV_ISD_CTLZ_ZERO_UNDEF] = t->promote_action[k];
      if (ops[k] == NV_ISD_CTTZ) t->op_action[NV_MVT_I16 * NV_ISD_COUNT + NV_ISD_CTTZ_ZERO_UNDEF] = t->promote_action[k];
    }
    t->op_action[NV_MVT_I16 * NV_ISD_COUNT + NV_ISD_CTPOP] = NV_OA_PROMOTE;
  }

  for (i = 0; i < NV_ARRAY_LEN(nv_op_action_rows); i++) {
    const nv_action_row *r = &nv_op_action_rows[i];
    uint64_t ms;
    if (!nv_row_applies(t, r->min_sm, r->min_ptx)) continue;
    for (ms = r->types; ms; ms &= ms - 1) /* each set bit: the rows are sparse */
      t->op_action[(size_t)nv_lowest_bit(ms) * NV_ISD_COUNT + r->op] = r->action;
  }
  for (i = 0; i < NV_ARRAY_LEN(nv_conv_action_rows); i++) {
    const nv_conv_row *r = &nv_conv_action_rows[i];
    uint64_t md, ms;
    if (!nv_row_applies(t, r->min_sm, r->min_ptx)) continue;
    for (md = r->dst; md; md &= md - 1) {
      m = nv_lowest_bit(md);
      for (ms = r->src; ms; ms &= ms - 1) {
        s = nv_lowest_bit(ms);
        if (m != s) t->conv_action[((size_t)r->kind * nm + m) * nm + s] = r->action;
      }
    }
  }
  /* bitcasts: any two legal types of one size (a mov, or nothing) */
  for (m = 0; m < nm; m++) {
    if (!t->legal[m] || m == NV_MVT_OTHER) continue;
    for (s = 0; s < nm; s++)
      if (t->legal[s] && s != NV_MVT_OTHER &&
          nv_evt_bits(nv_mvt_to_evt((nv_mvt)m)) == nv_evt_bits(nv_mvt_to_evt((nv_mvt)s)))
        t->conv_action[((size_t)NV_CONV_BITCAST * nm + m) * nm + s] = NV_OA_LEGAL;
  }
  /* the memory and condition-code rows by their set bits too (a row's cells all get
   * the row's action, so only the rows' order matters) */
  for (i = 0; i < NV_ARRAY_LEN(nv_mem_action_rows); i++) {
    const nv_conv_row *r = &nv_mem_action_rows[i];
    uint64_t md, ms;
    if (!nv_row_applies(t, r->min_sm, r->min_ptx)) continue;
    for (md = r->dst; md; md &= md - 1) {
      m = nv_lowest_bit(md);
      if (m >= nm) break;
      for (ms = r->src; ms; ms &= ms - 1) {
        s = nv_lowest_bit(ms);
        if (s >= nm) break;
        t->loadext_action[m * nm + s] = r->action;
        t->truncstore_action[m * nm + s] = r->action;
      }
    }
  }
  for (i = 0; i < NV_ARRAY_LEN(nv_cc_action_rows); i++) {
    const nv_cc_row *r = &nv_cc_action_rows[i];
    uint64_t mt;
    uint32_t mc;
    if (!nv_row_applies(t, r->min_sm, r->min_ptx)) continue;
    for (mt = r->types; mt; mt &= mt - 1) {
      m = nv_lowest_bit(mt);
      if (m >= nm) break;
      for (mc = r->ccs; mc; mc &= mc - 1) {
        c = nv_lowest_bit(mc);
        if (c >= NV_CC_COUNT) break;
        t->cc_action[m][c] = r->action;
      }
    }
  }
}

static nv_op_action nv_target_op_action(const nv_target *t, unsigned isd, nv_evt vt) {
  nv_mvt m = nv_evt_to_mvt(vt);
  if (m == NV_MVT_INVALID || isd >= NV_ISD_COUNT || !t->op_action) return NV_OA_EXPAND;
  return (nv_op_action)t->op_action[(size_t)m * NV_ISD_COUNT + isd];
}

static nv_op_action nv_target_conv_action(const nv_target *t, nv_conv_kind k, nv_evt dst, nv_evt src) {
  nv_mvt d = nv_evt_to_mvt(dst), s = nv_evt_to_mvt(src);
  if (d == NV_MVT_INVALID || s == NV_MVT_INVALID || !t->conv_action) return NV_OA_EXPAND;
  return (nv_op_action)t->conv_action[((size_t)k * NV_MVT_COUNT + d) * NV_MVT_COUNT + s];
}

static nv_op_action nv_target_loadext_action(const nv_target *t, nv_evt result, nv_evt mem) {
  nv_mvt r = nv_evt_to_mvt(result), m = nv_evt_to_mvt(mem);
  if (r == NV_MVT_INVALID || m == NV_MVT_INVALID || !t->loadext_action) return NV_OA_EXPAND;
  return (nv_op_action)t->loadext_action[(size_t)r * NV_MVT_COUNT + m];
}

static nv_op_action nv_target_truncstore_action(const nv_target *t, nv_evt value, nv_evt mem) {
  nv_mvt r = nv_evt_to_mvt(value), m = nv_evt_to_mvt(mem);
  if (r == NV_MVT_INVALID || m == NV_MVT_INVALID || !t->truncstore_action) return NV_OA_EXPAND;
  return (nv_op_action)t->truncstore_action[(size_t)r * NV_MVT_COUNT + m];
}

static nv_op_action nv_target_cc_action(const nv_target *t, unsigned cc, nv_evt vt) {
  nv_mvt m = nv_evt_to_mvt(vt);
  if (m == NV_MVT_INVALID || cc >= NV_CC_SLOTS) return NV_OA_EXPAND;
  return (nv_op_action)t->cc_action[m][cc];
}
