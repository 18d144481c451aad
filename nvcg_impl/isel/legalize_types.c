/* legalize_types.c -- the type legaliser (seeds/001, cicc's sub_20019C0 /
 * LLVM's DAGTypeLegalizer): after it every value in the block's DAG has a type PTX
 * has registers for. It runs between the first DAG combine and the operation legaliser.
 *
 * Driver. The DAG is walked in sweeps: each sweep visits the live nodes in topological
 * order, so a node's operands are handled before it. A node whose result type is
 * illegal is handed to the result handler of that type's action (promote, expand,
 * soften, promote-float, scalarise, split, widen), which records what replaces the
 * value in one of the nine maps; a node with legal results but an illegal operand is
 * handed to the operand handler, which builds a legal node and replaces the old one
 * (ReplacedValues). The nodes the handlers build may have illegal types again (a v8f32
 * splits into two v4f32, which split again); they are visited in the next sweep. A
 * sweep that changes nothing ends the fixpoint. A node whose illegal operand was built
 * in the same sweep (a replacement made after the order was taken) waits for the next
 * sweep; a handler that needs the transformed form of a map value not processed yet
 * gets a "bridge" node (ANY_EXTEND, EXTRACT_ELEMENT, ...) that the next sweep resolves,
 * and map values are brought up to date through ReplacedValues when read. So no handler
 * depends on visiting order beyond operands-first. Dead nodes are removed once, at the
 * end: a map may name a node that has no user until a later sweep.
 *
 * Maps are DenseMaps on the integer key id*256+result, hashed 37*k (seeds/001). With
 * enable-legalize-types-checking, PerformExpensiveChecks runs after every sweep: every
 * processed value with an illegal type is in exactly one map, no value with a legal type
 * is in any map but ReplacedValues, and no unprocessed value is in a map. */

static uintptr_t nv_lz_key(nv_sdval v) { return (uintptr_t)v.n->id * 256u + v.r; }

static void nv_lz_map_set(nv_lz *z, nv_lz_map_kind k, nv_sdval v, const nv_sdval *vals, unsigned n) {
  uint32_t at = z->vals.len, i;
  for (i = 0; i < n; i++) nv_vec_push(&z->vals, vals[i]);
  nv_map_put(&z->maps[k], nv_lz_key(v), at);
}

static nv_sdval *nv_lz_map_slot(nv_lz *z, nv_lz_map_kind k, nv_sdval v) {
  uintptr_t at;
  if (!nv_map_get(&z->maps[k], nv_lz_key(v), &at)) return NULL;
  return &z->vals.data[at];
}

/* Follows ReplacedValues: a value replaced by RAUW answers for what replaced it. */
static nv_sdval nv_lz_remap(nv_lz *z, nv_sdval v) {
  unsigned guard = 0;
  const nv_sdval *p;
  while (!z->oplevel && guard++ < 64 && (p = nv_lz_map_slot(z, NV_LZ_REPLACED_VALUES, v)) != NULL) v = *p;
  return v;
}

/* A map entry, its values brought up to date: a value in a map may itself have been
 * replaced since (a bridge resolved in a later sweep), and must not be handed out. */
static const nv_sdval *nv_lz_map_find(nv_lz *z, nv_lz_map_kind k, nv_sdval v) {
  nv_sdval *p = nv_lz_map_slot(z, k, v);
  unsigned n, i;
  if (!p || k == NV_LZ_REPLACED_VALUES) return p;
  n = k == NV_LZ_EXPANDED_INTEGERS || k == NV_LZ_EXPANDED_FLOATS || k == NV_LZ_SPLIT_VECTORS ? 2
      : k == NV_LZ_SCALARIZED_VECTORS ? NV_EVT_NELTS(nv_sdval_vt(v)) : 1;
  for (i = 0; i < n; i++) p[i] = nv_lz_remap(z, p[i]);
  return p;
}

static int nv_lz_is_processed(const nv_lz *z, const nv_sdnode *n) {
  return n->id < z->processed.len && z->processed.data[n->id];
}

static void nv_lz_mark_processed(nv_lz *z, const nv_sdnode *n) {
  if (z->processed.len <= n->id) {
    /* grown to the DAG's id range at once (was one push per missing id) */
    uint32_t len = z->d->next_id > n->id ? z->d->next_id : n->id + 1;
    nv_vec_reserve(&z->processed, len);
    memset(z->processed.data + z->processed.len, 0, len - z->processed.len);
    z->processed.len = len;
  }
  z->processed.data[n->id] = 1;
}

/* A value the getters cannot answer for: processed but in no map. Only a bug gets here;
 * it is reported, never asserted. */
static nv_sdval nv_lz_lost(nv_lz *z, nv_sdval v, const char *map) {
  nv_lz_error(z, v.n, "internal error: type legaliser lost a value (%s expected)", map);
  return nv_lz_undef(z, nv_sdval_vt(v));
}

static nv_sdval nv_lz_get_promoted(nv_lz *z, nv_sdval v) {
  const nv_sdval *p;
  nv_evt pt = nv_target_type_to_transform(z->t, nv_sdval_vt(v));
  v = nv_lz_remap(z, v);
  if (nv_target_type_legal(z->t, nv_sdval_vt(v))) return nv_lz_resize(z, NV_ISD_ANY_EXTEND, pt, v);
  if ((p = nv_lz_map_find(z, NV_LZ_PROMOTED_INTEGERS, v)) != NULL) return *p;
  if (!nv_lz_is_processed(z, v.n)) return nv_lz_n1(z, NV_ISD_ANY_EXTEND, pt, v);
  return nv_lz_lost(z, v, "PromotedIntegers");
}

