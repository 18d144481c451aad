/* ir_test.c — tests of the ir engine that need no .ll reader: kernels built in-process with
 * the builder API and handed to the engine through nr_launch.ir_module (the loader hook),
 * run through the runner (nr_run) like nvcgrun runs them; plus the check that every row of
 * the intrinsic table (ir/intrinsics.h) has an implementation in the engine.
 *
 * Prints one "PASS: name" / "FAIL: name (why)" line per test (tests/run.sh). The .ll tests
 * in tests/interp/ll cover the instruction semantics in depth; these cover the hook, calls,
 * loops, shared memory and barriers, poison, faults and their messages on builder-made IR
 * (which has no source lines). */
#include "nvcg.h"

#include "ir_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int ir_selfcheck(char *missing, size_t size); /* ir_engine.c */

static int failures;

static void free_args(nr_arg *a, int n) {
    int i;
    for (i = 0; i < n; i++) { free(a[i].data); a[i].data = NULL; }
}

static void quiet(const nvcg_diagnostic *d, void *user) { (void)d; (void)user; }

static void report(const char *name, int ok, const char *why) {
    if (ok) printf("PASS: interp-c/%s\n", name);
    else { printf("FAIL: interp-c/%s (%s)\n", name, why); failures++; }
}

typedef struct kit {
    nvcg_context *ctx;
    nvcg_module *m;
    nvcg_builder *b;
    nvcg_type *i32, *i64, *gptr, *v;
} kit;

static void kit_init(kit *k, const char *name) {
    k->ctx = nvcg_context_create();
    k->m = nvcg_module_create(k->ctx, name);
    k->b = nvcg_builder_create(k->m);
    k->i32 = nvcg_type_int(k->ctx, 32);
    k->i64 = nvcg_type_int(k->ctx, 64);
    k->gptr = nvcg_type_ptr(k->ctx, NVCG_AS_GLOBAL);
    k->v = nvcg_type_void(k->ctx);
}

static void kit_free(kit *k) {
    nvcg_builder_destroy(k->b);
    nvcg_context_destroy(k->ctx);
}

static nvcg_value *c32(kit *k, int64_t v) { return nvcg_const_int_signed(k->i32, v); }

/* &out[i] for a global i32 buffer */
static nvcg_value *elem(kit *k, nvcg_value *out, nvcg_value *i) {
    nvcg_value *ix = nvcg_build_cast(k->b, NVCG_OP_SEXT, i, k->i64, "ix");
    return nvcg_build_gep(k->b, k->i32, out, &ix, 1, 1, "p");
}

/* runs kernel `name` of k->m over grid x block with args; returns nr_run's status */
static int launch(kit *k, const char *name, uint32_t grid, uint32_t block, nr_arg *args, int nargs, char *err, size_t errsize) {
    nr_launch L;
    memset(&L, 0, sizeof L);
    L.engine = "ir";
    L.file = name;
    L.text = "";
    L.kernel = name;
    L.grid[0] = grid; L.grid[1] = L.grid[2] = 1;
    L.block[0] = block; L.block[1] = L.block[2] = 1;
    L.args = args;
    L.nargs = nargs;
    L.ir_module = k->m;
    return nr_run(&L, err, errsize);
}

static void arg(nr_arg *a, const char *spec) {
    char err[256];
    if (nr_parse_arg(spec, a, err, sizeof err)) { fprintf(stderr, "%s\n", err); exit(2); }
}

