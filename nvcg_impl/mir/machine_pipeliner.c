/* machine_pipeliner.c -- the swing modulo scheduler (seeds/000, "MachinePipeliner: Swing
 * Modulo Scheduling"; LLVM's SwingSchedulerDAG), run on SSA machine IR after the pre-RA
 * scheduler and before PHI elimination, on single-block innermost loops.
 *
 * What it does, per loop:
 *  1. Eligibility: one block that is its own latch, a preheader, a loop branch on a
 *     setp that compares an induction (a header PHI stepped by an add/sub of an
 *     immediate or a loop-invariant register) with an immediate or a loop-invariant
 *     register (constant or runtime trip count), and no instruction that forbids overlapping iterations: calls, inline asm,
 *     barriers and fences (a loop with bar.sync cannot overlap iterations), warp-synchronous
 *     instructions (shfl, vote, match, redux: convergent), volatile accesses, atomics and
 *     accesses with memory-model semantics, and every other side effect. Plain loads and
 *     stores (every state space), ld.global.nc/.const/.param loads and arithmetic are
 *     allowed. Each rejection is a missed remark with its reason.
 *  2. The DDG: the region's scheduling DAG (sched_dag.c: data, anti, output, memory and
 *     order edges, distance 0) plus loop-carried edges of distance >= 1: from the writer
 *     of a header PHI's latch value to each reader of the PHI in the body (through chains
 *     of PHIs, one more iteration per PHI), and between memory accesses of consecutive
 *     iterations that may overlap (nv_swp_carried_conflict: state spaces, distinct
 *     underlying IR objects, affine addresses base + coef * iv + off compared at each
 *     distance up to max-stages + 1; distance 1 for every pair of accesses with a store
 *     among them with pipeliner-prune-loop-carried=false). No carried anti edges: the code is SSA and
 *     modulo variable expansion renames every value live across a stage.
 *  3. MII = max(RecMII, ResMII). RecMII from the elementary circuits (a bounded DFS,
 *     NV_SWP_CIRCUIT_STEPS); past the bound the exact value comes from the parametric test
 *     (the smallest II at which no cycle has positive weight lat - II * dist), which the
 *     unit test checks against the enumeration. ResMII from the resource model beside
 *     the latency model (target/sched_model.h, NV_SWP_PIPES): one issue slot per cycle
 *     and per-pipe occupancy.
 *  4. The II search from MII to MII + pipeliner-ii-search-range (or pipeliner-force-ii
 *     only): ASAP/ALAP at the II, SMS node ordering (recurrence sets by RecMII first,
 *     each with the nodes on paths between it and the sets before it, then the rest;
 *     inside a set the swing between bottom-up and top-down sweeps),
 *     placement into the modulo reservation table (forwards from the earliest cycle the
 *     placed predecessors allow, backwards from the latest the placed successors allow,
 *     within II cycles; a node that finds no cycle goes to the front of the order and
 *     placement restarts, at most NV_SWP_RETRIES times per II), the stage limit
 *     (pipeliner-max-stages) and, with pipeliner-register-pressure or whenever code is
 *     generated, an estimate of the kernel's register pressure (nv_swp_pressure: MRPA's
 *     peak for the loop plus the copies modulo variable expansion adds). The exit test's
 *     slice is placed first and kept in stage 0 (nv_swp_schedule_first), so that the
 *     kernel branches on the test of the iteration it starts; see nv_swp_loop for when a
 *     schedule without that constraint wins.
 *  5. The schedule checker (nv_swp_check: every edge modulo II with its distance, every
 *     pipe and issue bound) runs on every schedule under --verify-each; a failure is an
 *     internal error.
 * Remarks (--pass-remarks=machine-pipeliner and --pass-remarks-missed=machine-pipeliner)
 * carry the note's texts, "Pipelined succesfully!" spelt as cicc and LLVM spell it.
 *
 *  6. Kernel generation (pipeliner-codegen, nvcg's own and off by default: measured, it
 *     adds executed instructions and SASS and shows no gain without GPU timings; and
 *     pipeliner-mve-cg, default on as in cicc; see nv_mve_generate), where the static
 *     profitability model (pipeliner-profitability, pipeliner-min-gain; nv_swp_sim,
 *     nv_swp_profit_of) estimates a gain:
 *     a guard on the exit test of the first S-1 iterations (the original loop stays as
 *     the fallback for shorter runtime trip counts; a constant trip count folds it: at
 *     least S, no guard and no fallback, below S no pipelining), a prologue, the kernel
 *     with modulo variable expansion (a register per copy of a value, chains of kernel
 *     PHIs for values read in later kernel trips), an epilogue, and PHIs merging the
 *     values live after the loop. The machine verifier checks the result under
 *     --verify-each. With pipeliner-experimental-cg (cicc's order: it wins over
 *     pipeliner-mve-cg) the peeling generator of pipeliner_peel.c runs instead: prologue
 *     and epilogue copies of the kernel, short trip counts leaving a prologue copy for its
 *     epilogue copy, no guard and no fallback loop.
 *     "Pipelined succesfully!" is remarked only when code was generated;
 *     with pipeliner-annotate-for-testing (which, as in cicc, wins over generation) or
 *     pipeliner-codegen=0 or pipeliner-mve-cg=0 the pass schedules and remarks "Scheduled: ... schedule only"
 *     and each instruction's cycle and stage. */

#define NV_SWP_PASS "machine-pipeliner"
#define NV_SWP_MAX_NODES 256u          /* larger loop bodies are not scheduled */
#define NV_SWP_CIRCUIT_STEPS 200000u   /* edges the circuit enumeration may follow */
#define NV_SWP_PHI_CHAIN 8u            /* most PHIs a carried value passes through */
#define NV_SWP_RETRIES 16u             /* placements restarted per II (nv_swp_schedule) */

/* ---- The abstract problem: nodes with a resource use, edges with latency and distance.
 * The pass builds it from machine IR; the unit test (tests/unit/test_pipeliner.c)
 * builds random ones and compares with a brute-force search. */
typedef struct nv_swp_edge {
  uint32_t from, to;
  int32_t lat;
  uint32_t dist;           /* iterations: 0 within one, 1 to the next, ... */
} nv_swp_edge;
typedef struct nv_swp_graph {
  uint32_t n;
  uint8_t *pipe;           /* per node: nv_swp_pipe, or NV_SWP_PIPE_NONE (no issue slot) */
  uint8_t *occ;            /* per node: cycles it holds its pipe */
  NV_VEC(nv_swp_edge) e;
  unsigned width;          /* issue slots per cycle */
} nv_swp_graph;
typedef struct nv_swp_sched {
  uint32_t ii, max_stage;  /* max_stage: (last cycle - first cycle) / ii, the note's numStages */
  int32_t *cycle;          /* per node; the first cycle is 0 */
} nv_swp_sched;

static void nv_swp_graph_init(nv_swp_graph *G, uint32_t n, unsigned width) {
  memset(G, 0, sizeof *G);
  G->n = n;
  G->pipe = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  G->occ = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  G->width = width ? width : 1;
}

static void nv_swp_graph_free(nv_swp_graph *G) {
  nv_xfree(G->pipe);
  nv_xfree(G->occ);
  nv_vec_free(&G->e);
  memset(G, 0, sizeof *G);
}

static void nv_swp_add_edge(nv_swp_graph *G, uint32_t from, uint32_t to, int32_t lat, uint32_t dist) {
  nv_swp_edge e;
  e.from = from;
  e.to = to;
  e.lat = lat;
  e.dist = dist;
  nv_vec_push(&G->e, e);
}

/* ResMII: the busiest of the issue slots and the pipes. per (NULL, or
 * NV_SWP_PIPE_COUNT + 1 entries) gets each pipe's cycles and, last, the issue count. */
static uint32_t nv_swp_resmii(const nv_swp_graph *G, uint32_t *per) {
  uint32_t use[NV_SWP_PIPE_COUNT + 1], v, p, m;
  memset(use, 0, sizeof use);
  for (v = 0; v < G->n; v++)
    if (G->pipe[v] < NV_SWP_PIPE_COUNT) {
      use[G->pipe[v]] += G->occ[v];
      use[NV_SWP_PIPE_COUNT]++;
    }
  m = (use[NV_SWP_PIPE_COUNT] + G->width - 1) / G->width;
  for (p = 0; p < NV_SWP_PIPE_COUNT; p++)
    if (use[p] > m) m = use[p];
  if (per) memcpy(per, use, sizeof use);
  return m;
}

/* Longest paths at II with edge weights lat - ii * dist, from 0 at every node (reverse:
 * towards the edges' sources, giving each node's height). Only edges between nodes of
 * mask (NULL: all). 0 when a cycle has positive weight: ii is below the RecMII. */
static int nv_swp_longest(const nv_swp_graph *G, uint32_t ii, const uint8_t *mask, int reverse, int64_t *d) {
  uint32_t v, k, round;
  for (v = 0; v < G->n; v++) d[v] = 0;
  for (round = 0; round <= G->n; round++) {
    int changed = 0;
    for (k = 0; k < G->e.len; k++) {
      const nv_swp_edge *e = &G->e.data[k];
      uint32_t a = reverse ? e->to : e->from, b = reverse ? e->from : e->to;
      int64_t t;
      if (mask && (!mask[e->from] || !mask[e->to])) continue;
      t = d[a] + e->lat - (int64_t)ii * e->dist;
      if (t > d[b]) {
        d[b] = t;
        changed = 1;
      }
    }
    if (!changed) return 1;
  }
  return 0;
}

/* The smallest II with no positive cycle among the nodes of mask: the exact RecMII
 * (0 without cycles; UINT32_MAX when a cycle has distance 0, which a DDG never has). */
static uint32_t nv_swp_recmii_exact(const nv_swp_graph *G, const uint8_t *mask) {
  int64_t *d = (int64_t *)nv_xmalloc((G->n ? G->n : 1) * sizeof *d);
  uint64_t hi = 1;
  uint32_t lo = 0, k;
  for (k = 0; k < G->e.len; k++)
    if (G->e.data[k].lat > 0) hi += (uint64_t)G->e.data[k].lat;
  if (hi > 0x7fffffffu) hi = 0x7fffffffu;
  if (!nv_swp_longest(G, (uint32_t)hi, mask, 0, d)) {
    nv_xfree(d);
    return UINT32_MAX;
  }
  /* feasible(lo) false or lo == 0 ... feasible(hi) true */
  if (nv_swp_longest(G, 0, mask, 0, d)) {
    nv_xfree(d);
    return 0;
  }
  while (hi - lo > 1) {
    uint32_t mid = (uint32_t)(lo + (hi - lo) / 2);
    if (nv_swp_longest(G, mid, mask, 0, d)) hi = mid;
    else lo = mid;
  }
  nv_xfree(d);
  return (uint32_t)hi;
}

/* RecMII from the elementary circuits: for each start node s, a DFS through nodes above
 * s; each circuit C bounds II >= ceil(lat(C) / dist(C)). *complete = 0 when the step
 * bound stopped the enumeration (the result is then only a lower bound). */
static uint32_t nv_swp_recmii_circuits(const nv_swp_graph *G, uint32_t max_steps, int *complete) {
  uint32_t n = G->n, *first = (uint32_t *)nv_xcalloc(n + 1, sizeof(uint32_t)), *adj, v, k, s, best = 0;
  uint32_t *stack_node = (uint32_t *)nv_xmalloc((n + 1) * sizeof(uint32_t));
  uint32_t *stack_edge = (uint32_t *)nv_xmalloc((n + 1) * sizeof(uint32_t));
  int64_t *stack_lat = (int64_t *)nv_xmalloc((n + 1) * sizeof(int64_t));
  uint64_t *stack_dist = (uint64_t *)nv_xmalloc((n + 1) * sizeof(uint64_t));
  uint8_t *on = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  uint32_t steps = 0;
  *complete = 1;
  adj = (uint32_t *)nv_xmalloc((G->e.len ? G->e.len : 1) * sizeof(uint32_t));
  for (k = 0; k < G->e.len; k++) first[G->e.data[k].from + 1]++;
  for (v = 0; v < n; v++) first[v + 1] += first[v];
  {
    uint32_t *fill = (uint32_t *)nv_xmalloc((n ? n : 1) * sizeof(uint32_t));
    for (v = 0; v < n; v++) fill[v] = first[v];
    for (k = 0; k < G->e.len; k++) adj[fill[G->e.data[k].from]++] = k;
    nv_xfree(fill);
  }
  for (s = 0; s < n && *complete; s++) {
    uint32_t sp = 0;
    stack_node[0] = s;
    stack_edge[0] = first[s];
    stack_lat[0] = 0;
    stack_dist[0] = 0;
    on[s] = 1;
    for (;;) {
      uint32_t u = stack_node[sp];
      if (stack_edge[sp] == first[u + 1]) { /* done with u */
        on[u] = 0;
        if (!sp) break;
        sp--;
        continue;
      }
      if (++steps > max_steps) {
        *complete = 0;
        for (k = 0; k <= sp; k++) on[stack_node[k]] = 0;
        break;
      }
      {
        const nv_swp_edge *e = &G->e.data[adj[stack_edge[sp]++]];
        int64_t lat = stack_lat[sp] + e->lat;
        uint64_t dist = stack_dist[sp] + e->dist;
        if (e->to == s) {
          uint32_t b;
          if (!dist) b = UINT32_MAX;
          else if (lat <= 0) b = 0;
          else b = (uint32_t)(((uint64_t)lat + dist - 1) / dist);
          if (b > best) best = b;
        } else if (e->to > s && !on[e->to]) {
          sp++;
          stack_node[sp] = e->to;
          stack_edge[sp] = first[e->to];
          stack_lat[sp] = lat;
          stack_dist[sp] = dist;
          on[e->to] = 1;
        }
      }
    }
  }
  nv_xfree(first);
  nv_xfree(adj);
  nv_xfree(stack_node);
  nv_xfree(stack_edge);
  nv_xfree(stack_lat);
  nv_xfree(stack_dist);
  nv_xfree(on);
  return best;
}

/* RecMII: the circuits when their enumeration finishes, else the exact parametric
 * value. *enumerated says which. */
static uint32_t nv_swp_recmii(const nv_swp_graph *G, int *enumerated) {
  uint32_t r = nv_swp_recmii_circuits(G, NV_SWP_CIRCUIT_STEPS, enumerated);
  return *enumerated ? r : nv_swp_recmii_exact(G, NULL);
}

static uint32_t nv_swp_mod(int64_t t, uint32_t ii) {
  int64_t m = t % (int64_t)ii;
  return (uint32_t)(m < 0 ? m + ii : m);
}

/* The schedule checker: 0 when every edge holds modulo II (cycle[to] + ii * dist >=
 * cycle[from] + lat) and no kernel cycle issues more than the width or holds a pipe
 * twice; else 1 (*bad: the broken edge's index) or 2 (*bad: the kernel cycle). */
