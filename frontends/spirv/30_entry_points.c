/* ------------------------------------------------------------------------------------
 * Entry points, the environment, and the IR functions.
 * ---------------------------------------------------------------------------------- */

static int nvsp_env_cmp(const nvsp_env *a, const nvsp_env *b) {
  /* images take their place among the buffers, by (set, binding) */
  uint32_t ka = a->kind == NVSP_ENV_IMAGE ? (uint32_t)NVSP_ENV_BUFFER : a->kind;
  uint32_t kb = b->kind == NVSP_ENV_IMAGE ? (uint32_t)NVSP_ENV_BUFFER : b->kind;
  if (ka != kb) return ka < kb ? -1 : 1;
  if (ka == NVSP_ENV_BUFFER) {
    if (a->set != b->set) return a->set < b->set ? -1 : 1;
    if (a->binding != b->binding) return a->binding < b->binding ? -1 : 1;
  }
  if (a->var != b->var) return a->var < b->var ? -1 : 1;
  return a->var2 < b->var2 ? -1 : a->var2 > b->var2;
}

static void nvsp_build_env(nvsp_state *s) {
  uint32_t i, j, cap = 0, slot = 0;
  for (i = 0; i < s->ngvars; i++) {
    nvsp_gvar *gv = s->gvars[i];
    nvsp_env en;
    nvsp_type *t;
    if (gv->kind != NVSP_GV_ENV) continue;
    memset(&en, 0, sizeof en);
    en.var = gv->id;
    en.storage = gv->storage;
    en.count = 1;
    t = NVSP_TYPE(gv->pointee);
    nvsp_noinst(s);
    if (gv->storage == SpvStorageClassPrivate) {
      en.kind = NVSP_ENV_PRIVATE;
    } else if (gv->storage == SpvStorageClassUniformConstant) {
      en.kind = NVSP_ENV_IMAGE;
      if (t->op == SpvOpTypeArray) {
        if (t->count > 64) NVSP_UNSUP("an array of %u image descriptors is too large", t->count);
        en.count = t->count;
      }
      en.set = nvsp_deco_arg(s, gv->id, -1, SpvDecorationDescriptorSet, 0, NULL);
      en.binding = nvsp_deco_arg(s, gv->id, -1, SpvDecorationBinding, 0, NULL);
    } else {
      nvsp_type *bt = t;
      en.kind = gv->storage == SpvStorageClassPushConstant ? NVSP_ENV_PUSH : NVSP_ENV_BUFFER;
      if (bt->op == SpvOpTypeArray && en.kind == NVSP_ENV_BUFFER) {
        if (bt->count > 64) NVSP_UNSUP("an array of %u buffer descriptors is too large", bt->count);
        en.count = bt->count;
        bt = NVSP_TYPE(bt->elem);
      } else if (bt->op == SpvOpTypeRuntimeArray) {
        NVSP_UNSUP("runtime-sized arrays of buffer descriptors are not supported (variable %s)", nvsp_vname(s, gv->id));
      }
      if (bt->op != SpvOpTypeStruct)
        NVSP_UNSUP("%s variable %s does not hold a block; only buffers are supported",
                   NVSP_NAME(nvsp_sc_names, "storage class", gv->storage), nvsp_vname(s, gv->id));
      en.set = nvsp_deco_arg(s, gv->id, -1, SpvDecorationDescriptorSet, 0, NULL);
      en.binding = nvsp_deco_arg(s, gv->id, -1, SpvDecorationBinding, 0, NULL);
      en.is_uniform = gv->storage == SpvStorageClassUniform && !bt->buffer_block;
      /* a push-constant block aliases nothing */
      en.restrict_ = en.kind == NVSP_ENV_PUSH || nvsp_has_deco(s, gv->id, SpvDecorationRestrict);
      en.readonly = en.is_uniform || en.kind == NVSP_ENV_PUSH || nvsp_has_deco(s, gv->id, SpvDecorationNonWritable);
      en.writeonly = nvsp_has_deco(s, gv->id, SpvDecorationNonReadable);
      if (bt->count) {
        uint32_t k, ro = 1, wo = 1;
        for (k = 0; k < bt->count; k++) {
          ro = ro && nvsp_find_deco(s, bt->id, (int32_t)k, SpvDecorationNonWritable) != NULL;
          wo = wo && nvsp_find_deco(s, bt->id, (int32_t)k, SpvDecorationNonReadable) != NULL;
        }
        if (ro) en.readonly = 1;
        if (wo) en.writeonly = 1;
      }
      if (en.readonly) en.writeonly = 0;
    }
    s->env = (nvsp_env *)nvsp_grow(s, s->env, &cap, s->nenv + 1, sizeof(nvsp_env));
    s->env[s->nenv++] = en;
  }
  nvsp_img_pair_envs(s, &cap);
  /* insertion sort: buffers by (set, binding), then push constants, then privates */
  for (i = 1; i < s->nenv; i++) {
    nvsp_env x = s->env[i];
    j = i;
    while (j > 0 && nvsp_env_cmp(&s->env[j - 1], &x) > 0) {
      s->env[j] = s->env[j - 1];
      j--;
    }
    s->env[j] = x;
  }
  for (i = 0; i < s->nenv; i++)
    if (s->env[i].kind == NVSP_ENV_BUFFER || s->env[i].kind == NVSP_ENV_PUSH || s->env[i].kind == NVSP_ENV_IMAGE) {
      s->env[i].slot = slot;
      slot += s->env[i].count;
    }
  if (s->uses_array_length)
    for (i = 0; i < s->nenv; i++)
      if (s->env[i].kind == NVSP_ENV_BUFFER && !s->env[i].is_uniform) {
        s->env[i].size_slot = slot + 1;
        slot += s->env[i].count;
      }
  for (i = 0; i < s->nenv; i++)
    if (s->env[i].kind == NVSP_ENV_PRIVATE) {
      s->env[i].slot = slot;
      slot += s->env[i].count;
    }
  s->nslots = slot;
  if (slot > NVSP_MAX_PARAMS) NVSP_UNSUP("%u resources are too many", slot);
}

