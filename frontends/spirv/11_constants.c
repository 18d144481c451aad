/* ------------------------------------------------------------------------------------
 * Constants. Every constant, specialization constants included, is evaluated here to a
 * value tree (nvsp_cval) with the overrides from the options applied, so that array
 * lengths, LocalSizeId and OpSpecConstantOp are plain numbers by the time IR is built;
 * IR constants are made from the tree on demand.
 * ---------------------------------------------------------------------------------- */

static nvsp_cval *nvsp_cval_new(nvsp_state *s, uint32_t type, unsigned kind) {
  nvsp_cval *c = (nvsp_cval *)nvsp_alloc(s, sizeof(nvsp_cval));
  c->type = type;
  c->kind = (uint8_t)kind;
  return c;
}

static nvsp_cval *nvsp_cval_of(nvsp_state *s, uint32_t id, const char *role) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind == NVSP_K_CONST) return e->cv;
  if (e->kind == NVSP_K_UNDEF && !e->stamp) {
    if (!e->cv) e->cv = nvsp_cval_new(s, e->type_id, NVSP_C_UNDEF);
    return e->cv;
  }
  NVSP_ERR("%s %%%u is not a constant (it is %s)", role, id, nvsp_kind_name(e->kind));
}

/* IEEE conversions for half, float and double bit patterns (round to nearest even). */
static float nvsp_f32(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}
static uint32_t nvsp_f32bits(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
static double nvsp_f64(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}
static uint64_t nvsp_f64bits(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}
static double nvsp_half_to_double(uint32_t h) {
  uint32_t sign = (h >> 15) & 1, exp = (h >> 10) & 0x1F, man = h & 0x3FF;
  double v;
  if (exp == 31) {
    uint64_t bits = ((uint64_t)sign << 63) | ((uint64_t)0x7FF << 52) | ((uint64_t)man << 42);
    return nvsp_f64(bits);
  }
  if (exp == 0) v = (double)man / 1024.0 / 16384.0; /* man * 2^-24 */
  else {
    int e = (int)exp - 15;
    v = 1.0 + (double)man / 1024.0;
    while (e > 0) { v *= 2.0; e--; }
    while (e < 0) { v /= 2.0; e++; }
  }
  return sign ? -v : v;
}
/* double -> half with round to nearest even (done on the double's bits, no libm). */
static uint32_t nvsp_double_to_half(double d) {
  uint64_t b = nvsp_f64bits(d);
  uint32_t sign = (uint32_t)(b >> 63) << 15;
  int exp = (int)((b >> 52) & 0x7FF);
  uint64_t man = b & (((uint64_t)1 << 52) - 1);
  int e;
  uint64_t m, half, rest, q;
  unsigned shift;
  if (exp == 0x7FF) return sign | 0x7C00u | (man ? 0x200u | (uint32_t)(man >> 42) : 0);
  if (exp == 0 && man == 0) return sign;
  e = exp - 1023;               /* unbiased */
  m = man | ((uint64_t)1 << 52); /* 53-bit significand (subnormal doubles are far below half) */
  if (exp == 0) return sign;
  if (e > 15) return sign | 0x7C00u;
  /* target: normal half has 11 significant bits at exponent >= -14; below that fewer */
  if (e >= -14) shift = 42;
  else {
    if (e < -25) return sign;
    shift = (unsigned)(42 + (-14 - e));
  }
  q = m >> shift;
  rest = m & (((uint64_t)1 << shift) - 1);
  half = (uint64_t)1 << (shift - 1);
  if (rest > half || (rest == half && (q & 1))) q++;
  if (e >= -14) {
    /* q in [2^10, 2^11]; carry may bump the exponent */
    uint32_t he = (uint32_t)(e + 15);
    if (q >> 11) { q >>= 1; he++; }
    if (he >= 31) return sign | 0x7C00u;
    return sign | (he << 10) | (uint32_t)(q & 0x3FF);
  }
  return sign | (uint32_t)q; /* subnormal, or the smallest normal after rounding up */
}

static double nvsp_fp_get(uint64_t bits, uint32_t width) {
  if (width == 16) return nvsp_half_to_double((uint32_t)bits);
  if (width == 32) return (double)nvsp_f32((uint32_t)bits);
  return nvsp_f64(bits);
}
static uint64_t nvsp_fp_set(double d, uint32_t width) {
  if (width == 16) return nvsp_double_to_half(d);
  if (width == 32) return nvsp_f32bits((float)d);
  return nvsp_f64bits(d);
}

/* A specialization constant's text from the options, parsed by its type. */
static uint64_t nvsp_parse_spec_text(nvsp_state *s, const nvsp_type *t, uint32_t specid,
                                     const char *txt) {
  char *end = NULL;
  if (!txt) NVSP_ERR("specialization constant %u: no value given", specid);
  while (*txt == ' ') txt++;
  if (t->op == SpvOpTypeBool) {
    if (!strcmp(txt, "true")) return 1;
    if (!strcmp(txt, "false")) return 0;
    {
      unsigned long long v = strtoull(txt, &end, 0);
      if (end == txt || *end) NVSP_ERR("specialization constant %u: '%s' is not a boolean", specid, txt);
      return v != 0;
    }
  }
  if (t->op == SpvOpTypeInt) {
    uint64_t v;
    if (*txt == '-') v = (uint64_t)strtoll(txt, &end, 0);
    else v = (uint64_t)strtoull(txt, &end, 0);
    if (end == txt || *end) NVSP_ERR("specialization constant %u: '%s' is not an integer", specid, txt);
    return v & nvsp_mask(t->width);
  }
  if (t->op == SpvOpTypeFloat) {
    double d = strtod(txt, &end);
    if (end == txt || *end) NVSP_ERR("specialization constant %u: '%s' is not a number", specid, txt);
    return nvsp_fp_set(d, t->width);
  }
  NVSP_ERR("specialization constant %u has a type that cannot be specialized", specid);
}

/* The override for SpecId of `id`, if the options give one. */
static const char *nvsp_spec_override(nvsp_state *s, uint32_t id, uint32_t *specid) {
  int found;
  unsigned i;
  uint32_t sid = nvsp_deco_arg(s, id, -1, SpvDecorationSpecId, 0, &found);
  if (!found) return NULL;
  *specid = sid;
  for (i = s->opt.spec_count; i-- > 0;)
    if (s->opt.specs[i].id == sid) return s->opt.specs[i].value ? s->opt.specs[i].value : "";
  return NULL;
}

/* Component k of a scalar/vector constant (itself for scalars). */
static nvsp_cval *nvsp_ccomp(nvsp_state *s, nvsp_cval *c, uint32_t k) {
  nvsp_type *t = NVSP_TYPE(c->type);
  if (t->op != SpvOpTypeVector) return c;
  if (c->kind == NVSP_C_COMPOSITE) {
    if (k >= c->n) NVSP_ERR("constant component %u is out of range", k);
    return c->elems[k];
  }
  {
    nvsp_cval *z = nvsp_cval_new(s, t->elem, c->kind == NVSP_C_UNDEF ? NVSP_C_UNDEF : NVSP_C_SCALAR);
    return z;
  }
}

static uint32_t nvsp_ncomp(const nvsp_type *t) { return t->op == SpvOpTypeVector ? t->count : 1; }

/* The scalar type of a scalar or vector type. */
static nvsp_type *nvsp_scalar_of(nvsp_state *s, nvsp_type *t) {
  return t->op == SpvOpTypeVector ? NVSP_TYPE(t->elem) : t;
}

/* Folds one component of OpSpecConstantOp. a, b, c are operand components. */
static uint64_t nvsp_fold1(nvsp_state *s, uint32_t op, const nvsp_type *rt, const nvsp_type *at,
                           uint64_t a, uint64_t b, uint64_t c) {
  uint32_t w = at ? at->width : rt->width, rw = rt->width;
  uint64_t m = nvsp_mask(w);
  int64_t sa = nvsp_sext(a, w), sb = nvsp_sext(b, w);
  a &= m;
  b &= m;
  switch (op) {
  case SpvOpSConvert: return (uint64_t)sa & nvsp_mask(rw);
  case SpvOpUConvert: return a & nvsp_mask(rw);
  case SpvOpSNegate: return (0 - a) & m;
  case SpvOpNot: return ~a & m;
  case SpvOpIAdd: return (a + b) & m;
  case SpvOpISub: return (a - b) & m;
  case SpvOpIMul: return (a * b) & m;
  case SpvOpUDiv: return b ? a / b : 0;
  case SpvOpUMod: return b ? a % b : 0;
  case SpvOpSDiv:
    if (!b || (w == 64 && sa == INT64_MIN && sb == -1)) return b ? a : 0;
    return (uint64_t)(sa / sb) & m;
  case SpvOpSRem: case SpvOpSMod: {
    int64_t r;
    if (!b || sb == -1) return 0;
    r = sa % sb;
    if (op == SpvOpSMod && r != 0 && ((r < 0) != (sb < 0))) r += sb;
    return (uint64_t)r & m;
  }
  case SpvOpShiftRightLogical: return b >= w ? 0 : a >> b;
  case SpvOpShiftRightArithmetic: return (uint64_t)(b >= w ? (sa < 0 ? -1 : 0) : sa >> b) & m;
  case SpvOpShiftLeftLogical: return b >= w ? 0 : (a << b) & m;
  case SpvOpBitwiseOr: return a | b;
  case SpvOpBitwiseXor: return a ^ b;
  case SpvOpBitwiseAnd: return a & b;
  case SpvOpLogicalOr: return (a | b) != 0;
  case SpvOpLogicalAnd: return a && b;
  case SpvOpLogicalNot: return !a;
  case SpvOpLogicalEqual: return (a != 0) == (b != 0);
  case SpvOpLogicalNotEqual: return (a != 0) != (b != 0);
  case SpvOpSelect: return a ? b : c;
  case SpvOpIEqual: return a == b;
  case SpvOpINotEqual: return a != b;
  case SpvOpULessThan: return a < b;
  case SpvOpSLessThan: return sa < sb;
  case SpvOpUGreaterThan: return a > b;
  case SpvOpSGreaterThan: return sa > sb;
  case SpvOpULessThanEqual: return a <= b;
  case SpvOpSLessThanEqual: return sa <= sb;
  case SpvOpUGreaterThanEqual: return a >= b;
  case SpvOpSGreaterThanEqual: return sa >= sb;
  case SpvOpFNegate: return nvsp_fp_set(-nvsp_fp_get(a, w), w);
  case SpvOpFAdd: return nvsp_fp_set(nvsp_fp_get(a, w) + nvsp_fp_get(b, w), w);
  case SpvOpFSub: return nvsp_fp_set(nvsp_fp_get(a, w) - nvsp_fp_get(b, w), w);
  case SpvOpFMul: return nvsp_fp_set(nvsp_fp_get(a, w) * nvsp_fp_get(b, w), w);
  case SpvOpFDiv: return nvsp_fp_set(nvsp_fp_get(a, w) / nvsp_fp_get(b, w), w);
  case SpvOpFConvert: case SpvOpQuantizeToF16:
    if (op == SpvOpQuantizeToF16) return nvsp_fp_set(nvsp_half_to_double(nvsp_double_to_half(nvsp_fp_get(a, w))), w);
    return nvsp_fp_set(nvsp_fp_get(a, w), rw);
  case SpvOpConvertSToF: return nvsp_fp_set((double)sa, rw);
  case SpvOpConvertUToF: return nvsp_fp_set((double)a, rw);
  case SpvOpConvertFToS: case SpvOpConvertFToU: {
    double d = nvsp_fp_get(a, w);
    /* out of range is undefined in SPIR-V; never undefined here */
    if (!(d > -9.3e18 && d < 9.2e18)) return 0;
    return (op == SpvOpConvertFToS ? (uint64_t)(int64_t)d : (d < 0 ? 0 : (uint64_t)d)) & nvsp_mask(rw);
  }
  case SpvOpBitcast: return a;
  default: {
    char buf[64];
    NVSP_UNSUP("OpSpecConstantOp with %s is not supported", nvsp_enum_name(nvsp_op_names, op, "opcode", buf, sizeof buf));
  }
  }
}

static int nvsp_is_float_op(uint32_t op) {
  return op == SpvOpFNegate || op == SpvOpFAdd || op == SpvOpFSub || op == SpvOpFMul ||
         op == SpvOpFDiv || op == SpvOpFConvert || op == SpvOpQuantizeToF16 ||
         op == SpvOpConvertFToS || op == SpvOpConvertFToU;
}

/* Evaluates OpSpecConstantOp (the current instruction). */
static nvsp_cval *nvsp_fold_spec_op(nvsp_state *s, uint32_t rtid) {
  uint32_t op = nvsp_w(s, 3), n = s->cur_wc - 4, k, i;
  nvsp_type *rt = NVSP_TYPE(rtid);
  nvsp_cval *ops[3] = {NULL, NULL, NULL}, *r;
  if (op == SpvOpVectorShuffle) {
    nvsp_cval *v1, *v2;
    uint32_t n1;
    if (n < 2 || rt->op != SpvOpTypeVector || n - 2 != rt->count) NVSP_ERR("malformed OpVectorShuffle");
    v1 = nvsp_cval_of(s, nvsp_w(s, 4), "operand");
    v2 = nvsp_cval_of(s, nvsp_w(s, 5), "operand");
    if (NVSP_TYPE(v1->type)->op != SpvOpTypeVector || NVSP_TYPE(v2->type)->op != SpvOpTypeVector)
      NVSP_ERR("OpVectorShuffle needs vector operands");
    n1 = NVSP_TYPE(v1->type)->count;
    r = nvsp_cval_new(s, rtid, NVSP_C_COMPOSITE);
    r->n = rt->count;
    r->elems = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * r->n);
    for (k = 0; k < r->n; k++) {
      uint32_t sel = nvsp_w(s, 6 + k);
      if (sel == 0xFFFFFFFFu) r->elems[k] = nvsp_cval_new(s, rt->elem, NVSP_C_UNDEF);
      else if (sel < n1) r->elems[k] = nvsp_ccomp(s, v1, sel);
      else if (sel - n1 < NVSP_TYPE(v2->type)->count) r->elems[k] = nvsp_ccomp(s, v2, sel - n1);
      else NVSP_ERR("shuffle component %u is out of range", sel);
    }
    return r;
  }
  if (op == SpvOpCompositeExtract || op == SpvOpCompositeInsert) {
    uint32_t first = op == SpvOpCompositeExtract ? 5 : 6;
    nvsp_cval *base = nvsp_cval_of(s, nvsp_w(s, op == SpvOpCompositeExtract ? 4 : 5), "composite");
    nvsp_cval *root, *cur, **slot;
    if (s->cur_wc <= first) NVSP_ERR("missing indices");
    if (op == SpvOpCompositeExtract) {
      cur = base;
      for (i = first; i < s->cur_wc; i++) {
        uint32_t idx = nvsp_w(s, i);
        nvsp_type *ct = NVSP_TYPE(cur->type);
        uint32_t et;
        if (ct->op == SpvOpTypeStruct) { if (idx >= ct->count) NVSP_ERR("index out of range"); et = ct->mem[idx]; }
        else if (ct->op == SpvOpTypeVector || ct->op == SpvOpTypeMatrix || ct->op == SpvOpTypeArray) {
          if (idx >= ct->count) NVSP_ERR("index out of range");
          et = ct->elem;
        } else NVSP_ERR("index into a non-composite");
        if (cur->kind == NVSP_C_COMPOSITE) cur = cur->elems[idx];
        else cur = nvsp_cval_new(s, et, cur->kind == NVSP_C_UNDEF ? NVSP_C_UNDEF : NVSP_C_NULL);
      }
      return cur;
    }
    /* insert: copy the path */
    root = nvsp_cval_new(s, base->type, base->kind);
    *root = *base;
    root->ir = NULL;
    cur = root;
    for (i = first; i < s->cur_wc; i++) {
      uint32_t idx = nvsp_w(s, i), j;
      nvsp_type *ct = NVSP_TYPE(cur->type);
      nvsp_cval **el;
      uint32_t cnt = ct->count;
      if (!(ct->op == SpvOpTypeStruct || ct->op == SpvOpTypeVector || ct->op == SpvOpTypeMatrix ||
            ct->op == SpvOpTypeArray) || idx >= cnt)
        NVSP_ERR("bad composite index %u", idx);
      if (cnt > NVSP_MAX_LEAVES) NVSP_UNSUP("constant composite is too large");
      el = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * cnt);
      for (j = 0; j < cnt; j++) {
        uint32_t et = ct->op == SpvOpTypeStruct ? ct->mem[j] : ct->elem;
        if (cur->kind == NVSP_C_COMPOSITE) el[j] = cur->elems[j];
        else el[j] = nvsp_cval_new(s, et, cur->kind == NVSP_C_UNDEF ? NVSP_C_UNDEF : NVSP_C_NULL);
      }
      cur->kind = NVSP_C_COMPOSITE;
      cur->n = cnt;
      cur->elems = el;
      slot = &el[idx];
      if (i + 1 == s->cur_wc) {
        *slot = nvsp_cval_of(s, nvsp_w(s, 4), "object");
      } else {
        nvsp_cval *copy = nvsp_cval_new(s, (*slot)->type, (*slot)->kind);
        *copy = **slot;
        copy->ir = NULL;
        *slot = copy;
        cur = copy;
      }
    }
    return root;
  }
  if (n < 1 || n > 3) NVSP_ERR("OpSpecConstantOp has %u operands", n);
  for (i = 0; i < n; i++) ops[i] = nvsp_cval_of(s, nvsp_w(s, 4 + i), "operand");
  {
    nvsp_type *at = NVSP_TYPE(ops[op == SpvOpSelect && n == 3 ? 1 : 0]->type);
    nvsp_type *ast = nvsp_scalar_of(s, at), *rst = nvsp_scalar_of(s, rt);
    nvsp_type *a0t = nvsp_scalar_of(s, NVSP_TYPE(ops[0]->type));
    uint32_t nc = nvsp_ncomp(rt);
    if (!nvsp_is_scalar(rst)) NVSP_ERR("result type must be a scalar or vector");
    for (i = 0; i < n; i++) {
      nvsp_type *ot = NVSP_TYPE(ops[i]->type);
      if (nvsp_ncomp(ot) != nc && !(op == SpvOpSelect && i == 0 && ot->op != SpvOpTypeVector))
        NVSP_ERR("operand %u has %u components, the result %u", i, nvsp_ncomp(ot), nc);
      if (!nvsp_is_scalar(nvsp_scalar_of(s, ot))) NVSP_ERR("operand %u is not a scalar or vector", i);
    }
    if (nvsp_is_float_op(op) && op != SpvOpConvertSToF && op != SpvOpConvertUToF &&
        a0t->op != SpvOpTypeFloat)
      NVSP_ERR("operand must be floating point");
    if (rt->op == SpvOpTypeVector) {
      r = nvsp_cval_new(s, rtid, NVSP_C_COMPOSITE);
      r->n = nc;
      r->elems = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * nc);
    } else r = NULL;
    for (k = 0; k < nc; k++) {
      nvsp_cval *x[3] = {NULL, NULL, NULL}, *o;
      int undef = 0;
      for (i = 0; i < n; i++) {
        x[i] = (op == SpvOpSelect && i == 0 && NVSP_TYPE(ops[0]->type)->op != SpvOpTypeVector)
                   ? ops[0] : nvsp_ccomp(s, ops[i], k);
        if (x[i]->kind == NVSP_C_UNDEF) undef = 1;
      }
      o = nvsp_cval_new(s, rst->id, undef ? NVSP_C_UNDEF : NVSP_C_SCALAR);
      if (!undef)
        o->bits = nvsp_fold1(s, op, rst, op == SpvOpSelect ? ast : a0t, x[0]->bits,
                             x[1] ? x[1]->bits : 0, x[2] ? x[2]->bits : 0);
      if (r) r->elems[k] = o;
      else r = o;
    }
    (void)ast;
    return r;
  }
}