static int nv_swp_check(const nv_swp_graph *G, uint32_t ii, const int32_t *cycle, uint32_t *bad) {
  uint32_t k, v, c, *issue, *busy;
  int r = 0;
  *bad = NV_MNONE;
  if (!ii) return 2;
  for (k = 0; k < G->e.len; k++) {
    const nv_swp_edge *e = &G->e.data[k];
    if ((int64_t)cycle[e->to] + (int64_t)ii * e->dist < (int64_t)cycle[e->from] + e->lat) {
      *bad = k;
      return 1;
    }
  }
  issue = (uint32_t *)nv_xcalloc(ii, sizeof(uint32_t));
  busy = (uint32_t *)nv_xcalloc((size_t)ii * NV_SWP_PIPE_COUNT, sizeof(uint32_t));
  for (v = 0; v < G->n; v++) {
    if (G->pipe[v] >= NV_SWP_PIPE_COUNT) continue;
    issue[nv_swp_mod(cycle[v], ii)]++;
    for (c = 0; c < G->occ[v]; c++) busy[G->pipe[v] * ii + nv_swp_mod((int64_t)cycle[v] + c, ii)]++;
  }
  for (c = 0; c < ii && !r; c++) {
    uint32_t p;
    if (issue[c] > G->width) r = 2;
    for (p = 0; p < NV_SWP_PIPE_COUNT; p++)
      if (busy[p * ii + c] > 1) r = 2;
    if (r) *bad = c;
  }
  nv_xfree(issue);
  nv_xfree(busy);
  return r;
}

/* ---- SMS node ordering and placement ---- */

typedef struct nv_swp_work {
  const nv_swp_graph *G;
  uint32_t ii;
  int64_t *asap, *height;  /* ASAP and longest path to the end, at ii */
  int64_t len;             /* max ASAP: ALAP(v) = len - height(v) */
  uint8_t *ordered, *inset, *inR;
  NV_VEC(uint32_t) order;
} nv_swp_work;

static int64_t nv_swp_mobility(const nv_swp_work *W, uint32_t v) { return W->len - W->height[v] - W->asap[v]; }

/* The next node of R: top-down the largest height, bottom-up the largest ASAP (depth);
 * then the least mobility, then the lowest index. */
static uint32_t nv_swp_pick(const nv_swp_work *W, int top_down) {
  uint32_t v, best = NV_MNONE;
  for (v = 0; v < W->G->n; v++) {
    int64_t kv, kb;
    if (!W->inR[v]) continue;
    if (best == NV_MNONE) {
      best = v;
      continue;
    }
    kv = top_down ? W->height[v] : W->asap[v];
    kb = top_down ? W->height[best] : W->asap[best];
    if (kv != kb) {
      if (kv > kb) best = v;
      continue;
    }
    if (nv_swp_mobility(W, v) < nv_swp_mobility(W, best)) best = v;
  }
  return best;
}

/* R = the unordered nodes of the set joined by a distance-0 edge to an ordered node:
 * its predecessors (preds) or successors. 1 when R is not empty. */
static int nv_swp_frontier(nv_swp_work *W, int preds) {
  uint32_t k, any = 0;
  memset(W->inR, 0, W->G->n);
  for (k = 0; k < W->G->e.len; k++) {
    const nv_swp_edge *e = &W->G->e.data[k];
    uint32_t near = preds ? e->to : e->from, far = preds ? e->from : e->to;
    if (!W->ordered[near] || W->ordered[far] || !W->inset[far]) continue;
    W->inR[far] = 1;
    any = 1;
  }
  return (int)any;
}

/* Orders the nodes of one set (W->inset) after those ordered so far: the swing. */
static void nv_swp_order_set(nv_swp_work *W) {
  uint32_t v, k, n = W->G->n;
  for (;;) {
    int top_down;
    uint32_t left = 0, seed = NV_MNONE;
    for (v = 0; v < n; v++)
      if (W->inset[v] && !W->ordered[v]) {
        left++;
        if (seed == NV_MNONE || W->asap[v] > W->asap[seed]) seed = v;
      }
    if (!left) return;
    if (nv_swp_frontier(W, 1)) top_down = 0;
    else if (nv_swp_frontier(W, 0)) top_down = 1;
    else {
      memset(W->inR, 0, n);
      W->inR[seed] = 1;
      top_down = 0;
    }
    for (;;) {
      uint32_t x;
      while ((x = nv_swp_pick(W, top_down)) != NV_MNONE) {
        W->inR[x] = 0;
        W->ordered[x] = 1;
        nv_vec_push(&W->order, x);
        for (k = 0; k < W->G->e.len; k++) { /* the swept direction's neighbours join R */
          const nv_swp_edge *e = &W->G->e.data[k];
          uint32_t near = top_down ? e->from : e->to, far = top_down ? e->to : e->from;
          if (!e->dist && near == x && W->inset[far] && !W->ordered[far]) W->inR[far] = 1;
        }
      }
      top_down = !top_down;
      if (!nv_swp_frontier(W, !top_down)) break;
    }
  }
}

/* The SMS order at ii: the recurrences (strongly connected components with a cycle),
 * the one with the largest RecMII first, then every other node. */
static void nv_swp_order(nv_swp_work *W) {
  const nv_swp_graph *G = W->G;
  uint32_t n = G->n, words = NV_BITS_WORDS(n), v, k, w;
  uint64_t *reach = (uint64_t *)nv_xcalloc((size_t)n * words + 1, sizeof(uint64_t));
  uint32_t *comp = (uint32_t *)nv_xmalloc((n ? n : 1) * sizeof(uint32_t));
  uint32_t *stack = (uint32_t *)nv_xmalloc((n + 1) * sizeof(uint32_t)); /* v, then each node once */
  uint8_t *self = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  uint32_t *first = (uint32_t *)nv_xcalloc(n + 2, sizeof(uint32_t));
  uint32_t *succ = (uint32_t *)nv_xmalloc((G->e.len ? G->e.len : 1) * sizeof(uint32_t));
  NV_VEC(uint32_t) sets = NV_VEC_INIT;
  NV_VEC(uint32_t) rec = NV_VEC_INIT;
  /* reach[v]: nodes reachable from v by one or more edges (a DFS per node over the
   * successor lists: O(n (n + E))) */
  for (k = 0; k < G->e.len; k++) first[G->e.data[k].from + 2]++;
  for (v = 0; v < n; v++) first[v + 2] += first[v + 1];
  for (k = 0; k < G->e.len; k++) succ[first[G->e.data[k].from + 1]++] = G->e.data[k].to;
  for (v = 0; v < n; v++) {
    uint32_t sp = 0;
    uint64_t *R = reach + (size_t)v * words;
    stack[sp++] = v;
    while (sp) {
      uint32_t u = stack[--sp];
      for (k = first[u]; k < first[u + 1]; k++)
        if (!nv_bit_test(R, succ[k])) {
          nv_bit_set(R, succ[k]);
          stack[sp++] = succ[k];
        }
    }
  }
  nv_xfree(first);
  nv_xfree(succ);
  for (v = 0; v < n; v++) {
    comp[v] = NV_MNONE;
    self[v] = (uint8_t)nv_bit_test(reach + (size_t)v * words, v);
  }
  for (v = 0; v < n; v++) {
    if (comp[v] != NV_MNONE || !self[v]) continue;
    memset(W->inset, 0, n);
    for (w = v; w < n; w++)
      if (w == v || (nv_bit_test(reach + (size_t)v * words, w) && nv_bit_test(reach + (size_t)w * words, v))) {
        comp[w] = v;
        W->inset[w] = 1;
      }
    nv_vec_push(&sets, v);
    nv_vec_push(&rec, nv_swp_recmii_exact(G, W->inset));
  }
  /* the sets by RecMII, largest first (stable: by first node on ties) */
  for (k = 1; k < sets.len; k++)
    for (w = k; w > 0 && rec.data[w] > rec.data[w - 1]; w--) {
      uint32_t t = rec.data[w];
      rec.data[w] = rec.data[w - 1];
      rec.data[w - 1] = t;
      t = sets.data[w];
      sets.data[w] = sets.data[w - 1];
      sets.data[w - 1] = t;
    }
  /* Each set, in that order, also takes the nodes on paths between it and the sets
   * before it (Llosa et al.): ordered with the set, they are placed between the two
   * recurrences, not squeezed later into what is left. */
  {
    uint8_t *inU = (uint8_t *)nv_xcalloc(n ? n : 1, 1), *taken = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
    uint64_t *fromS = (uint64_t *)nv_xcalloc(words + 1, sizeof(uint64_t));
    uint64_t *fromU = (uint64_t *)nv_xcalloc(words + 1, sizeof(uint64_t));
    for (k = 0; k < sets.len; k++) {
      memset(fromS, 0, (words + 1) * sizeof(uint64_t));
      memset(fromU, 0, (words + 1) * sizeof(uint64_t));
      for (v = 0; v < n; v++) {
        W->inset[v] = comp[v] == sets.data[k] && !taken[v];
        for (w = 0; w < words; w++) {
          if (W->inset[v]) fromS[w] |= reach[(size_t)v * words + w];
          if (inU[v]) fromU[w] |= reach[(size_t)v * words + w];
        }
      }
      for (v = 0; v < n; v++) {
        int toS = 0, toU = 0;
        if (W->inset[v] || taken[v] || inU[v]) continue;
        for (w = 0; w < n && !(toS && toU); w++)
          if (nv_bit_test(reach + (size_t)v * words, w)) {
            if (W->inset[w]) toS = 1;
            if (inU[w]) toU = 1;
          }
        if ((nv_bit_test(fromS, v) && toU) || (nv_bit_test(fromU, v) && toS)) W->inset[v] = 2;
      }
      for (v = 0; v < n; v++)
        if (W->inset[v]) {
          W->inset[v] = 1;
          taken[v] = inU[v] = 1;
        }
      nv_swp_order_set(W);
    }
    nv_xfree(inU);
    nv_xfree(taken);
    nv_xfree(fromS);
    nv_xfree(fromU);
  }
  for (v = 0; v < n; v++) W->inset[v] = 1;
  nv_swp_order_set(W);
  nv_xfree(reach);
  nv_xfree(comp);
  nv_xfree(stack);
  nv_xfree(self);
  nv_vec_free(&sets);
  nv_vec_free(&rec);
}

/* Places the nodes in order into the modulo reservation table at ii: each node at the
 * first free cycle of its window (forwards from the earliest cycle its placed
 * predecessors allow, backwards from the latest its placed successors allow, both: from
 * the earliest up to the latest; none: from its ASAP; at most ii cycles). With first
 * (NULL: none), whose nodes the order puts before every other: they stay within ii
 * cycles of the first of them placed (B), and every other node at M - ii + 1 or later,
 * M the latest cycle of a node of first, so that once the schedule starts at cycle 0 the
 * nodes of first are in stage 0 (the others have ii - 1 - (M - B) cycles of room below B).
 * 1 with t[] set; 0 with *stuck the node that found no cycle. */
static int nv_swp_place(const nv_swp_graph *G, uint32_t ii, const uint32_t *order, const int64_t *asap, int64_t *t,
                        uint32_t *stuck, const uint8_t *first) {
  uint32_t n = G->n, v, k, i;
  uint32_t *issue = (uint32_t *)nv_xcalloc(ii, sizeof(uint32_t));
  uint32_t *busy = (uint32_t *)nv_xcalloc((size_t)ii * NV_SWP_PIPE_COUNT, sizeof(uint32_t));
  uint8_t *placed = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  int64_t floor_b = INT64_MIN, top = INT64_MIN;
  uint32_t nf = 0;
  int ok = 1;
  for (v = 0; first && v < n; v++)
    if (first[v]) nf++;
  for (i = 0; i < n && ok; i++) {
    int64_t early = INT64_MIN, late = INT64_MAX, from, to, c;
    int step, found = 0;
    v = order[i];
    for (k = 0; k < G->e.len; k++) {
      const nv_swp_edge *e = &G->e.data[k];
      int64_t w = e->lat - (int64_t)ii * e->dist;
      if (e->from == v && e->to == v) {
        if (w > 0) ok = 0;
      } else if (e->to == v && placed[e->from]) {
        if (t[e->from] + w > early) early = t[e->from] + w;
      } else if (e->from == v && placed[e->to]) {
        if (t[e->to] - w < late) late = t[e->to] - w;
      }
    }
    if (ok) {
      if (early != INT64_MIN && late == INT64_MAX) from = early, to = early + ii - 1, step = 1;
      else if (early == INT64_MIN && late != INT64_MAX) from = late, to = late - ii + 1, step = -1;
      else if (early != INT64_MIN) from = early, to = late < early + ii - 1 ? late : early + ii - 1, step = 1;
      else from = asap[v], to = asap[v] + ii - 1, step = 1;
      if (first && floor_b != INT64_MIN) { /* the window within [B, B + ii) or [M - ii + 1, ...) */
        int64_t lo_b = first[v] ? floor_b : top - ii + 1, hi_b = first[v] ? floor_b + ii - 1 : INT64_MAX;
        if (step > 0) {
          if (from < lo_b) from = lo_b;
          if (to > hi_b) to = hi_b;
        } else {
          if (from > hi_b) from = hi_b;
          if (to < lo_b) to = lo_b;
        }
      }
      for (c = from; step > 0 ? c <= to : c >= to; c += step) {
        uint32_t o, m = nv_swp_mod(c, ii);
        int free = 1;
        if (G->pipe[v] < NV_SWP_PIPE_COUNT) {
          if (issue[m] >= G->width || G->occ[v] > ii) free = 0;
          for (o = 0; o < G->occ[v] && free; o++)
            if (busy[G->pipe[v] * ii + nv_swp_mod(c + o, ii)]) free = 0;
        }
        if (!free) continue;
        if (G->pipe[v] < NV_SWP_PIPE_COUNT) {
          issue[m]++;
          for (o = 0; o < G->occ[v]; o++) busy[G->pipe[v] * ii + nv_swp_mod(c + o, ii)] = 1;
        }
        t[v] = c;
        placed[v] = 1;
        found = 1;
        if (first && floor_b == INT64_MIN) floor_b = c;
        if (first && i < nf && c > top) top = c;
        break;
      }
    }
    if (!found) {
      ok = 0;
      *stuck = v;
    }
  }
  nv_xfree(issue);
  nv_xfree(busy);
  nv_xfree(placed);
  return ok;
}

/* Schedules G at ii into S (S->cycle: n entries the caller owns): the SMS order, then
 * placement. When a node finds no cycle, it moves to the front of the order and
 * placement starts again (at most NV_SWP_RETRIES times per II): a bounded form of the
 * priority bump of iterative modulo scheduling, which mends the commonest SMS failure,
 * a node boxed in by the pipes and issue slots its neighbours took first. 0 when ii is
 * below the RecMII or the retries run out. */
