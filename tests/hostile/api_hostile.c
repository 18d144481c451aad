/* api_hostile.c -- hostile use of the builder API (issue 17), through the public API only.
 * It includes the implementation itself, with counting NVCG_MALLOC/NVCG_REALLOC/NVCG_FREE
 * hooks, so that it can check that destroying a context frees every block. Each check prints "PASS: hostile.api.<name>" or
 * "FAIL: hostile.api.<name> (why)"; tests/suites/63-hostile.sh builds and runs it.
 *
 * What it covers: constant expressions and types nested 10^5 / 4x10^4 deep (a clear error
 * at 256 levels, never a stack overflow, in linear time); a struct type DAG whose size
 * doubles 70 times (overflow rejected, no exponential walk); invalid atomic orderings and
 * unknown sync scopes; launch bounds beyond PTX's limits; a 4 TiB zero-initialised global
 * (compiled, never materialised); builders that are never destroyed (the context frees
 * them: no block is left allocated). */
#include <stdio.h>
#include <stdlib.h>

/* Live blocks allocated through the hooks (a test program's own state, not the library's). */
static long live_blocks;
static void *count_malloc(size_t n) {
  void *p = malloc(n);
  if (p) live_blocks++;
  return p;
}
static void *count_realloc(void *p, size_t n) {
  void *q = realloc(p, n);
  if (!p && q) live_blocks++;
  return q;
}
static void count_free(void *p) {
  if (p) live_blocks--;
  free(p);
}
#define NVCG_MALLOC(n) count_malloc(n)
#define NVCG_REALLOC(p, n) count_realloc((p), (n))
#define NVCG_FREE(p) count_free(p)
#define NVCG_IMPLEMENTATION
#include "nvcg.h"

#include <string.h>
#include <time.h>

typedef struct diags {
  unsigned errors;
  char last[512];
} diags;

static void on_diag(const nvcg_diagnostic *d, void *user) {
  diags *g = (diags *)user;
  if (d->severity == NVCG_SEV_ERROR) g->errors++;
  snprintf(g->last, sizeof g->last, "%s", d->message);
}

static int failures;

static void check(const char *name, int ok, const char *why) {
  if (ok) printf("PASS: hostile.api.%s\n", name);
  else {
    printf("FAIL: hostile.api.%s (%s)\n", name, why);
    failures++;
  }
}

static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

typedef struct fx {
  nvcg_context *ctx;
  nvcg_module *m;
  diags d;
} fx;

static void fx_begin(fx *x) {
  memset(x, 0, sizeof *x);
  x->ctx = nvcg_context_create();
  nvcg_context_set_diag_handler(x->ctx, on_diag, &x->d);
  x->m = nvcg_module_create(x->ctx, "hostile");
}

