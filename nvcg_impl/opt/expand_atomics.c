/* expand_atomics.c -- rewrites the atomics PTX has no instruction for (LLVM's
 * AtomicExpand for NVPTX). What is native comes from the PTX ISA's atom notes:
 *   - atom.{exch,add,and,or,xor,min,max,inc,dec,cas} on 32-bit integers; exch, add and
 *     cas on 64-bit ones, and/or/xor/min/max on 64-bit ones from sm_32; inc and dec are
 *     .u32 only, with exactly atomicrmw uinc_wrap / udec_wrap semantics
 *     (inc: old >= b ? 0 : old+1; dec: old == 0 || old > b ? b : old-1);
 *   - add.f32 everywhere, add.f64 from sm_60, add.noftz.f16 from sm_70 (PTX 6.3),
 *     add.noftz.bf16 from sm_90 (PTX 7.8); no atomic fmin/fmax, nand or sub;
 *   - cas.b16 from sm_70 (PTX 6.3), cas.b128 and exch.b128 from sm_90 (PTX 8.3);
 *     nothing narrower than 16 bits.
 * Rewrites:
 *   sub            -> add of the negation; fsub -> fadd of fneg when fadd is native
 *   8/16-bit and/or/xor -> the same operation on the aligned 32-bit word containing the
 *                     value, with the operand shifted into place (and: other bytes 1s)
 *   other 8/16-bit operations, 8-bit cmpxchg and 16-bit cmpxchg below sm_70
 *                  -> a compare-and-swap loop on the containing aligned 32-bit word
 *                     (little-endian: the value's byte offset in the word is
 *                     addr & 3, its bit position 8 * (addr & 3))
 *   anything else not native (nand, fmin/fmax, f64 add below sm_60, f16/bf16 add where
 *   not native, 64-bit uinc/udec, 64-bit min/max/and/or/xor below sm_32, 128-bit
 *   operations on sm_90) -> a compare-and-swap loop on the value's own width:
 *       entry:  %init = load iN, ptr %p
 *       loop:   %loaded = phi iN [%init, entry], [%seen, loop]
 *               %new = op(%loaded, %v)
 *               %pair = cmpxchg ptr %p, iN %loaded, iN %new <ordering> <failure ordering>
 *               %seen = extractvalue %pair, 0 ; br (extractvalue %pair, 1), end, loop
 *       end:    the result is %loaded
 *   atomic load/store of 128 bits on sm_90 -> cmpxchg(p, 0, 0) / atomicrmw xchg;
 *   xchg of a vector -> xchg of an integer of its width, between bitcasts;
 *   fadd/fsub/fmax/fmin of a floating-point vector (atomic as a whole in LLVM IR; PTX's
 *                  vector atom is atomic per element only) -> the compare-and-swap loop
 *                  on the vector's width (16 bits: on the containing word; 128: sm_90);
 *   any atomic on an alloca or a local-space pointer (thread-private memory, which PTX
 *   atom cannot address) -> plain load, operation, store, as LLVM does.
 * Floating-point values go through the loop as their bit patterns (so NaNs compare
 * equal to themselves). Orderings, syncscope and volatility carry over to the cmpxchg,
 * whose failure ordering is the strongest one allowed. Anything with no expansion at
 * all (128-bit before sm_90) is left for the code generator to report. Runs at every
 * -O level.
 *
 * Orderings of read-modify-write atomics (the choice, and why). CUDA's atomicAdd,
 * atomicCAS, ... are relaxed operations: nvcc compiles them to a plain `atom` (PTX's
 * default, .relaxed at .gpu scope), and the CUDA programming guide promises them no
 * ordering. clang spells them `atomicrmw ... seq_cst` / `cmpxchg ... seq_cst seq_cst`,
 * and libNVVM (NVVM IR, CUDA 13) compiles every ordering and syncscope of atomicrmw and
 * cmpxchg to that same plain `atom` (checked: seq_cst, acq_rel, acquire, release and
 * syncscope("block") all give `atom.global.add.u32`); so does llc 14, whose NVPTX
 * backend ignored orderings altogether (LLVM issue 173993 shows a 2025 llc still
 * dropping `acquire`). LLVM's own memory model, which newer NVPTX backends implement
 * for sm_70+ (PTX's memory consistency model maps a seq_cst RMW to `fence.sc` plus an
 * acquire-release access at system scope), makes each such atomic a system-wide fence:
 * orders of magnitude slower in a hot loop, for an ordering CUDA code never asked for.
 * So by default, as NVIDIA's compiler does for NVVM IR, an atomicrmw or cmpxchg
 * stronger than monotonic becomes monotonic (its syncscope kept: a narrower scope is
 * what the author wrote, and PTX's .relaxed.cta is no stronger than the default). With
 * knob nvptx-strict-atomics=true the orderings are kept and instruction selection
 * lowers them by the PTX memory model (fence.sc / .acquire / .release / .acq_rel).
 * Atomic loads and stores and fences keep their orderings either way: libNVVM rejects
 * them, and the only way to write them is on purpose (C++ atomics, cuda::atomic_ref). */

