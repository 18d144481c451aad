/* nvptx_mem2reg.c -- cicc's "nvptx-mem2reg" ("Mem2Reg on Machine Instructions to remove
 * local stack objects", seeds/003; knob nv-disable-mem2reg): .local frame objects that
 * the code only stores to and loads back, at constant offsets, become registers.
 *
 * Why: the IR's mem2reg/SROA promote every alloca whose address stays in loads and
 * stores. What reaches the machine layer with a frame object is an alloca whose address
 * the IR passes on -- above all a struct passed by value to a call: the caller stores
 * the fields to an alloca and passes its address byval, and call lowering copies it to
 * the .param argument with loads through that address (the corpus's struct_calls kernel:
 * `st.local.v2.f32 [slot], {%f1, %f2}` then `ld.u32 %r7, [slot]; st.param.u32 [param0],
 * %r7`). After selection the address is gone from the call, and the object is a store
 * followed by loads of the same bytes.
 *
 * What: on SSA, a frame object qualifies when every mention of it is (a) an address
 * `[FI#n+c]` of a plain ld/st (generic or .local space, unguarded, no .volatile, no memory
 * order, no cache operator), or (b) an unguarded `add.u64 %r, FI#n, c` (selection's frame
 * address) whose register is only ever the base of such an ld/st address; its loads and
 * stores are all in one block; and, walking that block in order, every element a load
 * reads (each part of a vector load) was last written by exactly one stored element of the
 * same size at the same offset, nothing overlapping it since (so the block being in a loop
 * does not matter: no value crosses an iteration), with the registers' widths equal to
 * the access size (no extending load, no truncating store). Then each loaded element
 * becomes a copy of the stored register (a bit-preserving mov.b16/b32/b64 when the
 * classes differ, a mov of the constant, or of its bits, when an immediate was stored;
 * a volatile IR access is never taken, though selection prints .local ones without
 * .volatile), the stores and
 * the address computations go, and the object takes no room in the depot (frame_layout
 * skips it, and drops %SP / %SPL when nothing else reads them). Objects accessed in
 * several blocks, partially, or through other instructions are left as they are.
 * Spill slots do not exist yet (the allocator runs later). */

typedef struct nv_m2r_acc {
  nv_minst *mi;
  int64_t off;     /* byte offset in the object of the first element */
  uint32_t esize;  /* bytes per element */
} nv_m2r_acc;

/* Access size in bits of a plain ld/st row ("ld{...}.u32" -> 32), 0 when not one. */
static uint32_t nv_m2r_bits(const nv_minst *mi) {
  const nv_ptx_info *pi = nv_ptx_info_of(mi->opc);
  const char *t = pi->tmpl, *d;
  unsigned fl = pi->flags;
  uint32_t v = 0;
  if (!(fl & (NV_PF_LOAD | NV_PF_STORE)) || (fl & NV_PF_TEMPLATE)) return 0;
  if (strncmp(t, (fl & NV_PF_LOAD) ? "ld{sem}" : "st{sem}", 7)) return 0;
  d = strrchr(t, '.');
  if (!d || !d[1] || !d[2]) return 0;
  for (d += 2; *d >= '0' && *d <= '9'; d++) v = v * 10u + (uint32_t)(*d - '0');
  return *d ? 0 : v;
}

/* Is mi a load or store the pass can take over (see the header), with its address as
 * operand *ai? */
static int nv_m2r_plain(const nv_minst *mi, uint32_t *ai) {
  uint32_t bits = nv_m2r_bits(mi), n;
  if (!bits || mi->pred || mi->mods.sem != NV_SEM_NONE || mi->mods.cache != NV_CACHE_NONE) return 0;
  if (mi->mods.space != NV_SPACE_GENERIC && mi->mods.space != NV_SPACE_LOCAL) return 0;
  /* selection drops .volatile on .local accesses (as LLVM's NVPTX does), so the IR
   * instruction says it: a volatile access stays */
  if (mi->ir && (mi->ir->flags & NVCG_FLAG_VOLATILE)) return 0;
  n = mi->mods.vec > 1 ? mi->mods.vec : 1;
  if (nv_ptx_info_of(mi->opc)->flags & NV_PF_LOAD) {
    if (mi->ndefs != n || mi->nops != n + 1) return 0;
    *ai = n;
  } else {
    if (mi->ndefs || mi->nops != n + 1) return 0;
    *ai = 0;
  }
  return mi->ops[*ai].kind == NV_MO_ADDR;
}

