/* verify.c -- the machine verifier, run after instruction selection and after every
 * machine pass under --verify-each. It checks what the printer and later passes rely
 * on: every operand has a kind and register class its row's signature allows and the
 * count matches the signature (vector rows by their .vN width); registers exist; guard
 * predicates are predicates; PHIs sit at the top of their block and name only
 * predecessors; once a block's terminators start only terminators follow, block operands
 * appear only in terminators and PHIs, and no block falls off the end of the function; while the function is in SSA form every register
 * has one definition, and a register defined in a block is not read earlier in it. */

typedef struct nv_mverifier {
  const nv_mfunc *mf;
  const nv_options *o;
  const char *after;
  unsigned errors;
} nv_mverifier;

static void nv_mverify_error(nv_mverifier *V, const nv_mblock *mb, const nv_minst *mi, const char *fmt, ...)
    NV_PRINTF(4, 5);
static void nv_mverify_error(nv_mverifier *V, const nv_mblock *mb, const nv_minst *mi, const char *fmt, ...) {
  nv_buf b = NV_BUF_INIT;
  va_list ap;
  if (V->errors++ >= 20) return;
  nv_buf_printf(&b, "machine verifier (after %s): function '%s', block %u", V->after, V->mf->name,
                mb ? mb->index : 0);
  if (mi) nv_buf_printf(&b, ", '%s'", nv_ptx_info_of(mi->opc)->tmpl);
  nv_buf_puts(&b, ": ");
  va_start(ap, fmt);
  nv_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  nv_diag(V->o->diag, NVCG_SEV_ERROR, NULL, mi && mi->ir ? mi->ir->line : 0, mi && mi->ir ? mi->ir->col : 0, "%s",
          b.data);
  nv_buf_free(&b);
}

static int nv_mverify_reg(nv_mverifier *V, const nv_mblock *mb, const nv_minst *mi, uint32_t reg) {
  if (reg == 0 || reg >= V->mf->vreg_class.len) {
    nv_mverify_error(V, mb, mi, "register %u does not exist", reg);
    return 0;
  }
  return 1;
}

/* Does operand `op` fit signature operand `so`? */
static int nv_mverify_operand(nv_mverifier *V, const nv_mblock *mb, const nv_minst *mi, const nv_mop *op,
                              const nv_sigop *so, unsigned index) {
  const nv_mfunc *mf = V->mf;
  switch (op->kind) {
  case NV_MO_REG:
    if (!nv_mverify_reg(V, mb, mi, op->reg)) return 0;
    if (!nv_sig_allows(so, nv_regclass_letter(nv_vreg_class(mf, op->reg)))) {
      nv_mverify_error(V, mb, mi, "operand %u: register class %s not allowed (expects '%s')", index,
                       nv_regclass_prefix(nv_vreg_class(mf, op->reg)), so->letters);
      return 0;
    }
    return 1;
  case NV_MO_IMM: case NV_MO_FPIMM:
    if (!nv_sig_allows(so, 'i')) {
      nv_mverify_error(V, mb, mi, "operand %u: immediate not allowed (expects '%s')", index, so->letters);
      return 0;
    }
    return 1;
  case NV_MO_ADDR:
    if (!nv_sig_allows(so, 'a') && !nv_sig_allows(so, 'A')) {
      nv_mverify_error(V, mb, mi, "operand %u: address not allowed (expects '%s')", index, so->letters);
      return 0;
    }
    if (op->base_kind == NV_MO_REG) {
      if (!nv_mverify_reg(V, mb, mi, op->reg)) return 0;
      if (nv_vreg_class(mf, op->reg) != NV_RC_B64) {
        nv_mverify_error(V, mb, mi, "operand %u: address register is not 64-bit", index);
        return 0;
      }
    }
    return 1;
  case NV_MO_BLOCK:
    if (!nv_sig_allows(so, 'b') || !op->mbb) {
      nv_mverify_error(V, mb, mi, "operand %u: block label not allowed here", index);
      return 0;
    }
    return 1;
  case NV_MO_SYM:
    if (!nv_sig_allows(so, 's') || !op->sym) {
      nv_mverify_error(V, mb, mi, "operand %u: symbol not allowed here", index);
      return 0;
    }
    return 1;
  case NV_MO_SREG:
    if (!nv_sig_allows(so, 'S')) {
      nv_mverify_error(V, mb, mi, "operand %u: special register not allowed here", index);
      return 0;
    }
    return 1;
  default:
    nv_mverify_error(V, mb, mi, "operand %u: unknown operand kind", index);
    return 0;
  }
}

