/* test_sched.c -- the scheduling DAG (mir/sched_dag.c), the schedule checker and the
 * machine scheduler (mir/machine_sched.c) against an independent oracle on random
 * machine code: registers written several times and under guards (and SSA code, where
 * the same-base address rule applies), loads and stores in every state space through
 * register, symbol and frame bases, volatile and invariant loads, atomics, barriers,
 * fences and shuffles. The oracle is the pairwise rule written out from the generator's
 * own knowledge of each instruction (not from the PTX table): two instructions must stay
 * in order when one writes a register the other reads or writes, or both touch memory
 * that may overlap with a store among them, or one of them orders memory. Checked:
 *  - every DAG edge joins a pair the oracle orders (no spurious edges);
 *  - every pair the oracle orders is joined by a path (nothing missed), also in regions
 *    long enough for the DAG's conservative fences (NV_SDAG_MEM_RUN);
 *  - the checker accepts random topological orders and rejects orders that break an
 *    edge, naming a broken edge, and non-permutations;
 *  - the pass (heuristic, nvptx-sched4reg, random orders from misched-perturb-seed)
 *    keeps every ordered pair and every boundary in place, with MRPA's incremental
 *    updates verified;
 *  - latency classes of a few rows. */
#include "unit.h"

enum { K_NONE, K_INV, K_LD, K_ST, K_ORD }; /* the oracle's memory kinds */
#define MAXN 48
#define MAXBIG 1280 /* regions past NV_SDAG_MEM_RUN (256) memory accesses */
#define WORDS (MAXBIG / 64)

typedef struct gen {
  nv_arena arena;
  nv_mfunc *mf;
  int ssa;
  uint32_t r32[6], p[2], base[3];
  int no_order;          /* no ordered instructions: long runs of plain accesses */
  NV_VEC(nv_minst *) all;
  NV_VEC(uint8_t) kind;  /* oracle kind per instruction, parallel to all */
  NV_VEC(uint8_t) bytes; /* bytes accessed */
} gen;

static uint32_t def32(gen *g) {
  uint32_t r;
  if (!g->ssa) return g->r32[ut_pick(6)];
  r = nv_vreg_new(g->mf, NV_RC_B32);
  g->r32[ut_pick(6)] = r;
  return r;
}

static nv_mop rand_addr(gen *g) {
  int64_t off = 4 * (int64_t)ut_pick(3);
  switch (ut_pick(3)) {
  case 0: return nv_mop_addr_reg(g->base[ut_pick(3)], off);
  case 1: return nv_mop_addr_sym(ut_pick(2) ? "g0" : "g1", off);
  default: return nv_mop_addr_fi((int32_t)ut_pick(2), off);
  }
}

static const uint8_t spaces[] = {NV_SPACE_GENERIC, NV_SPACE_GLOBAL, NV_SPACE_SHARED, NV_SPACE_LOCAL,
                                 NV_SPACE_CONST, NV_SPACE_PARAM};

