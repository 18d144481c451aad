/* import.c -- summary-guided function import (seeds/002), run on a module before its IR
 * passes (nvcg_compile, when libraries are registered) or on request (nvcg_module_import).
 *
 * Candidates are the functions the module declares and calls, found in the context's
 * libraries (library.c). Each is weighed against a threshold: the base threshold
 * (import-instr-limit for a call from the module itself; for the callees of an imported
 * function, the importer's base times import-instr-evolution-factor, or
 * import-hot-evolution-factor along hot edges) times the multiplier of the call edge's
 * hotness (hot, critical, cold; 1 otherwise), computed in single precision and truncated
 * as cicc does. A function is imported when its instruction count is within it, unless
 * a never-import rule says no (kernels, internal symbols on their own, not-importable
 * functions, noinline ones without force-import-all); force-import functions
 * (priority 3: alwaysinline) skip the size test; import-cutoff caps the number of
 * imports. The GUID de-duplication table of the seed ((GUID * 37) & (size - 1), linear
 * probing with a growing step, empty = ~0) remembers the best threshold each function
 * was weighed with: a later candidate with a higher one is weighed again, a lower one is
 * skipped. The three passes of the seed's driver: the primary list (calls from the
 * module), the secondary list (callees of imported functions, level by level) and the
 * tertiary list (functions whose address is taken); within a list, priority 3
 * candidates go before 2 and 2 before 1, so the budget prefers them.
 *
 * An imported function becomes an internal definition of the module (the library is not
 * compiled on its own: the module is the whole program), the body in place of the
 * module's declaration; its internal callees and the globals it uses come with it.
 * What the import rejects but the module still needs is then linked in out of line
 * ("link"), so the module is complete; what no library defines and a kernel's call
 * graph still calls is an error located at the call. */

typedef struct nv_imp_cand {
  const char *name;   /* interned callee */
  const char *from;   /* importing function, for messages */
  float base;         /* threshold before the hotness multiplier */
  uint8_t hot;        /* nv_hotness of the edge */
  uint8_t list;       /* 0 primary, 1 secondary, 2 tertiary */
  uint8_t forced;     /* import-all-index */
  uint32_t level;     /* transitive depth */
} nv_imp_cand;

typedef struct nv_imp_slot {
  uint64_t guid;      /* ~0: empty */
  float best;         /* highest threshold the function was weighed with */
  uint32_t imported;
} nv_imp_slot;

typedef struct nv_importer {
  nv_context *c;
  nv_module *m;
  nv_diag_sink *diag;
  /* knobs */
  float limit, instr_evo, hot_evo, hot_mult, crit_mult, cold_mult;
  int cutoff, print_imports, print_failures, import_md, import_all, force_all, consts_with_refs;
  /* the seed's GUID table and running import count (dword_4FAA770) */
  nv_imp_slot *tab;
  uint32_t tabsize, tabcount;
  int count;
  NV_VEC(nv_imp_cand) lists[3];
  nv_lto_mapper *mappers;   /* one per library, in search order */
  uint32_t nmappers;
  NV_VEC(nv_func *) pending; /* internal callees cloned with their importer, bodies to copy */
  NV_VEC(const nv_func *) pending_src;
  int errors;
} nv_importer;

static const char *const nv_imp_list_names[3] = {"primary", "secondary", "tertiary"};

/* ---- the GUID table ---- */

static nv_imp_slot *nv_imp_slot_find(nv_importer *I, uint64_t guid, int insert) {
  uint32_t mask, slot, step = 1;
  if (insert && (I->tabcount + 1) * 4 >= I->tabsize * 3) {
    nv_imp_slot *old = I->tab;
    uint32_t n = I->tabsize, i;
    I->tabsize = n ? n * 2 : 64;
    I->tab = (nv_imp_slot *)nv_xmalloc(sizeof(nv_imp_slot) * I->tabsize);
    for (i = 0; i < I->tabsize; i++) I->tab[i].guid = ~0ull;
    I->tabcount = 0;
    for (i = 0; i < n; i++)
      if (old[i].guid != ~0ull) *nv_imp_slot_find(I, old[i].guid, 1) = old[i];
    nv_xfree(old);
  }
  if (!I->tabsize) return NULL;
  mask = I->tabsize - 1;
  slot = (uint32_t)(guid * 37u) & mask;
  while (I->tab[slot].guid != ~0ull) {
    if (I->tab[slot].guid == guid) return &I->tab[slot];
    slot = (slot + step++) & mask;
  }
  if (!insert) return NULL;
  I->tab[slot].guid = guid;
  I->tab[slot].best = -1.0f;
  I->tab[slot].imported = 0;
  I->tabcount++;
  return &I->tab[slot];
}

