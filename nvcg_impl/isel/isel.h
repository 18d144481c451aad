/* isel.h -- the SelectionDAG: one DAG per basic block, built from the IR, combined,
 * legalised (types, then operations), combined again and selected into machine
 * instructions (data flow in DESIGN.md).
 *
 * A node has an opcode, one or more result types and operands; an operand names a
 * node and one of its results (nv_sdval). Side effects and memory order are expressed
 * by chain operands/results (type NV_EVT_OTHER), never by node order. Nodes without side
 * effects are uniqued on construction (CSE): asking twice for (ADD i32 a, b) gives the
 * same node. Values live across blocks travel through virtual registers
 * (COPY_TO_REG / COPY_FROM_REG). Every node keeps a use list so that RAUW is cheap.
 *
 * Opcodes: one table, NV_ISD_OPS. Generic opcodes mirror LLVM's ISD; NVPTX-specific
 * ones follow. After selection a node's opcode is NV_ISD_MACHINE and `mopc` holds the
 * PTX instruction (target/ptx_insns.h). */

/* The options every pass receives (driver/passes.h defines the struct); declared here
 * because the DAG passes (combine, legalisation) take it too and headers of isel/ come
 * before those of driver/. */
typedef struct nv_options nv_options;

/* X(NAME, "printed name") */
#define NV_ISD_OPS(X)                                                                     \
  /* leaves */                                                                            \
  X(ENTRY_TOKEN, "EntryToken") X(TOKEN_FACTOR, "TokenFactor") X(CONSTANT, "Constant")     \
  X(CONSTANT_FP, "ConstantFP") X(GLOBAL_ADDRESS, "GlobalAddress")                         \
  X(FRAME_INDEX, "FrameIndex") X(EXTERNAL_SYMBOL, "ExternalSymbol")                       \
  X(BASIC_BLOCK, "BasicBlock") X(REGISTER, "Register") X(CONDCODE, "CondCode")            \
  X(VALUETYPE, "ValueType") X(UNDEF, "undef") X(POISON, "poison")                         \
  X(COPY_TO_REG, "CopyToReg") X(COPY_FROM_REG, "CopyFromReg")                             \
  X(MERGE_VALUES, "merge_values")                                                         \
  /* integer arithmetic */                                                                \
  X(ADD, "add") X(SUB, "sub") X(MUL, "mul") X(SDIV, "sdiv") X(UDIV, "udiv")               \
  X(SREM, "srem") X(UREM, "urem") X(MULHS, "mulhs") X(MULHU, "mulhu")                     \
  X(SMUL_LOHI, "smul_lohi") X(UMUL_LOHI, "umul_lohi")                                     \
  X(AND, "and") X(OR, "or") X(XOR, "xor") X(SHL, "shl") X(SRA, "sra") X(SRL, "srl")       \
  X(ROTL, "rotl") X(ROTR, "rotr") X(FSHL, "fshl") X(FSHR, "fshr")                         \
  X(SHL_PARTS, "shl_parts") X(SRA_PARTS, "sra_parts") X(SRL_PARTS, "srl_parts")           \
  X(SMIN, "smin") X(SMAX, "smax") X(UMIN, "umin") X(UMAX, "umax") X(ABS, "abs")           \
  X(CTPOP, "ctpop") X(CTLZ, "ctlz") X(CTTZ, "cttz") X(CTLZ_ZERO_UNDEF, "ctlz_zero_undef") \
  X(CTTZ_ZERO_UNDEF, "cttz_zero_undef") X(BSWAP, "bswap") X(BITREVERSE, "bitreverse")     \
  X(UADDO, "uaddo") X(USUBO, "usubo") X(SADDO, "saddo") X(SSUBO, "ssubo")                 \
  X(UMULO, "umulo") X(SMULO, "smulo") X(UADDO_CARRY, "uaddo_carry")                       \
  X(USUBO_CARRY, "usubo_carry") X(SADDSAT, "saddsat") X(UADDSAT, "uaddsat")               \
  X(SSUBSAT, "ssubsat") X(USUBSAT, "usubsat")                                             \
  X(SIGN_EXTEND_INREG, "sign_extend_inreg")                                               \
  /* floating point */                                                                    \
  X(FADD, "fadd") X(FSUB, "fsub") X(FMUL, "fmul") X(FDIV, "fdiv") X(FREM, "frem")         \
  X(FMA, "fma") X(FMAD, "fmad") X(FNEG, "fneg") X(FABS, "fabs") X(FSQRT, "fsqrt")         \
  X(FMINNUM, "fminnum") X(FMAXNUM, "fmaxnum") X(FMINIMUM, "fminimum")                     \
  X(FMAXIMUM, "fmaximum") X(FCOPYSIGN, "fcopysign") X(FFLOOR, "ffloor")                   \
  X(FCEIL, "fceil") X(FTRUNC, "ftrunc") X(FRINT, "frint") X(FNEARBYINT, "fnearbyint")     \
  X(FROUND, "fround") X(FROUNDEVEN, "froundeven") X(FSIN, "fsin") X(FCOS, "fcos")         \
  X(FEXP2, "fexp2") X(FLOG2, "flog2") X(FSINCOS, "fsincos")                               \
  /* conversions */                                                                       \
  X(TRUNCATE, "truncate") X(ZERO_EXTEND, "zero_extend") X(SIGN_EXTEND, "sign_extend")     \
  X(ANY_EXTEND, "any_extend") X(FP_ROUND, "fp_round") X(FP_EXTEND, "fp_extend")           \
  X(FP_TO_SINT, "fp_to_sint") X(FP_TO_UINT, "fp_to_uint") X(SINT_TO_FP, "sint_to_fp")     \
  X(UINT_TO_FP, "uint_to_fp") X(BITCAST, "bitcast") X(ADDRSPACECAST, "addrspacecast")     \
  X(FREEZE, "freeze") X(FP16_TO_FP, "fp16_to_fp") X(FP_TO_FP16, "fp_to_fp16")              \
  /* comparisons and selection */                                                         \
  X(SETCC, "setcc") X(SELECT, "select") X(VSELECT, "vselect") X(SELECT_CC, "select_cc")   \
  /* vectors and pairs */                                                                 \
  X(BUILD_VECTOR, "BUILD_VECTOR") X(EXTRACT_VECTOR_ELT, "extract_vector_elt")             \
  X(INSERT_VECTOR_ELT, "insert_vector_elt") X(VECTOR_SHUFFLE, "vector_shuffle")           \
  X(CONCAT_VECTORS, "concat_vectors") X(EXTRACT_SUBVECTOR, "extract_subvector")           \
  X(INSERT_SUBVECTOR, "insert_subvector") X(SCALAR_TO_VECTOR, "scalar_to_vector")         \
  X(BUILD_PAIR, "build_pair") X(EXTRACT_ELEMENT, "extract_element")                       \
  /* memory */                                                                            \
  X(LOAD, "load") X(STORE, "store") X(ATOMIC_FENCE, "AtomicFence")                        \
  X(ATOMIC_LOAD, "AtomicLoad") X(ATOMIC_STORE, "AtomicStore")                             \
  X(ATOMIC_CMP_SWAP, "AtomicCmpSwap") X(ATOMIC_CMP_SWAP_WITH_SUCCESS, "AtomicCmpSwapWithSuccess") \
  X(ATOMIC_SWAP, "AtomicSwap") X(ATOMIC_LOAD_ADD, "AtomicLoadAdd")                        \
  X(ATOMIC_LOAD_SUB, "AtomicLoadSub") X(ATOMIC_LOAD_AND, "AtomicLoadAnd")                 \
  X(ATOMIC_LOAD_OR, "AtomicLoadOr") X(ATOMIC_LOAD_XOR, "AtomicLoadXor")                   \
  X(ATOMIC_LOAD_NAND, "AtomicLoadNand") X(ATOMIC_LOAD_MIN, "AtomicLoadMin")               \
  X(ATOMIC_LOAD_MAX, "AtomicLoadMax") X(ATOMIC_LOAD_UMIN, "AtomicLoadUMin")               \
  X(ATOMIC_LOAD_UMAX, "AtomicLoadUMax") X(ATOMIC_LOAD_FADD, "AtomicLoadFAdd")             \
  X(ATOMIC_LOAD_FSUB, "AtomicLoadFSub") X(ATOMIC_LOAD_FMAX, "AtomicLoadFMax")             \
  X(ATOMIC_LOAD_FMIN, "AtomicLoadFMin") X(ATOMIC_LOAD_UINC_WRAP, "AtomicLoadUIncWrap")    \
  X(ATOMIC_LOAD_UDEC_WRAP, "AtomicLoadUDecWrap")                                          \
  X(MEMCPY, "memcpy") X(MEMSET, "memset") X(MEMMOVE, "memmove")                           \
  /* control */                                                                           \
  X(BR, "br") X(BRCOND, "brcond") X(BR_CC, "br_cc") X(TRAP, "trap")                       \
  X(CALLSEQ_START, "callseq_start") X(CALLSEQ_END, "callseq_end")                         \
  X(INTRINSIC_WO_CHAIN, "intrinsic_wo_chain") X(INTRINSIC_W_CHAIN, "intrinsic_w_chain")   \
  X(INTRINSIC_VOID, "intrinsic_void") X(INLINEASM, "inlineasm")                           \
  /* NVPTX-specific (NVPTXISD) */                                                         \
  X(NVPTX_WRAPPER, "NVPTXISD::Wrapper") X(NVPTX_CALL, "NVPTXISD::CALL")                   \
  X(NVPTX_RET, "NVPTXISD::RET_GLUE") X(NVPTX_DECLARE_PARAM, "NVPTXISD::DeclareParam")     \
  X(NVPTX_DECLARE_RET_PARAM, "NVPTXISD::DeclareRetParam")                                 \
  X(NVPTX_STORE_PARAM, "NVPTXISD::StoreParam") X(NVPTX_LOAD_PARAM, "NVPTXISD::LoadParam") \
  X(NVPTX_STORE_RETVAL, "NVPTXISD::StoreRetval") X(NVPTX_LOAD_ARG, "NVPTXISD::LoadArg")   \
  X(NVPTX_MUL_WIDE_SIGNED, "NVPTXISD::MUL_WIDE_SIGNED")                                   \
  X(NVPTX_MUL_WIDE_UNSIGNED, "NVPTXISD::MUL_WIDE_UNSIGNED")                               \
  X(NVPTX_BFE, "NVPTXISD::BFE") X(NVPTX_BFI, "NVPTXISD::BFI") X(NVPTX_PRMT, "NVPTXISD::PRMT") \
  X(NVPTX_LDG, "NVPTXISD::LDG") X(NVPTX_LDU, "NVPTXISD::LDU")                            \
  X(NVPTX_LOADV, "NVPTXISD::LoadV") X(NVPTX_STOREV, "NVPTXISD::StoreV")                   \
  X(NVPTX_DYNAMIC_STACKALLOC, "NVPTXISD::DYNAMIC_STACKALLOC")                             \
  X(NVPTX_BRX, "NVPTXISD::BRX") /* [chain, i32 index, bb...]: brx.idx over the blocks */ \
  /* [alo, blo, ahi, bhi] -> [lo, hi] (i64 words): an i128 add/sub with the carry (borrow) passed \
   * in the condition-code register, add.cc + addc; one node so nothing comes between */   \
  X(NVPTX_ADD_CC, "NVPTXISD::ADD_CC_PAIR") X(NVPTX_SUB_CC, "NVPTXISD::SUB_CC_PAIR")       \
  /* selected */                                                                          \
  X(MACHINE, "machine")

