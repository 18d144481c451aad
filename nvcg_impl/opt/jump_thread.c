/* jump_thread.c -- jump threading (LLVM's JumpThreading, in cicc's pipeline too): a block
 * whose branch is decided by its own phis gets bypassed by every predecessor for which
 * the phis' incoming values decide it. The classic source is a loop with several ways
 * out that C front ends merge into one block:
 *
 *     join:  %code = phi i32 [ 0, %body ], [ 2, %neg ], [ 4, %big ]
 *            switch i32 %code, label %exit [ i32 0, label %latch  i32 4, label %latch ]
 *
 * Each predecessor knows its code, so it can jump to %latch or %exit directly instead of
 * setting a register and testing it again -- per iteration, per thread.
 *
 * A block B qualifies when it is not the entry or a loop header (threading past a header
 * would give its loop a second entry), ends in a conditional branch or a switch, and holds
 * besides its phis at most jump-threading-threshold (6, LLVM's default) instructions, all
 * pure and speculatable and none a call. For a predecessor P that reaches B by one
 * unconditional or conditional branch edge, B's instructions are evaluated with the phis
 * replaced by P's incoming values; when the branch condition folds to a constant naming
 * a successor T other than B, P's edge goes to a new block B' that holds copies of B's
 * instructions (those with P's values) and branches to T, and T's phis take for B' what
 * they took for B.
 *
 * Values B defines may be used beyond B, where B no longer dominates every path (B'
 * bypasses it). They are repaired the way LLVM's reg2mem/mem2reg pair would: a slot in
 * the entry block, stored where B and each B' define the value, loaded at each such use
 * (a phi's use at the end of its incoming block). mem2reg, which the pipeline runs next,
 * turns the slots back into SSA values with the phis the new paths need. A block all of
 * whose predecessors were threaded is removed. Runs at -O2 and above. */

typedef struct nv_jt_thread {
  nv_block *pred, *to, *copy;
  nv_map vmap; /* B's values -> the copy's (or P's incoming values for B's phis) */
} nv_jt_thread;

/* The instructions of bb that threading would copy; 0 when bb may not be threaded. */
static int nv_jt_block_ok(const nv_block *bb, unsigned limit) {
  const nv_inst *I, *T = nv_block_terminator(bb);
  unsigned n = 0;
  if (!T || !((T->v.opcode == NVCG_OP_BR && T->nops == 3) || T->v.opcode == NVCG_OP_SWITCH)) return 0;
  for (I = bb->first; I && I != T; I = I->next) {
    if (I->v.opcode == NVCG_OP_PHI) continue;
    if (I->v.opcode == NVCG_OP_CALL || !nv_opt_speculatable(I) || ++n > limit) return 0;
  }
  return 1;
}

/* The successor bb's terminator takes when `cond` is the constant c; NULL if unknown. */
static nv_block *nv_jt_target(const nv_inst *T, const nv_value *c) {
  if (!c || c->kind != NV_V_CINT) return NULL;
  return nv_term_succ(T, nv_term_succ_for_const(T, c));
}

/* How many edges of P's terminator go to bb; 0 when P's terminator is no branch. */
static unsigned nv_jt_edges(const nv_block *P, const nv_block *bb) {
  const nv_inst *T = nv_block_terminator(P);
  unsigned i, n = 0;
  if (!T || T->v.opcode != NVCG_OP_BR) return 0;
  for (i = T->nops == 3 ? 1 : 0; i < T->nops; i++) n += T->ops[i].val == &bb->v;
  return n;
}

/* Evaluates bb for a predecessor: phis take P's incoming values, the other instructions
 * fold where their operands are constants. Returns the successor the branch takes, or
 * NULL. vm receives the phis' values (and the folded constants). */