/* ---- messages ---- */

static void nv_imp_remark(nv_importer *I, const char *fmt, ...) NV_PRINTF(2, 3);
static void nv_imp_remark(nv_importer *I, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_diagv(I->diag, NVCG_SEV_REMARK, NULL, 0, 0, fmt, ap);
  va_end(ap);
}

static void nv_imp_fail(nv_importer *I, const nv_imp_cand *k, const nv_library *L, const char *reason,
                        const char *fmt, ...) NV_PRINTF(5, 6);
static void nv_imp_fail(nv_importer *I, const nv_imp_cand *k, const nv_library *L, const char *reason,
                        const char *fmt, ...) {
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  if (!I->print_failures) return;
  nv_buf_puts(&b, "import failed ");
  nv_print_ident(&b, '@', k->name);
  nv_buf_printf(&b, " from %s: %s", L->name, reason);
  if (fmt) {
    nv_buf_puts(&b, ": ");
    va_start(ap, fmt);
    nv_buf_vprintf(&b, fmt, ap);
    va_end(ap);
  }
  nv_buf_printf(&b, " (hotness %s, level %u, %s)", nv_hotness_name(k->hot), k->level, nv_imp_list_names[k->list]);
  nv_imp_remark(I, "%s", b.data);
  nv_buf_free(&b);
}

/* ---- copying from a library ---- */

static int nv_imp_lib_index(nv_importer *I, const nv_library *L) {
  uint32_t i;
  for (i = 0; i < I->c->libs->libs.len; i++)
    if (I->c->libs->libs.data[i] == L) return (int)i;
  return -1;
}

static int nv_imp_is_local(unsigned l) { return l == NVCG_LINKAGE_INTERNAL || l == NVCG_LINKAGE_PRIVATE; }

static void nv_imp_mismatch(nv_importer *I, const nv_value *mine, const nv_value *lib, const char *what) {
  const char *f1, *f2;
  unsigned l1, c1, l2, c2;
  nv_lto_where(mine, &f1, &l1, &c1);
  nv_lto_where(lib, &f2, &l2, &c2);
  nv_diag(I->diag, NVCG_SEV_ERROR, f1, l1, c1, "'@%s' %s (the library's definition is at %s:%u:%u)", mine->name, what,
          f2 ? f2 : "?", l2, c2);
  I->errors++;
}

