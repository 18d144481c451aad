/* irutil.c -- helpers the IR passes share: an instruction builder that inserts at a
 * position (passes build only valid instructions, so it checks the type rules in debug
 * builds only), CFG edits (split a block, drop or rename phi edges, erase a block) and
 * queries (intrinsic of a call, side effects, known pointer alignment, constant GEP
 * offsets). */

static void nv_ib_at_end(nv_ib *b, nv_block *bb) {
  b->m = bb->parent->module;
  b->bb = bb;
  b->before = NULL;
}

static void nv_ib_before(nv_ib *b, nv_inst *I) {
  b->m = I->parent->parent->module;
  b->bb = I->parent;
  b->before = I;
}

static nv_inst *nv_ib_new(nv_ib *b, unsigned op, nv_type *t, unsigned nops, nv_value *const *ops,
                          const char *name) {
  nv_inst *I = nv_inst_new(b->m, op, t, nops);
  unsigned i;
  for (i = 0; i < nops; i++) nv_inst_set_op(I, i, ops[i]);
  if (name && *name && t->kind != NVCG_TYPE_VOID) I->v.name = nv_intern_cstr(&b->m->ctx->strs, name);
  if (b->before) nv_inst_insert_before(I, b->before);
  else nv_inst_append(I, b->bb);
  return I;
}

/* Debug builds check what a pass built; the caller fills aux fields first. */
static nv_inst *nv_ib_checked(nv_inst *I) {
#ifndef NDEBUG
  char err[256];
  if (!nv_inst_check(I, err, sizeof err)) {
    fprintf(stderr, "nvcg: internal error: a pass built an invalid '%s': %s\n",
            nv_opcode_name(I->v.opcode), err);
    abort();
  }
#endif
  return I;
}

static nv_value *nv_ib_binop(nv_ib *b, unsigned op, nv_value *x, nv_value *y, const char *name) {
  nv_value *ops[2];
  ops[0] = x;
  ops[1] = y;
  return &nv_ib_checked(nv_ib_new(b, op, x->type, 2, ops, name))->v;
}

static nv_value *nv_ib_icmp(nv_ib *b, unsigned pred, nv_value *x, nv_value *y, const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  ops[0] = x;
  ops[1] = y;
  I = nv_ib_new(b, NVCG_OP_ICMP, nv_cmp_result_type(x->type), 2, ops, name);
  I->v.sub = (uint16_t)pred;
  return &nv_ib_checked(I)->v;
}

static nv_value *nv_ib_select(nv_ib *b, nv_value *c, nv_value *x, nv_value *y, const char *name) {
  nv_value *ops[3];
  ops[0] = c;
  ops[1] = x;
  ops[2] = y;
  return &nv_ib_checked(nv_ib_new(b, NVCG_OP_SELECT, x->type, 3, ops, name))->v;
}

static nv_value *nv_ib_cast(nv_ib *b, unsigned op, nv_value *v, nv_type *to, const char *name) {
  return &nv_ib_checked(nv_ib_new(b, op, to, 1, &v, name))->v;
}

static nv_inst *nv_ib_load(nv_ib *b, nv_type *t, nv_value *ptr, unsigned align, const char *name) {
  nv_inst *I = nv_ib_new(b, NVCG_OP_LOAD, t, 1, &ptr, name);
  I->align = align ? align : nv_type_abi_align(t);
  return nv_ib_checked(I);
}

static nv_inst *nv_ib_store(nv_ib *b, nv_value *v, nv_value *ptr, unsigned align) {
  nv_value *ops[2];
  nv_inst *I;
  ops[0] = v;
  ops[1] = ptr;
  I = nv_ib_new(b, NVCG_OP_STORE, b->m->ctx->t_void, 2, ops, NULL);
  I->align = align ? align : nv_type_abi_align(v->type);
  return nv_ib_checked(I);
}

static nv_value *nv_ib_gep(nv_ib *b, nv_type *src, nv_value *base, nv_value *const *idx,
                           unsigned n, int inbounds, const char *name) {
  nv_inst *I = nv_inst_new(b->m, NVCG_OP_GEP, base->type, n + 1);
  unsigned i;
  nv_inst_set_op(I, 0, base);
  for (i = 0; i < n; i++) nv_inst_set_op(I, i + 1, idx[i]);
  I->aux_type = src;
  if (inbounds) I->flags |= NVCG_FLAG_INBOUNDS;
  if (name && *name) I->v.name = nv_intern_cstr(&b->m->ctx->strs, name);
  if (b->before) nv_inst_insert_before(I, b->before);
  else nv_inst_append(I, b->bb);
  return &nv_ib_checked(I)->v;
}

static nv_value *nv_ib_byte_gep(nv_ib *b, nv_value *base, nv_value *off, const char *name) {
  nv_context *c = b->m->ctx;
  if (off->kind == NV_V_CINT && nv_value_is_zero_const(off)) return base;
  return nv_ib_gep(b, nv_type_int(c, 8), base, &off, 1, 0, name);
}

static nv_value *nv_ib_byte_gep_const(nv_ib *b, nv_value *base, uint64_t off, const char *name) {
  nv_context *c = b->m->ctx;
  if (!off) return base;
  return nv_ib_byte_gep(b, base, nv_const_int(nv_type_int(c, 64), off, 0), name);
}

static nv_inst *nv_ib_phi(nv_ib *b, nv_type *t, const char *name) {
  nv_ib at = *b;
  nv_inst *first = b->bb->first;
  /* phis go at the top of the block, after the phis already there */
  while (first && first->v.opcode == NVCG_OP_PHI) first = first->next;
  at.before = first;
  return nv_ib_new(&at, NVCG_OP_PHI, t, 0, NULL, name);
}

static void nv_opt_phi_add(nv_inst *phi, nv_value *v, nv_block *from) {
  nv_inst_add_op(phi, v);
  nv_inst_add_op(phi, &from->v);
}

