/* lower_args.c -- kernel pointer parameters point to global memory (NVPTXLowerArgs).
 * A kernel's generic (addrspace 0) pointer parameter can only hold a global address: the
 * host passes device allocations. At the top of the entry block each used one gets
 *     %p.global = addrspacecast ptr %p to ptr addrspace(1)
 *     %p.gen    = addrspacecast ptr addrspace(1) %p.global to ptr
 * and its uses move to %p.gen; infer_as then carries the global space through GEPs,
 * bitcasts, phis and selects to the loads, stores and atomics (ld.global / st.global /
 * atom.global in PTX). It is run here too, so this pass alone gives global accesses.
 * byval parameters are left alone (the code generator reads them from .param space);
 * device functions are untouched (their pointers can point anywhere). Runs at every -O
 * level, first in the pipeline. */

/* Already lowered: every use is a cast to a specific space. */
static int nv_largs_done(const nv_value *p) {
  const nv_use *u;
  for (u = p->uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    if (u->user->kind != NV_V_INST || U->v.opcode != NVCG_OP_ADDRSPACECAST || U->v.type->addrspace == 0)
      return 0;
  }
  return 1;
}

static int nv_pass_lower_args(nv_func *f, const nv_options *o) {
  nv_context *c = nv_func_ctx(f);
  nv_inst *top;
  uint32_t i;
  int changed = 0;
  (void)o;
  if (!f->is_kernel || f->is_decl || !f->first) return 0;
  top = f->first->first;
  for (i = 0; i < f->nargs; i++) {
    nv_arg *a = f->args[i];
    nv_value *g, *gen;
    char name[128];
    nv_ib b;
    if (a->v.type->kind != NVCG_TYPE_PTR || a->v.type->addrspace != 0) continue;
    if (f->pattrs[i].flags & NVCG_PARAM_BYVAL) continue;
    if (!a->v.uses || nv_largs_done(&a->v)) continue;
    nv_ib_at_end(&b, f->first);
    b.before = top;
    snprintf(name, sizeof name, "%s.global", a->v.name ? a->v.name : "arg");
    g = nv_ib_cast(&b, NVCG_OP_ADDRSPACECAST, &a->v, nv_type_ptr(c, NVCG_AS_GLOBAL), a->v.name ? name : NULL);
    snprintf(name, sizeof name, "%s.gen", a->v.name ? a->v.name : "arg");
    gen = nv_ib_cast(&b, NVCG_OP_ADDRSPACECAST, g, a->v.type, a->v.name ? name : NULL);
    nv_value_rauw(&a->v, gen);
    nv_inst_set_op((nv_inst *)g, 0, &a->v);
    changed = 1;
  }
  if (changed) nv_infer_address_spaces(f);
  return changed;
}