/* Resolves a library symbol that an imported or linked body refers to. */
static nv_value *nv_imp_resolve(nv_lto_mapper *M, nv_value *s) {
  nv_importer *I = (nv_importer *)M->user;
  nv_value *d;
  if (s->kind == NV_V_FUNC) {
    nv_func *g = (nv_func *)s, *f;
    if (g->intrinsic) return &nv_intrinsic_declare(M->dst, g->v.name)->v;
    if (nv_imp_is_local(g->linkage)) {
      /* an internal callee comes along with its caller, under a fresh name if needed */
      f = nv_lto_copy_func_header(M->dst, g, g->v.name);
      f->linkage = NVCG_LINKAGE_INTERNAL;
      f->import_src = g->module->name;
      f->imported = 1;
      f->import_md = (uint8_t)I->import_md;
      nv_vec_push(&I->pending, f); /* its body is copied by nv_imp_flush_pending */
      nv_vec_push(&I->pending_src, g);
      return &f->v;
    }
    d = nv_module_lookup(M->dst, g->v.name);
    if (d) {
      if (d->kind != NV_V_FUNC) {
        nv_imp_mismatch(I, d, s, "is a global variable here but a function in the library");
        return NULL;
      }
      if (((nv_func *)d)->fty != g->fty) {
        char a[200], b[200];
        nvcg_type_print(((nv_func *)d)->fty, a, sizeof a);
        nvcg_type_print(g->fty, b, sizeof b);
        {
          nv_buf t = NV_BUF_INIT;
          nv_buf_printf(&t, "has type '%s' here but '%s' in the library", a, b);
          nv_imp_mismatch(I, d, s, t.data);
          nv_buf_free(&t);
        }
        return NULL;
      }
      return d;
    }
    /* a declaration for now: the secondary list or the final link decides */
    f = nv_lto_copy_func_header(M->dst, g, g->v.name);
    f->linkage = NVCG_LINKAGE_EXTERNAL;
    return &f->v;
  } else {
    nv_global *g = (nv_global *)s, *x;
    nv_value *init;
    d = nv_imp_is_local(g->linkage) ? NULL : nv_module_lookup(M->dst, g->v.name);
    if (d) {
      if (d->kind != NV_V_GLOBAL || ((nv_global *)d)->addrspace != g->addrspace) {
        nv_imp_mismatch(I, d, s, d->kind != NV_V_GLOBAL ? "is a function here but a global variable in the library"
                                                        : "is in another address space here than in the library");
        return NULL;
      }
      x = (nv_global *)d;
      if (x->init || !g->init) return d;
      nv_link_take_header(d, s); /* the module's declaration receives the definition */
    } else {
      x = nv_lto_copy_global_header(M->dst, g, g->v.name);
    }
    x->linkage = NVCG_LINKAGE_INTERNAL;
    if (!g->init) {
      x->linkage = NVCG_LINKAGE_EXTERNAL;
      return &x->v;
    }
    if (I->print_imports) {
      int with_refs = g->init->kind == NV_V_CAGG || g->init->kind == NV_V_CEXPR;
      nv_buf b = NV_BUF_INIT;
      nv_print_ident(&b, '@', g->v.name);
      if (g->is_const && (I->consts_with_refs || !with_refs))
        nv_imp_remark(I, "import constant %s from %s", b.data, g->module->name);
      else
        nv_imp_remark(I, "link variable %s from %s", b.data, g->module->name);
      nv_buf_free(&b);
    }
    nv_map_put(&M->vmap, (uintptr_t)s, (uintptr_t)&x->v); /* before the initialiser: it may name itself */
    init = nv_lto_map_value(M, g->init);
    if (!init) return NULL;
    nv_global_set_init(x, init);
    return &x->v;
  }
}

/* Copies the bodies of the internal functions that copied code brought along (and of
 * theirs, as the list grows). */
static int nv_imp_flush_pending(nv_importer *I, nv_library *L, const char *needed_by) {
  nv_lto_mapper *M = &I->mappers[nv_imp_lib_index(I, L)];
  uint32_t i;
  for (i = 0; i < I->pending.len; i++) {
    nv_func *pf = I->pending.data[i];
    const nv_func *pg = I->pending_src.data[i];
    if (!nv_lib_materialize(L, (nv_func *)pg) || !nv_lto_clone_body(M, pf, pg)) {
      I->errors++;
      I->pending.len = I->pending_src.len = 0;
      return 0;
    }
    if (I->print_imports) {
      nv_buf b = NV_BUF_INIT;
      nv_print_ident(&b, '@', pf->v.name);
      nv_imp_remark(I, "import %s from %s: internal, needed by @%s", b.data, L->name, needed_by);
      nv_buf_free(&b);
    }
  }
  I->pending.len = I->pending_src.len = 0;
  return 1;
}

/* Copies library function g (already parsed) into the module as an internal
 * definition, reusing the module's declaration of it when there is one. */
static nv_func *nv_imp_copy_function(nv_importer *I, nv_library *L, nv_func *g) {
  int li = nv_imp_lib_index(I, L);
  nv_lto_mapper *M = &I->mappers[li];
  nv_value *d = nv_module_lookup(I->m, g->v.name);
  nv_func *f;
  if (d && (d->kind != NV_V_FUNC || ((nv_func *)d)->fty != g->fty)) {
    nv_lto_map_value(M, &g->v); /* reports the mismatch */
    return NULL;
  }
  if (d) {
    f = (nv_func *)d;
    nv_link_take_header(&f->v, &g->v);
  } else {
    f = nv_lto_copy_func_header(I->m, g, g->v.name);
  }
  f->linkage = NVCG_LINKAGE_INTERNAL;
  f->import_src = L->name;
  f->imported = 1;
  f->import_md = (uint8_t)I->import_md;
  nv_map_put(&M->vmap, (uintptr_t)&g->v, (uintptr_t)&f->v);
  if (!nv_lto_clone_body(M, f, g)) {
    I->errors++;
    return NULL;
  }
  return nv_imp_flush_pending(I, L, g->v.name) ? f : NULL;
}

