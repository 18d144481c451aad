/* module.c -- contexts, modules, functions, globals, blocks and instructions: creation,
 * insertion, removal and the symbol table. Everything here keeps use lists exact;
 * nothing here checks IR rules (that is the verifier's job, and the builder's for the
 * public API). */

/* The context itself is a plain NVCG_MALLOC block, outside its own heap; everything
 * else it owns is on that heap, from its first type on (see core.h). NULL: out of
 * memory. */
static void nv_context_init(nv_context *c);

static nv_context *nv_context_new(void) {
  nv_oom_frame f;
  nv_context *volatile c = (nv_context *)NVCG_MALLOC(sizeof *c);
  if (!c) return NULL;
  memset(c, 0, sizeof *c);
  nv_heap_init(&c->heap);
  nv_oom_push(&f, &c->heap);
  if (setjmp(f.unwind)) {
    nv_oom_pop(&f);
    nv_heap_free_all(&c->heap);
    NVCG_FREE(c);
    return NULL;
  }
  nv_context_init(c);
  nv_oom_pop(&f);
  return c;
}

static void nv_context_init(nv_context *c) {
  nv_arena_init(&c->arena);
  nv_strtab_init(&c->strs);
  nv_map_init(&c->ptr_types, NV_MAP_INT);
  nv_map_init(&c->named_structs, NV_MAP_PTR);
  c->t_void = nv_type_alloc(c, NVCG_TYPE_VOID);
  c->t_label = nv_type_alloc(c, NVCG_TYPE_LABEL);
  c->t_half = nv_type_alloc(c, NVCG_TYPE_HALF);
  c->t_bfloat = nv_type_alloc(c, NVCG_TYPE_BFLOAT);
  c->t_float = nv_type_alloc(c, NVCG_TYPE_FLOAT);
  c->t_double = nv_type_alloc(c, NVCG_TYPE_DOUBLE);
  c->t_fp128 = nv_type_alloc(c, NVCG_TYPE_FP128);
}

/* After an allocation failure the context's structures may be half-built: then only
 * its heap is walked, which holds every block it owns. */
static void nv_context_free(nv_context *c) {
  if (!c->out_of_memory) {
    nv_lto_libs_free(c);
    while (c->modules) nv_module_free(c->modules);
    nv_map_free(&c->ptr_types);
    nv_map_free(&c->named_structs);
    nv_xfree(c->thash);
    nv_xfree(c->chash);
    nv_strtab_free(&c->strs);
    nv_arena_free(&c->arena);
  }
  nv_heap_free_all(&c->heap);
  NVCG_FREE(c);
}

static void nv_module_append_asm(nv_module *m, const char *text, size_t n) {
  size_t old = m->inline_asm ? strlen(m->inline_asm) : 0;
  char *s = (char *)nv_arena_alloc(&m->arena, old + n + 2);
  if (old) {
    memcpy(s, m->inline_asm, old);
    s[old++] = '\n';
  }
  memcpy(s + old, text, n);
  s[old + n] = 0;
  m->inline_asm = s;
}

static nv_module *nv_module_new(nv_context *c, const char *name) {
  nv_module *m = (nv_module *)nv_xcalloc(1, sizeof *m);
  int i;
  m->ctx = c;
  nv_arena_init(&m->arena);
  nv_map_init(&m->symtab, NV_MAP_PTR);
  nv_set_init(&m->warned, NV_MAP_INT);
  m->name = nv_intern_cstr(&c->strs, name ? name : "");
  for (i = 0; i < 4; i++) m->nvvmir_version[i] = -1;
  m->next = c->modules;
  if (c->modules) c->modules->prev = m;
  c->modules = m;
  return m;
}

static void nv_module_free(nv_module *m) {
  nv_context *c = m->ctx;
  nv_func *f;
  nv_global *g;
  /* Constant expressions live in the context and may use this module's globals. */
  for (f = m->funcs_first; f; f = f->next) nv_cexpr_orphan_users(&f->v);
  for (g = m->globals_first; g; g = g->next) nv_cexpr_orphan_users(&g->v);
  /* Uses held by this module's instructions on context constants must go too, or the
   * constants' use lists would point into freed memory. */
  for (f = m->funcs_first; f; f = f->next) {
    nv_block *bb;
    for (bb = f->first; bb; bb = bb->next) {
      nv_inst *I;
      for (I = bb->first; I; I = I->next) {
        uint32_t i;
        for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
      }
    }
  }
  for (g = m->globals_first; g; g = g->next) nv_use_clear(&g->init_use);
  if (m->prev) m->prev->next = m->next;
  else c->modules = m->next;
  if (m->next) m->next->prev = m->prev;
  nv_map_free(&m->symtab);
  nv_set_free(&m->warned);
  nv_arena_free(&m->arena);
  nv_xfree(m);
}

