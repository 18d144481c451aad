/* ------------------------------------------------------------------------------------
 * Values inside functions.
 * ---------------------------------------------------------------------------------- */

static nvcg_type *nvsp_i1(nvsp_state *s) { return nvcg_type_int(s->ctx, 1); }
static nvcg_type *nvsp_i8(nvsp_state *s) { return nvcg_type_int(s->ctx, 8); }
static nvcg_type *nvsp_i32(nvsp_state *s) { return nvcg_type_int(s->ctx, 32); }
static nvcg_type *nvsp_i64(nvsp_state *s) { return nvcg_type_int(s->ctx, 64); }
static nvcg_value *nvsp_c32(nvsp_state *s, uint64_t v) { return nvcg_const_int(nvsp_i32(s), v); }
static nvcg_value *nvsp_c64(nvsp_state *s, uint64_t v) { return nvcg_const_int(nvsp_i64(s), v); }

/* Reads operand `id` as a value (constants are materialized, variables are pointers).
 * *type_out receives its SPIR-V type id. */
static nvsp_val nvsp_get(nvsp_state *s, uint32_t id, uint32_t *type_out) {
  nvsp_id *e = nvsp_id_get(s, id);
  nvsp_val v;
  memset(&v, 0, sizeof v);
  v.comp = -1;
  switch (e->kind) {
  case NVSP_K_VALUE:
    if (e->stamp != s->stamp) NVSP_ERR("id %%%u is defined in another function", id);
    if (type_out) *type_out = e->type_id;
    v = e->v;
    if (v.ir && !v.align && !v.builtin_ptr) {
      /* a pointer of unknown provenance (parameter, phi, select, loaded) into an
       * explicitly laid out type: only component alignment is certain */
      nvsp_type *pt = NVSP_TYPE(e->type_id);
      if (pt->op == SpvOpTypePointer && pt->elem &&
          (NVSP_TYPE(pt->elem)->explicit_layout || pt->storage == SpvStorageClassStorageBuffer ||
           pt->storage == SpvStorageClassUniform || pt->storage == SpvStorageClassPushConstant ||
           pt->storage == SpvStorageClassPhysicalStorageBuffer))
        v.align = NVSP_ALIGN_COMPONENT;
    }
    return v;
  case NVSP_K_CONST:
    if (type_out) *type_out = e->type_id;
    v.ir = nvsp_const_ir(s, e->cv, 0);
    return v;
  case NVSP_K_UNDEF:
    if (e->stamp && e->stamp != s->stamp) NVSP_ERR("id %%%u is defined in another function", id);
    if (type_out) *type_out = e->type_id;
    v.ir = nvcg_const_undef(nvsp_ir_type(s, e->type_id));
    return v;
  case NVSP_K_VAR: {
    nvsp_gvar *gv = e->gv;
    if (type_out) *type_out = e->type_id;
    if (gv->kind == NVSP_GV_BUILTIN) {
      v.builtin_ptr = 1;
      v.builtin = gv->builtin;
      return v;
    }
    if (gv->kind == NVSP_GV_GLOBAL) {
      nvsp_type *vt = NVSP_TYPE(gv->pointee);
      if (!gv->global) nvsp_ir_type(s, gv->pointee), NVSP_UNSUP("variable %%%u cannot be translated", id);
      v.ir = gv->global;
      v.align = nvsp_deco_arg(s, id, -1, SpvDecorationAlignment, 0, NULL);
      if (vt->explicit_layout && vt->align > v.align) v.align = vt->align;
      return v;
    }
    {
      nvsp_env *en = NULL;
      uint32_t i;
      for (i = 0; i < s->nenv; i++)
        if (s->env[i].var == id && !s->env[i].var2) {
          en = &s->env[i];
          break;
        }
      if (!en || !s->envv) NVSP_ERR("variable %%%u is not available in this function", id);
      v.volat = nvsp_has_deco(s, id, SpvDecorationVolatile) || nvsp_has_deco(s, id, SpvDecorationCoherent);
      if (NVSP_TYPE(gv->pointee)->op == SpvOpTypeArray && (en->kind == NVSP_ENV_BUFFER || en->kind == NVSP_ENV_IMAGE)) {
        /* an array of buffer (or image) descriptors: the access chain picks one */
        v.is_desc = 1;
        v.desc_env = i;
        return v;
      }
      v.ir = s->envv[en->slot];
      if (en->kind == NVSP_ENV_BUFFER) {
        v.align = s->opt.buffer_align;
        v.buf_env = i + 1;
      } else if (en->kind == NVSP_ENV_PUSH) {
        v.align = NVSP_TYPE(gv->pointee)->align < 4 ? 4 : NVSP_TYPE(gv->pointee)->align;
      } else {
        v.align = 0;
      }
      return v;
    }
  }
  default:
    if (e->kind == NVSP_K_NONE) NVSP_ERR("id %%%u is used but never defined (or defined later)", id);
    NVSP_ERR("id %%%u is %s, not a value", id, nvsp_kind_name(e->kind));
  }
}

