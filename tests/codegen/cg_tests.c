/* cg_tests.c -- code-generation tests built with the builder API (until the .ll reader
 * lands, after which they move to tests/lit/codegen/, as .ll files). Each test builds a module,
 * compiles it for every target in the list its features exist on, and writes the PTX to
 * OUTDIR/<test>.sm<N>.ptx (or the diagnostics to OUTDIR/<test>.sm<N>.diag for tests that
 * expect compilation to fail). tests/suites/60-codegen.sh runs FileCheck on the first
 * target's output with the test's name in capitals as the check prefix (the check lines
 * are the comments next to each test below) and ptxas on every PTX file.
 *
 *   cg_tests OUTDIR [test-name]
 * prints one line per test and target: "ok NAME SM FILE" or "error NAME SM FILE". */
#define NVCG_IMPLEMENTATION
#include "../../nvcg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* SAXPY_O0-LABEL: .visible .entry saxpy(
 * SAXPY_O0: mul.lo.s32
 * SAXPY_O0: add.s32
 * SAXPY_O0: cvt.s64.s32
 * SAXPY_O0: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 2;
 * SAXPY_O0: mul.f32
 * SAXPY_O0: add.f32
 * SAXPY_O0-NOT: fma
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

/* COMPARE-LABEL: .entry compare(
 * COMPARE-DAG: setp.eq.s32
 * COMPARE-DAG: setp.ne.s32
 * COMPARE-DAG: setp.gt.u32
 * COMPARE-DAG: setp.le.s32
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

/* SWAP_PHI-LABEL: .entry swap_phi(
 * SWAP_PHI: $L__BB{{[0-9]+}}_1:
 * SWAP_PHI: mov.u32 [[A:%r[0-9]+]], [[TA:%r[0-9]+]];
 * SWAP_PHI: mov.u32 [[B:%r[0-9]+]], [[TB:%r[0-9]+]];
 * SWAP_PHI: mov.u32 [[TA]], [[B]];
 * SWAP_PHI: mov.u32 [[TB]], [[A]];
 * SWAP_PHI: bra
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

/* SWITCH-LABEL: .entry switch_(
 * SWITCH-DAG: setp.eq.s32 [[P1:%p[0-9]+]], [[V:%r[0-9]+]], 1;
 * SWITCH-DAG: setp.eq.s32 [[P7:%p[0-9]+]], [[V]], 7;
 * SWITCH-DAG: setp.eq.s32 [[P9:%p[0-9]+]], [[V]], 9;
 * SWITCH: @[[P1]] bra [[L1:\$L__BB[0-9_]+]];
 * SWITCH: @[[P7]] bra [[L7:\$L__BB[0-9_]+]];
 * SWITCH: @[[P9]] bra [[L9:\$L__BB[0-9_]+]];
 * SWITCH: bra.uni [[LD:\$L__BB[0-9_]+]];
 * SWITCH: [[L1]]:
 * SWITCH-NEXT: mov.u32 [[T:%r[0-9]+]], 10;
 * SWITCH: mov.u32 [[T]], -1;
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
  nvcg_switch_add_case(sw, CI(t, 32, 7), b7);
  nvcg_switch_add_case(sw, CI(t, 32, 9), b9);
  nvcg_switch_add_case(sw, CI(t, 32, 11), b9);
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

/* ---- the table ---- */

typedef struct cg_test {
  const char *name;
  void (*build)(T *t);
  unsigned min_sm;
  int expect_error;
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

static int run_one(const cg_test *ct, unsigned sm, const char *outdir) {
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
  nvcg_options_init(&o);
  o.sm = sm;
  o.verify_each = 1;
  t.o = &o;
  snprintf(dpath, sizeof dpath, "%s/%s.sm%u.diag", outdir, ct->name, sm);
  ds.fp = fopen(dpath, "w");
  nvcg_context_set_diag_handler(t.c, on_diag, &ds);
  ct->build(&t);
  st = nvcg_compile(t.m, &o, &ptx, &len);
  if (ds.fp) fclose(ds.fp);
  snprintf(path, sizeof path, "%s/%s.sm%u.ptx", outdir, ct->name, sm);
  if (st == NVCG_OK) {
    FILE *fp = fopen(path, "w");
    if (fp) {
      fwrite(ptx, 1, len, fp);
      fclose(fp);
    }
    nvcg_free(ptx);
    printf("ok %s %u %s\n", ct->name, sm, path);
  } else {
    printf("error %s %u %s\n", ct->name, sm, dpath);
  }
  nvcg_builder_destroy(t.b);
  nvcg_context_destroy(t.c);
  return st == NVCG_OK;
}

int main(int argc, char **argv) {
  unsigned i, k;
  if (argc < 2) {
    fprintf(stderr, "usage: cg_tests OUTDIR [test]\n");
    return 2;
  }
  for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
    if (argc > 2 && strcmp(argv[2], tests[i].name)) continue;
    for (k = 0; k < sizeof targets / sizeof targets[0]; k++)
      if (targets[k] >= tests[i].min_sm) run_one(&tests[i], targets[k], argv[1]);
  }
  return 0;
}
