/* api_test -- checks of nvcg_parse_ll through the public API that the text-level tests
 * cannot make: statuses, the diagnostic callback's fields, what the parsed module holds
 * (kernel flags, launch bounds, !nvvmir.version, source positions), named types shared by
 * or conflicting between modules of one context, and that a context stays usable after
 * failed parses. Prints one "PASS: reader/api/NAME" or "FAIL: ..." line per check. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <string.h>

static int failures;
static char last_msg[512];
static unsigned last_line, last_col, ndiag;
static const char *last_file;

static void capture(const nvcg_diagnostic *d, void *user) {
  (void)user;
  ndiag++;
  if (d->severity != NVCG_SEV_ERROR) return;
  snprintf(last_msg, sizeof last_msg, "%s", d->message);
  last_line = d->line;
  last_col = d->col;
  last_file = d->file;
}

static void check(int ok, const char *name, const char *why) {
  if (ok) printf("PASS: reader/api/%s\n", name);
  else {
    printf("FAIL: reader/api/%s (%s)\n", name, why);
    failures++;
  }
}

static nvcg_status parse(nvcg_context *ctx, const char *text, nvcg_module **m) {
  last_msg[0] = 0;
  last_line = last_col = 0;
  return nvcg_parse_ll(ctx, text, strlen(text), "t.ll", m);
}

static nv_func *fn(nvcg_module *m, const char *name) {
  nvcg_value *v = nvcg_module_get_function(m, name);
  return v ? (nv_func *)v : NULL;
}

int main(void) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL, *m2 = NULL;
  nvcg_status st;
  nvcg_context_set_diag_handler(ctx, capture, NULL);

  st = nvcg_parse_ll(NULL, "", 0, "x", &m);
  check(st == NVCG_ERROR, "null-context", "a NULL context must fail");
  st = nvcg_parse_ll(ctx, NULL, 0, NULL, &m);
  check(st == NVCG_OK && m, "empty-input", "an empty input is an empty module");
  if (m) nvcg_module_destroy(m);

  st = parse(ctx, "define void @f() {\n  %x = add i32 1, %y\n  ret void\n}\n", &m);
  check(st == NVCG_ERROR && !m, "error-status", "an error gives NVCG_ERROR and no module");
  check(last_line == 2 && last_col == 19 && last_file && strcmp(last_file, "t.ll") == 0 &&
            strstr(last_msg, "undefined value '%y'"),
        "diagnostic-fields", last_msg);

  st = parse(ctx, "@g = global x86_fp80 0xK00000000000000000000\n", &m);
  check(st == NVCG_UNSUPPORTED, "unsupported-status", "valid but unsupported input gives NVCG_UNSUPPORTED");

  st = parse(ctx,
             "define void @k(ptr addrspace(1) %p) {\n"
             "entry:\n"
             "  %v = load i32, ptr addrspace(1) %p, align 4\n"
             "  ret void\n"
             "}\n"
             "define ptx_kernel void @k2() {\n  ret void\n}\n"
             "!nvvm.annotations = !{!0, !1, !2}\n"
             "!nvvmir.version = !{!3}\n"
             "!0 = !{ptr @k, !\"kernel\", i32 1}\n"
             "!1 = !{ptr @k, !\"maxntidx\", i32 256, !\"maxntidy\", i32 4, !\"minctasm\", i32 2}\n"
             "!2 = !{ptr @k, !\"reqntidz\", i32 8, !\"maxnreg\", i32 40}\n"
             "!3 = !{i32 2, i32 0}\n",
             &m);
  check(st == NVCG_OK, "nvvm-parse", last_msg);
  if (st == NVCG_OK) {
    nv_func *k = fn(m, "k"), *k2 = fn(m, "k2");
    nv_inst *I = k ? k->first->first : NULL;
    check(k && k->is_kernel && k->maxntid[0] == 256 && k->maxntid[1] == 4 && k->maxntid[2] == 0 &&
              k->minctasm == 2 && k->reqntid[2] == 8 && k->maxnreg == 40,
          "nvvm-annotations", "kernel flag and launch bounds");
    check(k2 && k2->is_kernel && k2->cc == NVCG_CC_PTX_KERNEL, "ptx-kernel-cc", "ptx_kernel makes a kernel");
    check(m->nvvmir_version[0] == 2 && m->nvvmir_version[1] == 0 && m->nvvmir_version[2] == -1,
          "nvvmir-version", "!nvvmir.version");
    check(I && I->line == 3 && I->col == 3, "inst-position", "instruction line/col");
    check(nvcg_verify_module(m) == NVCG_OK, "verify", "a parsed module verifies");
    nvcg_module_destroy(m);
  }

  /* one context, two modules: equal struct bodies share the type, different ones do not */
  st = parse(ctx, "%T = type { i32, float }\n@a = global %T zeroinitializer\n", &m);
  check(st == NVCG_OK, "types-first", last_msg);
  st = parse(ctx, "%T = type { i32, float }\n@b = global %T zeroinitializer\n", &m2);
  check(st == NVCG_OK && m && m2 &&
            ((nv_global *)nvcg_module_get_global(m, "a"))->vtype ==
                ((nv_global *)nvcg_module_get_global(m2, "b"))->vtype,
        "types-shared", "equal bodies share one type");
  if (m2) nvcg_module_destroy(m2);
  st = parse(ctx, "%T = type { double }\n@c = global %T zeroinitializer\n", &m2);
  if (st == NVCG_OK) {
    nv_type *t = ((nv_global *)nvcg_module_get_global(m2, "c"))->vtype;
    char *text = NULL;
    check(t->name && strcmp(t->name, "T") != 0 && t->count == 1, "types-conflict", "a different body gets a new name");
    nvcg_print_ll(m2, &text, NULL);
    check(text && strstr(text, "%T.0 = type { double }") && strstr(text, "@c = global %T.0"),
          "types-conflict-print", text ? text : "no text");
    nvcg_free(text);
    nvcg_module_destroy(m2);
  } else {
    check(0, "types-conflict", last_msg);
  }
  if (m) nvcg_module_destroy(m);

  /* failed parses that left constants over forward references behind */
  st = parse(ctx, "@p = global ptr getelementptr (i8, ptr @later, i64 4)\n@q = global i32 %bad\n", &m);
  check(st == NVCG_ERROR, "failed-with-constants", "rejected");
  st = parse(ctx, "@p = global ptr getelementptr (i8, ptr @later, i64 4)\n@later = global i8 0\n", &m);
  check(st == NVCG_OK, "after-failure", last_msg);
  if (m) nvcg_module_destroy(m);

  /* a warning is not an error */
  ndiag = 0;
  st = parse(ctx, "define void @f() #3 {\n  ret void\n}\n", &m);
  check(st == NVCG_OK && ndiag == 1, "warning", "an undefined attribute group warns and parses");
  if (m) nvcg_module_destroy(m);

  nvcg_context_destroy(ctx);
  return failures ? 1 : 0;
}