/* ---- the driver ---- */

static float nv_imp_multiplier(const nv_importer *I, unsigned hot) {
  switch (hot) {
  case NV_HOT_HOT: return I->hot_mult;
  case NV_HOT_COLD: return I->cold_mult;
  case NV_HOT_CRITICAL: return I->crit_mult;
  default: return 1.0f;
  }
}

static void nv_imp_push(nv_importer *I, unsigned list, const char *name, const char *from, float base, unsigned hot,
                        uint32_t level) {
  nv_imp_cand k;
  memset(&k, 0, sizeof k);
  k.name = name;
  k.from = from;
  k.base = base;
  k.hot = (uint8_t)hot;
  k.list = (uint8_t)list;
  k.level = level;
  nv_vec_push(&I->lists[list], k);
}

/* The callees (secondary) and address-taken references (tertiary) of an imported
 * function, with their evolved base threshold. */
static void nv_imp_push_edges(nv_importer *I, nv_library *L, const nv_imp_cand *k) {
  nv_sum_entry *e = nv_lib_entry(L, k->name, 1);
  uint32_t j, first_call, ncalls, first_ref, nrefs;
  if (!e) return;
  first_call = e->first_call;
  ncalls = e->ncalls;
  first_ref = e->first_ref;
  nrefs = e->nrefs;
  for (j = 0; j < ncalls; j++) {
    nv_sum_edge ed = L->sum.calls.data[first_call + j];
    float evo = ed.hotness == NV_HOT_HOT ? I->hot_evo : I->instr_evo;
    nv_imp_push(I, 1, ed.name, k->name, k->base * evo, ed.hotness, k->level + 1);
  }
  for (j = 0; j < nrefs; j++) {
    nv_sum_edge ed = L->sum.refs.data[first_ref + j];
    nv_sum_entry *r = nv_sum_find(&L->sum, ed.name);
    if (r && r->kind == NV_SUM_FUNC) nv_imp_push(I, 2, ed.name, k->name, k->base * I->instr_evo, NV_HOT_NONE, k->level + 1);
  }
}

/* Weighs one candidate; imports it when it passes. */
static void nv_imp_consider(nv_importer *I, nv_imp_cand *k) {
  nv_func *g;
  nv_library *L = nv_lib_lookup(I->c, k->name, &g, NULL);
  nv_value *mine;
  nv_sum_entry *e;
  nv_imp_slot *slot;
  float thr_f;
  int thr, was_imported;
  if (!L || !g) return; /* no library defines it: left for the final check */
  mine = nv_module_lookup(I->m, k->name);
  if (mine && mine->kind == NV_V_FUNC && !((nv_func *)mine)->is_decl && !((nv_func *)mine)->import_src)
    return; /* the module defines it itself */
  if (mine && mine->kind == NV_V_FUNC && !((nv_func *)mine)->is_decl && !((nv_func *)mine)->imported)
    return; /* linked already */
  e = nv_lib_entry(L, k->name, 0);
  if (!e) return;
  thr_f = k->base * nv_imp_multiplier(I, k->hot);
  thr = (int)thr_f;
  slot = nv_imp_slot_find(I, e->guid, 1);
  if (slot->best >= thr_f) return; /* weighed before with at least this threshold */
  slot->best = thr_f;
  was_imported = (int)slot->imported;
  if (was_imported) {
    /* imported already, with a lower threshold: its callees get another chance */
    nv_imp_push_edges(I, L, k);
    return;
  }
  /* never-import rules */
  if (e->flags & NV_SUM_KERNEL) {
    nv_imp_fail(I, k, L, "Kernel", NULL);
    return;
  }
  if (e->flags & NV_SUM_NOT_IMPORTABLE) {
    nv_imp_fail(I, k, L, "NotEligible", "the summary marks it not importable");
    return;
  }
  if ((e->flags & NV_SUM_NOINLINE) && !I->force_all) {
    nv_imp_fail(I, k, L, "NoInline", "noinline (force-import-all imports it)");
    return;
  }
  if (e->priority == NV_PRIO_NOT_IMPORTABLE) {
    nv_imp_fail(I, k, L, "NotEligible", "priority 0");
    return;
  }
  if (e->priority != NV_PRIO_FORCE && !k->forced && (int64_t)e->insts > (int64_t)thr) {
    nv_imp_fail(I, k, L, "TooLarge", "cost %u > threshold %d", e->insts, thr);
    return;
  }
  if (I->cutoff >= 0 && I->count >= I->cutoff) {
    nv_imp_fail(I, k, L, "ImportCutoff", "%d functions imported (import-cutoff=%d)", I->count, I->cutoff);
    return;
  }
  if (I->print_imports) {
    nv_buf b = NV_BUF_INIT;
    nv_print_ident(&b, '@', k->name);
    if (e->priority == NV_PRIO_FORCE || k->forced)
      nv_imp_remark(I, "import %s from %s: cost %u, forced (priority %u) (hotness %s, level %u, %s)", b.data, L->name,
                    e->insts, e->priority, nv_hotness_name(k->hot), k->level, nv_imp_list_names[k->list]);
    else
      nv_imp_remark(I, "import %s from %s: cost %u <= threshold %d (hotness %s, level %u, %s)", b.data, L->name,
                    e->insts, thr, nv_hotness_name(k->hot), k->level, nv_imp_list_names[k->list]);
    nv_buf_free(&b);
  }
  if (!nv_lib_materialize(L, g) || !nv_imp_copy_function(I, L, g)) {
    I->errors++;
    return;
  }
  slot = nv_imp_slot_find(I, e->guid, 0);
  slot->imported = 1;
  I->count++;
  nv_imp_push_edges(I, L, k);
}

