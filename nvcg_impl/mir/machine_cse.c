/* machine_cse.c -- register-pressure-aware MachineCSE on SSA machine IR (seeds/003,
 * "RP-Aware MachineCSE"; seeds/000, MRPA). Instruction selection works block by block, so
 * the same kernel-parameter load, special-register read, cvta, constant or address
 * computation is selected again in every block that uses it; this pass keeps the one that
 * dominates and points the others' readers at it.
 *
 * Walk: the dominator tree in preorder with a scoped table of the pure instructions seen
 * on the path from the entry (hash of opcode, modifiers and operands; equality checked
 * exactly). Pure: one register result, no memory effect, no guard, not a pseudo -- except
 * loads of the function's own parameters (`ld.param [f_param_N]`), which nothing writes --
 * and not a constant move (as cheap as the copy it would become). The unpacking moves
 * (`mov.b32 {%h1, %h2}, %hh1`: the table's rows whose two defs print as one braced
 * vector) count too, with their two results: selection unpacks a
 * half2 once per element read, and one unpack serves both. So do the i128 carry pairs
 * (add.cc + addc, one row).
 *
 * copy-prop-mcse (default on): first, readers of an SSA COPY read its source instead
 * (the copy dies), so that expressions written through copies still match.
 *
 * rp-aware-mcse / pred-aware-mcse (default on): a CSE makes the kept value live longer.
 * Each one is made tentatively, MRPA is updated incrementally (mir/mrpa.c; with
 * verify-update-mcse every update is checked against a full recomputation), and the
 * edit is undone when it pushes the function's peak pressure past the target
 * (nv-remat-default-max-reg 32-bit registers; 7 predicates, the hardware's count) and
 * above what it was. Knobs enable-mcse (true) and disable-machine-cse (false) gate the
 * pass as cicc's do, besides --disable-machine_cse. */

#define NV_MCSE_PRED_TARGET 7u

typedef struct nv_mcse_ent {
  nv_minst *mi;
  uint64_t hash;
  int32_t prev; /* older entry with the same hash key, -1 */
} nv_mcse_ent;

static int nv_mcse_candidate(const nv_mfunc *mf, const nv_minst *mi) {
  unsigned fl = nv_ptx_info_of(mi->opc)->flags;
  uint32_t i;
  /* two-result rows: unpacks (defs printed as one braced vector) and carry pairs */
  if (mi->ndefs == 2 && (nv_ptx_info_of(mi->opc)->sig[0] == '{' || (fl & NV_PF_CARRY_PAIR))) {
    if (mi->ops[1].kind != NV_MO_REG || !mi->ops[1].reg) return 0;
  } else if (mi->ndefs != 1) {
    return 0;
  }
  if (mi->nops < 1 || mi->ops[0].kind != NV_MO_REG || !mi->ops[0].reg || mi->pred) return 0;
  if (mi->opc == NV_PTX_PHI || mi->opc == NV_PTX_COPY || mi->opc == NV_PTX_IMPLICIT_DEF) return 0;
  if (!strcmp(nv_ptx_info_of(mi->opc)->sig, "pseudo")) return 0;
  if (fl & (NV_PF_SIDE | NV_PF_TERM | NV_PF_STORE)) return 0;
  if (mi->mods.sem != NV_SEM_NONE) return 0;
  /* a constant move is as cheap as the copy sharing it would cost, and one register
   * feeding several PHIs cannot be coalesced with all of them (LLVM's MachineCSE skips
   * these "as cheap as a move" instructions for the same reason) */
  if (mi->opc >= NV_PTX_MOV_PRED && mi->opc <= NV_PTX_MOV_B32 && mi->nops == 2 &&
      (mi->ops[1].kind == NV_MO_IMM || mi->ops[1].kind == NV_MO_FPIMM))
    return 0;
  for (i = 1; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if (op->kind == NV_MO_BLOCK) return 0;
    /* special registers whose value can change while the thread runs */
    if (op->kind == NV_MO_SREG && nv_sreg_varies(op->sreg)) return 0;
  }
  if (fl & NV_PF_LOAD) {
    /* only this function's own parameters: `ld.param [name_param_N]` */
    const nv_mop *a = mi->nops == 2 ? &mi->ops[1] : NULL;
    size_t n = strlen(mf->name);
    if (mi->mods.space != NV_SPACE_PARAM || !a || a->kind != NV_MO_ADDR || a->base_kind != NV_MO_SYM || !a->sym)
      return 0;
    if (strncmp(a->sym, mf->name, n) || strncmp(a->sym + n, "_param_", 7)) return 0;
  }
  return 1;
}

