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
    "after each legalisation step, check the type legaliser's value maps (slow)")          \
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
    "after the IR passes, report which imported functions were inlined (basic, verbose)")

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
