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
 * A PHI's input is read at the end of its incoming block (live-out there, not live-in at
 * the PHI's block); its result is written at the top of its block. A write under a guard
 * predicate does not end the register's old value. */

typedef struct nv_live_ref {
  uint32_t reg, block;
  uint8_t kind; /* 0: upward-exposed read, 1: killing write, 2: PHI read at block's end */
} nv_live_ref;

static void nv_live_alloc(nv_live *L, const nv_mfunc *mf) {
  const nv_mblock *mb;
  L->mf = mf;
  L->nblocks = mf->nblocks;
  L->nregs = mf->vreg_class.len;
  L->words = NV_BITS_WORDS(L->nregs);
  L->in = (uint64_t *)nv_xcalloc((size_t)L->nblocks * L->words + 1, sizeof(uint64_t));
  L->out = (uint64_t *)nv_xcalloc((size_t)L->nblocks * L->words + 1, sizeof(uint64_t));
  L->dirty = (uint64_t *)nv_xcalloc(L->words + 1, sizeof(uint64_t));
  L->blocks = (nv_mblock **)nv_xcalloc(L->nblocks + 1, sizeof(nv_mblock *));
  for (mb = mf->first; mb; mb = mb->next)
    if (mb->index < L->nblocks) L->blocks[mb->index] = (nv_mblock *)mb;
}

/* Registers created since the sets were sized get room (all dead until touched). */
static void nv_live_grow(nv_live *L) {
  uint32_t nregs = L->mf->vreg_class.len, words = NV_BITS_WORDS(nregs), b;
  uint64_t *in, *out, *dirty;
  if (nregs <= L->nregs) return;
  if (words != L->words) {
    in = (uint64_t *)nv_xcalloc((size_t)L->nblocks * words + 1, sizeof(uint64_t));
    out = (uint64_t *)nv_xcalloc((size_t)L->nblocks * words + 1, sizeof(uint64_t));
    dirty = (uint64_t *)nv_xcalloc(words + 1, sizeof(uint64_t));
    for (b = 0; b < L->nblocks; b++) {
      memcpy(in + (size_t)b * words, L->in + (size_t)b * L->words, L->words * sizeof(uint64_t));
      memcpy(out + (size_t)b * words, L->out + (size_t)b * L->words, L->words * sizeof(uint64_t));
    }
    memcpy(dirty, L->dirty, L->words * sizeof(uint64_t));
    nv_xfree(L->in);
    nv_xfree(L->out);
    nv_xfree(L->dirty);
    L->in = in;
    L->out = out;
    L->dirty = dirty;
    L->words = words;
  }
  L->nregs = nregs;
}

static void nv_live_touch_reg(nv_live *L, uint32_t reg) {
  nv_live_grow(L);
  if (reg == 0 || reg >= L->nregs || nv_bit_test(L->dirty, reg)) return;
  nv_bit_set(L->dirty, reg);
  L->ndirty++;
}

static void nv_live_touch_cb(uint32_t reg, void *user) { nv_live_touch_reg((nv_live *)user, reg); }

static void nv_live_touch_inst(nv_live *L, const nv_minst *mi) {
  uint32_t i;
  nv_minst_for_uses(mi, nv_live_touch_cb, L);
  for (i = 0; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if (i < mi->ndefs || mi->opc == NV_PTX_PHI) {
      if (op->kind == NV_MO_REG) nv_live_touch_reg(L, op->reg);
    }
  }
}

typedef struct nv_live_scan {
  nv_live *L;
  NV_VEC(nv_live_ref) refs;
  uint32_t *killed_in;  /* reg -> block index + 1 of the last killing write seen in the scan */
  uint32_t block;
} nv_live_scan;

static void nv_live_scan_use(uint32_t reg, void *user) {
  nv_live_scan *S = (nv_live_scan *)user;
  nv_live_ref r;
  if (reg >= S->L->nregs || !nv_bit_test(S->L->dirty, reg) || S->killed_in[reg] == S->block + 1) return;
  r.reg = reg;
  r.block = S->block;
  r.kind = 0;
  nv_vec_push(&S->refs, r);
}

/* Sets live-out of p, and live-in too when p does not write the register (then its
 * predecessors need exploring: p is pushed). */
static void nv_live_mark_out(nv_live *L, uint32_t reg, uint32_t p, const uint32_t *kill_mark, uint32_t *stack,
                             uint32_t *sp) {
  uint64_t *out = L->out + (size_t)p * L->words, *in = L->in + (size_t)p * L->words;
  if (nv_bit_test(out, reg)) return;
  nv_bit_set(out, reg);
  if (kill_mark[p] != reg && !nv_bit_test(in, reg)) {
    nv_bit_set(in, reg);
    stack[(*sp)++] = p;
  }
}

