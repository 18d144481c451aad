/* sink_addr.c -- address sinking (the address-mode part of LLVM's CodeGenPrepare): a
 * load or store whose address was computed in another block as a base plus a constant
 *     pre:   %p = getelementptr i8, ptr addrspace(3) %row, i64 12
 *     loop:  %v = load float, ptr addrspace(3) %p
 * gets its own copy of the offset computation next to it, so that instruction selection,
 * which sees one block at a time, folds the constant into the access as [%row+12] and
 * %p's register dies. Loop-invariant code motion hoists such GEPs out of loops (clang's
 * -O3 output arrives that way: an unrolled tile loop reads As[ty][0..15] through sixteen
 * hoisted pointers, each a register live across the loop); once sunk, one base register
 * serves every access. The copy is a byte GEP on the base the chain of constant-offset
 * GEPs and bitcasts starts from (nv_opt_strip_offsets_in, stopping at an address-space
 * cast, which stays where it is: a local array's GEPs start from the cast of its
 * alloca), made once per block and address, before the block's first access through it;
 * the base must have the address's type, and the offset must fit
 * PTX's signed 32-bit immediate. Runs at -O1 and above as the last IR pass that moves
 * code, after GVN and lsr, which would otherwise share or hoist the copies again.
 *
 * The same block-at-a-time view loses the widening multiply of an index extended in
 * another block (CodeGenPrepare's address matching sinks the extension too):
 *     a:  %i = zext i32 %x to i64              ; also used in a's own GEP
 *     b:  %q = getelementptr float, ptr %sv, i64 %i
 * selects in b as `shl.b64 (the 64-bit %i), 2`, keeping %i live, where a copy of the zext
 * in b makes `mul.wide.u32 %x, 4`, the instruction a already computes and machine_cse
 * then reuses: the shift and, once every use is sunk, the cvt.u64.u32 are gone
 * (bitonic_sort's swap blocks, stencil1d's store). Only an index the GEP scales by more
 * than one byte, so that the copy folds into the multiply (an i8 GEP would gain a cvt),
 * and only when the extension's own block scales it alike (nv_sink_foldable_ext). */

/* How many bytes GEP G scales its index operand `opno` by: the allocation size of the type
 * that index steps over (the source element type for the first, then array or vector
 * elements; a struct's field index, a constant, picks the next type and scales
 * nothing); 0 for a field index or when unknown. */
static uint64_t nv_sink_gep_scale(const nv_inst *G, unsigned opno) {
  const nv_type *t = G->aux_type;
  unsigned k;
  for (k = 2; k <= opno && t; k++) {
    if (t->kind == NVCG_TYPE_ARRAY || t->kind == NVCG_TYPE_VECTOR) {
      t = t->elem;
    } else if (t->kind == NVCG_TYPE_STRUCT && k < opno) {
      const nv_value *c = G->ops[k].val;
      t = c->kind == NV_V_CINT && nv_cint_zext(c) < t->count ? t->fields[nv_cint_zext(c)] : NULL;
    } else {
      t = NULL; /* opno is a struct's field index, or steps into a scalar */
    }
  }
  return t ? nv_type_alloc_size(t) : 0;
}

/* The i32 -> i64 zext or sext that GEP G's index operand `opno` is, when it is defined in
 * another block, G scales it by more than one byte (so that a copy next to G folds into
 * mul.wide), and a GEP of the extension's own block scales it by as much (so that the
 * copy's mul.wide is that block's, which machine_cse reuses: without such a twin the
 * copy would trade one mad.lo.s64 on the 64-bit value for a mul.wide and an add);
 * otherwise NULL. */
