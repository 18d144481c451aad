/* type.c -- uniqued types, the NVPTX 64-bit data layout, type printing.
 *
 * Layout rules are those of NVPTX's datalayout "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
 * under LLVM's defaults: integers align to the smallest listed integer width at least
 * as wide (i1..i8 -> 1, i16 -> 2, i24/i32 -> 4, i33..i64 -> 8, wider -> 16), pointers are
 * 64-bit in every address space, vectors align to their size rounded up to a power of
 * two, arrays to their element, structs to their widest field (1 when packed). */

static nv_type *nv_type_alloc(nv_context *c, unsigned kind) {
  nv_type *t = NV_NEW(&c->arena, nv_type);
  t->kind = (uint8_t)kind;
  t->ctx = c;
  t->id = c->next_type_id++;
  return t;
}

static nv_type *nv_type_int(nv_context *c, unsigned bits) {
  if (bits < 1 || bits > 128) return NULL;
  if (!c->t_int[bits]) {
    nv_type *t = nv_type_alloc(c, NVCG_TYPE_INT);
    t->bits = bits;
    c->t_int[bits] = t;
  }
  return c->t_int[bits];
}

static nv_type *nv_type_ptr(nv_context *c, unsigned as) {
  uintptr_t v;
  nv_type *t;
  if (as < NV_ARRAY_LEN(c->t_ptr) && c->t_ptr[as]) return c->t_ptr[as];
  if (as >= NV_ARRAY_LEN(c->t_ptr) && nv_map_get(&c->ptr_types, (uintptr_t)as, &v)) return (nv_type *)v;
  t = nv_type_alloc(c, NVCG_TYPE_PTR);
  t->addrspace = as;
  if (as < NV_ARRAY_LEN(c->t_ptr)) c->t_ptr[as] = t;
  else nv_map_put(&c->ptr_types, (uintptr_t)as, (uintptr_t)t);
  return t;
}

/* Derived types (vector, array, literal struct, function) are uniqued in one
 * open-addressing table keyed by a structural hash over component type ids. */
static uint64_t nv_type_shash(unsigned kind, nv_type *elem, uint64_t count, nv_type *const *f,
                              unsigned nf, unsigned flag) {
  uint64_t h = nv_hash_combine(NV_FNV_OFFSET, kind);
  unsigned i;
  h = nv_hash_combine(h, elem ? elem->id + 1 : 0);
  h = nv_hash_combine(h, count);
  h = nv_hash_combine(h, flag);
  for (i = 0; i < nf; i++) h = nv_hash_combine(h, f[i]->id);
  return h;
}

static int nv_type_same(const nv_type *t, unsigned kind, nv_type *elem, uint64_t count,
                        nv_type *const *f, unsigned nf, unsigned flag) {
  unsigned i;
  if (t->kind != kind || t->elem != elem || t->name) return 0;
  if (kind == NVCG_TYPE_STRUCT || kind == NVCG_TYPE_FUNCTION) {
    if (t->count != nf) return 0;
    if ((kind == NVCG_TYPE_STRUCT ? t->packed : t->vararg) != flag) return 0;
    for (i = 0; i < nf; i++)
      if (t->fields[i] != f[i]) return 0;
    return 1;
  }
  return t->count == count;
}

static void nv_thash_grow(nv_context *c) {
  uint32_t n = c->nthash ? c->nthash * 2 : 256, i;
  nv_type **h = (nv_type **)nv_xcalloc(n, sizeof *h);
  for (i = 0; i < c->nthash; i++) {
    nv_type *t = c->thash[i];
    if (t) {
      uint32_t at = (uint32_t)nv_type_shash(t->kind, t->elem,
                                            t->kind == NVCG_TYPE_STRUCT ||
                                                    t->kind == NVCG_TYPE_FUNCTION
                                                ? 0
                                                : t->count,
                                            t->fields,
                                            t->kind == NVCG_TYPE_STRUCT ||
                                                    t->kind == NVCG_TYPE_FUNCTION
                                                ? (unsigned)t->count
                                                : 0,
                                            t->kind == NVCG_TYPE_STRUCT ? t->packed : t->vararg) &
                    (n - 1);
      while (h[at]) at = (at + 1) & (n - 1);
      h[at] = t;
    }
  }
  nv_xfree(c->thash);
  c->thash = h;
  c->nthash = n;
}