static void nv_module_error(nv_module *m, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  m->errors++;
  nv_diagv(&m->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, fmt, ap);
  va_end(ap);
}

static nv_value *nv_module_lookup(const nv_module *m, const char *name) {
  uintptr_t v;
  const char *in;
  if (!name) return NULL;
  in = nv_intern_cstr(&m->ctx->strs, name);
  if (nv_map_get(&m->symtab, (uintptr_t)in, &v)) return (nv_value *)v;
  return NULL;
}

static const char *nv_module_unique_name(nv_module *m, const char *name) {
  const char *in = nv_intern_cstr(&m->ctx->strs, name);
  unsigned k;
  char buf[64];
  nv_buf b = NV_BUF_INIT;
  if (!nv_map_get(&m->symtab, (uintptr_t)in, NULL)) return in;
  for (k = 1;; k++) {
    b.len = 0;
    nv_buf_puts(&b, name);
    snprintf(buf, sizeof buf, ".%u", k);
    nv_buf_puts(&b, buf);
    in = nv_intern_cstr(&m->ctx->strs, b.data);
    if (!nv_map_get(&m->symtab, (uintptr_t)in, NULL)) break;
  }
  nv_buf_free(&b);
  return in;
}

/* A placeholder the reader made for a name used before its definition becomes the
 * definition in place: its id and use list carry over, so constants that already use it
 * (and are uniqued on its address and id) stay valid. */
static void *nv_reuse_placeholder(void *mem, size_t size, uint32_t *id, nv_use **uses) {
  nv_value *ph = (nv_value *)mem;
  *id = ph->id;
  *uses = ph->uses;
  memset(mem, 0, size);
  return mem;
}

static nv_func *nv_func_new(nv_module *m, const char *name, nv_type *fty) {
  return nv_func_new_at(m, NULL, name, fty);
}

static nv_func *nv_func_new_at(nv_module *m, void *mem, const char *name, nv_type *fty) {
  uint32_t id = 0;
  nv_use *uses = NULL;
  nv_func *f = mem ? (nv_func *)nv_reuse_placeholder(mem, sizeof(nv_func), &id, &uses)
                   : NV_NEW(&m->arena, nv_func);
  unsigned i;
  f->v.kind = NV_V_FUNC;
  f->v.type = nv_type_ptr(m->ctx, 0);
  f->v.id = mem ? id : m->next_id++;
  f->v.uses = uses;
  f->v.name = nv_module_unique_name(m, name);
  f->module = m;
  f->fty = fty;
  f->is_decl = 1;
  f->nargs = (uint32_t)fty->count;
  f->args = NV_NEW_ARRAY(&m->arena, nv_arg *, f->nargs ? f->nargs : 1);
  f->pattrs = NV_NEW_ARRAY(&m->arena, nv_param_attrs, f->nargs ? f->nargs : 1);
  for (i = 0; i < f->nargs; i++) {
    nv_arg *a = NV_NEW(&m->arena, nv_arg);
    a->v.kind = NV_V_ARG;
    a->v.type = fty->fields[i];
    a->v.id = m->next_id++;
    a->parent = f;
    a->index = i;
    f->args[i] = a;
  }
  nv_map_put(&m->symtab, (uintptr_t)f->v.name, (uintptr_t)&f->v);
  f->prev = m->funcs_last;
  if (m->funcs_last) m->funcs_last->next = f;
  else m->funcs_first = f;
  m->funcs_last = f;
  m->nfuncs++;
  return f;
}

static void nv_module_unlink_func(nv_module *m, nv_func *f) {
  if (f->prev) f->prev->next = f->next;
  else m->funcs_first = f->next;
  if (f->next) f->next->prev = f->prev;
  else m->funcs_last = f->prev;
  f->prev = f->next = NULL;
  m->nfuncs--;
  nv_map_erase(&m->symtab, (uintptr_t)f->v.name);
}

static nv_global *nv_global_new(nv_module *m, nv_type *vt, const char *name, unsigned as) {
  return nv_global_new_at(m, NULL, vt, name, as);
}

