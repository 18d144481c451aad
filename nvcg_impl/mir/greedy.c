/* greedy.c -- pressure-driven allocation (seeds/003, "RAGreedy (pressure-driven)"): after
 * PHI elimination, coalescing and block rematerialisation, and before stack slot
 * colouring and frame layout. PTX registers are virtual and ptxas assigns the real ones,
 * so nothing is assigned here: the pass keeps each function's register pressure (MRPA,
 * mir/mrpa.c: 32-bit units, and predicates apart) within the target of
 * nv_mir_reg_target. It works only under a hard cap (-maxreg, or a kernel's maxnreg):
 * without one ptxas may use up to 255 registers and any .local traffic nvcg added would
 * be pure loss; the default target (nv-remat-default-max-reg) only steers block
 * rematerialisation.
 *
 * Each round takes MRPA's per-instruction pressure (updated incrementally from the
 * previous round's edits; verify-update-mcse checks every update), finds the points over
 * the target and counts, per register, the over points its spilling would relieve: those
 * it is live across, neither written there nor read by the next instruction (a reload
 * sits right before its reader, a store right after its writer). The register with the
 * most relief per unit of cost (block-frequency-weighted stores and reloads; half the
 * reloads for a register that can be recomputed) is split and spilled:
 *  - rematerialisation: a register whose one definition has no side effect and reads
 *    only registers that keep their value once written (one definition outside every
 *    cycle) and are live into the blocks that recompute it -- or no register at all:
 *    constants, special registers, addresses, the function's own ld.param -- is
 *    recomputed before its readers instead (no slot);
 *  - otherwise a .local spill slot (a frame object, is_spill) gets a store after every
 *    definition and a reload before readers;
 *  - splitting: within a block, readers share one reload (or the definition's own
 *    register) as long as no over-target point lies between them, so the register
 *    becomes short per-block pieces around its uses instead of one reload per reader.
 * The pieces are never spilled again. A point that was within the target stays so (a
 * piece replaces the register where it is live, and a reload's own point has what was
 * live before its reader), so the rounds end: when no point is over, or no register
 * would relieve one (the point needs more registers than the cap, e.g. one instruction's
 * operands). Not spilled: registers written under a guard predicate (the store would
 * need the guard too). b128 registers spill with ld/st.local.b128: like every b128
 * instruction they need PTX 8.3, which a function with b128 registers already has.
 *
 * Predicates are only ever recomputed, never stored: measured with ptxas -v (sm_86,
 * -maxreg=32 and ptxas -maxrregcount=32), spilling switch_vm's 11 live predicates to
 * .local as bytes (selp / st.local.u8, ld.local.u8 / setp) took it from 20 registers and
 * 184 SASS instructions to 32 and 240: ptxas keeps surplus predicates in general
 * registers far more cheaply than a round trip through memory. Likewise ptxas honours a
 * cap by itself, rematerialising and spilling with full knowledge of the machine, so what
 * this pass buys over handing ptxas the same cap is measured, not assumed: `make bench`
 * (tests/bench/regalloc_figures.py) prints both. What it found (sm_86, the corpus's 94
 * kernels without launch bounds, ptxas -maxrregcount equal to the cap):
 *  - -maxreg=32: the pass acts in 8 functions and ptxas's result is the same as without
 *    it (1848 registers, 128 spill bytes, 13104 SASS instructions; libNVVM -maxreg=32:
 *    1877, 768, 14424);
 *  - -maxreg=16 (ptxas keeps 24 registers for sm_86 anyway): ptxas's own spill bytes go
 *    from 476 to 216 (nbody_f64 376 -> 168, xxh64_rows 84 -> 48), but nvcg's .local code
 *    costs 56 more SASS instructions in total (13304 against 13248), +8 to +32 per
 *    kernel where it spills, fewer only where ptxas spilled more (rmsnorm_rows -40).
 * So under a cap nvcg's PTX is not worse than libNVVM's, but most of the benefit comes
 * from handing ptxas low-pressure PTX; the spills themselves roughly break even. */