static uint64_t nv_mcse_hash(const nv_minst *mi) {
  uint64_t h = nv_hash_bytes(&mi->mods, sizeof mi->mods, NV_FNV_OFFSET);
  uint32_t i;
  h = nv_hash_combine(h, mi->opc);
  h = nv_hash_combine(h, mi->nops);
  for (i = mi->ndefs; i < mi->nops; i++) {
    const nv_mop *o = &mi->ops[i];
    h = nv_hash_combine(h, o->kind);
    h = nv_hash_combine(h, o->base_kind);
    h = nv_hash_combine(h, o->sreg);
    h = nv_hash_combine(h, o->reg);
    h = nv_hash_combine(h, (uint64_t)o->imm);
    h = nv_hash_combine(h, o->vt);
    h = nv_hash_combine(h, (uint64_t)(int64_t)o->fi);
    h = nv_hash_combine(h, o->sym ? nv_hash_bytes(o->sym, strlen(o->sym), NV_FNV_OFFSET) : 0);
  }
  /* integer map keys must avoid the two reserved values */
  return h >> 2;
}

static int nv_mcse_same(const nv_mfunc *mf, const nv_minst *a, const nv_minst *b) {
  uint32_t i;
  if (a->opc != b->opc || a->nops != b->nops || a->ndefs != b->ndefs || memcmp(&a->mods, &b->mods, sizeof a->mods))
    return 0;
  for (i = 0; i < a->ndefs; i++)
    if (nv_vreg_class(mf, a->ops[i].reg) != nv_vreg_class(mf, b->ops[i].reg)) return 0;
  for (i = a->ndefs; i < a->nops; i++) {
    const nv_mop *x = &a->ops[i], *y = &b->ops[i];
    if (x->kind != y->kind || x->base_kind != y->base_kind || x->sreg != y->sreg || x->reg != y->reg ||
        x->imm != y->imm || x->vt != y->vt || x->fi != y->fi)
      return 0;
    if ((x->sym || y->sym) && (!x->sym || !y->sym || strcmp(x->sym, y->sym))) return 0;
  }
  return 1;
}

/* The reads of a register being replaced (instruction, operand index; nops stands for
 * the guard), PHI inputs included, and which result of the instruction being replaced
 * each one reads. */
typedef struct nv_mcse_use {
  nv_minst *mi;
  uint32_t op;
  uint32_t def;
} nv_mcse_use;
typedef NV_VEC(nv_mcse_use) nv_mcse_uses;

/* Per register, the operands that read it, as singly linked lists of sites: built by one
 * scan after copy propagation and kept exact as matches move readers from the removed
 * instruction's registers to the kept one's (an accepted match splices the lists; an
 * undone one leaves them as they were). A match costs its readers instead of a scan of
 * the function for each of its results (that scan per match was quadratic: 7.8M of
 * bitonic_sort.O3's 23.6M in this pass). Sites of removed instructions (parent NULL)
 * stay in the lists and are skipped. Built at the first match, as the pressure is. */
typedef struct nv_mcse_site {
  nv_minst *mi;
  uint32_t op;
  int32_t next; /* next site reading the same register, -1 */
} nv_mcse_site;
typedef struct nv_mcse_readers {
  NV_VEC(nv_mcse_site) sites;
  int32_t *head; /* register -> first site, -1 */
  uint32_t nregs;
} nv_mcse_readers;

static void nv_mcse_add_site(nv_mcse_readers *U, nv_minst *mi, uint32_t op, uint32_t reg) {
  nv_mcse_site s;
  if (!reg || reg >= U->nregs) return;
  s.mi = mi;
  s.op = op;
  s.next = U->head[reg];
  U->head[reg] = (int32_t)U->sites.len;
  nv_vec_push(&U->sites, s);
}

static void nv_mcse_readers_build(nv_mcse_readers *U, nv_mfunc *mf) {
  nv_mblock *mb;
  nv_minst *mi;
  uint32_t r;
  U->nregs = mf->vreg_class.len;
  U->head = (int32_t *)nv_xmalloc(sizeof(int32_t) * ((size_t)U->nregs + 1));
  for (r = 0; r <= U->nregs; r++) U->head[r] = -1;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      uint32_t i;
      for (i = mi->ndefs; i < mi->nops; i++) {
        const nv_mop *o = &mi->ops[i];
        if (o->kind == NV_MO_REG || (o->kind == NV_MO_ADDR && o->base_kind == NV_MO_REG)) nv_mcse_add_site(U, mi, i, o->reg);
      }
      if (mi->pred) nv_mcse_add_site(U, mi, mi->nops, mi->pred);
    }
}

