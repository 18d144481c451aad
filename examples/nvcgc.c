/* nvcgc -- the llc-like command-line driver: reads LLVM/NVVM assembly (or SPIR-V, when
 * that front end is built in), verifies it, and writes PTX (or, with --emit=ll, the IR
 * as nvcg prints it; with --emit=summary, its module summary). Several inputs are
 * linked into the first (nvcg_module_link); --import-from libraries are registered in
 * the context and imported from on demand (nvcg_module_import). It uses only the public
 * API, linked against build/nvcg.o.
 *
 *   nvcgc [options] INPUT...     (INPUT "-" reads standard input)
 *
 * NVCGC_WITH_SPIRV (mk/nvcgc.mk defines it when the Khronos SPIRV-Headers are installed)
 * builds in the SPIR-V front end, frontends/nvcg_spirv.h, with --entry and --spec.
 *
 * Every error ends the program with exit status 1 and a message on stderr. */
#include "../nvcg.h"
#ifdef NVCGC_WITH_SPIRV
#define NVCG_SPIRV_IMPLEMENTATION
#include "../frontends/nvcg_spirv.h"
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPIRV_MAGIC 0x07230203u

typedef enum { IN_AUTO, IN_LL, IN_SPIRV } input_kind;
typedef enum { EMIT_PTX, EMIT_LL, EMIT_SUMMARY } emit_kind;

typedef struct args {
  const char **inputs;  /* linked in this order into the first */
  unsigned ninputs;
  const char **imports; /* --import-from libraries, in search order */
  unsigned nimports;
  const char **summaries; /* --summary-file */
  unsigned nsummaries;
  const char *output;
  input_kind kind;
  emit_kind emit;
  nvcg_options opt;
  const char **knobs;
  unsigned nknobs;
  const char *entry;    /* SPIR-V: --entry NAME */
  const char **specs;   /* SPIR-V: --spec ID=VALUE, as given */
  unsigned nspecs;
  const char **disabled; /* --disable-PASS */
  unsigned ndisabled;
} args;

static const char *prog = "nvcgc";

static void usage(FILE *f) {
  fprintf(f,
          "usage: %s [options] INPUT...\n"
          "Compiles LLVM/NVVM assembly (.ll) or SPIR-V to PTX. INPUT \"-\" is standard input;\n"
          "several inputs are linked into one module (LLVM's linkage rules).\n"
          "\n"
          "  -o FILE             write the output to FILE (default: standard output)\n"
          "  -mcpu=sm_XX         target GPU (default sm_75); sm_XXa architecture-specific\n"
          "                      (sm_90a, sm_100a, ...), sm_XXf family (sm_100f, ...)\n"
          "  -march=nvptx64      as llc: compile as 64-bit NVPTX whatever the module's\n"
          "                      target triple says (32-bit nvptx is refused)\n"
          "  -mtriple=TRIPLE     as llc: this triple in place of the module's (nvptx64 only)\n"
          "  --ignore-global-ctors compile modules with llvm.global_ctors/dtors, leaving them\n"
          "                      out (the CUDA driver runs no device constructors)\n"
          "  -mattr=+ptxNN       PTX ISA version NN/10 (default: the lowest the target needs)\n"
          "  -O0 -O1 -O2 -O3     optimisation level (default -O2)\n"
          "  -maxreg=N           keep register pressure within N registers per thread\n"
          "                      (remat, splitting, .local spills; default: no cap); give\n"
          "                      ptxas the same cap (-maxrregcount=N)\n"
          "  -ftz=0|1            flush f32 subnormals in device libraries (libNVVM's option:\n"
          "                      __nvvm_reflect(\"__CUDA_FTZ\"); default 0)\n"
          "  -prec-div=0|1       IEEE-rounded f32 division in device libraries (default 1)\n"
          "  -prec-sqrt=0|1      IEEE-rounded f32 square root in device libraries (default 1)\n"
          "  --emit=ptx|ll|summary\n"
          "                      write PTX (default), the IR after reading, linking and\n"
          "                      importing, or the module summary of the (linked) input\n"
          "  --import-from=FILE  a library (.ll) to import the functions the input calls\n"
          "                      from, on demand; repeatable (searched in order)\n"
          "  --summary-file=FILE the module summary of an --import-from library (as\n"
          "                      --emit=summary wrote it), used instead of computing one\n"
          "  -x ll|spirv         input language (default: from the file name's extension, or\n"
          "                      SPIR-V when the input starts with its magic number)\n"
          "  --entry NAME        SPIR-V: translate only this entry point (default: all)\n"
          "  --spec ID=VALUE     SPIR-V: set the specialization constant with SpecId ID;\n"
          "                      repeatable\n"
          "  --knob NAME=VALUE   set a knob; repeatable (a bare NAME sets a boolean knob)\n"
          "  --help-knobs        list the knobs with their defaults\n"
          "  --verify-each       run the verifiers after every pass\n"
          "  --print-after-all   print the IR after every pass\n"
          "  --print-after=PASS  print the IR after PASS\n"
          "  --stats             report pass statistics\n"
          "  --time-passes       report the time each pass takes\n"
          "  --disable-PASS      do not run PASS (a pass name as --print-after takes it);\n"
          "                      repeatable; the passes -O0 runs cannot be disabled\n"
          "  --pass-remarks=PASS report what PASS did as remarks (the pass-remarks knob:\n"
          "                      names separated by commas, * for all; e.g. machine-outliner)\n"
          "  --pass-remarks-missed=PASS  what PASS considered and did not do, the same way\n"
          "  --print-reg-pressure report each function's register pressure (max live\n"
          "                      32-bit registers and predicates, per block per class)\n"
          "  --view-dag=FUNCTION write FUNCTION's block DAGs as Graphviz files\n"
          "                      FUNCTION.BLOCK.{built,legal,selected}.dot (current directory)\n"
          "  --help              this text\n"
          "  --version           the nvcg version\n",
          prog);
}

