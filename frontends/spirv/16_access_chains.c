/* ------------------------------------------------------------------------------------
 * Access chains: a byte offset (constant part plus one dynamic i64 sum) from the base,
 * computed from the pointee's layout, applied with one i8 GEP.
 * ---------------------------------------------------------------------------------- */

static int nvsp_const_index(nvsp_state *s, uint32_t id, int64_t *out) {
  nvsp_id *e = nvsp_id_get(s, id);
  nvsp_type *t;
  if (e->kind != NVSP_K_CONST || e->cv->kind == NVSP_C_UNDEF) return 0;
  t = NVSP_TYPE(e->cv->type);
  if (t->op != SpvOpTypeInt) NVSP_ERR("index %%%u is not an integer", id);
  *out = e->cv->kind == NVSP_C_NULL ? 0 : nvsp_sext(e->cv->bits, t->width);
  return 1;
}

static nvcg_value *nvsp_index_i64(nvsp_state *s, uint32_t id) {
  uint32_t t;
  nvcg_value *v = nvsp_value(s, id, 0, &t);
  nvsp_type *tt = NVSP_TYPE(t);
  if (tt->op != SpvOpTypeInt) NVSP_ERR("index %%%u is not an integer scalar", id);
  return nvsp_iresize(s, v, nvsp_i64(s), 1);
}

typedef struct nvsp_chain {
  uint64_t coff;         /* wraps like the address arithmetic it stands for */
  nvcg_value *dyn;
  uint32_t align;
} nvsp_chain;

static void nvsp_chain_add(nvsp_state *s, nvsp_chain *c, uint32_t idx_id, uint64_t stride) {
  int64_t k;
  if (nvsp_const_index(s, idx_id, &k)) {
    c->coff += (uint64_t)k * stride;
    return;
  }
  {
    nvcg_value *i = nvsp_index_i64(s, idx_id);
    nvcg_value *term = stride == 1 ? i : nvsp_bin(s, NVCG_OP_MUL, i, nvsp_c64(s, stride), 0);
    c->dyn = c->dyn ? nvsp_bin(s, NVCG_OP_ADD, c->dyn, term, 0) : term;
    c->align = nvsp_min_align(c->align, nvsp_lowbit(stride));
  }
}