static int nv_swp_schedule_first(const nv_swp_graph *G, uint32_t ii, nv_swp_sched *S, const uint8_t *first) {
  nv_swp_work W;
  uint32_t n = G->n, v, tries, nfirst = 0;
  int64_t *t = NULL, lo = 0, hi = 0;
  int ok = 0;
  memset(&W, 0, sizeof W);
  S->ii = ii;
  S->max_stage = 0;
  if (!ii) return 0;
  W.G = G;
  W.ii = ii;
  W.asap = (int64_t *)nv_xmalloc((n ? n : 1) * sizeof(int64_t));
  W.height = (int64_t *)nv_xmalloc((n ? n : 1) * sizeof(int64_t));
  W.ordered = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  W.inset = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  W.inR = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  t = (int64_t *)nv_xcalloc(n ? n : 1, sizeof(int64_t));
  if (nv_swp_longest(G, ii, NULL, 0, W.asap) && nv_swp_longest(G, ii, NULL, 1, W.height)) {
    for (v = 0; v < n; v++)
      if (W.asap[v] > W.len) W.len = W.asap[v];
    nv_swp_order(&W);
    if (first) { /* the nodes of first go first, in program (node) order: each finds its
                  * predecessors among them placed */
      uint32_t i, j = 0, *sms = (uint32_t *)nv_xmalloc((W.order.len + 1) * sizeof(uint32_t));
      memcpy(sms, W.order.data, W.order.len * sizeof(uint32_t));
      for (v = 0; v < n; v++)
        if (first[v]) W.order.data[j++] = v;
      nfirst = j;
      for (i = 0; i < W.order.len; i++)
        if (!first[sms[i]]) W.order.data[j++] = sms[i];
      nv_xfree(sms);
    }
    for (tries = 0; tries <= NV_SWP_RETRIES && !ok; tries++) {
      uint32_t stuck = NV_MNONE, i, to;
      ok = nv_swp_place(G, ii, W.order.data, W.asap, t, &stuck, nfirst ? first : NULL);
      if (ok || stuck == NV_MNONE) break;
      for (i = 0; W.order.data[i] != stuck; i++) {
      }
      /* the stuck node to the front (of the others, when it is not of first) */
      to = first && nfirst && !first[stuck] ? nfirst : 0;
      if (i < to) break;
      memmove(W.order.data + to + 1, W.order.data + to, (i - to) * sizeof(uint32_t));
      W.order.data[to] = stuck;
    }
  }
  if (ok) {
    for (v = 0; v < n; v++) {
      if (!v || t[v] < lo) lo = t[v];
      if (!v || t[v] > hi) hi = t[v];
    }
    for (v = 0; v < n; v++) S->cycle[v] = (int32_t)(t[v] - lo);
    S->max_stage = n ? (uint32_t)((hi - lo) / ii) : 0;
  }
  nv_xfree(W.asap);
  nv_xfree(W.height);
  nv_xfree(W.ordered);
  nv_xfree(W.inset);
  nv_xfree(W.inR);
  nv_vec_free(&W.order);
  nv_xfree(t);
  return ok;
}

NV_UNUSED static int nv_swp_schedule(const nv_swp_graph *G, uint32_t ii, nv_swp_sched *S) {
  return nv_swp_schedule_first(G, ii, S, NULL);
}

/* ---- The pass: loops of machine IR to graphs, the search, remarks ---- */

static void nv_ptx_expand(nv_buf *b, const char *t, const nv_mmods *m); /* ptx/printer.c */
/* sched_dag.c: the address of a plain access and its bytes; disjoint byte ranges */
static const nv_mop *nv_sdag_addr(const nv_minst *mi, uint64_t *bytes);
static int nv_sdag_ranges_disjoint(int64_t a, uint64_t as, int64_t b, uint64_t bs);

/* 32-bit register units of one register (nv_rp_units). */
static unsigned nv_swp_units(const nv_mfunc *mf, uint32_t reg) {
  nv_rp p;
  memset(&p, 0, sizeof p);
  if (nv_vreg_class(mf, reg) < NV_RC_COUNT) p.n[nv_vreg_class(mf, reg)] = 1;
  return nv_rp_units(&p);
}

typedef struct nv_swp {
  nv_mfunc *mf;
  const nv_options *o;
  uint32_t nregs;
  int verify, failed, generate, changed;
  int folded;                /* the last generated loop: constant trip count >= stages, no guard */
  unsigned considered, scheduled;
  NV_VEC(nv_mblock *) done;  /* loop headers seen (and kernels made), never scheduled again */
} nv_swp;

static void nv_swp_where(const nv_swp *P, const nv_mblock *mb, const char **file, unsigned *line, unsigned *col) {
  const nv_minst *mi;
  *file = NULL;
  *line = *col = 0;
  for (mi = mb->first; mi; mi = mi->next)
    if (mi->ir && mi->ir->line && P->mf->ir) {
      *file = nv_module_file(P->mf->ir->module, mi->ir->line);
      *line = mi->ir->line;
      *col = mi->ir->col;
      return;
    }
}

/* Is reg written in block mb (PHIs included)? */
static int nv_swp_defined_in(const nv_mblock *mb, uint32_t reg) {
  const nv_minst *mi;
  for (mi = mb->first; mi; mi = mi->next)
    if (nv_minst_writes(mi, reg)) return 1;
  return 0;
}

static const nv_minst *nv_swp_def_in(const nv_mblock *mb, uint32_t reg) {
  const nv_minst *mi;
  for (mi = mb->first; mi; mi = mi->next)
    if (nv_minst_writes(mi, reg)) return mi;
  return NULL;
}

/* A PHI's input from block from (0 when none). */
static uint32_t nv_swp_phi_input(const nv_minst *phi, const nv_mblock *from) {
  uint32_t k;
  for (k = 1; k + 1 < phi->nops; k += 2)
    if (phi->ops[k + 1].kind == NV_MO_BLOCK && phi->ops[k + 1].mbb == from && phi->ops[k].kind == NV_MO_REG)
      return phi->ops[k].reg;
  return 0;
}

/* Is the template op.s32, op.u32, op.s64, op.u64 (or op.b32/.b64 for shifts)? */
static int nv_swp_int_op(const nv_minst *mi, const char *op) {
  const char *t = nv_ptx_info_of(mi->opc)->tmpl;
  size_t n = strlen(op);
  if (strncmp(t, op, n) || t[n] != '.') return 0;
  t += n + 1;
  return (t[0] == 's' || t[0] == 'u' || t[0] == 'b') && (!strcmp(t + 1, "32") || !strcmp(t + 1, "64"));
}

/* Is reg a header PHI whose latch value is reg plus (or minus) an immediate or a
 * loop-invariant register: an induction? *step: the immediate step, when *known. */
static int nv_swp_induction(const nv_mblock *h, uint32_t reg, int64_t *step, int *known) {
  const nv_minst *phi = nv_swp_def_in(h, reg), *st;
  uint32_t nx, j;
  if (!phi || phi->opc != NV_PTX_PHI || !(nx = nv_swp_phi_input(phi, h)) || !(st = nv_swp_def_in(h, nx))) return 0;
  if (st->nops != 3 || st->ndefs != 1 || (!nv_swp_int_op(st, "add") && !nv_swp_int_op(st, "sub"))) return 0;
  for (j = 1; j < 3; j++) {
    const nv_mop *o = &st->ops[3 - j];
    if (st->ops[j].kind != NV_MO_REG || st->ops[j].reg != reg || (j == 2 && !nv_swp_int_op(st, "add"))) continue;
    if (o->kind == NV_MO_IMM) {
      *step = nv_swp_int_op(st, "add") ? o->imm : -o->imm;
      *known = 1;
      return 1;
    }
    if (o->kind == NV_MO_REG && !nv_swp_defined_in(h, o->reg)) {
      *step = 0;
      *known = 0;
      return 1;
    }
  }
  return 0;
}

/* An address as base + coef * iv + off: base a register the loop does not write (0:
 * none), iv a header PHI stepped by `step` each iteration (0: none). ok = 0 when the
 * register is not of that form. Induction values are assumed not to wrap inside the
 * loop (as LLVM's SCEV assumes of nsw inductions). */
typedef struct nv_swp_affine {
  uint32_t base, iv;
  int64_t coef, off, step;
  int ok;
} nv_swp_affine;

static nv_swp_affine nv_swp_affine_of(const nv_mblock *h, const nv_mop *op, unsigned depth) {
  nv_swp_affine r, a, b;
  const nv_minst *d;
  memset(&r, 0, sizeof r);
  if (op->kind == NV_MO_IMM) {
    r.off = op->imm;
    r.ok = 1;
    return r;
  }
  if (op->kind != NV_MO_REG || depth > 8) return r;
  if (!(d = nv_swp_def_in(h, op->reg))) { /* loop-invariant */
    r.base = op->reg;
    r.ok = 1;
    return r;
  }
  if (d->opc == NV_PTX_PHI) { /* an induction (its step an immediate) */
    int known;
    if (nv_swp_induction(h, op->reg, &r.step, &known) && known) {
      r.iv = op->reg;
      r.coef = 1;
      r.ok = 1;
    }
    return r;
  }
  if (d->nops != 3 || d->ndefs != 1) return r;
  a = nv_swp_affine_of(h, &d->ops[1], depth + 1);
  b = nv_swp_affine_of(h, &d->ops[2], depth + 1);
  if (!a.ok || !b.ok) return r;
  if (nv_swp_int_op(d, "add") || nv_swp_int_op(d, "sub")) {
    int sub = nv_swp_int_op(d, "sub");
    if ((a.base && b.base) || (sub && b.base) || (a.iv && b.iv && a.iv != b.iv)) return r;
    r.base = a.base ? a.base : b.base;
    r.iv = a.iv ? a.iv : b.iv;
    r.step = a.iv ? a.step : b.step;
    r.coef = sub ? a.coef - b.coef : a.coef + b.coef;
    r.off = sub ? a.off - b.off : a.off + b.off;
    r.ok = 1;
    return r;
  }
  if (nv_swp_int_op(d, "mul.wide") || nv_swp_int_op(d, "mul.lo") || nv_swp_int_op(d, "shl")) {
    int64_t k;
    if (d->ops[2].kind != NV_MO_IMM || a.base) return r;
    k = nv_swp_int_op(d, "shl") ? (d->ops[2].imm >= 0 && d->ops[2].imm < 32 ? (int64_t)1 << d->ops[2].imm : 0)
                                : d->ops[2].imm;
    if (!k) return r;
    r = a;
    r.coef *= k;
    r.off *= k;
    return r;
  }
  return r;
}

/* Are the IR accesses a and b came from based on underlying objects that never share
 * memory (distinct noalias arguments, globals, private allocas, state spaces)? Unlike
 * nv_aa_alias (two pointers at one point of execution), this holds across iterations. */
static int nv_swp_objects_disjoint(const nv_minst *a, const nv_minst *b) {
  const nv_inst *Ia = a->ir, *Ib = b->ir;
  const nv_value *oa[NV_AA_MAX_OBJECTS], *ob[NV_AA_MAX_OBJECTS];
  nv_value *p, *q;
  uint64_t ps, qs;
  unsigned na, nb, i, j, fa = nv_ptx_info_of(a->opc)->flags, fb = nv_ptx_info_of(b->opc)->flags;
  if (!Ia || !Ib || Ia == Ib) return 0;
  if ((Ia->v.opcode != NVCG_OP_LOAD || !(fa & NV_PF_LOAD)) && (Ia->v.opcode != NVCG_OP_STORE || !(fa & NV_PF_STORE)))
    return 0;
  if ((Ib->v.opcode != NVCG_OP_LOAD || !(fb & NV_PF_LOAD)) && (Ib->v.opcode != NVCG_OP_STORE || !(fb & NV_PF_STORE)))
    return 0;
  if (!nv_aa_inst_loc(Ia, &p, &ps) || !nv_aa_inst_loc(Ib, &q, &qs)) return 0;
  na = nv_aa_objects(p, oa, NV_AA_MAX_OBJECTS);
  nb = na ? nv_aa_objects(q, ob, NV_AA_MAX_OBJECTS) : 0;
  if (!na || !nb) return 0;
  for (i = 0; i < na; i++)
    for (j = 0; j < nb; j++)
      if (!nv_aa_objects_disjoint(oa[i], ob[j])) return 0;
  return 1;
}

/* The smallest distance 1..maxd at which access a of one iteration and b of a later one
 * may touch the same bytes, 0 for none. Loads never conflict; different state spaces do
 * not; nor do accesses based on disjoint IR objects (nv_swp_objects_disjoint); accesses
 * at base + coef * iv + off (nv_swp_affine_of) from one base and one induction are
 * compared at each distance; the same symbol or frame object with disjoint ranges does
 * not conflict. Otherwise distance 1 (a register the loop writes differs between
 * iterations, and nv_aa_alias answers for one iteration only, so neither decides).
 * A distance-1 edge implies every larger distance. */
static uint32_t nv_swp_carried_conflict(const nv_minst *a, const nv_minst *b, const nv_swp_affine *fa,
                                        const nv_swp_affine *fb, uint32_t maxd, int use_aa) {
  unsigned ka = nv_sdag_mem_kind(a), kb = nv_sdag_mem_kind(b);
  const nv_mop *pa, *pb;
  uint64_t sa, sb;
  if (ka == NV_SMEM_LOAD && kb == NV_SMEM_LOAD) return 0;
  if (use_aa && nv_swp_objects_disjoint(a, b)) return 0;
  if (nv_mspaces_disjoint(a->mods.space, b->mods.space)) return 0;
  pa = nv_sdag_addr(a, &sa);
  pb = nv_sdag_addr(b, &sb);
  if (pa && pb && pa->base_kind == pb->base_kind) {
    switch (pa->base_kind) {
    case NV_MO_REG: {
      uint32_t d;
      if (!fa->ok || !fb->ok || fa->base != fb->base || fa->iv != fb->iv || fa->coef != fb->coef) return 1;
      for (d = 1; d <= maxd; d++) {
        int64_t oa = fa->off + pa->imm, ob = fb->off + pb->imm + fb->coef * fb->step * (int64_t)d;
        if (!nv_sdag_ranges_disjoint(oa, sa, ob, sb)) return d;
      }
      return 0;
    }
    case NV_MO_SYM:
      if (pa->sym && pb->sym && !strcmp(pa->sym, pb->sym) && nv_sdag_ranges_disjoint(pa->imm, sa, pb->imm, sb)) return 0;
      break;
    case NV_MO_IMM:
      if (pa->fi != pb->fi || nv_sdag_ranges_disjoint(pa->imm, sa, pb->imm, sb)) return 0;
      break;
    default: break;
    }
  }
  return 1;
}

/* Why an instruction forbids overlapping iterations, or NULL. */
static const char *nv_swp_forbids(const nv_minst *mi) {
  unsigned cls = nv_sched_class_of(mi->opc, mi->mods.space, mi->mods.approx == NV_APPROX);
  unsigned mk = nv_sdag_mem_kind(mi);
  const nv_ptx_info *pi = nv_ptx_info_of(mi->opc);
  if (mi->opc == NV_PTX_CALLSEQ_START || mi->opc == NV_PTX_CALLSEQ_END || mi->opc == NV_PTX_CALL) return "a call";
  if (mi->opc == NV_PTX_INLINEASM) return "inline assembly";
  if (cls == NV_SCLS_SYNC) return "a barrier, fence or other synchronising instruction";
  if (cls == NV_SCLS_WARP) return "a warp-synchronous (convergent) instruction";
  if (mk == NV_SMEM_ORDERED) return "an ordered memory access (volatile, atomic or with memory-model semantics)";
  if ((pi->flags & NV_PF_SIDE) && mk != NV_SMEM_STORE) return "an instruction with side effects";
  return NULL;
}