static nv_block *nv_jt_evaluate(nv_block *bb, nv_block *P, nv_map *vm) {
  nv_inst *I, *T = nv_block_terminator(bb);
  for (I = bb->first; I && I != T; I = I->next) {
    nv_value *ops[4], *c;
    uint32_t k;
    if (I->v.opcode == NVCG_OP_PHI) {
      for (k = 0; k + 1 < I->nops; k += 2)
        if (I->ops[k + 1].val == &P->v) {
          nv_map_put(vm, (uintptr_t)I, (uintptr_t)I->ops[k].val);
          break;
        }
      continue;
    }
    if (I->nops > 4) continue;
    for (k = 0; k < I->nops; k++) {
      ops[k] = nv_opt_map_value(vm, I->ops[k].val);
      if (!NV_IS_CONST_KIND(ops[k]->kind)) break;
    }
    if (k < I->nops) continue;
    c = nv_opt_fold(I->v.opcode, I->v.sub, I->v.type, ops, I->nops);
    if (c) nv_map_put(vm, (uintptr_t)I, (uintptr_t)c);
  }
  return nv_jt_target(T, nv_opt_map_value(vm, T->ops[0].val));
}

/* Is the use u of a value of bb outside bb and its copies (a phi's use counts where its
 * incoming block is)? */
static int nv_jt_use_outside(const nv_use *u, const nv_block *bb, const nv_jt_thread *th, uint32_t n) {
  nv_block *at = nv_loop_use_block(u);
  uint32_t k;
  if (at == bb) return 0;
  for (k = 0; k < n; k++)
    if (at == th[k].copy) return 0;
  return 1;
}

/* The slot repair described in the header, for the values of bb used beyond it. */
static void nv_jt_repair(nv_func *f, nv_block *bb, const nv_jt_thread *th, uint32_t n) {
  nv_context *c = nv_func_ctx(f);
  nv_inst *I, *T = nv_block_terminator(bb), *firstnonphi = bb->first;
  NV_VEC(nv_inst *) at_load = NV_VEC_INIT; /* loads for phi uses, per incoming block */
  while (firstnonphi->v.opcode == NVCG_OP_PHI) firstnonphi = firstnonphi->next;
  for (I = bb->first; I && I != T; I = I->next) {
    nv_value *one = nv_const_int(nv_type_int(c, 32), 1, 0);
    nv_inst *slot;
    nv_use *u, *next;
    nv_ib b;
    uint32_t k;
    for (u = I->v.uses; u; u = u->next)
      if (nv_jt_use_outside(u, bb, th, n)) break;
    if (!u) continue;
    nv_ib_before(&b, f->first->first);
    slot = nv_ib_new(&b, NVCG_OP_ALLOCA, nv_type_ptr(c, 0), 1, &one, "jt.slot");
    slot->aux_type = I->v.type;
    slot->align = nv_type_abi_align(I->v.type);
    nv_ib_checked(slot);
    nv_ib_before(&b, I->v.opcode == NVCG_OP_PHI ? firstnonphi : I->next);
    nv_ib_store(&b, &I->v, &slot->v, slot->align);
    for (k = 0; k < n; k++) {
      nv_ib_before(&b, nv_block_terminator(th[k].copy));
      nv_ib_store(&b, nv_opt_map_value(&th[k].vmap, &I->v), &slot->v, slot->align);
    }
    for (u = I->v.uses; u; u = next) {
      nv_block *at;
      nv_inst *U = (nv_inst *)u->user, *L = NULL;
      next = u->next;
      if (!nv_jt_use_outside(u, bb, th, n)) continue;
      at = nv_loop_use_block(u);
      if (U->v.opcode == NVCG_OP_PHI) {
        /* one load per incoming block: a phi's entries for one block (a switch's two
         * cases to the same successor) must agree */
        for (k = 0; k < at_load.len && !L; k++)
          if (at_load.data[k]->parent == at) L = at_load.data[k];
        if (!L) {
          nv_ib_before(&b, nv_block_terminator(at));
          L = nv_ib_load(&b, I->v.type, &slot->v, slot->align, "jt.reload");
          nv_vec_push(&at_load, L);
        }
      } else {
        nv_ib_before(&b, U);
        L = nv_ib_load(&b, I->v.type, &slot->v, slot->align, "jt.reload");
      }
      nv_use_set(u, u->user, &L->v);
    }
    at_load.len = 0;
  }
  nv_vec_free(&at_load);
}

