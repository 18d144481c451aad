/* mir.c -- construction and editing of machine IR (mir.h). */

static nv_mfunc *nv_mfunc_new(nv_arena *arena, const nv_target *tgt, nv_func *ir) {
  nv_mfunc *mf = NV_NEW(arena, nv_mfunc);
  mf->arena = arena;
  mf->tgt = tgt;
  mf->ir = ir;
  mf->name = ir ? ir->v.name : "";
  nv_vec_push(&mf->vreg_class, (uint8_t)NV_RC_NONE); /* vreg 0: none */
  mf->is_ssa = 1;
  return mf;
}

static nv_mblock *nv_mblock_new(nv_mfunc *mf, const nv_block *ir) {
  nv_mblock *mb = NV_NEW(mf->arena, nv_mblock);
  mb->parent = mf;
  mb->ir = ir;
  mb->prev = mf->last;
  if (mf->last) mf->last->next = mb;
  else mf->first = mb;
  mf->last = mb;
  mb->index = mf->nblocks++;
  return mb;
}

static uint32_t nv_vreg_new(nv_mfunc *mf, nv_regclass rc) {
  nv_vec_push(&mf->vreg_class, (uint8_t)rc);
  return mf->vreg_class.len - 1;
}

static nv_regclass nv_vreg_class(const nv_mfunc *mf, uint32_t reg) {
  return reg < mf->vreg_class.len ? (nv_regclass)mf->vreg_class.data[reg] : NV_RC_NONE;
}

/* Whether accesses in state spaces a and b (NV_SPACE_*) can never meet: two specific
 * spaces other than .shared and .shared::cluster, which holds the CTA's own .shared. */
static int nv_mspaces_disjoint(unsigned a, unsigned b) {
  if (a == NV_SPACE_GENERIC || b == NV_SPACE_GENERIC || a == b) return 0;
  return !((a == NV_SPACE_SHARED && b == NV_SPACE_SHARED_CLUSTER) || (a == NV_SPACE_SHARED_CLUSTER && b == NV_SPACE_SHARED));
}

static nv_minst *nv_minst_new(nv_mfunc *mf, unsigned opc, unsigned ndefs, unsigned nops) {
  nv_minst *mi = NV_NEW(mf->arena, nv_minst);
  mi->opc = (uint16_t)opc;
  mi->ndefs = (uint8_t)ndefs;
  mi->nops = nops;
  mi->ops = nops ? NV_NEW_ARRAY(mf->arena, nv_mop, nops) : NULL;
  return mi;
}

static void nv_minst_append(nv_mblock *mb, nv_minst *mi) {
  mi->parent = mb;
  mi->next = NULL;
  mi->prev = mb->last;
  if (mb->last) mb->last->next = mi;
  else mb->first = mi;
  mb->last = mi;
}

static void nv_minst_insert_before(nv_minst *before, nv_minst *mi) {
  nv_mblock *mb = before->parent;
  mi->parent = mb;
  mi->next = before;
  mi->prev = before->prev;
  if (before->prev) before->prev->next = mi;
  else mb->first = mi;
  before->prev = mi;
}

static void nv_minst_remove(nv_minst *mi) {
  nv_mblock *mb = mi->parent;
  if (!mb) return;
  if (mi->prev) mi->prev->next = mi->next;
  else mb->first = mi->next;
  if (mi->next) mi->next->prev = mi->prev;
  else mb->last = mi->prev;
  mi->prev = mi->next = NULL;
  mi->parent = NULL;
}

static nv_mop nv_mop_reg(uint32_t reg) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_REG;
  o.reg = reg;
  return o;
}

static nv_mop nv_mop_imm(int64_t imm) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_IMM;
  o.imm = imm;
  return o;
}

static nv_mop nv_mop_fpimm(nv_evt vt, uint64_t bits) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_FPIMM;
  o.vt = vt;
  o.imm = (int64_t)bits;
  return o;
}

static nv_mop nv_mop_block(nv_mblock *mb) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_BLOCK;
  o.mbb = mb;
  return o;
}

static nv_mop nv_mop_sym(const char *sym) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_SYM;
  o.sym = sym;
  return o;
}

static nv_mop nv_mop_sreg(nv_sreg s) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_SREG;
  o.sreg = (uint8_t)s;
  return o;
}

