/* api.c -- the public API for contexts, types, constants, modules, globals, functions
 * and blocks (the builder's instructions are in builder.c). Each entry point checks its
 * arguments, reports misuse through the context's diagnostics and returns NULL / a
 * failed status rather than crash. */

#define NV_API_CHECK(cond, ctx, ret, ...)                                     \
  do {                                                                         \
    if (!(cond)) {                                                             \
      if (ctx) nv_diag(&(ctx)->diag, NVCG_SEV_ERROR, NULL, 0, 0, __VA_ARGS__); \
      return ret;                                                              \
    }                                                                          \
  } while (0)

/* Misuse with no context to report to (every handle was NULL) still must not crash:
 * it is reported on stderr. */
static const char *nv_api_name(const char *fn) {
  static const char prefix[] = "nv_unguarded_";
  return strncmp(fn, prefix, sizeof prefix - 1) ? fn : fn + sizeof prefix - 1;
}

static void nv_api_null(const char *fn) {
  fprintf(stderr, "nvcg: error: %s: called with a NULL handle\n", fn);
}

#define NV_NONNULL(p, ret)      \
  do {                          \
    if (!(p)) {                 \
      nv_api_null(NV_API_FUNC);    \
      return ret;               \
    }                           \
  } while (0)

/* ---- context ---- */
nvcg_context *nvcg_context_create(void) { return nv_context_new(); }

void nvcg_context_destroy(nvcg_context *ctx) {
  if (ctx) nv_context_free(ctx);
}

static void nv_unguarded_nvcg_context_set_diag_handler(nvcg_context *ctx, nvcg_diag_handler fn, void *user) {
  NV_NONNULL(ctx, );
  ctx->diag.fn = fn;
  ctx->diag.user = user;
}

unsigned nvcg_context_error_count(const nvcg_context *ctx) { return ctx ? ctx->diag.errors : 0; }
int nvcg_context_out_of_memory(const nvcg_context *ctx) { return ctx && ctx->out_of_memory; }

static void nv_unguarded_nvcg_context_report(nvcg_context *ctx, nvcg_severity severity, const char *file, unsigned line,
                         unsigned col, const char *message) {
  NV_NONNULL(ctx, );
  if ((unsigned)severity > NVCG_SEV_ERROR) severity = NVCG_SEV_ERROR;
  nv_diag(&ctx->diag, (int)severity, file, line, col, "%s", message ? message : "");
}

void nvcg_free(void *p) { NVCG_FREE(p); }

/* ---- types ---- */
static nvcg_type *nv_unguarded_nvcg_type_void(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_void;
}
static nvcg_type *nv_unguarded_nvcg_type_label(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_label;
}
static nvcg_type *nv_unguarded_nvcg_type_int(nvcg_context *ctx, unsigned bits) {
  NV_NONNULL(ctx, NULL);
  NV_API_CHECK(bits >= 1 && bits <= 128, ctx, NULL,
               "nvcg_type_int: integer width %u is out of range (1 to 128)", bits);
  return nv_type_int(ctx, bits);
}
static nvcg_type *nv_unguarded_nvcg_type_half(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_half;
}
static nvcg_type *nv_unguarded_nvcg_type_bfloat(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_bfloat;
}
static nvcg_type *nv_unguarded_nvcg_type_float(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_float;
}
static nvcg_type *nv_unguarded_nvcg_type_double(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_double;
}
static nvcg_type *nv_unguarded_nvcg_type_fp128(nvcg_context *ctx) {
  NV_NONNULL(ctx, NULL);
  return ctx->t_fp128;
}
static nvcg_type *nv_unguarded_nvcg_type_ptr(nvcg_context *ctx, unsigned addrspace) {
  NV_NONNULL(ctx, NULL);
  NV_API_CHECK(addrspace < (1u << 24), ctx, NULL, "nvcg_type_ptr: address space %u is out of range",
               addrspace);
  return nv_type_ptr(ctx, addrspace);
}

static int nv_valid_vector_elem(const nv_type *t) {
  return t->kind == NVCG_TYPE_INT || nv_type_is_fp(t) || t->kind == NVCG_TYPE_PTR;
}

/* A derived type the API hands out: components nest at most NV_MAX_NESTING deep (so the
 * recursive walks over types stay shallow) and the size fits in 64 bits. */
