/* legalize_util.c -- the small tools the legalisers and the combiner are built from:
 * 128-bit integer arithmetic (constants of every width up to i128 fold exactly), the
 * legaliser context and its diagnostics, node-building shorthands and the condition-code
 * algebra. Nothing here decides how a type or an operation is legalised. */

/* ---- 128-bit integers ---- */
static nv_u128 nv_u128_make(uint64_t lo, uint64_t hi) {
  nv_u128 r;
  r.lo = lo;
  r.hi = hi;
  return r;
}
static nv_u128 nv_u128_add(nv_u128 a, nv_u128 b) {
  nv_u128 r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi + (r.lo < a.lo);
  return r;
}
static nv_u128 nv_u128_sub(nv_u128 a, nv_u128 b) {
  nv_u128 r;
  r.lo = a.lo - b.lo;
  r.hi = a.hi - b.hi - (a.lo < b.lo);
  return r;
}
static uint64_t nv_mulhu64(uint64_t a, uint64_t b) {
  uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}
static nv_u128 nv_u128_mul(nv_u128 a, nv_u128 b) {
  nv_u128 r;
  r.lo = a.lo * b.lo;
  r.hi = nv_mulhu64(a.lo, b.lo) + a.lo * b.hi + a.hi * b.lo;
  return r;
}
static nv_u128 nv_u128_not(nv_u128 a) { return nv_u128_make(~a.lo, ~a.hi); }
static nv_u128 nv_u128_and(nv_u128 a, nv_u128 b) { return nv_u128_make(a.lo & b.lo, a.hi & b.hi); }
static nv_u128 nv_u128_or(nv_u128 a, nv_u128 b) { return nv_u128_make(a.lo | b.lo, a.hi | b.hi); }
static nv_u128 nv_u128_xor(nv_u128 a, nv_u128 b) { return nv_u128_make(a.lo ^ b.lo, a.hi ^ b.hi); }
static nv_u128 nv_u128_shl(nv_u128 a, unsigned s) {
  if (s == 0) return a;
  if (s >= 64) return nv_u128_make(0, s >= 128 ? 0 : a.lo << (s - 64));
  return nv_u128_make(a.lo << s, (a.hi << s) | (a.lo >> (64 - s)));
}
static nv_u128 nv_u128_lshr(nv_u128 a, unsigned s) {
  if (s == 0) return a;
  if (s >= 64) return nv_u128_make(s >= 128 ? 0 : a.hi >> (s - 64), 0);
  return nv_u128_make((a.lo >> s) | (a.hi << (64 - s)), a.hi >> s);
}
static nv_u128 nv_u128_ashr(nv_u128 a, unsigned s) {
  uint64_t sign = (a.hi >> 63) ? ~0ull : 0;
  nv_u128 r = nv_u128_lshr(a, s);
  if (sign && s) r = nv_u128_or(r, nv_u128_not(nv_u128_lshr(nv_u128_make(~0ull, ~0ull), s)));
  return r;
}
static int nv_u128_eq(nv_u128 a, nv_u128 b) { return a.lo == b.lo && a.hi == b.hi; }
static int nv_u128_ult(nv_u128 a, nv_u128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }
static int nv_u128_is_zero(nv_u128 a) { return !a.lo && !a.hi; }
static int nv_u128_bit(nv_u128 a, unsigned i) { return i >= 128 ? 0 : (int)((i < 64 ? a.lo >> i : a.hi >> (i - 64)) & 1); }
static void nv_u128_udivrem(nv_u128 n, nv_u128 d, nv_u128 *q, nv_u128 *r) {
  nv_u128 quo = nv_u128_make(0, 0), rem = nv_u128_make(0, 0);
  int i;
  if (!n.hi && !d.hi) {
    if (q) *q = nv_u128_make(n.lo / d.lo, 0);
    if (r) *r = nv_u128_make(n.lo % d.lo, 0);
    return;
  }
  for (i = 127; i >= 0; i--) {
    rem = nv_u128_shl(rem, 1);
    rem.lo |= (uint64_t)nv_u128_bit(n, (unsigned)i);
    if (!nv_u128_ult(rem, d)) {
      rem = nv_u128_sub(rem, d);
      if (i >= 64) quo.hi |= 1ull << (i - 64);
      else quo.lo |= 1ull << i;
    }
  }
  if (q) *q = quo;
  if (r) *r = rem;
}
static nv_u128 nv_u128_zext(nv_u128 a, unsigned bits) {
  if (bits >= 128) return a;
  if (bits >= 64) return nv_u128_make(a.lo, bits == 64 ? 0 : a.hi & ((1ull << (bits - 64)) - 1));
  return nv_u128_make(bits ? a.lo & ((1ull << bits) - 1) : 0, 0);
}
static nv_u128 nv_u128_sext(nv_u128 a, unsigned bits) {
  if (bits >= 128 || bits == 0) return a;
  a = nv_u128_zext(a, bits);
  if (nv_u128_bit(a, bits - 1)) a = nv_u128_or(a, nv_u128_shl(nv_u128_make(~0ull, ~0ull), bits));
  return a;
}
static unsigned nv_u128_clz(nv_u128 a, unsigned bits) {
  unsigned i;
  for (i = 0; i < bits; i++)
    if (nv_u128_bit(a, bits - 1 - i)) return i;
  return bits;
}
static unsigned nv_u128_ctz(nv_u128 a, unsigned bits) {
  unsigned i;
  for (i = 0; i < bits; i++)
    if (nv_u128_bit(a, i)) return i;
  return bits;
}
static unsigned nv_popcount64(uint64_t x) {
  unsigned c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}
