/* emu_test.c — unit tests of the PTX emulator's instruction semantics, error reporting and
 * fault reporting. Each semantic case is a small PTX body run by one thread; it stores its
 * results as 64-bit words into a zeroed buffer, which is compared with values taken from the
 * PTX ISA manual's definitions. Prints one PASS/FAIL line per case (tests/run.sh format).
 *
 *   emu_test [--dump DIR] [FILTER]
 *
 * --dump writes each case's PTX to DIR/NAME.ptx (valid cases) so that the suite can check
 * every hand-written snippet with ptxas. */
#include "runner.h"
#include "fp.h"
#include <math.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int npass, nfail;
static const char *filter;
static const char *dumpdir;

/* --------------------------------------------------------------------------- harness */

static const char *HEAD =
    ".version 8.0\n"
    ".target sm_90\n"
    ".address_size 64\n";

static const char *REGS =
    "  .reg .pred %p<8>;\n"
    "  .reg .b16 %h<8>;\n"
    "  .reg .b32 %r<16>;\n"
    "  .reg .b64 %rd<16>;\n"
    "  .reg .f32 %f<8>;\n"
    "  .reg .f64 %fd<8>;\n"
    "  .local .align 8 .b8 __local_depot0[32];\n";

static void dump(const char *name, const char *text) {
    char path[512];
    FILE *f;
    if (!dumpdir) return;
    snprintf(path, sizeof path, "%s/%s.ptx", dumpdir, name);
    f = fopen(path, "w");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

static int selected(const char *name) { return !filter || strstr(name, filter); }

static void pass(const char *name) { printf("PASS: emu/%s\n", name); npass++; }
static void fail(const char *name, const char *fmt, ...) {
    va_list ap;
    printf("FAIL: emu/%s (", name);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf(")\n");
    nfail++;
}

/* Run TEXT with one buffer of N 64-bit words (zeroed) as the only parameter. */
static int run_words_x(const char *text, const char *kernel, const uint32_t *dims, uint64_t shared, const char *const *extra,
                       uint64_t *out, int n, char *err, size_t errsize) {
    nr_launch L;
    nr_arg args[5], *a = &args[0];
    int rc, k;
    memset(&L, 0, sizeof L);
    memset(args, 0, sizeof args);
    a->is_buf = 1;
    a->type = NR_I64;
    a->count = (uint64_t)n;
    a->init = NR_INIT_ZERO;
    L.nargs = 1;
    for (k = 0; extra && k < 4 && extra[k]; k++)
        if (nr_parse_arg(extra[k], &args[L.nargs++], err, errsize)) return 3;
    L.engine = "ptx";
    L.file = "test.ptx";
    L.text = text;
    L.text_len = strlen(text);
    L.kernel = kernel;
    for (k = 0; k < 3; k++) { L.grid[k] = dims[k]; L.block[k] = dims[3 + k]; }
    L.args = args;
    L.max_insns = 10000000;
    L.shared_bytes = shared;
    rc = nr_run(&L, err, errsize);
    if (rc == 0 && a->data) memcpy(out, a->data, (size_t)n * 8);
    nr_free_results(&L);
    return rc;
}

static int run_words(const char *text, const char *kernel, uint32_t grid, uint32_t block, uint64_t shared, uint64_t *out,
                     int n, char *err, size_t errsize) {
    uint32_t dims[6] = {1, 1, 1, 1, 1, 1};
    dims[0] = grid;
    dims[3] = block;
    return run_words_x(text, kernel, dims, shared, NULL, out, n, err, errsize);
}

/* A one-thread semantic case: BODY stores results with st.global.b64/b32 at [%rd15+8*i]. */
typedef struct scase {
    const char *name;
    const char *body;
    int n;
    uint64_t exp[8];
} scase;

static void run_case(const scase *c) {
    char text[8192], err[2048];
    uint64_t out[8];
    int rc, i;
    if (!selected(c->name)) return;
    snprintf(text, sizeof text,
             "%s.shared .align 8 .b8 sh[64];\n.visible .entry t(.param .u64 out)\n{\n%s  ld.param.u64 %%rd15, [out];\n  cvta.to.global.u64 %%rd15, %%rd15;\n%s\n  ret;\n}\n",
             HEAD, REGS, c->body);
    dump(c->name, text);
    memset(out, 0, sizeof out);
    rc = run_words(text, "t", 1, 1, 0, out, 8, err, sizeof err);
    if (rc) { fail(c->name, "status %d: %s", rc, err); return; }
    for (i = 0; i < c->n; i++)
        if (out[i] != c->exp[i]) {
            fail(c->name, "word %d is 0x%llx, expected 0x%llx", i, (unsigned long long)out[i], (unsigned long long)c->exp[i]);
            return;
        }
    pass(c->name);
}

#define S32(i, reg) "  st.global.b32 [%rd15+" #i "], " reg ";\n"
#define S64(i, reg) "  st.global.b64 [%rd15+" #i "], " reg ";\n"
#define S16(i, reg) "  st.global.b16 [%rd15+" #i "], " reg ";\n"
#define SP(i, p) "  selp.b32 %r15, 1, 0, " p ";\n  st.global.b32 [%rd15+" #i "], %r15;\n"

/* --------------------------------------------------------------------------- cases */

static const scase cases[] = {
    /* ---- integer add/sub with wrap, saturation and carries */
    {"add_s32_wrap", "  add.s32 %r1, 0x7fffffff, 1;\n" S32(0, "%r1"), 1, {0x80000000}},
    {"add_sat_s32", "  mov.b32 %r1, 0x7fffffff;\n  add.sat.s32 %r2, %r1, 1;\n  add.sat.s32 %r3, -2147483648, -1;\n"
                    "  add.sat.s32 %r4, -5, 3;\n" S32(0, "%r2") S32(8, "%r3") S32(16, "%r4"),
     3, {0x7fffffff, 0x80000000, 0xfffffffe}},
    {"sub_sat_s32", "  sub.sat.s32 %r1, -2147483648, 1;\n  sub.sat.s32 %r2, 2147483647, -1;\n" S32(0, "%r1") S32(8, "%r2"),
     2, {0x80000000, 0x7fffffff}},
    {"add_u16_wrap", "  mov.b16 %h1, 0xffff;\n  add.u16 %h2, %h1, 2;\n" S16(0, "%h2"), 1, {1}},
    {"add_cc_addc", /* 64-bit add from two 32-bit halves: 0x00000001_ffffffff + 1 */
     "  add.cc.u32 %r1, 0xffffffff, 1;\n  addc.u32 %r2, 1, 0;\n  addc.cc.u32 %r3, 0xffffffff, 0;\n  addc.u32 %r4, 0, 0;\n"
     S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4"),
     4, {0, 2, 0, 1}},
    {"sub_cc_subc", "  sub.cc.u32 %r1, 0, 1;\n  subc.u32 %r2, 5, 0;\n  sub.cc.u32 %r3, 7, 1;\n  subc.u32 %r4, 5, 0;\n"
                    S32(0, "%r1") S32(8, "%r2") S32(16, "%r4"),
     3, {0xffffffff, 4, 5}},
    {"add_cc_u64", "  mov.b64 %rd1, -1;\n  add.cc.u64 %rd2, %rd1, 1;\n  addc.u64 %rd3, 0, 0;\n" S64(0, "%rd2") S64(8, "%rd3"),
     2, {0, 1}},
    {"mad_cc_madc", /* mad.lo.cc + madc.hi: 0xffffffff*0xffffffff + 0xffffffff, 64-bit result */
     "  mad.lo.cc.u32 %r1, 0xffffffff, 0xffffffff, 0xffffffff;\n  madc.hi.u32 %r2, 0xffffffff, 0xffffffff, 0;\n"
     S32(0, "%r1") S32(8, "%r2"),
     2, {0, 0xffffffff}},
    /* ---- multiplication */
    {"mul_hi_u32", "  mul.hi.u32 %r1, 0xffffffff, 0xffffffff;\n" S32(0, "%r1"), 1, {0xfffffffe}},
    {"mul_hi_s32", "  mul.hi.s32 %r1, -1, -1;\n  mul.hi.s32 %r2, -2147483648, -2147483648;\n  mul.hi.s32 %r3, -2, 3;\n"
                   S32(0, "%r1") S32(8, "%r2") S32(16, "%r3"),
     3, {0, 0x40000000, 0xffffffff}},
    {"mul_lo_wrap", "  mul.lo.u32 %r1, 0x10000, 0x10000;\n  mul.lo.s32 %r2, -3, 5;\n" S32(0, "%r1") S32(8, "%r2"), 2, {0, 0xfffffff1}},
    {"mul_wide", "  mul.wide.s32 %rd1, -2, 3;\n  mul.wide.u32 %rd2, 0xffffffff, 0xffffffff;\n  mul.wide.u16 %r1, 0xffff, 0xffff;\n"
                 "  mul.wide.s16 %r2, -1, 0x7fff;\n" S64(0, "%rd1") S64(8, "%rd2") S32(16, "%r1") S32(24, "%r2"),
     4, {0xfffffffffffffffaULL, 0xfffffffe00000001ULL, 0xfffe0001, 0xffff8001}},
    {"mul_hi_64", "  mov.b64 %rd1, -1;\n  mul.hi.u64 %rd2, %rd1, 2;\n  mul.hi.s64 %rd3, %rd1, 2;\n"
                  "  mov.b64 %rd4, 0x123456789abcdef0;\n  mul.hi.u64 %rd5, %rd4, %rd4;\n  mul.hi.s64 %rd6, %rd1, %rd1;\n"
                  S64(0, "%rd2") S64(8, "%rd3") S64(16, "%rd5") S64(24, "%rd6"),
     4, {1, 0xffffffffffffffffULL, 0x014b66dc33f6acdcULL, 0}},
    {"mad_wide", "  mad.wide.s32 %rd1, -1, -1, 5;\n  mad.wide.u32 %rd2, 0x80000000, 4, 3;\n" S64(0, "%rd1") S64(8, "%rd2"),
     2, {6, 0x200000003ULL}},
    {"mad_hi_lo", "  mad.lo.s32 %r1, 7, -3, 100;\n  mad.hi.u32 %r2, 0x80000000, 4, 1;\n  mad.hi.sat.s32 %r3, 0x7fffffff, 0x7fffffff, 0x7fffffff;\n"
                  S32(0, "%r1") S32(8, "%r2") S32(16, "%r3"),
     3, {79, 3, 0x7fffffff}},
    {"mul24", /* only the low 24 bits take part; .hi is bits 47..16 of the 48-bit product */
     "  mul24.lo.u32 %r1, 0x01000005, 3;\n  mul24.hi.u32 %r2, 0xffffff, 0xffffff;\n  mul24.lo.s32 %r3, 0x00ffffff, 2;\n"
     "  mad24.lo.u32 %r4, 0x01000002, 3, 4;\n" S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4"),
     4, {15, 0xfffffe00, 0xfffffffe, 10}},
    {"sad", "  sad.u32 %r1, 3, 10, 5;\n  sad.s32 %r2, -3, 4, 0;\n  sad.u32 %r3, 10, 3, 1;\n" S32(0, "%r1") S32(8, "%r2") S32(16, "%r3"),
     3, {12, 7, 8}},
    {"div_rem_s32", "  div.s32 %r1, -7, 2;\n  rem.s32 %r2, -7, 2;\n  div.s32 %r3, -2147483648, -1;\n  rem.s32 %r4, 7, -2;\n"
                    S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4"),
     4, {0xfffffffd, 0xffffffff, 0x80000000, 1}},
    {"div_rem_u64", "  mov.b64 %rd1, -1;\n  div.u64 %rd2, %rd1, 10;\n  rem.u64 %rd3, %rd1, 10;\n" S64(0, "%rd2") S64(8, "%rd3"),
     2, {1844674407370955161ULL, 5}},
    {"div_by_zero", /* PTX: unspecified; the emulator (like the GPU for .u32) gives all ones */
     "  mov.b32 %r1, 0;\n  div.u32 %r2, 7, %r1;\n" S32(0, "%r2"), 1, {0xffffffff}},
    {"abs_neg", "  abs.s32 %r1, -5;\n  abs.s32 %r2, -2147483648;\n  neg.s32 %r3, 5;\n  mov.b16 %h1, 0x8000;\n  abs.s16 %h2, %h1;\n"
                S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S16(24, "%h2"),
     4, {5, 0x80000000, 0xfffffffb, 0x8000}},
    {"min_max_int", "  min.s32 %r1, -1, 1;\n  min.u32 %r2, 0xffffffff, 1;\n  max.s32 %r3, -1, 1;\n  max.u32 %r4, 0xffffffff, 1;\n"
                    "  max.relu.s32 %r5, -5, -3;\n  min.relu.s32 %r6, 4, 9;\n"
                    S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {0xffffffff, 1, 1, 0xffffffff, 0, 4}},
    {"min_max_16x2", "  mov.b32 %r5, 0xffff0005;\n  mov.b32 %r6, 0x00010003;\n  max.s16x2 %r1, %r5, %r6;\n  min.u16x2 %r2, %r5, %r6;\n"
                     "  mov.b32 %r5, 0xfff0fffe;\n  mov.b32 %r6, 0xfff1fff0;\n  max.relu.s16x2 %r3, %r5, %r6;\n"
                     S32(0, "%r1") S32(8, "%r2") S32(16, "%r3"),
     3, {0x00010005, 0x00010003, 0}},
    /* ---- bit counting and fields */
    {"popc_clz", "  popc.b32 %r1, 0xf0f0;\n  mov.b64 %rd1, -1;\n  popc.b64 %r2, %rd1;\n  clz.b32 %r3, 0;\n  clz.b32 %r4, 1;\n"
                 "  clz.b64 %r5, 1;\n" S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5"),
     5, {8, 64, 32, 31, 63}},
    {"bfind", "  bfind.u32 %r1, 0;\n  bfind.u32 %r2, 0x80;\n  bfind.shiftamt.u32 %r3, 0x80;\n  bfind.s32 %r4, -1;\n"
              "  bfind.s32 %r5, 0xfffffff0;\n  mov.b64 %rd1, 0x100000000;\n  bfind.u64 %r6, %rd1;\n"
              S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {0xffffffff, 7, 24, 0xffffffff, 3, 32}},
    {"brev", "  brev.b32 %r1, 1;\n  brev.b64 %rd1, 3;\n" S32(0, "%r1") S64(8, "%rd1"), 2, {0x80000000, 0xc000000000000000ULL}},
    {"bfe", /* msb replication past the field, zero length gives 0 */
     "  bfe.u32 %r1, 0x12345678, 8, 8;\n  bfe.s32 %r2, 0xf0, 4, 4;\n  bfe.s32 %r3, 0x80000000, 28, 8;\n  bfe.u32 %r4, 0xffffffff, 4, 0;\n"
     "  bfe.u32 %r5, 0xffffffff, 40, 8;\n  bfe.s32 %r6, 0x70, 4, 4;\n"
     S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {0x56, 0xffffffff, 0xfffffff8, 0, 0, 7}},
    {"bfe_64", "  mov.b64 %rd1, 0x8000000000000000;\n  bfe.s64 %rd2, %rd1, 60, 4;\n  bfe.u64 %rd3, %rd1, 60, 4;\n" S64(0, "%rd2") S64(8, "%rd3"),
     2, {0xfffffffffffffff8ULL, 8}},
    {"bfi", "  bfi.b32 %r1, 0xff, 0x12345678, 8, 8;\n  bfi.b32 %r2, 0xff, 0x12345678, 28, 8;\n  bfi.b32 %r3, 0xff, 0x12345678, 4, 0;\n"
            S32(0, "%r1") S32(8, "%r2") S32(16, "%r3"),
     3, {0x1234ff78, 0xf2345678, 0x12345678}},
    {"prmt_generic", "  prmt.b32 %r1, 0x03020100, 0x07060504, 0x3210;\n  prmt.b32 %r2, 0x03020100, 0x07060504, 0x7654;\n"
                     "  prmt.b32 %r3, 0x03020100, 0x07060504, 0x0123;\n  prmt.b32 %r4, 0x80, 0, 0x0008;\n"
                     S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4"),
     4, {0x03020100, 0x07060504, 0x00010203, 0x808080ff}},
    {"prmt_modes", "  prmt.b32.f4e %r1, 0x03020100, 0x07060504, 1;\n  prmt.b32.b4e %r2, 0x03020100, 0x07060504, 0;\n"
                   "  prmt.b32.rc8 %r3, 0x03020100, 0x07060504, 2;\n  prmt.b32.ecl %r4, 0x03020100, 0x07060504, 1;\n"
                   "  prmt.b32.ecr %r5, 0x03020100, 0x07060504, 2;\n  prmt.b32.rc16 %r6, 0x03020100, 0x07060504, 1;\n"
                   S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {0x04030201, 0x05060700, 0x02020202, 0x03020101, 0x02020100, 0x03020302}},
    {"fns", /* the manual's examples */
     "  fns.b32 %r1, 0xaaaaaaaa, 3, 1;\n  fns.b32 %r2, 0xaaaaaaaa, 3, -1;\n  fns.b32 %r3, 0xaaaaaaaa, 2, 1;\n  fns.b32 %r4, 0xaaaaaaaa, 2, -1;\n"
     "  fns.b32 %r5, 0xaaaaaaaa, 2, 0;\n" S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5"),
     5, {3, 3, 3, 1, 0xffffffff}},
    {"bmsk_szext", "  bmsk.wrap.b32 %r1, 1, 2;\n  bmsk.clamp.b32 %r2, 40, 2;\n  bmsk.wrap.b32 %r3, 30, 8;\n"
                   "  szext.wrap.u32 %r4, 0xffffffff, 0;\n  szext.clamp.s32 %r5, 0x80, 8;\n  szext.clamp.s32 %r6, 0x12345678, 40;\n"
                   S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {6, 0, 0xc0000000, 0, 0xffffff80, 0x12345678}},
    {"dp4a_dp2a", "  dp4a.u32.u32 %r1, 0x01020304, 0x01010101, 10;\n  dp4a.s32.s32 %r2, 0xffffffff, 0x02020202, 0;\n"
                  "  dp2a.lo.u32.u32 %r3, 0x00020001, 0x04030201, 0;\n  dp2a.hi.u32.u32 %r4, 0x00020001, 0x04030201, 0;\n"
                  S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4"),
     4, {20, 0xfffffff8, 5, 11}},
    /* ---- logic and shifts */
    {"shifts_clamp", /* shift amounts past the width clamp */
     "  shl.b32 %r1, 1, 31;\n  shl.b32 %r2, 1, 32;\n  shl.b32 %r3, 1, 0xffffffff;\n  shr.u32 %r4, 0x80000000, 40;\n"
     "  shr.s32 %r5, 0x80000000, 40;\n  shr.s32 %r6, 0x40000000, 40;\n"
     S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {0x80000000, 0, 0, 0, 0xffffffff, 0}},
    {"shifts_64_16", "  shl.b64 %rd1, 1, 63;\n  shl.b64 %rd2, 1, 64;\n  mov.b16 %h1, 0x8000;\n  shr.s16 %h2, %h1, 20;\n  shr.u16 %h3, %h1, 15;\n"
                     S64(0, "%rd1") S64(8, "%rd2") S16(16, "%h2") S16(24, "%h3"),
     4, {0x8000000000000000ULL, 0, 0xffff, 1}},
    {"shf", "  shf.l.wrap.b32 %r1, 0x89abcdef, 0x01234567, 8;\n  shf.l.clamp.b32 %r2, 0x89abcdef, 0x01234567, 40;\n"
            "  shf.l.wrap.b32 %r3, 0x89abcdef, 0x01234567, 40;\n  shf.r.wrap.b32 %r4, 0x89abcdef, 0x01234567, 8;\n"
            "  shf.r.clamp.b32 %r5, 0x89abcdef, 0x01234567, 40;\n"
            S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5"),
     5, {0x23456789, 0x89abcdef, 0x23456789, 0x6789abcd, 0x01234567}},
    {"lop3", "  lop3.b32 %r1, 0xff00ff00, 0xf0f0f0f0, 0xcccccccc, 0x96;\n  lop3.b32 %r2, 0xff00ff00, 0xf0f0f0f0, 0xcccccccc, 0x80;\n"
             "  lop3.b32 %r3, 0xff00ff00, 0xf0f0f0f0, 0xcccccccc, 0xcc;\n"
             S32(0, "%r1") S32(8, "%r2") S32(16, "%r3"),
     3, {0xc33cc33c, 0xc000c000, 0xf0f0f0f0}},
    {"not_cnot_pred", "  cnot.b32 %r1, 0;\n  cnot.b32 %r2, 5;\n  mov.b16 %h1, 0x00ff;\n  not.b16 %h2, %h1;\n  setp.eq.s32 %p1, 1, 1;\n"
                      "  not.pred %p2, %p1;\n  xor.pred %p3, %p1, %p2;\n" S32(0, "%r1") S32(8, "%r2") S16(16, "%h2") SP(24, "%p2") SP(32, "%p3"),
     5, {1, 0, 0xff00, 0, 1}},
    /* ---- compare and select */
    {"setp_int", "  setp.lt.s32 %p1, -1, 0;\n  setp.lo.u32 %p2, 0xffffffff, 0;\n  setp.hs.u32 %p3, 0xffffffff, 0;\n  setp.ne.b16 %p4, 1, 2;\n"
                 SP(0, "%p1") SP(8, "%p2") SP(16, "%p3") SP(24, "%p4"),
     4, {1, 0, 1, 1}},
    {"setp_boolop", /* p = (a cmp b) op c, q = !(a cmp b) op c */
     "  setp.eq.s32 %p7, 0, 1;\n  setp.lt.and.s32 %p1|%p2, 1, 2, %p7;\n  setp.gt.or.s32 %p3|%p4, 1, 2, !%p7;\n"
     "  setp.eq.xor.s32 %p5|%p6, 1, 1, !%p7;\n"
     SP(0, "%p1") SP(8, "%p2") SP(16, "%p3") SP(24, "%p4") SP(32, "%p5") SP(40, "%p6"),
     6, {0, 0, 1, 1, 0, 1}},
    {"setp_float_nan", "  mov.b32 %f1, 0x7fc00000;\n  setp.lt.f32 %p1, %f1, 1.0;\n  setp.ltu.f32 %p2, %f1, 1.0;\n  setp.ne.f32 %p3, %f1, %f1;\n"
                       "  setp.neu.f32 %p4, %f1, %f1;\n  setp.num.f32 %p5, %f1, 1.0;\n  setp.nan.f32 %p6, %f1, 1.0;\n  setp.eq.f32 %p7, 0f80000000, 0f00000000;\n"
                       SP(0, "%p1") SP(8, "%p2") SP(16, "%p3") SP(24, "%p4") SP(32, "%p5") SP(40, "%p6") SP(48, "%p7"),
     7, {0, 1, 0, 1, 0, 1, 1}},
    {"set_int_float", "  set.lt.u32.s32 %r1, -1, 0;\n  set.gt.f32.f32 %r2, 2.0, 1.0;\n  set.gt.f32.f32 %r3, 1.0, 2.0;\n  set.eq.and.u32.u32 %r4, 1, 1, %p0;\n"
                      S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4"),
     4, {0xffffffff, 0x3f800000, 0, 0}},
    {"selp_slct", "  setp.eq.s32 %p1, 1, 1;\n  selp.b32 %r1, 7, 9, %p1;\n  selp.b64 %rd1, 7, 9, !%p1;\n  slct.s32.s32 %r2, 1, 2, -1;\n"
                  "  slct.s32.s32 %r3, 1, 2, 0;\n  slct.b32.f32 %r4, 1, 2, 0f80000000;\n  slct.b32.f32 %r5, 1, 2, 0f7fc00000;\n"
                  S32(0, "%r1") S64(8, "%rd1") S32(16, "%r2") S32(24, "%r3") S32(32, "%r4") S32(40, "%r5"),
     6, {7, 9, 2, 1, 1, 2}},
    {"testp", "  testp.finite.f32 %p1, 0f7f800000;\n  testp.normal.f32 %p2, 0f00000001;\n  testp.subnormal.f32 %p3, 0f00000001;\n"
              "  testp.notanumber.f32 %p4, 0f7fc00000;\n  testp.number.f32 %p5, 0fff800000;\n  testp.infinite.f64 %p6, 0dfff0000000000000;\n"
              "  testp.normal.f64 %p7, 0d3ff0000000000000;\n"
              SP(0, "%p1") SP(8, "%p2") SP(16, "%p3") SP(24, "%p4") SP(32, "%p5") SP(40, "%p6") SP(48, "%p7"),
     7, {0, 0, 1, 1, 1, 1, 1}},
    {"copysign", "  copysign.f32 %f1, 0fbf800000, 0f40000000;\n  copysign.f64 %fd1, 0d3ff0000000000000, 0dc000000000000000;\n"
                 S32(0, "%f1") S64(8, "%fd1"),
     2, {0xc0000000, 0x4000000000000000ULL}},
    /* ---- floating point: rounding modes */
    {"add_f32_rounding", /* 1 + 2^-24 is a tie between 1 and 1+2^-23 */
     "  add.rn.f32 %f1, 0f3f800000, 0f33800000;\n  add.rz.f32 %f2, 0f3f800000, 0f33800000;\n  add.rm.f32 %f3, 0f3f800000, 0f33800000;\n"
     "  add.rp.f32 %f4, 0f3f800000, 0f33800000;\n  add.rm.f32 %f5, 0fbf800000, 0fb3800000;\n  add.rp.f32 %f6, 0fbf800000, 0fb3800000;\n"
     "  add.rn.f32 %f7, 0f3f800000, 0f33c00000;\n"
     S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5") S32(40, "%f6") S32(48, "%f7"),
     7, {0x3f800000, 0x3f800000, 0x3f800000, 0x3f800001, 0xbf800001, 0xbf800000, 0x3f800001}},
    {"div_f32_rounding", "  div.rn.f32 %f1, 1.0, 3.0;\n  div.rz.f32 %f2, 1.0, 3.0;\n  div.rm.f32 %f3, 1.0, 3.0;\n  div.rp.f32 %f4, 1.0, 3.0;\n"
                         "  div.rz.f32 %f5, -1.0, 3.0;\n" S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5"),
     5, {0x3eaaaaab, 0x3eaaaaaa, 0x3eaaaaaa, 0x3eaaaaab, 0xbeaaaaaa}},
    {"sqrt_rcp_f32", "  sqrt.rn.f32 %f1, 2.0;\n  sqrt.rz.f32 %f2, 2.0;\n  sqrt.rp.f32 %f3, 2.0;\n  rcp.rn.f32 %f4, 3.0;\n  rcp.rp.f32 %f5, 3.0;\n"
                     S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5"),
     5, {0x3fb504f3, 0x3fb504f3, 0x3fb504f4, 0x3eaaaaab, 0x3eaaaaab}},
    {"mul_f32_rounding", /* (1+2^-23)^2 = 1 + 2^-22 + 2^-46 */
     "  mul.rn.f32 %f1, 0f3f800001, 0f3f800001;\n  mul.rp.f32 %f2, 0f3f800001, 0f3f800001;\n  mul.rz.f32 %f3, 0f3f800001, 0f3f800001;\n"
     S32(0, "%f1") S32(8, "%f2") S32(16, "%f3"),
     3, {0x3f800002, 0x3f800003, 0x3f800002}},
    {"fma_single_rounding", /* fma rounds once; mul+add twice */
     "  fma.rn.f32 %f1, 0f3f800800, 0f3f800800, 0fbf801000;\n  mul.rn.f32 %f2, 0f3f800800, 0f3f800800;\n  add.rn.f32 %f3, %f2, 0fbf801000;\n"
     "  fma.rz.f32 %f4, 0f3f800001, 0f3f800001, 0f00000000;\n  mad.rn.f32 %f5, 0f3f800800, 0f3f800800, 0fbf801000;\n"
     S32(0, "%f1") S32(8, "%f3") S32(16, "%f4") S32(24, "%f5"),
     4, {0x33800000, 0, 0x3f800002, 0x33800000}},
    {"f64_rounding", "  add.rz.f64 %fd1, 1.0, 0d3ca0000000000000;\n  add.rp.f64 %fd2, 1.0, 0d3ca0000000000000;\n  div.rn.f64 %fd3, 1.0, 3.0;\n"
                     "  div.rz.f64 %fd4, 2.0, 3.0;\n  sqrt.rn.f64 %fd5, 2.0;\n  fma.rn.f64 %fd6, 0d3ff0000000000001, 0d3ff0000000000001, 0dbff0000000000002;\n"
                     S64(0, "%fd1") S64(8, "%fd2") S64(16, "%fd3") S64(24, "%fd4") S64(32, "%fd5") S64(40, "%fd6"),
     6, {0x3ff0000000000000ULL, 0x3ff0000000000001ULL, 0x3fd5555555555555ULL, 0x3fe5555555555555ULL, 0x3ff6a09e667f3bcdULL, 0x3970000000000000ULL}},
    {"ftz", /* .ftz flushes subnormal inputs and results to sign-preserving zero */
     "  add.f32 %f1, 0f00000001, 0f00000000;\n  add.ftz.f32 %f2, 0f00000001, 0f00000000;\n  sub.ftz.f32 %f3, 0f00c00000, 0f00800000;\n"
     "  sub.f32 %f4, 0f00c00000, 0f00800000;\n  mul.ftz.f32 %f5, 0f80000001, 0f3f800000;\n  abs.ftz.f32 %f6, 0f80000001;\n"
     S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5") S32(40, "%f6"),
     6, {1, 0, 0, 0x00400000, 0x80000000, 0}},
    {"sat_f32", "  add.sat.f32 %f1, 0.75, 0.5;\n  add.sat.f32 %f2, -1.0, 0.5;\n  mul.sat.f32 %f3, 0f7fc00000, 1.0;\n  fma.rn.sat.f32 %f4, 0.5, 0.5, 0.0;\n"
                "  cvt.sat.f32.f32 %f5, 0fbf000000;\n" S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5"),
     5, {0x3f800000, 0, 0, 0x3e800000, 0}},
    {"nan_canonical_f32", "  mul.f32 %f1, 0f7f800000, 0f00000000;\n  add.f32 %f2, 0fffc00001, 1.0;\n" S32(0, "%f1") S32(8, "%f2"),
     2, {0x7fffffff, 0x7fffffff}},
    {"minmax_f32", /* NaN rules, -0 < +0, .NaN, .xorsign.abs */
     "  min.f32 %f1, 0f7fc00000, 1.0;\n  min.NaN.f32 %f2, 0f7fc00000, 1.0;\n  min.f32 %f3, 0f80000000, 0f00000000;\n"
     "  max.f32 %f4, 0f80000000, 0f00000000;\n  max.f32 %f5, 0f7fc00000, 0f7fc00000;\n  min.xorsign.abs.f32 %f6, -2.0, 3.0;\n"
     "  max.f64 %fd1, 0d7ff8000000000000, 2.0;\n"
     S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5") S32(40, "%f6") S64(48, "%fd1"),
     7, {0x3f800000, 0x7fffffff, 0x80000000, 0, 0x7fffffff, 0xc0000000, 0x4000000000000000ULL}},
    {"neg_abs_f", "  neg.f32 %f1, 0f00000000;\n  abs.f64 %fd1, 0dbff0000000000000;\n  neg.f64 %fd2, 1.0;\n"
                  S32(0, "%f1") S64(8, "%fd1") S64(16, "%fd2"),
     3, {0x80000000, 0x3ff0000000000000ULL, 0xbff0000000000000ULL}},
    /* ---- approximate functions: exact where the answer is representable */
    {"approx_exact_points", "  ex2.approx.f32 %f1, 1.0;\n  lg2.approx.f32 %f2, 8.0;\n  rcp.approx.f32 %f3, 4.0;\n  sqrt.approx.f32 %f4, 4.0;\n"
                            "  rsqrt.approx.f32 %f5, 4.0;\n  sin.approx.f32 %f6, 0.0;\n  cos.approx.f32 %f7, 0.0;\n"
                            S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5") S32(40, "%f6") S32(48, "%f7"),
     7, {0x40000000, 0x40400000, 0x3e800000, 0x40000000, 0x3f000000, 0, 0x3f800000}},
    {"approx_special", /* the manual's corner-case tables */
     "  lg2.approx.f32 %f1, -1.0;\n  lg2.approx.f32 %f2, 0.0;\n  ex2.approx.ftz.f32 %f3, 0fff800000;\n  rsqrt.approx.f32 %f4, 0f80000000;\n"
     "  rcp.approx.f32 %f5, 0f80000000;\n  tanh.approx.f32 %f6, 0fff800000;\n  div.approx.f32 %f7, 1.0, 0f7f000000;\n"
     S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S32(32, "%f5") S32(40, "%f6") S32(48, "%f7"),
     7, {0x7fffffff, 0xff800000, 0, 0xff800000, 0xff800000, 0xbf800000, 0}},
    {"approx_f64_upper", "  rcp.approx.ftz.f64 %fd1, 2.0;\n  rsqrt.approx.ftz.f64 %fd2, 4.0;\n  div.full.f32 %f1, 1.0, 4.0;\n"
                         S64(0, "%fd1") S64(8, "%fd2") S32(16, "%f1"),
     3, {0x3fe0000000000000ULL, 0x3fe0000000000000ULL, 0x3e800000}},
    /* ---- conversions */
    {"cvt_f2i_round", "  cvt.rzi.s32.f32 %r1, 2.7;\n  cvt.rni.s32.f32 %r2, 2.5;\n  cvt.rni.s32.f32 %r3, 3.5;\n  cvt.rni.s32.f32 %r4, -2.5;\n"
                      "  cvt.rmi.s32.f32 %r5, -2.1;\n  cvt.rpi.s32.f32 %r6, 2.1;\n"
                      S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {2, 2, 4, 0xfffffffe, 0xfffffffd, 3}},
    {"cvt_f2i_sat_nan", /* float-to-int saturates; NaN gives 0 */
     "  cvt.rzi.s32.f32 %r1, 0f7fc00000;\n  cvt.rzi.u32.f32 %r2, -5.0;\n  cvt.rzi.s32.f32 %r3, 3.0e9;\n  cvt.rzi.s32.f32 %r4, -3.0e9;\n"
     "  cvt.rzi.s32.f32 %r5, 0f7f800000;\n  cvt.rzi.u32.f32 %r6, 0f7f800000;\n"
     S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") S32(40, "%r6"),
     6, {0, 0, 0x7fffffff, 0x80000000, 0x7fffffff, 0xffffffff}},
    {"cvt_f2i_narrow_64", "  cvt.rzi.u8.f32 %r1, 300.0;\n  cvt.rzi.s8.f32 %r2, -200.0;\n  cvt.rzi.u64.f64 %rd1, 1.0e20;\n"
                          "  cvt.rzi.s64.f64 %rd2, -1.0e20;\n  cvt.rzi.s64.f64 %rd3, 0d7ff8000000000000;\n  cvt.rzi.s16.f64 %h1, -1.9;\n"
                          S32(0, "%r1") S32(8, "%r2") S64(16, "%rd1") S64(24, "%rd2") S64(32, "%rd3") S16(40, "%h1"),
     6, {0xff, 0xffffff80, 0xffffffffffffffffULL, 0x8000000000000000ULL, 0, 0xffff}},
    {"cvt_i2f_round", "  cvt.rn.f32.s32 %f1, 16777217;\n  cvt.rz.f32.u32 %f2, 0xffffffff;\n  cvt.rp.f32.u32 %f3, 0xffffffff;\n"
                      "  cvt.rm.f32.s32 %f4, -16777217;\n  cvt.rn.f64.s64 %fd1, -1;\n  mov.b64 %rd1, -1;\n  cvt.rn.f32.u64 %f5, %rd1;\n"
                      S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S64(32, "%fd1") S32(40, "%f5"),
     6, {0x4b800000, 0x4f7fffff, 0x4f800000, 0xcb800001, 0xbff0000000000000ULL, 0x5f800000}},
    {"cvt_f2f", "  cvt.rn.f32.f64 %f1, 0d3fd5555555555555;\n  cvt.rz.f32.f64 %f2, 0d3fd5555555555555;\n  cvt.rn.f32.f64 %f3, 1.0e40;\n"
                "  cvt.rz.f32.f64 %f4, 1.0e40;\n  cvt.f64.f32 %fd1, 0f3eaaaaab;\n  cvt.rm.f32.f64 %f5, -1.0e40;\n"
                S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S64(32, "%fd1") S32(40, "%f5"),
     6, {0x3eaaaaab, 0x3eaaaaaa, 0x7f800000, 0x7f7fffff, 0x3fd5555560000000ULL, 0xff800000}},
    {"cvt_f16", /* ties to even, overflow to inf, subnormals */
     "  cvt.rn.f16.f32 %h1, 0f3eaaaaab;\n  cvt.rz.f16.f32 %h2, 65520.0;\n  cvt.rn.f16.f32 %h3, 65520.0;\n  cvt.rn.f16.f32 %h4, 0f33000000;\n"
     "  cvt.rn.f16.f32 %h5, 0f33400000;\n  mov.b16 %h6, 0x0001;\n  cvt.f32.f16 %f1, %h6;\n  mov.b16 %h6, 0x3c00;\n  cvt.f32.f16 %f2, %h6;\n"
     S16(0, "%h1") S16(8, "%h2") S16(16, "%h3") S16(24, "%h4") S16(32, "%h5") S32(40, "%f1") S32(48, "%f2"),
     7, {0x3555, 0x7bff, 0x7c00, 0, 1, 0x33800000, 0x3f800000}},
    {"cvt_bf16_tf32", "  cvt.rn.bf16.f32 %h1, 0f3f808000;\n  cvt.rn.bf16.f32 %h2, 0f3f818000;\n  cvt.rz.bf16.f32 %h3, 0f3f81ffff;\n"
                      "  cvt.rna.tf32.f32 %r1, 0f3f801000;\n  cvt.rn.f16x2.f32 %r2, 1.0, 2.0;\n  cvt.rn.bf16x2.f32 %r3, 1.0, -2.0;\n"
                      S16(0, "%h1") S16(8, "%h2") S16(16, "%h3") S32(24, "%r1") S32(32, "%r2") S32(40, "%r3"),
     6, {0x3f80, 0x3f82, 0x3f81, 0x3f802000, 0x3c004000, 0x3f80c000}},
    {"cvt_frnd_integral", "  cvt.rni.f32.f32 %f1, 2.5;\n  cvt.rmi.f32.f32 %f2, -0.5;\n  cvt.rpi.f32.f32 %f3, -0.5;\n  cvt.rzi.f32.f32 %f4, -0.5;\n"
                          "  cvt.rni.f64.f64 %fd1, 0.5;\n  cvt.ftz.f32.f32 %f5, 0f80000001;\n"
                          S32(0, "%f1") S32(8, "%f2") S32(16, "%f3") S32(24, "%f4") S64(32, "%fd1") S32(40, "%f5"),
     6, {0x40000000, 0xbf800000, 0x80000000, 0x80000000, 0, 0x80000000}},
    {"cvt_int_int", "  cvt.s32.s8 %r1, 0x80;\n  cvt.u32.u8 %r2, 0x1ff;\n  cvt.sat.u8.s32 %r3, -5;\n  cvt.sat.u8.s32 %r4, 300;\n"
                    "  cvt.sat.s16.s32 %h1, 40000;\n  cvt.sat.s32.u32 %r5, 0xffffffff;\n  cvt.s64.s32 %rd1, -1;\n  cvt.u16.u32 %h2, 0x12345;\n"
                    S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S16(32, "%h1") S32(40, "%r5") S64(48, "%rd1") S16(56, "%h2"),
     8, {0xffffff80, 0xff, 0, 0xff, 0x7fff, 0x7fffffff, 0xffffffffffffffffULL, 0x2345}},
    /* ---- half precision (f16 operands must be registers) */
    {"f16_arith", "  mov.b16 %h6, 0x3c00;\n  mov.b16 %h7, 0x1000;\n  add.f16 %h1, %h6, %h6;\n  add.f16 %h2, %h6, %h7;\n"
                  "  mov.b16 %h7, 0x4200;\n  mul.f16 %h3, %h7, %h7;\n  mov.b16 %h5, 0x3c01;\n  mov.b16 %h7, 0xbc02;\n  fma.rn.f16 %h4, %h5, %h5, %h7;\n"
                  "  neg.f16 %h5, %h6;\n  mov.b16 %h7, 0x4000;\n  sub.f16 %h7, %h6, %h7;\n  mov.b16 %h0, 0xbc00;\n  abs.f16 %h6, %h0;\n"
                  S16(0, "%h1") S16(8, "%h2") S16(16, "%h3") S16(24, "%h4") S16(32, "%h5") S16(40, "%h6") S16(48, "%h7"),
     7, {0x4000, 0x3c00, 0x4880, 0x0010, 0xbc00, 0x3c00, 0xbc00}},
    {"f16x2_arith", "  mov.b32 %r5, 0x3c004000;\n  mov.b32 %r6, 0x3c003c00;\n  add.f16x2 %r1, %r5, %r6;\n  mov.b32 %r6, 0x40004000;\n"
                    "  mov.b32 %r7, 0x3c000000;\n  fma.rn.f16x2 %r2, %r6, %r5, %r7;\n  mov.b32 %r6, 0x40003c00;\n  setp.lt.f16x2 %p1|%p2, %r5, %r6;\n"
                    "  mov.b32 %r6, 0x7e003c00;\n  mov.b32 %r7, 0x40004000;\n  min.f16x2 %r3, %r6, %r7;\n  mov.b32 %r6, 0x3c00bc00;\n"
                    "  mov.b32 %r7, 0x3c003800;\n  add.sat.f16x2 %r4, %r6, %r7;\n  mov.b16 %h2, 0x7e00;\n  mov.b16 %h3, 0x3c00;\n  max.NaN.f16 %h1, %h2, %h3;\n"
                    S32(0, "%r1") S32(8, "%r2") SP(16, "%p1") SP(24, "%p2") S32(32, "%r3") S32(40, "%r4") S16(48, "%h1"),
     7, {0x40004200, 0x42004400, 0, 1, 0x40003c00, 0x3c000000, 0x7fff}},
    {"f16_ftz", "  mov.b16 %h5, 0x0001;\n  mov.b16 %h6, 0x0000;\n  add.ftz.f16 %h1, %h5, %h6;\n  add.f16 %h2, %h5, %h6;\n"
                "  mov.b16 %h5, 0x8200;\n  mov.b16 %h6, 0x3c00;\n  mul.ftz.f16 %h3, %h5, %h6;\n"
                S16(0, "%h1") S16(8, "%h2") S16(16, "%h3"),
     3, {0, 1, 0x8000}},
    {"bf16_arith", "  mov.b16 %h5, 0x3f80;\n  mov.b16 %h6, 0x4000;\n  add.rn.bf16 %h1, %h5, %h5;\n  fma.rn.bf16 %h2, %h5, %h6, %h5;\n"
                   "  mov.b16 %h6, 0x3f81;\n  mul.rn.bf16 %h3, %h6, %h6;\n  mov.b32 %r5, 0x3f803f80;\n  mov.b32 %r6, 0x3f80bf80;\n"
                   "  add.rn.bf16x2 %r1, %r5, %r6;\n  mov.b16 %h6, 0x7fc0;\n  max.bf16 %h4, %h6, %h5;\n"
                   S16(0, "%h1") S16(8, "%h2") S16(16, "%h3") S32(24, "%r1") S16(32, "%h4"),
     5, {0x4000, 0x4040, 0x3f82, 0x40000000, 0x3f80}},
    {"half_approx", "  mov.b16 %h5, 0x3c00;\n  ex2.approx.f16 %h1, %h5;\n  mov.b16 %h5, 0x0000;\n  tanh.approx.f16 %h2, %h5;\n"
                    "  mov.b16 %h5, 0x4000;\n  ex2.approx.ftz.bf16 %h3, %h5;\n"
                    S16(0, "%h1") S16(8, "%h2") S16(16, "%h3"),
     3, {0x4000, 0, 0x4080}},
    /* ---- moves, vectors */
    {"mov_pack_unpack", "  mov.b64 %rd1, {0x11111111, 0x22222222};\n  mov.b32 {%h1, %h2}, 0x12345678;\n  mov.b32 %r1, {%h2, %h1};\n"
                        "  mov.b64 {%r2, %r3}, 0x0123456789abcdef;\n  mov.b32 %r4, {0x00aa, _};\n"
                        S64(0, "%rd1") S16(8, "%h1") S16(16, "%h2") S32(24, "%r1") S32(32, "%r2") S32(40, "%r3") S32(48, "%r4"),
     7, {0x2222222211111111ULL, 0x5678, 0x1234, 0x56781234, 0x89abcdef, 0x01234567, 0xaa}},
    {"ld_st_vector_sext", "  st.global.v4.b32 [%rd15], {1, 2, 3, 4};\n  ld.global.v2.b64 {%rd1, %rd2}, [%rd15];\n"
                          "  st.global.u8 [%rd15+16], 0x80;\n  ld.global.s8 %r1, [%rd15+16];\n  ld.global.u8 %r2, [%rd15+16];\n"
                          "  ld.global.s8 %h1, [%rd15+16];\n  st.global.b64 [%rd15], %rd2;\n  st.global.b64 [%rd15+8], %rd1;\n"
                          S32(16, "%r1") S32(24, "%r2") S16(32, "%h1"),
     5, {0x0000000400000003ULL, 0x0000000200000001ULL, 0xffffff80, 0x80, 0xff80}},
    {"memory_qualifiers", /* ordering, scope and cache qualifiers are accepted; the emulator is sequentially consistent */
     "  st.release.sys.global.u32 [%rd15], 5;\n  ld.relaxed.gpu.global.u32 %r1, [%rd15];\n  st.global.cs.u32 [%rd15+8], %r1;\n"
     "  ld.global.lu.u32 %r2, [%rd15+8];\n  ld.global.nc.L1::no_allocate.L2::128B.v2.u32 {%r3, %r4}, [%rd15];\n"
     "  fence.acq_rel.gpu;\n  membar.gl;\n  prefetch.global.L2 [%rd15];\n  atom.acq_rel.gpu.global.add.u32 %r5, [%rd15], 2;\n"
     "  st.shared.u32 [sh], 9;\n  red.relaxed.cta.shared.add.u32 [sh], 1;\n  ld.acquire.cta.shared.u32 %r6, [sh];\n"
     "  ld.volatile.global.u32 %r7, [%rd15];\n  st.global.wb.u32 [%rd15+16], %r6;\n  st.global.u32 [%rd15+24], %r7;\n"
     "  st.global.u32 [%rd15+32], %r2;\n  st.global.u32 [%rd15+40], %r4;\n",
     6, {7, 5, 10, 7, 5, 0}},
    {"specials", "  mov.u32 %r1, %tid.x;\n  mov.u32 %r2, %ntid.x;\n  mov.u32 %r3, %laneid;\n  mov.u32 %r4, %lanemask_lt;\n"
                 "  mov.u32 %r5, %nctaid.y;\n  mov.u64 %rd1, %clock64;\n  mov.u64 %rd2, %clock64;\n  setp.gt.u64 %p1, %rd2, %rd1;\n"
                 S32(0, "%r1") S32(8, "%r2") S32(16, "%r3") S32(24, "%r4") S32(32, "%r5") SP(40, "%p1"),
     6, {0, 1, 0, 0, 1, 1}},
    {"atom_global", /* returns the old value; inc/dec wrap rules */
     "  st.global.u32 [%rd15], 5;\n  atom.global.inc.u32 %r1, [%rd15], 5;\n  ld.global.u32 %r2, [%rd15];\n"
     "  atom.global.dec.u32 %r3, [%rd15], 7;\n  ld.global.u32 %r4, [%rd15];\n  st.global.u32 [%rd15+8], 9;\n"
     "  atom.global.dec.u32 %r5, [%rd15+8], 7;\n  ld.global.u32 %r6, [%rd15+8];\n"
     S32(16, "%r1") S32(24, "%r2") S32(32, "%r3") S32(40, "%r4") S32(48, "%r5") S32(56, "%r6"),
     8, {7, 7, 5, 0, 0, 7, 9, 7}},
    {"atom_ops", "  st.global.u32 [%rd15], 10;\n  atom.global.cas.b32 %r1, [%rd15], 10, 20;\n  atom.global.cas.b32 %r2, [%rd15], 10, 30;\n"
                 "  atom.global.exch.b32 %r3, [%rd15], 40;\n  atom.global.min.s32 %r4, [%rd15], -1;\n  atom.global.max.u32 %r5, [%rd15], 3;\n"
                 "  atom.global.add.u32 %r6, [%rd15], 0xffffffff;\n  ld.global.u32 %r7, [%rd15];\n"
                 S32(8, "%r1") S32(16, "%r2") S32(24, "%r3") S32(32, "%r4") S32(40, "%r5") S32(48, "%r6") S32(56, "%r7"),
     8, {0xfffffffe, 10, 20, 20, 40, 0xffffffff, 0xffffffff, 0xfffffffe}},
    {"atom_float_64_16", "  atom.global.add.f32 %f1, [%rd15], 1.5;\n  atom.global.add.f32 %f2, [%rd15], 0f00000001;\n"
                         "  atom.global.add.f64 %fd1, [%rd15+8], 2.0;\n  red.global.add.f64 [%rd15+8], 0.5;\n"
                         "  st.global.b16 [%rd15+16], 0x1234;\n  atom.global.cas.b16 %h1, [%rd15+16], 0x1234, 0x5678;\n"
                         "  atom.global.or.b64 %rd1, [%rd15+24], 0xf0;\n  red.global.xor.b64 [%rd15+24], 0xff;\n"
                         "  st.global.b16 [%rd15+32], %h1;\n",
     5, {0x3fc00000, 0x4004000000000000ULL, 0x5678, 0x0f, 0x1234}},
    {"cvta_isspacep", "  mov.u64 %rd1, sh;\n  cvta.shared.u64 %rd2, %rd1;\n  isspacep.shared %p1, %rd2;\n  isspacep.global %p2, %rd2;\n"
                      "  st.u32 [%rd2], 77;\n  ld.shared.u32 %r1, [sh];\n  cvta.to.shared.u64 %rd3, %rd2;\n  setp.eq.u64 %p3, %rd3, %rd1;\n"
                      "  isspacep.global %p4, %rd15;\n"
                      SP(0, "%p1") SP(8, "%p2") S32(16, "%r1") SP(24, "%p3") SP(32, "%p4"),
     5, {1, 0, 77, 1, 1}},
    {"local_depot", "  mov.u64 %rd1, __local_depot0;\n  cvta.local.u64 %rd2, %rd1;\n  st.u32 [%rd2+4], 5;\n  ld.local.u32 %r1, [__local_depot0+4];\n"
                    "  st.local.u32 [%rd1+8], 6;\n  ld.u32 %r2, [%rd2+8];\n  isspacep.local %p1, %rd2;\n"
                    S32(0, "%r1") S32(8, "%r2") SP(16, "%p1"),
     3, {5, 6, 1}},
};

/* Cases that need module-level declarations: whole modules. */
typedef struct mcase {
    const char *name;
    const char *text;
    uint32_t grid, block;
    int n;
    uint64_t exp[8];
    const char *extra[4];     /* further kernel arguments (nvcgrun syntax) */
    uint32_t dims[6];         /* when set: grid x,y,z and block x,y,z */
} mcase;

#define MOD_HEAD ".version 8.0\n.target sm_90\n.address_size 64\n"

static const mcase mcases[] = {
    {"cvt_fp8x2", /* sm_89+: f32 pair (a -> upper byte) and f16x2 to e4m3x2/e5m2x2, and back */
     ".version 8.1\n.target sm_89\n.address_size 64\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b16 %rs<8>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<2>;\n  ld.param.u64 %rd1, [out];\n"
     "  cvt.rn.satfinite.e4m3x2.f32 %rs1, 0f3fc00000, 0fc4000000;\n" /* 1.5, -512 (saturates) */
     "  cvt.rn.satfinite.relu.e5m2x2.f32 %rs2, 0fbf800000, 0f7f800000;\n" /* -1 -> 0 (relu), +inf -> max */
     "  mov.b32 %r1, 0x3e00bc00;\n  cvt.rn.satfinite.e4m3x2.f16x2 %rs3, %r1;\n" /* 1.5 (upper), -1.0 */
     "  cvt.rn.f16x2.e4m3x2 %r2, %rs1;\n  mov.b16 %rs4, 0xbc3c;\n  cvt.rn.relu.f16x2.e5m2x2 %r3, %rs4;\n"
     "  st.global.u16 [%rd1], %rs1;\n  st.global.u16 [%rd1+8], %rs2;\n  st.global.u16 [%rd1+16], %rs3;\n"
     "  st.global.u32 [%rd1+24], %r2;\n  st.global.u32 [%rd1+32], %r3;\n  ret;\n}\n",
     1, 1, 5, {0x3cfe, 0x007b, 0x3cb8, 0x3e00df00, 0x00003c00}, {NULL}, {0}},
    {"cvt_fp6_fp4_ue8m0", /* sm_100a: e2m3x2/e3m2x2 (8-bit containers), e2m1x2 in a .b8, ue8m0x2 */
     ".version 8.6\n.target sm_100a\n.address_size 64\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b16 %rs<8>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<2>;\n  ld.param.u64 %rd1, [out];\n"
     "  cvt.rn.satfinite.e2m3x2.f32 %rs1, 0f7fc00000, 0fc1000000;\n" /* NaN -> +7.5, -8 -> -7.5 */
     "  cvt.rn.satfinite.relu.e3m2x2.f32 %rs2, 0f3d000000, 0fbf800000;\n" /* 2^-5 ties to 0, -1 -> 0 */
     "  {\n  .reg .b8 %q;\n  cvt.rn.satfinite.e2m1x2.f32 %q, 0f40200000, 0f3f400000;\n  cvt.u16.u8 %rs3, %q;\n  }\n" /* 2.5 -> 2, 0.75 -> 1 */
     "  {\n  .reg .b8 %q;\n  cvt.u8.u16 %q, %rs3;\n  cvt.rn.f16x2.e2m1x2 %r1, %q;\n  }\n"
     "  cvt.rz.ue8m0x2.f32 %rs4, 0f40400000, 0f7f800000;\n  cvt.rp.satfinite.ue8m0x2.f32 %rs5, 0f40400000, 0f7f800000;\n"
     "  cvt.rn.bf16x2.ue8m0x2 %r2, %rs4;\n  cvt.rn.f16x2.e3m2x2 %r3, %rs2;\n"
     "  st.global.u16 [%rd1], %rs1;\n  st.global.u16 [%rd1+8], %rs2;\n  st.global.u16 [%rd1+16], %rs3;\n  st.global.u32 [%rd1+24], %r1;\n"
     "  st.global.u16 [%rd1+32], %rs4;\n  st.global.u16 [%rd1+40], %rs5;\n  st.global.u32 [%rd1+48], %r2;\n  st.global.u32 [%rd1+56], %r3;\n"
     "  ret;\n}\n",
     1, 1, 8, {0x1f3f, 0x0000, 0x0042, 0x40003c00, 0x80ff, 0x81fe, 0x40007fff, 0x00000000}, {NULL}, {0}},
    {"cvt_rs_f16x2_bf16x2", /* stochastic rounding, sm_100a (values worked by hand from the ISA's rule) */
     ".version 8.7\n.target sm_100a\n.address_size 64\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<2>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.b32 %r8, 0x0FFF1000;\n  mov.b32 %r9, 0xE0001000;\n  mov.b32 %r10, 0x80007FFF;\n  mov.b32 %r11, 0xFFFFFFFF;\n"
     "  mov.b32 %r12, 0x10000FFF;\n  mov.b32 %r13, 0;\n"
     /* 1 + 2^-11: 0x1000 of 2^13 discarded; 0x0fff does not carry, 0x1000 does */
     "  cvt.rs.f16x2.f32 %r1, 0f3F801000, 0f3F801000, %r8;\n"
     /* f16 uses 13 bits: 0xe000's top three are ignored */
     "  cvt.rs.f16x2.f32 %r2, 0f3F801000, 0f3F801000, %r9;\n"
     /* 1 + 2^-8 (0x8000 discarded): 0x8000 carries, 0x7fff does not */
     "  cvt.rs.bf16x2.f32 %r3, 0f3F808000, 0fBF808000, %r10;\n"
     /* a carry past bf16's largest finite value with .satfinite; -2 with .relu */
     "  cvt.rs.relu.satfinite.bf16x2.f32 %r4, 0f7F7FFFFF, 0fC0000000, %r11;\n"
     /* 65520 (midway above f16's 65504): a carry is infinity, no carry 65504 */
     "  cvt.rs.f16x2.f32 %r5, 0f477FF000, 0f477FF000, %r12;\n"
     /* NaN; -infinity with .satfinite */
     "  cvt.rs.satfinite.f16x2.f32 %r6, 0f7FC00000, 0fFF800000, %r13;\n"
     "  st.global.u32 [%rd1], %r1;\n  st.global.u32 [%rd1+8], %r2;\n  st.global.u32 [%rd1+16], %r3;\n  st.global.u32 [%rd1+24], %r4;\n"
     "  st.global.u32 [%rd1+32], %r5;\n  st.global.u32 [%rd1+40], %r6;\n  ret;\n}\n",
     1, 1, 6, {0x3c003c01, 0x3c003c01, 0x3f81bf80, 0x7f7f0000, 0x7c007bff, 0x7ffffbff}, {NULL}, {0}},
    {"minmax_3input", /* three-input min/max: PTX 8.8, sm_100 */
     ".version 8.8\n.target sm_100\n.address_size 64\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .f32 %f<4>;\n  .reg .b64 %rd<2>;\n  ld.param.u64 %rd1, [out];\n"
     "  min.f32 %f1, 3.0, 1.0, 2.0;\n  max.NaN.f32 %f2, 3.0, 1.0, 0f7fc00000;\n  st.global.f32 [%rd1], %f1;\n  st.global.f32 [%rd1+8], %f2;\n"
     "  ret;\n}\n",
     1, 1, 2, {0x3f800000, 0x7fffffff}, {NULL}, {0}},
    {"global_const_init",
     MOD_HEAD
     ".const .align 4 .b32 ctab[4] = {1, 2, 3, 4};\n"
     ".global .align 4 .f32 gf[2] = {1.5, 0f40000000};\n"
     ".global .align 8 .u64 gp = generic(gf);\n"
     ".global .align 1 .b8 str[4] = {104, 105, 0, 0};\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  .reg .f32 %f<4>;\n"
     "  ld.param.u64 %rd1, [out];\n  ld.const.u32 %r1, [ctab+8];\n  ld.global.u64 %rd2, [gp];\n  ld.f32 %f1, [%rd2+4];\n"
     "  ld.global.f32 %f2, [gf];\n  ld.global.u8 %r2, [str+1];\n  mov.u64 %rd3, ctab;\n  cvta.const.u64 %rd4, %rd3;\n  ld.u32 %r3, [%rd4+12];\n"
     "  st.global.u32 [%rd1], %r1;\n  st.global.f32 [%rd1+8], %f1;\n  st.global.f32 [%rd1+16], %f2;\n  st.global.u32 [%rd1+24], %r2;\n"
     "  st.global.u32 [%rd1+32], %r3;\n  ret;\n}\n",
     1, 1, 5, {3, 0x40000000, 0x3fc00000, 105, 4}, {NULL}, {0}},
    {"call_param_abi",
     MOD_HEAD
     ".func (.param .b32 r) add3(.param .b32 a, .param .b32 b, .param .align 8 .b8 s[16])\n{\n  .reg .b32 %r<8>;\n"
     "  ld.param.b32 %r1, [a];\n  ld.param.b32 %r2, [b];\n  ld.param.b32 %r3, [s+8];\n  add.s32 %r4, %r1, %r2;\n  add.s32 %r4, %r4, %r3;\n"
     "  st.param.b32 [r], %r4;\n  ret;\n}\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  {\n  .param .b32 p0;\n  .param .b32 p1;\n  .param .align 8 .b8 p2[16];\n  .param .b32 rv;\n  st.param.b32 [p0], 10;\n"
     "  st.param.b32 [p1], 20;\n  st.param.b32 [p2+8], 12;\n  call.uni (rv), add3, (p0, p1, p2);\n  ld.param.b32 %r1, [rv];\n  }\n"
     "  st.global.u32 [%rd1], %r1;\n  ret;\n}\n",
     1, 1, 1, {42}, {NULL}, {0}},
    {"recursion_fact",
     MOD_HEAD
     ".func (.param .b64 r) fact(.param .b64 n)\n{\n  .reg .pred %p1;\n  .reg .b64 %rd<6>;\n  .local .align 8 .b8 d[8];\n"
     "  ld.param.b64 %rd1, [n];\n  st.local.u64 [d], %rd1;\n  setp.le.u64 %p1, %rd1, 1;\n  @%p1 bra BASE;\n  sub.s64 %rd2, %rd1, 1;\n"
     "  { .param .b64 a; .param .b64 rv; st.param.b64 [a], %rd2; call (rv), fact, (a); ld.param.b64 %rd3, [rv]; }\n"
     "  ld.local.u64 %rd4, [d];\n  mul.lo.s64 %rd5, %rd3, %rd4;\n  st.param.b64 [r], %rd5;\n  ret;\nBASE:\n  st.param.b64 [r], 1;\n  ret;\n}\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  { .param .b64 a; .param .b64 rv; st.param.b64 [a], 20; call (rv), fact, (a); ld.param.b64 %rd2, [rv]; }\n"
     "  st.global.u64 [%rd1], %rd2;\n  ret;\n}\n",
     1, 1, 1, {2432902008176640000ULL}, {NULL}, {0}},
    {"indirect_call",
     MOD_HEAD
     ".func (.param .b32 r) twice(.param .b32 a)\n{\n  .reg .b32 %r<3>;\n  ld.param.b32 %r1, [a];\n  shl.b32 %r2, %r1, 1;\n"
     "  st.param.b32 [r], %r2;\n  ret;\n}\n"
     ".func (.param .b32 r) sq(.param .b32 a)\n{\n  .reg .b32 %r<3>;\n  ld.param.b32 %r1, [a];\n  mul.lo.s32 %r2, %r1, %r1;\n"
     "  st.param.b32 [r], %r2;\n  ret;\n}\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u64 %rd2, sq;\n  proto : .callprototype (.param .b32 _) _ (.param .b32 _);\n"
     "  { .param .b32 a; .param .b32 rv; st.param.b32 [a], 7; call (rv), %rd2, (a), proto; ld.param.b32 %r1, [rv]; }\n"
     "  mov.u64 %rd2, twice;\n"
     "  { .param .b32 a; .param .b32 rv; st.param.b32 [a], 7; call (rv), %rd2, (a), proto; ld.param.b32 %r2, [rv]; }\n"
     "  st.global.u32 [%rd1], %r1;\n  st.global.u32 [%rd1+8], %r2;\n  ret;\n}\n",
     1, 1, 2, {49, 14}, {NULL}, {0}},
    {"brx_idx",
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, 2;\n  ts: .branchtargets L0, L1, L2;\n  brx.idx %r1, ts;\nL0:\n  mov.u32 %r2, 10;\n  bra.uni E;\n"
     "L1:\n  mov.u32 %r2, 11;\n  bra.uni E;\nL2:\n  mov.u32 %r2, 12;\nE:\n  st.global.u32 [%rd1], %r2;\n  ret;\n}\n",
     1, 1, 1, {12}, {NULL}, {0}},
    {"bar_sync_shared", /* thread i writes s[i], reads s[63-i] after the barrier; out = sum */
     MOD_HEAD
     ".shared .align 4 .b32 s[64];\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd2, %r1, 4;\n  mov.u64 %rd3, s;\n  add.s64 %rd4, %rd3, %rd2;\n  mul.lo.u32 %r2, %r1, %r1;\n"
     "  st.shared.u32 [%rd4], %r2;\n  bar.sync 0;\n  sub.u32 %r3, 63, %r1;\n  mul.wide.u32 %rd5, %r3, 4;\n  add.s64 %rd6, %rd3, %rd5;\n"
     "  ld.shared.u32 %r4, [%rd6];\n  atom.global.add.u32 %r5, [%rd1], %r4;\n  ret;\n}\n",
     1, 64, 1, {85344}, {NULL}, {0}},
    {"bar_red", /* popc of (tid odd) over 96 threads; and/or */
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.x;\n  and.b32 %r2, %r1, 1;\n  setp.eq.u32 %p1, %r2, 1;\n  bar.red.popc.u32 %r3, 0, %p1;\n"
     "  bar.red.and.pred %p2, 1, %p1;\n  setp.lt.u32 %p3, %r1, 1000;\n  barrier.red.and.pred %p3, 2, %p3;\n"
     "  setp.ne.u32 %p1, %r1, 0;\n  @%p1 ret;\n  selp.b32 %r4, 1, 0, %p2;\n  selp.b32 %r5, 1, 0, %p3;\n"
     "  st.global.u32 [%rd1], %r3;\n  st.global.u32 [%rd1+8], %r4;\n  st.global.u32 [%rd1+16], %r5;\n  ret;\n}\n",
     1, 96, 3, {48, 0, 1}, {NULL}, {0}},
    {"shfl_modes", /* lane 5's view: idx 3, up 2, down 4, bfly 1; width-8 segments with c=0x1807 */
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<8>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %laneid;\n  mul.lo.u32 %r2, %r1, 10;\n"
     "  shfl.sync.idx.b32 %r3|%p1, %r2, 3, 31, -1;\n  shfl.sync.up.b32 %r4|%p2, %r2, 2, 0, -1;\n"
     "  shfl.sync.down.b32 %r5|%p3, %r2, 4, 31, -1;\n  shfl.sync.bfly.b32 %r6, %r2, 1, 31, -1;\n"
     "  shfl.sync.down.b32 %r7|%p4, %r2, 4, 0x1807, -1;\n  shfl.sync.up.b32 %r8|%p5, %r2, 8, 0, -1;\n"
     "  setp.ne.u32 %p6, %r1, 5;\n  @%p6 ret;\n"
     "  st.global.u32 [%rd1], %r3;\n  st.global.u32 [%rd1+8], %r4;\n  st.global.u32 [%rd1+16], %r5;\n  st.global.u32 [%rd1+24], %r6;\n"
     "  st.global.u32 [%rd1+32], %r7;\n  selp.b32 %r9, 1, 0, %p4;\n  st.global.u32 [%rd1+40], %r9;\n  st.global.u32 [%rd1+48], %r8;\n"
     "  selp.b32 %r9, 1, 0, %p5;\n  st.global.u32 [%rd1+56], %r9;\n  ret;\n}\n",
     1, 32, 8, {30, 30, 90, 40, 50, 0, 50, 0}, {NULL}, {0}},
    {"vote_match_redux",
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<8>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %laneid;\n  and.b32 %r2, %r1, 3;\n  setp.eq.u32 %p1, %r2, 0;\n  vote.sync.ballot.b32 %r3, %p1, -1;\n"
     "  vote.sync.any.pred %p2, %p1, -1;\n  vote.sync.all.pred %p3, %p1, -1;\n  @%p1 vote.sync.uni.pred %p4, %p1, 0x11111111;\n"
     "  match.any.sync.b32 %r4, %r2, -1;\n  @%p1 match.all.sync.b32 %r5|%p5, %r2, 0x11111111;\n  redux.sync.add.u32 %r6, %r1, -1;\n"
     "  setp.lt.u32 %p7, %r1, 16;\n  redux.sync.min.s32 %r7, %r2, -1;\n  @%p7 redux.sync.or.b32 %r8, %r1, 0xffff;\n  activemask.b32 %r9;\n"
     "  setp.ne.u32 %p6, %r1, 4;\n  @%p6 ret;\n"
     "  st.global.u32 [%rd1], %r3;\n  selp.b32 %r10, 1, 0, %p2;\n  selp.b32 %r11, 2, 0, %p3;\n  or.b32 %r10, %r10, %r11;\n"
     "  selp.b32 %r11, 4, 0, %p4;\n  or.b32 %r10, %r10, %r11;\n  selp.b32 %r11, 8, 0, %p5;\n  or.b32 %r10, %r10, %r11;\n"
     "  st.global.u32 [%rd1+8], %r10;\n  st.global.u32 [%rd1+16], %r4;\n  st.global.u32 [%rd1+24], %r5;\n  st.global.u32 [%rd1+32], %r6;\n"
     "  st.global.u32 [%rd1+40], %r7;\n  st.global.u32 [%rd1+48], %r8;\n  st.global.u32 [%rd1+56], %r9;\n  ret;\n}\n",
     1, 32, 8, {0x11111111, 0xd, 0x11111111, 0x11111111, 496, 0, 15, 0xffffffff}, {NULL}, {0}},
    {"activemask_diverged", /* odd lanes reach the activemask after even ones: two groups */
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %laneid;\n  and.b32 %r2, %r1, 1;\n  setp.eq.u32 %p1, %r2, 1;\n  @%p1 bra ODD;\n  activemask.b32 %r3;\n  bra.uni DONE;\n"
     "ODD:\n  activemask.b32 %r3;\nDONE:\n  bar.warp.sync -1;\n  setp.gt.u32 %p2, %r1, 1;\n  @%p2 ret;\n  mul.wide.u32 %rd2, %r1, 8;\n"
     "  add.s64 %rd3, %rd1, %rd2;\n  st.global.u32 [%rd3], %r3;\n  ret;\n}\n",
     1, 32, 2, {0x55555555, 0xaaaaaaaa}, {NULL}, {0}},
    {"elect_sync",
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r3, %laneid;\n  setp.lt.u32 %p2, %r3, 4;\n  @%p2 ret;\n  elect.sync %r1|%p1, 0xfffffff0;\n  @!%p1 ret;\n  mov.u32 %r2, %laneid;\n  st.global.u32 [%rd1], %r2;\n  st.global.u32 [%rd1+8], %r1;\n  ret;\n}\n",
     1, 32, 2, {4, 4}, {NULL}, {0}},
    {"atom_shared_contention", /* 128 threads: shared atomics then one global add per warp */
     MOD_HEAD
     ".shared .align 8 .b64 acc;\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.x;\n  setp.eq.u32 %p1, %r1, 0;\n  @%p1 st.shared.u64 [acc], 0;\n  bar.sync 0;\n  cvt.u64.u32 %rd2, %r1;\n"
     "  atom.shared.add.u64 %rd3, [acc], %rd2;\n  bar.sync 0;\n  @!%p1 ret;\n  ld.shared.u64 %rd4, [acc];\n  st.global.u64 [%rd1], %rd4;\n  ret;\n}\n",
     1, 128, 1, {8128}, {NULL}, {0}},
    {"kernel_param_forms", /* vector and byval-array kernel parameters, address taken with mov */
     MOD_HEAD
     ".visible .entry t(.param .u64 out, .param .align 8 .b8 st[8], .param .u32 a, .param .u32 b)\n{\n"
     "  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n  ld.param.v2.u32 {%r1, %r2}, [a];\n"
     "  mov.b64 %rd2, st;\n  ld.param.u32 %r3, [%rd2+4];\n  ld.param.u64 %rd3, [st];\n  cvta.param.u64 %rd4, %rd2;\n  ld.u32 %r4, [%rd4];\n"
     "  st.global.u32 [%rd1], %r1;\n  st.global.u32 [%rd1+8], %r2;\n  st.global.u32 [%rd1+16], %r3;\n  st.global.u64 [%rd1+24], %rd3;\n"
     "  st.global.u32 [%rd1+32], %r4;\n  ret;\n}\n",
     1, 1, 5, {5, 6, 0x07060504, 0x0706050403020100ULL, 0x03020100}, {"i64:0x0706050403020100", "i32:5", "i32:6", NULL}, {0}},
    {"reg_params_and_scopes", /* legacy .reg parameters, calls without results, shadowed names */
     MOD_HEAD
     ".func (.reg .b32 r) addr3(.reg .b32 x, .reg .b32 y)\n{\n  add.u32 r, x, y;\n  add.u32 r, r, 3;\n  ret;\n}\n"
     ".func bump(.param .b64 p)\n{\n  .reg .b64 %rd<2>;\n  .reg .b32 %r<2>;\n  ld.param.u64 %rd1, [p];\n  ld.global.u32 %r1, [%rd1];\n"
     "  add.u32 %r1, %r1, 100;\n  st.global.u32 [%rd1], %r1;\n  ret;\n}\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  call.uni (%r1), addr3, (10, 20);\n  st.global.u32 [%rd1], %r1;\n"
     "  { .reg .b32 %r<2>; mov.u32 %r1, 77; st.global.u32 [%rd1+8], %r1; }\n  st.global.u32 [%rd1+16], %r1;\n"
     "  { .param .b64 q; st.param.b64 [q], %rd1; call.uni bump, (q); }\n  ret;\n}\n",
     1, 1, 3, {133, 77, 33}, {NULL}, {0}},
    {"vectors_narrow", "" MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .b16 %h<8>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  .reg .pred %p<2>;\n"
     "  ld.param.u64 %rd1, [out];\n  mov.b16 %h1, 0x1122;\n  mov.b16 %h2, 0x3344;\n  st.global.v2.u16 [%rd1], {%h1, %h2};\n"
     "  ld.global.v4.u8 {%r1, %r2, %r3, %r4}, [%rd1];\n  setp.eq.u32 %p1, %r1, 0x22;\n  @!%p1 trap;\n"
     "  st.global.v4.u8 [%rd1+8], {%r4, %r3, %r2, %r1};\n  ld.global.v2.s8 {%r5, %r6}, [%rd1+10];\n"
     "  st.global.u32 [%rd1+16], %r5;\n  st.global.u32 [%rd1+24], %r6;\n  ret;\n}\n",
     1, 1, 4, {0x33441122, 0x22114433, 0x11, 0x22}, {NULL}, {0}},
    {"globals_fnptr_table", /* a .global table of function addresses, calls through it */
     MOD_HEAD
     ".func (.param .b32 r) f1(.param .b32 a) { .reg .b32 %r<3>; ld.param.b32 %r1, [a]; add.u32 %r2, %r1, 1; st.param.b32 [r], %r2; ret; }\n"
     ".func (.param .b32 r) f2(.param .b32 a) { .reg .b32 %r<3>; ld.param.b32 %r1, [a]; mul.lo.u32 %r2, %r1, 2; st.param.b32 [r], %r2; ret; }\n"
     ".global .align 8 .u64 tab[2] = {f1, f2};\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<2>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  .shared .align 4 .b32 fsh;\n"
     "  .local .align 4 .b32 mloc[4];\n"
     "  ld.param.u64 %rd1, [out];\n  ld.global.u64 %rd2, [tab+8];\n"
     "  { .param .b32 a; .param .b32 rv; st.param.b32 [a], 21;\n  pr : .callprototype (.param .b32 _) _ (.param .b32 _);\n"
     "    call (rv), %rd2, (a), pr; ld.param.b32 %r1, [rv]; }\n"
     "  st.shared.u32 [fsh], %r1;\n  ld.shared.u32 %r2, [fsh];\n  st.local.u32 [mloc+4], %r2;\n  ld.local.u32 %r3, [mloc+4];\n"
     "  mov.u64 %rd3, tab;\n  cvta.global.u64 %rd4, %rd3;\n  ld.u64 %rd5, [%rd4];\n  setp.ne.u64 %p0, %rd5, 0;\n"
     "  st.global.u32 [%rd1], %r3;\n  selp.u32 %r4, 1, 0, %p0;\n  st.global.u32 [%rd1+8], %r4;\n  ret;\n}\n",
     1, 1, 2, {42, 1}, {NULL}, {0}},
    {"specials_3d", /* 2x2x2 block in a 1x2x1 grid: each thread writes its linear id data */
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.z;\n  mov.u32 %r2, %ntid.z;\n  mov.u32 %r3, %ctaid.y;\n  mov.u32 %r4, %nctaid.y;\n  mov.u32 %r5, %warpid;\n"
     "  mov.u32 %r6, %smid;\n  mov.u32 %r7, %nwarpid;\n  mov.u32 %r8, %envreg2;\n  add.u32 %r9, %r1, %r2;\n  add.u32 %r9, %r9, %r5;\n"
     "  add.u32 %r9, %r9, %r6;\n  add.u32 %r9, %r9, %r7;\n  add.u32 %r9, %r9, %r8;\n  mul.lo.u32 %r10, %r3, %r4;\n  add.u32 %r9, %r9, %r10;\n"
     "  atom.global.add.u32 %r11, [%rd1], %r9;\n  ret;\n}\n",
     1, 1, 1, {72}, {NULL}, {1, 2, 1, 2, 2, 2}},
    {"named_barriers_arrive", /* warp 0 produces, arrives on barrier 1; warp 1 waits on it, consumes */
     MOD_HEAD
     ".shared .align 4 .b32 buf[32];\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.x;\n  and.b32 %r2, %r1, 31;\n  mul.wide.u32 %rd2, %r2, 4;\n  mov.u64 %rd3, buf;\n  add.s64 %rd4, %rd3, %rd2;\n"
     "  setp.lt.u32 %p1, %r1, 32;\n  @!%p1 bra CONS;\n  mul.lo.u32 %r3, %r2, 3;\n  st.shared.u32 [%rd4], %r3;\n  bar.arrive 1, 64;\n  ret;\n"
     "CONS:\n  bar.sync 1, 64;\n  ld.shared.u32 %r4, [%rd4];\n  atom.global.add.u32 %r5, [%rd1], %r4;\n  ret;\n}\n",
     1, 64, 1, {1488}, {NULL}, {0}},
    {"barrier_after_exit", /* threads that exited do not hold up bar.sync 0 */
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.x;\n  setp.ge.u32 %p1, %r1, 40;\n  @%p1 exit;\n  bar.sync 0;\n  atom.global.add.u32 %r2, [%rd1], 1;\n  bar.sync 0;\n"
     "  atom.global.add.u32 %r2, [%rd1+8], 1;\n  ret;\n}\n",
     1, 96, 2, {40, 40}, {NULL}, {0}},
    {"spin_lock_progress", /* a spin lock between threads of one CTA: the scheduler's budget lets it progress */
     MOD_HEAD
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u32 %r1, %tid.x;\n  setp.eq.u32 %p1, %r1, 0;\n  @%p1 bra WAIT;\n  mov.u32 %r3, 0;\nBUSY:\n  add.u32 %r3, %r3, 1;\n"
     "  setp.lt.u32 %p2, %r3, 300000;\n  @%p2 bra BUSY;\n  st.volatile.global.u32 [%rd1+8], 1;\n  ret;\n"
     "WAIT:\n  ld.volatile.global.u32 %r2, [%rd1+8];\n  setp.eq.u32 %p3, %r2, 0;\n  @%p3 bra WAIT;\n  st.global.u32 [%rd1], 7;\n  ret;\n}\n",
     1, 2, 2, {7, 1}, {NULL}, {0}},
    {"dyn_shared_extern",
     MOD_HEAD
     ".extern .shared .align 16 .b8 dyn[];\n.shared .align 4 .b32 st0[3];\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b32 %r<8>;\n  .reg .b64 %rd<8>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.u64 %rd2, dyn;\n  st.shared.u32 [dyn+252], 9;\n  ld.shared.u32 %r1, [%rd2+252];\n  mov.u32 %r2, %dynamic_smem_size;\n"
     "  st.global.u32 [%rd1], %r1;\n  st.global.u64 [%rd1+8], %rd2;\n  ret;\n}\n",
     1, 1, 2, {9, 16}, {NULL}, {0}},
    {"kparam_ptr_after_type", /* libNVVM (sm_100+) writes `.param .u64 .ptr .align 1 p`: the .align is the
                                 pointee's, so `in` after the .u32 is still at offset 16 */
     ".version 8.8\n.target sm_100\n.address_size 64\n"
     ".visible .entry t(.param .u64 .ptr .align 1 out, .param .u32 k, .param .u64 .ptr.global .align 1 in, .param .align 8 .u64 n) {\n"
     "  .reg .b64 %rd<4>;\n  ld.param.u64 %rd1, [out];\n  ld.param.u64 %rd2, [n];\n  ld.param.u64 %rd3, [in];\n  ld.u64 %rd3, [%rd3+8];\n"
     "  st.global.u64 [%rd1], %rd2;\n  st.global.u64 [%rd1+8], %rd3;\n  ret;\n}\n",
     1, 1, 2, {77, 1}, {"i32:5", "buf:i64:2:iota", "i64:77", NULL}, {0}},
    /* .b128 registers (PTX 8.3): two 64-bit halves, the first vector element the low one.
     * %rq<3> checks that a range gives each register its own pair; the predicated moves check
     * that both halves obey the guard. */
    {"b128_mov_pack_unpack",
     ".version 8.3\n.target sm_90\n.address_size 64\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<2>;\n  .reg .b64 %rd<8>;\n  .reg .b128 %rq<3>;\n  .reg .b128 %q;\n"
     "  ld.param.u64 %rd1, [out];\n  mov.b64 %rd2, 0x1111222233334444;\n  mov.b64 %rd3, 0x5555666677778888;\n"
     "  mov.b128 %rq1, {%rd2, %rd3};\n  mov.b128 %rq2, {%rd3, %rd2};\n  mov.b128 %q, %rq1;\n  mov.b128 {%rd4, %rd5}, %q;\n"
     "  mov.b128 {%rd6, %rd7}, %rq2;\n  st.global.b64 [%rd1], %rd4;\n  st.global.b64 [%rd1+8], %rd5;\n"
     "  st.global.b64 [%rd1+16], %rd6;\n  st.global.b64 [%rd1+24], %rd7;\n"
     "  setp.ne.u32 %p1, 0, 0;\n  @%p1 mov.b128 %q, %rq2;\n  @!%p1 mov.b128 %rq2, %rq1;\n  mov.b128 {%rd4, _}, %q;\n  mov.b128 {_, %rd5}, %rq2;\n"
     "  st.global.b64 [%rd1+32], %rd4;\n  st.global.b64 [%rd1+40], %rd5;\n  ret;\n}\n",
     1, 1, 6, {0x1111222233334444ULL, 0x5555666677778888ULL, 0x5555666677778888ULL, 0x1111222233334444ULL,
               0x1111222233334444ULL, 0x5555666677778888ULL}, {NULL}, {0}},
    {"b128_ld_st_spaces", /* global, shared, local and generic: 16 bytes, low half at the lower address */
     ".version 8.3\n.target sm_90\n.address_size 64\n.shared .align 16 .b8 sh128[32];\n"
     ".visible .entry t(.param .u64 out) {\n  .local .align 16 .b8 loc[16];\n  .reg .b64 %rd<12>;\n  .reg .b128 %rq<5>;\n"
     "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n  mov.b64 %rd2, 0x0102030405060708;\n  mov.b64 %rd3, 0x1112131415161718;\n"
     "  mov.b128 %rq1, {%rd2, %rd3};\n  st.global.b128 [%rd1+48], %rq1;\n  ld.global.b128 %rq2, [%rd1+48];\n"
     "  st.shared.b128 [sh128+16], %rq2;\n  ld.shared.b128 %rq3, [sh128+16];\n  st.local.b128 [loc], %rq3;\n  ld.local.b128 %rq4, [loc];\n"
     "  cvta.global.u64 %rd8, %rd1;\n  st.b128 [%rd8+16], %rq4;\n  ld.global.u32 %rd9, [%rd1+48];\n  ld.global.u32 %rd10, [%rd1+60];\n"
     "  st.global.b64 [%rd1], %rd9;\n  st.global.b64 [%rd1+8], %rd10;\n  ret;\n}\n",
     1, 1, 8, {0x05060708ULL, 0x11121314ULL, 0x0102030405060708ULL, 0x1112131415161718ULL, 0, 0,
               0x0102030405060708ULL, 0x1112131415161718ULL}, {NULL}, {0}},
    {"b128_atom_cas_exch", /* sm_90: cas that matches, cas that does not, exch; old values returned */
     ".version 8.3\n.target sm_90\n.address_size 64\n.shared .align 16 .b8 sh128[16];\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<16>;\n  .reg .b128 %rq<8>;\n"
     "  ld.param.u64 %rd1, [out];\n  cvta.to.global.u64 %rd1, %rd1;\n  mov.b64 %rd2, 1;\n  mov.b64 %rd3, 2;\n  mov.b64 %rd4, 3;\n"
     "  mov.b128 %rq1, {%rd2, %rd3};\n  mov.b128 %rq2, {%rd4, %rd4};\n  mov.b128 %rq3, {%rd3, %rd2};\n"
     "  st.global.b128 [%rd1+32], %rq1;\n"
     "  atom.global.cas.b128 %rq4, [%rd1+32], %rq3, %rq2;\n"   /* no match: memory stays {1,2} */
     "  atom.global.cas.b128 %rq5, [%rd1+32], %rq1, %rq2;\n"   /* match: memory becomes {3,3} */
     "  st.shared.b128 [sh128], %rq3;\n  atom.shared.exch.b128 %rq6, [sh128], %rq1;\n  ld.shared.b128 %rq7, [sh128];\n"
     "  mov.b128 {%rd5, %rd6}, %rq4;\n  mov.b128 {%rd7, %rd8}, %rq5;\n  mov.b128 {%rd9, %rd10}, %rq6;\n  mov.b128 {%rd11, %rd12}, %rq7;\n"
     "  add.s64 %rd13, %rd5, %rd7;\n  shl.b64 %rd14, %rd6, 8;\n  or.b64 %rd13, %rd13, %rd14;\n  st.global.b64 [%rd1], %rd13;\n"
     "  shl.b64 %rd14, %rd8, 8;\n  or.b64 %rd14, %rd14, %rd9;\n  shl.b64 %rd14, %rd14, 8;\n  or.b64 %rd14, %rd14, %rd10;\n"
     "  st.global.b64 [%rd1+8], %rd14;\n  st.global.b64 [%rd1+16], %rd11;\n  st.global.b64 [%rd1+24], %rd12;\n  ret;\n}\n",
     1, 1, 6, {2 | 2 << 8, 2 << 16 | 2 << 8 | 1, 1, 2, 3, 3}, {NULL}, {0}},
    {"b128_param_call", /* .b128 through .param: st.param/ld.param.b128 at a call and in the callee */
     ".version 8.3\n.target sm_90\n.address_size 64\n"
     ".func (.param .b128 r) swap128(.param .b128 a)\n{\n  .reg .b64 %rd<4>;\n  .reg .b128 %rq<3>;\n"
     "  ld.param.b128 %rq1, [a];\n  mov.b128 {%rd1, %rd2}, %rq1;\n  mov.b128 %rq2, {%rd2, %rd1};\n  st.param.b128 [r], %rq2;\n  ret;\n}\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<8>;\n  .reg .b128 %rq<3>;\n  ld.param.u64 %rd1, [out];\n"
     "  mov.b64 %rd2, 5;\n  mov.b64 %rd3, 9;\n  mov.b128 %rq1, {%rd2, %rd3};\n"
     "  {\n  .param .b128 p0;\n  .param .b128 rv;\n  st.param.b128 [p0], %rq1;\n  call.uni (rv), swap128, (p0);\n  ld.param.b128 %rq2, [rv];\n  }\n"
     "  mov.b128 {%rd4, %rd5}, %rq2;\n  st.global.b64 [%rd1], %rd4;\n  st.global.b64 [%rd1+8], %rd5;\n  ret;\n}\n",
     1, 1, 2, {9, 5}, {NULL}, {0}},
    {"b128_atom_generic_threads", /* 64 threads each swap their id into one 16-byte word with a cas loop */
     ".version 8.3\n.target sm_90\n.address_size 64\n"
     ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<2>;\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<12>;\n  .reg .b128 %rq<4>;\n"
     "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  cvt.u64.u32 %rd2, %r1;\n  ld.b128 %rq1, [%rd1+16];\n"
     "LOOP:\n  mov.b128 {%rd3, %rd4}, %rq1;\n  add.s64 %rd5, %rd3, %rd2;\n  add.s64 %rd6, %rd4, 1;\n  mov.b128 %rq2, {%rd5, %rd6};\n"
     "  atom.cas.b128 %rq3, [%rd1+16], %rq1, %rq2;\n  mov.b128 {%rd7, %rd8}, %rq3;\n  mov.b128 %rq1, %rq3;\n"
     "  setp.ne.s64 %p1, %rd7, %rd3;\n  @%p1 bra LOOP;\n  setp.ne.s64 %p1, %rd8, %rd4;\n  @%p1 bra LOOP;\n  ret;\n}\n",
     1, 64, 4, {0, 0, 2016, 64}, {NULL}, {0}},
};