static nv_type *nv_api_derived(nv_context *c, nv_type *t, const char *api) {
  char buf[160];
  if (!t) return NULL;
  if (t->depth > NV_MAX_NESTING) {
    nv_diag(&c->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: types nest more than %u levels deep", api, NV_MAX_NESTING);
    return NULL;
  }
  if (nv_type_too_large(t)) {
    nvcg_type_print(t, buf, sizeof buf);
    nv_diag(&c->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: the size of %s does not fit in 64 bits", api, buf);
    return NULL;
  }
  return t;
}

static nvcg_type *nv_unguarded_nvcg_type_vector(nvcg_type *elem, unsigned count) {
  NV_NONNULL(elem, NULL);
  NV_API_CHECK(nv_valid_vector_elem(elem), elem->ctx, NULL,
               "nvcg_type_vector: vector elements must be integer, floating point or pointer");
  NV_API_CHECK(count >= 1 && count <= 65536, elem->ctx, NULL,
               "nvcg_type_vector: element count %u is out of range", count);
  return nv_type_vector(elem, count);
}

static nvcg_type *nv_unguarded_nvcg_type_array(nvcg_type *elem, uint64_t count) {
  NV_NONNULL(elem, NULL);
  NV_API_CHECK(nv_type_is_sized(elem), elem->ctx, NULL,
               "nvcg_type_array: array elements must be sized types");
  return nv_api_derived(elem->ctx, nv_type_array(elem, count), NV_API_FUNC);
}

static nvcg_type *nv_unguarded_nvcg_type_struct(nvcg_context *ctx, nvcg_type *const *fields, unsigned count, int packed) {
  unsigned i;
  NV_NONNULL(ctx, NULL);
  NV_API_CHECK(count == 0 || fields, ctx, NULL, "nvcg_type_struct: NULL field array");
  for (i = 0; i < count; i++)
    NV_API_CHECK(fields[i] && nv_type_is_sized(fields[i]), ctx, NULL,
                 "nvcg_type_struct: field %u is NULL or not a sized type", i);
  return nv_api_derived(ctx, nv_type_struct(ctx, fields, count, packed), NV_API_FUNC);
}

static nvcg_type *nv_unguarded_nvcg_type_struct_named(nvcg_context *ctx, const char *name) {
  NV_NONNULL(ctx, NULL);
  NV_API_CHECK(name && *name, ctx, NULL, "nvcg_type_struct_named: empty name");
  return nv_type_named_struct(ctx, name);
}

static nvcg_status nv_unguarded_nvcg_struct_set_body(nvcg_type *st, nvcg_type *const *fields, unsigned count, int packed) {
  unsigned i;
  NV_NONNULL(st, NVCG_ERROR);
  NV_API_CHECK(st->kind == NVCG_TYPE_STRUCT && st->name, st->ctx, NVCG_ERROR,
               "nvcg_struct_set_body: not an identified struct type");
  NV_API_CHECK(!st->has_body, st->ctx, NVCG_ERROR,
               "nvcg_struct_set_body: struct %%%s already has a body", st->name);
  NV_API_CHECK(count == 0 || fields, st->ctx, NVCG_ERROR, "nvcg_struct_set_body: NULL field array");
  for (i = 0; i < count; i++)
    /* sized fields only, so no struct can contain itself, however indirectly */
    NV_API_CHECK(fields[i] && (fields[i] != st) && nv_type_is_sized(fields[i]), st->ctx,
                 NVCG_ERROR, "nvcg_struct_set_body: field %u is NULL or not a sized type", i);
  for (i = 0; i < count; i++)
    NV_API_CHECK(fields[i]->depth < NV_MAX_NESTING, st->ctx, NVCG_ERROR,
                 "nvcg_struct_set_body: types nest more than %u levels deep", NV_MAX_NESTING);
  nv_type_set_body(st, fields, count, packed);
  if (nv_type_too_large(st)) {
    /* an identified struct keeps its body; make it opaque again so nothing uses it */
    st->has_body = 0;
    st->count = 0;
    st->lstate = NV_LAYOUT_UNKNOWN;
    nv_diag(&st->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "nvcg_struct_set_body: the size of %%%s does not fit in 64 bits",
            st->name);
    return NVCG_ERROR;
  }
  return NVCG_OK;
}

static nvcg_type *nv_unguarded_nvcg_type_function(nvcg_type *ret, nvcg_type *const *params, unsigned count, int vararg) {
  unsigned i;
  NV_NONNULL(ret, NULL);
  NV_API_CHECK(ret->kind == NVCG_TYPE_VOID || nv_type_is_first_class(ret), ret->ctx, NULL,
               "nvcg_type_function: invalid return type");
  NV_API_CHECK(count == 0 || params, ret->ctx, NULL, "nvcg_type_function: NULL parameter array");
  for (i = 0; i < count; i++)
    NV_API_CHECK(params[i] && nv_type_is_first_class(params[i]), ret->ctx, NULL,
                 "nvcg_type_function: parameter %u is NULL or not a first-class type", i);
  return nv_api_derived(ret->ctx, nv_type_func(ret, params, count, vararg), NV_API_FUNC);
}

static nvcg_type_kind nv_unguarded_nvcg_type_get_kind(const nvcg_type *t) {
  return t ? (nvcg_type_kind)t->kind : NVCG_TYPE_VOID;
}
static unsigned nv_unguarded_nvcg_type_int_bits(const nvcg_type *t) { return t && t->kind == NVCG_TYPE_INT ? t->bits : 0; }
static unsigned nv_unguarded_nvcg_type_addrspace(const nvcg_type *t) { return t && t->kind == NVCG_TYPE_PTR ? t->addrspace : 0; }
static nvcg_type *nv_unguarded_nvcg_type_element(const nvcg_type *t) { return t ? t->elem : NULL; }
static uint64_t nv_unguarded_nvcg_type_count(const nvcg_type *t) { return t ? t->count : 0; }
static nvcg_type *nv_unguarded_nvcg_type_field(const nvcg_type *t, unsigned i) {
  if (!t || (t->kind != NVCG_TYPE_STRUCT && t->kind != NVCG_TYPE_FUNCTION) || i >= t->count) return NULL;
  return t->fields[i];
}
static uint64_t nv_unguarded_nvcg_type_size(const nvcg_type *t) { return t && nv_type_is_sized(t) ? nv_type_alloc_size(t) : 0; }
static unsigned nv_unguarded_nvcg_type_align(const nvcg_type *t) { return t && nv_type_is_sized(t) ? nv_type_abi_align(t) : 0; }

static size_t nv_unguarded_nvcg_type_print(const nvcg_type *t, char *buf, size_t size) {
  nv_buf b = NV_BUF_INIT;
  size_t n;
  nv_type_print_upto(&b, t, size);
  n = b.len;
  if (size) {
    size_t k = n < size - 1 ? n : size - 1;
    if (b.data) memcpy(buf, b.data, k);
    buf[k] = 0;
  }
  nv_buf_free(&b);
  return n;
}

/* ---- modules ---- */
static nvcg_module *nv_unguarded_nvcg_module_create(nvcg_context *ctx, const char *name) {
  NV_NONNULL(ctx, NULL);
  return nv_module_new(ctx, name);
}
static void nv_unguarded_nvcg_module_destroy(nvcg_module *m) {
  if (m) nv_module_free(m);
}
static nvcg_context *nv_unguarded_nvcg_module_context(const nvcg_module *m) { return m ? m->ctx : NULL; }
unsigned nvcg_module_error_count(const nvcg_module *m) { return m ? m->errors : 0; }
static void nv_unguarded_nvcg_module_append_inline_asm(nvcg_module *m, const char *text) {
  NV_NONNULL(m, );
  NV_NONNULL(text, );
  nv_module_append_asm(m, text, strlen(text));
}

#define NV_MOD_CHECK(cond, m, ret, ...)     \
  do {                                      \
    if (!(cond)) {                          \
      nv_module_error((m), __VA_ARGS__);    \
      return ret;                           \
    }                                       \
  } while (0)

static nvcg_value *nv_unguarded_nvcg_global_add(nvcg_module *m, nvcg_type *ty, const char *name, unsigned addrspace) {
  NV_NONNULL(m, NULL);
  NV_MOD_CHECK(ty && nv_type_is_sized(ty), m, NULL,
               "nvcg_global_add: global '%s' needs a sized value type", name ? name : "");
  NV_MOD_CHECK(addrspace != NVCG_AS_LOCAL && addrspace != NVCG_AS_PARAM, m, NULL,
               "nvcg_global_add: global '%s' cannot live in address space %u", name ? name : "",
               addrspace);
  return &nv_global_new(m, ty, name, addrspace)->v;
}

static nvcg_value *nv_unguarded_nvcg_module_get_global(nvcg_module *m, const char *name) {
  nv_value *v;
  NV_NONNULL(m, NULL);
  v = nv_module_lookup(m, name);
  return v && v->kind == NV_V_GLOBAL ? v : NULL;
}

static nv_global *nv_api_global(nvcg_value *g, const char *fn) {
  if (!g) {
    nv_api_null(fn);
    return NULL;
  }
  if (g->kind != NV_V_GLOBAL) {
    nv_diag(&g->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: value is not a global variable", fn);
    return NULL;
  }
  return (nv_global *)g;
}

static void nv_unguarded_nvcg_global_set_initializer(nvcg_value *gv, nvcg_value *init) {
  nv_global *g = nv_api_global(gv, NV_API_FUNC);
  if (!g) return;
  if (init && (!nv_value_is_const(init) && init->kind != NV_V_GLOBAL && init->kind != NV_V_FUNC)) {
    nv_module_error(g->module, "nvcg_global_set_initializer: initializer of @%s is not a constant",
                    g->v.name);
    return;
  }
  if (init && (init->kind == NV_V_GLOBAL || init->kind == NV_V_FUNC) && nv_value_module(init) != g->module) {
    nv_module_error(g->module, "nvcg_global_set_initializer: initializer of @%s belongs to another module",
                    g->v.name);
    return;
  }
  if (init && init->type != g->vtype) {
    nv_module_error(g->module, "nvcg_global_set_initializer: initializer type does not match @%s",
                    g->v.name);
    return;
  }
  nv_global_set_init(g, init);
}

static void nv_unguarded_nvcg_global_set_constant(nvcg_value *gv, int is_constant) {
  nv_global *g = nv_api_global(gv, NV_API_FUNC);
  if (g) g->is_const = is_constant ? 1 : 0;
}

static void nv_unguarded_nvcg_global_set_align(nvcg_value *gv, unsigned align) {
  nv_global *g = nv_api_global(gv, NV_API_FUNC);
  if (!g) return;
  if (align & (align - 1)) {
    nv_module_error(g->module, "nvcg_global_set_align: alignment %u of @%s is not a power of two",
                    align, g->v.name);
    return;
  }
  g->align = align;
}

static void nv_unguarded_nvcg_global_set_linkage(nvcg_value *gv, nvcg_linkage linkage) {
  nv_global *g = nv_api_global(gv, NV_API_FUNC);
  if (!g) return;
  if ((unsigned)linkage > NVCG_LINKAGE_APPENDING) {
    nv_module_error(g->module, "nvcg_global_set_linkage: bad linkage %d", (int)linkage);
    return;
  }
  g->linkage = (uint8_t)linkage;
}

static void nv_unguarded_nvcg_global_set_externally_initialized(nvcg_value *gv, int yes) {
  nv_global *g = nv_api_global(gv, NV_API_FUNC);
  if (g) g->externally_initialized = yes ? 1 : 0;
}

/* ---- functions ---- */
static nvcg_value *nv_unguarded_nvcg_function_add(nvcg_module *m, const char *name, nvcg_type *fty) {
  nv_func *f;
  NV_NONNULL(m, NULL);
  NV_MOD_CHECK(name && *name, m, NULL, "nvcg_function_add: a function needs a name");
  NV_MOD_CHECK(fty && fty->kind == NVCG_TYPE_FUNCTION, m, NULL,
               "nvcg_function_add: '%s' needs a function type", name);
  NV_MOD_CHECK(!nv_module_lookup(m, name), m, NULL,
               "nvcg_function_add: the name '%s' is already taken in this module", name);
  if (strncmp(name, "llvm.", 5) == 0) {
    char err[256];
    const char *suffix;
    unsigned id = nv_intrinsic_lookup_typed(m->ctx, name, fty, &suffix); /* rows sharing a name: by type */
    NV_MOD_CHECK(id != NV_INTR_NONE, m, NULL, "nvcg_function_add: unknown intrinsic '%s'", name);
    NV_MOD_CHECK(nv_intrinsic_type_fits(id, fty, err, sizeof err), m, NULL, "nvcg_function_add: %s",
                 err);
    if (nv_intrinsic_info_of(id)->ret[0] == '@') {
      /* matrix families: the name alone gives the type */
      nv_type *want = nv_intrinsic_type(m->ctx, id, suffix, err, sizeof err);
      NV_MOD_CHECK(want, m, NULL, "nvcg_function_add: %s", err);
      NV_MOD_CHECK(want == fty || nv_intrinsic_alt_type_fits(m->ctx, id, suffix, fty), m, NULL,
                   "nvcg_function_add: '%s' does not have the type its name gives", name);
    }
    f = nv_func_new(m, name, fty);
    f->intrinsic = (uint16_t)id;
    return &f->v;
  }
  return &nv_func_new(m, name, fty)->v;
}

static nvcg_value *nv_unguarded_nvcg_module_get_function(nvcg_module *m, const char *name) {
  nv_value *v;
  NV_NONNULL(m, NULL);
  v = nv_module_lookup(m, name);
  return v && v->kind == NV_V_FUNC ? v : NULL;
}

static nv_func *nv_intrinsic_declare(nv_module *m, const char *name) {
  char err[256];
  const char *suffix;
  unsigned id;
  nv_value *v = nv_module_lookup(m, name);
  nv_type *fty;
  nv_func *f;
  if (v) {
    if (v->kind != NV_V_FUNC || !((nv_func *)v)->intrinsic) {
      nv_module_error(m, "'%s' is already defined and is not an intrinsic", name);
      return NULL;
    }
    return (nv_func *)v;
  }
  id = nv_intrinsic_lookup(m->ctx, name, &suffix);
  if (id == NV_INTR_NONE) {
    nv_module_error(m, "unknown intrinsic '%s'", name);
    return NULL;
  }
  fty = nv_intrinsic_type(m->ctx, id, suffix, err, sizeof err);
  if (!fty) {
    nv_module_error(m, "%s", err);
    return NULL;
  }
  f = nv_func_new(m, name, fty);
  f->intrinsic = (uint16_t)id;
  return f;
}

static nvcg_value *nv_unguarded_nvcg_intrinsic_get(nvcg_module *m, const char *name) {
  nv_func *f;
  NV_NONNULL(m, NULL);
  NV_NONNULL(name, NULL);
  f = nv_intrinsic_declare(m, name);
  return f ? &f->v : NULL;
}

static nv_func *nv_api_func(const nvcg_value *v, const char *fn) {
  if (!v) {
    nv_api_null(fn);
    return NULL;
  }
  if (v->kind != NV_V_FUNC) {
    nv_diag(&v->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: value is not a function", fn);
    return NULL;
  }
  return (nv_func *)v;
}

static nvcg_type *nv_unguarded_nvcg_function_type(const nvcg_value *fn) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  return f ? f->fty : NULL;
}
static unsigned nv_unguarded_nvcg_function_param_count(const nvcg_value *fn) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  return f ? f->nargs : 0;
}
static nvcg_value *nv_unguarded_nvcg_function_param(const nvcg_value *fn, unsigned i) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return NULL;
  NV_MOD_CHECK(i < f->nargs, f->module, NULL, "nvcg_function_param: @%s has no parameter %u",
               f->v.name, i);
  return &f->args[i]->v;
}
static void nv_unguarded_nvcg_function_set_kernel(nvcg_value *fn, int is_kernel) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (f) f->is_kernel = is_kernel ? 1 : 0;
}
static void nv_unguarded_nvcg_function_set_linkage(nvcg_value *fn, nvcg_linkage linkage) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return;
  NV_MOD_CHECK((unsigned)linkage <= NVCG_LINKAGE_APPENDING, f->module, ,
               "nvcg_function_set_linkage: bad linkage %d", (int)linkage);
  f->linkage = (uint8_t)linkage;
}
static void nv_unguarded_nvcg_function_set_callconv(nvcg_value *fn, unsigned cc) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return;
  f->cc = cc;
  if (cc == NVCG_CC_PTX_KERNEL) f->is_kernel = 1;
}
static void nv_unguarded_nvcg_function_add_attrs(nvcg_value *fn, unsigned attrs) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (f) f->attrs |= attrs;
}
static void nv_unguarded_nvcg_function_remove_attrs(nvcg_value *fn, unsigned attrs) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (f) f->attrs &= ~attrs;
}
static unsigned nv_unguarded_nvcg_function_attrs(const nvcg_value *fn) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  return f ? f->attrs : 0;
}
static void nv_unguarded_nvcg_function_set_maxntid(nvcg_value *fn, unsigned x, unsigned y, unsigned z) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return;
  f->maxntid[0] = x;
  f->maxntid[1] = y;
  f->maxntid[2] = z;
}
static void nv_unguarded_nvcg_function_set_reqntid(nvcg_value *fn, unsigned x, unsigned y, unsigned z) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return;
  f->reqntid[0] = x;
  f->reqntid[1] = y;
  f->reqntid[2] = z;
}
static void nv_unguarded_nvcg_function_set_minctasm(nvcg_value *fn, unsigned n) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (f) f->minctasm = n;
}
static void nv_unguarded_nvcg_function_set_maxnreg(nvcg_value *fn, unsigned n) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (f) f->maxnreg = n;
}
static void nv_unguarded_nvcg_function_set_cluster_dim(nvcg_value *fn, unsigned x, unsigned y, unsigned z) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return;
  f->cluster_dim[0] = x;
  f->cluster_dim[1] = y;
  f->cluster_dim[2] = z;
}
static void nv_unguarded_nvcg_function_set_maxclusterrank(nvcg_value *fn, unsigned n) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (f) f->maxclusterrank = n;
}

