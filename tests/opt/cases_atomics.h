/* cases_atomics.h -- expand_atomics: one function performs a table of atomics on a
 * buffer; a C model of the same operations (little-endian bytes, LangRef semantics of
 * each atomicrmw operation, written independently of the pass) gives the output @main
 * must print after the pass, whatever the target decides to expand. Included by
 * cases.h. */

typedef struct nvt_aop {
  int cx;          /* 0 atomicrmw, 1 cmpxchg expected to succeed, 2 cmpxchg likely failing */
  unsigned op;     /* nvcg_atomicrmw_op */
  char ty;         /* b h i l: i8 i16 i32 i64; H f: half float; d: double */
  int64_t k, c;    /* operand = x * k + c (as the type) */
} nvt_aop;

#define NVT_INT_OPS(T, k)                                                                              \
  {0, NVCG_RMW_XCHG, T, k, 1}, {0, NVCG_RMW_ADD, T, k, 7}, {0, NVCG_RMW_SUB, T, k, 3},                 \
  {0, NVCG_RMW_AND, T, k, -9}, {0, NVCG_RMW_NAND, T, k, 12}, {0, NVCG_RMW_OR, T, k, 5},                \
  {0, NVCG_RMW_XOR, T, k, 77}, {0, NVCG_RMW_MAX, T, k, -2}, {0, NVCG_RMW_MIN, T, k, 100},              \
  {0, NVCG_RMW_UMAX, T, k, -50}, {0, NVCG_RMW_UMIN, T, k, 30}, {0, NVCG_RMW_UINC_WRAP, T, k, 40},      \
  {0, NVCG_RMW_UDEC_WRAP, T, k, 90}, {0, NVCG_RMW_UINC_WRAP, T, 0, 0}, {0, NVCG_RMW_UDEC_WRAP, T, 0, 0}, \
  {1, 0, T, k, 3}, {2, 0, T, k, 4}
#define NVT_FP_OPS(T)                                                                                  \
  {0, NVCG_RMW_FADD, T, 3, 1}, {0, NVCG_RMW_FSUB, T, 5, -2}, {0, NVCG_RMW_FMAX, T, 7, 4},              \
  {0, NVCG_RMW_FMIN, T, -3, 2}, {0, NVCG_RMW_XCHG, T, 2, 9}, {0, NVCG_RMW_FMAX, T, -1, -100},          \
  {0, NVCG_RMW_FMIN, T, 1, 100}

static const nvt_aop nvt_aops[] = {NVT_INT_OPS('b', 3), NVT_INT_OPS('h', 1001), NVT_INT_OPS('i', 65537),
                                   NVT_INT_OPS('l', 4294967311ll), NVT_FP_OPS('H'), NVT_FP_OPS('f'),
                                   NVT_FP_OPS('d')};
#define NVT_NAOPS (sizeof nvt_aops / sizeof nvt_aops[0])

static unsigned nvt_aop_size(char ty) {
  return ty == 'b' ? 1 : ty == 'h' || ty == 'H' ? 2 : ty == 'i' || ty == 'f' ? 4 : 8;
}

/* Operation i works at this byte offset (aligned to its size; offsets wander over the
 * buffer so narrow operations hit every byte position of a word). */
static unsigned nvt_aop_off(unsigned i) {
  unsigned s = nvt_aop_size(nvt_aops[i].ty);
  return ((i * 13u + 5u) % (NVT_BUF / s)) * s;
}

static const int64_t nvt_aop_xs[] = {0, 1, -1, 77, 12345};

/* ---- the C model ---- */
static uint64_t nvt_ld(const uint8_t *b, unsigned off, unsigned n) {
  uint64_t v = 0;
  unsigned i;
  for (i = 0; i < n; i++) v |= (uint64_t)b[off + i] << (8 * i);
  return v;
}
static void nvt_st(uint8_t *b, unsigned off, unsigned n, uint64_t v) {
  unsigned i;
  for (i = 0; i < n; i++) b[off + i] = (uint8_t)(v >> (8 * i));
}
static uint64_t nvt_mask(unsigned bytes) { return bytes == 8 ? ~0ull : (1ull << (8 * bytes)) - 1; }
static int64_t nvt_sx(uint64_t v, unsigned bytes) {
  unsigned sh = 64 - 8 * bytes;
  return (int64_t)(v << sh) >> sh;
}
/* FP: bit pattern <-> double for the model */
static double nvt_fp_val(char ty, uint64_t bits) {
  if (ty == 'H') return (double)nv_f16_bits_to_f32((uint16_t)bits);
  if (ty == 'f') return (double)nv_bits_to_f32((uint32_t)bits);
  return nv_bits_to_f64(bits);
}
static uint64_t nvt_fp_bits(char ty, double d) {
  uint64_t w[2];
  nv_context *c = nv_context_new();
  nv_fp_from_double(ty == 'H' ? c->t_half : ty == 'f' ? c->t_float : c->t_double, d, w);
  nv_context_free(c);
  return w[0];
}
/* the operand for input x, as the bits of the type */
static uint64_t nvt_aop_operand(const nvt_aop *a, int64_t x) {
  uint64_t raw = (uint64_t)x * (uint64_t)a->k + (uint64_t)a->c;
  unsigned n = nvt_aop_size(a->ty);
  if (a->ty == 'H' || a->ty == 'f' || a->ty == 'd') return nvt_fp_bits(a->ty, (double)(int32_t)(uint32_t)raw);
  return raw & nvt_mask(n);
}
/* the fixed value stored before an FP operation (so the model never meets a NaN) */
static double nvt_aop_fp_init(unsigned i) { return 1.5 + (double)i; }

