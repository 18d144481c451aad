/* expand_vecreduce.c -- llvm.vector.reduce.* become scalar operations on the vector's
 * elements (PTX has no horizontal reduction of a register vector; LLVM's NVPTX backend
 * expands them in its type legaliser). Runs early, at every -O level, so the other IR
 * passes fold and schedule the scalar code.
 *
 * Order: integer reductions and fmax/fmin/fmaximum/fminimum give the same value in any
 * order (their operations are associative and commutative; PTX min/max order -0 < +0
 * and return the canonical NaN), and so do fadd/fmul with reassoc, which allow any; all
 * of these reduce as a tree of depth ceil(log2 n): with n live values t[0..n) and
 * h = ceil(n/2), t[i] = t[i] op t[i+h] for i < n-h, then n = h. Lane i meets lane i+h,
 * so for a power of two it is LLVM's shuffle-halving order. fadd/fmul with reassoc then
 * combine the start value with the tree's result; without reassoc they are sequential
 * from the start value, ((start op v0) op v1) ..., as the LangRef defines. nvcgrun's IR
 * engine runs the intrinsics in these same orders, so the two engines agree bit for bit.
 *
 * Operations: add/mul/and/or/xor are the IR's; on i1, add is xor, mul and umin are and,
 * umax is or, smax is and (i1 1 is -1) and smin is or. smax/smin/umax/umin on i16..i64
 * call llvm.smax etc. (max.s32 ...), other widths compare and select; fmax/fmin call
 * llvm.maxnum/minnum, fmaximum/fminimum llvm.maximum/minimum. The call's fast-math
 * flags are not copied onto the scalar operations: reassoc has been used up choosing
 * the order, and the interpreter must see the same operations the code does. */

/* t = x op y for the reduction `id` over element type t. */
static nv_value *nv_vrd_op(nv_ib *b, unsigned id, nv_value *x, nv_value *y) {
  nv_type *t = x->type;
  int i1 = t->kind == NVCG_TYPE_INT && t->bits == 1;
  const char *call = NULL;
  unsigned pred = 0;
  switch (id) {
  case NV_INTR_VECREDUCE_ADD: return nv_ib_binop(b, i1 ? NVCG_OP_XOR : NVCG_OP_ADD, x, y, "rdx");
  case NV_INTR_VECREDUCE_MUL: return nv_ib_binop(b, i1 ? NVCG_OP_AND : NVCG_OP_MUL, x, y, "rdx");
  case NV_INTR_VECREDUCE_AND: return nv_ib_binop(b, NVCG_OP_AND, x, y, "rdx");
  case NV_INTR_VECREDUCE_OR: return nv_ib_binop(b, NVCG_OP_OR, x, y, "rdx");
  case NV_INTR_VECREDUCE_XOR: return nv_ib_binop(b, NVCG_OP_XOR, x, y, "rdx");
  case NV_INTR_VECREDUCE_FADD: return nv_ib_binop(b, NVCG_OP_FADD, x, y, "rdx");
  case NV_INTR_VECREDUCE_FMUL: return nv_ib_binop(b, NVCG_OP_FMUL, x, y, "rdx");
  case NV_INTR_VECREDUCE_SMAX:
    if (i1) return nv_ib_binop(b, NVCG_OP_AND, x, y, "rdx");
    call = "llvm.smax";
    pred = NVCG_ICMP_SGT;
    break;
  case NV_INTR_VECREDUCE_SMIN:
    if (i1) return nv_ib_binop(b, NVCG_OP_OR, x, y, "rdx");
    call = "llvm.smin";
    pred = NVCG_ICMP_SLT;
    break;
  case NV_INTR_VECREDUCE_UMAX:
    if (i1) return nv_ib_binop(b, NVCG_OP_OR, x, y, "rdx");
    call = "llvm.umax";
    pred = NVCG_ICMP_UGT;
    break;
  case NV_INTR_VECREDUCE_UMIN:
    if (i1) return nv_ib_binop(b, NVCG_OP_AND, x, y, "rdx");
    call = "llvm.umin";
    pred = NVCG_ICMP_ULT;
    break;
  case NV_INTR_VECREDUCE_FMAX: call = "llvm.maxnum"; break;
  case NV_INTR_VECREDUCE_FMIN: call = "llvm.minnum"; break;
  case NV_INTR_VECREDUCE_FMAXIMUM: call = "llvm.maximum"; break;
  default: call = "llvm.minimum"; break; /* NV_INTR_VECREDUCE_FMINIMUM */
  }
  if (t->kind == NVCG_TYPE_INT && (t->bits < 16 || t->bits > 64))
    return nv_ib_select(b, nv_ib_icmp(b, pred, x, y, "rdx.c"), x, y, "rdx");
  return nv_ib_intrinsic2_on(b, call, x, y, "rdx");
}