static nv_inst *nv_ib_br(nv_ib *b, nv_block *dest) {
  nv_value *d = &dest->v;
  return nv_ib_new(b, NVCG_OP_BR, b->m->ctx->t_void, 1, &d, NULL);
}

static nv_inst *nv_ib_condbr(nv_ib *b, nv_value *c, nv_block *t, nv_block *f) {
  nv_value *ops[3];
  ops[0] = c;
  ops[1] = &t->v;
  ops[2] = &f->v;
  return nv_ib_checked(nv_ib_new(b, NVCG_OP_BR, b->m->ctx->t_void, 3, ops, NULL));
}

static nv_value *nv_ib_extractvalue(nv_ib *b, nv_value *agg, unsigned idx, const char *name) {
  int32_t k = (int32_t)idx;
  nv_type *t = nv_aggregate_index_type(agg->type, &k, 1);
  nv_inst *I = nv_ib_new(b, NVCG_OP_EXTRACTVALUE, t, 1, &agg, name);
  I->idx = NV_NEW_ARRAY(&b->m->arena, int32_t, 1);
  I->idx[0] = k;
  I->nidx = 1;
  return &nv_ib_checked(I)->v;
}

static nv_value *nv_ib_insertvalue(nv_ib *b, nv_value *agg, nv_value *v, unsigned idx,
                                   const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  ops[0] = agg;
  ops[1] = v;
  I = nv_ib_new(b, NVCG_OP_INSERTVALUE, agg->type, 2, ops, name);
  I->idx = NV_NEW_ARRAY(&b->m->arena, int32_t, 1);
  I->idx[0] = (int32_t)idx;
  I->nidx = 1;
  return &nv_ib_checked(I)->v;
}

static nv_inst *nv_ib_cmpxchg(nv_ib *b, nv_value *ptr, nv_value *cmp, nv_value *nv, unsigned ord,
                              unsigned ford, const char *scope, uint32_t flags, unsigned align,
                              const char *name) {
  nv_value *ops[3];
  nv_type *f[2];
  nv_inst *I;
  ops[0] = ptr;
  ops[1] = cmp;
  ops[2] = nv;
  f[0] = cmp->type;
  f[1] = nv_type_int(b->m->ctx, 1);
  I = nv_ib_new(b, NVCG_OP_CMPXCHG, nv_type_struct(b->m->ctx, f, 2, 0), 3, ops, name);
  I->ordering = (uint8_t)ord;
  I->ordering2 = (uint8_t)ford;
  I->scope = scope;
  I->flags = flags & (NVCG_FLAG_VOLATILE | NVCG_FLAG_WEAK);
  I->align = align ? align : nv_type_abi_align(cmp->type);
  return nv_ib_checked(I);
}

static nv_inst *nv_ib_atomicrmw(nv_ib *b, unsigned op, nv_value *ptr, nv_value *v, unsigned ord,
                                const char *scope, uint32_t flags, unsigned align, const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  ops[0] = ptr;
  ops[1] = v;
  I = nv_ib_new(b, NVCG_OP_ATOMICRMW, v->type, 2, ops, name);
  I->v.sub = (uint16_t)op;
  I->ordering = (uint8_t)ord;
  I->scope = scope;
  I->flags = flags & NVCG_FLAG_VOLATILE;
  I->align = align ? align : (uint32_t)nv_type_store_size(v->type);
  return nv_ib_checked(I);
}

/* A copy of I without operands (nops slots, unset), not placed in any block. */
static nv_inst *nv_opt_clone_inst(nv_module *m, const nv_inst *I) {
  nv_inst *K = nv_inst_new(m, I->v.opcode, I->v.type, I->nops);
  K->v.sub = I->v.sub;
  K->v.name = I->v.name;
  K->flags = I->flags;
  K->align = I->align;
  K->unroll_count = I->unroll_count;
  K->ordering = I->ordering;
  K->ordering2 = I->ordering2;
  K->scope = I->scope;
  K->aux_type = I->aux_type;
  K->line = I->line;
  K->col = I->col;
  if (I->nidx) {
    K->idx = NV_NEW_ARRAY(&m->arena, int32_t, I->nidx);
    memcpy(K->idx, I->idx, sizeof(int32_t) * I->nidx);
    K->nidx = I->nidx;
  }
  if (I->nweights) {
    K->weights = NV_NEW_ARRAY(&m->arena, uint32_t, I->nweights);
    memcpy(K->weights, I->weights, sizeof(uint32_t) * I->nweights);
    K->nweights = I->nweights;
  }
  return K;
}

/* v's image under a value map (original -> copy), or v itself when it has none. */
static nv_value *nv_opt_map_value(const nv_map *vm, nv_value *v) {
  uintptr_t x = 0;
  return vm && nv_map_get(vm, (uintptr_t)v, &x) ? (nv_value *)x : v;
}

/* ---- CFG edits ---- */

