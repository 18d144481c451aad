/* driver.c -- the compilation entry point and its options: defaults, checks of the
 * target and PTX version, the knob API over the knob table (core/knobs.h), and
 * the checks nvcg_compile (driver/pipeline.c) runs before compiling anything. */

/* Targets nvcg accepts: those CUDA 13's ptxas assembles for that the target model
 * (target/legal.c) knows. The first PTX version each needs comes from the target model
 * (nv_min_ptx_for_sm), so that fact lives in one table. */
#define NV_SM_TARGETS(X) X(75) X(80) X(86) X(87) X(89) X(90) X(100) X(103) X(110) X(120) X(121)
/* Targets with an architecture-specific variant (sm_90a, ...) and those with a family
 * variant (sm_100f, PTX ISA 8.8+), as ptxas 13 lists them. Earlier chips have neither;
 * sm_101 became sm_110 in CUDA 13. */
#define NV_SM_A_TARGETS(X) X(90) X(100) X(103) X(110) X(120) X(121)
#define NV_SM_F_TARGETS(X) X(100) X(103) X(110) X(120) X(121)

/* The PTX ISA versions there are, oldest first; the last is the newest nvcg may emit. */
#define NV_PTX_VERSIONS(X)                                                                    \
  X(10) X(11) X(12) X(13) X(14) X(20) X(21) X(22) X(23) X(30) X(31) X(32) X(40) X(41) X(42)  \
  X(43) X(50) X(60) X(61) X(62) X(63) X(64) X(65) X(70) X(71) X(72) X(73) X(74) X(75) X(76)  \
  X(77) X(78) X(80) X(81) X(82) X(83) X(84) X(85) X(86) X(87) X(88) X(90)

static const unsigned nv_sm_targets[] = {
#define NV_X_ROW(sm) sm,
    NV_SM_TARGETS(NV_X_ROW)
#undef NV_X_ROW
};

static const unsigned nv_ptx_versions[] = {
#define NV_X_ROW(v) v,
    NV_PTX_VERSIONS(NV_X_ROW)
#undef NV_X_ROW
};

static const unsigned nv_sm_a_targets[] = {
#define NV_X_ROW(sm) sm,
    NV_SM_A_TARGETS(NV_X_ROW)
#undef NV_X_ROW
};
static const unsigned nv_sm_f_targets[] = {
#define NV_X_ROW(sm) sm,
    NV_SM_F_TARGETS(NV_X_ROW)
#undef NV_X_ROW
};

static int nv_sm_in(const unsigned *t, size_t n, unsigned sm) {
  size_t i;
  for (i = 0; i < n; i++)
    if (t[i] == sm) return 1;
  return 0;
}

static int nv_sm_supported(unsigned sm) { return nv_sm_in(nv_sm_targets, NV_ARRAY_LEN(nv_sm_targets), sm); }

/* "sm_75, sm_80, ... and sm_121" for messages. */
static void nv_sm_list(nv_buf *b) {
  size_t i, n = NV_ARRAY_LEN(nv_sm_targets);
  for (i = 0; i < n; i++)
    nv_buf_printf(b, "%ssm_%u", i == 0 ? "" : i + 1 == n ? " and " : ", ", nv_sm_targets[i]);
}

static int nv_ptx_known(unsigned v) {
  size_t i;
  for (i = 0; i < NV_ARRAY_LEN(nv_ptx_versions); i++)
    if (nv_ptx_versions[i] == v) return 1;
  return 0;
}

/* ---- knobs ---- */

typedef struct nv_knob_info {
  const char *name;
  nv_knob_type type;
  const char *def, *help;
} nv_knob_info;

static const nv_knob_info nv_knob_table[] = {
#define NV_X_ROW(id, name, type, def, help) {name, type, def, help},
    NV_KNOBS(NV_X_ROW)
#undef NV_X_ROW
};

static int nv_knob_find(const char *name, size_t len) {
  unsigned i;
  for (i = 0; i < NV_KNOB_COUNT; i++)
    if (strlen(nv_knob_table[i].name) == len && strncmp(nv_knob_table[i].name, name, len) == 0) return (int)i;
  return -1;
}

static const char *nv_knob_type_name(nv_knob_type t) {
  switch (t) {
  case NV_KNOB_BOOL: return "a boolean (true, false, 1 or 0)";
  case NV_KNOB_INT: return "a signed 32-bit integer";
  case NV_KNOB_UINT: return "an unsigned 32-bit integer";
  case NV_KNOB_FLOAT: return "a decimal number";
  default: return "a string";
  }
}

/* Parses a value for a knob of type `t` into *num (numbers, booleans). Returns 0 when
 * the text is not a value of that type. */
