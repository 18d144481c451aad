/* machine_sched.c -- the pre-RA machine scheduler (seeds/000, "ScheduleDAGMILive" and
 * "Instruction Selection Heuristic"): a top-down list scheduler over each region of each
 * block (sched_dag.c builds the region's DAG), run on SSA machine IR after the pre-RA
 * peepholes and before PHI elimination.
 *
 * On NVPTX the order nvcg prints is not the order the hardware runs -- ptxas schedules
 * again -- but it decides the live ranges ptxas starts from. So, as cicc's
 * nvptx-sched4reg does, register pressure comes first wherever it matters: in a block
 * whose MRPA pressure (per class, in 32-bit units, and predicates) exceeds the allocator's
 * target (nv_mir_reg_target: -maxreg, maxnreg or nv-remat-default-max-reg), or
 * everywhere with nvptx-sched4reg. The choice among the
 * ready instructions, best first:
 *   0. (pressure first) the smaller change in live 32-bit registers: a read that ends a
 *      register's live range frees it, a write that someone reads occupies one;
 *   1. the larger height: the longer latency path from it to the end of the region (the
 *      note's depth priority: critical-path instructions first);
 *   2. the target priority: long-latency loads (global, local, atomics) before other
 *      loads, loads before the rest, so that their latency overlaps computation;
 *   3. the narrower scheduling window ALAP - ASAP;
 *   4. the original order.
 * After a block is scheduled, MRPA is updated incrementally; a block whose peak pressure
 * (32-bit units or predicates) went up gets its original order back, so the pass never
 * makes pressure worse. usedessa < 2 (the note's mode 1) skips pre-RA scheduling.
 *
 * misched-perturb-seed (nvcg's own, for testing) replaces the heuristic by a seeded
 * random choice among the ready instructions: every run is some legal order, so the
 * semantic suites exercise many orders. With --verify-each every schedule is checked
 * against its DAG (nv_sdag_check) before it is kept. */

typedef struct nv_msched {
  nv_mfunc *mf;
  const nv_options *o;
  nv_mrpa R;
  uint32_t nregs;
  uint32_t *remaining;    /* reg -> region nodes that read it and are not scheduled yet */
  uint8_t *live;          /* reg -> live at the current point of the schedule */
  uint8_t *live_after;    /* reg -> read after the region (later in the block or live out) */
  NV_VEC(uint32_t) uses, defs; /* per node: distinct registers it reads / writes, in pools */
  uint32_t *use_first, *def_first; /* per node: start in the pools (n + 1 entries) */
  uint32_t collect_from;  /* nv_msched_collect: the current node's reads start here */
  uint64_t rng;
  int perturb, pressure_first, verify;
  unsigned regions, changed_blocks, reverted_blocks;
} nv_msched;

static unsigned nv_msched_units(const nv_mfunc *mf, uint32_t reg) {
  nv_rp p;
  memset(&p, 0, sizeof p);
  if (nv_vreg_class(mf, reg) < NV_RC_COUNT) p.n[nv_vreg_class(mf, reg)] = 1;
  return nv_rp_units(&p);
}

static void nv_msched_collect(uint32_t reg, void *user) {
  nv_msched *S = (nv_msched *)user;
  uint32_t i;
  for (i = S->collect_from; i < S->uses.len; i++)  /* distinct within the node */
    if (S->uses.data[i] == reg) return;
  nv_vec_push(&S->uses, reg);
}

/* Change in live 32-bit units if node i were scheduled now. */
static int nv_msched_delta(const nv_msched *S, uint32_t i) {
  int d = 0;
  uint32_t k;
  for (k = S->def_first[i]; k < S->def_first[i + 1]; k++) {
    uint32_t r = S->defs.data[k];
    if (!S->live[r] && (S->remaining[r] || S->live_after[r])) d += (int)nv_msched_units(S->mf, r);
  }
  for (k = S->use_first[i]; k < S->use_first[i + 1]; k++) {
    uint32_t r = S->uses.data[k];
    if (S->live[r] && S->remaining[r] == 1 && !S->live_after[r]) d -= (int)nv_msched_units(S->mf, r);
  }
  return d;
}

static unsigned nv_msched_prio(const nv_snode *N) {
  switch (N->cls) {
  case NV_SCLS_LDGLOBAL: case NV_SCLS_LDLOCAL: case NV_SCLS_ATOMIC: return 2;
  case NV_SCLS_LDSHARED: case NV_SCLS_LDCONST: return 1;
  default: return 0;
  }
}

