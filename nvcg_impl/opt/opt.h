/* opt.h -- what the IR-level passes (opt/, one pass a file) share: the CFG of a function
 * with its reverse postorder, dominator tree and dominance frontiers (analysis.c), a
 * small instruction builder for passes (irutil.c), and queries about instructions
 * (side effects, memory behaviour, intrinsic ids). The passes run per function after
 * the module is read and verified and before instruction selection; each is
 * `static int nv_pass_<name>(nv_func *f, const nv_options *o)` with a row in
 * NV_IR_PASSES (driver/passes.h). Every pass leaves the IR valid. */

#define NV_CFG_NONE 0xffffffffu

/* ---- CFG and dominators (analysis.c) ----
 * Blocks are numbered in function order (nv_block.index, refreshed on build). Edges are
 * kept with multiplicity: a conditional branch or switch reaching one block twice gives
 * two edges, as phis count them. A pass that changes the CFG builds a fresh nv_cfg.
 * nv_cfg_build lends the function's cached analysis while its CFG is unchanged (see
 * analysis.c): the arrays of an nv_cfg are read-only, and nv_cfg_free gives them back. */
typedef struct nv_cfg {
  nv_func *f;
  uint32_t n;                 /* blocks */
  nv_block **blocks;          /* by index */
  uint32_t *succ_start, *succs; /* edges out of block b: succs[succ_start[b] .. succ_start[b+1]) */
  uint32_t *pred_start, *preds; /* edges into block b */
  uint32_t nreach;            /* blocks reachable from the entry */
  uint32_t *order;            /* reverse postorder of the reachable blocks */
  uint32_t *rpo;              /* block -> position in order[], NV_CFG_NONE when unreachable */
  /* filled by nv_cfg_dominators: */
  uint32_t *idom;             /* immediate dominator; entry -> itself; NV_CFG_NONE unreachable */
  uint32_t *dom_in, *dom_out; /* DFS interval numbers of the dominator tree */
  uint32_t *dkid_start, *dkids; /* dominator-tree children, in reverse postorder */
  uint32_t *df_start, *df;    /* dominance frontiers (nv_cfg_frontiers) */
  struct nv_cfg_cache *shared; /* the function's cached CFG these arrays are lent from */
} nv_cfg;

static void nv_cfg_build(nv_cfg *g, nv_func *f);
static void nv_cfg_dominators(nv_cfg *g);
static void nv_cfg_frontiers(nv_cfg *g);
static void nv_cfg_free(nv_cfg *g);
/* Frees the function's cached CFG (end of its IR passes; lent copies keep theirs). */
static void nv_cfg_cache_drop(nv_func *f);
NV_UNUSED static int nv_cfg_reachable(const nv_cfg *g, uint32_t b) { return g->rpo[b] != NV_CFG_NONE; }
/* Block a dominates block b (both reachable; a block dominates itself). */
static int nv_cfg_dominates(const nv_cfg *g, uint32_t a, uint32_t b);
NV_UNUSED static uint32_t nv_cfg_npreds(const nv_cfg *g, uint32_t b) {
  return g->pred_start[b + 1] - g->pred_start[b];
}

/* ---- Instruction builder for passes (irutil.c) ----
 * Inserts before `before`, or at the end of `bb` when before is NULL. Operands are
 * trusted (a pass builds only valid instructions); debug builds check each with the
 * type rules. */
typedef struct nv_ib {
  nv_module *m;
  nv_block *bb;
  nv_inst *before;
} nv_ib;

static void nv_ib_at_end(nv_ib *b, nv_block *bb);
static void nv_ib_before(nv_ib *b, nv_inst *I);
static nv_inst *nv_ib_new(nv_ib *b, unsigned op, nv_type *t, unsigned nops, nv_value *const *ops,
                          const char *name);
/* Checks a built instruction with the type rules (debug builds; aborts on a bug). */
static nv_inst *nv_ib_checked(nv_inst *I);
static nv_value *nv_ib_binop(nv_ib *b, unsigned op, nv_value *x, nv_value *y, const char *name);
static nv_value *nv_ib_icmp(nv_ib *b, unsigned pred, nv_value *x, nv_value *y, const char *name);
static nv_value *nv_ib_select(nv_ib *b, nv_value *c, nv_value *x, nv_value *y, const char *name);
static nv_value *nv_ib_cast(nv_ib *b, unsigned op, nv_value *v, nv_type *to, const char *name);
static nv_inst *nv_ib_load(nv_ib *b, nv_type *t, nv_value *ptr, unsigned align, const char *name);
static nv_inst *nv_ib_store(nv_ib *b, nv_value *v, nv_value *ptr, unsigned align);
static nv_value *nv_ib_gep(nv_ib *b, nv_type *src, nv_value *base, nv_value *const *idx,
                           unsigned n, int inbounds, const char *name);
