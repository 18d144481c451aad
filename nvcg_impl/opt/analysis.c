/* analysis.c -- the CFG of one function (successor and predecessor edges with
 * multiplicity), its reverse postorder, the dominator tree (Cooper, Harvey and Kennedy,
 * "A Simple, Fast Dominance Algorithm": iterate idom(b) = intersection of the processed
 * predecessors' dominators in reverse postorder until stable) with DFS interval numbers
 * for O(1) dominance tests, and dominance frontiers. The IR passes (opt/) build one when
 * they need it; it is a snapshot: a pass that edits the CFG builds a new one.
 *
 * The passes build CFGs often (simplifycfg twice a round, every dominator-based pass, the
 * loop passes after each change), and most builds follow passes that changed no edge. So
 * a function keeps its last CFG (nv_func.cfg_cache) with the cfg_epoch it was built at;
 * every edit of the CFG goes through ir/'s primitives, which bump cfg_epoch
 * (NV_CFG_CHANGED: block list, the instruction ending a block, a terminator's block
 * operands). While the epoch is unchanged nv_cfg_build lends the cached arrays instead of
 * building them again, and dominators and frontiers are computed into the cache once.
 * A lent nv_cfg is read-only (g->shared); nv_cfg_free gives it back. A cache that goes out
 * of date while lent is detached from its function and freed by its last borrower, so a
 * pass may keep using its snapshot across its own edits exactly as before. With
 * f->cfg_check (--verify-each) every reuse is compared with a fresh build: a difference
 * means an edit that did not bump the epoch; it sets f->cfg_stale, which the pass manager
 * reports as an error, and the fresh build is used. */

struct nv_cfg_cache {
  nv_cfg g;        /* owns its arrays */
  uint32_t epoch;  /* the function's cfg_epoch when g was built */
  uint32_t refs;   /* copies lent and not yet given back */
  int detached;    /* no longer the function's cache: the last nv_cfg_free frees it */
};

static uint32_t *nv_cfg_u32(uint32_t n) { return (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t)); }

