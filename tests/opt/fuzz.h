/* fuzz.h -- random programs for opt_test.c, compared before/after the passes with lli.
 *
 *   fold SEED DIR      constant expressions of every integer width 1..128 and of float
 *                      and double, all printed by @f; after `simplify` no integer
 *                      operation may remain and lli must print the same.
 *   fuzz SEED PASSES DIR
 *                      a kernel written the way clang -O0 writes code: every variable
 *                      an alloca (scalars, structs with nested arrays, arrays indexed by
 *                      variables), if/else, loops with counters in memory, switches
 *                      with shared targets, an unreachable block, memcpy/memset of
 *                      structs, atomics on locals; it stores a hash of every variable
 *                      to its output pointer. The program has no undefined behaviour
 *                      (divisors forced odd and positive, shift amounts masked,
 *                      everything initialised), so lli must print the same after any
 *                      pass list. */

#include <time.h>

typedef struct nvt_rng {
  uint64_t s;
} nvt_rng;

static uint64_t nvt_rand(nvt_rng *r) {
  /* xorshift64* */
  r->s ^= r->s >> 12;
  r->s ^= r->s << 25;
  r->s ^= r->s >> 27;
  return r->s * 2685821657736338717ull;
}
static unsigned nvt_below(nvt_rng *r, unsigned n) { return (unsigned)(nvt_rand(r) % n); }

/* ---------------------------------------------------------------- fold */

static nvcg_value *nvt_rand_cint(nvt_rng *r, nvcg_type *ty) {
  unsigned w = nvcg_type_int_bits(ty), k = nvt_below(r, 8);
  uint64_t lo = nvt_rand(r), hi = nvt_rand(r);
  switch (k) {
  case 0: lo = hi = 0; break;
  case 1: lo = 1; hi = 0; break;
  case 2: lo = hi = ~0ull; break;                              /* -1 */
  case 3: /* INT_MIN */
    if (w <= 64) { lo = 1ull << (w - 1); hi = 0; } else { lo = 0; hi = 1ull << (w - 65); }
    break;
  case 4: lo = nvt_below(r, 100); hi = 0; break;
  case 5: lo = (uint64_t)-(int64_t)nvt_below(r, 100); hi = ~0ull; break;
  default: break;
  }
  return nvcg_const_int_wide(ty, lo, hi);
}

static int nvt_cint_is(const nvcg_value *v, int which) { /* 0: zero, 1: minus one, 2: INT_MIN */
  uint64_t lo = 0, hi = 0;
  unsigned w = nvcg_type_int_bits(v->type);
  nv_simp_w a, m = {~0ull, ~0ull};
  nvcg_const_int_value(v, &lo, &hi);
  a.lo = lo;
  a.hi = hi;
  if (which == 0) return !lo && !hi;
  if (which == 1) return nv_simp_w_eq(a, nv_simp_w_mask(m, w));
  {
    nv_simp_w one = {1, 0};
    return nv_simp_w_eq(a, nv_simp_w_shl(one, w - 1));
  }
}

static nvcg_value *nvt_rand_fp(nvt_rng *r, nvcg_type *ty) {
  static const double special[] = {0.0, -0.0, 1.0, -1.5, 3.0e38, 1.0e-39, 2.2e-308, 4.9e-324, 1e308, 0.1, 1.0 / 3, 7.0};
  unsigned k = nvt_below(r, 16);
  uint64_t bits = nvt_rand(r);
  if (k < 12) return nvcg_const_fp(ty, special[k]);
  if (k == 12) return nvcg_const_fp_bits(ty, ty->kind == NVCG_TYPE_FLOAT ? 0x7fc00000u : 0x7ff8000000000000ull, 0);
  if (k == 13) return nvcg_const_fp_bits(ty, ty->kind == NVCG_TYPE_FLOAT ? 0x7f800000u : 0x7ff0000000000000ull, 0);
  if (ty->kind == NVCG_TYPE_FLOAT) return nvcg_const_fp_bits(ty, bits & 0xffffffffu, 0);
  return nvcg_const_fp_bits(ty, bits, 0);
}

/* prints v (any integer or FP type) as two 64-bit words */
static void nvt_print_val(nvt_ctx *t, nvcg_value *pr, nvcg_type *prty, nvcg_value *fmt, nvcg_value *v) {
  nvcg_type *i128 = nvcg_type_int(t->ctx, 128);
  nvcg_value *a[3], *w;
  if (v->type->kind != NVCG_TYPE_INT) v = nvcg_build_cast(t->b, NVCG_OP_BITCAST, v, nvcg_type_int(t->ctx, nv_type_prim_bits(v->type)), "bits");
  w = nvcg_type_int_bits(v->type) < 128 ? nvcg_build_cast(t->b, NVCG_OP_ZEXT, v, i128, "w") : v;
  a[0] = fmt;
  a[1] = nvcg_build_cast(t->b, NVCG_OP_TRUNC, w, t->i64, "lo");
  a[2] = nvcg_build_cast(t->b, NVCG_OP_TRUNC, nvcg_build_binop(t->b, NVCG_OP_LSHR, w, nvcg_const_int(i128, 64), 0, "hi128"), t->i64, "hi");
  nvcg_build_call(t->b, prty, pr, a, 3, NULL);
}