static void nvt_atomics_model(FILE *out) {
  unsigned r, i, k;
  for (r = 0; r < sizeof nvt_aop_xs / sizeof nvt_aop_xs[0]; r++) {
    uint8_t buf[NVT_BUF];
    uint64_t acc = 0;
    int64_t x = nvt_aop_xs[r];
    for (i = 0; i < NVT_BUF; i++) buf[i] = nvt_pattern(i);
    for (i = 0; i < NVT_NAOPS; i++) {
      const nvt_aop *a = &nvt_aops[i];
      unsigned n = nvt_aop_size(a->ty), off = nvt_aop_off(i);
      uint64_t m = nvt_mask(n), v = nvt_aop_operand(a, x), old, nw;
      int fp = a->ty == 'H' || a->ty == 'f' || a->ty == 'd';
      if (fp) nvt_st(buf, off, n, nvt_fp_bits(a->ty, nvt_aop_fp_init(i)));
      old = nvt_ld(buf, off, n);
      if (a->cx) {
        uint64_t cmp = a->cx == 1 ? old : v, desired = (v + 1) & m;
        int ok = old == cmp;
        if (ok) nvt_st(buf, off, n, desired);
        acc = acc * 31 + old;
        acc = acc * 31 + (uint64_t)ok;
        continue;
      }
      if (fp) {
        double o = nvt_fp_val(a->ty, old), w = nvt_fp_val(a->ty, v);
        switch (a->op) {
        case NVCG_RMW_XCHG: nw = v; break;
        case NVCG_RMW_FADD: nw = nvt_fp_bits(a->ty, o + w); break;
        case NVCG_RMW_FSUB: nw = nvt_fp_bits(a->ty, o - w); break;
        case NVCG_RMW_FMAX: nw = o > w ? old : v; break;
        default: nw = o < w ? old : v; break;
        }
      } else {
        switch (a->op) {
        case NVCG_RMW_XCHG: nw = v; break;
        case NVCG_RMW_ADD: nw = old + v; break;
        case NVCG_RMW_SUB: nw = old - v; break;
        case NVCG_RMW_AND: nw = old & v; break;
        case NVCG_RMW_NAND: nw = ~(old & v); break;
        case NVCG_RMW_OR: nw = old | v; break;
        case NVCG_RMW_XOR: nw = old ^ v; break;
        case NVCG_RMW_MAX: nw = nvt_sx(old, n) > nvt_sx(v, n) ? old : v; break;
        case NVCG_RMW_MIN: nw = nvt_sx(old, n) < nvt_sx(v, n) ? old : v; break;
        case NVCG_RMW_UMAX: nw = old > v ? old : v; break;
        case NVCG_RMW_UMIN: nw = old < v ? old : v; break;
        case NVCG_RMW_UINC_WRAP: nw = old >= v ? 0 : old + 1; break;
        default: nw = (old == 0 || old > v) ? v : old - 1; break;
        }
      }
      nvt_st(buf, off, n, nw & m);
      acc = acc * 31 + old;
    }
    fprintf(out, "%llx\n", (unsigned long long)acc);
    for (k = 0; k < NVT_BUF / 8; k++) fprintf(out, "%llx\n", (unsigned long long)nvt_ld(buf, 8 * k, 8));
  }
}

/* ---- the IR ---- */
static nvcg_type *nvt_aop_type(nvt_ctx *t, char ty) {
  switch (ty) {
  case 'b': return t->i8;
  case 'h': return t->i16;
  case 'i': return t->i32;
  case 'l': return t->i64;
  case 'H': return t->f16;
  case 'f': return t->f32;
  default: return t->f64;
  }
}

