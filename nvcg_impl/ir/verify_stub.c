/* verify_stub.c -- TEMPORARY stand-in for the module verifier, which is being written in
 * nvcg_impl/ir/verify.c on another branch: delete this file when that lands. It only runs
 * the per-instruction type rules (typecheck.c) over every instruction, reporting each
 * failure with the instruction's source position when it has one. */

static nvcg_status nv_verify_module_internal(nv_module *m) {
  nv_func *f;
  int bad = 0;
  for (f = m->funcs_first; f; f = f->next) {
    nv_block *bb;
    for (bb = f->first; bb; bb = bb->next) {
      nv_inst *I;
      for (I = bb->first; I; I = I->next) {
        char err[256];
        if (nv_inst_check(I, err, sizeof err)) continue;
        m->errors++;
        nv_diag(&m->ctx->diag, NVCG_SEV_ERROR, I->line ? m->name : NULL, I->line, I->col, "in @%s: %s",
                f->v.name, err);
        bad = 1;
      }
    }
  }
  return bad ? NVCG_ERROR : NVCG_OK;
}

nvcg_status nvcg_verify_module(nvcg_module *m) {
  NV_NONNULL(m, NVCG_ERROR);
  if (m->errors) return NVCG_ERROR;
  return nv_verify_module_internal(m);
}