/* One random non-boundary instruction, appended to mb. */
static void rand_inst(gen *g, nv_mblock *mb) {
  nv_minst *mi = NULL;
  uint8_t kind = K_NONE, bytes = 4;
  unsigned c = ut_pick(12);
  if (g->no_order && (c == 8 || c == 9)) c = c == 8 ? 4 : 6;
  switch (c) {
  case 0: case 1:
    mi = nv_minst_new(g->mf, NV_PTX_ADD_S32, 1, 3);
    mi->ops[1] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->ops[2] = ut_pick(2) ? nv_mop_reg(g->r32[ut_pick(6)]) : nv_mop_imm(1);
    mi->ops[0] = nv_mop_reg(def32(g));
    break;
  case 2: /* a guarded write: may not happen */
    mi = nv_minst_new(g->mf, NV_PTX_MOV_U32, 1, 2);
    mi->ops[1] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->ops[0] = nv_mop_reg(def32(g));
    mi->pred = g->p[ut_pick(2)];
    break;
  case 3:
    mi = nv_minst_new(g->mf, NV_PTX_SETP_S32, 1, 3);
    mi->ops[1] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->ops[2] = nv_mop_imm(3);
    mi->mods.cmp = NV_CMP_LT;
    if (g->ssa) g->p[ut_pick(2)] = nv_vreg_new(g->mf, NV_RC_PRED);
    mi->ops[0] = nv_mop_reg(g->p[ut_pick(2)]);
    break;
  case 4: case 5: {
    unsigned sp = spaces[ut_pick(6)];
    mi = nv_minst_new(g->mf, NV_PTX_LD_U32, 1, 2);
    mi->ops[1] = rand_addr(g);
    mi->ops[0] = nv_mop_reg(def32(g));
    mi->mods.space = (uint8_t)sp;
    if (sp == NV_SPACE_GLOBAL && ut_pick(3) == 0) mi->mods.cache = NV_CACHE_NC;
    if (sp != NV_SPACE_CONST && sp != NV_SPACE_PARAM && !g->no_order && ut_pick(6) == 0) mi->mods.sem = NV_SEM_VOLATILE;
    kind = mi->mods.sem ? K_ORD : (sp == NV_SPACE_CONST || sp == NV_SPACE_PARAM || mi->mods.cache) ? K_INV : K_LD;
    break;
  }
  case 6: case 7: {
    unsigned sp = spaces[ut_pick(4)];
    int narrow = ut_pick(3) == 0;
    mi = nv_minst_new(g->mf, narrow ? NV_PTX_ST_U8 : NV_PTX_ST_U32, 0, 2);
    mi->ops[0] = rand_addr(g);
    mi->ops[1] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->mods.space = (uint8_t)sp;
    if (!g->no_order && ut_pick(8) == 0) mi->mods.sem = NV_SEM_VOLATILE;
    kind = mi->mods.sem ? K_ORD : K_ST;
    bytes = narrow ? 1 : 4;
    break;
  }
  case 8:
    mi = nv_minst_new(g->mf, NV_PTX_ATOM_ADD_U32, 1, 3);
    mi->ops[1] = rand_addr(g);
    mi->ops[2] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->ops[0] = nv_mop_reg(def32(g));
    mi->mods.space = NV_SPACE_GLOBAL;
    kind = K_ORD;
    break;
  case 9:
    switch (ut_pick(3)) {
    case 0:
      mi = nv_minst_new(g->mf, NV_PTX_BAR_SYNC, 0, 1);
      mi->ops[0] = nv_mop_imm(0);
      break;
    case 1: mi = nv_minst_new(g->mf, NV_PTX_MEMBAR_GL, 0, 0); break;
    default:
      mi = nv_minst_new(g->mf, NV_PTX_SHFL_SYNC, 1, 5);
      mi->ops[1] = nv_mop_reg(g->r32[ut_pick(6)]);
      mi->ops[2] = nv_mop_imm(1);
      mi->ops[3] = nv_mop_imm(31);
      mi->ops[4] = nv_mop_imm(-1);
      mi->ops[0] = nv_mop_reg(def32(g));
      mi->mods.mode = NV_MODE_DOWN;
      break;
    }
    kind = K_ORD;
    break;
  case 10: /* a new base address (non-SSA: the old one's accesses are no longer comparable) */
    mi = nv_minst_new(g->mf, NV_PTX_MOV_U64, 1, 2);
    mi->ops[1] = nv_mop_imm(ut_pick(4) * 64);
    if (g->ssa) g->base[ut_pick(3)] = nv_vreg_new(g->mf, NV_RC_B64);
    mi->ops[0] = nv_mop_reg(g->base[ut_pick(3)]);
    break;
  default:
    mi = nv_minst_new(g->mf, NV_PTX_MUL_LO_S32, 1, 3);
    mi->ops[1] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->ops[2] = nv_mop_reg(g->r32[ut_pick(6)]);
    mi->ops[0] = nv_mop_reg(def32(g));
    break;
  }
  nv_minst_append(mb, mi);
  nv_vec_push(&g->all, mi);
  nv_vec_push(&g->kind, kind);
  nv_vec_push(&g->bytes, bytes);
}

