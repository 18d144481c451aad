/* legalize_ops.c -- the operation legaliser (seeds/001: cicc's sub_1FFB890 / LLVM's
 * LegalizeDAG). It runs after the type legaliser, when every value has a legal type,
 * and before the second combine and selection. For each node it looks up the action for
 * (operation, type) in the target's tables (target/legal.c) and
 *   Legal   leaves the node for the selector;
 *   Custom  lowers it the NVPTX way (SELECT of i1 as predicate logic, BSWAP as prmt,
 *           CTTZ as brev+clz, bf16 conversions as integer sequences before sm_80/90,
 *           bf16 add as an fma on sm_80, FREM, FROUND, IEEE minimum/maximum, packed
 *           shuffles as prmt, ...), or keeps it when the selector handles it as is;
 *   Expand  rewrites it into legal operations (overflow and saturating arithmetic,
 *           rotates, i128 arithmetic into i64 halves, SELECT_CC, ...);
 *   Promote computes it in a wider type (i16 ctlz in 32 bits, f16 division in f32);
 *   LibCall is an error naming the instruction: PTX has no runtime library.
 * Loads and stores are also split when their memory type is not a power-of-two number
 * of bytes (i24, i3) or their alignment is below their size (PTX requires natural
 * alignment), and every shift amount becomes i32. New nodes are legalised in the
 * following sweep, until a sweep changes nothing. */

/* ---- the action of a node ---- */
static nv_conv_kind nv_conv_kind_of(unsigned op) {
  switch (op) {
  case NV_ISD_TRUNCATE: return NV_CONV_TRUNCATE;
  case NV_ISD_ZERO_EXTEND: return NV_CONV_ZERO_EXTEND;
  case NV_ISD_SIGN_EXTEND: return NV_CONV_SIGN_EXTEND;
  case NV_ISD_ANY_EXTEND: return NV_CONV_ANY_EXTEND;
  case NV_ISD_FP_EXTEND: return NV_CONV_FP_EXTEND;
  case NV_ISD_FP_ROUND: return NV_CONV_FP_ROUND;
  case NV_ISD_FP_TO_SINT: return NV_CONV_FP_TO_SINT;
  case NV_ISD_FP_TO_UINT: return NV_CONV_FP_TO_UINT;
  case NV_ISD_SINT_TO_FP: return NV_CONV_SINT_TO_FP;
  case NV_ISD_UINT_TO_FP: return NV_CONV_UINT_TO_FP;
  case NV_ISD_BITCAST: return NV_CONV_BITCAST;
  default: return NV_CONV_COUNT;
  }
}

static nv_op_action nv_node_action(const nv_target *t, const nv_sdnode *n) {
  nv_evt vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  nv_conv_kind ck = nv_conv_kind_of(n->op);
  nv_op_action a;
  if (ck != NV_CONV_COUNT) return nv_target_conv_action(t, ck, vt, nv_sdval_vt(nv_sdop(n, 0)));
  switch (n->op) {
  case NV_ISD_STORE:
    a = nv_target_op_action(t, n->op, nv_sdval_vt(nv_sdop(n, 1)));
    if (a == NV_OA_LEGAL && n->mem && n->mem->memvt && n->mem->memvt != nv_sdval_vt(nv_sdop(n, 1)))
      a = nv_target_truncstore_action(t, nv_sdval_vt(nv_sdop(n, 1)), n->mem->memvt);
    return a;
  case NV_ISD_LOAD:
    a = nv_target_op_action(t, n->op, vt);
    if (a == NV_OA_LEGAL && n->mem && n->mem->memvt && n->mem->memvt != vt)
      a = nv_target_loadext_action(t, vt, n->mem->memvt);
    return a;
  case NV_ISD_ATOMIC_STORE: return nv_target_op_action(t, n->op, nv_sdval_vt(nv_sdop(n, n->nops - 1)));
  case NV_ISD_SETCC: {
    nv_evt ot = nv_sdval_vt(nv_sdop(n, 0));
    a = nv_target_op_action(t, n->op, ot);
    if (a == NV_OA_LEGAL) a = nv_target_cc_action(t, nv_sdop(n, 2).n->u.cc, ot);
    return a;
  }
  case NV_ISD_EXTRACT_VECTOR_ELT: case NV_ISD_EXTRACT_ELEMENT: case NV_ISD_EXTRACT_SUBVECTOR:
    return nv_target_op_action(t, n->op, nv_sdval_vt(nv_sdop(n, 0)));
  case NV_ISD_SIGN_EXTEND_INREG:
    if (vt == NV_EVT_INT(128)) return NV_OA_EXPAND;
    return nv_target_op_action(t, n->op, nv_sdop(n, 1).n->u.vt);
  case NV_ISD_FCOPYSIGN:
    /* copysign.f32/f64 take one type; a sign from another type goes through the bits */
    if (nv_sdval_vt(nv_sdop(n, 1)) != vt) return NV_OA_CUSTOM;
    return nv_target_op_action(t, n->op, vt);
  default: return nv_target_op_action(t, n->op, vt);
  }
}

/* Custom entries the selector takes as they are. */
static int nv_lz_custom_keeps(const nv_target *t, const nv_sdnode *n) {
  uint64_t idx;
  (void)t;
  switch (n->op) {
  case NV_ISD_FSIN: case NV_ISD_FCOS: case NV_ISD_FEXP2: case NV_ISD_FLOG2:
    return (n->flags & NVCG_FMF_AFN) != 0; /* sin/cos/ex2/lg2.approx.f32 */
  case NV_ISD_EXTRACT_VECTOR_ELT:
    /* a constant lane of a pair: mov.b32 {a, _} */
    return NV_EVT_NELTS(nv_sdval_vt(nv_sdop(n, 0))) == 2 && nv_sdval_is_const(nv_sdop(n, 1), &idx);
  default: return 0;
  }
}

/* Memory nodes: a memory type of a power-of-two number of bytes and natural alignment
 * (PTX faults on misaligned accesses). */
