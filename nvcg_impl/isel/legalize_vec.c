/* legalize_vec.c -- vector type legalisation (seeds/001: SplitVectorResult/Operand,
 * ScalarizeVectorResult/Operand, WidenVector). The only legal vectors on NVPTX are the
 * 32-bit packed pairs and v4i8, so most vectors are taken apart:
 *   split      (power of two, >= 4 lanes): halves, recorded in SplitVectors;
 *   scalarise  (pairs, odd counts, one lane): the lanes, in ScalarizedVectors;
 *   widen      (v3i8, v2i8 -> v4i8): one wider legal vector, in WidenedVectors.
 * Elementwise operations apply to each piece; shuffles, inserts, extracts, concats and
 * bitcasts are rebuilt from lanes. Loads and stores become NVPTX_LOADV/STOREV (ld.v2,
 * ld.v4) when the whole vector is 2 or 4 registers of at most 128 bits and aligned to
 * its size, as LLVM's NVPTX backend does; otherwise they split by halves (a split load
 * keeps the alignment the offset allows, so a misaligned v4f32 ends as four ld.f32) or
 * go lane by lane. */

/* The lanes of a sub-range of v as a vector value (or the lane itself when cnt = 1),
 * reusing split halves and concat operands where the range is one of them. */
static nv_sdval nv_lz_subvec(nv_lz *z, nv_sdval v, unsigned first, unsigned cnt) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned ne = NV_EVT_NELTS(vt), i;
  const nv_sdval *p;
  nv_sdval *elts;
  if (cnt == 1) return nv_lz_elt(z, v, first);
  if (first == 0 && cnt == ne) return v;
  v = nv_lz_remap(z, v);
  if (!nv_target_type_legal(z->t, vt) && nv_lz_is_processed(z, v.n) &&
      nv_target_type_action(z->t, vt) == NV_TA_SPLIT_VECTOR &&
      (p = nv_lz_map_find(z, NV_LZ_SPLIT_VECTORS, v)) != NULL) {
    if (first + cnt <= ne / 2) return nv_lz_subvec(z, p[0], first, cnt);
    if (first >= ne / 2) return nv_lz_subvec(z, p[1], first - ne / 2, cnt);
  }
  if (v.n->op == NV_ISD_CONCAT_VECTORS) {
    unsigned k = NV_EVT_NELTS(nv_sdval_vt(nv_sdop(v.n, 0)));
    if (first / k == (first + cnt - 1) / k) return nv_lz_subvec(z, nv_sdop(v.n, first / k), first % k, cnt);
  }
  elts = NV_NEW_ARRAY(z->d->arena, nv_sdval, cnt);
  for (i = 0; i < cnt; i++) elts[i] = nv_lz_elt(z, v, first + i);
  return nv_lz_node(z, NV_ISD_BUILD_VECTOR, nv_evt_with_elem_count(vt, cnt), elts, cnt);
}

/* Piece j of operand v for a result legalised with action a (result lanes `rne`). */
static nv_sdval nv_lz_piece(nv_lz *z, nv_sdval v, nv_type_action a, unsigned j, unsigned rne, nv_evt rwide) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned ne = NV_EVT_NELTS(vt), i;
  switch (a) {
  case NV_TA_SCALARIZE_VECTOR: return nv_lz_elt(z, v, j);
  case NV_TA_SPLIT_VECTOR:
    if (ne == rne && !nv_target_type_legal(z->t, vt) && nv_target_type_action(z->t, vt) == NV_TA_SPLIT_VECTOR) {
      nv_sdval lo, hi;
      nv_lz_get_split(z, v, &lo, &hi);
      return j ? hi : lo;
    }
    return nv_lz_subvec(z, v, j * (ne / 2), ne / 2);
  default: {
    unsigned wn = NV_EVT_NELTS(rwide);
    nv_evt wt = nv_evt_with_elem_count(vt, wn);
    nv_sdval *elts;
    if (!nv_target_type_legal(z->t, vt) && nv_target_type_action(z->t, vt) == NV_TA_WIDEN_VECTOR &&
        nv_target_type_to_transform(z->t, vt) == wt)
      return nv_lz_get_widened(z, v);
    elts = NV_NEW_ARRAY(z->d->arena, nv_sdval, wn);
    for (i = 0; i < wn; i++) elts[i] = i < ne ? nv_lz_elt(z, v, i) : nv_lz_undef(z, NV_EVT_ELEM(vt));
    return nv_lz_node(z, NV_ISD_BUILD_VECTOR, wt, elts, wn);
  }
  }
}