static nv_global *nv_global_new_at(nv_module *m, void *mem, nv_type *vt, const char *name,
                                   unsigned as) {
  uint32_t id = 0;
  nv_use *uses = NULL;
  nv_global *g = mem ? (nv_global *)nv_reuse_placeholder(mem, sizeof(nv_global), &id, &uses)
                     : NV_NEW(&m->arena, nv_global);
  g->v.kind = NV_V_GLOBAL;
  g->v.type = nv_type_ptr(m->ctx, as);
  g->v.id = mem ? id : m->next_id++;
  g->v.uses = uses;
  g->v.name = nv_module_unique_name(m, name && *name ? name : "global");
  g->module = m;
  g->vtype = vt;
  g->addrspace = as;
  nv_map_put(&m->symtab, (uintptr_t)g->v.name, (uintptr_t)&g->v);
  g->prev = m->globals_last;
  if (m->globals_last) m->globals_last->next = g;
  else m->globals_first = g;
  m->globals_last = g;
  m->nglobals++;
  return g;
}

static nv_asm *nv_asm_new(nv_module *m, nv_type *fty, const char *text, const char *constraints,
                          unsigned flags) {
  nv_asm *a = NV_NEW(&m->arena, nv_asm);
  a->v.kind = NV_V_ASM;
  a->v.type = fty;
  a->v.id = m->next_id++;
  a->text = text;
  a->constraints = constraints;
  a->sideeffect = (flags & NV_ASM_SIDEEFFECT) ? 1 : 0;
  a->alignstack = (flags & NV_ASM_ALIGNSTACK) ? 1 : 0;
  a->inteldialect = (flags & NV_ASM_INTELDIALECT) ? 1 : 0;
  return a;
}

static void nv_global_set_init(nv_global *g, nv_value *init) {
  g->init = init;
  nv_use_set(&g->init_use, &g->v, init);
}

/* links bb into its parent function before `before` (at the end when NULL); shared by
 * nv_block_new and the reader, which links blocks it allocated earlier for forward refs */
static void nv_block_link(nv_block *bb, nv_block *before) {
  nv_func *f = bb->parent;
  if (before) {
    bb->next = before;
    bb->prev = before->prev;
    if (before->prev) before->prev->next = bb;
    else f->first = bb;
    before->prev = bb;
  } else {
    bb->prev = f->last;
    if (f->last) f->last->next = bb;
    else f->first = bb;
    f->last = bb;
  }
  f->nblocks++;
  f->is_decl = 0;
  NV_CFG_CHANGED(f);
}

static nv_block *nv_block_new(nv_func *f, const char *name, nv_block *before) {
  nv_module *m = f->module;
  nv_block *bb = NV_NEW(&m->arena, nv_block);
  bb->v.kind = NV_V_BLOCK;
  bb->v.type = m->ctx->t_label;
  bb->v.id = m->next_id++;
  bb->v.name = name && *name ? nv_intern_cstr(&m->ctx->strs, name) : NULL;
  bb->parent = f;
  nv_block_link(bb, before);
  return bb;
}

static void nv_block_unlink(nv_block *bb) {
  nv_func *f = bb->parent;
  if (bb->prev) bb->prev->next = bb->next;
  else f->first = bb->next;
  if (bb->next) bb->next->prev = bb->prev;
  else f->last = bb->prev;
  bb->prev = bb->next = NULL;
  f->nblocks--;
  NV_CFG_CHANGED(f);
}

static void nv_func_number_blocks(nv_func *f) {
  nv_block *bb;
  uint32_t i = 0;
  for (bb = f->first; bb; bb = bb->next) bb->index = i++;
}

static nv_inst *nv_inst_new(nv_module *m, unsigned op, nv_type *t, unsigned nops) {
  nv_inst *I = NV_NEW(&m->arena, nv_inst);
  I->v.kind = NV_V_INST;
  I->v.opcode = (uint8_t)op;
  I->v.type = t;
  I->v.id = m->next_id++;
  I->nops = nops;
  I->capops = nops;
  I->ops = nops ? NV_NEW_ARRAY(&m->arena, nv_use, nops) : NULL;
  return I;
}

static void nv_inst_set_op(nv_inst *I, unsigned i, nv_value *v) { nv_use_set(&I->ops[i], &I->v, v); }

static nv_module *nv_inst_module(const nv_inst *I) {
  return I->parent ? I->parent->parent->module : NULL;
}

/* Operand arrays are arena memory; growing moves every use, so the uses are re-linked
 * into their values' lists at the new addresses. */
static void nv_inst_reserve_ops(nv_inst *I, nv_arena *arena, uint32_t need) {
  nv_use *nu;
  uint32_t i, cap;
  if (need <= I->capops) return;
  cap = I->capops ? I->capops * 2 : 4;
  while (cap < need) cap *= 2;
  nu = NV_NEW_ARRAY(arena, nv_use, cap);
  for (i = 0; i < I->nops; i++) {
    nv_value *v = I->ops[i].val;
    nv_use_clear(&I->ops[i]);
    nv_use_set(&nu[i], &I->v, v);
  }
  I->ops = nu;
  I->capops = cap;
}

