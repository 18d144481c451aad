/* lower.h -- the state code generation keeps while it turns one module into PTX: the
 * module-wide part (target, PTX names of globals, the PTX version the emitted rows need)
 * and the per-function part that the DAG builder (build.c, call.c), the selector
 * (select*.c) and the emitter (emit.c) share while they walk a function block by block.
 *
 * The DAG the builder hands to the legaliser, and the legaliser hands to the selector,
 * follows these conventions (LLVM's unless said otherwise):
 *   - Values of aggregate type are split into their scalar/vector leaves
 *     (ComputeValueVTs order); a leaf may have any EVT, legal or not.
 *   - Pointers are i64 in every address space. Vector and element indices are i64
 *     constants. Shift amounts are i32 for scalar shifts.
 *   - LOAD:   (chain, ptr) -> (value, chain), memop: memvt, ext (NV_EXT_*), as, align.
 *     STORE:  (chain, value, ptr) -> chain, memop: memvt (truncating when narrower).
 *     ATOMIC_LOAD / ATOMIC_STORE as LOAD / STORE, with memop ordering and scope.
 *     ATOMIC_LOAD_<op>, ATOMIC_SWAP: (chain, ptr, value) -> (old, chain).
 *     ATOMIC_CMP_SWAP: (chain, ptr, cmp, new) -> (old, chain).
 *     ATOMIC_FENCE: (chain) -> chain, memop ordering and scope (no pointer).
 *   - FP_ROUND has one operand. ADDRSPACECAST is (ptr, Constant src_as, Constant dst_as).
 *   - SETCC is (a, b, CondCode); SELECT (i1 cond, t, f); VSELECT for vector conditions.
 *   - BRCOND (chain, i1 cond, BasicBlock) and BR (chain, BasicBlock) end a block; a
 *     switch becomes a run of BRCONDs ending in a BR.
 *   - COPY_TO_REG (chain, Register, value) -> chain; COPY_FROM_REG (chain, Register) ->
 *     (value, chain). Registers are virtual registers of the machine function.
 *   - INTRINSIC_WO_CHAIN (operands...) and INTRINSIC_W_CHAIN / INTRINSIC_VOID (chain,
 *     operands...) carry the NV_INTR_* id in u.intr; the selector knows which it
 *     handles (select_intr.c), everything else is reported as unsupported.
 *   - NVPTX_LOADV / NVPTX_STOREV: vector accesses of 2 or 4 legal elements:
 *     LOADV (chain, ptr) -> (e0..eN-1, chain); STOREV (chain, e0..eN-1, ptr) -> chain;
 *     memop memvt = the whole vector type (element extension through memop ext).
 *   - Formal arguments are LOADs from the parameter space (as NVCG_AS_PARAM) whose
 *     pointer is an ExternalSymbol naming the .param ("k_param_0") plus an offset.
 *   - Call sequences (call.c): CALLSEQ_START (chain, Constant seq) -> chain;
 *     NVPTX_DECLARE_PARAM (chain, Constant index, Constant size, Constant align,
 *     Constant is_array) -> chain; NVPTX_STORE_PARAM (chain, Constant index, Constant
 *     offset, values...) -> chain with memop memvt = the element type in memory;
 *     NVPTX_DECLARE_RET_PARAM (chain, Constant size, Constant align, Constant is_array);
 *     NVPTX_CALL (chain, callee, Constant nparams, Constant has_ret, Constant proto,
 *     ExternalSymbol prototype text or undef) -> chain; NVPTX_LOAD_PARAM (chain, Constant
 *     offset) -> (values..., chain) with memop; CALLSEQ_END (chain, Constant seq) -> chain.
 *     NVPTX_STORE_RETVAL (chain, Constant offset, values...) -> chain with memop;
 *     NVPTX_RET (chain) -> chain. Parameter stores and loads of illegal scalar types are
 *     promoted by the legaliser like truncating stores / extending loads.
 * After type and operation legalisation every value has a legal type and every
 * (opcode, type) pair is one the action table calls Legal (or an NVPTX_* node). */

