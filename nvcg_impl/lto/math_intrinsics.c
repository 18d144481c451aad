/* math_intrinsics.c -- LLVM's math intrinsics (llvm.sin, llvm.exp, llvm.pow, llvm.frexp ...)
 * become calls of the device math library under libdevice's names (__nv_sinf, __nv_exp,
 * __nv_powf, __nv_frexpf ...), which the import that follows brings in: nvcg's own library,
 * or the user's libdevice when one is registered. LLVM's NVPTX backend selects only the
 * approximate f32 instructions for some of these (and only under `afn`) and fails on the
 * rest; a compiler with a math library can give every one its accurate value.
 *
 * - f32 with `afn` (or `fast`) calls CUDA's intrinsic form where it has one (__nv_fast_sinf,
 *   __nv_fast_expf, __nv_fast_powf, ...: the PTX .approx instructions, in FTZ mode their .ftz
 *   forms), as clang's -ffast-math and nvcc's -use_fast_math do; f64 has no approximate
 *   forms and always gets the accurate function.
 * - f16 and bf16 are computed in f32 and rounded back, as LLVM promotes them.
 * - Vectors are done lane by lane; llvm.sincos is one sine and one cosine call.
 * - powi and ldexp take their exponent as i32 (what libdevice's functions take); another
 *   width, fp128 and non-floating-point types are refused with a located error.
 *
 * This is part of the link step, not a pass of the table: it must run before the import,
 * which runs before the pass pipeline (nvcg_compile, nvcgrun's ir engine and
 * nvcg_module_import all come through nv_lto_want_math_library). */

enum { NV_MI_UNARY, NV_MI_BINARY, NV_MI_EXPONENT, NV_MI_SINCOS, NV_MI_FREXP };

typedef struct {
  uint16_t id;        /* NV_INTR_MATH_* */
  uint8_t shape;      /* NV_MI_* */
  const char *f32;    /* libdevice's name for float */
  const char *f64;    /* ... for double */
  const char *fast32; /* CUDA's intrinsic form for float under afn, or NULL */
} nv_mi_row;

static const nv_mi_row nv_mi_rows[] = {
    {NV_INTR_MATH_SIN, NV_MI_UNARY, "__nv_sinf", "__nv_sin", "__nv_fast_sinf"},
    {NV_INTR_MATH_COS, NV_MI_UNARY, "__nv_cosf", "__nv_cos", "__nv_fast_cosf"},
    {NV_INTR_MATH_TAN, NV_MI_UNARY, "__nv_tanf", "__nv_tan", "__nv_fast_tanf"},
    {NV_INTR_MATH_ASIN, NV_MI_UNARY, "__nv_asinf", "__nv_asin", NULL},
    {NV_INTR_MATH_ACOS, NV_MI_UNARY, "__nv_acosf", "__nv_acos", NULL},
    {NV_INTR_MATH_ATAN, NV_MI_UNARY, "__nv_atanf", "__nv_atan", NULL},
    {NV_INTR_MATH_ATAN2, NV_MI_BINARY, "__nv_atan2f", "__nv_atan2", NULL},
    {NV_INTR_MATH_SINH, NV_MI_UNARY, "__nv_sinhf", "__nv_sinh", NULL},
    {NV_INTR_MATH_COSH, NV_MI_UNARY, "__nv_coshf", "__nv_cosh", NULL},
    {NV_INTR_MATH_TANH, NV_MI_UNARY, "__nv_tanhf", "__nv_tanh", "__nv_fast_tanhf"},
    {NV_INTR_MATH_EXP, NV_MI_UNARY, "__nv_expf", "__nv_exp", "__nv_fast_expf"},
    {NV_INTR_MATH_EXP2, NV_MI_UNARY, "__nv_exp2f", "__nv_exp2", NULL},
    {NV_INTR_MATH_EXP10, NV_MI_UNARY, "__nv_exp10f", "__nv_exp10", "__nv_fast_exp10f"},
    {NV_INTR_MATH_LOG, NV_MI_UNARY, "__nv_logf", "__nv_log", "__nv_fast_logf"},
    {NV_INTR_MATH_LOG2, NV_MI_UNARY, "__nv_log2f", "__nv_log2", "__nv_fast_log2f"},
    {NV_INTR_MATH_LOG10, NV_MI_UNARY, "__nv_log10f", "__nv_log10", "__nv_fast_log10f"},
    {NV_INTR_MATH_POW, NV_MI_BINARY, "__nv_powf", "__nv_pow", "__nv_fast_powf"},
    {NV_INTR_MATH_POWI, NV_MI_EXPONENT, "__nv_powif", "__nv_powi", NULL},
    {NV_INTR_MATH_LDEXP, NV_MI_EXPONENT, "__nv_ldexpf", "__nv_ldexp", NULL},
    /* the names of sin and cos come from their rows */
    {NV_INTR_MATH_SINCOS, NV_MI_SINCOS, NULL, NULL, NULL},
    {NV_INTR_MATH_FREXP, NV_MI_FREXP, "__nv_frexpf", "__nv_frexp", NULL},
};