/* A kernel `k` that stores v to global @out, compiled at -O2 for sm_75. */
static nvcg_status compile_store(fx *x, nvcg_value *v, char **ptx) {
  nvcg_type *vd = nvcg_type_void(x->ctx);
  nvcg_value *fn = nvcg_function_add(x->m, "k", nvcg_type_function(vd, NULL, 0, 0));
  nvcg_builder *b = nvcg_builder_create(x->m);
  nvcg_value *out = nvcg_global_add(x->m, nvcg_value_type(v), "out", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(out, nvcg_const_zero(nvcg_value_type(v)));
  nvcg_function_set_kernel(fn, 1);
  nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
  nvcg_build_store(b, v, out, 0, 0);
  nvcg_build_ret(b, NULL);
  return nvcg_compile(x->m, NULL, ptx, NULL);
}

/* 10^5 nested constant GEPs and casts: each constructor past 256 levels is refused with
 * a message; verify, print and compile of the deepest accepted one work. */
static void deep_constants(void) {
  fx x;
  nvcg_type *i32, *i64, *gp;
  nvcg_value *g, *c, *one, *last_ok = NULL;
  unsigned i, accepted = 0;
  char *s = NULL;
  double t0 = now();
  fx_begin(&x);
  i32 = nvcg_type_int(x.ctx, 32);
  i64 = nvcg_type_int(x.ctx, 64);
  gp = nvcg_type_ptr(x.ctx, NVCG_AS_GLOBAL);
  g = nvcg_global_add(x.m, i32, "g", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_int(i32, 7));
  one = nvcg_const_int(i64, 1);
  c = g;
  for (i = 0; i < 100000 && c; i++) {
    nvcg_value *n = i % 2 ? nvcg_const_gep(i32, c, &one, 1, 0)
                          : nvcg_const_cast(NVCG_OP_INTTOPTR, nvcg_const_cast(NVCG_OP_PTRTOINT, c, i64), gp);
    if (n) {
      accepted++;
      last_ok = n;
    }
    c = n;
  }
  check("deep_constants_refused", c == NULL && strstr(x.d.last, "nest more than 256 levels") != NULL, x.d.last);
  check("deep_constants_accepted_up_to_limit", accepted >= 120 && last_ok != NULL, "too few levels accepted");
  {
    nvcg_value *h = nvcg_global_add(x.m, gp, "h", NVCG_AS_GLOBAL);
    nvcg_global_set_initializer(h, last_ok);
  }
  x.d.errors = 0;
  check("deep_constants_verify", nvcg_verify_module(x.m) == NVCG_OK, x.d.last);
  check("deep_constants_print", nvcg_print_ll(x.m, &s, NULL) == NVCG_OK && s && strstr(s, "@h ="), x.d.last);
  nvcg_free(s);
  check("deep_constants_linear_time", now() - t0 < 5.0, "took more than 5 s");
  nvcg_context_destroy(x.ctx);
}

/* Types nested 40,000 deep: refused at 256 levels, fast (each type's layout is computed
 * once, from its components' cached layouts). */
static void deep_types(void) {
  fx x;
  nvcg_type *t, *last = NULL;
  unsigned i, made = 0;
  double t0 = now();
  fx_begin(&x);
  t = nvcg_type_int(x.ctx, 32);
  for (i = 0; i < 40000 && t; i++) {
    t = i % 2 ? nvcg_type_struct(x.ctx, &t, 1, 0) : nvcg_type_array(t, 1);
    if (t) {
      made++;
      last = t;
    }
  }
  check("deep_types_refused", t == NULL && strstr(x.d.last, "nest more than 256 levels") != NULL, x.d.last);
  check("deep_types_accepted_up_to_limit", made == 256 && last && nvcg_type_size(last) == 4,
        "256 levels should be accepted, each of size 4");
  check("deep_types_linear_time", now() - t0 < 2.0, "took more than 2 s");
  nvcg_context_destroy(x.ctx);
}

/* S(k+1) = { S(k), S(k) }: sizes double each level, so an uncached size walk is
 * exponential and the size overflows 64 bits at level 62. */
static void doubling_structs(void) {
  fx x;
  nvcg_type *t, *f[2];
  unsigned k;
  int ok = 1;
  double t0 = now();
  fx_begin(&x);
  t = nvcg_type_int(x.ctx, 8);
  for (k = 0; k < 70 && t; k++) {
    f[0] = f[1] = t;
    t = nvcg_type_struct(x.ctx, f, 2, 0);
    if (t && nvcg_type_size(t) != 2ull << k) ok = 0;
    if (!t && k != 63) ok = 0;
  }
  check("doubling_struct_sizes", ok, "wrong size before the overflow");
  check("doubling_struct_overflow", t == NULL && strstr(x.d.last, "does not fit in 64 bits") != NULL, x.d.last);
  check("doubling_struct_time", now() - t0 < 1.0, "took more than 1 s");
  /* and an array whose size wraps: [2^62 x i32] */
  x.d.last[0] = 0;
  check("array_size_overflow",
        nvcg_type_array(nvcg_type_int(x.ctx, 32), 1ull << 62) == NULL && strstr(x.d.last, "does not fit in 64 bits"),
        x.d.last);
  check("array_size_largest", nvcg_type_size(nvcg_type_array(nvcg_type_int(x.ctx, 32), (1ull << 62) - 1)) ==
                                  UINT64_MAX - 3, "wrong size");
  {
    /* an identified struct whose body would be too large stays opaque */
    nvcg_type *big = nvcg_type_array(nvcg_type_int(x.ctx, 64), 1ull << 60), *two[2];
    nvcg_type *named = nvcg_type_struct_named(x.ctx, "Big");
    two[0] = two[1] = big;
    check("named_struct_overflow", nvcg_struct_set_body(named, two, 2, 0) == NVCG_ERROR && nvcg_type_size(named) == 0,
          x.d.last);
  }
  nvcg_context_destroy(x.ctx);
}

static void atomics(void) {
  fx x;
  nvcg_type *i32, *vd;
  nvcg_value *fn, *p;
  nvcg_builder *b;
  fx_begin(&x);
  i32 = nvcg_type_int(x.ctx, 32);
  vd = nvcg_type_void(x.ctx);
  {
    nvcg_type *pt = nvcg_type_ptr(x.ctx, NVCG_AS_GLOBAL);
    fn = nvcg_function_add(x.m, "k", nvcg_type_function(vd, &pt, 1, 0));
  }
  p = nvcg_function_param(fn, 0);
  b = nvcg_builder_create(x.m);
  nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
  check("ordering_99_load", nvcg_build_atomic_load(b, i32, p, 4, (nvcg_atomic_ordering)99, NULL, 0, "") == NULL &&
                                strstr(x.d.last, "invalid atomic ordering 99"), x.d.last);
  check("ordering_300_store",
        nvcg_build_atomic_store(b, nvcg_const_int(i32, 1), p, 4, (nvcg_atomic_ordering)300, NULL, 0) == NULL &&
            strstr(x.d.last, "invalid atomic ordering 300"), x.d.last);
  check("ordering_cmpxchg_failure",
        nvcg_build_cmpxchg(b, p, nvcg_const_int(i32, 0), nvcg_const_int(i32, 1), NVCG_ORDER_SEQ_CST,
                           (nvcg_atomic_ordering)7, NULL, 0, "") == NULL, x.d.last);
  check("scope_unknown_rmw",
        nvcg_build_atomicrmw(b, NVCG_RMW_ADD, p, nvcg_const_int(i32, 1), NVCG_ORDER_MONOTONIC, "galaxy", 0, "") == NULL &&
            strstr(x.d.last, "unknown sync scope \"galaxy\""), x.d.last);
  check("scope_unknown_fence", nvcg_build_fence(b, NVCG_ORDER_SEQ_CST, "everywhere") == NULL, x.d.last);
  check("scope_known", nvcg_build_atomicrmw(b, NVCG_RMW_ADD, p, nvcg_const_int(i32, 1), NVCG_ORDER_MONOTONIC, "block",
                                            0, "") != NULL, x.d.last);
  nvcg_build_ret(b, NULL);
  /* the misuse above leaves the module failed: nothing is silently compiled */
  check("atomics_module_failed", nvcg_verify_module(x.m) == NVCG_ERROR, "module verified despite misuse");
  /* no nvcg_builder_destroy: the context owns the builder */
  nvcg_context_destroy(x.ctx);
}

static void launch_bounds(void) {
  fx x;
  nvcg_value *fn;
  char *ptx = NULL;
  fx_begin(&x);
  fn = nvcg_function_add(x.m, "k", nvcg_type_function(nvcg_type_void(x.ctx), NULL, 0, 0));
  {
    nvcg_builder *b = nvcg_builder_create(x.m);
    nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
    nvcg_build_ret(b, NULL);
    nvcg_builder_destroy(b);
  }
  nvcg_function_set_kernel(fn, 1);
  nvcg_function_set_maxntid(fn, (unsigned)-1, (unsigned)-1, (unsigned)-1);
  check("maxntid_minus_one", nvcg_compile(x.m, NULL, &ptx, NULL) != NVCG_OK && x.d.errors == 1 &&
                                 strstr(x.d.last, "maxntid x is 4294967295"), x.d.last);
  nvcg_function_set_maxntid(fn, 256, 2, 2);
  x.d.errors = 0;
  check("maxntid_valid", nvcg_compile(x.m, NULL, &ptx, NULL) == NVCG_OK && ptx && strstr(ptx, ".maxntid 256, 2, 2"),
        x.d.last);
  nvcg_free(ptx);
  nvcg_context_destroy(x.ctx);
}

/* A 4 TiB zero-initialised global through the API: compiled, never materialised. */
static void huge_zero_global(void) {
  fx x;
  nvcg_type *t;
  nvcg_value *g;
  char *ptx = NULL;
  fx_begin(&x);
  t = nvcg_type_array(nvcg_type_int(x.ctx, 32), 1ull << 40);
  g = nvcg_global_add(x.m, t, "huge", NVCG_AS_GLOBAL);
  nvcg_global_set_initializer(g, nvcg_const_zero(t));
  check("huge_zero_global", compile_store(&x, nvcg_const_int(nvcg_type_int(x.ctx, 32), 1), &ptx) == NVCG_OK && ptx &&
                                strstr(ptx, ".b8 huge[4398046511104];"), x.d.last);
  nvcg_free(ptx);
  nvcg_context_destroy(x.ctx);
}

/* Builders never destroyed, modules destroyed before their context and builders left
 * behind: the context frees everything (the suite runs this under LeakSanitizer). */
static void lifetimes(void) {
  fx x;
  unsigned i;
  fx_begin(&x);
  for (i = 0; i < 100; i++) nvcg_builder_create(x.m);
  {
    nvcg_module *m2 = nvcg_module_create(x.ctx, "second");
    nvcg_builder_create(m2);
    nvcg_module_destroy(m2);
  }
  check("lifetimes_no_errors", x.d.errors == 0, x.d.last);
  nvcg_context_destroy(x.ctx);
  check("lifetimes_context_frees_everything", live_blocks == 0, "blocks left allocated after nvcg_context_destroy");
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  deep_constants();
  deep_types();
  doubling_structs();
  atomics();
  launch_bounds();
  huge_zero_global();
  lifetimes();
  check("no_block_leaked", live_blocks == 0, "blocks left allocated after every context was destroyed");
  return failures ? 1 : 0;
}