/* --------------------------------------------------------------------------- malformed PTX */

typedef struct ecase {
    const char *name;
    const char *text;
    const char *want[3];  /* substrings the message must contain */
} ecase;

#define KHEAD MOD_HEAD ".visible .entry t(.param .u64 out) {\n  .reg .pred %p<4>;\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n"

static const ecase ecases[] = {
    {"err_truncated", KHEAD "  mov.u32 %r1, 1;\n", {"test.ptx:4:", "unterminated block (missing '}')", NULL}},
    {"err_cvt_rs_rbits_imm", KHEAD "  .reg .f32 %f<2>;\n  cvt.rs.f16x2.f32 %r1, %f1, %f1, 5;\n  ret;\n}\n",
     {"test.ptx:9:", "cvt.rs: rbits must be a .b32 register", NULL}},
    {"err_cvt_rs_x4", KHEAD "  .reg .f32 %f<2>;\n  cvt.rs.satfinite.e4m3x4.f32 %r1, {%f1, %f1, %f1, %f1}, %r2;\n  ret;\n}\n",
     {"test.ptx:9:", "unsupported: cvt.rs.e4m3x4.f32", NULL}},
    {"err_unknown_insn", KHEAD "  frobnicate.u32 %r1, %r2;\n  ret;\n}\n", {"test.ptx:8:3", "unknown instruction 'frobnicate.u32'", NULL}},
    {"err_undeclared_reg", KHEAD "  mov.u32 %r1, %q7;\n  ret;\n}\n", {"test.ptx:8:", "undeclared", "%q7"}},
    {"err_reg_out_of_range", KHEAD "  mov.u32 %r4, 1;\n  ret;\n}\n", {"test.ptx:8:", "undeclared register '%r4'", NULL}},
    {"err_bad_operand", KHEAD "  add.u32 5, %r1, %r2;\n  ret;\n}\n", {"test.ptx:8:", "destination must be a register", NULL}},
    {"err_type_mismatch", KHEAD "  add.u32 %rd1, %r1, %r2;\n  ret;\n}\n", {"test.ptx:8:", "'%rd1' is .b64", NULL}},
    {"err_operand_count", KHEAD "  add.u32 %r1, %r2;\n  ret;\n}\n", {"test.ptx:8:", "takes 3 operands", NULL}},
    {"err_unknown_modifier", KHEAD "  add.wobbly.u32 %r1, %r2, %r3;\n  ret;\n}\n", {"test.ptx:8:", "modifier '.wobbly'", NULL}},
    {"err_undefined_label", KHEAD "  bra NOWHERE;\n  ret;\n}\n", {"test.ptx:8:", "undefined label 'NOWHERE'", NULL}},
    {"err_missing_semicolon", KHEAD "  mov.u32 %r1, 1\n  ret;\n}\n", {"test.ptx:9:", "expected ',' or ';'", NULL}},
    {"err_unsupported_insn", KHEAD "  sured.b.add.2d.u32.trap [%rd1, {%r1, %r1}], %r1;\n  ret;\n}\n", {"test.ptx:8:", "unsupported instruction", NULL}},
    /* textures are bindless objects in registers only (texture.h): a .texref name is refused */
    {"err_texref", KHEAD "  tex.2d.v4.f32.f32 {%r1, %r1, %r1, %r1}, [tx, {%r1, %r1}];\n  ret;\n}\n", {"test.ptx:8:", "must be a 64-bit register", NULL}},
    {"err_tex_coords", KHEAD "  tex.2d.v4.f32.s32 {%r1, %r1, %r1, %r1}, [%rd1, {%r1}];\n  ret;\n}\n", {"test.ptx:8:", "takes 2 coordinates in braces", NULL}},
    {"err_bad_literal", KHEAD "  mov.b32 %r1, 0f3f80;\n  ret;\n}\n", {"test.ptx:8:", "malformed f32 literal", NULL}},
    {"err_no_kernel", MOD_HEAD ".visible .entry other(.param .u64 out) { ret; }\n", {"no kernel named 't'", "other", NULL}},
    {"err_b128_mix", /* a .b128 register is not a .b64 operand, and .b128 atomics are only cas/exch */
     MOD_HEAD ".visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<4>;\n  .reg .b128 %rq<2>;\n  mov.b64 %rd1, %rq1;\n  ret;\n}\n",
     {"test.ptx:7:17", "'%rq1' is .b128", NULL}},
    {"err_b128_atom_add",
     MOD_HEAD ".visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<4>;\n  .reg .b128 %rq<2>;\n  atom.global.add.b128 %rq1, [%rd1], %rq1;\n  ret;\n}\n",
     {"test.ptx:7:3", ".b128 atomics are only atom .cas and .exch", NULL}},
    {"err_param_count", MOD_HEAD ".visible .entry t(.param .u64 out, .param .u32 n) { ret; }\n", {"takes 2 parameters", NULL, NULL}},
};

