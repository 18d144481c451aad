/* builder.c -- the public instruction builder and constant expressions. Every
 * instruction is checked by nv_inst_check (typecheck.c) before it is inserted; misuse is
 * reported against the module and the call returns NULL. */

struct nvcg_builder {
  nv_module *m;
  nv_block *bb;      /* insertion block */
  nv_inst *before;   /* insert before this, or at the end of bb when NULL */
  uint32_t flags;    /* default flags */
};

static nvcg_builder *nv_unguarded_nvcg_builder_create(nvcg_module *m) {
  nvcg_builder *b;
  NV_NONNULL(m, NULL);
  /* in the module's arena: a builder lives exactly as long as its module */
  b = NV_NEW(&m->arena, nvcg_builder);
  b->m = m;
  return b;
}

/* Nothing to free (the module's arena holds the builder); kept so that code written for a
 * builder with its own lifetime stays correct. */
static void nv_unguarded_nvcg_builder_destroy(nvcg_builder *b) { (void)b; }

static void nv_unguarded_nvcg_builder_position_at_end(nvcg_builder *b, nvcg_block *bb) {
  NV_NONNULL(b, );
  NV_NONNULL(bb, );
  if (bb->parent->module != b->m) {
    nv_module_error(b->m, "nvcg_builder_position_at_end: the block belongs to another module");
    return;
  }
  b->bb = bb;
  b->before = NULL;
}

static void nv_unguarded_nvcg_builder_position_before(nvcg_builder *b, nvcg_value *inst) {
  nv_inst *I;
  NV_NONNULL(b, );
  NV_NONNULL(inst, );
  if (inst->kind != NV_V_INST || !((nv_inst *)inst)->parent) {
    nv_module_error(b->m, "nvcg_builder_position_before: not an instruction in a block");
    return;
  }
  I = (nv_inst *)inst;
  if (I->parent->parent->module != b->m) {
    nv_module_error(b->m, "nvcg_builder_position_before: the instruction belongs to another module");
    return;
  }
  b->bb = I->parent;
  b->before = I;
}

static nvcg_block *nv_unguarded_nvcg_builder_block(const nvcg_builder *b) { return b ? b->bb : NULL; }

static void nv_unguarded_nvcg_builder_set_default_flags(nvcg_builder *b, unsigned flags) {
  NV_NONNULL(b, );
  b->flags = flags;
}

/* The function a local value (argument, instruction, block) belongs to, else NULL. */
static nv_func *nv_value_func(const nv_value *v) {
  switch (v->kind) {
  case NV_V_ARG: return ((const nv_arg *)v)->parent;
  case NV_V_INST: return ((const nv_inst *)v)->parent ? ((const nv_inst *)v)->parent->parent : NULL;
  case NV_V_BLOCK: return ((const nv_block *)v)->parent;
  default: return NULL;
  }
}

/* The module a value lives in: its function's for locals, its own for globals and
 * functions; NULL for constants (context-owned) and for instructions in no block. */
static nv_module *nv_value_module(const nv_value *v) {
  nv_func *f;
  if (v->kind == NV_V_GLOBAL) return ((const nv_global *)v)->module;
  if (v->kind == NV_V_FUNC) return ((const nv_func *)v)->module;
  f = nv_value_func(v);
  return f ? f->module : NULL;
}

/* Whether `v` may become an operand of an instruction of function `f`: a use of a
 * value of another module would dangle once that module is destroyed, and a local of
 * another function is never valid IR. */
static int nv_operand_local_ok(const nv_func *f, const nv_value *v) {
  if (v->kind == NV_V_ARG || v->kind == NV_V_INST || v->kind == NV_V_BLOCK) return nv_value_func(v) == f;
  if (v->kind == NV_V_GLOBAL || v->kind == NV_V_FUNC) return nv_value_module(v) == f->module;
  return v->type->ctx == f->module->ctx;
}

/* Drops a built-but-rejected instruction. */
static void nv_b_discard(nv_inst *I) {
  uint32_t i;
  for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
}