static int nv_m2r_is_lea(const nv_minst *mi) {
  return mi->opc == NV_PTX_LEA && mi->ndefs == 1 && mi->nops == 2 && !mi->pred && mi->ops[0].kind == NV_MO_REG &&
         mi->ops[1].kind == NV_MO_ADDR && mi->ops[1].base_kind == NV_MO_IMM;
}

/* The instruction that sets register d to the stored element v (NULL: no such move);
 * with build 0 only whether there is one (nothing allocated: non-NULL is mf). */
static void *nv_m2r_forward(nv_mfunc *mf, uint32_t d, const nv_mop *v, int build) {
  nv_regclass dc = nv_vreg_class(mf, d);
  unsigned opc;
  nv_minst *c;
  if (v->kind == NV_MO_REG) {
    nv_regclass sc = nv_vreg_class(mf, v->reg);
    if (sc == dc) opc = NV_PTX_COPY;
    else if ((sc == NV_RC_B16 || sc == NV_RC_H16) && (dc == NV_RC_B16 || dc == NV_RC_H16)) opc = NV_PTX_BITCAST_B16;
    else if ((sc == NV_RC_B32 || sc == NV_RC_F32 || sc == NV_RC_H32) && (dc == NV_RC_B32 || dc == NV_RC_F32 || dc == NV_RC_H32))
      opc = NV_PTX_BITCAST_B32;
    else if ((sc == NV_RC_B64 || sc == NV_RC_F64) && (dc == NV_RC_B64 || dc == NV_RC_F64)) opc = NV_PTX_BITCAST_B64;
    else return NULL;
  } else if (v->kind == NV_MO_IMM) {
    opc = dc == NV_RC_B16 ? NV_PTX_MOV_U16 : dc == NV_RC_B32 ? NV_PTX_MOV_U32 : dc == NV_RC_B64 ? NV_PTX_MOV_U64 : 0;
    if (!opc) return NULL;
  } else if (v->kind == NV_MO_FPIMM) {
    /* a float constant read back as an integer: the same bits as an integer constant */
    if (dc == NV_RC_B32 && v->vt == NV_SC_F32) {
      if (!build) return mf;
      c = nv_minst_new(mf, NV_PTX_MOV_U32, 1, 2);
      c->ops[0] = nv_mop_reg(d);
      c->ops[1] = nv_mop_imm((int64_t)(uint32_t)v->imm);
      return c;
    }
    if (dc == NV_RC_B64 && v->vt == NV_SC_F64) {
      if (!build) return mf;
      c = nv_minst_new(mf, NV_PTX_MOV_U64, 1, 2);
      c->ops[0] = nv_mop_reg(d);
      c->ops[1] = nv_mop_imm(v->imm);
      return c;
    }
    opc = dc == NV_RC_F32 && v->vt == NV_SC_F32 ? NV_PTX_MOV_F32 : dc == NV_RC_F64 && v->vt == NV_SC_F64 ? NV_PTX_MOV_F64 : 0;
    if (!opc) return NULL;
  } else {
    return NULL;
  }
  if (!build) return mf;
  c = nv_minst_new(mf, opc, 1, 2);
  c->ops[0] = nv_mop_reg(d);
  c->ops[1] = *v;
  return c;
}

/* Does register operand/stored value v fit an element of `bits` bits exactly? */
static int nv_m2r_width_ok(const nv_mfunc *mf, const nv_mop *v, uint32_t bits) {
  static const uint32_t rc_bits[] = {
#define NV_X_BITS(name, prefix, decl, b, letter) b,
    NV_REGCLASSES(NV_X_BITS)
#undef NV_X_BITS
  };
  nv_regclass c;
  if (v->kind != NV_MO_REG) return v->kind == NV_MO_IMM || v->kind == NV_MO_FPIMM;
  c = nv_vreg_class(mf, v->reg);
  return c < NV_RC_COUNT && c != NV_RC_PRED && rc_bits[c] == bits;
}