static void nv_lz_get_expanded(nv_lz *z, nv_sdval v, nv_sdval *lo, nv_sdval *hi) {
  const nv_sdval *p;
  nv_evt h = NV_EVT_INT(nv_evt_bits(nv_sdval_vt(v)) / 2);
  if (!z->oplevel) {
    v = nv_lz_remap(z, v);
    if (!nv_target_type_legal(z->t, nv_sdval_vt(v))) {
      if ((p = nv_lz_map_find(z, NV_LZ_EXPANDED_INTEGERS, v)) != NULL) {
        *lo = p[0];
        *hi = p[1];
        return;
      }
      if (nv_lz_is_processed(z, v.n)) {
        *lo = *hi = nv_lz_lost(z, v, "ExpandedIntegers");
        return;
      }
    }
  }
  /* a legal pair, or a value the next sweep expands */
  if (v.n->op == NV_ISD_BUILD_PAIR) {
    *lo = nv_sdop(v.n, 0);
    *hi = nv_sdop(v.n, 1);
    return;
  }
  *lo = nv_lz_n2(z, NV_ISD_EXTRACT_ELEMENT, h, v, nv_lz_i32(z, 0));
  *hi = nv_lz_n2(z, NV_ISD_EXTRACT_ELEMENT, h, v, nv_lz_i32(z, 1));
}

static nv_sdval nv_lz_get_softened(nv_lz *z, nv_sdval v) {
  const nv_sdval *p;
  nv_evt it = NV_EVT_INT(nv_evt_bits(nv_sdval_vt(v)));
  v = nv_lz_remap(z, v);
  if ((p = nv_lz_map_find(z, NV_LZ_SOFTENED_FLOATS, v)) != NULL) return *p;
  if (!nv_lz_is_processed(z, v.n)) return nv_lz_n1(z, NV_ISD_BITCAST, it, v);
  return nv_lz_lost(z, v, "SoftenedFloats");
}

static nv_sdval nv_lz_get_promoted_fp(nv_lz *z, nv_sdval v) {
  const nv_sdval *p;
  v = nv_lz_remap(z, v);
  if ((p = nv_lz_map_find(z, NV_LZ_PROMOTED_FLOATS, v)) != NULL) return *p;
  if (!nv_lz_is_processed(z, v.n)) return nv_lz_n1(z, NV_ISD_FP_EXTEND, NV_SC_F32, v);
  return nv_lz_lost(z, v, "PromotedFloats");
}

static void nv_lz_get_split(nv_lz *z, nv_sdval v, nv_sdval *lo, nv_sdval *hi) {
  const nv_sdval *p;
  nv_evt vt = nv_sdval_vt(v);
  unsigned n = NV_EVT_NELTS(vt);
  nv_evt ht = nv_evt_with_elem_count(vt, n / 2);
  v = nv_lz_remap(z, v);
  if ((p = nv_lz_map_find(z, NV_LZ_SPLIT_VECTORS, v)) != NULL) {
    *lo = p[0];
    *hi = p[1];
    return;
  }
  if (v.n->op == NV_ISD_CONCAT_VECTORS && v.n->nops == 2) {
    *lo = nv_sdop(v.n, 0);
    *hi = nv_sdop(v.n, 1);
    return;
  }
  if (!nv_lz_is_processed(z, v.n) || nv_target_type_legal(z->t, vt)) {
    *lo = nv_lz_n2(z, NV_ISD_EXTRACT_SUBVECTOR, ht, v, nv_lz_i32(z, 0));
    *hi = nv_lz_n2(z, NV_ISD_EXTRACT_SUBVECTOR, ht, v, nv_lz_i32(z, n / 2));
    return;
  }
  *lo = *hi = nv_lz_lost(z, v, "SplitVectors");
}

static nv_sdval nv_lz_get_widened(nv_lz *z, nv_sdval v) {
  const nv_sdval *p;
  nv_evt wt = nv_target_type_to_transform(z->t, nv_sdval_vt(v));
  v = nv_lz_remap(z, v);
  if ((p = nv_lz_map_find(z, NV_LZ_WIDENED_VECTORS, v)) != NULL) return *p;
  if (!nv_lz_is_processed(z, v.n))
    return nv_lz_n3(z, NV_ISD_INSERT_SUBVECTOR, wt, nv_lz_undef(z, wt), v, nv_lz_i32(z, 0));
  return nv_lz_lost(z, v, "WidenedVectors");
}