/* Module-wide code-generation state (driver/pipeline.c owns it). */
typedef struct nv_cg {
  nv_module *m;
  const nv_options *o;
  nv_target tgt;
  nv_arena arena;          /* strings that outlive a function: PTX names, prototypes */
  nv_map names;            /* global or function value -> PTX name (const char *) */
  nv_map names_taken;      /* FNV hash of a PTX name -> 1 (collision check) */
  unsigned need_ptx;       /* highest min_ptx of the rows used */
  unsigned need_sm;        /* highest min_sm of the rows used */
  const char *need_ptx_by; /* template of a row that needs need_ptx */
  const char *need_sm_by;
  unsigned nfunc;          /* functions emitted so far (names the local depot) */
  unsigned nproto;         /* call prototypes so far (names them module-wide) */
  /* functions the PTX leaves out (nv_find_unneeded_functions): NULL, or a map whose keys
   * are the nv_func pointers */
  const nv_map *unneeded;
  /* each row's parsed signature (in arena), parsed at its first use by the emitter or the
   * PTX printer (nv_cg_row_sig); both parsed the signature string for every instruction */
  const nv_sig *sig_of[NV_PTX_COUNT];
  int failed;
} nv_cg;

/* Row opc's parsed signature, parsed once per module (emit.c). */
static const nv_sig *nv_cg_row_sig(nv_cg *cg, unsigned opc);

/* The PTX has f (a definition or a declaration): not one of cg->unneeded. */
NV_UNUSED static int nv_cg_emits(const nv_cg *cg, const nv_func *f) {
  return !cg->unneeded || !nv_map_get(cg->unneeded, (uintptr_t)f, NULL);
}

/* What the lowering keeps for one instruction of the function (nv_isel.slot). */
typedef struct nv_isel_slot {
  const nv_value *v;  /* the instruction this slot is for (NULL: none has its id) */
  uint32_t vreg;      /* 1 + first vreg of its register parts; 0: none (vreg_of) */
  uint32_t fi;        /* a static alloca: 1 + frame index; 0: not one (fi_of) */
  uint32_t *phi_regs; /* a PHI: first vreg of each incoming operand (phi_slots) */
  uint32_t val_gen;   /* val_at is valid when this is the current block's block_gen */
  uint32_t val_at;    /* 1 + index of its first leaf in leaves[] (val_of) */
} nv_isel_slot;

/* A value without a slot: the block whose leaves val_at indexes (nv_isel.val_of). */
typedef struct nv_isel_valrec {
  uint32_t gen, at;
} nv_isel_valrec;

/* Per-function lowering state. */
typedef struct nv_isel {
  nv_cg *cg;
  const nv_target *tgt;
  nv_func *f;
  struct nv_mfunc *mf;
  nv_arena *arena;         /* the function's arena (DAGs, machine IR) */
  /* The maps below are keyed by pointer; an instruction's entries live in its slot
   * instead, slot[id - slot_lo] (the function's instruction ids fill most of one range),
   * so that most lookups index an array rather than hash a pointer: the maps hold
   * arguments, constants and any instruction without a slot of its own (an id outside the
   * range or shared). nv_isel_vreg_get and its siblings (build.c) hide the split. */
  nv_isel_slot *slot;
  uint32_t slot_lo, nslot;
  nv_map vreg_of;          /* IR value -> first vreg of its register parts */
  struct nv_mblock **mbb_at; /* IR block index -> machine block */
  uint32_t *succ_seen;     /* IR block index -> block_gen of the last block that gave its PHIs inputs */
  uint32_t nmbb;
  nv_map fi_of;            /* static alloca -> 1 + frame index */
  nv_map byval_fi;         /* byval argument copied to the frame -> 1 + frame index */
  nv_map phi_slots;        /* PHI -> uint32_t[]: first vreg of each incoming operand */
  /* the block being lowered */
  nv_dag *dag;
  nv_block *bb;
  struct nv_mblock *mbb;
  /* a value without a slot -> index in val_rec, whose record is the current block's
   * (1 + index of its first leaf in leaves[]) when its gen is block_gen: kept for the
   * whole function, no clearing per block */
  nv_map val_of;
  NV_VEC(nv_isel_valrec) val_rec;
  uint32_t block_gen;      /* blocks lowered so far: the val_at of older blocks are stale */
  NV_VEC(nv_sdval) leaves;
  nv_sdval chain;          /* the chain memory operations hang off */
  unsigned callseq;        /* call sequences so far in this function */
  unsigned tcgen05_cg;     /* the cta_group (1, 2) of the function's tcgen05 forms, 0 none yet:
                            * ptxas refuses a function that uses both */
  int failed;
} nv_isel;