/* --------------------------------------------------------------------------- faults */

typedef struct fcase {
    const char *name;
    const char *text;
    uint32_t grid, block;
    const char *want[4];
} fcase;

static const fcase fcases[] = {
    {"fault_oob_global",
     KHEAD "  ld.param.u64 %rd1, [out];\n  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd2, %r1, 8;\n  add.s64 %rd3, %rd1, %rd2;\n"
           "  st.global.u64 [%rd3], %rd2;\n  ret;\n}\n",
     2, 12, {"block (0,0,0) thread (8,0,0)", "out-of-bounds global store of 8 bytes at 0x100000040", "test.ptx:12: st.global.u64 [%rd3], %rd2;", "0 bytes past the end of buf 0"}},
    {"fault_misaligned",
     KHEAD "  ld.param.u64 %rd1, [out];\n  ld.global.u32 %r1, [%rd1+2];\n  ret;\n}\n",
     1, 1, {"thread (0,0,0)", "misaligned global load of 4 bytes at 0x100000002", "ld.global.u32 %r1, [%rd1+2];", NULL}},
    {"fault_oob_shared",
     MOD_HEAD ".shared .align 4 .b32 s[4];\n.visible .entry t(.param .u64 out) {\n  .reg .b32 %r<4>;\n  .reg .b64 %rd<4>;\n"
              "  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd1, %r1, 4;\n  mov.u64 %rd2, s;\n  add.s64 %rd3, %rd2, %rd1;\n  st.shared.u32 [%rd3], 1;\n  ret;\n}\n",
     1, 8, {"thread (4,0,0)", "out-of-bounds shared store of 4 bytes at shared offset 0x10", "st.shared.u32", NULL}},
    {"fault_null_generic",
     KHEAD "  mov.u64 %rd1, 0;\n  ld.u32 %r1, [%rd1];\n  ret;\n}\n",
     1, 1, {"out-of-bounds generic->global load of 4 bytes at 0x0", "ld.u32 %r1, [%rd1];", NULL, NULL}},
    {"fault_trap",
     KHEAD "  mov.u32 %r1, %ctaid.x;\n  setp.eq.u32 %p0, %r1, 1;\n  @%p0 trap;\n  ret;\n}\n",
     3, 2, {"block (1,0,0) thread (0,0,0)", "trap", "test.ptx:10: @%p0 trap;", NULL}},
    {"fault_deadlock_barrier",
     KHEAD "  mov.u32 %r1, %tid.x;\n  setp.lt.u32 %p0, %r1, 32;\n  @%p0 bra SKIP;\n  bar.sync 1, 64;\nSKIP:\n  bar.sync 2, 64;\n  ret;\n}\n",
     1, 64, {"deadlock", "waits at barrier 2", "bar.sync 2, 64;", "waits at barrier 1"}},
    {"fault_deadlock_exited_lane",
     KHEAD "  mov.u32 %r1, %laneid;\n  setp.eq.u32 %p0, %r1, 3;\n  @%p0 ret;\n  shfl.sync.idx.b32 %r2, %r1, 0, 31, -1;\n  ret;\n}\n",
     1, 32, {"deadlock", "membermask 0xffffffff names lane 3", "which has exited", "shfl.sync.idx.b32"}},
    {"fault_mask_missing_lanes",
     KHEAD "  vote.sync.ballot.b32 %r1, %p0, -1;\n  ret;\n}\n",
     1, 16, {"deadlock", "names lane 16, which does not exist", "vote.sync.ballot.b32", NULL}},
    {"fault_store_const",
     MOD_HEAD ".const .align 4 .b32 c0 = 1;\n.visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<4>;\n"
              "  mov.u64 %rd1, c0;\n  cvta.const.u64 %rd2, %rd1;\n  st.u32 [%rd2], 5;\n  ret;\n}\n",
     1, 1, {"store to .const memory", "st.u32 [%rd2], 5;", NULL, NULL}},
    {"fault_endless_loop",
     KHEAD "L:\n  bra.uni L;\n}\n",
     1, 1, {"instruction limit", "bra.uni L;", NULL, NULL}},
    {"fault_call_undefined",
     MOD_HEAD ".extern .func (.param .b64 r) malloc(.param .b64 n);\n"
              ".visible .entry t(.param .u64 out) {\n  .reg .b64 %rd<2>;\n"
              "  { .param .b64 a; .param .b64 rv; st.param.b64 [a], 16;\n"
              "  call.uni (rv), malloc, (a); ld.param.b64 %rd1, [rv]; }\n  ret;\n}\n",
     1, 1, {"call to 'malloc', which is declared but not defined", "call.uni (rv), malloc, (a);", NULL, NULL}},
};

