/* param_opt.c -- cicc's "param-opt" ("Optimize NVPTX ld.param", seeds/003): one load per
 * parameter location, where selection loaded it again in each block that reads it.
 *
 * Why: scalar parameters are loaded once, in the entry block (isel's lowering of the
 * arguments), but a byval aggregate (a struct passed by value to a kernel or a .func) is
 * read field by field where the IR reads it, so two blocks that read the same field each
 * have their own `ld.param [f_param_N+off]`. MachineCSE removes a load that another one
 * dominates; when neither dominates the other (the two arms of an if), both stay, and
 * after early if-conversion both run, guarded. When the function's code mentions its
 * parameter symbols only in such loads (no store to one, no address of one taken; the
 * pass checks and otherwise leaves the function alone), every load of one location
 * reads the same value wherever it is.
 * (The other half of cicc's pass, joining adjacent loads into .v2/.v4 ones, is the IR
 * vectorize pass's job in nvcg: it sees the byval argument's alignment.)
 *
 * How, on SSA: the function's own-parameter loads (unguarded `ld.param` from
 * `[NAME_param_N+off]`) are grouped by location and form (opcode, modifiers, result
 * classes). For each group of two or more, the kept load is the first one in the nearest
 * common dominator of their blocks when there is one there; otherwise a new load is put
 * at the end of that block (before its terminators), unless that block is in a deeper
 * loop than every load of the group (it would run more often than any of them). Every
 * other load of the group becomes a COPY of the kept load's results, which MachineCSE's
 * copy propagation (or the coalescer) removes. Functions with any other use of one of
 * their parameter symbols (a store, an address taken) are left alone. */

typedef struct nv_popt_ld {
  nv_minst *mi;
  uint32_t seq;     /* program order: ties in the sort keep it, so the output is deterministic */
  uint64_t classes; /* the results' register classes, 8 bits each (the sort's key without a
                     * global: qsort's comparator has no context) */
} nv_popt_ld;

/* Does the operand name one of this function's own parameters ([NAME_param_N...])? */
static int nv_popt_names_param(const nv_mfunc *mf, const nv_mop *op) {
  const char *s = NULL;
  size_t n = strlen(mf->name);
  if (op->kind == NV_MO_SYM) s = op->sym;
  else if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_SYM) s = op->sym;
  return s && !strncmp(s, mf->name, n) && !strncmp(s + n, "_param_", 7);
}

/* An unguarded load of an own parameter, with register results only? */
static int nv_popt_is_param_load(const nv_mfunc *mf, const nv_minst *mi) {
  uint32_t i;
  if (!(nv_ptx_info_of(mi->opc)->flags & NV_PF_LOAD) || mi->mods.space != NV_SPACE_PARAM || mi->pred) return 0;
  if (mi->mods.sem != NV_SEM_NONE || mi->mods.cache != NV_CACHE_NONE) return 0;
  if (!mi->ndefs || mi->ndefs > 8 || mi->nops != (uint32_t)mi->ndefs + 1u) return 0; /* 8: the sort key's classes */
  for (i = 0; i < mi->ndefs; i++)
    if (mi->ops[i].kind != NV_MO_REG || !mi->ops[i].reg) return 0;
  return nv_popt_names_param(mf, &mi->ops[mi->ndefs]);
}

static uint64_t nv_popt_classes(const nv_mfunc *mf, const nv_minst *mi) {
  uint64_t k = 0;
  uint32_t i;
  for (i = 0; i < mi->ndefs && i < 8; i++) k |= (uint64_t)(nv_vreg_class(mf, mi->ops[i].reg) & 0xffu) << (8 * i);
  return k;
}

static int nv_popt_cmp_key(const nv_popt_ld *la, const nv_popt_ld *lb) {
  const nv_minst *a = la->mi, *b = lb->mi;
  const nv_mop *x = &a->ops[a->ndefs], *y = &b->ops[b->ndefs];
  int c = strcmp(x->sym, y->sym);
  if (c) return c;
  if (x->imm != y->imm) return x->imm < y->imm ? -1 : 1;
  if (a->opc != b->opc) return a->opc < b->opc ? -1 : 1;
  if (a->ndefs != b->ndefs) return a->ndefs < b->ndefs ? -1 : 1;
  c = memcmp(&a->mods, &b->mods, sizeof a->mods);
  if (c) return c < 0 ? -1 : 1;
  if (la->classes != lb->classes) return la->classes < lb->classes ? -1 : 1;
  return 0;
}

