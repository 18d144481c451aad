/* liveness.c -- register liveness on machine IR (mir.h, nv_live) and live ranges as
 * slot-index segments (nv_lranges). MRPA, the coalescer, MCSE and LICM read it; the
 * pressure-driven allocator is meant to split and spill with it.
 *
 * Liveness is computed one register at a time, the way Boissinot et al. ("Computing
 * Liveness Sets for SSA-Form Programs") explore paths: from every block where the
 * register is read before any write (an upward-exposed read) walk predecessors, marking
 * live-out and live-in, stopping at blocks that write it. One scan of the function
 * collects the reads and writes of the registers being computed. That same procedure is
 * the full computation (every register) and the incremental one (the registers an edit
 * touched), so the two cannot drift apart; tests/unit/test_mir_analysis.c checks both
 * against textbook iterative dataflow on random CFGs.
 *
 * The sets are sparse: per block a sorted list of the registers live into / out of it,
 * per register the list of blocks it is live into / out of. Recomputing a register
 * replaces its block lists and turns the difference into insertions and removals, which
 * are applied to the block lists in one merge per affected block. A full computation
 * has nothing to diff against: it appends each register to its blocks' lists directly
 * (registers in increasing order, so the lists come out sorted) and leaves the
 * per-register lists unbuilt; the first incremental update builds them from the block
 * lists (most full computations are never updated: MCSE, LICM and the coalescer read
 * them once, and the diffs, edits and per-register copies were half of their cost). Exploration marks are
 * per-block epoch stamps, so nothing is cleared per register: the cost is the size of
 * the liveness, never blocks x registers (dense bit sets made a 10^4-case switch take
 * seconds and a 10^5-case one minutes).
 *
 * A PHI's input is read at the end of its incoming block (live-out there, not live-in at
 * the PHI's block); its result is written at the top of its block. A write under a guard
 * predicate does not end the register's old value. */

typedef struct nv_live_ref {
  uint32_t reg, block;
  uint8_t kind; /* 0: upward-exposed read, 1: killing write, 2: PHI read at block's end */
} nv_live_ref;

/* One change to a block's list: reg enters (add) or leaves it. */
typedef struct nv_live_edit {
  uint32_t block, reg;
  uint8_t add;
} nv_live_edit;
typedef NV_VEC(nv_live_edit) nv_live_edits;

static void nv_live_alloc(nv_live *L, const nv_mfunc *mf) {
  const nv_mblock *mb;
  L->mf = mf;
  L->nblocks = mf->nblocks;
  L->in = (nv_live_list *)nv_xcalloc(L->nblocks + 1, sizeof(nv_live_list));
  L->out = (nv_live_list *)nv_xcalloc(L->nblocks + 1, sizeof(nv_live_list));
  L->in_mark = (uint32_t *)nv_xcalloc(L->nblocks + 1, sizeof(uint32_t));
  L->out_mark = (uint32_t *)nv_xcalloc(L->nblocks + 1, sizeof(uint32_t));
  L->old_in_mark = (uint32_t *)nv_xcalloc(L->nblocks + 1, sizeof(uint32_t));
  L->old_out_mark = (uint32_t *)nv_xcalloc(L->nblocks + 1, sizeof(uint32_t));
  L->blocks = (nv_mblock **)nv_xcalloc(L->nblocks + 1, sizeof(nv_mblock *));
  L->scan_mark = (uint64_t *)nv_xcalloc(NV_BITS_WORDS(L->nblocks) + 1, sizeof(uint64_t));
  for (mb = mf->first; mb; mb = mb->next)
    if (mb->index < L->nblocks) L->blocks[mb->index] = (nv_mblock *)mb;
}

/* Registers created since the arrays were sized get room (all dead until touched). The
 * room doubles, so registers created one at a time cost amortised constant time. */
