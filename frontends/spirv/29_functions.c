/* ------------------------------------------------------------------------------------
 * Functions: one pass over a function's words; blocks map one to one.
 * ---------------------------------------------------------------------------------- */

static void nvsp_tr_inst(nvsp_state *s) {
  uint32_t op = s->cur_op;
  switch (op) {
  case SpvOpNop: case SpvOpLine: case SpvOpNoLine: case SpvOpLoopMerge: case SpvOpSelectionMerge:
  case SpvOpLifetimeStart: case SpvOpLifetimeStop: case SpvOpName: case SpvOpMemberName: case SpvOpSource:
  case SpvOpSourceContinued: case SpvOpSourceExtension: case SpvOpString: case SpvOpModuleProcessed:
    return;
  case SpvOpUndef: {
    nvsp_id *e;
    nvsp_need(s, 3, 3);
    e = nvsp_def(s, nvsp_w(s, 2), NVSP_K_UNDEF);
    e->type_id = nvsp_w(s, 1);
    e->stamp = s->stamp;
    nvsp_ir_type(s, e->type_id);
    return;
  }
  case SpvOpVariable: nvsp_tr_local_var(s); return;
  case SpvOpLoad: nvsp_tr_load(s); return;
  case SpvOpStore: nvsp_tr_store(s); return;
  case SpvOpCopyMemory: case SpvOpCopyMemorySized: nvsp_tr_copy_memory(s); return;
  case SpvOpAccessChain: nvsp_access_chain(s, 0, 1); return;
  case SpvOpInBoundsAccessChain: nvsp_access_chain(s, 0, 1); return;
  case SpvOpPtrAccessChain: nvsp_access_chain(s, 1, 0); return;
  case SpvOpInBoundsPtrAccessChain: nvsp_access_chain(s, 1, 1); return;
  case SpvOpArrayLength: nvsp_tr_array_length(s); return;
  case SpvOpPtrDiff: nvsp_tr_ptr_diff(s); return;
  case SpvOpFunctionCall: nvsp_tr_call(s); return;
  case SpvOpExtInst: nvsp_tr_extinst(s); return;
  case SpvOpConvertFToU: case SpvOpConvertFToS: case SpvOpConvertSToF: case SpvOpConvertUToF:
  case SpvOpUConvert: case SpvOpSConvert: case SpvOpFConvert: case SpvOpQuantizeToF16:
  case SpvOpConvertPtrToU: case SpvOpConvertUToPtr: case SpvOpSatConvertSToU: case SpvOpSatConvertUToS:
    nvsp_tr_convert(s);
    return;
  case SpvOpPtrCastToGeneric: case SpvOpGenericCastToPtr: case SpvOpGenericCastToPtrExplicit:
    nvsp_tr_generic_cast(s);
    return;
  case SpvOpBitcast: nvsp_tr_bitcast(s); return;
  case SpvOpVectorExtractDynamic: case SpvOpVectorInsertDynamic: nvsp_tr_dynamic_vec(s); return;
  case SpvOpVectorShuffle: nvsp_tr_shuffle(s); return;
  case SpvOpCompositeConstruct: nvsp_tr_construct(s); return;
  case SpvOpCompositeExtract: nvsp_tr_extract(s); return;
  case SpvOpCompositeInsert: nvsp_tr_insert(s); return;
  case SpvOpCopyObject: case SpvOpCopyLogical: {
    uint32_t rtid, t;
    nvsp_val v;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    v = nvsp_get(s, nvsp_w(s, 3), &t);
    if (NVSP_TYPE(t)->ir != NVSP_RTYPE(rtid)->ir || (!v.ir && !v.builtin_ptr)) NVSP_ERR("the operand does not have the result type");
    nvsp_set_val(s, nvsp_w(s, 2), rtid, v);
    return;
  }
  case SpvOpTranspose: nvsp_tr_transpose(s); return;
  case SpvOpSNegate: case SpvOpFNegate: case SpvOpNot: case SpvOpLogicalNot: case SpvOpBitReverse:
    nvsp_tr_unary(s);
    return;
  case SpvOpIAdd: case SpvOpFAdd: case SpvOpISub: case SpvOpFSub: case SpvOpIMul: case SpvOpFMul:
  case SpvOpUDiv: case SpvOpSDiv: case SpvOpFDiv: case SpvOpUMod: case SpvOpSRem: case SpvOpSMod:
  case SpvOpFRem: case SpvOpFMod: case SpvOpBitwiseOr: case SpvOpBitwiseXor: case SpvOpBitwiseAnd:
  case SpvOpLogicalOr: case SpvOpLogicalAnd:
    nvsp_tr_binary(s);
    return;
  case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic: case SpvOpShiftLeftLogical: nvsp_tr_shift(s); return;
  case SpvOpVectorTimesScalar: case SpvOpMatrixTimesScalar: case SpvOpVectorTimesMatrix:
  case SpvOpMatrixTimesVector: case SpvOpMatrixTimesMatrix: case SpvOpOuterProduct: case SpvOpDot:
    nvsp_tr_linalg(s);
    return;
  case SpvOpIAddCarry: case SpvOpISubBorrow: case SpvOpUMulExtended: case SpvOpSMulExtended:
    nvsp_tr_extended(s);
    return;
  case SpvOpAny: case SpvOpAll: nvsp_tr_any_all(s); return;
  case SpvOpIsNan: case SpvOpIsInf: case SpvOpIsFinite: case SpvOpIsNormal: case SpvOpSignBitSet:
    nvsp_tr_fp_test(s);
    return;
  case SpvOpLessOrGreater: case SpvOpOrdered: case SpvOpUnordered: case SpvOpLogicalEqual:
  case SpvOpLogicalNotEqual: case SpvOpIEqual: case SpvOpINotEqual: case SpvOpUGreaterThan:
  case SpvOpSGreaterThan: case SpvOpUGreaterThanEqual: case SpvOpSGreaterThanEqual: case SpvOpULessThan:
  case SpvOpSLessThan: case SpvOpULessThanEqual: case SpvOpSLessThanEqual: case SpvOpFOrdEqual:
  case SpvOpFUnordEqual: case SpvOpFOrdNotEqual: case SpvOpFUnordNotEqual: case SpvOpFOrdLessThan:
  case SpvOpFUnordLessThan: case SpvOpFOrdGreaterThan: case SpvOpFUnordGreaterThan:
  case SpvOpFOrdLessThanEqual: case SpvOpFUnordLessThanEqual: case SpvOpFOrdGreaterThanEqual:
  case SpvOpFUnordGreaterThanEqual: case SpvOpPtrEqual: case SpvOpPtrNotEqual:
    nvsp_tr_compare(s);
    return;
  case SpvOpSelect: nvsp_tr_select(s); return;
  case SpvOpBitFieldInsert: case SpvOpBitFieldSExtract: case SpvOpBitFieldUExtract: nvsp_tr_bitfield(s); return;
  case SpvOpBitCount: nvsp_tr_bitcount(s); return;
  case SpvOpControlBarrier: case SpvOpMemoryBarrier: nvsp_tr_barrier(s); return;
  case SpvOpAtomicLoad: case SpvOpAtomicStore: case SpvOpAtomicExchange: case SpvOpAtomicCompareExchange:
  case SpvOpAtomicCompareExchangeWeak: case SpvOpAtomicIIncrement: case SpvOpAtomicIDecrement:
  case SpvOpAtomicIAdd: case SpvOpAtomicISub: case SpvOpAtomicSMin: case SpvOpAtomicUMin: case SpvOpAtomicSMax:
  case SpvOpAtomicUMax: case SpvOpAtomicAnd: case SpvOpAtomicOr: case SpvOpAtomicXor:
  case SpvOpAtomicFlagTestAndSet: case SpvOpAtomicFlagClear: case SpvOpAtomicFAddEXT: case SpvOpAtomicFMinEXT:
  case SpvOpAtomicFMaxEXT:
    nvsp_tr_atomic(s);
    return;
  case SpvOpGroupNonUniformElect: case SpvOpGroupNonUniformAll: case SpvOpGroupNonUniformAny:
  case SpvOpGroupNonUniformAllEqual: case SpvOpGroupNonUniformBroadcast: case SpvOpGroupNonUniformBroadcastFirst:
  case SpvOpGroupNonUniformBallot: case SpvOpGroupNonUniformInverseBallot: case SpvOpGroupNonUniformBallotBitExtract:
  case SpvOpGroupNonUniformBallotBitCount: case SpvOpGroupNonUniformBallotFindLSB:
  case SpvOpGroupNonUniformBallotFindMSB: case SpvOpGroupNonUniformShuffle: case SpvOpGroupNonUniformShuffleXor:
  case SpvOpGroupNonUniformShuffleUp: case SpvOpGroupNonUniformShuffleDown: case SpvOpGroupNonUniformIAdd:
  case SpvOpGroupNonUniformFAdd: case SpvOpGroupNonUniformIMul: case SpvOpGroupNonUniformFMul:
  case SpvOpGroupNonUniformSMin: case SpvOpGroupNonUniformUMin: case SpvOpGroupNonUniformFMin:
  case SpvOpGroupNonUniformSMax: case SpvOpGroupNonUniformUMax: case SpvOpGroupNonUniformFMax:
  case SpvOpGroupNonUniformBitwiseAnd: case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformBitwiseXor:
  case SpvOpGroupNonUniformLogicalAnd: case SpvOpGroupNonUniformLogicalOr: case SpvOpGroupNonUniformLogicalXor:
  case SpvOpGroupNonUniformQuadBroadcast: case SpvOpGroupNonUniformQuadSwap:
  case SpvOpGroupAll: case SpvOpGroupAny: case SpvOpGroupBroadcast: case SpvOpGroupIAdd: case SpvOpGroupFAdd:
  case SpvOpGroupFMin: case SpvOpGroupUMin: case SpvOpGroupSMin: case SpvOpGroupFMax: case SpvOpGroupUMax:
  case SpvOpGroupSMax: case SpvOpSubgroupBallotKHR: case SpvOpSubgroupFirstInvocationKHR: case SpvOpSubgroupAllKHR:
  case SpvOpSubgroupAnyKHR: case SpvOpSubgroupAllEqualKHR: case SpvOpSubgroupReadInvocationKHR:
    nvsp_tr_group(s);
    return;
  case SpvOpPhi: nvsp_tr_phi(s); return;
  case SpvOpBranch:
    nvsp_need(s, 2, 2);
    NVSP_B(nvcg_build_br(s->b, nvsp_label(s, nvsp_w(s, 1))));
    nvsp_end_block(s);
    return;
  case SpvOpBranchConditional: {
    uint32_t ct;
    nvcg_value *c;
    nvsp_need(s, 4, 6);
    if (s->cur_wc == 5) NVSP_ERR("branch weights come in pairs");
    c = nvsp_value(s, nvsp_w(s, 1), 0, &ct);
    if (NVSP_TYPE(ct)->op != SpvOpTypeBool) NVSP_ERR("the condition must be a boolean scalar");
    NVSP_B(nvcg_build_cond_br(s->b, c, nvsp_label(s, nvsp_w(s, 2)), nvsp_label(s, nvsp_w(s, 3))));
    nvsp_end_block(s);
    return;
  }
  case SpvOpSwitch: nvsp_tr_switch(s); nvsp_end_block(s); return;
  case SpvOpReturn:
    nvsp_need(s, 1, 1);
    if (NVSP_TYPE(s->fn->ret)->op != SpvOpTypeVoid) NVSP_ERR("OpReturn in a function that returns a value");
    NVSP_B(nvcg_build_ret(s->b, NULL));
    nvsp_end_block(s);
    return;
  case SpvOpReturnValue: {
    nvcg_value *v;
    nvsp_need(s, 2, 2);
    if (NVSP_TYPE(s->fn->ret)->op == SpvOpTypeVoid || s->in_kernel) NVSP_ERR("OpReturnValue in a function that returns void");
    v = nvsp_value(s, nvsp_w(s, 1), s->fn->ret, NULL);
    NVSP_B(nvcg_build_ret(s->b, v));
    nvsp_end_block(s);
    return;
  }
  case SpvOpUnreachable:
    nvsp_need(s, 1, 1);
    NVSP_B(nvcg_build_unreachable(s->b));
    nvsp_end_block(s);
    return;
  case SpvOpKill: case SpvOpTerminateInvocation:
    nvsp_need(s, 1, 1);
    /* ends the invocation: a return from the kernel itself */
    if (!s->in_kernel) NVSP_UNSUP("terminating the invocation inside a called function is not supported");
    NVSP_B(nvcg_build_ret(s->b, NULL));
    nvsp_end_block(s);
    return;
  case SpvOpAssumeTrueKHR: {
    uint32_t ct;
    nvcg_value *c;
    nvsp_need(s, 2, 2);
    c = nvsp_value(s, nvsp_w(s, 1), 0, &ct);
    if (NVSP_TYPE(ct)->op != SpvOpTypeBool) NVSP_ERR("the condition must be a boolean scalar");
    nvsp_call1(s, "llvm.assume", c);
    return;
  }
  case SpvOpExpectKHR: {
    uint32_t rtid;
    nvsp_need(s, 5, 5);
    rtid = nvsp_w(s, 1);
    nvsp_value(s, nvsp_w(s, 4), rtid, NULL);
    nvsp_set(s, nvsp_w(s, 2), rtid, nvsp_value(s, nvsp_w(s, 3), rtid, NULL));
    return;
  }
  case SpvOpSizeOf: {
    uint32_t rtid, pt;
    nvsp_type *ptt;
    nvsp_need(s, 4, 4);
    rtid = nvsp_w(s, 1);
    (void)nvsp_get(s, nvsp_w(s, 3), &pt);
    ptt = nvsp_ptr_type(s, pt, nvsp_w(s, 3));
    if (NVSP_RTYPE(rtid)->op != SpvOpTypeInt || !NVSP_TYPE(ptt->elem)->sized) NVSP_ERR("OpSizeOf needs a sized pointee and an integer result");
    nvsp_set(s, nvsp_w(s, 2), rtid, nvcg_const_int(NVSP_RTYPE(rtid)->ir, NVSP_TYPE(ptt->elem)->size));
    return;
  }
  case SpvOpImageSampleImplicitLod: case SpvOpImageSampleExplicitLod: case SpvOpImageFetch: case SpvOpImageRead:
  case SpvOpImageWrite: case SpvOpImageQuerySize: case SpvOpImageQuerySizeLod: case SpvOpSampledImage:
  case SpvOpImage: case SpvOpImageGather: case SpvOpImageTexelPointer: case SpvOpImageQueryLevels:
  case SpvOpImageQueryFormat: case SpvOpImageQueryOrder:
    nvsp_tr_image(s);
    return;
  case SpvOpDPdx: case SpvOpDPdy: case SpvOpFwidth: case SpvOpDPdxFine: case SpvOpDPdyFine: case SpvOpFwidthFine:
  case SpvOpDPdxCoarse: case SpvOpDPdyCoarse: case SpvOpFwidthCoarse: case SpvOpDemoteToHelperInvocation:
    NVSP_UNSUP("fragment-shader instructions do not exist in compute kernels");
  case SpvOpFunction: case SpvOpFunctionParameter: case SpvOpLabel: case SpvOpFunctionEnd:
    NVSP_ERR("misplaced instruction");
  default:
    NVSP_UNSUP("this instruction is not supported");
  }
}

