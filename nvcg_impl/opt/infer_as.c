/* infer_as.c -- infers specific address spaces for generic pointers (LLVM's
 * InferAddressSpaces, scoped to what kernels need), so that memory accesses become
 * ld.global / ld.shared / ld.local / ld.const instead of generic ones.
 *
 * A generic pointer produced by `addrspacecast` from global(1), shared(3), const(4),
 * local(5) or shared::cluster(7) (nv_as_is_specific) points into that space; so does a GEP or bitcast of such a pointer, and a phi
 * or select whose inputs all agree (undef/poison inputs agree with anything). This is a
 * monotone data-flow problem over the lattice unknown > {1,3,4,5,7} > generic, solved with
 * a worklist. Each pointer found to be specific gets a twin in its space (a GEP, select
 * or phi of the twins; the cast's own operand for a cast), and loads, stores and atomics
 * that go through the generic pointer are switched to the twin. Other uses (calls,
 * comparisons, pointer stores, ptrtoint) keep the generic value; originals left without
 * uses are deleted. Atomic accesses are only switched to global or shared (::cta or
 * ::cluster) space (PTX has no atom.local), volatile ones also to local (thread-private, like lower_alloca's);
 * nothing but loads is switched to const space. Constant expressions of the same shapes
 * (addrspacecast of a shared global, GEPs of it) are handled too.
 *
 * lower_args and lower_alloca insert the casts that seed this; it runs at every -O level
 * after them (and after mem2reg has exposed the chains). */

#define NV_AS_UNKNOWN 0xffffffffu


static unsigned nv_as_meet(unsigned a, unsigned b) {
  if (a == NV_AS_UNKNOWN) return b;
  if (b == NV_AS_UNKNOWN) return a;
  return a == b ? a : 0;
}

static int nv_as_candidate(const nv_inst *I) {
  if (I->v.type->kind != NVCG_TYPE_PTR || I->v.type->addrspace != 0) return 0;
  switch (I->v.opcode) {
  case NVCG_OP_GEP: case NVCG_OP_BITCAST: case NVCG_OP_PHI: case NVCG_OP_SELECT: return 1;
  case NVCG_OP_ADDRSPACECAST: return 1;
  default: return 0;
  }
}

typedef struct nv_as_state {
  nv_map st;     /* candidate -> lattice value */
  nv_map twin;   /* candidate -> its twin in the specific space */
} nv_as_state;

/* Lattice value of an operand. */
static unsigned nv_as_of(const nv_as_state *s, const nv_value *v, unsigned depth) {
  uintptr_t x = 0;
  if (v->kind == NV_V_INST) return nv_map_get(&s->st, (uintptr_t)v, &x) ? (unsigned)x : 0;
  if (v->kind == NV_V_UNDEF || v->kind == NV_V_POISON) return NV_AS_UNKNOWN;
  if (v->kind == NV_V_CEXPR && depth < 16 && v->type->kind == NVCG_TYPE_PTR && v->type->addrspace == 0) {
    const nv_const *c = (const nv_const *)v;
    if (v->opcode == NVCG_OP_ADDRSPACECAST && c->nelems == 1) {
      unsigned as = c->elems[0]->type->kind == NVCG_TYPE_PTR ? c->elems[0]->type->addrspace : 0;
      return nv_as_is_specific(as) ? as : 0;
    }
    /* (a GEP too long for a twin stays generic) */
    if ((v->opcode == NVCG_OP_GEP || v->opcode == NVCG_OP_BITCAST) && c->nelems >= 1 && c->nelems <= 65)
      return nv_as_of(s, c->elems[0], depth + 1);
  }
  return 0;
}

static unsigned nv_as_transfer(const nv_as_state *s, const nv_inst *I) {
  uint32_t i;
  unsigned r = NV_AS_UNKNOWN;
  switch (I->v.opcode) {
  case NVCG_OP_ADDRSPACECAST: {
    unsigned as = I->ops[0].val->type->addrspace;
    return nv_as_is_specific(as) ? as : 0;
  }
  case NVCG_OP_GEP:
    if (I->nops > 65) return 0; /* no twin for it: keep it generic */
    return nv_as_of(s, I->ops[0].val, 0);
  case NVCG_OP_BITCAST: return nv_as_of(s, I->ops[0].val, 0);
  case NVCG_OP_SELECT: return nv_as_meet(nv_as_of(s, I->ops[1].val, 0), nv_as_of(s, I->ops[2].val, 0));
  case NVCG_OP_PHI:
    for (i = 0; i < I->nops; i += 2)
      if (I->ops[i].val != &I->v) r = nv_as_meet(r, nv_as_of(s, I->ops[i].val, 0));
    return r;
  default: return 0;
  }
}

