/* link.c -- copying IR between modules of one context, and nvcg_module_link.
 *
 * The value mapper (nv_lto_mapper) copies function bodies, global initialisers and the
 * constants they use from a source module into a destination: types and constants
 * without globals in them belong to the context and are shared; constants that name
 * globals are rebuilt over the destination's globals; a global value seen for the first
 * time goes to the mapper's resolve callback, which decides what it becomes in the
 * destination (the link's symbol resolution below, or the import's in import.c).
 *
 * nvcg_module_link moves every global value of src into dst with LLVM's rules:
 * declarations resolve to definitions, internal and private symbols never clash (the
 * newcomer gets a fresh name), a strong (external) definition beats weak, linkonce,
 * common and available_externally ones, two strong definitions are an error, of two
 * weak ones the first is kept (linkonce_odr/weak_odr copies are equal by the ODR), of
 * two commons the larger, and appending arrays are concatenated. A function's signature
 * and a global's address space must agree between a declaration and its definition;
 * mismatches are errors located at both. Kernels and their launch bounds
 * (!nvvm.annotations) travel with the definitions. The result does not depend on the
 * order of the inputs except where the rules make it (first weak definition kept,
 * names of renamed internals, order of the functions). */

static void nv_lto_mapper_init(nv_lto_mapper *M, nv_module *dst, nv_lto_resolve_fn fn, void *user) {
  memset(M, 0, sizeof *M);
  M->dst = dst;
  nv_map_init(&M->vmap, NV_MAP_PTR);
  nv_map_init(&M->cmap, NV_MAP_PTR);
  M->resolve = fn;
  M->user = user;
}

static void nv_lto_mapper_free(nv_lto_mapper *M) {
  nv_map_free(&M->vmap);
  nv_map_free(&M->cmap);
}

/* The file a module's positions refer to: the reader names a module after its file. */
static const char *nv_lto_module_file(const nv_module *m) { return m->source_name ? m->source_name : m->name; }

static void nv_lto_where(const nv_value *v, const char **file, unsigned *line, unsigned *col) {
  *file = NULL;
  *line = *col = 0;
  if (v->kind == NV_V_FUNC) {
    const nv_func *f = (const nv_func *)v;
    *file = f->src_file ? f->src_file : nv_lto_module_file(f->module);
    *line = f->line;
    *col = f->col;
  } else if (v->kind == NV_V_GLOBAL) {
    const nv_global *g = (const nv_global *)v;
    *file = g->src_file ? g->src_file : nv_lto_module_file(g->module);
    *line = g->line;
    *col = g->col;
  }
}

static nv_value *nv_lto_map_const(nv_lto_mapper *M, nv_value *v) {
  nv_const *k = (nv_const *)v;
  nv_value *small[16], **ops, *r = v;
  uintptr_t x;
  uint32_t i;
  int changed = 0;
  if (nv_map_get(&M->cmap, (uintptr_t)v, &x)) return (nv_value *)x;
  ops = k->nelems <= 16 ? small : (nv_value **)nv_xmalloc(sizeof *ops * k->nelems);
  for (i = 0; i < k->nelems; i++) {
    ops[i] = nv_lto_map_value(M, k->elems[i]);
    if (!ops[i]) {
      r = NULL;
      break;
    }
    if (ops[i] != k->elems[i]) changed = 1;
  }
  if (r && changed)
    r = v->kind == NV_V_CAGG ? nv_const_agg(v->type, ops, k->nelems)
                             : nv_const_expr(nv_value_ctx(v), v->opcode, v->type, ops, k->nelems, k->aux_type,
                                             k->flags, v->sub);
  if (ops != small) nv_xfree(ops);
  if (r) nv_map_put(&M->cmap, (uintptr_t)v, (uintptr_t)r);
  return r;
}