static void nv_opt_rename_pred(nv_block *bb, nv_block *from, nv_block *to) {
  nv_inst *I;
  for (I = bb->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {
    uint32_t i;
    for (i = 1; i < I->nops; i += 2)
      if (I->ops[i].val == &from->v) nv_inst_set_op(I, i, &to->v);
  }
}

static void nv_opt_remove_pred_edge(nv_block *bb, nv_block *from) {
  nv_inst *I;
  for (I = bb->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {
    uint32_t i;
    for (i = 1; i < I->nops; i += 2) {
      if (I->ops[i].val == &from->v) {
        nv_inst_remove_ops(I, i - 1, 2);
        break;
      }
    }
  }
}

static nv_block *nv_opt_split_block(nv_block *bb, nv_inst *at, const char *name) {
  nv_block *nb = nv_block_new(bb->parent, name, bb->next);
  nv_inst *T;
  unsigned k, j, ns;
  while (at) {
    nv_inst *next = at->next;
    nv_inst_unlink(at);
    nv_inst_append(at, nb);
    at = next;
  }
  T = nv_block_terminator(nb);
  ns = T ? nv_term_num_succ(T) : 0;
  for (k = 0; k < ns; k++) {
    nv_block *s = nv_term_succ(T, k);
    for (j = 0; j < k; j++)
      if (nv_term_succ(T, j) == s) break;
    if (s && j == k) nv_opt_rename_pred(s, bb, nb);
  }
  return nb;
}

static nv_value *nv_opt_undef(nv_type *t) { return nv_const_simple(t->ctx, NV_V_UNDEF, t); }

static void nv_opt_erase_block(nv_block *bb) {
  nv_inst *I = bb->first;
  while (I) {
    nv_inst *next = I->next;
    uint32_t i;
    if (I->v.uses) nv_value_rauw(&I->v, nv_opt_undef(I->v.type));
    for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
    nv_inst_unlink(I);
    I = next;
  }
  nv_block_unlink(bb);
}

/* ---- queries ---- */

static unsigned nv_opt_call_intrinsic(const nv_inst *I) {
  nv_value *c;
  if (I->v.opcode != NVCG_OP_CALL || !I->nops) return NV_INTR_NONE;
  c = I->ops[0].val;
  return c && c->kind == NV_V_FUNC ? (unsigned)((nv_func *)c)->intrinsic : (unsigned)NV_INTR_NONE;
}

/* Memory and side-effect class of a call: 0 pure, 1 reads memory, 2 anything. */
static int nv_opt_call_effects(const nv_inst *I) {
  unsigned id = nv_opt_call_intrinsic(I);
  nv_value *c = I->ops[0].val;
  if (id != NV_INTR_NONE) {
    unsigned a = nv_intrinsic_info_of(id)->attrs;
    if (a & (NV_IA_SIDEEFFECT | NV_IA_ARGMEM | NV_IA_NOOP | NV_IA_NORETURN)) return 2;
    if (a & NV_IA_NOMEM) return 0;
    if (a & NV_IA_READMEM) return 1;
    return 2;
  }
  if (c && c->kind == NV_V_FUNC) {
    uint32_t fa = ((nv_func *)c)->attrs;
    /* a function that might not return must stay, whatever it touches */
    if (!(fa & NVCG_FN_WILLRETURN)) return 2;
    if (fa & NVCG_FN_READNONE) return 0;
    if (fa & NVCG_FN_READONLY) return 1;
  }
  return 2;
}

static int nv_opt_removable(const nv_inst *I) {
  unsigned op = I->v.opcode;
  if (NV_OP_IS_TERMINATOR(op)) return 0;
  switch (op) {
  case NVCG_OP_STORE: case NVCG_OP_FENCE: case NVCG_OP_ATOMICRMW: case NVCG_OP_CMPXCHG: return 0;
  case NVCG_OP_LOAD: return !(I->flags & NVCG_FLAG_VOLATILE) && I->ordering == NVCG_ORDER_NOT_ATOMIC;
  case NVCG_OP_CALL: return I->v.type->kind != NVCG_TYPE_VOID && nv_opt_call_effects(I) < 2;
  default: return 1;
  }
}

static int nv_opt_may_write(const nv_inst *I) {
  switch (I->v.opcode) {
  case NVCG_OP_STORE: case NVCG_OP_FENCE: case NVCG_OP_ATOMICRMW: case NVCG_OP_CMPXCHG: return 1;
  case NVCG_OP_LOAD:
    /* volatile and ordered loads order other accesses around them */
    return (I->flags & NVCG_FLAG_VOLATILE) || I->ordering > NVCG_ORDER_UNORDERED;
  case NVCG_OP_CALL: return nv_opt_call_effects(I) == 2;
  default: return 0;
  }
}

static unsigned nv_opt_erase_if_dead(nv_inst *I) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  unsigned n = 0;
  nv_vec_push(&work, I);
  while (work.len) {
    nv_inst *J = nv_vec_pop(&work);
    uint32_t i;
    if (!J->parent || J->v.uses || !nv_opt_removable(J)) continue;
    for (i = 0; i < J->nops; i++) {
      nv_value *v = J->ops[i].val;
      nv_use_clear(&J->ops[i]);
      if (v && v->kind == NV_V_INST && !v->uses && v != &J->v) nv_vec_push(&work, (nv_inst *)v);
    }
    nv_inst_unlink(J);
    n++;
  }
  nv_vec_free(&work);
  return n;
}

/* Byte offset of constant GEP indices over source type `src`; 0 when one is not a
 * constant integer. */
static int nv_opt_gep_indices_offset(nv_type *src, nv_value *const *idx, unsigned n, int64_t *off) {
  nv_type *t = src;
  int64_t o = 0;
  unsigned i;
  for (i = 0; i < n; i++) {
    nv_value *x = idx[i];
    int64_t k;
    if (x->kind != NV_V_CINT) return 0;
    k = x->type->bits > 64 ? (int64_t)nv_cint_zext(x) : nv_cint_sext(x);
    if (i == 0) {
      o += k * (int64_t)nv_type_alloc_size(t);
    } else if (t->kind == NVCG_TYPE_STRUCT) {
      if ((uint64_t)k >= t->count) return 0;
      o += (int64_t)nv_struct_field_offset(t, (unsigned)k);
      t = t->fields[k];
    } else if (t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_VECTOR) {
      t = t->elem;
      o += k * (int64_t)nv_type_alloc_size(t);
    } else {
      return 0;
    }
  }
  *off = o;
  return 1;
}

static int nv_opt_gep_offset(const nv_inst *gep, int64_t *off) {
  nv_value *idx[64];
  unsigned i, n = gep->nops - 1;
  if (n > 64) return 0;
  for (i = 0; i < n; i++) idx[i] = gep->ops[i + 1].val;
  return nv_opt_gep_indices_offset(gep->aux_type, idx, n, off);
}

/* Known trailing zero bits. Phis are solved optimistically: while a phi is being
 * evaluated its own value counts as having all bits zero (so `i = phi [0, i + 2]` gives
 * one), and the answer k is then checked by evaluating the incoming values again with
 * the phi assumed to have k -- every rule below is monotone, so that check makes the
 * induction sound. A phi nested in another's evaluation counts as unknown. The walk is
 * bounded by a step budget (an unrolled body chains adds of constants deeply, but a
 * wide expression must not cost more than a few dozen steps). */
#define NV_TZ_STEPS 64
static unsigned nv_opt_tz_rec(const nv_value *v, const nv_inst *phi, unsigned assumed, unsigned *steps) {
  const nv_inst *I = (const nv_inst *)v;
  unsigned bits = v->type->bits, a, b, i;
  if (!nv_type_is_int(v->type) || bits > 64) return 0;
  if (v->kind == NV_V_CINT) {
    uint64_t x = nv_cint_zext(v);
    for (a = 0; a < bits && !((x >> a) & 1); a++) {}
    return a;
  }
  if (v->kind != NV_V_INST || !*steps) return 0;
  --*steps;
  if (I == phi) return assumed;
  switch (I->v.opcode) {
  case NVCG_OP_SHL:
    if (I->ops[1].val->kind != NV_V_CINT || nv_cint_zext(I->ops[1].val) >= bits) return 0;
    a = nv_opt_tz_rec(I->ops[0].val, phi, assumed, steps) + (unsigned)nv_cint_zext(I->ops[1].val);
    return a < bits ? a : bits;
  case NVCG_OP_MUL:
    a = nv_opt_tz_rec(I->ops[0].val, phi, assumed, steps) + nv_opt_tz_rec(I->ops[1].val, phi, assumed, steps);
    return a < bits ? a : bits;
  case NVCG_OP_AND:
    a = nv_opt_tz_rec(I->ops[0].val, phi, assumed, steps);
    b = nv_opt_tz_rec(I->ops[1].val, phi, assumed, steps);
    return a > b ? a : b;
  case NVCG_OP_ADD: case NVCG_OP_SUB: case NVCG_OP_OR: case NVCG_OP_XOR:
    a = nv_opt_tz_rec(I->ops[0].val, phi, assumed, steps);
    b = nv_opt_tz_rec(I->ops[1].val, phi, assumed, steps);
    return a < b ? a : b;
  case NVCG_OP_ZEXT: case NVCG_OP_SEXT:
    a = nv_opt_tz_rec(I->ops[0].val, phi, assumed, steps);
    return a == I->ops[0].val->type->bits ? bits : a;
  case NVCG_OP_TRUNC:
    a = nv_opt_tz_rec(I->ops[0].val, phi, assumed, steps);
    return a < bits ? a : bits;
  case NVCG_OP_PHI: {
    unsigned k = bits;
    if (phi) return 0;
    for (i = 0; i < I->nops; i += 2) {
      a = nv_opt_tz_rec(I->ops[i].val, I, bits, steps);
      if (a < k) k = a;
    }
    for (i = 0; k && i < I->nops; i += 2)
      if (nv_opt_tz_rec(I->ops[i].val, I, k, steps) < k) return 0;
    return k;
  }
  default: return 0;
  }
}

static int nv_opt_speculatable(const nv_inst *I) {
  unsigned op = I->v.opcode;
  if (NV_OP_IS_BINARY(op)) {
    nv_value *d = I->ops[1].val;
    if (op != NVCG_OP_UDIV && op != NVCG_OP_SDIV && op != NVCG_OP_UREM && op != NVCG_OP_SREM) return 1;
    if (d->kind != NV_V_CINT || nv_value_is_zero_const(d)) return 0;
    return (op != NVCG_OP_SDIV && op != NVCG_OP_SREM) || nv_cint_sext(d) != -1;
  }
  if (NV_OP_IS_CAST(op)) return 1;
  switch (op) {
  case NVCG_OP_FNEG: case NVCG_OP_ICMP: case NVCG_OP_FCMP: case NVCG_OP_SELECT: case NVCG_OP_GEP:
  case NVCG_OP_EXTRACTVALUE: case NVCG_OP_INSERTVALUE: case NVCG_OP_EXTRACTELEMENT: case NVCG_OP_INSERTELEMENT:
  case NVCG_OP_SHUFFLEVECTOR: case NVCG_OP_FREEZE:
    return 1;
  case NVCG_OP_CALL: {
    unsigned id = nv_opt_call_intrinsic(I);
    unsigned a;
    if (id == NV_INTR_NONE) return 0;
    a = nv_intrinsic_info_of(id)->attrs;
    return (a & NV_IA_NOMEM) && !(a & (NV_IA_CONVERGENT | NV_IA_SIDEEFFECT | NV_IA_NOOP | NV_IA_NORETURN));
  }
  default: return 0;
  }
}

static unsigned nv_opt_icmp_swapped(unsigned pred) {
  switch (pred) {
  case NVCG_ICMP_UGT: return NVCG_ICMP_ULT;
  case NVCG_ICMP_UGE: return NVCG_ICMP_ULE;
  case NVCG_ICMP_ULT: return NVCG_ICMP_UGT;
  case NVCG_ICMP_ULE: return NVCG_ICMP_UGE;
  case NVCG_ICMP_SGT: return NVCG_ICMP_SLT;
  case NVCG_ICMP_SGE: return NVCG_ICMP_SLE;
  case NVCG_ICMP_SLT: return NVCG_ICMP_SGT;
  case NVCG_ICMP_SLE: return NVCG_ICMP_SGE;
  default: return pred;
  }
}

/* An integer predicate as the outcomes of comparing a with b that satisfy it -- bit 0
 * a < b, bit 1 a == b, bit 2 a > b -- plus the order it needs: 8 signed, 16 unsigned,
 * neither for eq and ne (which mean the same in both orders). */
#define NV_ICMP_LT 1u
#define NV_ICMP_EQ 2u
#define NV_ICMP_GT 4u
static unsigned nv_opt_icmp_outcomes(unsigned pred) {
  switch (pred) {
  case NVCG_ICMP_EQ: return NV_ICMP_EQ;
  case NVCG_ICMP_NE: return NV_ICMP_LT | NV_ICMP_GT;
  case NVCG_ICMP_SLT: return 8 | NV_ICMP_LT;
  case NVCG_ICMP_SLE: return 8 | NV_ICMP_LT | NV_ICMP_EQ;
  case NVCG_ICMP_SGT: return 8 | NV_ICMP_GT;
  case NVCG_ICMP_SGE: return 8 | NV_ICMP_GT | NV_ICMP_EQ;
  case NVCG_ICMP_ULT: return 16 | NV_ICMP_LT;
  case NVCG_ICMP_ULE: return 16 | NV_ICMP_LT | NV_ICMP_EQ;
  case NVCG_ICMP_UGT: return 16 | NV_ICMP_GT;
  case NVCG_ICMP_UGE: return 16 | NV_ICMP_GT | NV_ICMP_EQ;
  default: return 0;
  }
}

static int nv_opt_icmp_implies(unsigned known, int truth, unsigned other, int swapped) {
  unsigned k = nv_opt_icmp_outcomes(known), o = nv_opt_icmp_outcomes(swapped ? nv_opt_icmp_swapped(other) : other);
  unsigned ks = k & ~7u, os = o & ~7u;
  if (!k || !o || (ks && os && ks != os)) return -1; /* signed against unsigned order */
  k &= 7;
  o &= 7;
  if (!truth) k ^= 7; /* what holds when the known comparison is false */
  if ((k & o) == k) return 1;
  if (!(k & o)) return 0;
  return -1;
}

static unsigned nv_opt_known_tz(const nv_value *v) {
  unsigned steps = NV_TZ_STEPS;
  return nv_opt_tz_rec(v, NULL, 0, &steps);
}

/* Known bits of an integer of at most 64 bits: *zero gets the bits that are 0 in every
 * execution, *one those that are 1 (masked to the width; an unknown value gives 0 and 0).
 * Only what an operation says bit for bit: constants, and/or/xor, shifts and rotates by
 * constants, zext/sext/trunc, select and the PTX ISA's bounds of special registers
 * (NV_SREG_MAX). A poison operand may be refined to anything, so
 * any answer is sound for it. The walk is bounded by a step budget like nv_opt_known_tz. */
#define NV_KB_STEPS 32

/* A memo of known bits for a pass that asks about many values of one function
 * (simplify asks for every integer operation, and walks from neighbouring operations
 * cover the same values again). It keeps a result only when the walk that computed it
 * was not cut short by the budget: such a walk took the same s steps whatever budget it
 * had, so a later walk reaching the value with at least s steps left would compute the
 * same bits and take the same s steps; it takes them from the memo instead. Any other
 * walk runs as without a memo, so the answers and the budget's accounting are exactly
 * those without it. An open-addressed table keyed by instruction id (a function's ids
 * are scattered over the module's), with room for twice the function's instructions and
 * filled at most half; nv_kb_memo_clear forgets everything (a change to the IR may change
 * the bits of every value above it) by moving to a new generation. */
typedef struct nv_kb_memo {
  uint32_t *gen;         /* per slot: the entry is valid when it is the memo's cur (0: empty) */
  uint32_t *id, *steps;  /* the instruction's id; steps its walk took */
  uint64_t *zero, *one;
  uint32_t mask, cur, used, cap; /* gen == NULL: no memo */
} nv_kb_memo;

static void nv_kb_memo_init(nv_kb_memo *M, const nv_func *f) {
  const nv_block *bb;
  uint32_t count = 0, size = 16;
  memset(M, 0, sizeof *M);
  for (bb = f->first; bb; bb = bb->next)
    for (const nv_inst *I = bb->first; I; I = I->next) count++;
  while (size < 2 * count) size *= 2;
  /* one block; only the generations need zeroing */
  M->zero = (uint64_t *)nv_xmalloc((size_t)size * (2 * sizeof(uint64_t) + 3 * sizeof(uint32_t)));
  M->one = M->zero + size;
  M->gen = (uint32_t *)(void *)(M->one + size);
  M->id = M->gen + size;
  M->steps = M->id + size;
  memset(M->gen, 0, sizeof(uint32_t) * size);
  M->mask = size - 1;
  M->cur = 1;
  M->cap = size / 2;
}

static void nv_kb_memo_clear(nv_kb_memo *M) {
  M->cur++;
  M->used = 0;
}

static void nv_kb_memo_free(nv_kb_memo *M) {
  nv_xfree(M->zero); /* with the other arrays */
  memset(M, 0, sizeof *M);
}

/* The slot of id: its entry, or the empty slot where it would go. */
static uint32_t nv_kb_memo_slot(const nv_kb_memo *M, uint32_t id) {
  uint32_t h = (id * 0x9e3779b1u) & M->mask;
  while (M->gen[h] == M->cur && M->id[h] != id) h = (h + 1) & M->mask;
  return h;
}

static void nv_opt_kb_inst(const nv_inst *I, uint64_t *zero, uint64_t *one, unsigned *steps, nv_kb_memo *M);

static void nv_opt_kb_rec(const nv_value *v, uint64_t *zero, uint64_t *one, unsigned *steps, nv_kb_memo *M) {
  unsigned bits = v->type->bits, before;
  uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  uint32_t h = 0;
  *zero = *one = 0;
  if (!nv_type_is_int(v->type) || bits > 64) return;
  if (v->kind == NV_V_CINT) {
    *one = nv_cint_zext(v) & mask;
    *zero = ~*one & mask;
    return;
  }
  if (v->kind != NV_V_INST || !*steps) return;
  if (M && M->gen) {
    h = nv_kb_memo_slot(M, v->id);
    if (M->gen[h] == M->cur && M->steps[h] <= *steps) {
      *zero = M->zero[h];
      *one = M->one[h];
      *steps -= M->steps[h];
      return;
    }
  }
  before = *steps;
  --*steps;
  nv_opt_kb_inst((const nv_inst *)v, zero, one, steps, M);
  if (M && M->gen && *steps && M->used < M->cap) { /* budget left: the walk was not cut short */
    h = nv_kb_memo_slot(M, v->id); /* the walk may have filled the slot found before */
    if (M->gen[h] != M->cur) M->used++;
    M->gen[h] = M->cur;
    M->id[h] = v->id;
    M->steps[h] = before - *steps;
    M->zero[h] = *zero;
    M->one[h] = *one;
  }
}

/* The bits of I (an integer of at most 64 bits), one step of the budget taken. */
static void nv_opt_kb_inst(const nv_inst *I, uint64_t *zero, uint64_t *one, unsigned *steps, nv_kb_memo *M) {
  unsigned bits = I->v.type->bits, sh;
  uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1, z0, o0, z1, o1;
  switch (I->v.opcode) {
  case NVCG_OP_AND: case NVCG_OP_OR: case NVCG_OP_XOR:
    nv_opt_kb_rec(I->ops[0].val, &z0, &o0, steps, M);
    nv_opt_kb_rec(I->ops[1].val, &z1, &o1, steps, M);
    if (I->v.opcode == NVCG_OP_AND) { *zero = z0 | z1; *one = o0 & o1; }
    else if (I->v.opcode == NVCG_OP_OR) { *zero = z0 & z1; *one = o0 | o1; }
    else { *zero = (z0 & z1) | (o0 & o1); *one = (z0 & o1) | (o0 & z1); }
    return;
  case NVCG_OP_SHL: case NVCG_OP_LSHR: case NVCG_OP_ASHR:
    if (I->ops[1].val->kind != NV_V_CINT || nv_cint_zext(I->ops[1].val) >= bits) return;
    sh = (unsigned)nv_cint_zext(I->ops[1].val);
    nv_opt_kb_rec(I->ops[0].val, &z0, &o0, steps, M);
    if (I->v.opcode == NVCG_OP_SHL) {
      *zero = ((z0 << sh) | ((1ull << sh) - 1)) & mask;
      *one = (o0 << sh) & mask;
    } else {
      /* the vacated high bits: zeros (lshr) or copies of the sign bit (ashr) */
      uint64_t high = sh ? ~(mask >> sh) & mask : 0, sign = 1ull << (bits - 1);
      *zero = z0 >> sh;
      *one = o0 >> sh;
      if (I->v.opcode == NVCG_OP_LSHR) *zero |= high;
      else if (z0 & sign) *zero |= high;
      else if (o0 & sign) *one |= high;
    }
    return;
  case NVCG_OP_ADD: case NVCG_OP_MUL: {
    /* low bits: an addend's known trailing zeros (the fewest), a factor's (their sum);
     * high bits: the operands' largest unsigned values (their known zeros clear) bound
     * the result when the sum or product of those fits: `tid.x * 4 + 3` < 2^12 */
    uint64_t max0, max1, maxr;
    unsigned tz0 = 0, tz1 = 0, tz, top = 0;
    int fits;
    nv_opt_kb_rec(I->ops[0].val, &z0, &o0, steps, M);
    nv_opt_kb_rec(I->ops[1].val, &z1, &o1, steps, M);
    while (tz0 < bits && (z0 >> tz0 & 1)) tz0++;
    while (tz1 < bits && (z1 >> tz1 & 1)) tz1++;
    max0 = ~z0 & mask;
    max1 = ~z1 & mask;
    if (I->v.opcode == NVCG_OP_ADD) {
      tz = tz0 < tz1 ? tz0 : tz1;
      maxr = max0 + max1;
      fits = maxr >= max0 && maxr <= mask;
    } else {
      tz = tz0 + tz1 < bits ? tz0 + tz1 : bits;
      fits = !max0 || max1 <= mask / max0;
      maxr = fits ? max0 * max1 : 0;
    }
    *zero = (tz >= 64 ? ~0ull : (1ull << tz) - 1) & mask;
    if (fits) {
      while (top < 64 && (maxr >> top)) top++;
      *zero |= (top >= 64 ? 0 : ~((1ull << top) - 1)) & mask;
    }
    return;
  }
  case NVCG_OP_ZEXT: case NVCG_OP_SEXT: case NVCG_OP_TRUNC: {
    const nv_value *x = I->ops[0].val;
    unsigned xb = x->type->bits;
    uint64_t xmask;
    if (!nv_type_is_int(x->type) || xb > 64) return;
    xmask = xb >= 64 ? ~0ull : (1ull << xb) - 1;
    nv_opt_kb_rec(x, &z0, &o0, steps, M);
    if (I->v.opcode == NVCG_OP_TRUNC) {
      *zero = z0 & mask;
      *one = o0 & mask;
    } else if (I->v.opcode == NVCG_OP_ZEXT) {
      *zero = z0 | (~xmask & mask);
      *one = o0;
    } else {
      uint64_t sign = 1ull << (xb - 1);
      *zero = z0 | ((z0 & sign) ? ~xmask & mask : 0);
      *one = o0 | ((o0 & sign) ? ~xmask & mask : 0);
    }
    return;
  }
  case NVCG_OP_CALL: {
    /* a special register's PTX ISA bound: %tid.x <= 1023 has its bits 10 and up zero */
    uint32_t max = nv_intrinsic_sreg_max(nv_opt_call_intrinsic(I));
    unsigned top = 0;
    while (top < 32 && (max >> top)) top++;
    if (max) *zero = ~((1ull << top) - 1) & mask;
    return;
  }
  case NVCG_OP_SELECT:
    nv_opt_kb_rec(I->ops[1].val, &z0, &o0, steps, M);
    nv_opt_kb_rec(I->ops[2].val, &z1, &o1, steps, M);
    *zero = z0 & z1;
    *one = o0 & o1;
    return;
  default: return;
  }
}

static void nv_opt_known_bits(const nv_value *v, uint64_t *zero, uint64_t *one) {
  unsigned steps = NV_KB_STEPS;
  nv_opt_kb_rec(v, zero, one, &steps, NULL);
}

/* nv_opt_known_bits with a memo M (the same answers). */
static void nv_opt_known_bits_memo(const nv_value *v, uint64_t *zero, uint64_t *one, nv_kb_memo *M) {
  unsigned steps = NV_KB_STEPS;
  nv_opt_kb_rec(v, zero, one, &steps, M);
}

static nv_value *nv_phi_incoming(const nv_inst *phi, const nv_block *from) {
  uint32_t j;
  for (j = 0; j + 1 < phi->nops; j += 2)
    if (phi->ops[j + 1].val == &from->v) return phi->ops[j].val;
  return NULL;
}

static const nv_value *nv_opt_strip_offsets_in(const nv_value *p, int64_t *off, int keep_space) {
  unsigned depth;
  *off = 0;
  for (depth = 0; depth < 32; depth++) {
    int64_t o;
    if (p->kind == NV_V_INST) {
      const nv_inst *I = (const nv_inst *)p;
      if (I->v.opcode == NVCG_OP_GEP && nv_opt_gep_offset(I, &o)) *off += o;
      else if ((keep_space || I->v.opcode != NVCG_OP_ADDRSPACECAST) && I->v.opcode != NVCG_OP_BITCAST) break;
      p = I->ops[0].val;
    } else if (p->kind == NV_V_CEXPR) {
      const nv_const *c = (const nv_const *)p;
      if (p->opcode == NVCG_OP_GEP && c->nelems >= 1 &&
          nv_opt_gep_indices_offset(c->aux_type, c->elems + 1, c->nelems - 1, &o))
        *off += o;
      else if (((keep_space || p->opcode != NVCG_OP_ADDRSPACECAST) && p->opcode != NVCG_OP_BITCAST) || c->nelems != 1)
        break;
      p = c->elems[0];
    } else {
      break;
    }
  }
  return p;
}

static const nv_value *nv_opt_strip_const_offsets(const nv_value *p, int64_t *off) {
  return nv_opt_strip_offsets_in(p, off, 0);
}

/* The alloca is the function's own object, so its alignment is ours to choose. */
static int nv_opt_alloca_align(nv_value *p, unsigned need, int raise) {
  int64_t off;
  nv_inst *A = (nv_inst *)nv_opt_strip_const_offsets(p, &off);
  if (A->v.kind != NV_V_INST || A->v.opcode != NVCG_OP_ALLOCA || off % (int64_t)need) return 0;
  if (raise && A->align < need) A->align = need;
  return 1;
}

static unsigned nv_opt_known_align(const nv_value *p) {
  int64_t soff;
  const nv_value *base = nv_opt_strip_const_offsets(p, &soff);
  uint64_t off = (uint64_t)soff;
  if (base->kind == NV_V_INST && base->opcode == NVCG_OP_ALLOCA) {
    const nv_inst *I = (const nv_inst *)base;
    return nv_align_at(I->align ? I->align : nv_type_abi_align(I->aux_type), off);
  }
  if (base->kind == NV_V_GLOBAL) {
    const nv_global *g = (const nv_global *)base;
    unsigned a = g->align ? g->align : (nv_type_is_sized(g->vtype) ? nv_type_abi_align(g->vtype) : 1);
    return nv_align_at(a, off);
  }
  if (base->kind == NV_V_ARG) {
    const nv_arg *a = (const nv_arg *)base;
    const nv_param_attrs *pa = &a->parent->pattrs[a->index];
    unsigned al = pa->align;
    if (!al && pa->byval && nv_type_is_sized(pa->byval)) al = nv_type_abi_align(pa->byval);
    return nv_align_at(al ? al : 1, off);
  }
  return 1;
}

static nv_value *nv_opt_const_elem(nv_value *c, nv_type *et, unsigned i) {
  if (c->kind == NV_V_CAGG) return ((nv_const *)c)->elems[i];
  if (c->kind == NV_V_CZERO) return nv_const_zero_of(et);
  if (c->kind == NV_V_UNDEF) return nv_opt_undef(et);
  if (c->kind == NV_V_POISON) return nv_const_simple(et->ctx, NV_V_POISON, et);
  if (c->kind == NV_V_CDATA && et->kind == NVCG_TYPE_INT) return nv_const_int(et, ((nv_const *)c)->bytes[i], 0);
  return NULL;
}

static int nv_opt_fold_noop_bitcasts(nv_func *f) {
  nv_block *bb;
  int changed = 0;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      if (I->v.opcode == NVCG_OP_BITCAST && I->ops[0].val->type == I->v.type) {
        nv_value_rauw(&I->v, I->ops[0].val);
        nv_inst_erase(I);
        changed = 1;
      }
      I = next;
    }
  }
  return changed;
}

