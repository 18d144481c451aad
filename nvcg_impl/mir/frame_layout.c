/* frame_layout.c -- .local frame layout (the note's PrologEpilogInserter, seeds/003):
 * gives every frame object (allocas, byval copies, spill slots) its offset in the
 * function's local depot and rewrites the frame-index addresses into %SP / %SPL relative
 * ones. The printer declares the depot (`.local .align A .b8 __local_depotN[size]`) and
 * sets %SPL / %SP up from mf->depot_*. Two categories, as the note's layout has several:
 * the function's own objects first, then the allocator's spill slots (mir/greedy.c), so
 * that spilling never moves an alloca; within each, objects go by decreasing alignment
 * (then creation order), which packs them without padding between alignment classes and
 * is deterministic. Slots that stack slot colouring merged into another (is_dead) take
 * no room: their accesses already name the slot they share. */

static int nv_pass_frame_layout(nv_mfunc *mf, const nv_options *o) {
  uint32_t n = mf->frame.len, i, j;
  uint32_t *idx;
  uint64_t off = 0;
  uint32_t align = 1;
  nv_mblock *mb;
  (void)o;
  if (!n) return 0;
  idx = NV_NEW_ARRAY(mf->arena, uint32_t, n);
  for (i = 0; i < n; i++) idx[i] = i;
  /* insertion sort: own objects before spill slots, then alignment descending, then
   * index ascending */
  for (i = 1; i < n; i++) {
    uint32_t x = idx[i];
    j = i;
    while (j > 0 && (mf->frame.data[idx[j - 1]].is_spill > mf->frame.data[x].is_spill ||
                     (mf->frame.data[idx[j - 1]].is_spill == mf->frame.data[x].is_spill &&
                      mf->frame.data[idx[j - 1]].align < mf->frame.data[x].align))) {
      idx[j] = idx[j - 1];
      j--;
    }
    idx[j] = x;
  }
  for (i = 0; i < n; i++) {
    nv_frame_obj *fo = &mf->frame.data[idx[i]];
    uint32_t a = fo->align ? fo->align : 1;
    if (fo->is_dead) continue;
    off = (off + a - 1) / a * a;
    fo->offset = (int64_t)off;
    off += fo->size;
    if (a > align) align = a;
  }
  mf->depot_size = (off + align - 1) / align * align;
  mf->depot_align = align;
  /* uses_sp / uses_spl become what the code reads now: selection flags %SP for every
   * generic frame address it materialises, and many die later (a lifetime marker's
   * operand, an address infer_as moved to .local). The printer sets %SP up (`cvta.local
   * %SP, %SPL`) only when it is read: LLVM's NVPTXPeephole, after its PrologEpilog pass,
   * likewise removes that cvta.local when %SP has no use left. */
  mf->uses_sp = mf->uses_spl = 0;
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next)
      for (i = 0; i < mi->nops; i++) {
        nv_mop *op = &mi->ops[i];
        if (op->kind == NV_MO_SREG && (op->sreg == NV_SREG_SP || op->sreg == NV_SREG_SPL)) {
          if (op->sreg == NV_SREG_SPL) mf->uses_spl = 1;
          else mf->uses_sp = 1;
          continue;
        }
        if (op->kind != NV_MO_ADDR || (op->base_kind != NV_MO_IMM && op->base_kind != NV_MO_SREG)) continue;
        if (op->base_kind == NV_MO_IMM) {
          if (op->fi >= 0 && (uint32_t)op->fi < n) op->imm += mf->frame.data[op->fi].offset;
          op->base_kind = NV_MO_SREG;
        }
        if (op->sreg == NV_SREG_SPL) mf->uses_spl = 1;
        else mf->uses_sp = 1;
      }
  }
  return 1;
}
