/* emit.c -- scheduling and emission: the selected DAG of one block becomes machine
 * instructions appended to the block's machine block (data flow: select -> emit ->
 * machine passes).
 *
 * The scheduler is a list scheduler in source order, like LLVM's "source" scheduler at
 * -O0: among the nodes whose operands are all emitted it takes the one from the earliest
 * IR instruction (ties by creation order), keeping branches last. ptxas reschedules for
 * the hardware, so nothing cleverer pays here.
 *
 * Each machine node's value results get fresh virtual registers of the class of their
 * type. Operands follow the row's signature: constants become immediates where the row
 * takes one and are materialised with a mov (once per block) where it does not; symbol
 * and frame-index leaves become addresses or are materialised the same way. Registers
 * read with COPY_FROM_REG are used directly; COPY_TO_REG becomes a COPY, or nothing when
 * the copied value's only use is that copy (the defining instruction then writes the
 * target register itself). */

typedef struct nv_emitter {
  nv_isel *s;
  nv_mfunc *mf;
  nv_mblock *mb;
  uint32_t **resv;   /* node id -> vreg of each result (arena arrays), NULL until emitted */
  uint32_t *mat;     /* node id -> vreg a leaf was materialised into, 0 = not yet */
  uint32_t nids;
  int failed;
} nv_emitter;

static void nv_emit_fail(nv_emitter *E, const nv_sdnode *n, const char *what) {
  if (!E->failed) nv_isel_error(E->s, n ? n->ir : NULL, "%s", what);
  E->failed = 1;
}

static nv_regclass nv_emit_class(nv_emitter *E, nv_evt vt, const nv_sdnode *n) {
  nv_regclass rc = nv_target_regclass(E->s->tgt, vt);
  if (rc == NV_RC_NONE) {
    nv_buf b = NV_BUF_INIT;
    nv_buf_puts(&b, "value of type ");
    nv_evt_print(&b, vt);
    nv_buf_printf(&b, " has no register class on sm_%u (type legalisation did not run on it)", E->s->tgt->sm);
    nv_emit_fail(E, n, b.data);
    nv_buf_free(&b);
    return NV_RC_B32;
  }
  return rc;
}

/* An integer constant as a (sign-extended) immediate: PTX reads -1 for an all-ones .u32. */
static int64_t nv_emit_imm(const nv_sdnode *n) {
  uint64_t v = n->u.c.lo;
  unsigned b = n->op == NV_ISD_CONSTANT ? nv_evt_bits(n->vts[0]) : 64;
  if (b == 1) return (int64_t)(v & 1);
  if (b && b < 64 && ((v >> (b - 1)) & 1)) v |= ~0ull << b;
  return (int64_t)v;
}

static nv_minst *nv_emit_new(nv_emitter *E, unsigned opc, unsigned ndefs, unsigned nops, const nv_sdnode *n) {
  nv_minst *mi = nv_minst_new(E->mf, opc, ndefs, nops);
  mi->ir = n ? n->ir : NULL;
  nv_cg_use_row(E->s->cg, opc);
  return mi;
}

static uint32_t *nv_emit_resv(nv_emitter *E, nv_sdnode *n) {
  if (n->id >= E->nids) return NULL;
  if (!E->resv[n->id]) E->resv[n->id] = NV_NEW_ARRAY(E->s->arena, uint32_t, n->nres ? n->nres : 1);
  return E->resv[n->id];
}