static void b_atomics_all(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *buf, *x, *acc, *thirty1;
  int64_t rows[10];
  unsigned i;
  ps[0] = t->ptr;
  ps[1] = t->i64;
  fn = nvt_fn(t, "f", t->i64, ps, 2);
  buf = nvt_arg(fn, 0, "buf");
  x = nvt_arg(fn, 1, "x");
  nvcg_param_set_align(fn, 0, 16);
  nvt_at(t, nvcg_block_append(fn, "entry"));
  acc = nvt_ci(t->i64, 0);
  thirty1 = nvt_ci(t->i64, 31);
  for (i = 0; i < NVT_NAOPS; i++) {
    const nvt_aop *a = &nvt_aops[i];
    nvcg_type *ty = nvt_aop_type(t, a->ty), *ity = nvcg_type_int(t->ctx, 8 * nvt_aop_size(a->ty));
    int fp = a->ty == 'H' || a->ty == 'f' || a->ty == 'd';
    nvcg_value *p = nvt_gep1(t, t->i8, buf, nvt_ci(t->i64, nvt_aop_off(i)), "p");
    nvcg_value *raw = nvt_add(t, nvcg_build_binop(t->b, NVCG_OP_MUL, x, nvt_ci(t->i64, a->k), 0, "xk"), nvt_ci(t->i64, a->c), "raw");
    nvcg_value *v, *old;
    if (fp) {
      v = nvcg_build_cast(t->b, NVCG_OP_SITOFP, nvcg_build_cast(t->b, NVCG_OP_TRUNC, raw, t->i32, "r32"), ty, "v");
      nvt_store(t, nvcg_const_fp(ty, nvt_aop_fp_init(i)), p);
    } else {
      v = ty == t->i64 ? raw : nvcg_build_cast(t->b, NVCG_OP_TRUNC, raw, ty, "v");
    }
    if (a->cx) {
      nvcg_value *cmp = a->cx == 1 ? nvt_load(t, ty, p, "cur") : v;
      nvcg_value *nv = nvt_add(t, v, nvt_ci(ty, 1), "desired"), *pair, *ok;
      unsigned zero = 0, one = 1;
      pair = nvcg_build_cmpxchg(t->b, p, cmp, nv, NVCG_ORDER_SEQ_CST, NVCG_ORDER_SEQ_CST, NULL, 0, "pair");
      old = nvcg_build_extractvalue(t->b, pair, &zero, 1, "old");
      ok = nvcg_build_extractvalue(t->b, pair, &one, 1, "ok");
      acc = nvcg_build_binop(t->b, NVCG_OP_MUL, acc, thirty1, 0, "acc");
      acc = nvt_add(t, acc, ty == t->i64 ? old : nvcg_build_cast(t->b, NVCG_OP_ZEXT, old, t->i64, "oldw"), "acc");
      acc = nvcg_build_binop(t->b, NVCG_OP_MUL, acc, thirty1, 0, "acc");
      acc = nvt_add(t, acc, nvcg_build_cast(t->b, NVCG_OP_ZEXT, ok, t->i64, "okw"), "acc");
      continue;
    }
    old = nvcg_build_atomicrmw(t->b, (nvcg_atomicrmw_op)a->op, p, v, i % 3 ? NVCG_ORDER_MONOTONIC : NVCG_ORDER_ACQ_REL,
                               i % 2 ? "block" : NULL, 0, "old");
    if (fp) old = nvcg_build_cast(t->b, NVCG_OP_BITCAST, old, ity, "oldbits");
    acc = nvcg_build_binop(t->b, NVCG_OP_MUL, acc, thirty1, 0, "acc");
    acc = nvt_add(t, acc, ity == t->i64 ? old : nvcg_build_cast(t->b, NVCG_OP_ZEXT, old, t->i64, "oldw"), "acc");
  }
  nvcg_build_ret(t->b, acc);
  for (i = 0; i < sizeof nvt_aop_xs / sizeof nvt_aop_xs[0]; i++) {
    rows[2 * i] = 0;
    rows[2 * i + 1] = nvt_aop_xs[i];
  }
  nvt_add_main(t, fn, rows, sizeof nvt_aop_xs / sizeof nvt_aop_xs[0]);
}

