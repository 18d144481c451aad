/* intrinsics.c -- lookups in the intrinsic table (intrinsics.h): name to id, the
 * function type a mangled name denotes, and signature checks for declarations. */

static const nv_intrinsic_info nv_intrinsic_table[] = {
    {"", "v", "", 0, 0},
#define NV_X_INFO(id, name, ret, params, attrs) {name, ret, params, attrs, sizeof(name) - 1},
    NV_INTRINSICS(NV_X_INFO)
#undef NV_X_INFO
};

static const nv_intrinsic_info *nv_intrinsic_info_of(unsigned id) {
  return id < NV_INTR_COUNT ? &nv_intrinsic_table[id] : &nv_intrinsic_table[0];
}

static uint32_t nv_intrinsic_sreg_max(unsigned id) {
  switch (id) {
#define NV_X_SREG_MAX(reg, max) case NV_INTR_##reg: return max;
    NV_SREG_MAX(NV_X_SREG_MAX)
#undef NV_X_SREG_MAX
  default: return 0;
  }
}

/* The rows by name length (ids ascending within a length), built once per context at its
 * first lookup: a name can only be a row's name or one followed by '.', so a lookup tries
 * the name's own length and each '.' position, longest first, and compares only the rows
 * of that length (a few each) instead of scanning the several hundred rows; the reader
 * looks up every declaration, and the verifier again at every verification. */
#define NV_INTR_IDX_LENS 256
struct nv_intr_index {
  uint16_t start[NV_INTR_IDX_LENS + 1]; /* rows of length L: ids[start[L] .. start[L + 1]) */
  uint16_t ids[NV_INTR_COUNT];
};

static const struct nv_intr_index *nv_intr_index_of(nv_context *c) {
  struct nv_intr_index *x = c->intr_index;
  unsigned id, fill[NV_INTR_IDX_LENS];
  if (x) return x;
  x = NV_NEW(&c->arena, struct nv_intr_index);
  for (id = 1; id < NV_INTR_COUNT; id++) {
    NV_ASSERT(nv_intrinsic_table[id].name_len < NV_INTR_IDX_LENS);
    x->start[nv_intrinsic_table[id].name_len + 1]++;
  }
  for (id = 0; id < NV_INTR_IDX_LENS; id++) {
    x->start[id + 1] = (uint16_t)(x->start[id + 1] + x->start[id]);
    fill[id] = x->start[id];
  }
  for (id = 1; id < NV_INTR_COUNT; id++) x->ids[fill[nv_intrinsic_table[id].name_len]++] = (uint16_t)id;
  c->intr_index = x;
  return x;
}

/* The position in the index of the row `full` names (its longest table name that is the
 * whole name or a prefix followed by '.'; the first row of that name), or -1. */
static long nv_intrinsic_index_find(const struct nv_intr_index *x, const char *full, size_t flen) {
  size_t len = flen < NV_INTR_IDX_LENS ? flen : NV_INTR_IDX_LENS - 1;
  for (; len > 0; len--) {
    unsigned k;
    if (full[len] != 0 && full[len] != '.') continue;
    for (k = x->start[len]; k < x->start[len + 1]; k++) {
      const char *n = nv_intrinsic_table[x->ids[k]].name;
      /* the last characters differ for most rows of a length: test one before memcmp */
      if (n[len - 1] == full[len - 1] && memcmp(full, n, len) == 0) return (long)k;
    }
  }
  return -1;
}

static unsigned nv_intrinsic_lookup(nv_context *c, const char *full, const char **suffix) {
  const struct nv_intr_index *x = nv_intr_index_of(c);
  long k = nv_intrinsic_index_find(x, full, strlen(full));
  unsigned best = k < 0 ? (unsigned)NV_INTR_NONE : x->ids[k];
  size_t bestlen = nv_intrinsic_table[best].name_len;
  if (suffix) *suffix = best ? full + bestlen + (full[bestlen] == '.') : "";
  return best;
}

static unsigned nv_intrinsic_lookup_typed(nv_context *c, const char *full, const nv_type *fty,
                                          const char **suffix) {
  const struct nv_intr_index *x = nv_intr_index_of(c);
  long k = nv_intrinsic_index_find(x, full, strlen(full));
  unsigned first, len, end;
  char err[16];
  if (k < 0) {
    if (suffix) *suffix = "";
    return NV_INTR_NONE;
  }
  first = x->ids[k];
  len = nv_intrinsic_table[first].name_len;
  *suffix = full + len + (full[len] == '.');
  /* the rows sharing the name (variants) follow it among the rows of its length */
  for (end = x->start[len + 1]; (unsigned)k < end; k++) {
    unsigned id = x->ids[k];
    if (memcmp(nv_intrinsic_table[id].name, nv_intrinsic_table[first].name, len) != 0) continue;
    if (nv_intrinsic_type(c, id, *suffix, err, sizeof err) == fty) return id;
  }
  return first;
}