/* Materialises a leaf (constant, symbol, frame index, undef) into a register. */
static uint32_t nv_emit_materialize(nv_emitter *E, nv_sdnode *n) {
  nv_evt vt = n->vts[0];
  uint32_t r;
  nv_minst *mi;
  if (n->id < E->nids && E->mat[n->id]) return E->mat[n->id];
  switch (n->op) {
  case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP: {
    nv_regclass rc = nv_emit_class(E, vt, n);
    unsigned row = nv_sel_mov_row(vt);
    r = nv_vreg_new(E->mf, rc);
    if (vt == NV_EVT_INT(128)) {
      /* two 64-bit halves, packed */
      nv_minst *lo = nv_emit_new(E, NV_PTX_MOV_U64, 1, 2, n), *hi = nv_emit_new(E, NV_PTX_MOV_U64, 1, 2, n);
      uint32_t a = nv_vreg_new(E->mf, NV_RC_B64), b = nv_vreg_new(E->mf, NV_RC_B64);
      lo->ops[0] = nv_mop_reg(a);
      lo->ops[1] = nv_mop_imm((int64_t)n->u.c.lo);
      hi->ops[0] = nv_mop_reg(b);
      hi->ops[1] = nv_mop_imm((int64_t)n->u.c.hi);
      nv_minst_append(E->mb, lo);
      nv_minst_append(E->mb, hi);
      mi = nv_emit_new(E, NV_PTX_PACK_B128, 1, 3, n);
      mi->ops[0] = nv_mop_reg(r);
      mi->ops[1] = nv_mop_reg(a);
      mi->ops[2] = nv_mop_reg(b);
      nv_minst_append(E->mb, mi);
      break;
    }
    mi = nv_emit_new(E, row, 1, 2, n);
    mi->ops[0] = nv_mop_reg(r);
    if (n->op == NV_ISD_CONSTANT_FP && (row == NV_PTX_MOV_F32 || row == NV_PTX_MOV_F64)) mi->ops[1] = nv_mop_fpimm(vt, n->u.c.lo);
    else mi->ops[1] = nv_mop_imm(nv_emit_imm(n));
    nv_minst_append(E->mb, mi);
    break;
  }
  case NV_ISD_GLOBAL_ADDRESS: case NV_ISD_EXTERNAL_SYMBOL: {
    const char *name = n->op == NV_ISD_EXTERNAL_SYMBOL ? n->u.sym : nv_cg_name(E->s->cg, n->u.ga.gv);
    int64_t off = n->op == NV_ISD_GLOBAL_ADDRESS ? n->u.ga.off : 0;
    /* a module-scope reference's handle, or an image parameter's: the rows
     * replace_image_handles follows */
    unsigned ref = n->op == NV_ISD_EXTERNAL_SYMBOL         ? nv_isel_image_param_kind(E->s, name)
                   : n->u.ga.gv->kind == NV_V_GLOBAL ? ((nv_global *)n->u.ga.gv)->texref
                                                     : (unsigned)NV_TEXREF_NONE;
    r = nv_vreg_new(E->mf, NV_RC_B64);
    mi = nv_emit_new(E,
                     ref == NV_TEXREF_SURFACE   ? NV_PTX_MOV_U64_SURFREF
                     : ref == NV_TEXREF_TEXTURE ? NV_PTX_MOV_U64_TEXREF
                                                : NV_PTX_MOV_U64_SYM,
                     1, 2, n);
    mi->ops[0] = nv_mop_reg(r);
    mi->ops[1] = nv_mop_sym(name);
    nv_minst_append(E->mb, mi);
    if (n->op == NV_ISD_GLOBAL_ADDRESS && n->u.ga.gv->kind == NV_V_GLOBAL && ((nv_global *)n->u.ga.gv)->addrspace == 0) {
      /* a global in the generic address space lives in .global: convert its address */
      uint32_t g = nv_vreg_new(E->mf, NV_RC_B64);
      mi = nv_emit_new(E, NV_PTX_CVTA_GLOBAL_U64, 1, 2, n);
      mi->ops[0] = nv_mop_reg(g);
      mi->ops[1] = nv_mop_reg(r);
      nv_minst_append(E->mb, mi);
      r = g;
    }
    if (off) {
      uint32_t t = nv_vreg_new(E->mf, NV_RC_B64);
      mi = nv_emit_new(E, NV_PTX_ADD_S64, 1, 3, n);
      mi->ops[0] = nv_mop_reg(t);
      mi->ops[1] = nv_mop_reg(r);
      mi->ops[2] = nv_mop_imm(off);
      nv_minst_append(E->mb, mi);
      r = t;
    }
    break;
  }
  case NV_ISD_FRAME_INDEX:
    r = nv_vreg_new(E->mf, NV_RC_B64);
    mi = nv_emit_new(E, NV_PTX_LEA, 1, 2, n);
    mi->ops[0] = nv_mop_reg(r);
    mi->ops[1] = nv_mop_addr_fi(n->u.fi, 0);
    mi->ops[1].sreg = NV_SREG_SP;
    nv_minst_append(E->mb, mi);
    E->mf->uses_sp = 1;
    break;
  case NV_ISD_UNDEF: case NV_ISD_POISON:
    r = nv_vreg_new(E->mf, nv_emit_class(E, vt, n));
    mi = nv_emit_new(E, NV_PTX_IMPLICIT_DEF, 1, 1, n);
    mi->ops[0] = nv_mop_reg(r);
    nv_minst_append(E->mb, mi);
    break;
  default:
    nv_emit_fail(E, n, "internal error: cannot materialise this leaf");
    return 0;
  }
  if (n->id < E->nids) E->mat[n->id] = r;
  return r;
}

