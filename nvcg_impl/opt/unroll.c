/* unroll.c -- loop unrolling (LLVM's LoopUnroll, as NVPTX configures it: full, partial and
 * runtime unrolling on). Loops are taken innermost first, in loop-simplify and LCSSA form
 * (opt/loops.c), one exit block and a counting exit found by nv_loop_counted.
 *
 *   - full: a constant trip count T whose T copies fit the budget (unroll-threshold, or
 *     unroll-threshold-local when the loop indexes a local array with its induction
 *     variable: unrolled, the indices become constants and sroa_lite/mem2reg, which run
 *     again after this pass, keep the array in registers). Copy k's header phis are copy
 *     k-1's latch values; the counting branch of every copy but the last goes on, the
 *     last one leaves. Works for top-tested (header exiting) and rotated loops.
 *   - runtime (and partial: the same code with a constant count folds to it): a rotated
 *     loop (the latch is the counting exit, comparing the incremented induction variable)
 *     whose trip count T can be computed in the preheader gets a new main loop of U
 *     copies with one exit test per U iterations (a down-counter from T - T mod U), and
 *     the original loop, marked llvm.loop.unroll.disable, runs the T mod U remaining
 *     iterations. U is the largest power of two up to unroll-max-count whose copies fit
 *     unroll-partial-threshold.
 * After a full unroll the function is simplified (constant induction values fold), so
 * that the loop around it is measured by what is left, as LLVM does.
 *
 * llvm.loop metadata decides first: unroll.disable or count 1 leaves the loop alone (and
 * opt/loop_pragmas.c prints `.pragma "nounroll";` for it); unroll.full and enable unroll
 * fully under pragma-unroll-threshold; count N unrolls fully when the trip count is at
 * most N, else by N with a remainder, and marks the result not to be unrolled again (as
 * LLVM does for an explicit count). Loops with convergent calls (barriers, shuffles,
 * votes) are never runtime-unrolled: the remainder loop would make them depend on the
 * trip count; full unrolling keeps them where they were. Runs at -O2 and above. */

typedef struct nv_ul {
  nv_func *f;
  nv_loops *LS;
  nv_loop *L;
  NV_VEC(nv_block *) lb;   /* the loop's blocks, header first */
  nv_block *header, *latch, *pre, *exit, *exiting;
  nv_block *place;         /* copies go before this block (NULL: at the end) */
  nv_block *main_header;   /* runtime unrolling: the new main loop's header */
} nv_ul;


/* One copy of the loop's blocks; vm maps originals to copies and must already map the
 * header phis when they are not cloned. */
static void nv_ul_clone(nv_ul *u, nv_map *vm, int clone_header_phis, const char *tag) {
  nv_module *m = u->f->module;
  NV_VEC(nv_inst *) made = NV_VEC_INIT;
  uint32_t i, k, n = 0;
  char name[128];
  for (i = 0; i < u->lb.len; i++) {
    nv_block *b = u->lb.data[i];
    snprintf(name, sizeof name, "%s.%s", b->v.name ? b->v.name : "bb", tag);
    nv_map_put(vm, (uintptr_t)&b->v, (uintptr_t)&nv_block_new(u->f, name, u->place)->v);
  }
  for (i = 0; i < u->lb.len; i++) {
    nv_block *b = u->lb.data[i], *nb = (nv_block *)nv_opt_map_value(vm, &b->v);
    NV_FOR_INSTS(I, b) {
      nv_inst *K;
      if (b == u->header && I->v.opcode == NVCG_OP_PHI && !clone_header_phis) continue;
      K = nv_opt_clone_inst(m, I);
      nv_inst_append(K, nb);
      nv_map_put(vm, (uintptr_t)I, (uintptr_t)K);
      nv_vec_push(&made, K);
    }
  }
  for (i = 0; i < u->lb.len; i++)
    NV_FOR_INSTS(I, u->lb.data[i]) {
      nv_inst *K;
      if (u->lb.data[i] == u->header && I->v.opcode == NVCG_OP_PHI && !clone_header_phis) continue;
      K = made.data[n++];
      for (k = 0; k < I->nops; k++) nv_inst_set_op(K, k, nv_opt_map_value(vm, I->ops[k].val));
    }
  nv_vec_free(&made);
}