static void nv_live_grow(nv_live *L) {
  uint32_t nregs = L->mf->vreg_class.len, cap = L->reg_cap, oldw, neww;
  if (nregs <= L->nregs) return;
  if (nregs > cap) {
    cap = cap * 2 > nregs ? cap * 2 : nregs;
    oldw = NV_BITS_WORDS(L->reg_cap);
    neww = NV_BITS_WORDS(cap);
    L->reg_in = (nv_live_list *)nv_xrealloc(L->reg_in, sizeof(nv_live_list) * ((size_t)cap + 1));
    L->reg_out = (nv_live_list *)nv_xrealloc(L->reg_out, sizeof(nv_live_list) * ((size_t)cap + 1));
    L->killed_in = (uint32_t *)nv_xrealloc(L->killed_in, sizeof(uint32_t) * ((size_t)cap + 1));
    L->reg_blocks = (nv_live_list *)nv_xrealloc(L->reg_blocks, sizeof(nv_live_list) * ((size_t)cap + 1));
    L->dirty = (uint64_t *)nv_xrealloc(L->dirty, sizeof(uint64_t) * ((size_t)neww + 1));
    memset(L->reg_in + L->reg_cap, 0, sizeof(nv_live_list) * ((size_t)cap + 1 - L->reg_cap));
    memset(L->reg_out + L->reg_cap, 0, sizeof(nv_live_list) * ((size_t)cap + 1 - L->reg_cap));
    memset(L->killed_in + L->reg_cap, 0, sizeof(uint32_t) * ((size_t)cap + 1 - L->reg_cap));
    memset(L->reg_blocks + L->reg_cap, 0, sizeof(nv_live_list) * ((size_t)cap + 1 - L->reg_cap));
    memset(L->dirty + oldw, 0, sizeof(uint64_t) * ((size_t)neww + 1 - oldw));
    L->reg_cap = cap;
  }
  L->nregs = nregs;
}

/* reg is referenced in block b: b joins its list (once the lists are built). */
static void nv_live_note_block(nv_live *L, uint32_t reg, uint32_t b) {
  nv_live_list *l = &L->reg_blocks[reg];
  if (b < L->nblocks && (!l->len || l->data[l->len - 1] != b)) nv_vec_push(l, b);
}

/* reg is to be recomputed; block: where the touched instruction sits (NV_MNONE: a
 * register touched by itself). */
static void nv_live_mark_dirty(nv_live *L, uint32_t reg, uint32_t block) {
  nv_live_grow(L);
  if (reg == 0 || reg >= L->nregs) return;
  if (L->reg_blocks_built && block != NV_MNONE) nv_live_note_block(L, reg, block);
  if (nv_bit_test(L->dirty, reg)) return;
  nv_bit_set(L->dirty, reg);
  nv_vec_push(&L->dirty_list, reg);
}

/* A register touched without its instructions: which blocks reference it is unknown,
 * so the next update scans them all. */
static void nv_live_touch_reg(nv_live *L, uint32_t reg) {
  L->scan_all = 1;
  nv_live_mark_dirty(L, reg, NV_MNONE);
}

typedef struct nv_live_touch {
  nv_live *L;
  uint32_t block;
} nv_live_touch;

static void nv_live_touch_cb(uint32_t reg, void *user) {
  nv_live_touch *T = (nv_live_touch *)user;
  nv_live_mark_dirty(T->L, reg, T->block);
}

static void nv_live_touch_inst(nv_live *L, const nv_minst *mi) {
  nv_live_touch T;
  uint32_t i;
  T.L = L;
  T.block = mi->parent ? mi->parent->index : NV_MNONE;
  if (T.block == NV_MNONE || T.block >= L->nblocks) L->scan_all = 1; /* not in a block the lists know */
  nv_minst_for_uses(mi, nv_live_touch_cb, &T);
  for (i = 0; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if (i < mi->ndefs || mi->opc == NV_PTX_PHI) {
      if (op->kind == NV_MO_REG) nv_live_mark_dirty(L, op->reg, T.block);
    }
  }
}

static void nv_live_touch_ref(nv_live *L, const nv_minst *mi, uint32_t reg) {
  uint32_t block = mi->parent ? mi->parent->index : NV_MNONE;
  if (block == NV_MNONE || block >= L->nblocks) L->scan_all = 1;
  nv_live_mark_dirty(L, reg, block);
}

/* The rebuild of reg_blocks during a scan of every block: each register the
 * instruction reads or writes, PHI inputs included, is referenced in its block. */
static void nv_live_note_cb(uint32_t reg, void *user) {
  nv_live_touch *T = (nv_live_touch *)user;
  if (reg < T->L->nregs) nv_live_note_block(T->L, reg, T->block);
}

static void nv_live_note_inst(nv_live *L, const nv_minst *mi, uint32_t block) {
  nv_live_touch T;
  uint32_t i;
  T.L = L;
  T.block = block;
  nv_minst_for_uses(mi, nv_live_note_cb, &T);
  for (i = 0; i < mi->nops; i++)
    if ((i < mi->ndefs || mi->opc == NV_PTX_PHI) && mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg)
      nv_live_note_cb(mi->ops[i].reg, &T);
}

typedef struct nv_live_scan {
  nv_live *L;
  NV_VEC(nv_live_ref) refs;
  uint32_t block;
} nv_live_scan;