static int nv_popt_cmp(const void *pa, const void *pb) {
  const nv_popt_ld *a = (const nv_popt_ld *)pa, *b = (const nv_popt_ld *)pb;
  int c = nv_popt_cmp_key(a, b);
  if (c) return c;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Nearest common dominator of two reachable blocks (indices), by RPO numbers. */
static uint32_t nv_popt_ncd(const nv_mdom *D, uint32_t a, uint32_t b) {
  while (a != b) {
    while (D->rpo_num[a] > D->rpo_num[b]) a = D->idom[a];
    while (D->rpo_num[b] > D->rpo_num[a]) b = D->idom[b];
  }
  return a;
}

/* mi's results become copies of kept's (mi leaves the block). */
static void nv_popt_to_copies(nv_mfunc *mf, nv_minst *mi, const nv_minst *kept) {
  uint32_t i;
  if (mi->ndefs == 1) {
    mi->opc = NV_PTX_COPY;
    mi->ops[1] = nv_mop_reg(kept->ops[0].reg);
    mi->nops = 2;
    memset(&mi->mods, 0, sizeof mi->mods);
    return;
  }
  for (i = 0; i < mi->ndefs; i++) {
    nv_minst *c = nv_minst_new(mf, NV_PTX_COPY, 1, 2);
    c->ops[0] = nv_mop_reg(mi->ops[i].reg);
    c->ops[1] = nv_mop_reg(kept->ops[i].reg);
    c->ir = mi->ir;
    nv_minst_insert_before(mi, c);
  }
  nv_minst_remove(mi);
}

static int nv_pass_param_opt(nv_mfunc *mf, const nv_options *o) {
  NV_VEC(nv_popt_ld) lds = NV_VEC_INIT;
  nv_mblock *mb;
  nv_minst *mi;
  nv_mdom D;
  nv_mloops L;
  uint32_t seq = 0, i, j, k;
  int changed = 0;
  (void)o;
  if (!mf->is_ssa || !mf->name[0]) return 0;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      if (nv_popt_is_param_load(mf, mi)) {
        nv_popt_ld e;
        e.mi = mi;
        e.seq = seq++;
        e.classes = nv_popt_classes(mf, mi);
        nv_vec_push(&lds, e);
        continue;
      }
      /* any other mention of a parameter symbol: the locations may change or escape */
      for (k = 0; k < mi->nops; k++)
        if (nv_popt_names_param(mf, &mi->ops[k])) {
          nv_vec_free(&lds);
          return 0;
        }
    }
  if (lds.len < 2) {
    nv_vec_free(&lds);
    return 0;
  }
  qsort(lds.data, lds.len, sizeof lds.data[0], nv_popt_cmp);
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  nv_mloops_compute(&L, mf, &D);
  for (i = 0; i < lds.len; i = j) {
    uint32_t ncd = NV_MNONE, mindepth = 0xffffffffu, n = 0;
    nv_minst *kept = NULL;
    for (j = i + 1; j < lds.len && !nv_popt_cmp_key(&lds.data[i], &lds.data[j]); j++) {
    }
    if (j - i < 2) continue;
    for (k = i; k < j; k++) {
      uint32_t b = lds.data[k].mi->parent->index;
      if (D.rpo_num[b] == NV_MNONE) continue; /* unreachable: left as it is */
      ncd = ncd == NV_MNONE ? b : nv_popt_ncd(&D, ncd, b);
      if (L.depth[b] < mindepth) mindepth = L.depth[b];
      n++;
    }
    if (n < 2) continue;
    /* the first load of the group in the common dominator dominates all the others */
    for (k = i; k < j && !kept; k++)
      if (lds.data[k].mi->parent->index == ncd) kept = lds.data[k].mi;
    if (!kept) {
      nv_minst *first = lds.data[i].mi, *term;
      if (L.depth[ncd] > mindepth) continue;
      kept = nv_minst_new(mf, first->opc, first->ndefs, first->nops);
      kept->mods = first->mods;
      kept->ir = first->ir;
      for (k = 0; k < first->nops; k++) kept->ops[k] = first->ops[k];
      for (k = 0; k < first->ndefs; k++) kept->ops[k] = nv_mop_reg(nv_vreg_new(mf, nv_vreg_class(mf, first->ops[k].reg)));
      term = nv_mblock_first_term(D.blocks[ncd]);
      if (term) nv_minst_insert_before(term, kept);
      else nv_minst_append(D.blocks[ncd], kept);
    }
    for (k = i; k < j; k++) {
      nv_minst *m = lds.data[k].mi;
      if (m == kept || D.rpo_num[m->parent->index] == NV_MNONE) continue;
      nv_popt_to_copies(mf, m, kept);
      changed = 1;
    }
  }
  nv_mloops_free(&L);
  nv_mdom_free(&D);
  nv_vec_free(&lds);
  return changed;
}
