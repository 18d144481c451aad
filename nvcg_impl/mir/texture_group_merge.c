/* texture_group_merge.c -- texture group merge (seeds/000, "Texture Group Merge",
 * cicc's sub_2DDE8C0): within a block, fetches (tex, tld4) from one texture handle that do
 * not depend on each other issue back to back, as early as their operands allow and ahead
 * of the first use of any of their results, so that the texture unit sees them together
 * and their latencies overlap. It runs on SSA machine IR right after machine_sched (which
 * would otherwise reorder them again) and before PHI elimination, through the reusable
 * grouper (mir/instr_grouper.c) with these callbacks: candidate = a tex/tld4 (and, by their
 * knobs, a suld, or a plain ld.shared) keyed by its handle register (for ld.shared: its base
 * register or symbol); form = the same instruction family; merge = nv_igroup_issue_together
 * under a register-pressure check; cleanup = nothing to free.
 *
 * Pressure: as machine_sched does, MRPA is updated after a group moves, and when the
 * block's peak (32-bit units or predicates) went up past the allocator's target
 * (nv_mir_reg_target) the window gets its original order back (a missed remark says so).
 * Nothing crosses a barrier, a store with side effects (sust), a call or inline asm: the
 * grouper never moves anything across them. suld groups only with suld (surfaces are
 * ordered with every store by the scheduling DAG, and a sust ends the segment).
 *
 * Knobs (cicc's names for them are not known; these are nvcg's): texture-group-merge-suld,
 * texture-group-merge-shared, texture-group-merge-max-size. Remarks
 * (pass-remarks=texture-group-merge): "Grouped N texture fetches from %vrK". The seed's 2x2-footprint-to-tld4 rewrite is not done here. */

#define NV_TGM_PASS "texture-group-merge"

enum { NV_TGM_TEX = 1, NV_TGM_SULD, NV_TGM_SHARED };

typedef struct nv_tgm {
  nv_mfunc *mf;
  const nv_options *o;
  nv_mrpa R;
  nv_reg_target target;
  int suld, shared, verify, failed;
  unsigned groups, members, reverted;
} nv_tgm;

/* The handle a template row names inside its first '[' (replace_image_handles.c's
 * nv_rih_handle_op): its register, or a module-scope reference's symbol (keyed by a hash
 * of the name with the top bit set, so that it never equals a register number). */
static int nv_tgm_handle(const nv_minst *mi, uint64_t *key) {
  unsigned op;
  if (!nv_rih_handle_op(mi, &op)) return 0;
  if (mi->ops[op].kind == NV_MO_SYM && mi->ops[op].sym) {
    *key = nv_hash_bytes(mi->ops[op].sym, strlen(mi->ops[op].sym), 0x7e7) | (1ull << 61); /* still set after the family shift */
    return 1;
  }
  if (mi->ops[op].kind != NV_MO_REG) return 0;
  *key = mi->ops[op].reg;
  return 1;
}

static unsigned nv_tgm_family(const nv_tgm *T, const nv_minst *mi) {
  if (mi->pred) return 0;   /* a guarded fetch may not happen: leave it where it is */
  if (mi->opc == NV_PTX_TEX || mi->opc == NV_PTX_TLD4) return NV_TGM_TEX;
  if (mi->opc == NV_PTX_SULD_B) return T->suld ? NV_TGM_SULD : 0;
  if (T->shared && nv_sdag_mem_kind(mi) == NV_SMEM_LOAD && mi->mods.space == NV_SPACE_SHARED) return NV_TGM_SHARED;
  return 0;
}

/* callback 1: candidate identification */
static int nv_tgm_candidate(const nv_minst *mi, uint64_t *key, void *user) {
  const nv_tgm *T = (const nv_tgm *)user;
  unsigned f = nv_tgm_family(T, mi);
  uint32_t i;
  if (!f) return 0;
  if (f != NV_TGM_SHARED) {
    if (!nv_tgm_handle(mi, key)) return 0;
  } else {
    for (i = 0; i < mi->nops && mi->ops[i].kind != NV_MO_ADDR; i++) {}
    if (i == mi->nops) return 0;
    if (mi->ops[i].base_kind == NV_MO_REG) *key = mi->ops[i].reg;
    else if (mi->ops[i].base_kind == NV_MO_SYM && mi->ops[i].sym) *key = nv_hash_bytes(mi->ops[i].sym, strlen(mi->ops[i].sym), 0);
    else return 0;
  }
  *key = (*key << 2) | f;   /* families never share a group */
  return 1;
}

/* callback 2: group formation (the key already names handle and family) */
static int nv_tgm_form(const nv_minst *first, const nv_minst *mi, void *user) {
  const nv_tgm *T = (const nv_tgm *)user;
  return nv_tgm_family(T, first) == nv_tgm_family(T, mi);
}

static void nv_tgm_where(const nv_tgm *T, const nv_minst *mi, const char **file, unsigned *line, unsigned *col) {
  const nv_inst *I = mi->ir;
  *file = NULL;
  *line = *col = 0;
  if (I && I->line && T->mf->ir) {
    *file = nv_module_file(T->mf->ir->module, I->line);
    *line = I->line;
    *col = I->col;
  }
}

