/* analysis.c -- the CFG of one function (successor and predecessor edges with
 * multiplicity), its reverse postorder, the dominator tree (Cooper, Harvey and Kennedy,
 * "A Simple, Fast Dominance Algorithm": iterate idom(b) = intersection of the processed
 * predecessors' dominators in reverse postorder until stable) with DFS interval numbers
 * for O(1) dominance tests, and dominance frontiers. The IR passes (opt/) build one when
 * they need it; it is a snapshot: a pass that edits the CFG builds a new one. */

static uint32_t *nv_cfg_u32(uint32_t n) { return (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t)); }

static void nv_cfg_build(nv_cfg *g, nv_func *f) {
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

static void nv_cfg_dominators(nv_cfg *g) {
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
static void nv_cfg_frontiers(nv_cfg *g) {
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

static void nv_cfg_free(nv_cfg *g) {
  nv_xfree(g->blocks); /* with succ_start, pred_start, rpo, order (nv_cfg_build) */
  nv_xfree(g->succs);  /* with preds */
  nv_xfree(g->idom);   /* with dom_in, dom_out, dkids, dkid_start (nv_cfg_dominators) */
  nv_xfree(g->df_start);
  nv_xfree(g->df);
  memset(g, 0, sizeof *g);
}
