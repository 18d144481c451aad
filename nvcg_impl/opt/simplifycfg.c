/* simplifycfg.c -- control-flow cleanups, repeated until nothing changes:
 *   - blocks unreachable from the entry are deleted (their successors' phis lose the
 *     entries for them; values they defined can only have been used in other unreachable
 *     blocks);
 *   - a conditional branch or switch on a constant becomes an unconditional branch (and
 *     so does one whose targets are all the same block, and a branch on a condition that
 *     a branch above already decided: the block is entered only through a chain of
 *     single-predecessor blocks from that branch's edge); the edges it drops leave their
 *     targets' phis;
 *   - a block whose single predecessor ends in an unconditional branch to it is merged
 *     into that predecessor (its phis have one entry each and fold away);
 *   - an empty block that only branches on (no phis, not the entry) is bypassed: its
 *     predecessors branch straight to its successor, whose phis take, for each new edge,
 *     the value they took from the bypassed block -- unless such a predecessor already
 *     reaches the successor with a different value;
 *   - a block of phis and a conditional branch whose condition a predecessor already
 *     decides (the predecessor branched on the same value to get here, or the condition
 *     is a phi taking a constant from it) is threaded: that predecessor branches
 *     straight to the successor the condition picks, which takes for the new edge the
 *     value it took through the block (a phi of the block translated to its entry for
 *     that predecessor). This is LLVM SimplifyCFG's "branch on a value known in a
 *     predecessor"; it turns clang's `for (...) { if (c) break; ... }` latch, which
 *     re-tests the break condition after a merge, into a plain loop that loop_rotate can
 *     rotate. Only when the block's phis are used by nothing but the successors' phis
 *     through its own edges (so no value loses its definition on the new path), never
 *     into a loop header (the new edge would enter its loop in the middle), and never
 *     when the predecessor already reaches that successor.
 * Predecessor counts come from the use lists of the block values (one terminator use
 * per edge), so they are always current. Runs at -O1 and above. */

/* Number of CFG edges into bb; *pred gets the last predecessor seen. */
static unsigned nv_scfg_edges_in(const nv_block *bb, nv_block **pred) {
  const nv_use *u;
  unsigned n = 0;
  for (u = bb->v.uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    if (u->user->kind != NV_V_INST || !U->parent || !NV_OP_IS_TERMINATOR(U->v.opcode)) continue;
    n++;
    if (pred) *pred = U->parent;
  }
  return n;
}

static int nv_scfg_remove_unreachable(nv_func *f) {
  nv_cfg g;
  uint32_t i, e;
  int changed = 0;
  nv_cfg_build(&g, f);
  if (g.nreach == g.n) {
    nv_cfg_free(&g);
    return 0;
  }
  for (i = 0; i < g.n; i++) {
    if (nv_cfg_reachable(&g, i)) continue;
    for (e = g.succ_start[i]; e < g.succ_start[i + 1]; e++)
      nv_opt_remove_pred_edge(g.blocks[g.succs[e]], g.blocks[i]);
  }
  for (i = 0; i < g.n; i++) {
    if (nv_cfg_reachable(&g, i)) continue;
    nv_opt_erase_block(g.blocks[i]);
    changed = 1;
  }
  nv_cfg_free(&g);
  return changed;
}

/* Replaces bb's terminator by `br target`, dropping the phi entries of every other
 * edge it had (the first edge to target stays). */
static void nv_scfg_branch_to(nv_block *bb, nv_block *target) {
  nv_inst *T = bb->last;
  unsigned k, ns = nv_term_num_succ(T);
  int kept = 0;
  nv_ib b;
  for (k = 0; k < ns; k++) {
    nv_block *s = nv_term_succ(T, k);
    if (s == target && !kept) {
      kept = 1;
      continue;
    }
    nv_opt_remove_pred_edge(s, bb);
  }
  nv_inst_erase(T);
  nv_ib_at_end(&b, bb);
  nv_ib_br(&b, target);
}

static int nv_scfg_known_from_above(const nv_value *c, const nv_block *p, const nv_block *r);

/* Cases a switch's operand can never equal, by its known bits (`switch (x & 7)` with a
 * case -2), leave the switch, one phi entry with each (LLVM SimplifyCFG's
 * eliminateDeadSwitchCases). Besides the compares saved, this keeps dead calls out of the
 * PTX: ptxas 13.0 crashes (SIGSEGV) at sm_90 when it proves by itself that the only call
 * of a recursive function is dead. */