/* --------------------------------------------------------------------------- main */

/* ---- the narrow formats (fp.h's fp_cvt_narrow_*) against a brute-force oracle: every code
 * of each format decoded from its bit fields here (independently of fp.c), and each input
 * rounded by searching those values: .rn is the nearest magnitude, ties to the even code;
 * the inputs are every value, every midpoint between neighbours and the floats next to
 * both, zeros, infinities, NaN, far out of range, and 200000 random f32 patterns. */
typedef struct narrow_fmt { const char *name; int fmt, eb, mb, bias, bits; } narrow_fmt;

/* |value| of a positive code (no sign bit), or -1 for a NaN / infinity code. */
static double narrow_mag(const narrow_fmt *F, uint32_t c) {
    uint32_t e = c >> F->mb, m = c & ((1u << F->mb) - 1);
    if (F->fmt == FP_E4M3 && c == 0x7f) return -1;
    if (F->fmt == FP_E5M2 && e == 31) return -1;
    return e == 0 ? ldexp((double)m, 1 - F->bias - F->mb) : ldexp((double)((1u << F->mb) + m), (int)e - F->bias - F->mb);
}

static uint32_t narrow_oracle(const narrow_fmt *F, double x, int relu) {
    uint32_t ncodes = 1u << (F->bits - 1), c, best = 0, sign = signbit(x) ? 1u << (F->bits - 1) : 0;
    double a = fabs(x), bd = INFINITY;
    if (x != x) return F->fmt == FP_E4M3 || F->fmt == FP_E5M2 ? 0x7f : ncodes - 1; /* NaN / +MAX_NORM */
    for (c = 0; c < ncodes; c++) {
        double v = narrow_mag(F, c), d;
        if (v >= 0 && a > v) best = c; /* .satfinite: beyond the largest value is the largest value */
        if (v < 0) continue;
        if (a > v) continue; /* the nearest at or above |x| is found below, its neighbour under it */
        d = v - a;
        if (c > 0 && narrow_mag(F, c - 1) >= 0) {
            double lo = narrow_mag(F, c - 1), dl = a - lo;
            if (dl < d || (dl == d && !((c - 1) & 1))) { best = c - 1; break; }
        }
        best = c;
        (void)bd;
        break;
    }
    if (relu && sign) return 0;
    return sign | best;
}