static void nv_mir_reg_target(const nv_mfunc *mf, const nv_options *o, nv_reg_target *t) {
  unsigned cap = o ? o->maxreg : 0, fcap = mf->ir ? mf->ir->maxnreg : 0;
  int64_t adj = nv_mir_knob(o, NV_KNOB_REG_TARGET_ADJUST), padj = nv_mir_knob(o, NV_KNOB_PRED_TARGET_ADJUST);
  int64_t units, preds;
  adj = adj < -10 ? -10 : adj > 10 ? 10 : adj;
  padj = padj < -10 ? -10 : padj > 10 ? 10 : padj;
  if (fcap && (!cap || fcap < cap)) cap = fcap;
  t->cap = cap;
  units = (cap ? (int64_t)cap : nv_mir_knob(o, NV_KNOB_NV_REMAT_DEFAULT_MAX_REG)) + adj;
  preds = 7 + padj;
  t->units = units < 1 ? 1u : (unsigned)units;
  t->preds = preds < 1 ? 1u : (unsigned)preds;
}

static void nv_mir_blocks_in_cycle(const nv_mfunc *mf, uint8_t *in_cycle) {
  uint32_t nb = mf->nblocks, *stack = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (nb + 1));
  uint8_t *seen = (uint8_t *)nv_xmalloc(nb + 1);
  nv_mblock **blocks = (nv_mblock **)nv_xcalloc(nb + 1, sizeof(nv_mblock *));
  nv_mblock *mb;
  for (mb = mf->first; mb; mb = mb->next)
    if (mb->index < nb) blocks[mb->index] = mb;
  for (mb = mf->first; mb; mb = mb->next) {
    uint32_t sp = 0, k;
    if (mb->index >= nb) continue;
    memset(seen, 0, nb + 1);
    for (k = 0; k < mb->succs.len; k++)
      if (!seen[mb->succs.data[k]->index]) {
        seen[mb->succs.data[k]->index] = 1;
        stack[sp++] = mb->succs.data[k]->index;
      }
    while (sp && !seen[mb->index]) {
      nv_mblock *x = blocks[stack[--sp]];
      for (k = 0; x && k < x->succs.len; k++)
        if (!seen[x->succs.data[k]->index]) {
          seen[x->succs.data[k]->index] = 1;
          stack[sp++] = x->succs.data[k]->index;
        }
    }
    in_cycle[mb->index] = seen[mb->index];
  }
  nv_xfree(stack);
  nv_xfree(seen);
  nv_xfree(blocks);
}

typedef struct nv_ra_refs {
  uint32_t *ndefs;
  nv_minst **def;
} nv_ra_refs;

typedef struct nv_ra {
  nv_mfunc *mf;
  const nv_options *o;
  nv_reg_target tgt;
  nv_mrpa R;
  nv_mdom D;
  nv_mloops LP;
  nv_mfreq F;
  NV_VEC(uint8_t) fixed;  /* reg -> 1: never spilled (pieces, guarded definitions) */
  double *cover;          /* per register, this round: over points its spill relieves */
  double *cost, *dcost;   /* per register: frequency of its readers / of its writers */
  uint32_t nregs0;        /* registers before the pass (the candidates) */
  int remat_ok;           /* nv-disable-remat off */
  uint8_t *in_cycle;      /* per block */
  unsigned spilled, rematted, stores, reloads, clones; /* for --stats */
  uint64_t spill_bytes;   /* bytes the stores and reloads move, statically */
} nv_ra;

static int nv_ra_over(const nv_ra *A, const nv_rp *p, int pred) {
  return pred ? p->n[NV_RC_PRED] > A->tgt.preds : nv_rp_units(p) > A->tgt.units;
}

static uint8_t nv_ra_fixed(const nv_ra *A, uint32_t r) { return r < A->fixed.len ? A->fixed.data[r] : 1; }

/* A new register that stays as it is (a piece of a split register, a temporary). */
static uint32_t nv_ra_piece(nv_ra *A, nv_regclass rc) {
  uint32_t r = nv_vreg_new(A->mf, rc);
  while (A->fixed.len <= r) nv_vec_push(&A->fixed, (uint8_t)1);
  return r;
}