/* The pieces of a vector result given all its lanes. */
static void nv_lz_pieces_from_lanes(nv_lz *z, nv_evt vt, nv_type_action a, nv_sdval *lanes, nv_sdval *pieces) {
  unsigned ne = NV_EVT_NELTS(vt), i;
  if (a == NV_TA_SCALARIZE_VECTOR) {
    for (i = 0; i < ne; i++) pieces[i] = lanes[i];
  } else if (a == NV_TA_SPLIT_VECTOR) {
    nv_evt ht = nv_evt_with_elem_count(vt, ne / 2);
    pieces[0] = nv_lz_node(z, NV_ISD_BUILD_VECTOR, ht, lanes, ne / 2);
    pieces[1] = nv_lz_node(z, NV_ISD_BUILD_VECTOR, ht, lanes + ne / 2, ne / 2);
  } else {
    nv_evt wt = nv_target_type_to_transform(z->t, vt);
    unsigned wn = NV_EVT_NELTS(wt);
    nv_sdval *w = NV_NEW_ARRAY(z->d->arena, nv_sdval, wn);
    for (i = 0; i < wn; i++) w[i] = i < ne ? lanes[i] : nv_lz_undef(z, NV_EVT_ELEM(vt));
    pieces[0] = nv_lz_node(z, NV_ISD_BUILD_VECTOR, wt, w, wn);
  }
}

static void nv_lz_record_pieces(nv_lz *z, nv_sdval v, nv_type_action a, const nv_sdval *pieces) {
  unsigned ne = NV_EVT_NELTS(nv_sdval_vt(v));
  if (a == NV_TA_SCALARIZE_VECTOR) nv_lz_map_set(z, NV_LZ_SCALARIZED_VECTORS, v, pieces, ne);
  else if (a == NV_TA_SPLIT_VECTOR) nv_lz_map_set(z, NV_LZ_SPLIT_VECTORS, v, pieces, 2);
  else nv_lz_map_set(z, NV_LZ_WIDENED_VECTORS, v, pieces, 1);
}

/* ---- ld.v / st.v ---- */

/* Whether a vector of vt can move as one NVPTX_LOADV/STOREV: returns k (2 or 4) and the
 * register type of each part, else 0. Parts are the legal pieces the type legaliser
 * ends with: scalars (v4f32 -> 4 x f32, v4i8 on sm_50 -> 4 x i16 from .u8) or packed
 * pairs (v8f16 on sm_70 -> 4 x v2f16). */
static unsigned nv_lz_vector_access(nv_lz *z, nv_evt vt, uint32_t align, nv_evt *part, nv_evt *mempart) {
  unsigned k, ne = NV_EVT_NELTS(vt), mb;
  nv_evt et = NV_EVT_ELEM(vt);
  nv_evt p = nv_target_register_type(z->t, vt, &k), m;
  if (k != 2 && k != 4) return 0;
  if (NV_EVT_IS_VECTOR(p)) {
    if (nv_evt_bits(p) != 32 || NV_EVT_NELTS(p) * k != ne) return 0;
    m = p;
  } else {
    if (k != ne) return 0;
    m = et;
    if (p != et && !(NV_EVT_IS_INT(et) && NV_EVT_IS_INT(p) && nv_evt_bits(et) == 8)) return 0;
  }
  mb = nv_evt_bits(m);
  if (mb < 8 || (mb & (mb - 1)) || k * mb > 128 || align < k * mb / 8) return 0;
  *part = p;
  *mempart = m;
  return k;
}