static nv_value *nv_lto_map_value(nv_lto_mapper *M, nv_value *v) {
  uintptr_t x;
  nv_value *r;
  if (!v) return NULL;
  switch (v->kind) {
  case NV_V_CAGG: case NV_V_CEXPR: return nv_lto_map_const(M, v);
  case NV_V_FUNC: case NV_V_GLOBAL:
    if (nv_value_module(v) == M->dst) return v;
    if (nv_map_get(&M->vmap, (uintptr_t)v, &x)) return (nv_value *)x;
    r = M->resolve(M, v);
    if (!r) {
      M->failed = 1;
      return NULL;
    }
    nv_map_put(&M->vmap, (uintptr_t)v, (uintptr_t)r);
    return r;
  case NV_V_ASM: {
    const nv_asm *a = (const nv_asm *)v;
    nv_asm *n;
    if (nv_map_get(&M->vmap, (uintptr_t)v, &x)) return (nv_value *)x;
    n = nv_asm_new(M->dst, v->type, a->text, a->constraints,
                   (a->sideeffect ? NV_ASM_SIDEEFFECT : 0) | (a->alignstack ? NV_ASM_ALIGNSTACK : 0) |
                       (a->inteldialect ? NV_ASM_INTELDIALECT : 0));
    nv_map_put(&M->vmap, (uintptr_t)v, (uintptr_t)&n->v);
    return &n->v;
  }
  case NV_V_ARG: case NV_V_INST: case NV_V_BLOCK:
    if (nv_map_get(&M->vmap, (uintptr_t)v, &x)) return (nv_value *)x;
    NV_ASSERT(!"local value of another function");
    M->failed = 1;
    return NULL;
  default: return v; /* context-owned scalar constants */
  }
}

static nv_func *nv_lto_copy_func_header(nv_module *dst, const nv_func *src, const char *name) {
  nv_func *f;
  uint32_t i;
  if (src->intrinsic) return nv_intrinsic_declare(dst, src->v.name);
  f = nv_func_new(dst, name, src->fty);
  f->attrs = src->attrs;
  f->cc = src->cc;
  f->linkage = src->linkage;
  f->is_kernel = src->is_kernel;
  memcpy(f->maxntid, src->maxntid, sizeof f->maxntid);
  memcpy(f->reqntid, src->reqntid, sizeof f->reqntid);
  f->minctasm = src->minctasm;
  f->maxnreg = src->maxnreg;
  memcpy(f->cluster_dim, src->cluster_dim, sizeof f->cluster_dim);
  f->maxclusterrank = src->maxclusterrank;
  f->blocksareclusters = src->blocksareclusters;
  f->align = src->align;
  f->section = src->section;
  f->rattrs = src->rattrs;
  for (i = 0; i < f->nargs; i++) f->pattrs[i] = src->pattrs[i];
  f->line = src->line;
  f->col = src->col;
  f->src_file = src->src_file ? src->src_file : nv_lto_module_file(src->module);
  return f;
}

static nv_global *nv_lto_copy_global_header(nv_module *dst, const nv_global *src, const char *name) {
  nv_global *g = nv_global_new(dst, src->vtype, name, src->addrspace);
  g->linkage = src->linkage;
  g->is_const = src->is_const;
  g->externally_initialized = src->externally_initialized;
  g->texref = src->texref;
  g->unnamed_addr = src->unnamed_addr;
  g->align = src->align;
  g->section = src->section;
  g->line = src->line;
  g->col = src->col;
  g->src_file = src->src_file ? src->src_file : nv_lto_module_file(src->module);
  return g;
}

/* Blocks and instructions first, operands second: a phi may name a value defined
 * further down. */
static int nv_lto_clone_body(nv_lto_mapper *M, nv_func *dst, const nv_func *src) {
  const nv_block *bb;
  nv_block *nb;
  uint32_t i;
  NV_ASSERT(dst->is_decl && dst->fty == src->fty);
  for (i = 0; i < src->nargs; i++) {
    dst->args[i]->v.name = src->args[i]->v.name;
    nv_map_put(&M->vmap, (uintptr_t)&src->args[i]->v, (uintptr_t)&dst->args[i]->v);
  }
  for (bb = src->first; bb; bb = bb->next) {
    nb = nv_block_new(dst, NULL, NULL);
    nb->v.name = bb->v.name;
    nv_map_put(&M->vmap, (uintptr_t)&bb->v, (uintptr_t)&nb->v);
  }
  for (bb = src->first, nb = dst->first; bb; bb = bb->next, nb = nb->next)
    NV_FOR_INSTS(I, bb) {
      nv_inst *K = nv_opt_clone_inst(M->dst, I);
      nv_inst_append(K, nb);
      nv_map_put(&M->vmap, (uintptr_t)&I->v, (uintptr_t)&K->v);
    }
  for (bb = src->first; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb) {
      uintptr_t x = 0;
      nv_inst *K;
      nv_map_get(&M->vmap, (uintptr_t)&I->v, &x);
      K = (nv_inst *)x;
      for (i = 0; i < I->nops; i++) {
        nv_value *v = nv_lto_map_value(M, I->ops[i].val);
        if (!v) return 0;
        nv_inst_set_op(K, i, v);
      }
    }
  return !M->failed;
}