/* Does any reader of r in block mb need the value from outside (a reader before r's
 * definition d, or any reader in another block)? */
static int nv_ra_reads_in(const nv_mblock *mb, uint32_t r, const nv_minst *d) {
  const nv_minst *mi;
  for (mi = mb->first; mi && mi != d; mi = mi->next)
    if (nv_minst_reads(mi, r)) return 1;
  return 0;
}

/* The definition to recompute instead of spilling r: its only definition, unguarded,
 * with one result, reading nothing anyone writes, and reading only registers that keep
 * their value once written (one definition, outside every cycle) and that are live into
 * every block that would recompute it (so a recomputation reads them where they are live
 * anyway). NULL when there is none. */
static nv_minst *nv_ra_remat_def(const nv_ra *A, uint32_t r, const nv_ra_refs *refs) {
  const nv_mfunc *mf = A->mf;
  nv_minst *def = refs->def[r];
  const nv_mblock *mb;
  uint32_t i, regs[8], nr = 0;
  unsigned fl;
  if (!def || refs->ndefs[r] != 1 || def->pred || def->ndefs != 1) return NULL;
  fl = nv_ptx_info_of(def->opc)->flags;
  if (fl & (NV_PF_SIDE | NV_PF_STORE | NV_PF_TERM)) return NULL;
  if (!strcmp(nv_ptx_info_of(def->opc)->sig, "pseudo") || def->mods.sem != NV_SEM_NONE) return NULL;
  for (i = 1; i < def->nops; i++) {
    const nv_mop *op = &def->ops[i];
    if (op->kind == NV_MO_BLOCK) return NULL;
    if (op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) {
      uint32_t x = op->reg;
      const nv_minst *xd = x < A->nregs0 ? refs->def[x] : NULL;
      if (nr == 8 || !xd || refs->ndefs[x] != 1 || !xd->parent || A->in_cycle[xd->parent->index]) return NULL;
      regs[nr++] = x;
    }
    if (op->kind == NV_MO_SREG && nv_sreg_varies(op->sreg)) return NULL;
  }
  if (fl & NV_PF_LOAD) {
    /* only the function's own parameters: `ld.param [name_param_N]` */
    const nv_mop *a = def->nops == 2 ? &def->ops[1] : NULL;
    size_t n = strlen(mf->name);
    if (def->mods.space != NV_SPACE_PARAM || !a || a->kind != NV_MO_ADDR || a->base_kind != NV_MO_SYM || !a->sym)
      return NULL;
    if (strncmp(a->sym, mf->name, n) || strncmp(a->sym + n, "_param_", 7)) return NULL;
  }
  if (nr)
    for (mb = mf->first; mb; mb = mb->next) {
      if (!nv_ra_reads_in(mb, r, def)) continue;
      for (i = 0; i < nr; i++)
        if (!nv_live_in(&A->R.live, mb, regs[i])) return NULL;
    }
  return def;
}

/* ---- spill code ---- */

static nv_minst *nv_ra_new(nv_ra *A, unsigned opc, unsigned ndefs, unsigned nops, const nv_minst *origin) {
  nv_minst *mi = nv_minst_new(A->mf, opc, ndefs, nops);
  mi->ir = origin ? origin->ir : NULL;
  return mi;
}

static nv_mop nv_ra_slot(int32_t fi) {
  nv_mop m = nv_mop_addr_fi(fi, 0);
  m.sreg = NV_SREG_SPL;
  return m;
}

/* The .local load / store opcode for a register class, or 0 (predicates). */
static unsigned nv_ra_mem_opc(nv_regclass rc, int store) {
  switch (rc) {
  case NV_RC_B16: return store ? NV_PTX_ST_U16 : NV_PTX_LD_U16;
  case NV_RC_B32: return store ? NV_PTX_ST_U32 : NV_PTX_LD_U32;
  case NV_RC_B64: return store ? NV_PTX_ST_U64 : NV_PTX_LD_U64;
  case NV_RC_F32: return store ? NV_PTX_ST_F32 : NV_PTX_LD_F32;
  case NV_RC_F64: return store ? NV_PTX_ST_F64 : NV_PTX_LD_F64;
  case NV_RC_H16: return store ? NV_PTX_ST_B16 : NV_PTX_LD_B16;
  case NV_RC_H32: return store ? NV_PTX_ST_B32 : NV_PTX_LD_B32;
  case NV_RC_B128: return store ? NV_PTX_ST_B128 : NV_PTX_LD_B128;
  default: return 0;
  }
}

