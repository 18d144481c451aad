/* sroa_lite.c -- splits small struct and array allocas into one alloca per scalar leaf
 * (field or element), so that mem2reg can promote them. clang -O0 keeps every struct in
 * an alloca, reaches fields through constant GEPs, copies whole structs with
 * llvm.memcpy (by-value arguments, returns, assignments) and zero-fills them with
 * llvm.memset; those are exactly the accesses handled here.
 *
 * An entry-block alloca of an aggregate type (at most NV_SROA_MAX_LEAVES leaves) is
 * split when every use, followed through constant-index GEPs and pointer bitcasts, is
 *   - a non-volatile, non-atomic load or store of one leaf's exact type at its offset,
 *     or of an aggregate type whose leaves line up with the alloca's leaves there;
 *   - a non-volatile memcpy/memmove of constant length into or out of it (the other side
 *     not derived from the same alloca) or a memset with constant length and byte, whose
 *     byte range covers whole leaves only;
 *   - a lifetime marker.
 * Anything else (a variable index, the address escaping, type punning, overlapping
 * accesses) leaves the alloca alone; lower_alloca then puts it in .local memory.
 * Copies become per-leaf load/store pairs through byte GEPs of the other pointer;
 * padding bytes are not copied (they hold no value). Runs at -O1+, before mem2reg. */

#define NV_SROA_MAX_LEAVES 64
#define NV_SROA_MAX_SIZE 1024

typedef struct nv_sroa_leaf {
  uint64_t off;
  nv_type *t;
} nv_sroa_leaf;

typedef struct nv_sroa_access {
  nv_inst *I;
  uint64_t off;     /* offset of the accessed pointer within the alloca */
  unsigned opno;    /* operand holding that pointer */
} nv_sroa_access;

typedef NV_VEC(nv_sroa_access) nv_sroa_accesses;
typedef NV_VEC(nv_inst *) nv_sroa_insts;

/* Appends the scalar leaves of t at offset off; 0 when there are too many. */
static int nv_sroa_flatten(nv_type *t, uint64_t off, nv_sroa_leaf *out, unsigned *n) {
  uint64_t i;
  if (t->kind == NVCG_TYPE_STRUCT) {
    for (i = 0; i < t->count; i++)
      if (!nv_sroa_flatten(t->fields[i], off + nv_struct_field_offset(t, (unsigned)i), out, n)) return 0;
    return 1;
  }
  if (t->kind == NVCG_TYPE_ARRAY) {
    uint64_t es = nv_type_alloc_size(t->elem);
    if (t->count > NV_SROA_MAX_LEAVES) return 0;
    for (i = 0; i < t->count; i++)
      if (!nv_sroa_flatten(t->elem, off + i * es, out, n)) return 0;
    return 1;
  }
  if (!nv_type_is_first_class(t) || !nv_type_is_sized(t)) return 0;
  if (*n >= NV_SROA_MAX_LEAVES) return 0;
  out[*n].off = off;
  out[*n].t = t;
  (*n)++;
  return 1;
}

static int nv_sroa_find_leaf(const nv_sroa_leaf *lv, unsigned n, uint64_t off) {
  unsigned i;
  for (i = 0; i < n; i++)
    if (lv[i].off == off) return (int)i;
  return -1;
}

/* Every leaf of type t placed at off is a leaf of the alloca with the same type. */
static int nv_sroa_type_fits(const nv_sroa_leaf *lv, unsigned n, nv_type *t, uint64_t off) {
  nv_sroa_leaf sub[NV_SROA_MAX_LEAVES];
  unsigned ns = 0, i;
  if (!nv_sroa_flatten(t, off, sub, &ns) || !ns) return 0;
  for (i = 0; i < ns; i++) {
    int j = nv_sroa_find_leaf(lv, n, sub[i].off);
    if (j < 0 || lv[j].t != sub[i].t) return 0;
  }
  return 1;
}

/* [off, off+len) covers whole leaves only, inside the alloca. */
static int nv_sroa_range_fits(const nv_sroa_leaf *lv, unsigned n, uint64_t size, uint64_t off, uint64_t len) {
  unsigned i;
  if (off > size || len > size - off) return 0;
  for (i = 0; i < n; i++) {
    uint64_t a = lv[i].off, b = a + nv_type_store_size(lv[i].t);
    int inside = a >= off && b <= off + len, outside = b <= off || a >= off + len;
    if (!inside && !outside) return 0;
  }
  return 1;
}

