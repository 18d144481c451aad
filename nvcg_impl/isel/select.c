/* select.c -- instruction selection: legal DAG nodes to PTX machine nodes (rows of
 * target/ptx_insns.h with their modifiers). This file has the driver loop and the
 * integer, floating-point, conversion, comparison and control patterns; memory and call
 * sequences are in select_mem.c, target intrinsics in select_intr.c. Conventions for
 * machine nodes are in select.h. */

/* ---- machine nodes ---- */

static nv_sdnode *nv_mnode(nv_sel *S, unsigned opc, const nv_mmods *mods, const nv_evt *vts,
                           unsigned nvals, int chain, const nv_sdval *ops, unsigned nops) {
  nv_evt *rv;
  unsigned i, nres;
  nv_sdnode *m;
  /* any number of results: the emitter refuses a machine instruction of more than 40
   * operands with an error (emit.c), rather than this dropping some */
  nres = nvals + (chain ? 1 : 0);
  rv = NV_NEW_ARRAY(S->d->arena, nv_evt, nres ? nres : 1);
  for (i = 0; i < nvals; i++) rv[i] = vts[i];
  if (chain) rv[nvals] = NV_EVT_OTHER;
  m = nv_dag_alloc(S->d, NV_ISD_MACHINE, rv, nres, ops, nops);
  m->mopc = (uint16_t)opc;
  m->mods = (nv_mmods *)mods;
  return m;
}

static nv_sdval nv_mval(nv_sel *S, unsigned opc, const nv_mmods *mods, nv_evt vt, const nv_sdval *ops,
                        unsigned nops) {
  return nv_sdval_of(nv_mnode(S, opc, mods, &vt, 1, 0, ops, nops), 0);
}

static nv_mmods *nv_mods_new(nv_sel *S) { return NV_NEW(S->d->arena, nv_mmods); }

static int nv_sel_has_chain_result(const nv_sdnode *n, unsigned *idx) {
  unsigned i;
  for (i = 0; i < n->nres; i++)
    if (n->vts[i] == NV_EVT_OTHER) {
      if (idx) *idx = i;
      return 1;
    }
  return 0;
}

static void nv_sel_replace(nv_sel *S, nv_sdnode *n, nv_sdnode *m) {
  unsigned i, vi = 0, mc = 0;
  int mhas = nv_sel_has_chain_result(m, &mc);
  for (i = 0; i < n->nres; i++) {
    if (n->vts[i] == NV_EVT_OTHER) {
      if (mhas) nv_dag_rauw(S->d, nv_sdval_of(n, i), nv_sdval_of(m, mc));
      continue;
    }
    if (n->vts[i] == NV_EVT_GLUE) continue;
    while (vi < m->nres && (m->vts[vi] == NV_EVT_OTHER || m->vts[vi] == NV_EVT_GLUE)) vi++;
    if (vi < m->nres) nv_dag_rauw(S->d, nv_sdval_of(n, i), nv_sdval_of(m, vi++));
  }
  nv_dag_delete_node(S->d, n);
}

static void nv_sel_replace_val(nv_sel *S, nv_sdnode *n, nv_sdval v) {
  nv_dag_rauw(S->d, nv_sdval_of(n, 0), v);
  nv_dag_delete_node(S->d, n);
}

static int nv_sel_fail(nv_sel *S, nv_sdnode *n, const char *why) {
  nv_buf b = NV_BUF_INIT;
  unsigned i;
  nv_buf_printf(&b, "cannot select %s", nv_isd_name(n->op));
  if (n->op == NV_ISD_INTRINSIC_WO_CHAIN || n->op == NV_ISD_INTRINSIC_W_CHAIN || n->op == NV_ISD_INTRINSIC_VOID)
    nv_buf_printf(&b, " %s", nv_intrinsic_info_of(n->u.intr)->name);
  nv_buf_puts(&b, " of type ");
  for (i = 0; i < n->nres; i++) {
    if (n->vts[i] == NV_EVT_OTHER) continue;
    nv_evt_print(&b, n->vts[i]);
    nv_buf_putc(&b, ' ');
  }
  if (n->nops && n->vts[0] != nv_sdval_vt(n->ops[0].val)) {
    nv_buf_puts(&b, "from ");
    nv_evt_print(&b, nv_sdval_vt(n->ops[n->op == NV_ISD_STORE ? 1 : 0].val));
    nv_buf_putc(&b, ' ');
  }
  nv_buf_printf(&b, "for sm_%u%s%s", S->sm, why ? ": " : "", why ? why : "");
  nv_isel_error(S->s, n->ir, "%s", b.data);
  nv_buf_free(&b);
  return 0;
}

static int nv_sdval_used(nv_sdval v) {
  const nv_sduse *u;
  for (u = v.n->uses; u; u = u->next)
    if (u->val.r == v.r) return 1;
  return 0;
}

static unsigned nv_sdval_nuses(nv_sdval v) {
  const nv_sduse *u;
  unsigned k = 0;
  for (u = v.n->uses; u; u = u->next)
    if (u->val.r == v.r) k++;
  return k;
}

static nv_sdval nv_sel_const(nv_sel *S, nv_evt vt, uint64_t v) { return nv_dag_const(S->d, vt, v, 0); }

/* ---- row choice ---- */

/* 0 for i16, 1 for i32, 2 for i64; -1 otherwise. */
static int nv_int_idx(nv_evt vt) {
  switch (vt) {
  case 16: return 0;
  case 32: return 1;
  case 64: return 2;
  default: return -1;
  }
}

static unsigned nv_sel_mov_row(nv_evt vt) {
  switch (vt) {
  case 1: return NV_PTX_MOV_PRED;
  case 16: return NV_PTX_MOV_U16;
  case 32: return NV_PTX_MOV_U32;
  case 64: return NV_PTX_MOV_U64;
  case NV_SC_F32: return NV_PTX_MOV_F32;
  case NV_SC_F64: return NV_PTX_MOV_F64;
  case NV_SC_F16: case NV_SC_BF16: return NV_PTX_MOV_B16;
  case 128: return NV_PTX_MOV_B128;
  default: return nv_evt_bits(vt) == 32 ? NV_PTX_MOV_B32 : NV_PTX_MOV_U32;
  }
}

static unsigned nv_sel_setp_row(nv_evt vt, int is_unsigned) {
  int k = nv_int_idx(vt);
  if (k >= 0) return (is_unsigned ? NV_PTX_SETP_U16 : NV_PTX_SETP_S16) + (unsigned)k;
  switch (vt) {
  case NV_SC_F32: return NV_PTX_SETP_F32;
  case NV_SC_F64: return NV_PTX_SETP_F64;
  case NV_SC_F16: return NV_PTX_SETP_F16;
  case NV_SC_BF16: return NV_PTX_SETP_BF16;
  default: return NV_PTX_COUNT;
  }
}

/* PTX comparison of a condition code. */
static unsigned nv_sel_cmp_of_cc(unsigned cc, int *is_unsigned, int *is_fp_const) {
  *is_unsigned = 0;
  *is_fp_const = 0;
  switch (cc) {
  case NV_CC_EQ: return NV_CMP_EQ;
  case NV_CC_NE: return NV_CMP_NE;
  case NV_CC_SGT: return NV_CMP_GT;
  case NV_CC_SGE: return NV_CMP_GE;
  case NV_CC_SLT: return NV_CMP_LT;
  case NV_CC_SLE: return NV_CMP_LE;
  case NV_CC_OEQ: return NV_CMP_EQ;
  case NV_CC_OGT: return NV_CMP_GT;
  case NV_CC_OGE: return NV_CMP_GE;
  case NV_CC_OLT: return NV_CMP_LT;
  case NV_CC_OLE: return NV_CMP_LE;
  case NV_CC_ONE: return NV_CMP_NE;
  case NV_CC_O: return NV_CMP_NUM;
  case NV_CC_UO: return NV_CMP_NAN;
  case NV_CC_UEQ: return NV_CMP_EQU;
  case NV_CC_UNE: return NV_CMP_NEU;
  /* UGT..ULE are unordered FP predicates and unsigned integer ones: the caller picks */
  case NV_CC_UGT: *is_unsigned = 1; return NV_CMP_GT;
  case NV_CC_UGE: *is_unsigned = 1; return NV_CMP_GE;
  case NV_CC_ULT: *is_unsigned = 1; return NV_CMP_LT;
  case NV_CC_ULE: *is_unsigned = 1; return NV_CMP_LE;
  case NV_CC_FALSE: *is_fp_const = 1; return 0;
  case NV_CC_TRUE: *is_fp_const = 2; return 0;
  default: return NV_CMP_EQ;
  }
}

/* ---- addresses ---- */

static unsigned nv_space_of_as(unsigned as) {
  switch (as) {
  case NVCG_AS_GLOBAL: return NV_SPACE_GLOBAL;
  case NVCG_AS_SHARED: return NV_SPACE_SHARED;
  case NVCG_AS_SHARED_CLUSTER: return NV_SPACE_SHARED_CLUSTER;
  case NVCG_AS_CONST: return NV_SPACE_CONST;
  case NVCG_AS_LOCAL: return NV_SPACE_LOCAL;
  case NVCG_AS_PARAM: return NV_SPACE_PARAM;
  default: return NV_SPACE_GENERIC;
  }
}

static int nv_fits_i32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

/* Folds constant additions into the address offset and recognises symbol and frame
 * bases. A frame index is the generic address of a frame object; cast to the local
 * space it is the same object through %SPL, which a local access takes as its base. */
static void nv_sel_addr(nv_sel *S, nv_sdval ptr, unsigned space, nv_sdval *base, nv_sdval *off) {
  int64_t acc = 0;
  int guard = 0;
  for (;;) {
    nv_sdnode *n = ptr.n;
    uint64_t c;
    if (guard++ > 16) break;
    if (n->op == NV_ISD_ADD && nv_sdval_is_const(nv_sdop(n, 1), &c) && nv_fits_i32(acc + (int64_t)c)) {
      acc += (int64_t)c;
      ptr = nv_sdop(n, 0);
      continue;
    }
    if (n->op == NV_ISD_ADD && nv_sdval_is_const(nv_sdop(n, 0), &c) && nv_fits_i32(acc + (int64_t)c)) {
      acc += (int64_t)c;
      ptr = nv_sdop(n, 1);
      continue;
    }
    if (n->op == NV_ISD_ADDRSPACECAST && space == NV_SPACE_LOCAL && nv_sdop(n, 0).n->op == NV_ISD_FRAME_INDEX) {
      ptr = nv_sdop(n, 0);
      continue;
    }
    break;
  }
  if (ptr.n->op == NV_ISD_FRAME_INDEX && space != NV_SPACE_LOCAL && space != NV_SPACE_GENERIC) {
    /* a frame address in a non-frame space: not foldable, use it as a value */
  }
  *base = ptr;
  *off = nv_dag_const(S->d, NV_EVT_INT(64), (uint64_t)acc, 0);
}