/* Operand conventions (LLVM's, which the builder, the legalisers and the selector share):
 *   LOAD [chain, ptr] -> [value, chain]; mem->memvt is the type in memory, mem->ext the
 *     extension when the value is wider (integers only)
 *   STORE [chain, value, ptr] -> [chain]; mem->ext = 1 when memvt is narrower (truncating)
 *   NVPTX_LOADV [chain, ptr] -> [v0 .. v(k-1), chain]  (ld.v2/.v4; k = 2 or 4)
 *   NVPTX_STOREV [chain, v0 .. v(k-1), ptr] -> [chain] (st.v2/.v4)
 *     memvt is the whole vector in memory; each value is one lane (a scalar or a 32-bit
 *     packed pair), integer lanes possibly wider than in memory (ld.v4.u8 into b16)
 *   ATOMIC_* [chain, ptr, value (, new)] -> [value, chain]; _WITH_SUCCESS adds an i1
 *   SETCC [a, b, CondCode]   SELECT [i1, t, f]   VSELECT [vector of i1, t, f]
 *   SELECT_CC [a, b, t, f, CondCode]   BR_CC [chain, CondCode, a, b, bb]
 *   BRCOND [chain, i1, bb]   BR [chain, bb]
 *   SIGN_EXTEND_INREG [x, ValueType]   FP_ROUND / FP_EXTEND / conversions [x]
 *   EXTRACT_VECTOR_ELT [vec, index] (an integer result may be wider than the lane:
 *     any-extended, e.g. i16 from v4i8)   INSERT_VECTOR_ELT [vec, elt, index]
 *   BUILD_VECTOR [e0 ..] (integer operands may be wider than the lane: truncated)
 *   EXTRACT_SUBVECTOR [vec, constant index]   CONCAT_VECTORS [v0, v1 ..]
 *   BUILD_PAIR [lo, hi]   EXTRACT_ELEMENT [pair, constant 0 (lo) or 1 (hi)]
 *   NVPTX_MUL_WIDE_* [a, b]: the full product of two narrow integers (mul.wide)
 *   NVPTX_BFE [x, start, len] (unsigned bfe)   NVPTX_PRMT [a i32, b i32, selector i32]
 *   FP16_TO_FP [i16] -> f32/f64 and FP_TO_FP16 [f32/f64] -> i16 (cvt to/from .f16 bits)
 * After operation legalisation every shift amount (SHL, SRA, SRL, ROTL, ROTR, FSHL, FSHR) is i32, as
 * PTX's shift instructions take a .u32 amount. */

