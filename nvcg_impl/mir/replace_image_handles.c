/* replace_image_handles.c -- cicc's nvptx-replace-image-handles (seeds/003): a texture or
 * surface instruction (tex, tld4, suld.b, sust.b, sust.p, txq, suq: the template rows of
 * ir/texture.h's families) whose handle register holds a module-scope reference's handle
 * (mov.u64 %rd, tex; -- the MOV_U64_TEXREF / MOV_U64_SURFREF rows that
 * llvm.nvvm.texsurf.handle.internal selects to, and an image kernel parameter's handle,
 * mov.u64 %rd, k_param_1;) names the .texref / .surfref itself: [tex, {x, y}] instead of
 * [%rd1, {x, y}].
 * Both spellings are PTX (ptxas 13 accepts either in unified texturing mode at sm_75, 86,
 * 90); the symbol form is what LLVM prints and needs no register. Within one block the
 * emitter already gives the template the symbol; this pass covers handles that crossed
 * blocks (hoisted, merged by GVN; followed through the COPYs that carry values between
 * blocks) and leaves a handle alone when its register is defined
 * more than once (a PHI of handles: the register form stays, and is correct). A
 * mov left without readers is removed. A texture instruction (tex, tld4, txq) on a
 * surface reference or a surface one (suld, sust, suq) on a texture reference -- which
 * the verifier catches when the handle comes straight from the intrinsic, and which
 * optimisation can expose later -- is a located error: PTX has no such instruction. Runs first among the machine passes, on
 * SSA, at every optimisation level (LLVM's pass is required as well). */

/* The operand index of a template row's handle: the $N inside its first '[', counting
 * the defs and then the uses after the text operand, as the printer reads it. */
static int nv_rih_handle_op(const nv_minst *mi, unsigned *opi) {
  unsigned nd = mi->ndefs, k = 0, op;
  const char *t = nd < mi->nops && mi->ops[nd].kind == NV_MO_SYM ? mi->ops[nd].sym : NULL;
  if (!t || !(t = strchr(t, '[')) || t[1] != '$' || t[2] < '0' || t[2] > '9') return 0;
  for (t += 2; *t >= '0' && *t <= '9'; t++) k = k * 10 + (unsigned)(*t - '0');
  op = k < nd ? k : k + 1;
  if (op >= mi->nops) return 0;
  *opi = op;
  return 1;
}

static int nv_rih_is_ref_mov(unsigned opc) { return opc == NV_PTX_MOV_U64_TEXREF || opc == NV_PTX_MOV_U64_SURFREF; }

static int nv_rih_is_image_row(unsigned opc) {
  return opc == NV_PTX_TEX || opc == NV_PTX_TLD4 || opc == NV_PTX_SULD_B || opc == NV_PTX_SUST_B ||
         opc == NV_PTX_SUST_P || opc == NV_PTX_TXQ || opc == NV_PTX_SUQ;
}

static int nv_pass_replace_image_handles(nv_mfunc *mf, const nv_options *o) {
  uint32_t nregs = mf->vreg_class.len, i;
  nv_minst **def = (nv_minst **)nv_xcalloc(nregs ? nregs : 1, sizeof *def);
  uint32_t *ndef = (uint32_t *)nv_xcalloc(nregs ? nregs : 1, sizeof *ndef);
  uint32_t *uses = (uint32_t *)nv_xcalloc(nregs ? nregs : 1, sizeof *uses);
  nv_mblock *mb;
  nv_minst *mi;
  int changed = 0, any = 0;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = 0; i < mi->ndefs && i < mi->nops; i++)
        if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg < nregs) {
          def[mi->ops[i].reg] = mi;
          ndef[mi->ops[i].reg]++;
        }
      if (nv_rih_is_ref_mov(mi->opc)) any = 1;
    }
  if (!any) goto out;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      unsigned op;
      uint32_t r;
      const nv_minst *d;
      if (!nv_rih_is_image_row(mi->opc) || !nv_rih_handle_op(mi, &op) || mi->ops[op].kind != NV_MO_REG) continue;
      r = mi->ops[op].reg;
      d = r < nregs && ndef[r] == 1 ? def[r] : NULL;
      /* through the copies that carry a value across blocks */
      for (i = 0; d && d->opc == NV_PTX_COPY && i < 16; i++)
        d = d->nops >= 2 && d->ops[1].kind == NV_MO_REG && d->ops[1].reg < nregs && ndef[d->ops[1].reg] == 1
                ? def[d->ops[1].reg]
                : NULL;
      if (!d || !nv_rih_is_ref_mov(d->opc) || d->nops < 2 || d->ops[1].kind != NV_MO_SYM) continue;
      if ((d->opc == NV_PTX_MOV_U64_SURFREF) !=
          (mi->opc == NV_PTX_SULD_B || mi->opc == NV_PTX_SUST_B || mi->opc == NV_PTX_SUST_P || mi->opc == NV_PTX_SUQ)) {
        const nv_inst *I = mi->ir;
        size_t n = mf->name ? strlen(mf->name) : 0;
        int param = n && !strncmp(d->ops[1].sym, mf->name, n) && !strncmp(d->ops[1].sym + n, "_param_", 7);
        nv_diag(o->diag, NVCG_SEV_ERROR, I && I->line && mf->ir ? nv_module_file(mf->ir->module, I->line) : NULL,
                I ? I->line : 0, I ? I->col : 0, "in @%s: '%s' is %s %s reference, but %s takes a %s",
                mf->name ? mf->name : "", d->ops[1].sym, param ? "an image parameter, a" : "a module-scope",
                d->opc == NV_PTX_MOV_U64_SURFREF ? "surface" : "texture",
                nv_ptx_info_of(mi->opc)->tmpl, d->opc == NV_PTX_MOV_U64_SURFREF ? "texture" : "surface");
        continue;
      }
      mi->ops[op] = nv_mop_sym(d->ops[1].sym);
      changed = 1;
    }
  if (!changed) goto out;
  /* movs of handles (and copies of them) no one reads any more, last first */
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      if (mi->pred && mi->pred < nregs) uses[mi->pred]++;
      for (i = mi->ndefs; i < mi->nops; i++) {
        const nv_mop *m = &mi->ops[i];
        if ((m->kind == NV_MO_REG || (m->kind == NV_MO_ADDR && m->base_kind == NV_MO_REG)) && m->reg < nregs)
          uses[m->reg]++;
      }
    }
  for (mb = mf->last; mb; mb = mb->prev) {
    mi = mb->last;
    while (mi) {
      nv_minst *prev = mi->prev;
      if ((nv_rih_is_ref_mov(mi->opc) || (mi->opc == NV_PTX_COPY && mi->nops >= 2 && mi->ops[1].kind == NV_MO_REG &&
                                          mi->ops[1].reg < nregs && def[mi->ops[1].reg] &&
                                          nv_rih_is_ref_mov(def[mi->ops[1].reg]->opc))) &&
          mi->ops[0].kind == NV_MO_REG && mi->ops[0].reg < nregs && !uses[mi->ops[0].reg] && !mi->pred) {
        if (mi->opc == NV_PTX_COPY) uses[mi->ops[1].reg]--;
        nv_minst_remove(mi);
      }
      mi = prev;
    }
  }
out:
  nv_xfree(def);
  nv_xfree(ndef);
  nv_xfree(uses);
  return changed;
}