/* Defines a constant (the current instruction is OpConstant*, OpSpecConstant* or a
 * module-scope OpUndef). */
static void nvsp_def_const(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid, id, specid = 0;
  nvsp_type *rt;
  nvsp_id *e;
  nvsp_cval *c;
  const char *ov;
  nvsp_need(s, 3, 0xFFFFFFFFu);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  rt = NVSP_RTYPE(rtid);
  if (op == SpvOpUndef) {
    nvsp_need(s, 3, 3);
    e = nvsp_def(s, id, NVSP_K_UNDEF);
    e->type_id = rtid;
    return;
  }
  switch (op) {
  case SpvOpConstantTrue: case SpvOpConstantFalse: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
    nvsp_need(s, 3, 3);
    if (rt->op != SpvOpTypeBool) NVSP_ERR("result type %%%u is not a boolean type", rtid);
    c = nvsp_cval_new(s, rtid, NVSP_C_SCALAR);
    c->bits = op == SpvOpConstantTrue || op == SpvOpSpecConstantTrue;
    if (op == SpvOpSpecConstantTrue || op == SpvOpSpecConstantFalse) {
      ov = nvsp_spec_override(s, id, &specid);
      if (ov) c->bits = nvsp_parse_spec_text(s, rt, specid, ov);
    }
    break;
  case SpvOpConstant: case SpvOpSpecConstant: {
    uint32_t nwords;
    if (rt->op != SpvOpTypeInt && rt->op != SpvOpTypeFloat)
      NVSP_ERR("result type %%%u is not an integer or floating-point type", rtid);
    nwords = rt->width > 32 ? 2 : 1;
    nvsp_need(s, 3 + nwords, 3 + nwords);
    c = nvsp_cval_new(s, rtid, NVSP_C_SCALAR);
    c->bits = nvsp_w(s, 3);
    if (nwords == 2) c->bits |= (uint64_t)nvsp_w(s, 4) << 32;
    c->bits &= nvsp_mask(rt->width);
    if (op == SpvOpSpecConstant) {
      ov = nvsp_spec_override(s, id, &specid);
      if (ov) c->bits = nvsp_parse_spec_text(s, rt, specid, ov);
    }
    break;
  }
  case SpvOpConstantComposite: case SpvOpSpecConstantComposite: {
    uint32_t n = s->cur_wc - 3, k;
    if (rt->op != SpvOpTypeVector && rt->op != SpvOpTypeMatrix && rt->op != SpvOpTypeArray &&
        rt->op != SpvOpTypeStruct)
      NVSP_ERR("result type %%%u is not a composite type", rtid);
    if (n != rt->count) NVSP_ERR("%u constituents for a composite of %u", n, rt->count);
    c = nvsp_cval_new(s, rtid, NVSP_C_COMPOSITE);
    c->n = n;
    c->elems = (nvsp_cval **)nvsp_alloc(s, sizeof(nvsp_cval *) * (n ? n : 1));
    for (k = 0; k < n; k++) {
      uint32_t et = rt->op == SpvOpTypeStruct ? rt->mem[k] : rt->elem;
      nvsp_type *ett = NVSP_TYPE(et), *ct;
      c->elems[k] = nvsp_cval_of(s, nvsp_w(s, 3 + k), "constituent");
      ct = NVSP_TYPE(c->elems[k]->type);
      if (ct != ett && (ct->ir != ett->ir || ct->irmem != ett->irmem || !ct->ir))
        NVSP_ERR("constituent %u has type %%%u, expected %%%u", k, c->elems[k]->type, et);
    }
    break;
  }
  case SpvOpConstantNull:
    nvsp_need(s, 3, 3);
    if (!rt->ir || rt->op == SpvOpTypeVoid) NVSP_ERR("OpConstantNull of a type without values");
    c = nvsp_cval_new(s, rtid, NVSP_C_NULL);
    break;
  case SpvOpSpecConstantOp:
    nvsp_need(s, 5, 0xFFFFFFFFu);
    c = nvsp_fold_spec_op(s, rtid);
    if (c->type != rtid) {
      nvsp_type *ct = NVSP_TYPE(c->type);
      if (ct->ir != rt->ir) NVSP_ERR("OpSpecConstantOp result does not have the result type");
      {
        nvsp_cval *d = nvsp_cval_new(s, rtid, c->kind);
        *d = *c;
        d->type = rtid;
        d->ir = NULL;
        c = d;
      }
    }
    break;
  default:
    NVSP_UNSUP("this kind of constant is not supported");
  }
  e = nvsp_def(s, id, NVSP_K_CONST);
  e->type_id = rtid;
  e->cv = c;
  e->is_spec = op == SpvOpSpecConstant || op == SpvOpSpecConstantTrue || op == SpvOpSpecConstantFalse ||
               op == SpvOpSpecConstantComposite || op == SpvOpSpecConstantOp;
}