/* A call of the intrinsic `name` (declared in the module when missing). */
static nv_value *nv_ib_intrinsic(nv_ib *b, const char *name, nv_type *ret, nv_value *const *args,
                                 unsigned n, const char *vname) {
  nv_func *fn = nv_intrinsic_declare(b->m, name);
  nv_inst *call = nv_ib_new(b, NVCG_OP_CALL, ret, 0, NULL, vname);
  unsigned i;
  nv_inst_add_op(call, &fn->v);
  for (i = 0; i < n; i++) nv_inst_add_op(call, args[i]);
  call->aux_type = fn->fty;
  return &nv_ib_checked(call)->v;
}

static nv_value *nv_ib_arg_buffer(nv_ib *b, nv_func *f, const nv_use *vals, unsigned n, const char *name) {
  nv_context *c = f->module->ctx;
  NV_VEC(nv_type *) types = NV_VEC_INIT;
  nv_value *one = nv_const_int(nv_type_int(c, 32), 1, 0);
  nv_type *st;
  nv_inst *a;
  nv_ib eb;
  unsigned i;
  if (!n) return nv_const_simple(c, NV_V_CNULL, nv_type_ptr(c, 0));
  for (i = 0; i < n; i++) nv_vec_push(&types, vals[i].val->type);
  st = nv_type_struct(c, types.data, n, 0);
  nv_vec_free(&types);
  nv_ib_before(&eb, f->first->first);
  a = nv_ib_new(&eb, NVCG_OP_ALLOCA, nv_type_ptr(c, 0), 1, &one, name);
  a->aux_type = st;
  a->align = NV_MAX(8u, nv_type_abi_align(st));
  nv_ib_checked(a);
  for (i = 0; i < n; i++) {
    nv_value *v = vals[i].val;
    nv_value *p = nv_ib_byte_gep_const(b, &a->v, nv_struct_field_offset(st, i), NULL);
    nv_ib_store(b, v, p, nv_type_abi_align(v->type));
  }
  return &a->v;
}