static nv_sdval nv_lz_elt(nv_lz *z, nv_sdval v, unsigned i) {
  nv_evt vt = nv_sdval_vt(v), et = NV_EVT_ELEM(vt);
  unsigned n = NV_EVT_NELTS(vt);
  const nv_sdval *p;
  if (!z->oplevel) v = nv_lz_remap(z, v);
  switch (v.n->op) {
  case NV_ISD_BUILD_VECTOR: {
    nv_sdval e = nv_sdop(v.n, i);
    /* integer operands may be wider than the lane */
    return nv_sdval_vt(e) == et ? e : nv_lz_resize(z, NV_ISD_TRUNCATE, et, e);
  }
  case NV_ISD_UNDEF: case NV_ISD_POISON: return nv_lz_undef(z, et);
  case NV_ISD_CONCAT_VECTORS: {
    unsigned k = NV_EVT_NELTS(nv_sdval_vt(nv_sdop(v.n, 0)));
    return nv_lz_elt(z, nv_sdop(v.n, i / k), i % k);
  }
  case NV_ISD_SCALAR_TO_VECTOR:
    return i == 0 ? nv_sdop(v.n, 0) : nv_lz_undef(z, et);
  default: break;
  }
  if (z->oplevel || nv_target_type_legal(z->t, vt) || !nv_lz_is_processed(z, v.n))
    return nv_lz_n2(z, NV_ISD_EXTRACT_VECTOR_ELT, et, v, nv_lz_i32(z, i));
  switch (nv_target_type_action(z->t, vt)) {
  case NV_TA_SCALARIZE_VECTOR: {
    /* only the element asked for is brought up to date: nv_lz_map_find would remap all n,
     * and a vector read element by element would cost n^2 (bug211018.ll: <65536 x float>) */
    nv_sdval *q = nv_lz_map_slot(z, NV_LZ_SCALARIZED_VECTORS, v);
    if (q) return q[i] = nv_lz_remap(z, q[i]);
    break;
  }
  case NV_TA_SPLIT_VECTOR:
    if ((p = nv_lz_map_find(z, NV_LZ_SPLIT_VECTORS, v)) != NULL)
      return i < n / 2 ? nv_lz_elt(z, p[0], i) : nv_lz_elt(z, p[1], i - n / 2);
    break;
  case NV_TA_WIDEN_VECTOR:
    if ((p = nv_lz_map_find(z, NV_LZ_WIDENED_VECTORS, v)) != NULL) return nv_lz_elt(z, p[0], i);
    break;
  default: break;
  }
  return nv_lz_lost(z, v, "a vector map");
}

static nv_sdval nv_lz_as_int(nv_lz *z, nv_sdval v) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned bits = nv_evt_bits(vt), n = NV_EVT_NELTS(vt), i, eb;
  nv_evt it = NV_EVT_INT(bits);
  nv_sdval r;
  if (!NV_EVT_IS_VECTOR(vt)) return NV_EVT_IS_INT(vt) ? v : nv_lz_bitcast(z, it, v);
  if (nv_target_type_legal(z->t, vt)) return nv_lz_bitcast(z, it, v);
  eb = nv_evt_scalar_bits(vt);
  if (n == 2 && eb >= 16) {
    return nv_lz_n2(z, NV_ISD_BUILD_PAIR, it, nv_lz_as_int(z, nv_lz_elt(z, v, 0)),
                    nv_lz_as_int(z, nv_lz_elt(z, v, 1)));
  }
  r = nv_lz_const(z, it, 0);
  for (i = 0; i < n; i++) {
    nv_sdval e = nv_lz_resize(z, NV_ISD_ZERO_EXTEND, it, nv_lz_as_int(z, nv_lz_elt(z, v, i)));
    if (i) e = nv_lz_n2(z, NV_ISD_SHL, it, e, nv_lz_i32(z, i * eb));
    r = i ? nv_lz_n2(z, NV_ISD_OR, it, r, e) : e;
  }
  return r;
}

static nv_sdval nv_lz_int_operand(nv_lz *z, nv_sdval v, unsigned ext, nv_evt *vt_out) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned bits = nv_evt_bits(vt);
  nv_sdval p;
  if (nv_target_type_legal(z->t, vt)) {
    if (vt_out) *vt_out = vt;
    return v;
  }
  p = nv_lz_get_promoted(z, v);
  if (vt_out) *vt_out = nv_sdval_vt(p);
  if (ext == NV_ISD_ZERO_EXTEND) return nv_lz_zext_inreg(z, p, bits);
  if (ext == NV_ISD_SIGN_EXTEND) return nv_lz_sext_inreg(z, p, bits);
  return p;
}

/* ---- same-type rewrites ---- */
/* amt mod bits (a rotate or funnel amount). Amounts wider than 64 bits reduce their
 * two words separately (hi * 2^64 + lo = hi * (2^64 mod bits) + lo, mod bits) so that
 * no division wider than PTX's 64 bits is needed; the result is then an i64. */
static nv_sdval nv_lz_mask_amount(nv_lz *z, nv_sdval amt, unsigned bits) {
  nv_evt at = nv_sdval_vt(amt), i64 = NV_EVT_INT(64);
  unsigned ab = nv_evt_bits(at);
  if ((bits & (bits - 1)) == 0) return nv_lz_n2(z, NV_ISD_AND, at, amt, nv_lz_const(z, at, bits - 1));
  if (ab > 64) {
    nv_sdval lo = nv_lz_n1(z, NV_ISD_TRUNCATE, i64, amt);
    nv_sdval hi = nv_lz_resize(z, NV_ISD_TRUNCATE, i64, nv_lz_n2(z, NV_ISD_SRL, at, amt, nv_lz_i32(z, 64)));
    nv_sdval m = nv_lz_const(z, i64, bits);
    uint64_t w = (~0ull % bits + 1) % bits; /* 2^64 mod bits */
    nv_sdval t = nv_lz_n2(z, NV_ISD_ADD, i64, nv_lz_n2(z, NV_ISD_MUL, i64, nv_lz_n2(z, NV_ISD_UREM, i64, hi, m), nv_lz_const(z, i64, w)),
                          nv_lz_n2(z, NV_ISD_UREM, i64, lo, m));
    return nv_lz_n2(z, NV_ISD_UREM, i64, t, m);
  }
  return nv_lz_n2(z, NV_ISD_UREM, at, amt, nv_lz_const(z, at, bits));
}

/* A rotate or funnel amount that is a constant, looking through the truncations and
 * zero extensions that bring it to i32; mod a power of two the truncation changes
 * nothing (the caller's width divides 2^32). */
