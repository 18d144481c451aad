/* oom_inject.c -- allocation failure injected into every public API path (issue 17).
 *
 * The program carries the implementation with NVCG_MALLOC/NVCG_REALLOC hooks that fail
 * on request. One scenario uses the public API the way a DSL compiler does: create a
 * context, parse a module from .ll text, build a second one with the builder, link,
 * verify, compile at -O2 and print the IR back. A clean run counts its allocations (N);
 * then the scenario runs again with allocation k failing, for every k up to 1500 and a
 * stride of the rest up to N, in two modes: only allocation k fails (later ones succeed
 * again, as when memory comes back), or k and every one after it fail. Each run must
 *   - end without a crash or exit (the library never exits its host);
 *   - either succeed with the clean run's exact PTX (k beyond what the scenario needs), or
 *     fail with NVCG_OUT_OF_MEMORY / NULL from the call that ran out, one error
 *     "out of memory allocating N bytes" through the diagnostic handler, and every later
 *     call on the context failing at once;
 *   - leave no block allocated once the context is destroyed (the context owns everything,
 *     even what was in flight when the allocation failed).
 * Prints one PASS:/FAIL: line per mode (tests/suites/63-hostile.sh builds it with ASan
 * and UBSan where the compiler has them). */
#include "alloc_inject.h"
#define NVCG_IMPLEMENTATION
#include "nvcg.h"

#include <string.h>

