/* test_builder.c -- the public builder, constant, type and function API: every call
 * is exercised (every instruction kind, every flag, every attribute), results are
 * checked through the public inspection API and through the printer (each instruction
 * against its expected text, the whole module against builder_golden.ll, which LLVM's
 * own verifier accepts: tests/suites/30-driver.sh), and misuse -- NULL handles, wrong
 * operand types, no insertion point, operands of other functions or modules, bad casts,
 * bad GEP indices, intrinsics with wrong types -- must give a diagnostic and a
 * NULL/failed result, never a crash (this program also runs under ASan and UBSan). */
#include "unit.h"

static ut_diags D;
static nvcg_context *C;
static nvcg_module *M;
static nvcg_builder *B;
static nvcg_type *vd, *i1, *i8, *i16, *i32, *i64, *hf, *f32, *f64, *p0, *p1, *p3, *v4f, *v4i, *v4b;

static void setup(void) {
  C = nvcg_context_create();
  ut_diags_reset(&D);
  nvcg_context_set_diag_handler(C, ut_diag_handler, &D);
  M = nvcg_module_create(C, "b");
  B = nvcg_builder_create(M);
  vd = nvcg_type_void(C);
  i1 = nvcg_type_int(C, 1);
  i8 = nvcg_type_int(C, 8);
  i16 = nvcg_type_int(C, 16);
  i32 = nvcg_type_int(C, 32);
  i64 = nvcg_type_int(C, 64);
  hf = nvcg_type_half(C);
  f32 = nvcg_type_float(C);
  f64 = nvcg_type_double(C);
  p0 = nvcg_type_ptr(C, 0);
  p1 = nvcg_type_ptr(C, 1);
  p3 = nvcg_type_ptr(C, 3);
  v4f = nvcg_type_vector(f32, 4);
  v4i = nvcg_type_vector(i32, 4);
  v4b = nvcg_type_vector(i1, 4);
}

static void teardown(void) {
  nvcg_builder_destroy(B);
  nvcg_context_destroy(C);
}

static void check_inst(int line, nvcg_value *v, const char *want) {
  nv_buf b = NV_BUF_INIT;
  char where[32];
  snprintf(where, sizeof where, "line %d", line);
  if (!v || v->kind != NV_V_INST) {
    UT_CHECKF(0, "%s: no instruction (%s)", where, ut_diags_text(&D));
    return;
  }
  nv_print_inst_to(&b, (nv_inst *)v);
  UT_CHECKF(strcmp(b.data, want) == 0, "%s: printed '%s', expected '%s'", where, b.data, want);
  nv_buf_free(&b);
}
#define EXPECT_INST(v, text) check_inst(__LINE__, (v), (text))

/* A misuse: the call returned NULL (or failed) and one more error was reported. */
#define EXPECT_MISUSE(expr, sub)                                                                \
  do {                                                                                          \
    int e0_ = D.errors;                                                                         \
    int ok_ = !(expr);                                                                          \
    UT_CHECKF(ok_ && D.errors == e0_ + 1 && ut_find3(&D, (sub), NULL, NULL),                    \
              "%s: expected failure with '%s'; got result %s, errors %d->%d: %s", #expr, (sub),   \
              ok_ ? "NULL" : "non-NULL", e0_, D.errors, ut_diags_text(&D));                      \
    ut_diags_reset(&D);                                                                         \
  } while (0)

/* ------------------------------------------------------------------------------------
 * types
 * ---------------------------------------------------------------------------------- */

static void types_api(void) {
  nvcg_type *f[2], *st, *nst, *fn, *arr;
  char buf[64];
  setup();
  UT_CHECK(nvcg_type_get_kind(vd) == NVCG_TYPE_VOID && nvcg_type_get_kind(nvcg_type_label(C)) == NVCG_TYPE_LABEL);
  UT_CHECK(nvcg_type_get_kind(hf) == NVCG_TYPE_HALF && nvcg_type_get_kind(nvcg_type_bfloat(C)) == NVCG_TYPE_BFLOAT);
  UT_CHECK(nvcg_type_get_kind(f32) == NVCG_TYPE_FLOAT && nvcg_type_get_kind(f64) == NVCG_TYPE_DOUBLE);
  UT_CHECK(nvcg_type_get_kind(nvcg_type_fp128(C)) == NVCG_TYPE_FP128 && nvcg_type_get_kind(p3) == NVCG_TYPE_PTR);
  UT_CHECK(nvcg_type_int_bits(i16) == 16 && nvcg_type_int_bits(f32) == 0 && nvcg_type_addrspace(p3) == 3);
  UT_CHECK(nvcg_type_element(v4f) == f32 && nvcg_type_count(v4f) == 4 && nvcg_type_get_kind(v4f) == NVCG_TYPE_VECTOR);
  arr = nvcg_type_array(i16, 6);
  UT_CHECK(nvcg_type_get_kind(arr) == NVCG_TYPE_ARRAY && nvcg_type_element(arr) == i16 && nvcg_type_count(arr) == 6);
  f[0] = i8;
  f[1] = f64;
  st = nvcg_type_struct(C, f, 2, 0);
  UT_CHECK(nvcg_type_get_kind(st) == NVCG_TYPE_STRUCT && nvcg_type_count(st) == 2 && nvcg_type_field(st, 1) == f64);
  UT_CHECK(nvcg_type_size(st) == 16 && nvcg_type_align(st) == 8);
  nst = nvcg_type_struct_named(C, "S");
  UT_CHECK(nvcg_struct_set_body(nst, f, 2, 1) == NVCG_OK && nvcg_type_size(nst) == 9 && nvcg_type_align(nst) == 1);
  fn = nvcg_type_function(i32, f, 2, 1);
  UT_CHECK(nvcg_type_get_kind(fn) == NVCG_TYPE_FUNCTION && nvcg_type_element(fn) == i32 && nvcg_type_count(fn) == 2 &&
           nvcg_type_field(fn, 0) == i8);
  UT_CHECK(nvcg_type_print(fn, buf, sizeof buf) == strlen("i32 (i8, double, ...)") && !strcmp(buf, "i32 (i8, double, ...)"));
  /* truncated: a number >= the size (as snprintf; printing stops once the buffer is full) */
  UT_CHECK(nvcg_type_print(st, buf, 5) >= 5 && !strcmp(buf, "{ i8"));
  nvcg_type_print(nst, buf, sizeof buf);
  UT_CHECK(!strcmp(buf, "%S"));
  nvcg_type_print(nvcg_type_ptr(C, 101), buf, sizeof buf);
  UT_CHECK(!strcmp(buf, "ptr addrspace(101)"));
  UT_CHECK(D.errors == 0);
  teardown();
}

/* ------------------------------------------------------------------------------------
 * constants
 * ---------------------------------------------------------------------------------- */

static void constants_api(void) {
  nvcg_value *e[4], *g, *gep, *cast, *s;
  nvcg_type *f[2], *st, *arr;
  uint64_t lo, hi;
  setup();
  UT_CHECK(nvcg_const_int_value(nvcg_const_int(i8, 300), &lo, &hi) && lo == 44 && hi == 0);
  UT_CHECK(nvcg_const_int_value(nvcg_const_int_signed(i16, -2), &lo, NULL) && lo == 0xFFFE);
  UT_CHECK(nvcg_const_int_value(nvcg_const_int_wide(nvcg_type_int(C, 100), 5, ~0ull), &lo, &hi) && lo == 5 &&
           hi == (1ull << 36) - 1);
  UT_CHECK(!nvcg_const_int_value(nvcg_const_fp(f32, 1.0), &lo, &hi));
  UT_CHECK(nvcg_value_is_constant(nvcg_const_fp_bits(hf, 0x3C00, 0)) && nvcg_const_fp(hf, 1.0) == nvcg_const_fp_bits(hf, 0x3C00, 0));
  UT_CHECK(nvcg_value_is_constant(nvcg_const_null(p1)) && nvcg_value_type(nvcg_const_null(p1)) == p1);
  UT_CHECK(nvcg_value_is_constant(nvcg_const_undef(v4f)) && nvcg_value_is_constant(nvcg_const_poison(i32)));
  UT_CHECK(nvcg_value_is_constant(nvcg_const_zero(v4i)) && nvcg_const_zero(f32) == nvcg_const_fp(f32, 0.0));
  e[0] = nvcg_const_fp(f32, 1);
  e[1] = nvcg_const_fp(f32, 2);
  e[2] = nvcg_const_fp(f32, 3);
  e[3] = nvcg_const_fp(f32, 4);
  UT_CHECK(nvcg_value_type(nvcg_const_vector(e, 4)) == v4f);
  arr = nvcg_type_array(f32, 2);
  UT_CHECK(nvcg_value_type(nvcg_const_array(arr, e, 2)) == arr);
  f[0] = f32;
  f[1] = i32;
  st = nvcg_type_struct(C, f, 2, 0);
  e[1] = nvcg_const_int(i32, 9);
  s = nvcg_const_struct(st, e, 2);
  UT_CHECK(s && nvcg_value_type(s) == st);
  UT_CHECK(nvcg_value_type(nvcg_const_string(C, "ab", 2, 1)) == nvcg_type_array(i8, 3));
  g = nvcg_global_add(M, nvcg_type_array(i32, 8), "tbl", 1);
  e[0] = nvcg_const_int(i64, 0);
  e[1] = nvcg_const_int(i64, 3);
  gep = nvcg_const_gep(nvcg_type_array(i32, 8), g, e, 2, 1);
  cast = nvcg_const_cast(NVCG_OP_ADDRSPACECAST, g, p0);
  UT_CHECK(gep && nvcg_value_type(gep) == p1 && cast && nvcg_value_type(cast) == p0);
  UT_CHECK(!nvcg_value_is_constant(g) && nvcg_value_is_constant(gep));
  UT_CHECK(D.errors == 0);
  teardown();
}

/* ------------------------------------------------------------------------------------
 * modules, globals, functions, attributes
 * ---------------------------------------------------------------------------------- */

