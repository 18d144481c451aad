/* build.c -- the SelectionDAG builder: turns one IR function into machine IR, block by
 * block. For each block it builds a DAG of generic nodes (possibly of illegal types),
 * runs the combiner and the legalisers on it, selects it (select*.c) and emits it into
 * the block's machine block (emit.c).
 *
 * Values cross blocks in virtual registers (LLVM's FunctionLoweringInfo): an IR value
 * used outside its block gets one vreg per "register part" of its type -- each scalar
 * or vector leaf of the type (ComputeValueVTs) broken into the legal register types the
 * target keeps it in (i8 -> one i16, i128 without .b128 -> two i64, v4f32 -> four f32).
 * The defining block copies the parts into the vregs (COPY_TO_REG), users read them back
 * (COPY_FROM_REG) and reassemble the value with generic nodes, so the DAG stays generic
 * for the legaliser. PHIs become machine PHI instructions on the parts at the top of
 * their machine block, fed by COPY_TO_REG in each predecessor, as LLVM does. */

typedef NV_VEC(nv_sdval) nv_sdval_vec;
typedef NV_VEC(nv_evt) nv_evt_vec;

/* ---- diagnostics ---- */

static void nv_isel_error(nv_isel *s, const nv_inst *I, const char *fmt, ...) {
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  const char *file = NULL;
  if (I && !I->parent) I = NULL; /* a constant expression lowered like an instruction */
  if (I && I->line) file = nv_module_file(s->cg->m, I->line);
  nv_buf_printf(&b, "in function '%s': ", s->f->v.name ? s->f->v.name : "");
  va_start(ap, fmt);
  nv_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  if (I) {
    nv_buf_puts(&b, " (in '");
    nv_print_inst_to(&b, I);
    nv_buf_puts(&b, "')");
  }
  nv_diag(s->cg->o->diag, NVCG_SEV_ERROR, file, I ? I->line : 0, I ? I->col : 0, "%s", b.data);
  nv_buf_free(&b);
  s->failed = 1;
}

/* ---- leaves and register parts ---- */

static unsigned nv_type_leaves_rec(const nv_type *t, uint64_t base, nv_evt *vts, uint64_t *offs,
                                   unsigned max, unsigned n) {
  uint64_t i;
  switch (t->kind) {
  case NVCG_TYPE_STRUCT:
    for (i = 0; i < t->count; i++)
      n = nv_type_leaves_rec(t->fields[i], base + nv_struct_field_offset(t, (unsigned)i), vts, offs, max, n);
    return n;
  case NVCG_TYPE_ARRAY: {
    uint64_t sz = nv_type_alloc_size(t->elem);
    for (i = 0; i < t->count; i++) n = nv_type_leaves_rec(t->elem, base + i * sz, vts, offs, max, n);
    return n;
  }
  case NVCG_TYPE_VOID: case NVCG_TYPE_LABEL: case NVCG_TYPE_FUNCTION: return n;
  default:
    if (n < max) {
      if (vts) vts[n] = nv_evt_of_type(t);
      if (offs) offs[n] = base;
    }
    return n + 1;
  }
}

static unsigned nv_type_leaves(const nv_type *t, nv_evt *vts, uint64_t *offs, unsigned max) {
  return nv_type_leaves_rec(t, 0, vts, offs, max, 0);
}

/* Leaves of a type into arena arrays (types may have many). */
static unsigned nv_leaves_alloc(nv_isel *s, const nv_type *t, nv_evt **vts, uint64_t **offs) {
  unsigned n = nv_type_leaves(t, NULL, NULL, 0);
  *vts = NV_NEW_ARRAY(s->arena, nv_evt, n ? n : 1);
  if (offs) *offs = NV_NEW_ARRAY(s->arena, uint64_t, n ? n : 1);
  nv_type_leaves(t, *vts, offs ? *offs : NULL, n);
  return n;
}

static unsigned nv_evt_nparts(const nv_target *t, nv_evt vt) {
  unsigned c = 1;
  nv_target_register_type(t, vt, &c);
  return c;
}

static unsigned nv_type_nparts(const nv_isel *s, const nv_type *t) {
  nv_evt small[16], *vts = small;
  unsigned n, i, total = 0;
  /* a scalar or vector type is its own single leaf (asked for every value) */
  switch (t->kind) {
  case NVCG_TYPE_STRUCT: case NVCG_TYPE_ARRAY: break;
  case NVCG_TYPE_VOID: case NVCG_TYPE_LABEL: case NVCG_TYPE_FUNCTION: return 0;
  default: return nv_evt_nparts(s->tgt, nv_evt_of_type(t));
  }
  n = nv_type_leaves(t, NULL, NULL, 0);
  if (n > 16) vts = (nv_evt *)nv_xmalloc(n * sizeof *vts);
  nv_type_leaves(t, vts, NULL, n);
  for (i = 0; i < n; i++) total += nv_evt_nparts(s->tgt, vts[i]);
  if (vts != small) nv_xfree(vts);
  return total;
}

/* Appends the register types of a leaf's parts. */
static void nv_evt_part_types(const nv_target *t, nv_evt vt, nv_evt_vec *out) {
  unsigned c, i;
  nv_evt r = nv_target_register_type(t, vt, &c);
  for (i = 0; i < c; i++) nv_vec_push(out, r);
}

/* Allocates the vregs of a value's parts (consecutive numbers); returns the first. */
static uint32_t nv_alloc_part_vregs(nv_isel *s, const nv_type *t) {
  nv_evt_vec parts = NV_VEC_INIT;
  nv_evt *vts;
  unsigned n = nv_leaves_alloc(s, t, &vts, NULL), i;
  uint32_t first = 0;
  for (i = 0; i < n; i++) nv_evt_part_types(s->tgt, vts[i], &parts);
  for (i = 0; i < parts.len; i++) {
    nv_regclass rc = nv_target_regclass(s->tgt, parts.data[i]);
    uint32_t r = nv_vreg_new(s->mf, rc == NV_RC_NONE ? NV_RC_B32 : rc);
    if (i == 0) first = r;
  }
  nv_vec_free(&parts);
  return first;
}

/* ---- what the lowering keeps per value: an instruction's slot, else a pointer map ---- */

static nv_isel_slot *nv_isel_slot_of(const nv_isel *s, const void *p) {
  const nv_value *v = (const nv_value *)p;
  uint32_t k;
  if (v->kind != NV_V_INST) return NULL;
  k = v->id - s->slot_lo;
  /* the pointer test: an id shared with another instruction (or a stand-in's copy of a
   * constant's id, see nv_build_leaves_new) is not this slot's */
  return k < s->nslot && s->slot[k].v == v ? &s->slot[k] : NULL;
}

/* Slots for f's instructions over their id range, unless the range is much wider than the
 * function (then the maps hold everything); a second instruction with an id already taken
 * keeps its entries in the maps. */
static void nv_isel_slots_init(nv_isel *s, nv_func *f) {
  uint32_t lo = UINT32_MAX, hi = 0, count = 0;
  nv_block *bb;
  for (bb = f->first; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb) {
      if (I->v.id < lo) lo = I->v.id;
      if (I->v.id > hi) hi = I->v.id;
      count++;
    }
  s->slot_lo = lo;
  s->nslot = count && hi - lo < 4 * count + 64 ? hi - lo + 1 : 0;
  s->slot = s->nslot ? (nv_isel_slot *)nv_xcalloc(s->nslot, sizeof *s->slot) : NULL;
  if (!s->nslot) return;
  for (bb = f->first; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb) {
      nv_isel_slot *sl = &s->slot[I->v.id - lo];
      if (!sl->v) sl->v = &I->v;
    }
}

static int nv_vreg_lookup(const nv_isel *s, const void *v, uint32_t *reg) {
  const nv_isel_slot *sl = nv_isel_slot_of(s, v);
  uintptr_t x;
  if (sl) {
    if (!sl->vreg) return 0;
    x = sl->vreg - 1;
  } else if (!nv_map_get(&s->vreg_of, (uintptr_t)v, &x)) {
    return 0;
  }
  if (reg) *reg = (uint32_t)x;
  return 1;
}

static void nv_vreg_set(nv_isel *s, const void *v, uint32_t reg) {
  nv_isel_slot *sl = nv_isel_slot_of(s, v);
  if (sl) sl->vreg = reg + 1;
  else nv_map_put(&s->vreg_of, (uintptr_t)v, reg);
}

/* 1 + the frame index of static alloca v; 0 when it is not one */
static uintptr_t nv_isel_fi(const nv_isel *s, const void *v) {
  const nv_isel_slot *sl = nv_isel_slot_of(s, v);
  uintptr_t x = 0;
  if (sl) return sl->fi;
  return nv_map_get(&s->fi_of, (uintptr_t)v, &x) ? x : 0;
}

static void nv_isel_fi_set(nv_isel *s, const void *v, uint32_t fi1) {
  nv_isel_slot *sl = nv_isel_slot_of(s, v);
  if (sl) sl->fi = fi1;
  else nv_map_put(&s->fi_of, (uintptr_t)v, fi1);
}

static uint32_t *nv_isel_phi_regs(const nv_isel *s, const void *v) {
  const nv_isel_slot *sl = nv_isel_slot_of(s, v);
  uintptr_t x = 0;
  if (sl) return sl->phi_regs;
  return nv_map_get(&s->phi_slots, (uintptr_t)v, &x) ? (uint32_t *)x : NULL;
}

static void nv_isel_phi_regs_set(nv_isel *s, const void *v, uint32_t *regs) {
  nv_isel_slot *sl = nv_isel_slot_of(s, v);
  if (sl) sl->phi_regs = regs;
  else nv_map_put(&s->phi_slots, (uintptr_t)v, (uintptr_t)regs);
}

/* The current block's 1 + index of v's first leaf; 0 when the block has not built v. */
static uintptr_t nv_isel_val(const nv_isel *s, const void *v) {
  const nv_isel_slot *sl = nv_isel_slot_of(s, v);
  uintptr_t x = 0;
  if (sl) return sl->val_gen == s->block_gen ? sl->val_at : 0;
  if (!nv_map_get(&s->val_of, (uintptr_t)v, &x)) return 0;
  return s->val_rec.data[x].gen == s->block_gen ? s->val_rec.data[x].at : 0;
}

static void nv_isel_val_set(nv_isel *s, const void *v, uint32_t at1) {
  nv_isel_slot *sl = nv_isel_slot_of(s, v);
  uintptr_t x;
  if (sl) {
    sl->val_gen = s->block_gen;
    sl->val_at = at1;
  } else if (nv_map_get(&s->val_of, (uintptr_t)v, &x)) {
    s->val_rec.data[x].gen = s->block_gen;
    s->val_rec.data[x].at = at1;
  } else {
    nv_isel_valrec r;
    r.gen = s->block_gen;
    r.at = at1;
    nv_vec_push(&s->val_rec, r);
    nv_map_put(&s->val_of, (uintptr_t)v, s->val_rec.len - 1);
  }
}

