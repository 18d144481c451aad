/* fuzz_ll -- libFuzzer target for the LLVM assembly reader (build: make build/fuzz_ll; run:
 * make fuzz-smoke). Every input must be either rejected with a diagnostic or accepted;
 * an accepted module is printed, and the printed text must parse again (in a fresh
 * context) and print identically: a crash, a sanitizer report or an abort here is a bug.
 * Inputs that crashed once live on as regression tests in tests/reader/bad/.
 *
 * Two-module mode: an input with a line ";;; module" is two modules. Both are read;
 * when both are accepted, the second is linked into a copy of the first
 * (nvcg_module_link) and, separately, registered as a library that the first imports
 * from (nvcg_module_import, every import knob at its default). Each may fail, with a
 * diagnostic; a module that comes out must verify, and print and read back as above. */
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

/* The printed module must read back and print identically (in a fresh context). */
static void check_round_trip(nvcg_module *m) {
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

static void two_modules(const char *t, size_t n, size_t cut, size_t rest) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *a = NULL, *a2 = NULL, *b = NULL;
  nvcg_context_set_diag_handler(ctx, quiet, NULL);
  if (nvcg_parse_ll(ctx, t, cut, "a.ll", &a) == NVCG_OK && nvcg_parse_ll(ctx, t, cut, "a2.ll", &a2) == NVCG_OK &&
      nvcg_parse_ll(ctx, t + rest, n - rest, "b.ll", &b) == NVCG_OK) {
    if (nvcg_module_link(a, b) == NVCG_OK) {
      if (nvcg_verify_module(a) != NVCG_OK) abort();
      check_round_trip(a);
    }
    if (nvcg_context_add_library(ctx, "b.ll", t + rest, n - rest, 0) == NVCG_OK &&
        nvcg_module_import(a2, NULL) == NVCG_OK) {
      if (nvcg_verify_module(a2) != NVCG_OK) abort();
      check_round_trip(a2);
    }
  }
  nvcg_context_destroy(ctx);
}

static void one_module(const char *t, size_t n) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL;
  nvcg_context_set_diag_handler(ctx, quiet, NULL);
  if (nvcg_parse_ll(ctx, t, n, "fuzz.ll", &m) == NVCG_OK) check_round_trip(m);
  nvcg_context_destroy(ctx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const char sep[] = "\n;;; module\n";
  const char *t = (const char *)data;
  size_t i;
  for (i = 0; size >= sizeof sep - 1 && i <= size - (sizeof sep - 1); i++)
    if (t[i] == '\n' && !memcmp(t + i, sep, sizeof sep - 1)) {
      two_modules(t, size, i, i + sizeof sep - 1);
      return 0;
    }
  one_module(t, size);
  return 0;
}