/* ---- integer patterns ---- */

static int nv_is_const(nv_sdval v, uint64_t *c) { return nv_sdval_is_const(v, c); }

static int nv_is_all_ones(nv_sdval v) {
  uint64_t c;
  unsigned b;
  if (!nv_is_const(v, &c)) return 0;
  b = nv_evt_bits(nv_sdval_vt(v));
  return b >= 64 ? c == ~0ull : c == (1ull << b) - 1;
}

/* mul.wide: a 64-bit product of two sign- (zero-) extended 32-bit values, or of one and
 * a constant that fits in 32 bits. */
static int nv_sel_mul_wide(nv_sel *S, nv_sdnode *n, nv_sdval a, nv_sdval b, int shift) {
  unsigned ext = a.n->op, i;
  nv_sdval ops[2];
  uint64_t c;
  if (S->opt == 0 || n->vts[0] != NV_EVT_INT(64)) return 0;
  if ((ext != NV_ISD_SIGN_EXTEND && ext != NV_ISD_ZERO_EXTEND) || nv_sdval_vt(nv_sdop(a.n, 0)) != NV_EVT_INT(32))
    return 0;
  ops[0] = nv_sdop(a.n, 0);
  if (shift) {
    if (!nv_is_const(b, &c) || c >= 31) return 0;
    ops[1] = nv_sel_const(S, NV_EVT_INT(32), 1ull << c);
  } else if (b.n->op == ext && nv_sdval_vt(nv_sdop(b.n, 0)) == NV_EVT_INT(32)) {
    ops[1] = nv_sdop(b.n, 0);
  } else if (nv_is_const(b, &c)) {
    int64_t sc = (int64_t)c;
    if (ext == NV_ISD_SIGN_EXTEND ? !nv_fits_i32(sc) : c > 0xffffffffu) return 0;
    ops[1] = nv_sel_const(S, NV_EVT_INT(32), c & 0xffffffffu);
  } else {
    return 0;
  }
  i = ext == NV_ISD_SIGN_EXTEND ? NV_PTX_MUL_WIDE_S32 : NV_PTX_MUL_WIDE_U32;
  nv_sel_replace_val(S, n, nv_mval(S, i, NULL, NV_EVT_INT(64), ops, 2));
  return 1;
}

static int nv_select_pred_logic(nv_sel *S, nv_sdnode *n) {
  nv_sdval a = nv_sdop(n, 0), b = n->nops > 1 ? nv_sdop(n, 1) : a, ops[2];
  unsigned row;
  switch (n->op) {
  case NV_ISD_AND: case NV_ISD_MUL: case NV_ISD_UMIN: case NV_ISD_SMAX: row = NV_PTX_AND_PRED; break;
  case NV_ISD_OR: case NV_ISD_UMAX: case NV_ISD_SMIN: row = NV_PTX_OR_PRED; break;
  case NV_ISD_XOR: case NV_ISD_ADD: case NV_ISD_SUB:
    if (nv_is_const(b, NULL) && nv_is_all_ones(b)) {
      ops[0] = a;
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_NOT_PRED, NULL, NV_EVT_INT(1), ops, 1));
      return 1;
    }
    row = NV_PTX_XOR_PRED;
    break;
  default: return nv_sel_fail(S, n, NULL);
  }
  ops[0] = a;
  ops[1] = b;
  nv_sel_replace_val(S, n, nv_mval(S, row, NULL, NV_EVT_INT(1), ops, 2));
  return 1;
}

/* Integer operations on packed 32-bit vectors: bitwise logic on any of them, add and
 * min/max on i16 pairs (sm_90). */
static int nv_select_packed_int(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  nv_sdval ops[2];
  unsigned row = NV_PTX_COUNT;
  int i16x2 = vt == NV_EVT(16, 2);
  switch (n->op) {
  case NV_ISD_AND: row = NV_PTX_AND_B32_PACKED; break;
  case NV_ISD_OR: row = NV_PTX_OR_B32_PACKED; break;
  case NV_ISD_XOR: row = NV_PTX_XOR_B32_PACKED; break;
  case NV_ISD_ADD: if (i16x2) row = NV_PTX_ADD_S16X2; break;
  case NV_ISD_SMIN: if (i16x2) row = NV_PTX_MIN_S16X2; break;
  case NV_ISD_UMIN: if (i16x2) row = NV_PTX_MIN_U16X2; break;
  case NV_ISD_SMAX: if (i16x2) row = NV_PTX_MAX_S16X2; break;
  case NV_ISD_UMAX: if (i16x2) row = NV_PTX_MAX_U16X2; break;
  default: break;
  }
  if (row >= NV_PTX_COUNT || nv_evt_bits(vt) != 32) return nv_sel_fail(S, n, "vector arithmetic must be scalarised");
  if (!nv_row_ok(S, n, row)) return 0;
  ops[0] = nv_sdop(n, 0);
  ops[1] = nv_sdop(n, 1);
  nv_sel_replace_val(S, n, nv_mval(S, row, NULL, vt, ops, 2));
  return 1;
}

static int nv_select_int_binop(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  int k = nv_int_idx(vt);
  nv_sdval a = nv_sdop(n, 0), b = nv_sdop(n, 1), ops[3];
  unsigned base;
  if (vt == NV_EVT_INT(1)) return nv_select_pred_logic(S, n);
  if (k < 0) return nv_sel_fail(S, n, NULL);
  switch (n->op) {
  case NV_ISD_ADD:
    /* mad.lo: a product used only here */
    if (S->opt > 0) {
      nv_sdval m = a, c = b;
      if (m.n->op != NV_ISD_MUL) {
        m = b;
        c = a;
      }
      if (m.n->op == NV_ISD_MUL && nv_sdval_nuses(m) == 1 && m.n->vts[0] == vt) {
        ops[0] = nv_sdop(m.n, 0);
        ops[1] = nv_sdop(m.n, 1);
        ops[2] = c;
        nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_MAD_LO_S16 + (unsigned)k, NULL, vt, ops, 3));
        return 1;
      }
    }
    base = NV_PTX_ADD_S16;
    break;
  case NV_ISD_SUB: {
    uint64_t c;
    if (nv_is_const(a, &c) && c == 0) {
      ops[0] = b;
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_NEG_S16 + (unsigned)k, NULL, vt, ops, 1));
      return 1;
    }
    base = NV_PTX_SUB_S16;
    break;
  }
  case NV_ISD_MUL:
    if (nv_sel_mul_wide(S, n, a, b, 0) || nv_sel_mul_wide(S, n, b, a, 0)) return 1;
    base = NV_PTX_MUL_LO_S16;
    break;
  case NV_ISD_MULHS: base = NV_PTX_MUL_HI_S16; break;
  case NV_ISD_MULHU: base = NV_PTX_MUL_HI_U16; break;
  case NV_ISD_SDIV: base = NV_PTX_DIV_S16; break;
  case NV_ISD_UDIV: base = NV_PTX_DIV_U16; break;
  case NV_ISD_SREM: base = NV_PTX_REM_S16; break;
  case NV_ISD_UREM: base = NV_PTX_REM_U16; break;
  case NV_ISD_SMIN: base = NV_PTX_MIN_S16; break;
  case NV_ISD_UMIN: base = NV_PTX_MIN_U16; break;
  case NV_ISD_SMAX: base = NV_PTX_MAX_S16; break;
  case NV_ISD_UMAX: base = NV_PTX_MAX_U16; break;
  case NV_ISD_AND: base = NV_PTX_AND_B16; break;
  case NV_ISD_OR: base = NV_PTX_OR_B16; break;
  case NV_ISD_XOR:
    if (nv_is_all_ones(b)) {
      ops[0] = a;
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_NOT_B16 + (unsigned)k, NULL, vt, ops, 1));
      return 1;
    }
    base = NV_PTX_XOR_B16;
    break;
  case NV_ISD_SHL:
    if (nv_sel_mul_wide(S, n, a, b, 1)) return 1;
    base = NV_PTX_SHL_B16;
    break;
  case NV_ISD_SRL: base = NV_PTX_SHR_U16; break;
  case NV_ISD_SRA: base = NV_PTX_SHR_S16; break;
  default: return nv_sel_fail(S, n, NULL);
  }
  if ((n->op == NV_ISD_SHL || n->op == NV_ISD_SRL || n->op == NV_ISD_SRA) && nv_sdval_vt(b) != NV_EVT_INT(32)) {
    /* PTX shift amounts are .u32 */
    nv_sdval x = b;
    nv_evt bt = nv_sdval_vt(b);
    uint64_t c;
    if (nv_is_const(b, &c)) x = nv_sel_const(S, NV_EVT_INT(32), c);
    else if (bt == NV_EVT_INT(64)) x = nv_mval(S, NV_PTX_CVT_U32_U64, NULL, NV_EVT_INT(32), &b, 1);
    else if (bt == NV_EVT_INT(16)) x = nv_mval(S, NV_PTX_CVT_U32_U16, NULL, NV_EVT_INT(32), &b, 1);
    b = x;
  }
  ops[0] = a;
  ops[1] = b;
  nv_sel_replace_val(S, n, nv_mval(S, base + (unsigned)k, NULL, vt, ops, 2));
  return 1;
}

/* ---- comparisons and selects ---- */