/* The shapes: what stays native on sm_70 and what becomes which loop. */
static void b_atomics_shapes(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *p, *q, *x, *x8, *x16, *h, *bf, *d;
  ps[0] = t->ptr;
  ps[1] = t->i64;
  fn = nvt_fn(t, "f", t->v, ps, 2);
  p = nvt_arg(fn, 0, "p");
  x = nvt_arg(fn, 1, "x");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  x8 = nvcg_build_cast(t->b, NVCG_OP_TRUNC, x, t->i8, "x8");
  x16 = nvcg_build_cast(t->b, NVCG_OP_TRUNC, x, t->i16, "x16");
  h = nvcg_build_cast(t->b, NVCG_OP_SITOFP, x, t->f16, "h");
  bf = nvcg_build_cast(t->b, NVCG_OP_SITOFP, x, t->bf16, "bf");
  d = nvcg_build_cast(t->b, NVCG_OP_SITOFP, x, t->f64, "d");
  q = nvt_gep1(t, t->i8, p, nvt_ci(t->i64, 3), "q");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_SUB, p, x, NVCG_ORDER_MONOTONIC, NULL, 0, "sub64");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_MAX, p, x, NVCG_ORDER_MONOTONIC, NULL, 0, "max64");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_UINC_WRAP, p, nvcg_build_cast(t->b, NVCG_OP_TRUNC, x, t->i32, "x32"), NVCG_ORDER_MONOTONIC, NULL, 0, "inc32");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_OR, q, x8, NVCG_ORDER_RELEASE, "device", 0, "or8");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, q, x8, NVCG_ORDER_ACQUIRE, "block", NVCG_FLAG_VOLATILE, "add8");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, p, h, NVCG_ORDER_MONOTONIC, NULL, 0, "addh");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, p, bf, NVCG_ORDER_MONOTONIC, NULL, 0, "addbf");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, p, d, NVCG_ORDER_MONOTONIC, NULL, 0, "addd");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_FSUB, p, d, NVCG_ORDER_MONOTONIC, NULL, 0, "subd");
  nvcg_build_cmpxchg(t->b, p, x16, x16, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "cx16");
  nvcg_build_cmpxchg(t->b, q, x8, x8, NVCG_ORDER_ACQ_REL, NVCG_ORDER_ACQUIRE, NULL, 0, "cx8");
  nvcg_build_ret(t->b, NULL);
}

/* atomics on an alloca become plain accesses (thread-private memory) */
static void b_atomics_local(nvt_ctx *t) {
  nvcg_value *fn, *a, *x, *o1, *pair, *v, *r;
  unsigned zero = 0;
  int64_t rows[] = {0, 1, 5, -7};
  fn = nvt_fn(t, "f", t->i32, &t->i32, 1);
  a = nvt_arg(fn, 0, "a");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  x = nvcg_build_alloca(t->b, t->i32, NULL, 0, "x");
  nvcg_build_atomic_store(t->b, a, x, 4, NVCG_ORDER_RELEASE, "block", 0);
  o1 = nvcg_build_atomicrmw(t->b, NVCG_RMW_NAND, x, nvt_ci(t->i32, 12), NVCG_ORDER_SEQ_CST, NULL, 0, "o1");
  pair = nvcg_build_cmpxchg(t->b, x, nvt_ci(t->i32, -1), nvt_ci(t->i32, 77), NVCG_ORDER_SEQ_CST, NVCG_ORDER_SEQ_CST, NULL, 0, "pair");
  v = nvcg_build_atomic_load(t->b, t->i32, x, 4, NVCG_ORDER_ACQUIRE, NULL, 0, "v");
  r = nvt_add(t, o1, v, "r1");
  r = nvt_add(t, r, nvcg_build_extractvalue(t->b, pair, &zero, 1, "po"), "r2");
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, fn, rows, 4);
}

/* 128-bit atomics: on sm_90 (cas.b128 / exch.b128) loads, stores and read-modify-write
 * go through cmpxchg; below sm_90 they are left for the code generator to report */
static void b_atomics_i128(nvt_ctx *t) {
  nvcg_type *i128 = nvcg_type_int(t->ctx, 128), *ps[2];
  nvcg_value *fn, *p, *x, *v;
  ps[0] = t->gptr;
  ps[1] = i128;
  fn = nvt_fn(t, "f", i128, ps, 2);
  p = nvt_arg(fn, 0, "p");
  x = nvt_arg(fn, 1, "x");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  v = nvcg_build_atomic_load(t->b, i128, p, 16, NVCG_ORDER_ACQUIRE, NULL, 0, "v");
  nvcg_build_atomic_store(t->b, x, p, 16, NVCG_ORDER_RELEASE, "device", 0);
  nvcg_build_atomicrmw(t->b, NVCG_RMW_XCHG, p, x, NVCG_ORDER_MONOTONIC, NULL, 0, "xc");
  v = nvt_add(t, v, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, p, x, NVCG_ORDER_SEQ_CST, NULL, 0, "old"), "r");
  nvcg_build_ret(t->b, v);
}
