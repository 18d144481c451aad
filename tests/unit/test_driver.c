/* test_driver.c -- the driver API: option defaults and checks, the knob table and knob
 * values, and nvcg_compile (option checks and verification first). */
#include "unit.h"

static ut_diags D;

static nvcg_context *ctx_new(void) {
  nvcg_context *c = nvcg_context_create();
  ut_diags_reset(&D);
  nvcg_context_set_diag_handler(c, ut_diag_handler, &D);
  return c;
}

static void options_defaults(void) {
  nvcg_options o;
  memset(&o, 0x5A, sizeof o);
  nvcg_options_init(&o);
  UT_CHECK(o.sm == 75 && o.ptx_version == 0 && o.opt_level == 2 && !o.verify_each && !o.print_stats &&
           !o.time_passes && !o.print_after && !o.knobs && !o.knob_count);
  nvcg_options_init(NULL); /* reported, no crash */
}

static void options_check(void) {
  nvcg_context *c = ctx_new();
  nvcg_options o;
  const char *k[2];
  nvcg_options_init(&o);
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_OK && D.errors == 0);
  o.sm = 90;
  o.ptx_version = 78;
  o.opt_level = 3;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_OK);
  o.sm = 70;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && ut_find(&D, "sm_70 is not a supported target"));
  o.sm = 86;
  o.ptx_version = 70;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && ut_find(&D, "PTX ISA 7.0 is too old for sm_86 (it needs 7.1 or later)"));
  o.ptx_version = 79;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && ut_find(&D, "unknown PTX ISA version 7.9"));
  o.ptx_version = 0;
  o.opt_level = 4;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && ut_find(&D, "optimisation level 4 is out of range"));
  o.opt_level = 1;
  k[0] = "enable-legalize-types-checking=true";
  k[1] = "bogus=1";
  o.knobs = k;
  o.knob_count = 1;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_OK);
  o.knob_count = 2;
  ut_diags_reset(&D);
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && D.errors == 1 && ut_find(&D, "unknown knob 'bogus'"));
  o.knobs = NULL;
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR);
  UT_CHECK(nvcg_options_check(c, NULL) == NVCG_ERROR);
  /* print_after names a pass from the pass tables, or "*" */
  nvcg_options_init(&o);
  o.print_after = "*";
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_OK);
  o.print_after = "no-such-pass";
  ut_diags_reset(&D);
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && ut_find(&D, "print-after: unknown pass 'no-such-pass'"));
  /* several problems are all reported */
  nvcg_options_init(&o);
  o.sm = 1;
  o.opt_level = -1;
  ut_diags_reset(&D);
  UT_CHECK(nvcg_options_check(c, &o) == NVCG_ERROR && D.errors == 2);
  nvcg_context_destroy(c);
}

static void knob_table(void) {
  const char *name, *def, *help;
  unsigned i, n = nvcg_knob_count();
  int found = 0;
  UT_CHECK(n == NV_KNOB_COUNT && n >= 1);
  for (i = 0; i < n; i++) {
    nvcg_knob_info(i, &name, &def, &help);
    UT_CHECK(name && def && help && *name && *help);
    if (!strcmp(name, "enable-legalize-types-checking")) found = !strcmp(def, "false");
  }
  UT_CHECK(found);
  nvcg_knob_info(n, &name, &def, &help);
  UT_CHECK(!name && !def && !help);
  nvcg_knob_info(0, NULL, NULL, NULL);
}

static void knob_check(void) {
  nvcg_context *c = ctx_new();
  static const char *const good[] = {"enable-legalize-types-checking=true", "enable-legalize-types-checking=0",
                                     "enable-legalize-types-checking=FALSE", "enable-legalize-types-checking"};
  static const char *const bad[] = {"enable-legalize-types-checking=maybe", "enable-legalize-types-checking=",
                                    "nope=1", "", "=1", "enable-legalize-types-checking=2"};
  size_t i;
  for (i = 0; i < NV_ARRAY_LEN(good); i++) UT_CHECKF(nvcg_knob_check(c, good[i]) == NVCG_OK, "%s", good[i]);
  UT_CHECK(D.errors == 0);
  for (i = 0; i < NV_ARRAY_LEN(bad); i++) UT_CHECKF(nvcg_knob_check(c, bad[i]) == NVCG_ERROR, "%s", bad[i]);
  UT_CHECK(D.errors == (int)NV_ARRAY_LEN(bad));
  UT_CHECK(ut_find(&D, "knob 'enable-legalize-types-checking' expects a boolean (true, false, 1 or 0), not 'maybe'"));
  UT_CHECK(ut_find(&D, "unknown knob 'nope'"));
  UT_CHECK(nvcg_knob_check(c, NULL) == NVCG_ERROR);
  nvcg_context_destroy(c);
}