/* The register holding a DAG value (materialising leaves). */
static uint32_t nv_emit_reg(nv_emitter *E, nv_sdval v) {
  nv_sdnode *n = v.n;
  uint32_t *rv;
  switch (n->op) {
  case NV_ISD_REGISTER: return n->u.reg;
  case NV_ISD_COPY_FROM_REG: return nv_sdop(n, 1).n->u.reg;
  case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP: case NV_ISD_GLOBAL_ADDRESS: case NV_ISD_EXTERNAL_SYMBOL:
  case NV_ISD_FRAME_INDEX: case NV_ISD_UNDEF: case NV_ISD_POISON:
    return nv_emit_materialize(E, n);
  case NV_ISD_MACHINE:
    rv = nv_emit_resv(E, n);
    if (rv && rv[v.r]) return rv[v.r];
    nv_emit_fail(E, n, "internal error: machine value used before it was emitted");
    return 0;
  default: {
    char msg[128];
    snprintf(msg, sizeof msg, "internal error: node '%s' was not selected", nv_isd_name(n->op));
    nv_emit_fail(E, n, msg);
    return 0;
  }
  }
}

static nv_mblock *nv_emit_block_of(nv_emitter *E, const nv_sdnode *n) { return nv_isel_mbb(E->s, n->u.bb); }

/* An address operand: base leaf or register, plus the offset constant. */
static nv_mop nv_emit_addr(nv_emitter *E, nv_sdval base, nv_sdval off, unsigned space) {
  int64_t o = (int64_t)off.n->u.c.lo;
  nv_mop m;
  switch (base.n->op) {
  case NV_ISD_GLOBAL_ADDRESS:
    if (base.n->u.ga.gv->kind == NV_V_GLOBAL && ((nv_global *)base.n->u.ga.gv)->addrspace == 0) break;
    return nv_mop_addr_sym(nv_cg_name(E->s->cg, base.n->u.ga.gv), o + base.n->u.ga.off);
  case NV_ISD_EXTERNAL_SYMBOL: return nv_mop_addr_sym(base.n->u.sym, o);
  case NV_ISD_FRAME_INDEX:
    if (space != NV_SPACE_GENERIC && space != NV_SPACE_LOCAL) break;
    m = nv_mop_addr_fi(base.n->u.fi, o);
    m.sreg = space == NV_SPACE_LOCAL ? NV_SREG_SPL : NV_SREG_SP;
    if (space == NV_SPACE_LOCAL) E->mf->uses_spl = 1;
    else E->mf->uses_sp = 1;
    return m;
  default: break;
  }
  return nv_mop_addr_reg(nv_emit_reg(E, base), o);
}

