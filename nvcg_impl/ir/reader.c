/* reader.c -- nvcg_parse_ll: LLVM/NVVM assembly to an IR module. This file holds the
 * module level (globals, functions' headers, named types, attribute groups, metadata),
 * types, constants and value references; reader_inst.c holds function bodies.
 *
 * Both pointer dialects are read: a typed pointer (`float addrspace(1)*`) is parsed whole
 * and its pointee dropped, since the IR has opaque pointers only. References may come
 * before definitions: a local forward reference gets a placeholder that is replaced when
 * the value is defined; a global one gets a placeholder the size of a function or global
 * variable, which becomes the definition in place, so constants that already use it stay
 * valid. What the IR does not represent (debug info, TBAA and other metadata, most
 * attributes, comdats, visibility) is parsed and dropped; what it cannot represent
 * (exception handling, x86 types, thread-locals) is an error. After the parse every
 * instruction is type-checked, with its source position, and the module is verified. */

#define NV_RD_MAX_DEPTH NV_MAX_NESTING
#define NV_RD_MAX_ALIGN (1u << 30)
/* Numbers used as integer-map keys (%N, !N, #N) stay clear of the maps' reserved keys. */
#define NV_RD_MAX_NUM 0xFFFFFFF0u
/* the largest jump allowed in explicit local numbering (the skipped slots are kept) */
#define NV_RD_MAX_GAP (1u << 20)

/* ---- errors ---- */

static void nv_rd_verror(nv_reader *p, uint32_t line, uint32_t col, const char *fmt, va_list ap)
    NV_NORETURN;
static void nv_rd_verror(nv_reader *p, uint32_t line, uint32_t col, const char *fmt, va_list ap) {
  nv_diagv(&p->c->diag, NVCG_SEV_ERROR, p->file, line, col, fmt, ap);
  longjmp(p->jb, 1);
}

static void nv_rd_error(nv_reader *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_rd_verror(p, p->tok.line, p->tok.col, fmt, ap);
  va_end(ap);
}

static void nv_rd_error_at(nv_reader *p, uint32_t line, uint32_t col, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  nv_rd_verror(p, line, col, fmt, ap);
  va_end(ap);
}

static void nv_rd_unsupported(nv_reader *p, const char *fmt, ...) {
  va_list ap;
  p->unsupported = 1;
  va_start(ap, fmt);
  nv_rd_verror(p, p->tok.line, p->tok.col, fmt, ap);
  va_end(ap);
}

static void nv_rd_unsupported_at(nv_reader *p, uint32_t line, uint32_t col, const char *fmt, ...) {
  va_list ap;
  p->unsupported = 1;
  va_start(ap, fmt);
  nv_rd_verror(p, line, col, fmt, ap);
  va_end(ap);
}

/* Describes the current token for "expected X, found Y" messages. */
static const char *nv_rd_tokdesc(nv_reader *p) {
  static const char *const names[] = {
      "end of input", "?", "local name", "global name", "metadata", "attribute group",
      "debug record", "comdat", "summary entry", "label", "string", "integer",
      "floating-point constant", "word", "integer type", "'='", "','", "'*'", "'['", "']'",
      "'{'", "'}'", "'('", "')'", "'<'", "'>'", "'!'", "'...'", "'|'"};
  nv_tok *t = &p->tok;
  if (t->kind == NV_T_KW) {
    size_t n = t->len < 40 ? t->len : 40;
    p->sbuf.len = 0;
    nv_vec_reserve(&p->sbuf, (uint32_t)n + 3);
    p->sbuf.data[0] = '\'';
    memcpy(p->sbuf.data + 1, t->s, n);
    p->sbuf.data[n + 1] = '\'';
    p->sbuf.data[n + 2] = 0;
    return p->sbuf.data;
  }
  return t->kind < NV_ARRAY_LEN(names) ? names[t->kind] : "?";
}

static void nv_rd_type_mismatch(nv_reader *p, uint32_t line, uint32_t col, const char *what,
                                const nv_type *have, const nv_type *want) {
  char a[128], b[128];
  nvcg_type_print(have, a, sizeof a);
  nvcg_type_print(want, b, sizeof b);
  nv_rd_error_at(p, line, col, "%s has type '%s' but '%s' is expected here", what, a, b);
}

/* ---- tokens ---- */

static void nv_rd_next(nv_reader *p) {
  nv_lex_next(p->L, &p->tok);
  if (p->tok.kind == NV_T_ERROR) nv_rd_error(p, "%s", p->L->err);
}

static int nv_rd_is_kw(const nv_reader *p, unsigned kw) {
  return p->tok.kind == NV_T_KW && p->tok.kw == kw;
}

static int nv_rd_eat_kw(nv_reader *p, unsigned kw) {
  if (!nv_rd_is_kw(p, kw)) return 0;
  nv_rd_next(p);
  return 1;
}

static int nv_rd_eat(nv_reader *p, unsigned kind) {
  if (p->tok.kind != kind) return 0;
  nv_rd_next(p);
  return 1;
}

static const char *const nv_rd_kind_names[] = {
    "end of input", "?", "a local name", "a global name", "metadata", "an attribute group",
    "a debug record", "a comdat", "a summary entry", "a label", "a string", "an integer",
    "a floating-point constant", "a word", "an integer type", "'='", "','", "'*'", "'['", "']'",
    "'{'", "'}'", "'('", "')'", "'<'", "'>'", "'!'", "'...'", "'|'"};

static void nv_rd_expect(nv_reader *p, unsigned kind, const char *what) {
  if (p->tok.kind != kind)
    nv_rd_error(p, "expected %s, found %s", what ? what : nv_rd_kind_names[kind], nv_rd_tokdesc(p));
  nv_rd_next(p);
}

static void nv_rd_expect_kw(nv_reader *p, unsigned kw) {
  if (!nv_rd_is_kw(p, kw)) nv_rd_error(p, "expected '%s', found %s", nv_kw_name(kw), nv_rd_tokdesc(p));
  nv_rd_next(p);
}

static void nv_rd_enter(nv_reader *p) {
  if (++p->depth > NV_RD_MAX_DEPTH) nv_rd_error(p, "nesting deeper than %u levels", NV_RD_MAX_DEPTH);
}
static void nv_rd_leave(nv_reader *p) { p->depth--; }

/* Decoded text of the current name or string token, in sbuf (NUL-terminated). */
static const char *nv_rd_tok_text(nv_reader *p, size_t *len) {
  nv_tok *t = &p->tok;
  size_t n;
  p->sbuf.len = 0;
  nv_vec_reserve(&p->sbuf, t->len + 1);
  if (t->escaped) n = nv_ll_unescape(p->sbuf.data, t->s, t->len);
  else {
    memcpy(p->sbuf.data, t->s, t->len);
    n = t->len;
  }
  p->sbuf.data[n] = 0;
  if (len) *len = n;
  return p->sbuf.data;
}

/* The interned name of the current LOCAL/GLOBAL/LABEL token (numbered ones by their digits). */
static const char *nv_rd_tok_name(nv_reader *p) {
  nv_tok *t = &p->tok;
  size_t n;
  const char *s;
  if (!t->escaped) return nv_intern(&p->c->strs, t->s, t->len);
  s = nv_rd_tok_text(p, &n);
  if (n == 0 || memchr(s, 0, n)) nv_rd_error(p, "a name must not be empty or contain NUL bytes");
  return nv_intern(&p->c->strs, s, n);
}

/* Reads a string token; returns it interned, or copied into the scratch arena. */
static const char *nv_rd_string(nv_reader *p, int intern) {
  size_t n;
  const char *s;
  if (p->tok.kind != NV_T_STRING) nv_rd_error(p, "expected a string, found %s", nv_rd_tokdesc(p));
  s = nv_rd_tok_text(p, &n);
  if (memchr(s, 0, n)) nv_rd_error(p, "NUL bytes are not allowed in this string");
  s = intern ? nv_intern(&p->c->strs, s, n) : nv_arena_strndup(&p->scratch, s, n);
  nv_rd_next(p);
  return s;
}

/* A non-negative integer literal that fits 32 bits. */
static uint32_t nv_rd_u32(nv_reader *p, const char *what) {
  uint64_t v = 0;
  uint32_t i;
  nv_tok *t = &p->tok;
  if (t->kind != NV_T_INT || t->sub || t->s[0] == '-')
    nv_rd_error(p, "expected %s (an unsigned integer), found %s", what, nv_rd_tokdesc(p));
  for (i = 0; i < t->len; i++) {
    v = v * 10 + (uint64_t)(t->s[i] - '0');
    if (v > 0xFFFFFFFFull) nv_rd_error(p, "%s is too large", what);
  }
  nv_rd_next(p);
  return (uint32_t)v;
}

static uint64_t nv_rd_u64(nv_reader *p, const char *what) {
  uint64_t v = 0;
  uint32_t i;
  nv_tok *t = &p->tok;
  if (t->kind != NV_T_INT || t->sub || t->s[0] == '-')
    nv_rd_error(p, "expected %s (an unsigned integer), found %s", what, nv_rd_tokdesc(p));
  for (i = 0; i < t->len; i++) {
    unsigned d = (unsigned)(t->s[i] - '0');
    if (v > (UINT64_MAX - d) / 10) nv_rd_error(p, "%s is too large", what);
    v = v * 10 + d;
  }
  nv_rd_next(p);
  return v;
}

static uint32_t nv_rd_align_value(nv_reader *p) {
  uint32_t line = p->tok.line, col = p->tok.col;
  uint64_t a = nv_rd_u64(p, "an alignment");
  if (a == 0 || (a & (a - 1))) nv_rd_error_at(p, line, col, "alignment is not a power of two");
  if (a > NV_RD_MAX_ALIGN) nv_rd_error_at(p, line, col, "alignment %llu is too large", (unsigned long long)a);
  return (uint32_t)a;
}

/* `addrspace(N)`, the keyword already current. */
static unsigned nv_rd_addrspace(nv_reader *p) {
  uint32_t as;
  nv_rd_expect_kw(p, NV_KW_addrspace);
  nv_rd_expect(p, NV_T_LPAREN, NULL);
  as = nv_rd_u32(p, "an address space");
  if (as >= (1u << 24)) nv_rd_error(p, "address space %u is out of range", as);
  nv_rd_expect(p, NV_T_RPAREN, NULL);
  return as;
}

/* Skips a parenthesised group, the '(' current; nesting is counted, not recursed. */
static void nv_rd_skip_parens(nv_reader *p) {
  unsigned depth = 0;
  do {
    if (p->tok.kind == NV_T_EOF) nv_rd_error(p, "end of input inside parentheses");
    if (p->tok.kind == NV_T_LPAREN) depth++;
    else if (p->tok.kind == NV_T_RPAREN) depth--;
    nv_rd_next(p);
  } while (depth);
}

/* Skips a bracketed group of any kind, the opening bracket current. */
static void nv_rd_skip_group(nv_reader *p) {
  unsigned depth = 0;
  do {
    unsigned k = p->tok.kind;
    if (k == NV_T_EOF) nv_rd_error(p, "end of input inside brackets");
    if (k == NV_T_LPAREN || k == NV_T_LSQ || k == NV_T_LBRACE || k == NV_T_LT) depth++;
    else if (k == NV_T_RPAREN || k == NV_T_RSQ || k == NV_T_RBRACE || k == NV_T_GT) depth--;
    nv_rd_next(p);
  } while (depth);
}

/* Skips one value without resolving it (operands of dropped calls). */
static void nv_rd_skip_value(nv_reader *p) {
  switch (p->tok.kind) {
  case NV_T_LOCAL: case NV_T_GLOBAL: case NV_T_INT: case NV_T_FP: case NV_T_STRING: nv_rd_next(p); return;
  case NV_T_LSQ: case NV_T_LBRACE: case NV_T_LT: case NV_T_LPAREN: nv_rd_skip_group(p); return;
  case NV_T_META:
    nv_rd_next(p);
    if (p->tok.kind == NV_T_LPAREN) nv_rd_skip_parens(p);
    return;
  case NV_T_EXCL:
    nv_rd_next(p);
    if (p->tok.kind == NV_T_LBRACE) nv_rd_skip_group(p);
    else nv_rd_expect(p, NV_T_STRING, "'{' or a string after '!'");
    return;
  case NV_T_KW:
    if (p->tok.kw == NV_KW_c) {
      nv_rd_next(p);
      nv_rd_expect(p, NV_T_STRING, NULL);
      return;
    }
    nv_rd_next(p);
    while (p->tok.kind == NV_T_KW) nv_rd_next(p);
    if (p->tok.kind == NV_T_LPAREN) nv_rd_skip_parens(p);
    return;
  default: nv_rd_error(p, "expected a value, found %s", nv_rd_tokdesc(p));
  }
}

/* ---- types ---- */

static nv_rd_typeinfo *nv_rd_typeinfo_of(nv_reader *p, nv_type *t) {
  uintptr_t v;
  return nv_map_get(&p->typeinfo, (uintptr_t)t, &v) ? (nv_rd_typeinfo *)v : NULL;
}

/* The named struct a %name refers to in this parse: the context's struct of that name on
 * first sight (created opaque if there is none), remembered with where it was first used. */
static nv_type *nv_rd_named_type(nv_reader *p, const char *name, uint32_t line, uint32_t col) {
  uintptr_t v;
  nv_type *t;
  nv_rd_typeinfo *ti;
  if (nv_map_get(&p->types, (uintptr_t)name, &v)) return (nv_type *)v;
  t = nv_type_named_struct(p->c, name);
  nv_map_put(&p->types, (uintptr_t)name, (uintptr_t)t);
  ti = NV_NEW(&p->scratch, nv_rd_typeinfo);
  ti->line = line;
  ti->col = col;
  nv_map_put(&p->typeinfo, (uintptr_t)t, (uintptr_t)ti);
  nv_vec_push(&p->typelist, t);
  return t;
}

/* Types that may be the element of an array, vector or struct, or a value's type. */
static int nv_rd_valid_elem(const nv_type *t) {
  return t->kind != NVCG_TYPE_VOID && t->kind != NVCG_TYPE_LABEL && t->kind != NVCG_TYPE_FUNCTION;
}

static nv_type *nv_rd_struct_body(nv_reader *p, int packed, nv_type *named);
static nv_type *nv_rd_sized_ok(nv_reader *p, nv_type *t, uint32_t line, uint32_t col);

static nv_type *nv_rd_base_type(nv_reader *p, int *is_ptr_kw) {
  nv_context *c = p->c;
  nv_tok *t = &p->tok;
  nv_type *ty;
  *is_ptr_kw = 0;
  switch (t->kind) {
  case NV_T_INTTYPE:
    if (t->num < 1 || t->num > 128)
      nv_rd_unsupported(p, "integer type i%llu is not supported (widths 1 to 128 are)",
                        (unsigned long long)t->num);
    ty = nv_type_int(c, (unsigned)t->num);
    nv_rd_next(p);
    return ty;
  case NV_T_LOCAL: {
    uint32_t line = t->line, col = t->col;
    const char *name = nv_rd_tok_name(p);
    nv_rd_next(p);
    return nv_rd_named_type(p, name, line, col);
  }
  case NV_T_LBRACE: return nv_rd_struct_body(p, 0, NULL);
  case NV_T_LSQ: {
    uint64_t n;
    nv_type *e;
    uint32_t line, col;
    nv_rd_next(p);
    n = nv_rd_u64(p, "an array length");
    nv_rd_expect_kw(p, NV_KW_x);
    line = t->line;
    col = t->col;
    e = nv_rd_type(p);
    if (!nv_rd_valid_elem(e)) nv_rd_error_at(p, line, col, "invalid array element type");
    nv_rd_expect(p, NV_T_RSQ, NULL);
    return nv_rd_sized_ok(p, nv_type_array(e, n), line, col);
  }
  case NV_T_LT: {
    uint64_t n;
    nv_type *e;
    uint32_t line, col;
    nv_rd_next(p);
    if (t->kind == NV_T_LBRACE) {
      ty = nv_rd_struct_body(p, 1, NULL);
      nv_rd_expect(p, NV_T_GT, NULL);
      return ty;
    }
    if (nv_rd_is_kw(p, NV_KW_vscale)) nv_rd_unsupported(p, "scalable vectors are not supported");
    line = t->line;
    col = t->col;
    n = nv_rd_u64(p, "a vector length");
    if (n == 0 || n > 65536) nv_rd_error_at(p, line, col, "vector length must be 1 to 65536");
    nv_rd_expect_kw(p, NV_KW_x);
    line = t->line;
    col = t->col;
    e = nv_rd_type(p);
    if (e->kind != NVCG_TYPE_INT && !nv_type_is_fp(e) && e->kind != NVCG_TYPE_PTR)
      nv_rd_error_at(p, line, col, "vector elements must be integers, floating point or pointers");
    nv_rd_expect(p, NV_T_GT, NULL);
    return nv_type_vector(e, (unsigned)n);
  }
  case NV_T_KW:
    switch (t->kw) {
    case NV_KW_void: ty = c->t_void; break;
    case NV_KW_half: ty = c->t_half; break;
    case NV_KW_bfloat: ty = c->t_bfloat; break;
    case NV_KW_float: ty = c->t_float; break;
    case NV_KW_double: ty = c->t_double; break;
    case NV_KW_fp128: ty = c->t_fp128; break;
    case NV_KW_label: ty = c->t_label; break;
    case NV_KW_ptr:
      nv_rd_next(p);
      *is_ptr_kw = 1;
      return nv_type_ptr(c, nv_rd_is_kw(p, NV_KW_addrspace) ? nv_rd_addrspace(p) : 0);
    case NV_KW_x86_fp80: case NV_KW_ppc_fp128: case NV_KW_x86_mmx: case NV_KW_x86_amx:
      nv_rd_unsupported(p, "type '%s' is not supported", nv_kw_name(t->kw));
    case NV_KW_token: nv_rd_unsupported(p, "the token type is not supported");
    case NV_KW_target: nv_rd_unsupported(p, "target extension types are not supported");
    case NV_KW_metadata: nv_rd_error(p, "metadata is not a value type here");
    default: nv_rd_error(p, "expected a type, found %s", nv_rd_tokdesc(p));
    }
    nv_rd_next(p);
    return ty;
  default: nv_rd_error(p, "expected a type, found %s", nv_rd_tokdesc(p));
  }
}

/* Reads a type. Typed pointers become `ptr addrspace(N)`; their pointee is left in
 * p->pointee (for byval/sret without a type, and old-style call types). */