static void nv_mverify_inst(nv_mverifier *V, const nv_mblock *mb, const nv_minst *mi) {
  const nv_ptx_info *info = nv_ptx_info_of(mi->opc);
  nv_sig sig;
  unsigned vec = mi->mods.vec > 1 ? mi->mods.vec : 1, i, j, k = 0, ndefs = 0;
  if (mi->opc >= NV_PTX_COUNT) {
    nv_mverify_error(V, mb, mi, "unknown opcode %u", mi->opc);
    return;
  }
  if (mi->pred && nv_mverify_reg(V, mb, mi, mi->pred) && nv_vreg_class(V->mf, mi->pred) != NV_RC_PRED)
    nv_mverify_error(V, mb, mi, "guard is not a predicate register");
  nv_sig_parse(info->sig, &sig);
  if (sig.pseudo) {
    if (mi->opc == NV_PTX_COPY) {
      if (mi->nops != 2 || mi->ndefs != 1 || mi->ops[0].kind != NV_MO_REG || mi->ops[1].kind != NV_MO_REG) {
        nv_mverify_error(V, mb, mi, "COPY takes one register def and one register use");
        return;
      }
      if (nv_mverify_reg(V, mb, mi, mi->ops[0].reg) && nv_mverify_reg(V, mb, mi, mi->ops[1].reg) &&
          nv_vreg_class(V->mf, mi->ops[0].reg) != nv_vreg_class(V->mf, mi->ops[1].reg))
        nv_mverify_error(V, mb, mi, "COPY between register classes");
    } else if (mi->opc == NV_PTX_BRX) {
      if (mi->ndefs != 0 || mi->nops < 2 || mi->ops[0].kind != NV_MO_REG || mi->pred) {
        nv_mverify_error(V, mb, mi, "brx.idx takes an index register and at least one target, unguarded");
        return;
      }
      if (nv_mverify_reg(V, mb, mi, mi->ops[0].reg) && nv_vreg_class(V->mf, mi->ops[0].reg) != NV_RC_B32)
        nv_mverify_error(V, mb, mi, "brx.idx index is not a 32-bit register");
      for (i = 1; i < mi->nops; i++)
        if (mi->ops[i].kind != NV_MO_BLOCK || !mi->ops[i].mbb) {
          nv_mverify_error(V, mb, mi, "brx.idx operand %u is not a block", i);
          break;
        }
    } else if (mi->opc == NV_PTX_PHI) {
      if (!V->mf->is_ssa) nv_mverify_error(V, mb, mi, "PHI after PHI elimination");
      if (mi->nops < 1 || (mi->nops - 1) % 2) nv_mverify_error(V, mb, mi, "malformed PHI");
      for (i = 1; i + 1 < mi->nops; i += 2) {
        unsigned p;
        if (mi->ops[i].kind != NV_MO_REG || mi->ops[i + 1].kind != NV_MO_BLOCK) {
          nv_mverify_error(V, mb, mi, "PHI operands must be (register, block) pairs");
          break;
        }
        nv_mverify_reg(V, mb, mi, mi->ops[i].reg);
        if (nv_vreg_class(V->mf, mi->ops[i].reg) != nv_vreg_class(V->mf, mi->ops[0].reg))
          nv_mverify_error(V, mb, mi, "PHI input of another register class");
        for (p = 0; p < mb->preds.len; p++)
          if (mb->preds.data[p] == mi->ops[i + 1].mbb) break;
        if (p == mb->preds.len) nv_mverify_error(V, mb, mi, "PHI names block %u, which is not a predecessor", mi->ops[i + 1].mbb ? mi->ops[i + 1].mbb->index : 0);
      }
    }
    return;
  }
  for (i = 0; i < sig.nops; i++) ndefs += sig.ops[i].is_def ? (sig.ops[i].repeat ? vec : 1) : 0;
  if (mi->ndefs != ndefs) {
    nv_mverify_error(V, mb, mi, "%u defs, the row has %u", mi->ndefs, ndefs);
    return;
  }
  for (i = 0; i < sig.nops; i++) {
    unsigned rep = sig.ops[i].repeat ? vec : 1;
    for (j = 0; j < rep; j++, k++) {
      if (k >= mi->nops) {
        nv_mverify_error(V, mb, mi, "too few operands (%u)", mi->nops);
        return;
      }
      if (sig.ops[i].is_def && mi->ops[k].kind != NV_MO_REG) {
        nv_mverify_error(V, mb, mi, "def %u is not a register", k);
        return;
      }
      nv_mverify_operand(V, mb, mi, &mi->ops[k], &sig.ops[i], k);
    }
  }
  if (k != mi->nops) nv_mverify_error(V, mb, mi, "%u operands, the row has %u", mi->nops, k);
}

