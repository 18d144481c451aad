/* block_placement.c -- machine block placement (seeds/003, "MachineBlockPlacement"; knob
 * disable-block-placement) and the tail duplication of return blocks it does on the way
 * (LLVM's tail-dup-placement, threshold tail-dup-placement-threshold). It runs after
 * allocation, just before branch_fold, which then removes the branches that the new
 * layout turned into fall-throughs.
 *
 * Why: selection keeps the IR's block order, and the IR's order is whatever the front end
 * and the loop passes left: a loop's preheader that jumps over the function's return
 * block into the loop, a loop exit that jumps back up to that return, a loop latch that
 * ends in `@%p bra EXIT; bra.uni HEADER` (two branches an iteration) because the block
 * after it is the zero-trip path's copy, not the exit. Every such `bra` is an
 * instruction each thread executes.
 *
 * The rule, in executed branches: a block ending in `bra X` pays one branch each time it
 * runs unless X follows it, so making X its fall-through saves freq(block); a block
 * ending in `@%p bra X; bra Y` pays freq(block) + freq(edge to Y) with neither following,
 * and only freq(block) when either X or Y follows (`@%p bra X` or `@!%p bra Y`), so
 * either fall-through saves the colder edge's frequency. Frequencies are mfreq's (loop
 * depth and branch weights). So:
 *  1. Chains (Pettis-Hansen, the bottom-up form of LLVM's chain building): every edge
 *     that a fall-through can serve gets that saving as its gain; edges are taken inner
 *     loops first (by the source's loop depth, as LLVM lays out innermost loops first),
 *     then in decreasing gain, and an edge a -> b joins a's chain to b's when a ends its
 *     chain, b starts another and b is not the entry. Loops first: mfreq splits every
 *     branch outside a loop evenly, so a guard that skips a loop looks as hot as the
 *     loop's exit; taking the exit first makes the loop fall into its continuation and
 *     the (rarely taken) skip path jump, and a latch ends in its one conditional branch
 *     back. Ties go to edges that are not back edges (a latch that falls into its header
 *     costs the loop's entries a jump; its exit serves as well), then to the hotter
 *     edge, then to the old layout's fall-throughs, then to the old order.
 *     Rotation: in a loop tested at the top the latch's `bra HEADER` saves freq(latch),
 *     the header's fall-through only its exit's frequency, so the latch's edge wins and
 *     the header (with its exit after it) follows the latch; a back edge is only taken
 *     when it saves more than the loop's entries, which then jump, lose (with mfreq's
 *     estimates: a loop expected to run more than once per entry).
 *  2. Chain order: a reverse post-order of a depth-first walk over the chains, in which
 *     a chain visits the chains its blocks lead to (its head's successors first, its
 *     tail's last), each block's successors in rising preference: a successor that
 *     stays in the block's innermost loop (loops stay together), one that does not end
 *     the function (a block of only `ret` is better placed last, where everything can
 *     fall into it or copy it), the block that followed in the old layout. The last
 *     chain a chain visits (when nothing reached it first) comes right after it, so
 *     without profitable edges this is the order the old layout's preferences give, and
 *     it stays topological for forward edges. The entry stays first; unreachable blocks
 *     keep their order at the end.
 * Empty blocks (one `bra`, left by the coalescer on split edges) are bypassed first, as
 * branch_fold would, so that an edge's gain is that of the edge it really is.
 *
 * Then an unconditional branch to a small return block (at most the threshold's
 * instructions, the last a ret or exit, no branch) that is not the next block becomes a
 * copy of that block, and a return block nobody reaches any more leaves the layout. Not
 * after a conditional branch to the next block (branch_fold turns the pair into one
 * inverted branch, as cheap), and after any other conditional branch only a block of
 * terminators alone (a bare ret) is copied: a block's terminators stay at its end. */

/* branch_fold.c: bypasses blocks that hold only an unconditional branch */
static int nv_bf_bypass_empty(nv_mfunc *mf);

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

/* How much mb wants succ after it in the chain order (see the header): higher is better. */
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

