/* ll_reader_stub.c -- TEMPORARY stand-in for nvcg_parse_ll until the LLVM assembly
 * reader (branch `reader`, nvcg_impl/ir/) is merged: it lets the driver and nvcgc link
 * and report clearly that reading .ll text is not built yet. DELETE THIS FILE when the
 * reader lands; its nvcg_parse_ll replaces this one (a duplicate definition otherwise).
 * NVCG_LL_READER_STUB marks the stub so tests can tell which one they run against. */
#define NVCG_LL_READER_STUB 1

nvcg_status nvcg_parse_ll(nvcg_context *ctx, const char *text, size_t len, const char *filename,
                          nvcg_module **out) {
  (void)text;
  (void)len;
  if (out) *out = NULL;
  if (!ctx) {
    nv_api_null(__func__);
    return NVCG_ERROR;
  }
  nv_diag(&ctx->diag, NVCG_SEV_ERROR, filename, 0, 0,
          "the LLVM assembly (.ll) reader is not built into this nvcg yet");
  return NVCG_UNSUPPORTED;
}