static nv_mblock *nv_isel_mbb(const nv_isel *s, const nv_block *bb) {
  nv_mblock *mb = bb->index < s->nmbb ? s->mbb_at[bb->index] : NULL;
  return mb && mb->ir == bb ? mb : NULL;
}

/* Integer extension / truncation, folded when the operand is a constant. */
static nv_sdval nv_int_cast(nv_isel *s, unsigned op, nv_evt to, nv_sdval v) {
  uint64_t c;
  nv_evt from = nv_sdval_vt(v);
  if (from == to) return v;
  if (nv_sdval_is_const(v, &c) && v.n->u.c.hi == 0) {
    unsigned fb = nv_evt_bits(from);
    if (op == NV_ISD_SIGN_EXTEND && fb < 64 && ((c >> (fb - 1)) & 1)) c |= ~0ull << fb;
    return nv_dag_const(s->dag, to, c, op == NV_ISD_SIGN_EXTEND && (int64_t)c < 0 ? ~0ull : 0);
  }
  return nv_dag_node1(s->dag, op, to, v);
}

/* Element access with the folds SelectionDAG's node constructor does (LLVM's getNode):
 * an element of a BUILD_VECTOR, of an insert at the same constant index, or of undef is
 * read directly, so vectors that are only built and taken apart leave no vector node
 * behind for the legaliser. */
static nv_sdval nv_vec_extract(nv_isel *s, nv_sdval vec, nv_sdval idx, nv_evt et) {
  uint64_t c, k;
  int guard = 0;
  if (nv_sdval_is_const(idx, &c)) {
    while (vec.n->op == NV_ISD_INSERT_VECTOR_ELT && guard++ < 256 && nv_sdval_is_const(nv_sdop(vec.n, 2), &k)) {
      if (k == c) return nv_sdop(vec.n, 1);
      vec = nv_sdop(vec.n, 0);
    }
    if (vec.n->op == NV_ISD_BUILD_VECTOR && c < vec.n->nops) return nv_sdop(vec.n, (unsigned)c);
    if (vec.n->op == NV_ISD_UNDEF || vec.n->op == NV_ISD_POISON) return nv_dag_undef(s->dag, et);
  }
  return nv_dag_node2(s->dag, NV_ISD_EXTRACT_VECTOR_ELT, et, vec, idx);
}

/* Whether idx is a constant at or past the end of vec (the index is unsigned, up to 128
 * bits wide). */
static int nv_build_index_out_of_range(const nv_value *vec, const nv_value *idx) {
  const nv_const *c = (const nv_const *)idx;
  if (idx->kind != NV_V_CINT) return 0;
  return c->ci[1] != 0 || c->ci[0] >= vec->type->count;
}

static nv_sdval nv_vec_insert(nv_isel *s, nv_sdval vec, nv_sdval elt, nv_sdval idx, nv_evt vt) {
  uint64_t c;
  unsigned n = NV_EVT_NELTS(vt), i;
  if (nv_sdval_is_const(idx, &c) && c < n && n <= 64 &&
      (vec.n->op == NV_ISD_BUILD_VECTOR || vec.n->op == NV_ISD_UNDEF || vec.n->op == NV_ISD_POISON)) {
    nv_sdval e[64];
    for (i = 0; i < n; i++)
      e[i] = i == c ? elt : vec.n->op == NV_ISD_BUILD_VECTOR ? nv_sdop(vec.n, i) : nv_dag_undef(s->dag, NV_EVT_ELEM(vt));
    return nv_dag_node(s->dag, NV_ISD_BUILD_VECTOR, vt, e, n);
  }
  return nv_dag_node3(s->dag, NV_ISD_INSERT_VECTOR_ELT, vt, vec, elt, idx);
}

/* Splits a value of type vt into its register parts with generic nodes. */
static void nv_split_parts(nv_isel *s, nv_sdval v, nv_evt vt, nv_sdval_vec *out, int depth) {
  nv_dag *d = s->dag;
  nv_evt next;
  unsigned i, n;
  if (nv_target_type_legal(s->tgt, vt) || depth > 16) {
    nv_vec_push(out, v);
    return;
  }
  next = nv_target_type_to_transform(s->tgt, vt);
  switch (nv_target_type_action(s->tgt, vt)) {
  case NV_TA_PROMOTE_INTEGER:
    nv_split_parts(s, nv_dag_node1(d, NV_ISD_ANY_EXTEND, next, v), next, out, depth + 1);
    break;
  case NV_TA_PROMOTE_FLOAT:
    nv_split_parts(s, nv_dag_node1(d, NV_ISD_FP_EXTEND, next, v), next, out, depth + 1);
    break;
  case NV_TA_EXPAND_INTEGER:
    for (i = 0; i < 2; i++)
      nv_split_parts(s, nv_dag_node2(d, NV_ISD_EXTRACT_ELEMENT, next, v, nv_dag_const(d, NV_EVT_INT(64), i, 0)),
                     next, out, depth + 1);
    break;
  case NV_TA_SOFTEN_FLOAT: case NV_TA_EXPAND_FLOAT:
    next = NV_EVT_INT(nv_evt_bits(vt));
    nv_split_parts(s, nv_dag_node1(d, NV_ISD_BITCAST, next, v), next, out, depth + 1);
    break;
  case NV_TA_SCALARIZE_VECTOR:
    n = NV_EVT_NELTS(vt);
    for (i = 0; i < n; i++)
      nv_split_parts(s, nv_vec_extract(s, v, nv_dag_const(d, NV_EVT_INT(64), i, 0), next), next, out, depth + 1);
    break;
  case NV_TA_SPLIT_VECTOR:
    n = NV_EVT_NELTS(next);
    for (i = 0; i < 2; i++)
      nv_split_parts(s, nv_dag_node2(d, NV_ISD_EXTRACT_SUBVECTOR, next, v, nv_dag_const(d, NV_EVT_INT(64), i * n, 0)),
                     next, out, depth + 1);
    break;
  case NV_TA_WIDEN_VECTOR:
    nv_split_parts(s, nv_dag_node3(d, NV_ISD_INSERT_SUBVECTOR, next, nv_dag_undef(d, next), v,
                                   nv_dag_const(d, NV_EVT_INT(64), 0, 0)),
                   next, out, depth + 1);
    break;
  default: nv_vec_push(out, v); break;
  }
}

/* The inverse of nv_split_parts: consumes parts[*at...]. */
static nv_sdval nv_join_parts(nv_isel *s, const nv_sdval *parts, unsigned *at, nv_evt vt, int depth) {
  nv_dag *d = s->dag;
  nv_evt next;
  nv_sdval x, y;
  unsigned i, n;
  if (nv_target_type_legal(s->tgt, vt) || depth > 16) return parts[(*at)++];
  next = nv_target_type_to_transform(s->tgt, vt);
  switch (nv_target_type_action(s->tgt, vt)) {
  case NV_TA_PROMOTE_INTEGER:
    return nv_dag_node1(d, NV_ISD_TRUNCATE, vt, nv_join_parts(s, parts, at, next, depth + 1));
  case NV_TA_PROMOTE_FLOAT:
    return nv_dag_node1(d, NV_ISD_FP_ROUND, vt, nv_join_parts(s, parts, at, next, depth + 1));
  case NV_TA_EXPAND_INTEGER:
    x = nv_join_parts(s, parts, at, next, depth + 1);
    y = nv_join_parts(s, parts, at, next, depth + 1);
    return nv_dag_node2(d, NV_ISD_BUILD_PAIR, vt, x, y);
  case NV_TA_SOFTEN_FLOAT: case NV_TA_EXPAND_FLOAT:
    next = NV_EVT_INT(nv_evt_bits(vt));
    return nv_dag_node1(d, NV_ISD_BITCAST, vt, nv_join_parts(s, parts, at, next, depth + 1));
  case NV_TA_SCALARIZE_VECTOR: {
    nv_sdval elts[64];
    nv_sdval_vec many = NV_VEC_INIT;
    n = NV_EVT_NELTS(vt);
    memset(elts, 0, sizeof elts); /* gcc -O2 cannot see that n >= 1 fills what is read */
    for (i = 0; i < n; i++) {
      x = nv_join_parts(s, parts, at, next, depth + 1);
      if (n <= 64) elts[i] = x;
      else nv_vec_push(&many, x);
    }
    x = nv_dag_node(d, NV_ISD_BUILD_VECTOR, vt, n <= 64 ? elts : many.data, n);
    nv_vec_free(&many);
    return x;
  }
  case NV_TA_SPLIT_VECTOR:
    x = nv_join_parts(s, parts, at, next, depth + 1);
    y = nv_join_parts(s, parts, at, next, depth + 1);
    return nv_dag_node2(d, NV_ISD_CONCAT_VECTORS, vt, x, y);
  case NV_TA_WIDEN_VECTOR:
    return nv_dag_node2(d, NV_ISD_EXTRACT_SUBVECTOR, vt, nv_join_parts(s, parts, at, next, depth + 1),
                        nv_dag_const(d, NV_EVT_INT(64), 0, 0));
  default: return parts[(*at)++];
  }
}

/* ---- the per-block value map ---- */

static void nv_build_set_leaves(nv_isel *s, const nv_value *v, const nv_sdval *leaves, unsigned n) {
  unsigned i, at = s->leaves.len;
  for (i = 0; i < n; i++) nv_vec_push(&s->leaves, leaves[i]);
  nv_isel_val_set(s, v, at + 1);
}

static void nv_build_set1(nv_isel *s, const nv_value *v, nv_sdval x) { nv_build_set_leaves(s, v, &x, 1); }

/* Reads a value that lives in vregs: one COPY_FROM_REG per part, then reassembly. */
static void nv_build_from_vregs(nv_isel *s, nv_value *v, uint32_t reg) {
  nv_dag *d = s->dag;
  nv_evt *vts;
  unsigned n = nv_leaves_alloc(s, v->type, &vts, NULL), i, k;
  nv_sdval_vec leaves = NV_VEC_INIT;
  for (i = 0; i < n; i++) {
    nv_sdval parts[64];
    nv_sdval_vec many = NV_VEC_INIT;
    nv_evt_vec pt = NV_VEC_INIT;
    unsigned at = 0;
    nv_evt_part_types(s->tgt, vts[i], &pt);
    for (k = 0; k < pt.len; k++) {
      nv_sdval ops[2], x;
      nv_evt rvts[2];
      ops[0] = d->entry;
      ops[1] = nv_dag_register(d, pt.data[k], reg++);
      rvts[0] = pt.data[k];
      rvts[1] = NV_EVT_OTHER;
      x = nv_dag_node_vts(d, NV_ISD_COPY_FROM_REG, rvts, 2, ops, 2);
      if (pt.len <= 64) parts[k] = x;
      else nv_vec_push(&many, x);
    }
    nv_vec_push(&leaves, nv_join_parts(s, pt.len <= 64 ? parts : many.data, &at, vts[i], 0));
    nv_vec_free(&many);
    nv_vec_free(&pt);
  }
  nv_build_set_leaves(s, v, leaves.data, leaves.len);
  nv_vec_free(&leaves);
}