/* An edge a fall-through could serve. Frequencies are compared with their last 20
 * mantissa bits rounded off (relative resolution 2^-32), so that the same frequency
 * reached by two roundings compares equal. */
typedef struct nv_bp_edge {
  int64_t gain, weight;
  uint32_t depth;     /* loop depth of the source */
  uint32_t back;      /* 1 for a back edge (to a loop header from inside its loop) */
  uint32_t from, to;  /* block indices */
  uint32_t old_next;  /* 0 when `to` followed `from` in the old layout, else 1 */
} nv_bp_edge;

static int64_t nv_bp_logkey(double f) {
  uint64_t bits;
  if (!(f > 0)) return INT64_MIN;
  memcpy(&bits, &f, sizeof bits); /* positive doubles order as their bit patterns */
  return (int64_t)((bits + ((uint64_t)1 << 19)) >> 20);
}

static int nv_bp_edge_cmp(const void *x, const void *y) {
  const nv_bp_edge *a = (const nv_bp_edge *)x, *b = (const nv_bp_edge *)y;
  if (a->depth != b->depth) return a->depth > b->depth ? -1 : 1;
  if (a->gain != b->gain) return a->gain > b->gain ? -1 : 1;
  if (a->back != b->back) return a->back < b->back ? -1 : 1;
  if (a->weight != b->weight) return a->weight > b->weight ? -1 : 1;
  if (a->old_next != b->old_next) return a->old_next < b->old_next ? -1 : 1;
  if (a->from != b->from) return a->from < b->from ? -1 : 1;
  return a->to < b->to ? -1 : a->to > b->to;
}

/* Frequency of the CFG edge mb -> to. */
static double nv_bp_edge_freq(const nv_mblock *mb, const nv_mblock *to, const nv_mfreq *F, const nv_mloops *L) {
  uint32_t k;
  double p = 0;
  for (k = 0; k < mb->succs.len; k++)
    if (mb->succs.data[k] == to) p += nv_mfreq_edge_prob(mb, k, L);
  return F->freq[mb->index] * p;
}

/* Appends mb's edges that a fall-through can serve (mb ends in `bra X` or in
 * `@%p bra X; bra Y`, X != Y) with their gains (see the header). */
static void nv_bp_block_edges(const nv_mblock *mb, const nv_mfreq *F, const nv_mloops *L, nv_bp_edge *out,
                              uint32_t *nout) {
  const nv_minst *jmp = mb->last, *cb;
  const nv_mblock *t[2];
  double w[2], gain;
  uint32_t n = 0, i;
  if (!nv_minst_is_jump(jmp) || !(F->freq[mb->index] > 0)) return;
  cb = jmp->prev;
  t[n++] = jmp->ops[0].mbb;
  if (cb && nv_minst_is_term(cb)) {
    if (cb->opc != NV_PTX_BRA || !cb->pred || cb->nops != 1 || cb->ops[0].kind != NV_MO_BLOCK) return;
    if (cb->prev && nv_minst_is_term(cb->prev)) return;
    if (cb->ops[0].mbb == t[0]) return;
    t[n++] = cb->ops[0].mbb;
  }
  for (i = 0; i < n; i++) w[i] = nv_bp_edge_freq(mb, t[i], F, L);
  gain = n == 1 ? F->freq[mb->index] : (w[0] < w[1] ? w[0] : w[1]);
  for (i = 0; i < n; i++) {
    nv_bp_edge *e;
    int32_t lp = L->innermost[t[i]->index];
    uint32_t back = lp >= 0 && L->loops[lp].header == t[i] && nv_mloop_contains(L, (uint32_t)lp, mb);
    if (t[i] == mb) continue;
    if (back) {
      /* rotation: mb falls into the header, so the loop's entries jump to it */
      double entry = 0;
      uint32_t k;
      for (k = 0; k < t[i]->preds.len; k++)
        if (!nv_mloop_contains(L, (uint32_t)lp, t[i]->preds.data[k]))
          entry += nv_bp_edge_freq(t[i]->preds.data[k], t[i], F, L);
      if (!(gain > entry)) continue;
    }
    e = &out[(*nout)++];
    e->back = back;
    e->gain = nv_bp_logkey(gain);
    e->weight = nv_bp_logkey(w[i]);
    e->depth = L->depth[mb->index];
    e->from = mb->index;
    e->to = t[i]->index;
    e->old_next = t[i] != mb->next;
  }
}

