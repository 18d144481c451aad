/* cases.h -- the named test cases of opt_test.c: one builder function per case, with
 * the passes to run and FileCheck directives on the result. */

/* ---------------------------------------------------------------- mem2reg */

/* if (c) x = a + 1; else x = a; return x * 2 */
static void b_m2r_diamond(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *a, *c, *x, *v;
  nvcg_block *e, *th, *el, *j;
  int64_t rows[] = {5, 0, 5, 1, -3, 1};
  ps[0] = t->i32;
  ps[1] = t->i1;
  fn = nvt_fn(t, "f", t->i32, ps, 2);
  a = nvt_arg(fn, 0, "a");
  c = nvt_arg(fn, 1, "c");
  e = nvcg_block_append(fn, "entry");
  th = nvcg_block_append(fn, "then");
  el = nvcg_block_append(fn, "else");
  j = nvcg_block_append(fn, "join");
  nvt_at(t, e);
  x = nvcg_build_alloca(t->b, t->i32, NULL, 0, "x");
  nvt_store(t, a, x);
  nvcg_build_cond_br(t->b, c, th, el);
  nvt_at(t, th);
  nvt_store(t, nvt_add(t, a, nvt_ci(t->i32, 1), "a1"), x);
  nvcg_build_br(t->b, j);
  nvt_at(t, el);
  nvcg_build_br(t->b, j);
  nvt_at(t, j);
  v = nvt_load(t, t->i32, x, "xv");
  nvcg_build_ret(t->b, nvcg_build_binop(t->b, NVCG_OP_MUL, v, nvt_ci(t->i32, 2), 0, "r"));
  nvt_add_main(t, fn, rows, 3);
}

/* s = 0; for (i = 0; i < n; i++) s += i * i; return s  (every variable in an alloca) */
static void b_m2r_loop(nvt_ctx *t) {
  nvcg_value *fn, *n, *i, *s, *iv, *sv, *cmp;
  nvcg_block *e, *h, *body, *ex;
  int64_t rows[] = {0, 1, 5, 10, -2};
  fn = nvt_fn(t, "f", t->i32, &t->i32, 1);
  n = nvt_arg(fn, 0, "n");
  e = nvcg_block_append(fn, "entry");
  h = nvcg_block_append(fn, "head");
  body = nvcg_block_append(fn, "body");
  ex = nvcg_block_append(fn, "exit");
  nvt_at(t, e);
  i = nvcg_build_alloca(t->b, t->i32, NULL, 0, "i");
  s = nvcg_build_alloca(t->b, t->i32, NULL, 0, "s");
  nvt_store(t, nvt_ci(t->i32, 0), i);
  nvt_store(t, nvt_ci(t->i32, 0), s);
  nvcg_build_br(t->b, h);
  nvt_at(t, h);
  iv = nvt_load(t, t->i32, i, "iv");
  cmp = nvcg_build_icmp(t->b, NVCG_ICMP_SLT, iv, n, "cmp");
  nvcg_build_cond_br(t->b, cmp, body, ex);
  nvt_at(t, body);
  iv = nvt_load(t, t->i32, i, "iv2");
  sv = nvt_load(t, t->i32, s, "sv");
  nvt_store(t, nvt_add(t, sv, nvcg_build_binop(t->b, NVCG_OP_MUL, iv, iv, 0, "sq"), "s2"), s);
  nvt_store(t, nvt_add(t, iv, nvt_ci(t->i32, 1), "inc"), i);
  nvcg_build_br(t->b, h);
  nvt_at(t, ex);
  nvcg_build_ret(t->b, nvt_load(t, t->i32, s, "res"));
  nvt_add_main(t, fn, rows, 5);
}

/* a load before any store reads undef; a store in an unreachable block vanishes */
static void b_m2r_uninit(nvt_ctx *t) {
  nvcg_value *fn, *x, *v;
  nvcg_block *e, *dead;
  fn = nvt_fn(t, "f", t->i32, &t->i32, 1);
  nvt_arg(fn, 0, "a");
  e = nvcg_block_append(fn, "entry");
  dead = nvcg_block_append(fn, "dead");
  nvt_at(t, e);
  x = nvcg_build_alloca(t->b, t->i32, NULL, 0, "x");
  v = nvt_load(t, t->i32, x, "v");
  nvcg_build_ret(t->b, v);
  nvt_at(t, dead);
  nvt_store(t, nvt_ci(t->i32, 7), x);
  v = nvt_load(t, t->i32, x, "w");
  nvt_store(t, v, x);
  nvcg_build_br(t->b, dead);
}

/* bools live in i8 allocas at -O0 (store zext, load + trunc) */
static void b_m2r_bool(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *a, *b, *flag, *v, *cv;
  nvcg_block *e, *th, *j;
  int64_t rows[] = {1, 2, 2, 1, 3, 3};
  ps[0] = t->i32;
  ps[1] = t->i32;
  fn = nvt_fn(t, "f", t->i32, ps, 2);
  a = nvt_arg(fn, 0, "a");
  b = nvt_arg(fn, 1, "b");
  e = nvcg_block_append(fn, "entry");
  th = nvcg_block_append(fn, "then");
  j = nvcg_block_append(fn, "join");
  nvt_at(t, e);
  flag = nvcg_build_alloca(t->b, t->i8, NULL, 0, "flag");
  cv = nvcg_build_icmp(t->b, NVCG_ICMP_SLT, a, b, "lt");
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_ZEXT, cv, t->i8, "fz"), flag);
  nvcg_build_cond_br(t->b, cv, th, j);
  nvt_at(t, th);
  nvt_store(t, nvt_ci(t->i8, 0), flag);
  nvcg_build_br(t->b, j);
  nvt_at(t, j);
  v = nvcg_build_cast(t->b, NVCG_OP_TRUNC, nvt_load(t, t->i8, flag, "fv"), t->i1, "fb");
  nvcg_build_ret(t->b, nvcg_build_select(t->b, v, a, b, "r"));
  nvt_add_main(t, fn, rows, 3);
}

/* the address escapes into a call, a volatile access: neither alloca is promoted */
static void b_m2r_escape(nvt_ctx *t) {
  nvcg_value *fn, *ext, *x, *y, *arg;
  nvcg_block *e;
  ext = nvt_fn(t, "ext", t->v, &t->ptr, 1);
  fn = nvt_fn(t, "f", t->i32, &t->i32, 1);
  arg = nvt_arg(fn, 0, "a");
  e = nvcg_block_append(fn, "entry");
  nvt_at(t, e);
  x = nvcg_build_alloca(t->b, t->i32, NULL, 0, "x");
  y = nvcg_build_alloca(t->b, t->i32, NULL, 0, "y");
  nvt_store(t, arg, x);
  nvcg_build_call(t->b, nvcg_function_type(ext), ext, &x, 1, NULL);
  nvcg_build_store(t->b, arg, y, 0, NVCG_FLAG_VOLATILE);
  nvcg_build_ret(t->b, nvt_add(t, nvt_load(t, t->i32, x, "xv"), nvt_load(t, t->i32, y, "yv"), "r"));
}

/* lifetime markers (direct and through a zero GEP), float, pointer and vector allocas,
 * a switch with two cases to one block (its phi needs an entry per edge) */
