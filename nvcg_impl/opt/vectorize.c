/* vectorize.c -- the load/store vectoriser (LLVM's LoadStoreVectorizer, which NVPTX and
 * cicc run for the same reason): clang splits a float4/uint4/double2 access into scalar
 * field accesses, and PTX reads and writes 8 or 16 bytes at once only with ld/st.v2 and
 * .v4. Within one basic block, scalar loads (or stores) of one type at consecutive
 * addresses -- same base and variable part, offsets one element apart, as the alias
 * analysis's nv_aa_ptr_distance shows -- become one <2 x T> or <4 x T> access, the loads'
 * users reading extractelements and the stores' values gathered with insertelements.
 *
 * Rules (PTX ISA, ld/st: "vector operands must be naturally aligned to the vector
 * size"; .v4 only for elements of at most 32 bits, 16 bytes at most):
 *   - elements of 4 bytes (i32, float) make .v4 or .v2, of 8 bytes (i64, double) .v2;
 *     the first element's known alignment (the access's own `align`, or what the
 *     pointer's definition shows) must be the whole vector's size, else a shorter
 *     vector (or none) is tried from there -- except that an alloca the address is a
 *     constant offset into gets the alignment raised when the offset allows it (as
 *     LLVM's vectoriser does: a local array's initialisation becomes st.local.v4);
 *   - plain accesses only: volatile, atomic and ordered ones never join a vector;
 *   - loads move up to the first load of the group, stores down to the last store:
 *     nothing they move past may write (loads) or touch (stores) their bytes, as the
 *     alias analysis decides (an aliasing store between stops it, a store to another
 *     address space or to a noalias parameter does not), and no convergent call
 *     (barrier, shuffle, vote) or fence may be crossed at all.
 * Runs at -O1 and above after GVN. Knob disable-nvptx-load-store-vectorizer (LLVM's
 * NVPTX name) turns it off. */

#define NV_VEC_MAX_CANDIDATES 256

typedef struct nv_vz_acc {
  nv_inst *I;
  nv_value *ptr;
  nv_type *t;
  uint32_t pos;      /* position in the block */
  uint32_t group;
  int64_t off;       /* from the group's first access */
  unsigned align;
} nv_vz_acc;

static int nv_vz_elem_ok(const nv_type *t) {
  unsigned bits;
  if (t->kind == NVCG_TYPE_INT) bits = t->bits;
  else if (t->kind == NVCG_TYPE_FLOAT || t->kind == NVCG_TYPE_DOUBLE) bits = nv_type_prim_bits(t);
  else return 0;
  return bits == 32 || bits == 64;
}

static int nv_vz_candidate(const nv_inst *I, nv_type **t, nv_value **ptr) {
  if (I->flags & NVCG_FLAG_VOLATILE || I->ordering) return 0;
  if (I->v.opcode == NVCG_OP_LOAD) {
    *t = I->v.type;
    *ptr = I->ops[0].val;
  } else if (I->v.opcode == NVCG_OP_STORE) {
    *t = I->ops[0].val->type;
    *ptr = I->ops[1].val;
  } else {
    return 0;
  }
  return nv_vz_elem_ok(*t) && nv_type_is_ptr((*ptr)->type);
}

static int nv_vz_convergent_or_fence(const nv_inst *I) {
  unsigned id;
  if (I->v.opcode == NVCG_OP_FENCE) return 1;
  if (I->v.opcode != NVCG_OP_CALL) return 0;
  id = nv_opt_call_intrinsic(I);
  if (id != NV_INTR_NONE) return (nv_intrinsic_info_of(id)->attrs & NV_IA_CONVERGENT) != 0;
  return I->ops[0].val->kind != NV_V_FUNC || (((nv_func *)I->ops[0].val)->attrs & NVCG_FN_CONVERGENT) ||
         nv_opt_call_effects(I) != 0;
}

/* The value is available before instruction `at` of the same block (defined before it,
 * or outside the block). */
