/* spec_exec.c -- LLVM's SpeculativeExecution, run as for a divergent target: the cheap,
 * effect-free instructions of an if-then arm (or of both arms of an if-then-else) move
 * up into the block that branches, so every thread runs them before the branch.
 *
 * Why a GPU wants it: a kernel unrolled from `for (j..) if (y + j < h) tile[x][y + j] = ...`
 * has one arm per j, and each arm computes the same base address (sepconst, just before,
 * took the constant offsets out). Arms are siblings, so no arm dominates another and GVN
 * cannot share the base; once the first arm's base sits in the block above them all, GVN
 * (the next pass) reuses it in every other arm -- as libNVVM's PTX does.
 *
 * An arm is a block whose only predecessor is the branching block and which ends in an
 * unconditional branch to the other successor (if-then) or to the same block as the other
 * arm (if-then-else). Of its instructions, the ones nv_opt_speculatable accepts whose
 * operands are defined outside the arm or by instructions that move too are moved, in
 * order, before the branch -- all of them or none: only when together they cost at most
 * spec-exec-max-speculation-cost (7) and at most spec-exec-max-not-hoisted (5) others
 * stay (LLVM's knobs and defaults). Costs as NVPTX's TTI gives them roughly: casts that
 * print nothing and constant GEPs 0, division (by a constant; nothing else is
 * speculatable) and fp division 4, anything else 1. Runs at -O1 and above, after
 * sepconst, before GVN. */

static unsigned nv_spec_cost(const nv_inst *I) {
  unsigned op = I->v.opcode, i;
  switch (op) {
  case NVCG_OP_BITCAST:
  case NVCG_OP_FREEZE:
    return 0;
  case NVCG_OP_GEP:
    for (i = 1; i < I->nops; i++)
      if (!nv_value_is_const(I->ops[i].val)) return 1;
    return 0;
  case NVCG_OP_UDIV: case NVCG_OP_SDIV: case NVCG_OP_UREM: case NVCG_OP_SREM:
  case NVCG_OP_FDIV: case NVCG_OP_FREM:
    return 4;
  default:
    return 1;
  }
}

/* Another block below `to`, outside arm `from`, computes what I computes from the same
 * operands, and nothing above `to` does: once I is in `to`, GVN shares it. */
static int nv_spec_has_twin(const nv_cfg *g, const nv_inst *I, const nv_block *from, const nv_block *to) {
  const nv_use *u;
  const nv_value *key = NULL;
  unsigned i;
  int twin = 0;
  for (i = 0; i < I->nops && !key; i++)
    if (I->ops[i].val->kind == NV_V_INST || I->ops[i].val->kind == NV_V_ARG) key = I->ops[i].val;
  if (!key) return 0;
  for (u = key->uses; u; u = u->next) {
    const nv_inst *J = (const nv_inst *)u->user;
    if (u->user->kind != NV_V_INST || J == I || !J->parent || J->parent->parent != from->parent) continue;
    if (!nv_gvn_equal(J, I) || !nv_cfg_reachable(g, J->parent->index)) continue;
    if (nv_cfg_dominates(g, J->parent->index, to->index)) return 0; /* GVN shares it already */
    if (nv_cfg_dominates(g, to->index, J->parent->index) && !nv_cfg_dominates(g, from->index, J->parent->index))
      twin = 1;
  }
  return twin;
}

/* Hoists the speculatable part of arm `from` before `to`'s terminator, when it is cheap
 * enough and GVN can share some of it with another arm; returns whether anything moved. */
static int nv_spec_hoist_arm(const nv_cfg *g, nv_block *from, nv_block *to, unsigned max_cost, unsigned max_stay) {
  nv_map moving;
  nv_inst *I, *next, *at = nv_block_terminator(to);
  unsigned cost = 0, stay = 0, i;
  int any = 0, shared = 0;
  nv_map_init(&moving, NV_MAP_PTR);
  for (I = from->first; I && !NV_OP_IS_TERMINATOR(I->v.opcode); I = I->next) {
    int ok = I->v.opcode != NVCG_OP_PHI && nv_opt_speculatable(I);
    for (i = 0; ok && i < I->nops; i++) {
      const nv_value *v = I->ops[i].val;
      if (v->kind == NV_V_INST && ((const nv_inst *)v)->parent == from && !nv_map_get(&moving, (uintptr_t)v, NULL))
        ok = 0;
    }
    if (ok) {
      nv_map_put(&moving, (uintptr_t)I, 1);
      cost += nv_spec_cost(I);
      any = 1;
      if (!shared && nv_spec_cost(I)) shared = nv_spec_has_twin(g, I, from, to);
    } else {
      stay++;
    }
    if (cost > max_cost || stay > max_stay) {
      any = 0;
      break;
    }
  }
  if (any && shared)
    for (I = from->first; I; I = next) {
      next = I->next;
      if (nv_map_get(&moving, (uintptr_t)I, NULL)) {
        nv_inst_unlink(I);
        nv_inst_insert_before(I, at);
      }
    }
  nv_map_free(&moving);
  return any && shared;
}

/* The block an arm ends by branching to unconditionally, or NULL when s is no arm of
 * bb: its only predecessor must be bb. */
static nv_block *nv_spec_arm_exit(const nv_cfg *g, const nv_block *bb, const nv_block *s) {
  nv_inst *T = nv_block_terminator(s);
  if (s == bb || nv_cfg_npreds(g, s->index) != 1 || !T || T->v.opcode != NVCG_OP_BR || T->nops != 1) return NULL;
  return (nv_block *)T->ops[0].val;
}

static int nv_pass_spec_exec(nv_func *f, const nv_options *o) {
  unsigned max_cost = (unsigned)nv_opt_knob(o, NV_KNOB_SPEC_EXEC_MAX_SPECULATION_COST);
  unsigned max_stay = (unsigned)nv_opt_knob(o, NV_KNOB_SPEC_EXEC_MAX_NOT_HOISTED);
  nv_cfg g;
  nv_block *bb;
  int changed = 0;
  if (f->is_decl || !f->first) return 0;
  nv_cfg_build(&g, f);
  nv_cfg_dominators(&g);
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *T = nv_block_terminator(bb);
    nv_block *s0, *s1, *e0, *e1;
    if (!T || T->v.opcode != NVCG_OP_BR || T->nops != 3 || !nv_cfg_reachable(&g, bb->index)) continue;
    s0 = (nv_block *)T->ops[1].val;
    s1 = (nv_block *)T->ops[2].val;
    if (s0 == s1) continue;
    e0 = nv_spec_arm_exit(&g, bb, s0);
    e1 = nv_spec_arm_exit(&g, bb, s1);
    if (e0 == s1) changed |= nv_spec_hoist_arm(&g, s0, bb, max_cost, max_stay);      /* if-then */
    else if (e1 == s0) changed |= nv_spec_hoist_arm(&g, s1, bb, max_cost, max_stay); /* if-then */
    else if (e0 && e0 == e1) {                                                  /* if-then-else */
      changed |= nv_spec_hoist_arm(&g, s0, bb, max_cost, max_stay);
      changed |= nv_spec_hoist_arm(&g, s1, bb, max_cost, max_stay);
    }
  }
  nv_cfg_free(&g);
  return changed;
}
