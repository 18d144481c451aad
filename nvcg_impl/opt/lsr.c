/* lsr.c -- loop strength reduction of addresses (the part of LLVM's LoopStrengthReduce
 * GPU loops need most). A load or store in a loop whose address is an affine function of
 * the iteration number,
 *     base + (invariant terms) + c + stride * n
 * (the stride in bytes: a constant plus invariant terms, such as a row pitch `ld` when a
 * loop walks a column) -- GEPs over sext/zext/add/sub/mul/shl/disjoint-or of induction
 * phis and invariants, as clang writes `a[i]`, `a[i * 8 + 3]`, `a[(i | 1)]` after
 * unrolling or `a[i * ld + col]` -- gets its
 * address from a pointer phi that advances by `stride` once per iteration instead of
 * recomputing `mul.wide` + `add` per access: accesses with the same base, terms and
 * stride share one pointer, each at a constant offset from it that the code generator
 * folds into `[reg+imm]`. The old index arithmetic dies when nothing else reads it.
 *
 * The extensions are where care is needed: sext (zext) of an i32 recurrence equals the
 * 64-bit recurrence only when no step wraps signed (unsigned) -- which the increment's
 * nsw (nuw) flag promises for every value an address uses (a wrapped value would be
 * poison, and a poison address is undefined behaviour); every add, mul and shl under an
 * extension must carry the flag too, and `or x, k` counts as an add when x is known to
 * be a multiple of a power of two above k. The pointer GEPs it makes are not inbounds.
 * Runs at -O2 and above after unrolling and its cleanups, innermost loops first. */

#define NV_LSR_TERMS 4
#define NV_LSR_BIG ((int64_t)1 << 40)

/* sum of coef[i] * term[i]: invariant integers with constant coefficients */
typedef struct nv_lsr_terms {
  uint32_t n;
  int64_t coef[NV_LSR_TERMS];
  nv_value *term[NV_LSR_TERMS];
  uint8_t ext[NV_LSR_TERMS];    /* 0, or the cast (NVCG_OP_SEXT/ZEXT) that widens the term */
} nv_lsr_terms;

typedef struct nv_aff {
  nv_value *base;            /* invariant pointer, for addresses; NULL for integers */
  int64_t c, stride;         /* constant part; constant part of the increment per iteration */
  nv_lsr_terms inv;          /* invariant terms of the value */
  nv_lsr_terms step;         /* invariant terms of the increment (a multiply by an invariant) */
  uint8_t nsw, nuw;          /* no operation wraps (signed / unsigned) */
} nv_aff;

typedef struct nv_lsr {
  nv_loops *LS;
  nv_loop *L;
  nv_block *pre, *latch;
} nv_lsr;

static int nv_lsr_small(int64_t x) { return x > -NV_LSR_BIG && x < NV_LSR_BIG; }

static int nv_lsr_add_term(nv_lsr_terms *t, int64_t coef, nv_value *v, uint8_t ext) {
  uint32_t i;
  for (i = 0; i < t->n; i++)
    if (t->term[i] == v && t->ext[i] == ext) {
      t->coef[i] += coef;
      return nv_lsr_small(t->coef[i]);
    }
  if (t->n == NV_LSR_TERMS) return 0;
  t->coef[t->n] = coef;
  t->term[t->n] = v;
  t->ext[t->n++] = ext;
  return 1;
}

/* t += k * u */
static int nv_lsr_add_terms(nv_lsr_terms *t, const nv_lsr_terms *u, int64_t k) {
  uint32_t i;
  for (i = 0; i < u->n; i++)
    if (!nv_lsr_add_term(t, k * u->coef[i], u->term[i], u->ext[i])) return 0;
  return 1;
}

/* Does the increment have a part other than its constant? */
static int nv_lsr_has_step(const nv_aff *a) {
  uint32_t i;
  if (a->stride) return 1;
  for (i = 0; i < a->step.n; i++)
    if (a->step.coef[i]) return 1;
  return 0;
}

