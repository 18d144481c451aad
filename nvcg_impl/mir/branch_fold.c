/* branch_fold.c -- branch clean-up after instruction selection, which emits every IR
 * `br` as branches to both targets, and after PHI elimination, whose edge blocks are
 * often left empty by the coalescer:
 *  - a block that holds nothing but an unconditional branch (or nothing at all, falling
 *    through) is bypassed: every branch to it goes to its target instead, and it leaves
 *    the layout (the entry stays; a block that fell through into it gets an explicit
 *    branch first);
 *  - an unconditional branch to the block that follows in layout is removed;
 *  - "@%p bra A; bra B;" where A follows becomes "@!%p bra B;";
 *  - tail merging (after PHI elimination; LLVM's BranchFolder, enable-tail-merge): when
 *    blocks that all end by going to one block T (an unconditional branch, or falling
 *    through) end with the same tail-merge-size (3) or more identical instructions, the
 *    longest such tail is kept once, in a new block before T, and the others branch to
 *    it. Identical instructions on identical registers compute the same values whichever
 *    block ran them, so nothing else is checked; instructions with effects beyond plain
 *    stores (atomics, barriers, fences, warp-synchronous instructions, calls, pseudos) are
 *    never merged, so that no convergence point moves. Per T, the candidates are its first 16 such
 *    predecessors (LLVM's tail-merge-threshold idea: the pairwise comparison stays bounded)
 *    and one merge is made, the predecessors' CFG edges updated in place (linear).
 * disable-branch-fold (false) turns the whole pass off. */

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

/* ---- tail merging ---- */

static int nv_bf_same_inst(const nv_minst *a, const nv_minst *b) {
  uint32_t i;
  if (a->opc != b->opc || a->ndefs != b->ndefs || a->nops != b->nops || a->pred != b->pred || a->pred_neg != b->pred_neg ||
      memcmp(&a->mods, &b->mods, sizeof a->mods))
    return 0;
  for (i = 0; i < a->nops; i++) {
    const nv_mop *x = &a->ops[i], *y = &b->ops[i];
    if (x->kind != y->kind || x->base_kind != y->base_kind || x->sreg != y->sreg || x->reg != y->reg || x->imm != y->imm ||
        x->vt != y->vt || x->fi != y->fi || x->mbb != y->mbb)
      return 0;
    if ((x->sym || y->sym) && (!x->sym || !y->sym || strcmp(x->sym, y->sym))) return 0;
  }
  return 1;
}

static int nv_bf_mergeable(const nv_minst *mi) {
  const nv_ptx_info *pi = nv_ptx_info_of(mi->opc);
  if (mi->opc != NV_PTX_COPY && !strcmp(pi->sig, "pseudo")) return 0;
  if (pi->flags & (NV_PF_TERM | NV_PF_TEMPLATE)) return 0;
  /* plain stores (st...: the PTX table marks them SIDE so that they are never deleted) merge;
   * atomics, barriers, fences and warp-synchronous instructions do not */
  if (pi->flags & NV_PF_SIDE)
    return (pi->flags & NV_PF_STORE) && !(pi->flags & NV_PF_LOAD) && pi->tmpl[0] == 's' && pi->tmpl[1] == 't' &&
           pi->tmpl[2] == '{';
  return 1;
}

/* Does p end by going to t? *end: its jump to t, or NULL when it falls through. */
static int nv_bf_goes_to(const nv_mblock *p, const nv_mblock *t, nv_minst **end) {
  nv_minst *ft = nv_mblock_first_term(p);
  if (ft) {
    if (ft != p->last || !nv_minst_is_jump(ft) || ft->ops[0].mbb != t) return 0;
    *end = ft;
    return 1;
  }
  if (p->next != t) return 0;
  *end = NULL;
  return 1;
}

/* The last instruction of p's tail (before its jump). */
static nv_minst *nv_bf_tail_last(const nv_mblock *p, nv_minst *end) { return end ? end->prev : p->last; }

static unsigned nv_bf_common_tail(const nv_mblock *p, nv_minst *pe, const nv_mblock *q, nv_minst *qe) {
  const nv_minst *a = nv_bf_tail_last(p, pe), *b = nv_bf_tail_last(q, qe);
  unsigned n = 0;
  while (a && b && nv_bf_mergeable(a) && nv_bf_same_inst(a, b)) {
    n++;
    a = a->prev;
    b = b->prev;
  }
  return n;
}

