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
  X(TID_W, "%tid.w") X(NTID_W, "%ntid.w") X(CTAID_W, "%ctaid.w") X(NCTAID_W, "%nctaid.w") \
  X(WARPSIZE, "WARP_SZ") X(LANEID, "%laneid") X(WARPID, "%warpid")                     \
  X(NWARPID, "%nwarpid") X(SMID, "%smid") X(NSMID, "%nsmid") X(GRIDID, "%gridid")      \
  X(LANEMASK_EQ, "%lanemask_eq") X(LANEMASK_LE, "%lanemask_le")                        \
  X(LANEMASK_LT, "%lanemask_lt") X(LANEMASK_GE, "%lanemask_ge")                        \
  X(LANEMASK_GT, "%lanemask_gt") X(CLOCK, "%clock") X(CLOCK64, "%clock64")             \
  X(GLOBALTIMER, "%globaltimer") X(SP, "%SP") X(SPL, "%SPL")                           \
  X(PM0, "%pm0") X(PM1, "%pm1") X(PM2, "%pm2") X(PM3, "%pm3")                           \
  /* environment registers (read-only, set by the driver) */                            \
  X(ENVREG0, "%envreg0") X(ENVREG1, "%envreg1")                                      \
  X(ENVREG2, "%envreg2") X(ENVREG3, "%envreg3")                                      \
  X(ENVREG4, "%envreg4") X(ENVREG5, "%envreg5")                                      \
  X(ENVREG6, "%envreg6") X(ENVREG7, "%envreg7")                                      \
  X(ENVREG8, "%envreg8") X(ENVREG9, "%envreg9")                                      \
  X(ENVREG10, "%envreg10") X(ENVREG11, "%envreg11")                                  \
  X(ENVREG12, "%envreg12") X(ENVREG13, "%envreg13")                                  \
  X(ENVREG14, "%envreg14") X(ENVREG15, "%envreg15")                                  \
  X(ENVREG16, "%envreg16") X(ENVREG17, "%envreg17")                                  \
  X(ENVREG18, "%envreg18") X(ENVREG19, "%envreg19")                                  \
  X(ENVREG20, "%envreg20") X(ENVREG21, "%envreg21")                                  \
  X(ENVREG22, "%envreg22") X(ENVREG23, "%envreg23")                                  \
  X(ENVREG24, "%envreg24") X(ENVREG25, "%envreg25")                                  \
  X(ENVREG26, "%envreg26") X(ENVREG27, "%envreg27")                                  \
  X(ENVREG28, "%envreg28") X(ENVREG29, "%envreg29")                                  \
  X(ENVREG30, "%envreg30") X(ENVREG31, "%envreg31")                                  \
  /* clusters (sm_90) */                                                                \
  X(CLUSTERID_X, "%clusterid.x") X(CLUSTERID_Y, "%clusterid.y") X(CLUSTERID_Z, "%clusterid.z") \
  X(NCLUSTERID_X, "%nclusterid.x") X(NCLUSTERID_Y, "%nclusterid.y")                    \
  X(NCLUSTERID_Z, "%nclusterid.z") X(CLUSTER_CTAID_X, "%cluster_ctaid.x")              \
  X(CLUSTER_CTAID_Y, "%cluster_ctaid.y") X(CLUSTER_CTAID_Z, "%cluster_ctaid.z")        \
  X(CLUSTER_NCTAID_X, "%cluster_nctaid.x") X(CLUSTER_NCTAID_Y, "%cluster_nctaid.y")    \
  X(CLUSTER_NCTAID_Z, "%cluster_nctaid.z") X(CLUSTERID_W, "%clusterid.w")              \
  X(NCLUSTERID_W, "%nclusterid.w") X(CLUSTER_CTAID_W, "%cluster_ctaid.w")              \
  X(CLUSTER_NCTAID_W, "%cluster_nctaid.w") X(CLUSTER_CTARANK, "%cluster_ctarank")      \
  X(CLUSTER_NCTARANK, "%cluster_nctarank") X(IS_EXPLICIT_CLUSTER, "%is_explicit_cluster")

typedef enum nv_sreg {
#define NV_X_ENUM(name, str) NV_SREG_##name,
  NV_SREGS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_SREG_COUNT
} nv_sreg;