static unsigned nv_u128_popcount(nv_u128 a) { return nv_popcount64(a.lo) + nv_popcount64(a.hi); }

/* ---- context ---- */
static void nv_lz_init(nv_lz *z, nv_dag *d, const nv_options *o) {
  unsigned i;
  memset(z, 0, sizeof *z);
  z->d = d;
  z->t = d->tgt;
  z->o = o;
  z->diag = o && o->diag ? o->diag : &z->own_diag;
  for (i = 0; i < NV_LZ_NMAPS; i++) nv_map_init(&z->maps[i], NV_MAP_INT);
}

static void nv_lz_free(nv_lz *z) {
  unsigned i;
  for (i = 0; i < NV_LZ_NMAPS; i++) nv_map_free(&z->maps[i]);
  nv_vec_free(&z->vals);
  nv_vec_free(&z->processed);
}

static void nv_lz_begin(nv_lz *z, const nv_sdnode *n) {
  z->d->cur_ir = n->ir;
  z->d->cur_order = n->order;
  z->flags = n->flags & NVCG_FMF_FAST;
}

/* "<message> in '<instruction>'" with the instruction's source position when it came
 * from text. */
static int nv_lz_error(nv_lz *z, const nv_sdnode *n, const char *fmt, ...) {
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  const char *file = NULL;
  unsigned line = 0, col = 0;
  va_start(ap, fmt);
  nv_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  if (n && n->ir) {
    nv_buf_puts(&b, " in '");
    nv_print_inst_to(&b, n->ir);
    nv_buf_puts(&b, "'");
    line = n->ir->line;
    col = n->ir->col;
    if (line && n->ir->parent && n->ir->parent->parent && n->ir->parent->parent->module)
      file = nv_module_file(n->ir->parent->parent->module, line);
  } else if (n) {
    nv_buf_printf(&b, " (node t%u: %s)", n->id, nv_isd_name(n->op));
  }
  nv_diag(z->diag, NVCG_SEV_ERROR, file, line, col, "%s", b.data ? b.data : "");
  nv_buf_free(&b);
  z->failed = 1;
  return 0;
}

/* ---- building ---- */
static int nv_isd_is_fp_arith(unsigned op) {
  return (op >= NV_ISD_FADD && op <= NV_ISD_FSINCOS) || op == NV_ISD_SETCC;
}

