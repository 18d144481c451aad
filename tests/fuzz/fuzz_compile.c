/* fuzz_compile -- libFuzzer target: parse and compile (issue 17: the .ll fuzzer never
 * compiled, so valid IR that crashed the code generator went unseen). Every input is
 * either rejected by the reader with a diagnostic, or compiled at an -O level and for a
 * target picked by its first byte; compilation may fail with a diagnostic, never crash.
 * Build: make build/fuzz_compile; run: make fuzz-smoke. Seeds: tests/fuzz/corpus_ll and
 * tests/hostile/. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdint.h>
#include <stdlib.h>

static void quiet(const nvcg_diagnostic *d, void *user) {
  (void)d;
  (void)user;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const unsigned sms[4] = {75, 80, 90, 100};
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL;
  unsigned pick = size ? data[0] : 0;
  nvcg_context_set_diag_handler(ctx, quiet, NULL);
  if (nvcg_parse_ll(ctx, (const char *)data, size, "fuzz.ll", &m) == NVCG_OK) {
    nvcg_options o;
    char *ptx = NULL;
    nvcg_options_init(&o);
    o.opt_level = (int)(pick % 4);
    o.sm = sms[(pick / 4) % 4];
    if (nvcg_compile(m, &o, &ptx, NULL) == NVCG_OK && !ptx) abort();
    nvcg_free(ptx);
  }
  nvcg_context_destroy(ctx);
  return 0;
}
