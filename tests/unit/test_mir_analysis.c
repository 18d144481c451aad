/* test_mir_analysis.c -- the machine analyses (nvcg_impl/mir/: mdom, mloops, mfreq,
 * liveness, live ranges, MRPA) against independent oracles on random machine functions:
 *  - dominators: a dominates b iff b is unreachable from the entry once a is removed;
 *  - loops: for each back edge t->h, the body is every block h dominates that reaches t
 *    without passing h; depth counts the loops containing a block; preheaders by their
 *    definition;
 *  - block frequency: on reducible CFGs whose blocks all reach a return, the expected
 *    visit counts of the Markov chain the edge probabilities define (Gaussian elimination);
 *  - liveness: textbook iterative dataflow to a fixpoint (with PHI edges), for the full
 *    computation and after every edit of long random edit sequences (the incremental one);
 *  - live ranges: the set of slots each register occupies, derived instruction by
 *    instruction from the dataflow sets;
 *  - MRPA: per-instruction and per-block pressure from the dataflow sets, and the
 *    incremental state against MRPA's own full recomputation (verify-update-mcse) over
 *    random edit sequences (delete, move, rewrite operands, insert with new registers). */
#include "unit.h"
#include <math.h>


#define MAXB 14

typedef struct fn {
  nv_arena arena;
  nv_mfunc *mf;
  nv_mblock *b[MAXB];
  unsigned nb;
  NV_VEC(uint32_t) regs[3]; /* b32, f32, pred registers */
} fn;

static const nv_regclass cls[3] = {NV_RC_B32, NV_RC_F32, NV_RC_PRED};

static uint32_t any(fn *f, unsigned c) {
  if (!f->regs[c].len || ut_pick(8) == 0) {
    uint32_t r = nv_vreg_new(f->mf, cls[c]);
    nv_vec_push(&f->regs[c], r);
    return r;
  }
  return f->regs[c].data[ut_pick(f->regs[c].len)];
}

static nv_minst *add(fn *f, nv_mblock *mb, unsigned opc, unsigned ndefs, unsigned nops) {
  nv_minst *mi = nv_minst_new(f->mf, opc, ndefs, nops);
  nv_minst_append(mb, mi);
  return mi;
}

/* One random non-terminator instruction (not a PHI). */
static nv_minst *rand_inst(fn *f) {
  nv_minst *mi;
  switch (ut_pick(6)) {
  case 0:
    mi = nv_minst_new(f->mf, NV_PTX_MOV_U32, 1, 2);
    mi->ops[0] = nv_mop_reg(any(f, 0));
    mi->ops[1] = nv_mop_imm(ut_pick(9));
    break;
  case 1:
    mi = nv_minst_new(f->mf, NV_PTX_ADD_F32, 1, 3);
    mi->ops[0] = nv_mop_reg(any(f, 1));
    mi->ops[1] = nv_mop_reg(any(f, 1));
    mi->ops[2] = nv_mop_reg(any(f, 1));
    break;
  case 2:
    mi = nv_minst_new(f->mf, NV_PTX_SETP_S32, 1, 3);
    mi->ops[0] = nv_mop_reg(any(f, 2));
    mi->ops[1] = nv_mop_reg(any(f, 0));
    mi->ops[2] = nv_mop_imm(3);
    break;
  case 3: /* guarded copy: a write that does not end the old value */
    mi = nv_minst_new(f->mf, NV_PTX_COPY, 1, 2);
    mi->ops[0] = nv_mop_reg(any(f, 0));
    mi->ops[1] = nv_mop_reg(any(f, 0));
    mi->pred = any(f, 2);
    break;
  case 4:
    mi = nv_minst_new(f->mf, NV_PTX_ST_U32, 0, 2);
    mi->ops[0] = nv_mop_addr_sym("g", 0);
    mi->ops[1] = nv_mop_reg(any(f, 0));
    break;
  default:
    mi = nv_minst_new(f->mf, NV_PTX_ADD_S32, 1, 3);
    mi->ops[0] = nv_mop_reg(any(f, 0));
    mi->ops[1] = nv_mop_reg(any(f, 0));
    mi->ops[2] = ut_pick(2) ? nv_mop_reg(any(f, 0)) : nv_mop_imm(1);
    break;
  }
  return mi;
}

/* A random function: random blocks and edges (entry first), random bodies, optional PHIs
 * (b32 registers, one input per predecessor). Some blocks may be unreachable. */