static void diag_handler(const nvcg_diagnostic *d, void *user) {
  static const char *const sev[] = {"note", "remark", "warning", "error"};
  const char *s = (unsigned)d->severity < 4 ? sev[d->severity] : "error";
  (void)user;
  if (d->file && d->line) fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->col, s, d->message);
  else if (d->file) fprintf(stderr, "%s: %s: %s\n", d->file, s, d->message);
  else fprintf(stderr, "%s: %s: %s\n", prog, s, d->message);
}

static int fail(const char *fmt, const char *arg) {
  fprintf(stderr, "%s: error: ", prog);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return 1;
}

static int help_knobs(void) {
  unsigned i, n = nvcg_knob_count();
  printf("knobs (--knob NAME=VALUE):\n");
  for (i = 0; i < n; i++) {
    const char *name, *def, *help;
    nvcg_knob_info(i, &name, &def, &help);
    printf("  %-40s default %-8s %s\n", name, def, help);
  }
  return 0;
}

/* Parses "sm_XX", "sm_XXa" or "sm_XXf" (the suffix goes to *suffix); 0 when malformed. */
static unsigned parse_sm(const char *s, int *suffix) {
  unsigned v = 0;
  *suffix = 0;
  if (strncmp(s, "sm_", 3) != 0 || !s[3]) return 0;
  for (s += 3; *s; s++) {
    if ((*s == 'a' || *s == 'f') && v && !s[1]) {
      *suffix = *s;
      break;
    }
    if (*s < '0' || *s > '9' || v > 10000) return 0;
    v = v * 10 + (unsigned)(*s - '0');
  }
  return v;
}