/* The IR type of an environment slot. */
static nvcg_type *nvsp_slot_type(nvsp_state *s, uint32_t slot) {
  uint32_t i;
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (en->size_slot && slot >= en->size_slot - 1 && slot < en->size_slot - 1 + en->count) return nvsp_i64(s);
    if (slot >= en->slot && slot < en->slot + en->count) {
      if (en->kind == NVSP_ENV_PRIVATE) return nvcg_type_ptr(s->ctx, NVCG_AS_GENERIC);
      if (en->kind == NVSP_ENV_IMAGE) return nvsp_i64(s);
      return nvcg_type_ptr(s->ctx, nvsp_addrspace(s, en->storage));
    }
  }
  return nvsp_i64(s);
}

static uint32_t nvsp_fparam_attrs(nvsp_state *s, uint32_t pid) {
  nvsp_id *e = nvsp_id_find(s, pid);
  uint32_t i = e ? e->deco : 0, a = 0;
  while (i) {
    const nvsp_deco *d = &s->decos[i - 1];
    if (d->deco == SpvDecorationFuncParamAttr && d->member == -1 && d->nargs >= 1) {
      switch (d->args[0]) {
      case SpvFunctionParameterAttributeZext: a |= NVCG_PARAM_ZEROEXT; break;
      case SpvFunctionParameterAttributeSext: a |= NVCG_PARAM_SIGNEXT; break;
      case SpvFunctionParameterAttributeNoAlias: a |= NVCG_PARAM_NOALIAS; break;
      case SpvFunctionParameterAttributeNoCapture: a |= NVCG_PARAM_NOCAPTURE; break;
      case SpvFunctionParameterAttributeNoWrite: a |= NVCG_PARAM_READONLY; break;
      case SpvFunctionParameterAttributeNoReadWrite: a |= NVCG_PARAM_READNONE; break;
      case SpvFunctionParameterAttributeByVal: a |= NVCG_PARAM_BYVAL; break;
      case SpvFunctionParameterAttributeSret: a |= NVCG_PARAM_SRET; break;
      default: break;
      }
    }
    i = d->next;
  }
  return a;
}