static int nvsp_is_desc_array(const nvsp_val *v) { return v->is_desc; }

/* An operand as an IR value, optionally checked against an expected type id. */
static nvcg_value *nvsp_value(nvsp_state *s, uint32_t id, uint32_t expect, uint32_t *type_out) {
  uint32_t t = 0;
  nvsp_val v = nvsp_get(s, id, &t);
  if (!v.ir) NVSP_ERR("%%%u cannot be used as a value here", id);
  if (expect && t != expect) {
    nvsp_type *a = NVSP_TYPE(t), *b = NVSP_TYPE(expect);
    if (a->ir != b->ir || !a->ir) NVSP_ERR("operand %%%u has type %%%u, expected type %%%u", id, t, expect);
  }
  if (type_out) *type_out = t;
  return v.ir;
}

/* Names an instruction result after OpName, and records it for `id`. */
static void nvsp_set(nvsp_state *s, uint32_t id, uint32_t type_id, nvcg_value *ir) {
  nvsp_id *e = nvsp_def(s, id, NVSP_K_VALUE);
  e->type_id = type_id;
  e->stamp = s->stamp;
  e->v.ir = ir;
  if (e->name && *e->name && nvcg_value_is_instruction(ir) && !*nvcg_value_name(ir))
    nvcg_value_set_name(ir, e->name);
}

static void nvsp_set_val(nvsp_state *s, uint32_t id, uint32_t type_id, nvsp_val v) {
  nvsp_set(s, id, type_id, v.ir);
  nvsp_id_find(s, id)->v = v;
}

/* ---- arithmetic helpers over IR ---- */

#define NVSP_B(x) nvsp_chk(s, (x))

/* Integer scalar constants of up to 64 bits fold here, so that translations built from
 * constant operands (bit-field masks, built-in arithmetic) come out folded; everything
 * else is built. Folds never hide undefined behaviour: shifts by the width or more and
 * division by zero are left to the IR. */
static int nvsp_cint(nvcg_value *v, uint64_t *x, unsigned *bits) {
  uint64_t lo, hi;
  nvcg_type *t;
  if (!v || !nvcg_value_is_constant(v)) return 0;
  t = nvcg_value_type(v);
  if (nvcg_type_get_kind(t) != NVCG_TYPE_INT || nvcg_type_int_bits(t) > 64) return 0;
  if (!nvcg_const_int_value(v, &lo, &hi)) return 0;
  *x = lo;
  *bits = nvcg_type_int_bits(t);
  return 1;
}