/* The special registers whose value can change while the thread runs, so that two reads
   may differ (PTX ISA, "Special Registers": the clocks and timers count; %warpid and %smid
   give where the thread runs at the moment of reading and change when it is rescheduled;
   the performance monitoring counters %pm0-%pm3 count).
   Passes that move, merge or re-execute a read ask this one question (machine_cse,
   machine_licm, remat_block, greedy's rematerialisation). */
static int nv_sreg_varies(unsigned sreg) {
  return sreg == NV_SREG_CLOCK || sreg == NV_SREG_CLOCK64 || sreg == NV_SREG_GLOBALTIMER || sreg == NV_SREG_WARPID ||
         sreg == NV_SREG_SMID || (sreg >= NV_SREG_PM0 && sreg <= NV_SREG_PM3);
}

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
       NV_SPACE_PARAM, NV_SPACE_SHARED_CLUSTER /* .shared::cluster: sm_90, PTX ISA 7.8 */ };
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
  uint8_t phi_copy;    /* a COPY PHI elimination made (the coalescer's CSSA mode takes these) */
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
  uint8_t is_spill;    /* a spill slot the allocator made (mir/greedy.c) */
  uint8_t is_dead;     /* merged into another slot by stack slot colouring: no storage */
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
  /* A function the machine outliner made (mir/machine_outliner.c) has no IR function
   * (ir is NULL): an internal .func whose parameters and return values are the register
   * classes below, in order (the return values as one .b8 array when there are several). */
  uint8_t outlined;
  NV_VEC(uint8_t) param_rc;
  NV_VEC(uint8_t) ret_rc;
};

/* mods.mode of a CALL the machine outliner makes: a plain `call`, not `call.uni` (the call
 * site may be divergent). */
#define NV_CALL_NOT_UNI 1

/* A machine module: every function's machine IR at once, for the module-level machine
 * passes (NV_MIR_MODULE_PASSES in driver/passes.h), which run after the per-function
 * machine passes and before printing. funcs is the output order: a pass that adds
 * functions (the outliner) puts them where they must be printed (before their callers). */
typedef struct nv_mmodule {
  nv_module *ir;
  const nv_target *tgt;
  nv_arena *arena;              /* the new functions' memory */
  NV_VEC(nv_mfunc *) funcs;
  const nv_map *global_names;   /* hashed PTX names of the module's globals and functions
                                 * (nv_mmodule_is_global_name) */
} nv_mmodule;
/* Is sym the PTX name of one of the module's globals or functions (not a parameter, a
 * return value or a depot, which belong to one function)? (ptx/printer.c) */
static int nv_mmodule_is_global_name(const nv_mmodule *mm, const char *sym);

/* Construction and editing (mir/mir.c). */
static nv_mfunc *nv_mfunc_new(nv_arena *arena, const nv_target *tgt, nv_func *ir);
static nv_mblock *nv_mblock_new(nv_mfunc *mf, const nv_block *ir);
static uint32_t nv_vreg_new(nv_mfunc *mf, nv_regclass rc);
static nv_regclass nv_vreg_class(const nv_mfunc *mf, uint32_t reg);
static nv_minst *nv_minst_new(nv_mfunc *mf, unsigned opc, unsigned ndefs, unsigned nops);
static int nv_mspaces_disjoint(unsigned a, unsigned b);
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
/* Moves block mb (already in the function) to just before `before` in layout. Layout
 * decides fall-throughs: the caller keeps branches right. */
static void nv_mblock_move_before(nv_mfunc *mf, nv_mblock *mb, nv_mblock *before);
/* Unlinks mb from the layout (its instructions go with it); it must have no predecessors
 * left. Block indices are stale until nv_mfunc_number_blocks. */
static void nv_mblock_unlink(nv_mfunc *mf, nv_mblock *mb);
/* Removes mb from the function for good: unlinks it and frees what it holds outside the
 * arena (its CFG edge vectors). */
static void nv_mblock_erase(nv_mfunc *mf, nv_mblock *mb);
/* A new block on the edge from -> to: to's block operands in from's terminators now
 * name the new block, which branches to `to`. It sits just before `to` in layout, or,
 * for an edge back to an earlier block (a loop latch's), just after `from`. */
static nv_mblock *nv_mfunc_split_edge(nv_mfunc *mf, nv_mblock *from, nv_mblock *to);
static void nv_mfunc_number_blocks(nv_mfunc *mf);
/* Text dump of machine IR (for --print-after), close to PTX but with virtual
 * register numbers and pseudo-instructions visible. */
