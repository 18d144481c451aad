/* typecheck.c -- the type rules of each instruction, taken from LLVM's LangRef, in one
 * place: the builder applies them to every instruction it makes, the verifier to every
 * instruction of a module. Rules that need more than the instruction itself (dominance,
 * phi incoming blocks against predecessors, ret against the function's return type) are
 * the verifier's. */

/* Element count of a vector type, 0 for scalars. */
static uint64_t nv_vec_len(const nv_type *t) { return t->kind == NVCG_TYPE_VECTOR ? t->count : 0; }

/* i1, or <N x i1> shaped like `like`. */
static nv_type *nv_cmp_result_type(nv_type *like) {
  nv_type *i1 = nv_type_int(like->ctx, 1);
  return like->kind == NVCG_TYPE_VECTOR ? nv_type_vector(i1, (unsigned)like->count) : i1;
}

/* The type reached by extractvalue/insertvalue indices, NULL when they do not fit. */
static nv_type *nv_aggregate_index_type(nv_type *t, const int32_t *idx, unsigned n) {
  unsigned i;
  for (i = 0; i < n; i++) {
    if (t->kind == NVCG_TYPE_STRUCT) {
      if (idx[i] < 0 || (uint64_t)idx[i] >= t->count) return NULL;
      t = t->fields[idx[i]];
    } else if (t->kind == NVCG_TYPE_ARRAY) {
      if (idx[i] < 0 || (uint64_t)idx[i] >= t->count) return NULL;
      t = t->elem;
    } else {
      return NULL;
    }
  }
  return t;
}

/* The type a GEP's indices reach from its source element type (the first index steps
 * over the pointer and does not change the type). Struct indices must be constant i32.
 * Writes why into err when the indices do not fit. */
static nv_type *nv_gep_indexed_type(nv_type *src, nv_value *const *idx, unsigned n, char *err,
                                    size_t errsize) {
  nv_type *t = src;
  unsigned i;
  for (i = 1; i < n; i++) {
    nv_value *x = idx[i];
    if (t->kind == NVCG_TYPE_STRUCT) {
      if (x->kind != NV_V_CINT || x->type->bits != 32) {
        snprintf(err, errsize, "struct index %u of getelementptr must be a constant i32", i);
        return NULL;
      }
      if (nv_cint_zext(x) >= t->count) {
        snprintf(err, errsize, "struct index %llu is out of range (the struct has %llu fields)",
                 (unsigned long long)nv_cint_zext(x), (unsigned long long)t->count);
        return NULL;
      }
      t = t->fields[nv_cint_zext(x)];
    } else if (t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_VECTOR) {
      t = t->elem;
    } else {
      snprintf(err, errsize, "getelementptr index %u steps into a non-aggregate type", i);
      return NULL;
    }
  }
  return t;
}

static int nv_is_pow2_or_zero(uint32_t a) { return (a & (a - 1)) == 0; }

/* LangRef: an atomic access is to a type whose width is a power of two of at least 8 bits. */
static int nv_atomic_width_ok(const nv_type *t) {
  unsigned bits = nv_type_prim_bits(t);
  return bits >= 8 && (bits & (bits - 1)) == 0;
}