static int nv_scfg_drop_dead_cases(nv_block *bb, nv_inst *T) {
  nv_value *c = T->ops[0].val;
  unsigned bits = c->type->bits, k;
  uint64_t mask, zero, one;
  int changed = 0;
  if (!nv_type_is_int(c->type) || bits > 64) return 0;
  mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  nv_opt_known_bits(c, &zero, &one);
  if (!zero && !one) return 0;
  for (k = 2; k + 1 < T->nops;) {
    uint64_t v = nv_cint_zext(T->ops[k].val) & mask;
    if ((v & zero) || (~v & one & mask)) {
      nv_opt_remove_pred_edge((nv_block *)T->ops[k + 1].val, bb);
      nv_inst_remove_ops(T, k, 2);
      changed = 1;
    } else {
      k += 2;
    }
  }
  return changed;
}

static int nv_scfg_fold_branch(nv_block *bb) {
  nv_inst *T = nv_block_terminator(bb);
  nv_value *c;
  unsigned k, ns;
  if (!T || (T->v.opcode != NVCG_OP_BR && T->v.opcode != NVCG_OP_SWITCH) || T->nops == 1) return 0;
  c = T->ops[0].val;
  ns = nv_term_num_succ(T);
  if (c->kind == NV_V_CINT) {
    nv_scfg_branch_to(bb, nv_term_succ(T, nv_term_succ_for_const(T, c)));
    return 1;
  }
  if (T->v.opcode == NVCG_OP_BR && bb != bb->parent->first) {
    /* entered only from a block that branched on the same condition: already decided */
    nv_block *p = NULL;
    int known = nv_scfg_edges_in(bb, &p) == 1 && p != bb ? nv_scfg_known_from_above(c, p, bb) : -1;
    if (known >= 0) {
      nv_scfg_branch_to(bb, nv_term_succ(T, known ? 0 : 1));
      return 1;
    }
  }
  if (T->v.opcode == NVCG_OP_SWITCH && nv_scfg_drop_dead_cases(bb, T)) return 1;
  for (k = 1; k < ns; k++)
    if (nv_term_succ(T, k) != nv_term_succ(T, 0)) return 0;
  nv_scfg_branch_to(bb, nv_term_succ(T, 0));
  return 1;
}

/* Merges bb into its only predecessor when that one branches only to bb. */
static int nv_scfg_merge_into_pred(nv_block *bb) {
  nv_block *p = NULL, *s;
  nv_inst *T, *I;
  unsigned k, ns;
  if (bb == bb->parent->first || nv_scfg_edges_in(bb, &p) != 1 || p == bb) return 0;
  T = nv_block_terminator(p);
  if (!T || T->v.opcode != NVCG_OP_BR || T->nops != 1) return 0;
  while (bb->first && bb->first->v.opcode == NVCG_OP_PHI) {
    nv_inst *phi = bb->first;
    nv_value_rauw(&phi->v, phi->nops ? phi->ops[0].val : nv_opt_undef(phi->v.type));
    nv_inst_erase(phi);
  }
  nv_inst_erase(T);
  I = bb->first;
  while (I) {
    nv_inst *next = I->next;
    nv_inst_unlink(I);
    nv_inst_append(I, p);
    I = next;
  }
  T = nv_block_terminator(p);
  ns = T ? nv_term_num_succ(T) : 0;
  for (k = 0; k < ns; k++) {
    s = nv_term_succ(T, k);
    nv_opt_rename_pred(s, bb, p);
  }
  NV_ASSERT(!bb->v.uses);
  nv_block_unlink(bb);
  return 1;
}

