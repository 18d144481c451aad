/* select_mem.c -- selection of memory nodes: loads and stores in every state space
 * (ld.global.nc for provably read-only data, .v2/.v4 vector accesses, volatile and
 * atomic loads and stores with their .sem/.scope), atomics (atom/red with the memory
 * model's qualifiers from sm_70, fences around sequentially consistent ones), fences, and
 * the .param call sequence built by call.c. */

/* ld/st row for a memory type held in a register of type reg (table order is LD_T, ST_T). */
static unsigned nv_mem_row(nv_evt mem, nv_evt reg, int sext) {
  switch (mem) {
  case 1: case 8: return sext ? NV_PTX_LD_S8 : NV_PTX_LD_U8;
  case 16: return sext ? NV_PTX_LD_S16 : NV_PTX_LD_U16;
  case 32: return reg == NV_EVT_INT(64) && sext ? NV_PTX_LD_S32 : NV_PTX_LD_U32;
  case 64: return NV_PTX_LD_U64;
  case 128: return NV_PTX_LD_B128;
  case NV_SC_F32: return NV_PTX_LD_F32;
  case NV_SC_F64: return NV_PTX_LD_F64;
  case NV_SC_F16: case NV_SC_BF16: return NV_PTX_LD_B16;
  default:
    if (NV_EVT_IS_VECTOR(mem) && nv_evt_bits(mem) == 32) return NV_PTX_LD_B32;
    return NV_PTX_COUNT;
  }
}

/* The PTX scope of an LLVM syncscope (NV_SYNC_SCOPES; the verifier refuses other names).
 * Before sm_90 a cluster is one block, so cluster scope narrows to .cta there, as LLVM
 * does. */
static unsigned nv_scope_of(const nv_sel *S, const char *scope) {
  if (!scope || !*scope) return NV_SCOPE_SYS;
#define NV_X_SCOPE(name, k)                                                                  \
  if (!strcmp(scope, name))                                                                   \
    return NV_SCOPE_##k == NV_SCOPE_CLUSTER && (S->sm < 90 || S->ptx < 78) ? NV_SCOPE_CTA : NV_SCOPE_##k;
  NV_SYNC_SCOPES(NV_X_SCOPE)
#undef NV_X_SCOPE
  return NV_SCOPE_SYS; /* the verifier rejects other names */
}

/* A fence instruction for an ordering at a scope (before sm_70: membar). */
static nv_sdval nv_sel_fence(nv_sel *S, unsigned ordering, unsigned scope, nv_sdval chain) {
  nv_mmods *m = nv_mods_new(S);
  unsigned row;
  if (S->sm >= 70 && S->ptx >= 60) {
    row = ordering == NVCG_ORDER_SEQ_CST ? NV_PTX_FENCE_SC : NV_PTX_FENCE_ACQ_REL;
    m->scope = (uint8_t)scope;
  } else {
    row = scope == NV_SCOPE_CTA ? NV_PTX_MEMBAR_CTA : scope == NV_SCOPE_SYS ? NV_PTX_MEMBAR_SYS : NV_PTX_MEMBAR_GL;
    m = NULL;
  }
  return nv_sdval_of(nv_mnode(S, row, m, NULL, 0, 1, &chain, 1), 0);
}

/* Memory-model qualifiers of an atomic access (sm_70+, PTX 6.0+). Sets *pre / *post when
 * a fence must come before / after the access. Plain monotonic accesses at system scope
 * stay unqualified, as CUDA's atomics compile (PTX's default is .relaxed at .gpu scope). */