/* Copies a value's leaves into vregs starting at reg (chained on s->chain). */
static void nv_build_to_vregs(nv_isel *s, nv_value *v, uint32_t reg) {
  nv_dag *d = s->dag;
  nv_evt *vts;
  unsigned n = nv_leaves_alloc(s, v->type, &vts, NULL), i, k;
  for (i = 0; i < n; i++) {
    nv_sdval_vec parts = NV_VEC_INIT;
    nv_split_parts(s, nv_build_value(s, v, i), vts[i], &parts, 0);
    for (k = 0; k < parts.len; k++) {
      nv_sdval ops[3];
      ops[0] = s->chain;
      ops[1] = nv_dag_register(d, nv_sdval_vt(parts.data[k]), reg++);
      ops[2] = parts.data[k];
      s->chain = nv_dag_node(d, NV_ISD_COPY_TO_REG, NV_EVT_OTHER, ops, 3);
    }
    nv_vec_free(&parts);
  }
}

/* ---- constants ---- */

static nv_sdval nv_build_scalar_const(nv_isel *s, const nv_value *c, nv_evt vt) {
  nv_dag *d = s->dag;
  const nv_const *k;
  switch (c->kind) {
  case NV_V_CINT: k = (const nv_const *)c; return nv_dag_const(d, vt, k->ci[0], k->ci[1]);
  case NV_V_CFP: k = (const nv_const *)c; return nv_dag_const_fp(d, vt, k->ci[0], k->ci[1]);
  case NV_V_CNULL: return nv_dag_const(d, vt, 0, 0);
  case NV_V_CZERO:
    return NV_EVT_IS_FP(vt) ? nv_dag_const_fp(d, vt, 0, 0) : nv_dag_const(d, vt, 0, 0);
  case NV_V_UNDEF: case NV_V_POISON: return nv_dag_undef(d, vt);
  default: return nv_dag_undef(d, vt);
  }
}

/* Element i of an aggregate constant. */
static nv_value *nv_const_elem(nv_value *c, const nv_type *t, uint64_t i) {
  nv_type *et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
  switch (c->kind) {
  case NV_V_CAGG: return ((nv_const *)c)->elems[i];
  case NV_V_CDATA: return nv_const_int(et, ((nv_const *)c)->bytes[i], 0);
  case NV_V_CZERO: case NV_V_UNDEF: case NV_V_POISON: case NV_V_CNULL:
    return nv_const_simple(t->ctx, (nv_value_kind)c->kind, et);
  default: return nv_const_simple(t->ctx, NV_V_UNDEF, et);
  }
}

/* Leaves of a constant of type t (aggregates recursively), appended to out. */
static void nv_const_leaves(nv_isel *s, nv_value *c, const nv_type *t, nv_sdval_vec *out) {
  nv_dag *d = s->dag;
  uint64_t i;
  if (t->kind == NVCG_TYPE_STRUCT || t->kind == NVCG_TYPE_ARRAY) {
    const nv_type *et;
    for (i = 0; i < t->count; i++) {
      et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
      nv_const_leaves(s, nv_const_elem(c, t, i), et, out);
    }
    return;
  }
  if (t->kind == NVCG_TYPE_VECTOR) {
    nv_evt vt = nv_evt_of_type(t), et = NV_EVT_ELEM(vt);
    nv_sdval_vec elts = NV_VEC_INIT;
    if (c->kind == NV_V_UNDEF || c->kind == NV_V_POISON) {
      nv_vec_push(out, nv_dag_undef(d, vt));
      return;
    }
    for (i = 0; i < t->count; i++) {
      nv_value *e = c->kind == NV_V_CAGG ? ((nv_const *)c)->elems[i] : c;
      nv_vec_push(&elts, nv_build_scalar_const(s, e, et));
    }
    nv_vec_push(out, nv_dag_node(d, NV_ISD_BUILD_VECTOR, vt, elts.data, elts.len));
    nv_vec_free(&elts);
    return;
  }
  if (c->kind == NV_V_CEXPR || c->kind == NV_V_GLOBAL || c->kind == NV_V_FUNC) {
    nv_vec_push(out, nv_build_value(s, c, 0));
    return;
  }
  nv_vec_push(out, nv_build_scalar_const(s, c, nv_evt_of_type(t)));
}

static void nv_lower_op(nv_isel *s, nv_inst *I, unsigned op, nv_type *type, nv_value *const *ops,
                        unsigned nops, const nv_value *result);

/* ---- values ---- */

/* Builds the leaves of a value the block's map does not have yet. */
static void nv_build_leaves_new(nv_isel *s, nv_value *v) {
  uint32_t reg;
  switch (v->kind) {
  case NV_V_GLOBAL: case NV_V_FUNC:
    nv_build_set1(s, v, nv_dag_global_address(s->dag, v, 0));
    return;
  case NV_V_BLOCK:
    nv_build_set1(s, v, nv_dag_basic_block(s->dag, (nv_block *)v));
    return;
  case NV_V_CEXPR: {
    nv_const *k = (nv_const *)v;
    nv_inst fake;
    memset(&fake, 0, sizeof fake);
    fake.v = *v;
    fake.v.kind = NV_V_INST;
    fake.flags = k->flags;
    fake.aux_type = k->aux_type;
    nv_lower_op(s, &fake, v->opcode, v->type, k->elems, k->nelems, v);
    if (!nv_isel_val(s, v)) {
      nv_evt vt = nv_evt_of_type(v->type);
      nv_build_set1(s, v, nv_dag_undef(s->dag, vt ? vt : NV_EVT_INT(64)));
    }
    return;
  }
  case NV_V_CINT: case NV_V_CFP: case NV_V_CNULL: case NV_V_CZERO: case NV_V_UNDEF:
  case NV_V_POISON: case NV_V_CAGG: case NV_V_CDATA: {
    nv_sdval_vec out = NV_VEC_INIT;
    nv_const_leaves(s, v, v->type, &out);
    nv_build_set_leaves(s, v, out.data, out.len);
    nv_vec_free(&out);
    return;
  }
  case NV_V_ARG: {
    nv_sdval x;
    if (nv_call_byval_value(s, v, &x)) {
      nv_build_set1(s, v, x);
      return;
    }
    break;
  }
  case NV_V_INST: {
    uintptr_t fi = nv_isel_fi(s, v);
    if (fi) {
      nv_build_set1(s, v, nv_dag_frame_index(s->dag, (int32_t)fi - 1));
      return;
    }
    break;
  }
  default: break;
  }
  if (nv_vreg_lookup(s, v, &reg)) {
    nv_build_from_vregs(s, v, reg);
    return;
  }
  /* a value used before its definition is lowered: only in unreachable code */
  {
    nv_evt *vts;
    unsigned n = nv_leaves_alloc(s, v->type, &vts, NULL), i;
    nv_sdval_vec out = NV_VEC_INIT;
    for (i = 0; i < n; i++) nv_vec_push(&out, nv_dag_undef(s->dag, vts[i]));
    nv_build_set_leaves(s, v, out.data, out.len);
    nv_vec_free(&out);
  }
}

static nv_sdval nv_build_value(nv_isel *s, nv_value *v, unsigned leaf) {
  /* one lookup when the block has the value already (the common case) */
  uintptr_t x = nv_isel_val(s, v);
  if (!x) {
    nv_build_leaves_new(s, v);
    x = nv_isel_val(s, v);
  }
  if (!x || x - 1 + leaf >= s->leaves.len) return nv_dag_undef(s->dag, NV_EVT_INT(32));
  return s->leaves.data[x - 1 + leaf];
}

static nv_sdval nv_build_op(nv_isel *s, const nv_inst *I, unsigned i) { return nv_build_value(s, nv_inst_op(I, i), 0); }

/* ---- helpers ---- */

static nv_sdval nv_i64c(nv_isel *s, int64_t v) { return nv_dag_const(s->dag, NV_EVT_INT(64), (uint64_t)v, 0); }

/* Sign-extends or truncates an integer to i64 (GEP indices). */
static nv_sdval nv_to_i64(nv_isel *s, nv_sdval v, int sign) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned b = nv_evt_bits(vt);
  if (b == 64) return v;
  if (b > 64) return nv_int_cast(s, NV_ISD_TRUNCATE, NV_EVT_INT(64), v);
  return nv_int_cast(s, sign ? NV_ISD_SIGN_EXTEND : NV_ISD_ZERO_EXTEND, NV_EVT_INT(64), v);
}

static nv_sdval nv_chain_node(nv_isel *s, unsigned op, const nv_evt *vts, unsigned nres,
                              const nv_sdval *ops, unsigned nops, const nv_memop *mem) {
  nv_sdval r = mem ? nv_dag_mem_node(s->dag, op, vts, nres, ops, nops, mem)
                   : nv_dag_node_vts(s->dag, op, vts, nres, ops, nops);
  s->chain = nv_sdval_of(r.n, nres - 1);
  return r;
}

/* Does the pointer provably point into a kernel's noalias readonly parameter, or is the
 * load marked invariant? Such global loads may use the non-coherent path (ld.global.nc). */
static int nv_ptr_readonly_noalias(const nv_isel *s, const nv_value *p) {
  int guard = 0;
  while (p && guard++ < 64) {
    if (p->kind == NV_V_ARG) {
      const nv_arg *a = (const nv_arg *)p;
      const nv_func *f = a->parent;
      uint32_t fl = f->pattrs ? f->pattrs[a->index].flags : 0;
      return f == s->f && f->is_kernel && (fl & NVCG_PARAM_NOALIAS) && (fl & NVCG_PARAM_READONLY);
    }
    if (p->kind == NV_V_INST) {
      const nv_inst *I = (const nv_inst *)p;
      if (I->v.opcode == NVCG_OP_GEP || I->v.opcode == NVCG_OP_BITCAST || I->v.opcode == NVCG_OP_ADDRSPACECAST) {
        p = nv_inst_op(I, 0);
        continue;
      }
      if (I->v.opcode == NVCG_OP_CALL && I->nops == 2) {
        const nv_value *callee = nv_inst_op(I, 0);
        if (callee->kind == NV_V_FUNC && ((const nv_func *)callee)->intrinsic == NV_INTR_EXPECT) {
          p = nv_inst_op(I, 1);
          continue;
        }
      }
      return 0;
    }
    if (p->kind == NV_V_CEXPR) {
      const nv_const *k = (const nv_const *)p;
      if (k->nelems) {
        p = k->elems[0];
        continue;
      }
    }
    return 0;
  }
  return 0;
}

static unsigned nv_ptr_as(const nv_value *p) { return p->type->kind == NVCG_TYPE_PTR ? p->type->addrspace : 0; }

static void nv_memop_init(nv_memop *m, nv_evt vt, unsigned align, unsigned as, uint32_t flags) {
  memset(m, 0, sizeof *m);
  m->memvt = vt;
  m->align = align;
  m->as = as;
  m->flags = flags;
}

