/* lower_switch.c -- a switch with many cases becomes a balanced tree of comparisons, as
 * LLVM's SelectionDAG lowers one when it cannot use a jump table. The code generator
 * lowers a switch in place as one compare-and-branch per case (isel/build.c), which is
 * right for a few cases; with 10^4 cases ptxas took 21 s on that chain (and did not finish
 * 10^5 within 300 s), because every case is one more predicated branch out of one block.
 *
 * Cases are sorted (unsigned), cases that go to the default are dropped, and neighbours
 * with the same destination merge into ranges. A node with more than three ranges tests
 * `v u< first value of the middle range` and recurses into two new blocks; a leaf tests its
 * ranges in a chain of blocks (`v == c`, or `v - lo u<= hi - lo` for a range), the last
 * falling through to the default. Each destination's phis get one entry per new
 * predecessor, with the value the switch's block gave. log2(n) + 3 comparisons reach any
 * case. Only switches over integers of up to 64 bits with more than NV_LS_MIN_CASES
 * cases are rewritten. Runs at every -O level, after the passes that might still fold
 * the switch. */

#define NV_LS_MIN_CASES 8u

typedef struct nv_ls_range {
  uint64_t lo, hi;
  nv_block *dest;
} nv_ls_range;

typedef struct nv_ls {
  nv_func *f;
  nv_value *v;           /* the switch operand */
  nv_type *t;
  nv_block *def;
  nv_block *after;       /* new blocks go before this one */
  NV_VEC(nv_block *) edge_to;  /* (to, from) pairs of the branches made */
  NV_VEC(nv_block *) edge_from;
} nv_ls;

static int nv_ls_cmp(const void *a, const void *b) {
  const nv_ls_range *x = (const nv_ls_range *)a, *y = (const nv_ls_range *)b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static nv_block *nv_ls_block(nv_ls *L) { return nv_block_new(L->f, "", L->after); }

static void nv_ls_edge(nv_ls *L, nv_block *from, nv_block *to) {
  nv_vec_push(&L->edge_from, from);
  nv_vec_push(&L->edge_to, to);
}

static nv_value *nv_ls_const(nv_ls *L, uint64_t c) { return nv_const_int(L->t, c, 0); }

/* Fills bb with the tests for r[0..n). */
static void nv_ls_emit(nv_ls *L, nv_block *bb, const nv_ls_range *r, uint32_t n) {
  nv_ib b;
  if (n > 3) {
    uint32_t mid = n / 2;
    nv_block *left = nv_ls_block(L), *right = nv_ls_block(L);
    nv_ib_at_end(&b, bb);
    nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_ULT, L->v, nv_ls_const(L, r[mid].lo), "sw.lt"), left, right);
    nv_ls_emit(L, left, r, mid);
    nv_ls_emit(L, right, r + mid, n - mid);
    return;
  }
  while (n--) {
    nv_block *next = n ? nv_ls_block(L) : L->def;
    nv_value *c;
    nv_ib_at_end(&b, bb);
    if (r->lo == r->hi) c = nv_ib_icmp(&b, NVCG_ICMP_EQ, L->v, nv_ls_const(L, r->lo), "sw.eq");
    else
      c = nv_ib_icmp(&b, NVCG_ICMP_ULE, nv_ib_binop(&b, NVCG_OP_SUB, L->v, nv_ls_const(L, r->lo), "sw.off"),
                     nv_ls_const(L, r->hi - r->lo), "sw.in");
    nv_ib_condbr(&b, c, r->dest, next);
    nv_ls_edge(L, bb, r->dest);
    if (!n) nv_ls_edge(L, bb, L->def);
    bb = next;
    r++;
  }
}

/* The phis of `to` had one entry per edge from the switch's block S (several cases may
 * share a destination, and each case is an edge); they get one per edge that now leads
 * to `to` (S itself may be the source of some). */
static void nv_ls_fix_phis(nv_ls *L, nv_block *S, nv_block *to) {
  nv_inst *P;
  uint32_t i;
  for (P = to->first; P && P->v.opcode == NVCG_OP_PHI; P = P->next) {
    nv_value *x = NULL;
    for (i = 1; i < P->nops;)
      if (P->ops[i].val == &S->v) {
        x = P->ops[i - 1].val;
        nv_inst_remove_ops(P, i - 1, 2);
      } else {
        i += 2;
      }
    if (!x) continue;
    for (i = 0; i < L->edge_to.len; i++)
      if (L->edge_to.data[i] == to) nv_opt_phi_add(P, x, L->edge_from.data[i]);
  }
}

static int nv_ls_switch(nv_func *f, nv_inst *T) {
  nv_block *S = T->parent;
  nv_ls L;
  NV_VEC(nv_ls_range) r = NV_VEC_INIT;
  uint32_t i, n = 0;
  nv_value *v = T->ops[0].val;
  if (v->type->kind != NVCG_TYPE_INT || v->type->bits > 64 || (T->nops - 2) / 2 <= NV_LS_MIN_CASES) return 0;
  memset(&L, 0, sizeof L);
  L.f = f;
  L.v = v;
  L.t = v->type;
  L.def = (nv_block *)T->ops[1].val;
  L.after = S->next;
  for (i = 2; i + 1 < T->nops; i += 2) {
    nv_ls_range x;
    x.lo = x.hi = nv_cint_zext(T->ops[i].val);
    x.dest = (nv_block *)T->ops[i + 1].val;
    if (x.dest != L.def) nv_vec_push(&r, x);
  }
  if (r.len) qsort(r.data, r.len, sizeof *r.data, nv_ls_cmp);
  for (i = 0; i < r.len; i++) { /* merge neighbours going to the same block */
    if (n && r.data[n - 1].dest == r.data[i].dest && r.data[n - 1].hi + 1 == r.data[i].lo) r.data[n - 1].hi = r.data[i].lo;
    else r.data[n++] = r.data[i];
  }
  /* the destinations, each once, before the switch goes */
  {
    NV_VEC(nv_block *) dests = NV_VEC_INIT;
    nv_set seen;
    nv_set_init(&seen, NV_MAP_PTR);
    for (i = 1; i < T->nops; i += 2) { /* operands 1, 3, 5, ...: the default, the case blocks */
      nv_block *d = (nv_block *)T->ops[i].val;
      if (nv_set_insert(&seen, (uintptr_t)d)) nv_vec_push(&dests, d);
    }
    nv_set_free(&seen);
    nv_inst_erase(T);
    if (n) nv_ls_emit(&L, S, r.data, n);
    else {
      nv_ib b;
      nv_ib_at_end(&b, S);
      nv_ib_br(&b, L.def);
      nv_ls_edge(&L, S, L.def);
    }
    for (i = 0; i < dests.len; i++) nv_ls_fix_phis(&L, S, dests.data[i]);
    nv_vec_free(&dests);
  }
  nv_vec_free(&r);
  nv_vec_free(&L.edge_to);
  nv_vec_free(&L.edge_from);
  return 1;
}

static int nv_pass_lower_switch(nv_func *f, const nv_options *o) {
  nv_block *bb;
  int changed = 0;
  (void)o;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *T = bb->last;
    if (T && T->v.opcode == NVCG_OP_SWITCH) changed |= nv_ls_switch(f, T);
  }
  return changed;
}
