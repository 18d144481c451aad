/* nvptx_peephole.c -- cicc's "nvptx-peephole" (seeds/003, NVPTXPeephole; knob
 * enable-nvvm-peephole, default on), the part of it nvcg needs: masks and zero-extensions
 * of bits that are already zero.
 *
 * Why: an i8 value lives in a 16-, 32- or 64-bit register, and selection writes
 * `and.b16 %rs2, %rs1, 255` (or `cvt.u32.u8`, the in-register zero-extension) wherever
 * the IR zero-extends it, without looking at where the value came from. When it came
 * from `ld.u8` (any state space, vector or not) the register already holds it
 * zero-extended: PTX ISA 9.4.1 (operand size exceeding instruction-type size): "when a
 * destination operand has a size that exceeds the instruction-type size, the destination
 * data is zero- or sign-extended to the size of the destination register. If the
 * corresponding instruction type is signed integer, the data is sign-extended; otherwise,
 * the data is zero-extended" (nvcgrun's PTX engine does the same: load_vec sign-extends
 * only signed types). The IR cannot see it (its value is an i8), and the load is often
 * in another block (switch_vm's opcode byte is loaded once and masked in every case).
 *
 * How: known-zero bits per virtual register, on SSA (one definition each, so a fact
 * holds wherever the register is read). A definition's known-zero mask, within its
 * register's width:
 *   ld.u8 / ld.u16 / ld.u32: every bit above the loaded type (ld.s8 etc.: nothing);
 *   and: the union of its operands' (an immediate's zero bits are known); or, xor: the
 *   intersection; mov, COPY: its source's; a PHI: the intersection of its inputs';
 *   cvt.u32.u16-style widening: the source's plus every new bit; cvt.u16.u32-style
 *   truncation: the source's low bits; cvt.u16.u8-style in-register zero-extension: the
 *   source's plus the bits above the narrow type; selp: the intersection of its two
 *   values'; shr.u by a constant k: the source's shifted down plus the top k bits;
 *   bfe.u with constant position and length: the field's bits of the source plus every
 *   bit from the length up; rem.u: the dividend's leading zeros (the result is never
 *   above it); min.u: either operand's leading zeros; max.u: the intersection;
 *   anything else, a guarded definition, a register with no or several definitions:
 *   nothing. Loops: the masks start full and the rules are applied over the function
 *   until nothing changes (the greatest fixed point: every claimed zero is justified by
 *   the claims it rests on, so by induction over the execution it holds).
 * Then `and d, a, C` whose cleared bits (~C) are all known zero in a, and a
 * cvt.uN.u8-style zero-extension of a register whose bits above 8 are known zero,
 * become `COPY d, a`, which MachineCSE's copy propagation (or the coalescer) removes.
 *
 * This is also cicc's "nvptx-trunc-opts" ("Optimize redundant ANDb16ri instructions",
 * seeds/003): the `and.b16 %rs, %x, 255`-style masks selection writes after an i8 value
 * is truncated to a 16-bit register (`cvt.u16.u32` of a byte taken out with bfe.u32 or
 * shr.u32, a byte remainder, ...) go when the truncated source already fits; nvcg has
 * no separate pass for it. */

/* Known-zero mask of an immediate or register operand (bits of a `width`-bit register). */
static uint64_t nv_pp_op_kz(const nv_mop *op, const uint64_t *kz, uint32_t nregs, uint64_t mask) {
  if (op->kind == NV_MO_IMM) return ~(uint64_t)op->imm & mask;
  if (op->kind == NV_MO_REG && op->reg < nregs) return kz[op->reg] & mask;
  return 0;
}

static uint64_t nv_pp_width_mask(const nv_mfunc *mf, uint32_t reg) {
  switch (nv_vreg_class(mf, reg)) {
  case NV_RC_B16: return 0xffffu;
  case NV_RC_B32: return 0xffffffffu;
  case NV_RC_B64: return ~(uint64_t)0;
  default: return 0;
  }
}

/* Number of bits in a width mask (16, 32 or 64). */
static uint32_t nv_pp_bits(uint64_t m) {
  return m == 0xffffu ? 16u : m == 0xffffffffu ? 32u : 64u;
}

/* The leading (most significant) run of known-zero bits in kz, within width mask m: an
 * unsigned value with those bits zero is below 2^k, and so is anything not above it. */
static uint64_t nv_pp_lead(uint64_t kz, uint64_t m) {
  uint64_t top = (m >> 1) + 1, r = 0; /* the register's top bit */
  while (top && (kz & top)) {
    r |= top;
    top >>= 1;
  }
  return r;
}

/* The known-zero mask of mi's definition `reg` from its operands' current masks; *known
 * is 0 when mi is not one of the rules (nothing known). */