static nvcg_value *nvsp_bin(nvsp_state *s, nvcg_opcode op, nvcg_value *a, nvcg_value *b, unsigned fl) {
  uint64_t x, y, r;
  unsigned w, w2;
  if (nvsp_cint(a, &x, &w) && nvsp_cint(b, &y, &w2) && w == w2) {
    int ok = 1;
    int64_t sx = nvsp_sext(x, w);
    switch (op) {
    case NVCG_OP_ADD: r = x + y; break;
    case NVCG_OP_SUB: r = x - y; break;
    case NVCG_OP_MUL: r = x * y; break;
    case NVCG_OP_AND: r = x & y; break;
    case NVCG_OP_OR: r = x | y; break;
    case NVCG_OP_XOR: r = x ^ y; break;
    case NVCG_OP_SHL: ok = y < w; r = ok ? x << y : 0; break;
    case NVCG_OP_LSHR: ok = y < w; r = ok ? x >> y : 0; break;
    case NVCG_OP_ASHR: ok = y < w; r = ok ? (uint64_t)(sx >> y) : 0; break;
    case NVCG_OP_UDIV: ok = y != 0; r = ok ? x / y : 0; break;
    case NVCG_OP_UREM: ok = y != 0; r = ok ? x % y : 0; break;
    default: ok = 0; r = 0; break;
    }
    if (ok && !(fl & (NVCG_FLAG_NSW | NVCG_FLAG_NUW | NVCG_FLAG_EXACT))) return nvcg_const_int(nvcg_value_type(a), r);
  }
  return NVSP_B(nvcg_build_binop(s->b, op, a, b, fl, NULL));
}
static nvcg_value *nvsp_icmp(nvsp_state *s, nvcg_predicate p, nvcg_value *a, nvcg_value *b) {
  uint64_t x, y;
  unsigned w, w2;
  if (nvsp_cint(a, &x, &w) && nvsp_cint(b, &y, &w2) && w == w2) {
    int64_t sx = nvsp_sext(x, w), sy = nvsp_sext(y, w);
    int r;
    switch (p) {
    case NVCG_ICMP_EQ: r = x == y; break;
    case NVCG_ICMP_NE: r = x != y; break;
    case NVCG_ICMP_UGT: r = x > y; break;
    case NVCG_ICMP_UGE: r = x >= y; break;
    case NVCG_ICMP_ULT: r = x < y; break;
    case NVCG_ICMP_ULE: r = x <= y; break;
    case NVCG_ICMP_SGT: r = sx > sy; break;
    case NVCG_ICMP_SGE: r = sx >= sy; break;
    case NVCG_ICMP_SLT: r = sx < sy; break;
    default: r = sx <= sy; break;
    }
    return nvcg_const_int(nvcg_type_int(s->ctx, 1), (uint64_t)r);
  }
  return NVSP_B(nvcg_build_icmp(s->b, p, a, b, NULL));
}
static nvcg_value *nvsp_fcmp(nvsp_state *s, nvcg_predicate p, nvcg_value *a, nvcg_value *b) {
  return NVSP_B(nvcg_build_fcmp(s->b, p, a, b, 0, NULL));
}
static nvcg_value *nvsp_sel(nvsp_state *s, nvcg_value *c, nvcg_value *a, nvcg_value *b) {
  uint64_t x;
  unsigned w;
  if (nvsp_cint(c, &x, &w) && w == 1 && a && b && nvcg_value_type(a) == nvcg_value_type(b)) return x ? a : b;
  return NVSP_B(nvcg_build_select(s->b, c, a, b, NULL));
}
static nvcg_value *nvsp_cast(nvsp_state *s, nvcg_opcode op, nvcg_value *v, nvcg_type *to) {
  uint64_t x;
  unsigned w;
  if (nvcg_value_type(v) == to) return v;
  if (nvsp_cint(v, &x, &w) && nvcg_type_get_kind(to) == NVCG_TYPE_INT && nvcg_type_int_bits(to) <= 64) {
    if (op == NVCG_OP_ZEXT || op == NVCG_OP_TRUNC) return nvcg_const_int(to, x);
    if (op == NVCG_OP_SEXT) return nvcg_const_int(to, (uint64_t)nvsp_sext(x, w));
  }
  return NVSP_B(nvcg_build_cast(s->b, op, v, to, NULL));
}
/* The declaration of intrinsic `name`: nvcg finds an existing declaration through the
 * module's symbol table, so repeated calls cost a hash lookup. */
static nvcg_value *nvsp_intrinsic(nvsp_state *s, const char *name) {
  return nvsp_chk(s, nvcg_intrinsic_get(s->m, name));
}

static nvcg_value *nvsp_call(nvsp_state *s, const char *intr, nvcg_value *const *args, unsigned n) {
  nvcg_value *fn = nvsp_intrinsic(s, intr);
  return NVSP_B(nvcg_build_call(s->b, nvcg_function_type(fn), fn, args, n, NULL));
}
static nvcg_value *nvsp_call1(nvsp_state *s, const char *intr, nvcg_value *a) { return nvsp_call(s, intr, &a, 1); }

/* Resizes an integer (scalar or vector) to `to` bits, sign- or zero-extending. */
static nvcg_value *nvsp_iresize(nvsp_state *s, nvcg_value *v, nvcg_type *to, int is_signed) {
  nvcg_type *from = nvcg_value_type(v);
  nvcg_type *fs = nvcg_type_get_kind(from) == NVCG_TYPE_VECTOR ? nvcg_type_element(from) : from;
  nvcg_type *ts = nvcg_type_get_kind(to) == NVCG_TYPE_VECTOR ? nvcg_type_element(to) : to;
  if (from == to) return v;
  if (nvcg_type_int_bits(fs) > nvcg_type_int_bits(ts)) return nvsp_cast(s, NVCG_OP_TRUNC, v, to);
  return nvsp_cast(s, is_signed ? NVCG_OP_SEXT : NVCG_OP_ZEXT, v, to);
}