static int nv_lz_const_amount(nv_sdval amt, uint64_t *k) {
  unsigned d;
  for (d = 0; d < 4 && (amt.n->op == NV_ISD_TRUNCATE || amt.n->op == NV_ISD_ZERO_EXTEND); d++) amt = nv_sdop(amt.n, 0);
  return nv_evt_bits(nv_sdval_vt(amt)) <= 64 && nv_sdval_is_const(amt, k);
}

static int nv_lz_rewrite(nv_lz *z, nv_sdnode *n, nv_sdval *vals) {
  nv_evt vt = n->vts[0];
  unsigned bits = NV_EVT_IS_INT(vt) ? nv_evt_bits(vt) : 0, cc = 0;
  nv_sdval a, b, c;
  a = n->nops > 0 ? nv_sdop(n, 0) : nv_sdval_of(n, 0);
  b = n->nops > 1 ? nv_sdop(n, 1) : a;
  c = n->nops > 2 ? nv_sdop(n, 2) : a;
  switch (n->op) {
  case NV_ISD_MERGE_VALUES: {
    unsigned r;
    for (r = 0; r < n->nres; r++) vals[r] = nv_sdop(n, r);
    return 1;
  }
  case NV_ISD_FREEZE:
    /* nothing is poison in a register; a frozen undef must still be one value */
    vals[0] = a.n->op == NV_ISD_UNDEF || a.n->op == NV_ISD_POISON
                  ? (NV_EVT_IS_VECTOR(vt) || !NV_EVT_IS_INT(vt) ? nv_lz_bitcast(z, vt, nv_lz_const(z, NV_EVT_INT(nv_evt_bits(vt)), 0))
                                                               : nv_lz_const(z, vt, 0))
                  : a;
    return 1;
  case NV_ISD_POISON: vals[0] = nv_lz_undef(z, vt); return 1;
  case NV_ISD_SMIN: cc = NV_CC_SLT; goto minmax;
  case NV_ISD_SMAX: cc = NV_CC_SGT; goto minmax;
  case NV_ISD_UMIN: cc = NV_CC_ULT; goto minmax;
  case NV_ISD_UMAX: cc = NV_CC_UGT;
  minmax:
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    vals[0] = nv_lz_select(z, nv_lz_setcc(z, a, b, cc), a, b);
    return 1;
  case NV_ISD_ABS:
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    vals[0] = nv_lz_select(z, nv_lz_setcc(z, a, nv_lz_const(z, vt, 0), NV_CC_SLT),
                           nv_lz_n2(z, NV_ISD_SUB, vt, nv_lz_const(z, vt, 0), a), a);
    return 1;
  case NV_ISD_ROTL: case NV_ISD_ROTR: case NV_ISD_FSHL: case NV_ISD_FSHR: {
    int funnel = n->op == NV_ISD_FSHL || n->op == NV_ISD_FSHR;
    int left = n->op == NV_ISD_ROTL || n->op == NV_ISD_FSHL;
    nv_sdval hi = a, lo = funnel ? b : a, amt = funnel ? c : b, s, inv;
    nv_evt at;
    uint64_t k;
    if (NV_EVT_IS_VECTOR(vt) || !bits) return 0;
    if (bits == 1) { /* the amount modulo 1 is 0: a one-bit funnel shift is its first input */
      vals[0] = left ? hi : lo;
      return 1;
    }
    if ((bits & (bits - 1)) == 0 && nv_lz_const_amount(amt, &k)) {
      /* a constant amount needs no masking and no split complementary shift:
       * fshl = (hi << k) | (lo >> (bits-k)), k = amt mod bits (hi itself for 0) */
      k %= bits;
      if (!k) vals[0] = left ? hi : lo;
      else if (left)
        vals[0] = nv_lz_n2(z, NV_ISD_OR, vt, nv_lz_n2(z, NV_ISD_SHL, vt, hi, nv_lz_i32(z, (uint32_t)k)),
                           nv_lz_n2(z, NV_ISD_SRL, vt, lo, nv_lz_i32(z, (uint32_t)(bits - k))));
      else
        vals[0] = nv_lz_n2(z, NV_ISD_OR, vt, nv_lz_n2(z, NV_ISD_SRL, vt, lo, nv_lz_i32(z, (uint32_t)k)),
                           nv_lz_n2(z, NV_ISD_SHL, vt, hi, nv_lz_i32(z, (uint32_t)(bits - k))));
      return 1;
    }
    s = nv_lz_mask_amount(z, amt, bits);
    at = nv_sdval_vt(s);
    inv = nv_lz_n2(z, NV_ISD_SUB, at, nv_lz_const(z, at, bits - 1), s);
    /* hi:lo shifted by s, with the complementary shift split in two so that no shift
     * is by the full width: fshl = (hi << s) | ((lo >> 1) >> (bits-1-s)) */
    if (left)
      vals[0] = nv_lz_n2(z, NV_ISD_OR, vt, nv_lz_n2(z, NV_ISD_SHL, vt, hi, s),
                         nv_lz_n2(z, NV_ISD_SRL, vt, nv_lz_n2(z, NV_ISD_SRL, vt, lo, nv_lz_i32(z, 1)), inv));
    else
      vals[0] = nv_lz_n2(z, NV_ISD_OR, vt, nv_lz_n2(z, NV_ISD_SRL, vt, lo, s),
                         nv_lz_n2(z, NV_ISD_SHL, vt, nv_lz_n2(z, NV_ISD_SHL, vt, hi, nv_lz_i32(z, 1)), inv));
    return 1;
  }
  case NV_ISD_UADDO: case NV_ISD_USUBO: case NV_ISD_SADDO: case NV_ISD_SSUBO: {
    int add = n->op == NV_ISD_UADDO || n->op == NV_ISD_SADDO;
    nv_sdval r = nv_lz_n2(z, add ? NV_ISD_ADD : NV_ISD_SUB, vt, a, b), zero = nv_lz_const(z, vt, 0);
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    vals[0] = r;
    if (n->op == NV_ISD_UADDO) vals[1] = nv_lz_setcc(z, r, a, NV_CC_ULT);
    else if (n->op == NV_ISD_USUBO) vals[1] = nv_lz_setcc(z, a, b, NV_CC_ULT);
    else if (add) /* both operands' signs differ from the sum's */
      vals[1] = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_AND, vt, nv_lz_n2(z, NV_ISD_XOR, vt, a, r), nv_lz_n2(z, NV_ISD_XOR, vt, b, r)), zero, NV_CC_SLT);
    else /* operand signs differ and the difference's differs from the minuend's */
      vals[1] = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_AND, vt, nv_lz_n2(z, NV_ISD_XOR, vt, a, b), nv_lz_n2(z, NV_ISD_XOR, vt, a, r)), zero, NV_CC_SLT);
    return 1;
  }
  case NV_ISD_UMULO: case NV_ISD_SMULO: {
    nv_sdval lo = nv_lz_n2(z, NV_ISD_MUL, vt, a, b);
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    vals[0] = lo;
    if (n->op == NV_ISD_UMULO)
      vals[1] = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_MULHU, vt, a, b), nv_lz_const(z, vt, 0), NV_CC_NE);
    else
      vals[1] = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_MULHS, vt, a, b),
                            nv_lz_n2(z, NV_ISD_SRA, vt, lo, nv_lz_i32(z, bits - 1)), NV_CC_NE);
    return 1;
  }
  case NV_ISD_UADDO_CARRY: case NV_ISD_USUBO_CARRY: {
    nv_sdval cin = nv_lz_n1(z, NV_ISD_ZERO_EXTEND, vt, c), r1, r2, c1, c2;
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    if (n->op == NV_ISD_UADDO_CARRY) {
      r1 = nv_lz_n2(z, NV_ISD_ADD, vt, a, b);
      c1 = nv_lz_setcc(z, r1, a, NV_CC_ULT);
      r2 = nv_lz_n2(z, NV_ISD_ADD, vt, r1, cin);
      c2 = nv_lz_setcc(z, r2, r1, NV_CC_ULT);
    } else {
      r1 = nv_lz_n2(z, NV_ISD_SUB, vt, a, b);
      c1 = nv_lz_setcc(z, a, b, NV_CC_ULT);
      r2 = nv_lz_n2(z, NV_ISD_SUB, vt, r1, cin);
      c2 = nv_lz_setcc(z, r1, cin, NV_CC_ULT);
    }
    vals[0] = r2;
    vals[1] = nv_lz_n2(z, NV_ISD_OR, NV_EVT_INT(1), c1, c2);
    return 1;
  }
  case NV_ISD_UADDSAT: case NV_ISD_USUBSAT: {
    nv_sdval ones = nv_lz_const_s(z, vt, -1), zero = nv_lz_const(z, vt, 0);
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    if (n->op == NV_ISD_UADDSAT) {
      nv_sdval s = nv_lz_n2(z, NV_ISD_ADD, vt, a, b);
      vals[0] = nv_lz_select(z, nv_lz_setcc(z, s, a, NV_CC_ULT), ones, s);
    } else {
      vals[0] = nv_lz_select(z, nv_lz_setcc(z, a, b, NV_CC_ULT), zero, nv_lz_n2(z, NV_ISD_SUB, vt, a, b));
    }
    return 1;
  }
  case NV_ISD_SADDSAT: case NV_ISD_SSUBSAT: {
    int add = n->op == NV_ISD_SADDSAT;
    nv_sdval r = nv_lz_n2(z, add ? NV_ISD_ADD : NV_ISD_SUB, vt, a, b), zero = nv_lz_const(z, vt, 0), ovf;
    nv_u128 maxv = nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits - 1);
    nv_sdval smax = nv_lz_const128(z, vt, maxv), smin = nv_lz_const128(z, vt, nv_u128_not(maxv));
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    if (add)
      ovf = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_AND, vt, nv_lz_n2(z, NV_ISD_XOR, vt, a, r), nv_lz_n2(z, NV_ISD_XOR, vt, b, r)), zero, NV_CC_SLT);
    else
      ovf = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_AND, vt, nv_lz_n2(z, NV_ISD_XOR, vt, a, b), nv_lz_n2(z, NV_ISD_XOR, vt, a, r)), zero, NV_CC_SLT);
    /* on overflow the result saturates towards the side the minuend/first addend is on */
    vals[0] = nv_lz_select(z, ovf, nv_lz_select(z, nv_lz_setcc(z, a, zero, NV_CC_SLT), smin, smax), r);
    return 1;
  }
  case NV_ISD_SMUL_LOHI: case NV_ISD_UMUL_LOHI:
    if (NV_EVT_IS_VECTOR(vt)) return 0;
    vals[0] = nv_lz_n2(z, NV_ISD_MUL, vt, a, b);
    vals[1] = nv_lz_n2(z, n->op == NV_ISD_SMUL_LOHI ? NV_ISD_MULHS : NV_ISD_MULHU, vt, a, b);
    return 1;
  case NV_ISD_CTLZ_ZERO_UNDEF: vals[0] = nv_lz_n1(z, NV_ISD_CTLZ, vt, a); return 1;
  case NV_ISD_CTTZ_ZERO_UNDEF: vals[0] = nv_lz_n1(z, NV_ISD_CTTZ, vt, a); return 1;
  case NV_ISD_SELECT_CC:
    vals[0] = nv_lz_select(z, nv_lz_setcc(z, a, b, nv_sdop(n, 4).n->u.cc), c, nv_sdop(n, 3));
    return 1;
  case NV_ISD_BR_CC: {
    nv_sdval ops[3];
    ops[0] = a;
    ops[1] = nv_lz_setcc(z, c, nv_sdop(n, 3), b.n->u.cc);
    ops[2] = nv_sdop(n, 4);
    vals[0] = nv_dag_node(z->d, NV_ISD_BRCOND, NV_EVT_OTHER, ops, 3);
    return 1;
  }
  case NV_ISD_SETCC: {
    unsigned k = c.n->u.cc;
    if ((k != NV_CC_FALSE && k != NV_CC_TRUE) || NV_EVT_IS_VECTOR(vt)) return 0;
    vals[0] = nv_lz_const(z, vt, k == NV_CC_TRUE);
    return 1;
  }
  case NV_ISD_ATOMIC_CMP_SWAP_WITH_SUCCESS: {
    nv_evt vts[2];
    nv_sdval ops[4], cas;
    unsigned i;
    vts[0] = vt;
    vts[1] = NV_EVT_OTHER;
    for (i = 0; i < 4; i++) ops[i] = nv_sdop(n, i);
    cas = nv_dag_mem_node(z->d, NV_ISD_ATOMIC_CMP_SWAP, vts, 2, ops, 4, n->mem);
    vals[0] = cas;
    vals[1] = nv_lz_setcc(z, cas, ops[2], NV_CC_EQ);
    vals[2] = nv_sdval_of(cas.n, 1);
    return 1;
  }
  case NV_ISD_FSINCOS:
    vals[0] = nv_lz_n1(z, NV_ISD_FSIN, vt, a);
    vals[1] = nv_lz_n1(z, NV_ISD_FCOS, vt, a);
    return 1;
  case NV_ISD_FMAD:
    vals[0] = nv_lz_n2(z, NV_ISD_FADD, vt, nv_lz_n2(z, NV_ISD_FMUL, vt, a, b), c);
    return 1;
  case NV_ISD_SCALAR_TO_VECTOR: {
    unsigned i, ne = NV_EVT_NELTS(vt);
    nv_sdval *ops = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
    ops[0] = a;
    for (i = 1; i < ne; i++) ops[i] = nv_lz_undef(z, NV_EVT_ELEM(vt));
    vals[0] = nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, ops, ne);
    return 1;
  }
  default: return 0;
  }
}