static nv_type *nv_rd_type(nv_reader *p) {
  nv_type *t, *pointee = NULL;
  int is_ptr_kw;
  nv_rd_enter(p);
  t = nv_rd_base_type(p, &is_ptr_kw);
  for (;;) {
    if (p->tok.kind == NV_T_STAR || nv_rd_is_kw(p, NV_KW_addrspace)) {
      unsigned as = 0;
      if (is_ptr_kw) nv_rd_error(p, "ptr* is invalid: use ptr");
      if (t->kind == NVCG_TYPE_VOID || t->kind == NVCG_TYPE_LABEL)
        nv_rd_error(p, "pointer to %s is invalid", t->kind == NVCG_TYPE_VOID ? "void" : "label");
      if (p->tok.kind != NV_T_STAR) {
        as = nv_rd_addrspace(p);
        if (p->tok.kind != NV_T_STAR) nv_rd_error(p, "expected '*' after addrspace(%u)", as);
      }
      nv_rd_next(p);
      pointee = t;
      t = nv_type_ptr(p->c, as);
      continue;
    }
    if (p->tok.kind == NV_T_LPAREN) {
      /* function type: t is its return type */
      uint32_t base = p->types_tmp.len;
      int vararg = 0;
      nv_type *ft;
      if (t->kind == NVCG_TYPE_LABEL || t->kind == NVCG_TYPE_FUNCTION)
        nv_rd_error(p, "invalid function return type");
      nv_rd_next(p);
      while (p->tok.kind != NV_T_RPAREN) {
        nv_type *a;
        uint32_t line = p->tok.line, col = p->tok.col;
        if (p->types_tmp.len > base) nv_rd_expect(p, NV_T_COMMA, "',' or ')'");
        if (nv_rd_eat(p, NV_T_DOTS)) {
          vararg = 1;
          if (p->tok.kind != NV_T_RPAREN) nv_rd_error(p, "'...' must be the last parameter");
          break;
        }
        a = nv_rd_type(p);
        if (!nv_type_is_first_class(a)) nv_rd_error_at(p, line, col, "invalid function parameter type");
        nv_vec_push(&p->types_tmp, a);
      }
      nv_rd_next(p);
      ft = nv_type_func(t, p->types_tmp.data + base, p->types_tmp.len - base, vararg);
      p->types_tmp.len = base;
      t = ft;
      pointee = NULL;
      is_ptr_kw = 0;
      continue;
    }
    break;
  }
  p->pointee = pointee;
  nv_rd_leave(p);
  return t;
}

/* A type a value can have (not void, label or function). */
static nv_type *nv_rd_first_class_type(nv_reader *p) {
  uint32_t line = p->tok.line, col = p->tok.col;
  nv_type *t = nv_rd_type(p);
  if (!nv_rd_valid_elem(t)) {
    char b[128];
    nvcg_type_print(t, b, sizeof b);
    nv_rd_error_at(p, line, col, "'%s' is not a valid type for a value here", b);
  }
  return t;
}

/* `{ T, T }` (the '{' current); packed for `<{ }>`. */
static nv_type *nv_rd_struct_body(nv_reader *p, int packed, nv_type *named) {
  uint32_t base = p->types_tmp.len;
  nv_type *t;
  nv_rd_expect(p, NV_T_LBRACE, NULL);
  while (p->tok.kind != NV_T_RBRACE) {
    nv_type *f;
    uint32_t line, col;
    if (p->types_tmp.len > base) nv_rd_expect(p, NV_T_COMMA, "',' or '}'");
    line = p->tok.line;
    col = p->tok.col;
    f = nv_rd_type(p);
    if (!nv_rd_valid_elem(f)) nv_rd_error_at(p, line, col, "invalid struct element type");
    if (f == named) nv_rd_error_at(p, line, col, "a struct cannot contain itself");
    nv_vec_push(&p->types_tmp, f);
  }
  nv_rd_next(p);
  if (named) {
    t = named;
    nv_type_set_body(t, p->types_tmp.data + base, p->types_tmp.len - base, packed);
  } else {
    t = nv_type_struct(p->c, p->types_tmp.data + base, p->types_tmp.len - base, packed);
  }
  p->types_tmp.len = base;
  return t;
}

/* True when the named struct t's body equals the fields in types_tmp[base..]. */
static int nv_rd_same_body(nv_reader *p, const nv_type *t, uint32_t base, int packed) {
  uint32_t n = p->types_tmp.len - base, i;
  if (!t->has_body || t->count != n || t->packed != (packed ? 1 : 0)) return 0;
  for (i = 0; i < n; i++)
    if (t->fields[i] != p->types_tmp.data[base + i]) return 0;
  return 1;
}

/* `%name = type ...` at the top level. */
static void nv_rd_type_def(nv_reader *p) {
  uint32_t line = p->tok.line, col = p->tok.col;
  const char *name = nv_rd_tok_name(p);
  uintptr_t v;
  int known = nv_map_get(&p->types, (uintptr_t)name, &v);
  nv_type *t;
  nv_rd_typeinfo *ti;
  int packed = 0;
  nv_rd_next(p);
  nv_rd_expect(p, NV_T_EQ, NULL);
  nv_rd_expect_kw(p, NV_KW_type);
  if (!nv_rd_is_kw(p, NV_KW_opaque) && p->tok.kind != NV_T_LBRACE &&
      !(p->tok.kind == NV_T_LT && p->L->p < p->L->end && *p->L->p == '{')) {
    /* A name for a non-struct type: LLVM accepts it as an alias. */
    nv_type *alias;
    if (known) nv_rd_error_at(p, line, col, "type %%%s is used before it is defined as a non-struct type", name);
    alias = nv_rd_type(p);
    nv_map_put(&p->types, (uintptr_t)name, (uintptr_t)alias);
    ti = NV_NEW(&p->scratch, nv_rd_typeinfo);
    ti->line = line;
    ti->col = col;
    ti->defined = 1;
    nv_map_put(&p->typeinfo, (uintptr_t)alias, (uintptr_t)ti);
    return;
  }
  t = nv_rd_named_type(p, name, line, col);
  ti = nv_rd_typeinfo_of(p, t);
  if (!ti || ti->defined) nv_rd_error_at(p, line, col, "redefinition of type %%%s", name);
  ti->defined = 1;
  if (nv_rd_eat_kw(p, NV_KW_opaque)) return;
  if (nv_rd_eat(p, NV_T_LT)) packed = 1;
  p->types_dirty = 1;
  p->bodies_since_check++;
  if (!t->has_body) {
    nv_rd_struct_body(p, packed, t);
  } else {
    /* The context already has a struct of this name (another module, or an earlier
     * parse): equal bodies share it; a different body gets a fresh name unless this
     * parse already used the old one. */
    uint32_t base = p->types_tmp.len;
    nv_rd_expect(p, NV_T_LBRACE, NULL);
    while (p->tok.kind != NV_T_RBRACE) {
      if (p->types_tmp.len > base) nv_rd_expect(p, NV_T_COMMA, "',' or '}'");
      nv_vec_push(&p->types_tmp, nv_rd_first_class_type(p));
    }
    nv_rd_next(p);
    if (!nv_rd_same_body(p, t, base, packed)) {
      nv_buf b = NV_BUF_INIT;
      unsigned k;
      nv_type *fresh;
      if (known)
        nv_rd_error_at(p, line, col,
                       "type %%%s conflicts with a type of the same name in this context", name);
      for (k = 0;; k++) {
        b.len = 0;
        nv_buf_printf(&b, "%s.%u", name, k);
        if (!nv_map_get(&p->c->named_structs, (uintptr_t)nv_intern_cstr(&p->c->strs, b.data), NULL)) break;
      }
      fresh = nv_type_named_struct(p->c, b.data);
      nv_buf_free(&b);
      nv_type_set_body(fresh, p->types_tmp.data + base, p->types_tmp.len - base, packed);
      nv_map_put(&p->types, (uintptr_t)name, (uintptr_t)fresh);
      ti = NV_NEW(&p->scratch, nv_rd_typeinfo);
      ti->line = line;
      ti->col = col;
      ti->defined = 1;
      nv_map_put(&p->typeinfo, (uintptr_t)fresh, (uintptr_t)ti);
      nv_vec_push(&p->typelist, fresh);
    }
    p->types_tmp.len = base;
  }
  if (packed) nv_rd_expect(p, NV_T_GT, NULL);
}

/* No struct may contain itself or nest so deep that the recursive type walks elsewhere
 * (sizes, alignment, printing) could overflow the stack: checked before a function body
 * is read whenever bodies were given since the last check (instructions are type-checked
 * as they are read), and at the end, when every named type used must also be defined.
 * Walked with an explicit stack; depth is memoised per type. */
/* Rejects a type whose size does not fit in 64 bits. Sizes walk the type, so only once
 * the named structs are known to nest finitely (no new bodies since nv_rd_check_types);
 * otherwise the verifier rejects the global or alloca that uses such a type. */
static nv_type *nv_rd_sized_ok(nv_reader *p, nv_type *t, uint32_t line, uint32_t col) {
  if (!p->types_dirty && nv_type_too_large(t)) {
    char buf[160];
    nvcg_type_print(t, buf, sizeof buf);
    nv_rd_error_at(p, line, col, "the size of %s does not fit in 64 bits", buf);
  }
  return t;
}

static void nv_rd_check_types(nv_reader *p, int final) {
  typedef struct {
    nv_type *t;
    uint32_t next;
  } frame;
  NV_VEC(frame) st = NV_VEC_INIT;
  nv_map depth; /* type -> depth + 1, or 0 while on the stack */
  uint32_t i;
  nv_map_init(&depth, NV_MAP_PTR);
  for (i = 0; final && i < p->typelist.len; i++) {
    nv_type *t = p->typelist.data[i];
    nv_rd_typeinfo *ti = nv_rd_typeinfo_of(p, t);
    if (ti && !ti->defined) {
      nv_vec_free(&st);
      nv_map_free(&depth);
      nv_rd_error_at(p, ti->line, ti->col, "use of undefined type %%%s", t->name);
    }
  }
  for (i = 0; i < p->typelist.len; i++) {
    frame f0;
    if (nv_map_get(&depth, (uintptr_t)p->typelist.data[i], NULL)) continue;
    f0.t = p->typelist.data[i];
    f0.next = 0;
    nv_vec_push(&st, f0);
    nv_map_put(&depth, (uintptr_t)f0.t, 0);
    while (st.len) {
      frame *f = &st.data[st.len - 1];
      nv_type *t = f->t, *child = NULL;
      uint64_t nchild = t->kind == NVCG_TYPE_STRUCT ? (t->has_body ? t->count : 0)
                        : (t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_VECTOR) ? 1 : 0;
      if (f->next < nchild) {
        uintptr_t d;
        child = t->kind == NVCG_TYPE_STRUCT ? t->fields[f->next] : t->elem;
        f->next++;
        if (nv_map_get(&depth, (uintptr_t)child, &d)) {
          if (d == 0) {
            nv_rd_typeinfo *ti = nv_rd_typeinfo_of(p, p->typelist.data[i]);
            nv_vec_free(&st);
            nv_map_free(&depth);
            nv_rd_error_at(p, ti ? ti->line : 0, ti ? ti->col : 0, "type %%%s contains itself",
                           child->name ? child->name : p->typelist.data[i]->name);
          }
          continue;
        }
        if (st.len >= NV_RD_MAX_DEPTH) {
          nv_rd_typeinfo *ti = nv_rd_typeinfo_of(p, p->typelist.data[i]);
          nv_vec_free(&st);
          nv_map_free(&depth);
          nv_rd_error_at(p, ti ? ti->line : 0, ti ? ti->col : 0, "type %%%s nests more than %u levels deep",
                         p->typelist.data[i]->name ? p->typelist.data[i]->name : "?", NV_RD_MAX_DEPTH);
        }
        {
          frame nf;
          nf.t = child;
          nf.next = 0;
          nv_map_put(&depth, (uintptr_t)child, 0);
          nv_vec_push(&st, nf);
        }
        continue;
      }
      /* done with t: its depth is 1 + the deepest child */
      {
        uintptr_t best = 0, d;
        uint64_t k;
        for (k = 0; k < nchild; k++) {
          nv_type *ch = t->kind == NVCG_TYPE_STRUCT ? t->fields[k] : t->elem;
          if (nv_map_get(&depth, (uintptr_t)ch, &d) && d > best) best = d;
        }
        if (best + 1 > NV_RD_MAX_DEPTH) {
          nv_rd_typeinfo *ti = nv_rd_typeinfo_of(p, p->typelist.data[i]);
          nv_vec_free(&st);
          nv_map_free(&depth);
          nv_rd_error_at(p, ti ? ti->line : 0, ti ? ti->col : 0, "type %%%s nests more than %u levels deep",
                         p->typelist.data[i]->name ? p->typelist.data[i]->name : "?", NV_RD_MAX_DEPTH);
        }
        nv_map_put(&depth, (uintptr_t)t, best + 1);
        st.len--;
      }
    }
  }
  nv_vec_free(&st);
  nv_map_free(&depth);
  /* nesting is finite now, so sizes can be computed */
  for (i = 0; i < p->typelist.len; i++)
    if (nv_type_too_large(p->typelist.data[i])) {
      nv_rd_typeinfo *ti = nv_rd_typeinfo_of(p, p->typelist.data[i]);
      nv_rd_error_at(p, ti ? ti->line : 0, ti ? ti->col : 0, "the size of %%%s does not fit in 64 bits",
                     p->typelist.data[i]->name ? p->typelist.data[i]->name : "?");
    }
}

/* ---- global references ---- */

/* A placeholder big enough to become a function or a global variable in place. */
static size_t nv_rd_gsize(void) { return sizeof(nv_func) > sizeof(nv_global) ? sizeof(nv_func) : sizeof(nv_global); }

static const char *nv_rd_global_name(nv_reader *p) {
  return nv_rd_tok_name(p); /* @12 is named "12" */
}

static nv_value *nv_rd_global_ref_named(nv_reader *p, nv_type *t, const char *name, uint32_t line, uint32_t col);

static nv_value *nv_rd_global_ref(nv_reader *p, nv_type *t) {
  uint32_t line = p->tok.line, col = p->tok.col;
  const char *name = nv_rd_global_name(p);
  nv_rd_next(p);
  return nv_rd_global_ref_named(p, t, name, line, col);
}

/* The global `name` (interned) as a value of type t, a forward reference if it is not
 * defined yet. */
static nv_value *nv_rd_global_ref_named(nv_reader *p, nv_type *t, const char *name, uint32_t line, uint32_t col) {
  nv_value *v;
  uintptr_t k;
  if (t->kind != NVCG_TYPE_PTR) {
    char b[128];
    nvcg_type_print(t, b, sizeof b);
    nv_rd_error_at(p, line, col, "'@%s' is a pointer, but '%s' is expected here", name, b);
  }
  if (nv_map_get(&p->m->symtab, (uintptr_t)name, &k) || nv_map_get(&p->galias, (uintptr_t)name, &k)) {
    v = (nv_value *)k;
  } else if (nv_map_get(&p->gvals, (uintptr_t)name, &k)) {
    v = p->gfwd.data[k].v;
  } else {
    nv_rd_fwd f;
    v = (nv_value *)nv_arena_alloc(&p->m->arena, nv_rd_gsize());
    v->kind = NV_V_GLOBAL;
    v->type = t;
    v->name = name;
    v->id = p->m->next_id++;
    f.v = v;
    f.name = name;
    f.num = 0;
    f.line = line;
    f.col = col;
    nv_map_put(&p->gvals, (uintptr_t)name, p->gfwd.len);
    nv_vec_push(&p->gfwd, f);
    return v;
  }
  if (v->type != t) {
    char w[160];
    snprintf(w, sizeof w, "'@%.100s'", name);
    nv_rd_type_mismatch(p, line, col, w, v->type, t);
  }
  return v;
}

/* ---- literals ---- */

static int nv_rd_clz64(uint64_t x) {
  int n = 0;
  while (!(x & (1ull << 63))) {
    x <<= 1;
    n++;
  }
  return n;
}

/* The current INT token as a 128-bit two's-complement value (wider literals are an error;
 * narrower types truncate, as LLVM does). */
static void nv_rd_int_literal(nv_reader *p, uint64_t *lo, uint64_t *hi) {
  nv_tok *t = &p->tok;
  uint64_t l = 0, h = 0;
  uint32_t i = 0;
  int neg = 0;
  if (t->sub) {
    for (i = 0; i < t->len; i++) {
      if (h >> 60) nv_rd_error(p, "integer constant is wider than 128 bits");
      h = (h << 4) | (l >> 60);
      l = (l << 4) | (uint64_t)nv_ll_hexval((unsigned char)t->s[i]);
    }
    if (t->sub == 's' && (l | h)) {
      /* LLVM's s0x: the value is signed in exactly its significant bits, so the highest
       * set bit is the sign (s0x7FFF is -1); sign-extend from it */
      unsigned top = h ? 64 + 63 - (unsigned)nv_rd_clz64(h) : 63 - (unsigned)nv_rd_clz64(l);
      if (top < 64) {
        l |= top == 63 ? 0 : ~0ull << (top + 1);
        h = ~0ull;
      } else if (top < 127) {
        h |= ~0ull << (top - 63);
      }
    }
  } else {
    if (t->s[0] == '-') {
      neg = 1;
      i = 1;
    }
    for (; i < t->len; i++) {
      uint64_t d = (uint64_t)(t->s[i] - '0');
      uint64_t p0 = (l & 0xffffffffu) * 10 + d;
      uint64_t p1 = (l >> 32) * 10 + (p0 >> 32);
      uint64_t carry = p1 >> 32;
      if (h > (UINT64_MAX - carry) / 10) nv_rd_error(p, "integer constant is wider than 128 bits");
      h = h * 10 + carry;
      l = (p0 & 0xffffffffu) | (p1 << 32);
    }
    if (neg) {
      l = ~l + 1;
      h = ~h + (l == 0);
    }
  }
  *lo = l;
  *hi = h;
}

/* strtod is locale-dependent: the literal's '.' becomes the locale's decimal point. */
static double nv_rd_strtod(nv_reader *p) {
  char buf[512];
  const char *dp = localeconv()->decimal_point;
  size_t dl = dp && *dp ? strlen(dp) : 1, o = 0;
  uint32_t i;
  nv_tok *t = &p->tok;
  if (t->len + dl + 1 > sizeof buf) nv_rd_error(p, "floating-point literal is too long");
  for (i = 0; i < t->len; i++) {
    if (t->s[i] == '.' && dp && *dp) {
      memcpy(buf + o, dp, dl);
      o += dl;
    } else {
      buf[o++] = t->s[i];
    }
  }
  buf[o] = 0;
  return strtod(buf, NULL);
}

/* Converts a double to a narrower FP type; 0 when the value does not survive exactly
 * (LLVM rejects such constants rather than round them). */
static int nv_rd_fp_narrow(const nv_type *t, double d, uint64_t out[2]) {
  uint64_t b = nv_f64_to_bits(d), frac = b & ((1ull << 52) - 1);
  unsigned mant = t->kind == NVCG_TYPE_HALF ? 10 : t->kind == NVCG_TYPE_BFLOAT ? 7 : 23;
  unsigned expbits = t->kind == NVCG_TYPE_FLOAT ? 8 : t->kind == NVCG_TYPE_BFLOAT ? 8 : 5;
  if (((b >> 52) & 0x7ff) == 0x7ff && frac) {
    /* NaN: the payload must fit (signalling NaNs keep their quiet bit clear) */
    uint64_t keep = frac >> (52 - mant);
    if (!keep || (frac & ((1ull << (52 - mant)) - 1))) return 0;
    out[0] = ((b >> 63) << (mant + expbits)) | (((1ull << expbits) - 1) << mant) | keep;
    out[1] = 0;
    return 1;
  }
  nv_fp_from_double(t, d, out);
  {
    nv_type tmp = *t;
    nv_const c;
    memset(&c, 0, sizeof c);
    c.v.type = &tmp;
    c.ci[0] = out[0];
    return nv_f64_to_bits(nv_cfp_to_double(&c.v)) == b;
  }
}