static void nv_mfunc_dump(const nv_mfunc *mf, nv_buf *b);
/* Is the instruction a block terminator (a branch, ret or exit)? */
static int nv_minst_is_term(const nv_minst *mi);
/* Does control never run past it into the next instruction or block (an unguarded bra,
 * brx.idx, ret, exit)? LLVM's isBarrier. */
static int nv_minst_is_barrier(const nv_minst *mi);
/* Does the instruction have effects beyond its defs (stores, barriers, branches, ...)? */
static int nv_minst_has_side_effects(const nv_minst *mi);
/* The first instruction of the block's trailing terminator group, or NULL. */
static nv_minst *nv_mblock_first_term(const nv_mblock *mb);
/* Is it an unguarded `bra` to a block (a jump)? */
static int nv_minst_is_jump(const nv_minst *mi);
/* A new `bra.uni to`, not yet in a block. */
static nv_minst *nv_minst_new_jump(nv_mfunc *mf, nv_mblock *to);
/* Can control run off the end of mb into the next block in layout? */
static int nv_mblock_falls_through(const nv_mblock *mb);

/* ==== Machine analyses ====
 * Each analysis is one file under mir/ and a plain struct the caller owns: a pass
 * computes what it needs, keeps it current through the update functions where an
 * analysis has them (liveness, MRPA), and frees it. Nothing is cached on nv_mfunc, so
 * no pass can read a stale result another pass left behind. The API is NV_UNUSED: a
 * build need not call every query. All of them index blocks by
 * nv_mblock.index, so they need nv_mfunc_number_blocks and nv_mfunc_compute_cfg to be
 * current; a CFG edit (new block, new edge) means computing them again. */

#define NV_MNONE 0xffffffffu

/* Dense bit sets over block indices or virtual registers, in 64-bit words. */
#define NV_BITS_WORDS(n) (((uint32_t)(n) + 63u) / 64u)
NV_UNUSED static int nv_bit_test(const uint64_t *w, uint32_t i) { return (int)((w[i >> 6] >> (i & 63)) & 1u); }
NV_UNUSED static void nv_bit_set(uint64_t *w, uint32_t i) { w[i >> 6] |= (uint64_t)1 << (i & 63); }
NV_UNUSED static void nv_bit_clear(uint64_t *w, uint32_t i) { w[i >> 6] &= ~((uint64_t)1 << (i & 63)); }

/* Operands of an instruction as register reads and writes. Reads: register operands
 * after the defs, register bases of addresses, and the guard predicate; a PHI's inputs
 * are read on their incoming edges, not in the PHI's block (the callbacks below skip
 * them; liveness handles them at the end of the predecessor). Writes: register operands
 * among the defs. A write under a guard predicate (`@%p mov %r1, ...`) may not happen,
 * so it does not end the register's previous value: nv_minst_def_kills says whether a
 * write ends it. */
NV_UNUSED static int nv_minst_def_kills(const nv_minst *mi);
/* Calls fn(reg, user) once per register read (PHI inputs excluded), in operand order. */
NV_UNUSED static void nv_minst_for_uses(const nv_minst *mi, void (*fn)(uint32_t reg, void *user), void *user);
/* Does the instruction read (PHI inputs excluded) / write register `reg`? */
NV_UNUSED static int nv_minst_reads(const nv_minst *mi, uint32_t reg);
NV_UNUSED static int nv_minst_writes(const nv_minst *mi, uint32_t reg);

/* ---- Dominator tree (mir/mdom.c): Cooper-Harvey-Kennedy over reverse post-order. */
typedef struct nv_mdom {
  uint32_t nblocks;
  nv_mblock **blocks;     /* by index */
  nv_mblock **rpo;        /* reachable blocks, reverse post-order (entry first) */
  uint32_t nrpo;
  uint32_t *rpo_num;      /* block index -> position in rpo; NV_MNONE when unreachable */
  uint32_t *idom;         /* block index -> immediate dominator's index (the entry's is
                           * itself); NV_MNONE when unreachable */
  uint32_t *dfs_in, *dfs_out; /* dominator-tree DFS interval, for O(1) dominance queries */
  uint32_t *child_first, *child_next; /* children of a block in the tree, in RPO order */
} nv_mdom;
NV_UNUSED static void nv_mdom_compute(nv_mdom *d, const nv_mfunc *mf);
NV_UNUSED static void nv_mdom_free(nv_mdom *d);
/* Does block a dominate block b (a block dominates itself)? Unreachable blocks are
 * dominated by nothing and dominate nothing. */
