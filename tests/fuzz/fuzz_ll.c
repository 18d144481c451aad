/* fuzz_ll -- libFuzzer target for the LLVM assembly reader (build: make build/fuzz_ll; run:
 * make fuzz-smoke). Every input must be either rejected with a diagnostic or accepted;
 * an accepted module is printed, and the printed text must parse again (in a fresh
 * context) and print identically: a crash, a sanitizer report or an abort here is a bug.
 * Inputs that crashed once live on as regression tests in tests/reader/bad/. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void quiet(const nvcg_diagnostic *d, void *user) {
  (void)d;
  (void)user;
}

static void loud(const nvcg_diagnostic *d, void *user) {
  (void)user;
  fprintf(stderr, "%s:%u:%u: %s\n", d->file ? d->file : "?", d->line, d->col, d->message);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL;
  nvcg_context_set_diag_handler(ctx, quiet, NULL);
  if (nvcg_parse_ll(ctx, (const char *)data, size, "fuzz.ll", &m) == NVCG_OK) {
    char *a = NULL, *b = NULL;
    size_t alen = 0, blen = 0;
    nvcg_context *ctx2 = nvcg_context_create();
    nvcg_module *m2 = NULL;
    if (nvcg_print_ll(m, &a, &alen) != NVCG_OK) abort();
    nvcg_context_set_diag_handler(ctx2, loud, NULL);
    if (nvcg_parse_ll(ctx2, a, alen, "printed.ll", &m2) != NVCG_OK) {
      fprintf(stderr, "the printed module was rejected:\n%s\n", a);
      abort();
    }
    if (nvcg_print_ll(m2, &b, &blen) != NVCG_OK) abort();
    if (alen != blen || memcmp(a, b, alen) != 0) {
      fprintf(stderr, "printing is not a fixed point:\n--- first\n%s\n--- second\n%s\n", a, b);
      abort();
    }
    nvcg_free(a);
    nvcg_free(b);
    nvcg_context_destroy(ctx2);
  }
  nvcg_context_destroy(ctx);
  return 0;
}