/* Parses "+ptxNN[,+ptxNN...]"; 0 on success. */
static int parse_mattr(const char *s, nvcg_options *o) {
  while (*s) {
    const char *end = strchr(s, ',');
    size_t len = end ? (size_t)(end - s) : strlen(s);
    unsigned v = 0;
    size_t i;
    if (len < 5 || strncmp(s, "+ptx", 4) != 0) return 1;
    for (i = 4; i < len; i++) {
      if (s[i] < '0' || s[i] > '9' || v > 1000) return 1;
      v = v * 10 + (unsigned)(s[i] - '0');
    }
    o->ptx_version = v;
    s += len;
    if (*s == ',') s++;
  }
  return 0;
}

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, args *a) {
  int i;
  memset(a, 0, sizeof *a);
  nvcg_options_init(&a->opt);
  a->knobs = (const char **)calloc((size_t)argc + 1, sizeof(char *));
  a->specs = (const char **)calloc((size_t)argc + 1, sizeof(char *));
  a->disabled = (const char **)calloc((size_t)argc + 1, sizeof(char *));
  a->inputs = (const char **)calloc((size_t)argc + 1, sizeof(char *));
  a->imports = (const char **)calloc((size_t)argc + 1, sizeof(char *));
  a->summaries = (const char **)calloc((size_t)argc + 1, sizeof(char *));
  if (!a->knobs || !a->specs || !a->disabled || !a->inputs || !a->imports || !a->summaries)
    return fail("%s", "out of memory");
  for (i = 1; i < argc; i++) {
    const char *s = argv[i];
    if (!strcmp(s, "--help") || !strcmp(s, "-help") || !strcmp(s, "-h")) {
      usage(stdout);
      return 0;
    } else if (!strcmp(s, "--version") || !strcmp(s, "-version")) {
      printf("nvcgc (nvcg %d.%d): NVPTX code generator%s\n", NVCG_VERSION_MAJOR, NVCG_VERSION_MINOR,
#ifdef NVCGC_WITH_SPIRV
             ", SPIR-V front end built in"
#else
             ""
#endif
      );
      return 0;
    } else if (!strcmp(s, "--help-knobs")) {
      return help_knobs();
    } else if (!strcmp(s, "-o")) {
      if (++i >= argc) return fail("%s", "-o needs a file name");
      a->output = argv[i];
    } else if (!strncmp(s, "-o", 2) && s[2] && s[1] == 'o') {
      a->output = s + 2;
    } else if (!strncmp(s, "-mcpu=", 6)) {
      a->opt.sm = parse_sm(s + 6, &a->opt.sm_suffix);
      if (!a->opt.sm) return fail("invalid -mcpu value '%s' (expected sm_XX, e.g. sm_75, sm_90a, sm_100f)", s + 6);
    } else if (!strncmp(s, "-march=", 7)) {
      /* llc's spelling of the target; nvcg emits 64-bit PTX only */
      if (!strcmp(s + 7, "nvptx"))
        return fail("%s", "-march=nvptx (32-bit PTX) is not supported: nvcg emits 64-bit PTX only (-march=nvptx64)");
      if (strcmp(s + 7, "nvptx64")) return fail("invalid -march value '%s' (nvcgc targets nvptx64)", s + 7);
      /* as llc: the architecture given here wins over the module's target triple */
      if (!a->opt.triple) a->opt.triple = "nvptx64-nvidia-cuda";
    } else if (!strncmp(s, "-mtriple=", 9)) {
      /* llc's -mtriple: compile for this triple whatever the module names (checked by
       * nvcg_options_check: nvptx64 only) */
      if (!s[9]) return fail("%s", "-mtriple needs a triple (e.g. -mtriple=nvptx64-nvidia-cuda)");
      a->opt.triple = s + 9;
    } else if (!strcmp(s, "--ignore-global-ctors")) {
      a->opt.ignore_global_ctors = 1;
    } else if (!strncmp(s, "-mattr=", 7)) {
      if (parse_mattr(s + 7, &a->opt)) return fail("invalid -mattr value '%s' (expected +ptxNN, e.g. +ptx78)", s + 7);
    } else if (!strncmp(s, "-maxreg=", 8)) {
      char *end = NULL;
      unsigned long v = strtoul(s + 8, &end, 10);
      if (!s[8] || *end || s[8] == '-' || v < 1 || v > 255)
        return fail("invalid -maxreg value '%s' (expected 1 to 255 registers)", s + 8);
      a->opt.maxreg = (unsigned)v;
    } else if (s[0] == '-' && s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3]) {
      a->opt.opt_level = s[2] - '0';
    } else if (!strncmp(s, "-ftz=", 5) || !strncmp(s, "-prec-div=", 10) || !strncmp(s, "-prec-sqrt=", 11)) {
      /* libNVVM's spelling: NAME=0 or NAME=1 */
      const char *v = strchr(s, '=') + 1;
      int on = v[0] == '1';
      if ((v[0] != '0' && v[0] != '1') || v[1]) return fail("invalid value in '%s' (expected 0 or 1)", s);
      if (s[1] == 'f') a->opt.ftz = on;
      else if (s[6] == 'd') a->opt.prec_div = on;
      else a->opt.prec_sqrt = on;
    } else if (s[0] == '-' && s[1] == 'O') {
      return fail("invalid optimisation level '%s' (expected -O0, -O1, -O2 or -O3)", s);
    } else if (!strncmp(s, "--emit=", 7)) {
      if (!strcmp(s + 7, "ll")) a->emit = EMIT_LL;
      else if (!strcmp(s + 7, "ptx")) a->emit = EMIT_PTX;
      else if (!strcmp(s + 7, "summary")) a->emit = EMIT_SUMMARY;
      else return fail("invalid --emit value '%s' (expected ll, ptx or summary)", s + 7);
    } else if (!strcmp(s, "--import-from") || !strncmp(s, "--import-from=", 14)) {
      const char *v = s[13] == '=' ? s + 14 : (++i < argc ? argv[i] : NULL);
      if (!v || !*v) return fail("%s", "--import-from needs a file name");
      a->imports[a->nimports++] = v;
    } else if (!strcmp(s, "--summary-file") || !strncmp(s, "--summary-file=", 15)) {
      const char *v = s[14] == '=' ? s + 15 : (++i < argc ? argv[i] : NULL);
      if (!v || !*v) return fail("%s", "--summary-file needs a file name");
      a->summaries[a->nsummaries++] = v;
    } else if (!strcmp(s, "-x") || !strncmp(s, "-x", 2)) {
      const char *v = s[2] ? s + 2 : (++i < argc ? argv[i] : NULL);
      if (!v) return fail("%s", "-x needs a language (ll or spirv)");
      if (!strcmp(v, "ll")) a->kind = IN_LL;
      else if (!strcmp(v, "spirv")) a->kind = IN_SPIRV;
      else return fail("unknown input language '%s' (expected ll or spirv)", v);
    } else if (!strcmp(s, "--knob") || !strncmp(s, "--knob=", 7)) {
      const char *v = s[6] == '=' ? s + 7 : (++i < argc ? argv[i] : NULL);
      if (!v) return fail("%s", "--knob needs NAME=VALUE");
      a->knobs[a->nknobs++] = v;
    } else if (!strcmp(s, "--entry") || !strncmp(s, "--entry=", 8)) {
      const char *v = s[7] == '=' ? s + 8 : (++i < argc ? argv[i] : NULL);
      if (!v || !*v) return fail("%s", "--entry needs an entry point name");
      a->entry = v;
    } else if (!strcmp(s, "--spec") || !strncmp(s, "--spec=", 7)) {
      const char *v = s[6] == '=' ? s + 7 : (++i < argc ? argv[i] : NULL);
      if (!v) return fail("%s", "--spec needs ID=VALUE");
      a->specs[a->nspecs++] = v;
    } else if (!strcmp(s, "--verify-each")) {
      a->opt.verify_each = 1;
    } else if (!strcmp(s, "--print-after-all")) {
      a->opt.print_after = "*";
    } else if (!strncmp(s, "--print-after=", 14)) {
      if (!s[14]) return fail("%s", "--print-after needs a pass name");
      a->opt.print_after = s + 14;
    } else if (!strcmp(s, "--stats")) {
      a->opt.print_stats = 1;
    } else if (!strcmp(s, "--time-passes")) {
      a->opt.time_passes = 1;
    } else if (!strncmp(s, "--pass-remarks=", 15) || !strncmp(s, "--pass-remarks-missed=", 22)) {
      /* LLVM's spelling of the pass-remarks(-missed) knobs: "--pass-remarks=P" sets it to P */
      if (!strchr(s, '=')[1]) return fail("%s", "--pass-remarks needs a pass name");
      a->knobs[a->nknobs++] = s + 2;
    } else if (!strcmp(s, "--print-reg-pressure")) {
      a->opt.print_reg_pressure = 1;
    } else if (!strncmp(s, "--disable-", 10)) {
      if (!s[10]) return fail("%s", "--disable- needs a pass name (--disable-PASS)");
      a->disabled[a->ndisabled++] = s + 10;
    } else if (!strncmp(s, "--view-dag=", 11)) {
      if (!s[11]) return fail("%s", "--view-dag needs a function name");
      a->opt.view_dag = s + 11;
    } else if (s[0] == '-' && s[1]) {
      return fail("unknown option '%s' (see --help)", s);
    } else {
      a->inputs[a->ninputs++] = s;
    }
  }
  a->opt.knobs = a->knobs;
  a->opt.knob_count = a->nknobs;
  a->opt.disabled_passes = a->disabled;
  a->opt.disabled_count = a->ndisabled;
  if (!a->ninputs) return fail("%s", "no input file (see --help)");
  return -1;
}

