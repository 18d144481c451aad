/* nary_reassoc.c -- n-ary reassociation against dominating expressions (LLVM's
 * NaryReassociate, which NVPTX runs after SeparateConstOffsetFromGEP, SpeculativeExecution,
 * StraightLineStrengthReduce and an EarlyCSE; here after sepconst, spec_exec and GVN).
 *
 * Index arithmetic written out per access, as unrolled stencils and volume kernels have it,
 * computes many sums that differ from an earlier one by one term:
 *     %r0 = add (mul %a, %n), %b               ; a*n + b
 *     %r1 = add (mul (or %a, 1), %n), %b       ; (a+1)*n + b, with a known even
 * Two rewrites, applied to each integer instruction I in reverse postorder:
 *
 *   reassociation:  I = (p op q) op r, op add or mul, where (p op q) has no other use and
 *     some instruction J = p op r (either operand order) dominates I: I becomes J op q,
 *     and (p op q) dies. One instruction fewer.
 *   strength reduction (the one form of LLVM's StraightLineStrengthReduce that saves
 *     work without a new multiply): I = (a + 1) * n or (a - 1) * n, where J = a * n
 *     dominates I: I becomes J + n (J - n). A multiply becomes an add, and the add is a
 *     sum the first rewrite can then reassociate: above, %r1 = (%a*%n + %n) + %b finds
 *     %r0 = %a*%n + %b and becomes %r0 + %n.
 *
 * An `or` with a constant whose bits are known zero in the other operand (`(i << 1) | 1`,
 * LLVM's `or disjoint`) is an add: no bit carries. Known zero bits come from
 * nv_opt_known_tz.
 *
 * Wrap flags: integer add and mul are associative, commutative and distributive modulo
 * 2^w, so the rewritten values equal the old ones whenever the old ones are not poison.
 * The new instructions carry no nsw/nuw (nothing proves them), and a reused J loses its
 * nsw/nuw: the old I did not depend on J's no-wrap promise, and without dropping it J
 * could be poison where I was defined. Both losses are accepted only where they cost
 * nothing (nv_nr_flags_free: no flag, or only wrapping arithmetic reads the value); a
 * first version that dropped them everywhere turned `sext(add nsw (or %i, 1), %base)`
 * in gemv_i8's unrolled loop into a non-nsw add that LSR and sepconst could no longer
 * split, and made the corpus 1% slower. Only scalar integers; GEPs are left to sepconst.
 *
 * Runs at -O1 and above. Knob disable-nary-reassoc (LLVM has the pass but no such switch;
 * named as NVPTX names its disable-separate-const-offset-from-gep) or --disable-nary_reassoc
 * turns it off. Remarks: --pass-remarks=nary_reassoc. */

/* Uses of a value examined when looking for a dominating twin; a value with more (a
 * thread index read a thousand times) is searched this far only, in use-list order. */
#define NV_NR_MAX_USES 512u

/* v computes x op y (op add or mul): an instruction with that opcode or, for add, an
 * `or` with a constant below the other operand's known trailing zeros. */
static int nv_nr_match(const nv_value *v, unsigned op, nv_value **x, nv_value **y) {
  const nv_inst *I;
  if (v->kind != NV_V_INST) return 0;
  I = (const nv_inst *)v;
  if (nv_type_is_vector(v->type) || v->type->kind != NVCG_TYPE_INT || v->type->bits > 64) return 0;
  if (v->opcode == op) {
    *x = I->ops[0].val;
    *y = I->ops[1].val;
    return 1;
  }
  if (op == NVCG_OP_ADD && v->opcode == NVCG_OP_OR) {
    nv_value *l = I->ops[0].val, *r = I->ops[1].val;
    uint64_t kv;
    unsigned tz;
    if (l->kind == NV_V_CINT) { nv_value *t = l; l = r; r = t; }
    if (r->kind != NV_V_CINT || l->kind == NV_V_CINT) return 0;
    kv = nv_cint_zext(r);
    tz = nv_opt_known_tz(l);
    if (tz < 64 && (kv >> tz) != 0) return 0;
    *x = l;
    *y = r;
    return 1;
  }
  return 0;
}

/* Dropping v's nsw/nuw costs nothing: it has none, or every user is an add, sub or mul
 * without them, which wraps anyway, or a bitwise operation or truncation, which never
 * read them (a sign extension, comparison or address computed from v would have read
 * the flag: sepconst, LSR and instruction selection do). */
static int nv_nr_flags_free(const nv_value *v) {
  const nv_use *u;
  if (!(((const nv_inst *)v)->flags & (NVCG_FLAG_NSW | NVCG_FLAG_NUW))) return 1;
  for (u = v->uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    unsigned op = u->user->opcode;
    if (u->user->kind != NV_V_INST) return 0;
    if (op == NVCG_OP_AND || op == NVCG_OP_OR || op == NVCG_OP_XOR || op == NVCG_OP_TRUNC) continue;
    if (op != NVCG_OP_ADD && op != NVCG_OP_SUB && op != NVCG_OP_MUL) return 0;
    if (U->flags & (NVCG_FLAG_NSW | NVCG_FLAG_NUW)) return 0;
  }
  return 1;
}

/* J comes before I in the same block. */
static int nv_nr_before(const nv_inst *J, const nv_inst *I) {
  const nv_inst *K;
  for (K = J->next; K; K = K->next)
    if (K == I) return 1;
  return 0;
}

/* An instruction of I's function that computes a op b (either order), dominates I and is
 * neither I nor `except`; NULL when there is none. */