/* Translates OpAccessChain/OpInBoundsAccessChain/OpPtrAccessChain/OpInBoundsPtrAccessChain. */
static void nvsp_access_chain(nvsp_state *s, int has_element, int inbounds) {
  uint32_t rtid, id, bid, btid, i, first;
  nvsp_type *rt, *bt, *t;
  nvsp_val base, r;
  nvsp_chain c;
  nvsp_need(s, has_element ? 5 : 4, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  bid = nvsp_w(s, 3);
  rt = NVSP_RTYPE(rtid);
  if (rt->op != SpvOpTypePointer) NVSP_ERR("result type %%%u is not a pointer type", rtid);
  base = nvsp_get(s, bid, &btid);
  bt = NVSP_TYPE(btid);
  if (bt->op != SpvOpTypePointer) NVSP_ERR("base %%%u is not a pointer", bid);
  if (bt->storage != rt->storage) NVSP_ERR("the result's storage class differs from the base's");
  t = NVSP_TYPE(bt->elem);
  first = has_element ? 5 : 4;
  r = base;
  memset(&c, 0, sizeof c);
  c.align = base.align;
  if (base.builtin_ptr) {
    if (has_element) NVSP_ERR("OpPtrAccessChain on a built-in variable");
    if (s->cur_wc > first + 1) NVSP_ERR("too many indices into a built-in variable");
    if (s->cur_wc == first + 1) {
      int64_t k;
      if (t->op != SpvOpTypeVector) NVSP_ERR("indexing a scalar built-in");
      if (nvsp_const_index(s, nvsp_w(s, first), &k)) {
        if (k < 0 || k >= (int64_t)t->count) NVSP_ERR("built-in component %lld is out of range", (long long)k);
        r.comp = (int32_t)k;
      } else r.dyn_comp = nvsp_index_i64(s, nvsp_w(s, first));
    }
    nvsp_set_val(s, id, rtid, r);
    return;
  }
  if (nvsp_is_desc_array(&base)) {
    nvsp_env *en = &s->env[base.desc_env];
    int64_t k;
    nvcg_value *p, *x = NULL;
    if (has_element || s->cur_wc < first + 1) NVSP_ERR("a descriptor array must be indexed first");
    if (nvsp_const_index(s, nvsp_w(s, first), &k)) {
      if (k < 0 || (uint64_t)k >= en->count) NVSP_ERR("descriptor index %lld is out of range", (long long)k);
      p = s->envv[en->slot + (uint32_t)k];
      x = nvsp_c64(s, (uint64_t)k);
    } else {
      uint32_t j;
      x = nvsp_index_i64(s, nvsp_w(s, first));
      p = s->envv[en->slot];
      for (j = 1; j < en->count; j++)
        p = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, x, nvsp_c64(s, j)), s->envv[en->slot + j], p);
    }
    memset(&r, 0, sizeof r);
    r.comp = -1;
    r.ir = p;
    r.align = s->opt.buffer_align;
    r.volat = base.volat;
    c.align = r.align;
    t = NVSP_TYPE(t->elem);
    first++;
    base = r;
    if (first == s->cur_wc) {
      /* a pointer to one whole buffer: OpArrayLength may use it */
      r.buf_env = (uint32_t)(en - s->env) + 1;
      r.desc_idx = x;
      nvsp_set_val(s, id, rtid, r);
      return;
    }
  } else if (!base.ir) NVSP_ERR("%%%u cannot be used as a pointer here", bid);
  if (has_element) {
    uint64_t stride = bt->stride ? bt->stride : t->size;
    if (!bt->stride && !t->sized) NVSP_ERR("OpPtrAccessChain over an unsized type needs ArrayStride");
    nvsp_chain_add(s, &c, nvsp_w(s, 4), stride);
  }
  r.mstride = base.mstride;
  r.rowmajor = base.rowmajor;
  r.vstride = 0;
  for (i = first; i < s->cur_wc; i++) {
    uint32_t xid = nvsp_w(s, i);
    switch (t->op) {
    case SpvOpTypeStruct: {
      int64_t k;
      if (!nvsp_const_index(s, xid, &k)) NVSP_ERR("struct index %%%u is not a constant", xid);
      if (k < 0 || k >= (int64_t)t->count) NVSP_ERR("struct index %lld is out of range (%u members)", (long long)k, t->count);
      c.coff += t->offs[k];
      r.mstride = t->mstride[k];
      r.rowmajor = t->rowmajor[k];
      t = NVSP_TYPE(t->mem[k]);
      break;
    }
    case SpvOpTypeArray: case SpvOpTypeRuntimeArray:
      nvsp_chain_add(s, &c, xid, t->stride);
      t = NVSP_TYPE(t->elem);
      break;
    case SpvOpTypeMatrix: {
      nvsp_type *col = NVSP_TYPE(t->elem);
      if (r.mstride && r.rowmajor) {
        nvsp_chain_add(s, &c, xid, NVSP_TYPE(col->elem)->size);
        r.vstride = r.mstride;
      } else nvsp_chain_add(s, &c, xid, r.mstride ? r.mstride : col->size);
      r.mstride = 0;
      r.rowmajor = 0;
      t = col;
      break;
    }
    case SpvOpTypeVector: {
      nvsp_type *ct = NVSP_TYPE(t->elem);
      nvsp_chain_add(s, &c, xid, r.vstride ? r.vstride : ct->size);
      r.vstride = 0;
      t = ct;
      break;
    }
    default:
      NVSP_ERR("index %u steps into a non-composite type", i - first);
    }
  }
  if (t->id != rt->elem) {
    nvsp_type *want = NVSP_TYPE(rt->elem);
    if (want->ir != t->ir || want->irmem != t->irmem)
      NVSP_ERR("the indices reach type %%%u, but the result points to %%%u", t->id, rt->elem);
  }
  if (c.coff) c.align = c.align ? nvsp_min_align(c.align, nvsp_lowbit(c.coff)) : 0;
  r.ir = nvsp_gep(s, base.ir, (int64_t)c.coff, c.dyn, inbounds);
  r.align = c.align;
  r.comp = -1;
  r.builtin_ptr = 0;
  r.builtin = 0;
  r.buf_env = i == first && !c.coff && !c.dyn ? base.buf_env : 0;
  r.desc_idx = r.buf_env ? base.desc_idx : NULL;
  nvsp_set_val(s, id, rtid, r);
}