static void build(fn *f, unsigned nb, int phis) {
  unsigned i, k;
  memset(f, 0, sizeof *f);
  nv_arena_init(&f->arena);
  f->mf = nv_mfunc_new(&f->arena, NULL, NULL);
  f->mf->name = "rand";
  f->nb = nb;
  for (i = 0; i < nb; i++) f->b[i] = nv_mblock_new(f->mf, NULL);
  for (i = 0; i < nb; i++) {
    nv_mblock *mb = f->b[i];
    unsigned n = ut_pick(5);
    if (phis && i > 0) {
      unsigned np = ut_pick(3);
      for (k = 0; k < np; k++) {
        nv_minst *mi = add(f, mb, NV_PTX_PHI, 1, 1);
        mi->ops[0] = nv_mop_reg(nv_vreg_new(f->mf, NV_RC_B32));
        nv_vec_push(&f->regs[0], mi->ops[0].reg);
      }
    }
    for (k = 0; k < n; k++) nv_minst_append(mb, rand_inst(f));
    if (i == nb - 1 || ut_pick(7) == 0) {
      add(f, mb, NV_PTX_RET, 0, 0);
    } else if (ut_pick(6) == 0) { /* a jump table: targets may repeat, no fall-through */
      unsigned nt = 1 + ut_pick(5);
      nv_minst *mi = add(f, mb, NV_PTX_BRX, 0, 1 + nt);
      mi->ops[0] = nv_mop_reg(any(f, 0));
      for (k = 0; k < nt; k++) mi->ops[1 + k] = nv_mop_block(f->b[ut_pick(nb)]);
    } else {
      nv_minst *mi;
      unsigned t1 = ut_pick(nb), t2 = ut_pick(nb);
      if (ut_pick(4)) {
        mi = add(f, mb, NV_PTX_BRA, 0, 1);
        mi->ops[0] = nv_mop_block(f->b[t1]);
        mi->pred = any(f, 2);
      }
      mi = add(f, mb, NV_PTX_BRA, 0, 1);
      mi->ops[0] = nv_mop_block(f->b[t2]);
    }
  }
  nv_mfunc_number_blocks(f->mf);
  nv_mfunc_compute_cfg(f->mf);
  if (phis)
    for (i = 1; i < nb; i++) {
      nv_mblock *mb = f->b[i];
      nv_minst *mi;
      for (mi = mb->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
        nv_mop *ops = NV_NEW_ARRAY(&f->arena, nv_mop, 1 + 2 * mb->preds.len);
        ops[0] = mi->ops[0];
        for (k = 0; k < mb->preds.len; k++) {
          ops[1 + 2 * k] = nv_mop_reg(any(f, 0));
          ops[2 + 2 * k] = nv_mop_block(mb->preds.data[k]);
        }
        mi->ops = ops;
        mi->nops = 1 + 2 * mb->preds.len;
      }
    }
}

static void destroy(fn *f) {
  nv_mblock *mb;
  unsigned c;
  for (mb = f->mf->first; mb; mb = mb->next) {
    nv_vec_free(&mb->preds);
    nv_vec_free(&mb->succs);
  }
  nv_vec_free(&f->mf->vreg_class);
  nv_vec_free(&f->mf->frame);
  for (c = 0; c < 3; c++) nv_vec_free(&f->regs[c]);
  nv_arena_free(&f->arena);
}

/* ---- graph oracles ---- */

static void reach_from(const fn *f, unsigned from, int removed, uint8_t *seen) {
  unsigned stack[MAXB], sp = 0, k;
  memset(seen, 0, MAXB);
  if ((int)from == removed) return;
  seen[from] = 1;
  stack[sp++] = from;
  while (sp) {
    const nv_mblock *b = f->b[stack[--sp]];
    for (k = 0; k < b->succs.len; k++) {
      unsigned s = b->succs.data[k]->index;
      if ((int)s == removed || seen[s]) continue;
      seen[s] = 1;
      stack[sp++] = s;
    }
  }
}

static int dom_oracle(const fn *f, unsigned a, unsigned b) {
  uint8_t all[MAXB], cut[MAXB];
  reach_from(f, 0, -1, all);
  if (!all[a] || !all[b]) return 0;
  if (a == b) return 1;
  reach_from(f, 0, (int)a, cut);
  return !cut[b];
}

static void check_dom(fn *f) {
  nv_mdom d;
  unsigned a, b;
  nv_mdom_compute(&d, f->mf);
  for (a = 0; a < f->nb; a++)
    for (b = 0; b < f->nb; b++) {
      int want = dom_oracle(f, a, b), got = nv_mdom_dominates(&d, f->b[a], f->b[b]);
      UT_CHECKF(want == got, "dominates(%u, %u): want %d, got %d", a, b, want, got);
    }
  /* idom: the strict dominator that every other strict dominator dominates */
  for (b = 1; b < f->nb; b++) {
    if (d.idom[b] == NV_MNONE) continue;
    UT_CHECKF(dom_oracle(f, d.idom[b], b) && d.idom[b] != b, "idom(%u) = %u does not strictly dominate it", b, d.idom[b]);
    for (a = 0; a < f->nb; a++)
      if (a != b && dom_oracle(f, a, b)) UT_CHECKF(dom_oracle(f, a, d.idom[b]), "idom(%u) = %u is not the closest", b, d.idom[b]);
  }
  nv_mdom_free(&d);
}