static nv_type *nv_type_derived(nv_context *c, unsigned kind, nv_type *elem, uint64_t count,
                                nv_type *const *f, unsigned nf, unsigned flag) {
  uint32_t at;
  nv_type *t;
  unsigned i;
  if ((c->ntypes + 1) * 4 >= c->nthash * 3) nv_thash_grow(c);
  at = (uint32_t)nv_type_shash(kind, elem, count, f, nf, flag) & (c->nthash - 1);
  while ((t = c->thash[at]) != NULL) {
    if (nv_type_same(t, kind, elem, count, f, nf, flag)) return t;
    at = (at + 1) & (c->nthash - 1);
  }
  t = nv_type_alloc(c, kind);
  t->elem = elem;
  t->count = count;
  t->depth = elem ? elem->depth + 1 : 1;
  for (i = 0; i < nf; i++) t->depth = NV_MAX(t->depth, f[i]->depth + 1);
  if (kind == NVCG_TYPE_STRUCT || kind == NVCG_TYPE_FUNCTION) {
    t->count = nf;
    t->fields = NV_NEW_ARRAY(&c->arena, nv_type *, nf ? nf : 1);
    for (i = 0; i < nf; i++) t->fields[i] = f[i];
    if (kind == NVCG_TYPE_STRUCT) {
      t->packed = (uint8_t)flag;
      t->has_body = 1;
    } else {
      t->vararg = (uint8_t)flag;
    }
  }
  c->thash[at] = t;
  c->ntypes++;
  return t;
}

static nv_type *nv_type_vector(nv_type *elem, unsigned n) {
  return nv_type_derived(elem->ctx, NVCG_TYPE_VECTOR, elem, n, NULL, 0, 0);
}

static nv_type *nv_type_array(nv_type *elem, uint64_t n) {
  return nv_type_derived(elem->ctx, NVCG_TYPE_ARRAY, elem, n, NULL, 0, 0);
}

static nv_type *nv_type_struct(nv_context *c, nv_type *const *f, unsigned n, int packed) {
  return nv_type_derived(c, NVCG_TYPE_STRUCT, NULL, 0, f, n, packed ? 1u : 0u);
}

static nv_type *nv_type_func(nv_type *ret, nv_type *const *p, unsigned n, int vararg) {
  return nv_type_derived(ret->ctx, NVCG_TYPE_FUNCTION, ret, 0, p, n, vararg ? 1u : 0u);
}

static nv_type *nv_type_named_struct(nv_context *c, const char *name) {
  const char *in = nv_intern_cstr(&c->strs, name);
  uintptr_t v;
  nv_type *t;
  if (nv_map_get(&c->named_structs, (uintptr_t)in, &v)) return (nv_type *)v;
  t = nv_type_alloc(c, NVCG_TYPE_STRUCT);
  t->name = in;
  nv_map_put(&c->named_structs, (uintptr_t)in, (uintptr_t)t);
  return t;
}

static void nv_type_set_body(nv_type *t, nv_type *const *f, unsigned n, int packed) {
  unsigned i;
  t->fields = NV_NEW_ARRAY(&t->ctx->arena, nv_type *, n ? n : 1);
  for (i = 0; i < n; i++) t->fields[i] = f[i];
  t->count = n;
  t->packed = packed ? 1 : 0;
  t->has_body = 1;
  t->depth = 1;
  for (i = 0; i < n; i++) t->depth = NV_MAX(t->depth, f[i]->depth + 1);
}

static int nv_type_is_fp(const nv_type *t) {
  return t->kind == NVCG_TYPE_HALF || t->kind == NVCG_TYPE_BFLOAT || t->kind == NVCG_TYPE_FLOAT ||
         t->kind == NVCG_TYPE_DOUBLE || t->kind == NVCG_TYPE_FP128;
}

static int nv_type_is_aggregate(const nv_type *t) {
  return t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_STRUCT;
}

