/* mloops.c -- the machine loop nest (mir.h, nv_mloops): natural loops found from back
 * edges on the dominator tree, their nesting, depth per block and preheaders. LICM
 * hoists into preheaders, block frequency scales loop bodies, placement keeps loop
 * bodies together, and MRPA's clients weigh cost by depth.
 *
 * Headers are taken in RPO order; a loop's body is the header plus every block that
 * reaches one of its latches backwards without passing the header. An enclosing loop's
 * header comes earlier in RPO than the loops inside it, so a loop's parent is the
 * latest earlier loop that contains its header. */

static void nv_mloops_compute(nv_mloops *L, const nv_mfunc *mf, const nv_mdom *d) {
  uint32_t n = d->nblocks, words = NV_BITS_WORDS(n + 1), i, k;
  uint32_t *stack = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  NV_VEC(nv_mloop) loops = NV_VEC_INIT;
  (void)mf;
  memset(L, 0, sizeof *L);
  L->nblocks = n;
  L->innermost = (int32_t *)nv_xmalloc(sizeof(int32_t) * (n + 1));
  L->depth = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  for (i = 0; i <= n; i++) L->innermost[i] = -1;
  for (i = 0; i < d->nrpo; i++) {
    const nv_mblock *h = d->rpo[i];
    uint32_t sp = 0;
    nv_mloop lp;
    for (k = 0; k < h->preds.len; k++) {
      const nv_mblock *t = h->preds.data[k];
      if (nv_mdom_dominates(d, h, t)) break;
    }
    if (k == h->preds.len) continue; /* no back edge: not a header */
    memset(&lp, 0, sizeof lp);
    lp.header = (nv_mblock *)h;
    lp.parent = -1;
    lp.blocks = (uint64_t *)nv_xcalloc(words, sizeof(uint64_t));
    nv_bit_set(lp.blocks, h->index);
    lp.nblocks = 1;
    for (k = 0; k < h->preds.len; k++) {
      const nv_mblock *t = h->preds.data[k];
      if (nv_mdom_dominates(d, h, t) && !nv_bit_test(lp.blocks, t->index)) {
        nv_bit_set(lp.blocks, t->index);
        lp.nblocks++;
        stack[sp++] = t->index;
      }
    }
    while (sp) {
      const nv_mblock *b = d->blocks[stack[--sp]];
      uint32_t j;
      for (j = 0; j < b->preds.len; j++) {
        const nv_mblock *p = b->preds.data[j];
        /* unreachable predecessors are no part of any loop */
        if (d->rpo_num[p->index] == NV_MNONE || nv_bit_test(lp.blocks, p->index)) continue;
        nv_bit_set(lp.blocks, p->index);
        lp.nblocks++;
        stack[sp++] = p->index;
      }
    }
    /* preheader: the one outside predecessor, if it leads only here */
    {
      const nv_mblock *out = NULL;
      int several = 0;
      for (k = 0; k < h->preds.len; k++) {
        const nv_mblock *p = h->preds.data[k];
        if (nv_bit_test(lp.blocks, p->index) || d->rpo_num[p->index] == NV_MNONE) continue;
        if (out && out != p) several = 1;
        out = p;
      }
      if (out && !several && out->succs.len == 1) lp.preheader = (nv_mblock *)out;
    }
    nv_vec_push(&loops, lp);
  }
  L->loops = loops.data;
  L->n = loops.len;
  /* nesting: the parent is the innermost earlier loop containing the header */
  for (i = 0; i < L->n; i++) {
    nv_mloop *lp = &L->loops[i];
    uint32_t j;
    for (j = i; j-- > 0;)
      if (nv_bit_test(L->loops[j].blocks, lp->header->index)) {
        lp->parent = (int32_t)j;
        break;
      }
    lp->depth = lp->parent < 0 ? 1 : L->loops[lp->parent].depth + 1;
  }
  /* per block: the deepest loop containing it (later loops are deeper or disjoint) */
  for (i = 0; i < L->n; i++) {
    const nv_mloop *lp = &L->loops[i];
    uint32_t b;
    for (b = 0; b < n; b++)
      if (nv_bit_test(lp->blocks, b) && (L->innermost[b] < 0 || L->loops[L->innermost[b]].depth < lp->depth)) {
        L->innermost[b] = (int32_t)i;
        L->depth[b] = lp->depth;
      }
  }
  nv_xfree(stack);
}

static void nv_mloops_free(nv_mloops *L) {
  uint32_t i;
  for (i = 0; i < L->n; i++) nv_xfree(L->loops[i].blocks);
  nv_xfree(L->loops);
  nv_xfree(L->innermost);
  nv_xfree(L->depth);
  memset(L, 0, sizeof *L);
}

static int nv_mloop_contains(const nv_mloops *L, uint32_t loop, const nv_mblock *mb) {
  return loop < L->n && mb->index < L->nblocks && nv_bit_test(L->loops[loop].blocks, mb->index);
}