/* The alloca (or other root) a pointer derives from through GEPs and bitcasts. */
static const nv_value *nv_sroa_root(const nv_value *v) {
  unsigned d;
  for (d = 0; d < 64 && v->kind == NV_V_INST; d++) {
    const nv_inst *I = (const nv_inst *)v;
    if (I->v.opcode != NVCG_OP_GEP && I->v.opcode != NVCG_OP_BITCAST && I->v.opcode != NVCG_OP_ADDRSPACECAST) break;
    v = I->ops[0].val;
  }
  return v;
}

static int nv_sroa_memset_const(nv_type *t, unsigned byte) {
  if (t->kind == NVCG_TYPE_INT || nv_type_is_fp(t)) return 1;
  return byte == 0; /* pointers and vectors: zero only */
}

/* Collects the accesses reachable from pointer v at offset off; 0 when one is not
 * handled. */
static int nv_sroa_collect(nv_value *v, uint64_t off, const nv_value *root, const nv_sroa_leaf *lv,
                           unsigned n, uint64_t size, nv_sroa_accesses *acc, nv_sroa_insts *derived,
                           unsigned depth) {
  nv_use *u;
  if (depth > 16) return 0;
  for (u = v->uses; u; u = u->next) {
    nv_inst *U = (nv_inst *)u->user;
    unsigned opno;
    nv_sroa_access a;
    if (u->user->kind != NV_V_INST) return 0;
    opno = (unsigned)(u - U->ops);
    a.I = U;
    a.off = off;
    a.opno = opno;
    switch (U->v.opcode) {
    case NVCG_OP_LOAD:
      if ((U->flags & NVCG_FLAG_VOLATILE) || U->ordering) return 0;
      if (!nv_sroa_type_fits(lv, n, U->v.type, off)) return 0;
      break;
    case NVCG_OP_STORE:
      if (opno != 1 || (U->flags & NVCG_FLAG_VOLATILE) || U->ordering) return 0;
      if (!nv_sroa_type_fits(lv, n, U->ops[0].val->type, off)) return 0;
      break;
    case NVCG_OP_GEP: {
      int64_t o;
      if (opno != 0 || !nv_opt_gep_offset(U, &o)) return 0;
      if (o < 0 && (uint64_t)-o > off) return 0;
      nv_vec_push(derived, U);
      if (!nv_sroa_collect(&U->v, off + (uint64_t)o, root, lv, n, size, acc, derived, depth + 1)) return 0;
      continue;
    }
    case NVCG_OP_BITCAST: case NVCG_OP_ADDRSPACECAST:
      nv_vec_push(derived, U);
      if (!nv_sroa_collect(&U->v, off, root, lv, n, size, acc, derived, depth + 1)) return 0;
      continue;
    case NVCG_OP_CALL: {
      unsigned id = nv_opt_call_intrinsic(U);
      if (id == NV_INTR_LIFETIME_START || id == NV_INTR_LIFETIME_END) break;
      if (id == NV_INTR_MEMCPY || id == NV_INTR_MEMMOVE) {
        nv_value *len = U->ops[3].val, *other;
        if (opno != 1 && opno != 2) return 0;
        if (len->kind != NV_V_CINT || !nv_value_is_cint(U->ops[4].val, 0)) return 0;
        other = U->ops[opno == 1 ? 2 : 1].val;
        if (nv_sroa_root(other) == root) return 0;
        if (!nv_sroa_range_fits(lv, n, size, off, nv_cint_zext(len))) return 0;
        break;
      }
      if (id == NV_INTR_MEMSET) {
        nv_value *len = U->ops[3].val, *val = U->ops[2].val;
        unsigned i;
        if (opno != 1 || len->kind != NV_V_CINT || val->kind != NV_V_CINT ||
            !nv_value_is_cint(U->ops[4].val, 0))
          return 0;
        if (!nv_sroa_range_fits(lv, n, size, off, nv_cint_zext(len))) return 0;
        for (i = 0; i < n; i++)
          if (lv[i].off >= off && lv[i].off < off + nv_cint_zext(len) &&
              !nv_sroa_memset_const(lv[i].t, (unsigned)nv_cint_zext(val)))
            return 0;
        break;
      }
      return 0;
    }
    default: return 0;
    }
    nv_vec_push(acc, a);
  }
  return 1;
}

/* A constant of type t whose every byte is `byte`. */
static nv_value *nv_sroa_splat(nv_type *t, unsigned byte) {
  uint64_t w[2] = {0, 0};
  unsigned bits = nv_type_prim_bits(t), i;
  if (t->kind == NVCG_TYPE_PTR || t->kind == NVCG_TYPE_VECTOR) return nv_const_zero_of(t);
  for (i = 0; i < (bits + 7) / 8 && i < 16; i++) w[i / 8] |= (uint64_t)(byte & 0xff) << (8 * (i % 8));
  if (t->kind == NVCG_TYPE_INT) return nv_const_int(t, w[0], w[1]);
  return nv_const_fp_bits(t, w[0], w[1]);
}