/* Replaces block `bb`'s terminator by `br dest` (or `unreachable` when dest is NULL). */
static nv_inst *nv_ul_set_br(nv_block *bb, nv_block *dest) {
  nv_inst *T = nv_block_terminator(bb);
  nv_ib b;
  if (T) nv_inst_erase(T);
  nv_ib_at_end(&b, bb);
  if (dest) return nv_ib_br(&b, dest);
  return nv_ib_checked(nv_ib_new(&b, NVCG_OP_UNREACHABLE, bb->parent->module->ctx->t_void, 0, NULL, NULL));
}

/* The in-loop successor of the counting branch. */
static nv_block *nv_ul_stay(const nv_counted *c) {
  return (nv_block *)c->br->ops[c->exit_on_true ? 2 : 1].val;
}

static void nv_ul_full(nv_ul *u, const nv_counted *c) {
  nv_map *vms = (nv_map *)nv_xcalloc((size_t)c->trip, sizeof(nv_map));
  NV_VEC(nv_inst *) hphis = NV_VEC_INIT;
  nv_block *stay = nv_ul_stay(c);
  uint64_t k;
  uint32_t j;
  char tag[32];
  NV_FOR_INSTS(I, u->header) {
    if (I->v.opcode != NVCG_OP_PHI) break;
    nv_vec_push(&hphis, I);
  }
  for (k = 1; k < c->trip; k++) {
    nv_map_init(&vms[k], NV_MAP_PTR);
    for (j = 0; j < hphis.len; j++)
      nv_map_put(&vms[k], (uintptr_t)hphis.data[j],
                 (uintptr_t)nv_opt_map_value(k > 1 ? &vms[k - 1] : NULL, nv_phi_incoming(hphis.data[j], u->latch)));
    snprintf(tag, sizeof tag, "u%llu", (unsigned long long)k);
    nv_ul_clone(u, &vms[k], 0, tag);
  }
  for (k = 0; k < c->trip; k++) {
    const nv_map *vm = k ? &vms[k] : NULL;
    nv_block *xk = (nv_block *)nv_opt_map_value(vm, &u->exiting->v), *lk = (nv_block *)nv_opt_map_value(vm, &u->latch->v);
    int last = k + 1 == c->trip;
    nv_ul_set_br(xk, last ? u->exit : (nv_block *)nv_opt_map_value(vm, &stay->v));
    if (!last) nv_loop_retarget(nv_block_terminator(lk), (nv_block *)nv_opt_map_value(vm, &u->header->v),
                                (nv_block *)nv_opt_map_value(&vms[k + 1], &u->header->v));
    else if (lk != xk) nv_ul_set_br(lk, NULL);
  }
  /* the exit is reached from the last copy only */
  NV_FOR_INSTS(P, u->exit) {
    if (P->v.opcode != NVCG_OP_PHI) break;
    for (j = 0; j + 1 < P->nops; j += 2)
      if (P->ops[j + 1].val == &u->exiting->v) {
        const nv_map *vm = c->trip > 1 ? &vms[c->trip - 1] : NULL;
        nv_inst_set_op(P, j, nv_opt_map_value(vm, P->ops[j].val));
        nv_inst_set_op(P, j + 1, nv_opt_map_value(vm, &u->exiting->v));
      }
  }
  /* copy 0 is the original: its header runs once, from the preheader */
  for (j = 0; j < hphis.len; j++) {
    nv_inst *P = hphis.data[j];
    nv_value_rauw(&P->v, nv_phi_incoming(P, u->pre));
    nv_inst_erase(P);
  }
  for (k = 1; k < c->trip; k++) nv_map_free(&vms[k]);
  nv_xfree(vms);
  nv_vec_free(&hphis);
}

static unsigned nv_ul_inverse(unsigned p) {
  switch (p) {
  case NVCG_ICMP_EQ: return NVCG_ICMP_NE;
  case NVCG_ICMP_NE: return NVCG_ICMP_EQ;
  case NVCG_ICMP_UGT: return NVCG_ICMP_ULE;
  case NVCG_ICMP_UGE: return NVCG_ICMP_ULT;
  case NVCG_ICMP_ULT: return NVCG_ICMP_UGE;
  case NVCG_ICMP_ULE: return NVCG_ICMP_UGT;
  case NVCG_ICMP_SGT: return NVCG_ICMP_SLE;
  case NVCG_ICMP_SGE: return NVCG_ICMP_SLT;
  case NVCG_ICMP_SLT: return NVCG_ICMP_SGE;
  default: return NVCG_ICMP_SGT;
  }
}

