/* mir_tests.c -- unit tests of the machine passes with independent oracles.
 *
 * PHI elimination: random machine functions in SSA form (random CFGs, loops and
 * self-loops included, PHIs whose inputs are other PHIs of the same block -- the swap
 * problem -- and inputs defined only on some edges -- the lost-copy problem) are run by
 * a small interpreter with PHI semantics (all PHIs of a block read their inputs for the
 * incoming edge at once), then phi_elim runs and the copies it left are interpreted
 * plainly along the same branch decisions; the stores each run makes must agree.
 * The machine verifier must accept every function before and after.
 *
 * Coalescing: the same random functions after phi_elim go through the register coalescer
 * (coalesce.c, usedessa=2); the copies left are interpreted again and must give the same
 * stores, and every pair of registers it merged is checked by brute force: liveness by
 * iterative dataflow on the function before coalescing, and no instruction where both
 * registers are live after it (or written by it) at once, nor a block both are live into.
 *
 * Verifier: hand-made broken functions must be rejected.
 *
 * Prints "PASS: name" / "FAIL: name (why)" lines. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <string.h>

static uint64_t rng_state;
static uint32_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state >> 11);
}
static uint32_t pick(uint32_t n) { return n ? rnd() % n : 0; }

static unsigned verifier_errors;
static void count_diag(const nvcg_diagnostic *d, void *user) {
  if (getenv("MIR_DEBUG")) fprintf(stderr, "%s\n", d->message);
  (void)user;
  if (d->severity == NVCG_SEV_ERROR) verifier_errors++;
}

/* ---- random SSA functions ---- */

#define MAXB 8
typedef struct gen {
  nv_mfunc *mf;
  nv_mblock *b[MAXB];
  unsigned nb;
  uint32_t pred;             /* a predicate register defined in the entry block */
  NV_VEC(uint32_t) avail[MAXB]; /* registers usable in block i (defined there or in the entry) */
} gen;

static nv_minst *add_inst(nv_mfunc *mf, nv_mblock *mb, unsigned opc, unsigned ndefs, unsigned nops) {
  nv_minst *mi = nv_minst_new(mf, opc, ndefs, nops);
  nv_minst_append(mb, mi);
  return mi;
}

static uint32_t any_reg(gen *g, unsigned bi) { return g->avail[bi].data[pick(g->avail[bi].len)]; }

static void gen_body(gen *g, unsigned bi, unsigned slot_base) {
  nv_mblock *mb = g->b[bi];
  unsigned k, n = 1 + pick(4);
  for (k = 0; k < n; k++) {
    nv_minst *mi;
    uint32_t r = nv_vreg_new(g->mf, NV_RC_B32);
    if (pick(3) == 0 || g->avail[bi].len == 0) {
      mi = add_inst(g->mf, mb, NV_PTX_MOV_U32, 1, 2);
      mi->ops[0] = nv_mop_reg(r);
      mi->ops[1] = nv_mop_imm((int64_t)pick(1000));
    } else {
      mi = add_inst(g->mf, mb, NV_PTX_ADD_S32, 1, 3);
      mi->ops[0] = nv_mop_reg(r);
      mi->ops[1] = nv_mop_reg(any_reg(g, bi));
      mi->ops[2] = pick(2) ? nv_mop_reg(any_reg(g, bi)) : nv_mop_imm((int64_t)pick(50));
    }
    nv_vec_push(&g->avail[bi], r);
  }
  /* observe a couple of values */
  for (k = 0; k < 2; k++) {
    nv_minst *st = add_inst(g->mf, mb, NV_PTX_ST_U32, 0, 2);
    st->mods.space = NV_SPACE_GLOBAL;
    st->ops[0] = nv_mop_addr_sym("trace", (int64_t)(slot_base + k));
    st->ops[1] = nv_mop_reg(any_reg(g, bi));
  }
}

