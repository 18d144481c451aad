/* cg_tests.c -- code-generation tests built with the builder API (until the .ll reader
 * lands, after which they move to tests/lit/codegen/, as .ll files). Each test builds a module,
 * compiles it for every target in the list its features exist on, and writes the PTX to
 * OUTDIR/<test>.sm<N>.ptx and its diagnostics to OUTDIR/<test>.sm<N>.diag.
 * tests/suites/60-codegen.sh runs FileCheck on the first target's PTX (or diagnostics,
 * for tests about errors and remarks) with the test's name in capitals as the check
 * prefix (the check lines are the comments next to each test below), and ptxas on
 * every PTX file.
 *
 *   cg_tests OUTDIR [test-name]
 * prints one line per test and target: "STATUS NAME SM PTX-FILE CHECK-FILE EXPECTED",
 * STATUS and EXPECTED being ok or error. */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct T {
  nvcg_context *c;
  nvcg_module *m;
  nvcg_builder *b;
  nvcg_value *fn;
  nvcg_options *o;
} T;

/* ---- helpers ---- */
static nvcg_type *I(T *t, unsigned bits) { return nvcg_type_int(t->c, bits); }
static nvcg_type *F32(T *t) { return nvcg_type_float(t->c); }
static nvcg_type *F64(T *t) { return nvcg_type_double(t->c); }
static nvcg_type *F16(T *t) { return nvcg_type_half(t->c); }
static nvcg_type *BF16(T *t) { return nvcg_type_bfloat(t->c); }
static nvcg_type *VOID(T *t) { return nvcg_type_void(t->c); }
static nvcg_type *PTR(T *t, unsigned as) { return nvcg_type_ptr(t->c, as); }
static nvcg_value *CI(T *t, unsigned bits, long long v) { return nvcg_const_int_signed(I(t, bits), v); }
static nvcg_value *CF(T *t, double v) { return nvcg_const_fp(F32(t), v); }
static nvcg_value *CD(T *t, double v) { return nvcg_const_fp(F64(t), v); }

/* A function with a body: makes the entry block current. */
static nvcg_value *func(T *t, const char *name, nvcg_type *ret, int kernel, unsigned n, nvcg_type **params) {
  nvcg_value *fn = nvcg_function_add(t->m, name, nvcg_type_function(ret, params, n, 0));
  if (kernel) nvcg_function_set_kernel(fn, 1);
  nvcg_builder_position_at_end(t->b, nvcg_block_append(fn, "entry"));
  t->fn = fn;
  return fn;
}
static nvcg_value *arg(T *t, unsigned i) { return nvcg_function_param(t->fn, i); }
static nvcg_block *block(T *t, const char *name) { return nvcg_block_append(t->fn, name); }
static void at(T *t, nvcg_block *bb) { nvcg_builder_position_at_end(t->b, bb); }
static nvcg_value *bin(T *t, nvcg_opcode op, nvcg_value *a, nvcg_value *b) { return nvcg_build_binop(t->b, op, a, b, 0, ""); }
static nvcg_value *binf(T *t, nvcg_opcode op, nvcg_value *a, nvcg_value *b, unsigned fl) {
  return nvcg_build_binop(t->b, op, a, b, fl, "");
}
static nvcg_value *cast(T *t, nvcg_opcode op, nvcg_value *v, nvcg_type *to) { return nvcg_build_cast(t->b, op, v, to, ""); }
static nvcg_value *gep1(T *t, nvcg_type *elt, nvcg_value *p, nvcg_value *i) { return nvcg_build_gep(t->b, elt, p, &i, 1, 1, ""); }
static nvcg_value *load(T *t, nvcg_type *ty, nvcg_value *p) { return nvcg_build_load(t->b, ty, p, 0, 0, ""); }
static void store(T *t, nvcg_value *v, nvcg_value *p) { nvcg_build_store(t->b, v, p, 0, 0); }
/* out[k] = v, for a pointer out to elements of v's type */
static void put(T *t, nvcg_value *out, int k, nvcg_value *v) {
  store(t, v, k ? gep1(t, nvcg_value_type(v), out, CI(t, 64, k)) : out);
}
static nvcg_value *call0(T *t, const char *intr) { return nvcg_build_intrinsic(t->b, intr, NULL, 0, ""); }
static nvcg_value *call1(T *t, const char *intr, nvcg_value *a) { return nvcg_build_intrinsic(t->b, intr, &a, 1, ""); }
static nvcg_value *call2(T *t, const char *intr, nvcg_value *a, nvcg_value *b) {
  nvcg_value *v[2];
  v[0] = a;
  v[1] = b;
  return nvcg_build_intrinsic(t->b, intr, v, 2, "");
}
static nvcg_value *call3(T *t, const char *intr, nvcg_value *a, nvcg_value *b, nvcg_value *c) {
  nvcg_value *v[3];
  v[0] = a;
  v[1] = b;
  v[2] = c;
  return nvcg_build_intrinsic(t->b, intr, v, 3, "");
}
static nvcg_value *call4(T *t, const char *intr, nvcg_value *a, nvcg_value *b, nvcg_value *c, nvcg_value *d) {
  nvcg_value *v[4];
  v[0] = a;
  v[1] = b;
  v[2] = c;
  v[3] = d;
  return nvcg_build_intrinsic(t->b, intr, v, 4, "");
}
static nvcg_value *tid_x(T *t) { return call0(t, "llvm.nvvm.read.ptx.sreg.tid.x"); }
static void ret(T *t) { nvcg_build_ret(t->b, NULL); }

/* A kernel (ptr addrspace(1) out, <params...>) */
static nvcg_value *kernel1(T *t, const char *name, nvcg_type *p1) {
  nvcg_type *p[2];
  p[0] = PTR(t, 1);
  p[1] = p1;
  return func(t, name, VOID(t), 1, p1 ? 2 : 1, p);
}

/* ---- tests ----
 * Each test: static void test_<name>(T *t), and its row in the table at the end. */

/* SAXPY-LABEL: .visible .entry saxpy(
 * SAXPY: .param .f32 saxpy_param_0
 * SAXPY: .param .u64 saxpy_param_1
 * SAXPY: mov.u32 {{%r[0-9]+}}, %ctaid.x;
 * SAXPY: mad.lo.s32
 * SAXPY: setp.lt.s32
 * SAXPY: @!%p1 bra
 * SAXPY: mul.wide.s32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 4;
 * SAXPY: ld.global.nc.f32
 * SAXPY: ld.global.f32
 * SAXPY: fma.rn.f32
 * SAXPY: st.global.f32
 * SAXPY: ret;
 */
static void test_saxpy(T *t) {
  nvcg_type *p[4];
  nvcg_value *i, *idx, *px, *py, *r;
  nvcg_block *body, *done;
  p[0] = F32(t);
  p[1] = PTR(t, 1);
  p[2] = PTR(t, 1);
  p[3] = I(t, 32);
  func(t, "saxpy", VOID(t), 1, 4, p);
  nvcg_param_add_attrs(t->fn, 1, NVCG_PARAM_NOALIAS | NVCG_PARAM_READONLY);
  body = block(t, "body");
  done = block(t, "done");
  i = bin(t, NVCG_OP_MUL, call0(t, "llvm.nvvm.read.ptx.sreg.ctaid.x"), call0(t, "llvm.nvvm.read.ptx.sreg.ntid.x"));
  i = bin(t, NVCG_OP_ADD, i, tid_x(t));
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_SLT, i, arg(t, 3), ""), body, done);
  at(t, body);
  idx = cast(t, NVCG_OP_SEXT, i, I(t, 64));
  px = gep1(t, F32(t), arg(t, 1), idx);
  py = gep1(t, F32(t), arg(t, 2), idx);
  r = binf(t, NVCG_OP_FMUL, arg(t, 0), load(t, F32(t), px), NVCG_FMF_CONTRACT);
  r = binf(t, NVCG_OP_FADD, r, load(t, F32(t), py), NVCG_FMF_CONTRACT);
  store(t, r, py);
  nvcg_build_br(t->b, done);
  at(t, done);
  ret(t);
}

/* At -O0 the selector forms no mad.lo (the combiner may still contract the fmul/fadd
 * pair, which carries the contract flag).
 * SAXPY_O0-LABEL: .visible .entry saxpy(
 * SAXPY_O0: mul.lo.s32
 * SAXPY_O0: add.s32
 * SAXPY_O0-NOT: mad.lo
 * SAXPY_O0: ret;
 */
static void test_saxpy_o0(T *t) {
  t->o->opt_level = 0;
  test_saxpy(t);
}

/* INT_ARITH-LABEL: .entry int_arith(
 * INT_ARITH-DAG: add.s32
 * INT_ARITH-DAG: sub.s32
 * INT_ARITH-DAG: mul.lo.s32
 * INT_ARITH-DAG: div.s32
 * INT_ARITH-DAG: div.u32
 * INT_ARITH-DAG: rem.s32
 * INT_ARITH-DAG: rem.u32
 * INT_ARITH-DAG: and.b32
 * INT_ARITH-DAG: or.b32
 * INT_ARITH-DAG: xor.b32
 * INT_ARITH-DAG: shl.b32
 * INT_ARITH-DAG: shr.u32
 * INT_ARITH-DAG: shr.s32
 * INT_ARITH-DAG: not.b32
 * INT_ARITH-DAG: neg.s32
 * INT_ARITH-DAG: min.s32
 * INT_ARITH-DAG: max.u32
 * INT_ARITH-DAG: abs.s32
 * INT_ARITH-DAG: mul.hi.u32
 * INT_ARITH-DAG: add.s64
 * INT_ARITH-DAG: mul.lo.s64
 * INT_ARITH-DAG: div.s64
 * INT_ARITH-DAG: shl.b64
 * INT_ARITH-DAG: shr.u64
 * INT_ARITH-DAG: add.s16
 * INT_ARITH-DAG: mul.lo.s16
 * INT_ARITH-DAG: mul.wide.u32
 * INT_ARITH: ret;
 */
static void test_int_arith(T *t) {
  nvcg_value *out, *a, *b, *c, *q, *w, *h, *h2, *o64, *o16;
  int k = 0;
  kernel1(t, "int_arith", I(t, 32));
  out = arg(t, 0);
  a = arg(t, 1);
  b = tid_x(t);
  put(t, out, k++, bin(t, NVCG_OP_ADD, a, b));
  put(t, out, k++, bin(t, NVCG_OP_SUB, a, b));
  put(t, out, k++, bin(t, NVCG_OP_MUL, a, b));
  put(t, out, k++, bin(t, NVCG_OP_SDIV, a, b));
  put(t, out, k++, bin(t, NVCG_OP_UDIV, a, b));
  put(t, out, k++, bin(t, NVCG_OP_SREM, a, b));
  put(t, out, k++, bin(t, NVCG_OP_UREM, a, b));
  put(t, out, k++, bin(t, NVCG_OP_AND, a, b));
  put(t, out, k++, bin(t, NVCG_OP_OR, a, CI(t, 32, 0x70)));
  put(t, out, k++, bin(t, NVCG_OP_XOR, a, b));
  put(t, out, k++, bin(t, NVCG_OP_SHL, a, b));
  put(t, out, k++, bin(t, NVCG_OP_LSHR, a, CI(t, 32, 3)));
  put(t, out, k++, bin(t, NVCG_OP_ASHR, a, b));
  put(t, out, k++, bin(t, NVCG_OP_XOR, a, CI(t, 32, -1)));
  put(t, out, k++, bin(t, NVCG_OP_SUB, CI(t, 32, 0), b));
  put(t, out, k++, call2(t, "llvm.smin.i32", a, b));
  put(t, out, k++, call2(t, "llvm.umax.i32", a, b));
  put(t, out, k++, call2(t, "llvm.abs.i32", a, nvcg_const_int(I(t, 1), 0)));
  put(t, out, k++, call2(t, "llvm.nvvm.mulhi.ui", a, b));
  /* 64-bit */
  c = cast(t, NVCG_OP_SEXT, a, I(t, 64));
  w = cast(t, NVCG_OP_ZEXT, b, I(t, 64));
  q = bin(t, NVCG_OP_ADD, c, w);
  q = bin(t, NVCG_OP_MUL, q, c);
  q = bin(t, NVCG_OP_SDIV, q, w);
  q = bin(t, NVCG_OP_SHL, q, CI(t, 64, 5));
  q = bin(t, NVCG_OP_LSHR, q, w);
  q = bin(t, NVCG_OP_MUL, q, bin(t, NVCG_OP_MUL, cast(t, NVCG_OP_ZEXT, a, I(t, 64)), w));
  o64 = gep1(t, I(t, 64), out, CI(t, 64, 16));
  store(t, q, o64);
  /* 16-bit */
  h = cast(t, NVCG_OP_TRUNC, a, I(t, 16));
  h2 = cast(t, NVCG_OP_TRUNC, b, I(t, 16));
  h = bin(t, NVCG_OP_ADD, h, h2);
  h = bin(t, NVCG_OP_MUL, h, h2);
  o16 = gep1(t, I(t, 16), out, CI(t, 64, 64));
  store(t, h, o16);
  ret(t);
}

/* FP_ARITH-LABEL: .entry fp_arith(
 * FP_ARITH-DAG: add.rn.f32
 * FP_ARITH-DAG: sub.rn.f32
 * FP_ARITH-DAG: mul.rn.f32
 * FP_ARITH-DAG: div.rn.f32
 * FP_ARITH-DAG: div.approx.f32
 * FP_ARITH-DAG: div.full.f32
 * FP_ARITH-DAG: rcp.rn.f32
 * FP_ARITH-DAG: fma.rn.f32
 * FP_ARITH-DAG: sqrt.rn.f32
 * FP_ARITH-DAG: sqrt.approx.f32
 * FP_ARITH-DAG: neg.f32
 * FP_ARITH-DAG: abs.f32
 * FP_ARITH-DAG: min.f32
 * FP_ARITH-DAG: max.f32
 * FP_ARITH-DAG: copysign.f32
 * FP_ARITH-DAG: cvt.rmi.f32.f32
 * FP_ARITH-DAG: cvt.rpi.f32.f32
 * FP_ARITH-DAG: cvt.rzi.f32.f32
 * FP_ARITH-DAG: cvt.rni.f32.f32
 * FP_ARITH-DAG: add.rn.f64
 * FP_ARITH-DAG: div.rn.f64
 * FP_ARITH-DAG: fma.rn.f64
 * FP_ARITH-DAG: sqrt.rn.f64
 * FP_ARITH-DAG: rcp.rn.f64
 * FP_ARITH-DAG: ex2.approx.f32
 * FP_ARITH-DAG: lg2.approx.ftz.f32
 * FP_ARITH-DAG: sin.approx.f32
 * FP_ARITH-DAG: cos.approx.f32
 * FP_ARITH-DAG: rsqrt.approx.f32
 * FP_ARITH-DAG: tanh.approx.f32
 * FP_ARITH-DAG: cvt.sat.f32.f32
 * FP_ARITH-DAG: 0f3F800000
 */
static void test_fp_arith(T *t) {
  nvcg_value *out, *a, *b, *c, *d, *e, *od;
  int k = 0;
  kernel1(t, "fp_arith", F32(t));
  out = arg(t, 0);
  a = arg(t, 1);
  b = cast(t, NVCG_OP_UITOFP, tid_x(t), F32(t));
  put(t, out, k++, bin(t, NVCG_OP_FADD, a, b));
  put(t, out, k++, bin(t, NVCG_OP_FSUB, a, b));
  put(t, out, k++, bin(t, NVCG_OP_FMUL, a, b));
  put(t, out, k++, bin(t, NVCG_OP_FDIV, a, b));
  put(t, out, k++, binf(t, NVCG_OP_FDIV, a, b, NVCG_FMF_AFN));
  put(t, out, k++, binf(t, NVCG_OP_FDIV, a, b, NVCG_FMF_ARCP));
  put(t, out, k++, bin(t, NVCG_OP_FDIV, CF(t, 1.0), b));
  put(t, out, k++, call3(t, "llvm.fma.f32", a, b, CF(t, 2.5)));
  put(t, out, k++, call1(t, "llvm.sqrt.f32", b));
  c = call1(t, "llvm.sqrt.f32", a);
  nvcg_inst_set_flags(c, NVCG_FMF_AFN);
  put(t, out, k++, c);
  put(t, out, k++, nvcg_build_fneg(t->b, b, 0, ""));
  put(t, out, k++, call1(t, "llvm.fabs.f32", b));
  put(t, out, k++, call2(t, "llvm.minnum.f32", a, b));
  put(t, out, k++, call2(t, "llvm.maxnum.f32", a, b));
  put(t, out, k++, call2(t, "llvm.copysign.f32", a, b));
  put(t, out, k++, call1(t, "llvm.floor.f32", b));
  put(t, out, k++, call1(t, "llvm.ceil.f32", b));
  put(t, out, k++, call1(t, "llvm.trunc.f32", b));
  put(t, out, k++, call1(t, "llvm.rint.f32", b));
  put(t, out, k++, call1(t, "llvm.nvvm.ex2.approx.f", b));
  put(t, out, k++, call1(t, "llvm.nvvm.lg2.approx.ftz.f", b));
  put(t, out, k++, call1(t, "llvm.nvvm.sin.approx.f", b));
  put(t, out, k++, call1(t, "llvm.nvvm.cos.approx.f", b));
  put(t, out, k++, call1(t, "llvm.nvvm.rsqrt.approx.f", b));
  put(t, out, k++, call1(t, "llvm.nvvm.tanh.approx.f32", b));
  put(t, out, k++, call1(t, "llvm.nvvm.saturate.f", b));
  put(t, out, k++, bin(t, NVCG_OP_FADD, b, CF(t, 1.0)));
  /* f64 */
  d = cast(t, NVCG_OP_FPEXT, a, F64(t));
  e = cast(t, NVCG_OP_FPEXT, b, F64(t));
  d = bin(t, NVCG_OP_FADD, d, e);
  d = bin(t, NVCG_OP_FDIV, d, e);
  d = call3(t, "llvm.fma.f64", d, e, CD(t, 0.5));
  d = call1(t, "llvm.sqrt.f64", d);
  d = bin(t, NVCG_OP_FDIV, CD(t, 1.0), d);
  od = gep1(t, F64(t), out, CI(t, 64, 32));
  store(t, d, od);
  ret(t);
}