/* Sets up the environment (buffers, push constants, privates) at a kernel's entry. */
static void nvsp_kernel_env(nvsp_state *s, nvcg_value *k) {
  uint32_t i, j, pi = 0, ti = 0;
  nvcg_value *table = NULL;
  if (!s->nslots) return;
  if (s->opt.buffers == NVCG_SPIRV_BUFFERS_TABLE) {
    for (i = 0; i < s->nenv; i++)
      if (s->env[i].kind == NVSP_ENV_BUFFER) {
        table = nvcg_function_param(k, pi++);
        break;
      }
  }
  /* the parameters come in the order nvsp_make_kernel declares them: buffers and push
   * constants, then buffer sizes; Private variables are allocas */
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (en->kind == NVSP_ENV_PRIVATE) continue;
    for (j = 0; j < en->count; j++) {
      uint32_t slot = en->slot + j;
      if (en->kind == NVSP_ENV_BUFFER && table) {
        nvcg_value *idx = nvsp_c64(s, ti++); /* the table holds the buffers alone */
        nvcg_value *p = NVSP_B(nvcg_build_gep(s->b, nvsp_i64(s), table, &idx, 1, 1, NULL));
        s->envv[slot] = NVSP_B(nvcg_build_load(s->b, nvcg_type_ptr(s->ctx, NVCG_AS_GLOBAL), p, 8, NVCG_FLAG_INVARIANT_LOAD, NULL));
      } else {
        s->envv[slot] = nvcg_function_param(k, pi++);
      }
    }
  }
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (!en->size_slot) continue;
    for (j = 0; j < en->count; j++) s->envv[en->size_slot - 1 + j] = nvcg_function_param(k, pi++);
  }
  for (i = 0; i < s->nenv; i++) {
    nvsp_env *en = &s->env[i];
    if (en->kind != NVSP_ENV_PRIVATE) continue;
    for (j = 0; j < en->count; j++) {
      uint32_t slot = en->slot + j;
      {
        nvsp_gvar *gv = nvsp_id_find(s, en->var)->gv;
        nvsp_type *t = NVSP_TYPE(gv->pointee);
        uint32_t align = t->align > nvcg_type_align(t->irmem) ? t->align : nvcg_type_align(t->irmem);
        nvcg_value *a;
        const char *nm = nvsp_id_find(s, en->var)->name;
        if (!t->sized || !t->irmem) NVSP_ERR("Private variable %%%u has no size", en->var);
        a = NVSP_B(nvcg_build_alloca(s->b, t->irmem, NULL, align, nm));
        s->envv[slot] = a;
        {
          /* the initializer, if any, is the OpVariable's fourth operand */
          nvsp_id *ve = nvsp_id_find(s, en->var);
          size_t save = s->cur;
          uint32_t init = 0;
          nvsp_at(s, ve->word);
          if (s->cur_wc == 5) init = nvsp_w(s, 4);
          if (init) nvsp_store_id(s, t, a, init, t->explicit_layout ? align : 0, 0, 0, 0, 0);
          nvsp_at(s, save);
        }
      }
    }
  }
  (void)pi;
}

