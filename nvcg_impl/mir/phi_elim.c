/* phi_elim.c -- PHI elimination: machine PHIs become copies, leaving non-SSA machine
 * IR for the passes after it and the printer. The register coalescer (coalesce.c), right
 * after it in the pipeline, removes the copies whose registers do not interfere.
 *
 * Each PHI `d = PHI(v1, B1; v2, B2; ...)` gets a fresh temporary t: every predecessor Bi
 * copies `t = vi` just before its terminators, and the PHI becomes `d = t` at the top of
 * its block. This is the parallel-copy discipline that makes the swap and lost-copy
 * problems impossible: all copies into temporaries happen at the end of the predecessor,
 * all copies out at the top of the successor, and a temporary is read nowhere else, so
 * no copy can clobber a value another PHI (or another successor) still needs. A
 * temporary is dead on every edge but its own, so correctness never needs a critical
 * edge split (blocks that end in several branches, switches, stay intact). An input computed in
 * the predecessor only for the PHI is written straight into the temporary.
 *
 * Critical edges (a predecessor with several successors into a block with several
 * predecessors) are split all the same when a PHI needs copies on them: a copy at the
 * end of the predecessor would run on its other paths too and keep its source live
 * there, so it would interfere with values those paths use and the coalescer could not
 * remove it (a loop latch `@%p bra` back to the header is the common case). In the new
 * block the copies run only on their edge; once the coalescer has removed them the block
 * is empty, and branch folding retargets the branch past it. -O0, which does not
 * coalesce, keeps its copies in the predecessors.
 *
 * Undefined inputs: an input defined only by IMPLICIT_DEF (an `undef` in the IR) gets no
 * copy -- any value will do on that edge, so t keeps whatever it holds. Afterwards, a
 * register still read but defined by nothing except IMPLICIT_DEFs gets a real definition
 * (`mov %r, 0` in place of its IMPLICIT_DEF), so that no instruction reads a register
 * nothing wrote (ptxas reports those, and the issue that asked for this pass showed
 * `// implicit-def: %f13` followed by `mov.f32 %f14, %f13`). */

/* Where each register is defined and how often it is read. */
typedef struct nv_phi_info {
  nv_minst **def;        /* a definition (SSA: the only one) */
  uint32_t *uses;
  uint8_t *only_undef;   /* every definition is an IMPLICIT_DEF */
} nv_phi_info;

static void nv_phi_info_compute(nv_mfunc *mf, nv_phi_info *pi) {
  uint32_t n = mf->vreg_class.len, i;
  nv_mblock *mb;
  nv_minst *mi;
  uint8_t *real_def = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  pi->def = (nv_minst **)nv_xcalloc(n ? n : 1, sizeof *pi->def);
  pi->uses = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof *pi->uses);
  pi->only_undef = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = 0; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if (op->kind == NV_MO_REG && op->reg < n) {
          if (i < mi->ndefs) {
            pi->def[op->reg] = mi;
            if (mi->opc == NV_PTX_IMPLICIT_DEF) pi->only_undef[op->reg] = 1;
            else real_def[op->reg] = 1;
          } else {
            pi->uses[op->reg]++;
          }
        } else if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG && op->reg < n) {
          pi->uses[op->reg]++;
        }
      }
      if (mi->pred && mi->pred < n) pi->uses[mi->pred]++;
    }
  for (i = 0; i < n; i++)
    if (real_def[i]) pi->only_undef[i] = 0;
  nv_xfree(real_def);
}

static void nv_phi_info_free(nv_phi_info *pi) {
  nv_xfree(pi->def);
  nv_xfree(pi->uses);
  nv_xfree(pi->only_undef);
}

/* IMPLICIT_DEFs of registers that are still read become `mov %r, 0`; those nobody reads
 * go. */
