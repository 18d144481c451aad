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
 * code, after GVN and lsr, which would otherwise share or hoist the copies again. */

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
  nv_vec_free(&sunk);
  nv_map_free(&copies);
  return changed;
}