/* Writes a constant's bytes at `off` in buf, by the type's memory layout. */
static void nvsp_const_bytes(nvsp_state *s, nvsp_cval *c, nvsp_type *t, uint8_t *buf, uint64_t size,
                             uint64_t off, uint32_t mstride, int rowmajor) {
  uint32_t k;
  if (c->kind == NVSP_C_NULL || c->kind == NVSP_C_UNDEF) return; /* the buffer is zeroed */
  if (nvsp_is_scalar(t)) {
    uint32_t nb = t->op == SpvOpTypeBool ? 1 : t->width / 8, i;
    if (off + nb > size) NVSP_ERR("constant does not fit its type's layout");
    for (i = 0; i < nb; i++) buf[off + i] = (uint8_t)(c->bits >> (8 * i));
    return;
  }
  if (c->kind != NVSP_C_COMPOSITE) return;
  for (k = 0; k < c->n; k++) {
    uint64_t o;
    nvsp_type *et;
    uint32_t ms = 0;
    int rm = 0;
    switch (t->op) {
    case SpvOpTypeVector: et = NVSP_TYPE(t->elem); o = off + (uint64_t)k * (et->width / 8); break;
    case SpvOpTypeMatrix: {
      nvsp_type *col = NVSP_TYPE(t->elem), *sc = NVSP_TYPE(col->elem);
      uint32_t r;
      nvsp_cval *cc = c->elems[k];
      for (r = 0; r < col->count; r++) {
        nvsp_cval *x = cc->kind == NVSP_C_COMPOSITE ? cc->elems[r] : cc;
        uint64_t eo = rowmajor ? off + (uint64_t)r * mstride + (uint64_t)k * (sc->width / 8)
                               : off + (uint64_t)k * (mstride ? mstride : col->size) + (uint64_t)r * (sc->width / 8);
        nvsp_const_bytes(s, x, sc, buf, size, eo, 0, 0);
      }
      continue;
    }
    case SpvOpTypeArray: et = NVSP_TYPE(t->elem); o = off + (uint64_t)k * t->stride; ms = mstride; rm = rowmajor; break;
    case SpvOpTypeStruct:
      et = NVSP_TYPE(t->mem[k]);
      o = off + t->offs[k];
      ms = t->mstride[k];
      rm = t->rowmajor[k];
      break;
    default: return;
    }
    nvsp_const_bytes(s, c->elems[k], et, buf, size, o, ms, rm);
  }
}