/* ---- elementwise operations (split, scalarised and unrolled lane by lane) ---- */
static int nv_isd_is_elementwise(unsigned op) {
  switch (op) {
  case NV_ISD_ADD: case NV_ISD_SUB: case NV_ISD_MUL: case NV_ISD_SDIV: case NV_ISD_UDIV:
  case NV_ISD_SREM: case NV_ISD_UREM: case NV_ISD_MULHS: case NV_ISD_MULHU:
  case NV_ISD_AND: case NV_ISD_OR: case NV_ISD_XOR: case NV_ISD_SHL: case NV_ISD_SRA:
  case NV_ISD_SRL: case NV_ISD_ROTL: case NV_ISD_ROTR: case NV_ISD_FSHL: case NV_ISD_FSHR:
  case NV_ISD_SMIN: case NV_ISD_SMAX: case NV_ISD_UMIN: case NV_ISD_UMAX: case NV_ISD_ABS:
  case NV_ISD_CTPOP: case NV_ISD_CTLZ: case NV_ISD_CTTZ: case NV_ISD_CTLZ_ZERO_UNDEF:
  case NV_ISD_CTTZ_ZERO_UNDEF: case NV_ISD_BSWAP: case NV_ISD_BITREVERSE:
  case NV_ISD_SADDSAT: case NV_ISD_UADDSAT: case NV_ISD_SSUBSAT: case NV_ISD_USUBSAT:
  case NV_ISD_SIGN_EXTEND_INREG:
  case NV_ISD_FADD: case NV_ISD_FSUB: case NV_ISD_FMUL: case NV_ISD_FDIV: case NV_ISD_FREM:
  case NV_ISD_FMA: case NV_ISD_FMAD: case NV_ISD_FNEG: case NV_ISD_FABS: case NV_ISD_FSQRT:
  case NV_ISD_FMINNUM: case NV_ISD_FMAXNUM: case NV_ISD_FMINIMUM: case NV_ISD_FMAXIMUM:
  case NV_ISD_FCOPYSIGN: case NV_ISD_FFLOOR: case NV_ISD_FCEIL: case NV_ISD_FTRUNC:
  case NV_ISD_FRINT: case NV_ISD_FNEARBYINT: case NV_ISD_FROUND: case NV_ISD_FROUNDEVEN:
  case NV_ISD_FSIN: case NV_ISD_FCOS: case NV_ISD_FEXP2: case NV_ISD_FLOG2:
  case NV_ISD_TRUNCATE: case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND: case NV_ISD_ANY_EXTEND:
  case NV_ISD_FP_ROUND: case NV_ISD_FP_EXTEND: case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT:
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP: case NV_ISD_FREEZE:
  case NV_ISD_SETCC: case NV_ISD_SELECT: case NV_ISD_VSELECT:
    return 1;
  default: return 0;
  }
}

