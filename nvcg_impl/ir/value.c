/* value.c -- use lists, replace-all-uses-with, uniqued constants and the bit-exact
 * floating-point conversions constants need (no libm: conversions are done on bits). */

/* A terminator's use of a block is a CFG edge: adding or dropping one changes the CFG
 * of the block's function (a phi's incoming block does not). */
static void nv_use_block_edit(const nv_value *user, nv_value *bb) {
  nv_func *f = ((nv_block *)bb)->parent;
  if (f && user && user->kind == NV_V_INST && NV_OP_IS_TERMINATOR(user->opcode)) NV_CFG_CHANGED(f);
}

static void nv_use_clear(nv_use *u) {
  if (u->val) {
    if (u->val->kind == NV_V_BLOCK) nv_use_block_edit(u->user, u->val);
    *u->pprev = u->next;
    if (u->next) u->next->pprev = u->pprev;
  }
  u->val = NULL;
  u->next = NULL;
  u->pprev = NULL;
}

static void nv_use_set(nv_use *u, nv_value *user, nv_value *v) {
  nv_use_clear(u);
  u->user = user;
  u->val = v;
  if (v) {
    if (v->kind == NV_V_BLOCK) nv_use_block_edit(user, v);
    u->next = v->uses;
    if (v->uses) v->uses->pprev = &u->next;
    v->uses = u;
    u->pprev = &v->uses;
  }
}

static void nv_cexpr_replace(nv_const *k, nv_value *old, nv_value *with);

static void nv_value_rauw(nv_value *old, nv_value *with) {
  if (old == with) return;
  while (old->uses) {
    nv_use *u = old->uses;
    nv_value *user = u->user;
    if (user && user->kind == NV_V_CEXPR) {
      nv_cexpr_replace((nv_const *)user, old, with); /* drops all of its uses of old */
      continue;
    }
    nv_use_set(u, user, with);
    /* a global keeps its initializer in a field beside the use */
    if (user && user->kind == NV_V_GLOBAL && u == &((nv_global *)user)->init_use)
      ((nv_global *)user)->init = with;
  }
}