/* Parses one overload suffix component ("f32", "i64", "v4f32", "p1", "p1f32", "p0i8")
 * starting at *s; advances *s past it. */
static nv_type *nv_parse_mangled_type(nv_context *c, const char **s) {
  const char *p = *s;
  nv_type *t = NULL;
  unsigned long n;
  char *end;
  if (p[0] == 'f' && p[1] == '1' && p[2] == '6') {
    t = c->t_half;
    p += 3;
  } else if (p[0] == 'f' && p[1] == '3' && p[2] == '2') {
    t = c->t_float;
    p += 3;
  } else if (p[0] == 'f' && p[1] == '6' && p[2] == '4') {
    t = c->t_double;
    p += 3;
  } else if (strncmp(p, "f128", 4) == 0) {
    t = c->t_fp128;
    p += 4;
  } else if (strncmp(p, "bf16", 4) == 0) {
    t = c->t_bfloat;
    p += 4;
  } else if (p[0] == 'i' && p[1] >= '0' && p[1] <= '9') {
    n = strtoul(p + 1, &end, 10);
    if (n < 1 || n > 128) return NULL;
    t = nv_type_int(c, (unsigned)n);
    p = end;
  } else if (p[0] == 'v' && p[1] >= '0' && p[1] <= '9') {
    nv_type *e;
    n = strtoul(p + 1, &end, 10);
    p = end;
    e = nv_parse_mangled_type(c, &p);
    if (!e || n < 1 || n > 65536) return NULL; /* the reader's vector limit */
    t = nv_type_vector(e, (unsigned)n);
  } else if (p[0] == 'p' && p[1] >= '0' && p[1] <= '9') {
    n = strtoul(p + 1, &end, 10);
    p = end;
    t = nv_type_ptr(c, (unsigned)n);
    /* typed-pointer mangling names the pointee next: drop it */
    if (*p && *p != '.') {
      if (!nv_parse_mangled_type(c, &p)) return NULL;
    }
  } else {
    return NULL;
  }
  *s = p;
  return t;
}

/* "eT", "eU", "eW": the element type of a vector overload type. */
static int nv_sig_is_elem(const char *tok, size_t len) {
  return len == 2 && tok[0] == 'e' && (tok[1] == 'T' || tok[1] == 'U' || tok[1] == 'W');
}

/* Resolves one signature token to a type given the overload bindings. */
static nv_type *nv_sig_token_type(nv_context *c, const char *tok, size_t len, nv_type *const ov[3]) {
  char buf[32];
  const char *p;
  if (len == 0 || len >= sizeof buf) return NULL;
  memcpy(buf, tok, len);
  buf[len] = 0;
  if (len == 1 && (buf[0] == 'T' || buf[0] == 'U' || buf[0] == 'W'))
    return ov[buf[0] == 'T' ? 0 : buf[0] == 'U' ? 1 : 2];
  if (nv_sig_is_elem(buf, len)) {
    nv_type *v = ov[buf[1] == 'T' ? 0 : buf[1] == 'U' ? 1 : 2];
    return v && v->kind == NVCG_TYPE_VECTOR ? v->elem : NULL;
  }
  if (strcmp(buf, "v") == 0) return c->t_void;
  if (buf[0] == '{') {
    /* literal struct: {a,b} */
    nv_type *f[4];
    unsigned n = 0;
    const char *q = buf + 1;
    while (*q && *q != '}' && n < 4) {
      const char *e = q;
      while (*e && *e != ',' && *e != '}') e++;
      f[n] = nv_sig_token_type(c, q, (size_t)(e - q), ov);
      if (!f[n]) return NULL;
      n++;
      q = *e == ',' ? e + 1 : e;
    }
    return nv_type_struct(c, f, n, 0);
  }
  {
    nv_type *t;
    p = buf;
    t = nv_parse_mangled_type(c, &p);
    return t && *p == 0 ? t : NULL;
  }
}

/* Walks the space-separated tokens of a signature string. */
static int nv_sig_next(const char **s, const char **tok, size_t *len) {
  const char *p = *s;
  while (*p == ' ') p++;
  if (!*p) return 0;
  *tok = p;
  while (*p && *p != ' ') p++;
  *len = (size_t)(p - *tok);
  *s = p;
  return 1;
}