/* Builds a random function; PHI inputs are filled once every block's body exists. */
static nv_mfunc *gen_function(nv_arena *arena, const nv_target *tgt) {
  gen g;
  unsigned i, j;
  nv_minst *mi;
  memset(&g, 0, sizeof g);
  g.mf = nv_mfunc_new(arena, tgt, NULL);
  g.mf->name = "rand";
  g.nb = 2 + pick(MAXB - 1);
  for (i = 0; i < g.nb; i++) g.b[i] = nv_mblock_new(g.mf, NULL);
  g.pred = nv_vreg_new(g.mf, NV_RC_PRED);
  mi = add_inst(g.mf, g.b[0], NV_PTX_MOV_PRED, 1, 2);
  mi->ops[0] = nv_mop_reg(g.pred);
  mi->ops[1] = nv_mop_imm(1);
  gen_body(&g, 0, 0);
  for (i = 1; i < g.nb; i++) {
    for (j = 0; j < g.avail[0].len; j++) nv_vec_push(&g.avail[i], g.avail[0].data[j]);
  }
  /* terminators: the last block returns; others branch to one or two random blocks
   * (never the entry) */
  for (i = 0; i < g.nb; i++) {
    nv_mblock *mb = g.b[i];
    if (i > 0) {
      /* PHIs first (inputs later), then the body */
      unsigned np = pick(4), k;
      for (k = 0; k < np; k++) {
        mi = add_inst(g.mf, mb, NV_PTX_PHI, 1, 2); /* room to become a mov if unreachable */
        mi->nops = 1;
        mi->ops[0] = nv_mop_reg(nv_vreg_new(g.mf, NV_RC_B32));
        nv_vec_push(&g.avail[i], mi->ops[0].reg);
      }
      gen_body(&g, i, 10 * i);
    }
    if (i == g.nb - 1) {
      add_inst(g.mf, mb, NV_PTX_RET, 0, 0);
    } else {
      unsigned t1 = 1 + pick(g.nb - 1), t2 = 1 + pick(g.nb - 1);
      mi = add_inst(g.mf, mb, NV_PTX_BRA, 0, 1);
      mi->ops[0] = nv_mop_block(g.b[t1]);
      mi->pred = g.pred;
      if (t2 != t1) {
        mi = add_inst(g.mf, mb, NV_PTX_BRA, 0, 1);
        mi->ops[0] = nv_mop_block(g.b[t2]);
        mi->mods.uni = 1;
      } else {
        mi = add_inst(g.mf, mb, NV_PTX_BRA, 0, 1);
        mi->ops[0] = nv_mop_block(g.b[g.nb - 1]);
        mi->mods.uni = 1;
      }
    }
  }
  nv_mfunc_compute_cfg(g.mf);
  /* PHI inputs: one per predecessor, from what the predecessor can see (its own values,
   * its PHIs -- in a self-loop the block's own PHIs: the swap problem -- and the entry's) */
  for (i = 1; i < g.nb; i++) {
    nv_mblock *mb = g.b[i];
    if (!mb->preds.len) continue;
    for (mi = mb->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
      unsigned np = mb->preds.len, k;
      nv_mop *ops = NV_NEW_ARRAY(arena, nv_mop, 1 + 2 * np);
      ops[0] = mi->ops[0];
      for (k = 0; k < np; k++) {
        unsigned pi = mb->preds.data[k]->index;
        ops[1 + 2 * k] = nv_mop_reg(any_reg(&g, pi));
        ops[2 + 2 * k] = nv_mop_block(mb->preds.data[k]);
      }
      mi->ops = ops;
      mi->nops = 1 + 2 * np;
    }
  }
  /* blocks without predecessors keep PHIs with no inputs: drop those PHIs' uses by
   * giving them a definition instead */
  for (i = 1; i < g.nb; i++) {
    nv_mblock *mb = g.b[i];
    if (mb->preds.len) continue;
    for (mi = mb->first; mi && mi->opc == NV_PTX_PHI; mi = mi->next) {
      mi->opc = NV_PTX_MOV_U32;
      mi->nops = 2;
      mi->ops[1] = nv_mop_imm(7);
    }
  }
  for (i = 0; i < g.nb; i++) nv_vec_free(&g.avail[i]);
  return g.mf;
}