/* a += k * b */
static int nv_lsr_accum(nv_aff *a, const nv_aff *b, int64_t k) {
  if (!nv_lsr_small(k)) return 0;
  a->c += k * b->c;
  a->stride += k * b->stride;
  if (!nv_lsr_small(a->c) || !nv_lsr_small(a->stride)) return 0;
  if (!nv_lsr_add_terms(&a->inv, &b->inv, k) || !nv_lsr_add_terms(&a->step, &b->step, k)) return 0;
  a->nsw &= b->nsw;
  a->nuw &= b->nuw;
  return 1;
}

/* Largest power of two (up to 2^30) known to divide every value a takes. */
static int64_t nv_lsr_align(const nv_aff *a) {
  int64_t g = (int64_t)1 << 30;
  uint32_t i;
  while (g > 1 && ((a->c % g) || (a->stride % g))) g >>= 1;
  for (i = 0; i < a->inv.n; i++) /* coef * (any value) */
    while (g > 1 && (a->inv.coef[i] % g)) g >>= 1;
  for (i = 0; i < a->step.n; i++)
    while (g > 1 && (a->step.coef[i] % g)) g >>= 1;
  return g;
}

static int nv_lsr_of(const nv_lsr *s, nv_value *v, nv_aff *a, unsigned depth);

static void nv_lsr_invariant(nv_aff *a, nv_value *v) {
  memset(a, 0, sizeof *a);
  a->nsw = a->nuw = 1;
  if (v->kind == NV_V_CINT) {
    a->c = nv_cint_sext(v);
    return;
  }
  a->inv.n = 1;
  a->inv.coef[0] = 1;
  a->inv.term[0] = v;
}

/* An induction phi of the loop's header: {init, +, step}. */
/* P's incoming values from the preheader and the latch (NULL when P is no such phi). */
static void nv_lsr_phi_inputs(const nv_lsr *s, const nv_inst *P, nv_value **init, nv_value **nx) {
  int two = P->v.opcode == NVCG_OP_PHI && P->nops == 4;
  *init = two ? nv_phi_incoming(P, s->pre) : NULL;
  *nx = two ? nv_phi_incoming(P, s->latch) : NULL;
}

/* Is nx P plus constants -- one add, or a chain of them after unrolling? *step receives
 * the sum; *nsw / *nuw are cleared unless every add says that no step wraps. */
static int nv_lsr_chain(const nv_inst *P, nv_value *nx, int64_t *step, uint8_t *nsw, uint8_t *nuw) {
  uint32_t j;
  for (*step = 0, j = 0; nx != &P->v; j++) {
    nv_inst *N;
    int64_t k;
    if (nx->kind != NV_V_INST || j > 64) return 0;
    N = (nv_inst *)nx;
    if ((N->v.opcode != NVCG_OP_ADD && N->v.opcode != NVCG_OP_SUB) || N->ops[1].val->kind != NV_V_CINT) return 0;
    k = nv_cint_sext(N->ops[1].val);
    *step += N->v.opcode == NVCG_OP_SUB ? -k : k;
    if (!nv_lsr_small(*step)) return 0;
    *nsw &= (N->flags & NVCG_FLAG_NSW) != 0;
    *nuw &= (N->flags & NVCG_FLAG_NUW) != 0;
    nx = N->ops[0].val;
  }
  return 1;
}

/* P = phi [init, pre], [Q, latch] with Q = {q0, +, step} another phi of the header: P
 * lags one iteration behind Q (loop rotation makes this of `for (k = 0; k + 4 <= n;
 * k += 4)`: the body reads the old k, the test the new one). With constant starts,
 * init = q0 - step >= 0 and step > 0, P = {init, +, step}, and it wraps exactly when Q
 * does: its values are init, then Q's. */
