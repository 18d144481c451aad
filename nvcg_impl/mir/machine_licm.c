/* machine_licm.c -- machine loop-invariant code motion (seeds/003: EarlyMachineLICM before
 * MachineCSE on SSA, MachineLICM after register allocation). Instruction selection works
 * block by block, so whatever a loop body needs from outside -- a kernel parameter, a
 * special register, a cvta of a parameter, an address or a shift of one -- is selected
 * again inside the loop when the IR value lives in another block, and runs every
 * iteration. This pass moves such instructions into the loop's preheader.
 *
 * Loops are taken innermost first, so that an instruction hoisted out of an inner loop
 * lands in its preheader, inside the outer loop, and may leave that one too. Within a loop
 * the blocks are walked in RPO, so an instruction whose operands were hoisted a moment ago
 * follows them. An instruction moves when:
 *   - it writes registers only (one or more), each written nowhere else in the function
 *     (SSA before phi_elim; after it, the registers phi_elim and the coalescer left with
 *     one write), has no guard, and is no pseudo (PHI, COPY, IMPLICIT_DEF, call sequences);
 *   - it has no effect besides its results: no store, barrier, fence, atomic, volatile or
 *     ordered access, and no warp-synchronous instruction (shfl, vote, match, redux carry
 *     NV_PF_SIDE: which threads run them is part of their meaning); it reads no special
 *     register that changes while the thread runs (%clock, %warpid, %smid, ...);
 *   - every register it reads is written nowhere inside the loop;
 *   - it is no load, except of memory nothing writes during the kernel: the function's own
 *     parameters (`ld.param [f_param_N]`, never faulting, hoisted from anywhere), and
 *     ld.const, ld.global.nc and loads the PTX table marks invariant, which move only from
 *     blocks that run on every trip through the loop (they dominate every exiting block;
 *     the preheader runs only when the loop does), so no load is made speculative;
 *   - pressure allows it (below).
 * Pure arithmetic from a conditional block is speculated (PTX arithmetic does not trap),
 * as LLVM's MachineLICM does.
 *
 * Pressure rule (MRPA, mir/mrpa.c): the hoisted results stay live across the whole loop,
 * so at any point of the loop the pressure grows by at most their 32-bit units (operands
 * only shrink: they were live across the loop already, their reader being in it). Each
 * loop starts from MRPA's maximum over its blocks; every hoist adds its units to the loop
 * it leaves and to every loop around it, and to the preheader. A hoist is made only when
 * these upper bounds, for the loop, each enclosing loop and the preheader, stay within
 * the register target (nv_mir_reg_target: -maxreg / maxnreg, else
 * nv-remat-default-max-reg 70 units; 7 predicates for predicate results). A move of an
 * immediate (as cheap as the register it would hold) moves only while the bound stays
 * within half the target: rematerialising it costs nothing, keeping it live does.
 *
 * early_machine_licm runs on SSA before machine_cse (which then merges what was hoisted
 * with the same values computed before the loop); knobs enable-mlicm (true) and
 * disable-machine-licm (false) gate it. machine_licm runs after the allocator, on what
 * phi_elim, remat_block and greedy left in loops; disable-postra-machine-licm (false)
 * gates it. With sink-insts-to-avoid-spills (true, NVIDIA's) it keeps the pressure rule,
 * so that it never undoes a rematerialisation the allocator made to stay within the
 * target (no allocator runs after it); off, it hoists whatever is invariant. Loops without
 * a preheader (the header's one outside predecessor leading only to it) are left alone. */

typedef struct nv_mlicm {
  nv_mfunc *mf;
  const nv_options *o;
  const char *pass;
  nv_mdom D;
  nv_mloops L;
  nv_mrpa R;
  int pressure;             /* apply the pressure rule */
  int have_rpa;             /* R and base_* are computed (at the first pressure question) */
  nv_reg_target tgt;
  uint32_t nregs;
  uint32_t *nwrites;        /* register -> writes in the function (saturating at 2) */
  uint32_t *in_loop;        /* register -> epoch of the loop that writes it */
  unsigned *base_units, *base_preds;   /* loop -> MRPA maximum over its blocks */
  unsigned *add_units, *add_preds;     /* loop -> hoisted units live across it */
  unsigned *ph_units, *ph_preds;       /* block -> units hoisted into it */
  unsigned hoisted;
} nv_mlicm;

static unsigned nv_mlicm_reg_units(const nv_mfunc *mf, uint32_t reg) {
  nv_rp p;
  memset(&p, 0, sizeof p);
  p.n[nv_vreg_class(mf, reg)] = 1;
  return nv_rp_units(&p);
}