static nv_sdval nv_sel_setp(nv_sel *S, nv_sdval a, nv_sdval b, unsigned cc, nv_sdnode *n, int *ok) {
  nv_evt vt = nv_sdval_vt(a);
  int uns, fpc;
  unsigned cmp = nv_sel_cmp_of_cc(cc, &uns, &fpc), row;
  nv_mmods *m;
  nv_sdval ops[2];
  *ok = 1;
  if (fpc) return nv_sel_const(S, NV_EVT_INT(1), fpc == 2);
  if (vt == NV_EVT_INT(1)) {
    /* i1 compares: equality through xor */
    ops[0] = a;
    ops[1] = b;
    if (cc == NV_CC_NE) return nv_mval(S, NV_PTX_XOR_PRED, NULL, NV_EVT_INT(1), ops, 2);
    if (cc == NV_CC_EQ) {
      nv_sdval x = nv_mval(S, NV_PTX_XOR_PRED, NULL, NV_EVT_INT(1), ops, 2);
      return nv_mval(S, NV_PTX_NOT_PRED, NULL, NV_EVT_INT(1), &x, 1);
    }
    *ok = nv_sel_fail(S, n, "unsupported predicate on i1");
    return a;
  }
  if (NV_EVT_IS_FP(vt)) {
    if (uns) cmp = cmp == NV_CMP_GT ? NV_CMP_GTU : cmp == NV_CMP_GE ? NV_CMP_GEU : cmp == NV_CMP_LT ? NV_CMP_LTU : NV_CMP_LEU;
    uns = 0;
  } else if (cc == NV_CC_EQ || cc == NV_CC_NE) {
    uns = 0;
  }
  row = nv_sel_setp_row(vt, uns);
  if (row >= NV_PTX_COUNT) {
    *ok = nv_sel_fail(S, n, "no comparison for this type");
    return a;
  }
  m = nv_mods_new(S);
  m->cmp = (uint8_t)cmp;
  ops[0] = a;
  ops[1] = b;
  /* setp takes an immediate only as its second operand */
  if ((nv_is_const(a, NULL) || a.n->op == NV_ISD_CONSTANT_FP) && !nv_is_const(b, NULL) && b.n->op != NV_ISD_CONSTANT_FP) {
    static const uint8_t swapped[] = {0, NV_CMP_EQ, NV_CMP_NE, NV_CMP_GT, NV_CMP_GE, NV_CMP_LT, NV_CMP_LE,
                                      NV_CMP_HI, NV_CMP_HS, NV_CMP_LO, NV_CMP_LS, NV_CMP_EQU, NV_CMP_NEU,
                                      NV_CMP_GTU, NV_CMP_GEU, NV_CMP_LTU, NV_CMP_LEU, NV_CMP_NUM, NV_CMP_NAN};
    ops[0] = b;
    ops[1] = a;
    m->cmp = swapped[cmp];
  }
  return nv_mval(S, row, m, NV_EVT_INT(1), ops, 2);
}

static int nv_select_setcc(nv_sel *S, nv_sdnode *n) {
  int ok;
  nv_sdval r;
  if (NV_EVT_IS_VECTOR(n->vts[0])) return nv_sel_fail(S, n, "vector comparisons must be scalarised");
  r = nv_sel_setp(S, nv_sdop(n, 0), nv_sdop(n, 1), nv_sdop(n, 2).n->u.cc, n, &ok);
  if (!ok) return 0;
  nv_sel_replace_val(S, n, r);
  return 1;
}

static unsigned nv_selp_row(nv_evt vt) {
  switch (vt) {
  case 16: case NV_SC_F16: case NV_SC_BF16: return NV_PTX_SELP_B16;
  case 32: return NV_PTX_SELP_B32;
  case 64: return NV_PTX_SELP_B64;
  case NV_SC_F32: return NV_PTX_SELP_F32;
  case NV_SC_F64: return NV_PTX_SELP_F64;
  default: return nv_evt_bits(vt) == 32 ? NV_PTX_SELP_B32 : NV_PTX_COUNT;
  }
}

static int nv_select_select(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  nv_sdval c = nv_sdop(n, 0), t = nv_sdop(n, 1), f = nv_sdop(n, 2), ops[3];
  unsigned row;
  if (vt == NV_EVT_INT(1)) {
    /* (c & t) | (!c & f) */
    nv_sdval x, y, nc;
    ops[0] = c;
    ops[1] = t;
    x = nv_mval(S, NV_PTX_AND_PRED, NULL, vt, ops, 2);
    nc = nv_mval(S, NV_PTX_NOT_PRED, NULL, vt, &c, 1);
    ops[0] = nc;
    ops[1] = f;
    y = nv_mval(S, NV_PTX_AND_PRED, NULL, vt, ops, 2);
    ops[0] = x;
    ops[1] = y;
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_OR_PRED, NULL, vt, ops, 2));
    return 1;
  }
  row = nv_selp_row(vt);
  if (row >= NV_PTX_COUNT || nv_sdval_vt(c) != NV_EVT_INT(1)) return nv_sel_fail(S, n, NULL);
  ops[0] = t;
  ops[1] = f;
  ops[2] = c;
  nv_sel_replace_val(S, n, nv_mval(S, row, NULL, vt, ops, 3));
  return 1;
}

/* ---- conversions ---- */

static unsigned nv_cvt_int_row(nv_evt to, nv_evt from, int sign) {
  unsigned tb = nv_evt_bits(to), fb = nv_evt_bits(from);
  if (tb < fb) {
    if (tb == 16 && fb == 32) return NV_PTX_CVT_U16_U32;
    if (tb == 16 && fb == 64) return NV_PTX_CVT_U16_U64;
    if (tb == 32 && fb == 64) return NV_PTX_CVT_U32_U64;
    return NV_PTX_COUNT;
  }
  if (fb == 16 && tb == 32) return sign ? NV_PTX_CVT_S32_S16 : NV_PTX_CVT_U32_U16;
  if (fb == 16 && tb == 64) return sign ? NV_PTX_CVT_S64_S16 : NV_PTX_CVT_U64_U16;
  if (fb == 32 && tb == 64) return sign ? NV_PTX_CVT_S64_S32 : NV_PTX_CVT_U64_U32;
  return NV_PTX_COUNT;
}

/* Row of cvt between an FP type and an integer type: table order in NV_PCVT_FI is
 * F<-S16 F<-U16 F<-S32 F<-U32 F<-S64 F<-U64, then S16<-F U16<-F S32<-F U32<-F S64<-F U64<-F. */
static unsigned nv_cvt_fi_row(nv_evt fp, nv_evt in, int sign, int to_int) {
  unsigned base, k;
  switch (fp) {
  case NV_SC_F32: base = NV_PTX_CVT_F32_S16; break;
  case NV_SC_F64: base = NV_PTX_CVT_F64_S16; break;
  case NV_SC_F16: base = NV_PTX_CVT_F16_S16; break;
  case NV_SC_BF16: base = NV_PTX_CVT_BF16_S16; break; /* sm_90: the action table gates it */
  default: return NV_PTX_COUNT;
  }
  switch (in) {
  case 16: k = 0; break;
  case 32: k = 2; break;
  case 64: k = 4; break;
  default: return NV_PTX_COUNT;
  }
  return base + (to_int ? 6 : 0) + k + (sign ? 0 : 1);
}

static int nv_select_ext_trunc(nv_sel *S, nv_sdnode *n) {
  nv_evt to = n->vts[0];
  nv_sdval a = nv_sdop(n, 0), ops[3];
  nv_evt from = nv_sdval_vt(a);
  unsigned row;
  if (from == to) {
    nv_sel_replace_val(S, n, a);
    return 1;
  }
  if (from == NV_EVT_INT(1)) {
    /* i1 -> iN: selp */
    uint64_t one = n->op == NV_ISD_SIGN_EXTEND ? ~0ull : 1;
    row = nv_selp_row(to);
    if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, NULL);
    ops[0] = nv_sel_const(S, to, one);
    ops[1] = nv_sel_const(S, to, 0);
    ops[2] = a;
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, to, ops, 3));
    return 1;
  }
  if (to == NV_EVT_INT(1)) {
    /* iN -> i1: the low bit */
    int k = nv_int_idx(from);
    nv_mmods *m;
    nv_sdval x;
    if (k < 0) return nv_sel_fail(S, n, NULL);
    ops[0] = a;
    ops[1] = nv_sel_const(S, from, 1);
    x = nv_mval(S, NV_PTX_AND_B16 + (unsigned)k, NULL, from, ops, 2);
    m = nv_mods_new(S);
    m->cmp = NV_CMP_EQ;
    ops[0] = x;
    ops[1] = nv_sel_const(S, from, 1);
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_SETP_B16 + (unsigned)k, m, to, ops, 2));
    return 1;
  }
  if (to == NV_EVT_INT(128) || from == NV_EVT_INT(128)) {
    /* .b128 registers: pack / unpack 64-bit halves */
    nv_evt two[2];
    nv_sdval x = a;
    two[0] = two[1] = NV_EVT_INT(64);
    if (from == NV_EVT_INT(128)) {
      nv_sdnode *u = nv_mnode(S, NV_PTX_UNPACK_B128, NULL, two, 2, 0, &a, 1);
      x = nv_sdval_of(u, 0);
      if (to != NV_EVT_INT(64)) {
        row = nv_cvt_int_row(to, NV_EVT_INT(64), 0);
        if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, NULL);
        x = nv_mval(S, row, NULL, to, &x, 1);
      }
      nv_sel_replace_val(S, n, x);
      return 1;
    }
    if (from != NV_EVT_INT(64)) {
      row = nv_cvt_int_row(NV_EVT_INT(64), from, n->op == NV_ISD_SIGN_EXTEND);
      if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, NULL);
      x = nv_mval(S, row, NULL, NV_EVT_INT(64), &x, 1);
    }
    ops[0] = x;
    if (n->op == NV_ISD_SIGN_EXTEND) {
      ops[1] = nv_sel_const(S, NV_EVT_INT(32), 63);
      ops[1] = nv_mval(S, NV_PTX_SHR_S64, NULL, NV_EVT_INT(64), ops, 2);
    } else {
      ops[1] = nv_sel_const(S, NV_EVT_INT(64), 0);
    }
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B128, NULL, to, ops, 2));
    return 1;
  }
  row = nv_cvt_int_row(to, from, n->op == NV_ISD_SIGN_EXTEND);
  if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, NULL);
  nv_sel_replace_val(S, n, nv_mval(S, row, NULL, to, &a, 1));
  return 1;
}

static int nv_select_sext_inreg(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0], from = nv_sdop(n, 1).n->u.vt;
  nv_sdval a = nv_sdop(n, 0);
  unsigned row = NV_PTX_COUNT, fb = nv_evt_bits(from);
  if (fb == 8 && vt == 16) row = NV_PTX_CVT_S16_S8;
  else if (fb == 8 && vt == 32) row = NV_PTX_CVT_S32_S8;
  else if (fb == 8 && vt == 64) row = NV_PTX_CVT_S64_S8;
  else if (fb == 16 && vt == 32) row = NV_PTX_CVT_S32_S16R;
  else if (fb == 16 && vt == 64) row = NV_PTX_CVT_S64_S16R;
  else if (fb == 32 && vt == 64) row = NV_PTX_CVT_S64_S32R;
  if (row >= NV_PTX_COUNT) {
    /* general width: shift left, then arithmetic shift right */
    int k = nv_int_idx(vt);
    nv_sdval ops[2], x;
    unsigned sh = nv_evt_bits(vt) - fb;
    if (k < 0) return nv_sel_fail(S, n, NULL);
    ops[0] = a;
    ops[1] = nv_sel_const(S, NV_EVT_INT(32), sh);
    x = nv_mval(S, NV_PTX_SHL_B16 + (unsigned)k, NULL, vt, ops, 2);
    ops[0] = x;
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_SHR_S16 + (unsigned)k, NULL, vt, ops, 2));
    return 1;
  }
  nv_sel_replace_val(S, n, nv_mval(S, row, NULL, vt, &a, 1));
  return 1;
}

