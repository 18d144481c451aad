/* select_texture.c -- texture and surface intrinsics (ir/texture.h) to machine code. The
 * DAG builder turns each call into one chained intrinsic node whose first operand after
 * the chain is the intrinsic's name (as for the matrix families, select_tensor.c); the
 * selector decodes the name, checks the target against the PTX table row of the
 * instruction (tex, tld4, suld.b, sust.b, sust.p, txq, suq: their SM / PTX ISA needs) and emits
 * that row with the exact PTX text, every operand in a register. */

static int nv_select_texture(nv_sel *S, nv_sdnode *n) {
  static const uint16_t rows[] = {NV_PTX_TEX, NV_PTX_TLD4, NV_PTX_SULD_B, NV_PTX_SUST_B, NV_PTX_TXQ, NV_PTX_SUQ};
  nv_sdval name = nv_sdop(n, 1);
  nv_texture_op t;
  nv_buf b = NV_BUF_INIT;
  const nv_ptx_info *row;
  char err[192];
  int ok;
  uint16_t op;
  if (name.n->op != NV_ISD_EXTERNAL_SYMBOL) return nv_sel_fail(S, n, "malformed texture intrinsic node");
  if (!nv_texture_decode(name.n->u.sym, &t, err, sizeof err)) {
    nv_isel_error(S->s, n->ir, "%s", err);
    return 0;
  }
  op = t.fmt ? (uint16_t)NV_PTX_SUST_P : rows[t.kind];
  row = nv_ptx_info_of(op);
  nv_texture_ptx(&t, &b);
  /* the mnemonic is the text up to the tab */
  b.data[strcspn(b.data, "\t")] = 0;
  ok = nv_sel_form_ok(S, n, b.data, row->min_sm, row->min_ptx);
  b.len = 0;
  if (ok) {
    nv_texture_ptx(&t, &b);
    ok = nv_sel_template(S, n, op, nv_arena_strndup(S->s->arena, b.data, b.len), 2);
  }
  nv_buf_free(&b);
  return ok;
}