static void nv_mcse_readers_free(nv_mcse_readers *U) {
  nv_vec_free(&U->sites);
  nv_xfree(U->head);
}

static uint32_t nv_mcse_site_reg(const nv_mcse_site *s) {
  return s->op == s->mi->nops ? s->mi->pred : s->mi->ops[s->op].reg;
}

/* Appends the live reads of reg (result `def` of the instruction being replaced). */
static void nv_mcse_collect_uses(const nv_mcse_readers *U, uint32_t reg, uint32_t def, nv_mcse_uses *out) {
  int32_t k;
  if (!reg || reg >= U->nregs) return;
  for (k = U->head[reg]; k >= 0; k = U->sites.data[k].next) {
    const nv_mcse_site *s = &U->sites.data[k];
    nv_mcse_use u;
    if (!s->mi->parent || nv_mcse_site_reg(s) != reg) continue;
    u.mi = s->mi;
    u.op = s->op;
    u.def = def;
    nv_vec_push(out, u);
  }
}

/* An accepted match: from's readers now read to; its list joins to's. */
static void nv_mcse_readers_move(nv_mcse_readers *U, uint32_t from, uint32_t to) {
  int32_t k;
  if (!from || from >= U->nregs || !to || to >= U->nregs || U->head[from] < 0) return;
  for (k = U->head[from]; U->sites.data[k].next >= 0;) k = U->sites.data[k].next;
  U->sites.data[k].next = U->head[to];
  U->head[to] = U->head[from];
  U->head[from] = -1;
}

static void nv_mcse_set_use(nv_mcse_use u, uint32_t reg) {
  if (u.op == u.mi->nops) u.mi->pred = reg;
  else u.mi->ops[u.op].reg = reg;
}

/* The function's peak pressure: 32-bit units and predicates, over the block maxima. */
static void nv_mcse_peak(const nv_mrpa *R, unsigned *units, unsigned *preds) {
  uint32_t b;
  *units = *preds = 0;
  for (b = 0; b < R->nblocks; b++) {
    unsigned u = R->block_units[b];
    if (u > *units) *units = u;
    if (R->block_max[b].n[NV_RC_PRED] > *preds) *preds = R->block_max[b].n[NV_RC_PRED];
  }
}

/* Can an edit push the peak past a target at all? The pressure at a point counts each
 * register at most once, and MCSE creates none, so it never exceeds the units (and
 * predicates) of all the function's registers; below the targets, no edit is ever undone
 * and the pressure analysis (full liveness and a pressure walk at the first match, an
 * update per match) can be left out: the output is the same. Most functions of the
 * clang -O0 corpus have fewer than 70 registers. With verify-update-mcse the analysis is
 * kept, so that its check still runs. */
static int nv_mcse_pressure_can_matter(const nv_mfunc *mf, const nv_options *o, int rp_aware, int pred_aware,
                                       unsigned target) {
  unsigned count[NV_RC_COUNT], c;
  nv_rp all;
  uint32_t r;
  if (nv_mir_knob(o, NV_KNOB_VERIFY_UPDATE_MCSE)) return 1;
  memset(count, 0, sizeof count);
  for (r = 1; r < mf->vreg_class.len; r++)
    if (mf->vreg_class.data[r] < NV_RC_COUNT) count[mf->vreg_class.data[r]]++;
  for (c = 0; c < NV_RC_COUNT; c++) {
    if (count[c] > 0xffffu) return 1;
    all.n[c] = (uint16_t)count[c];
  }
  return (rp_aware && nv_rp_units(&all) > target) || (pred_aware && count[NV_RC_PRED] > NV_MCSE_PRED_TARGET);
}

/* copy-prop-mcse: readers of `d = COPY s` (SSA, same class) read s, PHI inputs
 * included (s's definition dominates the copy, which dominates every reader); the copies
 * go. Chains of copies resolve to their first source. */