static int nv_select_fp_cvt(nv_sel *S, nv_sdnode *n) {
  nv_evt to = n->vts[0];
  nv_sdval a = nv_sdop(n, 0);
  nv_evt from = nv_sdval_vt(a);
  nv_mmods *m = nv_mods_new(S);
  unsigned row = NV_PTX_COUNT;
  switch (n->op) {
  case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT:
    row = nv_cvt_fi_row(from, to, n->op == NV_ISD_FP_TO_SINT, 1);
    m->rnd = NV_RND_RZI;
    break;
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP:
    row = nv_cvt_fi_row(to, from, n->op == NV_ISD_SINT_TO_FP, 0);
    m->rnd = NV_RND_RN;
    break;
  case NV_ISD_FP_ROUND:
    m->rnd = NV_RND_RN;
    if (from == NV_SC_F64 && to == NV_SC_F32) row = NV_PTX_CVT_F32_F64;
    else if (from == NV_SC_F32 && to == NV_SC_F16) row = NV_PTX_CVT_F16_F32;
    else if (from == NV_SC_F64 && to == NV_SC_F16) row = NV_PTX_CVT_F16_F64;
    else if (from == NV_SC_F32 && to == NV_SC_BF16) row = NV_PTX_CVT_BF16_F32;
    else if (from == NV_SC_F64 && to == NV_SC_BF16) row = NV_PTX_CVT_BF16_F64;
    break;
  case NV_ISD_FP_EXTEND:
    if (from == NV_SC_F32 && to == NV_SC_F64) row = NV_PTX_CVT_F64_F32;
    else if (from == NV_SC_F16 && to == NV_SC_F32) row = NV_PTX_CVT_F32_F16;
    else if (from == NV_SC_F16 && to == NV_SC_F64) row = NV_PTX_CVT_F64_F16;
    else if (from == NV_SC_BF16 && to == NV_SC_F32 && S->sm >= nv_ptx_info_of(NV_PTX_CVT_F32_BF16)->min_sm &&
             S->ptx >= nv_ptx_info_of(NV_PTX_CVT_F32_BF16)->min_ptx)
      row = NV_PTX_CVT_F32_BF16;
    else if (from == NV_SC_BF16 && to == NV_SC_F64 && S->sm >= nv_ptx_info_of(NV_PTX_CVT_F64_BF16)->min_sm &&
             S->ptx >= nv_ptx_info_of(NV_PTX_CVT_F64_BF16)->min_ptx)
      row = NV_PTX_CVT_F64_BF16;
    else if (from == NV_SC_BF16 && to == NV_SC_F32) {
      /* bf16 is the top half of an f32: move the bits up */
      nv_sdval x, ops[2];
      x = nv_mval(S, NV_PTX_BITCAST_B16, NULL, NV_EVT_INT(16), &a, 1);
      x = nv_mval(S, NV_PTX_CVT_U32_U16, NULL, NV_EVT_INT(32), &x, 1);
      ops[0] = x;
      ops[1] = nv_sel_const(S, NV_EVT_INT(32), 16);
      x = nv_mval(S, NV_PTX_SHL_B32, NULL, NV_EVT_INT(32), ops, 2);
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_BITCAST_B32, NULL, NV_SC_F32, &x, 1));
      return 1;
    }
    m = NULL;
    break;
  default: break;
  }
  if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, NULL);
  if (nv_ptx_info_of(row)->min_sm > S->sm) return nv_sel_fail(S, n, "needs a newer SM");
  nv_sel_replace_val(S, n, nv_mval(S, row, m, to, &a, 1));
  return 1;
}

static int nv_select_bitcast(nv_sel *S, nv_sdnode *n) {
  nv_evt to = n->vts[0];
  nv_sdval a = nv_sdop(n, 0);
  nv_evt from = nv_sdval_vt(a);
  unsigned bits = nv_evt_bits(to), row;
  if (from == to || nv_target_regclass(S->tgt, from) == nv_target_regclass(S->tgt, to)) {
    nv_sel_replace_val(S, n, a);
    return 1;
  }
  row = bits == 16 ? NV_PTX_BITCAST_B16 : bits == 32 ? NV_PTX_BITCAST_B32 : bits == 64 ? NV_PTX_BITCAST_B64 : NV_PTX_COUNT;
  if (row >= NV_PTX_COUNT || nv_evt_bits(from) != bits) return nv_sel_fail(S, n, NULL);
  nv_sel_replace_val(S, n, nv_mval(S, row, NULL, to, &a, 1));
  return 1;
}

/* cvta to generic from the source space, then cvta.to the destination space: a cast
 * between two specific spaces (shared::cta <-> shared::cluster, which LLVM 21 emits) goes
 * through generic, as LLVM prints it. */
static int nv_select_addrspacecast(nv_sel *S, nv_sdnode *n) {
  nv_sdval a = nv_sdop(n, 0), x;
  unsigned from = (unsigned)nv_sdop(n, 1).n->u.c.lo, to = (unsigned)nv_sdop(n, 2).n->u.c.lo, row;
  static const struct { unsigned as, to_generic, from_generic; } t[] = {
      {NVCG_AS_GLOBAL, NV_PTX_CVTA_GLOBAL_U64, NV_PTX_CVTA_TO_GLOBAL_U64},
      {NVCG_AS_SHARED, NV_PTX_CVTA_SHARED_U64, NV_PTX_CVTA_TO_SHARED_U64},
      {NVCG_AS_SHARED_CLUSTER, NV_PTX_CVTA_SHARED_CLUSTER_U64, NV_PTX_CVTA_TO_SHARED_CLUSTER_U64},
      {NVCG_AS_CONST, NV_PTX_CVTA_CONST_U64, NV_PTX_CVTA_TO_CONST_U64},
      {NVCG_AS_LOCAL, NV_PTX_CVTA_LOCAL_U64, NV_PTX_CVTA_TO_LOCAL_U64}};
  unsigned i;
  if (from == to) {
    nv_sel_replace_val(S, n, a);
    return 1;
  }
  if (a.n->op == NV_ISD_FRAME_INDEX && from == NVCG_AS_GENERIC && to == NVCG_AS_LOCAL) {
    /* the local address of a frame object: %SPL + offset */
    nv_mmods *m = nv_mods_new(S);
    nv_sdval ops[2];
    m->space = NV_SPACE_LOCAL;
    ops[0] = a;
    ops[1] = nv_sel_const(S, NV_EVT_INT(64), 0);
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_LEA, m, NV_EVT_INT(64), ops, 2));
    return 1;
  }
  x = a;
  if (from != NVCG_AS_GENERIC) {
    for (i = 0, row = NV_PTX_COUNT; i < NV_ARRAY_LEN(t); i++)
      if (t[i].as == from) row = t[i].to_generic;
    if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, "unsupported address space cast");
    if (!nv_row_ok(S, n, row)) return 0;
    x = nv_mval(S, row, NULL, NV_EVT_INT(64), &x, 1);
  }
  if (to != NVCG_AS_GENERIC) {
    for (i = 0, row = NV_PTX_COUNT; i < NV_ARRAY_LEN(t); i++)
      if (t[i].as == to) row = t[i].from_generic;
    if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, "unsupported address space cast");
    if (!nv_row_ok(S, n, row)) return 0;
    x = nv_mval(S, row, NULL, NV_EVT_INT(64), &x, 1);
  }
  nv_sel_replace_val(S, n, x);
  return 1;
}

/* ---- floating point ---- */

static int nv_fp_idx(nv_evt vt) {
  switch (vt) {
  case NV_SC_F32: return 0;
  case NV_SC_F64: return 1;
  default: return -1;
  }
}

/* Half-precision family index: f16, f16x2, bf16, bf16x2 (NV_PH_* row order). */
static int nv_half_idx(nv_evt vt) {
  if (vt == NV_SC_F16) return 0;
  if (vt == NV_EVT(NV_SC_F16, 2)) return 1;
  if (vt == NV_SC_BF16) return 2;
  if (vt == NV_EVT(NV_SC_BF16, 2)) return 3;
  return -1;
}

/* Rounding for add/sub/mul: .rn unless the operation may contract (then ptxas may fuse
 * it into an fma, as CUDA's -fmad=true allows). */
static unsigned nv_fp_rnd(const nv_sdnode *n) { return (n->flags & NVCG_FMF_CONTRACT) ? NV_RND_NONE : NV_RND_RN; }

/* ROW's mnemonic without its modifier placeholders ("cvt.rs{mode}.satfinite.bf16x2.f32"
 * -> "cvt.rs.satfinite.bf16x2.f32"), for messages that name the instruction. */
static const char *nv_row_mnemonic(unsigned row, char *mn, size_t cap) {
  const char *t = nv_ptx_info_of(row)->tmpl;
  size_t k = 0;
  while (*t && k + 1 < cap) {
    if (*t == '{') {
      while (*t && *t != '}') t++;
      if (*t) t++;
      continue;
    }
    mn[k++] = *t++;
  }
  mn[k] = 0;
  return mn;
}

static int nv_row_ok(nv_sel *S, nv_sdnode *n, unsigned row) {
  const nv_ptx_info *in = nv_ptx_info_of(row);
  if (in->min_sm > S->sm) {
    char why[128], mn[64];
    snprintf(why, sizeof why, "'%s' needs sm_%u", nv_row_mnemonic(row, mn, sizeof mn), in->min_sm);
    return nv_sel_fail(S, n, why);
  }
  return 1;
}

static int nv_select_fma_contract(nv_sel *S, nv_sdnode *n, nv_sdval a, nv_sdval b) {
  nv_sdval ops[3];
  nv_mmods *m;
  int k = nv_fp_idx(n->vts[0]);
  if (S->opt == 0 || k < 0 || a.n->op != NV_ISD_FMUL || nv_sdval_nuses(a) != 1) return 0;
  if (!(n->flags & NVCG_FMF_CONTRACT) || !(a.n->flags & NVCG_FMF_CONTRACT)) return 0;
  m = nv_mods_new(S);
  m->rnd = NV_RND_RN;
  ops[0] = nv_sdop(a.n, 0);
  ops[1] = nv_sdop(a.n, 1);
  ops[2] = b;
  if (n->op == NV_ISD_FSUB) {
    /* a*b - c = fma(a, b, -c) */
    nv_sdval c = b;
    ops[2] = nv_mval(S, k ? NV_PTX_NEG_F64 : NV_PTX_NEG_F32, NULL, n->vts[0], &c, 1);
  }
  nv_sel_replace_val(S, n, nv_mval(S, k ? NV_PTX_FMA_F64 : NV_PTX_FMA_F32, m, n->vts[0], ops, 3));
  return 1;
}

