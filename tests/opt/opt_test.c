/* opt_test.c -- tests of the IR passes (nvcg_impl/opt/). Each case builds a module with
 * the builder API, writes it (NAME.before.ll), runs a list of passes with a structural
 * and dominance check after each one, and writes the result (NAME.after.ll) and FileCheck
 * directives (NAME.check). Cases whose module has a host-runnable @main are also run
 * before and after with lli (tests/suites/45-opt.sh compares the outputs): that is the
 * semantic oracle. `fuzz SEED` makes random -O0-style programs for the same comparison.
 *
 *   opt_test list                      names of the cases
 *   opt_test run NAME OUTDIR           one case; prints "run" when it has a @main
 *   opt_test fuzz SEED PASSES OUTDIR   a random program (fuzz-SEED.{before,after}.ll)
 *   opt_test fold SEED OUTDIR          random constant expressions through simplify
 */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include "harness.h"

typedef struct nvt_ctx {
  nvcg_context *ctx;
  nvcg_module *m;
  nvcg_builder *b;
  nvcg_type *v, *i1, *i8, *i16, *i32, *i64, *f16, *bf16, *f32, *f64, *ptr, *gptr, *sptr;
} nvt_ctx;

typedef struct nvt_case {
  const char *name;
  const char *passes;
  unsigned sm;
  void (*build)(nvt_ctx *t);
  const char *check; /* FileCheck directives, one per line */
  /* When set: writes the output @main must print (lli on the result), for inputs LLVM 14
   * cannot read before the passes run (atomicrmw fmax/uinc_wrap are LLVM 15+/16+). */
  void (*expect)(FILE *out);
  /* One knob the case runs with ("name=value", as nvcgc --knob), or NULL. The expansion
   * cases set nvptx-strict-atomics=true: they check how each ordering carries through an
   * expansion, which is what that knob keeps; the default (stronger than monotonic
   * becomes monotonic, as libNVVM) is checked by the codegen test atomics_nvvm. */
  const char *knob;
} nvt_case;

/* ---- building helpers ---- */
static uint8_t nvt_pattern(unsigned i) { return (uint8_t)(i * 37 + 11); }

static nvcg_value *nvt_fn(nvt_ctx *t, const char *name, nvcg_type *ret, nvcg_type *const *params, unsigned n) {
  return nvcg_function_add(t->m, name, nvcg_type_function(ret, params, n, 0));
}
static nvcg_value *nvt_arg(nvcg_value *fn, unsigned i, const char *name) {
  nvcg_value *a = nvcg_function_param(fn, i);
  nvcg_value_set_name(a, name);
  return a;
}
static void nvt_at(nvt_ctx *t, nvcg_block *bb) { nvcg_builder_position_at_end(t->b, bb); }
static nvcg_value *nvt_ci(nvcg_type *ty, int64_t v) { return nvcg_const_int_signed(ty, v); }
static nvcg_value *nvt_add(nvt_ctx *t, nvcg_value *a, nvcg_value *b, const char *n) {
  return nvcg_build_binop(t->b, NVCG_OP_ADD, a, b, 0, n);
}
static nvcg_value *nvt_load(nvt_ctx *t, nvcg_type *ty, nvcg_value *p, const char *n) {
  return nvcg_build_load(t->b, ty, p, 0, 0, n);
}
static void nvt_store(nvt_ctx *t, nvcg_value *v, nvcg_value *p) { nvcg_build_store(t->b, v, p, 0, 0); }
static nvcg_value *nvt_gep2(nvt_ctx *t, nvcg_type *st, nvcg_value *p, unsigned field, const char *n) {
  nvcg_value *idx[2];
  idx[0] = nvt_ci(t->i32, 0);
  idx[1] = nvt_ci(t->i32, field);
  return nvcg_build_gep(t->b, st, p, idx, 2, 1, n);
}
static nvcg_value *nvt_gep1(nvt_ctx *t, nvcg_type *et, nvcg_value *p, nvcg_value *i, const char *n) {
  return nvcg_build_gep(t->b, et, p, &i, 1, 1, n);
}
static nvcg_value *nvt_call(nvt_ctx *t, const char *intr, nvcg_value *const *args, unsigned n, const char *name) {
  return nvcg_build_intrinsic(t->b, intr, args, n, name);
}
static void nvt_memcpy(nvt_ctx *t, nvcg_value *d, nvcg_value *s, int64_t len) {
  nvcg_value *a[4];
  a[0] = d;
  a[1] = s;
  a[2] = nvt_ci(t->i64, len);
  a[3] = nvt_ci(t->i1, 0);
  nvt_call(t, "llvm.memcpy.p0.p0.i64", a, 4, NULL);
}
static void nvt_memset(nvt_ctx *t, nvcg_value *d, int byte, int64_t len) {
  nvcg_value *a[4];
  a[0] = d;
  a[1] = nvt_ci(t->i8, byte);
  a[2] = nvt_ci(t->i64, len);
  a[3] = nvt_ci(t->i1, 0);
  nvt_call(t, "llvm.memset.p0.i64", a, 4, NULL);
}