/* Is node a a better pick than node b? */
static int nv_msched_better(const nv_msched *S, const nv_sdag *G, uint32_t a, uint32_t b) {
  const nv_snode *A = &G->n[a], *B = &G->n[b];
  uint32_t wa, wb;
  if (S->pressure_first) {
    int da = nv_msched_delta(S, a), db = nv_msched_delta(S, b);
    if (da != db) return da < db;
  }
  if (A->height != B->height) return A->height > B->height;
  if (nv_msched_prio(A) != nv_msched_prio(B)) return nv_msched_prio(A) > nv_msched_prio(B);
  wa = G->crit - A->height - A->depth;
  wb = G->crit - B->height - B->depth;
  if (wa != wb) return wa < wb;
  return a < b;
}

static uint32_t nv_msched_rand(nv_msched *S) {
  S->rng ^= S->rng << 13;
  S->rng ^= S->rng >> 7;
  S->rng ^= S->rng << 17;
  return (uint32_t)(S->rng >> 11);
}

/* The new order of one region's nodes into order[]. */
static void nv_msched_region(nv_msched *S, const nv_sdag *G, nv_minst *end, uint32_t *order) {
  uint32_t n = G->nnodes, i, k, done = 0;
  uint32_t *npreds = (uint32_t *)nv_xmalloc(n * sizeof *npreds);
  NV_VEC(uint32_t) ready = NV_VEC_INIT;
  nv_minst *mi;
  /* registers: distinct reads and writes per node, readers left, live after the region */
  S->uses.len = S->defs.len = 0;
  S->use_first = (uint32_t *)nv_xmalloc((n + 1) * sizeof *S->use_first);
  S->def_first = (uint32_t *)nv_xmalloc((n + 1) * sizeof *S->def_first);
  for (i = 0; i < n; i++) {
    const nv_minst *m = G->n[i].mi;
    S->use_first[i] = S->collect_from = S->uses.len;
    nv_minst_for_uses(m, nv_msched_collect, S);
    S->def_first[i] = S->defs.len;
    for (k = 0; k < m->ndefs && k < m->nops; k++)
      if (m->ops[k].kind == NV_MO_REG && m->ops[k].reg && m->ops[k].reg < S->nregs) nv_vec_push(&S->defs, m->ops[k].reg);
  }
  S->use_first[n] = S->uses.len;
  S->def_first[n] = S->defs.len;
  for (i = 0; i < S->uses.len; i++) S->remaining[S->uses.data[i]]++;
  /* live at the region's start: the registers read in it before any write in it
   * (bit 2: written so far, bit 1: read before that) */
  for (i = 0; i < n; i++) {
    for (k = S->use_first[i]; k < S->use_first[i + 1]; k++)
      if (!(S->live[S->uses.data[k]] & 2)) S->live[S->uses.data[k]] |= 1;
    for (k = S->def_first[i]; k < S->def_first[i + 1]; k++) S->live[S->defs.data[k]] |= 2;
  }
  for (i = 0; i < S->uses.len; i++) S->live[S->uses.data[i]] &= 1;
  for (i = 0; i < S->defs.len; i++) S->live[S->defs.data[i]] &= 1;
  for (mi = end; mi; mi = mi->next) { /* reads after the region */
    for (k = mi->opc == NV_PTX_PHI ? mi->nops : mi->ndefs; k < mi->nops; k++)
      if ((mi->ops[k].kind == NV_MO_REG || (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_REG)) &&
          mi->ops[k].reg < S->nregs)
        S->live_after[mi->ops[k].reg] = 1;
    if (mi->pred && mi->pred < S->nregs) S->live_after[mi->pred] = 1;
  }
  for (i = 0; i < S->uses.len; i++)
    if (nv_live_out(&S->R.live, G->n[0].mi->parent, S->uses.data[i])) S->live_after[S->uses.data[i]] = 1;
  for (i = 0; i < S->defs.len; i++)
    if (nv_live_out(&S->R.live, G->n[0].mi->parent, S->defs.data[i])) S->live_after[S->defs.data[i]] = 1;
  for (i = 0; i < n; i++) {
    npreds[i] = G->n[i].npreds;
    if (!npreds[i]) nv_vec_push(&ready, i);
  }
  while (ready.len) {
    uint32_t best = 0, pick;
    if (S->perturb) best = nv_msched_rand(S) % ready.len;
    else
      for (i = 1; i < ready.len; i++)
        if (nv_msched_better(S, G, ready.data[i], ready.data[best])) best = i;
    pick = ready.data[best];
    ready.data[best] = ready.data[ready.len - 1];
    ready.len--;
    order[done++] = pick;
    for (k = S->use_first[pick]; k < S->use_first[pick + 1]; k++) {
      uint32_t r = S->uses.data[k];
      if (!--S->remaining[r] && !S->live_after[r]) S->live[r] = 0;
    }
    for (k = S->def_first[pick]; k < S->def_first[pick + 1]; k++) {
      uint32_t r = S->defs.data[k];
      if (S->remaining[r] || S->live_after[r]) S->live[r] = 1;
    }
    for (k = 0; k < G->n[pick].nsuccs; k++) {
      uint32_t s = G->succs[G->n[pick].succ_first + k].node;
      if (!--npreds[s]) nv_vec_push(&ready, s);
    }
  }
  NV_ASSERT(done == n);
  /* clear the per-register state this region set */
  for (i = 0; i < S->uses.len; i++) S->remaining[S->uses.data[i]] = S->live[S->uses.data[i]] = S->live_after[S->uses.data[i]] = 0;
  for (i = 0; i < S->defs.len; i++) S->remaining[S->defs.data[i]] = S->live[S->defs.data[i]] = S->live_after[S->defs.data[i]] = 0;
  for (mi = end; mi; mi = mi->next) {
    for (k = 0; k < mi->nops; k++)
      if ((mi->ops[k].kind == NV_MO_REG || (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_REG)) &&
          mi->ops[k].reg < S->nregs)
        S->live_after[mi->ops[k].reg] = 0;
    if (mi->pred && mi->pred < S->nregs) S->live_after[mi->pred] = 0;
  }
  nv_xfree(S->use_first);
  nv_xfree(S->def_first);
  S->use_first = S->def_first = NULL;
  nv_xfree(npreds);
  nv_vec_free(&ready);
}