static void nv_inst_add_op_arena(nv_inst *I, nv_arena *arena, nv_value *v) {
  nv_inst_reserve_ops(I, arena, I->nops + 1);
  I->ops[I->nops].val = NULL;
  nv_use_set(&I->ops[I->nops], &I->v, v);
  I->nops++;
}

static void nv_inst_add_op(nv_inst *I, nv_value *v) {
  nv_module *m = nv_inst_module(I);
  NV_ASSERT(m);
  nv_inst_add_op_arena(I, &m->arena, v);
}

static void nv_inst_remove_ops(nv_inst *I, unsigned first, unsigned n) {
  unsigned i;
  if (I->nweights) { /* a switch's removed cases take their weights with them */
    unsigned s = first >= 2 ? (first - 2) / 2 + 1 : 0, ns = n / 2;
    if (I->v.opcode == NVCG_OP_SWITCH && s && first % 2 == 0 && n % 2 == 0 && s + ns <= I->nweights) {
      memmove(I->weights + s, I->weights + s + ns, sizeof(uint32_t) * (I->nweights - s - ns));
      I->nweights -= ns;
    } else {
      I->nweights = 0;
    }
  }
  for (i = first; i < I->nops; i++) {
    nv_value *v = i + n < I->nops ? I->ops[i + n].val : NULL;
    nv_use_clear(&I->ops[i]);
    if (v) nv_use_set(&I->ops[i], &I->v, v);
  }
  I->nops -= n;
}

/* Linking and unlinking instructions changes the CFG when it changes which instruction
 * ends a block (nv_block_terminator): a terminator, or the last instruction. */
static void nv_inst_insert_before(nv_inst *I, nv_inst *before) {
  nv_block *bb = before->parent;
  if (NV_OP_IS_TERMINATOR(I->v.opcode)) NV_CFG_CHANGED(bb->parent);
  I->parent = bb;
  I->next = before;
  I->prev = before->prev;
  if (before->prev) before->prev->next = I;
  else bb->first = I;
  before->prev = I;
}

static void nv_inst_append(nv_inst *I, nv_block *bb) {
  if (NV_OP_IS_TERMINATOR(I->v.opcode) || (bb->last && NV_OP_IS_TERMINATOR(bb->last->v.opcode)))
    NV_CFG_CHANGED(bb->parent);
  I->parent = bb;
  I->next = NULL;
  I->prev = bb->last;
  if (bb->last) bb->last->next = I;
  else bb->first = I;
  bb->last = I;
}

static void nv_inst_unlink(nv_inst *I) {
  nv_block *bb = I->parent;
  if (!bb) return;
  if (!I->next || NV_OP_IS_TERMINATOR(I->v.opcode)) NV_CFG_CHANGED(bb->parent);
  if (I->prev) I->prev->next = I->next;
  else bb->first = I->next;
  if (I->next) I->next->prev = I->prev;
  else bb->last = I->prev;
  I->prev = I->next = NULL;
  I->parent = NULL;
}

static void nv_inst_erase(nv_inst *I) {
  uint32_t i;
  NV_ASSERT(!I->v.uses);
  for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
  nv_inst_unlink(I);
}

static nv_inst *nv_block_terminator(const nv_block *bb) {
  nv_inst *t = bb->last;
  return t && NV_OP_IS_TERMINATOR(t->v.opcode) ? t : NULL;
}

static unsigned nv_term_num_succ(const nv_inst *T) {
  switch (T->v.opcode) {
  case NVCG_OP_BR: return T->nops == 1 ? 1 : 2;
  case NVCG_OP_SWITCH: return 1 + (T->nops - 2) / 2;
  default: return 0;
  }
}

static nv_block *nv_term_succ(const nv_inst *T, unsigned i) {
  nv_value *v = NULL;
  switch (T->v.opcode) {
  case NVCG_OP_BR: v = T->nops == 1 ? T->ops[0].val : T->ops[1 + i].val; break;
  case NVCG_OP_SWITCH: v = i == 0 ? T->ops[1].val : T->ops[1 + 2 * i].val; break;
  default: break;
  }
  return v && v->kind == NV_V_BLOCK ? (nv_block *)v : NULL;
}

static unsigned nv_term_succ_for_const(const nv_inst *T, const nv_value *c) {
  uint32_t i;
  if (T->v.opcode == NVCG_OP_BR) return (nv_cint_zext(c) & 1) ? 0 : 1;
  for (i = 2; i + 1 < T->nops; i += 2)
    if (T->ops[i].val == c) return i / 2;
  return 0; /* the default */
}
