/* loop_rotate.c -- turns top-tested loops into bottom-tested ones (LLVM's LoopRotate):
 *
 *   pre: br H              pre:  H' (a copy of H's instructions); br c', B, E
 *   H:   c = ...; br c, B, E   ->   B:    phis for H's values; body ...
 *   B ... latch: br H           latch: br H
 *                                H:    c = ...; br c, B, E      (now the loop's latch test)
 *
 * The copy in the preheader is the guard that skips the loop when it runs no iteration,
 * so that the body dominates the loop's exit: LICM may then hoist loads out of it (they
 * are sure to execute), the unroller's runtime path applies (it wants the latch to be
 * the counting exit) and PTX gets one branch per iteration instead of two. Values H
 * defines reach the body through phis in B and the code after the loop through phis in
 * E. Only small headers (at most 16 instructions, no calls, stores or atomics: LLVM's
 * rotation-max-header-size) whose body block has H as its only predecessor are rotated;
 * the loop's !llvm.loop hints move to the new back edge. An exit block that other blocks
 * of the loop also leave to (a loop with a `break`, once simplifycfg has threaded
 * clang's re-test of the break condition) first gets a block of its own on the edge
 * from H, which is then E -- when no value H defines is used below that exit other than
 * through the exit's phis. Runs at -O2 and above, before LICM and unrolling. */

#define NV_ROT_MAX_HEADER 16

/* Whether loop L can be rotated; B and E get its body entry and exit. *split is set when
 * E has other predecessors: the edge H -> E needs a block of its own first. */
static int nv_rot_ok(const nv_loops *LS, const nv_loop *L, nv_block **B, nv_block **E, int *split) {
  const nv_cfg *g = &LS->g;
  nv_block *h = g->blocks[L->header], *lt, *s0, *s1;
  nv_inst *T, *LT;
  uint32_t n = 0;
  if (L->preheader == NV_CFG_NONE || L->latches.len != 1 || L->latches.data[0] == L->header) return 0;
  lt = g->blocks[L->latches.data[0]];
  T = nv_block_terminator(h);
  LT = nv_block_terminator(lt);
  if (!T || T->v.opcode != NVCG_OP_BR || T->nops != 3 || !LT || LT->v.opcode != NVCG_OP_BR || LT->nops != 1) return 0;
  s0 = (nv_block *)T->ops[1].val;
  s1 = (nv_block *)T->ops[2].val;
  if (s0 == s1 || L->member[s0->index] == L->member[s1->index]) return 0;
  *B = L->member[s0->index] ? s0 : s1;
  *E = L->member[s0->index] ? s1 : s0;
  if (nv_cfg_npreds(g, (*B)->index) != 1 || *B == h) return 0;
  *split = nv_cfg_npreds(g, (*E)->index) != 1;
  NV_FOR_INSTS(I, h) {
    unsigned op = I->v.opcode;
    if (op == NVCG_OP_PHI || I == T) continue;
    if (++n > NV_ROT_MAX_HEADER) return 0;
    if (op == NVCG_OP_CALL || op == NVCG_OP_ALLOCA || nv_opt_may_write(I) || !nv_opt_removable(I)) return 0;
  }
  /* every use of a value H defines must be in H, or below B or E */
  NV_FOR_INSTS(I, h) {
    nv_use *u;
    for (u = I->v.uses; u; u = u->next) {
      nv_block *ub = nv_loop_use_block(u);
      if (!ub || ub == h) continue;
      if (ub->index >= g->n || g->blocks[ub->index] != ub || !nv_cfg_reachable(g, ub->index)) return 0;
      if (!nv_cfg_dominates(g, (*B)->index, ub->index) && (*split || !nv_cfg_dominates(g, (*E)->index, ub->index)))
        return 0;
    }
  }
  return 1;
}