/* The instruction's PTX name for remarks: its template without the {modifier} slots. */
static const char *nv_mlicm_name(const nv_minst *mi, char *buf, size_t cap) {
  const char *t = nv_ptx_info_of(mi->opc)->tmpl;
  size_t n = 0;
  int depth = 0;
  for (; *t && n + 1 < cap; t++) {
    if (*t == '{') depth++;
    else if (*t == '}') depth--;
    else if (!depth) buf[n++] = *t;
  }
  buf[n] = 0;
  return buf;
}

/* Is the load one of memory nothing writes during the kernel, and does it never fault
 * (*anywhere: it may run where the loop would not have run it)? */
static int nv_mlicm_invariant_load(const nv_mfunc *mf, const nv_minst *mi, int *anywhere) {
  unsigned fl = nv_ptx_info_of(mi->opc)->flags;
  *anywhere = 0;
  if (fl & NV_PF_STORE) return 0;
  if (mi->mods.sem != NV_SEM_NONE || mi->mods.cache == NV_CACHE_VOLATILE) return 0;
  if (mi->mods.space == NV_SPACE_PARAM) {
    /* this function's own parameters: `ld.param [name_param_N]`; call sequences' return
     * values (retval0, written by each call) are not */
    const nv_mop *a = mi->nops == mi->ndefs + 1u ? &mi->ops[mi->ndefs] : NULL;
    size_t n = strlen(mf->name);
    if (!a || a->kind != NV_MO_ADDR || a->base_kind != NV_MO_SYM || !a->sym) return 0;
    if (strncmp(a->sym, mf->name, n) || strncmp(a->sym + n, "_param_", 7)) return 0;
    *anywhere = 1;
    return 1;
  }
  return (fl & NV_PF_INVARIANT) || mi->mods.space == NV_SPACE_CONST || mi->mods.cache == NV_CACHE_NC;
}

/* What machine LICM and machine sinking (machine_sink.c) both require of an instruction
 * they move: it writes registers only, unguarded, has no side effect, no memory semantics,
 * no block operand and reads no special register that changes while the kernel runs;
 * a load only of memory nothing writes (*anywhere: from any block, as the function's own
 * parameters). */
static int nv_mir_code_motion_ok(const nv_mfunc *mf, const nv_minst *mi, int *anywhere) {
  const nv_ptx_info *pi = nv_ptx_info_of(mi->opc);
  uint32_t i;
  *anywhere = 1;
  if (!mi->ndefs || mi->pred) return 0;
  if (!strcmp(pi->sig, "pseudo") || (pi->flags & (NV_PF_SIDE | NV_PF_TERM | NV_PF_STORE | NV_PF_TEMPLATE))) return 0;
  if (nv_minst_has_side_effects(mi) || mi->mods.sem != NV_SEM_NONE) return 0;
  for (i = 0; i < mi->ndefs; i++)
    if (mi->ops[i].kind != NV_MO_REG || !mi->ops[i].reg) return 0;
  for (i = mi->ndefs; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if (op->kind == NV_MO_BLOCK) return 0;
    if (op->kind == NV_MO_SREG && nv_sreg_varies(op->sreg)) return 0;
  }
  return !(pi->flags & NV_PF_LOAD) || nv_mlicm_invariant_load(mf, mi, anywhere);
}

/* The instruction's own properties (not its loop): may it move at all? *load: it is a
 * load that may move only from a block run on every trip; *cheap: a move of an immediate. */
static int nv_mlicm_movable(const nv_mlicm *X, const nv_minst *mi, int *load, int *cheap) {
  uint32_t i;
  int anywhere;
  *load = *cheap = 0;
  if (!nv_mir_code_motion_ok(X->mf, mi, &anywhere)) return 0;
  /* SSA or not, a register written in one place only */
  for (i = 0; i < mi->ndefs; i++)
    if (mi->ops[i].reg >= X->nregs || X->nwrites[mi->ops[i].reg] != 1) return 0;
  *load = !anywhere;
  if (mi->opc >= NV_PTX_MOV_PRED && mi->opc <= NV_PTX_MOV_B32 && mi->nops == 2 &&
      (mi->ops[1].kind == NV_MO_IMM || mi->ops[1].kind == NV_MO_FPIMM))
    *cheap = 1;
  return 1;
}

/* Are all the registers it reads written outside the loop (epoch)? */
static int nv_mlicm_operands_invariant(const nv_mlicm *X, const nv_minst *mi, uint32_t epoch) {
  uint32_t i;
  for (i = mi->ndefs; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg &&
        (op->reg >= X->nregs || X->in_loop[op->reg] == epoch))
      return 0;
  }
  return 1;
}