static int nv_vz_defined_before(const nv_value *v, const nv_inst *at) {
  const nv_inst *I;
  if (v->kind != NV_V_INST) return 1;
  I = (const nv_inst *)v;
  if (I->parent != at->parent) return 1;
  for (I = I->next; I; I = I->next)
    if (I == at) return 1;
  return 0;
}

/* May the accesses m[0..n) (all loads or all stores) move to the first load / the
 * last store among them? The group's own accesses do not conflict (distinct bytes). */
static int nv_vz_can_move(nv_vz_acc **m, unsigned n, int stores) {
  uint32_t lo = m[0]->pos, hi = m[0]->pos, xpos, k;
  nv_inst *X = m[0]->I;
  for (k = 1; k < n; k++) {
    if (m[k]->pos < lo) {
      lo = m[k]->pos;
      X = m[k]->I;
    }
    if (m[k]->pos > hi) hi = m[k]->pos;
  }
  for (X = X->next, xpos = lo + 1; X && xpos < hi; X = X->next, xpos++) {
    int member = 0;
    for (k = 0; k < n; k++) member |= m[k]->I == X;
    if (member) continue;
    if (X->v.opcode != NVCG_OP_CALL && !nv_opt_may_write(X) && !(stores && X->v.opcode == NVCG_OP_LOAD)) continue;
    if (nv_vz_convergent_or_fence(X)) return 0;
    for (k = 0; k < n; k++) {
      uint64_t size = nv_type_store_size(m[k]->t);
      /* a load moves up past what comes before it, a store down past what follows it */
      if (!stores && xpos < m[k]->pos && (nv_aa_mod_ref(X, m[k]->ptr, size) & NV_AA_MOD)) return 0;
      if (stores && xpos > m[k]->pos && nv_aa_mod_ref(X, m[k]->ptr, size)) return 0;
    }
  }
  return 1;
}

static void nv_vz_rewrite(nv_vz_acc **m, unsigned n, int stores, unsigned align) {
  nv_context *c = m[0]->t->ctx;
  nv_type *vt = nv_type_vector(m[0]->t, n), *i32 = nv_type_int(c, 32);
  nv_inst *at = m[0]->I;
  nv_ib b;
  unsigned k;
  uint32_t flags = NVCG_FLAG_NONTEMPORAL | NVCG_FLAG_INVARIANT_LOAD;
  for (k = 0; k < n; k++) flags &= m[k]->I->flags;
  /* loads go where the first of them was, stores where the last was */
  if (stores) {
    uint32_t hi = 0;
    for (k = 0; k < n; k++)
      if (m[k]->pos >= hi) {
        hi = m[k]->pos;
        at = m[k]->I;
      }
  } else {
    uint32_t lo = UINT32_MAX;
    for (k = 0; k < n; k++)
      if (m[k]->pos <= lo) {
        lo = m[k]->pos;
        at = m[k]->I;
      }
  }
  nv_ib_before(&b, at);
  if (!stores) {
    nv_inst *L = nv_ib_load(&b, vt, m[0]->ptr, align, NULL);
    L->flags |= flags;
    for (k = 0; k < n; k++) {
      nv_value *ops[2];
      nv_inst *E;
      ops[0] = &L->v;
      ops[1] = nv_const_int(i32, k, 0);
      E = nv_ib_checked(nv_ib_new(&b, NVCG_OP_EXTRACTELEMENT, m[k]->t, 2, ops, m[k]->I->v.name));
      nv_value_rauw(&m[k]->I->v, &E->v);
    }
  } else {
    nv_value *v = nv_opt_undef(vt);
    nv_inst *S;
    for (k = 0; k < n; k++) {
      nv_value *ops[3];
      ops[0] = v;
      ops[1] = m[k]->I->ops[0].val;
      ops[2] = nv_const_int(i32, k, 0);
      v = &nv_ib_checked(nv_ib_new(&b, NVCG_OP_INSERTELEMENT, vt, 3, ops, NULL))->v;
    }
    S = nv_ib_store(&b, v, m[0]->ptr, align);
    S->flags |= flags & NVCG_FLAG_NONTEMPORAL;
  }
  for (k = 0; k < n; k++) nv_inst_erase(m[k]->I);
}