typedef enum nv_isd {
#define NV_X_ENUM(name, str) NV_ISD_##name,
  NV_ISD_OPS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_ISD_COUNT
} nv_isd;

/* Condition codes, LLVM's ISD::CondCode. The first 16 are the FP predicates in fcmp
 * order; integer compares use EQ/NE, the signed S*, and the unsigned U* codes shared
 * with the unordered FP predicates (the operand type tells them apart). */
typedef enum nv_condcode {
  NV_CC_FALSE, NV_CC_OEQ, NV_CC_OGT, NV_CC_OGE, NV_CC_OLT, NV_CC_OLE, NV_CC_ONE, NV_CC_O,
  NV_CC_UO, NV_CC_UEQ, NV_CC_UGT, NV_CC_UGE, NV_CC_ULT, NV_CC_ULE, NV_CC_UNE, NV_CC_TRUE,
  NV_CC_EQ, NV_CC_NE, NV_CC_SGT, NV_CC_SGE, NV_CC_SLT, NV_CC_SLE,
  NV_CC_COUNT
} nv_condcode;

typedef struct nv_sdnode nv_sdnode;
typedef struct nv_dag nv_dag;

/* A value: one result of one node. */
typedef struct nv_sdval {
  nv_sdnode *n;
  uint32_t r;
} nv_sdval;