static int nv_is_fp_one(nv_sdval v) {
  if (v.n->op != NV_ISD_CONSTANT_FP) return 0;
  if (v.n->vts[0] == NV_SC_F32) return v.n->u.c.lo == 0x3f800000u;
  if (v.n->vts[0] == NV_SC_F64) return v.n->u.c.lo == 0x3ff0000000000000ull;
  return 0;
}

static int nv_select_fp(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  int k = nv_fp_idx(vt), h = nv_half_idx(vt);
  nv_sdval ops[3];
  nv_mmods *m = nv_mods_new(S);
  unsigned row = NV_PTX_COUNT, i;
  for (i = 0; i < n->nops && i < 3; i++) ops[i] = nv_sdop(n, i);
  if (k < 0 && h < 0) return nv_sel_fail(S, n, NULL);
  switch (n->op) {
  case NV_ISD_FADD: case NV_ISD_FSUB: case NV_ISD_FMUL:
    if (n->op != NV_ISD_FMUL && (nv_select_fma_contract(S, n, ops[0], ops[1]) ||
                                 (n->op == NV_ISD_FADD && nv_select_fma_contract(S, n, ops[1], ops[0]))))
      return 1;
    m->rnd = (uint8_t)nv_fp_rnd(n);
    if (k >= 0) {
      row = n->op == NV_ISD_FADD ? NV_PTX_ADD_F32 : n->op == NV_ISD_FSUB ? NV_PTX_SUB_F32 : NV_PTX_MUL_F32;
      row += (unsigned)k;
    } else {
      row = n->op == NV_ISD_FADD ? NV_PTX_ADD_F16 : n->op == NV_ISD_FSUB ? NV_PTX_SUB_F16 : NV_PTX_MUL_F16;
      row += (unsigned)h;
      m->rnd = NV_RND_RN;
      if (h >= 2 && S->sm < 90) {
        /* bf16 add/sub/mul before sm_90: fma.rn.bf16 with 1.0 or -0.0 */
        nv_sdval one = nv_dag_const_fp(S->d, NV_EVT_ELEM(vt), n->op == NV_ISD_FMUL ? 0x8000 : 0x3f80, 0);
        if (h == 3) {
          nv_sdval e[2];
          e[0] = e[1] = nv_mval(S, NV_PTX_MOV_B16, NULL, NV_SC_BF16, &one, 1);
          one = nv_mval(S, NV_PTX_PACK_B32, NULL, vt, e, 2);
        }
        if (n->op == NV_ISD_FMUL) {
          ops[2] = one; /* a * b + (-0.0) */
        } else {
          if (n->op == NV_ISD_FSUB) ops[1] = nv_mval(S, h == 2 ? NV_PTX_NEG_BF16 : NV_PTX_NEG_BF16X2, NULL, vt, &ops[1], 1);
          ops[2] = ops[1];
          ops[1] = one;
        }
        if (!nv_row_ok(S, n, h == 2 ? NV_PTX_FMA_BF16 : NV_PTX_FMA_BF16X2)) return 0;
        nv_sel_replace_val(S, n, nv_mval(S, h == 2 ? NV_PTX_FMA_BF16 : NV_PTX_FMA_BF16X2, m, vt, ops, 3));
        return 1;
      }
    }
    break;
  case NV_ISD_FMA: case NV_ISD_FMAD:
    m->rnd = NV_RND_RN;
    row = k >= 0 ? NV_PTX_FMA_F32 + (unsigned)k : NV_PTX_FMA_F16 + (unsigned)h;
    break;
  case NV_ISD_FDIV:
    if (k < 0) return nv_sel_fail(S, n, NULL);
    if (nv_is_fp_one(ops[0]) && !(k == 0 && (n->flags & (NVCG_FMF_ARCP | NVCG_FMF_AFN)) == NVCG_FMF_ARCP)) {
      /* 1/x */
      if (k == 0 && (n->flags & NVCG_FMF_AFN)) m->approx = NV_APPROX;
      else m->rnd = NV_RND_RN;
      ops[0] = ops[1];
      nv_sel_replace_val(S, n, nv_mval(S, k ? NV_PTX_RCP_F64 : NV_PTX_RCP_F32, m, vt, ops, 1));
      return 1;
    }
    if (k == 0 && (n->flags & NVCG_FMF_AFN)) m->approx = NV_APPROX;
    else if (k == 0 && (n->flags & NVCG_FMF_ARCP)) m->approx = NV_FULL;
    else m->rnd = NV_RND_RN;
    row = k ? NV_PTX_DIV_F64 : NV_PTX_DIV_F32;
    break;
  case NV_ISD_FSQRT:
    if (k < 0) return nv_sel_fail(S, n, NULL);
    if (k == 0 && (n->flags & NVCG_FMF_AFN)) m->approx = NV_APPROX;
    else m->rnd = NV_RND_RN;
    row = k ? NV_PTX_SQRT_F64 : NV_PTX_SQRT_F32;
    break;
  case NV_ISD_FNEG: row = k >= 0 ? NV_PTX_NEG_F32 + (unsigned)k : NV_PTX_NEG_F16 + (unsigned)h; m = NULL; break;
  case NV_ISD_FABS: row = k >= 0 ? NV_PTX_ABS_F32 + (unsigned)k : NV_PTX_ABS_F16 + (unsigned)h; m = NULL; break;
  case NV_ISD_FMINNUM: case NV_ISD_FMAXNUM: case NV_ISD_FMINIMUM: case NV_ISD_FMAXIMUM: {
    int mn = n->op == NV_ISD_FMINNUM || n->op == NV_ISD_FMINIMUM;
    int nan = n->op == NV_ISD_FMINIMUM || n->op == NV_ISD_FMAXIMUM;
    if (k == 0 && S->opt > 0 && S->sm >= 100 && S->s->cg->tgt.ptx >= 88) {
      /* max(max(a, b), c), the inner one used only here: sm_100's three-input form (what
       * LLVM's FMAXNUM3 and friends select; PTX ISA 8.8, so only when the PTX ISA chosen
       * for the target has it). Both orders of the outer operands. */
      unsigned j;
      for (j = 0; j < 2; j++) {
        nv_sdval in = ops[j];
        if (in.n->op == n->op && nv_sdval_vt(in) == vt && nv_sdval_nuses(in) == 1) {
          nv_sdval o3[3];
          unsigned row3 = mn ? NV_PTX_MIN3_F32 : NV_PTX_MAX3_F32;
          o3[0] = nv_sdop(in.n, 0);
          o3[1] = nv_sdop(in.n, 1);
          o3[2] = ops[1 - j];
          if (nan) m->mode = NV_MODE_NANS;
          if (!nv_row_ok(S, n, row3)) return 0;
          nv_sel_replace_val(S, n, nv_mval(S, row3, m, vt, o3, 3));
          return 1;
        }
      }
    }
    if (k == 1) {
      if (nan) return nv_sel_fail(S, n, "NaN-propagating f64 min/max must be expanded");
      row = mn ? NV_PTX_MIN_F64 : NV_PTX_MAX_F64;
      m = NULL;
    } else {
      if (nan) {
        if (S->sm < 80) return nv_sel_fail(S, n, "min/max.NaN needs sm_80");
        m->mode = NV_MODE_NANS;
      }
      if (k == 0) row = mn ? NV_PTX_MIN_F32 : NV_PTX_MAX_F32;
      else row = (mn ? NV_PTX_MIN_F16 : NV_PTX_MAX_F16) + (unsigned)h;
    }
    break;
  }
  case NV_ISD_FCOPYSIGN:
    if (k < 0) return nv_sel_fail(S, n, NULL);
    /* PTX copysign takes the sign from its first operand */
    ops[2] = ops[0];
    ops[0] = ops[1];
    ops[1] = ops[2];
    if (nv_sdval_vt(ops[0]) != vt) return nv_sel_fail(S, n, "mixed-type copysign");
    row = k ? NV_PTX_COPYSIGN_F64 : NV_PTX_COPYSIGN_F32;
    m = NULL;
    break;
  case NV_ISD_FFLOOR: case NV_ISD_FCEIL: case NV_ISD_FTRUNC: case NV_ISD_FRINT: case NV_ISD_FNEARBYINT:
  case NV_ISD_FROUNDEVEN:
    if (k < 0) return nv_sel_fail(S, n, NULL);
    m->rnd = n->op == NV_ISD_FFLOOR ? NV_RND_RMI : n->op == NV_ISD_FCEIL ? NV_RND_RPI
           : n->op == NV_ISD_FTRUNC ? NV_RND_RZI : NV_RND_RNI;
    row = k ? NV_PTX_CVT_F64_F64 : NV_PTX_CVT_F32_F32;
    break;
  case NV_ISD_FSIN: case NV_ISD_FCOS: case NV_ISD_FEXP2: case NV_ISD_FLOG2:
    if (k != 0 || !(n->flags & NVCG_FMF_AFN)) return nv_sel_fail(S, n, "only the approximate f32 form (afn) is available");
    row = n->op == NV_ISD_FSIN ? NV_PTX_SIN_APPROX_F32 : n->op == NV_ISD_FCOS ? NV_PTX_COS_APPROX_F32
        : n->op == NV_ISD_FEXP2 ? NV_PTX_EX2_APPROX_F32 : NV_PTX_LG2_APPROX_F32;
    m = NULL;
    break;
  default: return nv_sel_fail(S, n, NULL);
  }
  if (!nv_row_ok(S, n, row)) return 0;
  nv_sel_replace_val(S, n, nv_mval(S, row, m, vt, ops, n->nops < 3 ? n->nops : 3));
  return 1;
}

/* ---- bit operations ---- */