/* A use operand per the signature letters. */
static nv_mop nv_emit_use(nv_emitter *E, const nv_sigop *so, nv_sdval v) {
  nv_sdnode *n = v.n;
  if (n->op == NV_ISD_CONSTANT && nv_sig_allows(so, 'S')) return nv_mop_sreg((nv_sreg)n->u.c.lo);
  if (n->op == NV_ISD_CONSTANT && nv_sig_allows(so, 'i')) return nv_mop_imm(nv_emit_imm(n));
  if (n->op == NV_ISD_CONSTANT_FP && nv_sig_allows(so, 'i')) {
    nv_evt vt = n->vts[0];
    if (vt == NV_SC_F32 || vt == NV_SC_F64) return nv_mop_fpimm(vt, n->u.c.lo);
  }
  if (n->op == NV_ISD_BASIC_BLOCK) return nv_mop_block(nv_emit_block_of(E, n));
  if (nv_sig_allows(so, 's')) {
    if (n->op == NV_ISD_GLOBAL_ADDRESS) return nv_mop_sym(nv_cg_name(E->s->cg, n->u.ga.gv));
    if (n->op == NV_ISD_EXTERNAL_SYMBOL) return nv_mop_sym(n->u.sym);
  }
  return nv_mop_reg(nv_emit_reg(E, v));
}

/* Pseudo rows: constants become immediates, symbols symbols, values registers. */
static nv_mop nv_emit_pseudo_use(nv_emitter *E, nv_sdval v) {
  nv_sdnode *n = v.n;
  switch (n->op) {
  case NV_ISD_CONSTANT: return nv_mop_imm((int64_t)n->u.c.lo);
  case NV_ISD_UNDEF: return nv_mop_imm(0);
  case NV_ISD_GLOBAL_ADDRESS: return nv_mop_sym(nv_cg_name(E->s->cg, n->u.ga.gv));
  case NV_ISD_EXTERNAL_SYMBOL: return nv_mop_sym(n->u.sym);
  case NV_ISD_BASIC_BLOCK: return nv_mop_block(nv_emit_block_of(E, n)); /* brx.idx targets */
  default: return nv_mop_reg(nv_emit_reg(E, v));
  }
}

static int nv_is_chain_operand(nv_sdval v) {
  unsigned op = v.n->op;
  return nv_sdval_vt(v) == NV_EVT_OTHER && op != NV_ISD_BASIC_BLOCK && op != NV_ISD_CONDCODE && op != NV_ISD_VALUETYPE;
}

static const nv_sig *nv_cg_row_sig(nv_cg *cg, unsigned opc) {
  nv_sig *s;
  if (opc < NV_PTX_COUNT && cg->sig_of[opc]) return cg->sig_of[opc];
  s = NV_NEW(&cg->arena, nv_sig);
  nv_sig_parse(nv_ptx_info_of(opc)->sig, s);
  if (opc < NV_PTX_COUNT) cg->sig_of[opc] = s;
  return s;
}

/* The most operands (defs and uses together) one machine instruction built here has: the
 * 128 registers of tcgen05.ld/st's widest forms, the text, the tensor-memory address and a
 * margin (ndefs is a uint8_t: at most 255 defs). */
#define NV_EMIT_MAX_OPS 136
#define NV_EMIT_MAX_OPS_STR "136"