/* A constant of scalar or vector type `ty` with every component `v`. */
static nvcg_value *nvsp_splat_int(nvsp_state *s, nvcg_type *ty, uint64_t v) {
  (void)s;
  if (nvcg_type_get_kind(ty) == NVCG_TYPE_VECTOR) {
    nvcg_value *el[16];
    unsigned i, n = (unsigned)nvcg_type_count(ty);
    for (i = 0; i < n && i < 16; i++) el[i] = nvcg_const_int(nvcg_type_element(ty), v);
    return nvcg_const_vector(el, n);
  }
  return nvcg_const_int(ty, v);
}
static nvcg_value *nvsp_splat_fp(nvsp_state *s, nvcg_type *ty, double v) {
  (void)s;
  if (nvcg_type_get_kind(ty) == NVCG_TYPE_VECTOR) {
    nvcg_value *el[16];
    unsigned i, n = (unsigned)nvcg_type_count(ty);
    for (i = 0; i < n && i < 16; i++) el[i] = nvcg_const_fp(nvcg_type_element(ty), v);
    return nvcg_const_vector(el, n);
  }
  return nvcg_const_fp(ty, v);
}
/* Broadcasts a scalar IR value to a vector type (insertelement + shuffle). */
static nvcg_value *nvsp_splat_val(nvsp_state *s, nvcg_value *x, nvcg_type *vty) {
  int mask[16];
  unsigned i, n;
  nvcg_value *v;
  if (nvcg_type_get_kind(vty) != NVCG_TYPE_VECTOR || nvcg_value_type(x) == vty) return x;
  n = (unsigned)nvcg_type_count(vty);
  v = NVSP_B(nvcg_build_insertelement(s->b, nvcg_const_undef(vty), x, nvsp_c32(s, 0), NULL));
  for (i = 0; i < n; i++) mask[i] = 0;
  return NVSP_B(nvcg_build_shufflevector(s->b, v, nvcg_const_undef(vty), mask, n, NULL));
}

/* The overload suffix LLVM uses for a type: f32, v4f32, i64, v2i16 ... */
static const char *nvsp_suffix(nvsp_state *s, nvcg_type *t, char *buf, size_t size) {
  char elem[16];
  nvcg_type *e = nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR ? nvcg_type_element(t) : t;
  switch (nvcg_type_get_kind(e)) {
  case NVCG_TYPE_HALF: strcpy(elem, "f16"); break;
  case NVCG_TYPE_FLOAT: strcpy(elem, "f32"); break;
  case NVCG_TYPE_DOUBLE: strcpy(elem, "f64"); break;
  case NVCG_TYPE_INT: snprintf(elem, sizeof elem, "i%u", nvcg_type_int_bits(e)); break;
  default: NVSP_ERR("internal: no intrinsic suffix for this type");
  }
  if (nvcg_type_get_kind(t) == NVCG_TYPE_VECTOR)
    snprintf(buf, size, "v%u%s", (unsigned)nvcg_type_count(t), elem);
  else
    snprintf(buf, size, "%s", elem);
  return buf;
}

/* Calls an overloaded intrinsic "base.<suffix of t>". */
static nvcg_value *nvsp_ovl(nvsp_state *s, const char *base, nvcg_type *t, nvcg_value *const *args,
                            unsigned n) {
  char name[96], suf[32];
  snprintf(name, sizeof name, "%s.%s", base, nvsp_suffix(s, t, suf, sizeof suf));
  return nvsp_call(s, name, args, n);
}
static nvcg_value *nvsp_ovl1(nvsp_state *s, const char *base, nvcg_value *a) {
  return nvsp_ovl(s, base, nvcg_value_type(a), &a, 1);
}
static nvcg_value *nvsp_ovl2(nvsp_state *s, const char *base, nvcg_value *a, nvcg_value *b) {
  nvcg_value *x[2];
  x[0] = a;
  x[1] = b;
  return nvsp_ovl(s, base, nvcg_value_type(a), x, 2);
}