static int nv_mcse_copy_prop(nv_mfunc *mf) {
  uint32_t nregs = mf->vreg_class.len, i;
  uint32_t *to = (uint32_t *)nv_xcalloc(nregs + 1, sizeof(uint32_t));
  nv_mblock *mb;
  nv_minst *mi, *next;
  int changed = 0;
  uint32_t ncopies = 0;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      uint32_t d, s;
      if (mi->opc != NV_PTX_COPY || mi->pred || mi->nops != 2 || mi->ops[1].kind != NV_MO_REG) continue;
      d = mi->ops[0].reg;
      s = mi->ops[1].reg;
      if (d && s && d != s && d < nregs && s < nregs && nv_vreg_class(mf, d) == nv_vreg_class(mf, s)) {
        to[d] = s;
        ncopies++;
      }
    }
  if (!ncopies) { /* nothing to rewrite: the walk over every operand is left out */
    nv_xfree(to);
    return 0;
  }
  for (i = 1; i < nregs; i++) {
    uint32_t r = i, guard = 0;
    while (to[r] && guard++ < nregs) r = to[r];
    if (r != i) to[i] = r;
  }
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = next) {
      next = mi->next;
      if (mi->opc == NV_PTX_COPY && mi->ops[0].kind == NV_MO_REG && mi->ops[0].reg < nregs && to[mi->ops[0].reg]) {
        nv_minst_remove(mi);
        changed = 1;
        continue;
      }
      for (i = mi->ndefs; i < mi->nops; i++) {
        nv_mop *op = &mi->ops[i];
        if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg < nregs &&
            to[op->reg])
          op->reg = to[op->reg];
      }
      if (mi->pred && mi->pred < nregs && to[mi->pred]) mi->pred = to[mi->pred];
    }
  nv_xfree(to);
  return changed;
}