/* Puts the region's instructions in order before `end` (NULL: at the block's end). */
static void nv_msched_apply(nv_mblock *mb, nv_minst **insts, const uint32_t *order, uint32_t n, nv_minst *end) {
  uint32_t i;
  for (i = 0; i < n; i++) nv_minst_remove(insts[i]);
  for (i = 0; i < n; i++) {
    if (end) nv_minst_insert_before(end, insts[order[i]]);
    else nv_minst_append(mb, insts[order[i]]);
  }
}

typedef struct nv_msched_region_rec {
  uint32_t first, n;      /* into the block's instruction list copy */
  nv_minst *end;
} nv_msched_region_rec;

/* Schedules one block's regions; 1 when its order changed (and was kept). */
static int nv_msched_block(nv_msched *S, nv_mblock *mb, const nv_reg_target *target) {
  NV_VEC(nv_minst *) insts = NV_VEC_INIT;  /* the block's schedulable instructions, original order */
  NV_VEC(nv_msched_region_rec) regions = NV_VEC_INIT;
  NV_VEC(uint32_t) orders = NV_VEC_INIT;   /* new order per region, region after region */
  nv_minst *mi, *start = NULL;
  nv_rp before;
  unsigned units_before, i, k;
  int in_cs = 0, moved = 0, ok = 1;
  const nv_rp *bp = nv_mrpa_block(&S->R, mb);
  before = *bp;
  units_before = nv_rp_units(&before);
  S->pressure_first = nv_mir_knob(S->o, NV_KNOB_NVPTX_SCHED4REG) || units_before > target->units ||
                      before.n[NV_RC_PRED] > target->preds;
  /* regions: maximal runs of instructions that are not boundaries */
  for (mi = mb->first;; mi = mi->next) {
    int b = !mi || nv_sched_boundary(mi, &in_cs);
    if (!b && !start) start = mi;
    if (b && start) {
      nv_msched_region_rec rr;
      nv_minst *m;
      rr.first = insts.len;
      rr.end = mi;
      for (m = start; m != mi; m = m->next) nv_vec_push(&insts, m);
      rr.n = insts.len - rr.first;
      nv_vec_push(&regions, rr);
      start = NULL;
    }
    if (!mi) break;
  }
  for (i = 0; i < regions.len && ok; i++) {
    nv_msched_region_rec *rr = &regions.data[i];
    nv_sdag G;
    uint32_t base = orders.len;
    for (k = 0; k < rr->n; k++) nv_vec_push(&orders, k);
    if (rr->n < 2) continue;
    S->regions++;
    nv_sdag_build(&G, S->mf, insts.data[rr->first], rr->end, S->mf->ir != NULL);
    nv_msched_region(S, &G, rr->end, orders.data + base);
    if (S->verify) {
      uint32_t from, to;
      if (!nv_sdag_check(&G, orders.data + base, &from, &to)) {
        nv_diag(S->o ? S->o->diag : NULL, NVCG_SEV_ERROR, NULL, 0, 0,
                "machine_sched: the schedule of block %u of '%s' breaks a dependence (node %u before node %u)",
                mb->index, S->mf->name ? S->mf->name : "", to, from);
        ok = 0;
      }
    }
    for (k = 0; k < rr->n; k++)
      if (orders.data[base + k] != k) moved = 1;
    nv_sdag_free(&G);
  }
  if (ok && moved) {
    const nv_rp *after;
    int worse = 0;
    for (k = 0; k < insts.len; k++) nv_mrpa_touch_inst(&S->R, insts.data[k]);
    for (i = 0; i < regions.len; i++) {
      nv_msched_region_rec *rr = &regions.data[i];
      nv_msched_apply(mb, insts.data + rr->first, orders.data + rr->first, rr->n, rr->end);
    }
    for (k = 0; k < insts.len; k++) nv_mrpa_touch_inst(&S->R, insts.data[k]);
    if (!nv_mrpa_update(&S->R)) ok = 0;
    after = nv_mrpa_block(&S->R, mb);
    worse = nv_rp_units(after) > units_before || after->n[NV_RC_PRED] > before.n[NV_RC_PRED];
    if (ok && worse && !S->perturb) {
      /* back to the original order: each region's instructions in their first order */
      for (k = 0; k < insts.len; k++) nv_mrpa_touch_inst(&S->R, insts.data[k]);
      for (i = 0; i < regions.len; i++) {
        nv_msched_region_rec *rr = &regions.data[i];
        for (k = 0; k < rr->n; k++) orders.data[rr->first + k] = k;
        nv_msched_apply(mb, insts.data + rr->first, orders.data + rr->first, rr->n, rr->end);
      }
      for (k = 0; k < insts.len; k++) nv_mrpa_touch_inst(&S->R, insts.data[k]);
      if (!nv_mrpa_update(&S->R)) ok = 0;
      S->reverted_blocks++;
      moved = 0;
    }
  }
  nv_vec_free(&insts);
  nv_vec_free(&regions);
  nv_vec_free(&orders);
  if (!ok) return -1;
  if (moved) S->changed_blocks++;
  return moved;
}

