/* coalesce.c -- the register coalescer, right after PHI elimination: a copy `d = s`
 * whose two registers' live ranges do not overlap is deleted and the two registers become
 * one. This is what removes the copies PHI elimination puts on every loop-carried value:
 * the PHI's result, its temporary and its loop-carried input usually live in turn, never
 * at once, so a loop keeps one register and no `mov`.
 *
 * Mode (knob usedessa, cicc's name and default 2): 0 leaves every copy (the plain
 * temporaries of phi_elim), 1 coalesces only the copies PHI elimination made (CSSA-style:
 * the PHI's congruence class), 2 coalesces those and every other register copy
 * instruction selection left (deSSA). Knob cssa-coalesce (default 1): 0 keeps the PHI
 * copies even in mode 2, so that only selection's copies are coalesced.
 *
 * Interference is exact on the live ranges (mir/liveness.c): registers are merged with a
 * union-find whose roots carry the union of their members' segments, so every later
 * query sees the merged range. Copies are taken hottest first (block frequency, then
 * program order), so a conflict between two candidates keeps the loop's copy out rather
 * than the one before it. A merged range is the union of the two, which over-covers the
 * deleted copy's own slot: conservative, never wrong. Copies of a constant become the
 * constant's move (nv_coal_copy_constants), before coalescing where several copies
 * share the constant and after it for any copy left. */

/* A root's segments: at first a slice of the live ranges' array (not owned), after a
 * merge an exact allocation of its own. (Copying every register's segments into a
 * vector of its own, one push at a time, was thousands of small reallocations per
 * function.) */
typedef struct nv_coal_segs {
  nv_lseg *data;
  uint32_t len;
  int owned;
} nv_coal_segs;
typedef struct nv_coal {
  uint32_t *parent;            /* union-find over registers */
  nv_coal_segs *segs;          /* per root: its members' segments, sorted and disjoint */
} nv_coal;

static uint32_t nv_coal_find(nv_coal *C, uint32_t r) {
  while (C->parent[r] != r) {
    C->parent[r] = C->parent[C->parent[r]];
    r = C->parent[r];
  }
  return r;
}

/* a's segments := a's ∪ b's (both sorted and disjoint; touching ones merge). */
static void nv_coal_merge_segs(nv_coal *C, uint32_t a, uint32_t b) {
  nv_coal_segs *x = &C->segs[a], *y = &C->segs[b];
  nv_lseg *out = (nv_lseg *)nv_xmalloc(sizeof(nv_lseg) * ((size_t)x->len + y->len + 1));
  uint32_t i = 0, j = 0, n = 0;
  while (i < x->len || j < y->len) {
    nv_lseg s;
    if (j >= y->len || (i < x->len && x->data[i].start <= y->data[j].start))
      s = x->data[i++];
    else
      s = y->data[j++];
    if (n && out[n - 1].end >= s.start) {
      if (s.end > out[n - 1].end) out[n - 1].end = s.end;
    } else {
      out[n++] = s;
    }
  }
  if (x->owned) nv_xfree(x->data);
  if (y->owned) nv_xfree(y->data);
  memset(y, 0, sizeof *y);
  x->data = out;
  x->len = n;
  x->owned = 1;
}

typedef struct nv_coal_cand {
  nv_minst *mi;
  double freq;
  uint32_t order;
} nv_coal_cand;