static int nv_select_bitop(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  nv_sdval a = nv_sdop(n, 0), x, ops[4];
  int is64 = vt == NV_EVT_INT(64);
  if (vt != NV_EVT_INT(32) && !is64) return nv_sel_fail(S, n, NULL);
  switch (n->op) {
  case NV_ISD_CTPOP:
    x = nv_mval(S, is64 ? NV_PTX_POPC_B64 : NV_PTX_POPC_B32, NULL, NV_EVT_INT(32), &a, 1);
    break;
  case NV_ISD_CTLZ: case NV_ISD_CTLZ_ZERO_UNDEF:
    x = nv_mval(S, is64 ? NV_PTX_CLZ_B64 : NV_PTX_CLZ_B32, NULL, NV_EVT_INT(32), &a, 1);
    break;
  case NV_ISD_CTTZ: case NV_ISD_CTTZ_ZERO_UNDEF:
    x = nv_mval(S, is64 ? NV_PTX_BREV_B64 : NV_PTX_BREV_B32, NULL, vt, &a, 1);
    x = nv_mval(S, is64 ? NV_PTX_CLZ_B64 : NV_PTX_CLZ_B32, NULL, NV_EVT_INT(32), &x, 1);
    break;
  case NV_ISD_BITREVERSE:
    nv_sel_replace_val(S, n, nv_mval(S, is64 ? NV_PTX_BREV_B64 : NV_PTX_BREV_B32, NULL, vt, &a, 1));
    return 1;
  case NV_ISD_BSWAP:
    if (is64) {
      nv_evt two[2];
      nv_sdnode *u;
      nv_sdval lo, hi;
      two[0] = two[1] = NV_EVT_INT(32);
      u = nv_mnode(S, NV_PTX_UNPACK_B64, NULL, two, 2, 0, &a, 1);
      ops[1] = nv_sel_const(S, NV_EVT_INT(32), 0);
      ops[2] = nv_sel_const(S, NV_EVT_INT(32), 0x0123);
      ops[0] = nv_sdval_of(u, 1);
      lo = nv_mval(S, NV_PTX_PRMT_B32, NULL, NV_EVT_INT(32), ops, 3);
      ops[0] = nv_sdval_of(u, 0);
      hi = nv_mval(S, NV_PTX_PRMT_B32, NULL, NV_EVT_INT(32), ops, 3);
      ops[0] = lo;
      ops[1] = hi;
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B64, NULL, vt, ops, 2));
      return 1;
    }
    ops[0] = a;
    ops[1] = nv_sel_const(S, NV_EVT_INT(32), 0);
    ops[2] = nv_sel_const(S, NV_EVT_INT(32), 0x0123);
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PRMT_B32, NULL, vt, ops, 3));
    return 1;
  case NV_ISD_ROTL: case NV_ISD_ROTR: case NV_ISD_FSHL: case NV_ISD_FSHR: {
    int left = n->op == NV_ISD_ROTL || n->op == NV_ISD_FSHL;
    int rot = n->op == NV_ISD_ROTL || n->op == NV_ISD_ROTR;
    if (is64) return nv_sel_fail(S, n, "64-bit funnel shifts must be expanded");
    /* shf shifts the pair {hi:lo}: fshl(x, y, z) is the high word of {x:y} << z */
    ops[0] = rot ? a : nv_sdop(n, 1);
    ops[1] = a;
    ops[2] = nv_sdop(n, rot ? 1 : 2);
    if (nv_sdval_vt(ops[2]) != NV_EVT_INT(32)) {
      uint64_t c;
      if (nv_is_const(ops[2], &c)) ops[2] = nv_sel_const(S, NV_EVT_INT(32), c);
      else return nv_sel_fail(S, n, "shift amount must be i32");
    }
    nv_sel_replace_val(S, n, nv_mval(S, left ? NV_PTX_SHF_L_WRAP_B32 : NV_PTX_SHF_R_WRAP_B32, NULL, vt, ops, 3));
    return 1;
  }
  default: return nv_sel_fail(S, n, NULL);
  }
  /* the count is i32 in PTX, the node's type may be i64 */
  if (is64) x = nv_mval(S, NV_PTX_CVT_U64_U32, NULL, vt, &x, 1);
  nv_sel_replace_val(S, n, x);
  return 1;
}

static int nv_select_abs(nv_sel *S, nv_sdnode *n) {
  int k = nv_int_idx(n->vts[0]);
  nv_sdval a = nv_sdop(n, 0);
  if (k < 0) return nv_sel_fail(S, n, NULL);
  nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_ABS_S16 + (unsigned)k, NULL, n->vts[0], &a, 1));
  return 1;
}

/* ---- vectors and pairs on legal packed types ---- */

static int nv_select_vector(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  nv_sdval ops[4];
  switch (n->op) {
  case NV_ISD_BUILD_VECTOR:
    if (nv_evt_bits(vt) == 32 && n->nops == 2) {
      ops[0] = nv_sdop(n, 0);
      ops[1] = nv_sdop(n, 1);
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B32, NULL, vt, ops, 2));
      return 1;
    }
    break;
  case NV_ISD_EXTRACT_VECTOR_ELT: {
    nv_sdval v = nv_sdop(n, 0);
    uint64_t i;
    nv_evt two[2];
    nv_sdnode *u;
    if (nv_evt_bits(nv_sdval_vt(v)) == 32 && NV_EVT_NELTS(nv_sdval_vt(v)) == 2 && nv_is_const(nv_sdop(n, 1), &i) && i < 2) {
      two[0] = two[1] = vt;
      u = nv_mnode(S, NV_PTX_UNPACK_B32, NULL, two, 2, 0, &v, 1);
      nv_sel_replace_val(S, n, nv_sdval_of(u, (uint32_t)i));
      return 1;
    }
    break;
  }
  case NV_ISD_INSERT_VECTOR_ELT: {
    /* a packed pair: unpack, replace one half, repack */
    nv_sdval v = nv_sdop(n, 0);
    uint64_t i;
    nv_evt two[2];
    nv_sdnode *u;
    if (nv_evt_bits(vt) == 32 && NV_EVT_NELTS(vt) == 2 && nv_is_const(nv_sdop(n, 2), &i) && i < 2) {
      two[0] = two[1] = NV_EVT_ELEM(vt);
      u = nv_mnode(S, NV_PTX_UNPACK_B32, NULL, two, 2, 0, &v, 1);
      ops[0] = i == 0 ? nv_sdop(n, 1) : nv_sdval_of(u, 0);
      ops[1] = i == 1 ? nv_sdop(n, 1) : nv_sdval_of(u, 1);
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B32, NULL, vt, ops, 2));
      return 1;
    }
    break;
  }
  case NV_ISD_BUILD_PAIR:
    ops[0] = nv_sdop(n, 0);
    ops[1] = nv_sdop(n, 1);
    if (vt == NV_EVT_INT(64) && nv_sdval_vt(ops[0]) == NV_EVT_INT(32)) {
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B64, NULL, vt, ops, 2));
      return 1;
    }
    if (vt == NV_EVT_INT(128) && nv_sdval_vt(ops[0]) == NV_EVT_INT(64)) {
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B128, NULL, vt, ops, 2));
      return 1;
    }
    if (vt == NV_EVT_INT(32) && nv_sdval_vt(ops[0]) == NV_EVT_INT(16)) {
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B32, NULL, vt, ops, 2));
      return 1;
    }
    break;
  case NV_ISD_EXTRACT_ELEMENT: {
    nv_sdval v = nv_sdop(n, 0);
    uint64_t i;
    nv_evt two[2], from = nv_sdval_vt(v);
    nv_sdnode *u;
    unsigned row = from == NV_EVT_INT(64) ? NV_PTX_UNPACK_B64 : from == NV_EVT_INT(128) ? NV_PTX_UNPACK_B128
                 : from == NV_EVT_INT(32) ? NV_PTX_UNPACK_B32 : NV_PTX_COUNT;
    if (row < NV_PTX_COUNT && nv_is_const(nv_sdop(n, 1), &i) && i < 2) {
      two[0] = two[1] = vt;
      u = nv_mnode(S, row, NULL, two, 2, 0, &v, 1);
      nv_sel_replace_val(S, n, nv_sdval_of(u, (uint32_t)i));
      return 1;
    }
    break;
  }
  default: break;
  }
  return nv_sel_fail(S, n, "vector operations must be legalised");
}

/* ---- control ---- */

static int nv_select_control(nv_sel *S, nv_sdnode *n) {
  nv_sdval ops[3];
  nv_mmods *m;
  nv_sdnode *mn;
  switch (n->op) {
  case NV_ISD_BR:
    m = nv_mods_new(S);
    m->uni = 1;
    ops[0] = nv_sdop(n, 1);
    ops[1] = nv_sdop(n, 0);
    mn = nv_mnode(S, NV_PTX_BRA, m, NULL, 0, 1, ops, 2);
    nv_sel_replace(S, n, mn);
    return 1;
  case NV_ISD_BRCOND: {
    nv_sdval c = nv_sdop(n, 1);
    uint32_t neg = 0;
    uint64_t k;
    if (nv_is_const(c, &k)) {
      /* a constant condition: always or never taken */
      if (!(k & 1)) {
        nv_dag_rauw(S->d, nv_sdval_of(n, 0), nv_sdop(n, 0));
        nv_dag_delete_node(S->d, n);
        return 1;
      }
      m = nv_mods_new(S);
      m->uni = 1;
      ops[0] = nv_sdop(n, 2);
      ops[1] = nv_sdop(n, 0);
      nv_sel_replace(S, n, nv_mnode(S, NV_PTX_BRA, m, NULL, 0, 1, ops, 2));
      return 1;
    }
    if (c.n->op == NV_ISD_XOR && nv_is_const(nv_sdop(c.n, 1), &k) && (k & 1)) {
      c = nv_sdop(c.n, 0);
      neg = NV_SDF_GUARD_NEG;
    }
    ops[0] = nv_sdop(n, 2);
    ops[1] = c;
    ops[2] = nv_sdop(n, 0);
    mn = nv_mnode(S, NV_PTX_BRA, NULL, NULL, 0, 1, ops, 3);
    mn->flags |= NV_SDF_GUARD | neg;
    nv_sel_replace(S, n, mn);
    return 1;
  }
  case NV_ISD_NVPTX_BRX: {
    /* [chain, index, bb...] -> BRX (index, bb..., chain) */
    nv_sdval *bops = NV_NEW_ARRAY(S->d->arena, nv_sdval, n->nops);
    unsigned i;
    uint64_t k;
    if (nv_is_const(nv_sdop(n, 1), &k)) {
      /* combining made the index a constant (brx.idx takes a register): a plain branch to
       * its target. An index out of range never gets here: the range check before it then
       * always branches to the default (it became bra.uni), so the dead branch may take
       * any target, the first */
      m = nv_mods_new(S);
      m->uni = 1;
      ops[0] = nv_sdop(n, 2 + (k < (uint64_t)n->nops - 2 ? (unsigned)k : 0));
      ops[1] = nv_sdop(n, 0);
      nv_sel_replace(S, n, nv_mnode(S, NV_PTX_BRA, m, NULL, 0, 1, ops, 2));
      return 1;
    }
    for (i = 1; i < n->nops; i++) bops[i - 1] = nv_sdop(n, i);
    bops[n->nops - 1] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_BRX, NULL, NULL, 0, 1, bops, n->nops));
    return 1;
  }
  case NV_ISD_NVPTX_RET:
    ops[0] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_RET, NULL, NULL, 0, 1, ops, 1));
    return 1;
  case NV_ISD_TRAP: {
    nv_sdnode *t;
    ops[0] = nv_sdop(n, 0);
    t = nv_mnode(S, NV_PTX_TRAP, NULL, NULL, 0, 1, ops, 1);
    ops[0] = nv_sdval_of(t, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_EXIT, NULL, NULL, 0, 1, ops, 1));
    return 1;
  }
  default: return nv_sel_fail(S, n, NULL);
  }
}