static nv_inst *nv_sink_foldable_ext(const nv_inst *G, unsigned opno) {
  nv_value *x = G->ops[opno].val;
  uint64_t scale = nv_sink_gep_scale(G, opno);
  const nv_use *u;
  nv_inst *E;
  if (x->kind != NV_V_INST || scale <= 1 || scale > INT32_MAX) return NULL;
  E = (nv_inst *)x;
  if ((E->v.opcode != NVCG_OP_ZEXT && E->v.opcode != NVCG_OP_SEXT) || E->parent == G->parent) return NULL;
  if (E->v.type->kind != NVCG_TYPE_INT || E->v.type->bits != 64) return NULL;
  if (E->ops[0].val->type->kind != NVCG_TYPE_INT || E->ops[0].val->type->bits != 32) return NULL;
  for (u = E->v.uses; u; u = u->next) {
    const nv_inst *U = (const nv_inst *)u->user;
    unsigned k;
    if (u->user->kind != NV_V_INST || U->v.opcode != NVCG_OP_GEP || U->parent != E->parent) continue;
    for (k = 1; k < U->nops; k++)
      if (U->ops[k].val == &E->v && nv_sink_gep_scale(U, k) == scale) return E;
  }
  return NULL;
}

/* Copies each foldable extension (above) next to the GEPs of other blocks that scale it,
 * once per block, and erases the originals left without uses. */
static int nv_sink_index_exts(nv_func *f, nv_map *copies) {
  NV_VEC(nv_inst *) sunk = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  int changed = 0;
  for (bb = f->first; bb; bb = bb->next) {
    nv_map_clear(copies);
    NV_FOR_INSTS(G, bb) {
      unsigned opno;
      if (G->v.opcode != NVCG_OP_GEP || nv_type_is_vector(G->v.type)) continue;
      for (opno = 1; opno < G->nops; opno++) {
        nv_inst *E = nv_sink_foldable_ext(G, opno);
        uintptr_t known;
        nv_ib b;
        if (!E) continue;
        if (!nv_map_get(copies, (uintptr_t)E, &known)) {
          nv_ib_before(&b, G);
          known = (uintptr_t)nv_ib_cast(&b, E->v.opcode, E->ops[0].val, E->v.type, "sunk.idx");
          nv_map_put(copies, (uintptr_t)E, known);
          nv_vec_push(&sunk, E);
        }
        nv_inst_set_op(G, opno, (nv_value *)known);
        changed = 1;
      }
    }
  }
  for (i = 0; i < sunk.len; i++) nv_opt_erase_if_dead(sunk.data[i]);
  nv_vec_free(&sunk);
  return changed;
}

static int nv_pass_sink_addr(nv_func *f, const nv_options *o) {
  nv_block *bb;
  nv_map copies; /* address -> its copy in the current block */
  NV_VEC(nv_inst *) sunk = NV_VEC_INIT;
  uint32_t i;
  int changed = 0;
  (void)o;
  if (f->is_decl || !f->first) return 0;
  nv_map_init(&copies, NV_MAP_PTR);
  for (bb = f->first; bb; bb = bb->next) {
    nv_map_clear(&copies);
    NV_FOR_INSTS(I, bb) {
      unsigned opno;
      nv_value *p, *copy;
      const nv_value *base;
      int64_t off;
      uintptr_t known;
      nv_ib b;
      if (I->v.opcode == NVCG_OP_LOAD) opno = 0;
      else if (I->v.opcode == NVCG_OP_STORE) opno = 1;
      else continue;
      p = I->ops[opno].val;
      if (p->kind != NV_V_INST || ((nv_inst *)p)->parent == bb) continue;
      if (nv_map_get(&copies, (uintptr_t)p, &known)) {
        nv_inst_set_op(I, opno, (nv_value *)known);
        continue;
      }
      base = nv_opt_strip_offsets_in(p, &off, 1);
      if (base == p || base->type != p->type || off < INT32_MIN || off > INT32_MAX) continue;
      nv_ib_before(&b, I);
      copy = nv_ib_byte_gep_const(&b, (nv_value *)base, (uint64_t)off, "sunk.addr");
      nv_map_put(&copies, (uintptr_t)p, (uintptr_t)copy);
      nv_inst_set_op(I, opno, copy);
      nv_vec_push(&sunk, (nv_inst *)p);
      changed = 1;
    }
  }
  for (i = 0; i < sunk.len; i++) nv_opt_erase_if_dead(sunk.data[i]);
  changed |= nv_sink_index_exts(f, &copies);
  nv_vec_free(&sunk);
  nv_map_free(&copies);
  return changed;
}