/* ---- results ---- */
static int nv_lz_vector_load(nv_lz *z, nv_sdnode *n, unsigned r, nv_type_action a) {
  nv_evt vt = n->vts[r], et = NV_EVT_ELEM(vt), part, mpart;
  unsigned ne = NV_EVT_NELTS(vt), eb = nv_evt_scalar_bits(vt), i, k;
  const nv_memop *m = n->mem;
  nv_sdval chain = nv_sdop(n, 0), ptr = nv_sdop(n, 1), vals[2];
  nv_sdval *lanes = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
  nv_sdval pieces[2], *outp = pieces;
  if (a == NV_TA_SCALARIZE_VECTOR) outp = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
  vals[0].n = NULL;
  vals[0].r = 0;
  if (m->memvt && m->memvt != vt) return nv_lz_error(z, n, "unsupported: extending vector load");
  if ((k = nv_lz_vector_access(z, vt, m->align, &part, &mpart)) != 0) {
    nv_evt vts[5];
    nv_sdval ops[2], ld;
    nv_memop mm = *m;
    for (i = 0; i < k; i++) vts[i] = part;
    vts[k] = NV_EVT_OTHER;
    ops[0] = chain;
    ops[1] = ptr;
    mm.memvt = vt;
    mm.ext = nv_evt_bits(part) > nv_evt_bits(mpart) ? NV_EXT_ANY : NV_EXT_NONE;
    ld = nv_dag_mem_node(z->d, NV_ISD_NVPTX_LOADV, vts, k + 1, ops, 2, &mm);
    vals[1] = nv_sdval_of(ld.n, k);
    if (NV_EVT_IS_VECTOR(part)) {
      unsigned pn = NV_EVT_NELTS(part);
      if (a == NV_TA_SPLIT_VECTOR) {
        nv_evt ht = nv_evt_with_elem_count(vt, ne / 2);
        for (i = 0; i < 2; i++) {
          if (k == 2) pieces[i] = nv_sdval_of(ld.n, i);
          else {
            nv_sdval c[2];
            c[0] = nv_sdval_of(ld.n, 2 * i);
            c[1] = nv_sdval_of(ld.n, 2 * i + 1);
            pieces[i] = nv_lz_node(z, NV_ISD_CONCAT_VECTORS, ht, c, 2);
          }
        }
      } else {
        for (i = 0; i < ne; i++) lanes[i] = nv_lz_elt(z, nv_sdval_of(ld.n, i / pn), i % pn);
        nv_lz_pieces_from_lanes(z, vt, a, lanes, outp);
      }
    } else {
      for (i = 0; i < ne; i++) lanes[i] = nv_lz_resize(z, NV_ISD_TRUNCATE, et, nv_sdval_of(ld.n, i));
      nv_lz_pieces_from_lanes(z, vt, a, lanes, outp);
    }
  } else if (eb % 8 != 0 || (a == NV_TA_SPLIT_VECTOR && (ne / 2 * eb) % 8 != 0)) {
    /* lanes that are not whole bytes: the vector is one integer in memory */
    nv_evt it = NV_EVT_INT(ne * eb);
    nv_sdval x = nv_lz_load(z, it, chain, ptr, m, it, NV_EXT_NONE, 0);
    vals[1] = nv_lz_chain_of(x);
    for (i = 0; i < ne; i++) {
      nv_sdval s = i ? nv_lz_n2(z, NV_ISD_SRL, it, x, nv_lz_i32(z, i * eb)) : x;
      lanes[i] = nv_lz_bitcast(z, et, nv_lz_resize(z, NV_ISD_TRUNCATE, NV_EVT_INT(eb), s));
    }
    nv_lz_pieces_from_lanes(z, vt, a, lanes, outp);
  } else if (a == NV_TA_SPLIT_VECTOR) {
    nv_evt ht = nv_evt_with_elem_count(vt, ne / 2);
    nv_sdval ch[2];
    pieces[0] = nv_lz_load(z, ht, chain, ptr, m, ht, NV_EXT_NONE, 0);
    pieces[1] = nv_lz_load(z, ht, chain, ptr, m, ht, NV_EXT_NONE, ne / 2 * eb / 8);
    ch[0] = nv_lz_chain_of(pieces[0]);
    ch[1] = nv_lz_chain_of(pieces[1]);
    vals[1] = nv_dag_token_factor(z->d, ch, 2);
  } else {
    nv_sdval *ch = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
    for (i = 0; i < ne; i++) {
      lanes[i] = nv_lz_load(z, et, chain, ptr, m, et, NV_EXT_NONE, (uint64_t)i * eb / 8);
      ch[i] = nv_lz_chain_of(lanes[i]);
    }
    vals[1] = nv_dag_token_factor(z->d, ch, ne);
    nv_lz_pieces_from_lanes(z, vt, a, lanes, outp);
  }
  nv_lz_replace(z, n, vals);
  nv_lz_record_pieces(z, nv_sdval_of(n, r), a, outp);
  return NV_LZ_UPDATED;
}