NV_UNUSED static int nv_mdom_dominates(const nv_mdom *d, const nv_mblock *a, const nv_mblock *b);
/* Does instruction a dominate instruction b (same block: a comes first, or a == b)? */
NV_UNUSED static int nv_mdom_inst_dominates(const nv_mdom *d, const nv_minst *a, const nv_minst *b);

/* ---- Loop nest (mir/mloops.c): natural loops, one per header (back edges t->h with h
 * dominating t; several back edges to one header make one loop). Edges of irreducible
 * cycles (a retreating edge to a block that does not dominate its source) make no loop. */
typedef struct nv_mloop {
  nv_mblock *header;
  nv_mblock *preheader;   /* the header's only predecessor outside the loop, when that
                           * block's only successor is the header; else NULL */
  int32_t parent;         /* index of the enclosing loop, -1 for an outermost loop */
  uint32_t depth;         /* 1 for an outermost loop */
  uint32_t nblocks;       /* members, nested loops' blocks included */
  uint64_t *blocks;       /* member bit set over block indices */
} nv_mloop;
typedef struct nv_mloops {
  nv_mloop *loops;        /* by header in RPO order: an enclosing loop comes before the
                           * loops inside it */
  uint32_t n;
  int32_t *innermost;     /* block index -> innermost loop containing it, -1 for none */
  uint32_t *depth;        /* block index -> loop depth, 0 outside loops */
  uint32_t nblocks;
} nv_mloops;
NV_UNUSED static void nv_mloops_compute(nv_mloops *L, const nv_mfunc *mf, const nv_mdom *d);
NV_UNUSED static void nv_mloops_free(nv_mloops *L);
NV_UNUSED static int nv_mloop_contains(const nv_mloops *L, uint32_t loop, const nv_mblock *mb);

/* ---- Block frequency (mir/mfreq.c): expected executions of each block per function
 * entry, from edge probabilities (branch weights where the block has them, else LLVM's
 * static loop-branch heuristic: an edge that stays in the source's innermost loop is 31
 * times likelier than one that leaves it; other edges equally likely), propagated in RPO
 * with each loop header scaled by 1 / (1 - probability of returning to it). Exact
 * expected visit counts on reducible CFGs (tests/unit/test_mir_analysis.c solves the
 * Markov chain to check it); a loop that cannot exit is capped at 4096 iterations. */
typedef struct nv_mfreq {
  uint32_t nblocks;
  double *freq;           /* block index -> frequency (entry = 1) */
} nv_mfreq;
NV_UNUSED static void nv_mfreq_compute(nv_mfreq *F, const nv_mfunc *mf, const nv_mdom *d, const nv_mloops *L);
NV_UNUSED static void nv_mfreq_free(nv_mfreq *F);
/* Probability of the CFG edge mb -> mb->succs.data[k]. */
NV_UNUSED static double nv_mfreq_edge_prob(const nv_mblock *mb, uint32_t k, const nv_mloops *L);

/* ---- Liveness (mir/liveness.c): live-in / live-out register sets per block, computed
 * per register by exploring backwards from its reads to its writes (the minimal
 * dataflow solution; a register read on a path with no write is live into the entry).
 * Sparse: each block keeps its live-in and live-out registers as sorted lists, and each
 * register the blocks it is live into and out of, so memory and time grow with the
 * liveness itself, not with blocks x registers (a 10^5-case switch has both large).
 * Incremental: after an edit, nv_live_touch_* names the registers whose reads or writes
 * changed (and the blocks edited), and nv_live_update recomputes only those registers;
 * it also reports which blocks' sets changed, so that MRPA rescans only those. Works on
 * SSA (PHIs: an input is live out of its predecessor) and on code after PHI
 * elimination (several writes per register). New registers (nv_vreg_new) are picked up
 * by nv_live_update; new blocks or edges need nv_live_compute. */