/* base + off bytes (no instruction for a zero constant offset). */
static nv_value *nv_ib_byte_gep(nv_ib *b, nv_value *base, nv_value *off, const char *name);
static nv_value *nv_ib_byte_gep_const(nv_ib *b, nv_value *base, uint64_t off, const char *name);
static nv_inst *nv_ib_phi(nv_ib *b, nv_type *t, const char *name);
static void nv_opt_phi_add(nv_inst *phi, nv_value *v, nv_block *from);
static nv_inst *nv_ib_br(nv_ib *b, nv_block *dest);
static nv_inst *nv_ib_condbr(nv_ib *b, nv_value *c, nv_block *t, nv_block *f);
static nv_value *nv_ib_extractvalue(nv_ib *b, nv_value *agg, unsigned idx, const char *name);
static nv_value *nv_ib_insertvalue(nv_ib *b, nv_value *agg, nv_value *v, unsigned idx,
                                   const char *name);
static nv_inst *nv_ib_cmpxchg(nv_ib *b, nv_value *ptr, nv_value *cmp, nv_value *nv, unsigned ord,
                              unsigned ford, const char *scope, uint32_t flags, unsigned align,
                              const char *name);
static nv_inst *nv_ib_atomicrmw(nv_ib *b, unsigned op, nv_value *ptr, nv_value *v, unsigned ord,
                                const char *scope, uint32_t flags, unsigned align, const char *name);

/* A call of the intrinsic `name` (declared in the module when missing). */
static nv_value *nv_ib_intrinsic(nv_ib *b, const char *name, nv_type *ret, nv_value *const *args,
                                 unsigned n, const char *vname);
/* The argument buffer of a variadic call (printf's for vprintf, a variadic function's
 * extra parameter): the n values as a struct, each at its natural alignment, in an alloca
 * of f's entry block (elsewhere it would be a dynamic one) named `name`, filled by stores
 * at b. A null pointer when n is 0. */
static nv_value *nv_ib_arg_buffer(nv_ib *b, nv_func *f, const nv_use *vals, unsigned n, const char *name);
/* A call of the intrinsic family `base` (llvm.maxnum, llvm.smax, ...) overloaded on the
 * scalar type t of its two operands and result: `base.f32`, `base.i16`, ... */
static nv_value *nv_ib_intrinsic2_on(nv_ib *b, const char *base, nv_value *x, nv_value *y, const char *vname);
/* Rewrites a vector binary operator or cast as one scalar instruction per lane (between
 * extractelements and insertelements), keeping I's flags; the scalar instructions go to
 * lanes[] (room for the vector's length) and I is erased. Returns the number of lanes. */
static unsigned nv_opt_scalarize(nv_inst *I, nv_inst **lanes);
static int nv_opt_expand_each(nv_func *f, int (*wants)(const nv_inst *), void (*expand)(nv_inst *));

/* A copy of I (opcode, type, flags, attributes, indices) with nops operand slots left
 * unset, not placed in any block. */
static nv_inst *nv_opt_clone_inst(nv_module *m, const nv_inst *I);
/* v's image under a value map (original -> copy), or v itself when it has none. */
static nv_value *nv_opt_map_value(const nv_map *vm, nv_value *v);

/* ---- CFG editing (irutil.c) ---- */
/* Moves `at` and everything after it into a new block placed after bb; phis in the moved
 * terminator's successors now name the new block. Returns the new block (no terminator
 * is added to bb). */
static nv_block *nv_opt_split_block(nv_block *bb, nv_inst *at, const char *name);
/* Drops one incoming entry for `from` from every phi of bb (one edge went away). */
static void nv_opt_remove_pred_edge(nv_block *bb, nv_block *from);
/* Renames incoming block `from` to `to` in every phi of bb (all entries). */
static void nv_opt_rename_pred(nv_block *bb, nv_block *from, nv_block *to);
/* Erases the block and every instruction in it; uses of its values become undef. Phis of
 * its successors must already have lost their entries for it. */
static void nv_opt_erase_block(nv_block *bb);

/* ---- Queries (irutil.c) ---- */
/* A call of the variadic printf, which lower_printf turns into vprintf (lower_printf.c). */
static int nv_lp_is_printf(const nv_inst *I);
/* The intrinsic a call invokes, NV_INTR_NONE for anything else. */
static unsigned nv_opt_call_intrinsic(const nv_inst *I);
/* The instruction can be deleted when its result is unused: no store, no call with
 * effects, no volatile or atomic access, not a terminator. */
static int nv_opt_removable(const nv_inst *I);
/* May write memory (or order memory: fences, atomics, barriers, calls with effects). */
static int nv_opt_may_write(const nv_inst *I);
/* Erases I when its result is unused and it is removable; repeats for operands that
 * become dead. Returns the number erased. */