static int nv_mem_shape_ok(const nv_sdnode *n, nv_evt value) {
  nv_evt memvt = n->mem && n->mem->memvt ? n->mem->memvt : value;
  unsigned mb = nv_evt_bits(memvt);
  if (mb < 8 || (mb & (mb - 1))) return 0;
  return n->mem->align >= mb / 8;
}

static int nv_shift_amount_index(unsigned op) {
  switch (op) {
  case NV_ISD_SHL: case NV_ISD_SRA: case NV_ISD_SRL: case NV_ISD_ROTL: case NV_ISD_ROTR: return 1;
  case NV_ISD_FSHL: case NV_ISD_FSHR: return 2;
  default: return -1;
  }
}

/* 0 when n is selectable; else a short reason. */
static const char *nv_node_unselectable(const nv_target *t, const nv_sdnode *n) {
  unsigned i;
  int si;
  nv_op_action a;
  for (i = 0; i < n->nres; i++)
    if (!nv_target_type_legal(t, n->vts[i])) return "illegal result type";
  for (i = 0; i < n->nops; i++)
    if (!nv_target_type_legal(t, nv_sdval_vt(nv_sdop(n, i)))) return "illegal operand type";
  if ((si = nv_shift_amount_index(n->op)) >= 0 && nv_sdval_vt(nv_sdop(n, (unsigned)si)) != NV_EVT_INT(32))
    return "shift amount is not i32";
  if ((n->op == NV_ISD_LOAD && !nv_mem_shape_ok(n, n->vts[0])) ||
      (n->op == NV_ISD_STORE && !nv_mem_shape_ok(n, nv_sdval_vt(nv_sdop(n, 1)))))
    return "memory access of an odd size or below its natural alignment";
  a = nv_node_action(t, n);
  if (a == NV_OA_LEGAL || (a == NV_OA_CUSTOM && nv_lz_custom_keeps(t, n))) return NULL;
  return "operation not legal for its type";
}

static int nv_dag_check_legal(nv_dag *d, nv_diag_sink *diag) {
  uint32_t cnt, i;
  nv_sdnode **order = nv_dag_topo_order(d, &cnt);
  for (i = 0; i < cnt; i++) {
    const char *why = nv_node_unselectable(d->tgt, order[i]);
    if (why) {
      if (diag) {
        nv_buf b = NV_BUF_INIT;
        unsigned r;
        nv_buf_printf(&b, "not selectable (%s): t%u %s :", why, order[i]->id, nv_isd_name(order[i]->op));
        for (r = 0; r < order[i]->nres; r++) {
          nv_buf_putc(&b, ' ');
          nv_evt_print(&b, order[i]->vts[r]);
        }
        nv_diag(diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s", b.data);
        nv_buf_free(&b);
      }
      return 0;
    }
  }
  return 1;
}

/* ---- memory ---- */

/* The value of an integer read from memory in pieces: little-endian pieces combined
 * with shifts and ors in vt (or a BUILD_PAIR of i64 halves for i128). */
static nv_sdval nv_lz_combine_pieces(nv_lz *z, nv_evt vt, nv_sdval *pieces, unsigned np, unsigned pb) {
  unsigned i;
  nv_sdval r;
  if (nv_evt_bits(vt) == 128 && np == 2 && pb == 64) return nv_lz_n2(z, NV_ISD_BUILD_PAIR, vt, pieces[0], pieces[1]);
  r = nv_lz_resize(z, NV_ISD_ZERO_EXTEND, vt, pieces[0]);
  for (i = 1; i < np; i++)
    r = nv_lz_n2(z, NV_ISD_OR, vt, r, nv_lz_n2(z, NV_ISD_SHL, vt, nv_lz_resize(z, NV_ISD_ANY_EXTEND, vt, pieces[i]),
                                                nv_lz_i32(z, i * pb)));
  return r;
}

static nv_evt nv_lz_piece_reg(unsigned pb) { return NV_EVT_INT(pb < 16 ? 16 : pb); }

static int nv_lz_lower_load(nv_lz *z, nv_sdnode *n) {
  nv_evt vt = n->vts[0], memvt = n->mem->memvt ? n->mem->memvt : vt;
  unsigned mb = nv_evt_bits(memvt), ext = n->mem->ext, align = n->mem->align ? n->mem->align : 1;
  nv_sdval chain = nv_sdop(n, 0), ptr = nv_sdop(n, 1), vals[2], res;
  nv_evt it = NV_EVT_INT(nv_evt_bits(vt));
  if (vt == NV_EVT_INT(1)) {
    /* a bool is a byte in memory */
    nv_sdval ld = nv_lz_load(z, NV_EVT_INT(16), chain, ptr, n->mem, NV_EVT_INT(8), NV_EXT_ZEXT, 0);
    vals[0] = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_AND, NV_EVT_INT(16), ld, nv_lz_const(z, NV_EVT_INT(16), 1)),
                          nv_lz_const(z, NV_EVT_INT(16), 0), NV_CC_NE);
    vals[1] = nv_lz_chain_of(ld);
    nv_lz_replace(z, n, vals);
    return 1;
  }
  if (mb % 8) {
    /* i3 in memory is a byte; the bits above are stored as zero but are masked anyway */
    unsigned rb = (mb + 7) / 8 * 8;
    nv_sdval ld = nv_lz_load(z, vt, chain, ptr, n->mem, NV_EVT_INT(rb), (uint8_t)(ext == NV_EXT_SEXT ? (unsigned)NV_EXT_ZEXT : ext), 0);
    res = ld;
    if (ext == NV_EXT_ZEXT) res = nv_lz_zext_inreg(z, ld, mb);
    else if (ext == NV_EXT_SEXT) res = nv_lz_sext_inreg(z, ld, mb);
    vals[0] = res;
    vals[1] = nv_lz_chain_of(ld);
    nv_lz_replace(z, n, vals);
    return 1;
  }
  {
    /* odd byte counts (i24, i48) and misaligned accesses: little-endian pieces of the
     * largest size the alignment allows, narrower at the end when the size is not a
     * multiple; only the last (most significant) piece carries a sign extension */
    unsigned pb = NV_MIN(align * 8, 64u), np = 0, done = 0, i, off;
    unsigned widths[16];
    nv_sdval pieces[16], ch[16], r;
    nv_evt ct = NV_EVT_IS_INT(vt) && !NV_EVT_IS_VECTOR(vt) ? vt : it;
    while (pb > mb) pb >>= 1;
    while (done < mb) {
      unsigned w = pb;
      while (w > mb - done) w >>= 1;
      if (np == 16) return nv_lz_error(z, n, "internal error: load split into too many pieces");
      pieces[np] = nv_lz_load(z, nv_lz_piece_reg(w), chain, ptr, n->mem, NV_EVT_INT(w),
                              done + w == mb && ext == NV_EXT_SEXT ? NV_EXT_SEXT : NV_EXT_ZEXT, done / 8);
      ch[np] = nv_lz_chain_of(pieces[np]);
      widths[np++] = w;
      done += w;
    }
    if (nv_evt_bits(ct) == 128 && np == 2 && widths[0] == 64 && widths[1] == 64) {
      r = nv_lz_combine_pieces(z, ct, pieces, 2, 64);
    } else {
      r = nv_lz_resize(z, np == 1 && ext == NV_EXT_SEXT ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND, ct, pieces[0]);
      for (i = 1, off = widths[0]; i < np; off += widths[i], i++) {
        unsigned eop = i == np - 1 && ext == NV_EXT_SEXT ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND;
        r = nv_lz_n2(z, NV_ISD_OR, ct, r, nv_lz_n2(z, NV_ISD_SHL, ct, nv_lz_resize(z, eop, ct, pieces[i]), nv_lz_i32(z, off)));
      }
    }
    vals[0] = nv_lz_bitcast(z, vt, r);
    vals[1] = nv_dag_token_factor(z->d, ch, np);
    nv_lz_replace(z, n, vals);
    return 1;
  }
}

