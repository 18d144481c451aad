/* passes.h -- the pass tables and the options every pass receives.
 *
 * A pass is a file with one entry point and one row here:
 *   IR passes:      bool nv_pass_<name>(nv_func *f, const nv_options *o)   (opt/<name>.c)
 *   machine passes: bool nv_pass_<name>(nv_mfunc *mf, const nv_options *o) (mir/<name>.c)
 * returning whether it changed anything. The order of the rows is the pipeline order;
 * a row runs at -O levels >= its min_opt. --print-after=<name>, --print-after-all,
 * --verify-each, --stats, --time-passes and --disable-<name> all come from these tables
 * (driver/pipeline.c), never from code written per pass.
 *
 * X(name, min_opt, "what it does") */
#define NV_IR_PASSES(X)                                                                      \
  /* device math library (issue 13): reflect answers decide library branches, so first */ \
  X(nvvm_reflect, 0, "answer __nvvm_reflect queries (__CUDA_FTZ, __CUDA_ARCH, ...) from the options") \
  /* issue 11 (session 12): before inline, which must not meet a call not yet rewritten */ \
  X(expand_variadics, 0, "variadic functions take a buffer of their variadic arguments (va_start, va_arg)") \
  X(inline, 0, "inline alwaysinline functions, and small internal ones at -O2")            \
  X(lower_args, 0, "kernel pointer parameters point to global memory")                      \
  /* cicc's nvptx-image-optimizer (issue 14): after inlining brings handles and queries  \
   * together; required (codegen refuses the queries it leaves) */                        \
  X(image_optimizer, 0, "answer llvm.nvvm.istypep.* on module-scope texture/surface handles and image parameters at compile time") \
  /* issue 11 (branch gpus) */                                                                \
  X(lower_printf, 0, "printf calls become vprintf with the arguments in a buffer (CUDA's ABI)") \
  X(expand_atomics, 0, "rewrite atomics PTX lacks as native ones or compare-and-swap loops") \
  X(expand_vecreduce, 0, "expand llvm.vector.reduce.* into scalar operations (a tree, or in order)") \
  X(sroa_lite, 1, "split small struct and array allocas into scalar allocas")               \
  X(mem2reg, 1, "promote allocas that never escape to SSA values")                          \
  X(expand_memops, 0, "expand memcpy, memmove and memset into loads and stores")            \
  X(lower_alloca, 0, "address the remaining allocas through the local address space")       \
  X(infer_as, 0, "move accesses through generic pointers of known space to that space")     \
  X(simplify, 1, "fold constants and simplify instructions")                                \
  X(gvn, 1, "redundant expressions and loads (alias-aware), PRE at join blocks")            \
  X(dce, 1, "delete instructions whose results are unused")                                 \
  X(simplifycfg, 1, "delete unreachable blocks, fold constant branches, merge blocks")       \
  /* loop passes (opt/loops.c is their analysis); after unrolling, the cleanup passes */    \
  /* run again so that arrays indexed by a now-constant index become registers */           \
  X(sccp, 2, "propagate constants through phis and branches that constants decide")      \
  X(simplifycfg, 1, "delete unreachable blocks, fold constant branches, merge blocks")       \
  X(instcombine, 1, "rewrite instructions into cheaper or canonical ones")                  \
  X(loop_rotate, 2, "turn top-tested loops into bottom-tested ones behind a guard")         \
  X(licm, 2, "hoist loop-invariant computations and read-only loads into preheaders")      \
  X(unroll, 2, "unroll loops: fully for small constant trip counts, else with a remainder") \
  X(simplify, 1, "fold constants and simplify instructions")                                \
  X(simplifycfg, 1, "delete unreachable blocks, fold constant branches, merge blocks")       \
  X(jump_thread, 2, "predecessors whose phi values decide a branch jump past it")           \
  X(sroa_lite, 1, "split small struct and array allocas into scalar allocas")               \
  X(mem2reg, 1, "promote allocas that never escape to SSA values")                          \
  X(simplify, 1, "fold constants and simplify instructions")                                \
  /* optmem: address folding, redundancy, vectorising (opt/sepconst.c, gvn.c, vectorize.c); */ \
  /* after unrolling, which makes most of the adjacent accesses the vectoriser joins */     \
  X(sepconst, 1, "take constant offsets out of GEP indices so accesses share a base")      \
  /* issue 10 (session 5): cheap arms of if-thens move up, so that GVN shares their bases */ \
  X(spec_exec, 1, "hoist the cheap instructions of if-then arms into the branching block") \
  X(gvn, 1, "redundant expressions and loads (alias-aware), PRE at join blocks")            \
  /* issue 10 (session 10): LLVM's NaryReassociate, after SLSR and an EarlyCSE there */      \
  X(nary_reassoc, 1, "(a+b)+c as (a+c)+b when a+c dominates (add, mul); (a+1)*n as a*n+n") \
  X(dce, 1, "delete instructions whose results are unused")                                 \
  X(simplifycfg, 1, "delete unreachable blocks, fold constant branches, merge blocks")       \
  X(vectorize, 1, "join adjacent loads and stores into .v2/.v4 accesses")                   \
  X(lsr, 2, "advance pointers through loops instead of recomputing each address")          \
  /* optperf (issue 10): idioms libNVVM forms (opt/dp4a.c) */                              \
  X(dp4a, 1, "four-byte dot products written out in integer arithmetic become dp4a")        \
  /* issue 10 (session 7): addresses hoisted out of loops come back to fold as [reg+imm] */ \
  X(sink_addr, 1, "copy constant-offset addresses next to loads and stores in other blocks") \
  X(dce, 1, "delete instructions whose results are unused")                                 \
  X(loop_pragmas, 0, "mark loops not to unroll for PTX's .pragma \"nounroll\"")              \
  X(expand_divrem, 0, "expand division and remainder wider than 64 bits into loops")         \
  X(expand_fpconvert, 0, "expand conversions between fp and integers wider than 64 bits")    \
  X(expand_frem, 0, "expand frem on double into an exact integer fmod loop")                \
  /* hostile input (issue 17) */                                                            \
  X(lower_switch, 0, "turn switches into jump tables (brx.idx), bit tests and balanced trees of comparisons")