/* Reads a whole file (or standard input for "-"); NULL with a message on failure. */
static char *read_input(const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  char *buf = NULL;
  size_t cap = 0, n = 0;
  if (!f) {
    fprintf(stderr, "%s: error: cannot open '%s': %s\n", prog, path, strerror(errno));
    return NULL;
  }
  for (;;) {
    size_t got;
    if (n + 65536 + 1 > cap) {
      char *nb;
      cap = cap ? cap * 2 : 131072;
      nb = (char *)realloc(buf, cap);
      if (!nb) {
        free(buf);
        fprintf(stderr, "%s: error: out of memory reading '%s'\n", prog, path);
        if (f != stdin) fclose(f);
        return NULL;
      }
      buf = nb;
    }
    got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0) break;
  }
  if (ferror(f)) {
    fprintf(stderr, "%s: error: cannot read '%s': %s\n", prog, path, strerror(errno));
    free(buf);
    if (f != stdin) fclose(f);
    return NULL;
  }
  if (f != stdin) fclose(f);
  buf[n] = 0;
  *len = n;
  return buf;
}

static input_kind detect_kind(const char *path, const char *data, size_t len) {
  const char *dot = strrchr(path, '.');
  if (dot && !strcmp(dot, ".ll")) return IN_LL;
  if (dot && (!strcmp(dot, ".spv") || !strcmp(dot, ".spirv"))) return IN_SPIRV;
  if (len >= 4) {
    const unsigned char *u = (const unsigned char *)data;
    uint32_t le = (uint32_t)u[0] | (uint32_t)u[1] << 8 | (uint32_t)u[2] << 16 | (uint32_t)u[3] << 24;
    uint32_t be = (uint32_t)u[3] | (uint32_t)u[2] << 8 | (uint32_t)u[1] << 16 | (uint32_t)u[0] << 24;
    if (le == SPIRV_MAGIC || be == SPIRV_MAGIC) return IN_SPIRV;
  }
  return IN_LL;
}