static int nv_vrd_is_reduction(unsigned id) { return id >= NV_INTR_VECREDUCE_ADD && id <= NV_INTR_VECREDUCE_FMINIMUM; }

static void nv_vrd_expand(nv_inst *I, unsigned id) {
  nv_value *v = I->ops[I->nops - 1].val, *acc;
  nv_type *vt = v->type, *i32 = nv_type_int(vt->ctx, 32);
  unsigned n = (unsigned)vt->count, k, h;
  int fp_start = id == NV_INTR_VECREDUCE_FADD || id == NV_INTR_VECREDUCE_FMUL;
  nv_value **t = (nv_value **)nv_xmalloc((size_t)n * sizeof *t);
  nv_inst *before = I->prev, *J;
  nv_ib b;
  nv_ib_before(&b, I);
  for (k = 0; k < n; k++) {
    nv_value *x[2];
    x[0] = v;
    x[1] = nv_const_int(i32, k, 0);
    t[k] = &nv_ib_checked(nv_ib_new(&b, NVCG_OP_EXTRACTELEMENT, vt->elem, 2, x, "elt"))->v;
  }
  if (fp_start && !(I->flags & NVCG_FMF_REASSOC)) {
    acc = I->ops[1].val;
    for (k = 0; k < n; k++) acc = nv_vrd_op(&b, id, acc, t[k]);
  } else {
    while (n > 1) {
      h = (n + 1) / 2;
      for (k = 0; k + h < n; k++) t[k] = nv_vrd_op(&b, id, t[k], t[k + h]);
      n = h;
    }
    acc = fp_start ? nv_vrd_op(&b, id, I->ops[1].val, t[0]) : t[0];
  }
  nv_xfree(t);
  /* the scalar code keeps the call's source position (line info, remarks) */
  for (J = before ? before->next : I->parent->first; J && J != I; J = J->next) {
    J->line = I->line;
    J->col = I->col;
  }
  nv_value_rauw(&I->v, acc);
  nv_inst_erase(I);
}

static int nv_pass_expand_vecreduce(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next)
      if (nv_vrd_is_reduction(nv_opt_call_intrinsic(I))) nv_vec_push(&work, I);
  for (i = 0; i < work.len; i++) {
    nv_inst *I = work.data[i];
    unsigned id = nv_opt_call_intrinsic(I);
    if (nv_pass_remarks_wanted(o, "expand_vecreduce"))
      nv_pass_remark(o, "expand_vecreduce", nv_module_file(f->module, I->line), I->line, I->col,
                     "%s of %u elements expanded %s", nv_intrinsic_info_of(id)->name,
                     (unsigned)I->ops[I->nops - 1].val->type->count,
                     (id == NV_INTR_VECREDUCE_FADD || id == NV_INTR_VECREDUCE_FMUL) && !(I->flags & NVCG_FMF_REASSOC)
                         ? "in order" : "as a tree");
    nv_vrd_expand(I, id);
  }
  i = work.len;
  nv_vec_free(&work);
  return i != 0;
}
