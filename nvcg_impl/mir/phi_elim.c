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
 * also keeps blocks that end in several branches (switches) intact. An input computed in
 * the predecessor only for the PHI is written straight into the temporary. */

/* Where each register is defined and how often it is read (SSA: one definition). */
typedef struct nv_phi_info {
  nv_minst **def;
  uint32_t *uses;
} nv_phi_info;

static void nv_phi_info_compute(nv_mfunc *mf, nv_phi_info *pi) {
  uint32_t n = mf->vreg_class.len, i;
  nv_mblock *mb;
  nv_minst *mi;
  pi->def = (nv_minst **)nv_xcalloc(n ? n : 1, sizeof *pi->def);
  pi->uses = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof *pi->uses);
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = 0; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if (op->kind == NV_MO_REG && op->reg < n) {
          if (i < mi->ndefs) pi->def[op->reg] = mi;
          else pi->uses[op->reg]++;
        } else if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG && op->reg < n) {
          pi->uses[op->reg]++;
        }
      }
      if (mi->pred && mi->pred < n) pi->uses[mi->pred]++;
    }
}

static int nv_pass_phi_elim(nv_mfunc *mf, const nv_options *o) {
  nv_mblock *mb;
  int changed = 0;
  nv_phi_info pi;
  (void)o;
  nv_phi_info_compute(mf, &pi);
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
        if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg < mf->vreg_class.len) {
          /* an input computed in the predecessor for this PHI alone: let its definition
           * write the temporary (saves a copy per edge) */
          uint32_t v = mi->ops[i].reg;
          nv_minst *d = pi.def[v];
          if (pi.uses[v] == 1 && d && d->parent == pred && d->opc != NV_PTX_PHI) {
            unsigned k;
            for (k = 0; k < d->ndefs; k++)
              if (d->ops[k].kind == NV_MO_REG && d->ops[k].reg == v) d->ops[k].reg = t;
            continue;
          }
        }
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
  NVCG_FREE(pi.def);
  NVCG_FREE(pi.uses);
  return changed;
}