/* Runs one list: the candidates present, by priority (3, 2, 1, 0), each group in
 * discovery order; the secondary list repeats level by level as imports add to it. */
static void nv_imp_run_list(nv_importer *I, unsigned list) {
  uint32_t start = 0;
  while (start < I->lists[list].len && !I->errors) {
    uint32_t end = I->lists[list].len, i;
    int prio;
    for (prio = NV_PRIO_FORCE; prio >= NV_PRIO_NOT_IMPORTABLE && !I->errors; prio--)
      for (i = start; i < end && !I->errors; i++) {
        nv_imp_cand k = I->lists[list].data[i]; /* a copy: the list may grow */
        nv_func *g;
        nv_library *L = nv_lib_lookup(I->c, k.name, &g, NULL);
        nv_sum_entry *e = L && g ? nv_lib_entry(L, k.name, 0) : NULL;
        int p = e ? (int)e->priority : (int)NV_PRIO_NOT_IMPORTABLE;
        if (p != prio) continue;
        nv_imp_consider(I, &k);
      }
    start = end;
  }
}

/* The module's own calls and address-taken functions: the primary and tertiary lists. */
static void nv_imp_seed(nv_importer *I) {
  nv_func *f;
  for (f = I->m->funcs_first; f; f = f->next) {
    nv_block *bb;
    uint8_t *hot;
    uint32_t k = 0;
    if (f->is_decl || f->import_src) continue; /* the module's own code seeds the lists */
    hot = (uint8_t *)nv_xmalloc(f->nblocks + 1);
    nv_sum_block_hotness(f, hot);
    for (bb = f->first; bb; bb = bb->next, k++)
      NV_FOR_INSTS(In, bb) {
        uint32_t i = 0;
        if (In->v.opcode == NVCG_OP_CALL && In->ops[0].val->kind == NV_V_FUNC) {
          nv_func *g = (nv_func *)In->ops[0].val;
          i = 1;
          if (g->is_decl && !g->intrinsic) nv_imp_push(I, 0, g->v.name, f->v.name, I->limit, hot[k], 0);
        }
        for (; i < In->nops; i++) {
          nv_value *v = In->ops[i].val;
          while (v->kind == NV_V_CEXPR && NV_OP_IS_CAST(v->opcode)) v = ((nv_const *)v)->elems[0];
          if (v->kind == NV_V_FUNC && ((nv_func *)v)->is_decl && !((nv_func *)v)->intrinsic)
            nv_imp_push(I, 2, v->name, f->v.name, I->limit, NV_HOT_NONE, 0);
        }
      }
    nv_xfree(hot);
  }
  if (I->import_all) {
    uint32_t li, j;
    for (li = 0; li < I->c->libs->libs.len; li++) {
      nv_library *L = I->c->libs->libs.data[li];
      if (!nv_lib_index(I->c, L)) continue;
      for (j = 0; j < L->sum.e.len; j++) {
        nv_sum_entry *e = &L->sum.e.data[j];
        /* every definition the library exports; the never-import rules still apply */
        if (e->kind != NV_SUM_FUNC || (e->flags & NV_SUM_DECL) || e->linkage == NVCG_LINKAGE_INTERNAL ||
            e->linkage == NVCG_LINKAGE_PRIVATE)
          continue;
        nv_imp_push(I, 0, e->name, NULL, I->limit, NV_HOT_NONE, 0);
        nv_vec_last(&I->lists[0]).forced = 1;
      }
    }
  }
}

