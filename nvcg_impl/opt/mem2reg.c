/* mem2reg.c -- promotes allocas to SSA values (the classic construction: Cytron et al.
 * with pruned phi placement). An entry-block alloca is promotable when its address never
 * escapes: it is only loaded and stored directly with its allocated type (non-volatile;
 * atomic orderings mean nothing for memory no other thread can see) and otherwise only
 * named by lifetime markers, directly or through casts and all-zero GEPs used by nothing
 * else -- LLVM's isAllocaPromotable rules. Aggregate allocas are left to sroa_lite,
 * which runs first and splits them into scalar ones.
 *
 * Per alloca: the blocks that store it (defs), the blocks where it is live on entry (a
 * load comes before any store in the block, then backwards through predecessors up to
 * the defs); phis go on the iterated dominance frontier of the defs, restricted to the
 * live-in blocks. Renaming walks the dominator tree keeping the current value of each
 * alloca (undef before the first store), with an undo log to restore it on the way back.
 * Loads and stores in unreachable blocks become undef / vanish. Phis whose incoming
 * values all agree are folded at the end.
 *
 * Promotion runs in rounds: promoting `p` in `int *p = &x; *p = 1;` turns the accesses
 * through p into direct accesses of x, which the next round promotes (and aggregates
 * that became splittable are split by sroa_lite's splitter in between). Runs at -O1 and
 * above, after sroa_lite. */

typedef NV_VEC(nv_block *) nv_m2r_blocks;

typedef struct nv_m2r {
  nv_func *f;
  nv_cfg *g;
  NV_VEC(nv_inst *) allocas;     /* promotable, in instruction order */
  nv_map index;                  /* alloca -> its number in allocas */
  nv_map phi_of;                 /* inserted phi -> alloca number */
  NV_VEC(nv_inst *) phis;        /* inserted phis, in creation order */
  nv_value **cur;                /* renaming: current value per alloca */
  NV_VEC(uintptr_t) undo;        /* pairs (alloca number, previous value) */
} nv_m2r;

/* Casts and zero GEPs of an alloca that only feed lifetime markers are droppable. */
static int nv_m2r_only_lifetime(const nv_value *v, unsigned depth) {
  const nv_use *u;
  if (depth > 8) return 0;
  for (u = v->uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    unsigned id;
    if (u->user->kind != NV_V_INST) return 0;
    id = nv_opt_call_intrinsic(U);
    if (id == NV_INTR_LIFETIME_START || id == NV_INTR_LIFETIME_END) continue;
    if (U->v.opcode == NVCG_OP_BITCAST || U->v.opcode == NVCG_OP_ADDRSPACECAST) {
      if (!nv_m2r_only_lifetime(&U->v, depth + 1)) return 0;
      continue;
    }
    if (U->v.opcode == NVCG_OP_GEP && U->ops[0].val == v) {
      unsigned i;
      for (i = 1; i < U->nops; i++)
        if (!nv_value_is_zero_const(U->ops[i].val) || U->ops[i].val->kind != NV_V_CINT) return 0;
      if (!nv_m2r_only_lifetime(&U->v, depth + 1)) return 0;
      continue;
    }
    return 0;
  }
  return 1;
}

/* An access of type a may stand for the alloca's type t through a bitcast. */
static int nv_m2r_compatible(const nv_type *a, const nv_type *t) {
  if (a == t) return 1;
  if (!nv_type_is_first_class(a) || nv_type_is_aggregate(a) || !nv_type_is_sized(a)) return 0;
  if (nv_type_is_ptr_or_ptrvec(a) || nv_type_is_ptr_or_ptrvec(t)) return 0;
  return nv_type_prim_bits(a) == nv_type_prim_bits(t);
}

