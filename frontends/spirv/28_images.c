/* ------------------------------------------------------------------------------------
 * Images (GLCompute). A storage image (OpTypeImage Sampled=2; GLSL image2D ...) is a
 * surface object and a combined image sampler (OpTypeSampledImage; GLSL sampler2D ...) a
 * texture object: each UniformConstant variable of those types is one i64 kernel
 * parameter, in (DescriptorSet, Binding) order among the buffers (nvsp_build_env), and
 * loading the variable gives the object. The instructions become the llvm.nvvm texture
 * and surface intrinsics through nvcg's builder (nvcg_build_tex/suld/sust/tex_query):
 *   OpImageRead/OpImageWrite   suld.b/sust.b .zero, x in bytes (x * texel size of the
 *                              declared Format), converted per Format. Out of range, a
 *                              read gives zeros (missing channels then 0, 0, 1) and a
 *                              write is dropped, as Vulkan's robustImageAccess has it;
 *                              .trap would abort the whole dispatch, which no Vulkan
 *                              implementation does (out-of-range access is at worst
 *                              undefined values there)
 *   OpImageFetch               tex with integer coordinates (level 0 only)
 *   OpImageSample*Lod          tex with float coordinates; Lod gives tex.level (a
 *                              constant 0 plain tex), Grad tex.grad; ImplicitLod samples
 *                              level 0 (compute has no derivatives). Cube samplers
 *                              (samplerCube, samplerCubeArray: a direction, then the
 *                              cube's index rounded as an array layer) are tex.cube /
 *                              tex.acube at level 0, tex.level or tex.grad (three
 *                              components per gradient: PTX has tex.grad.cube/.acube,
 *                              LLVM's NVVM intrinsics do not; nvcg names them
 *                              llvm.nvvm.tex.unified.cube[.array].grad.*)
 *   OpImageGather              tld4 (2D, 2D array, Cube, Cube array; a constant
 *                              component): tld4.a2d / .cube / .acube, the footprint in
 *                              the layer or the face the direction selects
 *   OpImageQuerySize(Lod)      suq (storage images) / txq (sampled; level 0 only)
 *   OpImageQueryLevels         txq.num_mipmap_levels
 *   OpImage                    the texture object of a sampled image
 *   OpSampledImage             the pair's texture object (nvsp_img_pair_envs)
 * Everything else about images is refused where it is used, naming what is missing.
 * Kernel (OpenCL) modules: see "OpenCL images" below.
 * ---------------------------------------------------------------------------------- */

/* The Formats a storage image may declare (those nvcgrun's texture unit has), each with
 * its channels, bits per channel and how a channel converts: 'f' f32, 'h' f16, 'n' unorm8
 * (c / 255), 's' signed, 'u' unsigned integer. */
typedef struct nvsp_img_format {
  uint32_t spv;
  uint8_t chans, bits;
  char kind;
  const char *name;
} nvsp_img_format;
static const nvsp_img_format nvsp_img_formats[] = {
  {SpvImageFormatR32f, 1, 32, 'f', "r32f"},       {SpvImageFormatRg32f, 2, 32, 'f', "rg32f"},
  {SpvImageFormatRgba32f, 4, 32, 'f', "rgba32f"}, {SpvImageFormatR16f, 1, 16, 'h', "r16f"},
  {SpvImageFormatRg16f, 2, 16, 'h', "rg16f"},     {SpvImageFormatRgba16f, 4, 16, 'h', "rgba16f"},
  {SpvImageFormatR8, 1, 8, 'n', "r8"},            {SpvImageFormatRg8, 2, 8, 'n', "rg8"},
  {SpvImageFormatRgba8, 4, 8, 'n', "rgba8"},      {SpvImageFormatR8i, 1, 8, 's', "r8i"},
  {SpvImageFormatR8ui, 1, 8, 'u', "r8ui"},        {SpvImageFormatR32i, 1, 32, 's', "r32i"},
  {SpvImageFormatR32ui, 1, 32, 'u', "r32ui"},     {SpvImageFormatRgba32i, 4, 32, 's', "rgba32i"},
  {SpvImageFormatRgba32ui, 4, 32, 'u', "rgba32ui"},
};

static const nvsp_img_format *nvsp_img_format_of(uint32_t spv) {
  size_t i;
  for (i = 0; i < sizeof nvsp_img_formats / sizeof nvsp_img_formats[0]; i++)
    if (nvsp_img_formats[i].spv == spv) return &nvsp_img_formats[i];
  return NULL;
}

/* OpTypeImage / OpTypeSampledImage / OpTypeSampler at definition: the value type is the
 * i64 object when nvcg can translate the image, else `unsupported` says why (reported
 * only where a value of the type is used). */