/* The value in space `as` that stands for generic v (v has lattice value as). */
static nv_value *nv_as_spec(const nv_as_state *s, nv_value *v, unsigned as) {
  nv_context *c = nv_value_ctx(v);
  nv_type *pt = nv_type_ptr(c, as);
  uintptr_t x = 0;
  if (v->kind == NV_V_INST) return nv_map_get(&s->twin, (uintptr_t)v, &x) ? (nv_value *)x : NULL;
  if (v->kind == NV_V_UNDEF) return nv_opt_undef(pt);
  if (v->kind == NV_V_POISON) return nv_const_simple(c, NV_V_POISON, pt);
  if (v->kind == NV_V_CEXPR) {
    const nv_const *k = (const nv_const *)v;
    nv_value *base;
    if (v->opcode == NVCG_OP_ADDRSPACECAST) return k->elems[0];
    base = nv_as_spec(s, k->elems[0], as);
    if (!base) return NULL;
    if (v->opcode == NVCG_OP_BITCAST) return base;
    if (v->opcode == NVCG_OP_GEP) {
      nv_value *ops[65];
      uint32_t i;
      if (k->nelems > 65) return NULL;
      ops[0] = base;
      for (i = 1; i < k->nelems; i++) ops[i] = k->elems[i];
      return nv_const_expr(c, NVCG_OP_GEP, pt, ops, k->nelems, k->aux_type, k->flags, 0);
    }
  }
  return NULL;
}

/* Creates the twin of a specific candidate (phis are created empty and filled later). */
static void nv_as_make_twin(nv_as_state *s, nv_inst *I, unsigned as) {
  nv_type *pt = nv_type_ptr(nv_value_ctx(&I->v), as);
  nv_value *tw = NULL;
  nv_ib b;
  switch (I->v.opcode) {
  case NVCG_OP_ADDRSPACECAST: tw = I->ops[0].val; break;
  case NVCG_OP_BITCAST: tw = nv_as_spec(s, I->ops[0].val, as); break;
  case NVCG_OP_GEP: {
    nv_value *base = nv_as_spec(s, I->ops[0].val, as), *idx[64];
    uint32_t i;
    if (!base || I->nops > 65) break;
    for (i = 1; i < I->nops; i++) idx[i - 1] = I->ops[i].val;
    nv_ib_before(&b, I);
    tw = nv_ib_gep(&b, I->aux_type, base, idx, I->nops - 1, (I->flags & NVCG_FLAG_INBOUNDS) != 0, I->v.name);
    break;
  }
  case NVCG_OP_SELECT: {
    nv_value *x = nv_as_spec(s, I->ops[1].val, as), *y = nv_as_spec(s, I->ops[2].val, as);
    if (!x || !y) break;
    nv_ib_before(&b, I);
    tw = nv_ib_select(&b, I->ops[0].val, x, y, I->v.name);
    break;
  }
  case NVCG_OP_PHI:
    nv_ib_at_end(&b, I->parent);
    tw = &nv_ib_phi(&b, pt, I->v.name)->v;
    break;
  default: break;
  }
  if (tw) nv_map_put(&s->twin, (uintptr_t)I, (uintptr_t)tw);
}

/* May the access I (whose pointer operand is opno) move to space `as`? Atomics need
 * global or shared (::cta or ::cluster) space; volatile accesses may also go local (memory private to the
 * thread: the code generator drops .volatile there, as PTX has none for .local). */