static void nv_rot_loop(nv_loops *LS, nv_loop *L, nv_block *B, nv_block *E) {
  nv_cfg *g = &LS->g;
  nv_block *h = g->blocks[L->header], *pre = g->blocks[L->preheader], *lt = g->blocks[L->latches.data[0]];
  nv_module *m = g->f->module;
  nv_inst *T = nv_block_terminator(h), *PT = nv_block_terminator(pre), *LT = nv_block_terminator(lt), *guard = NULL;
  NV_VEC(nv_inst *) hv = NV_VEC_INIT;
  nv_map vm;
  nv_ib b;
  uint32_t i, k;
  nv_map_init(&vm, NV_MAP_PTR);
  /* the guard: H's instructions again, in the preheader, from the values entering H */
  NV_FOR_INSTS(I, h) {
    if (I->v.type->kind != NVCG_TYPE_VOID) nv_vec_push(&hv, I);
    if (I->v.opcode == NVCG_OP_PHI) {
      for (k = 0; k + 1 < I->nops; k += 2)
        if (I->ops[k + 1].val == &pre->v) nv_map_put(&vm, (uintptr_t)I, (uintptr_t)I->ops[k].val);
      continue;
    }
    {
      nv_inst *K = nv_opt_clone_inst(m, I);
      for (k = 0; k < I->nops; k++) nv_inst_set_op(K, k, nv_opt_map_value(&vm, I->ops[k].val));
      nv_inst_insert_before(K, PT);
      nv_map_put(&vm, (uintptr_t)I, (uintptr_t)K);
      if (I == T) guard = K;
    }
  }
  nv_inst_erase(PT);
  guard->flags = 0;
  guard->unroll_count = 0;
  /* E and B are now also entered from the preheader: their phis (one entry, from H,
   * each) take the guard's value on that edge */
  for (i = 0; i < 2; i++)
    NV_FOR_INSTS(P, i ? B : E) {
      if (P->v.opcode != NVCG_OP_PHI) break;
      for (k = 0; k + 1 < P->nops; k += 2)
        if (P->ops[k + 1].val == &h->v) {
          nv_opt_phi_add(P, nv_opt_map_value(&vm, P->ops[k].val), pre);
          break;
        }
    }
  for (i = 0; i < hv.len; i++) {
    nv_inst *I = hv.data[i], *pb = NULL, *pe = NULL;
    nv_use *u, *next;
    for (u = I->v.uses; u; u = next) {
      nv_block *ub = nv_loop_use_block(u);
      nv_inst **pp;
      nv_block *at;
      next = u->next;
      if (!ub || ub == h || (pb && u->user == &pb->v) || (pe && u->user == &pe->v)) continue;
      at = nv_cfg_dominates(g, B->index, ub->index) ? B : E;
      pp = at == B ? &pb : &pe;
      if (!*pp) {
        if (at->first) nv_ib_before(&b, at->first);
        else nv_ib_at_end(&b, at);
        *pp = nv_ib_phi(&b, I->v.type, I->v.name);
        (*pp)->flags = I->v.opcode == NVCG_OP_PHI ? I->flags : 0;
        nv_opt_phi_add(*pp, nv_opt_map_value(&vm, &I->v), pre);
        nv_opt_phi_add(*pp, &I->v, h);
        next = I->v.uses; /* the new phi's use went to the front: start over */
        continue;
      }
      nv_use_set(u, u->user, &(*pp)->v);
    }
  }
  /* H is entered from the latch only: its phis have one value now */
  nv_opt_remove_pred_edge(h, pre);
  for (i = 0; i < hv.len; i++) {
    nv_inst *P = hv.data[i];
    if (P->v.opcode != NVCG_OP_PHI) continue;
    nv_value_rauw(&P->v, P->ops[0].val);
    nv_inst_erase(P);
  }
  /* the back edge is H -> B now: it carries the loop's hints */
  T->flags |= LT->flags;
  if (LT->unroll_count) T->unroll_count = LT->unroll_count;
  LT->flags = 0;
  LT->unroll_count = 0;
  nv_vec_free(&hv);
  nv_map_free(&vm);
}

static int nv_pass_loop_rotate(nv_func *f, const nv_options *o) {
  nv_loops LS;
  nv_map done;
  int changed = 0, again = 1;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  nv_map_init(&done, NV_MAP_PTR);
  nv_loops_build(&LS, f);
  changed |= nv_loops_simplify(&LS, f);
  while (again) {
    uint32_t i;
    again = 0;
    for (i = 0; i < LS.all.len && !again; i++) {
      nv_loop *L = LS.all.data[i];
      nv_block *B, *E, *h = LS.g.blocks[L->header];
      int split = 0;
      if (nv_map_get(&done, (uintptr_t)h, NULL)) continue;
      nv_map_put(&done, (uintptr_t)h, 1);
      if (!nv_rot_ok(&LS, L, &B, &E, &split)) continue;
      if (split) {
        /* H's exit edge gets its own block; rotate on the rebuilt loops */
        nv_block *ne = nv_block_new(f, "rot.exit", E);
        nv_loop_redirect(E, ne, &h, 1);
        nv_map_erase(&done, (uintptr_t)h);
        changed = again = 1;
        continue;
      }
      nv_rot_loop(&LS, L, B, E);
      nv_map_put(&done, (uintptr_t)B, 1);
      changed = again = 1;
    }
    if (again) {
      nv_loops_free(&LS);
      nv_loops_build(&LS, f);
      nv_loops_simplify(&LS, f);
    }
  }
  nv_loops_free(&LS);
  nv_map_free(&done);
  return changed;
}