static void check_loops(fn *f) {
  nv_mdom d;
  nv_mloops L;
  unsigned h, b, t, i;
  uint8_t in_loop[MAXB][MAXB]; /* [header][block] */
  int is_header[MAXB];
  nv_mdom_compute(&d, f->mf);
  nv_mloops_compute(&L, f->mf, &d);
  memset(in_loop, 0, sizeof in_loop);
  for (h = 0; h < f->nb; h++) {
    is_header[h] = 0;
    for (t = 0; t < f->nb; t++) {
      unsigned k;
      int edge = 0;
      for (k = 0; k < f->b[t]->succs.len; k++)
        if (f->b[t]->succs.data[k]->index == h) edge = 1;
      if (!edge || !dom_oracle(f, h, t)) continue;
      is_header[h] = 1;
      /* body: blocks h dominates from which t is reachable without passing h */
      for (b = 0; b < f->nb; b++) {
        uint8_t seen[MAXB];
        if (!dom_oracle(f, h, b)) continue;
        if (b == h) {
          in_loop[h][b] = 1;
          continue;
        }
        reach_from(f, b, (int)h, seen);
        if (seen[t]) in_loop[h][b] = 1;
      }
    }
  }
  {
    unsigned nh = 0;
    for (h = 0; h < f->nb; h++) nh += (unsigned)is_header[h];
    UT_CHECKF(nh == L.n, "%u loop headers, analysis found %u loops", nh, L.n);
  }
  for (i = 0; i < L.n; i++) {
    const nv_mloop *lp = &L.loops[i];
    unsigned hi = lp->header->index, cnt = 0;
    UT_CHECKF(is_header[hi], "block %u is no loop header", hi);
    for (b = 0; b < f->nb; b++) {
      UT_CHECKF(nv_mloop_contains(&L, i, f->b[b]) == in_loop[hi][b], "loop at %u: block %u membership", hi, b);
      cnt += in_loop[hi][b];
    }
    UT_CHECK(cnt == lp->nblocks);
    /* preheader */
    {
      const nv_mblock *ph = NULL;
      int several = 0;
      unsigned k;
      uint8_t all[MAXB];
      reach_from(f, 0, -1, all);
      for (k = 0; k < lp->header->preds.len; k++) {
        const nv_mblock *p = lp->header->preds.data[k];
        if (in_loop[hi][p->index] || !all[p->index]) continue;
        if (ph && ph != p) several = 1;
        ph = p;
      }
      if (several || !ph || ph->succs.len != 1) ph = NULL;
      UT_CHECKF(ph == lp->preheader, "loop at %u: preheader", hi);
    }
  }
  for (b = 0; b < f->nb; b++) {
    unsigned depth = 0;
    for (h = 0; h < f->nb; h++) depth += in_loop[h][b];
    UT_CHECKF(depth == L.depth[b], "block %u: depth %u, analysis %u", b, depth, L.depth[b]);
  }
  nv_mloops_free(&L);
  nv_mdom_free(&d);
}

/* Reducible (the graph without its back edges -- edges to a dominator of their source --
 * is acyclic) and every reachable block reaches a return: then expected visit counts are
 * finite and the loop-scale propagation is exact. */
static int freq_checkable(fn *f) {
  uint8_t all[MAXB], state[MAXB];
  unsigned b, k, stack[MAXB * MAXB], sp = 0;
  reach_from(f, 0, -1, all);
  for (b = 0; b < f->nb; b++) {
    int reaches_ret = 0;
    unsigned x;
    uint8_t seen[MAXB];
    if (!all[b]) continue;
    reach_from(f, b, -1, seen);
    for (x = 0; x < f->nb; x++)
      if (seen[x] && f->b[x]->last && f->b[x]->last->opc == NV_PTX_RET) reaches_ret = 1;
    if (!reaches_ret) return 0;
  }
  /* cycle check by DFS colouring over forward edges (0 new, 1 on stack, 2 done) */
  memset(state, 0, sizeof state);
  stack[sp++] = 0;
  state[0] = 1;
  {
    unsigned next[MAXB];
    memset(next, 0, sizeof next);
    while (sp) {
      unsigned u = stack[sp - 1];
      if (next[u] < f->b[u]->succs.len) {
        unsigned s = f->b[u]->succs.data[next[u]++]->index;
        if (dom_oracle(f, s, u)) continue; /* back edge */
        if (state[s] == 1) return 0;       /* a cycle without a dominating header */
        if (state[s] == 0) {
          state[s] = 1;
          stack[sp++] = s;
        }
      } else {
        state[u] = 2;
        sp--;
      }
    }
  }
  (void)k;
  return 1;
}

static void check_freq(fn *f) {
  nv_mdom d;
  nv_mloops L;
  nv_mfreq F;
  double A[MAXB][MAXB + 1];
  unsigned n = f->nb, i, j, k;
  uint8_t all[MAXB];
  nv_mdom_compute(&d, f->mf);
  nv_mloops_compute(&L, f->mf, &d);
  nv_mfreq_compute(&F, f->mf, &d, &L);
  reach_from(f, 0, -1, all);
  /* v = e0 + P^T v  ->  (I - P^T) v = e0 */
  memset(A, 0, sizeof A);
  for (i = 0; i < n; i++) A[i][i] = 1.0;
  A[0][n] = 1.0;
  for (i = 0; i < n; i++)
    for (k = 0; k < f->b[i]->succs.len; k++) A[f->b[i]->succs.data[k]->index][i] -= nv_mfreq_edge_prob(f->b[i], k, &L);
  for (i = 0; i < n; i++) {
    unsigned p = i;
    for (j = i + 1; j < n; j++)
      if (fabs(A[j][i]) > fabs(A[p][i])) p = j;
    for (k = 0; k <= n; k++) {
      double t = A[i][k];
      A[i][k] = A[p][k];
      A[p][k] = t;
    }
    if (fabs(A[i][i]) < 1e-12) continue;
    for (j = 0; j < n; j++) {
      double m;
      if (j == i) continue;
      m = A[j][i] / A[i][i];
      for (k = i; k <= n; k++) A[j][k] -= m * A[i][k];
    }
  }
  for (i = 0; i < n; i++) {
    double want = all[i] && fabs(A[i][i]) > 1e-12 ? A[i][n] / A[i][i] : 0, got = F.freq[i];
    UT_CHECKF(fabs(want - got) <= 1e-6 * (1 + fabs(want)), "block %u: frequency %g, Markov chain %g", i, got, want);
  }
  nv_mfreq_free(&F);
  nv_mloops_free(&L);
  nv_mdom_free(&d);
}

