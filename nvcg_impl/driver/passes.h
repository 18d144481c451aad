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
#define NV_IR_PASSES(X)
#define NV_MIR_PASSES(X)

typedef struct nv_options {
  unsigned sm, ptx;          /* target; ptx 0 = lowest the target needs */
  int opt_level;
  int verify_each;
  int print_stats, time_passes;
  const char *print_after;   /* pass name, "*" for all, NULL for none */
  const char *const *disabled; /* pass names given as --disable-<name> */
  unsigned ndisabled;
  int64_t *knobs;            /* one value per knob row, in table order */
  nv_diag_sink *diag;
} nv_options;
