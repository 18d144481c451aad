/* simplifycfg.c -- control-flow cleanups, repeated until nothing changes:
 *   - blocks unreachable from the entry are deleted (their successors' phis lose the
 *     entries for them; values they defined can only have been used in other unreachable
 *     blocks);
 *   - a conditional branch or switch on a constant becomes an unconditional branch (and
 *     so does one whose targets are all the same block); the edges it drops leave their
 *     targets' phis;
 *   - a block whose single predecessor ends in an unconditional branch to it is merged
 *     into that predecessor (its phis have one entry each and fold away);
 *   - an empty block that only branches on (no phis, not the entry) is bypassed: its
 *     predecessors branch straight to its successor, whose phis take, for each new edge,
 *     the value they took from the bypassed block -- unless such a predecessor already
 *     reaches the successor with a different value.
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

static int nv_scfg_fold_branch(nv_block *bb) {
  nv_inst *T = nv_block_terminator(bb);
  nv_value *c;
  unsigned k, ns;
  if (!T || (T->v.opcode != NVCG_OP_BR && T->v.opcode != NVCG_OP_SWITCH) || T->nops == 1) return 0;
  c = T->ops[0].val;
  ns = nv_term_num_succ(T);
  if (c->kind == NV_V_CINT) {
    nv_block *target;
    if (T->v.opcode == NVCG_OP_BR) {
      target = nv_term_succ(T, nv_cint_zext(c) & 1 ? 0 : 1);
    } else {
      target = nv_term_succ(T, 0);
      for (k = 2; k < T->nops; k += 2)
        if (T->ops[k].val == c) {
          target = (nv_block *)T->ops[k + 1].val;
          break;
        }
    }
    nv_scfg_branch_to(bb, target);
    return 1;
  }
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

/* The value phi takes when entered from `from` (NULL when from is no predecessor). */
static nv_value *nv_scfg_incoming(const nv_inst *phi, const nv_block *from) {
  uint32_t i;
  for (i = 1; i < phi->nops; i += 2)
    if (phi->ops[i].val == &from->v) return phi->ops[i - 1].val;
  return NULL;
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
      nv_value *vp = nv_scfg_incoming(phi, U->parent), *vb = nv_scfg_incoming(phi, bb);
      if (vp && vp != vb) return 0;
    }
  }
  if (!nv_scfg_edges_in(bb, NULL)) return 0;
  for (phi = c->first; phi && phi->v.opcode == NVCG_OP_PHI; phi = phi->next) {
    nv_value *vb = nv_scfg_incoming(phi, bb);
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

static int nv_pass_simplifycfg(nv_func *f, const nv_options *o) {
  int changed = 0, again = 1;
  (void)o;
  if (f->is_decl || !f->first) return 0;
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
    changed |= again;
  }
  return changed;
}