static void nv_live_scan_use(uint32_t reg, void *user) {
  nv_live_scan *S = (nv_live_scan *)user;
  nv_live_ref r;
  if (reg >= S->L->nregs || !nv_bit_test(S->L->dirty, reg) || S->L->killed_in[reg] == S->block + 1) return;
  r.reg = reg;
  r.block = S->block;
  r.kind = 0;
  nv_vec_push(&S->refs, r);
}

static int nv_live_ref_cmp(const void *a, const void *b) {
  const nv_live_ref *x = (const nv_live_ref *)a, *y = (const nv_live_ref *)b;
  if (x->reg != y->reg) return x->reg < y->reg ? -1 : 1;
  if (x->block != y->block) return x->block < y->block ? -1 : 1;
  return (int)x->kind - (int)y->kind;
}

static int nv_live_u32_cmp(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* The references grouped by register, registers in increasing order: insertion sort
 * (by register, block, kind) for a few, else one stable counting pass by register. The
 * exploration needs no more order than that: each register's kills are marked before
 * its reads are explored, and the sets it reaches do not depend on the order the reads
 * are taken in (only the order of the unsorted per-register block lists does). A full
 * computation has a reference per use and def; sorting by block and kind too took two
 * more counting passes, the most of this function's cost after the exploration. */
static void nv_live_sort_refs(nv_live_ref *r, uint32_t n) {
  nv_live_ref *tmp;
  uint32_t *cnt, i, sum, nregs;
  if (n < 32) {
    for (i = 1; i < n; i++) {
      nv_live_ref x = r[i];
      uint32_t j = i;
      while (j > 0 && nv_live_ref_cmp(&r[j - 1], &x) > 0) {
        r[j] = r[j - 1];
        j--;
      }
      r[j] = x;
    }
    return;
  }
  for (i = 0, nregs = 0; i < n; i++) /* the key range, from the references themselves */
    if (r[i].reg >= nregs) nregs = r[i].reg + 1;
  tmp = (nv_live_ref *)nv_xmalloc(sizeof *tmp * n);
  cnt = (uint32_t *)nv_xcalloc((size_t)nregs + 1, sizeof *cnt);
  for (i = 0; i < n; i++) cnt[r[i].reg]++;
  for (i = 0, sum = 0; i < nregs; i++) {
    uint32_t c = cnt[i];
    cnt[i] = sum;
    sum += c;
  }
  for (i = 0; i < n; i++) tmp[cnt[r[i].reg]++] = r[i];
  memcpy(r, tmp, sizeof *r * n);
  nv_xfree(cnt);
  nv_xfree(tmp);
}

static int nv_live_u32_sorted(const uint32_t *v, uint32_t n) {
  uint32_t i;
  for (i = 1; i < n; i++)
    if (v[i - 1] > v[i]) return 0;
  return 1;
}

/* The exploration of one register: new_in / new_out collect the blocks it becomes live
 * into / out of; in_mark / out_mark == epoch say a block is already collected. */
typedef struct nv_live_walk {
  nv_live *L;
  uint32_t reg, epoch, *kill_mark;
  nv_live_list new_in, new_out, stack;
} nv_live_walk;

static void nv_live_mark_in(nv_live_walk *W, uint32_t b) {
  if (W->L->in_mark[b] == W->epoch) return;
  W->L->in_mark[b] = W->epoch;
  nv_vec_push(&W->new_in, b);
  nv_vec_push(&W->stack, b);
}

/* Sets live-out of p, and live-in too when p does not write the register (then its
 * predecessors need exploring: p is pushed). */
static void nv_live_mark_out(nv_live_walk *W, uint32_t p) {
  if (W->L->out_mark[p] == W->epoch) return;
  W->L->out_mark[p] = W->epoch;
  nv_vec_push(&W->new_out, p);
  if (W->kill_mark[p] != W->reg) nv_live_mark_in(W, p);
}

/* Edits for the blocks of `list` whose mark is not epoch: removals from the old list
 * (add 0), additions from the new one (add 1); changed blocks are flagged. */
static void nv_live_diff_side(const nv_live_list *list, const uint32_t *mark, uint32_t epoch, uint32_t reg, int add,
                              nv_live_edits *edits, uint64_t *changed_blocks) {
  uint32_t i;
  for (i = 0; i < list->len; i++)
    if (mark[list->data[i]] != epoch) {
      nv_live_edit e;
      e.block = list->data[i];
      e.reg = reg;
      e.add = (uint8_t)add;
      nv_vec_push(edits, e);
      if (changed_blocks) nv_bit_set(changed_blocks, e.block);
    }
}

/* The difference between a register's old block list and its new one (new members carry
 * mark == epoch, old ones old_mark == epoch) as edits; changed blocks are flagged. */
static void nv_live_diff(const nv_live_list *old, const nv_live_list *nw, const uint32_t *mark,
                         const uint32_t *old_mark, uint32_t epoch, uint32_t reg, nv_live_edits *edits,
                         uint64_t *changed_blocks) {
  nv_live_diff_side(old, mark, epoch, reg, 0, edits, changed_blocks);
  nv_live_diff_side(nw, old_mark, epoch, reg, 1, edits, changed_blocks);
}

/* Applies edits (made in increasing register order) to the per-block sorted lists: a
 * stable sort by block keeps each block's edits sorted by register, and each affected
 * block is merged once. A few edits (an MCSE update makes a handful) are sorted by
 * insertion, so that the cost does not grow with the function's blocks; many by
 * counting. */
static void nv_live_apply(nv_live_list *sets, uint32_t nb, const nv_live_edits *edits) {
  uint32_t i, j, n = edits->len;
  nv_live_edit *sorted;
  nv_live_list tmp = NV_VEC_INIT;
  if (!n) return;
  sorted = (nv_live_edit *)nv_xmalloc(sizeof(nv_live_edit) * ((size_t)n + 1));
  if (n <= 32) {
    for (i = 0; i < n; i++) {
      nv_live_edit x = edits->data[i];
      for (j = i; j > 0 && sorted[j - 1].block > x.block; j--) sorted[j] = sorted[j - 1];
      sorted[j] = x;
    }
  } else {
    uint32_t *start = (uint32_t *)nv_xcalloc((size_t)nb + 2, sizeof(uint32_t)), b;
    for (i = 0; i < n; i++) start[edits->data[i].block + 1]++;
    for (b = 0; b < nb; b++) start[b + 1] += start[b];
    for (i = 0; i < n; i++) sorted[start[edits->data[i].block]++] = edits->data[i];
    nv_xfree(start);
  }
  for (j = 0; j < n;) { /* one block's edits: sorted[j .. end) */
    uint32_t b = sorted[j].block, end = j, k = 0;
    nv_live_list *set = &sets[b], swap;
    while (end < n && sorted[end].block == b) end++;
    tmp.len = 0;
    nv_vec_reserve(&tmp, set->len + (end - j));
    while (k < set->len || j < end) {
      if (j < end && (k >= set->len || sorted[j].reg < set->data[k])) {
        if (sorted[j].add) tmp.data[tmp.len++] = sorted[j].reg;
        j++;
      } else if (j < end && sorted[j].reg == set->data[k]) {
        if (sorted[j].add) tmp.data[tmp.len++] = set->data[k];
        j++;
        k++;
      } else {
        tmp.data[tmp.len++] = set->data[k++];
      }
    }
    swap = *set;
    *set = tmp;
    tmp = swap;
  }
  nv_vec_free(&tmp);
  nv_xfree(sorted);
}

/* A fresh stamp for the per-block marks; on wrap-around every mark is cleared. */
static uint32_t nv_live_next_epoch(nv_live *L) {
  if (L->epoch >= 0xfffffff0u) {
    memset(L->in_mark, 0, sizeof(uint32_t) * (L->nblocks + 1));
    memset(L->out_mark, 0, sizeof(uint32_t) * (L->nblocks + 1));
    memset(L->old_in_mark, 0, sizeof(uint32_t) * (L->nblocks + 1));
    memset(L->old_out_mark, 0, sizeof(uint32_t) * (L->nblocks + 1));
    L->epoch = 0;
  }
  return ++L->epoch;
}

/* The per-register lists from the block lists (after a full computation left them
 * unbuilt): counted first, so each list is one exact allocation. */
static void nv_live_build_reg_lists(nv_live *L) {
  uint32_t b, k;
  L->reg_lists = 1;
  for (b = 0; b < L->nblocks; b++) {
    for (k = 0; k < L->in[b].len; k++) L->reg_in[L->in[b].data[k]].len++;
    for (k = 0; k < L->out[b].len; k++) L->reg_out[L->out[b].data[k]].len++;
  }
  for (k = 0; k < L->nregs; k++) {
    uint32_t nin = L->reg_in[k].len, nout = L->reg_out[k].len;
    L->reg_in[k].len = L->reg_out[k].len = 0;
    nv_vec_reserve(&L->reg_in[k], nin);
    nv_vec_reserve(&L->reg_out[k], nout);
  }
  for (b = 0; b < L->nblocks; b++) {
    for (k = 0; k < L->in[b].len; k++) {
      nv_live_list *r = &L->reg_in[L->in[b].data[k]];
      r->data[r->len++] = b;
    }
    for (k = 0; k < L->out[b].len; k++) {
      nv_live_list *r = &L->reg_out[L->out[b].data[k]];
      r->data[r->len++] = b;
    }
  }
}

/* full: every register is dirty and every list empty (nv_live_compute). */
static void nv_live_run(nv_live *L, uint64_t *changed_blocks, int full) {
  nv_live_scan S;
  nv_live_walk W;
  nv_live_edits in_edits = NV_VEC_INIT, out_edits = NV_VEC_INIT;
  const nv_mblock *mb;
  uint32_t nb = L->nblocks, i, d, nref;
  int only_marked, rebuild;
  nv_live_grow(L);
  if (!L->dirty_list.len) return;
  if (!full && !L->reg_lists) nv_live_build_reg_lists(L);
  /* an update scans only the blocks that reference a dirty register (MCSE updates
   * after every match: a scan of the whole function each time was quadratic), unless
   * the lists are unbuilt or a register was touched by itself: then it scans every
   * block and rebuilds them. A full computation needs no lists. */
  only_marked = !full && L->reg_blocks_built && !L->scan_all;
  rebuild = !full && !only_marked;
  if (rebuild)
    for (i = 0; i < L->nregs; i++) L->reg_blocks[i].len = 0;
  if (only_marked)
    for (d = 0; d < L->dirty_list.len; d++) {
      const nv_live_list *l = &L->reg_blocks[L->dirty_list.data[d]];
      for (i = 0; i < l->len; i++) nv_bit_set(L->scan_mark, l->data[i]);
    }
  memset(&S, 0, sizeof S);
  memset(&W, 0, sizeof W);
  S.L = L;
  /* 1. one scan: upward-exposed reads, killing writes and PHI reads of dirty registers */
  for (mb = L->mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    if (only_marked && mb->index < nb && !nv_bit_test(L->scan_mark, mb->index)) continue;
    S.block = mb->index;
    for (mi = mb->first; mi; mi = mi->next) {
      if (rebuild) nv_live_note_inst(L, mi, mb->index);
      if (mi->opc == NV_PTX_PHI) {
        for (i = 1; i + 1 < mi->nops; i += 2) {
          nv_live_ref ref;
          if (mi->ops[i].kind != NV_MO_REG || mi->ops[i].reg >= L->nregs || !nv_bit_test(L->dirty, mi->ops[i].reg))
            continue;
          if (!mi->ops[i + 1].mbb || mi->ops[i + 1].mbb->index >= nb) continue;
          ref.reg = mi->ops[i].reg;
          ref.block = mi->ops[i + 1].mbb->index;
          ref.kind = 2;
          nv_vec_push(&S.refs, ref);
        }
      } else {
        nv_minst_for_uses(mi, nv_live_scan_use, &S);
      }
      for (i = 0; i < mi->ndefs && i < mi->nops; i++) {
        uint32_t reg = mi->ops[i].reg;
        nv_live_ref ref;
        if (mi->ops[i].kind != NV_MO_REG || reg >= L->nregs || !nv_bit_test(L->dirty, reg)) continue;
        if (!nv_minst_def_kills(mi) || L->killed_in[reg] == S.block + 1) continue;
        L->killed_in[reg] = S.block + 1;
        ref.reg = reg;
        ref.block = S.block;
        ref.kind = 1;
        nv_vec_push(&S.refs, ref);
      }
    }
  }
  if (only_marked) memset(L->scan_mark, 0, sizeof(uint64_t) * (NV_BITS_WORDS(nb) + 1));
  if (rebuild) L->reg_blocks_built = 1;
  if (!full) L->scan_all = 0;
  /* 2. group the references by register (the dirty registers in increasing order too) */
  nref = S.refs.len;
  if (nref) nv_live_sort_refs(S.refs.data, nref);
  if (!nv_live_u32_sorted(L->dirty_list.data, L->dirty_list.len))
    qsort(L->dirty_list.data, L->dirty_list.len, sizeof(uint32_t), nv_live_u32_cmp);
  /* 3. per dirty register: explore, then turn the difference into edits */
  W.L = L;
  W.kill_mark = (uint32_t *)nv_xcalloc((size_t)nb + 1, sizeof(uint32_t));
  for (d = 0, i = 0; d < L->dirty_list.len; d++) {
    uint32_t r = L->dirty_list.data[d], first, end, k;
    while (i < nref && S.refs.data[i].reg < r) i++;
    first = i;
    while (i < nref && S.refs.data[i].reg == r) i++;
    end = i;
    W.reg = r;
    W.epoch = nv_live_next_epoch(L);
    W.new_in.len = W.new_out.len = 0;
    for (k = first; k < end; k++)
      if (S.refs.data[k].kind == 1) W.kill_mark[S.refs.data[k].block] = r;
    for (k = first; k < end; k++) {
      uint32_t blk = S.refs.data[k].block;
      if (S.refs.data[k].kind == 0) nv_live_mark_in(&W, blk);
      else if (S.refs.data[k].kind == 2) nv_live_mark_out(&W, blk);
      while (W.stack.len) {
        const nv_mblock *x = L->blocks[nv_vec_pop(&W.stack)];
        uint32_t p;
        for (p = 0; p < x->preds.len; p++)
          if (x->preds.data[p]->index < nb) nv_live_mark_out(&W, x->preds.data[p]->index);
      }
    }
    for (k = first; k < end; k++)
      if (S.refs.data[k].kind == 1) W.kill_mark[S.refs.data[k].block] = 0;
    L->killed_in[r] = 0;
    nv_bit_clear(L->dirty, r);
    if (full) {
      /* r is above every register already in the lists: appending keeps them sorted */
      for (k = 0; k < W.new_in.len; k++) nv_vec_push(&L->in[W.new_in.data[k]], r);
      for (k = 0; k < W.new_out.len; k++) nv_vec_push(&L->out[W.new_out.data[k]], r);
      continue;
    }
    for (k = 0; k < L->reg_in[r].len; k++) L->old_in_mark[L->reg_in[r].data[k]] = W.epoch;
    for (k = 0; k < L->reg_out[r].len; k++) L->old_out_mark[L->reg_out[r].data[k]] = W.epoch;
    nv_live_diff(&L->reg_in[r], &W.new_in, L->in_mark, L->old_in_mark, W.epoch, r, &in_edits, changed_blocks);
    nv_live_diff(&L->reg_out[r], &W.new_out, L->out_mark, L->old_out_mark, W.epoch, r, &out_edits, changed_blocks);
    /* the new lists replace the old ones (reserved once, then copied) */
    nv_vec_reserve(&L->reg_in[r], W.new_in.len);
    nv_vec_reserve(&L->reg_out[r], W.new_out.len);
    if (W.new_in.len) memcpy(L->reg_in[r].data, W.new_in.data, sizeof(uint32_t) * W.new_in.len);
    if (W.new_out.len) memcpy(L->reg_out[r].data, W.new_out.data, sizeof(uint32_t) * W.new_out.len);
    L->reg_in[r].len = W.new_in.len;
    L->reg_out[r].len = W.new_out.len;
  }
  L->dirty_list.len = 0;
  /* 4. the block lists follow */
  nv_live_apply(L->in, nb, &in_edits);
  nv_live_apply(L->out, nb, &out_edits);
  nv_vec_free(&in_edits);
  nv_vec_free(&out_edits);
  nv_vec_free(&W.new_in);
  nv_vec_free(&W.new_out);
  nv_vec_free(&W.stack);
  nv_xfree(W.kill_mark);
  nv_vec_free(&S.refs);
}

static void nv_live_compute(nv_live *L, const nv_mfunc *mf) {
  uint32_t r;
  memset(L, 0, sizeof *L);
  nv_live_alloc(L, mf);
  nv_live_grow(L);
  for (r = 1; r < L->nregs; r++) nv_live_mark_dirty(L, r, NV_MNONE);
  nv_live_run(L, NULL, 1);
}

static void nv_live_update(nv_live *L, uint64_t *changed_blocks) { nv_live_run(L, changed_blocks, 0); }

static void nv_live_free(nv_live *L) {
  uint32_t i;
  for (i = 0; i < L->nblocks; i++) {
    nv_vec_free(&L->in[i]);
    nv_vec_free(&L->out[i]);
  }
  for (i = 0; i < L->reg_cap; i++) {
    nv_vec_free(&L->reg_in[i]);
    nv_vec_free(&L->reg_out[i]);
    nv_vec_free(&L->reg_blocks[i]);
  }
  nv_xfree(L->in);
  nv_xfree(L->out);
  nv_xfree(L->reg_in);
  nv_xfree(L->reg_out);
  nv_xfree(L->dirty);
  nv_vec_free(&L->dirty_list);
  nv_xfree(L->killed_in);
  nv_xfree(L->in_mark);
  nv_xfree(L->out_mark);
  nv_xfree(L->old_in_mark);
  nv_xfree(L->old_out_mark);
  nv_xfree(L->blocks);
  nv_xfree(L->reg_blocks);
  nv_xfree(L->scan_mark);
  memset(L, 0, sizeof *L);
}

static int nv_live_list_has(const nv_live_list *s, uint32_t reg) {
  uint32_t lo = 0, hi = s->len;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (s->data[mid] < reg) lo = mid + 1;
    else hi = mid;
  }
  return lo < s->len && s->data[lo] == reg;
}