static nv_value *nv_rd_fp_literal(nv_reader *p, nv_type *t) {
  nv_tok *k = &p->tok;
  uint64_t w[2] = {0, 0};
  double d;
  uint32_t i;
  char tb[64];
  if (!nv_type_is_fp(t)) {
    nvcg_type_print(t, tb, sizeof tb);
    nv_rd_error(p, "floating-point constant is invalid for type '%s'", tb);
  }
  switch (k->sub) {
  case 'K': case 'M': nv_rd_unsupported(p, "x86_fp80 and ppc_fp128 constants are not supported");
  case 'H': case 'R':
    if (t->kind != (k->sub == 'H' ? NVCG_TYPE_HALF : NVCG_TYPE_BFLOAT))
      nv_rd_error(p, "0x%c constants are only valid for %s", k->sub, k->sub == 'H' ? "half" : "bfloat");
    if (k->len > 4) nv_rd_error(p, "too many hexadecimal digits");
    for (i = 0; i < k->len; i++) w[0] = (w[0] << 4) | (uint64_t)nv_ll_hexval((unsigned char)k->s[i]);
    nv_rd_next(p);
    return nv_const_fp_bits(t, w[0], 0);
  case 'L':
    if (t->kind != NVCG_TYPE_FP128) nv_rd_error(p, "0xL constants are only valid for fp128");
    if (k->len > 32) nv_rd_error(p, "too many hexadecimal digits");
    /* LLVM's order: with at least 16 digits the first 16 are the low word. */
    i = 0;
    if (k->len >= 16)
      for (; i < 16; i++) w[0] = (w[0] << 4) | (uint64_t)nv_ll_hexval((unsigned char)k->s[i]);
    for (; i < k->len; i++) w[1] = (w[1] << 4) | (uint64_t)nv_ll_hexval((unsigned char)k->s[i]);
    nv_rd_next(p);
    return nv_const_fp_bits(t, w[0], w[1]);
  case 'X':
    if (k->len > 16) nv_rd_error(p, "too many hexadecimal digits");
    for (i = 0; i < k->len; i++) w[0] = (w[0] << 4) | (uint64_t)nv_ll_hexval((unsigned char)k->s[i]);
    d = nv_bits_to_f64(w[0]);
    break;
  default: d = nv_rd_strtod(p); break;
  }
  switch (t->kind) {
  case NVCG_TYPE_DOUBLE: w[0] = nv_f64_to_bits(d); break;
  case NVCG_TYPE_FP128: nv_fp_from_double(t, d, w); break;
  default:
    if (!nv_rd_fp_narrow(t, d, w)) {
      nvcg_type_print(t, tb, sizeof tb);
      nv_rd_error(p, "floating-point constant is not exactly representable as '%s'", tb);
    }
    break;
  }
  nv_rd_next(p);
  return nv_const_fp_bits(t, w[0], w[1]);
}

/* ---- constants ---- */

static void nv_rd_want(nv_reader *p, int ok, nv_type *t, uint32_t line, uint32_t col, const char *what) {
  char b[128];
  if (ok) return;
  nvcg_type_print(t, b, sizeof b);
  nv_rd_error_at(p, line, col, "%s is invalid for type '%s'", what, b);
}

/* Elements `T v, T v, ...` up to `close`, pushed on p->vals; returns where they start. */
static uint32_t nv_rd_const_elems(nv_reader *p, unsigned close) {
  uint32_t base = p->vals.len;
  while (p->tok.kind != close) {
    nv_type *et;
    nv_value *v;
    if (p->vals.len > base) nv_rd_expect(p, NV_T_COMMA, close == NV_T_RSQ ? "',' or ']'" : close == NV_T_GT ? "',' or '>'" : "',' or '}'");
    et = nv_rd_first_class_type(p);
    v = nv_rd_constant(p, et);
    nv_vec_push(&p->vals, v);
  }
  nv_rd_next(p);
  return base;
}

static nv_value *nv_rd_aggregate(nv_reader *p, nv_type *t, unsigned close, int packed,
                                 uint32_t line, uint32_t col) {
  uint32_t base, n, i;
  nv_value *v;
  nv_rd_enter(p);
  base = nv_rd_const_elems(p, close);
  n = p->vals.len - base;
  if (close == NV_T_RSQ) {
    nv_rd_want(p, t->kind == NVCG_TYPE_ARRAY, t, line, col, "an array constant");
    if (t->count != n)
      nv_rd_error_at(p, line, col, "array constant has %u elements but its type has %llu", n, (unsigned long long)t->count);
    for (i = 0; i < n; i++)
      if (p->vals.data[base + i]->type != t->elem)
        nv_rd_error_at(p, line, col, "element %u of the array constant has the wrong type", i);
  } else if (close == NV_T_GT && !packed) {
    nv_rd_want(p, t->kind == NVCG_TYPE_VECTOR, t, line, col, "a vector constant");
    if (t->count != n)
      nv_rd_error_at(p, line, col, "vector constant has %u elements but its type has %llu", n, (unsigned long long)t->count);
    for (i = 0; i < n; i++)
      if (p->vals.data[base + i]->type != t->elem)
        nv_rd_error_at(p, line, col, "element %u of the vector constant has the wrong type", i);
  } else {
    nv_rd_want(p, t->kind == NVCG_TYPE_STRUCT && t->has_body && t->packed == (packed ? 1 : 0), t,
               line, col, packed ? "a packed struct constant" : "a struct constant");
    if (t->count != n)
      nv_rd_error_at(p, line, col, "struct constant has %u fields but its type has %llu", n, (unsigned long long)t->count);
    for (i = 0; i < n; i++)
      if (p->vals.data[base + i]->type != t->fields[i])
        nv_rd_error_at(p, line, col, "field %u of the struct constant has the wrong type", i);
  }
  v = nv_const_agg(t, p->vals.data + base, n);
  p->vals.len = base;
  nv_rd_leave(p);
  return v;
}

/* An icmp/fcmp predicate keyword. */
static unsigned nv_rd_predicate(nv_reader *p, int fp) {
  unsigned k;
  if (p->tok.kind == NV_T_KW) {
    unsigned lo = fp ? NVCG_FCMP_FALSE : NVCG_ICMP_EQ, hi = fp ? NVCG_FCMP_TRUE : NVCG_ICMP_SLE;
    for (k = lo; k <= hi; k++) {
      const char *n = nv_pred_name(k);
      if (strlen(n) == p->tok.len && memcmp(n, p->tok.s, p->tok.len) == 0) {
        nv_rd_next(p);
        return k;
      }
    }
  }
  nv_rd_error(p, "expected %s predicate, found %s", fp ? "an fcmp" : "an icmp", nv_rd_tokdesc(p));
}

/* Sizedness walks struct bodies recursively: it waits until the module's types are known
 * and checked for nesting (nv_rd_finish). */
static void nv_rd_must_be_sized(nv_reader *p, nv_type *t, const char *what, uint32_t line, uint32_t col) {
  nv_rd_later l;
  if (t->kind != NVCG_TYPE_STRUCT && t->kind != NVCG_TYPE_ARRAY && t->kind != NVCG_TYPE_VECTOR) return;
  l.t = t;
  l.what = what;
  l.line = line;
  l.col = col;
  nv_vec_push(&p->sized, l);
}

static nv_value *nv_rd_const_expr(nv_reader *p, nv_type *t, uint32_t line, uint32_t col) {
  nv_context *c = p->c;
  unsigned op = (unsigned)p->tok.kw - NV_KW_OPBASE;
  nv_value *v, *ops[65];
  uint32_t flags = 0;
  nv_rd_next(p);
  nv_rd_enter(p);
  if (op == NVCG_OP_GEP) {
    nv_type *src;
    unsigned n = 0;
    char err[200];
    for (;;) {
      if (nv_rd_eat_kw(p, NV_KW_inbounds)) flags |= NVCG_FLAG_INBOUNDS;
      else if (nv_rd_eat_kw(p, NV_KW_nuw) || nv_rd_eat_kw(p, NV_KW_nusw)) continue;
      else if (nv_rd_is_kw(p, NV_KW_inrange)) {
        nv_rd_next(p);
        if (p->tok.kind == NV_T_LPAREN) nv_rd_skip_parens(p);
      } else break;
    }
    nv_rd_expect(p, NV_T_LPAREN, NULL);
    src = nv_rd_type(p);
    if (!nv_rd_valid_elem(src)) nv_rd_error(p, "invalid getelementptr source type");
    if (src->kind == NVCG_TYPE_STRUCT && !src->has_body)
      nv_rd_error_at(p, line, col, "getelementptr source type %%%s has no body (yet)", src->name ? src->name : "");
    nv_rd_expect(p, NV_T_COMMA, NULL);
    {
      uint32_t bl = p->tok.line, bc = p->tok.col;
      nv_type *bt = nv_rd_first_class_type(p);
      if (bt->kind != NVCG_TYPE_PTR) nv_rd_error_at(p, bl, bc, "getelementptr base must be a pointer");
      ops[n++] = nv_rd_constant(p, bt);
    }
    while (nv_rd_eat(p, NV_T_COMMA)) {
      nv_type *it;
      uint32_t il, ic;
      nv_rd_eat_kw(p, NV_KW_inrange);
      il = p->tok.line;
      ic = p->tok.col;
      it = nv_rd_first_class_type(p);
      if (n > 64) nv_rd_error_at(p, il, ic, "getelementptr has more than 64 indices");
      ops[n] = nv_rd_constant(p, it);
      if (ops[n]->kind != NV_V_CINT) nv_rd_error_at(p, il, ic, "constant getelementptr indices must be integer constants");
      n++;
    }
    nv_rd_expect(p, NV_T_RPAREN, NULL);
    if (!nv_gep_indexed_type(src, ops + 1, n - 1, err, sizeof err)) nv_rd_error_at(p, line, col, "%s", err);
    v = nv_const_expr(c, NVCG_OP_GEP, ops[0]->type, ops, n, src, flags, 0);
    nv_rd_must_be_sized(p, src, "the getelementptr source type", line, col);
  } else if (NV_OP_IS_CAST(op)) {
    nv_type *from, *to;
    uint32_t tl, tc;
    nv_rd_expect(p, NV_T_LPAREN, NULL);
    from = nv_rd_first_class_type(p);
    ops[0] = nv_rd_constant(p, from);
    nv_rd_expect_kw(p, NV_KW_to);
    tl = p->tok.line;
    tc = p->tok.col;
    to = nv_rd_first_class_type(p);
    nv_rd_expect(p, NV_T_RPAREN, NULL);
    if (!nv_cast_valid(op, from, to)) {
      char a[128], b[128];
      nvcg_type_print(from, a, sizeof a);
      nvcg_type_print(to, b, sizeof b);
      nv_rd_error_at(p, tl, tc, "invalid cast: %s from '%s' to '%s'", nv_opcode_name(op), a, b);
    }
    v = nv_const_expr(c, op, to, ops, 1, NULL, 0, 0);
  } else if (NV_OP_IS_BINARY(op) || op == NVCG_OP_ICMP || op == NVCG_OP_FCMP) {
    unsigned pred = 0;
    nv_type *ta;
    if (op == NVCG_OP_ICMP || op == NVCG_OP_FCMP) {
      pred = nv_rd_predicate(p, op == NVCG_OP_FCMP);
    } else {
      for (;;) {
        if (nv_rd_eat_kw(p, NV_KW_nuw)) flags |= NVCG_FLAG_NUW;
        else if (nv_rd_eat_kw(p, NV_KW_nsw)) flags |= NVCG_FLAG_NSW;
        else if (nv_rd_eat_kw(p, NV_KW_exact)) flags |= NVCG_FLAG_EXACT;
        else if (nv_rd_eat_kw(p, NV_KW_disjoint)) continue;
        else break;
      }
    }
    nv_rd_expect(p, NV_T_LPAREN, NULL);
    ta = nv_rd_first_class_type(p);
    ops[0] = nv_rd_constant(p, ta);
    nv_rd_expect(p, NV_T_COMMA, NULL);
    ops[1] = nv_rd_constant(p, nv_rd_first_class_type(p));
    nv_rd_expect(p, NV_T_RPAREN, NULL);
    if (ops[1]->type != ta) nv_rd_error_at(p, line, col, "operands of the constant expression have different types");
    if (op == NVCG_OP_ICMP) {
      if (!nv_type_is_int_or_intvec(ta) && !nv_type_is_ptr_or_ptrvec(ta))
        nv_rd_error_at(p, line, col, "icmp needs integer or pointer operands");
      v = nv_const_expr(c, op, nv_cmp_result_type(ta), ops, 2, NULL, 0, (uint16_t)pred);
    } else if (op == NVCG_OP_FCMP) {
      if (!nv_type_is_fp_or_fpvec(ta)) nv_rd_error_at(p, line, col, "fcmp needs floating-point operands");
      v = nv_const_expr(c, op, nv_cmp_result_type(ta), ops, 2, NULL, 0, (uint16_t)pred);
    } else {
      int fp = NV_OP_IS_FP_BINARY(op);
      if (fp ? !nv_type_is_fp_or_fpvec(ta) : !nv_type_is_int_or_intvec(ta))
        nv_rd_error_at(p, line, col, "'%s' needs %s operands", nv_opcode_name(op), fp ? "floating-point" : "integer");
      {
        nv_inst tmp;
        memset(&tmp, 0, sizeof tmp);
        tmp.v.opcode = (uint8_t)op;
        tmp.v.type = ta;
        if (flags & ~nv_allowed_flags(&tmp)) nv_rd_error_at(p, line, col, "flags not allowed on '%s'", nv_opcode_name(op));
      }
      v = nv_const_expr(c, op, ta, ops, 2, NULL, flags, 0);
    }
  } else {
    nv_rd_unsupported(p, "constant expression '%s' is not supported", nv_opcode_name(op));
  }
  nv_rd_leave(p);
  if (v->type != t) nv_rd_type_mismatch(p, line, col, "the constant expression", v->type, t);
  return v;
}

static nv_value *nv_rd_constant(nv_reader *p, nv_type *t) {
  nv_context *c = p->c;
  nv_tok *k = &p->tok;
  uint32_t line = k->line, col = k->col;
  switch (k->kind) {
  case NV_T_GLOBAL: return nv_rd_global_ref(p, t);
  case NV_T_INT: {
    uint64_t lo, hi;
    nv_rd_want(p, t->kind == NVCG_TYPE_INT, t, line, col, "an integer constant");
    nv_rd_int_literal(p, &lo, &hi);
    nv_rd_next(p);
    return nv_const_int(t, lo, hi);
  }
  case NV_T_FP: return nv_rd_fp_literal(p, t);
  case NV_T_LSQ:
    nv_rd_next(p);
    return nv_rd_aggregate(p, t, NV_T_RSQ, 0, line, col);
  case NV_T_LBRACE:
    nv_rd_next(p);
    return nv_rd_aggregate(p, t, NV_T_RBRACE, 0, line, col);
  case NV_T_LT:
    nv_rd_next(p);
    if (p->tok.kind == NV_T_LBRACE) {
      nv_value *v;
      nv_rd_next(p);
      v = nv_rd_aggregate(p, t, NV_T_RBRACE, 1, line, col);
      nv_rd_expect(p, NV_T_GT, NULL);
      return v;
    }
    return nv_rd_aggregate(p, t, NV_T_GT, 0, line, col);
  case NV_T_LOCAL: nv_rd_error(p, "a constant is expected here, not a local value");
  case NV_T_KW:
    if (NV_KW_IS_OP(k->kw)) return nv_rd_const_expr(p, t, line, col);
    switch (k->kw) {
    case NV_KW_true: case NV_KW_false: {
      int one = k->kw == NV_KW_true;
      nv_rd_want(p, t->kind == NVCG_TYPE_INT && t->bits == 1, t, line, col, "a boolean constant");
      nv_rd_next(p);
      return nv_const_int(t, (uint64_t)one, 0);
    }
    case NV_KW_null:
      nv_rd_want(p, t->kind == NVCG_TYPE_PTR, t, line, col, "null");
      nv_rd_next(p);
      return nv_const_simple(c, NV_V_CNULL, t);
    case NV_KW_undef: case NV_KW_poison: {
      unsigned kind = k->kw == NV_KW_undef ? NV_V_UNDEF : NV_V_POISON;
      nv_rd_next(p);
      return nv_const_simple(c, (nv_value_kind)kind, t);
    }
    case NV_KW_zeroinitializer:
      nv_rd_want(p, !(t->kind == NVCG_TYPE_STRUCT && !t->has_body), t, line, col, "zeroinitializer");
      nv_rd_next(p);
      return nv_const_zero_of(t);
    case NV_KW_c: {
      size_t n;
      const char *s;
      nv_value *v;
      nv_rd_next(p);
      if (p->tok.kind != NV_T_STRING) nv_rd_error(p, "expected a string after 'c'");
      s = nv_rd_tok_text(p, &n);
      if (t->kind != NVCG_TYPE_ARRAY || t->elem != nv_type_int(c, 8) || t->count != n) {
        char b[128];
        nvcg_type_print(t, b, sizeof b);
        nv_rd_error_at(p, line, col, "a string constant of %lu bytes is invalid for type '%s'", (unsigned long)n, b);
      }
      v = nv_const_data(c, (const uint8_t *)s, (uint32_t)n);
      nv_rd_next(p);
      return v;
    }
    case NV_KW_splat: {
      nv_value *e;
      uint64_t i;
      uint32_t base = p->vals.len;
      nv_rd_next(p);
      nv_rd_want(p, t->kind == NVCG_TYPE_VECTOR, t, line, col, "splat");
      nv_rd_expect(p, NV_T_LPAREN, NULL);
      nv_rd_enter(p);
      e = nv_rd_constant(p, nv_rd_first_class_type(p));
      nv_rd_leave(p);
      nv_rd_expect(p, NV_T_RPAREN, NULL);
      if (e->type != t->elem) nv_rd_error_at(p, line, col, "splat element has the wrong type");
      for (i = 0; i < t->count; i++) nv_vec_push(&p->vals, e);
      e = nv_const_agg(t, p->vals.data + base, (unsigned)t->count);
      p->vals.len = base;
      return e;
    }
    case NV_KW_none: nv_rd_unsupported(p, "token constants are not supported");
    case NV_KW_blockaddress: case NV_KW_dso_local_equivalent: case NV_KW_no_cfi:
      nv_rd_unsupported(p, "'%s' constants are not supported", nv_kw_name(k->kw));
    case NV_KW_asm: nv_rd_error(p, "inline asm is only valid as the callee of a call");
    default: break;
    }
    /* fall through */
  default: {
    char b[128];
    nvcg_type_print(t, b, sizeof b);
    nv_rd_error(p, "expected a constant of type '%s', found %s", b, nv_rd_tokdesc(p));
  }
  }
}