static void nv_cfg_build_fresh(nv_cfg *g, nv_func *f) {
  nv_block *bb;
  uint32_t n = 0, i, k, nedges = 0, np = 0, sp = 0;
  uint32_t *scratch, *fill, *stack_b, *stack_k, *post, *seen;
  memset(g, 0, sizeof *g);
  g->f = f;
  nv_func_number_blocks(f);
  for (bb = f->first; bb; bb = bb->next) n++;
  g->n = n;
  /* blocks, succ_start, pred_start, rpo and order share one zeroed allocation (owned by
   * g->blocks), succs and preds another (owned by g->succs): the passes build CFGs often,
   * and separate arrays were a dozen malloc/free pairs per build */
  {
    size_t m = n ? n : 1;
    char *mem = (char *)nv_xcalloc(1, sizeof(nv_block *) * m + sizeof(uint32_t) * (2 * ((size_t)n + 1) + 2 * m));
    g->blocks = (nv_block **)(void *)mem;
    g->succ_start = (uint32_t *)(void *)(mem + sizeof(nv_block *) * m);
    g->pred_start = g->succ_start + n + 1;
    g->rpo = g->pred_start + n + 1;
    g->order = g->rpo + m;
  }
  for (bb = f->first, i = 0; bb; bb = bb->next, i++) g->blocks[i] = bb;
  for (i = 0; i < n; i++) {
    nv_inst *T = nv_block_terminator(g->blocks[i]);
    uint32_t ns = T ? nv_term_num_succ(T) : 0;
    for (k = 0; k < ns; k++) {
      nv_block *s = nv_term_succ(T, k);
      if (!s || s->parent != f) continue;
      g->succ_start[i + 1]++;
      g->pred_start[s->index + 1]++;
      nedges++;
    }
  }
  for (i = 0; i < n; i++) {
    g->succ_start[i + 1] += g->succ_start[i];
    g->pred_start[i + 1] += g->pred_start[i];
  }
  g->succs = nv_cfg_u32(2 * nedges);
  g->preds = g->succs + nedges;
  /* the walk's temporaries in one zeroed block (the passes build CFGs often):
   * fill, then seen / stack_b / stack_k; post reuses fill's part once the edges are in */
  scratch = nv_cfg_u32(4 * n);
  fill = scratch;
  seen = scratch + n;
  stack_b = scratch + 2 * (size_t)n;
  stack_k = scratch + 3 * (size_t)n;
  post = fill;
  for (i = 0; i < n; i++) {
    nv_inst *T = nv_block_terminator(g->blocks[i]);
    uint32_t ns = T ? nv_term_num_succ(T) : 0, e = g->succ_start[i];
    for (k = 0; k < ns; k++) {
      nv_block *s = nv_term_succ(T, k);
      if (!s || s->parent != f) continue;
      g->succs[e++] = s->index;
      g->preds[g->pred_start[s->index] + fill[s->index]++] = i;
    }
  }
  /* reverse postorder by an explicit-stack DFS (functions can be deep) */
  for (i = 0; i < n; i++) g->rpo[i] = NV_CFG_NONE;
  if (!n) {
    nv_xfree(scratch);
    return;
  }
  seen[0] = 1;
  stack_b[sp] = 0;
  stack_k[sp++] = g->succ_start[0];
  while (sp) {
    uint32_t b = stack_b[sp - 1];
    if (stack_k[sp - 1] < g->succ_start[b + 1]) {
      uint32_t s = g->succs[stack_k[sp - 1]++];
      if (!seen[s]) {
        seen[s] = 1;
        stack_b[sp] = s;
        stack_k[sp++] = g->succ_start[s];
      }
    } else {
      post[np++] = b;
      sp--;
    }
  }
  for (i = 0; i < np; i++) {
    g->order[i] = post[np - 1 - i];
    g->rpo[g->order[i]] = i;
  }
  g->nreach = np;
  nv_xfree(scratch);
}

static uint32_t nv_cfg_intersect(const nv_cfg *g, uint32_t a, uint32_t b) {
  while (a != b) {
    while (g->rpo[a] > g->rpo[b]) a = g->idom[a];
    while (g->rpo[b] > g->rpo[a]) b = g->idom[b];
  }
  return a;
}

static void nv_cfg_dominators_fresh(nv_cfg *g) {
  uint32_t n = g->n, i, p, sp = 0, clock = 0;
  uint32_t *fill, *stack_b, *stack_k;
  int changed = 1;
  size_t m = n ? n : 1;
  /* one zeroed allocation, owned by g->idom */
  g->idom = nv_cfg_u32((uint32_t)(4 * m + n + 1));
  g->dom_in = g->idom + m;
  g->dom_out = g->dom_in + m;
  g->dkids = g->dom_out + m;
  g->dkid_start = g->dkids + m;
  for (i = 0; i < n; i++) g->idom[i] = NV_CFG_NONE;
  if (!n) return;
  g->idom[0] = 0;
  while (changed) {
    changed = 0;
    for (i = 1; i < g->nreach; i++) {
      uint32_t b = g->order[i], nid = NV_CFG_NONE;
      for (p = g->pred_start[b]; p < g->pred_start[b + 1]; p++) {
        uint32_t q = g->preds[p];
        if (g->idom[q] == NV_CFG_NONE) continue; /* unreachable, or not processed yet */
        nid = nid == NV_CFG_NONE ? q : nv_cfg_intersect(g, q, nid);
      }
      if (nid != g->idom[b]) {
        g->idom[b] = nid;
        changed = 1;
      }
    }
  }
  /* children lists in reverse postorder, so walks of the tree are deterministic */
  for (i = 1; i < g->nreach; i++) g->dkid_start[g->idom[g->order[i]] + 1]++;
  for (i = 0; i < n; i++) g->dkid_start[i + 1] += g->dkid_start[i];
  fill = nv_cfg_u32(3 * n); /* with the walk's two stacks after it: one allocation */
  stack_b = fill + n;
  stack_k = fill + 2 * (size_t)n;
  for (i = 1; i < g->nreach; i++) {
    uint32_t b = g->order[i], d = g->idom[b];
    g->dkids[g->dkid_start[d] + fill[d]++] = b;
  }
  stack_b[sp] = 0;
  stack_k[sp++] = g->dkid_start[0];
  g->dom_in[0] = clock++;
  while (sp) {
    uint32_t b = stack_b[sp - 1];
    if (stack_k[sp - 1] < g->dkid_start[b + 1]) {
      uint32_t c = g->dkids[stack_k[sp - 1]++];
      g->dom_in[c] = clock++;
      stack_b[sp] = c;
      stack_k[sp++] = g->dkid_start[c];
    } else {
      g->dom_out[b] = clock++;
      sp--;
    }
  }
  nv_xfree(fill);
}

