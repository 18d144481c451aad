/* ---- memory ---- */

/* p + off (constant) + dyn (i64 or NULL) bytes. */
static nvcg_value *nvsp_gep(nvsp_state *s, nvcg_value *p, int64_t off, nvcg_value *dyn, int inbounds) {
  nvcg_value *idx;
  if (!off && !dyn) return p;
  if (dyn) idx = off ? nvsp_bin(s, NVCG_OP_ADD, dyn, nvsp_c64(s, (uint64_t)off), 0) : dyn;
  else idx = nvsp_c64(s, (uint64_t)off);
  return NVSP_B(nvcg_build_gep(s->b, nvsp_i8(s), p, &idx, 1, inbounds, NULL));
}

static uint32_t nvsp_leaf_align(nvcg_type *irmem, uint32_t known) {
  uint32_t nat = nvcg_type_align(irmem);
  if (known == NVSP_ALIGN_COMPONENT)
    return nvcg_type_get_kind(irmem) == NVCG_TYPE_VECTOR ? nvcg_type_align(nvcg_type_element(irmem)) : nat;
  return known && known < nat ? known : nat;
}

/* Memory access flags from a memory-operands mask at word `i` of the current
 * instruction; the Aligned literal lowers *align. Returns the word after the operands. */
static uint32_t nvsp_mem_operands(nvsp_state *s, uint32_t i, unsigned *flags, uint32_t *align) {
  uint32_t mask;
  if (i >= s->cur_wc) return i;
  mask = nvsp_w(s, i++);
  if (mask & SpvMemoryAccessVolatileMask) *flags |= NVCG_FLAG_VOLATILE;
  if (mask & SpvMemoryAccessAlignedMask) {
    uint32_t a = nvsp_w(s, i++);
    if (!a || (a & (a - 1))) NVSP_ERR("Aligned %u is not a power of two", a);
    *align = a;
  }
  if (mask & SpvMemoryAccessNontemporalMask) *flags |= NVCG_FLAG_NONTEMPORAL;
  if (mask & SpvMemoryAccessMakePointerAvailableMask) i++;
  if (mask & SpvMemoryAccessMakePointerVisibleMask) i++;
  return i;
}

/* Leaves are loaded at base + off: every piece of an aggregate is addressed from the same
 * base pointer, one GEP each. `align` is the known alignment of base (0: natural). */
static uint32_t nvsp_align_at(uint32_t align, int64_t off) {
  if (align == NVSP_ALIGN_COMPONENT) return align;
  return align ? nvsp_min_align(align, nvsp_lowbit((uint64_t)off)) : 0;
}

static void nvsp_leaf_budget(nvsp_state *s) {
  if (++s->leaves_done > NVSP_LEAF_BUDGET)
    NVSP_UNSUP("the module expands to more than %u scalar loads and stores", NVSP_LEAF_BUDGET);
}

static nvcg_value *nvsp_load_leaf(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, uint32_t align,
                                  unsigned flags, uint32_t vstride) {
  nvcg_value *v;
  nvsp_leaf_budget(s);
  if (t->op == SpvOpTypeVector && vstride && vstride != NVSP_TYPE(t->elem)->size) {
    nvsp_type *ct = NVSP_TYPE(t->elem);
    uint32_t k;
    v = nvcg_const_undef(t->ir);
    for (k = 0; k < t->count; k++) {
      nvcg_value *x = nvsp_load_leaf(s, ct, base, off + (int64_t)k * vstride, align, flags, 0);
      v = NVSP_B(nvcg_build_insertelement(s->b, v, x, nvsp_c32(s, k), NULL));
    }
    return v;
  }
  v = NVSP_B(nvcg_build_load(s->b, t->irmem, nvsp_gep(s, base, off, NULL, 1),
                             nvsp_leaf_align(t->irmem, nvsp_align_at(align, off)), flags, NULL));
  if (t->irmem != t->ir) /* booleans held as bytes */
    v = nvsp_icmp(s, NVCG_ICMP_NE, v, nvcg_const_zero(t->irmem));
  return v;
}

