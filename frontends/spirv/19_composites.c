/* ---- composites ---- */

static nvcg_value *nvsp_extract_elem(nvsp_state *s, nvcg_value *v, uint32_t k) {
  if (nvcg_type_get_kind(nvcg_value_type(v)) == NVCG_TYPE_VECTOR)
    return NVSP_B(nvcg_build_extractelement(s->b, v, nvsp_c32(s, k), NULL));
  return NVSP_B(nvcg_build_extractvalue(s->b, v, &k, 1, NULL));
}

static void nvsp_tr_construct(nvsp_state *s) {
  uint32_t rtid, id, n, k, at, filled = 0;
  nvsp_type *rt;
  nvcg_value *r;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  n = s->cur_wc - 3;
  if (!rt->ir) nvsp_ir_type(s, rtid);
  r = nvcg_const_undef(rt->ir);
  if (rt->op == SpvOpTypeVector) {
    nvsp_type *ct = NVSP_TYPE(rt->elem);
    for (k = 0; k < n; k++) {
      nvcg_value *x = nvsp_value(s, nvsp_w(s, 3 + k), 0, &at);
      nvsp_type *xt = NVSP_TYPE(at);
      if (xt->op == SpvOpTypeVector) {
        uint32_t j;
        if (NVSP_TYPE(xt->elem)->ir != ct->ir) NVSP_ERR("constituent %u has the wrong component type", k);
        for (j = 0; j < xt->count; j++, filled++) {
          if (filled >= rt->count) NVSP_ERR("too many components for the result vector");
          r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_extract_elem(s, x, j), nvsp_c32(s, filled), NULL));
        }
      } else {
        if (xt->ir != ct->ir) NVSP_ERR("constituent %u has the wrong type", k);
        if (filled >= rt->count) NVSP_ERR("too many components for the result vector");
        r = NVSP_B(nvcg_build_insertelement(s->b, r, x, nvsp_c32(s, filled), NULL));
        filled++;
      }
    }
    if (filled != rt->count) NVSP_ERR("%u components for a vector of %u", filled, rt->count);
  } else if (rt->op == SpvOpTypeMatrix || rt->op == SpvOpTypeArray || rt->op == SpvOpTypeStruct) {
    if (n != rt->count) NVSP_ERR("%u constituents for a composite of %u", n, rt->count);
    for (k = 0; k < n; k++) {
      uint32_t et = rt->op == SpvOpTypeStruct ? rt->mem[k] : rt->elem;
      nvcg_value *x = nvsp_value(s, nvsp_w(s, 3 + k), et, NULL);
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, x, &k, 1, NULL));
    }
  } else NVSP_ERR("result type %%%u is not a composite type", rtid);
  nvsp_set(s, id, rtid, r);
}

/* Follows literal indices through a composite type; fills IR steps. */
static nvsp_type *nvsp_walk_indices(nvsp_state *s, nvsp_type *t, uint32_t first, unsigned *agg_idx,
                                    uint32_t *nagg, int *vec_last, uint32_t *vec_idx) {
  uint32_t i;
  *nagg = 0;
  *vec_last = 0;
  if (s->cur_wc - first > 64) NVSP_ERR("too many indices");
  for (i = first; i < s->cur_wc; i++) {
    uint32_t k = nvsp_w(s, i);
    if (*vec_last) NVSP_ERR("index %u steps into a scalar", i - first);
    switch (t->op) {
    case SpvOpTypeStruct:
      if (k >= t->count) NVSP_ERR("index %u is out of range (%u members)", k, t->count);
      agg_idx[(*nagg)++] = k;
      t = NVSP_TYPE(t->mem[k]);
      break;
    case SpvOpTypeArray: case SpvOpTypeMatrix:
      if (k >= t->count) NVSP_ERR("index %u is out of range (%u elements)", k, t->count);
      agg_idx[(*nagg)++] = k;
      t = NVSP_TYPE(t->elem);
      break;
    case SpvOpTypeVector:
      if (k >= t->count) NVSP_ERR("index %u is out of range (%u components)", k, t->count);
      *vec_last = 1;
      *vec_idx = k;
      t = NVSP_TYPE(t->elem);
      break;
    default: NVSP_ERR("index %u steps into a non-composite type", i - first);
    }
  }
  return t;
}