static int nv_scfg_bypass(nv_block *bb) {
  nv_inst *T = bb->first, *phi;
  nv_block *c;
  nv_use *u, *next;
  if (bb == bb->parent->first || !T || T != bb->last || T->v.opcode != NVCG_OP_BR || T->nops != 1) return 0;
  c = (nv_block *)T->ops[0].val;
  if (c == bb) return 0;
  /* every predecessor already reaching c must agree with the values taken through bb */
  for (u = bb->v.uses; u; u = u->next) {
    nv_inst *U = (nv_inst *)u->user;
    if (u->user->kind != NV_V_INST || !U->parent || !NV_OP_IS_TERMINATOR(U->v.opcode)) continue;
    for (phi = c->first; phi && phi->v.opcode == NVCG_OP_PHI; phi = phi->next) {
      nv_value *vp = nv_phi_incoming(phi, U->parent), *vb = nv_phi_incoming(phi, bb);
      if (vp && vp != vb) return 0;
    }
  }
  if (!nv_scfg_edges_in(bb, NULL)) return 0;
  for (phi = c->first; phi && phi->v.opcode == NVCG_OP_PHI; phi = phi->next) {
    nv_value *vb = nv_phi_incoming(phi, bb);
    for (u = bb->v.uses; u; u = u->next) {
      nv_inst *U = (nv_inst *)u->user;
      if (u->user->kind != NV_V_INST || !U->parent || !NV_OP_IS_TERMINATOR(U->v.opcode)) continue;
      nv_opt_phi_add(phi, vb, U->parent);
    }
  }
  nv_opt_remove_pred_edge(c, bb);
  for (u = bb->v.uses; u; u = next) {
    nv_inst *U = (nv_inst *)u->user;
    next = u->next;
    if (u->user->kind != NV_V_INST || !U->parent || !NV_OP_IS_TERMINATOR(U->v.opcode)) continue;
    nv_inst_set_op(U, (unsigned)(u - U->ops), &c->v);
  }
  nv_inst_erase(T);
  NV_ASSERT(!bb->v.uses);
  nv_block_unlink(bb);
  return 1;
}

/* The value of the i1 c when control passes from p to r, when a branch on c decided it:
 * p's own branch, or -- while the block has a single predecessor and so was entered only
 * one way -- the branch into it, up to a few blocks up. 1 or 0, or -1 when unknown. */
static int nv_scfg_known_from_above(const nv_value *c, const nv_block *p, const nv_block *r) {
  unsigned steps;
  for (steps = 0; steps < 8; steps++) {
    const nv_inst *T = nv_block_terminator(p);
    nv_block *pp = NULL;
    if (!T) return -1;
    if (T->v.opcode == NVCG_OP_BR && T->nops == 3 && T->ops[0].val == c && nv_term_succ(T, 0) != nv_term_succ(T, 1))
      return nv_term_succ(T, 0) == r;
    if (nv_term_num_succ(T) != 1 || p == p->parent->first || nv_scfg_edges_in(p, &pp) != 1 || pp == p) return -1;
    r = p;
    p = pp;
  }
  return -1;
}

/* The value the conditional branch on c in bb takes when bb is entered from p: 1 or 0,
 * or -1 when p does not decide it (c a phi of bb taking a constant from p, or a branch
 * on c on the way to p). */
static int nv_scfg_known_on_edge(const nv_value *c, const nv_block *p, const nv_block *bb) {
  const nv_inst *C = (const nv_inst *)c;
  if (c->kind == NV_V_INST && C->v.opcode == NVCG_OP_PHI && C->parent == bb) {
    const nv_value *v = nv_phi_incoming(C, p);
    return v && v->kind == NV_V_CINT ? (int)(nv_cint_zext(v) & 1) : -1;
  }
  return nv_scfg_known_from_above(c, p, bb);
}

/* bb is made of phis and a conditional branch to two other blocks, and its phis are
 * used only by its own branch and by its successors' phis for the edges from bb. */
static int nv_scfg_threadable(const nv_block *bb) {
  const nv_inst *T = nv_block_terminator(bb), *I;
  if (!T || T->v.opcode != NVCG_OP_BR || T->nops != 3 || bb == bb->parent->first) return 0;
  if (nv_term_succ(T, 0) == nv_term_succ(T, 1) || nv_term_succ(T, 0) == bb || nv_term_succ(T, 1) == bb) return 0;
  for (I = bb->first; I != T; I = I->next) {
    const nv_use *u;
    if (I->v.opcode != NVCG_OP_PHI) return 0;
    for (u = I->v.uses; u; u = u->next) {
      const nv_inst *U = (const nv_inst *)u->user;
      unsigned k = (unsigned)(u - U->ops);
      if (u->user->kind != NV_V_INST) return 0;
      if (U == T) continue;
      if (U->v.opcode != NVCG_OP_PHI || (k & 1) || k + 1 >= U->nops || U->ops[k + 1].val != &bb->v ||
          (U->parent != nv_term_succ(T, 0) && U->parent != nv_term_succ(T, 1)))
        return 0;
    }
  }
  return 1;
}