/* CONVERSIONS-LABEL: .entry conversions(
 * CONVERSIONS-DAG: cvt.rzi.s32.f32
 * CONVERSIONS-DAG: cvt.rzi.u32.f32
 * CONVERSIONS-DAG: cvt.rzi.s64.f64
 * CONVERSIONS-DAG: cvt.rn.f32.s32
 * CONVERSIONS-DAG: cvt.rn.f32.u32
 * CONVERSIONS-DAG: cvt.rn.f64.s64
 * CONVERSIONS-DAG: cvt.rn.f32.f64
 * CONVERSIONS-DAG: cvt.f64.f32
 * CONVERSIONS-DAG: cvt.u32.u64
 * CONVERSIONS-DAG: cvt.u64.u32
 * CONVERSIONS-DAG: cvt.s64.s32
 * CONVERSIONS-DAG: cvt.u16.u32
 * CONVERSIONS-DAG: cvt.s32.s16
 * CONVERSIONS-DAG: mov.b32 {{%r[0-9]+}}, {{%f[0-9]+}};
 * CONVERSIONS-DAG: mov.b64 {{%fd[0-9]+}}, {{%rd[0-9]+}};
 * CONVERSIONS-DAG: selp.b32 {{%r[0-9]+}}, 1, 0,
 * CONVERSIONS-DAG: selp.b32 {{%r[0-9]+}}, -1, 0,
 * CONVERSIONS-DAG: cvt.rni.s32.f32
 * CONVERSIONS-DAG: cvt.rn.f16.f32
 * CONVERSIONS-DAG: cvt.f32.f16
 */
static void test_conversions(T *t) {
  nvcg_value *out, *f, *i, *d, *l, *h, *p;
  int k = 0;
  kernel1(t, "conversions", F32(t));
  out = arg(t, 0);
  f = arg(t, 1);
  i = tid_x(t);
  d = cast(t, NVCG_OP_FPEXT, f, F64(t));
  put(t, out, k++, cast(t, NVCG_OP_FPTOSI, f, I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_FPTOUI, f, I(t, 32)));
  l = cast(t, NVCG_OP_FPTOSI, d, I(t, 64));
  put(t, out, k++, cast(t, NVCG_OP_TRUNC, l, I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_BITCAST, cast(t, NVCG_OP_SITOFP, i, F32(t)), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_BITCAST, cast(t, NVCG_OP_UITOFP, i, F32(t)), I(t, 32)));
  l = cast(t, NVCG_OP_ZEXT, i, I(t, 64));
  d = bin(t, NVCG_OP_FADD, d, cast(t, NVCG_OP_SITOFP, l, F64(t)));
  put(t, out, k++, cast(t, NVCG_OP_BITCAST, cast(t, NVCG_OP_FPTRUNC, d, F32(t)), I(t, 32)));
  l = cast(t, NVCG_OP_SEXT, i, I(t, 64));
  p = cast(t, NVCG_OP_BITCAST, l, F64(t));
  store(t, p, gep1(t, F64(t), out, CI(t, 64, 8)));
  h = cast(t, NVCG_OP_TRUNC, i, I(t, 16));
  put(t, out, k++, cast(t, NVCG_OP_SEXT, h, I(t, 32)));
  p = nvcg_build_icmp(t->b, NVCG_ICMP_EQ, i, CI(t, 32, 7), "");
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, p, I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_SEXT, p, I(t, 32)));
  put(t, out, k++, call1(t, "llvm.nvvm.f2i.rn", f));
  /* f16 through f32 */
  h = cast(t, NVCG_OP_FPTRUNC, f, F16(t));
  put(t, out, k++, cast(t, NVCG_OP_FPEXT, h, F32(t)));
  ret(t);
}

/* (i <= 100 arrives as i < 101: instcombine's canonical compare, as LLVM's)
 * COMPARE-LABEL: .entry compare(
 * COMPARE-DAG: setp.eq.s32
 * COMPARE-DAG: setp.ne.s32
 * COMPARE-DAG: setp.gt.u32
 * COMPARE-DAG: setp.lt.s32 {{.*}}, 101;
 * COMPARE-DAG: setp.lt.f32
 * COMPARE-DAG: setp.geu.f32
 * COMPARE-DAG: setp.nan.f32
 * COMPARE-DAG: setp.num.f64
 * COMPARE-DAG: setp.equ.f32
 * COMPARE-DAG: selp.f32
 * COMPARE-DAG: selp.b32
 * COMPARE-DAG: selp.b64
 * COMPARE-DAG: and.pred
 * COMPARE-DAG: or.pred
 * COMPARE-DAG: xor.pred
 * COMPARE-DAG: not.pred
 */
static void test_compare(T *t) {
  nvcg_value *out, *f, *i, *c1, *c2, *c3, *c4, *d, *s;
  int k = 0;
  kernel1(t, "compare", F32(t));
  out = arg(t, 0);
  f = arg(t, 1);
  i = tid_x(t);
  c1 = nvcg_build_icmp(t->b, NVCG_ICMP_EQ, i, CI(t, 32, 3), "");
  c2 = nvcg_build_icmp(t->b, NVCG_ICMP_UGT, i, CI(t, 32, 9), "");
  c3 = nvcg_build_fcmp(t->b, NVCG_FCMP_OLT, f, CF(t, 0.5), 0, "");
  c4 = nvcg_build_fcmp(t->b, NVCG_FCMP_UGE, f, cast(t, NVCG_OP_UITOFP, i, F32(t)), 0, "");
  put(t, out, k++, nvcg_build_select(t->b, c3, f, CF(t, 2.0), ""));
  put(t, out, k++, cast(t, NVCG_OP_BITCAST, nvcg_build_select(t->b, c4, f, CF(t, 4.0), ""), I(t, 32)));
  put(t, out, k++, nvcg_build_select(t->b, c1, i, CI(t, 32, 5), ""));
  s = nvcg_build_select(t->b, c2, cast(t, NVCG_OP_ZEXT, i, I(t, 64)), CI(t, 64, 77), "");
  store(t, s, gep1(t, I(t, 64), out, CI(t, 64, 8)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, bin(t, NVCG_OP_AND, c1, c2), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, bin(t, NVCG_OP_OR, c3, c4), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, bin(t, NVCG_OP_XOR, c1, c3), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, nvcg_build_select(t->b, c1, c2, c3, ""), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, nvcg_build_icmp(t->b, NVCG_ICMP_NE, i, CI(t, 32, 1), ""), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, nvcg_build_icmp(t->b, NVCG_ICMP_SLE, i, CI(t, 32, 100), ""), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, nvcg_build_fcmp(t->b, NVCG_FCMP_UNO, f, f, 0, ""), I(t, 32)));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, nvcg_build_fcmp(t->b, NVCG_FCMP_UEQ, f, CF(t, 1.0), 0, ""), I(t, 32)));
  d = cast(t, NVCG_OP_FPEXT, f, F64(t));
  put(t, out, k++, cast(t, NVCG_OP_ZEXT, nvcg_build_fcmp(t->b, NVCG_FCMP_ORD, d, d, 0, ""), I(t, 32)));
  ret(t);
}

/* LOOP_PHI-LABEL: .entry loop_phi(
 * LOOP_PHI: $L__BB{{[0-9]+}}_1:
 * LOOP_PHI: add.s32
 * LOOP_PHI: setp.lt.s32
 * LOOP_PHI: @%p{{[0-9]+}} bra $L__BB{{[0-9]+}}_1;
 * LOOP_PHI: st.global.u32
 * LOOP_PHI: ret;
 */
static void test_loop_phi(T *t) {
  nvcg_block *entry, *loop, *exit;
  nvcg_value *i, *s, *i2, *s2, *c;
  kernel1(t, "loop_phi", I(t, 32));
  entry = nvcg_builder_block(t->b);
  loop = block(t, "loop");
  exit = block(t, "exit");
  nvcg_build_br(t->b, loop);
  at(t, loop);
  i = nvcg_build_phi(t->b, I(t, 32), "i");
  s = nvcg_build_phi(t->b, I(t, 32), "s");
  i2 = bin(t, NVCG_OP_ADD, i, CI(t, 32, 1));
  s2 = bin(t, NVCG_OP_ADD, s, i);
  nvcg_phi_add_incoming(i, CI(t, 32, 0), entry);
  nvcg_phi_add_incoming(i, i2, loop);
  nvcg_phi_add_incoming(s, CI(t, 32, 0), entry);
  nvcg_phi_add_incoming(s, s2, loop);
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SLT, i2, arg(t, 1), "");
  nvcg_build_cond_br(t->b, c, loop, exit);
  at(t, exit);
  store(t, s2, arg(t, 0));
  ret(t);
}

/* After coalescing a swap costs three moves through one temporary: the old a is saved
 * at the top of the loop, and the latch's edge block does a = b, b = saved. Block
 * placement puts that edge block before the header, so that each iteration takes one
 * branch: it falls through into the header, whose conditional branch goes back to it.
 * SWAP_PHI-LABEL: .entry swap_phi(
 * SWAP_PHI: bra.uni [[HEAD:\$L__BB[0-9]+_[0-9]+]];
 * SWAP_PHI: [[EDGE:\$L__BB[0-9]+_[0-9]+]]:
 * SWAP_PHI-NEXT: mov.u32 [[A:%r[0-9]+]], [[B:%r[0-9]+]];
 * SWAP_PHI-NEXT: mov.u32 [[B]], [[T:%r[0-9]+]];
 * SWAP_PHI-NEXT: [[HEAD]]:
 * SWAP_PHI-NEXT: mov.u32 [[T]], [[A]];
 * SWAP_PHI: @%p{{[0-9]+}} bra [[EDGE]];
 */
/* The swap problem: a = phi(x, b), b = phi(y, a) in a loop must swap correctly. */
static void test_swap_phi(T *t) {
  nvcg_block *entry, *loop, *exit;
  nvcg_value *a, *b, *n, *n2, *c;
  kernel1(t, "swap_phi", I(t, 32));
  entry = nvcg_builder_block(t->b);
  loop = block(t, "loop");
  exit = block(t, "exit");
  nvcg_build_br(t->b, loop);
  at(t, loop);
  a = nvcg_build_phi(t->b, I(t, 32), "a");
  b = nvcg_build_phi(t->b, I(t, 32), "b");
  n = nvcg_build_phi(t->b, I(t, 32), "n");
  nvcg_phi_add_incoming(a, CI(t, 32, 1), entry);
  nvcg_phi_add_incoming(a, b, loop);
  nvcg_phi_add_incoming(b, CI(t, 32, 2), entry);
  nvcg_phi_add_incoming(b, a, loop);
  n2 = bin(t, NVCG_OP_ADD, n, CI(t, 32, 1));
  nvcg_phi_add_incoming(n, CI(t, 32, 0), entry);
  nvcg_phi_add_incoming(n, n2, loop);
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SLT, n2, arg(t, 1), "");
  nvcg_build_cond_br(t->b, c, loop, exit);
  at(t, exit);
  put(t, arg(t, 0), 0, a);
  put(t, arg(t, 0), 1, b);
  ret(t);
}

/* A small sparse switch (4 cases over 110 values, under jump-table-density's 10 percent)
 * stays in one block as instruction selection's compare chain; dense ones become brx.idx
 * (tests/lit/switch_jump_table.ll).
 * SWITCH-LABEL: .entry switch_(
 * SWITCH-NOT: brx.idx
 * SWITCH-DAG: setp.eq.s32 [[P1:%p[0-9]+]], [[V:%r[0-9]+]], 1;
 * SWITCH-DAG: setp.eq.s32 [[P7:%p[0-9]+]], [[V]], 70;
 * SWITCH-DAG: setp.eq.s32 [[P9:%p[0-9]+]], [[V]], 90;
 * SWITCH-DAG: setp.eq.s32 [[P11:%p[0-9]+]], [[V]], 110;
 * SWITCH: @[[P1]] bra
 * SWITCH: @[[P7]] bra
 * SWITCH: @[[P9]] bra
 * SWITCH: @[[P11]] bra
 * SWITCH: bra.uni
 * SWITCH-DAG: mov.u32 [[T:%r[0-9]+]], 70;
 * SWITCH-DAG: mov.u32 [[T]], -1;
 * SWITCH: ret;
 */
static void test_switch(T *t) {
  nvcg_block *b1, *b7, *b9, *def, *join;
  nvcg_value *sw, *p;
  kernel1(t, "switch_", I(t, 32));
  b1 = block(t, "case1");
  b7 = block(t, "case7");
  b9 = block(t, "case9");
  def = block(t, "default");
  join = block(t, "join");
  sw = nvcg_build_switch(t->b, tid_x(t), def);
  nvcg_switch_add_case(sw, CI(t, 32, 1), b1);
  nvcg_switch_add_case(sw, CI(t, 32, 70), b7);
  nvcg_switch_add_case(sw, CI(t, 32, 90), b9);
  nvcg_switch_add_case(sw, CI(t, 32, 110), b9);
  at(t, b1);
  nvcg_build_br(t->b, join);
  at(t, b7);
  nvcg_build_br(t->b, join);
  at(t, b9);
  nvcg_build_br(t->b, join);
  at(t, def);
  nvcg_build_br(t->b, join);
  at(t, join);
  p = nvcg_build_phi(t->b, I(t, 32), "v");
  nvcg_phi_add_incoming(p, CI(t, 32, 10), b1);
  nvcg_phi_add_incoming(p, CI(t, 32, 70), b7);
  nvcg_phi_add_incoming(p, arg(t, 1), b9);
  nvcg_phi_add_incoming(p, CI(t, 32, -1), def);
  store(t, p, arg(t, 0));
  ret(t);
}


/* GLOBALS-LABEL: .version
 * GLOBALS-DAG: .visible .global .align 4 .u32 g = 5;
 * GLOBALS-DAG: .global .align 4 .b8 arr[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0};
 * GLOBALS-DAG: .visible .const .align 8 .b8 cs[16] = {1, 0, 0, 0, 0, 0, 0, 64, 0, 0, 0, 0, 0, 0, 8, 64};
 * GLOBALS-DAG: .visible .global .align 8 .u64 ptrs[2] = {g, arr+4};
 * GLOBALS-DAG: .visible .global .align 8 .u64 gptrs[2] = {generic(g), 0};
 * GLOBALS-DAG: .shared .align 4 .b8 sh[256];
 * GLOBALS-DAG: .extern .shared .align 16 .b8 dyn[];
 * GLOBALS-DAG: .global .align 2 .u16 my_$_name = 3;
 * GLOBALS-DAG: .global .align 4 .b8 zeros[64];
 * GLOBALS-DAG: .visible .global .align 8 .u64 gp = generic(g)+4;
 * GLOBALS-LABEL: .entry globals(
 * GLOBALS-DAG: ld.global.u32 {{%r[0-9]+}}, [g];
 * GLOBALS-DAG: ld.const.f64 {{%fd[0-9]+}}, [cs+8];
 * GLOBALS-DAG: ld.global.s16 {{%r[0-9]+}}, [my_$_name];
 * GLOBALS-DAG: mov.u64 [[SH:%rd[0-9]+]], sh;
 * GLOBALS-DAG: st.shared.f32
 * GLOBALS-DAG: mov.u64 {{%rd[0-9]+}}, dyn;
 * GLOBALS-DAG: st.global.u32 [{{%rd[0-9]+}}], 9;
 * GLOBALS-NOT: cvta
 * GLOBALS: ret;
 */
