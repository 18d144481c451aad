/* mir.h -- machine IR: functions, blocks and PTX instructions on virtual registers.
 *
 * Instruction selection produces it; machine passes (one pass a file, see the pass
 * table in driver/) transform it; the PTX printer writes it out. Registers are
 * virtual and typed by register class (target.h, NV_REGCLASSES); PTX has no physical
 * registers, so "allocation" in nvcg means pressure control (maxreg, .local spills,
 * rematerialisation), never assignment.
 *
 * An instruction is one row of the PTX instruction table (target/ptx_insns.h), its
 * per-instance modifiers (rounding, state space, vector width, ...) and its operands:
 * definitions first, then uses. An optional guard predicate makes it `@%p` / `@!%p`. */

typedef struct nv_mfunc nv_mfunc;
typedef struct nv_mblock nv_mblock;
typedef struct nv_minst nv_minst;

/* Operand kinds. */
enum {
  NV_MO_REG,    /* virtual register */
  NV_MO_IMM,    /* integer immediate */
  NV_MO_FPIMM,  /* floating-point immediate: bits in imm, type in vt */
  NV_MO_ADDR,   /* [base + imm]: base is a register, a symbol, or a frame index */
  NV_MO_BLOCK,  /* branch target */
  NV_MO_SYM,    /* a symbol by name (global, function, param) */
  NV_MO_SREG    /* a special register (%tid.x, ...): sreg */
};

/* Special registers PTX reads with mov. X(NAME, "ptx name") */
#define NV_SREGS(X)                                                                    \
  X(TID_X, "%tid.x") X(TID_Y, "%tid.y") X(TID_Z, "%tid.z")                             \
  X(NTID_X, "%ntid.x") X(NTID_Y, "%ntid.y") X(NTID_Z, "%ntid.z")                       \
  X(CTAID_X, "%ctaid.x") X(CTAID_Y, "%ctaid.y") X(CTAID_Z, "%ctaid.z")                 \
  X(NCTAID_X, "%nctaid.x") X(NCTAID_Y, "%nctaid.y") X(NCTAID_Z, "%nctaid.z")           \
  X(WARPSIZE, "WARP_SZ") X(LANEID, "%laneid") X(WARPID, "%warpid")                     \
  X(NWARPID, "%nwarpid") X(SMID, "%smid") X(NSMID, "%nsmid") X(GRIDID, "%gridid")      \
  X(LANEMASK_EQ, "%lanemask_eq") X(LANEMASK_LE, "%lanemask_le")                        \
  X(LANEMASK_LT, "%lanemask_lt") X(LANEMASK_GE, "%lanemask_ge")                        \
  X(LANEMASK_GT, "%lanemask_gt") X(CLOCK, "%clock") X(CLOCK64, "%clock64")             \
  X(GLOBALTIMER, "%globaltimer") X(SP, "%SP") X(SPL, "%SPL")                           \
  /* clusters (sm_90) */                                                                \
  X(CLUSTERID_X, "%clusterid.x") X(CLUSTERID_Y, "%clusterid.y") X(CLUSTERID_Z, "%clusterid.z") \
  X(NCLUSTERID_X, "%nclusterid.x") X(NCLUSTERID_Y, "%nclusterid.y")                    \
  X(NCLUSTERID_Z, "%nclusterid.z") X(CLUSTER_CTAID_X, "%cluster_ctaid.x")              \
  X(CLUSTER_CTAID_Y, "%cluster_ctaid.y") X(CLUSTER_CTAID_Z, "%cluster_ctaid.z")        \
  X(CLUSTER_NCTAID_X, "%cluster_nctaid.x") X(CLUSTER_NCTAID_Y, "%cluster_nctaid.y")    \
  X(CLUSTER_NCTAID_Z, "%cluster_nctaid.z") X(CLUSTER_CTARANK, "%cluster_ctarank")      \
  X(CLUSTER_NCTARANK, "%cluster_nctarank") X(IS_EXPLICIT_CLUSTER, "%is_explicit_cluster")

