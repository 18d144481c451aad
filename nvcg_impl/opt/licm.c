/* licm.c -- loop-invariant code motion (the hoisting half of LLVM's LICM). Loops are taken
 * innermost first; an instruction of the loop whose operands are all defined outside it
 * (or were hoisted already) moves to the end of the preheader when moving it cannot
 * change what the program does:
 *   - arithmetic, casts, comparisons, selects, GEPs, aggregate and vector element
 *     operations, freeze and calls of intrinsics without memory effects that are not
 *     convergent: they cannot trap, so running them once before the loop is the same;
 *     division and remainder only by a constant that is neither 0 nor (signed) -1;
 *   - loads (not volatile, not atomic) of memory the loop cannot change: the constant
 *     address space, !invariant.load, a kernel parameter that is noalias and readonly
 *     (`const T *__restrict__`), or any memory when nothing in the loop writes (no store,
 *     atomic, fence, barrier or call with effects). (noalias + readonly: while the function
 *     runs, nothing writes that memory, through this pointer or any other.) A load must
 *     also be sure to run
 *     whenever the loop is entered -- its block dominates every exiting block -- since
 *     a load the program would not have made may fault; rotated loops (loop_rotate runs
 *     first) are where that holds for the body.
 * Alias analysis (which stores can touch which loads) belongs to opt/alias.c on another
 * branch; until it is here only the cases above, which need none, are used. Runs at -O2
 * and above. */

/* The root object of an address: through GEPs and casts. */
static const nv_value *nv_licm_root(const nv_value *p) {
  unsigned d;
  for (d = 0; d < 32 && p->kind == NV_V_INST; d++) {
    unsigned op = p->opcode;
    if (op != NVCG_OP_GEP && op != NVCG_OP_BITCAST && op != NVCG_OP_ADDRSPACECAST) break;
    p = ((const nv_inst *)p)->ops[0].val;
  }
  return p;
}

/* Memory at p is never written while the kernel runs. */
static int nv_licm_readonly_memory(const nv_inst *ld) {
  const nv_value *p = ld->ops[0].val, *r;
  if (ld->flags & NVCG_FLAG_INVARIANT_LOAD) return 1;
  if (p->type->addrspace == NVCG_AS_CONST) return 1;
  r = nv_licm_root(p);
  if (r->kind == NV_V_GLOBAL) return ((const nv_global *)r)->is_const;
  if (r->kind == NV_V_ARG) {
    const nv_arg *a = (const nv_arg *)r;
    uint32_t fl = a->parent->pattrs[a->index].flags;
    return (fl & NVCG_PARAM_NOALIAS) && (fl & (NVCG_PARAM_READONLY | NVCG_PARAM_READNONE));
  }
  return 0;
}

static int nv_licm_loop(nv_loops *LS, nv_loop *L) {
  nv_cfg *g = &LS->g;
  nv_block *pre = g->blocks[L->preheader];
  nv_inst *at = nv_block_terminator(pre);
  NV_VEC(uint32_t) exiting = NV_VEC_INIT;
  nv_map hoisted;
  int writes = 0, changed = 0;
  uint32_t k, s;
  nv_map_init(&hoisted, NV_MAP_PTR);
  for (k = 0; k < L->blocks.len; k++) {
    uint32_t b = L->blocks.data[k];
    NV_FOR_INSTS(I, g->blocks[b]) if (nv_opt_may_write(I)) writes = 1;
    for (s = g->succ_start[b]; s < g->succ_start[b + 1]; s++)
      if (!L->member[g->succs[s]]) {
        nv_vec_push(&exiting, b);
        break;
      }
  }
  for (k = 0; k < L->blocks.len; k++) {
    uint32_t b = L->blocks.data[k], i, e;
    nv_inst *I = g->blocks[b]->first, *next;
    for (; I; I = next) {
      int ok;
      next = I->next;
      if (I->v.opcode == NVCG_OP_PHI || NV_OP_IS_TERMINATOR(I->v.opcode)) continue;
      for (i = 0; i < I->nops; i++)
        if (!nv_loop_invariant(LS, L, I->ops[i].val) && !nv_map_get(&hoisted, (uintptr_t)I->ops[i].val, NULL)) break;
      if (i < I->nops) continue;
      if (I->v.opcode == NVCG_OP_LOAD) {
        ok = !(I->flags & NVCG_FLAG_VOLATILE) && !I->ordering && (!writes || nv_licm_readonly_memory(I));
        for (e = 0; ok && e < exiting.len; e++)
          if (!nv_cfg_dominates(g, b, exiting.data[e])) ok = 0;
      } else {
        ok = nv_opt_speculatable(I);
      }
      if (!ok) continue;
      nv_inst_unlink(I);
      nv_inst_insert_before(I, at);
      nv_map_put(&hoisted, (uintptr_t)I, 1);
      changed = 1;
    }
  }
  nv_vec_free(&exiting);
  nv_map_free(&hoisted);
  return changed;
}

static int nv_pass_licm(nv_func *f, const nv_options *o) {
  nv_loops LS;
  uint32_t i;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  nv_loops_build(&LS, f);
  changed |= nv_loops_simplify(&LS, f);
  /* innermost first: what leaves an inner loop lands in its preheader, inside the outer
   * loop, and may leave that too; the loop structure does not change meanwhile */
  for (i = LS.all.len; i-- > 0;)
    if (LS.all.data[i]->preheader != NV_CFG_NONE) changed |= nv_licm_loop(&LS, LS.all.data[i]);
  nv_loops_free(&LS);
  return changed;
}
