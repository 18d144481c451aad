/* expand_memops.c -- llvm.memcpy, llvm.memmove and llvm.memset become loads and stores
 * (PTX has no block copy; NVPTXLowerAggrCopies does this job in LLVM).
 *
 * The access width is the widest of 8, 4, 2, 1 bytes that the known alignment of both
 * pointers allows (from allocas, globals, kernel parameter attributes and constant GEPs
 * of those: call-site alignment attributes are not kept in the IR); an alloca's
 * alignment is first raised to what the length can use (nv_xm_align). A constant length
 * that needs at most NV_XM_INLINE_CHUNKS accesses becomes straight-line code, widest
 * chunks first; memmove then loads everything before storing anything, so overlap does
 * not matter. Other lengths become a loop over whole units followed by the remaining
 * bytes (a byte loop for a length only known at run time):
 *       pre:   br (n == 0), next, loop          (no test for a constant non-zero n)
 *       loop:  %i = phi i64 [0, pre], [%i.next, loop]
 *              load/store unit %i ; %i.next = %i + 1 ; br (%i.next u< n), loop, next
 * memmove of such lengths first compares the addresses and copies backwards when the
 * source lies below the destination (each unit is loaded before it is stored, so a
 * backward copy never clobbers source bytes it still needs, nor a forward one).
 * memset stores the byte splatted over the unit (a multiply by 0x0101... when the byte
 * is not constant). Volatile intrinsics give volatile accesses. Runs at every -O
 * level. */

#define NV_XM_INLINE_CHUNKS 16

typedef struct nv_xm {
  nv_func *f;
  nv_module *m;
  nv_block *cur;   /* where code is being appended */
  nv_block *end;   /* the block holding the rest of the original block */
  unsigned id;     /* NV_INTR_MEMCPY / MEMMOVE / MEMSET */
  nv_value *dst, *src, *byte;
  unsigned dalign, salign;
  uint32_t vol;    /* NVCG_FLAG_VOLATILE or 0 */
} nv_xm;

static nv_block *nv_xm_block(nv_xm *s, const char *name) { return nv_block_new(s->f, name, s->end); }

/* The memset value for a unit of `bytes` bytes. */
static nv_value *nv_xm_splat(nv_xm *s, nv_ib *b, unsigned bytes) {
  nv_context *c = s->m->ctx;
  nv_type *t = nv_type_int(c, bytes * 8);
  uint64_t ones = 0;
  unsigned i;
  for (i = 0; i < bytes; i++) ones |= 1ull << (8 * i);
  if (bytes == 1) return s->byte;
  if (s->byte->kind == NV_V_CINT) return nv_const_int(t, ones * (nv_cint_zext(s->byte) & 0xff), 0);
  return nv_ib_binop(b, NVCG_OP_MUL, nv_ib_cast(b, NVCG_OP_ZEXT, s->byte, t, "byte"), nv_const_int(t, ones, 0), "splat");
}

/* One access of `bytes` at constant offset off (straight-line code). */
static nv_value *nv_xm_load_at(nv_xm *s, nv_ib *b, unsigned bytes, uint64_t off) {
  nv_type *t = nv_type_int(s->m->ctx, bytes * 8);
  nv_value *p = nv_ib_byte_gep_const(b, s->src, off, "src");
  nv_inst *L = nv_ib_load(b, t, p, nv_align_at(s->salign, off), "v");
  L->flags |= s->vol;
  return &L->v;
}
static void nv_xm_store_at(nv_xm *s, nv_ib *b, nv_value *v, uint64_t off) {
  nv_value *p = nv_ib_byte_gep_const(b, s->dst, off, "dst");
  nv_inst *S = nv_ib_store(b, v, p, nv_align_at(s->dalign, off));
  S->flags |= s->vol;
}

/* Straight-line copy or fill of [off, off+len) at b, with chunks of at most `unit`
 * bytes, widest first; reverse: chunks from the top down; loads_first: every load
 * before the first store (memmove). */
static void nv_xm_inline(nv_xm *s, nv_ib *b, uint64_t off, uint64_t len, unsigned unit, int reverse,
                         int loads_first) {
  uint64_t pos[NV_XM_INLINE_CHUNKS + 8];
  unsigned sz[NV_XM_INLINE_CHUNKS + 8], n = 0, k;
  nv_value *vals[NV_XM_INLINE_CHUNKS + 8];
  uint64_t o = off;
  while (o < off + len && n < NV_XM_INLINE_CHUNKS + 8) {
    unsigned u = unit;
    while (u > off + len - o) u >>= 1;
    pos[n] = o;
    sz[n++] = u;
    o += u;
  }
  for (k = 0; k < n; k++) {
    unsigned j = reverse ? n - 1 - k : k;
    if (s->id == NV_INTR_MEMSET) nv_xm_store_at(s, b, nv_xm_splat(s, b, sz[j]), pos[j]);
    else if (loads_first) vals[j] = nv_xm_load_at(s, b, sz[j], pos[j]);
    else nv_xm_store_at(s, b, nv_xm_load_at(s, b, sz[j], pos[j]), pos[j]);
  }
  if (loads_first && s->id != NV_INTR_MEMSET)
    for (k = 0; k < n; k++) {
      unsigned j = reverse ? n - 1 - k : k;
      nv_xm_store_at(s, b, vals[j], pos[j]);
    }
}