static void nvsp_image_type(nvsp_state *s, nvsp_type *t) {
  nvsp_type *st;
  if (t->op == SpvOpTypeSampler && s->is_kernel_env) {
    /* an OpenCL sampler: an i64 whose value is not read (see "OpenCL images") */
    t->ir = nvsp_i64(s);
    return;
  }
  if (t->op == SpvOpTypeSampler) {
    t->unsupported = "a sampler is only used in OpSampledImage with an image, both loaded directly from their "
                     "variables (a pair not known statically has no texture object)";
    return;
  }
  if (t->op == SpvOpTypeSampledImage) {
    nvsp_type *it;
    nvsp_need(s, 3, 3);
    it = NVSP_TYPE(nvsp_w(s, 2));
    if (it->op != SpvOpTypeImage) NVSP_ERR("the image type of a sampled image type is not OpTypeImage");
    t->elem = it->id;
    t->img_dim = it->img_dim;
    t->img_arrayed = it->img_arrayed;
    t->img_sampled = 1;
    t->img_format = it->img_format;
    t->img_cl = it->img_cl;
    if (it->unsupported) t->unsupported = it->unsupported;
    else if (it->img_sampled == 2) t->unsupported = "a sampled image of a storage image (Sampled 2)";
    else t->ir = nvsp_i64(s);
    return;
  }
  nvsp_need(s, 9, 10);
  t->elem = nvsp_w(s, 2);
  t->img_dim = nvsp_w(s, 3);
  t->img_arrayed = nvsp_w(s, 5);
  t->img_sampled = nvsp_w(s, 7);
  t->img_format = nvsp_w(s, 8);
  st = NVSP_TYPE(t->elem);
  if (s->is_kernel_env) {
    /* OpenCL: the access qualifier (word 9) decides; the format is the runtime's */
    uint32_t access = s->cur_wc > 9 ? nvsp_w(s, 9) : (uint32_t)SpvAccessQualifierReadOnly;
    t->img_cl = 1;
    if (st->op != SpvOpTypeVoid) t->unsupported = "the sampled type of an OpenCL image must be void";
    else if (t->img_dim == SpvDimBuffer && access != SpvAccessQualifierReadOnly)
      t->unsupported = "a write_only or read_write image1d_buffer_t is not supported: it shares the buffer's memory, and "
                       "a CUDA surface object cannot be made over linear memory (only over a CUDA array); read_only "
                       "image1d_buffer_t is (a texture object over the buffer: tex.1d fetches)";
    else if (t->img_dim == SpvDimBuffer && t->img_arrayed) t->unsupported = "image1d_buffer_t arrays do not exist";
    else if (t->img_dim != SpvDim1D && t->img_dim != SpvDim2D && t->img_dim != SpvDim3D && t->img_dim != SpvDimBuffer)
      t->unsupported = "only 1D, 2D and 3D images (and 1D/2D arrays) are supported";
    else if (t->img_arrayed && t->img_dim == SpvDim3D) t->unsupported = "3D image arrays do not exist";
    else if (nvsp_w(s, 6)) t->unsupported = "multisampled images are not supported";
    else if (nvsp_w(s, 4) == 1) t->unsupported = "depth images are not supported";
    else {
      /* read_only: a texture object; write_only and read_write: a surface object */
      t->img_sampled = access == SpvAccessQualifierReadOnly ? 1 : 2;
      t->ir = nvsp_i64(s);
    }
  } else if (st->op != SpvOpTypeFloat && st->op != SpvOpTypeInt) t->unsupported = "the sampled type of an image must be a scalar";
  else if (st->width != 32) t->unsupported = "only 32-bit sampled types are supported";
  else if (t->img_dim == SpvDimCube && t->img_sampled != 1)
    t->unsupported = "cube storage images (imageCube, imageCubeArray) are not supported: surfaces have no cube geometry "
                     "(cube samplers are)";
  else if (t->img_dim != SpvDim1D && t->img_dim != SpvDim2D && t->img_dim != SpvDim3D && t->img_dim != SpvDimCube)
    t->unsupported = "only 1D, 2D, 3D and cube images (and 1D/2D/cube arrays) are supported";
  else if (t->img_arrayed && t->img_dim == SpvDim3D) t->unsupported = "3D image arrays do not exist";
  else if (nvsp_w(s, 6)) t->unsupported = "multisampled images are not supported";
  else if (nvsp_w(s, 4) == 1) t->unsupported = "depth images (shadow samplers) are not supported";
  else if (t->img_sampled != 1 && t->img_sampled != 2)
    t->unsupported = "an image must say whether it is sampled (Sampled 1) or a storage image (Sampled 2)";
  else if (t->img_sampled == 2 && !nvsp_img_format_of(t->img_format))
    t->unsupported = t->img_format == SpvImageFormatUnknown
                         ? "a storage image needs a declared format (layout(r32f) ...): the texel size decides the address"
                         : "the storage image's format is not supported (r32f rg32f rgba32f r16f rg16f rgba16f r8 rg8 rgba8 "
                           "r8i r8ui r32i r32ui rgba32i rgba32ui are)";
  else if (t->img_sampled == 2 && (nvsp_img_format_of(t->img_format)->kind == 'f' || nvsp_img_format_of(t->img_format)->kind == 'h' ||
                                   nvsp_img_format_of(t->img_format)->kind == 'n') != (st->op == SpvOpTypeFloat))
    t->unsupported = "the image's format and its sampled type disagree (float formats need a float type)";
  else t->ir = nvsp_i64(s);
}

/* 1 for the type of an image variable nvcg passes as objects: a storage image or sampled
 * image (Sampled 1, or combined) it can translate, or an array of them (one object per
 * element, in element order, as arrays of buffers are; indices may be dynamic). */
static int nvsp_img_descriptor(nvsp_state *s, const nvsp_type *t) {
  if (t->op == SpvOpTypeArray) t = NVSP_TYPE(t->elem);
  return (t->op == SpvOpTypeImage || t->op == SpvOpTypeSampledImage) && t->ir;
}

static nvcg_tex_geom nvsp_img_geom(const nvsp_type *it) {
  if (it->img_dim == SpvDimBuffer) return NVCG_TEX_1D; /* OpenCL's read_only image1d_buffer_t */
  if (it->img_dim == SpvDim1D) return it->img_arrayed ? NVCG_TEX_1D_ARRAY : NVCG_TEX_1D;
  if (it->img_dim == SpvDim2D) return it->img_arrayed ? NVCG_TEX_2D_ARRAY : NVCG_TEX_2D;
  if (it->img_dim == SpvDimCube) return it->img_arrayed ? NVCG_TEX_CUBE_ARRAY : NVCG_TEX_CUBE;
  return NVCG_TEX_3D;
}
/* Bytes per texel of a storage image (its declared format). */
static uint32_t nvsp_img_texel_bytes(const nvsp_type *it) {
  const nvsp_img_format *f = nvsp_img_format_of(it->img_format);
  return (uint32_t)f->chans * f->bits / 8;
}
/* What tex/tld4 return for a sampled image (or its image): the sampled type's kind. An
 * OpenCL image's is void: the result type (rtid) says it, read_imagef f32, read_imagei and
 * read_imageui s32 (Kernel integers are signless; the object's format decides how its
 * channels extend). */
static nvcg_tex_result nvsp_img_result_kind(nvsp_state *s, const nvsp_type *it, uint32_t rtid) {
  nvsp_type *st = NVSP_TYPE(NVSP_TYPE(it->op == SpvOpTypeSampledImage ? it->elem : it->id)->elem);
  if (st->op == SpvOpTypeVoid) {
    nvsp_type *rt = NVSP_RTYPE(rtid);
    st = rt->op == SpvOpTypeVector ? NVSP_TYPE(rt->elem) : rt;
    if ((st->op != SpvOpTypeFloat && st->op != SpvOpTypeInt) || st->width != 32)
      NVSP_UNSUP("reading an OpenCL image as %u-bit %s is not supported (read_imagef, read_imagei and read_imageui are; "
                 "read_imageh is not)", st->width, st->op == SpvOpTypeFloat ? "floats" : "values");
    return st->op == SpvOpTypeFloat ? NVCG_TEX_F32 : NVCG_TEX_S32;
  }
  return st->op == SpvOpTypeFloat ? NVCG_TEX_F32 : st->is_signed ? NVCG_TEX_S32 : NVCG_TEX_U32;
}
/* Coordinate dimensions (a cube's direction has three) and size dimensions (a cube's
 * faces are 2D: textureSize gives width and height, then the number of cubes). */
static uint32_t nvsp_img_dims(const nvsp_type *it) {
  return it->img_dim == SpvDim1D || it->img_dim == SpvDimBuffer ? 1 : it->img_dim == SpvDim2D ? 2 : 3;
}
static uint32_t nvsp_img_size_dims(const nvsp_type *it) { return it->img_dim == SpvDimCube ? 2 : nvsp_img_dims(it); }

/* The image operand `id` (word 3 of image instructions): the object and its type, which
 * must be an image (sampled 0: a storage image; 1: a sampled image's image; 2: a sampled
 * image). */