static void b_m2r_misc(nvt_ctx *t) {
  nvcg_value *fn, *a, *fl, *p, *vec, *sw, *args[2], *z[2], *g0, *r, *fv, *pv, *vv;
  nvcg_block *e, *c1, *j;
  nvcg_type *v4 = nvcg_type_vector(t->i32, 4);
  int64_t rows[] = {0, 1, 2, 3, 9};
  fn = nvt_fn(t, "f", t->i32, &t->i32, 1);
  a = nvt_arg(fn, 0, "a");
  e = nvcg_block_append(fn, "entry");
  c1 = nvcg_block_append(fn, "c1");
  j = nvcg_block_append(fn, "join");
  nvt_at(t, e);
  fl = nvcg_build_alloca(t->b, t->f32, NULL, 0, "fl");
  p = nvcg_build_alloca(t->b, t->ptr, NULL, 0, "p");
  vec = nvcg_build_alloca(t->b, v4, NULL, 0, "vec");
  args[0] = nvt_ci(t->i64, 4);
  args[1] = fl;
  nvt_call(t, "llvm.lifetime.start.p0", args, 2, NULL);
  z[0] = nvt_ci(t->i64, 0);
  g0 = nvcg_build_gep(t->b, t->f32, p, z, 1, 1, "g0");
  args[1] = g0;
  nvt_call(t, "llvm.lifetime.start.p0", args, 2, NULL);
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_SITOFP, a, t->f32, "af"), fl);
  nvt_store(t, nvcg_const_null(t->ptr), p);
  nvt_store(t, nvcg_build_insertelement(t->b, nvcg_const_zero(v4), a, nvt_ci(t->i32, 2), "ins"), vec);
  sw = nvcg_build_switch(t->b, a, j);
  nvcg_switch_add_case(sw, nvt_ci(t->i32, 1), c1);
  nvcg_switch_add_case(sw, nvt_ci(t->i32, 2), c1);
  nvcg_switch_add_case(sw, nvt_ci(t->i32, 3), j);
  nvt_at(t, c1);
  nvt_store(t, nvcg_const_fp(t->f32, 2.5), fl);
  nvcg_build_br(t->b, j);
  nvt_at(t, j);
  fv = nvt_load(t, t->f32, fl, "fv");
  pv = nvt_load(t, t->ptr, p, "pv");
  vv = nvt_load(t, v4, vec, "vv");
  args[1] = fl;
  nvt_call(t, "llvm.lifetime.end.p0", args, 2, NULL);
  r = nvcg_build_cast(t->b, NVCG_OP_FPTOSI, fv, t->i32, "fi");
  r = nvt_add(t, r, nvcg_build_extractelement(t->b, vv, nvt_ci(t->i32, 2), "e2"), "r1");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_ZEXT, nvcg_build_icmp(t->b, NVCG_ICMP_EQ, pv, nvcg_const_null(t->ptr), "isnull"), t->i32, "nz"), "r2");
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, fn, rows, 5);
}

/* ---------------------------------------------------------------- sroa_lite */

/* struct {i32, float, double}: field stores and loads through constant GEPs */
static void b_sroa_fields(nvt_ctx *t) {
  nvcg_type *fs[3], *st, *ps[2];
  nvcg_value *fn, *a, *b, *s, *p0, *p1, *p2, *r;
  int64_t rows[] = {3, 4, -7, 9};
  fs[0] = t->i32;
  fs[1] = t->f32;
  fs[2] = t->f64;
  st = nvcg_type_struct(t->ctx, fs, 3, 0);
  ps[0] = t->i32;
  ps[1] = t->i32;
  fn = nvt_fn(t, "f", t->i32, ps, 2);
  a = nvt_arg(fn, 0, "a");
  b = nvt_arg(fn, 1, "b");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  s = nvcg_build_alloca(t->b, st, NULL, 0, "s");
  p0 = nvt_gep2(t, st, s, 0, "p0");
  p1 = nvt_gep2(t, st, s, 1, "p1");
  p2 = nvt_gep2(t, st, s, 2, "p2");
  nvt_store(t, a, p0);
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_SITOFP, b, t->f32, "bf"), p1);
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_SITOFP, a, t->f64, "ad"), p2);
  r = nvt_load(t, t->i32, nvt_gep2(t, st, s, 0, "q0"), "x");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_FPTOSI, nvt_load(t, t->f32, p1, "y"), t->i32, "yi"), "r1");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_FPTOSI, nvt_load(t, t->f64, p2, "z"), t->i32, "zi"), "r2");
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, fn, rows, 2);
}

/* clang -O0 struct passing: memcpy between struct allocas, a whole-struct load and
 * store, memset zero-fill, a nested struct with an array */
static void b_sroa_copies(nvt_ctx *t) {
  nvcg_type *fs[2], *cplx, *ns[3], *nest, *ps[2];
  nvcg_value *fn, *a, *b, *x, *y, *z, *w, *whole, *r, *arrp, *idx[3];
  unsigned zero = 0;
  int64_t rows[] = {1, 2, 5, -6, 100, 7};
  fs[0] = t->f32;
  fs[1] = t->f32;
  cplx = nvcg_type_struct(t->ctx, fs, 2, 0);
  ns[0] = t->i8;
  ns[1] = cplx;
  ns[2] = nvcg_type_array(t->i16, 3);
  nest = nvcg_type_struct(t->ctx, ns, 3, 0);
  ps[0] = t->i32;
  ps[1] = t->i32;
  fn = nvt_fn(t, "f", t->i32, ps, 2);
  a = nvt_arg(fn, 0, "a");
  b = nvt_arg(fn, 1, "b");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  x = nvcg_build_alloca(t->b, cplx, NULL, 0, "x");
  y = nvcg_build_alloca(t->b, cplx, NULL, 0, "y");
  z = nvcg_build_alloca(t->b, cplx, NULL, 0, "z");
  w = nvcg_build_alloca(t->b, nest, NULL, 0, "w");
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_SITOFP, a, t->f32, "af"), nvt_gep2(t, cplx, x, 0, "x0"));
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_SITOFP, b, t->f32, "bf"), nvt_gep2(t, cplx, x, 1, "x1"));
  nvt_memcpy(t, y, x, 8);
  whole = nvt_load(t, cplx, y, "whole");
  nvt_store(t, whole, z);
  nvt_memset(t, w, 0, 20);
  nvt_store(t, nvt_ci(t->i8, 3), nvt_gep2(t, nest, w, 0, "w0"));
  nvt_memcpy(t, nvt_gep2(t, nest, w, 1, "w1"), z, 8);
  idx[0] = nvt_ci(t->i32, 0);
  idx[1] = nvt_ci(t->i32, 2);
  idx[2] = nvt_ci(t->i64, 1);
  arrp = nvcg_build_gep(t->b, nest, w, idx, 3, 1, "w21");
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_TRUNC, a, t->i16, "a16"), arrp);
  r = nvcg_build_cast(t->b, NVCG_OP_FPTOSI, nvt_load(t, t->f32, nvt_gep2(t, cplx, nvt_gep2(t, nest, w, 1, "v1"), 1, "v11"), "im"), t->i32, "imi");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_ZEXT, nvt_load(t, t->i8, w, "tag"), t->i32, "tagi"), "r1");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_SEXT, nvt_load(t, t->i16, arrp, "e1"), t->i32, "e1i"), "r2");
  idx[2] = nvt_ci(t->i64, 2);
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_SEXT, nvt_load(t, t->i16, nvcg_build_gep(t->b, nest, w, idx, 3, 1, "w22"), "e2"), t->i32, "e2i"), "r3");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_FPTOSI, nvcg_build_extractvalue(t->b, whole, &zero, 1, "re"), t->i32, "rei"), "r4");
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, fn, rows, 3);
}

/* a variable index or an escaping address keeps the alloca whole */
static void b_sroa_keep(nvt_ctx *t) {
  nvcg_type *arr = nvcg_type_array(t->i32, 4), *fs[2], *st;
  nvcg_value *fn, *ext, *i, *x, *s;
  fs[0] = t->i32;
  fs[1] = t->i32;
  st = nvcg_type_struct(t->ctx, fs, 2, 0);
  ext = nvt_fn(t, "ext", t->v, &t->ptr, 1);
  fn = nvt_fn(t, "f", t->i32, &t->i64, 1);
  i = nvt_arg(fn, 0, "i");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  x = nvcg_build_alloca(t->b, arr, NULL, 0, "arr");
  s = nvcg_build_alloca(t->b, st, NULL, 0, "st");
  nvt_memset(t, x, 0, 16);
  nvt_store(t, nvt_ci(t->i32, 5), nvt_gep1(t, t->i32, x, i, "pi"));
  nvcg_build_call(t->b, nvcg_function_type(ext), ext, &s, 1, NULL);
  nvcg_build_ret(t->b, nvt_add(t, nvt_load(t, t->i32, nvt_gep1(t, t->i32, x, nvt_ci(t->i64, 2), "p2"), "v"),
                               nvt_load(t, t->i32, nvt_gep2(t, st, s, 1, "s1"), "w"), "r"));
}