static unsigned nv_opt_erase_if_dead(nv_inst *I);
/* Element i (of type et) of a constant aggregate or vector; NULL when c is not one. */
static nv_value *nv_opt_const_elem(nv_value *c, nv_type *et, unsigned i);
/* Replaces every bitcast from a type to itself (pointer bitcasts: with opaque pointers
 * typed-pointer input leaves `bitcast ptr %x to ptr`) by its operand. */
static int nv_opt_fold_noop_bitcasts(nv_func *f);
/* undef of a type. */
static nv_value *nv_opt_undef(nv_type *t);
/* The function's module context. */
NV_UNUSED static nv_context *nv_func_ctx(const nv_func *f) { return f->module->ctx; }
/* Alignment known for a pointer value from its definition (alloca, global, kernel
 * parameter attributes, constant-offset GEPs of those); 1 when unknown. */
static unsigned nv_opt_known_align(const nv_value *p);
/* The value phi takes when entered from `from` (NULL when from is no predecessor). */
static nv_value *nv_phi_incoming(const nv_inst *phi, const nv_block *from);
/* The base a pointer is a constant byte offset *off from, through constant-offset GEPs and
 * pointer casts (instructions and constant expressions); p itself when there are none. */
static const nv_value *nv_opt_strip_const_offsets(const nv_value *p, int64_t *off);
/* The same, through address-space casts only when keep_space is 0. */
static const nv_value *nv_opt_strip_offsets_in(const nv_value *p, int64_t *off, int keep_space);
/* Raises (with raise set) the alignment of the alloca p is a constant offset into to
 * `need`; 0 when p is no such address or its offset is not a multiple of need. */
static int nv_opt_alloca_align(nv_value *p, unsigned need, int raise);
/* How many low bits of an integer value are known to be zero (its bit width for 0),
 * from shifts, multiplications, masks, add/sub/or, extensions, truncations and induction
 * phis (irutil.c). */
static unsigned nv_opt_known_tz(const nv_value *v);
/* GVN's equality (gvn.c): same opcode, type, predicate, flags other than the poison
 * ones, indices and operands -- the two compute the same value. */
static int nv_gvn_equal(const nv_inst *a, const nv_inst *b);
/* I may run where the program would not have run it: it cannot trap, has no effects and
 * reads no memory (arithmetic, casts, comparisons, selects, GEPs, aggregate and vector
 * element operations, freeze, effect-free intrinsics that are not convergent; division
 * and remainder only by a constant that is neither 0 nor signed -1). */
static int nv_opt_speculatable(const nv_inst *I);
/* An integer predicate with its operands swapped (slt <-> sgt, ...; eq and ne stay). */
static unsigned nv_opt_icmp_swapped(unsigned pred);
/* What an integer comparison known to give `truth` says about another comparison of the
 * same operands: 1 true, 0 false, -1 unknown. `swapped`: the other compares (b, a) where
 * the known one compares (a, b). */
static int nv_opt_icmp_implies(unsigned known, int truth, unsigned other, int swapped);
/* A constant GEP's byte offset; 0 when some index is not constant. */
static int nv_opt_gep_offset(const nv_inst *gep, int64_t *off);

/* Memory and side-effect class of a call: 0 pure, 1 reads memory, 2 anything (irutil.c). */
static int nv_opt_call_effects(const nv_inst *I);

/* A knob's value for this compilation: the resolved value, or the table's default when
 * the caller gave none (the pass tests run passes with bare options). Declared in
 * driver/driver.c, which owns the knob table. */
struct nv_options;
static int64_t nv_opt_knob(const struct nv_options *o, unsigned id);

/* ---- Alias analysis (alias.c) ----
 * Stateless queries over the IR (nothing cached, nothing to invalidate after a pass
 * edits the function). Sizes are in bytes; NV_AA_UNKNOWN_SIZE when not known (a call's
 * pointer argument). Pointers are compared as values at one point of execution: both
 * queries are about the values the SSA names hold at the same time. */
#define NV_AA_UNKNOWN_SIZE UINT64_MAX
typedef enum nv_alias {
  NV_AA_NO,   /* the two ranges never share a byte */
  NV_AA_MAY,  /* unknown, or partial overlap */
  NV_AA_MUST  /* same address and same size */
} nv_alias;
/* Do [p, p+psize) and [q, q+qsize) overlap? */
static nv_alias nv_aa_alias(const nv_value *p, uint64_t psize, const nv_value *q, uint64_t qsize);
/* Mod/ref bits of an instruction for the memory [p, p+size): NV_AA_REF when it may read
 * it, NV_AA_MOD when it may write it (ordering instructions -- fences, barriers, volatile
 * and stronger-than-monotonic atomics, calls with effects -- count as both for any
 * memory another thread or a callee can reach). 0: the instruction leaves it alone. */