/* out[t] = sum_{i < n} i * t + sq(t), with sq a device function: loop, phis, call. */
static void test_loop_call(void) {
    kit k;
    nvcg_type *p2[2], *p1[1];
    nvcg_value *sq, *fn, *x, *out, *n, *t, *i, *acc, *i1, *acc1, *c, *s, *cargs[1];
    nvcg_block *e, *loop, *done, *se;
    nr_arg a[2];
    char err[1024];
    int rc, ok = 1, j;
    kit_init(&k, "loop");
    p1[0] = k.i32;
    sq = nvcg_function_add(k.m, "sq", nvcg_type_function(k.i32, p1, 1, 0));
    se = nvcg_block_append(sq, "entry");
    nvcg_builder_position_at_end(k.b, se);
    x = nvcg_function_param(sq, 0);
    nvcg_build_ret(k.b, nvcg_build_binop(k.b, NVCG_OP_MUL, x, x, 0, "xx"));
    p2[0] = k.gptr; p2[1] = k.i32;
    fn = nvcg_function_add(k.m, "loop", nvcg_type_function(k.v, p2, 2, 0));
    nvcg_function_set_kernel(fn, 1);
    out = nvcg_function_param(fn, 0);
    n = nvcg_function_param(fn, 1);
    e = nvcg_block_append(fn, "entry");
    loop = nvcg_block_append(fn, "loop");
    done = nvcg_block_append(fn, "done");
    nvcg_builder_position_at_end(k.b, e);
    t = nvcg_build_intrinsic(k.b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t");
    nvcg_build_br(k.b, loop);
    nvcg_builder_position_at_end(k.b, loop);
    i = nvcg_build_phi(k.b, k.i32, "i");
    acc = nvcg_build_phi(k.b, k.i32, "acc");
    i1 = nvcg_build_binop(k.b, NVCG_OP_ADD, i, c32(&k, 1), NVCG_FLAG_NSW, "i1");
    acc1 = nvcg_build_binop(k.b, NVCG_OP_ADD, acc, nvcg_build_binop(k.b, NVCG_OP_MUL, i, t, 0, "it"), 0, "acc1");
    c = nvcg_build_icmp(k.b, NVCG_ICMP_SLT, i1, n, "c");
    nvcg_build_cond_br(k.b, c, loop, done);
    nvcg_phi_add_incoming(i, c32(&k, 0), e);
    nvcg_phi_add_incoming(i, i1, loop);
    nvcg_phi_add_incoming(acc, c32(&k, 0), e);
    nvcg_phi_add_incoming(acc, acc1, loop);
    nvcg_builder_position_at_end(k.b, done);
    cargs[0] = t;
    s = nvcg_build_call(k.b, nvcg_function_type(sq), sq, cargs, 1, "s");
    nvcg_build_store(k.b, nvcg_build_binop(k.b, NVCG_OP_ADD, acc1, s, 0, "r"), elem(&k, out, t), 4, 0);
    nvcg_build_ret(k.b, NULL);
    arg(&a[0], "buf:i32:40:zero");
    arg(&a[1], "i32:10");
    rc = launch(&k, "loop", 1, 40, a, 2, err, sizeof err);
    if (rc) { report("loop-call", 0, err); kit_free(&k); return; }
    for (j = 0; j < 40; j++) {
        int32_t v;
        memcpy(&v, a[0].data + 4 * j, 4);
        if (v != 45 * j + j * j) ok = 0;
    }
    report("loop-call", ok, "wrong values");
    free_args(a, 2);
    kit_free(&k);
}

/* out[t] = s[(t + 1) % ntid] after every thread stored s[t] = 3t: shared memory, barrier. */
static void test_shared(void) {
    kit k;
    nvcg_type *p1[1], *arr;
    nvcg_value *fn, *out, *t, *nt, *sh, *ix[2], *p, *nx, *q, *v;
    nvcg_block *e;
    nr_arg a[1];
    char err[1024];
    int rc, ok = 1, j;
    kit_init(&k, "shared");
    arr = nvcg_type_array(k.i32, 64);
    sh = nvcg_global_add(k.m, arr, "s", NVCG_AS_SHARED);
    nvcg_global_set_initializer(sh, nvcg_const_undef(arr));
    p1[0] = k.gptr;
    fn = nvcg_function_add(k.m, "shared", nvcg_type_function(k.v, p1, 1, 0));
    nvcg_function_set_kernel(fn, 1);
    out = nvcg_function_param(fn, 0);
    e = nvcg_block_append(fn, "entry");
    nvcg_builder_position_at_end(k.b, e);
    t = nvcg_build_intrinsic(k.b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t");
    nt = nvcg_build_intrinsic(k.b, "llvm.nvvm.read.ptx.sreg.ntid.x", NULL, 0, "nt");
    ix[0] = nvcg_const_int(k.i64, 0);
    ix[1] = nvcg_build_cast(k.b, NVCG_OP_ZEXT, t, k.i64, "tz");
    p = nvcg_build_gep(k.b, arr, sh, ix, 2, 1, "p");
    nvcg_build_store(k.b, nvcg_build_binop(k.b, NVCG_OP_MUL, t, c32(&k, 3), 0, "t3"), p, 4, 0);
    nvcg_build_intrinsic(k.b, "llvm.nvvm.barrier0", NULL, 0, NULL);
    nx = nvcg_build_binop(k.b, NVCG_OP_UREM, nvcg_build_binop(k.b, NVCG_OP_ADD, t, c32(&k, 1), 0, "t1"), nt, 0, "nx");
    ix[1] = nvcg_build_cast(k.b, NVCG_OP_ZEXT, nx, k.i64, "nz");
    q = nvcg_build_gep(k.b, arr, sh, ix, 2, 1, "q");
    v = nvcg_build_load(k.b, k.i32, q, 4, 0, "v");
    nvcg_build_store(k.b, v, elem(&k, out, t), 4, 0);
    nvcg_build_ret(k.b, NULL);
    arg(&a[0], "buf:i32:50:zero");
    rc = launch(&k, "shared", 2, 50, a, 1, err, sizeof err);
    if (rc) { report("shared-barrier", 0, err); kit_free(&k); return; }
    for (j = 0; j < 50; j++) {
        int32_t w;
        memcpy(&w, a[0].data + 4 * j, 4);
        if (w != 3 * ((j + 1) % 50)) ok = 0;
    }
    report("shared-barrier", ok, "wrong values");
    free_args(a, 1);
    kit_free(&k);
}

/* freeze(add nsw INT_MAX, t) is 0 where the add overflows (t > 0), else INT_MAX. */
static void test_poison(void) {
    kit k;
    nvcg_type *p1[1];
    nvcg_value *fn, *out, *t, *x, *f;
    nr_arg a[1];
    char err[1024];
    int rc;
    int32_t w0, w1;
    kit_init(&k, "poison");
    p1[0] = k.gptr;
    fn = nvcg_function_add(k.m, "poison", nvcg_type_function(k.v, p1, 1, 0));
    nvcg_function_set_kernel(fn, 1);
    out = nvcg_function_param(fn, 0);
    nvcg_builder_position_at_end(k.b, nvcg_block_append(fn, "entry"));
    t = nvcg_build_intrinsic(k.b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t");
    x = nvcg_build_binop(k.b, NVCG_OP_ADD, c32(&k, 2147483647), t, NVCG_FLAG_NSW, "x");
    f = nvcg_build_freeze(k.b, x, "f");
    nvcg_build_store(k.b, f, elem(&k, out, t), 4, 0);
    nvcg_build_ret(k.b, NULL);
    arg(&a[0], "buf:i32:2:const:5");
    rc = launch(&k, "poison", 1, 2, a, 1, err, sizeof err);
    if (rc) { report("poison-freeze", 0, err); kit_free(&k); return; }
    memcpy(&w0, a[0].data, 4);
    memcpy(&w1, a[0].data + 4, 4);
    report("poison-freeze", w0 == 2147483647 && w1 == 0, "expected INT_MAX then 0");
    free_args(a, 1);
    kit_free(&k);
}

/* out[t + 3] = t with a buffer of 4: thread 1 faults; the message names the thread, the
 * access and the instruction (builder IR has no source lines: "(in @oob)"). */
static void test_fault(void) {
    kit k;
    nvcg_type *p1[1];
    nvcg_value *fn, *out, *t, *i;
    nr_arg a[1];
    char err[2048], why[2300];
    int rc;
    kit_init(&k, "oob");
    p1[0] = k.gptr;
    fn = nvcg_function_add(k.m, "oob", nvcg_type_function(k.v, p1, 1, 0));
    nvcg_function_set_kernel(fn, 1);
    out = nvcg_function_param(fn, 0);
    nvcg_builder_position_at_end(k.b, nvcg_block_append(fn, "entry"));
    t = nvcg_build_intrinsic(k.b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t");
    i = nvcg_build_binop(k.b, NVCG_OP_ADD, t, c32(&k, 3), 0, "i");
    nvcg_build_store(k.b, t, elem(&k, out, i), 4, 0);
    nvcg_build_ret(k.b, NULL);
    arg(&a[0], "buf:i32:4:zero");
    rc = launch(&k, "oob", 1, 2, a, 1, err, sizeof err);
    snprintf(why, sizeof why, "status %d: %s", rc, err);
    report("fault-message", rc == 1 && strstr(err, "thread (1,0,0)") && strstr(err, "out-of-bounds global store of 4 bytes") &&
                                strstr(err, "store i32 %t, ptr addrspace(1) %p, align 4 (in @oob)"),
           why);
    free_args(a, 1);
    kit_free(&k);
}

/* A module with builder misuse is refused at load time. */
static void test_bad_module(void) {
    kit k;
    nvcg_type *p1[1];
    nvcg_value *fn;
    nr_arg a[1];
    char err[1024];
    int rc;
    kit_init(&k, "bad");
    nvcg_context_set_diag_handler(k.ctx, quiet, NULL);
    p1[0] = k.gptr;
    fn = nvcg_function_add(k.m, "bad", nvcg_type_function(k.v, p1, 1, 0));
    nvcg_function_set_kernel(fn, 1);
    nvcg_builder_position_at_end(k.b, nvcg_block_append(fn, "entry"));
    nvcg_build_ret(k.b, NULL);
    nvcg_build_binop(k.b, NVCG_OP_ADD, c32(&k, 1), nvcg_const_int(k.i64, 1), 0, "mismatch");
    arg(&a[0], "buf:i32:1:zero");
    rc = launch(&k, "bad", 1, 1, a, 1, err, sizeof err);
    report("bad-module", rc == 2 && strstr(err, "the module has errors"), err);
    free_args(a, 1);
    kit_free(&k);
}

/* i128 arithmetic, a <4 x i32> vector, a struct through insertvalue/extractvalue, an
 * indirect call through a function pointer chosen by thread, and an atomic add from every
 * thread: out[0..3] = i128 quotient/remainder words, out[4] = vector lane sum,
 * out[5] = struct field, out[6 + t] = callee(t), out[70] = sum of t (atomic). */
static void test_mixed(void) {
    kit k;
    nvcg_context *c;
    nvcg_type *i128, *v4, *st, *p1[1], *pf[2], *fty, *fields[2];
    nvcg_value *fn, *f1, *f2, *out, *t, *x, *q, *r, *v, *lanes[4], *sum, *agg, *fp, *callv, *cargs[1], *w;
    nvcg_value *sel;
    nr_arg a[1];
    char err[1024];
    int rc, ok = 1, j;
    uint32_t got[71];
    int mask[4] = {3, 2, 1, 0};
    kit_init(&k, "mixed");
    c = k.ctx;
    i128 = nvcg_type_int(c, 128);
    v4 = nvcg_type_vector(k.i32, 4);
    fields[0] = k.i64;
    fields[1] = k.i32;
    st = nvcg_type_struct(c, fields, 2, 0);
    p1[0] = k.i32;
    fty = nvcg_type_function(k.i32, p1, 1, 0);
    f1 = nvcg_function_add(k.m, "times3", fty);
    nvcg_builder_position_at_end(k.b, nvcg_block_append(f1, "e"));
    nvcg_build_ret(k.b, nvcg_build_binop(k.b, NVCG_OP_MUL, nvcg_function_param(f1, 0), c32(&k, 3), 0, "m"));
    f2 = nvcg_function_add(k.m, "plus7", fty);
    nvcg_builder_position_at_end(k.b, nvcg_block_append(f2, "e"));
    nvcg_build_ret(k.b, nvcg_build_binop(k.b, NVCG_OP_ADD, nvcg_function_param(f2, 0), c32(&k, 7), 0, "p"));
    pf[0] = k.gptr;
    fn = nvcg_function_add(k.m, "mixed", nvcg_type_function(k.v, pf, 1, 0));
    nvcg_function_set_kernel(fn, 1);
    out = nvcg_function_param(fn, 0);
    nvcg_builder_position_at_end(k.b, nvcg_block_append(fn, "entry"));
    t = nvcg_build_intrinsic(k.b, "llvm.nvvm.read.ptx.sreg.tid.x", NULL, 0, "t");
    /* (2^100 + 12345) udiv 1000003, urem; stored as 32-bit words of the low 64 bits each */
    x = nvcg_const_int_wide(i128, 12345, 1ULL << 36);
    q = nvcg_build_binop(k.b, NVCG_OP_UDIV, x, nvcg_const_int(i128, 1000003), 0, "q");
    r = nvcg_build_binop(k.b, NVCG_OP_UREM, x, nvcg_const_int(i128, 1000003), 0, "r");
    w = nvcg_build_cast(k.b, NVCG_OP_TRUNC, q, k.i32, "qlo");
    nvcg_build_store(k.b, w, elem(&k, out, c32(&k, 0)), 4, 0);
    w = nvcg_build_cast(k.b, NVCG_OP_TRUNC, nvcg_build_binop(k.b, NVCG_OP_LSHR, q, nvcg_const_int(i128, 64), 0, "qh"), k.i32, "qhi");
    nvcg_build_store(k.b, w, elem(&k, out, c32(&k, 1)), 4, 0);
    nvcg_build_store(k.b, nvcg_build_cast(k.b, NVCG_OP_TRUNC, r, k.i32, "rlo"), elem(&k, out, c32(&k, 2)), 4, 0);
    nvcg_build_store(k.b, nvcg_build_cast(k.b, NVCG_OP_TRUNC, nvcg_build_binop(k.b, NVCG_OP_LSHR, q, nvcg_const_int(i128, 32), 0, "qm"), k.i32, "qmid"), elem(&k, out, c32(&k, 3)), 4, 0);
    for (j = 0; j < 4; j++) lanes[j] = c32(&k, 10 * (j + 1));
    v = nvcg_build_binop(k.b, NVCG_OP_ADD, nvcg_const_vector(lanes, 4), nvcg_build_shufflevector(k.b, nvcg_const_vector(lanes, 4), nvcg_const_undef(v4), mask, 4, "sh"), 0, "v");
    sum = c32(&k, 0);
    for (j = 0; j < 4; j++)
        sum = nvcg_build_binop(k.b, NVCG_OP_ADD, sum, nvcg_build_extractelement(k.b, v, c32(&k, j), "l"), 0, "s");
    nvcg_build_store(k.b, sum, elem(&k, out, c32(&k, 4)), 4, 0);
    {
        unsigned i0 = 0, i1 = 1;
        agg = nvcg_build_insertvalue(k.b, nvcg_const_undef(st), nvcg_const_int(k.i64, 5), &i0, 1, "a0");
        agg = nvcg_build_insertvalue(k.b, agg, c32(&k, 77), &i1, 1, "a1");
        nvcg_build_store(k.b, nvcg_build_extractvalue(k.b, agg, &i1, 1, "f"), elem(&k, out, c32(&k, 5)), 4, 0);
    }
    sel = nvcg_build_icmp(k.b, NVCG_ICMP_ULT, t, c32(&k, 32), "lo");
    fp = nvcg_build_select(k.b, sel, f1, f2, "fp");
    cargs[0] = t;
    callv = nvcg_build_call(k.b, fty, fp, cargs, 1, "cv");
    nvcg_build_store(k.b, callv, elem(&k, out, nvcg_build_binop(k.b, NVCG_OP_ADD, t, c32(&k, 6), 0, "ix")), 4, 0);
    nvcg_build_atomicrmw(k.b, NVCG_RMW_ADD, elem(&k, out, c32(&k, 70)), t, NVCG_ORDER_SEQ_CST, NULL, 0, "old");
    nvcg_build_ret(k.b, NULL);
    arg(&a[0], "buf:i32:71:zero");
    rc = launch(&k, "mixed", 1, 64, a, 1, err, sizeof err);
    if (rc) { report("mixed", 0, err); kit_free(&k); return; }
    memcpy(got, a[0].data, sizeof got);
    {
        /* expected, by 64-bit halves: x = 2^100 + 12345 */
        uint64_t hi = 1ULL << 36, lo = 12345, qhi, qlo, rem = 0;
        int bit;
        qhi = qlo = 0;
        for (bit = 127; bit >= 0; bit--) {
            uint64_t b = bit >= 64 ? (hi >> (bit - 64)) & 1 : (lo >> bit) & 1;
            rem = rem * 2 + b;
            if (rem >= 1000003) {
                rem -= 1000003;
                if (bit >= 64) qhi |= 1ULL << (bit - 64);
                else qlo |= 1ULL << bit;
            }
        }
        if (got[0] != (uint32_t)qlo || got[1] != (uint32_t)qhi || got[2] != (uint32_t)rem || got[3] != (uint32_t)(qlo >> 32)) ok = 0;
    }
    if (got[4] != 200 || got[5] != 77) ok = 0;
    for (j = 0; j < 64; j++)
        if (got[6 + j] != (uint32_t)(j < 32 ? 3 * j : j + 7)) ok = 0;
    if (got[70] != 2016) ok = 0;
    report("mixed", ok, "wrong values");
    free_args(a, 1);
    kit_free(&k);
}

int main(void) {
    char missing[4096];
    int n = ir_selfcheck(missing, sizeof missing);
    char why[4200];
    snprintf(why, sizeof why, "%d intrinsic(s) of ir/intrinsics.h have no implementation in the ir engine: %s", n, missing);
    report("intrinsic-coverage", n == 0, why);
    test_loop_call();
    test_shared();
    test_poison();
    test_fault();
    test_bad_module();
    test_mixed();
    return failures ? 1 : 0;
}