static int nv_coal_cand_cmp(const void *x, const void *y) {
  const nv_coal_cand *a = (const nv_coal_cand *)x, *b = (const nv_coal_cand *)y;
  if (a->freq != b->freq) return a->freq > b->freq ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

/* Coalesces the function; map (NULL, or nregs entries) gets each register's final name
 * (the tests check the merged registers against brute-force liveness). Returns the
 * number of copies removed. */
static unsigned nv_coalesce_run(nv_mfunc *mf, const nv_options *o, uint32_t *map) {
  int mode = (int)nv_mir_knob(o, NV_KNOB_USEDESSA), phi_ok = nv_mir_knob(o, NV_KNOB_CSSA_COALESCE) != 0;
  uint32_t nregs = mf->vreg_class.len, r, order = 0, i;
  nv_live L;
  nv_lranges R;
  nv_mdom D;
  nv_mloops LP;
  nv_mfreq F;
  nv_coal C;
  NV_VEC(nv_coal_cand) cands = NV_VEC_INIT;
  nv_mblock *mb;
  unsigned removed = 0;
  if (map)
    for (r = 0; r < nregs; r++) map[r] = r;
  if (mode <= 0) return 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  nv_mloops_compute(&LP, mf, &D);
  nv_mfreq_compute(&F, mf, &D, &LP);
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next, order++) {
      nv_coal_cand c;
      if (mi->opc != NV_PTX_COPY || mi->pred || mi->nops != 2 || mi->ops[1].kind != NV_MO_REG) continue;
      if (!mi->ops[0].reg || !mi->ops[1].reg) continue;
      if (nv_vreg_class(mf, mi->ops[0].reg) != nv_vreg_class(mf, mi->ops[1].reg)) continue;
      if (mi->phi_copy ? !phi_ok : mode < 2) continue;
      c.mi = mi;
      c.freq = mb->index < F.nblocks ? F.freq[mb->index] : 0;
      c.order = order;
      nv_vec_push(&cands, c);
    }
  }
  if (cands.len) {
    nv_live_compute(&L, mf);
    nv_lranges_compute_segs(&R, mf, &L);
    C.parent = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (nregs + 1));
    C.segs = (nv_coal_segs *)nv_xcalloc(nregs + 1, sizeof *C.segs);
    for (r = 0; r < nregs; r++) {
      C.parent[r] = r;
      C.segs[r].data = R.seg + R.first[r];
      C.segs[r].len = R.first[r + 1] - R.first[r];
    }
    qsort(cands.data, cands.len, sizeof *cands.data, nv_coal_cand_cmp);
    for (i = 0; i < cands.len; i++) {
      nv_minst *mi = cands.data[i].mi;
      uint32_t a = nv_coal_find(&C, mi->ops[0].reg), b = nv_coal_find(&C, mi->ops[1].reg);
      if (a != b) {
        if (nv_lsegs_overlap(C.segs[a].data, C.segs[a].len, C.segs[b].data, C.segs[b].len)) continue;
        /* the lower number survives: stable names, and the earlier-created one */
        if (b < a) {
          uint32_t t = a;
          a = b;
          b = t;
        }
        nv_coal_merge_segs(&C, a, b);
        C.parent[b] = a;
      }
      nv_minst_remove(mi);
      removed++;
    }
    /* rename every operand to its root */
    for (mb = mf->first; mb; mb = mb->next) {
      nv_minst *mi, *next;
      for (mi = mb->first; mi; mi = next) {
        next = mi->next;
        for (i = 0; i < mi->nops; i++) {
          nv_mop *op = &mi->ops[i];
          if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg &&
              op->reg < nregs)
            op->reg = nv_coal_find(&C, op->reg);
        }
        if (mi->pred && mi->pred < nregs) mi->pred = nv_coal_find(&C, mi->pred);
        /* copies that became self-copies through other merges */
        if (mi->opc == NV_PTX_COPY && !mi->pred && mi->nops == 2 && mi->ops[1].kind == NV_MO_REG &&
            mi->ops[0].reg == mi->ops[1].reg) {
          nv_minst_remove(mi);
          removed++;
        }
      }
    }
    if (map)
      for (r = 0; r < nregs; r++) map[r] = nv_coal_find(&C, r);
    for (r = 0; r <= nregs; r++)
      if (C.segs[r].owned) nv_xfree(C.segs[r].data);
    nv_xfree(C.segs);
    nv_xfree(C.parent);
    nv_lranges_free(&R);
    nv_live_free(&L);
  }
  nv_vec_free(&cands);
  nv_mfreq_free(&F);
  nv_mloops_free(&LP);
  nv_mdom_free(&D);
  return removed;
}

/* A copy left from a register whose one definition moves a constant into it becomes that
 * move (`mov %f12, %f11` after `mov %f11, 0f00000000` is `mov %f12, 0f00000000`): a copy
 * of a constant costs as much as the constant, and the source may then die. The usual
 * case is one constant feeding several PHIs (loop counters and accumulators starting at
 * 0), which cannot all share its register. */
static unsigned nv_coal_copy_constants(nv_mfunc *mf, uint32_t min_uses) {
  uint32_t nregs = mf->vreg_class.len, i;
  uint32_t *ndefs = (uint32_t *)nv_xcalloc(nregs + 1, sizeof(uint32_t));
  uint32_t *nuses = (uint32_t *)nv_xcalloc(nregs + 1, sizeof(uint32_t));
  nv_minst **def = (nv_minst **)nv_xcalloc(nregs + 1, sizeof(nv_minst *));
  nv_mblock *mb;
  nv_minst *mi;
  unsigned changed = 0;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = 0; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if (op->kind == NV_MO_REG && op->reg < nregs && i < mi->ndefs) {
          ndefs[op->reg]++;
          def[op->reg] = mi;
        } else if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg < nregs) {
          nuses[op->reg]++;
        }
      }
      if (mi->pred && mi->pred < nregs) nuses[mi->pred]++;
    }
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      nv_minst *d;
      uint32_t s;
      if (mi->opc != NV_PTX_COPY || mi->pred || mi->nops != 2 || mi->ops[1].kind != NV_MO_REG) continue;
      s = mi->ops[1].reg;
      if (s >= nregs || ndefs[s] != 1 || nuses[s] < min_uses) continue;
      d = def[s];
      if (d->pred || d->ndefs != 1 || d->nops != 2 || (d->ops[1].kind != NV_MO_IMM && d->ops[1].kind != NV_MO_FPIMM)) continue;
      if (d->opc < NV_PTX_MOV_PRED || d->opc > NV_PTX_MOV_B32) continue; /* the immediate moves */
      if (nv_vreg_class(mf, mi->ops[0].reg) != nv_vreg_class(mf, s)) continue;
      mi->opc = d->opc;
      mi->mods = d->mods;
      mi->ops[1] = d->ops[1];
      if (--nuses[s] == 0 && !nv_minst_has_side_effects(d)) {
        nv_minst_remove(d);
        ndefs[s] = 0;
      }
      changed++;
    }
  nv_xfree(ndefs);
  nv_xfree(nuses);
  nv_xfree(def);
  return changed;
}

