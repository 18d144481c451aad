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
  NV_KNOB_STRING
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
    "PHI elimination's coalescing: 0 none, 1 PHI copies only (CSSA), 2 all copies (deSSA)")  \
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
    "register pressure target (32-bit registers) when no -maxreg or maxnreg is given")        \
  /* ---- machine layer, part B (mir/greedy.c, remat_block.c, stack_slot_coloring.c): the   \
   * pressure target, allocation, block rematerialisation, stack slot colouring; seeds/003 \
   * ("NVPTXBlockRemat", "Register Pressure Target Knobs"), cicc's names and defaults ---- */ \
  X(REG_TARGET_ADJUST, "reg-target-adjust", NV_KNOB_INT, "0",                                 \
    "add this (-10 to +10) to the register pressure target")                                 \
  X(PRED_TARGET_ADJUST, "pred-target-adjust", NV_KNOB_INT, "0",                               \
    "add this (-10 to +10) to the predicate pressure target (7)")                           \
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
    "block remat leaves alone addresses of .local frame objects (add %SP/%SPL)")

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
