/* block_placement.c -- machine block placement (seeds/003, "MachineBlockPlacement"; knob
 * disable-block-placement) and the tail duplication of return blocks it does on the way
 * (LLVM's tail-dup-placement, threshold tail-dup-placement-threshold). It runs after
 * allocation, just before branch_fold, which then removes the branches that the new
 * layout turned into fall-throughs.
 *
 * Why: selection keeps the IR's block order, and the IR's order is whatever the front end
 * and the loop passes left: a loop's preheader that jumps over the function's return
 * block into the loop, a loop exit that jumps back up to that return. Every such
 * `bra.uni` is an instruction each thread executes (saxpy's grid-stride loop had two per
 * thread).
 *
 * How: the layout is a reverse post-order of a depth-first walk in which every block
 * visits its preferred successor last. In a reverse post-order the last successor a block
 * visits (when nothing reached it first) comes right after the block, so the preferred
 * edge becomes the fall-through; the order is still topological for forward edges, so
 * diamonds and triangles stay compact and a loop header comes before its body. Preferred,
 * in this order: a successor that stays in the block's innermost loop (loops stay
 * contiguous; their exits are visited first and so land after the loop); one that does
 * not end the function (a block of only `ret` is better placed last, where everything can
 * fall into it or copy it); the block that followed in the old layout (ties keep the
 * front end's order). The entry stays first; unreachable blocks keep their order at the
 * end.
 *
 * Then an unconditional branch to a small return block (at most the threshold's
 * instructions, the last a ret or exit, no branch) that is not the next block becomes a
 * copy of that block, and a return block nobody reaches any more leaves the layout. Not
 * after a conditional branch to the next block (branch_fold turns the pair into one
 * inverted branch, as cheap), and after any other conditional branch only a block of
 * terminators alone (a bare ret) is copied: a block's terminators stay at its end. */

static int nv_bp_is_return_block(const nv_mblock *mb, unsigned limit) {
  const nv_minst *mi;
  unsigned n = 0;
  if (!mb->last || (mb->last->opc != NV_PTX_RET && mb->last->opc != NV_PTX_EXIT)) return 0;
  for (mi = mb->first; mi; mi = mi->next) {
    if (++n > limit || mi->pred) return 0;
    if (mi != mb->last && nv_minst_is_term(mi)) return 0;
  }
  return 1;
}

/* How much mb wants succ as its fall-through (see the header): higher is better. */
static unsigned nv_bp_rank(const nv_mblock *mb, const nv_mblock *succ, const nv_mloops *L) {
  int32_t lp = L->innermost[mb->index];
  unsigned stays = lp < 0 || nv_mloop_contains(L, (uint32_t)lp, succ);
  unsigned continues = succ->succs.len != 0;
  return stays * 4 + continues * 2 + (succ == mb->next);
}

typedef struct nv_bp_succ {
  unsigned rank;
  nv_mblock *mb;
} nv_bp_succ;

/* Visiting order: ascending rank, and among equal ranks the later block in the old
 * layout first, so that equals keep their old order in the new layout (a jump table's
 * cases, for one). */
static int nv_bp_succ_cmp(const void *x, const void *y) {
  const nv_bp_succ *a = (const nv_bp_succ *)x, *b = (const nv_bp_succ *)y;
  if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
  return a->mb->index > b->mb->index ? -1 : a->mb->index < b->mb->index;
}

/* The new layout: reverse post-order of the walk described in the header, then the
 * unreachable blocks. order[] receives nblocks blocks. */
static void nv_bp_layout(nv_mfunc *mf, const nv_mloops *L, nv_mblock **order) {
  uint32_t n = mf->nblocks, i, npost = 0, nstack = 0, k = n;
  nv_mblock **post = (nv_mblock **)nv_xcalloc(n ? n : 1, sizeof(nv_mblock *));
  nv_mblock **stack = (nv_mblock **)nv_xcalloc(n ? n : 1, sizeof(nv_mblock *));
  uint32_t *next_succ = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  nv_mblock ***sorted = (nv_mblock ***)nv_xcalloc(n ? n : 1, sizeof(nv_mblock **));
  uint8_t *seen = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  nv_mblock *mb;
  /* each block's successors in visiting order, the preferred one last */
  for (mb = mf->first; mb; mb = mb->next) {
    uint32_t s = mb->succs.len, a;
    nv_bp_succ *v = (nv_bp_succ *)nv_xcalloc(s ? s : 1, sizeof(nv_bp_succ));
    nv_mblock **w = (nv_mblock **)nv_xcalloc(s ? s : 1, sizeof(nv_mblock *));
    for (a = 0; a < s; a++) {
      v[a].mb = mb->succs.data[a];
      v[a].rank = nv_bp_rank(mb, v[a].mb, L);
    }
    qsort(v, s, sizeof *v, nv_bp_succ_cmp);
    for (a = 0; a < s; a++) w[a] = v[a].mb;
    nv_xfree(v);
    sorted[mb->index] = w;
  }
  stack[nstack++] = mf->first;
  seen[mf->first->index] = 1;
  while (nstack) {
    nv_mblock *top = stack[nstack - 1];
    if (next_succ[top->index] < top->succs.len) {
      nv_mblock *s = sorted[top->index][next_succ[top->index]++];
      if (!seen[s->index]) {
        seen[s->index] = 1;
        stack[nstack++] = s;
      }
      continue;
    }
    post[npost++] = top;
    nstack--;
  }
  for (i = 0; i < npost; i++) order[i] = post[npost - 1 - i];
  k = npost;
  for (mb = mf->first; mb; mb = mb->next)
    if (!seen[mb->index]) order[k++] = mb;
  for (i = 0; i < n; i++) nv_xfree(sorted[i]);
  nv_xfree(sorted);
  nv_xfree(post);
  nv_xfree(stack);
  nv_xfree(next_succ);
  nv_xfree(seen);
}