/* @main: calls fn once per row of arguments and prints its result. Integer parameters
 * take the row's values; pointer parameters get a 256-byte global buffer reset to a
 * fixed pattern before each call and printed after it; float/double take the value / 4. */
#define NVT_BUF 256
static void nvt_add_main(nvt_ctx *t, nvcg_value *fn, const int64_t *rows, unsigned nrows) {
  nv_func *f = NV_FUNC(fn);
  nvcg_type *arr = nvcg_type_array(t->i8, NVT_BUF), *pf[1];
  uint8_t pat[NVT_BUF];
  nvcg_value *buf, *init, *fmt, *pr, *mainf, *args[16], *pa[2];
  nvcg_type *prty;
  unsigned r, i, np = f->nargs;
  nvcg_block *bb;
  for (i = 0; i < NVT_BUF; i++) pat[i] = nvt_pattern(i);
  buf = nvcg_global_add(t->m, arr, "nvt_buf", 0);
  nvcg_global_set_initializer(buf, nvcg_const_zero(arr));
  nvcg_global_set_align(buf, 16);
  init = nvcg_global_add(t->m, arr, "nvt_init", 0);
  nvcg_global_set_initializer(init, nvcg_const_string(t->ctx, (const char *)pat, NVT_BUF, 0));
  nvcg_global_set_constant(init, 1);
  fmt = nvcg_global_add(t->m, nvcg_type_array(t->i8, 6), "nvt_fmt", 0);
  nvcg_global_set_initializer(fmt, nvcg_const_string(t->ctx, "%llx\n", 5, 1));
  nvcg_global_set_constant(fmt, 1);
  pf[0] = t->ptr;
  prty = nvcg_type_function(t->i32, pf, 1, 1);
  pr = nvcg_function_add(t->m, "printf", prty);
  mainf = nvt_fn(t, "main", t->i32, NULL, 0);
  bb = nvcg_block_append(mainf, "entry");
  nvt_at(t, bb);
  for (r = 0; r < nrows; r++) {
    nvcg_value *res;
    nvt_memcpy(t, buf, init, NVT_BUF);
    for (i = 0; i < np; i++) {
      nvcg_type *pt = f->fty->fields[i];
      int64_t v = rows[r * np + i];
      if (pt->kind == NVCG_TYPE_PTR) args[i] = buf;
      else if (pt->kind == NVCG_TYPE_INT) args[i] = nvcg_const_int_signed(pt, v);
      else args[i] = nvcg_const_fp(pt, (double)v / 4);
    }
    res = nvcg_build_call(t->b, f->fty, fn, args, np, "r");
    if (f->fty->elem->kind != NVCG_TYPE_VOID) {
      nvcg_type *rt = f->fty->elem;
      if (rt->kind != NVCG_TYPE_INT) res = nvcg_build_cast(t->b, NVCG_OP_BITCAST, res, nvcg_type_int(t->ctx, nv_type_prim_bits(rt)), "bits");
      if (res->type->bits < 64) res = nvcg_build_cast(t->b, NVCG_OP_ZEXT, res, t->i64, "wide");
      pa[0] = fmt;
      pa[1] = res;
      nvcg_build_call(t->b, prty, pr, pa, 2, NULL);
    }
    for (i = 0; i < np; i++) {
      if (f->fty->fields[i]->kind == NVCG_TYPE_PTR) {
        unsigned k;
        for (k = 0; k < NVT_BUF / 8; k++) {
          nvcg_value *p = nvt_gep1(t, t->i64, buf, nvt_ci(t->i64, k), "p");
          pa[0] = fmt;
          pa[1] = nvt_load(t, t->i64, p, "w");
          nvcg_build_call(t->b, prty, pr, pa, 2, NULL);
        }
        break;
      }
    }
  }
  nvcg_build_ret(t->b, nvt_ci(t->i32, 0));
}