static int nv_lz_lower_store(nv_lz *z, nv_sdnode *n) {
  nv_sdval v = nv_sdop(n, 1), chain = nv_sdop(n, 0), ptr = nv_sdop(n, 2), res;
  nv_evt vt = nv_sdval_vt(v), memvt = n->mem->memvt ? n->mem->memvt : vt;
  unsigned mb = nv_evt_bits(memvt), align = n->mem->align ? n->mem->align : 1;
  if (vt == NV_EVT_INT(1)) {
    res = nv_lz_store(z, chain, nv_lz_n1(z, NV_ISD_ZERO_EXTEND, NV_EVT_INT(16), v), ptr, n->mem, NV_EVT_INT(8), 0);
    nv_lz_replace1(z, n, res);
    return 1;
  }
  if (mb % 8) {
    /* the unused bits of the byte are stored as zero */
    unsigned rb = (mb + 7) / 8 * 8;
    res = nv_lz_store(z, chain, nv_lz_zext_inreg(z, v, mb), ptr, n->mem, NV_EVT_INT(rb), 0);
    nv_lz_replace1(z, n, res);
    return 1;
  }
  {
    unsigned pb = NV_MIN(align * 8, 64u), done = 0, np = 0;
    nv_sdval x = nv_lz_as_int(z, v), ch[16];
    nv_evt xt = nv_sdval_vt(x);
    while (pb > mb) pb >>= 1;
    while (done < mb) {
      unsigned w = pb;
      nv_sdval piece;
      while (w > mb - done) w >>= 1;
      if (np == 16) return nv_lz_error(z, n, "internal error: store split into too many pieces");
      if (nv_evt_bits(xt) == 128 && w == 64) {
        nv_sdval lo, hi;
        nv_lz_get_expanded(z, x, &lo, &hi);
        piece = done ? hi : lo;
      } else {
        piece = done ? nv_lz_n2(z, NV_ISD_SRL, xt, x, nv_lz_i32(z, done)) : x;
        piece = nv_lz_resize(z, NV_ISD_TRUNCATE, nv_lz_piece_reg(w), piece);
      }
      ch[np++] = nv_lz_store(z, chain, piece, ptr, n->mem, NV_EVT_INT(w), done / 8);
      done += w;
    }
    nv_lz_replace1(z, n, nv_dag_token_factor(z->d, ch, np));
    return 1;
  }
}

/* ---- promotion of an operation to a wider type ---- */
static int nv_lz_op_promote(nv_lz *z, nv_sdnode *n) {
  nv_evt vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  nv_sdval ops[4], res;
  unsigned i, op = n->op;
  if (op == NV_ISD_SETCC) {
    nv_evt ot = nv_sdval_vt(nv_sdop(n, 0));
    if (NV_EVT_IS_FP(ot)) {
      res = nv_lz_n3(z, NV_ISD_SETCC, vt, nv_lz_n1(z, NV_ISD_FP_EXTEND, NV_SC_F32, nv_sdop(n, 0)),
                     nv_lz_n1(z, NV_ISD_FP_EXTEND, NV_SC_F32, nv_sdop(n, 1)), nv_sdop(n, 2));
      nv_lz_replace1(z, n, res);
      return 1;
    }
  }
  if (NV_EVT_IS_FP(vt) && !NV_EVT_IS_VECTOR(vt)) {
    /* f16/bf16 computed in f32: operands of the type extended, the result rounded once */
    for (i = 0; i < n->nops && i < 4; i++) {
      nv_sdval o = nv_sdop(n, i);
      ops[i] = nv_sdval_vt(o) == vt ? nv_lz_n1(z, NV_ISD_FP_EXTEND, NV_SC_F32, o) : o;
    }
    res = nv_lz_node(z, op, NV_SC_F32, ops, n->nops);
    nv_lz_replace1(z, n, nv_lz_n1(z, NV_ISD_FP_ROUND, vt, res));
    return 1;
  }
  if (NV_EVT_IS_INT(vt) && !NV_EVT_IS_VECTOR(vt)) {
    unsigned bits = nv_evt_bits(vt);
    nv_evt pt = bits < 32 ? NV_EVT_INT(32) : NV_EVT_INT(64);
    unsigned pb = nv_evt_bits(pt);
    nv_sdval a = nv_sdop(n, 0);
    switch (op) {
    case NV_ISD_CTLZ: case NV_ISD_CTLZ_ZERO_UNDEF:
      res = nv_lz_n2(z, NV_ISD_SUB, pt, nv_lz_n1(z, NV_ISD_CTLZ, pt, nv_lz_n1(z, NV_ISD_ZERO_EXTEND, pt, a)),
                     nv_lz_const(z, pt, pb - bits));
      break;
    case NV_ISD_CTTZ:
      res = nv_lz_n1(z, NV_ISD_CTTZ, pt, nv_lz_n2(z, NV_ISD_OR, pt, nv_lz_n1(z, NV_ISD_ANY_EXTEND, pt, a),
                                                  nv_lz_const(z, pt, 1ull << bits)));
      break;
    case NV_ISD_CTTZ_ZERO_UNDEF: res = nv_lz_n1(z, NV_ISD_CTTZ, pt, nv_lz_n1(z, NV_ISD_ANY_EXTEND, pt, a)); break;
    case NV_ISD_CTPOP: res = nv_lz_n1(z, NV_ISD_CTPOP, pt, nv_lz_n1(z, NV_ISD_ZERO_EXTEND, pt, a)); break;
    case NV_ISD_BITREVERSE: case NV_ISD_BSWAP:
      res = nv_lz_n2(z, NV_ISD_SRL, pt, nv_lz_n1(z, op, pt, nv_lz_n1(z, NV_ISD_ANY_EXTEND, pt, a)),
                     nv_lz_i32(z, pb - bits));
      break;
    default: return nv_lz_error(z, n, "cannot promote %s", nv_isd_name(op));
    }
    nv_lz_replace1(z, n, nv_lz_n1(z, NV_ISD_TRUNCATE, vt, res));
    return 1;
  }
  return nv_lz_error(z, n, "cannot promote %s", nv_isd_name(op));
}