static int nv_cfg_dominates(const nv_cfg *g, uint32_t a, uint32_t b) {
  if (g->rpo[a] == NV_CFG_NONE || g->rpo[b] == NV_CFG_NONE) return 0;
  return g->dom_in[a] <= g->dom_in[b] && g->dom_out[b] <= g->dom_out[a];
}

/* Frontiers by walking up from each predecessor of a join block to its idom (Cooper et
 * al., figure 5). mark[] keeps one frontier entry per (runner, join) pair. */
static void nv_cfg_frontiers_fresh(nv_cfg *g) {
  uint32_t n = g->n, i, p, total = 0;
  uint32_t *cnt = nv_cfg_u32(n + 1), *mark = nv_cfg_u32(n), *fill = NULL;
  int pass;
  for (pass = 0; pass < 2; pass++) {
    for (i = 0; i < n; i++) mark[i] = NV_CFG_NONE;
    for (i = 0; i < g->nreach; i++) {
      uint32_t b = g->order[i];
      if (nv_cfg_npreds(g, b) < 2) continue;
      for (p = g->pred_start[b]; p < g->pred_start[b + 1]; p++) {
        uint32_t r = g->preds[p];
        if (g->rpo[r] == NV_CFG_NONE) continue;
        while (r != g->idom[b]) {
          if (mark[r] != b) {
            mark[r] = b;
            if (pass == 0) cnt[r + 1]++;
            else g->df[fill[r]++] = b;
          }
          r = g->idom[r];
        }
      }
    }
    if (pass == 0) {
      for (i = 0; i < n; i++) cnt[i + 1] += cnt[i];
      total = cnt[n];
      g->df_start = cnt;
      g->df = nv_cfg_u32(total);
      fill = nv_cfg_u32(n);
      for (i = 0; i < n; i++) fill[i] = cnt[i];
    }
  }
  nv_xfree(fill);
  nv_xfree(mark);
}

static void nv_cfg_release(nv_cfg *g) {
  nv_xfree(g->blocks); /* with succ_start, pred_start, rpo, order (nv_cfg_build_fresh) */
  nv_xfree(g->succs);  /* with preds */
  nv_xfree(g->idom);   /* with dom_in, dom_out, dkids, dkid_start (nv_cfg_dominators_fresh) */
  nv_xfree(g->df_start);
  nv_xfree(g->df);
  memset(g, 0, sizeof *g);
}

static int nv_cfg_same_u32(const uint32_t *a, const uint32_t *b, uint32_t n) {
  return !n || !memcmp(a, b, sizeof(uint32_t) * n);
}