/* ---------------------------------------------------------------- address spaces */

/* kernel k(float *x, float *y, struct *byval bv, int n): y[i] = x[i] + x[i+1] through
 * GEPs, a pointer phi and a select; a pointer passed to a call stays generic */
static void b_largs_kernel(nvt_ctx *t) {
  nvcg_type *ps[4], *fs[2], *st;
  nvcg_value *fn, *x, *y, *bv, *n, *ext, *i, *px, *py, *v, *sel, *phi, *c;
  nvcg_block *e, *l, *ex;
  fs[0] = t->i32;
  fs[1] = t->i32;
  st = nvcg_type_struct(t->ctx, fs, 2, 0);
  ps[0] = t->ptr;
  ps[1] = t->ptr;
  ps[2] = t->ptr;
  ps[3] = t->i32;
  ext = nvt_fn(t, "ext", t->v, &t->ptr, 1);
  fn = nvt_fn(t, "k", t->v, ps, 4);
  nvcg_function_set_kernel(fn, 1);
  x = nvt_arg(fn, 0, "x");
  y = nvt_arg(fn, 1, "y");
  bv = nvt_arg(fn, 2, "bv");
  nvcg_param_set_byval(fn, 2, st);
  n = nvt_arg(fn, 3, "n");
  e = nvcg_block_append(fn, "entry");
  l = nvcg_block_append(fn, "loop");
  ex = nvcg_block_append(fn, "exit");
  nvt_at(t, e);
  i = nvcg_build_cast(t->b, NVCG_OP_SEXT, n, t->i64, "i");
  px = nvt_gep1(t, t->f32, x, i, "px");
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SGT, n, nvt_load(t, t->i32, bv, "b0"), "c");
  sel = nvcg_build_select(t->b, c, px, x, "sel");
  nvcg_build_br(t->b, l);
  nvt_at(t, l);
  phi = nvcg_build_phi(t->b, t->ptr, "cur");
  nvcg_phi_add_incoming(phi, sel, e);
  v = nvt_load(t, t->f32, phi, "v");
  py = nvt_gep1(t, t->f32, y, i, "py");
  nvt_store(t, v, py);
  nvcg_phi_add_incoming(phi, nvt_gep1(t, t->f32, phi, nvt_ci(t->i64, 1), "next"), l);
  nvcg_build_cond_br(t->b, c, l, ex);
  nvt_at(t, ex);
  nvcg_build_call(t->b, nvcg_function_type(ext), ext, &y, 1, NULL);
  nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, py, nvt_ci(t->i32, 1), NVCG_ORDER_MONOTONIC, NULL, 0, "old");
  nvcg_build_ret(t->b, NULL);
}

/* device function: nothing changes; kernel whose pointer meets a generic one in a phi */
static void b_largs_device(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *k, *p, *q, *phi, *c;
  nvcg_block *e, *b1, *j;
  fn = nvt_fn(t, "dev", t->i32, &t->ptr, 1);
  p = nvt_arg(fn, 0, "p");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  nvcg_build_ret(t->b, nvt_load(t, t->i32, p, "v"));
  ps[0] = t->ptr;
  ps[1] = t->i1;
  k = nvt_fn(t, "k", t->v, ps, 2);
  nvcg_function_set_kernel(k, 1);
  p = nvt_arg(k, 0, "p");
  c = nvt_arg(k, 1, "c");
  e = nvcg_block_append(k, "entry");
  b1 = nvcg_block_append(k, "b1");
  j = nvcg_block_append(k, "j");
  nvt_at(t, e);
  q = nvcg_build_alloca(t->b, t->i32, NULL, 0, "q");
  nvcg_build_cond_br(t->b, c, b1, j);
  nvt_at(t, b1);
  nvcg_build_br(t->b, j);
  nvt_at(t, j);
  phi = nvcg_build_phi(t->b, t->ptr, "m");
  nvcg_phi_add_incoming(phi, p, e);
  nvcg_phi_add_incoming(phi, q, b1);
  nvt_store(t, nvt_ci(t->i32, 1), phi);
  nvt_store(t, nvt_ci(t->i32, 2), p);
  nvcg_build_ret(t->b, NULL);
}

/* an array with a variable index stays in memory: ld.local / st.local through GEPs */
static void b_lalloca(nvt_ctx *t) {
  nvcg_type *arr = nvcg_type_array(t->i32, 8);
  nvcg_value *fn, *i, *a, *p, *q, *z[2], *ext, *x;
  int64_t rows[] = {0, 3, 7};
  ext = nvt_fn(t, "ext", t->v, &t->ptr, 1);
  (void)ext;
  fn = nvt_fn(t, "f", t->i32, &t->i64, 1);
  i = nvt_arg(fn, 0, "i");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  a = nvcg_build_alloca(t->b, arr, NULL, 0, "a");
  x = nvcg_build_alloca(t->b, t->i32, NULL, 0, "x");
  nvt_memset(t, a, 1, 32);
  z[0] = nvt_ci(t->i64, 0);
  z[1] = i;
  p = nvcg_build_gep(t->b, arr, a, z, 2, 1, "p");
  nvt_store(t, nvcg_build_cast(t->b, NVCG_OP_TRUNC, i, t->i32, "i32"), p);
  nvcg_build_store(t->b, nvt_ci(t->i32, 9), x, 0, NVCG_FLAG_VOLATILE);
  q = nvt_gep1(t, t->i32, a, nvt_ci(t->i64, 3), "q");
  nvcg_build_ret(t->b, nvt_add(t, nvt_load(t, t->i32, q, "v"), nvcg_build_load(t->b, t->i32, x, 0, NVCG_FLAG_VOLATILE, "xv"), "r"));
  nvt_add_main(t, fn, rows, 3);
}

/* shared-memory globals reached through constant-expression casts and GEPs, a pointer
 * selected between two shared pointers, an atomic on shared memory */
static void b_infer_shared(nvt_ctx *t) {
  nvcg_type *arr = nvcg_type_array(t->f32, 32);
  nvcg_value *k, *s1, *s2, *g1, *g2, *tid, *idx, *p, *c, *sel, *ci[2];
  s1 = nvcg_global_add(t->m, arr, "s1", 3);
  s2 = nvcg_global_add(t->m, arr, "s2", 3);
  nvcg_global_set_initializer(s1, nvcg_const_undef(arr));
  nvcg_global_set_initializer(s2, nvcg_const_undef(arr));
  g1 = nvcg_const_cast(NVCG_OP_ADDRSPACECAST, s1, t->ptr);
  g2 = nvcg_const_cast(NVCG_OP_ADDRSPACECAST, s2, t->ptr);
  k = nvt_fn(t, "k", t->v, NULL, 0);
  nvcg_function_set_kernel(k, 1);
  nvt_at(t, nvcg_block_append(k, "entry"));
  tid = nvt_call(t, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "tid");
  idx = nvcg_build_cast(t->b, NVCG_OP_ZEXT, tid, t->i64, "idx");
  nvt_store(t, nvcg_const_fp(t->f32, 1.0), g1);
  ci[0] = nvt_ci(t->i64, 0);
  ci[1] = nvt_ci(t->i64, 5);
  nvt_store(t, nvcg_const_fp(t->f32, 2.0), nvcg_const_gep(arr, g2, ci, 2, 1));
  c = nvcg_build_icmp(t->b, NVCG_ICMP_EQ, tid, nvt_ci(t->i32, 0), "c");
  sel = nvcg_build_select(t->b, c, g1, g2, "sel");
  p = nvt_gep1(t, t->f32, sel, idx, "p");
  nvt_store(t, nvt_load(t, t->f32, p, "v"), p);
  nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, p, nvcg_const_fp(t->f32, 1.0), NVCG_ORDER_MONOTONIC, "block", 0, "o");
  nvcg_build_ret(t->b, NULL);
}

#include "cases_atomics.h"

/* ---------------------------------------------------------------- expand_memops */