static nvcg_value *nvsp_img_operand(nvsp_state *s, uint32_t id, int want, nvsp_type **type) {
  uint32_t tid;
  nvcg_value *v = nvsp_value(s, id, 0, &tid);
  nvsp_type *t = NVSP_TYPE(tid);
  if (want == 2 ? t->op != SpvOpTypeSampledImage : t->op != SpvOpTypeImage)
    NVSP_ERR("operand %%%u is not %s", id, want == 2 ? "a sampled image" : "an image");
  if (!t->ir) nvsp_ir_type(s, tid);
  if (want == 0 && t->img_sampled != 2) NVSP_ERR("operand %%%u is not a storage image (Sampled 2)", id);
  if (want == 1 && t->img_sampled != 1) NVSP_ERR("operand %%%u is not a sampled image's image (Sampled 1)", id);
  *type = t;
  return v;
}

/* The coordinates: the layer first for arrays (rounded to the nearest integer, as Vulkan
 * picks a layer, when the coordinates are float), then x (times `xscale`), y, z. */
static unsigned nvsp_img_coords(nvsp_state *s, const nvsp_type *it, uint32_t id, int fp, uint32_t xscale, nvcg_value *out[4]) {
  uint32_t tid, n = nvsp_img_dims(it), k, have;
  nvcg_value *c = nvsp_value(s, id, 0, &tid);
  nvsp_type *ct = NVSP_TYPE(tid), *et = ct->op == SpvOpTypeVector ? NVSP_TYPE(ct->elem) : ct;
  have = ct->op == SpvOpTypeVector ? ct->count : 1;
  if (et->op != (fp ? SpvOpTypeFloat : SpvOpTypeInt) || et->width != 32)
    NVSP_ERR("the coordinates %%%u must be 32-bit %s", id, fp ? "floats" : "integers");
  if (have < n + it->img_arrayed) NVSP_ERR("the coordinates %%%u have %u components, the image needs %u", id, have, n + it->img_arrayed);
  if (it->img_arrayed) {
    nvcg_value *l = have > 1 ? nvsp_extract_elem(s, c, n) : c;
    if (fp) l = nvsp_cast(s, NVCG_OP_FPTOSI, NVSP_GEN1("llvm.roundeven", nvsp_fmax(s, l, nvsp_cf(s, 0.0))), nvsp_i32(s));
    out[0] = l;
  }
  for (k = 0; k < n; k++) {
    nvcg_value *x = have > 1 ? nvsp_extract_elem(s, c, k) : c;
    if (k == 0 && xscale != 1) x = nvsp_bin(s, NVCG_OP_MUL, x, nvsp_c32(s, xscale), 0);
    out[it->img_arrayed + k] = x;
  }
  return it->img_arrayed + n;
}

/* The image operands from word `w`: Lod and Grad where `allowed`, the memory-model ones
 * ignored (suld/sust are not cached across invocations), anything else refused. */
enum { NVSP_IMG_LOD = 1, NVSP_IMG_GRAD = 2 };
static void nvsp_img_operands(nvsp_state *s, uint32_t w, unsigned allowed, uint32_t *lod, uint32_t *grad) {
  uint32_t mask, k;
  *lod = 0;
  grad[0] = grad[1] = 0;
  if (w >= s->cur_wc) return;
  mask = nvsp_w(s, w++);
  for (k = 0; k < 32; k++) {
    uint32_t bit = (uint32_t)1 << k;
    if (!(mask & bit)) continue;
    switch (bit) {
    case SpvImageOperandsLodMask:
      if (!(allowed & NVSP_IMG_LOD) || w >= s->cur_wc) NVSP_UNSUP("the image operand Lod is not supported here");
      *lod = nvsp_w(s, w++);
      break;
    case SpvImageOperandsGradMask:
      if (!(allowed & NVSP_IMG_GRAD) || w + 1 >= s->cur_wc) NVSP_UNSUP("the image operand Grad is not supported here");
      grad[0] = nvsp_w(s, w++);
      grad[1] = nvsp_w(s, w++);
      break;
    case SpvImageOperandsMakeTexelAvailableMask: case SpvImageOperandsMakeTexelVisibleMask:
      w++;
      break;
    case SpvImageOperandsNonPrivateTexelMask: case SpvImageOperandsVolatileTexelMask:
    case SpvImageOperandsSignExtendMask: case SpvImageOperandsZeroExtendMask: case SpvImageOperandsNontemporalMask:
      break;
    default: {
      static const char *const names[] = {"Bias", "Lod", "Grad", "ConstOffset", "Offset", "ConstOffsets", "Sample", "MinLod"};
      NVSP_UNSUP("the image operand %s is not supported", k < 8 ? names[k] : "with this bit");
    }
    }
  }
  if (w != s->cur_wc) NVSP_ERR("extra operands after the image operands");
}

/* 1 when `id` is a constant zero (an integer, or a 32-bit float of either sign). */
static int nvsp_img_is_zero(nvsp_state *s, uint32_t id) {
  nvsp_id *e = nvsp_id_find(s, id);
  uint64_t sign;
  if (!e || e->kind != NVSP_K_CONST || e->cv->kind != NVSP_C_SCALAR) return 0;
  sign = NVSP_TYPE(e->cv->type)->op == SpvOpTypeFloat && NVSP_TYPE(e->cv->type)->width == 32 ? 0x80000000u : 0;
  return (e->cv->bits & ~sign) == 0;
}

/* A vector (or scalar) of the result type from four channel values. */
static nvcg_value *nvsp_img_result(nvsp_state *s, uint32_t rtid, nvcg_value *const ch[4]) {
  nvsp_type *rt = NVSP_RTYPE(rtid);
  nvcg_value *r;
  uint32_t k;
  if (!rt->ir) nvsp_ir_type(s, rtid);
  if (rt->op != SpvOpTypeVector) {
    if (nvcg_value_type(ch[0]) != rt->ir) NVSP_ERR("the result type %%%u does not match the image's sampled type", rtid);
    return ch[0];
  }
  if (rt->count > 4 || nvcg_value_type(ch[0]) != NVSP_TYPE(rt->elem)->ir)
    NVSP_ERR("the result type %%%u does not match the image's sampled type", rtid);
  r = nvcg_const_undef(rt->ir);
  for (k = 0; k < rt->count; k++) r = NVSP_B(nvcg_build_insertelement(s->b, r, ch[k], nvsp_c32(s, k), NULL));
  return r;
}