static nv_param_attrs *nv_api_pattrs(nvcg_value *fn, unsigned index, const char *api) {
  nv_func *f = nv_api_func(fn, api);
  if (!f) return NULL;
  if (index == NVCG_RETURN_INDEX) return &f->rattrs;
  if (index >= f->nargs) {
    nv_module_error(f->module, "%s: @%s has no parameter %u", api, f->v.name, index);
    return NULL;
  }
  return &f->pattrs[index];
}

static void nv_unguarded_nvcg_param_add_attrs(nvcg_value *fn, unsigned index, unsigned attrs) {
  nv_param_attrs *pa = nv_api_pattrs(fn, index, NV_API_FUNC);
  if (pa) pa->flags |= attrs & ~(unsigned)(NVCG_PARAM_BYVAL | NVCG_PARAM_SRET);
}
static void nv_unguarded_nvcg_param_set_align(nvcg_value *fn, unsigned index, unsigned align) {
  nv_param_attrs *pa = nv_api_pattrs(fn, index, NV_API_FUNC);
  if (!pa) return;
  if (align & (align - 1)) {
    nv_module_error(((nv_func *)fn)->module, "nvcg_param_set_align: %u is not a power of two", align);
    return;
  }
  pa->align = align;
}
static void nv_unguarded_nvcg_param_set_dereferenceable(nvcg_value *fn, unsigned index, uint64_t bytes) {
  nv_param_attrs *pa = nv_api_pattrs(fn, index, NV_API_FUNC);
  if (pa) pa->dereferenceable = bytes;
}
static void nv_param_set_typed(nvcg_value *fn, unsigned index, nvcg_type *ty, unsigned flag,
                               const char *api) {
  nv_param_attrs *pa = nv_api_pattrs(fn, index, api);
  nv_func *f = (nv_func *)fn;
  if (!pa) return;
  if (index == NVCG_RETURN_INDEX || !ty || !nv_type_is_sized(ty) ||
      f->fty->fields[index]->kind != NVCG_TYPE_PTR) {
    nv_module_error(f->module, "%s: needs a pointer parameter and a sized type", api);
    return;
  }
  pa->flags |= flag;
  pa->byval = ty;
}
static void nv_unguarded_nvcg_param_set_byval(nvcg_value *fn, unsigned index, nvcg_type *ty) {
  nv_param_set_typed(fn, index, ty, NVCG_PARAM_BYVAL, NV_API_FUNC);
}
static void nv_unguarded_nvcg_param_set_sret(nvcg_value *fn, unsigned index, nvcg_type *ty) {
  nv_param_set_typed(fn, index, ty, NVCG_PARAM_SRET, NV_API_FUNC);
}