typedef struct nv_sduse {
  nv_sdval val;
  nv_sdnode *user;
  struct nv_sduse *next, **pprev;
} nv_sduse;

/* Load extension kinds and memory-operand description. */
enum { NV_EXT_NONE, NV_EXT_ANY, NV_EXT_SEXT, NV_EXT_ZEXT };

typedef struct nv_memop {
  nv_evt memvt;        /* the type in memory (may differ from the result: ext/trunc) */
  uint32_t align;
  uint32_t as;         /* address space */
  uint32_t flags;      /* NVCG_FLAG_VOLATILE / _INVARIANT_LOAD / _NONTEMPORAL, NV_MEM_* */
  uint8_t ext;         /* loads: NV_EXT_*; stores: 1 = truncating */
  uint8_t ordering, ordering2;
  const char *scope;   /* syncscope, NULL = system */
  const nv_value *ptr; /* IR pointer, for alias queries (noalias readonly params) */
} nv_memop;
#define NV_MEM_READONLY_NOALIAS (1u << 24) /* provably read-only for the kernel: ld.global.nc */

struct nv_sdnode {
  uint16_t op;          /* nv_isd */
  uint16_t mopc;        /* NV_ISD_MACHINE: PTX instruction (nv_ptx_opc) */
  uint16_t nres;
  uint16_t pad_;
  uint32_t nops;
  uint32_t id;          /* creation order: deterministic key for maps and tie-breaks */
  uint32_t order;       /* IR order of the instruction it came from (scheduling) */
  uint32_t flags;       /* IR flags carried over (NVCG_FLAG_NSW ..., NVCG_FMF_*) */
  nv_evt *vts;
  nv_sduse *ops;
  nv_sduse *uses;
  union {
    struct { uint64_t lo, hi; } c;        /* CONSTANT, CONSTANT_FP (bits) */
    struct { nv_value *gv; int64_t off; } ga; /* GLOBAL_ADDRESS */
    int32_t fi;                            /* FRAME_INDEX */
    uint32_t reg;                          /* REGISTER: virtual register */
    nv_block *bb;                          /* BASIC_BLOCK (IR block) */
    const char *sym;                       /* EXTERNAL_SYMBOL */
    uint32_t cc;                           /* CONDCODE */
    nv_evt vt;                             /* VALUETYPE */
    uint32_t intr;                         /* INTRINSIC_*: NV_INTR_* */
    int32_t *mask;                         /* VECTOR_SHUFFLE */
  } u;
  nv_memop *mem;        /* memory nodes */
  struct nv_mmods *mods;/* machine nodes: instruction modifiers */
  const nv_inst *ir;    /* origin, for diagnostics */
  nv_sdnode *hnext;     /* CSE chain */
  uint32_t hash;        /* CSE hash, set when it enters the table (removal and growth reuse it) */
  nv_sdnode *prev, *next; /* all nodes, creation order */
  uint32_t visit;       /* the DAG's visit_gen when a walk last reached it */
  uint8_t dead;
  uint8_t in_cse;
};