/* !prof weights: each block with two distinct successors gets, with probability 3/4, an
 * IR shadow terminator `br i1 true, label S0, label S1` carrying random branch weights
 * (0 included: it counts as 1; at most 31, so that as with the loop heuristic's 124:4 no
 * loop's scale reaches mfreq's cap, which the Markov chain does not model), every machine
 * block its IR block (mb->ir). Checks that
 * the weighted blocks' edge probabilities are the weights' shares, that the others keep
 * the loop heuristic (unchanged from the unweighted run), and, through check_freq, that
 * the frequencies solve the Markov chain of those probabilities. */
static void check_weighted_freq(fn *f) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = nvcg_module_create(ctx, "w");
  nvcg_value *fnv = nvcg_function_add(m, "w", nvcg_type_function(nvcg_type_void(ctx), NULL, 0, 0));
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_value *t = nvcg_const_int(nvcg_type_int(ctx, 1), 1);
  nvcg_block *irb[MAXB];
  double before[MAXB][2], w[MAXB][2];
  uint8_t weighted[MAXB];
  nv_mdom d;
  nv_mloops L;
  unsigned i, k;
  nv_mdom_compute(&d, f->mf);
  nv_mloops_compute(&L, f->mf, &d);
  for (i = 0; i < f->nb; i++)
    for (k = 0; k < 2 && k < f->b[i]->succs.len; k++) before[i][k] = nv_mfreq_edge_prob(f->b[i], k, &L);
  for (i = 0; i < f->nb; i++) irb[i] = nvcg_block_append(fnv, NULL);
  for (i = 0; i < f->nb; i++) {
    nv_mblock *mb = f->b[i];
    weighted[i] = 0;
    mb->ir = (nv_block *)irb[i];
    if (mb->succs.len == 2 && mb->succs.data[0] != mb->succs.data[1] && ut_pick(4)) {
      nv_inst *br;
      nvcg_builder_position_at_end(b, irb[i]);
      br = (nv_inst *)nvcg_build_cond_br(b, t, irb[mb->succs.data[0]->index], irb[mb->succs.data[1]->index]);
      br->weights = NV_NEW_ARRAY(&f->arena, uint32_t, 2);
      br->nweights = 2;
      for (k = 0; k < 2; k++) {
        br->weights[k] = ut_pick(3) ? (uint32_t)ut_pick(32) : 0;
        w[i][k] = br->weights[k] ? br->weights[k] : 1;
      }
      weighted[i] = 1;
    }
  }
  for (i = 0; i < f->nb; i++)
    for (k = 0; k < 2 && k < f->b[i]->succs.len; k++) {
      double want = weighted[i] ? w[i][k] / (w[i][0] + w[i][1]) : before[i][k];
      double got = nv_mfreq_edge_prob(f->b[i], k, &L);
      UT_CHECKF(fabs(want - got) <= 1e-12, "block %u edge %u: probability %g, expected %g", i, k, got, want);
    }
  nv_mloops_free(&L);
  nv_mdom_free(&d);
  check_freq(f);
  for (i = 0; i < f->nb; i++) f->b[i]->ir = NULL;
  nvcg_builder_destroy(b);
  nvcg_context_destroy(ctx);
}

/* ---- liveness oracle: iterative dataflow ---- */

typedef struct oracle {
  uint32_t nregs;
  uint8_t in[MAXB][512], out[MAXB][512];
} oracle;

static void oracle_compute(fn *f, oracle *o) {
  unsigned b, k, changed = 1;
  static uint8_t ue[MAXB][512], kill[MAXB][512];
  o->nregs = f->mf->vreg_class.len;
  UT_CHECK(o->nregs < 512);
  if (o->nregs >= 512) o->nregs = 511;
  memset(o->in, 0, sizeof o->in);
  memset(o->out, 0, sizeof o->out);
  memset(ue, 0, sizeof ue);
  memset(kill, 0, sizeof kill);
  for (b = 0; b < f->nb; b++) {
    const nv_minst *mi;
    for (mi = f->b[b]->first; mi; mi = mi->next) {
      uint32_t r;
      for (r = 1; r < o->nregs; r++)
        if (nv_minst_reads(mi, r) && !kill[b][r]) ue[b][r] = 1;
      if (!mi->pred)
        for (k = 0; k < mi->ndefs; k++) kill[b][mi->ops[k].reg] = 1;
    }
  }
  while (changed) {
    changed = 0;
    for (b = f->nb; b-- > 0;) {
      const nv_mblock *mb = f->b[b];
      uint32_t r;
      uint8_t out[512];
      memset(out, 0, sizeof out);
      for (k = 0; k < mb->succs.len; k++) {
        const nv_mblock *s = mb->succs.data[k];
        const nv_minst *mi;
        for (r = 1; r < o->nregs; r++) out[r] |= o->in[s->index][r];
        for (mi = s->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
          unsigned j;
          for (j = 1; j + 1 < mi->nops; j += 2)
            if (mi->ops[j + 1].mbb == mb) out[mi->ops[j].reg] = 1;
        }
      }
      for (r = 1; r < o->nregs; r++) {
        uint8_t in = (uint8_t)(ue[b][r] | (out[r] & !kill[b][r]));
        if (out[r] != o->out[b][r] || in != o->in[b][r]) changed = 1;
        o->out[b][r] = out[r];
        o->in[b][r] = in;
      }
    }
  }
}

