/* ------------------------------------------------------------------------------------
 * Types and memory layout.
 *
 * Every SPIR-V type has a value type (what an SSA value of it is in IR: bool is i1,
 * structs are literal structs of their members' value types, so that OpCopyLogical and
 * differently decorated copies of one struct meet in one IR type) and a memory layout.
 * Explicitly laid out types (Offset, ArrayStride, MatrixStride: Vulkan buffers) are
 * accessed at byte offsets computed from the decorations, with i8 GEPs, which is exactly
 * right for any std140/std430/scalar layout. Types without those decorations (OpenCL
 * memory, Function/Private/Workgroup variables) use the natural layout of their memory
 * type, computed with LLVM's rules from nvcg_type_size/nvcg_type_align, so that byte
 * offsets agree with how nvcg lays out allocas, globals and their initializers.
 * ---------------------------------------------------------------------------------- */

static unsigned nvsp_addrspace(nvsp_state *s, uint32_t sc) {
  switch (sc) {
  case SpvStorageClassFunction: case SpvStorageClassPrivate: case SpvStorageClassGeneric:
  case SpvStorageClassInput:
    return NVCG_AS_GENERIC;
  case SpvStorageClassWorkgroup: return NVCG_AS_SHARED;
  case SpvStorageClassCrossWorkgroup: case SpvStorageClassStorageBuffer: case SpvStorageClassUniform:
  case SpvStorageClassPhysicalStorageBuffer:
    return NVCG_AS_GLOBAL;
  case SpvStorageClassPushConstant:
    return s->opt.push_constants == NVCG_SPIRV_PUSH_BUFFER ? NVCG_AS_GLOBAL : NVCG_AS_GENERIC;
  case SpvStorageClassUniformConstant: return s->opt.uniform_constant_addrspace;
  default: return NVCG_AS_GENERIC;
  }
}

static int nvsp_storage_supported(uint32_t sc) {
  switch (sc) {
  case SpvStorageClassFunction: case SpvStorageClassPrivate: case SpvStorageClassGeneric:
  case SpvStorageClassInput: case SpvStorageClassWorkgroup: case SpvStorageClassCrossWorkgroup:
  case SpvStorageClassStorageBuffer: case SpvStorageClassUniform:
  case SpvStorageClassPhysicalStorageBuffer: case SpvStorageClassPushConstant:
  case SpvStorageClassUniformConstant:
    return 1;
  default: return 0;
  }
}

static int nvsp_is_scalar(const nvsp_type *t) {
  return t->op == SpvOpTypeInt || t->op == SpvOpTypeFloat || t->op == SpvOpTypeBool;
}

/* Size of a value of this type when written at explicit offsets: scalars and vectors
 * occupy their components and nothing more (a vec3 is 12 bytes); matrices follow the
 * member's MatrixStride. */
static uint64_t nvsp_extent(nvsp_state *s, const nvsp_type *t, uint32_t mstride, int rowmajor) {
  if (t->op == SpvOpTypeVector) return (uint64_t)t->count * (NVSP_TYPE(t->elem)->width / 8);
  if (t->op == SpvOpTypeMatrix) {
    nvsp_type *col = NVSP_TYPE(t->elem);
    if (mstride) return (uint64_t)(rowmajor ? col->count : t->count) * mstride;
    return t->size;
  }
  if (t->op == SpvOpTypeArray && mstride) {
    nvsp_type *e = NVSP_TYPE(t->elem);
    if (e->op == SpvOpTypeMatrix || e->op == SpvOpTypeArray)
      return (t->count - 1) * t->stride + nvsp_extent(s, e, mstride, rowmajor);
  }
  return t->size;
}

static nvcg_type *nvsp_bytes_type(nvsp_state *s, uint64_t n) {
  return nvcg_type_array(nvcg_type_int(s->ctx, 8), n);
}

/* Natural (LLVM) field offsets of a struct over memory types; returns the size. */
static uint64_t nvsp_natural_offsets(nvsp_state *s, nvsp_type *const *mt, uint32_t n, int packed,
                                     uint64_t *offs, uint32_t *align_out) {
  uint64_t off = 0;
  uint32_t i, maxa = 1;
  for (i = 0; i < n; i++) {
    nvcg_type *m = mt[i]->irmem;
    uint32_t a = packed || !m ? 1 : nvcg_type_align(m);
    nvsp_lib_alive(s);
    if (a > maxa) maxa = a;
    off = (off + a - 1) / a * a;
    offs[i] = off;
    off += m ? nvcg_type_size(m) : 0;
  }
  off = (off + maxa - 1) / maxa * maxa;
  if (align_out) *align_out = maxa;
  return off;
}

