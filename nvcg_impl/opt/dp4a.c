/* dp4a.c -- recognises a four-byte dot product written out in integer arithmetic and
 * emits it as one PTX dp4a (sm_61 and later), as libNVVM does:
 *     acc + a.b0*b.b0 + a.b1*b.b1 + a.b2*b.b2 + a.b3*b.b3
 * where a.bk is byte k of the 32-bit a, sign-extended -- (a << (24-8k)) >>s 24, or
 * a >>s 24 for the top byte, as clang writes `(int)(signed char)(a >> 8k)` -- becomes
 * llvm.nvvm.idp4a.s.s(a, b, acc); with zero-extended bytes -- (a >> 8k) & 255, or
 * a >> 24 -- llvm.nvvm.idp4a.u.u. The sum is a tree of i32 adds in any order and
 * grouping (each intermediate add used only inside the tree), holding the four products
 * and any other terms, which become the accumulator. dp4a computes exactly that sum
 * modulo 2^32 and the adds of the tree wrap the same way, so the value is the same bit
 * for bit (an `nsw` on an add is dropped with it). The products must have no other use,
 * so that the multiplications and byte extractions die. Runs at -O1 and above after the
 * loop passes (an unrolled loop holds one such sum per iteration); the target must
 * have dp4a, else nothing changes. */

#define NV_DP4A_MAX_TERMS 16

/* x == (byte k of *src) extended; *sgn tells how. */
static int nv_dp4a_byte(const nv_value *x, nv_value **src, unsigned *k, int *sgn) {
  const nv_inst *I = (const nv_inst *)x, *J;
  uint64_t s, t;
  if (x->kind != NV_V_INST || !nv_type_is_int(x->type) || x->type->bits != 32) return 0;
  if ((I->v.opcode == NVCG_OP_ASHR || I->v.opcode == NVCG_OP_LSHR) && I->ops[1].val->kind == NV_V_CINT) {
    /* a >> 24: the top byte */
    if (nv_cint_zext(I->ops[1].val) != 24) return 0;
    J = (const nv_inst *)I->ops[0].val;
    *sgn = I->v.opcode == NVCG_OP_ASHR;
    if (*sgn && J->v.kind == NV_V_INST && J->v.opcode == NVCG_OP_SHL && J->ops[1].val->kind == NV_V_CINT) {
      /* (a << 8j) >>s 24: byte 3 - j */
      s = nv_cint_zext(J->ops[1].val);
      if (s != 0 && s != 8 && s != 16 && s != 24) return 0;
      *src = J->ops[0].val;
      *k = 3u - (unsigned)(s / 8);
      return 1;
    }
    *src = I->ops[0].val;
    *k = 3;
    return 1;
  }
  if (I->v.opcode == NVCG_OP_AND && nv_value_is_cint(I->ops[1].val, 255)) {
    /* (a >> 8k) & 255, or a & 255 */
    J = (const nv_inst *)I->ops[0].val;
    *sgn = 0;
    if (J->v.kind == NV_V_INST && J->v.opcode == NVCG_OP_LSHR && J->ops[1].val->kind == NV_V_CINT) {
      t = nv_cint_zext(J->ops[1].val);
      if (t != 8 && t != 16) return 0;
      *src = J->ops[0].val;
      *k = (unsigned)(t / 8);
      return 1;
    }
    *src = I->ops[0].val;
    *k = 0;
    return 1;
  }
  return 0;
}

typedef struct nv_dp4a_term {
  nv_value *v;
  nv_value *a, *b; /* for a product of bytes: the two words, and which byte */
  unsigned k;
  int sgn, used;
} nv_dp4a_term;