static int nv_as_access_ok(const nv_inst *I, unsigned opno, unsigned as) {
  int strict = I->ordering != 0;
  if ((I->flags & NVCG_FLAG_VOLATILE) && as == NVCG_AS_LOCAL && !I->ordering && I->v.opcode != NVCG_OP_ATOMICRMW &&
      I->v.opcode != NVCG_OP_CMPXCHG)
    strict = 0;
  else if (I->flags & NVCG_FLAG_VOLATILE)
    strict = 1;
  switch (I->v.opcode) {
  case NVCG_OP_LOAD:
    if (opno != 0) return 0;
    break;
  case NVCG_OP_STORE:
    if (opno != 1 || as == NVCG_AS_CONST) return 0;
    break;
  case NVCG_OP_ATOMICRMW: case NVCG_OP_CMPXCHG:
    if (opno != 0) return 0;
    strict = 1;
    break;
  default: return 0;
  }
  return strict ? as == NVCG_AS_GLOBAL || as == NVCG_AS_SHARED || as == NVCG_AS_SHARED_CLUSTER : 1;
}

typedef NV_VEC(nv_inst *) nv_as_insts;

/* A twin built by this run (a cast's twin is its existing operand, which stays). */
static int nv_as_is_new(const nv_inst *T, const nv_as_state *s) {
  (void)s;
  return T->v.opcode == NVCG_OP_GEP || T->v.opcode == NVCG_OP_SELECT || T->v.opcode == NVCG_OP_PHI;
}

/* Deletes the members of set that nothing outside the set needs: a member is live when
 * an instruction outside the set uses it, or a live member does. */
static void nv_as_sweep(nv_as_insts *set) {
  nv_map live; /* member -> 0 dead / 1 live */
  nv_as_insts work = NV_VEC_INIT;
  uint32_t i, k;
  nv_map_init(&live, NV_MAP_PTR);
  for (i = 0; i < set->len; i++) nv_map_put(&live, (uintptr_t)set->data[i], 0);
  for (i = 0; i < set->len; i++) {
    nv_inst *I = set->data[i];
    nv_use *u;
    for (u = I->v.uses; u; u = u->next) {
      if (!nv_map_get(&live, (uintptr_t)u->user, NULL)) {
        nv_map_put(&live, (uintptr_t)I, 1);
        nv_vec_push(&work, I);
        break;
      }
    }
  }
  while (work.len) {
    nv_inst *I = nv_vec_pop(&work);
    for (k = 0; k < I->nops; k++) {
      uintptr_t l = 0;
      nv_value *v = I->ops[k].val;
      if (v && nv_map_get(&live, (uintptr_t)v, &l) && !l) {
        nv_map_put(&live, (uintptr_t)v, 1);
        nv_vec_push(&work, (nv_inst *)v);
      }
    }
  }
  for (i = 0; i < set->len; i++) {
    uintptr_t l = 0;
    nv_inst *I = set->data[i];
    nv_map_get(&live, (uintptr_t)I, &l);
    if (!l)
      for (k = 0; k < I->nops; k++) nv_use_clear(&I->ops[k]);
  }
  for (i = 0; i < set->len; i++) {
    uintptr_t l = 0;
    nv_inst *I = set->data[i];
    nv_map_get(&live, (uintptr_t)I, &l);
    if (!l && I->parent) {
      NV_ASSERT(!I->v.uses);
      nv_inst_unlink(I);
    }
  }
  nv_vec_free(&work);
  nv_map_free(&live);
}