static void gen_init(gen *g, int ssa) {
  unsigned i;
  memset(g, 0, sizeof *g);
  nv_arena_init(&g->arena);
  g->mf = nv_mfunc_new(&g->arena, NULL, NULL);
  g->mf->name = "rand";
  g->mf->is_ssa = (uint8_t)ssa;
  g->ssa = ssa;
  for (i = 0; i < 6; i++) g->r32[i] = nv_vreg_new(g->mf, NV_RC_B32);
  for (i = 0; i < 2; i++) g->p[i] = nv_vreg_new(g->mf, NV_RC_PRED);
  for (i = 0; i < 3; i++) g->base[i] = nv_vreg_new(g->mf, NV_RC_B64);
}

static void gen_free(gen *g) {
  nv_mblock *mb;
  for (mb = g->mf->first; mb; mb = mb->next) {
    nv_vec_free(&mb->preds);
    nv_vec_free(&mb->succs);
  }
  nv_vec_free(&g->mf->vreg_class);
  nv_vec_free(&g->mf->frame);
  nv_vec_free(&g->all);
  nv_vec_free(&g->kind);
  nv_vec_free(&g->bytes);
  nv_arena_free(&g->arena);
}

/* ---- the oracle ---- */
static int reads(const nv_minst *mi, uint32_t r) {
  uint32_t i;
  if (mi->pred == r) return 1;
  for (i = mi->ndefs; i < mi->nops; i++)
    if ((mi->ops[i].kind == NV_MO_REG || (mi->ops[i].kind == NV_MO_ADDR && mi->ops[i].base_kind == NV_MO_REG)) &&
        mi->ops[i].reg == r)
      return 1;
  return 0;
}
static int writes(const nv_minst *mi, uint32_t r) {
  uint32_t i;
  for (i = 0; i < mi->ndefs; i++)
    if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg == r) return 1;
  return 0;
}

static int oracle_mem(const gen *g, uint32_t i, uint32_t j) {
  unsigned a = g->kind.data[i], b = g->kind.data[j];
  const nv_minst *x = g->all.data[i], *y = g->all.data[j];
  const nv_mop *px = NULL, *py = NULL;
  uint32_t k;
  if (a == K_NONE || b == K_NONE || a == K_INV || b == K_INV) return 0;
  if (a == K_ORD || b == K_ORD) return 1;
  if (a == K_LD && b == K_LD) return 0;
  if (x->mods.space && y->mods.space && x->mods.space != y->mods.space) return 0;
  for (k = 0; k < x->nops; k++)
    if (x->ops[k].kind == NV_MO_ADDR) px = &x->ops[k];
  for (k = 0; k < y->nops; k++)
    if (y->ops[k].kind == NV_MO_ADDR) py = &y->ops[k];
  if (px->base_kind != py->base_kind) return 1;
  if (px->base_kind == NV_MO_IMM && px->fi != py->fi) return 0;
  if (px->base_kind == NV_MO_SYM && strcmp(px->sym, py->sym)) return 1;
  if (px->base_kind == NV_MO_REG && (!g->ssa || px->reg != py->reg)) return 1;
  /* same base: do [off, off + bytes) overlap? */
  return px->imm < py->imm + g->bytes.data[j] && py->imm < px->imm + g->bytes.data[i];
}

static int oracle(const gen *g, uint32_t i, uint32_t j) {
  const nv_minst *x = g->all.data[i], *y = g->all.data[j];
  uint32_t k;
  for (k = 0; k < x->ndefs; k++) /* x writes what y reads or writes */
    if (x->ops[k].kind == NV_MO_REG && (reads(y, x->ops[k].reg) || writes(y, x->ops[k].reg))) return 1;
  for (k = 0; k < y->ndefs; k++) /* y writes what x reads */
    if (y->ops[k].kind == NV_MO_REG && reads(x, y->ops[k].reg)) return 1;
  return oracle_mem(g, i, j);
}