/* The leaves of the add tree under root (adds used once, inside the tree, are opened). */
static unsigned nv_dp4a_leaves(nv_inst *root, nv_dp4a_term *t, unsigned max) {
  nv_value *stack[NV_DP4A_MAX_TERMS * 2];
  unsigned sp = 0, n = 0;
  stack[sp++] = root->ops[0].val;
  stack[sp++] = root->ops[1].val;
  while (sp) {
    nv_value *v = stack[--sp];
    const nv_inst *I = (const nv_inst *)v;
    if (v->kind == NV_V_INST && I->v.opcode == NVCG_OP_ADD && v->uses && !v->uses->next && I->parent == root->parent &&
        sp + 2 <= NV_ARRAY_LEN(stack)) {
      stack[sp++] = I->ops[0].val;
      stack[sp++] = I->ops[1].val;
      continue;
    }
    if (n == max) return 0;
    memset(&t[n], 0, sizeof t[n]);
    t[n].v = v;
    if (v->kind == NV_V_INST && I->v.opcode == NVCG_OP_MUL && v->uses && !v->uses->next) {
      nv_value *sa, *sb;
      unsigned ka, kb;
      int ga, gb;
      if (nv_dp4a_byte(I->ops[0].val, &sa, &ka, &ga) && nv_dp4a_byte(I->ops[1].val, &sb, &kb, &gb) && ka == kb &&
          ga == gb) {
        t[n].a = sa;
        t[n].b = sb;
        t[n].k = ka;
        t[n].sgn = ga;
      }
    }
    n++;
  }
  return n;
}

/* Rewrites the add tree rooted at R when it holds a complete dot product. */
static int nv_dp4a_root(nv_inst *R) {
  nv_dp4a_term t[NV_DP4A_MAX_TERMS];
  unsigned n = nv_dp4a_leaves(R, t, NV_DP4A_MAX_TERMS), i, j, k;
  for (i = 0; i < n; i++) {
    unsigned pick[4], have = 0;
    nv_value *acc = NULL, *args[3];
    nv_ib b;
    char name[24];
    if (!t[i].a || t[i].used) continue;
    /* the other three bytes of the same pair of words, either way round */
    for (k = 0; k < 4; k++) {
      for (j = 0; j < n; j++) {
        if (!t[j].a || t[j].used || t[j].k != k || t[j].sgn != t[i].sgn) continue;
        if ((t[j].a == t[i].a && t[j].b == t[i].b) || (t[j].a == t[i].b && t[j].b == t[i].a)) break;
      }
      if (j == n) break;
      pick[have++] = j;
    }
    if (have != 4) continue;
    for (k = 0; k < 4; k++) t[pick[k]].used = 1;
    nv_ib_before(&b, R);
    for (j = 0; j < n; j++)
      if (!t[j].used) acc = acc ? nv_ib_binop(&b, NVCG_OP_ADD, acc, t[j].v, NULL) : t[j].v;
    args[0] = t[i].a;
    args[1] = t[i].b;
    args[2] = acc ? acc : nv_const_int(R->v.type, 0, 0);
    snprintf(name, sizeof name, "llvm.nvvm.idp4a.%s", t[i].sgn ? "s.s" : "u.u");
    nv_value_rauw(&R->v, nv_ib_intrinsic(&b, name, R->v.type, args, 3, R->v.name));
    nv_opt_erase_if_dead(R);
    return 1;
  }
  return 0;
}

static int nv_pass_dp4a(nv_func *f, const nv_options *o) {
  nv_block *bb;
  int changed = 0;
  if (o->sm < 61 || f->is_decl) return 0;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->last;
    while (I) {
      nv_inst *prev = I->prev;
      /* a root: an i32 add that is not itself opened by an add of the same tree */
      if (I->v.opcode == NVCG_OP_ADD && I->v.type->kind == NVCG_TYPE_INT && I->v.type->bits == 32 && I->v.uses) {
        const nv_use *u = I->v.uses;
        const nv_inst *U = (const nv_inst *)u->user;
        int inner = !u->next && u->user->kind == NV_V_INST && U->v.opcode == NVCG_OP_ADD && U->parent == bb;
        if (!inner && nv_dp4a_root(I)) {
          changed = 1;
          prev = bb->last; /* the block changed: scan it again from the end */
        }
      }
      I = prev;
    }
  }
  return changed;
}