/* reqntid of a GLCompute entry point: the WorkgroupSize built-in wins over LocalSizeId
 * over LocalSize. */
static void nvsp_local_size(nvsp_state *s, const nvsp_entry *en, uint32_t out[3]) {
  uint32_t i, k;
  out[0] = out[1] = out[2] = 0;
  if (en->has_local)
    for (k = 0; k < 3; k++) out[k] = en->local[k];
  if (en->has_local_id)
    for (k = 0; k < 3; k++) {
      uint64_t v = nvsp_const_uint(s, en->local_id[k], "LocalSizeId operand");
      out[k] = v > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)v;
    }
  for (i = 0; i < s->ndecos; i++) {
    const nvsp_deco *d = &s->decos[i];
    nvsp_id *e;
    if (d->deco != SpvDecorationBuiltIn || d->member != -1 || d->nargs < 1 || d->args[0] != SpvBuiltInWorkgroupSize) continue;
    e = nvsp_id_find(s, d->target);
    if (!e || e->kind != NVSP_K_CONST) continue;
    if (NVSP_TYPE(e->cv->type)->op != SpvOpTypeVector || NVSP_TYPE(e->cv->type)->count != 3)
      NVSP_ERR("the WorkgroupSize built-in must be a 3-component vector");
    for (k = 0; k < 3; k++) {
      nvsp_cval *c = nvsp_ccomp(s, e->cv, k);
      out[k] = c->kind == NVSP_C_SCALAR ? (uint32_t)c->bits : 0;
    }
  }
  if (out[0] == 0 && out[1] == 0 && out[2] == 0) return;
  if (out[0] == 0 || out[1] == 0 || out[2] == 0 || (uint64_t)out[0] * out[1] * out[2] > 1024)
    NVSP_ERR("workgroup size %ux%ux%u is not possible (1 to 1024 invocations)", out[0], out[1], out[2]);
}

static const char *nvsp_param_name(nvsp_state *s, const nvsp_env *en, uint32_t j, int size) {
  char buf[96];
  const char *vn = nvsp_vname(s, en->var);
  if (!*vn) {
    nvsp_type *t = NVSP_TYPE(nvsp_id_find(s, en->var)->gv->pointee);
    if (t->op == SpvOpTypeArray) t = NVSP_TYPE(t->elem);
    vn = nvsp_vname(s, t->id);
  }
  if (en->kind == NVSP_ENV_PUSH && !*vn) vn = "push_constants";
  if (en->var2 && *vn && *nvsp_vname(s, en->var2)) {
    snprintf(buf, sizeof buf, "%s_%s", vn, nvsp_vname(s, en->var2));
    return nvsp_strdup(s, buf);
  }
  if (*vn && en->count == 1) snprintf(buf, sizeof buf, "%s%s", vn, size ? "_size" : "");
  else if (*vn) snprintf(buf, sizeof buf, "%s_%u%s", vn, j, size ? "_size" : "");
  else if (en->kind == NVSP_ENV_IMAGE && en->var2) snprintf(buf, sizeof buf, "image_s%u_b%u_sampler_%u", en->set, en->binding, en->var2);
  else if (en->kind == NVSP_ENV_IMAGE) snprintf(buf, sizeof buf, "image_s%u_b%u", en->set, en->binding);
  else if (en->count == 1) snprintf(buf, sizeof buf, "buffer_s%u_b%u%s", en->set, en->binding, size ? "_size" : "");
  else snprintf(buf, sizeof buf, "buffer_s%u_b%u_%u%s", en->set, en->binding, j, size ? "_size" : "");
  return nvsp_strdup(s, buf);
}

/* FuncParamAttr and Alignment of a SPIR-V parameter `pid` (type `ptid`) on parameter i
 * of an IR function. ByVal and Sret point to the aggregate they copy. */