static uint64_t nv_pp_transfer(const nv_mfunc *mf, const nv_minst *mi, uint32_t reg, const uint64_t *kz, uint32_t nregs,
                               int *known) {
  uint64_t m = nv_pp_width_mask(mf, reg), a, b;
  uint32_t k;
  *known = 1;
  switch (mi->opc) {
  case NV_PTX_LD_U8: return m & ~(uint64_t)0xff;
  case NV_PTX_LD_U16: return m & ~(uint64_t)0xffff;
  case NV_PTX_LD_U32: return m & ~(uint64_t)0xffffffffu;
  case NV_PTX_AND_B16: case NV_PTX_AND_B32: case NV_PTX_AND_B64:
    return nv_pp_op_kz(&mi->ops[1], kz, nregs, m) | nv_pp_op_kz(&mi->ops[2], kz, nregs, m);
  case NV_PTX_OR_B16: case NV_PTX_OR_B32: case NV_PTX_OR_B64:
  case NV_PTX_XOR_B16: case NV_PTX_XOR_B32: case NV_PTX_XOR_B64:
    return nv_pp_op_kz(&mi->ops[1], kz, nregs, m) & nv_pp_op_kz(&mi->ops[2], kz, nregs, m);
  case NV_PTX_MOV_U16: case NV_PTX_MOV_U32: case NV_PTX_MOV_U64: case NV_PTX_COPY:
    if (mi->nops != 2) break;
    return nv_pp_op_kz(&mi->ops[1], kz, nregs, m);
  case NV_PTX_PHI:
    /* operands after the def: (value, block) pairs */
    for (a = m, k = 1; k < mi->nops; k++)
      if (mi->ops[k].kind != NV_MO_BLOCK) a &= nv_pp_op_kz(&mi->ops[k], kz, nregs, m);
    return a;
  /* widening: the new bits are zero */
  case NV_PTX_CVT_U32_U16: case NV_PTX_CVT_U64_U16: return m & (nv_pp_op_kz(&mi->ops[1], kz, nregs, 0xffffu) | ~(uint64_t)0xffff);
  case NV_PTX_CVT_U64_U32: return m & (nv_pp_op_kz(&mi->ops[1], kz, nregs, 0xffffffffu) | ~(uint64_t)0xffffffffu);
  /* truncation: the source's low bits */
  case NV_PTX_CVT_U16_U32: case NV_PTX_CVT_U16_U64: case NV_PTX_CVT_U32_U64: return nv_pp_op_kz(&mi->ops[1], kz, nregs, m);
  /* selp: either operand's value */
  case NV_PTX_SELP_B16: case NV_PTX_SELP_B32: case NV_PTX_SELP_B64:
    return nv_pp_op_kz(&mi->ops[1], kz, nregs, m) & nv_pp_op_kz(&mi->ops[2], kz, nregs, m);
  /* shr.u by a constant: the source's bits move down, zeros come in at the top (a shift
   * by the width or more gives 0) */
  case NV_PTX_SHR_U16: case NV_PTX_SHR_U32: case NV_PTX_SHR_U64:
    if (mi->ops[2].kind != NV_MO_IMM) break;
    k = (uint32_t)((uint64_t)mi->ops[2].imm > 64 ? 64 : (uint64_t)mi->ops[2].imm);
    if (k >= nv_pp_bits(m)) return m;
    return m & ((nv_pp_op_kz(&mi->ops[1], kz, nregs, m) >> k) | ~(m >> k));
  /* bfe.u with constant position and length (PTX uses their low 8 bits): result bit i
   * is a[pos + i] for i < len and pos + i within the source, else 0 */
  case NV_PTX_BFE_U32: case NV_PTX_BFE_U64: {
    uint32_t pos, len;
    uint64_t low;
    if (mi->ops[2].kind != NV_MO_IMM || mi->ops[3].kind != NV_MO_IMM) break;
    pos = (uint32_t)(mi->ops[2].imm & 0xff);
    len = (uint32_t)(mi->ops[3].imm & 0xff);
    if (pos >= nv_pp_bits(m) || !len) return m;
    low = len >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << len) - 1);
    return m & (~low | (nv_pp_op_kz(&mi->ops[1], kz, nregs, m) >> pos));
  }
  /* rem.u: never above the dividend (the hardware gives the dividend for a zero divisor,
   * as nvcgrun's PTX engine does), so the dividend's leading zeros stay */
  case NV_PTX_REM_U16: case NV_PTX_REM_U32: case NV_PTX_REM_U64:
    return nv_pp_lead(nv_pp_op_kz(&mi->ops[1], kz, nregs, m), m);
  /* min.u is at most either operand, max.u one of them */
  case NV_PTX_MIN_U16: case NV_PTX_MIN_U32: case NV_PTX_MIN_U64:
    return nv_pp_lead(nv_pp_op_kz(&mi->ops[1], kz, nregs, m), m) | nv_pp_lead(nv_pp_op_kz(&mi->ops[2], kz, nregs, m), m);
  case NV_PTX_MAX_U16: case NV_PTX_MAX_U32: case NV_PTX_MAX_U64:
    return nv_pp_op_kz(&mi->ops[1], kz, nregs, m) & nv_pp_op_kz(&mi->ops[2], kz, nregs, m);
  /* in-register zero-extension from 8 bits */
  case NV_PTX_CVT_U16_U8: case NV_PTX_CVT_U32_U8: case NV_PTX_CVT_U64_U8:
    b = nv_pp_op_kz(&mi->ops[1], kz, nregs, m);
    return b | (m & ~(uint64_t)0xff);
  default: break;
  }
  *known = 0;
  return 0;
}

