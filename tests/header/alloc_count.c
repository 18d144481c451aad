/* alloc_count.c -- nvcg.h with the user's allocator (NVCG_MALLOC, NVCG_REALLOC,
 * NVCG_FREE defined before the implementation): every block the library takes goes
 * through the hooks and is given back by the time the context is destroyed. The workload
 * touches every owner of memory: a module from the builder, verified, printed, compiled at
 * -O0 and -O2; the printed text parsed into a second module and compiled; a parse that
 * fails; a module destroyed on its own, the rest with the context. Prints PASS/FAIL lines
 * (tests/suites/01-header.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long n_malloc, n_free, n_realloc;
static void *count_malloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (p) n_malloc++;
  return p;
}
static void *count_realloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!p && q) n_malloc++; /* realloc(NULL, n) is a malloc */
  else if (q) n_realloc++;
  return q;
}
static void count_free(void *p) {
  if (p) n_free++;
  free(p);
}
#define NVCG_MALLOC(sz) count_malloc(sz)
#define NVCG_REALLOC(p, sz) count_realloc(p, sz)
#define NVCG_FREE(p) count_free(p)
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"

static int failures;
static void check(int ok, const char *name, const char *why) {
  if (ok) printf("PASS: %s\n", name);
  else { printf("FAIL: %s (%s)\n", name, why); failures++; }
}
static void quiet(const nvcg_diagnostic *d, void *user) { (void)d; (void)user; }

/* y[tid] = a * x[tid] + y[tid] */
static nvcg_module *build(nvcg_context *ctx) {
  nvcg_module *m = nvcg_module_create(ctx, "alloc");
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_type *f32 = nvcg_type_float(ctx), *i64 = nvcg_type_int(ctx, 64);
  nvcg_type *gptr = nvcg_type_ptr(ctx, NVCG_AS_GLOBAL), *params[3];
  nvcg_value *fn, *i, *px, *py, *r;
  params[0] = f32; params[1] = gptr; params[2] = gptr;
  fn = nvcg_function_add(m, "saxpy", nvcg_type_function(nvcg_type_void(ctx), params, 3, 0));
  nvcg_function_set_kernel(fn, 1);
  nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
  i = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "tid");
  i = nvcg_build_cast(b, NVCG_OP_ZEXT, i, i64, "i");
  px = nvcg_build_gep(b, f32, nvcg_function_param(fn, 1), &i, 1, 1, "px");
  py = nvcg_build_gep(b, f32, nvcg_function_param(fn, 2), &i, 1, 1, "py");
  r = nvcg_build_binop(b, NVCG_OP_FMUL, nvcg_function_param(fn, 0), nvcg_build_load(b, f32, px, 4, 0, "x"), 0, "ax");
  r = nvcg_build_binop(b, NVCG_OP_FADD, r, nvcg_build_load(b, f32, py, 4, 0, "y"), 0, "r");
  nvcg_build_store(b, r, py, 4, 0);
  nvcg_build_ret(b, NULL);
  nvcg_builder_destroy(b);
  return m;
}

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m, *m2 = NULL, *bad = NULL;
  nvcg_options o;
  char *ll = NULL, *ptx = NULL, why[160];
  size_t len = 0;
  int ok = 1;
  static const char broken[] = "define void @k() {\n  ret i32 %nope\n}\n";
  nvcg_context_set_diag_handler(ctx, quiet, NULL);
  m = build(ctx);
  ok &= nvcg_verify_module(m) == NVCG_OK;
  ok &= nvcg_print_ll(m, &ll, &len) == NVCG_OK;
  nvcg_options_init(&o);
  o.opt_level = 0;
  ok &= nvcg_compile(m, &o, &ptx, NULL) == NVCG_OK;
  nvcg_free(ptx);
  o.opt_level = 2;
  ok &= nvcg_compile(m, &o, &ptx, NULL) == NVCG_OK;
  nvcg_free(ptx);
  ok &= ll && nvcg_parse_ll(ctx, ll, len, "alloc.ll", &m2) == NVCG_OK;
  ok &= m2 && nvcg_compile(m2, &o, &ptx, NULL) == NVCG_OK;
  nvcg_free(ptx);
  nvcg_free(ll);
  ok &= nvcg_parse_ll(ctx, broken, sizeof broken - 1, "broken.ll", &bad) != NVCG_OK;
  nvcg_module_destroy(m);
  nvcg_context_destroy(ctx); /* and m2 with it */
  check(ok, "header.alloc.workload", "a step of the workload failed");
  check(n_malloc > 0, "header.alloc.hooks_used", "NVCG_MALLOC was never called");
  snprintf(why, sizeof why, "%lu blocks allocated, %lu freed", n_malloc, n_free);
  check(n_malloc == n_free, "header.alloc.all_freed", why);
  return failures ? 1 : 0;
}