/* The loop's branch: the guarded bra of the header's terminators, its predicate and the
 * setp that writes it, and the induction the setp compares (nv_swp_induction), or its
 * next value. 0 with *why when it is not understood. *constant: the bound and the step
 * are immediates and the induction starts from one. */
static int nv_swp_analyze_branch(const nv_swp *P, const nv_mloop *L, const char **why, int *constant) {
  const nv_mblock *h = L->header;
  const nv_minst *t = nv_mblock_first_term(h), *setp, *mi;
  uint32_t pred, k, iv = 0, other_reg = 0;
  int other_imm = 0, known = 0;
  int64_t step = 0;
  (void)P;
  *constant = 0;
  *why = "The branch can't be understood";
  if (!t || t->opc != NV_PTX_BRA || !t->pred) return 0;
  for (mi = t->next; mi; mi = mi->next)
    if (mi->opc != NV_PTX_BRA || mi->pred) return 0;
  pred = t->pred;
  *why = "The loop structure is not supported";
  setp = nv_swp_def_in(h, pred);
  if (!setp || setp->ndefs != 1 || strncmp(nv_ptx_info_of(setp->opc)->tmpl, "setp", 4) || setp->nops != 3) return 0;
  /* one side the induction (a header PHI or its step), the other invariant */
  for (k = 1; k < 3; k++) {
    const nv_mop *a = &setp->ops[k], *b = &setp->ops[3 - k];
    const nv_minst *d;
    if (a->kind != NV_MO_REG || !(d = nv_swp_def_in(h, a->reg))) continue;
    if (b->kind == NV_MO_IMM) other_imm = 1;
    else if (b->kind == NV_MO_REG && !nv_swp_defined_in(h, b->reg)) other_reg = b->reg;
    else continue;
    if (d->opc == NV_PTX_PHI) {
      if (nv_swp_induction(h, a->reg, &step, &known)) iv = a->reg;
    } else {
      uint32_t j;
      for (j = 1; j < 3; j++) { /* the induction's next value */
        const nv_minst *pd;
        if (d->ops[j].kind == NV_MO_REG && (pd = nv_swp_def_in(h, d->ops[j].reg)) && pd->opc == NV_PTX_PHI &&
            nv_swp_phi_input(pd, h) == a->reg && nv_swp_induction(h, d->ops[j].reg, &step, &known))
          iv = d->ops[j].reg;
      }
    }
    if (iv) break;
    other_imm = 0;
    other_reg = 0;
  }
  if (!iv) return 0;
  (void)other_reg;
  {
    const nv_minst *phi = nv_swp_def_in(h, iv);
    uint32_t init = L->preheader ? nv_swp_phi_input(phi, L->preheader) : 0;
    const nv_minst *id = init && L->preheader ? nv_swp_def_in(L->preheader, init) : NULL;
    *constant = other_imm && known && id && id->nops == 2 && id->ops[1].kind == NV_MO_IMM &&
                !strncmp(nv_ptx_info_of(id->opc)->tmpl, "mov", 3);
  }
  return 1;
}

/* The estimated registers (32-bit units, nv_rp_units) the pipelined kernel holds at once:
 * the unpipelined loop's peak, which MRPA measures (base: the block maximum of the
 * header, invariants live through the loop included), plus the registers modulo variable
 * expansion adds: a value the body writes lives from its writer's cycle to its last
 * reader's (a value read through a header PHI to its readers' cycle in the next
 * iteration, one read after the loop to the end of the last stage), and MVE keeps
 * ceil(lifetime / II) copies of it where the loop kept one. */
static unsigned nv_swp_pressure(const nv_swp *P, const nv_mblock *h, const nv_sdag *D, const nv_swp_sched *S,
                                const nv_live *live, unsigned base) {
  uint32_t v, k, u, units = base;
  for (v = 0; v < D->nnodes; v++) {
    const nv_minst *d = D->n[v].mi;
    for (k = 0; k < d->ndefs && k < d->nops; k++) {
      uint32_t r = d->ops[k].reg, copies;
      int64_t end = S->cycle[v] + 1;
      const nv_minst *mi;
      if (d->ops[k].kind != NV_MO_REG || !r) continue;
      for (u = 0; u < D->nnodes; u++)
        if (nv_minst_reads(D->n[u].mi, r) && S->cycle[u] > end) end = S->cycle[u];
      for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next)
        if (nv_swp_phi_input(mi, h) == r)
          for (u = 0; u < D->nnodes; u++)
            if (nv_minst_reads(D->n[u].mi, mi->ops[0].reg) && S->cycle[u] + (int64_t)S->ii > end)
              end = S->cycle[u] + S->ii;
      if (nv_live_out(live, h, r) && end < (int64_t)(S->max_stage + 1) * S->ii) end = (int64_t)(S->max_stage + 1) * S->ii;
      copies = (uint32_t)((end - S->cycle[v] + S->ii - 1) / S->ii);
      if (copies > 1) units += nv_swp_units(P->mf, r) * (copies - 1);
    }
  }
  return units;
}

static void nv_swp_annotate(const nv_swp *P, const nv_sdag *D, const nv_swp_graph *G, const nv_swp_sched *S,
                            const char *file, unsigned line, unsigned col) {
  uint32_t v, c;
  nv_buf b = NV_BUF_INIT;
  if (nv_mir_knob(P->o, NV_KNOB_PIPELINER_ANNOTATE_FOR_TESTING))
    for (v = 0; v < D->nnodes; v++) {
      const nv_minst *mi = D->n[v].mi;
      b.len = 0;
      nv_ptx_expand(&b, nv_ptx_info_of(mi->opc)->tmpl, &mi->mods);
      if (mi->ndefs && mi->ops[0].kind == NV_MO_REG)
        nv_pass_remark(P->o, NV_SWP_PASS, file, line, col, "  cycle %d stage %u: %%vr%u = %.*s", S->cycle[v],
                       (unsigned)S->cycle[v] / S->ii, mi->ops[0].reg, (int)b.len, b.data ? b.data : "");
      else
        nv_pass_remark(P->o, NV_SWP_PASS, file, line, col, "  cycle %d stage %u: %.*s", S->cycle[v],
                       (unsigned)S->cycle[v] / S->ii, (int)b.len, b.data ? b.data : "");
    }
  if (nv_mir_knob(P->o, NV_KNOB_PIPELINER_SHOW_MASK))
    for (c = 0; c < S->ii; c++) {
      unsigned issued = 0, p, o;
      b.len = 0;
      for (p = 0; p < NV_SWP_PIPE_COUNT; p++) {
        int busy = 0;
        for (v = 0; v < G->n; v++)
          if (G->pipe[v] == p)
            for (o = 0; o < G->occ[v]; o++)
              if (nv_swp_mod((int64_t)S->cycle[v] + o, S->ii) == c) busy = 1;
        if (busy) nv_buf_printf(&b, " %s", nv_swp_pipe_name(p));
      }
      for (v = 0; v < G->n; v++)
        if (G->pipe[v] < NV_SWP_PIPE_COUNT && nv_swp_mod(S->cycle[v], S->ii) == c) issued++;
      nv_pass_remark(P->o, NV_SWP_PASS, file, line, col, "  kernel cycle %u: issues %u, busy:%.*s", c, issued,
                     (int)b.len, b.data ? b.data : "");
    }
  nv_buf_free(&b);
}

/* ---- Kernel generation: modulo variable expansion (LLVM's ModuloScheduleExpander scheme,
 * written for SSA machine IR). For a schedule of S = max_stage + 1 stages at II the loop
 * preheader P -> H (the loop, H its own latch) -> exit E becomes
 *   P -> G_0 -> ... -> G_{S-2} -> PRO -> KER (loops) -> EPI -> X -> E
 *          \______________\______> FB -> H (the original loop, kept) -> X
 * G_i evaluate the loop's exit test for iterations 0 .. S-2 (the slice of instructions the
 * branch's predicate depends on, which must be pure): any exit there means fewer than S
 * iterations run, and the original loop runs them (every trip count is correct, runtime
 * ones included). PRO runs stages 0..p of iterations p..0 for p = 0 .. S-2; each trip of
 * KER runs stage s of iteration j + S-1-s (instructions in kernel cycle order, the older
 * iteration first within a cycle, then the original order), and loops while the exit
 * test of the iteration it started (which must be scheduled in stage 0) says so; EPI
 * finishes the last S-1 iterations. Every copy of a value gets its own register; a value
 * read k kernel trips after the one that wrote it goes through k kernel PHIs (the chain
 * of versions). X merges the values the loop leaves live (the original loop's and the
 * pipelined code's) with PHIs. Unused copies (exit tests in PRO/EPI) are deleted. */

typedef struct nv_mve_pend {
  nv_minst *phi;
  uint32_t l, i;
} nv_mve_pend;

typedef struct nv_mve {
  nv_mfunc *mf;
  nv_mblock *h, *pro, *ker, *epi;
  uint32_t S, nloc, nregs;
  uint32_t *loc;             /* reg -> local index (defined in H), NV_MNONE outside */
  uint32_t *lreg, *latch, *init;
  int32_t *lstage;           /* local -> its writer's stage, -1 for a header PHI */
  uint32_t *pdef, *gdef, *edef, *kphi, *kdef; /* local * S + iteration (edef: t + S) */
  nv_minst *kfirst;          /* KER's first non-PHI instruction (PHIs go before it) */
  NV_VEC(nv_mve_pend) pend;  /* kernel PHIs whose back value is not filled yet */
  int bad;
} nv_mve;

/* The value of r at absolute iteration i in straight-line code (PRO with pdef, the guard
 * with gdef): header PHIs read their preheader input at iteration 0, else their latch
 * input one iteration earlier. */
static uint32_t nv_mve_pv(nv_mve *M, uint32_t r, int32_t i, const uint32_t *tab) {
  uint32_t l = r < M->nregs ? M->loc[r] : NV_MNONE, depth = 0;
  while (l != NV_MNONE && M->lstage[l] < 0 && depth++ <= M->nloc) {
    if (i <= 0) return M->init[l];
    r = M->latch[l];
    i--;
    l = r < M->nregs ? M->loc[r] : NV_MNONE;
  }
  if (l == NV_MNONE) return r;
  if (M->lstage[l] < 0 || i < 0 || (uint32_t)i >= M->S || !tab[l * M->S + (uint32_t)i]) {
    M->bad = 1;
    return r;
  }
  return tab[l * M->S + (uint32_t)i];
}

/* In KER: the register whose value in kernel trip j is r's at iteration i + j. */
static uint32_t nv_mve_kv(nv_mve *M, uint32_t r, int32_t i) {
  uint32_t l = r < M->nregs ? M->loc[r] : NV_MNONE, depth = 0, reg;
  nv_minst *phi;
  nv_mve_pend pd;
  while (l != NV_MNONE && M->lstage[l] < 0 && i >= 1 && depth++ <= M->nloc) {
    r = M->latch[l];
    i--;
    l = r < M->nregs ? M->loc[r] : NV_MNONE;
  }
  if (l == NV_MNONE) return r;
  if (i < 0 || (uint32_t)i >= M->S || (M->lstage[l] >= 0 && i > (int32_t)M->S - 1 - M->lstage[l])) {
    M->bad = 1;
    return r;
  }
  if (M->lstage[l] >= 0 && i == (int32_t)M->S - 1 - M->lstage[l]) {
    if (!M->kdef[l]) M->bad = 1; /* read before its write in the kernel: a broken order */
    return M->kdef[l] ? M->kdef[l] : r;
  }
  if (M->kphi[l * M->S + (uint32_t)i]) return M->kphi[l * M->S + (uint32_t)i];
  /* a kernel PHI: entry r at iteration i (from PRO), back r at i + 1 (filled later) */
  reg = nv_vreg_new(M->mf, nv_vreg_class(M->mf, r));
  M->kphi[l * M->S + (uint32_t)i] = reg;
  phi = nv_minst_new(M->mf, NV_PTX_PHI, 1, 5);
  phi->ops[0] = nv_mop_reg(reg);
  phi->ops[1] = nv_mop_reg(nv_mve_pv(M, r, i, M->pdef));
  phi->ops[2] = nv_mop_block(M->pro);
  phi->ops[3] = nv_mop_reg(0);
  phi->ops[4] = nv_mop_block(M->ker);
  if (M->kfirst) nv_minst_insert_before(M->kfirst, phi);
  else nv_minst_append(M->ker, phi);
  pd.phi = phi;
  pd.l = l;
  pd.i = (uint32_t)i;
  nv_vec_push(&M->pend, pd);
  return reg;
}

/* After KER: r's value at iteration N + t (t < 0; N the trip count): written in EPI, or
 * what the last kernel trip left (nv_mve_kv at t + S). */
static uint32_t nv_mve_ev(nv_mve *M, uint32_t r, int32_t t) {
  uint32_t l = r < M->nregs ? M->loc[r] : NV_MNONE;
  if (l == NV_MNONE) return r;
  if (M->lstage[l] < 0) {
    uint32_t lat = M->latch[l], ll = lat < M->nregs ? M->loc[lat] : NV_MNONE;
    if (ll != NV_MNONE && lat != r &&
        (t - 1 + (int32_t)M->S >= 0 || (M->lstage[ll] >= 0 && t - 1 >= -M->lstage[ll])))
      return nv_mve_ev(M, lat, t - 1);
    return nv_mve_kv(M, r, t + (int32_t)M->S);
  }
  if (t >= -M->lstage[l]) {
    uint32_t x = t + (int32_t)M->S >= 0 ? M->edef[l * M->S + (uint32_t)(t + (int32_t)M->S)] : 0;
    if (!x) M->bad = 1;
    return x ? x : r;
  }
  return nv_mve_kv(M, r, t + (int32_t)M->S);
}

/* A copy of mi at the end of mb: uses renamed by mode (0: PRO/guard at iteration it with
 * table tab, 1: KER with offset it, 2: EPI at t = it), defs new registers recorded in
 * tab (modes 0, 2 at it) or kdef. */