/* ---- overflow and carries, select_cc / br_cc, NVPTX nodes ---- */

/* uaddo / usubo / uaddo_carry / usubo_carry / saddo / ssubo: the sum and a predicate
 * computed by comparisons (no condition-code register needed, so the scheduler may
 * place them freely). */
/* A two-word add/sub with the carry in the condition-code register: one machine node
 * (add.cc + addc) whose two results are the low and high words. */
static int nv_select_carry_pair(nv_sel *S, nv_sdnode *n) {
  unsigned i;
  nv_sdval ops[4];
  if (n->nops != 4 || n->nres != 2 || n->vts[0] != NV_EVT_INT(64)) return nv_sel_fail(S, n, NULL);
  for (i = 0; i < 4; i++) ops[i] = nv_sdop(n, i);
  nv_sel_replace(S, n, nv_mnode(S, n->op == NV_ISD_NVPTX_ADD_CC ? NV_PTX_ADD_CC_PAIR_U64 : NV_PTX_SUB_CC_PAIR_U64,
                                NULL, n->vts, 2, 0, ops, 4));
  return 1;
}

static int nv_select_overflow(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  int k = nv_int_idx(vt);
  nv_sdval a = nv_sdop(n, 0), b = nv_sdop(n, 1), ops[3], r, c;
  nv_mmods *m;
  int add = n->op == NV_ISD_UADDO || n->op == NV_ISD_UADDO_CARRY || n->op == NV_ISD_SADDO;
  if (k < 0) return nv_sel_fail(S, n, NULL);
  ops[0] = a;
  ops[1] = b;
  r = nv_mval(S, (add ? NV_PTX_ADD_S16 : NV_PTX_SUB_S16) + (unsigned)k, NULL, vt, ops, 2);
  if (n->op == NV_ISD_UADDO_CARRY || n->op == NV_ISD_USUBO_CARRY) {
    /* r = a +- b +- cin; carry out when the first step carried or the second did */
    nv_sdval cin = nv_sdop(n, 2), ci, c1, c2;
    ops[0] = nv_sel_const(S, vt, 1);
    ops[1] = nv_sel_const(S, vt, 0);
    ops[2] = cin;
    ci = nv_mval(S, nv_selp_row(vt), NULL, vt, ops, 3);
    m = nv_mods_new(S);
    m->cmp = NV_CMP_LT;
    ops[0] = add ? r : a;
    ops[1] = add ? a : b;
    c1 = nv_mval(S, NV_PTX_SETP_U16 + (unsigned)k, m, NV_EVT_INT(1), ops, 2);
    ops[0] = r;
    ops[1] = ci;
    c = r;
    r = nv_mval(S, (add ? NV_PTX_ADD_S16 : NV_PTX_SUB_S16) + (unsigned)k, NULL, vt, ops, 2);
    m = nv_mods_new(S);
    m->cmp = NV_CMP_LT;
    ops[0] = add ? r : c;
    ops[1] = add ? c : ci;
    c2 = nv_mval(S, NV_PTX_SETP_U16 + (unsigned)k, m, NV_EVT_INT(1), ops, 2);
    ops[0] = c1;
    ops[1] = c2;
    c = nv_mval(S, NV_PTX_OR_PRED, NULL, NV_EVT_INT(1), ops, 2);
  } else if (n->op == NV_ISD_UADDO || n->op == NV_ISD_USUBO) {
    m = nv_mods_new(S);
    m->cmp = NV_CMP_LT;
    ops[0] = add ? r : a;
    ops[1] = add ? a : b;
    c = nv_mval(S, NV_PTX_SETP_U16 + (unsigned)k, m, NV_EVT_INT(1), ops, 2);
  } else {
    /* signed: overflow when the operands' signs make the result's sign impossible:
     * add: (a ^ r) & (b ^ r) < 0; sub: (a ^ b) & (a ^ r) < 0 */
    nv_sdval x, y;
    ops[0] = a;
    ops[1] = r;
    x = nv_mval(S, NV_PTX_XOR_B16 + (unsigned)k, NULL, vt, ops, 2);
    ops[0] = add ? b : a;
    ops[1] = add ? r : b;
    y = nv_mval(S, NV_PTX_XOR_B16 + (unsigned)k, NULL, vt, ops, 2);
    ops[0] = x;
    ops[1] = y;
    x = nv_mval(S, NV_PTX_AND_B16 + (unsigned)k, NULL, vt, ops, 2);
    m = nv_mods_new(S);
    m->cmp = NV_CMP_LT;
    ops[0] = x;
    ops[1] = nv_sel_const(S, vt, 0);
    c = nv_mval(S, NV_PTX_SETP_S16 + (unsigned)k, m, NV_EVT_INT(1), ops, 2);
  }
  nv_dag_rauw(S->d, nv_sdval_of(n, 0), r);
  nv_dag_rauw(S->d, nv_sdval_of(n, 1), c);
  nv_dag_delete_node(S->d, n);
  return 1;
}

static int nv_select_cc_forms(nv_sel *S, nv_sdnode *n) {
  nv_sdval p, ops[3];
  int ok;
  unsigned row;
  if (n->op == NV_ISD_SELECT_CC) {
    /* (a, b, t, f, cc) */
    p = nv_sel_setp(S, nv_sdop(n, 0), nv_sdop(n, 1), nv_sdop(n, 4).n->u.cc, n, &ok);
    if (!ok) return 0;
    row = nv_selp_row(n->vts[0]);
    if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, NULL);
    ops[0] = nv_sdop(n, 2);
    ops[1] = nv_sdop(n, 3);
    ops[2] = p;
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, n->vts[0], ops, 3));
    return 1;
  }
  /* BR_CC (chain, cc, a, b, bb) */
  {
    nv_sdnode *mn;
    p = nv_sel_setp(S, nv_sdop(n, 2), nv_sdop(n, 3), nv_sdop(n, 1).n->u.cc, n, &ok);
    if (!ok) return 0;
    ops[0] = nv_sdop(n, 4);
    ops[1] = p;
    ops[2] = nv_sdop(n, 0);
    mn = nv_mnode(S, NV_PTX_BRA, NULL, NULL, 0, 1, ops, 3);
    mn->flags |= NV_SDF_GUARD;
    nv_sel_replace(S, n, mn);
    return 1;
  }
}

static int nv_select_nvptx(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  nv_sdval ops[4];
  unsigned i, row;
  for (i = 0; i < n->nops && i < 4; i++) ops[i] = nv_sdop(n, i);
  switch (n->op) {
  case NV_ISD_NVPTX_WRAPPER: nv_sel_replace_val(S, n, ops[0]); return 1;
  case NV_ISD_NVPTX_BFE:
    row = vt == NV_EVT_INT(32) ? NV_PTX_BFE_U32 : vt == NV_EVT_INT(64) ? NV_PTX_BFE_U64 : NV_PTX_COUNT;
    if (row >= NV_PTX_COUNT || n->nops != 3) return nv_sel_fail(S, n, NULL);
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, vt, ops, 3));
    return 1;
  case NV_ISD_NVPTX_BFI:
    row = vt == NV_EVT_INT(32) ? NV_PTX_BFI_B32 : vt == NV_EVT_INT(64) ? NV_PTX_BFI_B64 : NV_PTX_COUNT;
    if (row >= NV_PTX_COUNT || n->nops != 4) return nv_sel_fail(S, n, NULL);
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, vt, ops, 4));
    return 1;
  case NV_ISD_NVPTX_PRMT: {
    /* (a, b, selector [, mode]) */
    nv_mmods *m = NULL;
    if (vt != NV_EVT_INT(32) || n->nops < 3) return nv_sel_fail(S, n, NULL);
    if (n->nops > 3 && ops[3].n->op == NV_ISD_CONSTANT && ops[3].n->u.c.lo) {
      static const uint8_t modes[] = {NV_MODE_NONE, NV_MODE_F4E, NV_MODE_B4E, NV_MODE_RC8, NV_MODE_ECL, NV_MODE_ECR, NV_MODE_RC16};
      m = nv_mods_new(S);
      m->mode = ops[3].n->u.c.lo < NV_ARRAY_LEN(modes) ? modes[ops[3].n->u.c.lo] : (uint8_t)NV_MODE_NONE;
    }
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PRMT_B32, m, vt, ops, 3));
    return 1;
  }
  case NV_ISD_NVPTX_MUL_WIDE_SIGNED: case NV_ISD_NVPTX_MUL_WIDE_UNSIGNED: {
    int sgn = n->op == NV_ISD_NVPTX_MUL_WIDE_SIGNED;
    nv_evt at = nv_sdval_vt(ops[0]);
    if (at == NV_EVT_INT(16) && vt == NV_EVT_INT(32)) row = sgn ? NV_PTX_MUL_WIDE_S16 : NV_PTX_MUL_WIDE_U16;
    else if (at == NV_EVT_INT(32) && vt == NV_EVT_INT(64)) row = sgn ? NV_PTX_MUL_WIDE_S32 : NV_PTX_MUL_WIDE_U32;
    else return nv_sel_fail(S, n, NULL);
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, vt, ops, 2));
    return 1;
  }
  default: return nv_sel_fail(S, n, NULL);
  }
}

/* MERGE_VALUES: result i is operand i. */
static int nv_select_merge(nv_sel *S, nv_sdnode *n) {
  unsigned i;
  for (i = 0; i < n->nres && i < n->nops; i++) nv_dag_rauw(S->d, nv_sdval_of(n, i), nv_sdop(n, i));
  nv_dag_delete_node(S->d, n);
  return 1;
}

