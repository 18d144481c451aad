/* ---- memory instructions ---- */

static nvsp_type *nvsp_ptr_type(nvsp_state *s, uint32_t tid, uint32_t id) {
  nvsp_type *t = NVSP_TYPE(tid);
  if (t->op != SpvOpTypePointer) NVSP_ERR("%%%u is not a pointer", id);
  if (!t->elem) NVSP_ERR("%%%u has a forward-declared pointer type that was never defined", id);
  return t;
}

static void nvsp_tr_local_var(nvsp_state *s) {
  uint32_t rtid, id, sc, align;
  nvsp_type *pt, *t;
  nvsp_val v;
  nvcg_value *a;
  nvsp_need(s, 4, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  sc = nvsp_w(s, 3);
  pt = nvsp_ptr_type(s, rtid, id);
  if (sc != SpvStorageClassFunction || pt->storage != sc) NVSP_ERR("variables inside functions must have storage class Function");
  t = NVSP_TYPE(pt->elem);
  if (!t->sized || !t->irmem) {
    if (t->unsupported) NVSP_UNSUP("variable of type %%%u: %s", t->id, t->unsupported);
    NVSP_ERR("variable of an unsized type");
  }
  if (t->size > ((uint64_t)1 << 32)) NVSP_UNSUP("a %llu-byte local variable is too large", (unsigned long long)t->size);
  align = nvsp_deco_arg(s, id, -1, SpvDecorationAlignment, 0, NULL);
  if (align & (align - 1)) NVSP_ERR("Alignment %u is not a power of two", align);
  if (t->align > align) align = t->align;
  if (nvcg_type_align(t->irmem) > align) align = nvcg_type_align(t->irmem);
  a = NVSP_B(nvcg_build_alloca(s->b, t->irmem, NULL, align, NULL));
  memset(&v, 0, sizeof v);
  v.comp = -1;
  v.ir = a;
  v.align = t->explicit_layout ? align : 0;
  nvsp_set_val(s, id, rtid, v);
  if (s->cur_wc == 5) nvsp_store_id(s, t, a, nvsp_w(s, 4), v.align, 0, 0, 0, 0);
}

static void nvsp_tr_load(nvsp_state *s) {
  uint32_t rtid, id, ptid;
  nvsp_type *pt, *t, *rt;
  nvsp_val p, r;
  unsigned flags;
  uint32_t align;
  nvsp_need(s, 4, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (rt->op == SpvOpTypeSampler && s->cur_wc == 4 && nvsp_img_loaded_var(s, s->cur)) {
    /* a sampler has no value of its own: OpSampledImage finds the variable (see "Images") */
    nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
    e->type_id = rtid;
    e->stamp = s->stamp;
    return;
  }
  p = nvsp_get(s, nvsp_w(s, 3), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, 3));
  t = NVSP_TYPE(pt->elem);
  if (t->ir != rt->ir || !rt->ir) {
    if (!rt->ir) nvsp_ir_type(s, rtid);
    NVSP_ERR("pointer %%%u points to type %%%u, not the result type %%%u", nvsp_w(s, 3), pt->elem, rtid);
  }
  flags = p.volat ? NVCG_FLAG_VOLATILE : 0;
  align = p.align;
  if (nvsp_mem_operands(s, 4, &flags, &align) != s->cur_wc) NVSP_ERR("extra operands after the memory operands");
  memset(&r, 0, sizeof r);
  r.comp = -1;
  if ((t->op == SpvOpTypeImage || t->op == SpvOpTypeSampledImage) && p.ir && nvcg_value_type(p.ir) == nvsp_i64(s))
    r.ir = p.ir; /* an image variable's value is its object parameter (see "Images") */
  else if (p.builtin_ptr) r.ir = nvsp_load_builtin(s, &p, rtid);
  else if (!p.ir) NVSP_ERR("%%%u cannot be loaded from", nvsp_w(s, 3));
  else r.ir = nvsp_load_rec(s, t, p.ir, align, flags, p.mstride, p.rowmajor, p.vstride);
  nvsp_set_val(s, id, rtid, r);
}

static void nvsp_tr_store(nvsp_state *s) {
  uint32_t ptid, ot;
  nvsp_type *pt, *t;
  nvsp_val p;
  nvcg_value *v;
  unsigned flags;
  uint32_t align;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  p = nvsp_get(s, nvsp_w(s, 1), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, 1));
  t = NVSP_TYPE(pt->elem);
  v = nvsp_value(s, nvsp_w(s, 2), 0, &ot);
  if (!t->ir || NVSP_TYPE(ot)->ir != t->ir) NVSP_ERR("object %%%u does not have the type %%%u points to", nvsp_w(s, 2), nvsp_w(s, 1));
  if (p.builtin_ptr || !p.ir) NVSP_ERR("%%%u cannot be stored to", nvsp_w(s, 1));
  flags = p.volat ? NVCG_FLAG_VOLATILE : 0;
  align = p.align;
  if (nvsp_mem_operands(s, 3, &flags, &align) != s->cur_wc) NVSP_ERR("extra operands after the memory operands");
  (void)v;
  nvsp_store_id(s, t, p.ir, nvsp_w(s, 2), align, flags, p.mstride, p.rowmajor, p.vstride);
}

