/* library.c -- library modules registered in a context, read lazily.
 *
 * nvcg_context_add_library keeps the text (or a pointer to it) and nothing else. The
 * first time an import looks for a symbol, every library before the one that defines it
 * in search order is indexed: the reader runs in lazy mode (ir/reader.c), parsing types,
 * globals with their initialisers and function headers, and skimming function bodies
 * (recording where each starts and counting its instructions). The summary is built
 * from that: globals in full, functions from their headers and counts, their call edges
 * once their bodies are parsed -- which happens only for functions that are imported or
 * linked, and once per context. A summary given with nvcg_context_set_library_summary
 * (nvcgc --summary-file) replaces the computed one. Search order: user libraries in
 * registration order, then NVCG_LIBRARY_BUILTIN ones, so a user's libdevice wins over
 * nvcg's own math library. */

static nv_lto_libs *nv_libs_of(nv_context *c) {
  if (!c->libs) c->libs = (nv_lto_libs *)nv_xcalloc(1, sizeof(nv_lto_libs));
  return c->libs;
}

static nv_library *nv_lib_by_name(nv_context *c, const char *interned) {
  uint32_t i;
  if (!c->libs) return NULL;
  for (i = 0; i < c->libs->libs.len; i++)
    if (c->libs->libs.data[i]->name == interned) return c->libs->libs.data[i];
  return NULL;
}

static nvcg_status nv_unguarded_nvcg_context_add_library(nvcg_context *ctx, const char *name, const char *text, size_t len,
                                     unsigned flags) {
  nv_lto_libs *ls;
  nv_library *L;
  uint32_t at;
  if (!ctx || !name || (!text && len)) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  if (!*name) {
    nv_diag(&ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "a library needs a name");
    return NVCG_ERROR;
  }
  if (flags & ~(unsigned)(NVCG_LIBRARY_BUILTIN | NVCG_LIBRARY_STATIC_TEXT)) {
    nv_diag(&ctx->diag, NVCG_SEV_ERROR, name, 0, 0, "unknown library flags 0x%x", flags);
    return NVCG_ERROR;
  }
  if (nv_lib_by_name(ctx, nv_intern_cstr(&ctx->strs, name))) {
    nv_diag(&ctx->diag, NVCG_SEV_ERROR, name, 0, 0, "a library named '%s' is already registered", name);
    return NVCG_ERROR;
  }
  ls = nv_libs_of(ctx);
  L = (nv_library *)nv_xcalloc(1, sizeof *L);
  L->name = nv_intern_cstr(&ctx->strs, name);
  L->flags = flags;
  L->order = ls->next_order++;
  L->len = len;
  if (flags & NVCG_LIBRARY_STATIC_TEXT) {
    L->text = text ? text : "";
  } else {
    L->text_copy = (char *)nv_xmalloc(len + 1);
    if (len) memcpy(L->text_copy, text, len);
    L->text_copy[len] = 0;
    L->text = L->text_copy;
  }
  nv_sum_init(&L->sum, L->name);
  nv_map_init(&L->lazy, NV_MAP_PTR);
  /* user libraries before built-in ones, each group in registration order */
  nv_vec_push(&ls->libs, L);
  for (at = ls->libs.len - 1; at > 0; at--) {
    nv_library *prev = ls->libs.data[at - 1];
    if ((prev->flags & NVCG_LIBRARY_BUILTIN) && !(flags & NVCG_LIBRARY_BUILTIN)) {
      ls->libs.data[at] = prev;
      ls->libs.data[at - 1] = L;
    } else {
      break;
    }
  }
  return NVCG_OK;
}

static nvcg_status nv_unguarded_nvcg_context_set_library_summary(nvcg_context *ctx, const char *text, size_t len, const char *filename) {
  nv_summary s;
  nv_library *L;
  if (!ctx || (!text && len)) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  if (!filename) filename = "<summary>";
  nv_sum_init(&s, NULL);
  if (!nv_sum_parse(ctx, text ? text : "", len, filename, &s)) {
    nv_sum_free(&s);
    return NVCG_ERROR;
  }
  L = nv_lib_by_name(ctx, s.module);
  if (!L && ctx->libs) {
    /* a summary made from "lib.ll" applies to a library registered as "dir/lib.ll" when
     * no other library has that file name */
    const char *want = strrchr(s.module, '/') ? strrchr(s.module, '/') + 1 : s.module;
    uint32_t i, hits = 0;
    for (i = 0; i < ctx->libs->libs.len; i++) {
      const char *n = ctx->libs->libs.data[i]->name, *base = strrchr(n, '/') ? strrchr(n, '/') + 1 : n;
      if (!strcmp(base, want)) L = ctx->libs->libs.data[i], hits++;
    }
    if (hits != 1) L = NULL;
  }
  if (!L) {
    nv_diag(&ctx->diag, NVCG_SEV_ERROR, filename, 0, 0,
            "the summary is of module '%s', but no library of that name is registered", s.module);
    nv_sum_free(&s);
    return NVCG_ERROR;
  }
  nv_sum_free(&L->sum);
  L->sum = s;
  L->sum_given = 1;
  return NVCG_OK;
}