/* Threads what can be threaded through bb; returns whether anything was. */
static int nv_jt_block(nv_func *f, const nv_cfg *g, nv_block *bb, unsigned limit) {
  NV_VEC(nv_jt_thread) th = NV_VEC_INIT;
  nv_inst *T = nv_block_terminator(bb), *I;
  uint32_t e, k, b = bb->index;
  if (bb == f->first || !nv_cfg_reachable(g, b) || !nv_jt_block_ok(bb, limit)) return 0;
  for (e = g->pred_start[b]; e < g->pred_start[b + 1]; e++)
    if (nv_cfg_dominates(g, b, g->preds[e])) return 0; /* a loop header */
  for (I = bb->first; I != T; I = I->next) /* slots hold first-class values only */
    if (I->v.type->kind == NVCG_TYPE_STRUCT || I->v.type->kind == NVCG_TYPE_ARRAY) return 0;
  for (e = g->pred_start[b]; e < g->pred_start[b + 1]; e++) {
    nv_jt_thread t;
    nv_block *P = g->blocks[g->preds[e]];
    if (P == bb || nv_jt_edges(P, bb) != 1) continue;
    for (k = 0; k < th.len; k++)
      if (th.data[k].pred == P) break;
    if (k < th.len) continue;
    memset(&t, 0, sizeof t);
    nv_map_init(&t.vmap, NV_MAP_PTR);
    t.pred = P;
    t.to = nv_jt_evaluate(bb, P, &t.vmap);
    if (!t.to || t.to == bb) {
      nv_map_free(&t.vmap);
      continue;
    }
    nv_vec_push(&th, t);
  }
  for (k = 0; k < th.len; k++) {
    nv_jt_thread *t = &th.data[k];
    nv_ib ib;
    t->copy = nv_block_new(f, "jt", t->to);
    for (I = bb->first; I != T; I = I->next) {
      nv_inst *K;
      uint32_t j;
      if (I->v.opcode == NVCG_OP_PHI) continue;
      K = nv_opt_clone_inst(f->module, I);
      for (j = 0; j < I->nops; j++) nv_inst_set_op(K, j, nv_opt_map_value(&t->vmap, I->ops[j].val));
      nv_inst_append(K, t->copy);
      nv_map_put(&t->vmap, (uintptr_t)I, (uintptr_t)K);
    }
    nv_ib_at_end(&ib, t->copy);
    nv_ib_br(&ib, t->to);
    nv_loop_retarget(nv_block_terminator(t->pred), bb, t->copy);
    for (I = t->to->first; I && I->v.opcode == NVCG_OP_PHI; I = I->next) {
      uint32_t j;
      for (j = 0; j + 1 < I->nops; j += 2)
        if (I->ops[j + 1].val == &bb->v) {
          nv_opt_phi_add(I, nv_opt_map_value(&t->vmap, I->ops[j].val), t->copy);
          break;
        }
    }
    nv_opt_remove_pred_edge(bb, t->pred);
  }
  if (th.len) nv_jt_repair(f, bb, th.data, th.len);
  if (th.len && th.len == nv_cfg_npreds(g, b)) {
    /* every predecessor bypasses bb now: its successors' phis lose its edges, and it goes
     * (its values' uses beyond it read the slots) */
    for (e = g->succ_start[b]; e < g->succ_start[b + 1]; e++) nv_opt_remove_pred_edge(g->blocks[g->succs[e]], bb);
    nv_opt_erase_block(bb);
  }
  for (k = 0; k < th.len; k++) nv_map_free(&th.data[k].vmap);
  k = th.len;
  nv_vec_free(&th);
  return k != 0;
}

static int nv_pass_jump_thread(nv_func *f, const nv_options *o) {
  unsigned limit = (unsigned)nv_opt_knob(o, NV_KNOB_JUMP_THREADING_THRESHOLD);
  int changed = 0, again = 1;
  unsigned rounds;
  if (f->is_decl || !f->first) return 0;
  /* one block per CFG: threading changes the edges the next block's analysis needs */
  for (rounds = 0; again && rounds < 64; rounds++) {
    nv_cfg g;
    nv_block *bb;
    again = 0;
    nv_cfg_build(&g, f);
    nv_cfg_dominators(&g);
    for (bb = f->first; bb && !again; bb = bb->next) again = nv_jt_block(f, &g, bb, limit);
    nv_cfg_free(&g);
    changed |= again;
  }
  return changed;
}