typedef enum nv_sreg {
#define NV_X_ENUM(name, str) NV_SREG_##name,
  NV_SREGS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_SREG_COUNT
} nv_sreg;

typedef struct nv_mop {
  uint8_t kind;
  uint8_t sreg;       /* NV_MO_SREG */
  uint8_t base_kind;  /* NV_MO_ADDR: NV_MO_REG, NV_MO_SYM, NV_MO_SREG (%SP/%SPL in sreg), or
                       * NV_MO_IMM meaning a frame index (sreg then names the frame register,
                       * %SP or %SPL, that frame layout turns it into) */
  uint8_t pad_;
  uint32_t reg;       /* NV_MO_REG, NV_MO_ADDR with a register base */
  int64_t imm;        /* NV_MO_IMM; NV_MO_ADDR offset; NV_MO_FPIMM bits */
  nv_evt vt;          /* NV_MO_FPIMM type */
  int32_t fi;         /* NV_MO_ADDR with a frame-index base */
  const char *sym;    /* NV_MO_SYM; NV_MO_ADDR with a symbol base */
  nv_mblock *mbb;     /* NV_MO_BLOCK */
} nv_mop;

/* Per-instance modifiers. Which ones an instruction prints is decided by its row's
 * template in the PTX table; values not used by the row stay 0. */
typedef struct nv_mmods {
  uint8_t rnd;      /* NV_RND_* */
  uint8_t ftz, sat;
  uint8_t approx;   /* 0, NV_APPROX, NV_FULL */
  uint8_t cmp;      /* setp/set: NV_CMP_* */
  uint8_t boolop;   /* setp .and/.or/.xor with a predicate */
  uint8_t space;    /* NV_SPACE_* */
  uint8_t cache;    /* NV_CACHE_* (.nc, .volatile, .cg, ...) */
  uint8_t vec;      /* 0/1 scalar, 2, 4 */
  uint8_t sem;      /* NV_SEM_* */
  uint8_t scope;    /* NV_SCOPE_* */
  uint8_t mode;     /* family-specific: shfl mode, vote mode, atom op, prmt mode, ... */
  uint8_t uni;      /* bra.uni / call.uni */
} nv_mmods;

enum { NV_RND_NONE, NV_RND_RN, NV_RND_RZ, NV_RND_RM, NV_RND_RP, NV_RND_RNI, NV_RND_RZI,
       NV_RND_RMI, NV_RND_RPI, NV_RND_RNA };
enum { NV_APPROX_NONE, NV_APPROX, NV_FULL };
enum { NV_SPACE_GENERIC, NV_SPACE_GLOBAL, NV_SPACE_SHARED, NV_SPACE_LOCAL, NV_SPACE_CONST,
       NV_SPACE_PARAM };
enum { NV_CACHE_NONE, NV_CACHE_NC, NV_CACHE_VOLATILE, NV_CACHE_CG, NV_CACHE_CS, NV_CACHE_CA,
       NV_CACHE_LU, NV_CACHE_CV };
enum { NV_SEM_NONE, NV_SEM_RELAXED, NV_SEM_ACQUIRE, NV_SEM_RELEASE, NV_SEM_ACQ_REL,
       NV_SEM_SC, NV_SEM_VOLATILE /* ld.volatile / st.volatile: printed where .sem goes */ };
enum { NV_SCOPE_NONE, NV_SCOPE_CTA, NV_SCOPE_CLUSTER, NV_SCOPE_GPU, NV_SCOPE_SYS };
/* setp comparison operators (PTX spelling order) */
enum { NV_CMP_EQ = 1, NV_CMP_NE, NV_CMP_LT, NV_CMP_LE, NV_CMP_GT, NV_CMP_GE, NV_CMP_LO,
       NV_CMP_LS, NV_CMP_HI, NV_CMP_HS, NV_CMP_EQU, NV_CMP_NEU, NV_CMP_LTU, NV_CMP_LEU,
       NV_CMP_GTU, NV_CMP_GEU, NV_CMP_NUM, NV_CMP_NAN };