#ifdef NVCGC_WITH_SPIRV
/* SPIR-V through frontends/nvcg_spirv.h: the target SM goes to the frontend too (it picks
 * redux.sync from sm_80 on); its diagnostics ("word N (OpX): ...") reach diag_handler. */
static nvcg_status read_spirv(nvcg_context *ctx, const args *a, const char *data, size_t len,
                              const char *name, nvcg_module **out) {
  nvcg_spirv_options o;
  nvcg_spirv_spec *specs = (nvcg_spirv_spec *)calloc(a->nspecs + 1, sizeof *specs);
  nvcg_status st;
  unsigned i;
  *out = NULL;
  if (!specs) {
    fail("%s", "out of memory");
    return NVCG_ERROR;
  }
  for (i = 0; i < a->nspecs; i++)
    if (nvcg_spirv_parse_spec(a->specs[i], &specs[i]) != NVCG_OK) {
      fail("invalid --spec '%s' (expected ID=VALUE, ID a number)", a->specs[i]);
      free(specs);
      return NVCG_ERROR;
    }
  nvcg_spirv_options_init(&o);
  o.source_name = name;
  o.entry_point = a->entry;
  o.specs = specs;
  o.spec_count = a->nspecs;
  o.sm = a->opt.sm;
  st = nvcg_spirv_translate_bytes(ctx, data, len, &o, out);
  free(specs);
  return st;
}
#else
static nvcg_status read_spirv(nvcg_context *ctx, const args *a, const char *data, size_t len,
                              const char *name, nvcg_module **out) {
  (void)ctx;
  (void)a;
  (void)data;
  (void)len;
  *out = NULL;
  fprintf(stderr, "%s: error: %s: the SPIR-V front end is not built into this nvcgc\n", prog, name);
  return NVCG_UNSUPPORTED;
}
#endif

static int write_output(const char *path, const char *text, size_t len) {
  FILE *f = path && strcmp(path, "-") ? fopen(path, "wb") : stdout;
  if (!f) {
    fprintf(stderr, "%s: error: cannot write '%s': %s\n", prog, path, strerror(errno));
    return 1;
  }
  if (fwrite(text, 1, len, f) != len || (f != stdout ? fclose(f) : fflush(f)) != 0) {
    fprintf(stderr, "%s: error: cannot write '%s'\n", prog, path ? path : "standard output");
    return 1;
  }
  return 0;
}