static int nv_lsr_lagged(const nv_lsr *s, const nv_inst *P, nv_value *init, nv_value *nx, nv_aff *a) {
  nv_inst *Q = (nv_inst *)nx;
  nv_value *qinit, *qnx;
  int64_t step;
  if (nx->kind != NV_V_INST || Q == P || Q->v.opcode != NVCG_OP_PHI || Q->parent != P->parent ||
      init->kind != NV_V_CINT || Q->v.type != P->v.type)
    return 0;
  nv_lsr_phi_inputs(s, Q, &qinit, &qnx);
  if (!qinit || !qnx || qinit->kind != NV_V_CINT) return 0;
  nv_lsr_invariant(a, init);
  if (!nv_lsr_chain(Q, qnx, &step, &a->nsw, &a->nuw) || step <= 0 || a->c < 0 || a->c != nv_cint_sext(qinit) - step)
    return 0;
  a->stride = step;
  return 1;
}

static int nv_lsr_phi(const nv_lsr *s, nv_inst *P, nv_aff *a, unsigned depth) {
  nv_value *init, *nx;
  int64_t step;
  if (P->parent != s->LS->g.blocks[s->L->header] || !nv_type_is_int(P->v.type) || P->v.type->bits > 64) return 0;
  nv_lsr_phi_inputs(s, P, &init, &nx);
  if (!init || !nx || !nv_loop_invariant(s->LS, s->L, init)) return 0;
  if (init->kind == NV_V_CINT) nv_lsr_invariant(a, init);
  else if (!nv_lsr_of(s, init, a, depth + 1)) return 0;
  if (!nv_lsr_chain(P, nx, &step, &a->nsw, &a->nuw)) return nv_lsr_lagged(s, P, init, nx, a);
  a->stride += step;
  return step && !a->step.n && nv_lsr_small(a->stride);
}

/* x * v with v invariant and x = c + stride * n (no invariant terms of its own, so the
 * product stays affine): the value's invariant part is c * v, its increment stride * v. */
static int nv_lsr_mul_invariant(const nv_lsr *s, nv_inst *I, nv_aff *a, unsigned depth) {
  nv_value *v = I->ops[1].val, *o = I->ops[0].val;
  nv_aff x;
  if (!nv_loop_invariant(s->LS, s->L, v)) {
    v = I->ops[0].val;
    o = I->ops[1].val;
  }
  /* x's parts stay non-negative so that a zext of the product may distribute over them */
  if (!nv_loop_invariant(s->LS, s->L, v) || !nv_lsr_of(s, o, &x, depth + 1) || x.base || x.inv.n || x.step.n ||
      x.c < 0 || x.stride < 0)
    return 0;
  memset(a, 0, sizeof *a);
  if ((x.c && !nv_lsr_add_term(&a->inv, x.c, v, 0)) || !nv_lsr_add_term(&a->step, x.stride, v, 0)) return 0;
  a->nsw = x.nsw && (I->flags & NVCG_FLAG_NSW);
  a->nuw = x.nuw && (I->flags & NVCG_FLAG_NUW);
  return 1;
}