static nv_value *nv_rd_value(nv_reader *p, nv_type *t) {
  if (p->tok.kind == NV_T_LOCAL) {
    if (!p->fn) nv_rd_error(p, "local values are only valid inside a function body");
    return nv_rd_local_ref(p, t);
  }
  return nv_rd_constant(p, t);
}

static nv_value *nv_rd_typed_value(nv_reader *p) {
  nv_type *t = nv_rd_first_class_type(p);
  return nv_rd_value(p, t);
}

/* ---- metadata ---- */

static nv_md_node *nv_rd_md_node(nv_reader *p);

/* Notes a use of the numbered metadata !N at the current token (nv_rd_finish checks that
 * each was defined). */
static void nv_rd_md_use(nv_reader *p) {
  nv_rd_mdref r;
  r.num = p->tok.num;
  r.line = p->tok.line;
  r.col = p->tok.col;
  nv_vec_push(&p->mdrefs, r);
}

/* One operand of a generic metadata node. */
static void nv_rd_md_elem(nv_reader *p, nv_md_elem *e) {
  memset(e, 0, sizeof *e);
  switch (p->tok.kind) {
  case NV_T_KW:
    if (nv_rd_eat_kw(p, NV_KW_null)) {
      e->kind = NV_MD_NULL;
      return;
    }
    if (nv_rd_is_kw(p, NV_KW_metadata)) { /* old `metadata !1` spelling */
      while (nv_rd_eat_kw(p, NV_KW_metadata)) {}
      nv_rd_md_elem(p, e);
      return;
    }
    break;
  case NV_T_META:
    if (p->tok.numbered) {
      e->kind = NV_MD_REF;
      e->num = p->tok.num;
      nv_rd_md_use(p);
      nv_rd_next(p);
      return;
    }
    nv_rd_next(p);
    if (p->tok.kind != NV_T_LPAREN) nv_rd_error(p, "expected '(' after a specialized metadata node name");
    nv_rd_skip_parens(p);
    e->kind = NV_MD_OTHER;
    return;
  case NV_T_EXCL:
    nv_rd_next(p);
    if (p->tok.kind == NV_T_STRING) {
      e->kind = NV_MD_STR;
      e->s = p->tok.s;
      e->len = p->tok.len;
      e->escaped = p->tok.escaped;
      nv_rd_next(p);
      return;
    }
    e->kind = NV_MD_NODE;
    e->node = nv_rd_md_node(p);
    return;
  default: break;
  }
  {
    nv_type *t = nv_rd_first_class_type(p);
    if (p->tok.kind == NV_T_LOCAL) { /* function-local metadata: dropped */
      nv_rd_next(p);
      e->kind = NV_MD_OTHER;
      return;
    }
    e->kind = NV_MD_VALUE;
    e->v = nv_rd_constant(p, t);
  }
}

/* `{ ... }` after '!', the '{' current. */
static nv_md_node *nv_rd_md_node(nv_reader *p) {
  uint32_t base = p->mdstk.len, n;
  nv_md_node *node;
  nv_rd_enter(p);
  nv_rd_expect(p, NV_T_LBRACE, "'{' after '!'");
  while (p->tok.kind != NV_T_RBRACE) {
    nv_md_elem e;
    if (p->mdstk.len > base) nv_rd_expect(p, NV_T_COMMA, "',' or '}'");
    nv_rd_md_elem(p, &e);
    nv_vec_push(&p->mdstk, e);
  }
  nv_rd_next(p);
  n = p->mdstk.len - base;
  node = NV_NEW(&p->scratch, nv_md_node);
  node->n = n;
  node->e = NV_NEW_ARRAY(&p->scratch, nv_md_elem, n ? n : 1);
  if (n) memcpy(node->e, p->mdstk.data + base, n * sizeof(nv_md_elem));
  p->mdstk.len = base;
  nv_rd_leave(p);
  return node;
}

/* The value of a metadata attachment (`!tbaa !3`, `!range !{...}`, `!dbg !DILocation(...)`),
 * after its kind; dropped. */
static void nv_rd_md_attachment_value(nv_reader *p) {
  if (p->tok.kind == NV_T_META && p->tok.numbered) {
    nv_rd_md_use(p);
    nv_rd_next(p);
  } else if (p->tok.kind == NV_T_EXCL) {
    nv_rd_next(p);
    nv_rd_md_node(p);
  } else if (p->tok.kind == NV_T_META) {
    nv_rd_next(p);
    if (p->tok.kind != NV_T_LPAREN) nv_rd_error(p, "expected '(' after a specialized metadata node name");
    nv_rd_skip_parens(p);
  } else {
    nv_rd_error(p, "expected metadata, found %s", nv_rd_tokdesc(p));
  }
}

/* `!N = ...` and `!name = !{...}` at the top level. */
static void nv_rd_md_toplevel(nv_reader *p) {
  nv_tok *t = &p->tok;
  if (t->numbered) {
    uint64_t num = t->num;
    uint32_t line = t->line, col = t->col;
    nv_rd_next(p);
    nv_rd_expect(p, NV_T_EQ, NULL);
    nv_rd_eat_kw(p, NV_KW_distinct);
    if (num > NV_RD_MAX_NUM) nv_rd_error_at(p, line, col, "metadata number is too large");
    if (nv_map_get(&p->md, (uintptr_t)num, NULL))
      nv_rd_error_at(p, line, col, "redefinition of metadata !%llu", (unsigned long long)num);
    if (p->tok.kind == NV_T_EXCL) {
      nv_md_node *n;
      nv_rd_next(p);
      if (p->tok.kind == NV_T_STRING) {
        nv_rd_next(p);
        n = NV_NEW(&p->scratch, nv_md_node);
      } else {
        n = nv_rd_md_node(p);
      }
      nv_map_put(&p->md, (uintptr_t)num, (uintptr_t)n);
    } else if (t->kind == NV_T_META && !t->numbered) {
      nv_rd_next(p);
      if (p->tok.kind != NV_T_LPAREN) nv_rd_error(p, "expected '(' after a specialized metadata node name");
      nv_rd_skip_parens(p);
      nv_map_put(&p->md, (uintptr_t)num, (uintptr_t)NV_NEW(&p->scratch, nv_md_node));
    } else {
      nv_rd_error(p, "expected a metadata node, found %s", nv_rd_tokdesc(p));
    }
    return;
  }
  {
    int which = 0; /* 1 nvvm.annotations, 2 nvvmir.version */
    if (t->len == 16 && memcmp(t->s, "nvvm.annotations", 16) == 0) which = 1;
    else if (t->len == 14 && memcmp(t->s, "nvvmir.version", 14) == 0) which = 2;
    nv_rd_next(p);
    nv_rd_expect(p, NV_T_EQ, NULL);
    nv_rd_expect(p, NV_T_EXCL, "'!' starting the named metadata's operands");
    nv_rd_expect(p, NV_T_LBRACE, NULL);
    while (p->tok.kind != NV_T_RBRACE) {
      if (p->tok.kind == NV_T_META && p->tok.numbered) {
        nv_rd_mdref r;
        r.num = p->tok.num;
        r.line = p->tok.line;
        r.col = p->tok.col;
        if (which == 1) nv_vec_push(&p->annotations, r);
        if (which == 2) nv_vec_push(&p->nvvmir_version, r);
        nv_vec_push(&p->mdrefs, r);
        nv_rd_next(p);
      } else {
        nv_rd_md_attachment_value(p);
      }
      if (p->tok.kind != NV_T_RBRACE) nv_rd_expect(p, NV_T_COMMA, "',' or '}'");
    }
    nv_rd_next(p);
  }
}

static nv_md_node *nv_rd_md_lookup(nv_reader *p, const nv_rd_mdref *r) {
  uintptr_t v;
  if (r->num > NV_RD_MAX_NUM || !nv_map_get(&p->md, (uintptr_t)r->num, &v))
    nv_rd_error_at(p, r->line, r->col, "use of undefined metadata !%llu", (unsigned long long)r->num);
  return (nv_md_node *)v;
}

static int nv_rd_md_str_is(nv_reader *p, const nv_md_elem *e, const char *s) {
  size_t n;
  char *d;
  if (e->kind != NV_MD_STR) return 0;
  if (!e->escaped) return e->len == strlen(s) && memcmp(e->s, s, e->len) == 0;
  p->sbuf.len = 0;
  nv_vec_reserve(&p->sbuf, e->len + 1);
  d = p->sbuf.data;
  n = nv_ll_unescape(d, e->s, e->len);
  return n == strlen(s) && memcmp(d, s, n) == 0;
}

static int nv_rd_md_u32(const nv_md_elem *e, uint32_t *out) {
  if (e->kind != NV_MD_VALUE || e->v->kind != NV_V_CINT) return 0;
  *out = (uint32_t)nv_cint_zext(e->v);
  return 1;
}

/* Why samplers are refused (module-scope textures and surfaces and image kernel
 * parameters are read: ir/texture.h). */
#define NV_RD_TEXREF_WHY                                                                                            \
  "samplers (.samplerref: PTX's independent texturing mode) are not supported; nvcg compiles module-scope "         \
  "textures and surfaces (an addrspace(1) i64 global annotated \"texture\" or \"surface\"), image kernel "       \
  "parameters (\"rdoimage\", \"wroimage\", \"rdwrimage\") and bindless objects (i64 handles), each sampled "  \
  "with the texture's own sampler state (unified mode)"

/* llvm.nvvm.texsurf.handle.<p> (not .internal), NVVM IR's older form: (metadata holding the
 * texture or surface variable, the variable). Its declaration is dropped and each call
 * read as llvm.nvvm.texsurf.handle.internal.p1 of the variable (reader_inst.c). */
static int nv_rd_texsurf_md_form(const char *name) {
  return !strncmp(name, "llvm.nvvm.texsurf.handle.", 25) && strncmp(name, "llvm.nvvm.texsurf.handle.internal", 33);
}

static const nv_value *nv_rd_strip_casts(const nv_value *v) {
  while (v && v->kind == NV_V_CEXPR && NV_OP_IS_CAST(v->opcode)) v = ((const nv_const *)v)->elems[0];
  return v;
}

/* Does the metadata operand of such a call hold the variable g: a value
 * (`metadata ptr addrspace(1) @tex`), or a node whose only global it is (`!{ptr
 * addrspace(1) @tex, !"texture", i32 1}`, as NVVM IR's specification writes it)? */
static int nv_rd_texsurf_md_holds(nv_reader *p, const nv_md_elem *e, const nv_value *g) {
  const nv_md_node *n;
  uint32_t i, found = 0;
  if (e->kind == NV_MD_VALUE) return nv_rd_strip_casts(e->v) == g;
  if (e->kind == NV_MD_NODE) n = e->node;
  else if (e->kind == NV_MD_REF) {
    nv_rd_mdref r;
    r.num = e->num;
    r.line = r.col = 0;
    n = nv_rd_md_lookup(p, &r);
  } else return 0;
  for (i = 0; i < n->n; i++)
    if (n->e[i].kind == NV_MD_VALUE) {
      const nv_value *v = nv_rd_strip_casts(n->e[i].v);
      if (v->kind == NV_V_GLOBAL) {
        if (v != g) return 0;
        found = 1;
      }
    }
  return found;
}

/* The calls whose metadata operand was numbered metadata, from index `from` on (the
 * module's metadata is read by now). */
static void nv_rd_check_texsurf_md(nv_reader *p, uint32_t from) {
  uint32_t i;
  for (i = from; i < p->texsurf_md.len; i++) {
    nv_rd_texsurf_md *t = &p->texsurf_md.data[i];
    nv_md_elem e;
    memset(&e, 0, sizeof e);
    e.kind = NV_MD_REF;
    e.num = t->ref.num;
    nv_rd_md_lookup(p, &t->ref); /* defined? (located error otherwise) */
    if (!nv_rd_texsurf_md_holds(p, &e, t->g))
      nv_rd_error_at(p, t->ref.line, t->ref.col,
                     "the metadata operand of llvm.nvvm.texsurf.handle (!%llu) must hold the texture or surface "
                     "variable the call's second operand is ('@%s')",
                     (unsigned long long)t->ref.num, t->g->name ? t->g->name : "");
  }
}

/* A global annotated "texture" / "surface" (value 1): an addrspace(1) i64, read through
 * llvm.nvvm.texsurf.handle.internal; a located error otherwise. */
static void nv_rd_texref_annotation(nv_reader *p, const nv_md_elem *val, nv_value *v, unsigned kind, uint32_t line,
                                    uint32_t col) {
  static const char *const names[3] = {"", "texture", "surface"};
  nv_global *g;
  uint32_t x;
  while (v->kind == NV_V_CEXPR && NV_OP_IS_CAST(v->opcode)) v = ((nv_const *)v)->elems[0];
  if (v->kind != NV_V_GLOBAL) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations \"%s\" names something other than a global variable", names[kind]);
    return;
  }
  g = (nv_global *)v;
  if (!nv_rd_md_u32(val, &x) || x != 1) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations \"%s\" on '@%s' needs the value i32 1", names[kind], g->v.name);
    return;
  }
  if (g->addrspace != 1 || g->vtype->kind != NVCG_TYPE_INT || g->vtype->bits != 64) {
    nv_rd_error_at(p, line, col,
                   "!nvvm.annotations \"%s\": '@%s' must be an addrspace(1) global of type i64 (a module-scope %s "
                   "reference)",
                   names[kind], g->v.name, names[kind]);
    return;
  }
  if (g->texref && g->texref != kind) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations: '@%s' is annotated both \"texture\" and \"surface\"", g->v.name);
    return;
  }
  g->texref = (uint8_t)kind;
}

/* A kernel parameter annotated as an image: {@k, !"rdoimage" | !"wroimage" | !"rdwrimage", i32 N},
 * N the parameter's index (as LLVM's NVPTX backend reads them); the parameter an i64, the
 * handle the image intrinsics take. The verifier checks that the function is a kernel
 * (its "kernel" annotation may come later). */
static void nv_rd_image_param_annotation(nv_reader *p, const nv_md_elem *val, nv_value *v, unsigned kind,
                                         const char *key, uint32_t line, uint32_t col) {
  nv_func *f;
  uint32_t x;
  while (v->kind == NV_V_CEXPR && NV_OP_IS_CAST(v->opcode)) v = ((nv_const *)v)->elems[0];
  if (v->kind != NV_V_FUNC) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations \"%s\" names something other than a function", key);
    return;
  }
  f = (nv_func *)v;
  if (!nv_rd_md_u32(val, &x)) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations \"%s\" on '@%s' needs an i32 parameter index", key,
                   f->v.name ? f->v.name : "");
    return;
  }
  if (x >= f->nargs) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations \"%s\" on '@%s': parameter %u does not exist (it has %u)", key,
                   f->v.name ? f->v.name : "", x, f->nargs);
    return;
  }
  if (f->fty->fields[x]->kind != NVCG_TYPE_INT || f->fty->fields[x]->bits != 64) {
    nv_rd_error_at(p, line, col,
                   "!nvvm.annotations \"%s\" on '@%s': parameter %u must be an i64 (the image's handle, which the "
                   "texture and surface intrinsics take)",
                   key, f->v.name ? f->v.name : "", x);
    return;
  }
  if (f->pattrs[x].image && f->pattrs[x].image != kind) {
    nv_rd_error_at(p, line, col, "!nvvm.annotations: parameter %u of '@%s' is annotated as two kinds of image", x,
                   f->v.name ? f->v.name : "");
    return;
  }
  f->pattrs[x].image = (uint8_t)kind;
}

/* !nvvm.annotations: {fn, key, value, key, value, ...} per node; !nvvmir.version. */
static void nv_rd_apply_nvvm_md(nv_reader *p) {
  static const char *const texref_keys[] = {"sampler"};
  static const char *const image_keys[4] = {"", "rdoimage", "wroimage", "rdwrimage"};
  uint32_t i, j;
  for (i = 0; i < p->annotations.len; i++) {
    nv_md_node *n = nv_rd_md_lookup(p, &p->annotations.data[i]);
    nv_value *v;
    nv_func *f;
    if (n->n < 1 || n->e[0].kind != NV_MD_VALUE) continue;
    for (j = 1; j + 1 < n->n; j += 2) {
      uint32_t t;
      for (t = 0; t < sizeof texref_keys / sizeof texref_keys[0]; t++)
        if (nv_rd_md_str_is(p, &n->e[j], texref_keys[t])) {
          nv_rd_unsupported_at(p, p->annotations.data[i].line, p->annotations.data[i].col,
                               "!nvvm.annotations \"%s\": " NV_RD_TEXREF_WHY, texref_keys[t]);
          break;
        }
      for (t = NV_IMGPARAM_RDO; t <= NV_IMGPARAM_RDWR; t++)
        if (nv_rd_md_str_is(p, &n->e[j], image_keys[t]))
          nv_rd_image_param_annotation(p, &n->e[j + 1], n->e[0].v, t, image_keys[t], p->annotations.data[i].line,
                                       p->annotations.data[i].col);
      if (nv_rd_md_str_is(p, &n->e[j], "texture"))
        nv_rd_texref_annotation(p, &n->e[j + 1], n->e[0].v, NV_TEXREF_TEXTURE, p->annotations.data[i].line,
                                p->annotations.data[i].col);
      else if (nv_rd_md_str_is(p, &n->e[j], "surface"))
        nv_rd_texref_annotation(p, &n->e[j + 1], n->e[0].v, NV_TEXREF_SURFACE, p->annotations.data[i].line,
                                p->annotations.data[i].col);
    }
    v = n->e[0].v;
    while (v->kind == NV_V_CEXPR && NV_OP_IS_CAST(v->opcode)) v = ((nv_const *)v)->elems[0];
    if (v->kind != NV_V_FUNC) continue;
    f = (nv_func *)v;
    for (j = 1; j + 1 < n->n; j += 2) {
      nv_md_elem *k = &n->e[j];
      uint32_t x, d;
      if (!nv_rd_md_u32(&n->e[j + 1], &x)) continue;
      if (nv_rd_md_str_is(p, k, "kernel")) {
        if (x) f->is_kernel = 1;
        continue;
      }
      for (d = 0; d < 3; d++) {
        static const char *const maxn[3] = {"maxntidx", "maxntidy", "maxntidz"};
        static const char *const reqn[3] = {"reqntidx", "reqntidy", "reqntidz"};
        if (nv_rd_md_str_is(p, k, maxn[d])) f->maxntid[d] = x;
        if (nv_rd_md_str_is(p, k, reqn[d])) f->reqntid[d] = x;
      }
      for (d = 0; d < 3; d++) {
        static const char *const cl[3] = {"cluster_dim_x", "cluster_dim_y", "cluster_dim_z"};
        if (nv_rd_md_str_is(p, k, cl[d])) f->cluster_dim[d] = x;
      }
      if (nv_rd_md_str_is(p, k, "minctasm")) f->minctasm = x;
      if (nv_rd_md_str_is(p, k, "maxnreg")) f->maxnreg = x;
      if (nv_rd_md_str_is(p, k, "maxclusterrank")) f->maxclusterrank = x;
    }
  }
  if (p->nvvmir_version.len) {
    nv_md_node *n = nv_rd_md_lookup(p, &p->nvvmir_version.data[0]);
    uint32_t x[4];
    for (j = 0; j < n->n && j < 4; j++)
      if (!nv_rd_md_u32(&n->e[j], &x[j])) break;
    if ((j == 2 || j == 4) && j == n->n) {
      for (i = 0; i < j; i++) p->m->nvvmir_version[i] = (int)(x[i] & 0x7fffffff);
    } else {
      nv_rd_error_at(p, p->nvvmir_version.data[0].line, p->nvvmir_version.data[0].col,
                     "!nvvmir.version needs two or four integer operands");
    }
  }
}