/* The predicate under which a rotated loop goes on: pred(next, bound). */
static unsigned nv_ul_continue_pred(const nv_counted *c) {
  unsigned p = c->cmp->v.sub;
  if (c->cmp->ops[0].val == c->bound) p = nv_opt_icmp_swapped(p);
  return c->exit_on_true ? nv_ul_inverse(p) : p;
}

/* log2 of a power-of-two step of 2 or more whose multiple the distance bound - init is
 * known to be; 0 otherwise. */
static unsigned nv_ul_exact_step(const nv_counted *c) {
  uint64_t s = (uint64_t)(c->step > 0 ? c->step : -c->step);
  unsigned k = 0;
  if (s < 2 || (s & (s - 1))) return 0;
  while ((1ull << k) < s) k++;
  if (k >= c->phi->v.type->bits) return 0;
  /* nv_opt_known_tz sees clang's `n & -4` as a multiple of a remainder loop's step 4 */
  return nv_opt_known_tz(c->init) >= k && nv_opt_known_tz(c->bound) >= k ? k : 0;
}

/* Whether the runtime trip count of a rotated loop can be computed (nv_ul_trip_value). */
static int nv_ul_runtime_ok(const nv_counted *c) {
  unsigned p;
  uint32_t fl = c->next->flags;
  if (!c->cmp_next) return 0;
  p = nv_ul_continue_pred(c);
  /* next != n with a step 2^k that divides n - init: the loop ends, after wrapping if
   * need be, once the distance is walked; no wrap flag is needed (clang's unrolled main
   * loop counts `niter + 4 != (n & -4)` without one) */
  if (p == NVCG_ICMP_NE && nv_ul_exact_step(c)) return 1;
  if (c->step > 0 && p == NVCG_ICMP_SLT) return (fl & NVCG_FLAG_NSW) != 0;
  if (c->step > 0 && p == NVCG_ICMP_ULT) return (fl & NVCG_FLAG_NUW) != 0;
  if (c->step < 0 && p == NVCG_ICMP_SGT) return (fl & NVCG_FLAG_NSW) != 0;
  if (c->step < 0 && p == NVCG_ICMP_UGT) return (fl & NVCG_FLAG_NUW) != 0;
  if (p == NVCG_ICMP_NE && (c->step == 1 || c->step == -1)) return (fl & (NVCG_FLAG_NSW | NVCG_FLAG_NUW)) != 0;
  return 0;
}

/* The header-run count of a rotated loop, built before the preheader's branch:
 *   next < n, step s > 0:  (max(n, init + s) - init - 1) / s + 1   (>= 1, no overflow:
 *                          for s = 1 that is max(n, init + 1) - init;
 *                          the first increment cannot wrap, by its nsw/nuw flag)
 *   next > n, step -s:     (init - min(n, init - s) - 1) / s + 1
 *   next != n, step +-1:   n - init  or  init - n */