/* The affine form of integer or pointer value v in the loop; 0 when it has none. */
static int nv_lsr_of(const nv_lsr *s, nv_value *v, nv_aff *a, unsigned depth) {
  nv_inst *I = (nv_inst *)v;
  nv_aff x, y;
  memset(a, 0, sizeof *a);
  a->nsw = a->nuw = 1;
  if (depth > 12) return 0;
  if (nv_loop_invariant(s->LS, s->L, v)) {
    if (v->type->kind == NVCG_TYPE_PTR) {
      a->base = v;
      return 1;
    }
    if (!nv_type_is_int(v->type) || v->type->bits > 64) return 0;
    nv_lsr_invariant(a, v);
    return 1;
  }
  if (v->kind != NV_V_INST) return 0;
  switch (I->v.opcode) {
  case NVCG_OP_PHI: return nv_lsr_phi(s, I, a, depth);
  case NVCG_OP_ADD: case NVCG_OP_SUB:
    if (!nv_lsr_of(s, I->ops[0].val, &x, depth + 1) || !nv_lsr_of(s, I->ops[1].val, &y, depth + 1) || x.base || y.base)
      return 0;
    *a = x;
    if (!nv_lsr_accum(a, &y, I->v.opcode == NVCG_OP_ADD ? 1 : -1)) return 0;
    a->nsw &= (I->flags & NVCG_FLAG_NSW) != 0;
    a->nuw &= (I->flags & NVCG_FLAG_NUW) != 0;
    return 1;
  case NVCG_OP_OR: {
    int64_t k, al;
    if (I->ops[1].val->kind != NV_V_CINT || !nv_lsr_of(s, I->ops[0].val, &x, depth + 1) || x.base) return 0;
    k = nv_cint_sext(I->ops[1].val);
    al = nv_lsr_align(&x);
    if (k < 0 || k >= al) return 0; /* bits of k may meet bits of x */
    *a = x;
    a->c += k;
    return 1;
  }
  case NVCG_OP_MUL: case NVCG_OP_SHL: {
    int64_t k;
    if (I->v.opcode == NVCG_OP_MUL && I->ops[1].val->kind != NV_V_CINT && I->ops[0].val->kind != NV_V_CINT)
      return nv_lsr_mul_invariant(s, I, a, depth);
    if (I->v.opcode == NVCG_OP_MUL && I->ops[0].val->kind == NV_V_CINT && I->ops[1].val->kind != NV_V_CINT) {
      /* k * x: as x * k */
      if (!nv_lsr_of(s, I->ops[1].val, &x, depth + 1) || x.base || !nv_lsr_accum(a, &x, nv_cint_sext(I->ops[0].val)))
        return 0;
      a->nsw = x.nsw && (I->flags & NVCG_FLAG_NSW);
      a->nuw = x.nuw && (I->flags & NVCG_FLAG_NUW);
      return 1;
    }
    if (I->ops[1].val->kind != NV_V_CINT || !nv_lsr_of(s, I->ops[0].val, &x, depth + 1) || x.base) return 0;
    k = nv_cint_sext(I->ops[1].val);
    if (I->v.opcode == NVCG_OP_SHL) {
      if (k < 0 || k > 30) return 0;
      k = (int64_t)1 << k;
    }
    if (!nv_lsr_accum(a, &x, k)) return 0;
    a->nsw = x.nsw && (I->flags & NVCG_FLAG_NSW);
    a->nuw = x.nuw && (I->flags & NVCG_FLAG_NUW);
    return 1;
  }
  case NVCG_OP_SEXT: case NVCG_OP_ZEXT: {
    uint32_t i;
    int sx = I->v.opcode == NVCG_OP_SEXT;
    if (I->v.type->bits != 64 || !nv_lsr_of(s, I->ops[0].val, &x, depth + 1) || x.base) return 0;
    if (sx ? !x.nsw : !x.nuw) return 0;
    *a = x;
    for (i = 0; i < a->inv.n; i++) {
      if (a->inv.ext[i] && a->inv.ext[i] != I->v.opcode) return 0;
      a->inv.ext[i] = (uint8_t)I->v.opcode;
    }
    for (i = 0; i < a->step.n; i++) {
      if (a->step.ext[i] && a->step.ext[i] != I->v.opcode) return 0;
      if (!sx && a->step.coef[i] < 0) return 0;
      a->step.ext[i] = (uint8_t)I->v.opcode;
    }
    /* zext of a negative constant part or step is not the same 64-bit constant */
    if (!sx && (x.c < 0 || x.stride < 0)) return 0;
    a->nsw = a->nuw = 1;
    return 1;
  }
  case NVCG_OP_GEP: {
    nv_type *t = I->aux_type;
    uint32_t k;
    if (!nv_lsr_of(s, I->ops[0].val, a, depth + 1) || !a->base) return 0;
    for (k = 1; k < I->nops; k++) {
      nv_value *ix = I->ops[k].val;
      if (k > 1 && t->kind == NVCG_TYPE_STRUCT) {
        uint64_t fi;
        if (ix->kind != NV_V_CINT) return 0;
        fi = nv_cint_zext(ix);
        if (fi >= t->count) return 0;
        a->c += (int64_t)nv_struct_field_offset(t, (unsigned)fi);
        t = t->fields[fi];
        continue;
      }
      if (k > 1) {
        if (t->kind != NVCG_TYPE_ARRAY && t->kind != NVCG_TYPE_VECTOR) return 0;
        t = t->elem;
      }
      if (!nv_type_is_sized(t) || !nv_type_is_int(ix->type) || ix->type->bits != 64) return 0;
      if (!nv_lsr_of(s, ix, &x, depth + 1) || x.base) return 0;
      if (!nv_lsr_accum(a, &x, (int64_t)nv_type_alloc_size(t))) return 0;
    }
    return nv_lsr_small(a->c);
  }
  default: return 0;
  }
}