/* The uses of v (the alloca, or an address-space cast of it) allow promotion. */
static int nv_m2r_uses_ok(const nv_value *v, nv_type *t, unsigned depth) {
  const nv_use *u;
  if (depth > 4) return 0;
  for (u = v->uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    unsigned id;
    if (u->user->kind != NV_V_INST) return 0;
    switch (U->v.opcode) {
    case NVCG_OP_LOAD:
      if (!nv_m2r_compatible(U->v.type, t) || (U->flags & NVCG_FLAG_VOLATILE)) return 0;
      break;
    case NVCG_OP_STORE:
      if (U->ops[0].val == v || U->ops[1].val != v) return 0;
      if (!nv_m2r_compatible(U->ops[0].val->type, t) || (U->flags & NVCG_FLAG_VOLATILE)) return 0;
      break;
    case NVCG_OP_CALL:
      id = nv_opt_call_intrinsic(U);
      if (id != NV_INTR_LIFETIME_START && id != NV_INTR_LIFETIME_END) return 0;
      break;
    case NVCG_OP_ADDRSPACECAST:
      /* lower_alloca's casts (an inlined callee was lowered already): look through */
      if (nv_m2r_uses_ok(&U->v, t, depth + 1)) break;
      /* fall through */
    case NVCG_OP_BITCAST: case NVCG_OP_GEP:
      if (U->v.opcode == NVCG_OP_GEP) {
        unsigned i;
        for (i = 1; i < U->nops; i++)
          if (U->ops[i].val->kind != NV_V_CINT || !nv_value_is_zero_const(U->ops[i].val)) return 0;
      }
      if (!nv_m2r_only_lifetime(&U->v, 0)) return 0;
      break;
    default: return 0;
    }
  }
  return 1;
}

static int nv_m2r_promotable(const nv_inst *ai) {
  nv_type *t = ai->aux_type;
  if (ai->nops != 1 || !nv_value_is_cint(ai->ops[0].val, 1)) return 0;
  if (!t || !nv_type_is_first_class(t) || nv_type_is_aggregate(t) || !nv_type_is_sized(t)) return 0;
  return nv_m2r_uses_ok(&ai->v, t, 0);
}

/* The promotable alloca a load or store accesses, or -1. */
static int nv_m2r_access(const nv_m2r *s, const nv_inst *I) {
  const nv_value *p;
  uintptr_t k = 0;
  if (I->v.opcode == NVCG_OP_LOAD) p = I->ops[0].val;
  else if (I->v.opcode == NVCG_OP_STORE) p = I->ops[1].val;
  else return -1;
  while (p->kind == NV_V_INST && p->opcode == NVCG_OP_ADDRSPACECAST) p = ((const nv_inst *)p)->ops[0].val;
  if (p->kind != NV_V_INST || p->opcode != NVCG_OP_ALLOCA) return -1;
  return nv_map_get(&s->index, (uintptr_t)p, &k) ? (int)k : -1;
}

/* v as type t (a bitcast before `at` when the types differ; undef stays undef). */
static nv_value *nv_m2r_as(nv_inst *at, nv_value *v, nv_type *t) {
  nv_ib b;
  if (v->type == t) return v;
  if (v->kind == NV_V_UNDEF) return nv_opt_undef(t);
  nv_ib_before(&b, at);
  return nv_ib_cast(&b, NVCG_OP_BITCAST, v, t, NULL);
}

static void nv_m2r_set(nv_m2r *s, uint32_t k, nv_value *v) {
  nv_vec_push(&s->undo, (uintptr_t)k);
  nv_vec_push(&s->undo, (uintptr_t)s->cur[k]);
  s->cur[k] = v;
}

/* Deletes lifetime markers (and the casts feeding them) that name the alloca. */
static void nv_m2r_drop_markers(nv_value *v) {
  while (v->uses) {
    nv_inst *U = (nv_inst *)v->uses->user;
    if (U->v.opcode == NVCG_OP_CALL) {
      nv_inst_erase(U);
    } else {
      nv_m2r_drop_markers(&U->v);
      nv_inst_erase(U);
    }
  }
}

