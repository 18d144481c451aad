/* ------------------------------------------------------------------------------------
 * Barriers, fences and atomics.
 * ---------------------------------------------------------------------------------- */

/* The value of a scope or memory-semantics operand; non-constant operands are allowed by
 * SPIR-V and get the strongest meaning. */
static uint32_t nvsp_const_operand(nvsp_state *s, uint32_t id, uint32_t strongest) {
  nvsp_id *e = nvsp_id_get(s, id);
  if (e->kind == NVSP_K_CONST && e->cv->kind == NVSP_C_SCALAR && NVSP_TYPE(e->cv->type)->op == SpvOpTypeInt)
    return (uint32_t)e->cv->bits;
  if (e->kind == NVSP_K_CONST && e->cv->kind == NVSP_C_NULL) return 0;
  (void)nvsp_value(s, id, 0, NULL);
  return strongest;
}

static const char *nvsp_syncscope(uint32_t scope) {
  switch (scope) {
  case SpvScopeInvocation: return "singlethread";
  case SpvScopeSubgroup: case SpvScopeWorkgroup: return "block";
  case SpvScopeDevice: case SpvScopeQueueFamily: return "device";
  default: return NULL; /* CrossDevice and anything unknown: system */
  }
}

static nvcg_atomic_ordering nvsp_ordering(uint32_t sem) {
  if (sem & SpvMemorySemanticsSequentiallyConsistentMask) return NVCG_ORDER_SEQ_CST;
  if (sem & SpvMemorySemanticsAcquireReleaseMask) return NVCG_ORDER_ACQ_REL;
  if ((sem & SpvMemorySemanticsAcquireMask) && (sem & SpvMemorySemanticsReleaseMask)) return NVCG_ORDER_ACQ_REL;
  if (sem & SpvMemorySemanticsAcquireMask) return NVCG_ORDER_ACQUIRE;
  if (sem & SpvMemorySemanticsReleaseMask) return NVCG_ORDER_RELEASE;
  return NVCG_ORDER_MONOTONIC;
}

static const uint32_t nvsp_storage_sem_bits =
    SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsSubgroupMemoryMask |
    SpvMemorySemanticsWorkgroupMemoryMask | SpvMemorySemanticsCrossWorkgroupMemoryMask |
    SpvMemorySemanticsAtomicCounterMemoryMask | SpvMemorySemanticsImageMemoryMask;

/* The fence ordering a barrier's semantics ask for, or NOT_ATOMIC for none. */
static nvcg_atomic_ordering nvsp_fence_ordering(uint32_t sem) {
  nvcg_atomic_ordering o = nvsp_ordering(sem);
  if (o == NVCG_ORDER_MONOTONIC) return (sem & nvsp_storage_sem_bits) ? NVCG_ORDER_ACQ_REL : NVCG_ORDER_NOT_ATOMIC;
  return o;
}

/* The memory scope a barrier's semantics need: shared memory alone is never seen
 * outside the workgroup, whatever scope the instruction names. */
static uint32_t nvsp_fence_scope(uint32_t mem, uint32_t sem) {
  uint32_t classes = sem & nvsp_storage_sem_bits;
  if (classes && !(classes & ~(uint32_t)(SpvMemorySemanticsWorkgroupMemoryMask | SpvMemorySemanticsSubgroupMemoryMask)) &&
      mem != SpvScopeInvocation && mem != SpvScopeSubgroup)
    return SpvScopeWorkgroup;
  return mem;
}

static nvcg_value *nvsp_activemask(nvsp_state *s) { return nvsp_call(s, "llvm.nvvm.activemask", NULL, 0); }