static int nv_pass_machine_cse(nv_mfunc *mf, const nv_options *o) {
  nv_mdom D;
  nv_mrpa R;
  nv_map table;
  NV_VEC(nv_mcse_ent) ents = NV_VEC_INIT;
  NV_VEC(uint32_t) stack = NV_VEC_INIT;  /* pairs: block index, entries mark (or ~0 on entry) */
  nv_mcse_uses uses = NV_VEC_INIT;
  nv_mcse_readers readers;
  int changed = 0, rp_aware = (int)nv_mir_knob(o, NV_KNOB_RP_AWARE_MCSE);
  int pred_aware = (int)nv_mir_knob(o, NV_KNOB_PRED_AWARE_MCSE);
  int have_rpa = 0, have_peak = 0;
  unsigned peak_u = 0, peak_p = 0;
  unsigned target = (unsigned)nv_mir_knob(o, NV_KNOB_NV_REMAT_DEFAULT_MAX_REG), kept = 0, undone = 0;
  if (!nv_mir_knob(o, NV_KNOB_ENABLE_MCSE) || nv_mir_knob(o, NV_KNOB_DISABLE_MACHINE_CSE) || !mf->is_ssa) return 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  if (nv_mir_knob(o, NV_KNOB_COPY_PROP_MCSE)) changed |= nv_mcse_copy_prop(mf);
  nv_mdom_compute(&D, mf);
  memset(&readers, 0, sizeof readers);
  if ((rp_aware || pred_aware) && !nv_mcse_pressure_can_matter(mf, o, rp_aware, pred_aware, target))
    rp_aware = pred_aware = 0;
  nv_map_init(&table, NV_MAP_INT);
  if (D.nrpo) {
    nv_vec_push(&stack, D.rpo[0]->index);
    nv_vec_push(&stack, 0xffffffffu);
  }
  while (stack.len) {
    uint32_t mark = nv_vec_pop(&stack), b = nv_vec_pop(&stack), c;
    nv_minst *mi, *next;
    if (mark != 0xffffffffu) {
      /* leaving b's subtree: drop the entries its block added */
      while (ents.len > mark) {
        nv_mcse_ent e = nv_vec_pop(&ents);
        if (e.prev >= 0) nv_map_put(&table, (uintptr_t)e.hash, (uintptr_t)e.prev);
        else nv_map_erase(&table, (uintptr_t)e.hash);
      }
      continue;
    }
    nv_vec_push(&stack, b);
    nv_vec_push(&stack, ents.len);
    for (mi = D.blocks[b]->first; mi; mi = next) {
      uintptr_t at;
      uint64_t h;
      int32_t k;
      next = mi->next;
      if (!nv_mcse_candidate(mf, mi)) continue;
      h = nv_mcse_hash(mi);
      for (k = nv_map_get(&table, (uintptr_t)h, &at) ? (int32_t)at : -1; k >= 0; k = ents.data[k].prev)
        if (nv_mcse_same(mf, ents.data[k].mi, mi)) break;
      if (k >= 0) {
        nv_minst *kept_mi = ents.data[k].mi, *where = mi->next;
        nv_mblock *home = mi->parent;
        unsigned u0 = 0, p0 = 0, u1 = 0, p1 = 0;
        uint32_t i;
        /* the pressure analysis is made at the first match (most functions have none);
         * nothing was changed before it, so it is the function's pressure on entry */
        if ((rp_aware || pred_aware) && !have_rpa) {
          nv_mrpa_init_blocks(&R, mf, o);
          have_rpa = 1;
        }
        if (!readers.head) nv_mcse_readers_build(&readers, mf); /* likewise */
        uses.len = 0;
        for (i = 0; i < mi->ndefs; i++) nv_mcse_collect_uses(&readers, mi->ops[i].reg, i, &uses);
        if (rp_aware || pred_aware) {
          /* the peak before this edit: the one after the last edit, kept (an undone edit
           * leaves the code, so the pressure, as it was) */
          if (!have_peak) nv_mcse_peak(&R, &peak_u, &peak_p);
          have_peak = 1;
          u0 = peak_u;
          p0 = peak_p;
        }
        for (i = 0; i < uses.len; i++) nv_mcse_set_use(uses.data[i], kept_mi->ops[uses.data[i].def].reg);
        if (rp_aware || pred_aware) {
          /* a reader's other registers are read as before: only the one it switches
           * from and the one it switches to are touched */
          for (i = 0; i < uses.len; i++) {
            nv_mrpa_touch_ref(&R, uses.data[i].mi, mi->ops[uses.data[i].def].reg);
            nv_mrpa_touch_ref(&R, uses.data[i].mi, kept_mi->ops[uses.data[i].def].reg);
          }
          for (i = 0; i < kept_mi->ndefs; i++) nv_mrpa_touch_ref(&R, kept_mi, kept_mi->ops[i].reg);
          nv_mrpa_erase(&R, mi);
        }
        nv_minst_remove(mi);
        if (rp_aware || pred_aware) {
          if (!nv_mrpa_update(&R)) break; /* verification failed: reported */
          nv_mcse_peak(&R, &u1, &p1);
          if ((rp_aware && u1 > target && u1 > u0) || (pred_aware && p1 > NV_MCSE_PRED_TARGET && p1 > p0)) {
            /* undo: the instruction comes back and its readers read it again */
            if (where) nv_minst_insert_before(where, mi);
            else nv_minst_append(home, mi);
            for (i = 0; i < uses.len; i++) nv_mcse_set_use(uses.data[i], mi->ops[uses.data[i].def].reg);
            for (i = 0; i < uses.len; i++) {
              nv_mrpa_touch_ref(&R, uses.data[i].mi, mi->ops[uses.data[i].def].reg);
              nv_mrpa_touch_ref(&R, uses.data[i].mi, kept_mi->ops[uses.data[i].def].reg);
            }
            nv_mrpa_touch_inst(&R, mi);
            for (i = 0; i < kept_mi->ndefs; i++) nv_mrpa_touch_ref(&R, kept_mi, kept_mi->ops[i].reg);
            if (!nv_mrpa_update(&R)) break;
            undone++;
            goto remember; /* the kept instruction is a new candidate for what follows */
          }
        }
        for (i = 0; i < mi->ndefs; i++) nv_mcse_readers_move(&readers, mi->ops[i].reg, kept_mi->ops[i].reg);
        peak_u = u1;
        peak_p = p1;
        kept++;
        changed = 1;
        continue;
      }
    remember: {
        nv_mcse_ent e;
        e.mi = mi;
        e.hash = h;
        e.prev = nv_map_get(&table, (uintptr_t)h, &at) ? (int32_t)at : -1;
        nv_vec_push(&ents, e);
        nv_map_put(&table, (uintptr_t)h, ents.len - 1);
      }
    }
    if (o && o->diag && o->diag->errors) break;
    /* children, pushed in reverse so that they are visited in RPO order */
    {
      uint32_t kids[64], nk = 0, j;
      for (c = D.child_first[b]; c != NV_MNONE; c = D.child_next[c]) {
        if (nk == 64) {
          nv_vec_push(&stack, c);
          nv_vec_push(&stack, 0xffffffffu);
          continue;
        }
        kids[nk++] = c;
      }
      for (j = nk; j-- > 0;) {
        nv_vec_push(&stack, kids[j]);
        nv_vec_push(&stack, 0xffffffffu);
      }
    }
  }
  (void)kept;
  (void)undone;
  if (have_rpa) nv_mrpa_free(&R);
  nv_map_free(&table);
  nv_vec_free(&ents);
  nv_vec_free(&stack);
  nv_vec_free(&uses);
  nv_mcse_readers_free(&readers);
  nv_mdom_free(&D);
  return changed;
}