static nvcg_value *nvsp_img_read(nvsp_state *s, uint32_t rtid, const nvsp_type *it, nvcg_value *obj, nvcg_value *const *c,
                                 unsigned nc) {
  const nvsp_img_format *f = nvsp_img_format_of(it->img_format);
  nvcg_value *raw = NVSP_B(nvcg_build_suld(s->b, nvsp_img_geom(it), f->bits, f->chans, NVCG_SURF_ZERO, obj, c, nc, NULL));
  nvcg_value *ch[4];
  nvcg_type *i8 = nvcg_type_int(s->ctx, 8);
  uint32_t k;
  for (k = 0; k < 4; k++) {
    nvcg_value *x;
    if (k >= f->chans) {
      /* missing channels read as (0, 0, 0, 1) */
      ch[k] = f->kind == 's' || f->kind == 'u' ? nvsp_c32(s, k == 3) : nvsp_cf(s, k == 3 ? 1.0 : 0.0);
      continue;
    }
    x = f->chans == 1 ? raw : NVSP_B(nvcg_build_extractvalue(s->b, raw, &k, 1, NULL));
    switch (f->kind) {
    case 'f': x = nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_f32t(s)); break;
    case 'h': x = nvsp_cast(s, NVCG_OP_FPEXT, nvsp_cast(s, NVCG_OP_BITCAST, x, nvcg_type_half(s->ctx)), nvsp_f32t(s)); break;
    case 'n':
      x = nvsp_cast(s, NVCG_OP_UITOFP, nvsp_cast(s, NVCG_OP_TRUNC, x, i8), nvsp_f32t(s));
      x = nvsp_bin(s, NVCG_OP_FDIV, x, nvsp_cf(s, 255.0), 0);
      break;
    default:
      if (f->bits == 8) x = nvsp_cast(s, f->kind == 's' ? NVCG_OP_SEXT : NVCG_OP_ZEXT, nvsp_cast(s, NVCG_OP_TRUNC, x, i8), nvsp_i32(s));
      break;
    }
    ch[k] = x;
  }
  return nvsp_img_result(s, rtid, ch);
}

static void nvsp_img_write(nvsp_state *s, const nvsp_type *it, nvcg_value *obj, nvcg_value *const *c, unsigned nc, uint32_t texel) {
  const nvsp_img_format *f = nvsp_img_format_of(it->img_format);
  uint32_t tid, k, have;
  nvcg_value *v = nvsp_value(s, texel, 0, &tid), *ch[4];
  nvsp_type *tt = NVSP_TYPE(tid), *et = tt->op == SpvOpTypeVector ? NVSP_TYPE(tt->elem) : tt;
  nvcg_type *i16 = nvcg_type_int(s->ctx, 16);
  have = tt->op == SpvOpTypeVector ? tt->count : 1;
  if (et->op != (f->kind == 's' || f->kind == 'u' ? SpvOpTypeInt : SpvOpTypeFloat) || et->width != 32)
    NVSP_ERR("the texel %%%u does not have the image's sampled type", texel);
  if (have < f->chans) NVSP_ERR("the texel %%%u has %u components, format %s has %u", texel, have, f->name, f->chans);
  for (k = 0; k < f->chans; k++) {
    nvcg_value *x = have > 1 ? nvsp_extract_elem(s, v, k) : v;
    switch (f->kind) {
    case 'f': x = nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_i32(s)); break;
    case 'h': x = nvsp_cast(s, NVCG_OP_BITCAST, nvsp_cast(s, NVCG_OP_FPTRUNC, x, nvcg_type_half(s->ctx)), i16); break;
    case 'n':
      /* clamp to [0, 1] (NaN to 0), scale, round to nearest even */
      x = nvsp_fmin(s, nvsp_fmax(s, x, nvsp_cf(s, 0.0)), nvsp_cf(s, 1.0));
      x = NVSP_GEN1("llvm.roundeven", nvsp_bin(s, NVCG_OP_FMUL, x, nvsp_cf(s, 255.0), 0));
      x = nvsp_cast(s, NVCG_OP_FPTOUI, x, i16);
      break;
    default:
      if (f->bits == 8) x = nvsp_cast(s, NVCG_OP_TRUNC, x, i16); /* the low 8 bits are stored */
      break;
    }
    ch[k] = x;
  }
  NVSP_B(nvcg_build_sust(s->b, nvsp_img_geom(it), f->bits, f->chans, NVCG_SURF_ZERO, obj, c, nc, ch));
}

/* OpenCL's write_image{f,i,ui,h}: a formatted store (sust.p .v4.b32, x in elements) of the
 * four 32-bit channels, f32 bits for write_imagef and s32/u32 for write_imagei/ui, which
 * the texture unit converts to the image's format (known only at run time); out of range,
 * the store is dropped (.zero; OpenCL leaves it undefined). write_imageh's half channels
 * are widened to f32 first (exact: every f16 is an f32), since sust.p takes only 32-bit
 * values (ptxas refuses its .b16 forms); the conversion to the image's format is then
 * write_imagef's, which for a half-float image gives back the f16 written. */
static void nvsp_img_write_cl(nvsp_state *s, const nvsp_type *it, nvcg_value *obj, nvcg_value *const *c, unsigned nc,
                              uint32_t texel) {
  uint32_t tid, k;
  nvcg_value *v = nvsp_value(s, texel, 0, &tid), *ch[4];
  nvsp_type *tt = NVSP_TYPE(tid), *et = tt->op == SpvOpTypeVector ? NVSP_TYPE(tt->elem) : tt;
  if (tt->op != SpvOpTypeVector || tt->count != 4 || (et->op != SpvOpTypeFloat && et->op != SpvOpTypeInt))
    NVSP_ERR("the texel %%%u of an OpenCL image write is not a vector of four numbers", texel);
  if (et->width != 32 && !(et->op == SpvOpTypeFloat && et->width == 16))
    NVSP_UNSUP("writing an OpenCL image with %u-bit %s values is not supported (write_imagef, write_imagei, write_imageui "
               "and write_imageh are)", et->width, et->op == SpvOpTypeFloat ? "float" : "integer");
  for (k = 0; k < 4; k++) {
    nvcg_value *x = nvsp_extract_elem(s, v, k);
    if (et->op == SpvOpTypeFloat && et->width == 16) x = nvsp_cast(s, NVCG_OP_FPEXT, x, nvsp_f32t(s));
    ch[k] = et->op == SpvOpTypeFloat ? nvsp_cast(s, NVCG_OP_BITCAST, x, nvsp_i32(s)) : x;
  }
  NVSP_B(nvcg_build_sust_p(s->b, nvsp_img_geom(it), 4, NVCG_SURF_ZERO, obj, c, nc, ch));
}

/* Separate images and samplers (texture2D + sampler, HLSL's Texture2D + SamplerState):
 * every OpSampledImage whose image and sampler are OpLoads of UniformConstant variables
 * names a pair, and each distinct pair is one more texture-object parameter (the image's
 * texels with the sampler's filter and addressing), ordered by the image's (set,
 * binding), then by the sampler variable. The variable an OpLoad at word `w` loads from,
 * or 0. */
static uint32_t nvsp_img_loaded_var(nvsp_state *s, size_t w) {
  nvsp_id *v;
  if (w < 5 || w + 4 > s->nw || (s->w[w] & 0xFFFFu) != SpvOpLoad || (s->w[w] >> 16) < 4) return 0;
  v = nvsp_id_find(s, s->w[w + 3]);
  return v && v->kind == NVSP_K_VAR && v->gv && v->gv->storage == SpvStorageClassUniformConstant ? s->w[w + 3] : 0;
}