static nv_value *nv_b_finish(nvcg_builder *b, nv_inst *I, const char *name, const char *api) {
  char err[256];
  nv_func *f;
  uint32_t i;
  if (!b->bb) {
    nv_b_discard(I);
    nv_module_error(b->m, "%s: the builder has no insertion point", api);
    return NULL;
  }
  f = b->bb->parent;
  if (I->v.type->kind != NVCG_TYPE_VOID) I->flags |= b->flags & nv_allowed_flags(I);
  for (i = 0; i < I->nops; i++) {
    nv_value *v = I->ops[i].val;
    nv_func *vf = v ? nv_value_func(v) : NULL;
    if (v && (v->kind == NV_V_ARG || v->kind == NV_V_INST || v->kind == NV_V_BLOCK) && vf != f) {
      nv_b_discard(I);
      nv_module_error(b->m, "%s: operand %u belongs to another function than @%s", api, i, f->v.name);
      return NULL;
    }
    if (v && (v->kind == NV_V_GLOBAL || v->kind == NV_V_FUNC)) {
      nv_module *vm = v->kind == NV_V_GLOBAL ? ((nv_global *)v)->module : ((nv_func *)v)->module;
      if (vm != b->m) {
        nv_b_discard(I);
        nv_module_error(b->m, "%s: operand %u belongs to another module", api, i);
        return NULL;
      }
    }
  }
  if (!nv_inst_check(I, err, sizeof err)) {
    nv_b_discard(I);
    nv_module_error(b->m, "%s in @%s: %s", api, f->v.name, err);
    return NULL;
  }
  if (b->before) nv_inst_insert_before(I, b->before);
  else nv_inst_append(I, b->bb);
  if (name && *name && I->v.type->kind != NVCG_TYPE_VOID) I->v.name = nv_intern_cstr(&b->m->ctx->strs, name);
  return &I->v;
}

/* Creates an instruction with operands; NULL operands are caught here so that every
 * builder call shares one NULL check. */
static nv_inst *nv_b_new(nvcg_builder *b, unsigned op, nv_type *t, unsigned n, nv_value *const *ops,
                         const char *api) {
  nv_inst *I;
  unsigned i;
  for (i = 0; i < n; i++) {
    if (!ops[i]) {
      nv_module_error(b->m, "%s: operand %u is NULL", api, i);
      return NULL;
    }
  }
  if (!t) {
    nv_module_error(b->m, "%s: NULL type", api);
    return NULL;
  }
  I = nv_inst_new(b->m, op, t, n);
  for (i = 0; i < n; i++) nv_inst_set_op(I, i, ops[i]);
  return I;
}

#define NV_B_START(b) NV_NONNULL(b, NULL)