static int nv_xa_ptx(const nv_options *o, unsigned v) { return o->ptx == 0 || o->ptx >= v; }

static nv_value *nv_xa_compute(nv_ib *b, unsigned op, nv_value *old, nv_value *v);

static unsigned nv_xa_failure_order(unsigned ord) {
  switch (ord) {
  case NVCG_ORDER_ACQ_REL: return NVCG_ORDER_ACQUIRE;
  case NVCG_ORDER_RELEASE: return NVCG_ORDER_MONOTONIC;
  default: return ord;
  }
}

static int nv_xa_has_cas128(const nv_options *o) { return o->sm >= 90 && nv_xa_ptx(o, 83); }

/* How an atomicrmw is handled. */
enum { NV_XA_NATIVE, NV_XA_NEGATE, NV_XA_WORD_BITOP, NV_XA_WORD_LOOP, NV_XA_LOOP, NV_XA_AS_INT, NV_XA_LEAVE };

static int nv_xa_rmw_plan(const nv_inst *I, const nv_options *o) {
  unsigned op = I->v.sub;
  nv_type *t = I->v.type;
  unsigned bits = nv_type_prim_bits(t);
  if (t->kind == NVCG_TYPE_PTR) return NV_XA_NATIVE; /* only xchg is valid on pointers */
  if (t->kind == NVCG_TYPE_VECTOR) {
    if (op == NVCG_RMW_XCHG) return NV_XA_AS_INT;
    /* fadd/fsub/fmax/fmin of a floating-point vector: atomic on the whole vector in LLVM
     * IR, which PTX's vector atom (sm_90, .global, atomic per element only) is not: a
     * compare-and-swap loop over the vector's bits, as LLVM does */
    if (bits == 16) return NV_XA_WORD_LOOP;
    if (bits == 32 || bits == 64 || (bits == 128 && nv_xa_has_cas128(o))) return NV_XA_LOOP;
    return NV_XA_LEAVE;
  }
  if (t->kind == NVCG_TYPE_INT) {
    if (bits == 8 || bits == 16) {
      if (op == NVCG_RMW_AND || op == NVCG_RMW_OR || op == NVCG_RMW_XOR) return NV_XA_WORD_BITOP;
      return NV_XA_WORD_LOOP;
    }
    if (bits == 32) {
      if (op == NVCG_RMW_SUB) return NV_XA_NEGATE;
      return op == NVCG_RMW_NAND ? NV_XA_LOOP : NV_XA_NATIVE;
    }
    if (bits == 64) {
      switch (op) {
      case NVCG_RMW_XCHG: case NVCG_RMW_ADD: return NV_XA_NATIVE;
      case NVCG_RMW_SUB: return NV_XA_NEGATE;
      case NVCG_RMW_AND: case NVCG_RMW_OR: case NVCG_RMW_XOR: case NVCG_RMW_MAX: case NVCG_RMW_MIN:
      case NVCG_RMW_UMAX: case NVCG_RMW_UMIN:
        return o->sm >= 32 ? NV_XA_NATIVE : NV_XA_LOOP;
      default: return NV_XA_LOOP;
      }
    }
    if (bits == 128 && nv_xa_has_cas128(o)) return op == NVCG_RMW_XCHG ? NV_XA_NATIVE : NV_XA_LOOP;
    return NV_XA_LEAVE;
  }
  /* floating point */
  if (bits == 16) {
    int add_native = t->kind == NVCG_TYPE_HALF ? o->sm >= 70 && nv_xa_ptx(o, 63) : o->sm >= 90 && nv_xa_ptx(o, 78);
    if (op == NVCG_RMW_FADD && add_native) return NV_XA_NATIVE;
    if (op == NVCG_RMW_FSUB && add_native) return NV_XA_NEGATE;
    return NV_XA_WORD_LOOP;
  }
  if (bits == 32 || bits == 64) {
    int add_native = bits == 32 || o->sm >= 60;
    if (op == NVCG_RMW_XCHG) return NV_XA_NATIVE;
    if (op == NVCG_RMW_FADD) return add_native ? NV_XA_NATIVE : NV_XA_LOOP;
    if (op == NVCG_RMW_FSUB) return add_native ? NV_XA_NEGATE : NV_XA_LOOP;
    return NV_XA_LOOP;
  }
  if (bits == 128 && nv_xa_has_cas128(o)) return op == NVCG_RMW_XCHG ? NV_XA_NATIVE : NV_XA_LOOP;
  return NV_XA_LEAVE;
}