static void nvt_build_fold(nvt_ctx *t, uint64_t seed) {
  static const unsigned widths[] = {1, 2, 7, 8, 13, 16, 31, 32, 33, 63, 64, 65, 100, 127, 128};
  nvt_rng r;
  nvcg_type *pf = t->ptr, *prty = nvcg_type_function(t->i32, &pf, 1, 1);
  nvcg_value *pr = nvcg_function_add(t->m, "printf", prty), *fmt, *fn, *mainf, *prev[16];
  unsigned i, np = 0;
  r.s = seed * 0x9E3779B97F4A7C15ull + 1;
  fmt = nvcg_global_add(t->m, nvcg_type_array(t->i8, 11), "fmt", 0);
  nvcg_global_set_initializer(fmt, nvcg_const_string(t->ctx, "%llx %llx\n", 10, 1));
  nvcg_global_set_constant(fmt, 1);
  fn = nvt_fn(t, "f", t->v, NULL, 0);
  nvt_at(t, nvcg_block_append(fn, "entry"));
  for (i = 0; i < 400; i++) {
    unsigned kind = nvt_below(&r, 10);
    nvcg_value *v = NULL;
    if (kind < 7) {
      nvcg_type *ty = nvcg_type_int(t->ctx, widths[nvt_below(&r, sizeof widths / sizeof widths[0])]);
      unsigned w = nvcg_type_int_bits(ty);
      nvcg_value *a = nvt_rand_cint(&r, ty), *b = nvt_rand_cint(&r, ty);
      unsigned op = NVCG_OP_ADD + nvt_below(&r, NVCG_OP_XOR - NVCG_OP_ADD + 1);
      /* reuse an earlier result of this type now and then, so folds chain */
      if (np) {
        nvcg_value *pv = prev[nvt_below(&r, np)];
        if (pv->type == ty && nvt_below(&r, 2)) a = pv;
      }
      if (NV_OP_IS_FP_BINARY(op)) op = NVCG_OP_MUL;
      /* in i1 every non-zero divisor is -1 and true is INT_MIN: signed division by a
       * constant is undefined or trivial; use the unsigned one */
      if (w == 1 && (op == NVCG_OP_SDIV || op == NVCG_OP_SREM)) op = op == NVCG_OP_SDIV ? NVCG_OP_UDIV : NVCG_OP_UREM;
      if (op == NVCG_OP_SHL || op == NVCG_OP_LSHR || op == NVCG_OP_ASHR) b = nvcg_const_int(ty, nvt_below(&r, w));
      if ((op == NVCG_OP_UDIV || op == NVCG_OP_UREM || op == NVCG_OP_SDIV || op == NVCG_OP_SREM) &&
          (b->kind != NV_V_CINT || nvt_cint_is(b, 0)))
        b = nvcg_const_int(ty, 1 + (w > 3 ? nvt_below(&r, 7) : 0));
      /* INT_MIN / -1 is undefined; a reused result could be INT_MIN, so no -1 at all */
      if ((op == NVCG_OP_SDIV || op == NVCG_OP_SREM) && nvt_cint_is(b, 1)) b = nvcg_const_int(ty, 1);
      if (kind == 5) {
        v = nvcg_build_icmp(t->b, (nvcg_predicate)(NVCG_ICMP_EQ + nvt_below(&r, 10)), a, b, "c");
      } else if (kind == 6) {
        nvcg_type *to = nvcg_type_int(t->ctx, widths[nvt_below(&r, sizeof widths / sizeof widths[0])]);
        unsigned tw = nvcg_type_int_bits(to);
        if (tw < w) v = nvcg_build_cast(t->b, NVCG_OP_TRUNC, a, to, "tr");
        else if (tw > w) v = nvcg_build_cast(t->b, nvt_below(&r, 2) ? NVCG_OP_ZEXT : NVCG_OP_SEXT, a, to, "ext");
        else v = nvcg_build_select(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_ULT, a, b, "c"), a, b, "sel");
      } else {
        v = nvcg_build_binop(t->b, (nvcg_opcode)op, a, b, 0, "x");
      }
      if (np < 16) prev[np++] = v;
    } else {
      nvcg_type *ty = nvt_below(&r, 2) ? t->f32 : t->f64;
      nvcg_value *a = nvt_rand_fp(&r, ty), *b = nvt_rand_fp(&r, ty);
      unsigned k = nvt_below(&r, 8);
      if (k < 4) v = nvcg_build_binop(t->b, (nvcg_opcode)(k == 0 ? NVCG_OP_FADD : k == 1 ? NVCG_OP_FSUB : k == 2 ? NVCG_OP_FMUL : NVCG_OP_FDIV), a, b, 0, "f");
      else if (k == 4) v = nvcg_build_fcmp(t->b, (nvcg_predicate)nvt_below(&r, 16), a, b, 0, "fc");
      else if (k == 5) v = nvcg_build_cast(t->b, ty == t->f32 ? NVCG_OP_FPEXT : NVCG_OP_FPTRUNC, a, ty == t->f32 ? t->f64 : t->f32, "fx");
      else if (k == 6) v = nvcg_build_cast(t->b, nvt_below(&r, 2) ? NVCG_OP_SITOFP : NVCG_OP_UITOFP,
                                           nvt_rand_cint(&r, nvcg_type_int(t->ctx, 1 + nvt_below(&r, 64))), ty, "itof");
      else v = nvcg_build_fneg(t->b, a, 0, "neg");
    }
    nvt_print_val(t, pr, prty, fmt, v);
  }
  nvcg_build_ret(t->b, NULL);
  mainf = nvt_fn(t, "main", t->i32, NULL, 0);
  nvt_at(t, nvcg_block_append(mainf, "entry"));
  nvcg_build_call(t->b, nvcg_function_type(fn), fn, NULL, 0, NULL);
  nvcg_build_ret(t->b, nvt_ci(t->i32, 0));
}

