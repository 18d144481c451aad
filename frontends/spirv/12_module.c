/* ------------------------------------------------------------------------------------
 * The module: header, capabilities, entry points, debug names, decorations, and the
 * module-scope declarations (types, constants, variables).
 * ---------------------------------------------------------------------------------- */

static void nvsp_capability(nvsp_state *s, uint32_t cap) {
  switch (cap) {
  case SpvCapabilityMatrix: case SpvCapabilityShader: case SpvCapabilityAddresses:
  case SpvCapabilityLinkage: case SpvCapabilityVector16: case SpvCapabilityFloat16Buffer:
  case SpvCapabilityFloat16: case SpvCapabilityFloat64: case SpvCapabilityInt64:
  case SpvCapabilityInt64Atomics: case SpvCapabilityGroups: case SpvCapabilityInt16:
  case SpvCapabilityInt8: case SpvCapabilityGenericPointer:
  case SpvCapabilityStorageBuffer16BitAccess: case SpvCapabilityUniformAndStorageBuffer16BitAccess:
  case SpvCapabilityStoragePushConstant16: case SpvCapabilityStorageInputOutput16:
  case SpvCapabilityStorageBuffer8BitAccess: case SpvCapabilityUniformAndStorageBuffer8BitAccess:
  case SpvCapabilityStoragePushConstant8:
  case SpvCapabilityGroupNonUniform: case SpvCapabilityGroupNonUniformVote:
  case SpvCapabilityGroupNonUniformArithmetic: case SpvCapabilityGroupNonUniformBallot:
  case SpvCapabilityGroupNonUniformShuffle: case SpvCapabilityGroupNonUniformShuffleRelative:
  case SpvCapabilityGroupNonUniformClustered: case SpvCapabilityGroupNonUniformQuad:
  case SpvCapabilityVariablePointers: case SpvCapabilityVariablePointersStorageBuffer:
  case SpvCapabilityPhysicalStorageBufferAddresses: case SpvCapabilityVulkanMemoryModel:
  case SpvCapabilityVulkanMemoryModelDeviceScope: case SpvCapabilityDenormPreserve:
  case SpvCapabilityDenormFlushToZero: case SpvCapabilitySignedZeroInfNanPreserve:
  case SpvCapabilityRoundingModeRTE: case SpvCapabilityRoundingModeRTZ:
  case SpvCapabilityShaderNonUniform: case SpvCapabilitySubgroupBallotKHR:
  case SpvCapabilitySubgroupVoteKHR: case SpvCapabilityAtomicFloat32AddEXT:
  case SpvCapabilityAtomicFloat64AddEXT: case SpvCapabilityAtomicFloat32MinMaxEXT:
  case SpvCapabilityAtomicFloat64MinMaxEXT: case SpvCapabilityExpectAssumeKHR:
  case SpvCapabilityBitInstructions: case SpvCapabilityStorageBufferArrayDynamicIndexing:
  case SpvCapabilityUniformBufferArrayDynamicIndexing:
  case SpvCapabilityWorkgroupMemoryExplicitLayoutKHR:
  /* images (see "Images"): what cannot be translated is refused where it is used */
  case SpvCapabilityImageQuery: case SpvCapabilitySampled1D: case SpvCapabilityImage1D:
  case SpvCapabilityStorageImageExtendedFormats: case SpvCapabilityStorageImageReadWithoutFormat:
  case SpvCapabilityStorageImageWriteWithoutFormat: case SpvCapabilitySampledImageArrayDynamicIndexing:
  case SpvCapabilityStorageImageArrayDynamicIndexing: case SpvCapabilitySampledCubeArray: case SpvCapabilityImageCubeArray:
  /* OpenCL images (see "OpenCL images") */
  case SpvCapabilityImageBasic: case SpvCapabilityLiteralSampler: case SpvCapabilityImageReadWrite:
  case SpvCapabilitySampledBuffer: case SpvCapabilityImageBuffer:
    if (cap == SpvCapabilityKernel) s->is_kernel_env = 1;
    return;
  case SpvCapabilityKernel:
    s->is_kernel_env = 1;
    return;
  default:
    NVSP_UNSUP("capability %s is not supported", NVSP_NAME(nvsp_cap_names, "capability", cap));
  }
}

/* Pass A: everything that is not a declaration with a value: capabilities, extensions,
 * imports, memory model, entry points, execution modes, names and decorations. Also
 * finds the functions and their call edges. */