/* MRPA and each loop's maximum over its blocks. Made at the first candidate, not for
 * every function with a loop: most loops have nothing to hoist, and nothing has moved
 * before the first candidate's question, so it is the same analysis. */
static void nv_mlicm_pressure_setup(nv_mlicm *X) {
  nv_mblock *mb;
  X->have_rpa = 1;
  nv_mir_reg_target(X->mf, X->o, &X->tgt);
  nv_mrpa_init_blocks(&X->R, X->mf, X->o);
  for (mb = X->mf->first; mb; mb = mb->next) {
    const nv_rp *p = nv_mrpa_block(&X->R, mb);
    int32_t l = mb->index < X->L.nblocks ? X->L.innermost[mb->index] : -1;
    unsigned u, pr;
    if (!p) continue;
    u = nv_rp_units(p);
    pr = p->n[NV_RC_PRED];
    /* a block's pressure bounds every loop containing it */
    for (; l >= 0; l = X->L.loops[l].parent) {
      if (u > X->base_units[l]) X->base_units[l] = u;
      if (pr > X->base_preds[l]) X->base_preds[l] = pr;
    }
  }
}

/* The pressure rule for hoisting results of (units, preds) out of loop li into ph. */
static int nv_mlicm_fits(nv_mlicm *X, uint32_t li, const nv_mblock *ph, unsigned units, unsigned preds, int cheap) {
  unsigned lim_u, lim_p;
  int32_t a;
  const nv_rp *pb;
  if (!X->pressure) return 1;
  if (!X->have_rpa) nv_mlicm_pressure_setup(X);
  lim_u = X->tgt.units;
  lim_p = X->tgt.preds;
  if (cheap) {
    lim_u /= 2;
    lim_p /= 2;
  }
  for (a = (int32_t)li; a >= 0; a = X->L.loops[a].parent) {
    if (units && X->base_units[a] + X->add_units[a] + units > lim_u) return 0;
    if (preds && X->base_preds[a] + X->add_preds[a] + preds > lim_p) return 0;
  }
  pb = nv_mrpa_block(&X->R, ph);
  if (pb) {
    if (units && nv_rp_units(pb) + X->ph_units[ph->index] + units > lim_u) return 0;
    if (preds && pb->n[NV_RC_PRED] + X->ph_preds[ph->index] + preds > lim_p) return 0;
  }
  return 1;
}

static void nv_mlicm_loop(nv_mlicm *X, uint32_t li) {
  const nv_mloop *lp = &X->L.loops[li];
  nv_mblock *ph = lp->preheader, *mb;
  nv_minst *mi, *next, *at;
  NV_VEC(nv_mblock *) exiting = NV_VEC_INIT;
  uint32_t epoch = li + 1, k, j;
  if (!ph) return;
  /* the registers the loop writes, and its exiting blocks */
  for (k = 0; k < X->D.nrpo; k++) {
    mb = X->D.rpo[k];
    if (!nv_mloop_contains(&X->L, li, mb)) continue;
    for (mi = mb->first; mi; mi = mi->next)
      for (j = 0; j < mi->ndefs; j++)
        if (mi->ops[j].kind == NV_MO_REG && mi->ops[j].reg < X->nregs) X->in_loop[mi->ops[j].reg] = epoch;
    for (j = 0; j < mb->succs.len; j++)
      if (!nv_mloop_contains(&X->L, li, mb->succs.data[j])) {
        nv_vec_push(&exiting, mb);
        break;
      }
  }
  at = nv_mblock_first_term(ph);
  for (k = 0; k < X->D.nrpo; k++) {
    int every_trip = -1;
    mb = X->D.rpo[k];
    if (!nv_mloop_contains(&X->L, li, mb)) continue;
    for (mi = mb->first; mi; mi = next) {
      int load, cheap;
      unsigned units = 0, preds = 0;
      int32_t a;
      char nm[48];
      next = mi->next;
      if (!nv_mlicm_movable(X, mi, &load, &cheap) || !nv_mlicm_operands_invariant(X, mi, epoch)) continue;
      if (load) {
        if (every_trip < 0) {
          /* a loop with no exit may never reach a block other than its header */
          every_trip = exiting.len || mb == lp->header;
          for (j = 0; j < exiting.len; j++)
            if (!nv_mdom_dominates(&X->D, mb, exiting.data[j])) every_trip = 0;
        }
        if (!every_trip) continue;
      }
      for (j = 0; j < mi->ndefs; j++) {
        if (nv_vreg_class(X->mf, mi->ops[j].reg) == NV_RC_PRED) preds++;
        else units += nv_mlicm_reg_units(X->mf, mi->ops[j].reg);
      }
      if (!nv_mlicm_fits(X, li, ph, units, preds, cheap)) {
        if (X->o)
          nv_pass_remark_missed(X->o, X->pass, mi->ir && mi->ir->line && X->mf->ir ? nv_module_file(X->mf->ir->module, mi->ir->line) : NULL,
                                mi->ir ? mi->ir->line : 0, mi->ir ? mi->ir->col : 0, "%s left in its loop (header block %u) in %s: register pressure",
                                nv_mlicm_name(mi, nm, sizeof nm), lp->header->index, X->mf->name);
        continue;
      }
      nv_minst_remove(mi);
      if (at) nv_minst_insert_before(at, mi);
      else nv_minst_append(ph, mi);
      for (j = 0; j < mi->ndefs; j++) X->in_loop[mi->ops[j].reg] = 0;
      for (a = (int32_t)li; a >= 0; a = X->L.loops[a].parent) {
        X->add_units[a] += units;
        X->add_preds[a] += preds;
      }
      X->ph_units[ph->index] += units;
      X->ph_preds[ph->index] += preds;
      X->hoisted++;
      if (X->o)
        nv_pass_remark(X->o, X->pass, mi->ir && mi->ir->line && X->mf->ir ? nv_module_file(X->mf->ir->module, mi->ir->line) : NULL,
                       mi->ir ? mi->ir->line : 0, mi->ir ? mi->ir->col : 0, "hoisted %s out of the loop (header block %u) in %s", nv_mlicm_name(mi, nm, sizeof nm),
                       lp->header->index, X->mf->name);
    }
  }
  nv_vec_free(&exiting);
}