/* ---- Floating-point bit conversions (round to nearest even) ---- */
static float nv_bits_to_f32(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}
static uint32_t nv_f32_to_bits(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
static double nv_bits_to_f64(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}
static uint64_t nv_f64_to_bits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

/* Rounds a double's bits to a narrower binary format with `mant` stored mantissa bits
 * and `expbits` exponent bits, round-to-nearest-even, handling subnormals, overflow to
 * infinity and NaN (quiet, payload's top bits kept). Returns the narrow bit pattern. */
static uint64_t nv_round_f64_to(uint64_t d, unsigned mant, unsigned expbits) {
  uint64_t sign = d >> 63, frac = d & ((1ull << 52) - 1);
  int exp = (int)((d >> 52) & 0x7ff);
  int bias = (1 << (expbits - 1)) - 1, emax = (1 << expbits) - 1;
  uint64_t out_sign = sign << (mant + expbits);
  uint64_t m;
  int e;
  unsigned shift;
  if (exp == 0x7ff) {
    if (frac == 0) return out_sign | ((uint64_t)emax << mant);
    /* NaN: keep the top payload bits, force quiet */
    return out_sign | ((uint64_t)emax << mant) | (1ull << (mant - 1)) | (frac >> (52 - mant));
  }
  if (exp == 0 && frac == 0) return out_sign;
  /* normalised value = 1.frac * 2^(exp-1023); subnormal doubles are far below any
   * narrower format's range and round to zero below. */
  m = exp ? (frac | (1ull << 52)) : frac;
  e = exp ? exp - 1023 : -1022;
  e += bias; /* biased target exponent for a value 1.xxx */
  if (e >= emax) return out_sign | ((uint64_t)emax << mant);
  if (e <= 0) {
    /* subnormal in the target: shift right by the extra amount */
    shift = (unsigned)(52 - mant + 1 - e);
    if (shift > 63) return out_sign;
  } else {
    shift = 52 - mant;
  }
  {
    uint64_t kept = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    if (rem > half || (rem == half && (kept & 1))) kept++;
    if (e <= 0) {
      /* kept already includes the (possibly carried-into) implicit bit position */
      return out_sign | kept;
    }
    /* kept has the implicit bit at position mant; a carry may bump the exponent */
    if (kept >> (mant + 1)) {
      kept >>= 1;
      e++;
      if (e >= emax) return out_sign | ((uint64_t)emax << mant);
    }
    return out_sign | ((uint64_t)e << mant) | (kept & ((1ull << mant) - 1));
  }
}

static double nv_widen_to_f64(uint64_t bits, unsigned mant, unsigned expbits) {
  uint64_t sign = (bits >> (mant + expbits)) & 1, frac = bits & ((1ull << mant) - 1);
  int exp = (int)((bits >> mant) & ((1u << expbits) - 1));
  int bias = (1 << (expbits - 1)) - 1, emax = (1 << expbits) - 1;
  uint64_t out;
  if (exp == emax) {
    out = (sign << 63) | (0x7ffull << 52) | (frac << (52 - mant));
  } else if (exp == 0) {
    if (frac == 0) {
      out = sign << 63;
    } else {
      /* subnormal: normalise */
      int e = 1 - bias;
      while (!(frac & (1ull << mant))) {
        frac <<= 1;
        e--;
      }
      frac &= (1ull << mant) - 1;
      out = (sign << 63) | ((uint64_t)(e + 1023) << 52) | (frac << (52 - mant));
    }
  } else {
    out = (sign << 63) | ((uint64_t)(exp - bias + 1023) << 52) | (frac << (52 - mant));
  }
  return nv_bits_to_f64(out);
}

static float nv_f16_bits_to_f32(uint16_t h) { return (float)nv_widen_to_f64(h, 10, 5); }
static float nv_bf16_bits_to_f32(uint16_t h) { return (float)nv_widen_to_f64(h, 7, 8); }

static void nv_fp_from_double(const nv_type *t, double d, uint64_t out[2]) {
  uint64_t b = nv_f64_to_bits(d);
  out[0] = out[1] = 0;
  switch (t->kind) {
  case NVCG_TYPE_HALF: out[0] = nv_round_f64_to(b, 10, 5); break;
  case NVCG_TYPE_BFLOAT: out[0] = nv_round_f64_to(b, 7, 8); break;
  case NVCG_TYPE_FLOAT: out[0] = nv_round_f64_to(b, 23, 8); break;
  case NVCG_TYPE_DOUBLE: out[0] = b; break;
  case NVCG_TYPE_FP128: {
    /* exact widening: 1 sign, 15 exponent, 112 fraction bits */
    uint64_t sign = b >> 63, frac = b & ((1ull << 52) - 1);
    int exp = (int)((b >> 52) & 0x7ff);
    uint64_t e128;
    if (exp == 0x7ff) e128 = 0x7fff;
    else if (exp == 0 && frac == 0) e128 = 0;
    else {
      int e = exp ? exp - 1023 : -1022;
      if (!exp) {
        while (!(frac & (1ull << 52))) {
          frac <<= 1;
          e--;
        }
        frac &= (1ull << 52) - 1;
      }
      e128 = (uint64_t)(e + 16383);
    }
    /* fraction: 52 bits go to the top of the 112-bit field */
    out[1] = (sign << 63) | (e128 << 48) | (frac >> 4);
    out[0] = frac << 60;
    break;
  }
  default: break;
  }
}

static double nv_cfp_to_double(const nv_value *v) {
  const nv_const *c = (const nv_const *)v;
  switch (v->type->kind) {
  case NVCG_TYPE_HALF: return nv_widen_to_f64(c->ci[0], 10, 5);
  case NVCG_TYPE_BFLOAT: return nv_widen_to_f64(c->ci[0], 7, 8);
  case NVCG_TYPE_FLOAT: return (double)nv_bits_to_f32((uint32_t)c->ci[0]);
  case NVCG_TYPE_DOUBLE: return nv_bits_to_f64(c->ci[0]);
  case NVCG_TYPE_FP128: {
    /* nearest double, truncating the extra fraction bits (only used for printing
     * decisions and folding, never to decide a printed value) */
    uint64_t hi = c->ci[1], lo = c->ci[0];
    uint64_t sign = hi >> 63;
    int e = (int)((hi >> 48) & 0x7fff);
    uint64_t frac = ((hi & 0xffffffffffffull) << 4) | (lo >> 60);
    uint64_t out;
    if (e == 0x7fff) out = (sign << 63) | (0x7ffull << 52) | frac;
    else if (e == 0) out = sign << 63;
    else if (e - 16383 + 1023 >= 0x7ff) out = (sign << 63) | (0x7ffull << 52);
    else if (e - 16383 + 1023 <= 0) out = sign << 63;
    else out = (sign << 63) | ((uint64_t)(e - 16383 + 1023) << 52) | frac;
    return nv_bits_to_f64(out);
  }
  default: return 0;
  }
}

/* ---- Constant uniquing ---- */
static uint64_t nv_const_hash(unsigned kind, const nv_type *t, const uint64_t ci[2],
                              nv_value *const *e, unsigned n, const uint8_t *bytes, unsigned op,
                              const nv_type *aux, uint32_t flags, uint16_t sub) {
  uint64_t h = nv_hash_combine(NV_FNV_OFFSET, kind);
  unsigned i;
  h = nv_hash_combine(h, t->id);
  h = nv_hash_combine(h, op);
  h = nv_hash_combine(h, aux ? aux->id + 1 : 0);
  h = nv_hash_combine(h, flags);
  h = nv_hash_combine(h, sub);
  if (ci) {
    h = nv_hash_combine(h, ci[0]);
    h = nv_hash_combine(h, ci[1]);
  }
  for (i = 0; i < n && e; i++) h = nv_hash_combine(h, e[i]->id * 2u + (e[i]->kind == NV_V_GLOBAL || e[i]->kind == NV_V_FUNC));
  if (bytes) h = nv_hash_bytes(bytes, n, h);
  return h;
}

static nv_const **nv_const_bucket(nv_context *c, uint64_t h) {
  if ((c->nconsts + 1) * 4 >= c->nchash * 3) {
    uint32_t n = c->nchash ? c->nchash * 2 : 1024, i;
    nv_const **nb = (nv_const **)nv_xcalloc(n, sizeof *nb);
    for (i = 0; i < c->nchash; i++) {
      nv_const *k = c->chash[i];
      while (k) {
        nv_const *nx = k->hnext;
        uint64_t kh = nv_const_hash(k->v.kind, k->v.type, k->ci,
                                    k->v.kind == NV_V_CDATA ? NULL : k->elems, k->nelems,
                                    k->v.kind == NV_V_CDATA ? k->bytes : NULL, k->v.opcode,
                                    k->aux_type, k->flags, k->v.sub);
        nv_const **slot = &nb[kh & (n - 1)];
        k->hnext = *slot;
        *slot = k;
        k = nx;
      }
    }
    nv_xfree(c->chash);
    c->chash = nb;
    c->nchash = n;
  }
  return &c->chash[h & (c->nchash - 1)];
}

/* How deep a constant's operands nest (0 for a leaf: integers, globals, ...). The API and
 * the reader refuse constants deeper than NV_MAX_NESTING, so every walk over a
 * constant's operands, recursive as they are, stays shallow. */
static uint32_t nv_const_depth(const nv_value *v) {
  if (v && (v->kind == NV_V_CAGG || v->kind == NV_V_CEXPR)) return ((const nv_const *)v)->depth;
  return 0;
}

/* Finds or creates a uniqued constant. Elements/operands and bytes are copied. */
static nv_value *nv_const_get(nv_context *c, unsigned kind, nv_type *t, const uint64_t ci[2],
                              nv_value *const *e, unsigned n, const uint8_t *bytes, unsigned op,
                              nv_type *aux, uint32_t flags, uint16_t sub) {
  uint64_t zero[2] = {0, 0};
  uint64_t h;
  nv_const **slot, *k;
  unsigned i;
  if (!ci) ci = zero;
  h = nv_const_hash(kind, t, ci, bytes ? NULL : e, n, bytes, op, aux, flags, sub);
  slot = nv_const_bucket(c, h);
  for (k = *slot; k; k = k->hnext) {
    if (k->v.kind != kind || k->v.type != t || k->v.opcode != op || k->aux_type != aux ||
        k->flags != flags || k->v.sub != sub || k->ci[0] != ci[0] || k->ci[1] != ci[1] ||
        k->nelems != n)
      continue;
    if (bytes) {
      if (memcmp(k->bytes, bytes, n) != 0) continue;
    } else {
      for (i = 0; i < n; i++)
        if (k->elems[i] != e[i]) break;
      if (i < n) continue;
    }
    return &k->v;
  }
  k = NV_NEW(&c->arena, nv_const);
  k->v.kind = (uint8_t)kind;
  k->v.type = t;
  k->v.opcode = (uint8_t)op;
  k->v.sub = sub;
  k->v.id = c->next_const_id++;
  k->ci[0] = ci[0];
  k->ci[1] = ci[1];
  k->nelems = n;
  k->flags = flags;
  k->aux_type = aux;
  if (!bytes && n) {
    for (i = 0; i < n; i++) k->depth = NV_MAX(k->depth, nv_const_depth(e[i]));
    k->depth++;
  }
  if (bytes) {
    uint8_t *b = (uint8_t *)nv_arena_alloc(&c->arena, n ? n : 1);
    memcpy(b, bytes, n);
    k->bytes = b;
  } else if (n) {
    k->elems = NV_NEW_ARRAY(&c->arena, nv_value *, n);
    for (i = 0; i < n; i++) k->elems[i] = e[i];
    if (kind == NV_V_CEXPR) {
      k->elem_uses = NV_NEW_ARRAY(&c->arena, nv_use, n);
      for (i = 0; i < n; i++) nv_use_set(&k->elem_uses[i], &k->v, e[i]);
    }
  }
  k->hnext = *slot;
  *slot = k;
  c->nconsts++;
  return &k->v;
}

static void nv_int_mask(unsigned bits, uint64_t w[2]) {
  if (bits < 64) {
    w[0] &= bits ? ((1ull << bits) - 1) : 0;
    w[1] = 0;
  } else if (bits == 64) {
    w[1] = 0;
  } else if (bits < 128) {
    w[1] &= (1ull << (bits - 64)) - 1;
  }
}

/* Constants are uniqued on their operands and never change, so replacing an operand of
 * a constant expression means making (or finding) the expression with the new operand
 * and moving every user over; the old one leaves the uniquing table and drops its uses. */
static void nv_cexpr_unlink(nv_const *k) {
  nv_context *c = k->v.type->ctx;
  nv_const **pp;
  uint64_t h = nv_const_hash(k->v.kind, k->v.type, k->ci, k->elems, k->nelems, NULL, k->v.opcode,
                             k->aux_type, k->flags, k->v.sub);
  for (pp = &c->chash[h & (c->nchash - 1)]; *pp && *pp != k; pp = &(*pp)->hnext) {
  }
  if (*pp) {
    *pp = k->hnext;
    c->nconsts--;
  }
}

/* A constant expression over a global of a module being freed must not outlive it in
 * the uniquing table: a later module's global may get the same address and id and would
 * be handed the stale expression (whose uses are gone), and growing the table rehashes
 * every entry through its operands' memory. Every constant expression using v, directly
 * or through another, leaves the table and drops its uses; its memory stays in the
 * context's arena, unreachable. */
static void nv_cexpr_orphan_users(nv_value *v) {
  for (;;) {
    nv_use *u = v->uses;
    nv_const *k;
    uint32_t i;
    while (u && !(u->user && u->user->kind == NV_V_CEXPR)) u = u->next;
    if (!u) break;
    k = (nv_const *)u->user;
    nv_cexpr_orphan_users(&k->v);
    nv_cexpr_unlink(k);
    for (i = 0; i < k->nelems; i++) nv_use_clear(&k->elem_uses[i]); /* u among them */
  }
}

static void nv_cexpr_replace(nv_const *k, nv_value *old, nv_value *with) {
  nv_context *c = k->v.type->ctx;
  nv_value *small[8], **ops = k->nelems <= 8 ? small : (nv_value **)nv_xmalloc(sizeof *ops * k->nelems);
  nv_value *n;
  uint32_t i;
  nv_cexpr_unlink(k);
  for (i = 0; i < k->nelems; i++) {
    ops[i] = k->elems[i] == old ? with : k->elems[i];
    nv_use_clear(&k->elem_uses[i]);
  }
  n = nv_const_expr(c, k->v.opcode, k->v.type, ops, k->nelems, k->aux_type, k->flags, k->v.sub);
  if (ops != small) nv_xfree(ops);
  nv_value_rauw(&k->v, n);
}

static nv_value *nv_const_int(nv_type *t, uint64_t lo, uint64_t hi) {
  uint64_t w[2];
  w[0] = lo;
  w[1] = hi;
  nv_int_mask(t->bits, w);
  return nv_const_get(t->ctx, NV_V_CINT, t, w, NULL, 0, NULL, 0, NULL, 0, 0);
}

static nv_value *nv_const_int_s(nv_type *t, int64_t v) {
  return nv_const_int(t, (uint64_t)v, v < 0 ? ~0ull : 0);
}

static nv_value *nv_const_fp_bits(nv_type *t, uint64_t lo, uint64_t hi) {
  uint64_t w[2];
  unsigned bits = nv_type_prim_bits(t);
  w[0] = lo;
  w[1] = hi;
  nv_int_mask(bits, w);
  return nv_const_get(t->ctx, NV_V_CFP, t, w, NULL, 0, NULL, 0, NULL, 0, 0);
}

static nv_value *nv_const_fp_double(nv_type *t, double d) {
  uint64_t w[2];
  nv_fp_from_double(t, d, w);
  return nv_const_fp_bits(t, w[0], w[1]);
}

static nv_value *nv_const_simple(nv_context *c, nv_value_kind k, nv_type *t) {
  return nv_const_get(c, k, t, NULL, NULL, 0, NULL, 0, NULL, 0, 0);
}

static nv_value *nv_const_agg(nv_type *t, nv_value *const *e, unsigned n) {
  return nv_const_get(t->ctx, NV_V_CAGG, t, NULL, e, n, NULL, 0, NULL, 0, 0);
}

static nv_value *nv_const_data(nv_context *c, const uint8_t *bytes, uint32_t n) {
  nv_type *t = nv_type_array(nv_type_int(c, 8), n);
  static const uint8_t empty = 0;
  return nv_const_get(c, NV_V_CDATA, t, NULL, NULL, n, bytes ? bytes : &empty, 0, NULL, 0, 0);
}

static nv_value *nv_const_expr(nv_context *c, unsigned op, nv_type *t, nv_value *const *ops,
                               unsigned n, nv_type *aux, uint32_t flags, uint16_t sub) {
  return nv_const_get(c, NV_V_CEXPR, t, NULL, ops, n, NULL, op, aux, flags, sub);
}

static uint64_t nv_cint_zext(const nv_value *v) { return ((const nv_const *)v)->ci[0]; }

static int64_t nv_cint_sext(const nv_value *v) {
  unsigned bits = v->type->bits;
  uint64_t x = ((const nv_const *)v)->ci[0];
  if (bits < 64 && (x >> (bits - 1)) & 1) x |= ~0ull << bits;
  return (int64_t)x;
}

static int nv_value_is_cint(const nv_value *v, uint64_t x) {
  return v->kind == NV_V_CINT && ((const nv_const *)v)->ci[0] == x && ((const nv_const *)v)->ci[1] == 0;
}

static int nv_value_is_zero_const(const nv_value *v) {
  const nv_const *c = (const nv_const *)v;
  unsigned i;
  switch (v->kind) {
  case NV_V_CINT: case NV_V_CFP: return c->ci[0] == 0 && c->ci[1] == 0;
  case NV_V_CNULL: case NV_V_CZERO: return 1;
  case NV_V_CAGG:
    for (i = 0; i < c->nelems; i++)
      if (!nv_value_is_zero_const(c->elems[i])) return 0;
    return 1;
  case NV_V_CDATA:
    for (i = 0; i < c->nelems; i++)
      if (c->bytes[i]) return 0;
    return 1;
  default: return 0;
  }
}