/* Operand k of an elementwise node for lane i: vector operands give their lane, scalar
 * operands (SELECT's condition, a CondCode) pass through, a vector ValueType becomes
 * its element type. */
static nv_sdval nv_lz_lane_operand(nv_lz *z, nv_sdnode *n, unsigned k, unsigned i) {
  nv_sdval o = nv_sdop(n, k);
  nv_evt ot = nv_sdval_vt(o);
  if (o.n->op == NV_ISD_VALUETYPE) return NV_EVT_IS_VECTOR(o.n->u.vt) ? nv_dag_valuetype(z->d, NV_EVT_ELEM(o.n->u.vt)) : o;
  if (!NV_EVT_IS_VECTOR(ot)) return o;
  return nv_lz_elt(z, o, i);
}

static nv_sdval nv_lz_unroll(nv_lz *z, nv_sdnode *n) {
  nv_evt vt = n->vts[0], et = NV_EVT_ELEM(vt);
  unsigned ne = NV_EVT_NELTS(vt), i, k;
  nv_sdval *elts = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
  nv_sdval ops[4];
  for (i = 0; i < ne; i++) {
    unsigned op = n->op == NV_ISD_VSELECT ? (unsigned)NV_ISD_SELECT : n->op;
    for (k = 0; k < n->nops && k < 4; k++) ops[k] = nv_lz_lane_operand(z, n, k, i);
    elts[i] = nv_lz_node(z, op, et, ops, n->nops);
  }
  return nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, elts, ne);
}