static void test_globals(T *t) {
  nvcg_type *fl[3], *st, *a4, *pa[2];
  nvcg_value *g, *arr, *cs, *ptrs, *gptrs, *sh, *dyn, *nm, *z, *gp, *e[4], *idx[2], *i, *v, *p;
  g = nvcg_global_add(t->m, I(t, 32), "g", 1);
  nvcg_global_set_initializer(g, CI(t, 32, 5));
  nvcg_global_set_align(g, 4);
  a4 = nvcg_type_array(I(t, 32), 4);
  arr = nvcg_global_add(t->m, a4, "arr", 1);
  e[0] = CI(t, 32, 1); e[1] = CI(t, 32, 2); e[2] = CI(t, 32, 3); e[3] = CI(t, 32, 4);
  nvcg_global_set_initializer(arr, nvcg_const_array(a4, e, 4));
  nvcg_global_set_linkage(arr, NVCG_LINKAGE_INTERNAL);
  fl[0] = I(t, 32); fl[1] = F32(t); fl[2] = F64(t);
  st = nvcg_type_struct(t->c, fl, 3, 0);
  cs = nvcg_global_add(t->m, st, "cs", 4);
  e[0] = CI(t, 32, 1); e[1] = CF(t, 2.0); e[2] = CD(t, 3.0);
  nvcg_global_set_initializer(cs, nvcg_const_struct(st, e, 3));
  nvcg_global_set_constant(cs, 1);
  pa[0] = nvcg_type_array(PTR(t, 1), 2);
  ptrs = nvcg_global_add(t->m, pa[0], "ptrs", 1);
  idx[0] = CI(t, 64, 0); idx[1] = CI(t, 64, 1);
  e[0] = g;
  e[1] = nvcg_const_gep(a4, arr, idx, 2, 1);
  nvcg_global_set_initializer(ptrs, nvcg_const_array(pa[0], e, 2));
  pa[1] = nvcg_type_array(PTR(t, 0), 2);
  gptrs = nvcg_global_add(t->m, pa[1], "gptrs", 1);
  e[0] = nvcg_const_cast(NVCG_OP_ADDRSPACECAST, g, PTR(t, 0));
  e[1] = nvcg_const_null(PTR(t, 0));
  nvcg_global_set_initializer(gptrs, nvcg_const_array(pa[1], e, 2));
  sh = nvcg_global_add(t->m, nvcg_type_array(F32(t), 64), "sh", 3);
  nvcg_global_set_initializer(sh, nvcg_const_undef(nvcg_type_array(F32(t), 64)));
  nvcg_global_set_linkage(sh, NVCG_LINKAGE_INTERNAL);
  dyn = nvcg_global_add(t->m, nvcg_type_array(F32(t), 0), "dyn", 3);
  nvcg_global_set_align(dyn, 16);
  nm = nvcg_global_add(t->m, I(t, 16), "my.name", 1);
  nvcg_global_set_initializer(nm, CI(t, 16, 3));
  nvcg_global_set_linkage(nm, NVCG_LINKAGE_INTERNAL);
  z = nvcg_global_add(t->m, nvcg_type_array(I(t, 32), 16), "zeros", 1);
  nvcg_global_set_initializer(z, nvcg_const_zero(nvcg_type_array(I(t, 32), 16)));
  nvcg_global_set_linkage(z, NVCG_LINKAGE_INTERNAL);
  gp = nvcg_global_add(t->m, PTR(t, 0), "gp", 1);
  idx[0] = CI(t, 64, 1);
  nvcg_global_set_initializer(gp, nvcg_const_gep(I(t, 32), nvcg_const_cast(NVCG_OP_ADDRSPACECAST, g, PTR(t, 0)), idx, 1, 1));
  kernel1(t, "globals", I(t, 32));
  i = tid_x(t);
  v = load(t, I(t, 32), g);
  p = nvcg_build_gep(t->b, st, cs, idx, 0, 1, "");
  idx[0] = CI(t, 32, 0); idx[1] = CI(t, 32, 2);
  p = nvcg_build_gep(t->b, st, cs, idx, 2, 1, "");
  v = bin(t, NVCG_OP_ADD, v, cast(t, NVCG_OP_FPTOSI, load(t, F64(t), p), I(t, 32)));
  v = bin(t, NVCG_OP_ADD, v, cast(t, NVCG_OP_SEXT, load(t, I(t, 16), nm), I(t, 32)));
  store(t, v, arg(t, 0));
  idx[0] = CI(t, 64, 0); idx[1] = i;
  store(t, CF(t, 1.0), nvcg_build_gep(t->b, nvcg_type_array(F32(t), 64), sh, idx, 2, 1, ""));
  store(t, CF(t, 2.0), nvcg_build_gep(t->b, nvcg_type_array(F32(t), 0), dyn, idx, 2, 1, ""));
  /* a generic pointer to a global */
  p = nvcg_build_cast(t->b, NVCG_OP_ADDRSPACECAST, arr, PTR(t, 0), "");
  store(t, CI(t, 32, 9), gep1(t, I(t, 32), p, cast(t, NVCG_OP_ZEXT, i, I(t, 64))));
  ret(t);
}

/* (the double is accessed volatile, so the IR passes keep it in memory; .volatile has
 * no meaning for .local memory and PTX rejects it there)
 * LOCAL_DEPOT-LABEL: .entry local_depot(
 * LOCAL_DEPOT: .local .align 8 .b8 __local_depot{{[0-9]+}}[40];
 * LOCAL_DEPOT: .reg .b64 %SP;
 * LOCAL_DEPOT: .reg .b64 %SPL;
 * LOCAL_DEPOT: mov.u64 %SPL, __local_depot{{[0-9]+}};
 * (nothing reads %SP, the depot's generic address: frame_layout clears uses_sp and the
 * printer leaves its cvta.local out)
 * LOCAL_DEPOT-NOT: cvta.local
 * LOCAL_DEPOT-DAG: add.u64 {{%rd[0-9]+}}, %SPL, 8;
 * LOCAL_DEPOT-DAG: st.local.u32 [{{%rd[0-9]+}}], 7;
 * LOCAL_DEPOT-DAG: ld.local.u32 {{%r[0-9]+}}, [%SPL+20];
 * LOCAL_DEPOT-DAG: st.local.f64 [%SPL], 0d3FF8000000000000;
 * LOCAL_DEPOT-DAG: ld.local.f64 {{%fd[0-9]+}}, [%SPL];
 * LOCAL_DEPOT: ret;
 */
static void test_local_depot(T *t) {
  nvcg_value *a, *d, *dl, *i, *p, *v, *idx[2];
  nvcg_type *at8 = nvcg_type_array(I(t, 32), 8);
  kernel1(t, "local_depot", I(t, 32));
  a = nvcg_build_alloca(t->b, at8, NULL, 4, "a");
  d = nvcg_build_alloca(t->b, F64(t), NULL, 8, "d");
  i = tid_x(t);
  idx[0] = CI(t, 64, 0);
  idx[1] = i;
  p = nvcg_build_gep(t->b, at8, a, idx, 2, 1, "");
  store(t, CI(t, 32, 7), p);
  idx[1] = CI(t, 32, 3);
  p = nvcg_build_gep(t->b, at8, a, idx, 2, 1, "");
  v = load(t, I(t, 32), p);
  /* the local-space view of an alloca, as NVPTXLowerAlloca makes it */
  dl = cast(t, NVCG_OP_ADDRSPACECAST, d, PTR(t, 5));
  nvcg_build_store(t->b, CD(t, 1.5), dl, 8, NVCG_FLAG_VOLATILE);
  v = bin(t, NVCG_OP_ADD, v, cast(t, NVCG_OP_FPTOSI, nvcg_build_load(t->b, F64(t), dl, 8, NVCG_FLAG_VOLATILE, ""), I(t, 32)));
  store(t, v, arg(t, 0));
  ret(t);
}

/* CALLS-LABEL: .func (.param .b32 func_retval0) add3(
 * CALLS-NEXT: .param .b32 add3_param_0,
 * CALLS-NEXT: .param .b32 add3_param_1
 * CALLS-NEXT: );
 * CALLS: .visible .func (.param .align 8 .b8 func_retval0[16]) mkpair(
 * CALLS-NEXT: .param .align 16 .b8 mkpair_param_0[16],
 * CALLS-NEXT: .param .b64 mkpair_param_1
 * CALLS: .func (.param .b32 func_retval0) fact(
 * CALLS-LABEL: .func (.param .b32 func_retval0) add3(
 * CALLS: ld.param.u32 {{%r[0-9]+}}, [add3_param_0];
 * CALLS: ld.param.f32 {{%f[0-9]+}}, [add3_param_1];
 * CALLS: st.param.u32 [func_retval0], {{%r[0-9]+}};
 * CALLS-LABEL: .func (.param .align 8 .b8 func_retval0[16]) mkpair(
 * CALLS: ld.param.v4.f32 {{[{]%f[0-9]+, %f[0-9]+, %f[0-9]+, %f[0-9]+[}]}}, [mkpair_param_0];
 * CALLS: st.param.f32 [func_retval0], {{%f[0-9]+}};
 * CALLS: st.param.u64 [func_retval0+8], {{%rd[0-9]+}};
 * CALLS-LABEL: .func (.param .b32 func_retval0) fact(
 * CALLS: call.uni (retval0), fact, (param0);
 * CALLS-LABEL: .entry calls(
 * CALLS: .param .align 8 .b8 calls_param_1[8]
 * CALLS: { // callseq 0, 0
 * CALLS-NEXT: .param .b32 param0;
 * CALLS-NEXT: st.param.u32 [param0], {{%r[0-9]+}};
 * CALLS-NEXT: .param .b32 param1;
 * CALLS-NEXT: st.param.f32 [param1], 0f40200000;
 * CALLS-NEXT: .param .b32 retval0;
 * CALLS-NEXT: call.uni (retval0), add3, (param0, param1);
 * CALLS-NEXT: ld.param.u32 {{%r[0-9]+}}, [retval0];
 * CALLS-NEXT: } // callseq 0
 * CALLS: .param .align 16 .b8 param0[16];
 * CALLS: st.param.v4.f32 [param0], {0f3F800000, 0f40000000, 0f40400000, {{%f[0-9]+}}};
 * CALLS: .param .align 8 .b8 retval0[16];
 * CALLS: call.uni (retval0), mkpair, (param0, param1);
 * CALLS: ld.param.f32 {{%f[0-9]+}}, [retval0];
 * CALLS: ld.param.u64 {{%rd[0-9]+}}, [retval0+8];
 * CALLS: prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _, .param .b32 _);
 * CALLS: call (retval0), {{%rd[0-9]+}}, (param0, param1), prototype_0;
 * CALLS: ld.param.u32 {{%r[0-9]+}}, [calls_param_1+4];
 */
static void test_calls(T *t) {
  nvcg_type *p[3], *v4 = nvcg_type_vector(F32(t), 4), *pair[2], *pt, *st2[2], *bst;
  nvcg_value *add3, *sub3, *mkpair, *fact, *k, *x, *y, *r, *c, *fp, *e[4], *agg, *n;
  nvcg_block *rec, *base;
  /* add3(i32, f32) -> i32, internal */
  p[0] = I(t, 32);
  p[1] = F32(t);
  add3 = func(t, "add3", I(t, 32), 0, 2, p);
  nvcg_function_set_linkage(add3, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(add3, NVCG_FN_NOINLINE);
  nvcg_build_ret(t->b, bin(t, NVCG_OP_ADD, arg(t, 0), cast(t, NVCG_OP_FPTOSI, arg(t, 1), I(t, 32))));
  sub3 = func(t, "sub3", I(t, 32), 0, 2, p);
  nvcg_function_set_linkage(sub3, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(sub3, NVCG_FN_NOINLINE);
  nvcg_build_ret(t->b, bin(t, NVCG_OP_SUB, arg(t, 0), cast(t, NVCG_OP_FPTOSI, arg(t, 1), I(t, 32))));
  /* mkpair(<4 x float>, i64) -> {float, i64} */
  pair[0] = F32(t);
  pair[1] = I(t, 64);
  pt = nvcg_type_struct(t->c, pair, 2, 0);
  p[0] = v4;
  p[1] = I(t, 64);
  mkpair = func(t, "mkpair", pt, 0, 2, p);
  x = nvcg_build_extractelement(t->b, arg(t, 0), CI(t, 32, 2), "");
  y = nvcg_build_extractelement(t->b, arg(t, 0), CI(t, 32, 3), "");
  agg = nvcg_build_insertvalue(t->b, nvcg_const_undef(pt), bin(t, NVCG_OP_FADD, x, y), (const unsigned[]){0}, 1, "");
  agg = nvcg_build_insertvalue(t->b, agg, arg(t, 1), (const unsigned[]){1}, 1, "");
  nvcg_build_ret(t->b, agg);
  /* fact(i32) -> i32, recursive */
  p[0] = I(t, 32);
  fact = func(t, "fact", I(t, 32), 0, 1, p);
  nvcg_function_set_linkage(fact, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(fact, NVCG_FN_NOINLINE);
  rec = block(t, "rec");
  base = block(t, "base");
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_SLE, arg(t, 0), CI(t, 32, 1), ""), base, rec);
  at(t, rec);
  n = bin(t, NVCG_OP_SUB, arg(t, 0), CI(t, 32, 1));
  r = nvcg_build_call(t->b, nvcg_function_type(fact), fact, &n, 1, "");
  nvcg_build_ret(t->b, bin(t, NVCG_OP_MUL, r, arg(t, 0)));
  at(t, base);
  nvcg_build_ret(t->b, CI(t, 32, 1));
  /* the kernel: (ptr out, byval {i32, i32}) */
  st2[0] = I(t, 32);
  st2[1] = I(t, 32);
  bst = nvcg_type_struct(t->c, st2, 2, 0);
  p[0] = PTR(t, 1);
  p[1] = PTR(t, 0);
  k = func(t, "calls", VOID(t), 1, 2, p);
  nvcg_param_set_byval(k, 1, bst);
  nvcg_param_set_align(k, 1, 8);
  e[0] = tid_x(t);
  e[1] = CF(t, 2.5);
  r = nvcg_build_call(t->b, nvcg_function_type(add3), add3, e, 2, "");
  e[0] = CF(t, 1.0); e[1] = CF(t, 2.0); e[2] = CF(t, 3.0); e[3] = cast(t, NVCG_OP_SITOFP, r, F32(t));
  {
    nvcg_value *vec = nvcg_const_undef(v4);
    unsigned q;
    for (q = 0; q < 4; q++) vec = nvcg_build_insertelement(t->b, vec, e[q], CI(t, 32, q), "");
    e[0] = vec;
  }
  e[1] = CI(t, 64, 42);
  c = nvcg_build_call(t->b, nvcg_function_type(mkpair), mkpair, e, 2, "");
  y = nvcg_build_extractvalue(t->b, c, (const unsigned[]){1}, 1, "");
  r = bin(t, NVCG_OP_ADD, r, cast(t, NVCG_OP_TRUNC, y, I(t, 32)));
  r = bin(t, NVCG_OP_ADD, r, cast(t, NVCG_OP_FPTOSI, nvcg_build_extractvalue(t->b, c, (const unsigned[]){0}, 1, ""), I(t, 32)));
  r = bin(t, NVCG_OP_ADD, r, nvcg_build_call(t->b, nvcg_function_type(fact), fact, &r, 1, ""));
  /* indirect: select between add3 and sub3 through a pointer */
  fp = nvcg_build_select(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_EQ, r, CI(t, 32, 0), ""), add3, sub3, "");
  e[0] = r;
  e[1] = CF(t, 0.5);
  r = nvcg_build_call(t->b, nvcg_function_type(add3), fp, e, 2, "");
  /* a byval struct field */
  {
    nvcg_value *ix[2];
    ix[0] = CI(t, 32, 0);
    ix[1] = CI(t, 32, 1);
    r = bin(t, NVCG_OP_ADD, r, load(t, I(t, 32), nvcg_build_gep(t->b, bst, arg(t, 1), ix, 2, 1, "")));
  }
  store(t, r, arg(t, 0));
  ret(t);
}

/* ATOMICS-LABEL: .entry atomics(
 * ATOMICS-DAG: atom.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], {{%r[0-9]+}};
 * ATOMICS-DAG: red.global.add.u32 [{{%rd[0-9]+}}], 1;
 * ATOMICS-DAG: red.global.add.u32 [{{%rd[0-9]+}}], -5;
 * ATOMICS-DAG: atom.global.exch.b32
 * ATOMICS-DAG: atom.global.and.b32
 * ATOMICS-DAG: atom.global.or.b32
 * ATOMICS-DAG: atom.global.xor.b32
 * ATOMICS-DAG: atom.global.max.s32
 * ATOMICS-DAG: atom.global.min.u32
 * ATOMICS-DAG: atom.global.add.f32
 * ATOMICS-DAG: atom.global.add.f64
 * ATOMICS-DAG: atom.global.add.u64
 * ATOMICS-DAG: atom.global.cas.b32
 * ATOMICS-DAG: atom.acquire.sys.global.add.u32
 * ATOMICS-DAG: atom.relaxed.cta.global.add.u32
 * ATOMICS-DAG: atom.acq_rel.gpu.global.exch.b32
 * ATOMICS-DAG: fence.sc.sys;
 * ATOMICS-DAG: fence.acq_rel.cta;
 * ATOMICS-DAG: ld.acquire.sys.global.u32
 * ATOMICS-DAG: st.release.gpu.global.u32
 * ATOMICS-DAG: atom.global.inc.u32
 * ATOMICS-DAG: atom.shared.add.u32
 * ATOMICS-DAG: atom.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}],
 * ATOMICS-DAG: ld.global.u64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+128];
 * ATOMICS-DAG: atom.relaxed.sys.global.add.u32
 * ATOMICS: ret;
 */