#define NV_MIR_PASSES(X)                                                                \
  /* cicc's nvptx-replace-image-handles (issue 14): a module-scope texture or surface     \
   * handle becomes the symbol operand of the instructions that take it */                \
  X(replace_image_handles, 0, "tex/suld/sust/txq/suq on a module-scope reference's or image parameter's handle name the .texref / .surfref directly") \
  /* cicc's param-opt (issue 9): post-ISel, on SSA; the COPYs it leaves go with         \
   * machine_cse's copy propagation */                                                  \
  X(param_opt, 1, "one ld.param per parameter location: loads in blocks neither dominates move to their common dominator") \
  /* machine layer (issue 9): cicc's nvptx-peephole runs pre-RA; before machine_cse,    \
   * whose copy propagation removes the copies it leaves */                              \
  X(nvptx_peephole, 1, "masks and zero-extensions of bits known to be zero (after ld.u8) become copies") \
  /* machine LICM (issue 9): cicc's EarlyMachineLICM, on SSA before MachineCSE, which      \
   * merges what it hoists with the same values computed before the loop */               \
  X(early_machine_licm, 1, "hoist loop-invariant machine instructions into preheaders (pressure-aware, SSA)") \
  /* machine layer, part A (issue 9): machine_cse, ldgxform, coalesce */                \
  X(machine_cse, 1, "register-pressure-aware CSE over the dominator tree (MRPA)")       \
  /* cicc's nvptx-mem2reg (issue 9): on SSA, after machine_cse has merged the frame      \
   * addresses; dead_mi_elim then removes what fed only the stores */                    \
  X(nvptx_mem2reg, 1, "frame objects only stored and loaded back in one block become registers") \
  /* machine sinking (issue 9): cicc's MachineSink after MachineCSE; off unless          \
   * nvptx-enable-machine-sink */                                                       \
  X(machine_sink, 1, "move instructions into the one successor whose paths read them (nvptx-enable-machine-sink)") \
  X(dead_mi_elim, 1, "remove machine instructions whose results are never read")        \
  X(ldgxform, 1, "loads of memory no one writes during the kernel become ld.global.nc")  \
  /* instruction scheduling (issue 15): pre-RA list scheduler; --print-after=machine_sched */ \
  /* is cicc's "After Machine Scheduling" point */                                      \
  X(machine_sched, 1, "pre-RA list scheduling per block region: pressure first, then critical path") \
  /* texture group merge (issue 14): after machine_sched, which would undo its order */   \
  X(texture_group_merge, 1, "issue independent fetches from one texture back to back, ahead of their uses") \
  /* the swing modulo scheduler (issue 15): on SSA, after machine_sched, before phi_elim */ \
  X(machine_pipeliner, 2, "swing modulo scheduling of single-block loops and kernel generation (modulo variable expansion)") \
  X(phi_elim, 0, "lower machine PHIs to copies through per-PHI temporaries")            \
  X(coalesce, 1, "merge copy-related registers whose live ranges do not overlap")        \
  /* machine copy propagation (issue 9): the copies coalesce keeps; before the allocator,  \
   * which keeps whatever pressure it changes within the target (cicc's post-RA machine-cp \
   * has no allocator after it; nvcg's greedy assigns nothing, so this is the late spot) */ \
  X(machine_copy_prop, 1, "machine-cp: delete moves of a value the register already holds; forward copies") \
  /* early if-conversion (issue 9): not SSA (the arms write one register), after the \
   * copies are gone, before remat and the allocator see the code */                   \
  X(early_ifcvt, 1, "small if-then(-else) arms become guarded instructions in the branching block") \
  /* machine layer, part B (issue 9): remat_block, greedy, stack_slot_coloring */        \
  /* cicc's EarlyTailDuplicate (issue 9): pre-RA; out of SSA here, so copies need no update */ \
  X(early_tail_dup, 1, "copy small blocks entered by an unconditional branch into their predecessors (pre-RA)") \
  X(remat_block, 1, "nvptx-remat-block: recompute live-out values where they are used")  \
  X(greedy, 1, "keep register pressure within -maxreg/maxnreg: remat, split, spill")     \
  /* post-RA machine LICM (issue 9): what phi_elim, remat and greedy left in loops, */   \
  /* within the pressure target (sink-insts-to-avoid-spills) */                          \
  X(machine_licm, 1, "post-RA machine LICM: hoist loop invariants that fit the pressure target") \
  X(stack_slot_coloring, 1, "share .local spill slots whose lifetimes do not overlap")   \
  X(frame_layout, 0, "assign .local depot offsets to frame objects")                    \
  /* cicc's post-RA TailDuplicate (issue 9), before block placement as in LLVM */          \
  X(tail_duplicate, 1, "copy small blocks entered by an unconditional branch into their predecessors (post-RA)") \
  /* block placement (issue 9): the layout branch_fold then cleans up */                 \
  X(block_placement, 1, "order blocks so that likely edges fall through; copy small returns") \
  X(branch_fold, 0, "remove branches to the fall-through block")