static void nv_live_update(nv_live *L, uint64_t *changed_blocks) {
  nv_live_scan S;
  const nv_mblock *mb;
  uint32_t nb = L->nblocks, i, r, *start, *stack, *kill_mark, nref;
  nv_live_ref *sorted;
  uint8_t *old = NULL;
  nv_live_grow(L);
  if (!L->ndirty) return;
  memset(&S, 0, sizeof S);
  S.L = L;
  S.killed_in = (uint32_t *)nv_xcalloc(L->nregs + 1, sizeof(uint32_t));
  /* 1. one scan: upward-exposed reads, killing writes and PHI reads of dirty registers */
  for (mb = L->mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    S.block = mb->index;
    for (mi = mb->first; mi; mi = mi->next) {
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
        if (!nv_minst_def_kills(mi) || S.killed_in[reg] == S.block + 1) continue;
        S.killed_in[reg] = S.block + 1;
        ref.reg = reg;
        ref.block = S.block;
        ref.kind = 1;
        nv_vec_push(&S.refs, ref);
      }
    }
  }
  /* 2. group the references by register (counting sort keeps block order) */
  nref = S.refs.len;
  start = (uint32_t *)nv_xcalloc(L->nregs + 2, sizeof(uint32_t));
  sorted = (nv_live_ref *)nv_xmalloc(sizeof(nv_live_ref) * (nref + 1));
  for (i = 0; i < nref; i++) start[S.refs.data[i].reg + 1]++;
  for (r = 0; r < L->nregs; r++) start[r + 1] += start[r];
  {
    uint32_t *fill = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (L->nregs + 1));
    memcpy(fill, start, sizeof(uint32_t) * (L->nregs + 1));
    for (i = 0; i < nref; i++) sorted[fill[S.refs.data[i].reg]++] = S.refs.data[i];
    nv_xfree(fill);
  }
  /* 3. per dirty register: clear, explore, compare */
  stack = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (nb + 1));
  kill_mark = (uint32_t *)nv_xcalloc(nb + 1, sizeof(uint32_t));
  if (changed_blocks) old = (uint8_t *)nv_xmalloc(nb + 1);
  for (r = 1; r < L->nregs; r++) {
    uint32_t b, sp = 0;
    if (!nv_bit_test(L->dirty, r)) continue;
    for (b = 0; b < nb; b++) {
      uint64_t *in = L->in + (size_t)b * L->words, *out = L->out + (size_t)b * L->words;
      if (old) old[b] = (uint8_t)(nv_bit_test(in, r) | (nv_bit_test(out, r) << 1));
      nv_bit_clear(in, r);
      nv_bit_clear(out, r);
    }
    for (i = start[r]; i < start[r + 1]; i++)
      if (sorted[i].kind == 1) kill_mark[sorted[i].block] = r;
    for (i = start[r]; i < start[r + 1]; i++) {
      uint32_t blk = sorted[i].block;
      if (sorted[i].kind == 0) {
        uint64_t *in = L->in + (size_t)blk * L->words;
        if (!nv_bit_test(in, r)) {
          nv_bit_set(in, r);
          stack[sp++] = blk;
        }
      } else if (sorted[i].kind == 2) {
        nv_live_mark_out(L, r, blk, kill_mark, stack, &sp);
      }
      while (sp) {
        const nv_mblock *x = L->blocks[stack[--sp]];
        uint32_t k;
        for (k = 0; k < x->preds.len; k++)
          if (x->preds.data[k]->index < nb) nv_live_mark_out(L, r, x->preds.data[k]->index, kill_mark, stack, &sp);
      }
    }
    for (i = start[r]; i < start[r + 1]; i++)
      if (sorted[i].kind == 1) kill_mark[sorted[i].block] = 0;
    if (old)
      for (b = 0; b < nb; b++) {
        uint64_t *in = L->in + (size_t)b * L->words, *out = L->out + (size_t)b * L->words;
        if (old[b] != (uint8_t)(nv_bit_test(in, r) | (nv_bit_test(out, r) << 1))) nv_bit_set(changed_blocks, b);
      }
  }
  memset(L->dirty, 0, sizeof(uint64_t) * L->words);
  L->ndirty = 0;
  nv_xfree(old);
  nv_xfree(stack);
  nv_xfree(kill_mark);
  nv_xfree(sorted);
  nv_xfree(start);
  nv_xfree(S.killed_in);
  nv_vec_free(&S.refs);
}

static void nv_live_compute(nv_live *L, const nv_mfunc *mf) {
  uint32_t r;
  memset(L, 0, sizeof *L);
  nv_live_alloc(L, mf);
  for (r = 1; r < L->nregs; r++) nv_live_touch_reg(L, r);
  nv_live_update(L, NULL);
}

static void nv_live_free(nv_live *L) {
  nv_xfree(L->in);
  nv_xfree(L->out);
  nv_xfree(L->dirty);
  nv_xfree(L->blocks);
  memset(L, 0, sizeof *L);
}

static int nv_live_in(const nv_live *L, const nv_mblock *mb, uint32_t reg) {
  return mb->index < L->nblocks && reg < L->nregs && nv_bit_test(L->in + (size_t)mb->index * L->words, reg);
}

static int nv_live_out(const nv_live *L, const nv_mblock *mb, uint32_t reg) {
  return mb->index < L->nblocks && reg < L->nregs && nv_bit_test(L->out + (size_t)mb->index * L->words, reg);
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

static void nv_lranges_compute(nv_lranges *R, const nv_mfunc *mf, const nv_live *L) {
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
    uint32_t n = 0, bstart = slot, bend;
    for (mi = mb->first; mi; mi = mi->next) n++;
    bend = bstart + 2 * n + 2;
    if (mb->index < mf->nblocks) R->block_start[mb->index] = bstart;
    /* backwards from the live-out set */
    livelist.len = 0;
    for (r = 1; r < nregs && r < L->nregs; r++)
      if (nv_live_out(L, mb, r)) {
        B.open_end[r] = bend;
        nv_vec_push(&livelist, r);
      }
    i = n;
    for (mi = mb->last; mi; mi = mi->prev) {
      uint32_t k, s = bstart + 2 * i--;
      nv_map_put(&R->slot, (uintptr_t)mi, s);
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