/* The cached analysis c of f equals a fresh one (the parts c has computed). */
static int nv_cfg_cache_valid(const struct nv_cfg_cache *c, nv_func *f) {
  const nv_cfg *a = &c->g;
  nv_cfg b;
  uint32_t i, n;
  int ok;
  nv_cfg_build_fresh(&b, f);
  n = b.n;
  ok = a->n == n && a->nreach == b.nreach && !memcmp(a->blocks, b.blocks, sizeof(nv_block *) * n) &&
       nv_cfg_same_u32(a->succ_start, b.succ_start, n + 1) && nv_cfg_same_u32(a->pred_start, b.pred_start, n + 1) &&
       nv_cfg_same_u32(a->succs, b.succs, b.succ_start[n]) && nv_cfg_same_u32(a->preds, b.preds, b.pred_start[n]) &&
       nv_cfg_same_u32(a->order, b.order, b.nreach) && nv_cfg_same_u32(a->rpo, b.rpo, n);
  for (i = 0; ok && i < n; i++) ok = a->blocks[i]->index == i;
  if (ok && a->idom) {
    nv_cfg_dominators_fresh(&b);
    ok = nv_cfg_same_u32(a->idom, b.idom, n) && nv_cfg_same_u32(a->dom_in, b.dom_in, n) &&
         nv_cfg_same_u32(a->dom_out, b.dom_out, n) && nv_cfg_same_u32(a->dkid_start, b.dkid_start, n + 1) &&
         nv_cfg_same_u32(a->dkids, b.dkids, b.dkid_start[n]);
  }
  if (ok && a->df_start) {
    nv_cfg_frontiers_fresh(&b);
    ok = nv_cfg_same_u32(a->df_start, b.df_start, n + 1) && nv_cfg_same_u32(a->df, b.df, b.df_start[n]);
  }
  nv_cfg_release(&b);
  return ok;
}

static void nv_cfg_cache_drop(nv_func *f) {
  struct nv_cfg_cache *c = f->cfg_cache;
  if (!c) return;
  f->cfg_cache = NULL;
  if (c->refs) {
    c->detached = 1;
    return;
  }
  nv_cfg_release(&c->g);
  nv_xfree(c);
}

static void nv_cfg_build(nv_cfg *g, nv_func *f) {
  struct nv_cfg_cache *c = f->cfg_cache;
  if (c && c->epoch == f->cfg_epoch && f->cfg_check && !nv_cfg_cache_valid(c, f)) {
    f->cfg_stale = 1;
    c = NULL;
  }
  if (!c || c->epoch != f->cfg_epoch) {
    nv_cfg_cache_drop(f);
    c = (struct nv_cfg_cache *)nv_xcalloc(1, sizeof *c);
    nv_cfg_build_fresh(&c->g, f);
    c->epoch = f->cfg_epoch;
    f->cfg_cache = c;
  }
  *g = c->g;
  g->shared = c;
  c->refs++;
}

static void nv_cfg_dominators(nv_cfg *g) {
  struct nv_cfg_cache *c = g->shared;
  if (!c) {
    nv_cfg_dominators_fresh(g);
    return;
  }
  /* on the lender's arrays, which are g's: the same tree as on a snapshot of g's own */
  if (!c->g.idom) nv_cfg_dominators_fresh(&c->g);
  g->idom = c->g.idom;
  g->dom_in = c->g.dom_in;
  g->dom_out = c->g.dom_out;
  g->dkid_start = c->g.dkid_start;
  g->dkids = c->g.dkids;
}

static void nv_cfg_frontiers(nv_cfg *g) {
  struct nv_cfg_cache *c = g->shared;
  if (!c) {
    nv_cfg_frontiers_fresh(g);
    return;
  }
  if (!c->g.df_start) nv_cfg_frontiers_fresh(&c->g); /* after nv_cfg_dominators */
  g->df_start = c->g.df_start;
  g->df = c->g.df;
}

static void nv_cfg_free(nv_cfg *g) {
  struct nv_cfg_cache *c = g->shared;
  if (!c) {
    nv_cfg_release(g);
    return;
  }
  memset(g, 0, sizeof *g);
  if (--c->refs || !c->detached) return;
  nv_cfg_release(&c->g);
  nv_xfree(c);
}