static int nvsp_u32_cmp(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static void nvsp_img_pair_envs(nvsp_state *s, uint32_t *cap) {
  size_t off;
  uint32_t n = 0, ncap = 0, i, j, *ops = NULL, *ids, nids, *at;
  if (!s->first_function) return;
  /* the image and sampler operands of every OpSampledImage */
  for (off = s->first_function; off < s->nw && (s->w[off] >> 16); off += s->w[off] >> 16)
    if ((s->w[off] & 0xFFFFu) == SpvOpSampledImage && (s->w[off] >> 16) == 5 && off + 5 <= s->nw) {
      ops = (uint32_t *)nvsp_grow(s, ops, &ncap, n + 2, sizeof(uint32_t));
      ops[n++] = s->w[off + 3];
      ops[n++] = s->w[off + 4];
    }
  if (!n) return;
  /* the word of the OpLoad defining each operand (ids are unique module-wide) */
  ids = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * n);
  at = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * n);
  memcpy(ids, ops, sizeof(uint32_t) * n);
  qsort(ids, n, sizeof(uint32_t), nvsp_u32_cmp);
  for (i = nids = 0; i < n; i++)
    if (!nids || ids[nids - 1] != ids[i]) ids[nids++] = ids[i];
  memset(at, 0, sizeof(uint32_t) * n);
  for (off = s->first_function; off < s->nw && (s->w[off] >> 16); off += s->w[off] >> 16)
    if ((s->w[off] & 0xFFFFu) == SpvOpLoad && (s->w[off] >> 16) >= 4 && off + 4 <= s->nw) {
      uint32_t *hit = (uint32_t *)bsearch(&s->w[off + 2], ids, nids, sizeof(uint32_t), nvsp_u32_cmp);
      if (hit) at[hit - ids] = (uint32_t)off;
    }
  for (i = 0; i < n; i += 2) {
    uint32_t *hi = (uint32_t *)bsearch(&ops[i], ids, nids, sizeof(uint32_t), nvsp_u32_cmp);
    uint32_t *hs = (uint32_t *)bsearch(&ops[i + 1], ids, nids, sizeof(uint32_t), nvsp_u32_cmp);
    uint32_t iv = nvsp_img_loaded_var(s, at[hi - ids]), sv = nvsp_img_loaded_var(s, at[hs - ids]);
    nvsp_type *it, *st;
    nvsp_env en;
    if (!iv || !sv) continue; /* refused where it is translated */
    it = NVSP_TYPE(nvsp_id_find(s, iv)->gv->pointee);
    st = NVSP_TYPE(nvsp_id_find(s, sv)->gv->pointee);
    if (it->op != SpvOpTypeImage || !it->ir || it->img_sampled != 1 || st->op != SpvOpTypeSampler) continue;
    for (j = 0; j < s->nenv; j++)
      if (s->env[j].var == iv && s->env[j].var2 == sv) break;
    if (j < s->nenv) continue;
    memset(&en, 0, sizeof en);
    en.kind = NVSP_ENV_IMAGE;
    en.var = iv;
    en.var2 = sv;
    en.storage = SpvStorageClassUniformConstant;
    en.count = 1;
    en.set = nvsp_deco_arg(s, iv, -1, SpvDecorationDescriptorSet, 0, NULL);
    en.binding = nvsp_deco_arg(s, iv, -1, SpvDecorationBinding, 0, NULL);
    s->env = (nvsp_env *)nvsp_grow(s, s->env, cap, s->nenv + 1, sizeof(nvsp_env));
    s->env[s->nenv++] = en;
  }
}

/* 1 when the value `id` is an OpenCL image or the coordinates `id` are floats. */
static int nvsp_img_is_cl(nvsp_state *s, uint32_t id) {
  uint32_t tid;
  (void)nvsp_value(s, id, 0, &tid);
  return NVSP_TYPE(tid)->img_cl;
}
static int nvsp_img_fp_coords(nvsp_state *s, uint32_t id) {
  uint32_t tid;
  nvsp_type *t;
  (void)nvsp_value(s, id, 0, &tid);
  t = NVSP_TYPE(tid);
  return (t->op == SpvOpTypeVector ? NVSP_TYPE(t->elem) : t)->op == SpvOpTypeFloat;
}