static const nv_mi_row *nv_mi_row_of(unsigned id) {
  unsigned i;
  for (i = 0; i < NV_ARRAY_LEN(nv_mi_rows); i++)
    if (nv_mi_rows[i].id == id) return &nv_mi_rows[i];
  return NULL;
}

typedef struct {
  nv_module *m;
  nv_inst *call; /* the intrinsic call being lowered, for diagnostics */
  nv_ib b;
  int failed;
} nv_mi;

static void nv_mi_error(nv_mi *L, const char *fmt, const char *arg) {
  nv_diag(&L->m->ctx->diag, NVCG_SEV_ERROR, nv_module_file(L->m, L->call->line), L->call->line, L->call->col, fmt,
          arg);
  L->failed = 1;
}

/* The library function `name` of type fty, declared when the module has none. */
static nv_func *nv_mi_callee(nv_mi *L, const char *name, nv_type *fty) {
  nv_value *v = nv_module_lookup(L->m, name);
  if (!v) return nv_func_new(L->m, name, fty);
  if (v->kind == NV_V_FUNC && ((nv_func *)v)->fty == fty) return (nv_func *)v;
  nv_mi_error(L, "'%s' is defined with another type; it cannot stand for the math intrinsic", name);
  return NULL;
}

static nv_value *nv_mi_call(nv_mi *L, const char *name, nv_type *ret, nv_value *const *args, unsigned n) {
  nv_type *params[2];
  nv_value *ops[3];
  nv_func *fn;
  nv_inst *call;
  unsigned i;
  for (i = 0; i < n; i++) params[i] = args[i]->type;
  if (!(fn = nv_mi_callee(L, name, nv_type_func(ret, params, n, 0)))) return NULL;
  ops[0] = &fn->v;
  for (i = 0; i < n; i++) ops[i + 1] = args[i];
  call = nv_ib_new(&L->b, NVCG_OP_CALL, ret, n + 1, ops, NULL);
  call->aux_type = fn->fty;
  return &nv_ib_checked(call)->v;
}

/* The library name for row R on float (f32) or double, with afn picking the fast form. */
static const char *nv_mi_name(const nv_mi_row *R, int f64, int afn) {
  return f64 ? R->f64 : afn && R->fast32 ? R->fast32 : R->f32;
}

/* One scalar lane: x (and y) of type float or double; out[0] (and out[1]) get the results. */
static void nv_mi_scalar(nv_mi *L, const nv_mi_row *R, int afn, nv_value *x, nv_value *y, nv_value **out) {
  nv_context *c = L->m->ctx;
  int f64 = x->type->kind == NVCG_TYPE_DOUBLE;
  nv_value *args[2];
  args[0] = x;
  args[1] = y;
  switch (R->shape) {
  case NV_MI_UNARY: out[0] = nv_mi_call(L, nv_mi_name(R, f64, afn), x->type, args, 1); break;
  case NV_MI_BINARY: case NV_MI_EXPONENT: out[0] = nv_mi_call(L, nv_mi_name(R, f64, afn), x->type, args, 2); break;
  case NV_MI_SINCOS:
    out[0] = nv_mi_call(L, nv_mi_name(nv_mi_row_of(NV_INTR_MATH_SIN), f64, afn), x->type, args, 1);
    out[1] = nv_mi_call(L, nv_mi_name(nv_mi_row_of(NV_INTR_MATH_COS), f64, afn), x->type, args, 1);
    break;
  case NV_MI_FREXP: {
    /* the exponent comes back through memory: a slot in the entry block, which mem2reg
     * removes once the library function is inlined */
    nv_func *f = L->call->parent->parent;
    nv_value *one = nv_const_int(nv_type_int(c, 32), 1, 0);
    nv_ib eb;
    nv_inst *slot;
    nv_ib_before(&eb, f->first->first);
    slot = nv_ib_new(&eb, NVCG_OP_ALLOCA, nv_type_ptr(c, 0), 1, &one, "frexp.exp");
    slot->aux_type = nv_type_int(c, 32);
    slot->align = 4;
    nv_ib_checked(slot);
    args[1] = &slot->v;
    out[0] = nv_mi_call(L, nv_mi_name(R, f64, afn), x->type, args, 2);
    out[1] = &nv_ib_load(&L->b, nv_type_int(c, 32), &slot->v, 4, NULL)->v;
    break;
  }
  }
}

/* Lane k of v when v is a vector, else v. */
static nv_value *nv_mi_lane(nv_mi *L, nv_value *v, unsigned k) {
  nv_value *ops[2];
  if (!v || v->type->kind != NVCG_TYPE_VECTOR) return v;
  ops[0] = v;
  ops[1] = nv_const_int(nv_type_int(L->m->ctx, 32), k, 0);
  return &nv_ib_checked(nv_ib_new(&L->b, NVCG_OP_EXTRACTELEMENT, v->type->elem, 2, ops, NULL))->v;
}

