/* A 3x3 box blur built with the nvcg builder API on texture and surface objects: thread
 * (x, y) fetches the nine texels around (x, y) from texture `src` with integer coordinates
 * (the texture's addressing mode handles the edges), averages their first channel and
 * writes it to the r32f surface `dst` (sust.b at byte offset 4x). The image size comes
 * from txq. Prints the module as LLVM assembly; run it with
 *   build/nvcgrun --engine=ir blur.ll --kernel blur --grid 4,4 --block 8,8 \
 *     tex:r32f:32x32:rand:1 surf:r32f:32x32:zero */
#define NVCG_IMPLEMENTATION
#include "../nvcg.h"
#include <stdio.h>

static nvcg_value *sreg(nvcg_builder *b, const char *n) {
  char full[64];
  snprintf(full, sizeof full, "llvm.nvvm.read.ptx.sreg.%s", n);
  return nvcg_build_intrinsic(b, full, NULL, 0, NULL);
}

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "texture_blur");
  nvcg_type *f32 = nvcg_type_float(ctx), *i32 = nvcg_type_int(ctx, 32), *i64 = nvcg_type_int(ctx, 64);
  nvcg_type *params[2];
  nvcg_value *fn, *src, *dst, *x, *y, *w, *h, *in, *sum, *avg, *bits, *xy[2], *c[2];
  nvcg_block *entry, *body, *done;
  nvcg_builder *b = nvcg_builder_create(m);
  unsigned idx0 = 0;
  int dx, dy;
  char *text;
  params[0] = i64; params[1] = i64;
  fn = nvcg_function_add(m, "blur", nvcg_type_function(nvcg_type_void(ctx), params, 2, 0));
  nvcg_function_set_kernel(fn, 1);
  src = nvcg_function_param(fn, 0); nvcg_value_set_name(src, "src");
  dst = nvcg_function_param(fn, 1); nvcg_value_set_name(dst, "dst");
  entry = nvcg_block_append(fn, "entry");
  body = nvcg_block_append(fn, "body");
  done = nvcg_block_append(fn, "done");
  nvcg_builder_position_at_end(b, entry);
  x = nvcg_build_binop(b, NVCG_OP_MUL, sreg(b, "ctaid.x"), sreg(b, "ntid.x"), 0, "bx");
  x = nvcg_build_binop(b, NVCG_OP_ADD, x, sreg(b, "tid.x"), 0, "x");
  y = nvcg_build_binop(b, NVCG_OP_MUL, sreg(b, "ctaid.y"), sreg(b, "ntid.y"), 0, "by");
  y = nvcg_build_binop(b, NVCG_OP_ADD, y, sreg(b, "tid.y"), 0, "y");
  w = nvcg_build_tex_query(b, 0, NVCG_TEX_WIDTH, src, "w");
  h = nvcg_build_tex_query(b, 0, NVCG_TEX_HEIGHT, src, "h");
  in = nvcg_build_binop(b, NVCG_OP_AND, nvcg_build_icmp(b, NVCG_ICMP_ULT, x, w, "inx"),
                        nvcg_build_icmp(b, NVCG_ICMP_ULT, y, h, "iny"), 0, "in");
  nvcg_build_cond_br(b, in, body, done);
  nvcg_builder_position_at_end(b, body);
  sum = nvcg_const_fp(f32, 0.0);
  for (dy = -1; dy <= 1; dy++)
    for (dx = -1; dx <= 1; dx++) {
      nvcg_value *t;
      c[0] = nvcg_build_binop(b, NVCG_OP_ADD, x, nvcg_const_int_signed(i32, dx), 0, "sx");
      c[1] = nvcg_build_binop(b, NVCG_OP_ADD, y, nvcg_const_int_signed(i32, dy), 0, "sy");
      t = nvcg_build_tex(b, NVCG_TEX_2D, NVCG_TEX_F32, src, c, 2, NULL, NULL, NULL, "texel");
      sum = nvcg_build_binop(b, NVCG_OP_FADD, sum, nvcg_build_extractvalue(b, t, &idx0, 1, "r"), 0, "sum");
    }
  avg = nvcg_build_binop(b, NVCG_OP_FDIV, sum, nvcg_const_fp(f32, 9.0), 0, "avg");
  bits = nvcg_build_cast(b, NVCG_OP_BITCAST, avg, i32, "bits");
  xy[0] = nvcg_build_binop(b, NVCG_OP_SHL, x, nvcg_const_int(i32, 2), 0, "xbytes");
  xy[1] = y;
  nvcg_build_sust(b, NVCG_TEX_2D, 32, 1, NVCG_SURF_TRAP, dst, xy, 2, &bits);
  nvcg_build_br(b, done);
  nvcg_builder_position_at_end(b, done);
  nvcg_build_ret(b, NULL);
  if (nvcg_print_ll(m, &text, NULL) == NVCG_OK) { fputs(text, stdout); nvcg_free(text); }
  printf("errors: %u\n", nvcg_module_error_count(m));
  nvcg_builder_destroy(b);
  nvcg_context_destroy(ctx);
  return 0;
}