static int nv_sel_atomic_mods(nv_sel *S, nv_sdnode *n, unsigned ordering, const char *scope_name, int is_rmw,
                              int is_store, nv_mmods *m, int *pre, int *post) {
  unsigned scope = nv_scope_of(S, scope_name);
  (void)n; /* every scope has a spelling on every target now (cluster narrows to .cta) */
  *pre = *post = 0;
  if (S->sm < 70 || S->ptx < 60) {
    /* no .sem/.scope: fences around the plain access */
    if (ordering == NVCG_ORDER_RELEASE || ordering == NVCG_ORDER_ACQ_REL || ordering == NVCG_ORDER_SEQ_CST) *pre = 1;
    if (ordering == NVCG_ORDER_ACQUIRE || ordering == NVCG_ORDER_ACQ_REL || ordering == NVCG_ORDER_SEQ_CST) *post = 1;
    if (!is_rmw) m->sem = NV_SEM_VOLATILE;
    return 1;
  }
  switch (ordering) {
  case NVCG_ORDER_NOT_ATOMIC: return 1;
  case NVCG_ORDER_UNORDERED: case NVCG_ORDER_MONOTONIC:
    if (is_rmw && !scope_name) return 1;
    m->sem = NV_SEM_RELAXED;
    break;
  case NVCG_ORDER_ACQUIRE: m->sem = is_store ? NV_SEM_RELAXED : NV_SEM_ACQUIRE; break;
  case NVCG_ORDER_RELEASE: m->sem = is_store || is_rmw ? NV_SEM_RELEASE : NV_SEM_RELAXED; break;
  case NVCG_ORDER_ACQ_REL:
    m->sem = is_rmw ? NV_SEM_ACQ_REL : is_store ? NV_SEM_RELEASE : NV_SEM_ACQUIRE;
    break;
  case NVCG_ORDER_SEQ_CST:
    /* fence.sc, then an acquire access (a relaxed one for stores) */
    *pre = 1;
    m->sem = is_store ? NV_SEM_RELAXED : NV_SEM_ACQUIRE;
    break;
  default: break;
  }
  m->scope = (uint8_t)scope;
  return 1;
}

/* The memory type of one value of a (possibly vector) access: the whole memory type for
 * a scalar access, the element for .v2/.v4 of scalars, and a packed piece such as v2f16
 * when a wider vector (v4f16, v8i8 as 2 x v4i8) is accessed as .v2/.v4 of 32-bit pairs. */
static nv_evt nv_mem_piece_vt(nv_evt memvt, unsigned nvals) {
  unsigned n = NV_EVT_NELTS(memvt);
  if (!n || nvals <= 1) return memvt;
  if (n > nvals && n % nvals == 0) return nv_evt_with_elem_count(memvt, n / nvals);
  return NV_EVT_ELEM(memvt);
}

/* .shared::cluster accesses (LLVM 21's addrspace(7)) need sm_90 and PTX ISA 7.8: a
 * located error below, the module's needs raised otherwise. */
static int nv_sel_space_ok(nv_sel *S, nv_sdnode *n, unsigned space, const char *mnemonic) {
  return space != NV_SPACE_SHARED_CLUSTER || nv_sel_form_ok(S, n, mnemonic, 90, 78);
}

static int nv_select_load(nv_sel *S, nv_sdnode *n) {
  const nv_memop *mem = n->mem;
  unsigned nvals = n->op == NV_ISD_NVPTX_LOADV ? (unsigned)n->nres - 1 : 1;
  nv_evt rvt = n->vts[0], evt = nv_mem_piece_vt(mem->memvt, nvals);
  unsigned row = nv_mem_row(evt, rvt, mem->ext == NV_EXT_SEXT), space = nv_space_of_as(mem->as);
  nv_mmods *m = nv_mods_new(S);
  nv_sdval ops[3], chain = nv_sdop(n, 0);
  nv_sdnode *mn;
  int pre = 0, post = 0;
  if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, "no load for this memory type");
  if (!nv_target_type_legal(S->tgt, rvt)) return nv_sel_fail(S, n, NULL);
  if (!nv_sel_space_ok(S, n, space, "ld.shared::cluster")) return 0;
  m->space = (uint8_t)space;
  m->vec = (uint8_t)(nvals > 1 ? nvals : 0);
  if (n->op == NV_ISD_ATOMIC_LOAD) {
    if (!nv_sel_atomic_mods(S, n, mem->ordering, mem->scope, 0, 0, m, &pre, &post)) return 0;
  } else if (mem->flags & NVCG_FLAG_VOLATILE) {
    m->sem = NV_SEM_VOLATILE;
  } else if ((mem->flags & NV_MEM_READONLY_NOALIAS) && space == NV_SPACE_GLOBAL && S->sm >= 32) {
    m->cache = NV_CACHE_NC;
  }
  /* .local, .param and .const memory is private or read-only: PTX rejects .volatile and
   * memory-model qualifiers there, and they would order nothing */
  if (space == NV_SPACE_PARAM || space == NV_SPACE_CONST || space == NV_SPACE_LOCAL) {
    m->sem = NV_SEM_NONE;
    m->scope = NV_SCOPE_NONE;
  }
  if (pre) chain = nv_sel_fence(S, mem->ordering, nv_scope_of(S, mem->scope), chain);
  nv_sel_addr(S, nv_sdop(n, 1), space, &ops[0], &ops[1]);
  ops[2] = chain;
  {
    nv_evt vts[4] = {0, 0, 0, 0}; /* gcc -O1 cannot see that nvals <= 4 covers every read */
    unsigned i;
    for (i = 0; i < nvals && i < 4; i++) vts[i] = n->vts[i];
    mn = nv_mnode(S, row, m, vts, nvals, 1, ops, 3);
  }
  if (post) {
    nv_sdval c = nv_sel_fence(S, mem->ordering, nv_scope_of(S, mem->scope), nv_sdval_of(mn, nvals));
    unsigned i;
    for (i = 0; i < nvals; i++) nv_dag_rauw(S->d, nv_sdval_of(n, i), nv_sdval_of(mn, i));
    nv_dag_rauw(S->d, nv_sdval_of(n, nvals), c);
    nv_dag_delete_node(S->d, n);
    return 1;
  }
  nv_sel_replace(S, n, mn);
  return 1;
}