static unsigned nv_sig_overloads(const nv_intrinsic_info *in) {
  unsigned n = 0;
  const char *s;
  for (s = in->ret; *s; s++)
    if (*s == 'T' || *s == 'U' || *s == 'W') n = NV_MAX(n, (unsigned)(*s == 'T' ? 1 : *s == 'U' ? 2 : 3));
  for (s = in->params; *s; s++)
    if (*s == 'T' || *s == 'U' || *s == 'W') n = NV_MAX(n, (unsigned)(*s == 'T' ? 1 : *s == 'U' ? 2 : 3));
  return n;
}

static nv_type *nv_intrinsic_type(nv_context *c, unsigned id, const char *suffix, char *err,
                                  size_t errsize) {
  const nv_intrinsic_info *in = nv_intrinsic_info_of(id);
  nv_type *ov[3] = {NULL, NULL, NULL}, *params[16], *ret;
  unsigned nov = nv_sig_overloads(in), i, np = 0;
  const char *s = suffix, *tok;
  size_t len;
  if (in->ret[0] == '@') {
    /* a matrix or texture family: the whole name says what it is (tensor.h, texture.h) */
    char full[192];
    nv_tensor_op t;
    snprintf(full, sizeof full, "%s.%s", in->name, suffix);
    if (nv_texture_family(id)) {
      /* a texture or surface family (texture.h) */
      nv_texture_op x;
      return nv_texture_decode(full, &x, err, errsize) ? nv_texture_fn_type(c, &x) : NULL;
    }
    if (!nv_tensor_decode(full, &t, err, errsize)) return NULL;
    return nv_tensor_fn_type(c, &t);
  }
  for (i = 0; i < nov; i++) {
    if (!*s) {
      snprintf(err, errsize, "intrinsic '%s' needs %u overload type suffix(es)", in->name, nov);
      return NULL;
    }
    ov[i] = nv_parse_mangled_type(c, &s);
    if (!ov[i] || (*s && *s != '.')) {
      snprintf(err, errsize, "bad overload type suffix in intrinsic name (after '%s')", in->name);
      return NULL;
    }
    if (*s == '.') s++;
  }
  if (*s) {
    snprintf(err, errsize, "unexpected suffix '.%s' on intrinsic '%s'", s, in->name);
    return NULL;
  }
  for (i = 0; i < nov; i++)
    if (ov[i]->kind != NVCG_TYPE_VECTOR && (strstr(in->ret, i == 0 ? "eT" : i == 1 ? "eU" : "eW") ||
                                            strstr(in->params, i == 0 ? "eT" : i == 1 ? "eU" : "eW"))) {
      snprintf(err, errsize, "intrinsic '%s' reduces a vector: its type suffix must name a vector type (v4i32)",
               in->name);
      return NULL;
    }
  ret = nv_sig_token_type(c, in->ret, strlen(in->ret), ov);
  s = in->params;
  while (nv_sig_next(&s, &tok, &len)) {
    if (np >= NV_ARRAY_LEN(params) || !(params[np] = nv_sig_token_type(c, tok, len, ov))) {
      snprintf(err, errsize, "internal: bad signature for intrinsic '%s'", in->name);
      return NULL;
    }
    np++;
  }
  if (!ret) {
    snprintf(err, errsize, "internal: bad return signature for intrinsic '%s'", in->name);
    return NULL;
  }
  return nv_type_func(ret, params, np, 0);
}

static int nv_intrinsic_alt_type_fits(nv_context *c, unsigned id, const char *suffix, const nv_type *fty) {
  const nv_intrinsic_info *in = nv_intrinsic_info_of(id);
  char full[192], err[160];
  nv_tensor_op t;
  nv_type *alt;
  unsigned k;
  if (in->ret[0] != '@' || nv_texture_family(id)) return 0;
  snprintf(full, sizeof full, "%s.%s", in->name, suffix);
  if (!nv_tensor_decode(full, &t, err, sizeof err)) return 0;
  for (k = 0; (alt = nv_tensor_fn_type_alt(c, &t, k)) != NULL; k++)
    if (alt == fty) return 1;
  return 0;
}