/* Cast validity, LLVM's CastInst::castIsValid. */
static int nv_cast_valid(unsigned op, const nv_type *from, const nv_type *to) {
  const nv_type *fs, *ts;
  uint64_t fn = nv_vec_len(from), tn = nv_vec_len(to);
  if (!nv_type_is_first_class(from) || !nv_type_is_first_class(to)) return 0;
  if (nv_type_is_aggregate(from) || nv_type_is_aggregate(to)) return 0;
  fs = nv_type_scalar((nv_type *)from);
  ts = nv_type_scalar((nv_type *)to);
  if (op != NVCG_OP_BITCAST && fn != tn) return 0;
  switch (op) {
  case NVCG_OP_TRUNC: return fs->kind == NVCG_TYPE_INT && ts->kind == NVCG_TYPE_INT && fs->bits > ts->bits;
  case NVCG_OP_ZEXT: case NVCG_OP_SEXT:
    return fs->kind == NVCG_TYPE_INT && ts->kind == NVCG_TYPE_INT && fs->bits < ts->bits;
  case NVCG_OP_FPTRUNC:
    return nv_type_is_fp(fs) && nv_type_is_fp(ts) && nv_type_prim_bits(fs) > nv_type_prim_bits(ts);
  case NVCG_OP_FPEXT:
    return nv_type_is_fp(fs) && nv_type_is_fp(ts) && nv_type_prim_bits(fs) < nv_type_prim_bits(ts);
  case NVCG_OP_FPTOUI: case NVCG_OP_FPTOSI: return nv_type_is_fp(fs) && ts->kind == NVCG_TYPE_INT;
  case NVCG_OP_UITOFP: case NVCG_OP_SITOFP: return fs->kind == NVCG_TYPE_INT && nv_type_is_fp(ts);
  case NVCG_OP_PTRTOINT: return fs->kind == NVCG_TYPE_PTR && ts->kind == NVCG_TYPE_INT;
  case NVCG_OP_INTTOPTR: return fs->kind == NVCG_TYPE_INT && ts->kind == NVCG_TYPE_PTR;
  case NVCG_OP_ADDRSPACECAST:
    return fs->kind == NVCG_TYPE_PTR && ts->kind == NVCG_TYPE_PTR && fs->addrspace != ts->addrspace;
  case NVCG_OP_BITCAST:
    if (fs->kind == NVCG_TYPE_PTR || ts->kind == NVCG_TYPE_PTR) {
      /* pointers cast only to pointers of the same address space, same shape */
      return fs->kind == NVCG_TYPE_PTR && ts->kind == NVCG_TYPE_PTR && fn == tn &&
             fs->addrspace == ts->addrspace;
    }
    return nv_type_prim_bits(from) == nv_type_prim_bits(to);
  default: return 0;
  }
}

static int nv_ordering_valid_for(unsigned op, unsigned ord) {
  if (ord > NVCG_ORDER_SEQ_CST) return 0;
  switch (op) {
  case NVCG_OP_LOAD: return ord != NVCG_ORDER_RELEASE && ord != NVCG_ORDER_ACQ_REL;
  case NVCG_OP_STORE: return ord != NVCG_ORDER_ACQUIRE && ord != NVCG_ORDER_ACQ_REL;
  case NVCG_OP_FENCE: return ord >= NVCG_ORDER_ACQUIRE && ord <= NVCG_ORDER_SEQ_CST;
  default: return ord >= NVCG_ORDER_MONOTONIC && ord <= NVCG_ORDER_SEQ_CST;
  }
}

/* Which flags each opcode may carry. */
static uint32_t nv_allowed_flags(const nv_inst *I) {
  unsigned op = I->v.opcode;
  uint32_t fmf = NVCG_FMF_FAST;
  int fp_result = nv_type_is_fp_or_fpvec(I->v.type);
  switch (op) {
  case NVCG_OP_ADD: case NVCG_OP_SUB: case NVCG_OP_MUL: case NVCG_OP_SHL:
    return NVCG_FLAG_NSW | NVCG_FLAG_NUW;
  case NVCG_OP_UDIV: case NVCG_OP_SDIV: case NVCG_OP_LSHR: case NVCG_OP_ASHR: return NVCG_FLAG_EXACT;
  case NVCG_OP_FADD: case NVCG_OP_FSUB: case NVCG_OP_FMUL: case NVCG_OP_FDIV: case NVCG_OP_FREM:
  case NVCG_OP_FNEG: case NVCG_OP_FCMP: return fmf;
  case NVCG_OP_GEP: return NVCG_FLAG_INBOUNDS;
  case NVCG_OP_BR:
    return NVCG_FLAG_LOOP_UNROLL_DISABLE | NVCG_FLAG_LOOP_UNROLL_FULL | NVCG_FLAG_LOOP_UNROLL_ENABLE |
           NVCG_FLAG_LOOP_RUNTIME_DISABLE;
  case NVCG_OP_LOAD: return NVCG_FLAG_VOLATILE | NVCG_FLAG_INVARIANT_LOAD | NVCG_FLAG_NONTEMPORAL;
  case NVCG_OP_STORE: return NVCG_FLAG_VOLATILE | NVCG_FLAG_NONTEMPORAL;
  case NVCG_OP_ATOMICRMW: return NVCG_FLAG_VOLATILE;
  case NVCG_OP_CMPXCHG: return NVCG_FLAG_VOLATILE | NVCG_FLAG_WEAK;
  case NVCG_OP_CALL:
    return NVCG_FLAG_TAIL | NVCG_FLAG_MUSTTAIL | NVCG_FLAG_NOTAIL | (fp_result ? fmf : 0);
  case NVCG_OP_PHI: case NVCG_OP_SELECT: return fp_result ? fmf : 0;
  case NVCG_OP_UITOFP: case NVCG_OP_SITOFP: case NVCG_OP_FPTRUNC: case NVCG_OP_FPEXT: return fmf;
  default: return 0;
  }
}

