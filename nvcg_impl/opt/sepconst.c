/* sepconst.c -- separate constant offsets from GEPs (LLVM's SeparateConstOffsetFromGEP,
 * which NVPTX runs for the same reason): rewrites
 *     gep T, %p, sext(add nsw %i, 3)          as   gep i8, (gep T, %p, sext %i), 3*sizeof(T)
 *     gep [16 x [16 x float]], @As, 0, 2, %tx as   gep i8, (gep ..., @As, 0, 0, %tx), 128
 * so that the accesses of an unrolled loop or of adjacent fields (p[i], p[i+1], ...) use
 * one base GEP, which GVN then shares, and instruction selection folds each constant into
 * the address as [reg+imm] instead of computing every address with mul.wide + add.
 *
 * The constant is taken out of every array index (not struct field indices, which type
 * the GEP), looking through add/sub of constants and through sext/zext where the no-wrap
 * flags make the extension distribute (nsw under sext -- a GEP index narrower than 64
 * bits is sign-extended -- nuw under zext; a 64-bit index wraps harmlessly). An `or`
 * with a constant whose bits are known zero in the other operand (`(i << 2) | 1`, as
 * LLVM's unroller and clang write p[4*i+1]) is an add that cannot wrap either way, so
 * it counts as `add nuw nsw`; the known zero bits come from nv_opt_known_tz. So does
 * an add of a constant to a value that known bits show small enough not to wrap (thread
 * indices: at most 1024 by the PTX ISA), which clang leaves without flags when the C is
 * unsigned. A base that
 * is itself `gep i8, %q, C` gives its constant to the outer one as well, so the constants
 * of a chain gather at the end. The new GEPs drop `inbounds` (the base without the
 * offset may lie outside the object). Runs at -O1 and above, before GVN. Knob
 * disable-separate-const-offset-from-gep (LLVM's NVPTX name) turns it off. */

#define NV_SCO_MAX_DEPTH 8

/* I (an add or sub of a constant k) cannot wrap in the way ext needs, flags or not: the
 * other operand's known bits (nv_opt_known_bits) bound it to [0, max], and max + k stays
 * below the sign bit (under zext k must also be nonnegative). clang leaves
 * `tile[threadIdx.x + 1]` and `(ty + 1) * (bw + 2) + tx + 1` without flags (C's
 * arithmetic there is unsigned), and the PTX ISA's bounds on %tid and %ntid make them
 * small. */
static int nv_sco_no_wrap(const nv_inst *I, unsigned ext) {
  const nv_value *l = I->ops[0].val, *r = I->ops[1].val, *v, *k;
  unsigned bits = I->v.type->bits;
  uint64_t zero, one, max, lim;
  int64_t kv;
  if (bits < 2 || bits > 64) return 0;
  k = r->kind == NV_V_CINT ? r : l->kind == NV_V_CINT && I->v.opcode == NVCG_OP_ADD ? l : NULL;
  if (!k) return 0;
  v = k == r ? l : r;
  kv = nv_cint_sext(k);
  lim = (1ull << (bits - 1)) - 1; /* the largest nonnegative value */
  if (I->v.opcode == NVCG_OP_SUB) {
    if (kv == INT64_MIN) return 0;
    kv = -kv;
  }
  if (kv > (int64_t)lim) return 0; /* x - (-2^(bits-1)) */
  nv_opt_known_bits(v, &zero, &one);
  max = ~zero & (lim | (lim + 1));
  /* v in [0, max]: v + kv in [kv, max + kv], and kv >= -2^(bits-1) */
  if (max > lim || (kv >= 0 && max > lim - (uint64_t)kv)) return 0;
  return ext != NV_AA_EXT_Z || kv >= 0;
}

/* idx == ext(rest) + *c, where ext is how idx reaches 64 bits in the address; returns
 * rest (new extension instructions go before b's insertion point), or idx itself when
 * there is no constant to take out. */