static void test_atomics(T *t) {
  /* the orderings below are checked as the PTX memory model lowers them */
  static const char *const strict[] = {"enable-legalize-types-checking=1", "nvptx-strict-atomics=true"};
  nvcg_value *out, *o64, *of, *od, *v, *w, *cx, *gp, *sh, *cpy[2];
  nvcg_type *p[4];
  t->o->knobs = strict;
  t->o->knob_count = 2;
  p[0] = PTR(t, 1);
  p[1] = PTR(t, 3);
  p[2] = PTR(t, 0);
  func(t, "atomics", VOID(t), 1, 3, p);
  out = arg(t, 0);
  sh = arg(t, 1);
  gp = arg(t, 2);
  v = tid_x(t);
  w = nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, "");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, CI(t, 32, 1), NVCG_ORDER_MONOTONIC, NULL, 0, "");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_SUB, out, CI(t, 32, 5), NVCG_ORDER_MONOTONIC, NULL, 0, "");
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_XCHG, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_AND, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_OR, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_XOR, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_MAX, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_UMIN, out, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  of = gep1(t, F32(t), out, CI(t, 64, 4));
  w = bin(t, NVCG_OP_ADD, w, cast(t, NVCG_OP_FPTOSI, nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, of, CF(t, 1.0), NVCG_ORDER_MONOTONIC, NULL, 0, ""), I(t, 32)));
  od = gep1(t, F64(t), out, CI(t, 64, 4));
  w = bin(t, NVCG_OP_ADD, w, cast(t, NVCG_OP_FPTOSI, nvcg_build_atomicrmw(t->b, NVCG_RMW_FADD, od, CD(t, 1.0), NVCG_ORDER_MONOTONIC, NULL, 0, ""), I(t, 32)));
  o64 = gep1(t, I(t, 64), out, CI(t, 64, 8));
  w = bin(t, NVCG_OP_ADD, w, cast(t, NVCG_OP_TRUNC, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, o64, CI(t, 64, 3), NVCG_ORDER_MONOTONIC, NULL, 0, ""), I(t, 32)));
  cx = nvcg_build_cmpxchg(t->b, out, v, w, NVCG_ORDER_MONOTONIC, NVCG_ORDER_MONOTONIC, NULL, 0, "");
  cpy[0] = nvcg_build_extractvalue(t->b, cx, (const unsigned[]){0}, 1, "");
  cpy[1] = nvcg_build_extractvalue(t->b, cx, (const unsigned[]){1}, 1, "");
  w = bin(t, NVCG_OP_ADD, cpy[0], cast(t, NVCG_OP_ZEXT, cpy[1], I(t, 32)));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, v, NVCG_ORDER_ACQUIRE, NULL, 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, v, NVCG_ORDER_MONOTONIC, "block", 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_XCHG, out, v, NVCG_ORDER_ACQ_REL, "device", 0, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, v, NVCG_ORDER_SEQ_CST, NULL, 0, ""));
  nvcg_build_fence(t->b, NVCG_ORDER_ACQUIRE, "block");
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomic_load(t->b, I(t, 32), out, 4, NVCG_ORDER_ACQUIRE, NULL, 0, ""));
  nvcg_build_atomic_store(t->b, w, out, 4, NVCG_ORDER_RELEASE, "device", 0);
  {
    nvcg_value *a2[2];
    a2[0] = out;
    a2[1] = CI(t, 32, 100);
    w = bin(t, NVCG_OP_ADD, w, nvcg_build_intrinsic(t->b, "llvm.nvvm.atomic.load.inc.32.p1", a2, 2, ""));
  }
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, sh, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  {
    /* a generic pointer loaded from memory: no address space can be inferred */
    nvcg_value *g2 = load(t, PTR(t, 0), gep1(t, I(t, 64), out, CI(t, 64, 16)));
    w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, g2, v, NVCG_ORDER_MONOTONIC, NULL, 0, ""));
  }
  {
    nvcg_value *a2[2];
    a2[0] = out;
    a2[1] = w;
    w = nvcg_build_intrinsic(t->b, "llvm.nvvm.atomic.add.gen.i.sys.i32.p1", a2, 2, "");
  }
  store(t, w, gp);
  ret(t);
}

/* Atomics as clang writes CUDA's atomicAdd/atomicCAS/atomicExch (seq_cst, any scope),
 * lowered as libNVVM does by default: plain relaxed atoms, no fences; atomic loads,
 * stores and fences keep their orderings.
 * ATOMICS_NVVM-LABEL: .entry atomics_nvvm(
 * ATOMICS_NVVM-NOT: fence
 * ATOMICS_NVVM: atom.global.add.u32
 * ATOMICS_NVVM-NOT: fence
 * ATOMICS_NVVM: atom.global.cas.b32
 * ATOMICS_NVVM-NOT: fence
 * ATOMICS_NVVM: atom.relaxed.cta.global.exch.b32
 * ATOMICS_NVVM-NOT: fence
 * ATOMICS_NVVM: red.global.add.u32
 * ATOMICS_NVVM: fence.sc.sys;
 * ATOMICS_NVVM: ld.acquire.sys.global.u32
 * ATOMICS_NVVM: ret;
 */
static void test_atomics_nvvm(T *t) {
  nvcg_value *out, *v, *w, *cx;
  nvcg_type *p[1];
  p[0] = PTR(t, 1);
  func(t, "atomics_nvvm", VOID(t), 1, 1, p);
  out = arg(t, 0);
  v = tid_x(t);
  w = nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, v, NVCG_ORDER_SEQ_CST, NULL, 0, "");
  cx = nvcg_build_cmpxchg(t->b, out, v, w, NVCG_ORDER_SEQ_CST, NVCG_ORDER_SEQ_CST, NULL, 0, "");
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_extractvalue(t->b, cx, (const unsigned[]){0}, 1, ""));
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomicrmw(t->b, NVCG_RMW_XCHG, out, w, NVCG_ORDER_ACQ_REL, "block", 0, ""));
  nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, out, CI(t, 32, 1), NVCG_ORDER_SEQ_CST, NULL, 0, "");
  w = bin(t, NVCG_OP_ADD, w, nvcg_build_atomic_load(t->b, I(t, 32), out, 4, NVCG_ORDER_SEQ_CST, NULL, 0, ""));
  store(t, w, out);
  ret(t);
}

/* WARP-LABEL: .entry warp(
 * WARP-DAG: bar.sync 0;
 * WARP-DAG: shfl.sync.down.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 31, -1;
 * WARP-DAG: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 31, -1;
 * WARP-DAG: shfl.sync.idx.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, {{%r[0-9]+}}, 0, 31, -1;
 * WARP-DAG: vote.sync.ballot.b32 {{%r[0-9]+}}, {{%p[0-9]+}}, -1;
 * WARP-DAG: vote.sync.all.pred {{%p[0-9]+}}, {{%p[0-9]+}}, -1;
 * WARP-DAG: activemask.b32
 * WARP-DAG: popc.b32
 * WARP-DAG: clz.b32
 * WARP-DAG: brev.b32
 * WARP-DAG: popc.b64
 * WARP-DAG: cvt.u64.u32
 * WARP-DAG: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, 291;
 * WARP-DAG: shf.l.wrap.b32
 * WARP-DAG: bar.red.popc.u32
 * WARP-DAG: mov.u32 {{%r[0-9]+}}, %laneid;
 * WARP-DAG: mov.u64 {{%rd[0-9]+}}, %clock64;
 * WARP-DAG: membar.gl;
 * WARP-DAG: match.any.sync.b32
 */
static void test_warp(T *t) {
  nvcg_value *out, *v, *f, *s, *b, *c, *p, *w, *l, *sp;
  kernel1(t, "warp", F32(t));
  out = arg(t, 0);
  f = arg(t, 1);
  v = tid_x(t);
  call0(t, "llvm.nvvm.barrier0");
  f = call4(t, "llvm.nvvm.shfl.sync.down.f32", CI(t, 32, -1), f, CI(t, 32, 16), CI(t, 32, 31));
  s = call4(t, "llvm.nvvm.shfl.sync.bfly.i32", CI(t, 32, -1), v, CI(t, 32, 1), CI(t, 32, 31));
  sp = call4(t, "llvm.nvvm.shfl.sync.idx.i32p", CI(t, 32, -1), s, CI(t, 32, 0), CI(t, 32, 31));
  s = nvcg_build_extractvalue(t->b, sp, (const unsigned[]){0}, 1, "");
  s = bin(t, NVCG_OP_ADD, s, cast(t, NVCG_OP_ZEXT, nvcg_build_extractvalue(t->b, sp, (const unsigned[]){1}, 1, ""), I(t, 32)));
  c = nvcg_build_icmp(t->b, NVCG_ICMP_SGT, v, CI(t, 32, 3), "");
  b = call2(t, "llvm.nvvm.vote.ballot.sync", CI(t, 32, -1), c);
  p = call2(t, "llvm.nvvm.vote.all.sync", CI(t, 32, -1), c);
  w = bin(t, NVCG_OP_ADD, b, cast(t, NVCG_OP_ZEXT, p, I(t, 32)));
  w = bin(t, NVCG_OP_ADD, w, call0(t, "llvm.nvvm.activemask"));
  w = bin(t, NVCG_OP_ADD, w, call1(t, "llvm.ctpop.i32", s));
  w = bin(t, NVCG_OP_ADD, w, call2(t, "llvm.ctlz.i32", s, nvcg_const_int(I(t, 1), 0)));
  w = bin(t, NVCG_OP_ADD, w, call1(t, "llvm.bitreverse.i32", s));
  l = call1(t, "llvm.ctpop.i64", cast(t, NVCG_OP_ZEXT, w, I(t, 64)));
  w = bin(t, NVCG_OP_ADD, w, cast(t, NVCG_OP_TRUNC, l, I(t, 32)));
  w = bin(t, NVCG_OP_ADD, w, call1(t, "llvm.bswap.i32", w));
  w = bin(t, NVCG_OP_ADD, w, call3(t, "llvm.fshl.i32", w, s, CI(t, 32, 5)));
  w = bin(t, NVCG_OP_ADD, w, call1(t, "llvm.nvvm.barrier0.popc", w));
  w = bin(t, NVCG_OP_ADD, w, call0(t, "llvm.nvvm.read.ptx.sreg.laneid"));
  w = bin(t, NVCG_OP_ADD, w, cast(t, NVCG_OP_TRUNC, call0(t, "llvm.nvvm.read.ptx.sreg.clock64"), I(t, 32)));
  call0(t, "llvm.nvvm.membar.gl");
  w = bin(t, NVCG_OP_ADD, w, call2(t, "llvm.nvvm.match.any.sync.i32", CI(t, 32, -1), w));
  store(t, w, arg(t, 0));
  store(t, f, gep1(t, F32(t), out, CI(t, 64, 1)));
  ret(t);
}

/* HALF-LABEL: .entry half(
 * HALF-DAG: add.rn.f16
 * HALF-DAG: mul.rn.f16
 * HALF-DAG: fma.rn.f16
 * HALF-DAG: add.rn.f16x2
 * HALF-DAG: setp.lt.f16
 * HALF-DAG: cvt.f32.f16
 * HALF-DAG: ld.global.b16 {{%h[0-9]+}}
 * HALF-DAG: ld.global.b32 {{%hh[0-9]+}}
 * HALF-DAG: st.global.b32
 * HALF-DAG: mov.b32 {{[{]%h[0-9]+, %h[0-9]+[}]}}, {{%hh[0-9]+}};
 */
static void test_half(T *t) {
  nvcg_value *out, *a, *b, *c, *v, *w, *cmp, *hp;
  nvcg_type *v2 = nvcg_type_vector(F16(t), 2);
  kernel1(t, "half", PTR(t, 1));
  out = arg(t, 0);
  hp = arg(t, 1);
  a = load(t, F16(t), hp);
  b = load(t, F16(t), gep1(t, F16(t), hp, CI(t, 64, 1)));
  c = bin(t, NVCG_OP_FADD, a, b);
  c = bin(t, NVCG_OP_FMUL, c, a);
  c = call3(t, "llvm.fma.f16", c, b, a);
  cmp = nvcg_build_fcmp(t->b, NVCG_FCMP_OLT, c, a, 0, "");
  c = nvcg_build_select(t->b, cmp, c, b, "");
  store(t, cast(t, NVCG_OP_FPEXT, c, F32(t)), out);
  v = load(t, v2, gep1(t, v2, hp, CI(t, 64, 2)));
  w = bin(t, NVCG_OP_FADD, v, v);
  store(t, w, gep1(t, v2, out, CI(t, 64, 2)));
  store(t, nvcg_build_extractelement(t->b, w, CI(t, 32, 1), ""), gep1(t, F16(t), out, CI(t, 64, 1)));
  ret(t);
}

/* BF16-LABEL: .target sm_80
 * BF16-LABEL: .entry bf16(
 * BF16-DAG: fma.rn.bf16 {{%h[0-9]+}}, {{%h[0-9]+}}, {{%h[0-9]+}}, {{%h[0-9]+}};
 * BF16-DAG: fma.rn.bf16
 * BF16-DAG: cvt.rn.bf16.f32
 * BF16-DAG: shl.b32
 */
static void test_bf16(T *t) {
  nvcg_value *out, *a, *b, *c, *hp;
  kernel1(t, "bf16", PTR(t, 1));
  out = arg(t, 0);
  hp = arg(t, 1);
  a = load(t, BF16(t), hp);
  b = load(t, BF16(t), gep1(t, BF16(t), hp, CI(t, 64, 1)));
  c = bin(t, NVCG_OP_FADD, a, b);
  c = call3(t, "llvm.fma.bf16", c, b, a);
  c = bin(t, NVCG_OP_FADD, c, cast(t, NVCG_OP_FPTRUNC, CF(t, 0.25), BF16(t)));
  c = bin(t, NVCG_OP_FADD, c, cast(t, NVCG_OP_FPTRUNC, cast(t, NVCG_OP_UITOFP, tid_x(t), F32(t)), BF16(t)));
  store(t, cast(t, NVCG_OP_FPEXT, c, F32(t)), out);
  ret(t);
}

/* Integer <-> bf16: below sm_90 through f32 (i32) or f64 (i64), a value past 2^24 or
 * 2^53 with its low 9 or 12 bits jammed into a sticky bit first (one rounding, not two);
 * from sm_90 (PTX 7.8) cvt converts directly.
 * BF16_INT-LABEL: .target sm_80
 * BF16_INT-LABEL: .entry bf16_int(
 * BF16_INT-DAG: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4096;
 * BF16_INT-DAG: cvt.rn.f64.u64
 * BF16_INT-DAG: cvt.rn.f64.s64
 * BF16_INT-DAG: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, -512;
 * BF16_INT-DAG: cvt.rn.f32.s32
 * BF16_INT-DAG: cvt.rzi.s64.f32
 * BF16_INT-NOT: .bf16.{{[su]}}
 * BF16_INT_SM90-LABEL: .target sm_90
 * BF16_INT_SM90-LABEL: .entry bf16_int_sm90(
 * BF16_INT_SM90-DAG: cvt.rn.bf16.u64 {{%h[0-9]+}}, {{%rd[0-9]+}};
 * BF16_INT_SM90-DAG: cvt.rn.bf16.s64 {{%h[0-9]+}}, {{%rd[0-9]+}};
 * BF16_INT_SM90-DAG: cvt.rn.bf16.s32 {{%h[0-9]+}}, {{%r[0-9]+}};
 * BF16_INT_SM90-DAG: cvt.rzi.s64.bf16 {{%rd[0-9]+}}, {{%h[0-9]+}};
 * BF16_INT_SM90-DAG: cvt.rzi.u16.bf16 {{%rs[0-9]+}}, {{%h[0-9]+}};
 */
static void build_bf16_int(T *t, const char *name) {
  nvcg_value *out, *x, *u, *s, *w;
  kernel1(t, name, I(t, 64));
  out = arg(t, 0);
  x = arg(t, 1);
  u = cast(t, NVCG_OP_UITOFP, x, BF16(t));
  s = cast(t, NVCG_OP_SITOFP, x, BF16(t));
  w = cast(t, NVCG_OP_SITOFP, cast(t, NVCG_OP_TRUNC, x, I(t, 32)), BF16(t));
  put(t, out, 0, cast(t, NVCG_OP_FPTOSI, bin(t, NVCG_OP_FADD, u, s), I(t, 64)));
  put(t, out, 1, cast(t, NVCG_OP_ZEXT, cast(t, NVCG_OP_FPTOUI, w, I(t, 8)), I(t, 64)));
  ret(t);
}
static void test_bf16_int(T *t) { build_bf16_int(t, "bf16_int"); }
static void test_bf16_int_sm90(T *t) { build_bf16_int(t, "bf16_int_sm90"); }

/* Bit counts of an i1 are predicate logic: ctpop and bitreverse are the bit, ctlz and
 * cttz its complement; no popc/clz/brev.
 * I1_BITCOUNT-LABEL: .entry i1_bitcount(
 * I1_BITCOUNT: setp.ne.s32 [[P:%p[0-9]+]]
 * I1_BITCOUNT-DAG: not.pred {{%p[0-9]+}}, [[P]];
 * I1_BITCOUNT-DAG: selp.b16 {{%rs[0-9]+}}, 1, 0, [[P]];
 * I1_BITCOUNT-NOT: popc
 * I1_BITCOUNT-NOT: brev
 * I1_BITCOUNT-NOT: clz
 * I1_BITCOUNT: ret;
 */