typedef struct nv_sroa_ctx {
  const nv_sroa_leaf *lv;
  unsigned n;
  nv_inst **leaf;   /* new alloca per leaf */
  nv_ib b;
} nv_sroa_ctx;

/* An access keeps the alignment it claimed, but never more than the new alloca has. */
static unsigned nv_sroa_align(unsigned claimed, const nv_inst *leaf) {
  return claimed ? NV_MIN(claimed, leaf->align) : leaf->align;
}

static nv_value *nv_sroa_load_agg(nv_sroa_ctx *s, nv_type *t, uint64_t off, unsigned align, const char *name) {
  uint64_t i;
  nv_value *agg;
  if (!nv_type_is_aggregate(t)) {
    int j = nv_sroa_find_leaf(s->lv, s->n, off);
    return &nv_ib_load(&s->b, t, &s->leaf[j]->v, nv_sroa_align(align, s->leaf[j]), name)->v;
  }
  agg = nv_opt_undef(t);
  for (i = 0; i < t->count; i++) {
    nv_type *et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
    uint64_t eo = t->kind == NVCG_TYPE_STRUCT ? nv_struct_field_offset(t, (unsigned)i) : i * nv_type_alloc_size(et);
    nv_value *ev = nv_sroa_load_agg(s, et, off + eo, nv_align_at(align, eo), NULL);
    agg = nv_ib_insertvalue(&s->b, agg, ev, (unsigned)i, i + 1 == t->count ? name : NULL);
  }
  return agg;
}

static void nv_sroa_store_agg(nv_sroa_ctx *s, nv_value *v, uint64_t off, unsigned align) {
  nv_type *t = v->type;
  uint64_t i;
  if (!nv_type_is_aggregate(t)) {
    int j = nv_sroa_find_leaf(s->lv, s->n, off);
    nv_ib_store(&s->b, v, &s->leaf[j]->v, nv_sroa_align(align, s->leaf[j]));
    return;
  }
  for (i = 0; i < t->count; i++) {
    nv_type *et = t->kind == NVCG_TYPE_STRUCT ? t->fields[i] : t->elem;
    uint64_t eo = t->kind == NVCG_TYPE_STRUCT ? nv_struct_field_offset(t, (unsigned)i) : i * nv_type_alloc_size(et);
    nv_value *ev = nv_opt_const_elem(v, et, (unsigned)i);
    if (!ev) ev = nv_ib_extractvalue(&s->b, v, (unsigned)i, NULL);
    nv_sroa_store_agg(s, ev, off + eo, nv_align_at(align, eo));
  }
}

static void nv_sroa_rewrite(nv_sroa_ctx *s, const nv_sroa_access *a) {
  nv_inst *I = a->I;
  unsigned id, i;
  nv_ib_before(&s->b, I);
  switch (I->v.opcode) {
  case NVCG_OP_LOAD:
    if (!nv_type_is_aggregate(I->v.type)) {
      nv_inst *L = s->leaf[nv_sroa_find_leaf(s->lv, s->n, a->off)];
      nv_inst_set_op(I, 0, &L->v);
      I->align = nv_sroa_align(I->align, L);
    } else {
      nv_value *v = nv_sroa_load_agg(s, I->v.type, a->off, I->align, I->v.name);
      nv_value_rauw(&I->v, v);
      nv_inst_erase(I);
    }
    return;
  case NVCG_OP_STORE:
    if (!nv_type_is_aggregate(I->ops[0].val->type)) {
      nv_inst *L = s->leaf[nv_sroa_find_leaf(s->lv, s->n, a->off)];
      nv_inst_set_op(I, 1, &L->v);
      I->align = nv_sroa_align(I->align, L);
    } else {
      nv_sroa_store_agg(s, I->ops[0].val, a->off, I->align);
      nv_inst_erase(I);
    }
    return;
  default: break;
  }
  id = nv_opt_call_intrinsic(I);
  if (id == NV_INTR_MEMCPY || id == NV_INTR_MEMMOVE) {
    uint64_t len = nv_cint_zext(I->ops[3].val);
    int into = a->opno == 1;
    nv_value *other = I->ops[into ? 2 : 1].val;
    unsigned oalign = nv_opt_known_align(other);
    for (i = 0; i < s->n; i++) {
      const nv_sroa_leaf *l = &s->lv[i];
      uint64_t rel;
      nv_value *p;
      if (l->off < a->off || l->off >= a->off + len) continue;
      rel = l->off - a->off;
      p = nv_ib_byte_gep_const(&s->b, other, rel, NULL);
      if (into) {
        nv_value *v = &nv_ib_load(&s->b, l->t, p, nv_align_at(oalign, rel), NULL)->v;
        nv_ib_store(&s->b, v, &s->leaf[i]->v, s->leaf[i]->align);
      } else {
        nv_value *v = &nv_ib_load(&s->b, l->t, &s->leaf[i]->v, s->leaf[i]->align, NULL)->v;
        nv_ib_store(&s->b, v, p, nv_align_at(oalign, rel));
      }
    }
  } else if (id == NV_INTR_MEMSET) {
    uint64_t len = nv_cint_zext(I->ops[3].val);
    unsigned byte = (unsigned)nv_cint_zext(I->ops[2].val);
    for (i = 0; i < s->n; i++) {
      const nv_sroa_leaf *l = &s->lv[i];
      if (l->off < a->off || l->off >= a->off + len) continue;
      nv_ib_store(&s->b, nv_sroa_splat(l->t, byte), &s->leaf[i]->v, s->leaf[i]->align);
    }
  }
  /* lifetime markers of the whole alloca simply go */
  nv_inst_erase(I);
}