static void module_function_api(void) {
  nvcg_value *g, *f, *f2, *intr;
  nvcg_type *ps[3];
  nvcg_block *bb;
  setup();
  UT_CHECK(nvcg_module_context(M) == C && nvcg_module_error_count(M) == 0);
  g = nvcg_global_add(M, i32, "g", 1);
  UT_CHECK(nvcg_module_get_global(M, "g") == g && nvcg_module_get_global(M, "nope") == NULL);
  UT_CHECK(nvcg_value_type(g) == p1 && !strcmp(nvcg_value_name(g), "g"));
  /* a taken name gets a suffix, as in LLVM */
  UT_CHECK(!strcmp(nvcg_value_name(nvcg_global_add(M, i32, "g", 1)), "g.1"));
  nvcg_global_set_initializer(g, nvcg_const_int(i32, 5));
  nvcg_global_set_constant(g, 1);
  nvcg_global_set_align(g, 16);
  nvcg_global_set_linkage(g, NVCG_LINKAGE_INTERNAL);
  nvcg_global_set_externally_initialized(g, 1);
  ps[0] = p1;
  ps[1] = i32;
  ps[2] = i64;
  f = nvcg_function_add(M, "f", nvcg_type_function(i32, ps, 3, 0));
  UT_CHECK(nvcg_module_get_function(M, "f") == f && nvcg_module_get_function(M, "g") == NULL);
  UT_CHECK(nvcg_function_type(f) == nvcg_type_function(i32, ps, 3, 0) && nvcg_function_param_count(f) == 3);
  UT_CHECK(nvcg_value_type(nvcg_function_param(f, 1)) == i32);
  nvcg_value_set_name(nvcg_function_param(f, 0), "ptr");
  UT_CHECK(!strcmp(nvcg_value_name(nvcg_function_param(f, 0)), "ptr") && !strcmp(nvcg_value_name(nvcg_function_param(f, 2)), ""));
  nvcg_function_add_attrs(f, NVCG_FN_NOINLINE | NVCG_FN_ALWAYSINLINE | NVCG_FN_NOOUTLINE | NVCG_FN_CONVERGENT);
  nvcg_function_remove_attrs(f, NVCG_FN_ALWAYSINLINE);
  UT_CHECK(nvcg_function_attrs(f) == (NVCG_FN_NOINLINE | NVCG_FN_NOOUTLINE | NVCG_FN_CONVERGENT));
  nvcg_function_set_linkage(f, NVCG_LINKAGE_LINKONCE_ODR);
  nvcg_function_set_callconv(f, NVCG_CC_PTX_DEVICE);
  nvcg_param_add_attrs(f, 0, NVCG_PARAM_NOALIAS | NVCG_PARAM_NOCAPTURE | NVCG_PARAM_NONNULL | NVCG_PARAM_READONLY |
                                 NVCG_PARAM_NOUNDEF);
  nvcg_param_set_align(f, 0, 16);
  nvcg_param_set_dereferenceable(f, 0, 64);
  nvcg_param_add_attrs(f, 1, NVCG_PARAM_SIGNEXT | NVCG_PARAM_INREG | NVCG_PARAM_RETURNED);
  nvcg_param_add_attrs(f, 2, NVCG_PARAM_ZEROEXT);
  nvcg_param_add_attrs(f, NVCG_RETURN_INDEX, NVCG_PARAM_NOUNDEF | NVCG_PARAM_SIGNEXT);
  ps[0] = p0;
  ps[1] = p0;
  f2 = nvcg_function_add(M, "f2", nvcg_type_function(vd, ps, 2, 0));
  nvcg_param_set_byval(f2, 0, nvcg_type_array(i32, 4));
  nvcg_param_set_sret(f2, 1, f64);
  nvcg_param_add_attrs(f2, 1, NVCG_PARAM_WRITEONLY);
  nvcg_function_add_attrs(f2, NVCG_FN_READNONE | NVCG_FN_NOUNWIND | NVCG_FN_WILLRETURN | NVCG_FN_NORECURSE |
                                  NVCG_FN_SPECULATABLE | NVCG_FN_COLD | NVCG_FN_NORETURN);
  bb = nvcg_block_append(f2, "entry");
  UT_CHECK(nvcg_block_parent(bb) == f2 && nvcg_value_type(nvcg_block_as_value(bb)) == nvcg_type_label(C));
  nvcg_builder_position_at_end(B, bb);
  UT_CHECK(nvcg_builder_block(B) == bb);
  nvcg_build_unreachable(B);
  intr = nvcg_intrinsic_get(M, "llvm.fma.f32");
  UT_CHECK(intr && nvcg_intrinsic_get(M, "llvm.fma.f32") == intr && nvcg_function_param_count(intr) == 3);
  f = nvcg_function_add(M, "k", nvcg_type_function(vd, NULL, 0, 0));
  nvcg_function_set_kernel(f, 1);
  nvcg_function_set_maxntid(f, 128, 2, 0);
  nvcg_function_set_minctasm(f, 2);
  nvcg_function_set_maxnreg(f, 64);
  nvcg_function_add_attrs(f, NVCG_FN_OPTNONE | NVCG_FN_NOINLINE | NVCG_FN_READONLY | NVCG_FN_WRITEONLY);
  nvcg_function_remove_attrs(f, NVCG_FN_READONLY | NVCG_FN_WRITEONLY);
  nvcg_builder_position_at_end(B, nvcg_block_append(f, NULL));
  nvcg_build_ret(B, NULL);
  f = nvcg_function_add(M, "k2", nvcg_type_function(vd, NULL, 0, 0));
  nvcg_function_set_callconv(f, NVCG_CC_PTX_KERNEL);
  nvcg_function_set_reqntid(f, 64, 1, 1);
  nvcg_builder_position_at_end(B, nvcg_block_append(f, "e"));
  nvcg_build_ret(B, NULL);
  f = nvcg_function_add(M, "weakfn", nvcg_type_function(vd, NULL, 0, 0));
  nvcg_function_set_linkage(f, NVCG_LINKAGE_EXTERN_WEAK);
  nvcg_value_set_name(f, "renamed");
  UT_CHECK(nvcg_module_get_function(M, "renamed") == f && nvcg_module_get_function(M, "weakfn") == NULL);
  UT_CHECK(D.errors == 0);
  {
    char *text;
    size_t len;
    UT_CHECK(nvcg_print_ll(M, &text, &len) == NVCG_OK && strlen(text) == len);
    if (getenv("UT_SHOW_TEXT")) fputs(text, stderr);
    UT_CHECK(strstr(text, "@g = internal addrspace(1) externally_initialized constant i32 5, align 16\n") != NULL);
    UT_CHECK(strstr(text, "declare linkonce_odr ptx_device signext noundef i32 @f(ptr addrspace(1) noalias nocapture "
                          "nonnull readonly noundef align 16 dereferenceable(64), i32 signext inreg returned, i64 "
                          "zeroext) convergent noinline \"nooutline\"\n") != NULL);
    UT_CHECK(strstr(text, "define void @f2(ptr byval([4 x i32]) %0, ptr sret(double) writeonly %1) cold norecurse "
                          "noreturn nounwind readnone speculatable willreturn {\n") != NULL);
    UT_CHECK(strstr(text, "declare extern_weak void @renamed()\n") != NULL);
    UT_CHECK(strstr(text, "define ptx_kernel void @k2()") != NULL);
    UT_CHECK(strstr(text, "!{ptr @k, !\"maxntidy\", i32 2}") && strstr(text, "!{ptr @k, !\"maxntidz\", i32 1}") &&
             strstr(text, "!{ptr @k, !\"minctasm\", i32 2}") && strstr(text, "!{ptr @k, !\"maxnreg\", i32 64}") &&
             strstr(text, "!{ptr @k2, !\"reqntidx\", i32 64}") && strstr(text, "!{ptr @k, !\"kernel\", i32 1}"));
    nvcg_free(text);
  }
  /* linkonce_odr on a declaration is reported by the verifier, not by the API */
  UT_CHECK(nvcg_verify_module(M) == NVCG_ERROR && ut_find(&D, "in function @f: a declaration must have external"));
  teardown();
}

/* ------------------------------------------------------------------------------------
 * every instruction kind and flag
 * ---------------------------------------------------------------------------------- */

static nvcg_value *fnA, *a, *bb_, *x, *y, *p, *v, *c, *l, *gp;

/* void @all(i32 %a, i32 %b, float %x, float %y, ptr addrspace(1) %p, <4 x float> %v,
 *           i1 %c, i64 %l, ptr %gp) */
static nvcg_block *make_all(void) {
  nvcg_type *ps[9];
  static const char *const names[9] = {"a", "b", "x", "y", "p", "v", "c", "l", "gp"};
  nvcg_value **out[9];
  unsigned i;
  nvcg_block *entry;
  ps[0] = i32; ps[1] = i32; ps[2] = f32; ps[3] = f32; ps[4] = p1; ps[5] = v4f; ps[6] = i1; ps[7] = i64; ps[8] = p0;
  out[0] = &a; out[1] = &bb_; out[2] = &x; out[3] = &y; out[4] = &p; out[5] = &v; out[6] = &c; out[7] = &l; out[8] = &gp;
  fnA = nvcg_function_add(M, "all", nvcg_type_function(vd, ps, 9, 0));
  for (i = 0; i < 9; i++) {
    *out[i] = nvcg_function_param(fnA, i);
    nvcg_value_set_name(*out[i], names[i]);
  }
  entry = nvcg_block_append(fnA, "entry");
  nvcg_builder_position_at_end(B, entry);
  return entry;
}

static void binary_and_unary(void) {
  static const struct {
    nvcg_opcode op;
    unsigned flags;
    int fp;
    const char *text;
  } cases[] = {
      {NVCG_OP_ADD, NVCG_FLAG_NSW | NVCG_FLAG_NUW, 0, "%r = add nuw nsw i32 %a, %b"},
      {NVCG_OP_SUB, NVCG_FLAG_NSW, 0, "%r = sub nsw i32 %a, %b"},
      {NVCG_OP_MUL, NVCG_FLAG_NUW, 0, "%r = mul nuw i32 %a, %b"},
      {NVCG_OP_UDIV, NVCG_FLAG_EXACT, 0, "%r = udiv exact i32 %a, %b"},
      {NVCG_OP_SDIV, 0, 0, "%r = sdiv i32 %a, %b"},
      {NVCG_OP_UREM, 0, 0, "%r = urem i32 %a, %b"},
      {NVCG_OP_SREM, 0, 0, "%r = srem i32 %a, %b"},
      {NVCG_OP_SHL, NVCG_FLAG_NUW | NVCG_FLAG_NSW, 0, "%r = shl nuw nsw i32 %a, %b"},
      {NVCG_OP_LSHR, NVCG_FLAG_EXACT, 0, "%r = lshr exact i32 %a, %b"},
      {NVCG_OP_ASHR, 0, 0, "%r = ashr i32 %a, %b"},
      {NVCG_OP_AND, 0, 0, "%r = and i32 %a, %b"},
      {NVCG_OP_OR, 0, 0, "%r = or i32 %a, %b"},
      {NVCG_OP_XOR, 0, 0, "%r = xor i32 %a, %b"},
      {NVCG_OP_FADD, NVCG_FMF_FAST, 1, "%r = fadd fast float %x, %y"},
      {NVCG_OP_FSUB, NVCG_FMF_NNAN | NVCG_FMF_NINF, 1, "%r = fsub nnan ninf float %x, %y"},
      {NVCG_OP_FMUL, NVCG_FMF_NSZ | NVCG_FMF_ARCP, 1, "%r = fmul nsz arcp float %x, %y"},
      {NVCG_OP_FDIV, NVCG_FMF_CONTRACT | NVCG_FMF_AFN, 1, "%r = fdiv contract afn float %x, %y"},
      {NVCG_OP_FREM, NVCG_FMF_REASSOC, 1, "%r = frem reassoc float %x, %y"},
  };
  size_t i;
  nvcg_value *r;
  setup();
  make_all();
  for (i = 0; i < NV_ARRAY_LEN(cases); i++) {
    r = nvcg_build_binop(B, cases[i].op, cases[i].fp ? x : a, cases[i].fp ? y : bb_, cases[i].flags, "r");
    EXPECT_INST(r, cases[i].text);
    UT_CHECK(nvcg_inst_opcode(r) == cases[i].op && nvcg_inst_flags(r) == cases[i].flags);
    UT_CHECK(nvcg_inst_operand_count(r) == 2 && nvcg_inst_operand(r, 0) == (cases[i].fp ? x : a));
    UT_CHECK(nvcg_value_is_instruction(r) && nvcg_value_type(r) == (cases[i].fp ? f32 : i32));
    UT_CHECK(nvcg_inst_erase(r) == NVCG_OK);
  }
  r = nvcg_build_binop(B, NVCG_OP_FMUL, v, v, 0, "vr");
  EXPECT_INST(r, "%vr = fmul <4 x float> %v, %v");
  EXPECT_INST(nvcg_build_fneg(B, x, NVCG_FMF_NNAN, "n"), "%n = fneg nnan float %x");
  EXPECT_INST(nvcg_build_freeze(B, a, "fr"), "%fr = freeze i32 %a");
  /* default flags apply where they are allowed */
  nvcg_builder_set_default_flags(B, NVCG_FMF_FAST | NVCG_FLAG_NSW);
  EXPECT_INST(nvcg_build_binop(B, NVCG_OP_FADD, x, y, 0, "d1"), "%d1 = fadd fast float %x, %y");
  EXPECT_INST(nvcg_build_binop(B, NVCG_OP_ADD, a, bb_, 0, "d2"), "%d2 = add nsw i32 %a, %b");
  EXPECT_INST(nvcg_build_binop(B, NVCG_OP_XOR, a, bb_, 0, "d3"), "%d3 = xor i32 %a, %b");
  nvcg_builder_set_default_flags(B, 0);
  UT_CHECK(D.errors == 0);
  teardown();
}