static int nv_lz_vector_result(nv_lz *z, nv_sdnode *n, unsigned r, nv_type_action a) {
  nv_evt vt = n->vts[r], et = NV_EVT_ELEM(vt);
  unsigned ne = NV_EVT_NELTS(vt), i, j, k, np;
  nv_evt wide = a == NV_TA_WIDEN_VECTOR ? nv_target_type_to_transform(z->t, vt) : vt;
  nv_sdval *pieces, *lanes;
  np = a == NV_TA_SCALARIZE_VECTOR ? ne : a == NV_TA_SPLIT_VECTOR ? 2 : 1;
  pieces = NV_NEW_ARRAY(z->d->arena, nv_sdval, np);
  lanes = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
  switch (n->op) {
  case NV_ISD_LOAD: return nv_lz_vector_load(z, n, r, a);
  case NV_ISD_UNDEF: case NV_ISD_POISON:
    for (i = 0; i < ne; i++) lanes[i] = nv_lz_undef(z, et);
    break;
  case NV_ISD_BUILD_VECTOR:
    for (i = 0; i < ne; i++) lanes[i] = nv_lz_elt(z, nv_sdval_of(n, r), i);
    break;
  case NV_ISD_CONCAT_VECTORS: {
    unsigned kn = NV_EVT_NELTS(nv_sdval_vt(nv_sdop(n, 0)));
    if (a == NV_TA_SPLIT_VECTOR && n->nops == 2) {
      pieces[0] = nv_sdop(n, 0);
      pieces[1] = nv_sdop(n, 1);
      nv_lz_record_pieces(z, nv_sdval_of(n, r), a, pieces);
      return NV_LZ_UPDATED;
    }
    for (i = 0; i < ne; i++) lanes[i] = nv_lz_elt(z, nv_sdop(n, i / kn), i % kn);
    break;
  }
  case NV_ISD_EXTRACT_SUBVECTOR: {
    uint64_t idx = 0;
    nv_sdval_is_const(nv_sdop(n, 1), &idx);
    if (a == NV_TA_SPLIT_VECTOR) {
      pieces[0] = nv_lz_subvec(z, nv_sdop(n, 0), (unsigned)idx, ne / 2);
      pieces[1] = nv_lz_subvec(z, nv_sdop(n, 0), (unsigned)idx + ne / 2, ne / 2);
      nv_lz_record_pieces(z, nv_sdval_of(n, r), a, pieces);
      return NV_LZ_UPDATED;
    }
    for (i = 0; i < ne; i++) lanes[i] = nv_lz_elt(z, nv_sdop(n, 0), (unsigned)idx + i);
    break;
  }
  case NV_ISD_INSERT_SUBVECTOR: {
    uint64_t idx = 0;
    nv_sdval sub = nv_sdop(n, 1);
    unsigned sn = NV_EVT_NELTS(nv_sdval_vt(sub));
    nv_sdval_is_const(nv_sdop(n, 2), &idx);
    for (i = 0; i < ne; i++)
      lanes[i] = i >= idx && i < idx + sn ? nv_lz_elt(z, sub, i - (unsigned)idx) : nv_lz_elt(z, nv_sdop(n, 0), i);
    break;
  }
  case NV_ISD_INSERT_VECTOR_ELT: {
    nv_sdval x = nv_sdop(n, 1), idx = nv_sdop(n, 2);
    uint64_t c;
    if (nv_sdval_vt(x) != et) x = nv_lz_resize(z, NV_ISD_TRUNCATE, et, x);
    for (i = 0; i < ne; i++) {
      nv_sdval e = nv_lz_elt(z, nv_sdop(n, 0), i);
      if (nv_sdval_is_const(idx, &c)) lanes[i] = c == i ? x : e;
      else lanes[i] = nv_lz_select(z, nv_lz_setcc(z, idx, nv_lz_const(z, nv_sdval_vt(idx), i), NV_CC_EQ), x, e);
    }
    break;
  }
  case NV_ISD_VECTOR_SHUFFLE: {
    nv_sdval va = nv_sdop(n, 0), vb = nv_sdop(n, 1);
    unsigned na = NV_EVT_NELTS(nv_sdval_vt(va));
    for (i = 0; i < ne; i++) {
      int32_t mi = n->u.mask[i];
      lanes[i] = mi < 0 ? nv_lz_undef(z, et) : (unsigned)mi < na ? nv_lz_elt(z, va, (unsigned)mi) : nv_lz_elt(z, vb, (unsigned)mi - na);
    }
    break;
  }
  case NV_ISD_SCALAR_TO_VECTOR:
    for (i = 0; i < ne; i++) lanes[i] = i ? nv_lz_undef(z, et) : nv_lz_resize(z, NV_ISD_TRUNCATE, et, nv_sdop(n, 0));
    break;
  case NV_ISD_BITCAST: {
    nv_sdval src = nv_sdop(n, 0);
    nv_evt st = nv_sdval_vt(src);
    unsigned eb = nv_evt_scalar_bits(vt);
    if (NV_EVT_IS_VECTOR(st) && NV_EVT_NELTS(st) == ne) {
      for (i = 0; i < ne; i++) lanes[i] = nv_lz_bitcast(z, et, nv_lz_elt(z, src, i));
    } else {
      nv_sdval x = nv_lz_as_int(z, src);
      nv_evt it = nv_sdval_vt(x);
      for (i = 0; i < ne; i++) {
        nv_sdval s = i ? nv_lz_n2(z, NV_ISD_SRL, it, x, nv_lz_i32(z, i * eb)) : x;
        lanes[i] = nv_lz_bitcast(z, et, nv_lz_resize(z, NV_ISD_TRUNCATE, NV_EVT_INT(eb), s));
      }
    }
    break;
  }
  case NV_ISD_SELECT_CC:
    return nv_lz_rewrite_or_fail(z, n, "legalise");
  default:
    if (!nv_isd_is_elementwise(n->op) || n->nres != 1) return nv_lz_unsupported_value(z, n, vt);
    for (j = 0; j < np; j++) {
      nv_sdval ops[4];
      unsigned op = n->op;
      nv_evt pvt = a == NV_TA_SCALARIZE_VECTOR ? et : a == NV_TA_SPLIT_VECTOR ? nv_evt_with_elem_count(vt, ne / 2) : wide;
      if (op == NV_ISD_VSELECT && a == NV_TA_SCALARIZE_VECTOR) op = NV_ISD_SELECT;
      for (k = 0; k < n->nops && k < 4; k++) {
        nv_sdval o = nv_sdop(n, k);
        nv_evt ot = nv_sdval_vt(o);
        if (o.n->op == NV_ISD_VALUETYPE && NV_EVT_IS_VECTOR(o.n->u.vt)) {
          nv_evt iv = o.n->u.vt;
          ops[k] = nv_dag_valuetype(z->d, a == NV_TA_SCALARIZE_VECTOR ? NV_EVT_ELEM(iv)
                                            : nv_evt_with_elem_count(iv, NV_EVT_NELTS(pvt)));
        } else if (!NV_EVT_IS_VECTOR(ot)) {
          ops[k] = o;
        } else {
          ops[k] = nv_lz_piece(z, o, a, j, ne, wide);
        }
      }
      pieces[j] = nv_lz_node(z, op, pvt, ops, n->nops);
    }
    nv_lz_record_pieces(z, nv_sdval_of(n, r), a, pieces);
    return NV_LZ_UPDATED;
  }
  nv_lz_pieces_from_lanes(z, vt, a, lanes, pieces);
  nv_lz_record_pieces(z, nv_sdval_of(n, r), a, pieces);
  return NV_LZ_UPDATED;
}

