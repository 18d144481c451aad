/* loops.c -- loop analysis for the IR passes (LoopInfo, LoopSimplify, LCSSA and a small
 * scalar evolution, kept to what the loop passes need). Natural loops come from back
 * edges (an edge whose target dominates its source); loops with the same header are one
 * loop; nesting follows from containment (natural loops are nested or disjoint). Retreating
 * edges to blocks that do not dominate their source (irreducible flow) form no loop.
 *
 * nv_loops_simplify puts every loop in the form the transformations assume: a preheader
 * (the header's single predecessor outside the loop, ending in `br header`), a single
 * latch, and dedicated exits (every exit block's predecessors are in the loop). New blocks
 * are placed next to the ones they serve and take their phi entries with them.
 *
 * The induction analysis (nv_loop_counted) finds a loop's counting exit: one exiting
 * block, dominating the latch, ending in `br (icmp a, b)` where a is a header phi
 * {init,+,step} (or its increment) and b is loop-invariant. A constant trip count is
 * found by running the recurrence (exact integer arithmetic in the phi's width, stopping
 * on a wrap that nsw/nuw forbids): simple, and right for every predicate and step. The
 * trip count is the number of times the header runs. Affine address expressions (the
 * strength reducer's view of an index) are nv_affine: invariant + step * iteration. */


static void nv_loops_free(nv_loops *LS) {
  uint32_t i;
  for (i = 0; i < LS->all.len; i++) {
    nv_loop *L = LS->all.data[i];
    nv_xfree(L->member);
    nv_vec_free(&L->blocks);
    nv_vec_free(&L->latches);
    nv_vec_free(&L->exits);
    nv_xfree(L);
  }
  nv_vec_free(&LS->all);
  nv_xfree(LS->inner);
  nv_cfg_free(&LS->g);
}

/* The block a preheader would be: the header's one predecessor outside, ending in an
 * unconditional branch to the header. */
static uint32_t nv_loop_find_preheader(const nv_loops *LS, const nv_loop *L) {
  const nv_cfg *g = &LS->g;
  uint32_t p, cand = NV_CFG_NONE;
  for (p = g->pred_start[L->header]; p < g->pred_start[L->header + 1]; p++) {
    uint32_t q = g->preds[p];
    if (L->member[q]) continue;
    if (cand != NV_CFG_NONE && cand != q) return NV_CFG_NONE;
    cand = q;
  }
  if (cand == NV_CFG_NONE || g->succ_start[cand + 1] - g->succ_start[cand] != 1) return NV_CFG_NONE;
  return cand;
}

static void nv_loops_build(nv_loops *LS, nv_func *f) {
  nv_cfg *g = &LS->g;
  uint32_t i, p, k;
  NV_VEC(uint32_t) work = NV_VEC_INIT;
  memset(LS, 0, sizeof *LS);
  nv_cfg_build(g, f);
  nv_cfg_dominators(g);
  LS->inner = (nv_loop **)nv_xcalloc(g->n ? g->n : 1, sizeof *LS->inner);
  for (i = 0; i < g->nreach; i++) {
    uint32_t h = g->order[i];
    nv_loop *L = NULL;
    for (p = g->pred_start[h]; p < g->pred_start[h + 1]; p++) {
      uint32_t q = g->preds[p];
      if (!nv_cfg_reachable(g, q) || !nv_cfg_dominates(g, h, q)) continue;
      if (!L) {
        L = (nv_loop *)nv_xcalloc(1, sizeof *L);
        L->header = h;
        L->member = (uint8_t *)nv_xcalloc(g->n, 1);
        L->member[h] = 1;
      }
      for (k = 0; k < L->latches.len; k++)
        if (L->latches.data[k] == q) break;
      if (k == L->latches.len) nv_vec_push(&L->latches, q);
      if (!L->member[q]) {
        L->member[q] = 1;
        nv_vec_push(&work, q);
      }
    }
    if (!L) continue;
    while (work.len) { /* the body: everything reaching a latch without passing the header */
      uint32_t b = nv_vec_pop(&work);
      for (p = g->pred_start[b]; p < g->pred_start[b + 1]; p++) {
        uint32_t q = g->preds[p];
        if (L->member[q] || !nv_cfg_reachable(g, q)) continue;
        L->member[q] = 1;
        nv_vec_push(&work, q);
      }
    }
    L->parent = LS->inner[h];
    L->depth = L->parent ? L->parent->depth + 1 : 1;
    if (L->parent) L->parent->nchildren++;
    for (k = 0; k < g->nreach; k++) {
      uint32_t b = g->order[k];
      if (!L->member[b]) continue;
      nv_vec_push(&L->blocks, b);
      LS->inner[b] = L;
    }
    nv_vec_push(&LS->all, L);
  }
  nv_vec_free(&work);
  for (i = 0; i < LS->all.len; i++) {
    nv_loop *L = LS->all.data[i];
    uint8_t *seen = (uint8_t *)nv_xcalloc(g->n, 1);
    for (k = 0; k < L->blocks.len; k++) {
      uint32_t b = L->blocks.data[k], s;
      for (s = g->succ_start[b]; s < g->succ_start[b + 1]; s++) {
        uint32_t t = g->succs[s];
        if (L->member[t] || seen[t]) continue;
        seen[t] = 1;
        nv_vec_push(&L->exits, t);
      }
    }
    nv_xfree(seen);
    L->preheader = nv_loop_find_preheader(LS, L);
  }
}