static const char kernel_ll[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define internal float @scale(float %x, i32 %i) {\n"
    "  %f = sitofp i32 %i to float\n"
    "  %m = fmul float %x, %f\n"
    "  %c = fcmp olt float %m, 1.0e3\n"
    "  %r = select i1 %c, float %m, float 1.0e3\n"
    "  ret float %r\n"
    "}\n"
    "define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  br label %loop\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i1, %body ]\n"
    "  %acc = phi float [ 0.0, %entry ], [ %acc1, %body ]\n"
    "  %done = icmp sge i32 %i, %n\n"
    "  br i1 %done, label %exit, label %body\n"
    "body:\n"
    "  %idx = add i32 %i, %tid\n"
    "  %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %idx\n"
    "  %v = load float, ptr addrspace(1) %p, align 4\n"
    "  %s = call float @scale(float %v, i32 %i)\n"
    "  %acc1 = fadd float %acc, %s\n"
    "  %i1 = add i32 %i, 1\n"
    "  br label %loop\n"
    "exit:\n"
    "  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid\n"
    "  store float %acc, ptr addrspace(1) %q, align 4\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @k, !\"kernel\", i32 1}\n";

typedef struct diags {
  unsigned oom_errors, other_errors;
} diags;

static void on_diag(const nvcg_diagnostic *d, void *user) {
  diags *g = (diags *)user;
  if (d->severity != NVCG_SEV_ERROR) return;
  if (!strncmp(d->message, "out of memory allocating ", 25)) g->oom_errors++;
  else g->other_errors++;
}

static const char *const step_names[] = {"create", "parse", "build", "link", "verify", "compile", "print"};

typedef struct outcome {
  int ok;                 /* every step succeeded */
  int failed_status_ok;   /* the failing step said NVCG_OUT_OF_MEMORY (or NULL) */
  int later_calls_failed; /* a call after the failure failed at once */
  int no_context;         /* nvcg_context_create itself ran out of memory */
  int step;               /* the step that failed: index into step_names */
  diags d;
  char *ptx;
} outcome;

/* Builds `void @twice(ptr addrspace(1) %p)`: p[tid] *= 2, as a kernel. NULL: a call failed. */
static nvcg_module *build_twice(nvcg_context *ctx) {
  nvcg_module *m = nvcg_module_create(ctx, "twice");
  nvcg_type *f32, *i32, *gptr, *fty;
  nvcg_value *fn, *tid, *p, *v, *w, *r;
  nvcg_block *bb;
  nvcg_builder *b;
  if (!m) return NULL;
  f32 = nvcg_type_float(ctx);
  i32 = nvcg_type_int(ctx, 32);
  gptr = nvcg_type_ptr(ctx, 1);
  fty = gptr ? nvcg_type_function(nvcg_type_void(ctx), &gptr, 1, 0) : NULL;
  if (!f32 || !i32 || !fty) return NULL;
  fn = nvcg_function_add(m, "twice", fty);
  if (!fn) return NULL;
  nvcg_function_set_kernel(fn, 1);
  bb = nvcg_block_append(fn, "entry");
  b = nvcg_builder_create(m);
  if (!bb || !b) return NULL;
  nvcg_builder_position_at_end(b, bb);
  tid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "tid");
  if (!tid) return NULL;
  p = nvcg_build_gep(b, f32, nvcg_function_param(fn, 0), &tid, 1, 1, "p");
  if (!p) return NULL;
  v = nvcg_build_load(b, f32, p, 4, 0, "v");
  if (!v) return NULL;
  w = nvcg_build_binop(b, NVCG_OP_FADD, v, v, 0, "w");
  if (!w) return NULL;
  if (!nvcg_build_store(b, w, p, 4, 0)) return NULL;
  r = nvcg_build_ret(b, NULL);
  if (!r) return NULL;
  return m;
}

static void scenario(outcome *o) {
  nvcg_context *ctx;
  nvcg_module *m = NULL, *m2;
  nvcg_options opt;
  nvcg_status st;
  char *text = NULL;
  memset(o, 0, sizeof *o);
  ctx = nvcg_context_create();
  o->step = 0;
  if (!ctx) {
    o->failed_status_ok = o->later_calls_failed = o->no_context = 1;
    return;
  }
  nvcg_context_set_diag_handler(ctx, on_diag, &o->d);
  o->step = 1;
  st = nvcg_parse_ll(ctx, kernel_ll, sizeof kernel_ll - 1, "kernel.ll", &m);
  if (st != NVCG_OK) {
    o->failed_status_ok = st == NVCG_OUT_OF_MEMORY && !m;
    goto failed;
  }
  o->step = 2;
  m2 = build_twice(ctx);
  if (!m2) {
    o->failed_status_ok = 1;
    goto failed;
  }
  o->step = 3;
  st = nvcg_module_link(m, m2);
  if (st != NVCG_OK) {
    o->failed_status_ok = st == NVCG_OUT_OF_MEMORY;
    goto failed;
  }
  o->step = 4;
  st = nvcg_verify_module(m);
  if (st != NVCG_OK) {
    o->failed_status_ok = st == NVCG_OUT_OF_MEMORY;
    goto failed;
  }
  nvcg_options_init(&opt);
  opt.opt_level = 2;
  o->step = 5;
  st = nvcg_compile(m, &opt, &o->ptx, NULL);
  if (st != NVCG_OK) {
    o->failed_status_ok = st == NVCG_OUT_OF_MEMORY && !o->ptx;
    goto failed;
  }
  o->step = 6;
  st = nvcg_print_ll(m, &text, NULL);
  if (st != NVCG_OK) {
    o->failed_status_ok = st == NVCG_OUT_OF_MEMORY && !text;
    goto failed;
  }
  nvcg_free(text);
  o->ok = !nvcg_context_out_of_memory(ctx); /* a success that claims otherwise fails below */
  nvcg_context_destroy(ctx);
  return;
failed:
  /* The context ran out of memory: it says so, and any call on it now fails at once. */
  o->later_calls_failed = nvcg_context_out_of_memory(ctx) && nvcg_module_create(ctx, "after") == NULL &&
                          nvcg_type_int(ctx, 32) == NULL;
  nvcg_context_destroy(ctx);
}

static int failures;

static void report(const char *name, const char *why) {
  if (!why) printf("PASS: hostile.oom.%s\n", name);
  else {
    printf("FAIL: hostile.oom.%s (%s)\n", name, why);
    failures++;
  }
}

/* Runs the scenario with allocation k failing; NULL when all is as it must be. */
static long failed_in[7];

static const char *run_with_failure(long k, int after, const char *clean_ptx, char *why, size_t whysz) {
  outcome o;
  int same;
  fail_at = k;
  fail_after = after;
  alloc_count = 0;
  scenario(&o);
  fail_at = 0;
  same = o.ptx && !strcmp(o.ptx, clean_ptx);
  nvcg_free(o.ptx); /* before counting: the PTX is the caller's */
  if (live_blocks != 0) {
    snprintf(why, whysz, "k=%ld: %ld blocks still allocated after nvcg_context_destroy", k, live_blocks);
    live_blocks = 0;
    return why;
  }
  if (o.ok) {
    if (!same) return snprintf(why, whysz, "k=%ld: succeeded with different PTX", k), why;
    if (o.d.oom_errors || o.d.other_errors)
      return snprintf(why, whysz, "k=%ld: succeeded but reported errors", k), why;
    return NULL;
  }
  if (!after) failed_in[o.step]++;
  if (!o.failed_status_ok)
    return snprintf(why, whysz, "k=%ld: the failing call did not say NVCG_OUT_OF_MEMORY / NULL", k), why;
  if (!o.later_calls_failed)
    return snprintf(why, whysz, "k=%ld: calls after the failure did not fail", k), why;
  /* No context (creation failed): nothing to report to. Otherwise exactly one error. */
  if (!o.no_context && !(o.d.oom_errors == 1 && o.d.other_errors == 0))
    return snprintf(why, whysz, "k=%ld: %u out-of-memory errors and %u others reported (wanted 1 and 0)", k,
                    o.d.oom_errors, o.d.other_errors),
           why;
  return NULL;
}

int main(void) {
  outcome clean;
  char *clean_ptx;
  long n, k, stride, runs[2] = {0, 0};
  int after;
  char why[256];
  setvbuf(stdout, NULL, _IOLBF, 0);
  scenario(&clean);
  n = alloc_count;
  clean_ptx = (char *)malloc(clean.ptx ? strlen(clean.ptx) + 1 : 1); /* outside the hooks */
  if (!clean_ptx) return 1;
  strcpy(clean_ptx, clean.ptx ? clean.ptx : "");
  nvcg_free(clean.ptx);
  if (!clean.ok || live_blocks != 0) {
    report("clean_run", "the scenario fails without injected failures");
    return 1;
  }
  report("clean_run", NULL);
  stride = n > 1500 ? (n - 1500) / 1500 + 1 : 1;
  for (after = 0; after <= 1; after++) {
    const char *bad = NULL;
    for (k = 1; k <= n && !bad; k += k < 1500 ? 1 : stride, runs[after]++)
      bad = run_with_failure(k, after, clean_ptx, why, sizeof why);
    if (!bad) bad = run_with_failure(n, after, clean_ptx, why, sizeof why); /* the very last one */
    report(after ? "fail_k_and_after" : "fail_only_k", bad);
  }
  fprintf(stderr, "oom_inject: %ld allocations in the clean run; %ld + %ld injected runs; failing step:", n,
          runs[0], runs[1]);
  for (k = 0; k < 7; k++) fprintf(stderr, " %s %ld", step_names[k], failed_in[k]);
  fprintf(stderr, "\n");
  free(clean_ptx);
  return failures ? 1 : 0;
}