static uint32_t nv_ra_slot_size(nv_regclass rc) {
  switch (rc) {
  case NV_RC_B16: case NV_RC_H16: return 2;
  case NV_RC_B64: case NV_RC_F64: return 8;
  case NV_RC_B128: return 16;
  default: return 4;
  }
}

/* Loads the slot's value into register t, before `before`. */
static void nv_ra_emit_reload(nv_ra *A, nv_regclass rc, int32_t fi, uint32_t t, nv_minst *before, const nv_minst *org) {
  nv_minst *ld = nv_ra_new(A, nv_ra_mem_opc(rc, 0), 1, 2, org);
  ld->mods.space = NV_SPACE_LOCAL;
  ld->ops[0] = nv_mop_reg(t);
  ld->ops[1] = nv_ra_slot(fi);
  nv_minst_insert_before(before, ld);
  nv_mrpa_touch_inst(&A->R, ld);
  A->reloads++;
  A->spill_bytes += nv_ra_slot_size(rc);
}

/* Stores register t into the slot, before `before` (NULL: at the end of mb). */
static void nv_ra_emit_store(nv_ra *A, nv_regclass rc, int32_t fi, uint32_t t, nv_mblock *mb, nv_minst *before,
                             const nv_minst *org) {
  nv_minst *st = nv_ra_new(A, nv_ra_mem_opc(rc, 1), 0, 2, org);
  st->mods.space = NV_SPACE_LOCAL;
  st->ops[0] = nv_ra_slot(fi);
  st->ops[1] = nv_mop_reg(t);
  if (before) nv_minst_insert_before(before, st);
  else nv_minst_append(mb, st);
  nv_mrpa_touch_inst(&A->R, st);
  A->stores++;
  A->spill_bytes += nv_ra_slot_size(rc);
}

static void nv_ra_rename(nv_minst *mi, uint32_t from, uint32_t to, int defs) {
  uint32_t i;
  if (defs) {
    for (i = 0; i < mi->ndefs && i < mi->nops; i++)
      if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg == from) mi->ops[i].reg = to;
    return;
  }
  for (i = mi->ndefs; i < mi->nops; i++) {
    nv_mop *op = &mi->ops[i];
    if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg == from)
      op->reg = to;
  }
  if (mi->pred == from) mi->pred = to;
}

/* Does spilling relieve point mi for a register it does not write: is the register's
 * value not needed by the very next instruction? */
static int nv_ra_point_counts(const nv_minst *mi, uint32_t r) {
  return !nv_minst_writes(mi, r) && !(mi->next && nv_minst_reads(mi->next, r));
}