/* Integer operations (anything but the printing casts) left in @f after folding. */
static unsigned nvt_unfolded_ints(nv_module *m) {
  nv_func *f = NV_FUNC(nv_module_lookup(m, "f"));
  nv_block *bb;
  unsigned n = 0;
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next) {
      unsigned op = I->v.opcode;
      int ints = I->nops && I->ops[0].val->type->kind == NVCG_TYPE_INT && I->v.type->kind == NVCG_TYPE_INT;
      if ((NV_OP_IS_BINARY(op) || op == NVCG_OP_ICMP || op == NVCG_OP_SELECT || NV_OP_IS_CAST(op)) && ints) {
        /* the printing code works on FP bit patterns, which stay when an FP op stays */
        if (op == NVCG_OP_TRUNC || op == NVCG_OP_ZEXT || op == NVCG_OP_LSHR) {
          nv_value *src = I->ops[0].val;
          while (src->kind == NV_V_INST && (src->opcode == NVCG_OP_ZEXT || src->opcode == NVCG_OP_LSHR || src->opcode == NVCG_OP_TRUNC))
            src = ((nv_inst *)src)->ops[0].val;
          if (src->kind == NV_V_INST && (src->opcode == NVCG_OP_BITCAST || src->opcode == NVCG_OP_FCMP ||
                                         nv_type_is_fp(((nv_inst *)src)->ops[0].val->type)))
            continue;
        }
        if (op == NVCG_OP_ZEXT && I->ops[0].val->kind == NV_V_INST && I->ops[0].val->opcode == NVCG_OP_FCMP) continue;
        n++;
      }
    }
  return n;
}

/* ---------------------------------------------------------------- program fuzz */

#define NVG_MAXV 24

typedef struct nvg {
  nvt_ctx *t;
  nvt_rng r;
  nvcg_value *fn;
  nvcg_value *var[NVG_MAXV];   /* scalar allocas */
  nvcg_type *vty[NVG_MAXV];
  unsigned nvar;
  nvcg_value *svar[6];         /* struct allocas */
  nvcg_type *sty[6];
  unsigned nsvar;
  nvcg_value *avar[3];         /* [4 x i32] allocas, indexed by variables */
  unsigned navar;
  nvcg_value *pvar[2];         /* ptr allocas holding the address of a scalar variable */
  unsigned ptarget[2], npvar;
  nvcg_value *arg[4];          /* out, a, b, c */
  nvcg_block *exit;
  unsigned budget, nblocks;
  nvcg_value *helper[3];       /* i32 (i32, i32) functions the kernel may call */
  unsigned nhelper;
  int is_helper;               /* early exits return directly */
} nvg;

static nvcg_type *nvg_scalar_type(nvg *g) {
  nvt_ctx *t = g->t;
  switch (nvt_below(&g->r, 7)) {
  case 0: return t->i8;
  case 1: return t->i16;
  case 2: case 3: return t->i32;
  case 4: return t->i64;
  case 5: return t->f32;
  default: return t->f64;
  }
}

static nvcg_value *nvg_const(nvg *g, nvcg_type *ty) {
  if (ty->kind == NVCG_TYPE_INT) return nvcg_const_int_signed(ty, (int64_t)nvt_below(&g->r, 200) - 100);
  return nvcg_const_fp(ty, ((double)nvt_below(&g->r, 64) - 32) / 8);
}

static nvcg_value *nvg_var_of(nvg *g, nvcg_type *ty) {
  unsigned i, start = nvt_below(&g->r, g->nvar ? g->nvar : 1);
  for (i = 0; i < g->nvar; i++) {
    unsigned k = (start + i) % g->nvar;
    if (g->vty[k] == ty) return g->var[k];
  }
  return NULL;
}

static nvcg_value *nvg_expr(nvg *g, nvcg_type *ty, unsigned depth);

/* a value of type ty made from a value of another type */
static nvcg_value *nvg_convert(nvg *g, nvcg_value *v, nvcg_type *ty) {
  nvt_ctx *t = g->t;
  nvcg_type *from = v->type;
  if (from == ty) return v;
  if (from->kind == NVCG_TYPE_INT && ty->kind == NVCG_TYPE_INT) {
    if (from->bits > ty->bits) return nvcg_build_cast(t->b, NVCG_OP_TRUNC, v, ty, "cv");
    return nvcg_build_cast(t->b, nvt_below(&g->r, 2) ? NVCG_OP_ZEXT : NVCG_OP_SEXT, v, ty, "cv");
  }
  if (from->kind == NVCG_TYPE_INT) return nvcg_build_cast(t->b, nvt_below(&g->r, 2) ? NVCG_OP_SITOFP : NVCG_OP_UITOFP, v, ty, "cv");
  if (ty->kind == NVCG_TYPE_INT) {
    /* FP to integer through the bit pattern (fptosi could overflow) */
    nvcg_value *bits = nvcg_build_cast(t->b, NVCG_OP_BITCAST, v, nvcg_type_int(t->ctx, nv_type_prim_bits(from)), "fb");
    return nvg_convert(g, bits, ty);
  }
  return nvcg_build_cast(t->b, nv_type_prim_bits(from) < nv_type_prim_bits(ty) ? NVCG_OP_FPEXT : NVCG_OP_FPTRUNC, v, ty, "cv");
}