static void nv_lto_drop_body(nv_func *f) {
  nv_block *bb;
  for (bb = f->first; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb) {
      uint32_t i;
      for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
    }
  f->first = f->last = NULL;
  NV_CFG_CHANGED(f);
  f->nblocks = 0;
  f->is_decl = 1;
}

static void nv_lto_remove_function(nv_module *m, nv_func *f) {
  NV_ASSERT(!f->v.uses);
  nv_lto_drop_body(f);
  nv_module_unlink_func(m, f);
}

static void nv_lto_rename_fresh(nv_module *m, nv_value *v) {
  const char *old = v->name;
  nv_map_erase(&m->symtab, (uintptr_t)old);
  v->name = nv_module_unique_name(m, old);
  if (v->name == old) { /* the name was free again: force a suffix */
    nv_map_put(&m->symtab, (uintptr_t)old, (uintptr_t)v);
    v->name = nv_module_unique_name(m, old);
    nv_map_erase(&m->symtab, (uintptr_t)old);
  }
  nv_map_put(&m->symtab, (uintptr_t)v->name, (uintptr_t)v);
}

/* ---- nvcg_module_link ---- */

typedef struct nv_link_job {
  nv_value *src, *dst; /* a definition of src to copy into dst */
} nv_link_job;

typedef struct nv_linker {
  nv_context *c;
  nv_module *dst, *src;
  NV_VEC(nv_link_job) jobs;
  NV_VEC(nv_link_job) appends; /* appending arrays of src to concatenate onto dst's */
  int errors;
} nv_linker;

static int nv_link_is_local(unsigned l) { return l == NVCG_LINKAGE_INTERNAL || l == NVCG_LINKAGE_PRIVATE; }

/* Weak for the linker: another definition may replace it (LLVM's isWeakForLinker, plus
 * available_externally, which is never the definition that is kept over another). */
static int nv_link_is_weak(unsigned l) {
  return l == NVCG_LINKAGE_WEAK || l == NVCG_LINKAGE_WEAK_ODR || l == NVCG_LINKAGE_LINKONCE ||
         l == NVCG_LINKAGE_LINKONCE_ODR || l == NVCG_LINKAGE_COMMON || l == NVCG_LINKAGE_EXTERN_WEAK ||
         l == NVCG_LINKAGE_AVAILABLE_EXTERNALLY;
}

static void nv_link_err2(nv_linker *L, const nv_value *at, const nv_value *other, const char *fmt, ...)
    NV_PRINTF(4, 5);
static void nv_link_err2(nv_linker *L, const nv_value *at, const nv_value *other, const char *fmt, ...) {
  const char *file, *ofile;
  unsigned line, col, oline, ocol;
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  va_start(ap, fmt);
  nv_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  nv_lto_where(at, &file, &line, &col);
  if (other) {
    nv_lto_where(other, &ofile, &oline, &ocol);
    if (ofile && oline) nv_buf_printf(&b, " (the other is at %s:%u:%u)", ofile, oline, ocol);
    else if (ofile) nv_buf_printf(&b, " (the other is in %s)", ofile);
  }
  nv_diag(&L->c->diag, NVCG_SEV_ERROR, file, line, col, "%s", b.data);
  nv_buf_free(&b);
  L->errors++;
}

static int nv_link_has_def(const nv_value *v) {
  return v->kind == NV_V_FUNC ? !((const nv_func *)v)->is_decl : ((const nv_global *)v)->init != NULL;
}

static unsigned nv_link_linkage(const nv_value *v) {
  return v->kind == NV_V_FUNC ? ((const nv_func *)v)->linkage : ((const nv_global *)v)->linkage;
}

/* Gives the destination symbol d the header of source symbol s, whose definition it
 * is about to receive. */
