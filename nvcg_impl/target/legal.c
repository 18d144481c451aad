/* legal.c -- the NVPTX legal-type model and action tables (seeds/001):
 *   i1 %p, i16 %rs, i32 %r, i64 %rd, f32 %f, f64 %fd always;
 *   f16 (and bf16) scalars in %h from sm_53 (below: promoted to f32);
 *   v2f16 / v2i16 / v4i8 packed in %hh from sm_53 for loads/stores, with packed
 *   f16x2 arithmetic from sm_70; v2bf16 from sm_80; i128 in %rq from sm_70 when the
 *   PTX version has .b128 (8.3); the packed narrow FP pairs from sm_100.
 * Everything else is transformed by the type legaliser: integers promote to the next
 * legal width (i8 -> i16, i24 -> i32) or expand into halves (i128 where not legal,
 * i256), f128 is softened, vectors split in halves until legal or scalarised. */

static unsigned nv_min_ptx_for_sm(unsigned sm) {
  static const struct { unsigned sm, ptx; } t[] = {
      {20, 10}, {30, 10}, {32, 40}, {35, 31}, {37, 41}, {50, 40}, {52, 41}, {53, 42},
      {60, 50}, {61, 50}, {62, 50}, {70, 60}, {72, 61}, {75, 63}, {80, 70}, {86, 71},
      {87, 74}, {89, 78}, {90, 78}, {100, 86}, {101, 86}, {103, 88}, {120, 87}, {121, 88}};
  unsigned i, best = 10;
  for (i = 0; i < NV_ARRAY_LEN(t); i++)
    if (t[i].sm <= sm) best = NV_MAX(best, t[i].ptx);
  return best;
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
  if (sm >= 53) {
    nv_target_set_legal(t, NV_MVT_F16, NV_RC_H16);
    nv_target_set_legal(t, NV_MVT_BF16, NV_RC_H16);
    nv_target_set_legal(t, NV_MVT_V2F16, NV_RC_H32);
    nv_target_set_legal(t, NV_MVT_V2I16, NV_RC_H32);
    nv_target_set_legal(t, NV_MVT_V4I8, NV_RC_H32);
  }
  if (sm >= 80) nv_target_set_legal(t, NV_MVT_V2BF16, NV_RC_H32);
  if (sm >= 70 && t->ptx >= 83) nv_target_set_legal(t, NV_MVT_I128, NV_RC_B128);
  if (sm >= 100) {
    nv_target_set_legal(t, NV_MVT_E2M1X2, NV_RC_B16);
    nv_target_set_legal(t, NV_MVT_E2M3X2, NV_RC_B16);
    nv_target_set_legal(t, NV_MVT_E3M2X2, NV_RC_B16);
    nv_target_set_legal(t, NV_MVT_UE8M0X2, NV_RC_B16);
  }
  /* The operation-action table is filled by the type/operation legaliser
   * (nv_target_init_actions) once it exists; until then every legal pair is Legal. */
  t->op_action = NULL;
}

static void nv_target_free(nv_target *t) {
  NVCG_FREE(t->op_action);
  t->op_action = NULL;
}

static int nv_target_type_legal(const nv_target *t, nv_evt vt) {
  nv_mvt m = nv_evt_to_mvt(vt);
  return m != NV_MVT_INVALID && t->legal[m];
}

static nv_regclass nv_target_regclass(const nv_target *t, nv_evt vt) {
  nv_mvt m = nv_evt_to_mvt(vt);
  return m != NV_MVT_INVALID && t->legal[m] ? (nv_regclass)t->regclass[m] : NV_RC_NONE;
}

static unsigned nv_pow2_at_least(unsigned x) {
  unsigned p = 1;
  while (p < x) p <<= 1;
  return p;
}

static nv_type_action nv_target_type_action(const nv_target *t, nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt), n = NV_EVT_NELTS(vt);
  if (nv_target_type_legal(t, vt)) return NV_TA_LEGAL;
  if (n) {
    /* a vector: one element -> scalarize; widening helps only when the wider type is
     * legal (v3i8 -> v4i8, v1f16/v3f16 -> ... ); otherwise split until legal */
    if (n == 1) return NV_TA_SCALARIZE_VECTOR;
    if ((n & (n - 1)) != 0) {
      nv_evt w = NV_EVT(sc, nv_pow2_at_least(n));
      if (nv_target_type_legal(t, w)) return NV_TA_WIDEN_VECTOR;
      /* non-power-of-two vectors that cannot widen into a legal type scalarize */
      return NV_TA_SCALARIZE_VECTOR;
    }
    /* two elements scalarize (the half would be a one-element vector); wider
     * power-of-two vectors split in halves */
    return n == 2 ? NV_TA_SCALARIZE_VECTOR : NV_TA_SPLIT_VECTOR;
  }
  if (sc >= 1 && sc <= 128) {
    if (sc < 64 || (sc > 64 && sc < 128 && nv_target_type_legal(t, NV_EVT_INT(128))))
      return NV_TA_PROMOTE_INTEGER;
    if (sc > 64 && sc < 128) return NV_TA_PROMOTE_INTEGER; /* i65..i127 -> i128, then expand */
    return NV_TA_EXPAND_INTEGER;
  }
  switch (sc) {
  case NV_SC_F16: case NV_SC_BF16: return NV_TA_PROMOTE_FLOAT;
  case NV_SC_F128: return NV_TA_SOFTEN_FLOAT;
  default: return NV_TA_SOFTEN_FLOAT;
  }
}

static nv_evt nv_target_type_to_transform(const nv_target *t, nv_evt vt) {
  unsigned sc = NV_EVT_SC(vt), n = NV_EVT_NELTS(vt);
  switch (nv_target_type_action(t, vt)) {
  case NV_TA_LEGAL: return vt;
  case NV_TA_PROMOTE_INTEGER: {
    static const unsigned widths[] = {1, 16, 32, 64, 128};
    unsigned i;
    for (i = 0; i < NV_ARRAY_LEN(widths); i++)
      if (widths[i] > sc && (widths[i] == 128 || nv_target_type_legal(t, NV_EVT_INT(widths[i]))))
        return NV_EVT_INT(widths[i]);
    return NV_EVT_INT(128);
  }
  case NV_TA_EXPAND_INTEGER: return NV_EVT_INT(sc / 2);
  case NV_TA_PROMOTE_FLOAT: return NV_SC_F32;
  case NV_TA_SOFTEN_FLOAT: return NV_EVT_INT(nv_evt_scalar_bits(vt));
  case NV_TA_EXPAND_FLOAT: return NV_SC_F64;
  case NV_TA_SCALARIZE_VECTOR: return NV_EVT(sc, 0);
  case NV_TA_SPLIT_VECTOR: return NV_EVT(sc, n / 2);
  case NV_TA_WIDEN_VECTOR: return NV_EVT(sc, nv_pow2_at_least(n));
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
    else if (a == NV_TA_SOFTEN_FLOAT) {
      /* f128 lives as two i64 */
    }
    vt = next;
  }
  *count = total;
  return vt;
}

static nv_op_action nv_target_op_action(const nv_target *t, unsigned isd, nv_evt vt) {
  nv_mvt m = nv_evt_to_mvt(vt);
  if (m == NV_MVT_INVALID || isd >= NV_ISD_COUNT) return NV_OA_EXPAND;
  if (!t->op_action) return NV_OA_LEGAL;
  return (nv_op_action)t->op_action[(size_t)m * NV_ISD_COUNT + isd];
}