static void comparisons_select(void) {
  static const char *const ipred[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
  static const char *const fpred[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                      "uno",   "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
  unsigned k;
  char want[96];
  nvcg_value *r, *vc;
  setup();
  make_all();
  for (k = 0; k < 10; k++) {
    r = nvcg_build_icmp(B, (nvcg_predicate)(NVCG_ICMP_EQ + k), a, bb_, "q");
    snprintf(want, sizeof want, "%%q = icmp %s i32 %%a, %%b", ipred[k]);
    EXPECT_INST(r, want);
    UT_CHECK(nvcg_value_type(r) == i1);
    nvcg_inst_erase(r);
  }
  for (k = 0; k < 16; k++) {
    r = nvcg_build_fcmp(B, (nvcg_predicate)k, x, y, k == 1 ? NVCG_FMF_NNAN : 0, "q");
    snprintf(want, sizeof want, "%%q = fcmp %s%s float %%x, %%y", k == 1 ? "nnan " : "", fpred[k]);
    EXPECT_INST(r, want);
    nvcg_inst_erase(r);
  }
  EXPECT_INST(nvcg_build_icmp(B, NVCG_ICMP_EQ, p, nvcg_const_null(p1), "pn"),
              "%pn = icmp eq ptr addrspace(1) %p, null");
  vc = nvcg_build_fcmp(B, NVCG_FCMP_OLT, v, v, 0, "vc");
  EXPECT_INST(vc, "%vc = fcmp olt <4 x float> %v, %v");
  UT_CHECK(nvcg_value_type(vc) == v4b);
  EXPECT_INST(nvcg_build_select(B, c, a, bb_, "s"), "%s = select i1 %c, i32 %a, i32 %b");
  EXPECT_INST(nvcg_build_select(B, vc, v, nvcg_const_zero(v4f), "vs"),
              "%vs = select <4 x i1> %vc, <4 x float> %v, <4 x float> zeroinitializer");
  UT_CHECK(D.errors == 0);
  teardown();
}

static void casts(void) {
  nvcg_value *t8, *r;
  setup();
  make_all();
  t8 = nvcg_build_cast(B, NVCG_OP_TRUNC, a, i8, "t8");
  EXPECT_INST(t8, "%t8 = trunc i32 %a to i8");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_ZEXT, t8, i32, "z"), "%z = zext i8 %t8 to i32");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_SEXT, t8, i64, "s"), "%s = sext i8 %t8 to i64");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_FPTRUNC, x, hf, "h"), "%h = fptrunc float %x to half");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_FPEXT, x, f64, "d"), "%d = fpext float %x to double");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_FPTOUI, x, i32, "fu"), "%fu = fptoui float %x to i32");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_FPTOSI, x, i16, "fs"), "%fs = fptosi float %x to i16");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_UITOFP, a, f64, "uf"), "%uf = uitofp i32 %a to double");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_SITOFP, l, f32, "sf"), "%sf = sitofp i64 %l to float");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_PTRTOINT, p, i64, "pi"), "%pi = ptrtoint ptr addrspace(1) %p to i64");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_INTTOPTR, l, p3, "ip"), "%ip = inttoptr i64 %l to ptr addrspace(3)");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_BITCAST, a, f32, "bc"), "%bc = bitcast i32 %a to float");
  EXPECT_INST(nvcg_build_cast(B, NVCG_OP_BITCAST, v, v4i, "bv"), "%bv = bitcast <4 x float> %v to <4 x i32>");
  r = nvcg_build_cast(B, NVCG_OP_ADDRSPACECAST, p, p0, "ac");
  EXPECT_INST(r, "%ac = addrspacecast ptr addrspace(1) %p to ptr");
  UT_CHECK(nvcg_inst_opcode(r) == NVCG_OP_ADDRSPACECAST && nvcg_inst_operand(r, 0) == p);
  /* fast-math flags on an FP-producing cast */
  r = nvcg_build_cast(B, NVCG_OP_FPTRUNC, x, hf, "hf");
  nvcg_inst_set_flags(r, NVCG_FMF_AFN);
  EXPECT_INST(r, "%hf = fptrunc afn float %x to half");
  UT_CHECK(D.errors == 0);
  teardown();
}

static void memory(void) {
  static const char *const rmw[] = {"xchg", "add",  "sub",  "and",  "nand", "or",        "xor",      "max", "min",
                                    "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"};
  nvcg_value *al, *al2, *ld, *idx[3], *r, *cx;
  nvcg_type *f[2], *st;
  unsigned k;
  char want[128];
  setup();
  make_all();
  al = nvcg_build_alloca(B, i32, NULL, 0, "al");
  EXPECT_INST(al, "%al = alloca i32, align 4");
  al2 = nvcg_build_alloca(B, f64, l, 16, "al2");
  EXPECT_INST(al2, "%al2 = alloca double, i64 %l, align 16");
  ld = nvcg_build_load(B, i32, al, 0, 0, "ld");
  EXPECT_INST(ld, "%ld = load i32, ptr %al, align 4");
  EXPECT_INST(nvcg_build_load(B, f32, p, 8, NVCG_FLAG_VOLATILE, "lv"), "%lv = load volatile float, ptr addrspace(1) %p, align 8");
  EXPECT_INST(nvcg_build_load(B, f32, p, 4, NVCG_FLAG_INVARIANT_LOAD | NVCG_FLAG_NONTEMPORAL, "li"),
              "%li = load float, ptr addrspace(1) %p, align 4, !invariant.load !0, !nontemporal !1");
  r = nvcg_build_store(B, a, al, 0, 0);
  EXPECT_INST(r, "store i32 %a, ptr %al, align 4");
  UT_CHECK(nvcg_inst_operand(r, 0) == a && nvcg_inst_operand(r, 1) == al && nvcg_value_type(r) == vd);
  EXPECT_INST(nvcg_build_store(B, x, p, 4, NVCG_FLAG_VOLATILE | NVCG_FLAG_NONTEMPORAL),
              "store volatile float %x, ptr addrspace(1) %p, align 4, !nontemporal !1");
  EXPECT_INST(nvcg_build_atomic_load(B, i32, p, 4, NVCG_ORDER_ACQUIRE, "device", 0, "al1"),
              "%al1 = load atomic i32, ptr addrspace(1) %p syncscope(\"device\") acquire, align 4");
  EXPECT_INST(nvcg_build_atomic_load(B, i64, gp, 8, NVCG_ORDER_UNORDERED, NULL, NVCG_FLAG_VOLATILE, "al2"),
              "%al2.1 = load atomic volatile i64, ptr %gp unordered, align 8");
  EXPECT_INST(nvcg_build_atomic_store(B, x, p, 4, NVCG_ORDER_RELEASE, "block", 0),
              "store atomic float %x, ptr addrspace(1) %p syncscope(\"block\") release, align 4");
  EXPECT_INST(nvcg_build_atomic_store(B, l, gp, 8, NVCG_ORDER_SEQ_CST, NULL, 0),
              "store atomic i64 %l, ptr %gp seq_cst, align 8");
  /* getelementptr */
  f[0] = i32;
  f[1] = nvcg_type_array(f32, 10);
  st = nvcg_type_struct(C, f, 2, 0);
  idx[0] = l;
  idx[1] = nvcg_const_int(i32, 1);
  idx[2] = a;
  EXPECT_INST(nvcg_build_gep(B, st, p, idx, 3, 1, "g1"),
              "%g1 = getelementptr inbounds { i32, [10 x float] }, ptr addrspace(1) %p, i64 %l, i32 1, i32 %a");
  EXPECT_INST(nvcg_build_gep(B, f32, gp, idx, 1, 0, "g2"), "%g2 = getelementptr float, ptr %gp, i64 %l");
  EXPECT_INST(nvcg_build_gep(B, i8, gp, NULL, 0, 0, "g3"), "%g3 = getelementptr i8, ptr %gp");
  /* atomicrmw: every operation */
  for (k = 0; k < NVCG_RMW_COUNT; k++) {
    int fp = k >= NVCG_RMW_FADD && k <= NVCG_RMW_FMIN;
    r = nvcg_build_atomicrmw(B, (nvcg_atomicrmw_op)k, p, fp ? x : a, NVCG_ORDER_MONOTONIC, k == 1 ? "device" : NULL,
                             k == 2 ? NVCG_FLAG_VOLATILE : 0, "rmw");
    snprintf(want, sizeof want, "%%rmw = atomicrmw %s%s ptr addrspace(1) %%p, %s%s monotonic, align 4",
             k == 2 ? "volatile " : "", rmw[k], fp ? "float %x" : "i32 %a", k == 1 ? " syncscope(\"device\")" : "");
    EXPECT_INST(r, want);
    nvcg_inst_erase(r);
  }
  EXPECT_INST(nvcg_build_atomicrmw(B, NVCG_RMW_XCHG, gp, p, NVCG_ORDER_ACQ_REL, NULL, 0, "px"),
              "%px = atomicrmw xchg ptr %gp, ptr addrspace(1) %p acq_rel, align 8");
  cx = nvcg_build_cmpxchg(B, p, a, bb_, NVCG_ORDER_ACQ_REL, NVCG_ORDER_ACQUIRE, "block",
                          NVCG_FLAG_WEAK | NVCG_FLAG_VOLATILE, "cx");
  EXPECT_INST(cx, "%cx = cmpxchg weak volatile ptr addrspace(1) %p, i32 %a, i32 %b syncscope(\"block\") acq_rel acquire, align 4");
  UT_CHECK(nvcg_type_get_kind(nvcg_value_type(cx)) == NVCG_TYPE_STRUCT && nvcg_type_field(nvcg_value_type(cx), 1) == i1);
  EXPECT_INST(nvcg_build_cmpxchg(B, gp, p, nvcg_const_null(p1), NVCG_ORDER_SEQ_CST, NVCG_ORDER_MONOTONIC, NULL, 0, "cp"),
              "%cp = cmpxchg ptr %gp, ptr addrspace(1) %p, ptr addrspace(1) null seq_cst monotonic, align 8");
  EXPECT_INST(nvcg_build_fence(B, NVCG_ORDER_SEQ_CST, NULL), "fence seq_cst");
  EXPECT_INST(nvcg_build_fence(B, NVCG_ORDER_ACQUIRE, "cluster"), "fence syncscope(\"cluster\") acquire");
  UT_CHECK(D.errors == 0);
  teardown();
}