static nvcg_block *nv_unguarded_nvcg_block_append(nvcg_value *fn, const char *name) {
  nv_func *f = nv_api_func(fn, NV_API_FUNC);
  if (!f) return NULL;
  NV_MOD_CHECK(!f->intrinsic, f->module, NULL, "nvcg_block_append: intrinsic @%s cannot have a body",
               f->v.name);
  return nv_block_new(f, name, NULL);
}
static nvcg_value *nv_unguarded_nvcg_block_as_value(nvcg_block *bb) { return bb ? &bb->v : NULL; }
static nvcg_value *nv_unguarded_nvcg_block_parent(const nvcg_block *bb) { return bb ? &bb->parent->v : NULL; }

static void nv_unguarded_nvcg_value_set_name(nvcg_value *v, const char *name) {
  nv_context *c;
  NV_NONNULL(v, );
  c = v->type->ctx;
  if (v->kind == NV_V_FUNC || v->kind == NV_V_GLOBAL) {
    nv_module *m = v->kind == NV_V_FUNC ? ((nv_func *)v)->module : ((nv_global *)v)->module;
    if (!name || !*name) {
      nv_module_error(m, "nvcg_value_set_name: functions and globals must keep a name");
      return;
    }
    nv_map_erase(&m->symtab, (uintptr_t)v->name);
    v->name = nv_module_unique_name(m, name);
    nv_map_put(&m->symtab, (uintptr_t)v->name, (uintptr_t)v);
    return;
  }
  if (nv_value_is_const(v)) {
    nv_diag(&c->diag, NVCG_SEV_ERROR, NULL, 0, 0, "nvcg_value_set_name: constants have no names");
    return;
  }
  v->name = name && *name ? nv_intern_cstr(&c->strs, name) : NULL;
}
static const char *nv_unguarded_nvcg_value_name(const nvcg_value *v) { return v && v->name ? v->name : ""; }
static nvcg_type *nv_unguarded_nvcg_value_type(const nvcg_value *v) { return v ? v->type : NULL; }

