/* dce.c -- deletes instructions whose results nothing needs (mark and sweep, so dead
 * cycles through phis go too). The roots are the instructions that cannot be removed:
 * terminators, stores, calls with effects, volatile and atomic accesses, fences
 * (nv_opt_removable); everything an operand chain from a root reaches is live, the
 * rest is unlinked. Runs at -O1 and above, after the other cleanups. */

static int nv_pass_dce(nv_func *f, const nv_options *o) {
  nv_set live;
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  int changed = 0;
  (void)o;
  nv_set_init(&live, NV_MAP_PTR);
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (!nv_opt_removable(I)) {
        nv_set_insert(&live, (uintptr_t)I);
        nv_vec_push(&work, I);
      }
  while (work.len) {
    nv_inst *I = nv_vec_pop(&work);
    uint32_t i;
    for (i = 0; i < I->nops; i++) {
      nv_value *v = I->ops[i].val;
      if (v && v->kind == NV_V_INST && nv_set_insert(&live, (uintptr_t)v)) nv_vec_push(&work, (nv_inst *)v);
    }
  }
  /* drop every dead operand first, so dead values lose their uses before they go */
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (!nv_set_contains(&live, (uintptr_t)I)) {
        uint32_t i;
        for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
      }
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      if (!nv_set_contains(&live, (uintptr_t)I)) {
        NV_ASSERT(!I->v.uses);
        nv_inst_unlink(I);
        changed = 1;
      }
      I = next;
    }
  }
  nv_vec_free(&work);
  nv_set_free(&live);
  return changed;
}