/* Splits and spills register r (or recomputes it when remat is its one definition). */
static void nv_ra_spill(nv_ra *A, uint32_t r, nv_minst *remat) {
  nv_mfunc *mf = A->mf;
  nv_regclass rc = nv_vreg_class(mf, r);
  int pred = rc == NV_RC_PRED;
  int32_t fi = -1;
  nv_mblock *mb;
  NV_VEC(nv_minst *) dead = NV_VEC_INIT;
  uint32_t i;
  if (!remat) {
    uint32_t sz = nv_ra_slot_size(rc);
    fi = nv_frame_new(mf, sz, sz, 1);
    A->spilled++;
  } else {
    A->rematted++;
  }
  nv_live_touch_reg(&A->R.live, r);
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi, *next;
    uint32_t cur = 0;   /* the piece holding r's value here, 0 for none */
    nv_minst *cur_def = NULL; /* remat: the clone or definition that wrote cur */
    uint32_t cur_uses = 0;
    int crossed = 0;    /* an over-target point lies between cur's last reference and here */
    for (mi = mb->first; mi; mi = next) {
      int reads = nv_minst_reads(mi, r), writes = nv_minst_writes(mi, r), counts;
      const nv_rp *p = nv_mrpa_at(&A->R, mi);
      next = mi->next;
      counts = nv_ra_point_counts(mi, r);
      if (reads) {
        if (!cur || crossed) {
          nv_minst *at = nv_minst_is_term(mi) ? nv_mblock_first_term(mb) : mi;
          if (cur_def && !cur_uses) nv_vec_push(&dead, cur_def);
          cur = nv_ra_piece(A, rc);
          cur_uses = 0;
          if (remat) {
            nv_minst *c = nv_ra_new(A, remat->opc, 1, remat->nops, mi);
            c->mods = remat->mods;
            for (i = 0; i < remat->nops; i++) c->ops[i] = remat->ops[i];
            c->ops[0] = nv_mop_reg(cur);
            nv_minst_insert_before(at, c);
            nv_mrpa_touch_inst(&A->R, c);
            cur_def = c;
            A->clones++;
          } else {
            nv_ra_emit_reload(A, rc, fi, cur, at, mi);
            cur_def = NULL;
          }
        }
        nv_ra_rename(mi, r, cur, 0);
        cur_uses++;
      }
      if (writes) {
        uint32_t t = nv_ra_piece(A, rc);
        if (cur_def && !cur_uses) nv_vec_push(&dead, cur_def);
        nv_ra_rename(mi, r, t, 1);
        if (remat) {
          cur_def = mi; /* the definition itself, renamed; removed if nothing reads it */
        } else {
          nv_ra_emit_store(A, rc, fi, t, mb, next, mi);
          cur_def = NULL;
        }
        cur = t;
        cur_uses = 0;
      }
      if (reads || writes) {
        nv_mrpa_touch_inst(&A->R, mi);
        crossed = 0;
      }
      /* over points are judged on this round's pressure (p: the instruction as it was) */
      if (cur && counts && p && nv_ra_over(A, p, pred)) crossed = 1;
    }
    if (cur_def && !cur_uses) nv_vec_push(&dead, cur_def);
  }
  for (i = 0; i < dead.len; i++) {
    nv_mrpa_erase(&A->R, dead.data[i]);
    nv_minst_remove(dead.data[i]);
  }
  nv_vec_free(&dead);
}

/* ---- choosing what to spill ---- */

/* The registers live at a point of the backward walk, as a sparse set (pos[r]: r's
 * place in list + 1, or 0), so that a block starts from its live-out list and an over
 * point visits only what is live, never every register. */
typedef struct nv_ra_walk {
  uint32_t nregs, *pos;
  nv_live_list list;
} nv_ra_walk;

static void nv_ra_walk_add(nv_ra_walk *W, uint32_t reg) {
  if (reg >= W->nregs || W->pos[reg]) return;
  nv_vec_push(&W->list, reg);
  W->pos[reg] = W->list.len;
}

static void nv_ra_walk_remove(nv_ra_walk *W, uint32_t reg) {
  uint32_t at, last;
  if (reg >= W->nregs || !W->pos[reg]) return;
  at = W->pos[reg] - 1;
  last = nv_vec_pop(&W->list);
  if (last != reg) {
    W->list.data[at] = last;
    W->pos[last] = at + 1;
  }
  W->pos[reg] = 0;
}

static void nv_ra_walk_use(uint32_t reg, void *user) { nv_ra_walk_add((nv_ra_walk *)user, reg); }

/* Relief per register: cover[r] += 1 for every over-target point r is live across and
 * spilling r would free. Returns the number of over points. */