/* Links in, out of line, every library definition the module still refers to. */
static void nv_imp_link_needed(nv_importer *I) {
  int progress = 1;
  while (progress && !I->errors) {
    nv_func *f;
    nv_global *gv;
    progress = 0;
    for (f = I->m->funcs_first; f && !I->errors; f = f->next) {
      nv_func *g;
      nv_library *L;
      if (!f->is_decl || f->intrinsic || !f->v.uses) continue;
      L = nv_lib_lookup(I->c, f->v.name, &g, NULL);
      if (!L || !g) continue;
      if (!nv_lib_materialize(L, g) || !nv_imp_copy_function(I, L, g)) {
        I->errors++;
        break;
      }
      f->imported = 0; /* linked, not imported: not in the inliner's import statistics */
      f->import_md = 0;
      progress = 1;
      if (I->print_imports) {
        nv_buf b = NV_BUF_INIT;
        nv_print_ident(&b, '@', g->v.name);
        nv_imp_remark(I, "link %s from %s: needed, not imported", b.data, L->name);
        nv_buf_free(&b);
      }
    }
    for (gv = I->m->globals_first; gv && !I->errors; gv = gv->next) {
      nv_global *lg;
      nv_library *L;
      if (gv->init || !gv->v.uses) continue;
      L = nv_lib_lookup(I->c, gv->v.name, NULL, &lg);
      if (!L || !lg) continue;
      if (!nv_imp_resolve(&I->mappers[nv_imp_lib_index(I, L)], &lg->v) || !nv_imp_flush_pending(I, L, lg->v.name))
        I->errors++;
      progress = 1;
    }
  }
}

/* MINIMAL (issue 13, branch math, owns __nvvm_reflect and the -ftz/-prec-* options):
 * libdevice calls the plain function @__nvvm_reflect, which nothing defines. Its calls
 * become calls of the intrinsic llvm.nvvm.reflect, which the code generator answers
 * already (__CUDA_ARCH: the target's SM times ten; every other query 0) and which the
 * math branch's nvvm_reflect pass answers from the options once it lands. */
static void nv_imp_reflect_minimal(nv_module *m) {
  nv_value *v = nv_module_lookup(m, "__nvvm_reflect");
  nv_func *intr;
  nv_use *u, *next;
  if (!v || v->kind != NV_V_FUNC || !((nv_func *)v)->is_decl || !v->uses) return;
  intr = nv_intrinsic_declare(m, "llvm.nvvm.reflect");
  if (!intr || intr->fty != ((nv_func *)v)->fty) return;
  for (u = v->uses; u; u = next) {
    nv_inst *C = (nv_inst *)u->user;
    next = u->next;
    if (u->user->kind == NV_V_INST && C->v.opcode == NVCG_OP_CALL && C->ops[0].val == v && C->aux_type == intr->fty)
      nv_inst_set_op(C, 0, &intr->v);
  }
}

/* Every function a kernel can reach must be defined now: the first call to one that is
 * not is an error, located at the call. */
