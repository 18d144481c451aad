/* ------------------------------------------------------------------------------------
 * Public entry points.
 * ---------------------------------------------------------------------------------- */

void nvcg_spirv_options_init(nvcg_spirv_options *o) {
  if (!o) return;
  memset(o, 0, sizeof *o);
  o->source_name = "<spir-v>";
  o->buffers = NVCG_SPIRV_BUFFERS_PARAMS;
  o->push_constants = NVCG_SPIRV_PUSH_BYVAL;
  o->buffer_align = 16;
  o->uniform_constant_addrspace = NVCG_AS_CONST;
  o->fp_contract = 1;
}

nvcg_status nvcg_spirv_parse_spec(const char *arg, nvcg_spirv_spec *out) {
  const char *eq;
  char *end = NULL;
  unsigned long id;
  if (!arg || !out) return NVCG_ERROR;
  eq = strchr(arg, '=');
  if (!eq || eq == arg) return NVCG_ERROR;
  id = strtoul(arg, &end, 0);
  if (end != eq || id > 0xFFFFFFFFul) return NVCG_ERROR;
  out->id = (uint32_t)id;
  out->value = eq + 1;
  return NVCG_OK;
}

static uint32_t nvsp_bswap(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xFF00u) | ((x << 8) & 0xFF0000u) | (x << 24);
}

static nvcg_status nvsp_translate(nvsp_state *s, const uint32_t *words, size_t n) {
  uint32_t major, minor, i;
  nvsp_noinst(s);
  if (!words && n) NVSP_ERR("NULL input");
  if (n < 5) NVSP_ERR("truncated module: %zu words, the header alone has 5", n);
  if (words[0] != SpvMagicNumber) {
    if (nvsp_bswap(words[0]) == SpvMagicNumber) {
      uint32_t *sw;
      size_t k;
      if (n > ((size_t)1 << 32)) NVSP_ERR("module too large");
      sw = (uint32_t *)nvsp_alloc(s, n * 4);
      for (k = 0; k < n; k++) sw[k] = nvsp_bswap(words[k]);
      words = sw;
    } else {
      NVSP_ERR("wrong magic number 0x%08x (a SPIR-V module starts with 0x%08x)", words[0], (unsigned)SpvMagicNumber);
    }
  }
  s->w = words;
  s->nw = n;
  major = (words[1] >> 16) & 0xFF;
  minor = (words[1] >> 8) & 0xFF;
  if ((words[1] & 0xFF0000FFu) || major != 1 || minor > 6)
    NVSP_UNSUP("SPIR-V version word 0x%08x is not supported (1.0 to 1.6)", words[1]);
  s->version = words[1];
  s->bound = words[3];
  if (s->bound == 0 || s->bound > NVSP_MAX_BOUND) NVSP_ERR("id bound %u is out of range (1 to %u)", s->bound, NVSP_MAX_BOUND);
  if (words[4] != 0) NVSP_ERR("the reserved schema word is %u, not 0", words[4]);
  if (s->bound <= 65536 || s->bound / 4 <= s->nw) s->ids = (nvsp_id **)nvsp_alloc(s, sizeof(nvsp_id *) * s->bound);
  nvsp_scan(s);
  if (!s->addressing && !s->memory_model) {
    /* OpMemoryModel is required; Logical/Simple would be 0 too, so look for it */
    size_t off = 5;
    int found = 0;
    while (off < s->nw) {
      if ((s->w[off] & 0xFFFF) == SpvOpMemoryModel) found = 1;
      off += s->w[off] >> 16;
    }
    if (!found) NVSP_ERR("the module has no OpMemoryModel");
  }
  nvsp_declarations(s);
  nvsp_setup_and_translate(s);
  nvsp_noinst(s);
  (void)i;
  if (nvcg_module_error_count(s->m)) NVSP_ERR("the IR builder reported errors (see above)");
  if (nvcg_verify_module(s->m) != NVCG_OK) NVSP_ERR("the translated module does not verify (see above)");
  return NVCG_OK;
}

nvcg_status nvcg_spirv_translate(nvcg_context *ctx, const uint32_t *words, size_t word_count,
                                 const nvcg_spirv_options *options, nvcg_module **module) {
  nvsp_state *s;
  nvcg_status st;
  if (module) *module = NULL;
  if (!ctx || !module) return NVCG_ERROR;
  s = (nvsp_state *)NVCG_MALLOC(sizeof(nvsp_state));
  if (!s) {
    nvcg_context_report(ctx, NVCG_SEV_ERROR, NULL, 0, 0, "out of memory");
    return NVCG_OUT_OF_MEMORY;
  }
  memset(s, 0, sizeof *s);
  s->ctx = ctx;
  if (options) s->opt = *options;
  else nvcg_spirv_options_init(&s->opt);
  if (!s->opt.source_name) s->opt.source_name = "<spir-v>";
  if (!s->opt.buffer_align || (s->opt.buffer_align & (s->opt.buffer_align - 1))) s->opt.buffer_align = 16;
  if (s->opt.uniform_constant_addrspace != NVCG_AS_GLOBAL) s->opt.uniform_constant_addrspace = NVCG_AS_CONST;
  if (setjmp(s->jb) == 0) {
    s->m = nvcg_module_create(ctx, s->opt.module_name ? s->opt.module_name : s->opt.source_name);
    if (!s->m) NVSP_ERR("cannot create a module");
    s->b = nvcg_builder_create(s->m);
    if (!s->b) NVSP_ERR("cannot create a builder");
    st = nvsp_translate(s, words, word_count);
  } else {
    st = s->status ? s->status : NVCG_ERROR;
  }
  /* a library call that ran out of memory failed the translation: say so */
  if (st != NVCG_OK && nvcg_context_out_of_memory(ctx)) st = NVCG_OUT_OF_MEMORY;
  if (s->b) nvcg_builder_destroy(s->b);
  if (st == NVCG_OK) *module = s->m;
  else if (s->m) nvcg_module_destroy(s->m);
  nvsp_arena_free(s);
  NVCG_FREE(s);
  return st;
}

nvcg_status nvcg_spirv_translate_bytes(nvcg_context *ctx, const void *bytes, size_t size,
                                       const nvcg_spirv_options *options, nvcg_module **module) {
  uint32_t *w;
  nvcg_status st;
  const char *src = options && options->source_name ? options->source_name : "<spir-v>";
  if (module) *module = NULL;
  if (!ctx || !module) return NVCG_ERROR;
  if (size % 4) {
    char msg[96];
    snprintf(msg, sizeof msg, "the size %zu is not a multiple of 4 bytes: not a SPIR-V module", size);
    nvcg_context_report(ctx, NVCG_SEV_ERROR, src, 0, 0, msg);
    return NVCG_ERROR;
  }
  w = (uint32_t *)NVCG_MALLOC(size ? size : 4);
  if (!w) {
    nvcg_context_report(ctx, NVCG_SEV_ERROR, src, 0, 0, "out of memory");
    return NVCG_OUT_OF_MEMORY;
  }
  if (size) memcpy(w, bytes, size);
  st = nvcg_spirv_translate(ctx, w, size / 4, options, module);
  NVCG_FREE(w);
  return st;
}