static unsigned nv_ra_cover(nv_ra *A) {
  nv_mfunc *mf = A->mf;
  const nv_live *L = &A->R.live;
  nv_ra_walk W;
  nv_mblock *mb;
  unsigned over = 0;
  memset(&W, 0, sizeof W);
  W.nregs = L->nregs;
  W.pos = (uint32_t *)nv_xcalloc((size_t)L->nregs + 1, sizeof(uint32_t));
  memset(A->cover, 0, sizeof(double) * A->nregs0);
  for (mb = mf->first; mb; mb = mb->next) {
    const nv_rp *bm = nv_mrpa_block(&A->R, mb);
    const uint32_t *out;
    uint32_t nout, j;
    nv_minst *mi;
    if (!bm || (!nv_ra_over(A, bm, 0) && !nv_ra_over(A, bm, 1))) continue;
    while (W.list.len) W.pos[nv_vec_pop(&W.list)] = 0;
    out = nv_live_out_regs(L, mb, &nout);
    for (j = 0; j < nout; j++) nv_ra_walk_add(&W, out[j]);
    for (mi = mb->last; mi; mi = mi->prev) {
      const nv_rp *p = nv_mrpa_at(&A->R, mi);
      uint32_t k;
      int ou = p && nv_ra_over(A, p, 0), op = p && nv_ra_over(A, p, 1);
      if (ou || op) {
        over++;
        /* each live register gains the same 1.0 whatever the visiting order */
        for (j = 0; j < W.list.len; j++) {
          uint32_t r = W.list.data[j];
          int is_pred;
          if (r >= A->nregs0 || nv_ra_fixed(A, r)) continue;
          is_pred = nv_vreg_class(mf, r) == NV_RC_PRED;
          if ((is_pred ? op : ou) && nv_ra_point_counts(mi, r)) A->cover[r] += 1.0;
        }
      }
      if (nv_minst_def_kills(mi))
        for (k = 0; k < mi->ndefs && k < mi->nops; k++)
          if (mi->ops[k].kind == NV_MO_REG) nv_ra_walk_remove(&W, mi->ops[k].reg);
      nv_minst_for_uses(mi, nv_ra_walk_use, &W);
    }
  }
  nv_xfree(W.pos);
  nv_vec_free(&W.list);
  return over;
}

static void nv_ra_cost_use(uint32_t reg, void *user) {
  double *c = (double *)((void **)user)[0];
  const double *f = (const double *)((void **)user)[1];
  c[reg] += *f;
}

/* Block-frequency-weighted reloads (cost) and stores (dcost) per register, and its
 * definitions; registers written under a guard become fixed. */
static void nv_ra_costs(nv_ra *A, nv_ra_refs *refs) {
  nv_mblock *mb;
  memset(A->cost, 0, sizeof(double) * A->nregs0);
  memset(A->dcost, 0, sizeof(double) * A->nregs0);
  memset(refs->ndefs, 0, sizeof(uint32_t) * A->nregs0);
  for (mb = A->mf->first; mb; mb = mb->next) {
    double f = mb->index < A->F.nblocks ? A->F.freq[mb->index] : 1.0;
    nv_minst *mi;
    void *ctx[2];
    ctx[0] = A->cost;
    ctx[1] = &f;
    for (mi = mb->first; mi; mi = mi->next) {
      uint32_t k;
      for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
        uint32_t d = mi->ops[k].reg;
        if (mi->ops[k].kind != NV_MO_REG || d >= A->nregs0) continue;
        A->dcost[d] += f;
        refs->ndefs[d]++;
        refs->def[d] = mi;
        if (mi->pred) A->fixed.data[d] = 1; /* a guarded write: its store would need the guard */
      }
      if (mi->opc == NV_PTX_PHI) continue;
      {
        /* reads: only registers below nregs0 are counted */
        uint32_t i;
        for (i = mi->ndefs; i < mi->nops; i++) {
          const nv_mop *op = &mi->ops[i];
          if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg &&
              op->reg < A->nregs0)
            nv_ra_cost_use(op->reg, ctx);
        }
        if (mi->pred && mi->pred < A->nregs0) nv_ra_cost_use(mi->pred, ctx);
      }
    }
  }
}