/* Places phis for alloca k: iterated dominance frontier of its defs, pruned by
 * liveness. mark[] holds per-block stamps: bit patterns of (k+1) in three arrays. */
static void nv_m2r_place(nv_m2r *s, uint32_t k, nv_block **defs, uint32_t ndefs, uint32_t *livein,
                         uint32_t *isdef, uint32_t *hasphi, uint32_t *work, nv_block **liveseed,
                         uint32_t nseed) {
  nv_cfg *g = s->g;
  uint32_t stamp = k + 1, nw = 0, i, p;
  nv_inst *ai = s->allocas.data[k];
  for (i = 0; i < ndefs; i++) isdef[defs[i]->index] = stamp;
  /* live-in blocks: seeds, then backwards through predecessors that do not define it */
  for (i = 0; i < nseed; i++) {
    uint32_t b = liveseed[i]->index;
    if (livein[b] != stamp) {
      livein[b] = stamp;
      work[nw++] = b;
    }
  }
  while (nw) {
    uint32_t b = work[--nw];
    for (p = g->pred_start[b]; p < g->pred_start[b + 1]; p++) {
      uint32_t q = g->preds[p];
      if (isdef[q] == stamp || livein[q] == stamp) continue;
      livein[q] = stamp;
      work[nw++] = q;
    }
  }
  /* iterated dominance frontier */
  for (i = 0; i < ndefs; i++) work[nw++] = defs[i]->index;
  while (nw) {
    uint32_t x = work[--nw], d;
    if (g->rpo[x] == NV_CFG_NONE) continue;
    for (d = g->df_start[x]; d < g->df_start[x + 1]; d++) {
      uint32_t y = g->df[d];
      nv_ib b;
      nv_inst *phi;
      if (hasphi[y] == stamp || livein[y] != stamp) continue;
      hasphi[y] = stamp;
      nv_ib_at_end(&b, g->blocks[y]);
      phi = nv_ib_phi(&b, ai->aux_type, ai->v.name);
      nv_map_put(&s->phi_of, (uintptr_t)phi, k);
      nv_vec_push(&s->phis, phi);
      if (isdef[y] != stamp) work[nw++] = y;
    }
  }
}

/* Folds inserted phis whose incoming values (from reachable predecessors, ignoring the
 * phi itself) are one value that dominates the phi, or all undef. */
static void nv_m2r_fold_phis(nv_m2r *s) {
  int changed = 1;
  while (changed) {
    uint32_t i;
    changed = 0;
    for (i = 0; i < s->phis.len; i++) {
      nv_inst *phi = s->phis.data[i];
      nv_value *same = NULL;
      int undefs = 0, many = 0;
      uint32_t j;
      if (!phi || !phi->parent) continue;
      for (j = 0; j + 1 < phi->nops; j += 2) {
        nv_value *v = phi->ops[j].val;
        nv_block *from = (nv_block *)phi->ops[j + 1].val;
        if (v == &phi->v || !nv_cfg_reachable(s->g, from->index)) continue;
        if (v->kind == NV_V_UNDEF) {
          undefs = 1;
          continue;
        }
        if (same && same != v) many = 1;
        same = v;
      }
      if (many) continue;
      if (!same) {
        same = nv_opt_undef(phi->v.type);
      } else if (undefs && same->kind == NV_V_INST) {
        /* the undef edges may bypass same's definition: fold only when it dominates */
        nv_inst *d = (nv_inst *)same;
        if (!d->parent || d->parent == phi->parent ||
            !nv_cfg_dominates(s->g, d->parent->index, phi->parent->index))
          continue;
      }
      nv_value_rauw(&phi->v, same);
      nv_inst_erase(phi);
      s->phis.data[i] = NULL;
      changed = 1;
    }
  }
}

/* One round: promotes every promotable entry-block alloca. g is the function's CFG
 * with dominators and frontiers, built on first need (*built) and valid across rounds
 * (promotion does not change the CFG). Returns the number promoted. */