/* A loop over `count` units of `unit` bytes starting at byte offset `base` (an i64
 * value); count is an i64 value, constant when cst != NV_XM_UNKNOWN. */
#define NV_XM_UNKNOWN (~0ull)
static void nv_xm_loop(nv_xm *s, nv_value *base, nv_value *count, uint64_t cst, unsigned unit, int backward) {
  nv_context *c = s->m->ctx;
  nv_type *i64 = nv_type_int(c, 64), *ut = nv_type_int(c, unit * 8);
  nv_block *loop, *next, *pre = s->cur;
  nv_value *dbase, *sbase = NULL, *idx, *inext, *cont, *p, *fill = NULL;
  nv_inst *phi, *acc;
  nv_ib b;
  if (cst == 0) return;
  loop = nv_xm_block(s, "memop.loop");
  next = nv_xm_block(s, "memop.next");
  nv_ib_at_end(&b, pre);
  if (s->id == NV_INTR_MEMSET) fill = nv_xm_splat(s, &b, unit); /* once, before the loop */
  dbase = nv_ib_byte_gep(&b, s->dst, base, "dst.base");
  if (s->id != NV_INTR_MEMSET) sbase = nv_ib_byte_gep(&b, s->src, base, "src.base");
  if (cst == NV_XM_UNKNOWN) nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_EQ, count, nv_const_int(i64, 0, 0), "empty"), next, loop);
  else nv_ib_br(&b, loop);
  nv_ib_at_end(&b, loop);
  phi = nv_ib_phi(&b, i64, "i");
  if (backward) {
    idx = nv_ib_binop(&b, NVCG_OP_SUB, &phi->v, nv_const_int(i64, 1, 0), "i.next");
    inext = idx;
  } else {
    idx = &phi->v;
    inext = nv_ib_binop(&b, NVCG_OP_ADD, &phi->v, nv_const_int(i64, 1, 0), "i.next");
  }
  if (s->id == NV_INTR_MEMSET) {
    p = nv_ib_gep(&b, ut, dbase, &idx, 1, 0, "dst");
    acc = nv_ib_store(&b, fill, p, NV_MIN(unit, s->dalign));
    acc->flags |= s->vol;
  } else {
    nv_inst *L;
    p = nv_ib_gep(&b, ut, sbase, &idx, 1, 0, "src");
    L = nv_ib_load(&b, ut, p, NV_MIN(unit, s->salign), "v");
    L->flags |= s->vol;
    p = nv_ib_gep(&b, ut, dbase, &idx, 1, 0, "dst");
    acc = nv_ib_store(&b, &L->v, p, NV_MIN(unit, s->dalign));
    acc->flags |= s->vol;
  }
  if (backward) cont = nv_ib_icmp(&b, NVCG_ICMP_NE, inext, nv_const_int(i64, 0, 0), "more");
  else cont = nv_ib_icmp(&b, NVCG_ICMP_ULT, inext, count, "more");
  nv_ib_condbr(&b, cont, loop, next);
  nv_opt_phi_add(phi, backward ? count : nv_const_int(i64, 0, 0), pre);
  nv_opt_phi_add(phi, inext, loop);
  s->cur = next;
}

/* The whole operation in one direction: whole units, then the remaining bytes (in the
 * opposite order when copying backwards). */
static void nv_xm_emit(nv_xm *s, nv_value *len, unsigned unit, int backward) {
  nv_context *c = s->m->ctx;
  nv_type *i64 = nv_type_int(c, 64);
  nv_ib b;
  unsigned sh = unit == 8 ? 3 : unit == 4 ? 2 : unit == 2 ? 1 : 0;
  if (len->kind == NV_V_CINT) {
    uint64_t L = nv_cint_zext(len), units = L >> sh, tail = L - (units << sh);
    nv_value *zero = nv_const_int(i64, 0, 0);
    if (backward && tail) {
      nv_ib_at_end(&b, s->cur);
      nv_xm_inline(s, &b, units << sh, tail, unit, 1, 0);
    }
    nv_xm_loop(s, zero, nv_const_int(i64, units, 0), units, unit, backward);
    if (!backward && tail) {
      nv_ib_at_end(&b, s->cur);
      nv_xm_inline(s, &b, units << sh, tail, unit, 0, 0);
    }
    return;
  }
  nv_ib_at_end(&b, s->cur);
  if (unit == 1) {
    nv_xm_loop(s, nv_const_int(i64, 0, 0), len, NV_XM_UNKNOWN, 1, backward);
    return;
  }
  {
    nv_value *units = nv_ib_binop(&b, NVCG_OP_LSHR, len, nv_const_int(i64, sh, 0), "units");
    nv_value *body = nv_ib_binop(&b, NVCG_OP_SHL, units, nv_const_int(i64, sh, 0), "body");
    nv_value *rest = nv_ib_binop(&b, NVCG_OP_AND, len, nv_const_int(i64, unit - 1, 0), "rest");
    if (backward) nv_xm_loop(s, body, rest, NV_XM_UNKNOWN, 1, 1);
    nv_xm_loop(s, nv_const_int(i64, 0, 0), units, NV_XM_UNKNOWN, unit, backward);
    if (!backward) nv_xm_loop(s, body, rest, NV_XM_UNKNOWN, 1, 0);
  }
}