static nv_value *nv_sco_strip(nv_ib *b, nv_value *x, unsigned ext, int64_t *c, unsigned depth) {
  nv_inst *I;
  unsigned op, bits = x->type->bits;
  uint32_t need;
  if (x->kind == NV_V_CINT) {
    if (bits > 64) return x;
    *c += ext == NV_AA_EXT_Z ? (int64_t)nv_cint_zext(x) : nv_cint_sext(x);
    return nv_const_int(x->type, 0, 0);
  }
  if (x->kind != NV_V_INST || depth >= NV_SCO_MAX_DEPTH || bits > 64) return x;
  if (bits == 64) ext = NV_AA_EXT_NONE;
  I = (nv_inst *)x;
  op = I->v.opcode;
  need = ext == NV_AA_EXT_S ? (uint32_t)NVCG_FLAG_NSW : ext == NV_AA_EXT_Z ? (uint32_t)NVCG_FLAG_NUW : 0u;
  if ((op == NVCG_OP_ADD || op == NVCG_OP_SUB) && ((I->flags & need) == need || nv_sco_no_wrap(I, ext))) {
    nv_value *l = I->ops[0].val, *r = I->ops[1].val;
    if (r->kind == NV_V_CINT || (op == NVCG_OP_ADD && l->kind == NV_V_CINT)) {
      nv_value *k = r->kind == NV_V_CINT ? r : l, *v = r->kind == NV_V_CINT ? l : r;
      int64_t kv = ext == NV_AA_EXT_Z ? (int64_t)nv_cint_zext(k) : nv_cint_sext(k);
      *c += op == NVCG_OP_SUB ? -kv : kv;
      return nv_sco_strip(b, v, ext, c, depth + 1);
    }
    return x;
  }
  if (op == NVCG_OP_OR && I->ops[1].val->kind == NV_V_CINT) {
    /* x | C with C below x's known-zero low bits: no carry, so x + C without wrap */
    nv_value *l = I->ops[0].val, *r = I->ops[1].val;
    uint64_t kv = nv_cint_zext(r);
    unsigned tz = nv_opt_known_tz(l);
    if ((tz < 64 && (kv >> tz) != 0) || (kv >> (l->type->bits - 1)) != 0) return x;
    *c += (int64_t)kv;
    return nv_sco_strip(b, l, ext, c, depth + 1);
  }
  if ((op == NVCG_OP_SEXT && ext != NV_AA_EXT_Z) || (op == NVCG_OP_ZEXT && ext != NV_AA_EXT_S)) {
    nv_value *in = I->ops[0].val, *rest;
    int64_t k = 0;
    rest = nv_sco_strip(b, in, op == NVCG_OP_SEXT ? NV_AA_EXT_S : NV_AA_EXT_Z, &k, depth + 1);
    if (rest == in) return x;
    *c += k;
    if (rest->kind == NV_V_CINT) return nv_const_int(x->type, 0, 0);
    return nv_ib_cast(b, op, rest, x->type, x->name);
  }
  return x;
}

/* Rewrites one GEP; returns whether it did. */
static int nv_sco_gep(nv_inst *G) {
  nv_ib b;
  nv_value *idx[16], *base = G->ops[0].val, *nb, *res;
  nv_type *t = G->aux_type;
  unsigned i, n = G->nops - 1, nvar = 0;
  int64_t off = 0;
  int stripped = 0;
  if (n == 0 || n > 16 || nv_type_is_vector(G->v.type)) return 0;
  nv_ib_before(&b, G);
  for (i = 0; i < n; i++) {
    nv_value *x = G->ops[i + 1].val;
    uint64_t size;
    int64_t c = 0;
    if (nv_type_is_vector(x->type)) return 0;
    if (i > 0 && t->kind == NVCG_TYPE_STRUCT) {
      /* field indices stay: they are constants that type the rest of the GEP */
      if (x->kind != NV_V_CINT || nv_cint_zext(x) >= t->count) return 0;
      idx[i] = x;
      t = t->fields[nv_cint_zext(x)];
      continue;
    }
    if (i > 0) {
      if (t->kind != NVCG_TYPE_ARRAY && t->kind != NVCG_TYPE_VECTOR) return 0;
      t = t->elem;
    }
    size = nv_type_alloc_size(t);
    idx[i] = nv_sco_strip(&b, x, NV_AA_EXT_S, &c, 0);
    if (idx[i] != x) {
      stripped = 1;
      /* the GEP's implicit sign extension made explicit, so that p[i+1] (an i32 index)
       * and p[i] (sext'ed by clang) end up with the same base GEP */
      if (idx[i]->kind != NV_V_CINT && idx[i]->type->bits < 64)
        idx[i] = nv_ib_cast(&b, NVCG_OP_SEXT, idx[i], nv_type_int(x->type->ctx, 64), NULL);
    }
    if (idx[i]->kind != NV_V_CINT) nvar++;
    off += (int64_t)((uint64_t)c * size);
  }
  /* a base that is `gep i8, %q, C` hands over its constant */
  if (nvar && base->kind == NV_V_INST && base->opcode == NVCG_OP_GEP) {
    nv_inst *B = (nv_inst *)base;
    if (B->nops == 2 && B->aux_type->kind == NVCG_TYPE_INT && B->aux_type->bits == 8 &&
        B->ops[1].val->kind == NV_V_CINT && B->ops[1].val->type->bits <= 64) {
      off += nv_cint_sext(B->ops[1].val);
      base = B->ops[0].val;
      stripped = 1;
    }
  }
  if (!nvar || !stripped || !off) {
    /* nothing to gain; drop any extension built for nothing */
    for (i = 0; i < n; i++)
      if (idx[i] != G->ops[i + 1].val && idx[i]->kind == NV_V_INST && !idx[i]->uses) nv_opt_erase_if_dead((nv_inst *)idx[i]);
    return 0;
  }
  nb = nv_ib_gep(&b, G->aux_type, base, idx, n, 0, NULL);
  res = nv_ib_byte_gep_const(&b, nb, (uint64_t)off, G->v.name);
  nv_value_rauw(&G->v, res);
  nv_opt_erase_if_dead(G);
  return 1;
}

static int nv_pass_sepconst(nv_func *f, const nv_options *o) {
  nv_block *bb;
  int changed = 0;
  if (nv_opt_knob(o, NV_KNOB_DISABLE_SEPARATE_CONST_OFFSET_FROM_GEP)) return 0;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      if (I->v.opcode == NVCG_OP_GEP && I->v.uses) changed |= nv_sco_gep(I);
      I = next;
    }
  }
  return changed;
}
