/* oom_spirv.c -- allocation failure injected into every allocation of a SPIR-V compute
 * shader's way to PTX: nvcg_spirv_translate_bytes (frontends/nvcg_spirv.h, which allocates
 * through the library's hooks too) and then nvcg_compile at -O2, as a game engine or
 * shader tool does it. A clean run counts the allocations (N); then allocation k fails,
 * for every k up to 300 and a stride of the rest up to N + 4 (300 more runs), in the two
 * modes of oom_inject.c (only k fails; k and every one after it fail). Each run must
 *   - end without a crash or exit;
 *   - either succeed with the clean run's exact PTX, or fail with NVCG_OUT_OF_MEMORY and at
 *     least one "out of memory" error through the diagnostic handler. When the library
 *     ran out, nvcg_context_out_of_memory says so; when the front end's own allocation
 *     failed, the context is unharmed (with only allocation k failing, a module can still
 *     be created in it);
 *   - leave no block allocated once the context is destroyed.
 * Usage: oom_spirv SHADER.spv (tests/suites/63-hostile.sh makes one with glslangValidator
 * and builds this with ASan and UBSan where the compiler has them). */
#include "alloc_inject.h"
#define NVCG_IMPLEMENTATION
#include "nvcg.h"
#define NVCG_SPIRV_IMPLEMENTATION
#include "frontends/nvcg_spirv.h"

#include <string.h>

static unsigned oom_errors;

static void on_diag(const nvcg_diagnostic *d, void *user) {
  (void)user;
  if (d->severity == NVCG_SEV_ERROR && !strncmp(d->message, "out of memory", 13)) oom_errors++;
}

/* Translates and compiles; the status of the first call that failed, or NVCG_OK with the
 * PTX in *ptx. *oom gets nvcg_context_out_of_memory's answer afterwards; *no_ctx is set
 * when nvcg_context_create itself ran out (then nothing can be reported). */
static nvcg_status run_once(const unsigned char *spv, size_t n, char **ptx, int *oom, int *no_ctx, int *usable) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL;
  nvcg_options o;
  nvcg_status st;
  *ptx = NULL;
  *oom = 1;
  *no_ctx = !ctx;
  if (!ctx) return NVCG_OUT_OF_MEMORY;
  nvcg_context_set_diag_handler(ctx, on_diag, NULL);
  st = nvcg_spirv_translate_bytes(ctx, spv, n, NULL, &m);
  if (st == NVCG_OK) {
    nvcg_options_init(&o);
    o.opt_level = 2;
    st = nvcg_compile(m, &o, ptx, NULL);
  }
  *oom = nvcg_context_out_of_memory(ctx);
  *usable = st != NVCG_OK && !*oom && nvcg_module_create(ctx, "after") != NULL;
  nvcg_context_destroy(ctx);
  return st;
}

int main(int argc, char **argv) {
  static unsigned char spv[1 << 20];
  size_t n;
  FILE *f;
  char *clean, *ptx;
  long total, k, base;
  int mode, oom, no_ctx, usable, failures = 0;
  if (argc != 2 || !(f = fopen(argv[1], "rb"))) {
    fprintf(stderr, "usage: oom_spirv SHADER.spv\n");
    return 2;
  }
  n = fread(spv, 1, sizeof spv, f);
  fclose(f);
  alloc_count = 0;
  if (run_once(spv, n, &clean, &oom, &no_ctx, &usable) != NVCG_OK || oom) {
    printf("FAIL: hostile.oom_spirv.clean (the shader does not compile without injected failures)\n");
    return 1;
  }
  total = alloc_count;
  base = live_blocks; /* the clean run's PTX, the caller's until freed */
  for (mode = 0; mode < 2; mode++) {
    const char *why = NULL;
    char buf[200];
    long failed = 0;
    long stride = total > 600 ? (total - 300) / 300 : 1;
    for (k = 1; k <= total + 4 && !why; k += k < 300 ? 1 : stride) {
      nvcg_status st;
      fail_at = k;
      fail_after = mode;
      alloc_count = 0;
      oom_errors = 0;
      st = run_once(spv, n, &ptx, &oom, &no_ctx, &usable);
      fail_at = 0;
      if (st == NVCG_OK) {
        if (!ptx || strcmp(ptx, clean)) why = "succeeded with different PTX";
        else if (oom || oom_errors) why = "succeeded but said it ran out of memory";
      } else {
        failed++;
        if (st != NVCG_OUT_OF_MEMORY) why = "failed with a status other than NVCG_OUT_OF_MEMORY";
        else if (!oom_errors && !no_ctx) why = "no out-of-memory error was reported";
        else if (!oom && !no_ctx && !mode && !usable)
          why = "the front end's own allocation failed, and the context is no longer usable";
      }
      nvcg_free(ptx);
      if (!why && live_blocks != base) why = "blocks still allocated after nvcg_context_destroy";
      live_blocks = base;
      if (why) snprintf(buf, sizeof buf, "k=%ld of %ld: %s", k, total, why);
    }
    if (why) {
      printf("FAIL: hostile.oom_spirv.%s (%s)\n", mode ? "from_k_on" : "only_k", buf);
      failures++;
    } else {
      printf("PASS: hostile.oom_spirv.%s (%ld allocations, %ld injected failures)\n", mode ? "from_k_on" : "only_k",
             total, failed);
    }
  }
  nvcg_free(clean);
  return failures != 0;
}