/* ---- memory ---- */

/* A generic pointer that is provably a pointer into one state space, rebuilt as a
 * pointer in that space: a cast from that space, or a frame object (frames live in
 * .local), plus offsets. This is the effect of LLVM's InferAddressSpaces on the
 * accesses themselves: shared, global and local data get ld.shared / ld.global /
 * ld.local instead of generic loads. Returns 0 when p is not such a pointer. */
static int nv_strip_generic(nv_isel *s, nv_sdval p, nv_sdval *out, unsigned *space, int depth) {
  nv_sdnode *n = p.n;
  nv_sdval x;
  if (depth > 8) return 0;
  if (n->op == NV_ISD_ADDRSPACECAST && nv_sdop(n, 2).n->u.c.lo == NVCG_AS_GENERIC) {
    unsigned from = (unsigned)nv_sdop(n, 1).n->u.c.lo;
    if (!nv_as_is_specific(from)) return 0;
    *out = nv_sdop(n, 0);
    *space = from;
    return 1;
  }
  if (n->op == NV_ISD_FRAME_INDEX) {
    *out = nv_dag_node3(s->dag, NV_ISD_ADDRSPACECAST, NV_EVT_INT(64), p, nv_dag_const(s->dag, NV_EVT_INT(32), 0, 0),
                        nv_dag_const(s->dag, NV_EVT_INT(32), NVCG_AS_LOCAL, 0));
    *space = NVCG_AS_LOCAL;
    return 1;
  }
  if (n->op == NV_ISD_ADD) {
    unsigned k;
    for (k = 0; k < 2; k++)
      if (nv_strip_generic(s, nv_sdop(n, k), &x, space, depth + 1)) {
        *out = nv_dag_node2(s->dag, NV_ISD_ADD, NV_EVT_INT(64), k ? nv_sdop(n, 0) : x, k ? x : nv_sdop(n, 1));
        return 1;
      }
  }
  return 0;
}

/* The address of a memory access and its state space (generic ones narrowed). */
static nv_sdval nv_mem_address(nv_isel *s, nv_sdval p, unsigned *as) {
  nv_sdval x;
  unsigned sp;
  if (*as == NVCG_AS_GENERIC && nv_strip_generic(s, p, &x, &sp, 0)) {
    *as = sp;
    return x;
  }
  return p;
}

static void nv_lower_load(nv_isel *s, nv_inst *I) {
  nv_value *ptr = nv_inst_op(I, 0);
  nv_sdval base = nv_build_value(s, ptr, 0);
  nv_evt *vts;
  uint64_t *offs;
  unsigned n = nv_leaves_alloc(s, I->v.type, &vts, &offs), i;
  unsigned align = I->align ? I->align : nv_type_abi_align(I->v.type);
  uint32_t flags = I->flags & (NVCG_FLAG_VOLATILE | NVCG_FLAG_INVARIANT_LOAD | NVCG_FLAG_NONTEMPORAL);
  nv_sdval_vec out = NV_VEC_INIT;
  unsigned as = nv_call_ptr_in_param(s, ptr) ? (unsigned)NVCG_AS_PARAM : nv_ptr_as(ptr);
  if ((I->flags & NVCG_FLAG_INVARIANT_LOAD) || nv_ptr_readonly_noalias(s, ptr)) flags |= NV_MEM_READONLY_NOALIAS;
  base = nv_mem_address(s, base, &as);
  for (i = 0; i < n; i++) {
    nv_memop m;
    nv_sdval ops[2], r;
    nv_evt rv[2];
    nv_memop_init(&m, vts[i], nv_align_at(align, offs[i]), as, flags);
    m.ordering = I->ordering;
    m.scope = I->scope;
    m.ptr = ptr;
    ops[0] = s->chain;
    ops[1] = offs[i] ? nv_dag_node2(s->dag, NV_ISD_ADD, NV_EVT_INT(64), base, nv_i64c(s, (int64_t)offs[i])) : base;
    rv[0] = vts[i];
    rv[1] = NV_EVT_OTHER;
    r = nv_chain_node(s, I->ordering ? NV_ISD_ATOMIC_LOAD : NV_ISD_LOAD, rv, 2, ops, 2, &m);
    nv_vec_push(&out, r);
  }
  nv_build_set_leaves(s, &I->v, out.data, out.len);
  nv_vec_free(&out);
}

static void nv_lower_store(nv_isel *s, nv_inst *I) {
  nv_value *val = nv_inst_op(I, 0), *ptr = nv_inst_op(I, 1);
  nv_sdval base = nv_build_value(s, ptr, 0);
  nv_evt *vts;
  uint64_t *offs;
  unsigned n = nv_leaves_alloc(s, val->type, &vts, &offs), i;
  unsigned align = I->align ? I->align : nv_type_abi_align(val->type), as = nv_ptr_as(ptr);
  base = nv_mem_address(s, base, &as);
  for (i = 0; i < n; i++) {
    nv_memop m;
    nv_sdval ops[3];
    nv_evt ch = NV_EVT_OTHER;
    nv_memop_init(&m, vts[i], nv_align_at(align, offs[i]), as, I->flags & (NVCG_FLAG_VOLATILE | NVCG_FLAG_NONTEMPORAL));
    m.ordering = I->ordering;
    m.scope = I->scope;
    m.ptr = ptr;
    ops[0] = s->chain;
    ops[1] = nv_build_value(s, val, i);
    ops[2] = offs[i] ? nv_dag_node2(s->dag, NV_ISD_ADD, NV_EVT_INT(64), base, nv_i64c(s, (int64_t)offs[i])) : base;
    nv_chain_node(s, I->ordering ? NV_ISD_ATOMIC_STORE : NV_ISD_STORE, &ch, 1, ops, 3, &m);
  }
}

static const uint16_t nv_rmw_isd[NVCG_RMW_COUNT] = {
    NV_ISD_ATOMIC_SWAP,      NV_ISD_ATOMIC_LOAD_ADD,  NV_ISD_ATOMIC_LOAD_SUB,  NV_ISD_ATOMIC_LOAD_AND,
    NV_ISD_ATOMIC_LOAD_NAND, NV_ISD_ATOMIC_LOAD_OR,   NV_ISD_ATOMIC_LOAD_XOR,  NV_ISD_ATOMIC_LOAD_MAX,
    NV_ISD_ATOMIC_LOAD_MIN,  NV_ISD_ATOMIC_LOAD_UMAX, NV_ISD_ATOMIC_LOAD_UMIN, NV_ISD_ATOMIC_LOAD_FADD,
    NV_ISD_ATOMIC_LOAD_FSUB, NV_ISD_ATOMIC_LOAD_FMAX, NV_ISD_ATOMIC_LOAD_FMIN, NV_ISD_ATOMIC_LOAD_UINC_WRAP,
    NV_ISD_ATOMIC_LOAD_UDEC_WRAP};

/* An atomic read-modify-write node; also used for the NVVM atomic intrinsics. */
static nv_sdval nv_build_atomic(nv_isel *s, unsigned isd, nv_value *ptr, const nv_sdval *vals,
                                unsigned nvals, nv_evt vt, unsigned ordering, const char *scope,
                                uint32_t flags) {
  nv_memop m;
  nv_sdval ops[4];
  nv_evt rv[2];
  unsigned i, as = nv_ptr_as(ptr);
  ops[1] = nv_build_value(s, ptr, 0);
  ops[1] = nv_mem_address(s, ops[1], &as);
  if (as == NVCG_AS_LOCAL || as == NVCG_AS_CONST) {
    /* atomics exist on generic, global and shared addresses only */
    as = nv_ptr_as(ptr);
    ops[1] = nv_build_value(s, ptr, 0);
  }
  nv_memop_init(&m, vt, nv_evt_bits(vt) / 8, as, flags & NVCG_FLAG_VOLATILE);
  m.ordering = (uint8_t)ordering;
  m.scope = scope;
  m.ptr = ptr;
  ops[0] = s->chain;
  for (i = 0; i < nvals && i < 2; i++) ops[2 + i] = vals[i];
  rv[0] = vt;
  rv[1] = NV_EVT_OTHER;
  return nv_chain_node(s, isd, rv, 2, ops, 2 + (nvals < 2 ? nvals : 2), &m);
}

static void nv_lower_atomicrmw(nv_isel *s, nv_inst *I) {
  nv_sdval v = nv_build_op(s, I, 1);
  nv_evt vt = nv_evt_of_type(I->v.type);
  if (I->v.sub >= NVCG_RMW_COUNT) {
    nv_isel_error(s, I, "unknown atomicrmw operation");
    return;
  }
  nv_build_set1(s, &I->v, nv_build_atomic(s, nv_rmw_isd[I->v.sub], nv_inst_op(I, 0), &v, 1, vt,
                                          I->ordering, I->scope, I->flags));
}

static void nv_lower_cmpxchg(nv_isel *s, nv_inst *I) {
  nv_sdval v[2], leaves[2];
  nv_evt vt;
  v[0] = nv_build_op(s, I, 1);
  v[1] = nv_build_op(s, I, 2);
  vt = nv_sdval_vt(v[0]);
  leaves[0] = nv_build_atomic(s, NV_ISD_ATOMIC_CMP_SWAP, nv_inst_op(I, 0), v, 2, vt, I->ordering,
                              I->scope, I->flags);
  leaves[1] = nv_dag_setcc(s->dag, NV_EVT_INT(1), leaves[0], v[0], NV_CC_EQ);
  nv_build_set_leaves(s, &I->v, leaves, 2);
}

static void nv_lower_fence(nv_isel *s, nv_inst *I) {
  nv_memop m;
  nv_evt ch = NV_EVT_OTHER;
  nv_memop_init(&m, 0, 0, 0, 0);
  m.ordering = I->ordering;
  m.scope = I->scope;
  nv_chain_node(s, NV_ISD_ATOMIC_FENCE, &ch, 1, &s->chain, 1, &m);
}

/* getelementptr: base + sum of scaled indices; constant parts (struct fields, constant
 * array indices) fold into one offset added last, so that selection can fold it into
 * the [reg+imm] address of the access. */