/* Stores: STORE (chain, value, ptr), ATOMIC_STORE, NVPTX_STOREV (chain, values..., ptr). */
static int nv_select_store(nv_sel *S, nv_sdnode *n) {
  const nv_memop *mem = n->mem;
  unsigned nvals = n->nops - 2, i, row, space = nv_space_of_as(mem->as);
  nv_evt vvt = nv_sdval_vt(nv_sdop(n, 1)), evt = nv_mem_piece_vt(mem->memvt, nvals);
  nv_mmods *m = nv_mods_new(S);
  nv_sdval ops[8], chain = nv_sdop(n, 0);
  int pre = 0, post = 0;
  row = nv_mem_row(evt, vvt, 0);
  if (row >= NV_PTX_COUNT || nvals > 4) return nv_sel_fail(S, n, "no store for this memory type");
  if (!nv_sel_space_ok(S, n, space, "st.shared::cluster")) return 0;
  m->space = (uint8_t)space;
  m->vec = (uint8_t)(nvals > 1 ? nvals : 0);
  if (n->op == NV_ISD_ATOMIC_STORE) {
    if (!nv_sel_atomic_mods(S, n, mem->ordering, mem->scope, 0, 1, m, &pre, &post)) return 0;
  } else if (mem->flags & NVCG_FLAG_VOLATILE) {
    m->sem = NV_SEM_VOLATILE;
  }
  if (space == NV_SPACE_PARAM || space == NV_SPACE_CONST || space == NV_SPACE_LOCAL) {
    m->sem = NV_SEM_NONE;
    m->scope = NV_SCOPE_NONE;
  }
  if (pre) chain = nv_sel_fence(S, mem->ordering, nv_scope_of(S, mem->scope), chain);
  nv_sel_addr(S, nv_sdop(n, n->nops - 1), space, &ops[0], &ops[1]);
  for (i = 0; i < nvals; i++) ops[2 + i] = nv_sdop(n, 1 + i);
  ops[2 + nvals] = chain;
  {
    nv_sdnode *mn = nv_mnode(S, row + 1, m, NULL, 0, 1, ops, 3 + nvals);
    if (post) {
      nv_sdval c = nv_sel_fence(S, mem->ordering, nv_scope_of(S, mem->scope), nv_sdval_of(mn, 0));
      nv_dag_rauw(S->d, nv_sdval_of(n, 0), c);
      nv_dag_delete_node(S->d, n);
      return 1;
    }
    nv_sel_replace(S, n, mn);
  }
  return 1;
}

