/* library.c -- nvcg's device math library as a module text: the CUDA math functions
 * under libdevice's names (__nv_expf, ...), written for nvcg (libmath/nvmath.c, compiled
 * by clang 14 at development time into the LLVM assembly of math/library.h). The link
 * step imports it on demand, after any library the user registered, so a module calling
 * __nv_expf compiles with no other input and a user's libdevice takes precedence. */

/* The library's LLVM assembly, joined from its chunks into *out. */
static void nv_math_library_text(nv_buf *out) {
  const char *const *c;
  for (c = nv_math_library_chunks; *c; c++) nv_buf_puts(out, *c);
}

static char *nv_unguarded_nvcg_math_library_ll(size_t *len) {
  nv_buf b = NV_BUF_INIT;
  nv_math_library_text(&b);
  return nv_buf_give(&b, len);
}