static void test_i1_bitcount(T *t) {
  nvcg_value *out, *x, *v[2];
  kernel1(t, "i1_bitcount", I(t, 32));
  out = arg(t, 0);
  x = cast(t, NVCG_OP_TRUNC, arg(t, 1), I(t, 1));
  put(t, out, 0, cast(t, NVCG_OP_ZEXT, call1(t, "llvm.ctpop.i1", x), I(t, 8)));
  put(t, out, 1, cast(t, NVCG_OP_ZEXT, call1(t, "llvm.bitreverse.i1", x), I(t, 8)));
  v[0] = x;
  v[1] = nvcg_const_int(I(t, 1), 0);
  put(t, out, 2, cast(t, NVCG_OP_ZEXT, nvcg_build_intrinsic(t->b, "llvm.cttz.i1", v, 2, ""), I(t, 8)));
  put(t, out, 3, cast(t, NVCG_OP_ZEXT, nvcg_build_intrinsic(t->b, "llvm.ctlz.i1", v, 2, ""), I(t, 8)));
  ret(t);
}

/* i1 elements of an aggregate return value: st.param.u8 / ld.param.u8 take no predicate,
 * so the bit goes through a b16 register as 0 / 1.
 * I1_PARAM-LABEL: .func (.param .align 1 .b8 func_retval0[2]) two_bits(
 * I1_PARAM: selp.b16 [[R:%rs[0-9]+]], 1, 0, {{%p[0-9]+}};
 * I1_PARAM: st.param.u8 [func_retval0{{.*}}], [[R]];
 * I1_PARAM-LABEL: .entry i1_param(
 * I1_PARAM: ld.param.u8 [[L:%rs[0-9]+]], [retval0{{.*}}];
 * I1_PARAM: and.b16 [[A:%rs[0-9]+]], [[L]], 1;
 * I1_PARAM: setp.{{eq|ne}}.{{[bs]}}16 {{%p[0-9]+}}, [[A]], {{[01]}};
 */
static void test_i1_param(T *t) {
  nvcg_type *at2 = nvcg_type_array(I(t, 1), 2), *p[1];
  nvcg_value *f, *x, *agg, *r;
  unsigned k;
  p[0] = I(t, 32);
  f = func(t, "two_bits", at2, 0, 1, p);
  nvcg_function_set_linkage(f, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(f, NVCG_FN_NOINLINE);
  x = cast(t, NVCG_OP_TRUNC, arg(t, 0), I(t, 1));
  agg = nvcg_build_insertvalue(t->b, nvcg_const_undef(at2), x, (const unsigned[]){0}, 1, "");
  agg = nvcg_build_insertvalue(t->b, agg, bin(t, NVCG_OP_XOR, x, nvcg_const_int(I(t, 1), 1)), (const unsigned[]){1}, 1, "");
  nvcg_build_ret(t->b, agg);
  kernel1(t, "i1_param", I(t, 32));
  x = arg(t, 1);
  r = nvcg_build_call(t->b, nvcg_function_type(f), f, &x, 1, "");
  for (k = 0; k < 2; k++)
    put(t, arg(t, 0), (int)k, cast(t, NVCG_OP_ZEXT, nvcg_build_extractvalue(t->b, r, &k, 1, ""), I(t, 32)));
  ret(t);
}

/* DIRECTIVES-LABEL: .version 7.0
 * DIRECTIVES: .target sm_75
 * DIRECTIVES: .address_size 64
 * DIRECTIVES-LABEL: .visible .entry directives(
 * DIRECTIVES: )
 * DIRECTIVES-NEXT: .maxntid 256, 1, 1
 * DIRECTIVES-NEXT: .minnctapersm 2
 * DIRECTIVES-NEXT: .maxnreg 64
 * DIRECTIVES-NEXT: {
 * DIRECTIVES: tanh.approx.f32
 * DIRECTIVES-LABEL: .visible .entry reqd(
 * DIRECTIVES: )
 * DIRECTIVES-NEXT: .reqntid 32, 4, 1
 */
static void test_directives(T *t) {
  kernel1(t, "directives", F32(t));
  nvcg_function_set_maxntid(t->fn, 256, 0, 0);
  nvcg_function_set_minctasm(t->fn, 2);
  nvcg_function_set_maxnreg(t->fn, 64);
  store(t, call1(t, "llvm.nvvm.tanh.approx.f32", arg(t, 1)), arg(t, 0));
  ret(t);
  kernel1(t, "reqd", NULL);
  nvcg_function_set_reqntid(t->fn, 32, 4, 1);
  ret(t);
}

/* PTX_TOO_OLD: error: instruction 'tanh.approx.f32' needs PTX ISA 7.0, but PTX 6.3 was requested
 */
static void test_ptx_too_old(T *t) {
  t->o->ptx_version = 63;
  kernel1(t, "ptx_too_old", F32(t));
  store(t, call1(t, "llvm.nvvm.tanh.approx.f32", arg(t, 1)), arg(t, 0));
  ret(t);
}

/* A variable-sized alloca grows the stack with PTX's alloca (PTX 7.3): a .local address.
 * DYNAMIC_ALLOCA-LABEL: .version 7.3
 * DYNAMIC_ALLOCA-LABEL: .entry dyn_alloca(
 * DYNAMIC_ALLOCA: alloca.u64 [[P:%rd[0-9]+]], {{%rd[0-9]+}}, 8;
 * DYNAMIC_ALLOCA: st.local.u32 [[[P]]], 1;
 */
static void test_dynamic_alloca(T *t) {
  nvcg_value *a;
  kernel1(t, "dyn_alloca", I(t, 32));
  a = nvcg_build_alloca(t->b, I(t, 32), tid_x(t), 4, "");
  store(t, CI(t, 32, 1), a);
  ret(t);
}

/* OPTIONS: remark: *** MIR after phi_elim ***
 * OPTIONS: remark: # machine function opts (not SSA)
 * OPTIONS: remark: stats: 1 functions
 * OPTIONS: remark: stats: isel ran 1 times
 * OPTIONS: remark: time: isel
 */
static void test_options(T *t) {
  t->o->print_after = "phi_elim";
  t->o->print_stats = 1;
  t->o->time_passes = 1;
  t->o->view_dag = "opts";
  kernel1(t, "opts", I(t, 32));
  store(t, bin(t, NVCG_OP_ADD, arg(t, 1), tid_x(t)), arg(t, 0));
  ret(t);
}


/* MISC-LABEL: .extern .func (.param .b64 func_retval0) ext_fn(
 * MISC-NEXT: .param .b64 ext_fn_param_0
 * MISC-NEXT: );
 * MISC-LABEL: .entry misc(
 * MISC-DAG: add.s32 [[S:%r[0-9]+]], [[A:%r[0-9]+]], [[B:%r[0-9]+]];
 * MISC-DAG: setp.lt.u32 {{%p[0-9]+}}, [[S]], [[A]];
 * MISC-DAG: call.uni (retval0), ext_fn, (param0);
 * MISC-DAG: selp.b64
 * MISC: trap;
 * MISC-NEXT: exit;
 */
static void test_misc(T *t) {
  nvcg_type *p[2], *fl[2], *st;
  nvcg_value *ext, *o, *a, *b, *r, *ov, *agg1, *agg2, *sel, *c, *x;
  nvcg_block *bad, *good;
  p[0] = I(t, 64);
  ext = nvcg_function_add(t->m, "ext_fn", nvcg_type_function(I(t, 64), p, 1, 0));
  kernel1(t, "misc", I(t, 32));
  o = arg(t, 0);
  a = arg(t, 1);
  b = tid_x(t);
  r = call2(t, "llvm.uadd.with.overflow.i32", a, b);
  ov = cast(t, NVCG_OP_ZEXT, nvcg_build_extractvalue(t->b, r, (const unsigned[]){1}, 1, ""), I(t, 32));
  x = bin(t, NVCG_OP_ADD, nvcg_build_extractvalue(t->b, r, (const unsigned[]){0}, 1, ""), ov);
  x = nvcg_build_freeze(t->b, x, "");
  /* select of an aggregate: selects its leaves */
  fl[0] = I(t, 32);
  fl[1] = I(t, 64);
  st = nvcg_type_struct(t->c, fl, 2, 0);
  agg1 = nvcg_build_insertvalue(t->b, nvcg_const_undef(st), x, (const unsigned[]){0}, 1, "");
  agg1 = nvcg_build_insertvalue(t->b, agg1, cast(t, NVCG_OP_ZEXT, b, I(t, 64)), (const unsigned[]){1}, 1, "");
  agg2 = nvcg_const_zero(st);
  c = nvcg_build_icmp(t->b, NVCG_ICMP_NE, x, CI(t, 32, 0), "");
  sel = nvcg_build_select(t->b, c, agg1, agg2, "");
  x = nvcg_build_extractvalue(t->b, sel, (const unsigned[]){1}, 1, "");
  x = nvcg_build_call(t->b, nvcg_function_type(ext), ext, &x, 1, "");
  bad = block(t, "bad");
  good = block(t, "good");
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_EQ, x, CI(t, 64, 0), ""), bad, good);
  at(t, bad);
  nvcg_build_unreachable(t->b);
  at(t, good);
  store(t, cast(t, NVCG_OP_TRUNC, x, I(t, 32)), o);
  ret(t);
}

/* f64 frem is expanded in IR (opt/expand_frem.c) into an exact integer fmod: a first
 * native 64-bit remainder of the significands, a shift-subtract loop over the exponent
 * difference, and a count of leading zeros to renormalise.
 * FREM_F64-LABEL: .entry frem_k(
 * FREM_F64: rem.u64
 * FREM_F64: shl.b64
 * FREM_F64: clz.b64
 */
static void test_frem_f64(T *t) {
  kernel1(t, "frem_k", F64(t));
  store(t, bin(t, NVCG_OP_FREM, arg(t, 1), CD(t, 3.0)), arg(t, 0));
  ret(t);
}


/* I128-LABEL: .target sm_100
 * I128: .func (.param .align 16 .b8 func_retval0[16]) pass128(
 * I128-NEXT: .param .align 16 .b8 pass128_param_0[16]
 * I128: ld.param.v2.u64 {{[{]%rd[0-9]+, %rd[0-9]+[}]}}, [pass128_param_0];
 * I128: st.param.v2.u64 [func_retval0], {{[{]%rd[0-9]+, %rd[0-9]+[}]}};
 * I128-LABEL: .entry i128(
 * I128-DAG: ld.global.b128 {{%rq[0-9]+}}, [{{%rd[0-9]+}}];
 * I128-DAG: st.param.v2.u64 [param0], {{[{]%rd[0-9]+, %rd[0-9]+[}]}};
 * I128-DAG: ld.param.v2.u64 {{[{]%rd[0-9]+, %rd[0-9]+[}]}}, [retval0];
 * I128-DAG: st.global.b128 [{{%rd[0-9]+}}+16], {{%rq[0-9]+}};
 * I128-DAG: mov.b128 {{[{]%rd[0-9]+, %rd[0-9]+[}]}}, {{%rq[0-9]+}};
 * I128-DAG: mov.b128 {{%rq[0-9]+}}, {{[{]%rd[0-9]+, %rd[0-9]+[}]}};
 */