/* ---- the interpreter ---- */

typedef struct trace {
  uint32_t v[512];
  unsigned n;
} trace;

static int run(nv_mfunc *mf, uint64_t seed, trace *out, int ssa) {
  uint32_t nregs = mf->vreg_class.len, *reg = (uint32_t *)calloc(nregs, sizeof *reg), *tmp;
  nv_mblock *mb = mf->first, *from = NULL;
  uint64_t st = seed;
  unsigned steps = 0;
  tmp = (uint32_t *)calloc(nregs, sizeof *tmp);
  out->n = 0;
  while (mb && steps < 60) {
    nv_minst *mi = mb->first, *next_target = NULL;
    /* only the generated blocks count (they all store): edge blocks PHI elimination adds
     * must not cut a path short */
    for (; mi; mi = mi->next)
      if (mi->opc == NV_PTX_ST_U32) {
        steps++;
        break;
      }
    mi = mb->first;
    if (ssa) {
      /* PHIs read their inputs for the edge from `from`, all at once */
      nv_minst *p;
      for (p = mi; p && p->opc == NV_PTX_PHI; p = p->next) {
        unsigned k;
        for (k = 1; k + 1 < p->nops; k += 2)
          if (p->ops[k + 1].mbb == from) tmp[p->ops[0].reg] = reg[p->ops[k].reg];
      }
      for (p = mi; p && p->opc == NV_PTX_PHI; p = p->next) reg[p->ops[0].reg] = tmp[p->ops[0].reg];
      while (mi && mi->opc == NV_PTX_PHI) mi = mi->next;
    }
    for (; mi; mi = mi->next) {
      switch (mi->opc) {
      case NV_PTX_MOV_U32: reg[mi->ops[0].reg] = (uint32_t)mi->ops[1].imm; break;
      case NV_PTX_MOV_PRED: reg[mi->ops[0].reg] = 1; break;
      case NV_PTX_COPY: reg[mi->ops[0].reg] = reg[mi->ops[1].reg]; break;
      case NV_PTX_ADD_S32:
        reg[mi->ops[0].reg] = reg[mi->ops[1].reg] +
                              (mi->ops[2].kind == NV_MO_IMM ? (uint32_t)mi->ops[2].imm : reg[mi->ops[2].reg]);
        break;
      case NV_PTX_ST_U32:
        if (out->n < 512) out->v[out->n++] = (uint32_t)mi->ops[0].imm * 1000003u + reg[mi->ops[1].reg];
        break;
      case NV_PTX_BRA: {
        int taken = 1;
        if (mi->pred) {
          st ^= st << 13;
          st ^= st >> 7;
          st ^= st << 17;
          taken = (int)((st >> 20) & 1);
        }
        if (taken && !next_target) next_target = mi;
        break;
      }
      case NV_PTX_RET: break;
      case NV_PTX_PHI: free(reg); free(tmp); return 0; /* PHI left after elimination */
      default: break;
      }
      if (next_target) break;
    }
    from = mb;
    if (next_target) mb = next_target->ops[0].mbb;
    else if (mb->last && mb->last->opc == NV_PTX_RET) mb = NULL;
    else mb = mb->next;
  }
  free(reg);
  free(tmp);
  return 1;
}

static int same(const trace *a, const trace *b) { return a->n == b->n && !memcmp(a->v, b->v, a->n * sizeof a->v[0]); }

/* ---- tests ---- */