static void nv_unguarded_nvcg_value_replace_all_uses(nvcg_value *old, nvcg_value *with) {
  NV_NONNULL(old, );
  NV_NONNULL(with, );
  if (old->type != with->type) {
    nv_diag(&old->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_value_replace_all_uses: the replacement has a different type");
    return;
  }
  if (nv_value_is_const(old)) {
    nv_diag(&old->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_value_replace_all_uses: constants are shared and cannot be replaced");
    return;
  }
  /* Uses must not cross modules: they would dangle once one module is destroyed. */
  if (!nv_value_is_const(with) && nv_value_module(with) != nv_value_module(old)) {
    nv_diag(&old->type->ctx->diag, NVCG_SEV_ERROR, NULL, 0, 0,
            "nvcg_value_replace_all_uses: the replacement belongs to another module");
    return;
  }
  nv_value_rauw(old, with);
}

/* ---- constants ---- */
static nvcg_value *nv_unguarded_nvcg_const_int(nvcg_type *ty, uint64_t v) { return nvcg_const_int_wide(ty, v, 0); }

static nvcg_value *nv_unguarded_nvcg_const_int_signed(nvcg_type *ty, int64_t v) {
  return nvcg_const_int_wide(ty, (uint64_t)v, v < 0 ? ~0ull : 0);
}

static nvcg_value *nv_unguarded_nvcg_const_int_wide(nvcg_type *ty, uint64_t lo, uint64_t hi) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(ty->kind == NVCG_TYPE_INT, ty->ctx, NULL, "nvcg_const_int: not an integer type");
  return nv_const_int(ty, lo, hi);
}

static nvcg_value *nv_unguarded_nvcg_const_fp(nvcg_type *ty, double v) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(nv_type_is_fp(ty), ty->ctx, NULL, "nvcg_const_fp: not a floating-point type");
  return nv_const_fp_double(ty, v);
}