/* callback 3: merge execution */
static void nv_tgm_merge(nv_minst **members, unsigned n, void *user) {
  nv_tgm *T = (nv_tgm *)user;
  nv_igroup_window W;
  nv_mblock *mb = members[0]->parent;
  const nv_rp *bp;
  nv_rp before;
  unsigned kept, i, f = nv_tgm_family(T, members[0]);
  int moved, broken;
  const char *what = f == NV_TGM_TEX ? "texture fetches" : f == NV_TGM_SULD ? "surface loads" : "shared-memory loads";
  const char *file;
  unsigned line, col;
  uint64_t key = 0;
  if (T->failed) return;
  memset(&W, 0, sizeof W);
  bp = nv_mrpa_block(&T->R, mb);
  before = *bp;
  kept = nv_igroup_issue_together(T->mf, members, n, &W, &moved, T->verify, &broken);
  if (broken) {
    nv_diag(T->o ? T->o->diag : NULL, NVCG_SEV_ERROR, NULL, 0, 0,
            "texture_group_merge: a group in block %u of '%s' would break a dependence", mb->index,
            T->mf->name ? T->mf->name : "");
    T->failed = 1;
  }
  if (moved) {
    const nv_rp *after;
    unsigned ua, ub = nv_rp_units(&before);
    for (i = 0; i < W.insts.len; i++) nv_mrpa_touch_inst(&T->R, W.insts.data[i]);
    if (!nv_mrpa_update(&T->R)) T->failed = 1;
    after = nv_mrpa_block(&T->R, mb);
    ua = nv_rp_units(after);
    if ((ua > ub && ua > T->target.units) ||
        (after->n[NV_RC_PRED] > before.n[NV_RC_PRED] && after->n[NV_RC_PRED] > T->target.preds)) {
      nv_igroup_restore(&W);
      for (i = 0; i < W.insts.len; i++) nv_mrpa_touch_inst(&T->R, W.insts.data[i]);
      if (!nv_mrpa_update(&T->R)) T->failed = 1;
      T->reverted++;
      nv_tgm_where(T, members[0], &file, &line, &col);
      nv_pass_remark_missed(T->o, NV_TGM_PASS, file, line, col,
                            "Did not group %u %s in %s: register pressure would rise from %u to %u (target %u)",
                            kept, what, T->mf->name ? T->mf->name : "", ub, ua, T->target.units);
      moved = 0;
    }
  }
  if (kept >= 2 && nv_tgm_family(T, members[0]) != NV_TGM_SHARED) nv_tgm_handle(members[0], &key);
  if (moved) {
    T->groups++;
    T->members += kept;
    nv_tgm_where(T, members[0], &file, &line, &col);
    if (f == NV_TGM_SHARED)
      nv_pass_remark(T->o, NV_TGM_PASS, file, line, col, "Grouped %u %s in %s", kept, what,
                     T->mf->name ? T->mf->name : "");
    else if (key >> 61) {
      unsigned op = 0;
      nv_rih_handle_op(members[0], &op);
      nv_pass_remark(T->o, NV_TGM_PASS, file, line, col, "Grouped %u %s from %s in %s", kept, what,
                     members[0]->ops[op].sym, T->mf->name ? T->mf->name : "");
    } else
      nv_pass_remark(T->o, NV_TGM_PASS, file, line, col, "Grouped %u %s from %%vr%llu in %s", kept, what,
                     (unsigned long long)key, T->mf->name ? T->mf->name : "");
  }
  nv_igroup_window_free(&W);
}

/* callback 4: cleanup (the pass allocates nothing per run beyond MRPA, freed below) */
static void nv_tgm_cleanup(void *user) { (void)user; }

/* Candidates in the whole function, counted up to 2. */
static unsigned nv_tgm_count_candidates(nv_tgm *T) {
  const nv_mblock *mb;
  const nv_minst *mi;
  unsigned n = 0;
  uint64_t key;
  for (mb = T->mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next)
      if (nv_tgm_candidate(mi, &key, T) && ++n == 2) return n;
  return n;
}

static int nv_pass_texture_group_merge(nv_mfunc *mf, const nv_options *o) {
  nv_tgm T;
  nv_igroup_cbs cb;
  if (!mf->is_ssa) return 0;
  memset(&T, 0, sizeof T);
  T.mf = mf;
  T.o = o;
  T.suld = nv_mir_knob(o, NV_KNOB_TEXTURE_GROUP_MERGE_SULD) != 0;
  T.shared = nv_mir_knob(o, NV_KNOB_TEXTURE_GROUP_MERGE_SHARED) != 0;
  T.verify = o && o->verify_each;
  memset(&cb, 0, sizeof cb);
  cb.candidate = nv_tgm_candidate;
  cb.form = nv_tgm_form;
  cb.merge = nv_tgm_merge;
  cb.cleanup = nv_tgm_cleanup;
  cb.user = &T;
  cb.max_size = (unsigned)nv_mir_knob(o, NV_KNOB_TEXTURE_GROUP_MERGE_MAX_SIZE);
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mir_reg_target(mf, o, &T.target);
  /* a group needs two candidates: without them MRPA (a liveness computation, most of
   * this pass's time on a function without fetches) would be built for nothing */
  if (nv_tgm_count_candidates(&T) < 2) return 0;
  nv_mrpa_init_blocks(&T.R, mf, o);
  nv_igroup_run(mf, &cb);
  nv_mrpa_free(&T.R);
  return T.groups != 0;
}