/* Marks a case whose IR LLVM 14 cannot read at all (FileCheck only). */
static void nvt_expect_none(FILE *out) { (void)out; }

/* Atomics that stay native for PTX but that LLVM 14 cannot read (uinc_wrap, udec_wrap
 * on i32) become compare-and-swap loops, so lli can run the result; the loop code is
 * the pass's own, exercised on i64 by the same cases. */
static void nvt_hostify(nv_module *m) {
  nv_func *f;
  for (f = m->funcs_first; f; f = f->next) {
    nv_block *bb;
    NV_VEC(nv_inst *) todo = NV_VEC_INIT;
    uint32_t i;
    for (bb = f->first; bb; bb = bb->next)
      for (nv_inst *I = bb->first; I; I = I->next)
        if (I->v.opcode == NVCG_OP_ATOMICRMW && I->v.sub >= NVCG_RMW_FMAX) nv_vec_push(&todo, I);
    for (i = 0; i < todo.len; i++) nv_xa_cas_loop(todo.data[i], 0);
    nv_vec_free(&todo);
  }
}

static void nvt_init(nvt_ctx *t);
static void nvt_fini(nvt_ctx *t);
static int nvt_run_on_module(nv_module *m, const char *passes, const nv_options *o);

#include "cases.h"
#include "fuzz.h"

static void nvt_init(nvt_ctx *t) {
  nvcg_context *c = nvcg_context_create();
  t->ctx = c;
  t->m = nvcg_module_create(c, "t");
  t->b = nvcg_builder_create(t->m);
  t->v = nvcg_type_void(c);
  t->i1 = nvcg_type_int(c, 1);
  t->i8 = nvcg_type_int(c, 8);
  t->i16 = nvcg_type_int(c, 16);
  t->i32 = nvcg_type_int(c, 32);
  t->i64 = nvcg_type_int(c, 64);
  t->f16 = nvcg_type_half(c);
  t->bf16 = nvcg_type_bfloat(c);
  t->f32 = nvcg_type_float(c);
  t->f64 = nvcg_type_double(c);
  t->ptr = nvcg_type_ptr(c, 0);
  t->gptr = nvcg_type_ptr(c, 1);
  t->sptr = nvcg_type_ptr(c, 3);
}

static void nvt_fini(nvt_ctx *t) {
  nvcg_builder_destroy(t->b);
  nvcg_context_destroy(t->ctx);
}

/* Runs passes on every defined function except @main (the harness's own driver). */
static int nvt_run_on_module(nv_module *m, const char *passes, const nv_options *o) {
  nv_func *mainf = NULL, *f;
  nv_block *saved = NULL;
  int rc;
  for (f = m->funcs_first; f; f = f->next)
    if (f->v.name && strcmp(f->v.name, "main") == 0) mainf = f;
  /* hide @main by marking it a declaration for the duration */
  if (mainf) {
    saved = mainf->first;
    mainf->is_decl = 1;
  }
  rc = nvt_run_passes(m, passes, o);
  if (mainf) {
    mainf->is_decl = 0;
    mainf->first = saved;
  }
  return rc;
}