static void nvsp_scan(nvsp_state *s) {
  size_t off = 5;
  nvsp_func *fn = NULL;
  uint32_t capfn = 0, capent = 0, capcallees = 0;
  int in_function = 0;
  while (off < s->nw) {
    uint32_t op, wc;
    nvsp_at(s, off);
    op = s->cur_op;
    wc = s->cur_wc;
    if (wc == 0) NVSP_ERR("instruction with word count 0");
    if (wc > s->nw - off) NVSP_ERR("truncated instruction: %u words, %zu left in the module", wc, s->nw - off);
    switch (op) {
    case SpvOpCapability: nvsp_need(s, 2, 2); nvsp_capability(s, nvsp_w(s, 1)); break;
    case SpvOpExtension: nvsp_need(s, 2, 0xFFFFFFFFu); (void)nvsp_str(s, 1, NULL); break;
    case SpvOpExtInstImport: {
      const char *n;
      nvsp_id *e;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      n = nvsp_str(s, 2, NULL);
      e = nvsp_def(s, nvsp_w(s, 1), NVSP_K_EXTSET);
      if (!strcmp(n, "GLSL.std.450")) e->extset = NVSP_SET_GLSL;
      else if (!strcmp(n, "OpenCL.std")) e->extset = NVSP_SET_OPENCL;
      else if (!strncmp(n, "NonSemantic.", 12) || !strcmp(n, "OpenCL.DebugInfo.100") || !strcmp(n, "DebugInfo"))
        e->extset = NVSP_SET_IGNORED;
      else e->extset = NVSP_SET_OTHER;
      e->str = n;
      break;
    }
    case SpvOpMemoryModel:
      nvsp_need(s, 3, 3);
      s->addressing = nvsp_w(s, 1);
      s->memory_model = nvsp_w(s, 2);
      if (s->addressing == SpvAddressingModelPhysical32)
        NVSP_UNSUP("Physical32 addressing (32-bit pointers) is not supported; use Physical64");
      if (s->addressing != SpvAddressingModelLogical && s->addressing != SpvAddressingModelPhysical64 &&
          s->addressing != SpvAddressingModelPhysicalStorageBuffer64)
        NVSP_UNSUP("addressing model %u is not supported", s->addressing);
      break;
    case SpvOpEntryPoint: {
      nvsp_entry *en;
      uint32_t next;
      nvsp_need(s, 4, 0xFFFFFFFFu);
      s->entries = (nvsp_entry *)nvsp_grow(s, s->entries, &capent, s->nentries + 1, sizeof(nvsp_entry));
      en = &s->entries[s->nentries++];
      en->model = nvsp_w(s, 1);
      en->fn = nvsp_w(s, 2);
      nvsp_id_get(s, en->fn);
      en->name = nvsp_str(s, 3, &next);
      en->word = off;
      for (; next < wc; next++) nvsp_id_get(s, nvsp_w(s, next));
      break;
    }
    case SpvOpExecutionMode: case SpvOpExecutionModeId: {
      uint32_t f, mode, i;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      f = nvsp_w(s, 1);
      mode = nvsp_w(s, 2);
      for (i = 0; i < s->nentries; i++) {
        nvsp_entry *en = &s->entries[i];
        if (en->fn != f) continue;
        if (mode == SpvExecutionModeLocalSize && op == SpvOpExecutionMode) {
          nvsp_need(s, 6, 6);
          en->local[0] = nvsp_w(s, 3);
          en->local[1] = nvsp_w(s, 4);
          en->local[2] = nvsp_w(s, 5);
          en->has_local = 1;
        } else if (mode == SpvExecutionModeLocalSizeId && op == SpvOpExecutionModeId) {
          nvsp_need(s, 6, 6);
          en->local_id[0] = nvsp_w(s, 3);
          en->local_id[1] = nvsp_w(s, 4);
          en->local_id[2] = nvsp_w(s, 5);
          en->has_local_id = 1;
        } else if (mode == SpvExecutionModeContractionOff) {
          en->contraction_off = 1;
        } else if (mode == SpvExecutionModeSubgroupSize) {
          nvsp_need(s, 4, 4);
          en->subgroup_size = nvsp_w(s, 3);
        }
      }
      break;
    }
    case SpvOpName: {
      nvsp_id *e;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      e = nvsp_id_get(s, nvsp_w(s, 1));
      e->name = nvsp_str(s, 2, NULL);
      break;
    }
    case SpvOpMemberName: nvsp_need(s, 4, 0xFFFFFFFFu); nvsp_id_get(s, nvsp_w(s, 1)); (void)nvsp_str(s, 3, NULL); break;
    case SpvOpString: {
      nvsp_id *e;
      nvsp_need(s, 3, 0xFFFFFFFFu);
      e = nvsp_def(s, nvsp_w(s, 1), NVSP_K_STRING);
      e->str = nvsp_str(s, 2, NULL);
      break;
    }
    case SpvOpDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
      nvsp_need(s, 3, 0xFFFFFFFFu);
      nvsp_add_deco(s, nvsp_w(s, 1), -1, nvsp_w(s, 2), &s->w[off + 3], wc - 3);
      break;
    case SpvOpMemberDecorate: case SpvOpMemberDecorateString:
      nvsp_need(s, 4, 0xFFFFFFFFu);
      if (nvsp_w(s, 2) > 0x7FFFFFFFu) NVSP_ERR("member index %u is out of range", nvsp_w(s, 2));
      nvsp_add_deco(s, nvsp_w(s, 1), (int32_t)nvsp_w(s, 2), nvsp_w(s, 3), &s->w[off + 4], wc - 4);
      break;
    case SpvOpDecorationGroup: nvsp_need(s, 2, 2); nvsp_def(s, nvsp_w(s, 1), NVSP_K_GROUP); break;
    case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate: {
      uint32_t g, i, step = op == SpvOpGroupDecorate ? 1 : 2, di;
      nvsp_id *ge;
      nvsp_need(s, 2, 0xFFFFFFFFu);
      g = nvsp_w(s, 1);
      ge = nvsp_id_get(s, g);
      if (ge->kind != NVSP_K_GROUP) NVSP_ERR("%%%u is not a decoration group", g);
      if ((wc - 2) % step) NVSP_ERR("OpGroupMemberDecorate needs (target, member) pairs");
      for (i = 2; i < wc; i += step) {
        uint32_t t = nvsp_w(s, i);
        int32_t mem = -1;
        if (step == 2) {
          if (nvsp_w(s, i + 1) > 0x7FFFFFFFu) NVSP_ERR("member index out of range");
          mem = (int32_t)nvsp_w(s, i + 1);
        }
        if (t == g) NVSP_ERR("a decoration group cannot decorate itself");
        for (di = ge->deco; di;) {
          nvsp_deco d = s->decos[di - 1];
          if (d.member == -1) nvsp_add_deco(s, t, mem, d.deco, d.args, d.nargs);
          di = d.next;
          ge = nvsp_id_get(s, g); /* the table may have grown */
        }
      }
      break;
    }
    case SpvOpFunction: {
      uint32_t id;
      nvsp_id *e;
      nvsp_need(s, 5, 5);
      if (in_function) NVSP_ERR("OpFunction inside a function");
      if (!s->first_function) s->first_function = off;
      id = nvsp_w(s, 2);
      e = nvsp_def(s, id, NVSP_K_FUNC);
      e->type_id = nvsp_w(s, 1);
      fn = e->fn = (nvsp_func *)nvsp_alloc(s, sizeof(nvsp_func));
      fn->id = id;
      fn->begin = off;
      fn->ret = nvsp_w(s, 1);
      fn->fty = nvsp_w(s, 4);
      fn->is_decl = 1;
      s->funcs = (nvsp_func **)nvsp_grow(s, s->funcs, &capfn, s->nfuncs + 1, sizeof(nvsp_func *));
      s->funcs[s->nfuncs++] = fn;
      capcallees = 0;
      in_function = 1;
      break;
    }
    case SpvOpFunctionEnd:
      nvsp_need(s, 1, 1);
      if (!in_function) NVSP_ERR("OpFunctionEnd outside a function");
      fn->end = off + 1;
      in_function = 0;
      break;
    case SpvOpLabel:
      if (!in_function) NVSP_ERR("OpLabel outside a function");
      fn->is_decl = 0;
      break;
    case SpvOpFunctionCall:
      nvsp_need(s, 4, 0xFFFFFFFFu);
      if (!in_function) NVSP_ERR("OpFunctionCall outside a function");
      fn->callees = (uint32_t *)nvsp_grow(s, fn->callees, &capcallees, fn->ncallees + 1, sizeof(uint32_t));
      fn->callees[fn->ncallees++] = nvsp_w(s, 3);
      break;
    case SpvOpArrayLength: s->uses_array_length = 1; break;
    default: break;
    }
    if (!in_function && s->first_function && op != SpvOpFunction && op != SpvOpFunctionEnd && op != SpvOpLine &&
        op != SpvOpNoLine && op != SpvOpNop && !(op == SpvOpExtInst && wc >= 4))
      NVSP_ERR("instruction outside a function after the first function");
    off += wc;
  }
  nvsp_noinst(s);
  if (in_function) NVSP_ERR("the module ends inside function %%%u (no OpFunctionEnd)", fn->id);
}