static nv_value *nv_ul_trip_value(nv_ib *b, const nv_counted *c) {
  unsigned p = nv_ul_continue_pred(c);
  nv_type *t = c->phi->v.type;
  nv_value *init = c->init, *n = c->bound, *one = nv_const_int(t, 1, 0), *d, *lim, *sel;
  uint64_t s = (uint64_t)(c->step > 0 ? c->step : -c->step);
  nv_value *sv = nv_const_int(t, s, 0);
  if (p == NVCG_ICMP_NE && s > 1) {
    /* (d - s) >> k, plus one: d = 0 (n == init) is the full wrap, 2^(bits-k) runs */
    d = c->step > 0 ? nv_ib_binop(b, NVCG_OP_SUB, n, init, "ul.span") : nv_ib_binop(b, NVCG_OP_SUB, init, n, "ul.span");
    d = nv_ib_binop(b, NVCG_OP_SUB, d, sv, "ul.span1");
    d = nv_ib_binop(b, NVCG_OP_LSHR, d, nv_const_int(t, nv_ul_exact_step(c), 0), "ul.steps");
    return nv_ib_binop(b, NVCG_OP_ADD, d, one, "ul.trip");
  }
  if (p == NVCG_ICMP_NE)
    return c->step > 0 ? nv_ib_binop(b, NVCG_OP_SUB, n, init, "ul.trip") : nv_ib_binop(b, NVCG_OP_SUB, init, n, "ul.trip");
  if (c->step > 0) {
    lim = nv_ib_binop(b, NVCG_OP_ADD, init, sv, "ul.first");
    sel = nv_ib_icmp(b, p == NVCG_ICMP_SLT ? NVCG_ICMP_SGT : NVCG_ICMP_UGT, n, lim, "ul.more");
    lim = nv_ib_select(b, sel, n, lim, "ul.end");
    d = nv_ib_binop(b, NVCG_OP_SUB, lim, init, "ul.span");
  } else {
    lim = nv_ib_binop(b, NVCG_OP_SUB, init, sv, "ul.first");
    sel = nv_ib_icmp(b, p == NVCG_ICMP_SGT ? NVCG_ICMP_SLT : NVCG_ICMP_ULT, n, lim, "ul.more");
    lim = nv_ib_select(b, sel, n, lim, "ul.end");
    d = nv_ib_binop(b, NVCG_OP_SUB, init, lim, "ul.span");
  }
  if (s == 1) return d;
  d = nv_ib_binop(b, NVCG_OP_SUB, d, one, "ul.span1");
  if (s > 1 && !(s & (s - 1))) {
    unsigned sh = 0;
    while ((1ull << sh) < s) sh++;
    d = nv_ib_binop(b, NVCG_OP_LSHR, d, nv_const_int(t, sh, 0), "ul.steps");
  } else if (s > 1) {
    d = nv_ib_binop(b, NVCG_OP_UDIV, d, sv, "ul.steps");
  }
  return nv_ib_binop(b, NVCG_OP_ADD, d, one, "ul.trip");
}