/* The value parser serves every knob type, including those no knob uses yet. */
static void knob_values(void) {
  int64_t v = 0;
  nv_knob_values kv;
  nvcg_options o;
  const char *k[3];
  UT_CHECK(nv_knob_parse_value(NV_KNOB_INT, "-2147483648", &v) && v == -2147483648ll);
  UT_CHECK(nv_knob_parse_value(NV_KNOB_INT, "2147483647", &v) && v == 2147483647);
  UT_CHECK(!nv_knob_parse_value(NV_KNOB_INT, "2147483648", &v));
  UT_CHECK(!nv_knob_parse_value(NV_KNOB_INT, "12x", &v) && !nv_knob_parse_value(NV_KNOB_INT, "", &v));
  UT_CHECK(!nv_knob_parse_value(NV_KNOB_INT, "-", &v));
  UT_CHECK(nv_knob_parse_value(NV_KNOB_UINT, "4294967295", &v) && v == 4294967295ll);
  UT_CHECK(!nv_knob_parse_value(NV_KNOB_UINT, "4294967296", &v) && !nv_knob_parse_value(NV_KNOB_UINT, "-1", &v));
  UT_CHECK(nv_knob_parse_value(NV_KNOB_UINT, "+27", &v) && v == 27);
  UT_CHECK(nv_knob_parse_value(NV_KNOB_STRING, "anything at all", &v));
  UT_CHECK(nv_knob_parse_value(NV_KNOB_BOOL, "True", &v) && v == 1);
  /* resolution: defaults, then assignments in order */
  nvcg_options_init(&o);
  UT_CHECK(nv_knobs_resolve(NULL, &o, &kv) && !nv_knob_bool(&kv, NV_KNOB_ENABLE_LEGALIZE_TYPES_CHECKING));
  k[0] = "enable-legalize-types-checking=1";
  k[1] = "enable-legalize-types-checking=false";
  k[2] = "enable-legalize-types-checking";
  o.knobs = k;
  o.knob_count = 1;
  UT_CHECK(nv_knobs_resolve(NULL, &o, &kv) && nv_knob_bool(&kv, NV_KNOB_ENABLE_LEGALIZE_TYPES_CHECKING));
  o.knob_count = 2;
  UT_CHECK(nv_knobs_resolve(NULL, &o, &kv) && !nv_knob_bool(&kv, NV_KNOB_ENABLE_LEGALIZE_TYPES_CHECKING));
  o.knob_count = 3;
  UT_CHECK(nv_knobs_resolve(NULL, &o, &kv) && nv_knob_bool(&kv, NV_KNOB_ENABLE_LEGALIZE_TYPES_CHECKING));
}

/* The knob's reader, the type legaliser, sees the resolved value. */
static void knob_reaches_legaliser(void) {
  nvcg_options o;
  nv_knob_values kv;
  nv_options io;
  const char *k = "enable-legalize-types-checking=1";
  nvcg_options_init(&o);
  memset(&io, 0, sizeof io);
  UT_CHECK(nv_knobs_resolve(NULL, &o, &kv));
  io.knobs = kv.num;
  UT_CHECK(!nv_lz_checking_enabled(&io));
  o.knobs = &k;
  o.knob_count = 1;
  UT_CHECK(nv_knobs_resolve(NULL, &o, &kv));
  UT_CHECK(nv_lz_checking_enabled(&io));
}

static nvcg_module *small_module(nvcg_context *c, int broken) {
  nvcg_module *m = nvcg_module_create(c, "small");
  nvcg_value *k = nvcg_function_add(m, "k", nvcg_type_function(nvcg_type_void(c), NULL, 0, 0));
  nvcg_builder *b = nvcg_builder_create(m);
  nvcg_function_set_kernel(k, 1);
  nvcg_block_append(k, "entry");
  if (!broken) {
    nvcg_builder_position_at_end(b, (nvcg_block *)((nv_func *)k)->first);
    nvcg_build_ret(b, NULL);
  }
  nvcg_builder_destroy(b);
  return m;
}

static void compile_small_module(void) {
  nvcg_context *c = ctx_new();
  nvcg_module *m = small_module(c, 0);
  nvcg_options o;
  char *ptx = (char *)1;
  size_t len = 99;
  nvcg_options_init(&o);
  UT_CHECK(nvcg_compile(m, &o, &ptx, &len) == NVCG_OK && ptx && len == strlen(ptx));
  UT_CHECK(ptx && strstr(ptx, ".entry k") && strstr(ptx, ".target sm_75") && D.errors == 0);
  nvcg_free(ptx);
  ut_diags_reset(&D);
  UT_CHECK(nvcg_compile(m, NULL, &ptx, NULL) == NVCG_OK && ptx);
  nvcg_free(ptx);
  /* bad options stop before anything else */
  o.sm = 61;
  ut_diags_reset(&D);
  UT_CHECK(nvcg_compile(m, &o, &ptx, &len) == NVCG_ERROR && ut_find(&D, "sm_61") && ptx == NULL);
  UT_CHECK(nvcg_compile(NULL, &o, &ptx, &len) == NVCG_ERROR);
  UT_CHECK(nvcg_compile(m, &o, NULL, &len) == NVCG_ERROR);
  nvcg_context_destroy(c);
}

static void compile_verifies_first(void) {
  nvcg_context *c = ctx_new();
  nvcg_module *m = small_module(c, 1);
  char *ptx;
  UT_CHECK(nvcg_compile(m, NULL, &ptx, NULL) == NVCG_ERROR);
  UT_CHECK(ut_find(&D, "block is empty") && ptx == NULL);
  nvcg_context_destroy(c);
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "driver.");
  UT_RUN(options_defaults);
  UT_RUN(options_check);
  UT_RUN(knob_table);
  UT_RUN(knob_check);
  UT_RUN(knob_values);
  UT_RUN(knob_reaches_legaliser);
  UT_RUN(compile_small_module);
  UT_RUN(compile_verifies_first);
  return ut_finish();
}
