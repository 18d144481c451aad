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
    return failures ? 1 : 0;
}