/* ---- module-scope variables ---- */

static void nvsp_def_global_var(nvsp_state *s) {
  uint32_t ptid, id, sc, init = 0;
  nvsp_type *pt, *vt;
  nvsp_id *e;
  nvsp_gvar *gv;
  int found;
  nvsp_need(s, 4, 5);
  ptid = nvsp_w(s, 1);
  id = nvsp_w(s, 2);
  sc = nvsp_w(s, 3);
  if (s->cur_wc == 5) init = nvsp_w(s, 4);
  pt = NVSP_RTYPE(ptid);
  if (pt->op != SpvOpTypePointer) NVSP_ERR("result type %%%u of a variable is not a pointer type", ptid);
  if (pt->storage != sc) NVSP_ERR("the variable's storage class differs from its pointer type's");
  if (sc == SpvStorageClassFunction) NVSP_ERR("Function variables must be declared inside a function");
  vt = NVSP_TYPE(pt->elem);
  e = nvsp_def(s, id, NVSP_K_VAR);
  e->type_id = ptid;
  gv = e->gv = (nvsp_gvar *)nvsp_alloc(s, sizeof(nvsp_gvar));
  gv->id = id;
  gv->storage = sc;
  gv->pointee = pt->elem;
  gv->builtin = nvsp_deco_arg(s, id, -1, SpvDecorationBuiltIn, 0, &found);
  if (found) {
    gv->kind = NVSP_GV_BUILTIN;
    if (sc != SpvStorageClassInput) NVSP_UNSUP("built-in variables in storage class %s are not supported", NVSP_NAME(nvsp_sc_names, "storage class", sc));
    return;
  }
  switch (sc) {
  case SpvStorageClassInput: case SpvStorageClassOutput:
    NVSP_UNSUP("%s variables other than built-ins do not exist in compute kernels", sc == SpvStorageClassInput ? "Input" : "Output");
  case SpvStorageClassStorageBuffer: case SpvStorageClassUniform: case SpvStorageClassPushConstant:
  case SpvStorageClassPrivate:
    gv->kind = NVSP_GV_ENV;
    return;
  case SpvStorageClassWorkgroup: case SpvStorageClassCrossWorkgroup: case SpvStorageClassUniformConstant: {
    nvcg_value *g;
    const nvsp_deco *link = nvsp_find_deco(s, id, -1, SpvDecorationLinkageAttributes);
    uint32_t align = nvsp_deco_arg(s, id, -1, SpvDecorationAlignment, 0, NULL);
    const char *lname = NULL;
    int lk;
    gv->kind = NVSP_GV_GLOBAL;
    if (sc == SpvStorageClassUniformConstant && nvsp_img_descriptor(s, vt)) {
      /* a storage image or combined image sampler: an i64 object parameter (see "Images") */
      gv->kind = NVSP_GV_ENV;
      return;
    }
    if (!vt->irmem || !vt->sized) {
      /* images and samplers (UniformConstant in shaders): an error only if used */
      return;
    }
    lk = link ? nvsp_linkage(s, id, &lname) : -1;
    g = nvsp_chk(s, nvcg_global_add(s->m, vt->irmem, lk >= 0 ? lname : e->name && *e->name ? e->name : "spv_var",
                                    nvsp_addrspace(s, sc)));
    if (lk == SpvLinkageTypeImport) {
      /* defined by another module: an external declaration for nvcg_module_link */
      if (init) NVSP_ERR("imported variable %s has an initializer", lname);
      nvcg_global_set_linkage(g, NVCG_LINKAGE_EXTERNAL);
      gv->global = g;
      e->v.ir = g;
      return;
    }
    if (align & (align - 1)) NVSP_ERR("Alignment %u is not a power of two", align);
    if (align || vt->align > nvcg_type_align(vt->irmem))
      nvcg_global_set_align(g, align > vt->align ? align : vt->align);
    if (link && link->nargs >= 2 && link->args[link->nargs - 1] == SpvLinkageTypeExport)
      nvcg_global_set_linkage(g, NVCG_LINKAGE_EXTERNAL);
    else
      nvcg_global_set_linkage(g, NVCG_LINKAGE_INTERNAL);
    if (init) {
      nvsp_id *ie = nvsp_id_get(s, init);
      if (ie->kind == NVSP_K_VAR && ie->gv && ie->gv->global && vt->op == SpvOpTypePointer)
        nvcg_global_set_initializer(g, ie->gv->global);
      else {
        nvsp_cval *cv = nvsp_cval_of(s, init, "initializer");
        if (cv->type != pt->elem && NVSP_TYPE(cv->type)->irmem != vt->irmem)
          NVSP_ERR("initializer %%%u does not have the variable's type", init);
        nvcg_global_set_initializer(g, nvsp_const_ir(s, cv, 1));
      }
    } else if (sc == SpvStorageClassWorkgroup) {
      nvcg_global_set_initializer(g, nvcg_const_undef(vt->irmem));
    } else {
      nvcg_global_set_initializer(g, nvcg_const_zero(vt->irmem));
    }
    if (sc == SpvStorageClassUniformConstant || nvsp_has_deco(s, id, SpvDecorationConstant))
      nvcg_global_set_constant(g, 1);
    gv->global = g;
    e->v.ir = g;
    return;
  }
  default:
    NVSP_UNSUP("module-scope variables in storage class %s are not supported",
               NVSP_NAME(nvsp_sc_names, "storage class", sc));
  }
}