static void nvsp_translate_function(nvsp_state *s, nvsp_func *f, nvcg_value *irfn, const nvsp_entry *en) {
  size_t off = f->begin;
  uint32_t np = 0, i, first_label = 1;
  nvsp_type *fty;
  s->stamp++;
  s->fn = f;
  s->irfn = irfn;
  s->cur_entry = en;
  s->in_kernel = en != NULL;
  s->fmf_default = s->opt.fp_contract && !f->contract_off ? NVCG_FMF_CONTRACT : 0;
  s->nphis = 0;
  s->cur_bb = NULL;
  s->envv = (nvcg_value **)nvsp_alloc(s, sizeof(nvcg_value *) * (s->nslots + 1));
  nvsp_at(s, off);
  fty = NVSP_TYPE(f->fty);
  if (fty->op != SpvOpTypeFunction) NVSP_ERR("function type %%%u is not an OpTypeFunction", f->fty);
  if (fty->elem != f->ret && NVSP_TYPE(fty->elem)->ir != NVSP_TYPE(f->ret)->ir) NVSP_ERR("the result type differs from the function type's");
  /* device functions take the environment after their own parameters */
  if (!en)
    for (i = 0; i < s->nslots; i++) s->envv[i] = nvcg_function_param(irfn, fty->count + i);
  off += s->cur_wc;
  /* parameters */
  while (off < f->end) {
    nvsp_at(s, off);
    if (s->cur_op != SpvOpFunctionParameter) break;
    nvsp_need(s, 3, 3);
    if (np >= fty->count) NVSP_ERR("more parameters than the function type has");
    if (nvsp_w(s, 1) != fty->mem[np] && NVSP_TYPE(nvsp_w(s, 1))->ir != NVSP_TYPE(fty->mem[np])->ir)
      NVSP_ERR("parameter %u has another type than the function type says", np);
    {
      nvsp_val v;
      int in_kernel_shader = en && en->model == SpvExecutionModelGLCompute;
      if (in_kernel_shader) NVSP_ERR("a GLCompute entry point takes no parameters");
      memset(&v, 0, sizeof v);
      v.comp = -1;
      v.ir = nvcg_function_param(irfn, np);
      v.align = nvsp_deco_arg(s, nvsp_w(s, 2), -1, SpvDecorationAlignment, 0, NULL);
      if (v.align & (v.align - 1)) NVSP_ERR("Alignment %u is not a power of two", v.align);
      nvsp_set_val(s, nvsp_w(s, 2), nvsp_w(s, 1), v);
      if (nvsp_id_find(s, nvsp_w(s, 2))->name && *nvsp_id_find(s, nvsp_w(s, 2))->name && !*nvcg_value_name(v.ir))
        nvcg_value_set_name(v.ir, nvsp_id_find(s, nvsp_w(s, 2))->name);
    }
    np++;
    off += s->cur_wc;
  }
  if (np != fty->count) NVSP_ERR("%u parameters for a function type of %u", np, fty->count);
  /* blocks first, so that branches may go forward */
  {
    size_t o;
    for (o = off; o < f->end; o += s->w[o] >> 16) {
      nvsp_at(s, o);
      if (s->cur_op == SpvOpLabel) {
        nvsp_id *e;
        nvsp_need(s, 2, 2);
        e = nvsp_def(s, nvsp_w(s, 1), NVSP_K_LABEL);
        e->stamp = s->stamp;
        e->bb = nvcg_block_append(irfn, e->name && *e->name ? e->name : (first_label ? "entry" : NULL));
        if (!e->bb) NVSP_ERR("cannot create a block (see above)");
        e->exit_bb = NULL;
        first_label = 0;
      }
    }
  }
  first_label = 1;
  while (off < f->end) {
    nvsp_at(s, off);
    if (s->cur_op == SpvOpFunctionEnd) break;
    if (s->cur_op == SpvOpLabel) {
      nvsp_id *e = nvsp_id_find(s, nvsp_w(s, 1));
      if (s->cur_bb) NVSP_ERR("the block before %%%u has no terminator", nvsp_w(s, 1));
      nvcg_builder_position_at_end(s->b, e->bb);
      s->cur_bb = e->bb;
      s->cur_label = nvsp_w(s, 1);
      s->phis_done = 0;
      if (first_label && en) nvsp_kernel_env(s, irfn);
      first_label = 0;
    } else {
      if (!s->cur_bb) NVSP_ERR("instruction outside a block");
      if (s->cur_op != SpvOpPhi && s->cur_op != SpvOpLine && s->cur_op != SpvOpNoLine) s->phis_done = 1;
      nvsp_tr_inst(s);
    }
    off += s->cur_wc;
  }
  if (first_label) NVSP_ERR("function %%%u has no blocks", f->id);
  if (s->cur_bb) NVSP_ERR("the last block has no terminator");
  nvsp_patch_phis(s);
  nvsp_noinst(s);
  if (nvcg_module_error_count(s->m)) NVSP_ERR("the IR builder rejected part of function %%%u (see above)", f->id);
}