static void nvsp_tr_barrier(nvsp_state *s) {
  if (s->cur_op == SpvOpControlBarrier) {
    uint32_t exec, mem, sem;
    nvcg_atomic_ordering o;
    nvsp_need(s, 4, 4);
    exec = nvsp_const_operand(s, nvsp_w(s, 1), SpvScopeWorkgroup);
    mem = nvsp_const_operand(s, nvsp_w(s, 2), SpvScopeDevice);
    sem = nvsp_const_operand(s, nvsp_w(s, 3), SpvMemorySemanticsSequentiallyConsistentMask | nvsp_storage_sem_bits);
    o = nvsp_fence_ordering(sem);
    mem = nvsp_fence_scope(mem, sem);
    if (exec == SpvScopeWorkgroup) {
      /* bar.sync orders memory among the CTA's threads; a wider memory scope also needs
       * a fence on each side */
      int wide = o != NVCG_ORDER_NOT_ATOMIC && mem != SpvScopeWorkgroup && mem != SpvScopeSubgroup &&
                 mem != SpvScopeInvocation;
      if (wide) NVSP_B(nvcg_build_fence(s->b, o == NVCG_ORDER_ACQUIRE ? NVCG_ORDER_ACQ_REL : o, nvsp_syncscope(mem)));
      nvsp_call(s, "llvm.nvvm.barrier0", NULL, 0);
      if (wide) NVSP_B(nvcg_build_fence(s->b, o == NVCG_ORDER_RELEASE ? NVCG_ORDER_ACQ_REL : o, nvsp_syncscope(mem)));
    } else if (exec == SpvScopeSubgroup) {
      nvcg_value *m = nvsp_activemask(s);
      if (o != NVCG_ORDER_NOT_ATOMIC && mem != SpvScopeSubgroup && mem != SpvScopeInvocation)
        NVSP_B(nvcg_build_fence(s->b, o, nvsp_syncscope(mem)));
      nvsp_call1(s, "llvm.nvvm.bar.warp.sync", m);
    } else if (exec == SpvScopeInvocation) {
      if (o != NVCG_ORDER_NOT_ATOMIC) NVSP_B(nvcg_build_fence(s->b, o, nvsp_syncscope(mem)));
    } else {
      NVSP_UNSUP("OpControlBarrier with execution scope %u (wider than a workgroup) is not supported", exec);
    }
    return;
  }
  {
    uint32_t mem, sem;
    nvcg_atomic_ordering o;
    nvsp_need(s, 3, 3);
    mem = nvsp_const_operand(s, nvsp_w(s, 1), SpvScopeDevice);
    sem = nvsp_const_operand(s, nvsp_w(s, 2), SpvMemorySemanticsSequentiallyConsistentMask | nvsp_storage_sem_bits);
    o = nvsp_fence_ordering(sem);
    mem = nvsp_fence_scope(mem, sem);
    if (o != NVCG_ORDER_NOT_ATOMIC && mem != SpvScopeInvocation) NVSP_B(nvcg_build_fence(s->b, o, nvsp_syncscope(mem)));
  }
}