static void nv_mve_clone(nv_mve *M, const nv_minst *mi, nv_mblock *mb, int mode, int32_t it, uint32_t *tab) {
  nv_minst *c = nv_minst_new(M->mf, mi->opc, mi->ndefs, mi->nops);
  uint32_t k;
  c->mods = mi->mods;
  c->ir = mi->ir;
  c->pred = mi->pred;
  c->pred_neg = mi->pred_neg;
  for (k = 0; k < mi->nops; k++) {
    nv_mop *op = &c->ops[k];
    *op = mi->ops[k];
    if (k < mi->ndefs || !(op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) || !op->reg)
      continue;
    op->reg = mode == 0 ? nv_mve_pv(M, op->reg, it, tab) : mode == 1 ? nv_mve_kv(M, op->reg, it) : nv_mve_ev(M, op->reg, it);
  }
  for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
    uint32_t r = mi->ops[k].reg, l, n;
    if (mi->ops[k].kind != NV_MO_REG || !r) continue;
    n = nv_vreg_new(M->mf, nv_vreg_class(M->mf, r));
    c->ops[k].reg = n;
    l = r < M->nregs ? M->loc[r] : NV_MNONE;
    if (l == NV_MNONE) {
      M->bad = 1;
      continue;
    }
    if (mode == 1) M->kdef[l] = n;
    else if (mode == 0 && it >= 0 && (uint32_t)it < M->S) tab[l * M->S + (uint32_t)it] = n;
    else if (mode == 2 && it + (int32_t)M->S >= 0) tab[l * M->S + (uint32_t)(it + (int32_t)M->S)] = n;
    else M->bad = 1;
  }
  nv_minst_append(mb, c);
}

typedef struct nv_mve_node {
  const nv_minst *mi;
  uint32_t stage, mcycle, index;
} nv_mve_node;

/* kernel order: the cycle within II, the older iteration (higher stage) first, the
 * original order */
static int nv_mve_node_cmp(const void *a, const void *b) {
  const nv_mve_node *x = (const nv_mve_node *)a, *y = (const nv_mve_node *)b;
  if (x->mcycle != y->mcycle) return x->mcycle < y->mcycle ? -1 : 1;
  if (x->stage != y->stage) return x->stage > y->stage ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Why the schedule cannot be generated, or NULL. nodes in the DAG's order. */
static const char *nv_mve_refuse(const nv_mblock *h, const nv_sdag *D, const nv_swp_sched *S, const nv_minst *term,
                                 uint8_t *slice, uint32_t nregs) {
  const nv_minst *mi;
  uint32_t v, k, changed = 1;
  for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
    if (mi->nops != 5 || mi->ops[1].kind != NV_MO_REG || mi->ops[3].kind != NV_MO_REG) return "a PHI has an input that is not a register";
  }
  for (v = 0; v < D->nnodes; v++) {
    if (D->n[v].mi->pred) return "a predicated instruction in the loop";
    if (D->n[v].mi->opc == NV_PTX_PHI || nv_minst_is_term(D->n[v].mi)) return "an unexpected instruction in the body";
  }
  /* the exit test's slice: what the branch's predicate depends on in the loop */
  memset(slice, 0, D->nnodes ? D->nnodes : 1);
  for (v = 0; v < D->nnodes; v++)
    if (nv_minst_writes(D->n[v].mi, term->pred)) slice[v] = 1;
  while (changed) {
    changed = 0;
    for (v = 0; v < D->nnodes; v++) {
      const nv_minst *m = D->n[v].mi;
      uint32_t u;
      if (!slice[v]) continue;
      for (k = m->ndefs; k < m->nops; k++) {
        uint32_t r = m->ops[k].kind == NV_MO_REG || (m->ops[k].kind == NV_MO_ADDR && m->ops[k].base_kind == NV_MO_REG)
                         ? m->ops[k].reg : 0;
        const nv_minst *d;
        unsigned chain = 0;
        while (r && r < nregs && (d = nv_swp_def_in(h, r)) && d->opc == NV_PTX_PHI && chain++ < 64)
          r = nv_swp_phi_input(d, h);
        if (!r) continue;
        for (u = 0; u < D->nnodes; u++)
          if (!slice[u] && nv_minst_writes(D->n[u].mi, r)) {
            slice[u] = 1;
            changed = 1;
          }
      }
    }
  }
  for (v = 0; v < D->nnodes; v++) {
    if (!slice[v]) continue;
    if (nv_minst_has_side_effects(D->n[v].mi) || (nv_ptx_info_of(D->n[v].mi->opc)->flags & NV_PF_LOAD))
      return "the loop's exit test depends on memory or on an instruction with side effects";
  }
  (void)S;
  return NULL;
}

/* Moves the exit test's slice (program order: its writers first) to the earliest cycle
 * its predecessors allow where the schedule stays valid (nv_swp_check), so that the
 * test lands in the first stage; moving a node earlier never hurts its successors.
 * Recomputes max_stage. 0 when the test stays out of the first stage. */
static int nv_mve_hoist_exit(const nv_swp_graph *G, nv_swp_sched *S, const uint8_t *slice, const nv_sdag *D,
                             uint32_t pred) {
  uint32_t v, k, bad;
  int32_t mx = 0;
  for (v = 0; v < G->n; v++) {
    int64_t lo = 0;
    int32_t c, old = S->cycle[v];
    if (!slice[v]) continue;
    for (k = 0; k < G->e.len; k++) {
      const nv_swp_edge *ed = &G->e.data[k];
      if (ed->to == v && ed->from != v) {
        int64_t t = (int64_t)S->cycle[ed->from] + ed->lat - (int64_t)S->ii * ed->dist;
        if (t > lo) lo = t;
      }
    }
    for (c = (int32_t)lo; c < old; c++) {
      S->cycle[v] = c;
      if (!nv_swp_check(G, S->ii, S->cycle, &bad)) break;
      S->cycle[v] = old;
    }
  }
  for (v = 0; v < G->n; v++)
    if (S->cycle[v] > mx) mx = S->cycle[v];
  S->max_stage = (uint32_t)mx / S->ii;
  for (v = 0; v < G->n; v++)
    if (nv_minst_writes(D->n[v].mi, pred) && S->cycle[v] / (int32_t)S->ii != 0) return 0;
  return 1;
}

/* Use counts over the whole function (PHI inputs included). */
static void nv_mve_count_use(uint32_t reg, void *user) { ((uint32_t *)user)[reg]++; }

static void nv_mve_dce(nv_mfunc *mf, nv_mblock *const *blocks, unsigned nb) {
  uint32_t *uses = (uint32_t *)nv_xcalloc(mf->vreg_class.len + 1, sizeof *uses), k;
  nv_mblock *mb;
  nv_minst *mi, *nx;
  unsigned b, changed = 1;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      if (mi->opc == NV_PTX_PHI) {
        for (k = 1; k < mi->nops; k += 2)
          if (mi->ops[k].kind == NV_MO_REG && mi->ops[k].reg) uses[mi->ops[k].reg]++;
      } else
        nv_minst_for_uses(mi, nv_mve_count_use, uses);
    }
  while (changed) {
    changed = 0;
    for (b = 0; b < nb; b++)
      for (mi = blocks[b]->first; mi; mi = nx) {
        int dead = mi->ndefs > 0 && !nv_minst_has_side_effects(mi) && !nv_minst_is_term(mi);
        nx = mi->next;
        for (k = 0; dead && k < mi->ndefs && k < mi->nops; k++)
          if (mi->ops[k].kind == NV_MO_REG && mi->ops[k].reg && uses[mi->ops[k].reg]) dead = 0;
        if (!dead) continue;
        if (mi->opc == NV_PTX_PHI) {
          for (k = 1; k < mi->nops; k += 2)
            if (mi->ops[k].kind == NV_MO_REG && mi->ops[k].reg) uses[mi->ops[k].reg]--;
        } else {
          for (k = mi->ndefs; k < mi->nops; k++)
            if ((mi->ops[k].kind == NV_MO_REG || (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_REG)) &&
                mi->ops[k].reg)
              uses[mi->ops[k].reg]--;
          if (mi->pred) uses[mi->pred]--;
        }
        nv_minst_remove(mi);
        changed = 1;
      }
  }
  nv_xfree(uses);
}

static void nv_mve_rename_block_op(nv_minst *from_term, nv_mblock *old, nv_mblock *nw) {
  nv_minst *mi;
  uint32_t i;
  for (mi = from_term; mi; mi = mi->next)
    for (i = 0; i < mi->nops; i++)
      if (mi->ops[i].kind == NV_MO_BLOCK && mi->ops[i].mbb == old) mi->ops[i].mbb = nw;
}

/* ---- Constant trip counts: the guard folded. The exit test's slice is evaluated for the
 * first S-1 iterations from constant inputs (header PHIs starting from a mov of an
 * immediate, immediates; add, sub, mov and integer setp); 1 when every one of them
 * continues (the trip count is at least S: no guard, no fallback), 2 with *trips when
 * the loop leaves after fewer than S iterations (the pipelined copy would never run),
 * 0 when some input is not a known constant (the guard stays). nv_mve_const_exit
 * evaluates the first limit iterations (S - 1 for the guard; more for the
 * profitability model's trip count). */

/* The width of an integer template's type (add.s32: 32; .s/.u/.b 16, 32, 64), else 0. */
static unsigned nv_swp_int_bits(const nv_minst *mi, int *is_signed) {
  const char *t = nv_ptx_info_of(mi->opc)->tmpl;
  size_t n = strlen(t);
  unsigned bits;
  if (n < 4 || t[n - 4] != '.' || (t[n - 3] != 's' && t[n - 3] != 'u' && t[n - 3] != 'b')) return 0;
  bits = (unsigned)(t[n - 2] - '0') * 10u + (unsigned)(t[n - 1] - '0');
  if (bits != 16 && bits != 32 && bits != 64) return 0;
  *is_signed = t[n - 3] == 's';
  return bits;
}

/* v truncated to bits, sign- or zero-extended back to 64. */
static uint64_t nv_swp_ext(uint64_t v, unsigned bits, int sign) {
  uint64_t m = bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
  v &= m;
  if (sign && bits < 64 && (v >> (bits - 1)) & 1) v |= ~m;
  return v;
}

/* A register's constant value outside the loop: written by a mov of an immediate. */
static int nv_swp_const_def(const nv_mfunc *mf, uint32_t reg, uint64_t *val) {
  const nv_mblock *mb;
  const nv_minst *mi;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next)
      if (nv_minst_writes(mi, reg)) {
        if (mi->nops == 2 && mi->ndefs == 1 && !mi->pred && mi->ops[1].kind == NV_MO_IMM &&
            !strncmp(nv_ptx_info_of(mi->opc)->tmpl, "mov.", 4)) {
          *val = (uint64_t)mi->ops[1].imm;
          return 1;
        }
        return 0;
      }
  return 0;
}

static int nv_mve_const_exit(const nv_mfunc *mf, const nv_mblock *h, const nv_mblock *pre, const nv_sdag *D,
                             const uint8_t *slice, const nv_minst *term, int cont_taken, uint32_t limit,
                             uint32_t *trips) {
  uint32_t nregs = mf->vreg_class.len, v, k, p, nphi = 0;
  uint64_t *val = (uint64_t *)nv_xcalloc(nregs + 1, sizeof(uint64_t)), *phiv = NULL;
  uint8_t *kn = (uint8_t *)nv_xcalloc(nregs + 1, 1), *nkn = NULL;
  uint8_t *inv = (uint8_t *)nv_xcalloc(nregs + 1, 1); /* invariants: 1 constant (in ival), 2 not */
  uint64_t *ival = (uint64_t *)nv_xcalloc(nregs + 1, sizeof(uint64_t));
  const nv_minst *mi;
  int r = 1;
  for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) nphi++;
  phiv = (uint64_t *)nv_xcalloc(nphi + 1, sizeof(uint64_t));
  nkn = (uint8_t *)nv_xcalloc(nphi + 1, 1);
  for (p = 0; p < limit && r == 1; p++) {
    int taken;
    uint32_t i = 0;
    /* the header PHIs, all at once: the preheader's constant, or the latch value */
    for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next, i++) {
      uint32_t in = nv_swp_phi_input(mi, p ? h : pre);
      nkn[i] = 0;
      if (!in || in >= nregs) continue;
      if (p) {
        nkn[i] = kn[in];
        phiv[i] = val[in];
      } else
        nkn[i] = (uint8_t)nv_swp_const_def(mf, in, &phiv[i]);
    }
    for (i = 0, mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next, i++)
      if (mi->ops[0].kind == NV_MO_REG && mi->ops[0].reg < nregs) {
        kn[mi->ops[0].reg] = nkn[i];
        val[mi->ops[0].reg] = phiv[i];
      }
    for (v = 0; v < D->nnodes; v++) {
      const nv_minst *m = D->n[v].mi;
      uint64_t a[2] = {0, 0}, x = 0;
      int sign = 0, ok = 1;
      unsigned bits = nv_swp_int_bits(m, &sign);
      const char *t = nv_ptx_info_of(m->opc)->tmpl;
      if (!slice[v] || m->ndefs != 1 || m->ops[0].kind != NV_MO_REG || m->ops[0].reg >= nregs) continue;
      kn[m->ops[0].reg] = 0;
      if (!bits || m->pred || m->nops > 3) continue;
      for (k = 1; k < m->nops; k++) {
        const nv_mop *o = &m->ops[k];
        if (o->kind == NV_MO_IMM) a[k - 1] = (uint64_t)o->imm;
        else if (o->kind == NV_MO_REG && o->reg < nregs && kn[o->reg]) a[k - 1] = val[o->reg];
        else if (o->kind == NV_MO_REG && o->reg < nregs && !nv_swp_defined_in(h, o->reg)) {
          if (!inv[o->reg]) inv[o->reg] = nv_swp_const_def(mf, o->reg, &ival[o->reg]) ? 1 : 2;
          if (inv[o->reg] == 1) a[k - 1] = ival[o->reg];
          else ok = 0;
        } else
          ok = 0;
        a[k - 1] = nv_swp_ext(a[k - 1], bits, sign);
      }
      if (!ok) continue;
      if (m->nops == 2 && !strncmp(t, "mov.", 4)) x = a[0];
      else if (m->nops == 3 && nv_swp_int_op(m, "add")) x = nv_swp_ext(a[0] + a[1], bits, sign);
      else if (m->nops == 3 && nv_swp_int_op(m, "sub")) x = nv_swp_ext(a[0] - a[1], bits, sign);
      else if (m->nops == 3 && !strncmp(t, "setp{cmp}", 9) && !m->mods.boolop) {
        int64_t sa = (int64_t)a[0], sb = (int64_t)a[1];
        uint64_t ua = nv_swp_ext(a[0], bits, 0), ub = nv_swp_ext(a[1], bits, 0);
        switch (m->mods.cmp) {
        case NV_CMP_EQ: x = ua == ub; break;
        case NV_CMP_NE: x = ua != ub; break;
        case NV_CMP_LT: x = sign ? sa < sb : ua < ub; break;
        case NV_CMP_LE: x = sign ? sa <= sb : ua <= ub; break;
        case NV_CMP_GT: x = sign ? sa > sb : ua > ub; break;
        case NV_CMP_GE: x = sign ? sa >= sb : ua >= ub; break;
        case NV_CMP_LO: x = ua < ub; break;
        case NV_CMP_LS: x = ua <= ub; break;
        case NV_CMP_HI: x = ua > ub; break;
        case NV_CMP_HS: x = ua >= ub; break;
        default: ok = 0; break;
        }
      } else
        ok = 0;
      if (!ok) continue;
      kn[m->ops[0].reg] = 1;
      val[m->ops[0].reg] = x;
    }
    if (!term->pred || term->pred >= nregs || !kn[term->pred]) {
      r = 0;
      break;
    }
    taken = (val[term->pred] != 0) != (term->pred_neg != 0);
    if (cont_taken ? !taken : taken) {
      *trips = p + 1;
      r = 2;
    }
  }
  nv_xfree(val);
  nv_xfree(kn);
  nv_xfree(inv);
  nv_xfree(ival);
  nv_xfree(phiv);
  nv_xfree(nkn);
  return r;
}