static int nv_pass_greedy(nv_mfunc *mf, const nv_options *o) {
  nv_ra A;
  nv_ra_refs refs;
  uint32_t r, round;
  int changed = 0;
  memset(&A, 0, sizeof A);
  A.mf = mf;
  A.o = o;
  nv_mir_reg_target(mf, o, &A.tgt);
  if (!A.tgt.cap) return 0;
  A.remat_ok = !nv_mir_knob(o, NV_KNOB_NV_DISABLE_REMAT);
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mrpa_init(&A.R, mf, o);
  {
    /* most functions are within the cap: leave before the CFG analyses */
    nv_mblock *mb;
    int over = 0;
    for (mb = mf->first; mb && !over; mb = mb->next) {
      const nv_rp *bm = nv_mrpa_block(&A.R, mb);
      over = bm && (nv_ra_over(&A, bm, 0) || nv_ra_over(&A, bm, 1));
    }
    if (!over) {
      nv_mrpa_free(&A.R);
      return 0;
    }
  }
  A.nregs0 = mf->vreg_class.len;
  for (r = 0; r < A.nregs0; r++) {
    nv_regclass rc = nv_vreg_class(mf, r);
    nv_vec_push(&A.fixed, (uint8_t)(r == 0 || rc >= NV_RC_COUNT));
  }
  A.cover = (double *)nv_xcalloc(A.nregs0 + 1, sizeof(double));
  A.cost = (double *)nv_xcalloc(A.nregs0 + 1, sizeof(double));
  A.dcost = (double *)nv_xcalloc(A.nregs0 + 1, sizeof(double));
  refs.ndefs = (uint32_t *)nv_xcalloc(A.nregs0 + 1, sizeof(uint32_t));
  refs.def = (nv_minst **)nv_xcalloc(A.nregs0 + 1, sizeof(nv_minst *));
  nv_mdom_compute(&A.D, mf);
  nv_mloops_compute(&A.LP, mf, &A.D);
  nv_mfreq_compute(&A.F, mf, &A.D, &A.LP);
  A.in_cycle = (uint8_t *)nv_xcalloc(mf->nblocks + 1, 1);
  nv_mir_blocks_in_cycle(mf, A.in_cycle);
  for (round = 0; round < A.nregs0; round++) {
    uint32_t best = 0;
    double best_score = 0;
    nv_minst *best_remat = NULL;
    if (!nv_ra_cover(&A)) break;
    nv_ra_costs(&A, &refs);
    for (r = 1; r < A.nregs0; r++) {
      nv_minst *rd;
      double cost, score;
      if (A.cover[r] <= 0 || A.fixed.data[r]) continue;
      rd = A.remat_ok ? nv_ra_remat_def(&A, r, &refs) : NULL;
      if (!rd && !nv_ra_mem_opc(nv_vreg_class(mf, r), 0)) continue; /* predicates: recomputed or left */
      /* a recomputation costs about half a reload and needs no store */
      cost = rd ? 0.5 * A.cost[r] : A.cost[r] + A.dcost[r];
      score = A.cover[r] / (cost > 1e-6 ? cost : 1e-6);
      if (!best || score > best_score) {
        best = r;
        best_score = score;
        best_remat = rd;
      }
    }
    if (!best) break;
    nv_ra_spill(&A, best, best_remat);
    A.fixed.data[best] = 1;
    changed = 1;
    if (!nv_mrpa_update(&A.R)) break; /* verify-update-mcse found a difference: reported */
  }
  if (changed && o && o->print_stats)
    nv_diag(o->diag, NVCG_SEV_REMARK, NULL, 0, 0,
            "stats: greedy: function '%s' (target %u): %u registers spilled (%u stores, %u reloads, %llu bytes), "
            "%u recomputed (%u clones)",
            mf->name, A.tgt.units, A.spilled, A.stores, A.reloads, (unsigned long long)A.spill_bytes, A.rematted,
            A.clones);
  nv_xfree(refs.ndefs);
  nv_xfree(refs.def);
  nv_xfree(A.cover);
  nv_xfree(A.cost);
  nv_xfree(A.dcost);
  nv_xfree(A.in_cycle);
  nv_vec_free(&A.fixed);
  nv_mfreq_free(&A.F);
  nv_mloops_free(&A.LP);
  nv_mdom_free(&A.D);
  nv_mrpa_free(&A.R);
  return changed;
}
