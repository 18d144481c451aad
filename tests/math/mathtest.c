/* mathtest.c -- checks nvcg's device math library (nvcg_math_library_ll) function by
 * function: a kernel out[i] = __nv_F(in[i]) is put in one module with the library, run
 * on nvcgrun's IR interpreter and, compiled by nvcg, on its PTX emulator; the two must
 * agree bit for bit (any NaN equals any NaN), and every result is compared with the
 * correctly rounded value MPFR computes (128 bits). The error is CUDA's measure: the
 * number of floats between the result and the correctly rounded one. A function fails
 * when it exceeds CUDA 13's documented bound (CUDA C++ Programming Guide, mathematical
 * functions appendix), returns a NaN where the value is a number or the reverse, or a
 * zero of the wrong sign.
 *
 * Inputs per function: every special value (zeros, infinities, NaN, subnormal and normal
 * extremes, the function's overflow/underflow thresholds), arguments near the hard cases
 * (multiples of pi/2 for the trigonometric functions, 1 for the logarithms, the poles),
 * random floats over the whole range (uniform bit patterns) and random floats in the
 * function's interesting range; deterministic from --seed.
 *
 *   mathtest [--n N] [--seed S] [--ftz] [--sm SM] [--only F1,F2] [--table] [--kernels DIR]
 *
 * --kernels DIR writes, per function, DIR/F.kernel.ll (the kernel alone, calling the
 * declared __nv_F: for libNVVM with libdevice) and DIR/F.nvcg.ll (kernel and library)
 * and runs nothing (tests/bench/math.sh compares the two).
 *
 * Prints one "PASS: math/F" / "FAIL: math/F (why)" line per function (tests/run.sh's
 * protocol); --table adds per function the max error, CUDA's bound and the PTX
 * instructions executed per call (the emulator's count, less the kernel's own). */
#define _POSIX_C_SOURCE 200809L
#include "nvcg.h"
#include "runner.h"
#include <math.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*mpfr_f1)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
typedef int (*mpfr_f2)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);

enum { K_UNARY, K_BINARY, K_SINCOS };

typedef struct fn_row {
  const char *name;  /* libdevice name without __nv_ */
  int kind;
  double bound;      /* CUDA 13's max ulp error */
  mpfr_f1 f1;        /* unary reference; sincos: sin */
  mpfr_f2 f2;        /* binary reference (atan2: (y, x)) */
  float range;       /* random arguments also drawn from [-range, range] */
  float hard[8];     /* arguments near which results are hard (and thresholds) */
} fn_row;