static void nvsp_tr_image(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = 0, lod = 0, grad[2];
  nvsp_type *it;
  nvcg_value *obj, *c[4];
  unsigned nc;
  /* OpenCL's read_image* without a sampler: a fetch from the texture object */
  if (op == SpvOpImageRead && s->cur_wc >= 5 && nvsp_img_is_cl(s, nvsp_w(s, 3))) {
    uint32_t tid;
    (void)nvsp_value(s, nvsp_w(s, 3), 0, &tid);
    if (NVSP_TYPE(tid)->img_sampled == 2)
      NVSP_UNSUP("reading a read_write OpenCL image is not supported: its surface object has no formatted load (PTX has "
                 "no suld.p) and an unformatted one needs the texel size, which OpenCL gives only at run time");
    op = SpvOpImageFetch;
  }
  switch (op) {
  case SpvOpImage: {
    nvsp_type *rt;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 2, &it);
    rt = NVSP_RTYPE(rtid);
    if (rt->op != SpvOpTypeImage || rt->id != it->elem) NVSP_ERR("the result type is not the sampled image's image type");
    nvsp_set(s, nvsp_w(s, 2), rtid, obj);
    return;
  }
  case SpvOpImageRead:
    nvsp_need(s, 5, 0xFFFFFFFFu);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 0, &it);
    nvsp_img_operands(s, 5, 0, &lod, grad);
    nc = nvsp_img_coords(s, it, nvsp_w(s, 4), 0, nvsp_img_texel_bytes(it), c);
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_read(s, rtid, it, obj, c, nc));
    return;
  case SpvOpImageWrite:
    nvsp_need(s, 4, 0xFFFFFFFFu);
    obj = nvsp_img_operand(s, nvsp_w(s, 1), 0, &it);
    nvsp_img_operands(s, 4, 0, &lod, grad);
    if (it->img_cl) {
      nc = nvsp_img_coords(s, it, nvsp_w(s, 2), 0, 1, c);
      nvsp_img_write_cl(s, it, obj, c, nc, nvsp_w(s, 3));
      return;
    }
    nc = nvsp_img_coords(s, it, nvsp_w(s, 2), 0, nvsp_img_texel_bytes(it), c);
    nvsp_img_write(s, it, obj, c, nc, nvsp_w(s, 3));
    return;
  case SpvOpImageFetch: case SpvOpImageSampleExplicitLod: case SpvOpImageSampleImplicitLod: {
    int fetch = op == SpvOpImageFetch;
    nvcg_value *r, *ch[4], *lv = NULL, *dx[3], *dy[3];
    uint32_t k;
    nvsp_need(s, 5, 0xFFFFFFFFu);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), fetch ? 1 : 2, &it);
    nvsp_img_operands(s, 5, fetch ? (unsigned)NVSP_IMG_LOD : op == SpvOpImageSampleExplicitLod ? (unsigned)(NVSP_IMG_LOD | NVSP_IMG_GRAD) : 0u,
                      &lod, grad);
    if (op == SpvOpImageSampleExplicitLod && !lod && !grad[0]) NVSP_ERR("OpImageSampleExplicitLod needs Lod or Grad");
    if (fetch && lod && !nvsp_img_is_zero(s, lod)) NVSP_UNSUP("OpImageFetch from a mip level other than a constant 0 is not supported");
    if (fetch && it->img_dim == SpvDimCube) NVSP_ERR("OpImageFetch from a cube image (its Dim must not be Cube)");
    /* OpenCL samples with integer coordinates too (unnormalized, nearest samplers) */
    nc = nvsp_img_coords(s, it, nvsp_w(s, 4), fetch ? 0 : it->img_cl ? nvsp_img_fp_coords(s, nvsp_w(s, 4)) : 1, 1, c);
    if (!fetch && lod && !nvsp_img_is_zero(s, lod)) lv = nvsp_value(s, lod, 0, NULL);
    if (lv && nvcg_value_type(lv) != nvsp_f32t(s)) NVSP_ERR("the Lod %%%u must be a 32-bit float", lod);
    if (grad[0]) {
      nvcg_value *gx = nvsp_value(s, grad[0], 0, NULL), *gy = nvsp_value(s, grad[1], 0, NULL);
      uint32_t n = nvsp_img_dims(it);
      if (nvcg_value_type(gx) != nvcg_value_type(gy) || nvsp_elem_of(nvcg_value_type(gx)) != nvsp_f32t(s) ||
          (n > 1 ? nvcg_type_get_kind(nvcg_value_type(gx)) != NVCG_TYPE_VECTOR || nvcg_type_count(nvcg_value_type(gx)) != n
                 : nvcg_type_get_kind(nvcg_value_type(gx)) == NVCG_TYPE_VECTOR))
        NVSP_ERR("the gradients must be %u 32-bit floats each", n);
      for (k = 0; k < n; k++) {
        dx[k] = n > 1 ? nvsp_extract_elem(s, gx, k) : gx;
        dy[k] = n > 1 ? nvsp_extract_elem(s, gy, k) : gy;
      }
    }
    r = NVSP_B(nvcg_build_tex(s->b, nvsp_img_geom(it), nvsp_img_result_kind(s, it, rtid), obj, c, nc, lv, grad[0] ? dx : NULL,
                              grad[0] ? dy : NULL, NULL));
    for (k = 0; k < 4; k++) ch[k] = NVSP_B(nvcg_build_extractvalue(s->b, r, &k, 1, NULL));
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_result(s, rtid, ch));
    return;
  }
  case SpvOpImageQuerySize: case SpvOpImageQuerySizeLod: {
    static const nvcg_tex_query dimq[3] = {NVCG_TEX_WIDTH, NVCG_TEX_HEIGHT, NVCG_TEX_DEPTH};
    nvsp_type *rt;
    nvcg_value *ch[4];
    uint32_t n, k, tid;
    nvsp_need(s, op == SpvOpImageQuerySizeLod ? 5 : 4, op == SpvOpImageQuerySizeLod ? 5 : 4);
    rtid = nvsp_w(s, 1);
    (void)nvsp_value(s, nvsp_w(s, 3), 0, &tid);
    it = NVSP_TYPE(tid);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), it->op == SpvOpTypeImage && it->img_sampled == 1 ? 1 : 0, &it);
    if (op == SpvOpImageQuerySizeLod && !nvsp_img_is_zero(s, nvsp_w(s, 4)))
      NVSP_UNSUP("OpImageQuerySizeLod of a mip level other than a constant 0 is not supported");
    if (op == SpvOpImageQuerySize && it->img_sampled == 1 && it->img_dim != SpvDimBuffer)
      NVSP_ERR("OpImageQuerySize of a sampled image needs a level (OpImageQuerySizeLod), unless its Dim is Buffer");
    n = nvsp_img_size_dims(it) + it->img_arrayed;
    rt = NVSP_RTYPE(rtid);
    if ((rt->op == SpvOpTypeVector ? rt->count : 1) != n) NVSP_ERR("the result type %%%u must have %u components", rtid, n);
    for (k = 0; k < n; k++) {
      nvcg_tex_query q = k < nvsp_img_size_dims(it) ? dimq[k] : NVCG_TEX_ARRAY_SIZE;
      ch[k] = NVSP_B(nvcg_build_tex_query(s->b, it->img_sampled == 2, q, obj, NULL));
    }
    if ((rt->op == SpvOpTypeVector ? NVSP_TYPE(rt->elem) : rt)->op != SpvOpTypeInt) NVSP_ERR("the result type %%%u is not an integer type", rtid);
    if ((rt->op == SpvOpTypeVector ? NVSP_TYPE(rt->elem) : rt)->width == 64) /* OpenCL's size_t */
      for (k = 0; k < n; k++) ch[k] = nvsp_cast(s, NVCG_OP_ZEXT, ch[k], nvsp_i64(s));
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_result(s, rtid, ch));
    return;
  }
  case SpvOpImageQueryLevels: {
    uint32_t tid;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    (void)nvsp_value(s, nvsp_w(s, 3), 0, &tid);
    if (NVSP_TYPE(tid)->op == SpvOpTypeImage && NVSP_TYPE(tid)->img_sampled == 2) NVSP_UNSUP("storage images have no mip levels to count");
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 1, &it);
    if (NVSP_RTYPE(rtid)->op != SpvOpTypeInt || NVSP_RTYPE(rtid)->width != 32) NVSP_ERR("the result type %%%u is not a 32-bit integer", rtid);
    nvsp_set(s, nvsp_w(s, 2), rtid, NVSP_B(nvcg_build_tex_query(s->b, 0, NVCG_TEX_NUM_MIPMAP_LEVELS, obj, NULL)));
    return;
  }
  case SpvOpSampledImage: {
    uint32_t iv, sv, i;
    nvsp_need(s, 5, 5);
    rtid = nvsp_w(s, 1);
    if (NVSP_RTYPE(rtid)->op != SpvOpTypeSampledImage) NVSP_ERR("the result type of OpSampledImage is not a sampled image type");
    if (s->is_kernel_env) {
      /* OpenCL: the image's texture object carries its one sampler's state (nvsp_cl_samplers) */
      uint32_t tid;
      obj = nvsp_img_operand(s, nvsp_w(s, 3), 1, &it);
      (void)nvsp_value(s, nvsp_w(s, 4), 0, &tid);
      if (NVSP_TYPE(tid)->op != SpvOpTypeSampler) NVSP_ERR("operand %%%u is not a sampler", nvsp_w(s, 4));
      nvsp_set(s, nvsp_w(s, 2), rtid, obj);
      return;
    }
    (void)nvsp_img_operand(s, nvsp_w(s, 3), 1, &it);
    iv = nvsp_img_loaded_var(s, nvsp_id_find(s, nvsp_w(s, 3))->word);
    {
      nvsp_id *se = nvsp_id_find(s, nvsp_w(s, 4));
      if (!se || se->kind != NVSP_K_VALUE || NVSP_TYPE(se->type_id)->op != SpvOpTypeSampler)
        NVSP_ERR("operand %%%u is not a sampler", nvsp_w(s, 4));
      sv = nvsp_img_loaded_var(s, se->word);
    }
    for (i = 0; iv && sv && i < s->nenv; i++)
      if (s->env[i].kind == NVSP_ENV_IMAGE && s->env[i].var == iv && s->env[i].var2 == sv) {
        nvsp_set(s, nvsp_w(s, 2), rtid, s->envv[s->env[i].slot]);
        return;
      }
    NVSP_UNSUP("OpSampledImage of an image and a sampler not loaded directly from variables is not supported "
               "(one texture object stands for each image-sampler pair of variables)");
  }
  case SpvOpImageGather: {
    /* tld4: its texel order (i,j+1) (i+1,j+1) (i+1,j) (i,j) is Vulkan's gather order */
    nvcg_value *r, *ch[4];
    nvsp_id *ce;
    uint32_t k;
    nvsp_need(s, 6, 0xFFFFFFFFu);
    rtid = nvsp_w(s, 1);
    obj = nvsp_img_operand(s, nvsp_w(s, 3), 2, &it);
    nvsp_img_operands(s, 6, 0, &lod, grad);
    if (it->img_dim != SpvDim2D && it->img_dim != SpvDimCube)
      NVSP_ERR("OpImageGather needs a 2D or Cube image (arrayed or not)");
    ce = nvsp_id_find(s, nvsp_w(s, 5));
    if (!ce || ce->kind != NVSP_K_CONST || ce->cv->kind != NVSP_C_SCALAR || ce->cv->bits > 3)
      NVSP_UNSUP("OpImageGather needs a constant component 0..3");
    nc = nvsp_img_coords(s, it, nvsp_w(s, 4), 1, 1, c);
    r = NVSP_B(nvcg_build_tld4_geom(s->b, nvsp_img_geom(it), (unsigned)ce->cv->bits, nvsp_img_result_kind(s, it, rtid), obj,
                                    c, nc, NULL));
    for (k = 0; k < 4; k++) ch[k] = NVSP_B(nvcg_build_extractvalue(s->b, r, &k, 1, NULL));
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_img_result(s, rtid, ch));
    return;
  }
  case SpvOpImageTexelPointer:
    NVSP_UNSUP("image atomics (OpImageTexelPointer) are not supported: PTX's one surface read-modify-write, sured "
               "(add, min, max, and, or), returns no value and has no exchange or compare-and-swap, while an atomic on "
               "a texel pointer returns the old texel");
  case SpvOpImageQueryFormat: case SpvOpImageQueryOrder:
    NVSP_UNSUP("get_image_channel_data_type and get_image_channel_order (OpImageQueryFormat/Order) are not supported: "
               "nvcg has no txq.channel_* queries");
  default: NVSP_UNSUP("this image instruction is not supported");
  }
}