/* A loop's back edge that PHI elimination split (its latch ends in a conditional branch)
 * and whose copies the coalescer could not remove costs a block of its own that every
 * iteration enters and leaves with a `bra`. Its copies move back into the latch, just
 * before the branch, when that is safe: each copy's destination is read by no
 * terminator of the latch and is dead into the latch's other successors, so the extra
 * copies on the exit path change nothing there (they run once, on leaving the loop).
 * The edge block goes, and the latch branches straight back to the header. Forward
 * edges keep their blocks: there the other path may be the hot one. */
static int nv_coal_unsplit_back_edges(nv_mfunc *mf) {
  nv_live L;
  nv_mblock *e, *next;
  int changed = 0, have_live = 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  for (e = mf->first; e; e = next) {
    nv_mblock *p, *s;
    nv_minst *mi, *term;
    uint32_t k;
    int ok = 1;
    next = e->next;
    if (e->ir || e->preds.len != 1 || e->succs.len != 1 || !e->last || e->last->opc != NV_PTX_BRA ||
        e->last->pred || e->first == e->last)
      continue;
    p = e->preds.data[0];
    s = e->succs.data[0];
    if (p == e || s == e || p->succs.len < 2 || s->index > p->index) continue;
    for (mi = e->first; mi != e->last && ok; mi = mi->next)
      if (mi->opc != NV_PTX_COPY || mi->pred || mi->ops[0].kind != NV_MO_REG) ok = 0;
    if (!ok) continue;
    /* liveness only once a block has the shape (most functions have none); nothing
     * was changed before the first one, so this is the function's liveness on entry */
    if (!have_live) {
      nv_live_compute(&L, mf);
      have_live = 1;
    }
    term = nv_mblock_first_term(p);
    for (mi = e->first; mi != e->last && ok; mi = mi->next) {
      uint32_t d = mi->ops[0].reg, i;
      const nv_minst *t;
      for (k = 0; k < p->succs.len && ok; k++) {
        nv_mblock *o = p->succs.data[k];
        if (o == s) ok = 0; /* the latch also reaches the header directly: keep it simple */
        else if (o != e && nv_live_in(&L, o, d)) ok = 0;
      }
      for (t = term; t && ok; t = t->next) {
        if (t->pred == d) ok = 0;
        for (i = 0; i < t->nops; i++)
          if ((t->ops[i].kind == NV_MO_REG || (t->ops[i].kind == NV_MO_ADDR && t->ops[i].base_kind == NV_MO_REG)) &&
              t->ops[i].reg == d)
            ok = 0;
      }
    }
    if (!ok || !term) continue;
    while (e->first != e->last) {
      mi = e->first;
      nv_minst_remove(mi);
      nv_minst_insert_before(term, mi);
    }
    for (mi = term; mi; mi = mi->next)
      for (k = 0; k < mi->nops; k++)
        if (mi->ops[k].kind == NV_MO_BLOCK && mi->ops[k].mbb == e) mi->ops[k].mbb = s;
    nv_minst_remove(e->last);
    nv_mblock_erase(mf, e);
    changed = 1;
  }
  if (have_live) nv_live_free(&L);
  if (changed) {
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
  }
  return changed;
}

static int nv_pass_coalesce(nv_mfunc *mf, const nv_options *o) {
  int changed = 0, on = nv_mir_knob(o, NV_KNOB_USEDESSA) > 0;
  /* before: a constant several copies read (the 0 that starts a loop's counter and its
   * accumulator) is moved into each copy's destination instead, so that each can be
   * coalesced with its own PHI; after: whatever copy of a constant is left */
  if (on && nv_coal_copy_constants(mf, 2)) changed = 1;
  if (nv_coalesce_run(mf, o, NULL)) changed = 1;
  if (on && nv_coal_copy_constants(mf, 1)) changed = 1;
  if (on && nv_coal_unsplit_back_edges(mf)) changed = 1;
  return changed;
}