static int nv_phi_define_undef_reads(nv_mfunc *mf) {
  nv_phi_info pi;
  nv_mblock *mb;
  nv_minst *mi, *next;
  int changed = 0;
  nv_phi_info_compute(mf, &pi);
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = next) {
      uint32_t r;
      nv_regclass rc;
      unsigned opc;
      next = mi->next;
      if (mi->opc != NV_PTX_IMPLICIT_DEF || mi->ops[0].kind != NV_MO_REG) continue;
      r = mi->ops[0].reg;
      if (r >= mf->vreg_class.len) continue;
      if (!pi.uses[r]) { /* nobody reads it: nothing to print */
        nv_minst_remove(mi);
        changed = 1;
        continue;
      }
      if (!pi.only_undef[r]) continue;
      rc = nv_vreg_class(mf, r);
      switch (rc) {
      case NV_RC_PRED: opc = NV_PTX_MOV_PRED; break;
      case NV_RC_B16: opc = NV_PTX_MOV_U16; break;
      case NV_RC_B32: opc = NV_PTX_MOV_U32; break;
      case NV_RC_B64: opc = NV_PTX_MOV_U64; break;
      case NV_RC_F32: opc = NV_PTX_MOV_F32; break;
      case NV_RC_F64: opc = NV_PTX_MOV_F64; break;
      case NV_RC_H16: opc = NV_PTX_MOV_B16; break;
      case NV_RC_H32: opc = NV_PTX_MOV_B32; break;
      default: continue; /* b128 has no immediate move; left undefined */
      }
      {
        nv_minst *mov = nv_minst_new(mf, opc, 1, 2);
        mov->ir = mi->ir;
        mov->ops[0] = nv_mop_reg(r);
        mov->ops[1] = (rc == NV_RC_F32 || rc == NV_RC_F64) ? nv_mop_fpimm(rc == NV_RC_F32 ? NV_SC_F32 : NV_SC_F64, 0)
                                                            : nv_mop_imm(0);
        nv_minst_insert_before(mi, mov);
        nv_minst_remove(mi);
        mi = mov;
        changed = 1;
      }
    }
  nv_phi_info_free(&pi);
  return changed;
}

static int nv_pass_phi_elim(nv_mfunc *mf, const nv_options *o) {
  nv_mblock *mb;
  int changed = 0;
  uint32_t nregs = mf->vreg_class.len;
  nv_phi_info pi;
  nv_phi_info_compute(mf, &pi);
  nv_mfunc_compute_cfg(mf);
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi = mb->first;
    /* edge blocks for this block's critical in-edges, by predecessor (made on first use) */
    nv_mblock **edge = NULL;
    if (mi && mi->opc == NV_PTX_PHI && mb->preds.len > 1 && (!o || o->opt_level > 0))
      edge = (nv_mblock **)nv_xcalloc(mb->preds.len, sizeof(nv_mblock *));
    while (mi && mi->opc == NV_PTX_PHI) {
      nv_minst *next = mi->next, *cp;
      uint32_t dst = mi->ops[0].reg, t = nv_vreg_new(mf, nv_vreg_class(mf, dst));
      unsigned i, written = 0;
      for (i = 1; i + 1 < mi->nops; i += 2) {
        nv_mblock *pred = mi->ops[i + 1].mbb;
        nv_minst *term = pred ? nv_mblock_first_term(pred) : NULL;
        if (!pred) continue;
        if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg < nregs) {
          uint32_t v = mi->ops[i].reg;
          nv_minst *d = pi.def[v];
          if (pi.only_undef[v]) continue; /* undefined on this edge: no copy */
          /* an input computed in the predecessor for this PHI alone: let its definition
           * write the temporary (saves a copy per edge) */
          if (pi.uses[v] == 1 && d && d->parent == pred && d->opc != NV_PTX_PHI) {
            unsigned k;
            for (k = 0; k < d->ndefs; k++)
              if (d->ops[k].kind == NV_MO_REG && d->ops[k].reg == v) d->ops[k].reg = t;
            written++;
            continue;
          }
        }
        if (edge && pred->succs.len > 1) {
          uint32_t k;
          for (k = 0; k < mb->preds.len && mb->preds.data[k] != pred; k++) {}
          if (k < mb->preds.len) {
            if (!edge[k]) edge[k] = nv_mfunc_split_edge(mf, pred, mb);
            pred = edge[k];
            term = nv_mblock_first_term(pred);
          }
        }
        cp = nv_minst_new(mf, NV_PTX_COPY, 1, 2);
        cp->ir = mi->ir;
        cp->phi_copy = 1;
        cp->ops[0] = nv_mop_reg(t);
        cp->ops[1] = mi->ops[i];
        if (term) nv_minst_insert_before(term, cp);
        else nv_minst_append(pred, cp);
        written++;
      }
      if (written) {
        cp = nv_minst_new(mf, NV_PTX_COPY, 1, 2);
        cp->phi_copy = 1;
        cp->ops[1] = nv_mop_reg(t);
      } else { /* undefined on every edge: d is undefined too */
        cp = nv_minst_new(mf, NV_PTX_IMPLICIT_DEF, 1, 1);
      }
      cp->ir = mi->ir;
      cp->ops[0] = nv_mop_reg(dst);
      nv_minst_insert_before(mi, cp);
      nv_minst_remove(mi);
      changed = 1;
      mi = next;
    }
    nv_xfree(edge);
  }
  mf->is_ssa = 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_phi_info_free(&pi);
  if (nv_phi_define_undef_reads(mf)) changed = 1;
  return changed;
}