static void nv_mi_lower(nv_mi *L, nv_inst *I, const nv_mi_row *R) {
  nv_context *c = L->m->ctx;
  nv_value *x = I->ops[1].val, *y = I->nops > 2 ? I->ops[2].val : NULL, *res[2] = {NULL, NULL};
  nv_type *t = x->type, *e = nv_type_scalar(t), *wide = e;
  unsigned nres = R->shape == NV_MI_SINCOS || R->shape == NV_MI_FREXP ? 2 : 1;
  unsigned lanes = t->kind == NVCG_TYPE_VECTOR ? (unsigned)t->count : 1, k, r;
  const char *iname = ((nv_func *)I->ops[0].val)->v.name;
  int afn = (I->flags & NVCG_FMF_AFN) != 0;
  L->call = I;
  if (e->kind == NVCG_TYPE_HALF || e->kind == NVCG_TYPE_BFLOAT) wide = c->t_float;
  else if (e->kind != NVCG_TYPE_FLOAT && e->kind != NVCG_TYPE_DOUBLE) {
    nv_mi_error(L, "'%s': nvcg's math library has no function for this type (only half, bfloat, float and double)",
                iname);
    return;
  }
  if (R->shape == NV_MI_EXPONENT && (nv_type_scalar(y->type)->kind != NVCG_TYPE_INT || nv_type_scalar(y->type)->bits != 32)) {
    nv_mi_error(L, "'%s': the exponent must be i32, as the library's function takes it", iname);
    return;
  }
  if (R->shape == NV_MI_FREXP && ((nv_type *)I->v.type)->fields[1]->bits != 32) {
    nv_mi_error(L, "'%s': the exponent must be i32, as the library's function takes it", iname);
    return;
  }
  nv_ib_before(&L->b, I);
  for (k = 0; k < lanes && !L->failed; k++) {
    nv_value *xs = nv_mi_lane(L, x, k), *ys = nv_mi_lane(L, y, k), *out[2] = {NULL, NULL};
    if (wide != e) xs = nv_ib_cast(&L->b, NVCG_OP_FPEXT, xs, wide, NULL);
    if (wide != e && R->shape == NV_MI_BINARY) ys = nv_ib_cast(&L->b, NVCG_OP_FPEXT, ys, wide, NULL);
    nv_mi_scalar(L, R, afn, xs, ys, out);
    if (L->failed) return;
    for (r = 0; r < nres; r++) {
      nv_value *v = out[r], *ops[3];
      if (wide != e && !(r == 1 && R->shape == NV_MI_FREXP)) v = nv_ib_cast(&L->b, NVCG_OP_FPTRUNC, v, e, NULL);
      if (lanes == 1 && t->kind != NVCG_TYPE_VECTOR) {
        res[r] = v;
        continue;
      }
      if (!res[r]) {
        nv_type *lane = v->type;
        res[r] = nv_const_simple(c, NV_V_POISON, nv_type_vector(lane, lanes));
      }
      ops[0] = res[r];
      ops[1] = v;
      ops[2] = nv_const_int(nv_type_int(c, 32), k, 0);
      res[r] = &nv_ib_checked(nv_ib_new(&L->b, NVCG_OP_INSERTELEMENT, res[r]->type, 3, ops, NULL))->v;
    }
  }
  if (nres == 2) {
    nv_value *agg = nv_const_simple(c, NV_V_POISON, I->v.type);
    agg = nv_ib_insertvalue(&L->b, agg, res[0], 0, NULL);
    res[0] = nv_ib_insertvalue(&L->b, agg, res[1], 1, I->v.name);
  }
  nv_value_rauw(&I->v, res[0]);
  nv_inst_erase(I);
}

/* Every call of a math intrinsic in m becomes library calls; the intrinsics' declarations
 * go. 0 when a call could not be lowered (reported). */
static int nv_lto_lower_math_intrinsics(nv_module *m) {
  NV_VEC(nv_inst *) calls = NV_VEC_INIT;
  nv_func *f, *next;
  nv_mi L;
  uint32_t i;
  memset(&L, 0, sizeof L);
  L.m = m;
  for (f = m->funcs_first; f; f = next) {
    const nv_mi_row *R;
    nv_use *u;
    next = f->next;
    if (!f->intrinsic || !(R = nv_mi_row_of(f->intrinsic))) continue;
    calls.len = 0;
    for (u = f->v.uses; u; u = u->next) {
      nv_inst *I = (nv_inst *)u->user;
      if (u->user->kind == NV_V_INST && I->v.opcode == NVCG_OP_CALL && I->ops[0].val == &f->v) nv_vec_push(&calls, I);
    }
    for (i = 0; i < calls.len; i++) nv_mi_lower(&L, calls.data[i], R);
    if (!f->v.uses) nv_lto_remove_function(m, f);
  }
  nv_vec_free(&calls);
  return !L.failed;
}