typedef NV_VEC(uint32_t) nv_live_list;
typedef struct nv_live {
  const nv_mfunc *mf;
  uint32_t nregs, nblocks, reg_cap;  /* reg_cap: room in the per-register arrays */
  nv_live_list *in, *out;            /* block index -> sorted registers live into / out of it */
  nv_live_list *reg_in, *reg_out;    /* register -> blocks it is live into / out of (unsorted), */
  int reg_lists;                     /* ... once built (0 after a full computation until an update) */
  uint64_t *dirty;                   /* registers to recompute, bits over reg_cap */
  nv_live_list dirty_list;           /* the same registers, as a list */
  uint32_t *killed_in;               /* register -> scratch of nv_live_update (0 between calls) */
  uint32_t *in_mark, *out_mark, *old_in_mark, *old_out_mark; /* block -> epoch stamps */
  uint32_t epoch;
  nv_mblock **blocks;                /* by index */
  /* what lets an update scan only the blocks that reference the touched registers:
   * register -> blocks holding an instruction that reads or writes it (a superset:
   * blocks join when a touched instruction sits there and never leave), built by the
   * first update's scan of the whole function; scan_all: the next update scans every
   * block again (a register was touched by itself, or an instruction outside a block) */
  nv_live_list *reg_blocks;
  int reg_blocks_built, scan_all;
  uint64_t *scan_mark;               /* block index bits, clear between updates */
} nv_live;
NV_UNUSED static void nv_live_compute(nv_live *L, const nv_mfunc *mf);
NV_UNUSED static void nv_live_free(nv_live *L);
NV_UNUSED static int nv_live_in(const nv_live *L, const nv_mblock *mb, uint32_t reg);  /* O(log) */
NV_UNUSED static int nv_live_out(const nv_live *L, const nv_mblock *mb, uint32_t reg);
/* A block's live-in / live-out registers in increasing order (*n of them; valid until
 * the next nv_live_update or nv_live_compute). */
NV_UNUSED static const uint32_t *nv_live_in_regs(const nv_live *L, const nv_mblock *mb, uint32_t *n);
NV_UNUSED static const uint32_t *nv_live_out_regs(const nv_live *L, const nv_mblock *mb, uint32_t *n);
NV_UNUSED static void nv_live_touch_reg(nv_live *L, uint32_t reg);
NV_UNUSED static void nv_live_touch_inst(nv_live *L, const nv_minst *mi); /* all it reads and writes */
/* One register whose reads or writes at mi changed (mi's other registers did not). */
NV_UNUSED static void nv_live_touch_ref(nv_live *L, const nv_minst *mi, uint32_t reg);
/* Recomputes the touched registers. changed_blocks (NULL, or a bit set over block
 * indices) gets the blocks whose live-in or live-out set changed. Costs a scan of the
 * blocks that reference the touched registers (the whole function at the first update
 * and after nv_live_touch_reg) plus their liveness (not blocks x registers). */
NV_UNUSED static void nv_live_update(nv_live *L, uint64_t *changed_blocks);

/* ---- Live ranges (mir/liveness.c): each register's live range as sorted, disjoint
 * half-open segments of slot indexes. A block spans [start, end); its k-th instruction
 * has slot start + 2k + 2, reads at that slot and writes at the slot after it, so a
 * register read for the last time by an instruction and one it writes do not overlap,
 * and a write nobody reads still occupies one slot. */
typedef struct nv_lseg {
  uint32_t start, end;
} nv_lseg;
typedef struct nv_lranges {
  uint32_t nregs;
  uint32_t *first;        /* reg -> its segments are seg[first[reg] .. first[reg + 1]) */
  nv_lseg *seg;
  uint32_t *block_start;  /* block index -> first slot */
  nv_map slot;            /* DenseMap: instruction -> slot */
} nv_lranges;
NV_UNUSED static void nv_lranges_compute(nv_lranges *R, const nv_mfunc *mf, const nv_live *L);
/* The same without the instruction -> slot map (nv_lranges_slot answers NV_MNONE): the
 * coalescer reads only the segments. */
NV_UNUSED static void nv_lranges_compute_segs(nv_lranges *R, const nv_mfunc *mf, const nv_live *L);
NV_UNUSED static void nv_lranges_free(nv_lranges *R);
NV_UNUSED static uint32_t nv_lranges_slot(const nv_lranges *R, const nv_minst *mi);
/* Do two sorted segment lists overlap? */
NV_UNUSED static int nv_lsegs_overlap(const nv_lseg *a, uint32_t na, const nv_lseg *b, uint32_t nb);

