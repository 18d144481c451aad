/* branch_fold.c -- branch clean-up after instruction selection, which emits every IR
 * `br` as branches to both targets: an unconditional branch to the block that follows
 * in layout (the fall-through) is removed, and "@%p bra A; bra B;" where A follows
 * becomes "@!%p bra B;". */

static int nv_is_uncond_bra(const nv_minst *mi) {
  return mi && mi->opc == NV_PTX_BRA && !mi->pred && mi->nops == 1 && mi->ops[0].kind == NV_MO_BLOCK;
}

static int nv_pass_branch_fold(nv_mfunc *mf, const nv_options *o) {
  nv_mblock *mb;
  int changed = 0;
  (void)o;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi = mb->last, *prev;
    if (!nv_is_uncond_bra(mi)) continue;
    if (mi->ops[0].mbb == mb->next) {
      nv_minst_remove(mi);
      changed = 1;
      continue;
    }
    prev = mi->prev;
    if (prev && prev->opc == NV_PTX_BRA && prev->pred && prev->nops == 1 && prev->ops[0].kind == NV_MO_BLOCK &&
        prev->ops[0].mbb == mb->next) {
      prev->ops[0] = mi->ops[0];
      prev->pred_neg = (uint8_t)!prev->pred_neg;
      nv_minst_remove(mi);
      changed = 1;
    }
  }
  return changed;
}