/* Matches one token against an actual type, binding overloads on first sight. */
static int nv_sig_match(nv_context *c, const char *tok, size_t len, const nv_type *t, nv_type *ov[3]) {
  if (len == 1 && (tok[0] == 'T' || tok[0] == 'U' || tok[0] == 'W')) {
    int k = tok[0] == 'T' ? 0 : tok[0] == 'U' ? 1 : 2;
    if (!ov[k]) ov[k] = (nv_type *)t;
    return ov[k] == t;
  }
  if (nv_sig_is_elem(tok, len)) { /* needs the vector bound first (nv_intrinsic_type_fits) */
    const nv_type *v = ov[tok[1] == 'T' ? 0 : tok[1] == 'U' ? 1 : 2];
    return v && v->kind == NVCG_TYPE_VECTOR && v->elem == t;
  }
  if (tok[0] == '{') {
    const char *q = tok + 1, *end = tok + len;
    unsigned n = 0;
    if (t->kind != NVCG_TYPE_STRUCT || t->name) return 0;
    while (q < end && *q != '}') {
      const char *e = q;
      while (e < end && *e != ',' && *e != '}') e++;
      if (n >= t->count || !nv_sig_match(c, q, (size_t)(e - q), t->fields[n], ov)) return 0;
      n++;
      q = *e == ',' ? e + 1 : e;
    }
    return n == t->count;
  }
  return nv_sig_token_type(c, tok, len, ov) == t;
}

static int nv_intrinsic_type_fits(unsigned id, const nv_type *fty, char *err, size_t errsize) {
  const nv_intrinsic_info *in = nv_intrinsic_info_of(id);
  nv_context *c = fty->ctx;
  nv_type *ov[3] = {NULL, NULL, NULL};
  const char *s = in->params, *tok;
  size_t len;
  unsigned i = 0;
  if (fty->vararg) {
    snprintf(err, errsize, "intrinsic '%s' is not variadic", in->name);
    return 0;
  }
  if (in->ret[0] == '@') return 1; /* the name decides; nv_intrinsic_type checks it */
  /* bind the plain overload parameters first, so that an element token (eT) before its
   * vector (llvm.vector.reduce.fadd's start value) can be checked against it */
  while (nv_sig_next(&s, &tok, &len)) {
    if (len == 1 && (tok[0] == 'T' || tok[0] == 'U' || tok[0] == 'W') && i < fty->count) {
      int k = tok[0] == 'T' ? 0 : tok[0] == 'U' ? 1 : 2;
      if (!ov[k]) ov[k] = fty->fields[i];
    }
    i++;
  }
  s = in->params;
  i = 0;
  while (nv_sig_next(&s, &tok, &len)) {
    if (i >= fty->count || !nv_sig_match(c, tok, len, fty->fields[i], ov)) {
      snprintf(err, errsize, "intrinsic '%s' declared with a wrong type for parameter %u (expected '%s')",
               in->name, i + 1, i < fty->count ? "matching signature" : "more parameters");
      return 0;
    }
    i++;
  }
  if (i != fty->count) {
    snprintf(err, errsize, "intrinsic '%s' takes %u parameter(s), declared with %u", in->name, i,
             (unsigned)fty->count);
    return 0;
  }
  if (!nv_sig_match(c, in->ret, strlen(in->ret), fty->elem, ov)) {
    snprintf(err, errsize, "intrinsic '%s' declared with a wrong return type (signature '%s')", in->name,
             in->ret);
    return 0;
  }
  return 1;
}

/* Appends LLVM's mangling of t (the inverse of nv_parse_mangled_type for the types it
 * reads: iN, f16/bf16/f32/f64/f128, vN<elem>, pN); 0 for a type without one here. */
static int nv_mangle_type(const nv_type *t, nv_buf *b) {
  char tmp[32];
  switch (t->kind) {
  case NVCG_TYPE_INT: snprintf(tmp, sizeof tmp, "i%u", (unsigned)t->bits); break;
  case NVCG_TYPE_HALF: snprintf(tmp, sizeof tmp, "f16"); break;
  case NVCG_TYPE_BFLOAT: snprintf(tmp, sizeof tmp, "bf16"); break;
  case NVCG_TYPE_FLOAT: snprintf(tmp, sizeof tmp, "f32"); break;
  case NVCG_TYPE_DOUBLE: snprintf(tmp, sizeof tmp, "f64"); break;
  case NVCG_TYPE_FP128: snprintf(tmp, sizeof tmp, "f128"); break;
  case NVCG_TYPE_PTR: snprintf(tmp, sizeof tmp, "p%u", (unsigned)t->addrspace); break;
  case NVCG_TYPE_VECTOR:
    snprintf(tmp, sizeof tmp, "v%u", (unsigned)t->count);
    nv_buf_puts(b, tmp);
    return nv_mangle_type(t->elem, b);
  default: return 0;
  }
  nv_buf_puts(b, tmp);
  return 1;
}

/* The full overload suffix ("v8f16", "p0.i64") of a call of intrinsic id through function
 * type fty (which fits the signature): LLVM's name for the declaration that call needs when
 * the IR calls the bare name with several types. 0 when fty does not fit or an overload
 * type has no mangling here. */