/* ---- custom lowering ---- */
static nv_sdval nv_lz_prmt(nv_lz *z, nv_sdval a, nv_sdval b, uint32_t sel) {
  nv_evt i32 = NV_EVT_INT(32);
  return nv_lz_n3(z, NV_ISD_NVPTX_PRMT, i32, a, b, nv_lz_i32(z, sel));
}

static nv_sdval nv_lz_bswap(nv_lz *z, nv_sdval x) {
  nv_evt vt = nv_sdval_vt(x), i32 = NV_EVT_INT(32);
  switch (nv_evt_bits(vt)) {
  case 16:
    return nv_lz_n1(z, NV_ISD_TRUNCATE, vt, nv_lz_prmt(z, nv_lz_n1(z, NV_ISD_ANY_EXTEND, i32, x), nv_lz_i32(z, 0), 0x0001));
  case 32: return nv_lz_prmt(z, x, nv_lz_i32(z, 0), 0x0123);
  default: {
    nv_sdval lo = nv_lz_n1(z, NV_ISD_TRUNCATE, i32, x);
    nv_sdval hi = nv_lz_n1(z, NV_ISD_TRUNCATE, i32, nv_lz_n2(z, NV_ISD_SRL, vt, x, nv_lz_i32(z, 32)));
    return nv_lz_n2(z, NV_ISD_BUILD_PAIR, vt, nv_lz_bswap(z, hi), nv_lz_bswap(z, lo));
  }
  }
}

/* The byte selector of a packed shuffle: result lane i takes lane mask[i] of {a, b}. */
static uint32_t nv_lz_prmt_selector(const int32_t *mask, unsigned ne) {
  unsigned lb = 4 / ne, i, k;
  uint32_t sel = 0;
  for (i = 0; i < ne; i++) {
    unsigned m = mask[i] < 0 ? 0 : (unsigned)mask[i];
    for (k = 0; k < lb; k++) sel |= (uint32_t)((m * lb + k) & 7) << (4 * (i * lb + k));
  }
  return sel;
}

/* A lane of a legal packed vector, as its register type (i16 for a byte lane). */
static nv_sdval nv_lz_packed_lane(nv_lz *z, nv_sdval v, unsigned i) {
  nv_evt vt = nv_sdval_vt(v), et = NV_EVT_ELEM(vt);
  if (nv_evt_scalar_bits(vt) == 8) {
    nv_evt i32 = NV_EVT_INT(32);
    nv_sdval w = nv_lz_n3(z, NV_ISD_NVPTX_BFE, i32, nv_lz_bitcast(z, i32, v), nv_lz_i32(z, 8 * i), nv_lz_i32(z, 8));
    return nv_lz_n1(z, NV_ISD_TRUNCATE, NV_EVT_INT(16), w);
  }
  return nv_lz_n2(z, NV_ISD_EXTRACT_VECTOR_ELT, et, v, nv_lz_i32(z, i));
}

/* A packed vector from its lanes. Pairs are a BUILD_VECTOR (mov.b32 {a, b}); four
 * bytes are two byte-pair prmts and a prmt of the pairs, or one constant. */
static nv_sdval nv_lz_build_packed(nv_lz *z, nv_evt vt, const nv_sdval *lanes) {
  unsigned ne = NV_EVT_NELTS(vt), i;
  nv_evt i32 = NV_EVT_INT(32);
  nv_sdval w[4], lo, hi;
  uint64_t k, all = 0;
  int constant = 1;
  if (nv_evt_scalar_bits(vt) != 8) return nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, lanes, ne);
  for (i = 0; i < 4; i++) {
    if (lanes[i].n->op == NV_ISD_UNDEF) continue;
    if (!nv_sdval_is_const(lanes[i], &k)) constant = 0;
    else all |= (k & 0xff) << (8 * i);
  }
  if (constant) return nv_lz_bitcast(z, vt, nv_lz_i32(z, (uint32_t)all));
  for (i = 0; i < 4; i++)
    w[i] = lanes[i].n->op == NV_ISD_UNDEF ? nv_lz_undef(z, i32) : nv_lz_resize(z, NV_ISD_ANY_EXTEND, i32, lanes[i]);
  lo = nv_lz_prmt(z, w[0], w[1], 0x3340); /* bytes a0 b0 in the low half */
  hi = nv_lz_prmt(z, w[2], w[3], 0x3340);
  return nv_lz_bitcast(z, vt, nv_lz_prmt(z, lo, hi, 0x5410));
}