static nvcg_value *nvg_expr(nvg *g, nvcg_type *ty, unsigned depth) {
  nvt_ctx *t = g->t;
  unsigned k = nvt_below(&g->r, depth > 2 ? 4 : 9);
  nvcg_value *v, *a, *b;
  if (k == 0) return nvg_const(g, ty);
  if (k == 1 && g->nhelper && nvt_below(&g->r, 2)) {
    nvcg_value *args[2];
    nvcg_value *h = g->helper[nvt_below(&g->r, g->nhelper)];
    args[0] = nvg_expr(g, t->i32, depth + 1);
    args[1] = nvg_expr(g, t->i32, depth + 1);
    return nvg_convert(g, nvcg_build_call(t->b, nvcg_function_type(h), h, args, 2, "call"), ty);
  }
  if (k <= 3) {
    v = nvg_var_of(g, ty);
    if (v) return nvt_load(t, ty, v, "ld");
    if (g->nvar) {
      unsigned j = nvt_below(&g->r, g->nvar);
      return nvg_convert(g, nvt_load(t, g->vty[j], g->var[j], "ld"), ty);
    }
    return nvg_const(g, ty);
  }
  if (k == 4 && g->nsvar) {
    /* a struct field */
    unsigned j = nvt_below(&g->r, g->nsvar), fi = nvt_below(&g->r, (unsigned)g->sty[j]->count);
    nvcg_type *ft = g->sty[j]->fields[fi];
    nvcg_value *p = nvt_gep2(t, g->sty[j], g->svar[j], fi, "fp");
    if (ft->kind == NVCG_TYPE_ARRAY) {
      nvcg_value *idx[3];
      idx[0] = nvt_ci(t->i32, 0);
      idx[1] = nvt_ci(t->i32, fi);
      idx[2] = nvt_ci(t->i64, nvt_below(&g->r, (unsigned)ft->count));
      p = nvcg_build_gep(t->b, g->sty[j], g->svar[j], idx, 3, 1, "ep");
      ft = ft->elem;
    }
    return nvg_convert(g, nvt_load(t, ft, p, "fld"), ty);
  }
  if (k == 5 && g->navar) {
    /* an array element at a variable index */
    nvcg_value *i32v = nvg_expr(g, t->i32, depth + 1), *idx[2];
    idx[0] = nvt_ci(t->i64, 0);
    idx[1] = nvcg_build_cast(t->b, NVCG_OP_ZEXT, nvcg_build_binop(t->b, NVCG_OP_AND, i32v, nvt_ci(t->i32, 3), 0, "m"), t->i64, "ix");
    v = nvcg_build_gep(t->b, nvcg_type_array(t->i32, 4), g->avar[nvt_below(&g->r, g->navar)], idx, 2, 1, "ap");
    return nvg_convert(g, nvt_load(t, t->i32, v, "ael"), ty);
  }
  if (k == 6) {
    nvcg_value *c;
    a = nvg_expr(g, ty, depth + 1);
    b = nvg_expr(g, ty, depth + 1);
    if (ty->kind == NVCG_TYPE_INT) c = nvcg_build_icmp(t->b, (nvcg_predicate)(NVCG_ICMP_EQ + nvt_below(&g->r, 10)), a, b, "c");
    else c = nvcg_build_fcmp(t->b, (nvcg_predicate)(1 + nvt_below(&g->r, 14)), a, b, 0, "c");
    return nvcg_build_select(t->b, c, a, b, "sel");
  }
  a = nvg_expr(g, ty, depth + 1);
  b = nvg_expr(g, ty, depth + 1);
  if (ty->kind == NVCG_TYPE_INT) {
    static const nvcg_opcode ops[] = {NVCG_OP_ADD, NVCG_OP_SUB, NVCG_OP_MUL, NVCG_OP_AND, NVCG_OP_OR, NVCG_OP_XOR,
                                      NVCG_OP_SHL, NVCG_OP_LSHR, NVCG_OP_ASHR, NVCG_OP_UDIV, NVCG_OP_UREM, NVCG_OP_SDIV,
                                      NVCG_OP_SREM, NVCG_OP_ADD, NVCG_OP_SUB};
    nvcg_opcode op = ops[nvt_below(&g->r, sizeof ops / sizeof ops[0])];
    if (op == NVCG_OP_SHL || op == NVCG_OP_LSHR || op == NVCG_OP_ASHR)
      b = nvcg_build_binop(t->b, NVCG_OP_AND, b, nvcg_const_int(ty, ty->bits - 1), 0, "sh");
    if (op == NVCG_OP_UDIV || op == NVCG_OP_UREM) b = nvcg_build_binop(t->b, NVCG_OP_OR, b, nvcg_const_int(ty, 1), 0, "odd");
    if (op == NVCG_OP_SDIV || op == NVCG_OP_SREM)
      b = nvcg_build_binop(t->b, NVCG_OP_OR, nvcg_build_binop(t->b, NVCG_OP_AND, b, nvcg_const_int(ty, 15), 0, "small"),
                           nvcg_const_int(ty, 1), 0, "odd");
    return nvcg_build_binop(t->b, op, a, b, 0, "e");
  }
  {
    unsigned fk = nvt_below(&g->r, 4);
    if (fk == 3) return nvcg_build_binop(t->b, NVCG_OP_FDIV, a, nvcg_const_fp(ty, 4.0), 0, "e");
    return nvcg_build_binop(t->b, fk == 0 ? NVCG_OP_FADD : fk == 1 ? NVCG_OP_FSUB : NVCG_OP_FMUL, a, b, 0, "e");
  }
}

static nvcg_block *nvg_block(nvg *g, const char *name) {
  g->nblocks++;
  return nvcg_block_append(g->fn, name);
}

static void nvg_stmts(nvg *g, unsigned depth);