static nvcg_value *nv_unguarded_nvcg_const_fp_bits(nvcg_type *ty, uint64_t lo, uint64_t hi) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(nv_type_is_fp(ty), ty->ctx, NULL, "nvcg_const_fp_bits: not a floating-point type");
  return nv_const_fp_bits(ty, lo, hi);
}

static nvcg_value *nv_unguarded_nvcg_const_null(nvcg_type *ty) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(ty->kind == NVCG_TYPE_PTR, ty->ctx, NULL, "nvcg_const_null: not a pointer type");
  return nv_const_simple(ty->ctx, NV_V_CNULL, ty);
}

static nvcg_value *nv_unguarded_nvcg_const_undef(nvcg_type *ty) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(nv_type_is_first_class(ty), ty->ctx, NULL, "nvcg_const_undef: not a value type");
  return nv_const_simple(ty->ctx, NV_V_UNDEF, ty);
}

static nvcg_value *nv_unguarded_nvcg_const_poison(nvcg_type *ty) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(nv_type_is_first_class(ty), ty->ctx, NULL, "nvcg_const_poison: not a value type");
  return nv_const_simple(ty->ctx, NV_V_POISON, ty);
}

/* The canonical zero of a type: integer 0, +0.0, null, or zeroinitializer. */
static nv_value *nv_const_zero_of(nv_type *ty) {
  switch (ty->kind) {
  case NVCG_TYPE_INT: return nv_const_int(ty, 0, 0);
  case NVCG_TYPE_PTR: return nv_const_simple(ty->ctx, NV_V_CNULL, ty);
  case NVCG_TYPE_HALF: case NVCG_TYPE_BFLOAT: case NVCG_TYPE_FLOAT: case NVCG_TYPE_DOUBLE:
  case NVCG_TYPE_FP128: return nv_const_fp_bits(ty, 0, 0);
  default: return nv_const_simple(ty->ctx, NV_V_CZERO, ty);
  }
}