struct nv_dag {
  nv_arena *arena;
  const nv_target *tgt;
  nv_context *ctx;
  nv_sdnode *first, *last;
  nv_sdnode **chash;
  uint32_t nchash, ncse;
  uint32_t next_id;
  uint32_t cur_order;
  nv_sdval entry;       /* the entry token */
  nv_sdval root;        /* the chain that ends the block */
  const nv_inst *cur_ir;/* instruction being lowered: stamped on new nodes */
  uint32_t visit_gen;   /* graph walks mark nodes with a fresh generation, not a set */
  /* Structural changes (a node made, an operand or the root rewritten, a node deleted)
   * are counted, so that the walks between them are not repeated: dead-node removal
   * and the topological order when the DAG has not changed since they last ran (the
   * legalisers' and combiner's last sweeps usually change nothing). */
  uint32_t mut;
  uint32_t clean_mut;   /* mut when nv_dag_remove_dead last finished (valid if has_clean) */
  nv_sdnode *clean_root;/* ... and the root then */
  uint32_t topo_mut;    /* mut when topo/topo_cnt were computed (valid if topo) */
  uint32_t topo_cnt;
  nv_sdnode **topo;
  nv_sdval topo_root;
  uint8_t has_clean;
};

/* Node flag bits above the IR's NVCG_FLAG_* / NVCG_FMF_* (which stop at bit 17). */
#define NV_SDF_GUARD (1u << 28)     /* machine node: the last value operand is a guard predicate */
#define NV_SDF_GUARD_NEG (1u << 29) /* ... negated: @!%p */