static void nv_imp_check_resolved(nv_importer *I) {
  nv_func *f;
  nv_set seen;
  NV_VEC(nv_func *) work = NV_VEC_INIT;
  nv_set_init(&seen, NV_MAP_PTR);
  for (f = I->m->funcs_first; f; f = f->next)
    if (f->is_kernel && !f->is_decl && nv_set_insert(&seen, (uintptr_t)f)) nv_vec_push(&work, f);
  while (work.len) {
    nv_func *g = nv_vec_pop(&work);
    nv_block *bb;
    for (bb = g->first; bb; bb = bb->next)
      NV_FOR_INSTS(C, bb) {
        nv_func *h;
        if (C->v.opcode != NVCG_OP_CALL || C->ops[0].val->kind != NV_V_FUNC) continue;
        h = (nv_func *)C->ops[0].val;
        if (h->intrinsic) continue;
        if (h->is_decl) {
          const char *file = g->src_file ? g->src_file : nv_lto_module_file(g->module);
          nv_diag(I->diag, NVCG_SEV_ERROR, file, C->line, C->col,
                  "'@%s' (reached from a kernel, in '@%s') is called but no module or library defines it",
                  h->v.name, g->v.name);
          I->errors++;
          h->is_decl = 2; /* report each function once */
          continue;
        }
        if (nv_set_insert(&seen, (uintptr_t)h)) nv_vec_push(&work, h);
      }
  }
  for (f = I->m->funcs_first; f; f = f->next)
    if (f->is_decl == 2) f->is_decl = 1;
  nv_vec_free(&work);
  nv_set_free(&seen);
}

static nvcg_status nv_lto_import(nv_module *m, const nvcg_options *o) {
  nv_importer I;
  nv_knob_values kv;
  nvcg_options defaults;
  uint32_t i;
  unsigned errs0 = m->ctx->diag.errors;
  if (!o) {
    nvcg_options_init(&defaults);
    o = &defaults;
  }
  memset(&I, 0, sizeof I);
  I.c = m->ctx;
  I.m = m;
  I.diag = &m->ctx->diag;
  if (!nv_knobs_resolve(I.diag, o, &kv)) return NVCG_ERROR;
  I.limit = (float)kv.num[NV_KNOB_IMPORT_INSTR_LIMIT];
  I.cutoff = (int)kv.num[NV_KNOB_IMPORT_CUTOFF];
  I.instr_evo = (float)nv_knob_float(kv.num[NV_KNOB_IMPORT_INSTR_EVOLUTION_FACTOR]);
  I.hot_evo = (float)nv_knob_float(kv.num[NV_KNOB_IMPORT_HOT_EVOLUTION_FACTOR]);
  I.hot_mult = (float)nv_knob_float(kv.num[NV_KNOB_IMPORT_HOT_MULTIPLIER]);
  I.crit_mult = (float)nv_knob_float(kv.num[NV_KNOB_IMPORT_CRITICAL_MULTIPLIER]);
  I.cold_mult = (float)nv_knob_float(kv.num[NV_KNOB_IMPORT_COLD_MULTIPLIER]);
  I.print_imports = (int)kv.num[NV_KNOB_PRINT_IMPORTS];
  I.print_failures = (int)kv.num[NV_KNOB_PRINT_IMPORT_FAILURES];
  I.import_md = (int)kv.num[NV_KNOB_ENABLE_IMPORT_METADATA];
  I.import_all = (int)kv.num[NV_KNOB_IMPORT_ALL_INDEX];
  I.force_all = (int)kv.num[NV_KNOB_FORCE_IMPORT_ALL];
  I.consts_with_refs = (int)kv.num[NV_KNOB_IMPORT_CONSTANTS_WITH_REFS];
  if (m->ctx->libs && m->ctx->libs->libs.len) {
    I.nmappers = m->ctx->libs->libs.len;
    I.mappers = (nv_lto_mapper *)nv_xcalloc(I.nmappers, sizeof(nv_lto_mapper));
    for (i = 0; i < I.nmappers; i++) nv_lto_mapper_init(&I.mappers[i], m, nv_imp_resolve, &I);
    nv_imp_seed(&I);
    nv_imp_run_list(&I, 0);
    nv_imp_run_list(&I, 1);
    nv_imp_run_list(&I, 2);
    nv_imp_link_needed(&I);
    nv_imp_reflect_minimal(m);
  }
  if (!I.errors) nv_imp_check_resolved(&I);
  for (i = 0; i < I.nmappers; i++) nv_lto_mapper_free(&I.mappers[i]);
  nv_xfree(I.mappers);
  for (i = 0; i < 3; i++) nv_vec_free(&I.lists[i]);
  nv_vec_free(&I.pending);
  nv_vec_free(&I.pending_src);
  nv_xfree(I.tab);
  if (I.errors || m->ctx->diag.errors != errs0) return NVCG_ERROR;
  return nvcg_verify_module(m);
}