static nv_sdval nv_build_gep(nv_isel *s, nv_inst *I, nv_value *const *ops, unsigned nops) {
  nv_dag *d = s->dag;
  nv_sdval base = nv_build_value(s, ops[0], 0);
  const nv_type *cur = I->aux_type;
  int64_t off = 0;
  unsigned i;
  for (i = 0; i < nops; i++)
    if (ops[i]->type->kind == NVCG_TYPE_VECTOR) {
      nv_isel_error(s, I, "getelementptr producing a vector of pointers is not supported");
      return base;
    }
  for (i = 1; i < nops; i++) {
    nv_value *ix = ops[i];
    uint64_t esz;
    if (i > 1) {
      if (!cur) break;
      if (cur->kind == NVCG_TYPE_STRUCT) {
        unsigned f = (unsigned)nv_cint_zext(ix);
        off += (int64_t)nv_struct_field_offset(cur, f);
        cur = cur->fields[f];
        continue;
      }
      cur = cur->elem;
    }
    if (!cur) break;
    esz = nv_type_alloc_size(cur);
    if (ix->kind == NV_V_CINT) {
      off += nv_cint_sext(ix) * (int64_t)esz;
    } else if (ix->kind == NV_V_CZERO || ix->kind == NV_V_CNULL) {
      /* zero */
    } else {
      nv_sdval x = nv_to_i64(s, nv_build_value(s, ix, 0), 1);
      if (esz == 0) continue;
      if ((esz & (esz - 1)) == 0) {
        unsigned sh = 0;
        while ((1ull << sh) < esz) sh++;
        if (sh) x = nv_dag_node2(d, NV_ISD_SHL, NV_EVT_INT(64), x, nv_dag_const(d, NV_EVT_INT(32), sh, 0));
      } else {
        x = nv_dag_node2(d, NV_ISD_MUL, NV_EVT_INT(64), x, nv_i64c(s, (int64_t)esz));
      }
      base = nv_dag_node2(d, NV_ISD_ADD, NV_EVT_INT(64), base, x);
    }
  }
  if (off) base = nv_dag_node2(d, NV_ISD_ADD, NV_EVT_INT(64), base, nv_i64c(s, off));
  return base;
}

/* ---- arithmetic, casts, comparisons ---- */

static const uint16_t nv_binop_isd[] = {
    /* ADD .. XOR in NVCG_OPCODES order */
    NV_ISD_ADD, NV_ISD_FADD, NV_ISD_SUB, NV_ISD_FSUB, NV_ISD_MUL, NV_ISD_FMUL, NV_ISD_UDIV,
    NV_ISD_SDIV, NV_ISD_FDIV, NV_ISD_UREM, NV_ISD_SREM, NV_ISD_FREM, NV_ISD_SHL, NV_ISD_SRL,
    NV_ISD_SRA, NV_ISD_AND, NV_ISD_OR, NV_ISD_XOR};

static unsigned nv_pred_to_cc(unsigned p) {
  if (p <= NVCG_FCMP_TRUE) return p; /* NV_CC_* starts with the FP predicates in order */
  switch (p) {
  case NVCG_ICMP_EQ: return NV_CC_EQ;
  case NVCG_ICMP_NE: return NV_CC_NE;
  case NVCG_ICMP_UGT: return NV_CC_UGT;
  case NVCG_ICMP_UGE: return NV_CC_UGE;
  case NVCG_ICMP_ULT: return NV_CC_ULT;
  case NVCG_ICMP_ULE: return NV_CC_ULE;
  case NVCG_ICMP_SGT: return NV_CC_SGT;
  case NVCG_ICMP_SGE: return NV_CC_SGE;
  case NVCG_ICMP_SLT: return NV_CC_SLT;
  case NVCG_ICMP_SLE: return NV_CC_SLE;
  default: return NV_CC_EQ;
  }
}

/* Shift amounts are i32 for scalar shifts (PTX takes a .u32 amount). */
static nv_sdval nv_shift_amount(nv_isel *s, nv_sdval amt) {
  nv_evt vt = nv_sdval_vt(amt);
  unsigned b;
  if (NV_EVT_IS_VECTOR(vt)) return amt;
  b = nv_evt_bits(vt);
  if (b == 32) return amt;
  return nv_int_cast(s, b > 32 ? NV_ISD_TRUNCATE : NV_ISD_ZERO_EXTEND, NV_EVT_INT(32), amt);
}

static nv_sdval nv_build_cast(nv_isel *s, unsigned op, nv_sdval v, nv_evt from, nv_evt to,
                              unsigned from_as, unsigned to_as) {
  nv_dag *d = s->dag;
  unsigned isd;
  switch (op) {
  case NVCG_OP_TRUNC: isd = NV_ISD_TRUNCATE; break;
  case NVCG_OP_ZEXT: isd = NV_ISD_ZERO_EXTEND; break;
  case NVCG_OP_SEXT: isd = NV_ISD_SIGN_EXTEND; break;
  case NVCG_OP_FPTRUNC: isd = NV_ISD_FP_ROUND; break;
  case NVCG_OP_FPEXT: isd = NV_ISD_FP_EXTEND; break;
  case NVCG_OP_FPTOUI: isd = NV_ISD_FP_TO_UINT; break;
  case NVCG_OP_FPTOSI: isd = NV_ISD_FP_TO_SINT; break;
  case NVCG_OP_UITOFP: isd = NV_ISD_UINT_TO_FP; break;
  case NVCG_OP_SITOFP: isd = NV_ISD_SINT_TO_FP; break;
  case NVCG_OP_PTRTOINT: case NVCG_OP_INTTOPTR: {
    unsigned fb = nv_evt_scalar_bits(from), tb = nv_evt_scalar_bits(to);
    if (fb == tb) return v;
    return nv_dag_node1(d, fb > tb ? NV_ISD_TRUNCATE : NV_ISD_ZERO_EXTEND, to, v);
  }
  case NVCG_OP_BITCAST:
    if (from == to) return v;
    isd = NV_ISD_BITCAST;
    break;
  case NVCG_OP_ADDRSPACECAST:
    if (from_as == to_as) return v;
    /* a cast back to where a pointer came from is the pointer itself */
    if (v.n->op == NV_ISD_ADDRSPACECAST && nv_sdop(v.n, 1).n->u.c.lo == to_as && nv_sdop(v.n, 2).n->u.c.lo == from_as)
      return nv_sdop(v.n, 0);
    return nv_dag_node3(d, NV_ISD_ADDRSPACECAST, to, v, nv_dag_const(d, NV_EVT_INT(32), from_as, 0),
                        nv_dag_const(d, NV_EVT_INT(32), to_as, 0));
  default: return v;
  }
  return nv_dag_node1(d, isd, to, v);
}

/* Leaf range of an aggregate index path: first leaf and leaf count. */
static void nv_leaf_range(const nv_type *t, const int32_t *idx, unsigned n, unsigned *first,
                          unsigned *count) {
  unsigned at = 0, i;
  for (i = 0; i < n && t; i++) {
    unsigned k;
    if (t->kind == NVCG_TYPE_STRUCT) {
      for (k = 0; k < (unsigned)idx[i]; k++) at += nv_type_leaves(t->fields[k], NULL, NULL, 0);
      t = t->fields[idx[i]];
    } else {
      at += (unsigned)idx[i] * nv_type_leaves(t->elem, NULL, NULL, 0);
      t = t->elem;
    }
  }
  *first = at;
  *count = t ? nv_type_leaves(t, NULL, NULL, 0) : 0;
}

/* Lowers one operation given its operands: shared by instructions and constant
 * expressions (`result` is the value whose leaves are set). */
static void nv_lower_op(nv_isel *s, nv_inst *I, unsigned op, nv_type *type, nv_value *const *ops,
                        unsigned nops, const nv_value *result) {
  nv_dag *d = s->dag;
  nv_evt vt = nv_evt_of_type(type);
  if (NV_OP_IS_BINARY(op)) {
    nv_sdval a = nv_build_value(s, ops[0], 0), b = nv_build_value(s, ops[1], 0), x[2];
    unsigned isd = nv_binop_isd[op - NVCG_OP_ADD];
    if (isd == NV_ISD_SHL || isd == NV_ISD_SRL || isd == NV_ISD_SRA) b = nv_shift_amount(s, b);
    x[0] = a;
    x[1] = b;
    nv_build_set1(s, result, nv_dag_node_flags(d, isd, vt, x, 2, I->flags & ~NVCG_FLAG_INBOUNDS));
    return;
  }
  if (NV_OP_IS_CAST(op)) {
    nv_value *v = ops[0];
    nv_evt from = nv_evt_of_type(v->type);
    if (!from || !vt) {
      nv_isel_error(s, I, "cast of a type without a value type");
      return;
    }
    nv_build_set1(s, result, nv_build_cast(s, op, nv_build_value(s, v, 0), from, vt,
                                           nv_ptr_as(v), type->kind == NVCG_TYPE_PTR ? type->addrspace : 0));
    return;
  }
  switch (op) {
  case NVCG_OP_FNEG: {
    nv_sdval x = nv_build_value(s, ops[0], 0);
    nv_build_set1(s, result, nv_dag_node_flags(d, NV_ISD_FNEG, vt, &x, 1, I->flags));
    return;
  }
  case NVCG_OP_GEP:
    nv_build_set1(s, result, nv_build_gep(s, I, ops, nops));
    return;
  case NVCG_OP_ICMP: case NVCG_OP_FCMP: {
    nv_sdval x[3];
    x[0] = nv_build_value(s, ops[0], 0);
    x[1] = nv_build_value(s, ops[1], 0);
    x[2] = nv_dag_condcode(d, nv_pred_to_cc(I->v.sub));
    nv_build_set1(s, result, nv_dag_node_flags(d, NV_ISD_SETCC, vt, x, 3, I->flags));
    return;
  }
  case NVCG_OP_SELECT: {
    nv_value *c = ops[0];
    unsigned n = nv_type_leaves(type, NULL, NULL, 0), i;
    nv_sdval_vec out = NV_VEC_INIT;
    int vec = c->type->kind == NVCG_TYPE_VECTOR;
    for (i = 0; i < n; i++) {
      nv_sdval x[3];
      x[0] = nv_build_value(s, c, 0);
      x[1] = nv_build_value(s, ops[1], i);
      x[2] = nv_build_value(s, ops[2], i);
      nv_vec_push(&out, nv_dag_node_flags(d, vec ? NV_ISD_VSELECT : NV_ISD_SELECT, nv_sdval_vt(x[1]), x, 3, I->flags));
    }
    nv_build_set_leaves(s, result, out.data, out.len);
    nv_vec_free(&out);
    return;
  }
  case NVCG_OP_EXTRACTELEMENT: case NVCG_OP_INSERTELEMENT:
    /* A constant index past the end (of any integer type, read as unsigned) gives poison:
     * the element read, or the whole vector written (LangRef). Folded here, so no later
     * stage meets an element access outside its vector. */
    if (nv_build_index_out_of_range(ops[0], ops[I->v.opcode == NVCG_OP_EXTRACTELEMENT ? 1 : 2])) {
      nv_build_set1(s, result, nv_dag_undef(d, vt));
      return;
    }
    if (I->v.opcode == NVCG_OP_INSERTELEMENT) {
      nv_build_set1(s, result, nv_vec_insert(s, nv_build_value(s, ops[0], 0), nv_build_value(s, ops[1], 0),
                                             nv_to_i64(s, nv_build_value(s, ops[2], 0), 0), vt));
      return;
    }
    nv_build_set1(s, result, nv_vec_extract(s, nv_build_value(s, ops[0], 0), nv_to_i64(s, nv_build_value(s, ops[1], 0), 0), vt));
    return;
  case NVCG_OP_SHUFFLEVECTOR: {
    /* shuffles become element extracts: NVPTX has no vector permutes beyond 32 bits */
    nv_sdval a = nv_build_value(s, ops[0], 0), b = nv_build_value(s, ops[1], 0);
    unsigned na = (unsigned)ops[0]->type->count, i;
    nv_evt et = NV_EVT_ELEM(vt);
    nv_sdval_vec elts = NV_VEC_INIT;
    for (i = 0; i < I->nidx; i++) {
      int m = I->idx[i];
      if (m < 0) nv_vec_push(&elts, nv_dag_undef(d, et));
      else if ((unsigned)m < na) nv_vec_push(&elts, nv_vec_extract(s, a, nv_i64c(s, m), et));
      else nv_vec_push(&elts, nv_vec_extract(s, b, nv_i64c(s, m - (int)na), et));
    }
    nv_build_set1(s, result, nv_dag_node(d, NV_ISD_BUILD_VECTOR, vt, elts.data, elts.len));
    nv_vec_free(&elts);
    return;
  }
  case NVCG_OP_EXTRACTVALUE: {
    unsigned first, count, i;
    nv_sdval_vec out = NV_VEC_INIT;
    nv_leaf_range(ops[0]->type, I->idx, I->nidx, &first, &count);
    for (i = 0; i < count; i++) nv_vec_push(&out, nv_build_value(s, ops[0], first + i));
    nv_build_set_leaves(s, result, out.data, out.len);
    nv_vec_free(&out);
    return;
  }
  case NVCG_OP_INSERTVALUE: {
    unsigned first, count, i, n = nv_type_leaves(type, NULL, NULL, 0);
    nv_sdval_vec out = NV_VEC_INIT;
    nv_leaf_range(type, I->idx, I->nidx, &first, &count);
    for (i = 0; i < n; i++)
      nv_vec_push(&out, i >= first && i < first + count ? nv_build_value(s, ops[1], i - first)
                                                         : nv_build_value(s, ops[0], i));
    nv_build_set_leaves(s, result, out.data, out.len);
    nv_vec_free(&out);
    return;
  }
  case NVCG_OP_FREEZE: {
    /* a frozen value is any fixed value: the operand itself (an undef operand becomes one
     * IMPLICIT_DEF register, read consistently by every use) */
    unsigned n = nv_type_leaves(type, NULL, NULL, 0), i;
    nv_sdval_vec out = NV_VEC_INIT;
    for (i = 0; i < n; i++) nv_vec_push(&out, nv_build_value(s, ops[0], i));
    nv_build_set_leaves(s, result, out.data, out.len);
    nv_vec_free(&out);
    return;
  }
  default:
    nv_isel_error(s, I, "cannot lower '%s'", nv_opcode_name(op));
    return;
  }
}

