/* mdom.c -- the machine dominator tree (mir.h, nv_mdom): the analysis LICM, CSE, the
 * loop nest, block frequency and placement stand on. Cooper, Harvey and Kennedy's
 * iterative algorithm ("A Simple, Fast Dominance Algorithm") over reverse post-order:
 * for the small, reducible CFGs kernels have it converges in two or three sweeps and
 * needs nothing but the idom array. A DFS over the finished tree numbers each block's
 * subtree as an interval, so "does a dominate b" is two comparisons. */

/* Reverse post-order of the blocks reachable from the entry, by an explicit-stack DFS
 * that visits successors in their CFG order (deterministic). */
static void nv_mdom_rpo(nv_mdom *d, const nv_mfunc *mf) {
  uint32_t n = d->nblocks, sp = 0, npost = 0, i;
  uint32_t *stack = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  uint32_t *next = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  uint8_t *seen = (uint8_t *)nv_xcalloc(n + 1, 1);
  nv_mblock **post = (nv_mblock **)nv_xmalloc(sizeof(nv_mblock *) * (n + 1));
  if (mf->first) {
    stack[sp++] = mf->first->index;
    seen[mf->first->index] = 1;
  }
  while (sp) {
    uint32_t b = stack[sp - 1];
    const nv_mblock *mb = d->blocks[b];
    if (next[b] < mb->succs.len) {
      uint32_t s = mb->succs.data[next[b]++]->index;
      if (!seen[s]) {
        seen[s] = 1;
        stack[sp++] = s;
      }
    } else {
      post[npost++] = d->blocks[b];
      sp--;
    }
  }
  d->nrpo = npost;
  for (i = 0; i < npost; i++) {
    d->rpo[i] = post[npost - 1 - i];
    d->rpo_num[d->rpo[i]->index] = i;
  }
  nv_xfree(stack);
  nv_xfree(next);
  nv_xfree(seen);
  nv_xfree(post);
}

static uint32_t nv_mdom_intersect(const nv_mdom *d, uint32_t a, uint32_t b) {
  while (a != b) {
    while (d->rpo_num[a] > d->rpo_num[b]) a = d->idom[a];
    while (d->rpo_num[b] > d->rpo_num[a]) b = d->idom[b];
  }
  return a;
}

static void nv_mdom_compute(nv_mdom *d, const nv_mfunc *mf) {
  uint32_t n = mf->nblocks, i, changed = 1, counter = 0;
  const nv_mblock *mb;
  uint32_t *stack;
  memset(d, 0, sizeof *d);
  d->nblocks = n;
  d->blocks = (nv_mblock **)nv_xcalloc(n + 1, sizeof(nv_mblock *));
  d->rpo = (nv_mblock **)nv_xcalloc(n + 1, sizeof(nv_mblock *));
  d->rpo_num = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  d->idom = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  d->dfs_in = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  d->dfs_out = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t));
  d->child_first = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  d->child_next = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1));
  for (i = 0; i <= n; i++) d->rpo_num[i] = d->idom[i] = d->child_first[i] = d->child_next[i] = NV_MNONE;
  for (mb = mf->first; mb; mb = mb->next)
    if (mb->index < n) d->blocks[mb->index] = (nv_mblock *)mb;
  if (!n || !mf->first) return;
  nv_mdom_rpo(d, mf);
  d->idom[d->rpo[0]->index] = d->rpo[0]->index;
  while (changed) {
    changed = 0;
    for (i = 1; i < d->nrpo; i++) {
      const nv_mblock *b = d->rpo[i];
      uint32_t k, nid = NV_MNONE;
      for (k = 0; k < b->preds.len; k++) {
        uint32_t p = b->preds.data[k]->index;
        if (d->idom[p] == NV_MNONE) continue; /* unreachable or not yet processed */
        nid = nid == NV_MNONE ? p : nv_mdom_intersect(d, p, nid);
      }
      if (nid != d->idom[b->index]) {
        d->idom[b->index] = nid;
        changed = 1;
      }
    }
  }
  /* children lists in RPO order: push in reverse so each list reads in RPO order */
  for (i = d->nrpo; i-- > 1;) {
    uint32_t b = d->rpo[i]->index, p = d->idom[b];
    d->child_next[b] = d->child_first[p];
    d->child_first[p] = b;
  }
  /* DFS intervals over the tree */
  stack = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (n + 1) * 2);
  {
    uint32_t sp = 0;
    stack[sp++] = d->rpo[0]->index;
    stack[sp++] = 0;
    while (sp) {
      uint32_t state = stack[sp - 1], b = stack[sp - 2];
      if (state == 0) {
        uint32_t c;
        d->dfs_in[b] = ++counter;
        stack[sp - 1] = 1;
        for (c = d->child_first[b]; c != NV_MNONE; c = d->child_next[c]) {
          stack[sp++] = c;
          stack[sp++] = 0;
        }
      } else {
        d->dfs_out[b] = ++counter;
        sp -= 2;
      }
    }
  }
  nv_xfree(stack);
}

static void nv_mdom_free(nv_mdom *d) {
  nv_xfree(d->blocks);
  nv_xfree(d->rpo);
  nv_xfree(d->rpo_num);
  nv_xfree(d->idom);
  nv_xfree(d->dfs_in);
  nv_xfree(d->dfs_out);
  nv_xfree(d->child_first);
  nv_xfree(d->child_next);
  memset(d, 0, sizeof *d);
}

static int nv_mdom_dominates(const nv_mdom *d, const nv_mblock *a, const nv_mblock *b) {
  uint32_t x = a->index, y = b->index;
  if (x >= d->nblocks || y >= d->nblocks || d->idom[x] == NV_MNONE || d->idom[y] == NV_MNONE) return 0;
  return d->dfs_in[x] <= d->dfs_in[y] && d->dfs_out[y] <= d->dfs_out[x];
}

static int nv_mdom_inst_dominates(const nv_mdom *d, const nv_minst *a, const nv_minst *b) {
  const nv_minst *p;
  if (a->parent != b->parent) return nv_mdom_dominates(d, a->parent, b->parent);
  for (p = a; p; p = p->next)
    if (p == b) return 1;
  return 0;
}