/* The IR constant for a value tree: of the value type, or (mem) of the memory type. */
static nvcg_value *nvsp_const_ir(nvsp_state *s, nvsp_cval *c, int mem) {
  nvsp_type *t = NVSP_TYPE(c->type);
  nvcg_type *ty = mem ? t->irmem : t->ir;
  nvcg_value *v = NULL;
  if (!mem && c->ir) return c->ir;
  if (!ty) nvsp_ir_type(s, c->type);
  if (c->kind == NVSP_C_UNDEF) v = nvcg_const_undef(ty);
  else if (c->kind == NVSP_C_NULL) v = nvcg_const_zero(ty);
  else if (c->kind == NVSP_C_SCALAR) {
    if (t->op == SpvOpTypeFloat) v = nvcg_const_fp_bits(ty, c->bits, 0);
    else if (t->op == SpvOpTypeInt || t->op == SpvOpTypeBool) v = nvcg_const_int(ty, c->bits);
    else if (t->op == SpvOpTypeSampler) v = nvcg_const_int(ty, c->bits); /* OpenCL literal sampler */
    else NVSP_ERR("scalar constant of a non-scalar type");
  } else if (mem && nvcg_type_get_kind(ty) == NVCG_TYPE_ARRAY &&
             nvcg_type_get_kind(nvcg_type_element(ty)) == NVCG_TYPE_INT &&
             nvcg_type_int_bits(nvcg_type_element(ty)) == 8 &&
             !(t->op == SpvOpTypeArray && NVSP_TYPE(t->elem)->irmem == nvcg_type_element(ty))) {
    /* explicitly laid out: serialize */
    uint64_t n = nvcg_type_count(ty);
    uint8_t *buf;
    if (n > ((uint64_t)1 << 26)) NVSP_UNSUP("constant initializer of %llu bytes is too large", (unsigned long long)n);
    buf = (uint8_t *)nvsp_alloc(s, (size_t)n + 1);
    nvsp_const_bytes(s, c, t, buf, n, 0, 0, 0);
    v = nvcg_const_string(s->ctx, (const char *)buf, (size_t)n, 0);
  } else {
    uint32_t k;
    nvcg_value **el;
    if (c->n > NVSP_MAX_LEAVES * 4) NVSP_UNSUP("constant composite of %u elements is too large", c->n);
    el = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * (c->n ? c->n : 1));
    for (k = 0; k < c->n; k++) el[k] = nvsp_const_ir(s, c->elems[k], mem);
    if (t->op == SpvOpTypeVector) v = nvcg_const_vector(el, c->n);
    else if (t->op == SpvOpTypeStruct) v = nvcg_const_struct(ty, el, c->n);
    else v = nvcg_const_array(ty, el, c->n);
  }
  if (!v) NVSP_ERR("cannot build this constant in IR (see above)");
  if (!mem) c->ir = v;
  return v;
}