/* ---- MRPA (mir/mrpa.c): machine register pressure analysis (seeds/000, "MRPA"), per
 * register class, per block and per instruction. The pressure at an instruction is the
 * number of registers of each class live across it or written by it (live after it,
 * plus the ones it writes that die at once); a block's is the maximum of that and its
 * live-in count. Per-instruction entries are kept in a DenseMap keyed by the
 * instruction, as cicc's are. Incremental (knob incremental-update-mcse, default on):
 * after an edit the caller touches what changed (nv_mrpa_touch_*, nv_mrpa_erase before
 * removing an instruction) and nv_mrpa_update rescans only the edited blocks and those
 * whose live sets changed; with verify-update-mcse every update is compared with a full
 * recomputation, and a difference is the error "Incorrect RP info from incremental MRPA
 * update" (print-verify adds the differing classes). */
typedef struct nv_rp {
  uint16_t n[NV_RC_COUNT];  /* live registers per class */
} nv_rp;
typedef NV_VEC(nv_rp) nv_rp_vec;
typedef struct nv_mrpa {
  nv_mfunc *mf;
  nv_live live;
  nv_map at;              /* DenseMap: instruction -> index into rp */
  nv_rp_vec rp;
  nv_rp *block_max;       /* block index -> maximum pressure in the block */
  unsigned *block_units;  /* block index -> nv_rp_units(block_max): MCSE's peak per edit */
  uint64_t *dirty_blocks; /* block indices to rescan */
  uint32_t nblocks;
  int incremental, verify, print_verify;
  int per_inst;           /* per-instruction entries kept (0: block maxima only) */
  nv_diag_sink *diag;
  unsigned updates, blocks_rescanned;
} nv_mrpa;
/* Computes everything (o: the knobs and the diagnostic sink; NULL for defaults). */
NV_UNUSED static void nv_mrpa_init(nv_mrpa *R, nv_mfunc *mf, const nv_options *o);
/* The same for a caller that reads only block maxima (nv_mrpa_block): no per-instruction
 * entries (nv_mrpa_at answers NULL) unless verify-update-mcse compares them. */
NV_UNUSED static void nv_mrpa_init_blocks(nv_mrpa *R, nv_mfunc *mf, const nv_options *o);
NV_UNUSED static void nv_mrpa_free(nv_mrpa *R);
/* An edited instruction: call it after inserting or rewriting an instruction (every
 * instruction whose operands change), and before and after moving one. */
NV_UNUSED static void nv_mrpa_touch_inst(nv_mrpa *R, const nv_minst *mi);
/* Only reg changed at mi (mi now reads it instead of another register, which is touched
 * the same way): mi's block and reg's liveness are redone, not all of mi's registers. */
NV_UNUSED static void nv_mrpa_touch_ref(nv_mrpa *R, const nv_minst *mi, uint32_t reg);
NV_UNUSED static void nv_mrpa_erase(nv_mrpa *R, const nv_minst *mi); /* call before removing it */
/* Brings the pressure up to date; 0 when verification found a difference (reported). */
NV_UNUSED static int nv_mrpa_update(nv_mrpa *R);
NV_UNUSED static const nv_rp *nv_mrpa_at(const nv_mrpa *R, const nv_minst *mi); /* NULL if unknown */
NV_UNUSED static const nv_rp *nv_mrpa_block(const nv_mrpa *R, const nv_mblock *mb);
/* 32-bit register units a pressure needs (b16 counts one, 64-bit two, b128 four;
 * predicates are not counted): cicc's "RRegs". */
NV_UNUSED static unsigned nv_rp_units(const nv_rp *p);
/* The --print-reg-pressure report: per function "Max Live RRegs / PRegs" and per block
 * the maximum per class. */
NV_UNUSED static void nv_mrpa_report(const nv_mrpa *R, nv_buf *b);
/* A knob's value for this compilation; its table default when o (or o->knobs) is NULL,
 * as in unit tests that run passes directly. */
NV_UNUSED static int64_t nv_mir_knob(const nv_options *o, nv_knob_id id);

/* ---- Scheduling DAG (mir/sched_dag.c): the dependences among the instructions of one
 * scheduling region -- a run of instructions inside a block that contains no region
 * boundary (PHIs, terminators, call sequences, inline assembly) -- that any order of
 * the region must keep. Edges go from an earlier instruction to a later one:
 *   data    a register written, then read (latency: the writer's class, sched_model.h);
 *   anti    a register read, then written;
 *   output  a register written twice (a guarded write included: it may not happen);
 *   memory  two memory accesses that may touch the same bytes, one of them a store,
 *           decided by state space, the address operands (same base register in SSA
 *           form, symbol or frame object with disjoint byte ranges) and the IR alias
 *           analysis of the accesses the instructions came from (opt.h, nv_aa_alias);
 *   order   volatile accesses, atomics and accesses with a memory-model semantics,
 *           barriers, fences, warp-synchronous instructions (shfl, vote, match, redux,
 *           tensor instructions), %clock reads and every other instruction with side
 *           effects keep their order among themselves and against every memory access.
 * Loads of memory no one writes (.param, .const, ld.global.nc) depend on registers only. */