static void test_i128(T *t) {
  nvcg_type *p[1];
  nvcg_value *f, *v, *r, *o;
  p[0] = I(t, 128);
  f = func(t, "pass128", I(t, 128), 0, 1, p);
  nvcg_function_set_linkage(f, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(f, NVCG_FN_NOINLINE);
  nvcg_build_ret(t->b, arg(t, 0));
  kernel1(t, "i128", NULL);
  o = arg(t, 0);
  v = load(t, I(t, 128), o);
  r = nvcg_build_call(t->b, nvcg_function_type(f), f, &v, 1, "");
  store(t, r, gep1(t, I(t, 128), o, CI(t, 64, 1)));
  store(t, cast(t, NVCG_OP_TRUNC, r, I(t, 64)), gep1(t, I(t, 64), o, CI(t, 64, 4)));
  store(t, cast(t, NVCG_OP_ZEXT, cast(t, NVCG_OP_TRUNC, r, I(t, 64)), I(t, 128)), gep1(t, I(t, 128), o, CI(t, 64, 3)));
  ret(t);
}


/* HALF_ABI-LABEL: .func (.param .b32 func_retval0) hmul(
 * HALF_ABI-NEXT: .param .b32 hmul_param_0,
 * HALF_ABI-NEXT: .param .align 4 .b8 hmul_param_1[4]
 * HALF_ABI-LABEL: .func (.param .b32 func_retval0) hmul(
 * HALF_ABI: ld.param.b16 {{%h[0-9]+}}, [hmul_param_0];
 * HALF_ABI: ld.param.b32 {{%hh[0-9]+}}, [hmul_param_1];
 * HALF_ABI: st.param.b16 [func_retval0], {{%h[0-9]+}};
 * HALF_ABI-LABEL: .entry half_abi(
 * HALF_ABI: .param .b16 half_abi_param_1
 * HALF_ABI: ld.param.b16 {{%h[0-9]+}}, [half_abi_param_1];
 * HALF_ABI: .param .b32 param0;
 * HALF_ABI: st.param.b16 [param0], {{%h[0-9]+}};
 * HALF_ABI: .param .align 4 .b8 param1[4];
 * HALF_ABI: st.param.b32 [param1], {{%hh[0-9]+}};
 * HALF_ABI: ld.param.b16 {{%h[0-9]+}}, [retval0];
 */
static void test_half_abi(T *t) {
  nvcg_type *p[2], *v2 = nvcg_type_vector(F16(t), 2);
  nvcg_value *f, *x, *a[2];
  p[0] = F16(t);
  p[1] = v2;
  f = func(t, "hmul", F16(t), 0, 2, p);
  nvcg_function_set_linkage(f, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(f, NVCG_FN_NOINLINE);
  nvcg_build_ret(t->b, bin(t, NVCG_OP_FMUL, arg(t, 0), nvcg_build_extractelement(t->b, arg(t, 1), CI(t, 32, 1), "")));
  kernel1(t, "half_abi", F16(t));
  x = load(t, v2, arg(t, 0));
  a[0] = arg(t, 1);
  a[1] = x;
  x = nvcg_build_call(t->b, nvcg_function_type(f), f, a, 2, "");
  store(t, x, arg(t, 0));
  ret(t);
}

/* Device-function parameters and return values of types that are not registers: every
 * element travels in a legal register, as LLVM's NVPTX lowering does it (i8 lanes in
 * .b16 registers as .b8, an i56 scalar in a .b64 .param, an i8 scalar in a .b32 one, an
 * i111 as two i64 parts), and the caller and the callee agree on the layout.
 * CALL_ABI_ODD-LABEL: .func (.param .align 8 .b8 func_retval0[16]) abimix(
 * CALL_ABI_ODD-NEXT: .param .align 8 .b8 abimix_param_0[16],
 * CALL_ABI_ODD-NEXT: .param .b64 abimix_param_1,
 * CALL_ABI_ODD-NEXT: .param .b32 abimix_param_2,
 * CALL_ABI_ODD-NEXT: .param .align 16 .b8 abimix_param_3[16]
 * CALL_ABI_ODD: .func (.param .align 8 .b8 func_retval0[8]) abiv8(
 * CALL_ABI_ODD-NEXT: .param .align 8 .b8 abiv8_param_0[8]
 * CALL_ABI_ODD-LABEL: .func (.param .align 8 .b8 func_retval0[16]) abimix(
 * CALL_ABI_ODD-DAG: ld.param.v2.u8 {{[{]%rs[0-9]+, %rs[0-9]+[}]}}, [abimix_param_0];
 * CALL_ABI_ODD-DAG: ld.param.u8 {{%rs[0-9]+}}, [abimix_param_0+2];
 * CALL_ABI_ODD-DAG: ld.param.u64 {{%rd[0-9]+}}, [abimix_param_1];
 * CALL_ABI_ODD-DAG: ld.param.v2.u64 {{[{]%rd[0-9]+, %rd[0-9]+[}]}}, [abimix_param_3];
 * CALL_ABI_ODD-DAG: st.param.u64 [func_retval0], {{%rd[0-9]+}};
 * CALL_ABI_ODD-DAG: st.param.v2.u8 [func_retval0+8], {{[{]%rs[0-9]+, %rs[0-9]+[}]}};
 * CALL_ABI_ODD-DAG: st.param.u8 [func_retval0+10], {{%rs[0-9]+}};
 * CALL_ABI_ODD-DAG: st.param.u8 [func_retval0+12], {{%rs[0-9]+}};
 * CALL_ABI_ODD-LABEL: .func (.param .align 8 .b8 func_retval0[8]) abiv8(
 * CALL_ABI_ODD: ld.param.v4.u8 {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}}, [abiv8_param_0];
 * CALL_ABI_ODD: ld.param.v4.u8 {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}}, [abiv8_param_0+4];
 * CALL_ABI_ODD: st.param.v4.u8 [func_retval0], {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}};
 * CALL_ABI_ODD: st.param.v4.u8 [func_retval0+4], {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}};
 * CALL_ABI_ODD-LABEL: .entry call_abi_odd(
 * CALL_ABI_ODD: .param .align 8 .b8 param0[16];
 * CALL_ABI_ODD-NEXT: st.param.v2.u8 [param0], {{[{]%rs[0-9]+, %rs[0-9]+[}]}};
 * CALL_ABI_ODD-NEXT: st.param.u8 [param0+2], {{%rs[0-9]+}};
 * CALL_ABI_ODD-NEXT: st.param.f64 [param0+8], 0d3FF8000000000000;
 * CALL_ABI_ODD-NEXT: .param .b64 param1;
 * CALL_ABI_ODD-NEXT: st.param.u64 [param1], {{%rd[0-9]+}};
 * CALL_ABI_ODD-NEXT: .param .b32 param2;
 * CALL_ABI_ODD-NEXT: st.param.u32 [param2], {{%r[0-9]+}};
 * CALL_ABI_ODD-NEXT: .param .align 16 .b8 param3[16];
 * CALL_ABI_ODD-NEXT: st.param.v2.u64 [param3], {{[{]%rd[0-9]+, %rd[0-9]+[}]}};
 * CALL_ABI_ODD-NEXT: .param .align 8 .b8 retval0[16];
 * CALL_ABI_ODD-NEXT: call.uni (retval0), abimix, (param0, param1, param2, param3);
 * CALL_ABI_ODD-DAG: ld.param.u64 {{%rd[0-9]+}}, [retval0];
 * CALL_ABI_ODD-DAG: ld.param.v2.u8 {{[{]%rs[0-9]+, %rs[0-9]+[}]}}, [retval0+8];
 * CALL_ABI_ODD-DAG: ld.param.u8 {{%rs[0-9]+}}, [retval0+10];
 * CALL_ABI_ODD-DAG: ld.param.u8 {{%rs[0-9]+}}, [retval0+12];
 * CALL_ABI_ODD: st.param.v4.u8 [param0], {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}};
 * CALL_ABI_ODD: st.param.v4.u8 [param0+4], {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}};
 * CALL_ABI_ODD: call.uni (retval0), abiv8, (param0);
 * CALL_ABI_ODD: ld.param.v4.u8 {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}}, [retval0];
 * CALL_ABI_ODD: ld.param.v4.u8 {{[{]%rs[0-9]+, %rs[0-9]+, %rs[0-9]+, %rs[0-9]+[}]}}, [retval0+4];
 */
static void test_call_abi_odd(T *t) {
  nvcg_type *v3 = nvcg_type_vector(I(t, 8), 3), *v8 = nvcg_type_vector(I(t, 8), 8), *sf[3], *st, *rt, *p[4];
  nvcg_value *f, *g, *x, *a[4], *r, *o;
  unsigned k, i0 = 0, i1 = 1, i2 = 2;
  sf[0] = v3;
  sf[1] = F64(t);
  st = nvcg_type_struct(t->c, sf, 2, 0);
  sf[0] = I(t, 56);
  sf[1] = v3;
  sf[2] = I(t, 1);
  rt = nvcg_type_struct(t->c, sf, 3, 0);
  /* abimix({<3 x i8>, double} s, i56 q, i8 c, i111 w) = { q + zext c, s.0 + s.0, trunc w to i1 } */
  p[0] = st;
  p[1] = I(t, 56);
  p[2] = I(t, 8);
  p[3] = I(t, 111);
  f = func(t, "abimix", rt, 0, 4, p);
  nvcg_function_set_linkage(f, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(f, NVCG_FN_NOINLINE);
  x = nvcg_build_extractvalue(t->b, arg(t, 0), &i0, 1, "");
  r = nvcg_build_insertvalue(t->b, nvcg_const_undef(rt), bin(t, NVCG_OP_ADD, arg(t, 1), cast(t, NVCG_OP_ZEXT, arg(t, 2), I(t, 56))), &i0, 1, "");
  r = nvcg_build_insertvalue(t->b, r, bin(t, NVCG_OP_ADD, x, x), &i1, 1, "");
  r = nvcg_build_insertvalue(t->b, r, cast(t, NVCG_OP_TRUNC, arg(t, 3), I(t, 1)), &i2, 1, "");
  nvcg_build_ret(t->b, r);
  /* abiv8(<8 x i8> v) = v + v */
  p[0] = v8;
  g = func(t, "abiv8", v8, 0, 1, p);
  nvcg_function_set_linkage(g, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(g, NVCG_FN_NOINLINE);
  nvcg_build_ret(t->b, bin(t, NVCG_OP_ADD, arg(t, 0), arg(t, 0)));
  kernel1(t, "call_abi_odd", I(t, 64));
  o = arg(t, 0);
  x = nvcg_const_undef(v3);
  for (k = 0; k < 3; k++)
    x = nvcg_build_insertelement(t->b, x, cast(t, NVCG_OP_TRUNC, bin(t, NVCG_OP_LSHR, arg(t, 1), CI(t, 64, 8 * k)), I(t, 8)),
                                 CI(t, 32, (int)k), "");
  a[0] = nvcg_build_insertvalue(t->b, nvcg_const_undef(st), x, &i0, 1, "");
  a[0] = nvcg_build_insertvalue(t->b, a[0], CD(t, 1.5), &i1, 1, "");
  a[1] = cast(t, NVCG_OP_TRUNC, arg(t, 1), I(t, 56));
  a[2] = cast(t, NVCG_OP_TRUNC, arg(t, 1), I(t, 8));
  a[3] = bin(t, NVCG_OP_SHL, cast(t, NVCG_OP_ZEXT, arg(t, 1), I(t, 111)), CI(t, 111, 40));
  r = nvcg_build_call(t->b, nvcg_function_type(f), f, a, 4, "");
  put(t, o, 0, cast(t, NVCG_OP_ZEXT, nvcg_build_extractvalue(t->b, r, &i0, 1, ""), I(t, 64)));
  x = nvcg_build_extractvalue(t->b, r, &i1, 1, "");
  for (k = 0; k < 3; k++)
    put(t, o, (int)k + 1, cast(t, NVCG_OP_ZEXT, nvcg_build_extractelement(t->b, x, CI(t, 32, (int)k), ""), I(t, 64)));
  put(t, o, 4, cast(t, NVCG_OP_ZEXT, nvcg_build_extractvalue(t->b, r, &i2, 1, ""), I(t, 64)));
  a[0] = cast(t, NVCG_OP_BITCAST, arg(t, 1), v8);
  r = nvcg_build_call(t->b, nvcg_function_type(g), g, a, 1, "");
  put(t, o, 5, cast(t, NVCG_OP_BITCAST, r, I(t, 64)));
  ret(t);
}

/* A call of a variadic declaration (issue 11, opt/expand_variadics.c): the declaration takes
 * a trailing pointer to the caller's buffer of variadic arguments, the call passes it.
 * VARARGS_CALL: .extern .func (.param .b32 func_retval0) vprintf_like(
 * VARARGS_CALL-NEXT: .param .b32 vprintf_like_param_0,
 * VARARGS_CALL-NEXT: .param .b64 vprintf_like_param_1
 * VARARGS_CALL: .entry va_k(
 * VARARGS_CALL: st.local.u32 [%SPL], [[V:%r[0-9]+]];
 * VARARGS_CALL: st.param.u32 [param0], [[V]];
 * VARARGS_CALL: add.u64 [[B:%rd[0-9]+]], %SP, 0;
 * VARARGS_CALL-NEXT: st.param.u64 [param1], [[B]];
 * VARARGS_CALL: call.uni (retval0), vprintf_like, (param0, param1);
 */
static void test_varargs_call(T *t) {
  nvcg_type *p[1];
  nvcg_value *f, *a[2];
  p[0] = I(t, 32);
  f = nvcg_function_add(t->m, "vprintf_like", nvcg_type_function(I(t, 32), p, 1, 1));
  kernel1(t, "va_k", I(t, 32));
  a[0] = arg(t, 1);
  a[1] = arg(t, 1);
  nvcg_build_call(t->b, nvcg_function_type(f), f, a, 2, "");
  ret(t);
}



/* INLINE_ASM-LABEL: .entry inline_asm(
 * INLINE_ASM: // begin inline asm
 * INLINE_ASM-NEXT: mov.u32 [[L:%r[0-9]+]], %laneid;
 * INLINE_ASM-NEXT: // end inline asm
 * INLINE_ASM: // begin inline asm
 * INLINE_ASM-NEXT: add.s32 {{%r[0-9]+}}, [[L]], 7; // $ sign
 * INLINE_ASM: // begin inline asm
 * INLINE_ASM-NEXT: membar.cta;
 */
static nvcg_value *mk_asm(T *t, nvcg_type *fty, const char *text, const char *cons) {
  nv_asm *a = NV_NEW(&t->m->arena, nv_asm);
  a->v.kind = NV_V_ASM;
  a->v.type = fty;
  a->text = nv_intern_cstr(&t->c->strs, text);
  a->constraints = nv_intern_cstr(&t->c->strs, cons);
  a->sideeffect = 1;
  return &a->v;
}
static void test_inline_asm(T *t) {
  nvcg_type *p[2], *f0, *f1, *fv;
  nvcg_value *lane, *x, *a[2];
  kernel1(t, "inline_asm", NULL);
  f0 = nvcg_type_function(I(t, 32), NULL, 0, 0);
  lane = nvcg_build_call(t->b, f0, mk_asm(t, f0, "mov.u32 $0, %laneid;", "=r"), NULL, 0, "");
  p[0] = I(t, 32);
  p[1] = I(t, 32);
  f1 = nvcg_type_function(I(t, 32), p, 2, 0);
  a[0] = lane;
  a[1] = CI(t, 32, 7);
  x = nvcg_build_call(t->b, f1, mk_asm(t, f1, "add.s32 $0, $1, $2; // $$ sign", "=r,r,n"), a, 2, "");
  fv = nvcg_type_function(VOID(t), NULL, 0, 0);
  nvcg_build_call(t->b, fv, mk_asm(t, fv, "membar.cta;", "~{memory}"), NULL, 0, "");
  store(t, x, arg(t, 0));
  ret(t);
}

/* ==== execution tests ====
 * Kernels run by the PTX emulator (build/nvcgrun --engine=ptx) on the inputs given by
 * their nvcgrun arguments; every element of every buffer after the run must equal what
 * the host computes here (expect_* writes the expected bits, one line per element, as
 * nvcgrun --dump prints them). Each runs compiled at -O2 and at -O0. */

static nvcg_value *gid(T *t) {
  nvcg_value *c = call0(t, "llvm.nvvm.read.ptx.sreg.ctaid.x"), *n = call0(t, "llvm.nvvm.read.ptx.sreg.ntid.x");
  return bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, c, n), tid_x(t));
}
/* &p[i * k + j] for i32/f32 elements */
static nvcg_value *at_ij(T *t, nvcg_type *ty, nvcg_value *p, nvcg_value *i, int k, int j) {
  nvcg_value *x = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, i, CI(t, 32, k)), CI(t, 32, j));
  return gep1(t, ty, p, cast(t, NVCG_OP_SEXT, x, I(t, 64)));
}

static void hex32(FILE *f, uint32_t v) { fprintf(f, "0x%08x\n", v); }
static uint32_t fbits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

/* ---- integers: 64 threads, 16 results each ---- */
#define EXEC_INT_N 64
static void test_exec_int(T *t) {
  nvcg_type *p[2];
  nvcg_value *out, *in, *i, *a, *b, *s, *v, *w, *q;
  int k = 0;
  p[0] = PTR(t, 1);
  p[1] = PTR(t, 1);
  func(t, "exec_int", VOID(t), 1, 2, p);
  out = arg(t, 0);
  in = arg(t, 1);
  i = gid(t);
  v = load(t, I(t, 32), gep1(t, I(t, 32), in, cast(t, NVCG_OP_SEXT, i, I(t, 64))));
  a = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, v, CI(t, 32, (int32_t)0x9E3779B1u)), CI(t, 32, 12345));
  b = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_XOR, v, CI(t, 32, 0x55)), CI(t, 32, 1));
  s = bin(t, NVCG_OP_AND, b, CI(t, 32, 31));
  store(t, bin(t, NVCG_OP_ADD, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_SUB, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_MUL, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_SDIV, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_UDIV, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_SREM, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_UREM, a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_SHL, a, s), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_LSHR, a, s), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, bin(t, NVCG_OP_ASHR, a, s), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, call2(t, "llvm.smin.i32", a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  store(t, call2(t, "llvm.umax.i32", a, b), at_ij(t, I(t, 32), out, i, 16, k++));
  w = bin(t, NVCG_OP_ADD, call2(t, "llvm.abs.i32", a, nvcg_const_int(I(t, 1), 0)),
          bin(t, NVCG_OP_ADD, call1(t, "llvm.ctpop.i32", a), call2(t, "llvm.ctlz.i32", a, nvcg_const_int(I(t, 1), 0))));
  store(t, w, at_ij(t, I(t, 32), out, i, 16, k++));
  w = bin(t, NVCG_OP_XOR, call1(t, "llvm.bitreverse.i32", a), call1(t, "llvm.bswap.i32", b));
  store(t, w, at_ij(t, I(t, 32), out, i, 16, k++));
  w = bin(t, NVCG_OP_ADD, call2(t, "llvm.nvvm.mulhi.ui", a, b), call3(t, "llvm.fshl.i32", a, b, CI(t, 32, 5)));
  store(t, w, at_ij(t, I(t, 32), out, i, 16, k++));
  /* 64-bit: (sext a * zext b + (a << 40)) >> 7 (arithmetic), then its halves mixed */
  q = bin(t, NVCG_OP_MUL, cast(t, NVCG_OP_SEXT, a, I(t, 64)), cast(t, NVCG_OP_ZEXT, b, I(t, 64)));
  q = bin(t, NVCG_OP_ADD, q, bin(t, NVCG_OP_SHL, cast(t, NVCG_OP_ZEXT, a, I(t, 64)), CI(t, 64, 40)));
  q = bin(t, NVCG_OP_ASHR, q, CI(t, 64, 7));
  q = bin(t, NVCG_OP_XOR, q, bin(t, NVCG_OP_UDIV, q, CI(t, 64, 1000003)));
  w = bin(t, NVCG_OP_XOR, cast(t, NVCG_OP_TRUNC, q, I(t, 32)), cast(t, NVCG_OP_TRUNC, bin(t, NVCG_OP_LSHR, q, CI(t, 64, 32)), I(t, 32)));
  store(t, w, at_ij(t, I(t, 32), out, i, 16, k++));
  ret(t);
}
static uint32_t rotl32(uint32_t x, unsigned r) { return r ? (x << r) | (x >> (32 - r)) : x; }
static uint32_t brev32(uint32_t x) {
  uint32_t r = 0;
  int k;
  for (k = 0; k < 32; k++) r |= ((x >> k) & 1u) << (31 - k);
  return r;
}
static unsigned popc32(uint32_t x) { unsigned n = 0; while (x) { n += x & 1; x >>= 1; } return n; }
static unsigned clz32(uint32_t x) { unsigned n = 0; if (!x) return 32; while (!(x & 0x80000000u)) { n++; x <<= 1; } return n; }
static void expect_exec_int(FILE *f) {
  uint32_t i;
  fprintf(f, "buf 0\n");
  for (i = 0; i < EXEC_INT_N; i++) {
    uint32_t a = i * 0x9E3779B1u + 12345u, b = (i ^ 0x55u) + 1u, s = b & 31u;
    int32_t sa = (int32_t)a, sb = (int32_t)b;
    int64_t q;
    uint64_t uq;
    hex32(f, a + b);
    hex32(f, a - b);
    hex32(f, a * b);
    hex32(f, (uint32_t)(sa / sb));
    hex32(f, a / b);
    hex32(f, (uint32_t)(sa % sb));
    hex32(f, a % b);
    hex32(f, a << s);
    hex32(f, a >> s);
    hex32(f, (uint32_t)(sa >> s));
    hex32(f, (uint32_t)(sa < sb ? sa : sb));
    hex32(f, a > b ? a : b);
    hex32(f, (uint32_t)(sa < 0 ? -(int64_t)sa : sa) + popc32(a) + clz32(a));
    hex32(f, brev32(a) ^ ((b >> 24) | ((b >> 8) & 0xff00u) | ((b << 8) & 0xff0000u) | (b << 24)));
    hex32(f, (uint32_t)(((uint64_t)a * b) >> 32) + ((a << 5) | (b >> 27)));
    (void)rotl32;
    q = (int64_t)sa * (int64_t)(uint64_t)b + (int64_t)((uint64_t)a << 40);
    q = q >> 7;
    uq = (uint64_t)q;
    uq ^= uq / 1000003u;
    hex32(f, (uint32_t)uq ^ (uint32_t)(uq >> 32));
  }
  fprintf(f, "buf 1\n");
  for (i = 0; i < EXEC_INT_N; i++) hex32(f, i);
}