static int nv_type_is_first_class(const nv_type *t) {
  return t->kind != NVCG_TYPE_VOID && t->kind != NVCG_TYPE_FUNCTION && t->kind != NVCG_TYPE_LABEL;
}

static int nv_type_is_sized(const nv_type *t) { return nv_type_layout(t) != NV_LAYOUT_UNKNOWN; }

static nv_type *nv_type_scalar(nv_type *t) { return t->kind == NVCG_TYPE_VECTOR ? t->elem : t; }

/* Whether `as` is a specific state space that a generic pointer can point into and
 * cvta converts to and from: global, shared::cta, const, local and shared::cluster. The
 * verifier's known spaces are these plus generic and param; infer_as and the selector's
 * generic-pointer stripping narrow generic pointers to these. */
static int nv_as_is_specific(unsigned as) {
  return as == NVCG_AS_GLOBAL || as == NVCG_AS_SHARED || as == NVCG_AS_CONST || as == NVCG_AS_LOCAL ||
         as == NVCG_AS_SHARED_CLUSTER;
}
static int nv_type_is_int_or_intvec(const nv_type *t) {
  return nv_type_scalar((nv_type *)t)->kind == NVCG_TYPE_INT;
}
static int nv_type_is_fp_or_fpvec(const nv_type *t) { return nv_type_is_fp(nv_type_scalar((nv_type *)t)); }
static int nv_type_is_ptr_or_ptrvec(const nv_type *t) {
  return nv_type_scalar((nv_type *)t)->kind == NVCG_TYPE_PTR;
}

static unsigned nv_type_prim_bits(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_INT: return t->bits;
  case NVCG_TYPE_HALF: case NVCG_TYPE_BFLOAT: return 16;
  case NVCG_TYPE_FLOAT: return 32;
  case NVCG_TYPE_DOUBLE: return 64;
  case NVCG_TYPE_FP128: return 128;
  case NVCG_TYPE_PTR: return 64;
  case NVCG_TYPE_VECTOR: return (unsigned)t->count * nv_type_prim_bits(t->elem);
  default: return 0;
  }
}

static unsigned nv_pow2_ceil(uint64_t x) {
  unsigned p = 1;
  while (p < x && p < (1u << 30)) p <<= 1;
  return p;
}

/* The alignment of a scalar or vector (aggregates take theirs from their components). */
static unsigned nv_type_scalar_align(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_INT:
    if (t->bits <= 8) return 1;
    if (t->bits <= 16) return 2;
    if (t->bits <= 32) return 4;
    if (t->bits <= 64) return 8;
    return 16;
  case NVCG_TYPE_HALF: case NVCG_TYPE_BFLOAT: return 2;
  case NVCG_TYPE_FLOAT: return 4;
  case NVCG_TYPE_DOUBLE: case NVCG_TYPE_PTR: return 8;
  case NVCG_TYPE_FP128: return 16;
  case NVCG_TYPE_VECTOR: return nv_pow2_ceil((nv_type_prim_bits(t) + 7) / 8);
  default: return 1;
  }
}

static uint64_t nv_align_to(uint64_t x, uint64_t a) { return a ? (x + a - 1) / a * a : x; }

/* x rounded up to a / x + y, saturating at UINT64_MAX and setting *big on overflow. */
static uint64_t nv_layout_align(uint64_t x, uint64_t a, int *big) {
  if (x > UINT64_MAX - (a - 1)) {
    *big = 1;
    return UINT64_MAX;
  }
  return nv_align_to(x, a);
}
static uint64_t nv_layout_add(uint64_t x, uint64_t y, int *big) {
  if (x > UINT64_MAX - y) {
    *big = 1;
    return UINT64_MAX;
  }
  return x + y;
}

/* Size and alignment, computed once per type and kept: a sized type never changes (an
 * identified struct only goes from opaque to having a body, and an unsized answer is not
 * kept), so sizes cost O(1) after the first question, even for types that share
 * components exponentially often. Sizes are computed with overflow checks: a type whose
 * size does not fit in 64 bits is NV_LAYOUT_TOO_LARGE (size UINT64_MAX), which the API,
 * the reader and the verifier reject with a location. Returns the state; UNKNOWN means
 * unsized (void, label, functions, opaque structs and what contains them). */