/* The value the operation stores, given the old value `old` and the operand `v`. */
static nv_value *nv_xa_compute(nv_ib *b, unsigned op, nv_value *old, nv_value *v) {
  nv_type *t = old->type;
  nv_value *c;
  switch (op) {
  case NVCG_RMW_XCHG: return v;
  case NVCG_RMW_ADD: return nv_ib_binop(b, NVCG_OP_ADD, old, v, "new");
  case NVCG_RMW_SUB: return nv_ib_binop(b, NVCG_OP_SUB, old, v, "new");
  case NVCG_RMW_AND: return nv_ib_binop(b, NVCG_OP_AND, old, v, "new");
  case NVCG_RMW_OR: return nv_ib_binop(b, NVCG_OP_OR, old, v, "new");
  case NVCG_RMW_XOR: return nv_ib_binop(b, NVCG_OP_XOR, old, v, "new");
  case NVCG_RMW_NAND:
    return nv_ib_binop(b, NVCG_OP_XOR, nv_ib_binop(b, NVCG_OP_AND, old, v, "and"), nv_const_int_s(t, -1), "new");
  case NVCG_RMW_MAX: case NVCG_RMW_MIN: case NVCG_RMW_UMAX: case NVCG_RMW_UMIN: {
    static const unsigned pred[4] = {NVCG_ICMP_SGT, NVCG_ICMP_SLE, NVCG_ICMP_UGT, NVCG_ICMP_ULE};
    c = nv_ib_icmp(b, pred[op - NVCG_RMW_MAX], old, v, "keep");
    return nv_ib_select(b, c, old, v, "new");
  }
  case NVCG_RMW_FADD: return nv_ib_binop(b, NVCG_OP_FADD, old, v, "new");
  case NVCG_RMW_FSUB: return nv_ib_binop(b, NVCG_OP_FSUB, old, v, "new");
  case NVCG_RMW_FMAX: case NVCG_RMW_FMIN: {
    /* atomicrmw fmax/fmin are defined as llvm.maxnum/llvm.minnum */
    return nv_ib_intrinsic2_on(b, op == NVCG_RMW_FMAX ? "llvm.maxnum" : "llvm.minnum", old, v, "new");
  }
  case NVCG_RMW_UINC_WRAP:
    c = nv_ib_icmp(b, NVCG_ICMP_UGE, old, v, "wrap");
    return nv_ib_select(b, c, nv_const_int(t, 0, 0), nv_ib_binop(b, NVCG_OP_ADD, old, nv_const_int(t, 1, 0), "inc"), "new");
  case NVCG_RMW_UDEC_WRAP: {
    nv_value *z = nv_ib_icmp(b, NVCG_ICMP_EQ, old, nv_const_int(t, 0, 0), "zero");
    nv_value *gt = nv_ib_icmp(b, NVCG_ICMP_UGT, old, v, "above");
    c = nv_ib_binop(b, NVCG_OP_OR, z, gt, "wrap");
    return nv_ib_select(b, c, v, nv_ib_binop(b, NVCG_OP_SUB, old, nv_const_int(t, 1, 0), "dec"), "new");
  }
  default: return v;
  }
}