static void vectors_aggregates(void) {
  static const int mask1[4] = {0, 5, -1, 7}, mask_poison[2] = {-1, -1}, mask_zero[3] = {0, 0, 0};
  unsigned idx2[2] = {1, 0}, idx1[1] = {0};
  nvcg_value *e, *ins, *sh, *cx, *ev, *iv;
  nvcg_type *f[2], *st;
  setup();
  make_all();
  e = nvcg_build_extractelement(B, v, a, "e");
  EXPECT_INST(e, "%e = extractelement <4 x float> %v, i32 %a");
  ins = nvcg_build_insertelement(B, v, x, nvcg_const_int(i64, 2), "ins");
  EXPECT_INST(ins, "%ins = insertelement <4 x float> %v, float %x, i64 2");
  sh = nvcg_build_shufflevector(B, v, ins, mask1, 4, "sh");
  EXPECT_INST(sh, "%sh = shufflevector <4 x float> %v, <4 x float> %ins, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>");
  EXPECT_INST(nvcg_build_shufflevector(B, v, v, mask_poison, 2, "sp"),
              "%sp = shufflevector <4 x float> %v, <4 x float> %v, <2 x i32> poison");
  EXPECT_INST(nvcg_build_shufflevector(B, v, v, mask_zero, 3, "sz"),
              "%sz = shufflevector <4 x float> %v, <4 x float> %v, <3 x i32> zeroinitializer");
  cx = nvcg_build_cmpxchg(B, p, a, bb_, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "cx");
  EXPECT_INST(nvcg_build_extractvalue(B, cx, idx1 + 0, 1, "ok"), "%ok = extractvalue { i32, i1 } %cx, 0");
  f[0] = i32;
  f[1] = nvcg_type_array(f32, 3);
  st = nvcg_type_struct(C, f, 2, 0);
  iv = nvcg_build_insertvalue(B, nvcg_const_undef(st), x, idx2, 2, "iv");
  EXPECT_INST(iv, "%iv = insertvalue { i32, [3 x float] } undef, float %x, 1, 0");
  ev = nvcg_build_extractvalue(B, iv, idx2, 2, "ev");
  EXPECT_INST(ev, "%ev = extractvalue { i32, [3 x float] } %iv, 1, 0");
  UT_CHECK(nvcg_value_type(ev) == f32);
  UT_CHECK(D.errors == 0);
  teardown();
}

static void control_flow_and_calls(void) {
  nvcg_block *entry, *t, *f, *m, *d;
  nvcg_value *br, *sw, *ph, *fph, *callee, *args[3], *r, *g;
  nvcg_type *ps[1];
  setup();
  ps[0] = i32;
  callee = nvcg_function_add(M, "callee", nvcg_type_function(f32, ps, 1, 0));
  g = nvcg_function_add(M, "printf", nvcg_type_function(i32, &p0, 1, 1));
  entry = make_all();
  t = nvcg_block_append(fnA, "t");
  f = nvcg_block_append(fnA, "f");
  m = nvcg_block_append(fnA, "m");
  d = nvcg_block_append(fnA, "d");
  br = nvcg_build_cond_br(B, c, t, f);
  EXPECT_INST(br, "br i1 %c, label %t, label %f");
  UT_CHECK(nvcg_inst_operand_count(br) == 3 && nvcg_inst_operand(br, 1) == nvcg_block_as_value(t));
  nvcg_builder_position_at_end(B, t);
  EXPECT_INST(nvcg_build_br(B, m), "br label %m");
  nvcg_builder_position_at_end(B, f);
  sw = nvcg_build_switch(B, a, m);
  nvcg_switch_add_case(sw, nvcg_const_int(i32, 1), d);
  nvcg_switch_add_case(sw, nvcg_const_int_signed(i32, -7), m);
  EXPECT_INST(sw, "switch i32 %a, label %m [\n    i32 1, label %d\n    i32 -7, label %m\n  ]");
  UT_CHECK(nvcg_inst_operand_count(sw) == 6);
  nvcg_builder_position_at_end(B, d);
  EXPECT_INST(nvcg_build_unreachable(B), "unreachable");
  nvcg_builder_position_at_end(B, m);
  ph = nvcg_build_phi(B, i32, "ph");
  nvcg_phi_add_incoming(ph, a, t);
  nvcg_phi_add_incoming(ph, nvcg_const_int(i32, 3), f);
  nvcg_phi_add_incoming(ph, nvcg_const_int(i32, 3), f);
  EXPECT_INST(ph, "%ph = phi i32 [ %a, %t ], [ 3, %f ], [ 3, %f ]");
  fph = nvcg_build_phi(B, f32, "fph");
  nvcg_inst_set_flags(fph, NVCG_FMF_NNAN);
  nvcg_phi_add_incoming(fph, x, t);
  nvcg_phi_add_incoming(fph, y, f);
  nvcg_phi_add_incoming(fph, y, f);
  EXPECT_INST(fph, "%fph = phi nnan float [ %x, %t ], [ %y, %f ], [ %y, %f ]");
  args[0] = ph;
  r = nvcg_build_call(B, nvcg_function_type(callee), callee, args, 1, "cr");
  EXPECT_INST(r, "%cr = call float @callee(i32 %ph)");
  nvcg_inst_set_flags(r, NVCG_FLAG_TAIL | NVCG_FMF_FAST);
  EXPECT_INST(r, "%cr = tail call fast float @callee(i32 %ph)");
  nvcg_inst_set_flags(r, NVCG_FLAG_MUSTTAIL);
  EXPECT_INST(r, "%cr = musttail call float @callee(i32 %ph)");
  nvcg_inst_set_flags(r, NVCG_FLAG_NOTAIL);
  EXPECT_INST(r, "%cr = notail call float @callee(i32 %ph)");
  UT_CHECK(nvcg_inst_operand(r, 0) == callee && nvcg_inst_operand(r, 1) == ph);
  args[0] = gp;
  args[1] = x;
  EXPECT_INST(nvcg_build_call(B, nvcg_function_type(g), g, args, 2, "pr"), "%pr = call i32 (ptr, ...) @printf(ptr %gp, float %x)");
  EXPECT_INST(nvcg_build_call(B, nvcg_type_function(vd, NULL, 0, 0), gp, NULL, 0, NULL), "call void %gp()");
  args[0] = x;
  args[1] = y;
  args[2] = fph;
  EXPECT_INST(nvcg_build_intrinsic(B, "llvm.fma.f32", args, 3, "fma"), "%fma = call float @llvm.fma.f32(float %x, float %y, float %fph)");
  EXPECT_INST(nvcg_build_intrinsic(B, "llvm.nvvm.barrier0", NULL, 0, NULL), "call void @llvm.nvvm.barrier0()");
  EXPECT_INST(nvcg_build_ret(B, NULL), "ret void");
  (void)entry;
  UT_CHECK(D.errors == 0);
  UT_CHECK(nvcg_verify_module(M) == NVCG_OK);
  {
    /* a function returning a value */
    nvcg_value *fr = nvcg_function_add(M, "retv", nvcg_type_function(i64, NULL, 0, 0));
    nvcg_builder_position_at_end(B, nvcg_block_append(fr, "e"));
    EXPECT_INST(nvcg_build_ret(B, nvcg_const_int_signed(i64, -1)), "ret i64 -1");
  }
  teardown();
}

static void editing(void) {
  nvcg_value *r1, *r2, *ret;
  setup();
  make_all();
  r1 = nvcg_build_binop(B, NVCG_OP_ADD, a, bb_, 0, "r1");
  ret = nvcg_build_ret(B, NULL);
  nvcg_builder_position_before(B, ret);
  r2 = nvcg_build_binop(B, NVCG_OP_MUL, r1, r1, 0, "r2");
  UT_CHECK(((nv_inst *)r2)->next == (nv_inst *)ret && ((nv_inst *)r1)->next == (nv_inst *)r2);
  nvcg_inst_set_operand(r2, 1, bb_);
  EXPECT_INST(r2, "%r2 = mul i32 %r1, %b");
  nvcg_inst_set_flags(r2, NVCG_FLAG_NSW);
  UT_CHECK(nvcg_inst_flags(r2) == NVCG_FLAG_NSW);
  nvcg_value_replace_all_uses(r1, a);
  EXPECT_INST(r2, "%r2 = mul nsw i32 %a, %b");
  UT_CHECK(nvcg_inst_erase(r1) == NVCG_OK && nvcg_inst_erase(r2) == NVCG_OK);
  nvcg_value_set_name(ret, "ignored");
  UT_CHECK(nvcg_verify_module(M) == NVCG_OK && D.errors == 0);
  teardown();
}