static void nvt_mop(nvt_ctx *t, const char *intr, nvcg_value *d, nvcg_value *sv, nvcg_value *len, int vol) {
  nvcg_value *a[4];
  a[0] = d;
  a[1] = sv;
  a[2] = len;
  a[3] = nvt_ci(t->i1, vol);
  nvt_call(t, intr, a, 4, NULL);
}

/* copies, moves (overlapping both ways) and fills of constant and variable lengths at
 * various alignments, inside one 256-byte buffer */
static void b_memops(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *buf, *n, *n32;
  int64_t rows[] = {0, 0, 0, 1, 0, 7, 0, 16, 0, 33, 0, 100};
#define NVT_AT(off) nvt_gep1(t, t->i8, buf, nvt_ci(t->i64, off), "at")
  ps[0] = t->ptr;
  ps[1] = t->i64;
  fn = nvt_fn(t, "f", t->v, ps, 2);
  buf = nvt_arg(fn, 0, "buf");
  n = nvt_arg(fn, 1, "n");
  nvcg_param_set_align(fn, 0, 16);
  nvt_at(t, nvcg_block_append(fn, "entry"));
  n32 = nvcg_build_cast(t->b, NVCG_OP_TRUNC, n, t->i32, "n32");
  nvt_mop(t, "llvm.memcpy.p0.p0.i64", NVT_AT(32), NVT_AT(0), nvt_ci(t->i64, 13), 0);
  nvt_mop(t, "llvm.memset.p0.i64", NVT_AT(48), nvt_ci(t->i8, 0xab), nvt_ci(t->i64, 7), 0);
  nvt_mop(t, "llvm.memmove.p0.p0.i64", NVT_AT(2), NVT_AT(0), nvt_ci(t->i64, 20), 0);
  nvt_mop(t, "llvm.memmove.p0.p0.i64", NVT_AT(60), NVT_AT(64), nvt_ci(t->i64, 20), 1);
  nvt_mop(t, "llvm.memmove.p0.p0.i64", NVT_AT(1), NVT_AT(3), n, 0);
  nvt_mop(t, "llvm.memmove.p0.p0.i64", NVT_AT(8), NVT_AT(0), n, 0);
  nvt_mop(t, "llvm.memmove.p0.p0.i64", NVT_AT(100), NVT_AT(104), nvt_ci(t->i64, 150), 0);
  nvt_mop(t, "llvm.memmove.p0.p0.i64", NVT_AT(104), NVT_AT(100), nvt_ci(t->i64, 150), 0);
  nvt_mop(t, "llvm.memset.p0.i32", NVT_AT(120), nvcg_build_cast(t->b, NVCG_OP_TRUNC, n, t->i8, "byte"), n32, 0);
  nvt_mop(t, "llvm.memcpy.p0.p0.i64", NVT_AT(128), NVT_AT(0), nvt_ci(t->i64, 128), 0);
  nvt_mop(t, "llvm.memcpy.p0.p0.i64", NVT_AT(129), NVT_AT(1), nvt_ci(t->i64, 101), 1);
  nvt_mop(t, "llvm.memcpy.p0.p0.i32", NVT_AT(200), NVT_AT(16), n32, 0);
  nvt_mop(t, "llvm.memset.p0.i64", NVT_AT(24), nvt_ci(t->i8, 0x5a), nvt_ci(t->i64, 40), 0);
  nvcg_build_ret(t->b, NULL);
#undef NVT_AT
  nvt_add_main(t, fn, rows, 6);
}

/* ---------------------------------------------------------------- cleanups */

/* identities and folds that need no constants on both sides */
static void b_simplify(nvt_ctx *t) {
  nvcg_type *ps[3], *i128 = nvcg_type_int(t->ctx, 128), *fs[2], *st;
  nvcg_value *fn, *a, *b, *p, *r, *x, *y, *c, *agg;
  unsigned one = 1;
  int64_t rows[] = {0, 5, 7, 0, -3, 1ll << 40, 0, 1000, 2};
  fs[0] = t->i32;
  fs[1] = t->i64;
  st = nvcg_type_struct(t->ctx, fs, 2, 0);
  ps[0] = t->ptr;
  ps[1] = t->i32;
  ps[2] = t->i64;
  fn = nvt_fn(t, "f", t->i64, ps, 3);
  p = nvt_arg(fn, 0, "p");
  a = nvt_arg(fn, 1, "a");
  b = nvt_arg(fn, 2, "b");
  nvt_at(t, nvcg_block_append(fn, "entry"));
  x = nvt_add(t, a, nvt_ci(t->i32, 0), "x0");
  x = nvcg_build_binop(t->b, NVCG_OP_MUL, x, nvt_ci(t->i32, 1), 0, "x1");
  x = nvcg_build_binop(t->b, NVCG_OP_OR, x, nvt_ci(t->i32, 0), 0, "x2");
  x = nvcg_build_binop(t->b, NVCG_OP_AND, nvt_ci(t->i32, -1), x, 0, "x3");
  x = nvcg_build_binop(t->b, NVCG_OP_SHL, x, nvt_ci(t->i32, 0), 0, "x4");
  x = nvcg_build_binop(t->b, NVCG_OP_UDIV, x, nvt_ci(t->i32, 1), 0, "x5");
  y = nvcg_build_binop(t->b, NVCG_OP_SUB, x, x, 0, "zero1");
  y = nvt_add(t, y, nvcg_build_binop(t->b, NVCG_OP_XOR, a, a, 0, "zero2"), "zero3");
  y = nvt_add(t, y, nvcg_build_binop(t->b, NVCG_OP_UREM, a, nvt_ci(t->i32, 1), 0, "zero4"), "zero5");
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SLE, a, a, "true1");
  x = nvcg_build_select(t->b, c, x, y, "sel1");
  x = nvcg_build_select(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_EQ, a, nvt_ci(t->i32, 3), "c3"), x, x, "sel2");
  x = nvcg_build_cast(t->b, NVCG_OP_TRUNC, nvcg_build_cast(t->b, NVCG_OP_ZEXT, x, t->i64, "z"), t->i32, "tz");
  x = nvt_add(t, x, nvcg_build_freeze(t->b, nvt_ci(t->i32, 5), "fr"), "plus5");
  agg = nvcg_build_insertvalue(t->b, nvcg_const_undef(st), b, &one, 1, "ins");
  r = nvcg_build_extractvalue(t->b, agg, &one, 1, "ext");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_SEXT, x, t->i64, "xs"), "r1");
  /* 128-bit constant arithmetic: (2^100 + 3) * 5 >> 98 == 20 */
  y = nvcg_build_binop(t->b, NVCG_OP_MUL, nvcg_const_int_wide(i128, 3, 1ull << 36), nvcg_const_int(i128, 5), 0, "big");
  y = nvcg_build_binop(t->b, NVCG_OP_LSHR, y, nvcg_const_int(i128, 98), 0, "bigs");
  r = nvt_add(t, r, nvcg_build_cast(t->b, NVCG_OP_TRUNC, y, t->i64, "bigt"), "r2");
  r = nvt_add(t, r, nvt_load(t, t->i64, nvt_gep1(t, t->i64, p, nvt_ci(t->i64, 0), "p0"), "lp"), "r3");
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, fn, rows, 3);
}

/* equal pure instructions, repeated loads, a store forwarding, writes in between, a
 * join block, reads of special registers */