/* Pass B: the declarations between the annotations and the first function. */
static void nvsp_declarations(nvsp_state *s) {
  size_t off = 5, end = s->first_function ? s->first_function : s->nw;
  while (off < end) {
    nvsp_at(s, off);
    switch (s->cur_op) {
    case SpvOpTypeVoid: case SpvOpTypeBool: case SpvOpTypeInt: case SpvOpTypeFloat:
    case SpvOpTypeVector: case SpvOpTypeMatrix: case SpvOpTypeImage: case SpvOpTypeSampler:
    case SpvOpTypeSampledImage: case SpvOpTypeArray: case SpvOpTypeRuntimeArray:
    case SpvOpTypeStruct: case SpvOpTypeOpaque: case SpvOpTypePointer: case SpvOpTypeFunction:
    case SpvOpTypeEvent: case SpvOpTypeDeviceEvent: case SpvOpTypeReserveId: case SpvOpTypeQueue:
    case SpvOpTypePipe: case SpvOpTypeForwardPointer: case SpvOpTypePipeStorage:
    case SpvOpTypeNamedBarrier: case SpvOpTypeAccelerationStructureKHR: case SpvOpTypeRayQueryKHR:
      nvsp_def_type(s);
      break;
    case SpvOpConstantTrue: case SpvOpConstantFalse: case SpvOpConstant: case SpvOpConstantComposite:
    case SpvOpConstantNull: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
    case SpvOpSpecConstant: case SpvOpSpecConstantComposite: case SpvOpSpecConstantOp:
    case SpvOpUndef:
      nvsp_def_const(s);
      break;
    case SpvOpConstantSampler: nvsp_def_sampler_const(s); break;
    case SpvOpConstantPipeStorage: NVSP_UNSUP("pipes are not supported");
    case SpvOpVariable: {
      nvsp_gvar *gv;
      nvsp_def_global_var(s);
      gv = nvsp_id_find(s, nvsp_w(s, 2))->gv;
      s->gvars = (nvsp_gvar **)nvsp_grow(s, s->gvars, &s->capgvars, s->ngvars + 1, sizeof(nvsp_gvar *));
      s->gvars[s->ngvars++] = gv;
      break;
    }
    case SpvOpExtInst: {
      nvsp_id *e;
      nvsp_need(s, 5, 0xFFFFFFFFu);
      e = nvsp_id_get(s, nvsp_w(s, 3));
      if (e->kind != NVSP_K_EXTSET || e->extset != NVSP_SET_IGNORED)
        NVSP_ERR("only non-semantic extended instructions may appear outside functions");
      break;
    }
    case SpvOpCapability: case SpvOpExtension: case SpvOpExtInstImport: case SpvOpMemoryModel:
    case SpvOpEntryPoint: case SpvOpExecutionMode: case SpvOpExecutionModeId: case SpvOpString:
    case SpvOpSourceExtension: case SpvOpSource: case SpvOpSourceContinued: case SpvOpName:
    case SpvOpMemberName: case SpvOpModuleProcessed: case SpvOpDecorate: case SpvOpMemberDecorate:
    case SpvOpDecorationGroup: case SpvOpGroupDecorate: case SpvOpGroupMemberDecorate:
    case SpvOpDecorateId: case SpvOpDecorateString: case SpvOpMemberDecorateString:
    case SpvOpLine: case SpvOpNoLine: case SpvOpNop:
      break;
    default:
      NVSP_ERR("instruction not allowed outside a function");
    }
    off += s->cur_wc;
  }
  nvsp_noinst(s);
}