static int nv_pass_machine_sched(nv_mfunc *mf, const nv_options *o) {
  nv_msched S;
  nv_mblock *mb;
  nv_reg_target target;
  int changed = 0;
  if (!nv_mir_knob(o, NV_KNOB_ENABLE_MISCHED) || nv_mir_knob(o, NV_KNOB_USEDESSA) < 2) return 0;
  memset(&S, 0, sizeof S);
  S.mf = mf;
  S.o = o;
  S.nregs = mf->vreg_class.len ? mf->vreg_class.len : 1;
  S.perturb = nv_mir_knob(o, NV_KNOB_MISCHED_PERTURB_SEED) != 0;
  S.rng = (uint64_t)nv_mir_knob(o, NV_KNOB_MISCHED_PERTURB_SEED) * 0x9E3779B97F4A7C15ull + 1;
  S.verify = o && o->verify_each;
  S.remaining = (uint32_t *)nv_xcalloc(S.nregs, sizeof *S.remaining);
  S.live = (uint8_t *)nv_xcalloc(S.nregs, 1);
  S.live_after = (uint8_t *)nv_xcalloc(S.nregs, 1);
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mir_reg_target(mf, o, &target);
  nv_mrpa_init_blocks(&S.R, mf, o);
  for (mb = mf->first; mb; mb = mb->next) {
    int r = nv_msched_block(&S, mb, &target);
    if (r < 0) break;
    if (r) changed = 1;
  }
  nv_mrpa_free(&S.R);
  nv_xfree(S.remaining);
  nv_xfree(S.live);
  nv_xfree(S.live_after);
  nv_vec_free(&S.uses);
  nv_vec_free(&S.defs);
  return changed;
}