static void b_cse(nvt_ctx *t) {
  nvcg_type *ps[3];
  nvcg_value *fn, *ext, *p, *a, *c, *x1, *x2, *l1, *l2, *l3, *l4, *l5, *r, *t1, *t2;
  nvcg_block *e, *th, *j;
  ps[0] = t->ptr;
  ps[1] = t->i32;
  ps[2] = t->i1;
  ext = nvt_fn(t, "ext", t->v, NULL, 0);
  fn = nvt_fn(t, "f", t->i32, ps, 3);
  p = nvt_arg(fn, 0, "p");
  a = nvt_arg(fn, 1, "a");
  c = nvt_arg(fn, 2, "c");
  e = nvcg_block_append(fn, "entry");
  th = nvcg_block_append(fn, "then");
  j = nvcg_block_append(fn, "join");
  nvt_at(t, e);
  x1 = nvt_add(t, a, nvt_ci(t->i32, 1), "x1");
  x2 = nvt_add(t, a, nvt_ci(t->i32, 1), "x2");
  t1 = nvt_call(t, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t1");
  t2 = nvt_call(t, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t2");
  l1 = nvt_load(t, t->i32, p, "l1");
  l2 = nvt_load(t, t->i32, p, "l2");
  nvt_store(t, x2, p);
  l3 = nvt_load(t, t->i32, p, "l3");
  nvcg_build_call(t->b, nvcg_function_type(ext), ext, NULL, 0, NULL);
  l4 = nvt_load(t, t->i32, p, "l4");
  nvcg_build_cond_br(t->b, c, th, j);
  nvt_at(t, th);
  r = nvt_load(t, t->i32, p, "l4again");
  nvt_store(t, nvt_add(t, r, nvt_add(t, a, nvt_ci(t->i32, 1), "x3"), "s"), p);
  nvcg_build_br(t->b, j);
  nvt_at(t, j);
  l5 = nvt_load(t, t->i32, p, "l5");
  r = nvt_add(t, x1, x2, "r1");
  r = nvt_add(t, r, nvt_add(t, t1, t2, "tt"), "r2");
  r = nvt_add(t, r, nvt_add(t, l1, l2, "ll"), "r3");
  r = nvt_add(t, r, nvt_add(t, l3, l4, "l34"), "r4");
  r = nvt_add(t, r, l5, "r5");
  nvcg_build_ret(t->b, r);
}

/* dead code: a chain, a phi cycle, an unused load; a volatile load and calls stay */
static void b_dce(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *p, *n, *d1, *phi, *nx, *c, *ext;
  nvcg_block *e, *l, *ex;
  ps[0] = t->ptr;
  ps[1] = t->i32;
  ext = nvt_fn(t, "pure", t->i32, &t->i32, 1);
  nvcg_function_add_attrs(ext, NVCG_FN_READNONE | NVCG_FN_WILLRETURN);
  fn = nvt_fn(t, "f", t->v, ps, 2);
  p = nvt_arg(fn, 0, "p");
  n = nvt_arg(fn, 1, "n");
  e = nvcg_block_append(fn, "entry");
  l = nvcg_block_append(fn, "loop");
  ex = nvcg_block_append(fn, "exit");
  nvt_at(t, e);
  d1 = nvcg_build_binop(t->b, NVCG_OP_MUL, nvt_add(t, n, n, "dead1"), n, 0, "dead2");
  (void)d1;
  nvt_load(t, t->i32, p, "deadload");
  nvcg_build_load(t->b, t->i32, p, 0, NVCG_FLAG_VOLATILE, "volload");
  nvcg_build_call(t->b, nvcg_function_type(ext), ext, &n, 1, "deadcall");
  nvcg_build_br(t->b, l);
  nvt_at(t, l);
  phi = nvcg_build_phi(t->b, t->i32, "deadphi");
  nx = nvt_add(t, phi, nvt_ci(t->i32, 1), "deadnext");
  nvcg_phi_add_incoming(phi, n, e);
  nvcg_phi_add_incoming(phi, nx, l);
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SLT, nvt_load(t, t->i32, p, "live"), n, "c");
  nvcg_build_cond_br(t->b, c, l, ex);
  nvt_at(t, ex);
  nvcg_build_ret(t->b, NULL);
}

/* a constant branch, an unreachable block feeding a phi, a chain of single-successor
 * blocks, an empty forwarding block (phi takes its value per new edge), a forwarding
 * block that must stay (its predecessor reaches the target with another value), a
 * switch on a constant */
static void b_simplifycfg(nvt_ctx *t) {
  nvcg_type *ps[2];
  nvcg_value *fn, *a, *c, *d, *phi, *phi2, *sw, *r;
  nvcg_block *e, *b1, *b2, *dead, *fwd, *j, *keep, *j2, *s1, *s2, *fin;
  int64_t rows[] = {0, 0, 5, 1, -4, 0, 9, 1};
  ps[0] = t->i32;
  ps[1] = t->i1;
  fn = nvt_fn(t, "f", t->i32, ps, 2);
  a = nvt_arg(fn, 0, "a");
  c = nvt_arg(fn, 1, "c");
  e = nvcg_block_append(fn, "entry");
  b1 = nvcg_block_append(fn, "b1");
  b2 = nvcg_block_append(fn, "b2");
  dead = nvcg_block_append(fn, "dead");
  fwd = nvcg_block_append(fn, "fwd");
  j = nvcg_block_append(fn, "j");
  keep = nvcg_block_append(fn, "keep");
  j2 = nvcg_block_append(fn, "j2");
  s1 = nvcg_block_append(fn, "s1");
  s2 = nvcg_block_append(fn, "s2");
  fin = nvcg_block_append(fn, "fin");
  nvt_at(t, e);
  /* j branches on d, not on c: on c (which b2 decides for both of j's edges) the
   * branch would be threaded away, and the forwarding block `keep` with it */
  d = nvcg_build_icmp(t->b, NVCG_ICMP_EQ, a, nvt_ci(t->i32, 5), "d");
  nvcg_build_cond_br(t->b, nvt_ci(t->i1, 1), b1, dead);
  nvt_at(t, b1);
  nvcg_build_br(t->b, b2);
  nvt_at(t, b2);
  nvcg_build_cond_br(t->b, c, fwd, j);
  nvt_at(t, dead);
  nvcg_build_br(t->b, j);
  nvt_at(t, fwd);
  nvcg_build_br(t->b, j);
  nvt_at(t, j);
  phi = nvcg_build_phi(t->b, t->i32, "pj");
  nvcg_phi_add_incoming(phi, nvt_ci(t->i32, 10), b2);
  nvcg_phi_add_incoming(phi, nvt_ci(t->i32, 20), dead);
  nvcg_phi_add_incoming(phi, a, fwd);
  nvcg_build_cond_br(t->b, d, keep, j2);
  nvt_at(t, keep);
  nvcg_build_br(t->b, j2);
  nvt_at(t, j2);
  phi2 = nvcg_build_phi(t->b, t->i32, "pj2");
  nvcg_phi_add_incoming(phi2, phi, j);
  nvcg_phi_add_incoming(phi2, nvt_ci(t->i32, 7), keep);
  sw = nvcg_build_switch(t->b, nvt_ci(t->i32, 2), s1);
  nvcg_switch_add_case(sw, nvt_ci(t->i32, 2), s2);
  nvt_at(t, s1);
  nvcg_build_br(t->b, fin);
  nvt_at(t, s2);
  nvcg_build_br(t->b, fin);
  nvt_at(t, fin);
  r = nvcg_build_phi(t->b, t->i32, "pf");
  nvcg_phi_add_incoming(r, nvt_ci(t->i32, 100), s1);
  nvcg_phi_add_incoming(r, phi2, s2);
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, fn, rows, 4);
}

/* ---------------------------------------------------------------- inline */

/* callees with several returns, a local, a loop; a struct returned from two places; a
 * byval parameter the callee writes; a void callee; noinline and recursive ones stay */