/* An exact copy of src (same registers, operands and modifiers), not yet in a block. */
static nv_minst *nv_bp_copy_inst(nv_mfunc *mf, const nv_minst *src) {
  nv_minst *mi = nv_minst_new(mf, src->opc, src->ndefs, src->nops);
  uint32_t i;
  mi->pred = src->pred;
  mi->pred_neg = src->pred_neg;
  mi->mods = src->mods;
  mi->ir = src->ir;
  for (i = 0; i < src->nops; i++) mi->ops[i] = src->ops[i];
  return mi;
}

/* Branches to small return blocks become copies of them; returns the copies made. */
static unsigned nv_bp_duplicate_returns(nv_mfunc *mf, unsigned limit) {
  nv_mblock *mb, *next;
  unsigned copies = 0;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *bra = mb->last;
    const nv_mblock *r;
    const nv_minst *mi;
    if (!nv_minst_is_jump(bra)) continue;
    r = bra->ops[0].mbb;
    if (r == mb || r == mb->next || !nv_bp_is_return_block(r, limit)) continue;
    if (bra->prev && nv_minst_is_term(bra->prev)) {
      /* "@%p bra next; bra R" becomes "@!%p bra R" in branch_fold: nothing to gain */
      const nv_minst *cb = bra->prev;
      if (cb->opc == NV_PTX_BRA && cb->pred && cb->nops == 1 && cb->ops[0].kind == NV_MO_BLOCK && cb->ops[0].mbb == mb->next)
        continue;
      /* the copy follows a conditional branch: only terminators may (a block's
       * terminators stay together at its end) */
      for (mi = r->first; mi && nv_minst_is_term(mi); mi = mi->next) {}
      if (mi) continue;
    }
    nv_minst_remove(bra);
    for (mi = r->first; mi; mi = mi->next) nv_minst_append(mb, nv_bp_copy_inst(mf, mi));
    copies++;
  }
  if (!copies) return 0;
  /* return blocks no branch names and nothing falls into are gone */
  nv_mfunc_compute_cfg(mf);
  for (mb = mf->first->next; mb; mb = next) {
    next = mb->next;
    if (!mb->preds.len && nv_bp_is_return_block(mb, limit) && !nv_mblock_falls_through(mb->prev)) nv_mblock_erase(mf, mb);
  }
  return copies;
}

static int nv_pass_block_placement(nv_mfunc *mf, const nv_options *o) {
  nv_mblock **order, *mb;
  nv_mdom D;
  nv_mloops L;
  uint32_t i, n;
  int changed = 0;
  if (nv_mir_knob(o, NV_KNOB_DISABLE_BLOCK_PLACEMENT) || !mf->first || mf->is_ssa) return 0;
  /* every fall-through becomes an explicit branch, so that any order is correct;
   * branch_fold removes the ones the new order makes redundant again */
  for (mb = mf->first; mb; mb = mb->next) {
    if (!nv_mblock_falls_through(mb)) continue;
    if (!mb->next) return 0; /* control runs off the end: leave such a function alone */
  }
  for (mb = mf->first; mb; mb = mb->next)
    if (nv_mblock_falls_through(mb)) {
      nv_minst *bra = nv_minst_new_jump(mf, mb->next);
      bra->ir = mb->last ? mb->last->ir : NULL;
      nv_minst_append(mb, bra);
    }
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  nv_mloops_compute(&L, mf, &D);
  n = mf->nblocks;
  order = (nv_mblock **)nv_xcalloc(n ? n : 1, sizeof(nv_mblock *));
  nv_bp_layout(mf, &L, order);
  for (i = 0; i < n; i++) {
    changed |= order[i]->prev != (i ? order[i - 1] : NULL);
    order[i]->prev = i ? order[i - 1] : NULL;
    order[i]->next = i + 1 < n ? order[i + 1] : NULL;
  }
  mf->first = order[0];
  mf->last = order[n - 1];
  nv_xfree(order);
  nv_mloops_free(&L);
  nv_mdom_free(&D);
  if (nv_mir_knob(o, NV_KNOB_TAIL_DUP_PLACEMENT) &&
      nv_bp_duplicate_returns(mf, (unsigned)nv_mir_knob(o, NV_KNOB_TAIL_DUP_PLACEMENT_THRESHOLD)))
    changed = 1;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  return changed;
}