static void nvsp_tr_copy_memory(nvsp_state *s) {
  uint32_t dt, st, n;
  nvsp_type *dpt, *spt;
  nvsp_val d, src;
  unsigned dfl = 0, sfl = 0;
  uint32_t dal, sal;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  d = nvsp_get(s, nvsp_w(s, 1), &dt);
  src = nvsp_get(s, nvsp_w(s, 2), &st);
  dpt = nvsp_ptr_type(s, dt, nvsp_w(s, 1));
  spt = nvsp_ptr_type(s, st, nvsp_w(s, 2));
  dal = d.align;
  sal = src.align;
  if (d.volat) dfl |= NVCG_FLAG_VOLATILE;
  if (src.volat) sfl |= NVCG_FLAG_VOLATILE;
  if (s->cur_op == SpvOpCopyMemorySized) {
    uint32_t zt;
    nvcg_value *size, *args[4];
    char name[64];
    nvsp_need(s, 4, 0xFFFFFFFFu);
    size = nvsp_value(s, nvsp_w(s, 3), 0, &zt);
    if (NVSP_TYPE(zt)->op != SpvOpTypeInt) NVSP_ERR("Size must be an integer");
    n = nvsp_mem_operands(s, 4, &dfl, &dal);
    if (n < s->cur_wc) n = nvsp_mem_operands(s, n, &sfl, &sal);
    if (n != s->cur_wc) NVSP_ERR("extra operands");
    if (!d.ir || !src.ir) NVSP_ERR("operands cannot be copied");
    args[0] = d.ir;
    args[1] = src.ir;
    args[2] = nvsp_iresize(s, size, nvsp_i64(s), 0);
    args[3] = nvcg_const_int(nvsp_i1(s), ((dfl | sfl) & NVCG_FLAG_VOLATILE) != 0);
    snprintf(name, sizeof name, "llvm.memcpy.p%u.p%u.i64", nvcg_type_addrspace(nvcg_value_type(d.ir)),
             nvcg_type_addrspace(nvcg_value_type(src.ir)));
    nvsp_call(s, name, args, 4);
    return;
  }
  n = nvsp_mem_operands(s, 3, &dfl, &dal);
  if (n < s->cur_wc) n = nvsp_mem_operands(s, n, &sfl, &sal);
  else { sfl |= dfl; if (dal != d.align) sal = dal; }
  if (n != s->cur_wc) NVSP_ERR("extra operands");
  if (NVSP_TYPE(dpt->elem)->ir != NVSP_TYPE(spt->elem)->ir || !NVSP_TYPE(dpt->elem)->ir)
    NVSP_ERR("source and target point to different types");
  if (!d.ir) NVSP_ERR("%%%u cannot be copied to", nvsp_w(s, 1));
  {
    nvcg_value *v;
    if (src.builtin_ptr) v = nvsp_load_builtin(s, &src, spt->elem);
    else if (!src.ir) NVSP_ERR("%%%u cannot be copied from", nvsp_w(s, 2));
    else v = nvsp_load_rec(s, NVSP_TYPE(spt->elem), src.ir, sal, sfl, src.mstride, src.rowmajor, src.vstride);
    nvsp_store_rec(s, NVSP_TYPE(dpt->elem), d.ir, v, dal, dfl, d.mstride, d.rowmajor, d.vstride);
  }
}