/* ---- intrinsics without their own file: memory intrinsics with a constant size ---- */

/* llvm.memcpy / llvm.memset with a small constant length, unrolled into byte accesses
 * (the IR passes expand the general case into loops before code generation). */
static int nv_lower_mem_intrinsic(nv_isel *s, nv_inst *I, unsigned id) {
  nv_value *dst = nv_inst_op(I, 1), *len = nv_inst_op(I, 3);
  uint64_t n, i;
  nv_sdval dbase, sbase, fill;
  if (len->kind != NV_V_CINT || nv_cint_zext(len) > 1024) {
    nv_isel_error(s, I, "%s with a non-constant or large length must be expanded before code generation",
                  id == NV_INTR_MEMSET ? "llvm.memset" : "llvm.memcpy");
    return 0;
  }
  n = nv_cint_zext(len);
  dbase = nv_build_value(s, dst, 0);
  sbase = nv_build_value(s, nv_inst_op(I, 2), 0);
  fill = id == NV_INTR_MEMSET ? nv_int_cast(s, NV_ISD_ZERO_EXTEND, NV_EVT_INT(16), sbase) : sbase;
  for (i = 0; i < n; i++) {
    nv_memop m;
    nv_sdval ops[3], v;
    nv_evt rv[2], ch = NV_EVT_OTHER;
    if (id != NV_INTR_MEMSET) {
      nv_value *src = nv_inst_op(I, 2);
      nv_memop_init(&m, NV_EVT_INT(8), 1, nv_ptr_as(src), I->flags & NVCG_FLAG_VOLATILE);
      m.ext = NV_EXT_ZEXT;
      m.ptr = src;
      ops[0] = s->chain;
      ops[1] = i ? nv_dag_node2(s->dag, NV_ISD_ADD, NV_EVT_INT(64), sbase, nv_i64c(s, (int64_t)i)) : sbase;
      rv[0] = NV_EVT_INT(16);
      rv[1] = NV_EVT_OTHER;
      v = nv_chain_node(s, NV_ISD_LOAD, rv, 2, ops, 2, &m);
    } else {
      v = fill;
    }
    nv_memop_init(&m, NV_EVT_INT(8), 1, nv_ptr_as(dst), I->flags & NVCG_FLAG_VOLATILE);
    m.ext = 1;
    m.ptr = dst;
    ops[0] = s->chain;
    ops[1] = v;
    ops[2] = i ? nv_dag_node2(s->dag, NV_ISD_ADD, NV_EVT_INT(64), dbase, nv_i64c(s, (int64_t)i)) : dbase;
    nv_chain_node(s, NV_ISD_STORE, &ch, 1, ops, 3, &m);
  }
  return 1;
}

static void nv_build_intrinsic(nv_isel *s, nv_inst *I, unsigned id);

/* Inline PTX: an INLINEASM node (chain, ExternalSymbol text, ExternalSymbol constraints,
 * inputs...) -> (outputs..., chain). Constraints are LLVM's for NVPTX: outputs "=r" /
 * "=l" / "=f" / "=d" / "=h" / "=c" / "=b" (the register of the value's type), inputs
 * the same letters without '=', "n" for an immediate, a digit N for an input tied to
 * output N (what clang makes of "+f": CUTLASS's wgmma accumulators), "~{...}" clobbers
 * (ignored: PTX registers are virtual). A tied input is passed in a register of its own
 * and copied into output N at the start of the asm text, through scoped temporaries so
 * that the copies behave as one parallel copy whatever registers the outputs share with
 * the inputs. */
static void nv_lower_inline_asm(nv_isel *s, nv_inst *I, const nv_asm *a) {
  const char *c = a->constraints ? a->constraints : "";
  unsigned nout = 0, nin = 0, nres, i, ntie = 0;
  unsigned tie_out[16], tie_in[16];
  nv_evt *vts;
  nv_sdval ops[40];
  nv_sdnode *n;
  const char *text = a->text ? a->text : "";
  /* count and check the constraints */
  while (*c) {
    size_t l = strcspn(c, ",");
    if (c[0] == '=') nout++;
    else if (c[0] != '~') {
      if (l > 0 && c[0] >= '0' && c[0] <= '9') {
        unsigned k = 0;
        size_t j;
        for (j = 0; j < l && c[j] >= '0' && c[j] <= '9'; j++) k = k * 10 + (unsigned)(c[j] - '0');
        if (j != l || k >= nout || ntie >= NV_ARRAY_LEN(tie_out)) {
          nv_isel_error(s, I, "inline asm constraint '%.*s' does not name an output before it", (int)l, c);
          return;
        }
        tie_out[ntie] = k;
        tie_in[ntie++] = nin;
      } else if (c[0] == '*' || c[0] == 'm') {
        nv_isel_error(s, I, "inline asm constraint '%.*s' is not supported (registers, tied registers and 'n' "
                      "immediates are)", (int)l, c);
        return;
      }
      nin++;
    }
    c += l;
    if (*c == ',') c++;
  }
  nres = nv_type_leaves(I->v.type, NULL, NULL, 0);
  if (nres != nout || nin != I->nops - 1 || nin + 3 > NV_ARRAY_LEN(ops)) {
    nv_isel_error(s, I, "inline asm constraints do not match the call (%u outputs, %u inputs)", nout, nin);
    return;
  }
  vts = NV_NEW_ARRAY(s->arena, nv_evt, nres + 1);
  nv_type_leaves(I->v.type, vts, NULL, nres);
  vts[nres] = NV_EVT_OTHER;
  if (ntie) {
    /* "{ .reg .bW %nvcg_tieK; mov.bW %nvcg_tieK, $in; ... mov.bW $out, %nvcg_tieK; ... }" */
    nv_buf b = NV_BUF_INIT;
    for (i = 0; i < ntie; i++) {
      unsigned bits = nv_evt_bits(vts[tie_out[i]]);
      nv_type *it = I->ops[1 + tie_in[i]].val->type;
      if ((bits != 16 && bits != 32 && bits != 64 && bits != 128) || it->kind == NVCG_TYPE_VECTOR ||
          nv_type_leaves(it, NULL, NULL, 0) != 1 || nv_type_alloc_size(it) * 8 != bits) {
        nv_isel_error(s, I, "inline asm input %u is tied to output %u, which is not a 16, 32, 64 or 128-bit register "
                      "of the input's size", tie_in[i], tie_out[i]);
        nv_buf_free(&b);
        return;
      }
    }
    nv_buf_puts(&b, "{\n\t");
    for (i = 0; i < ntie; i++)
      nv_buf_printf(&b, ".reg .b%u %%nvcg_tie%u;\n\tmov.b%u %%nvcg_tie%u, $%u;\n\t", nv_evt_bits(vts[tie_out[i]]), i,
                    nv_evt_bits(vts[tie_out[i]]), i, nout + tie_in[i]);
    for (i = 0; i < ntie; i++)
      nv_buf_printf(&b, "mov.b%u $%u, %%nvcg_tie%u;\n\t", nv_evt_bits(vts[tie_out[i]]), tie_out[i], i);
    nv_buf_printf(&b, "}\n\t%s", text);
    text = nv_arena_strndup(s->arena, b.data, b.len);
    nv_buf_free(&b);
  }
  ops[0] = s->chain;
  ops[1] = nv_dag_external_symbol(s->dag, text);
  ops[2] = nv_dag_external_symbol(s->dag, a->constraints ? a->constraints : "");
  for (i = 0; i < nin; i++) ops[3 + i] = nv_build_op(s, I, i + 1);
  n = nv_dag_alloc(s->dag, NV_ISD_INLINEASM, vts, nres + 1, ops, nin + 3);
  s->chain = nv_sdval_of(n, nres);
  if (nres) {
    nv_sdval_vec out = NV_VEC_INIT;
    for (i = 0; i < nres; i++) nv_vec_push(&out, nv_sdval_of(n, i));
    nv_build_set_leaves(s, &I->v, out.data, out.len);
    nv_vec_free(&out);
  }
}

/* ---- instructions ---- */

/* Whether the DAG can hold values of type t: a DAG type counts vector elements in 16 bits
 * (target.h), so vectors of 65536 elements, which the IR allows, are refused here with the
 * instruction's position rather than failing later in internal terms. */
