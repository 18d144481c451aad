/* builder_test.c -- the texture/surface builder API (nvcg_api.h: nvcg_build_tex, _tld4,
 * _suld, _sust, _tex_query, module-scope references: nvcg_global_set_texref,
 * nvcg_build_texsurf_handle, and image kernel parameters: nvcg_param_set_image): each builder emits the intrinsic call its arguments name (the
 * printed module says which), the module verifies, and each misuse returns NULL with a
 * diagnostic that says what is wrong. One PASS/FAIL line per check (suite 68-texture). */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <string.h>

typedef struct diags { char last[512]; unsigned n; } diags;

static void on_diag(const nvcg_diagnostic *d, void *user) {
  diags *D = (diags *)user;
  snprintf(D->last, sizeof D->last, "%s", d->message);
  D->n++;
}

static int failures;

static void check(const char *name, int ok, const char *why) {
  if (ok) printf("PASS: texture/builder/%s\n", name);
  else {
    printf("FAIL: texture/builder/%s (%s)\n", name, why);
    failures++;
  }
}

/* A misuse must return NULL with one more error whose message contains `text`. */
#define MISUSE(name, call, text) (n0 = D.n, r = (call), misuse(name, &D, n0, r, text))
static void misuse(const char *name, diags *D, unsigned before, nvcg_value *r, const char *text) {
  char why[700];
  snprintf(why, sizeof why, "result %s, %u new diagnostics, last: '%s'", r ? "not NULL" : "NULL", D->n - before, D->last);
  check(name, !r && D->n > before && strstr(D->last, text) != NULL, why);
}

