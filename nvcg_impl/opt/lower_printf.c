/* lower_printf.c -- calls of the variadic printf become CUDA's vprintf(format, buffer): the
 * variadic arguments are stored, each at its natural alignment (the layout of a struct of
 * their types, which is what the CUDA driver's vprintf reads), in a buffer in the
 * caller's frame, and vprintf gets its address. This is what clang does for CUDA source
 * and what LLVM's NVPTX ExpandVariadics does for a variadic call; PTX has no variadic
 * calls. It runs at every -O level, after inlining and before allocas are promoted or
 * moved to the local space (the buffer escapes to the call, so it stays in memory).
 * Arguments arrive as the IR has them: the C promotions (float to double, short to int)
 * are the front end's job. Calls of other variadic functions are left for the code
 * generator, which reports them. The ir engine of nvcgrun runs this pass too, so both
 * engines see the same buffer and the runner formats it once (nr_vprintf). */

/* vprintf, declared when the module has none; NULL when the name is taken by a variable. */
static nv_value *nv_lp_vprintf(nv_module *m) {
  nv_context *c = m->ctx;
  nv_type *ptr = nv_type_ptr(c, 0), *params[2];
  nv_value *v = nv_module_lookup(m, "vprintf");
  if (v) return v->kind == NV_V_FUNC ? v : NULL;
  params[0] = params[1] = ptr;
  return &nv_func_new(m, "vprintf", nv_type_func(nv_type_int(c, 32), params, 2, 0))->v;
}

static int nv_lp_is_printf(const nv_inst *I) {
  const nv_value *c;
  const nv_type *fty = I->aux_type;
  if (I->v.opcode != NVCG_OP_CALL || !fty->vararg || fty->count != 1) return 0;
  c = I->ops[0].val;
  return c->kind == NV_V_FUNC && c->name && !strcmp(c->name, "printf") && fty->fields[0]->kind == NVCG_TYPE_PTR &&
         fty->elem->kind == NVCG_TYPE_INT && fty->elem->bits == 32;
}

static void nv_lp_lower(nv_func *f, nv_inst *I) {
  nv_module *m = f->module;
  nv_context *c = m->ctx;
  unsigned nvar = I->nops - 2;
  nv_value *buf, *ops[3], *fmt = I->ops[1].val;
  nv_inst *call;
  nv_ib b;
  if (!(ops[0] = nv_lp_vprintf(m))) return;
  nv_ib_before(&b, I);
  buf = nv_ib_arg_buffer(&b, f, I->ops + 2, nvar, "printf.args");
  ops[1] = fmt;
  ops[2] = buf;
  call = nv_ib_new(&b, NVCG_OP_CALL, nv_type_int(c, 32), 3, ops, I->v.name);
  call->aux_type = ((nv_func *)ops[0])->fty;
  if (call->aux_type->count != 2) {
    /* a module that declares vprintf otherwise calls it through CUDA's type */
    nv_type *params[2];
    params[0] = params[1] = nv_type_ptr(c, 0);
    call->aux_type = nv_type_func(nv_type_int(c, 32), params, 2, 0);
  }
  nv_ib_checked(call);
  nv_value_rauw(&I->v, &call->v);
  nv_inst_erase(I);
}

static int nv_pass_lower_printf(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  (void)o;
  for (bb = f->first; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb)
      if (nv_lp_is_printf(I)) nv_vec_push(&work, I);
  for (i = 0; i < work.len; i++) nv_lp_lower(f, work.data[i]);
  nv_vec_free(&work);
  return i > 0;
}
