/* knobs.h -- the knob table: the tunables passes read, under the reference compiler's
 * (cicc's) names and with its defaults. It is the only list of knobs: the driver checks
 * "name=value" strings against it (driver/driver.c), --help-knobs prints it, and a pass
 * reads its knob by index (NV_KNOB_<ID>) from the values resolved for a compilation.
 * A knob enters the table together with the code that reads it.
 *
 * X(ID, "name", type, "default", "one-line help") */

typedef enum nv_knob_type {
  NV_KNOB_BOOL,   /* true/false, 1/0 (as LLVM's cl::opt<bool> takes them) */
  NV_KNOB_INT,    /* signed 32-bit decimal */
  NV_KNOB_UINT,   /* unsigned 32-bit decimal */
  NV_KNOB_STRING,
  NV_KNOB_FLOAT   /* decimal floating point (cl::opt<float>); the value's double bits in num */
} nv_knob_type;

#define NV_KNOBS(X)                                                                         \
  /* read by the type legaliser (isel/); seeds/001: DAGTypeLegalizer::PerformExpensiveChecks */ \
  X(ENABLE_LEGALIZE_TYPES_CHECKING, "enable-legalize-types-checking", NV_KNOB_BOOL, "false",  \
    "after each legalisation step, check the type legaliser's value maps (slow)")             \
  /* ---- machine layer, part A (mir/): analyses, de-SSA, pre-/post-RA passes; seeds/000 (MRPA), \
   * seeds/003 (machine passes), cicc's names and defaults ---- */                            \
  X(INCREMENTAL_UPDATE_MCSE, "incremental-update-mcse", NV_KNOB_BOOL, "true",                 \
    "update MRPA's register pressure incrementally after each edit (else recompute it)")     \
  X(VERIFY_UPDATE_MCSE, "verify-update-mcse", NV_KNOB_BOOL, "false",                          \
    "check every incremental MRPA update against a full recomputation")                      \
  X(PRINT_VERIFY, "print-verify", NV_KNOB_BOOL, "false",                                      \
    "with verify-update-mcse: print the differing pressures when the check fails")         \
  X(USEDESSA, "usedessa", NV_KNOB_INT, "2",                                                   \
    "PHI elimination's coalescing: 0 none, 1 PHI copies only (CSSA), 2 all copies (deSSA); below 2 also no pre-RA scheduling (seeds/000)")  \
  X(CSSA_COALESCE, "cssa-coalesce", NV_KNOB_INT, "1",                                         \
    "coalesce PHI operands with the PHI's result where they do not interfere (0: keep the copies)")      \
  X(ENABLE_MCSE, "enable-mcse", NV_KNOB_BOOL, "true", "run MachineCSE (machine_cse)")           \
  X(DISABLE_MACHINE_CSE, "disable-machine-cse", NV_KNOB_BOOL, "false", "do not run MachineCSE")  \
  X(RP_AWARE_MCSE, "rp-aware-mcse", NV_KNOB_BOOL, "true",                                      \
    "undo a MachineCSE that raises peak register pressure past the target")                  \
  X(PRED_AWARE_MCSE, "pred-aware-mcse", NV_KNOB_BOOL, "true",                                  \
    "undo a MachineCSE that raises peak predicate pressure past 7")                          \
  X(COPY_PROP_MCSE, "copy-prop-mcse", NV_KNOB_BOOL, "true",                                    \
    "MachineCSE first propagates SSA copies into their readers")                             \
  X(NV_REMAT_DEFAULT_MAX_REG, "nv-remat-default-max-reg", NV_KNOB_INT, "70",                   \
    "register pressure target (32-bit registers) when no -maxreg or maxnreg is given")     \
  /* ---- machine LICM (issue 9, mir/machine_licm.c); seeds/003, cicc's names ---- */         \
  X(ENABLE_MLICM, "enable-mlicm", NV_KNOB_BOOL, "true",                                       \
    "run early (pre-RA, SSA) machine LICM (early_machine_licm)")                             \
  X(DISABLE_MACHINE_LICM, "disable-machine-licm", NV_KNOB_BOOL, "false",                      \
    "do not run early machine LICM")                                                         \
  X(DISABLE_POSTRA_MACHINE_LICM, "disable-postra-machine-licm", NV_KNOB_BOOL, "false",        \
    "do not run post-RA machine LICM (machine_licm)")                                        \
  X(SINK_INSTS_TO_AVOID_SPILLS, "sink-insts-to-avoid-spills", NV_KNOB_BOOL, "true",           \
    "post-RA machine LICM leaves an instruction in its loop when hoisting could push pressure past the target") \
  /* ---- machine sinking (issue 9, mir/machine_sink.c); seeds/003: off on NVPTX ---- */      \
  X(NVPTX_ENABLE_MACHINE_SINK, "nvptx-enable-machine-sink", NV_KNOB_BOOL, "false",            \
    "run machine sinking (machine_sink): move instructions into the successor that reads them") \
  X(DISABLE_MACHINE_SINK, "disable-machine-sink", NV_KNOB_BOOL, "false",                      \
    "do not run machine sinking")                                                            \
  /* ---- instruction scheduling (issue 15, mir/machine_sched.c); seeds/000, LLVM's names ---- */ \
  X(ENABLE_MISCHED, "enable-misched", NV_KNOB_BOOL, "false",                                  \
    "run the pre-RA machine scheduler (machine_sched)")                                      \
  X(NVPTX_SCHED4REG, "nvptx-sched4reg", NV_KNOB_BOOL, "false",                                \
    "schedule for register pressure first in every block (else where MRPA's pressure exceeds the target)") \
  X(MISCHED_PERTURB_SEED, "misched-perturb-seed", NV_KNOB_UINT, "0",                          \
    "testing: non-zero schedules each region in a random legal order drawn from this seed")  \
  /* ---- the swing modulo scheduler (issue 15, mir/machine_pipeliner.c); seeds/000, LLVM's */ \
  /* names and defaults. Not rows, as they would do nothing: */                            \
  /* pipeliner-enable-copytophi (LLVM's COPY-to-PHI rewrite before scheduling: nvcg's */   \
  /* SSA body has no such COPYs), pipeliner-prune-deps (the DDG has no PHI nodes: PHIs */   \
  /* become carried edges), enable-pipeliner-opt-size (nvcg has no -Os). */                 \
  X(ENABLE_PIPELINER, "enable-pipeliner", NV_KNOB_BOOL, "true",                               \
    "run the swing modulo scheduler's analysis on single-block innermost loops (remarks)")  \
  X(PIPELINER_MVE_CG, "pipeliner-mve-cg", NV_KNOB_BOOL, "true",                              \
    "the code generator: modulo variable expansion (with pipeliner-codegen; else schedule and remark only)") \
  X(PIPELINER_EXPERIMENTAL_CG, "pipeliner-experimental-cg", NV_KNOB_BOOL, "false",             \
    "the peeling code generator (mir/pipeliner_peel.c), chosen over pipeliner-mve-cg (with pipeliner-codegen)") \
  /* nvcg's own, off by default: on the 8 corpus loops the default settings pipeline (5 */  \
  /* files; session 14, tests/bench/sched_figures.py --pipeliner), the generated code */     \
  /* executes 1.7% more PTX instructions (nvcgrun --stats), has the same registers (ptxas */  \
  /* -v; -1 in one file) and 16% more SASS; the profitability model (below) accepts all 8 */ \
  /* (single-warp in-order estimate: 30-71% fewer cycles), but it ignores the latency other */ \
  /* warps hide and no GPU timing backs it, so the pass generates code only when asked */     \
  X(PIPELINER_CODEGEN, "pipeliner-codegen", NV_KNOB_BOOL, "false",                            \
    "nvcg: generate the pipelined loops (prologue, kernel, epilogue); off: the pass only schedules and remarks") \
  /* nvcg's own: the static profitability model of machine_pipeliner.c (an in-order issue */ \
  /* simulation of the loop and of the kernel over the latency table; no GPU timing) */      \
  X(PIPELINER_PROFITABILITY, "pipeliner-profitability", NV_KNOB_BOOL, "true",                 \
    "nvcg: with pipeliner-codegen, generate a loop only where the static model gains pipeliner-min-gain %") \
  X(PIPELINER_MIN_GAIN, "pipeliner-min-gain", NV_KNOB_INT, "10",                              \
    "nvcg: least estimated gain (% of the unpipelined loop's cycles) a generated loop must have") \
  X(PIPELINER_ASSUMED_TRIP_COUNT, "pipeliner-assumed-trip-count", NV_KNOB_INT, "32",          \
    "nvcg: the trip count the profitability model assumes when it is not a constant")        \
  X(PIPELINER_MAX_MII, "pipeliner-max-mii", NV_KNOB_INT, "27",                                \
    "largest minimal initiation interval the pipeliner attempts")                            \
  X(PIPELINER_FORCE_II, "pipeliner-force-ii", NV_KNOB_INT, "0",                               \
    "schedule at this initiation interval only (0: search from the MII)")                    \
  X(PIPELINER_MAX_STAGES, "pipeliner-max-stages", NV_KNOB_INT, "3",                           \
    "largest stage index ((last cycle - first cycle) / II) a schedule may have")             \
  X(PIPELINER_PRUNE_LOOP_CARRIED, "pipeliner-prune-loop-carried", NV_KNOB_BOOL, "true",       \
    "loop-carried memory edges only between accesses that may overlap across iterations (else every pair)") \
  X(PIPELINER_IGNORE_RECMII, "pipeliner-ignore-recmii", NV_KNOB_BOOL, "false",                \
    "MII from resources only (the recurrences still constrain placement)")                  \
  X(PIPELINER_SHOW_MASK, "pipeliner-show-mask", NV_KNOB_BOOL, "false",                        \
    "with the schedule remarks, each kernel cycle's issue count and busy pipes")             \
  X(PIPELINER_DBG_RES, "pipeliner-dbg-res", NV_KNOB_BOOL, "false",                            \
    "remark each loop's resource usage per pipe (what ResMII comes from)")                  \
  X(PIPELINER_ANNOTATE_FOR_TESTING, "pipeliner-annotate-for-testing", NV_KNOB_BOOL, "false",  \
    "remark each scheduled instruction's cycle and stage")                                   \
  X(PIPELINER_II_SEARCH_RANGE, "pipeliner-ii-search-range", NV_KNOB_INT, "10",                \
    "initiation intervals tried above the MII")                                               \
  X(PIPELINER_REGISTER_PRESSURE, "pipeliner-register-pressure", NV_KNOB_BOOL, "false",        \
    "reject schedules whose estimated kernel register pressure exceeds the target less the margin (always when code is generated)") \
  X(PIPELINER_REGISTER_PRESSURE_MARGIN, "pipeliner-register-pressure-margin", NV_KNOB_INT, "5", \
    "margin (% of the register target) pipeliner-register-pressure keeps free")              \
  X(PIPELINER_FORCE_ISSUE_WIDTH, "pipeliner-force-issue-width", NV_KNOB_INT, "0",             \
    "instructions issued per cycle in the resource model (0: the SM's 1)")                   \
  /* ---- optmem: alias analysis, GVN, address folding, vectoriser, atomics (opt/) ---- */    \
  /* gvn.c: LLVM's GVN/MemoryDependence knobs */                                              \
  X(ENABLE_PRE, "enable-pre", NV_KNOB_BOOL, "true", "GVN: partial-redundancy elimination at join blocks") \
  X(MEMDEP_BLOCK_SCAN_LIMIT, "memdep-block-scan-limit", NV_KNOB_UINT, "100",                   \
    "GVN: writes examined before a load reuses an earlier value (more: not reused)")          \
  X(MEMDEP_BLOCK_NUMBER_LIMIT, "memdep-block-number-limit", NV_KNOB_UINT, "200",               \
    "GVN: blocks examined between a join block and its dominator (more: all memory clobbered)") \
  /* sepconst.c and vectorize.c: LLVM's NVPTX switches */                                  \
  X(DISABLE_SEPARATE_CONST_OFFSET_FROM_GEP, "disable-separate-const-offset-from-gep", NV_KNOB_BOOL, "false", \
    "do not take constant offsets out of GEP indices (pass sepconst)")                        \
  /* nary_reassoc.c: LLVM's NaryReassociate has no switch; named as NVPTX's above */        \
  X(DISABLE_NARY_REASSOC, "disable-nary-reassoc", NV_KNOB_BOOL, "false",                       \
    "do not reassociate sums and products against dominating ones (pass nary_reassoc)")      \
  X(DISABLE_NVPTX_LOAD_STORE_VECTORIZER, "disable-nvptx-load-store-vectorizer", NV_KNOB_BOOL, "false", \
    "do not join adjacent loads and stores into vector accesses (pass vectorize)")            \
  X(ENABLE_GVN_MEMDEP, "enable-gvn-memdep", NV_KNOB_BOOL, "true",                              \
    "GVN: reuse loaded and stored values (off: pure expressions only)")                       \
  /* spec_exec.c: LLVM's SpeculativeExecution (run as for a divergent target) */              \
  X(SPEC_EXEC_MAX_SPECULATION_COST, "spec-exec-max-speculation-cost", NV_KNOB_UINT, "7",       \
    "hoist an if-then arm only when the instructions that move cost at most this much")     \
  X(SPEC_EXEC_MAX_NOT_HOISTED, "spec-exec-max-not-hoisted", NV_KNOB_UINT, "5",                 \
    "hoist an if-then arm only when at most this many of its instructions stay")            \
  /* expand_atomics.c (nvcg's own: libNVVM has no such switch; see the file's comment) */     \
  X(NVPTX_STRICT_ATOMICS, "nvptx-strict-atomics", NV_KNOB_BOOL, "false",                       \
    "keep seq_cst/acquire/release on atomicrmw and cmpxchg (fences by the PTX memory model) instead of relaxed atoms as NVVM")     \
  /* loop passes (opt/unroll.c, licm.c, lsr.c): LLVM's LoopUnroll names; defaults as */      \
  /* NVPTX's TTI sets them (partial and runtime unrolling on, partial threshold 150/4) */   \
  X(UNROLL_THRESHOLD, "unroll-threshold", NV_KNOB_UINT, "150",                                \
    "size budget of a fully unrolled loop (instructions)")                                  \
  X(UNROLL_THRESHOLD_LOCAL, "unroll-threshold-local", NV_KNOB_UINT, "6000",                 \
    "the budget when the loop indexes a local array with its induction variable")           \
  X(UNROLL_PARTIAL_THRESHOLD, "unroll-partial-threshold", NV_KNOB_UINT, "37",               \
    "size budget of a partially or runtime unrolled loop body")                             \
  X(PRAGMA_UNROLL_THRESHOLD, "pragma-unroll-threshold", NV_KNOB_UINT, "16384",              \
    "size budget for loops with an unroll pragma")                                          \
  X(UNROLL_MAX_COUNT, "unroll-max-count", NV_KNOB_UINT, "8",                                \
    "most copies partial and runtime unrolling make without a pragma")                      \
  X(UNROLL_COUNT, "unroll-count", NV_KNOB_UINT, "0",                                        \
    "unroll every loop this many times (0: decide per loop)")                               \
  X(UNROLL_RUNTIME, "unroll-runtime", NV_KNOB_BOOL, "true",                                 \
    "unroll loops with a runtime trip count, with a remainder loop")                        \
  X(UNROLL_ALLOW_PARTIAL, "unroll-allow-partial", NV_KNOB_BOOL, "true",                     \
    "allow partial and runtime unrolling without a pragma")                                 \
  /* the inliner (opt/inline.c); budget: cicc's per-caller inliner budget (seeds/002) */    \
  X(INLINE_THRESHOLD, "inline-threshold", NV_KNOB_UINT, "300",                              \
    "cost (5 units an instruction) up to which a callee is inlined at -O2")                 \
  X(INLINE_BUDGET, "inline-budget", NV_KNOB_UINT, "20000",                                  \
    "units one caller may grow by through inlining")     \
  /* function import and linking (lto/); seeds/002 (cicc's ctor_184_0, ctor_420_0, ctor_029, \
   * ctor_186_0) */                                                                         \
  X(IMPORT_INSTR_LIMIT, "import-instr-limit", NV_KNOB_UINT, "100",                          \
    "import a function when its instruction count is at most this (times the multiplier)") \
  X(IMPORT_CUTOFF, "import-cutoff", NV_KNOB_INT, "-1",                                       \
    "import at most this many functions per module (-1: unlimited)")                       \
  X(IMPORT_INSTR_EVOLUTION_FACTOR, "import-instr-evolution-factor", NV_KNOB_FLOAT, "0.7",    \
    "threshold factor per level of transitive import")                                     \
  X(IMPORT_HOT_EVOLUTION_FACTOR, "import-hot-evolution-factor", NV_KNOB_FLOAT, "1.0",        \
    "threshold factor per level of transitive import along hot call edges")                \
  X(IMPORT_HOT_MULTIPLIER, "import-hot-multiplier", NV_KNOB_FLOAT, "10.0",                   \
    "threshold multiplier for hot call sites")                                             \
  X(IMPORT_CRITICAL_MULTIPLIER, "import-critical-multiplier", NV_KNOB_FLOAT, "100.0",        \
    "threshold multiplier for critical call sites")                                        \
  X(IMPORT_COLD_MULTIPLIER, "import-cold-multiplier", NV_KNOB_FLOAT, "0.0",                  \
    "threshold multiplier for cold call sites")                                            \
  X(PRINT_IMPORTS, "print-imports", NV_KNOB_BOOL, "false",                                   \
    "report each imported function (remarks)")                                             \
  X(PRINT_IMPORT_FAILURES, "print-import-failures", NV_KNOB_BOOL, "false",                   \
    "report each rejected import candidate with the reason (remarks)")                     \
  X(ENABLE_IMPORT_METADATA, "enable-import-metadata", NV_KNOB_BOOL, "false",                 \
    "mark imported functions with !thinlto_src_module")                                    \
  X(IMPORT_ALL_INDEX, "import-all-index", NV_KNOB_BOOL, "false",                             \
    "import every importable function of the libraries, called or not")                    \
  X(FORCE_IMPORT_ALL, "force-import-all", NV_KNOB_BOOL, "false",                             \
    "import noinline functions too")                                                       \
  X(IMPORT_CONSTANTS_WITH_REFS, "import-constants-with-refs", NV_KNOB_BOOL, "true",          \
    "import constant globals whose initialisers refer to other globals")                   \
  X(INLINER_FUNCTION_IMPORT_STATS, "inliner-function-import-stats", NV_KNOB_STRING, "",      \
    "after the IR passes, report which imported functions were inlined (basic, verbose)")     \
  /* ---- machine layer, part B (mir/greedy.c, remat_block.c, stack_slot_coloring.c): the   \
   * pressure target, allocation, block rematerialisation, stack slot colouring; seeds/003 \
   * ("NVPTXBlockRemat", "Register Pressure Target Knobs"), cicc's names and defaults ---- */ \
  X(REG_TARGET_ADJUST, "reg-target-adjust", NV_KNOB_INT, "0",                                 \
    "add this (-10 to +10) to the register pressure target")                                 \
  X(PRED_TARGET_ADJUST, "pred-target-adjust", NV_KNOB_INT, "0",                               \
    "add this (-10 to +10) to the predicate pressure target (7)")                           \
  X(DISABLE_COPYPROP, "disable-copyprop", NV_KNOB_BOOL, "false",                              \
    "do not run machine copy propagation (MachineCopyPropagation, mir/machine_copy_prop.c)")  \
  X(DISABLE_SSC, "disable-ssc", NV_KNOB_BOOL, "false",                                        \
    "do not share .local spill slots whose lifetimes do not overlap (stack slot colouring)")  \
  X(NV_DISABLE_REMAT, "nv-disable-remat", NV_KNOB_BOOL, "false",                              \
    "disable rematerialisation: nvptx-remat-block, and the allocator spills instead")         \
  X(NV_REMAT_BLOCK, "nv-remat-block", NV_KNOB_INT, "14",                                       \
    "block remat modes: 1 single-block functions too, 2 pull-in, 4 second chance, 8 into loops") \
  X(NV_REMAT_MAX_TIMES, "nv-remat-max-times", NV_KNOB_INT, "10",                               \
    "most iterations of block remat's outer loop")                                           \
  X(NV_REMAT_BLOCK_SINGLE_COST, "nv-remat-block-single-cost", NV_KNOB_INT, "10",               \
    "most clone cost block remat pays to pull in one live value")                            \
  X(NV_REMAT_BLOCK_MAP_SIZE_LIMIT, "nv-remat-block-map-size-limit", NV_KNOB_INT, "6",          \
    "most instructions in the expression block remat clones for one value")                  \
  X(NV_REMAT_BLOCK_MAX_COST, "nv-remat-block-max-cost", NV_KNOB_INT, "100",                    \
    "most total clone cost block remat pays to lower one block's pressure")                  \
  X(NV_REMAT_BLOCK_LIVEOUT_MIN_PERCENTAGE, "nv-remat-block-liveout-min-percentage",           \
    NV_KNOB_INT, "70", "a value live out of at least this % of blocks costs half to pull in") \
  X(NV_REMAT_BLOCK_LOOP_COST_FACTOR, "nv-remat-block-loop-cost-factor", NV_KNOB_INT, "20",     \
    "cost multiplier for cloning into a loop deeper than the definition")                    \
  X(NV_REMAT_BLOCK_LOAD_COST, "nv-remat-block-load-cost", NV_KNOB_INT, "10",                   \
    "clone cost of a load (ld.param, ld.const, ld.global.nc)")                                \
  X(NV_REMAT_THRESHOLD_FOR_SPEC_REG, "nv-remat-threshold-for-spec-reg", NV_KNOB_INT, "20",     \
    "most special-register reads (%tid, %ctaid, ...) block remat may clone per function")    \
  X(NV_DUMP_REMAT_BLOCK, "nv-dump-remat-block", NV_KNOB_BOOL, "false",                         \
    "block remat reports its decisions as remarks")                                          \
  X(NV_REMAT_CHECK_INTERNAL_LIVE, "nv-remat-check-internal-live", NV_KNOB_BOOL, "false",       \
    "block remat measures a block by its peak inside (MRPA), not its live-in/live-out sets") \
  X(MAX_REG_KIND, "max-reg-kind", NV_KNOB_INT, "0",                                            \
    "block remat counts pressure as 0: 32-bit registers (64-bit count 2), 1: registers")     \
  X(NO_MI_REMAT, "no-mi-remat", NV_KNOB_STRING, "",                                            \
    "comma-separated functions block remat skips")                                           \
  X(LOAD_REMAT, "load-remat", NV_KNOB_BOOL, "true",                                            \
    "block remat may clone loads of memory no one writes (ld.param, ld.const, ld.global.nc)") \
  X(VASP_FIX1, "vasp-fix1", NV_KNOB_BOOL, "false",                                             \
    "block remat leaves alone addresses of .local frame objects (add %SP/%SPL)") \
  /* ---- the machine outliner (mir/machine_outliner.c, issue 16); seeds/004, LLVM's names */ \
  X(ENABLE_MACHINE_OUTLINER, "enable-machine-outliner", NV_KNOB_INT, "0",                    \
    "machine outliner: 0 disable, 1 enable (SASS-size model), 2 only where the module's PTX instruction count falls") \
  X(OUTLINER_BENEFIT_THRESHOLD, "outliner-benefit-threshold", NV_KNOB_UINT, "1",              \
    "least net saving (bytes, 16 a SASS instruction) for a repeated sequence to be outlined")  \
  X(MACHINE_OUTLINER_RERUNS, "machine-outliner-reruns", NV_KNOB_UINT, "0",                    \
    "outliner rounds after the first (functions OUTLINED_FUNCTION_<round>_<n>)")             \
  X(ENABLE_LINKONCEODR_OUTLINING, "enable-linkonceodr-outlining", NV_KNOB_BOOL, "false",      \
    "outline from linkonce_odr functions too")                                               \
  X(OUTLINER_LEAF_DESCENDANTS, "outliner-leaf-descendants", NV_KNOB_BOOL, "true",             \
    "a repeat's occurrences are all its suffix-tree node's leaf descendants, not only its leaf children") \
  /* ---- jump tables (issue 9, opt/lower_switch.c): LLVM's TargetLoweringBase knobs ---- */ \
  X(MIN_JUMP_TABLE_ENTRIES, "min-jump-table-entries", NV_KNOB_UINT, "4",                      \
    "fewest case clusters a switch's jump table (brx.idx) covers")                          \
  X(JUMP_TABLE_DENSITY, "jump-table-density", NV_KNOB_UINT, "10",                             \
    "least percentage of a jump table's entries that are cases (the rest go to the default)") \
  X(MAX_JUMP_TABLE_SIZE, "max-jump-table-size", NV_KNOB_UINT, "4294967295",                   \
    "most entries in one jump table (0: no jump tables, switches become comparison trees)") \
  /* ---- jump threading (issue 10, opt/jump_thread.c): LLVM's name and default ---- */       \
  X(JUMP_THREADING_THRESHOLD, "jump-threading-threshold", NV_KNOB_INT, "6",                  \
    "most instructions (besides phis) of a block that jump threading copies")               \
  /* ---- nvptx-peephole (issue 9, mir/nvptx_peephole.c): cicc's name and default ---- */    \
  X(ENABLE_NVVM_PEEPHOLE, "enable-nvvm-peephole", NV_KNOB_BOOL, "true",                       \
    "run the NVPTX peephole (masks of bits already known zero, e.g. after ld.u8, go)")     \
  /* ---- nvptx-mem2reg (issue 9, mir/nvptx_mem2reg.c): cicc's name and default ---- */      \
  X(NV_DISABLE_MEM2REG, "nv-disable-mem2reg", NV_KNOB_BOOL, "false",                          \
    "do not promote .local frame objects that are only stored and loaded back to registers") \
  /* ---- early if-conversion (issue 9, mir/early_ifcvt.c): cicc's disable-early-ifcvt; \
   * LLVM's early-ifcvt-limit with nvcg's default (guarded arms run on every path) ---- */ \
  X(DISABLE_EARLY_IFCVT, "disable-early-ifcvt", NV_KNOB_BOOL, "false",                        \
    "do not turn small if-then(-else) blocks into guarded straight-line code")               \
  X(EARLY_IFCVT_LIMIT, "early-ifcvt-limit", NV_KNOB_INT, "4",                                 \
    "most instructions in one arm that early if-conversion guards")                           \
  /* ---- block placement (issue 9, mir/block_placement.c): LLVM's names and defaults ---- */ \
  X(DISABLE_BLOCK_PLACEMENT, "disable-block-placement", NV_KNOB_BOOL, "false",                \
    "keep the selected block order (no machine block placement)")                           \
  X(DISABLE_BRANCH_FOLD, "disable-branch-fold", NV_KNOB_BOOL, "false",                        \
    "do not run branch folding (branch_fold: empty blocks, redundant branches, tail merging)") \
  X(ENABLE_TAIL_MERGE, "enable-tail-merge", NV_KNOB_BOOL, "true",                             \
    "branch folding merges identical tails of blocks that go to one block")                 \
  X(TAIL_MERGE_SIZE, "tail-merge-size", NV_KNOB_INT, "3",                                      \
    "fewest identical instructions a merged tail has")                                      \
  /* ---- tail duplication (issue 9, mir/tail_duplicate.c): cicc's and LLVM's names ---- */  \
  X(DISABLE_EARLY_TAILDUP, "disable-early-taildup", NV_KNOB_BOOL, "false",                    \
    "do not copy small blocks into their predecessors before allocation")                   \
  X(DISABLE_TAIL_DUPLICATE, "disable-tail-duplicate", NV_KNOB_BOOL, "false",                  \
    "do not copy small blocks into their predecessors after allocation")                    \
  X(TAIL_DUP_SIZE, "tail-dup-size", NV_KNOB_INT, "2",                                          \
    "most instructions besides its branches in a block tail duplication copies")            \
  X(TAIL_DUP_PLACEMENT, "tail-dup-placement", NV_KNOB_BOOL, "true",                           \
    "block placement copies small return blocks into the blocks that branch to them")       \
  X(TAIL_DUP_PLACEMENT_THRESHOLD, "tail-dup-placement-threshold", NV_KNOB_INT, "2",           \
    "most instructions in a return block that block placement copies")                      \
  /* ---- texture group merge (issue 14, mir/texture_group_merge.c); cicc's names for these \
   * are not known: nvcg's own ---- */                                                       \
  X(TEXTURE_GROUP_MERGE_SULD, "texture-group-merge-suld", NV_KNOB_BOOL, "true",               \
    "texture group merge also groups surface loads (suld) from one surface")                 \
  X(TEXTURE_GROUP_MERGE_SHARED, "texture-group-merge-shared", NV_KNOB_BOOL, "false",          \
    "texture group merge also groups ld.shared from one base register or symbol")            \
  X(TEXTURE_GROUP_MERGE_MAX_SIZE, "texture-group-merge-max-size", NV_KNOB_UINT, "8",          \
    "most instructions texture group merge puts in one group (0: no limit)")                 \
  /* remarks of every pass that emits them (LLVM's -pass-remarks; nvcgc --pass-remarks=) */  \
  X(PASS_REMARKS, "pass-remarks", NV_KNOB_STRING, "",                                         \
    "report the optimisations of these passes as remarks (names separated by commas, * for all)") \
  X(PASS_REMARKS_MISSED, "pass-remarks-missed", NV_KNOB_STRING, "",                           \
    "report what these passes considered and did not do, as remarks (as pass-remarks)")

typedef enum nv_knob_id {
#define NV_X_ENUM(id, name, type, def, help) NV_KNOB_##id,
  NV_KNOBS(NV_X_ENUM)
#undef NV_X_ENUM
  NV_KNOB_COUNT
} nv_knob_id;

/* The knob values one compilation runs with: the defaults, overridden by the options'
 * "name=value" strings in order (the last assignment to a knob wins). */
typedef struct nv_knob_values {
  int64_t num[NV_KNOB_COUNT];      /* bool (0/1), int and uint knobs */
  const char *str[NV_KNOB_COUNT];  /* string knobs (pointing into the options or the table) */
} nv_knob_values;

/* driver/driver.c: the values of one compilation's knobs (0 after reporting a bad
 * assignment), and a float knob's value from its slot. */
static int nv_knobs_resolve(nv_diag_sink *sink, const nvcg_options *o, nv_knob_values *kv);
static double nv_knob_float(int64_t bits);