static int nv_isel_type_fits(const nv_type *t) {
  uint64_t i;
  switch (t->kind) {
  case NVCG_TYPE_VECTOR: return t->count <= 0xffff;
  case NVCG_TYPE_ARRAY: return nv_isel_type_fits(t->elem);
  case NVCG_TYPE_STRUCT:
    for (i = 0; i < t->count; i++)
      if (!nv_isel_type_fits(t->fields[i])) return 0;
    return 1;
  default: return 1;
  }
}

static void nv_lower_inst(nv_isel *s, nv_inst *I) {
  unsigned op = I->v.opcode, i;
  for (i = 0; i <= I->nops; i++) {
    const nv_type *t = i < I->nops ? I->ops[i].val->type : I->v.type;
    if (!nv_isel_type_fits(t)) {
      char buf[96];
      nvcg_type_print(t, buf, sizeof buf);
      nv_isel_error(s, I, "the vector type %s has more elements than nvcg's code generator handles (65535)", buf);
      return;
    }
  }
  switch (op) {
  case NVCG_OP_LOAD: nv_lower_load(s, I); return;
  case NVCG_OP_STORE: nv_lower_store(s, I); return;
  case NVCG_OP_ATOMICRMW: nv_lower_atomicrmw(s, I); return;
  case NVCG_OP_CMPXCHG: nv_lower_cmpxchg(s, I); return;
  case NVCG_OP_FENCE: nv_lower_fence(s, I); return;
  case NVCG_OP_ALLOCA: {
    /* a static alloca is a frame object (FrameIndex); any other grows the stack with
     * PTX's alloca (a .local address), seen by the IR as a generic pointer */
    nv_sdval ops[3], r, size;
    nv_evt rv[2];
    uint64_t esz = nv_type_alloc_size(I->aux_type);
    unsigned al = I->align ? I->align : nv_type_abi_align(I->aux_type);
    if (nv_isel_fi(s, I)) return;
    size = nv_to_i64(s, nv_build_op(s, I, 0), 0);
    if (esz != 1) size = nv_dag_node2(s->dag, NV_ISD_MUL, NV_EVT_INT(64), size, nv_i64c(s, (int64_t)esz));
    ops[0] = s->chain;
    ops[1] = size;
    ops[2] = nv_dag_const(s->dag, NV_EVT_INT(32), al < 8 ? 8 : al, 0);
    rv[0] = NV_EVT_INT(64);
    rv[1] = NV_EVT_OTHER;
    r = nv_chain_node(s, NV_ISD_NVPTX_DYNAMIC_STACKALLOC, rv, 2, ops, 3, NULL);
    if (nv_ptr_as(&I->v) != NVCG_AS_LOCAL)
      r = nv_build_cast(s, NVCG_OP_ADDRSPACECAST, r, NV_EVT_INT(64), NV_EVT_INT(64), NVCG_AS_LOCAL, nv_ptr_as(&I->v));
    nv_build_set1(s, &I->v, r);
    return;
  }
  case NVCG_OP_CALL: {
    nv_value *callee = nv_inst_op(I, 0);
    if (callee->kind == NV_V_FUNC && ((nv_func *)callee)->intrinsic) {
      nv_build_intrinsic(s, I, ((nv_func *)callee)->intrinsic);
      return;
    }
    if (callee->kind == NV_V_ASM) {
      nv_lower_inline_asm(s, I, (nv_asm *)callee);
      return;
    }
    nv_call_lower_call(s, I);
    return;
  }
  default: {
    nv_value *small[8];
    nv_value **ops = I->nops <= 8 ? small : NV_NEW_ARRAY(s->arena, nv_value *, I->nops);
    unsigned i;
    for (i = 0; i < I->nops; i++) ops[i] = nv_inst_op(I, i);
    nv_lower_op(s, I, op, I->v.type, ops, I->nops, &I->v);
    return;
  }
  }
}

/* ---- terminators and PHI inputs ---- */

static nv_sdval nv_bb_node(nv_isel *s, nv_block *bb) { return nv_dag_basic_block(s->dag, bb); }

static void nv_emit_br(nv_isel *s, nv_block *dest) {
  nv_sdval ops[2];
  ops[0] = s->chain;
  ops[1] = nv_bb_node(s, dest);
  s->chain = nv_dag_node(s->dag, NV_ISD_BR, NV_EVT_OTHER, ops, 2);
}

static void nv_emit_brcond(nv_isel *s, nv_sdval cond, nv_block *dest) {
  nv_sdval ops[3];
  ops[0] = s->chain;
  ops[1] = cond;
  ops[2] = nv_bb_node(s, dest);
  s->chain = nv_dag_node(s->dag, NV_ISD_BRCOND, NV_EVT_OTHER, ops, 3);
}

/* A switch opt/lower_switch.c made for a jump table: marked, with cases 0 .. n-1 in
 * order (checked again here, so that nothing else ever reaches brx.idx). */
static int nv_switch_is_jump_table(const nv_inst *T) {
  unsigned i;
  if (!(T->flags & NV_FLAG_JUMP_TABLE) || T->nops < 4 || T->ops[0].val->type->bits > 64) return 0;
  for (i = 2; i + 1 < T->nops; i += 2)
    if (T->ops[i].val->kind != NV_V_CINT || nv_cint_zext(T->ops[i].val) != (i - 2) / 2) return 0;
  return 1;
}

/* `@(idx u> n-1) bra default; brx.idx idx32, {targets}`: brx.idx with an index out of
 * range is undefined in PTX, so the range check stays. */
static void nv_lower_jump_table(nv_isel *s, nv_inst *T, nv_sdval idx) {
  nv_dag *d = s->dag;
  nv_evt vt = nv_sdval_vt(idx);
  unsigned n = (T->nops - 2) / 2, i, bits = nv_evt_bits(vt);
  nv_sdval *ops = NV_NEW_ARRAY(s->arena, nv_sdval, n + 2);
  nv_emit_brcond(s, nv_dag_setcc(d, NV_EVT_INT(1), idx, nv_dag_const(d, vt, n - 1, 0), NV_CC_UGT),
                 (nv_block *)nv_inst_op(T, 1));
  if (bits < 32) idx = nv_dag_node(d, NV_ISD_ZERO_EXTEND, NV_EVT_INT(32), &idx, 1);
  else if (bits > 32) idx = nv_dag_node(d, NV_ISD_TRUNCATE, NV_EVT_INT(32), &idx, 1);
  ops[0] = s->chain;
  ops[1] = idx;
  for (i = 0; i < n; i++) ops[2 + i] = nv_bb_node(s, (nv_block *)nv_inst_op(T, 3 + 2 * i));
  s->chain = nv_dag_node(d, NV_ISD_NVPTX_BRX, NV_EVT_OTHER, ops, n + 2);
}

static void nv_lower_terminator(nv_isel *s, nv_inst *T) {
  nv_dag *d = s->dag;
  switch (T->v.opcode) {
  case NVCG_OP_RET: nv_call_lower_return(s, T); return;
  case NVCG_OP_BR:
    if (T->nops == 1) {
      nv_emit_br(s, (nv_block *)nv_inst_op(T, 0));
    } else {
      nv_block *t = (nv_block *)nv_inst_op(T, 1), *f = (nv_block *)nv_inst_op(T, 2);
      if (t == f) {
        nv_emit_br(s, t);
        return;
      }
      nv_emit_brcond(s, nv_build_op(s, T, 0), t);
      nv_emit_br(s, f);
    }
    return;
  case NVCG_OP_SWITCH: {
    /* a chain of compare-and-branch in one block: PTX lets a block end in several
     * branches, and PHI elimination copies through per-PHI temporaries, so no edge
     * needs splitting */
    nv_sdval v = nv_build_op(s, T, 0);
    nv_block *def = (nv_block *)nv_inst_op(T, 1);
    unsigned i;
    if (nv_switch_is_jump_table(T)) {
      nv_lower_jump_table(s, T, v);
      return;
    }
    for (i = 2; i + 1 < T->nops; i += 2) {
      nv_block *dest = (nv_block *)nv_inst_op(T, i + 1);
      if (dest == def) continue;
      nv_emit_brcond(s, nv_dag_setcc(d, NV_EVT_INT(1), v, nv_build_op(s, T, i), NV_CC_EQ), dest);
    }
    nv_emit_br(s, def);
    return;
  }
  case NVCG_OP_UNREACHABLE: {
    nv_sdval ops[1];
    ops[0] = s->chain;
    s->chain = nv_dag_node(d, NV_ISD_TRAP, NV_EVT_OTHER, ops, 1);
    return;
  }
  default: nv_isel_error(s, T, "unknown terminator"); return;
  }
}

/* Gives every PHI in the successors of the current block its incoming value from here,
 * in vregs: exported values and PHIs already live in vregs; anything else is copied
 * into fresh ones. */
static void nv_lower_phi_inputs(nv_isel *s, nv_inst *T) {
  unsigned ns = nv_term_num_succ(T), i, j;
  nv_map fresh;
  nv_map_init(&fresh, NV_MAP_PTR);
  for (i = 0; i < ns; i++) {
    nv_block *succ = nv_term_succ(T, i);
    /* each successor once (a jump table names each many times): marked with this block's
     * generation (was a pointer set per terminator) */
    if (nv_isel_mbb(s, succ)) {
      if (s->succ_seen[succ->index] == s->block_gen) continue;
      s->succ_seen[succ->index] = s->block_gen;
    }
    NV_FOR_INSTS(P, succ) {
      uint32_t *regs;
      if (P->v.opcode != NVCG_OP_PHI) break;
      if (!(regs = nv_isel_phi_regs(s, P))) continue;
      for (j = 0; j + 1 < P->nops; j += 2) {
        nv_value *v;
        uint32_t reg;
        uintptr_t fr;
        if ((nv_block *)nv_inst_op(P, j + 1) != s->bb) continue;
        v = nv_inst_op(P, j);
        if (nv_type_nparts(s, v->type) == 0) continue;
        if (v->kind != NV_V_CEXPR && !NV_IS_CONST_KIND(v->kind) && nv_vreg_lookup(s, v, &reg)) {
          regs[j / 2] = reg;
        } else if (nv_map_get(&fresh, (uintptr_t)v, &fr)) {
          regs[j / 2] = (uint32_t)fr;
        } else {
          reg = nv_alloc_part_vregs(s, v->type);
          nv_build_to_vregs(s, v, reg);
          nv_map_put(&fresh, (uintptr_t)v, reg);
          regs[j / 2] = reg;
        }
      }
    }
  }
  nv_map_free(&fresh);
}

/* ---- one block ---- */