static void nv_bf_replace_edge(nv_mblock *mb, nv_mblock *from, nv_mblock *to, int preds) {
  uint32_t k;
  if (preds) {
    for (k = 0; k < mb->preds.len; k++)
      if (mb->preds.data[k] == from) mb->preds.data[k] = to;
  } else {
    for (k = 0; k < mb->succs.len; k++)
      if (mb->succs.data[k] == from) mb->succs.data[k] = to;
  }
}

static int nv_bf_tail_merge(nv_mfunc *mf, unsigned minlen) {
  enum { NV_BF_CANDS = 16 };
  nv_mblock *t, *tnext;
  int changed = 0;
  if (minlen < 1) minlen = 1;
  nv_mfunc_compute_cfg(mf);
  for (t = mf->first; t; t = tnext) {
    nv_mblock *cand[NV_BF_CANDS], *n;
    nv_minst *cend[NV_BF_CANDS], *mi;
    unsigned nc = 0, best = 0, len, i, j, ba = 0, bb = 0;
    uint8_t in[NV_BF_CANDS];
    tnext = t->next;
    for (i = 0; i < t->preds.len && nc < NV_BF_CANDS; i++) {
      nv_mblock *p = t->preds.data[i];
      nv_minst *e;
      for (j = 0; j < nc; j++)
        if (cand[j] == p) break;
      if (p == t || j < nc || !nv_bf_goes_to(p, t, &e)) continue;
      cand[nc] = p;
      cend[nc++] = e;
    }
    for (i = 0; i < nc; i++)
      for (j = i + 1; j < nc; j++) {
        len = nv_bf_common_tail(cand[i], cend[i], cand[j], cend[j]);
        if (len > best) {
          best = len;
          ba = i;
          bb = j;
        }
      }
    if (best < minlen) continue;
    /* keep the copy of a block that falls through into t: the new block then does too */
    if (!cend[bb]) {
      unsigned x = ba;
      ba = bb;
      bb = x;
    }
    for (i = 0; i < nc; i++) in[i] = i == ba || i == bb || nv_bf_common_tail(cand[ba], cend[ba], cand[i], cend[i]) >= best;
    /* the new block, right after the kept copy's block, which then falls through into it */
    n = nv_mblock_new(mf, NULL);
    if (cand[ba]->next != n) nv_mblock_move_before(mf, n, cand[ba]->next);
    mi = nv_bf_tail_last(cand[ba], cend[ba]);
    for (len = 1; len < best; len++) mi = mi->prev;
    while (mi && mi != cend[ba]) {
      nv_minst *next = mi->next;
      nv_minst_remove(mi);
      nv_minst_append(n, mi);
      mi = next;
    }
    nv_minst_append(n, nv_minst_new_jump(mf, t));
    if (cend[ba]) nv_minst_remove(cend[ba]);
    for (i = 0; i < nc; i++) {
      if (!in[i]) continue;
      if (i != ba) {
        for (len = 0; len < best; len++) nv_minst_remove(nv_bf_tail_last(cand[i], cend[i]));
        if (cend[i]) nv_minst_remove(cend[i]);
        nv_minst_append(cand[i], nv_minst_new_jump(mf, n));
      }
      nv_bf_replace_edge(cand[i], t, n, 0);
      nv_vec_push(&n->preds, cand[i]);
    }
    /* t's predecessors: the merged blocks leave, n comes */
    for (i = j = 0; i < t->preds.len; i++) {
      nv_mblock *p = t->preds.data[i];
      unsigned c;
      for (c = 0; c < nc; c++)
        if (in[c] && cand[c] == p) break;
      if (c == nc) t->preds.data[j++] = p;
    }
    t->preds.len = j;
    nv_vec_push(&t->preds, n);
    nv_vec_push(&n->succs, t);
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
  if (nv_mir_knob(o, NV_KNOB_DISABLE_BRANCH_FOLD)) return 0;
  if (mf->is_ssa == 0) changed = nv_bf_bypass_empty(mf);
  if (mf->is_ssa == 0 && nv_mir_knob(o, NV_KNOB_ENABLE_TAIL_MERGE))
    changed |= nv_bf_tail_merge(mf, (unsigned)nv_mir_knob(o, NV_KNOB_TAIL_MERGE_SIZE));
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