/* The whole module against the golden file next to this source. */
static void golden_module(void) {
  char *text = NULL, path[512], *want;
  const char *slash = strrchr(__FILE__, '/');
  FILE *f;
  long n;
  nvcg_value *g, *init, *e[2], *s, *k, *ld, *sum, *idx[2];
  nvcg_type *f2[2], *st, *named;
  nvcg_block *entry;
  setup();
  /* globals of every linkage and several initializer kinds */
  named = nvcg_type_struct_named(C, "pair");
  f2[0] = i32;
  f2[1] = f32;
  nvcg_struct_set_body(named, f2, 2, 0);
  st = nvcg_type_struct(C, f2, 2, 1);
  g = nvcg_global_add(M, nvcg_type_array(i8, 6), "str", NVCG_AS_CONST);
  nvcg_global_set_initializer(g, nvcg_const_string(C, "hi\n\"x", 5, 1));
  nvcg_global_set_constant(g, 1);
  nvcg_global_set_linkage(g, NVCG_LINKAGE_PRIVATE);
  g = nvcg_global_add(M, named, "pr", NVCG_AS_GLOBAL);
  e[0] = nvcg_const_int(i32, 7);
  e[1] = nvcg_const_fp(f32, 0.5);
  nvcg_global_set_initializer(g, nvcg_const_struct(named, e, 2));
  nvcg_global_set_linkage(g, NVCG_LINKAGE_WEAK_ODR);
  g = nvcg_global_add(M, st, "pk", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_struct(st, e, 2));
  nvcg_global_set_linkage(g, NVCG_LINKAGE_LINKONCE);
  g = nvcg_global_add(M, i64, "cm", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_zero(i64));
  nvcg_global_set_linkage(g, NVCG_LINKAGE_COMMON);
  g = nvcg_global_add(M, i32, "w", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_int(i32, 1));
  nvcg_global_set_linkage(g, NVCG_LINKAGE_WEAK);
  g = nvcg_global_add(M, i32, "ae", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_int(i32, 2));
  nvcg_global_set_linkage(g, NVCG_LINKAGE_AVAILABLE_EXTERNALLY);
  g = nvcg_global_add(M, i32, "ext", NVCG_AS_GLOBAL);
  g = nvcg_global_add(M, f64, "dev", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_fp(f64, 0.1));
  nvcg_global_set_align(g, 8);
  g = nvcg_global_add(M, hf, "h", NVCG_AS_CONST);
  nvcg_global_set_initializer(g, nvcg_const_fp(hf, -2.0));
  nvcg_global_set_externally_initialized(g, 1);
  g = nvcg_global_add(M, nvcg_type_array(f32, 64), "tile", NVCG_AS_SHARED);
  nvcg_global_set_initializer(g, nvcg_const_undef(nvcg_type_array(f32, 64)));
  nvcg_global_set_linkage(g, NVCG_LINKAGE_INTERNAL);
  g = nvcg_global_add(M, p0, "pp", NVCG_AS_GLOBAL);
  idx[0] = nvcg_const_int(i64, 0);
  idx[1] = nvcg_const_int(i64, 1);
  init = nvcg_const_cast(NVCG_OP_ADDRSPACECAST,
                         nvcg_const_gep(nvcg_type_array(i8, 6), nvcg_module_get_global(M, "str"), idx, 2, 1), p0);
  nvcg_global_set_initializer(g, init);
  g = nvcg_global_add(M, v4f, "vec", NVCG_AS_GLOBAL);
  {
    nvcg_value *ve[4];
    ve[0] = nvcg_const_fp(f32, 1);
    ve[1] = nvcg_const_fp(f32, -0.0);
    ve[2] = nvcg_const_fp(f32, 1e30);
    ve[3] = nvcg_const_fp_bits(f32, 0x7FC00001u, 0);
    nvcg_global_set_initializer(g, nvcg_const_vector(ve, 4));
  }
  /* a kernel using them */
  k = nvcg_function_add(M, "kern", nvcg_type_function(vd, &p1, 1, 0));
  nvcg_function_set_kernel(k, 1);
  nvcg_value_set_name(nvcg_function_param(k, 0), "out");
  entry = nvcg_block_append(k, "entry");
  nvcg_builder_position_at_end(B, entry);
  ld = nvcg_build_load(B, i32, nvcg_module_get_global(M, "w"), 4, 0, NULL);
  s = nvcg_build_load(B, i32, nvcg_module_get_global(M, "ext"), 4, NVCG_FLAG_INVARIANT_LOAD, NULL);
  sum = nvcg_build_binop(B, NVCG_OP_ADD, ld, s, 0, NULL);
  nvcg_build_store(B, sum, nvcg_function_param(k, 0), 4, NVCG_FLAG_NONTEMPORAL);
  nvcg_build_ret(B, NULL);
  UT_CHECK(D.errors == 0);
  UT_CHECKF(nvcg_verify_module(M) == NVCG_OK, "%s", ut_diags_text(&D));
  UT_CHECK(nvcg_print_ll(M, &text, NULL) == NVCG_OK);
  snprintf(path, sizeof path, "%.*sbuilder_golden.ll", slash ? (int)(slash - __FILE__ + 1) : 0, __FILE__);
  f = fopen(path, "rb");
  if (!f) {
    UT_CHECKF(0, "cannot open %s (run from the repository root)", path);
  } else {
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    want = (char *)calloc((size_t)n + 1, 1);
    if (fread(want, 1, (size_t)n, f) != (size_t)n) n = -1;
    fclose(f);
    if (getenv("UT_WRITE_GOLDEN")) {
      f = fopen(path, "wb");
      fputs(text, f);
      fclose(f);
    }
    UT_CHECKF(n >= 0 && strcmp(text, want) == 0, "printed module differs from %s; it printed:\n%s", path, text);
    free(want);
  }
  nvcg_free(text);
  teardown();
}

/* ------------------------------------------------------------------------------------
 * misuse
 * ---------------------------------------------------------------------------------- */

