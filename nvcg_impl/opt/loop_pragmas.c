/* loop_pragmas.c -- marks the headers of loops that must not be unrolled, for the PTX
 * printer's `.pragma "nounroll";` (ptxas unrolls loops on its own; this is how the author's
 * `#pragma unroll 1` and the unroller's own "done" mark reach it). A loop is marked when a
 * back-edge branch carries llvm.loop.unroll.disable or llvm.loop.unroll.count 1, as
 * NVPTX's AsmPrinter decides it (isLoopHeaderOfNoUnroll). The unroll pass sets the mark on
 * the remainder loops it makes. Runs last among the IR passes, at every -O level. */

static int nv_pass_loop_pragmas(nv_func *f, const nv_options *o) {
  nv_loops LS;
  nv_block *bb;
  uint32_t i, k;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  for (bb = f->first; bb; bb = bb->next) bb->nounroll = 0;
  nv_loops_build(&LS, f);
  for (i = 0; i < LS.all.len; i++) {
    const nv_loop *L = LS.all.data[i];
    for (k = 0; k < L->latches.len; k++) {
      const nv_inst *T = nv_block_terminator(LS.g.blocks[L->latches.data[k]]);
      if (T && T->v.opcode == NVCG_OP_BR && ((T->flags & NVCG_FLAG_LOOP_UNROLL_DISABLE) || T->unroll_count == 1)) {
        LS.g.blocks[L->header]->nounroll = 1;
        changed = 1;
      }
    }
  }
  nv_loops_free(&LS);
  return changed;
}