#define NV_MATH_LIBRARY_NAME "nvcg-math"

/* LLVM's math intrinsics become library calls (math_intrinsics.c); then the built-in math
 * library is registered when the module calls any __nv_ function it only declares.
 * 0 when an intrinsic call could not be lowered (reported). */
static int nv_lto_want_math_library(nv_module *m) {
  nv_func *f;
  nv_buf text = NV_BUF_INIT;
  if (!nv_lto_lower_math_intrinsics(m)) return 0;
  for (f = m->funcs_first; f; f = f->next)
    if (f->is_decl && !f->intrinsic && f->v.uses && f->v.name && !strncmp(f->v.name, "__nv_", 5)) break;
  if (!f || nv_lib_by_name(m->ctx, nv_intern_cstr(&m->ctx->strs, NV_MATH_LIBRARY_NAME))) return 1;
  nv_math_library_text(&text);
  /* built-in: searched after every library the user registered (their libdevice wins) */
  nvcg_context_add_library(m->ctx, NV_MATH_LIBRARY_NAME, text.data, text.len, NVCG_LIBRARY_BUILTIN);
  nv_xfree(text.data);
  return 1;
}

/* What nvcg_compile and nvcgrun's ir engine do before running a module: __nv_ math
 * functions it only declares come from the built-in library, then whatever it calls is
 * imported from the libraries of its context; with no library at all, nothing happens
 * (nvcg_module_import, which the user asks for, verifies the module in any case). */
static nvcg_status nv_lto_import_if_any(nv_module *m, const nvcg_options *o) {
  if (!nv_lto_want_math_library(m)) return NVCG_ERROR;
  return m->ctx->libs && m->ctx->libs->libs.len ? nv_lto_import(m, o) : NVCG_OK;
}

static nvcg_status nv_unguarded_nvcg_module_import(nvcg_module *m, const nvcg_options *o) {
  if (!m) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  if (m->errors) {
    nv_diag(&m->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "module '%s' has %u error(s); not importing into it",
            m->name ? m->name : "", m->errors);
    return NVCG_ERROR;
  }
  if (!nv_lto_want_math_library(m)) return NVCG_ERROR;
  return nv_lto_import(m, o);
}

static nvcg_status nv_unguarded_nvcg_module_summary(const nvcg_module *m, char **out, size_t *len) {
  nv_summary s;
  nv_buf b = NV_BUF_INIT;
  if (out) *out = NULL;
  if (len) *len = 0;
  if (!m || !out) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  nv_sum_init(&s, m->name);
  nv_sum_build(&s, m);
  nv_sum_print(&s, &b);
  nv_sum_free(&s);
  *out = nv_buf_give(&b, len);
  return NVCG_OK;
}

/* After the IR passes: inliner-function-import-stats (how many imported functions the
 * inliner folded into every caller: an import that stays called cost compile time for
 * nothing), then the copies from libraries that nothing uses any more are dropped, as
 * ThinLTO's available_externally copies are once inlined. */
static void nv_lto_import_stats(nv_module *m, nv_diag_sink *diag, const char *mode) {
  nv_func *f, *next;
  unsigned n = 0, inlined = 0;
  int verbose = mode && !strcmp(mode, "verbose"), progress = 1;
  for (f = m->funcs_first; mode && *mode && f; f = f->next) {
    unsigned calls = 0;
    nv_use *u;
    if (!f->import_src || !f->imported) continue;
    n++;
    for (u = f->v.uses; u; u = u->next) calls++;
    if (!calls) inlined++;
    if (verbose)
      nv_diag(diag, NVCG_SEV_REMARK, NULL, 0, 0, "import stats: @%s from %s: %s", f->v.name, f->import_src,
              calls ? "still called" : "inlined into every caller");
  }
  if (mode && *mode)
    nv_diag(diag, NVCG_SEV_REMARK, NULL, 0, 0,
            "import stats: %u function(s) imported, %u inlined into every caller, %u still called", n, inlined,
            n - inlined);
  while (progress) {
    progress = 0;
    for (f = m->funcs_first; f; f = next) {
      next = f->next;
      if (!f->import_src || f->v.uses || f->linkage != NVCG_LINKAGE_INTERNAL) continue;
      nv_lto_remove_function(m, f);
      progress = 1;
    }
  }
}