static int nv_knob_parse_value(nv_knob_type t, const char *v, int64_t *num) {
  const char *p = v;
  int neg = 0;
  uint64_t x = 0;
  switch (t) {
  case NV_KNOB_BOOL:
    /* the first letter picks the spellings to compare (every compile parses each bool
     * knob's default: four failing strcmp calls for each "false") */
    if ((*v == 't' || *v == 'T' || *v == '1') &&
        (!strcmp(v, "true") || !strcmp(v, "TRUE") || !strcmp(v, "True") || !strcmp(v, "1"))) *num = 1;
    else if ((*v == 'f' || *v == 'F' || *v == '0') &&
             (!strcmp(v, "false") || !strcmp(v, "FALSE") || !strcmp(v, "False") || !strcmp(v, "0"))) *num = 0;
    else return 0;
    return 1;
  case NV_KNOB_INT: case NV_KNOB_UINT:
    if (*p == '-' && t == NV_KNOB_INT) {
      neg = 1;
      p++;
    } else if (*p == '+') {
      p++;
    }
    if (!*p) return 0;
    for (; *p; p++) {
      if (*p < '0' || *p > '9') return 0;
      x = x * 10 + (uint64_t)(*p - '0');
      if (x > 0xFFFFFFFFull) return 0;
    }
    if (t == NV_KNOB_INT && x > (neg ? 0x80000000ull : 0x7FFFFFFFull)) return 0;
    *num = neg ? -(int64_t)x : (int64_t)x;
    return 1;
  case NV_KNOB_FLOAT: {
    /* digits, one optional '.', an optional exponent; read without strtod, whose
     * decimal point follows the process's locale */
    double d = 0, pow10 = 1;
    int digits = 0, e = 0, eneg = 0, ed = 0;
    if (*p == '-' || *p == '+') neg = *p++ == '-';
    for (; *p >= '0' && *p <= '9'; p++, digits++) d = d * 10 + (*p - '0');
    if (*p == '.')
      for (p++; *p >= '0' && *p <= '9'; p++, digits++) {
        d = d * 10 + (*p - '0');
        pow10 *= 10;
      }
    if (!digits) return 0;
    d /= pow10; /* one rounding: "0.7" is the double nearest 0.7 */
    if (*p == 'e' || *p == 'E') {
      p++;
      if (*p == '-' || *p == '+') eneg = *p++ == '-';
      for (; *p >= '0' && *p <= '9' && e < 400; p++, ed++) e = e * 10 + (*p - '0');
      if (!ed) return 0;
      while (e-- > 0) d = eneg ? d / 10 : d * 10;
    }
    if (*p) return 0;
    if (neg) d = -d;
    memcpy(num, &d, sizeof d);
    return 1;
  }
  default: return 1;
  }
}

/* A float knob's value (NV_KNOB_FLOAT keeps the double's bits in the number slot). */
NV_UNUSED static double nv_knob_float(int64_t bits) {
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

/* Checks one "name=value" assignment (a bare name sets a boolean knob to true, as
 * LLVM's -name does). On success returns the knob's index and stores the value. */
static int nv_knob_assign(nv_diag_sink *sink, const char *a, int64_t *num, const char **str) {
  const char *eq;
  size_t len;
  int k;
  if (!a || !*a) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "empty knob assignment (expected NAME=VALUE)");
    return -1;
  }
  eq = strchr(a, '=');
  len = eq ? (size_t)(eq - a) : strlen(a);
  k = nv_knob_find(a, len);
  if (k < 0) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "unknown knob '%.*s' (--help-knobs lists them)", (int)len, a);
    return -1;
  }
  if (!eq) {
    if (nv_knob_table[k].type != NV_KNOB_BOOL) {
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "knob '%s' needs a value (NAME=VALUE)", nv_knob_table[k].name);
      return -1;
    }
    *num = 1;
    return k;
  }
  if (!nv_knob_parse_value(nv_knob_table[k].type, eq + 1, num)) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "knob '%s' expects %s, not '%s'", nv_knob_table[k].name,
            nv_knob_type_name(nv_knob_table[k].type), eq + 1);
    return -1;
  }
  *str = eq + 1;
  return k;
}

static int64_t nv_opt_knob(const nv_options *o, unsigned id) {
  int64_t v = 0;
  if (o && o->knobs) return o->knobs[id];
  nv_knob_parse_value(nv_knob_table[id].type, nv_knob_table[id].def, &v);
  return v;
}