static void narrow_formats(void) {
    static const narrow_fmt fmts[] = {
        {"e4m3", FP_E4M3, 4, 3, 7, 8}, {"e5m2", FP_E5M2, 5, 2, 15, 8}, {"e2m3", FP_E2M3, 2, 3, 1, 6},
        {"e3m2", FP_E3M2, 3, 2, 3, 6}, {"e2m1", FP_E2M1, 2, 1, 1, 4}};
    char name[64];
    size_t fi;
    for (fi = 0; fi < sizeof fmts / sizeof fmts[0]; fi++) {
        const narrow_fmt *F = &fmts[fi];
        uint32_t ncodes = 1u << (F->bits - 1), c, seed = 12345;
        int bad = 0, n = 0, k, relu;
        float in[4096 + 16];
        int nin = 0;
        snprintf(name, sizeof name, "narrow-%s", F->name);
        if (!selected(name)) continue;
        for (c = 0; c < ncodes; c++) {
            double v = narrow_mag(F, c), nx = c + 1 < ncodes ? narrow_mag(F, c + 1) : -1;
            if (v < 0) continue;
            in[nin++] = (float)v;
            in[nin++] = nextafterf((float)v, INFINITY);
            in[nin++] = nextafterf((float)v, 0);
            if (nx >= 0) {
                float mid = (float)((v + nx) / 2);
                in[nin++] = mid;
                in[nin++] = nextafterf(mid, INFINITY);
                in[nin++] = nextafterf(mid, 0);
            } else {
                /* beyond the largest value: half a step further, far out, infinity */
                double step = v - narrow_mag(F, c - 1);
                in[nin++] = (float)(v + step / 2);
                in[nin++] = (float)(v + step);
                in[nin++] = 1e30f;
                in[nin++] = INFINITY;
            }
        }
        in[nin++] = 1e-30f;
        in[nin++] = NAN;
        for (k = 0; k < nin + 200000 && bad < 5; k++) {
            float f;
            double x;
            if (k < nin) f = in[k];
            else {
                uint32_t u;
                seed = seed * 1664525u + 1013904223u;
                u = seed;
                memcpy(&f, &u, 4);
            }
            for (relu = 0; relu < 2; relu++) {
                int s;
                for (s = 0; s < 2; s++) {
                    uint32_t got, want;
                    x = s ? -(double)f : (double)f;
                    got = fp_narrow_from_double(F->fmt, x, FP_RN, FP_CVT_SATFINITE | (relu ? FP_CVT_RELU : 0));
                    want = narrow_oracle(F, x, relu);
                    n++;
                    if (got != want && bad++ < 5)
                        fail(name, "%a%s gives 0x%x, expected 0x%x", x, relu ? " (relu)" : "", got, want);
                }
            }
        }
        /* decoding: every code of the 8-bit container to f16 and bf16, with and without relu */
        for (c = 0; c < (F->fmt == FP_E2M1 ? 16u : 256u) && !bad; c++) {
            uint32_t pos = c & (ncodes - 1), neg = (c >> (F->bits - 1)) & 1;
            double v = narrow_mag(F, pos);
            int d;
            if (F->bits == 6 && (c & 0xc0)) continue; /* covered by the in-range codes: top bits ignored */
            for (d = 0; d < 2; d++)
                for (relu = 0; relu < 2; relu++) {
                    int dfmt = d ? FP_BF16 : FP_F16;
                    uint32_t packed = c << (F->fmt == FP_E2M1 ? 4 : 8) | c;
                    uint32_t r = fp_cvt_narrow_unpack(dfmt, F->fmt, packed, relu ? FP_CVT_RELU : 0);
                    double got = fp_to_double(dfmt, r & 0xffff);
                    n++;
                    if ((r >> 16) != (r & 0xffff)) { fail(name, "decode of 0x%x: halves differ (0x%x)", c, r); bad++; }
                    else if (v < 0 && (F->fmt != FP_E5M2 || pos == 0x7c)) {
                        /* e4m3 NaN, e5m2 infinity */
                        int zero = F->fmt == FP_E5M2 && neg && relu; /* relu: -inf is negative */
                        if (F->fmt == FP_E5M2 ? (zero ? (got != 0 || signbit(got)) : !(isinf(got) && (got < 0) == !!neg)) : got == got) { fail(name, "decode of 0x%x gives %a", c, got); bad++; }
                    } else if (v < 0) {
                        if (got == got) { fail(name, "decode of NaN 0x%x gives %a", c, got); bad++; }
                    } else {
                        double want = neg ? (relu ? 0.0 : -v) : v;
                        if (got != want || signbit(got) != signbit(want)) { fail(name, "decode of 0x%x gives %a, expected %a", c, got, want); bad++; }
                    }
                }
        }
        if (!bad) {
            char msg[96];
            snprintf(msg, sizeof msg, "%s", name);
            pass(msg);
        }
        (void)n;
    }
    /* ue8m0: .rz / .rp to the powers 2^-127 .. 2^127 by search, with and without .satfinite */
    if (selected("narrow-ue8m0")) {
        int bad = 0, k, rp, sf;
        uint32_t seed = 777;
        for (k = 0; k < 300000 && bad < 5; k++) {
            float f;
            uint32_t u;
            if (k < 256 * 3) {
                float p = k / 3 == 255 ? INFINITY : (float)ldexp(1.0, k / 3 - 127);
                f = k % 3 == 0 ? p : k % 3 == 1 ? nextafterf(p, INFINITY) : nextafterf(p, 0);
            } else if (k < 256 * 3 + 4) {
                static const float sp[4] = {0.0f, -0.0f, NAN, 3e38f};
                f = sp[k - 256 * 3];
            } else {
                seed = seed * 1664525u + 1013904223u;
                u = seed;
                memcpy(&f, &u, 4);
            }
            for (rp = 0; rp < 2; rp++)
                for (sf = 0; sf < 2; sf++) {
                    double a = fabs((double)f);
                    uint32_t got = fp_narrow_from_double(FP_UE8M0, (double)f, rp ? FP_RP : FP_RZ, sf ? FP_CVT_SATFINITE : 0), want, c;
                    if (f != f) want = 0xff;
                    else if (isinf(a)) want = sf ? 0xfe : 0xff;
                    else {
                        want = rp ? 0xff : 0;
                        for (c = 0; c < 255; c++) {
                            double v = ldexp(1.0, (int)c - 127);
                            if (!rp && v <= a) want = c;
                            if (rp && v >= a) { want = c; break; }
                        }
                        if (rp && want == 0xff && sf) want = 0xfe;
                    }
                    if (got != want && bad++ < 5) fail("narrow-ue8m0", "%a %s%s gives 0x%x, expected 0x%x", (double)f, rp ? "rp" : "rz", sf ? " satfinite" : "", got, want);
                }
        }
        for (k = 0; k < 256 && !bad; k++) {
            uint32_t r = fp_cvt_narrow_unpack(FP_BF16, FP_UE8M0, (uint32_t)k << 8 | (uint32_t)k, 0);
            double got = fp_to_double(FP_BF16, r & 0xffff);
            if (k == 255 ? got == got : got != ldexp(1.0, k - 127)) { fail("narrow-ue8m0", "decode of 0x%x gives %a", k, got); bad++; }
        }
        if (!bad) pass("narrow-ue8m0");
    }
}