static void nvsp_tr_atomic(nvsp_state *s) {
  uint32_t op = s->cur_op, rtid = 0, id = 0, pi, ptid, scope, sem, vi = 0;
  nvsp_type *pt, *t, *rt = NULL;
  nvsp_val p;
  nvcg_value *r = NULL, *v = NULL;
  nvcg_atomic_ordering o;
  const char *ss;
  nvcg_atomicrmw_op rmw = NVCG_RMW_ADD;
  int has_result = op != SpvOpAtomicStore && op != SpvOpAtomicFlagClear;
  switch (op) {
  case SpvOpAtomicLoad: case SpvOpAtomicIIncrement: case SpvOpAtomicIDecrement: case SpvOpAtomicFlagTestAndSet:
    nvsp_need(s, 6, 6);
    break;
  case SpvOpAtomicStore: nvsp_need(s, 5, 5); vi = 4; break;
  case SpvOpAtomicFlagClear: nvsp_need(s, 4, 4); break;
  case SpvOpAtomicCompareExchange: case SpvOpAtomicCompareExchangeWeak: nvsp_need(s, 9, 9); vi = 7; break;
  default: nvsp_need(s, 7, 7); vi = 6; break;
  }
  pi = has_result ? 3 : 1;
  if (has_result) {
    rtid = nvsp_w(s, 1);
    id = nvsp_w(s, 2);
    rt = NVSP_RTYPE(rtid);
  }
  p = nvsp_get(s, nvsp_w(s, pi), &ptid);
  pt = nvsp_ptr_type(s, ptid, nvsp_w(s, pi));
  t = NVSP_TYPE(pt->elem);
  if (!p.ir) NVSP_ERR("%%%u cannot be used atomically", nvsp_w(s, pi));
  if (t->op != SpvOpTypeInt && t->op != SpvOpTypeFloat) NVSP_ERR("atomics need a pointer to an integer or float scalar");
  if (t->width < 32 && op != SpvOpAtomicLoad && op != SpvOpAtomicStore)
    NVSP_UNSUP("%u-bit atomic read-modify-write is not supported", t->width);
  if (has_result && op != SpvOpAtomicFlagTestAndSet && rt->ir != t->ir) NVSP_ERR("result type differs from the pointee type");
  scope = nvsp_const_operand(s, nvsp_w(s, pi + 1), SpvScopeCrossDevice);
  sem = nvsp_const_operand(s, nvsp_w(s, pi + 2), SpvMemorySemanticsSequentiallyConsistentMask);
  ss = nvsp_syncscope(scope);
  /* shared memory is seen by the CTA only: a wider scope means nothing more */
  if (nvcg_type_addrspace(nvcg_value_type(p.ir)) == NVCG_AS_SHARED && (!ss || strcmp(ss, "singlethread"))) ss = "block";
  o = nvsp_ordering(sem);
  if (vi) v = nvsp_value(s, nvsp_w(s, vi), 0, NULL);
  if (v && nvcg_value_type(v) != t->ir) NVSP_ERR("the value does not have the pointee type");
  switch (op) {
  case SpvOpAtomicLoad:
    if (o == NVCG_ORDER_RELEASE) o = NVCG_ORDER_MONOTONIC;
    if (o == NVCG_ORDER_ACQ_REL) o = NVCG_ORDER_ACQUIRE;
    r = NVSP_B(nvcg_build_atomic_load(s->b, t->ir, p.ir, t->size, o, ss, p.volat ? NVCG_FLAG_VOLATILE : 0, NULL));
    break;
  case SpvOpAtomicStore:
    if (o == NVCG_ORDER_ACQUIRE) o = NVCG_ORDER_MONOTONIC;
    if (o == NVCG_ORDER_ACQ_REL) o = NVCG_ORDER_RELEASE;
    NVSP_B(nvcg_build_atomic_store(s->b, v, p.ir, t->size, o, ss, p.volat ? NVCG_FLAG_VOLATILE : 0));
    return;
  case SpvOpAtomicFlagClear:
    if (t->op != SpvOpTypeInt) NVSP_ERR("atomic flags are integers");
    if (o == NVCG_ORDER_ACQUIRE) o = NVCG_ORDER_MONOTONIC;
    if (o == NVCG_ORDER_ACQ_REL) o = NVCG_ORDER_RELEASE;
    NVSP_B(nvcg_build_atomic_store(s->b, nvcg_const_zero(t->ir), p.ir, t->size, o, ss, 0));
    return;
  case SpvOpAtomicFlagTestAndSet:
    if (t->op != SpvOpTypeInt || rt->op != SpvOpTypeBool) NVSP_ERR("OpAtomicFlagTestAndSet needs an integer flag and a boolean result");
    r = NVSP_B(nvcg_build_atomicrmw(s->b, NVCG_RMW_XCHG, p.ir, nvcg_const_int(t->ir, 1), o, ss, 0, NULL));
    r = nvsp_icmp(s, NVCG_ICMP_NE, r, nvcg_const_zero(t->ir));
    break;
  case SpvOpAtomicCompareExchange: case SpvOpAtomicCompareExchangeWeak: {
    uint32_t usem = nvsp_const_operand(s, nvsp_w(s, 6), SpvMemorySemanticsSequentiallyConsistentMask);
    nvcg_atomic_ordering fo = nvsp_ordering(usem);
    nvcg_value *cmp = nvsp_value(s, nvsp_w(s, 8), 0, NULL);
    unsigned zero = 0;
    if (t->op != SpvOpTypeInt) NVSP_ERR("compare-exchange needs an integer");
    if (nvcg_value_type(cmp) != t->ir) NVSP_ERR("the comparator does not have the pointee type");
    if (fo == NVCG_ORDER_RELEASE) fo = NVCG_ORDER_MONOTONIC;
    if (fo == NVCG_ORDER_ACQ_REL) fo = NVCG_ORDER_ACQUIRE;
    if (fo > o && !(o == NVCG_ORDER_RELEASE && fo == NVCG_ORDER_ACQUIRE)) o = fo;
    if (o == NVCG_ORDER_RELEASE && fo == NVCG_ORDER_ACQUIRE) o = NVCG_ORDER_ACQ_REL;
    r = NVSP_B(nvcg_build_cmpxchg(s->b, p.ir, cmp, v, o, fo, ss,
                                  op == SpvOpAtomicCompareExchangeWeak ? NVCG_FLAG_WEAK : 0, NULL));
    r = NVSP_B(nvcg_build_extractvalue(s->b, r, &zero, 1, NULL));
    break;
  }
  default:
    switch (op) {
    case SpvOpAtomicExchange: rmw = NVCG_RMW_XCHG; break;
    case SpvOpAtomicIIncrement: rmw = NVCG_RMW_ADD; v = nvcg_const_int(t->ir, 1); break;
    case SpvOpAtomicIDecrement: rmw = NVCG_RMW_SUB; v = nvcg_const_int(t->ir, 1); break;
    case SpvOpAtomicIAdd: rmw = NVCG_RMW_ADD; break;
    case SpvOpAtomicISub: rmw = NVCG_RMW_SUB; break;
    case SpvOpAtomicSMin: rmw = NVCG_RMW_MIN; break;
    case SpvOpAtomicUMin: rmw = NVCG_RMW_UMIN; break;
    case SpvOpAtomicSMax: rmw = NVCG_RMW_MAX; break;
    case SpvOpAtomicUMax: rmw = NVCG_RMW_UMAX; break;
    case SpvOpAtomicAnd: rmw = NVCG_RMW_AND; break;
    case SpvOpAtomicOr: rmw = NVCG_RMW_OR; break;
    case SpvOpAtomicXor: rmw = NVCG_RMW_XOR; break;
    case SpvOpAtomicFAddEXT: rmw = NVCG_RMW_FADD; break;
    case SpvOpAtomicFMinEXT: rmw = NVCG_RMW_FMIN; break;
    case SpvOpAtomicFMaxEXT: rmw = NVCG_RMW_FMAX; break;
    default: NVSP_ERR("internal: atomic");
    }
    if ((rmw == NVCG_RMW_FADD || rmw == NVCG_RMW_FMIN || rmw == NVCG_RMW_FMAX) != (t->op == SpvOpTypeFloat) &&
        rmw != NVCG_RMW_XCHG)
      NVSP_ERR("the operation does not fit the pointee type");
    r = NVSP_B(nvcg_build_atomicrmw(s->b, rmw, p.ir, v, o, ss, p.volat ? NVCG_FLAG_VOLATILE : 0, NULL));
    break;
  }
  nvsp_set(s, id, rtid, r);
}