static int nv_mlicm_run(nv_mfunc *mf, const nv_options *o, const char *pass, int pressure) {
  nv_mlicm X;
  nv_mblock *mb;
  nv_minst *mi;
  uint32_t i, j;
  memset(&X, 0, sizeof X);
  X.mf = mf;
  X.o = o;
  X.pass = pass;
  X.pressure = pressure;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&X.D, mf);
  nv_mloops_compute(&X.L, mf, &X.D);
  if (!X.L.n) {
    nv_mloops_free(&X.L);
    nv_mdom_free(&X.D);
    return 0;
  }
  X.nregs = mf->vreg_class.len;
  X.nwrites = (uint32_t *)nv_xcalloc(X.nregs + 1, sizeof(uint32_t));
  X.in_loop = (uint32_t *)nv_xcalloc(X.nregs + 1, sizeof(uint32_t));
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next)
      for (j = 0; j < mi->ndefs; j++)
        if (mi->ops[j].kind == NV_MO_REG && mi->ops[j].reg < X.nregs && X.nwrites[mi->ops[j].reg] < 2)
          X.nwrites[mi->ops[j].reg]++;
  X.base_units = (unsigned *)nv_xcalloc(X.L.n, sizeof(unsigned));
  X.base_preds = (unsigned *)nv_xcalloc(X.L.n, sizeof(unsigned));
  X.add_units = (unsigned *)nv_xcalloc(X.L.n, sizeof(unsigned));
  X.add_preds = (unsigned *)nv_xcalloc(X.L.n, sizeof(unsigned));
  X.ph_units = (unsigned *)nv_xcalloc(mf->nblocks + 1, sizeof(unsigned));
  X.ph_preds = (unsigned *)nv_xcalloc(mf->nblocks + 1, sizeof(unsigned));
  /* innermost first: a loop comes after the loops around it */
  for (i = X.L.n; i-- > 0;) nv_mlicm_loop(&X, i);
  if (X.have_rpa) nv_mrpa_free(&X.R);
  nv_xfree(X.nwrites);
  nv_xfree(X.in_loop);
  nv_xfree(X.base_units);
  nv_xfree(X.base_preds);
  nv_xfree(X.add_units);
  nv_xfree(X.add_preds);
  nv_xfree(X.ph_units);
  nv_xfree(X.ph_preds);
  nv_mloops_free(&X.L);
  nv_mdom_free(&X.D);
  return X.hoisted != 0;
}

static int nv_pass_early_machine_licm(nv_mfunc *mf, const nv_options *o) {
  if (!nv_mir_knob(o, NV_KNOB_ENABLE_MLICM) || nv_mir_knob(o, NV_KNOB_DISABLE_MACHINE_LICM) || !mf->is_ssa) return 0;
  return nv_mlicm_run(mf, o, "early_machine_licm", 1);
}

static int nv_pass_machine_licm(nv_mfunc *mf, const nv_options *o) {
  if (nv_mir_knob(o, NV_KNOB_DISABLE_POSTRA_MACHINE_LICM)) return 0;
  return nv_mlicm_run(mf, o, "machine_licm", nv_mir_knob(o, NV_KNOB_SINK_INSTS_TO_AVOID_SPILLS) != 0);
}