static nv_sdval nv_lz_node(nv_lz *z, unsigned op, nv_evt vt, const nv_sdval *ops, unsigned n) {
  nv_sdnode key;
  memset(&key, 0, sizeof key);
  key.op = (uint16_t)op;
  key.vts = &vt;
  key.nres = 1;
  /* fast-math flags travel with floating-point work; integer flags (nsw, exact) never
   * survive a change of width, so they are dropped */
  if (nv_isd_is_fp_arith(op)) key.flags = z->flags;
  return nv_dag_get(z->d, &key, ops, n);
}
static nv_sdval nv_lz_n1(nv_lz *z, unsigned op, nv_evt vt, nv_sdval a) { return nv_lz_node(z, op, vt, &a, 1); }
static nv_sdval nv_lz_n2(nv_lz *z, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b) {
  nv_sdval o[2];
  o[0] = a;
  o[1] = b;
  return nv_lz_node(z, op, vt, o, 2);
}
static nv_sdval nv_lz_n3(nv_lz *z, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b, nv_sdval c) {
  nv_sdval o[3];
  o[0] = a;
  o[1] = b;
  o[2] = c;
  return nv_lz_node(z, op, vt, o, 3);
}
static nv_sdval nv_lz_const(nv_lz *z, nv_evt vt, uint64_t v) { return nv_dag_const(z->d, vt, v, 0); }
static nv_sdval nv_lz_const_s(nv_lz *z, nv_evt vt, int64_t v) {
  return nv_dag_const(z->d, vt, (uint64_t)v, v < 0 ? ~0ull : 0);
}
static nv_sdval nv_lz_const128(nv_lz *z, nv_evt vt, nv_u128 v) { return nv_dag_const(z->d, vt, v.lo, v.hi); }
static nv_sdval nv_lz_i32(nv_lz *z, uint32_t v) { return nv_dag_const(z->d, NV_EVT_INT(32), v, 0); }

static nv_sdval nv_lz_fpconst(nv_lz *z, nv_evt vt, double v) {
  uint64_t b = nv_f64_to_bits(v);
  switch (NV_EVT_SC(vt)) {
  case NV_SC_F16: b = nv_round_f64_to(b, 10, 5); break;
  case NV_SC_BF16: b = nv_round_f64_to(b, 7, 8); break;
  case NV_SC_F32: b = nv_round_f64_to(b, 23, 8); break;
  default: break;
  }
  return nv_dag_const_fp(z->d, vt, b, 0);
}

static nv_sdval nv_lz_setcc(nv_lz *z, nv_sdval a, nv_sdval b, unsigned cc) {
  return nv_lz_n3(z, NV_ISD_SETCC, NV_EVT_INT(1), a, b, nv_dag_condcode(z->d, cc));
}
static nv_sdval nv_lz_select(nv_lz *z, nv_sdval c, nv_sdval t, nv_sdval f) {
  if (t.n == f.n && t.r == f.r) return t;
  return nv_lz_n3(z, NV_ISD_SELECT, nv_sdval_vt(t), c, t, f);
}
static nv_sdval nv_lz_undef(nv_lz *z, nv_evt vt) { return nv_dag_undef(z->d, vt); }

static nv_sdval nv_lz_zext_inreg(nv_lz *z, nv_sdval v, unsigned bits) {
  nv_evt vt = nv_sdval_vt(v);
  unsigned w = nv_evt_scalar_bits(vt);
  nv_u128 m;
  if (bits >= w) return v;
  m = nv_u128_zext(nv_u128_make(~0ull, ~0ull), bits);
  return nv_lz_n2(z, NV_ISD_AND, vt, v, nv_lz_const128(z, vt, m));
}
static nv_sdval nv_lz_sext_inreg(nv_lz *z, nv_sdval v, unsigned bits) {
  nv_evt vt = nv_sdval_vt(v);
  if (bits >= nv_evt_scalar_bits(vt)) return v;
  return nv_lz_n2(z, NV_ISD_SIGN_EXTEND_INREG, vt, v, nv_dag_valuetype(z->d, NV_EVT_INT(bits)));
}
static nv_sdval nv_lz_resize(nv_lz *z, unsigned op, nv_evt vt, nv_sdval v) {
  unsigned from = nv_evt_bits(nv_sdval_vt(v)), to = nv_evt_bits(vt);
  if (from == to) return v;
  return nv_lz_n1(z, to < from ? (unsigned)NV_ISD_TRUNCATE : op, vt, v);
}
static nv_sdval nv_lz_bitcast(nv_lz *z, nv_evt vt, nv_sdval v) {
  if (nv_sdval_vt(v) == vt) return v;
  return nv_lz_n1(z, NV_ISD_BITCAST, vt, v);
}