static int nv_lz_fp_unsupported_libcall(nv_lz *z, nv_sdnode *n) {
  nv_buf b = NV_BUF_INIT;
  nv_evt_print(&b, n->nres ? n->vts[0] : NV_EVT_OTHER);
  nv_lz_error(z, n, "unsupported: %s on %s needs a library call and NVPTX has no runtime library%s", nv_isd_name(n->op),
              b.data, n->op >= NV_ISD_FSIN && n->op <= NV_ISD_FLOG2 ? " (for f32, the afn fast-math flag selects the approximate instruction)" : "");
  nv_buf_free(&b);
  return 0;
}

/* Returns 1 when n was replaced, 0 on error; *keep = 1 when the selector takes n. */
static int nv_lz_op_custom(nv_lz *z, nv_sdnode *n, int *keep) {
  nv_evt vt = n->nres ? n->vts[0] : NV_EVT_OTHER, i1 = NV_EVT_INT(1);
  unsigned op = n->op, i;
  nv_sdval a, b, res;
  nv_sdval *vals;
  a = n->nops > 0 ? nv_sdop(n, 0) : nv_sdval_of(n, 0);
  b = n->nops > 1 ? nv_sdop(n, 1) : a;
  *keep = 0;
  if (nv_lz_custom_keeps(z->t, n)) {
    *keep = 1;
    return 1;
  }
  switch (op) {
  case NV_ISD_POISON: case NV_ISD_FREEZE: case NV_ISD_MERGE_VALUES: case NV_ISD_SCALAR_TO_VECTOR:
    vals = NV_NEW_ARRAY(z->d->arena, nv_sdval, n->nres);
    if (!nv_lz_rewrite(z, n, vals)) break;
    nv_lz_replace(z, n, vals);
    return 1;
  case NV_ISD_LOAD: return nv_lz_lower_load(z, n);
  case NV_ISD_STORE: return nv_lz_lower_store(z, n);
  case NV_ISD_CONSTANT: {
    nv_evt h = NV_EVT_INT(64);
    res = nv_lz_n2(z, NV_ISD_BUILD_PAIR, vt, nv_lz_const(z, h, n->u.c.lo), nv_lz_const(z, h, n->u.c.hi));
    break;
  }
  case NV_ISD_SELECT:
    /* (c & t) | (!c & f): predicates have no selp */
    res = nv_lz_n2(z, NV_ISD_OR, i1, nv_lz_n2(z, NV_ISD_AND, i1, a, b),
                   nv_lz_n2(z, NV_ISD_AND, i1, nv_lz_n2(z, NV_ISD_XOR, i1, a, nv_lz_const(z, i1, 1)), nv_sdop(n, 2)));
    break;
  case NV_ISD_ADD: case NV_ISD_SUB: res = nv_lz_n2(z, NV_ISD_XOR, i1, a, b); break;
  case NV_ISD_MUL: case NV_ISD_SMAX: case NV_ISD_UMIN: res = nv_lz_n2(z, NV_ISD_AND, i1, a, b); break;
  case NV_ISD_SMIN: case NV_ISD_UMAX: res = nv_lz_n2(z, NV_ISD_OR, i1, a, b); break; /* true is -1 */
  case NV_ISD_SDIV: case NV_ISD_UDIV: case NV_ISD_SHL: case NV_ISD_SRA: case NV_ISD_SRL: case NV_ISD_ABS:
    res = a; /* the divisor/shift must be 1/0 or the result is undefined */
    break;
  case NV_ISD_SREM: case NV_ISD_UREM: case NV_ISD_MULHS: case NV_ISD_MULHU: res = nv_lz_const(z, i1, 0); break;
  /* one bit: it is its own population count and reversal, and has a leading/trailing
   * zero exactly when it is 0 (the zero-undef forms may say the same) */
  case NV_ISD_CTPOP: case NV_ISD_BITREVERSE: res = a; break;
  case NV_ISD_CTLZ: res = nv_lz_n2(z, NV_ISD_XOR, i1, a, nv_lz_const(z, i1, 1)); break;
  case NV_ISD_SETCC: {
    unsigned cc = nv_sdop(n, 2).n->u.cc;
    nv_evt ot = nv_sdval_vt(a);
    if (ot == i1) {
      if (cc == NV_CC_EQ) res = nv_lz_n2(z, NV_ISD_XOR, i1, nv_lz_n2(z, NV_ISD_XOR, i1, a, b), nv_lz_const(z, i1, 1));
      else if (cc == NV_CC_NE) res = nv_lz_n2(z, NV_ISD_XOR, i1, a, b);
      else {
        unsigned ext = nv_cc_is_signed(cc) ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND;
        res = nv_lz_setcc(z, nv_lz_n1(z, ext, NV_EVT_INT(16), a), nv_lz_n1(z, ext, NV_EVT_INT(16), b), cc);
      }
      break;
    }
    goto unsupported;
  }
  case NV_ISD_CTTZ: case NV_ISD_CTTZ_ZERO_UNDEF:
    if (vt == i1) res = nv_lz_n2(z, NV_ISD_XOR, i1, a, nv_lz_const(z, i1, 1));
    else res = nv_lz_n1(z, NV_ISD_CTLZ, vt, nv_lz_n1(z, NV_ISD_BITREVERSE, vt, a));
    break;
  case NV_ISD_CTLZ_ZERO_UNDEF: res = nv_lz_n1(z, NV_ISD_CTLZ, vt, a); break; /* i1: then as CTLZ */
  case NV_ISD_BSWAP: res = nv_lz_bswap(z, a); break;
  case NV_ISD_TRUNCATE: /* to i1: the low bit */
    res = nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_AND, nv_sdval_vt(a), a, nv_lz_const(z, nv_sdval_vt(a), 1)),
                      nv_lz_const(z, nv_sdval_vt(a), 0), NV_CC_NE);
    break;
  case NV_ISD_FP_EXTEND: { /* from bf16 */
    nv_evt st = nv_sdval_vt(a);
    if (NV_EVT_SC(st) != NV_SC_BF16) goto unsupported;
    if (nv_target_conv_action(z->t, NV_CONV_FP_EXTEND, NV_SC_F32, st) == NV_OA_LEGAL) res = nv_lz_n1(z, op, NV_SC_F32, a);
    else res = nv_lz_bf16_bits_to_f32(z, nv_lz_bitcast(z, NV_EVT_INT(16), a));
    if (vt != NV_SC_F32) res = nv_lz_n1(z, NV_ISD_FP_EXTEND, vt, res);
    break;
  }
  case NV_ISD_FP_ROUND: { /* to bf16 */
    nv_evt st = nv_sdval_vt(a);
    nv_sdval x = a;
    if (NV_EVT_SC(vt) != NV_SC_BF16) goto unsupported;
    if (NV_EVT_SC(st) == NV_SC_F64) x = nv_lz_f64_to_f32_odd(z, a);
    if (nv_target_conv_action(z->t, NV_CONV_FP_ROUND, vt, NV_SC_F32) == NV_OA_LEGAL) res = nv_lz_n1(z, op, vt, x);
    else res = nv_lz_bitcast(z, vt, nv_lz_f32_to_bf16_bits(z, x));
    break;
  }
  case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT: {
    nv_evt st = nv_sdval_vt(a);
    nv_sdval x = NV_EVT_SC(st) == NV_SC_BF16 ? nv_lz_n1(z, NV_ISD_FP_EXTEND, NV_SC_F32, a) : a;
    if (vt == i1) res = nv_lz_setcc(z, nv_lz_n1(z, op, NV_EVT_INT(32), x), nv_lz_i32(z, 0), NV_CC_NE);
    else res = nv_lz_n1(z, op, vt, x);
    break;
  }
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP: {
    nv_evt st = nv_sdval_vt(a);
    if (st == i1) {
      double one = op == NV_ISD_SINT_TO_FP ? -1.0 : 1.0; /* a true i1 is -1 when signed */
      res = nv_lz_select(z, a, nv_lz_fpconst(z, vt, one), nv_lz_fpconst(z, vt, 0.0));
    } else {
      /* to bf16 with one rounding: into f32 (i16, i32) or f64 (i64), then to bf16. An
       * i32 past 2^24 or an i64 past 2^53 is not exact there and would be rounded twice
       * (LLVM goes through f32 and does so), so its low k bits (9 or 12: what the float's
       * precision cannot hold of the widest value) are first jammed into one sticky bit
       * at 2^(k-1). The value becomes exact in the float and, as every bf16 value and
       * rounding midpoint from 2^(k+8) up is a multiple of 2^k, it stays strictly between
       * the same two such multiples, so it rounds as the original does. */
      unsigned bits = nv_evt_bits(st), prec = bits <= 32 ? 24 : 53, k = bits - prec + 1;
      nv_evt ft = bits <= 32 ? (nv_evt)NV_SC_F32 : (nv_evt)NV_SC_F64;
      if (bits > prec) {
        uint64_t m = (1ull << k) - 1;
        nv_sdval lo = nv_lz_n2(z, NV_ISD_AND, st, a, nv_lz_const(z, st, m));
        /* lo + m carries into bit k exactly when lo != 0 */
        nv_sdval sticky = nv_lz_n2(z, NV_ISD_AND, st,
                                   nv_lz_n2(z, NV_ISD_SRL, st, nv_lz_n2(z, NV_ISD_ADD, st, lo, nv_lz_const(z, st, m)),
                                            nv_lz_i32(z, 1)),
                                   nv_lz_const(z, st, 1ull << (k - 1)));
        nv_sdval jam = nv_lz_n2(z, NV_ISD_OR, st, nv_lz_n2(z, NV_ISD_AND, st, a, nv_lz_const(z, st, ~m)), sticky);
        nv_sdval big = op == NV_ISD_SINT_TO_FP
                           ? nv_lz_setcc(z, nv_lz_n2(z, NV_ISD_ADD, st, a, nv_lz_const(z, st, 1ull << prec)),
                                         nv_lz_const(z, st, 1ull << (prec + 1)), NV_CC_UGT)
                           : nv_lz_setcc(z, a, nv_lz_const(z, st, 1ull << prec), NV_CC_UGT);
        a = nv_lz_select(z, big, jam, a);
      }
      res = nv_lz_n1(z, NV_ISD_FP_ROUND, vt, nv_lz_n1(z, op, ft, a));
    }
    break;
  }
  case NV_ISD_FROUND: res = nv_lz_fround(z, a); break;
  case NV_ISD_FMINIMUM: case NV_ISD_FMAXIMUM: res = nv_lz_fminmax_ieee(z, op, a, b); break;
  case NV_ISD_FREM:
    if (NV_EVT_SC(vt) == NV_SC_F32) {
      res = nv_lz_frem_f32(z, a, b);
      break;
    }
    return nv_lz_error(z, n, "unsupported: frem on f64 (no exact inline expansion; use fmod from libdevice)");
  case NV_ISD_FSIN: case NV_ISD_FCOS: case NV_ISD_FEXP2: case NV_ISD_FLOG2:
    return nv_lz_fp_unsupported_libcall(z, n);
  case NV_ISD_FNEG: case NV_ISD_FABS: {
    unsigned bits = nv_evt_bits(vt);
    nv_evt it = NV_EVT_INT(bits);
    nv_u128 sign = nv_u128_shl(nv_u128_make(1, 0), bits - 1);
    res = nv_lz_bitcast(z, vt, nv_lz_n2(z, op == NV_ISD_FNEG ? NV_ISD_XOR : NV_ISD_AND, it, nv_lz_bitcast(z, it, a),
                                        nv_lz_const128(z, it, op == NV_ISD_FNEG ? sign : nv_u128_not(sign))));
    break;
  }
  case NV_ISD_FCOPYSIGN: res = nv_lz_fcopysign_bits(z, a, b); break;
  case NV_ISD_FADD: case NV_ISD_FSUB: case NV_ISD_FMUL: {
    /* bf16 on sm_80: fma.rn.bf16 is the only rounding bf16 instruction; a+b = fma(a,1,b),
     * a-b = fma(b,-1,a), a*b = fma(a,b,-0) (exact: one rounding each) */
    nv_evt et = NV_EVT_ELEM(vt);
    nv_sdval c1, cm1, cz;
    if (NV_EVT_SC(vt) != NV_SC_BF16) goto unsupported;
    c1 = nv_lz_fpconst(z, et, 1.0);
    cm1 = nv_lz_fpconst(z, et, -1.0);
    cz = nv_lz_fpconst(z, et, -0.0);
    if (NV_EVT_IS_VECTOR(vt)) {
      nv_sdval two[2];
      two[0] = two[1] = c1;
      c1 = nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, two, 2);
      two[0] = two[1] = cm1;
      cm1 = nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, two, 2);
      two[0] = two[1] = cz;
      cz = nv_lz_node(z, NV_ISD_BUILD_VECTOR, vt, two, 2);
    }
    if (op == NV_ISD_FADD) res = nv_lz_n3(z, NV_ISD_FMA, vt, a, c1, b);
    else if (op == NV_ISD_FSUB) res = nv_lz_n3(z, NV_ISD_FMA, vt, b, cm1, a);
    else res = nv_lz_n3(z, NV_ISD_FMA, vt, a, b, cz);
    break;
  }
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    nv_evt vecvt = nv_sdval_vt(a);
    uint64_t idx;
    if (NV_EVT_IS_VECTOR(vecvt) && nv_evt_scalar_bits(vecvt) == 8) {
      nv_evt i32 = NV_EVT_INT(32);
      nv_sdval start = nv_sdval_is_const(b, &idx) ? nv_lz_i32(z, 8 * (uint32_t)idx)
                                                  : nv_lz_n2(z, NV_ISD_SHL, i32, nv_lz_resize(z, NV_ISD_ZERO_EXTEND, i32, b), nv_lz_i32(z, 3));
      res = nv_lz_resize(z, NV_ISD_TRUNCATE, vt, nv_lz_n3(z, NV_ISD_NVPTX_BFE, i32, nv_lz_bitcast(z, i32, a), start, nv_lz_i32(z, 8)));
    } else {
      nv_sdval l0 = nv_lz_packed_lane(z, a, 0), l1 = nv_lz_packed_lane(z, a, 1);
      res = nv_lz_select(z, nv_lz_setcc(z, b, nv_lz_const(z, nv_sdval_vt(b), 0), NV_CC_EQ), l0, l1);
    }
    break;
  }
  case NV_ISD_INSERT_VECTOR_ELT: {
    unsigned ne = NV_EVT_NELTS(vt);
    nv_sdval lanes[4], idx = nv_sdop(n, 2);
    uint64_t c;
    for (i = 0; i < ne; i++) {
      nv_sdval l = nv_lz_packed_lane(z, a, i);
      nv_sdval x = nv_lz_resize(z, NV_ISD_ANY_EXTEND, nv_sdval_vt(l), b);
      if (nv_sdval_is_const(idx, &c)) lanes[i] = c == i ? x : l;
      else lanes[i] = nv_lz_select(z, nv_lz_setcc(z, idx, nv_lz_const(z, nv_sdval_vt(idx), i), NV_CC_EQ), x, l);
    }
    res = nv_lz_build_packed(z, vt, lanes);
    break;
  }
  case NV_ISD_BUILD_VECTOR: {
    nv_sdval lanes[4];
    for (i = 0; i < n->nops && i < 4; i++) lanes[i] = nv_sdop(n, i);
    res = nv_lz_build_packed(z, vt, lanes);
    break;
  }
  case NV_ISD_VECTOR_SHUFFLE: {
    nv_evt i32 = NV_EVT_INT(32);
    res = nv_lz_bitcast(z, vt, nv_lz_prmt(z, nv_lz_bitcast(z, i32, a), nv_lz_bitcast(z, i32, b),
                                          nv_lz_prmt_selector(n->u.mask, NV_EVT_NELTS(vt))));
    break;
  }
  case NV_ISD_ATOMIC_LOAD_SUB: {
    nv_sdval ops[3];
    nv_evt vts[2];
    nv_sdval vals2[2], at;
    ops[0] = a;
    ops[1] = b;
    ops[2] = nv_lz_n2(z, NV_ISD_SUB, vt, nv_lz_const(z, vt, 0), nv_sdop(n, 2));
    vts[0] = vt;
    vts[1] = NV_EVT_OTHER;
    at = nv_dag_mem_node(z->d, NV_ISD_ATOMIC_LOAD_ADD, vts, 2, ops, 3, n->mem);
    vals2[0] = at;
    vals2[1] = nv_sdval_of(at.n, 1);
    nv_lz_replace(z, n, vals2);
    return 1;
  }
  default: goto unsupported;
  }
  if (res.n == n) goto unsupported;
  nv_lz_replace1(z, n, res);
  return 1;