static int nv_mir_verify(nv_mfunc *mf, const nv_options *o, const char *after) {
  nv_mverifier V;
  nv_mblock *mb;
  uint32_t nregs = mf->vreg_class.len, i;
  uint32_t *defblock, *defpos;
  memset(&V, 0, sizeof V);
  V.mf = mf;
  V.o = o;
  V.after = after;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  defblock = (uint32_t *)nv_xcalloc(nregs ? nregs : 1, sizeof *defblock);
  defpos = (uint32_t *)nv_xcalloc(nregs ? nregs : 1, sizeof *defpos);
  /* definitions: one per register while in SSA */
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    uint32_t pos = 0;
    for (mi = mb->first; mi; mi = mi->next, pos++)
      for (i = 0; i < mi->ndefs && i < mi->nops; i++) {
        uint32_t r = mi->ops[i].reg;
        if (mi->ops[i].kind != NV_MO_REG || r >= nregs || r == 0) continue;
        if (defblock[r] && mf->is_ssa) nv_mverify_error(&V, mb, mi, "register %u defined more than once in SSA form", r);
        defblock[r] = mb->index + 1;
        defpos[r] = pos;
      }
  }
  for (mb = mf->first; mb; mb = mb->next) {
    nv_minst *mi;
    uint32_t pos = 0;
    int in_terms = 0, seen_non_phi = 0;
    for (mi = mb->first; mi; mi = mi->next, pos++) {
      nv_mverify_inst(&V, mb, mi);
      if (mi->parent != mb) nv_mverify_error(&V, mb, mi, "instruction's parent is another block");
      if (mi->opc == NV_PTX_PHI) {
        if (seen_non_phi) nv_mverify_error(&V, mb, mi, "PHI after a non-PHI instruction");
      } else {
        seen_non_phi = 1;
      }
      if (nv_minst_is_term(mi)) in_terms = 1;
      else if (in_terms) nv_mverify_error(&V, mb, mi, "instruction after a terminator");
      /* nv_mfunc_compute_cfg reads successors from the terminators alone */
      if (!nv_minst_is_term(mi) && mi->opc != NV_PTX_PHI)
        for (i = 0; i < mi->nops; i++)
          if (mi->ops[i].kind == NV_MO_BLOCK) nv_mverify_error(&V, mb, mi, "block operand outside a terminator or PHI");
      if (mf->is_ssa && mi->opc != NV_PTX_PHI) {
        /* reads of registers defined later in the same block */
        for (i = mi->ndefs; i < mi->nops; i++) {
          const nv_mop *op = &mi->ops[i];
          uint32_t r = op->reg;
          if (!(op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG))) continue;
          if (r < nregs && defblock[r] == mb->index + 1 && defpos[r] >= pos)
            nv_mverify_error(&V, mb, mi, "register %u read before its definition in the block", r);
          if (r < nregs && r && !defblock[r]) nv_mverify_error(&V, mb, mi, "register %u is never defined", r);
        }
      }
    }
    if (!mb->next) {
      const nv_minst *last = mb->last;
      if (!last || !nv_minst_is_barrier(last))
        nv_mverify_error(&V, mb, last, "the last block falls off the end of the function");
    }
  }
  nv_xfree(defblock);
  nv_xfree(defpos);
  return V.errors == 0;
}