static void nv_ul_runtime(nv_ul *u, const nv_counted *c, unsigned U, int mark_main) {
  nv_func *f = u->f;
  nv_map vms[64];
  NV_VEC(nv_inst *) hphis = NV_VEC_INIT;
  NV_VEC(nv_inst *) rphis = NV_VEC_INIT;
  nv_type *t = c->phi->v.type;
  nv_block *nph, *mexit, *rchk, *h0, *lu;
  nv_value *trip, *rem, *main_n, *zero = nv_const_int(t, 0, 0);
  nv_inst *niter, *T;
  nv_ib b;
  uint32_t j, k;
  char tag[32];
  NV_FOR_INSTS(I, u->header) {
    if (I->v.opcode != NVCG_OP_PHI) break;
    nv_vec_push(&hphis, I);
  }
  /* the counts, in the preheader */
  T = nv_block_terminator(u->pre);
  nv_ib_before(&b, T);
  trip = nv_ul_trip_value(&b, c);
  rem = (U & (U - 1)) ? nv_ib_binop(&b, NVCG_OP_UREM, trip, nv_const_int(t, U, 0), "ul.rem")
                      : nv_ib_binop(&b, NVCG_OP_AND, trip, nv_const_int(t, U - 1, 0), "ul.rem");
  main_n = nv_ib_binop(&b, NVCG_OP_SUB, trip, rem, "ul.main");
  /* blocks of the new main loop, placed before the original */
  u->place = u->header;
  nph = nv_block_new(f, "unroll.ph", u->place);
  for (k = 0; k < U; k++) {
    nv_map_init(&vms[k], NV_MAP_PTR);
    if (k)
      for (j = 0; j < hphis.len; j++)
        nv_map_put(&vms[k], (uintptr_t)hphis.data[j],
                   (uintptr_t)nv_opt_map_value(&vms[k - 1], nv_phi_incoming(hphis.data[j], u->latch)));
    snprintf(tag, sizeof tag, "ur%u", k);
    nv_ul_clone(u, &vms[k], k == 0, tag);
  }
  mexit = nv_block_new(f, "unroll.exit", u->place);
  rchk = nv_block_new(f, "unroll.rem", u->place);
  h0 = (nv_block *)nv_opt_map_value(&vms[0], &u->header->v);
  u->main_header = h0;
  lu = (nv_block *)nv_opt_map_value(&vms[U - 1], &u->latch->v);
  /* preheader: the main loop when it runs at least once */
  nv_inst_erase(T);
  nv_ib_at_end(&b, u->pre);
  nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, main_n, zero, "ul.nomain"), rchk, nph);
  nv_ib_at_end(&b, nph);
  nv_ib_br(&b, h0);
  /* copy 0's phis start from the new preheader and continue from the last copy */
  for (j = 0; j < hphis.len; j++) {
    nv_inst *P0 = (nv_inst *)nv_opt_map_value(&vms[0], &hphis.data[j]->v);
    uint32_t e;
    for (e = 0; e + 1 < P0->nops; e += 2) {
      if (P0->ops[e + 1].val == &u->pre->v) nv_inst_set_op(P0, e + 1, &nph->v);
      else if (P0->ops[e + 1].val == nv_opt_map_value(&vms[0], &u->latch->v)) {
        nv_inst_set_op(P0, e, nv_opt_map_value(&vms[U - 1], nv_phi_incoming(hphis.data[j], u->latch)));
        nv_inst_set_op(P0, e + 1, &lu->v);
      }
    }
  }
  nv_ib_before(&b, h0->first);
  niter = nv_ib_phi(&b, t, "ul.niter");
  nv_opt_phi_add(niter, main_n, nph);
  /* copies run into each other; the last one counts down and loops or leaves */
  for (k = 0; k < U; k++) {
    nv_block *lk = (nv_block *)nv_opt_map_value(&vms[k], &u->latch->v);
    if (k + 1 < U) {
      nv_ul_set_br(lk, (nv_block *)nv_opt_map_value(&vms[k + 1], &u->header->v));
    } else {
      nv_inst *old = nv_block_terminator(lk), *br;
      uint32_t flags = old->flags;
      unsigned count = old->unroll_count;
      nv_value *nn;
      nv_inst_erase(old);
      nv_ib_at_end(&b, lk);
      nn = nv_ib_binop(&b, NVCG_OP_SUB, &niter->v, nv_const_int(t, U, 0), "ul.niter.next");
      nv_opt_phi_add(niter, nn, lk);
      br = nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_NE, nn, zero, "ul.more"), h0, mexit);
      br->flags = mark_main ? (uint32_t)NVCG_FLAG_LOOP_UNROLL_DISABLE : flags;
      br->unroll_count = mark_main ? 0 : count;
    }
  }
  nv_ib_at_end(&b, mexit);
  nv_ib_br(&b, rchk);
  /* the remainder check: values from before the main loop or after it */
  nv_ib_at_end(&b, rchk);
  for (j = 0; j < hphis.len; j++) {
    nv_inst *P = hphis.data[j], *R = nv_ib_phi(&b, P->v.type, P->v.name);
    nv_opt_phi_add(R, nv_phi_incoming(P, u->pre), u->pre);
    nv_opt_phi_add(R, nv_opt_map_value(&vms[U - 1], nv_phi_incoming(P, u->latch)), mexit);
    nv_vec_push(&rphis, R);
  }
  nv_opt_rename_pred(u->header, u->pre, rchk);
  for (j = 0; j < hphis.len; j++)
    for (k = 0; k + 1 < hphis.data[j]->nops; k += 2)
      if (hphis.data[j]->ops[k + 1].val == &rchk->v) nv_inst_set_op(hphis.data[j], k, &rphis.data[j]->v);
  rphis.len = 0;
  NV_FOR_INSTS(Q, u->exit) {
    nv_value *v;
    if (Q->v.opcode != NVCG_OP_PHI) break;
    v = nv_phi_incoming(Q, u->latch);
    if (v != nv_opt_map_value(&vms[U - 1], v)) {
      nv_inst *R = nv_ib_phi(&b, Q->v.type, Q->v.name);
      nv_opt_phi_add(R, nv_opt_undef(Q->v.type), u->pre);
      nv_opt_phi_add(R, nv_opt_map_value(&vms[U - 1], v), mexit);
      v = &R->v;
    }
    nv_vec_push(&rphis, Q);
    nv_vec_push(&rphis, (nv_inst *)v);
  }
  for (j = 0; j + 1 < rphis.len; j += 2) nv_opt_phi_add(rphis.data[j], (nv_value *)rphis.data[j + 1], rchk);
  nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, rem, zero, "ul.norem"), u->exit, u->header);
  /* the original loop is now the remainder */
  T = nv_block_terminator(u->latch);
  T->flags = (T->flags & ~(NVCG_FLAG_LOOP_UNROLL_FULL | NVCG_FLAG_LOOP_UNROLL_ENABLE)) | NVCG_FLAG_LOOP_UNROLL_DISABLE;
  T->unroll_count = 0;
  for (k = 0; k < U; k++) nv_map_free(&vms[k]);
  nv_vec_free(&hphis);
  nv_vec_free(&rphis);
}