static void b_inline(nvt_ctx *t) {
  nvcg_type *ps[2], *fs[2], *st;
  nvcg_value *h, *hs, *hb, *hv, *hn, *hr, *k, *a, *x, *loc, *c, *r, *s, *sv, *q, *args[2], *p;
  nvcg_block *e, *neg, *pos, *l, *ex, *b1, *b2;
  unsigned zero = 0, one = 1;
  int64_t rows[] = {0, -5, 0, 3, 0, 100};
  fs[0] = t->i32;
  fs[1] = t->f32;
  st = nvcg_type_struct(t->ctx, fs, 2, 0);
  /* h(a): if (a < 0) return -a; s = 0; for (i = a; i > 0; i--) s += i; return s + 3 */
  h = nvt_fn(t, "h", t->i32, &t->i32, 1);
  nvcg_function_add_attrs(h, NVCG_FN_ALWAYSINLINE);
  a = nvt_arg(h, 0, "a");
  e = nvcg_block_append(h, "entry");
  neg = nvcg_block_append(h, "neg");
  pos = nvcg_block_append(h, "pos");
  l = nvcg_block_append(h, "loop");
  ex = nvcg_block_append(h, "done");
  nvt_at(t, e);
  loc = nvcg_build_alloca(t->b, t->i32, NULL, 0, "acc");
  nvt_store(t, nvt_ci(t->i32, 0), loc);
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_SLT, a, nvt_ci(t->i32, 0), "isneg"), neg, pos);
  nvt_at(t, neg);
  nvcg_build_ret(t->b, nvcg_build_binop(t->b, NVCG_OP_SUB, nvt_ci(t->i32, 0), a, 0, "na"));
  nvt_at(t, pos);
  nvcg_build_br(t->b, l);
  nvt_at(t, l);
  x = nvcg_build_phi(t->b, t->i32, "i");
  nvcg_phi_add_incoming(x, a, pos);
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SGT, x, nvt_ci(t->i32, 0), "more");
  nvt_store(t, nvcg_build_select(t->b, c, nvt_add(t, nvt_load(t, t->i32, loc, "av"), x, "sum"), nvt_load(t, t->i32, loc, "av2"), "upd"), loc);
  nvcg_phi_add_incoming(x, nvt_add(t, x, nvt_ci(t->i32, -1), "dec"), l);
  nvcg_build_cond_br(t->b, c, l, ex);
  nvt_at(t, ex);
  nvcg_build_ret(t->b, nvt_add(t, nvt_load(t, t->i32, loc, "fin"), nvt_ci(t->i32, 3), "r3"));
  /* hs(a): struct returned from two places (internal, small: inlined at -O2) */
  hs = nvt_fn(t, "hs", st, &t->i32, 1);
  nvcg_function_set_linkage(hs, NVCG_LINKAGE_INTERNAL);
  a = nvt_arg(hs, 0, "a");
  b1 = nvcg_block_append(hs, "entry");
  b2 = nvcg_block_append(hs, "three");
  l = nvcg_block_append(hs, "other");
  nvt_at(t, b1);
  sv = nvcg_build_insertvalue(t->b, nvcg_const_undef(st), a, &zero, 1, "s0");
  sv = nvcg_build_insertvalue(t->b, sv, nvcg_const_fp(t->f32, 1.5), &one, 1, "s1");
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_EQ, a, nvt_ci(t->i32, 3), "is3"), b2, l);
  nvt_at(t, b2);
  nvcg_build_ret(t->b, nvcg_build_insertvalue(t->b, sv, nvt_ci(t->i32, 33), &zero, 1, "s33"));
  nvt_at(t, l);
  nvcg_build_ret(t->b, sv);
  /* hb(byval s): writes its copy */
  hb = nvt_fn(t, "hb", t->i32, &t->ptr, 1);
  nvcg_param_set_byval(hb, 0, st);
  nvcg_function_add_attrs(hb, NVCG_FN_ALWAYSINLINE);
  p = nvt_arg(hb, 0, "s");
  nvt_at(t, nvcg_block_append(hb, "entry"));
  q = nvt_gep2(t, st, p, 0, "f0");
  nvt_store(t, nvt_add(t, nvt_load(t, t->i32, q, "old"), nvt_ci(t->i32, 1000), "bump"), q);
  nvcg_build_ret(t->b, nvt_load(t, t->i32, q, "new"));
  /* hv(p, v): void, stores */
  ps[0] = t->ptr;
  ps[1] = t->i32;
  hv = nvt_fn(t, "hv", t->v, ps, 2);
  nvcg_function_add_attrs(hv, NVCG_FN_ALWAYSINLINE);
  nvt_at(t, nvcg_block_append(hv, "entry"));
  nvt_store(t, nvt_arg(hv, 1, "v"), nvt_arg(hv, 0, "p"));
  nvcg_build_ret(t->b, NULL);
  /* hn: noinline; hr: recursive */
  hn = nvt_fn(t, "hn", t->i32, &t->i32, 1);
  nvcg_function_add_attrs(hn, NVCG_FN_NOINLINE);
  nvt_at(t, nvcg_block_append(hn, "entry"));
  nvcg_build_ret(t->b, nvt_add(t, nvt_arg(hn, 0, "a"), nvt_ci(t->i32, 7), "a7"));
  hr = nvt_fn(t, "hr", t->i32, &t->i32, 1);
  nvcg_function_add_attrs(hr, NVCG_FN_ALWAYSINLINE);
  a = nvt_arg(hr, 0, "a");
  b1 = nvcg_block_append(hr, "entry");
  b2 = nvcg_block_append(hr, "rec");
  l = nvcg_block_append(hr, "base");
  nvt_at(t, b1);
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_SGT, a, nvt_ci(t->i32, 0), "pos"), b2, l);
  nvt_at(t, b2);
  args[0] = nvt_add(t, a, nvt_ci(t->i32, -1), "am1");
  nvcg_build_ret(t->b, nvt_add(t, nvcg_build_call(t->b, nvcg_function_type(hr), hr, args, 1, "sub"), nvt_ci(t->i32, 2), "plus2"));
  nvt_at(t, l);
  nvcg_build_ret(t->b, nvt_ci(t->i32, 0));
  /* the caller */
  ps[0] = t->ptr;
  ps[1] = t->i32;
  k = nvt_fn(t, "f", t->i32, ps, 2);
  p = nvt_arg(k, 0, "buf");
  a = nvt_arg(k, 1, "x");
  nvt_at(t, nvcg_block_append(k, "entry"));
  s = nvcg_build_alloca(t->b, st, NULL, 0, "st");
  nvt_store(t, a, nvt_gep2(t, st, s, 0, "sf0"));
  nvt_store(t, nvcg_const_fp(t->f32, 2.0), nvt_gep2(t, st, s, 1, "sf1"));
  args[0] = a;
  r = nvcg_build_call(t->b, nvcg_function_type(h), h, args, 1, "r1");
  args[0] = nvt_add(t, a, nvt_ci(t->i32, 4), "a4");
  r = nvt_add(t, r, nvcg_build_call(t->b, nvcg_function_type(h), h, args, 1, "r2"), "acc1");
  r = nvt_add(t, r, nvcg_build_extractvalue(t->b, nvcg_build_call(t->b, nvcg_function_type(hs), hs, &a, 1, "rs"), &zero, 1, "rs0"), "acc2");
  r = nvt_add(t, r, nvcg_build_call(t->b, nvcg_function_type(hb), hb, &s, 1, "rb"), "acc3");
  r = nvt_add(t, r, nvt_load(t, t->i32, nvt_gep2(t, st, s, 0, "chk"), "unchanged"), "acc4");
  args[0] = p;
  args[1] = r;
  nvcg_build_call(t->b, nvcg_function_type(hv), hv, args, 2, NULL);
  r = nvt_add(t, r, nvcg_build_call(t->b, nvcg_function_type(hn), hn, &a, 1, "rn"), "acc5");
  args[0] = nvcg_build_binop(t->b, NVCG_OP_AND, a, nvt_ci(t->i32, 7), 0, "small");
  r = nvt_add(t, r, nvcg_build_call(t->b, nvcg_function_type(hr), hr, args, 1, "rr"), "acc6");
  nvcg_build_ret(t->b, r);
  nvt_add_main(t, k, rows, 3);
}

#define NVT_MEM2REG_PASSES "sroa_lite,mem2reg"

