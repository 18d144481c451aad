/* stack_slot_coloring.c -- stack slot colouring (seeds/003, "StackSlotColoring"; knob
 * disable-ssc): after the allocator (mir/greedy.c) and before frame layout, spill slots
 * whose lifetimes never overlap share one piece of the .local depot, so a kernel that
 * spills many short-lived values needs a frame the size of the most values spilled at
 * once, not of all of them.
 *
 * A slot's lifetime comes from its own accesses, not from the allocator's bookkeeping:
 * st.local to the slot writes it, ld.local reads it, and a backward dataflow over the CFG
 * (iterated to a fixed point, one bit per slot) gives the slots live out of every block.
 * Two slots interfere when one is written where the other is live after the write (the
 * usual register interference rule; it covers every overlap because a lifetime starts at
 * a write), and slots live into the entry (read before any write on some path) all
 * interfere with each other. Slots are coloured greedily in creation order, each into the
 * first earlier colour of the same size and alignment it interferes with nothing in; the
 * others become dead frame objects whose accesses now name the colour's slot. Only the
 * allocator's slots (is_spill) take part: allocas may be addressed through pointers. */

/* The spill slot an instruction accesses, or -1; *is_store says which way. */
static int32_t nv_ssc_access(const nv_mfunc *mf, const nv_minst *mi, int *is_store) {
  unsigned fl = nv_ptx_info_of(mi->opc)->flags;
  uint32_t i;
  if (!(fl & (NV_PF_LOAD | NV_PF_STORE)) || mi->mods.space != NV_SPACE_LOCAL) return -1;
  for (i = 0; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_IMM && op->fi >= 0 && (uint32_t)op->fi < mf->frame.len &&
        mf->frame.data[op->fi].is_spill) {
      *is_store = (fl & NV_PF_STORE) != 0;
      return op->fi;
    }
  }
  return -1;
}

/* Colours the spill slots; map (NULL, or one entry per frame object) gets each object's
 * slot after colouring (the tests check merged slots against brute-force lifetimes).
 * Returns the number of slots merged away. */