/* ---- stochastic rounding (cvt.rs, fp.h's fp_cvt_rs_pack) against the ISA's definition
 * on bit patterns, written independently of fp.c: the random bits are added to the f32
 * bits the conversion discards (16 for bf16; 13 for f16 in its normal range, where the
 * f32 exponent is rebiased by 112) and the sum is truncated; a sum reaching the
 * infinity's code is infinity, or the largest finite value with .satfinite; NaN is the
 * canonical 0x7fff; .relu makes a negative result +0. Inputs: 400000 random (value,
 * random bits) pairs over f32's whole range, f16's range and the edges (largest finite
 * values and the midpoints above them, the smallest normal, zeros, infinities, NaN), with
 * each flag combination. f16 subnormal results (fewer than 13 random bits would reach
 * the kept precision) are checked separately: each is one of the two neighbours, and
 * over all 2^13 random values the larger comes exactly floor(F * 2^13) times, F the
 * discarded fraction (fp.c adds the random bits to the 13 bits just below the kept ones). */
static uint32_t rs_oracle(int bf16, uint32_t a, uint32_t r, int relu, int satf) {
    uint32_t sign = a >> 31, mag = a & 0x7fffffffu, res, inf = bf16 ? 0x7f80u : 0x7c00u;
    if (mag > 0x7f800000u) return 0x7fff;
    if (mag == 0x7f800000u) res = satf ? inf - 1 : inf;
    else if (bf16) {
        res = (uint32_t)(((uint64_t)mag + (r & 0xffff)) >> 16);
        if (res >= inf) res = satf ? inf - 1 : inf;
    } else {
        uint64_t sum = (uint64_t)mag + (r & 0x1fff);
        if (sum >= 0x47800000u) res = satf ? inf - 1 : inf; /* 2^16 and above */
        else res = (uint32_t)(sum >> 13) - (112u << 10);
    }
    res |= sign << 15;
    if (relu && sign) res = 0;
    return res;
}