/* ---- operands ---- */
static int nv_lz_vector_store(nv_lz *z, nv_sdnode *n) {
  nv_sdval v = nv_sdop(n, 1), chain = nv_sdop(n, 0), ptr = nv_sdop(n, 2), res;
  nv_evt vt = nv_sdval_vt(v), et = NV_EVT_ELEM(vt), part, mpart;
  unsigned ne = NV_EVT_NELTS(vt), eb = nv_evt_scalar_bits(vt), i, k;
  nv_type_action a = nv_target_type_action(z->t, vt);
  const nv_memop *m = n->mem;
  if (m->memvt && m->memvt != vt) return nv_lz_error(z, n, "unsupported: truncating vector store");
  if ((k = nv_lz_vector_access(z, vt, m->align, &part, &mpart)) != 0) {
    nv_sdval ops[6];
    nv_memop mm = *m;
    nv_evt ot = NV_EVT_OTHER;
    unsigned pn = NV_EVT_IS_VECTOR(part) ? NV_EVT_NELTS(part) : 1;
    ops[0] = chain;
    for (i = 0; i < k; i++) ops[1 + i] = nv_lz_subvec(z, v, i * pn, pn);
    ops[1 + k] = ptr;
    mm.memvt = vt;
    mm.ext = 0;
    res = nv_dag_mem_node(z->d, NV_ISD_NVPTX_STOREV, &ot, 1, ops, k + 2, &mm);
  } else if (eb % 8 != 0 || (a == NV_TA_SPLIT_VECTOR && (ne / 2 * eb) % 8 != 0)) {
    nv_sdval x = nv_lz_as_int(z, v);
    res = nv_lz_store(z, chain, x, ptr, m, nv_sdval_vt(x), 0);
  } else if (a == NV_TA_SPLIT_VECTOR) {
    nv_sdval ch[2], lo, hi;
    nv_evt ht = nv_evt_with_elem_count(vt, ne / 2);
    lo = nv_lz_subvec(z, v, 0, ne / 2);
    hi = nv_lz_subvec(z, v, ne / 2, ne / 2);
    ch[0] = nv_lz_store(z, chain, lo, ptr, m, ht, 0);
    ch[1] = nv_lz_store(z, chain, hi, ptr, m, ht, ne / 2 * eb / 8);
    res = nv_dag_token_factor(z->d, ch, 2);
  } else {
    nv_sdval *ch = NV_NEW_ARRAY(z->d->arena, nv_sdval, ne);
    for (i = 0; i < ne; i++) ch[i] = nv_lz_store(z, chain, nv_lz_elt(z, v, i), ptr, m, et, (uint64_t)i * eb / 8);
    res = nv_dag_token_factor(z->d, ch, ne);
  }
  nv_lz_replace1(z, n, res);
  return NV_LZ_REPLACED;
}