static void nvsp_param_attrs(nvsp_state *s, nvcg_value *fn, uint32_t i, uint32_t pid, uint32_t ptid) {
  uint32_t a = nvsp_fparam_attrs(s, pid);
  uint32_t al = nvsp_deco_arg(s, pid, -1, SpvDecorationAlignment, 0, NULL);
  nvsp_type *ptt = NVSP_TYPE(ptid);
  if (ptt->op == SpvOpTypePointer && al && !(al & (al - 1))) nvcg_param_set_align(fn, i, al);
  if (ptt->op != SpvOpTypePointer) a &= ~(uint32_t)(NVCG_PARAM_NOALIAS | NVCG_PARAM_NOCAPTURE | NVCG_PARAM_READONLY |
                                                     NVCG_PARAM_WRITEONLY | NVCG_PARAM_READNONE | NVCG_PARAM_BYVAL | NVCG_PARAM_SRET);
  else a &= ~(uint32_t)(NVCG_PARAM_ZEROEXT | NVCG_PARAM_SIGNEXT);
  if (a & (NVCG_PARAM_BYVAL | NVCG_PARAM_SRET)) {
    nvsp_type *et = ptt->elem ? NVSP_TYPE(ptt->elem) : NULL;
    if (!et || !et->irmem || !et->sized) NVSP_ERR("ByVal/Sret parameter %u must point to a sized type", i);
    if (a & NVCG_PARAM_BYVAL) nvcg_param_set_byval(fn, i, et->irmem);
    else nvcg_param_set_sret(fn, i, et->irmem);
    a &= ~(uint32_t)(NVCG_PARAM_BYVAL | NVCG_PARAM_SRET);
  }
  if (a) nvcg_param_add_attrs(fn, i, a);
}

/* Applies nvsp_param_attrs to every parameter of a translated SPIR-V function. */
static void nvsp_function_param_attrs(nvsp_state *s, nvsp_func *f, nvcg_value *fn) {
  size_t off = f->begin;
  uint32_t i = 0;
  nvsp_type *fty = NVSP_TYPE(f->fty);
  nvsp_at(s, off);
  off += s->cur_wc;
  while (off < f->end && i < fty->count) {
    nvsp_at(s, off);
    if (s->cur_op != SpvOpFunctionParameter || s->cur_wc != 3) break;
    nvsp_id_get(s, nvsp_w(s, 2));
    nvsp_param_attrs(s, fn, i, nvsp_w(s, 2), fty->mem[i]);
    i++;
    off += s->cur_wc;
  }
  nvsp_noinst(s);
}

/* Parameter kinds of a shader kernel, for the attributes set after creation. */
enum { NVSP_P_OTHER = 0, NVSP_P_BUFFER, NVSP_P_PUSH, NVSP_P_TABLE };