/* The kernel's shadow of the exit test (when the schedule leaves it out of the first
 * stage): the slice once more at the end of K for the iteration K starts (j + S-1), its
 * header PHIs shadowed by kernel PHIs fed by the prologue's shadow copies (gdef, at
 * iteration S-2) and by the shadow's own values. The predicate's register (0 and M->bad
 * when it cannot be made). Both generators, MVE's and the peeling one, build it. */
static uint32_t nv_mve_shadow(nv_mve *M, const nv_sdag *D, const uint8_t *slice, uint32_t pred) {
  uint32_t *sdef = (uint32_t *)nv_xcalloc(M->nloc + 1, sizeof(uint32_t)), *sphi = NULL, nphi = 0, v, k, j, r;
  nv_minst **phis = NULL;
  for (v = 0; v < D->nnodes; v++) {
    const nv_minst *m = D->n[v].mi;
    nv_minst *c;
    if (!slice[v]) continue;
    c = nv_minst_new(M->mf, m->opc, m->ndefs, m->nops);
    c->mods = m->mods;
    c->ir = m->ir;
    for (k = 0; k < m->nops; k++) {
      uint32_t l;
      c->ops[k] = m->ops[k];
      if (k < m->ndefs || !(c->ops[k].kind == NV_MO_REG || (c->ops[k].kind == NV_MO_ADDR && c->ops[k].base_kind == NV_MO_REG)))
        continue;
      r = c->ops[k].reg;
      l = r && r < M->nregs ? M->loc[r] : NV_MNONE;
      if (l == NV_MNONE) continue;
      if (M->lstage[l] >= 0) {
        if (!sdef[l]) M->bad = 1;
        c->ops[k].reg = sdef[l];
      } else if (M->latch[l] >= M->nregs || M->loc[M->latch[l]] == NV_MNONE) {
        c->ops[k].reg = M->latch[l]; /* an invariant latch input: the value from iteration 1 on */
      } else {
        for (j = 0; j < nphi && sphi[j] != l; j++) {}
        if (j == nphi) {
          nv_minst *phi = nv_minst_new(M->mf, NV_PTX_PHI, 1, 5);
          phi->ops[0] = nv_mop_reg(nv_vreg_new(M->mf, nv_vreg_class(M->mf, r)));
          phi->ops[1] = nv_mop_reg(nv_mve_pv(M, M->latch[l], (int32_t)M->S - 2, M->gdef));
          phi->ops[2] = nv_mop_block(M->pro);
          phi->ops[3] = nv_mop_reg(0);
          phi->ops[4] = nv_mop_block(M->ker);
          nv_minst_insert_before(M->kfirst ? M->kfirst : M->ker->first, phi);
          sphi = (uint32_t *)nv_xrealloc(sphi, (nphi + 1) * sizeof *sphi);
          phis = (nv_minst **)nv_xrealloc(phis, (nphi + 1) * sizeof *phis);
          sphi[nphi] = l;
          phis[nphi++] = phi;
        }
        c->ops[k].reg = phis[j]->ops[0].reg;
      }
    }
    for (k = 0; k < m->ndefs && k < m->nops; k++)
      if (m->ops[k].kind == NV_MO_REG && (r = m->ops[k].reg) != 0 && r < M->nregs && M->loc[r] != NV_MNONE) {
        c->ops[k].reg = nv_vreg_new(M->mf, nv_vreg_class(M->mf, r));
        sdef[M->loc[r]] = c->ops[k].reg;
      }
    nv_minst_append(M->ker, c);
  }
  for (j = 0; j < nphi; j++) {
    uint32_t lat = M->latch[sphi[j]];
    phis[j]->ops[3] = nv_mop_reg(sdef[M->loc[lat]]);
    if (!sdef[M->loc[lat]]) M->bad = 1;
  }
  r = pred < M->nregs && M->loc[pred] != NV_MNONE ? sdef[M->loc[pred]] : 0;
  if (!r) M->bad = 1;
  nv_xfree(sdef);
  nv_xfree(sphi);
  nv_xfree(phis);
  return r;
}

/* Generates the pipelined loop; 0 with *why (nothing changed) when it cannot. */
static int nv_mve_generate(nv_swp *P, const nv_mloop *L, const nv_sdag *D, const nv_swp_graph *G, nv_swp_sched *Sc,
                           const char **why) {
  nv_mfunc *mf = P->mf;
  nv_mblock *h = L->header, *pre = L->preheader, *exitb, *fb, *x, **g, *nb[64];
  nv_minst *term = nv_mblock_first_term(h), *mi;
  nv_mve M;
  nv_mve_node *nodes;
  uint8_t *slice;
  uint32_t v, k, S = Sc->max_stage + 1, nregs = mf->vreg_class.len, *outs = NULL, nouts = 0, nblk = 0;
  int32_t p, e;
  int shadow, folded;
  uint32_t shadow_pred = 0, trips = 0;
  int cont_taken = term->ops[0].kind == NV_MO_BLOCK && term->ops[0].mbb == h;
  nv_mblock *mb;
  if (S + 4 > 64) {
    *why = "too many stages for the generator";
    return 0;
  }
  /* the exit: the other successor of H */
  if (cont_taken) exitb = term->next ? term->next->ops[0].mbb : h->next;
  else exitb = term->ops[0].mbb;
  if (!exitb || exitb == h || (term->next && term->next->ops[0].kind != NV_MO_BLOCK) ||
      (!cont_taken && (!term->next || term->next->ops[0].mbb != h))) {
    *why = "the loop's exit is not understood";
    return 0;
  }
  slice = (uint8_t *)nv_xcalloc(D->nnodes ? D->nnodes : 1, 1);
  if ((*why = nv_mve_refuse(h, D, Sc, term, slice, nregs)) != NULL) {
    nv_xfree(slice);
    return 0;
  }
  /* the exit test in the first stage gives the kernel its branch condition; else the
   * kernel evaluates the slice once more for the iteration it starts (the shadow) */
  shadow = !nv_mve_hoist_exit(G, Sc, slice, D, term->pred);
  if (Sc->max_stage == 0) {
    *why = "no overlapped iterations once the exit test is in the first stage";
    nv_xfree(slice);
    return 0;
  }
  for (v = 0; shadow && v < D->nnodes; v++) {
    const nv_minst *m = D->n[v].mi;
    for (k = m->ndefs; slice[v] && k < m->nops; k++) {
      const nv_minst *d = m->ops[k].kind == NV_MO_REG ? nv_swp_def_in(h, m->ops[k].reg) : NULL;
      const nv_minst *ld = d && d->opc == NV_PTX_PHI ? nv_swp_def_in(h, nv_swp_phi_input(d, h)) : NULL;
      if (ld && ld->opc == NV_PTX_PHI) {
        *why = "the loop's exit test reads a chain of PHIs and is not in the first stage";
        nv_xfree(slice);
        return 0;
      }
    }
  }
  S = Sc->max_stage + 1;
  /* a constant trip count: at least S, the guard and the fallback go; below S, the
   * pipelined copy would never run */
  folded = nv_mve_const_exit(mf, h, pre, D, slice, term, cont_taken, S - 1, &trips);
  P->folded = folded == 1;
  if (folded == 2) {
    *why = "the constant trip count is below the stage count";
    nv_xfree(slice);
    return 0;
  }
  memset(&M, 0, sizeof M);
  M.mf = mf;
  M.h = h;
  M.S = S;
  M.nregs = nregs;
  M.loc = (uint32_t *)nv_xmalloc(nregs * sizeof *M.loc);
  for (k = 0; k < nregs; k++) M.loc[k] = NV_MNONE;
  for (mi = h->first; mi && mi != term; mi = mi->next) M.nloc += mi->ndefs;
  M.lreg = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.latch = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.init = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.lstage = (int32_t *)nv_xcalloc(M.nloc + 1, sizeof(int32_t));
  M.kdef = (uint32_t *)nv_xcalloc(M.nloc + 1, sizeof(uint32_t));
  M.pdef = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.gdef = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.edef = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.kphi = (uint32_t *)nv_xcalloc((M.nloc + 1) * S, sizeof(uint32_t));
  M.nloc = 0;
  for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
    uint32_t r = mi->ops[0].reg;
    M.loc[r] = M.nloc;
    M.lreg[M.nloc] = r;
    M.lstage[M.nloc] = -1;
    M.init[M.nloc] = nv_swp_phi_input(mi, pre);
    M.latch[M.nloc] = nv_swp_phi_input(mi, h);
    if (!M.init[M.nloc] || !M.latch[M.nloc]) M.bad = 1;
    M.nloc++;
  }
  nodes = (nv_mve_node *)nv_xcalloc(D->nnodes ? D->nnodes : 1, sizeof *nodes);
  for (v = 0; v < D->nnodes; v++) {
    const nv_minst *m = D->n[v].mi;
    nodes[v].mi = m;
    nodes[v].stage = (uint32_t)Sc->cycle[v] / Sc->ii;
    nodes[v].mcycle = (uint32_t)Sc->cycle[v] % Sc->ii;
    nodes[v].index = v;
    for (k = 0; k < m->ndefs && k < m->nops; k++)
      if (m->ops[k].kind == NV_MO_REG && m->ops[k].reg && m->ops[k].reg < nregs) {
        M.loc[m->ops[k].reg] = M.nloc;
        M.lreg[M.nloc] = m->ops[k].reg;
        M.lstage[M.nloc] = (int32_t)nodes[v].stage;
        M.nloc++;
      }
  }
  /* the loop's values read outside it */
  for (mb = mf->first; mb; mb = mb->next) {
    if (mb == h) continue;
    for (mi = mb->first; mi; mi = mi->next)
      for (k = mi->opc == NV_PTX_PHI ? 1 : mi->ndefs; k <= mi->nops; k++) {
        uint32_t r = k == mi->nops ? mi->pred
                     : (mi->ops[k].kind == NV_MO_REG || (mi->ops[k].kind == NV_MO_ADDR && mi->ops[k].base_kind == NV_MO_REG))
                         ? mi->ops[k].reg : 0;
        uint32_t j;
        if (!r || r >= nregs || M.loc[r] == NV_MNONE) continue;
        for (j = 0; j < nouts && outs[j] != r; j++) {}
        if (j == nouts) {
          outs = (uint32_t *)nv_xrealloc(outs, (nouts + 1) * sizeof *outs);
          outs[nouts++] = r;
        }
      }
  }
  qsort(nodes, D->nnodes, sizeof *nodes, nv_mve_node_cmp);
  /* the blocks, in layout order before H: G_0 .. G_{S-2}, PRO, KER, EPI, FB (folded: PRO,
   * KER, EPI; H goes) */
  g = nb;
  for (k = 0; !folded && k + 1 < S; k++) nb[nblk++] = nv_mblock_new(mf, NULL);
  M.pro = nb[nblk++] = nv_mblock_new(mf, NULL);
  M.ker = nb[nblk++] = nv_mblock_new(mf, NULL);
  M.epi = nb[nblk++] = nv_mblock_new(mf, NULL);
  nv_vec_push(&P->done, M.ker);
  fb = folded ? NULL : nv_mblock_new(mf, NULL);
  for (k = 0; k < nblk; k++) nv_mblock_move_before(mf, nb[k], h);
  if (fb) nv_mblock_move_before(mf, fb, h);
  /* the guard: the exit test of iterations 0 .. S-2; exit -> FB. Folded, no branch: the
   * copies go to PRO, where the kernel's shadow slice (if any) finds its first inputs
   * and the rest is dead */
  for (p = 0; p + 1 < (int32_t)S; p++) {
    nv_minst *br;
    nv_mblock *gb = folded ? M.pro : g[p];
    for (v = 0; v < D->nnodes; v++)
      if (slice[v]) nv_mve_clone(&M, D->n[v].mi, gb, 0, p, M.gdef);
    if (folded) continue;
    br = nv_minst_new(mf, term->opc, 0, term->nops);
    memcpy(br->ops, term->ops, term->nops * sizeof *br->ops);
    br->mods = term->mods;
    br->ir = term->ir;
    br->pred = nv_mve_pv(&M, term->pred, p, M.gdef);
    br->pred_neg = (uint8_t)(cont_taken ? !term->pred_neg : term->pred_neg);
    br->ops[0] = nv_mop_block(fb);
    nv_minst_append(g[p], br);
    nv_minst_append(g[p], nv_minst_new_jump(mf, (uint32_t)p + 2 < S ? g[p + 1] : M.pro));
  }
  /* PRO */
  for (p = 0; p + 1 < (int32_t)S; p++)
    for (v = 0; v < D->nnodes; v++)
      if ((int32_t)nodes[v].stage <= p) nv_mve_clone(&M, nodes[v].mi, M.pro, 0, p - (int32_t)nodes[v].stage, M.pdef);
  nv_minst_append(M.pro, nv_minst_new_jump(mf, M.ker));
  /* KER */
  for (v = 0; v < D->nnodes; v++) {
    nv_mve_clone(&M, nodes[v].mi, M.ker, 1, (int32_t)(S - 1 - nodes[v].stage), NULL);
    if (!M.kfirst) M.kfirst = M.ker->last;
  }
  if (shadow) shadow_pred = nv_mve_shadow(&M, D, slice, term->pred); /* the exit slice for iteration j + S-1 */
  {
    nv_minst *br = nv_minst_new(mf, term->opc, 0, term->nops);
    memcpy(br->ops, term->ops, term->nops * sizeof *br->ops);
    br->mods = term->mods;
    br->ir = term->ir;
    br->pred = shadow ? shadow_pred : nv_mve_kv(&M, term->pred, (int32_t)S - 1);
    br->pred_neg = term->pred_neg;
    br->ops[0] = nv_mop_block(cont_taken ? M.ker : M.epi);
    nv_minst_append(M.ker, br);
    nv_minst_append(M.ker, nv_minst_new_jump(mf, cont_taken ? M.epi : M.ker));
  }
  /* EPI */
  for (e = 0; e + 1 < (int32_t)S; e++)
    for (v = 0; v < D->nnodes; v++)
      if ((int32_t)nodes[v].stage >= e + 1) nv_mve_clone(&M, nodes[v].mi, M.epi, 2, e - (int32_t)nodes[v].stage, M.edef);
  /* X on the edge H -> E, with the merged live-out values */
  x = nv_mfunc_split_edge(mf, h, exitb);
  nv_minst_append(M.epi, nv_minst_new_jump(mf, x));
  for (mi = exitb->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next)
    for (k = 2; k < mi->nops; k += 2)
      if (mi->ops[k].kind == NV_MO_BLOCK && mi->ops[k].mbb == h) mi->ops[k].mbb = x;
  {
    uint32_t *xreg = (uint32_t *)nv_xcalloc(nouts + 1, sizeof(uint32_t)), j;
    for (j = 0; j < nouts; j++) {
      nv_minst *phi;
      if (folded) { /* the pipelined code's value alone */
        xreg[j] = nv_mve_ev(&M, outs[j], -1);
        continue;
      }
      phi = nv_minst_new(mf, NV_PTX_PHI, 1, 5);
      xreg[j] = nv_vreg_new(mf, nv_vreg_class(mf, outs[j]));
      phi->ops[0] = nv_mop_reg(xreg[j]);
      phi->ops[1] = nv_mop_reg(outs[j]);
      phi->ops[2] = nv_mop_block(h);
      phi->ops[3] = nv_mop_reg(nv_mve_ev(&M, outs[j], -1));
      phi->ops[4] = nv_mop_block(M.epi);
      nv_minst_insert_before(x->first, phi);
    }
    /* the kernel PHIs' back values (which may ask for more kernel PHIs) */
    for (j = 0; j < M.pend.len; j++) {
      nv_mve_pend pd = M.pend.data[j];
      pd.phi->ops[3] = nv_mop_reg(nv_mve_kv(&M, M.lreg[pd.l], (int32_t)pd.i + 1));
    }
    /* the uses of the loop's values after it read the merged ones */
    for (mb = mf->first; mb && nouts; mb = mb->next) {
      if (mb == h || mb == x) continue;
      for (k = 0; k < nblk && nb[k] != mb; k++) {}
      if (k < nblk) continue;
      for (mi = mb->first; mi; mi = mi->next) {
        uint32_t q;
        for (q = mi->opc == NV_PTX_PHI ? 1 : mi->ndefs; q < mi->nops; q++)
          if ((mi->ops[q].kind == NV_MO_REG || (mi->ops[q].kind == NV_MO_ADDR && mi->ops[q].base_kind == NV_MO_REG)) &&
              mi->ops[q].reg)
            for (j = 0; j < nouts; j++)
              if (mi->ops[q].reg == outs[j]) {
                mi->ops[q].reg = xreg[j];
                break;
              }
        for (j = 0; mi->pred && j < nouts; j++)
          if (mi->pred == outs[j]) {
            mi->pred = xreg[j];
            break;
          }
      }
    }
    nv_xfree(xreg);
  }
  /* P -> G_0 (P's branches, or its fall-through into the block now before H); H's PHIs
   * come from FB */
  nv_mve_rename_block_op(nv_mblock_first_term(pre), h, nb[0]);
  if (fb) {
    nv_minst_append(fb, nv_minst_new_jump(mf, h));
    for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next)
      for (k = 2; k < mi->nops; k += 2)
        if (mi->ops[k].kind == NV_MO_BLOCK && mi->ops[k].mbb == pre) mi->ops[k].mbb = fb;
  } else
    nv_mblock_erase(mf, h); /* the original loop: nothing reaches it */
  if (nblk < 64) nb[nblk++] = x;
  nv_mve_dce(mf, nb, nblk);
  *why = M.bad ? "internal: a value's version was not found" : NULL;
  nv_xfree(M.loc);
  nv_xfree(M.lreg);
  nv_xfree(M.latch);
  nv_xfree(M.init);
  nv_xfree(M.lstage);
  nv_xfree(M.kdef);
  nv_xfree(M.pdef);
  nv_xfree(M.gdef);
  nv_xfree(M.edef);
  nv_xfree(M.kphi);
  nv_vec_free(&M.pend);
  nv_xfree(nodes);
  nv_xfree(slice);
  nv_xfree(outs);
  return 1;
}