/* ---- DAG against the oracle, and the checker ----
 * Regions of up to MAXN nodes: edges exactly the oracle's (up to transitivity). Regions
 * of up to MAXBIG nodes, with more memory accesses than NV_SDAG_MEM_RUN between fences:
 * the DAG adds conservative edges there (a fence of its own), so only completeness and
 * the checker are tested. */
static uint64_t reach[MAXBIG][WORDS];
static uint32_t order[MAXBIG], npred[MAXBIG], ready[MAXBIG], where[MAXBIG];

static void dag_round(unsigned round, uint32_t n, int exact) {
  gen g;
  nv_mblock *mb;
  nv_sdag G;
  uint32_t i, j, k, from, to;
  int bad = 0;
  gen_init(&g, (int)(round & 1));
  g.no_order = !exact;
  mb = nv_mblock_new(g.mf, NULL);
  for (i = 0; i < n; i++) rand_inst(&g, mb);
  nv_sdag_build(&G, g.mf, mb->first, NULL, 0);
  if (!exact) { /* the long run really is there */
    uint32_t mem = 0;
    for (i = 0; i < n; i++) mem += g.kind.data[i] == K_LD || g.kind.data[i] == K_ST;
    UT_CHECK(mem > 256);
  }
  UT_CHECK(G.nnodes == n);
  /* edges: forwards, and justified (exact) */
  for (j = 0; j < n && !bad; j++)
    for (k = 0; k < G.n[j].npreds; k++) {
      uint32_t p = G.preds[G.n[j].pred_first + k].node;
      if (p >= j || (exact && !oracle(&g, p, j))) {
        UT_CHECKF(0, "round %u: edge %u -> %u is not a dependence", round, p, j);
        bad = 1;
        break;
      }
    }
  /* reachability (edges go forwards, so one backward sweep) */
  for (i = n; i-- > 0;) {
    memset(reach[i], 0, sizeof reach[i]);
    for (k = 0; k < G.n[i].nsuccs; k++) {
      uint32_t s = G.succs[G.n[i].succ_first + k].node, w;
      for (w = 0; w < WORDS; w++) reach[i][w] |= reach[s][w];
      reach[i][s >> 6] |= (uint64_t)1 << (s & 63);
    }
  }
  for (i = 0; i < n && !bad; i++)
    for (j = i + 1; j < n; j++)
      if (oracle(&g, i, j) && !((reach[i][j >> 6] >> (j & 63)) & 1)) {
        UT_CHECKF(0, "round %u: dependence %u -> %u has no path (kinds %u %u, opc %u %u, mem %u %u)", round, i, j,
                  g.kind.data[i], g.kind.data[j], g.all.data[i]->opc, g.all.data[j]->opc, G.n[i].mem, G.n[j].mem);
        bad = 1;
        break;
      }
  /* the checker: the original order, random topological orders, broken orders */
  for (i = 0; i < n; i++) order[i] = i;
  UT_CHECK(nv_sdag_check(&G, order, &from, &to));
  for (k = 0; k < 4; k++) {
    uint32_t nready = 0, done = 0;
    for (i = 0; i < n; i++)
      if (!(npred[i] = G.n[i].npreds)) ready[nready++] = i;
    while (nready) {
      uint32_t at = ut_pick(nready), v = ready[at];
      ready[at] = ready[--nready];
      order[done++] = v;
      for (j = 0; j < G.n[v].nsuccs; j++) {
        uint32_t s = G.succs[G.n[v].succ_first + j].node;
        if (!--npred[s]) ready[nready++] = s;
      }
    }
    UT_CHECK(done == n);
    UT_CHECK(nv_sdag_check(&G, order, &from, &to));
  }
  if (G.nedges) {
    /* move the target of some edge to the front: that edge (at least) breaks */
    uint32_t e = ut_pick(G.nedges), s = 0;
    for (j = 0; j < n; j++)
      if (e >= G.n[j].pred_first && e < G.n[j].pred_first + G.n[j].npreds) s = j;
    order[0] = s;
    for (i = 0, j = 1; i < n; i++)
      if (i != s) order[j++] = i;
    UT_CHECK(!nv_sdag_check(&G, order, &from, &to));
    for (i = 0; i < n; i++) where[order[i]] = i;
    UT_CHECK(from < n && to < n && where[from] >= where[to]);
    if (from < n && to < n) {
      int is_edge = 0;
      for (k = 0; k < G.n[to].npreds; k++) is_edge |= G.preds[G.n[to].pred_first + k].node == from;
      UT_CHECK(is_edge);
    }
  }
  for (i = 0; i < n; i++) order[i] = i;
  if (n > 1) {
    order[1] = 0; /* a repeated node */
    UT_CHECK(!nv_sdag_check(&G, order, &from, &to) && from == NV_MNONE);
  }
  nv_sdag_free(&G);
  gen_free(&g);
}