/* Where a narrow value sits inside its aligned 32-bit word. */
typedef struct nv_xa_word {
  nv_value *aligned; /* the word's address */
  nv_value *shift;   /* i32: bit position of the value in the word */
  nv_value *inv;     /* i32: ones outside the value */
} nv_xa_word;

static void nv_xa_word_at(nv_ib *b, nv_value *p, unsigned bits, unsigned align, nv_xa_word *w) {
  nv_context *c = b->m->ctx;
  nv_type *i32 = nv_type_int(c, 32), *i64 = nv_type_int(c, 64);
  uint32_t ones = (uint32_t)((1ull << bits) - 1);
  if (align >= 4) {
    /* the value starts its word */
    w->aligned = p;
    w->shift = nv_const_int(i32, 0, 0);
    w->inv = nv_const_int(i32, ~ones, 0);
    return;
  }
  {
    nv_value *pi = nv_ib_cast(b, NVCG_OP_PTRTOINT, p, i64, "addr");
    nv_value *lo = nv_ib_binop(b, NVCG_OP_AND, pi, nv_const_int(i64, 3, 0), "byte");
    nv_value *neg = nv_ib_binop(b, NVCG_OP_SUB, nv_const_int(i64, 0, 0), lo, "back");
    nv_value *lo32 = nv_ib_cast(b, NVCG_OP_TRUNC, lo, i32, "byte32");
    nv_value *mask;
    w->aligned = nv_ib_byte_gep(b, p, neg, "word");
    w->shift = nv_ib_binop(b, NVCG_OP_SHL, lo32, nv_const_int(i32, 3, 0), "shift");
    mask = nv_ib_binop(b, NVCG_OP_SHL, nv_const_int(i32, ones, 0), w->shift, "mask");
    w->inv = nv_ib_binop(b, NVCG_OP_XOR, mask, nv_const_int(i32, 0xffffffffu, 0), "inv");
  }
}

/* Splits bb before I into bb / loop / end; returns loop (I is now first in end). */
static nv_block *nv_xa_split(nv_inst *I, const char *what, nv_block **end) {
  nv_block *bb = I->parent;
  char name[64];
  nv_block *loop;
  snprintf(name, sizeof name, "%s.end", what);
  *end = nv_opt_split_block(bb, I, name);
  snprintf(name, sizeof name, "%s.loop", what);
  loop = nv_block_new(bb->parent, name, *end);
  return loop;
}

/* value of type t from the low bits of an integer / to an integer */
static nv_value *nv_xa_from_bits(nv_ib *b, nv_value *x, nv_type *t) {
  if (x->type == t) return x;
  return nv_ib_cast(b, NVCG_OP_BITCAST, x, t, "val");
}
static nv_value *nv_xa_to_bits(nv_ib *b, nv_value *x, nv_type *it) {
  if (x->type == it) return x;
  return nv_ib_cast(b, NVCG_OP_BITCAST, x, it, "bits");
}