/* A loop's !llvm.loop node: {self, property, ...}; each property a node whose first
 * operand names it. The unroll properties become the branch's NVCG_FLAG_LOOP_* flags and
 * unroll count; the rest (mustprogress, vectoriser hints) is dropped. */
static void nv_rd_loop_hints(nv_reader *p, nv_inst *br, const nv_md_node *loop) {
  uint32_t i;
  for (i = 0; i < loop->n; i++) {
    const nv_md_elem *e = &loop->e[i];
    const nv_md_node *prop = NULL;
    uint32_t count;
    if (e->kind == NV_MD_NODE) {
      prop = e->node;
    } else if (e->kind == NV_MD_REF) {
      nv_rd_mdref r;
      r.num = e->num;
      r.line = br->line;
      r.col = br->col;
      prop = nv_rd_md_lookup(p, &r);
    }
    if (!prop || prop == loop || prop->n < 1) continue;
    if (nv_rd_md_str_is(p, &prop->e[0], "llvm.loop.unroll.disable")) br->flags |= NVCG_FLAG_LOOP_UNROLL_DISABLE;
    else if (nv_rd_md_str_is(p, &prop->e[0], "llvm.loop.unroll.full")) br->flags |= NVCG_FLAG_LOOP_UNROLL_FULL;
    else if (nv_rd_md_str_is(p, &prop->e[0], "llvm.loop.unroll.enable")) br->flags |= NVCG_FLAG_LOOP_UNROLL_ENABLE;
    else if (nv_rd_md_str_is(p, &prop->e[0], "llvm.loop.unroll.runtime.disable"))
      br->flags |= NVCG_FLAG_LOOP_RUNTIME_DISABLE;
    else if (nv_rd_md_str_is(p, &prop->e[0], "llvm.loop.unroll.count") && prop->n == 2 &&
             nv_rd_md_u32(&prop->e[1], &count))
      br->unroll_count = (uint16_t)NV_MIN(count, 0xffffu);
  }
}

/* A terminator's `!prof !{!"branch_weights", [!"expected",] i32 w, ...}`: one weight per
 * successor (LLVM's verifier rejects another count, and so does this reader). Other
 * profile kinds are dropped. */
static void nv_rd_branch_weights(nv_reader *p, nv_inst *T, const nv_md_node *prof, uint32_t line, uint32_t col) {
  uint32_t first = 1, n, i, w, nsucc = nv_term_num_succ(T);
  if (!prof || prof->n < 1 || !nv_rd_md_str_is(p, &prof->e[0], "branch_weights")) return;
  if (prof->n > 1 && nv_rd_md_str_is(p, &prof->e[1], "expected")) first = 2;
  n = prof->n - first;
  if (n != nsucc)
    nv_rd_error_at(p, line, col, "!prof branch_weights has %u weights for the %u successors of '%s'", n, nsucc,
                   nv_opcode_name(T->v.opcode));
  T->weights = NV_NEW_ARRAY(&p->m->arena, uint32_t, n);
  for (i = 0; i < n; i++) {
    if (!nv_rd_md_u32(&prof->e[first + i], &w))
      nv_rd_error_at(p, line, col, "!prof branch_weights: operand %u is not an integer constant", first + i);
    T->weights[i] = w;
  }
  T->nweights = n;
}

/* A terminator's numbered !llvm.loop or !prof node, now that it has been read. */
static void nv_rd_apply_branch_md(nv_reader *p, const nv_rd_loopref *r) {
  if (r->prof) nv_rd_branch_weights(p, r->br, nv_rd_md_lookup(p, &r->ref), r->ref.line, r->ref.col);
  else nv_rd_loop_hints(p, r->br, nv_rd_md_lookup(p, &r->ref));
}

static void nv_rd_apply_loop_md(nv_reader *p) {
  uint32_t i;
  for (i = 0; i < p->loop_md.len; i++) nv_rd_apply_branch_md(p, &p->loop_md.data[i]);
}

/* ---- attributes ---- */

static uint32_t nv_rd_fn_bit(unsigned kw) {
  switch (kw) {
  case NV_KW_noinline: return NVCG_FN_NOINLINE;
  case NV_KW_alwaysinline: return NVCG_FN_ALWAYSINLINE;
  case NV_KW_nooutline: return NVCG_FN_NOOUTLINE;
  case NV_KW_optnone: return NVCG_FN_OPTNONE;
  case NV_KW_convergent: return NVCG_FN_CONVERGENT;
  case NV_KW_nounwind: return NVCG_FN_NOUNWIND;
  case NV_KW_noreturn: return NVCG_FN_NORETURN;
  case NV_KW_readnone: return NVCG_FN_READNONE;
  case NV_KW_readonly: return NVCG_FN_READONLY;
  case NV_KW_writeonly: return NVCG_FN_WRITEONLY;
  case NV_KW_cold: return NVCG_FN_COLD;
  case NV_KW_norecurse: return NVCG_FN_NORECURSE;
  case NV_KW_willreturn: return NVCG_FN_WILLRETURN;
  case NV_KW_speculatable: return NVCG_FN_SPECULATABLE;
  default: return 0;
  }
}

static uint32_t nv_rd_param_bit(unsigned kw) {
  switch (kw) {
  case NV_KW_noalias: return NVCG_PARAM_NOALIAS;
  case NV_KW_nocapture: return NVCG_PARAM_NOCAPTURE;
  case NV_KW_readonly: return NVCG_PARAM_READONLY;
  case NV_KW_writeonly: return NVCG_PARAM_WRITEONLY;
  case NV_KW_readnone: return NVCG_PARAM_READNONE;
  case NV_KW_zeroext: return NVCG_PARAM_ZEROEXT;
  case NV_KW_signext: return NVCG_PARAM_SIGNEXT;
  case NV_KW_nonnull: return NVCG_PARAM_NONNULL;
  case NV_KW_noundef: return NVCG_PARAM_NOUNDEF;
  case NV_KW_inreg: return NVCG_PARAM_INREG;
  case NV_KW_returned: return NVCG_PARAM_RETURNED;
  default: return 0;
  }
}

/* Keywords that are attributes the IR drops (function or parameter). */
static int nv_rd_dropped_attr(unsigned kw) {
  return (kw >= NV_KW_argmemonly && kw <= NV_KW_sanitize_type) || kw == NV_KW_alignstack ||
         kw == NV_KW_inalloca || kw == NV_KW_nofree;
}

/* Keywords that start a top-level entity: they end a declaration's attribute list. */
static int nv_rd_toplevel_kw(unsigned kw) {
  return kw == NV_KW_define || kw == NV_KW_declare || kw == NV_KW_attributes ||
         kw == NV_KW_source_filename || kw == NV_KW_target || kw == NV_KW_module ||
         kw == NV_KW_uselistorder || kw == NV_KW_uselistorder_bb;
}

/* `memory(...)` (LLVM 16+): the function-wide effect is the union of every location's. */
static uint32_t nv_rd_memory_attr(nv_reader *p) {
  unsigned acc = 0;
  nv_rd_next(p);
  nv_rd_expect(p, NV_T_LPAREN, NULL);
  while (p->tok.kind != NV_T_RPAREN) {
    nv_tok *t = &p->tok;
    if (t->kind == NV_T_LABEL) nv_rd_next(p); /* "argmem:" and friends */
    if (t->kind != NV_T_KW) nv_rd_error(p, "expected a memory access kind, found %s", nv_rd_tokdesc(p));
    if (t->kw == NV_KW_none) acc |= 0;
    else if (t->len == 4 && memcmp(t->s, "read", 4) == 0) acc |= 1;
    else if (t->len == 5 && memcmp(t->s, "write", 5) == 0) acc |= 2;
    else if (t->len == 9 && memcmp(t->s, "readwrite", 9) == 0) acc |= 3;
    else nv_rd_error(p, "expected none, read, write or readwrite, found %s", nv_rd_tokdesc(p));
    nv_rd_next(p);
    if (p->tok.kind != NV_T_RPAREN) nv_rd_expect(p, NV_T_COMMA, "',' or ')'");
  }
  nv_rd_next(p);
  return acc == 0 ? NVCG_FN_READNONE : acc == 1 ? NVCG_FN_READONLY : acc == 2 ? NVCG_FN_WRITEONLY : 0;
}

/* A type in parentheses: byval(T), sret(T). */
static nv_type *nv_rd_paren_type(nv_reader *p) {
  nv_type *t;
  nv_rd_expect(p, NV_T_LPAREN, NULL);
  t = nv_rd_first_class_type(p);
  nv_rd_expect(p, NV_T_RPAREN, NULL);
  return t;
}

static void nv_rd_group_ref(nv_reader *p, nv_func *f, uint32_t index) {
  nv_rd_attr_ref r;
  r.f = f;
  r.index = index;
  r.group = p->tok.num;
  r.line = p->tok.line;
  r.col = p->tok.col;
  nv_vec_push(&p->grouprefs, r);
  nv_rd_next(p);
}

/* Parameter (or return) attributes. mode: NV_RD_AM_PARAM in a define/declare parameter
 * list (unknown words are skipped: a name, ',' or ')' must follow), NV_RD_AM_CALL for call
 * arguments and return attributes (only known words: a value follows). `pointee` is the
 * parameter's typed-pointer pointee, for byval/sret written without a type. */
static void nv_rd_param_attrs(nv_reader *p, nv_param_attrs *pa, nv_type *pointee, int mode,
                              nv_func *f, uint32_t index) {
  for (;;) {
    nv_tok *t = &p->tok;
    uint32_t bit;
    if (t->kind == NV_T_ATTRGRP) {
      if (mode == NV_RD_AM_CALL) nv_rd_next(p);
      else nv_rd_group_ref(p, f, index);
      continue;
    }
    if (t->kind == NV_T_STRING) {
      nv_rd_next(p);
      if (nv_rd_eat(p, NV_T_EQ)) nv_rd_expect(p, NV_T_STRING, NULL);
      continue;
    }
    if (t->kind != NV_T_KW) return;
    if ((bit = nv_rd_param_bit(t->kw)) != 0) {
      pa->flags |= bit;
      nv_rd_next(p);
      continue;
    }
    switch (t->kw) {
    case NV_KW_byval: case NV_KW_sret: {
      uint32_t flag = t->kw == NV_KW_byval ? NVCG_PARAM_BYVAL : NVCG_PARAM_SRET;
      uint32_t line = t->line, col = t->col;
      nv_type *ty;
      nv_rd_next(p);
      ty = p->tok.kind == NV_T_LPAREN ? nv_rd_paren_type(p) : pointee;
      if (!ty) nv_rd_error_at(p, line, col, "%s needs a type", flag == NVCG_PARAM_BYVAL ? "byval" : "sret");
      pa->flags |= flag;
      pa->byval = ty;
      continue;
    }
    case NV_KW_align:
      nv_rd_next(p);
      if (nv_rd_eat(p, NV_T_LPAREN)) {
        pa->align = nv_rd_align_value(p);
        nv_rd_expect(p, NV_T_RPAREN, NULL);
      } else {
        nv_rd_eat(p, NV_T_EQ);
        pa->align = nv_rd_align_value(p);
      }
      continue;
    case NV_KW_dereferenceable:
      nv_rd_next(p);
      if (nv_rd_eat(p, NV_T_EQ)) {
        pa->dereferenceable = nv_rd_u64(p, "a byte count");
        continue;
      }
      nv_rd_expect(p, NV_T_LPAREN, NULL);
      pa->dereferenceable = nv_rd_u64(p, "a byte count");
      nv_rd_expect(p, NV_T_RPAREN, NULL);
      continue;
    case NV_KW_captures:
      nv_rd_next(p);
      nv_rd_expect(p, NV_T_LPAREN, NULL);
      if (nv_rd_is_kw(p, NV_KW_none)) {
        nv_rd_next(p);
        if (p->tok.kind == NV_T_RPAREN) {
          pa->flags |= NVCG_PARAM_NOCAPTURE;
          nv_rd_next(p);
          continue;
        }
      }
      while (p->tok.kind != NV_T_RPAREN) {
        if (p->tok.kind == NV_T_EOF) nv_rd_error(p, "end of input inside captures(...)");
        nv_rd_next(p);
      }
      nv_rd_next(p);
      continue;
    default: break;
    }
    if (nv_rd_dropped_attr(t->kw) || (mode == NV_RD_AM_PARAM && t->kw == NV_KW_NONE)) {
      nv_rd_next(p);
      if (p->tok.kind == NV_T_LPAREN) nv_rd_skip_parens(p);
      else if (p->tok.kind == NV_T_EQ) {
        nv_rd_next(p);
        nv_rd_skip_value(p);
      }
      continue;
    }
    return;
  }
}

/* The "nvvm.*" function attributes nvcg knows, all launch bounds and cluster shapes
 * (current LLVM writes __launch_bounds__ and __cluster_dims__ so): the
 * key, how many comma-separated values it takes (0: a key without a value), and where
 * they go in nv_rd_launch. Any other "nvvm.*" key is warned about (once per key): a
 * newer LLVM may have added it, and dropping it silently could lose a kernel property. */
static const struct {
  const char *key;
  unsigned n;
  size_t off;
} nv_rd_launch_keys[] = {
    {"nvvm.maxntid", 3, offsetof(nv_rd_launch, maxntid)},
    {"nvvm.reqntid", 3, offsetof(nv_rd_launch, reqntid)},
    {"nvvm.cluster_dim", 3, offsetof(nv_rd_launch, cluster_dim)},
    {"nvvm.minctasm", 1, offsetof(nv_rd_launch, minctasm)},
    {"nvvm.maxnreg", 1, offsetof(nv_rd_launch, maxnreg)},
    {"nvvm.maxclusterrank", 1, offsetof(nv_rd_launch, maxclusterrank)},
    {"nvvm.blocksareclusters", 0, offsetof(nv_rd_launch, blocksareclusters)},
};

/* An "nvvm.*" key nvcg does not know: a warning at its first use, then it is dropped. */
static void nv_rd_unknown_nvvm_attr(nv_reader *p) {
  const nv_tok *t = &p->tok;
  const char *key = nv_intern(&p->c->strs, t->s, t->len);
  nv_buf known = NV_BUF_INIT;
  uintptr_t seen;
  size_t k;
  if (nv_map_get(&p->nvvm_warned, (uintptr_t)key, &seen)) return;
  nv_map_put(&p->nvvm_warned, (uintptr_t)key, 1);
  for (k = 0; k < NV_ARRAY_LEN(nv_rd_launch_keys); k++)
    nv_buf_printf(&known, "%s\"%s\"", k ? ", " : "", nv_rd_launch_keys[k].key);
  nv_diag(&p->c->diag, NVCG_SEV_WARNING, p->file, t->line, t->col,
          "unknown NVVM function attribute \"%s\" is ignored (nvcg knows %s)", key, known.data);
  nv_buf_free(&known);
}

/* `"nvvm.maxntid"="10,20,30"` and friends; the key token is current. Returns 0 when the
 * key is not one of nv_rd_launch_keys (an unknown "nvvm.*" key has been warned about). A
 * dimension not written stays 0 (unset, read as 1). */
static int nv_rd_launch_attr(nv_reader *p, nv_rd_launch *lb) {
  const nv_tok *t = &p->tok;
  uint32_t line = t->line, col = t->col;
  size_t k;
  for (k = 0; k < NV_ARRAY_LEN(nv_rd_launch_keys); k++)
    if (t->len == strlen(nv_rd_launch_keys[k].key) && memcmp(t->s, nv_rd_launch_keys[k].key, t->len) == 0) break;
  if (k == NV_ARRAY_LEN(nv_rd_launch_keys)) {
    if (t->len > 5 && memcmp(t->s, "nvvm.", 5) == 0) nv_rd_unknown_nvvm_attr(p);
    return 0;
  }
  nv_rd_next(p);
  if (nv_rd_launch_keys[k].n == 0) {
    if (p->tok.kind == NV_T_EQ) nv_rd_error(p, "\"%s\" takes no value", nv_rd_launch_keys[k].key);
    *(uint32_t *)(void *)((char *)lb + nv_rd_launch_keys[k].off) = 1;
    return 1;
  }
  nv_rd_expect(p, NV_T_EQ, "'=' and a value after a launch-bound attribute");
  if (p->tok.kind != NV_T_STRING) nv_rd_error(p, "expected a string value for \"%s\"", nv_rd_launch_keys[k].key);
  {
    uint32_t v[3] = {0, 0, 0}, *dst = (uint32_t *)(void *)((char *)lb + nv_rd_launch_keys[k].off);
    const char *s = p->tok.s, *end = p->tok.s + p->tok.len;
    unsigned n = 0, i;
    int ok = s < end;
    while (ok && s < end) {
      uint64_t x = 0;
      const char *d0 = s;
      while (s < end && *s >= '0' && *s <= '9' && x <= 0xFFFFFFFFu) x = x * 10 + (uint64_t)(*s++ - '0');
      if (s == d0 || x > 0xFFFFFFFFu || n == nv_rd_launch_keys[k].n) ok = 0;
      else v[n++] = (uint32_t)x;
      if (s < end && *s == ',' && s + 1 < end) s++;
      else if (s < end) ok = 0;
    }
    if (!ok)
      nv_rd_error_at(p, line, col, "\"%s\" takes %s, found \"%.*s\"", nv_rd_launch_keys[k].key,
                  nv_rd_launch_keys[k].n == 3 ? "one to three comma-separated integers" : "one integer",
                  (int)p->tok.len, p->tok.s);
    for (i = 0; i < n; i++) dst[i] = v[i];
  }
  nv_rd_next(p);
  return 1;
}

/* Copies the launch bounds a list or group gave onto the function (later lists win). */
static void nv_rd_apply_launch(nv_func *f, const nv_rd_launch *lb) {
  unsigned i;
  for (i = 0; i < 3; i++) {
    if (lb->maxntid[0]) f->maxntid[i] = lb->maxntid[i];
    if (lb->reqntid[0]) f->reqntid[i] = lb->reqntid[i];
    if (lb->cluster_dim[0]) f->cluster_dim[i] = lb->cluster_dim[i];
  }
  if (lb->minctasm) f->minctasm = lb->minctasm;
  if (lb->maxnreg) f->maxnreg = lb->maxnreg;
  if (lb->maxclusterrank) f->maxclusterrank = lb->maxclusterrank;
  if (lb->blocksareclusters) f->blocksareclusters = 1;
}

