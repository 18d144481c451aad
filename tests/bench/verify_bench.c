/* verify_bench.c -- verifier speed on synthetic functions built with the builder: a
 * binary tree of blocks with phis and long use chains, valid and with one broken phi in
 * every other block (diagnostics included). Prints instructions, blocks and times. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <time.h>

static void ignore(const nvcg_diagnostic *d, void *u) {
  (void)d;
  (void)u;
}

static void run(int nb, int broken) {
  nvcg_context *c = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(c, "bench");
  nvcg_type *i32 = nvcg_type_int(c, 32);
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_value *f = nvcg_function_add(m, "f", nvcg_type_function(i32, &i32, 1, 0));
  nvcg_block **bbs = (nvcg_block **)malloc(sizeof *bbs * (size_t)nb);
  nvcg_value **last = (nvcg_value **)malloc(sizeof *last * (size_t)nb);
  unsigned ninst = 0;
  int i, k, rep;
  double best = 1e30;
  nvcg_context_set_diag_handler(c, ignore, NULL);
  for (i = 0; i < nb; i++) bbs[i] = nvcg_block_append(f, NULL);
  for (i = 0; i < nb; i++) {
    nvcg_value *v = nvcg_function_param(f, 0), *ph = NULL;
    nvcg_builder_position_at_end(b, bbs[i]);
    if (i) v = ph = nvcg_build_phi(b, i32, NULL);
    for (k = 0; k < 10; k++)
      v = nvcg_build_binop(b, NVCG_OP_ADD, v, i ? last[(i - 1) / 2] : nvcg_function_param(f, 0), 0, NULL);
    last[i] = v;
    if (2 * i + 2 < nb) nvcg_build_cond_br(b, nvcg_build_icmp(b, NVCG_ICMP_EQ, v, v, NULL), bbs[2 * i + 1], bbs[2 * i + 2]);
    else if (2 * i + 1 < nb) nvcg_build_br(b, bbs[2 * i + 1]);
    else nvcg_build_ret(b, v);
    if (ph && !(broken && i % 2 == 0)) nvcg_phi_add_incoming(ph, last[(i - 1) / 2], bbs[(i - 1) / 2]);
    ninst += i ? 13 : 12;
  }
  for (rep = 0; rep < 3; rep++) {
    clock_t t = clock();
    double s;
    nv_verify_module_internal(m);
    s = (double)(clock() - t) / CLOCKS_PER_SEC;
    if (s < best) best = s;
  }
  printf("verify %-6s %7u instructions %6d blocks: %7.1f ms (%u errors reported per run)\n",
         broken ? "broken" : "valid", ninst, nb, best * 1e3, m->verify_errors / 3);
  nvcg_builder_destroy(b);
  nvcg_context_destroy(c);
  free(bbs);
  free(last);
}

int main(void) {
  run(2000, 0);
  run(20000, 0);
  run(20000, 1);
  return 0;
}
