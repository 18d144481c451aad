/* A shared-memory tree reduction built with the nvcg builder API: each block of 256
 * threads sums its slice of in[] and writes one partial sum to out[blockIdx.x].
 *
 *   __shared__ float buf[256];
 *   unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
 *   buf[threadIdx.x] = i < n ? in[i] : 0.0f;
 *   __syncthreads();
 *   for (unsigned s = 128; s != 0; s >>= 1) {
 *     if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
 *     __syncthreads();
 *   }
 *   if (threadIdx.x == 0) out[blockIdx.x] = buf[0];
 *
 * The module is printed as LLVM assembly on stdout and verified (the verdict goes to
 * stderr; the exit status is non-zero when it fails). */
#define NVCG_IMPLEMENTATION
#include "../nvcg.h"
#include <stdio.h>

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "reduction");
  nvcg_type *f32 = nvcg_type_float(ctx), *i32 = nvcg_type_int(ctx, 32), *i64 = nvcg_type_int(ctx, 64);
  nvcg_type *gptr = nvcg_type_ptr(ctx, NVCG_AS_GLOBAL), *buf_ty = nvcg_type_array(f32, 256);
  nvcg_type *params[3];
  nvcg_value *fn, *in, *out, *n, *buf, *tid, *ctaid, *ntid, *i, *inr, *idx, *p, *x, *v, *slot, *s, *s2;
  nvcg_value *active, *other, *op, *a, *bv, *sum, *more, *first, *r, *po, *gi[2], *zero64;
  nvcg_block *entry, *load, *store, *loop, *add, *next, *done, *write, *exit_bb;
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_status st;
  char *text;
  params[0] = gptr; params[1] = gptr; params[2] = i32;
  buf = nvcg_global_add(m, buf_ty, "buf", NVCG_AS_SHARED);
  nvcg_global_set_linkage(buf, NVCG_LINKAGE_INTERNAL);
  nvcg_global_set_initializer(buf, nvcg_const_undef(buf_ty));
  nvcg_global_set_align(buf, 4);
  fn = nvcg_function_add(m, "reduce", nvcg_type_function(nvcg_type_void(ctx), params, 3, 0));
  nvcg_function_set_kernel(fn, 1);
  nvcg_function_set_reqntid(fn, 256, 1, 1); /* buf has one slot per thread */
  nvcg_param_add_attrs(fn, 0, NVCG_PARAM_NOALIAS | NVCG_PARAM_READONLY);
  nvcg_param_add_attrs(fn, 1, NVCG_PARAM_NOALIAS);
  in = nvcg_function_param(fn, 0); nvcg_value_set_name(in, "in");
  out = nvcg_function_param(fn, 1); nvcg_value_set_name(out, "out");
  n = nvcg_function_param(fn, 2); nvcg_value_set_name(n, "n");
  entry = nvcg_block_append(fn, "entry");
  load = nvcg_block_append(fn, "load");
  store = nvcg_block_append(fn, "store");
  loop = nvcg_block_append(fn, "loop");
  add = nvcg_block_append(fn, "add");
  next = nvcg_block_append(fn, "next");
  done = nvcg_block_append(fn, "done");
  write = nvcg_block_append(fn, "write");
  exit_bb = nvcg_block_append(fn, "exit");
  zero64 = nvcg_const_int(i64, 0);

  nvcg_builder_position_at_end(b, entry);
  tid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "tid");
  ctaid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.ctaid.x", NULL, 0, "ctaid");
  ntid = nvcg_build_intrinsic(b, "llvm.nvvm.read.ptx.sreg.ntid.x", NULL, 0, "ntid");
  i = nvcg_build_binop(b, NVCG_OP_MUL, ctaid, ntid, NVCG_FLAG_NUW, "base");
  i = nvcg_build_binop(b, NVCG_OP_ADD, i, tid, NVCG_FLAG_NUW, "i");
  inr = nvcg_build_icmp(b, NVCG_ICMP_ULT, i, n, "inrange");
  nvcg_build_cond_br(b, inr, load, store);

  nvcg_builder_position_at_end(b, load);
  idx = nvcg_build_cast(b, NVCG_OP_ZEXT, i, i64, "idx");
  p = nvcg_build_gep(b, f32, in, &idx, 1, 1, "p");
  x = nvcg_build_load(b, f32, p, 4, 0, "x");
  nvcg_build_br(b, store);

  nvcg_builder_position_at_end(b, store);
  v = nvcg_build_phi(b, f32, "v");
  nvcg_phi_add_incoming(v, x, load);
  nvcg_phi_add_incoming(v, nvcg_const_fp(f32, 0.0), entry);
  gi[0] = zero64;
  gi[1] = nvcg_build_cast(b, NVCG_OP_ZEXT, tid, i64, "tidx");
  slot = nvcg_build_gep(b, buf_ty, buf, gi, 2, 1, "slot");
  nvcg_build_store(b, v, slot, 4, 0);
  nvcg_build_intrinsic(b, "llvm.nvvm.barrier0", NULL, 0, NULL);
  nvcg_build_br(b, loop);

  nvcg_builder_position_at_end(b, loop);
  s = nvcg_build_phi(b, i32, "s");
  active = nvcg_build_icmp(b, NVCG_ICMP_ULT, tid, s, "active");
  nvcg_build_cond_br(b, active, add, next);

  nvcg_builder_position_at_end(b, add);
  other = nvcg_build_binop(b, NVCG_OP_ADD, tid, s, NVCG_FLAG_NUW, "other");
  gi[1] = nvcg_build_cast(b, NVCG_OP_ZEXT, other, i64, "oidx");
  op = nvcg_build_gep(b, buf_ty, buf, gi, 2, 1, "op");
  a = nvcg_build_load(b, f32, slot, 4, 0, "a");
  bv = nvcg_build_load(b, f32, op, 4, 0, "b");
  sum = nvcg_build_binop(b, NVCG_OP_FADD, a, bv, 0, "sum");
  nvcg_build_store(b, sum, slot, 4, 0);
  nvcg_build_br(b, next);

  nvcg_builder_position_at_end(b, next);
  nvcg_build_intrinsic(b, "llvm.nvvm.barrier0", NULL, 0, NULL);
  s2 = nvcg_build_binop(b, NVCG_OP_LSHR, s, nvcg_const_int(i32, 1), 0, "s.next");
  more = nvcg_build_icmp(b, NVCG_ICMP_NE, s2, nvcg_const_int(i32, 0), "more");
  nvcg_build_cond_br(b, more, loop, done);
  nvcg_phi_add_incoming(s, nvcg_const_int(i32, 128), store);
  nvcg_phi_add_incoming(s, s2, next);

  nvcg_builder_position_at_end(b, done);
  first = nvcg_build_icmp(b, NVCG_ICMP_EQ, tid, nvcg_const_int(i32, 0), "first");
  nvcg_build_cond_br(b, first, write, exit_bb);

  nvcg_builder_position_at_end(b, write);
  r = nvcg_build_load(b, f32, buf, 4, 0, "r");
  idx = nvcg_build_cast(b, NVCG_OP_ZEXT, ctaid, i64, "cidx");
  po = nvcg_build_gep(b, f32, out, &idx, 1, 1, "po");
  nvcg_build_store(b, r, po, 4, 0);
  nvcg_build_br(b, exit_bb);

  nvcg_builder_position_at_end(b, exit_bb);
  nvcg_build_ret(b, NULL);

  if (nvcg_print_ll(m, &text, NULL) == NVCG_OK) { fputs(text, stdout); nvcg_free(text); }
  st = nvcg_verify_module(m);
  fprintf(stderr, "reduction: %s\n", st == NVCG_OK ? "verified" : "verification FAILED");
  nvcg_builder_destroy(b);
  nvcg_context_destroy(ctx);
  return st == NVCG_OK ? 0 : 1;
}