/* pipeliner_peel.c: the peeling generator (pipeliner-experimental-cg) */
static int nv_peel_generate(nv_swp *P, const nv_mloop *L, const nv_sdag *D, const nv_swp_graph *G, nv_swp_sched *Sc,
                            const char **why);

/* ---- The profitability model (pipeliner-profitability, pipeliner-min-gain). A warp
 * issues in order and ptxas schedules again, so the model is an in-order issue simulation
 * over the latency and pipe model the schedulers use (target/sched_model.h): each
 * instruction issues a cycle after the one before it at the earliest, once its operands
 * are ready (the producer's issue plus its latency; an edge of distance d from d
 * iterations earlier) and its pipe is free.
 *  - Cseq: cycles per iteration of the loop as it is (the body in its order), in steady
 *    state;
 *  - Cker: cycles per kernel trip (the kernel's order, an instruction of stage s working
 *    on iteration trip + S-1-s), plus an issue per instruction of the exit slice when the
 *    test is not in stage 0 (the kernel evaluates it once more);
 *  - N: the trip count when the exit test evaluates to a constant (up to 65536
 *    iterations), else pipeliner-assumed-trip-count;
 *  - unpipelined N * Cseq; pipelined (N - S + 1) * Cker for the kernel trips, (S - 1) *
 *    Cseq for the prologue and epilogue together (S - 1 iterations' worth of
 *    instructions, counted without overlap: conservative), and (S - 1) * (slice + 1)
 *    issues for the guard unless the constant trip count folds it; N < S runs the
 *    original loop alone (no gain).
 * The loop is generated when (unpipelined - pipelined) / unpipelined is at least
 * pipeliner-min-gain percent. A static model, not a measurement: no GPU timing backs it. */

/* Cycles per trip (times 16) of T trips of order[0..n) issued in order; off[v]: the
 * iteration node v works on in trip j is j + off[v]. */
static uint64_t nv_swp_sim(const nv_swp_graph *G, const uint32_t *order, const int32_t *off, uint32_t T) {
  uint32_t n = G->n, j, i, k, *first = (uint32_t *)nv_xcalloc(n + 2, sizeof(uint32_t));
  uint32_t *into = (uint32_t *)nv_xmalloc((G->e.len + 1) * sizeof(uint32_t));
  int64_t *issue = (int64_t *)nv_xmalloc(((size_t)T * n + 1) * sizeof(int64_t));
  int64_t *start = (int64_t *)nv_xcalloc(T + 1, sizeof(int64_t)), last = -1, pfree[NV_SWP_PIPE_COUNT];
  uint64_t r;
  memset(pfree, 0, sizeof pfree);
  for (k = 0; k < (size_t)T * n; k++) issue[k] = -1;
  for (k = 0; k < G->e.len; k++) first[G->e.data[k].to + 2]++;
  for (k = 0; k < n; k++) first[k + 2] += first[k + 1];
  for (k = 0; k < G->e.len; k++) into[first[G->e.data[k].to + 1]++] = k;
  for (j = 0; j < T; j++)
    for (i = 0; i < n; i++) {
      uint32_t v = order[i];
      int64_t it = (int64_t)j + off[v], ready = 0;
      for (k = first[v]; k < first[v + 1]; k++) {
        const nv_swp_edge *e = &G->e.data[into[k]];
        int64_t trip = it - (int64_t)e->dist - off[e->from];
        if (trip < 0 || trip > (int64_t)j || issue[(size_t)trip * n + e->from] < 0) continue;
        if (issue[(size_t)trip * n + e->from] + e->lat > ready) ready = issue[(size_t)trip * n + e->from] + e->lat;
      }
      if (G->pipe[v] < NV_SWP_PIPE_COUNT) { /* an issue slot after the last one, its pipe free */
        if (ready < last + 1) ready = last + 1;
        if (pfree[G->pipe[v]] > ready) ready = pfree[G->pipe[v]];
        pfree[G->pipe[v]] = ready + G->occ[v];
        last = ready;
      } else if (ready < last) /* no issue slot: in order, with the last */
        ready = last;
      issue[(size_t)j * n + v] = ready;
      if (!i) start[j] = ready;
    }
  r = T > 2 && start[T - 1] > start[T / 2] ? (uint64_t)(start[T - 1] - start[T / 2]) * 16u / (T - 1 - T / 2) : 16u;
  nv_xfree(first);
  nv_xfree(into);
  nv_xfree(issue);
  nv_xfree(start);
  return r ? r : 16u;
}

typedef struct nv_swp_profit {
  uint64_t cseq16, cker16; /* cycles (times 16) per iteration unpipelined, per kernel trip */
  uint32_t trips;          /* N used */
  int known, folded;       /* N from the exit test; the guard folds */
  int64_t gain;            /* percent */
} nv_swp_profit;

static void nv_swp_profit_of(const nv_swp *P, const nv_mloop *L, const nv_sdag *D, const nv_swp_graph *G,
                             const nv_swp_sched *S, const uint8_t *slice, nv_swp_profit *R) {
  uint32_t n = G->n, v, nslice = 0, stages = S->max_stage + 1, t = 0;
  uint32_t *order = (uint32_t *)nv_xmalloc((n + 1) * sizeof(uint32_t));
  int32_t *off = (int32_t *)nv_xcalloc(n + 1, sizeof(int32_t));
  nv_mve_node *nodes = (nv_mve_node *)nv_xcalloc(n + 1, sizeof *nodes);
  const nv_minst *term = nv_mblock_first_term(L->header);
  int shadow = 0, r = 0;
  uint64_t seq, pipe;
  int64_t assumed = nv_mir_knob(P->o, NV_KNOB_PIPELINER_ASSUMED_TRIP_COUNT);
  memset(R, 0, sizeof *R);
  for (v = 0; v < n; v++) order[v] = v;
  R->cseq16 = nv_swp_sim(G, order, off, 16);
  for (v = 0; v < n; v++) {
    nodes[v].stage = (uint32_t)S->cycle[v] / S->ii;
    nodes[v].mcycle = (uint32_t)S->cycle[v] % S->ii;
    nodes[v].index = v;
    if (slice && slice[v]) {
      nslice++;
      if (nv_minst_writes(D->n[v].mi, term->pred) && nodes[v].stage) shadow = 1;
    }
  }
  qsort(nodes, n, sizeof *nodes, nv_mve_node_cmp);
  for (v = 0; v < n; v++) {
    order[v] = nodes[v].index;
    off[nodes[v].index] = (int32_t)(stages - 1 - nodes[v].stage);
  }
  R->cker16 = nv_swp_sim(G, order, off, 2 * stages + 16) + (shadow ? nslice * 16u : 0);
  if (slice && term->ops[0].kind == NV_MO_BLOCK)
    r = nv_mve_const_exit(P->mf, L->header, L->preheader, D, slice, term, term->ops[0].mbb == L->header, 65536, &t);
  R->known = r != 0;
  R->trips = r == 2 ? t : r == 1 ? 65536u : (uint32_t)(assumed > 0 ? assumed : 1);
  R->folded = R->known && R->trips >= stages;
  seq = (uint64_t)R->trips * R->cseq16;
  pipe = R->trips < stages ? seq
                           : (uint64_t)(R->trips - stages + 1) * R->cker16 + (uint64_t)(stages - 1) * R->cseq16 +
                                 (R->folded ? 0 : (uint64_t)(stages - 1) * (nslice + 1) * 16u);
  R->gain = seq ? ((int64_t)seq - (int64_t)pipe) * 100 / (int64_t)seq : 0;
  nv_xfree(order);
  nv_xfree(off);
  nv_xfree(nodes);
}