static void nv_link_take_header(nv_value *d, const nv_value *s) {
  if (d->kind == NV_V_FUNC) {
    nv_func *f = (nv_func *)d;
    const nv_func *g = (const nv_func *)s;
    uint32_t i;
    if (!f->is_decl) nv_lto_drop_body(f);
    f->attrs = g->attrs;
    f->cc = g->cc;
    f->linkage = g->linkage;
    f->is_kernel = g->is_kernel;
    memcpy(f->maxntid, g->maxntid, sizeof f->maxntid);
    memcpy(f->reqntid, g->reqntid, sizeof f->reqntid);
    f->minctasm = g->minctasm;
    f->maxnreg = g->maxnreg;
    memcpy(f->cluster_dim, g->cluster_dim, sizeof f->cluster_dim);
    f->maxclusterrank = g->maxclusterrank;
    f->blocksareclusters = g->blocksareclusters;
    f->align = g->align;
    f->section = g->section;
    f->rattrs = g->rattrs;
    for (i = 0; i < f->nargs; i++) f->pattrs[i] = g->pattrs[i];
    f->line = g->line;
    f->col = g->col;
    f->src_file = g->src_file ? g->src_file : nv_lto_module_file(g->module);
  } else {
    nv_global *x = (nv_global *)d;
    const nv_global *y = (const nv_global *)s;
    if (x->init) nv_use_clear(&x->init_use);
    x->init = NULL;
    x->vtype = y->vtype;
    x->linkage = y->linkage;
    x->is_const = y->is_const;
    x->externally_initialized = y->externally_initialized;
    x->texref = y->texref;
    x->unnamed_addr = y->unnamed_addr;
    x->align = NV_MAX(x->align, y->align);
    x->section = y->section;
    x->line = y->line;
    x->col = y->col;
    x->src_file = y->src_file ? y->src_file : nv_lto_module_file(y->module);
  }
}

/* The destination symbol for source symbol s (phase 1 of the link): a fresh copy, or
 * an existing symbol of the same name, possibly marked to receive s's definition. */
static nv_value *nv_link_symbol(nv_linker *L, nv_value *s) {
  unsigned sl = nv_link_linkage(s), dl;
  nv_value *d;
  int sdef = nv_link_has_def(s), ddef;
  nv_link_job job;
  if (s->kind == NV_V_FUNC && ((nv_func *)s)->intrinsic)
    return &nv_lto_copy_func_header(L->dst, (nv_func *)s, s->name)->v;
  d = nv_link_is_local(sl) ? NULL : nv_module_lookup(L->dst, s->name);
  if (d && nv_link_is_local(nv_link_linkage(d))) {
    /* an external newcomer takes the name; the destination's internal symbol moves */
    nv_lto_rename_fresh(L->dst, d);
    d = NULL;
  }
  if (!d) {
    d = s->kind == NV_V_FUNC ? &nv_lto_copy_func_header(L->dst, (nv_func *)s, s->name)->v
                             : &nv_lto_copy_global_header(L->dst, (nv_global *)s, s->name)->v;
    if (sdef) {
      job.src = s;
      job.dst = d;
      nv_vec_push(&L->jobs, job);
    }
    return d;
  }
  if (d->kind != s->kind) {
    nv_link_err2(L, s, d, "'@%s' is a %s here but a %s in the other module", s->name,
                 s->kind == NV_V_FUNC ? "function" : "global variable", d->kind == NV_V_FUNC ? "function" : "global variable");
    return d;
  }
  if (s->kind == NV_V_FUNC && ((nv_func *)s)->fty != ((nv_func *)d)->fty) {
    char a[200], b[200];
    nvcg_type_print(((nv_func *)s)->fty, a, sizeof a);
    nvcg_type_print(((nv_func *)d)->fty, b, sizeof b);
    nv_link_err2(L, s, d, "function '@%s' has type '%s' here but '%s' in the other module", s->name, a, b);
    return d;
  }
  if (s->kind == NV_V_GLOBAL && ((nv_global *)s)->addrspace != ((nv_global *)d)->addrspace) {
    nv_link_err2(L, s, d, "global '@%s' is in address space %u here but in address space %u in the other module",
                 s->name, ((nv_global *)s)->addrspace, ((nv_global *)d)->addrspace);
    return d;
  }
  dl = nv_link_linkage(d);
  ddef = nv_link_has_def(d);
  if (!sdef) return d; /* a declaration resolves to whatever the destination has */
  if (ddef) {
    int take;
    if (!nv_link_is_weak(sl) && !nv_link_is_weak(dl)) {
      nv_link_err2(L, s, d, "duplicate definition of '@%s'", s->name);
      return d;
    }
    if (dl == NVCG_LINKAGE_AVAILABLE_EXTERNALLY) take = sl != NVCG_LINKAGE_AVAILABLE_EXTERNALLY;
    else if (sl == NVCG_LINKAGE_AVAILABLE_EXTERNALLY) take = 0;
    else if (!nv_link_is_weak(sl)) take = 1; /* strong beats weak */
    else if (!nv_link_is_weak(dl)) take = 0;
    else if (sl == NVCG_LINKAGE_COMMON && dl == NVCG_LINKAGE_COMMON)
      take = nv_type_alloc_size(((nv_global *)s)->vtype) > nv_type_alloc_size(((nv_global *)d)->vtype);
    else if (dl == NVCG_LINKAGE_COMMON) take = 1; /* a real (weak) definition beats a common one */
    else
      take = (dl == NVCG_LINKAGE_LINKONCE || dl == NVCG_LINKAGE_LINKONCE_ODR) &&
             (sl == NVCG_LINKAGE_WEAK || sl == NVCG_LINKAGE_WEAK_ODR);
    if (!take) {
      if (s->kind == NV_V_GLOBAL) {
        nv_global *x = (nv_global *)d;
        x->align = NV_MAX(x->align, ((nv_global *)s)->align);
      }
      return d;
    }
  } else if (dl == NVCG_LINKAGE_EXTERN_WEAK || dl == NVCG_LINKAGE_EXTERNAL) {
    /* declaration: takes the definition */
  }
  nv_link_take_header(d, s);
  job.src = s;
  job.dst = d;
  nv_vec_push(&L->jobs, job);
  return d;
}