static unsigned nv_ssc_run(nv_mfunc *mf, uint32_t *map) {
  uint32_t nslots = mf->frame.len, words = NV_BITS_WORDS(nslots), nb, i, j;
  uint64_t *in, *out, *gen, *kill, *live, *interf;
  uint32_t *color;
  nv_mblock *mb;
  unsigned merged = 0, nspill = 0;
  int changed = 1;
  if (map)
    for (i = 0; i < nslots; i++) map[i] = i;
  for (i = 0; i < nslots; i++)
    if (mf->frame.data[i].is_spill && !mf->frame.data[i].is_dead) nspill++;
  if (nspill < 2) return 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nb = mf->nblocks;
  in = (uint64_t *)nv_xcalloc((size_t)nb * words + 1, sizeof(uint64_t));
  out = (uint64_t *)nv_xcalloc((size_t)nb * words + 1, sizeof(uint64_t));
  gen = (uint64_t *)nv_xcalloc((size_t)nb * words + 1, sizeof(uint64_t));
  kill = (uint64_t *)nv_xcalloc((size_t)nb * words + 1, sizeof(uint64_t));
  live = (uint64_t *)nv_xcalloc(words + 1, sizeof(uint64_t));
  interf = (uint64_t *)nv_xcalloc((size_t)nslots * words + 1, sizeof(uint64_t));
  /* per block: slots read before written (gen) and written (kill); a store under a guard
   * predicate may not happen, so it does not kill */
  for (mb = mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    uint64_t *g = gen + (size_t)mb->index * words, *k = kill + (size_t)mb->index * words;
    for (mi = mb->last; mi; mi = mi->prev) {
      int st = 0;
      int32_t s = nv_ssc_access(mf, mi, &st);
      if (s < 0) continue;
      if (st && !mi->pred) {
        nv_bit_set(k, (uint32_t)s);
        nv_bit_clear(g, (uint32_t)s);
      } else if (!st) {
        nv_bit_set(g, (uint32_t)s);
      }
    }
  }
  while (changed) {
    changed = 0;
    for (mb = mf->last; mb; mb = mb->prev) {
      uint64_t *o = out + (size_t)mb->index * words, *n = in + (size_t)mb->index * words;
      uint64_t *g = gen + (size_t)mb->index * words, *k = kill + (size_t)mb->index * words;
      uint32_t s, w;
      for (s = 0; s < mb->succs.len; s++) {
        const uint64_t *si = in + (size_t)mb->succs.data[s]->index * words;
        for (w = 0; w < words; w++) o[w] |= si[w];
      }
      for (w = 0; w < words; w++) {
        uint64_t x = g[w] | (o[w] & ~k[w]);
        if (x != n[w]) {
          n[w] = x;
          changed = 1;
        }
      }
    }
  }
  /* interference: a write against everything live after it; the entry's live-in set */
  for (mb = mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    memcpy(live, out + (size_t)mb->index * words, words * sizeof(uint64_t));
    for (mi = mb->last; mi; mi = mi->prev) {
      int st = 0;
      int32_t s = nv_ssc_access(mf, mi, &st);
      if (s < 0) continue;
      if (st) {
        for (j = 0; j < nslots; j++)
          if (j != (uint32_t)s && nv_bit_test(live, j)) {
            nv_bit_set(interf + (size_t)s * words, j);
            nv_bit_set(interf + (size_t)j * words, (uint32_t)s);
          }
        if (!mi->pred) nv_bit_clear(live, (uint32_t)s);
      } else {
        nv_bit_set(live, (uint32_t)s);
      }
    }
  }
  if (mf->first)
    for (i = 0; i < nslots; i++)
      for (j = 0; j < nslots; j++)
        if (i != j && nv_bit_test(in, i) && nv_bit_test(in, j)) nv_bit_set(interf + (size_t)i * words, j);
  /* greedy colouring in creation order; a colour is named by its first slot */
  color = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (nslots + 1));
  for (i = 0; i < nslots; i++) {
    nv_frame_obj *fi = &mf->frame.data[i];
    color[i] = i;
    if (!fi->is_spill || fi->is_dead) continue;
    for (j = 0; j < i; j++) {
      nv_frame_obj *fc = &mf->frame.data[j];
      uint32_t m, clash = 0;
      if (color[j] != j || !fc->is_spill || fc->is_dead || fc->size != fi->size || fc->align != fi->align) continue;
      /* does slot i interfere with colour j (any member)? */
      for (m = 0; m < i && !clash; m++)
        if (color[m] == j && nv_bit_test(interf + (size_t)i * words, m)) clash = 1;
      if (clash) continue;
      color[i] = j;
      fi->is_dead = 1;
      merged++;
      break;
    }
  }
  if (merged)
    for (mb = mf->first; mb; mb = mb->next) {
      nv_minst *mi;
      for (mi = mb->first; mi; mi = mi->next)
        for (i = 0; i < mi->nops; i++) {
          nv_mop *op = &mi->ops[i];
          if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_IMM && op->fi >= 0 && (uint32_t)op->fi < nslots)
            op->fi = (int32_t)color[op->fi];
        }
    }
  if (map)
    for (i = 0; i < nslots; i++) map[i] = color[i];
  nv_xfree(color);
  nv_xfree(in);
  nv_xfree(out);
  nv_xfree(gen);
  nv_xfree(kill);
  nv_xfree(live);
  nv_xfree(interf);
  return merged;
}

static int nv_pass_stack_slot_coloring(nv_mfunc *mf, const nv_options *o) {
  if (nv_mir_knob(o, NV_KNOB_DISABLE_SSC)) return 0;
  return nv_ssc_run(mf, NULL) != 0;
}