static nv_value *nv_ib_intrinsic2_on(nv_ib *b, const char *base, nv_value *x, nv_value *y, const char *vname) {
  nv_type *t = x->type, *e = nv_type_scalar(t);
  nv_value *args[2];
  char name[64], vec[24] = "";
  const char *sfx = e->kind == NVCG_TYPE_HALF ? "f16" : e->kind == NVCG_TYPE_BFLOAT ? "bf16"
                    : e->kind == NVCG_TYPE_FLOAT ? "f32" : e->kind == NVCG_TYPE_DOUBLE ? "f64"
                    : e->kind == NVCG_TYPE_FP128 ? "f128" : NULL;
  /* a vector overload is spelled vN<element> (llvm.maxnum.v2f32) */
  if (t->kind == NVCG_TYPE_VECTOR) snprintf(vec, sizeof vec, "v%llu", (unsigned long long)t->count);
  if (sfx) snprintf(name, sizeof name, "%s.%s%s", base, vec, sfx);
  else snprintf(name, sizeof name, "%s.%si%u", base, vec, e->bits);
  args[0] = x;
  args[1] = y;
  return nv_ib_intrinsic(b, name, t, args, 2, vname);
}

/* Rewrites a binary operator or cast on vectors as one scalar instruction per lane
 * (extractelement, the operation, insertelement), keeping I's flags; the scalar
 * instructions go to lanes[] (room for the vector's length) and I is erased. Returns
 * the number of lanes. */