static int nv_vz_cmp(const void *a, const void *b) {
  const nv_vz_acc *x = *(const nv_vz_acc *const *)a, *y = *(const nv_vz_acc *const *)b;
  if (x->group != y->group) return x->group < y->group ? -1 : 1;
  if (x->off != y->off) return x->off < y->off ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* One attempt over the block: vectorises the first group piece it can; returns whether
 * it changed the block (the caller repeats, positions having moved). */
static int nv_vz_block_once(nv_block *bb, int stores) {
  nv_vz_acc acc[NV_VEC_MAX_CANDIDATES], *sorted[NV_VEC_MAX_CANDIDATES];
  unsigned n = 0, ngroups = 0, i, j;
  uint32_t pos = 0;
  NV_FOR_INSTS(I, bb) {
    nv_type *t;
    nv_value *ptr;
    pos++;
    if (n == NV_VEC_MAX_CANDIDATES) break;
    if ((I->v.opcode == NVCG_OP_STORE) != stores || !nv_vz_candidate(I, &t, &ptr)) continue;
    acc[n].I = I;
    acc[n].ptr = ptr;
    acc[n].t = t;
    acc[n].pos = pos;
    acc[n].group = UINT32_MAX;
    acc[n].off = 0;
    {
      unsigned a = nv_opt_known_align(ptr);
      acc[n].align = I->align > a ? I->align : a;
    }
    for (j = 0; j < n; j++) {
      int64_t d;
      if (acc[j].off == 0 && acc[j].t == t && ptr->type == acc[j].ptr->type && nv_aa_ptr_distance(acc[j].ptr, ptr, &d)) {
        /* j leads its group (offset 0); offsets are relative to the leader */
        acc[n].group = acc[j].group;
        acc[n].off = d;
        break;
      }
    }
    if (acc[n].group == UINT32_MAX) acc[n].group = ngroups++;
    n++;
  }
  for (i = 0; i < n; i++) sorted[i] = &acc[i];
  qsort(sorted, n, sizeof *sorted, nv_vz_cmp);
  for (i = 0; i < n; i = j) {
    /* a run of consecutive elements in one group */
    uint64_t esize = nv_type_store_size(sorted[i]->t);
    unsigned k;
    for (j = i + 1; j < n && sorted[j]->group == sorted[i]->group &&
                    sorted[j]->off == sorted[j - 1]->off + (int64_t)esize;
         j++) {}
    for (k = i; k + 1 < j; k++) {
      unsigned width;
      for (width = esize == 4 ? 4 : 2; width >= 2; width /= 2) {
        unsigned al = sorted[k]->align, need = (unsigned)esize * width;
        if (k + width > j) continue;
        if (al < need && !nv_opt_alloca_align(sorted[k]->ptr, need, 0)) continue;
        if (!nv_vz_can_move(&sorted[k], width, stores)) continue;
        if (!stores) {
          /* the load goes to the earliest member: its address must be there already */
          unsigned q, lo = k;
          for (q = k; q < k + width; q++)
            if (sorted[q]->pos < sorted[lo]->pos) lo = q;
          if (!nv_vz_defined_before(sorted[k]->ptr, sorted[lo]->I)) continue;
        }
        if (al < need) nv_opt_alloca_align(sorted[k]->ptr, need, 1);
        nv_vz_rewrite(&sorted[k], width, stores, need);
        return 1;
      }
    }
  }
  return 0;
}

static int nv_pass_vectorize(nv_func *f, const nv_options *o) {
  nv_block *bb;
  int changed = 0;
  if (nv_opt_knob(o, NV_KNOB_DISABLE_NVPTX_LOAD_STORE_VECTORIZER)) return 0;
  for (bb = f->first; bb; bb = bb->next) {
    unsigned guard;
    for (guard = 0; guard < 256 && nv_vz_block_once(bb, 0); guard++) changed = 1;
    for (guard = 0; guard < 256 && nv_vz_block_once(bb, 1); guard++) changed = 1;
  }
  return changed;
}