static int nvt_write_text(const char *path, const char *text) {
  FILE *fp = fopen(path, "w");
  if (!fp) {
    perror(path);
    return -1;
  }
  fputs(text, fp);
  fclose(fp);
  return 0;
}

static int nvt_cmd_run(const char *name, const char *dir) {
  const nvt_case *c;
  char path[1024];
  for (c = nvt_cases; c->name; c++) {
    nvt_ctx t;
    nv_options o;
    int rc, has_main;
    if (strcmp(c->name, name) != 0) continue;
    nvt_init(&t);
    c->build(&t);
    if (nvcg_module_error_count(t.m)) {
      fprintf(stderr, "%s: the builder reported errors\n", name);
      nvt_fini(&t);
      return 1;
    }
    if (nvt_check_module(t.m)) {
      fprintf(stderr, "%s: the input is broken\n", name);
      nvt_fini(&t);
      return 1;
    }
    snprintf(path, sizeof path, "%s/%s.before.ll", dir, name);
    nvt_write_module(t.m, path);
    nvt_options(&o, c->sm ? c->sm : 75, 2);
    if (c->knob) {
      static int64_t knobs[NV_KNOB_COUNT];
      const char *eq = strchr(c->knob, '=');
      int k = eq ? nv_knob_find(c->knob, (size_t)(eq - c->knob)) : -1;
      unsigned i;
      for (i = 0; i < NV_KNOB_COUNT; i++) knobs[i] = nv_opt_knob(NULL, i);
      if (k < 0 || !nv_knob_parse_value(nv_knob_table[k].type, eq + 1, &knobs[k])) {
        fprintf(stderr, "%s: bad knob '%s'\n", name, c->knob);
        nvt_fini(&t);
        return 1;
      }
      o.knobs = knobs;
    }
    rc = nvt_run_on_module(t.m, c->passes, &o);
    if (!rc && c->expect && c->expect != nvt_expect_none) nvt_hostify(t.m);
    snprintf(path, sizeof path, "%s/%s.after.ll", dir, name);
    nvt_write_module(t.m, path);
    snprintf(path, sizeof path, "%s/%s.check", dir, name);
    nvt_write_text(path, c->check);
    has_main = nv_module_lookup(t.m, "main") != NULL;
    nvt_fini(&t);
    if (rc) return 1;
    if (c->expect == nvt_expect_none) {
      printf("textonly\n");
    } else if (c->expect) {
      FILE *fp;
      snprintf(path, sizeof path, "%s/%s.expected", dir, name);
      fp = fopen(path, "w");
      if (!fp) return 1;
      c->expect(fp);
      fprintf(fp, "exit 0\n");
      fclose(fp);
      printf("expect\n");
    } else if (has_main) {
      printf("run\n");
    }
    return 0;
  }
  fprintf(stderr, "no case '%s'\n", name);
  return 2;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "list") == 0) {
    const nvt_case *c;
    for (c = nvt_cases; c->name; c++) printf("%s\n", c->name);
    return 0;
  }
  if (argc == 4 && strcmp(argv[1], "run") == 0) return nvt_cmd_run(argv[2], argv[3]);
  if (argc == 5 && strcmp(argv[1], "fuzz") == 0) return nvt_cmd_fuzz(argv[2], argv[3], argv[4]);
  if (argc == 4 && strcmp(argv[1], "fold") == 0) return nvt_cmd_fold(argv[2], argv[3]);
  fprintf(stderr, "usage: opt_test list | run NAME OUTDIR | fuzz SEED PASSES OUTDIR | fold SEED OUTDIR\n");
  return 2;
}