static void nv_emit_machine(nv_emitter *E, nv_sdnode *n) {
  const nv_sig *sigp = nv_cg_row_sig(E->s->cg, n->mopc);
  unsigned vec = n->mods && n->mods->vec > 1 ? n->mods->vec : 1;
  unsigned i, k, nmops = 0, ndefs = 0, at = 0;
  uint32_t *rv = nv_emit_resv(E, n);
  nv_minst *mi;
  nv_mop ops[NV_EMIT_MAX_OPS];
  if (n->mopc == NV_PTX_BRX) {
    /* the index and one target per table entry: as many operands as the table has */
    uint32_t m = 0;
    mi = nv_emit_new(E, n->mopc, 0, n->nops - 1, n);
    for (i = 0; i < n->nops; i++)
      if (!nv_is_chain_operand(nv_sdop(n, i)) && m < mi->nops) mi->ops[m++] = nv_emit_pseudo_use(E, nv_sdop(n, i));
    mi->nops = m;
    nv_minst_append(E->mb, mi);
    return;
  }
  if (sigp->pseudo) {
    /* every value result and every operand but the chain becomes one machine operand */
    unsigned want = 0;
    for (i = 0; i < n->nres; i++) want += n->vts[i] != NV_EVT_OTHER && n->vts[i] != NV_EVT_GLUE;
    for (i = 0; i < n->nops; i++) want += !nv_is_chain_operand(nv_sdop(n, i));
    if (want > NV_EMIT_MAX_OPS) {
      nv_emit_fail(E, n, "this instruction needs more than " NV_EMIT_MAX_OPS_STR " operands (results and inputs together), more than nvcg's machine instructions hold");
      return;
    }
    /* inline asm has outputs: its value results, first */
    for (i = 0; i < n->nres && nmops < NV_EMIT_MAX_OPS; i++) {
      if (n->vts[i] == NV_EVT_OTHER || n->vts[i] == NV_EVT_GLUE) continue;
      if (!rv[i]) rv[i] = nv_vreg_new(E->mf, nv_emit_class(E, n->vts[i], n));
      ops[nmops++] = nv_mop_reg(rv[i]);
      ndefs++;
    }
    if (n->mopc == NV_PTX_INLINEASM && n->nops >= 2) {
      /* text, constraints, then the inputs: "n" ones are immediates, the rest live in
       * registers (constants are materialised) */
      const char *c = nv_sdop(n, 1).n->op == NV_ISD_EXTERNAL_SYMBOL ? nv_sdop(n, 1).n->u.sym : "";
      ops[nmops++] = nv_emit_pseudo_use(E, nv_sdop(n, 0));
      ops[nmops++] = nv_emit_pseudo_use(E, nv_sdop(n, 1));
      i = 2;
      while (*c && nmops < NV_EMIT_MAX_OPS) {
        size_t l = strcspn(c, ",");
        if (c[0] != '=' && c[0] != '~' && i < n->nops && !nv_is_chain_operand(nv_sdop(n, i))) {
          nv_sdval v = nv_sdop(n, i++);
          if (c[0] == 'n' && v.n->op == NV_ISD_CONSTANT) ops[nmops++] = nv_mop_imm(nv_emit_imm(v.n));
          else ops[nmops++] = nv_mop_reg(nv_emit_reg(E, v));
        }
        c += l;
        if (*c == ',') c++;
      }
    } else if (nv_ptx_info_of(n->mopc)->flags & NV_PF_TEMPLATE) {
      /* the text, then every operand in a register (fragments, addresses, strides) */
      for (i = 0; i < n->nops && nmops < NV_EMIT_MAX_OPS; i++) {
        nv_sdval v = nv_sdop(n, i);
        if (nv_is_chain_operand(v)) continue;
        ops[nmops++] = v.n->op == NV_ISD_EXTERNAL_SYMBOL && !i ? nv_mop_sym(v.n->u.sym) : nv_mop_reg(nv_emit_reg(E, v));
      }
    } else {
      for (i = 0; i < n->nops && nmops < NV_EMIT_MAX_OPS; i++)
        if (!nv_is_chain_operand(nv_sdop(n, i))) ops[nmops++] = nv_emit_pseudo_use(E, nv_sdop(n, i));
    }
    mi = nv_emit_new(E, n->mopc, ndefs, nmops, n);
    for (i = 0; i < nmops; i++) mi->ops[i] = ops[i];
    if (n->mods) mi->mods = *n->mods;
    nv_minst_append(E->mb, mi);
    return;
  }
  /* defs: the node's value results, in order */
  for (i = 0, k = 0; i < sigp->nops; i++) {
    unsigned rep = sigp->ops[i].repeat ? vec : 1, j;
    if (!sigp->ops[i].is_def) continue;
    for (j = 0; j < rep; j++, k++) {
      while (k < n->nres && (n->vts[k] == NV_EVT_OTHER || n->vts[k] == NV_EVT_GLUE)) k++;
      if (k >= n->nres) {
        nv_emit_fail(E, n, "internal error: machine node has fewer results than its row");
        return;
      }
      if (!rv[k]) rv[k] = nv_vreg_new(E->mf, nv_emit_class(E, n->vts[k], n));
      ops[nmops++] = nv_mop_reg(rv[k]);
      ndefs++;
    }
  }
  /* uses, per signature */
  for (i = 0; i < sigp->nops; i++) {
    const nv_sigop *so = &sigp->ops[i];
    unsigned rep = so->repeat ? vec : 1, j;
    if (so->is_def) continue;
    for (j = 0; j < rep; j++) {
      if (at >= n->nops) {
        nv_emit_fail(E, n, "internal error: machine node has fewer operands than its row");
        return;
      }
      if (nv_sig_allows(so, 'a') || nv_sig_allows(so, 'A')) {
        unsigned space = n->mods ? (unsigned)n->mods->space : (unsigned)NV_SPACE_GENERIC;
        if (at + 1 >= n->nops) {
          nv_emit_fail(E, n, "internal error: address operand without offset");
          return;
        }
        ops[nmops++] = nv_emit_addr(E, nv_sdop(n, at), nv_sdop(n, at + 1), space);
        at += 2;
      } else {
        ops[nmops++] = nv_emit_use(E, so, nv_sdop(n, at));
        at++;
      }
    }
  }
  mi = nv_emit_new(E, n->mopc, ndefs, nmops, n);
  for (i = 0; i < nmops; i++) mi->ops[i] = ops[i];
  if (n->mods) mi->mods = *n->mods;
  if (n->flags & NV_SDF_GUARD) {
    if (at >= n->nops) {
      nv_emit_fail(E, n, "internal error: guarded node without a predicate");
      return;
    }
    mi->pred = nv_emit_reg(E, nv_sdop(n, at));
    mi->pred_neg = (n->flags & NV_SDF_GUARD_NEG) ? 1 : 0;
  }
  nv_minst_append(E->mb, mi);
}