static unsigned nv_opt_scalarize(nv_inst *I, nv_inst **lanes) {
  nv_type *vt = I->v.type, *et = vt->elem;
  nv_type *i32 = nv_type_int(nv_value_ctx(&I->v), 32);
  unsigned n = (unsigned)vt->count, k, j;
  nv_value *acc = nv_const_simple(vt->ctx, NV_V_POISON, vt);
  nv_ib b;
  nv_ib_before(&b, I);
  for (k = 0; k < n; k++) {
    nv_value *ops[2], *idx = nv_const_int(i32, k, 0);
    nv_inst *L;
    for (j = 0; j < I->nops && j < 2; j++) {
      nv_value *x[2];
      x[0] = I->ops[j].val;
      x[1] = idx;
      ops[j] = &nv_ib_checked(nv_ib_new(&b, NVCG_OP_EXTRACTELEMENT, x[0]->type->elem, 2, x, "lane"))->v;
    }
    L = nv_ib_new(&b, I->v.opcode, et, I->nops, ops, "lane.r");
    L->flags = I->flags;
    nv_ib_checked(L);
    lanes[k] = L;
    {
      nv_value *y[3];
      y[0] = acc;
      y[1] = &L->v;
      y[2] = idx;
      acc = &nv_ib_checked(nv_ib_new(&b, NVCG_OP_INSERTELEMENT, vt, 3, y, "vec"))->v;
    }
  }
  nv_value_rauw(&I->v, acc);
  nv_inst_erase(I);
  return n;
}

/* The expansion passes' driver: collects the instructions `wants` picks (before changing
 * anything, since expanding splits blocks), splits vector ones into lanes, and hands each
 * scalar to `expand`, which replaces it. Returns whether anything was expanded. */
static int nv_opt_expand_each(nv_func *f, int (*wants)(const nv_inst *), void (*expand)(nv_inst *)) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  nv_inst *I;
  uint32_t i;
  for (bb = f->first; bb; bb = bb->next)
    for (I = bb->first; I; I = I->next)
      if (wants(I)) nv_vec_push(&work, I);
  for (i = 0; i < work.len; i++) {
    I = work.data[i];
    if (I->v.type->kind == NVCG_TYPE_VECTOR) {
      nv_inst **lanes = (nv_inst **)nv_xmalloc(sizeof *lanes * (size_t)I->v.type->count);
      unsigned k, n = nv_opt_scalarize(I, lanes);
      for (k = 0; k < n; k++) expand(lanes[k]);
      nv_xfree(lanes);
    } else {
      expand(I);
    }
  }
  i = work.len;
  nv_vec_free(&work);
  return i != 0;
}