/* atom/red rows: ATOM_<op>_<T> and RED_<op>_<T> are adjacent. */
static unsigned nv_atom_row(unsigned op, nv_evt vt) {
  int is64 = nv_evt_bits(vt) == 64;
  switch (op) {
  case NV_ISD_ATOMIC_LOAD_ADD: case NV_ISD_ATOMIC_LOAD_SUB:
    if (vt == NV_EVT_INT(32)) return NV_PTX_ATOM_ADD_U32;
    if (vt == NV_EVT_INT(64)) return NV_PTX_ATOM_ADD_U64;
    return NV_PTX_COUNT;
  case NV_ISD_ATOMIC_LOAD_FADD: case NV_ISD_ATOMIC_LOAD_FSUB:
    switch (vt) {
    case NV_SC_F32: return NV_PTX_ATOM_ADD_F32;
    case NV_SC_F64: return NV_PTX_ATOM_ADD_F64;
    case NV_SC_F16: return NV_PTX_ATOM_ADD_F16;
    case NV_SC_BF16: return NV_PTX_ATOM_ADD_BF16;
    default:
      if (vt == NV_EVT(NV_SC_F16, 2)) return NV_PTX_ATOM_ADD_F16X2;
      if (vt == NV_EVT(NV_SC_BF16, 2)) return NV_PTX_ATOM_ADD_BF16X2;
      return NV_PTX_COUNT;
    }
  case NV_ISD_ATOMIC_SWAP:
    if (vt == NV_EVT_INT(32) || vt == NV_SC_F32) return NV_PTX_ATOM_EXCH_B32;
    if (vt == NV_EVT_INT(64) || vt == NV_SC_F64) return NV_PTX_ATOM_EXCH_B64;
    if (vt == NV_EVT_INT(128)) return NV_PTX_ATOM_EXCH_B128;
    return NV_PTX_COUNT;
  case NV_ISD_ATOMIC_LOAD_AND: return is64 ? NV_PTX_ATOM_AND_B64 : NV_PTX_ATOM_AND_B32;
  case NV_ISD_ATOMIC_LOAD_OR: return is64 ? NV_PTX_ATOM_OR_B64 : NV_PTX_ATOM_OR_B32;
  case NV_ISD_ATOMIC_LOAD_XOR: return is64 ? NV_PTX_ATOM_XOR_B64 : NV_PTX_ATOM_XOR_B32;
  case NV_ISD_ATOMIC_LOAD_MIN: return is64 ? NV_PTX_ATOM_MIN_S64 : NV_PTX_ATOM_MIN_S32;
  case NV_ISD_ATOMIC_LOAD_MAX: return is64 ? NV_PTX_ATOM_MAX_S64 : NV_PTX_ATOM_MAX_S32;
  case NV_ISD_ATOMIC_LOAD_UMIN: return is64 ? NV_PTX_ATOM_MIN_U64 : NV_PTX_ATOM_MIN_U32;
  case NV_ISD_ATOMIC_LOAD_UMAX: return is64 ? NV_PTX_ATOM_MAX_U64 : NV_PTX_ATOM_MAX_U32;
  case NV_ISD_ATOMIC_LOAD_UINC_WRAP: return is64 ? NV_PTX_COUNT : NV_PTX_ATOM_INC_U32;
  case NV_ISD_ATOMIC_LOAD_UDEC_WRAP: return is64 ? NV_PTX_COUNT : NV_PTX_ATOM_DEC_U32;
  default: return NV_PTX_COUNT;
  }
}