unsupported:
  return nv_lz_error(z, n, "internal error: no custom lowering of %s", nv_isd_name(op));
}

/* Expand: same-type rewrites, i128 into halves, SIGN_EXTEND_INREG into shifts, FP
 * condition codes into the ones setp has. */
static int nv_lz_op_expand(nv_lz *z, nv_sdnode *n) {
  nv_evt vt = n->nres ? n->vts[0] : NV_EVT_OTHER;
  unsigned op = n->op, i;
  nv_sdval *vals;
  if (op == NV_ISD_SIGN_EXTEND_INREG && vt != NV_EVT_INT(128)) {
    unsigned bits = nv_evt_bits(vt), ib = nv_evt_bits(nv_sdop(n, 1).n->u.vt);
    nv_sdval s = nv_lz_i32(z, bits - ib);
    nv_lz_replace1(z, n, nv_lz_n2(z, NV_ISD_SRA, vt, nv_lz_n2(z, NV_ISD_SHL, vt, nv_sdop(n, 0), s), s));
    return 1;
  }
  if (op == NV_ISD_SETCC) {
    nv_evt ot = nv_sdval_vt(nv_sdop(n, 0));
    unsigned cc = nv_sdop(n, 2).n->u.cc, ncc = cc;
    if (NV_EVT_IS_FP(ot) && cc >= NV_CC_EQ) {
      /* integer-style codes on FP do not care about NaN: take setp's ordered forms,
       * unordered for NE (LLVM's SETNE is true for NaN) */
      static const uint8_t map[] = {NV_CC_OEQ, NV_CC_UNE, NV_CC_OGT, NV_CC_OGE, NV_CC_OLT, NV_CC_OLE};
      ncc = map[cc - NV_CC_EQ];
    }
    if (ncc != cc) {
      nv_lz_replace1(z, n, nv_lz_setcc(z, nv_sdop(n, 0), nv_sdop(n, 1), ncc));
      return 1;
    }
    if (nv_evt_bits(ot) == 128 && NV_EVT_IS_INT(ot)) return nv_lz_expand_int_operand(z, n, 0) == NV_LZ_REPLACED;
  }
  vals = NV_NEW_ARRAY(z->d->arena, nv_sdval, n->nres ? n->nres : 1);
  for (i = 0; i < n->nres; i++) vals[i].n = NULL, vals[i].r = 0;
  if (vt == NV_EVT_INT(128)) {
    nv_sdval lo, hi;
    int r = nv_lz_expand_int_result(z, n, 0, &lo, &hi);
    if (r == NV_LZ_UPDATED) {
      nv_lz_replace1(z, n, nv_lz_n2(z, NV_ISD_BUILD_PAIR, vt, lo, hi));
      return 1;
    }
    return r != NV_LZ_FAIL;
  }
  for (i = 0; i < n->nops; i++)
    if (nv_sdval_vt(nv_sdop(n, i)) == NV_EVT_INT(128) && op != NV_ISD_BUILD_PAIR) {
      int r = nv_lz_expand_int_operand(z, n, i);
      return r != NV_LZ_FAIL;
    }
  if (nv_lz_rewrite(z, n, vals)) {
    nv_lz_replace(z, n, vals);
    return 1;
  }
  if (NV_EVT_IS_VECTOR(vt))
    return nv_lz_error(z, n, "internal error: vector %s reached operation legalisation", nv_isd_name(op));
  {
    nv_buf b = NV_BUF_INIT;
    nv_evt_print(&b, vt);
    nv_lz_error(z, n, "unsupported: %s on %s for sm_%u", nv_isd_name(op), b.data, z->t->sm);
    nv_buf_free(&b);
  }
  return 0;
}