static nv_sdval nv_lz_ptr_add(nv_lz *z, nv_sdval ptr, uint64_t off) {
  if (!off) return ptr;
  return nv_lz_n2(z, NV_ISD_ADD, nv_sdval_vt(ptr), ptr, nv_lz_const(z, nv_sdval_vt(ptr), off));
}

static nv_sdval nv_lz_load(nv_lz *z, nv_evt vt, nv_sdval chain, nv_sdval ptr, const nv_memop *like,
                           nv_evt memvt, uint8_t ext, uint64_t off) {
  nv_memop m = *like;
  nv_evt vts[2];
  nv_sdval ops[2];
  vts[0] = vt;
  vts[1] = NV_EVT_OTHER;
  ops[0] = chain;
  ops[1] = nv_lz_ptr_add(z, ptr, off);
  m.memvt = memvt;
  m.ext = (uint8_t)(nv_evt_bits(memvt) < nv_evt_bits(vt) ? (ext ? (unsigned)ext : (unsigned)NV_EXT_ANY) : (unsigned)NV_EXT_NONE);
  m.align = nv_align_at(like->align, off);
  return nv_dag_mem_node(z->d, NV_ISD_LOAD, vts, 2, ops, 2, &m);
}

static nv_sdval nv_lz_store(nv_lz *z, nv_sdval chain, nv_sdval val, nv_sdval ptr, const nv_memop *like,
                            nv_evt memvt, uint64_t off) {
  nv_memop m = *like;
  nv_evt vt = NV_EVT_OTHER;
  nv_sdval ops[3];
  ops[0] = chain;
  ops[1] = val;
  ops[2] = nv_lz_ptr_add(z, ptr, off);
  m.memvt = memvt;
  m.ext = nv_evt_bits(memvt) < nv_evt_bits(nv_sdval_vt(val)) ? 1 : 0;
  m.align = nv_align_at(like->align, off);
  return nv_dag_mem_node(z->d, NV_ISD_STORE, &vt, 1, ops, 3, &m);
}

static nv_sdval nv_lz_chain_of(nv_sdval load) { return nv_sdval_of(load.n, load.n->nres - 1u); }

/* ---- condition codes ---- */
static int nv_cc_is_signed(unsigned cc) { return cc >= NV_CC_SGT && cc <= NV_CC_SLE; }
static unsigned nv_cc_to_unsigned(unsigned cc) {
  switch (cc) {
  case NV_CC_SGT: return NV_CC_UGT;
  case NV_CC_SGE: return NV_CC_UGE;
  case NV_CC_SLT: return NV_CC_ULT;
  case NV_CC_SLE: return NV_CC_ULE;
  default: return cc;
  }
}

/* ---- replacement ---- */
/* A replaced node leaves the CSE table: a later request for an identical node must
 * build a fresh one rather than revive a node whose operands were never legalised. */
static void nv_lz_replace(nv_lz *z, nv_sdnode *n, const nv_sdval *vals) {
  unsigned r;
  nv_cse_remove(z->d, n);
  for (r = 0; r < n->nres; r++) {
    nv_sdval from = nv_sdval_of(n, r);
    if (!vals[r].n || (vals[r].n == n && vals[r].r == r)) continue;
    nv_dag_rauw(z->d, from, vals[r]);
    if (!z->oplevel) nv_lz_map_set(z, NV_LZ_REPLACED_VALUES, from, &vals[r], 1);
  }
}

/* Replaces result 0 only (the other results, if any, stay). */
static void nv_lz_replace1(nv_lz *z, nv_sdnode *n, nv_sdval v) {
  nv_sdval from = nv_sdval_of(n, 0);
  if (v.n == n && v.r == 0) return;
  nv_cse_remove(z->d, n);
  nv_dag_rauw(z->d, from, v);
  if (!z->oplevel) nv_lz_map_set(z, NV_LZ_REPLACED_VALUES, from, &v, 1);
}