/* Does mi follow one of nv_pp_transfer's rules for its definitions (so that their masks
 * are iterated)? The transfer function itself says, so the two cannot disagree. */
static int nv_pp_is_rule(const nv_mfunc *mf, const nv_minst *mi, const uint64_t *kz, uint32_t nregs) {
  int known = 0;
  if (mi->ndefs && mi->ops[0].kind == NV_MO_REG) nv_pp_transfer(mf, mi, mi->ops[0].reg, kz, nregs, &known);
  return known;
}

static int nv_pass_nvptx_peephole(nv_mfunc *mf, const nv_options *o) {
  uint32_t nregs = mf->vreg_class.len, i;
  uint64_t *kz;
  uint32_t *ndef;
  nv_mblock *mb;
  nv_minst *mi;
  int changed = 0, again = 1;
  if (!nv_mir_knob(o, NV_KNOB_ENABLE_NVVM_PEEPHOLE) || !mf->is_ssa || !nregs) return 0;
  kz = (uint64_t *)nv_xcalloc(nregs, sizeof(uint64_t));
  ndef = (uint32_t *)nv_xcalloc(nregs, sizeof(uint32_t));
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next)
      for (i = 0; i < mi->ndefs; i++)
        if (mi->ops[i].kind == NV_MO_REG && mi->ops[i].reg < nregs) ndef[mi->ops[i].reg]++;
  /* start full on the registers the rules define (once, unguarded), nothing elsewhere */
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      if (!nv_pp_is_rule(mf, mi, kz, nregs) || mi->pred || mi->mods.sat) continue;
      for (i = 0; i < mi->ndefs; i++) {
        uint32_t r = mi->ops[i].reg;
        if (mi->ops[i].kind == NV_MO_REG && r < nregs && ndef[r] == 1) kz[r] = nv_pp_width_mask(mf, r);
      }
    }
  while (again) {
    again = 0;
    for (mb = mf->first; mb; mb = mb->next)
      for (mi = mb->first; mi; mi = mi->next) {
        if (!nv_pp_is_rule(mf, mi, kz, nregs) || mi->pred || mi->mods.sat) continue;
        for (i = 0; i < mi->ndefs; i++) {
          uint32_t r = mi->ops[i].reg;
          uint64_t v;
          int known;
          if (mi->ops[i].kind != NV_MO_REG || r >= nregs || ndef[r] != 1) continue;
          v = nv_pp_transfer(mf, mi, r, kz, nregs, &known) & kz[r];
          if (!known) v = 0;
          if (v != kz[r]) {
            kz[r] = v;
            again = 1;
          }
        }
      }
  }
  /* masks and zero-extensions of known-zero bits become copies */
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      uint64_t m, clear = 0;
      uint32_t src = 0;
      if (mi->pred || mi->ndefs != 1 || mi->ops[0].kind != NV_MO_REG || mi->ops[0].reg >= nregs) continue;
      m = nv_pp_width_mask(mf, mi->ops[0].reg);
      if (!m) continue;
      switch (mi->opc) {
      case NV_PTX_AND_B16: case NV_PTX_AND_B32: case NV_PTX_AND_B64:
        if (mi->nops != 3) continue;
        if (mi->ops[1].kind == NV_MO_REG && mi->ops[2].kind == NV_MO_IMM) {
          src = mi->ops[1].reg;
          clear = ~(uint64_t)mi->ops[2].imm & m;
        } else if (mi->ops[2].kind == NV_MO_REG && mi->ops[1].kind == NV_MO_IMM) {
          src = mi->ops[2].reg;
          clear = ~(uint64_t)mi->ops[1].imm & m;
        } else {
          continue;
        }
        break;
      case NV_PTX_CVT_U16_U8: case NV_PTX_CVT_U32_U8: case NV_PTX_CVT_U64_U8:
        if (mi->nops != 2 || mi->ops[1].kind != NV_MO_REG || mi->mods.sat) continue;
        src = mi->ops[1].reg;
        clear = m & ~(uint64_t)0xff;
        break;
      default: continue;
      }
      if (!src || src >= nregs || nv_vreg_class(mf, src) != nv_vreg_class(mf, mi->ops[0].reg)) continue;
      if ((clear & ~kz[src]) != 0) continue;
      mi->opc = NV_PTX_COPY;
      mi->ops[1] = nv_mop_reg(src);
      mi->nops = 2;
      memset(&mi->mods, 0, sizeof mi->mods);
      changed = 1;
    }
  nv_xfree(kz);
  nv_xfree(ndef);
  return changed;
}