static void nv_emit_copy_to_reg(nv_emitter *E, nv_sdnode *n) {
  uint32_t dst = nv_sdop(n, 1).n->u.reg;
  nv_sdval v = nv_sdop(n, 2);
  nv_minst *mi;
  if (v.n->op == NV_ISD_MACHINE) {
    uint32_t *rv = nv_emit_resv(E, v.n);
    if (rv && rv[v.r] == dst) return; /* the definition writes dst itself */
  }
  if (v.n->op == NV_ISD_CONSTANT || v.n->op == NV_ISD_CONSTANT_FP) {
    nv_evt vt = v.n->vts[0];
    unsigned row = nv_sel_mov_row(vt);
    if (vt != NV_EVT_INT(128)) {
      mi = nv_emit_new(E, row, 1, 2, n);
      mi->ops[0] = nv_mop_reg(dst);
      if (v.n->op == NV_ISD_CONSTANT_FP && (row == NV_PTX_MOV_F32 || row == NV_PTX_MOV_F64))
        mi->ops[1] = nv_mop_fpimm(vt, v.n->u.c.lo);
      else mi->ops[1] = nv_mop_imm(nv_emit_imm(v.n));
      nv_minst_append(E->mb, mi);
      return;
    }
  }
  mi = nv_emit_new(E, NV_PTX_COPY, 1, 2, n);
  mi->ops[0] = nv_mop_reg(dst);
  mi->ops[1] = nv_mop_reg(nv_emit_reg(E, v));
  nv_minst_append(E->mb, mi);
}