static int test_phi_elim_random(nv_options *o, const nv_target *tgt, char *why, size_t whysize) {
  unsigned f, s;
  for (f = 0; f < 400; f++) {
    nv_arena arena;
    nv_mfunc *mf;
    trace before[4], after;
    nv_arena_init(&arena);
    mf = gen_function(&arena, tgt);
    verifier_errors = 0;
    if (!nv_mir_verify(mf, o, "generation")) {
      if (getenv("MIR_DEBUG")) {
        nv_buf b = NV_BUF_INIT;
        nv_mfunc_dump(mf, &b);
        fprintf(stderr, "%s\n", b.data);
        nv_buf_free(&b);
      }
      snprintf(why, whysize, "function %u: the verifier rejects a generated SSA function", f);
      return 0;
    }
    for (s = 0; s < 4; s++) run(mf, 0x9e3779b97f4a7c15ull * (s + 1) + f, &before[s], 1);
    nv_pass_phi_elim(mf, o);
    if (!nv_mir_verify(mf, o, "phi_elim")) {
      snprintf(why, whysize, "function %u: the verifier rejects the result of phi_elim", f);
      return 0;
    }
    for (s = 0; s < 4; s++) {
      if (!run(mf, 0x9e3779b97f4a7c15ull * (s + 1) + f, &after, 0) || !same(&before[s], &after)) {
        snprintf(why, whysize, "function %u, path %u: stores differ after phi_elim", f, s);
        return 0;
      }
    }
    {
      nv_mblock *mb;
      for (mb = mf->first; mb; mb = mb->next) {
        nv_vec_free(&mb->preds);
        nv_vec_free(&mb->succs);
      }
      nv_vec_free(&mf->vreg_class);
      nv_vec_free(&mf->frame);
    }
    nv_arena_free(&arena);
  }
  return 1;
}

/* ---- brute-force interference for the coalescer ---- */

#define MAXR 256
/* For each block its live-in set, for each instruction (in order) the registers live
 * after it or written by it: the places two merged registers must never meet. */
typedef struct pts {
  NV_VEC(uint8_t *) sets;
} pts;

static void op_regs(const nv_minst *mi, int defs, uint32_t *out, unsigned *n) {
  unsigned i;
  *n = 0;
  for (i = defs ? 0 : mi->ndefs; i < (defs ? mi->ndefs : mi->nops); i++)
    if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg) out[(*n)++] = mi->ops[i].reg;
  if (!defs && mi->pred) out[(*n)++] = mi->pred;
}

static void interference_points(nv_mfunc *mf, pts *P) {
  /* PHI elimination adds edge blocks: room for up to MAXB * MAXB blocks */
  static uint8_t in[MAXB * MAXB + MAXB][MAXR], out[MAXB * MAXB + MAXB][MAXR];
  nv_mblock *mb;
  unsigned changed = 1, k, n;
  uint32_t regs[16], r;
  memset(in, 0, sizeof in);
  memset(out, 0, sizeof out);
  while (changed) {
    changed = 0;
    for (mb = mf->last; mb; mb = mb->prev) {
      uint8_t live[MAXR];
      nv_minst *mi;
      memset(live, 0, sizeof live);
      for (k = 0; k < mb->succs.len; k++)
        for (r = 0; r < MAXR; r++) live[r] |= in[mb->succs.data[k]->index][r];
      if (memcmp(live, out[mb->index], MAXR)) changed = 1;
      memcpy(out[mb->index], live, MAXR);
      for (mi = mb->last; mi; mi = mi->prev) {
        op_regs(mi, 1, regs, &n);
        for (k = 0; k < n; k++) live[regs[k]] = 0;
        op_regs(mi, 0, regs, &n);
        for (k = 0; k < n; k++) live[regs[k]] = 1;
      }
      if (memcmp(live, in[mb->index], MAXR)) changed = 1;
      memcpy(in[mb->index], live, MAXR);
    }
  }
  for (mb = mf->first; mb; mb = mb->next) {
    uint8_t live[MAXR], *s = (uint8_t *)malloc(MAXR);
    nv_minst *mi;
    memcpy(s, in[mb->index], MAXR);
    nv_vec_push(&P->sets, s);
    memcpy(live, out[mb->index], MAXR);
    for (mi = mb->last; mi; mi = mi->prev) {
      s = (uint8_t *)malloc(MAXR);
      memcpy(s, live, MAXR);
      op_regs(mi, 1, regs, &n);
      for (k = 0; k < n; k++) s[regs[k]] = 1;
      nv_vec_push(&P->sets, s);
      for (k = 0; k < n; k++) live[regs[k]] = 0;
      op_regs(mi, 0, regs, &n);
      for (k = 0; k < n; k++) live[regs[k]] = 1;
    }
  }
}