static int nv_live_in(const nv_live *L, const nv_mblock *mb, uint32_t reg) {
  return mb->index < L->nblocks && nv_live_list_has(&L->in[mb->index], reg);
}

static int nv_live_out(const nv_live *L, const nv_mblock *mb, uint32_t reg) {
  return mb->index < L->nblocks && nv_live_list_has(&L->out[mb->index], reg);
}

static const uint32_t *nv_live_in_regs(const nv_live *L, const nv_mblock *mb, uint32_t *n) {
  if (mb->index >= L->nblocks) {
    *n = 0;
    return NULL;
  }
  *n = L->in[mb->index].len;
  return L->in[mb->index].data;
}

static const uint32_t *nv_live_out_regs(const nv_live *L, const nv_mblock *mb, uint32_t *n) {
  if (mb->index >= L->nblocks) {
    *n = 0;
    return NULL;
  }
  *n = L->out[mb->index].len;
  return L->out[mb->index].data;
}

/* ---- live ranges ---- */

typedef struct nv_lrange_rec {
  uint32_t reg;
  nv_lseg s;
} nv_lrange_rec;

typedef struct nv_lrange_build {
  NV_VEC(nv_lrange_rec) recs;
  uint32_t *open_end;   /* reg -> end of its open segment, 0 when not live */
  uint32_t slot;
} nv_lrange_build;