static nv_mop nv_mop_addr_reg(uint32_t reg, int64_t off) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_ADDR;
  o.base_kind = NV_MO_REG;
  o.reg = reg;
  o.imm = off;
  return o;
}

static nv_mop nv_mop_addr_sym(const char *sym, int64_t off) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_ADDR;
  o.base_kind = NV_MO_SYM;
  o.sym = sym;
  o.imm = off;
  return o;
}

static nv_mop nv_mop_addr_fi(int32_t fi, int64_t off) {
  nv_mop o;
  memset(&o, 0, sizeof o);
  o.kind = NV_MO_ADDR;
  o.base_kind = NV_MO_IMM;
  o.fi = fi;
  o.imm = off;
  return o;
}

static int32_t nv_frame_new(nv_mfunc *mf, uint64_t size, uint32_t align, int is_spill) {
  nv_frame_obj fo;
  fo.size = size;
  fo.align = align ? align : 1;
  fo.offset = -1;
  fo.is_spill = is_spill ? 1 : 0;
  fo.is_dead = 0;
  nv_vec_push(&mf->frame, fo);
  return (int32_t)mf->frame.len - 1;
}

static void nv_mblock_unlink(nv_mfunc *mf, nv_mblock *mb) {
  if (mb->prev) mb->prev->next = mb->next;
  else mf->first = mb->next;
  if (mb->next) mb->next->prev = mb->prev;
  else mf->last = mb->prev;
  mb->prev = mb->next = NULL;
}

static void nv_mblock_erase(nv_mfunc *mf, nv_mblock *mb) {
  nv_mblock_unlink(mf, mb);
  nv_vec_free(&mb->preds);
  nv_vec_free(&mb->succs);
}

static void nv_mblock_move_before(nv_mfunc *mf, nv_mblock *mb, nv_mblock *before) {
  if (mb == before) return;
  nv_mblock_unlink(mf, mb);
  mb->next = before;
  mb->prev = before->prev;
  if (before->prev) before->prev->next = mb;
  else mf->first = mb;
  before->prev = mb;
}

static nv_mblock *nv_mfunc_split_edge(nv_mfunc *mf, nv_mblock *from, nv_mblock *to) {
  nv_mblock *s = nv_mblock_new(mf, NULL);
  nv_minst *mi, *bra;
  uint32_t i;
  for (mi = nv_mblock_first_term(from); mi; mi = mi->next)
    for (i = 0; i < mi->nops; i++)
      if (mi->ops[i].kind == NV_MO_BLOCK && mi->ops[i].mbb == to) mi->ops[i].mbb = s;
  bra = nv_minst_new_jump(mf, to);
  bra->ir = from->last ? from->last->ir : NULL;
  nv_minst_append(s, bra);
  /* a backward edge (to comes first in layout, as a loop header before its latch) gets
   * its block right after `from`, so the loop stays contiguous and the block before the
   * header still falls into it; a forward edge's block goes just before `to` */
  {
    const nv_mblock *x;
    for (x = to; x && x != from; x = x->next) {}
    if (x && from->next) nv_mblock_move_before(mf, s, from->next);
    else if (!x) nv_mblock_move_before(mf, s, to);
  }
  return s;
}

static void nv_mfunc_number_blocks(nv_mfunc *mf) {
  nv_mblock *mb;
  uint32_t i = 0;
  for (mb = mf->first; mb; mb = mb->next) mb->index = i++;
  mf->nblocks = i;
}

/* Successors are the block operands of the block's branches (a conditional bra followed
 * by an unconditional one or a brx.idx, or a fall-through to the next block); a PHI's
 * block operands name predecessors and add no edge. */
/* Only the terminators at the end of each block are read: block operands sit nowhere
 * else but in PHIs (whose blocks are predecessors, not successors), which the machine
 * verifier checks. The passes ask for the CFG often, and reading every operand of every
 * instruction was most of this function's cost. */