static int ref_sincos_cos(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { return mpfr_cos(r, x, m); }
static int ref_floor(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { (void)m; return mpfr_floor(r, x); }
static int ref_ceil(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { (void)m; return mpfr_ceil(r, x); }
static int ref_trunc(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { (void)m; return mpfr_trunc(r, x); }
static int ref_round(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) { (void)m; return mpfr_round(r, x); }
/* CUDA (and IEEE 754's rSqrt): rsqrt(-0) = -inf; MPFR gives +inf */
static int ref_rsqrt(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) {
  if (mpfr_zero_p(x)) return mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1), 0;
  return mpfr_rec_sqrt(r, x, m);
}
/* the sign bit of y, a NaN's included */
static int ref_copysign(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t m) { return mpfr_setsign(r, x, mpfr_signbit(y), m); }
static int ref_saturate(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t m) {
  if (mpfr_nan_p(x) || mpfr_sgn(x) < 0) return mpfr_set_zero(r, 1), 0;
  if (mpfr_cmp_ui(x, 1) > 0) return mpfr_set_ui(r, 1, m);
  return mpfr_set(r, x, m);
}

static const fn_row fns[] = {
    {"expf", K_UNARY, 2, mpfr_exp, NULL, 100, {88.7228394f, 88.7228317f, -87.3365479f, -103.278931f, -103.972076f, 0.5f}},
    {"exp2f", K_UNARY, 2, mpfr_exp2, NULL, 160, {128.0f, 127.999992f, -126.0f, -149.0f, -150.0f, 0.5f}},
    {"exp10f", K_UNARY, 2, mpfr_exp10, NULL, 50, {38.5318394f, 38.5318337f, -37.9297829f, -44.8534698f, -45.1544952f, 1.0f}},
    {"expm1f", K_UNARY, 1, mpfr_expm1, NULL, 100, {88.7228394f, -17.3286800f, -16.6355324f, 0.346573591f, -0.346573591f, 1e-8f}},
    {"logf", K_UNARY, 1, mpfr_log, NULL, 1e6f, {1.0f, 0.999999940f, 1.00000012f, 0.707106769f, 1.41421354f, 2.0f}},
    {"log2f", K_UNARY, 1, mpfr_log2, NULL, 1e6f, {1.0f, 0.999999940f, 1.00000012f, 0.707106769f, 1.41421354f, 2.0f}},
    {"log10f", K_UNARY, 2, mpfr_log10, NULL, 1e6f, {1.0f, 0.999999940f, 1.00000012f, 10.0f, 0.707106769f, 1.41421354f}},
    {"log1pf", K_UNARY, 1, mpfr_log1p, NULL, 4, {-0.292893231f, 0.414213568f, -0.999999940f, -1.0f, 1e-8f, 3.0f}},
    {"sinf", K_UNARY, 2, mpfr_sin, NULL, 1e4f, {1.57079637f, 3.14159274f, 4.71238899f, 131072.0f, 131071.992f, 1e30f}},
    {"cosf", K_UNARY, 2, mpfr_cos, NULL, 1e4f, {1.57079637f, 3.14159274f, 4.71238899f, 131072.0f, 131071.992f, 1e30f}},
    {"tanf", K_UNARY, 4, mpfr_tan, NULL, 1e4f, {1.57079637f, 0.785398185f, 4.71238899f, 131072.0f, 131071.992f, 1e30f}},
    {"sincosf", K_SINCOS, 2, mpfr_sin, NULL, 1e4f, {1.57079637f, 3.14159274f, 4.71238899f, 131072.0f, 1e30f}},
    {"atanf", K_UNARY, 2, mpfr_atan, NULL, 20, {1.0f, 0.999999940f, 1.00000012f, 1e8f}},
    {"atan2f", K_BINARY, 3, NULL, mpfr_atan2, 20, {1.0f, 0.0f}},
    {"asinf", K_UNARY, 2, mpfr_asin, NULL, 1.1f, {0.5f, 0.500000060f, 0.999999940f, 1.0f}},
    {"acosf", K_UNARY, 2, mpfr_acos, NULL, 1.1f, {0.5f, 0.500000060f, 0.999999940f, 1.0f, -0.999999940f}},
    {"sinhf", K_UNARY, 3, mpfr_sinh, NULL, 95, {1.0f, 9.0f, 89.4159851f, 89.4159775f}},
    {"coshf", K_UNARY, 2, mpfr_cosh, NULL, 95, {1.0f, 9.0f, 89.4159851f, 89.4159775f}},
    {"tanhf", K_UNARY, 2, mpfr_tanh, NULL, 12, {0.55f, 0.549999952f, 9.01091290f, 1e-20f}},
    {"erff", K_UNARY, 2, mpfr_erf, NULL, 5, {1.0f, 0.999999940f, 3.95f, 3.92f, 2.0f, 4.0f}},
    {"erfcf", K_UNARY, 4, mpfr_erfc, NULL, 11, {0.5f, 1.0f, 2.0f, 4.0f, 10.0f, 10.0546875f, -4.0f, 10.1f}},
    {"fmodf", K_BINARY, 0, NULL, mpfr_fmod, 1e6f, {1.0f, 0x1p-149f, 3.0f}},
    {"remainderf", K_BINARY, 0, NULL, mpfr_remainder, 1e6f, {1.0f, 0x1p-149f, 3.0f}},
    {"fabsf", K_UNARY, 0, mpfr_abs, NULL, 10, {0}},
    {"copysignf", K_BINARY, 0, NULL, ref_copysign, 10, {0}},
    {"fminf", K_BINARY, 0, NULL, mpfr_min, 10, {0}},
    {"fmaxf", K_BINARY, 0, NULL, mpfr_max, 10, {0}},
    {"fdimf", K_BINARY, 0, NULL, mpfr_dim, 10, {0}},
    {"floorf", K_UNARY, 0, ref_floor, NULL, 1e7f, {0.5f, 1.5f, 8388607.5f}},
    {"ceilf", K_UNARY, 0, ref_ceil, NULL, 1e7f, {0.5f, 1.5f, 8388607.5f}},
    {"truncf", K_UNARY, 0, ref_trunc, NULL, 1e7f, {0.5f, 1.5f, 8388607.5f}},
    {"roundf", K_UNARY, 0, ref_round, NULL, 1e7f, {0.5f, 1.5f, 2.5f, 8388607.5f, 0.49999997f}},
    {"rintf", K_UNARY, 0, mpfr_rint, NULL, 1e7f, {0.5f, 1.5f, 2.5f, 8388607.5f}},
    {"nearbyintf", K_UNARY, 0, mpfr_rint, NULL, 1e7f, {0.5f, 1.5f, 2.5f, 8388607.5f}},
    {"sqrtf", K_UNARY, 0, mpfr_sqrt, NULL, 1e6f, {1.0f, 2.0f, 0x1p-149f}},
    {"rsqrtf", K_UNARY, 2, ref_rsqrt, NULL, 1e6f, {1.0f, 2.0f, 0x1p-149f}},
    {"saturatef", K_UNARY, 0, ref_saturate, NULL, 2, {1.0f, 0.0f}},
};

/* ---------------------------------------------------------------- inputs */

static uint64_t rng_next(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static float u2f(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint32_t f2u(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static const uint32_t specials[] = {
    0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u, 0x7fa00000u,
    0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu, 0x00800000u, 0x80800000u, 0x7f7fffffu,
    0xff7fffffu, 0x3f800000u, 0xbf800000u, 0x3f000000u, 0xbf000000u, 0x40000000u, 0xc0000000u,
    0x33800000u, 0xb3800000u, 0x4b000000u, 0xcb000000u, 0x4f000000u, 0x5f000000u, 0x0c000000u};
#define NSPECIAL (sizeof specials / sizeof specials[0])

/* arguments for one function: n values (x; y for binary ones) */
static void make_inputs(const fn_row *f, uint32_t n, uint64_t seed, float *x, float *y) {
  uint64_t s = seed;
  uint32_t i = 0, k, h;
  /* specials, and specials crossed for binary functions */
  if (f->kind == K_BINARY) {
    for (k = 0; k < NSPECIAL && i < n; k++)
      for (h = 0; h < NSPECIAL && i < n; h++, i++) {
        x[i] = u2f(specials[k]);
        y[i] = u2f(specials[h]);
      }
  } else {
    for (k = 0; k < NSPECIAL && i < n; k++, i++) x[i] = u2f(specials[k]);
  }
  /* hard points and their neighbours, both signs */
  for (k = 0; k < 8 && i < n; k++) {
    int d;
    if (f->hard[k] == 0.0f && k) continue;
    for (d = -16; d <= 16 && i + 1 < n; d++) {
      uint32_t b = f2u(f->hard[k]) + (uint32_t)d;
      x[i] = u2f(b);
      x[i + 1] = -u2f(b);
      if (y) y[i] = 1.0f, y[i + 1] = -1.0f;
      i += 2;
    }
  }
  /* multiples of pi/2 for the trigonometric functions: the closest floats */
  if (!strcmp(f->name, "sinf") || !strcmp(f->name, "cosf") || !strcmp(f->name, "tanf") || !strcmp(f->name, "sincosf")) {
    for (k = 1; i + 2 < n && k < n / 8; k++) {
      double m = (double)(rng_next(&s) % (k < n / 16 ? 200000u : 0x7fffffffu)) * 1.5707963267948966;
      float v = (float)m;
      x[i++] = v;
      x[i++] = u2f(f2u(v) + 1);
      x[i++] = -u2f(f2u(v) - 1);
    }
  }
  for (; i < n; i++) {
    uint64_t r = rng_next(&s);
    float v;
    switch (r & 3) {
    case 0: /* any float */
    case 1: v = u2f((uint32_t)(r >> 32)); break;
    case 2: v = (float)((double)(int64_t)(r >> 11) / 9007199254740992.0 * f->range); break;
    default: v = (float)(((double)(r >> 11) / 9007199254740992.0) * 2.0 - 1.0) * (float)ldexp(1.0, (int)(r >> 58) - 24); break;
    }
    x[i] = v;
    if (y) {
      uint64_t q = rng_next(&s);
      y[i] = (q & 1) ? u2f((uint32_t)(q >> 32)) : (float)((double)(int64_t)(q >> 11) / 9007199254740992.0 * f->range);
    }
  }
}

/* ---------------------------------------------------------------- the kernel module */

static void kernel_text(const fn_row *f, char *buf, size_t size) {
  const char *head =
      "define void @k(float addrspace(1)* %in, float addrspace(1)* %in2, float addrspace(1)* %out, float addrspace(1)* %out2, i32 %n) {\n"
      "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
      "  %b = mul i32 %cta, %nt\n"
      "  %i = add i32 %b, %tid\n"
      "  %ok = icmp ult i32 %i, %n\n"
      "  br i1 %ok, label %go, label %done\n"
      "go:\n"
      "  %w = zext i32 %i to i64\n"
      "  %p = getelementptr float, float addrspace(1)* %in, i64 %w\n"
      "  %x = load float, float addrspace(1)* %p\n"
      "  %p2 = getelementptr float, float addrspace(1)* %in2, i64 %w\n"
      "  %x2 = load float, float addrspace(1)* %p2\n"
      "  %q = getelementptr float, float addrspace(1)* %out, i64 %w\n"
      "  %q2 = getelementptr float, float addrspace(1)* %out2, i64 %w\n";
  const char *tail =
      "  br label %done\n"
      "done:\n"
      "  ret void\n"
      "}\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
      "!nvvm.annotations = !{!0}\n"
      "!0 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32)* @k, !\"kernel\", i32 1}\n";
  char call[512];
  if (!f) /* the kernel alone: its instruction count is subtracted */
    snprintf(call, sizeof call, "  store float %%x, float addrspace(1)* %%q\n");
  else if (f->kind == K_UNARY)
    snprintf(call, sizeof call, "  %%y = call float @__nv_%s(float %%x)\n  store float %%y, float addrspace(1)* %%q\n", f->name);
  else if (f->kind == K_BINARY)
    snprintf(call, sizeof call, "  %%y = call float @__nv_%s(float %%x, float %%x2)\n  store float %%y, float addrspace(1)* %%q\n",
             f->name);
  else
    snprintf(call, sizeof call,
             "  %%g = addrspacecast float addrspace(1)* %%q to float*\n"
             "  %%g2 = addrspacecast float addrspace(1)* %%q2 to float*\n"
             "  call void @__nv_%s(float %%x, float* %%g, float* %%g2)\n",
             f->name);
  snprintf(buf, size, "%s%s%s", head, call, tail);
}

static void diag_quiet(const nvcg_diagnostic *d, void *user) {
  (void)user;
  if (d->severity == NVCG_SEV_ERROR)
    fprintf(stderr, "mathtest: %s:%u:%u: %s\n", d->file ? d->file : "", d->line, d->col, d->message);
}

/* The library and the kernel in one module (the linking step's job in a compilation). */
static nvcg_module *load_module(nvcg_context *ctx, const char *lib, size_t liblen, const char *kern) {
  size_t kl = strlen(kern);
  char *text = (char *)malloc(liblen + kl + 2);
  nvcg_module *m = NULL;
  memcpy(text, lib, liblen);
  text[liblen] = '\n';
  memcpy(text + liblen + 1, kern, kl + 1);
  if (nvcg_parse_ll(ctx, text, liblen + kl + 1, "mathtest.ll", &m) != NVCG_OK) m = NULL;
  free(text);
  return m;
}

typedef struct run_cfg {
  int ftz;
  unsigned sm;
} run_cfg;

/* Runs the kernel on one engine; out (and out2) receive n floats. Returns the
 * instruction count, or -1 on failure. */
static long long run_engine(const char *engine, const void *irmod, const char *ptx, const run_cfg *c, const float *x,
                            const float *y, uint32_t n, float *out, float *out2) {
  nr_arg a[5];
  nr_launch L;
  char err[512];
  int i, rc;
  memset(a, 0, sizeof a);
  memset(&L, 0, sizeof L);
  for (i = 0; i < 4; i++) {
    a[i].is_buf = 1;
    a[i].type = NR_F32;
    a[i].count = n;
    a[i].init = NR_INIT_ZERO;
  }
  a[0].init_bytes = (const uint8_t *)x;
  a[1].init_bytes = (const uint8_t *)(y ? y : x);
  a[4].type = NR_I32;
  a[4].bits = n;
  L.engine = engine;
  L.file = "mathtest";
  L.ir_module = irmod;
  L.text = ptx ? ptx : ""; /* the ir engine takes the module (ir_module) */
  L.text_len = ptx ? strlen(ptx) : 0;
  L.kernel = "k";
  L.grid[0] = (n + 127) / 128;
  L.grid[1] = L.grid[2] = 1;
  L.block[0] = 128;
  L.block[1] = L.block[2] = 1;
  L.args = a;
  L.nargs = 5;
  L.ftz = c->ftz;
  L.sm = c->sm;
  rc = nr_run(&L, err, sizeof err);
  if (rc) {
    fprintf(stderr, "mathtest: %s engine: %s\n", engine, err);
    nr_free_results(&L);
    return -1;
  }
  memcpy(out, a[2].data, (size_t)n * 4);
  memcpy(out2, a[3].data, (size_t)n * 4);
  nr_free_results(&L);
  return (long long)L.insns;
}

/* ---------------------------------------------------------------- reference and error */

static int is_sub(float v) { return v != 0.0f && fabsf(v) < 0x1p-126f; }

/* monotone integer image of a float: floats between a and b = |ord(a) - ord(b)| */
static int64_t ord(float v) {
  uint32_t u = f2u(v);
  return (u >> 31) ? -(int64_t)(u & 0x7fffffffu) : (int64_t)u;
}

#define BAD 1e9

/* CUDA's error of y against the exact value ref: floats between y and RN(ref). */
static double ulp_error(float y, mpfr_srcptr ref, int ftz) {
  float cr;
  double d;
  if (mpfr_nan_p(ref)) return isnan(y) ? 0 : BAD;
  if (isnan(y)) return BAD;
  cr = mpfr_get_flt(ref, MPFR_RNDN);
  if (cr == 0.0f && y == 0.0f) return signbit(cr) == signbit(y) || !mpfr_zero_p(ref) ? 0 : BAD;
  if (ftz && (is_sub(cr) || (cr == 0.0f && !mpfr_zero_p(ref))) && y == 0.0f) return !signbit(y) == !(mpfr_sgn(ref) < 0) ? 0 : BAD;
  d = (double)llabs(ord(y) - ord(cr));
  return d;
}

typedef struct fn_result {
  double max_err;
  float worst_x, worst_y, worst_got;
  long long insns;
  int mismatch;  /* ir and ptx engines differ */
  uint32_t mism_i;
  int bad_ret;
} fn_result;

static int check_fn(const fn_row *f, const char *lib, size_t liblen, const run_cfg *c, uint32_t n, uint64_t seed,
                    long long base_insns, fn_result *res, int verbose) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m1, *m2;
  char kern[4096];
  char *ptx = NULL;
  nvcg_options o;
  float *x = (float *)calloc(n, 4), *y = (float *)calloc(n, 4);
  float *o1 = (float *)calloc(n, 4), *o1b = (float *)calloc(n, 4), *o2 = (float *)calloc(n, 4), *o2b = (float *)calloc(n, 4);
  mpfr_t mx, my, mr;
  uint32_t i;
  int ok = 1;
  long long ins;
  memset(res, 0, sizeof *res);
  nvcg_context_set_diag_handler(ctx, diag_quiet, NULL);
  kernel_text(f, kern, sizeof kern);
  m1 = load_module(ctx, lib, liblen, kern);
  m2 = load_module(ctx, lib, liblen, kern);
  nvcg_options_init(&o);
  o.sm = c->sm;
  o.ftz = c->ftz;
  if (!m1 || !m2 || nvcg_compile(m2, &o, &ptx, NULL) != NVCG_OK) {
    printf("FAIL: math/%s%s (the module does not compile)\n", f->name, c->ftz ? "-ftz" : "");
    ok = 0;
    goto out;
  }
  make_inputs(f, n, seed, x, f->kind == K_BINARY ? y : NULL);
  if (run_engine("ir", m1, NULL, c, x, y, n, o1, o1b) < 0 || (ins = run_engine("ptx", NULL, ptx, c, x, y, n, o2, o2b)) < 0) {
    printf("FAIL: math/%s%s (an engine failed)\n", f->name, c->ftz ? "-ftz" : "");
    ok = 0;
    goto out;
  }
  res->insns = ins - base_insns;
  for (i = 0; i < n; i++) {
    int same = (isnan(o1[i]) && isnan(o2[i])) || f2u(o1[i]) == f2u(o2[i]);
    int same2 = f->kind != K_SINCOS || (isnan(o1b[i]) && isnan(o2b[i])) || f2u(o1b[i]) == f2u(o2b[i]);
    if (!same || !same2) {
      if (!res->mismatch) res->mism_i = i;
      res->mismatch++;
    }
  }
  mpfr_inits2(128, mx, my, mr, (mpfr_ptr)0);
  for (i = 0; i < n; i++) {
    float xi = x[i], yi = y[i];
    double e, e2 = 0;
    if (c->ftz && is_sub(xi)) xi = copysignf(0.0f, xi);
    if (c->ftz && is_sub(yi)) yi = copysignf(0.0f, yi);
    mpfr_set_flt(mx, xi, MPFR_RNDN);
    mpfr_set_flt(my, yi, MPFR_RNDN);
    if (f->f2 == ref_copysign) mpfr_set_flt(mr, copysignf(xi, yi), MPFR_RNDN); /* exact; MPFR drops NaN signs */
    else if (f->kind == K_BINARY) f->f2(mr, mx, my, MPFR_RNDN);
    else f->f1(mr, mx, MPFR_RNDN);
    e = ulp_error(o2[i], mr, c->ftz);
    if (f->kind == K_SINCOS) {
      ref_sincos_cos(mr, mx, MPFR_RNDN);
      e2 = ulp_error(o2b[i], mr, c->ftz);
      if (e2 > e) e = e2;
    }
    if (e > res->max_err || (e == BAD && !res->bad_ret)) {
      if (e == BAD) res->bad_ret = 1;
      res->max_err = e;
      res->worst_x = x[i];
      res->worst_y = y[i];
      res->worst_got = (f->kind == K_SINCOS && e2 == e) ? o2b[i] : o2[i];
    }
  }
  mpfr_clears(mx, my, mr, (mpfr_ptr)0);
  {
    const char *nm = f->name;
    const char *md = c->ftz ? "-ftz" : "";
    char ybuf[64] = "";
    if (f->kind == K_BINARY) snprintf(ybuf, sizeof ybuf, ", y=%a", (double)res->worst_y);
    if (res->mismatch)
      printf("FAIL: math/%s%s (ir and ptx engines differ on %d inputs, first x=%a: %a vs %a)\n", nm, md, res->mismatch,
             (double)x[res->mism_i], (double)o1[res->mism_i], (double)o2[res->mism_i]);
    else if (res->bad_ret)
      printf("FAIL: math/%s%s (wrong special result: f(%a%s) = %a)\n", nm, md, (double)res->worst_x, ybuf, (double)res->worst_got);
    else if (res->max_err > f->bound)
      printf("FAIL: math/%s%s (%.0f ulp at x=%a%s, got %a; CUDA's bound is %.0f)\n", nm, md, res->max_err,
             (double)res->worst_x, ybuf, (double)res->worst_got, f->bound);
    else if (verbose)
      printf("PASS: math/%s%s (%u inputs, max %.0f ulp at x=%a, bound %.0f, %lld PTX instructions per call)\n", nm, md, n,
             res->max_err, (double)res->worst_x, f->bound, n ? res->insns / (long long)n : 0);
    else
      printf("PASS: math/%s%s\n", nm, md);
    ok = !res->mismatch && !res->bad_ret && res->max_err <= f->bound;
  }
out:
  nvcg_free(ptx);
  free(x), free(y), free(o1), free(o1b), free(o2), free(o2b);
  nvcg_context_destroy(ctx);
  return ok;
}

/* instructions the kernel executes without a call (out[i] = in[i]) */
static long long base_count(const char *lib, size_t liblen, const run_cfg *c, uint32_t n) {
  nvcg_context *ctx = nvcg_context_create();
  char kern[4096];
  char *ptx = NULL;
  nvcg_module *m;
  nvcg_options o;
  float *x = (float *)calloc(n, 4), *a = (float *)calloc(n, 4), *b = (float *)calloc(n, 4);
  long long r = 0;
  kernel_text(NULL, kern, sizeof kern);
  m = load_module(ctx, lib, liblen, kern);
  nvcg_options_init(&o);
  o.sm = c->sm;
  if (m && nvcg_compile(m, &o, &ptx, NULL) == NVCG_OK) r = run_engine("ptx", NULL, ptx, c, x, NULL, n, a, b);
  nvcg_free(ptx);
  free(x), free(a), free(b);
  nvcg_context_destroy(ctx);
  return r < 0 ? 0 : r;
}

int main(int argc, char **argv) {
  uint32_t n = 2000;
  uint64_t seed = 1;
  run_cfg c = {0, 80};
  const char *only = NULL, *kdir = NULL;
  int i, verbose = 0, failed = 0;
  size_t liblen;
  char *lib;
  long long base;
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--n") && i + 1 < argc) n = (uint32_t)strtoul(argv[++i], NULL, 0);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 0);
    else if (!strcmp(argv[i], "--sm") && i + 1 < argc) c.sm = (unsigned)strtoul(argv[++i], NULL, 0);
    else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
    else if (!strcmp(argv[i], "--ftz")) c.ftz = 1;
    else if (!strcmp(argv[i], "--table")) verbose = 1;
    else if (!strcmp(argv[i], "--kernels") && i + 1 < argc) kdir = argv[++i];
    else {
      fprintf(stderr, "usage: mathtest [--n N] [--seed S] [--ftz] [--sm SM] [--only F1,F2] [--table]\n");
      return 2;
    }
  }
  if (n < 1000) n = 1000;
  lib = nvcg_math_library_ll(&liblen);
  if (kdir) {
    for (i = 0; i < (int)(sizeof fns / sizeof fns[0]); i++) {
      char kern[4096], path[1024];
      FILE *fk, *fn;
      const char *decl = fns[i].kind == K_UNARY ? "declare float @__nv_%s(float)\n"
                         : fns[i].kind == K_BINARY ? "declare float @__nv_%s(float, float)\n"
                                                  : "declare void @__nv_%s(float, float*, float*)\n";
      kernel_text(&fns[i], kern, sizeof kern);
      snprintf(path, sizeof path, "%s/%s.kernel.ll", kdir, fns[i].name);
      fk = fopen(path, "w");
      snprintf(path, sizeof path, "%s/%s.nvcg.ll", kdir, fns[i].name);
      fn = fopen(path, "w");
      if (!fk || !fn) {
        fprintf(stderr, "mathtest: cannot write %s\n", path);
        return 2;
      }
      fprintf(fk, "target triple = \"nvptx64-nvidia-cuda\"\ntarget datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n%s", kern);
      fprintf(fk, decl, fns[i].name);
      fprintf(fk, "!nvvmir.version = !{!9}\n!9 = !{i32 2, i32 0}\n");
      fprintf(fn, "%s\n%s", lib, kern);
      fclose(fk);
      fclose(fn);
    }
    nvcg_free(lib);
    return 0;
  }
  base = verbose ? base_count(lib, liblen, &c, n) : 0;
  for (i = 0; i < (int)(sizeof fns / sizeof fns[0]); i++) {
    fn_result r;
    if (only) {
      const char *p = strstr(only, fns[i].name);
      size_t l = strlen(fns[i].name);
      if (!p || (p != only && p[-1] != ',') || (p[l] && p[l] != ',')) continue;
    }
    if (!check_fn(&fns[i], lib, liblen, &c, n, seed + (uint64_t)i, base, &r, verbose)) failed++;
    fflush(stdout);
  }
  nvcg_free(lib);
  return failed ? 1 : 0;
}