/* One function attribute, if the current token is one. mode: NV_RD_AM_FN after a
 * define's parameters (anything up to '{' is an attribute), NV_RD_AM_DECL after a
 * declare's (stops at top-level words), NV_RD_AM_CALL after call arguments (known words
 * only: the next instruction follows), NV_RD_AM_GROUP inside `attributes #N = {}`. */
static int nv_rd_fn_attr(nv_reader *p, nv_rd_attrs *a, int mode) {
  nv_tok *t = &p->tok;
  uint32_t bit;
  if (t->kind == NV_T_STRING) {
    if (mode != NV_RD_AM_CALL && nv_rd_launch_attr(p, &a->lb)) return 1;
    if (t->len == 9 && memcmp(t->s, "nooutline", 9) == 0) a->fn |= NVCG_FN_NOOUTLINE;
    nv_rd_next(p);
    if (nv_rd_eat(p, NV_T_EQ)) nv_rd_expect(p, NV_T_STRING, NULL);
    return 1;
  }
  if (t->kind != NV_T_KW) return 0;
  if ((bit = nv_rd_fn_bit(t->kw)) != 0) {
    a->fn |= bit;
    nv_rd_next(p);
    return 1;
  }
  if (t->kw == NV_KW_memory) {
    a->fn |= nv_rd_memory_attr(p);
    return 1;
  }
  if (mode == NV_RD_AM_GROUP) {
    if (nv_rd_param_bit(t->kw) || t->kw == NV_KW_byval || t->kw == NV_KW_sret ||
        t->kw == NV_KW_align || t->kw == NV_KW_dereferenceable || t->kw == NV_KW_captures) {
      nv_rd_param_attrs(p, &a->pa, NULL, NV_RD_AM_CALL, NULL, 0);
      return 1;
    }
  }
  if (nv_rd_dropped_attr(t->kw) ||
      (t->kw == NV_KW_NONE && (mode == NV_RD_AM_FN || mode == NV_RD_AM_GROUP || mode == NV_RD_AM_DECL))) {
    nv_rd_next(p);
    if (p->tok.kind == NV_T_LPAREN) nv_rd_skip_parens(p);
    else if (p->tok.kind == NV_T_EQ && mode == NV_RD_AM_GROUP) {
      nv_rd_next(p);
      nv_rd_skip_value(p);
    }
    return 1;
  }
  return 0;
}

static nv_rd_attrs *nv_rd_group(nv_reader *p, uint64_t num) {
  uintptr_t v;
  nv_rd_attrs *g;
  if (nv_map_get(&p->groups, (uintptr_t)num, &v)) return (nv_rd_attrs *)v;
  g = NV_NEW(&p->scratch, nv_rd_attrs);
  nv_map_put(&p->groups, (uintptr_t)num, (uintptr_t)g);
  return g;
}

/* `attributes #N = { ... }` */
static void nv_rd_attr_group_def(nv_reader *p) {
  nv_rd_attrs *g;
  nv_rd_next(p);
  if (p->tok.kind != NV_T_ATTRGRP) nv_rd_error(p, "expected an attribute group number, found %s", nv_rd_tokdesc(p));
  if (p->tok.num > NV_RD_MAX_NUM) nv_rd_error(p, "attribute group number is too large");
  g = nv_rd_group(p, p->tok.num);
  if (g->defined) nv_rd_error(p, "redefinition of attribute group #%llu", (unsigned long long)p->tok.num);
  g->defined = 1;
  nv_rd_next(p);
  nv_rd_expect(p, NV_T_EQ, NULL);
  nv_rd_expect(p, NV_T_LBRACE, NULL);
  while (p->tok.kind != NV_T_RBRACE) {
    if (!nv_rd_fn_attr(p, g, NV_RD_AM_GROUP))
      nv_rd_error(p, "unexpected %s in an attribute group", nv_rd_tokdesc(p));
  }
  nv_rd_next(p);
}

static void nv_rd_apply_groups(nv_reader *p) {
  uint32_t i;
  for (i = 0; i < p->grouprefs.len; i++) {
    nv_rd_attr_ref *r = &p->grouprefs.data[i];
    uintptr_t v;
    nv_rd_attrs *g;
    nv_param_attrs *pa;
    if (!r->f) continue;
    /* LLVM's reader skips a reference to a group no `attributes` line defines */
    if (r->group > NV_RD_MAX_NUM || !nv_map_get(&p->groups, (uintptr_t)r->group, &v) ||
        !((nv_rd_attrs *)v)->defined) {
      nv_diag(&p->c->diag, NVCG_SEV_WARNING, p->file, r->line, r->col,
              "attribute group #%llu is not defined; ignored", (unsigned long long)r->group);
      continue;
    }
    g = (nv_rd_attrs *)v;
    if (r->index == NV_RD_FN_INDEX) {
      r->f->attrs |= g->fn;
      if (g->pa.align && !r->f->align) r->f->align = g->pa.align;
      nv_rd_apply_launch(r->f, &g->lb);
      continue;
    }
    pa = r->index == NVCG_RETURN_INDEX ? &r->f->rattrs : &r->f->pattrs[r->index];
    pa->flags |= g->pa.flags;
    if (g->pa.align) pa->align = g->pa.align;
    if (g->pa.dereferenceable) pa->dereferenceable = g->pa.dereferenceable;
    if (g->pa.byval) pa->byval = g->pa.byval;
  }
}

/* ---- globals and functions ---- */

static int nv_rd_linkage(unsigned kw, unsigned *l) {
  switch (kw) {
  case NV_KW_private: *l = NVCG_LINKAGE_PRIVATE; return 1;
  case NV_KW_internal: *l = NVCG_LINKAGE_INTERNAL; return 1;
  case NV_KW_available_externally: *l = NVCG_LINKAGE_AVAILABLE_EXTERNALLY; return 1;
  case NV_KW_linkonce: *l = NVCG_LINKAGE_LINKONCE; return 1;
  case NV_KW_weak: *l = NVCG_LINKAGE_WEAK; return 1;
  case NV_KW_common: *l = NVCG_LINKAGE_COMMON; return 1;
  case NV_KW_appending: *l = NVCG_LINKAGE_APPENDING; return 1;
  case NV_KW_extern_weak: *l = NVCG_LINKAGE_EXTERN_WEAK; return 1;
  case NV_KW_linkonce_odr: *l = NVCG_LINKAGE_LINKONCE_ODR; return 1;
  case NV_KW_weak_odr: *l = NVCG_LINKAGE_WEAK_ODR; return 1;
  case NV_KW_external: *l = NVCG_LINKAGE_EXTERNAL; return 1;
  default: return 0;
  }
}

/* Words that say nothing the IR keeps: preemption, visibility, DLL storage. */
static int nv_rd_ignored_global_kw(unsigned kw) {
  return kw == NV_KW_dso_local || kw == NV_KW_dso_preemptable || kw == NV_KW_default ||
         kw == NV_KW_hidden || kw == NV_KW_protected || kw == NV_KW_dllimport ||
         kw == NV_KW_dllexport;
}

/* Claims the placeholder of a forward-referenced global, if any; checks its type. */
static void *nv_rd_claim_global(nv_reader *p, const char *name, nv_type *ptr_ty, uint32_t line,
                                uint32_t col) {
  uintptr_t k;
  nv_rd_fwd *f;
  if (nv_map_get(&p->m->symtab, (uintptr_t)name, NULL) || nv_map_get(&p->galias, (uintptr_t)name, NULL))
    nv_rd_error_at(p, line, col, "redefinition of '@%s'", name);
  if (!nv_map_get(&p->gvals, (uintptr_t)name, &k)) return NULL;
  f = &p->gfwd.data[k];
  if (f->v->type != ptr_ty) {
    char a[64], b[64];
    nvcg_type_print(f->v->type, a, sizeof a);
    nvcg_type_print(ptr_ty, b, sizeof b);
    nv_rd_error_at(p, f->line, f->col, "'@%s' is used here as '%s' but defined later as '%s'", name, a, b);
  }
  nv_map_erase(&p->gvals, (uintptr_t)name);
  {
    void *mem = f->v;
    f->v = NULL;
    return mem;
  }
}

static void nv_rd_skip_comdat(nv_reader *p) {
  nv_rd_next(p);
  if (nv_rd_eat(p, NV_T_LPAREN)) {
    nv_rd_expect(p, NV_T_COMDAT, NULL);
    nv_rd_expect(p, NV_T_RPAREN, NULL);
  }
}

/* `@name = [linkage...] alias T, ptr <aliasee> [, partition "..."]` (at the 'alias'
 * keyword): every use of @name, before or after, becomes the aliasee; the module keeps the
 * exported name (nv_galias). */
static void nv_rd_alias(nv_reader *p, const char *name, unsigned linkage, uint32_t line, uint32_t col) {
  nv_type *vt, *pt;
  nv_value *target;
  nv_galias *a;
  uintptr_t k;
  uint32_t tl, tc;
  nv_rd_next(p);
  vt = nv_rd_type(p);
  nv_rd_expect(p, NV_T_COMMA, NULL);
  tl = p->tok.line;
  tc = p->tok.col;
  pt = nv_rd_type(p);
  if (pt->kind != NVCG_TYPE_PTR) nv_rd_error_at(p, tl, tc, "an alias's aliasee must be a pointer");
  target = nv_rd_constant(p, pt);
  while (nv_rd_eat(p, NV_T_COMMA)) {
    if (p->tok.kind == NV_T_KW && p->tok.kw == NV_KW_partition) {
      nv_rd_next(p);
      nv_rd_string(p, 0);
    } else {
      nv_rd_error(p, "unexpected %s after an alias", nv_rd_tokdesc(p));
    }
  }
  if (nv_map_get(&p->m->symtab, (uintptr_t)name, NULL) || nv_map_get(&p->galias, (uintptr_t)name, NULL))
    nv_rd_error_at(p, line, col, "redefinition of '@%s'", name);
  /* uses read before the alias point at a placeholder: they become the aliasee */
  if (nv_map_get(&p->gvals, (uintptr_t)name, &k)) {
    nv_rd_fwd *f = &p->gfwd.data[k];
    if (f->v->type != pt) nv_rd_type_mismatch(p, f->line, f->col, "the alias", f->v->type, pt);
    if (f->v == target) nv_rd_error_at(p, line, col, "alias '@%s' aliases itself", name);
    nv_value_rauw(f->v, target);
    f->v = NULL;
    nv_map_erase(&p->gvals, (uintptr_t)name);
  }
  nv_map_put(&p->galias, (uintptr_t)name, (uintptr_t)target);
  a = NV_NEW(&p->m->arena, nv_galias);
  a->name = name;
  /* the aliased global or function by name (a forward reference is still a placeholder);
   * an offset or cast into one is no symbol PTX can alias */
  a->aliasee = target->kind == NV_V_GLOBAL || target->kind == NV_V_FUNC ? target->name : NULL;
  a->vt = vt;
  a->next = NULL;
  a->linkage = (uint8_t)linkage;
  a->line = line;
  a->col = col;
  {
    nv_galias **tail = &p->m->aliases;
    while (*tail) tail = &(*tail)->next;
    *tail = a;
  }
}

/* `@name = [linkage...] global|constant T [init] [, section ...]` */
static void nv_rd_global_var(nv_reader *p) {
  uint32_t line = p->tok.line, col = p->tok.col;
  const char *name = nv_rd_global_name(p);
  unsigned linkage = NVCG_LINKAGE_EXTERNAL, as = 0, unnamed = 0, ext_init = 0, is_const = 0;
  int explicit_external = 0;
  nv_type *vt;
  nv_value *init = NULL;
  nv_global *g;
  const char *section = NULL;
  uint32_t align = 0;
  uint32_t tl, tc;
  nv_rd_next(p);
  nv_rd_expect(p, NV_T_EQ, NULL);
  for (;;) {
    unsigned kw = p->tok.kind == NV_T_KW ? p->tok.kw : 0;
    unsigned l;
    if (nv_rd_linkage(kw, &l)) {
      linkage = l;
      if (kw == NV_KW_external) explicit_external = 1;
      nv_rd_next(p);
    } else if (nv_rd_ignored_global_kw(kw)) {
      nv_rd_next(p);
    } else if (kw == NV_KW_thread_local) {
      nv_rd_unsupported(p, "thread-local globals are not supported");
    } else if (kw == NV_KW_unnamed_addr || kw == NV_KW_local_unnamed_addr) {
      unnamed = kw == NV_KW_unnamed_addr ? 1 : 2;
      nv_rd_next(p);
    } else if (kw == NV_KW_addrspace) {
      as = nv_rd_addrspace(p);
    } else if (kw == NV_KW_externally_initialized) {
      ext_init = 1;
      nv_rd_next(p);
    } else if (kw == NV_KW_alias) {
      nv_rd_alias(p, name, linkage, line, col);
      return;
    } else if (kw == NV_KW_ifunc) {
      nv_rd_unsupported(p, "ifuncs are not supported");
    } else if (kw == NV_KW_global || kw == NV_KW_constant) {
      is_const = kw == NV_KW_constant;
      nv_rd_next(p);
      break;
    } else {
      nv_rd_error(p, "expected 'global' or 'constant', found %s", nv_rd_tokdesc(p));
    }
  }
  tl = p->tok.line;
  tc = p->tok.col;
  vt = nv_rd_type(p);
  if (!nv_rd_valid_elem(vt)) nv_rd_error_at(p, tl, tc, "invalid type for a global variable");
  if (!explicit_external && linkage != NVCG_LINKAGE_EXTERN_WEAK) {
    init = nv_rd_constant(p, vt);
    nv_rd_must_be_sized(p, vt, "the type of a global variable with an initializer", tl, tc);
  }
  while (nv_rd_eat(p, NV_T_COMMA)) {
    unsigned kw = p->tok.kind == NV_T_KW ? p->tok.kw : 0;
    if (kw == NV_KW_section) {
      nv_rd_next(p);
      section = nv_rd_string(p, 1);
    } else if (kw == NV_KW_partition || kw == NV_KW_code_model) {
      nv_rd_next(p);
      nv_rd_string(p, 0);
    } else if (kw == NV_KW_comdat) {
      nv_rd_skip_comdat(p);
    } else if (kw == NV_KW_align) {
      nv_rd_next(p);
      align = nv_rd_align_value(p);
    } else if (kw == NV_KW_no_sanitize_address || kw == NV_KW_no_sanitize_hwaddress ||
               kw == NV_KW_sanitize_address_dyninit || kw == NV_KW_sanitize_memtag) {
      nv_rd_next(p);
    } else if (p->tok.kind == NV_T_META && !p->tok.numbered) {
      nv_rd_next(p);
      nv_rd_md_attachment_value(p);
    } else {
      nv_rd_error(p, "unexpected %s after a global variable", nv_rd_tokdesc(p));
    }
  }
  /* the variable's attributes after that list (LLVM reads them as a function's: attribute
   * groups, "key"="value" strings, `align N`, in `@a = external global ptr align 16` of
   * LLVM's disjoint-or-addr.ll): LLVM keeps them in the variable's attribute set, which
   * neither aligns nor places it (the `, align N` above does), so they are read and dropped */
  for (;;) {
    if (p->tok.kind == NV_T_ATTRGRP) {
      nv_rd_next(p);
    } else if (p->tok.kind == NV_T_STRING) {
      nv_rd_next(p);
      if (nv_rd_eat(p, NV_T_EQ)) nv_rd_expect(p, NV_T_STRING, NULL);
    } else if (p->tok.kind == NV_T_KW && p->tok.kw == NV_KW_align) {
      nv_rd_next(p);
      nv_rd_eat(p, NV_T_EQ);
      nv_rd_align_value(p);
    } else {
      break;
    }
  }
  g = nv_global_new_at(p->m, nv_rd_claim_global(p, name, nv_type_ptr(p->c, as), line, col), vt, name, as);
  g->line = line;
  g->col = col;
  g->linkage = (uint8_t)linkage;
  g->line = line;
  g->col = col;
  g->is_const = (uint8_t)is_const;
  g->unnamed_addr = (uint8_t)unnamed;
  g->externally_initialized = (uint8_t)ext_init;
  g->section = section;
  g->align = align;
  if (init) nv_global_set_init(g, init);
}

/* Intrinsics whose calls (and declarations) are dropped: debug info and alias-scope hints. */
static int nv_rd_dropped_intrinsic(const char *name) {
  return strncmp(name, "llvm.dbg.", 9) == 0 || strcmp(name, "llvm.experimental.noalias.scope.decl") == 0;
}

/* A declaration of an intrinsic with the wrong type (want: the right one, or NULL when the
 * overload kinds are wrong): declared as written and remembered, so that it is dropped if
 * nothing uses it and reported with msg if something does (nv_rd_bad_decls). */
static nv_func *nv_rd_defer_bad_decl(nv_reader *p, const char *name, nv_type *fty, nv_type *want, unsigned id,
                                     uint32_t line, uint32_t col, const char *msg) {
  nv_rd_baddecl d;
  d.f = nv_func_new_at(p->m, nv_rd_claim_global(p, name, nv_type_ptr(p->c, 0), line, col), name, fty);
  d.want = want;
  d.id = id;
  d.line = line;
  d.col = col;
  d.msg = nv_arena_strndup(&p->scratch, msg, strlen(msg));
  nv_vec_push(&p->baddecls, d);
  return d.f;
}

/* Declares intrinsic `name` with type fty (checked against the intrinsic table), in the
 * memory of its forward reference if there was one. */
static nv_func *nv_rd_intrinsic_decl(nv_reader *p, const char *name, nv_type *fty, uint32_t line, uint32_t col,
                                     int declared) {
  const char *suffix;
  unsigned id = nv_intrinsic_lookup_typed(p->c, name, fty, &suffix);
  char err[512];
  nv_type *want;
  nv_func *f;
  if (id == NV_INTR_NONE) nv_rd_unsupported_at(p, line, col, "unknown intrinsic '@%s'", name);
  want = nv_intrinsic_type(p->c, id, suffix, err, sizeof err);
  if (!want && nv_intrinsic_name_fits(id, suffix, fty, err, sizeof err)) want = fty;
  if (want && want != fty && nv_intrinsic_alt_type_fits(p->c, id, suffix, fty)) want = fty;
  if (want && want != fty) {
    char a[160], b[160];
    nvcg_type_print(fty, a, sizeof a);
    nvcg_type_print(want, b, sizeof b);
    snprintf(err, sizeof err, "intrinsic '@%s' is declared as '%s' but its signature is '%s'", name, a, b);
  }
  if (want && want != fty && declared && !p->lazy) {
    /* a type mismatch (the name is a form that exists): a plain declaration for now,
     * dropped if nothing uses it (nv_rd_bad_decls); a name that is no form stays an error */
    return nv_rd_defer_bad_decl(p, name, fty, want, id, line, col, err);
  }
  if (!want && declared && !p->lazy && id != NV_INTR_NONE) {
    /* a name in a known family that spells no form of it (a declaration LLVM keeps as an
     * ordinary function while nothing calls it): dropped if unused, the family's error if
     * called */
    return nv_rd_defer_bad_decl(p, name, fty, NULL, id, line, col, err);
  }
  if (want != fty) nv_rd_error_at(p, line, col, "%s", err);
  if (declared && !p->lazy && !nv_intrinsic_overload_kinds_ok(id, fty, err, sizeof err)) {
    /* overload types of a kind the family does not take (llvm.nvvm.ldu.global.f.v2i8):
     * as a mistyped declaration, dropped if unused, an error if called */
    return nv_rd_defer_bad_decl(p, name, fty, NULL, id, line, col, err);
  }
  f = nv_func_new_at(p->m, nv_rd_claim_global(p, name, nv_type_ptr(p->c, 0), line, col), name, fty);
  f->intrinsic = (uint16_t)id;
  return f;
}