/* Threads the edges into one block whose condition its predecessors decide (the first
 * such block, so that the dominator tree used for the loop-header test is current). */
static int nv_scfg_thread(nv_func *f) {
  nv_cfg g;
  uint32_t i, e;
  int changed = 0;
  nv_cfg_build(&g, f);
  nv_cfg_dominators(&g);
  for (i = 0; i < g.n && !changed; i++) {
    nv_block *bb = g.blocks[i], *preds[8];
    nv_inst *T;
    unsigned np = 0, k;
    int header = 0;
    if (!nv_cfg_reachable(&g, i) || !nv_scfg_threadable(bb)) continue;
    for (e = g.pred_start[i]; e < g.pred_start[i + 1]; e++)
      if (nv_cfg_reachable(&g, g.preds[e]) && nv_cfg_dominates(&g, i, g.preds[e])) header = 1;
    if (header) continue;
    T = nv_block_terminator(bb);
    for (e = g.pred_start[i]; e < g.pred_start[i + 1] && np < NV_ARRAY_LEN(preds); e++) {
      nv_block *p = g.blocks[g.preds[e]];
      nv_inst *PT = nv_block_terminator(p);
      unsigned n_to_bb = 0;
      int known;
      if (!PT || PT->v.opcode != NVCG_OP_BR) continue;
      for (k = 0; k < nv_term_num_succ(PT); k++) n_to_bb += nv_term_succ(PT, k) == bb;
      known = nv_scfg_known_on_edge(T->ops[0].val, p, bb);
      if (n_to_bb != 1 || known < 0) continue;
      for (k = 0; k < nv_term_num_succ(PT); k++)
        if (nv_term_succ(PT, k) == nv_term_succ(T, known ? 0 : 1)) break;
      if (k < nv_term_num_succ(PT)) continue;
      preds[np++] = p;
    }
    for (k = 0; k < np; k++) {
      nv_block *p = preds[k], *s = nv_term_succ(T, nv_scfg_known_on_edge(T->ops[0].val, p, bb) ? 0 : 1);
      nv_inst *PT = nv_block_terminator(p), *phi;
      unsigned j;
      for (phi = s->first; phi && phi->v.opcode == NVCG_OP_PHI; phi = phi->next) {
        nv_value *v = nv_phi_incoming(phi, bb);
        if (v->kind == NV_V_INST && ((nv_inst *)v)->v.opcode == NVCG_OP_PHI && ((nv_inst *)v)->parent == bb)
          v = nv_phi_incoming((nv_inst *)v, p);
        nv_opt_phi_add(phi, v, p);
      }
      nv_opt_remove_pred_edge(bb, p);
      for (j = 0; j < PT->nops; j++)
        if (PT->ops[j].val == &bb->v) nv_inst_set_op(PT, j, &s->v);
      changed = 1;
    }
  }
  nv_cfg_free(&g);
  return changed;
}

static int nv_pass_simplifycfg(nv_func *f, const nv_options *o) {
  int changed = 0, again = 1;
  unsigned threads = 64;
  nv_block *b0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  /* threading moves an edge past a block each time; the budget bounds it however the
   * CFG looks (a chain of blocks deciding each other's conditions) */
  for (b0 = f->first; b0; b0 = b0->next) threads += 2;
  while (again) {
    nv_block *bb, *next;
    again = nv_scfg_remove_unreachable(f);
    for (bb = f->first; bb; bb = bb->next) again |= nv_scfg_fold_branch(bb);
    for (bb = f->first; bb; bb = next) {
      next = bb->next;
      if (nv_scfg_merge_into_pred(bb)) again = 1;
    }
    for (bb = f->first; bb; bb = next) {
      next = bb->next;
      if (nv_scfg_bypass(bb)) again = 1;
    }
    if (!again && threads) {
      threads--;
      again = nv_scfg_thread(f);
    }
    changed |= again;
  }
  return changed;
}