static void nvsp_tr_array_length(nvsp_state *s) {
  uint32_t rtid, id, ptid, member;
  nvsp_type *rt, *pt, *t, *at;
  nvsp_val p;
  nvsp_env *en;
  nvcg_value *size, *off, *n;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  member = nvsp_w(s, 4);
  rt = NVSP_RTYPE(rtid);
  if (rt->op != SpvOpTypeInt) NVSP_ERR("result type must be an integer scalar");
  p = nvsp_get(s, nvsp_w(s, 3), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, 3));
  t = NVSP_TYPE(pt->elem);
  if (t->op != SpvOpTypeStruct || member + 1 != t->count || NVSP_TYPE(t->mem[member])->op != SpvOpTypeRuntimeArray)
    NVSP_ERR("member %u is not the struct's trailing runtime array", member);
  at = NVSP_TYPE(t->mem[member]);
  if (!at->stride) NVSP_ERR("the runtime array's elements have no size");
  if (!p.buf_env) NVSP_UNSUP("OpArrayLength is supported on storage buffer variables only");
  en = &s->env[p.buf_env - 1];
  if (!en->size_slot) NVSP_ERR("internal: no size parameter for this buffer");
  size = s->envv[en->size_slot - 1];
  if (en->count > 1) {
    uint32_t j;
    if (p.desc_idx) {
      for (j = 1; j < en->count; j++)
        size = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_EQ, p.desc_idx, nvsp_c64(s, j)), s->envv[en->size_slot - 1 + j], size);
    }
  }
  off = nvsp_c64(s, t->offs[member]);
  n = nvsp_bin(s, NVCG_OP_UDIV, nvsp_bin(s, NVCG_OP_SUB, size, off, 0), nvsp_c64(s, at->stride), 0);
  n = nvsp_sel(s, nvsp_icmp(s, NVCG_ICMP_UGT, size, off), n, nvsp_c64(s, 0));
  nvsp_set(s, id, rtid, nvsp_iresize(s, n, rt->ir, 0));
}

static void nvsp_tr_ptr_diff(nvsp_state *s) {
  uint32_t rtid, id, at, bt;
  nvsp_type *rt, *pt;
  nvcg_value *a, *b, *d;
  uint64_t sz;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), at, &bt);
  pt = nvsp_ptr_type(s, at, nvsp_w(s, 3));
  if (rt->op != SpvOpTypeInt) NVSP_ERR("result must be an integer scalar");
  sz = pt->stride ? pt->stride : NVSP_TYPE(pt->elem)->size;
  if (!sz) NVSP_ERR("OpPtrDiff over an unsized type");
  d = nvsp_bin(s, NVCG_OP_SUB, nvsp_cast(s, NVCG_OP_PTRTOINT, a, nvsp_i64(s)), nvsp_cast(s, NVCG_OP_PTRTOINT, b, nvsp_i64(s)), 0);
  if (sz != 1) d = nvsp_bin(s, NVCG_OP_SDIV, d, nvsp_c64(s, sz), NVCG_FLAG_EXACT);
  nvsp_set(s, id, rtid, nvsp_iresize(s, d, rt->ir, 1));
}