/* ---- the decision ---- */

static int nv_ul_is_convergent(const nv_inst *I) {
  unsigned id = nv_opt_call_intrinsic(I);
  nv_value *c;
  if (I->v.opcode != NVCG_OP_CALL) return 0;
  if (id != NV_INTR_NONE) return (nv_intrinsic_info_of(id)->attrs & NV_IA_CONVERGENT) != 0;
  c = I->ops[0].val; /* inline asm may hold a bar.sync: count it in */
  return c->kind != NV_V_FUNC || (((nv_func *)c)->attrs & NVCG_FN_CONVERGENT);
}

/* Walks through GEPs and casts to the underlying object. */
static const nv_value *nv_ul_root(const nv_value *v) {
  unsigned d;
  for (d = 0; d < 32 && v->kind == NV_V_INST; d++) {
    if (v->opcode != NVCG_OP_GEP && v->opcode != NVCG_OP_BITCAST && v->opcode != NVCG_OP_ADDRSPACECAST) break;
    v = ((const nv_inst *)v)->ops[0].val;
  }
  return v;
}

typedef struct nv_ul_cost {
  uint32_t size;         /* instructions that cost something */
  int convergent;
  int local_index;       /* a GEP into an alloca with an index that varies */
} nv_ul_cost;

static void nv_ul_measure(const nv_ul *u, nv_ul_cost *cost) {
  uint32_t i, k;
  memset(cost, 0, sizeof *cost);
  for (i = 0; i < u->lb.len; i++)
    NV_FOR_INSTS(I, u->lb.data[i]) {
      unsigned op = I->v.opcode;
      if (op == NVCG_OP_PHI || op == NVCG_OP_BITCAST || NV_OP_IS_TERMINATOR(op)) continue;
      if (op == NVCG_OP_CALL && nv_opt_call_intrinsic(I) != NV_INTR_NONE &&
          (nv_intrinsic_info_of(nv_opt_call_intrinsic(I))->attrs & NV_IA_NOOP))
        continue;
      cost->size++;
      if (nv_ul_is_convergent(I)) cost->convergent = 1;
      if (op == NVCG_OP_GEP) {
        const nv_value *r = nv_ul_root(&I->v);
        if (r->kind == NV_V_INST && r->opcode == NVCG_OP_ALLOCA)
          for (k = 1; k < I->nops; k++)
            if (I->ops[k].val->kind != NV_V_CINT) cost->local_index = 1;
      }
    }
}