static void stochastic_rounding(void) {
    static const uint32_t edges[] = {0x477fe000u, 0x477fefffu, 0x477ff000u, 0x477fffffu, 0x7f7f0000u, 0x7f7f7fffu,
                                     0x7f7f8000u, 0x7f7fffffu, 0x38800000u, 0x387fffffu, 0x00000000u, 0x80000000u,
                                     0x7f800000u, 0xff800000u, 0x7fc00000u, 0x3f800000u, 0x3f801000u, 0x00000001u};
    uint32_t seed = 777, k, bad = 0, n = 0, nsub = 0;
    int bf16, fl;
    if (!selected("cvt-rs-oracle")) return;
    for (k = 0; k < 400000 + 18 * 64; k++) {
        uint32_t a, r, want, got, hi;
        seed = seed * 1664525u + 1013904223u;
        a = seed;
        seed = seed * 1664525u + 1013904223u;
        r = seed;
        if (k >= 400000) a = edges[(k - 400000) / 64] ^ ((k & 1) << 31);
        else if (k % 3 == 1) a = (a & 0x80000000u) | (0x38800000u + (a & 0x7ffffff) % (0x47800000u - 0x38800000u)); /* f16's normal range */
        for (bf16 = 0; bf16 < 2; bf16++)
            for (fl = 0; fl < 4; fl++) {
                uint32_t mag = a & 0x7fffffffu;
                if (!bf16 && mag < 0x38800000u) continue; /* f16 subnormal results: below */
                got = fp_cvt_rs_pack(bf16 ? FP_BF16 : FP_F16, a, 0x3f800000u, r, fl);
                hi = got >> 16;
                want = rs_oracle(bf16, a, r >> 16, fl & FP_CVT_RELU, fl & FP_CVT_SATFINITE);
                n++;
                if (hi != want && bad++ < 5)
                    fail("cvt-rs-oracle", "%s(0x%08x) bits 0x%04x flags %d gives 0x%04x, expected 0x%04x", bf16 ? "bf16" : "f16", a,
                         r >> 16, fl, hi, want);
                /* the lower half takes the random bits' lower half */
                got = fp_cvt_rs_pack(bf16 ? FP_BF16 : FP_F16, 0x3f800000u, a, r, fl) & 0xffff;
                want = rs_oracle(bf16, a, r, fl & FP_CVT_RELU, fl & FP_CVT_SATFINITE);
                if (got != want && bad++ < 5)
                    fail("cvt-rs-oracle", "%s(0x%08x) low bits 0x%04x flags %d gives 0x%04x, expected 0x%04x", bf16 ? "bf16" : "f16", a,
                         r & 0xffff, fl, got, want);
            }
    }
    /* f16 subnormal results */
    for (k = 0; k < 3000; k++) {
        uint32_t a, r, ups = 0, lo, frac;
        double x, q = ldexp(1.0, -24), t;
        seed = seed * 1664525u + 1013904223u;
        a = 0x33000000u + seed % (0x38800000u - 0x33000000u); /* 2^-25 .. 2^-14 */
        x = (double)fp_f32(a);
        t = x / q;
        lo = (uint32_t)floor(t);
        frac = (uint32_t)floor((t - floor(t)) * 8192.0);
        for (r = 0; r < 8192; r++) {
            uint32_t h = fp_cvt_rs_pack(FP_F16, a, a, r << 16 | r, 0);
            if ((h >> 16) != (h & 0xffff) || ((h & 0xffff) != lo && (h & 0xffff) != lo + 1)) {
                if (bad++ < 5) fail("cvt-rs-oracle", "f16 subnormal 0x%08x bits %u gives 0x%08x", a, r, h);
                break;
            }
            ups += (h & 0xffff) == lo + 1;
        }
        nsub++;
        if (ups != frac && bad++ < 5) fail("cvt-rs-oracle", "f16 subnormal 0x%08x rounds up %u times of 8192, expected %u", a, ups, frac);
    }
    if (!bad) pass("cvt-rs-oracle");
    (void)n;
    (void)nsub;
}

