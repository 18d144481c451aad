/* tiny.c -- the smallest user of nvcg.h with the implementation: tests/suites/01-header.sh
 * compiles it as C99 with gcc and clang and as C++11 with g++, all warnings as errors,
 * runs it, and reads its object for global mutable state (there must be none). */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "tiny");
  nvcg_value *fn = nvcg_function_add(m, "k", nvcg_type_function(nvcg_type_void(ctx), NULL, 0, 0));
  nvcg_builder *b = nvcg_builder_create(m);
  char *ptx = NULL;
  int ok;
  nvcg_function_set_kernel(fn, 1);
  nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
  nvcg_build_ret(b, NULL);
  ok = nvcg_compile(m, NULL, &ptx, NULL) == NVCG_OK;
  if (ok) fputs(ptx, stdout);
  nvcg_free(ptx);
  nvcg_builder_destroy(b);
  nvcg_context_destroy(ctx);
  return ok ? 0 : 1;
}