int main(void) {
  static const char *const want[] = {
      "@llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %t", "@llvm.nvvm.tex.unified.1d.array.v4s32.s32(i64 %t",
      "@llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64 %t", "@llvm.nvvm.tex.unified.2d.grad.v4u32.f32(i64 %t",
      "@llvm.nvvm.tld4.unified.b.2d.v4f32.f32(i64 %t", "@llvm.nvvm.suld.2d.array.v2i16.zero(i64 %s",
      "@llvm.nvvm.sust.b.3d.v4i8.clamp(i64 %s", "@llvm.nvvm.txq.num.mipmap.levels(i64 %t", "@llvm.nvvm.suq.depth(i64 %s",
      "@llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %t", "@llvm.nvvm.tex.unified.cube.array.level.v4s32.f32(i64 %t",
      "@llvm.nvvm.sust.p.2d.array.v2i32.zero(i64 %s, i32 3, i32 7, i32 1, i32 3, i32 7)",
      "@llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %t", "@llvm.nvvm.tld4.unified.g.cube.v4u32.f32(i64 %t",
      "@llvm.nvvm.tld4.unified.a.2d.array.v4s32.f32(i64 %t, i32 3, float"};
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "texture_builder");
  nvcg_type *f32 = nvcg_type_float(ctx), *i32 = nvcg_type_int(ctx, 32), *i64 = nvcg_type_int(ctx, 64);
  nvcg_type *i16 = nvcg_type_int(ctx, 16), *params[2];
  nvcg_value *fn, *t, *s, *c[4], *g[3], *v[4], *r;
  nvcg_builder *b = nvcg_builder_create(m);
  diags D;
  unsigned k, n0;
  char *text = NULL;
  memset(&D, 0, sizeof D);
  nvcg_context_set_diag_handler(ctx, on_diag, &D);
  params[0] = i64; params[1] = i64;
  fn = nvcg_function_add(m, "k", nvcg_type_function(nvcg_type_void(ctx), params, 2, 0));
  nvcg_function_set_kernel(fn, 1);
  t = nvcg_function_param(fn, 0); nvcg_value_set_name(t, "t");
  s = nvcg_function_param(fn, 1); nvcg_value_set_name(s, "s");
  nvcg_builder_position_at_end(b, nvcg_block_append(fn, "entry"));
  /* every family, in several forms */
  c[0] = nvcg_const_fp(f32, 0.5); c[1] = nvcg_const_fp(f32, 0.25); c[2] = nvcg_const_fp(f32, 0.75);
  r = nvcg_build_tex(b, NVCG_TEX_2D, NVCG_TEX_F32, t, c, 2, NULL, NULL, NULL, "a");
  check("tex_2d", r != NULL, D.last);
  v[0] = nvcg_const_int(i32, 3); v[1] = nvcg_const_int(i32, 7);
  check("tex_a1d_fetch", nvcg_build_tex(b, NVCG_TEX_1D_ARRAY, NVCG_TEX_S32, t, v, 2, NULL, NULL, NULL, "b") != NULL, D.last);
  check("tex_level", nvcg_build_tex(b, NVCG_TEX_3D, NVCG_TEX_F32, t, c, 3, c[1], NULL, NULL, "l") != NULL, D.last);
  g[0] = c[2]; g[1] = c[0];
  check("tex_grad", nvcg_build_tex(b, NVCG_TEX_2D, NVCG_TEX_U32, t, c, 2, NULL, g, g, "gr") != NULL, D.last);
  check("tld4", nvcg_build_tld4(b, 2, NVCG_TEX_F32, t, c[0], c[1], "g4") != NULL, D.last);
  v[2] = nvcg_const_int(i32, 1);
  check("suld", nvcg_build_suld(b, NVCG_TEX_2D_ARRAY, 16, 2, NVCG_SURF_ZERO, s, v, 3, "ld") != NULL, D.last);
  g[0] = g[1] = g[2] = nvcg_const_int(i16, 9);
  v[3] = nvcg_const_int(i16, 200);
  {
    nvcg_value *vals[4];
    vals[0] = vals[1] = vals[2] = g[0]; vals[3] = v[3];
    check("sust", nvcg_build_sust(b, NVCG_TEX_3D, 8, 4, NVCG_SURF_CLAMP, s, v, 3, vals) != NULL, D.last);
    vals[0] = v[0]; vals[1] = v[1];
    check("sust_p", nvcg_build_sust_p(b, NVCG_TEX_2D_ARRAY, 2, NVCG_SURF_ZERO, s, v, 3, vals) != NULL, D.last);
    MISUSE("sust_p_vec", nvcg_build_sust_p(b, NVCG_TEX_2D, 3, NVCG_SURF_ZERO, s, v, 2, vals), "bad element");
    MISUSE("sust_p_cube", nvcg_build_sust_p(b, NVCG_TEX_CUBE, 1, NVCG_SURF_ZERO, s, v, 3, vals), "surfaces have no cube geometry");
    vals[0] = v[3]; /* an i16 where sust.p takes i32 */
    MISUSE("sust_p_value_type", nvcg_build_sust_p(b, NVCG_TEX_1D, 1, NVCG_SURF_TRAP, s, v, 1, vals),
           "call argument 3 has the wrong type");
  }
  check("txq", nvcg_build_tex_query(b, 0, NVCG_TEX_NUM_MIPMAP_LEVELS, t, "q") != NULL, D.last);
  check("suq", nvcg_build_tex_query(b, 1, NVCG_TEX_DEPTH, s, "sq") != NULL, D.last);
  check("tex_cube", nvcg_build_tex(b, NVCG_TEX_CUBE, NVCG_TEX_F32, t, c, 3, NULL, NULL, NULL, "cu") != NULL, D.last);
  {
    nvcg_value *ac[4];
    ac[0] = nvcg_const_int(i32, 1); ac[1] = c[0]; ac[2] = c[1]; ac[3] = c[2];
    check("tex_cube_array_level",
          nvcg_build_tex(b, NVCG_TEX_CUBE_ARRAY, NVCG_TEX_S32, t, ac, 4, c[1], NULL, NULL, "ca") != NULL, D.last);
    MISUSE("cube_array_coordinates", nvcg_build_tex(b, NVCG_TEX_CUBE_ARRAY, NVCG_TEX_F32, t, c, 3, NULL, NULL, NULL, "x"),
           "a cube.array image takes 4 coordinates, not 3");
  }
  /* misuse: each a NULL and a diagnostic */
  MISUSE("coordinate_count", nvcg_build_tex(b, NVCG_TEX_2D, NVCG_TEX_F32, t, c, 1, NULL, NULL, NULL, "x"),
         "a 2d image takes 2 coordinates, not 1");
  MISUSE("handle_type", nvcg_build_tex(b, NVCG_TEX_1D, NVCG_TEX_F32, v[0], c, 1, NULL, NULL, NULL, "x"),
         "must be an i64 value");
  MISUSE("level_needs_float", nvcg_build_tex(b, NVCG_TEX_2D, NVCG_TEX_F32, t, v, 2, c[0], NULL, NULL, "x"),
         "tex.level takes .f32 coordinates");
  MISUSE("lod_and_grad", nvcg_build_tex(b, NVCG_TEX_2D, NVCG_TEX_F32, t, c, 2, c[0], g, g, "x"), "lod with them");
  MISUSE("tld4_component", nvcg_build_tld4(b, 4, NVCG_TEX_F32, t, c[0], c[1], "x"), "component must be 0..3");
  MISUSE("suld_bits", nvcg_build_suld(b, NVCG_TEX_1D, 12, 1, NVCG_SURF_TRAP, s, v, 1, "x"), "bad element");
  MISUSE("suld_v4_64", nvcg_build_suld(b, NVCG_TEX_1D, 64, 4, NVCG_SURF_TRAP, s, v, 1, "x"), "bad element");
  MISUSE("cube_coordinates", nvcg_build_tex(b, NVCG_TEX_CUBE, NVCG_TEX_F32, t, c, 2, NULL, NULL, NULL, "x"),
         "a cube image takes 3 coordinates, not 2");
  {
    /* cube gradients (three per gradient) and tld4 on cube maps and 2d arrays */
    nvcg_value *cg[3], *lc[3];
    cg[0] = c[1]; cg[1] = c[2]; cg[2] = c[0];
    check("tex_cube_grad", nvcg_build_tex(b, NVCG_TEX_CUBE, NVCG_TEX_F32, t, c, 3, NULL, cg, cg, "cg") != NULL, D.last);
    check("tld4_cube", nvcg_build_tld4_geom(b, NVCG_TEX_CUBE, 1, NVCG_TEX_U32, t, c, 3, "gc") != NULL, D.last);
    lc[0] = v[0]; lc[1] = c[0]; lc[2] = c[1];
    check("tld4_2d_array", nvcg_build_tld4_geom(b, NVCG_TEX_2D_ARRAY, 3, NVCG_TEX_S32, t, lc, 3, "ga") != NULL, D.last);
    MISUSE("tld4_3d", nvcg_build_tld4_geom(b, NVCG_TEX_3D, 0, NVCG_TEX_F32, t, c, 3, "x"),
           "tld4 gathers from 2d, 2d array, cube and cube array textures, not 3d");
    MISUSE("tld4_cube_coordinates", nvcg_build_tld4_geom(b, NVCG_TEX_CUBE, 0, NVCG_TEX_F32, t, c, 2, "x"),
           "a cube image takes 3 coordinates, not 2");
    MISUSE("tld4_coords_null", nvcg_build_tld4_geom(b, NVCG_TEX_2D, 0, NVCG_TEX_F32, t, NULL, 2, "x"), "coords is NULL");
    MISUSE("tld4_a2d_layer_type", nvcg_build_tld4_geom(b, NVCG_TEX_2D_ARRAY, 0, NVCG_TEX_F32, t, c, 3, "x"),
           "has the wrong type");
  }
  MISUSE("cube_fetch", nvcg_build_tex(b, NVCG_TEX_CUBE, NVCG_TEX_F32, t, v, 3, NULL, NULL, NULL, "x"),
         "a cube map samples with .f32 directions");
  MISUSE("suld_cube", nvcg_build_suld(b, NVCG_TEX_CUBE, 32, 1, NVCG_SURF_TRAP, s, v, 3, "x"), "surfaces have no cube geometry");
  MISUSE("suq_levels", nvcg_build_tex_query(b, 1, NVCG_TEX_NUM_MIPMAP_LEVELS, s, "x"), "suq has no query");
  {
    nvcg_value *vals[1];
    vals[0] = v[0]; /* an i32 where an 8-bit store takes i16 */
    MISUSE("sust_value_type", nvcg_build_sust(b, NVCG_TEX_1D, 8, 1, NVCG_SURF_TRAP, s, v, 1, vals), "call argument 3 has the wrong type");
  }
  nvcg_build_ret(b, NULL);
  /* the misuses added nothing to the function: it prints and holds every family */
  if (nvcg_print_ll(m, &text, NULL) == NVCG_OK && text) {
    for (k = 0; k < sizeof want / sizeof want[0]; k++) {
      char name[64];
      snprintf(name, sizeof name, "printed.%u", k);
      check(name, strstr(text, want[k]) != NULL, want[k]);
    }
    nvcg_free(text);
  } else {
    check("printed", 0, "nvcg_print_ll failed");
  }
  nvcg_builder_destroy(b);
  {
    /* a module-scope texture reference: marked, its handle built, fetched from; the PTX
     * declares .texref img and names it in the fetch (replace_image_handles) */
    nvcg_module *m2 = nvcg_module_create(ctx, "texref_builder");
    nvcg_builder *b2 = nvcg_builder_create(m2);
    nvcg_value *img = nvcg_global_add(m2, i64, "img", NVCG_AS_GLOBAL);
    /* misuse goes to the first module (it makes a module erroneous) */
    nvcg_value *bad = nvcg_global_add(m, i32, "bad", NVCG_AS_GLOBAL), *h, *xy[2], *f2;
    nvcg_builder *b1 = nvcg_builder_create(m);
    nvcg_type *pty = nvcg_type_ptr(ctx, NVCG_AS_GLOBAL);
    nvcg_options o;
    char *ptx = NULL;
    size_t len = 0;
    unsigned before;
    f2 = nvcg_function_add(m2, "k", nvcg_type_function(nvcg_type_void(ctx), &pty, 1, 0));
    nvcg_function_set_kernel(f2, 1);
    nvcg_builder_position_at_end(b2, nvcg_block_append(f2, "entry"));
    nvcg_global_set_texref(img, NVCG_TEXREF_TEXTURE);
    before = D.n;
    nvcg_global_set_texref(bad, NVCG_TEXREF_SURFACE);
    check("texref_type", D.n > before && strstr(D.last, "must be an addrspace(1) global of type i64") != NULL, D.last);
    nvcg_builder_position_at_end(b1, nvcg_block_append(fn, "misuse"));
    MISUSE("texsurf_handle_unmarked", nvcg_build_texsurf_handle(b1, bad, "x"), "not a global marked by nvcg_global_set_texref");
    nvcg_builder_destroy(b1);
    h = nvcg_build_texsurf_handle(b2, img, "h");
    check("texsurf_handle", h != NULL, D.last);
    xy[0] = nvcg_const_fp(f32, 1.5);
    xy[1] = nvcg_const_fp(f32, 0.5);
    r = nvcg_build_tex(b2, NVCG_TEX_2D, NVCG_TEX_F32, h, xy, 2, NULL, NULL, NULL, "s");
    k = 0;
    r = nvcg_build_extractvalue(b2, r, &k, 1, "s0");
    nvcg_build_store(b2, r, nvcg_function_param(f2, 0), 4, 0);
    nvcg_build_ret(b2, NULL);
    nvcg_options_init(&o);
    check("texref_compile", nvcg_compile(m2, &o, &ptx, &len) == NVCG_OK && ptx, D.last);
    check("texref_decl", ptx && strstr(ptx, ".global .texref img;") != NULL, "no .global .texref img;");
    check("texref_fetch", ptx && strstr(ptx, "[img, {") != NULL, "the fetch does not name img");
    nvcg_free(ptx);
    nvcg_builder_destroy(b2);
  }
  {
    /* image kernel parameters: a read-only image (.param .texref) sampled and queried, a
     * read-write one (.param .surfref) stored to; the PTX names the parameters */
    nvcg_module *m3 = nvcg_module_create(ctx, "image_param_builder");
    nvcg_builder *b3 = nvcg_builder_create(m3);
    nvcg_type *ps[3];
    nvcg_value *f3, *xy[2], *w, *v[1];
    nvcg_options o;
    char *ptx = NULL;
    size_t len = 0;
    unsigned before;
    ps[0] = nvcg_type_ptr(ctx, NVCG_AS_GLOBAL);
    ps[1] = i64;
    ps[2] = i64;
    f3 = nvcg_function_add(m3, "k", nvcg_type_function(nvcg_type_void(ctx), ps, 3, 0));
    nvcg_function_set_kernel(f3, 1);
    before = D.n;
    nvcg_param_set_image(f3, 0, NVCG_IMAGE_PARAM_READ_ONLY);
    check("image_param_type", D.n > before && strstr(D.last, "must be an i64") != NULL, D.last);
    before = D.n;
    nvcg_param_set_image(f3, 7, NVCG_IMAGE_PARAM_READ_ONLY);
    check("image_param_index", D.n > before && strstr(D.last, "has no parameter 7") != NULL, D.last);
    /* those made m3 erroneous: a fresh module for the kernel that compiles */
    nvcg_builder_destroy(b3);
    m3 = nvcg_module_create(ctx, "image_param_builder2");
    b3 = nvcg_builder_create(m3);
    f3 = nvcg_function_add(m3, "k", nvcg_type_function(nvcg_type_void(ctx), ps, 3, 0));
    nvcg_function_set_kernel(f3, 1);
    nvcg_param_set_image(f3, 1, NVCG_IMAGE_PARAM_READ_ONLY);
    nvcg_param_set_image(f3, 2, NVCG_IMAGE_PARAM_READ_WRITE);
    nvcg_builder_position_at_end(b3, nvcg_block_append(f3, "entry"));
    xy[0] = nvcg_const_fp(f32, 1.5);
    xy[1] = nvcg_const_fp(f32, 0.5);
    r = nvcg_build_tex(b3, NVCG_TEX_2D, NVCG_TEX_F32, nvcg_function_param(f3, 1), xy, 2, NULL, NULL, NULL, "s");
    k = 0;
    r = nvcg_build_extractvalue(b3, r, &k, 1, "s0");
    nvcg_build_store(b3, r, nvcg_function_param(f3, 0), 4, 0);
    w = nvcg_build_tex_query(b3, 0, NVCG_TEX_WIDTH, nvcg_function_param(f3, 1), "w");
    xy[0] = nvcg_const_int(i32, 4);
    xy[1] = nvcg_const_int(i32, 1);
    v[0] = w;
    nvcg_build_sust(b3, NVCG_TEX_2D, 32, 1, NVCG_SURF_TRAP, nvcg_function_param(f3, 2), xy, 2, v);
    nvcg_build_ret(b3, NULL);
    nvcg_options_init(&o);
    check("image_param_compile", nvcg_compile(m3, &o, &ptx, &len) == NVCG_OK && ptx, D.last);
    check("image_param_decl", ptx && strstr(ptx, ".param .texref k_param_1,") != NULL &&
                                  strstr(ptx, ".param .surfref k_param_2") != NULL, "no .param .texref / .surfref");
    check("image_param_fetch", ptx && strstr(ptx, "[k_param_1, {") != NULL && strstr(ptx, "[k_param_1];") != NULL &&
                                   strstr(ptx, "[k_param_2, {") != NULL, "the instructions do not name the parameters");
    nvcg_free(ptx);
    if (nvcg_print_ll(m3, &text, NULL) == NVCG_OK && text) {
      check("image_param_printed", strstr(text, "!\"rdoimage\", i32 1}") != NULL && strstr(text, "!\"rdwrimage\", i32 2}") != NULL,
            "the printed module lacks the annotations");
      nvcg_free(text);
    } else {
      check("image_param_printed", 0, "nvcg_print_ll failed");
    }
    nvcg_builder_destroy(b3);
  }
  nvcg_context_destroy(ctx);
  return failures ? 1 : 0;
}
