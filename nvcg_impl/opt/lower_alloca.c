/* lower_alloca.c -- allocas live in .local memory (NVPTXLowerAlloca). An alloca yields a
 * generic pointer; each one still used gets
 *     %x.local = addrspacecast ptr %x to ptr addrspace(5)
 *     %x.gen   = addrspacecast ptr addrspace(5) %x.local to ptr
 * right after it, loads and stores that address it directly use %x.local (ld.local /
 * st.local in PTX), and every other use (GEPs, calls, pointer stores: the address may
 * escape) takes %x.gen; infer_as, which follows, carries the local space through GEP
 * chains. Atomic accesses stay generic: PTX has no atom.local. Volatile accesses may go
 * local (local memory is private to the thread, so the code generator can drop the
 * .volatile qualifier PTX does not allow there). Runs at every -O level, after mem2reg
 * has promoted what it could.
 *
 * First, an alloca of constant size in a block that lies on no cycle (it runs at most once
 * per call) moves to the entry block: there it is a frame object at a fixed .local offset,
 * where elsewhere it would be a dynamic PTX `alloca`, which grows the stack at run time
 * (and needs sm_52 / PTX 7.3). Clang puts every alloca in the entry block; inlined code,
 * frontends and hand-written IR do not always. An alloca inside a loop stays: each
 * iteration may keep its own copy alive, which one frame object could not give. */

static int nv_lalloca_done(const nv_inst *ai) {
  const nv_use *u;
  for (u = ai->v.uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    if (u->user->kind != NV_V_INST || U->v.opcode != NVCG_OP_ADDRSPACECAST || U->v.type->addrspace != NVCG_AS_LOCAL)
      return 0;
  }
  return 1;
}

/* One of the casts this pass makes (alloca to local, local back to generic). */
static int nv_lalloca_is_cast(const nv_inst *I) {
  const nv_value *src;
  if (I->v.opcode != NVCG_OP_ADDRSPACECAST) return 0;
  src = I->ops[0].val;
  if (src->kind != NV_V_INST) return 0;
  if (src->opcode == NVCG_OP_ALLOCA) return I->v.type->addrspace == NVCG_AS_LOCAL;
  return src->opcode == NVCG_OP_ADDRSPACECAST && I->v.type->addrspace == 0 &&
         ((const nv_inst *)src)->ops[0].val->kind == NV_V_INST && ((const nv_inst *)src)->ops[0].val->opcode == NVCG_OP_ALLOCA;
}

/* Can control reach bb again after it runs? (A search from its successors.) */
static int nv_lalloca_on_cycle(nv_func *f, nv_block *bb) {
  NV_VEC(nv_block *) work = NV_VEC_INIT;
  uint8_t *seen;
  nv_block *b;
  uint32_t n = 0;
  int found = 0;
  for (b = f->first; b; b = b->next) n++;
  seen = (uint8_t *)nv_xcalloc(n ? n : 1, 1);
  nv_vec_push(&work, bb);
  while (work.len && !found) {
    nv_inst *T = nv_block_terminator(nv_vec_pop(&work));
    unsigned k, ns = T ? nv_term_num_succ(T) : 0;
    for (k = 0; k < ns && !found; k++) {
      nv_block *s = nv_term_succ(T, k);
      if (!s || seen[s->index]) continue;
      if (s == bb) found = 1;
      seen[s->index] = 1;
      nv_vec_push(&work, s);
    }
  }
  nv_xfree(seen);
  nv_vec_free(&work);
  return found;
}

/* Moves the constant-size allocas of blocks on no cycle to the entry block's allocas. */
static int nv_lalloca_hoist(nv_func *f) {
  nv_block *bb;
  nv_inst *at;
  int changed = 0;
  if (!f->first) return 0;
  nv_func_number_blocks(f);
  for (at = f->first->first; at && at->v.opcode == NVCG_OP_ALLOCA;) at = at->next;
  for (bb = f->first->next; bb; bb = bb->next) {
    nv_inst *I, *next;
    int cycle = -1;
    for (I = bb->first; I; I = next) {
      nv_value *n = I->nops ? I->ops[0].val : NULL;
      next = I->next;
      if (I->v.opcode != NVCG_OP_ALLOCA || (n && n->kind != NV_V_CINT)) continue;
      if (cycle < 0) cycle = nv_lalloca_on_cycle(f, bb);
      if (cycle) break;
      nv_inst_unlink(I);
      if (at) nv_inst_insert_before(I, at);
      else nv_inst_append(I, f->first);
      changed = 1;
    }
  }
  return changed;
}

static int nv_pass_lower_alloca(nv_func *f, const nv_options *o) {
  nv_context *c = nv_func_ctx(f);
  NV_VEC(nv_inst *) allocas = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  int changed = 0;
  (void)o;
  changed |= nv_lalloca_hoist(f);
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (I->v.opcode == NVCG_OP_ALLOCA && I->v.type->addrspace == 0 && I->v.uses && !nv_lalloca_done(I))
        nv_vec_push(&allocas, I);
  for (i = 0; i < allocas.len; i++) {
    nv_inst *ai = allocas.data[i], *after = ai->next;
    nv_value *loc, *gen;
    nv_use *u, *next;
    char name[128];
    nv_ib b;
    /* after the block's run of allocas and the casts made for them, so allocas stay
     * together and the casts come in alloca order */
    while (after && (after->v.opcode == NVCG_OP_ALLOCA || nv_lalloca_is_cast(after))) after = after->next;
    nv_ib_before(&b, after);
    snprintf(name, sizeof name, "%s.local", ai->v.name ? ai->v.name : "");
    loc = nv_ib_cast(&b, NVCG_OP_ADDRSPACECAST, &ai->v, nv_type_ptr(c, NVCG_AS_LOCAL), ai->v.name ? name : NULL);
    snprintf(name, sizeof name, "%s.gen", ai->v.name ? ai->v.name : "");
    gen = nv_ib_cast(&b, NVCG_OP_ADDRSPACECAST, loc, ai->v.type, ai->v.name ? name : NULL);
    nv_value_rauw(&ai->v, gen);
    nv_inst_set_op((nv_inst *)loc, 0, &ai->v);
    for (u = gen->uses; u; u = next) {
      nv_inst *U = (nv_inst *)u->user;
      unsigned opno = (unsigned)(u - U->ops);
      next = u->next;
      if (U->ordering) continue;
      if ((U->v.opcode == NVCG_OP_LOAD && opno == 0) || (U->v.opcode == NVCG_OP_STORE && opno == 1))
        nv_inst_set_op(U, opno, loc);
    }
    if (!gen->uses) nv_inst_erase((nv_inst *)gen);
    changed = 1;
  }
  nv_vec_free(&allocas);
  return changed;
}