static void nvg_stmt(nvg *g, unsigned depth) {
  nvt_ctx *t = g->t;
  unsigned k = nvt_below(&g->r, 18);
  if (g->budget) g->budget--;
  if (depth > 3 || !g->budget) k = nvt_below(&g->r, 4);
  switch (k) {
  case 0: case 1: case 2: { /* scalar assignment */
    unsigned j = nvt_below(&g->r, g->nvar);
    nvt_store(t, nvg_expr(g, g->vty[j], 0), g->var[j]);
    return;
  }
  case 3: { /* a struct field or array element */
    if (g->nsvar && nvt_below(&g->r, 2)) {
      unsigned j = nvt_below(&g->r, g->nsvar), fi = nvt_below(&g->r, (unsigned)g->sty[j]->count);
      nvcg_type *ft = g->sty[j]->fields[fi];
      nvcg_value *p = nvt_gep2(t, g->sty[j], g->svar[j], fi, "fp");
      if (ft->kind == NVCG_TYPE_ARRAY) {
        nvcg_value *idx[3];
        idx[0] = nvt_ci(t->i32, 0);
        idx[1] = nvt_ci(t->i32, fi);
        idx[2] = nvt_ci(t->i64, nvt_below(&g->r, (unsigned)ft->count));
        p = nvcg_build_gep(t->b, g->sty[j], g->svar[j], idx, 3, 1, "ep");
        ft = ft->elem;
      }
      nvt_store(t, nvg_expr(g, ft, 1), p);
    } else if (g->navar) {
      nvcg_value *idx[2], *iv = nvg_expr(g, t->i32, 1);
      idx[0] = nvt_ci(t->i64, 0);
      idx[1] = nvcg_build_cast(t->b, NVCG_OP_ZEXT, nvcg_build_binop(t->b, NVCG_OP_AND, iv, nvt_ci(t->i32, 3), 0, "m"), t->i64, "ix");
      nvt_store(t, nvg_expr(g, t->i32, 1),
                nvcg_build_gep(t->b, nvcg_type_array(t->i32, 4), g->avar[nvt_below(&g->r, g->navar)], idx, 2, 1, "ap"));
    }
    return;
  }
  case 4: { /* whole-struct copies the way clang writes them */
    unsigned j = nvt_below(&g->r, g->nsvar ? g->nsvar : 1), i2;
    if (!g->nsvar) return;
    for (i2 = 0; i2 < g->nsvar; i2++) {
      if (i2 != j && g->sty[i2] == g->sty[j]) {
        unsigned how = nvt_below(&g->r, 3);
        if (how == 0) nvt_memcpy(t, g->svar[i2], g->svar[j], (int64_t)nvcg_type_size(g->sty[j]));
        else if (how == 1) nvt_store(t, nvt_load(t, g->sty[j], g->svar[j], "whole"), g->svar[i2]);
        else nvt_memset(t, g->svar[i2], 0, (int64_t)nvcg_type_size(g->sty[j]));
        return;
      }
    }
    return;
  }
  case 5: { /* an atomic on a local */
    unsigned j = nvt_below(&g->r, g->nvar);
    nvcg_type *ty = g->vty[j];
    if (ty->kind != NVCG_TYPE_INT) {
      nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, g->var[j], nvg_expr(g, ty, 2), NVCG_ORDER_MONOTONIC, NULL, 0, "aold");
    } else {
      static const nvcg_atomicrmw_op ops[] = {NVCG_RMW_ADD, NVCG_RMW_SUB, NVCG_RMW_AND, NVCG_RMW_NAND, NVCG_RMW_MAX,
                                              NVCG_RMW_UMIN, NVCG_RMW_XCHG, NVCG_RMW_XOR};
      nvcg_value *old = nvcg_build_atomicrmw(t->b, ops[nvt_below(&g->r, 8)], g->var[j], nvg_expr(g, ty, 2),
                                             NVCG_ORDER_SEQ_CST, NULL, 0, "aold");
      unsigned j2 = nvt_below(&g->r, g->nvar);
      nvt_store(t, nvg_convert(g, old, g->vty[j2]), g->var[j2]);
    }
    return;
  }
  case 6: case 7: case 8: { /* if / else */
    nvcg_block *th = nvg_block(g, "then"), *el = nvg_block(g, "else"), *j = nvg_block(g, "join");
    nvcg_value *c = nvcg_build_icmp(t->b, (nvcg_predicate)(NVCG_ICMP_EQ + nvt_below(&g->r, 10)), nvg_expr(g, t->i32, 1),
                                    nvg_expr(g, t->i32, 1), "cond");
    nvcg_build_cond_br(t->b, c, th, el);
    nvt_at(t, th);
    nvg_stmts(g, depth + 1);
    if (nvt_below(&g->r, 8) == 0) { /* early exit */
      if (g->is_helper) {
        unsigned j = nvt_below(&g->r, g->nvar);
        nvcg_build_ret(t->b, nvg_convert(g, nvt_load(t, g->vty[j], g->var[j], "rv"), t->i32));
      } else {
        nvcg_build_br(t->b, g->exit);
      }
    }
    else nvcg_build_br(t->b, j);
    nvt_at(t, el);
    nvg_stmts(g, depth + 1);
    nvcg_build_br(t->b, j);
    nvt_at(t, j);
    return;
  }
  case 9: case 10: { /* counted loop, counter in memory */
    nvcg_block *h = nvg_block(g, "head"), *body = nvg_block(g, "body"), *ex = nvg_block(g, "after");
    nvcg_value *ctr = g->var[0], *cv, *c; /* var 0 is reserved as a loop counter (i32) */
    unsigned trips = 1 + nvt_below(&g->r, 4);
    nvcg_value *saved;
    /* the counter is saved and restored so nested loops can share it */
    saved = nvt_load(t, t->i32, ctr, "saved");
    nvt_store(t, nvt_ci(t->i32, 0), ctr);
    nvcg_build_br(t->b, h);
    nvt_at(t, h);
    cv = nvt_load(t, t->i32, ctr, "ctr");
    c = nvcg_build_icmp(t->b, NVCG_ICMP_SLT, cv, nvt_ci(t->i32, trips), "more");
    nvcg_build_cond_br(t->b, c, body, ex);
    nvt_at(t, body);
    {
      nvcg_value *mine = nvt_load(t, t->i32, ctr, "mine");
      nvg_stmts(g, depth + 1);
      nvt_store(t, nvt_add(t, mine, nvt_ci(t->i32, 1), "inc"), ctr);
    }
    nvcg_build_br(t->b, h);
    nvt_at(t, ex);
    nvt_store(t, saved, ctr);
    return;
  }
  case 11: { /* switch with shared targets */
    nvcg_block *c1 = nvg_block(g, "case1"), *c2 = nvg_block(g, "case2"), *j = nvg_block(g, "sjoin");
    nvcg_value *v = nvcg_build_binop(t->b, NVCG_OP_AND, nvg_expr(g, t->i32, 1), nvt_ci(t->i32, 3), 0, "sv");
    nvcg_value *sw = nvcg_build_switch(t->b, v, j);
    nvcg_switch_add_case(sw, nvt_ci(t->i32, 0), c1);
    nvcg_switch_add_case(sw, nvt_ci(t->i32, 1), c2);
    nvcg_switch_add_case(sw, nvt_ci(t->i32, 2), c1);
    nvcg_switch_add_case(sw, nvt_ci(t->i32, 3), j);
    nvt_at(t, c1);
    nvg_stmts(g, depth + 1);
    nvcg_build_br(t->b, j);
    nvt_at(t, c2);
    nvg_stmts(g, depth + 1);
    nvcg_build_br(t->b, nvt_below(&g->r, 2) ? j : c1);
    nvt_at(t, j);
    return;
  }
  case 12: { /* an unreachable block touching the variables */
    nvcg_block *dead = nvg_block(g, "dead"), *cont = nvg_block(g, "cont");
    nvcg_build_br(t->b, cont);
    nvt_at(t, dead);
    {
      unsigned j = 1 + nvt_below(&g->r, g->nvar - 1);
      nvt_store(t, nvt_load(t, g->vty[j], g->var[j], "dl"), g->var[j]);
      nvt_store(t, nvg_const(g, g->vty[j]), g->var[j]);
    }
    nvcg_build_br(t->b, nvt_below(&g->r, 2) ? cont : dead);
    nvt_at(t, cont);
    return;
  }
  case 13: { /* through a pointer variable (int *p = &x; *p = ...; ... = *p) */
    unsigned j;
    nvcg_value *p;
    if (!g->npvar) return;
    j = nvt_below(&g->r, g->npvar);
    p = nvt_load(t, t->ptr, g->pvar[j], "pv");
    if (nvt_below(&g->r, 2)) {
      nvt_store(t, nvg_expr(g, g->vty[g->ptarget[j]], 1), p);
    } else {
      unsigned k2 = nvt_below(&g->r, g->nvar);
      nvt_store(t, nvg_convert(g, nvt_load(t, g->vty[g->ptarget[j]], p, "deref"), g->vty[k2]), g->var[k2]);
    }
    return;
  }
  case 14: { /* type punning through memory: i32 <-> float, i64 <-> double */
    unsigned j = nvt_below(&g->r, g->nvar);
    nvcg_type *ty = g->vty[j], *tw = ty == t->i32 ? t->f32 : ty == t->f32 ? t->i32 : ty == t->i64 ? t->f64
                                                : ty == t->f64 ? t->i64 : NULL;
    if (!tw || j == 0) return;
    if (nvt_below(&g->r, 2)) {
      nvt_store(t, nvg_expr(g, tw, 1), g->var[j]);
    } else {
      unsigned k2 = nvt_below(&g->r, g->nvar);
      nvt_store(t, nvg_convert(g, nvt_load(t, tw, g->var[j], "pun"), g->vty[k2]), g->var[k2]);
    }
    return;
  }
  default: { /* loads feeding several uses (CSE material), memcpy into an array */
    unsigned j = nvt_below(&g->r, g->nvar), j2 = nvt_below(&g->r, g->nvar);
    nvcg_value *x = nvt_load(t, g->vty[j], g->var[j], "x1"), *y = nvt_load(t, g->vty[j], g->var[j], "x2");
    nvcg_value *s = g->vty[j]->kind == NVCG_TYPE_INT ? nvcg_build_binop(t->b, NVCG_OP_XOR, x, y, 0, "xx")
                                                     : nvcg_build_binop(t->b, NVCG_OP_FSUB, x, y, 0, "xx");
    nvt_store(t, nvg_convert(g, s, g->vty[j2]), g->var[j2]);
    if (g->navar > 1 && nvt_below(&g->r, 2)) nvt_memcpy(t, g->avar[0], g->avar[1], 8 + 4 * nvt_below(&g->r, 3));
    return;
  }
  }
}