/* Appending arrays (llvm.used and friends) are concatenated: d's array grows by s's. */
static int nv_link_appending(nv_linker *L, nv_lto_mapper *M, nv_global *d, const nv_global *s) {
  const nv_const *a = (const nv_const *)d->init, *b = (const nv_const *)s->init;
  nv_value **elems;
  uint32_t n = 0, i;
  nv_type *at;
  if (!d->init || !s->init || d->vtype->kind != NVCG_TYPE_ARRAY || s->vtype->kind != NVCG_TYPE_ARRAY ||
      d->vtype->elem != s->vtype->elem || (d->init->kind != NV_V_CAGG && d->init->kind != NV_V_CZERO) ||
      (s->init->kind != NV_V_CAGG && s->init->kind != NV_V_CZERO)) {
    nv_link_err2(L, &s->v, &d->v, "cannot append '@%s': both must be arrays of one element type", s->v.name);
    return 0;
  }
  elems = (nv_value **)nv_xmalloc(sizeof *elems * (size_t)(d->vtype->count + s->vtype->count + 1));
  for (i = 0; i < d->vtype->count; i++)
    elems[n++] = d->init->kind == NV_V_CAGG ? a->elems[i] : nvcg_const_zero(d->vtype->elem);
  for (i = 0; i < s->vtype->count; i++) {
    nv_value *v = s->init->kind == NV_V_CAGG ? nv_lto_map_value(M, b->elems[i]) : nvcg_const_zero(s->vtype->elem);
    if (!v) {
      nv_xfree(elems);
      return 0;
    }
    elems[n++] = v;
  }
  at = nv_type_array(d->vtype->elem, n);
  nv_use_clear(&d->init_use);
  d->vtype = at;
  nv_global_set_init(d, nv_const_agg(at, elems, n));
  nv_xfree(elems);
  return 1;
}

static nv_value *nv_link_resolve(nv_lto_mapper *M, nv_value *s) {
  return nv_link_symbol((nv_linker *)M->user, s);
}