/* What to do with one loop: 0 nothing, else it was changed. */
static int nv_ul_loop(nv_ul *u, const nv_options *o) {
  nv_inst *LT = nv_block_terminator(u->latch);
  uint32_t hint = LT ? LT->flags : 0, pragma_count = LT ? LT->unroll_count : 0;
  uint64_t threshold = (uint64_t)nv_opt_knob(o, NV_KNOB_UNROLL_THRESHOLD);
  uint64_t pthreshold = (uint64_t)nv_opt_knob(o, NV_KNOB_PRAGMA_UNROLL_THRESHOLD);
  uint64_t partial = (uint64_t)nv_opt_knob(o, NV_KNOB_UNROLL_PARTIAL_THRESHOLD);
  uint64_t forced = (uint64_t)nv_opt_knob(o, NV_KNOB_UNROLL_COUNT), limit;
  unsigned maxcount = (unsigned)nv_opt_knob(o, NV_KNOB_UNROLL_MAX_COUNT), U;
  int pragma = (hint & (NVCG_FLAG_LOOP_UNROLL_FULL | NVCG_FLAG_LOOP_UNROLL_ENABLE)) || pragma_count > 1;
  nv_counted c;
  nv_ul_cost cost;
  if ((hint & NVCG_FLAG_LOOP_UNROLL_DISABLE) || pragma_count == 1) return 0;
  nv_ul_measure(u, &cost);
  if (!cost.size) cost.size = 1;
  if (cost.local_index) threshold = NV_MAX(threshold, (uint64_t)nv_opt_knob(o, NV_KNOB_UNROLL_THRESHOLD_LOCAL));
  if (pragma) threshold = NV_MAX(threshold, pthreshold);
  limit = threshold / cost.size;
  if (!nv_loop_counted(u->LS, u->L, limit, &c)) return 0;
  u->exiting = c.br->parent;
  /* full */
  if (c.trip && (!pragma_count || c.trip <= pragma_count) && (!forced || c.trip <= forced) &&
      c.trip * cost.size <= threshold) {
    nv_ul_full(u, &c);
    /* the copies' induction values are constants now: fold them (LLVM's
     * simplifyLoopAfterUnroll) so that an enclosing loop is measured by what remains */
    nv_pass_simplify(u->f, o);
    return 1;
  }
  /* partial / runtime: a rotated loop with a computable trip count */
  if (cost.convergent || u->exiting != u->latch || !nv_ul_runtime_ok(&c)) return 0;
  if (!pragma && (!nv_opt_knob(o, NV_KNOB_UNROLL_ALLOW_PARTIAL) || (!c.trip && !nv_opt_knob(o, NV_KNOB_UNROLL_RUNTIME))))
    return 0;
  if ((hint & NVCG_FLAG_LOOP_RUNTIME_DISABLE) && !c.trip) return 0;
  if (pragma_count > 1) {
    U = NV_MIN(pragma_count, 64u);
  } else if (forced > 1) {
    U = (unsigned)NV_MIN(forced, 64u);
  } else {
    uint64_t fit = partial / cost.size;
    U = 1;
    while (U * 2 <= NV_MIN(fit, (uint64_t)NV_MIN(maxcount, 64u))) U *= 2;
    if (c.trip)
      while (U > 1 && U > c.trip) U /= 2;
  }
  if (U < 2) return 0;
  nv_ul_runtime(u, &c, U, pragma_count > 1 || forced > 1);
  return 1;
}

static int nv_pass_unroll(nv_func *f, const nv_options *o) {
  nv_loops LS;
  nv_map done;
  int changed = 0, again = 1;
  if (f->is_decl || !f->first) return 0;
  nv_map_init(&done, NV_MAP_PTR);
  nv_loops_build(&LS, f);
  changed |= nv_loops_simplify(&LS, f);
  while (again) {
    uint32_t i;
    again = 0;
    /* innermost first: inner loops come after the loops containing them */
    for (i = LS.all.len; i-- > 0;) {
      nv_loop *L = LS.all.data[i];
      nv_block *h = LS.g.blocks[L->header];
      nv_ul u;
      uint32_t k;
      if (L->nchildren || nv_map_get(&done, (uintptr_t)h, NULL)) continue;
      nv_map_put(&done, (uintptr_t)h, 1);
      if (!nv_loop_simple(L)) continue;
      memset(&u, 0, sizeof u);
      u.f = f;
      u.LS = &LS;
      u.L = L;
      for (k = 0; k < L->blocks.len; k++) nv_vec_push(&u.lb, LS.g.blocks[L->blocks.data[k]]);
      u.header = h;
      u.latch = LS.g.blocks[L->latches.data[0]];
      u.pre = LS.g.blocks[L->preheader];
      u.exit = LS.g.blocks[L->exits.data[0]];
      u.place = u.lb.data[u.lb.len - 1]->next;
      nv_loop_lcssa(&LS, L);
      if (nv_ul_loop(&u, o)) {
        changed = again = 1;
        if (u.main_header) nv_map_put(&done, (uintptr_t)u.main_header, 1);
      }
      nv_vec_free(&u.lb);
      if (again) break;
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
