/* mfreq.c -- block frequency estimates (mir.h, nv_mfreq): how often each block runs per
 * entry into the function. The coalescer takes its copies hottest first, MCSE and LICM
 * weigh pressure against savings with it, and placement lays out hot paths as
 * fall-throughs.
 *
 * Edge probabilities come from branch weights where a block carries them and otherwise
 * from LLVM's loop-branch heuristic (an edge that stays inside the source's innermost
 * loop weighs 124, one that leaves it 4; otherwise all edges weigh the same). A block
 * carries weights when the IR terminator it was selected from has `!prof` branch weights
 * (nv_inst.weights) and each of its successors is the machine block of a different IR
 * successor: a block split off during selection, or one whose successors changed in a
 * way that maps them to one IR block twice, falls back to the heuristic. A weight of 0
 * counts as 1, as a probability of exactly 0 would cut a path off.
 *
 * Propagation (as LLVM's BlockFrequencyInfo does it on reducible CFGs): loops are
 * processed innermost first; for each, mass 1 enters its header and flows in RPO over
 * the loop's edges (back edges to the header excepted, inner loops' headers multiplied by
 * their own scale), and the mass that returns to the header along back edges, r, gives
 * the loop's scale 1 / (1 - r) -- the expected number of header executions per entry.
 * The same flow from the entry over the whole function, with every header scaled, gives
 * the frequencies. Flow along retreating edges of irreducible cycles is dropped (an
 * estimate, never a wrong program). */

#define NV_MFREQ_IN_LOOP 124.0
#define NV_MFREQ_EXIT_LOOP 4.0
#define NV_MFREQ_MAX_SCALE 4096.0
#define NV_MFREQ_MAX_WEIGHTED 64u

/* The !prof weight of mb's successor k and the sum over all its successors (see the
 * header); 0 when mb has none. The successors are matched to the IR terminator's by a
 * scan, so blocks with more than NV_MFREQ_MAX_WEIGHTED successors (large switches) keep
 * the heuristic. */
static int nv_mfreq_weights(const nv_mblock *mb, uint32_t k, double *wk, double *sum) {
  const nv_inst *T = mb->ir ? nv_block_terminator(mb->ir) : NULL;
  uint32_t i, j, t;
  if (!T || !T->nweights || T->nweights != nv_term_num_succ(T) || mb->succs.len > NV_MFREQ_MAX_WEIGHTED) return 0;
  *wk = *sum = 0;
  for (j = 0; j < mb->succs.len; j++) {
    const nv_block *s = mb->succs.data[j]->ir;
    double w = 0;
    int hit = 0;
    if (!s) return 0;
    for (i = 0; i < j; i++)
      if (mb->succs.data[i]->ir == s) return 0;
    for (t = 0; t < T->nweights; t++)
      if (nv_term_succ(T, t) == s) {
        w += T->weights[t] ? T->weights[t] : 1;
        hit = 1;
      }
    if (!hit) return 0;
    if (j == k) *wk = w;
    *sum += w;
  }
  return 1;
}

static double nv_mfreq_edge_prob(const nv_mblock *mb, uint32_t k, const nv_mloops *L) {
  uint32_t j;
  double sum = 0, w = 0;
  int32_t lp = mb->index < L->nblocks ? L->innermost[mb->index] : -1;
  if (nv_mfreq_weights(mb, k, &w, &sum)) return sum > 0 ? w / sum : 0;
  for (j = 0; j < mb->succs.len; j++) {
    double wj = 1.0;
    if (lp >= 0) wj = nv_mloop_contains(L, (uint32_t)lp, mb->succs.data[j]) ? NV_MFREQ_IN_LOOP : NV_MFREQ_EXIT_LOOP;
    sum += wj;
    if (j == k) w = wj;
  }
  return sum > 0 ? w / sum : 0;
}