static nvcg_status nv_unguarded_nvcg_module_link(nvcg_module *dst, nvcg_module *src) {
  nv_linker L;
  nv_lto_mapper M;
  nv_func *f;
  nv_global *g;
  uint32_t i, errs0;
  if (!dst || !src) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  memset(&L, 0, sizeof L);
  L.c = dst->ctx;
  L.dst = dst;
  L.src = src;
  if (src->ctx != dst->ctx) {
    nv_diag(&dst->ctx->diag, NVCG_SEV_ERROR, src->source_name, 0, 0,
            "cannot link module '%s' into '%s': they belong to different contexts", src->name, dst->name);
    return NVCG_ERROR;
  }
  if (src == dst) {
    nv_diag(&dst->ctx->diag, NVCG_SEV_ERROR, src->source_name, 0, 0, "cannot link module '%s' into itself", src->name);
    return NVCG_ERROR;
  }
  if (src->errors) {
    nv_diag(&dst->ctx->diag, NVCG_SEV_ERROR, src->source_name, 0, 0,
            "module '%s' has %u error(s) from building it; not linking it", src->name, src->errors);
    return NVCG_ERROR;
  }
  errs0 = L.c->diag.errors;
  {
    /* a declaration that another module defines as an alias is not resolved through it */
    const nv_galias *a;
    for (a = dst->aliases; a; a = a->next) {
      const nv_value *v = nv_module_lookup(src, a->name);
      if (!v || a->linkage == NVCG_LINKAGE_INTERNAL || a->linkage == NVCG_LINKAGE_PRIVATE) continue;
      nv_diag(&dst->ctx->diag, NVCG_SEV_ERROR, src->source_name, 0, 0,
              "'@%s' is a symbol of module '%s' and an alias in the module it is linked into: nvcg does not "
              "resolve a symbol to another module's alias (use the aliasee's name)", a->name, src->name);
      return NVCG_ERROR;
    }
  }
  nv_lto_mapper_init(&M, dst, nv_link_resolve, &L);
  /* phase 1: every global value gets its destination symbol, in source order */
  for (g = src->globals_first; g; g = g->next) {
    nv_global *d;
    if (g->linkage == NVCG_LINKAGE_APPENDING && (d = (nv_global *)nv_module_lookup(dst, g->v.name)) &&
        d->v.kind == NV_V_GLOBAL && d->linkage == NVCG_LINKAGE_APPENDING) {
      nv_link_job job;
      job.src = &g->v;
      job.dst = &d->v;
      nv_vec_push(&L.appends, job);
      nv_map_put(&M.vmap, (uintptr_t)&g->v, (uintptr_t)&d->v);
      continue; /* concatenated in phase 2 */
    }
    nv_lto_map_value(&M, &g->v);
  }
  for (f = src->funcs_first; f; f = f->next) nv_lto_map_value(&M, &f->v);
  /* phase 2: definitions */
  for (i = 0; i < L.jobs.len && !L.errors; i++) {
    nv_link_job *j = &L.jobs.data[i];
    if (j->src->kind == NV_V_FUNC) {
      if (!nv_lto_clone_body(&M, (nv_func *)j->dst, (const nv_func *)j->src)) L.errors++;
    } else {
      nv_value *init = nv_lto_map_value(&M, ((nv_global *)j->src)->init);
      if (init) nv_global_set_init((nv_global *)j->dst, init);
      else L.errors++;
    }
  }
  for (i = 0; i < L.appends.len && !L.errors; i++)
    nv_link_appending(&L, &M, (nv_global *)L.appends.data[i].dst, (const nv_global *)L.appends.data[i].src);
  if (!dst->triple) dst->triple = src->triple;
  if (!dst->datalayout) dst->datalayout = src->datalayout;
  if (dst->nvvmir_version[0] < 0) memcpy(dst->nvvmir_version, src->nvvmir_version, sizeof dst->nvvmir_version);
  {
    /* exported aliases go along, naming the aliasee's linked symbol (internal ones were
     * resolved when the module was read) */
    const nv_galias *a;
    for (a = src->aliases; a && !L.errors; a = a->next) {
      nv_galias *c, **tail;
      uintptr_t k, d;
      if (a->linkage == NVCG_LINKAGE_INTERNAL || a->linkage == NVCG_LINKAGE_PRIVATE) continue;
      for (tail = &dst->aliases; *tail && (*tail)->name != a->name; tail = &(*tail)->next) {}
      if (*tail || nv_module_lookup(dst, a->name)) {
        nv_diag(&dst->ctx->diag, NVCG_SEV_ERROR, src->source_name, a->line, a->col,
                *tail ? "alias '@%s' is defined in both modules being linked"
                      : "'@%s' is an alias here and a symbol of the module it is linked into: nvcg does not resolve "
                        "a symbol to another module's alias (use the aliasee's name)",
                a->name);
        L.errors++;
        break;
      }
      c = NV_NEW(&dst->arena, nv_galias);
      *c = *a;
      c->next = NULL;
      if (a->aliasee && nv_map_get(&src->symtab, (uintptr_t)a->aliasee, &k) && nv_map_get(&M.vmap, k, &d))
        c->aliasee = ((nv_value *)d)->name;
      *tail = c;
    }
  }
  nv_lto_mapper_free(&M);
  nv_vec_free(&L.jobs);
  nv_vec_free(&L.appends);
  if (L.errors || M.failed || L.c->diag.errors != errs0) {
    dst->errors++;
    return NVCG_ERROR;
  }
  return NVCG_OK;
}
