/* dce.c -- deletes instructions whose results nothing needs (mark and sweep, so dead
 * cycles through phis go too). The roots are the instructions that cannot be removed:
 * terminators, stores, calls with effects, volatile and atomic accesses, fences
 * (nv_opt_removable); everything an operand chain from a root reaches is live, the
 * rest is unlinked. Runs at -O1 and above, after the other cleanups. */

/* The live set. A function's instructions take their ids from the module's counter, so
 * they mostly fill one range: a bit per id of [lo, lo + n) holds them, and a pointer set
 * only those outside it (the pointer set alone was three quarters of the pass on the
 * clang -O0 corpus). n is 0 (the set holds all) when the range is much wider than the
 * function, as after many values were created elsewhere in a big module. */
typedef struct nv_dce_live {
  uint32_t lo, n;
  uint64_t *bits;
  nv_set rest;
} nv_dce_live;

static void nv_dce_live_init(nv_dce_live *L, const nv_func *f) {
  const nv_block *bb;
  uint32_t lo = UINT32_MAX, hi = 0, count = 0;
  memset(L, 0, sizeof *L);
  nv_set_init(&L->rest, NV_MAP_PTR);
  for (bb = f->first; bb; bb = bb->next)
    for (const nv_inst *I = bb->first; I; I = I->next) {
      if (I->v.id < lo) lo = I->v.id;
      if (I->v.id > hi) hi = I->v.id;
      count++;
    }
  if (!count || hi - lo >= 16u * count + 4096u) return;
  L->lo = lo;
  L->n = hi - lo + 1;
  L->bits = (uint64_t *)nv_xcalloc(NV_BITS_WORDS(L->n), sizeof(uint64_t));
}

/* 1 when I was not in the set (it is now) */
static int nv_dce_live_insert(nv_dce_live *L, const nv_inst *I) {
  uint32_t d = I->v.id - L->lo;
  if (I->v.id < L->lo || d >= L->n) return nv_set_insert(&L->rest, (uintptr_t)I);
  if (nv_bit_test(L->bits, d)) return 0;
  nv_bit_set(L->bits, d);
  return 1;
}

static int nv_dce_live_has(const nv_dce_live *L, const nv_inst *I) {
  uint32_t d = I->v.id - L->lo;
  if (I->v.id < L->lo || d >= L->n) return nv_set_contains(&L->rest, (uintptr_t)I);
  return nv_bit_test(L->bits, d);
}

static int nv_pass_dce(nv_func *f, const nv_options *o) {
  nv_dce_live live;
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  int changed = 0;
  (void)o;
  nv_dce_live_init(&live, f);
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (!nv_opt_removable(I)) {
        nv_dce_live_insert(&live, I);
        nv_vec_push(&work, I);
      }
  while (work.len) {
    nv_inst *I = nv_vec_pop(&work);
    uint32_t i;
    for (i = 0; i < I->nops; i++) {
      nv_value *v = I->ops[i].val;
      if (v && v->kind == NV_V_INST && nv_dce_live_insert(&live, (nv_inst *)v)) nv_vec_push(&work, (nv_inst *)v);
    }
  }
  /* drop every dead operand first, so dead values lose their uses before they go */
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (!nv_dce_live_has(&live, I)) {
        uint32_t i;
        for (i = 0; i < I->nops; i++) nv_use_clear(&I->ops[i]);
      }
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      if (!nv_dce_live_has(&live, I)) {
        NV_ASSERT(!I->v.uses);
        nv_inst_unlink(I);
        changed = 1;
      }
      I = next;
    }
  }
  nv_vec_free(&work);
  nv_xfree(live.bits);
  nv_set_free(&live.rest);
  return changed;
}
