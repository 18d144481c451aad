/* phi_elim.c -- PHI elimination: machine PHIs become copies, leaving non-SSA machine
 * IR for the passes after it and the printer.
 *
 * Each PHI `d = PHI(v1, B1; v2, B2; ...)` gets a fresh temporary t: every predecessor Bi
 * copies `t = vi` just before its terminators, and the PHI becomes `d = t` at the top of
 * its block. This is the parallel-copy discipline that makes the swap and lost-copy
 * problems impossible: all copies into temporaries happen at the end of the predecessor,
 * all copies out at the top of the successor, and a temporary is read nowhere else, so
 * no copy can clobber a value another PHI (or another successor) still needs. Because a
 * temporary is dead on every edge but its own, critical edges need no splitting, which
 * also keeps blocks that end in several branches (switches) intact. */

static int nv_pass_phi_elim(nv_mfunc *mf, const nv_options *o) {
  nv_mblock *mb;
  int changed = 0;
  (void)o;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi = mb->first;
    while (mi && mi->opc == NV_PTX_PHI) {
      nv_minst *next = mi->next, *cp;
      uint32_t dst = mi->ops[0].reg, t = nv_vreg_new(mf, nv_vreg_class(mf, dst));
      unsigned i;
      for (i = 1; i + 1 < mi->nops; i += 2) {
        nv_mblock *pred = mi->ops[i + 1].mbb;
        nv_minst *term = pred ? nv_mblock_first_term(pred) : NULL;
        if (!pred) continue;
        cp = nv_minst_new(mf, NV_PTX_COPY, 1, 2);
        cp->ir = mi->ir;
        cp->ops[0] = nv_mop_reg(t);
        cp->ops[1] = mi->ops[i];
        if (term) nv_minst_insert_before(term, cp);
        else nv_minst_append(pred, cp);
      }
      cp = nv_minst_new(mf, NV_PTX_COPY, 1, 2);
      cp->ir = mi->ir;
      cp->ops[0] = nv_mop_reg(dst);
      cp->ops[1] = nv_mop_reg(t);
      nv_minst_insert_before(mi, cp);
      nv_minst_remove(mi);
      changed = 1;
      mi = next;
    }
  }
  mf->is_ssa = 0;
  return changed;
}