static int nv_select_atomic(nv_sel *S, nv_sdnode *n) {
  const nv_memop *mem = n->mem;
  nv_evt vt = n->vts[0];
  unsigned space = nv_space_of_as(mem->as), row, i, nv;
  nv_mmods *m = nv_mods_new(S);
  nv_sdval ops[6], chain = nv_sdop(n, 0);
  nv_sdnode *mn;
  int pre = 0, post = 0, cas = n->op == NV_ISD_ATOMIC_CMP_SWAP;
  if (space != NV_SPACE_GENERIC && space != NV_SPACE_GLOBAL && space != NV_SPACE_SHARED &&
      space != NV_SPACE_SHARED_CLUSTER)
    return nv_sel_fail(S, n, "atomics are only available on generic, global and shared memory");
  if (!nv_sel_space_ok(S, n, space, "atom.shared::cluster")) return 0;
  if (cas) {
    unsigned b = nv_evt_bits(vt);
    row = b == 16 ? NV_PTX_ATOM_CAS_B16 : b == 32 ? NV_PTX_ATOM_CAS_B32 : b == 64 ? NV_PTX_ATOM_CAS_B64
        : b == 128 ? NV_PTX_ATOM_CAS_B128 : NV_PTX_COUNT;
  } else {
    row = nv_atom_row(n->op, vt);
  }
  if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, "no atomic instruction for this operation and type");
  if (!nv_row_ok(S, n, row)) return 0;
  if (!nv_sel_atomic_mods(S, n, mem->ordering, mem->scope, 1, 0, m, &pre, &post)) return 0;
  m->space = (uint8_t)space;
  if (pre) chain = nv_sel_fence(S, mem->ordering, nv_scope_of(S, mem->scope), chain);
  nv_sel_addr(S, nv_sdop(n, 1), space, &ops[0], &ops[1]);
  nv = cas ? 2 : 1;
  for (i = 0; i < nv; i++) ops[2 + i] = nv_sdop(n, 2 + i);
  if (n->op == NV_ISD_ATOMIC_LOAD_SUB || n->op == NV_ISD_ATOMIC_LOAD_FSUB) {
    /* atomic subtraction adds the negated value */
    nv_sdval v = ops[2];
    uint64_t c;
    if (n->op == NV_ISD_ATOMIC_LOAD_SUB && nv_sdval_is_const(v, &c)) ops[2] = nv_sel_const(S, vt, (uint64_t)0 - c);
    else if (n->op == NV_ISD_ATOMIC_LOAD_SUB) ops[2] = nv_mval(S, vt == NV_EVT_INT(64) ? NV_PTX_NEG_S64 : NV_PTX_NEG_S32, NULL, vt, &v, 1);
    else if (vt == NV_SC_F32 || vt == NV_SC_F64) ops[2] = nv_mval(S, vt == NV_SC_F64 ? NV_PTX_NEG_F64 : NV_PTX_NEG_F32, NULL, vt, &v, 1);
    else return nv_sel_fail(S, n, NULL);
  }
  ops[2 + nv] = chain;
  /* red: the old value is not needed and the ordering has no acquire side */
  if (!cas && !nv_sdval_used(nv_sdval_of(n, 0)) && m->sem != NV_SEM_ACQUIRE && m->sem != NV_SEM_ACQ_REL &&
      row + 1 < NV_PTX_COUNT && !strncmp(nv_ptx_info_of(row + 1)->tmpl, "red", 3)) {
    mn = nv_mnode(S, row + 1, m, NULL, 0, 1, ops, 3 + nv);
  } else {
    mn = nv_mnode(S, row, m, &vt, 1, 1, ops, 3 + nv);
  }
  if (post) {
    unsigned ci = mn->nres - 1;
    nv_sdval c = nv_sel_fence(S, mem->ordering, nv_scope_of(S, mem->scope), nv_sdval_of(mn, ci));
    if (mn->nres > 1) nv_dag_rauw(S->d, nv_sdval_of(n, 0), nv_sdval_of(mn, 0));
    nv_dag_rauw(S->d, nv_sdval_of(n, 1), c);
    nv_dag_delete_node(S->d, n);
    return 1;
  }
  if (mn->nres == 1) {
    nv_dag_rauw(S->d, nv_sdval_of(n, 1), nv_sdval_of(mn, 0));
    nv_dag_delete_node(S->d, n);
    return 1;
  }
  nv_sel_replace(S, n, mn);
  return 1;
}

static int nv_select_fence_node(nv_sel *S, nv_sdnode *n) {
  const nv_memop *mem = n->mem;
  unsigned scope = nv_scope_of(S, mem ? mem->scope : NULL);
  if (!mem || mem->ordering <= NVCG_ORDER_MONOTONIC) {
    nv_dag_rauw(S->d, nv_sdval_of(n, 0), nv_sdop(n, 0));
    nv_dag_delete_node(S->d, n);
    return 1;
  }
  nv_sel_replace_val(S, n, nv_sel_fence(S, mem->ordering, scope, nv_sdop(n, 0)));
  return 1;
}

/* ---- the .param call sequence ---- */