static void nv_lto_libs_free(nv_context *c) {
  uint32_t i;
  if (!c->libs) return;
  for (i = 0; i < c->libs->libs.len; i++) {
    nv_library *L = c->libs->libs.data[i];
    if (L->rd) nv_rd_free(L->rd);
    if (L->m) nv_module_free(L->m);
    nv_sum_free(&L->sum);
    nv_map_free(&L->lazy);
    nv_xfree(L->text_copy);
    nv_xfree(L);
  }
  nv_vec_free(&c->libs->libs);
  nv_xfree(c->libs);
  c->libs = NULL;
}

static int nv_lib_index(nv_context *c, nv_library *L) {
  uint32_t i;
  nv_func *f;
  nv_global *g;
  if (L->state) return L->state > 0;
  if (nv_rd_parse_lazy(c, L->text, L->len, L->name, &L->m, &L->rd) != NVCG_OK) {
    nv_diag(&c->diag, NVCG_SEV_ERROR, L->name, 0, 0, "library '%s' cannot be read; nothing is imported from it",
            L->name);
    L->state = -1;
    return 0;
  }
  L->state = 1;
  for (i = 0; i < L->rd->lazies.len; i++) nv_map_put(&L->lazy, (uintptr_t)L->rd->lazies.data[i].f, i + 1);
  if (L->sum_given) return 1;
  for (g = L->m->globals_first; g; g = g->next) nv_sum_global(&L->sum, g);
  for (f = L->m->funcs_first; f; f = f->next) {
    uintptr_t x;
    if (f->intrinsic) continue;
    if (nv_map_get(&L->lazy, (uintptr_t)f, &x)) nv_sum_header(&L->sum, f, L->rd->lazies.data[x - 1].insts);
    else nv_sum_function(&L->sum, f);
  }
  return 1;
}

static int nv_lib_defines(nv_library *L, nv_value *v) {
  if (v->kind == NV_V_GLOBAL) return ((nv_global *)v)->init != NULL;
  if (v->kind != NV_V_FUNC || ((nv_func *)v)->intrinsic) return 0;
  return !((nv_func *)v)->is_decl || nv_map_get(&L->lazy, (uintptr_t)v, NULL);
}

static nv_library *nv_lib_lookup(nv_context *c, const char *name, nv_func **f, nv_global **g) {
  uint32_t i;
  if (f) *f = NULL;
  if (g) *g = NULL;
  if (!c->libs) return NULL;
  for (i = 0; i < c->libs->libs.len; i++) {
    nv_library *L = c->libs->libs.data[i];
    nv_value *v;
    if (!nv_lib_index(c, L)) continue;
    v = nv_module_lookup(L->m, name);
    if (!v || !nv_lib_defines(L, v)) continue;
    /* internal symbols are the library's own business */
    if ((v->kind == NV_V_FUNC && (((nv_func *)v)->linkage == NVCG_LINKAGE_INTERNAL ||
                                  ((nv_func *)v)->linkage == NVCG_LINKAGE_PRIVATE)) ||
        (v->kind == NV_V_GLOBAL && (((nv_global *)v)->linkage == NVCG_LINKAGE_INTERNAL ||
                                    ((nv_global *)v)->linkage == NVCG_LINKAGE_PRIVATE)))
      continue;
    if (v->kind == NV_V_FUNC && f) *f = (nv_func *)v;
    if (v->kind == NV_V_GLOBAL && g) *g = (nv_global *)v;
    return L;
  }
  return NULL;
}

static int nv_lib_materialize(nv_library *L, nv_func *f) {
  uintptr_t x;
  if (!nv_map_get(&L->lazy, (uintptr_t)f, &x)) return !f->is_decl;
  if (nv_rd_materialize(L->rd, (uint32_t)(x - 1))) return 1;
  if (f->first) nv_lto_drop_body(f);
  return 0;
}

static nv_sum_entry *nv_lib_entry(nv_library *L, const char *name, int need_edges) {
  nv_sum_entry *e = nv_sum_find(&L->sum, name);
  nv_value *v = nv_module_lookup(L->m, name);
  uintptr_t x;
  if (!e && v && v->kind == NV_V_FUNC) {
    /* a given summary that leaves this function out: summarise it here */
    nv_func *f = (nv_func *)v;
    e = nv_map_get(&L->lazy, (uintptr_t)f, &x) ? nv_sum_header(&L->sum, f, L->rd->lazies.data[x - 1].insts)
                                               : nv_sum_function(&L->sum, f);
  } else if (!e && v && v->kind == NV_V_GLOBAL) {
    e = nv_sum_global(&L->sum, (nv_global *)v);
  }
  if (e && need_edges && !e->edges_known && v && v->kind == NV_V_FUNC) {
    if (!nv_lib_materialize(L, (nv_func *)v)) return NULL;
    e = nv_sum_function(&L->sum, (nv_func *)v);
  }
  return e;
}