/* NULL handles everywhere: no crash, NULL / failure back. */
static void misuse_null_handles(void) {
  nvcg_value *z = NULL;
  nvcg_type *tz = NULL;
  char *txt = NULL;
  char buf[8];
  uint64_t lo;
  setup();
  make_all();
  UT_CHECK(!nvcg_type_void(NULL) && !nvcg_type_label(NULL) && !nvcg_type_int(NULL, 8) && !nvcg_type_half(NULL));
  UT_CHECK(!nvcg_type_bfloat(NULL) && !nvcg_type_float(NULL) && !nvcg_type_double(NULL) && !nvcg_type_fp128(NULL));
  UT_CHECK(!nvcg_type_ptr(NULL, 0) && !nvcg_type_vector(NULL, 2) && !nvcg_type_array(NULL, 2));
  UT_CHECK(!nvcg_type_struct(NULL, NULL, 0, 0) && !nvcg_type_struct_named(NULL, "x") && !nvcg_type_function(NULL, NULL, 0, 0));
  UT_CHECK(nvcg_struct_set_body(NULL, NULL, 0, 0) == NVCG_ERROR);
  UT_CHECK(nvcg_context_error_count(NULL) == 0 && nvcg_module_error_count(NULL) == 0);
  nvcg_context_destroy(NULL);
  nvcg_context_set_diag_handler(NULL, NULL, NULL);
  nvcg_free(NULL);
  UT_CHECK(!nvcg_module_create(NULL, "m"));
  nvcg_module_destroy(NULL);
  UT_CHECK(!nvcg_module_context(NULL));
  UT_CHECK(!nvcg_global_add(NULL, i32, "g", 1) && !nvcg_module_get_global(NULL, "g"));
  nvcg_global_set_initializer(NULL, z);
  nvcg_global_set_constant(NULL, 1);
  nvcg_global_set_align(NULL, 4);
  nvcg_global_set_linkage(NULL, NVCG_LINKAGE_INTERNAL);
  nvcg_global_set_externally_initialized(NULL, 1);
  UT_CHECK(!nvcg_function_add(NULL, "f", tz) && !nvcg_module_get_function(NULL, "f") && !nvcg_intrinsic_get(NULL, "llvm.trap"));
  UT_CHECK(!nvcg_intrinsic_get(M, NULL));
  UT_CHECK(!nvcg_function_type(NULL) && nvcg_function_param_count(NULL) == 0 && !nvcg_function_param(NULL, 0));
  nvcg_function_set_kernel(NULL, 1);
  nvcg_function_set_linkage(NULL, NVCG_LINKAGE_INTERNAL);
  nvcg_function_set_callconv(NULL, 0);
  nvcg_function_add_attrs(NULL, 1);
  nvcg_function_remove_attrs(NULL, 1);
  UT_CHECK(nvcg_function_attrs(NULL) == 0);
  nvcg_function_set_maxntid(NULL, 1, 1, 1);
  nvcg_function_set_reqntid(NULL, 1, 1, 1);
  nvcg_function_set_minctasm(NULL, 1);
  nvcg_function_set_maxnreg(NULL, 1);
  nvcg_param_add_attrs(NULL, 0, 1);
  nvcg_param_set_align(NULL, 0, 4);
  nvcg_param_set_dereferenceable(NULL, 0, 4);
  nvcg_param_set_byval(NULL, 0, i32);
  nvcg_param_set_sret(NULL, 0, i32);
  UT_CHECK(!nvcg_block_append(NULL, "b") && !nvcg_block_as_value(NULL) && !nvcg_block_parent(NULL));
  nvcg_value_set_name(NULL, "x");
  UT_CHECK(!strcmp(nvcg_value_name(NULL), "") && !nvcg_value_type(NULL));
  nvcg_value_replace_all_uses(NULL, a);
  nvcg_value_replace_all_uses(a, NULL);
  UT_CHECK(!nvcg_const_int(NULL, 1) && !nvcg_const_int_signed(NULL, 1) && !nvcg_const_int_wide(NULL, 1, 1));
  UT_CHECK(!nvcg_const_fp(NULL, 1) && !nvcg_const_fp_bits(NULL, 1, 1) && !nvcg_const_null(NULL));
  UT_CHECK(!nvcg_const_undef(NULL) && !nvcg_const_poison(NULL) && !nvcg_const_zero(NULL));
  UT_CHECK(!nvcg_const_vector(NULL, 2) && !nvcg_const_array(NULL, NULL, 0) && !nvcg_const_struct(NULL, NULL, 0));
  UT_CHECK(!nvcg_const_string(NULL, "a", 1, 0) && !nvcg_const_gep(NULL, a, NULL, 0, 0) && !nvcg_const_gep(i32, NULL, NULL, 0, 0));
  UT_CHECK(!nvcg_const_cast(NVCG_OP_ZEXT, NULL, i32) && !nvcg_const_cast(NVCG_OP_ZEXT, nvcg_const_int(i8, 1), NULL));
  UT_CHECK(!nvcg_value_is_constant(NULL) && !nvcg_const_int_value(NULL, &lo, NULL));
  UT_CHECK(!nvcg_builder_create(NULL));
  nvcg_builder_destroy(NULL);
  nvcg_builder_position_at_end(NULL, NULL);
  nvcg_builder_position_at_end(B, NULL);
  nvcg_builder_position_before(NULL, a);
  nvcg_builder_position_before(B, NULL);
  UT_CHECK(!nvcg_builder_block(NULL));
  nvcg_builder_set_default_flags(NULL, 0);
  UT_CHECK(!nvcg_build_binop(NULL, NVCG_OP_ADD, a, a, 0, "x") && !nvcg_build_binop(B, NVCG_OP_ADD, NULL, a, 0, "x"));
  UT_CHECK(!nvcg_build_binop(B, NVCG_OP_ADD, a, NULL, 0, "x") && !nvcg_build_fneg(B, NULL, 0, "x") && !nvcg_build_fneg(NULL, x, 0, "x"));
  UT_CHECK(!nvcg_build_icmp(B, NVCG_ICMP_EQ, NULL, a, "x") && !nvcg_build_icmp(NULL, NVCG_ICMP_EQ, a, a, "x"));
  UT_CHECK(!nvcg_build_fcmp(B, NVCG_FCMP_OEQ, x, NULL, 0, "x") && !nvcg_build_select(B, NULL, a, a, "x"));
  UT_CHECK(!nvcg_build_select(B, c, NULL, a, "x") && !nvcg_build_select(B, c, a, NULL, "x") && !nvcg_build_select(NULL, c, a, a, "x"));
  UT_CHECK(!nvcg_build_cast(B, NVCG_OP_ZEXT, NULL, i64, "x") && !nvcg_build_cast(B, NVCG_OP_ZEXT, a, NULL, "x"));
  UT_CHECK(!nvcg_build_freeze(B, NULL, "x") && !nvcg_build_alloca(B, NULL, NULL, 0, "x") && !nvcg_build_alloca(NULL, i32, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_load(B, NULL, p, 4, 0, "x") && !nvcg_build_load(B, i32, NULL, 4, 0, "x"));
  UT_CHECK(!nvcg_build_store(B, NULL, p, 4, 0) && !nvcg_build_store(B, a, NULL, 4, 0) && !nvcg_build_store(NULL, a, p, 4, 0));
  UT_CHECK(!nvcg_build_atomic_load(B, i32, NULL, 4, NVCG_ORDER_MONOTONIC, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_atomic_store(B, NULL, p, 4, NVCG_ORDER_MONOTONIC, NULL, 0));
  UT_CHECK(!nvcg_build_gep(B, NULL, p, NULL, 0, 0, "x") && !nvcg_build_gep(B, i32, NULL, NULL, 0, 0, "x"));
  UT_CHECK(!nvcg_build_gep(B, i32, p, NULL, 1, 0, "x") && !nvcg_build_gep(B, i32, p, &z, 1, 0, "x"));
  UT_CHECK(!nvcg_build_atomicrmw(B, NVCG_RMW_ADD, NULL, a, NVCG_ORDER_MONOTONIC, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_atomicrmw(B, NVCG_RMW_ADD, p, NULL, NVCG_ORDER_MONOTONIC, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_cmpxchg(B, NULL, a, a, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_cmpxchg(B, p, NULL, a, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_cmpxchg(B, p, a, NULL, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_fence(NULL, NVCG_ORDER_SEQ_CST, NULL));
  UT_CHECK(!nvcg_build_extractelement(B, NULL, a, "x") && !nvcg_build_extractelement(B, v, NULL, "x"));
  UT_CHECK(!nvcg_build_insertelement(B, NULL, x, a, "x") && !nvcg_build_insertelement(B, v, NULL, a, "x"));
  UT_CHECK(!nvcg_build_shufflevector(B, NULL, v, NULL, 0, "x") && !nvcg_build_shufflevector(B, v, NULL, NULL, 1, "x"));
  UT_CHECK(!nvcg_build_extractvalue(B, NULL, NULL, 0, "x") && !nvcg_build_insertvalue(B, NULL, a, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_phi(B, NULL, "x") && !nvcg_build_phi(NULL, i32, "x"));
  nvcg_phi_add_incoming(NULL, a, NULL);
  UT_CHECK(!nvcg_build_call(B, NULL, a, NULL, 0, "x") && !nvcg_build_call(B, nvcg_type_function(vd, NULL, 0, 0), NULL, NULL, 0, "x"));
  UT_CHECK(!nvcg_build_call(B, nvcg_type_function(vd, &i32, 1, 0), gp, NULL, 1, "x"));
  UT_CHECK(!nvcg_build_call(B, nvcg_type_function(vd, &i32, 1, 0), gp, &z, 1, "x"));
  UT_CHECK(!nvcg_build_intrinsic(B, NULL, NULL, 0, "x") && !nvcg_build_intrinsic(NULL, "llvm.trap", NULL, 0, "x"));
  UT_CHECK(!nvcg_build_br(B, NULL) && !nvcg_build_br(NULL, NULL) && !nvcg_build_cond_br(B, NULL, NULL, NULL));
  UT_CHECK(!nvcg_build_switch(B, NULL, NULL) && !nvcg_build_switch(B, a, NULL) && !nvcg_build_unreachable(NULL));
  UT_CHECK(!nvcg_build_ret(NULL, NULL));
  nvcg_switch_add_case(NULL, a, NULL);
  UT_CHECK(!nvcg_value_is_instruction(NULL) && nvcg_inst_opcode(NULL) == NVCG_OP_COUNT);
  UT_CHECK(nvcg_inst_operand_count(NULL) == 0 && !nvcg_inst_operand(NULL, 0) && nvcg_inst_flags(NULL) == 0);
  nvcg_inst_set_operand(NULL, 0, a);
  nvcg_inst_set_flags(NULL, 0);
  UT_CHECK(nvcg_inst_erase(NULL) == NVCG_ERROR && nvcg_verify_module(NULL) == NVCG_ERROR);
  UT_CHECK(nvcg_print_ll(NULL, &txt, NULL) == NVCG_ERROR && nvcg_print_ll(M, NULL, NULL) == NVCG_ERROR);
  UT_CHECK(nvcg_type_get_kind(NULL) == NVCG_TYPE_VOID || 1); /* defined on NULL? must not crash */
  UT_CHECK(nvcg_type_int_bits(NULL) == 0 && nvcg_type_addrspace(NULL) == 0 && !nvcg_type_element(NULL));
  UT_CHECK(nvcg_type_count(NULL) == 0 && !nvcg_type_field(NULL, 0) && nvcg_type_size(NULL) == 0 && nvcg_type_align(NULL) == 0);
  UT_CHECK(nvcg_type_print(NULL, buf, sizeof buf) == 0 || buf[0] != 0);
  /* nothing was built by any of this */
  UT_CHECK(nvcg_builder_block(B) != NULL && ((nv_block *)nvcg_builder_block(B))->first == NULL);
  teardown();
}

static void misuse_types_and_values(void) {
  nvcg_type *f[2], *named;
  nvcg_value *g, *fn, *e[2];
  setup();
  make_all();
  EXPECT_MISUSE(nvcg_type_int(C, 0), "integer width 0 is out of range");
  EXPECT_MISUSE(nvcg_type_int(C, 129), "integer width 129");
  EXPECT_MISUSE(nvcg_type_ptr(C, 1u << 24), "address space");
  EXPECT_MISUSE(nvcg_type_vector(vd, 2), "vector elements must be");
  EXPECT_MISUSE(nvcg_type_vector(i32, 0), "element count 0");
  EXPECT_MISUSE(nvcg_type_array(nvcg_type_label(C), 2), "array elements must be sized");
  f[0] = i32;
  f[1] = NULL;
  EXPECT_MISUSE(nvcg_type_struct(C, f, 2, 0), "field 1 is NULL");
  EXPECT_MISUSE(nvcg_type_struct(C, NULL, 2, 0), "NULL field array");
  EXPECT_MISUSE(nvcg_type_struct_named(C, ""), "empty name");
  f[1] = vd;
  EXPECT_MISUSE(nvcg_type_function(i32, f, 2, 0), "parameter 1 is NULL or not a first-class type");
  EXPECT_MISUSE(nvcg_type_function(nvcg_type_label(C), NULL, 0, 0), "invalid return type");
  named = nvcg_type_struct_named(C, "N");
  f[1] = named;
  EXPECT_MISUSE(nvcg_struct_set_body(named, f, 2, 0) == NVCG_OK, "");
  EXPECT_MISUSE(nvcg_struct_set_body(i32, f, 1, 0) == NVCG_OK, "not an identified struct");
  EXPECT_MISUSE(nvcg_struct_set_body(named, f, 1, 0) == NVCG_OK && nvcg_struct_set_body(named, f, 1, 0) == NVCG_OK,
                "already has a body");
  /* constants */
  EXPECT_MISUSE(nvcg_const_int(f32, 1), "not an integer type");
  EXPECT_MISUSE(nvcg_const_fp(i32, 1.0), "not a floating-point type");
  EXPECT_MISUSE(nvcg_const_fp_bits(p1, 1, 0), "not a floating-point type");
  EXPECT_MISUSE(nvcg_const_null(i32), "not a pointer type");
  EXPECT_MISUSE(nvcg_const_undef(vd), "not a value type");
  EXPECT_MISUSE(nvcg_const_poison(nvcg_type_label(C)), "not a value type");
  EXPECT_MISUSE(nvcg_const_zero(vd), "not a sized type");
  e[0] = nvcg_const_int(i32, 1);
  e[1] = nvcg_const_fp(f32, 1);
  EXPECT_MISUSE(nvcg_const_vector(e, 2), "element 1 has another type");
  e[1] = a;
  EXPECT_MISUSE(nvcg_const_vector(e, 2), "element 1 is NULL or not a constant");
  EXPECT_MISUSE(nvcg_const_array(nvcg_type_array(i32, 3), e, 2), "not an array of 2 elements");
  e[1] = nvcg_const_int(i64, 1);
  EXPECT_MISUSE(nvcg_const_array(nvcg_type_array(i32, 2), e, 2), "element 1 has the wrong type");
  f[0] = i32;
  f[1] = i32;
  EXPECT_MISUSE(nvcg_const_struct(nvcg_type_struct(C, f, 2, 0), e, 2), "field 1 has the wrong type");
  EXPECT_MISUSE(nvcg_const_struct(nvcg_type_struct(C, f, 2, 0), e, 1), "not a struct of 1 fields");
  EXPECT_MISUSE(nvcg_const_string(C, NULL, 3, 0), "NULL bytes");
  g = nvcg_global_add(M, nvcg_type_array(i32, 4), "arr", 1);
  e[0] = nvcg_const_int(i64, 0);
  e[1] = a;
  EXPECT_MISUSE(nvcg_const_gep(nvcg_type_array(i32, 4), g, e, 2, 0), "index 1 is not a constant integer");
  EXPECT_MISUSE(nvcg_const_gep(i32, a, e, 1, 0), "base is not a pointer");
  EXPECT_MISUSE(nvcg_const_gep(i32, p, e, 1, 0), "base is not a constant");
  EXPECT_MISUSE(nvcg_const_gep(vd, g, e, 1, 0), "source type is not sized");
  e[1] = nvcg_const_int(i64, 1);
  EXPECT_MISUSE(nvcg_const_gep(i32, g, e, 2, 0), "steps into a non-aggregate type");
  EXPECT_MISUSE(nvcg_const_cast(NVCG_OP_TRUNC, nvcg_const_int(i8, 1), i32), "invalid constant cast");
  EXPECT_MISUSE(nvcg_const_cast(NVCG_OP_ADD, nvcg_const_int(i8, 1), i8), "invalid constant cast");
  EXPECT_MISUSE(nvcg_const_cast(NVCG_OP_ZEXT, a, i64), "operand is not a constant");
  /* globals and functions */
  EXPECT_MISUSE(nvcg_global_add(M, vd, "gv", 1), "needs a sized value type");
  EXPECT_MISUSE(nvcg_global_add(M, i32, "gl", NVCG_AS_LOCAL), "cannot live in address space 5");
  EXPECT_MISUSE(nvcg_global_add(M, i32, "gp", NVCG_AS_PARAM), "cannot live in address space 101");
  g = nvcg_global_add(M, i32, "gg", 1);
  EXPECT_MISUSE((nvcg_global_set_initializer(g, nvcg_const_int(i64, 1)), ((nv_global *)g)->init), "initializer type does not match");
  EXPECT_MISUSE((nvcg_global_set_initializer(g, a), ((nv_global *)g)->init), "is not a constant");
  EXPECT_MISUSE((nvcg_global_set_align(g, 6), ((nv_global *)g)->align == 6), "alignment 6 of @gg is not a power of two");
  EXPECT_MISUSE((nvcg_global_set_linkage(g, (nvcg_linkage)99), ((nv_global *)g)->linkage == 99), "bad linkage 99");
  EXPECT_MISUSE((nvcg_global_set_constant(a, 1), 0), "value is not a global variable");
  EXPECT_MISUSE(nvcg_function_add(M, "all", nvcg_type_function(vd, NULL, 0, 0)), "already taken");
  EXPECT_MISUSE(nvcg_function_add(M, "", nvcg_type_function(vd, NULL, 0, 0)), "needs a name");
  EXPECT_MISUSE(nvcg_function_add(M, "nf", i32), "needs a function type");
  EXPECT_MISUSE(nvcg_function_add(M, "llvm.nope", nvcg_type_function(vd, NULL, 0, 0)), "unknown intrinsic 'llvm.nope'");
  EXPECT_MISUSE(nvcg_function_add(M, "llvm.nvvm.read.ptx.sreg.tid.x", nvcg_type_function(i64, NULL, 0, 0)),
                "declared with a wrong return type");
  EXPECT_MISUSE(nvcg_intrinsic_get(M, "llvm.nope.i32"), "unknown intrinsic");
  EXPECT_MISUSE(nvcg_intrinsic_get(M, "llvm.fma"), "needs 1 overload type suffix");
  EXPECT_MISUSE(nvcg_intrinsic_get(M, "llvm.fma.q7"), "bad overload type suffix");
  EXPECT_MISUSE(nvcg_intrinsic_get(M, "llvm.nvvm.barrier0.x"), "unexpected suffix");
  EXPECT_MISUSE(nvcg_intrinsic_get(M, "all"), "already defined and is not an intrinsic");
  EXPECT_MISUSE(nvcg_function_param(fnA, 9), "@all has no parameter 9");
  EXPECT_MISUSE(nvcg_function_type(a), "value is not a function");
  EXPECT_MISUSE((nvcg_function_set_linkage(fnA, (nvcg_linkage)77), ((nv_func *)fnA)->linkage == 77), "bad linkage 77");
  EXPECT_MISUSE((nvcg_param_add_attrs(fnA, 12, NVCG_PARAM_NOALIAS), 0), "@all has no parameter 12");
  EXPECT_MISUSE((nvcg_param_set_align(fnA, 4, 3), ((nv_func *)fnA)->pattrs[4].align == 3), "3 is not a power of two");
  EXPECT_MISUSE((nvcg_param_set_byval(fnA, 0, i32), ((nv_func *)fnA)->pattrs[0].flags), "needs a pointer parameter");
  EXPECT_MISUSE((nvcg_param_set_sret(fnA, 4, vd), ((nv_func *)fnA)->pattrs[4].flags), "needs a pointer parameter and a sized type");
  EXPECT_MISUSE((nvcg_param_set_byval(fnA, NVCG_RETURN_INDEX, i32), ((nv_func *)fnA)->rattrs.flags), "needs a pointer parameter");
  fn = nvcg_intrinsic_get(M, "llvm.nvvm.barrier0");
  EXPECT_MISUSE(nvcg_block_append(fn, "b"), "intrinsic @llvm.nvvm.barrier0 cannot have a body");
  EXPECT_MISUSE((nvcg_value_set_name(nvcg_const_int(i32, 1), "c"), 0), "constants have no names");
  EXPECT_MISUSE((nvcg_value_set_name(fnA, ""), 0), "must keep a name");
  EXPECT_MISUSE((nvcg_value_replace_all_uses(a, x), 0), "different type");
  EXPECT_MISUSE((nvcg_value_replace_all_uses(nvcg_const_int(i32, 1), a), 0), "constants are shared");
  teardown();
}

/* Every constant expression in the context's uniquing table holds live uses of its
 * operands (a stale one, left over from a freed module, has none). */
static int table_exprs_live(nvcg_context *c) {
  uint32_t b, i;
  for (b = 0; b < c->nchash; b++) {
    nv_const *k;
    for (k = c->chash[b]; k; k = k->hnext)
      if (k->v.kind == NV_V_CEXPR)
        for (i = 0; i < k->nelems; i++)
          if (k->elem_uses[i].val != k->elems[i]) return 0;
  }
  return 1;
}

/* A module with one global [8 x i32] @tbl and the expressions over it
 * gep = getelementptr inbounds (@tbl, 0, 3) and cast = addrspacecast gep to generic. */
static nvcg_module *tbl_module(const char *name, nvcg_value **g, nvcg_value **gep, nvcg_value **cast) {
  nvcg_module *m = nvcg_module_create(C, name);
  nvcg_type *arr = nvcg_type_array(i32, 8);
  nvcg_value *idx[2];
  idx[0] = nvcg_const_int(i64, 0);
  idx[1] = nvcg_const_int(i64, 3);
  *g = nvcg_global_add(m, arr, "tbl", 1);
  *gep = nvcg_const_gep(arr, *g, idx, 2, 1);
  *cast = nvcg_const_cast(NVCG_OP_ADDRSPACECAST, *gep, p0);
  return m;
}

/* Constant expressions are context-owned, globals module-owned: destroying a module must
 * take the expressions over its globals out of the uniquing table, or a later module's
 * global (which may get the freed one's address and id) is handed a stale expression that
 * is not on its use list, and growing the table rehashes through freed memory (ASan). */
static void constexpr_outlives_module(void) {
  nvcg_value *g1, *g2, *gep1, *cast1, *gep2, *cast2, *idx[2];
  nvcg_module *m2;
  nv_use *u;
  int on_list = 0, k;
  setup();
  nvcg_module_destroy(tbl_module("first", &g1, &gep1, &cast1));
  UT_CHECK(gep1 && cast1);
  UT_CHECK(table_exprs_live(C));
  m2 = tbl_module("second", &g2, &gep2, &cast2);
  UT_CHECK(gep2 && cast2 && gep2 != gep1 && cast2 != cast1);
  UT_CHECK(gep2 && ((nv_const *)gep2)->elems[0] == g2);
  for (u = g2->uses; u; u = u->next) on_list += u->user == gep2;
  UT_CHECK(on_list == 1);
  UT_CHECK(table_exprs_live(C));
  /* Enough new constants to grow the table twice: every entry is rehashed. */
  for (k = 0; k < 3000; k++) UT_CHECK(nvcg_const_int(i64, (uint64_t)k * 7919u + 11u) != NULL);
  idx[0] = nvcg_const_int(i64, 0);
  idx[1] = nvcg_const_int(i64, 3);
  UT_CHECK(nvcg_const_gep(nvcg_type_array(i32, 8), g2, idx, 2, 1) == gep2);
  UT_CHECK(nvcg_verify_module(m2) == NVCG_OK);
  teardown();
}

/* The same for a parse that fails: an expression over a forward-referenced global that
 * never got its definition leaves the table with the module. */
static void constexpr_outlives_failed_parse(void) {
  static const char text[] = "@a = global ptr getelementptr (i8, ptr @b, i64 4)\n@c = oops\n";
  nvcg_module *m = NULL;
  int k;
  setup();
  UT_CHECK(nvcg_parse_ll(C, text, sizeof text - 1, "bad.ll", &m) != NVCG_OK && m == NULL);
  UT_CHECK(table_exprs_live(C));
  for (k = 0; k < 3000; k++) UT_CHECK(nvcg_const_int(i64, (uint64_t)k * 7919u + 11u) != NULL);
  teardown();
}

static void misuse_builder(void) {
  nvcg_value *g, *ph, *sw, *r, *e[3], *other, *ob, *fma_args[3];
  nvcg_block *otherbb;
  nvcg_module *m2;
  nvcg_builder *b2;
  unsigned bad_idx[1] = {5};
  static const int bad_mask[2] = {0, 9};
  nvcg_type *f[2], *st;
  setup();
  /* no insertion point */
  b2 = nvcg_builder_create(M);
  make_all();
  EXPECT_MISUSE(nvcg_build_binop(b2, NVCG_OP_ADD, a, a, 0, "x"), "has no insertion point");
  EXPECT_MISUSE(nvcg_build_ret(b2, NULL), "has no insertion point");
  EXPECT_MISUSE(nvcg_build_fence(b2, NVCG_ORDER_SEQ_CST, NULL), "has no insertion point");
  nvcg_builder_destroy(b2);
  /* wrong operand types */
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_ADD, a, l, 0, "x"), "operands of 'add' have different types");
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_FADD, a, bb_, 0, "x"), "'fadd' needs floating-point operands");
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_ADD, x, y, 0, "x"), "'add' needs integer operands");
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_ICMP, a, a, 0, "x"), "'icmp' is not a binary operator");
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_ADD, a, a, NVCG_FLAG_EXACT, "x"), "flags not allowed on 'add'");
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_FADD, x, x, NVCG_FLAG_NSW, "x"), "flags not allowed on 'fadd'");
  EXPECT_MISUSE(nvcg_build_fneg(B, a, 0, "x"), "fneg needs one floating-point operand");
  EXPECT_MISUSE(nvcg_build_icmp(B, NVCG_ICMP_EQ, x, x, "x"), "icmp needs integer or pointer operands");
  EXPECT_MISUSE(nvcg_build_icmp(B, NVCG_FCMP_OEQ, a, a, "x"), "bad icmp predicate");
  EXPECT_MISUSE(nvcg_build_icmp(B, NVCG_ICMP_EQ, a, l, "x"), "icmp operands must have the same type");
  EXPECT_MISUSE(nvcg_build_fcmp(B, NVCG_FCMP_OEQ, a, a, 0, "x"), "fcmp needs floating-point operands");
  EXPECT_MISUSE(nvcg_build_fcmp(B, NVCG_ICMP_EQ, x, x, 0, "x"), "bad fcmp predicate");
  EXPECT_MISUSE(nvcg_build_select(B, a, a, a, "x"), "select condition must be i1");
  EXPECT_MISUSE(nvcg_build_select(B, c, a, x, "x"), "select arms must have the result's type");
  EXPECT_MISUSE(nvcg_build_load(B, i32, a, 4, 0, "x"), "load needs a pointer operand");
  EXPECT_MISUSE(nvcg_build_load(B, vd, p, 4, 0, "x"), "load needs a sized first-class type");
  EXPECT_MISUSE(nvcg_build_load(B, i32, p, 3, 0, "x"), "alignment 3 is not a power of two");
  EXPECT_MISUSE(nvcg_build_load(B, i32, p, 4, NVCG_FLAG_WEAK, "x"), "flags not allowed on 'load'");
  EXPECT_MISUSE(nvcg_build_store(B, a, a, 4, 0), "store needs a value and a pointer");
  EXPECT_MISUSE(nvcg_build_atomic_load(B, i32, p, 4, NVCG_ORDER_RELEASE, NULL, 0, "x"), "invalid ordering for an atomic load");
  EXPECT_MISUSE(nvcg_build_atomic_load(B, i1, p, 1, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "not a power of two of at least 8 bits");
  EXPECT_MISUSE(nvcg_build_atomic_load(B, v4f, p, 16, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "atomic load needs an integer");
  EXPECT_MISUSE(nvcg_build_atomic_store(B, a, p, 4, NVCG_ORDER_ACQUIRE, NULL, 0), "invalid ordering for an atomic store");
  EXPECT_MISUSE(nvcg_build_load(B, i32, p, 4, 0, "x") && nvcg_build_atomic_load(B, i32, p, 4, NVCG_ORDER_NOT_ATOMIC, "device", 0, "y"),
                "syncscope on a load that is not atomic");
  EXPECT_MISUSE(nvcg_build_atomicrmw(B, NVCG_RMW_FADD, p, a, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "atomicrmw fadd needs a floating-point value");
  EXPECT_MISUSE(nvcg_build_atomicrmw(B, NVCG_RMW_ADD, p, x, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "atomicrmw add needs an integer value");
  EXPECT_MISUSE(nvcg_build_atomicrmw(B, NVCG_RMW_ADD, p, a, NVCG_ORDER_UNORDERED, NULL, 0, "x"), "at least monotonic");
  EXPECT_MISUSE(nvcg_build_atomicrmw(B, NVCG_RMW_COUNT, p, a, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "bad atomicrmw operation");
  EXPECT_MISUSE(nvcg_build_cmpxchg(B, p, a, l, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "must have the same type");
  EXPECT_MISUSE(nvcg_build_cmpxchg(B, p, x, x, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "x"), "integer or pointer values");
  EXPECT_MISUSE(nvcg_build_cmpxchg(B, p, a, a, NVCG_ORDER_MONOTONIC, NVCG_ORDER_RELEASE, NULL, 0, "x"), "invalid cmpxchg orderings");
  EXPECT_MISUSE(nvcg_build_fence(B, NVCG_ORDER_MONOTONIC, NULL), "fence needs acquire, release, acq_rel or seq_cst");
  EXPECT_MISUSE(nvcg_build_alloca(B, vd, NULL, 0, "x"), "alloca needs a sized type");
  EXPECT_MISUSE(nvcg_build_alloca(B, i32, x, 0, "x"), "alloca count must be an integer");
  EXPECT_MISUSE(nvcg_build_extractelement(B, a, a, "x"), "not a vector");
  EXPECT_MISUSE(nvcg_build_extractelement(B, v, x, "x"), "needs a vector and an integer index");
  EXPECT_MISUSE(nvcg_build_insertelement(B, v, a, a, "x"), "an element of its type");
  EXPECT_MISUSE(nvcg_build_shufflevector(B, v, nvcg_const_undef(v4i), bad_mask, 2, "x"), "two vectors of the same type");
  EXPECT_MISUSE(nvcg_build_shufflevector(B, v, v, bad_mask, 2, "x"), "mask element 1 is out of range");
  EXPECT_MISUSE(nvcg_build_shufflevector(B, a, a, bad_mask, 2, "x"), "needs vectors and a non-empty mask");
  f[0] = i32;
  f[1] = f32;
  st = nvcg_type_struct(C, f, 2, 0);
  EXPECT_MISUSE(nvcg_build_extractvalue(B, nvcg_const_undef(st), bad_idx, 1, "x"), "indices do not match");
  EXPECT_MISUSE(nvcg_build_extractvalue(B, a, bad_idx, 1, "x"), "indices do not match");
  EXPECT_MISUSE(nvcg_build_insertvalue(B, nvcg_const_undef(st), a, bad_idx, 1, "x"), "insertvalue indices do not match");
  EXPECT_MISUSE(nvcg_build_insertvalue(B, nvcg_const_undef(st), a, bad_idx, 0, "x"), "needs indices");
  EXPECT_MISUSE(nvcg_build_phi(B, vd, "x"), "phi needs a first-class type");
  ph = nvcg_build_phi(B, i32, "ph");
  EXPECT_MISUSE((nvcg_phi_add_incoming(ph, x, nvcg_builder_block(B)), nvcg_inst_operand_count(ph)), "has the wrong type");
  EXPECT_MISUSE((nvcg_phi_add_incoming(a, a, nvcg_builder_block(B)), 0), "not a phi");
  EXPECT_MISUSE(nvcg_build_ret(B, a), "@all returns another type");
  EXPECT_MISUSE(nvcg_build_cond_br(B, a, nvcg_builder_block(B), nvcg_builder_block(B)), "br condition must be i1");
  EXPECT_MISUSE(nvcg_build_switch(B, x, nvcg_builder_block(B)), "switch condition must be an integer");
  sw = nvcg_build_switch(B, a, nvcg_builder_block(B));
  EXPECT_MISUSE((nvcg_switch_add_case(sw, nvcg_const_int(i64, 1), nvcg_builder_block(B)), nvcg_inst_operand_count(sw) > 2),
                "needs a constant of the condition's type");
  EXPECT_MISUSE((nvcg_switch_add_case(sw, a, nvcg_builder_block(B)), nvcg_inst_operand_count(sw) > 2), "needs a constant");
  EXPECT_MISUSE((nvcg_switch_add_case(a, nvcg_const_int(i32, 1), nvcg_builder_block(B)), 0), "not a switch");
  nvcg_inst_erase(sw);
  /* calls and intrinsics with wrong types */
  e[0] = a;
  EXPECT_MISUSE(nvcg_build_call(B, nvcg_type_function(vd, &i64, 1, 0), gp, e, 1, "x"), "call argument 1 has the wrong type");
  EXPECT_MISUSE(nvcg_build_call(B, nvcg_type_function(vd, &i32, 1, 0), gp, e, 0, "x"), "passes 0 argument(s)");
  EXPECT_MISUSE(nvcg_build_call(B, nvcg_type_function(vd, &i32, 1, 0), a, e, 1, "x"), "callee must be a pointer");
  {
    /* a call through another type than the callee's is valid (an indirect call through
     * that type, as in LLVM with opaque pointers) */
    nvcg_value *c = nvcg_build_call(B, nvcg_type_function(i32, &i32, 1, 0), fnA, e, 1, "x");
    UT_CHECK(c != NULL);
    if (c) nvcg_inst_erase(c);
  }
  fma_args[0] = a;
  fma_args[1] = a;
  fma_args[2] = a;
  EXPECT_MISUSE(nvcg_build_intrinsic(B, "llvm.fma.f32", fma_args, 3, "x"), "call argument 1 has the wrong type");
  EXPECT_MISUSE(nvcg_build_intrinsic(B, "llvm.fma.f32", fma_args, 2, "x"), "passes 2 argument(s)");
  EXPECT_MISUSE(nvcg_build_intrinsic(B, "llvm.not.an.intrinsic", NULL, 0, "x"), "unknown intrinsic");
  EXPECT_MISUSE(nvcg_build_intrinsic(B, "llvm.ctpop", fma_args, 1, "x"), "needs 1 overload type suffix");
  /* bad casts */
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_TRUNC, a, i64, "x"), "invalid cast: trunc from i32 to i64");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_ZEXT, l, i32, "x"), "invalid cast: zext from i64 to i32");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_SEXT, x, i64, "x"), "invalid cast: sext from float to i64");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_FPTRUNC, x, f64, "x"), "invalid cast: fptrunc from float to double");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_FPEXT, x, hf, "x"), "invalid cast: fpext");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_FPTOSI, a, i32, "x"), "invalid cast: fptosi");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_SITOFP, x, f32, "x"), "invalid cast: sitofp");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_PTRTOINT, a, i64, "x"), "invalid cast: ptrtoint");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_INTTOPTR, p, p0, "x"), "invalid cast: inttoptr");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_BITCAST, a, i64, "x"), "invalid cast: bitcast from i32 to i64");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_BITCAST, p, p0, "x"), "invalid cast: bitcast from ptr addrspace(1) to ptr");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_BITCAST, p, i64, "x"), "invalid cast: bitcast");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_ADDRSPACECAST, p, p1, "x"), "invalid cast: addrspacecast");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_TRUNC, v, i8, "x"), "invalid cast");
  EXPECT_MISUSE(nvcg_build_cast(B, NVCG_OP_ADD, a, i32, "x"), "'add' is not a cast");
  /* bad GEP indices */
  f[0] = i32;
  f[1] = nvcg_type_array(f32, 4);
  st = nvcg_type_struct(C, f, 2, 0);
  e[0] = l;
  e[1] = a;
  EXPECT_MISUSE(nvcg_build_gep(B, st, p, e, 2, 0, "x"), "struct index 1 of getelementptr must be a constant i32");
  e[1] = nvcg_const_int(i32, 2);
  EXPECT_MISUSE(nvcg_build_gep(B, st, p, e, 2, 0, "x"), "struct index 2 is out of range");
  e[1] = nvcg_const_int(i64, 1);
  EXPECT_MISUSE(nvcg_build_gep(B, st, p, e, 2, 0, "x"), "must be a constant i32");
  e[1] = nvcg_const_int(i32, 1);
  e[2] = x;
  EXPECT_MISUSE(nvcg_build_gep(B, st, p, e, 3, 0, "x"), "indices must be integers");
  e[2] = a;
  EXPECT_MISUSE(nvcg_build_gep(B, i32, p, e, 2, 0, "x"), "steps into a non-aggregate type");
  EXPECT_MISUSE(nvcg_build_gep(B, i32, a, e, 1, 0, "x"), "needs a pointer base");
  EXPECT_MISUSE(nvcg_build_gep(B, vd, p, e, 1, 0, "x"), "needs a sized source type");
  /* operands of another function or module */
  other = nvcg_function_add(M, "other", nvcg_type_function(i32, &i32, 1, 0));
  otherbb = nvcg_block_append(other, "ob");
  EXPECT_MISUSE(nvcg_build_binop(B, NVCG_OP_ADD, a, nvcg_function_param(other, 0), 0, "x"), "operand 1 belongs to another function than @all");
  EXPECT_MISUSE(nvcg_build_br(B, otherbb), "operand 0 belongs to another function");
  r = nvcg_build_binop(B, NVCG_OP_ADD, a, a, 0, "r");
  EXPECT_MISUSE((nvcg_inst_set_operand(r, 0, nvcg_function_param(other, 0)), nvcg_inst_operand(r, 0) != a),
                "belongs to another function or module");
  m2 = nvcg_module_create(C, "m2");
  g = nvcg_global_add(m2, i32, "g2", 1);
  EXPECT_MISUSE(nvcg_build_load(B, i32, g, 4, 0, "x"), "operand 0 belongs to another module");
  EXPECT_MISUSE((nvcg_global_set_initializer(nvcg_global_add(M, p1, "gi", 1), g), ((nv_global *)nvcg_module_get_global(M, "gi"))->init),
                "belongs to another module");
  ob = nvcg_function_add(m2, "f2", nvcg_type_function(vd, NULL, 0, 0));
  EXPECT_MISUSE((nvcg_builder_position_at_end(B, nvcg_block_append(ob, "e")), nvcg_builder_block(B) != (nvcg_block *)((nv_inst *)r)->parent),
                "the block belongs to another module");
  ob = nvcg_function_add(m2, "f3", nvcg_type_function(vd, &i32, 1, 0));
  EXPECT_MISUSE((nvcg_value_replace_all_uses(r, nvcg_function_param(ob, 0)), 0), "the replacement belongs to another module");
  /* inspection on things that are not instructions */
  EXPECT_MISUSE(nvcg_inst_operand_count(a), "not an instruction");
  EXPECT_MISUSE(nvcg_inst_opcode(x) != NVCG_OP_COUNT, "not an instruction");
  EXPECT_MISUSE((nvcg_inst_set_flags(r, NVCG_FMF_FAST), nvcg_inst_flags(r)), "flags not allowed on 'add'");
  EXPECT_MISUSE((nvcg_inst_set_operand(r, 7, a), 0), "operand 7 does not exist");
  EXPECT_MISUSE((nvcg_inst_set_operand(r, 0, x), 0), "has another type");
  nvcg_build_binop(B, NVCG_OP_ADD, r, r, 0, "user");
  EXPECT_MISUSE(nvcg_inst_erase(r) == NVCG_OK, "still has uses");
  EXPECT_MISUSE(nvcg_inst_erase(a) == NVCG_OK, "not an instruction");
  /* the module remembers the misuse: verification fails */
  UT_CHECK(nvcg_module_error_count(M) > 20);
  ut_diags_reset(&D);
  UT_CHECK(nvcg_verify_module(M) == NVCG_ERROR && ut_find(&D, "earlier error"));
  teardown();
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "builder.");
  UT_RUN(types_api);
  UT_RUN(constants_api);
  UT_RUN(constexpr_outlives_module);
  UT_RUN(constexpr_outlives_failed_parse);
  UT_RUN(module_function_api);
  UT_RUN(binary_and_unary);
  UT_RUN(comparisons_select);
  UT_RUN(casts);
  UT_RUN(memory);
  UT_RUN(vectors_aggregates);
  UT_RUN(control_flow_and_calls);
  UT_RUN(editing);
  UT_RUN(golden_module);
  UT_RUN(misuse_null_handles);
  UT_RUN(misuse_types_and_values);
  UT_RUN(misuse_builder);
  return ut_finish();
}