/* The knob values a compilation runs with; 0 when an assignment is bad (reported). */
static int nv_knobs_resolve(nv_diag_sink *sink, const nvcg_options *o, nv_knob_values *kv) {
  unsigned i;
  int ok = 1;
  for (i = 0; i < NV_KNOB_COUNT; i++) {
    kv->num[i] = 0;
    kv->str[i] = nv_knob_table[i].def;
    nv_knob_parse_value(nv_knob_table[i].type, nv_knob_table[i].def, &kv->num[i]);
  }
  for (i = 0; o && i < o->knob_count; i++) {
    int64_t num = 0;
    const char *str = NULL;
    int k = nv_knob_assign(sink, o->knobs ? o->knobs[i] : NULL, &num, &str);
    if (k < 0) {
      ok = 0;
      continue;
    }
    kv->num[k] = num;
    if (str) kv->str[k] = str;
  }
  return ok;
}

NV_UNUSED static int nv_knob_bool(const nv_knob_values *kv, nv_knob_id id) { return kv->num[id] != 0; }

static nvcg_status nv_unguarded_nvcg_knob_check(nvcg_context *ctx, const char *assignment) {
  nv_diag_sink local; /* no context: report the default way, to stderr */
  int64_t num;
  const char *str = NULL;
  memset(&local, 0, sizeof local);
  return nv_knob_assign(ctx ? &ctx->diag : &local, assignment, &num, &str) < 0 ? NVCG_ERROR : NVCG_OK;
}

unsigned nvcg_knob_count(void) { return NV_KNOB_COUNT; }

void nvcg_knob_info(unsigned i, const char **name, const char **default_value, const char **help) {
  const nv_knob_info *k = i < NV_KNOB_COUNT ? &nv_knob_table[i] : NULL;
  if (name) *name = k ? k->name : NULL;
  if (default_value) *default_value = k ? k->def : NULL;
  if (help) *help = k ? k->help : NULL;
}

/* ---- options ---- */

/* Pass names from the pass tables (driver/passes.h), for --print-after. */
static const char *const nv_pass_names[] = {
#define NV_X_NAME(name, min_opt, what) #name,
#define NV_X_MNAME(name, min_opt, gate, what) #name,
    NV_IR_PASSES(NV_X_NAME) NV_MIR_PASSES(NV_X_NAME) NV_MIR_MODULE_PASSES(NV_X_MNAME)
#undef NV_X_MNAME
#undef NV_X_NAME
    NULL};

/* Passes -O0 runs (min_opt 0) are the ones correctness needs: they cannot be disabled. */
static const int nv_pass_min_opt[] = {
#define NV_X_MIN(name, min_opt, what) min_opt,
#define NV_X_MMIN(name, min_opt, gate, what) min_opt,
    NV_IR_PASSES(NV_X_MIN) NV_MIR_PASSES(NV_X_MIN) NV_MIR_MODULE_PASSES(NV_X_MMIN)
#undef NV_X_MMIN
#undef NV_X_MIN
    0};

static int nv_pass_required(const char *name) {
  size_t i;
  for (i = 0; nv_pass_names[i]; i++)
    if (!strcmp(nv_pass_names[i], name)) return nv_pass_min_opt[i] == 0;
  return 0;
}

static int nv_pass_known(const char *name) {
  size_t i;
  for (i = 0; nv_pass_names[i]; i++)
    if (!strcmp(nv_pass_names[i], name)) return 1;
  return 0;
}

void nvcg_options_init(nvcg_options *o) {
  if (!o) {
    nv_api_null(NV_API_FUNC);
    return;
  }
  memset(o, 0, sizeof *o);
  o->sm = 75;
  o->ptx_version = 0;
  o->opt_level = 2;
  o->prec_div = 1;
  o->prec_sqrt = 1;
}