#define NV_TC_FAIL(...)                     \
  do {                                      \
    snprintf(err, errsize, __VA_ARGS__);    \
    return 0;                               \
  } while (0)

static int nv_inst_check(const nv_inst *I, char *err, size_t errsize) {
  unsigned op = I->v.opcode, i;
  nv_type *t = I->v.type;
  nv_value *a = I->nops > 0 ? I->ops[0].val : NULL;
  nv_value *b = I->nops > 1 ? I->ops[1].val : NULL;
  for (i = 0; i < I->nops; i++)
    if (!I->ops[i].val) NV_TC_FAIL("operand %u is missing", i);
  /* NV_FLAG_JUMP_TABLE is lower_switch's own mark; the API and the reader never set it */
  if (I->flags & ~(nv_allowed_flags(I) | (op == NVCG_OP_SWITCH ? NV_FLAG_JUMP_TABLE : 0u)))
    NV_TC_FAIL("flags not allowed on '%s'", nv_opcode_name(op));
  if (!nv_is_pow2_or_zero(I->align)) NV_TC_FAIL("alignment %u is not a power of two", I->align);
  if (I->ordering > NVCG_ORDER_SEQ_CST || I->ordering2 > NVCG_ORDER_SEQ_CST)
    NV_TC_FAIL("invalid atomic ordering %u", I->ordering > NVCG_ORDER_SEQ_CST ? I->ordering : I->ordering2);
  if (I->scope && *I->scope && !nv_sync_scope_known(I->scope)) NV_TC_FAIL("unknown syncscope \"%s\"", I->scope);

  if (NV_OP_IS_BINARY(op)) {
    int fp = NV_OP_IS_FP_BINARY(op);
    if (I->nops != 2) NV_TC_FAIL("'%s' takes two operands", nv_opcode_name(op));
    if (a->type != b->type) NV_TC_FAIL("operands of '%s' have different types", nv_opcode_name(op));
    if (t != a->type) NV_TC_FAIL("result type of '%s' differs from its operands", nv_opcode_name(op));
    if (fp ? !nv_type_is_fp_or_fpvec(t) : !nv_type_is_int_or_intvec(t))
      NV_TC_FAIL("'%s' needs %s operands", nv_opcode_name(op), fp ? "floating-point" : "integer");
    return 1;
  }
  if (NV_OP_IS_CAST(op)) {
    if (I->nops != 1) NV_TC_FAIL("a cast takes one operand");
    if (!nv_cast_valid(op, a->type, t)) {
      char f[64], to[64];
      nvcg_type_print(a->type, f, sizeof f);
      nvcg_type_print(t, to, sizeof to);
      NV_TC_FAIL("invalid cast: %s from %s to %s", nv_opcode_name(op), f, to);
    }
    return 1;
  }
  switch (op) {
  case NVCG_OP_FNEG:
    if (I->nops != 1 || a->type != t || !nv_type_is_fp_or_fpvec(t))
      NV_TC_FAIL("fneg needs one floating-point operand of the result type");
    return 1;
  case NVCG_OP_ICMP:
    if (I->nops != 2 || a->type != b->type) NV_TC_FAIL("icmp operands must have the same type");
    if (!nv_type_is_int_or_intvec(a->type) && !nv_type_is_ptr_or_ptrvec(a->type))
      NV_TC_FAIL("icmp needs integer or pointer operands");
    if (I->v.sub < NVCG_ICMP_EQ || I->v.sub > NVCG_ICMP_SLE) NV_TC_FAIL("bad icmp predicate");
    if (t != nv_cmp_result_type(a->type)) NV_TC_FAIL("icmp result must be i1 (or a vector of i1)");
    return 1;
  case NVCG_OP_FCMP:
    if (I->nops != 2 || a->type != b->type) NV_TC_FAIL("fcmp operands must have the same type");
    if (!nv_type_is_fp_or_fpvec(a->type)) NV_TC_FAIL("fcmp needs floating-point operands");
    if (I->v.sub > NVCG_FCMP_TRUE) NV_TC_FAIL("bad fcmp predicate");
    if (t != nv_cmp_result_type(a->type)) NV_TC_FAIL("fcmp result must be i1 (or a vector of i1)");
    return 1;
  case NVCG_OP_SELECT: {
    nv_value *c = a;
    if (I->nops != 3) NV_TC_FAIL("select takes three operands");
    if (I->ops[1].val->type != I->ops[2].val->type || t != I->ops[1].val->type)
      NV_TC_FAIL("select arms must have the result's type");
    if (!nv_type_is_first_class(t)) NV_TC_FAIL("select needs first-class operands");
    if (c->type->kind == NVCG_TYPE_VECTOR) {
      if (nv_type_scalar(c->type)->kind != NVCG_TYPE_INT || nv_type_scalar(c->type)->bits != 1 ||
          t->kind != NVCG_TYPE_VECTOR || t->count != c->type->count)
        NV_TC_FAIL("a vector select condition must be <N x i1> matching the arms");
    } else if (c->type->kind != NVCG_TYPE_INT || c->type->bits != 1) {
      NV_TC_FAIL("select condition must be i1");
    }
    return 1;
  }
  case NVCG_OP_FREEZE:
    if (I->nops != 1 || a->type != t || !nv_type_is_first_class(t))
      NV_TC_FAIL("freeze takes one first-class operand of the result type");
    return 1;
  case NVCG_OP_ALLOCA:
    if (I->nops != 1 || a->type->kind != NVCG_TYPE_INT) NV_TC_FAIL("alloca count must be an integer");
    if (!I->aux_type || !nv_type_is_sized(I->aux_type)) NV_TC_FAIL("alloca needs a sized type");
    if (nv_type_too_large(I->aux_type)) NV_TC_FAIL("the size of the allocated type does not fit in 64 bits");
    if (t->kind != NVCG_TYPE_PTR) NV_TC_FAIL("alloca produces a pointer");
    if (t->addrspace != NVCG_AS_GENERIC && t->addrspace != NVCG_AS_LOCAL)
      NV_TC_FAIL("alloca must produce a generic or local (addrspace 5) pointer");
    return 1;
  case NVCG_OP_LOAD:
    if (I->nops != 1 || a->type->kind != NVCG_TYPE_PTR) NV_TC_FAIL("load needs a pointer operand");
    if (!nv_type_is_first_class(t) || !nv_type_is_sized(t)) NV_TC_FAIL("load needs a sized first-class type");
    if (I->ordering) {
      nv_type *s = t;
      if (!nv_ordering_valid_for(op, I->ordering)) NV_TC_FAIL("invalid ordering for an atomic load");
      if (s->kind != NVCG_TYPE_INT && !nv_type_is_fp(s) && s->kind != NVCG_TYPE_PTR)
        NV_TC_FAIL("atomic load needs an integer, floating-point or pointer type");
      if (!nv_atomic_width_ok(s)) NV_TC_FAIL("atomic load of a type whose width is not a power of two of at least 8 bits");
      if (!I->align) NV_TC_FAIL("atomic load needs an explicit alignment");
    } else if (I->scope) {
      NV_TC_FAIL("syncscope on a load that is not atomic");
    }
    return 1;
  case NVCG_OP_STORE:
    if (I->nops != 2 || b->type->kind != NVCG_TYPE_PTR) NV_TC_FAIL("store needs a value and a pointer");
    if (!nv_type_is_first_class(a->type) || !nv_type_is_sized(a->type))
      NV_TC_FAIL("store needs a sized first-class value");
    if (t->kind != NVCG_TYPE_VOID) NV_TC_FAIL("store has no result");
    if (I->ordering) {
      nv_type *s = a->type;
      if (!nv_ordering_valid_for(op, I->ordering)) NV_TC_FAIL("invalid ordering for an atomic store");
      if (s->kind != NVCG_TYPE_INT && !nv_type_is_fp(s) && s->kind != NVCG_TYPE_PTR)
        NV_TC_FAIL("atomic store needs an integer, floating-point or pointer type");
      if (!nv_atomic_width_ok(s)) NV_TC_FAIL("atomic store of a type whose width is not a power of two of at least 8 bits");
      if (!I->align) NV_TC_FAIL("atomic store needs an explicit alignment");
    } else if (I->scope) {
      NV_TC_FAIL("syncscope on a store that is not atomic");
    }
    return 1;
  case NVCG_OP_GEP: {
    nv_value *idx[64];
    nv_type *rt;
    if (I->nops < 1 || a->type->kind != NVCG_TYPE_PTR) NV_TC_FAIL("getelementptr needs a pointer base");
    if (!I->aux_type || !nv_type_is_sized(I->aux_type)) NV_TC_FAIL("getelementptr needs a sized source type");
    if (I->nops > 65) NV_TC_FAIL("getelementptr has too many indices");
    for (i = 1; i < I->nops; i++) {
      idx[i - 1] = I->ops[i].val;
      if (idx[i - 1]->type->kind != NVCG_TYPE_INT) NV_TC_FAIL("getelementptr indices must be integers");
    }
    rt = nv_gep_indexed_type(I->aux_type, idx, I->nops - 1, err, errsize);
    if (!rt) return 0;
    if (t != a->type) NV_TC_FAIL("getelementptr result must have the base pointer's type");
    return 1;
  }
  case NVCG_OP_ATOMICRMW: {
    unsigned k = I->v.sub;
    nv_type *vt;
    if (I->nops != 2 || a->type->kind != NVCG_TYPE_PTR) NV_TC_FAIL("atomicrmw needs a pointer and a value");
    vt = b->type;
    if (t != vt) NV_TC_FAIL("atomicrmw result must have the value's type");
    if (k >= NVCG_RMW_COUNT) NV_TC_FAIL("bad atomicrmw operation");
    if (!nv_ordering_valid_for(op, I->ordering)) NV_TC_FAIL("atomicrmw needs an ordering of at least monotonic");
    if (k == NVCG_RMW_XCHG) {
      /* LLVM also exchanges small vectors (<2 x half>, <4 x i8>, ...) as their bits */
      unsigned vb = vt->kind == NVCG_TYPE_VECTOR ? nv_type_prim_bits(vt) : 0;
      if (vt->kind != NVCG_TYPE_INT && !nv_type_is_fp(vt) && vt->kind != NVCG_TYPE_PTR &&
          !(vt->kind == NVCG_TYPE_VECTOR && nv_type_scalar(vt)->kind != NVCG_TYPE_PTR &&
            (vb == 16 || vb == 32 || vb == 64 || vb == 128)))
        NV_TC_FAIL("atomicrmw xchg needs an integer, floating-point or pointer value, or a vector of 16, 32, 64 or 128 bits");
    } else if (k == NVCG_RMW_FADD || k == NVCG_RMW_FSUB || k == NVCG_RMW_FMAX || k == NVCG_RMW_FMIN) {
      /* a vector of floating point too (LLVM IR: one atomic operation on the whole vector) */
      if (!nv_type_is_fp_or_fpvec(vt))
        NV_TC_FAIL("atomicrmw %s needs a floating-point value or a vector of them", nv_rmw_name(k));
    } else if (vt->kind != NVCG_TYPE_INT) {
      NV_TC_FAIL("atomicrmw %s needs an integer value", nv_rmw_name(k));
    }
    if (!nv_atomic_width_ok(vt)) NV_TC_FAIL("atomicrmw value width is not a power of two of at least 8 bits");
    return 1;
  }
  case NVCG_OP_CMPXCHG: {
    nv_value *c;
    nv_type *st;
    if (I->nops != 3 || a->type->kind != NVCG_TYPE_PTR) NV_TC_FAIL("cmpxchg needs a pointer and two values");
    c = I->ops[2].val;
    if (b->type != c->type) NV_TC_FAIL("cmpxchg compare and new values must have the same type");
    if (b->type->kind != NVCG_TYPE_INT && b->type->kind != NVCG_TYPE_PTR)
      NV_TC_FAIL("cmpxchg needs integer or pointer values");
    if (!nv_atomic_width_ok(b->type)) NV_TC_FAIL("cmpxchg value width is not a power of two of at least 8 bits");
    if (!nv_ordering_valid_for(op, I->ordering) || !nv_ordering_valid_for(op, I->ordering2) ||
        I->ordering2 == NVCG_ORDER_RELEASE || I->ordering2 == NVCG_ORDER_ACQ_REL)
      NV_TC_FAIL("invalid cmpxchg orderings");
    st = t;
    if (st->kind != NVCG_TYPE_STRUCT || st->name || st->count != 2 || st->fields[0] != b->type ||
        st->fields[1] != nv_type_int(st->ctx, 1))
      NV_TC_FAIL("cmpxchg result must be { T, i1 }");
    return 1;
  }
  case NVCG_OP_FENCE:
    if (I->nops != 0 || t->kind != NVCG_TYPE_VOID) NV_TC_FAIL("fence takes no operands");
    if (!nv_ordering_valid_for(op, I->ordering)) NV_TC_FAIL("fence needs acquire, release, acq_rel or seq_cst");
    return 1;
  case NVCG_OP_EXTRACTELEMENT:
    if (I->nops != 2 || a->type->kind != NVCG_TYPE_VECTOR || b->type->kind != NVCG_TYPE_INT ||
        t != a->type->elem)
      NV_TC_FAIL("extractelement needs a vector and an integer index");
    return 1;
  case NVCG_OP_INSERTELEMENT:
    if (I->nops != 3 || a->type->kind != NVCG_TYPE_VECTOR || b->type != a->type->elem ||
        I->ops[2].val->type->kind != NVCG_TYPE_INT || t != a->type)
      NV_TC_FAIL("insertelement needs a vector, an element of its type and an integer index");
    return 1;
  case NVCG_OP_SHUFFLEVECTOR:
    if (I->nops != 2 || a->type->kind != NVCG_TYPE_VECTOR || a->type != b->type)
      NV_TC_FAIL("shufflevector needs two vectors of the same type");
    if (t->kind != NVCG_TYPE_VECTOR || t->elem != a->type->elem || t->count != I->nidx)
      NV_TC_FAIL("shufflevector result must be a vector of the mask's length");
    for (i = 0; i < I->nidx; i++)
      if (I->idx[i] < -1 || I->idx[i] >= (int64_t)(2 * a->type->count))
        NV_TC_FAIL("shufflevector mask element %u is out of range", i);
    return 1;
  case NVCG_OP_EXTRACTVALUE:
    if (I->nops != 1 || !nv_type_is_aggregate(a->type) || I->nidx == 0)
      NV_TC_FAIL("extractvalue needs an aggregate and at least one index");
    if (nv_aggregate_index_type(a->type, I->idx, I->nidx) != t)
      NV_TC_FAIL("extractvalue indices do not match the aggregate's type");
    return 1;
  case NVCG_OP_INSERTVALUE:
    if (I->nops != 2 || !nv_type_is_aggregate(a->type) || I->nidx == 0 || t != a->type)
      NV_TC_FAIL("insertvalue needs an aggregate, a value and at least one index");
    if (nv_aggregate_index_type(a->type, I->idx, I->nidx) != b->type)
      NV_TC_FAIL("insertvalue indices do not match the inserted value's type");
    return 1;
  case NVCG_OP_PHI:
    if (!nv_type_is_first_class(t)) NV_TC_FAIL("phi needs a first-class type");
    if (I->nops % 2) NV_TC_FAIL("phi operands must come in value/block pairs");
    for (i = 0; i < I->nops; i += 2) {
      if (I->ops[i].val->type != t) NV_TC_FAIL("phi incoming value %u has the wrong type", i / 2);
      if (I->ops[i + 1].val->kind != NV_V_BLOCK) NV_TC_FAIL("phi incoming block %u is not a block", i / 2);
    }
    return 1;
  case NVCG_OP_CALL: {
    nv_type *fty = I->aux_type;
    if (!fty || fty->kind != NVCG_TYPE_FUNCTION) NV_TC_FAIL("call needs a function type");
    if (((I->flags & NVCG_FLAG_TAIL) != 0) + ((I->flags & NVCG_FLAG_MUSTTAIL) != 0) +
            ((I->flags & NVCG_FLAG_NOTAIL) != 0) > 1)
      NV_TC_FAIL("tail, musttail and notail exclude each other");
    if (I->nops < 1) NV_TC_FAIL("call needs a callee");
    if (a->type->kind != NVCG_TYPE_PTR && a->kind != NV_V_ASM) NV_TC_FAIL("callee must be a pointer");
    if (t != fty->elem) NV_TC_FAIL("call result type differs from the function type's return type");
    if (fty->vararg ? I->nops - 1 < fty->count : I->nops - 1 != fty->count)
      NV_TC_FAIL("call passes %u argument(s) to a function of %llu parameter(s)", I->nops - 1,
                 (unsigned long long)fty->count);
    for (i = 0; i < fty->count; i++)
      if (I->ops[i + 1].val->type != fty->fields[i]) NV_TC_FAIL("call argument %u has the wrong type", i + 1);
    for (i = 1; i < I->nops; i++)
      if (!nv_type_is_first_class(I->ops[i].val->type)) NV_TC_FAIL("call argument %u is not first-class", i);
    /* with opaque pointers a call may use another type than the callee's declaration (it
     * is then an indirect call through that type, as in LLVM); an intrinsic may not */
    if (a->kind == NV_V_FUNC && ((nv_func *)a)->intrinsic && ((nv_func *)a)->fty != fty)
      NV_TC_FAIL("call's function type differs from the intrinsic @%s's type", a->name);
    return 1;
  }
  case NVCG_OP_RET:
    if (I->nops > 1) NV_TC_FAIL("ret takes at most one operand");
    if (t->kind != NVCG_TYPE_VOID) NV_TC_FAIL("ret has no result");
    return 1;
  case NVCG_OP_BR:
    if (I->nops == 1) {
      if (a->kind != NV_V_BLOCK) NV_TC_FAIL("br target is not a block");
    } else if (I->nops == 3) {
      if (a->type->kind != NVCG_TYPE_INT || a->type->bits != 1) NV_TC_FAIL("br condition must be i1");
      if (b->kind != NV_V_BLOCK || I->ops[2].val->kind != NV_V_BLOCK) NV_TC_FAIL("br targets must be blocks");
    } else {
      NV_TC_FAIL("br takes one target or a condition and two targets");
    }
    return 1;
  case NVCG_OP_SWITCH:
    if (I->nops < 2 || I->nops % 2) NV_TC_FAIL("switch needs a condition, a default and case pairs");
    if (a->type->kind != NVCG_TYPE_INT) NV_TC_FAIL("switch condition must be an integer");
    if (b->kind != NV_V_BLOCK) NV_TC_FAIL("switch default is not a block");
    for (i = 2; i < I->nops; i += 2) {
      if (I->ops[i].val->kind != NV_V_CINT || I->ops[i].val->type != a->type)
        NV_TC_FAIL("switch case %u is not a constant of the condition's type", i / 2);
      if (I->ops[i + 1].val->kind != NV_V_BLOCK) NV_TC_FAIL("switch case %u target is not a block", i / 2);
    }
    return 1;
  case NVCG_OP_UNREACHABLE:
    if (I->nops) NV_TC_FAIL("unreachable takes no operands");
    return 1;
  default: NV_TC_FAIL("unknown opcode %u", op);
  }
}

/* ---- names from the tables ---- */
static const char *const nv_opcode_names[] = {
#define NV_X_NAME(name, mn) mn,
    NVCG_OPCODES(NV_X_NAME)
#undef NV_X_NAME
};
static const char *nv_opcode_name(unsigned op) { return op < NVCG_OP_COUNT ? nv_opcode_names[op] : "?"; }

static const char *const nv_rmw_names[] = {
#define NV_X_NAME(name, mn) mn,
    NVCG_ATOMICRMW_OPS(NV_X_NAME)
#undef NV_X_NAME
};
static const char *nv_rmw_name(unsigned k) { return k < NVCG_RMW_COUNT ? nv_rmw_names[k] : "?"; }