static void nvsp_type_scalar(nvsp_state *s, nvsp_type *t, nvcg_type *ir, nvcg_type *irmem) {
  t->ir = ir;
  t->irmem = irmem;
  t->sized = 1;
  t->size = nvcg_type_size(irmem);
  t->align = nvcg_type_align(irmem);
  t->leaves = 1;
  nvsp_lib_alive(s);
}

static uint32_t nvsp_sat_mul(uint32_t a, uint64_t b) {
  uint64_t r = (uint64_t)a * b;
  return r > NVSP_MAX_LEAVES + 1 ? NVSP_MAX_LEAVES + 1 : (uint32_t)r;
}

/* The constant an id names, as an unsigned integer (array lengths, literals by id). */
static nvsp_cval *nvsp_cval_of(nvsp_state *s, uint32_t id, const char *role);

static uint64_t nvsp_const_uint(nvsp_state *s, uint32_t id, const char *role) {
  nvsp_cval *c = nvsp_cval_of(s, id, role);
  nvsp_type *t = NVSP_TYPE(c->type);
  if (t->op != SpvOpTypeInt || c->kind != NVSP_C_SCALAR)
    NVSP_ERR("%s %%%u must be an integer scalar constant", role, id);
  return c->bits;
}

static void nvsp_image_type(nvsp_state *s, nvsp_type *t);
static void nvsp_def_sampler_const(nvsp_state *s);
static void nvsp_tr_image(nvsp_state *s);
static uint32_t nvsp_img_loaded_var(nvsp_state *s, size_t w);
static int nvsp_img_descriptor(nvsp_state *s, const nvsp_type *t);