/* A shuffle of two-element packed vectors: unpack both, repack the chosen halves. */
static int nv_select_shuffle(nv_sel *S, nv_sdnode *n) {
  nv_evt vt = n->vts[0], two[2], et = NV_EVT_ELEM(vt);
  nv_sdval ops[2], e[2];
  nv_sdnode *ua, *ub;
  unsigned i;
  if (NV_EVT_NELTS(vt) != 2 || nv_evt_bits(vt) != 32) return nv_sel_fail(S, n, "vector shuffles must be legalised");
  two[0] = two[1] = et;
  ops[0] = nv_sdop(n, 0);
  ua = nv_mnode(S, NV_PTX_UNPACK_B32, NULL, two, 2, 0, ops, 1);
  ops[0] = nv_sdop(n, 1);
  ub = nv_mnode(S, NV_PTX_UNPACK_B32, NULL, two, 2, 0, ops, 1);
  for (i = 0; i < 2; i++) {
    int m = n->u.mask ? n->u.mask[i] : -1;
    if (m < 0) e[i] = nv_dag_undef(S->d, et);
    else e[i] = nv_sdval_of(m < 2 ? ua : ub, (uint32_t)(m & 1));
  }
  nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B32, NULL, vt, e, 2));
  return 1;
}

/* ---- the driver ---- */

static int nv_select_node(nv_sel *S, nv_sdnode *n) {
  switch (n->op) {
  case NV_ISD_ADD: case NV_ISD_SUB: case NV_ISD_MUL: case NV_ISD_MULHS: case NV_ISD_MULHU:
  case NV_ISD_SDIV: case NV_ISD_UDIV: case NV_ISD_SREM: case NV_ISD_UREM: case NV_ISD_AND:
  case NV_ISD_OR: case NV_ISD_XOR: case NV_ISD_SHL: case NV_ISD_SRL: case NV_ISD_SRA:
  case NV_ISD_SMIN: case NV_ISD_SMAX: case NV_ISD_UMIN: case NV_ISD_UMAX:
    if (NV_EVT_IS_VECTOR(n->vts[0])) return nv_select_packed_int(S, n);
    return nv_select_int_binop(S, n);
  case NV_ISD_SADDSAT: case NV_ISD_SSUBSAT: {
    nv_sdval ops[2];
    if (n->vts[0] != NV_EVT_INT(32)) return nv_sel_fail(S, n, NULL);
    ops[0] = nv_sdop(n, 0);
    ops[1] = nv_sdop(n, 1);
    nv_sel_replace_val(S, n, nv_mval(S, n->op == NV_ISD_SADDSAT ? NV_PTX_ADD_SAT_S32 : NV_PTX_SUB_SAT_S32, NULL,
                                     n->vts[0], ops, 2));
    return 1;
  }
  case NV_ISD_ABS: return nv_select_abs(S, n);
  case NV_ISD_CTPOP: case NV_ISD_CTLZ: case NV_ISD_CTTZ: case NV_ISD_CTLZ_ZERO_UNDEF:
  case NV_ISD_CTTZ_ZERO_UNDEF: case NV_ISD_BITREVERSE: case NV_ISD_BSWAP: case NV_ISD_ROTL:
  case NV_ISD_ROTR: case NV_ISD_FSHL: case NV_ISD_FSHR:
    return nv_select_bitop(S, n);
  case NV_ISD_SIGN_EXTEND_INREG: return nv_select_sext_inreg(S, n);
  case NV_ISD_FADD: case NV_ISD_FSUB: case NV_ISD_FMUL: case NV_ISD_FDIV: case NV_ISD_FMA:
  case NV_ISD_FMAD: case NV_ISD_FNEG: case NV_ISD_FABS: case NV_ISD_FSQRT: case NV_ISD_FMINNUM:
  case NV_ISD_FMAXNUM: case NV_ISD_FMINIMUM: case NV_ISD_FMAXIMUM: case NV_ISD_FCOPYSIGN:
  case NV_ISD_FFLOOR: case NV_ISD_FCEIL: case NV_ISD_FTRUNC: case NV_ISD_FRINT:
  case NV_ISD_FNEARBYINT: case NV_ISD_FROUNDEVEN: case NV_ISD_FSIN: case NV_ISD_FCOS:
  case NV_ISD_FEXP2: case NV_ISD_FLOG2:
    return nv_select_fp(S, n);
  case NV_ISD_TRUNCATE: case NV_ISD_ZERO_EXTEND: case NV_ISD_SIGN_EXTEND: case NV_ISD_ANY_EXTEND:
    return nv_select_ext_trunc(S, n);
  case NV_ISD_FP_ROUND: case NV_ISD_FP_EXTEND: case NV_ISD_FP_TO_SINT: case NV_ISD_FP_TO_UINT:
  case NV_ISD_SINT_TO_FP: case NV_ISD_UINT_TO_FP:
    return nv_select_fp_cvt(S, n);
  case NV_ISD_FP16_TO_FP: case NV_ISD_FP_TO_FP16: {
    /* f16 bits in a b16 register, converted with cvt (targets without an f16 class) */
    nv_sdval a = nv_sdop(n, 0);
    nv_evt to = n->vts[0], from = nv_sdval_vt(a);
    nv_mmods *m = NULL;
    unsigned row;
    if (n->op == NV_ISD_FP16_TO_FP) {
      row = to == NV_SC_F64 ? NV_PTX_CVT_F64_F16 : NV_PTX_CVT_F32_F16;
    } else {
      row = from == NV_SC_F64 ? NV_PTX_CVT_F16_F64 : NV_PTX_CVT_F16_F32;
      m = nv_mods_new(S);
      m->rnd = NV_RND_RN;
    }
    nv_sel_replace_val(S, n, nv_mval(S, row, m, to, &a, 1));
    return 1;
  }
  case NV_ISD_BITCAST: return nv_select_bitcast(S, n);
  case NV_ISD_ADDRSPACECAST: return nv_select_addrspacecast(S, n);
  case NV_ISD_FREEZE: nv_sel_replace_val(S, n, nv_sdop(n, 0)); return 1;
  case NV_ISD_SETCC: return nv_select_setcc(S, n);
  case NV_ISD_SELECT: return nv_select_select(S, n);
  case NV_ISD_BUILD_VECTOR: case NV_ISD_EXTRACT_VECTOR_ELT: case NV_ISD_INSERT_VECTOR_ELT:
  case NV_ISD_BUILD_PAIR: case NV_ISD_EXTRACT_ELEMENT:
    return nv_select_vector(S, n);
  case NV_ISD_BR: case NV_ISD_BRCOND: case NV_ISD_NVPTX_RET: case NV_ISD_TRAP: case NV_ISD_NVPTX_BRX:
    return nv_select_control(S, n);
  case NV_ISD_INTRINSIC_WO_CHAIN: case NV_ISD_INTRINSIC_W_CHAIN: case NV_ISD_INTRINSIC_VOID:
    return nv_select_intrinsic(S, n);
  case NV_ISD_UADDO: case NV_ISD_USUBO: case NV_ISD_SADDO: case NV_ISD_SSUBO: case NV_ISD_UADDO_CARRY:
  case NV_ISD_USUBO_CARRY:
    return nv_select_overflow(S, n);
  case NV_ISD_NVPTX_ADD_CC: case NV_ISD_NVPTX_SUB_CC: return nv_select_carry_pair(S, n);
  case NV_ISD_SELECT_CC: case NV_ISD_BR_CC: return nv_select_cc_forms(S, n);
  case NV_ISD_NVPTX_WRAPPER: case NV_ISD_NVPTX_BFE: case NV_ISD_NVPTX_BFI: case NV_ISD_NVPTX_PRMT:
  case NV_ISD_NVPTX_MUL_WIDE_SIGNED: case NV_ISD_NVPTX_MUL_WIDE_UNSIGNED:
    return nv_select_nvptx(S, n);
  case NV_ISD_MERGE_VALUES: return nv_select_merge(S, n);
  case NV_ISD_INLINEASM: {
    /* the node as it is, as a machine node: outputs, then (text, constraints, inputs),
     * then the chain */
    nv_evt *vts = NV_NEW_ARRAY(S->d->arena, nv_evt, n->nres ? n->nres : 1);
    nv_sdval ops[40];
    unsigned i, nv = 0;
    for (i = 0; i < n->nres; i++)
      if (n->vts[i] != NV_EVT_OTHER) vts[nv++] = n->vts[i];
    if (n->nops > 40) return nv_sel_fail(S, n, "too many inline asm operands");
    for (i = 1; i < n->nops; i++) ops[i - 1] = nv_sdop(n, i);
    ops[n->nops - 1] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_INLINEASM, NULL, vts, nv, 1, ops, n->nops));
    return 1;
  }
  case NV_ISD_NVPTX_DYNAMIC_STACKALLOC: {
    /* (chain, size, align) -> (local pointer, chain) */
    nv_sdval ops[3];
    nv_evt vt = NV_EVT_INT(64);
    if (!nv_row_ok(S, n, NV_PTX_ALLOCA_U64)) return 0;
    ops[0] = nv_sdop(n, 1);
    ops[1] = nv_sdop(n, 2);
    ops[2] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, NV_PTX_ALLOCA_U64, NULL, &vt, 1, 1, ops, 3));
    return 1;
  }
  case NV_ISD_VECTOR_SHUFFLE: return nv_select_shuffle(S, n);
  default: return nv_select_mem(S, n);
  }
}

/* Nodes the emitter handles as they are. */
static int nv_select_is_final(const nv_sdnode *n) {
  switch (n->op) {
  case NV_ISD_ENTRY_TOKEN: case NV_ISD_TOKEN_FACTOR: case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP:
  case NV_ISD_GLOBAL_ADDRESS: case NV_ISD_FRAME_INDEX: case NV_ISD_EXTERNAL_SYMBOL:
  case NV_ISD_BASIC_BLOCK: case NV_ISD_REGISTER: case NV_ISD_CONDCODE: case NV_ISD_VALUETYPE:
  case NV_ISD_UNDEF: case NV_ISD_POISON: case NV_ISD_COPY_TO_REG: case NV_ISD_COPY_FROM_REG:
  case NV_ISD_MACHINE:
    return 1;
  default: return 0;
  }
}

static int nv_select_dag(nv_isel *s) {
  nv_sel S;
  nv_sdnode **order;
  uint32_t count, i;
  int ok = 1;
  memset(&S, 0, sizeof S);
  S.s = s;
  S.d = s->dag;
  S.tgt = s->tgt;
  S.sm = s->tgt->sm;
  S.ptx = s->tgt->ptx;
  S.opt = s->cg->o->opt_level;
  order = nv_dag_topo_order(s->dag, &count);
  for (i = count; i-- > 0 && ok;) {
    nv_sdnode *n = order[i];
    if (n->dead) continue;
    if (!n->uses && n != s->dag->root.n) {
      nv_dag_delete_node(s->dag, n);
      continue;
    }
    if (nv_select_is_final(n)) continue;
    /* machine nodes take the IR position and origin of the node they replace */
    s->dag->cur_order = n->order;
    s->dag->cur_ir = n->ir;
    if (!nv_select_node(&S, n)) ok = 0;
  }
  s->dag->cur_ir = NULL;
  return ok;
}