static int nv_lsr_same_terms(const nv_lsr_terms *a, const nv_lsr_terms *b) {
  uint32_t i, j;
  if (a->n != b->n) return 0;
  for (i = 0; i < a->n; i++) {
    for (j = 0; j < b->n; j++)
      if (a->term[i] == b->term[j] && a->ext[i] == b->ext[j] && a->coef[i] == b->coef[j]) break;
    if (j == b->n) return 0;
  }
  return 1;
}

/* The same base, terms and stride (the constant part may differ). */
static int nv_lsr_same_group(const nv_aff *a, const nv_aff *b) {
  return a->base == b->base && a->stride == b->stride && nv_lsr_same_terms(&a->inv, &b->inv) &&
         nv_lsr_same_terms(&a->step, &b->step);
}

typedef struct nv_lsr_use {
  nv_inst *I;      /* load or store */
  unsigned opno;   /* its pointer operand */
  nv_aff a;
  uint32_t group;
} nv_lsr_use;

/* terms + c as an i64 value (NULL for 0), at b. */
static nv_value *nv_lsr_sum(nv_ib *b, nv_context *ctx, const nv_lsr_terms *t, int64_t c) {
  nv_type *i64 = nv_type_int(ctx, 64);
  nv_value *off = NULL;
  uint32_t i;
  for (i = 0; i < t->n; i++) {
    nv_value *v = t->term[i], *x;
    if (!t->coef[i]) continue;
    if (v->type->bits < 64) {
      unsigned ext = t->ext[i] ? (unsigned)t->ext[i] : (unsigned)NVCG_OP_SEXT;
      v = nv_ib_cast(b, ext, v, i64, "lsr.ext");
    }
    x = t->coef[i] == 1 ? v : nv_ib_binop(b, NVCG_OP_MUL, v, nv_const_int_s(i64, t->coef[i]), "lsr.scale");
    off = off ? nv_ib_binop(b, NVCG_OP_ADD, off, x, "lsr.off") : x;
  }
  if (c) off = off ? nv_ib_binop(b, NVCG_OP_ADD, off, nv_const_int_s(i64, c), "lsr.off") : nv_const_int_s(i64, c);
  return off;
}

/* base + terms + c, in the preheader. */
static nv_value *nv_lsr_start(nv_ib *b, const nv_aff *a, int64_t c) {
  nv_value *off = nv_lsr_sum(b, a->base->type->ctx, &a->inv, c);
  return off ? nv_ib_byte_gep(b, a->base, off, "lsr.start") : a->base;
}