static const nvt_case nvt_cases[] = {
    {"m2r_diamond", "mem2reg", 0, b_m2r_diamond,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK: join:\n"
     "CHECK-NEXT: %x = phi i32 [ %a, %else ], [ %a1, %then ]\n"
     "CHECK-NEXT: %r = mul i32 %x, 2\n", NULL, NULL},
    {"m2r_loop", "mem2reg", 0, b_m2r_loop,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK: head:\n"
     "CHECK-DAG: %i = phi i32 [ 0, %entry ], [ %inc, %body ]\n"
     "CHECK-DAG: %s = phi i32 [ 0, %entry ], [ %s2, %body ]\n"
     "CHECK: %cmp = icmp slt i32 %i, %n\n"
     "CHECK: exit:\n"
     "CHECK-NEXT: ret i32 %s\n", NULL, NULL},
    {"m2r_uninit", "mem2reg", 0, b_m2r_uninit,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: ret i32 undef\n"
     "CHECK: dead:\n"
     "CHECK-NEXT: br label %dead\n", NULL, NULL},
    {"m2r_bool", "mem2reg", 0, b_m2r_bool,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK: %flag = phi i8 [ %fz, %entry ], [ 0, %then ]\n"
     "CHECK: %fb = trunc i8 %flag to i1\n", NULL, NULL},
    {"m2r_escape", "mem2reg", 0, b_m2r_escape,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK: %x = alloca i32\n"
     "CHECK: %y = alloca i32\n"
     "CHECK: store volatile i32 %a, ptr %y\n", NULL, NULL},
    {"m2r_misc", "mem2reg", 0, b_m2r_misc,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK-NOT: lifetime\n"
     "CHECK: join:\n"
     "CHECK-NEXT: %fl = phi float [ %af, %entry ], [ %af, %entry ], [ 2.500000e+00, %c1 ]\n"
     "CHECK-NOT: phi\n"
     "CHECK: %fi = fptosi float %fl to i32\n"
     "CHECK: extractelement <4 x i32> %ins, i32 2\n"
     "CHECK: icmp eq ptr null, null\n", NULL, NULL},
    {"sroa_fields", NVT_MEM2REG_PASSES, 0, b_sroa_fields,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK-NOT: getelementptr\n"
     "CHECK-NOT: load\n"
     "CHECK: %r1 = add i32 %a, %yi\n", NULL, NULL},
    {"sroa_copies", NVT_MEM2REG_PASSES, 0, b_sroa_copies,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK-NOT: llvm.mem\n"
     "CHECK-NOT: load\n"
     "CHECK: ret i32\n", NULL, NULL},
    {"sroa_keep", NVT_MEM2REG_PASSES, 0, b_sroa_keep,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK: %arr = alloca [4 x i32]\n"
     "CHECK: %st = alloca { i32, i32 }\n", NULL, NULL},
    {"lower_args_kernel", "lower_args", 0, b_largs_kernel,
     "CHECK-LABEL: define void @k(ptr %x, ptr %y, ptr byval({ i32, i32 }) %bv, i32 %n)\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: %x.global = addrspacecast ptr %x to ptr addrspace(1)\n"
     "CHECK-NEXT: %y.global = addrspacecast ptr %y to ptr addrspace(1)\n"
     "CHECK-NEXT: %y.gen = addrspacecast ptr addrspace(1) %y.global to ptr\n"
     "CHECK: %px = getelementptr inbounds float, ptr addrspace(1) %x.global, i64 %i\n"
     "CHECK: load i32, ptr %bv\n"
     "CHECK: %sel = select i1 %c, ptr addrspace(1) %px, ptr addrspace(1) %x.global\n"
     "CHECK: %cur = phi ptr addrspace(1) [ %sel, %entry ], [ %next, %loop ]\n"
     "CHECK: %v = load float, ptr addrspace(1) %cur\n"
     "CHECK: %py = getelementptr inbounds float, ptr addrspace(1) %y.global, i64 %i\n"
     "CHECK: store float %v, ptr addrspace(1) %py\n"
     "CHECK: %next = getelementptr inbounds float, ptr addrspace(1) %cur, i64 1\n"
     "CHECK: call void @ext(ptr %y.gen)\n"
     "CHECK: atomicrmw add ptr addrspace(1) %py, i32 1 monotonic\n", NULL, NULL},
    {"lower_args_device", "lower_args,lower_alloca,infer_as", 0, b_largs_device,
     "CHECK-LABEL: define i32 @dev(ptr %p)\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: %v = load i32, ptr %p\n"
     "CHECK-LABEL: define void @k(\n"
     "CHECK: %m = phi ptr [ %p.gen, %entry ], [ %q.gen, %b1 ]\n"
     "CHECK: store i32 1, ptr %m\n"
     "CHECK: store i32 2, ptr addrspace(1) %p.global\n", NULL, NULL},
    {"lower_alloca", "lower_alloca,infer_as", 0, b_lalloca,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK: %a = alloca [8 x i32]\n"
     "CHECK: %x = alloca i32\n"
     "CHECK: %a.local = addrspacecast ptr %a to ptr addrspace(5)\n"
     "CHECK: %a.gen = addrspacecast ptr addrspace(5) %a.local to ptr\n"
     "CHECK: %x.local = addrspacecast ptr %x to ptr addrspace(5)\n"
     "CHECK: call void @llvm.memset.p0.i64(ptr %a.gen\n"
     "CHECK: %p = getelementptr inbounds [8 x i32], ptr addrspace(5) %a.local, i64 0, i64 %i\n"
     "CHECK: store i32 %i32, ptr addrspace(5) %p\n"
     "CHECK: store volatile i32 9, ptr addrspace(5) %x.local\n"
     "CHECK: load i32, ptr addrspace(5) %q\n", NULL, NULL},
    {"infer_shared", "infer_as", 0, b_infer_shared,
     "CHECK-LABEL: define void @k()\n"
     "CHECK: store float 1.000000e+00, ptr addrspace(3) @s1\n"
     "CHECK: store float 2.000000e+00, ptr addrspace(3) getelementptr inbounds ([32 x float], ptr addrspace(3) @s2, i64 0, i64 5)\n"
     "CHECK: %sel = select i1 %c, ptr addrspace(3) @s1, ptr addrspace(3) @s2\n"
     "CHECK: %p = getelementptr inbounds float, ptr addrspace(3) %sel, i64 %idx\n"
     "CHECK: load float, ptr addrspace(3) %p\n"
     "CHECK: store float %v, ptr addrspace(3) %p\n"
     "CHECK: atomicrmw fadd ptr addrspace(3) %p, float 1.000000e+00 syncscope(\"block\") monotonic\n", NULL, NULL},
    {"atomics_sm30", "expand_atomics", 30, b_atomics_all, "CHECK-LABEL: define i64 @f(\n", nvt_atomics_model, "nvptx-strict-atomics=true"},
    {"atomics_sm60", "expand_atomics", 60, b_atomics_all, "CHECK-LABEL: define i64 @f(\n", nvt_atomics_model, "nvptx-strict-atomics=true"},
    {"atomics_sm90", "expand_atomics", 90, b_atomics_all, "CHECK-LABEL: define i64 @f(\n", nvt_atomics_model, "nvptx-strict-atomics=true"},
    {"atomics_shapes_sm70", "expand_atomics", 70, b_atomics_shapes,
     "CHECK-LABEL: define void @f(\n"
     "CHECK: %neg = sub i64 0, %x\n"
     "CHECK-NEXT: %sub64 = atomicrmw add ptr %p, i64 %neg monotonic\n"
     "CHECK-NEXT: %max64 = atomicrmw max ptr %p, i64 %x monotonic\n"
     "CHECK: %inc32 = atomicrmw uinc_wrap ptr %p, i32 %x32 monotonic\n"
     "CHECK: %addr = ptrtoint ptr %q to i64\n"
     "CHECK-NEXT: %byte = and i64 %addr, 3\n"
     "CHECK-NEXT: %back = sub i64 0, %byte\n"
     "CHECK-NEXT: %byte32 = trunc i64 %byte to i32\n"
     "CHECK-NEXT: %word = getelementptr i8, ptr %q, i64 %back\n"
     "CHECK-NEXT: %shift = shl i32 %byte32, 3\n"
     "CHECK-NEXT: %mask = shl i32 255, %shift\n"
     "CHECK-NEXT: %inv = xor i32 %mask, -1\n"
     "CHECK-NEXT: %wide = zext i8 %x8 to i32\n"
     "CHECK-NEXT: %placed = shl i32 %wide, %shift\n"
     "CHECK-NEXT: %word{{.*}} = atomicrmw or ptr %word, i32 %placed syncscope(\"device\") release\n"
     "CHECK: atomicrmw.loop:\n"
     "CHECK: %pair = cmpxchg volatile ptr %word{{.*}}, i32 %loaded, i32 %newword syncscope(\"block\") acquire acquire\n"
     "CHECK: %addh = atomicrmw fadd ptr %p, half %h monotonic\n"
     "CHECK: atomicrmw.loop{{.*}}:\n"
     "CHECK: bitcast i16 %old.bits{{.*}} to bfloat\n"
     "CHECK: fadd bfloat\n"
     "CHECK: %addd = atomicrmw fadd ptr %p, double %d monotonic\n"
     "CHECK: %neg{{.*}} = fneg double %d\n"
     "CHECK-NEXT: %subd = atomicrmw fadd ptr %p, double %neg{{.*}} monotonic\n"
     "CHECK-NEXT: %cx16 = cmpxchg ptr %p, i16 %x16, i16 %x16 monotonic monotonic\n"
     "CHECK: cmpxchg.loop:\n"
     "CHECK: cmpxchg ptr %word{{.*}}, i32 %full.cmp, i32 %full.new acq_rel acquire\n"
     "CHECK: cmpxchg.fail:\n", nvt_expect_none, "nvptx-strict-atomics=true"},
    {"memops", "expand_memops", 0, b_memops,
     "CHECK-LABEL: define void @f(\n"
     "CHECK-NOT: call void @llvm.mem\n"
     "CHECK: load i64, ptr %at, align 16\n"
     "CHECK: load i32, ptr %src, align 8\n"
     "CHECK: load i8, ptr %src{{.*}}, align 4\n"
     "CHECK: store i32 -1414812757, ptr\n"
     "CHECK: memmove.bwd:\n"
     "CHECK: ret void\n", NULL, NULL},
    {"simplify", "simplify", 0, b_simplify,
     "CHECK-LABEL: define i64 @f(\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: %plus5 = add i32 %a, 5\n"
     "CHECK-NEXT: %xs = sext i32 %plus5 to i64\n"
     "CHECK-NEXT: %r1 = add i64 %b, %xs\n"
     "CHECK-NEXT: %r2 = add i64 %r1, 20\n"
     "CHECK-NEXT: %lp = load i64, ptr %p\n"
     "CHECK-NEXT: %r3 = add i64 %r2, %lp\n"
     "CHECK-NEXT: ret i64 %r3\n", NULL, NULL},
    {"gvn", "gvn", 0, b_cse,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK: %x1 = add i32 %a, 1\n"
     "CHECK-NOT: %x2 =\n"
     "CHECK: %t1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
     "CHECK-NOT: %t2 =\n"
     "CHECK: %l1 = load i32, ptr %p\n"
     "CHECK-NEXT: store i32 %x1, ptr %p\n"
     "CHECK-NEXT: call void @ext()\n"
     "CHECK-NEXT: %l4 = load i32, ptr %p\n"
     "CHECK: then:\n"
     "CHECK-NEXT: %s = add i32 %l4, %x1\n"
     "CHECK: join:\n"
     "CHECK-NEXT: %l5 = load i32, ptr %p\n"
     "CHECK-NEXT: %r1 = add i32 %x1, %x1\n"
     "CHECK-NEXT: %tt = add i32 %t1, %t1\n"
     "CHECK: %ll = add i32 %l1, %l1\n"
     "CHECK: %l34 = add i32 %x1, %l4\n", NULL, NULL},
    {"dce", "dce", 0, b_dce,
     "CHECK-LABEL: define void @f(\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: %volload = load volatile i32, ptr %p\n"
     "CHECK-NEXT: br label %loop\n"
     "CHECK: loop:\n"
     "CHECK-NEXT: %live = load i32, ptr %p\n"
     "CHECK-NEXT: %c = icmp slt i32 %live, %n\n", NULL, NULL},
    {"simplifycfg", "simplifycfg", 0, b_simplifycfg,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: %d = icmp eq i32 %a, 5\n"
     "CHECK-NEXT: br i1 %c, label %fwd, label %j\n"
     "CHECK: fwd:\n"
     "CHECK-NEXT: br label %j\n"
     "CHECK: j:\n"
     "CHECK-NEXT: %pj = phi i32 [ 10, %entry ], [ %a, %fwd ]\n"
     "CHECK-NEXT: br i1 %d, label %keep, label %j2\n"
     "CHECK: keep:\n"
     "CHECK-NEXT: br label %j2\n"
     "CHECK: j2:\n"
     "CHECK-NEXT: %pj2 = phi i32 [ %pj, %j ], [ 7, %keep ]\n"
     "CHECK-NEXT: ret i32 %pj2\n", NULL, NULL},
    {"atomics_local", "expand_atomics", 70, b_atomics_local,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: atomicrmw\n"
     "CHECK-NOT: cmpxchg\n"
     "CHECK: store i32 %a, ptr %x, align 4\n"
     "CHECK-NEXT: %old = load i32, ptr %x\n"
     "CHECK-NEXT: %and = and i32 %old, 12\n"
     "CHECK-NEXT: %new = xor i32 %and, -1\n"
     "CHECK-NEXT: store i32 %new, ptr %x\n"
     "CHECK: %ok = icmp eq i32 %old{{.*}}, -1\n"
     "CHECK: %v = load i32, ptr %x, align 4\n", NULL, "nvptx-strict-atomics=true"},
    {"inline", "inline", 0, b_inline,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-DAG: %retval = alloca { i32, float }\n"
     "CHECK-DAG: %s = alloca { i32, float }\n"
     "CHECK-DAG: %acc = alloca i32\n"
     "CHECK-DAG: %acc.1 = alloca i32\n"
     "CHECK-DAG: %st = alloca { i32, float }\n"
     "CHECK: br label %entry.1\n"
     "CHECK-NOT: call i32 @h(\n"
     "CHECK-NOT: call { i32, float } @hs(\n"
     "CHECK-NOT: call i32 @hb(\n"
     "CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %s, ptr %st, i64 8, i1 false)\n"
     "CHECK-NOT: call void @hv(\n"
     "CHECK: call i32 @hn(i32 %x)\n"
     "CHECK: call i32 @hr(i32 %small)\n"
     "CHECK: ret i32\n", NULL, NULL},
    {"inline_O2", "inline,sroa_lite,mem2reg,simplify,gvn,dce,simplifycfg", 0, b_inline,
     "CHECK-LABEL: define i32 @f(\n"
     "CHECK-NOT: alloca\n"
     "CHECK-NOT: call i32 @h(\n"
     "CHECK: call i32 @hn(i32 %x)\n"
     "CHECK: call i32 @hr(i32 %small)\n", NULL, NULL},
    {"atomics_i128_sm90", "expand_atomics", 90, b_atomics_i128,
     "CHECK-LABEL: define i128 @f(\n"
     "CHECK: %pair = cmpxchg ptr addrspace(1) %p, i128 0, i128 0 acquire acquire, align 16\n"
     "CHECK-NEXT: %bits = extractvalue { i128, i1 } %pair, 0\n"
     "CHECK-NEXT: atomicrmw xchg ptr addrspace(1) %p, i128 %x syncscope(\"device\") release, align 16\n"
     "CHECK-NEXT: %xc = atomicrmw xchg ptr addrspace(1) %p, i128 %x monotonic\n"
     "CHECK: atomicrmw.loop:\n"
     "CHECK: cmpxchg ptr addrspace(1) %p, i128 %loaded, i128 %new seq_cst seq_cst\n", NULL, "nvptx-strict-atomics=true"},
    {"atomics_i128_sm80", "expand_atomics", 80, b_atomics_i128,
     "CHECK-LABEL: define i128 @f(\n"
     "CHECK-NEXT: entry:\n"
     "CHECK-NEXT: %v = load atomic i128, ptr addrspace(1) %p acquire, align 16\n"
     "CHECK-NEXT: store atomic i128 %x, ptr addrspace(1) %p syncscope(\"device\") release, align 16\n"
     "CHECK-NEXT: %xc = atomicrmw xchg ptr addrspace(1) %p, i128 %x monotonic\n"
     "CHECK-NEXT: %old = atomicrmw add ptr addrspace(1) %p, i128 %x seq_cst\n", NULL, "nvptx-strict-atomics=true"},
    {NULL, NULL, 0, NULL, NULL, NULL, NULL}};