static void nv_mfunc_compute_cfg(nv_mfunc *mf) {
  nv_mblock *mb;
  for (mb = mf->first; mb; mb = mb->next) {
    mb->preds.len = 0;
    mb->succs.len = 0;
  }
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    int falls = 1;
    uint32_t i;
    for (mi = nv_mblock_first_term(mb); mi; mi = mi->next) {
      for (i = 0; i < mi->nops; i++) {
        if (mi->ops[i].kind == NV_MO_BLOCK) {
          /* blocks are visited in order and append themselves to their successors'
           * predecessors, so mb -> s is already there iff s's last predecessor is mb
           * (constant time: a brx.idx names thousands of blocks, many repeatedly) */
          nv_mblock *s = mi->ops[i].mbb;
          if (!s->preds.len || s->preds.data[s->preds.len - 1] != mb) {
            nv_vec_push(&mb->succs, s);
            nv_vec_push(&s->preds, mb);
          }
        }
      }
    }
    if (mb->last && nv_minst_is_barrier(mb->last)) falls = 0;
    if (falls && mb->next) {
      if (!mb->next->preds.len || mb->next->preds.data[mb->next->preds.len - 1] != mb) {
        nv_vec_push(&mb->succs, mb->next);
        nv_vec_push(&mb->next->preds, mb);
      }
    }
  }
}

static int nv_minst_is_term(const nv_minst *mi) { return (nv_ptx_info_of(mi->opc)->flags & NV_PF_TERM) != 0; }

/* Control never goes on to the next instruction: an unpredicated terminator of the PTX
 * table (bra, brx.idx, ret, exit). */
static int nv_minst_is_barrier(const nv_minst *mi) { return nv_minst_is_term(mi) && !mi->pred; }

static int nv_minst_is_jump(const nv_minst *mi) {
  return mi && mi->opc == NV_PTX_BRA && !mi->pred && mi->nops == 1 && mi->ops[0].kind == NV_MO_BLOCK;
}

static nv_minst *nv_minst_new_jump(nv_mfunc *mf, nv_mblock *to) {
  nv_minst *bra = nv_minst_new(mf, NV_PTX_BRA, 0, 1);
  bra->ops[0] = nv_mop_block(to);
  bra->mods.uni = 1;
  return bra;
}

static int nv_mblock_falls_through(const nv_mblock *mb) { return !mb->last || !nv_minst_is_barrier(mb->last); }

static int nv_minst_has_side_effects(const nv_minst *mi) {
  return (nv_ptx_info_of(mi->opc)->flags & (NV_PF_SIDE | NV_PF_TERM | NV_PF_STORE)) != 0 ||
         mi->mods.sem == NV_SEM_VOLATILE;
}

static nv_minst *nv_mblock_first_term(const nv_mblock *mb) {
  nv_minst *mi = mb->last, *first = NULL;
  while (mi && nv_minst_is_term(mi)) {
    first = mi;
    mi = mi->prev;
  }
  return first;
}

/* ---- operands as register reads and writes (mir.h) ---- */

static int nv_minst_def_kills(const nv_minst *mi) { return mi->pred == 0; }

static void nv_minst_for_uses(const nv_minst *mi, void (*fn)(uint32_t reg, void *user), void *user) {
  uint32_t i;
  if (mi->opc == NV_PTX_PHI) return;
  for (i = mi->ndefs; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if (op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG))
      if (op->reg) fn(op->reg, user);
  }
  if (mi->pred) fn(mi->pred, user);
}

static int nv_minst_reads(const nv_minst *mi, uint32_t reg) {
  uint32_t i;
  if (mi->opc == NV_PTX_PHI) return 0;
  if (mi->pred == reg) return 1;
  for (i = mi->ndefs; i < mi->nops; i++) {
    const nv_mop *op = &mi->ops[i];
    if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg == reg)
      return 1;
  }
  return 0;
}

static int nv_minst_writes(const nv_minst *mi, uint32_t reg) {
  uint32_t i;
  for (i = 0; i < mi->ndefs && i < mi->nops; i++)
    if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg == reg) return 1;
  return 0;
}

static int64_t nv_mir_knob(const nv_options *o, nv_knob_id id) {
  static const char *const defaults[] = {
#define NV_X_DEF(id_, name, type, def, help) def,
      NV_KNOBS(NV_X_DEF)
#undef NV_X_DEF
  };
  const char *d;
  if (o && o->knobs) return o->knobs[id];
  d = defaults[id];
  if (!strcmp(d, "true")) return 1;
  if (!strcmp(d, "false")) return 0;
  return strtoll(d, NULL, 10);
}