static void dag_oracle(void) {
  unsigned round, rounds = ut.quick ? 60 : 600;
  for (round = 0; round < rounds; round++) dag_round(round, 2 + ut_pick(MAXN - 2), 1);
}

static void dag_big_regions(void) {
  unsigned round, rounds = ut.quick ? 2 : 12;
  for (round = 0; round < rounds; round++) dag_round(round, MAXBIG / 2 + ut_pick(MAXBIG / 2), 0);
}

/* ---- the pass on random functions ---- */
static void pass_keeps_dependences(void) {
  unsigned round, rounds = ut.quick ? 30 : 300;
  for (round = 0; round < rounds; round++) {
    gen g;
    nv_mblock *b0, *b1;
    nv_minst *mi, *bra;
    nv_options opt;
    int64_t knobs[NV_KNOB_COUNT];
    nv_diag_sink sink;
    uint32_t n, i, j, k, pos[2 * MAXN + 8], nblk0;
    gen_init(&g, (int)(round & 1));
    b0 = nv_mblock_new(g.mf, NULL);
    b1 = nv_mblock_new(g.mf, NULL);
    n = 1 + ut_pick(MAXN - 1);
    for (i = 0; i < n; i++) rand_inst(&g, b0);
    nblk0 = g.all.len;
    bra = nv_minst_new(g.mf, NV_PTX_BRA, 0, 1);
    bra->ops[0] = nv_mop_block(b1);
    nv_minst_append(b0, bra);
    n = 1 + ut_pick(MAXN - 1);
    for (i = 0; i < n; i++) rand_inst(&g, b1);
    mi = nv_minst_new(g.mf, NV_PTX_RET, 0, 0);
    nv_minst_append(b1, mi);
    memset(&opt, 0, sizeof opt);
    memset(&sink, 0, sizeof sink);
    for (k = 0; k < NV_KNOB_COUNT; k++) knobs[k] = nv_mir_knob(NULL, (nv_knob_id)k);
    knobs[NV_KNOB_ENABLE_MISCHED] = 1;
    knobs[NV_KNOB_VERIFY_UPDATE_MCSE] = 1;
    knobs[NV_KNOB_NVPTX_SCHED4REG] = (round % 3) == 1;
    knobs[NV_KNOB_MISCHED_PERTURB_SEED] = (round % 3) == 2 ? round : 0;
    knobs[NV_KNOB_NV_REMAT_DEFAULT_MAX_REG] = 1 + ut_pick(8);
    opt.knobs = knobs;
    opt.verify_each = 1;
    opt.diag = &sink;
    nv_pass_machine_sched(g.mf, &opt);
    UT_CHECKF(sink.errors == 0, "round %u: the pass reported an error", round);
    /* new positions; the terminators stay last */
    for (k = 0; k < g.all.len; k++) pos[k] = NV_MNONE;
    for (mi = b0->first, i = 0; mi; mi = mi->next, i++)
      for (k = 0; k < nblk0; k++)
        if (g.all.data[k] == mi) pos[k] = i;
    for (mi = b1->first, i = 0; mi; mi = mi->next, i++)
      for (k = nblk0; k < g.all.len; k++)
        if (g.all.data[k] == mi) pos[k] = i;
    for (k = 0; k < g.all.len; k++) UT_CHECKF(pos[k] != NV_MNONE, "round %u: instruction %u lost", round, k);
    UT_CHECK(b0->last == bra && b1->last && b1->last->opc == NV_PTX_RET);
    for (i = 0; i < g.all.len; i++)
      for (j = i + 1; j < g.all.len; j++) {
        if ((i < nblk0) != (j < nblk0)) continue;
        if (oracle(&g, i, j) && pos[i] > pos[j]) {
          UT_CHECKF(0, "round %u: dependence %u -> %u reversed", round, i, j);
          i = j = g.all.len;
        }
      }
    gen_free(&g);
  }
}