/* The compare-and-swap loop; narrow: the value lives inside an aligned 32-bit word. */
static void nv_xa_cas_loop(nv_inst *I, int narrow) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *t = I->v.type;
  unsigned bits = nv_type_prim_bits(t);
  nv_type *vt = nv_type_int(c, bits);
  nv_type *wt = narrow ? nv_type_int(c, 32) : vt;
  nv_value *p = I->ops[0].val, *v = I->ops[1].val, *addr, *oldv, *newv, *neww, *pair, *seen, *ok;
  nv_block *bb = I->parent, *loop, *end;
  nv_inst *init, *phi, *cx;
  nv_ib b;
  nv_xa_word w;
  nv_ib_before(&b, I);
  if (narrow) nv_xa_word_at(&b, p, bits, I->align, &w);
  addr = narrow ? w.aligned : p;
  loop = nv_xa_split(I, "atomicrmw", &end);
  nv_ib_at_end(&b, bb);
  init = nv_ib_load(&b, wt, addr, narrow ? 4 : I->align, "init");
  nv_ib_br(&b, loop);
  nv_ib_at_end(&b, loop);
  phi = nv_ib_phi(&b, wt, "loaded");
  if (narrow) {
    nv_value *x = nv_ib_binop(&b, NVCG_OP_LSHR, &phi->v, w.shift, "shifted");
    oldv = nv_xa_from_bits(&b, nv_ib_cast(&b, NVCG_OP_TRUNC, x, vt, "old.bits"), t);
  } else {
    oldv = nv_xa_from_bits(&b, &phi->v, t);
  }
  newv = nv_xa_compute(&b, I->v.sub, oldv, v);
  neww = nv_xa_to_bits(&b, newv, vt);
  if (narrow) {
    nv_value *kept = nv_ib_binop(&b, NVCG_OP_AND, &phi->v, w.inv, "kept");
    nv_value *ins = nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_cast(&b, NVCG_OP_ZEXT, neww, wt, "wide"), w.shift, "placed");
    neww = nv_ib_binop(&b, NVCG_OP_OR, kept, ins, "newword");
  }
  cx = nv_ib_cmpxchg(&b, addr, &phi->v, neww, I->ordering, nv_xa_failure_order(I->ordering), I->scope,
                     I->flags, narrow ? 4 : I->align, "pair");
  pair = &cx->v;
  seen = nv_ib_extractvalue(&b, pair, 0, "seen");
  ok = nv_ib_extractvalue(&b, pair, 1, "ok");
  nv_ib_condbr(&b, ok, end, loop);
  nv_opt_phi_add(phi, &init->v, bb);
  nv_opt_phi_add(phi, seen, loop);
  nv_value_rauw(&I->v, oldv);
  nv_inst_erase(I);
}

/* 8/16-bit and/or/xor: the word operation leaves the other bytes alone when the operand
 * is 0 there (or, xor) or 1 there (and). */
static void nv_xa_word_bitop(nv_inst *I) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *i32 = nv_type_int(c, 32);
  nv_value *v = I->ops[1].val, *opnd, *old;
  nv_inst *rmw;
  nv_xa_word w;
  nv_ib b;
  nv_ib_before(&b, I);
  nv_xa_word_at(&b, I->ops[0].val, I->v.type->bits, I->align, &w);
  opnd = nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_cast(&b, NVCG_OP_ZEXT, v, i32, "wide"), w.shift, "placed");
  if (I->v.sub == NVCG_RMW_AND) opnd = nv_ib_binop(&b, NVCG_OP_OR, opnd, w.inv, "operand");
  rmw = nv_ib_atomicrmw(&b, I->v.sub, w.aligned, opnd, I->ordering, I->scope, I->flags, 4, "word");
  old = nv_ib_cast(&b, NVCG_OP_TRUNC, nv_ib_binop(&b, NVCG_OP_LSHR, &rmw->v, w.shift, "shifted"), I->v.type, "old");
  nv_value_rauw(&I->v, old);
  nv_inst_erase(I);
}

static void nv_xa_negate(nv_inst *I) {
  nv_ib b;
  nv_value *v = I->ops[1].val, *neg;
  nv_ib_before(&b, I);
  if (I->v.sub == NVCG_RMW_SUB) {
    neg = nv_ib_binop(&b, NVCG_OP_SUB, nv_const_int(v->type, 0, 0), v, "neg");
    I->v.sub = NVCG_RMW_ADD;
  } else {
    neg = &nv_ib_checked(nv_ib_new(&b, NVCG_OP_FNEG, v->type, 1, &v, "neg"))->v;
    I->v.sub = NVCG_RMW_FADD;
  }
  nv_inst_set_op(I, 1, neg);
}