static int check_live_sets(fn *f, const nv_live *L, const oracle *o) {
  unsigned b;
  uint32_t r;
  for (b = 0; b < f->nb; b++)
    for (r = 1; r < o->nregs; r++) {
      int gi = nv_live_in(L, f->b[b], r), go = nv_live_out(L, f->b[b], r);
      UT_CHECKF(gi == o->in[b][r], "block %u reg %u: live-in %d, dataflow %d", b, r, gi, o->in[b][r]);
      UT_CHECKF(go == o->out[b][r], "block %u reg %u: live-out %d, dataflow %d", b, r, go, o->out[b][r]);
      if (gi != o->in[b][r] || go != o->out[b][r]) return 0;
    }
  /* the sparse per-block lists: strictly increasing, exactly the dataflow's sets */
  for (b = 0; b < f->nb; b++) {
    uint32_t nin, nout, k, want_in = 0, want_out = 0;
    const uint32_t *in = nv_live_in_regs(L, f->b[b], &nin), *out = nv_live_out_regs(L, f->b[b], &nout);
    for (r = 1; r < o->nregs; r++) {
      want_in += o->in[b][r];
      want_out += o->out[b][r];
    }
    UT_CHECKF(nin == want_in && nout == want_out, "block %u: lists of %u/%u registers, dataflow %u/%u", b, nin,
              nout, want_in, want_out);
    if (nin != want_in || nout != want_out) return 0;
    for (k = 0; k < nin; k++) {
      UT_CHECKF(in[k] < o->nregs && o->in[b][in[k]] && (!k || in[k - 1] < in[k]), "block %u: live-in list entry %u",
                b, k);
      if (in[k] >= o->nregs || !o->in[b][in[k]] || (k && in[k - 1] >= in[k])) return 0;
    }
    for (k = 0; k < nout; k++) {
      UT_CHECKF(out[k] < o->nregs && o->out[b][out[k]] && (!k || out[k - 1] < out[k]),
                "block %u: live-out list entry %u", b, k);
      if (out[k] >= o->nregs || !o->out[b][out[k]] || (k && out[k - 1] >= out[k])) return 0;
    }
  }
  return 1;
}

/* Per instruction (backwards): live after, then live before = reads + (after - killed). */
static void oracle_walk(fn *f, const oracle *o, unsigned b,
                        void (*at)(const nv_minst *mi, const uint8_t *after, const uint8_t *before, void *u), void *u) {
  uint8_t live[512], before[512];
  const nv_minst *mi;
  uint32_t r, k;
  memcpy(live, o->out[b], sizeof live);
  for (mi = f->b[b]->last; mi; mi = mi->prev) {
    memcpy(before, live, sizeof before);
    if (!mi->pred)
      for (k = 0; k < mi->ndefs; k++) before[mi->ops[k].reg] = 0;
    for (r = 1; r < o->nregs; r++)
      if (nv_minst_reads(mi, r)) before[r] = 1;
    at(mi, live, before, u);
    memcpy(live, before, sizeof live);
  }
}

typedef struct range_ctx {
  fn *f;
  const nv_lranges *R;
  uint8_t *occ; /* [reg * nslots + slot] */
  uint32_t nslots, nregs;
} range_ctx;

static void range_at(const nv_minst *mi, const uint8_t *after, const uint8_t *before, void *u) {
  range_ctx *c = (range_ctx *)u;
  uint32_t s = nv_lranges_slot(c->R, mi), r;
  for (r = 1; r < c->nregs; r++) {
    if (before[r] || after[r] || nv_minst_writes(mi, r)) {
      /* read slot: live before it and still needed by it or after it */
      if (before[r] && (nv_minst_reads(mi, r) || after[r])) c->occ[r * c->nslots + s] = 1;
      if (after[r] || nv_minst_writes(mi, r)) c->occ[r * c->nslots + s + 1] = 1;
    }
  }
}

static void check_ranges(fn *f, const nv_live *L, const oracle *o) {
  nv_lranges R;
  range_ctx c;
  unsigned b;
  uint32_t r, s;
  nv_lranges_compute(&R, f->mf, L);
  c.f = f;
  c.R = &R;
  c.nregs = o->nregs;
  c.nslots = 0;
  for (b = 0; b < f->nb; b++) {
    unsigned n = 0;
    const nv_minst *mi;
    for (mi = f->b[b]->first; mi; mi = mi->next) n++;
    c.nslots = R.block_start[b] + 2 * n + 2;
  }
  c.occ = (uint8_t *)calloc((size_t)c.nregs * c.nslots + 1, 1);
  for (b = 0; b < f->nb; b++) {
    uint32_t s0 = R.block_start[b], n = 0;
    const nv_minst *mi;
    for (mi = f->b[b]->first; mi; mi = mi->next) n++;
    for (r = 1; r < c.nregs; r++) {
      if (o->in[b][r]) c.occ[r * c.nslots + s0] = c.occ[r * c.nslots + s0 + 1] = 1;
      if (o->out[b][r]) c.occ[r * c.nslots + s0 + 2 * n + 1] = 1;
    }
    oracle_walk(f, o, b, range_at, &c);
  }
  for (r = 1; r < c.nregs; r++) {
    uint32_t i = R.first[r];
    for (s = 0; s < c.nslots; s++) {
      int got = 0;
      while (i < R.first[r + 1] && R.seg[i].end <= s) i++;
      if (i < R.first[r + 1] && R.seg[i].start <= s && s < R.seg[i].end) got = 1;
      UT_CHECKF(got == c.occ[r * c.nslots + s], "reg %u slot %u: live range %d, dataflow %d", r, s, got,
                c.occ[r * c.nslots + s]);
      if (got != c.occ[r * c.nslots + s]) goto done;
    }
  }
done:
  free(c.occ);
  nv_lranges_free(&R);
}