/* Lets the instruction that defines a value copied to a vreg define that vreg itself
 * (the first such copy of a value wins; the vreg has no other definition, so every other
 * reader of the value in the block may read it too). */
static void nv_emit_forward_copies(nv_emitter *E, nv_sdnode **order, uint32_t count) {
  uint32_t i;
  for (i = 0; i < count; i++) {
    nv_sdnode *n = order[i];
    nv_sdval v;
    uint32_t dst, *rv;
    if (n->op != NV_ISD_COPY_TO_REG) continue;
    v = nv_sdop(n, 2);
    dst = nv_sdop(n, 1).n->u.reg;
    if (v.n->op != NV_ISD_MACHINE) continue;
    if (nv_target_regclass(E->s->tgt, v.n->vts[v.r]) != nv_vreg_class(E->mf, dst)) continue;
    rv = nv_emit_resv(E, v.n);
    if (rv && !rv[v.r]) rv[v.r] = dst;
  }
}

/* ---- the scheduler ---- */

typedef struct nv_sched_item {
  uint32_t key_hi, key_lo; /* (is_branch, order), id */
  nv_sdnode *n;
} nv_sched_item;

typedef NV_VEC(nv_sched_item) nv_sched_heap;

static int nv_sched_less(const nv_sched_item *a, const nv_sched_item *b) {
  if (a->key_hi != b->key_hi) return a->key_hi < b->key_hi;
  return a->key_lo < b->key_lo;
}

static void nv_heap_push(nv_sched_heap *h, nv_sched_item it) {
  uint32_t i;
  nv_vec_push(h, it);
  i = h->len - 1;
  while (i > 0) {
    uint32_t p = (i - 1) / 2;
    if (!nv_sched_less(&h->data[i], &h->data[p])) break;
    it = h->data[i];
    h->data[i] = h->data[p];
    h->data[p] = it;
    i = p;
  }
}

static nv_sched_item nv_heap_pop(nv_sched_heap *h) {
  nv_sched_item top = h->data[0], t;
  uint32_t i = 0;
  h->data[0] = h->data[--h->len];
  for (;;) {
    uint32_t l = 2 * i + 1, r = l + 1, m = i;
    if (l < h->len && nv_sched_less(&h->data[l], &h->data[m])) m = l;
    if (r < h->len && nv_sched_less(&h->data[r], &h->data[m])) m = r;
    if (m == i) break;
    t = h->data[i];
    h->data[i] = h->data[m];
    h->data[m] = t;
    i = m;
  }
  return top;
}

static int nv_sched_is_branch(const nv_sdnode *n) {
  return n->op == NV_ISD_MACHINE && (nv_ptx_info_of(n->mopc)->flags & NV_PF_TERM);
}

/* Scheduling key: leaves (which emit nothing) first, branches last, else IR order. */
static uint32_t nv_sched_key(const nv_sdnode *n) {
  if (n->op != NV_ISD_MACHINE && n->op != NV_ISD_COPY_TO_REG) return 0;
  return (nv_sched_is_branch(n) ? 0x80000000u : 0) | (n->order + 1);
}