/* 8-bit (and pre-sm_70 16-bit) cmpxchg through the containing word: retry while only
 * the other bytes of the word changed under us. */
static void nv_xa_word_cmpxchg(nv_inst *I) {
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *i32 = nv_type_int(c, 32), *vt = I->ops[1].val->type;
  nv_value *cmp = I->ops[1].val, *nv = I->ops[2].val, *cmpw, *nvw, *full_cmp, *full_new, *oldword, *ok,
           *newrest, *changed, *res, *agg;
  nv_block *bb = I->parent, *loop, *fail, *end;
  nv_inst *init, *rest, *cx, *oldphi, *okphi;
  nv_xa_word w;
  nv_ib b;
  nv_ib_before(&b, I);
  nv_xa_word_at(&b, I->ops[0].val, vt->bits, I->align, &w);
  cmpw = nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_cast(&b, NVCG_OP_ZEXT, cmp, i32, "cmp.wide"), w.shift, "cmp.placed");
  nvw = nv_ib_binop(&b, NVCG_OP_SHL, nv_ib_cast(&b, NVCG_OP_ZEXT, nv, i32, "new.wide"), w.shift, "new.placed");
  loop = nv_xa_split(I, "cmpxchg", &end);
  fail = nv_block_new(bb->parent, "cmpxchg.fail", end);
  nv_ib_at_end(&b, bb);
  init = nv_ib_load(&b, i32, w.aligned, 4, "init");
  {
    nv_value *r0 = nv_ib_binop(&b, NVCG_OP_AND, &init->v, w.inv, "rest0");
    nv_ib_br(&b, loop);
    nv_ib_at_end(&b, loop);
    rest = nv_ib_phi(&b, i32, "rest");
    full_cmp = nv_ib_binop(&b, NVCG_OP_OR, &rest->v, cmpw, "full.cmp");
    full_new = nv_ib_binop(&b, NVCG_OP_OR, &rest->v, nvw, "full.new");
    /* strong inside (a strong cmpxchg is a valid weak one): the loop retries only when
     * the neighbouring bytes changed */
    cx = nv_ib_cmpxchg(&b, w.aligned, full_cmp, full_new, I->ordering, I->ordering2, I->scope,
                       I->flags & NVCG_FLAG_VOLATILE, 4, "pair");
    oldword = nv_ib_extractvalue(&b, &cx->v, 0, "oldword");
    ok = nv_ib_extractvalue(&b, &cx->v, 1, "ok");
    nv_ib_condbr(&b, ok, end, fail);
    nv_ib_at_end(&b, fail);
    newrest = nv_ib_binop(&b, NVCG_OP_AND, oldword, w.inv, "newrest");
    changed = nv_ib_icmp(&b, NVCG_ICMP_NE, &rest->v, newrest, "changed");
    nv_ib_condbr(&b, changed, loop, end);
    nv_opt_phi_add(rest, r0, bb);
    nv_opt_phi_add(rest, newrest, fail);
  }
  nv_ib_at_end(&b, end);
  b.before = end->first;
  oldphi = nv_ib_phi(&b, i32, "oldword");
  nv_opt_phi_add(oldphi, oldword, loop);
  nv_opt_phi_add(oldphi, oldword, fail);
  okphi = nv_ib_phi(&b, nv_type_int(c, 1), "ok");
  nv_opt_phi_add(okphi, ok, loop);
  nv_opt_phi_add(okphi, nv_const_int(nv_type_int(c, 1), 0, 0), fail);
  b.before = I;
  res = nv_ib_cast(&b, NVCG_OP_TRUNC, nv_ib_binop(&b, NVCG_OP_LSHR, &oldphi->v, w.shift, "shifted"), vt, "old");
  agg = nv_ib_insertvalue(&b, nv_opt_undef(I->v.type), res, 0, NULL);
  agg = nv_ib_insertvalue(&b, agg, &okphi->v, 1, NULL);
  nv_value_rauw(&I->v, agg);
  nv_inst_erase(I);
}