/* ---- driver ---- */
static nv_op_action nv_node_action(const nv_target *t, const nv_sdnode *n);

/* Handles one node; returns 1 when it transformed something. */
static int nv_lz_node_types(nv_lz *z, nv_sdnode *n) {
  unsigned r, i;
  int changed = 0;
  /* an illegal operand built in this sweep (a replacement made after the topological
   * order was taken) is not processed yet: come back to n in the next sweep */
  for (i = 0; i < n->nops; i++) {
    nv_sdval o = nv_sdop(n, i);
    if (!nv_target_type_legal(z->t, nv_sdval_vt(o)) && !nv_lz_is_processed(z, o.n)) return 1;
  }
  nv_lz_mark_processed(z, n);
  nv_lz_begin(z, n);
  for (r = 0; r < n->nres; r++) {
    nv_type_action a;
    if (nv_target_type_legal(z->t, n->vts[r])) continue;
    if (n->op == NV_ISD_MERGE_VALUES || n->op == NV_ISD_FREEZE || n->op == NV_ISD_POISON) {
      nv_sdval *vals = NV_NEW_ARRAY(z->d->arena, nv_sdval, n->nres);
      nv_lz_rewrite(z, n, vals);
      nv_lz_replace(z, n, vals);
      return 1;
    }
    a = nv_target_type_action(z->t, n->vts[r]);
    switch (a) {
    case NV_TA_PROMOTE_INTEGER: nv_lz_promote_int_result(z, n, r); break;
    case NV_TA_EXPAND_INTEGER: {
      nv_sdval lo, hi;
      if (nv_lz_expand_int_result(z, n, r, &lo, &hi) == NV_LZ_UPDATED) {
        nv_sdval two[2];
        two[0] = lo;
        two[1] = hi;
        nv_lz_map_set(z, NV_LZ_EXPANDED_INTEGERS, nv_sdval_of(n, r), two, 2);
      }
      break;
    }
    case NV_TA_SOFTEN_FLOAT: nv_lz_soften_result(z, n, r); break;
    case NV_TA_PROMOTE_FLOAT: nv_lz_promote_fp_result(z, n, r); break;
    case NV_TA_SCALARIZE_VECTOR: case NV_TA_SPLIT_VECTOR: case NV_TA_WIDEN_VECTOR:
      nv_lz_vector_result(z, n, r, a);
      break;
    default: nv_lz_error(z, n, "internal error: no type action for an illegal type"); break;
    }
    return 1;
  }
  for (i = 0; i < n->nops && !z->failed; i++) {
    nv_sdval o = nv_sdop(n, i);
    int res;
    if (nv_target_type_legal(z->t, nv_sdval_vt(o))) continue;
    switch (nv_target_type_action(z->t, nv_sdval_vt(o))) {
    case NV_TA_PROMOTE_INTEGER: res = nv_lz_promote_int_operand(z, n, i); break;
    case NV_TA_EXPAND_INTEGER: res = nv_lz_expand_int_operand(z, n, i); break;
    case NV_TA_SOFTEN_FLOAT: res = nv_lz_soften_operand(z, n, i); break;
    case NV_TA_PROMOTE_FLOAT: res = nv_lz_promote_fp_operand(z, n, i); break;
    default: res = nv_lz_vector_operand(z, n, i); break;
    }
    if (res == NV_LZ_REPLACED) return 1;
    if (res == NV_LZ_FAIL) return 1;
    changed = 1;
    i = (unsigned)-1; /* updated in place: look at the operands again */
  }
  if (z->failed) return 1;
  /* a legal vector type whose operation PTX lacks: unroll it here, so that the lanes'
   * operations (often of an illegal element type: i8 of v4i8) are legalised in turn */
  if (n->nres >= 1 && NV_EVT_IS_VECTOR(n->vts[0]) && nv_isd_is_elementwise(n->op) &&
      nv_node_action(z->t, n) == NV_OA_EXPAND) {
    nv_lz_replace1(z, n, nv_lz_unroll(z, n));
    return 1;
  }
  return changed;
}