/* ---- MRPA oracle ---- */

typedef struct rp_ctx {
  fn *f;
  const nv_mrpa *R;
  nv_rp block;
  int bad;
} rp_ctx;

static void rp_at(const nv_minst *mi, const uint8_t *after, const uint8_t *before, void *u) {
  rp_ctx *c = (rp_ctx *)u;
  nv_rp want;
  const nv_rp *got = nv_mrpa_at(c->R, mi);
  uint32_t r, k;
  memset(&want, 0, sizeof want);
  (void)before;
  for (r = 1; r < c->f->mf->vreg_class.len; r++)
    if (after[r] || nv_minst_writes(mi, r)) want.n[nv_vreg_class(c->f->mf, r)]++;
  for (k = 0; k < NV_RC_COUNT; k++) {
    if (want.n[k] > c->block.n[k]) c->block.n[k] = want.n[k];
    if (c->R->per_inst ? !got || got->n[k] != want.n[k] : got != NULL) c->bad = 1;
  }
}

static void check_mrpa_oracle(fn *f, const nv_mrpa *R, const oracle *o) {
  unsigned b, k;
  uint32_t r;
  for (b = 0; b < f->nb; b++) {
    rp_ctx c;
    memset(&c, 0, sizeof c);
    c.f = f;
    c.R = R;
    for (r = 1; r < o->nregs; r++) {
      if (o->in[b][r]) c.block.n[nv_vreg_class(f->mf, r)]++;
    }
    {
      nv_rp out;
      memset(&out, 0, sizeof out);
      for (r = 1; r < o->nregs; r++)
        if (o->out[b][r]) out.n[nv_vreg_class(f->mf, r)]++;
      for (k = 0; k < NV_RC_COUNT; k++)
        if (out.n[k] > c.block.n[k]) c.block.n[k] = out.n[k];
    }
    oracle_walk(f, o, b, rp_at, &c);
    UT_CHECKF(!c.bad, "block %u: an instruction's pressure differs from the dataflow count", b);
    UT_CHECKF(!memcmp(&c.block, nv_mrpa_block(R, f->b[b]), sizeof(nv_rp)), "block %u: block maximum differs", b);
  }
}

/* ---- the tests ---- */

static unsigned rounds(unsigned n) { return ut.quick ? n / 8 + 1 : n; }

static void dominators(void) {
  unsigned t;
  for (t = 0; t < rounds(800) && !ut.failed; t++) {
    fn f;
    ut_rs = 0x9E3779B97F4A7C15ull * (t + 1);
    build(&f, 1 + ut_pick(MAXB), 0);
    check_dom(&f);
    destroy(&f);
  }
}

static void loops(void) {
  unsigned t;
  for (t = 0; t < rounds(800) && !ut.failed; t++) {
    fn f;
    ut_rs = 0x5851F42D4C957F2Dull * (t + 7);
    build(&f, 1 + ut_pick(MAXB), 0);
    check_loops(&f);
    destroy(&f);
  }
}

static void block_frequency(void) {
  unsigned t, checked = 0;
  for (t = 0; t < rounds(3000) && !ut.failed; t++) {
    fn f;
    ut_rs = 0x2545F4914F6CDD1Dull * (t + 3);
    build(&f, 1 + ut_pick(10), 0);
    if (freq_checkable(&f)) {
      check_freq(&f);
      checked++;
    }
    destroy(&f);
  }
  UT_CHECKF(checked >= rounds(3000) / 10, "only %u random CFGs were reducible with exits", checked);
}

static void weighted_block_frequency(void) {
  unsigned t, checked = 0;
  for (t = 0; t < rounds(2000) && !ut.failed; t++) {
    fn f;
    ut_rs = 0x9E6C63D0676A9A99ull * (t + 5);
    build(&f, 1 + ut_pick(10), 0);
    if (freq_checkable(&f)) {
      check_weighted_freq(&f);
      checked++;
    }
    destroy(&f);
  }
  UT_CHECKF(checked >= rounds(2000) / 10, "only %u random CFGs were reducible with exits", checked);
}

static void liveness_full(void) {
  unsigned t;
  static oracle o;
  for (t = 0; t < rounds(600) && !ut.failed; t++) {
    fn f;
    nv_live L;
    ut_rs = 0xD1B54A32D192ED03ull * (t + 11);
    build(&f, 1 + ut_pick(MAXB), (int)(t & 1));
    nv_live_compute(&L, f.mf);
    oracle_compute(&f, &o);
    if (check_live_sets(&f, &L, &o)) check_ranges(&f, &L, &o);
    nv_live_free(&L);
    destroy(&f);
  }
}