static nvcg_status nv_unguarded_nvcg_options_check(nvcg_context *ctx, const nvcg_options *o) {
  nv_diag_sink local;
  nv_diag_sink *sink;
  nv_knob_values kv;
  int ok = 1, sm_ok;
  memset(&local, 0, sizeof local);
  sink = ctx ? &ctx->diag : &local;
  if (!o) {
    nv_api_null(NV_API_FUNC);
    return NVCG_ERROR;
  }
  sm_ok = nv_sm_supported(o->sm);
  if (!sm_ok) {
    nv_buf b = NV_BUF_INIT;
    nv_sm_list(&b);
    if (o->sm == 101)
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "sm_101 is called sm_110 since CUDA 13 (PTX ISA 9.0); ptxas 13 "
                                                "knows no sm_101: use sm_110%s", o->sm_suffix == 'a' ? "a" : o->sm_suffix == 'f' ? "f" : "");
    else if (o->sm < 75)
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "sm_%u is not a supported target: CUDA 13 (ptxas and the driver) "
                                                "dropped GPUs before Turing, so nvcg supports %s", o->sm, b.data);
    else
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "sm_%u is not a supported target (nvcg supports %s)", o->sm, b.data);
    nv_buf_free(&b);
    ok = 0;
  } else if (o->sm_suffix && o->sm_suffix != 'a' && o->sm_suffix != 'f') {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "sm_suffix must be 0, 'a' or 'f'");
    ok = sm_ok = 0;
  } else if ((o->sm_suffix == 'a' && !nv_sm_in(nv_sm_a_targets, NV_ARRAY_LEN(nv_sm_a_targets), o->sm)) ||
             (o->sm_suffix == 'f' && !nv_sm_in(nv_sm_f_targets, NV_ARRAY_LEN(nv_sm_f_targets), o->sm))) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "sm_%u%c is not a target PTX has: %s variants exist for %s", o->sm,
            o->sm_suffix, o->sm_suffix == 'a' ? "architecture-specific (a)" : "family (f)",
            o->sm_suffix == 'a' ? "sm_90, sm_100, sm_103, sm_110, sm_120 and sm_121"
                                : "sm_100, sm_103, sm_110, sm_120 and sm_121");
    ok = sm_ok = 0;
  }
  if (o->ptx_version) {
    unsigned newest = nv_ptx_versions[NV_ARRAY_LEN(nv_ptx_versions) - 1];
    if (!nv_ptx_known(o->ptx_version)) {
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "unknown PTX ISA version %u.%u (the newest nvcg knows is %u.%u)",
              o->ptx_version / 10, o->ptx_version % 10, newest / 10, newest % 10);
      ok = 0;
    } else if (sm_ok && o->ptx_version < nv_min_ptx_for_target(o->sm, (char)o->sm_suffix)) {
      unsigned need = nv_min_ptx_for_target(o->sm, (char)o->sm_suffix);
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "PTX ISA %u.%u is too old for sm_%u%s (it needs %u.%u or later)",
              o->ptx_version / 10, o->ptx_version % 10, o->sm, o->sm_suffix == 'a' ? "a" : o->sm_suffix == 'f' ? "f" : "",
              need / 10, need % 10);
      ok = 0;
    }
  }
  if (o->triple && strcmp(o->triple, "nvptx64") && strncmp(o->triple, "nvptx64-", 8)) {
    if (!strcmp(o->triple, "nvptx") || !strncmp(o->triple, "nvptx-", 6))
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0,
              "32-bit NVPTX (target triple '%s') is not supported: nvcg emits 64-bit PTX (.address_size 64) "
              "only, as CUDA 12 and later do; use the nvptx64-nvidia-cuda triple", o->triple);
    else
      nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "target triple '%s' is not NVPTX: nvcg compiles for nvptx64-nvidia-cuda",
              o->triple);
    ok = 0;
  }
  if (o->print_after && strcmp(o->print_after, "*") && !nv_pass_known(o->print_after)) {
    nv_buf b = NV_BUF_INIT;
    size_t i;
    for (i = 0; nv_pass_names[i]; i++) nv_buf_printf(&b, "%s%s", i ? ", " : "", nv_pass_names[i]);
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "print-after: unknown pass '%s' (the passes are: %s)", o->print_after,
            b.data ? b.data : "none yet");
    nv_buf_free(&b);
    ok = 0;
  }
  if (o->disabled_count && !o->disabled_passes) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "%u disabled pass(es) announced but no array given", o->disabled_count);
    ok = 0;
  } else {
    unsigned i;
    for (i = 0; i < o->disabled_count; i++)
      if (!o->disabled_passes[i] || !nv_pass_known(o->disabled_passes[i])) {
        nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "disable: unknown pass '%s'",
                o->disabled_passes[i] ? o->disabled_passes[i] : "(null)");
        ok = 0;
      } else if (nv_pass_required(o->disabled_passes[i])) {
        nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0,
                "disable: pass '%s' cannot be disabled (-O0 runs it: correct code needs it)", o->disabled_passes[i]);
        ok = 0;
      }
  }
  if (o->maxreg > 255) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "maxreg %u is above the 255 registers a thread can have", o->maxreg);
    ok = 0;
  }
  if (o->opt_level < 0 || o->opt_level > 3) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "optimisation level %d is out of range (0 to 3)", o->opt_level);
    ok = 0;
  }
  if (o->knob_count && !o->knobs) {
    nv_diag(sink, NVCG_SEV_ERROR, NULL, 0, 0, "%u knob(s) announced but no knob array given", o->knob_count);
    ok = 0;
  } else if (!nv_knobs_resolve(sink, o, &kv)) {
    ok = 0;
  }
  return ok ? NVCG_OK : NVCG_ERROR;
}