/* ---- floating point: 64 threads, 12 results each ---- */
#define EXEC_FP_N 64
static void test_exec_fp(T *t) {
  nvcg_type *p[2];
  nvcg_value *out, *in, *i, *x, *y, *d;
  int k = 0;
  p[0] = PTR(t, 1);
  p[1] = PTR(t, 1);
  func(t, "exec_fp", VOID(t), 1, 2, p);
  out = arg(t, 0);
  in = arg(t, 1);
  i = gid(t);
  x = load(t, F32(t), gep1(t, F32(t), in, cast(t, NVCG_OP_SEXT, i, I(t, 64))));
  x = bin(t, NVCG_OP_FSUB, bin(t, NVCG_OP_FMUL, x, CF(t, 0.375)), CF(t, 7.25));
  y = bin(t, NVCG_OP_FADD, bin(t, NVCG_OP_FMUL, x, x), CF(t, 1.0));
  store(t, bin(t, NVCG_OP_FDIV, x, y), at_ij(t, F32(t), out, i, 12, k++));
  store(t, call1(t, "llvm.sqrt.f32", y), at_ij(t, F32(t), out, i, 12, k++));
  store(t, call3(t, "llvm.fma.f32", x, y, CF(t, -3.5)), at_ij(t, F32(t), out, i, 12, k++));
  store(t, call2(t, "llvm.minnum.f32", x, CF(t, -2.0)), at_ij(t, F32(t), out, i, 12, k++));
  store(t, call1(t, "llvm.floor.f32", x), at_ij(t, F32(t), out, i, 12, k++));
  store(t, call1(t, "llvm.ceil.f32", x), at_ij(t, F32(t), out, i, 12, k++));
  store(t, call1(t, "llvm.rint.f32", bin(t, NVCG_OP_FMUL, x, CF(t, 0.5))), at_ij(t, F32(t), out, i, 12, k++));
  store(t, cast(t, NVCG_OP_SITOFP, cast(t, NVCG_OP_FPTOSI, bin(t, NVCG_OP_FMUL, x, CF(t, 3.3)), I(t, 32)), F32(t)),
        at_ij(t, F32(t), out, i, 12, k++));
  d = bin(t, NVCG_OP_FDIV, cast(t, NVCG_OP_FPEXT, x, F64(t)), cast(t, NVCG_OP_FPEXT, y, F64(t)));
  store(t, cast(t, NVCG_OP_FPTRUNC, call1(t, "llvm.sqrt.f64", call1(t, "llvm.fabs.f64", d)), F32(t)), at_ij(t, F32(t), out, i, 12, k++));
  store(t, nvcg_build_fneg(t->b, call1(t, "llvm.fabs.f32", x), 0, ""), at_ij(t, F32(t), out, i, 12, k++));
  store(t, nvcg_build_select(t->b, nvcg_build_fcmp(t->b, NVCG_FCMP_OLT, x, CF(t, 0.0), 0, ""), y, x, ""), at_ij(t, F32(t), out, i, 12, k++));
  store(t, cast(t, NVCG_OP_UITOFP, cast(t, NVCG_OP_FPTOUI, y, I(t, 32)), F32(t)), at_ij(t, F32(t), out, i, 12, k++));
  ret(t);
}
static void expect_exec_fp(FILE *f) {
  int i;
  fprintf(f, "buf 0\n");
  for (i = 0; i < EXEC_FP_N; i++) {
    /* each operation rounded to f32 once, as the kernel does (volatile keeps the host
     * from contracting or keeping extra precision) */
    volatile float x = (float)i, y, t1;
    volatile double d;
    x = x * 0.375f;
    x = x - 7.25f;
    t1 = x * x;
    y = t1 + 1.0f;
    hex32(f, fbits(x / y));
    hex32(f, fbits(sqrtf(y)));
    hex32(f, fbits(fmaf(x, y, -3.5f)));
    hex32(f, fbits(x < -2.0f ? x : -2.0f));
    hex32(f, fbits(floorf(x)));
    hex32(f, fbits(ceilf(x)));
    t1 = x * 0.5f;
    hex32(f, fbits(rintf(t1)));
    t1 = x * 3.3f;
    hex32(f, fbits((float)(int)t1));
    d = (double)x / (double)y;
    hex32(f, fbits((float)sqrt(fabs(d))));
    hex32(f, fbits(-fabsf(x)));
    hex32(f, fbits(x < 0.0f ? y : x));
    hex32(f, fbits((float)(unsigned)y));
  }
  fprintf(f, "buf 1\n");
  for (i = 0; i < EXEC_FP_N; i++) hex32(f, fbits((float)i));
}

/* ---- control flow: loops with swapping PHIs, a switch, 32 threads ---- */
#define EXEC_CF_N 32
static void test_exec_cf(T *t) {
  nvcg_type *p[1];
  nvcg_block *entry, *loop, *after, *c1, *c2, *c3, *def, *join;
  nvcg_value *out, *i, *n, *a, *b, *s, *j, *j2, *s2, *c, *sw, *v, *x0, *x3;
  p[0] = PTR(t, 1);
  func(t, "exec_cf", VOID(t), 1, 1, p);
  out = arg(t, 0);
  entry = nvcg_builder_block(t->b);
  loop = block(t, "loop");
  after = block(t, "after");
  c1 = block(t, "c1");
  c2 = block(t, "c2");
  c3 = block(t, "c3");
  def = block(t, "def");
  join = block(t, "join");
  i = gid(t);
  n = bin(t, NVCG_OP_UREM, i, CI(t, 32, 7));
  x0 = bin(t, NVCG_OP_ADD, i, CI(t, 32, 100)); /* the entry's incoming value, defined there */
  nvcg_build_br(t->b, loop);
  at(t, loop);
  a = nvcg_build_phi(t->b, I(t, 32), "a");
  b = nvcg_build_phi(t->b, I(t, 32), "b");
  s = nvcg_build_phi(t->b, I(t, 32), "s");
  j = nvcg_build_phi(t->b, I(t, 32), "j");
  s2 = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, s, CI(t, 32, 3)), a);
  j2 = bin(t, NVCG_OP_ADD, j, CI(t, 32, 1));
  nvcg_phi_add_incoming(a, x0, entry);
  nvcg_phi_add_incoming(a, b, loop);
  nvcg_phi_add_incoming(b, CI(t, 32, 7), entry);
  nvcg_phi_add_incoming(b, a, loop);
  nvcg_phi_add_incoming(s, CI(t, 32, 0), entry);
  nvcg_phi_add_incoming(s, s2, loop);
  nvcg_phi_add_incoming(j, CI(t, 32, 0), entry);
  nvcg_phi_add_incoming(j, j2, loop);
  c = nvcg_build_icmp(t->b, NVCG_ICMP_ULE, j2, n, "");
  nvcg_build_cond_br(t->b, c, loop, after);
  at(t, after);
  store(t, a, at_ij(t, I(t, 32), out, i, 4, 0));
  store(t, b, at_ij(t, I(t, 32), out, i, 4, 1));
  store(t, s2, at_ij(t, I(t, 32), out, i, 4, 2));
  sw = nvcg_build_switch(t->b, bin(t, NVCG_OP_UREM, i, CI(t, 32, 5)), def);
  nvcg_switch_add_case(sw, CI(t, 32, 0), c1);
  nvcg_switch_add_case(sw, CI(t, 32, 1), c2);
  nvcg_switch_add_case(sw, CI(t, 32, 3), c3);
  nvcg_switch_add_case(sw, CI(t, 32, 4), c1);
  at(t, c1);
  nvcg_build_br(t->b, join);
  at(t, c2);
  nvcg_build_br(t->b, join);
  at(t, c3);
  x3 = bin(t, NVCG_OP_SUB, CI(t, 32, 0), i);
  nvcg_build_br(t->b, join);
  at(t, def);
  nvcg_build_br(t->b, join);
  at(t, join);
  v = nvcg_build_phi(t->b, I(t, 32), "v");
  nvcg_phi_add_incoming(v, CI(t, 32, 11), c1);
  nvcg_phi_add_incoming(v, s2, c2);
  nvcg_phi_add_incoming(v, x3, c3);
  nvcg_phi_add_incoming(v, a, def);
  store(t, v, at_ij(t, I(t, 32), out, i, 4, 3));
  ret(t);
}
static void expect_exec_cf(FILE *f) {
  uint32_t i;
  fprintf(f, "buf 0\n");
  for (i = 0; i < EXEC_CF_N; i++) {
    uint32_t n = i % 7, a = i + 100, b = 7, s = 0, j = 0, s2, v;
    for (;;) {
      uint32_t na, nb;
      s2 = s * 3 + a;
      j++;
      if (!(j <= n)) break;
      na = b;
      nb = a;
      a = na;
      b = nb;
      s = s2;
    }
    hex32(f, a);
    hex32(f, b);
    hex32(f, s2);
    switch (i % 5) {
    case 0: case 4: v = 11; break;
    case 1: v = s2; break;
    case 3: v = 0u - i; break;
    default: v = a; break;
    }
    hex32(f, v);
  }
}

/* ---- calls: a struct-returning function, recursion, an indirect call; 16 threads ---- */
#define EXEC_CALL_N 16
static void test_exec_calls(T *t) {
  nvcg_type *p[2], *fl[2], *st;
  nvcg_value *pair, *fact, *sq, *neg, *out, *i, *r, *c, *e[2], *fp, *x;
  nvcg_block *rec, *base;
  fl[0] = I(t, 32);
  fl[1] = I(t, 64);
  st = nvcg_type_struct(t->c, fl, 2, 0);
  p[0] = I(t, 32);
  p[1] = I(t, 32);
  pair = func(t, "pair", st, 0, 2, p);
  nvcg_function_set_linkage(pair, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(pair, NVCG_FN_NOINLINE);
  x = nvcg_build_insertvalue(t->b, nvcg_const_undef(st), bin(t, NVCG_OP_ADD, arg(t, 0), arg(t, 1)), (const unsigned[]){0}, 1, "");
  x = nvcg_build_insertvalue(t->b, x, bin(t, NVCG_OP_MUL, cast(t, NVCG_OP_SEXT, arg(t, 0), I(t, 64)), cast(t, NVCG_OP_SEXT, arg(t, 1), I(t, 64))),
                             (const unsigned[]){1}, 1, "");
  nvcg_build_ret(t->b, x);
  p[0] = I(t, 32);
  fact = func(t, "fact", I(t, 32), 0, 1, p);
  nvcg_function_set_linkage(fact, NVCG_LINKAGE_INTERNAL);
  nvcg_function_add_attrs(fact, NVCG_FN_NOINLINE);
  rec = block(t, "rec");
  base = block(t, "base");
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_ULE, arg(t, 0), CI(t, 32, 1), ""), base, rec);
  at(t, rec);
  x = bin(t, NVCG_OP_SUB, arg(t, 0), CI(t, 32, 1));
  x = nvcg_build_call(t->b, nvcg_function_type(fact), fact, &x, 1, "");
  nvcg_build_ret(t->b, bin(t, NVCG_OP_MUL, x, arg(t, 0)));
  at(t, base);
  nvcg_build_ret(t->b, CI(t, 32, 1));
  p[0] = I(t, 32);
  sq = func(t, "sq", I(t, 32), 0, 1, p);
  nvcg_build_ret(t->b, bin(t, NVCG_OP_MUL, arg(t, 0), arg(t, 0)));
  neg = func(t, "neg", I(t, 32), 0, 1, p);
  nvcg_build_ret(t->b, bin(t, NVCG_OP_SUB, CI(t, 32, 0), arg(t, 0)));
  p[0] = PTR(t, 1);
  func(t, "exec_calls", VOID(t), 1, 1, p);
  out = arg(t, 0);
  i = gid(t);
  e[0] = i;
  e[1] = CI(t, 32, -3);
  r = nvcg_build_call(t->b, nvcg_function_type(pair), pair, e, 2, "");
  store(t, nvcg_build_extractvalue(t->b, r, (const unsigned[]){0}, 1, ""), at_ij(t, I(t, 32), out, i, 4, 0));
  store(t, cast(t, NVCG_OP_TRUNC, bin(t, NVCG_OP_LSHR, nvcg_build_extractvalue(t->b, r, (const unsigned[]){1}, 1, ""), CI(t, 64, 1)), I(t, 32)),
        at_ij(t, I(t, 32), out, i, 4, 1));
  x = bin(t, NVCG_OP_AND, i, CI(t, 32, 7));
  store(t, nvcg_build_call(t->b, nvcg_function_type(fact), fact, &x, 1, ""), at_ij(t, I(t, 32), out, i, 4, 2));
  c = nvcg_build_icmp(t->b, NVCG_ICMP_EQ, bin(t, NVCG_OP_AND, i, CI(t, 32, 1)), CI(t, 32, 0), "");
  fp = nvcg_build_select(t->b, c, sq, neg, "");
  x = bin(t, NVCG_OP_ADD, i, CI(t, 32, 2));
  store(t, nvcg_build_call(t->b, nvcg_function_type(sq), fp, &x, 1, ""), at_ij(t, I(t, 32), out, i, 4, 3));
  ret(t);
}
static void expect_exec_calls(FILE *f) {
  uint32_t i;
  fprintf(f, "buf 0\n");
  for (i = 0; i < EXEC_CALL_N; i++) {
    int64_t prod = (int64_t)(int32_t)i * -3;
    uint32_t k = i & 7, fa = 1, j, x = i + 2;
    for (j = 2; j <= k; j++) fa *= j;
    hex32(f, i - 3);
    hex32(f, (uint32_t)((uint64_t)prod >> 1));
    hex32(f, fa);
    hex32(f, (i & 1) == 0 ? x * x : 0u - x);
  }
}

/* ---- memory: a local array indexed by thread, a shared reduction, atomics; 2 x 64 ---- */
#define EXEC_MEM_BLOCKS 2
#define EXEC_MEM_THREADS 64
static void test_exec_mem(T *t) {
  nvcg_type *p[3], *la = nvcg_type_array(I(t, 32), 16), *sa = nvcg_type_array(I(t, 32), 64);
  nvcg_value *out, *sums, *cnt, *i, *tid, *arr, *sh, *idx[2], *v, *pp, *k;
  nvcg_block *entry, *fill, *after, *red, *redbody, *redskip, *redlatch, *done, *wr, *fin;
  nvcg_value *q, *q2, *st, *st2, *c;
  p[0] = PTR(t, 1);
  p[1] = PTR(t, 1);
  p[2] = PTR(t, 1);
  sh = nvcg_global_add(t->m, sa, "red_buf", 3);
  nvcg_global_set_initializer(sh, nvcg_const_undef(sa));
  nvcg_global_set_linkage(sh, NVCG_LINKAGE_INTERNAL);
  func(t, "exec_mem", VOID(t), 1, 3, p);
  out = arg(t, 0);
  sums = arg(t, 1);
  cnt = arg(t, 2);
  entry = nvcg_builder_block(t->b);
  fill = block(t, "fill");
  after = block(t, "after");
  red = block(t, "red");
  redbody = block(t, "redbody");
  redskip = block(t, "redskip");
  redlatch = block(t, "redlatch");
  done = block(t, "done");
  wr = block(t, "wr");
  fin = block(t, "fin");
  arr = nvcg_build_alloca(t->b, la, NULL, 4, "arr");
  i = gid(t);
  tid = tid_x(t);
  nvcg_build_br(t->b, fill);
  /* arr[j] = j * i + 1 for j < 16 */
  at(t, fill);
  q = nvcg_build_phi(t->b, I(t, 32), "j");
  idx[0] = CI(t, 64, 0);
  idx[1] = q;
  store(t, bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, q, i), CI(t, 32, 1)), nvcg_build_gep(t->b, la, arr, idx, 2, 1, ""));
  q2 = bin(t, NVCG_OP_ADD, q, CI(t, 32, 1));
  nvcg_phi_add_incoming(q, CI(t, 32, 0), entry);
  nvcg_phi_add_incoming(q, q2, fill);
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_ULT, q2, CI(t, 32, 16), ""), fill, after);
  at(t, after);
  idx[1] = bin(t, NVCG_OP_AND, bin(t, NVCG_OP_MUL, i, CI(t, 32, 5)), CI(t, 32, 15));
  v = load(t, I(t, 32), nvcg_build_gep(t->b, la, arr, idx, 2, 1, ""));
  store(t, v, gep1(t, I(t, 32), out, cast(t, NVCG_OP_ZEXT, i, I(t, 64))));
  /* shared tree reduction of v over the block */
  idx[1] = tid;
  pp = nvcg_build_gep(t->b, sa, sh, idx, 2, 1, "");
  store(t, v, pp);
  call0(t, "llvm.nvvm.barrier0");
  nvcg_build_br(t->b, red);
  at(t, red);
  st = nvcg_build_phi(t->b, I(t, 32), "stride");
  nvcg_phi_add_incoming(st, CI(t, 32, EXEC_MEM_THREADS / 2), after);
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_ULT, tid, st, ""), redbody, redskip);
  at(t, redbody);
  idx[1] = bin(t, NVCG_OP_ADD, tid, st);
  k = load(t, I(t, 32), nvcg_build_gep(t->b, sa, sh, idx, 2, 1, ""));
  store(t, bin(t, NVCG_OP_ADD, load(t, I(t, 32), pp), k), pp);
  nvcg_build_br(t->b, redskip);
  at(t, redskip);
  call0(t, "llvm.nvvm.barrier0");
  nvcg_build_br(t->b, redlatch);
  at(t, redlatch);
  st2 = bin(t, NVCG_OP_LSHR, st, CI(t, 32, 1));
  nvcg_phi_add_incoming(st, st2, redlatch);
  nvcg_build_cond_br(t->b, nvcg_build_icmp(t->b, NVCG_ICMP_NE, st2, CI(t, 32, 0), ""), red, done);
  at(t, done);
  /* atomics: count, sum and max over all threads */
  nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, cnt, CI(t, 32, 1), NVCG_ORDER_MONOTONIC, NULL, 0, "");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_ADD, gep1(t, I(t, 32), cnt, CI(t, 64, 1)), v, NVCG_ORDER_MONOTONIC, NULL, 0, "");
  nvcg_build_atomicrmw(t->b, NVCG_RMW_UMAX, gep1(t, I(t, 32), cnt, CI(t, 64, 2)), v, NVCG_ORDER_MONOTONIC, NULL, 0, "");
  c = nvcg_build_icmp(t->b, NVCG_ICMP_EQ, tid, CI(t, 32, 0), "");
  nvcg_build_cond_br(t->b, c, wr, fin);
  at(t, wr);
  idx[1] = CI(t, 32, 0);
  store(t, load(t, I(t, 32), nvcg_build_gep(t->b, sa, sh, idx, 2, 1, "")),
        gep1(t, I(t, 32), sums, cast(t, NVCG_OP_ZEXT, call0(t, "llvm.nvvm.read.ptx.sreg.ctaid.x"), I(t, 64))));
  nvcg_build_br(t->b, fin);
  at(t, fin);
  ret(t);
}
static void expect_exec_mem(FILE *f) {
  uint32_t i, bsum[EXEC_MEM_BLOCKS] = {0, 0}, total = 0, mx = 0, n = EXEC_MEM_BLOCKS * EXEC_MEM_THREADS;
  fprintf(f, "buf 0\n");
  for (i = 0; i < n; i++) {
    uint32_t j = (i * 5u) & 15u, v = j * i + 1u;
    hex32(f, v);
    bsum[i / EXEC_MEM_THREADS] += v;
    total += v;
    if (v > mx) mx = v;
  }
  fprintf(f, "buf 1\n");
  for (i = 0; i < EXEC_MEM_BLOCKS; i++) hex32(f, bsum[i]);
  fprintf(f, "buf 2\n");
  hex32(f, n);
  hex32(f, total);
  hex32(f, mx);
}