int main(int argc, char **argv) {
    size_t i;
    int k;
    char err[4096];
    for (k = 1; k < argc; k++) {
        if (!strcmp(argv[k], "--dump") && k + 1 < argc) dumpdir = argv[++k];
        else filter = argv[k];
    }
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    narrow_formats();
    stochastic_rounding();
    for (i = 0; i < sizeof mcases / sizeof mcases[0]; i++) {
        const mcase *c = &mcases[i];
        uint64_t out[8];
        int rc, j;
        if (!selected(c->name)) continue;
        dump(c->name, c->text);
        memset(out, 0, sizeof out);
        {
            uint32_t dims[6] = {1, 1, 1, 1, 1, 1};
            if (c->dims[0]) memcpy(dims, c->dims, sizeof dims);
            else { dims[0] = c->grid; dims[3] = c->block; }
            rc = run_words_x(c->text, "t", dims, 256, c->extra, out, 8, err, sizeof err);
        }
        if (rc) { fail(c->name, "status %d: %s", rc, err); continue; }
        for (j = 0; j < c->n; j++)
            if (out[j] != c->exp[j]) {
                fail(c->name, "word %d is 0x%llx, expected 0x%llx", j, (unsigned long long)out[j], (unsigned long long)c->exp[j]);
                break;
            }
        if (j == c->n) pass(c->name);
    }
    for (i = 0; i < sizeof ecases / sizeof ecases[0]; i++) {
        const ecase *c = &ecases[i];
        uint64_t out[8];
        int rc, j;
        if (!selected(c->name)) continue;
        rc = run_words(c->text, "t", 1, 1, 0, out, 8, err, sizeof err);
        if (rc != 2) { fail(c->name, "status %d, expected 2 (error): %s", rc, err); continue; }
        for (j = 0; j < 3 && c->want[j]; j++)
            if (!strstr(err, c->want[j])) { fail(c->name, "message lacks '%s': %s", c->want[j], err); break; }
        if (j == 3 || !c->want[j]) pass(c->name);
    }
    for (i = 0; i < sizeof fcases / sizeof fcases[0]; i++) {
        const fcase *c = &fcases[i];
        uint64_t out[8];
        int rc, j;
        if (!selected(c->name)) continue;
        rc = run_words(c->text, "t", c->grid, c->block, 0, out, 8, err, sizeof err);
        if (rc != 1) { fail(c->name, "status %d, expected 1 (fault): %s", rc, err); continue; }
        for (j = 0; j < 4 && c->want[j]; j++)
            if (!strstr(err, c->want[j])) { fail(c->name, "message lacks '%s': %s", c->want[j], err); break; }
        if (j == 4 || !c->want[j]) pass(c->name);
    }
    if (selected("vprintf")) {
        /* CUDA's device printf: llc's calling sequence, arguments packed on the local stack */
        static const char *text =
            MOD_HEAD
            ".extern .func (.param .b32 func_retval0) vprintf(.param .b64 p0, .param .b64 p1);\n"
            ".global .align 1 .b8 fmt[24] = {116, 37, 117, 32, 37, 46, 50, 102, 32, 37, 108, 108, 120, 32, 37, 115, 32, 37, 99, 10, 0, 0, 0, 0};\n"
            ".global .align 1 .b8 str[3] = {104, 105, 0};\n"
            ".visible .entry t(.param .u64 out) {\n  .local .align 8 .b8 __local_depot0[40];\n  .reg .b64 %SP;\n  .reg .b64 %SPL;\n"
            "  .reg .b32 %r<4>;\n  .reg .b64 %rd<8>;\n  mov.u64 %SPL, __local_depot0;\n  cvta.local.u64 %SP, %SPL;\n"
            "  mov.u32 %r1, %tid.x;\n  st.local.u32 [%SPL], %r1;\n  st.local.f64 [%SPL+8], 0d3ff8000000000000;\n"
            "  st.local.u64 [%SPL+16], 0x123456789;\n  mov.u64 %rd1, str;\n  cvta.global.u64 %rd2, %rd1;\n  st.local.u64 [%SPL+24], %rd2;\n"
            "  add.u32 %r2, %r1, 65;\n  st.local.u32 [%SPL+32], %r2;\n  mov.u64 %rd3, fmt;\n  cvta.global.u64 %rd4, %rd3;\n"
            "  { .param .b64 param0; st.param.b64 [param0], %rd4; .param .b64 param1; st.param.b64 [param1], %SP;\n"
            "    .param .b32 retval0; call.uni (retval0), vprintf, (param0, param1); ld.param.b32 %r3, [retval0]; }\n"
            "  ld.param.u64 %rd5, [out];\n  mul.wide.u32 %rd6, %r1, 8;\n  add.s64 %rd7, %rd5, %rd6;\n  st.global.u32 [%rd7], %r3;\n  ret;\n}\n";
        nr_launch L;
        nr_arg a;
        int rc;
        const char *want = "t0 1.50 123456789 hi A\nt1 1.50 123456789 hi B\n";
        dump("vprintf", text);
        memset(&L, 0, sizeof L);
        memset(&a, 0, sizeof a);
        a.is_buf = 1; a.type = NR_I64; a.count = 2; a.init = NR_INIT_ZERO;
        L.engine = "ptx"; L.file = "test.ptx"; L.text = text; L.text_len = strlen(text); L.kernel = "t";
        L.grid[0] = L.grid[1] = L.grid[2] = 1; L.block[0] = 2; L.block[1] = L.block[2] = 1;
        L.args = &a; L.nargs = 1;
        rc = nr_run(&L, err, sizeof err);
        if (rc) fail("vprintf", "status %d: %s", rc, err);
        else if (!L.printf_out || strcmp(L.printf_out, want)) fail("vprintf", "printed '%s'", L.printf_out ? L.printf_out : "(nothing)");
        else if (nr_rd(a.data, 4) != 5) fail("vprintf", "returned %u, expected 5 (arguments)", (unsigned)nr_rd(a.data, 4));
        else pass("vprintf");
        nr_free_results(&L);
    }
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail ? 1 : 0;
}