static void nvsp_make_kernel(nvsp_state *s, nvsp_entry *en) {
  nvsp_func *f = nvsp_id_find(s, en->fn)->fn;
  nvsp_type *fty = NVSP_TYPE(f->fty);
  nvcg_type **pt;
  const char **pn;
  uint32_t *pa, *pk, *pv, np = 0, i, j, cap;
  nvcg_value *k;
  int shader = en->model == SpvExecutionModelGLCompute;
  if (fty->op != SpvOpTypeFunction || NVSP_TYPE(fty->elem)->op != SpvOpTypeVoid)
    NVSP_ERR("entry point %s must return void", en->name);
  cap = (shader ? s->nslots : fty->count) + 2;
  pt = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * cap);
  pn = (const char **)nvsp_alloc(s, sizeof(char *) * cap);
  pa = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * cap);
  pk = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * cap);
  pv = (uint32_t *)nvsp_alloc(s, sizeof(uint32_t) * cap);
  if (shader) {
    if (fty->count) NVSP_ERR("a GLCompute entry point takes no parameters");
    if (s->opt.buffers == NVCG_SPIRV_BUFFERS_TABLE) {
      for (i = 0; i < s->nenv; i++)
        if (s->env[i].kind == NVSP_ENV_BUFFER) {
          pt[np] = nvcg_type_ptr(s->ctx, NVCG_AS_GLOBAL);
          pn[np] = "buffers";
          pk[np] = NVSP_P_TABLE;
          pa[np++] = NVCG_PARAM_READONLY | NVCG_PARAM_NOALIAS;
          break;
        }
    }
    for (i = 0; i < s->nenv; i++) {
      nvsp_env *e = &s->env[i];
      if (e->kind == NVSP_ENV_PRIVATE) continue;
      if (e->kind == NVSP_ENV_BUFFER && s->opt.buffers == NVCG_SPIRV_BUFFERS_TABLE) continue;
      for (j = 0; j < e->count; j++) {
        pt[np] = nvsp_slot_type(s, e->slot + j);
        pn[np] = nvsp_param_name(s, e, j, 0);
        pk[np] = e->kind == NVSP_ENV_PUSH ? NVSP_P_PUSH : e->kind == NVSP_ENV_IMAGE ? NVSP_P_OTHER : NVSP_P_BUFFER;
        pv[np] = e->var;
        pa[np++] = (e->readonly ? NVCG_PARAM_READONLY : 0) | (e->writeonly ? NVCG_PARAM_WRITEONLY : 0) |
                   (e->restrict_ || e->is_uniform ? NVCG_PARAM_NOALIAS : 0);
      }
    }
    for (i = 0; i < s->nenv; i++) {
      nvsp_env *e = &s->env[i];
      if (!e->size_slot) continue;
      for (j = 0; j < e->count; j++) {
        pt[np] = nvsp_i64(s);
        pn[np] = nvsp_param_name(s, e, j, 1);
        pa[np++] = 0;
      }
    }
  } else {
    size_t off = f->begin;
    nvsp_at(s, off);
    off += s->cur_wc;
    for (i = 0; i < fty->count; i++) {
      nvsp_type *t = NVSP_TYPE(fty->mem[i]);
      if (!t->ir) nvsp_ir_type(s, t->id);
      pt[np] = t->ir;
      pn[np] = NULL;
      pa[np] = 0;
      if (off < f->end) {
        nvsp_at(s, off);
        if (s->cur_op == SpvOpFunctionParameter && s->cur_wc == 3) {
          pn[np] = nvsp_id_get(s, nvsp_w(s, 2))->name;
          pv[np] = nvsp_w(s, 2);
          off += s->cur_wc;
        }
      }
      np++;
    }
    nvsp_noinst(s);
  }
  if (nvcg_module_get_function(s->m, en->name)) NVSP_ERR("two entry points are named %s", en->name);
  k = nvsp_chk(s, nvcg_function_add(s->m, en->name, nvcg_type_function(nvcg_type_void(s->ctx), pt, np, 0)));
  nvcg_function_set_kernel(k, 1);
  nvcg_function_set_linkage(k, NVCG_LINKAGE_EXTERNAL);
  for (i = 0; i < np; i++) {
    nvcg_value *p = nvcg_function_param(k, i);
    uint32_t a = pa[i];
    if (pn[i] && *pn[i]) nvcg_value_set_name(p, pn[i]);
    if (pk[i] == NVSP_P_TABLE) nvcg_param_set_align(k, i, 8);
    if (pk[i] == NVSP_P_BUFFER) nvcg_param_set_align(k, i, s->opt.buffer_align);
    if (pk[i] == NVSP_P_PUSH) {
      nvsp_type *bt = NVSP_TYPE(nvsp_id_find(s, pv[i])->gv->pointee);
      uint32_t al = bt->align < 4 ? 4 : bt->align;
      uint64_t bytes = bt->extent ? bt->extent : bt->size;
      if (!bt->sized || bytes == 0) NVSP_ERR("the push-constant block has no size");
      if (s->opt.push_constants == NVCG_SPIRV_PUSH_BYVAL) nvcg_param_set_byval(k, i, nvsp_bytes_type(s, bytes));
      nvcg_param_set_align(k, i, al);
    }
    if (!shader && pv[i]) nvsp_param_attrs(s, k, i, pv[i], fty->mem[i]);
    else if (a) nvcg_param_add_attrs(k, i, a);
  }
  if (shader) {
    uint32_t ls[3];
    nvsp_local_size(s, en, ls);
    if (ls[0]) nvcg_function_set_reqntid(k, ls[0], ls[1], ls[2]);
  } else if (en->has_local && en->local[0] && en->local[1] && en->local[2]) {
    nvcg_function_set_reqntid(k, en->local[0], en->local[1], en->local[2]);
  }
  if (en->subgroup_size && en->subgroup_size != 32) NVSP_UNSUP("subgroup size %u is not supported (warps are 32 wide)", en->subgroup_size);
  f->is_entry = 1;
  s->kernels = (nvcg_value **)nvsp_grow(s, s->kernels, &s->capkernels, s->nkernels + 1, sizeof(nvcg_value *));
  s->kernels[s->nkernels++] = k;
}