/* 128-bit atomic load: cmpxchg(p, 0, 0) returns the value without changing memory. */
static void nv_xa_load128(nv_inst *I) {
  nv_type *t = I->v.type, *it = nv_type_int(t->ctx, 128);
  nv_value *z = nv_const_int(it, 0, 0), *v;
  nv_inst *cx;
  nv_ib b;
  nv_ib_before(&b, I);
  cx = nv_ib_cmpxchg(&b, I->ops[0].val, z, z, I->ordering, nv_xa_failure_order(I->ordering), I->scope,
                     I->flags & NVCG_FLAG_VOLATILE, I->align, "pair");
  v = nv_xa_from_bits(&b, nv_ib_extractvalue(&b, &cx->v, 0, "bits"), t);
  nv_value_rauw(&I->v, v);
  nv_inst_erase(I);
}

static void nv_xa_store128(nv_inst *I) {
  nv_type *it = nv_type_int(I->ops[0].val->type->ctx, 128);
  nv_ib b;
  nv_ib_before(&b, I);
  nv_ib_atomicrmw(&b, NVCG_RMW_XCHG, I->ops[1].val, nv_xa_to_bits(&b, I->ops[0].val, it), I->ordering,
                  I->scope, I->flags, I->align, NULL);
  nv_inst_erase(I);
}

/* xchg of a vector: the same exchange on an integer of its width (which the caller
 * plans again: a 16-bit one becomes a word loop below sm_70). */
static nv_inst *nv_xa_xchg_as_int(nv_inst *I) {
  nv_type *t = I->v.type, *it = nv_type_int(t->ctx, nv_type_prim_bits(t));
  nv_inst *x;
  nv_ib b;
  nv_ib_before(&b, I);
  x = nv_ib_atomicrmw(&b, NVCG_RMW_XCHG, I->ops[0].val, nv_ib_cast(&b, NVCG_OP_BITCAST, I->ops[1].val, it, "xchg.bits"),
                      I->ordering, I->scope, I->flags, I->align, "old.bits");
  nv_value_rauw(&I->v, nv_ib_cast(&b, NVCG_OP_BITCAST, &x->v, t, "old"));
  nv_inst_erase(I);
  return x;
}

/* Whether p points into thread-private memory: an alloca (through GEPs, bitcasts and
 * address-space casts) or any pointer into the local address space. */
static int nv_xa_is_local(const nv_value *p) {
  unsigned d;
  for (d = 0; d < 64; d++) {
    if (p->type->kind == NVCG_TYPE_PTR && p->type->addrspace == NVCG_AS_LOCAL) return 1;
    const nv_inst *I = (const nv_inst *)p;
    if (p->kind != NV_V_INST) return 0;
    if (I->v.opcode == NVCG_OP_ALLOCA) return 1;
    if (I->v.opcode != NVCG_OP_GEP && I->v.opcode != NVCG_OP_BITCAST && I->v.opcode != NVCG_OP_ADDRSPACECAST) return 0;
    p = I->ops[0].val;
  }
  return 0;
}

/* An atomic on thread-private memory (an alloca) is an ordinary access: no other thread
 * can see that memory, and PTX atom cannot address .local at all. */