/* The calls of the implicitly declared overloaded intrinsic f (a bare name: no overload
 * suffix) through another function type than f's: as LLVM's reader does, each calls the
 * declaration its own type mangles to (llvm.vector.reduce.fadd called with <8 x half> and
 * <8 x float> is llvm.vector.reduce.fadd.v8f16 and .v8f32). A type that does not fit the
 * intrinsic, or has no mangling here, keeps calling f: the verifier reports it. */
static void nv_rd_remangle_implicit(nv_reader *p, nv_func *f, uint32_t line, uint32_t col) {
  NV_VEC(nv_inst *) calls = NV_VEC_INIT;
  const char *suffix;
  nv_use *u;
  uint32_t k;
  nv_intrinsic_lookup(p->c, f->v.name, &suffix);
  if (*suffix) return;
  for (u = f->v.uses; u; u = u->next) {
    nv_value *user = u->user;
    if (user->kind == NV_V_INST && user->opcode == NVCG_OP_CALL && ((nv_inst *)user)->ops[0].val == &f->v &&
        ((nv_inst *)user)->aux_type != f->fty)
      nv_vec_push(&calls, (nv_inst *)user);
  }
  for (k = 0; k < calls.len; k++) {
    nv_inst *I = calls.data[k];
    nv_buf b = NV_BUF_INIT;
    nv_value *g;
    nv_buf_puts(&b, f->v.name);
    nv_buf_puts(&b, ".");
    if (nv_intrinsic_mangle(f->intrinsic, I->aux_type, &b)) {
      g = nv_module_lookup(p->m, b.data);
      if (!g) g = &nv_rd_intrinsic_decl(p, nv_intern_cstr(&p->c->strs, b.data), I->aux_type, line, col, 0)->v;
      if (g->kind == NV_V_FUNC && ((nv_func *)g)->intrinsic && ((nv_func *)g)->fty == I->aux_type)
        nv_inst_set_op(I, 0, g);
    }
    nv_buf_free(&b);
  }
  nv_vec_free(&calls);
}

/* LLVM declares an intrinsic that is called without a `declare` from its first call's
 * function type; so does the reader, once the whole module is read. */
static void nv_rd_implicit_intrinsics(nv_reader *p) {
  uint32_t i;
  for (i = 0; i < p->gfwd.len; i++) {
    nv_rd_fwd *r = &p->gfwd.data[i];
    nv_use *u;
    if (!r->v || strncmp(r->name, "llvm.", 5) != 0) continue;
    for (u = r->v->uses; u; u = u->next) {
      nv_value *user = u->user;
      if (user->kind == NV_V_INST && user->opcode == NVCG_OP_CALL && ((nv_inst *)user)->ops[0].val == r->v) {
        nv_func *f = nv_rd_intrinsic_decl(p, r->name, ((nv_inst *)user)->aux_type, r->line, r->col, 0);
        nv_rd_remangle_implicit(p, f, r->line, r->col);
        break;
      }
    }
  }
}

/* Lazy mode: records where the body starts and skips to its closing brace, counting
 * instructions on the way: a line whose first token is a local name ("%x = ...") or a
 * word (an opcode, "store", "tail call") starts one; labels and the continuation lines
 * of a switch's case list do not. Braces balance inside a body (aggregate constants,
 * metadata), so the body ends at the brace that closes the first. */
static void nv_rd_skim_body(nv_reader *p, nv_func *f, uint32_t nparams, uint32_t abase) {
  nv_rd_lazy z;
  uint32_t depth = 1, last_line = 0, i;
  memset(&z, 0, sizeof z);
  z.f = f;
  z.body = nv_lex_save(p->L); /* the current token is the '{' */
  z.args_base = p->lazy_args.len;
  z.nargs = nparams;
  for (i = 0; i < nparams; i++) nv_vec_push(&p->lazy_args, p->args.data[abase + i]);
  nv_rd_next(p);
  for (;;) {
    nv_tok *t = &p->tok;
    if (t->kind == NV_T_EOF) nv_rd_error(p, "end of input in the body of '@%s'", f->v.name);
    if (t->kind == NV_T_LBRACE) depth++;
    else if (t->kind == NV_T_RBRACE && --depth == 0) break;
    if (t->line != last_line) {
      last_line = t->line;
      if (depth == 1 && (t->kind == NV_T_LOCAL || (t->kind == NV_T_KW && t->kw != NV_KW_uselistorder))) z.insts++;
    }
    nv_rd_next(p);
  }
  nv_rd_next(p);
  nv_vec_push(&p->lazies, z);
}

/* ---- legacy intrinsics ----
 * Intrinsics older IR (libdevice as llvm-dis prints it, NVVM IR that libNVVM accepts)
 * uses and the IR expresses with plain instructions, as LLVM's auto-upgrade does: a
 * declaration of one is kept as a plain function while the module is read, its calls
 * are rewritten once the callee is known (nv_rd_upgrade_calls), and the declaration goes
 * when nothing calls it any more. */
enum { NV_LEGACY_NONE, NV_LEGACY_FROM_FP16, NV_LEGACY_TO_FP16, NV_LEGACY_ASCAST };

static int nv_rd_legacy_kind(const char *name) {
  if (!strcmp(name, "llvm.convert.from.fp16.f32") || !strcmp(name, "llvm.convert.from.fp16.f64") ||
      !strcmp(name, "llvm.nvvm.h2f"))
    return NV_LEGACY_FROM_FP16;
  if (!strcmp(name, "llvm.convert.to.fp16.f32") || !strcmp(name, "llvm.convert.to.fp16.f64"))
    return NV_LEGACY_TO_FP16;
  /* llvm.nvvm.ptr.gen.to.{global,shared,constant,local}.* and the way back */
  if (!strncmp(name, "llvm.nvvm.ptr.", 14)) {
    static const char *const sp[] = {"global", "shared", "constant", "local"};
    unsigned i;
    for (i = 0; i < 4; i++) {
      size_t n = strlen(sp[i]);
      if (!strncmp(name + 14, "gen.to.", 7) && !strncmp(name + 21, sp[i], n) && name[21 + n] == '.')
        return NV_LEGACY_ASCAST;
      if (!strncmp(name + 14, sp[i], n) && !strncmp(name + 14 + n, ".to.gen.", 8)) return NV_LEGACY_ASCAST;
    }
  }
  return NV_LEGACY_NONE;
}

static int nv_rd_legacy_decl(const char *name, nv_type *fty) {
  const char *sfx;
  return strncmp(name, "llvm.", 5) == 0 && nv_rd_legacy_kind(name) &&
         nv_intrinsic_lookup_typed(fty->ctx, name, fty, &sfx) == NV_INTR_NONE;
}

/* Rewrites f's calls of legacy intrinsics into instructions (reported at the call when
 * its types are not the intrinsic's). */
static void nv_rd_upgrade_calls(nv_reader *p, nv_func *f) {
  nv_block *bb;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I, *next;
    for (I = bb->first; I; I = next) {
      nv_func *g;
      nv_value *x, *r;
      int kind;
      nv_type *rt = I->v.type;
      next = I->next;
      if (I->v.opcode != NVCG_OP_CALL || I->ops[0].val->kind != NV_V_FUNC) continue;
      g = (nv_func *)I->ops[0].val;
      if (g->intrinsic || !g->v.name || !(kind = nv_rd_legacy_kind(g->v.name))) continue;
      x = I->nops == 2 ? I->ops[1].val : NULL;
      if (!x ||
          (kind == NV_LEGACY_FROM_FP16 && !(x->type == nv_type_int(p->c, 16) && nv_type_is_fp(rt) &&
                                            rt->kind != NVCG_TYPE_HALF && rt->kind != NVCG_TYPE_BFLOAT)) ||
          (kind == NV_LEGACY_TO_FP16 && !(rt == nv_type_int(p->c, 16) && nv_type_is_fp(x->type) &&
                                          x->type->kind != NVCG_TYPE_HALF && x->type->kind != NVCG_TYPE_BFLOAT)) ||
          (kind == NV_LEGACY_ASCAST && !(nv_type_is_ptr(x->type) && nv_type_is_ptr(rt))))
        nv_rd_error_at(p, I->line, I->col, "'@%s' is called with types it does not take", g->v.name);
      if (kind == NV_LEGACY_ASCAST) {
        nv_inst *c = nv_inst_new(p->m, NVCG_OP_ADDRSPACECAST, rt, 1);
        nv_inst_set_op(c, 0, x);
        c->line = I->line;
        c->col = I->col;
        nv_inst_insert_before(c, I);
        r = &c->v;
      } else {
        nv_type *h = p->c->t_half;
        nv_inst *a = nv_inst_new(p->m, kind == NV_LEGACY_FROM_FP16 ? NVCG_OP_BITCAST : NVCG_OP_FPTRUNC, h, 1);
        nv_inst *b = nv_inst_new(p->m, kind == NV_LEGACY_FROM_FP16 ? NVCG_OP_FPEXT : NVCG_OP_BITCAST, rt, 1);
        nv_inst_set_op(a, 0, x);
        nv_inst_set_op(b, 0, &a->v);
        a->line = b->line = I->line;
        a->col = b->col = I->col;
        nv_inst_insert_before(a, I);
        nv_inst_insert_before(b, I);
        r = &b->v;
      }
      r->name = I->v.name;
      nv_value_rauw(&I->v, r);
      nv_inst_erase(I);
    }
  }
}

/* After the whole module is read: every call rewritten, the declarations dropped. */
static void nv_rd_upgrade_module(nv_reader *p) {
  nv_func *f, *next;
  int any = 0;
  for (f = p->m->funcs_first; f && !any; f = f->next)
    if (!f->intrinsic && f->is_decl && f->v.name && nv_rd_legacy_kind(f->v.name)) any = 1;
  if (!any) return;
  for (f = p->m->funcs_first; f; f = f->next)
    if (!f->is_decl) nv_rd_upgrade_calls(p, f);
  if (p->lazy) return; /* skimmed bodies may still call them */
  for (f = p->m->funcs_first; f; f = next) {
    next = f->next;
    if (f->intrinsic || !f->is_decl || !f->v.name || !nv_rd_legacy_kind(f->v.name) || f->v.uses) continue;
    nv_module_unlink_func(p->m, f);
  }
}

/* define / declare */
static void nv_rd_function(nv_reader *p) {
  int define = p->tok.kw == NV_KW_define, dropped, arbfp;
  unsigned linkage = NVCG_LINKAGE_EXTERNAL, cc = NVCG_CC_C;
  nv_param_attrs rattrs;
  nv_rd_attrs fa;
  nv_type *ret, *fty;
  const char *name, *section = NULL;
  uint32_t line, col, rl, rc, i, nparams;
  uint32_t tbase = p->types_tmp.len, abase = p->args.len, gbase = p->grouprefs.len;
  int vararg = 0;
  nv_func *f;
  memset(&rattrs, 0, sizeof rattrs);
  memset(&fa, 0, sizeof fa);
  nv_rd_next(p);
  if (!define)
    while (p->tok.kind == NV_T_META && !p->tok.numbered) {
      nv_rd_next(p);
      nv_rd_md_attachment_value(p);
    }
  for (;;) {
    unsigned kw = p->tok.kind == NV_T_KW ? p->tok.kw : 0, l;
    if (nv_rd_linkage(kw, &l)) linkage = l;
    else if (nv_rd_ignored_global_kw(kw) || kw == NV_KW_unnamed_addr || kw == NV_KW_local_unnamed_addr) {}
    else if (kw == NV_KW_ccc) cc = NVCG_CC_C;
    else if (kw == NV_KW_fastcc) cc = 8;
    else if (kw == NV_KW_coldcc) cc = 9;
    else if (kw == NV_KW_ptx_kernel) cc = NVCG_CC_PTX_KERNEL;
    else if (kw == NV_KW_ptx_device) cc = NVCG_CC_PTX_DEVICE;
    else if (kw == NV_KW_cc) {
      nv_rd_next(p);
      cc = nv_rd_u32(p, "a calling convention number");
      continue;
    } else break;
    nv_rd_next(p);
  }
  nv_rd_param_attrs(p, &rattrs, NULL, NV_RD_AM_CALL, NULL, NVCG_RETURN_INDEX);
  rl = p->tok.line;
  rc = p->tok.col;
  ret = nv_rd_type(p);
  if (ret->kind != NVCG_TYPE_VOID && !nv_rd_valid_elem(ret)) nv_rd_error_at(p, rl, rc, "invalid function return type");
  if (p->tok.kind != NV_T_GLOBAL) nv_rd_error(p, "expected a function name, found %s", nv_rd_tokdesc(p));
  line = p->tok.line;
  col = p->tok.col;
  name = nv_rd_global_name(p);
  /* the metadata form of llvm.nvvm.texsurf.handle: its calls are read as the .internal
   * form (reader_inst.c), so its declaration goes as a dropped intrinsic's */
  dropped = nv_rd_dropped_intrinsic(name) || nv_rd_texsurf_md_form(name);
  arbfp = nv_arbfp_intrinsic_name(name);
  nv_rd_next(p);
  nv_rd_expect(p, NV_T_LPAREN, "'(' starting the parameter list");
  while (p->tok.kind != NV_T_RPAREN) {
    nv_type *t;
    nv_rd_arg a;
    uint32_t pl, pc;
    if (p->types_tmp.len > tbase || vararg) nv_rd_expect(p, NV_T_COMMA, "',' or ')'");
    if (nv_rd_eat(p, NV_T_DOTS)) {
      vararg = 1;
      if (p->tok.kind != NV_T_RPAREN) nv_rd_error(p, "'...' must be the last parameter");
      break;
    }
    memset(&a, 0, sizeof a);
    pl = p->tok.line;
    pc = p->tok.col;
    if (dropped && nv_rd_eat_kw(p, NV_KW_metadata)) {
      t = nv_type_int(p->c, 1); /* stands for metadata: the declaration is dropped */
    } else if (arbfp && nv_rd_eat_kw(p, NV_KW_metadata)) {
      t = nv_type_int(p->c, 32); /* llvm.convert.*.arbitrary.fp: its metadata strings are i32 codes */
    } else {
      t = nv_rd_type(p);
      if (!nv_type_is_first_class(t) || t->kind == NVCG_TYPE_LABEL)
        nv_rd_error_at(p, pl, pc, "invalid parameter type");
    }
    nv_rd_param_attrs(p, &a.pa, p->pointee, NV_RD_AM_PARAM, NULL, (uint32_t)(p->types_tmp.len - tbase));
    if (p->tok.kind == NV_T_LOCAL) {
      a.has_name = 1;
      a.numbered = p->tok.numbered;
      a.num = p->tok.num;
      a.name = p->tok.numbered ? NULL : nv_rd_tok_name(p);
      a.line = p->tok.line;
      a.col = p->tok.col;
      nv_rd_next(p);
    }
    nv_vec_push(&p->types_tmp, t);
    nv_vec_push(&p->args, a);
  }
  nv_rd_next(p);
  nparams = p->types_tmp.len - tbase;
  fty = nv_type_func(ret, p->types_tmp.data + tbase, nparams, vararg);
  p->types_tmp.len = tbase;
  /* what follows the parameters */
  for (;;) {
    unsigned kw = p->tok.kind == NV_T_KW ? p->tok.kw : 0;
    if (define && p->tok.kind == NV_T_LBRACE) break;
    if (kw == NV_KW_unnamed_addr || kw == NV_KW_local_unnamed_addr) {
      nv_rd_next(p);
    } else if (kw == NV_KW_addrspace) {
      unsigned as = nv_rd_addrspace(p);
      if (as) nv_rd_unsupported(p, "functions in address space %u are not supported", as);
    } else if (kw == NV_KW_section) {
      nv_rd_next(p);
      section = nv_rd_string(p, 1);
    } else if (kw == NV_KW_partition || kw == NV_KW_gc) {
      nv_rd_next(p);
      nv_rd_string(p, 0);
    } else if (kw == NV_KW_comdat) {
      nv_rd_skip_comdat(p);
    } else if (kw == NV_KW_align) {
      nv_rd_next(p);
      fa.pa.align = nv_rd_align_value(p);
    } else if (kw == NV_KW_prefix || kw == NV_KW_prologue || kw == NV_KW_personality) {
      nv_type *t;
      nv_rd_next(p);
      t = nv_rd_first_class_type(p);
      nv_rd_constant(p, t);
    } else if (p->tok.kind == NV_T_ATTRGRP) {
      nv_rd_group_ref(p, NULL, NV_RD_FN_INDEX);
    } else if (define && p->tok.kind == NV_T_META && !p->tok.numbered) {
      nv_rd_next(p);
      nv_rd_md_attachment_value(p);
    } else if (kw && !define && nv_rd_toplevel_kw(kw)) {
      break;
    } else if (!nv_rd_fn_attr(p, &fa, define ? NV_RD_AM_FN : NV_RD_AM_DECL)) {
      if (define) nv_rd_error(p, "expected '{' starting the function body, found %s", nv_rd_tokdesc(p));
      break;
    }
  }
  if (dropped) {
    if (define) nv_rd_error_at(p, line, col, "intrinsic '@%s' cannot have a body", name);
    p->args.len = abase;
    p->grouprefs.len = gbase;
    return;
  }
  if (nv_rd_legacy_decl(name, fty)) {
    /* a legacy intrinsic: a plain declaration until its calls are rewritten */
    if (define) nv_rd_error_at(p, line, col, "intrinsic '@%s' cannot have a body", name);
    f = nv_func_new_at(p->m, nv_rd_claim_global(p, name, nv_type_ptr(p->c, 0), line, col), name, fty);
  } else if (strncmp(name, "llvm.", 5) == 0) {
    if (define) nv_rd_error_at(p, line, col, "intrinsic '@%s' cannot have a body", name);
    f = nv_rd_intrinsic_decl(p, name, fty, line, col, 1);
  } else {
    f = nv_func_new_at(p->m, nv_rd_claim_global(p, name, nv_type_ptr(p->c, 0), line, col), name, fty);
  }
  f->line = line;
  f->col = col;
  f->linkage = (uint8_t)linkage;
  f->line = line;
  f->col = col;
  f->cc = cc;
  if (cc == NVCG_CC_PTX_KERNEL) f->is_kernel = 1;
  f->attrs = fa.fn;
  f->align = fa.pa.align;
  nv_rd_apply_launch(f, &fa.lb);
  f->section = section;
  f->rattrs = rattrs;
  for (i = 0; i < nparams; i++) f->pattrs[i] = p->args.data[abase + i].pa;
  for (i = gbase; i < p->grouprefs.len; i++) p->grouprefs.data[i].f = f;
  if (define && p->lazy) {
    nv_rd_skim_body(p, f, nparams, abase);
  } else if (define) {
    /* Instructions are type-checked as they are read, which needs struct nesting checked
     * first. A check costs all the types; so that files interleaving type definitions
     * and functions stay linear, it runs only once enough new bodies have accumulated,
     * and functions read in between defer their checks to the end of the module. */
    p->defer_checks = 0;
    if (p->types_dirty) {
      if ((uint64_t)p->bodies_since_check * 8 >= p->typelist.len) {
        nv_rd_check_types(p, 0);
        p->types_dirty = 0;
        p->bodies_since_check = 0;
      } else {
        p->defer_checks = 1;
      }
    }
    nv_rd_next(p); /* '{' */
    nv_rd_function_body(p, f, p->args.data + abase);
  }
  p->args.len = abase;
}

