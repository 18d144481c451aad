/* mrpa.c -- machine register pressure analysis (mir.h, nv_mrpa; seeds/000 "MRPA:
 * Incremental Register Pressure Tracking"): live registers per register class at every
 * instruction and the maximum per block. RP-aware MachineCSE asks it whether an edit
 * raises pressure, --print-reg-pressure prints it, and the pressure-driven allocator and
 * block rematerialisation are meant to steer by it.
 *
 * A block's pressures come from one backward walk from its live-out set. The
 * incremental update is a delta on that: an edit touches the registers it reads and
 * writes and the block it sits in; liveness recomputes only those registers and names
 * the blocks whose live-in or live-out sets changed; only the edited blocks and those
 * are walked again. Per-instruction entries live in a DenseMap keyed by the instruction
 * (LLVM's pointer hash), as cicc keeps them. With verify-update-mcse every update is
 * checked against a from-scratch computation. */

/* 32-bit units per register of each class (predicates: none), from the class table. */
static const unsigned char nv_rp_unit_weight[NV_RC_COUNT] = {
#define NV_X_WEIGHT(name, prefix, decl, b, letter) NV_RC_##name == NV_RC_PRED ? 0 : (b) <= 32 ? 1 : (b) / 32,
    NV_REGCLASSES(NV_X_WEIGHT)
#undef NV_X_WEIGHT
};

static unsigned nv_rp_units(const nv_rp *p) {
  unsigned u = 0, c;
  for (c = 0; c < NV_RC_COUNT; c++) u += p->n[c] * (unsigned)nv_rp_unit_weight[c];
  return u;
}

static void nv_rp_max(nv_rp *into, const nv_rp *p) {
  unsigned c;
  for (c = 0; c < NV_RC_COUNT; c++)
    if (p->n[c] > into->n[c]) into->n[c] = p->n[c];
}

/* The walk over one block: live starts as the live-out set; per instruction (backwards)
 * the pressure is what is live after it plus its dead writes; then its killing writes
 * leave and its reads join. at(mi) gets each instruction's pressure. */
typedef struct nv_rp_walk {
  const nv_mfunc *mf;
  uint64_t *live;   /* scratch bits over the registers, all clear between walks */
  nv_live_list set; /* the registers whose bit the walk set, to clear them after */
  nv_rp cur;
} nv_rp_walk;

static void nv_rp_walk_use(uint32_t reg, void *user) {
  nv_rp_walk *W = (nv_rp_walk *)user;
  nv_regclass rc = nv_vreg_class(W->mf, reg);
  if (nv_bit_test(W->live, reg)) return;
  nv_bit_set(W->live, reg);
  nv_vec_push(&W->set, reg);
  if (rc < NV_RC_COUNT) W->cur.n[rc]++;
}

static void nv_rp_walk_block(const nv_mfunc *mf, const nv_live *L, const nv_mblock *mb, uint64_t *scratch,
                             nv_rp *block_max, nv_map *at, nv_rp_vec *rps) {
  nv_rp_walk W;
  const nv_minst *mi;
  const uint32_t *out;
  uint32_t nout, k;
  memset(&W, 0, sizeof W);
  W.mf = mf;
  W.live = scratch;
  out = nv_live_out_regs(L, mb, &nout);
  for (k = 0; k < nout; k++) nv_rp_walk_use(out[k], &W);
  *block_max = W.cur;
  for (mi = mb->last; mi; mi = mi->prev) {
    nv_rp here = W.cur;
    for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
      uint32_t d = mi->ops[k].reg;
      nv_regclass rc;
      if (mi->ops[k].kind != NV_MO_REG || !d || d >= L->nregs) continue;
      rc = nv_vreg_class(mf, d);
      if (!nv_bit_test(W.live, d) && rc < NV_RC_COUNT) here.n[rc]++; /* dead write */
    }
    nv_rp_max(block_max, &here);
    if (at) {
      uintptr_t idx;
      if (!nv_map_get(at, (uintptr_t)mi, &idx)) {
        idx = rps->len;
        nv_vec_push(rps, here);
        nv_map_put(at, (uintptr_t)mi, idx);
      } else {
        rps->data[idx] = here;
      }
    }
    if (nv_minst_def_kills(mi))
      for (k = 0; k < mi->ndefs && k < mi->nops; k++) {
        uint32_t d = mi->ops[k].reg;
        nv_regclass rc;
        if (mi->ops[k].kind != NV_MO_REG || !d || d >= L->nregs || !nv_bit_test(W.live, d)) continue;
        nv_bit_clear(W.live, d);
        rc = nv_vreg_class(mf, d);
        if (rc < NV_RC_COUNT) W.cur.n[rc]--;
      }
    nv_minst_for_uses(mi, nv_rp_walk_use, &W);
  }
  nv_rp_max(block_max, &W.cur);
  for (k = 0; k < W.set.len; k++) nv_bit_clear(scratch, W.set.data[k]);
  nv_vec_free(&W.set);
}