/* Construction (isel/dag.c). All nodes are arena-allocated and live until the DAG goes. */
static void nv_dag_init(nv_dag *d, nv_arena *arena, const nv_target *tgt, nv_context *ctx);
static void nv_dag_free(nv_dag *d);
static nv_sdval nv_dag_node_vts(nv_dag *d, unsigned op, const nv_evt *vts, unsigned nres,
                                const nv_sdval *ops, unsigned nops);
static nv_sdval nv_dag_node(nv_dag *d, unsigned op, nv_evt vt, const nv_sdval *ops, unsigned nops);
static nv_sdval nv_dag_node0(nv_dag *d, unsigned op, nv_evt vt);
static nv_sdval nv_dag_node1(nv_dag *d, unsigned op, nv_evt vt, nv_sdval a);
static nv_sdval nv_dag_node2(nv_dag *d, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b);
static nv_sdval nv_dag_node3(nv_dag *d, unsigned op, nv_evt vt, nv_sdval a, nv_sdval b, nv_sdval c);
static nv_sdval nv_dag_const(nv_dag *d, nv_evt vt, uint64_t lo, uint64_t hi);
static nv_sdval nv_dag_const_fp(nv_dag *d, nv_evt vt, uint64_t lo, uint64_t hi);
static nv_sdval nv_dag_undef(nv_dag *d, nv_evt vt);
static nv_sdval nv_dag_condcode(nv_dag *d, unsigned cc);
static nv_sdval nv_dag_valuetype(nv_dag *d, nv_evt vt);
static nv_sdval nv_dag_setcc(nv_dag *d, nv_evt vt, nv_sdval a, nv_sdval b, unsigned cc);
/* Memory nodes are never CSE'd; the memop is copied. */
static nv_sdval nv_dag_mem_node(nv_dag *d, unsigned op, const nv_evt *vts, unsigned nres,
                                const nv_sdval *ops, unsigned nops, const nv_memop *mem);
static nv_sdval nv_dag_token_factor(nv_dag *d, const nv_sdval *chains, unsigned n);
/* Low-level construction: a fresh node (never CSE'd), and the CSE-aware constructor
 * from a template node carrying opcode, types, flags and payload. */
static nv_sdnode *nv_dag_alloc(nv_dag *d, unsigned op, const nv_evt *vts, unsigned nres,
                               const nv_sdval *ops, unsigned nops);
static nv_sdval nv_dag_get(nv_dag *d, const nv_sdnode *key, const nv_sdval *ops, unsigned nops);
/* As nv_dag_node, with IR flags (nsw, fast-math, ...) that take part in CSE. */
static nv_sdval nv_dag_node_flags(nv_dag *d, unsigned op, nv_evt vt, const nv_sdval *ops,
                                  unsigned nops, uint32_t flags);