static int nv_select_param(nv_sel *S, nv_sdnode *n) {
  nv_mmods *m;
  nv_sdval ops[8];
  unsigned i;
  switch (n->op) {
  case NV_ISD_CALLSEQ_START: case NV_ISD_CALLSEQ_END:
    ops[0] = nv_sdop(n, 1);
    ops[1] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, n->op == NV_ISD_CALLSEQ_START ? NV_PTX_CALLSEQ_START : NV_PTX_CALLSEQ_END,
                                  NULL, NULL, 0, 1, ops, 2));
    return 1;
  case NV_ISD_NVPTX_DECLARE_PARAM: case NV_ISD_NVPTX_DECLARE_RET_PARAM: case NV_ISD_NVPTX_CALL:
    for (i = 1; i < n->nops && i < 8; i++) ops[i - 1] = nv_sdop(n, i);
    ops[n->nops - 1] = nv_sdop(n, 0);
    /* a call with a prototype (through another type than the callee's) goes through a
     * register even when the callee is a function symbol */
    if (n->op == NV_ISD_NVPTX_CALL && ops[0].n->op == NV_ISD_GLOBAL_ADDRESS && ops[3].n->op == NV_ISD_CONSTANT &&
        ops[3].n->u.c.lo != 0xffffffffu)
      ops[0] = nv_mval(S, NV_PTX_MOV_U64_SYM, NULL, NV_EVT_INT(64), &ops[0], 1);
    nv_sel_replace(S, n, nv_mnode(S, n->op == NV_ISD_NVPTX_DECLARE_PARAM ? NV_PTX_DECL_PARAM
                                       : n->op == NV_ISD_NVPTX_DECLARE_RET_PARAM ? NV_PTX_DECL_RETVAL : NV_PTX_CALL,
                                  NULL, NULL, 0, 1, ops, n->nops));
    return 1;
  case NV_ISD_NVPTX_STORE_PARAM: case NV_ISD_NVPTX_STORE_RETVAL: {
    int ret = n->op == NV_ISD_NVPTX_STORE_RETVAL;
    unsigned first = ret ? 2 : 3, nvals = n->nops - first, row;
    uint64_t off = nv_sdop(n, first - 1).n->u.c.lo;
    const char *sym;
    if (nvals < 1 || nvals > 4) return nv_sel_fail(S, n, NULL);
    row = nv_mem_row(n->mem->memvt, nv_sdval_vt(nv_sdop(n, first)), 0);
    if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, "no parameter store for this type");
    sym = ret ? "func_retval0" : nv_isel_strf(S->d->arena, "param%u", (unsigned)nv_sdop(n, 1).n->u.c.lo);
    m = nv_mods_new(S);
    m->space = NV_SPACE_PARAM;
    m->vec = (uint8_t)(nvals > 1 ? nvals : 0);
    ops[0] = nv_dag_external_symbol(S->d, sym);
    ops[1] = nv_sel_const(S, NV_EVT_INT(64), off);
    for (i = 0; i < nvals; i++) {
      ops[2 + i] = nv_sdop(n, first + i);
      if (nv_sdval_vt(ops[2 + i]) == NV_EVT_INT(1)) {
        /* an i1 element of an aggregate or vector: st.param.u8 takes no predicate, so
         * store it as 0 / 1 from a b16 register */
        nv_sdval sel[3];
        sel[0] = nv_sel_const(S, NV_EVT_INT(16), 1);
        sel[1] = nv_sel_const(S, NV_EVT_INT(16), 0);
        sel[2] = ops[2 + i];
        ops[2 + i] = nv_mval(S, NV_PTX_SELP_B16, NULL, NV_EVT_INT(16), sel, 3);
      }
    }
    ops[2 + nvals] = nv_sdop(n, 0);
    nv_sel_replace(S, n, nv_mnode(S, row + 1, m, NULL, 0, 1, ops, 3 + nvals));
    return 1;
  }
  case NV_ISD_NVPTX_LOAD_PARAM: {
    unsigned nvals = n->nres - 1, row;
    nv_evt vts[4] = {0, 0, 0, 0};
    nv_sdnode *mn;
    if (nvals < 1 || nvals > 4) return nv_sel_fail(S, n, NULL);
    row = nv_mem_row(n->mem->memvt, n->vts[0], 0);
    if (row >= NV_PTX_COUNT) return nv_sel_fail(S, n, "no parameter load for this type");
    m = nv_mods_new(S);
    m->space = NV_SPACE_PARAM;
    m->vec = (uint8_t)(nvals > 1 ? nvals : 0);
    ops[0] = nv_dag_external_symbol(S->d, "retval0");
    ops[1] = nv_sel_const(S, NV_EVT_INT(64), nv_sdop(n, 1).n->u.c.lo);
    ops[2] = nv_sdop(n, 0);
    /* i1 elements load as bytes into b16 registers (ld.param.u8 takes no predicate);
     * the bit is their low bit */
    for (i = 0; i < nvals; i++) vts[i] = n->vts[i] == NV_EVT_INT(1) ? NV_EVT_INT(16) : n->vts[i];
    mn = nv_mnode(S, row, m, vts, nvals, 1, ops, 3);
    for (i = 0; i < nvals; i++)
      if (n->vts[i] == NV_EVT_INT(1)) {
        nv_mmods *cm = nv_mods_new(S);
        nv_sdval x[2];
        x[0] = nv_sdval_of(mn, i);
        x[1] = nv_sel_const(S, NV_EVT_INT(16), 1);
        x[0] = nv_mval(S, NV_PTX_AND_B16, NULL, NV_EVT_INT(16), x, 2);
        cm->cmp = NV_CMP_EQ;
        nv_dag_rauw(S->d, nv_sdval_of(n, i), nv_mval(S, NV_PTX_SETP_B16, cm, NV_EVT_INT(1), x, 2));
      }
    nv_sel_replace(S, n, mn);
    return 1;
  }
  default: return nv_sel_fail(S, n, NULL);
  }
}

