/* branch_fold.c -- branch clean-up after instruction selection, which emits every IR
 * `br` as branches to both targets, and after PHI elimination, whose edge blocks are
 * often left empty by the coalescer:
 *  - a block that holds nothing but an unconditional branch (or nothing at all, falling
 *    through) is bypassed: every branch to it goes to its target instead, and it leaves
 *    the layout (the entry stays; a block that fell through into it gets an explicit
 *    branch first);
 *  - an unconditional branch to the block that follows in layout is removed;
 *  - "@%p bra A; bra B;" where A follows becomes "@!%p bra B;". */

/* Where control goes from an empty block (one unconditional branch, or nothing): its
 * target, or NULL when it is not empty or leads back to itself. */
static nv_mblock *nv_bf_empty_target(const nv_mblock *mb) {
  if (!mb->first) return mb->next;
  if (mb->first == mb->last && nv_minst_is_jump(mb->first) && mb->first->ops[0].mbb != mb) return mb->first->ops[0].mbb;
  return NULL;
}

static int nv_bf_bypass_empty(nv_mfunc *mf) {
  nv_mblock *mb, *next;
  int changed = 0;
  nv_mfunc_compute_cfg(mf); /* predecessors, kept up to date below as branches move */
  for (mb = mf->first ? mf->first->next : NULL; mb; mb = next) {
    nv_mblock *to = nv_bf_empty_target(mb), *x, *hop;
    unsigned guard = 0;
    uint32_t k;
    next = mb->next;
    if (!to) continue;
    /* follow chains of empty blocks, stopping at a cycle */
    for (hop = nv_bf_empty_target(to); hop && hop != mb && guard < 64; hop = nv_bf_empty_target(to), guard++) to = hop;
    if (to == mb || nv_bf_empty_target(to) == mb) continue;
    if (mb->prev && nv_mblock_falls_through(mb->prev)) nv_minst_append(mb->prev, nv_minst_new_jump(mf, mb));
    /* only mb's predecessors branch to it: redirecting them, not scanning every block,
     * keeps the pass linear when thousands of blocks are bypassed */
    for (k = 0; k < mb->preds.len; k++) {
      nv_minst *mi;
      uint32_t i;
      x = mb->preds.data[k];
      if (x == mb) continue;
      for (mi = nv_mblock_first_term(x); mi; mi = mi->next)
        for (i = 0; i < mi->nops; i++)
          if (mi->ops[i].kind == NV_MO_BLOCK && mi->ops[i].mbb == mb) mi->ops[i].mbb = to;
      nv_vec_push(&to->preds, x); /* to may be bypassed later (a chain cut at 64 hops) */
    }
    nv_mblock_erase(mf, mb);
    changed = 1;
  }
  if (changed) {
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
  }
  return changed;
}

static int nv_pass_branch_fold(nv_mfunc *mf, const nv_options *o) {
  nv_mblock *mb;
  int changed = 0;
  (void)o;
  if (mf->is_ssa == 0) changed = nv_bf_bypass_empty(mf);
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi = mb->last, *prev;
    if (!nv_minst_is_jump(mi)) continue;
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