/* Is pred -> b a back edge of the loop headed by b? */
static int nv_mfreq_is_backedge(const nv_mdom *d, const nv_mblock *pred, const nv_mblock *b) {
  return nv_mdom_dominates(d, b, pred);
}

/* Flows mass through the blocks of `within` (a loop index, or -1 for the whole function)
 * in RPO, starting with mass 1 at `start`; returns the mass that comes back to `start`
 * along its back edges. mass[] is scratch, indexed by block. scale[] holds the scale of
 * every loop header processed so far (1 elsewhere). */
static double nv_mfreq_flow(const nv_mdom *d, const nv_mloops *L, int32_t within, const nv_mblock *start, double *mass,
                            const double *scale) {
  uint32_t i, k, first = d->rpo_num[start->index];
  double back = 0;
  for (i = first; i < d->nrpo; i++) mass[d->rpo[i]->index] = 0;
  for (i = first; i < d->nrpo; i++) {
    const nv_mblock *b = d->rpo[i];
    double m = 0;
    if (within >= 0 && !nv_mloop_contains(L, (uint32_t)within, b)) continue;
    if (b == start) {
      m = 1.0;
    } else {
      for (k = 0; k < b->preds.len; k++) {
        const nv_mblock *p = b->preds.data[k];
        uint32_t s;
        if (d->rpo_num[p->index] == NV_MNONE || d->rpo_num[p->index] < first) continue;
        if (within >= 0 && !nv_mloop_contains(L, (uint32_t)within, p)) continue;
        if (nv_mfreq_is_backedge(d, p, b)) continue; /* accounted for by b's scale */
        for (s = 0; s < p->succs.len; s++)
          if (p->succs.data[s] == b) m += mass[p->index] * nv_mfreq_edge_prob(p, s, L);
      }
      m *= scale[b->index];
    }
    mass[b->index] = m;
  }
  for (k = 0; k < start->preds.len; k++) {
    const nv_mblock *p = start->preds.data[k];
    uint32_t s;
    if (d->rpo_num[p->index] == NV_MNONE || !nv_mfreq_is_backedge(d, p, start)) continue;
    if (within >= 0 && !nv_mloop_contains(L, (uint32_t)within, p)) continue;
    for (s = 0; s < p->succs.len; s++)
      if (p->succs.data[s] == start) back += mass[p->index] * nv_mfreq_edge_prob(p, s, L);
  }
  return back;
}

static void nv_mfreq_compute(nv_mfreq *F, const nv_mfunc *mf, const nv_mdom *d, const nv_mloops *L) {
  uint32_t n = d->nblocks, i;
  double *scale = (double *)nv_xmalloc(sizeof(double) * (n + 1));
  (void)mf;
  memset(F, 0, sizeof *F);
  F->nblocks = n;
  F->freq = (double *)nv_xcalloc(n + 1, sizeof(double));
  for (i = 0; i <= n; i++) scale[i] = 1.0;
  if (d->nrpo) {
    /* innermost first: loops are in header RPO order, inner after outer */
    for (i = L->n; i-- > 0;) {
      const nv_mloop *lp = &L->loops[i];
      double r = nv_mfreq_flow(d, L, (int32_t)i, lp->header, F->freq, scale);
      double s = r < 1.0 - 1.0 / NV_MFREQ_MAX_SCALE ? 1.0 / (1.0 - r) : NV_MFREQ_MAX_SCALE;
      scale[lp->header->index] = s;
    }
    nv_mfreq_flow(d, L, -1, d->rpo[0], F->freq, scale);
    /* the entry is a loop header too when something branches back to it */
    if (scale[d->rpo[0]->index] != 1.0) {
      double s = scale[d->rpo[0]->index];
      for (i = 0; i < d->nrpo; i++) F->freq[d->rpo[i]->index] *= s;
    }
  }
  nv_xfree(scale);
}

static void nv_mfreq_free(nv_mfreq *F) {
  nv_xfree(F->freq);
  memset(F, 0, sizeof *F);
}