static int test_coalesce_random(nv_options *o, const nv_target *tgt, char *why, size_t whysize) {
  unsigned f, s, removed = 0, copies = 0;
  for (f = 0; f < 400; f++) {
    nv_arena arena;
    nv_mfunc *mf;
    trace before[4], after;
    pts P;
    uint32_t map[MAXR], nregs, i, a, b;
    nv_mblock *mb;
    nv_minst *mi;
    nv_arena_init(&arena);
    mf = gen_function(&arena, tgt);
    for (s = 0; s < 4; s++) run(mf, 0x9e3779b97f4a7c15ull * (s + 1) + f, &before[s], 1);
    nv_pass_phi_elim(mf, o);
    nregs = mf->vreg_class.len;
    if (nregs > MAXR) {
      snprintf(why, whysize, "function %u: too many registers for the test", f);
      return 0;
    }
    for (mb = mf->first; mb; mb = mb->next)
      for (mi = mb->first; mi; mi = mi->next) copies += mi->opc == NV_PTX_COPY;
    nv_mfunc_compute_cfg(mf);
    memset(&P, 0, sizeof P);
    interference_points(mf, &P);
    removed += nv_coalesce_run(mf, o, map);
    if (!nv_mir_verify(mf, o, "coalesce")) {
      snprintf(why, whysize, "function %u: the verifier rejects the result of coalesce", f);
      return 0;
    }
    for (s = 0; s < 4; s++)
      if (!run(mf, 0x9e3779b97f4a7c15ull * (s + 1) + f, &after, 0) || !same(&before[s], &after)) {
        snprintf(why, whysize, "function %u, path %u: stores differ after coalescing", f, s);
        return 0;
      }
    for (i = 0; i < P.sets.len; i++) {
      for (a = 1; a < nregs; a++)
        for (b = a + 1; b < nregs; b++)
          if (P.sets.data[i][a] && P.sets.data[i][b] && map[a] == map[b]) {
            snprintf(why, whysize, "function %u: registers %u and %u were merged but are live at once", f, a, b);
            return 0;
          }
      free(P.sets.data[i]);
    }
    nv_vec_free(&P.sets);
    for (mb = mf->first; mb; mb = mb->next) {
      nv_vec_free(&mb->preds);
      nv_vec_free(&mb->succs);
    }
    nv_vec_free(&mf->vreg_class);
    nv_vec_free(&mf->frame);
    nv_arena_free(&arena);
  }
  /* the point of the pass: most PHI copies go */
  if (removed * 2 < copies) {
    snprintf(why, whysize, "only %u of %u copies coalesced", removed, copies);
    return 0;
  }
  printf("coalesce: %u of %u copies removed\n", removed, copies);
  return 1;
}

