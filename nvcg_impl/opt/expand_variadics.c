/* expand_variadics.c -- variadic functions and their calls, as LLVM's NVPTX target lowers
 * them (its ExpandVariadics pass and va_arg lowering): PTX has no variadic calls, so a
 * variadic function takes one more parameter, a generic pointer to a buffer in the
 * caller's frame that holds the variadic arguments, each at its natural (ABI) alignment
 * (the layout of a struct of their types; the C promotions are the front end's job). A
 * va_list is that pointer: llvm.va_start stores the buffer parameter into it, llvm.va_copy
 * copies it, llvm.va_end does nothing, and `va_arg` (which the reader expands, see
 * nv_rd_va_arg) aligns it up, loads, and advances it by the type's allocation size.
 *
 * A variadic definition is retyped when its own pass runs (its body needs the new
 * parameter); a call with a variadic type gets the buffer (NULL when it passes no
 * variadic arguments) and the non-variadic type, which is what the callee has once
 * retyped, whichever runs first; a variadic declaration it calls is retyped with it
 * (declarations have no pass of their own). printf calls are lower_printf's (vprintf's
 * buffer is the same layout). Runs before inline (which skips variadic callees), so
 * that calls are rewritten before a retyped callee can be inlined into them. The ir
 * engine of nvcgrun runs it too, on every function, before it executes. */

/* g's type without the "...", with a trailing generic pointer; a new last argument. */
static void nv_ev_retype(nv_func *g) {
  nv_module *m = g->module;
  nv_context *c = m->ctx;
  uint32_t n = g->nargs, i;
  NV_VEC(nv_type *) params = NV_VEC_INIT;
  nv_arg **args;
  nv_param_attrs *pattrs;
  nv_arg *a;
  if (!g->fty->vararg) return;
  for (i = 0; i < n; i++) nv_vec_push(&params, g->fty->fields[i]);
  nv_vec_push(&params, nv_type_ptr(c, 0));
  g->fty = nv_type_func(g->fty->elem, params.data, n + 1, 0);
  nv_vec_free(&params);
  args = NV_NEW_ARRAY(&m->arena, nv_arg *, n + 1);
  pattrs = NV_NEW_ARRAY(&m->arena, nv_param_attrs, n + 1);
  for (i = 0; i < n; i++) {
    args[i] = g->args[i];
    pattrs[i] = g->pattrs[i];
  }
  memset(&pattrs[n], 0, sizeof pattrs[n]);
  a = NV_NEW(&m->arena, nv_arg);
  a->v.kind = NV_V_ARG;
  a->v.type = nv_type_ptr(c, 0);
  a->v.id = m->next_id++;
  a->parent = g;
  a->index = n;
  args[n] = a;
  g->args = args;
  g->pattrs = pattrs;
  g->nargs = n + 1;
}

static int nv_ev_is_va_intrinsic(unsigned id) {
  return id == NV_INTR_VA_START || id == NV_INTR_VA_START_P0 || id == NV_INTR_VA_END ||
         id == NV_INTR_VA_END_P0 || id == NV_INTR_VA_COPY || id == NV_INTR_VA_COPY_P0;
}

static int nv_ev_is_variadic_call(const nv_inst *I) {
  return I->v.opcode == NVCG_OP_CALL && I->aux_type->vararg && !nv_lp_is_printf(I);
}

/* va_start(ap): store the buffer parameter; va_copy(d, s): copy the pointer; va_end: none. */
static void nv_ev_lower_va(nv_func *f, nv_inst *I) {
  unsigned id = nv_opt_call_intrinsic(I), pa = nv_type_abi_align(nv_type_ptr(f->module->ctx, 0));
  nv_ib b;
  nv_ib_before(&b, I);
  if (id == NV_INTR_VA_START || id == NV_INTR_VA_START_P0) {
    nv_ib_store(&b, &f->args[f->nargs - 1]->v, I->ops[1].val, pa);
  } else if (id == NV_INTR_VA_COPY || id == NV_INTR_VA_COPY_P0) {
    nv_inst *l = nv_ib_load(&b, nv_type_ptr(f->module->ctx, 0), I->ops[2].val, pa, "va.copy");
    nv_ib_store(&b, &l->v, I->ops[1].val, pa);
  }
  nv_inst_erase(I);
}

/* A call with a variadic type: the variadic arguments go to a buffer in the entry block's
 * frame, the call passes its address after the fixed arguments. */
static void nv_ev_lower_call(nv_func *f, nv_inst *I) {
  nv_module *m = f->module;
  nv_context *c = m->ctx;
  const nv_type *fty = I->aux_type;
  unsigned nfix = (unsigned)fty->count, nvar = I->nops - 1 - nfix, i;
  nv_value *callee = I->ops[0].val, *buf;
  NV_VEC(nv_value *) ops = NV_VEC_INIT;
  NV_VEC(nv_type *) params = NV_VEC_INIT;
  nv_inst *call;
  nv_ib b;
  nv_ib_before(&b, I);
  buf = nv_ib_arg_buffer(&b, f, I->ops + 1 + nfix, nvar, "va.args");
  nv_vec_push(&ops, callee);
  for (i = 0; i < nfix; i++) {
    nv_vec_push(&ops, I->ops[1 + i].val);
    nv_vec_push(&params, fty->fields[i]);
  }
  nv_vec_push(&ops, buf);
  nv_vec_push(&params, nv_type_ptr(c, 0));
  call = nv_ib_new(&b, NVCG_OP_CALL, I->v.type, ops.len, ops.data, I->v.name);
  call->aux_type = nv_type_func(fty->elem, params.data, nfix + 1, 0);
  call->flags = I->flags;
  call->line = I->line;
  call->col = I->col;
  nv_vec_free(&ops);
  nv_vec_free(&params);
  nv_ib_checked(call);
  if (callee->kind == NV_V_FUNC && ((nv_func *)callee)->is_decl) nv_ev_retype((nv_func *)callee);
  nv_value_rauw(&I->v, &call->v);
  nv_inst_erase(I);
}

static int nv_pass_expand_variadics(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) va = NV_VEC_INIT;
  NV_VEC(nv_inst *) calls = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  int changed = f->fty->vararg;
  (void)o;
  for (bb = f->first; bb; bb = bb->next)
    NV_FOR_INSTS(I, bb) {
      if (nv_ev_is_va_intrinsic(nv_opt_call_intrinsic(I))) nv_vec_push(&va, I);
      else if (nv_ev_is_variadic_call(I)) nv_vec_push(&calls, I);
    }
  nv_ev_retype(f);
  for (i = 0; i < va.len; i++) nv_ev_lower_va(f, va.data[i]);
  for (i = 0; i < calls.len; i++) nv_ev_lower_call(f, calls.data[i]);
  changed |= va.len > 0 || calls.len > 0;
  nv_vec_free(&va);
  nv_vec_free(&calls);
  return changed;
}