static int nv_intrinsic_mangle(unsigned id, const nv_type *fty, nv_buf *b) {
  const nv_intrinsic_info *in = nv_intrinsic_info_of(id);
  nv_context *c = fty->ctx;
  nv_type *ov[3] = {NULL, NULL, NULL};
  unsigned nov = nv_sig_overloads(in), i;
  const char *s = in->params, *tok;
  size_t len;
  char err[16];
  if (!nov || in->ret[0] == '@' || !nv_intrinsic_type_fits(id, fty, err, sizeof err)) return 0;
  for (i = 0; nv_sig_next(&s, &tok, &len) && i < fty->count; i++)
    if (len == 1) nv_sig_match(c, tok, len, fty->fields[i], ov);
  s = in->params;
  for (i = 0; nv_sig_next(&s, &tok, &len) && i < fty->count; i++) nv_sig_match(c, tok, len, fty->fields[i], ov);
  nv_sig_match(c, in->ret, strlen(in->ret), fty->elem, ov);
  for (i = 0; i < nov; i++) {
    if (!ov[i]) return 0;
    if (i) nv_buf_puts(b, ".");
    if (!nv_mangle_type(ov[i], b)) return 0;
  }
  return 1;
}

/* Whether a declaration of type fty may carry the name with these overload suffixes. The
 * full mangling names every overload type; current LLVM also writes names that mangle only
 * the trailing ones (llvm.nvvm.ldu.global.p.p1: the pointer operand, not the result), which
 * fit when those suffixes spell the trailing types fty binds. */
static int nv_intrinsic_name_fits(unsigned id, const char *suffix, const nv_type *fty, char *err, size_t errsize) {
  const nv_intrinsic_info *in = nv_intrinsic_info_of(id);
  nv_context *c = fty->ctx;
  nv_type *want = nv_intrinsic_type(c, id, suffix, err, errsize), *ov[3] = {NULL, NULL, NULL}, *given[3];
  unsigned nov = nv_sig_overloads(in), k = 0, i;
  const char *s = suffix, *tok;
  size_t len;
  if (want) return want == fty;
  while (*s && k < nov) {
    if (!(given[k] = nv_parse_mangled_type(c, &s)) || (*s && *s != '.')) return 0;
    if (*s == '.') s++;
    k++;
  }
  if (*s || k >= nov || !nv_intrinsic_type_fits(id, fty, err, errsize)) return 0;
  /* bind the overloads from the declaration, then compare the trailing ones */
  s = in->params;
  for (i = 0; nv_sig_next(&s, &tok, &len) && i < fty->count; i++) nv_sig_match(c, tok, len, fty->fields[i], ov);
  nv_sig_match(c, in->ret, strlen(in->ret), fty->elem, ov);
  for (i = 0; i < k; i++)
    if (ov[nov - k + i] != given[i]) return 0;
  return 1;
}

/* ---- llvm.convert.{to,from}.arbitrary.fp's metadata strings (NV_ARBFP_FORMATS) */
static const char *const nv_arbfp_names[] = {
#define NV_X(id, name, bits, to32, to16, from) name,
    NV_ARBFP_FORMATS(NV_X)
#undef NV_X
};
static const char *const nv_arbfp_roundings[] = {"round.dynamic",  "round.tonearest",  "round.downward",
                                                 "round.upward",   "round.towardzero", "round.tonearestaway"};

static int nv_arbfp_find(const char *const *names, unsigned count, const char *s, size_t n) {
  unsigned k;
  for (k = 0; k < count; k++)
    if (strlen(names[k]) == n && !memcmp(names[k], s, n)) return (int)k;
  return -1;
}
static int nv_arbfp_format_of(const char *s, size_t n) { return nv_arbfp_find(nv_arbfp_names, NV_ARBFP_COUNT, s, n); }
static int nv_arbfp_rounding_of(const char *s, size_t n) {
  return nv_arbfp_find(nv_arbfp_roundings, NV_ARBFP_RND_COUNT, s, n);
}
static const char *nv_arbfp_format_name(unsigned k) { return k < NV_ARBFP_COUNT ? nv_arbfp_names[k] : NULL; }
static const char *nv_arbfp_rounding_name(unsigned k) {
  return k < NV_ARBFP_RND_COUNT ? nv_arbfp_roundings[k] : NULL;
}
static int nv_arbfp_intrinsic_name(const char *name) {
  return !strncmp(name, "llvm.convert.to.arbitrary.fp", 28) || !strncmp(name, "llvm.convert.from.arbitrary.fp", 30);
}