static void nvsp_tr_extract(nvsp_state *s) {
  uint32_t rtid, id, ct, nagg, vidx = 0;
  unsigned idx[64];
  int vec_last;
  nvsp_type *t;
  nvcg_value *c;
  nvsp_need(s, 5, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  c = nvsp_value(s, nvsp_w(s, 3), 0, &ct);
  t = nvsp_walk_indices(s, NVSP_TYPE(ct), 4, idx, &nagg, &vec_last, &vidx);
  if (t->ir != NVSP_RTYPE(rtid)->ir) NVSP_ERR("the indices reach type %%%u, not the result type %%%u", t->id, rtid);
  if (nvsp_id_find(s, nvsp_w(s, 3))->kind == NVSP_K_CONST) {
    /* a constant's part is a constant */
    nvsp_cval *cv = nvsp_id_find(s, nvsp_w(s, 3))->cv;
    uint32_t i;
    for (i = 4; i < s->cur_wc && cv->kind == NVSP_C_COMPOSITE; i++) cv = cv->elems[nvsp_w(s, i)];
    if (i == s->cur_wc || cv->kind != NVSP_C_COMPOSITE) {
      nvcg_value *k = cv->kind == NVSP_C_UNDEF ? nvcg_const_undef(t->ir)
                      : cv->kind == NVSP_C_NULL ? nvcg_const_zero(t->ir)
                      : i == s->cur_wc ? nvsp_const_ir(s, cv, 0) : NULL;
      if (k && nvcg_value_type(k) == t->ir) {
        nvsp_set(s, id, rtid, k);
        return;
      }
    }
  }
  if (nagg) c = NVSP_B(nvcg_build_extractvalue(s->b, c, idx, nagg, NULL));
  if (vec_last) c = NVSP_B(nvcg_build_extractelement(s->b, c, nvsp_c32(s, vidx), NULL));
  nvsp_set(s, id, rtid, c);
}

static void nvsp_tr_insert(nvsp_state *s) {
  uint32_t rtid, id, nagg, vidx = 0, ot;
  unsigned idx[64];
  int vec_last;
  nvsp_type *t;
  nvcg_value *obj, *c, *r;
  nvsp_need(s, 6, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  obj = nvsp_value(s, nvsp_w(s, 3), 0, &ot);
  c = nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
  t = nvsp_walk_indices(s, NVSP_RTYPE(rtid), 5, idx, &nagg, &vec_last, &vidx);
  if (t->ir != NVSP_TYPE(ot)->ir) NVSP_ERR("the object does not have the type the indices reach");
  if (vec_last) {
    nvcg_value *vec = nagg ? NVSP_B(nvcg_build_extractvalue(s->b, c, idx, nagg, NULL)) : c;
    vec = NVSP_B(nvcg_build_insertelement(s->b, vec, obj, nvsp_c32(s, vidx), NULL));
    r = nagg ? NVSP_B(nvcg_build_insertvalue(s->b, c, vec, idx, nagg, NULL)) : vec;
  } else {
    r = NVSP_B(nvcg_build_insertvalue(s->b, c, obj, idx, nagg, NULL));
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_shuffle(nvsp_state *s) {
  uint32_t rtid, id, at, bt, k, na, nb;
  nvsp_type *rt, *ta, *tb;
  nvcg_value *a, *b, *r;
  int mask[16];
  nvsp_need(s, 5, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), 0, &bt);
  ta = NVSP_TYPE(at);
  tb = NVSP_TYPE(bt);
  if (rt->op != SpvOpTypeVector || ta->op != SpvOpTypeVector || tb->op != SpvOpTypeVector)
    NVSP_ERR("OpVectorShuffle needs vectors");
  if (s->cur_wc - 5 != rt->count) NVSP_ERR("%u components for a result of %u", s->cur_wc - 5, rt->count);
  if (NVSP_TYPE(ta->elem)->ir != NVSP_TYPE(rt->elem)->ir || NVSP_TYPE(tb->elem)->ir != NVSP_TYPE(rt->elem)->ir)
    NVSP_ERR("component types differ");
  na = ta->count;
  nb = tb->count;
  for (k = 0; k < rt->count; k++) {
    uint32_t sel = nvsp_w(s, 5 + k);
    if (sel == 0xFFFFFFFFu) mask[k] = -1;
    else if (sel < na + nb) mask[k] = (int)sel;
    else NVSP_ERR("shuffle component %u is out of range", sel);
  }
  if (ta->ir == tb->ir) {
    r = NVSP_B(nvcg_build_shufflevector(s->b, a, b, mask, rt->count, NULL));
  } else {
    r = nvcg_const_undef(rt->ir);
    for (k = 0; k < rt->count; k++) {
      nvcg_value *e;
      if (mask[k] < 0) continue;
      e = (uint32_t)mask[k] < na ? nvsp_extract_elem(s, a, (uint32_t)mask[k]) : nvsp_extract_elem(s, b, (uint32_t)mask[k] - na);
      r = NVSP_B(nvcg_build_insertelement(s->b, r, e, nvsp_c32(s, k), NULL));
    }
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_dynamic_vec(nvsp_state *s) {
  uint32_t rtid, id, vt, it;
  nvcg_value *v, *r;
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  if (s->cur_op == SpvOpVectorExtractDynamic) {
    nvsp_type *t;
    nvcg_value *i;
    nvsp_need(s, 5, 5);
    v = nvsp_value(s, nvsp_w(s, 3), 0, &vt);
    t = NVSP_TYPE(vt);
    if (t->op != SpvOpTypeVector || NVSP_TYPE(t->elem)->ir != NVSP_RTYPE(rtid)->ir) NVSP_ERR("needs a vector of the result type");
    i = nvsp_value(s, nvsp_w(s, 4), 0, &it);
    if (NVSP_TYPE(it)->op != SpvOpTypeInt) NVSP_ERR("index must be an integer scalar");
    r = NVSP_B(nvcg_build_extractelement(s->b, v, i, NULL));
  } else {
    nvcg_value *e, *i;
    nvsp_type *rt = NVSP_RTYPE(rtid);
    nvsp_need(s, 6, 6);
    v = nvsp_value(s, nvsp_w(s, 3), rtid, NULL);
    if (rt->op != SpvOpTypeVector) NVSP_ERR("needs a vector");
    e = nvsp_value(s, nvsp_w(s, 4), rt->elem, NULL);
    i = nvsp_value(s, nvsp_w(s, 5), 0, &it);
    if (NVSP_TYPE(it)->op != SpvOpTypeInt) NVSP_ERR("index must be an integer scalar");
    r = NVSP_B(nvcg_build_insertelement(s->b, v, e, i, NULL));
  }
  nvsp_set(s, id, rtid, r);
}

static void nvsp_tr_transpose(nvsp_state *s) {
  uint32_t rtid, id, mt, c, r;
  nvsp_type *rt, *t;
  nvcg_value *m, *res, **cols;
  nvsp_need(s, 4, 4);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  m = nvsp_value(s, nvsp_w(s, 3), 0, &mt);
  t = NVSP_TYPE(mt);
  if (rt->op != SpvOpTypeMatrix || t->op != SpvOpTypeMatrix || rt->count != NVSP_TYPE(t->elem)->count ||
      NVSP_TYPE(rt->elem)->count != t->count)
    NVSP_ERR("OpTranspose needs a matrix and its transposed type");
  cols = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * t->count);
  for (c = 0; c < t->count; c++) cols[c] = nvsp_extract_elem(s, m, c);
  res = nvcg_const_undef(rt->ir);
  for (r = 0; r < rt->count; r++) {
    nvcg_value *v = nvcg_const_undef(NVSP_TYPE(rt->elem)->ir);
    for (c = 0; c < t->count; c++)
      v = NVSP_B(nvcg_build_insertelement(s->b, v, nvsp_extract_elem(s, cols[c], r), nvsp_c32(s, c), NULL));
    res = NVSP_B(nvcg_build_insertvalue(s->b, res, v, &r, 1, NULL));
  }
  nvsp_set(s, id, rtid, res);
}

/* Sum of the components of a vector (dot products). */
static nvcg_value *nvsp_hadd(nvsp_state *s, nvcg_value *v, unsigned fl) {
  nvcg_type *t = nvcg_value_type(v);
  uint32_t k, n;
  nvcg_value *r;
  if (nvcg_type_get_kind(t) != NVCG_TYPE_VECTOR) return v;
  n = (uint32_t)nvcg_type_count(t);
  r = nvsp_extract_elem(s, v, 0);
  for (k = 1; k < n; k++) r = nvsp_bin(s, NVCG_OP_FADD, r, nvsp_extract_elem(s, v, k), fl);
  return r;
}

static nvcg_value *nvsp_dot(nvsp_state *s, nvcg_value *a, nvcg_value *b, unsigned fl) {
  return nvsp_hadd(s, nvsp_bin(s, NVCG_OP_FMUL, a, b, fl), fl);
}

static void nvsp_tr_linalg(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, at, bt, k, j;
  nvsp_type *rt, *ta, *tb;
  nvcg_value *a, *b, *r;
  unsigned fl;
  nvsp_need(s, 5, 5);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  a = nvsp_value(s, nvsp_w(s, 3), 0, &at);
  b = nvsp_value(s, nvsp_w(s, 4), 0, &bt);
  ta = NVSP_TYPE(at);
  tb = NVSP_TYPE(bt);
  fl = nvsp_fmf(s, id);
  if (!nvsp_is_fp_type(s, rt) && op != SpvOpDot && rt->op != SpvOpTypeMatrix) NVSP_ERR("needs floating-point types");
  switch (op) {
  case SpvOpDot:
    if (ta->op != SpvOpTypeVector || ta->ir != tb->ir || NVSP_TYPE(ta->elem)->ir != rt->ir || !nvsp_is_fp_type(s, rt))
      NVSP_ERR("OpDot needs two float vectors of one type and their component type");
    r = nvsp_dot(s, a, b, fl);
    break;
  case SpvOpVectorTimesScalar:
    if (ta->ir != rt->ir || tb->ir != NVSP_TYPE(rt->elem)->ir) NVSP_ERR("OpVectorTimesScalar type mismatch");
    r = nvsp_bin(s, NVCG_OP_FMUL, a, nvsp_splat_val(s, b, rt->ir), fl);
    break;
  case SpvOpMatrixTimesScalar:
    if (ta->ir != rt->ir || rt->op != SpvOpTypeMatrix || tb->ir != NVSP_TYPE(NVSP_TYPE(rt->elem)->elem)->ir)
      NVSP_ERR("OpMatrixTimesScalar type mismatch");
    r = nvcg_const_undef(rt->ir);
    {
      nvcg_value *sp = nvsp_splat_val(s, b, NVSP_TYPE(rt->elem)->ir);
      for (k = 0; k < rt->count; k++)
        r = NVSP_B(nvcg_build_insertvalue(s->b, r, nvsp_bin(s, NVCG_OP_FMUL, nvsp_extract_elem(s, a, k), sp, fl), &k, 1, NULL));
    }
    break;
  case SpvOpVectorTimesMatrix: /* r[j] = dot(a, M[j]) */
    if (tb->op != SpvOpTypeMatrix || rt->op != SpvOpTypeVector || rt->count != tb->count || NVSP_TYPE(tb->elem)->ir != ta->ir)
      NVSP_ERR("OpVectorTimesMatrix type mismatch");
    r = nvcg_const_undef(rt->ir);
    for (j = 0; j < tb->count; j++)
      r = NVSP_B(nvcg_build_insertelement(s->b, r, nvsp_dot(s, a, nvsp_extract_elem(s, b, j), fl), nvsp_c32(s, j), NULL));
    break;
  case SpvOpMatrixTimesVector: /* r = sum_j M[j] * v[j] */
    if (ta->op != SpvOpTypeMatrix || tb->op != SpvOpTypeVector || tb->count != ta->count || NVSP_TYPE(ta->elem)->ir != rt->ir)
      NVSP_ERR("OpMatrixTimesVector type mismatch");
    r = NULL;
    for (j = 0; j < ta->count; j++) {
      nvcg_value *t = nvsp_bin(s, NVCG_OP_FMUL, nvsp_extract_elem(s, a, j), nvsp_splat_val(s, nvsp_extract_elem(s, b, j), rt->ir), fl);
      r = r ? nvsp_bin(s, NVCG_OP_FADD, r, t, fl) : t;
    }
    break;
  case SpvOpMatrixTimesMatrix:
    if (ta->op != SpvOpTypeMatrix || tb->op != SpvOpTypeMatrix || rt->op != SpvOpTypeMatrix || ta->count != NVSP_TYPE(tb->elem)->count ||
        rt->count != tb->count || NVSP_TYPE(rt->elem)->ir != NVSP_TYPE(ta->elem)->ir)
      NVSP_ERR("OpMatrixTimesMatrix type mismatch");
    r = nvcg_const_undef(rt->ir);
    for (k = 0; k < tb->count; k++) {
      nvcg_value *col = nvsp_extract_elem(s, b, k), *acc = NULL;
      for (j = 0; j < ta->count; j++) {
        nvcg_value *t = nvsp_bin(s, NVCG_OP_FMUL, nvsp_extract_elem(s, a, j),
                                 nvsp_splat_val(s, nvsp_extract_elem(s, col, j), NVSP_TYPE(rt->elem)->ir), fl);
        acc = acc ? nvsp_bin(s, NVCG_OP_FADD, acc, t, fl) : t;
      }
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, acc, &k, 1, NULL));
    }
    break;
  case SpvOpOuterProduct: /* column j = a * b[j] */
    if (rt->op != SpvOpTypeMatrix || NVSP_TYPE(rt->elem)->ir != ta->ir || tb->op != SpvOpTypeVector || tb->count != rt->count)
      NVSP_ERR("OpOuterProduct type mismatch");
    r = nvcg_const_undef(rt->ir);
    for (k = 0; k < rt->count; k++)
      r = NVSP_B(nvcg_build_insertvalue(s->b, r, nvsp_bin(s, NVCG_OP_FMUL, a, nvsp_splat_val(s, nvsp_extract_elem(s, b, k), ta->ir), fl), &k, 1, NULL));
    break;
  default: NVSP_ERR("internal: linalg");
  }
  nvsp_set(s, id, rtid, r);
}