/* The machine block of IR block bb (build.c); NULL when bb is not the function's. */
static struct nv_mblock *nv_isel_mbb(const nv_isel *s, const nv_block *bb);

/* ---- value types of IR types (build.c) ---- */
/* The leaves of a type, as LLVM's ComputeValueVTs: EVTs and byte offsets. Returns the
 * count; when it exceeds max only the first max are written. */
static unsigned nv_type_leaves(const nv_type *t, nv_evt *vts, uint64_t *offs, unsigned max);
/* Number of register parts a value of type t occupies across blocks. */
static unsigned nv_type_nparts(const nv_isel *s, const nv_type *t);

/* ---- diagnostics ---- */
static void nv_isel_error(nv_isel *s, const nv_inst *I, const char *fmt, ...) NV_PRINTF(3, 4);

/* ---- the DAG builder (build.c) ---- */
static int nv_isel_function(nv_cg *cg, nv_func *f, nv_arena *arena, struct nv_mfunc **out);
static nv_sdval nv_build_value(nv_isel *s, nv_value *v, unsigned leaf);
static void nv_build_set_leaves(nv_isel *s, const nv_value *v, const nv_sdval *leaves, unsigned n);

/* ---- the matrix families (select_tensor.c): call -> chained intrinsic node ---- */
static void nv_build_tensor(nv_isel *s, nv_inst *I, unsigned id);
/* the sm_90 bulk copies, built like the matrix families (select_tensor.c) */
static int nv_bulk_family(unsigned id);

/* ---- calls and the .param ABI (call.c) ---- */
static void nv_call_prepare_byval(nv_isel *s);
static int nv_call_byval_value(nv_isel *s, const nv_value *a, nv_sdval *out);
static int nv_call_ptr_in_param(nv_isel *s, const nv_value *p);
static void nv_call_lower_formals(nv_isel *s);
static void nv_call_lower_return(nv_isel *s, const nv_inst *I);
static void nv_call_lower_call(nv_isel *s, nv_inst *I);
/* PTX declaration of a function's parameters and return value ("(.param .b32 func_retval0)
 * f(\n\t.param .b32 f_param_0\n)"), for definitions and for prototypes. */
static void nv_call_print_signature(nv_cg *cg, nv_buf *b, const nv_func *f, const char *name);
/* ".callprototype" text for an indirect call through a function type. */
static const char *nv_call_prototype(nv_cg *cg, const nv_type *fty, unsigned id);

/* ---- selection (select*.c) and emission (emit.c) ---- */
static int nv_select_dag(nv_isel *s);
static int nv_emit_dag(nv_isel *s);

/* ---- PTX names (ptx/printer.c) ---- */
static const char *nv_cg_name(nv_cg *cg, const nv_value *gv);
/* Records that a row is used: raises the PTX version / SM the module needs. */
static void nv_cg_use_row(nv_cg *cg, unsigned opc);