static void nv_mrpa_scan_all(nv_mrpa *R) {
  const nv_mblock *mb;
  uint64_t *scratch = (uint64_t *)nv_xcalloc(NV_BITS_WORDS(R->live.nregs) + 1, sizeof(uint64_t));
  for (mb = R->mf->first; mb; mb = mb->next)
    if (mb->index < R->nblocks) {
      nv_rp_walk_block(R->mf, &R->live, mb, scratch, &R->block_max[mb->index], R->per_inst ? &R->at : NULL, &R->rp);
      R->block_units[mb->index] = nv_rp_units(&R->block_max[mb->index]);
    }
  nv_xfree(scratch);
}

static void nv_mrpa_setup(nv_mrpa *R, nv_mfunc *mf) {
  R->mf = mf;
  R->nblocks = mf->nblocks;
  nv_live_compute(&R->live, mf);
  nv_map_init(&R->at, NV_MAP_PTR);
  R->block_max = (nv_rp *)nv_xcalloc(R->nblocks + 1, sizeof(nv_rp));
  R->block_units = (unsigned *)nv_xcalloc(R->nblocks + 1, sizeof(unsigned));
  R->dirty_blocks = (uint64_t *)nv_xcalloc(NV_BITS_WORDS(R->nblocks) + 1, sizeof(uint64_t));
  nv_mrpa_scan_all(R);
}

static void nv_mrpa_init_mode(nv_mrpa *R, nv_mfunc *mf, const nv_options *o, int per_inst) {
  memset(R, 0, sizeof *R);
  R->incremental = (int)nv_mir_knob(o, NV_KNOB_INCREMENTAL_UPDATE_MCSE);
  R->verify = (int)nv_mir_knob(o, NV_KNOB_VERIFY_UPDATE_MCSE);
  R->print_verify = (int)nv_mir_knob(o, NV_KNOB_PRINT_VERIFY);
  R->per_inst = per_inst || R->verify;
  R->diag = o ? o->diag : NULL;
  nv_mrpa_setup(R, mf);
}

static void nv_mrpa_init(nv_mrpa *R, nv_mfunc *mf, const nv_options *o) { nv_mrpa_init_mode(R, mf, o, 1); }

/* MCSE, LICM, scheduling, texture grouping and the pipeliner ask only for block maxima:
 * the per-instruction entries (a DenseMap insertion per instruction, a third of the
 * pressure walk) are left out for them. */
static void nv_mrpa_init_blocks(nv_mrpa *R, nv_mfunc *mf, const nv_options *o) { nv_mrpa_init_mode(R, mf, o, 0); }

static void nv_mrpa_free(nv_mrpa *R) {
  nv_live_free(&R->live);
  nv_map_free(&R->at);
  nv_vec_free(&R->rp);
  nv_xfree(R->block_max);
  nv_xfree(R->block_units);
  nv_xfree(R->dirty_blocks);
  memset(R, 0, sizeof *R);
}

static void nv_mrpa_touch_inst(nv_mrpa *R, const nv_minst *mi) {
  nv_live_touch_inst(&R->live, mi);
  if (mi->parent && mi->parent->index < R->nblocks) nv_bit_set(R->dirty_blocks, mi->parent->index);
}

static void nv_mrpa_touch_ref(nv_mrpa *R, const nv_minst *mi, uint32_t reg) {
  nv_live_touch_ref(&R->live, mi, reg);
  if (mi->parent && mi->parent->index < R->nblocks) nv_bit_set(R->dirty_blocks, mi->parent->index);
}

static void nv_mrpa_erase(nv_mrpa *R, const nv_minst *mi) {
  nv_mrpa_touch_inst(R, mi);
  nv_map_erase(&R->at, (uintptr_t)mi);
}