/* Chain identity: union-find over block indices (the root names the chain). */
static uint32_t nv_bp_find(uint32_t *uf, uint32_t x) {
  uint32_t r = x;
  while (uf[r] != r) r = uf[r];
  while (uf[x] != r) {
    uint32_t nx = uf[x];
    uf[x] = r;
    x = nx;
  }
  return r;
}

/* The new layout (see the header); order[] receives nblocks blocks. */
static void nv_bp_layout(nv_mfunc *mf, const nv_mdom *D, const nv_mloops *L, const nv_mfreq *F, nv_mblock **order) {
  uint32_t n = mf->nblocks, nn = n ? n : 1, i, ne = 0, npost = 0, nstack = 0, k;
  nv_bp_edge *edges = (nv_bp_edge *)nv_xcalloc(2 * (size_t)nn, sizeof(nv_bp_edge));
  uint32_t *cnext = (uint32_t *)nv_xmalloc(nn * sizeof(uint32_t)); /* next block in its chain */
  uint32_t *cprev = (uint32_t *)nv_xmalloc(nn * sizeof(uint32_t));
  uint32_t *uf = (uint32_t *)nv_xmalloc(nn * sizeof(uint32_t));
  uint32_t *head = (uint32_t *)nv_xmalloc(nn * sizeof(uint32_t)); /* chain root -> its first block */
  uint32_t *post = (uint32_t *)nv_xcalloc(nn, sizeof(uint32_t));   /* chain heads, post-order */
  uint32_t *stack = (uint32_t *)nv_xcalloc(nn, sizeof(uint32_t));
  uint32_t *next_succ = (uint32_t *)nv_xcalloc(nn, sizeof(uint32_t));
  uint32_t *stamp = (uint32_t *)nv_xcalloc(nn, sizeof(uint32_t));
  uint32_t **csucc = (uint32_t **)nv_xcalloc(nn, sizeof(uint32_t *)); /* chain head -> successor chain heads */
  uint32_t *ncsucc = (uint32_t *)nv_xcalloc(nn, sizeof(uint32_t));
  uint8_t *seen = (uint8_t *)nv_xcalloc(nn, 1);
  nv_mblock *mb;
  for (i = 0; i < n; i++) {
    cnext[i] = cprev[i] = NV_MNONE;
    uf[i] = head[i] = i;
  }
  /* 1. chains */
  for (mb = mf->first; mb; mb = mb->next)
    if (D->rpo_num[mb->index] != NV_MNONE) nv_bp_block_edges(mb, F, L, edges, &ne);
  qsort(edges, ne, sizeof *edges, nv_bp_edge_cmp);
  for (i = 0; i < ne; i++) {
    uint32_t a = edges[i].from, b = edges[i].to;
    if (cnext[a] != NV_MNONE || cprev[b] != NV_MNONE || D->blocks[b] == mf->first) continue;
    if (nv_bp_find(uf, a) == nv_bp_find(uf, b)) continue;
    cnext[a] = b;
    cprev[b] = a;
    uf[nv_bp_find(uf, b)] = nv_bp_find(uf, a);
  }
  /* 2. each chain's successor chains, in visiting order: for each block from head to
   * tail its successors in rising rank; a chain named twice keeps its last place */
  for (mb = mf->first; mb; mb = mb->next) {
    uint32_t h = mb->index, x, cnt = 0, m = 0, c;
    uint32_t *list;
    if (cprev[h] != NV_MNONE || D->rpo_num[h] == NV_MNONE) continue;
    for (x = h; x != NV_MNONE; x = cnext[x]) cnt += D->blocks[x]->succs.len;
    list = (uint32_t *)nv_xcalloc(cnt ? cnt : 1, sizeof(uint32_t));
    for (x = h; x != NV_MNONE; x = cnext[x]) {
      nv_mblock *xb = D->blocks[x];
      uint32_t s = xb->succs.len, a;
      nv_bp_succ *v = (nv_bp_succ *)nv_xcalloc(s ? s : 1, sizeof(nv_bp_succ));
      for (a = 0; a < s; a++) {
        v[a].mb = xb->succs.data[a];
        v[a].rank = nv_bp_rank(xb, v[a].mb, L);
      }
      qsort(v, s, sizeof *v, nv_bp_succ_cmp);
      for (a = 0; a < s; a++) {
        uint32_t t = head[nv_bp_find(uf, v[a].mb->index)];
        if (t != h) list[m++] = t;
      }
      nv_xfree(v);
    }
    /* keep the last occurrence of each chain (stamp: h + 1 marks "kept for h") */
    for (c = m, cnt = 0; c-- > 0;) {
      if (stamp[list[c]] == h + 1) {
        list[c] = NV_MNONE;
        continue;
      }
      stamp[list[c]] = h + 1;
      cnt++;
    }
    for (c = 0, x = 0; c < m; c++)
      if (list[c] != NV_MNONE) list[x++] = list[c];
    csucc[h] = list;
    ncsucc[h] = x;
  }
  /* 3. reverse post-order of the chains from the entry's */
  stack[nstack++] = mf->first->index;
  seen[mf->first->index] = 1;
  while (nstack) {
    uint32_t top = stack[nstack - 1];
    if (next_succ[top] < ncsucc[top]) {
      uint32_t s = csucc[top][next_succ[top]++];
      if (!seen[s]) {
        seen[s] = 1;
        stack[nstack++] = s;
      }
      continue;
    }
    post[npost++] = top;
    nstack--;
  }
  k = 0;
  for (i = npost; i-- > 0;) {
    uint32_t x;
    for (x = post[i]; x != NV_MNONE; x = cnext[x]) {
      order[k++] = D->blocks[x];
      seen[x] = 1;
    }
  }
  for (mb = mf->first; mb; mb = mb->next)
    if (!seen[mb->index]) order[k++] = mb;
  for (i = 0; i < n; i++) nv_xfree(csucc[i]);
  nv_xfree(csucc);
  nv_xfree(ncsucc);
  nv_xfree(edges);
  nv_xfree(cnext);
  nv_xfree(cprev);
  nv_xfree(uf);
  nv_xfree(head);
  nv_xfree(post);
  nv_xfree(stack);
  nv_xfree(next_succ);
  nv_xfree(stamp);
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

/* Does only a run of terminators make up the block? Such a block may be copied after a
 * conditional branch (a block's terminators stay together at its end); tail_duplicate.c
 * asks the same. */
static int nv_bp_only_terms(const nv_mblock *b) {
  const nv_minst *mi;
  for (mi = b->first; mi; mi = mi->next)
    if (!nv_minst_is_term(mi)) return 0;
  return 1;
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
      /* the copy follows a conditional branch: only terminators may */
      if (!nv_bp_only_terms(r)) continue;
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
  nv_mfreq F;
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
  changed = nv_bf_bypass_empty(mf);
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  nv_mloops_compute(&L, mf, &D);
  nv_mfreq_compute(&F, mf, &D, &L);
  n = mf->nblocks;
  order = (nv_mblock **)nv_xcalloc(n ? n : 1, sizeof(nv_mblock *));
  nv_bp_layout(mf, &D, &L, &F, order);
  for (i = 0; i < n; i++) {
    changed |= order[i]->prev != (i ? order[i - 1] : NULL);
    order[i]->prev = i ? order[i - 1] : NULL;
    order[i]->next = i + 1 < n ? order[i + 1] : NULL;
  }
  mf->first = order[0];
  mf->last = order[n - 1];
  nv_xfree(order);
  nv_mfreq_free(&F);
  nv_mloops_free(&L);
  nv_mdom_free(&D);
  if (nv_mir_knob(o, NV_KNOB_TAIL_DUP_PLACEMENT) &&
      nv_bp_duplicate_returns(mf, (unsigned)nv_mir_knob(o, NV_KNOB_TAIL_DUP_PLACEMENT_THRESHOLD)))
    changed = 1;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  return changed;
}