static int nv_lz_vector_operand(nv_lz *z, nv_sdnode *n, unsigned i) {
  nv_sdval o = nv_sdop(n, i), res;
  nv_evt ot = nv_sdval_vt(o), vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned ne = NV_EVT_NELTS(ot), k;
  uint64_t idx;
  switch (n->op) {
  case NV_ISD_STORE:
    if (i != 1) break;
    return nv_lz_vector_store(z, n);
  case NV_ISD_EXTRACT_VECTOR_ELT:
    if (i != 0) break;
    if (nv_sdval_is_const(nv_sdop(n, 1), &idx)) {
      res = nv_lz_elt(z, o, (unsigned)idx);
    } else {
      nv_sdval x = nv_sdop(n, 1);
      res = nv_lz_elt(z, o, 0);
      for (k = 1; k < ne; k++)
        res = nv_lz_select(z, nv_lz_setcc(z, x, nv_lz_const(z, nv_sdval_vt(x), k), NV_CC_EQ), nv_lz_elt(z, o, k), res);
    }
    if (nv_sdval_vt(res) != vt) res = nv_lz_resize(z, NV_ISD_ANY_EXTEND, vt, res);
    nv_lz_replace1(z, n, res);
    return NV_LZ_REPLACED;
  case NV_ISD_EXTRACT_SUBVECTOR:
    if (i != 0) break;
    idx = 0;
    nv_sdval_is_const(nv_sdop(n, 1), &idx);
    nv_lz_replace1(z, n, nv_lz_subvec(z, o, (unsigned)idx, NV_EVT_NELTS(vt)));
    return NV_LZ_REPLACED;
  case NV_ISD_CONCAT_VECTORS: case NV_ISD_INSERT_SUBVECTOR: case NV_ISD_VECTOR_SHUFFLE: {
    /* a legal vector built from lanes of illegal ones: rebuild it lane by lane */
    unsigned rn = NV_EVT_NELTS(vt), l;
    nv_sdval *lanes = NV_NEW_ARRAY(z->d->arena, nv_sdval, rn);
    for (l = 0; l < rn; l++) {
      if (n->op == NV_ISD_CONCAT_VECTORS) {
        unsigned kn = NV_EVT_NELTS(nv_sdval_vt(nv_sdop(n, 0)));
        lanes[l] = nv_lz_elt(z, nv_sdop(n, l / kn), l % kn);
      } else if (n->op == NV_ISD_INSERT_SUBVECTOR) {
        unsigned sn = NV_EVT_NELTS(nv_sdval_vt(nv_sdop(n, 1)));
        idx = 0;
        nv_sdval_is_const(nv_sdop(n, 2), &idx);
        lanes[l] = l >= idx && l < idx + sn ? nv_lz_elt(z, nv_sdop(n, 1), l - (unsigned)idx) : nv_lz_elt(z, nv_sdop(n, 0), l);
      } else {
        int32_t mi = n->u.mask[l];
        unsigned na = NV_EVT_NELTS(nv_sdval_vt(nv_sdop(n, 0)));
        lanes[l] = mi < 0 ? nv_lz_undef(z, NV_EVT_ELEM(vt))
                   : (unsigned)mi < na ? nv_lz_elt(z, nv_sdop(n, 0), (unsigned)mi) : nv_lz_elt(z, nv_sdop(n, 1), (unsigned)mi - na);
      }
    }
    nv_lz_replace1(z, n, nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, lanes, rn));
    return NV_LZ_REPLACED;
  }
  case NV_ISD_BITCAST: {
    nv_sdval x = nv_lz_as_int(z, o);
    nv_lz_replace1(z, n, nv_lz_bitcast(z, vt, x));
    return NV_LZ_REPLACED;
  }
  default:
    if (nv_isd_is_elementwise(n->op) && n->nres == 1 && NV_EVT_IS_VECTOR(vt)) {
      nv_lz_replace1(z, n, nv_lz_unroll(z, n));
      return NV_LZ_REPLACED;
    }
    break;
  }
  return nv_lz_unsupported_value(z, n, ot);
}