static int nv_lsr_loop(nv_lsr *s) {
  nv_loops *LS = s->LS;
  nv_loop *L = s->L;
  NV_VEC(nv_lsr_use) uses = NV_VEC_INIT;
  uint32_t k, i, ngroups = 0;
  int changed = 0;
  /* the increments made so far (groups that differ only in their invariant terms, as
   * the unrolled copies of a column walk do, share one) */
  NV_VEC(const nv_aff *) step_of = NV_VEC_INIT;
  NV_VEC(nv_value *) step_val = NV_VEC_INIT;
  for (k = 0; k < L->blocks.len; k++) {
    nv_block *bb = LS->g.blocks[L->blocks.data[k]];
    if (LS->inner[L->blocks.data[k]] != L) continue;
    NV_FOR_INSTS(I, bb) {
      nv_lsr_use u;
      nv_value *p;
      if (I->v.opcode == NVCG_OP_LOAD) u.opno = 0;
      else if (I->v.opcode == NVCG_OP_STORE) u.opno = 1;
      else continue;
      p = I->ops[u.opno].val;
      if (p->kind != NV_V_INST || p->opcode != NVCG_OP_GEP) continue;
      if (!nv_lsr_of(s, p, &u.a, 0) || !u.a.base || !nv_lsr_has_step(&u.a)) continue;
      u.I = I;
      for (i = 0; i < uses.len; i++)
        if (nv_lsr_same_group(&uses.data[i].a, &u.a)) break;
      u.group = i < uses.len ? uses.data[i].group : ngroups++;
      nv_vec_push(&uses, u);
    }
  }
  for (k = 0; k < ngroups; k++) {
    nv_lsr_use *first = NULL;
    int64_t cmin = 0;
    nv_inst *phi;
    nv_value *start, *nx, *step;
    nv_ib b;
    for (i = 0; i < uses.len; i++)
      if (uses.data[i].group == k) {
        if (!first || uses.data[i].a.c < cmin) cmin = uses.data[i].a.c;
        if (!first) first = &uses.data[i];
      }
    nv_ib_before(&b, nv_block_terminator(s->pre));
    start = nv_lsr_start(&b, &first->a, cmin);
    step = NULL;
    if (first->a.step.n) {
      for (i = 0; i < step_of.len && !step; i++)
        if (step_of.data[i]->stride == first->a.stride && nv_lsr_same_terms(&step_of.data[i]->step, &first->a.step))
          step = step_val.data[i];
      if (!step) {
        step = nv_lsr_sum(&b, start->type->ctx, &first->a.step, first->a.stride);
        nv_vec_push(&step_of, &first->a);
        nv_vec_push(&step_val, step);
      }
    }
    nv_ib_before(&b, LS->g.blocks[L->header]->first);
    phi = nv_ib_phi(&b, start->type, "lsr.iv");
    nv_ib_before(&b, nv_block_terminator(s->latch));
    nx = step ? nv_ib_byte_gep(&b, &phi->v, step, "lsr.iv.next")
              : nv_ib_byte_gep_const(&b, &phi->v, (uint64_t)first->a.stride, "lsr.iv.next");
    nv_opt_phi_add(phi, start, s->pre);
    nv_opt_phi_add(phi, nx, s->latch);
    for (i = 0; i < uses.len; i++) {
      nv_lsr_use *u = &uses.data[i];
      nv_value *old = u->I->ops[u->opno].val, *p = &phi->v;
      if (u->group != k) continue;
      if (u->a.c != cmin) {
        nv_ib_before(&b, u->I);
        p = nv_ib_byte_gep_const(&b, p, (uint64_t)(u->a.c - cmin), "lsr.addr");
      }
      nv_inst_set_op(u->I, u->opno, p);
      if (old->kind == NV_V_INST) nv_opt_erase_if_dead((nv_inst *)old);
      changed = 1;
    }
  }
  nv_vec_free(&uses);
  nv_vec_free(&step_of);
  nv_vec_free(&step_val);
  return changed;
}