static void nvg_stmts(nvg *g, unsigned depth) {
  unsigned n = 1 + nvt_below(&g->r, 4), i;
  for (i = 0; i < n; i++) nvg_stmt(g, depth);
}

/* An internal i32 (i32, i32) function written like the kernel (variables in allocas,
 * branches, loops, early returns): always-inline, small internal, or noinline. */
static nvcg_value *nvt_build_helper(nvt_ctx *t, nvt_rng *r, unsigned idx) {
  nvg g;
  nvcg_type *ps[2];
  nvcg_value *h;
  char name[16];
  unsigned i, kind = nvt_below(r, 3);
  memset(&g, 0, sizeof g);
  g.t = t;
  g.r.s = nvt_rand(r) | 1;
  g.is_helper = 1;
  ps[0] = t->i32;
  ps[1] = t->i32;
  snprintf(name, sizeof name, "helper%u", idx);
  h = nvt_fn(t, name, t->i32, ps, 2);
  nvcg_function_set_linkage(h, NVCG_LINKAGE_INTERNAL);
  if (kind == 0) nvcg_function_add_attrs(h, NVCG_FN_ALWAYSINLINE);
  if (kind == 2) nvcg_function_add_attrs(h, NVCG_FN_NOINLINE);
  g.fn = h;
  g.arg[1] = nvt_arg(h, 0, "x");
  g.arg[2] = nvt_arg(h, 1, "y");
  g.arg[3] = g.arg[1];
  nvt_at(t, nvcg_block_append(h, "entry"));
  g.exit = nvcg_block_append(h, "exit");
  g.nvar = 3 + nvt_below(&g.r, 5);
  for (i = 0; i < g.nvar; i++) {
    g.vty[i] = i == 0 ? t->i32 : nvg_scalar_type(&g);
    g.var[i] = nvcg_build_alloca(t->b, g.vty[i], NULL, 0, "hv");
  }
  for (i = 0; i < g.nvar; i++)
    nvt_store(t, i == 0 ? nvt_ci(t->i32, 0) : nvg_convert(&g, g.arg[1 + nvt_below(&g.r, 2)], g.vty[i]), g.var[i]);
  g.budget = 4 + nvt_below(&g.r, 8);
  nvg_stmts(&g, 1);
  nvcg_build_br(t->b, g.exit);
  nvt_at(t, g.exit);
  {
    nvcg_value *acc = nvt_ci(t->i32, 0);
    for (i = 0; i < g.nvar; i++)
      acc = nvcg_build_binop(t->b, NVCG_OP_XOR, nvcg_build_binop(t->b, NVCG_OP_MUL, acc, nvt_ci(t->i32, 31), 0, "hm"),
                             nvg_convert(&g, nvt_load(t, g.vty[i], g.var[i], "hl"), t->i32), 0, "hx");
    nvcg_build_ret(t->b, acc);
  }
  return h;
}