static int nv_type_layout(const nv_type *ct) {
  nv_type *t = (nv_type *)ct; /* the cache is not part of the type's value */
  uint64_t size = 0, i;
  unsigned align = 1;
  int big = 0, s;
  if (t->lstate == NV_LAYOUT_BUSY) return NV_LAYOUT_UNKNOWN; /* a struct containing itself */
  if (t->lstate != NV_LAYOUT_UNKNOWN) return t->lstate;
  t->lstate = NV_LAYOUT_BUSY;
  switch (t->kind) {
  case NVCG_TYPE_VOID: case NVCG_TYPE_LABEL: case NVCG_TYPE_FUNCTION: t->lstate = NV_LAYOUT_UNKNOWN; return NV_LAYOUT_UNKNOWN;
  case NVCG_TYPE_ARRAY:
    if (!(s = nv_type_layout(t->elem))) {
      t->lstate = NV_LAYOUT_UNKNOWN;
      return NV_LAYOUT_UNKNOWN;
    }
    align = t->elem->lalign;
    if (s == NV_LAYOUT_TOO_LARGE || (t->count && t->elem->lsize > UINT64_MAX / t->count)) big = 1;
    else size = t->count * t->elem->lsize;
    break;
  case NVCG_TYPE_STRUCT:
    for (i = 0; i < t->count && t->has_body; i++) {
      const nv_type *f = t->fields[i];
      if (!(s = nv_type_layout(f))) break;
      if (s == NV_LAYOUT_TOO_LARGE) big = 1;
      if (!t->packed) {
        align = NV_MAX(align, f->lalign);
        size = nv_layout_align(size, f->lalign, &big);
      }
      size = nv_layout_add(size, f->lsize, &big);
    }
    if (!t->has_body || i < t->count) {
      t->lstate = NV_LAYOUT_UNKNOWN;
      return NV_LAYOUT_UNKNOWN;
    }
    size = nv_layout_align(size, align, &big);
    break;
  default:
    align = nv_type_scalar_align(t);
    size = nv_align_to(nv_type_store_size(t), align);
    break;
  }
  t->lsize = big ? UINT64_MAX : size;
  t->lalign = align;
  t->lstate = (uint8_t)(big ? NV_LAYOUT_TOO_LARGE : NV_LAYOUT_SIZED);
  return t->lstate;
}

static unsigned nv_type_abi_align(const nv_type *t) { return nv_type_layout(t) ? t->lalign : 1; }

/* Whether the type's size does not fit in 64 bits. */
static int nv_type_too_large(const nv_type *t) { return nv_type_layout(t) == NV_LAYOUT_TOO_LARGE; }

static uint64_t nv_type_store_size(const nv_type *t) {
  switch (t->kind) {
  case NVCG_TYPE_ARRAY: case NVCG_TYPE_STRUCT: return nv_type_alloc_size(t);
  case NVCG_TYPE_VECTOR:
    /* LLVM stores vectors of sub-byte elements packed. */
    return (nv_type_prim_bits(t) + 7) / 8;
  default: return (nv_type_prim_bits(t) + 7) / 8;
  }
}

static uint64_t nv_type_alloc_size(const nv_type *t) { return nv_type_layout(t) ? t->lsize : 0; }

static uint64_t nv_struct_field_offset(const nv_type *st, unsigned idx) {
  uint64_t off = 0;
  unsigned i;
  for (i = 0; i < idx && i < st->count; i++) {
    if (!st->packed) off = nv_align_to(off, nv_type_abi_align(st->fields[i]));
    off += nv_type_alloc_size(st->fields[i]);
  }
  if (idx < st->count && !st->packed) off = nv_align_to(off, nv_type_abi_align(st->fields[idx]));
  return off;
}

static void nv_print_ident(nv_buf *b, char sigil, const char *name);

/* Prints t until b holds `cap` bytes: literal structs print structurally, so a type that
 * shares a component n times over k levels prints n^k times (S(k+1) = { S(k), S(k) });
 * with a cap the walk stops early instead of taking exponential time. */