/* ---- loop-simplify form ---- */

/* Retargets every edge of terminator T that goes to `from` at `to`. */
static void nv_loop_retarget(nv_inst *T, nv_block *from, nv_block *to) {
  uint32_t i;
  for (i = 0; i < T->nops; i++)
    if (T->ops[i].val == &from->v) nv_inst_set_op(T, i, &to->v);
}

/* A new block `nb`, branching to `to`, takes over the edges into `to` from the blocks in
 * preds[] (each listed once): their terminators go to nb, and the phis of `to` move their
 * entries for those edges into phis of nb (a phi there only when the values differ). */
static void nv_loop_redirect(nv_block *to, nv_block *nb, nv_block *const *preds, uint32_t npreds) {
  nv_ib b;
  nv_inst *I;
  uint32_t k;
  nv_ib_at_end(&b, nb);
  for (I = to->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {
    nv_value *same = NULL;
    int differ = 0;
    uint32_t j;
    for (j = 0; j + 1 < I->nops; j += 2)
      for (k = 0; k < npreds; k++)
        if (I->ops[j + 1].val == &preds[k]->v) {
          if (same && same != I->ops[j].val) differ = 1;
          same = I->ops[j].val;
        }
    if (differ) {
      nv_inst *phi = nv_ib_phi(&b, I->v.type, I->v.name);
      phi->flags = I->flags;
      for (j = 0; j + 1 < I->nops; j += 2)
        for (k = 0; k < npreds; k++)
          if (I->ops[j + 1].val == &preds[k]->v) nv_opt_phi_add(phi, I->ops[j].val, preds[k]);
      same = &phi->v;
    }
    for (j = 0; j + 1 < I->nops;) {
      for (k = 0; k < npreds; k++)
        if (I->ops[j + 1].val == &preds[k]->v) break;
      if (k < npreds) nv_inst_remove_ops(I, j, 2);
      else j += 2;
    }
    if (same) nv_opt_phi_add(I, same, nb);
  }
  for (k = 0; k < npreds; k++) nv_loop_retarget(nv_block_terminator(preds[k]), to, nb);
  nv_ib_at_end(&b, nb);
  nv_ib_br(&b, to);
}

/* One fix to one loop (a preheader, one latch, or a dedicated exit); 0 when every loop is
 * in simplified form. */
static int nv_loops_simplify_one(nv_loops *LS) {
  nv_cfg *g = &LS->g;
  NV_VEC(nv_block *) preds = NV_VEC_INIT;
  uint32_t i, p, k, i2;
  int done = 0;
  for (i = 0; i < LS->all.len && !done; i++) {
    nv_loop *L = LS->all.data[i];
    nv_block *h = g->blocks[L->header];
    /* a preheader: a block ending in `br header` as the only way in */
    if (L->preheader == NV_CFG_NONE) {
      for (p = g->pred_start[L->header]; p < g->pred_start[L->header + 1]; p++) {
        nv_block *q = g->blocks[g->preds[p]];
        if (L->member[g->preds[p]]) continue;
        for (k = 0; k < preds.len; k++)
          if (preds.data[k] == q) break;
        if (k == preds.len) nv_vec_push(&preds, q);
      }
      if (preds.len) { /* none: the header is the entry, which has no predecessors */
        nv_loop_redirect(h, nv_block_new(g->f, "preheader", h), preds.data, preds.len);
        done = 1;
      }
    } else if (L->latches.len > 1) {
      nv_block *last = g->blocks[L->latches.data[L->latches.len - 1]];
      for (k = 0; k < L->latches.len; k++) nv_vec_push(&preds, g->blocks[L->latches.data[k]]);
      nv_loop_redirect(h, nv_block_new(g->f, "latch", last->next), preds.data, preds.len);
      done = 1;
    } else {
      for (k = 0; k < L->exits.len && !done; k++) {
        uint32_t e = L->exits.data[k];
        int outside = 0;
        preds.len = 0;
        for (p = g->pred_start[e]; p < g->pred_start[e + 1]; p++) {
          uint32_t q = g->preds[p];
          if (!L->member[q]) {
            outside = 1;
            continue;
          }
          for (i2 = 0; i2 < preds.len; i2++)
            if (preds.data[i2] == g->blocks[q]) break;
          if (i2 == preds.len) nv_vec_push(&preds, g->blocks[q]);
        }
        if (outside) {
          nv_loop_redirect(g->blocks[e], nv_block_new(g->f, "loopexit", g->blocks[e]), preds.data, preds.len);
          done = 1;
        }
      }
    }
    preds.len = 0;
  }
  nv_vec_free(&preds);
  return done;
}

/* Puts every loop of f in simplified form; LS is rebuilt (and valid) on return. */
static int nv_loops_simplify(nv_loops *LS, nv_func *f) {
  int changed = 0;
  while (nv_loops_simplify_one(LS)) {
    changed = 1;
    nv_loops_free(LS);
    nv_loops_build(LS, f);
  }
  return changed;
}

/* A loop the transformations can work on: simplified, with one latch and one exit block. */
static int nv_loop_simple(const nv_loop *L) {
  return L->preheader != NV_CFG_NONE && L->latches.len == 1 && L->exits.len == 1;
}

/* ---- LCSSA ---- */

/* The block in which a use happens: a phi uses its value at the end of the incoming block. */
static nv_block *nv_loop_use_block(const nv_use *u) {
  const nv_inst *U = (const nv_inst *)u->user;
  if (u->user->kind != NV_V_INST || !U->parent) return NULL;
  if (U->v.opcode == NVCG_OP_PHI) {
    uint32_t j = (uint32_t)(u - U->ops);
    return (nv_block *)U->ops[j + 1].val;
  }
  return U->parent;
}

/* For a loop with one exit block: every value defined in the loop and used outside it is
 * used through a phi in the exit block (which dominates every use outside the loop).
 * Returns whether phis were added. */
static int nv_loop_lcssa(nv_loops *LS, const nv_loop *L) {
  nv_cfg *g = &LS->g;
  nv_block *exit = g->blocks[L->exits.data[0]];
  uint32_t k, p;
  int changed = 0;
  for (k = 0; k < L->blocks.len; k++) {
    nv_block *bb = g->blocks[L->blocks.data[k]];
    NV_FOR_INSTS(I, bb) {
      nv_inst *phi = NULL;
      nv_use *u, *next;
      if (I->v.type->kind == NVCG_TYPE_VOID) continue;
      for (u = I->v.uses; u; u = next) {
        nv_block *ub = nv_loop_use_block(u);
        next = u->next;
        /* uses in unreachable blocks are no uses: dominance does not hold there */
        if (!ub || ub->parent != g->f || ub->index >= g->n || g->blocks[ub->index] != ub || L->member[ub->index] ||
            !nv_cfg_reachable(g, ub->index))
          continue;
        if (phi && u->user == &phi->v) continue;
        if (!phi) {
          nv_ib b;
          if (exit->first) nv_ib_before(&b, exit->first);
          else nv_ib_at_end(&b, exit);
          phi = nv_ib_phi(&b, I->v.type, I->v.name);
          for (p = g->pred_start[exit->index]; p < g->pred_start[exit->index + 1]; p++)
            nv_opt_phi_add(phi, &I->v, g->blocks[g->preds[p]]);
          next = I->v.uses; /* the phi's own uses went to the front: start over */
          changed = 1;
          continue;
        }
        nv_use_set(u, u->user, &phi->v);
      }
    }
  }
  return changed;
}

/* ---- induction variables and trip counts ---- */

/* v does not change in the loop: a constant, an argument, or an instruction outside it. */
static int nv_loop_invariant(const nv_loops *LS, const nv_loop *L, const nv_value *v) {
  const nv_inst *I = (const nv_inst *)v;
  uint32_t b;
  if (v->kind != NV_V_INST) return v->kind != NV_V_BLOCK;
  if (!I->parent) return 0;
  b = I->parent->index;
  return !(b < LS->g.n && LS->g.blocks[b] == I->parent && L->member[b]);
}

static uint64_t nv_ev_mask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
static int64_t nv_ev_sext(uint64_t x, unsigned bits) {
  return bits >= 64 ? (int64_t)x : (int64_t)((x ^ (1ull << (bits - 1))) & nv_ev_mask(bits)) - (int64_t)(1ull << (bits - 1));
}

static int nv_ev_icmp(unsigned pred, uint64_t a, uint64_t b, unsigned bits) {
  int64_t sa = nv_ev_sext(a, bits), sb = nv_ev_sext(b, bits);
  switch (pred) {
  case NVCG_ICMP_EQ: return a == b;
  case NVCG_ICMP_NE: return a != b;
  case NVCG_ICMP_UGT: return a > b;
  case NVCG_ICMP_UGE: return a >= b;
  case NVCG_ICMP_ULT: return a < b;
  case NVCG_ICMP_ULE: return a <= b;
  case NVCG_ICMP_SGT: return sa > sb;
  case NVCG_ICMP_SGE: return sa >= sb;
  case NVCG_ICMP_SLT: return sa < sb;
  default: return sa <= sb;
  }
}

/* x + step in `bits` bits; 0 when the add wraps in a way the increment's flags forbid. */
static int nv_ev_step(uint64_t x, int64_t step, unsigned bits, uint32_t flags, uint64_t *out) {
  uint64_t r = (x + (uint64_t)step) & nv_ev_mask(bits);
  int64_t sx = nv_ev_sext(x, bits);
  if (flags & NVCG_FLAG_NSW) {
    int64_t lo = bits >= 64 ? INT64_MIN : -(int64_t)(1ull << (bits - 1)), hi = bits >= 64 ? INT64_MAX : (int64_t)(1ull << (bits - 1)) - 1;
    if ((step > 0 && sx > hi - step) || (step < 0 && sx < lo - step)) return 0;
  }
  if (flags & NVCG_FLAG_NUW) {
    if (step > 0 && r < x) return 0;
    if (step < 0 && r > x) return 0;
  }
  *out = r;
  return 1;
}

/* Trip count by running the recurrence, up to `limit` header runs; 0 when not found. */
static uint64_t nv_counted_run(const nv_counted *c, uint64_t limit) {
  unsigned bits = c->phi->v.type->bits;
  uint64_t x = nv_cint_zext(c->init), b = nv_cint_zext(c->bound), n;
  for (n = 1; n <= limit; n++) {
    uint64_t nx, t;
    int stepped = nv_ev_step(x, c->step, bits, c->next->flags, &nx);
    int cond;
    if (c->cmp_next && !stepped) return 0;
    t = c->cmp_next ? nx : x;
    cond = c->cmp->ops[0].val == c->bound ? nv_ev_icmp(c->cmp->v.sub, b, t, bits) : nv_ev_icmp(c->cmp->v.sub, t, b, bits);
    if (cond == c->exit_on_true) return n;
    if (!stepped) return 0;
    x = nx;
  }
  return 0;
}

/* Finds the counting exit of a simple loop; with a constant init and bound, also its
 * trip count (up to `limit`). */
static int nv_loop_counted(const nv_loops *LS, const nv_loop *L, uint64_t limit, nv_counted *c) {
  const nv_cfg *g = &LS->g;
  uint32_t latch = L->latches.data[0], k, s;
  memset(c, 0, sizeof *c);
  for (k = 0; k < L->blocks.len; k++) {
    uint32_t b = L->blocks.data[k];
    nv_inst *T = nv_block_terminator(g->blocks[b]);
    nv_value *x, *y;
    nv_inst *cmp, *phi = NULL, *next = NULL;
    int out0, out1;
    for (s = g->succ_start[b]; s < g->succ_start[b + 1]; s++)
      if (!L->member[g->succs[s]]) break;
    if (s == g->succ_start[b + 1]) continue; /* not exiting */
    if (c->br) return 0;                    /* a second exiting block */
    if (!T || T->v.opcode != NVCG_OP_BR || T->nops != 3 || !nv_cfg_dominates(g, b, latch)) return 0;
    out0 = !L->member[((nv_block *)T->ops[1].val)->index];
    out1 = !L->member[((nv_block *)T->ops[2].val)->index];
    if (out0 == out1 || T->ops[0].val->kind != NV_V_INST || T->ops[0].val->opcode != NVCG_OP_ICMP) return 0;
    cmp = (nv_inst *)T->ops[0].val;
    x = cmp->ops[0].val;
    y = cmp->ops[1].val;
    if (!nv_type_is_int(x->type) || x->type->bits > 64) return 0;
    if (!nv_loop_invariant(LS, L, y)) {
      nv_value *t = x;
      x = y;
      y = t;
    }
    if (!nv_loop_invariant(LS, L, y) || x->kind != NV_V_INST) return 0;
    /* x is the phi or its increment */
    if (x->opcode == NVCG_OP_PHI && ((nv_inst *)x)->parent == g->blocks[L->header]) {
      phi = (nv_inst *)x;
    } else if ((x->opcode == NVCG_OP_ADD || x->opcode == NVCG_OP_SUB) && ((nv_inst *)x)->ops[0].val->kind == NV_V_INST &&
               ((nv_inst *)x)->ops[0].val->opcode == NVCG_OP_PHI) {
      next = (nv_inst *)x;
      phi = (nv_inst *)next->ops[0].val;
      if (phi->parent != g->blocks[L->header]) return 0;
    } else {
      return 0;
    }
    if (phi->nops != 4) return 0;
    c->phi = phi;
    for (s = 0; s < 4; s += 2) {
      nv_block *from = (nv_block *)phi->ops[s + 1].val;
      if (from->index == L->preheader) c->init = phi->ops[s].val;
      else if (from->index == latch && phi->ops[s].val->kind == NV_V_INST) c->next = (nv_inst *)phi->ops[s].val;
    }
    if (!c->init || !c->next || (next && next != c->next)) return 0;
    if ((c->next->v.opcode != NVCG_OP_ADD && c->next->v.opcode != NVCG_OP_SUB) || c->next->ops[0].val != &phi->v ||
        c->next->ops[1].val->kind != NV_V_CINT)
      return 0;
    c->step = nv_cint_sext(c->next->ops[1].val);
    if (c->next->v.opcode == NVCG_OP_SUB) c->step = -c->step;
    if (c->step == 0) return 0;
    c->cmp_next = next != NULL;
    c->br = T;
    c->cmp = cmp;
    c->bound = y;
    c->exit_on_true = out0;
    c->exiting = b;
  }
  if (!c->br) return 0;
  if (c->init->kind == NV_V_CINT && c->bound->kind == NV_V_CINT) c->trip = nv_counted_run(c, limit);
  return 1;
}