/* Module-level machine passes: bool nv_pass_<name>(nv_mmodule *mm, const nv_options *o)
 * (mir/<name>.c). They run after every function's machine passes, on all functions'
 * machine IR at once, and before printing. The driver keeps the machine IR of the whole
 * module alive only when one of these rows will run (its level is reached, it is not
 * disabled, and its gate knob is not 0); otherwise each function is printed and freed as
 * soon as its machine passes are done, so memory stays one function's machine IR.
 *
 * X(name, min_opt, GATE_KNOB, "what it does") */
#define NV_MIR_MODULE_PASSES(X)                                                         \
  /* the machine outliner (issue 16) */                                                 \
  X(machine_outliner, 1, ENABLE_MACHINE_OUTLINER,                                       \
    "repeated instruction sequences across the module become shared .func helpers")

struct nv_options { /* typedef in isel/isel.h */
  unsigned sm, ptx;          /* target; ptx 0 = lowest the target needs */
  char sm_suffix;            /* 0, 'a' (sm_90a) or 'f' (sm_100f) */
  int ignore_global_ctors;   /* drop llvm.global_ctors/dtors instead of refusing them */
  const char *triple;        /* the triple compiled for in place of the module's (llc -mtriple); NULL: the module's */
  int opt_level;
  int verify_each;
  int print_stats, time_passes;
  int print_reg_pressure;    /* MRPA's report per function after the machine passes */
  const char *print_after;   /* pass name, "*" for all, NULL for none */
  const char *view_dag;      /* function whose block DAGs are written as Graphviz files */
  const char *const *disabled; /* pass names given as --disable-<name> */
  unsigned ndisabled;
  int64_t *knobs;            /* one value per knob row, in table order */
  /* libNVVM's -ftz, -prec-div, -prec-sqrt: what __nvvm_reflect answers (opt/nvvm_reflect.c) */
  int ftz, prec_div, prec_sqrt;
  const char *const *knob_strs; /* the same knobs as text (string knobs), or NULL */
  unsigned maxreg;           /* -maxreg: register cap for every function, 0 = none */
  /* the type legaliser's expensive checks, on without the knob (tests set it) */
  int enable_legalize_types_checking;
  const char *import_stats;  /* inliner-function-import-stats: "", "basic" or "verbose" */
  const char *pass_remarks;  /* the pass-remarks knob: pass names (commas), "*" for all */
  const char *pass_remarks_missed; /* the pass-remarks-missed knob, the same way */
  nv_diag_sink *diag;
};

/* Remarks: a pass reports what it did as a remark when the pass-remarks knob names it
 * (nvcgc --pass-remarks=<pass>), delivered through the diagnostic callback as
 * "<pass>: <message>" (driver/pipeline.c); what it missed likewise with
 * pass-remarks-missed, as "<pass> (missed): <message>". */
static int nv_pass_remarks_wanted(const nv_options *o, const char *pass);
static void nv_pass_remark(const nv_options *o, const char *pass, const char *file, unsigned line, unsigned col,
                           const char *fmt, ...) NV_PRINTF(6, 7);
/* What a pass considered and did not do (pass-remarks-missed, nvcgc --pass-remarks-missed=). */
static int nv_pass_remarks_missed_wanted(const nv_options *o, const char *pass);
static void nv_pass_remark_missed(const nv_options *o, const char *pass, const char *file, unsigned line, unsigned col,
                                  const char *fmt, ...) NV_PRINTF(6, 7);