static void free_args(args *a) {
  free(a->knobs);
  free(a->specs);
  free(a->inputs);
  free(a->imports);
  free(a->summaries);
  free(a->disabled);
}

/* Reads one input into a module: .ll text or SPIR-V. */
static nvcg_status read_module(nvcg_context *ctx, const args *a, const char *path, nvcg_module **m) {
  size_t len = 0;
  char *data = read_input(path, &len);
  const char *name = strcmp(path, "-") ? path : "<stdin>";
  input_kind kind = a->kind;
  nvcg_status st;
  *m = NULL;
  if (!data) return NVCG_ERROR;
  if (kind == IN_AUTO) kind = detect_kind(path, data, len);
  if (kind == IN_SPIRV) st = read_spirv(ctx, a, data, len, name, m);
  else if (a->entry || a->nspecs) {
    fprintf(stderr, "%s: error: %s: --entry and --spec apply to SPIR-V input only\n", prog, name);
    st = NVCG_ERROR;
  } else st = nvcg_parse_ll(ctx, data, len, name, m);
  free(data);
  return st;
}

/* Registers the --import-from libraries and their --summary-file summaries. */
static int add_libraries(nvcg_context *ctx, const args *a) {
  unsigned i;
  for (i = 0; i < a->nimports; i++) {
    size_t len = 0;
    char *data = read_input(a->imports[i], &len);
    nvcg_status st;
    if (!data) return 0;
    st = nvcg_context_add_library(ctx, a->imports[i], data, len, 0);
    free(data);
    if (st != NVCG_OK) return 0;
  }
  for (i = 0; i < a->nsummaries; i++) {
    size_t len = 0;
    char *data = read_input(a->summaries[i], &len);
    nvcg_status st;
    if (!data) return 0;
    st = nvcg_context_set_library_summary(ctx, data, len, a->summaries[i]);
    free(data);
    if (st != NVCG_OK) return 0;
  }
  return 1;
}

int main(int argc, char **argv) {
  args a;
  nvcg_context *ctx;
  nvcg_module *m = NULL;
  char *out = NULL;
  size_t outlen = 0;
  int rc, status = 1;
  unsigned i;
  if ((rc = parse_args(argc, argv, &a)) >= 0) {
    free_args(&a);
    return rc;
  }
  ctx = nvcg_context_create();
  nvcg_context_set_diag_handler(ctx, diag_handler, NULL);
  /* options first, so that a bad flag is reported whatever the input */
  for (i = 0; i < a.nknobs; i++)
    if (nvcg_knob_check(ctx, a.knobs[i]) != NVCG_OK) goto done;
  if (nvcg_options_check(ctx, &a.opt) != NVCG_OK) goto done;
  if (a.nsummaries && !a.nimports) {
    fail("%s", "--summary-file needs an --import-from library to apply to");
    goto done;
  }
  if (read_module(ctx, &a, a.inputs[0], &m) != NVCG_OK || !m) goto done;
  for (i = 1; i < a.ninputs; i++) {
    nvcg_module *other = NULL;
    nvcg_status st = read_module(ctx, &a, a.inputs[i], &other);
    if (st == NVCG_OK) st = nvcg_module_link(m, other);
    if (other) nvcg_module_destroy(other);
    if (st != NVCG_OK) goto done;
  }
  if (!add_libraries(ctx, &a)) goto done;
  if (a.emit == EMIT_SUMMARY) {
    if (nvcg_verify_module(m) != NVCG_OK || nvcg_module_summary(m, &out, &outlen) != NVCG_OK) goto done;
    status = write_output(a.output, out, outlen);
    goto done;
  }
  /* a linked program or one with libraries must be complete: import, then check */
  if ((a.ninputs > 1 || a.nimports) && nvcg_module_import(m, &a.opt) != NVCG_OK) goto done;
  if (a.emit == EMIT_LL) {
    if (nvcg_verify_module(m) != NVCG_OK || nvcg_print_ll(m, &out, &outlen) != NVCG_OK) goto done;
  } else if (nvcg_compile(m, &a.opt, &out, &outlen) != NVCG_OK) {
    goto done;
  }
  status = write_output(a.output, out, outlen);
done:
  nvcg_free(out);
  nvcg_context_destroy(ctx);
  free_args(&a);
  return status;
}