/* nv_mfunc_compute_cfg against the terminators read here: a block's successors are the
 * blocks its branches name (bra, brx.idx; never a PHI's incoming blocks) plus the next
 * block when it can fall through (its last instruction is not an unguarded bra, a
 * brx.idx or a ret), each once; predecessors mirror them. */
static void cfg_from_terminators(void) {
  unsigned t, brx = 0;
  for (t = 0; t < rounds(2000) && !ut.failed; t++) {
    fn f;
    unsigned b, k;
    ut_rs = 0xA0761D6478BD642Full * (t + 5);
    build(&f, 1 + ut_pick(MAXB), 1);
    nv_mfunc_compute_cfg(f.mf); /* again, now that the PHIs name their predecessors */
    for (b = 0; b < f.nb && !ut.failed; b++) {
      nv_mblock *mb = f.b[b];
      uint8_t want[MAXB], got[MAXB];
      const nv_minst *mi, *l = mb->last;
      memset(want, 0, sizeof want);
      memset(got, 0, sizeof got);
      for (mi = mb->first; mi; mi = mi->next) {
        brx += mi->opc == NV_PTX_BRX;
        if (mi->opc == NV_PTX_PHI) continue;
        for (k = 0; k < mi->nops; k++)
          if (mi->ops[k].kind == NV_MO_BLOCK) want[mi->ops[k].mbb->index] = 1;
      }
      if (b + 1 < f.nb && !(l && ((l->opc == NV_PTX_BRA && !l->pred) || l->opc == NV_PTX_BRX || l->opc == NV_PTX_RET)))
        want[b + 1] = 1;
      for (k = 0; k < mb->succs.len; k++) {
        unsigned s = mb->succs.data[k]->index, p, seen = 0;
        UT_CHECKF(!got[s], "round %u: block %u lists successor %u twice", t, b, s);
        got[s] = 1;
        for (p = 0; p < mb->succs.data[k]->preds.len; p++) seen += mb->succs.data[k]->preds.data[p] == mb;
        UT_CHECKF(seen == 1, "round %u: block %u is %u times a predecessor of %u", t, b, seen, s);
      }
      UT_CHECKF(!memcmp(want, got, sizeof want), "round %u: block %u has the wrong successors", t, b);
    }
    destroy(&f);
  }
  UT_CHECKF(brx >= rounds(2000) / 10, "only %u brx.idx in the random CFGs", brx);
}

/* All non-PHI, non-terminator instructions of the function, in order. */
static unsigned body_insts(fn *f, nv_minst **v, unsigned cap) {
  unsigned n = 0, b;
  for (b = 0; b < f->nb; b++) {
    nv_minst *mi;
    for (mi = f->b[b]->first; mi && n < cap; mi = mi->next)
      if (mi->opc != NV_PTX_PHI && !nv_minst_is_term(mi)) v[n++] = mi;
  }
  return n;
}

/* Inserts mi in block b at a random place between its PHIs and its terminators. */
static void place(fn *f, unsigned b, nv_minst *mi) {
  nv_mblock *mb = f->b[b];
  nv_minst *at = mb->first, *cands[64];
  unsigned n = 0;
  while (at && at->opc == NV_PTX_PHI) at = at->next;
  for (; at && n < 63; at = at->next) {
    cands[n++] = at;
    if (nv_minst_is_term(at)) break;
  }
  if (!n) {
    nv_minst_append(mb, mi);
    return;
  }
  at = cands[ut_pick(n)];
  nv_minst_insert_before(at, mi);
}