struct nv_minst {
  uint16_t opc;        /* nv_ptx_opc */
  uint8_t ndefs;
  uint8_t pred_neg;    /* guard is @!%p */
  uint32_t nops;       /* defs + uses */
  uint32_t pred;       /* guard predicate register, 0 = none */
  nv_mmods mods;
  nv_mop *ops;
  nv_minst *prev, *next;
  nv_mblock *parent;
  const nv_inst *ir;   /* origin (diagnostics, remarks) */
};

struct nv_mblock {
  nv_mfunc *parent;
  nv_minst *first, *last;
  nv_mblock *prev, *next;
  uint32_t index;
  const nv_block *ir;  /* the IR block it came from, NULL for blocks made later */
  NV_VEC(nv_mblock *) preds;
  NV_VEC(nv_mblock *) succs;
};

/* A .local frame object: allocas and spill slots. */
typedef struct nv_frame_obj {
  uint64_t size;
  uint32_t align;
  int64_t offset;      /* assigned by frame layout, -1 before */
  uint8_t is_spill;
} nv_frame_obj;

struct nv_mfunc {
  nv_arena *arena;
  const nv_target *tgt;
  nv_func *ir;
  const char *name;
  nv_mblock *first, *last;
  uint32_t nblocks;
  NV_VEC(uint8_t) vreg_class;   /* vreg -> nv_regclass; vreg 0 is reserved (none) */
  NV_VEC(nv_frame_obj) frame;
  uint64_t depot_size;          /* after frame layout */
  uint32_t depot_align;
  uint8_t is_ssa;               /* each vreg defined once, machine PHIs allowed (until phi_elim) */
  uint8_t uses_sp;              /* needs %SP (generic frame pointer) */
  uint8_t uses_spl;             /* needs %SPL (local frame pointer) */
};

/* Construction and editing (mir/mir.c). */
static nv_mfunc *nv_mfunc_new(nv_arena *arena, const nv_target *tgt, nv_func *ir);
static nv_mblock *nv_mblock_new(nv_mfunc *mf, const nv_block *ir);
static uint32_t nv_vreg_new(nv_mfunc *mf, nv_regclass rc);
static nv_regclass nv_vreg_class(const nv_mfunc *mf, uint32_t reg);
static nv_minst *nv_minst_new(nv_mfunc *mf, unsigned opc, unsigned ndefs, unsigned nops);
static void nv_minst_append(nv_mblock *mb, nv_minst *mi);
static void nv_minst_insert_before(nv_minst *before, nv_minst *mi);
static void nv_minst_remove(nv_minst *mi);
static nv_mop nv_mop_reg(uint32_t reg);
static nv_mop nv_mop_imm(int64_t imm);
static nv_mop nv_mop_fpimm(nv_evt vt, uint64_t bits);
static nv_mop nv_mop_block(nv_mblock *mb);
static nv_mop nv_mop_sym(const char *sym);
static nv_mop nv_mop_sreg(nv_sreg s);
static nv_mop nv_mop_addr_reg(uint32_t reg, int64_t off);
static nv_mop nv_mop_addr_sym(const char *sym, int64_t off);
static nv_mop nv_mop_addr_fi(int32_t fi, int64_t off);
static int32_t nv_frame_new(nv_mfunc *mf, uint64_t size, uint32_t align, int is_spill);
static void nv_mfunc_compute_cfg(nv_mfunc *mf);   /* preds/succs from terminators */
static void nv_mfunc_number_blocks(nv_mfunc *mf);
/* Text dump of machine IR (for --print-after), close to PTX but with virtual
 * register numbers and pseudo-instructions visible. */
static void nv_mfunc_dump(const nv_mfunc *mf, nv_buf *b);
/* Is the instruction a block terminator (a branch, ret or exit)? */
static int nv_minst_is_term(const nv_minst *mi);
/* Does the instruction have effects beyond its defs (stores, barriers, branches, ...)? */
static int nv_minst_has_side_effects(const nv_minst *mi);
/* The first instruction of the block's trailing terminator group, or NULL. */
static nv_minst *nv_mblock_first_term(const nv_mblock *mb);