static int nv_pass_nvptx_mem2reg(nv_mfunc *mf, const nv_options *o) {
  uint32_t nobj = mf->frame.len, nregs = mf->vreg_class.len, f, i, k;
  int32_t *base_fi;  /* vreg -> frame object its LEA addresses, -1 */
  int64_t *base_off;
  uint8_t *bad;
  NV_VEC(nv_m2r_acc) acc = NV_VEC_INIT;
  nv_mblock *mb;
  nv_minst *mi, *next;
  int changed = 0;
  if (nv_mir_knob(o, NV_KNOB_NV_DISABLE_MEM2REG) || !mf->is_ssa || !nobj) return 0;
  base_fi = (int32_t *)nv_xcalloc(nregs, sizeof(int32_t));
  base_off = (int64_t *)nv_xcalloc(nregs, sizeof(int64_t));
  bad = (uint8_t *)nv_xcalloc(nobj, 1);
  for (i = 0; i < nregs; i++) base_fi[i] = -1;
  for (f = 0; f < nobj; f++)
    if (mf->frame.data[f].is_spill || mf->frame.data[f].is_dead) bad[f] = 1;
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next)
      if (nv_m2r_is_lea(mi) && mi->ops[0].reg < nregs && mi->ops[1].fi >= 0 && (uint32_t)mi->ops[1].fi < nobj) {
        base_fi[mi->ops[0].reg] = mi->ops[1].fi;
        base_off[mi->ops[0].reg] = mi->ops[1].imm;
      }
  /* every mention of an object or of a frame-address register: an access, or a reason
   * to leave the object alone */
  for (mb = mf->first; mb; mb = mb->next)
    for (mi = mb->first; mi; mi = mi->next) {
      uint32_t ai = NV_MNONE;
      int plain = nv_m2r_plain(mi, &ai), lea = nv_m2r_is_lea(mi);
      if (mi->pred && mi->pred < nregs && base_fi[mi->pred] >= 0) bad[base_fi[mi->pred]] = 1;
      for (k = 0; k < mi->nops; k++) {
        const nv_mop *op = &mi->ops[k];
        int32_t fi = -1;
        int64_t off = 0;
        if (op->kind == NV_MO_ADDR && op->base_kind == NV_MO_IMM) {
          if (op->fi < 0 || (uint32_t)op->fi >= nobj) continue;
          fi = op->fi;
          off = op->imm;
          if (lea && k == 1) continue; /* the definition of a frame address */
        } else if ((op->kind == NV_MO_ADDR && op->base_kind == NV_MO_REG) || op->kind == NV_MO_REG) {
          if (op->reg >= nregs || base_fi[op->reg] < 0) continue;
          fi = base_fi[op->reg];
          if (k < mi->ndefs) { /* a frame-address register defined twice: not SSA-like */
            if (!(lea && k == 0)) bad[fi] = 1;
            continue;
          }
          off = base_off[op->reg] + op->imm;
          if (op->kind == NV_MO_REG) { /* the address as a value: it escapes */
            bad[fi] = 1;
            continue;
          }
        } else {
          continue;
        }
        if (!plain || k != ai) {
          bad[fi] = 1;
          continue;
        }
        {
          nv_m2r_acc a;
          a.mi = mi;
          a.off = off;
          a.esize = nv_m2r_bits(mi) / 8u;
          if (!a.esize) bad[fi] = 1;
          nv_vec_push(&acc, a);
        }
      }
    }
  /* per object: one block, every loaded element forwarded from one stored element */
  for (f = 0; f < nobj; f++) {
    nv_mblock *home = NULL;
    uint64_t size = mf->frame.data[f].size;
    nv_minst **byte_st;
    uint32_t *byte_el, nacc = 0;
    int ok = !bad[f];
    if (!ok || size > 4096) continue;
    for (i = 0; i < acc.len && ok; i++) {
      nv_minst *m = acc.data[i].mi;
      uint32_t ai = 0;
      const nv_mop *a;
      nv_m2r_plain(m, &ai);
      a = &m->ops[ai];
      if ((a->base_kind == NV_MO_IMM ? a->fi : base_fi[a->reg]) != (int32_t)f) continue;
      nacc++;
      if (!home) home = m->parent;
      else if (home != m->parent) ok = 0;
    }
    if (!ok || !nacc) continue;
    byte_st = (nv_minst **)nv_xcalloc(size, sizeof(nv_minst *));
    byte_el = (uint32_t *)nv_xcalloc(size, sizeof(uint32_t));
    /* walk the block in order (acc is in program order within it) */
    for (i = 0; i < acc.len && ok; i++) {
      nv_m2r_acc *x = &acc.data[i];
      uint32_t ai = 0, n, e, b;
      const nv_mop *a;
      int is_load;
      nv_m2r_plain(x->mi, &ai);
      a = &x->mi->ops[ai];
      if ((a->base_kind == NV_MO_IMM ? a->fi : base_fi[a->reg]) != (int32_t)f) continue;
      is_load = (nv_ptx_info_of(x->mi->opc)->flags & NV_PF_LOAD) != 0;
      n = x->mi->mods.vec > 1 ? x->mi->mods.vec : 1;
      if (x->off < 0 || (uint64_t)x->off + (uint64_t)n * x->esize > size) {
        ok = 0;
        break;
      }
      for (e = 0; e < n && ok; e++) {
        uint64_t s = (uint64_t)x->off + (uint64_t)e * x->esize;
        const nv_mop *v = is_load ? &x->mi->ops[e] : &x->mi->ops[1 + e];
        if (!nv_m2r_width_ok(mf, v, x->esize * 8u)) {
          ok = 0;
          break;
        }
        if (!is_load) {
          for (b = 0; b < x->esize; b++) {
            byte_st[s + b] = x->mi;
            byte_el[s + b] = e;
          }
          continue;
        }
        /* the element must be exactly one stored element, written whole */
        if (!byte_st[s] || (s > 0 && byte_st[s - 1] == byte_st[s] && byte_el[s - 1] == byte_el[s])) {
          ok = 0;
          break;
        }
        for (b = 1; b < x->esize; b++)
          if (byte_st[s + b] != byte_st[s] || byte_el[s + b] != byte_el[s]) ok = 0;
        if (ok && s + x->esize < size && byte_st[s + x->esize] == byte_st[s] && byte_el[s + x->esize] == byte_el[s]) ok = 0;
        if (ok && (nv_m2r_bits(byte_st[s]) / 8u != x->esize)) ok = 0;
        if (ok) {
          const nv_mop *sv = &byte_st[s]->ops[1 + byte_el[s]];
          if (!nv_m2r_forward(mf, v->reg, sv, 0)) ok = 0;
        }
      }
    }
    if (ok) {
      /* rewrite: loads become copies of what was stored (replayed in order, so each load
       * sees the stores before it), then the stores go */
      memset(byte_st, 0, size * sizeof(nv_minst *));
      for (i = 0; i < acc.len; i++) {
        nv_m2r_acc *x = &acc.data[i];
        uint32_t ai = 0, n, e, b;
        const nv_mop *a;
        nv_m2r_plain(x->mi, &ai);
        a = &x->mi->ops[ai];
        if ((a->base_kind == NV_MO_IMM ? a->fi : base_fi[a->reg]) != (int32_t)f) continue;
        n = x->mi->mods.vec > 1 ? x->mi->mods.vec : 1;
        if (!(nv_ptx_info_of(x->mi->opc)->flags & NV_PF_LOAD)) {
          for (e = 0; e < n; e++)
            for (b = 0; b < x->esize; b++) {
              byte_st[(uint64_t)x->off + e * x->esize + b] = x->mi;
              byte_el[(uint64_t)x->off + e * x->esize + b] = e;
            }
          continue;
        }
        for (e = 0; e < n; e++) {
          uint64_t s = (uint64_t)x->off + (uint64_t)e * x->esize;
          nv_minst *c = (nv_minst *)nv_m2r_forward(mf, x->mi->ops[e].reg, &byte_st[s]->ops[1 + byte_el[s]], 1);
          c->ir = x->mi->ir;
          nv_minst_insert_before(x->mi, c);
        }
        nv_minst_remove(x->mi);
      }
      /* the stores, in a second walk: a load above may have read one */
      for (i = 0; i < acc.len; i++) {
        nv_m2r_acc *x = &acc.data[i];
        uint32_t ai = 0;
        const nv_mop *a;
        if (!x->mi->parent || (nv_ptx_info_of(x->mi->opc)->flags & NV_PF_LOAD)) continue;
        nv_m2r_plain(x->mi, &ai);
        a = &x->mi->ops[ai];
        if ((a->base_kind == NV_MO_IMM ? a->fi : base_fi[a->reg]) != (int32_t)f) continue;
        nv_minst_remove(x->mi);
      }
      mf->frame.data[f].is_dead = 1;
      changed = 1;
    }
    nv_xfree(byte_st);
    nv_xfree(byte_el);
  }
  /* the frame addresses of promoted objects have no reader left */
  if (changed)
    for (mb = mf->first; mb; mb = mb->next)
      for (mi = mb->first; mi; mi = next) {
        next = mi->next;
        if (nv_m2r_is_lea(mi) && mi->ops[1].fi >= 0 && (uint32_t)mi->ops[1].fi < nobj && mf->frame.data[mi->ops[1].fi].is_dead &&
            !bad[mi->ops[1].fi])
          nv_minst_remove(mi);
      }
  nv_vec_free(&acc);
  nv_xfree(base_fi);
  nv_xfree(base_off);
  nv_xfree(bad);
  return changed;
}
