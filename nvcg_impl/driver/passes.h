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
  X(inline, 0, "inline alwaysinline functions, and small internal ones at -O2")            \
  X(lower_args, 0, "kernel pointer parameters point to global memory")                      \
  X(expand_atomics, 0, "rewrite atomics PTX lacks as native ones or compare-and-swap loops") \
  X(sroa_lite, 1, "split small struct and array allocas into scalar allocas")               \
  X(mem2reg, 1, "promote allocas that never escape to SSA values")                          \
  X(expand_memops, 0, "expand memcpy, memmove and memset into loads and stores")            \
  X(lower_alloca, 0, "address the remaining allocas through the local address space")       \
  X(infer_as, 0, "move accesses through generic pointers of known space to that space")     \
  X(simplify, 1, "fold constants and simplify instructions")                                \
  X(cse, 1, "dominator-scoped common-subexpression and redundant-load elimination")         \
  X(dce, 1, "delete instructions whose results are unused")                                 \
  X(simplifycfg, 1, "delete unreachable blocks, fold constant branches, merge blocks")       \
  X(expand_divrem, 0, "expand division and remainder wider than 64 bits into loops")         \
  X(expand_fpconvert, 0, "expand conversions between fp and integers wider than 64 bits")    \
  X(expand_frem, 0, "expand frem on double into an exact integer fmod loop")
#define NV_MIR_PASSES(X)                                                                \
  /* machine layer, part A (issue 9): machine_cse, ldgxform, coalesce */                \
  X(machine_cse, 1, "register-pressure-aware CSE over the dominator tree (MRPA)")       \
  X(dead_mi_elim, 1, "remove machine instructions whose results are never read")        \
  X(ldgxform, 1, "loads of memory no one writes during the kernel become ld.global.nc")  \
  X(phi_elim, 0, "lower machine PHIs to copies through per-PHI temporaries")            \
  X(coalesce, 1, "merge copy-related registers whose live ranges do not overlap")        \
  /* machine layer, part B (issue 9): remat_block, greedy, stack_slot_coloring */        \
  X(remat_block, 1, "nvptx-remat-block: recompute live-out values where they are used")  \
  X(greedy, 1, "keep register pressure within -maxreg/maxnreg: remat, split, spill")     \
  X(stack_slot_coloring, 1, "share .local spill slots whose lifetimes do not overlap")   \
  X(frame_layout, 0, "assign .local depot offsets to frame objects")                    \
  X(branch_fold, 0, "remove branches to the fall-through block")

struct nv_options { /* typedef in isel/isel.h */
  unsigned sm, ptx;          /* target; ptx 0 = lowest the target needs */
  int opt_level;
  int verify_each;
  int print_stats, time_passes;
  int print_reg_pressure;    /* MRPA's report per function after the machine passes */
  const char *print_after;   /* pass name, "*" for all, NULL for none */
  const char *view_dag;      /* function whose block DAGs are written as Graphviz files */
  const char *const *disabled; /* pass names given as --disable-<name> */
  unsigned ndisabled;
  int64_t *knobs;            /* one value per knob row, in table order */
  const char *const *knob_strs; /* the same knobs as text (string knobs), or NULL */
  unsigned maxreg;           /* -maxreg: register cap for every function, 0 = none */
  /* the type legaliser's expensive checks, on without the knob (tests set it) */
  int enable_legalize_types_checking;
  nv_diag_sink *diag;
};