static void nvsp_def_type(nvsp_state *s) {
  uint32_t op = s->cur_op, id, i;
  nvsp_id *e;
  nvsp_type *t;
  nvcg_context *c = s->ctx;
  if (op == SpvOpTypeForwardPointer) {
    nvsp_need(s, 3, 3);
    id = nvsp_w(s, 1);
    e = nvsp_id_get(s, id);
    if (e->kind != NVSP_K_NONE) NVSP_ERR("forward pointer %%%u is already defined", id);
    e->kind = NVSP_K_TYPE;
    e->word = (uint32_t)s->cur;
    e->opcode = (uint16_t)op;
    t = e->ty = (nvsp_type *)nvsp_alloc(s, sizeof(nvsp_type));
    t->id = id;
    t->op = SpvOpTypePointer;
    t->storage = nvsp_w(s, 2);
    t->elem = 0;
    nvsp_type_scalar(s, t, nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)),
                     nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)));
    return;
  }
  nvsp_need(s, 2, 0xFFFFFFFFu);
  id = nvsp_w(s, 1);
  if (op == SpvOpTypePointer) {
    e = nvsp_id_get(s, id);
    if (e->kind == NVSP_K_TYPE && e->opcode == SpvOpTypeForwardPointer && e->ty->elem == 0) {
      nvsp_need(s, 4, 4);
      if (nvsp_w(s, 2) != e->ty->storage)
        NVSP_ERR("pointer %%%u has another storage class than its forward declaration", id);
      e->ty->elem = nvsp_w(s, 3);
      nvsp_id_get(s, e->ty->elem);
      e->opcode = (uint16_t)op;
      return;
    }
  }
  e = nvsp_def(s, id, NVSP_K_TYPE);
  t = e->ty = (nvsp_type *)nvsp_alloc(s, sizeof(nvsp_type));
  t->id = id;
  t->op = op;
  switch (op) {
  case SpvOpTypeVoid:
    nvsp_need(s, 2, 2);
    t->ir = nvcg_type_void(c);
    break;
  case SpvOpTypeBool:
    nvsp_need(s, 2, 2);
    t->width = 1;
    nvsp_type_scalar(s, t, nvcg_type_int(c, 1), nvcg_type_int(c, 8));
    break;
  case SpvOpTypeInt:
    nvsp_need(s, 4, 4);
    t->width = nvsp_w(s, 2);
    t->is_signed = nvsp_w(s, 3);
    if (t->width != 8 && t->width != 16 && t->width != 32 && t->width != 64)
      NVSP_UNSUP("%u-bit integers are not supported", t->width);
    if (t->is_signed > 1) NVSP_ERR("signedness must be 0 or 1");
    nvsp_type_scalar(s, t, nvcg_type_int(c, t->width), nvcg_type_int(c, t->width));
    break;
  case SpvOpTypeFloat:
    nvsp_need(s, 3, 4);
    t->width = nvsp_w(s, 2);
    if (s->cur_wc == 4) NVSP_UNSUP("floating-point encodings other than IEEE 754 are not supported");
    if (t->width == 16) nvsp_type_scalar(s, t, nvcg_type_half(c), nvcg_type_half(c));
    else if (t->width == 32) nvsp_type_scalar(s, t, nvcg_type_float(c), nvcg_type_float(c));
    else if (t->width == 64) nvsp_type_scalar(s, t, nvcg_type_double(c), nvcg_type_double(c));
    else NVSP_UNSUP("%u-bit floating point is not supported", t->width);
    break;
  case SpvOpTypeVector: {
    nvsp_type *ct;
    nvsp_need(s, 4, 4);
    t->elem = nvsp_w(s, 2);
    t->count = nvsp_w(s, 3);
    ct = NVSP_TYPE(t->elem);
    if (!nvsp_is_scalar(ct)) NVSP_ERR("vector component type %%%u is not a scalar type", t->elem);
    if (t->count != 2 && t->count != 3 && t->count != 4 && t->count != 8 && t->count != 16)
      NVSP_ERR("vectors of %u components are not allowed", t->count);
    t->width = ct->width;
    t->depth = 1;
    nvsp_type_scalar(s, t, nvcg_type_vector(ct->ir, t->count), nvcg_type_vector(ct->irmem, t->count));
    break;
  }
  case SpvOpTypeMatrix: {
    nvsp_type *ct;
    nvsp_need(s, 4, 4);
    t->elem = nvsp_w(s, 2);
    t->count = nvsp_w(s, 3);
    ct = NVSP_TYPE(t->elem);
    if (ct->op != SpvOpTypeVector || NVSP_TYPE(ct->elem)->op != SpvOpTypeFloat)
      NVSP_ERR("matrix column type %%%u is not a floating-point vector", t->elem);
    if (t->count < 2 || t->count > 4) NVSP_ERR("matrices have 2 to 4 columns, not %u", t->count);
    t->depth = 2;
    t->ir = nvcg_type_array(ct->ir, t->count);
    t->irmem = nvcg_type_array(ct->irmem, t->count);
    t->sized = 1;
    t->size = nvcg_type_size(t->irmem);
    t->align = nvcg_type_align(t->irmem);
    nvsp_lib_alive(s);
    t->stride = ct->size;
    t->leaves = t->count;
    break;
  }
  case SpvOpTypeArray: case SpvOpTypeRuntimeArray: {
    nvsp_type *et;
    int found;
    uint64_t n = 0;
    nvsp_need(s, op == SpvOpTypeArray ? 4 : 3, op == SpvOpTypeArray ? 4 : 3);
    t->elem = nvsp_w(s, 2);
    et = NVSP_TYPE(t->elem);
    if (op == SpvOpTypeArray) {
      n = nvsp_const_uint(s, nvsp_w(s, 3), "array length");
      if (n == 0 || n > 0xFFFFFFFFu) NVSP_ERR("array length %llu is out of range", (unsigned long long)n);
      t->count = (uint32_t)n;
    }
    if (!et->sized && et->op == SpvOpTypeStruct && et->has_runtime_array) {
      /* an array of buffer blocks: only descriptor arrays have this type */
      t->depth = et->depth + 1;
      t->sized = 0;
      t->align = et->align;
      t->leaves = NVSP_MAX_LEAVES + 1;
      t->unsupported = "an array of blocks ending in runtime arrays exists only as descriptors";
      break;
    }
    if (et->op == SpvOpTypeImage || et->op == SpvOpTypeSampler || et->op == SpvOpTypeSampledImage) {
      /* only as descriptor arrays of images (see "Images"): no value type */
      t->depth = et->depth + 1;
      t->unsupported = op == SpvOpTypeRuntimeArray ? "runtime-sized arrays of images are not supported"
                       : et->op == SpvOpTypeSampler ? "arrays of samplers are not supported"
                       : et->unsupported ? et->unsupported : "an array of images exists only as descriptors";
      break;
    }
    if (!et->sized || !et->irmem) NVSP_ERR("array element type %%%u has no size", t->elem);
    t->depth = et->depth + 1;
    if (t->depth > NVSP_MAX_DEPTH) NVSP_UNSUP("types nested deeper than %u levels", NVSP_MAX_DEPTH);
    t->stride = nvsp_deco_arg(s, id, -1, SpvDecorationArrayStride, 0, &found);
    t->explicit_layout = found || et->explicit_layout;
    if (!found) t->stride = et->size;
    else if (t->stride == 0) NVSP_ERR("ArrayStride must not be 0");
    t->align = et->align;
    if (op == SpvOpTypeRuntimeArray) {
      t->sized = 0;
      t->irmem = nvcg_type_array(et->irmem, 0);
      t->unsupported = "a runtime array cannot be loaded or stored as a whole";
      t->leaves = NVSP_MAX_LEAVES + 1;
      break;
    }
    if (t->stride > ((uint64_t)1 << 40) / n) NVSP_UNSUP("array of %llu elements is too large", (unsigned long long)n);
    t->sized = 1;
    t->size = t->stride * n;
    t->leaves = nvsp_sat_mul(et->leaves, n);
    if (et->ir) t->ir = nvcg_type_array(et->ir, n);
    else t->unsupported = et->unsupported;
    if (t->stride == et->size && nvcg_type_size(et->irmem) == et->size)
      t->irmem = nvcg_type_array(et->irmem, n);
    else
      t->irmem = nvsp_bytes_type(s, t->size);
    break;
  }
  case SpvOpTypeStruct: {
    uint32_t n = s->cur_wc - 2, k;
    nvsp_type **mt;
    nvcg_type **f, **fm;
    uint64_t *noffs;
    uint32_t nalign;
    uint64_t nsize;
    int any_offset = 0, all_ir = 1;
    t->count = n;
    t->mem = &s->w[s->cur + 2];
    mt = (nvsp_type **)nvsp_alloc(s, sizeof(nvsp_type *) * (n ? n : 1));
    f = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (n ? n : 1));
    fm = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (n ? n : 1));
    t->offs = (uint64_t *)nvsp_alloc(s, sizeof(uint64_t) * (n ? n : 1));
    noffs = (uint64_t *)nvsp_alloc(s, sizeof(uint64_t) * (n ? n : 1));
    t->mstride = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * (n ? n : 1));
    t->rowmajor = (uint8_t *)nvsp_alloc(s, n ? n : 1);
    t->is_block = nvsp_has_deco(s, id, SpvDecorationBlock);
    t->buffer_block = nvsp_has_deco(s, id, SpvDecorationBufferBlock);
    t->cpacked = nvsp_has_deco(s, id, SpvDecorationCPacked);
    t->sized = 1;
    t->leaves = 0;
    for (k = 0; k < n; k++) {
      int found;
      mt[k] = NVSP_TYPE(t->mem[k]);
      if (mt[k]->op == SpvOpTypeVoid || mt[k]->op == SpvOpTypeFunction)
        NVSP_ERR("struct member %u has type %%%u, which has no size", k, t->mem[k]);
      if (!mt[k]->irmem && !mt[k]->unsupported) NVSP_ERR("struct member %u has no memory type", k);
      if (mt[k]->depth + 1 > t->depth) t->depth = mt[k]->depth + 1;
      if (!mt[k]->sized) {
        if (k != n - 1) NVSP_ERR("only the last struct member may be a runtime array");
        t->sized = 0;
        t->has_runtime_array = 1;
      }
      t->offs[k] = nvsp_deco_arg(s, id, (int32_t)k, SpvDecorationOffset, 0, &found);
      if (found) any_offset = 1;
      t->mstride[k] = nvsp_deco_arg(s, id, (int32_t)k, SpvDecorationMatrixStride, 0, NULL);
      t->rowmajor[k] = nvsp_find_deco(s, id, (int32_t)k, SpvDecorationRowMajor) != NULL;
      if (mt[k]->explicit_layout) t->explicit_layout = 1;
      if (mt[k]->ir) f[k] = mt[k]->ir;
      else {
        all_ir = 0;
        t->unsupported = mt[k]->unsupported ? mt[k]->unsupported : "a struct member has no value type";
      }
      fm[k] = mt[k]->irmem;
      if (!fm[k]) {
        t->unsupported = mt[k]->unsupported;
        fm[k] = nvsp_bytes_type(s, 0);
      }
      t->leaves = t->leaves + mt[k]->leaves > NVSP_MAX_LEAVES + 1 ? NVSP_MAX_LEAVES + 1 : t->leaves + mt[k]->leaves;
    }
    if (t->depth > NVSP_MAX_DEPTH) NVSP_UNSUP("types nested deeper than %u levels", NVSP_MAX_DEPTH);
    if (all_ir) t->ir = nvcg_type_struct(c, f, n, 0);
    nsize = nvsp_natural_offsets(s, mt, n, t->cpacked, noffs, &nalign);
    if (any_offset) {
      uint64_t end = 0;
      t->explicit_layout = 1;
      t->align = 1;
      for (k = 0; k < n; k++) {
        uint64_t x;
        if (!nvsp_find_deco(s, id, (int32_t)k, SpvDecorationOffset))
          NVSP_ERR("struct %%%u: member %u has no Offset while others have one", id, k);
        if (mt[k]->align > t->align) t->align = mt[k]->align;
        if (!mt[k]->sized) continue;
        x = t->offs[k] + nvsp_extent(s, mt[k], t->mstride[k], t->rowmajor[k]);
        if (x > end) end = x;
      }
      t->size = end;
      t->extent = end;
      if (t->sized) {
        int same = nsize >= end;
        for (k = 0; k < n && same; k++) same = noffs[k] == t->offs[k] && !t->mstride[k];
        t->irmem = same && !t->cpacked ? nvcg_type_struct(c, fm, n, 0)
                                       : nvsp_bytes_type(s, (end + t->align - 1) / t->align * t->align);
        if (same) t->size = nsize;
      }
    } else {
      memcpy(t->offs, noffs, sizeof(uint64_t) * n);
      t->align = nalign;
      t->size = nsize;
      t->irmem = nvcg_type_struct(c, fm, n, t->cpacked);
    }
    if (!t->sized) t->unsupported = "a struct ending in a runtime array cannot be loaded or stored as a whole";
    break;
  }
  case SpvOpTypePointer:
    nvsp_need(s, 4, 4);
    t->storage = nvsp_w(s, 2);
    t->elem = nvsp_w(s, 3);
    nvsp_id_get(s, t->elem);
    t->stride = nvsp_deco_arg(s, id, -1, SpvDecorationArrayStride, 0, NULL);
    nvsp_type_scalar(s, t, nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)),
                     nvcg_type_ptr(c, nvsp_addrspace(s, t->storage)));
    if (!nvsp_storage_supported(t->storage)) {
      t->unsupported = "pointers to this storage class are not supported";
    }
    if (t->storage == SpvStorageClassUniformConstant && nvsp_id_find(s, t->elem)->kind == NVSP_K_TYPE) {
      /* a pointer to an image (a function's image parameter) is the image's object */
      nvsp_type *et = NVSP_TYPE(t->elem);
      if ((et->op == SpvOpTypeImage || et->op == SpvOpTypeSampledImage) && et->ir) nvsp_type_scalar(s, t, et->ir, et->ir);
    }
    break;
  case SpvOpTypeFunction: {
    uint32_t n = s->cur_wc - 3, k;
    nvcg_type **p;
    nvsp_type *rt;
    nvsp_need(s, 3, 3 + NVSP_MAX_PARAMS);
    t->elem = nvsp_w(s, 2);
    t->count = n;
    t->mem = &s->w[s->cur + 3];
    rt = NVSP_TYPE(t->elem);
    p = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (n ? n : 1));
    for (k = 0; k < n; k++) {
      nvsp_type *pt = NVSP_TYPE(t->mem[k]);
      if (!pt->ir || pt->op == SpvOpTypeVoid) {
        t->unsupported = pt->unsupported ? pt->unsupported : "a parameter type has no value type";
        return;
      }
      p[k] = pt->ir;
    }
    if (!rt->ir) {
      t->unsupported = rt->unsupported ? rt->unsupported : "the return type has no value type";
      return;
    }
    t->ir = nvcg_type_function(rt->ir, p, n, 0);
    break;
  }
  case SpvOpTypeImage: case SpvOpTypeSampler: case SpvOpTypeSampledImage: nvsp_image_type(s, t); break;
  case SpvOpTypeOpaque: t->unsupported = "opaque types have no layout"; break;
  case SpvOpTypeEvent: case SpvOpTypeDeviceEvent: t->unsupported = "events are not supported"; break;
  case SpvOpTypeReserveId: case SpvOpTypeQueue: case SpvOpTypePipe: case SpvOpTypePipeStorage:
    t->unsupported = "device-side enqueue and pipes are not supported";
    break;
  default: t->unsupported = "this type is not supported"; break;
  }
  (void)i;
}

/* The value type of a type id, failing with the reason when it has none. */
static nvcg_type *nvsp_ir_type(nvsp_state *s, uint32_t id) {
  nvsp_type *t = NVSP_TYPE(id);
  if (!t->ir) {
    char buf[64];
    NVSP_UNSUP("type %%%u (%s): %s", id,
               nvsp_enum_name(nvsp_op_names, t->op, "opcode", buf, sizeof buf),
               t->unsupported ? t->unsupported : "it has no value type");
  }
  return t->ir;
}