/* ------------------------------------------------------------------------------------
 * OpenCL images (Kernel modules). A read_only image (image1d_t, image2d_t, image3d_t,
 * image1d_array_t, image2d_array_t, image1d_buffer_t) kernel argument is an i64 texture
 * object in its
 * place among the parameters, a write_only or read_write one an i64 surface object; a
 * sampler_t argument is an i64 the kernel does not read. An image1d_buffer_t is read
 * only without a sampler (OpenCL has no sampled read of it): tex.1d with an integer
 * coordinate, which is what CUDA's tex1Dfetch is on a texture object over linear memory
 * (cudaResourceTypeLinear), so a runtime passes a texture object over the buffer itself.
 *   read_image{f,i,ui}(img, sampler, coord)  OpSampledImage + OpImageSampleExplicitLod
 *                              (Lod 0): tex with float or integer coordinates
 *   read_image{f,i,ui}(img, coord)           OpImageRead: tex with integer coordinates
 *   get_image_width/height/depth/dim/array_size  OpImageQuerySizeLod (level 0): txq
 *                              (suq for write_only/read_write images)
 *   write_image{f,i,ui,h}(img, coord, color)  OpImageWrite: sust.p.v4.b32 (nvsp_img_write_cl)
 * A texture object carries the sampler state (normalized coordinates, addressing, filter)
 * it was created with, so the runtime creates each image's object with the state of the
 * sampler its sampled reads use: every OpSampledImage of one image parameter must use
 * one sampler, the same literal (OpConstantSampler, same state) or the same sampler
 * parameter, which nvsp_cl_samplers checks through the calls before translation.
 * Sampler-less reads are integer fetches, which no sampler state changes (CUDA's
 * addressing applies out of range, where OpenCL leaves the result undefined).
 * Refused where used: reads of read_write images (no formatted surface load), write_only
 * and read_write image1d_buffer_t (no CUDA surface over linear memory), image atomics,
 * depth and multisampled images, read_imageh,
 * get_image_channel_data_type/order, samplers that are neither literals nor (through
 * calls) kernel parameters.
 * ---------------------------------------------------------------------------------- */

/* OpConstantSampler: a constant of the sampler type holding its state, addressing mode |
 * normalized << 8 | filter mode << 16 (compared by nvsp_cl_samplers). */
static void nvsp_def_sampler_const(nvsp_state *s) {
  uint32_t rtid, id, am, norm, filt;
  nvsp_cval *c;
  nvsp_id *e;
  if (!s->is_kernel_env) NVSP_UNSUP("OpConstantSampler exists only in Kernel modules");
  nvsp_need(s, 6, 6);
  rtid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  am = nvsp_w(s, 3);
  norm = nvsp_w(s, 4);
  filt = nvsp_w(s, 5);
  if (NVSP_RTYPE(rtid)->op != SpvOpTypeSampler) NVSP_ERR("the result type of OpConstantSampler is not OpTypeSampler");
  if (am > SpvSamplerAddressingModeRepeatMirrored || norm > 1 || filt > SpvSamplerFilterModeLinear)
    NVSP_ERR("OpConstantSampler has an addressing mode, normalized flag or filter mode out of range");
  c = nvsp_cval_new(s, rtid, NVSP_C_SCALAR);
  c->bits = am | norm << 8 | filt << 16;
  e = nvsp_def(s, id, NVSP_K_CONST);
  e->type_id = rtid;
  e->cv = c;
}

/* The walk of nvsp_cl_samplers: the module's OpFunctionCall words, and what was found. */
typedef struct nvsp_cl_use {
  uint32_t fn, param;     /* the root function (a kernel, or one nothing calls) and image parameter */
  uint32_t literal, val;  /* the sampler: literal state, or (literal 0) the root's parameter index */
  size_t word;            /* the OpSampledImage */
} nvsp_cl_use;
typedef struct nvsp_cl_walk {
  uint32_t *calls, ncalls;
  nvsp_cl_use *uses;
  uint32_t nuses, capuses, steps;
} nvsp_cl_walk;

static nvsp_func *nvsp_cl_fn_at(nvsp_state *s, size_t w) {
  uint32_t i;
  for (i = 0; i < s->nfuncs; i++)
    if (s->funcs[i]->begin <= w && w < s->funcs[i]->end) return s->funcs[i];
  return NULL;
}