static nvcg_value *nv_unguarded_nvcg_const_zero(nvcg_type *ty) {
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(nv_type_is_sized(ty), ty->ctx, NULL, "nvcg_const_zero: not a sized type");
  return nv_const_zero_of(ty);
}

static int nv_elems_const(nv_context *c, nvcg_value *const *elems, unsigned count, const char *api) {
  unsigned i;
  if (count && !elems) {
    nv_diag(&c->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: NULL element array", api);
    return 0;
  }
  for (i = 0; i < count; i++) {
    if (!elems[i] || !(nv_value_is_const(elems[i]) || elems[i]->kind == NV_V_GLOBAL ||
                       elems[i]->kind == NV_V_FUNC)) {
      nv_diag(&c->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: element %u is NULL or not a constant", api, i);
      return 0;
    }
    if (nv_const_depth(elems[i]) >= NV_MAX_NESTING) {
      nv_diag(&c->diag, NVCG_SEV_ERROR, NULL, 0, 0, "%s: constants nest more than %u levels deep", api,
              NV_MAX_NESTING);
      return 0;
    }
  }
  return 1;
}

static nvcg_value *nv_unguarded_nvcg_const_vector(nvcg_value *const *elems, unsigned count) {
  nv_type *et;
  unsigned i;
  if (!count || !elems || !elems[0]) {
    nv_api_null(NV_API_FUNC);
    return NULL;
  }
  et = elems[0]->type;
  if (!nv_elems_const(et->ctx, elems, count, NV_API_FUNC)) return NULL;
  for (i = 0; i < count; i++)
    NV_API_CHECK(elems[i]->type == et, et->ctx, NULL, "nvcg_const_vector: element %u has another type", i);
  NV_API_CHECK(nv_valid_vector_elem(et), et->ctx, NULL, "nvcg_const_vector: bad element type");
  return nv_const_agg(nv_type_vector(et, count), elems, count);
}

static nvcg_value *nv_unguarded_nvcg_const_array(nvcg_type *ty, nvcg_value *const *elems, unsigned count) {
  unsigned i;
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(ty->kind == NVCG_TYPE_ARRAY && ty->count == count, ty->ctx, NULL,
               "nvcg_const_array: type is not an array of %u elements", count);
  if (!nv_elems_const(ty->ctx, elems, count, NV_API_FUNC)) return NULL;
  for (i = 0; i < count; i++)
    NV_API_CHECK(elems[i]->type == ty->elem, ty->ctx, NULL, "nvcg_const_array: element %u has the wrong type", i);
  return nv_const_agg(ty, elems, count);
}

static nvcg_value *nv_unguarded_nvcg_const_struct(nvcg_type *ty, nvcg_value *const *elems, unsigned count) {
  unsigned i;
  NV_NONNULL(ty, NULL);
  NV_API_CHECK(ty->kind == NVCG_TYPE_STRUCT && ty->has_body && ty->count == count, ty->ctx, NULL,
               "nvcg_const_struct: type is not a struct of %u fields", count);
  if (!nv_elems_const(ty->ctx, elems, count, NV_API_FUNC)) return NULL;
  for (i = 0; i < count; i++)
    NV_API_CHECK(elems[i]->type == ty->fields[i], ty->ctx, NULL,
                 "nvcg_const_struct: field %u has the wrong type", i);
  return nv_const_agg(ty, elems, count);
}

static nvcg_value *nv_unguarded_nvcg_const_string(nvcg_context *ctx, const char *bytes, size_t len, int add_nul) {
  uint8_t *tmp;
  nv_value *v;
  NV_NONNULL(ctx, NULL);
  NV_API_CHECK(len == 0 || bytes, ctx, NULL, "nvcg_const_string: NULL bytes");
  NV_API_CHECK(len < (1u << 30), ctx, NULL, "nvcg_const_string: string too long");
  tmp = (uint8_t *)nv_xmalloc(len + 1);
  if (len) memcpy(tmp, bytes, len);
  tmp[len] = 0;
  v = nv_const_data(ctx, tmp, (uint32_t)(len + (add_nul ? 1 : 0)));
  nv_xfree(tmp);
  return v;
}

static int nv_unguarded_nvcg_value_is_constant(const nvcg_value *v) { return v && nv_value_is_const(v); }

static int nv_unguarded_nvcg_const_int_value(const nvcg_value *v, uint64_t *lo, uint64_t *hi) {
  if (!v || v->kind != NV_V_CINT) return 0;
  if (lo) *lo = ((const nv_const *)v)->ci[0];
  if (hi) *hi = ((const nv_const *)v)->ci[1];
  return 1;
}