static void nvt_build_prog(nvt_ctx *t, uint64_t seed) {
  nvg g;
  nvcg_type *ps[4], *st[4];
  nvcg_value *h, *hp;
  nvcg_block *entry;
  unsigned i, k;
  int64_t rows[] = {0, 1, 2, 3, 0, -5, 100, 7, 0, 123456, -7, 1ll << 40, 0, 0, 0, 0};
  memset(&g, 0, sizeof g);
  g.t = t;
  g.r.s = seed * 0x9E3779B97F4A7C15ull + 7;
  ps[0] = t->ptr;
  ps[1] = t->i32;
  ps[2] = t->i32;
  ps[3] = t->i64;
  g.nhelper = nvt_below(&g.r, 4);
  if (g.nhelper > 3) g.nhelper = 3;
  for (i = 0; i < g.nhelper; i++) g.helper[i] = nvt_build_helper(t, &g.r, i);
  g.fn = nvt_fn(t, "f", t->v, ps, 4);
  nvcg_function_set_kernel(g.fn, 1);
  g.arg[0] = nvt_arg(g.fn, 0, "out");
  g.arg[1] = nvt_arg(g.fn, 1, "a");
  g.arg[2] = nvt_arg(g.fn, 2, "b");
  g.arg[3] = nvt_arg(g.fn, 3, "c");
  entry = nvcg_block_append(g.fn, "entry");
  g.exit = nvcg_block_append(g.fn, "exit");
  nvt_at(t, entry);
  /* struct types: a couple shared so copies happen */
  st[0] = nvcg_type_struct(t->ctx, (nvcg_type *[]){t->i32, t->f32}, 2, 0);
  st[1] = nvcg_type_struct(t->ctx, (nvcg_type *[]){t->i8, t->i64, t->i16}, 3, 0);
  st[2] = nvcg_type_struct(t->ctx, (nvcg_type *[]){nvcg_type_array(t->i32, 2), t->f64}, 2, 0);
  /* variables, all initialised the way -O0 code does it */
  g.nvar = 6 + nvt_below(&g.r, NVG_MAXV - 6);
  for (i = 0; i < g.nvar; i++) {
    g.vty[i] = i == 0 ? t->i32 : nvg_scalar_type(&g);
    g.var[i] = nvcg_build_alloca(t->b, g.vty[i], NULL, 0, "v");
  }
  g.nsvar = nvt_below(&g.r, 5);
  for (i = 0; i < g.nsvar; i++) {
    g.sty[i] = st[nvt_below(&g.r, 3)];
    g.svar[i] = nvcg_build_alloca(t->b, g.sty[i], NULL, 0, "s");
  }
  g.navar = nvt_below(&g.r, 3);
  for (i = 0; i < g.navar; i++) g.avar[i] = nvcg_build_alloca(t->b, nvcg_type_array(t->i32, 4), NULL, 0, "arr");
  g.npvar = nvt_below(&g.r, 3);
  for (i = 0; i < g.npvar; i++) {
    g.pvar[i] = nvcg_build_alloca(t->b, t->ptr, NULL, 0, "pvar");
    g.ptarget[i] = 1 + nvt_below(&g.r, g.nvar - 1);
  }
  for (i = 0; i < g.nvar; i++) {
    nvcg_value *init = i == 0 ? nvt_ci(t->i32, 0) : nvg_convert(&g, g.arg[1 + nvt_below(&g.r, 3)], g.vty[i]);
    nvt_store(t, init, g.var[i]);
  }
  for (i = 0; i < g.npvar; i++) nvt_store(t, g.var[g.ptarget[i]], g.pvar[i]);
  for (i = 0; i < g.nsvar; i++) nvt_memset(t, g.svar[i], nvt_below(&g.r, 2) ? 0 : 1, (int64_t)nvcg_type_size(g.sty[i]));
  for (i = 0; i < g.navar; i++)
    for (k = 0; k < 4; k++)
      nvt_store(t, nvt_add(t, g.arg[1], nvt_ci(t->i32, k * 3 + i), "ai"), nvt_gep1(t, t->i32, g.avar[i], nvt_ci(t->i64, k), "ae"));
  /* one value read from the output buffer (global memory through the kernel pointer) */
  nvt_store(t, nvg_convert(&g, nvt_load(t, t->i64, g.arg[0], "in"), g.vty[1]), g.var[1]);
  g.budget = 30 + nvt_below(&g.r, 40);
  if (getenv("NVT_FUZZ_BUDGET")) g.budget = (unsigned)atoi(getenv("NVT_FUZZ_BUDGET")); /* timing runs */
  nvg_stmts(&g, 0);
  while (g.budget) nvg_stmt(&g, 1);
  nvcg_build_br(t->b, g.exit);
  /* exit: hash every variable into out[0] */
  nvt_at(t, g.exit);
  h = nvt_ci(t->i64, 17);
  for (i = 0; i < g.nvar; i++) {
    nvcg_value *v = nvt_load(t, g.vty[i], g.var[i], "hv");
    if (v->type->kind != NVCG_TYPE_INT) v = nvcg_build_cast(t->b, NVCG_OP_BITCAST, v, nvcg_type_int(t->ctx, nv_type_prim_bits(v->type)), "hb");
    if (v->type != t->i64) v = nvcg_build_cast(t->b, NVCG_OP_ZEXT, v, t->i64, "hz");
    h = nvt_add(t, nvcg_build_binop(t->b, NVCG_OP_MUL, h, nvt_ci(t->i64, 1000003), 0, "hm"), v, "h");
  }
  for (i = 0; i < g.nsvar; i++)
    for (k = 0; k < g.sty[i]->count; k++) {
      nvcg_type *ft = g.sty[i]->fields[k];
      nvcg_value *p = nvt_gep2(t, g.sty[i], g.svar[i], k, "hp"), *v;
      if (ft->kind == NVCG_TYPE_ARRAY) ft = t->i64; /* both i32 elements at once */
      v = nvt_load(t, ft, p, "hv");
      if (v->type->kind != NVCG_TYPE_INT) v = nvcg_build_cast(t->b, NVCG_OP_BITCAST, v, nvcg_type_int(t->ctx, nv_type_prim_bits(v->type)), "hb");
      if (v->type != t->i64) v = nvcg_build_cast(t->b, NVCG_OP_ZEXT, v, t->i64, "hz");
      h = nvt_add(t, nvcg_build_binop(t->b, NVCG_OP_MUL, h, nvt_ci(t->i64, 1000003), 0, "hm"), v, "h");
    }
  for (i = 0; i < g.navar; i++)
    for (k = 0; k < 4; k++) {
      nvcg_value *v = nvcg_build_cast(t->b, NVCG_OP_ZEXT, nvt_load(t, t->i32, nvt_gep1(t, t->i32, g.avar[i], nvt_ci(t->i64, k), "hp"), "hv"), t->i64, "hz");
      h = nvt_add(t, nvcg_build_binop(t->b, NVCG_OP_MUL, h, nvt_ci(t->i64, 1000003), 0, "hm"), v, "h");
    }
  hp = nvt_gep1(t, t->i64, g.arg[0], nvt_ci(t->i64, 1), "outp");
  nvt_store(t, h, hp);
  nvcg_build_ret(t->b, NULL);
  nvt_add_main(t, g.fn, rows, 4);
}