/* ---- warp: a shuffle reduction and a ballot; one warp ---- */
static void test_exec_warp(T *t) {
  nvcg_type *p[1];
  nvcg_value *out, *i, *v, *s, *b;
  int k;
  p[0] = PTR(t, 1);
  func(t, "exec_warp", VOID(t), 1, 1, p);
  out = arg(t, 0);
  i = tid_x(t);
  v = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, i, i), CI(t, 32, 3));
  s = v;
  for (k = 16; k >= 1; k /= 2)
    s = bin(t, NVCG_OP_ADD, s, call4(t, "llvm.nvvm.shfl.sync.down.i32", CI(t, 32, -1), s, CI(t, 32, k), CI(t, 32, 31)));
  b = call2(t, "llvm.nvvm.vote.ballot.sync", CI(t, 32, -1), nvcg_build_icmp(t->b, NVCG_ICMP_EQ, bin(t, NVCG_OP_AND, v, CI(t, 32, 4)), CI(t, 32, 0), ""));
  store(t, s, at_ij(t, I(t, 32), out, i, 3, 0));
  store(t, b, at_ij(t, I(t, 32), out, i, 3, 1));
  store(t, call4(t, "llvm.nvvm.shfl.sync.idx.i32", CI(t, 32, -1), v, bin(t, NVCG_OP_XOR, i, CI(t, 32, 5)), CI(t, 32, 31)),
        at_ij(t, I(t, 32), out, i, 3, 2));
  ret(t);
}
static void expect_exec_warp(FILE *f) {
  uint32_t v[32], s[32], ballot = 0, i, k;
  fprintf(f, "buf 0\n");
  for (i = 0; i < 32; i++) {
    v[i] = i * i + 3;
    s[i] = v[i];
    if (!(v[i] & 4)) ballot |= 1u << i;
  }
  for (k = 16; k >= 1; k /= 2) {
    uint32_t ns[32];
    for (i = 0; i < 32; i++) ns[i] = s[i] + (i + k < 32 ? s[i + k] : s[i]); /* out of range: own value */
    memcpy(s, ns, sizeof s);
  }
  for (i = 0; i < 32; i++) {
    hex32(f, s[i]);
    hex32(f, ballot);
    hex32(f, v[i ^ 5]);
  }
}


/* ---- types the legaliser transforms: bytes, float4, i128 products; 64 threads ---- */
#define EXEC_LZ_N 64
static void test_exec_legalize(T *t) {
  nvcg_type *p[4], *v4 = nvcg_type_vector(F32(t), 4);
  nvcg_value *ob, *ib, *o4, *o64, *i, *i64, *b, *c, *v, *w, *x, *y, *q, *e[4];
  unsigned k;
  for (k = 0; k < 4; k++) p[k] = PTR(t, 1);
  func(t, "exec_legalize", VOID(t), 1, 4, p);
  ob = arg(t, 0);
  ib = arg(t, 1);
  o4 = arg(t, 2);
  o64 = arg(t, 3);
  i = gid(t);
  i64 = cast(t, NVCG_OP_SEXT, i, I(t, 64));
  /* i8 arithmetic: c = b * 3 + (b >> 1) - 7, stored as a byte */
  b = load(t, I(t, 8), gep1(t, I(t, 8), ib, i64));
  c = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, b, CI(t, 8, 3)), bin(t, NVCG_OP_ASHR, b, CI(t, 8, 1)));
  c = bin(t, NVCG_OP_SUB, c, CI(t, 8, 7));
  store(t, c, gep1(t, I(t, 8), ob, i64));
  /* float4: (x, y, z, w) -> (2x + 1, y - z, z * w, x) built from lanes */
  for (k = 0; k < 4; k++) e[k] = cast(t, NVCG_OP_UITOFP, bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, i, CI(t, 32, 4)), CI(t, 32, (int)k)), F32(t));
  v = nvcg_const_undef(v4);
  for (k = 0; k < 4; k++) v = nvcg_build_insertelement(t->b, v, e[k], CI(t, 32, (int)k), "");
  w = bin(t, NVCG_OP_FADD, bin(t, NVCG_OP_FMUL, v, v), v);
  {
    int mask[4] = {3, 2, 1, 0};
    w = nvcg_build_shufflevector(t->b, w, v, mask, 4, "");
  }
  nvcg_build_store(t->b, w, gep1(t, v4, o4, i64), 16, 0);
  /* the high 64 bits of a 128-bit product */
  x = bin(t, NVCG_OP_ADD, bin(t, NVCG_OP_MUL, i64, CI(t, 64, (long long)0x9E3779B97F4A7C15ull)), CI(t, 64, 77));
  y = bin(t, NVCG_OP_XOR, x, CI(t, 64, (long long)0xD1B54A32D192ED03ull));
  q = bin(t, NVCG_OP_MUL, cast(t, NVCG_OP_ZEXT, x, I(t, 128)), cast(t, NVCG_OP_ZEXT, y, I(t, 128)));
  q = cast(t, NVCG_OP_TRUNC, bin(t, NVCG_OP_LSHR, q, CI(t, 128, 64)), I(t, 64));
  store(t, q, gep1(t, I(t, 64), o64, i64));
  ret(t);
}
static void expect_exec_legalize(FILE *f) {
  uint32_t i, k;
  fprintf(f, "buf 0\n");
  for (i = 0; i < EXEC_LZ_N; i++) {
    int8_t b = (int8_t)(uint8_t)i;
    uint8_t c = (uint8_t)((uint8_t)(b * 3) + (uint8_t)(b >> 1) - 7);
    fprintf(f, "0x%02x\n", c);
  }
  fprintf(f, "buf 1\n");
  for (i = 0; i < EXEC_LZ_N; i++) fprintf(f, "0x%02x\n", i & 0xff);
  fprintf(f, "buf 2\n");
  for (i = 0; i < EXEC_LZ_N; i++) {
    float e[4], w[4];
    for (k = 0; k < 4; k++) {
      volatile float v = (float)(i * 4 + k), t1;
      t1 = v * v;
      w[k] = t1 + v;
      e[k] = v;
    }
    (void)e;
    for (k = 0; k < 4; k++) hex32(f, fbits(w[3 - k]));
  }
  fprintf(f, "buf 3\n");
  for (i = 0; i < EXEC_LZ_N; i++) {
    uint64_t x = (uint64_t)(int64_t)(int32_t)i * 0x9E3779B97F4A7C15ull + 77u, y = x ^ 0xD1B54A32D192ED03ull;
    uint64_t xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
    uint64_t ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    fprintf(f, "0x%016llx\n", (unsigned long long)hi);
  }
}

typedef struct cg_exec {
  const char *name;
  void (*build)(T *t);
  const char *args;          /* nvcgrun arguments after the PTX file */
  void (*expect)(FILE *f);
} cg_exec;

static const cg_exec exec_tests[] = {
    {"exec_int", test_exec_int, "--kernel exec_int --grid 2 --block 32 buf:i32:1024:zero buf:i32:64:iota", expect_exec_int},
    {"exec_fp", test_exec_fp, "--kernel exec_fp --grid 1 --block 64 buf:f32:768:zero buf:f32:64:iota", expect_exec_fp},
    {"exec_cf", test_exec_cf, "--kernel exec_cf --grid 1 --block 32 buf:i32:128:zero", expect_exec_cf},
    {"exec_calls", test_exec_calls, "--kernel exec_calls --grid 1 --block 16 buf:i32:64:zero", expect_exec_calls},
    {"exec_mem", test_exec_mem, "--kernel exec_mem --grid 2 --block 64 buf:i32:128:zero buf:i32:2:zero buf:i32:3:zero",
     expect_exec_mem},
    {"exec_warp", test_exec_warp, "--kernel exec_warp --grid 1 --block 32 buf:i32:96:zero", expect_exec_warp},
    {"exec_legalize", test_exec_legalize,
     "--kernel exec_legalize --grid 2 --block 32 buf:i8:64:zero buf:i8:64:iota buf:f32:256:zero buf:i64:64:zero",
     expect_exec_legalize},
};

/* ---- the table ---- */


typedef struct cg_test {
  const char *name;
  void (*build)(T *t);
  unsigned min_sm;
  int mode; /* 0: compiles, check the PTX; 1: fails, check the diagnostics; 2: compiles, check the diagnostics */
} cg_test;

static const cg_test tests[] = {
    {"saxpy", test_saxpy, 0, 0},
    {"saxpy_o0", test_saxpy_o0, 0, 0},
    {"int_arith", test_int_arith, 0, 0},
    {"fp_arith", test_fp_arith, 0, 0},
    {"conversions", test_conversions, 0, 0},
    {"compare", test_compare, 0, 0},
    {"loop_phi", test_loop_phi, 0, 0},
    {"swap_phi", test_swap_phi, 0, 0},
    {"switch", test_switch, 0, 0},
    {"globals", test_globals, 0, 0},
    {"local_depot", test_local_depot, 0, 0},
    {"calls", test_calls, 0, 0},
    {"atomics", test_atomics, 0, 0},
    {"atomics_nvvm", test_atomics_nvvm, 70, 0},
    {"warp", test_warp, 0, 0},
    {"half", test_half, 0, 0},
    {"bf16", test_bf16, 80, 0},
    {"bf16_int", test_bf16_int, 80, 0},
    {"bf16_int_sm90", test_bf16_int_sm90, 90, 0},
    {"i1_bitcount", test_i1_bitcount, 0, 0},
    {"i1_param", test_i1_param, 0, 0},
    {"directives", test_directives, 0, 0},
    {"ptx_too_old", test_ptx_too_old, 0, 1},
    {"dynamic_alloca", test_dynamic_alloca, 0, 0},
    {"options", test_options, 0, 2},
    {"misc", test_misc, 0, 0},
    {"frem_f64", test_frem_f64, 0, 0},
    {"i128", test_i128, 100, 0},
    {"half_abi", test_half_abi, 0, 0},
    {"call_abi_odd", test_call_abi_odd, 0, 0},
    {"varargs_call", test_varargs_call, 0, 0},
    {"inline_asm", test_inline_asm, 0, 0},
};

static const unsigned targets[] = {75, 80, 86, 89, 90, 100, 120};

typedef struct diag_sink {
  FILE *fp;
} diag_sink;

static void on_diag(const nvcg_diagnostic *d, void *user) {
  diag_sink *s = (diag_sink *)user;
  static const char *const sev[] = {"note", "remark", "warning", "error"};
  if (s->fp)
    fprintf(s->fp, "%s:%u:%u: %s: %s\n", d->file ? d->file : "<builder>", d->line, d->col,
            sev[d->severity <= 3 ? d->severity : 3], d->message);
}

static int exec_opt_level = -1; /* execution tests set the optimisation level */

static int run_one(const cg_test *ct, unsigned sm, const char *outdir, int report) {
  /* files are written in the current directory (main changes into OUTDIR, so that
   * --view-dag's dot files land there too); the paths printed include OUTDIR */
  T t;
  nvcg_options o;
  char path[512], dpath[512];
  char *ptx = NULL;
  size_t len = 0;
  diag_sink ds;
  nvcg_status st;
  memset(&t, 0, sizeof t);
  t.c = nvcg_context_create();
  t.m = nvcg_module_create(t.c, ct->name);
  t.b = nvcg_builder_create(t.m);
  static const char *const checks[] = {"enable-legalize-types-checking=1"};
  nvcg_options_init(&o);
  o.sm = sm;
  o.verify_each = 1;
  o.knobs = checks; /* the type legaliser's expensive checks, on in the tests */
  o.knob_count = 1;
  if (exec_opt_level >= 0) o.opt_level = exec_opt_level;
  t.o = &o;
  if (getenv("CG_PRINT_AFTER")) o.print_after = getenv("CG_PRINT_AFTER"); /* debugging aid */
  snprintf(dpath, sizeof dpath, "%s.sm%u.diag", ct->name, sm);
  ds.fp = fopen(dpath, "w");
  nvcg_context_set_diag_handler(t.c, on_diag, &ds);
  ct->build(&t);
  st = nvcg_compile(t.m, &o, &ptx, &len);
  if (ds.fp) fclose(ds.fp);
  snprintf(path, sizeof path, "%s.sm%u.ptx", ct->name, sm);
  if (st == NVCG_OK) {
    FILE *fp = fopen(path, "w");
    if (fp) {
      fwrite(ptx, 1, len, fp);
      fclose(fp);
    }
    nvcg_free(ptx);
  }
  /* status name sm ptx-file check-file expected-status */
  if (report)
    printf("%s %s %u %s/%s %s/%s %s\n", st == NVCG_OK ? "ok" : "error", ct->name, sm, outdir, path, outdir,
         ct->mode ? dpath : path, ct->mode == 1 ? "error" : "ok");
  nvcg_builder_destroy(t.b);
  nvcg_context_destroy(t.c);
  return st == NVCG_OK;
}

/* Writes an execution test's PTX (at -O2 and -O0, sm_75), its nvcgrun arguments and the
 * expected dump; prints "exec NAME OPT PTX ARGS-FILE EXPECTED-FILE". */
static void run_exec(const cg_exec *ce, int opt, const char *outdir) {
  cg_test ct;
  char name[128], path[256];
  FILE *fp;
  snprintf(name, sizeof name, "%s.O%d", ce->name, opt);
  ct.name = name;
  ct.build = ce->build;
  ct.min_sm = 75;
  ct.mode = 0;
  exec_opt_level = opt;
  run_one(&ct, 75, outdir, 0);
  snprintf(path, sizeof path, "%s.args", ce->name);
  fp = fopen(path, "w");
  if (fp) {
    fprintf(fp, "%s\n", ce->args);
    fclose(fp);
  }
  snprintf(path, sizeof path, "%s.expected", ce->name);
  fp = fopen(path, "w");
  if (fp) {
    ce->expect(fp);
    fclose(fp);
  }
  printf("exec %s %d %s/%s.sm75.ptx %s/%s.args %s/%s.expected\n", ce->name, opt, outdir, name, outdir, ce->name, outdir,
         ce->name);
}

int main(int argc, char **argv) {
  unsigned i, k;
  if (argc < 2) {
    fprintf(stderr, "usage: cg_tests OUTDIR [test]\n");
    return 2;
  }
  if (chdir(argv[1]) != 0) {
    perror(argv[1]);
    return 2;
  }
  for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
    if (argc > 2 && strcmp(argv[2], tests[i].name)) continue;
    for (k = 0; k < sizeof targets / sizeof targets[0]; k++)
      if (targets[k] >= tests[i].min_sm) run_one(&tests[i], targets[k], argv[1], 1);
  }
  for (i = 0; i < sizeof exec_tests / sizeof exec_tests[0]; i++) {
    if (argc > 2 && strcmp(argv[2], exec_tests[i].name)) continue;
    run_exec(&exec_tests[i], 2, argv[1]);
    run_exec(&exec_tests[i], 0, argv[1]);
  }
  return 0;
}
