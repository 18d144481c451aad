/* inline.c -- inlines calls to functions of the same module: always those marked
 * alwaysinline (at every -O level), and at -O2 and above internal, private and
 * linkonce_odr functions whose cost fits: 5 units an instruction (LLVM's InstrCost),
 * at most inline-threshold (300: the 60 instructions this pass took before it had a
 * cost model), or anything that fits the caller's remaining budget when this is the
 * callee's only call (LLVM's last-call-to-static bonus). Each caller has a budget of
 * inline-budget units (20,000 as cicc's inliner, seeds/002) for all it inlines, so that
 * chains and recursion through several functions stop. Never functions marked noinline
 * or optnone, kernels, declarations, variadic functions, functions that call themselves,
 * or calls whose function type differs from the callee's.
 *
 * The call's block is split at the call; the callee's blocks are cloned in between
 * (arguments mapped to the call's operands; a byval argument to a fresh copy made with
 * llvm.memcpy, as the callee may write it); each `ret` becomes a branch to the rest of
 * the block, and the call's value becomes the single returned value, a phi of them, or
 * -- for aggregates returned from several places, so that no aggregate phi appears -- a
 * load from a new alloca they are stored to. The callee's static allocas move to the
 * caller's entry block, where sroa_lite and mem2reg find them.
 *
 * The pass iterates: calls that inlined bodies bring along are considered in the next
 * round (a helper that calls a helper, as glslang writes them). The driver runs the IR
 * passes on callees before their callers (driver/pipeline.c), so a callee is inlined
 * already simplified, promoted and unrolled, and measured by that size. It runs first in
 * the pipeline, before lower_args. */

#define NV_INLINE_COST 5      /* units per instruction */
#define NV_INLINE_ROUNDS 8

static unsigned nv_inl_size(const nv_func *g, unsigned limit) {
  const nv_block *bb;
  unsigned n = 0;
  for (bb = g->first; bb; bb = bb->next)
    for (const nv_inst *I = bb->first; I; I = I->next)
      if (++n > limit) return n;
  return n;
}

static int nv_inl_self_recursive(const nv_func *g) {
  const nv_use *u;
  for (u = g->v.uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    if (u->user->kind == NV_V_INST && U->parent && U->parent->parent == g) return 1;
  }
  return 0;
}

static unsigned nv_inl_call_uses(const nv_func *g) {
  const nv_use *u;
  unsigned n = 0;
  for (u = g->v.uses; u; u = u->next) n++;
  return n;
}

/* Units the caller would grow by when g is inlined; 0 when it must not be. */
static unsigned nv_inl_cost(const nv_func *f, const nv_inst *C, const nv_options *o, unsigned budget_left) {
  nv_value *callee = C->ops[0].val;
  nv_func *g;
  unsigned threshold = (unsigned)nv_opt_knob(o, NV_KNOB_INLINE_THRESHOLD), limit, size;
  if (!callee || callee->kind != NV_V_FUNC) return 0;
  g = (nv_func *)callee;
  if (g == f || g->is_decl || !g->first || g->intrinsic || g->is_kernel || g->fty->vararg) return 0;
  if (C->aux_type != g->fty || C->nops != g->nargs + 1) return 0;
  if (g->attrs & (NVCG_FN_NOINLINE | NVCG_FN_OPTNONE)) return 0;
  if (nv_inl_self_recursive(g)) return 0;
  if (g->attrs & NVCG_FN_ALWAYSINLINE) return 1;
  if (o->opt_level < 2) return 0;
  if (g->linkage != NVCG_LINKAGE_INTERNAL && g->linkage != NVCG_LINKAGE_PRIVATE &&
      g->linkage != NVCG_LINKAGE_LINKONCE_ODR)
    return 0;
  limit = nv_inl_call_uses(g) == 1 && g->linkage != NVCG_LINKAGE_LINKONCE_ODR ? budget_left : NV_MIN(threshold, budget_left);
  size = nv_inl_size(g, limit / NV_INLINE_COST + 1) * NV_INLINE_COST;
  return size <= limit ? NV_MAX(size, 1u) : 0;
}

