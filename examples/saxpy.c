/* saxpy built with the nvcg builder API: y[i] = a * x[i] + y[i] for i < n. */
#define NVCG_IMPLEMENTATION
#include "../nvcg.h"
#include <stdio.h>

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "saxpy");
  nvcg_type *f32 = nvcg_type_float(ctx), *i32 = nvcg_type_int(ctx, 32), *i64 = nvcg_type_int(ctx, 64);
  nvcg_type *gptr = nvcg_type_ptr(ctx, NVCG_AS_GLOBAL);
  nvcg_type *params[4];
  nvcg_value *fn, *a, *x, *y, *n, *tid, *ntid, *ctaid, *i, *in, *idx, *px, *py, *vx, *vy, *r;
  nvcg_block *entry, *body, *done;
  nvcg_builder *b = nvcg_builder_create(m);
  char *text;
  params[0] = f32; params[1] = gptr; params[2] = gptr; params[3] = i32;
  fn = nvcg_function_add(m, "saxpy", nvcg_type_function(nvcg_type_void(ctx), params, 4, 0));
  nvcg_function_set_kernel(fn, 1);
  nvcg_param_add_attrs(fn, 1, NVCG_PARAM_NOALIAS | NVCG_PARAM_READONLY);
  a = nvcg_function_param(fn, 0); nvcg_value_set_name(a, "a");
  x = nvcg_function_param(fn, 1); nvcg_value_set_name(x, "x");
  y = nvcg_function_param(fn, 2); nvcg_value_set_name(y, "y");
  n = nvcg_function_param(fn, 3); nvcg_value_set_name(n, "n");
  entry = nvcg_block_append(fn, "entry");
  body = nvcg_block_append(fn, "body");
  done = nvcg_block_append(fn, "done");
  nvcg_builder_position_at_end(b, entry);
  ctaid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.ctaid.x", NULL, 0, "ctaid");
  ntid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.ntid.x", NULL, 0, "ntid");
  tid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "tid");
  i = nvcg_build_binop(b, NVCG_OP_MUL, ctaid, ntid, NVCG_FLAG_NSW, "base");
  i = nvcg_build_binop(b, NVCG_OP_ADD, i, tid, NVCG_FLAG_NSW, "i");
  in = nvcg_build_icmp(b, NVCG_ICMP_SLT, i, n, "inrange");
  nvcg_build_cond_br(b, in, body, done);
  nvcg_builder_position_at_end(b, body);
  idx = nvcg_build_cast(b, NVCG_OP_SEXT, i, i64, "idx");
  px = nvcg_build_gep(b, f32, x, &idx, 1, 1, "px");
  py = nvcg_build_gep(b, f32, y, &idx, 1, 1, "py");
  vx = nvcg_build_load(b, f32, px, 4, 0, "vx");
  vy = nvcg_build_load(b, f32, py, 4, 0, "vy");
  r = nvcg_build_binop(b, NVCG_OP_FMUL, a, vx, NVCG_FMF_CONTRACT, "ax");
  r = nvcg_build_binop(b, NVCG_OP_FADD, r, vy, NVCG_FMF_CONTRACT, "r");
  nvcg_build_store(b, r, py, 4, 0);
  nvcg_build_br(b, done);
  nvcg_builder_position_at_end(b, done);
  nvcg_build_ret(b, NULL);
  nvcg_build_binop(b, NVCG_OP_ADD, a, n, 0, "bad"); /* misuse: reported, returns NULL */
  if (nvcg_print_ll(m, &text, NULL) == NVCG_OK) { fputs(text, stdout); nvcg_free(text); }
  printf("errors: %u\n", nvcg_module_error_count(m));
  nvcg_builder_destroy(b);
  nvcg_context_destroy(ctx);
  return 0;
}