static int nv_lz_node_types_legal(const nv_lz *z, const nv_sdnode *n) {
  unsigned i;
  for (i = 0; i < n->nres; i++)
    if (!nv_target_type_legal(z->t, n->vts[i])) return 0;
  for (i = 0; i < n->nops; i++)
    if (!nv_target_type_legal(z->t, nv_sdval_vt(nv_sdop(n, i)))) return 0;
  return 1;
}

/* enable-legalize-types-checking: the knob's resolved value, or the options field unit
 * tests set directly. */
static int nv_lz_checking_enabled(const nv_options *o) {
  if (!o) return 0;
  if (o->knobs && o->knobs[NV_KNOB_ENABLE_LEGALIZE_TYPES_CHECKING]) return 1;
  return o->enable_legalize_types_checking != 0;
}

/* One node of a sweep: legal ones are only marked. */
static int nv_lz_visit(nv_lz *z, nv_sdnode *n) {
  nv_dag *d = z->d;
  if (nv_lz_is_processed(z, n) || n->dead) return 0;
  /* a node whose last user was replaced is dead; a new node nothing uses yet (a map
   * value) is visited once something does */
  if (!n->uses && n != d->root.n && n != d->entry.n) return 0;
  if (nv_lz_node_types_legal(z, n) &&
      !(n->nres >= 1 && NV_EVT_IS_VECTOR(n->vts[0]) && nv_isd_is_elementwise(n->op) &&
        nv_node_action(z->t, n) == NV_OA_EXPAND)) {
    nv_lz_mark_processed(z, n);
    return 0;
  }
  return nv_lz_node_types(z, n);
}

static int nv_lz_run_types(nv_lz *z) {
  nv_dag *d = z->d;
  int checking = nv_lz_checking_enabled(z->o);
  unsigned sweep;
  nv_sdnode *n;
  for (sweep = 0; sweep < 100 && !z->failed; sweep++) {
    uint32_t cnt, i;
    nv_sdnode **order = nv_dag_topo_order(d, &cnt);
    int changed = 0;
    for (i = 0; i < cnt && !z->failed; i++) {
      nv_sdnode *mark = d->last, *m;
      changed |= nv_lz_visit(z, order[i]);
      /* the nodes the handler built (and those their handling builds, appended in
       * creation order, which is operands-first among them) are visited now, so that
       * a chain of replacements is legalised in one sweep rather than one per link */
      for (m = mark ? mark->next : d->first; m && !z->failed; m = m->next) changed |= nv_lz_visit(z, m);
    }
    z->sweeps = sweep + 1;
    if (checking && !z->failed && nv_lz_check_maps(z)) z->failed = 1;
    /* No dead-node removal between sweeps: a map may still name a node nothing uses
     * yet (a promoted value whose users the next sweep builds), and removal would
     * unlink it. */
    if (!changed) break;
  }
  nv_dag_remove_dead(d);
  if (z->failed) return 0;
  for (n = d->first; n; n = n->next)
    if (!nv_lz_node_types_legal(z, n))
      return nv_lz_error(z, n, "internal error: type legalisation left an illegal type");
  return 1;
}

static int nv_dag_legalize_types(nv_dag *d, const nv_options *o) {
  nv_lz z;
  int ok;
  const nv_inst *saved_ir = d->cur_ir;
  uint32_t saved_order = d->cur_order;
  nv_lz_init(&z, d, o);
  ok = nv_lz_run_types(&z);
  nv_lz_free(&z);
  d->cur_ir = saved_ir;
  d->cur_order = saved_order;
  return ok;
}

/* ---- PerformExpensiveChecks ---- */
static const char *const nv_lz_map_names[] = {
#define NV_X_NAME(name, str) str,
    NV_LZ_MAPS(NV_X_NAME)
#undef NV_X_NAME
};

static unsigned nv_lz_check_maps(nv_lz *z) {
  unsigned bad = 0, k, r;
  nv_sdnode *n;
  for (n = z->d->first; n; n = n->next) {
    for (r = 0; r < n->nres; r++) {
      nv_sdval v = nv_sdval_of(n, r);
      unsigned mapped = 0, cnt = 0;
      const char *what = NULL;
      for (k = 0; k < NV_LZ_NMAPS; k++)
        if (nv_lz_map_find(z, (nv_lz_map_kind)k, v)) {
          mapped |= 1u << k;
          cnt++;
        }
      if (!nv_lz_is_processed(z, n)) {
        if (mapped) what = "Unprocessed value in a map!";
      } else if (nv_target_type_legal(z->t, n->vts[r])) {
        if (mapped & ~(1u << NV_LZ_REPLACED_VALUES)) what = "Value with legal type was transformed!";
      } else if (!mapped) {
        what = "Processed value not in any map!";
      } else if (cnt > 1) {
        what = "Value in multiple maps!";
      }
      if (!what && (mapped & (1u << NV_LZ_REPLACED_VALUES))) {
        nv_sduse *u;
        for (u = n->uses; u; u = u->next)
          if (u->val.r == r && nv_lz_is_processed(z, u->user) && !u->user->dead) what = "Replaced value still in use!";
      }
      if (what) {
        nv_buf b = NV_BUF_INIT;
        nv_buf_printf(&b, "%s t%u:%u %s : ", what, n->id, r, nv_isd_name(n->op));
        nv_evt_print(&b, n->vts[r]);
        for (k = 0; k < NV_LZ_NMAPS; k++)
          if (mapped >> k & 1) nv_buf_printf(&b, " [%s]", nv_lz_map_names[k]);
        nv_diag(z->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s", b.data);
        nv_buf_free(&b);
        bad++;
      }
    }
  }
  return bad;
}