static nv_inst *nv_nr_find(const nv_cfg *g, unsigned op, nv_value *a, nv_value *b, const nv_inst *I,
                           const nv_inst *except) {
  nv_value *key = a->kind == NV_V_CINT ? b : a;
  const nv_use *u;
  unsigned seen = 0;
  if (key->kind == NV_V_CINT || nv_value_is_const(key)) return NULL;
  for (u = key->uses; u && seen < NV_NR_MAX_USES; u = u->next, seen++) {
    nv_inst *J = (nv_inst *)u->user;
    nv_value *x, *y;
    if (u->user->kind != NV_V_INST || J == I || J == except || !J->parent || J->parent->parent != I->parent->parent) continue;
    if (J->v.type != I->v.type || !nv_nr_match(&J->v, op, &x, &y) || !nv_nr_flags_free(&J->v)) continue;
    if (!((x == a && y == b) || (x == b && y == a))) continue;
    if (!nv_cfg_reachable(g, J->parent->index)) continue;
    if (J->parent == I->parent ? nv_nr_before(J, I) : nv_cfg_dominates(g, J->parent->index, I->parent->index))
      return J;
  }
  return NULL;
}

static void nv_nr_replace(const nv_options *o, nv_inst *I, nv_inst *J, unsigned op, nv_value *w,
                          const char *what) {
  nv_ib b;
  nv_value *nv;
  nv_module *m = I->parent->parent->module;
  J->flags &= ~(uint32_t)(NVCG_FLAG_NSW | NVCG_FLAG_NUW);
  nv_ib_before(&b, I);
  nv = nv_ib_binop(&b, op, &J->v, w, I->v.name);
  if (nv->kind == NV_V_INST) { /* keep I's source position for remarks and line info */
    ((nv_inst *)nv)->line = I->line;
    ((nv_inst *)nv)->col = I->col;
  }
  if (nv_pass_remarks_wanted(o, "nary_reassoc") && J->line)
    nv_pass_remark(o, "nary_reassoc", nv_module_file(m, I->line), I->line, I->col, "%s, reusing the value of line %u",
                   what, J->line);
  else if (nv_pass_remarks_wanted(o, "nary_reassoc"))
    nv_pass_remark(o, "nary_reassoc", nv_module_file(m, I->line), I->line, I->col, "%s, reusing an earlier value", what);
  nv_value_rauw(&I->v, nv);
  nv_opt_erase_if_dead(I);
}

/* (p op q) op r -> (p op r) op q when p op r dominates. */
static int nv_nr_reassociate(const nv_cfg *g, const nv_options *o, nv_inst *I) {
  unsigned op = I->v.opcode, s;
  for (s = 0; s < 2; s++) {
    nv_value *A = I->ops[s].val, *r = I->ops[1 - s].val, *pq[2];
    unsigned k;
    if (A->kind != NV_V_INST || !A->uses || A->uses->next || A == r) continue;
    if (!nv_nr_match(A, op, &pq[0], &pq[1])) continue;
    for (k = 0; k < 2; k++) {
      nv_inst *J = nv_nr_find(g, op, pq[k], r, I, (nv_inst *)A);
      if (!J) continue;
      nv_nr_replace(o, I, J, op, pq[1 - k], op == NVCG_OP_ADD ? "(a + b) + c as (a + c) + b" : "(a * b) * c as (a * c) * b");
      return 1;
    }
  }
  return 0;
}

/* (a +- 1) * n -> a*n +- n when a*n dominates. */
static int nv_nr_strength(const nv_cfg *g, const nv_options *o, nv_inst *I) {
  unsigned s;
  if (I->v.type->bits < 2) return 0;
  for (s = 0; s < 2; s++) {
    nv_value *X = I->ops[s].val, *n = I->ops[1 - s].val, *a, *k;
    int64_t kv;
    nv_inst *J;
    if (!nv_nr_match(X, NVCG_OP_ADD, &a, &k)) continue;
    if (a->kind == NV_V_CINT) { nv_value *t = a; a = k; k = t; }
    if (k->kind != NV_V_CINT || a->kind == NV_V_CINT) continue;
    kv = nv_cint_sext(k);
    if (kv != 1 && kv != -1) continue;
    J = nv_nr_find(g, NVCG_OP_MUL, a, n, I, NULL);
    if (!J) continue;
    nv_nr_replace(o, I, J, kv == 1 ? NVCG_OP_ADD : NVCG_OP_SUB, n, kv == 1 ? "(a + 1) * n as a*n + n" : "(a - 1) * n as a*n - n");
    return 1;
  }
  return 0;
}

static int nv_pass_nary_reassoc(nv_func *f, const nv_options *o) {
  nv_cfg g;
  uint32_t i;
  int changed = 0;
  if (nv_opt_knob(o, NV_KNOB_DISABLE_NARY_REASSOC) || !f->first) return 0;
  nv_cfg_build(&g, f);
  nv_cfg_dominators(&g);
  for (i = 0; i < g.nreach; i++) {
    nv_block *bb = g.blocks[g.order[i]];
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      unsigned op = I->v.opcode;
      if ((op == NVCG_OP_ADD || op == NVCG_OP_MUL) && I->v.uses && I->v.type->kind == NVCG_TYPE_INT &&
          I->v.type->bits <= 64 && nv_nr_flags_free(&I->v)) {
        int did = nv_nr_reassociate(&g, o, I);
        if (!did && op == NVCG_OP_MUL) did = nv_nr_strength(&g, o, I);
        changed |= did;
      }
      I = next;
    }
  }
  nv_cfg_free(&g);
  return changed;
}