static void nv_xa_make_plain(nv_inst *I) {
  nv_ib b;
  nv_ib_before(&b, I);
  switch (I->v.opcode) {
  case NVCG_OP_LOAD: case NVCG_OP_STORE:
    I->ordering = NVCG_ORDER_NOT_ATOMIC;
    I->scope = NULL;
    return;
  case NVCG_OP_ATOMICRMW: {
    nv_inst *old = nv_ib_load(&b, I->v.type, I->ops[0].val, I->align, "old");
    nv_value *nw = nv_xa_compute(&b, I->v.sub, &old->v, I->ops[1].val);
    nv_inst *st = nv_ib_store(&b, nw, I->ops[0].val, I->align);
    old->flags |= I->flags & NVCG_FLAG_VOLATILE;
    st->flags |= I->flags & NVCG_FLAG_VOLATILE;
    nv_value_rauw(&I->v, &old->v);
    nv_inst_erase(I);
    return;
  }
  case NVCG_OP_CMPXCHG: {
    nv_inst *old = nv_ib_load(&b, I->ops[1].val->type, I->ops[0].val, I->align, "old");
    nv_value *eq = nv_ib_icmp(&b, NVCG_ICMP_EQ, &old->v, I->ops[1].val, "ok");
    nv_value *nw = nv_ib_select(&b, eq, I->ops[2].val, &old->v, "new");
    nv_value *agg;
    nv_ib_store(&b, nw, I->ops[0].val, I->align);
    agg = nv_ib_insertvalue(&b, nv_opt_undef(I->v.type), &old->v, 0, NULL);
    agg = nv_ib_insertvalue(&b, agg, eq, 1, NULL);
    nv_value_rauw(&I->v, agg);
    nv_inst_erase(I);
    return;
  }
  default: return;
  }
}

static int nv_pass_expand_atomics(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  int changed = 0;
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next) {
      unsigned op = I->v.opcode;
      if (op == NVCG_OP_ATOMICRMW || op == NVCG_OP_CMPXCHG ||
          ((op == NVCG_OP_LOAD || op == NVCG_OP_STORE) && I->ordering))
        nv_vec_push(&work, I);
    }
  for (i = 0; i < work.len; i++) {
    nv_inst *I = work.data[i];
    if ((I->v.opcode == NVCG_OP_ATOMICRMW || I->v.opcode == NVCG_OP_CMPXCHG) && I->ordering > NVCG_ORDER_MONOTONIC &&
        !nv_opt_knob(o, NV_KNOB_NVPTX_STRICT_ATOMICS)) {
      I->ordering = NVCG_ORDER_MONOTONIC;
      if (I->v.opcode == NVCG_OP_CMPXCHG) I->ordering2 = NVCG_ORDER_MONOTONIC;
      changed = 1;
    }
    if (nv_xa_is_local(I->ops[I->v.opcode == NVCG_OP_STORE ? 1 : 0].val)) {
      nv_xa_make_plain(I);
      changed = 1;
      continue;
    }
    switch (I->v.opcode) {
    case NVCG_OP_ATOMICRMW:
      switch (nv_xa_rmw_plan(I, o)) {
      case NV_XA_NEGATE: nv_xa_negate(I); break;
      case NV_XA_WORD_BITOP: nv_xa_word_bitop(I); break;
      case NV_XA_WORD_LOOP: nv_xa_cas_loop(I, 1); break;
      case NV_XA_LOOP: nv_xa_cas_loop(I, 0); break;
      case NV_XA_AS_INT: nv_vec_push(&work, nv_xa_xchg_as_int(I)); break;
      default: continue;
      }
      changed = 1;
      break;
    case NVCG_OP_CMPXCHG: {
      unsigned bits = nv_type_prim_bits(I->ops[1].val->type);
      if (bits == 8 || (bits == 16 && (o->sm < 70 || !nv_xa_ptx(o, 63)))) {
        nv_xa_word_cmpxchg(I);
        changed = 1;
      }
      break;
    }
    case NVCG_OP_LOAD:
      if (nv_type_prim_bits(I->v.type) == 128 && I->v.type->kind != NVCG_TYPE_VECTOR && nv_xa_has_cas128(o)) {
        nv_xa_load128(I);
        changed = 1;
      }
      break;
    case NVCG_OP_STORE:
      if (nv_type_prim_bits(I->ops[0].val->type) == 128 && I->ops[0].val->type->kind != NVCG_TYPE_VECTOR &&
          nv_xa_has_cas128(o)) {
        nv_xa_store128(I);
        changed = 1;
      }
      break;
    default: break;
    }
  }
  nv_vec_free(&work);
  return changed;
}