static int nvt_cmd_fold(const char *seed, const char *dir) {
  nvt_ctx t;
  nv_options o;
  char path[1024];
  int rc;
  unsigned left;
  nvt_init(&t);
  nvt_build_fold(&t, strtoull(seed, NULL, 10));
  snprintf(path, sizeof path, "%s/fold-%s.before.ll", dir, seed);
  nvt_write_module(t.m, path);
  nvt_options(&o, 75, 2);
  rc = nvt_run_on_module(t.m, "simplify,dce", &o);
  snprintf(path, sizeof path, "%s/fold-%s.after.ll", dir, seed);
  nvt_write_module(t.m, path);
  left = rc ? 0 : nvt_unfolded_ints(t.m);
  nvt_fini(&t);
  if (left) fprintf(stderr, "%u integer operations were not folded\n", left);
  return rc || left ? 1 : 0;
}

static int nvt_cmd_fuzz(const char *seed, const char *passes, const char *dir) {
  nvt_ctx t;
  nv_options o;
  char path[1024];
  int rc;
  nvt_init(&t);
  nvt_build_prog(&t, strtoull(seed, NULL, 10));
  if (nvcg_module_error_count(t.m) || nvt_check_module(t.m)) {
    fprintf(stderr, "fuzz %s: the generated program is broken\n", seed);
    nvt_fini(&t);
    return 1;
  }
  snprintf(path, sizeof path, "%s/fuzz-%s.before.ll", dir, seed);
  nvt_write_module(t.m, path);
  nvt_options(&o, 75, 2);
  {
    clock_t t0 = clock();
    rc = nvt_run_on_module(t.m, passes, &o);
    if (getenv("NVT_FUZZ_BUDGET"))
      fprintf(stderr, "passes: %.1f ms (with a full IR check after each pass)\n", (double)(clock() - t0) * 1e3 / CLOCKS_PER_SEC);
  }
  snprintf(path, sizeof path, "%s/fuzz-%s.after.ll", dir, seed);
  nvt_write_module(t.m, path);
  nvt_fini(&t);
  return rc ? 1 : 0;
}