/* Leaves. */
static nv_sdval nv_dag_register(nv_dag *d, nv_evt vt, uint32_t reg);
static nv_sdval nv_dag_basic_block(nv_dag *d, nv_block *bb);
static nv_sdval nv_dag_global_address(nv_dag *d, nv_value *gv, int64_t off);
static nv_sdval nv_dag_frame_index(nv_dag *d, int32_t fi);
static nv_sdval nv_dag_external_symbol(nv_dag *d, const char *sym);
/* Drops a node that has no uses left: unlinks its operand uses and marks it dead. */
static void nv_dag_delete_node(nv_dag *d, nv_sdnode *n);
static nv_sdval nv_sdval_of(nv_sdnode *n, uint32_t r);
static nv_evt nv_sdval_vt(nv_sdval v);
static nv_sdval nv_sdop(const nv_sdnode *n, unsigned i);
static int nv_sdval_is_const(nv_sdval v, uint64_t *lo); /* integer CONSTANT */
/* Replaces every use of `from` with `to`; the CSE table is kept consistent. */
static void nv_dag_rauw(nv_dag *d, nv_sdval from, nv_sdval to);
/* Changes one operand of a node in place (re-uniquing it). */
static void nv_dag_update_operand(nv_dag *d, nv_sdnode *n, unsigned i, nv_sdval v);
/* Marks nodes not reachable from the root as dead and unlinks their uses. */
static void nv_dag_remove_dead(nv_dag *d);
/* Live nodes in a topological order (operands before users), deterministic. The array
 * is arena memory shared by the calls between two changes of the DAG: read only. */
static nv_sdnode **nv_dag_topo_order(nv_dag *d, uint32_t *count);
/* Debug output: Graphviz dot (--view-dag). */
static void nv_dag_dot(const nv_dag *d, nv_buf *b, const char *title);
static const char *nv_isd_name(unsigned op);

/* Legalisation and combining (isel/legalize_types.c, isel/legalize_ops.c,
 * isel/combine.c). Between the two legalisers every value has a legal type; after the
 * second every node is one the selector accepts: nv_dag_check_legal tells. Errors
 * (an unsupported operation, an illegal-typed atomic) are reported through o->diag,
 * naming the IR instruction, and the legaliser returns 0. (nv_options is defined in
 * driver/passes.h, which the amalgamation places after this header.) */
struct nv_options;
static void nv_dag_combine(nv_dag *d, int after_legalize, const struct nv_options *o);
static int nv_dag_legalize_types(nv_dag *d, const struct nv_options *o);
static int nv_dag_legalize_ops(nv_dag *d, const struct nv_options *o);
/* 1 when every live node is selectable; otherwise reports the first offender (when
 * `diag` is not NULL) and returns 0. Selectable means: legal result and operand types,
 * and the target's action for the node (nv_node_action: the opcode keyed by the right
 * type, conversions by both types, loads/stores by their memory type, comparisons by
 * condition code) is Legal -- or Custom for the two forms the selector takes as they
 * are: FSIN/FCOS/FEXP2/FLOG2 f32 carrying afn (the .approx instructions) and
 * EXTRACT_VECTOR_ELT of a constant lane of a 32-bit pair. So the selector sees memory
 * accesses of power-of-two sizes at natural alignment only (integer ones possibly
 * extending / truncating: ld.u8 into a b16/b32/b64 register), no i1 in memory or in
 * arithmetic, packed vectors only through 2-lane BUILD_VECTOR / constant-lane extracts,
 * BITCAST, SELECT, AND/OR/XOR, loads and stores and the packed arithmetic the tables
 * make Legal (v4i8 lanes through NVPTX_BFE / NVPTX_PRMT on i32), i128 only in moves,
 * loads, stores, BUILD_PAIR / EXTRACT_ELEMENT and the sm_90 b128 atomics, i32 shift
 * amounts, and FP16_TO_FP / FP_TO_FP16 (cvt to/from a .b16) where f16 has no register. */
static int nv_dag_check_legal(nv_dag *d, nv_diag_sink *diag);