static int nv_lz_op_node(nv_lz *z, nv_sdnode *n) {
  int si = nv_shift_amount_index(n->op), keep;
  nv_op_action a;
  nv_lz_begin(z, n);
  if (si >= 0 && nv_sdval_vt(nv_sdop(n, (unsigned)si)) != NV_EVT_INT(32)) {
    nv_sdval amt = nv_sdop(n, (unsigned)si);
    if (nv_evt_bits(nv_sdval_vt(amt)) == 128) {
      nv_sdval lo, hi;
      nv_lz_get_expanded(z, amt, &lo, &hi);
      amt = lo;
    }
    nv_dag_update_operand(z->d, n, (unsigned)si, nv_lz_resize(z, NV_ISD_ZERO_EXTEND, NV_EVT_INT(32), amt));
    return 1;
  }
  a = nv_node_action(z->t, n);
  if (a == NV_OA_LEGAL) {
    if (n->op == NV_ISD_LOAD && !nv_mem_shape_ok(n, n->vts[0])) {
      nv_lz_lower_load(z, n);
      return 1;
    }
    if (n->op == NV_ISD_STORE && !nv_mem_shape_ok(n, nv_sdval_vt(nv_sdop(n, 1)))) {
      nv_lz_lower_store(z, n);
      return 1;
    }
    return 0;
  }
  switch (a) {
  case NV_OA_CUSTOM:
    if (!nv_lz_op_custom(z, n, &keep)) return 1;
    return !keep;
  case NV_OA_EXPAND:
    if (n->op == NV_ISD_LOAD) {
      nv_lz_lower_load(z, n);
      return 1;
    }
    if (n->op == NV_ISD_STORE) {
      nv_lz_lower_store(z, n);
      return 1;
    }
    nv_lz_op_expand(z, n);
    return 1;
  case NV_OA_PROMOTE: nv_lz_op_promote(z, n); return 1;
  case NV_OA_LIBCALL:
  default:
    if (n->op >= NV_ISD_ATOMIC_LOAD && n->op <= NV_ISD_ATOMIC_LOAD_UDEC_WRAP)
      nv_lz_error(z, n, "unsupported: %s has no PTX instruction for this type and SM; the IR atomic expansion "
                  "must turn it into a compare-and-swap loop", nv_isd_name(n->op));
    else if (n->op == NV_ISD_MEMCPY || n->op == NV_ISD_MEMSET || n->op == NV_ISD_MEMMOVE)
      nv_lz_error(z, n, "unsupported: %s must be lowered to loads and stores before code generation", nv_isd_name(n->op));
    else
      nv_lz_fp_unsupported_libcall(z, n);
    return 1;
  }
}

static int nv_dag_legalize_ops(nv_dag *d, const nv_options *o) {
  nv_lz z;
  unsigned sweep;
  int ok = 1;
  const nv_inst *saved_ir = d->cur_ir;
  uint32_t saved_order = d->cur_order;
  nv_lz_init(&z, d, o);
  z.oplevel = 1;
  for (sweep = 0; sweep < 100 && !z.failed; sweep++) {
    uint32_t cnt, i;
    nv_sdnode **order = nv_dag_topo_order(d, &cnt);
    int changed = 0;
    for (i = 0; i < cnt && !z.failed; i++) {
      nv_sdnode *n = order[i];
      if (n->dead || (!n->uses && n != d->root.n && n != d->entry.n)) continue;
      changed |= nv_lz_op_node(&z, n);
    }
    nv_dag_remove_dead(d);
    if (!changed) break;
  }
  if (z.failed) ok = 0;
  else if (!nv_dag_check_legal(d, z.diag)) ok = 0;
  nv_lz_free(&z);
  d->cur_ir = saved_ir;
  d->cur_order = saved_order;
  return ok;
}