enum { NV_SDEP_DATA, NV_SDEP_ANTI, NV_SDEP_OUTPUT, NV_SDEP_MEMORY, NV_SDEP_ORDER };
/* How an instruction takes part in memory ordering. */
enum { NV_SMEM_NONE, NV_SMEM_INVARIANT, NV_SMEM_LOAD, NV_SMEM_STORE, NV_SMEM_ORDERED };
typedef struct nv_sdep {
  uint32_t node;          /* the other end: a predecessor in preds, a successor in succs */
  uint32_t lat;
  uint8_t kind;           /* NV_SDEP_* */
} nv_sdep;
typedef struct nv_snode {
  nv_minst *mi;
  uint32_t pred_first, npreds, succ_first, nsuccs; /* into nv_sdag.preds / .succs */
  uint32_t lat;           /* cycles until a reader of its result may issue */
  uint32_t depth;         /* longest latency path from a root to it (its ASAP cycle) */
  uint32_t height;        /* longest latency path from it to the end of the region */
  uint8_t cls, mem;       /* nv_sched_class, NV_SMEM_* */
} nv_snode;
typedef struct nv_sdag {
  nv_snode *n;            /* nodes in the region's original order */
  uint32_t nnodes, nedges;
  nv_sdep *preds, *succs;
  uint32_t crit;          /* critical path: max depth + height; ALAP(i) = crit - height(i) */
} nv_sdag;
/* Is mi a region boundary (it never moves and nothing moves across it)? Inside a call
 * sequence everything is: in_callseq tracks CALLSEQ_START .. CALLSEQ_END. */
NV_UNUSED static int nv_sched_boundary(const nv_minst *mi, int *in_callseq);
/* The DAG of the region [first, end) (end: the boundary after it, or NULL for the end of
 * the block). use_aa: ask the IR alias analysis (needs mf->ir alive). */
NV_UNUSED static void nv_sdag_build(nv_sdag *G, const nv_mfunc *mf, nv_minst *first, nv_minst *end, int use_aa);
NV_UNUSED static void nv_sdag_free(nv_sdag *G);
/* The memory rule for one pair, a before b (the memory and order edges are exactly the
 * pairs it accepts, up to transitivity through ordered instructions). */
NV_UNUSED static int nv_sdag_mem_conflict(const nv_mfunc *mf, const nv_minst *a, const nv_minst *b, int use_aa);
NV_UNUSED static unsigned nv_sdag_mem_kind(const nv_minst *mi);
/* The schedule checker: order lists node indices, each once. 1 when it is a permutation
 * that keeps every edge; else 0 with the first broken edge in *from / *to (NV_MNONE
 * both when order is not a permutation). */
NV_UNUSED static int nv_sdag_check(const nv_sdag *G, const uint32_t *order, uint32_t *from, uint32_t *to);

/* ---- Register pressure target (mir/greedy.c): what the allocator and block
 * rematerialisation keep pressure within. cap is the hard limit (nvcg_options.maxreg /
 * nvcgc -maxreg, or the kernel's maxnreg launch bound, whichever is lower; 0 = none);
 * units is cap, or nv-remat-default-max-reg (70) without one, plus reg-target-adjust, in
 * 32-bit registers (nv_rp_units); preds is 7 (the predicate registers a thread has) plus
 * pred-target-adjust. The adjustments are clamped to -10..+10 as the note gives them. */
typedef struct nv_reg_target {
  unsigned cap, units, preds;
} nv_reg_target;
NV_UNUSED static void nv_mir_reg_target(const nv_mfunc *mf, const nv_options *o, nv_reg_target *t);
/* in_cycle[block index] = 1 for the blocks on a cycle of the CFG, irreducible ones
 * included (which make no loop in nv_mloops): a register written once, outside every
 * cycle, keeps its value once written. Needs numbered blocks and a current CFG. */
NV_UNUSED static void nv_mir_blocks_in_cycle(const nv_mfunc *mf, uint8_t *in_cycle);