/* ---- the module ---- */

static void nv_rd_module(nv_reader *p) {
  for (;;) {
    nv_tok *t = &p->tok;
    switch (t->kind) {
    case NV_T_EOF: return;
    case NV_T_LOCAL: nv_rd_type_def(p); continue;
    case NV_T_GLOBAL: nv_rd_global_var(p); continue;
    case NV_T_META: nv_rd_md_toplevel(p); continue;
    case NV_T_COMDAT:
      nv_rd_next(p);
      nv_rd_expect(p, NV_T_EQ, NULL);
      nv_rd_expect_kw(p, NV_KW_comdat);
      nv_rd_expect(p, NV_T_KW, "a comdat selection kind");
      continue;
    case NV_T_SUMMARY: nv_rd_unsupported(p, "module summaries are not supported");
    case NV_T_KW:
      switch (t->kw) {
      case NV_KW_define: case NV_KW_declare: nv_rd_function(p); continue;
      case NV_KW_attributes: nv_rd_attr_group_def(p); continue;
      case NV_KW_source_filename:
        nv_rd_next(p);
        nv_rd_expect(p, NV_T_EQ, NULL);
        p->m->source_filename = nv_rd_string(p, 1);
        continue;
      case NV_KW_target:
        nv_rd_next(p);
        if (nv_rd_eat_kw(p, NV_KW_datalayout)) {
          nv_rd_expect(p, NV_T_EQ, NULL);
          p->m->datalayout = nv_rd_string(p, 1);
        } else if (nv_rd_eat_kw(p, NV_KW_triple)) {
          nv_rd_expect(p, NV_T_EQ, NULL);
          p->m->triple = nv_rd_string(p, 1);
        } else {
          nv_rd_error(p, "expected 'datalayout' or 'triple', found %s", nv_rd_tokdesc(p));
        }
        continue;
      case NV_KW_module: {
        /* carried into the PTX after its header, as LLVM's NVPTX printer does */
        const char *text;
        nv_rd_next(p);
        nv_rd_expect_kw(p, NV_KW_asm);
        text = nv_rd_string(p, 0);
        nv_module_append_asm(p->m, text, strlen(text));
        continue;
      }
      case NV_KW_uselistorder: case NV_KW_uselistorder_bb:
        nv_rd_skip_uselistorder(p);
        continue;
      default: break;
      }
      /* fall through */
    default: nv_rd_error(p, "expected a top-level entity, found %s", nv_rd_tokdesc(p));
    }
  }
}

/* `uselistorder T v, { 1, 0 }`: use-list order is not kept; skipped. */
static void nv_rd_skip_uselistorder(nv_reader *p) {
  nv_rd_next(p);
  while (p->tok.kind != NV_T_LBRACE) {
    if (p->tok.kind == NV_T_EOF) nv_rd_error(p, "end of input in uselistorder");
    if (p->tok.kind == NV_T_LPAREN || p->tok.kind == NV_T_LSQ || p->tok.kind == NV_T_LT) nv_rd_skip_group(p);
    else nv_rd_next(p);
  }
  nv_rd_skip_group(p);
}

/* Mistyped intrinsic declarations (nv_rd_baddecl): one that is used is an error, at its
 * declaration; an unused one is dropped, as LLVM, which checks the type at calls, keeps it
 * without effect. */
/* A 16-bit float or a pair of them (half, bfloat, <2 x half>, <2 x bfloat>). */
static int nv_rd_half_family(const nv_type *t) {
  const nv_type *e = t->kind == NVCG_TYPE_VECTOR && t->count == 2 ? t->elem : t;
  return (t == e || t->count == 2) && (e->kind == NVCG_TYPE_HALF || e->kind == NVCG_TYPE_BFLOAT);
}

/* The retypings LLVM's signatures went through: an i16 / i32 where it now has a 16-bit
 * float or a pair of them, of the same width. */
static int nv_rd_same_width(const nv_type *a, const nv_type *b) {
  unsigned n = nv_type_prim_bits(a);
  if (a == b) return 1;
  if (!n || n != nv_type_prim_bits(b)) return 0;
  return (a->kind == NVCG_TYPE_INT && nv_rd_half_family(b)) || (b->kind == NVCG_TYPE_INT && nv_rd_half_family(a));
}

/* Whether a declaration of type `have` is the intrinsic's type `want` up to same-width
 * retypings of the result and parameters between i16 / i32 and 16-bit floats. */
static int nv_rd_retyped_decl(const nv_type *have, const nv_type *want) {
  uint64_t i;
  if (!want || have->kind != NVCG_TYPE_FUNCTION || want->kind != NVCG_TYPE_FUNCTION || have->vararg ||
      want->vararg || have->count != want->count)
    return 0;
  if (have->elem != want->elem && !nv_rd_same_width(have->elem, want->elem)) return 0;
  for (i = 0; i < have->count; i++)
    if (!nv_rd_same_width(have->fields[i], want->fields[i])) return 0;
  return 1;
}

/* A bitcast of v to t placed before `at`, or v when it has type t already. */
static nv_value *nv_rd_bitcast_before(nv_reader *p, nv_value *v, nv_type *t, nv_inst *at) {
  nv_inst *c;
  if (v->type == t) return v;
  c = nv_inst_new(p->m, NVCG_OP_BITCAST, t, 1);
  nv_inst_set_op(c, 0, v);
  c->line = at->line;
  c->col = at->col;
  nv_inst_insert_before(c, at);
  return &c->v;
}

/* Declares the intrinsic with its own type and rewrites the calls of the retyped
 * declaration f: each retyped argument and the result pass through a bitcast. */
static void nv_rd_retype_calls(nv_reader *p, nv_rd_baddecl *d) {
  nv_func *f = d->f, *g;
  const char *name = f->v.name;
  nv_type *want = d->want;
  nv_module_unlink_func(p->m, f);
  g = nv_func_new_at(p->m, NULL, name, want);
  g->intrinsic = (uint16_t)d->id;
  g->line = d->line;
  g->col = d->col;
  while (f->v.uses) {
    nv_use *u = f->v.uses;
    nv_inst *I = (nv_inst *)u->user;
    nv_type *had = I->v.type;
    uint32_t k;
    if (u->user->kind != NV_V_INST || I->v.opcode != NVCG_OP_CALL || &I->ops[0] != u || !I->next)
      nv_rd_error_at(p, d->line, d->col, "%s", d->msg);
    for (k = 1; k < I->nops; k++)
      nv_inst_set_op(I, k, nv_rd_bitcast_before(p, I->ops[k].val, want->fields[k - 1], I));
    nv_inst_set_op(I, 0, &g->v);
    I->aux_type = want;
    if (had != want->elem) {
      nv_inst *c = nv_inst_new(p->m, NVCG_OP_BITCAST, had, 1);
      I->v.type = want->elem;
      c->line = I->line;
      c->col = I->col;
      c->v.name = I->v.name;
      I->v.name = NULL;
      nv_inst_insert_before(c, I->next);
      nv_value_rauw(&I->v, &c->v);
      nv_inst_set_op(c, 0, &I->v);
    }
  }
}

static void nv_rd_bad_decls(nv_reader *p) {
  uint32_t i;
  for (i = 0; i < p->baddecls.len; i++) {
    nv_rd_baddecl *d = &p->baddecls.data[i];
    nv_func *f = d->f;
    if (f->v.uses && nv_rd_retyped_decl(f->fty, d->want)) {
      nv_rd_retype_calls(p, d);
      continue;
    }
    if (f->v.uses) nv_rd_error_at(p, d->line, d->col, "%s", d->msg);
    nv_module_unlink_func(p->m, f);
  }
  p->baddecls.len = 0;
}

/* Checks that need the whole module: undefined globals and types, attribute groups,
 * NVVM metadata, sizes, and the type rules of the instructions that could not be checked
 * when they were read. */
static void nv_rd_finish(nv_reader *p) {
  uint32_t i, best = UINT32_MAX;
  nv_rd_implicit_intrinsics(p);
  nv_rd_bad_decls(p);
  for (i = 0; i < p->gfwd.len; i++) {
    nv_rd_fwd *r = &p->gfwd.data[i];
    if (r->v && (best == UINT32_MAX || r->line < p->gfwd.data[best].line ||
                 (r->line == p->gfwd.data[best].line && r->col < p->gfwd.data[best].col)))
      best = i;
  }
  if (best != UINT32_MAX)
    nv_rd_error_at(p, p->gfwd.data[best].line, p->gfwd.data[best].col, "use of undefined value '@%s'",
                   p->gfwd.data[best].name);
  nv_rd_check_types(p, 1);
  for (i = 0; i < p->mdrefs.len; i++) nv_rd_md_lookup(p, &p->mdrefs.data[i]);
  nv_rd_check_texsurf_md(p, 0);
  nv_rd_apply_groups(p);
  nv_rd_apply_nvvm_md(p);
  nv_rd_apply_loop_md(p);
  for (i = 0; i < p->sized.len; i++) {
    nv_rd_later *l = &p->sized.data[i];
    if (!nv_type_is_sized(l->t)) nv_rd_error_at(p, l->line, l->col, "%s is not sized", l->what);
  }
  /* instructions that failed their check while read (a type defined later) or that call a
   * function defined later are checked again now; the first still failing is the error */
  for (i = 0; i < p->recheck.len; i++) {
    nv_inst *I = p->recheck.data[i];
    char err[256];
    if (!nv_inst_check(I, err, sizeof err)) nv_rd_error_at(p, I->line, I->col, "%s", err);
  }
  nv_rd_upgrade_module(p);
}

/* Setjmp lives in its own function: nothing of nvcg_parse_ll's frame changes under it. */
static int nv_rd_run(nv_reader *p) {
  if (setjmp(p->jb)) return 0;
  nv_rd_next(p);
  nv_rd_module(p);
  nv_rd_finish(p);
  return 1;
}

/* After a failed parse: constants (owned by the context) may use placeholders that never
 * became definitions; they leave the context and every other use is cut before the
 * module's memory goes. */
static void nv_rd_drop_placeholders(nv_reader *p) {
  uint32_t i;
  for (i = 0; i < p->gfwd.len; i++) {
    nv_value *v = p->gfwd.data[i].v;
    if (!v) continue;
    nv_cexpr_orphan_users(v);
    while (v->uses) nv_use_clear(v->uses);
  }
}

static void nv_rd_free(nv_reader *p) {
  nv_vec_free(&p->lazies);
  nv_vec_free(&p->lazy_args);
  nv_map_free(&p->gvals);
  nv_map_free(&p->galias);
  nv_map_free(&p->nvvm_warned);
  nv_vec_free(&p->gfwd);
  nv_vec_free(&p->baddecls);
  nv_map_free(&p->types);
  nv_map_free(&p->typeinfo);
  nv_vec_free(&p->typelist);
  nv_map_free(&p->md);
  nv_vec_free(&p->annotations);
  nv_vec_free(&p->mdrefs);
  nv_vec_free(&p->loop_md);
  nv_vec_free(&p->texsurf_md);
  nv_vec_free(&p->nvvmir_version);
  nv_map_free(&p->groups);
  nv_vec_free(&p->grouprefs);
  nv_vec_free(&p->sized);
  nv_vec_free(&p->recheck);
  nv_map_free(&p->lnames);
  nv_vec_free(&p->lnums);
  nv_map_free(&p->lfwd_names);
  nv_map_free(&p->lfwd_nums);
  nv_vec_free(&p->lfwd);
  nv_vec_free(&p->vals);
  nv_vec_free(&p->types_tmp);
  nv_vec_free(&p->ints);
  nv_vec_free(&p->sbuf);
  nv_vec_free(&p->mdstk);
  nv_vec_free(&p->args);
  nv_arena_free(&p->scratch);
  nv_xfree(p->L);
  nv_xfree(p);
}

static nv_reader *nv_rd_create(nvcg_context *ctx, const char *text, size_t len, const char *filename) {
  nv_reader *p = (nv_reader *)nv_xcalloc(1, sizeof *p);
  p->L = (nv_lexer *)nv_xmalloc(sizeof(nv_lexer));
  nv_lex_init(p->L, text ? text : "", len);
  p->c = ctx;
  p->file = nv_intern_cstr(&ctx->strs, filename);
  p->m = nv_module_new(ctx, filename);
  nv_arena_init(&p->scratch);
  nv_map_init(&p->gvals, NV_MAP_PTR);
  nv_map_init(&p->galias, NV_MAP_PTR);
  nv_map_init(&p->nvvm_warned, NV_MAP_PTR);
  nv_map_init(&p->types, NV_MAP_PTR);
  nv_map_init(&p->typeinfo, NV_MAP_PTR);
  nv_map_init(&p->md, NV_MAP_INT);
  nv_map_init(&p->groups, NV_MAP_INT);
  nv_map_init(&p->lnames, NV_MAP_PTR);
  nv_map_init(&p->lfwd_names, NV_MAP_PTR);
  nv_map_init(&p->lfwd_nums, NV_MAP_INT);
  /* The scratch stacks are used as `data + base` even when empty: give them storage so
   * that is never arithmetic on a null pointer. */
  nv_vec_reserve(&p->vals, 64);
  nv_vec_reserve(&p->types_tmp, 64);
  nv_vec_reserve(&p->ints, 16);
  nv_vec_reserve(&p->sbuf, 256);
  nv_vec_reserve(&p->mdstk, 16);
  nv_vec_reserve(&p->args, 16);
  return p;
}

static nvcg_status nv_unguarded_nvcg_parse_ll(nvcg_context *ctx, const char *text, size_t len, const char *filename,
                          nvcg_module **out) {
  nv_reader *p;
  nv_module *m;
  int ok, unsupported;
  if (!ctx || !out || (!text && len)) {
    nv_api_null(NV_API_FUNC);
    if (out) *out = NULL;
    return NVCG_ERROR;
  }
  *out = NULL;
  if (!filename) filename = "<input>";
  p = nv_rd_create(ctx, text, len, filename);
  m = p->m;
  ok = nv_rd_run(p);
  unsupported = p->unsupported;
  if (!ok) nv_rd_drop_placeholders(p);
  nv_rd_free(p);
  if (!ok) {
    nv_module_free(m);
    return unsupported ? NVCG_UNSUPPORTED : NVCG_ERROR;
  }
  if (nv_verify_module_internal(m) != NVCG_OK) {
    nv_module_free(m);
    return NVCG_ERROR;
  }
  m->verified_at = ctx->api_calls;
  *out = m;
  return NVCG_OK;
}

static nvcg_status nv_rd_parse_lazy(nv_context *ctx, const char *text, size_t len, const char *filename,
                                    nv_module **out, nv_reader **keep) {
  nv_reader *p = nv_rd_create(ctx, text, len, filename ? filename : "<library>");
  nv_module *m = p->m;
  int ok, unsupported;
  *out = NULL;
  *keep = NULL;
  p->lazy = 1;
  ok = nv_rd_run(p);
  unsupported = p->unsupported;
  if (!ok) {
    nv_rd_drop_placeholders(p);
    nv_rd_free(p);
    nv_module_free(m);
    return unsupported ? NVCG_UNSUPPORTED : NVCG_ERROR;
  }
  *out = m;
  *keep = p;
  return NVCG_OK;
}

/* Setjmp in its own frame, as nv_rd_run. The module's metadata was read with the
 * module, so what nv_rd_finish does for an eager body is done here for this one: its
 * numbered metadata must exist, and its branches' `!llvm.loop !N` / `!prof !N` are applied. */
static int nv_rd_materialize_run(nv_reader *p, nv_rd_lazy *z) {
  uint32_t m0 = p->mdrefs.len, l0 = p->loop_md.len, t0 = p->texsurf_md.len, i;
  if (setjmp(p->jb)) {
    p->mdrefs.len = m0;
    p->loop_md.len = l0;
    p->texsurf_md.len = t0;
    return 0;
  }
  nv_lex_restore(p->L, z->body);
  nv_rd_next(p);
  p->defer_checks = 0;
  nv_rd_function_body(p, z->f, p->lazy_args.data + z->args_base);
  for (i = m0; i < p->mdrefs.len; i++) nv_rd_md_lookup(p, &p->mdrefs.data[i]);
  for (i = l0; i < p->loop_md.len; i++) nv_rd_apply_branch_md(p, &p->loop_md.data[i]);
  nv_rd_check_texsurf_md(p, t0);
  p->mdrefs.len = m0;
  p->loop_md.len = l0;
  p->texsurf_md.len = t0;
  return 1;
}

static int nv_rd_upgrade_run(nv_reader *p, nv_func *f) {
  if (setjmp(p->jb)) return 0;
  nv_rd_upgrade_calls(p, f);
  return 1;
}

static int nv_rd_materialize(nv_reader *p, uint32_t i) {
  nv_rd_lazy *z = &p->lazies.data[i];
  uint32_t g0 = p->gfwd.len, r0 = p->recheck.len, k;
  int ok;
  if (z->state) return z->state > 0;
  ok = nv_rd_materialize_run(p, z);
  /* the module is read: a global the body names must exist, and the checks that
   * waited for later definitions can run now */
  for (k = g0; ok && k < p->gfwd.len; k++)
    if (p->gfwd.data[k].v) {
      nv_diag(&p->c->diag, NVCG_SEV_ERROR, p->file, p->gfwd.data[k].line, p->gfwd.data[k].col,
              "use of undefined value '@%s'", p->gfwd.data[k].name);
      ok = 0;
    }
  for (k = r0; ok && k < p->recheck.len; k++) {
    nv_inst *I = p->recheck.data[k];
    char err[256];
    if (!nv_inst_check(I, err, sizeof err)) {
      nv_diag(&p->c->diag, NVCG_SEV_ERROR, p->file, I->line, I->col, "%s", err);
      ok = 0;
    }
  }
  p->recheck.len = r0;
  if (ok) ok = nv_rd_upgrade_run(p, z->f);
  z->state = ok ? 1 : -1;
  return ok;
}