static void nv_view_dag(nv_isel *s, const char *stage) {
  const nv_options *o = s->cg->o;
  nv_buf name = NV_BUF_INIT, text = NV_BUF_INIT;
  FILE *fp;
  if (!o->view_dag || strcmp(o->view_dag, s->f->v.name ? s->f->v.name : "") != 0) return;
  nv_buf_printf(&name, "%s.%s.%s.dot", s->f->v.name, s->bb->v.name ? s->bb->v.name : "", stage);
  if (!s->bb->v.name) {
    name.len = 0;
    nv_buf_printf(&name, "%s.bb%u.%s.dot", s->f->v.name, s->bb->index, stage);
  }
  {
    /* keep the name one path component */
    size_t i;
    for (i = 0; i < name.len; i++)
      if (name.data[i] == '/' || name.data[i] == '\\') name.data[i] = '_';
  }
  nv_dag_dot(s->dag, &text, name.data);
  fp = fopen(name.data, "w");
  if (fp) {
    fwrite(text.data, 1, text.len, fp);
    fclose(fp);
  } else {
    nv_diag(o->diag, NVCG_SEV_WARNING, NULL, 0, 0, "cannot write '%s'", name.data);
  }
  nv_buf_free(&name);
  nv_buf_free(&text);
}

static int nv_lower_block(nv_isel *s, nv_block *bb, int is_entry) {
  nv_dag dag;
  nv_inst *T = nv_block_terminator(bb);
  uint32_t order = 0, reg;
  int ok = 1;
  nv_dag_init(&dag, s->arena, s->tgt, s->cg->m->ctx);
  s->dag = &dag;
  s->bb = bb;
  s->mbb = nv_isel_mbb(s, bb);
  /* the values the last block built go stale with the generation: nothing to clear
   * (clearing a map a huge block grew cost its size in every later block) */
  s->block_gen++;
  s->leaves.len = 0;
  s->chain = dag.entry;
  if (is_entry) {
    unsigned i;
    nv_call_lower_formals(s);
    for (i = 0; i < s->f->nargs; i++)
      if (nv_vreg_lookup(s, &s->f->args[i]->v, &reg)) nv_build_to_vregs(s, &s->f->args[i]->v, reg);
  }
  NV_FOR_INSTS(I, bb) {
    dag.cur_order = ++order;
    dag.cur_ir = I;
    if (I == T || I->v.opcode == NVCG_OP_PHI) continue;
    nv_lower_inst(s, I);
    if (s->failed) break;
    if (nv_vreg_lookup(s, &I->v, &reg)) nv_build_to_vregs(s, &I->v, reg);
  }
  if (!s->failed && T) {
    dag.cur_order = ++order;
    dag.cur_ir = T;
    nv_lower_phi_inputs(s, T);
    nv_lower_terminator(s, T);
  } else if (!T && !s->failed) {
    nv_isel_error(s, NULL, "block '%s' has no terminator", bb->v.name ? bb->v.name : "");
  }
  dag.cur_ir = NULL;
  dag.root = s->chain;
  if (!s->failed) {
    const nv_options *o = s->cg->o;
    nv_dag_remove_dead(&dag);
    nv_view_dag(s, "built");
    nv_dag_combine(&dag, 0, o);
    if (!nv_dag_legalize_types(&dag, o)) s->failed = 1;
    if (!s->failed && !nv_dag_legalize_ops(&dag, o)) s->failed = 1;
    if (!s->failed) {
      nv_dag_combine(&dag, 1, o);
      nv_dag_remove_dead(&dag);
      nv_view_dag(s, "legal");
      if (!nv_select_dag(s)) s->failed = 1;
    }
    if (!s->failed) {
      nv_dag_remove_dead(&dag);
      nv_view_dag(s, "selected");
      if (!nv_emit_dag(s)) s->failed = 1;
    }
  }
  if (s->failed) ok = 0;
  nv_dag_free(&dag);
  s->dag = NULL;
  return ok;
}

/* ---- the function ---- */

/* The block a use happens in: the instruction's block, or for a PHI operand the
 * predecessor it flows in from. */
static const nv_block *nv_use_block(const nv_use *u) {
  const nv_inst *U;
  if (u->user->kind != NV_V_INST) return NULL;
  U = (const nv_inst *)u->user;
  if (U->v.opcode == NVCG_OP_PHI) {
    unsigned i = (unsigned)(u - U->ops);
    if (i + 1 < U->nops) return (const nv_block *)U->ops[i + 1].val;
  }
  return U->parent;
}

static int nv_is_static_alloca(const nv_func *f, const nv_inst *I) {
  nv_value *c = I->nops ? nv_inst_op(I, 0) : NULL;
  return I->parent == f->first && (!c || c->kind == NV_V_CINT);
}

static int nv_isel_function(nv_cg *cg, nv_func *f, nv_arena *arena, nv_mfunc **out) {
  nv_isel s;
  nv_block *bb;
  unsigned i;
  int ok = 1;
  memset(&s, 0, sizeof s);
  s.cg = cg;
  s.tgt = &cg->tgt;
  s.f = f;
  s.arena = arena;
  s.mf = nv_mfunc_new(arena, &cg->tgt, f);
  s.mf->name = nv_cg_name(cg, &f->v);
  nv_map_init(&s.vreg_of, NV_MAP_PTR);
  nv_map_init(&s.fi_of, NV_MAP_PTR);
  nv_map_init(&s.byval_fi, NV_MAP_PTR);
  nv_map_init(&s.phi_slots, NV_MAP_PTR);
  nv_map_init(&s.val_of, NV_MAP_PTR);
  nv_func_number_blocks(f);
  for (bb = f->first; bb; bb = bb->next) s.nmbb++;
  s.mbb_at = NV_NEW_ARRAY(arena, nv_mblock *, s.nmbb ? s.nmbb : 1);
  s.succ_seen = NV_NEW_ARRAY(arena, uint32_t, s.nmbb ? s.nmbb : 1);
  for (bb = f->first; bb; bb = bb->next) s.mbb_at[bb->index] = nv_mblock_new(s.mf, bb);
  nv_isel_slots_init(&s, f);
  /* static allocas: frame objects, addressed by FrameIndex nodes in any block */
  if (f->first) {
    NV_FOR_INSTS(I, f->first) {
      if (I->v.opcode == NVCG_OP_ALLOCA && nv_is_static_alloca(f, I)) {
        uint64_t cnt = I->nops ? nv_cint_zext(nv_inst_op(I, 0)) : 1;
        uint64_t sz = nv_type_alloc_size(I->aux_type) * (cnt ? cnt : 1);
        unsigned al = I->align ? I->align : nv_type_abi_align(I->aux_type);
        int32_t fi = nv_frame_new(s.mf, sz ? sz : 1, al, 0);
        nv_isel_fi_set(&s, I, (uint32_t)fi + 1);
      }
    }
  }
  nv_call_prepare_byval(&s);
  /* values that cross blocks get vregs (byval arguments are rematerialised in every
   * block, like static allocas); PHIs always do */
  for (i = 0; i < f->nargs; i++) {
    nv_value *a = &f->args[i]->v;
    nv_use *u;
    if (nv_map_get(&s.byval_fi, (uintptr_t)a, NULL)) continue;
    for (u = a->uses; u; u = u->next)
      if (nv_use_block(u) != f->first) break;
    if (u && nv_type_nparts(&s, a->type)) nv_vreg_set(&s, a, nv_alloc_part_vregs(&s, a->type));
  }
  for (bb = f->first; bb; bb = bb->next) {
    NV_FOR_INSTS(I, bb) {
      nv_use *u;
      if (I->v.type->kind == NVCG_TYPE_VOID || nv_isel_fi(&s, I)) continue;
      if (nv_type_nparts(&s, I->v.type) == 0) continue;
      if (I->v.opcode == NVCG_OP_PHI) {
        unsigned nin = I->nops / 2;
        nv_vreg_set(&s, I, nv_alloc_part_vregs(&s, I->v.type));
        nv_isel_phi_regs_set(&s, I, NV_NEW_ARRAY(arena, uint32_t, nin ? nin : 1));
        continue;
      }
      for (u = I->v.uses; u; u = u->next)
        if (nv_use_block(u) != bb) break;
      if (u) nv_vreg_set(&s, I, nv_alloc_part_vregs(&s, I->v.type));
    }
  }
  for (bb = f->first; bb && ok; bb = bb->next) ok = nv_lower_block(&s, bb, bb == f->first);
  /* machine PHIs, one per part, at the top of each block, in IR PHI order */
  for (bb = f->first; bb && ok; bb = bb->next) {
    nv_mblock *mb = nv_isel_mbb(&s, bb);
    nv_minst *at = mb->first;
    NV_FOR_INSTS(P, bb) {
      uint32_t dst, np, k, j, n, *regs;
      if (P->v.opcode != NVCG_OP_PHI) break;
      if (!nv_vreg_lookup(&s, P, &dst)) continue;
      regs = nv_isel_phi_regs(&s, P);
      np = nv_type_nparts(&s, P->v.type);
      for (k = 0; k < np; k++) {
        nv_minst *mi;
        /* one entry per distinct predecessor block */
        n = 0;
        for (j = 0; j + 1 < P->nops; j += 2) {
          unsigned q;
          for (q = 0; q < j; q += 2)
            if (nv_inst_op(P, q + 1) == nv_inst_op(P, j + 1)) break;
          if (q == j) n++;
        }
        mi = nv_minst_new(s.mf, NV_PTX_PHI, 1, 1 + 2 * n);
        mi->ir = P;
        mi->ops[0] = nv_mop_reg(dst + k);
        n = 0;
        for (j = 0; j + 1 < P->nops; j += 2) {
          unsigned q;
          nv_mblock *pmb;
          for (q = 0; q < j; q += 2)
            if (nv_inst_op(P, q + 1) == nv_inst_op(P, j + 1)) break;
          if (q < j) continue;
          pmb = nv_isel_mbb(&s, (const nv_block *)nv_inst_op(P, j + 1));
          if (regs[j / 2]) {
            mi->ops[1 + 2 * n] = nv_mop_reg(regs[j / 2] + k);
          } else {
            /* no value flows in (undef, or a predecessor that never lowered it) */
            nv_minst *imp = nv_minst_new(s.mf, NV_PTX_IMPLICIT_DEF, 1, 1);
            uint32_t r = nv_vreg_new(s.mf, nv_vreg_class(s.mf, dst + k));
            imp->ops[0] = nv_mop_reg(r);
            if (pmb) {
              if (pmb->first) nv_minst_insert_before(pmb->first, imp);
              else nv_minst_append(pmb, imp);
            }
            mi->ops[1 + 2 * n] = nv_mop_reg(r);
          }
          mi->ops[2 + 2 * n] = nv_mop_block(pmb);
          n++;
        }
        if (at) nv_minst_insert_before(at, mi);
        else nv_minst_append(mb, mi);
      }
    }
  }
  nv_map_free(&s.vreg_of);
  nv_xfree(s.slot);
  nv_map_free(&s.fi_of);
  nv_map_free(&s.byval_fi);
  nv_map_free(&s.phi_slots);
  nv_map_free(&s.val_of);
  nv_vec_free(&s.val_rec);
  nv_vec_free(&s.leaves);
  *out = s.mf;
  if (s.failed) ok = 0;
  return ok;
}