static void nvsp_store_leaf(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, nvcg_value *v,
                            uint32_t align, unsigned flags, uint32_t vstride) {
  nvsp_leaf_budget(s);
  if (t->op == SpvOpTypeVector && vstride && vstride != NVSP_TYPE(t->elem)->size) {
    nvsp_type *ct = NVSP_TYPE(t->elem);
    uint32_t k;
    for (k = 0; k < t->count; k++) {
      nvcg_value *x = NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_c32(s, k), NULL));
      nvsp_store_leaf(s, ct, base, off + (int64_t)k * vstride, x, align, flags, 0);
    }
    return;
  }
  if (t->irmem != t->ir) v = nvsp_cast(s, NVCG_OP_ZEXT, v, t->irmem);
  NVSP_B(nvcg_build_store(s->b, v, nvsp_gep(s, base, off, NULL, 1),
                          nvsp_leaf_align(t->irmem, nvsp_align_at(align, off)), flags));
}

/* The member k of an aggregate in memory: its type, offset and matrix layout. */
static nvsp_type *nvsp_member_layout(nvsp_state *s, nvsp_type *t, uint32_t k, uint32_t mstride, int rowmajor,
                                     int64_t *off, uint32_t *ms, int *rm, uint32_t *vs) {
  *ms = mstride;
  *rm = rowmajor;
  *vs = 0;
  if (t->op == SpvOpTypeMatrix) {
    nvsp_type *col = NVSP_TYPE(t->elem);
    if (mstride && rowmajor) {
      *off = (int64_t)k * (int64_t)NVSP_TYPE(col->elem)->size;
      *vs = mstride;
    } else *off = (int64_t)k * (int64_t)(mstride ? mstride : col->size);
    *ms = 0;
    *rm = 0;
    return col;
  }
  if (t->op == SpvOpTypeArray) {
    *off = (int64_t)((uint64_t)k * t->stride);
    return NVSP_TYPE(t->elem);
  }
  if (t->op == SpvOpTypeStruct) {
    *off = (int64_t)t->offs[k];
    *ms = t->mstride[k];
    *rm = t->rowmajor[k];
    return NVSP_TYPE(t->mem[k]);
  }
  nvsp_ir_type(s, t->id);
  NVSP_UNSUP("values of this type cannot be loaded or stored");
}

/* Loads a value of type t from base + off, following the memory layout (mstride and
 * rowmajor: the matrix layout inherited from the enclosing struct member). */
static nvcg_value *nvsp_load_at(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, uint32_t align,
                                unsigned flags, uint32_t mstride, int rowmajor, uint32_t vstride) {
  nvcg_value *v;
  uint32_t k;
  if (nvsp_is_scalar(t) || t->op == SpvOpTypePointer || t->op == SpvOpTypeVector)
    return nvsp_load_leaf(s, t, base, off, align, flags, vstride);
  if (!t->ir) nvsp_ir_type(s, t->id);
  if (t->leaves > NVSP_MAX_LEAVES) NVSP_UNSUP("loading a value with more than %u parts is not supported", NVSP_MAX_LEAVES);
  v = nvcg_const_undef(t->ir);
  for (k = 0; k < t->count; k++) {
    int64_t o;
    uint32_t ms, vs;
    int rm;
    nvsp_type *et = nvsp_member_layout(s, t, k, mstride, rowmajor, &o, &ms, &rm, &vs);
    nvcg_value *x = nvsp_load_at(s, et, base, off + o, align, flags, ms, rm, vs);
    v = NVSP_B(nvcg_build_insertvalue(s->b, v, x, &k, 1, NULL));
  }
  return v;
}