static void nv_emit_node(nv_emitter *E, nv_sdnode *n) {
  switch (n->op) {
  case NV_ISD_MACHINE: nv_emit_machine(E, n); break;
  case NV_ISD_COPY_TO_REG: nv_emit_copy_to_reg(E, n); break;
  case NV_ISD_ENTRY_TOKEN: case NV_ISD_TOKEN_FACTOR: case NV_ISD_CONSTANT: case NV_ISD_CONSTANT_FP:
  case NV_ISD_GLOBAL_ADDRESS: case NV_ISD_FRAME_INDEX: case NV_ISD_EXTERNAL_SYMBOL:
  case NV_ISD_BASIC_BLOCK: case NV_ISD_REGISTER: case NV_ISD_CONDCODE: case NV_ISD_VALUETYPE:
  case NV_ISD_UNDEF: case NV_ISD_POISON: case NV_ISD_COPY_FROM_REG:
    break;
  default: {
    char msg[128];
    snprintf(msg, sizeof msg, "internal error: node '%s' was not selected", nv_isd_name(n->op));
    nv_emit_fail(E, n, msg);
    break;
  }
  }
}

static int nv_emit_dag(nv_isel *s) {
  nv_emitter E;
  nv_sdnode **order;
  uint32_t count, i, *pending, *stamp, epoch = 0;
  nv_sched_heap heap = NV_VEC_INIT;
  uint32_t *pos; /* node id -> 1 + its place in order[], 0 when not there (was a pointer map) */
  memset(&E, 0, sizeof E);
  E.s = s;
  E.mf = s->mf;
  E.mb = s->mbb;
  E.nids = s->dag->next_id;
  E.resv = NV_NEW_ARRAY(s->arena, uint32_t *, E.nids ? E.nids : 1);
  E.mat = NV_NEW_ARRAY(s->arena, uint32_t, E.nids ? E.nids : 1);
  order = nv_dag_topo_order(s->dag, &count);
  nv_emit_forward_copies(&E, order, count);
  /* pending operand counts over distinct operand nodes; stamp[node id] == epoch marks a
   * node already counted for the current node (linear in the operands: a brx.idx node
   * has one operand per table entry, many of them the same block) */
  pending = NV_NEW_ARRAY(s->arena, uint32_t, count ? count : 1);
  stamp = NV_NEW_ARRAY(s->arena, uint32_t, E.nids ? E.nids : 1);
  memset(stamp, 0, sizeof *stamp * (E.nids ? E.nids : 1));
  pos = NV_NEW_ARRAY(s->arena, uint32_t, E.nids ? E.nids : 1); /* zeroed */
  for (i = 0; i < count; i++)
    if (order[i]->id < E.nids) pos[order[i]->id] = i + 1;
  for (i = 0; i < count; i++) {
    nv_sdnode *n = order[i];
    unsigned k;
    pending[i] = 0;
    epoch++;
    for (k = 0; k < n->nops; k++) {
      uint32_t id = n->ops[k].val.n->id;
      if (id < E.nids && stamp[id] == epoch) continue;
      if (id < E.nids) stamp[id] = epoch;
      pending[i]++;
    }
    if (!pending[i]) {
      nv_sched_item it;
      it.key_hi = nv_sched_key(n);
      it.key_lo = n->id;
      it.n = n;
      nv_heap_push(&heap, it);
    }
  }
  while (heap.len && !E.failed) {
    nv_sched_item it = nv_heap_pop(&heap);
    nv_sdnode *n = it.n;
    nv_sduse *u;
    nv_emit_node(&E, n);
    /* release users: each distinct user once (it counted n once) */
    epoch++;
    for (u = n->uses; u; u = u->next) {
      uint32_t ui;
      nv_sdnode *user = u->user;
      if (user->dead || user->id >= E.nids || !pos[user->id]) continue;
      ui = pos[user->id] - 1;
      if (user->id < E.nids) {
        if (stamp[user->id] == epoch) continue;
        stamp[user->id] = epoch;
      }
      if (--pending[ui] == 0) {
        nv_sched_item ni;
        ni.key_hi = nv_sched_key(user);
        ni.key_lo = user->id;
        ni.n = user;
        nv_heap_push(&heap, ni);
      }
    }
  }
  nv_vec_free(&heap);
  return !E.failed;
}