/* The index of parameter `id` of f, or -1. */
static int nvsp_cl_param_index(nvsp_state *s, const nvsp_func *f, uint32_t id) {
  size_t off = f->begin + (s->w[f->begin] >> 16);
  int k = 0;
  while (off + 3 <= f->end && (s->w[off] & 0xFFFFu) == SpvOpFunctionParameter && (s->w[off] >> 16) == 3) {
    if (s->w[off + 2] == id) return k;
    k++;
    off += 3;
  }
  return -1;
}

/* The sampler `id` inside f: a literal (*literal = 1, *val = its state) or f's parameter
 * (*literal = 0, *val = its index); 0 when it is neither. */
static int nvsp_cl_sampler_of(nvsp_state *s, const nvsp_func *f, uint32_t id, uint32_t *literal, uint32_t *val) {
  nvsp_id *e = nvsp_id_find(s, id);
  int p;
  if (e && e->kind == NVSP_K_CONST && e->cv && NVSP_TYPE(e->cv->type)->op == SpvOpTypeSampler) {
    *literal = 1;
    *val = (uint32_t)e->cv->bits;
    return 1;
  }
  p = nvsp_cl_param_index(s, f, id);
  if (p < 0) return 0;
  *literal = 0;
  *val = (uint32_t)p;
  return 1;
}

static void nvsp_cl_sampler_text(char *buf, size_t n, uint32_t literal, uint32_t val) {
  static const char *const am[] = {"none", "clamp_to_edge", "clamp", "repeat", "mirrored_repeat"};
  if (!literal) snprintf(buf, n, "sampler parameter %u", val);
  else snprintf(buf, n, "literal sampler (%s, %s, %s)", am[(val & 0xFF) <= 4 ? val & 0xFF : 0],
                (val >> 8 & 1) ? "normalized" : "unnormalized", (val >> 16 & 1) ? "linear" : "nearest");
}

/* Image `img` of f is sampled with (literal, val) at word `at`: follows the image (and a
 * sampler parameter) to every caller, recording at the roots. */
static void nvsp_cl_trace(nvsp_state *s, nvsp_cl_walk *wk, const nvsp_func *f, uint32_t img, uint32_t literal, uint32_t val,
                          size_t at, uint32_t depth) {
  int p = nvsp_cl_param_index(s, f, img), root = 0;
  uint32_t i, callers = 0;
  const char *fname = nvsp_vname(s, f->id);
  char idbuf[16];
  if (++wk->steps > 100000u || depth > NVSP_MAX_DEPTH) {
    nvsp_at(s, at);
    NVSP_UNSUP("too many call paths lead to this sampled image to check its sampler");
  }
  if (p < 0) {
    nvsp_at(s, at);
    NVSP_UNSUP("the image of this sampled read is not a kernel's image parameter (through calls): a texture object "
               "stands for one image argument and the state of its one sampler (values kept in local variables, as clang -O0 "
               "leaves them, are not followed)");
  }
  for (i = 0; i < s->nentries; i++)
    if (s->entries[i].fn == f->id && s->entries[i].model == SpvExecutionModelKernel) {
      root = 1;
      fname = s->entries[i].name;
    }
  for (i = 0; i < wk->ncalls; i++) {
    size_t cw = wk->calls[i];
    uint32_t nargs = (s->w[cw] >> 16) - 4, l2 = literal, v2 = val;
    nvsp_func *g;
    if (s->w[cw + 3] != f->id) continue;
    callers++;
    g = nvsp_cl_fn_at(s, cw);
    if (!g || (uint32_t)p >= nargs || (!literal && val >= nargs)) {
      nvsp_at(s, cw);
      NVSP_ERR("the call passes fewer arguments than the function has parameters");
    }
    if (!literal && !nvsp_cl_sampler_of(s, g, s->w[cw + 4 + val], &l2, &v2)) {
      nvsp_at(s, at);
      NVSP_UNSUP("the sampler of this sampled read is neither a literal sampler nor (through calls) a kernel's sampler "
                 "parameter (values kept in local variables, as clang -O0 leaves them, are not followed)");
    }
    nvsp_cl_trace(s, wk, g, s->w[cw + 4 + p], l2, v2, at, depth + 1);
  }
  if (!root && callers) return;
  for (i = 0; i < wk->nuses; i++) {
    const nvsp_cl_use *u = &wk->uses[i];
    char a[96], b[96];
    if (u->fn != f->id || u->param != (uint32_t)p || (u->literal == literal && u->val == val)) continue;
    nvsp_cl_sampler_text(a, sizeof a, u->literal, u->val);
    nvsp_cl_sampler_text(b, sizeof b, literal, val);
    nvsp_at(s, at);
    if (!*fname) {
      snprintf(idbuf, sizeof idbuf, "%%%u", f->id);
      fname = idbuf;
    }
    NVSP_UNSUP("image parameter %d of %s is sampled with a %s here and a %s at word %llu: its texture object carries one "
               "sampler's state", p, fname, b, a, (unsigned long long)u->word);
  }
  wk->uses = (nvsp_cl_use *)nvsp_grow(s, wk->uses, &wk->capuses, wk->nuses + 1, sizeof(nvsp_cl_use));
  wk->uses[wk->nuses].fn = f->id;
  wk->uses[wk->nuses].param = (uint32_t)p;
  wk->uses[wk->nuses].literal = literal;
  wk->uses[wk->nuses].val = val;
  wk->uses[wk->nuses].word = at;
  wk->nuses++;
}

/* Before translation (Kernel modules): every OpSampledImage's image is a kernel's image
 * parameter sampled with one sampler (see "OpenCL images"). */
static void nvsp_cl_samplers(nvsp_state *s) {
  nvsp_cl_walk wk;
  size_t off;
  uint32_t cap = 0;
  memset(&wk, 0, sizeof wk);
  if (!s->is_kernel_env || !s->first_function) return;
  for (off = s->first_function; off < s->nw && (s->w[off] >> 16); off += s->w[off] >> 16)
    if ((s->w[off] & 0xFFFFu) == SpvOpFunctionCall && (s->w[off] >> 16) >= 4 && off + (s->w[off] >> 16) <= s->nw) {
      wk.calls = (uint32_t *)nvsp_grow(s, wk.calls, &cap, wk.ncalls + 1, sizeof(uint32_t));
      wk.calls[wk.ncalls++] = (uint32_t)off;
    }
  for (off = s->first_function; off < s->nw && (s->w[off] >> 16); off += s->w[off] >> 16) {
    uint32_t literal, val;
    nvsp_func *f;
    if ((s->w[off] & 0xFFFFu) != SpvOpSampledImage || (s->w[off] >> 16) != 5 || off + 5 > s->nw) continue;
    f = nvsp_cl_fn_at(s, off);
    if (!f) continue; /* refused where it is translated */
    if (!nvsp_cl_sampler_of(s, f, s->w[off + 4], &literal, &val)) {
      nvsp_at(s, off);
      NVSP_UNSUP("the sampler of this sampled read is neither a literal sampler nor (through calls) a kernel's sampler "
                 "parameter (values kept in local variables, as clang -O0 leaves them, are not followed)");
    }
    nvsp_cl_trace(s, &wk, f, s->w[off + 3], literal, val, off, 0);
  }
  nvsp_noinst(s);
}