/* Two induction phis of the header with the same start and the same step are one value:
 * the unroller's trip counter beside the loop's own index is the common case, one add
 * per iteration for nothing. The later phi and its increment give way to the earlier
 * ones, whose increments lose the wrap flags the other chain lacked (the exit test now
 * reads them, and must not see poison where it saw a value). Runs after the address
 * rewrite, which reads those flags. */
static int nv_lsr_merge_ivs(nv_lsr *s) {
  nv_block *h = s->LS->g.blocks[s->L->header];
  nv_inst *P, *Q, *nextQ;
  int changed = 0;
  for (P = h->first; P && P->v.opcode == NVCG_OP_PHI; P = P->next) {
    nv_value *pinit, *pnx;
    int64_t pstep;
    uint8_t pnsw = 1, pnuw = 1;
    if (!nv_type_is_int(P->v.type)) continue;
    nv_lsr_phi_inputs(s, P, &pinit, &pnx);
    if (!pinit || !pnx || !nv_lsr_chain(P, pnx, &pstep, &pnsw, &pnuw) || !pstep) continue;
    for (Q = P->next; Q && Q->v.opcode == NVCG_OP_PHI; Q = nextQ) {
      nv_value *qinit, *qnx, *v;
      int64_t qstep;
      uint8_t qnsw = 1, qnuw = 1;
      nextQ = Q->next;
      if (Q->v.type != P->v.type) continue;
      nv_lsr_phi_inputs(s, Q, &qinit, &qnx);
      if (qinit != pinit || !qnx || !nv_lsr_chain(Q, qnx, &qstep, &qnsw, &qnuw) || qstep != pstep) continue;
      for (v = pnx; v != &P->v; v = ((nv_inst *)v)->ops[0].val) {
        nv_inst *N = (nv_inst *)v;
        if (!qnsw) N->flags &= ~(uint32_t)NVCG_FLAG_NSW;
        if (!qnuw) N->flags &= ~(uint32_t)NVCG_FLAG_NUW;
      }
      pnsw &= qnsw;
      pnuw &= qnuw;
      nv_value_rauw(qnx, pnx);
      nv_value_rauw(&Q->v, &P->v);
      if (qnx->kind == NV_V_INST) nv_opt_erase_if_dead((nv_inst *)qnx);
      nv_opt_erase_if_dead(Q);
      changed = 1;
    }
  }
  return changed;
}

static int nv_pass_lsr(nv_func *f, const nv_options *o) {
  nv_loops LS;
  NV_VEC(nv_block *) headers = NV_VEC_INIT;
  uint32_t i, k;
  int changed = 0, stale = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  nv_loops_build(&LS, f);
  changed |= nv_loops_simplify(&LS, f);
  /* innermost first; each round works on a fresh analysis, found by its header (built
   * again only after a round that changed the function: otherwise it is the same one) */
  for (i = LS.all.len; i-- > 0;) nv_vec_push(&headers, LS.g.blocks[LS.all.data[i]->header]);
  for (i = 0; i < headers.len; i++) {
    nv_lsr s;
    if (stale) {
      nv_loops_free(&LS);
      nv_loops_build(&LS, f);
      stale = 0;
    }
    s.LS = &LS;
    s.L = NULL;
    for (k = 0; k < LS.all.len; k++)
      if (LS.g.blocks[LS.all.data[k]->header] == headers.data[i]) s.L = LS.all.data[k];
    if (!s.L || s.L->preheader == NV_CFG_NONE || s.L->latches.len != 1) continue;
    s.pre = LS.g.blocks[s.L->preheader];
    s.latch = LS.g.blocks[s.L->latches.data[0]];
    if (nv_lsr_loop(&s)) stale = 1;
    if (nv_lsr_merge_ivs(&s)) stale = 1;
    changed |= stale;
  }
  nv_vec_free(&headers);
  nv_loops_free(&LS);
  return changed;
}