static int nv_infer_address_spaces(nv_func *f) {
  nv_as_state s;
  nv_cfg g;
  NV_VEC(nv_inst *) cands = NV_VEC_INIT, work = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i, k;
  int changed = 0;
  if (f->is_decl || !f->first) return 0;
  nv_map_init(&s.st, NV_MAP_PTR);
  nv_map_init(&s.twin, NV_MAP_PTR);
  nv_cfg_build(&g, f);
  /* candidates in reverse postorder of their blocks: non-phi twins are then built after
   * the twins of their operands */
  for (i = 0; i < g.nreach; i++) {
    nv_inst *I;
    for (I = g.blocks[g.order[i]]->first; I; I = I->next)
      if (nv_as_candidate(I)) {
        nv_vec_push(&cands, I);
        nv_map_put(&s.st, (uintptr_t)I, NV_AS_UNKNOWN);
      }
  }
  for (i = cands.len; i-- > 0;) nv_vec_push(&work, cands.data[i]);
  while (work.len) {
    nv_inst *I = nv_vec_pop(&work);
    uintptr_t old = 0;
    unsigned nw;
    nv_use *u;
    nv_map_get(&s.st, (uintptr_t)I, &old);
    nw = nv_as_meet((unsigned)old, nv_as_transfer(&s, I));
    if (nw == (unsigned)old) continue;
    nv_map_put(&s.st, (uintptr_t)I, nw);
    for (u = I->v.uses; u; u = u->next)
      if (u->user->kind == NV_V_INST && nv_map_get(&s.st, (uintptr_t)u->user, NULL))
        nv_vec_push(&work, (nv_inst *)u->user);
  }
  /* twins: phis first (they may be operands of anything), then the rest in order */
  for (i = 0; i < cands.len; i++) {
    nv_inst *I = cands.data[i];
    uintptr_t as = 0;
    nv_map_get(&s.st, (uintptr_t)I, &as);
    if (I->v.opcode == NVCG_OP_PHI && nv_as_is_specific((unsigned)as)) nv_as_make_twin(&s, I, (unsigned)as);
  }
  for (i = 0; i < cands.len; i++) {
    nv_inst *I = cands.data[i];
    uintptr_t as = 0;
    nv_map_get(&s.st, (uintptr_t)I, &as);
    if (I->v.opcode != NVCG_OP_PHI && nv_as_is_specific((unsigned)as)) nv_as_make_twin(&s, I, (unsigned)as);
  }
  for (i = 0; i < cands.len; i++) {
    nv_inst *I = cands.data[i];
    uintptr_t as = 0, tw = 0;
    if (I->v.opcode != NVCG_OP_PHI || !nv_map_get(&s.twin, (uintptr_t)I, &tw)) continue;
    nv_map_get(&s.st, (uintptr_t)I, &as);
    for (k = 0; k + 1 < I->nops; k += 2) {
      nv_value *v = I->ops[k].val;
      nv_value *sv = v == &I->v ? (nv_value *)tw : nv_as_spec(&s, v, (unsigned)as);
      NV_ASSERT(sv); /* every input agrees, and its twin exists (built in dominance order) */
      nv_opt_phi_add((nv_inst *)tw, sv, (nv_block *)I->ops[k + 1].val);
    }
    changed = 1;
  }
  /* switch memory accesses to the twins (also accesses through constant expressions) */
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I;
    for (I = bb->first; I; I = I->next) {
      unsigned opno;
      nv_value *p, *tw;
      unsigned as;
      if (I->v.opcode == NVCG_OP_LOAD || I->v.opcode == NVCG_OP_ATOMICRMW || I->v.opcode == NVCG_OP_CMPXCHG) opno = 0;
      else if (I->v.opcode == NVCG_OP_STORE) opno = 1;
      else continue;
      p = I->ops[opno].val;
      if (p->type->kind != NVCG_TYPE_PTR || p->type->addrspace != 0) continue;
      as = nv_as_of(&s, p, 0);
      if (!nv_as_is_specific(as) || !nv_as_access_ok(I, opno, as)) continue;
      tw = nv_as_spec(&s, p, as);
      if (!tw) continue;
      nv_inst_set_op(I, opno, tw);
      changed = 1;
    }
  }
  /* originals and twins nobody needs any more (cycles through phis included) */
  {
    nv_as_insts orig = NV_VEC_INIT, twins = NV_VEC_INIT;
    for (i = 0; i < cands.len; i++) {
      uintptr_t tw = 0;
      if (!nv_map_get(&s.twin, (uintptr_t)cands.data[i], &tw)) continue;
      nv_vec_push(&orig, cands.data[i]);
      if (((nv_value *)tw)->kind == NV_V_INST && nv_as_is_new((nv_inst *)tw, &s)) nv_vec_push(&twins, (nv_inst *)tw);
    }
    nv_as_sweep(&orig);
    nv_as_sweep(&twins);
    nv_vec_free(&orig);
    nv_vec_free(&twins);
  }
  nv_vec_free(&cands);
  nv_vec_free(&work);
  nv_map_free(&s.st);
  nv_map_free(&s.twin);
  nv_cfg_free(&g);
  return changed;
}

static int nv_pass_infer_as(nv_func *f, const nv_options *o) {
  (void)o;
  return nv_infer_address_spaces(f);
}