/* Compares R with a from-scratch computation; reports and returns 0 on a difference. */
static int nv_mrpa_verify(nv_mrpa *R) {
  nv_mrpa F;
  const nv_mblock *mb;
  unsigned bad = 0, c;
  nv_buf b = NV_BUF_INIT;
  memset(&F, 0, sizeof F);
  F.per_inst = 1;
  nv_mrpa_setup(&F, R->mf);
  for (mb = R->mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    uint32_t i = mb->index;
    if (memcmp(&F.block_max[i], &R->block_max[i], sizeof(nv_rp))) {
      if (bad++ < 8 && R->print_verify)
        for (c = 0; c < NV_RC_COUNT; c++)
          if (F.block_max[i].n[c] != R->block_max[i].n[c])
            nv_buf_printf(&b, "; block %u class %s: incremental %u, full %u", i, nv_regclass_prefix((nv_regclass)c),
                          R->block_max[i].n[c], F.block_max[i].n[c]);
    }
    for (mi = mb->first; mi; mi = mi->next) {
      const nv_rp *x = nv_mrpa_at(R, mi), *y = nv_mrpa_at(&F, mi);
      if (!x || !y || memcmp(x, y, sizeof(nv_rp))) {
        if (bad++ < 8 && R->print_verify) {
          if (!x || !y) nv_buf_printf(&b, "; block %u: an instruction has no entry", i);
          else
            for (c = 0; c < NV_RC_COUNT; c++)
              if (x->n[c] != y->n[c])
                nv_buf_printf(&b, "; block %u '%s' class %s: incremental %u, full %u", i, nv_ptx_info_of(mi->opc)->tmpl,
                              nv_regclass_prefix((nv_regclass)c), x->n[c], y->n[c]);
        }
      }
    }
  }
  if (bad && R->diag)
    nv_diag(R->diag, NVCG_SEV_ERROR, NULL, 0, 0, "Incorrect RP info from incremental MRPA update (function '%s')%s",
            R->mf->name, b.data ? b.data : "");
  nv_buf_free(&b);
  nv_mrpa_free(&F);
  return bad == 0;
}

static int nv_mrpa_update(nv_mrpa *R) {
  const nv_mblock *mb;
  uint32_t words = NV_BITS_WORDS(R->nblocks), i;
  R->updates++;
  if (!R->incremental) {
    /* the non-incremental mode: everything again */
    nv_live_free(&R->live);
    nv_live_compute(&R->live, R->mf);
    nv_map_clear(&R->at);
    R->rp.len = 0;
    nv_mrpa_scan_all(R);
    R->blocks_rescanned += R->nblocks;
    memset(R->dirty_blocks, 0, sizeof(uint64_t) * (words + 1));
    return 1;
  }
  nv_live_update(&R->live, R->dirty_blocks);
  {
    uint64_t *scratch = (uint64_t *)nv_xcalloc(NV_BITS_WORDS(R->live.nregs) + 1, sizeof(uint64_t));
    for (mb = R->mf->first; mb; mb = mb->next) {
      i = mb->index;
      if (i >= R->nblocks || !nv_bit_test(R->dirty_blocks, i)) continue;
      nv_rp_walk_block(R->mf, &R->live, mb, scratch, &R->block_max[i], R->per_inst ? &R->at : NULL, &R->rp);
      R->block_units[i] = nv_rp_units(&R->block_max[i]);
      R->blocks_rescanned++;
    }
    nv_xfree(scratch);
  }
  memset(R->dirty_blocks, 0, sizeof(uint64_t) * (words + 1));
  return R->verify ? nv_mrpa_verify(R) : 1;
}

static const nv_rp *nv_mrpa_at(const nv_mrpa *R, const nv_minst *mi) {
  uintptr_t idx;
  if (!nv_map_get(&R->at, (uintptr_t)mi, &idx)) return NULL;
  return &R->rp.data[idx];
}

static const nv_rp *nv_mrpa_block(const nv_mrpa *R, const nv_mblock *mb) {
  return mb->index < R->nblocks ? &R->block_max[mb->index] : NULL;
}

/* cicc's extra-machineinstr-printer line, then one line per block with its maxima. */
static void nv_mrpa_report(const nv_mrpa *R, nv_buf *b) {
  const nv_mblock *mb;
  nv_rp fmax;
  unsigned c, units = 0, ninst = 0;
  memset(&fmax, 0, sizeof fmax);
  /* RRegs: the most 32-bit units live at one point (class maxima can sit at different
   * points, so this is not the units of the per-class maxima) */
  for (mb = R->mf->first; mb; mb = mb->next) {
    const nv_minst *mi;
    nv_rp_max(&fmax, &R->block_max[mb->index]);
    for (mi = mb->first; mi; mi = mi->next) {
      const nv_rp *p = nv_mrpa_at(R, mi);
      if (p && nv_rp_units(p) > units) units = nv_rp_units(p);
      ninst++;
    }
  }
  nv_buf_printf(b, "Register pressure of function '%s':\nMax Live RRegs: %u\tPRegs: %u\nFunction Size: %u\n", R->mf->name,
                units, fmax.n[NV_RC_PRED], ninst);
  for (mb = R->mf->first; mb; mb = mb->next) {
    const nv_rp *p = &R->block_max[mb->index];
    const nv_minst *mi;
    unsigned bu = 0;
    for (mi = mb->first; mi; mi = mi->next) {
      const nv_rp *q = nv_mrpa_at(R, mi);
      if (q && nv_rp_units(q) > bu) bu = nv_rp_units(q);
    }
    nv_buf_printf(b, "  block %u: RRegs %u", mb->index, bu);
    for (c = 0; c < NV_RC_COUNT; c++)
      if (p->n[c]) nv_buf_printf(b, " %s=%u", nv_regclass_prefix((nv_regclass)c), p->n[c]);
    nv_buf_putc(b, '\n');
  }
}