static void mrpa_edit_sequences(void) {
  unsigned t;
  static oracle o;
  ut_diags dg;
  nv_diag_sink sink;
  memset(&sink, 0, sizeof sink);
  sink.fn = ut_diag_handler;
  sink.user = &dg;
  ut_diags_reset(&dg);
  for (t = 0; t < rounds(150) && !ut.failed; t++) {
    fn f;
    nv_mrpa R;
    nv_options opt;
    int64_t knobs[NV_KNOB_COUNT];
    unsigned e, k;
    ut_rs = 0xA0761D6478BD642Full * (t + 5);
    build(&f, 2 + ut_pick(MAXB - 1), (int)(t & 1));
    memset(&opt, 0, sizeof opt);
    for (k = 0; k < NV_KNOB_COUNT; k++) knobs[k] = nv_mir_knob(NULL, (nv_knob_id)k);
    /* every fourth round: block maxima only (nv_mrpa_init_blocks, unverified: the
     * oracle checks the maxima and that no per-instruction entry is kept) */
    knobs[NV_KNOB_VERIFY_UPDATE_MCSE] = t % 4 != 3;
    knobs[NV_KNOB_PRINT_VERIFY] = 1;
    opt.knobs = knobs;
    opt.diag = &sink;
    if (t % 4 == 3) nv_mrpa_init_blocks(&R, f.mf, &opt);
    else nv_mrpa_init(&R, f.mf, &opt);
    UT_CHECK(R.per_inst == (t % 4 != 3));
    oracle_compute(&f, &o);
    check_mrpa_oracle(&f, &R, &o);
    for (e = 0; e < 60 && !ut.failed; e++) {
      nv_minst *v[512], *mi;
      unsigned n = body_insts(&f, v, 512), what = ut_pick(6);
      if (!n) what = 3;
      mi = n ? v[ut_pick(n)] : NULL;
      if (what == 0) { /* delete */
        nv_mrpa_erase(&R, mi);
        nv_minst_remove(mi);
      } else if (what == 1) { /* move, anywhere */
        nv_mrpa_touch_inst(&R, mi);
        nv_minst_remove(mi);
        place(&f, ut_pick(f.nb), mi);
        nv_mrpa_touch_inst(&R, mi);
      } else if (what == 2) { /* rewrite a register operand to another of its class */
        for (k = 0; k < mi->nops; k++)
          if (mi->ops[k].kind == NV_MO_REG) {
            nv_regclass rc = nv_vreg_class(f.mf, mi->ops[k].reg);
            unsigned c = rc == NV_RC_B32 ? 0 : rc == NV_RC_F32 ? 1 : 2;
            nv_mrpa_touch_inst(&R, mi); /* the old operand's register changes too */
            mi->ops[k].reg = any(&f, c);
            nv_mrpa_touch_inst(&R, mi);
            break;
          }
      } else if (what == 4 || what == 5) {
        /* rewrite a register operand, touching only the two registers (MCSE's
         * nv_mrpa_touch_ref), or (5) touching them by themselves (nv_live_touch_reg:
         * the next update scans every block) */
        for (k = 0; k < mi->nops; k++)
          if (mi->ops[k].kind == NV_MO_REG) {
            nv_regclass rc = nv_vreg_class(f.mf, mi->ops[k].reg);
            unsigned c = rc == NV_RC_B32 ? 0 : rc == NV_RC_F32 ? 1 : 2;
            uint32_t old = mi->ops[k].reg;
            mi->ops[k].reg = any(&f, c);
            if (what == 4) {
              nv_mrpa_touch_ref(&R, mi, old);
              nv_mrpa_touch_ref(&R, mi, mi->ops[k].reg);
            } else {
              nv_live_touch_reg(&R.live, old);
              nv_live_touch_reg(&R.live, mi->ops[k].reg);
              nv_bit_set(R.dirty_blocks, mi->parent->index);
            }
            break;
          }
      } else { /* insert, sometimes with new registers */
        mi = rand_inst(&f);
        place(&f, ut_pick(f.nb), mi);
        nv_mrpa_touch_inst(&R, mi);
      }
      if (!nv_mrpa_update(&R)) {
        UT_CHECKF(0, "seed %u edit %u: %s", t, e, ut_diags_text(&dg));
        break;
      }
      oracle_compute(&f, &o);
      if (!check_live_sets(&f, &R.live, &o)) break;
      check_mrpa_oracle(&f, &R, &o);
      for (k = 0; k < R.nblocks; k++)
        UT_CHECKF(R.block_units[k] == nv_rp_units(&R.block_max[k]), "seed %u edit %u: block %u units", t, e, k);
    }
    UT_CHECKF(R.blocks_rescanned < R.updates * f.nb || R.updates == 0, "incremental updates rescanned every block");
    nv_mrpa_free(&R);
    destroy(&f);
  }
  UT_CHECKF(dg.errors == 0, "%s", ut_diags_text(&dg));
}

/* The verification path itself: a corrupted incremental state must be reported with
 * cicc's message. */
static void mrpa_verify_reports(void) {
  fn f;
  nv_mrpa R;
  nv_options opt;
  int64_t knobs[NV_KNOB_COUNT];
  ut_diags dg;
  nv_diag_sink sink;
  unsigned k;
  const nv_minst *mi = NULL;
  memset(&sink, 0, sizeof sink);
  sink.fn = ut_diag_handler;
  sink.user = &dg;
  ut_diags_reset(&dg);
  ut_rs = 42;
  do {
    if (mi) destroy(&f);
    build(&f, 4, 0);
    mi = f.b[0]->first;
  } while (!mi || nv_minst_is_term(mi));
  memset(&opt, 0, sizeof opt);
  for (k = 0; k < NV_KNOB_COUNT; k++) knobs[k] = nv_mir_knob(NULL, (nv_knob_id)k);
  knobs[NV_KNOB_VERIFY_UPDATE_MCSE] = 1;
  opt.knobs = knobs;
  opt.diag = &sink;
  nv_mrpa_init(&R, f.mf, &opt);
  R.rp.data[0].n[NV_RC_B32] += 5; /* corrupt one entry */
  R.block_max[0].n[NV_RC_B32] += 5;
  UT_CHECK(!nv_mrpa_update(&R));
  UT_CHECKF(ut_find(&dg, "Incorrect RP info from incremental MRPA update") != NULL, "%s", ut_diags_text(&dg));
  nv_mrpa_free(&R);
  destroy(&f);
}

int main(int argc, char **argv) {
  ut_rs = 1;
  ut_init(argc, argv, "mir-analysis.");
  UT_RUN(cfg_from_terminators);
  UT_RUN(dominators);
  UT_RUN(loops);
  UT_RUN(block_frequency);
  UT_RUN(weighted_block_frequency);
  UT_RUN(liveness_full);
  UT_RUN(mrpa_edit_sequences);
  UT_RUN(mrpa_verify_reports);
  return ut_finish();
}