static void nvsp_store_at(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, nvcg_value *v, uint32_t align,
                          unsigned flags, uint32_t mstride, int rowmajor, uint32_t vstride) {
  uint32_t k;
  if (nvsp_is_scalar(t) || t->op == SpvOpTypePointer || t->op == SpvOpTypeVector) {
    nvsp_store_leaf(s, t, base, off, v, align, flags, vstride);
    return;
  }
  if (!t->ir) nvsp_ir_type(s, t->id);
  if (t->leaves > NVSP_MAX_LEAVES) NVSP_UNSUP("storing a value with more than %u parts is not supported", NVSP_MAX_LEAVES);
  for (k = 0; k < t->count; k++) {
    int64_t o;
    uint32_t ms, vs;
    int rm;
    nvsp_type *et = nvsp_member_layout(s, t, k, mstride, rowmajor, &o, &ms, &rm, &vs);
    nvcg_value *x = NVSP_B(nvcg_build_extractvalue(s->b, v, &k, 1, NULL));
    nvsp_store_at(s, et, base, off + o, x, align, flags, ms, rm, vs);
  }
}

/* Stores a constant, walking its value tree instead of extracting from an IR aggregate
 * constant (undefined parts are not stored at all). */
static void nvsp_store_cval(nvsp_state *s, nvsp_type *t, nvcg_value *base, int64_t off, nvsp_cval *c, uint32_t align,
                            unsigned flags, uint32_t mstride, int rowmajor, uint32_t vstride) {
  uint32_t k;
  if (c->kind == NVSP_C_UNDEF) return;
  if (nvsp_is_scalar(t) || t->op == SpvOpTypePointer || t->op == SpvOpTypeVector || c->kind == NVSP_C_SCALAR) {
    nvsp_store_leaf(s, t, base, off, nvsp_const_ir(s, c, 0), align, flags, vstride);
    return;
  }
  if (t->leaves > NVSP_MAX_LEAVES) NVSP_UNSUP("storing a value with more than %u parts is not supported", NVSP_MAX_LEAVES);
  for (k = 0; k < t->count; k++) {
    int64_t o;
    uint32_t ms, vs;
    int rm;
    nvsp_type *et = nvsp_member_layout(s, t, k, mstride, rowmajor, &o, &ms, &rm, &vs);
    nvsp_cval *e;
    if (c->kind == NVSP_C_COMPOSITE) {
      if (k >= c->n) NVSP_ERR("constant has too few constituents");
      e = c->elems[k];
    } else {
      e = nvsp_cval_new(s, et->id, NVSP_C_NULL);
    }
    nvsp_store_cval(s, et, base, off + o, e, align, flags, ms, rm, vs);
  }
}

/* Stores the value of id `vid` (of type t): constants element by element. */
static void nvsp_store_id(nvsp_state *s, nvsp_type *t, nvcg_value *base, uint32_t vid, uint32_t align, unsigned flags,
                          uint32_t mstride, int rowmajor, uint32_t vstride) {
  nvsp_id *e = nvsp_id_get(s, vid);
  if (e->kind == NVSP_K_CONST && !nvsp_is_scalar(t) && t->op != SpvOpTypeVector && t->op != SpvOpTypePointer) {
    if (NVSP_TYPE(e->cv->type)->ir != t->ir) NVSP_ERR("object %%%u does not have the type stored to", vid);
    nvsp_store_cval(s, t, base, 0, e->cv, align, flags, mstride, rowmajor, vstride);
    return;
  }
  nvsp_store_at(s, t, base, 0, nvsp_value(s, vid, t->id, NULL), align, flags, mstride, rowmajor, vstride);
}

#define nvsp_load_rec(s, t, p, align, flags, ms, rm, vs) nvsp_load_at(s, t, p, 0, align, flags, ms, rm, vs)
#define nvsp_store_rec(s, t, p, v, align, flags, ms, rm, vs) nvsp_store_at(s, t, p, 0, v, align, flags, ms, rm, vs)