static void nv_type_print_upto(nv_buf *b, const nv_type *t, size_t cap) {
  uint64_t i;
  if (b->len >= cap) return;
  if (!t) {
    nv_buf_puts(b, "<null type>");
    return;
  }
  switch (t->kind) {
  case NVCG_TYPE_VOID: nv_buf_puts(b, "void"); return;
  case NVCG_TYPE_LABEL: nv_buf_puts(b, "label"); return;
  case NVCG_TYPE_INT: nv_buf_printf(b, "i%u", t->bits); return;
  case NVCG_TYPE_HALF: nv_buf_puts(b, "half"); return;
  case NVCG_TYPE_BFLOAT: nv_buf_puts(b, "bfloat"); return;
  case NVCG_TYPE_FLOAT: nv_buf_puts(b, "float"); return;
  case NVCG_TYPE_DOUBLE: nv_buf_puts(b, "double"); return;
  case NVCG_TYPE_FP128: nv_buf_puts(b, "fp128"); return;
  case NVCG_TYPE_PTR:
    if (t->addrspace) nv_buf_printf(b, "ptr addrspace(%u)", t->addrspace);
    else nv_buf_puts(b, "ptr");
    return;
  case NVCG_TYPE_VECTOR:
    nv_buf_printf(b, "<%llu x ", (unsigned long long)t->count);
    nv_type_print_upto(b, t->elem, cap);
    nv_buf_putc(b, '>');
    return;
  case NVCG_TYPE_ARRAY:
    nv_buf_printf(b, "[%llu x ", (unsigned long long)t->count);
    nv_type_print_upto(b, t->elem, cap);
    nv_buf_putc(b, ']');
    return;
  case NVCG_TYPE_STRUCT:
    if (t->name) {
      nv_print_ident(b, '%', t->name);
      return;
    }
    if (t->packed) nv_buf_putc(b, '<');
    if (t->count == 0) {
      nv_buf_puts(b, "{}");
    } else {
      nv_buf_puts(b, "{ ");
      for (i = 0; i < t->count && b->len < cap; i++) {
        if (i) nv_buf_puts(b, ", ");
        nv_type_print_upto(b, t->fields[i], cap);
      }
      nv_buf_puts(b, " }");
    }
    if (t->packed) nv_buf_putc(b, '>');
    return;
  case NVCG_TYPE_FUNCTION:
    nv_type_print_upto(b, t->elem, cap);
    nv_buf_puts(b, " (");
    for (i = 0; i < t->count && b->len < cap; i++) {
      if (i) nv_buf_puts(b, ", ");
      nv_type_print_upto(b, t->fields[i], cap);
    }
    if (t->vararg) nv_buf_puts(b, t->count ? ", ..." : "...");
    nv_buf_putc(b, ')');
    return;
  default: nv_buf_puts(b, "<bad type>"); return;
  }
}

static void nv_type_print_buf(nv_buf *b, const nv_type *t) { nv_type_print_upto(b, t, (size_t)-1); }

/* Prints an identifier with its sigil, quoting it when it has characters LLVM's lexer
 * would not take bare ([-a-zA-Z$._][-a-zA-Z$._0-9]* or a plain number). */
static void nv_print_ident(nv_buf *b, char sigil, const char *name) {
  const unsigned char *s = (const unsigned char *)name;
  int bare = *s != 0, i;
  for (i = 0; s[i]; i++) {
    unsigned char ch = s[i];
    int alpha = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '-' || ch == '$' ||
                ch == '.' || ch == '_';
    if (!alpha && !(i > 0 && ch >= '0' && ch <= '9')) bare = 0;
  }
  nv_buf_putc(b, sigil);
  if (bare) {
    nv_buf_puts(b, name);
    return;
  }
  nv_buf_putc(b, '"');
  for (i = 0; s[i]; i++) {
    if (s[i] == '"' || s[i] == '\\' || s[i] < 32 || s[i] >= 127) nv_buf_printf(b, "\\%02X", s[i]);
    else nv_buf_putc(b, (char)s[i]);
  }
  nv_buf_putc(b, '"');
}