static unsigned nv_m2r_round(nv_func *f, nv_cfg *g, int *built) {
  nv_m2r s;
  nv_inst *I;
  nv_block *bb;
  uint32_t n, na, i, k;
  uint32_t *livein, *isdef, *hasphi, *work, *lastblk, *lastdef, *stack_b, *stack_k, *undo_mark, sp = 0;
  nv_m2r_blocks *defs, *seeds;
  memset(&s, 0, sizeof s);
  s.f = f;
  s.g = g;
  for (I = f->first->first; I; I = I->next)
    if (I->v.opcode == NVCG_OP_ALLOCA && nv_m2r_promotable(I)) nv_vec_push(&s.allocas, I);
  if (!s.allocas.len) return 0;
  na = s.allocas.len;
  nv_map_init(&s.index, NV_MAP_PTR);
  nv_map_init(&s.phi_of, NV_MAP_PTR);
  for (k = 0; k < na; k++) nv_map_put(&s.index, (uintptr_t)s.allocas.data[k], k);
  if (!*built) {
    nv_cfg_build(g, f);
    nv_cfg_dominators(g);
    nv_cfg_frontiers(g);
    *built = 1;
  }
  n = s.g->n;

  /* one walk collects, per alloca, the blocks that store it and the blocks whose first
   * access to it is a load */
  defs = (nv_m2r_blocks *)nv_xcalloc(na, sizeof *defs);
  seeds = (nv_m2r_blocks *)nv_xcalloc(na, sizeof *seeds);
  lastblk = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * na);
  lastdef = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * na);
  for (k = 0; k < na; k++) lastblk[k] = lastdef[k] = NV_CFG_NONE;
  for (bb = f->first; bb; bb = bb->next) {
    for (I = bb->first; I; I = I->next) {
      int a = nv_m2r_access(&s, I);
      if (a < 0) continue;
      if (lastblk[a] != bb->index) {
        lastblk[a] = bb->index;
        if (I->v.opcode == NVCG_OP_LOAD) nv_vec_push(&seeds[a], bb);
      }
      if (I->v.opcode == NVCG_OP_STORE && lastdef[a] != bb->index) {
        lastdef[a] = bb->index;
        nv_vec_push(&defs[a], bb);
      }
    }
  }
  livein = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  isdef = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  hasphi = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  work = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  for (k = 0; k < na; k++)
    nv_m2r_place(&s, k, defs[k].data, defs[k].len, livein, isdef, hasphi, work, seeds[k].data, seeds[k].len);
  for (k = 0; k < na; k++) {
    nv_vec_free(&defs[k]);
    nv_vec_free(&seeds[k]);
  }
  nv_xfree(defs);
  nv_xfree(seeds);
  nv_xfree(lastblk);
  nv_xfree(lastdef);
  nv_xfree(livein);
  nv_xfree(isdef);
  nv_xfree(hasphi);
  nv_xfree(work);

  /* renaming over the dominator tree */
  s.cur = (nv_value **)nv_xmalloc(sizeof(nv_value *) * na);
  for (k = 0; k < na; k++) s.cur[k] = nv_opt_undef(s.allocas.data[k]->aux_type);
  stack_b = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  stack_k = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  undo_mark = (uint32_t *)nv_xcalloc(n ? n : 1, sizeof(uint32_t));
  if (n) {
    stack_b[sp] = 0;
    stack_k[sp++] = NV_CFG_NONE; /* NV_CFG_NONE: the block itself is not processed yet */
  }
  while (sp) {
    uint32_t b = stack_b[sp - 1];
    if (stack_k[sp - 1] == NV_CFG_NONE) {
      nv_block *blk = s.g->blocks[b];
      uint32_t e;
      undo_mark[b] = s.undo.len;
      for (I = blk->first; I;) {
        nv_inst *next = I->next;
        uintptr_t pk = 0;
        int a;
        if (I->v.opcode == NVCG_OP_PHI) {
          if (nv_map_get(&s.phi_of, (uintptr_t)I, &pk)) nv_m2r_set(&s, (uint32_t)pk, &I->v);
        } else if ((a = nv_m2r_access(&s, I)) >= 0) {
          if (I->v.opcode == NVCG_OP_LOAD) {
            nv_value_rauw(&I->v, nv_m2r_as(I, s.cur[a], I->v.type));
          } else {
            nv_m2r_set(&s, (uint32_t)a, nv_m2r_as(I, I->ops[0].val, s.allocas.data[a]->aux_type));
          }
          nv_inst_erase(I);
        }
        I = next;
      }
      for (e = s.g->succ_start[b]; e < s.g->succ_start[b + 1]; e++) {
        nv_block *succ = s.g->blocks[s.g->succs[e]];
        for (I = succ->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {
          uintptr_t pk = 0;
          if (nv_map_get(&s.phi_of, (uintptr_t)I, &pk)) nv_opt_phi_add(I, s.cur[pk], blk);
        }
      }
      stack_k[sp - 1] = s.g->dkid_start[b];
    } else if (stack_k[sp - 1] < s.g->dkid_start[b + 1]) {
      uint32_t c = s.g->dkids[stack_k[sp - 1]++];
      stack_b[sp] = c;
      stack_k[sp++] = NV_CFG_NONE;
    } else {
      while (s.undo.len > undo_mark[b]) {
        nv_value *old = (nv_value *)nv_vec_pop(&s.undo);
        uint32_t kk = (uint32_t)nv_vec_pop(&s.undo);
        s.cur[kk] = old;
      }
      sp--;
    }
  }
  nv_xfree(stack_b);
  nv_xfree(stack_k);
  nv_xfree(undo_mark);

  /* unreachable blocks: their loads read nothing defined, their stores are dead; phis
   * still need an entry for each edge they contribute */
  for (i = 0; i < n; i++) {
    nv_block *blk = s.g->blocks[i];
    uint32_t e;
    if (nv_cfg_reachable(s.g, i)) continue;
    for (I = blk->first; I;) {
      nv_inst *next = I->next;
      int a = nv_m2r_access(&s, I);
      if (a >= 0) {
        if (I->v.opcode == NVCG_OP_LOAD) nv_value_rauw(&I->v, nv_opt_undef(I->v.type));
        nv_inst_erase(I);
      }
      I = next;
    }
    for (e = s.g->succ_start[i]; e < s.g->succ_start[i + 1]; e++) {
      nv_block *succ = s.g->blocks[s.g->succs[e]];
      for (I = succ->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next)
        if (nv_map_get(&s.phi_of, (uintptr_t)I, NULL)) nv_opt_phi_add(I, nv_opt_undef(I->v.type), blk);
    }
  }
  for (k = 0; k < na; k++) {
    nv_inst *ai = s.allocas.data[k];
    nv_m2r_drop_markers(&ai->v);
    nv_inst_erase(ai);
  }
  nv_m2r_fold_phis(&s);

  nv_vec_free(&s.allocas);
  nv_vec_free(&s.phis);
  nv_vec_free(&s.undo);
  nv_xfree(s.cur);
  nv_map_free(&s.index);
  nv_map_free(&s.phi_of);
  return na;
}

static int nv_pass_mem2reg(nv_func *f, const nv_options *o) {
  nv_cfg g;
  int built = 0, changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  /* `bitcast ptr %x to ptr` (left by typed-pointer input) would hide accesses */
  changed = nv_opt_fold_noop_bitcasts(f);
  while (nv_m2r_round(f, &g, &built)) {
    nv_inst *I, *next;
    changed = 1;
    /* aggregates whose address only reached them through promoted pointers */
    for (I = f->first->first; I; I = next) {
      next = I->next;
      if (I->v.opcode == NVCG_OP_ALLOCA && nv_type_is_aggregate(I->aux_type)) nv_sroa_split_alloca(I);
    }
  }
  if (built) nv_cfg_free(&g);
  return changed;
}