static nvcg_value *nv_unguarded_nvcg_build_binop(nvcg_builder *b, nvcg_opcode op, nvcg_value *lhs, nvcg_value *rhs,
                             unsigned flags, const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  NV_B_START(b);
  if (!NV_OP_IS_BINARY(op)) {
    nv_module_error(b->m, "nvcg_build_binop: '%s' is not a binary operator", nv_opcode_name(op));
    return NULL;
  }
  ops[0] = lhs;
  ops[1] = rhs;
  I = nv_b_new(b, op, lhs ? lhs->type : NULL, 2, ops, NV_API_FUNC);
  if (!I) return NULL;
  I->flags = flags;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_fneg(nvcg_builder *b, nvcg_value *v, unsigned flags, const char *name) {
  nv_inst *I;
  NV_B_START(b);
  I = nv_b_new(b, NVCG_OP_FNEG, v ? v->type : NULL, 1, &v, NV_API_FUNC);
  if (!I) return NULL;
  I->flags = flags;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nv_value *nv_build_cmp(nvcg_builder *b, unsigned op, nvcg_predicate p, nv_value *lhs,
                              nv_value *rhs, unsigned flags, const char *name, const char *api) {
  nv_value *ops[2];
  nv_inst *I;
  ops[0] = lhs;
  ops[1] = rhs;
  I = nv_b_new(b, op, lhs ? nv_cmp_result_type(lhs->type) : NULL, 2, ops, api);
  if (!I) return NULL;
  I->v.sub = (uint16_t)p;
  I->flags = flags;
  return nv_b_finish(b, I, name, api);
}

static nvcg_value *nv_unguarded_nvcg_build_icmp(nvcg_builder *b, nvcg_predicate p, nvcg_value *lhs, nvcg_value *rhs,
                            const char *name) {
  NV_B_START(b);
  return nv_build_cmp(b, NVCG_OP_ICMP, p, lhs, rhs, 0, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_fcmp(nvcg_builder *b, nvcg_predicate p, nvcg_value *lhs, nvcg_value *rhs,
                            unsigned flags, const char *name) {
  NV_B_START(b);
  return nv_build_cmp(b, NVCG_OP_FCMP, p, lhs, rhs, flags, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_select(nvcg_builder *b, nvcg_value *cond, nvcg_value *t, nvcg_value *f,
                              const char *name) {
  nv_value *ops[3];
  nv_inst *I;
  NV_B_START(b);
  ops[0] = cond;
  ops[1] = t;
  ops[2] = f;
  I = nv_b_new(b, NVCG_OP_SELECT, t ? t->type : NULL, 3, ops, NV_API_FUNC);
  return I ? nv_b_finish(b, I, name, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_cast(nvcg_builder *b, nvcg_opcode op, nvcg_value *v, nvcg_type *to,
                            const char *name) {
  nv_inst *I;
  NV_B_START(b);
  if (!NV_OP_IS_CAST(op)) {
    nv_module_error(b->m, "nvcg_build_cast: '%s' is not a cast", nv_opcode_name(op));
    return NULL;
  }
  I = nv_b_new(b, op, to, 1, &v, NV_API_FUNC);
  return I ? nv_b_finish(b, I, name, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_freeze(nvcg_builder *b, nvcg_value *v, const char *name) {
  nv_inst *I;
  NV_B_START(b);
  I = nv_b_new(b, NVCG_OP_FREEZE, v ? v->type : NULL, 1, &v, NV_API_FUNC);
  return I ? nv_b_finish(b, I, name, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_alloca(nvcg_builder *b, nvcg_type *ty, nvcg_value *count, unsigned align,
                              const char *name) {
  nv_inst *I;
  NV_B_START(b);
  if (!count) count = nv_const_int(nv_type_int(b->m->ctx, 32), 1, 0);
  I = nv_b_new(b, NVCG_OP_ALLOCA, nv_type_ptr(b->m->ctx, 0), 1, &count, NV_API_FUNC);
  if (!I) return NULL;
  I->aux_type = ty;
  if (!ty) {
    nv_b_discard(I);
    nv_module_error(b->m, "nvcg_build_alloca: NULL type");
    return NULL;
  }
  I->align = align ? align : (nv_type_is_sized(ty) ? nv_type_abi_align(ty) : 1);
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static const char *nv_scope_intern(nv_module *m, const char *scope) {
  return scope && *scope ? nv_intern_cstr(&m->ctx->strs, scope) : NULL;
}

/* Orderings and scopes are checked before they are stored: an ordering is kept in a byte,
 * where 300 would pass for 44. */
static int nv_b_atomic_ok(nvcg_builder *b, unsigned ord, unsigned ord2, const char *scope, const char *api) {
  if (ord > NVCG_ORDER_SEQ_CST || ord2 > NVCG_ORDER_SEQ_CST) {
    nv_module_error(b->m, "%s: invalid atomic ordering %u", api, ord > NVCG_ORDER_SEQ_CST ? ord : ord2);
    return 0;
  }
  if (scope && *scope && !nv_sync_scope_known(scope)) {
    nv_module_error(b->m, "%s: unknown sync scope \"%s\"", api, scope);
    return 0;
  }
  return 1;
}

static nvcg_value *nv_unguarded_nvcg_build_atomic_load(nvcg_builder *b, nvcg_type *ty, nvcg_value *ptr, unsigned align,
                                   nvcg_atomic_ordering ord, const char *scope, unsigned flags,
                                   const char *name) {
  nv_inst *I;
  NV_B_START(b);
  if (!nv_b_atomic_ok(b, (unsigned)ord, 0, scope, "nvcg_build_atomic_load")) return NULL;
  I = nv_b_new(b, NVCG_OP_LOAD, ty, 1, &ptr, NV_API_FUNC);
  if (!I) return NULL;
  I->align = align ? align : (nv_type_is_sized(ty) ? nv_type_abi_align(ty) : 1);
  I->flags = flags;
  I->ordering = (uint8_t)ord;
  I->scope = nv_scope_intern(b->m, scope);
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_load(nvcg_builder *b, nvcg_type *ty, nvcg_value *ptr, unsigned align,
                            unsigned flags, const char *name) {
  return nvcg_build_atomic_load(b, ty, ptr, align, NVCG_ORDER_NOT_ATOMIC, NULL, flags, name);
}

static nvcg_value *nv_unguarded_nvcg_build_atomic_store(nvcg_builder *b, nvcg_value *val, nvcg_value *ptr,
                                    unsigned align, nvcg_atomic_ordering ord, const char *scope,
                                    unsigned flags) {
  nv_value *ops[2];
  nv_inst *I;
  NV_B_START(b);
  if (!nv_b_atomic_ok(b, (unsigned)ord, 0, scope, "nvcg_build_atomic_store")) return NULL;
  ops[0] = val;
  ops[1] = ptr;
  I = nv_b_new(b, NVCG_OP_STORE, b->m->ctx->t_void, 2, ops, NV_API_FUNC);
  if (!I) return NULL;
  I->align = align ? align : (nv_type_is_sized(val->type) ? nv_type_abi_align(val->type) : 1);
  I->flags = flags;
  I->ordering = (uint8_t)ord;
  I->scope = nv_scope_intern(b->m, scope);
  return nv_b_finish(b, I, NULL, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_store(nvcg_builder *b, nvcg_value *val, nvcg_value *ptr, unsigned align,
                             unsigned flags) {
  return nvcg_build_atomic_store(b, val, ptr, align, NVCG_ORDER_NOT_ATOMIC, NULL, flags);
}

static nvcg_value *nv_unguarded_nvcg_build_gep(nvcg_builder *b, nvcg_type *source_ty, nvcg_value *ptr,
                           nvcg_value *const *indices, unsigned count, int inbounds,
                           const char *name) {
  nv_inst *I;
  unsigned i;
  NV_B_START(b);
  if (!ptr || !source_ty || (count && !indices)) {
    nv_module_error(b->m, "nvcg_build_gep: NULL argument");
    return NULL;
  }
  for (i = 0; i < count; i++)
    if (!indices[i]) {
      nv_module_error(b->m, "nvcg_build_gep: index %u is NULL", i);
      return NULL;
    }
  I = nv_inst_new(b->m, NVCG_OP_GEP, ptr->type, count + 1);
  nv_inst_set_op(I, 0, ptr);
  for (i = 0; i < count; i++) nv_inst_set_op(I, i + 1, indices[i]);
  I->aux_type = source_ty;
  if (inbounds) I->flags |= NVCG_FLAG_INBOUNDS;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_atomicrmw(nvcg_builder *b, nvcg_atomicrmw_op op, nvcg_value *ptr,
                                 nvcg_value *val, nvcg_atomic_ordering ord, const char *scope,
                                 unsigned flags, const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  NV_B_START(b);
  if (!nv_b_atomic_ok(b, (unsigned)ord, 0, scope, "nvcg_build_atomicrmw")) return NULL;
  ops[0] = ptr;
  ops[1] = val;
  I = nv_b_new(b, NVCG_OP_ATOMICRMW, val ? val->type : NULL, 2, ops, NV_API_FUNC);
  if (!I) return NULL;
  I->v.sub = (uint16_t)op;
  I->ordering = (uint8_t)ord;
  I->scope = nv_scope_intern(b->m, scope);
  I->flags = flags;
  I->align = nv_type_is_sized(val->type) ? (uint32_t)nv_type_store_size(val->type) : 1;
  if (I->align & (I->align - 1)) I->align = nv_type_abi_align(val->type);
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_cmpxchg(nvcg_builder *b, nvcg_value *ptr, nvcg_value *expected,
                               nvcg_value *desired, nvcg_atomic_ordering success,
                               nvcg_atomic_ordering failure, const char *scope, unsigned flags,
                               const char *name) {
  nv_value *ops[3];
  nv_type *f[2];
  nv_inst *I;
  NV_B_START(b);
  if (!nv_b_atomic_ok(b, (unsigned)success, (unsigned)failure, scope, "nvcg_build_cmpxchg")) return NULL;
  ops[0] = ptr;
  ops[1] = expected;
  ops[2] = desired;
  if (!expected) {
    nv_module_error(b->m, "nvcg_build_cmpxchg: NULL operand");
    return NULL;
  }
  f[0] = expected->type;
  f[1] = nv_type_int(b->m->ctx, 1);
  I = nv_b_new(b, NVCG_OP_CMPXCHG, nv_type_struct(b->m->ctx, f, 2, 0), 3, ops, NV_API_FUNC);
  if (!I) return NULL;
  I->ordering = (uint8_t)success;
  I->ordering2 = (uint8_t)failure;
  I->scope = nv_scope_intern(b->m, scope);
  I->flags = flags;
  I->align = nv_type_is_sized(expected->type) ? nv_type_abi_align(expected->type) : 1;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_fence(nvcg_builder *b, nvcg_atomic_ordering ord, const char *scope) {
  nv_inst *I;
  NV_B_START(b);
  if (!nv_b_atomic_ok(b, (unsigned)ord, 0, scope, "nvcg_build_fence")) return NULL;
  I = nv_inst_new(b->m, NVCG_OP_FENCE, b->m->ctx->t_void, 0);
  I->ordering = (uint8_t)ord;
  I->scope = nv_scope_intern(b->m, scope);
  return nv_b_finish(b, I, NULL, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_extractelement(nvcg_builder *b, nvcg_value *vec, nvcg_value *idx,
                                      const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  NV_B_START(b);
  ops[0] = vec;
  ops[1] = idx;
  if (vec && vec->type->kind != NVCG_TYPE_VECTOR) {
    nv_module_error(b->m, "nvcg_build_extractelement: not a vector");
    return NULL;
  }
  I = nv_b_new(b, NVCG_OP_EXTRACTELEMENT, vec ? vec->type->elem : NULL, 2, ops, NV_API_FUNC);
  return I ? nv_b_finish(b, I, name, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_insertelement(nvcg_builder *b, nvcg_value *vec, nvcg_value *elt,
                                     nvcg_value *idx, const char *name) {
  nv_value *ops[3];
  nv_inst *I;
  NV_B_START(b);
  ops[0] = vec;
  ops[1] = elt;
  ops[2] = idx;
  I = nv_b_new(b, NVCG_OP_INSERTELEMENT, vec ? vec->type : NULL, 3, ops, NV_API_FUNC);
  return I ? nv_b_finish(b, I, name, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_shufflevector(nvcg_builder *b, nvcg_value *a, nvcg_value *bv,
                                     const int *mask, unsigned count, const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  unsigned i;
  NV_B_START(b);
  ops[0] = a;
  ops[1] = bv;
  if (!a || a->type->kind != NVCG_TYPE_VECTOR || !count || !mask) {
    nv_module_error(b->m, "nvcg_build_shufflevector: needs vectors and a non-empty mask");
    return NULL;
  }
  I = nv_b_new(b, NVCG_OP_SHUFFLEVECTOR, nv_type_vector(a->type->elem, count), 2, ops, NV_API_FUNC);
  if (!I) return NULL;
  I->idx = NV_NEW_ARRAY(&b->m->arena, int32_t, count);
  I->nidx = count;
  for (i = 0; i < count; i++) I->idx[i] = mask[i];
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static int32_t *nv_copy_indices(nv_module *m, const unsigned *idx, unsigned n) {
  int32_t *d = NV_NEW_ARRAY(&m->arena, int32_t, n ? n : 1);
  unsigned i;
  for (i = 0; i < n; i++) d[i] = idx[i] > 0x7fffffffu ? -1 : (int32_t)idx[i];
  return d;
}

static nvcg_value *nv_unguarded_nvcg_build_extractvalue(nvcg_builder *b, nvcg_value *agg, const unsigned *indices,
                                    unsigned count, const char *name) {
  nv_inst *I;
  int32_t *idx;
  nv_type *t;
  NV_B_START(b);
  if (!agg || !indices || !count) {
    nv_module_error(b->m, "nvcg_build_extractvalue: needs an aggregate and indices");
    return NULL;
  }
  idx = nv_copy_indices(b->m, indices, count);
  t = nv_aggregate_index_type(agg->type, idx, count);
  if (!t) {
    nv_module_error(b->m, "nvcg_build_extractvalue: indices do not match the aggregate's type");
    return NULL;
  }
  I = nv_b_new(b, NVCG_OP_EXTRACTVALUE, t, 1, &agg, NV_API_FUNC);
  if (!I) return NULL;
  I->idx = idx;
  I->nidx = count;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_insertvalue(nvcg_builder *b, nvcg_value *agg, nvcg_value *val,
                                   const unsigned *indices, unsigned count, const char *name) {
  nv_value *ops[2];
  nv_inst *I;
  NV_B_START(b);
  ops[0] = agg;
  ops[1] = val;
  if (!indices || !count) {
    nv_module_error(b->m, "nvcg_build_insertvalue: needs indices");
    return NULL;
  }
  I = nv_b_new(b, NVCG_OP_INSERTVALUE, agg ? agg->type : NULL, 2, ops, NV_API_FUNC);
  if (!I) return NULL;
  I->idx = nv_copy_indices(b->m, indices, count);
  I->nidx = count;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_phi(nvcg_builder *b, nvcg_type *ty, const char *name) {
  nv_inst *I;
  NV_B_START(b);
  I = nv_b_new(b, NVCG_OP_PHI, ty, 0, NULL, NV_API_FUNC);
  return I ? nv_b_finish(b, I, name, NV_API_FUNC) : NULL;
}

static void nv_unguarded_nvcg_phi_add_incoming(nvcg_value *phi, nvcg_value *v, nvcg_block *from) {
  nv_inst *I;
  NV_NONNULL(phi, );
  if (phi->kind != NV_V_INST || phi->opcode != NVCG_OP_PHI || !((nv_inst *)phi)->parent) {
    nv_diag(&phi->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "nvcg_phi_add_incoming: not a phi");
    return;
  }
  I = (nv_inst *)phi;
  if (!v || !from || v->type != phi->type || from->parent != I->parent->parent ||
      !nv_operand_local_ok(I->parent->parent, v)) {
    nv_module_error(I->parent->parent->module,
                    "nvcg_phi_add_incoming: the value is NULL, has the wrong type or belongs to "
                    "another function, or the block is not in the phi's function");
    return;
  }
  nv_inst_add_op(I, v);
  nv_inst_add_op(I, &from->v);
}

static nvcg_value *nv_unguarded_nvcg_build_call(nvcg_builder *b, nvcg_type *fty, nvcg_value *callee,
                            nvcg_value *const *args, unsigned count, const char *name) {
  nv_inst *I;
  unsigned i;
  NV_B_START(b);
  if (!fty || fty->kind != NVCG_TYPE_FUNCTION || !callee || (count && !args)) {
    nv_module_error(b->m, "nvcg_build_call: needs a function type, a callee and arguments");
    return NULL;
  }
  for (i = 0; i < count; i++)
    if (!args[i]) {
      nv_module_error(b->m, "nvcg_build_call: argument %u is NULL", i);
      return NULL;
    }
  I = nv_inst_new(b->m, NVCG_OP_CALL, fty->elem, count + 1);
  nv_inst_set_op(I, 0, callee);
  for (i = 0; i < count; i++) nv_inst_set_op(I, i + 1, args[i]);
  I->aux_type = fty;
  return nv_b_finish(b, I, name, NV_API_FUNC);
}

static nvcg_value *nv_unguarded_nvcg_build_intrinsic(nvcg_builder *b, const char *intrinsic, nvcg_value *const *args,
                                 unsigned count, const char *name) {
  nv_func *f;
  NV_B_START(b);
  if (!intrinsic) {
    nv_module_error(b->m, "nvcg_build_intrinsic: NULL name");
    return NULL;
  }
  f = nv_intrinsic_declare(b->m, intrinsic);
  if (!f) return NULL;
  return nvcg_build_call(b, f->fty, &f->v, args, count, name);
}

static nvcg_value *nv_unguarded_nvcg_build_ret(nvcg_builder *b, nvcg_value *v) {
  nv_inst *I;
  nv_type *rt;
  NV_B_START(b);
  if (!b->bb) {
    nv_module_error(b->m, "nvcg_build_ret: the builder has no insertion point");
    return NULL;
  }
  rt = b->bb->parent->fty->elem;
  if ((v ? v->type : b->m->ctx->t_void) != rt) {
    nv_module_error(b->m, "nvcg_build_ret: @%s returns another type", b->bb->parent->v.name);
    return NULL;
  }
  I = nv_b_new(b, NVCG_OP_RET, b->m->ctx->t_void, v ? 1 : 0, &v, NV_API_FUNC);
  return I ? nv_b_finish(b, I, NULL, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_br(nvcg_builder *b, nvcg_block *dest) {
  nv_value *d;
  nv_inst *I;
  NV_B_START(b);
  d = dest ? &dest->v : NULL;
  I = nv_b_new(b, NVCG_OP_BR, b->m->ctx->t_void, 1, &d, NV_API_FUNC);
  return I ? nv_b_finish(b, I, NULL, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_cond_br(nvcg_builder *b, nvcg_value *cond, nvcg_block *t, nvcg_block *f) {
  nv_value *ops[3];
  nv_inst *I;
  NV_B_START(b);
  ops[0] = cond;
  ops[1] = t ? &t->v : NULL;
  ops[2] = f ? &f->v : NULL;
  I = nv_b_new(b, NVCG_OP_BR, b->m->ctx->t_void, 3, ops, NV_API_FUNC);
  return I ? nv_b_finish(b, I, NULL, NV_API_FUNC) : NULL;
}

static nvcg_value *nv_unguarded_nvcg_build_switch(nvcg_builder *b, nvcg_value *v, nvcg_block *default_dest) {
  nv_value *ops[2];
  nv_inst *I;
  NV_B_START(b);
  ops[0] = v;
  ops[1] = default_dest ? &default_dest->v : NULL;
  I = nv_b_new(b, NVCG_OP_SWITCH, b->m->ctx->t_void, 2, ops, NV_API_FUNC);
  return I ? nv_b_finish(b, I, NULL, NV_API_FUNC) : NULL;
}

static void nv_unguarded_nvcg_switch_add_case(nvcg_value *sw, nvcg_value *c, nvcg_block *dest) {
  nv_inst *I;
  NV_NONNULL(sw, );
  if (sw->kind != NV_V_INST || sw->opcode != NVCG_OP_SWITCH || !((nv_inst *)sw)->parent) {
    nv_diag(&sw->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "nvcg_switch_add_case: not a switch");
    return;
  }
  I = (nv_inst *)sw;
  if (!c || c->kind != NV_V_CINT || c->type != I->ops[0].val->type || !dest ||
      dest->parent != I->parent->parent) {
    nv_module_error(I->parent->parent->module,
                    "nvcg_switch_add_case: needs a constant of the condition's type and a block of "
                    "the same function");
    return;
  }
  nv_inst_add_op(I, c);
  nv_inst_add_op(I, &dest->v);
}

static nvcg_value *nv_unguarded_nvcg_build_unreachable(nvcg_builder *b) {
  nv_inst *I;
  NV_B_START(b);
  I = nv_b_new(b, NVCG_OP_UNREACHABLE, b->m->ctx->t_void, 0, NULL, NV_API_FUNC);
  return I ? nv_b_finish(b, I, NULL, NV_API_FUNC) : NULL;
}

/* ---- inspection and editing ---- */
static int nv_unguarded_nvcg_value_is_instruction(const nvcg_value *v) { return v && v->kind == NV_V_INST; }

static nv_inst *nv_api_inst(const nvcg_value *v, const char *api) {
  if (!v) {
    nv_api_null(api);
    return NULL;
  }
  if (v->kind != NV_V_INST) {
    nv_diag(&v->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: not an instruction", api);
    return NULL;
  }
  return (nv_inst *)v;
}

static nvcg_opcode nv_unguarded_nvcg_inst_opcode(const nvcg_value *inst) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  return I ? (nvcg_opcode)I->v.opcode : NVCG_OP_COUNT;
}
static unsigned nv_unguarded_nvcg_inst_operand_count(const nvcg_value *inst) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  return I ? I->nops : 0;
}
static nvcg_value *nv_unguarded_nvcg_inst_operand(const nvcg_value *inst, unsigned i) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  return I && i < I->nops ? I->ops[i].val : NULL;
}
static void nv_unguarded_nvcg_inst_set_operand(nvcg_value *inst, unsigned i, nvcg_value *v) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  if (!I) return;
  if (i >= I->nops || !v || !I->ops[i].val || v->type != I->ops[i].val->type) {
    nv_diag(&inst->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_inst_set_operand: operand %u does not exist or the new value has another type", i);
    return;
  }
  if (!I->parent || !nv_operand_local_ok(I->parent->parent, v)) {
    nv_diag(&inst->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_inst_set_operand: the instruction is in no block, or the new value belongs to "
            "another function or module");
    return;
  }
  nv_inst_set_op(I, i, v);
}
static unsigned nv_unguarded_nvcg_inst_flags(const nvcg_value *inst) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  return I ? I->flags : 0;
}
static void nv_unguarded_nvcg_inst_set_flags(nvcg_value *inst, unsigned flags) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  if (!I) return;
  if (flags & ~nv_allowed_flags(I)) {
    nv_diag(&inst->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_inst_set_flags: flags not allowed on '%s'", nv_opcode_name(I->v.opcode));
    return;
  }
  I->flags = flags;
}
static unsigned nv_unguarded_nvcg_inst_unroll_count(const nvcg_value *br) {
  nv_inst *I = nv_api_inst(br, NV_API_FUNC);
  return I ? I->unroll_count : 0;
}
static void nv_unguarded_nvcg_inst_set_unroll_count(nvcg_value *br, unsigned count) {
  nv_inst *I = nv_api_inst(br, NV_API_FUNC);
  if (!I) return;
  if (I->v.opcode != NVCG_OP_BR) {
    nv_diag(&br->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_inst_set_unroll_count: '%s' is not a branch", nv_opcode_name(I->v.opcode));
    return;
  }
  I->unroll_count = (uint16_t)NV_MIN(count, 0xffffu);
}
static nvcg_status nv_unguarded_nvcg_inst_erase(nvcg_value *inst) {
  nv_inst *I = nv_api_inst(inst, NV_API_FUNC);
  if (!I) return NVCG_ERROR;
  if (I->v.uses) {
    nv_diag(&inst->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_inst_erase: the instruction still has uses");
    return NVCG_ERROR;
  }
  nv_inst_erase(I);
  return NVCG_OK;
}

/* ---- constant expressions ---- */
static nvcg_value *nv_unguarded_nvcg_const_gep(nvcg_type *source_ty, nvcg_value *base, nvcg_value *const *indices,
                           unsigned count, int inbounds) {
  nv_value *ops[65];
  char err[256];
  unsigned i;
  nv_context *c;
  NV_NONNULL(source_ty, NULL);
  NV_NONNULL(base, NULL);
  c = source_ty->ctx;
  NV_API_CHECK(base->type->kind == NVCG_TYPE_PTR, c, NULL, "nvcg_const_gep: base is not a pointer");
  NV_API_CHECK(nv_value_is_const(base) || base->kind == NV_V_GLOBAL || base->kind == NV_V_FUNC, c, NULL,
               "nvcg_const_gep: base is not a constant");
  NV_API_CHECK(count <= 64 && (count == 0 || indices), c, NULL, "nvcg_const_gep: bad index list");
  NV_API_CHECK(nv_const_depth(base) < NV_MAX_NESTING, c, NULL,
               "nvcg_const_gep: constants nest more than %u levels deep", NV_MAX_NESTING);
  NV_API_CHECK(nv_type_is_sized(source_ty), c, NULL, "nvcg_const_gep: source type is not sized");
  ops[0] = base;
  for (i = 0; i < count; i++) {
    NV_API_CHECK(indices[i] && indices[i]->kind == NV_V_CINT, c, NULL,
                 "nvcg_const_gep: index %u is not a constant integer", i);
    ops[i + 1] = indices[i];
  }
  NV_API_CHECK(nv_gep_indexed_type(source_ty, ops + 1, count, err, sizeof err), c, NULL,
               "nvcg_const_gep: %s", err);
  return nv_const_expr(c, NVCG_OP_GEP, base->type, ops, count + 1, source_ty,
                       inbounds ? NVCG_FLAG_INBOUNDS : 0, 0);
}

static nvcg_value *nv_unguarded_nvcg_const_cast(nvcg_opcode op, nvcg_value *v, nvcg_type *to) {
  nv_context *c;
  NV_NONNULL(v, NULL);
  NV_NONNULL(to, NULL);
  c = to->ctx;
  NV_API_CHECK(NV_OP_IS_CAST(op) && nv_cast_valid(op, v->type, to), c, NULL,
               "nvcg_const_cast: invalid constant cast");
  NV_API_CHECK(nv_value_is_const(v) || v->kind == NV_V_GLOBAL || v->kind == NV_V_FUNC, c, NULL,
               "nvcg_const_cast: operand is not a constant");
  NV_API_CHECK(nv_const_depth(v) < NV_MAX_NESTING, c, NULL,
               "nvcg_const_cast: constants nest more than %u levels deep", NV_MAX_NESTING);
  return nv_const_expr(c, op, to, &v, 1, NULL, 0, 0);
}