static unsigned nv_xm_unit(unsigned align) {
  unsigned u = 8;
  while (u > 1 && (align & (u - 1))) u >>= 1;
  return u;
}

/* The alignment of p after raising that of the alloca it points into (if it does) to the
 * widest unit a copy of len bytes (0: not constant) can use, as LLVM does for the
 * objects it owns: a local array's memset becomes 8-byte stores, which the vectoriser
 * may join further. */
static unsigned nv_xm_align(nv_value *p, const nv_value *len) {
  unsigned need = 8;
  if (len->kind == NV_V_CINT)
    while (need > 1 && nv_cint_zext(len) < need) need >>= 1;
  for (; need > 1; need >>= 1)
    if (nv_opt_alloca_align(p, need, 1)) break;
  return nv_opt_known_align(p);
}

static void nv_xm_expand(nv_inst *I, unsigned id) {
  nv_xm s;
  nv_context *c = nv_value_ctx(&I->v);
  nv_type *i64 = nv_type_int(c, 64);
  nv_value *len = I->ops[3].val;
  unsigned unit;
  nv_ib b;
  memset(&s, 0, sizeof s);
  s.f = I->parent->parent;
  s.m = s.f->module;
  s.id = id;
  s.dst = I->ops[1].val;
  s.dalign = nv_xm_align(s.dst, len);
  if (id == NV_INTR_MEMSET) {
    s.byte = I->ops[2].val;
    s.salign = 8;
  } else {
    s.src = I->ops[2].val;
    s.salign = nv_xm_align(s.src, len);
  }
  s.vol = nv_value_is_cint(I->ops[4].val, 0) ? 0 : NVCG_FLAG_VOLATILE;
  unit = nv_xm_unit(NV_MIN(s.dalign, s.salign));
  /* a short constant length: straight-line code in place of the call */
  if (len->kind == NV_V_CINT && nv_cint_zext(len) / unit <= NV_XM_INLINE_CHUNKS) {
    nv_ib_before(&b, I);
    nv_xm_inline(&s, &b, 0, nv_cint_zext(len), unit, 0, id == NV_INTR_MEMMOVE);
    nv_inst_erase(I);
    return;
  }
  /* a loop: split the block at the call */
  s.end = nv_opt_split_block(I->parent, I, "memop.end");
  s.cur = s.end->prev;
  nv_ib_at_end(&b, s.cur);
  if (len->type != i64) len = nv_ib_cast(&b, NVCG_OP_ZEXT, len, i64, "len");
  if (id == NV_INTR_MEMMOVE) {
    nv_block *fwd = nv_xm_block(&s, "memmove.fwd"), *bwd = nv_xm_block(&s, "memmove.bwd");
    nv_block *join = nv_xm_block(&s, "memmove.join");
    nv_type *gp = nv_type_ptr(c, 0);
    nv_value *sp = s.src, *dp = s.dst;
    if (sp->type->addrspace != dp->type->addrspace) {
      if (sp->type->addrspace) sp = nv_ib_cast(&b, NVCG_OP_ADDRSPACECAST, sp, gp, "src.gen");
      if (dp->type->addrspace) dp = nv_ib_cast(&b, NVCG_OP_ADDRSPACECAST, dp, gp, "dst.gen");
    }
    nv_ib_condbr(&b, nv_ib_icmp(&b, NVCG_ICMP_ULT, sp, dp, "backward"), bwd, fwd);
    s.cur = fwd;
    nv_xm_emit(&s, len, unit, 0);
    nv_ib_at_end(&b, s.cur);
    nv_ib_br(&b, join);
    s.cur = bwd;
    nv_xm_emit(&s, len, unit, 1);
    nv_ib_at_end(&b, s.cur);
    nv_ib_br(&b, join);
    s.cur = join;
  } else {
    nv_xm_emit(&s, len, unit, 0);
  }
  nv_ib_at_end(&b, s.cur);
  nv_ib_br(&b, s.end);
  nv_inst_erase(I);
}

static int nv_pass_expand_memops(nv_func *f, const nv_options *o) {
  NV_VEC(nv_inst *) work = NV_VEC_INIT;
  nv_block *bb;
  uint32_t i;
  (void)o;
  for (bb = f->first; bb; bb = bb->next)
    for (nv_inst *I = bb->first; I; I = I->next) {
      unsigned id = nv_opt_call_intrinsic(I);
      if (id == NV_INTR_MEMCPY || id == NV_INTR_MEMMOVE || id == NV_INTR_MEMSET) nv_vec_push(&work, I);
    }
  for (i = 0; i < work.len; i++) nv_xm_expand(work.data[i], nv_opt_call_intrinsic(work.data[i]));
  i = work.len;
  nv_vec_free(&work);
  return i != 0;
}
