/* machine_sink.c -- machine sinking on SSA (seeds/003: MachineSink after MachineCSE, off on
 * NVPTX unless nvptx-enable-machine-sink; cicc keeps it off for pressure reasons). An
 * instruction whose results are read only in one successor's part of the CFG moves into
 * that successor, so that the paths that do not need it do not run it (the cold arm of a
 * branch, the code after a loop exit).
 *
 * An instruction of block B sinks into a successor S when:
 *   - it writes registers only, has no guard, is no pseudo (PHI, COPY, IMPLICIT_DEF, call
 *     sequences), has no side effect (stores, barriers, atomics, volatile or ordered
 *     accesses, warp-synchronous instructions) and reads no special register that changes
 *     while the thread runs (%clock, %warpid, %smid, ...);
 *   - it is no load, except of memory nothing writes during the kernel (the function's own
 *     parameters, ld.const, ld.global.nc, loads the PTX table marks invariant), so that the
 *     stores and calls it would move past cannot change what it reads;
 *   - B dominates S (every path into S runs B, so nothing runs it that did not before) and
 *     S is in no deeper loop than B (sinking into a loop would run it more often);
 *   - S dominates every reader of its results (a PHI reads in the incoming block), and it
 *     has readers (dead code is dead_mi_elim's).
 * Among successors that qualify, the first in B's successor order is taken. Blocks go in
 * RPO and instructions bottom-up, and a sunk instruction lands after S's PHIs ahead of
 * what was sunk before it, so that a chain (an address computed from a value computed
 * from a parameter) sinks whole, and further down when S is visited.
 *
 * Knobs: nvptx-enable-machine-sink (false) must be on, disable-machine-sink (false) off. */

typedef struct nv_msink_use {
  nv_minst *mi;
  uint32_t op; /* operand index; nops stands for the guard */
} nv_msink_use;

/* The block where a use reads: its own, or for a PHI input the incoming block. */
static const nv_mblock *nv_msink_use_block(const nv_msink_use *u) {
  if (u->mi->opc == NV_PTX_PHI && u->op + 1 < u->mi->nops && u->mi->ops[u->op + 1].kind == NV_MO_BLOCK)
    return u->mi->ops[u->op + 1].mbb;
  return u->mi->parent;
}

/* machine LICM's rules (nv_mir_code_motion_ok): a load only of memory nothing writes */
static int nv_msink_movable(const nv_mfunc *mf, const nv_minst *mi) {
  int anywhere;
  return nv_mir_code_motion_ok(mf, mi, &anywhere);
}

static int nv_pass_machine_sink(nv_mfunc *mf, const nv_options *o) {
  nv_mdom D;
  nv_mloops L;
  nv_mblock *mb;
  nv_minst *mi, *prev;
  uint32_t nregs = mf->vreg_class.len, i, k, *first, total = 0, sunk = 0;
  nv_msink_use *uses;
  if (!nv_mir_knob(o, NV_KNOB_NVPTX_ENABLE_MACHINE_SINK) || nv_mir_knob(o, NV_KNOB_DISABLE_MACHINE_SINK) || !mf->is_ssa)
    return 0;
  nv_mfunc_number_blocks(mf);
  nv_mfunc_compute_cfg(mf);
  nv_mdom_compute(&D, mf);
  nv_mloops_compute(&L, mf, &D);
  /* every register's readers, as a CSR table: first[reg] .. first[reg + 1] */
  first = (uint32_t *)nv_xcalloc(nregs + 2, sizeof(uint32_t));
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      for (i = mi->ndefs; i < mi->nops; i++) {
        const nv_mop *op = &mi->ops[i];
        if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg && op->reg < nregs)
          first[op->reg + 1]++;
      }
      if (mi->pred && mi->pred < nregs) first[mi->pred + 1]++;
    }
  for (i = 1; i <= nregs; i++) first[i] += first[i - 1];
  total = first[nregs];
  uses = (nv_msink_use *)nv_xmalloc(sizeof(nv_msink_use) * (total + 1));
  {
    uint32_t *fill = (uint32_t *)nv_xmalloc(sizeof(uint32_t) * (nregs + 1));
    memcpy(fill, first, sizeof(uint32_t) * (nregs + 1));
    for (mb = mf->first; mb; mb = mb->next)
      for (mi = mb->first; mi; mi = mi->next) {
        for (i = mi->ndefs; i < mi->nops; i++) {
          const nv_mop *op = &mi->ops[i];
          if ((op->kind == NV_MO_REG || (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG)) && op->reg &&
              op->reg < nregs) {
            uses[fill[op->reg]].mi = mi;
            uses[fill[op->reg]++].op = i;
          }
        }
        if (mi->pred && mi->pred < nregs) {
          uses[fill[mi->pred]].mi = mi;
          uses[fill[mi->pred]++].op = mi->nops;
        }
      }
    nv_xfree(fill);
  }
  for (k = 0; k < D.nrpo; k++) {
    mb = D.rpo[k];
    for (mi = mb->last; mi; mi = prev) {
      nv_mblock *to = NULL;
      uint32_t s;
      prev = mi->prev;
      if (!nv_msink_movable(mf, mi)) continue;
      for (s = 0; s < mb->succs.len && !to; s++) {
        nv_mblock *S = mb->succs.data[s];
        int ok = 1, any = 0;
        uint32_t d;
        if (S == mb || !nv_mdom_dominates(&D, mb, S) || S->index >= L.nblocks || L.depth[S->index] > L.depth[mb->index])
          continue;
        for (d = 0; d < mi->ndefs && ok; d++) {
          uint32_t r = mi->ops[d].reg, u;
          if (r >= nregs) {
            ok = 0;
            break;
          }
          for (u = first[r]; u < first[r + 1]; u++) {
            const nv_mblock *ub = nv_msink_use_block(&uses[u]);
            any = 1;
            if (!ub || !nv_mdom_dominates(&D, S, ub)) {
              ok = 0;
              break;
            }
          }
        }
        if (ok && any) to = S;
      }
      if (!to) continue;
      {
        nv_minst *at = to->first;
        while (at && at->opc == NV_PTX_PHI) at = at->next;
        nv_minst_remove(mi);
        if (at) nv_minst_insert_before(at, mi);
        else nv_minst_append(to, mi);
      }
      sunk++;
      if (o) {
        char nm[48];
        const nv_inst *src = mi->ir;
        nv_pass_remark(o, "machine_sink", src && src->line && mf->ir ? nv_module_file(mf->ir->module, src->line) : NULL,
                       src ? src->line : 0, src ? src->col : 0, "sank %s from block %u into block %u in %s", nv_mlicm_name(mi, nm, sizeof nm), mb->index,
                       to->index, mf->name);
      }
    }
  }
  nv_xfree(uses);
  nv_xfree(first);
  nv_mloops_free(&L);
  nv_mdom_free(&D);
  return sunk != 0;
}
