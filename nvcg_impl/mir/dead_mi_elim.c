/* dead_mi_elim.c -- dead machine instruction elimination (SSA form): removes
 * instructions without side effects none of whose defs is read, and self-copies,
 * repeating until nothing changes (a removed instruction may free its operands' defs;
 * walking backwards frees most of them in the same sweep). */

static int nv_pass_dead_mi_elim(nv_mfunc *mf, const nv_options *o) {
  uint32_t nregs = mf->vreg_class.len, i;
  uint32_t *uses = (uint32_t *)nv_xcalloc(nregs ? nregs : 1, sizeof *uses);
  nv_mblock *mb;
  nv_minst *mi;
  int changed = 0, again = 1;
  (void)o;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      if (mi->pred && mi->pred < nregs) uses[mi->pred]++;
      for (i = mi->ndefs; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg < nregs)
          uses[op->reg]++;
      }
    }
  /* backwards, so that a chain of dead instructions in a block goes in one sweep */
  while (again) {
    again = 0;
    for (mb = mf->last; mb; mb = mb->prev) {
      mi = mb->last;
      while (mi) {
        nv_minst *next = mi->prev;
        int dead = 0;
        if (mi->opc == NV_PTX_COPY && mi->ops[0].reg == mi->ops[1].reg) {
          dead = 1;
        } else if (mi->ndefs && !nv_minst_has_side_effects(mi) && mi->opc != NV_PTX_PHI) {
          dead = 1;
          for (i = 0; i < mi->ndefs; i++)
            if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg < nregs && uses[mi->ops[i].reg]) dead = 0;
        }
        if (dead) {
          if (mi->pred && mi->pred < nregs) uses[mi->pred]--;
          for (i = mi->ndefs; i < mi->nops; i++) {
            const nv_mop *op = &mi->ops[i];
            if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg < nregs)
              uses[op->reg]--;
          }
          nv_minst_remove(mi);
          changed = again = 1;
        }
        mi = next;
      }
    }
  }
  nv_xfree(uses);
  return changed;
}