#define NV_AA_REF 1u
#define NV_AA_MOD 2u
NV_UNUSED static unsigned nv_aa_mod_ref(const nv_inst *I, const nv_value *p, uint64_t size);
/* The memory p points to is not written by anyone while the function runs (.const
 * space, constant globals, noalias+readonly parameters). */
static int nv_aa_never_written(const nv_value *p);
/* The memory p points to is an alloca whose address never escapes (thread-private). */
static int nv_aa_thread_private(const nv_value *p);
/* The location a load, store, atomicrmw or cmpxchg accesses; 0 for other instructions. */
static int nv_aa_inst_loc(const nv_inst *I, nv_value **ptr, uint64_t *size);
/* q - p in bytes when both are the same base plus the same variable part (so the
 * distance is a constant); 0 when that cannot be shown. */
NV_UNUSED static int nv_aa_ptr_distance(const nv_value *p, const nv_value *q, int64_t *d);
/* ---- Loops (loops.c) ----
 * Natural loops of a function with their nesting, preheader, latches and exits; a
 * snapshot like nv_cfg (the loop passes rebuild it after changing the CFG). */
typedef struct nv_loop nv_loop;
struct nv_loop {
  uint32_t header;
  uint32_t depth;             /* 1 for an outermost loop */
  nv_loop *parent;
  uint32_t nchildren;
  uint8_t *member;            /* per CFG block: in the loop (subloops included) */
  NV_VEC(uint32_t) blocks;    /* the loop's blocks in reverse postorder, header first */
  NV_VEC(uint32_t) latches;   /* blocks with a back edge to the header */
  uint32_t preheader;         /* NV_CFG_NONE when the loop has none */
  NV_VEC(uint32_t) exits;     /* blocks outside reached from inside (each once) */
};

typedef struct nv_loops {
  nv_cfg g;                   /* with dominators */
  NV_VEC(nv_loop *) all;      /* outer loops before the loops they contain */
  nv_loop **inner;            /* per block: the innermost loop containing it, or NULL */
} nv_loops;

/* A loop's counting exit and its induction variable. */
typedef struct nv_counted {
  nv_inst *phi;       /* header phi: [init, preheader], [next, latch] */
  nv_value *init;
  nv_inst *next;      /* phi + step (add or sub of a constant) */
  int64_t step;       /* signed step per iteration */
  nv_inst *br;        /* the exiting block's conditional branch */
  nv_inst *cmp;       /* its condition: icmp of (phi or next) against bound */
  nv_value *bound;    /* loop-invariant */
  int cmp_next;       /* the compare reads next (1) or phi (0) */
  int exit_on_true;   /* the branch leaves the loop when the compare is true */
  uint32_t exiting;   /* block index */
  uint64_t trip;      /* constant trip count (header runs), 0 when not constant */
} nv_counted;

static void nv_loops_build(nv_loops *LS, nv_func *f);
static void nv_loops_free(nv_loops *LS);
/* Gives every loop a preheader, one latch and dedicated exits; LS is rebuilt. */
static int nv_loops_simplify(nv_loops *LS, nv_func *f);
/* Simplified, one latch, one exit block. */
static int nv_loop_simple(const nv_loop *L);
/* Values of a loop with one exit block used outside it go through phis there. */
static int nv_loop_lcssa(nv_loops *LS, const nv_loop *L);
/* The block in which a use happens (a phi uses its value at the end of the incoming
 * block); NULL for a use outside any instruction. */
static nv_block *nv_loop_use_block(const nv_use *u);
/* v does not change in the loop. */
static int nv_loop_invariant(const nv_loops *LS, const nv_loop *L, const nv_value *v);
/* The counting exit of a simple loop and, for constants, its trip count up to limit. */
static int nv_loop_counted(const nv_loops *LS, const nv_loop *L, uint64_t limit, nv_counted *c);
/* Retargets every edge of terminator T that goes to `from` at `to`. */
static void nv_loop_retarget(nv_inst *T, nv_block *from, nv_block *to);
/* A new block nb (branching to `to`) takes over the edges into `to` from preds[]; the
 * phis of `to` move those entries into nb (loops.c). */
static void nv_loop_redirect(nv_block *to, nv_block *nb, nv_block *const *preds, uint32_t npreds);

/* ---- Shared pass bodies ---- */
/* simplify.c: folds one operation (opcode, predicate for compares, result type) on
 * constant operands; NULL when it does not fold. */
static nv_value *nv_opt_fold(unsigned op, unsigned pred, nv_type *t, nv_value *const *ops, unsigned n);
/* infer_as.c: moves accesses through generic pointers of known space to that space. */
static int nv_infer_address_spaces(nv_func *f);
/* sroa_lite.c: splits one aggregate alloca into scalar ones when every access allows;
 * returns whether it did. */
static int nv_sroa_split_alloca(nv_inst *ai);