static void nv_inl_one(nv_func *f, nv_inst *C) {
  nv_func *g = (nv_func *)C->ops[0].val;
  nv_module *m = f->module;
  nv_context *c = m->ctx;
  nv_block *bb = C->parent, *after, *gb, *entry_clone = NULL;
  nv_map vm;
  NV_VEC(nv_inst *) clones = NV_VEC_INIT;
  NV_VEC(nv_inst *) rets = NV_VEC_INIT;
  nv_inst *top;
  nv_ib b;
  uint32_t i;
  char name[96];
  nv_map_init(&vm, NV_MAP_PTR);
  snprintf(name, sizeof name, "%s.exit", g->v.name ? g->v.name : "inl");
  after = nv_opt_split_block(bb, C, name);
  /* arguments: the call's operands; byval ones get their own copy */
  nv_ib_at_end(&b, bb);
  for (i = 0; i < g->nargs; i++) {
    nv_value *a = C->ops[i + 1].val;
    const nv_param_attrs *pa = &g->pattrs[i];
    if ((pa->flags & NVCG_PARAM_BYVAL) && pa->byval && nv_type_is_sized(pa->byval)) {
      nv_value *one = nv_const_int(nv_type_int(c, 32), 1, 0), *ops[5];
      nv_inst *copy;
      nv_func *mc;
      char mname[64];
      nv_ib eb;
      /* the copy lives in the entry block: an alloca elsewhere would be a dynamic one.
       * A call that opened the entry block has left it empty (split off above): the copy
       * then goes at its end, before the memcpy that b appends there. */
      if (f->first->first) nv_ib_before(&eb, f->first->first);
      else nv_ib_at_end(&eb, f->first);
      copy = nv_ib_new(&eb, NVCG_OP_ALLOCA, nv_type_ptr(c, 0), 1, &one, g->args[i]->v.name);
      copy->aux_type = pa->byval;
      copy->align = NV_MAX(pa->align, nv_type_abi_align(pa->byval));
      nv_ib_checked(copy);
      snprintf(mname, sizeof mname, "llvm.memcpy.p0.p%u.i64", a->type->addrspace);
      mc = nv_intrinsic_declare(m, mname);
      ops[0] = &mc->v;
      ops[1] = &copy->v;
      ops[2] = a;
      ops[3] = nv_const_int(nv_type_int(c, 64), nv_type_alloc_size(pa->byval), 0);
      ops[4] = nv_const_int(nv_type_int(c, 1), 0, 0);
      {
        nv_inst *call = nv_ib_new(&b, NVCG_OP_CALL, c->t_void, 5, ops, NULL);
        call->aux_type = mc->fty;
        nv_ib_checked(call);
      }
      a = &copy->v;
    }
    nv_map_put(&vm, (uintptr_t)&g->args[i]->v, (uintptr_t)a);
  }
  /* blocks, then instructions (operands may refer forward), then operands */
  for (gb = g->first; gb; gb = gb->next) {
    nv_block *nb = nv_block_new(f, gb->v.name, after);
    nv_map_put(&vm, (uintptr_t)&gb->v, (uintptr_t)&nb->v);
    if (!entry_clone) entry_clone = nb;
  }
  for (gb = g->first; gb; gb = gb->next) {
    nv_block *nb = (nv_block *)nv_opt_map_value(&vm, &gb->v);
    for (nv_inst *I = gb->first; I; I = I->next) {
      nv_inst *K = nv_opt_clone_inst(m, I);
      nv_inst_append(K, nb);
      nv_map_put(&vm, (uintptr_t)I, (uintptr_t)K);
      nv_vec_push(&clones, K);
    }
  }
  for (gb = g->first, i = 0; gb; gb = gb->next)
    for (nv_inst *I = gb->first; I; I = I->next, i++) {
      nv_inst *K = clones.data[i];
      uint32_t k;
      for (k = 0; k < I->nops; k++) nv_inst_set_op(K, k, nv_opt_map_value(&vm, I->ops[k].val));
      if (K->v.opcode == NVCG_OP_RET) nv_vec_push(&rets, K);
    }
  /* the call's block jumps into the copy */
  nv_ib_at_end(&b, bb);
  nv_ib_br(&b, entry_clone);
  /* returns become branches to the rest of the call's block */
  {
    nv_value *result = NULL;
    nv_type *rt = g->fty->elem;
    int want = C->v.uses != NULL && rt->kind != NVCG_TYPE_VOID;
    nv_inst *slot = NULL, *phi = NULL;
    if (want && rets.len > 1 && nv_type_is_aggregate(rt)) {
      nv_value *one = nv_const_int(nv_type_int(c, 32), 1, 0);
      nv_ib_before(&b, f->first->first);
      slot = nv_ib_new(&b, NVCG_OP_ALLOCA, nv_type_ptr(c, 0), 1, &one, "retval");
      slot->aux_type = rt;
      slot->align = nv_type_abi_align(rt);
      nv_ib_checked(slot);
    } else if (want && rets.len > 1) {
      nv_ib_at_end(&b, after);
      phi = nv_ib_phi(&b, rt, C->v.name);
    }
    for (i = 0; i < rets.len; i++) {
      nv_inst *R = rets.data[i];
      nv_block *rb = R->parent;
      nv_value *v = R->nops ? R->ops[0].val : NULL;
      if (want && v) {
        if (slot) {
          nv_ib_before(&b, R);
          nv_ib_store(&b, v, &slot->v, slot->align);
        } else if (phi) {
          nv_opt_phi_add(phi, v, rb);
        } else {
          result = v;
        }
      }
      nv_inst_erase(R);
      nv_ib_at_end(&b, rb);
      nv_ib_br(&b, after);
    }
    if (slot) {
      nv_ib_before(&b, C);
      result = &nv_ib_load(&b, rt, &slot->v, slot->align, C->v.name)->v;
    } else if (phi) {
      result = &phi->v;
    }
    if (C->v.uses) nv_value_rauw(&C->v, result ? result : nv_opt_undef(C->v.type));
  }
  nv_inst_erase(C);
  /* static allocas of the callee go to the caller's entry block */
  top = f->first->first;
  for (i = 0; i < clones.len; i++) {
    nv_inst *K = clones.data[i];
    if (K->v.opcode != NVCG_OP_ALLOCA || K->parent != entry_clone || K->ops[0].val->kind != NV_V_CINT) continue;
    if (K == top) continue;
    nv_inst_unlink(K);
    nv_inst_insert_before(K, top);
  }
  nv_vec_free(&clones);
  nv_vec_free(&rets);
  nv_map_free(&vm);
}

static int nv_pass_inline(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) sites = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  unsigned budget = (unsigned)nv_opt_knob(o, NV_KNOB_INLINE_BUDGET), round;
  int changed = 0, more = 1;
  if (f->is_decl || !f->first) return 0;
  for (round = 0; round < NV_INLINE_ROUNDS && more; round++) {
    more = 0;
    sites.len = 0;
    for (bb = f->first; bb; bb = bb->next)
      for (nv_inst *I = bb->first; I; I = I->next)
        if (I->v.opcode == NVCG_OP_CALL && nv_inl_cost(f, I, o, budget)) nv_vec_push(&sites, I);
    for (i = 0; i < sites.len; i++) {
      /* an earlier inlining may have made the callee ineligible (it grew, it now calls
       * itself through f) or used up the budget: ask again */
      unsigned cost = nv_inl_cost(f, sites.data[i], o, budget);
      if (!cost) continue;
      budget -= NV_MIN(cost, budget);
      nv_inl_one(f, sites.data[i]);
      changed = more = 1;
    }
  }
  nv_vec_free(&sites);
  return changed;
}
