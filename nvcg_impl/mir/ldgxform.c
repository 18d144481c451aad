/* ldgxform.c -- loads that read memory nothing writes while the kernel runs become
 * ld.global.nc (seeds/003, "LDG Transform"): the read-only data path, which the L1 data
 * path's traffic does not compete with.
 *
 * A global load qualifies when every object its address can come from (its IR pointer
 * followed back through GEPs, casts, selects and PHIs) is a constant global variable
 * (`@table = addrspace(1) constant ...`: the libdevice-style tables) or a kernel
 * parameter marked noalias and readonly -- the rule LLVM's NVPTX back end applies
 * (canLowerToLDG). Selection already marks the parameter case when it sees a direct
 * chain; this pass adds constant globals and addresses that merge through selects and
 * PHIs. Volatile and atomic loads, vectors wider than .v4 and functions that are not
 * kernels (their pointers may alias anything the caller writes) are left alone.
 *
 * Splitting wide vectors (the note's ".ldgsplit") is not needed here: type legalisation
 * already splits vectors into the widths PTX loads take. */

static int nv_ldg_underlying_ok(const nv_func *f, const nv_value *v, nv_set *seen, unsigned depth) {
  if (!v || depth > 32) return 0;
  if (!nv_set_insert(seen, (uintptr_t)v)) return 1; /* already being checked */
  if (v->kind == NV_V_ARG) {
    const nv_arg *a = (const nv_arg *)v;
    uint32_t fl = a->parent == f && f->pattrs ? f->pattrs[a->index].flags : 0;
    return a->parent == f && (fl & NVCG_PARAM_NOALIAS) && (fl & (NVCG_PARAM_READONLY | NVCG_PARAM_READNONE));
  }
  if (v->kind == NV_V_GLOBAL) {
    const nv_global *g = (const nv_global *)v;
    return g->is_const && g->init && !g->externally_initialized;
  }
  if (v->kind == NV_V_INST) {
    const nv_inst *I = (const nv_inst *)v;
    unsigned i;
    switch (I->v.opcode) {
    case NVCG_OP_GEP: case NVCG_OP_BITCAST: case NVCG_OP_ADDRSPACECAST:
      return nv_ldg_underlying_ok(f, nv_inst_op(I, 0), seen, depth + 1);
    case NVCG_OP_SELECT:
      return nv_ldg_underlying_ok(f, nv_inst_op(I, 1), seen, depth + 1) &&
             nv_ldg_underlying_ok(f, nv_inst_op(I, 2), seen, depth + 1);
    case NVCG_OP_PHI:
      for (i = 0; i + 1 < I->nops; i += 2)
        if (!nv_ldg_underlying_ok(f, nv_inst_op(I, i), seen, depth + 1)) return 0;
      return 1;
    default: return 0;
    }
  }
  if (v->kind == NV_V_CEXPR) {
    const nv_const *k = (const nv_const *)v;
    unsigned op = v->opcode;
    if (op != NVCG_OP_GEP && op != NVCG_OP_BITCAST && op != NVCG_OP_ADDRSPACECAST) return 0;
    return k->nelems && nv_ldg_underlying_ok(f, k->elems[0], seen, depth + 1);
  }
  return 0;
}

static int nv_pass_ldgxform(nv_mfunc *mf, const nv_options *o) {
  nv_mblock *mb;
  int changed = 0;
  nv_set seen;
  (void)o;
  if (!mf->ir || !mf->ir->is_kernel) return 0;
  nv_set_init(&seen, NV_MAP_PTR);
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    for (mi = mb->first; mi; mi = mi->next) {
      const nv_inst *I = mi->ir;
      if (!(nv_ptx_info_of(mi->opc)->flags & NV_PF_LOAD) || (nv_ptx_info_of(mi->opc)->flags & NV_PF_STORE)) continue;
      if (mi->mods.space != NV_SPACE_GLOBAL || mi->mods.cache != NV_CACHE_NONE || mi->mods.sem != NV_SEM_NONE) continue;
      if (mi->mods.vec > 4 || !I || I->v.opcode != NVCG_OP_LOAD || (I->flags & NVCG_FLAG_VOLATILE) || I->ordering)
        continue;
      nv_set_clear(&seen);
      if (!nv_ldg_underlying_ok(mf->ir, nv_inst_op(I, 0), &seen, 0)) continue;
      mi->mods.cache = NV_CACHE_NC;
      changed = 1;
    }
  }
  nv_set_free(&seen);
  return changed;
}