static void latency_classes(void) {
  UT_CHECK(nv_sched_class_of(NV_PTX_ADD_F32, 0, 0) == NV_SCLS_FP32);
  UT_CHECK(nv_sched_class_of(NV_PTX_FMA_F64, 0, 0) == NV_SCLS_FP64);
  UT_CHECK(nv_sched_class_of(NV_PTX_MUL_LO_S32, 0, 0) == NV_SCLS_IMUL);
  UT_CHECK(nv_sched_class_of(NV_PTX_DIV_S32, 0, 0) == NV_SCLS_IDIV);
  UT_CHECK(nv_sched_class_of(NV_PTX_DIV_F32, 0, 0) == NV_SCLS_FPDIV);
  UT_CHECK(nv_sched_class_of(NV_PTX_DIV_F32, 0, 1) == NV_SCLS_MUFU);
  UT_CHECK(nv_sched_class_of(NV_PTX_SIN_APPROX_F32, 0, 1) == NV_SCLS_MUFU);
  UT_CHECK(nv_sched_class_of(NV_PTX_LD_F32, NV_SPACE_SHARED, 0) == NV_SCLS_LDSHARED);
  UT_CHECK(nv_sched_class_of(NV_PTX_LD_F32, NV_SPACE_GLOBAL, 0) == NV_SCLS_LDGLOBAL);
  UT_CHECK(nv_sched_class_of(NV_PTX_LD_F32, NV_SPACE_PARAM, 0) == NV_SCLS_LDCONST);
  UT_CHECK(nv_sched_class_of(NV_PTX_ST_F32, NV_SPACE_GLOBAL, 0) == NV_SCLS_STORE);
  UT_CHECK(nv_sched_class_of(NV_PTX_ATOM_ADD_U32, NV_SPACE_GLOBAL, 0) == NV_SCLS_ATOMIC);
  UT_CHECK(nv_sched_class_of(NV_PTX_SHFL_SYNC, 0, 0) == NV_SCLS_WARP);
  UT_CHECK(nv_sched_class_of(NV_PTX_BAR_SYNC, 0, 0) == NV_SCLS_SYNC);
  UT_CHECK(nv_sched_class_of(NV_PTX_CVT_F32_S32, 0, 0) == NV_SCLS_CONV);
  UT_CHECK(nv_sched_class_of(NV_PTX_CVT_S64_S32, 0, 0) == NV_SCLS_IALU);
  UT_CHECK(nv_sched_class_of(NV_PTX_SETP_F64, 0, 0) == NV_SCLS_FP64);
  UT_CHECK(nv_sched_latency(75, NV_SCLS_LDGLOBAL) > nv_sched_latency(75, NV_SCLS_LDSHARED));
  UT_CHECK(nv_sched_latency(75, NV_SCLS_LDSHARED) > nv_sched_latency(75, NV_SCLS_FP32));
  UT_CHECK(nv_sched_latency(60, NV_SCLS_FP32) == 6 && nv_sched_latency(90, NV_SCLS_FP32) == 4);
}

int main(int argc, char **argv) {
  ut_rs = 7;
  ut_init(argc, argv, "sched.");
  UT_RUN(latency_classes);
  UT_RUN(dag_oracle);
  UT_RUN(dag_big_regions);
  UT_RUN(pass_keeps_dependences);
  return ut_finish();
}