static void nv_swp_loop(nv_swp *P, const nv_mloop *L, const nv_live *live) {
  nv_mblock *h = L->header;
  const char *file, *why;
  unsigned line, col;
  nv_minst *mi, *first, *term;
  nv_sdag D;
  nv_swp_graph G;
  nv_swp_sched S;
  uint32_t v, k, *defnode, recmii, resmii, mii, ii, lo, hi, per[NV_SWP_PIPE_COUNT + 1];
  int constant, enumerated, found = 0;
  uint32_t stage_fail = 0, rp_fail = 0, rp_units = 0;
  uint8_t *exit_slice = NULL;
  unsigned rp_base = 0, rp_limit = 0;
  int have_base = 0, pass;
  int32_t *cyc_a = NULL;
  uint32_t ii_a = 0, stage_a = 0;
  int64_t max_mii = nv_mir_knob(P->o, NV_KNOB_PIPELINER_MAX_MII);
  int64_t force_ii = nv_mir_knob(P->o, NV_KNOB_PIPELINER_FORCE_II);
  int64_t max_stages = nv_mir_knob(P->o, NV_KNOB_PIPELINER_MAX_STAGES);
  int64_t range = nv_mir_knob(P->o, NV_KNOB_PIPELINER_II_SEARCH_RANGE);
  int64_t width = nv_mir_knob(P->o, NV_KNOB_PIPELINER_FORCE_ISSUE_WIDTH);
  const char *fname = P->mf->name ? P->mf->name : "";
  P->considered++;
  nv_swp_where(P, h, &file, &line, &col);
  if (L->nblocks != 1) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col, "Not a single basic block: %u (loop in %s)", L->nblocks,
                          fname);
    return;
  }
  if (!L->preheader) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col, "No loop preheader found (loop in %s)", fname);
    return;
  }
  if (!nv_swp_analyze_branch(P, L, &why, &constant)) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col, "%s (loop in %s)", why, fname);
    return;
  }
  term = nv_mblock_first_term(h);
  for (first = h->first; first && first->opc == NV_PTX_PHI; first = first->next) {
  }
  for (mi = first; mi && mi != term; mi = mi->next)
    if ((why = nv_swp_forbids(mi)) != NULL) {
      nv_buf b = NV_BUF_INIT;
      nv_ptx_expand(&b, nv_ptx_info_of(mi->opc)->tmpl, &mi->mods);
      nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                            "The loop contains %s (%.*s), which forbids overlapping iterations (loop in %s)", why,
                            (int)b.len, b.data ? b.data : "", fname);
      nv_buf_free(&b);
      return;
    }
  nv_sdag_build(&D, P->mf, first, term, P->mf->ir != NULL);
  if (D.nnodes > NV_SWP_MAX_NODES) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col, "Loop body too large: %u instructions (limit %u; loop in %s)",
                          D.nnodes, NV_SWP_MAX_NODES, fname);
    nv_sdag_free(&D);
    return;
  }
  /* the graph: the DAG's edges at distance 0, then the carried edges */
  nv_swp_graph_init(&G, D.nnodes, width > 0 ? (unsigned)width : 1);
  defnode = (uint32_t *)nv_xmalloc(P->nregs * sizeof *defnode);
  for (k = 0; k < P->nregs; k++) defnode[k] = NV_MNONE;
  for (v = 0; v < D.nnodes; v++) {
    unsigned occ;
    const nv_minst *m = D.n[v].mi;
    G.pipe[v] = (uint8_t)nv_swp_pipe_of((nv_sched_class)D.n[v].cls, &occ);
    G.occ[v] = (uint8_t)occ;
    for (k = 0; k < D.n[v].npreds; k++) {
      const nv_sdep *d = &D.preds[D.n[v].pred_first + k];
      nv_swp_add_edge(&G, d->node, v, (int32_t)d->lat, 0);
    }
    for (k = 0; k < m->ndefs && k < m->nops; k++)
      if (m->ops[k].kind == NV_MO_REG && m->ops[k].reg < P->nregs) defnode[m->ops[k].reg] = v;
  }
  for (mi = h->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
    uint32_t val = nv_swp_phi_input(mi, h), dist = 1, d, u;
    const nv_minst *pd;
    while (val && (pd = nv_swp_def_in(h, val)) && pd->opc == NV_PTX_PHI && dist <= NV_SWP_PHI_CHAIN) {
      val = nv_swp_phi_input(pd, h);
      dist++;
    }
    if (!val || val >= P->nregs || (d = defnode[val]) == NV_MNONE) continue;
    for (u = 0; u < D.nnodes; u++)
      if (nv_minst_reads(D.n[u].mi, mi->ops[0].reg)) nv_swp_add_edge(&G, d, u, (int32_t)D.n[d].lat, dist);
  }
  {
    int prune = nv_mir_knob(P->o, NV_KNOB_PIPELINER_PRUNE_LOOP_CARRIED) != 0;
    /* iterations more than max-stages + 1 apart never overlap in an accepted schedule */
    uint32_t a, b, d, maxd = (uint32_t)(max_stages > 0 ? max_stages : 0) + 1;
    /* each access's register address as base + coef * iv + off, once */
    nv_swp_affine *aff = (nv_swp_affine *)nv_xcalloc(D.nnodes ? D.nnodes : 1, sizeof *aff);
    for (a = 0; a < D.nnodes; a++) {
      uint64_t sz;
      const nv_mop *pa = D.n[a].mem == NV_SMEM_LOAD || D.n[a].mem == NV_SMEM_STORE ? nv_sdag_addr(D.n[a].mi, &sz) : NULL;
      if (pa && pa->base_kind == NV_MO_REG) {
        nv_mop r;
        memset(&r, 0, sizeof r);
        r.kind = NV_MO_REG;
        r.reg = pa->reg;
        aff[a] = nv_swp_affine_of(h, &r, 0);
      }
    }
    for (a = 0; a < D.nnodes; a++)
      for (b = 0; b < D.nnodes; b++) {
        unsigned ka = D.n[a].mem, kb = D.n[b].mem;
        if ((ka != NV_SMEM_LOAD && ka != NV_SMEM_STORE) || (kb != NV_SMEM_LOAD && kb != NV_SMEM_STORE)) continue;
        d = prune ? nv_swp_carried_conflict(D.n[a].mi, D.n[b].mi, &aff[a], &aff[b], maxd, P->mf->ir != NULL) : 1;
        if (d) nv_swp_add_edge(&G, a, b, 0, d);
      }
    nv_xfree(aff);
  }
  nv_xfree(defnode);
  /* MII */
  recmii = nv_swp_recmii(&G, &enumerated);
  resmii = nv_swp_resmii(&G, per);
  if (nv_mir_knob(P->o, NV_KNOB_PIPELINER_DBG_RES)) {
    nv_buf b = NV_BUF_INIT;
    for (k = 0; k < NV_SWP_PIPE_COUNT; k++)
      if (per[k]) nv_buf_printf(&b, ", %s %u", nv_swp_pipe_name(k), per[k]);
    nv_pass_remark(P->o, NV_SWP_PASS, file, line, col, "Resources of the loop in %s: issue %u (width %u)%.*s", fname,
                   per[NV_SWP_PIPE_COUNT], G.width, (int)b.len, b.data ? b.data : "");
    nv_buf_free(&b);
  }
  mii = nv_mir_knob(P->o, NV_KNOB_PIPELINER_IGNORE_RECMII) ? resmii : (recmii > resmii ? recmii : resmii);
  S.cycle = (int32_t *)nv_xcalloc(G.n ? G.n : 1, sizeof(int32_t));
  if (mii == 0) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col, "Invalid Minimal Initiation Interval: 0 (loop in %s)", fname);
    goto out;
  }
  if ((int64_t)mii > max_mii) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                          "Minimal Initiation Interval too large: %u > %lld. Refer to -pipeliner-max-mii. (loop in %s)",
                          mii, (long long)max_mii, fname);
    goto out;
  }
  /* The exit test's slice is scheduled into stage 0 (nv_swp_schedule_first): the kernel's
   * branch then reads the test of the iteration the trip starts, with no copy of the
   * slice per trip. The first search keeps that constraint (at a II where a pipe is
   * saturated it may fail: the windows it narrows can miss the one free slot); a second,
   * without it, looks below the II found: a schedule there wins only when its II plus
   * the slice's instructions (which the kernel then issues once more per trip, when the
   * test lands after stage 0) stays below the constrained II. */
  exit_slice = (uint8_t *)nv_xcalloc(D.nnodes ? D.nnodes : 1, 1);
  if (nv_mve_refuse(h, &D, &S, term, exit_slice, P->nregs) != NULL) {
    nv_xfree(exit_slice);
    exit_slice = NULL;
  }
  lo = force_ii > 0 ? (uint32_t)force_ii : mii;
  hi = force_ii > 0 ? (uint32_t)force_ii : mii + (uint32_t)(range > 0 ? range : 0);
  for (pass = exit_slice ? 0 : 1; pass < 2; pass++) {
  uint32_t top = hi;
  if (pass == 1 && found) { /* the constrained schedule, kept; below its II unconstrained */
    if (S.ii <= lo) break;
    top = S.ii - 1;
    cyc_a = (int32_t *)nv_xmalloc((G.n ? G.n : 1) * sizeof(int32_t));
    memcpy(cyc_a, S.cycle, G.n * sizeof(int32_t));
    ii_a = S.ii;
    stage_a = S.max_stage;
    found = 0;
  }
  for (ii = lo; ii <= top && !found; ii++) {
    uint32_t bad;
    int r;
    if (!(pass ? nv_swp_schedule(&G, ii, &S) : nv_swp_schedule_first(&G, ii, &S, exit_slice))) continue;
    if (P->verify && (r = nv_swp_check(&G, ii, S.cycle, &bad)) != 0) {
      nv_diag(P->o ? P->o->diag : NULL, NVCG_SEV_ERROR, NULL, 0, 0,
              "machine_pipeliner: the schedule of the loop in '%s' at II %u breaks %s %u", fname, ii,
              r == 1 ? "edge" : "the resources of kernel cycle", bad);
      P->failed = 1;
      goto out;
    }
    if ((int64_t)S.max_stage > max_stages) {
      stage_fail = S.max_stage;
      continue;
    }
    /* the pressure check: asked for, or whenever code is generated */
    if (P->generate || nv_mir_knob(P->o, NV_KNOB_PIPELINER_REGISTER_PRESSURE)) {
      nv_reg_target tg;
      int64_t margin = nv_mir_knob(P->o, NV_KNOB_PIPELINER_REGISTER_PRESSURE_MARGIN);
      nv_mir_reg_target(P->mf, P->o, &tg);
      if (!have_base) {
        nv_mrpa R;
        nv_mrpa_init_blocks(&R, P->mf, P->o);
        rp_base = nv_mrpa_block(&R, h) ? nv_rp_units(nv_mrpa_block(&R, h)) : 0;
        nv_mrpa_free(&R);
        have_base = 1;
      }
      rp_units = nv_swp_pressure(P, h, &D, &S, live, rp_base);
      rp_limit = (uint32_t)(((int64_t)tg.units * (100 - margin)) / 100);
      if ((int64_t)rp_units * 100 > (int64_t)tg.units * (100 - margin)) {
        rp_fail = rp_units;
        continue;
      }
    }
    found = 1;
  }
  if (pass == 1 && cyc_a) {
    uint32_t nslice = 0, cost;
    int late = 0;
    for (v = 0; v < D.nnodes; v++)
      if (exit_slice[v]) {
        nslice++;
        if (found && nv_minst_writes(D.n[v].mi, term->pred) && S.cycle[v] / (int32_t)S.ii > 0) late = 1;
      }
    cost = found ? S.ii + (late ? nslice : 0) : UINT32_MAX;
    if (cost >= ii_a) { /* back to the constrained schedule */
      memcpy(S.cycle, cyc_a, G.n * sizeof(int32_t));
      S.ii = ii_a;
      S.max_stage = stage_a;
      found = 1;
    }
  }
  }
  if (!found) {
    if (stage_fail)
      nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                            "Too many stages in schedule: %u > %lld. Refer to -pipeliner-max-stages. (loop in %s)",
                            stage_fail, (long long)max_stages, fname);
    else if (rp_fail)
      nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                            "Register pressure of the schedule too high: %u registers > %u, the target less the "
                            "margin (loop in %s)",
                            rp_fail, rp_limit, fname);
    else
      nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col, "Unable to find schedule (loop in %s)", fname);
    goto out;
  }
  ii = S.ii;
  if (S.max_stage == 0) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                          "No need to pipeline - no overlapped iterations in schedule. (loop in %s, II %u)", fname, ii);
    goto out;
  }
  P->scheduled++;
  if (P->generate && nv_mir_knob(P->o, NV_KNOB_PIPELINER_PROFITABILITY)) {
    nv_swp_profit R;
    int64_t min_gain = nv_mir_knob(P->o, NV_KNOB_PIPELINER_MIN_GAIN);
    nv_swp_profit_of(P, L, &D, &G, &S, exit_slice, &R);
    /* a constant trip count below the stages: the generator says so */
    if (R.gain < min_gain && !(R.known && R.trips <= S.max_stage)) {
      nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                            "Not profitable: %u.%02u cycles per iteration unpipelined, %u.%02u per kernel trip (II %u, "
                            "stages %u), %s%u iterations: gain %lld%% < %lld%%. Refer to -pipeliner-min-gain. (loop in %s)",
                            (unsigned)(R.cseq16 / 16), (unsigned)(R.cseq16 % 16 * 100 / 16), (unsigned)(R.cker16 / 16),
                            (unsigned)(R.cker16 % 16 * 100 / 16), ii, S.max_stage + 1, R.known ? "" : "assumed ",
                            R.trips, (long long)R.gain, (long long)min_gain, fname);
      goto out;
    }
  }
  if (!P->generate) { /* asked for the schedule only */
    nv_pass_remark(P->o, NV_SWP_PASS, file, line, col,
                   "Scheduled: II = %u, MII = %u (RecMII %u%s, ResMII %u), stages = %u, %s trip count, %u instructions "
                   "(loop in %s; schedule only: %s)",
                   ii, mii, recmii, enumerated ? "" : " exact, past the circuit bound", resmii, S.max_stage + 1,
                   constant ? "constant" : "runtime", D.nnodes, fname,
                   nv_mir_knob(P->o, NV_KNOB_PIPELINER_ANNOTATE_FOR_TESTING) ? "pipeliner-annotate-for-testing"
                   : !nv_mir_knob(P->o, NV_KNOB_PIPELINER_CODEGEN)             ? "pipeliner-codegen=0"
                                                                               : "pipeliner-mve-cg=0");
    nv_swp_annotate(P, &D, &G, &S, file, line, col);
    goto out;
  }
  if (!(nv_mir_knob(P->o, NV_KNOB_PIPELINER_EXPERIMENTAL_CG) ? nv_peel_generate(P, L, &D, &G, &S, &why)
                                                              : nv_mve_generate(P, L, &D, &G, &S, &why))) {
    nv_pass_remark_missed(P->o, NV_SWP_PASS, file, line, col,
                          "Schedule found (II = %u, MII = %u, stages = %u) but no kernel generated: %s (loop in %s)", ii,
                          mii, S.max_stage + 1, why, fname);
    goto out;
  }
  P->changed = 1;
  if (why) {
    nv_diag(P->o ? P->o->diag : NULL, NVCG_SEV_ERROR, NULL, 0, 0,
            "machine_pipeliner: kernel generation for the loop in '%s' at II %u failed: %s", fname, ii, why);
    P->failed = 1;
    goto out;
  }
  nv_pass_remark(P->o, NV_SWP_PASS, file, line, col,
                 "Pipelined succesfully! II = %u, MII = %u (RecMII %u%s, ResMII %u), stages = %u, %s trip count, "
                 "%u instructions (loop in %s)",
                 ii, mii, recmii, enumerated ? "" : " exact, past the circuit bound", resmii, S.max_stage + 1,
                 P->folded ? "constant (no guard)" : constant ? "constant" : "runtime", D.nnodes, fname);
  nv_swp_annotate(P, &D, &G, &S, file, line, col);
out:
  nv_xfree(cyc_a);
  nv_xfree(exit_slice);
  nv_xfree(S.cycle);
  nv_swp_graph_free(&G);
  nv_sdag_free(&D);
}

static int nv_pass_machine_pipeliner(nv_mfunc *mf, const nv_options *o) {
  nv_swp P;
  uint32_t i, j;
  int again = 1, any = 0;
  if (!mf->is_ssa || !nv_mir_knob(o, NV_KNOB_ENABLE_PIPELINER)) return 0;
  memset(&P, 0, sizeof P);
  /* cicc's order: annotate-for-testing only annotates; else the peeling generator
   * (pipeliner-experimental-cg); else the MVE generator */
  P.generate = nv_mir_knob(o, NV_KNOB_PIPELINER_CODEGEN) != 0 &&
               (nv_mir_knob(o, NV_KNOB_PIPELINER_EXPERIMENTAL_CG) != 0 || nv_mir_knob(o, NV_KNOB_PIPELINER_MVE_CG) != 0) &&
               !nv_mir_knob(o, NV_KNOB_PIPELINER_ANNOTATE_FOR_TESTING);
  /* without kernel generation the pass changes no code: it runs only when someone reads
   * its remarks */
  if (!P.generate && !nv_pass_remarks_wanted(o, NV_SWP_PASS) && !nv_pass_remarks_missed_wanted(o, NV_SWP_PASS)) return 0;
  P.mf = mf;
  P.o = o;
  P.verify = o && o->verify_each;
  /* one loop at a time: a generated loop changes the CFG, so the analyses are computed
   * again and the loops seen before (their headers, the kernels made) are skipped */
  while (again && !P.failed) {
    nv_mdom dom;
    nv_mloops L;
    nv_live live;
    uint8_t *outer;
    again = 0;
    P.nregs = mf->vreg_class.len ? mf->vreg_class.len : 1;
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
    nv_mdom_compute(&dom, mf);
    nv_mloops_compute(&L, mf, &dom);
    nv_live_compute(&live, mf);
    outer = (uint8_t *)nv_xcalloc(L.n ? L.n : 1, 1);
    for (i = 0; i < L.n; i++)
      if (L.loops[i].parent >= 0) outer[L.loops[i].parent] = 1;
    for (i = 0; i < L.n && !P.failed && !again; i++) {
      if (outer[i]) continue;
      for (j = 0; j < P.done.len && P.done.data[j] != L.loops[i].header; j++) {}
      if (j < P.done.len) continue;
      nv_vec_push(&P.done, L.loops[i].header);
      P.changed = 0;
      nv_swp_loop(&P, &L.loops[i], &live);
      if (P.changed) again = any = 1;
    }
    nv_xfree(outer);
    nv_live_free(&live);
    nv_mloops_free(&L);
    nv_mdom_free(&dom);
  }
  nv_vec_free(&P.done);
  if (any) {
    nv_mfunc_number_blocks(mf);
    nv_mfunc_compute_cfg(mf);
  }
  return any;
}