static int nv_sroa_split_alloca(nv_inst *ai) {
  nv_type *t = ai->aux_type;
  nv_sroa_leaf lv[NV_SROA_MAX_LEAVES];
  unsigned n = 0, i;
  uint64_t size;
  nv_sroa_accesses acc = NV_VEC_INIT;
  nv_sroa_insts derived = NV_VEC_INIT;
  nv_sroa_ctx s;
  nv_inst *leaf[NV_SROA_MAX_LEAVES];
  int ok;
  if (!t || !nv_type_is_aggregate(t) || !nv_type_is_sized(t)) return 0;
  if (ai->nops != 1 || !nv_value_is_cint(ai->ops[0].val, 1)) return 0;
  size = nv_type_alloc_size(t);
  if (!size || size > NV_SROA_MAX_SIZE) return 0;
  if (!nv_sroa_flatten(t, 0, lv, &n) || !n) return 0;
  ok = nv_sroa_collect(&ai->v, 0, &ai->v, lv, n, size, &acc, &derived, 0);
  if (!ok) {
    nv_vec_free(&acc);
    nv_vec_free(&derived);
    return 0;
  }
  memset(&s, 0, sizeof s);
  s.lv = lv;
  s.n = n;
  s.leaf = leaf;
  nv_ib_before(&s.b, ai);
  for (i = 0; i < n; i++) {
    char name[96];
    nv_value *one = nv_const_int(nv_type_int(ai->v.type->ctx, 32), 1, 0);
    nv_inst *L;
    snprintf(name, sizeof name, "%s.sroa.%u", ai->v.name ? ai->v.name : "", i);
    L = nv_ib_new(&s.b, NVCG_OP_ALLOCA, ai->v.type, 1, &one, ai->v.name ? name : NULL);
    L->aux_type = lv[i].t;
    L->align = NV_MAX(nv_type_abi_align(lv[i].t), nv_align_at(ai->align ? ai->align : nv_type_abi_align(t), lv[i].off));
    leaf[i] = nv_ib_checked(L);
  }
  /* the accesses were gathered use list by use list; rewrite them in that order (each
   * rewrite is local to its instruction, so the order does not matter for the result) */
  for (i = 0; i < acc.len; i++) nv_sroa_rewrite(&s, &acc.data[i]);
  for (i = derived.len; i-- > 0;) {
    nv_inst *D = derived.data[i];
    if (D->parent && !D->v.uses) nv_inst_erase(D);
  }
  NV_ASSERT(!ai->v.uses);
  nv_inst_erase(ai);
  nv_vec_free(&acc);
  nv_vec_free(&derived);
  return 1;
}

static int nv_pass_sroa_lite(nv_func *f, const nv_options *o) {
  nv_sroa_insts cand = NV_VEC_INIT;
  nv_inst *I;
  uint32_t i;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  changed = nv_opt_fold_noop_bitcasts(f);
  for (I = f->first->first; I; I = I->next)
    if (I->v.opcode == NVCG_OP_ALLOCA) nv_vec_push(&cand, I);
  for (i = 0; i < cand.len; i++) changed |= nv_sroa_split_alloca(cand.data[i]);
  nv_vec_free(&cand);
  return changed;
}