static void nvsp_setup_and_translate(nvsp_state *s) {
  uint32_t i, j, nsel = 0, nwork = 0, capwork = 0;
  nvsp_entry **sel;
  nvsp_func **work = NULL;
  nvsp_noinst(s);
  sel = (nvsp_entry **)nvsp_alloc(s, sizeof(nvsp_entry *) * (s->nentries + 1));
  for (i = 0; i < s->nentries; i++) {
    nvsp_entry *en = &s->entries[i];
    int ok = en->model == SpvExecutionModelGLCompute || en->model == SpvExecutionModelKernel;
    if (s->opt.entry_point && strcmp(s->opt.entry_point, en->name)) continue;
    if (!ok) {
      if (s->opt.entry_point)
        NVSP_UNSUP("entry point %s has execution model %s; only GLCompute and Kernel are supported", en->name,
                   NVSP_NAME(nvsp_model_names, "execution model", en->model));
      continue;
    }
    if (nvsp_id_find(s, en->fn) == NULL || nvsp_id_find(s, en->fn)->kind != NVSP_K_FUNC) NVSP_ERR("entry point %s names %%%u, which is not a function", en->name, en->fn);
    sel[nsel++] = en;
  }
  /* exported functions are roots too: a library module may have no entry point */
  for (i = 0; i < s->nfuncs && !s->opt.entry_point; i++)
    if (!s->funcs[i]->is_decl && nvsp_linkage(s, s->funcs[i]->id, NULL) == SpvLinkageTypeExport) {
      nvsp_func *f = s->funcs[i];
      for (j = 0; j < s->nentries && s->entries[j].fn != f->id; j++) {}
      if (j < s->nentries) continue; /* a kernel: exported as such */
      f->called = 1;
      f->reachable = 1;
      work = (nvsp_func **)nvsp_grow(s, work, &capwork, nwork + 1, sizeof(nvsp_func *));
      work[nwork++] = f;
    }
  if (!nsel && !nwork) {
    if (s->opt.entry_point) NVSP_ERR("the module has no entry point named %s", s->opt.entry_point);
    if (s->nentries) NVSP_UNSUP("the module has no GLCompute or Kernel entry point (the first is %s)",
                                NVSP_NAME(nvsp_model_names, "execution model", s->entries[0].model));
    NVSP_ERR("the module has no entry points");
  }
  nvsp_build_env(s);
  nvsp_cl_samplers(s);
  /* reachability and ContractionOff */
  for (i = 0; i < nsel; i++) {
    nvsp_func *f = nvsp_id_find(s, sel[i]->fn)->fn;
    if (sel[i]->contraction_off) f->contract_off = 1;
    if (!f->reachable) {
      f->reachable = 1;
      work = (nvsp_func **)nvsp_grow(s, work, &capwork, nwork + 1, sizeof(nvsp_func *));
      work[nwork++] = f;
    }
  }
  for (i = 0; i < nwork; i++) {
    nvsp_func *f = work[i];
    for (j = 0; j < f->ncallees; j++) {
      nvsp_id *ce = nvsp_id_find(s, f->callees[j]);
      nvsp_func *g;
      if (!ce || ce->kind != NVSP_K_FUNC) continue; /* reported when the call is translated */
      g = ce->fn;
      g->called = 1;
      if (f->contract_off) g->contract_off = 1;
      if (!g->reachable) {
        g->reachable = 1;
        work = (nvsp_func **)nvsp_grow(s, work, &capwork, nwork + 1, sizeof(nvsp_func *));
        work[nwork++] = g;
      }
    }
  }
  /* ContractionOff reaches callees of callees */
  for (i = 0; i < nwork; i++)
    for (j = 0; j < work[i]->ncallees; j++) {
      nvsp_id *ce = nvsp_id_find(s, work[i]->callees[j]);
      if (ce && ce->kind == NVSP_K_FUNC && work[i]->contract_off) ce->fn->contract_off = 1;
    }
  /* kernels first: they keep the entry points' names */
  for (i = 0; i < nsel; i++) nvsp_make_kernel(s, sel[i]);
  for (i = 0; i < nwork; i++) {
    nvsp_func *f = work[i];
    nvsp_type *fty;
    nvcg_type **pt;
    uint32_t k;
    const char *nm, *lname = NULL;
    char buf[32];
    int link = nvsp_linkage(s, f->id, &lname);
    if (!f->called) continue;
    if (link >= 0 && s->nslots)
      NVSP_UNSUP("function %%%u has LinkageAttributes, but the module uses shader resources; only modules "
                 "without them link", f->id);
    if (f->is_decl) {
      /* imported: a declaration under its linkage name, for nvcg_module_link to resolve */
      nvsp_type *dt = NVSP_TYPE(f->fty);
      if (link != SpvLinkageTypeImport) continue; /* reported at the call */
      if (dt->op != SpvOpTypeFunction) NVSP_ERR("function type %%%u is not an OpTypeFunction", f->fty);
      if (!dt->ir) nvsp_ir_type(s, f->fty);
      f->dev = nvcg_module_get_function(s->m, lname);
      if (!f->dev) f->dev = nvsp_chk(s, nvcg_function_add(s->m, lname, dt->ir));
      continue;
    }
    nvsp_at(s, f->begin);
    fty = NVSP_TYPE(f->fty);
    if (fty->op != SpvOpTypeFunction) NVSP_ERR("function type %%%u is not an OpTypeFunction", f->fty);
    if (!fty->ir) nvsp_ir_type(s, f->fty);
    pt = (nvcg_type **)nvsp_alloc(s, sizeof(nvcg_type *) * (fty->count + s->nslots + 1));
    for (k = 0; k < fty->count; k++) pt[k] = nvcg_type_field(fty->ir, k);
    for (k = 0; k < s->nslots; k++) pt[fty->count + k] = nvsp_slot_type(s, k);
    nm = link == SpvLinkageTypeExport ? lname : nvsp_id_find(s, f->id)->name;
    if (!nm || !*nm) {
      snprintf(buf, sizeof buf, "spv_fn_%u", f->id);
      nm = buf;
    }
    if (nvcg_module_get_function(s->m, nm) || nvcg_module_get_global(s->m, nm)) {
      /* an exported name that a kernel has taken (llvm-spirv exports a kernel's body
       * under the kernel's name and enters it through a wrapper): the kernel exports it */
      link = -1;
      /* names are not unique in SPIR-V (and a kernel may have its entry point's name) */
      char *u = (char *)nvsp_alloc(s, strlen(nm) + 16);
      uint32_t q = 1;
      do snprintf(u, strlen(nm) + 16, "%s.%u", nm, q++);
      while (nvcg_module_get_function(s->m, u) || nvcg_module_get_global(s->m, u));
      nm = u;
    }
    f->dev = nvsp_chk(s, nvcg_function_add(s->m, nm, nvcg_type_function(nvcg_type_element(fty->ir), pt, fty->count + s->nslots, 0)));
    nvcg_function_set_linkage(f->dev, link == SpvLinkageTypeExport ? NVCG_LINKAGE_EXTERNAL : NVCG_LINKAGE_INTERNAL);
    nvsp_function_param_attrs(s, f, f->dev);
    for (k = 0; k < s->nslots; k++) {
      char pb[32];
      snprintf(pb, sizeof pb, "env%u", k);
      nvcg_value_set_name(nvcg_function_param(f->dev, fty->count + k), pb);
    }
    nvsp_noinst(s);
  }
  for (i = 0; i < nsel; i++) nvsp_translate_function(s, nvsp_id_find(s, sel[i]->fn)->fn, s->kernels[i], sel[i]);
  for (i = 0; i < nwork; i++)
    if (work[i]->dev && !work[i]->is_decl) nvsp_translate_function(s, work[i], work[i]->dev, NULL);
}

