/* ---- names of enumerants, for diagnostics ---- */

typedef struct nvsp_name { unsigned v; const char *n; } nvsp_name;
#define NVSP_X_OP(n) {(unsigned)SpvOp##n, "Op" #n},
#define NVSP_X_CAP(n) {(unsigned)SpvCapability##n, #n},
#define NVSP_X_BI(n) {(unsigned)SpvBuiltIn##n, #n},
#define NVSP_X_SC(n) {(unsigned)SpvStorageClass##n, #n},
#define NVSP_X_DECO(n) {(unsigned)SpvDecoration##n, #n},
#define NVSP_X_MODEL(n) {(unsigned)SpvExecutionModel##n, #n},
static const nvsp_name nvsp_op_names[] = {NVSP_OP_NAMES(NVSP_X_OP) {0, NULL}};
static const nvsp_name nvsp_cap_names[] = {NVSP_CAP_NAMES(NVSP_X_CAP) {0, NULL}};
static const nvsp_name nvsp_builtin_names[] = {NVSP_BUILTIN_NAMES(NVSP_X_BI) {0, NULL}};
static const nvsp_name nvsp_sc_names[] = {NVSP_SC_NAMES(NVSP_X_SC) {0, NULL}};
static const nvsp_name nvsp_deco_names[] = {NVSP_DECO_NAMES(NVSP_X_DECO) {0, NULL}};
static const nvsp_name nvsp_model_names[] = {NVSP_MODEL_NAMES(NVSP_X_MODEL) {0, NULL}};

/* Writes the name of `v` (or `what` and the number) into buf. */
static const char *nvsp_enum_name(const nvsp_name *t, unsigned v, const char *what, char *buf,
                                  size_t size) {
  for (; t->n; t++)
    if (t->v == v) return t->n;
  snprintf(buf, size, "%s %u", what, v);
  return buf;
}

#define NVSP_NAME(table, what, v) nvsp_enum_name(table, (unsigned)(v), what, s->namebuf, sizeof s->namebuf)

/* ---- diagnostics ---- */

static void nvsp_report(nvsp_state *s, nvcg_severity sev, const char *msg) {
  char opname[64];
  char *full;
  size_t n = strlen(msg) + 128;
  full = (char *)NVCG_MALLOC(n);
  if (!full) {
    nvcg_context_report(s->ctx, sev, s->opt.source_name, 0, 0, msg);
    return;
  }
  if (s->in_inst) {
    const char *on = nvsp_enum_name(nvsp_op_names, s->cur_op, "opcode", opname, sizeof opname);
    snprintf(full, n, "word %zu (%s): %s", s->cur, on, msg);
  } else {
    snprintf(full, n, "%s", msg);
  }
  nvcg_context_report(s->ctx, sev, s->opt.source_name, 0, 0, full);
  NVCG_FREE(full);
}

static void nvsp_fail(nvsp_state *s, nvcg_status st, const char *fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  nvsp_report(s, NVCG_SEV_ERROR, small);
  s->status = st;
  longjmp(s->jb, 1);
}

#define NVSP_ERR(...) nvsp_fail(s, NVCG_ERROR, __VA_ARGS__)
#define NVSP_UNSUP(...) nvsp_fail(s, NVCG_UNSUPPORTED, __VA_ARGS__)

/* Stops the translation when the library ran out of memory: its calls now fail at once
 * and answer NULL or 0 (an alignment of 0 would divide by zero); it has reported it. */
static void nvsp_lib_alive(nvsp_state *s) {
  if (!nvcg_context_out_of_memory(s->ctx)) return;
  s->status = NVCG_OUT_OF_MEMORY;
  longjmp(s->jb, 1);
}

/* A builder call returned NULL: nvcg has reported why; say where. */
static nvcg_value *nvsp_chk(nvsp_state *s, nvcg_value *v) {
  if (!v) nvsp_lib_alive(s);
  if (!v) NVSP_ERR("the IR builder rejected the translation of this instruction (see above)");
  return v;
}