/* Broken functions the verifier must reject. */
static int test_verifier_rejects(nv_options *o, const nv_target *tgt, char *why, size_t whysize) {
  static const char *const names[] = {"wrong register class", "undefined register", "after terminator",
                                      "falls off the end", "two definitions in SSA", "immediate not allowed"};
  unsigned k;
  for (k = 0; k < 6; k++) {
    nv_arena arena;
    nv_mfunc *mf;
    nv_mblock *mb;
    nv_minst *mi;
    uint32_t r32, r64, rp;
    nv_arena_init(&arena);
    mf = nv_mfunc_new(&arena, tgt, NULL);
    mf->name = "broken";
    mb = nv_mblock_new(mf, NULL);
    r32 = nv_vreg_new(mf, NV_RC_B32);
    r64 = nv_vreg_new(mf, NV_RC_B64);
    rp = nv_vreg_new(mf, NV_RC_PRED);
    (void)rp;
    mi = add_inst(mf, mb, NV_PTX_MOV_U32, 1, 2);
    mi->ops[0] = nv_mop_reg(r32);
    mi->ops[1] = nv_mop_imm(1);
    switch (k) {
    case 0:
      mi = add_inst(mf, mb, NV_PTX_ADD_S32, 1, 3);
      mi->ops[0] = nv_mop_reg(r64);
      mi->ops[1] = nv_mop_reg(r32);
      mi->ops[2] = nv_mop_reg(r32);
      break;
    case 1:
      mi = add_inst(mf, mb, NV_PTX_ADD_S32, 1, 3);
      mi->ops[0] = nv_mop_reg(nv_vreg_new(mf, NV_RC_B32));
      mi->ops[1] = nv_mop_reg(nv_vreg_new(mf, NV_RC_B32));
      mi->ops[2] = nv_mop_reg(r32);
      break;
    case 2:
      add_inst(mf, mb, NV_PTX_RET, 0, 0);
      mi = add_inst(mf, mb, NV_PTX_MOV_U32, 1, 2);
      mi->ops[0] = nv_mop_reg(nv_vreg_new(mf, NV_RC_B32));
      mi->ops[1] = nv_mop_imm(2);
      break;
    case 3: break;
    case 4:
      mi = add_inst(mf, mb, NV_PTX_MOV_U32, 1, 2);
      mi->ops[0] = nv_mop_reg(r32);
      mi->ops[1] = nv_mop_imm(2);
      break;
    case 5:
      mi = add_inst(mf, mb, NV_PTX_NOT_B32, 1, 2);
      mi->ops[0] = nv_mop_reg(nv_vreg_new(mf, NV_RC_B32));
      mi->ops[1] = nv_mop_imm(3);
      break;
    default: break;
    }
    if (k != 2 && k != 3) add_inst(mf, mb, NV_PTX_RET, 0, 0);
    verifier_errors = 0;
    if (nv_mir_verify(mf, o, "test") || verifier_errors == 0) {
      snprintf(why, whysize, "accepted a function with: %s", names[k]);
      return 0;
    }
    nv_vec_free(&mf->vreg_class);
    nv_arena_free(&arena);
  }
  return 1;
}

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nv_options o;
  nv_target tgt;
  char why[256];
  nvcg_context_set_diag_handler(ctx, count_diag, NULL);
  memset(&o, 0, sizeof o);
  o.sm = 75;
  o.opt_level = 2; /* PHI elimination splits critical edges above -O0 */
  o.diag = &ctx->diag;
  nv_target_init(&tgt, 75, 0);
  rng_state = 0x243f6a8885a308d3ull;
  why[0] = 0;
  if (test_phi_elim_random(&o, &tgt, why, sizeof why)) printf("PASS: mir/phi_elim_random\n");
  else printf("FAIL: mir/phi_elim_random (%s)\n", why);
  if (test_coalesce_random(&o, &tgt, why, sizeof why)) printf("PASS: mir/coalesce_random\n");
  else printf("FAIL: mir/coalesce_random (%s)\n", why);
  if (test_verifier_rejects(&o, &tgt, why, sizeof why)) printf("PASS: mir/verifier_rejects\n");
  else printf("FAIL: mir/verifier_rejects (%s)\n", why);
  nv_target_free(&tgt);
  nvcg_context_destroy(ctx);
  return 0;
}