static int nv_select_mem(nv_sel *S, nv_sdnode *n) {
  switch (n->op) {
  case NV_ISD_LOAD: case NV_ISD_ATOMIC_LOAD: case NV_ISD_NVPTX_LOADV: case NV_ISD_NVPTX_LDG:
  case NV_ISD_NVPTX_LDU:
    return nv_select_load(S, n);
  case NV_ISD_STORE: case NV_ISD_ATOMIC_STORE: case NV_ISD_NVPTX_STOREV:
    return nv_select_store(S, n);
  case NV_ISD_ATOMIC_CMP_SWAP: case NV_ISD_ATOMIC_SWAP: case NV_ISD_ATOMIC_LOAD_ADD:
  case NV_ISD_ATOMIC_LOAD_SUB: case NV_ISD_ATOMIC_LOAD_AND: case NV_ISD_ATOMIC_LOAD_OR:
  case NV_ISD_ATOMIC_LOAD_XOR: case NV_ISD_ATOMIC_LOAD_NAND: case NV_ISD_ATOMIC_LOAD_MIN:
  case NV_ISD_ATOMIC_LOAD_MAX: case NV_ISD_ATOMIC_LOAD_UMIN: case NV_ISD_ATOMIC_LOAD_UMAX:
  case NV_ISD_ATOMIC_LOAD_FADD: case NV_ISD_ATOMIC_LOAD_FSUB: case NV_ISD_ATOMIC_LOAD_FMAX:
  case NV_ISD_ATOMIC_LOAD_FMIN: case NV_ISD_ATOMIC_LOAD_UINC_WRAP: case NV_ISD_ATOMIC_LOAD_UDEC_WRAP:
    return nv_select_atomic(S, n);
  case NV_ISD_ATOMIC_FENCE: return nv_select_fence_node(S, n);
  case NV_ISD_CALLSEQ_START: case NV_ISD_CALLSEQ_END: case NV_ISD_NVPTX_DECLARE_PARAM:
  case NV_ISD_NVPTX_DECLARE_RET_PARAM: case NV_ISD_NVPTX_CALL: case NV_ISD_NVPTX_STORE_PARAM:
  case NV_ISD_NVPTX_STORE_RETVAL: case NV_ISD_NVPTX_LOAD_PARAM:
    return nv_select_param(S, n);
  default: return nv_sel_fail(S, n, NULL);
  }
}