static void nv_lrange_use(uint32_t reg, void *user) {
  nv_lrange_build *B = (nv_lrange_build *)user;
  if (!B->open_end[reg]) B->open_end[reg] = B->slot + 1;
}

static void nv_lranges_build(nv_lranges *R, const nv_mfunc *mf, const nv_live *L, int slots) {
  nv_lrange_build B;
  const nv_mblock *mb;
  uint32_t nregs = mf->vreg_class.len, slot = 0, i, r;
  NV_VEC(uint32_t) livelist = NV_VEC_INIT;
  memset(R, 0, sizeof *R);
  memset(&B, 0, sizeof B);
  R->nregs = nregs;
  R->block_start = (uint32_t *)nv_xcalloc(mf->nblocks + 1, sizeof(uint32_t));
  nv_map_init(&R->slot, NV_MAP_PTR);
  B.open_end = (uint32_t *)nv_xcalloc(nregs + 1, sizeof(uint32_t));
  for (mb = mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    uint32_t n = 0, bstart = slot, bend, first_rec = B.recs.len;
    for (mi = mb->first; mi; mi = mi->next) n++;
    bend = bstart + 2 * n + 2;
    if (mb->index < mf->nblocks) R->block_start[mb->index] = bstart;
    /* backwards from the live-out set */
    livelist.len = 0;
    {
      uint32_t nout, k;
      const uint32_t *out = nv_live_out_regs(L, mb, &nout);
      for (k = 0; k < nout && out[k] < nregs; k++) {
        B.open_end[out[k]] = bend;
        nv_vec_push(&livelist, out[k]);
      }
    }
    i = n;
    for (mi = mb->last; mi; mi = mi->prev) {
      uint32_t k, s = bstart + 2 * i--;
      if (slots) nv_map_put(&R->slot, (uintptr_t)mi, s);
      for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
        uint32_t d = mi->ops[k].reg;
        nv_lrange_rec rec;
        if (mi->ops[k].kind != NV_MO_REG || !d || d >= nregs) continue;
        rec.reg = d;
        rec.s.start = s + 1;
        if (B.open_end[d]) {
          rec.s.end = B.open_end[d];
          if (nv_minst_def_kills(mi)) B.open_end[d] = 0;
          else rec.s.start = s + 1, rec.s.end = B.open_end[d], B.open_end[d] = s + 1; /* stays live above */
        } else {
          rec.s.end = s + 2; /* written, never read: one slot */
        }
        if (rec.s.end > rec.s.start) nv_vec_push(&B.recs, rec);
      }
      B.slot = s;
      nv_minst_for_uses(mi, nv_lrange_use, &B);
      /* registers first read here join the list of those to close at the block start */
      if (mi->opc != NV_PTX_PHI) {
        uint32_t j;
        for (j = mi->ndefs; j < mi->nops; j++)
          if ((mi->ops[j].kind == NV_MO_REG || (mi->ops[j].kind == NV_MO_ADDR && mi->ops[j].base_kind == NV_MO_REG)) &&
              mi->ops[j].reg && mi->ops[j].reg < nregs)
            nv_vec_push(&livelist, mi->ops[j].reg);
      }
      if (mi->pred && mi->pred < nregs) nv_vec_push(&livelist, mi->pred);
    }
    for (i = 0; i < livelist.len; i++) {
      uint32_t x = livelist.data[i];
      if (B.open_end[x]) {
        nv_lrange_rec rec;
        rec.reg = x;
        rec.s.start = bstart;
        rec.s.end = B.open_end[x];
        nv_vec_push(&B.recs, rec);
        B.open_end[x] = 0;
      }
    }
    /* the walk went backwards, so the block's segments came in decreasing start (the
     * ones closed at the block's start last): reversed, they come in increasing
     * order, and the per-register insertion sort below has next to nothing to move
     * (it was quadratic in a register's segments per block) */
    for (i = first_rec, r = B.recs.len; i + 1 < r; i++, r--) {
      nv_lrange_rec t = B.recs.data[i];
      B.recs.data[i] = B.recs.data[r - 1];
      B.recs.data[r - 1] = t;
    }
    slot = bend;
  }
  /* group by register, sort each group by start, merge touching segments */
  R->first = (uint32_t *)nv_xcalloc(nregs + 2, sizeof(uint32_t));
  R->seg = (nv_lseg *)nv_xmalloc(sizeof(nv_lseg) * (B.recs.len + 1));
  for (i = 0; i < B.recs.len; i++) R->first[B.recs.data[i].reg + 1]++;
  for (r = 0; r < nregs; r++) R->first[r + 1] += R->first[r];
  {
    uint32_t *fill = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (nregs + 1)), out = 0;
    memcpy(fill, R->first, sizeof(uint32_t) * (nregs + 1));
    for (i = 0; i < B.recs.len; i++) R->seg[fill[B.recs.data[i].reg]++] = B.recs.data[i].s;
    for (r = 0; r < nregs; r++) {
      uint32_t a = R->first[r], b = R->first[r + 1], j, k;
      /* insertion sort: groups are short */
      for (j = a + 1; j < b; j++) {
        nv_lseg x = R->seg[j];
        k = j;
        while (k > a && R->seg[k - 1].start > x.start) {
          R->seg[k] = R->seg[k - 1];
          k--;
        }
        R->seg[k] = x;
      }
      R->first[r] = out;
      for (j = a; j < b; j++) {
        if (out > R->first[r] && R->seg[out - 1].end >= R->seg[j].start) {
          if (R->seg[j].end > R->seg[out - 1].end) R->seg[out - 1].end = R->seg[j].end;
        } else {
          R->seg[out++] = R->seg[j];
        }
      }
    }
    R->first[nregs] = out;
    nv_xfree(fill);
  }
  nv_xfree(B.open_end);
  nv_vec_free(&B.recs);
  nv_vec_free(&livelist);
}

static void nv_lranges_compute(nv_lranges *R, const nv_mfunc *mf, const nv_live *L) { nv_lranges_build(R, mf, L, 1); }

static void nv_lranges_compute_segs(nv_lranges *R, const nv_mfunc *mf, const nv_live *L) {
  nv_lranges_build(R, mf, L, 0);
}

static void nv_lranges_free(nv_lranges *R) {
  nv_xfree(R->first);
  nv_xfree(R->seg);
  nv_xfree(R->block_start);
  nv_map_free(&R->slot);
  memset(R, 0, sizeof *R);
}

static uint32_t nv_lranges_slot(const nv_lranges *R, const nv_minst *mi) {
  uintptr_t v = NV_MNONE;
  nv_map_get(&R->slot, (uintptr_t)mi, &v);
  return (uint32_t)v;
}

static int nv_lsegs_overlap(const nv_lseg *a, uint32_t na, const nv_lseg *b, uint32_t nb) {
  uint32_t i = 0, j = 0;
  while (i < na && j < nb) {
    if (a[i].end <= b[j].start) i++;
    else if (b[j].end <= a[i].start) j++;
    else return 1;
  }
  return 0;
}
