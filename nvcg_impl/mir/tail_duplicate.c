/* tail_duplicate.c -- tail duplication (seed 003: EarlyTailDuplicate before allocation,
 * knob disable-early-taildup; TailDuplicate after it, disable-tail-duplicate; LLVM's
 * tail-dup-size, default 2). A small block B that ends in its own branch or return, and
 * that other blocks enter by an unconditional `bra B`, is copied into each of them: every
 * copy saves the `bra` each time its block runs, and puts B's code next to the code before
 * it, where ptxas schedules them together.
 *
 * cicc's early pass runs on SSA; nvcg runs both passes on code out of SSA (the early one
 * after phi_elim, coalesce and early if-conversion, before remat and the allocator; the
 * late one after the allocator, before block placement), where a copy writes the same
 * registers as B does and needs no SSA update: liveness is the same on every path.
 *
 * Not copied: the entry block; a loop header (a copy in the latch would give the loop a
 * second entry, which ptxas's own loop analysis cannot use); a block that falls through
 * (its copies would need a branch back, saving nothing) or returns (block placement copies
 * small return blocks where its layout shows the copy saves a jump); a block with more than
 * tail-dup-size instructions besides its terminators, or with an instruction that must
 * stay single: anything with a side effect (stores, atomics, barriers, warp-synchronous
 * instructions, calls), a jump table (brx.idx), a template row. After a conditional
 * branch a predecessor may only take a block of terminators alone (a block's terminators
 * stay together at its end), as block placement's copies of return blocks do. A block
 * no branch names any more is removed. */

/* May B be copied? Its instruction count besides terminators is at most `limit`, it ends
 * in an unconditional jump (blocks that return are block placement's to copy, where the
 * layout shows whether a copy saves a jump), and nothing in it must stay single. */
static int nv_td_copyable(const nv_mblock *b, unsigned limit) {
  const nv_minst *mi;
  unsigned body = 0;
  if (!nv_minst_is_jump(b->last)) return 0;
  for (mi = b->first; mi; mi = mi->next) {
    const nv_ptx_info *pi = nv_ptx_info_of(mi->opc);
    if (nv_minst_is_term(mi)) {
      if (mi->opc != NV_PTX_BRA) return 0;
      continue;
    }
    if (++body > limit) return 0;
    if (nv_minst_has_side_effects(mi) || (pi->flags & (NV_PF_SIDE | NV_PF_STORE | NV_PF_TEMPLATE)) ||
        !strcmp(pi->sig, "pseudo") || mi->mods.sem != NV_SEM_NONE)
      return 0;
  }
  return 1;
}

/* Is B a loop header: does B dominate one of its predecessors? */
static int nv_td_is_loop_header(const nv_mdom *D, const nv_mblock *b) {
  uint32_t i;
  for (i = 0; i < b->preds.len; i++)
    if (nv_mdom_dominates(D, b, b->preds.data[i])) return 1;
  return 0;
}

static int nv_td_run(nv_mfunc *mf, const nv_options *o, const char *pass, unsigned limit) {
  NV_VEC(nv_mblock *) copied = NV_VEC_INIT;
  nv_mblock *p, *b, *next;
  nv_mdom D;
  uint32_t i;
  if (mf->is_ssa || !mf->first || !mf->first->next) return 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  for (p = mf->first; p; p = p->next) {
    nv_minst *bra = p->last;
    const nv_minst *mi;
    if (!nv_minst_is_jump(bra)) continue;
    b = bra->ops[0].mbb;
    /* a jump to the next block costs nothing once branch folding drops it */
    if (b == p || b == p->next || b == mf->first || b->preds.len < 2 || !nv_td_copyable(b, limit)) continue;
    /* D is the CFG before any copy: copies only remove edges into B, never make a block
     * a loop header that was not one */
    if (D.rpo_num[b->index] == NV_MNONE || nv_td_is_loop_header(&D, b)) continue;
    if (bra->prev && nv_minst_is_term(bra->prev) && !nv_bp_only_terms(b)) continue;
    nv_minst_remove(bra);
    for (mi = b->first; mi; mi = mi->next) nv_minst_append(p, nv_bp_copy_inst(mf, mi));
    nv_vec_push(&copied, b);
    if (o) {
      const nv_inst *src = b->first->ir;
      nv_pass_remark(o, pass, src && src->line && mf->ir ? nv_module_file(mf->ir->module, src->line) : NULL,
                     src ? src->line : 0, src ? src->col : 0, "copied block %u into block %u in %s", b->index, p->index,
                     mf->name);
    }
  }
  nv_mdom_free(&D);
  if (!copied.len) return 0;
  /* copied blocks no branch names any more and nothing falls into are gone */
  nv_mfunc_compute_cfg(mf);
  for (b = mf->first->next; b; b = next) {
    next = b->next;
    if (b->preds.len || nv_mblock_falls_through(b->prev)) continue;
    for (i = 0; i < copied.len && copied.data[i] != b; i++) {
    }
    if (i < copied.len) nv_mblock_erase(mf, b);
  }
  nv_vec_free(&copied);
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  return 1;
}

static int nv_pass_early_tail_dup(nv_mfunc *mf, const nv_options *o) {
  if (nv_mir_knob(o, NV_KNOB_DISABLE_EARLY_TAILDUP)) return 0;
  return nv_td_run(mf, o, "early_tail_dup", (unsigned)nv_mir_knob(o, NV_KNOB_TAIL_DUP_SIZE));
}

static int nv_pass_tail_duplicate(nv_mfunc *mf, const nv_options *o) {
  if (nv_mir_knob(o, NV_KNOB_DISABLE_TAIL_DUPLICATE)) return 0;
  return nv_td_run(mf, o, "tail_duplicate", (unsigned)nv_mir_knob(o, NV_KNOB_TAIL_DUP_SIZE));
}
