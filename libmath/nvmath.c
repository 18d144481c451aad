/* nvmath.c -- nvcg's device math library: the CUDA math functions under libdevice's
 * names (__nv_expf, __nv_sinf, ...), written for nvcg in C and compiled at development
 * time by clang 14 for nvptx64 into LLVM IR (libmath/build.sh), which is stripped and
 * embedded in nvcg.h (nvcg_impl/math/library.h) and imported on demand like any library
 * module. Only clang's NVPTX builtins and LLVM intrinsics are used: no CUDA header.
 *
 * Method (see the README's tables for the measured errors): the functions reduce the
 * argument exactly (Cody-Waite with fma; Payne-Hanek with the bits of 2/pi for huge trig
 * arguments), evaluate a near-minimax polynomial (libmath/poly.py prints the
 * coefficients) by Horner's rule with fma, and reconstruct with one final rounding where
 * the error budget needs it. The f64 functions (second half of the file) carry the
 * parts that need it as double-doubles (a value and its rounding error, from fma and
 * 2Sum) so that only the last operation rounds. No .approx instruction is used outside
 * the __nv_fast_* forms (whose point it is), so results are the same bit
 * for bit on every GPU and in nvcgrun's emulator, and the measured errors are the real
 * ones; the exceptions are exp2f (ex2.approx.f32) and rsqrtf (rsqrt.approx.f32), each
 * libdevice's one instruction too, whose error the PTX ISA documents within CUDA's bound
 * (the comments there quote it), rsqrt (rsqrt.approx.f64, libdevice's one instruction,
 * whose bound rests on the CUDA guide's, not the PTX ISA: see there), and the seeds of
 * cbrtf and rcbrtf, of cbrt's and rcbrt's fast paths and of the reciprocal norms' fast
 * path (rsq_dd_fast), whose bound is proved from the PTX ISA's stated errors (see there):
 * their results are the GPU's, not the emulator's.
 *
 * Flush-to-zero: __nvvm_reflect("__CUDA_FTZ") (nvcg's -ftz=1) makes every f32 function
 * read subnormal arguments as zero and return zero for subnormal results, as CUDA's FTZ
 * mode does; the core computations are the same. (The query is spelled __nvcg_reflect
 * here so that clang's own NVVMReflect pass leaves it alone; build.sh renames it.) */

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
typedef long long i64;

extern int __nvcg_reflect(const char *) __attribute__((const));

/* The library's entry points. noinline here keeps clang from copying one into another
 * (cbrtf calls cbrt, erfinv calls log, ...: one body each in nvcg.h); embed.py turns it
 * into alwaysinline, which is what nvcg's import and inliner see. */
#define API __attribute__((noinline))
#define INL static inline __attribute__((always_inline))
#define INF __builtin_inff()
#define NANF __builtin_nanf("")

INL u32 f2u(float x) { union { float f; u32 u; } v; v.f = x; return v.u; }
INL float u2f(u32 x) { union { float f; u32 u; } v; v.u = x; return v.f; }
INL u64 d2u(double x) { union { double f; u64 u; } v; v.f = x; return v.u; }
INL double u2d(u64 x) { union { double f; u64 u; } v; v.u = x; return v.f; }
INL float fmaf_(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
INL float fabsf_(float x) { return __builtin_fabsf(x); }
INL float copysignf_(float x, float y) { return __builtin_copysignf(x, y); }
INL float rintf_(float x) { return __builtin_rintf(x); }

/* FTZ mode: a subnormal becomes a zero of the same sign (mul.rn.ftz by 1). */
INL float ftz(float x) { return __nvcg_reflect("__CUDA_FTZ") ? __nvvm_mul_rn_ftz_f(x, 1.0f) : x; }
INL int ftz_mode(void) { return __nvcg_reflect("__CUDA_FTZ"); }
INL float ex2_approx(float x) { return ftz_mode() ? __nvvm_ex2_approx_ftz_f(x) : __nvvm_ex2_approx_f(x); }

/* v rounded to the nearest integer (|v| < 2^22), as a float and as *n: adding 1.5 * 2^23
 * leaves the integer in the low mantissa bits. No float-to-int conversion: C's is
 * undefined (LLVM poison) for NaN, which the callers pass through. */
INL float round_int(float v, i32 *n) {
  float t = v + 12582912.0f;
  *n = (i32)(f2u(t) - 0x4b400000u);
  return t - 12582912.0f;
}

/* 2^n for n in [-126, 127] */
INL float pow2i(i32 n) { return u2f((u32)(n + 127) << 23); }

/* p * 2^n for p in [0.7, 1.5] (or NaN) and n in [-152, 130]: exact when the result is
 * normal, rounded once when it is subnormal, infinite past the range. */
INL float scale2(float p, i32 n) {
  if ((u32)(n + 125) <= 252u) return u2f(f2u(p) + ((u32)n << 23));
  {
    i32 h = n >> 1;
    return (p * pow2i(h)) * pow2i(n - h);
  }
}

/* ------------------------------------------------------------------ exponentials */

#define LN2_HI 6.93147182e-1f   /* float(ln 2) */
#define LN2_LO -1.90465421e-9f  /* ln 2 - LN2_HI */
#define LOG2E 1.44269502e+0f

/* e^r - 1 - r = r^2 P(r), |r| <= ln2/2 */
INL float expm1_poly(float r) {
  float p = fmaf_(1.392659814e-03f, r, 8.363510917e-03f);
  p = fmaf_(p, r, 4.166655211e-02f);
  p = fmaf_(p, r, 1.666657499e-01f);
  p = fmaf_(p, r, 5.000000000e-01f);
  return fmaf_(r * r, p, r);
}

/* e^(x + lo) * 2^adj, the small term lo added after the exact reduction of x. */
INL float exp_scaled_lo(float x, float lo, i32 adj) {
  float j, r;
  if (x > 100.0f) x = 100.0f;   /* overflows in scale2; NaN compares false and stays */
  if (x < -110.0f) x = -110.0f;
  i32 n;
  j = round_int(x * LOG2E, &n);
  r = fmaf_(j, -LN2_HI, x);
  r = fmaf_(j, -LN2_LO, r) + lo;
  return scale2(1.0f + expm1_poly(r), n + adj);
}

/* e^x * 2^adj */
INL float exp_scaled(float x, i32 adj) {
  float j, r;
  if (x > 100.0f) x = 100.0f;
  if (x < -110.0f) x = -110.0f;
  i32 n;
  j = round_int(x * LOG2E, &n);
  r = fmaf_(j, -LN2_HI, x);
  r = fmaf_(j, -LN2_LO, r);
  return scale2(1.0f + expm1_poly(r), n + adj);
}

/* The fast paths of expf, exp10f and coshf, for |x| < 86.5 (exp10f: 37.5), where the
 * result is normal: e^x = 2^n e^r, n = rint(x log2 e) in [-125, 125], r = x - n ln2 by
 * Cody-Waite (r1 = x - n LN2_HI is exact: both are multiples of 2^-25 and |r1| < 0.35;
 * one rounding of r1 - n LN2_LO, 2^-26 absolute), |r| <= ln2/2 + 2^-9; e^r = 1 + r Q(r)
 * (poly.py expq_f, degree 5, 2^-26.5 relative after rounding the coefficients), Horner
 * with fma, the last step rounding once: within 0.5 + 0.2 (Q's rounding times |r|) + 0.1
 * (the fit) + 0.25 (r's rounding) ulp; then 2^n goes into the exponent field exactly.
 * s = 0.5 gives e^x / 2 (the coefficients halved, exact). No clamps: the range test is
 * the branch to the general path (which NaN takes too). */
INL float exp_fast(float x, float s) {
  float j = rintf_(x * LOG2E), r, q;
  i32 n = (i32)j; /* |j| <= 125: in range */
  r = fmaf_(j, -LN2_HI, x);
  r = fmaf_(j, -LN2_LO, r);
  q = fmaf_(1.393414763e-03f * s, r, 8.369554072e-03f * s);
  q = fmaf_(q, r, 4.166646042e-02f * s);
  q = fmaf_(q, r, 1.666650159e-01f * s);
  q = fmaf_(q, r, 5.000000014e-01f * s);
  q = fmaf_(q, r, 1.000000011e+00f * s);
  q = fmaf_(q, r, s);
  return u2f(f2u(q) + ((u32)n << 23));
}

/* CUDA bound 2 ulp: 0.5 + 0.55 ulp in the fast path (normal results, so no flush) */
API float __nv_expf(float x) {
  if (fabsf_(x) < 86.5f) return exp_fast(x, 1.0f);
  return ftz(exp_scaled(ftz(x), 0));
}

/* ex2.approx.f32: "The maximum ulp error is 2 ulp from correctly rounded result across the
 * full range of inputs" (PTX ISA 9.1, ex2), subnormal inputs and results supported
 * without .ftz (sm_20 on); .ftz flushes both, as FTZ mode wants. CUDA's bound for exp2f
 * is the same 2 ulp from the correctly rounded result, and libdevice's exp2f is this one
 * instruction. (nvcgrun's emulator rounds ex2 correctly, so mathtest sees 0.5 ulp there;
 * the 2 ulp are the hardware's, documented, not measured.) */
API float __nv_exp2f(float x) { return ex2_approx(x); }

/* 10^x: for |x| < 37.5 (n in [-125, 125]) as exp_fast with n = rint(x log2 10),
 * r = x - n log10(2) (the first fma exact: multiples of 2^-25 (2^-26 for |x| < 0.3),
 * |r1| < 0.151), 10^r = 1 + r Q(r) (poly.py exp10q_f, 2^-27.0 relative): within 0.5 +
 * 0.2 + 0.05 + 0.3 (r's rounding 2^-27 times ln 10) ulp; CUDA's bound is 2. */
API float __nv_exp10f(float x) {
  float j, r, p;
  i32 n;
  if (fabsf_(x) < 37.5f) {
    float q;
    j = rintf_(x * 3.32192802e+0f);
    n = (i32)j;
    r = fmaf_(j, -3.01030010e-1f, x);
    r = fmaf_(j, 1.43209888e-8f, r);
    q = fmaf_(2.076802701e-01f, r, 5.417617688e-01f);
    q = fmaf_(q, r, 1.171249180e+00f);
    q = fmaf_(q, r, 2.034657844e+00f);
    q = fmaf_(q, r, 2.650949063e+00f);
    q = fmaf_(q, r, 2.302585120e+00f);
    q = fmaf_(q, r, 1.0f);
    return u2f(f2u(q) + ((u32)n << 23));
  }
  x = ftz(x);
  if (x > 40.0f) x = 40.0f;
  if (x < -48.0f) x = -48.0f;
  j = round_int(x * 3.32192802e+0f, &n);              /* log2(10) */
  r = fmaf_(j, -3.01030010e-1f, x);            /* log10(2) split */
  r = fmaf_(j, 1.43209888e-8f, r);
  p = fmaf_(6.826442029e-02f, r, 2.076802701e-01f);
  p = fmaf_(p, r, 5.393814026e-01f);
  p = fmaf_(p, r, 1.171249180e+00f);
  p = fmaf_(p, r, 2.034678594e+00f);
  p = fmaf_(p, r, 2.650949063e+00f);
  p = fmaf_(r, 2.30258512e+0f, fmaf_(r, -3.19754356e-8f, (r * r) * p)); /* ln 10 split */
  return ftz(scale2(1.0f + p, n));
}

API float __nv_expm1f(float x) {
  float j, r, q, s;
  i32 n;
  x = ftz(x);
  if (x > 100.0f) x = 100.0f;
  if (x < -30.0f) return ftz(exp_scaled(x, 0) - 1.0f);
  j = round_int(x * LOG2E, &n);
  r = fmaf_(j, -LN2_HI, x);
  r = fmaf_(j, -LN2_LO, r);
  q = expm1_poly(r);
  if (j == 0.0f) return x == 0.0f ? x : q; /* keeps -0 */
  if (j > 24.0f) return scale2(1.0f + q, n) - 1.0f;
  /* 2^j e^r - 1 = (2^j - 1) + 2^j q; 2^j - 1 is exact for -24 <= j <= 24 */
  s = pow2i(n);
  return ftz(fmaf_(s, q, s - 1.0f));
}

/* ------------------------------------------------------------------ logarithms */

/* x = 2^e * m with m in [sqrt(1/2), sqrt(2)); returns f = m - 1 and e; x positive normal
 * or subnormal. */
INL float log_reduce(float x, float *e) {
  u32 u = f2u(x);
  i32 k, adj = 0;
  if (u < 0x00800000u) { /* subnormal */
    u = f2u(x * 8388608.0f);
    adj = -23;
  }
  k = (i32)(u - 0x3f3504f3u) >> 23;
  *e = (float)(k + adj);
  return u2f(u - ((u32)k << 23)) - 1.0f;
}

/* log(1+f) - f = -f^2/2 + f^3 P(f) for f in [sqrt(1/2)-1, sqrt(2)-1] */
INL float log1p_tail(float f) {
  float p = fmaf_(6.971611471e-02f, f, -1.147973385e-01f);
  p = fmaf_(p, f, 1.168541992e-01f);
  p = fmaf_(p, f, -1.242568733e-01f);
  p = fmaf_(p, f, 1.424905765e-01f);
  p = fmaf_(p, f, -1.666780232e-01f);
  p = fmaf_(p, f, 2.000071575e-01f);
  p = fmaf_(p, f, -2.499999696e-01f);
  p = fmaf_(p, f, 3.333333118e-01f);
  {
    float s = f * f;
    return fmaf_(s * f, p, -0.5f * s);
  }
}

/* The special arguments of a logarithm: NaN, negative, zero, +inf (x not positive finite). */
INL int log_special(float x) { return !(x > 0.0f && x < INF); }
INL float log_special_value(float x) { return x == 0.0f ? -INF : x < 0.0f ? NANF : x + x; }

API float __nv_logf(float x) {
  float e, f, t, hi, s, c;
  x = ftz(x);
  if (log_special(x)) return log_special_value(x);
  f = log_reduce(x, &e);
  t = log1p_tail(f);
  /* e ln2 + f + t with the big sum e*LN2_HI + f kept exact (Fast2Sum) */
  hi = e * 6.93145752e-1f; /* 0x3f317200: e * hi is exact */
  s = hi + f;
  c = (hi - s) + f;
  return s + (c + fmaf_(e, 1.42860677e-6f, t));
}

API float __nv_log2f(float x) {
  float e, f, t, y, ylo, s, c;
  x = ftz(x);
  if (log_special(x)) return log_special_value(x);
  f = log_reduce(x, &e);
  t = log1p_tail(f);
  /* log2(1+f) = (f + t) log2(e), the product f*LOG2E kept exact (fma) */
  y = f * LOG2E;
  ylo = fmaf_(f, LOG2E, -y);
  ylo = fmaf_(f, 1.92596299e-8f, ylo); /* log2(e) - LOG2E */
  ylo = fmaf_(t, LOG2E, ylo);
  s = e + y;
  c = (e - s) + y;
  return s + (c + ylo);
}

API float __nv_log10f(float x) {
  float e, f, t, y, ylo, hi, s, c;
  x = ftz(x);
  if (log_special(x)) return log_special_value(x);
  f = log_reduce(x, &e);
  t = log1p_tail(f);
  y = f * 4.34294492e-1f;                 /* log10(e) */
  ylo = fmaf_(f, 4.34294492e-1f, -y);
  ylo = fmaf_(f, -1.01030500e-8f, ylo);  /* log10(e) - 4.34294492e-1f */
  ylo = fmaf_(t, 4.34294492e-1f, ylo);
  hi = e * 3.01025391e-1f;                /* log10(2) high part, 0x3e9a2000: e * hi exact */
  s = hi + y;
  c = (hi - s) + y;
  return s + (c + fmaf_(e, 4.60503907e-6f, ylo));
}

/* log1pf: x + log1p_tail(x) for |x| <= 1 - sqrt(1/2) (inside the fit's interval); else
 * log(u) + c/u for u = RN(1 + x) and c = 1 + x - u, with logf's reduction and
 * reconstruction. c = x - (u - 1) exactly: u - 1 is exact (Sterbenz for u in [1/2, 2];
 * 1 is a multiple of u's ulp up to 2^24; for u < 1/2, u = 1 + x and u - 1 = x) and the
 * difference is the rounding error of 1 + x, a representable value; past 2^24 the
 * computed c is at most u's ulp and c/u below 2^-23, a term far below the result's ulp.
 * u >= 2^-24 is normal: no subnormal step in the reduction. (Session 13: the Fast2Sum
 * ordering select and the subnormal test are gone, and the polynomial branch is one
 * test of |x|: tests/bench/math.sh 51.0 -> 40.0 per call over [-0.999, 1000].) */
API float __nv_log1pf(float x) {
  float u, c, e, f, t, hi, s, cc;
  u32 b;
  i32 k;
  x = ftz(x);
  if (fabsf_(x) <= 0.29289322f) return x + log1p_tail(x); /* also keeps -0 */
  if (!(x > -1.0f && x < INF)) return x == -1.0f ? -INF : x < -1.0f ? NANF : x + x;
  u = 1.0f + x;
  c = x - (u - 1.0f);
  b = f2u(u); /* u = 2^e (1 + f), 1 + f in [sqrt(1/2), sqrt 2), as log_reduce */
  k = (i32)(b - 0x3f3504f3u) >> 23;
  e = (float)k;
  f = u2f(b - ((u32)k << 23)) - 1.0f;
  t = log1p_tail(f) + c / u; /* log(1 + x) = log(u) + log(1 + c/u) ~ log(u) + c/u */
  hi = e * 6.93145752e-1f;
  s = hi + f;
  cc = (hi - s) + f;
  return s + (cc + fmaf_(e, 1.42860677e-6f, t));
}

/* ------------------------------------------------------------------ trigonometry */

/* sin(r) - r = r^3 P(r^2) and cos(r) = 1 - r^2/2 + r^4 Q(r^2), |r| <= pi/4 + 0.01 */
INL float sin_poly(float r) {
  float z = r * r;
  float p = fmaf_(2.724209212e-06f, z, -1.984002555e-04f);
  p = fmaf_(p, z, 8.333331760e-03f);
  p = fmaf_(p, z, -1.666666666e-01f);
  return r == 0.0f ? r : fmaf_(r * z, p, r); /* sin(-0) = -0 */
}
INL float cos_poly(float r) {
  float z = r * r;
  float p = fmaf_(-2.729442084e-07f, z, 2.480054931e-05f);
  p = fmaf_(p, z, -1.388888758e-03f);
  p = fmaf_(p, z, 4.166666666e-02f);
  return fmaf_(z * z, p, fmaf_(z, -0.5f, 1.0f));
}

/* 2/pi in binary, 32 bits a word, after one word of zeros (for arguments below 2^24). */
static const u32 two_over_pi_bits[12] = {0u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u,
                                         0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0u};

/* Payne-Hanek: |x| >= 2^17 finite. Returns r in [-pi/4, pi/4] (low 32 bits... packed: the
 * float's bits in the high word) and the quadrant q (low word), x = (q + r/(pi/2)) pi/2 mod 2pi. */
static __attribute__((noinline)) u64 trig_reduce_big(float x) {
  u32 u = f2u(x), m = (u & 0x7fffffu) | 0x800000u;
  i32 E = (i32)((u >> 23) & 0xff) - 150; /* |x| = m 2^E, E >= -6 */
  i32 j0 = E - 1 + 31;                   /* first bit of 2/pi the product needs */
  u32 w = (u32)j0 >> 5, sh = (u32)j0 & 31u;
  u32 a0, a1, a2;
  u64 p0, p1, p2, lo, hi, frac, mag;
  u32 q;
  i32 lz;
  float fh, fl, r;
  {
    u64 t0 = ((u64)two_over_pi_bits[w] << 32) | two_over_pi_bits[w + 1];
    u64 t1 = ((u64)two_over_pi_bits[w + 2] << 32) | two_over_pi_bits[w + 3];
    if (sh) {
      t0 = (t0 << sh) | (t1 >> (64 - sh));
      t1 = t1 << sh;
    }
    a2 = (u32)(t0 >> 32);
    a1 = (u32)t0;
    a0 = (u32)(t1 >> 32);
  }
  /* m * (a2 a1 a0) = bits 0..119; quadrant bits 94..95, fraction bits 93 down */
  p0 = (u64)m * a0;
  p1 = (u64)m * a1;
  p2 = (u64)m * a2;
  lo = p0 + (p1 << 32);
  hi = p2 + (p1 >> 32) + (lo < p0);
  q = (u32)(hi >> 30) & 3u;
  frac = (hi << 34) | (lo >> 30);
  if (frac >> 63) q++; /* round to the nearest quadrant: frac becomes negative */
  mag = (frac >> 63) ? (u64)(-(i64)frac) : frac;
  lz = mag ? __builtin_clzll(mag) : 0;
  mag <<= lz;
  /* r = mag 2^-(64+lz) pi/2 from two exact 24-bit pieces */
  fh = (float)(u32)(mag >> 40) * pow2i(-24 - lz);
  fl = (float)(u32)((mag >> 16) & 0xffffffu) * pow2i(-48 - lz);
  r = fmaf_(fh, 1.57079637e+0f, fmaf_(fh, -4.37113883e-8f, fl * 1.57079637e+0f));
  if (frac >> 63) r = -r;
  if (x < 0.0f) {
    r = -r;
    q = 0u - q;
  }
  return ((u64)f2u(r) << 32) | (q & 3u);
}

/* x = q pi/2 + r, |r| <= pi/4 (a little more for huge Cody-Waite arguments) */
INL float trig_reduce(float x, u32 *q) {
  float k, r;
  if (!(fabsf_(x) > 0.78539816f)) { /* |x| <= pi/4 (or NaN): no reduction, and -0 stays */
    *q = 0u;
    return x;
  }
  if (fabsf_(x) < 131072.0f) {
    i32 n;
    k = round_int(x * 6.36619747e-1f, &n);
    r = fmaf_(k, -1.57079637e+0f, x);
    r = fmaf_(k, 4.37113883e-8f, r);
    r = fmaf_(k, 1.71512451e-15f, r);
    *q = (u32)n;
    return r;
  } else {
    u64 b = trig_reduce_big(x);
    *q = (u32)b;
    return u2f((u32)(b >> 32));
  }
}

API float __nv_sinf(float x) {
  u32 q;
  float r, s;
  x = ftz(x);
  if (fabsf_(x) == INF) return NANF;
  r = trig_reduce(x, &q);
  s = (q & 1u) ? cos_poly(r) : sin_poly(r);
  return ftz((q & 2u) ? -s : s);
}

API float __nv_cosf(float x) {
  u32 q;
  float r, s;
  x = ftz(x);
  if (fabsf_(x) == INF) return NANF;
  r = trig_reduce(x, &q);
  s = (q & 1u) ? sin_poly(r) : cos_poly(r);
  return ((q + 1u) & 2u) ? -s : s;
}

API void __nv_sincosf(float x, float *sptr, float *cptr) {
  u32 q;
  float r, s, c, ss, cc;
  x = ftz(x);
  if (fabsf_(x) == INF) x = NANF;
  r = trig_reduce(x, &q);
  s = sin_poly(r);
  c = cos_poly(r);
  ss = (q & 1u) ? c : s;
  cc = (q & 1u) ? s : c;
  *sptr = ftz((q & 2u) ? -ss : ss);
  *cptr = ((q + 1u) & 2u) ? -cc : cc;
}

API float __nv_tanf(float x) {
  u32 q;
  float r, z, p, t;
  x = ftz(x);
  if (fabsf_(x) == INF) return NANF;
  r = trig_reduce(x, &q);
  z = r * r;
  p = fmaf_(1.847092524e-03f, z, -1.167950493e-04f);
  p = fmaf_(p, z, 4.517339916e-03f);
  p = fmaf_(p, z, 8.573583849e-03f);
  p = fmaf_(p, z, 2.191770460e-02f);
  p = fmaf_(p, z, 5.396436425e-02f);
  p = fmaf_(p, z, 1.333334517e-01f);
  p = fmaf_(p, z, 3.333333327e-01f);
  t = fmaf_(r * z, p, r);
  return ftz((q & 1u) ? -1.0f / t : t);
}

/* ------------------------------------------------------------------ inverse trigonometry */

#define PIO2_HI 1.57079637e+0f
#define PIO2_LO -4.37113883e-8f
#define PI_HI 3.14159274e+0f
#define PI_LO -8.74227766e-8f

/* atan(t) for |t| <= 1 */
INL float atan_poly(float t) {
  float z = t * t;
  float p = fmaf_(1.488691939e-03f, z, -9.144629761e-03f);
  p = fmaf_(p, z, 2.630500111e-02f);
  p = fmaf_(p, z, -4.896051403e-02f);
  p = fmaf_(p, z, 7.031914250e-02f);
  p = fmaf_(p, z, -8.931826777e-02f);
  p = fmaf_(p, z, 1.108826163e-01f);
  p = fmaf_(p, z, -1.428400379e-01f);
  p = fmaf_(p, z, 1.999994932e-01f);
  p = fmaf_(p, z, -3.333333308e-01f);
  return t == 0.0f ? t : fmaf_(t * z, p, t); /* atan(-0) = -0 */
}

API float __nv_atanf(float x) {
  float a, r;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 1.0f || x != x) return ftz(atan_poly(x));
  r = atan_poly(1.0f / a); /* atan(a) = pi/2 - atan(1/a) */
  r = PIO2_HI - (r - PIO2_LO);
  return copysignf_(r, x);
}

API float __nv_atan2f(float y, float x) {
  float a, b, t, r;
  x = ftz(x);
  y = ftz(y);
  if (x != x || y != y) return x + y;
  a = fabsf_(y);
  b = fabsf_(x);
  if (a == INF && b == INF) t = 1.0f;
  else if (a == 0.0f && b == 0.0f) t = 0.0f;
  else t = a > b ? b / a : a / b;
  r = atan_poly(t);
  if (a > b) r = PIO2_HI - (r - PIO2_LO);
  if (__builtin_signbit(x)) r = PI_HI - (r - PI_LO);
  return ftz(copysignf_(r, y));
}

/* asin(x) - x = x^3 P(x^2), |x| <= 1/2 */
INL float asin_tail(float x, float z) {
  float p = fmaf_(3.369084720e-02f, z, 1.714923836e-02f);
  p = fmaf_(p, z, 3.110066274e-02f);
  p = fmaf_(p, z, 4.459940153e-02f);
  p = fmaf_(p, z, 7.500094543e-02f);
  p = fmaf_(p, z, 1.666666634e-01f);
  return (x * z) * p;
}

/* 2 asin(sqrt(z)) for z = (1 - |x|)/2 in [0, 1/4], as hi + lo: s = sqrt(z) rounded and
 * its error (z - s^2)/(2s) folded into lo */
INL float twice_asin_sqrt(float z, float *lo) {
  float s = __builtin_sqrtf(z);
  float ds = z == 0.0f ? 0.0f : fmaf_(-s, s, z) / (s + s);
  *lo = 2.0f * (ds + asin_tail(s, z));
  return 2.0f * s;
}

API float __nv_asinf(float x) {
  float a, hi, lo;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 0.5f) return ftz(x + asin_tail(x, x * x));
  if (a > 1.0f) return NANF; /* NaN arguments took the branch above? no: NaN > 0.5 is false */
  hi = twice_asin_sqrt((1.0f - a) * 0.5f, &lo);
  return copysignf_(PIO2_HI - (hi + (lo - PIO2_LO)), x);
}

API float __nv_acosf(float x) {
  float a, hi, lo;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 0.5f) return PIO2_HI - (x + (asin_tail(x, x * x) - PIO2_LO));
  if (a > 1.0f) return NANF;
  hi = twice_asin_sqrt((1.0f - a) * 0.5f, &lo);
  if (x > 0.0f) return hi + lo;
  return PI_HI - (hi + (lo - PI_LO));
}

/* ------------------------------------------------------------------ hyperbolic */

API float __nv_sinhf(float x) {
  float a, z, p, e;
  x = ftz(x);
  a = fabsf_(x);
  if (a < 1.0f) {
    z = x * x;
    p = fmaf_(2.806280258e-06f, z, 1.983810197e-04f);
    p = fmaf_(p, z, 8.333339676e-03f);
    p = fmaf_(p, z, 1.666666665e-01f);
    return ftz(fmaf_(x * z, p, x));
  }
  if (a > 9.0f) return copysignf_(exp_scaled(a, -1), x); /* e^-x is below half an ulp */
  e = exp_scaled(a, 0);
  return copysignf_(fmaf_(0.5f, e, -0.5f / e), x);
}

/* cosh(x) = e + 1/(4e), e = e^|x|/2 (exp_fast, within 0.55 ulp): the two positive terms
 * and one rounding, 1.4 ulp at most (CUDA: 2); from |x| = 9 on, 1/(4e) is below half an ulp
 * of e and the sum is e. The result is at least 1: no flush. */
API float __nv_coshf(float x) {
  float a = fabsf_(x), e;
  if (a < 86.5f) {
    e = exp_fast(a, 0.5f);
    return e + 0.25f / e;
  }
  return exp_scaled(a, -1); /* overflows from 89.42; NaN stays */
}

API float __nv_tanhf(float x) {
  float a, z, p, e;
  x = ftz(x);
  a = fabsf_(x);
  if (a < 0.55f || x != x) {
    z = x * x;
    p = fmaf_(-6.610227831e-03f, z, 2.130938866e-02f);
    p = fmaf_(p, z, -5.390942883e-02f);
    p = fmaf_(p, z, 1.333311373e-01f);
    p = fmaf_(p, z, -3.333333201e-01f);
    return x == 0.0f ? x : ftz(fmaf_(x * z, p, x)); /* tanh(-0) = -0 */
  }
  /* from 9.02 on, 1 - tanh(a) = 2/(e^2a + 1) < 2^-25: the result rounds to 1 (as the
   * formula below gives too, at the price of an exp and a division) */
  if (a >= 9.02f) return copysignf_(1.0f, x);
  e = exp_scaled(a + a, 0);
  return copysignf_(1.0f - 2.0f / (e + 1.0f), x);
}

/* ------------------------------------------------------------------ error function */

/* erfc(x) for x in [1/2, 10.1]: exp(-x^2 + R(x)), -x^2 carried exactly as hi + lo */
INL float erfc_mid(float x) {
  float p, h, l, t, c0;
  if (x < 2.0f) {
    t = x - 1.25f;
    c0 = -1.000153662e+00f;
    p = fmaf_(5.493161853e-06f, t, -1.285763097e-05f);
    p = fmaf_(p, t, -1.019819213e-05f);
    p = fmaf_(p, t, 2.477799068e-04f);
    p = fmaf_(p, t, -1.606919913e-03f);
    p = fmaf_(p, t, 7.791761717e-03f);
    p = fmaf_(p, t, -3.268701085e-02f);
    p = fmaf_(p, t, 1.291898500e-01f);
    p = fmaf_(p, t, -5.677239416e-01f);
  } else if (x < 4.0f) {
    t = x - 3.0f;
    c0 = -1.720363042e+00f;
    p = fmaf_(1.092919810e-06f, t, -7.418874802e-06f);
    p = fmaf_(p, t, 4.306469714e-05f);
    p = fmaf_(p, t, -2.454653784e-04f);
    p = fmaf_(p, t, 1.353315119e-03f);
    p = fmaf_(p, t, -7.411954682e-03f);
    p = fmaf_(p, t, 4.260578085e-02f);
    p = fmaf_(p, t, -3.037536843e-01f);
  } else {
    t = x - 7.0f;
    c0 = -2.528231073e+00f;
    p = fmaf_(-1.466601958e-09f, t, 1.448810122e-08f);
    p = fmaf_(p, t, -1.011351092e-07f);
    p = fmaf_(p, t, 9.259499075e-07f);
    p = fmaf_(p, t, -8.965654362e-06f);
    p = fmaf_(p, t, 8.618696986e-05f);
    p = fmaf_(p, t, -8.661518086e-04f);
    p = fmaf_(p, t, 9.627353056e-03f);
    p = fmaf_(p, t, -1.400801773e-01f);
  }
  /* R = c0 + t Q(t) = p + pe (Fast2Sum: |c0| > |t Q|); -x^2 = -h - l (fma);
   * -h + p = s + e (2Sum): e^(-x^2 + R) = e^(s + (e - l + pe)), the small part added after
   * the exact reduction of s */
  {
    float q = t * p, pe, s, bb, e;
    p = c0 + q;
    pe = (c0 - p) + q;
    h = x * x;
    l = fmaf_(x, x, -h);
    s = p - h;
    bb = s + h;
    e = (-h - (s - bb)) + (p - bb);
    return exp_scaled_lo(s, (e - l) + pe, 0);
  }
}

/* erf(x) = x P(x^2), |x| <= 1, evaluated as x c0 + x (c0lo + z P1(z)) with c0 = 2/sqrt(pi)
 * split in two, so that the big product is exact inside the fma */
INL float erf_small(float x) {
  float z = x * x;
  float p = fmaf_(7.875875063e-05f, z, -8.016864287e-04f);
  p = fmaf_(p, z, 5.189087423e-03f);
  p = fmaf_(p, z, -2.685421201e-02f);
  p = fmaf_(p, z, 1.128359472e-01f);
  p = fmaf_(p, z, -3.761262667e-01f);
  p = fmaf_(p, z, -5.86353834e-08f);
  return x == 0.0f ? x : fmaf_(x, 1.12837923e+00f, x * p); /* erf(-0) = -0 */
}

/* erf(x) for 1 < x < 3.95: one polynomial in t = x - 2.475 (poly.py erf_mid_f, absolute
 * error 2^-29.9). erf lies in [0.84, 1) there, where an ulp is 2^-24: the fit, the
 * coefficients' rounding and Horner's (the terms after the first are below 0.004 t) stay
 * within about half an ulp before the final rounding. It replaces 1 - erfc_mid(x), which
 * computes erfc to a relative accuracy that erf does not need (43.9 -> 25 instructions per
 * call over [-5, 5)). */
INL float erf_mid(float a) {
  float t = a - 2.475f;
  float p = fmaf_(-3.829678672e-07f, t, 1.018983217e-06f);
  p = fmaf_(p, t, 3.383355358e-06f);
  p = fmaf_(p, t, -1.677127759e-05f);
  p = fmaf_(p, t, 1.181346258e-05f);
  p = fmaf_(p, t, 7.824930244e-05f);
  p = fmaf_(p, t, -2.720305498e-04f);
  p = fmaf_(p, t, 3.180797320e-04f);
  p = fmaf_(p, t, 4.857545882e-04f);
  p = fmaf_(p, t, -2.888027204e-03f);
  p = fmaf_(p, t, 6.543658695e-03f);
  p = fmaf_(p, t, -9.413681795e-03f);
  p = fmaf_(p, t, 9.251477650e-03f);
  p = fmaf_(p, t, -6.105262847e-03f);
  p = fmaf_(p, t, 2.466776587e-03f);
  return fmaf_(p, t, 9.995350532e-01f);
}

API float __nv_erff(float x) {
  float a;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 1.0f || x != x) return ftz(erf_small(x));
  if (a >= 3.95f) return copysignf_(1.0f, x);
  return copysignf_(erf_mid(a), x);
}

API float __nv_erfcf(float x) {
  float a;
  x = ftz(x);
  a = fabsf_(x);
  if (x != x) return x + x;
  if (a < 0.5f) return 1.0f - erf_small(x);
  if (x > 10.1f) return 0.0f;
  if (x > 0.0f) return ftz(erfc_mid(a));
  if (a >= 4.0f) return 2.0f;
  return 2.0f - erfc_mid(a);
}

/* ------------------------------------------------------------------ exact f32 functions
 * One PTX instruction or a few; in FTZ mode subnormal arguments read as zero and
 * subnormal results flush. */

API float __nv_fabsf(float x) { return fabsf_(ftz(x)); }
API float __nv_copysignf(float x, float y) { return copysignf_(ftz(x), y); }
API float __nv_fminf(float x, float y) { return __builtin_fminf(ftz(x), ftz(y)); }
API float __nv_fmaxf(float x, float y) { return __builtin_fmaxf(ftz(x), ftz(y)); }
/* x - y where x > y, a NaN operand's NaN through the subtraction, +0 otherwise. FTZ mode
 * compares unflushed operands: where flushing would change the comparison, the flushed
 * difference (sub.ftz) is +0 anyway. */
API float __nv_fdimf(float x, float y) {
  if (x <= y) return 0.0f;
  return ftz_mode() ? __nvvm_add_rn_ftz_f(x, -y) : x - y;
}
API float __nv_floorf(float x) { return __builtin_floorf(ftz(x)); }
API float __nv_ceilf(float x) { return __builtin_ceilf(ftz(x)); }
API float __nv_truncf(float x) { return __builtin_truncf(ftz(x)); }
API float __nv_rintf(float x) { return rintf_(ftz(x)); }
API float __nv_nearbyintf(float x) { return rintf_(ftz(x)); }
/* halfway cases away from zero: trunc(x + copysign(0.5, x)) with the addition rounded
 * towards zero, which cannot carry the sum across an integer (every integer below 2^24
 * is a float; from 2^23 on x is one and x + 0.5 truncates to it); -0.5 < x < 0 gives
 * -0. FTZ mode: a subnormal rounds to a zero of its sign either way. */
API float __nv_roundf(float x) {
  return __builtin_truncf(__nvvm_add_rz_f(x, copysignf_(0.5f, x)));
}
API float __nv_sqrtf(float x) { return ftz(__builtin_sqrtf(ftz(x))); }
/* rsqrt.approx.f32: "The maximum relative error for rsqrt.f32 over the entire positive
 * finite floating-point range is 2^-22.9" (PTX ISA 9.1, rsqrt), subnormals supported
 * without .ftz; .ftz flushes inputs and results. 2^-22.9 relative is less than 2.15 ulp
 * of the exact value, so at most 2 floats from the correctly rounded result, CUDA's
 * bound for rsqrtf (libdevice's rsqrtf is this one instruction). -0 gives -inf, +0 +inf,
 * +inf +0, negatives NaN. The emulator rounds rsqrt correctly: mathtest cannot see the
 * hardware's error, which is the documented one. */
API float __nv_rsqrtf(float x) { return ftz_mode() ? __nvvm_rsqrt_approx_ftz_f(x) : __nvvm_rsqrt_approx_f(x); }
API float __nv_fmaf(float x, float y, float z) { return ftz(fmaf_(ftz(x), ftz(y), ftz(z))); }
/* cvt.sat: clamped to [0, 1], NaN to +0 */
API float __nv_saturatef(float x) { return ftz_mode() ? __nvvm_saturate_ftz_f(x) : __nvvm_saturate_f(x); }

/* ------------------------------------------------------------------ fmodf, remainderf
 * Exact. For a subnormal |y|: |x| = mx 2^ex and |y| = my 2^ey with 24-bit mantissas
 * (normalised), then binary long division of the mantissas, one quotient bit per exponent
 * step; the remainder mx 2^ey is representable, so scaling it back is exact. Otherwise
 * fmodf_steps below: f32 division rounded toward zero and fma, 22 bits per step. */

/* |x| mod |y| for finite x and nonzero finite y with |x| >= |y|; *qlow = the quotient's
 * low 32 bits (remainderf rounds the quotient to even, remquof returns them) */
INL float fmod_core(u32 ux, u32 uy, u32 *qlow) {
  i32 ex = (i32)(ux >> 23), ey = (i32)(uy >> 23), sh;
  u32 mx = ex ? (ux & 0x7fffffu) | 0x800000u : ux, my = ey ? (uy & 0x7fffffu) | 0x800000u : uy;
  u32 q = 0, qa = 0;
  float r;
  if (!ex) ex = 1;
  if (!ey) ey = 1;
  sh = __builtin_clz(mx) - 8;
  mx <<= sh;
  ex -= sh;
  sh = __builtin_clz(my) - 8;
  my <<= sh;
  ey -= sh;
  for (; ex > ey; ex--) {
    q = mx >= my;
    if (q) mx -= my;
    mx <<= 1;
    qa = qa << 1 | q;
  }
  q = mx >= my;
  if (q) mx -= my;
  *qlow = qa << 1 | q;
  /* mx 2^(ey - 150), in two exact steps when the exponent is below the normal range */
  r = (float)mx;
  ey -= 150;
  return ey >= -126 ? r * pow2i(ey) : (r * pow2i(ey + 64)) * pow2i(-64);
}

/* The same for normal |y| in f32 arithmetic, about 22 quotient bits per step: while
 * ax >= 2^23 ay, ays = ay 2^d (d = the exponent difference - 22 >= 1, exact) gives
 * ax/ays < 2^23; q = trunc(ax/ays) with the quotient rounded toward zero is exactly
 * floor(ax/ays) (that integer is a float, so rounding toward zero cannot pass it), and
 * ax - q ays (one fma) is exact: a multiple of ulp(ays) (ax's exponent is at least ays's)
 * below ays. ax mod ays = ax mod ay's multiple, so the remainder is kept; the last step
 * (ax < 2^23 ay; 2^23 ay may overflow to inf, which ends the loop) divides by ay itself.
 * *qlow = the quotient's low 32 bits: each step's q shifted by its d. */
INL float fmodf_div_rz(float a, float b) { return __nvcg_reflect("__CUDA_FTZ") ? __nvvm_div_rz_ftz_f(a, b) : __nvvm_div_rz_f(a, b); }
INL float fmodf_steps(float ax, float ay, u32 *qlow) {
  u32 acc = 0, uy = f2u(ay);
  float q;
  while (!(ax < 0x1p23f * ay)) {
    i32 d = (i32)(f2u(ax) >> 23) - (i32)(uy >> 23) - 22;
    float ays = u2f(uy + ((u32)d << 23));
    q = __builtin_truncf(fmodf_div_rz(ax, ays));
    ax = fmaf_(-q, ays, ax);
    if (d < 32) acc += (u32)q << d;
  }
  q = __builtin_truncf(fmodf_div_rz(ax, ay));
  *qlow = acc + (u32)q;
  return fmaf_(-q, ay, ax);
}
/* |x| mod |y| for finite x, y with |x| >= |y| > 0: the f32 steps, or the bitwise loop for
 * a subnormal |y| (never in FTZ mode) */
INL float fmodf_any(u32 ux, u32 uy, u32 *qlow) {
  return uy >= 0x00800000u ? fmodf_steps(u2f(ux), u2f(uy), qlow) : fmod_core(ux, uy, qlow);
}

API float __nv_fmodf(float x, float y) {
  u32 ux, uy, q;
  float r;
  x = ftz(x);
  y = ftz(y);
  ux = f2u(x) & 0x7fffffffu;
  uy = f2u(y) & 0x7fffffffu;
  if (ux >= 0x7f800000u || uy > 0x7f800000u || uy == 0u) return (x * y) / (x * y); /* NaN */
  if (ux < uy) return x;
  r = fmodf_any(ux, uy, &q);
  return ftz(copysignf_(r, x));
}

/* The common case first: |x| < 2^23 a with a = 2|y| (y nonzero, x finite, neither NaN;
 * a may be infinite). r = |x| mod a is |x| when |x| < a, else one step of fmodf_steps
 * (t = trunc(|x|/a) rounded toward zero is the exact floor as the quotient is below 2^23,
 * and |x| - t a is exact; a subnormal a is fine for one step: the division and fma are
 * IEEE and every value is a multiple of 2^-149). Then |x| - n|y| for n even (r < |y|/2,
 * or the tie r = |y|/2), odd (r - |y|), or even again (r - 2|y| from r >= 3|y|/2, the tie
 * going to n + 2): the parity of the quotient is whether r passed |y|, so none is counted.
 * r - |y| and then r - |y| again are exact (Sterbenz: each operand within a factor 2 of
 * |y|); r + r overflows only where it exceeds |y| anyway. */
API float __nv_remainderf(float x, float y) {
  u32 ux, uy, q = 0;
  float r, ay, a, ax;
  x = ftz(x);
  y = ftz(y);
  ax = fabsf_(x);
  ay = fabsf_(y);
  a = ay + ay;
  if (ax < 0x1p23f * a) {
    r = ax;
    if (!(ax < a)) {
      float t = __builtin_truncf(fmodf_div_rz(ax, a));
      r = fmaf_(-t, a, ax);
    }
    if (r + r > ay) {
      r = r - ay;
      if (r + r >= ay) r = r - ay;
    }
    return ftz(copysignf_(1.0f, x) * r);
  }
  ux = f2u(x) & 0x7fffffffu;
  uy = f2u(y) & 0x7fffffffu;
  if (ux >= 0x7f800000u || uy > 0x7f800000u || uy == 0u) return (x * y) / (x * y);
  ay = u2f(uy);
  r = ux < uy ? u2f(ux) : fmodf_any(ux, uy, &q);
  /* round the quotient to nearest, ties to even: r > |y|/2, or r == |y|/2 and q odd
   * (r - |y| is exact: both are multiples of the smaller ulp and |r| < |y|) */
  if (r + r > ay || (r + r == ay && (q & 1u))) r = r - ay;
  return ftz(copysignf_(1.0f, x) * r);
}

/* remainderf, and in *quo the quotient it rounded to: its low 31 bits with the sign of
 * x/y (C99 asks for 3); 0 where the result is NaN */
API float __nv_remquof(float x, float y, i32 *quo) {
  u32 ux, uy, q = 0;
  float r, ay;
  x = ftz(x);
  y = ftz(y);
  ux = f2u(x) & 0x7fffffffu;
  uy = f2u(y) & 0x7fffffffu;
  *quo = 0;
  if (ux >= 0x7f800000u || uy > 0x7f800000u || uy == 0u) return (x * y) / (x * y);
  ay = u2f(uy);
  r = ux < uy ? u2f(ux) : fmodf_any(ux, uy, &q);
  if (r + r > ay || (r + r == ay && (q & 1u))) r = r - ay, q++;
  q &= 0x7fffffffu;
  *quo = (f2u(x) ^ f2u(y)) >> 31 ? -(i32)q : (i32)q;
  return ftz(copysignf_(1.0f, x) * r);
}

/* ================================================================== f64
 * The double-precision functions. FTZ mode concerns f32 only: these never flush. */

#define INFD __builtin_inf()
#define NAND __builtin_nan("")

INL double fmad(double a, double b, double c) { return __builtin_fma(a, b, c); }

/* 2^n for n in [-1022, 1023] */
INL double pow2d(i32 n) { return u2d((u64)(n + 1023) << 52); }

/* ------------------------------------------------------------------ exact f64 functions */

API double __nv_fabs(double x) { return __builtin_fabs(x); }
API double __nv_copysign(double x, double y) { return __builtin_copysign(x, y); }
API double __nv_fmin(double x, double y) { return __builtin_fmin(x, y); }
API double __nv_fmax(double x, double y) { return __builtin_fmax(x, y); }
API double __nv_fdim(double x, double y) { return x <= y ? 0.0 : x - y; } /* NaN: x - y */
API double __nv_floor(double x) { return __builtin_floor(x); }
API double __nv_ceil(double x) { return __builtin_ceil(x); }
API double __nv_trunc(double x) { return __builtin_trunc(x); }
API double __nv_rint(double x) { return __builtin_rint(x); }
API double __nv_nearbyint(double x) { return __builtin_rint(x); }
/* halfway cases away from zero: trunc(x + copysign(0.5, x)) with the addition rounded
 * towards zero (as roundf) */
API double __nv_round(double x) { return __builtin_trunc(__nvvm_add_rz_d(x, __builtin_copysign(0.5, x))); }
API double __nv_sqrt(double x) { return __builtin_sqrt(x); }
API double __nv_fma(double x, double y, double z) { return __builtin_fma(x, y, z); }

/* x 2^n with one rounding: the scaling is split so that every step but the last is exact
 * (a step towards the subnormal range keeps 53 bits of headroom) and n is clamped where
 * the result has certainly overflowed or underflowed. */
API double __nv_ldexp(double x, i32 n) {
  if (n > 1023) {
    x *= 0x1p1023;
    n -= 1023;
    if (n > 1023) {
      x *= 0x1p1023;
      n -= 1023;
      if (n > 1023) n = 1023;
    }
  } else if (n < -1022) {
    x *= 0x1p-969; /* 2^-1022 2^53 */
    n += 969;
    if (n < -1022) {
      x *= 0x1p-969;
      n += 969;
      if (n < -1022) n = -1022;
    }
  }
  return x * pow2d(n);
}
API double __nv_scalbn(double x, i32 n) { return __nv_ldexp(x, n); }

/* the unbiased exponent of a finite nonzero |x| (bits u, sign cleared) */
INL i32 exponent_of(u64 u) {
  if (u < 0x0010000000000000ull) return 63 - __builtin_clzll(u) - 1074; /* subnormal: m 2^-1074 */
  return (i32)(u >> 52) - 1023;
}

/* x = m 2^e with |m| in [1/2, 1); zeros, infinities and NaN return themselves, e = 0 */
API double __nv_frexp(double x, i32 *e) {
  u64 u = d2u(x), a = u & 0x7fffffffffffffffull;
  i32 adj = -1022;
  if (a == 0 || a >= 0x7ff0000000000000ull) {
    *e = 0;
    return x + x; /* quiets a signalling NaN; keeps -0 */
  }
  if (a < 0x0010000000000000ull) { /* subnormal: normalise the mantissa first */
    u = d2u(x * 0x1p54);
    adj -= 54;
  }
  *e = (i32)((u >> 52) & 0x7ff) + adj;
  return u2d((u & 0x800fffffffffffffull) | 0x3fe0000000000000ull);
}

/* CUDA: ilogb(0) = ilogb(NaN) = INT_MIN, ilogb(+-inf) = INT_MAX */
API i32 __nv_ilogb(double x) {
  u64 a = d2u(x) & 0x7fffffffffffffffull;
  if (a == 0 || a > 0x7ff0000000000000ull) return (i32)0x80000000u;
  if (a == 0x7ff0000000000000ull) return 0x7fffffff;
  return exponent_of(a);
}

API double __nv_logb(double x) {
  u64 a = d2u(x) & 0x7fffffffffffffffull;
  if (a == 0) return -INFD;
  if (a >= 0x7ff0000000000000ull) return x * x; /* +inf for +-inf; NaN */
  return (double)exponent_of(a);
}

/* the fraction (with x's sign; +-0 for infinities) and *ip the integral part */
API double __nv_modf(double x, double *ip) {
  double t = __builtin_trunc(x);
  *ip = t;
  if (__builtin_fabs(x) == INFD) return __builtin_copysign(0.0, x);
  return __builtin_copysign(x - t, x);
}

API double __nv_nextafter(double x, double y) {
  u64 u;
  if (x != x || y != y) return x + y;
  if (x == y) return y;
  if (x == 0.0) return __builtin_copysign(0x1p-1074, y);
  u = d2u(x);
  /* away from zero when y is further out on x's side */
  if ((x < y) == (x > 0.0)) u++;
  else u--;
  return u2d(u);
}

/* fmod, remainder, remquo: exact. |x| = mx 2^ex, |y| = my 2^ey with 53-bit mantissas
 * (subnormals normalised); the remainder of mx 2^(ex-ey) by my is taken 11 bits at a
 * time (mx < 2^53, so mx 2^11 fits in 64 bits), and mx 2^ey is representable; *qlow gets
 * the integer quotient's low 32 bits (all: a constant 1 from remquo) or its lowest bit. */
INL double fmod_core64(u64 ux, u64 uy, u32 *qlow, int all) {
  i32 ex = (i32)(ux >> 52), ey = (i32)(uy >> 52), sh, d;
  u64 mx = ex ? (ux & 0xfffffffffffffull) | 0x10000000000000ull : ux;
  u64 my = ey ? (uy & 0xfffffffffffffull) | 0x10000000000000ull : uy;
  u64 q, t;
  u32 qa = 0;
  double r;
  if (!ex) ex = 1;
  if (!ey) ey = 1;
  sh = __builtin_clzll(mx) - 11;
  mx <<= sh;
  ex -= sh;
  sh = __builtin_clzll(my) - 11;
  my <<= sh;
  ey -= sh;
  d = ex - ey;
  for (; d > 11; d -= 11) { /* 11 quotient bits a step (kept for remquo) */
    t = mx << 11;
    q = t / my;
    mx = t - q * my;
    if (all) qa = qa << 11 | (u32)q;
  }
  mx <<= d;
  q = mx / my; /* the quotient's last d bits */
  mx -= q * my;
  *qlow = all ? qa << d | (u32)q : (u32)q & 1u;
  /* mx 2^(ey - 1075), in two exact steps below the normal range */
  r = (double)mx;
  ey -= 1075;
  return ey >= -1022 ? r * pow2d(ey) : (r * pow2d(ey + 128)) * 0x1p-128;
}

API double __nv_fmod(double x, double y) {
  u64 ux = d2u(x) & 0x7fffffffffffffffull, uy = d2u(y) & 0x7fffffffffffffffull;
  u32 q;
  if (ux >= 0x7ff0000000000000ull || uy > 0x7ff0000000000000ull || uy == 0) return (x * y) / (x * y); /* NaN */
  if (ux < uy) return x;
  return __builtin_copysign(fmod_core64(ux, uy, &q, 0), x);
}

API double __nv_remainder(double x, double y) {
  u64 ux = d2u(x) & 0x7fffffffffffffffull, uy = d2u(y) & 0x7fffffffffffffffull;
  u32 q = 0;
  double r, ay;
  if (ux >= 0x7ff0000000000000ull || uy > 0x7ff0000000000000ull || uy == 0) return (x * y) / (x * y);
  ay = u2d(uy);
  r = ux < uy ? u2d(ux) : fmod_core64(ux, uy, &q, 0);
  /* the quotient rounded to nearest, ties to even (r - |y| is exact) */
  if (r + r > ay || (r + r == ay && (q & 1u))) r = r - ay;
  return __builtin_copysign(1.0, x) * r;
}

/* remainder, and in *quo the quotient it rounded to: its low 31 bits with the sign of
 * x/y (C99 asks for 3); 0 where the result is NaN */
API double __nv_remquo(double x, double y, i32 *quo) {
  u64 ux = d2u(x) & 0x7fffffffffffffffull, uy = d2u(y) & 0x7fffffffffffffffull;
  u32 q = 0;
  double r, ay;
  *quo = 0;
  if (ux >= 0x7ff0000000000000ull || uy > 0x7ff0000000000000ull || uy == 0) return (x * y) / (x * y);
  ay = u2d(uy);
  r = ux < uy ? u2d(ux) : fmod_core64(ux, uy, &q, 1);
  if (r + r > ay || (r + r == ay && (q & 1u))) r = r - ay, q++;
  q &= 0x7fffffffu;
  *quo = (d2u(x) ^ d2u(y)) >> 63 ? -(i32)q : (i32)q;
  return __builtin_copysign(1.0, x) * r;
}

/* ------------------------------------------------------------------ f64 exponentials
 * x = k ln2 + r (Cody-Waite: k LN2_HI_D is exact), e^r = 1 + r + r^2 P(r) with the big
 * sum 1 + r kept exact (Fast2Sum), then 2^k by the exponent bits. exp2 and exp10 reduce
 * to r in the same interval with a double-double r ln2 / r ln10. */

#define LN2_HI_D 0x1.62e42ff000000p-1    /* ln 2 to 32 bits: k LN2_HI_D is exact */
#define LN2_LO_D -0x1.718432a1b0e26p-35  /* ln 2 - LN2_HI_D */
#define LN2_D 0x1.62e42fefa39efp-1       /* ln 2 rounded, and the rest */
#define LN2_DLO 0x1.abc9e3b39803fp-56
#define LOG2E_D 0x1.71547652b82fep+0     /* 1/ln 2 rounded, and the rest */
#define LOG2E_DLO 0x1.777d0ffda0d24p-56
#define LN10_D 0x1.26bb1bbb55516p+1
#define LN10_DLO -0x1.f48ad494ea3e9p-53
#define LOG10E_D 0x1.bcb7b1526e50ep-2
#define LOG10E_DLO 0x1.95355baaafad3p-57
#define LG2_HI_D 0x1.3441350a00000p-2    /* log10(2) to 32 bits */
#define LG2_LO_D -0x1.0c0219dc1da99p-39
#define LOG2_10_D 0x1.a934f0979a371p+1  /* log2(10) */

/* 2Sum: a + b = result + *e exactly */
INL double two_sum(double a, double b, double *e) {
  double s = a + b, bb = s - a;
  *e = (a - (s - bb)) + (b - bb);
  return s;
}

/* v rounded to the nearest integer (|v| < 2^51), as a double and as *n (no conversion
 * instruction: the integer is left in the low mantissa bits) */
INL double round_int_d(double v, i32 *n) {
  double t = v + 0x1.8p52;
  *n = (i32)(d2u(t) - 0x4338000000000000ull);
  return t - 0x1.8p52;
}

/* v 2^k for v in [0.7, 1.5] and k in [-1100, 1100]: exact when the result is normal,
 * rounded once when it is subnormal, infinite past the range */
INL double scale2d(double v, i32 k) {
  if ((u32)(k + 1021) <= 2044u) return u2d(d2u(v) + ((u64)(i64)k << 52));
  {
    i32 h = k >> 1;
    return (v * pow2d(h)) * pow2d(k - h);
  }
}

/* P(r) = (e^r - 1 - r) / r^2 for |r| <= ln2/2 + 2^-10 (poly.py exp_d: error 2^-59) */
INL double expm1_poly_d(double r) {
  double p = fmad(2.09148935788879212e-09, r, 2.51055063324306645e-08);
  p = fmad(p, r, 2.75572731453340324e-07);
  p = fmad(p, r, 2.75572547031463335e-06);
  p = fmad(p, r, 2.48015873259412505e-05);
  p = fmad(p, r, 1.98412698753716723e-04);
  p = fmad(p, r, 1.38888888888836354e-03);
  p = fmad(p, r, 8.33333333332597626e-03);
  p = fmad(p, r, 4.16666666666666713e-02);
  p = fmad(p, r, 1.66666666666666713e-01);
  return fmad(p, r, 5.00000000000000000e-01);
}
/* e^(r + lo) - 1 - r, |r| <= ln2/2 + 2^-10, |lo| <= 2^-50: r^2 P(r) + lo (1 + r) */
INL double expm1_tail_d(double r, double lo) { return fmad(r * r, expm1_poly_d(r), fmad(lo, r, lo)); }

/* 2^k e^(r + lo) */
INL double exp_finish(double r, double lo, i32 k) {
  double t = expm1_tail_d(r, lo), s = 1.0 + r, c = (1.0 - s) + r;
  return scale2d(s + (c + t), k);
}

API double __nv_exp(double x) {
  double j, r;
  i32 k;
  if (x != x) return x + x;
  if (x > 710.0) x = 710.0; /* overflows in scale2d */
  if (x < -746.0) x = -746.0; /* underflows to 0 */
  j = round_int_d(x * LOG2E_D, &k);
  r = fmad(j, -LN2_HI_D, x); /* exact */
  r = fmad(j, -LN2_LO_D, r);
  return exp_finish(r, 0.0, k);
}

API double __nv_exp2(double x) {
  double j, r, t, tl;
  i32 k;
  if (x != x) return x + x;
  if (x > 1025.0) x = 1025.0;
  if (x < -1080.0) x = -1080.0;
  j = round_int_d(x, &k);
  r = x - j; /* exact */
  t = r * LN2_D;
  tl = fmad(r, LN2_D, -t) + r * LN2_DLO;
  return exp_finish(t, tl, k);
}

API double __nv_exp10(double x) {
  double j, r1, r2, r, re, t, tl;
  i32 k;
  if (x != x) return x + x;
  if (x > 310.0) x = 310.0;
  if (x < -330.0) x = -330.0;
  j = round_int_d(x * LOG2_10_D, &k);
  r1 = fmad(j, -LG2_HI_D, x); /* exact */
  r2 = j * -LG2_LO_D;
  r = two_sum(r1, r2, &re); /* x - k log10(2) = r + re */
  t = r * LN10_D;
  tl = fmad(r, LN10_D, -t) + fmad(r, LN10_DLO, re * LN10_D);
  return exp_finish(t, tl, k);
}

/* e^x - 1: 2^k (1 + r + t) - 1 = (2^k - 1) + 2^k r + 2^k t, the first two summed exactly
 * (2^k - 1 is exact for |k| <= 53); the reduction's rounding error is carried in lo */
API double __nv_expm1(double x) {
  double j, hi, p, pe, r, re, lo, t, s, u, v;
  i32 k;
  if (x != x) return x + x;
  if (x == 0.0) return x; /* keeps -0 */
  if (x > 710.0) x = 710.0;
  if (x < -40.0) return -1.0; /* e^x < 2^-57: -1 is the nearest */
  j = round_int_d(x * LOG2E_D, &k);
  hi = fmad(j, -LN2_HI_D, x); /* exact */
  p = j * -LN2_LO_D;
  pe = fmad(j, -LN2_LO_D, -p);
  r = two_sum(hi, p, &re);
  lo = re + pe;
  if (k < -53 || k > 53) return exp_finish(r, lo, k) - 1.0;
  t = expm1_tail_d(r, lo);
  if (k == 0) return r + t;
  s = pow2d(k);
  u = two_sum(s - 1.0, s * r, &v);
  return u + (v + s * t);
}

/* ------------------------------------------------------------------ f64 logarithms
 * x = 2^e (1 + f), 1 + f in [sqrt(1/2), sqrt(2)); log(1 + f) = f - f^2/2 + s (f^2/2 + R)
 * with s = f/(2+f), R = s^2 P(s^2) (the atanh series: 2 atanh(s) = 2s + s R), kept as a
 * double-double h + l; then e ln2 (or e, e log10(2)) is added with 2Sum. */

/* positive finite x = 2^e (1 + f); returns f (exact) */
INL double log_reduce_d(double x, double *e) {
  u64 u = d2u(x);
  i32 k, adj = 0;
  if (u < 0x0010000000000000ull) { /* subnormal */
    u = d2u(x * 0x1p54);
    adj = -54;
  }
  k = (i32)((i64)(u - 0x3fe6a09e667f3bcdull) >> 52); /* sqrt(1/2) */
  *e = (double)(k + adj);
  return u2d(u - ((u64)(i64)k << 52)) - 1.0;
}

/* log(1 + f) = h + *lo for f in [sqrt(1/2) - 1, sqrt(2) - 1] (poly.py log_d) */
INL double log1p_dd(double f, double *lo) {
  double s = f / (2.0 + f), z = s * s, p, hf, hfe, h;
  p = fmad(1.30867576669520702e-01, z, 1.32687605620367244e-01);
  p = fmad(p, z, 1.53862401724478376e-01);
  p = fmad(p, z, 1.81817956314982432e-01);
  p = fmad(p, z, 2.22222223917947270e-01);
  p = fmad(p, z, 2.85714285708032534e-01);
  p = fmad(p, z, 4.00000000000008793e-01);
  p = fmad(p, z, 6.66666666666666630e-01);
  hf = (0.5 * f) * f; /* f^2/2 = hf + hfe */
  hfe = fmad(0.5 * f, f, -hf);
  h = f - hf; /* |f| >= |hf|: Fast2Sum */
  *lo = (((f - h) - hf) - hfe) + s * fmad(z, p, hf);
  return h;
}

/* NaN, negative, zero, +inf */
INL int log_special_d(double x) { return !(x > 0.0 && x < INFD); }
INL double log_special_value_d(double x) { return x == 0.0 ? -INFD : x < 0.0 ? NAND : x + x; }

/* log(x 2^eadd) = result + *lo for positive finite x */
INL double log_full_dd(double x, double eadd, double *lo) {
  double e, f, h, l, s, c;
  f = log_reduce_d(x, &e);
  e += eadd;
  h = log1p_dd(f, &l);
  s = two_sum(e * LN2_HI_D, h, &c); /* e LN2_HI_D is exact */
  *lo = c + fmad(e, LN2_LO_D, l);
  return s;
}

API double __nv_log(double x) {
  double h, l;
  if (log_special_d(x)) return log_special_value_d(x);
  h = log_full_dd(x, 0.0, &l);
  return h + l;
}

API double __nv_log2(double x) {
  double e, f, h, l, vh, vl, s, c;
  if (log_special_d(x)) return log_special_value_d(x);
  f = log_reduce_d(x, &e);
  h = log1p_dd(f, &l);
  vh = h * LOG2E_D;
  vl = fmad(h, LOG2E_D, -vh) + fmad(h, LOG2E_DLO, l * LOG2E_D);
  s = two_sum(e, vh, &c);
  return s + (c + vl);
}

API double __nv_log10(double x) {
  double e, f, h, l, vh, vl, s, c;
  if (log_special_d(x)) return log_special_value_d(x);
  f = log_reduce_d(x, &e);
  h = log1p_dd(f, &l);
  vh = h * LOG10E_D;
  vl = fmad(h, LOG10E_D, -vh) + fmad(h, LOG10E_DLO, l * LOG10E_D);
  s = two_sum(e * LG2_HI_D, vh, &c); /* e LG2_HI_D is exact */
  return s + (c + fmad(e, LG2_LO_D, vl));
}

/* log(1 + x) = result + *lo for finite x > -1 */
INL double log1p_full_dd(double x, double *lo) {
  double u, c, e, f, h, l, s, cc;
  if (x >= -0.29289321881345243 && x <= 0.41421356237309503) return log1p_dd(x, lo);
  u = 1.0 + x;
  c = x > 1.0 ? (x - u) + 1.0 : (1.0 - u) + x; /* 1 + x = u + c exactly */
  f = log_reduce_d(u, &e);
  h = log1p_dd(f, &l);
  l += c / u; /* log(u + c) = log(u) + log(1 + c/u) */
  s = two_sum(e * LN2_HI_D, h, &cc);
  *lo = cc + fmad(e, LN2_LO_D, l);
  return s;
}

API double __nv_log1p(double x) {
  double h, l;
  if (x == 0.0) return x; /* keeps -0 */
  if (!(x > -1.0 && x < INFD)) return x == -1.0 ? -INFD : x < -1.0 ? NAND : x + x;
  h = log1p_full_dd(x, &l);
  return h + l;
}

/* ------------------------------------------------------------------ f64 trigonometry
 * x = q pi/2 + r, |r| <= pi/4, r carried as a double-double rh + rl: Cody-Waite with pi/2
 * in three doubles below 2^25 (the first product exact inside an fma), Payne-Hanek above
 * (the bits of 2/pi from x's exponent on, 192 of them, times the 53-bit mantissa). Then
 * sin(r) = r + r^3 S(r^2), cos(r) = 1 - r^2/2 + r^4 C(r^2) (poly.py sin_d, cos_d), with
 * the parts that need it kept exact; tan is the double-double quotient of the two. */

#define PIO2_1_D 0x1.921fb54442d18p+0   /* pi/2 = PIO2_1_D + PIO2_2_D + PIO2_3_D */
#define PIO2_2_D 0x1.1a62633145c07p-54
#define PIO2_3_D -0x1.f1976b7ed8fbcp-110
#define TWO_OVER_PI_D 0x1.45f306dc9c883p-1

/* 2/pi in binary, 32 bits a word, after two words of zeros: fraction bit i (weight 2^-i)
 * is bit 63 + i of the table counted from the first word's top bit */
static const u32 two_over_pi_d[42] = {
    0u, 0u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u,
    0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu,
    0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u,
    0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu,
    0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau,
    0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0xfc7b6babu, 0xf0cfbc20u, 0x9af4361du};

/* Payne-Hanek for finite |x| >= 2^25: x = m 2^e (m < 2^53 an integer, e >= -27). Bits of
 * 2/pi of weight 2^-i with i < e - 1 give multiples of 4 and are skipped; the product of m
 * with the next 192 bits, mod 2^192, holds the quadrant (top 2 bits) and the fraction. */
INL u32 trig_reduce_big_d(double x, double *rh, double *rl) {
  u64 u = d2u(x), m = (u & 0xfffffffffffffull) | 0x10000000000000ull;
  i32 e = (i32)((u >> 52) & 0x7ff) - 1075;
  u32 g0 = (u32)(e + 62), w0 = g0 >> 5, sh = g0 & 31u, W[6], L[6], q, k, neg;
  u64 ml = m & 0xffffffffull, mh = m >> 32, acc = 0, fh, fl, hi, lo;
  i32 lz;
  double dh, dl, ph, pl, t;
  for (k = 0; k < 6; k++)
    W[k] = (u32)(((((u64)two_over_pi_d[w0 + k] << 32) | two_over_pi_d[w0 + k + 1]) << sh) >> 32);
  /* limb k (least significant first) of m * W: W[j] weighs 2^(32 (5 - j)) */
  for (k = 0; k < 6; k++) {
    u32 j = 5u - k;
    acc += (u32)(ml * W[j]);
    if (j + 1 <= 5) acc += ((ml * W[j + 1]) >> 32) + (u32)(mh * W[j + 1]);
    if (j + 2 <= 5) acc += (mh * W[j + 2]) >> 32;
    L[k] = (u32)acc;
    acc >>= 32;
  }
  q = L[5] >> 30;
  /* the fraction's first 128 bits */
  fh = ((u64)(L[5] & 0x3fffffffu) << 34) | ((u64)L[4] << 2) | (L[3] >> 30);
  fl = ((u64)L[3] << 34) | ((u64)L[2] << 2) | (L[1] >> 30);
  neg = (u32)(fh >> 63); /* past half a quadrant: round up, r negative */
  if (neg) {
    q++;
    fh = ~fh + (fl == 0);
    fl = 0 - fl;
  }
  lz = fh ? __builtin_clzll(fh) : 63; /* fh = 0 would need |r| < 2^-64: no double comes that close */
  hi = (fh << lz) | (lz ? fl >> (64 - lz) : 0);
  lo = fl << lz;
  /* fraction = dh + dl quarter turns, two exact 53-bit pieces */
  dh = (double)(hi >> 11) * pow2d(-53 - lz);
  dl = (double)(((hi & 0x7ffull) << 42) | (lo >> 22)) * pow2d(-106 - lz);
  ph = dh * PIO2_1_D;
  pl = fmad(dh, PIO2_1_D, -ph) + fmad(dh, PIO2_2_D, dl * PIO2_1_D);
  t = ph + pl;
  pl = (ph - t) + pl;
  if (neg ^ (u32)(u >> 63)) {
    t = -t;
    pl = -pl;
  }
  *rh = t;
  *rl = pl;
  return (u >> 63) ? 0u - q : q;
}

/* x = q pi/2 + rh + rl for finite |x| > pi/4; returns q (mod 4 is what matters). Below 2^25
 * rl is not renormalised: |rl| <= 0.5 ulp(rh) + 2^-81, which every caller adds as a tail
 * term (when rh is tiny, x being next to a multiple of pi/2, rl may exceed ulp(rh); it is
 * still a correct low part). */
INL u32 trig_reduce_d(double x, double *rh, double *rl) {
  double j, a, p, pe, b, be;
  if (__builtin_fabs(x) >= 0x1p25) return trig_reduce_big_d(x, rh, rl);
  j = __builtin_rint(x * TWO_OVER_PI_D);
  a = fmad(j, -PIO2_1_D, x); /* exact: |a| < 2 and a multiple of PIO2_1_D's ulp */
  p = j * PIO2_2_D;
  pe = fmad(j, PIO2_2_D, -p);
  b = two_sum(a, -p, &be);
  *rh = b;
  *rl = fmad(j, -PIO2_3_D, be - pe);
  return (u32)(i32)j;
}

/* sin(rh + rl) - rh, z = rh^2 */
INL double sin_tail_d(double rh, double rl, double z) {
  double p = fmad(-7.58669697142515445e-13, z, 1.60585316165046076e-10);
  p = fmad(p, z, -2.50521062324319211e-08);
  p = fmad(p, z, 2.75573192193391206e-06);
  p = fmad(p, z, -1.98412698412650653e-04);
  p = fmad(p, z, 8.33333333333333148e-03);
  p = fmad(p, z, -1.66666666666666657e-01);
  return fmad(rh * z, p, fmad(-0.5 * z, rl, rl)); /* + rl cos(rh) */
}

/* cos(rh + rl) = result + *t, z = rh^2: w = 1 - z/2 rounded and its error e kept exactly
 * (Fast2Sum, |z/2| < 1), with z's own rounding error (rh^2 - z)/2 = fma(rh/2, rh, -z/2)
 * and the low part's -rh rl folded into the tail */
INL double cos_dd(double rh, double rl, double z, double *t) {
  double nhz = z * -0.5, w = 1.0 + nhz, e = (1.0 - w) + nhz, hze = fmad(0.5 * rh, rh, nhz);
  double p = fmad(-1.13826322123456088e-11, z, 2.08761462654443287e-09);
  p = fmad(p, z, -2.75573172717155947e-07);
  p = fmad(p, z, 2.48015872987656620e-05);
  p = fmad(p, z, -1.38888888888873976e-03);
  p = fmad(p, z, 4.16666666666666644e-02);
  *t = fmad(z * z, p, e - fmad(rh, rl, hze));
  return w;
}

/* |x| <= pi/4 needs no reduction */
#define TRIG_SMALL_D(x) (!(__builtin_fabs(x) > 0x1.921fb54442d18p-1))

API double __nv_sin(double x) {
  double rh, rl, z, h, t;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) return x - x; /* NaN for infinities */
  if (TRIG_SMALL_D(x)) {
    if (x == 0.0) return x; /* sin(-0) = -0 */
    rh = x, rl = 0.0, q = 0u;
  } else q = trig_reduce_d(x, &rh, &rl);
  z = rh * rh;
  if (q & 1u) h = cos_dd(rh, rl, z, &t);
  else h = rh, t = sin_tail_d(rh, rl, z);
  h = h + t;
  return (q & 2u) ? -h : h;
}

API double __nv_cos(double x) {
  double rh, rl, z, h, t;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) return x - x;
  if (TRIG_SMALL_D(x)) rh = x, rl = 0.0, q = 0u;
  else q = trig_reduce_d(x, &rh, &rl);
  z = rh * rh;
  if (q & 1u) h = rh, t = sin_tail_d(rh, rl, z);
  else h = cos_dd(rh, rl, z, &t);
  h = h + t;
  return ((q + 1u) & 2u) ? -h : h;
}

API void __nv_sincos(double x, double *sptr, double *cptr) {
  double rh, rl, z, s, c, ct;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) {
    *sptr = *cptr = x - x;
    return;
  }
  if (TRIG_SMALL_D(x)) rh = x, rl = 0.0, q = 0u;
  else q = trig_reduce_d(x, &rh, &rl);
  z = rh * rh;
  s = x == 0.0 ? x : rh + sin_tail_d(rh, rl, z); /* sin(-0) = -0 */
  c = cos_dd(rh, rl, z, &ct);
  c = c + ct;
  *sptr = (q & 1u) ? ((q & 2u) ? -c : c) : ((q & 2u) ? -s : s);
  *cptr = (q & 1u) ? (((q + 1u) & 2u) ? -s : s) : (((q + 1u) & 2u) ? -c : c);
}

/* tan = sin/cos (q even) or -cos/sin (q odd), the quotient of the two double-doubles
 * corrected by its residual */
API double __nv_tan(double x) {
  double rh, rl, z, sh, st, ch, ct, nh, nl, dh, dl, t, res;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) return x - x;
  if (TRIG_SMALL_D(x)) {
    if (x == 0.0) return x; /* tan(-0) = -0 */
    rh = x, rl = 0.0, q = 0u;
  } else q = trig_reduce_d(x, &rh, &rl);
  z = rh * rh;
  st = sin_tail_d(rh, rl, z);
  sh = rh + st; /* renormalised (Fast2Sum): the quotient's first step needs the leading parts */
  st = (rh - sh) + st;
  ch = cos_dd(rh, rl, z, &ct);
  t = ch + ct;
  ct = (ch - t) + ct;
  ch = t;
  if (q & 1u) {
    nh = -ch, nl = -ct, dh = sh, dl = st;
  } else {
    nh = sh, nl = st, dh = ch, dl = ct;
  }
  t = nh / dh;
  res = (fmad(-t, dh, nh) + nl) - t * dl;
  return t + res / dh;
}

/* ------------------------------------------------------------------ f64 inverse trigonometry
 * atan(t) = t + t^3 P(t^2) on |t| <= 1/2 (poly.py atan_d); past 1/2 a ratio n/d in [0, 1]
 * becomes pi/4 + atan((n - d)/(n + d)) (n - d exact), every quotient carried with its
 * rounding error. asin(x) = x + x^3 P(x^2) on |x| <= 1/2 (asin_d), and past it
 * pi/2 - 2 asin(sqrt((1 - |x|)/2)) with the square root's error folded in. */

#define PIO4_LO_D 0x1.1a62633145c07p-55 /* pi/4 - PIO4 rounded (pi/4 = PIO2_1_D / 2 + this) */
#define PI_1_D 0x1.921fb54442d18p+1
#define PI_2_D 0x1.1a62633145c07p-53

/* atan(t) - t, |t| <= 1/2 */
INL double atan_tail_d(double t) {
  double z = t * t;
  double p = fmad(-9.21579204708985848e-03, z, 2.50065035664895075e-02);
  p = fmad(p, z, -3.80665367205736613e-02);
  p = fmad(p, z, 4.62802486857015333e-02);
  p = fmad(p, z, -5.24009950799471311e-02);
  p = fmad(p, z, 5.87957842958242508e-02);
  p = fmad(p, z, -6.66643567723594760e-02);
  p = fmad(p, z, 7.69229471254028463e-02);
  p = fmad(p, z, -9.09090862032252284e-02);
  p = fmad(p, z, 1.11111111009173757e-01);
  p = fmad(p, z, -1.42857142855991881e-01);
  p = fmad(p, z, 1.99999999999994876e-01);
  p = fmad(p, z, -3.33333333333333315e-01);
  return (t * z) * p;
}

/* atan(n/d) = result + *lo for 0 <= n <= d, d > 0 finite (scaled into the range where
 * n + d and the residuals neither overflow nor lose bits) */
INL double atan_ratio_dd(double n, double d, double *lo) {
  double t, te, u, s, se, ue, h, c;
  if (d > 0x1p1000) n *= 0x1p-200, d *= 0x1p-200;
  if (d < 0x1p-900) n *= 0x1p200, d *= 0x1p200;
  t = n / d;
  if (t <= 0.5) {
    te = fmad(-t, d, n) / d; /* n/d = t + te */
    *lo = atan_tail_d(t) + te;
    return t;
  }
  s = two_sum(n, d, &se);
  u = (n - d) / s; /* exact numerator: d/2 < n <= d */
  ue = (fmad(-u, s, n - d) - u * se) / s;
  h = two_sum(PIO2_1_D * 0.5, u, &c);
  *lo = c + (atan_tail_d(u) + ue + PIO4_LO_D);
  return h;
}

API double __nv_atan(double x) {
  double a = __builtin_fabs(x), h, l, c;
  if (!(a > 0.5)) return x == 0.0 ? x : x + atan_tail_d(x); /* NaN too; keeps -0 */
  if (a == INFD) return __builtin_copysign(PIO2_1_D, x);
  if (a <= 1.0) {
    h = atan_ratio_dd(a, 1.0, &l);
  } else { /* pi/2 - atan(1/a) */
    h = atan_ratio_dd(1.0, a, &l);
    h = two_sum(PIO2_1_D, -h, &c);
    l = (c - l) + PIO2_2_D;
  }
  return __builtin_copysign(h + l, x);
}

API double __nv_atan2(double y, double x) {
  double a, b, h, l, c;
  if (x != x || y != y) return x + y;
  a = __builtin_fabs(y);
  b = __builtin_fabs(x);
  if (a == INFD && b == INFD) a = b = 1.0; /* pi/4 and the quadrant */
  if (b == INFD) a = 0.0, b = 1.0;          /* finite y: 0 or pi */
  if (a == INFD) a = 1.0, b = 0.0;          /* finite x: pi/2 */
  if (a == 0.0 && b == 0.0) {
    h = l = 0.0;
  } else if (a > b) { /* pi/2 - atan(b/a) */
    h = atan_ratio_dd(b, a, &l);
    h = two_sum(PIO2_1_D, -h, &c);
    l = (c - l) + PIO2_2_D;
  } else {
    h = atan_ratio_dd(a, b, &l);
  }
  if (__builtin_signbit(x)) { /* pi - r */
    h = two_sum(PI_1_D, -h, &c);
    l = (c - l) + PI_2_D;
  }
  return __builtin_copysign(h + l, y);
}

/* asin(x) - x, |x| <= 1/2, z = x^2 */
INL double asin_tail_d(double x, double z) {
  double p = fmad(2.87578513674215663e-02, z, -1.48518870712472037e-02);
  p = fmad(p, z, 1.74008794426940214e-02);
  p = fmad(p, z, 5.45750671864035815e-03);
  p = fmad(p, z, 1.03228143501857793e-02);
  p = fmad(p, z, 1.14791774151849057e-02);
  p = fmad(p, z, 1.39712129735529329e-02);
  p = fmad(p, z, 1.73523927208699726e-02);
  p = fmad(p, z, 2.23721729421498886e-02);
  p = fmad(p, z, 3.03819441385312465e-02);
  p = fmad(p, z, 4.46428571463554288e-02);
  p = fmad(p, z, 7.49999999999843292e-02);
  p = fmad(p, z, 1.66666666666666685e-01);
  return (x * z) * p;
}

/* 2 asin(sqrt(z)) = result + *lo for z = (1 - |x|)/2 in [0, 1/4] (exact): s = sqrt(z)
 * rounded, its error (z - s^2)/(2s) folded into lo */
INL double twice_asin_sqrt_d(double z, double *lo) {
  double s = __builtin_sqrt(z);
  double ds = z == 0.0 ? 0.0 : fmad(-s, s, z) / (s + s);
  *lo = 2.0 * (ds + asin_tail_d(s, z));
  return 2.0 * s;
}

API double __nv_asin(double x) {
  double a = __builtin_fabs(x), h, l, c;
  if (x != x) return x + x;
  if (a <= 0.5) return x == 0.0 ? x : x + asin_tail_d(x, x * x);
  if (a > 1.0) return NAND;
  h = twice_asin_sqrt_d((1.0 - a) * 0.5, &l);
  h = two_sum(PIO2_1_D, -h, &c); /* pi/2 - 2 asin(sqrt(z)) */
  return __builtin_copysign(h + ((c - l) + PIO2_2_D), x);
}

API double __nv_acos(double x) {
  double a = __builtin_fabs(x), h, l, c;
  if (x != x) return x + x;
  if (a <= 0.5) { /* pi/2 - asin(x) */
    h = two_sum(PIO2_1_D, -x, &c);
    return h + ((c - asin_tail_d(x, x * x)) + PIO2_2_D);
  }
  if (a > 1.0) return NAND;
  h = twice_asin_sqrt_d((1.0 - a) * 0.5, &l);
  if (x > 0.0) return h + l;
  h = two_sum(PI_1_D, -h, &c); /* pi - 2 asin(sqrt(z)) */
  return h + ((c - l) + PI_2_D);
}

/* ------------------------------------------------------------------ f64 hyperbolic
 * Polynomials near 0 (poly.py sinh_d, cosh_d, tanh_d); elsewhere e^|x| as a
 * double-double (or, past 22, alone: e^-|x| is below half an ulp) */

/* e^x = result + *lo for |x| <= 45: the exp reduction with its error carried */
INL double exp_dd(double x, double *lo) {
  double j, hi, p, pe, r, re, t, s, c, sc;
  i32 k;
  j = round_int_d(x * LOG2E_D, &k);
  hi = fmad(j, -LN2_HI_D, x);
  p = j * -LN2_LO_D;
  pe = fmad(j, -LN2_LO_D, -p);
  r = two_sum(hi, p, &re);
  t = expm1_tail_d(r, re + pe);
  s = 1.0 + r;
  c = (1.0 - s) + r + t;
  t = s + c; /* renormalised: callers divide by the leading part */
  c = (s - t) + c;
  sc = pow2d(k);
  *lo = c * sc;
  return t * sc;
}

/* e^x 2^adj for x <= 711 (or NaN), rounded once */
INL double exp_scaled_d(double x, i32 adj) {
  double j, r;
  i32 k;
  if (x != x) return x + x; /* scale2d would turn a NaN's bits into a number */
  if (x > 711.0) x = 711.0;
  j = round_int_d(x * LOG2E_D, &k);
  r = fmad(j, -LN2_HI_D, x);
  r = fmad(j, -LN2_LO_D, r);
  return exp_finish(r, 0.0, k + adj);
}

API double __nv_sinh(double x) {
  double a = __builtin_fabs(x), z, p, h, l;
  if (a < 1.0) {
    z = x * x;
    p = fmad(7.74617859301882728e-13, z, 1.60576796238016376e-10);
    p = fmad(p, z, 2.50521176959078228e-08);
    p = fmad(p, z, 2.75573191913818156e-06);
    p = fmad(p, z, 1.98412698413241977e-04);
    p = fmad(p, z, 8.33333333333329852e-03);
    p = fmad(p, z, 1.66666666666666657e-01);
    return x == 0.0 ? x : fmad(x * z, p, x);
  }
  if (!(a <= 22.0)) return __builtin_copysign(exp_scaled_d(a, -1), x); /* NaN too */
  h = exp_dd(a, &l); /* (e^a - e^-a)/2 */
  return __builtin_copysign(0.5 * h + (0.5 * l - 0.5 / h), x);
}

API double __nv_cosh(double x) {
  double a = __builtin_fabs(x), z, p, h, l;
  if (a < 1.0) {
    z = x * x;
    p = fmad(4.83445137390607984e-14, z, 1.14699883260638099e-11);
    p = fmad(p, z, 2.08767621555879666e-09);
    p = fmad(p, z, 2.75573192058901570e-07);
    p = fmad(p, z, 2.48015873016174695e-05);
    p = fmad(p, z, 1.38888888888888699e-03);
    p = fmad(p, z, 4.16666666666666644e-02);
    return 1.0 + fmad(z * z, p, 0.5 * z);
  }
  if (!(a <= 22.0)) return exp_scaled_d(a, -1);
  h = exp_dd(a, &l);
  return 0.5 * h + (0.5 * l + 0.5 / h);
}

API double __nv_tanh(double x) {
  double a = __builtin_fabs(x), z, p, h, l, dh, dl, q, qe, c;
  if (a < 0.55 || x != x) {
    z = x * x;
    p = fmad(-2.06027653763663402e-05, z, 8.51131368557767076e-05);
    p = fmad(p, z, -2.34634741088723703e-04);
    p = fmad(p, z, 5.88936052007405734e-04);
    p = fmad(p, z, -1.45566183010071605e-03);
    p = fmad(p, z, 3.59211037868902407e-03);
    p = fmad(p, z, -8.86323439781435546e-03);
    p = fmad(p, z, 2.18694884936669436e-02);
    p = fmad(p, z, -5.39682539674340156e-02);
    p = fmad(p, z, 1.33333333333327142e-01);
    p = fmad(p, z, -3.33333333333333315e-01);
    return x == 0.0 ? x : fmad(x * z, p, x);
  }
  if (a >= 1.5) {
    /* 1 - 2/(e^2a + 1) rounds to 1 once 2/(e^2a + 1) <= 2^-54, a >= 55 ln2 / 2 = 19.06 */
    if (a > 19.1) return __builtin_copysign(1.0, x);
    /* E = e^2a in plain double: 2a = k ln2 + r exactly as exp's (the first fma exact, the
     * second rounds: 2^-54 |r|), E = 2^k (1 + (r + r^2 P(r))): within 2^-52.3 relatively.
     * q = 2/(E + 1) (two roundings): 2^-51.1 relatively, and q <= 2/(e^3 + 1) < 0.095,
     * so 1 - q is off by 2^-54.5 before its rounding: within 0.85 ulp (1 - q >= 0.9,
     * ulp 2^-53). The double-double path below costs about 20 more instructions. */
    double j2, r2, e2;
    i32 k2;
    j2 = round_int_d((a + a) * LOG2E_D, &k2);
    r2 = fmad(j2, -LN2_HI_D, a + a);
    r2 = fmad(j2, -LN2_LO_D, r2);
    e2 = u2d(d2u(1.0 + (r2 + expm1_tail_d(r2, 0.0))) + ((u64)(i64)k2 << 52)); /* k2 <= 56 */
    return __builtin_copysign(1.0 - 2.0 / (e2 + 1.0), x);
  }
  /* 0.55 <= a < 1.5: 1 - 2/(e^2a + 1), the quotient with its residual */
  h = exp_dd(a + a, &l);
  dh = two_sum(h, 1.0, &dl);
  dl += l;
  q = 2.0 / dh;
  qe = (fmad(-q, dh, 2.0) - q * dl) / dh;
  h = two_sum(1.0, -q, &c);
  return __builtin_copysign(h + (c - qe), x);
}

/* ------------------------------------------------------------------ f64 roots */

/* 1/sqrt(x): libdevice's rsqrt, one rsqrt.approx.f64. The PTX ISA states no error for
 * it (9.7.3.16 gives 2^-22.9 for rsqrt.approx.f32 only, and says the f64 form "is
 * emulated in software"); its special values are the ISA's table: -inf and negative
 * normals NaN, -0 -inf, +0 +inf, +inf +0, NaN NaN, and on sm_20+ subnormals are
 * supported (1/sqrt of a subnormal, up to 2^537, is finite). The bound rests on the CUDA
 * programming guide instead: its double-precision table gives rsqrt(x) 1 ulp, and CUDA's
 * rsqrt() is this one instruction (libdevice.10.bc: __nv_rsqrt calls
 * llvm.nvvm.rsqrt.approx.d and nothing else, in FTZ mode too), so the bound NVIDIA
 * documents for the function is its bound for the instruction on every GPU CUDA
 * supports; nvcg's rsqrt is then CUDA's, bit for bit. The guide calls its bounds
 * "generated from extensive but not exhaustive tests, so they are not guaranteed
 * bounds": this one is as good as CUDA's own and no better. (Before session 12:
 * rsqrt.approx.f32 seed and a third-order step, 0.5 + 2^-11 ulp from the PTX ISA's
 * bound alone, 12.5 instructions.) The emulator computes 1/sqrt(x) in host double
 * arithmetic: mathtest's figure is not a hardware measurement. */
API double __nv_rsqrt(double x) { return __nvvm_rsqrt_approx_d(x); }

/* 1/sqrt(s + lo) for s in [2^-126, 2^127) (the caller checks; NaN fails the check) and
 * |lo| <= 2^-30 s, the norms' fast path. The seed r = rsqrt.approx.f32 of (float)s:
 * relative error 2^-22.9 over the positive finite range (PTX ISA 9.7.3.16, the only
 * stated bound this rests on), plus 2^-25 from rounding s to float and 2^-31 from lo:
 * |r/R - 1| < 2^-22.5 for R = 1/sqrt(s + lo). r has 24 bits, so w = r^2 is exact and
 * n = (s + lo) w - 1 (= (1 + eps)^2 - 1, |n| < 2^-21.4) takes two fma roundings, each
 * below 2^-74; R = r (1 + n)^-1/2 = r (1 - n/2 + 3n^2/8 - 5n^3/16 ...): the third-order
 * step drops below 5/16 2^-64.2 = 2^-65.9, and the roundings of r n and of -1/2 + 3n/8
 * add below 2^-75 each. The value before the last fma's rounding is within 2^-65.5 of R
 * relatively. (-n is never formed: no negation instruction.) */
INL double rsq_dd_fast(double s, double lo) {
  double r = (double)__nvvm_rsqrt_approx_f((float)s), w = r * r;
  double n = fmad(lo, w, fmad(s, w, -1.0));
  return fmad(r * n, fmad(0.375, n, -0.5), r);
}

/* the fast path's range for the sum of squares s */
INL int rsq_dd_in_range(double s) { return s >= 0x1p-126 && s < 0x1p127; }

/* cbrt's reduction: |x| (bits u, finite nonzero) = 2^(3k + j) m, m in [1, 2), j in
 * {0, 1, 2}; returns t ~ cbrt(y) to 2^-32 for y = 2^j m (*y): a degree-4 polynomial for
 * cbrt(m) (poly.py cbrt_d, 2^-16), one Newton step t = (2t + m/t^2)/3, times 2^(j/3).
 * cbrt(|x|) = cbrt(y) 2^*k. */
INL double cbrt_reduce(u64 u, i32 *k, double *y) {
  i32 e, j, adj = 0;
  double m, t;
  if (u < 0x0010000000000000ull) { /* subnormal: 2^54 u, cbrt gains 2^18 */
    u = d2u(u2d(u) * 0x1p54);
    adj = -18;
  }
  e = (i32)(u >> 52) - 1023;
  *k = (e + 3 * 400) / 3 - 400; /* floor(e / 3) */
  j = e - 3 * *k;
  *k += adj;
  m = u2d((u & 0xfffffffffffffull) | 0x3ff0000000000000ull);
  t = fmad(-1.01022123363386420e-02, m, 8.30790354796354102e-02);
  t = fmad(t, m, -2.93954118084823690e-01);
  t = fmad(t, m, 7.11742386602592370e-01);
  t = fmad(t, m, 5.09248133549241477e-01);
  t = (t + t + m / (t * t)) * (1.0 / 3.0);
  t *= j == 0 ? 1.0 : j == 1 ? 0x1.428a2f98d728bp+0 : 0x1.965fea53d6e3dp+0; /* 2^(j/3) */
  *y = m * (double)(1 << j);
  return t;
}

/* cbrt and rcbrt for |x| in [2^-126, 2^126] (the fast path): a seed from the f32
 * lg2.approx/ex2.approx instructions, one plain Newton step in f64, one Newton step on a
 * residual computed exactly with fma, rounded once. Like cbrtf's seed, an exception to
 * "no .approx outside __nv_fast_*" whose bound is proved from the PTX ISA's stated errors
 * (9.7.3.20/21: lg2.approx.f32 within 2^-22 absolute on (0.5, 2) and 2^-22 relative
 * elsewhere, ex2.approx.f32 within 2 ulp of the correctly rounded result), so it holds
 * for any instruction within them (tests/math/cbrt_approx_model.c runs the code with the
 * seed pushed to those limits; mathtest measures the emulator's own .approx results).
 *
 * Seed: s = 2^(p lg2(f)), p = -2/3 (cbrt) or -1/3 (rcbrt), f = (float)|x| (normal,
 * relative rounding 2^-24, |p| times that in s: 2^-24.6). |lg2(f)| <= 126, so lg2's
 * error is at most 126 2^-22 = 2^-15.02 absolute, 2/3 of it 2^-15.6 in the exponent,
 * ln 2 2^-15.6 = 2^-16.1 relative in s; the float constant p (2^-25 relative, times
 * |p lg2| <= 84: 2^-18.6) and the rounded product (2^-18 absolute: |p lg2| < 128) add ln 2
 * (2^-18.6 + 2^-18) = 2^-18.8, ex2 its 2.5 ulp (2^-21.7): the seed is within d0 <=
 * 2^-15.8 relative (2^-16.6 for -1/3, where lg2's part is half). s and every intermediate
 * below are normal floats and doubles (s in [2^-84, 2^84]), so the .ftz forms of the
 * instructions are exact in either mode.
 * Both functions refine s ~ S = A^(-1/3) (A = a for rcbrt, a^2 for cbrt's a^(-2/3)) by
 * Newton's step for A S^3 = 1, s + s (1 - A s^3)/3: with s = S (1 + d) it leaves
 * S (1 - 2 d^2 - 4/3 d^3 - d^4/3), so the first step (plain f64; its roundings, a few
 * 2^-53 in the residual, add below 2^-52) gives d1 <= 2 d0^2 (1 + d0) + 2^-52 <= 2^-30.6.
 * The last step, on the exact residual, leaves 2 d1^2 <= 2^-60.2 relative (< 2^-7.2 ulp),
 * its roundings (the residual, 3 d1 <= 2^-29 small, rounded to 2^-53 of itself; the
 * dropped second-order terms; the constant 1/3's 2^-54) are below 2^-80, and the final
 * fma rounds once: at most 1/2 + 2^-7.2 ulp from the exact value, so at most 1 ulp from
 * the correctly rounded one. */
INL int cbrt_fast_ok(double x) {
  return d2u(x) - 0x3810000000000000ull < 0x47d0000000000000ull - 0x3810000000000000ull;
}
INL double cbrt_seed(double a, float p) {
  return (double)__nvvm_ex2_approx_ftz_f(__nvvm_lg2_approx_ftz_f((float)a) * p);
}

/* cbrt: the slow path (subnormal, below 2^-126, above 2^126): the reduction's t, then
 * one correction t - (t^3 - y)/(3 t^2) with t^3 computed as a double-double, rounded
 * once. The fast path: r ~ a^(-2/3) (a = |x|) from the seed, one plain step r + r (1 -
 * a^2 r^3)/3 (a^2 r^3 as (a r)^2 r; Newton's step for a^2 r^3 = 1, 2 d^2), then with C =
 * x r = c + cl exactly (C^3/x = C^2 r), Newton's C + C (1 - C^2 r)/3 = c + (c (1 - c^2 r)
 * + cl)/3 to first order in cl (the dropped 2 cl (1 - c^2 r) and cl^2 r terms are below
 * 2^-80 of c) with c^2 = c2h + c2l exactly: cbrtf's step in f64. cbrt is odd and r is
 * positive, so every term carries x's sign. */
API double __nv_cbrt(double x) {
  u64 u = d2u(x) & 0x7fffffffffffffffull;
  i32 k;
  double y, t, p, pe, c, ce, d;
  if (cbrt_fast_ok(u2d(u))) {
    double a = u2d(u), r = cbrt_seed(a, -0.666666667f), cl, c2h, c2l, e;
    c = a * r;
    e = fmad(-(c * c), r, 1.0);
    r = fmad(r * e, 1.0 / 3.0, r);
    c = x * r;
    cl = fmad(x, r, -c);
    c2h = c * c;
    c2l = fmad(c, c, -c2h);
    e = fmad(-c2h, r, 1.0);
    e = fmad(-c2l, r, e);
    t = fmad(c, e, cl);
    return fmad(t, 1.0 / 3.0, c);
  }
  if (u == 0 || u >= 0x7ff0000000000000ull) return x + x; /* +-0, +-inf, NaN */
  t = cbrt_reduce(u, &k, &y);
  p = t * t; /* t^3 - y = (p + pe) t - y */
  pe = fmad(t, t, -p);
  c = p * t;
  ce = fmad(p, t, -c) + pe * t;
  d = (c - y) + ce;
  t = t - d / (3.0 * p);
  return __builtin_copysign(t * pow2d(k), x);
}

/* 1/cbrt: the fast path: s ~ a^(-1/3) from the seed, one plain step s + s (1 - a s^3)/3
 * (2 d^2), then the same step on the exact residual: with a s = w + wl and w s = v + vl
 * exactly, a s^3 = v s + (vl + wl s) s (the sum rounded: 2^-106), 1 - v s by one fma (the
 * result is 2^-29 small: rounded to 2^-82), on z = copysign(s, x) (rcbrt is odd). The
 * slow path: r = 1/t (2^-32), then one Newton step r + r (1 - y r^3)/3 on the residual
 * computed as a double-double (1 - y r^3 is small: the subtraction from 1 is exact),
 * rounded once; 1/+-0 = +-inf, 1/+-inf = +-0 */
API double __nv_rcbrt(double x) {
  u64 u = d2u(x) & 0x7fffffffffffffffull;
  i32 k;
  double y, r, p, pe, c, ce, q, qe, e;
  if (cbrt_fast_ok(u2d(u))) {
    double a = u2d(u), s = cbrt_seed(a, -0.333333333f), w, wl, v, vl, m, z;
    e = fmad(-((a * s) * s), s, 1.0);
    s = fmad(s * e, 1.0 / 3.0, s);
    z = __builtin_copysign(s, x);
    w = a * s;
    wl = fmad(a, s, -w);
    v = w * s;
    vl = fmad(w, s, -v);
    e = fmad(-v, s, 1.0);
    m = fmad(wl, s, vl);
    e = fmad(-m, s, e);
    return fmad(z * e, 1.0 / 3.0, z);
  }
  if (u == 0) return 1.0 / x;
  if (u >= 0x7ff0000000000000ull) return 1.0 / (x + x); /* +-0 for +-inf; NaN */
  r = 1.0 / cbrt_reduce(u, &k, &y);
  p = r * r; /* r^3 = c + ce */
  pe = fmad(r, r, -p);
  c = p * r;
  ce = fmad(p, r, -c) + pe * r;
  q = y * c; /* y r^3 = q + qe */
  qe = fmad(y, c, -q) + y * ce;
  e = (1.0 - q) - qe;
  r = fmad(r * (1.0 / 3.0), e, r);
  return __builtin_copysign(r * pow2d(-k), x);
}

/* hypot: a >= b scaled into [2^-500, 2^500] (exact; a b below 2^-60 a is negligible),
 * a^2 + b^2 as a double-double, its square root corrected by the residual */
API double __nv_hypot(double x, double y) {
  double a = __builtin_fabs(x), b = __builtin_fabs(y), t, sc = 1.0, ah, al, bh, bl, s, se, r, re;
  if (a == INFD || b == INFD) return INFD;
  if (a != a || b != b) return x + y;
  if (a < b) t = a, a = b, b = t;
  if (b < a * 0x1p-60 || b == 0.0) return a;
  if (a > 0x1p500) a *= 0x1p-600, b *= 0x1p-600, sc = 0x1p600;
  else if (a < 0x1p-500) a *= 0x1p600, b *= 0x1p600, sc = 0x1p-600;
  ah = a * a;
  al = fmad(a, a, -ah);
  bh = b * b;
  bl = fmad(b, b, -bh);
  s = two_sum(ah, bh, &se);
  se += al + bl;
  r = __builtin_sqrt(s);
  re = (fmad(-r, r, s) + se) / (r + r);
  return (r + re) * sc;
}

/* 1/hypot. Fast path: s = fma(x, x, y y) and the rounding error of y y exactly (fma),
 * so x^2 + y^2 = s + lo + d with d the one rounding of the fma, |d| <= 2^-53 (x^2 + y^2);
 * when s lies in [2^-126, 2^127) (no square overflowed; one that underflowed is off by
 * 2^-1075, nothing against s), rsq_dd_fast(s, lo) is within 2^-54 + 2^-65.5 < 2^-53
 * relatively of 1/hypot before its last rounding, so the result is the correctly
 * rounded value or a neighbour: within 1 ulp (CUDA's bound). Otherwise (NaN, infinities,
 * zeros, huge or tiny values), as hypot, a^2 + b^2 = s + se scaled; r = 1/sqrt(s), then
 * one Newton step r + r/2 (1 - (s + se) r^2) on the residual kept exact enough (r s as
 * q + qe); 0 for an infinite argument, +inf for two zeros */
API double __nv_rhypot(double x, double y) {
  double yy = y * y, a, b, t, sc = 1.0, ah, al, bh, bl, s = fmad(x, x, yy), se, r, q, qe, e;
  if (rsq_dd_in_range(s)) return rsq_dd_fast(s, fmad(y, y, -yy));
  a = __builtin_fabs(x), b = __builtin_fabs(y);
  if (a == INFD || b == INFD) return 0.0;
  if (a != a || b != b) return x + y;
  if (a < b) t = a, a = b, b = t;
  if (b < a * 0x1p-60 || b == 0.0) return 1.0 / a;
  if (a > 0x1p500) a *= 0x1p-600, b *= 0x1p-600, sc = 0x1p-600;
  else if (a < 0x1p-500) a *= 0x1p600, b *= 0x1p600, sc = 0x1p600;
  ah = a * a;
  al = fmad(a, a, -ah);
  bh = b * b;
  bl = fmad(b, b, -bh);
  s = two_sum(ah, bh, &se);
  se += al + bl;
  r = 1.0 / __builtin_sqrt(s);
  q = r * s;
  qe = fmad(r, s, -q);
  e = fmad(-r, q, 1.0) - r * qe - r * r * se;
  return fmad(0.5 * r, e, r) * sc;
}


/* ------------------------------------------------------------------ f64 norm3d, norm4d,
 * norm, and their reciprocals
 * The squares' sum as a double-double: the values are scaled by a power of two (exact)
 * chosen from the largest magnitude m so that no square overflows and the ones that
 * matter do not underflow (a value below 2^-60 m changes the sum by less than 2^-120);
 * every square is exact as x^2 + fma(x, x, -x^2), the sum is 2Sum'd. Then sqrt(s + se)
 * and 1/sqrt(s + se) are corrected by one Newton step on the residual, as hypot and
 * rhypot do, and scaled back. An infinite value gives inf (0 for the reciprocals) even
 * with a NaN elsewhere (IEEE 754's hypot rule), else a NaN gives NaN; no values or all
 * zeros give 0 (+inf for the reciprocals). */

/* the scale for the largest magnitude m (finite, nonzero): m 2^k within [2^-500, 2^500],
 * 2^k in *sc and 2^-k returned */
INL double norm_scale_d(double m, double *sc) {
  if (m > 0x1p500) return *sc = 0x1p600, 0x1p-600;
  if (m < 0x1p-500) return *sc = 0x1p-600, 0x1p600;
  return *sc = 1.0, 1.0;
}

/* adds (x 2^k)^2 to s + *se */
INL double norm_add_d(double s, double *se, double x) {
  double h = x * x, l = fmad(x, x, -h), e;
  s = two_sum(s, h, &e);
  *se += e + l;
  return s;
}

/* sqrt(s + se) (rec = 0) or 1/sqrt(s + se) (rec = 1), s > 0, |se| below an ulp of s */
INL double norm_finish_d(double s, double se, int rec) {
  double r, q, qe, e;
  if (!rec) {
    r = __builtin_sqrt(s);
    return r + (fmad(-r, r, s) + se) / (r + r);
  }
  r = 1.0 / __builtin_sqrt(s);
  q = r * s;
  qe = fmad(r, s, -q);
  e = fmad(-r, q, 1.0) - r * qe - r * r * se;
  return fmad(0.5 * r, e, r);
}

/* the n values p[0..n-1] (n >= 0) */
INL double norm_n_d(i32 n, const double *p, int rec) {
  double m = 0.0, s = 0.0, se = 0.0, sc, k, a;
  int nan = 0;
  i32 i;
  for (i = 0; i < n; i++) {
    a = __builtin_fabs(p[i]);
    if (a == INFD) return rec ? 0.0 : INFD;
    if (a != a) nan = 1;
    else if (a > m) m = a;
  }
  if (nan) return NAND;
  if (m == 0.0) return rec ? INFD : 0.0;
  k = norm_scale_d(m, &sc);
  for (i = 0; i < n; i++) s = norm_add_d(s, &se, p[i] * k);
  return norm_finish_d(s, se, rec) * (rec ? 1.0 / sc : sc);
}

/* norm3d and norm4d try the plain sum of squares first. When it is finite and above
 * 2^-968, no square overflowed, and a square that underflowed (below 2^-1022, off by at
 * most 2^-1075) moves the sum by under 2^-106 of itself. Each term reaches the sum
 * through at most 3 roundings of nonnegative values (norm4d pairs its squares,
 * (a a + b b) + (c c + d d): two fma chains and one add), so the sum is within 3u of the
 * exact one, u = 2^-53; the square root halves that (1.5u of the result, at most 1.5 ulp)
 * and rounds once (0.5 ulp): below 2 ulp, CUDA's bound for both. Otherwise (NaN,
 * infinities, an overflowing or tiny sum) the scaled double-double path. */
API double __nv_norm3d(double a, double b, double c) {
  double v[3], s = fmad(c, c, fmad(b, b, a * a));
  if (s > 0x1p-968 && s < INFD) return __builtin_sqrt(s);
  v[0] = a, v[1] = b, v[2] = c;
  return norm_n_d(3, v, 0);
}
/* rnorm3d and rnorm4d (bound 1 ulp), fast path: all squares but the last exact
 * (x x and fma(x, x, -x x)), their highs 2Sum'd, and the last square added by one fma:
 * the sum of squares is s + lo + d with lo the captured errors (rounded twice or three
 * times, below 2^-103 of the sum) and d the fma's one rounding; when s lies in
 * [2^-126, 2^127), rsq_dd_fast(s, lo) is within 1 ulp, as for rhypot. Otherwise the
 * scaled double-double path (norm_n_d). */
API double __nv_rnorm3d(double a, double b, double c) {
  double v[3], p = a * a, q = b * b, e, t = two_sum(p, q, &e), s = fmad(c, c, t);
  if (rsq_dd_in_range(s)) return rsq_dd_fast(s, (fmad(a, a, -p) + fmad(b, b, -q)) + e);
  v[0] = a, v[1] = b, v[2] = c;
  return norm_n_d(3, v, 1);
}
API double __nv_norm4d(double a, double b, double c, double d) {
  double v[4], s = fmad(b, b, a * a) + fmad(d, d, c * c);
  if (s > 0x1p-968 && s < INFD) return __builtin_sqrt(s);
  v[0] = a, v[1] = b, v[2] = c, v[3] = d;
  return norm_n_d(4, v, 0);
}
API double __nv_rnorm4d(double a, double b, double c, double d) {
  double v[4], p = a * a, q = b * b, u = c * c, e, f, t = two_sum(two_sum(p, q, &e), u, &f), s = fmad(d, d, t);
  if (rsq_dd_in_range(s))
    return rsq_dd_fast(s, ((fmad(a, a, -p) + fmad(b, b, -q)) + (fmad(c, c, -u) + e)) + f);
  v[0] = a, v[1] = b, v[2] = c, v[3] = d;
  return norm_n_d(4, v, 1);
}
API double __nv_norm(i32 dim, const double *p) { return norm_n_d(dim, p, 0); }
/* rnorm (bound 2 ulp), fast path: one pass, the squares rounded and 2Sum'd (every
 * addition's error captured exactly in lo), the squares' own roundings (each below
 * 2^-53 x^2, together below 2^-53 of the sum) left out. For n < 2^20 values |lo| < n
 * 2^-53 s < 2^-33 s and its own additions err by under n^2 2^-106 < 2^-66 of the sum, so
 * s + lo is within 2^-53 + 2^-66 of the sum and rsq_dd_fast (when s lies in
 * [2^-126, 2^127)) within 2^-54 + 2^-65 of the result before its last rounding: 1 ulp.
 * Otherwise (NaN, infinities, all zeros, no values, huge or tiny sums, 2^20 values or
 * more) the two-pass scaled path. */
API double __nv_rnorm(i32 dim, const double *p) {
  double s = 0.0, lo = 0.0, e;
  i32 i;
  for (i = 0; i < dim; i++) {
    s = two_sum(s, p[i] * p[i], &e);
    lo += e;
  }
  if (rsq_dd_in_range(s) && dim < (1 << 20)) return rsq_dd_fast(s, lo);
  return norm_n_d(dim, p, 1);
}

/* ------------------------------------------------------------------ f64 pow
 * x^y = e^(y log x) with log x to about 2^-66: x = 2^k z, z in [0.707, 1.414) split in
 * 64 intervals, each with invc ~ 1/c (c its middle; c = 1 exactly for the interval holding
 * 1) and -log(invc) as a double-double; r = z invc - 1 is exact as (P - 1) + Pe, |r| <=
 * 2^-7, log(1 + r) = r - r^2/2 + r^3 P(r) (poly.py logt_d) with r^2/2 kept exact. The
 * product y log x is a double-double whose low part joins exp's reduction. */

/* per interval i (z in [2^46 i, 2^46 (i + 1)) + 0x3fe6a00000000000): invc, and
 * log(1/invc) as a double-double */
static const double pow_log_invc[64] = {
    0x1.6816816816817p+0, 0x1.642c8590b2164p+0, 0x1.6058160581606p+0, 0x1.5c9882b931057p+0,
    0x1.58ed2308158edp+0, 0x1.5555555555555p+0, 0x1.51d07eae2f815p+0, 0x1.4e5e0a72f0539p+0,
    0x1.4afd6a052bf5bp+0, 0x1.47ae147ae147bp+0, 0x1.446f86562d9fbp+0, 0x1.4141414141414p+0,
    0x1.3e22cbce4a902p+0, 0x1.3b13b13b13b14p+0, 0x1.3813813813814p+0, 0x1.3521cfb2b78c1p+0,
    0x1.323e34a2b10bfp+0, 0x1.2f684bda12f68p+0, 0x1.2c9fb4d812ca0p+0, 0x1.29e4129e4129ep+0,
    0x1.27350b8812735p+0, 0x1.2492492492492p+0, 0x1.21fb78121fb78p+0, 0x1.1f7047dc11f70p+0,
    0x1.1cf06ada2811dp+0, 0x1.1a7b9611a7b96p+0, 0x1.1811811811812p+0, 0x1.15b1e5f75270dp+0,
    0x1.135c81135c811p+0, 0x1.1111111111111p+0, 0x1.0ecf56be69c90p+0, 0x1.0c9714fbcda3bp+0,
    0x1.0a6810a6810a7p+0, 0x1.0842108421084p+0, 0x1.0624dd2f1a9fcp+0, 0x1.0410410410410p+0,
    0x1.0204081020408p+0, 0x1.0000000000000p+0, 0x1.f81f81f81f820p-1, 0x1.f07c1f07c1f08p-1,
    0x1.e9131abf0b767p-1, 0x1.e1e1e1e1e1e1ep-1, 0x1.dae6076b981dbp-1, 0x1.d41d41d41d41dp-1,
    0x1.cd85689039b0bp-1, 0x1.c71c71c71c71cp-1, 0x1.c0e070381c0e0p-1, 0x1.bacf914c1bad0p-1,
    0x1.b4e81b4e81b4fp-1, 0x1.af286bca1af28p-1, 0x1.a98ef606a63bep-1, 0x1.a41a41a41a41ap-1,
    0x1.9ec8e951033d9p-1, 0x1.999999999999ap-1, 0x1.948b0fcd6e9e0p-1, 0x1.8f9c18f9c18fap-1,
    0x1.8acb90f6bf3aap-1, 0x1.8618618618618p-1, 0x1.8181818181818p-1, 0x1.7d05f417d05f4p-1,
    0x1.78a4c8178a4c8p-1, 0x1.745d1745d1746p-1, 0x1.702e05c0b8170p-1, 0x1.6c16c16c16c17p-1};
static const double pow_log_hi[64] = {
    -0x1.5d5bddf595f31p-2, -0x1.522ae0738a3d7p-2, -0x1.4718dc271c41cp-2, -0x1.3c25277333183p-2,
    -0x1.314f1e1d35ce3p-2, -0x1.269621134db91p-2, -0x1.1bf99635a6b95p-2, -0x1.1178e8227e47ap-2,
    -0x1.07138604d5864p-2, -0x1.f991c6cb3b37ap-3, -0x1.e530effe71013p-3, -0x1.d1037f2655e7bp-3,
    -0x1.bd087383bd8aap-3, -0x1.a93ed3c8ad9e5p-3, -0x1.95a5adcf70182p-3, -0x1.823c16551a3c0p-3,
    -0x1.6f0128b756ab9p-3, -0x1.5bf406b543db0p-3, -0x1.4913d8333b563p-3, -0x1.365fcb0159014p-3,
    -0x1.23d712a49c201p-3, -0x1.1178e8227e47ap-3, -0x1.fe89139dbd565p-4, -0x1.da7276384469ep-4,
    -0x1.b6ac88dad5b1dp-4, -0x1.9335e5d594988p-4, -0x1.700d30aeac0e8p-4, -0x1.4d3115d207eacp-4,
    -0x1.2aa04a44717a1p-4, -0x1.08598b59e3a06p-4, -0x1.ccb73cdddb2d0p-5, -0x1.894aa149fb34bp-5,
    -0x1.466aed42de3f9p-5, -0x1.0415d89e74440p-5, -0x1.8492528c8cac5p-6, -0x1.0205658935837p-6,
    -0x1.010157588de69p-7, 0x0.0p+0, 0x1.fc0a8b0fc03c4p-7, 0x1.f829b0e7832f8p-6,
    0x1.77458f632dcffp-5, 0x1.f0a30c01162a8p-5, 0x1.341d7961bd1d0p-4, 0x1.6f0d28ae56b4ep-4,
    0x1.a926d3a4ad562p-4, 0x1.e27076e2af2eap-4, 0x1.0d77e7cd08e5bp-3, 0x1.29552f81ff521p-3,
    0x1.44d2b6ccb7d1cp-3, 0x1.5ff3070a793d6p-3, 0x1.7ab890210d907p-3, 0x1.9525a9cf456b6p-3,
    0x1.af3c94e80bff3p-3, 0x1.c8ff7c79a9a20p-3, 0x1.e27076e2af2e8p-3, 0x1.fb9186d5e3e29p-3,
    0x1.0a324e27390e2p-2, 0x1.1675cababa60fp-2, 0x1.22941fbcf7966p-2, 0x1.2e8e2bae11d31p-2,
    0x1.3a64c556945eap-2, 0x1.4618bc21c5ec2p-2, 0x1.51aad872df82ep-2, 0x1.5d1bdbf5809cap-2};
static const double pow_log_lo[64] = {
    -0x1.d5f75b9a23ae4p-59, -0x1.3840b263acb43p-56, -0x1.d8fb4c14c56eep-56, -0x1.152d81af5713ap-56,
    -0x1.22966f61a3c23p-56, -0x1.e0efadd9db02ap-56, 0x1.e9575c2124912p-56, -0x1.b8ce2d07f1cb7p-56,
    0x1.24e912b16ec8bp-60, -0x1.ecca0cdf30143p-58, 0x1.f7627ef82f3f0p-57, 0x1.3f3adb7b71cbcp-58,
    0x1.1165504ad749ep-59, -0x1.bcafa9de97202p-57, -0x1.8a16283fdbd1cp-57, -0x1.6dcd318f4187ep-57,
    0x1.37967087859b9p-59, 0x1.1f5b44c0df7f7p-61, 0x1.0d5604930f137p-58, -0x1.bea08d2dca256p-57,
    -0x1.51c7e9efae297p-57, 0x1.0e63a5f01c693p-58, 0x1.ac9f4215f9394p-58, -0x1.401fa71733017p-58,
    0x1.002bf768e52d0p-58, 0x1.478a85704ccb7p-58, -0x1.a36a677b4c8b2p-59, -0x1.da7d0b1e10b2fp-60,
    -0x1.aea2c72d05c08p-58, 0x1.dd7009902bf32p-58, 0x1.e48fb0500efd5p-59, 0x1.2ba0b44cfaee5p-59,
    0x1.9badefe942718p-60, -0x1.c05cf1d753621p-59, 0x1.d192d0619fa68p-60, -0x1.27c8e8416e717p-60,
    -0x1.46662d417cecep-62, 0x0.0p+0, -0x1.83092c5964281p-62, 0x1.33e3f04f1ef25p-60,
    0x1.8d3ca87b92968p-63, 0x1.85f325c5bbacdp-59, -0x1.3599f227becbbp-58, -0x1.20db323097324p-59,
    -0x1.d7a16eab1e2adp-59, -0x1.61578001e015ap-60, 0x1.9a5dc5e9030adp-57, 0x1.301771c407dc0p-57,
    0x1.7d3d950f87e23p-59, -0x1.bc60efafc6f6cp-58, -0x1.1072534a57e7dp-57, -0x1.26fb3e2b1d1dap-57,
    0x1.a3398064df33ep-57, -0x1.4f689f8434011p-57, -0x1.61578001e015ep-59, 0x1.355519b0de535p-57,
    0x1.bdcfde8061c03p-56, 0x1.ce63eab883727p-61, -0x1.dbd7ac258a2bdp-58, -0x1.1e99b72bd7bf2p-57,
    0x1.cbcd735d03424p-60, -0x1.7a42642661c62p-61, -0x1.d8db0a7cc1543p-56, -0x1.7dc9c7c23801fp-56};

/* log(x) = result + *lo for positive finite x */
INL double log_accurate_dd(double x, double *lo) {
  u64 u = d2u(x), tmp;
  i32 k, adj = 0, i;
  double z, invc, P, Pe, rh, rl, hh, hhe, p, e, s1, c1, s2, c2, t;
  if (u < 0x0010000000000000ull) { /* subnormal */
    u = d2u(x * 0x1p54);
    adj = -54;
  }
  tmp = u - 0x3fe6a00000000000ull;
  i = (i32)((tmp >> 46) & 63u);
  k = (i32)((i64)tmp >> 52);
  z = u2d(u - ((u64)(i64)k << 52));
  invc = pow_log_invc[i];
  P = z * invc; /* z invc - 1 = (P - 1) + Pe exactly */
  Pe = fmad(z, invc, -P);
  rh = P - 1.0;
  rl = Pe;
  hh = rh * rh; /* r^2 = hh + hhe + 2 rh rl (rl^2 is below 2^-100) */
  hhe = fmad(rh, rh, -hh);
  p = fmad(-1.25009174119135313e-01, rh, 1.42867336312222176e-01);
  p = fmad(p, rh, -1.66666666456264156e-01);
  p = fmad(p, rh, 1.99999999766219738e-01);
  p = fmad(p, rh, -2.50000000000000722e-01);
  p = fmad(p, rh, 3.33333333333334147e-01);
  e = (double)(k + adj);
  s1 = two_sum(e * LN2_HI_D, pow_log_hi[i], &c1); /* e LN2_HI_D exact */
  s2 = two_sum(s1, rh, &c2);
  t = s2 - 0.5 * hh; /* |s2| >= |hh/2| unless both are tiny */
  c2 += (s2 - t) - 0.5 * hh;
  *lo = c1 + c2 + fmad(e, LN2_LO_D, pow_log_lo[i]) + rl - (0.5 * hhe + rh * rl) + (hh * rh) * p;
  s1 = t + *lo;
  *lo = (t - s1) + *lo;
  return s1;
}

/* y is an integer: 1 odd, 2 even; 0 not an integer (y finite) */
INL int integer_kind(double y) {
  double t = __builtin_trunc(y);
  if (t != y) return 0;
  if (__builtin_fabs(y) >= 0x1p53) return 2;
  return __builtin_trunc(y * 0.5) * 2.0 == y ? 2 : 1;
}

API double __nv_pow(double x, double y) {
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y), lh, ll, ph, pl, j, hi, p, pe, r, re, sign = 1.0;
  int yk;
  i32 k;
  if (y == 0.0 || x == 1.0) return 1.0; /* also for NaN */
  if (x != x || y != y) return x + y;
  if (ay == INFD) {
    if (ax == 1.0) return 1.0;
    return (ax < 1.0) == (y < 0.0) ? INFD : 0.0;
  }
  yk = integer_kind(y);
  if (__builtin_signbit(x)) {
    if (yk == 1) sign = -1.0;
    else if (yk == 0 && ax != 0.0 && ax != INFD) return NAND; /* negative base, non-integer power */
  }
  if (ax == 0.0 || ax == INFD) /* 0^y, inf^y: 0 or inf, the sign when y is an odd integer */
    return sign * (((ax == 0.0) == (y < 0.0)) ? INFD : 0.0);
  lh = log_accurate_dd(ax, &ll);
  ph = y * lh;
  if (ph > 710.0) return sign * INFD;
  if (ph < -746.0) return sign * 0.0;
  pl = fmad(y, lh, -ph) + y * ll;
  j = round_int_d(ph * LOG2E_D, &k);
  hi = fmad(j, -LN2_HI_D, ph); /* exact */
  hi = two_sum(hi, pl, &pl);    /* pl is up to half an ulp of ph: into r, not the tail */
  p = j * -LN2_LO_D;
  pe = fmad(j, -LN2_LO_D, -p);
  r = two_sum(hi, p, &re);
  return sign * exp_finish(r, re + pe + pl, k);
}

#define PW_K_HI 2.885390043e+00f  /* 2/ln2 = PW_K_HI + PW_K_LO (to 2^-51) */
#define PW_K_LO 3.851926067e-08f
#define PW_K3_HI 9.617967010e-01f /* 2/(3 ln2) = PW_K3_HI + PW_K3_LO */
#define PW_K3_LO -7.028461813e-09f

/* log2(x) = hi + *lo for x positive finite (subnormal too), within 2^-34 relatively
 * (see __nv_powf) */
INL float powf_log2_pw(float x, float *lo) {
  float e, f, uh, ul, sh, sl, z, zl, c, cl, d, dl, ph, pl, q, h, hl, small, lh;
  f = log_reduce(x, &e); /* x = 2^e (1 + f), f exact, |f| <= sqrt2 - 1 */
  uh = 2.0f + f;
  ul = (2.0f - uh) + f; /* 2 + f = uh + ul exactly (Fast2Sum) */
  sh = f / uh;
  sl = (fmaf_(-sh, uh, f) - sh * ul) / uh; /* s = f/(2 + f) = sh + sl */
  z = sh * sh;
  zl = fmaf_(sh, sh, -z);
  c = sh * z;
  cl = fmaf_(sh, zl, fmaf_(sh, z, -c)); /* sh^3 = c + cl */
  ph = PW_K_HI * sh;
  pl = fmaf_(PW_K_HI, sh, -ph); /* PW_K_HI sh = ph + pl exactly */
  d = PW_K3_HI * c;
  dl = fmaf_(PW_K3_HI, c, -d);
  dl = fmaf_(PW_K3_HI, cl, fmaf_(PW_K3_LO, c, dl)); /* (2/(3 ln2)) sh^3 = d + dl */
  q = fmaf_(2.758497603e-01f, z, 3.203470050e-01f);
  q = fmaf_(q, z, 4.122000727e-01f);
  q = fmaf_(q, z, 5.770780150e-01f); /* s^5 R(s^2): the series past s^3 */
  small = fmaf_(c * z, q, dl + pl);
  small = fmaf_(PW_K_LO, sh, small);
  small = fmaf_(PW_K_HI * sl, fmaf_(z, 1.0f, 1.0f), small); /* K sl (1 + s^2): sl in K s + K s^3/3 */
  h = ph + d;
  hl = (ph - h) + d; /* |d| < |ph|/100 */
  lh = e + h;
  *lo = ((e - lh) + h) + (hl + small); /* e = 0 or |e| >= 1 > 2|h| */
  return lh;
}

/* 2^(wh + wl) for |wh| <= 150, |wl| <= 2^-20 |wh| */
INL float powf_exp2_pw(float wh, float wl) {
  float n = rintf_(wh), r = (wh - n) + wl, p; /* wh - n exact; |r| <= 1/2 + 2^-12 */
  p = fmaf_(1.529767328e-05f, r, 1.546189880e-04f);
  p = fmaf_(p, r, 1.333350151e-03f);
  p = fmaf_(p, r, 9.618055539e-03f);
  p = fmaf_(p, r, 5.550410884e-02f);
  p = fmaf_(p, r, 2.402265093e-01f);
  p = fmaf_(p, r, 6.931471806e-01f);
  p = fmaf_(p, r, 1.0f);
  return scale2(p, (i32)n);
}

/* powf in f32 (session 13; was the f64 pow rounded, slow on GPUs with few f64 units).
 * x^y = 2^(y log2 x) for x positive finite (subnormal too), y finite:
 * log2: x = 2^e (1 + f) exactly (logf's reduction, |f| <= sqrt2 - 1); s = f/(2 + f) as
 * sh + sl (2 + f = uh + ul by Fast2Sum, sh = RN(f/uh), the residual f - sh uh exact by
 * fma, sl = (residual - sh ul)/uh: |sh + sl - s| < 2^-45 |s|); |s| <= 0.1716, z = s^2 <=
 * 0.02944; log2(1 + f) = K s + (K/3) s^3 + s^5 R(z), K = 2/ln2. K s (K_hi sh exactly by
 * fma, K_lo sh and K sl (1 + z), the first order of sl in the cubic, in f32) and (K/3) s^3
 * (sh^3 = c + cl and (K/3) c as float pairs) carry about 47 bits; the cubic is up to
 * 2^-6.7 of K s, so it needs them. R (poly.py powlog_f, 4 terms, 2^-28.6 relative) and
 * the small terms' f32 roundings are at most 2^-12.4 of K s: 2^-34.4. Summed by Fast2Sum
 * (K_hi sh + cubic, then e + that: |e| >= 1 > 2|h| or e = 0): log2 x = lh + ll within
 * 2^-34 relatively (|log2 x| >= 1/2 when e != 0). y log2 x = wh + wl (fma for y lh's
 * error, y ll rounded): |wh| <= 150 where the result is finite and nonzero, so its
 * absolute error is below 2^-26.7, 0.06 ulp of the result.
 * exp2: n = rint(wh), r = (wh - n) + wl (wh - n exact; the sum rounds: 2^-26 absolute,
 * 0.09 ulp), |r| <= 1/2 + 2^-12; 2^r = 1 + r Q(r) (poly.py exp2q_f, 7 terms, 2^-28.6
 * relative with the rounded coefficients), Horner with fma: the last step rounds once
 * (0.5 ulp), Q's rounding times |r| <= 0.35 ulp; 2^n by scale2 (exact for normal
 * results, one more rounding for subnormal ones). In all within 1.1 ulp of x^y (mathtest
 * measures 1, the count of floats from the correctly rounded value; CUDA's bound is 4).
 * |wh| > 150 (y lh may overflow to inf) is beyond the range: inf or +0.
 * Special cases (C's pow): x == 1 or y == 0 gives 1 (NaN too); NaN otherwise gives NaN;
 * y = +-inf gives 1 for |x| = 1, else inf or 0 by |x| > 1 and y's sign; x = +-0 or +-inf
 * gives inf or 0 by (x == 0) == (y < 0), negative for x = -0 or -inf and y an odd integer;
 * negative finite x: NaN unless y is an integer, else |x|^y, negated for odd y (|y| >=
 * 2^24 is even). FTZ mode flushes subnormal arguments (to the zero cases) and results. */
API float __nv_powf(float x, float y) {
  float lh, ll, wh, wl, r;
  u32 sgn = 0;
  x = ftz(x);
  y = ftz(y);
  if (!(x > 0.0f && x < INF && fabsf_(y) < INF)) {
    float ax = fabsf_(x), ay = fabsf_(y);
    int yint = rintf_(y) == y, yodd = yint && rintf_(y * 0.5f) != y * 0.5f; /* |y| >= 2^24 even */
    if (x == 1.0f || y == 0.0f) return 1.0f; /* NaN too */
    if (x != x || y != y) return x + y;
    if (ay == INF) return ax == 1.0f ? 1.0f : (ax > 1.0f) == (y > 0.0f) ? INF : 0.0f;
    if (ax == 0.0f || ax == INF) {
      r = (ax == 0.0f) == (y < 0.0f) ? INF : 0.0f;
      return (f2u(x) >> 31) && yodd ? -r : r;
    }
    if (!yint) return NANF; /* negative finite x */
    x = ax;
    sgn = yodd ? 0x80000000u : 0u;
  }
  lh = powf_log2_pw(x, &ll);
  wh = y * lh;
  wl = fmaf_(y, lh, -wh) + y * ll; /* y log2 x = wh + wl */
  if (!(fabsf_(wh) <= 150.0f)) r = wh > 0.0f ? INF : 0.0f;
  else r = ftz(powf_exp2_pw(wh, wl));
  return u2f(f2u(r) | sgn);
}

/* x^n for an integer n: pow with n as a double (exact); powif rounds pow's double
 * result once more (within 1 ulp of float, the f32 and f64 pow's bounds are 4 and 2) */
API double __nv_powi(double x, i32 n) { return __nv_pow(x, (double)n); }
API float __nv_powif(float x, i32 n) { return ftz((float)__nv_pow((double)ftz(x), (double)n)); }

/* ------------------------------------------------------------------ f64 sinpi, cospi,
 * inverse hyperbolic functions */

/* x = n/2 + r, r in [-1/4, 1/4], both exact (x mod 2 first: |x| >= 2^53 is even); pi r as
 * the double-double rh + rl. Returns n. */
INL u32 pi_reduce_d(double x, double *rh, double *rl) {
  double y = x - 2.0 * __builtin_trunc(0.5 * x), j, r;
  i32 n;
  j = round_int_d(y + y, &n);
  r = fmad(j, -0.5, y);
  *rh = r * PI_1_D;
  *rl = fmad(r, PI_1_D, -*rh) + r * PI_2_D;
  return (u32)n;
}

/* sinpi(+-n) = +-0, as IEEE 754 and libdevice */
API double __nv_sinpi(double x) {
  double rh, rl, z, h, t;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) return x - x;
  q = pi_reduce_d(x, &rh, &rl);
  z = rh * rh;
  if (q & 1u) h = cos_dd(rh, rl, z, &t);
  else h = rh, t = sin_tail_d(rh, rl, z);
  h = h + t;
  h = (q & 2u) ? -h : h;
  return h == 0.0 ? __builtin_copysign(0.0, x) : h;
}

/* cospi(n + 1/2) = +0 */
API double __nv_cospi(double x) {
  double rh, rl, z, h, t;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) return x - x;
  q = pi_reduce_d(x, &rh, &rl);
  z = rh * rh;
  if (q & 1u) h = rh, t = sin_tail_d(rh, rl, z);
  else h = cos_dd(rh, rl, z, &t);
  h = h + t;
  h = ((q + 1u) & 2u) ? -h : h;
  return h == 0.0 ? 0.0 : h;
}

/* atanh(x) = log1p(v)/2, v = 2|x|/(1 - |x|) carried as v + ve (1 - |x| and the quotient
 * with their rounding errors), log1p(v + ve) = log1p(v) + ve/(1 + v) */
API double __nv_atanh(double x) {
  double a = __builtin_fabs(x), d, de, v, ve, h, l;
  if (x != x) return x + x;
  if (a >= 1.0) return a == 1.0 ? __builtin_copysign(INFD, x) : NAND;
  if (a < 0x1p-28) return x; /* x + x^3/3: below half an ulp; keeps -0 */
  d = two_sum(1.0, -a, &de);
  v = (a + a) / d;
  ve = (fmad(-v, d, a + a) - v * de) / d;
  h = log1p_full_dd(v, &l);
  l += ve / (1.0 + v);
  return __builtin_copysign(0.5 * (h + l), x);
}

/* asinh(x) = log(a + sqrt(a^2 + 1)): log(2a) past 2^28, log(2a + 1/(sqrt(a^2+1) + a)) from
 * 2, log1p(a + a^2/(1 + sqrt(1 + a^2))) below */
API double __nv_asinh(double x) {
  double a = __builtin_fabs(x), h, l, t;
  if (!(a < INFD)) return x + x; /* NaN, +-inf */
  if (a < 0x1p-28) return x;
  if (a > 0x1p28) {
    h = log_full_dd(a, 1.0, &l);
  } else if (a >= 2.0) {
    t = __builtin_sqrt(fmad(a, a, 1.0));
    h = log_full_dd(fmad(2.0, a, 1.0 / (t + a)), 0.0, &l);
  } else {
    t = a * a;
    h = log1p_full_dd(a + t / (1.0 + __builtin_sqrt(1.0 + t)), &l);
  }
  return __builtin_copysign(h + l, x);
}

/* acosh(x) = log(x + sqrt(x^2 - 1)): log(2x) past 2^28, log(2x - 1/(x + sqrt(x^2-1)))
 * from 2, log1p(t + sqrt(2t + t^2)) with t = x - 1 (exact) below */
API double __nv_acosh(double x) {
  double h, l, t;
  if (x != x) return x + x;
  if (x < 1.0) return NAND;
  if (x == INFD) return x;
  if (x > 0x1p28) {
    h = log_full_dd(x, 1.0, &l);
  } else if (x >= 2.0) {
    t = __builtin_sqrt(fmad(x, x, -1.0));
    h = log_full_dd(fmad(2.0, x, -1.0 / (x + t)), 0.0, &l);
  } else {
    t = x - 1.0;
    h = log1p_full_dd(t + __builtin_sqrt(fmad(t, t, t + t)), &l);
  }
  return h + l;
}

/* ------------------------------------------------------------------ f64 erf, erfc, normcdf
 * erf(x) = x (2/sqrt(pi) + z P(z)), z = x^2, for |x| < 1 (poly.py erf_d), the constant
 * split in two so that the leading product is exact inside the fma. erfc(x) for x >= 1/2
 * is e^(-x^2) erfcx(x): erfcx from 15 polynomials in t = x - m on [1/2, 8) (poly.py
 * erfcx_d0..14) and as G(1/x^2)/x beyond (erfcx_big_d); -x^2 is a double-double, e^(-x^2)
 * one too, and their product with erfcx rounds once (with normcdf's halving folded into
 * the scaling, so that subnormal results round once). Elsewhere 1 - erf, 2 - erfc(-x) and
 * 1 - erfc, none of which cancels by more than a bit or two. */

#define TWO_RSQRTPI_HI 1.1283791670955126        /* 2/sqrt(pi) */
#define TWO_RSQRTPI_LO 1.53354596131658812e-17
#define RSQRT2_HI 0.7071067811865476              /* 1/sqrt(2) */
#define RSQRT2_LO -4.83364665672645673e-17

INL double erf_small_d(double x) {
  double z = x * x;
  double p = fmad(-4.37462145032506403e-12, z, 8.80068009046020322e-11);
  p = fmad(p, z, -1.21903562403211701e-09);
  p = fmad(p, z, 1.47966189012904160e-08);
  p = fmad(p, z, -1.63650855926320622e-07);
  p = fmad(p, z, 1.64620767947934338e-06);
  p = fmad(p, z, -1.49256490823647847e-05);
  p = fmad(p, z, 1.20553329527004394e-04);
  p = fmad(p, z, -8.54832702302469574e-04);
  p = fmad(p, z, 5.22397762543846868e-03);
  p = fmad(p, z, -2.68661706451310822e-02);
  p = fmad(p, z, 1.12837916709551248e-01);
  p = fmad(p, z, -3.76126389031837538e-01);
  return fmad(x, TWO_RSQRTPI_HI, x * fmad(z, p, TWO_RSQRTPI_LO)); /* keeps -0 */
}

static const double erfcx_tab_d[15][14] = {
    {5.06937650293144859e-01, -3.67972691655795381e-01, 2.30958131551294965e-01, -1.29836061994880070e-01, 6.67905425284153753e-02, -3.18972620399468956e-02, 1.42891985847085901e-02,
     -6.05153227177643391e-03, 2.43764106994226893e-03, -9.38513222881505005e-04, 3.46663792830202136e-04, -1.23327172145608268e-04, 4.33791590756148082e-05, -1.44037696125589108e-05},
    {3.67822916452361093e-01, -2.08821875964609854e-01, 1.06795571496598449e-01, -5.02182743959074668e-02, 2.20113642509462380e-02, -9.08162763295995885e-03, 3.55310989468329711e-03,
     -1.32578292723685431e-03, 4.73970700615345406e-04, -1.62960121111312221e-04, 5.40449150851440323e-05, -1.73414592549775621e-05, 5.50170183982838698e-06, -1.66107670306251119e-06},
    {2.84972234737436381e-01, -1.30976345514485198e-01, 5.57636300870872278e-02, -2.22599952413883168e-02, 8.40431920734018706e-03, -3.02097465142811463e-03, 1.03920452135691397e-03,
     -3.43533353184748028e-04, 1.09505338168400606e-04, -3.37553683055287799e-05, 1.00855186801041319e-05, -2.92763224927802006e-06, 8.40644960856185332e-07, -2.31311324438099532e-07},
    {2.31087258730391876e-01, -8.84865028087491595e-02, 3.19926274107062564e-02, -1.10020607564400453e-02, 3.61899535435979049e-03, -1.14372848365416045e-03, 3.48535421881477096e-04,
     -1.02721081117776959e-04, 2.93532548635304079e-05, -8.15028505370548825e-06, 2.20284614709838341e-06, -5.80590975713203624e-07, 1.51474186852836853e-07, -3.80939975726248243e-08},
    {1.93662096279068691e-01, -6.32376375606348434e-02, 1.97585929873228643e-02, -5.93433789699797636e-03, 1.71958188528951506e-03, -4.82195084981121682e-04, 1.31181800501584849e-04,
     -3.46986095714021291e-05, 8.94015736611989678e-06, -2.24737372546957828e-06, 5.51944917712697916e-07, -1.32618571886705757e-07, 3.15681644319769443e-08, -7.27973848427851167e-09},
    {1.66335348426821877e-01, -4.71994023211703764e-02, 1.29372908830181575e-02, -3.43547130090757387e-03, 8.86004577534332122e-04, -2.22382569568488727e-04, 5.44204088064405197e-05,
     -1.30046402641494186e-05, 3.03883225251974124e-06, -6.95208122445421546e-07, 1.55874938829747703e-07, -3.42886000602576344e-08, 7.47869285607679720e-09, -1.58693626670957709e-09},
    {1.45589721275038553e-01, -3.64562575327235308e-02, 8.87875552732529834e-03, -2.10728287016911020e-03, 4.88222382095581157e-04, -1.10579574924295440e-04, 2.45163253751750966e-05,
     -5.32667278902294574e-06, 1.13532566425366147e-06, -2.37600405569549345e-07, 4.88634165234942464e-08, -9.88287720128010546e-09, 1.98353860434236685e-09, -3.88692897713608497e-10},
    {1.29345274785987924e-01, -2.89443314146153319e-02, 6.33186627387274936e-03, -1.35593316710409828e-03, 2.84575156840169180e-04, -5.85955002133581651e-05, 1.18480936441339213e-05,
     -2.35460063547838870e-06, 4.60260251005180113e-07, -8.85543656009171092e-08, 1.67804834691633510e-08, -3.13371866855364935e-09, 5.81172458603092297e-10, -1.05552573755771111e-10},
    {1.16302707210247311e-01, -2.35034485981631507e-02, 4.66132636897234002e-03, -9.08098897029690523e-04, 1.73928304040655966e-04, -3.27757811346318688e-05, 6.08111455029290796e-06,
     -1.11156772007167729e-06, 2.00291974192061296e-07, -3.55957479420673361e-08, 6.24233563090076861e-09, -1.08074468946933483e-09, 1.85947894599606502e-10, -3.14113510504857885e-11},
    {1.05612735468891800e-01, -1.94454446721486485e-02, 3.52415094011139692e-03, -6.29101491042543290e-04, 1.10684056069022674e-04, -1.92040786720703514e-05, 3.28754768019003907e-06,
     -5.55558100260598020e-07, 9.27169147235764672e-08, -1.52876234438341999e-08, 2.49134856797600373e-09, -4.01429460403807243e-10, 6.43203151557424170e-11, -1.01403845921112341e-11},
    {9.66987781697139226e-02, -1.63432181438024834e-02, 2.72527384284963498e-03, -4.48595698278055858e-04, 7.29242888754070022e-05, -1.17124148977864515e-05, 1.85930107103594713e-06,
     -2.91838211220944276e-07, 4.53078395414663238e-08, -6.95958588841665600e-09, 1.05803445382956819e-09, -1.59240802665290634e-10, 2.38459860437414885e-11, -3.52000736915814533e-12},
    {8.91566317872743846e-02, -1.39212697545827001e-02, 2.14869582113251176e-03, -3.27947248336334172e-04, 4.95127595152117060e-05, -7.39700054650448323e-06, 1.09383536651642030e-06,
     -1.60151287358778008e-07, 2.32224552746788159e-08, -3.33576508394098824e-09, 4.74781328455259043e-10, -6.69742163849572877e-11, 9.40464753540593019e-12, -1.30385146239322926e-12},
    {8.26950567750530663e-02, -1.19959006322962695e-02, 1.72272750705323519e-03, -2.44993306457955574e-04, 3.45113442310175872e-05, -4.81669315943477464e-06, 6.66221801609788192e-07,
     -9.13417138743807454e-08, 1.24163082926027612e-08, -1.67369628641932056e-09, 2.23770423980332029e-10, -2.96793858070356126e-11, 3.92028308257077348e-12, -5.11937291376197721e-13},
    {7.70991803512598994e-02, -1.04410520022439994e-02, 1.40155333499090333e-03, -1.86526882373300493e-04, 2.46167188922374052e-05, -3.22226816183173390e-06, 4.18424906318657043e-07,
     -5.39107402908513034e-08, 6.89300982329122467e-09, -8.74759829798184013e-10, 1.10199723436103015e-10, -1.37832675446913025e-11, 1.71751793081396874e-12, -2.11832245073566427e-13},
    {7.22071708146697633e-02, -9.16801946813128668e-03, 1.15501993665229389e-03, -1.44409972717339123e-04, 1.79213240464578019e-05, -2.20788454291647706e-06, 2.70072946284846938e-07,
     -3.28054883449683605e-08, 3.95760291138378093e-09, -4.74236856091448025e-10, 5.64532547264604200e-11, -6.67680917874617541e-12, 7.86998381014140589e-13, -9.19088300773459869e-14},
};

/* erfcx(x) = e^(x^2) erfc(x) for x >= 1/2 (not NaN) */
INL double erfcx_d(double x) {
  double t, p, s;
  if (x < 8.0) {
    i32 i = (i32)((x - 0.5) * 2.0), k;
    const double *c = erfcx_tab_d[i];
    t = x - (0.75 + 0.5 * (double)i); /* exact */
    p = c[13];
    for (k = 12; k >= 0; k--) p = fmad(p, t, c[k]);
    return p;
  }
  s = 1.0 / (x * x); /* 0 once x^2 overflows */
  p = fmad(1.59152815031604725e+05, s, -3.17250781197746510e+04);
  p = fmad(p, s, 4.34752875536578540e+03);
  p = fmad(p, s, -5.94158344511401538e+02);
  p = fmad(p, s, 9.16247496149131138e+01);
  p = fmad(p, s, -1.66611606934075382e+01);
  p = fmad(p, s, 3.70249393442586028e+00);
  p = fmad(p, s, -1.05785546875067848e+00);
  p = fmad(p, s, 4.23142187660417834e-01);
  p = fmad(p, s, -2.82094791773877973e-01);
  p = fmad(p, s, 5.64189583547756279e-01);
  return p / x;
}

/* 2^adj e^(h + l) f for h <= 711, |l| <= 2^-40 and f in [2^-20, 2]: h reduced exactly
 * (Cody-Waite), l joining the reduced argument rather than the tail's small term (whose
 * first-order treatment needs it tiny), one final rounding: v 2^k1 is normal, the last
 * product rounds */
INL double exp_mul_d(double h, double l, double f, i32 adj) {
  double j, hi, p, pe, q, r, re, t, s, c, v;
  i32 k, k1;
  j = round_int_d(h * LOG2E_D, &k);
  hi = fmad(j, -LN2_HI_D, h); /* exact */
  p = j * -LN2_LO_D;
  pe = fmad(j, -LN2_LO_D, -p);
  p = two_sum(p, l, &q);
  r = two_sum(hi, p, &re);
  t = expm1_tail_d(r, re + pe + q);
  s = 1.0 + r;
  c = (1.0 - s) + r + t;
  v = fmad(s, f, c * f);
  k += adj;
  k1 = k >> 1;
  return (v * pow2d(k1)) * pow2d(k - k1);
}

/* 2^adj erfc(x + xl) for x >= 1/2, xl below half an ulp of x (normcdf's low part), and
 * erfcx(x) in *fx:
 * e^(-(x + xl)^2) = e^(-h - l), h + l = x^2 + 2 x xl; erfcx's change over xl is far
 * below an ulp */
INL double erfc_big_d(double x, double xl, i32 adj, double *fx) {
  double h, l, f;
  if (x > 27.5) { /* erfc(27.3) is below half the smallest subnormal */
    *fx = 1.0 / (x * 1.7724538509055160273); /* erfcx(x) to 2^-10 (erfcinv never comes here) */
    return 0.0;
  }
  h = x * x;
  l = fmad(x, x, -h) + 2.0 * x * xl;
  f = erfcx_d(x);
  *fx = f;
  return exp_mul_d(-h, -l, f, adj);
}

API double __nv_erf(double x) {
  double a = __builtin_fabs(x), v;
  if (a < 1.0) return erf_small_d(x);
  if (x != x) return x + x;
  if (a >= 6.0) return __builtin_copysign(1.0, x); /* erfc(6) is below half an ulp of 1 */
  return __builtin_copysign(1.0 - erfc_big_d(a, 0.0, 0, &v), x);
}

API double __nv_erfc(double x) {
  double v, f;
  if (x != x) return x + x;
  if (__builtin_fabs(x) < 0.5) return 1.0 - erf_small_d(x);
  if (x < -6.0) return 2.0;
  v = erfc_big_d(__builtin_fabs(x), 0.0, 0, &f); /* one copy of the long path */
  return x > 0.0 ? v : 2.0 - v;
}

/* normcdf(x) = erfc(-x/sqrt(2)) / 2 with -x/sqrt(2) = uh + ul as a double-double (the
 * rounding of the quotient alone would cost x^2 2^-53 relative for large -x) */
API double __nv_normcdf(double x) {
  double uh, ul, v, f;
  if (x != x) return x + x;
  uh = x * -RSQRT2_HI;
  ul = fmad(x, -RSQRT2_HI, -uh) + x * -RSQRT2_LO;
  if (__builtin_fabs(uh) < 0.5) return 0.5 * (1.0 - fmad(ul, TWO_RSQRTPI_HI, erf_small_d(uh)));
  if (uh < -6.0) return 1.0;
  v = erfc_big_d(__builtin_fabs(uh), uh > 0.0 ? ul : -ul, -1, &f); /* one copy of the long path */
  return uh > 0.0 ? v : 1.0 - v;
}

/* normcdff rounds the f64 function, but from x = 5.42 on 1 - normcdf(x) is below 2^-25
 * (2^-25 at x = 5.41998), so the result rounds to 1: returned without the f64 erfc
 * (a quarter of [-10, 10]); NaN compares false */
API float __nv_normcdff(float x) {
  x = ftz(x);
  if (x >= 5.42f) return 1.0f;
  return ftz((float)__nv_normcdf((double)x));
}

/* ------------------------------------------------------------------ f32 erfinvf, erfcinvf,
 * normcdfinvf: in f32, Giles' form ("Approximating the erfinv function") with our own fits
 * (poly.py erfinv_f*): erfinv(y) = y P(y^2) for |y| <= 3/4 (erfinv_f, 2^-29 absolute);
 * beyond, w = -log(1 - y^2) (1 - y^2 = q (2 - q) for q = 1 - y = erfc(x)) and
 * erfinv(y) = y p(w) for w < 5 (erfinv_fw1 on [0.2876, 1.3125] in u = w - 0.8125,
 * erfinv_fw2 on [1.3125, 5] in u = w - 3.15625; 2^-28.8, p in [1.07, 2.05]), or
 * s + g(s - c), s = sqrt(w) (erfinv_fs1 on [sqrt 5, 4], erfinv_fs2 on [4, 10.2]; 2^-28).
 * Error (u = 2^-24 relative): P's and p's constant terms are float pairs (hi toward zero)
 * added last, y c_hi + y (u P(u) + c_lo), and the sqrt side is s + (g(u) + ...), so the
 * result rounds once (0.5 ulp) after a sum whose other term is below 0.6 of it and an
 * ulp of that term is at most a quarter of the result's (its rounding, the fit, the
 * linear coefficient's rounding times |u| and Horner's rule add about 0.3 ulp). The log's
 * argument is fma(-a, a, 1) or fma(-q, q, 2q), rounded once (2^-24 absolute in w); w is
 * -(e ln2 + log1p(f)) as a float pair (log_reduce exact, e ln2_hi exact, Fast2Sum,
 * log1p_tail 2^-26), and u = w - c rounds at most twice (2^-25 for fw1, 2^-23 for fw2,
 * times p's slope 0.25: below 0.1 ulp). On the sqrt side s is a float pair (the residual
 * w - s^2 by fma, over 2s) folded into the exactly reduced s - c and into g's constant.
 * Within 1.2 ulp in all (sampled on the host: 0.81); erfinvf's bound is 2, and the
 * harness holds erfcinvf to 2 too. For erfcinvf, y = 1 - q is exact for q in [1/2, 3/2]
 * (the central polynomial) and is hi + lo (Fast2Sum) on the log side:
 * (hi + lo) p = hi c_hi + (hi r + lo (c_hi + r)), r = p - c_hi. No .approx instruction:
 * lg2.approx would save about ten instructions on the log side only, which the central
 * polynomial spares 3/4 of [-1, 1]. */
/* P(y^2) - P(0) (the rest of y P(y^2) beyond 8.862268925e-01 y) */
INL float erfinv_central_p(float y) {
  float z = y * y;
  float p = fmaf_(9.606374160e-01f, z, -1.934333665e+00f);
  p = fmaf_(p, z, 1.888178548e+00f);
  p = fmaf_(p, z, -9.628592681e-01f);
  p = fmaf_(p, z, 3.729664546e-01f);
  p = fmaf_(p, z, -1.637729132e-02f);
  p = fmaf_(p, z, 7.355437020e-02f);
  p = fmaf_(p, z, 8.592826796e-02f);
  p = fmaf_(p, z, 1.275791393e-01f);
  p = fmaf_(p, z, 2.320133400e-01f);
  return fmaf_(p, z, 3.374204023e-08f);
}
INL float erfinv_central_f(float y) {
  return fmaf_(y, 8.862268925e-01f, y * erfinv_central_p(y)); /* y * p has y's sign: -0 stays -0 */
}

/* erfinv(hi + lo) from t = 1 - (hi + lo)^2 in (0, 0.75] (positive normal or subnormal);
 * hi + lo in [1/2, 1] (lo = 0 unless has_lo) */
INL float erfinv_tail_f(float t, float hi, float lo, int has_lo) {
  float e, f = log_reduce(t, &e), a, nh, nl, u, p, s, c;
  a = e * 6.93145752e-1f; /* e * 0x3f317200: exact; e <= 0 */
  nh = a + f;             /* -w = nh + nl; Fast2Sum (|a| >= ln2 > |f| or a = 0) */
  nl = ((a - nh) + f) + fmaf_(e, 1.42860677e-6f, log1p_tail(f)); /* ln2 - 0x3f317200 */
  if (nh > -5.0f) { /* y p(w): p = c + u P(u) + c_lo */
    if (nh > -1.3125f) {
      u = (-0.8125f - nh) - nl;
      p = fmaf_(4.250968145e-05f, u, 6.087479192e-05f);
      p = fmaf_(p, u, -2.437529871e-03f);
      p = fmaf_(p, u, 5.606070583e-03f);
      p = fmaf_(p, u, 2.459858262e-01f);
      p = fmaf_(p, u, 4.694563862e-08f);
      c = 1.081070900e+00f;
    } else {
      u = (-3.15625f - nh) - nl;
      p = fmaf_(-4.173244985e-09f, u, -2.198772788e-08f);
      p = fmaf_(p, u, 4.171146908e-07f);
      p = fmaf_(p, u, -1.297458491e-06f);
      p = fmaf_(p, u, -1.413112648e-05f);
      p = fmaf_(p, u, 1.845741301e-04f);
      p = fmaf_(p, u, -7.174966446e-04f);
      p = fmaf_(p, u, -6.102033947e-03f);
      p = fmaf_(p, u, 2.397789307e-01f);
      p = fmaf_(p, u, 3.710610617e-08f);
      c = 1.661153555e+00f;
    }
    u = hi * p;
    if (has_lo) u = fmaf_(lo, c + p, u);
    return fmaf_(hi, c, u);
  }
  u = nh + nl; /* renormalized: nl carries log1p(f) - f so far */
  nl = (nh - u) + nl;
  nh = u;
  s = __builtin_sqrtf(-nh);
  e = (fmaf_(-s, s, -nh) - nl) / (s + s); /* sqrt(w) - s */
  if (s < 4.0f) { /* s + g(u) */
    u = (s - 3.125f) + e; /* s - 3.125 exact */
    p = fmaf_(2.326610019e-06f, u, -1.690746974e-05f);
    p = fmaf_(p, u, 3.565963704e-05f);
    p = fmaf_(p, u, 2.623170913e-07f);
    p = fmaf_(p, u, -2.334145077e-04f);
    p = fmaf_(p, u, 9.996226079e-04f);
    p = fmaf_(p, u, -2.909305813e-03f);
    p = fmaf_(p, u, 5.654424548e-03f);
    p = fmaf_(p, u, 4.220467346e-03f);
    return s + fmaf_(p, u, -1.667647403e-01f + e);
  }
  u = (s - 7.125f) + e; /* s - 7.125 exact */
  p = fmaf_(-4.360213223e-11f, u, 2.991839694e-10f);
  p = fmaf_(p, u, -8.399316884e-10f);
  p = fmaf_(p, u, 5.634943201e-09f);
  p = fmaf_(p, u, -4.750257659e-08f);
  p = fmaf_(p, u, 2.793244322e-07f);
  p = fmaf_(p, u, -1.396329989e-06f);
  p = fmaf_(p, u, 5.092559216e-06f);
  p = fmaf_(p, u, 9.066293828e-06f);
  p = fmaf_(p, u, -5.097438768e-04f);
  p = fmaf_(p, u, 8.467798695e-03f);
  return s + fmaf_(p, u, -1.299138943e-01f + e);
}

API float __nv_erfinvf(float x) {
  float a, t;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 0.75f) return ftz(erfinv_central_f(x));
  t = fmaf_(-a, a, 1.0f);
  if (!(t > 0.0f)) return t == 0.0f ? copysignf_(INF, x) : NANF; /* +-1; NaN, |x| > 1 */
  return copysignf_(erfinv_tail_f(t, a, 0.0f, 0), x);
}

/* erfcinv(q) for q in [0, 2] (NaN outside). The central polynomial serves q in
 * [1/4, 7/4] (|y| <= 3/4, as erfinvf's), y = 1 - q as hi + lo (Fast2Sum; lo = 0 from
 * q = 1/2 on, below 2^-25 under it): x = hi c + (hi p + lo D), D = 0.5912 + 1.9357 z the
 * slope dx/dy = sqrt(pi)/2 e^(x^2) (1.11 to 1.72 on z = hi^2 in [1/4, 0.5625]) within
 * 3.4%, so lo's part is off by below 2^-29.7 (0.04 ulp of x >= 0.477): erfinvf's error
 * (1.2 ulp) plus 0.05. Three quarters of [0, 2] take this path. */
INL float erfcinv_core_f(float q) {
  float r = q, hi, lo;
  if (q >= 0.25f && q <= 1.75f) {
    hi = 1.0f - q;
    lo = (1.0f - hi) - q; /* exact: 1 - hi is, and so is the tiny difference */
    return fmaf_(hi, 8.862268925e-01f, fmaf_(lo, fmaf_(hi * hi, 1.935727841e+0f, 5.911606691e-1f), hi * erfinv_central_p(hi)));
  }
  if (q > 1.75f) r = 2.0f - q; /* exact; erfcinv(q) = -erfcinv(2 - q) */
  if (!(r > 0.0f)) return r == 0.0f ? (q == 0.0f ? INF : -INF) : NANF;
  hi = 1.0f - r;
  lo = (1.0f - hi) - r; /* Fast2Sum: hi + lo = 1 - r exactly */
  hi = erfinv_tail_f(fmaf_(-r, r, r + r), hi, lo, 1);
  return q > 1.75f ? -hi : hi;
}

API float __nv_erfcinvf(float q) { return erfcinv_core_f(ftz(q)); }

/* normcdfinv(p) = -sqrt(2) erfcinv(2 p) (2 p exact): erfcinvf's error plus 0.5 ulp for the
 * product and 0.2 for sqrt(2)'s rounding, within the bound of 5; 0 - r makes p = 1/2 +0 */
API float __nv_normcdfinvf(float p) {
  p = ftz(p);
  return 0.0f - erfcinv_core_f(p + p) * 1.41421354e+0f;
}

/* ------------------------------------------------------------------ f64 erfinv, erfcinv
 * For |y| <= 3/4 (q = 1 - y in [1/4, 7/4]) one polynomial, no Newton step (inv13; was a
 * 2^-42 guess and a step on erf to |y| = 1/2): erfinv(y) = y (c + z Q(z)), z = y^2,
 * c = sqrt(pi)/2 as C_HI + C_LO (C_HI rounded down), Q from poly.py erfinv_dq0 (z <= 1/4) and erfinv_dq1
 * (z in [1/4, 9/16], in u = z - 13/32), 2^-56.7 absolute each, below 2^-57.5 of c + z Q.
 * Evaluated as y C_HI + (y (z Q + C_LO) + lo D): the first product is exact inside the
 * fma, the second term is below 0.35 of the sum (z Q <= 0.3), so its rounding, Horner's
 * (Q's terms are positive on z >= 0; about 2^-52 of z Q) and z's rounding (times
 * z Q'/Q < 1) add below 0.3 ulp to the final rounding's 0.5: within 1 ulp. For erfcinv
 * y = 1 - q is exact from q = 1/2 on and hi + lo (Fast2Sum, |lo| <= 2^-54) below it;
 * lo D, D = 0.5912 + 1.9357 z, is lo times the slope dx/dy = c e^(x^2) (1.11 to 1.72 on
 * z in [1/4, 9/16]) within 3.4%: 2^-58.6 absolute at most.
 * For q = erfc(x) < 1/4: a polynomial in t = sqrt(-log q) on four intervals
 * (erfcinv_d0..3, 2^-26 at worst), then two Newton steps on erfc:
 * x + (1 - q/erfc(x)) erfcx(x) sqrt(pi)/2 with erfc and q scaled by 2^600 so that tiny q
 * keep their precision. The remaining error is erfc's, over the slope. */

#define SQRTPI_2 0.88622692545275801 /* sqrt(pi)/2 */
#define SQRTPI_2_HI 0.8862269254527579 /* below sqrt(pi)/2: C_LO > 0 keeps y's sign, -0 too */
#define SQRTPI_2_LO 7.26893699633866544e-17

/* erfinv(hi + lo) for |hi| <= 3/4 (lo = 0 unless has_lo; then |lo| <= 2^-54, z >= 1/4) */
INL double erfinv_poly_d(double hi, double lo, int has_lo) {
  double z = hi * hi, u, p;
  if (z <= 0.25) {
    p = fmad(1.05506621282124277e-01, z, -7.14949186521271901e-02);
    p = fmad(p, z, 6.81737260208685469e-02);
    p = fmad(p, z, 7.09643185449304950e-03);
    p = fmad(p, z, 2.84039825320169109e-02);
    p = fmad(p, z, 2.74715655641005647e-02);
    p = fmad(p, z, 3.17424286562811714e-02);
    p = fmad(p, z, 3.64620507285610129e-02);
    p = fmad(p, z, 4.28369107472126170e-02);
    p = fmad(p, z, 5.17312759742169295e-02);
    p = fmad(p, z, 6.49596178588282280e-02);
    p = fmad(p, z, 8.65521292404335119e-02);
    p = fmad(p, z, 1.27556175305602260e-01);
    p = fmad(p, z, 2.32013666534654495e-01);
  } else {
    u = z - 0.40625;
    p = fmad(1.23364410126953430e+02, u, 7.78659365604934948e+01);
    p = fmad(p, u, 3.57761410767879724e+01);
    p = fmad(p, u, 2.28265362121561424e+01);
    p = fmad(p, u, 1.52587849413898571e+01);
    p = fmad(p, u, 9.83399920587515197e+00);
    p = fmad(p, u, 6.36502298533600097e+00);
    p = fmad(p, u, 4.16258650624939097e+00);
    p = fmad(p, u, 2.74811840699391885e+00);
    p = fmad(p, u, 1.83488844551124219e+00);
    p = fmad(p, u, 1.24248543433056557e+00);
    p = fmad(p, u, 8.56478626690358125e-01);
    p = fmad(p, u, 6.04318334690467251e-01);
    p = fmad(p, u, 4.40142864578592252e-01);
    p = fmad(p, u, 3.35514092758009641e-01);
    p = fmad(p, u, 2.74468032543771445e-01);
    p = fmad(p, u, 2.53859063714659883e-01);
    p = fmad(p, u, 3.04610760657171964e-01);
  }
  p = hi * fmad(z, p, SQRTPI_2_LO); /* hi's sign: -0 stays -0 without lo */
  if (has_lo) p = fmad(lo, fmad(z, 1.9357278412656078, 0.5911606690617949), p);
  return fmad(hi, SQRTPI_2_HI, p);
}

static const double erfcinv_tab_d[4][12] = {
    {1.05679947220758041e+00, 1.03468248119412065e+00, 3.29119733237678500e-02, -3.70995623728200760e-02, 2.59762993326464429e-02, -1.45966259943917064e-02,
     6.75923144005557454e-03, -2.40245521855442755e-03, 4.61874626602571834e-04, 2.71500363723875928e-04, -5.39763555456463338e-04, 3.28962719257262879e-04},
    {2.71476100019747557e+00, 1.04175262063502605e+00, -5.44217389166337055e-03, 6.93969511344467131e-05, 3.60829089508459141e-04, -2.02858123497495259e-04,
     8.12961486351774512e-05, -2.96849800416673157e-05, 1.28760780248839578e-05, -3.95982708328202879e-06, 0.0, 0.0},
    {5.80131103626347144e+00, 1.01952225173035282e+00, -2.14200723242383108e-03, 2.35458766111950430e-04, -2.42818747571700844e-05, 2.10080108857528106e-06,
     -1.10303484719291366e-07, -1.68530026932190162e-08, 1.38825200898996485e-08, -3.10988846316635564e-09, 0.0, 0.0},
    {1.75523028052522996e+01, 1.00394197259644558e+00, -1.78595080997450345e-04, 8.44209959807706438e-06, -4.06841954442434375e-07, 1.98749089587125189e-08,
     -1.01112190198105508e-09, 4.96652953121639976e-11, -1.72977948352386622e-12, 8.77154392142754840e-14, -1.12050939475364711e-14, 5.26204740265708258e-16}};

/* erfcinv(q) for 0 < q < 1/4 (x > 0.81) */
INL double erfcinv_pos_d(double q) {
  double t = __builtin_sqrt(-__nv_log(q)), u, x, p, e, f, qs;
  i32 i = t < 2.0 ? 0 : t < 4.0 ? 1 : t < 8.0 ? 2 : 3, k;
  const double *c = erfcinv_tab_d[i];
  u = t - (i == 0 ? 1.415 : i == 1 ? 3.0 : i == 2 ? 6.0 : 17.65); /* the intervals' middles */
  p = c[11];
  for (k = 10; k >= 0; k--) p = fmad(p, u, c[k]);
  x = p;
  qs = q * 0x1p600; /* exact */
#pragma clang loop unroll(disable) /* one copy of erfc in the library text */
  for (k = 0; k < 2; k++) {
    e = erfc_big_d(x, 0.0, 600, &f);
    x = fmad((e - qs) / e, f * SQRTPI_2, x);
  }
  return x;
}

API double __nv_erfcinv(double q) {
  double s = 1.0, hi, lo;
  if (q >= 0.25 && q <= 1.75) {
    hi = 1.0 - q;
    lo = (1.0 - hi) - q; /* exact: 1 - hi is, and so is the tiny difference */
    return erfinv_poly_d(hi, lo, 1); /* +0 at q = 1 */
  }
  if (!(q >= 0.0 && q <= 2.0)) return NAND;
  if (q > 1.0) {
    q = 2.0 - q; /* exact */
    s = -1.0;
  }
  if (q == 0.0) return s * INFD;
  return s * erfcinv_pos_d(q);
}

API double __nv_erfinv(double y) {
  double a = __builtin_fabs(y);
  if (a <= 0.75) return erfinv_poly_d(y, 0.0, 0);
  if (!(a < 1.0)) return a == 1.0 ? y * INFD : NAND; /* +-1: +-inf; NaN and |y| > 1: NaN */
  return __builtin_copysign(__nv_erfcinv(1.0 - a), y); /* 1 - |y| exact, in (0, 1/4) */
}


/* erfcx(x) = e^(x^2) erfc(x): erfc's erfcx_d for x >= 1/2; e^(x^2) (1 - erf(x)) below,
 * where neither factor cancels; for x <= -1/2, 2 e^(x^2) - erfcx(-x) with x^2 a
 * double-double and 2 e^(x^2) rounded once (the subtraction loses at most a bit: erfcx(-x)
 * < 0.62 < 2 e^(x^2) / 4); +inf once 2 e^(x^2) overflows. */
API double __nv_erfcx(double x) {
  double h, l, f;
  if (x != x) return x + x;
  if (x >= 0.5) return erfcx_d(x);
  if (x > -0.5) return __nv_exp(x * x) * (1.0 - erf_small_d(x));
  if (x < -26.65) return INFD; /* x^2 > 710 > log(DBL_MAX / 2); exp_mul_d takes up to 711 */
  h = x * x;
  l = fmad(x, x, -h);
  f = erfcx_d(-x);
  return exp_mul_d(h, l, 2.0, 0) - f;
}
/* f32 erfcx(x) = e^(x^2) erfc(x) (poly.py erfcx_f0..f2):
 * - [0, 1]: erfcx(x) in t = x - 1/2 (exact from x = 1/4 on; below, t's rounding moves the
 *   result by at most |erfcx'| 2^-25 < 0.3 ulp), degree 9, fit error 2^-28.6 absolute on
 *   values in [0.42, 1]; [-1, 0): t = x + 1/2, degree 11, 2^-28.2 on [1, 5.01]. In x itself
 *   one polynomial on [-1, 1] cancels by a factor 12 at x = 1 (2.6 ulp modelled), the
 *   centred halves keep Horner's roundings below the result's half ulp: 0.92 and 1.1 ulp
 *   in a float model of the code.
 * - x > 1: x erfcx(x) = G(u), u = 1/x in (0, 1) (G(0) = 1/sqrt(pi)), fitted in t = u - 1/2,
 *   degree 11, 2^-25.7 absolute on G in [0.42, 0.57]; erfcx = G / x rounds once more
 *   (and keeps a subnormal result, x > 2^126, to one rounding); u's rounding moves G by
 *   |G'| 2^-25 u (|G'| < 0.3). About 1.5 ulp.
 * - x < -1: 2 e^(x^2) - erfcx(-x), x^2 = h + l exactly (fma), e^(h + l) 2 by exp_scaled_lo
 *   (1 ulp; overflows to inf from x^2 > 88.03, i.e. x < -9.382); erfcx(-x) < 0.43 is under
 *   0.08 of 2 e^(x^2) >= 5.4, so its error adds below 0.2 ulp: about 2 ulp in all.
 * CUDA's bound is 4. Results below 2^-126 only for x > 2^126 (flushed in FTZ mode). */
INL float erfcxf_big(float a) {
  float p, t = 1.0f / a - 0.5f;
  p = fmaf_(2.078102042e-01f, t, -1.605990437e-01f);
  p = fmaf_(p, t, -9.545305203e-02f);
  p = fmaf_(p, t, 1.618014882e-01f);
  p = fmaf_(p, t, -1.037532580e-01f);
  p = fmaf_(p, t, 3.586516039e-02f);
  p = fmaf_(p, t, 4.248710676e-02f);
  p = fmaf_(p, t, -1.084910441e-01f);
  p = fmaf_(p, t, 1.189625749e-01f);
  p = fmaf_(p, t, -3.663875630e-02f);
  p = fmaf_(p, t, -1.672110099e-01f);
  p = fmaf_(p, t, 5.107913715e-01f);
  return p / a;
}
API float __nv_erfcxf(float x) {
  float p, t, h, l, g;
  x = ftz(x);
  if (fabsf_(x) <= 1.0f) {
    if (x >= 0.0f) {
      t = x - 0.5f;
      p = fmaf_(-2.659027791e-03f, t, 6.571746920e-03f);
      p = fmaf_(p, t, -1.383547448e-02f);
      p = fmaf_(p, t, 3.058916334e-02f);
      p = fmaf_(p, t, -6.397483515e-02f);
      p = fmaf_(p, t, 1.241828540e-01f);
      p = fmaf_(p, t, -2.220104246e-01f);
      p = fmaf_(p, t, 3.593455398e-01f);
      p = fmaf_(p, t, -5.126888236e-01f);
      p = fmaf_(p, t, 6.156903462e-01f);
      return p;
    }
    t = x + 0.5f;
    p = fmaf_(-5.002234514e-02f, t, 1.092939029e-01f);
    p = fmaf_(p, t, -1.900761906e-01f);
    p = fmaf_(p, t, 3.676720802e-01f);
    p = fmaf_(p, t, -6.780595470e-01f);
    p = fmaf_(p, t, 1.150454638e+00f);
    p = fmaf_(p, t, -1.797389773e+00f);
    p = fmaf_(p, t, 2.550847660e+00f);
    p = fmaf_(p, t, -3.218070193e+00f);
    p = fmaf_(p, t, 3.492731069e+00f);
    p = fmaf_(p, t, -3.080739655e+00f);
    p = fmaf_(p, t, 1.952360487e+00f);
    return p;
  }
  g = erfcxf_big(fabsf_(x)); /* NaN stays NaN */
  if (!(x < 0.0f)) return ftz(g);
  if (x < -10.0f) x = -10.0f; /* e^100 overflows; x^2's low part would be NaN for -inf */
  h = x * x;
  l = fmaf_(x, x, -h);
  return exp_scaled_lo(h, l, 1) - g;
}

/* normcdfinv(p) = -sqrt(2) erfcinv(2 p) (2 p exact), the product with sqrt(2) as a
 * double-double rounded once: p = 0 gives -inf, p = 1/2 +0, p = 1 +inf, outside [0, 1] NaN */
#define SQRT2_HI 1.4142135623730951
#define SQRT2_LO -9.6672933134529135e-17
API double __nv_normcdfinv(double p) {
  double r = __nv_erfcinv(p + p);
  if (r == 0.0 || __builtin_fabs(r) == INFD) return 0.0 - r; /* +0 at p = 1/2 */
  return -fmad(r, SQRT2_HI, r * SQRT2_LO);
}

/* ------------------------------------------------------------------ f64 cyl_bessel_i0, i1
 * (the modified Bessel functions of the first kind). For |x| < 8 the power series
 * I0(x) = sum t^k / (k!)^2 and I1(x) = (x/2) sum t^k / (k! (k+1)!), t = x^2/4, by Horner's
 * rule: every term is positive, nothing cancels, and 23 terms reach 2^-60 of the sum at
 * t = 16. For |x| >= 8, I(x) = e^|x| / sqrt(|x|) G(1/|x|) with G from two polynomials in
 * s = 1/|x| (poly.py besseli0_big_d0/d1, besseli1_big_d0/d1: s in [0, 1/16] (14 terms)
 * and [1/16, 1/8] (16 terms), in u = s - the middle; fits within 2^-55 of G ~ 0.4 with
 * the coefficients rounded), the pieces chosen by a branch so that their coefficients are
 * immediates. e^|x| f, f = G sqrt(s), by besseli_exp_mul. Error: G's fit and Horner
 * sum (about 1 ulp), 1/|x|'s rounding through G (|s G'/G| < 0.07: nothing), sqrt(s)
 * (3/4 ulp) and the product (1/2 ulp), the exponential's (below 1 ulp, there) and the
 * final product: mathtest's maximum is 4 ulp (in the power series), CUDA's bound 6. I0 is
 * even, I1 odd; both overflow a little before |x| = 714. */

static const double besseli_series_d[2][23] = {
    {
    1.00000000000000000e+00, 1.00000000000000000e+00, 2.50000000000000000e-01, 2.77777777777777762e-02, 1.73611111111111101e-03, 6.94444444444444444e-05,
    1.92901234567901239e-06, 3.93675988914084175e-08, 6.15118732678256523e-10, 7.59405842812662392e-12, 7.59405842812662337e-14, 6.27608134555919329e-16,
    4.35838982330499500e-18, 2.57892888952958276e-20, 1.31578004567835862e-22, 5.84791131412603850e-25, 2.28434035708048379e-27, 7.90429189301205402e-30,
    2.43959626327532528e-32, 6.75788438580422547e-35, 1.68947109645105643e-37, 3.83100021870987849e-40, 7.91528970807826165e-43,
    },
    {
    1.00000000000000000e+00, 5.00000000000000000e-01, 8.33333333333333287e-02, 6.94444444444444406e-03, 3.47222222222222235e-04, 1.15740740740740735e-05,
    2.75573192239858883e-07, 4.92094986142605219e-09, 6.83465258531396137e-11, 7.59405842812662312e-13, 6.90368948011511223e-15, 5.23006778796599400e-17,
    3.35260755638845791e-19, 1.84209206394970202e-21, 8.77186697118905747e-24, 3.65494457132877406e-26, 1.34372962181204914e-28, 4.39127327389558567e-31,
    1.28399803330280280e-33, 3.37894219290211260e-36, 8.04510045929074426e-39, 1.74136373577721740e-41, 3.44143030786011350e-44,
    }};

static const double besseli0_big_d0[14] = {
    4.00528979187182665e-01, 5.17124928122481772e-02, 3.10835337907420725e-02, 3.58643862114090550e-02,
    6.31905147342900209e-02, 1.53337079555872585e-01, 4.83788812953984126e-01, 1.91530329084438056e+00,
    9.31745207881309945e+00, 5.46038977947980797e+01, 3.51454765369249174e+02, 3.01739244697058666e+03,
    5.70172103342987102e+04, 6.42133825317374081e+05,
};
static const double besseli0_big_d1[16] = {
    4.03892336146822684e-01, 5.60957192805916077e-02, 3.98453850660884720e-02, 6.22389681080100718e-02,
    1.83674249766790143e-01, 8.87147383981649607e-01, 3.76817698672095736e+00, -1.91069236236103741e+01,
    -5.10218081605822704e+02, -1.52762282581112049e+03, 4.10180029100234387e+04, 1.96893860621550150e+05,
    -3.83023706752319587e+06, -1.14789208640668131e+07, 2.99091219154639781e+08, -3.90012266217458323e+07,
};
static const double besseli1_big_d0[14] = {
    3.94220213406121012e-01, -1.52652745309235227e-01, -5.09613988108122695e-02, -4.93762396587675081e-02,
    -7.98685355471246555e-02, -1.84168703086620755e-01, -5.61627184642502830e-01, -2.16984602775873237e+00,
    -1.03617816474869642e+01, -5.98571797462175397e+01, -3.81462312515667065e+02, -3.23212645782554091e+03,
    -6.04120902799152100e+04, -6.79626918990753358e+05,
};
static const double besseli1_big_d1[16] = {
    3.84466854107200828e-01, -1.59698290158575007e-01, -6.27490322212831686e-02, -8.17586635156029723e-02,
    -2.19513528773147365e-01, -1.01138583007730420e+00, -4.35141948998427885e+00, 1.82530502966915584e+01,
    5.43090881391401808e+02, 1.84016553236221012e+03, -4.22150057692818591e+04, -2.25698789924789686e+05,
    3.91531852364465967e+06, 1.38576068348509762e+07, -3.07503188558946550e+08, -1.03499870086018413e+08,
};

/* c[0] + c[1] u + .. + c[n-1] u^(n-1) by Horner's rule (n and c constants where it is
 * inlined: the loop unrolls and the coefficients become immediates) */
INL double besseli_horner(const double *c, i32 n, double u) {
  double p = c[n - 1];
  i32 k;
  for (k = n - 2; k >= 0; k--) p = fmad(p, u, c[k]);
  return p;
}

/* e^a f for a in [8, 715], f > 0 (f = G sqrt(1/a) in [0.014, 0.15]): a = k ln2 + r,
 * |r| <= ln2/2 (+ the rounding of k), r = (a - k LN2_HI_D) - k LN2_LO_D (the first
 * exact, k < 2^11; the second rounded once: 2^-54 |r| absolute, 0.2 ulp of e^r), e^r - 1 = r
 * + r^2 P(r) (exp's polynomial, poly.py exp_d), f e^r = fma(f, e^r - 1, f) rounded once,
 * then times 2^k, exact (the result is normal: above 2^-7 2^11). Past a = 709, 2^k would
 * not be a double: e^a = e^(a - 8) e^8 (a - 8 exact), e^8 rounded into f (1/2 ulp more);
 * the product overflows to infinity where I0/I1 do. */
INL double besseli_exp_mul(double a, double f) {
  double j, r, p;
  i32 k;
  if (a > 709.0) a -= 8.0, f *= 2980.9579870417283; /* e^8 */
  j = round_int_d(a * LOG2E_D, &k);
  r = fmad(j, -LN2_HI_D, a);
  r = fmad(j, -LN2_LO_D, r);
  p = fmad(r * r, expm1_poly_d(r), r); /* e^r - 1 (expm1's polynomial) */
  return fmad(f, p, f) * pow2d(k);
}

/* e^a G_nu(1/a) / sqrt(a) for a >= 8 (a = |x|); nu a constant where it is inlined */
INL double besseli_big(i32 nu, double a) {
  double s = 1.0 / a, g;
  if (a > 715.0) return INFD;
  if (a < 16.0) g = besseli_horner(nu ? besseli1_big_d1 : besseli0_big_d1, 16, s - 0.09375);
  else g = besseli_horner(nu ? besseli1_big_d0 : besseli0_big_d0, 14, s - 0.03125);
  return besseli_exp_mul(a, g * __builtin_sqrt(s)); /* no second division */
}

/* the series' sum for t = x^2/4 < 16 */
INL double besseli_series(i32 nu, double t) {
  const double *c = besseli_series_d[nu];
  double p = c[22];
  i32 k;
  for (k = 21; k >= 0; k--) p = fmad(p, t, c[k]);
  return p;
}

API double __nv_cyl_bessel_i0(double x) {
  double a = __builtin_fabs(x);
  if (a != a) return x + x;
  if (a < 8.0) return besseli_series(0, 0.25 * (a * a));
  return besseli_big(0, a);
}

API double __nv_cyl_bessel_i1(double x) {
  double a = __builtin_fabs(x);
  if (a != a) return x + x;
  if (a < 8.0) return (0.5 * x) * besseli_series(1, 0.25 * (a * a)); /* keeps -0 */
  return __builtin_copysign(besseli_big(1, a), x);
}

/* I_nu(a) = e^a G / sqrt(a) for 4 < a < 92, G = G_nu(1/a) (the caller's fit): e^a = 2^n (1 +
 * expm1_poly(r)) by expf's Cody-Waite reduction (r1 exact: n LN2_HI is a multiple of 2^-21
 * and a of 2^-17); the product m lies in [0.028, 0.3], so scale2(m, n) is exact for
 * n <= 127 and rounds once beyond (infinite past FLT_MAX). */
INL float besseli_f_big(float a, float g) {
  i32 n;
  float j = round_int(a * LOG2E, &n);
  float r = fmaf_(j, -LN2_HI, a);
  r = fmaf_(j, -LN2_LO, r);
  return scale2((1.0f + expm1_poly(r)) * (g / __builtin_sqrtf(a)), n);
}

/* f32 I0 (poly.py besseli0_f0, besseli0_f1), even; cyl_bessel_i1f's scheme below:
 * - |x| <= 4: 1 + z (1/4 + z P(z)), z = x^2 <= 16, P of degree 6 (fit 2^-39.7 absolute,
 *   every term positive). z's rounding (2^-24 relative) moves I0 by z I0'(z) / I0 <= 1.73
 *   times that (at x = 4), 1.3 ulp; the inner sum and the last fma round about 0.5 ulp each:
 *   under 2.5 ulp.
 * - 4 < |x| < 92: e^a G(s) / sqrt(a), a = |x|, G in t = s - 1/8, s = 1/a (degree 11, fit
 *   2^-29.7 absolute on G in [0.40, 0.41]), e^a and the scaling exactly as for I1; the
 *   roundings (e^r 1 ulp, 1 + expm1, G, sqrt, division, product 0.5 each) sum to under
 *   4 ulp (mathtest: 4 at x = 69.5); inf from I0(x) > FLT_MAX (x > 91.90), NaN stays NaN.
 * CUDA's bound is 6. (Was the f64 function rounded: 2.9x libdevice's instructions over
 * [-20, 20).) */
API float __nv_cyl_bessel_i0f(float x) {
  float a, z, p, t;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 4.0f) {
    z = x * x;
    p = fmaf_(1.115408716e-14f, z, 2.362833738e-12f);
    p = fmaf_(p, z, 4.713920582e-10f);
    p = fmaf_(p, z, 6.781434852e-08f);
    p = fmaf_(p, z, 6.781690700e-06f);
    p = fmaf_(p, z, 4.340277711e-04f);
    p = fmaf_(p, z, 1.562500000e-02f);
    return fmaf_(z, fmaf_(z, p, 0.25f), 1.0f);
  }
  if (!(a < 92.0f)) return a != a ? x + x : INF;
  t = 1.0f / a - 0.125f;
  p = fmaf_(-2.931310681e+04f, t, -1.969764308e+03f);
  p = fmaf_(p, t, 1.925398470e+03f);
  p = fmaf_(p, t, 1.725845268e+02f);
  p = fmaf_(p, t, -5.729318278e+01f);
  p = fmaf_(p, t, -9.371714356e+00f);
  p = fmaf_(p, t, 4.151915221e-01f);
  p = fmaf_(p, t, 3.223891813e-01f);
  p = fmaf_(p, t, 9.475218974e-02f);
  p = fmaf_(p, t, 4.705978505e-02f);
  p = fmaf_(p, t, 5.879546738e-02f);
  p = fmaf_(p, t, 4.056863416e-01f);
  return besseli_f_big(a, p);
}
/* f32 I1 (poly.py besseli1_f0, besseli1_f1), odd:
 * - |x| <= 4: x/2 + (x z) P(z), z = x^2 <= 16, P of degree 6 (fit 2^-35.5 absolute; every
 *   term positive). z's rounding (2^-24 relative) moves I1 by d log I1 / d log z < 1.3
 *   times that, the rest rounds about 0.5 ulp: 1.6 ulp in a float model of the code.
 * - 4 < |x| < 92: e^a G(s) / sqrt(a), a = |x|, G in t = s - 1/8, s = 1/a (degree 11, fit
 *   2^-29.7 absolute on G in [0.38, 0.40]); e^a = 2^n (1 + expm1_poly(r)) by expf's
 *   Cody-Waite reduction (r1 exact: n LN2_HI is a multiple of 2^-21 and a of 2^-17), the
 *   product m = (1 + ...)(G / sqrt(a)) lies in [0.028, 0.3], and scale2(m, n) is exact for
 *   n <= 127 (m's exponent stays in range) and one rounding beyond, infinite from
 *   I1(x) > FLT_MAX (x > 91.9). Roundings: e^r 1 ulp, G 0.5, sqrt, division and
 *   product 0.5 each: under 3 ulp. From |x| = 92 on, inf; NaN stays NaN.
 * CUDA's bound is 6. */
API float __nv_cyl_bessel_i1f(float x) {
  float a, z, p, t;
  x = ftz(x);
  a = fabsf_(x);
  if (a <= 4.0f) {
    z = x * x;
    p = fmaf_(1.823099264e-13f, z, 3.291066473e-11f);
    p = fmaf_(p, z, 5.659467301e-09f);
    p = fmaf_(p, z, 6.781228848e-07f);
    p = fmaf_(p, z, 5.425359415e-05f);
    p = fmaf_(p, z, 2.604166544e-03f);
    p = fmaf_(p, z, 6.250000002e-02f);
    return ftz(fmaf_(x * z, p, 0.5f * x)); /* keeps -0; x/2 for tiny x */
  }
  if (!(a < 92.0f)) return a != a ? x + x : copysignf_(INF, x);
  t = 1.0f / a - 0.125f;
  p = fmaf_(3.207119528e+04f, t, 1.835960981e+03f);
  p = fmaf_(p, t, -2.126615286e+03f);
  p = fmaf_(p, t, -1.680585813e+02f);
  p = fmaf_(p, t, 6.521521829e+01f);
  p = fmaf_(p, t, 9.860501640e+00f);
  p = fmaf_(p, t, -5.861455794e-01f);
  p = fmaf_(p, t, -3.843335890e-01f);
  p = fmaf_(p, t, -1.202826530e-01f);
  p = fmaf_(p, t, -7.204886683e-02f);
  p = fmaf_(p, t, -1.638917693e-01f);
  p = fmaf_(p, t, 3.794122674e-01f);
  return copysignf_(besseli_f_big(a, p), x);
}

/* ------------------------------------------------------------------ Bessel functions of
 * integer order: j0 j1 jn y0 y1 yn (the f64 functions, and the f32 forms computed by the
 * same f64 code and rounded once).
 * Below |x| = 8 each of J0, J1, Y0, Y1 is a polynomial around 0 or around one of its zeros
 * z: f(x) = t P(t), t = (x - z_hi) - z_lo (z as a double-double; x - z_hi is exact), so
 * the result keeps its relative accuracy next to the zero instead of the absolute
 * accuracy a sum of large terms would give. Near 0: J0 = P(x^2), J1 = x P(x^2), Y0 =
 * (2/pi) log(x) J0(x) + P(x^2), Y1 = (2/pi) log(x) J1(x) - 2/(pi x) + x P(x^2) (Y0's first
 * zero, 0.89, and Y1 between 1.4 and 2 cancel in that form: Y0 on [0.7, 1.15) and Y1 on
 * [1.4, 2) are polynomials centred on their first zeros instead, for the f64 functions'
 * relative accuracy). From 8 on, Hankel's form
 * sqrt(2/(pi x)) (P cos chi - Q sin chi) (first kind) or (P sin chi + Q cos chi) (second),
 * chi = x - (2 nu + 1) pi/4, P = p(1/x^2), Q = q(1/x^2)/x. All coefficients from
 * libmath/poly.py (bessel_*). Order n >= 2: Hankel's asymptotic series summed directly
 * for |x| >= max(2 n^2, 25) (the terms shrink by 4 at first; the smallest is about e^-2|x|,
 * under 2^-70 there); below it Y by
 * forward recurrence from Y0 and Y1 (Y grows with n: stable), J by forward recurrence
 * for |x| >= n and by Miller's backward recurrence below (normalised by J0 + 2 sum J2k
 * = 1), with a bound (e|x|/(2n))^n / sqrt(2 pi n) that returns 0 where J_n underflows
 * any float (any double for jn), and below |x| = 2^-20 the power series' first two terms.
 * These take O(n) steps (O(n + sqrt n) for Miller's). */

static const double bessel_j0_d0[10] = {
    1.00000000000000000e+00, -2.50000000000000000e-01, 1.56250000000000000e-02, -4.34027777777774447e-04,
    6.78168402776815511e-06, -6.78168402618033716e-08, 4.70950263558052505e-10, -2.40279744132616790e-12,
    9.38214003370351877e-15, -2.81650772709497517e-17,
};
static const double bessel_j0_d1[16] = {
    -5.19147497289466742e-01, 1.07938701754920083e-01, 5.66017744379462354e-02, -8.65766959330481131e-03,
    -2.19420035901628577e-03, 2.64377036751866951e-04, 4.37291927301154576e-05, -4.33882628586006140e-06,
    -5.30491442364933264e-07, 4.47005548085680242e-08, 4.32657281070731944e-09, -3.16660329213383955e-10,
    -2.53457087922477986e-11, 1.64116982880141782e-12, 1.13577178829443391e-13, -8.07278540085405160e-15,
};
static const double bessel_j0_d2[16] = {
    3.40264806558368160e-01, -3.08206514255936308e-02, -5.29885528676041703e-02, 4.63104214590727772e-03,
    2.25744022902864012e-03, -1.75185728992123324e-04, -4.65210907245876298e-05, 3.19978690186787935e-06,
    5.71649044286275841e-07, -3.51153536557053540e-08, -4.68337103770301106e-09, 2.59216621209564443e-10,
    2.74392326643732768e-11, -1.37897986453557109e-12, -1.17249635134598731e-13, 5.27957994121619919e-15,
};
static const double bessel_j0_d3[12] = {
    -2.71452299839194555e-01, 1.56841259927010049e-02, 4.40337803814935952e-02, -2.50928514647910010e-03,
    -2.06029914544261913e-03, 1.12488363697309734e-04, 4.48804771198868364e-05, -2.24345688022583811e-06,
    -5.42513843216801176e-07, 3.70900341028330895e-08, 7.44608993021104787e-09, 2.21558948145876605e-10,
};
static const double bessel_j1_d0[10] = {
    5.00000000000000000e-01, -6.25000000000000000e-02, 2.60416666666666392e-03, -5.42534722222138505e-05,
    6.78168402764164608e-07, -5.65140334376482667e-09, 3.36392984584844176e-11, -1.50172922460215365e-13,
    5.20898940952151895e-16, -1.38402718579463086e-18,
};
static const double bessel_j1_d1[18] = {
    -4.02759395702552980e-01, 5.25561458569772308e-02, 5.34104441327248047e-02, -5.17971924563854439e-03,
    -2.23312533914746519e-03, 1.74664290719978927e-04, 4.62087012974028355e-05, -3.03686337995223139e-06,
    -5.72780573391216022e-07, 3.24828625283367771e-08, 4.73538041339248711e-09, -2.36219280938795283e-10,
    -2.79886477103451923e-11, 1.24608513138874179e-12, 1.24134134824102563e-13, -4.95981859880378439e-15,
    -4.16834446424576742e-16, 1.23802594669521970e-17,
};
static const double bessel_j1_d2[16] = {
    3.00115752526132540e-01, -2.13892128093415915e-02, -4.69704789497415454e-02, 3.13029172604831294e-03,
    2.10558714324907137e-03, -1.25507909552962450e-04, -4.49914753073680661e-05, 2.40158080015950671e-06,
    5.66527013337096927e-07, -2.72734306659028761e-08, -4.72050033488246211e-09, 2.06531995935207536e-10,
    2.80176134141707632e-11, -1.11596503186275474e-12, -1.27068710523044012e-13, 2.20406192708736245e-15,
};
static const double bessel_y0_d0[12] = {
    -7.38042951086872318e-02, 1.77606016869067129e-01, -1.60739680259384260e-02, 5.38602666861654768e-04,
    -9.49500520522120082e-06, 1.03584760335966447e-07, -7.69307989908651182e-10, 4.14356566743377794e-12,
    -1.69326976441834655e-14, 5.43076634763730593e-17, -1.40073153391607831e-19, 2.79376472380372637e-22,
};
static const double bessel_y0_d1[22] = {
    -4.02542671775024230e-01, 5.08559095921582577e-02, 5.85238221051699731e-02, -6.85256667711184580e-03,
    -2.18351887404446806e-03, 1.95269402459265109e-04, 5.09229137717310496e-05, -4.89336936474585133e-06,
    -2.93488018939431192e-07, -2.18533305866580665e-08, 1.89278214362569493e-08, -3.65684169039035174e-09,
    7.67301663165293343e-10, -1.86038722941916596e-10, 4.43419011196802950e-11, -1.06437611610455573e-11,
    2.69247447530231946e-12, -6.04087265358369397e-13, 9.31303985013217435e-14, -3.09736514382780224e-14,
    1.74833733193515502e-14, -3.45499402790613776e-15,
};
static const double bessel_y0_d2[16] = {
    3.00097614910475208e-01, -2.11752365567695403e-02, -4.80240700762599032e-02, 3.31834826889593117e-03,
    2.17598401644356195e-03, -1.40602597743233064e-04, -4.59514067101919810e-05, 2.70136380072158066e-06,
    5.74934968772195571e-07, -3.09847139236448476e-08, -4.71724314182014979e-09, 2.30298672269036544e-10,
    2.82876197093788476e-11, -1.30691437497114423e-12, -1.22469920988005795e-13, 4.99042233650624344e-16,
};
static const double bessel_y1_d0[12] = {
    -1.96057090646238941e-01, 5.43486881605102432e-02, -2.95530533607983375e-03, 7.16426874997396222e-05,
    -9.92674061942481777e-07, 8.93187962121958138e-09, -5.64802455154599326e-11, 2.64948150405922012e-13,
    -9.59148541741445042e-16, 2.76160536226315763e-18, -6.47139890888571172e-21, 1.21238913472695662e-23,
};
static const double bessel_y1_d1[20] = {
    5.20786412402267529e-01, -1.18514545749095798e-01, -3.28573974052769266e-02, -4.79781167030064216e-03,
    7.42255333229799828e-03, -2.59524167471581911e-03, 1.06685296949032729e-03, -5.09601582723295332e-04,
    2.35871668813633590e-04, -1.07762473098313633e-04, 4.92315950163326970e-05, -2.24213990104395955e-05,
    1.00810983129910461e-05, -4.36581449806103429e-06, 1.74025265624133396e-06, -5.99570681317092604e-07,
    1.65685003054780270e-07, -3.35365170202270204e-08, 4.34379157634977268e-09, -2.67287048008415442e-10,
};
static const double bessel_y1_d2[20] = {
    -3.40318045523440582e-01, 3.13386774440866933e-02, 5.09479397434202119e-02, -4.16011593439091342e-03,
    -2.16599875108968625e-03, 1.46620892895235101e-04, 4.64586790689292903e-05, -2.86386254373713125e-06,
    -5.46442085123834160e-07, 2.55051576623194926e-08, 5.59806252504172669e-09, -3.85576967914106892e-10,
    2.25227397224259941e-12, -4.42687653726777372e-12, 1.18363174375501667e-12, -2.03813230230183683e-13,
    3.14028654966174676e-14, -5.37475441417444840e-15, 1.93590762536429239e-15, -4.01634342591110020e-16,
};
static const double bessel_y1_d3[12] = {
    2.71459877267446192e-01, -1.57898849078725173e-02, -4.34064297456953838e-02, 2.41794655134304265e-03,
    2.01146922819709500e-03, -1.04237373538673475e-04, -4.38481997009464169e-05, 2.04817197747136793e-06,
    5.38479718515459913e-07, -3.29159965932048211e-08, -7.07616703542427469e-09, -2.12497524097581497e-10,
};
static const double bessel_y0_d3[20] = {
    8.79420802497194787e-01, -4.92078934262977552e-01, 2.20552828481676261e-01, -2.26121713544161218e-01,
    2.18948427010493940e-01, -2.04877197907142428e-01, 1.97335669301351907e-01, -1.93950090371836248e-01,
    1.93376189054047853e-01, -1.95064953423375792e-01, 1.98666560985975127e-01, -2.03960148108896011e-01,
    2.10828844152183753e-01, -2.19253221610806875e-01, 2.28898485257171463e-01, -2.38517453701873272e-01,
    2.52633446025745168e-01, -2.90683533806663952e-01, 3.22763382128333165e-01, -2.05680662649214835e-01,
};
static const double bessel_y1_d4[16] = {
    5.20786412325196402e-01, -1.18514548824681848e-01, -3.28574538597950355e-02, -4.79844420124734931e-03,
    7.41771307067317243e-03, -2.62205434607729699e-03, 9.55688083370007731e-04, -8.61204524795788277e-04,
    -6.20551503922912623e-04, -1.71669444645092934e-03, -2.26761412721578895e-03, -2.54041183773583146e-03,
    -1.99632721952066553e-03, -1.11812435004555208e-03, -3.86637096429596355e-04, -6.71413666885852846e-05,
};
/* the zeros the pieces above are centred on, as double-doubles: j0 (3), j1 (2), y0 (2), y1 (3),
 * Y0's first (y0_d3, for the f64 y0) */
static const double bessel_zeros[11][2] = {
    {2.40482555769577289e+00, -1.17669165153089404e-16}, /* j0_d1 */
    {5.52007811028631057e+00, 8.08859714614672233e-17}, /* j0_d2 */
    {8.65372791291101251e+00, -2.92812607320778980e-16}, /* j0_d3 */
    {3.83170597020751247e+00, -1.52691840900880669e-16}, /* j1_d1 */
    {7.01558666981561885e+00, -9.41416565341038891e-17}, /* j1_d2 */
    {3.95767841931485798e+00, -1.07643406975627060e-16}, /* y0_d1 */
    {7.08605106030177279e+00, -8.83528572308540813e-17}, /* y0_d2 */
    {2.19714132603101708e+00, -4.82598358764549657e-17}, /* y1_d1 */
    {5.42968104079413472e+00, 4.16251402667037701e-16}, /* y1_d2 */
    {8.59600586833116864e+00, 2.84158383400636640e-16}, /* y1_d3 */
    {8.93576966279167495e-01, 2.65962315397203849e-17}, /* y0_d3 */
};
static const double bessel_p_d[2][12] = {
    {1.00000000000000000e+00, -7.03124999995661804e-02, 1.12152098259625826e-01, -5.72499747790224500e-01, 6.07294747154818282e+00, -1.09582286375786651e+02, 2.92375890890534674e+03, -9.76409941046082822e+04, 3.30406715447667520e+06, -9.17935825757790655e+07, 1.70060464065151882e+09, -1.50462746677912197e+10},
    {1.00000000000000000e+00, 1.17187499999539924e-01, -1.44195555209321702e-01, 6.76590814420583664e-01, -6.88275407594816269e+00, 1.21137126703146052e+02, -3.18119915148558312e+03, 1.05214542974712735e+05, -3.54104036226364225e+06, 9.80871927099253833e+07, -1.81420346477738523e+09, 1.60355931675907726e+10}};
static const double bessel_q_d[2][14] = {
    {-1.24999999999999986e-01, 7.32421874998070849e-02, -2.27108000891250106e-01, 1.72772611519510377e+00, -2.43792778150938396e+01, 5.50642448894027098e+02, -1.80003096550360387e+04, 7.64643768010840635e+05, -3.64442028498335108e+07, 1.65669876186560488e+09, -6.23498657985769196e+10, 1.71652824210987573e+12, -2.98111560490858945e+13, 2.41549670765744000e+14},
    {3.75000000000000000e-01, -1.02539062499796912e-01, 2.77576445672376937e-01, -1.99353027341408051e+00, 2.72475098345341351e+01, -6.03114487017263059e+02, 1.94476165867929121e+04, -8.18596077105065691e+05, 3.87949662469545677e+07, -1.75777162970168304e+09, 6.60290007247156067e+10, -1.81577770230179639e+12, 3.15126369230443242e+13, -2.55217151850580750e+14}};

INL double bessel_poly(const double *c, i32 n, double t) {
  double p = c[n - 1];
  i32 k;
  for (k = n - 2; k >= 0; k--) p = fmad(p, t, c[k]);
  return p;
}

/* t P(t), t = x - z */
INL double bessel_at_zero(const double *c, i32 n, const double *z, double x) {
  double t = (x - z[0]) - z[1];
  return t * bessel_poly(c, n, t);
}

/* the Hankel form for a >= 8: kind 0 for J_nu, 1 for Y_nu (nu 0 or 1) */
static __attribute__((noinline)) double bessel_big(i32 nu, i32 kind, double a) {
  double s = 1.0 / (a * a), p, q, sn, cs, c, sc;
  p = bessel_poly(bessel_p_d[nu], 12, s);
  q = bessel_poly(bessel_q_d[nu], 14, s) / a;
  __nv_sincos(a, &sn, &cs);
  /* sqrt2 cos chi and sqrt2 sin chi from cos a and sin a */
  if (nu == 0) c = cs + sn, sc = sn - cs;
  else c = sn - cs, sc = -(sn + cs);
  return (kind ? fmad(p, sc, q * c) : fmad(p, c, -(q * sc))) * __builtin_sqrt(0.31830988618379067 / a);
}

/* J0 and J1 of a = |x| (J1's sign is the caller's), a finite. These cores, the Hankel
 * form and series are noinline: the six entry points share one body each (inlined into
 * every caller they would add about 175 KB to nvcg.h) */
static __attribute__((noinline)) double bessel_j0_abs(double a) {
  if (a < 1.5) return bessel_poly(bessel_j0_d0, 10, a * a);
  if (a < 4.0) return bessel_at_zero(bessel_j0_d1, 16, bessel_zeros[0], a);
  if (a < 7.0) return bessel_at_zero(bessel_j0_d2, 16, bessel_zeros[1], a);
  if (a < 8.0) return bessel_at_zero(bessel_j0_d3, 12, bessel_zeros[2], a);
  return bessel_big(0, 0, a);
}
static __attribute__((noinline)) double bessel_j1_abs(double a) {
  if (a < 2.0) return a * bessel_poly(bessel_j1_d0, 10, a * a);
  if (a < 5.4) return bessel_at_zero(bessel_j1_d1, 18, bessel_zeros[3], a);
  if (a < 8.0) return bessel_at_zero(bessel_j1_d2, 16, bessel_zeros[4], a);
  return bessel_big(1, 0, a);
}
/* Y0 and Y1 of x > 0, finite */
static __attribute__((noinline)) double bessel_y0_pos(double x) {
  if (x < 2.5 && !(x >= 0.7 && x < 1.15))
    return fmad(0.63661977236758134 * __nv_log(x), bessel_j0_abs(x), bessel_poly(bessel_y0_d0, 12, x * x));
  if (x < 1.15) return bessel_at_zero(bessel_y0_d3, 20, bessel_zeros[10], x);
  if (x < 5.5) return bessel_at_zero(bessel_y0_d1, 22, bessel_zeros[5], x);
  if (x < 8.0) return bessel_at_zero(bessel_y0_d2, 16, bessel_zeros[6], x);
  return bessel_big(0, 1, x);
}
static __attribute__((noinline)) double bessel_y1_pos(double x) {
  if (x < 1.4)
    return fmad(0.63661977236758134 * __nv_log(x), bessel_j1_abs(x), fmad(x, bessel_poly(bessel_y1_d0, 12, x * x), -0.63661977236758134 / x));
  if (x < 2.0) return bessel_at_zero(bessel_y1_d4, 16, bessel_zeros[7], x);
  if (x < 3.8) return bessel_at_zero(bessel_y1_d1, 20, bessel_zeros[7], x);
  if (x < 7.0) return bessel_at_zero(bessel_y1_d2, 20, bessel_zeros[8], x);
  if (x < 8.0) return bessel_at_zero(bessel_y1_d3, 12, bessel_zeros[9], x);
  return bessel_big(1, 1, x);
}

/* The f64 j0, j1, y0, y1 for 8 <= |x| < 2^30, where CUDA's bound is 5e-12 absolute (the f32
 * forms, jn and yn keep the Hankel form above, good to 1e-16): the same form with P = p(s),
 * Q = q(s)/x from 8-term fits (poly.py bessel_hp0/hq0/hp1/hq1: within 5.5e-14 and 3.8e-13
 * on s = 1/x^2 <= 1/64), x = n pi/2 + r by Cody-Waite with two parts of pi/2 (x - n
 * PIO2_1_D is exact: a multiple of 2^-52 below 1; the product n PIO2_3_D left out is below
 * 2^-79; the rounding of r is 2^-54), sin r and cos r from short fits (poly.py bessel_hs_d,
 * bessel_hc_d: within 1.4e-14 and 2.1e-16 on |r| <= pi/4 + 2^-20; n = rint(x 2/pi) with
 * 2/pi rounded can be off by one within 2^-24 of a half-integer: |r| <= pi/4 + 2^-23), one
 * evaluation for both kinds and orders: sqrt2 (cos, sin)(x - pi/4) is (u, v) = (cos r + sin
 * r, sin r - cos r) turned by n quarter turns, chi = x - pi/4 - nu pi/2, and Y's (P sin +
 * Q cos) is J's (P cos - Q sin) a quarter turn back, so with m = n - nu - kind (mod 4) the
 * result is sqrt(1/(pi x)) times P u - Q v (m = 0), -(P v + Q u) (m = 1), -(P u - Q v)
 * (m = 2) or P v + Q u (m = 3). Error: under sqrt(1/(8 pi)) (5.5e-14 + 3.8e-13/8 + 1.4e-14
 * + 2e-16) + roundings < 4e-14, a hundredth of the bound (mathtest: 1.3e-14). nu, kind:
 * constants where it is inlined (the coefficients become immediates). */
static const double bessel_hp_d[2][8] = {
    {9.99999999999945044e-01, -7.03124995471807179e-02, 1.12151475070439557e-01, -5.72164969840919024e-01, 5.98167820288442886e+00, -9.53313999265549796e+01, 1.56542751911385449e+03, -1.53262486350870604e+04},
    {1.00000000000005951e+00, 1.17187499510528384e-01, -1.44194881687000648e-01, 6.76229123341875238e-01, -6.78420410582912581e+00, 1.05763413086250438e+02, -1.71793717403969617e+03, 1.67341828199698648e+04}};
static const double bessel_hq_d[2][8] = {
    {-1.24999999999653374e-01, 7.32421846441850960e-02, -2.27104051189820744e-01, 1.72558674010077739e+00, -2.37867258537760655e+01, 4.55173346238289014e+02, -8.28118234999963715e+03, 8.54197489100468520e+04},
    {3.74999999999626854e-01, -1.02539059425961795e-01, 2.77572195007652123e-01, -1.99122878392220803e+00, 2.66104850983641441e+01, -5.00596051086675175e+02, 9.03056435424992014e+03, -9.27728019746944046e+04}};
INL double bessel_hankel_fast(i32 nu, i32 kind, double a) {
  double w = 1.0 / a, s = w * w, p, q, t, j, r, z, sn, cs, u, v, amp;
  u32 m;
  p = bessel_poly(bessel_hp_d[nu], 8, s);
  q = bessel_poly(bessel_hq_d[nu], 8, s) * w;
  t = fmad(a, TWO_OVER_PI_D, 0x1.8p52); /* n = rint(x 2/pi) in the low bits */
  m = (u32)d2u(t) - (u32)nu - (u32)kind;
  j = t - 0x1.8p52;
  r = fmad(j, -PIO2_1_D, a);
  r = fmad(j, -PIO2_2_D, r);
  z = r * r;
  sn = fmad(-2.48056356461271878e-08, z, 2.75559909231340433e-06);
  sn = fmad(sn, z, -1.98412669169647100e-04);
  sn = fmad(sn, z, 8.33333333107920057e-03);
  sn = fmad(sn, z, -1.66666666666638846e-01);
  sn = fmad(r * z, sn, r);
  cs = fmad(2.06655043595633994e-09, z, -2.75558555048428698e-07);
  cs = fmad(cs, z, 2.48015826233179499e-05);
  cs = fmad(cs, z, -1.38888888821278849e-03);
  cs = fmad(cs, z, 4.16666666666309291e-02);
  cs = fmad(cs, z, -4.99999999999999667e-01);
  cs = fmad(cs, z, 1.0);
  u = cs + sn;
  v = sn - cs;
  amp = __builtin_sqrt(w * 0.31830988618379067);
  if ((m + 1u) & 2u) amp = -amp;
  return (m & 1u) ? fmad(p, v, q * u) * amp : fmad(p, u, -(q * v)) * amp;
}

/* Hankel's asymptotic series of order n for a >= max(2 n^2, 25): terms
 * t_k = t_(k-1) (mu - (2k - 1)^2) / (8 k a), mu = 4 n^2, P = t0 - t2 + t4 ..,
 * Q = t1 - t3 + ..; chi = a - n pi/2 - pi/4 turns (cos, sin)(a - pi/4) by n quadrants */
static __attribute__((noinline)) double bessel_hankel(i32 n, i32 kind, double a) {
  double mu = 4.0 * (double)n * (double)n, t = 1.0, p = 1.0, q = 0.0, sn, cs, c, s, r;
  i32 k;
  for (k = 1; k <= 40; k++) {
    double o = (double)(2 * k - 1);
    t = t * ((mu - o * o) / (8.0 * (double)k * a));
    if (k & 1) q = (k & 2) ? q - t : q + t;
    else p = (k & 2) ? p - t : p + t;
    if (__builtin_fabs(t) < 1e-17) break;
  }
  __nv_sincos(a, &sn, &cs);
  c = cs + sn, s = sn - cs; /* sqrt2 (cos, sin)(a - pi/4) */
  switch (n & 3) {
  case 1: r = c, c = s, s = -r; break;
  case 2: c = -c, s = -s; break;
  case 3: r = c, c = -s, s = r; break;
  default: break;
  }
  return (kind ? fmad(p, s, q * c) : fmad(p, c, -(q * s))) * __builtin_sqrt(0.31830988618379067 / a);
}

/* J_n(a), n >= 2, a = |x| > 0 finite; dbl: for the f64 function (else the f32 one) */
INL double bessel_jn_abs(i32 n, double a, i32 dbl) {
  double dn = (double)n, b0, b1, b2, sum, r, f;
  i32 k, m;
  if (a >= 25.0 && a >= 2.0 * dn * dn) return bessel_hankel(n, 0, a);
  if (a >= dn) { /* forward: J_(k+1) = (2k/a) J_k - J_(k-1) */
    b0 = bessel_j0_abs(a), b1 = bessel_j1_abs(a);
    for (k = 1; k < n; k++) b2 = (2.0 * (double)k / a) * b1 - b0, b0 = b1, b1 = b2;
    return b1;
  }
  /* J_n(a) <= (a/2)^n / n! <= (e a / (2n))^n / sqrt(2 pi n): below 2^-160 it is 0 in f32,
   * below 2^-1080 0 in f64 */
  if (dn * __nv_log2(1.3591409142295225 * a / dn) < (dbl ? -1080.0 : -160.0)) return 0.0;
  /* tiny a (where Miller's 2k/a could overflow): (a/2)^n / n! (1 - q/(n + 1)), q = a^2/4
   * < 2^-42, the next term under 2^-85; the product reaches 0 within 54 steps */
  if (a < 0x1p-20) {
    double h = 0.5 * a, t = 1.0;
    for (k = 1; k <= n && t != 0.0; k++) t *= h / (double)k;
    return t * (1.0 - h * h / (dn + 1.0));
  }
  /* Miller: from m well above n and a, f_(m+1) = 0, f_m = 1, downwards; rescaled by
   * 2^-600 whenever a value passes 2^600 */
  m = n + 16 + (i32)__builtin_sqrt(160.0 * dn);
  m += m & 1;
  b1 = 0.0, b0 = 1.0, sum = 0.0, r = 0.0;
  for (k = m; k > 0; k--) { /* b0 = f_k, b1 = f_(k+1) */
    b2 = (2.0 * (double)k / a) * b0 - b1; /* f_(k-1) */
    b1 = b0, b0 = b2;
    if (k - 1 == n) r = b0;
    if (((k - 1) & 1) == 0 && k - 1 > 0) sum += b0;
    if (__builtin_fabs(b0) > 0x1p600) {
      f = 0x1p-600;
      b0 *= f, b1 *= f, sum *= f, r *= f;
    }
  }
  return r / (b0 + 2.0 * sum);
}

/* Y_n(x), n >= 2, x > 0 finite: forward from Y0, Y1 (stops at -inf: for f32 once past
 * -2^1000, which only grows in magnitude from there; for f64 when it overflows) */
INL double bessel_yn_pos(i32 n, double x, i32 dbl) {
  double b0, b1, b2, lim = dbl ? -INFD : -0x1p1000;
  i32 k;
  if (x >= 25.0 && x >= 2.0 * (double)n * (double)n) return bessel_hankel(n, 1, x);
  b0 = bessel_y0_pos(x), b1 = bessel_y1_pos(x);
  for (k = 1; k < n && b1 > lim; k++) b2 = (2.0 * (double)k / x) * b1 - b0, b0 = b1, b1 = b2;
  return k < n ? -INFD : b1;
}

INL double bessel_j0_d(double x) {
  double a = __builtin_fabs(x);
  if (!(a < INFD)) return a == INFD ? 0.0 : x + x;
  return bessel_j0_abs(a);
}
INL double bessel_j1_d(double x) {
  double a = __builtin_fabs(x);
  if (!(a < INFD)) return a == INFD ? __builtin_copysign(0.0, x) : x + x;
  return __builtin_copysign(1.0, x) * bessel_j1_abs(a); /* odd; J1(+-0) = +-0 */
}
INL double bessel_y0_d(double x) {
  if (!(x > 0.0 && x < INFD)) return x == 0.0 ? -INFD : x == INFD ? 0.0 : NAND;
  return bessel_y0_pos(x);
}
INL double bessel_y1_d(double x) {
  if (!(x > 0.0 && x < INFD)) return x == 0.0 ? -INFD : x == INFD ? 0.0 : NAND;
  return bessel_y1_pos(x);
}
/* J_n(-x) = (-1)^n J_n(x); n < 0 is NaN (CUDA) */
INL double bessel_jn_d(i32 n, double x, i32 dbl) {
  double a = __builtin_fabs(x), r;
  if (n < 0 || x != x) return NAND;
  if (n == 0) return bessel_j0_d(x);
  if (n == 1) return bessel_j1_d(x);
  if (a == INFD) return 0.0;
  r = a == 0.0 ? 0.0 : bessel_jn_abs(n, a, dbl);
  return (n & 1) ? __builtin_copysign(1.0, x) * r : r;
}
INL double bessel_yn_d(i32 n, double x, i32 dbl) {
  if (n < 0 || x != x) return NAND;
  if (n == 0) return bessel_y0_d(x);
  if (n == 1) return bessel_y1_d(x);
  if (!(x > 0.0 && x < INFD)) return x == 0.0 ? -INFD : x == INFD ? 0.0 : NAND;
  return bessel_yn_pos(n, x, dbl);
}

/* f32 j0f j1f y0f y1f, computed in f32 (the f64 cores above serve jnf and ynf).
 * CUDA's bound: 9 ulp for |x| < 8, 2.2e-6 absolute from 8 on.
 * Below 8 each function is a polynomial around 0 or around one of its zeros z, with the
 * pieces and zeros of the f64 code (coefficients from poly.py bjf13_*, f32 fits):
 * f = t P(t), t = (x - z_hi) - z_lo, z_hi + z_lo the zero as two floats. Every piece's
 * x is within a factor 2 of its z_hi, so x - z_hi is exact and t carries one rounding
 * (half an ulp of t relative); P's fit error is under 2^-29 of its smallest value and
 * Horner's rule with fma adds about 1.5 ulp, so the result keeps its relative accuracy up
 * to the zero (about 3 ulp measured). Near 0: J0 = P(x^2) (x < 1.5), J1 = x P(x^2) (x < 2),
 * Y0 = (2/pi) log(x) J0(x) + R0(x^2) (x < 2.5 outside [0.7, 1.15), where Y0's first zero
 * 0.89 is a piece of its own), Y1 = (2/pi) (log(x) J1(x) - 1/x) + x R1(x^2) (x < 1.4): the
 * log term and R do not cancel there (Y0 >= 0.09 away from its zero, Y1 <= -0.6), and the
 * J0 fit (u = x^2 <= 6.25) is accurate to 2^-33 absolute, which Y0's log form needs; the
 * measured worst is 4 ulp, near 2.5 where R0's terms grow to 4 times Y0.
 * From 8 on the modulus-phase form J + iY = sqrt(2/(pi x)) M e^(i (x - (2 nu + 1) pi/4 + phi)),
 * M = M(s), phi = f(s)/x, s = 1/x^2 <= 1/64 (fits to 2^-28.7 and 2^-26.9 / x): one cosine
 * of x + phi - k pi/4 (k = 1 for J0, 3 for J1 and Y0, 5 for Y1). x reduces by trig_reduce
 * (three-part Cody-Waite below 2^17, Payne-Hanek above: r = x - q pi/2 within an ulp of r),
 * u = r + phi (|u| < pi/4 + 3/64: sin_poly and cos_poly hold there to 2^-24), and
 * cos(q pi/2 + u - pi/4) = (cos u + sin u) / sqrt2 (or -sin, -cos, sin by quadrant). The
 * errors in ulps of 1: u about 1.5, the cosine 2, M 1.5, the amplitude sqrt(1/(pi x))
 * (correctly rounded division and square root) 1.5: under 2^-21 of sqrt(2/(pi x)) <= 0.29,
 * 1.5e-7 absolute against the bound's 2.2e-6 (measured: 7e-8). */

static const float bjf13_j0s[7] = {
    9.999999999e-01f, -2.499999984e-01f, 1.562499597e-02f, -4.340238965e-04f, 6.779901656e-06f,
    -6.739512050e-08f, 4.210295345e-10f,
};
static const float bjf13_j1s[6] = {
    4.999999999e-01f, -6.249999885e-02f, 2.604163314e-03f, -5.424988614e-05f, 6.764305156e-07f,
    -5.260967980e-09f,
};
static const float bjf13_y0s[7] = {
    -7.380429494e-02f, 1.776060142e-01f, -1.607396110e-02f, 5.385959991e-04f, -9.491942517e-06f,
    1.028598276e-07f, -6.834254051e-10f,
};
static const float bjf13_y1s[5] = {-1.960570902e-01f, 5.434867568e-02f, -2.955254319e-03f, 7.156959466e-05f, -9.497784943e-07f};
static const float bjf13_j0a[9] = {
    -5.191474964e-01f, 1.079387115e-01f, 5.660174765e-02f, -8.657754450e-03f, -2.194058522e-03f,
    2.645445711e-04f, 4.346063494e-05f, -4.398346751e-06f, -3.605269387e-07f,
};
static const float bjf13_j0b[10] = {
    3.402648060e-01f, -3.082065094e-02f, -5.298854152e-02f, 4.631038266e-03f, 2.257399878e-03f,
    -1.751774322e-04f, -4.647073942e-05f, 3.192893757e-06f, 5.458888329e-07f, -3.277600833e-08f,
};
static const float bjf13_j0c[7] = {
    -2.714573204e-01f, 1.565145332e-02f, 4.394565832e-02f, -2.635546606e-03f, -2.161351638e-03f,
    7.099659983e-05f, 4.032113025e-05f,
};
static const float bjf13_j1a[11] = {
    -4.027593957e-01f, 5.255614558e-02f, 5.341044508e-02f, -5.179717195e-03f, -2.233128281e-03f,
    1.746598758e-04f, 4.621178256e-05f, -3.032903206e-06f, -5.739652110e-07f, 3.089972912e-08f,
    4.812261754e-09f,
};
static const float bjf13_j1b[9] = {
    3.001157529e-01f, -2.138921487e-02f, -4.697049084e-02f, 3.130303885e-03f, 2.105642317e-03f,
    -1.255126566e-04f, -4.507467726e-05f, 2.369791796e-06f, 6.022631386e-07f,
};
static const float bjf13_y0a[9] = {
    8.794208016e-01f, -4.920789216e-01f, 2.205535505e-01f, -2.261260575e-01f, 2.188607076e-01f,
    -2.044445302e-01f, 2.005906517e-01f, -2.101606179e-01f, 1.633370676e-01f,
};
static const float bjf13_y0b[11] = {
    -4.025426717e-01f, 5.085590685e-02f, 5.852381953e-02f, -6.852541927e-03f, -2.183511055e-03f,
    1.952072037e-04f, 5.091757901e-05f, -4.830347320e-06f, -2.963236674e-07f, -4.890299319e-08f,
    2.260208198e-08f,
};
static const float bjf13_y0c[9] = {
    3.000976152e-01f, -2.117523903e-02f, -4.802407919e-02f, 3.318367223e-03f, 2.176034190e-03f,
    -1.406283999e-04f, -4.604316527e-05f, 2.683884462e-06f, 6.248940376e-07f,
};
static const float bjf13_y1a[14] = {
    5.207864125e-01f, -1.185145546e-01f, -3.285739640e-02f, -4.797587081e-03f, 7.422400127e-03f,
    -2.596796270e-03f, 1.068568619e-03f, -5.057060019e-04f, 2.294460057e-04f, -1.098635219e-04f,
    5.823584538e-05f, -2.684780354e-05f, 7.819519653e-06f, -9.984455439e-07f,
};
static const float bjf13_y1b[10] = {
    -3.403180443e-01f, 3.133867592e-02f, 5.094791603e-02f, -4.160105246e-03f, -2.165924853e-03f,
    1.466007699e-04f, 4.637802316e-05f, -2.849202875e-06f, -5.104983096e-07f, 2.119626852e-08f,
};
static const float bjf13_y1c[7] = {
    2.714630222e-01f, -1.576804696e-02f, -4.334371767e-02f, 2.513440948e-03f, 2.092608219e-03f,
    -6.881080950e-05f, -3.956930545e-05f,
};
/* the zeros the pieces above are centred on, as hi + lo: j0 (3), j1 (2), y0 (3), y1 (3) */
static const float bjf13_zeros[11][2] = {
    {2.404825449e+00f, 1.087059046e-07f},
    {5.520078182e+00f, -7.193414833e-08f},
    {8.653727531e+00f, 3.814779067e-07f},
    {3.831706047e+00f, -7.685059315e-08f},
    {7.015586853e+00f, -1.832117250e-07f},
    {8.935769796e-01f, -1.335797847e-08f},
    {3.957678318e+00f, 1.012911762e-07f},
    {7.086050987e+00f, 7.305812035e-08f},
    {2.197141409e+00f, -8.288927105e-08f},
    {5.429680824e+00f, 2.165143500e-07f},
    {8.596005440e+00f, 4.285728681e-07f}
};
static const float bjf13_m0[4] = {9.999999983e-01f, -6.249643983e-02f, 1.023312360e-01f, -4.089417605e-01f};
static const float bjf13_p0[4] = {-1.249999937e-01f, 6.509119676e-02f, -2.052168957e-01f, 1.134648483e+00f};
static const float bjf13_m1[4] = {1.000000002e+00f, 1.874951631e-01f, -1.917541977e-01f, 6.249304117e-01f};
static const float bjf13_p1[4] = {3.749999916e-01f, -1.640450750e-01f, 3.650661671e-01f, -1.699702189e+00f};

INL float bjf13_poly(const float *c, i32 n, float t) {
  float p = c[n - 1];
  i32 k;
  for (k = n - 2; k >= 0; k--) p = fmaf_(p, t, c[k]);
  return p;
}

/* t P(t), t = (x - z_hi) - z_lo (x - z_hi exact: x is within a factor 2 of z) */
INL float bjf13_at(const float *c, i32 n, i32 z, float x) {
  float t = (x - bjf13_zeros[z][0]) - bjf13_zeros[z][1];
  return t * bjf13_poly(c, n, t);
}

/* x >= 8 finite: sqrt(2/(pi x)) M cos(x + phi - (2m + 1) pi/4), M and phi of order nu (m = 0
 * J0; 1 J1, Y0; 2 Y1) */
INL float bjf13_big(float x, i32 nu, u32 m) {
  float r1 = 1.0f / x, s = r1 * r1, mm, ph, u, sn, cs, c, d, v;
  u32 q;
  mm = bjf13_poly(nu ? bjf13_m1 : bjf13_m0, 4, s);
  ph = bjf13_poly(nu ? bjf13_p1 : bjf13_p0, 4, s) * r1;
  u = trig_reduce(x, &q) + ph; /* x + phi = q pi/2 + u, |u| <= pi/4 + 3/64 */
  sn = sin_poly(u);
  cs = cos_poly(u);
  c = cs + sn; /* sqrt2 cos(u - pi/4) */
  d = sn - cs; /* sqrt2 sin(u - pi/4) */
  q -= m;      /* cos(q pi/2 + u - pi/4) */
  v = (q & 1u) ? d : c;
  v = ((q + 1u) & 2u) ? -v : v;
  return v * (mm * __builtin_sqrtf(3.18309886e-1f * r1));
}

API float __nv_j0f(float x) {
  float a = fabsf_(ftz(x)), r;
  if (a >= 8.0f) r = a < INF ? bjf13_big(a, 0, 0u) : 0.0f;
  else if (a < 1.5f) r = bjf13_poly(bjf13_j0s, 7, a * a);
  else if (a < 4.0f) r = bjf13_at(bjf13_j0a, 9, 0, a);
  else if (a < 7.0f) r = bjf13_at(bjf13_j0b, 10, 1, a);
  else r = bjf13_at(bjf13_j0c, 7, 2, a); /* and NaN */
  return ftz(r);
}
API float __nv_j1f(float x) {
  float a = fabsf_(ftz(x)), r;
  if (a >= 8.0f) r = a < INF ? bjf13_big(a, 1, 1u) : 0.0f;
  else if (a < 2.0f) r = a * bjf13_poly(bjf13_j1s, 6, a * a);
  else if (a < 5.4f) r = bjf13_at(bjf13_j1a, 11, 3, a);
  else r = bjf13_at(bjf13_j1b, 9, 4, a); /* and NaN */
  return ftz(copysignf_(1.0f, x) * r); /* odd; J1(+-0) = +-0 */
}
API float __nv_y0f(float x) {
  float r;
  x = ftz(x);
  if (x >= 8.0f) r = x < INF ? bjf13_big(x, 0, 1u) : 0.0f;
  else if (x >= 2.5f) r = x < 5.5f ? bjf13_at(bjf13_y0b, 11, 6, x) : bjf13_at(bjf13_y0c, 9, 7, x);
  else if (x >= 0.7f && x < 1.15f) r = bjf13_at(bjf13_y0a, 9, 5, x);
  else if (x > 0.0f) {
    float u = x * x;
    r = fmaf_(6.36619772e-1f * __nv_logf(x), bjf13_poly(bjf13_j0s, 7, u), bjf13_poly(bjf13_y0s, 7, u));
  } else r = x == 0.0f ? -INF : NANF;
  return ftz(r);
}
API float __nv_y1f(float x) {
  float r;
  x = ftz(x);
  if (x >= 8.0f) r = x < INF ? bjf13_big(x, 1, 2u) : 0.0f;
  else if (x >= 1.4f) r = x < 3.8f ? bjf13_at(bjf13_y1a, 14, 8, x) : x < 7.0f ? bjf13_at(bjf13_y1b, 10, 9, x) : bjf13_at(bjf13_y1c, 7, 10, x);
  else if (x > 0.0f) {
    float u = x * x, j1 = x * bjf13_poly(bjf13_j1s, 6, u);
    r = fmaf_(6.36619772e-1f * __nv_logf(x), j1, fmaf_(x, bjf13_poly(bjf13_y1s, 5, u), -(6.36619772e-1f / x)));
  } else r = x == 0.0f ? -INF : NANF;
  return ftz(r);
}
API float __nv_jnf(i32 n, float x) { return ftz((float)bessel_jn_d(n, (double)ftz(x), 0)); }
API float __nv_ynf(i32 n, float x) { return ftz((float)bessel_yn_d(n, (double)ftz(x), 0)); }
API double __nv_j0(double x) {
  double a = __builtin_fabs(x);
  return a >= 8.0 && a < 0x1p30 ? bessel_hankel_fast(0, 0, a) : bessel_j0_d(x);
}
API double __nv_j1(double x) {
  double a = __builtin_fabs(x);
  if (a >= 8.0 && a < 0x1p30) return x < 0.0 ? -bessel_hankel_fast(1, 0, a) : bessel_hankel_fast(1, 0, a);
  return bessel_j1_d(x);
}
API double __nv_y0(double x) { return x >= 8.0 && x < 0x1p30 ? bessel_hankel_fast(0, 1, x) : bessel_y0_d(x); }
API double __nv_y1(double x) { return x >= 8.0 && x < 0x1p30 ? bessel_hankel_fast(1, 1, x) : bessel_y1_d(x); }
API double __nv_jn(i32 n, double x) { return bessel_jn_d(n, x, 1); }
API double __nv_yn(i32 n, double x) { return bessel_yn_d(n, x, 1); }

/* ------------------------------------------------------------------ f32 representation
 * functions (exact). FTZ mode reads subnormal arguments as zero and flushes subnormal
 * results, as everywhere else. */

/* x 2^n rounded once: the product in double is exact for |n| <= 320 (24 bits from 2^-469
 * up stay normal doubles), and past that the float result has certainly overflowed or
 * underflowed already; the conversion to float is the one rounding. */
API float __nv_ldexpf(float x, i32 n) {
  if (n > 320) n = 320;
  if (n < -320) n = -320;
  return ftz((float)((double)ftz(x) * pow2d(n)));
}
API float __nv_scalbnf(float x, i32 n) { return __nv_ldexpf(x, n); }

/* x = m 2^e with |m| in [1/2, 1); zeros, infinities and NaN return themselves, e = 0 */
API float __nv_frexpf(float x, i32 *e) {
  u32 u, a;
  i32 adj = -126;
  x = ftz(x);
  u = f2u(x);
  a = u & 0x7fffffffu;
  if (a == 0 || a >= 0x7f800000u) {
    *e = 0;
    return x + x; /* quiets a signalling NaN; keeps -0 */
  }
  if (a < 0x00800000u) { /* subnormal (default mode only): normalise first */
    u = f2u(x * 0x1p25f);
    adj -= 25;
  }
  *e = (i32)((u >> 23) & 0xff) + adj;
  return u2f((u & 0x807fffffu) | 0x3f000000u);
}

/* the unbiased exponent of a finite nonzero |x| (bits a, sign cleared) */
INL i32 exponent_of_f(u32 a) {
  if (a < 0x00800000u) return 31 - __builtin_clz(a) - 149; /* subnormal: m 2^-149 */
  return (i32)(a >> 23) - 127;
}

/* CUDA: ilogbf(0) = ilogbf(NaN) = INT_MIN, ilogbf(+-inf) = INT_MAX */
API i32 __nv_ilogbf(float x) {
  u32 a = f2u(x) & 0x7fffffffu;
  if (a - 0x00800000u < 0x7f000000u) return (i32)(a >> 23) - 127; /* normal */
  a = f2u(ftz(x)) & 0x7fffffffu;
  if (a == 0 || a > 0x7f800000u) return (i32)0x80000000u;
  if (a == 0x7f800000u) return 0x7fffffff;
  return exponent_of_f(a);
}

API float __nv_logbf(float x) {
  u32 a = f2u(x) & 0x7fffffffu;
  if (a - 0x00800000u < 0x7f000000u) return (float)((i32)(a >> 23) - 127); /* normal */
  x = ftz(x);
  a = f2u(x) & 0x7fffffffu;
  if (a == 0) return -INF;
  if (a >= 0x7f800000u) return x * x; /* +inf for +-inf; NaN */
  return (float)exponent_of_f(a);
}

/* the fraction (with x's sign; +-0 for infinities) and *ip the integral part; both are
 * exact, and the fraction of a normal float is normal */
API float __nv_modff(float x, float *ip) {
  float t;
  x = ftz(x);
  t = __builtin_truncf(x);
  *ip = t;
  if (fabsf_(x) == INF) return copysignf_(0.0f, x);
  return copysignf_(x - t, x);
}

API float __nv_nextafterf(float x, float y) {
  u32 u;
  x = ftz(x);
  y = ftz(y);
  if (x != x || y != y) return x + y;
  if (x == y) return y;
  if (x == 0.0f) return ftz(copysignf_(0x1p-149f, y));
  u = f2u(x);
  /* away from zero when y is further out on x's side */
  if ((x < y) == (x > 0.0f)) u++;
  else u--;
  return ftz(u2f(u));
}

/* ------------------------------------------------------------------ f32 functions
 * computed through the f64 ones: the f64 result (within 1 ulp of double) rounded to float
 * is within 1 ulp of float, as exact as these need; the cost is f64 arithmetic (slow on
 * GPUs with few f64 units, like powf). */

/* ------------------------------------------------------------------ cbrtf, rcbrtf
 * An f32 algorithm: a seed |x|^p (p = -2/3 or -1/3) from lg2.approx and ex2.approx, as
 * libdevice's, then one Newton step on a residual computed exactly with fma, rounded once.
 * These two functions are the exception to "no .approx outside __nv_fast_*": the PTX ISA
 * (9.7.3.20/21) bounds lg2.approx.f32 by 2^-22 absolute on (0.5, 2) and 2^-22 relative
 * for other positive finite inputs (subnormals included), and ex2.approx.f32 by 2 ulp from
 * the correctly rounded result over the full range; the analysis below holds for any
 * instruction within those bounds, so the result is within 1 ulp on every GPU (the
 * emulator's .approx results are its own: mathtest measures those).
 *
 * Seed error: |lg2(a)| <= 149, so lg2's error is at most 149 2^-22 = 2^-14.78 absolute;
 * times -2/3 (constant 2^-25 relative, product rounded: <= 2^-18) gives <= 2^-15.1 in the
 * exponent, ln2 2^-15.1 = 2^-15.6 relative in 2^t, plus ex2's 2.5 ulp (2^-21.7): the seed
 * is within d <= 2^-15.5 relative (2^-16.6 for -1/3). Newton's step leaves 2 d^2 <= 2^-30;
 * the dropped and rounded terms of the residual are below 2^-36; the last fma rounds
 * (1/2 ulp): at most 0.52 ulp from cbrt, so at most 1 ulp from the correctly rounded
 * value. No intermediate underflows or overflows for |x| in [2^-149, 2^128] (the smallest
 * product error term is 2^-146 for a subnormal x, exact; in FTZ mode a flushed c2l is
 * 2^-42 of c^2). */
INL float cbrtf_lg2(float a) { return __nvcg_reflect("__CUDA_FTZ") ? __nvvm_lg2_approx_ftz_f(a) : __nvvm_lg2_approx_f(a); }

/* cbrt(x): r = |x|^(-2/3), C = x r = c + cl exactly (so C^3 / x = C^2 r), Newton's
 * C + C (1 - C^3/x) / 3 = c + (c (1 - c^2 r) + cl) / 3 to first order in cl (the dropped
 * 2 cl (1 - c^2 r) and cl^2 r terms are 2^-38 of c); c^2 = c2h + c2l exactly. cbrt is odd
 * and r is positive, so every term carries x's sign. +-0 and +-inf (x + x == x) return x;
 * NaN propagates. */
API float __nv_cbrtf(float x) {
  float r, c, cl, c2h, c2l, e, t;
  x = ftz(x);
  r = __nvvm_ex2_approx_ftz_f(cbrtf_lg2(fabsf_(x)) * -0.666666667f);
  c = x * r;
  cl = fmaf_(x, r, -c);
  c2h = c * c;
  c2l = fmaf_(c, c, -c2h);
  e = fmaf_(-c2h, r, 1.0f);
  e = fmaf_(-c2l, r, e);
  t = fmaf_(c, e, cl);
  t = fmaf_(t, 0.333333333f, c);
  return x + x == x ? x : t;
}

/* 1/cbrt(x): y = |x|^(-1/3); Newton's y + y (1 - |x| y^3) / 3 with |x| y = w + wl and
 * w y = s + sl exactly, |x| y^3 = s y + (sl + wl y) y (the last product rounded: 2^-48);
 * on z = copysign(y, x) (rcbrt is odd). z is also the answer for +-0 (+-inf) and +-inf
 * (+-0), where y is inf or 0; NaN propagates. */
API float __nv_rcbrtf(float x) {
  float a, y, z, w, wl, s, sl, m, e;
  x = ftz(x);
  a = fabsf_(x);
  y = __nvvm_ex2_approx_ftz_f(cbrtf_lg2(a) * -0.333333333f);
  z = copysignf_(y, x);
  w = a * y;
  wl = fmaf_(a, y, -w);
  s = w * y;
  sl = fmaf_(w, y, -s);
  e = fmaf_(-s, y, 1.0f);
  m = fmaf_(wl, y, sl);
  e = fmaf_(-m, y, e);
  e = fmaf_(z * e, 0.333333333f, z);
  return x + x == x ? z : e;
}
/* asinhf in f32, for a = |x| with the sign put back: below 2^-12, a (a^3/6 is under half
 * an ulp); from 2^12 on, log(a) + log(2) (the next term, 1/(4a^2), is below 2^-26 of
 * the result); between, log1p(a + a^2 / (1 + sqrt(1 + a^2))), whose argument is within
 * about 1.75 ulp relative (the correction, off by up to 2.5u, is below a) and log1p does
 * not amplify that: about 3 ulp at worst against CUDA's 3, 1 measured (README). */
API float __nv_asinhf(float x) {
  float a, a2;
  x = ftz(x);
  a = fabsf_(x);
  if (!(a >= 0x1p-12f)) return a == a ? x : x + x; /* tiny or zero; NaN */
  if (a >= 0x1p12f) return a == INF ? x : copysignf_(__nv_logf(a) + 0.693147181f, x);
  a2 = a * a;
  return copysignf_(__nv_log1pf(a + a2 / (1.0f + __builtin_sqrtf(1.0f + a2))), x);
}
API float __nv_acoshf(float x) { return ftz((float)__nv_acosh((double)ftz(x))); }
/* atanhf in f32: atanh(a) = log1p(2a / (1 - a)) / 2 for a = |x|, the sign put back.
 * t = 2a / (1 - a) is within 1 ulp relative (1 - a is exact by Sterbenz from a = 1/2 on,
 * within 2^-24 relative below; one rounding in the division); log1p(t) turns a relative
 * error e in t into at most e t / ((1 + t) log1p(t)) <= e of its result, so the result is
 * within about 2 ulp (1 + log1pf's 1), below CUDA's 3. Below 2^-12, atanh(a) = a + a^3/3
 * + ... rounds to a. */
API float __nv_atanhf(float x) {
  float a;
  x = ftz(x);
  a = fabsf_(x);
  if (!(a < 1.0f)) return a == 1.0f ? copysignf_(INF, x) : a == a ? NANF : x + x;
  if (a < 0x1p-12f) return x;
  return copysignf_(0.5f * __nv_log1pf((a + a) / (1.0f - a)), x);
}

/* ------------------------------------------------------------------ sinpif, cospif,
 * sincospif in f32: x = j/2 + r with j = rint(2x), r = x - j/2 in [-1/4, 1/4] both exact
 * (|x| < 2^24: 2x and j/2 are exact, and x - j/2 is exact by Sterbenz or is 0); the
 * quadrant n = j mod 4 (cvt.rni.s32 saturates: the callers keep |x| < 2^24 or override).
 * sin(pi r) = r (PI_F + T(z)), cos(pi r) = 1 + z C(z), z = r^2 <= 1/16 (poly.py
 * sinpi_f 2^-26.6 and cospi_f 2^-28.3 absolute). Error: sin: T <= 0.33 rounds to 2^-26,
 * r T to 0.11 ulp, the final fma r PI_F + r T (exact product) to 1/2 ulp; with the fit's
 * 2^-28 relative, at most 0.8 ulp. cos: C's rounding times z <= 2^-27 absolute, the
 * final fma 1/2 ulp of a result in [0.7, 1]: at most 0.7 ulp. */
INL u32 pif_reduce(float x, float *r) {
  float y = x + x, j = rintf_(y);
  *r = fmaf_(j, -0.5f, x);
  return (u32)__nvvm_f2i_rn(y); /* not f2i_rz(j): clang makes that fptosi, poison when huge */
}
INL float pif_sin(float r, float z) {
  float t = fmaf_(-5.890750992e-01f, z, 2.549766965e+00f);
  t = fmaf_(t, z, -5.167707821e+00f);
  t = fmaf_(t, z, -9.710609987e-08f);
  return fmaf_(r, 3.14159274e+00f, r * t);
}
INL float pif_cos(float z) {
  float c = fmaf_(2.321254140e-01f, z, -1.335137814e+00f);
  c = fmaf_(c, z, 4.058710566e+00f);
  c = fmaf_(c, z, -4.934802197e+00f);
  return fmaf_(z, c, 1.0f);
}
/* sinpi(+-n) = +-0 (IEEE 754; every |x| >= 2^23 is an integer), sinpi(+-inf) = NaN: x * 0 */
API float __nv_sinpif(float x) {
  float r, z, h;
  u32 n;
  x = ftz(x);
  n = pif_reduce(x, &r);
  z = r * r;
  h = (n & 1u) ? pif_cos(z) : pif_sin(r, z);
  h = (n & 2u) ? -h : h;
  return __builtin_truncf(x) == x ? x * 0.0f : h;
}
/* |x| >= 2^24 is even (cospi = 1): reduced as +-0; +-inf becomes NaN the same way.
 * cospi(n + 1/2) = +0: adding +0 turns -0 into +0. */
INL float pif_clamp(float x) { return fabsf_(x) < 0x1p24f ? x : x * 0.0f; }
API float __nv_cospif(float x) {
  float r, z, h;
  u32 n;
  x = pif_clamp(ftz(x));
  n = pif_reduce(x, &r);
  z = r * r;
  h = (n & 1u) ? pif_sin(r, z) : pif_cos(z);
  h = ((n + 1u) & 2u) ? -h : h;
  return h + 0.0f;
}

/* x^2 + y^2 in double: both squares are exact (48 bits) and cannot overflow, the sum
 * rounds once; an infinite argument wins over a NaN (IEEE 754's hypot). */
INL double sumsq_f(float x, float y) {
  double dx = (double)x, dy = (double)y;
  return fmad(dx, dx, dy * dy);
}
API float __nv_hypotf(float x, float y) {
  x = ftz(x);
  y = ftz(y);
  if (fabsf_(x) == INF || fabsf_(y) == INF) return INF;
  return ftz((float)__builtin_sqrt(sumsq_f(x, y)));
}
/* 1/hypot: 0 for an infinite argument, +inf for two zeros */
API float __nv_rhypotf(float x, float y) {
  x = ftz(x);
  y = ftz(y);
  if (fabsf_(x) == INF || fabsf_(y) == INF) return 0.0f;
  return ftz((float)(1.0 / __builtin_sqrt(sumsq_f(x, y))));
}

/* norm3df, norm4df, normf and their reciprocals: the squares are exact in double (48
 * bits) and cannot overflow or underflow there; their sum rounds once per term (a relative
 * 2^-53 each, far below float's half ulp for any dim a kernel passes), the root once, and
 * the conversion to float once more. Infinities win over NaN, as in hypotf. */
INL float norm_n_f(i32 n, const float *p, int rec) {
  double s = 0.0;
  int nan = 0;
  i32 i;
  for (i = 0; i < n; i++) {
    double v = (double)ftz(p[i]);
    if (__builtin_fabs(v) == INFD) return rec ? 0.0f : INF;
    if (v != v) nan = 1;
    s = fmad(v, v, s);
  }
  if (nan) return NANF;
  return ftz((float)(rec ? 1.0 / __builtin_sqrt(s) : __builtin_sqrt(s)));
}
API float __nv_norm3df(float a, float b, float c) {
  float v[3];
  v[0] = a, v[1] = b, v[2] = c;
  return norm_n_f(3, v, 0);
}
API float __nv_rnorm3df(float a, float b, float c) {
  float v[3];
  v[0] = a, v[1] = b, v[2] = c;
  return norm_n_f(3, v, 1);
}
API float __nv_norm4df(float a, float b, float c, float d) {
  float v[4];
  v[0] = a, v[1] = b, v[2] = c, v[3] = d;
  return norm_n_f(4, v, 0);
}
API float __nv_rnorm4df(float a, float b, float c, float d) {
  float v[4];
  v[0] = a, v[1] = b, v[2] = c, v[3] = d;
  return norm_n_f(4, v, 1);
}
API float __nv_normf(i32 dim, const float *p) { return norm_n_f(dim, p, 0); }
API float __nv_rnormf(i32 dim, const float *p) { return norm_n_f(dim, p, 1); }

/* ------------------------------------------------------------------ f64 lgamma
 * log|Gamma(x)| for x > 0: near the zeros at 1 and 2, on [0.75, 3.25), (x - 1)(x - 2) g(x)
 * with g from five polynomials in u = x - c, |u| <= 1/4 (poly.py lgamma_d0..4); below
 * 0.75 lgamma(1 + x) - log x from the same polynomials (u from x exactly); on [3.25, 7)
 * the recurrence down to y in [2.25, 3.25), log((x-1)...(y)) from the product kept as a
 * double-double; from 7 Stirling's series with (x - 1/2) log x - x as a double-double
 * (from 12 with two terms fewer until session 13: the recurrence and its polynomial cost
 * twice the series).
 * For x < 0 the reflection log pi - log|x sin(pi x)| - lgamma(-x): near its zeros (inside
 * CUDA's excluded [-11.0001, -2.2637], and within 1/n! of -n beyond) that subtraction
 * has absolute, not relative, accuracy. */

static const double lgamma_tab_d[5][18] = {
    {5.77215664901532866e-01, -2.45251368522580365e-01, 1.55434265863941490e-01, -1.15146542563824367e-01, 9.22390084689165834e-02, -7.73181685364497107e-02,
     6.67317275689924272e-02, -5.87779406529539070e-02, 5.25563791874994607e-02, -4.75431849365455031e-02, 4.34083817855837606e-02, -3.99405732122867368e-02,
     3.70565779308435761e-02, -3.45072050251908416e-02, 3.11897340185074042e-02, -2.92895848202271852e-02, 3.69640769048080464e-02, -3.50188902122267609e-02},
    {4.83128950540980873e-01, -1.45959895914306081e-01, 6.29114010745649294e-02, -3.13084875010109925e-02, 1.67970986311891841e-02, -9.42562244847128423e-03,
     5.44645784417278813e-03, -3.21207407695420222e-03, 1.92291617128792633e-03, -1.16441449379932208e-03, 7.11520831090164886e-04, -4.37994214118387552e-04,
     2.71315606614334936e-04, -1.68918795782524726e-04, 1.05020747690804216e-04, -6.59304348142753790e-05, 4.68106305286248030e-05, -2.95981045207536889e-05},
    {4.22784335098467134e-01, -1.00317301674353918e-01, 3.29650006211558294e-02, -1.23841921933712778e-02, 4.99864116469730512e-03, -2.10813083395577526e-03,
     9.15376922250549013e-04, -4.05707397508531080e-04, 1.82552639216907456e-04, -8.30951263509162915e-05, 3.81688821092882809e-05, -1.76616732163526792e-05,
     8.22238943295054634e-06, -3.84741758397955521e-06, 1.80494514187833465e-06, -8.51456486142893757e-07, 4.30360030403904537e-07, -2.04358223761835750e-07},
    {3.79577160630558852e-01, -7.46635741544994236e-02, 1.99051543047432146e-02, -6.01876852703320166e-03, 1.94905748894492028e-03, -6.58639706772533653e-04,
     2.29053637554206183e-04, -8.13022888791410284e-05, 2.92992811387010392e-05, -1.06823281191809942e-05, 3.93061228262482188e-06, -1.45703660199188244e-06,
     5.43414316459672611e-07, -2.03707528241464048e-07, 7.66408060822693345e-08, -2.89631897750297271e-08, 1.14481670511587697e-08, -4.35394119920184591e-09},
    {3.46573590279972643e-01, -5.84682178707254113e-02, 1.31490483781584004e-02, -3.33228082514060858e-03, 9.01801262523986525e-04, -2.54336995552668216e-04,
     7.37766941044361519e-05, -2.18377849462377399e-05, 6.56246773875889147e-06, -1.99524391724737463e-06, 6.12263392818666264e-07, -1.89289232368892209e-07,
     5.88826223576611812e-08, -1.84112883768075343e-08, 5.78005089495721663e-09, -1.82203906206782187e-09, 5.93065752996016529e-10, -1.88128636463889313e-10}};

#define LOG_SQRT_2PI_D 0.91893853320467274178 /* log(2 pi)/2, and the rest */
#define LOG_SQRT_2PI_LO -3.87829415806724145e-17
#define LOG_PI_D 1.14472988584940017414

/* g(c_i + u) */
INL double lgamma_g_d(i32 i, double u) {
  const double *c = lgamma_tab_d[i];
  double p = c[17];
  i32 k;
  for (k = 16; k >= 0; k--) p = fmad(p, u, c[k]);
  return p;
}

/* log Gamma(x) = result + *lo (|lo| within half an ulp) for 7 <= x < 2^1012:
 * (x - 1/2) log x - x + log(2 pi)/2 + S(1/x^2)/x, S to the B_20 term (the first one left
 * out, B_22 / (22 * 21 x^21), is below 2^-58 of lgamma(x) from 7 on) */
INL double lgamma_stirling_dd(double x, double *lo) {
  double a = x - 0.5, h, l, p, pe, s, se, w, t, e, r;
  h = log_accurate_dd(x, &l); /* to about 2^-66: (x - 1/2) multiplies its error */
  p = a * h;
  pe = fmad(a, h, -p) + a * l;
  s = two_sum(p, -x, &se);
  w = 1.0 / (x * x);
  t = fmad(w, -174611.0 / 125400.0, 43867.0 / 244188.0);
  t = fmad(t, w, -3617.0 / 122400.0);
  t = fmad(t, w, 1.0 / 156.0);
  t = fmad(t, w, -691.0 / 360360.0);
  t = fmad(t, w, 1.0 / 1188.0);
  t = fmad(t, w, -1.0 / 1680.0);
  t = fmad(t, w, 1.0 / 1260.0);
  t = fmad(t, w, -1.0 / 360.0);
  t = fmad(t, w, 1.0 / 12.0);
  h = two_sum(s, LOG_SQRT_2PI_D, &e);
  l = t / x + ((se + pe) + (e + LOG_SQRT_2PI_LO));
  r = h + l; /* renormalised (Fast2Sum: |h| > |l|) */
  *lo = (h - r) + l;
  return r;
}

/* log Gamma(x) for finite x > 0 */
INL double lgamma_pos_d(double x) {
  double h, l, y = x, ph, pl, z, p, u, f1, f2, extra = 0.0;
  i32 n, k;
  if (x >= 0x1p1012) return x * (__nv_log(x) - 1.0); /* the rest is below an ulp; inf past 2.5e305 */
  if (x >= 7.0) {
    h = lgamma_stirling_dd(x, &l);
    return h + l;
  }
  if (x < 0.75) { /* lgamma(1 + x) - log x, 1 + x in (1, 1.75): g at 1 + x from x exactly */
    k = x < 0.25 ? 0 : 1;
    u = x - 0.5 * (double)k;
    f1 = x;
    f2 = x - 1.0;
    extra = -__nv_log(x);
  } else {
    if (x >= 3.25) { /* log(y (y+1) ... (x-1)) + lgamma(y), y in [2.25, 3.25) */
      n = (i32)(x - 2.25);
      y = x - (double)n; /* exact */
      ph = y;
      pl = 0.0;
      for (k = 1; k < n; k++) {
        z = y + (double)k;
        p = ph * z;
        pl = fmad(ph, z, -p) + pl * z;
        ph = p;
      }
      h = log_full_dd(ph, 0.0, &l);
      extra = h + (l + pl / ph);
    }
    k = (i32)((y - 0.75) * 2.0);
    u = y - (1.0 + 0.5 * (double)k); /* exact */
    f1 = y - 1.0;
    f2 = y - 2.0;
  }
  return fmad(lgamma_g_d(k, u) * f1, f2, extra); /* one copy of the polynomial; +0 at the zeros */
}

API double __nv_lgamma(double x) {
  double a = __builtin_fabs(x), r;
  if (x != x) return x + x;
  if (a == INFD || (x <= 0.0 && x == __builtin_floor(x))) return INFD; /* +-inf, poles, -0 */
  if (a < 0x1p-60) return -__nv_log(a); /* -log|x| - gamma x: the second term is below an ulp */
  r = lgamma_pos_d(a);
  if (x > 0.0) return r;
  return (LOG_PI_D - __nv_log(__builtin_fabs(a * __nv_sinpi(x)))) - r; /* reflection */
}

/* ------------------------------------------------------------------ f64 tgamma
 * Gamma(x) for 0 < x < 20 from Gamma(y), y in [2.25, 3.25) (e^lgamma(y), lgamma from the
 * polynomials above: |lgamma(y)| <= 0.7, so its absolute error is a relative one of the
 * exponential), times or over the product x (x+1) ... or (x-1) ... y kept as a
 * double-double; from 20 e^(Stirling) with the exponent as a double-double, rounded once;
 * below 0 pi / (sin(pi x) |x| Gamma(|x|)), Gamma(|x|) scaled by 2^-600 past 170 so that
 * results near the underflow threshold keep their bits; for 2^-60 <= |x| < 1 the fast path
 * below. */

/* The fast path, 2^-60 <= |x| < 1 (the common range): Gamma(x) = Gamma(2 + x)/(x (1 + x))
 * = 1/(d S(x)), d = x (1 + x) = fma(x, x, x) (one rounding; no cancellation is lost as x
 * nears the pole at -1, d being rounded once from the exact x^2 + x), S = 1/Gamma(2 + x)
 * from a degree-20 polynomial (poly.py tgamma_rg_d: 1/Gamma is entire and on [1, 3] lies
 * in [1/2, 1.13], so its relative error is 2^-55.1 with the rounded coefficients). Error:
 * d's rounding u (u = 2^-53), Horner's rule's at most 2.58 u relative (the first-order
 * bound u sum |p_k(x)| |x|^k / S(x) over the partial sums p_k, largest at x = 1, sampled
 * on 4001 points of [-1, 1]), the fit's 0.25 u, the product d S and the division u each:
 * at most 5.9 u relative, 5.9 ulp from Gamma(x) and so at most 6 ulp (CUDA: 8) from the
 * correctly rounded value. Measured against MPFR in a one-off host run of this code (10^6
 * arguments in (-1, 1), a third of them within 10^5 ulp of -1 or 1): 3.3 ulp from the
 * exact value, near -1. */
static const double tgamma_rg_tab_d[21] = {
    1.00000000000000000e+00, -4.22784335098467134e-01, -2.33093736421786740e-01, 1.91091101387691503e-01, -2.45524900054000274e-02,
    -1.76452445501441013e-02, 8.02327302226757758e-03, -8.04329775606441380e-04, -3.60837816257103224e-04, 1.45596142152003527e-04,
    -1.75458597393252901e-05, -2.58899506966975521e-06, 1.33850150630329702e-06, -2.05474228766471178e-07, -1.59443749588276331e-10,
    6.27550463969314627e-09, -1.27372132936564775e-09, 9.24404964776244592e-11, 1.20873967771576111e-11, -4.27251806569020636e-12,
    4.86998851765860555e-13};

/* Gamma(x) 2^adj for 0 < x <= 190 (adj: 0, or -600 from 170 on) */
INL double tgamma_pos_d(double x, i32 adj) {
  double h, l, y, ph = 1.0, pl = 0.0, z, p, g, t;
  i32 n, k;
  if (x >= 20.0) {
    h = lgamma_stirling_dd(x, &l);
    return exp_mul_d(h, l, 1.0, adj);
  }
  n = x >= 3.25 ? (i32)(x - 2.25) : x < 2.25 ? (i32)(3.25 - x) : 0;
  /* 3.25 - x integral (x = 0.25, 1.25) would make y = 3.25, past the last polynomial */
  if (x < 2.25 && x + (double)n >= 3.25) n--;
  y = x >= 3.25 ? x - (double)n : x + (double)n; /* in [2.25, 3.25) */
  for (k = 0; k < n; k++) { /* y ... x-1 going down, or x ... y-1 going up */
    z = x >= 3.25 ? y + (double)k : x + (double)k;
    p = ph * z;
    pl = fmad(ph, z, -p) + pl * z;
    ph = p;
  }
  k = (i32)((y - 0.75) * 2.0);
  t = (lgamma_g_d(k, y - (1.0 + 0.5 * (double)k)) * (y - 1.0)) * (y - 2.0);
  g = __nv_exp(t);
  if (x >= 3.25) return fmad(ph, g, pl * g);
  p = g / ph; /* g / (ph + pl) */
  return fmad(-p, pl / ph, p);
}

API double __nv_tgamma(double x) {
  double a = __builtin_fabs(x), s, g, r;
  i32 adj;
  if (d2u(a) - 0x3c30000000000000ull < 0x3ff0000000000000ull - 0x3c30000000000000ull) {
    i32 k;
    r = tgamma_rg_tab_d[20];
    for (k = 19; k >= 0; k--) r = fmad(r, x, tgamma_rg_tab_d[k]);
    return 1.0 / (fmad(x, x, x) * r);
  }
  if (x != x || x == INFD) return x + x;
  if (x == 0.0) return 1.0 / x; /* +-inf */
  if (x < 0.0 && (x == -INFD || x == __builtin_floor(x))) return NAND; /* poles: NaN, as CUDA */
  if (a < 0x1p-60) return 1.0 / x; /* 1/x - gamma: the second term is below an ulp */
  if (x > 171.7) return INFD;
  s = x > 0.0 ? 1.0 : __nv_sinpi(x);
  if (a > 190.0) return __builtin_copysign(0.0, s); /* x < -190: |Gamma(x)| < 2^-1100 */
  adj = x < -170.0 ? -600 : 0;
  g = tgamma_pos_d(a, adj); /* one copy of the long path */
  if (x > 0.0) return g;
  r = (3.14159265358979323846 / (s * a)) / g;
  return adj ? r * 0x1p-600 : r;
}

/* ------------------------------------------------------------------ f32 tgamma (in f32)
 * |x| < 3.5: x = n + t, n = rint(x), t in [-1/2, 1/2] exact; 1/Gamma(1 + t) = R(t) =
 * 1 + t Q(t) (poly.py tgamma_rq_f, 2^-29.8 absolute in Q, so 2^-30.8 in R >= 0.56); then
 * Gamma(x) = (x-1)...(x-n+1) / R for n >= 2 and 1 / (x (x+1) ... (x-n) R) for n <= 1. The
 * factors are exact (x +- k lies between x and 1 + t, a multiple of ulp(x)); their product,
 * at most four factors, is kept as a float pair (fma), and the quotient a / b of the pairs
 * is corrected once: g = ah / bh, g + (ah - g bh + al - g bl) / bh. Error: R's last fma
 * rounds to 1/2 ulp, Q's rounding times |t| / R <= 0.78 adds at most 0.4 ulp, the fit 2^-6
 * ulp; the corrected quotient is within 1/2 ulp + 2^-20 relative: below 1.5 ulp.
 * |x| >= 3.5: Stirling, Gamma(z) = e^y, y = (z - 1/2) log z - z + log(2 pi)/2 + w S(w^2),
 * w = 1/z (poly.py tgamma_st_f, 2^-32.2 absolute in S), y as a float pair: log z from a
 * 16-entry table of 5-bit reciprocals c of the leading mantissa bits, r = m c - 1 exact
 * (|r| <= 5/128, a multiple of 2^-28), log m = -log c + r - r^2/2 + r^3 P(r) (poly.py
 * tgamma_log_f), -log c and ln 2 as float pairs, the sums by Fast2Sum/2Sum: y to 2^-30
 * absolute for y <= 122. e^y: n = rint(y log2 e), r = y - n ln2 (Cody-Waite, rounds to
 * 2^-26 absolute, 0.25 ulp) plus y's low part, e^r = 1 + r Q(r) (the expf fast path's
 * polynomial, 0.8 ulp), 2^n by scale2: 1.1 ulp. x <= -3.5 by the reflection Gamma(x) =
 * pi / (sinpi(x) z Gamma(z)), z = -x: y gets (z + 1/2) log z (one logarithm for z Gamma(z)),
 * e^-y is formed times 2^64 (normal down to x = -43), times pi (a float pair, exact), over
 * sinpi(x) (the sinpif polynomials, 0.8 ulp) with the quotient corrected once, then times
 * 2^-64 (one rounding when the result is subnormal): at most 1.1 + 0.8 + 0.5 = 2.4 ulp. Below -43 |Gamma| <
 * 2^-150: a zero of Gamma's sign, which is sinpi(x)'s. Above 35.5 the result overflows
 * (from 35.0401). */
static const float gam12_logtab[16][3] = { /* c = round(32 / (1 + (i + 1/2)/16)) / 32, -log c as hi + lo */
    {0.96875f, 3.174869716e-02f, 1.152905771e-09f}, {0.90625f, 9.844007343e-02f, -6.172856670e-10f},
    {0.875f, 1.335313916e-01f, 1.003886640e-09f}, {0.8125f, 2.076393664e-01f, -1.610076406e-09f},
    {0.78125f, 2.468600720e-01f, 5.914809975e-09f}, {0.75f, 2.876820862e-01f, -1.377754355e-08f},
    {0.71875f, 3.302416801e-01f, 6.725313195e-09f}, {0.6875f, 3.746934533e-01f, -3.870509691e-09f},
    {0.65625f, 4.212134778e-01f, -1.277365680e-08f}, {0.625f, 4.700036347e-01f, -5.445502715e-09f},
    {0.59375f, 5.212969184e-01f, 5.241104883e-09f}, {0.59375f, 5.212969184e-01f, 5.241104883e-09f},
    {0.5625f, 5.753641725e-01f, -2.755508710e-08f}, {0.53125f, 6.325225830e-01f, -2.426430257e-08f},
    {0.53125f, 6.325225830e-01f, -2.426430257e-08f}, {0.5f, 6.931471825e-01f, -1.904654212e-09f},
};

/* log z = hi + *lo (to 2^-34 absolute) for normal z >= 2 */
INL float gam12_log_pair(float z, float *lo) {
  u32 u = f2u(z);
  const float *c = gam12_logtab[(u >> 19) & 15u];
  float e = (float)((i32)(u >> 23) - 127), m = u2f((u & 0x7fffffu) | 0x3f800000u);
  float r = fmaf_(m, c[0], -1.0f);                 /* exact */
  float a = e * LN2_HI, ae = fmaf_(e, LN2_HI, -a); /* exact */
  float s1 = a + c[1], s1e = (a - s1) + c[1];       /* Fast2Sum: a >= ln 2 >= -log c */
  float s2 = s1 + r, s2e = (s1 - s2) + r;           /* |r| < 1/16 */
  float hr = 0.5f * r, h2 = hr * r, l2 = fmaf_(hr, r, -h2);
  float s3 = s2 - h2, s3e = (s2 - s3) - h2;
  float p = fmaf_(-1.668576055e-01f, r, 2.002182093e-01f);
  p = fmaf_(p, r, -2.499999636e-01f);
  p = fmaf_(p, r, 3.333332917e-01f);
  *lo = ((s3e + s2e) + (s1e + ae)) + (fmaf_(e, LN2_LO, c[2]) + fmaf_(r * r, r * p, -l2));
  return s3;
}

/* Stirling's correction lgamma(z) - ((z - 1/2) log z - z + log(2 pi)/2) = w S(w^2) for
 * z >= 3.5, w = 1/z (<= 0.024) */
INL float gam12_st_corr(float w) {
  float v = w * w, q = fmaf_(-4.847634003e-04f, v, 7.883901767e-04f);
  q = fmaf_(q, v, -2.777694195e-03f);
  q = fmaf_(q, v, 8.333333312e-02f);
  return q * w;
}

/* (z + s) log z - z + log(2 pi)/2 + S(z) = hi + *lo for z >= 3.5, s = +-1/2 */
INL float gam12_stirling(float z, float s, float *lo) {
  float ll, l = gam12_log_pair(z, &ll);
  float zs = z + s, zse = (z - zs) + s;                    /* Fast2Sum */
  float p = zs * l, pe = fmaf_(zs, l, -p) + fmaf_(zs, ll, zse * l);
  float d = p - z, de = (p - d) - z;                       /* Fast2Sum: p >= z from 3.5 */
  float q = gam12_st_corr(1.0f / z), k, ke, c, bb, ce;
  k = 9.189385176e-01f + q;                               /* log(2 pi)/2 hi + S: Fast2Sum */
  ke = (9.189385176e-01f - k) + q;
  c = d + k;                                               /* 2Sum */
  bb = c - d;
  ce = (d - (c - bb)) + (k - bb);
  *lo = ((ce + de) + (pe + ke)) + 1.563417714e-08f;        /* log(2 pi)/2 lo */
  return c;
}

/* e^(x + lo) 2^adj for |x| <= 125, lo tiny */
INL float gam12_exp(float x, float lo, i32 adj) {
  float r, q, j;
  i32 n;
  j = round_int(x * LOG2E, &n);
  r = fmaf_(j, -LN2_HI, x);
  r = fmaf_(j, -LN2_LO, r) + lo;
  q = fmaf_(1.393414763e-03f, r, 8.369554072e-03f);
  q = fmaf_(q, r, 4.166646042e-02f);
  q = fmaf_(q, r, 1.666650159e-01f);
  q = fmaf_(q, r, 5.000000014e-01f);
  q = fmaf_(q, r, 1.000000011e+00f);
  return scale2(fmaf_(q, r, 1.0f), n + adj);
}

API float __nv_tgammaf(float xf) {
  float x = ftz(xf), y, lo;
  if (x > -3.5f && x < 3.5f) {
    float n = rintf_(x), t = x - n, q, rr, ph, pl, d, dl, g, e;
    q = fmaf_(-2.263281470e-04f, t, -1.093416693e-03f);
    q = fmaf_(q, t, 7.221007820e-03f);
    q = fmaf_(q, t, -9.635408075e-03f);
    q = fmaf_(q, t, -4.219787751e-02f);
    q = fmaf_(q, t, 1.665395440e-01f);
    q = fmaf_(q, t, -4.200263236e-02f);
    q = fmaf_(q, t, -6.558780890e-01f);
    q = fmaf_(q, t, 5.772156649e-01f);
    rr = fmaf_(t, q, 1.0f); /* 1/Gamma(1 + t) */
    if (x > -1.0f) {
      float a;
      if (n >= 1.0f) { /* (x-1) ... (x-n+1) / R: at most two factors */
        float f1 = n >= 2.0f ? x - 1.0f : 1.0f, f2 = n >= 3.0f ? x - 2.0f : 1.0f;
        return ftz((f1 * f2) / rr);
      }
      a = n < 0.0f ? x + 1.0f : 1.0f; /* 1 / (x (x+1) R) or 1 / (x R); +-0 gives +-inf */
      ph = x * a;
      pl = fmaf_(x, a, -ph);
    } else { /* x (x+1) (x+2) (x+3) or fewer, as a float pair */
      float a = x + 1.0f, ah = x * a, al = fmaf_(x, a, -ah);
      float b1 = n <= -2.0f ? x + 2.0f : 1.0f, b2 = n <= -3.0f ? x + 3.0f : 1.0f;
      float bh = b1 * b2, bl = fmaf_(b1, b2, -bh);
      if (t == 0.0f) return NANF; /* poles */
      ph = ah * bh;
      pl = fmaf_(ah, bh, -ph) + (ah * bl + al * bh);
    }
    d = ph * rr; /* 1 / (d + dl), the quotient corrected once */
    dl = fmaf_(ph, rr, -d) + pl * rr;
    g = 1.0f / d;
    e = fmaf_(-g, d, 1.0f) - g * dl;
    return ftz(fabsf_(g) < 0x1p127f ? fmaf_(g, e, g) : g); /* 1/x overflows below 2^-128 */
  }
  if (x != x) return x + x;
  if (x > 0.0f) {
    if (x > 35.5f) return INF; /* and +inf */
    y = gam12_stirling(x, -0.5f, &lo);
    return gam12_exp(y, lo, 0);
  }
  {
    float r, z, s, eh;
    u32 qd;
    if (rintf_(x) == x) return NANF; /* poles and -inf */
    qd = pif_reduce(x, &r);
    z = r * r;
    s = (qd & 1u) ? pif_cos(z) : pif_sin(r, z);
    s = (qd & 2u) ? -s : s;
    if (x < -43.0f) return copysignf_(0.0f, s);
    y = gam12_stirling(-x, 0.5f, &lo);
    eh = gam12_exp(-y, -lo, 64);
    {
      float nh = eh * 3.14159274e+00f, nl = fmaf_(eh, 3.14159274e+00f, -nh) + eh * -8.742278000e-08f;
      float g = nh / s;
      return ftz((g + (fmaf_(-g, s, nh) + nl) / s) * 0x1p-64f); /* (nh + nl) / s, corrected once */
    }
  }
}

/* ------------------------------------------------------------------ f32 lgamma (in f32)
 * Small range, -3.75 < x < 3.75: y = x + n in [0.75, 3.75), n = 0 from 0.75 on, else
 * ceil(0.75 - x) (y in [0.75, 1.75)); lgamma(y) = (y - 1)(y - 2) g(y), g from four
 * polynomials in u = y - c (poly.py lgamma_f0..3: c = 1, 1.5 with |u| <= 1/4, c = 2.25,
 * 3.25 with |u| <= 1/2; relative 2^-29.9 at worst), u = x - (c - n) exact (Sterbenz: c - n
 * a multiple of 1/2, |u| <= |c - n| / 2 unless c = n); then lgamma(x) = lgamma(y) -
 * log|x (x+1) ... (x+n-1)|, the product as a float pair (fma), its logarithm from logf's
 * reduction and tail with the sum kept as a pair (lg13_log_pair, to about 2^-27 absolute).
 * The factors y - 1 and y - 2 are x + (n - 1), x + (n - 2): exact where they are small
 * (Sterbenz), within 2^-24 relative elsewhere. Error, outside CUDA's excluded
 * [-10.001, -2.264]: for x >= 0.75 only the product (y-1)(y-2) g (two roundings, g's
 * Horner sum about 1 ulp, the fit 2^-29.9, f2's rounding below 1): at most 3 ulp. Below
 * 0.75 the two parts do not cancel badly (|lgamma(y)| <= 0.2 and |log|prod|| >= 0.35 for
 * x in (-2.264, 0.75) outside (0.2877 vs 0.0844 at x = 0.75, the worst)): lgamma(y)'s 3 ulp
 * are at most 1.3 ulp of the result, the log's 2^-27 absolute 0.5 ulp, the two final
 * roundings 1 ulp.
 * x >= 3.75: Stirling, (x - 1/2)(log x - 1) + (log(2 pi) - 1)/2 + w S(w^2), w = 1/x
 * (tgammaf's correction, 2^-32.2), as a float pair (lg13_stirling: x (L - 1) exact as a
 * pair, L + l = log x; the rest, 0.1 to 0.45 plus (x - 1/2) l, rounds to 2^-26 absolute),
 * rounded once: the log's 2^-27 absolute is 2^-25.4 relative at 3.75 (L - 1 >= 0.32), below
 * 1.5 ulp in all. From 2^32 x (log x - 1) (the rest, -log(x)/2 + 0.92, is below 2^-33
 * relative), one fma with log x a pair: inf from 4.0850e36 where the product overflows.
 * x <= -3.75: the reflection lgamma(x) = log pi - log|sinpi(x)| - lgamma(1 - x), 1 - x
 * exact (|x| < 2^23; beyond, x is a pole), lgamma(1 - x) from lg13_stirling as a pair,
 * sinpi(x) from the sinpif polynomials (0.8 ulp relative: 2^-23.3 absolute in its
 * logarithm), its logarithm a pair as above, the three added as pairs (2Sum): about
 * 2^-22.5 absolute (the log's 2^-27 times 12 at -11), which matters
 * only where the sum cancels; below -10.001 the worst is next to -11 (-11 + 2^-20: -3.6,
 * 0.4 ulp), as |x|! grows faster than 1/ulp(x) shrinks. Inside [-10.001, -2.264] (no bound
 * in CUDA's table) the zeros of lgamma make the error of these absolute methods large in
 * ulps; (-3.75, -2.264] goes through the small range with up to five factors. */
static const float lg13_g_tab[4][9] = {
    {5.772156649e-01f, -2.452513397e-01f, 1.554342395e-01f, -1.151526578e-01f, 9.224460149e-02f, -7.696968611e-02f, 6.641305268e-02f, -6.602857689e-02f, 5.918447919e-02f},
    {4.831289505e-01f, -1.459598953e-01f, 6.291140067e-02f, -3.130862782e-02f, 1.679718443e-02f, -9.417578560e-03f, 5.441539444e-03f, -3.381775220e-03f, 2.026663588e-03f},
    {3.995894877e-01f, -8.588084329e-02f, 2.526835322e-02f, -8.464251288e-03f, 3.041211240e-03f, -1.137755768e-03f, 4.393350817e-04f, -1.905992809e-04f, 7.643022554e-05f},
    {3.327295755e-01f, -5.246670322e-02f, 1.095218891e-02f, -2.569055894e-03f, 6.426820964e-04f, -1.673372301e-04f, 4.482484366e-05f, -1.281311345e-05f, 3.558469477e-06f}};
static const float lg13_g_ctr[4] = {1.0f, 1.5f, 2.25f, 3.25f};

/* log x = hi + *lo for positive finite x: logf's reduction and tail, e ln2 + f kept as
 * a pair (Fast2Sum: e ln2_hi is exact and 0 or larger than |f|) */
INL float lg13_log_pair(float x, float *lo) {
  float e, f = log_reduce(x, &e), t = log1p_tail(f);
  float hi = e * 6.93145752e-1f, s = hi + f;
  *lo = ((hi - s) + f) + fmaf_(e, 1.42860677e-6f, t);
  return s;
}

/* lgamma(z) = hi + *lo for 3.75 <= z < 2^32: (z - 1/2)(log z - 1) + (log(2 pi) - 1)/2 +
 * w S(w^2) (tgammaf's correction, w = 1/z), log z = L + l a pair (L - 1 exact, |l| < 0.09):
 * hi + *lo = z (L - 1) (the product and its fma error) + (z - 1/2) l - (L - 1)/2 + 0.419 +
 * w S; from 2^24 z - 1/2 rounds, by l/2 < 2^-25 z (L - 1) */
INL float lg13_stirling(float z, float *lo) {
  float l, b = lg13_log_pair(z, &l) - 1.0f, p = z * b;
  *lo = fmaf_(z, b, -p) + fmaf_(z - 0.5f, l, fmaf_(b, -0.5f, 4.189385332e-01f + gam12_st_corr(1.0f / z)));
  return p;
}

API float __nv_lgammaf(float xf) {
  float x = ftz(xf), lo;
  if (!(fabsf_(x) < INF) || (x <= 0.0f && rintf_(x) == x)) return x == x ? INF : x + x; /* +-inf, poles */
  if (x >= 3.75f) {
    float h;
    if (x >= 0x1p32f) { /* x (log x - 1): the rest is below 2^-33 relative; inf from 4.0850e36 */
      h = lg13_log_pair(x, &lo);
      return fmaf_(x, h - 1.0f, x * lo);
    }
    h = lg13_stirling(x, &lo);
    return h + lo;
  }
  if (x <= -3.75f) { /* log pi - log|sinpi x| - lgamma(1 - x) */
    float r, s, sh, sl, th, tl, t, bb, te, v, ve;
    u32 q = pif_reduce(x, &r);
    s = (q & 1u) ? pif_cos(r * r) : pif_sin(r, r * r);
    sh = lg13_log_pair(fabsf_(s), &sl);
    th = lg13_stirling(1.0f - x, &tl); /* 1 - x exact: |x| < 2^23 */
    t = sh + th; /* 2Sum */
    bb = t - sh;
    te = (sh - (t - bb)) + (th - bb);
    v = 1.144729853e+00f - t; /* 2Sum */
    bb = v - 1.144729853e+00f;
    ve = (1.144729853e+00f - (v - bb)) - (t + bb);
    return ftz(v + (ve + (3.317300857e-08f - ((te + sl) + tl))));
  }
  {
    float n = x < 0.75f ? __builtin_ceilf(0.75f - x) : 0.0f, y = x + n, u, p, ph, pl, lh;
    i32 k = y < 1.25f ? 0 : y < 1.75f ? 1 : y < 2.75f ? 2 : 3, i;
    const float *c = lg13_g_tab[k];
    u = x - (lg13_g_ctr[k] - n); /* exact */
    p = c[8];
    for (i = 7; i >= 0; i--) p = fmaf_(p, u, c[i]);
    p = ((x + (n - 1.0f)) * (x + (n - 2.0f))) * p;
    if (n == 0.0f) return p + 0.0f; /* +0 at 1 and 2 */
    ph = x;
    pl = 0.0f;
    for (i = 1; (float)i < n; i++) { /* x (x+1) ... (x+n-1) as ph + pl */
      float f = x + (float)i, m = ph * f;
      pl = fmaf_(ph, f, -m) + pl * f;
      ph = m;
    }
    lh = lg13_log_pair(fabsf_(ph), &lo);
    return ftz((p - lh) - (lo + pl / ph));
  }
}

/* ------------------------------------------------------------------ __nv_fast_*
 * CUDA's intrinsic forms (__expf, __sinf, __fdividef, ...): the PTX .approx instructions,
 * .ftz in FTZ mode, scaled where the instruction is base 2. Their error is the hardware's
 * (CUDA documents it per function: 2 + floor(|1.173 x|) ulp for __expf, 2^-21.41 absolute
 * for __sinf on [-pi, pi], ...), unlike the rest of this library, and may differ between
 * GPUs and the emulator. */

INL float lg2_approx(float x) { return ftz_mode() ? __nvvm_lg2_approx_ftz_f(x) : __nvvm_lg2_approx_f(x); }
INL float sin_approx(float x) { return ftz_mode() ? __nvvm_sin_approx_ftz_f(x) : __nvvm_sin_approx_f(x); }
INL float cos_approx(float x) { return ftz_mode() ? __nvvm_cos_approx_ftz_f(x) : __nvvm_cos_approx_f(x); }
INL float div_approx(float x, float y) { return ftz_mode() ? __nvvm_div_approx_ftz_f(x, y) : __nvvm_div_approx_f(x, y); }

API float __nv_fast_expf(float x) { return ex2_approx(ftz(x) * 1.44269502e+0f); }      /* log2(e) */
API float __nv_fast_exp10f(float x) { return ex2_approx(ftz(x) * 3.32192802e+0f); }    /* log2(10) */
API float __nv_fast_logf(float x) { return ftz(lg2_approx(x) * 6.93147182e-1f); }      /* ln 2 */
API float __nv_fast_log2f(float x) { return lg2_approx(x); }
API float __nv_fast_log10f(float x) { return ftz(lg2_approx(x) * 3.01029980e-1f); }    /* log10(2) */
API float __nv_fast_sinf(float x) { return sin_approx(x); }
API float __nv_fast_cosf(float x) { return cos_approx(x); }
API void __nv_fast_sincosf(float x, float *sptr, float *cptr) {
  *sptr = sin_approx(x);
  *cptr = cos_approx(x);
}
API float __nv_fast_tanf(float x) { return div_approx(sin_approx(x), cos_approx(x)); }
API float __nv_fast_powf(float x, float y) { return ex2_approx(ftz(y) * lg2_approx(x)); }
API float __nv_fast_fdividef(float x, float y) { return div_approx(x, y); }
/* tanh.approx.f32 (sm_75 and later, as every target nvcg supports): 2^-11 relative error.
 * It has no .ftz form and passes subnormals through, so FTZ mode flushes around it, as
 * every f32 function here does in that mode (libdevice's does not) */
float tanh_approx_(float x) __asm__("llvm.nvvm.tanh.approx.f32");
API float __nv_fast_tanhf(float x) { return ftz(tanh_approx_(ftz(x))); }

/* ------------------------------------------------------------------ representations,
 * classification, and the rest of libdevice's small helpers (exact unless said). The
 * reinterpretations copy bits. The classification functions answer 1 or 0, in FTZ mode
 * too (a flushed subnormal is still finite, neither NaN nor infinite, and keeps its sign,
 * as libdevice's answers do). */

API i32 __nv_float_as_int(float x) { return (i32)f2u(x); }
API u32 __nv_float_as_uint(float x) { return f2u(x); }
API float __nv_int_as_float(i32 x) { return u2f((u32)x); }
API float __nv_uint_as_float(u32 x) { return u2f(x); }
API i64 __nv_double_as_longlong(double x) { return (i64)d2u(x); }
API double __nv_longlong_as_double(i64 x) { return u2d((u64)x); }
API i32 __nv_double2hiint(double x) { return (i32)(u32)(d2u(x) >> 32); }
API i32 __nv_double2loint(double x) { return (i32)(u32)d2u(x); }
API double __nv_hiloint2double(i32 hi, i32 lo) { return u2d((u64)(u32)hi << 32 | (u32)lo); }
API i32 __nv_isnanf(float x) { return (f2u(x) & 0x7fffffffu) > 0x7f800000u; }
API i32 __nv_isinff(float x) { return (f2u(x) & 0x7fffffffu) == 0x7f800000u; }
API i32 __nv_finitef(float x) { return (f2u(x) & 0x7fffffffu) < 0x7f800000u; }
API i32 __nv_signbitf(float x) { return (i32)(f2u(x) >> 31); }
API i32 __nv_isnand(double x) { return (d2u(x) & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; }
API i32 __nv_isinfd(double x) { return (d2u(x) & 0x7fffffffffffffffull) == 0x7ff0000000000000ull; }
API i32 __nv_isfinited(double x) { return (d2u(x) & 0x7fffffffffffffffull) < 0x7ff0000000000000ull; }
API i32 __nv_signbitd(double x) { return (i32)(d2u(x) >> 63); }

/* The payload C's nan(tagp) reads from tagp, as libdevice does: "0x" or "0X" and hex
 * digits, a leading 0 and octal digits, else decimal digits; any other character (or a
 * digit too big for the base) makes it 0, a value past 64 bits all ones. */
INL u64 nan_payload(const char *t) {
  u64 v = 0, base = 10;
  int over = 0;
  if (!t) return 0;
  if (t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
    base = 16;
    t += 2;
  } else if (t[0] == '0') {
    base = 8;
  }
  for (; *t; t++) {
    u32 c = (u32)(unsigned char)*t, d;
    if (c - '0' < 10u) d = c - '0';
    else if ((c | 32u) - 'a' < 6u) d = (c | 32u) - 'a' + 10;
    else return 0;
    if (d >= base) return 0;
    if (v > ~0ull / base) over = 1;
    v = v * base + d;
  }
  return over ? ~0ull : v;
}
/* a quiet NaN whose low mantissa bits are the tag's payload */
API double __nv_nan(const char *tagp) { return u2d(0x7ff8000000000000ull | (nan_payload(tagp) & 0x0007ffffffffffffull)); }
API float __nv_nanf(const char *tagp) { return u2f(0x7fc00000u | ((u32)nan_payload(tagp) & 0x003fffffu)); }

/* Round to the nearest integer, ties to even (rint) or away from zero (round), as a
 * 64-bit integer. Out of range the conversion saturates, as PTX's cvt does; NaN gives
 * 0, except llroundf, which gives INT64_MIN there as libdevice's does. */
API i64 __nv_llrintf(float x) { return __nvvm_f2ll_rn(x); }
API i64 __nv_llrint(double x) { return __nvvm_d2ll_rn(x); }
/* (LLVM folds an in-range rz conversion to fptosi, whose out-of-range result is poison:
 * the range is tested here first.) */
API i64 __nv_llroundf(float x) {
  if (!(x > -0x1p63f)) return (i64)0x8000000000000000ull; /* NaN too */
  if (x >= 0x1p63f) return 0x7fffffffffffffffll;
  return (i64)__nv_roundf(x);
}
API i64 __nv_llround(double x) {
  if (x != x) return 0;
  if (x <= -0x1p63) return (i64)0x8000000000000000ull;
  if (x >= 0x1p63) return 0x7fffffffffffffffll;
  return (i64)__nv_round(x);
}

/* one reduction and both polynomials (the sinpif/cospif bounds); a zero sine is an
 * integer x's +-0 (x * 0: x is clamped, so +-0 for |x| >= 2^24) */
API void __nv_sincospif(float x, float *sptr, float *cptr) {
  float r, z, s, c, t;
  u32 n;
  x = pif_clamp(ftz(x));
  n = pif_reduce(x, &r);
  z = r * r;
  s = pif_sin(r, z);
  c = pif_cos(z);
  if (n & 1u) t = s, s = c, c = t;
  s = (n & 2u) ? -s : s;
  c = ((n + 1u) & 2u) ? -c : c;
  *sptr = s == 0.0f ? x * 0.0f : s;
  *cptr = c + 0.0f;
}
/* sinpi and cospi sharing the reduction: the same results as the two calls */
API void __nv_sincospi(double x, double *sptr, double *cptr) {
  double rh, rl, z, st, ch, ct, s, c, t;
  u32 q;
  if (!(__builtin_fabs(x) < INFD)) {
    *sptr = *cptr = x - x;
    return;
  }
  q = pi_reduce_d(x, &rh, &rl);
  z = rh * rh;
  st = sin_tail_d(rh, rl, z);
  ch = cos_dd(rh, rl, z, &ct);
  s = rh + st;
  c = ch + ct;
  if (q & 1u) t = s, s = c, c = t;
  s = (q & 2u) ? -s : s;
  c = ((q + 1u) & 2u) ? -c : c;
  *sptr = s == 0.0 ? __builtin_copysign(0.0, x) : s;
  *cptr = c == 0.0 ? 0.0 : c;
}

/* 1/sqrt(x) correctly rounded (rsqrtf allows 2 ulp). r, computed in double, is within
 * 2^-52 of the value, so the float nearest r is the answer unless the value lies beyond
 * the midpoint m between that float and a neighbour. m has 25 bits, so m^2 is exact in
 * double, and the sign of fma(m^2, x, -1) (one rounding of the exact m^2 x - 1) says
 * exactly whether 1/sqrt(x) > m. The result is never subnormal. */
API float __nv_frsqrt_rn(float x) {
  double xd, m;
  float y;
  x = ftz(x);
  if (!(x > 0.0f) || x == INF) return 1.0f / __builtin_sqrtf(x); /* NaN, x < 0: NaN; +-0: +-inf; inf: 0 */
  xd = (double)x;
  y = (float)(1.0 / __builtin_sqrt(xd));
  m = ((double)y + (double)u2f(f2u(y) + 1)) * 0.5;
  if (__builtin_fma(m * m, xd, -1.0) < 0.0) return u2f(f2u(y) + 1);
  m = ((double)y + (double)u2f(f2u(y) - 1)) * 0.5;
  if (__builtin_fma(m * m, xd, -1.0) > 0.0) return u2f(f2u(y) - 1);
  return y;
}

/* f32 <-> IEEE half as its 16 bits: cvt.rn.f16.f32 rounds once (FTZ mode flushes a
 * subnormal f32 argument first, as cvt's .ftz does); every half is exact as a float. */
API unsigned short __nv_float2half_rn(float x) {
  union { __fp16 h; unsigned short u; } v;
  v.h = (__fp16)ftz(x);
  return v.u;
}
API float __nv_half2float(unsigned short h) {
  union { __fp16 h; unsigned short u; } v;
  v.u = h;
  return (float)v.h;
}

/* ------------------------------------------------------------------ integer functions
 * Exact. Each is the PTX instruction where there is one: clang's NVVM builtins become
 * llvm.nvvm.* or generic LLVM intrinsics that nvcg selects as popc, clz, brev, mul.hi,
 * mul24, sad, prmt and shf. */

API i32 __nv_popc(i32 x) { return __builtin_popcount((u32)x); }
API i32 __nv_popcll(i64 x) { return __builtin_popcountll((u64)x); }
/* clang folds the zero test into llvm.ctlz(x, false), which is PTX's clz (32 or 64 for 0) */
INL i32 clz32(u32 x) { return x ? __builtin_clz(x) : 32; }
INL i32 clz64(u64 x) { return x ? __builtin_clzll(x) : 64; }
API i32 __nv_clz(i32 x) { return clz32((u32)x); }
API i32 __nv_clzll(i64 x) { return clz64((u64)x); }
/* the position (from 1) of the lowest set bit, 0 for 0: x & -x isolates that bit, whose
 * leading zeros count it from the top (and clz(0) = 32 gives 0) */
API i32 __nv_ffs(i32 x) { return 32 - clz32((u32)x & -(u32)x); }
API i32 __nv_ffsll(i64 x) { return 64 - clz64((u64)x & -(u64)x); }
API u32 __nv_brev(u32 x) { return __builtin_bitreverse32(x); }
API u64 __nv_brevll(u64 x) { return __builtin_bitreverse64(x); }
API i32 __nv_mulhi(i32 x, i32 y) { return __nvvm_mulhi_i(x, y); }
API u32 __nv_umulhi(u32 x, u32 y) { return __nvvm_mulhi_ui(x, y); }
API i64 __nv_mul64hi(i64 x, i64 y) { return __nvvm_mulhi_ll(x, y); }
API u64 __nv_umul64hi(u64 x, u64 y) { return __nvvm_mulhi_ull(x, y); }
/* the low 32 bits of the product of the low 24 bits (sign-extended for mul24) */
API i32 __nv_mul24(i32 x, i32 y) { return __nvvm_mul24_i(x, y); }
API u32 __nv_umul24(u32 x, u32 y) { return __nvvm_mul24_ui(x, y); }
/* |x - y| + z, the difference taken without overflow */
API u32 __nv_sad(i32 x, i32 y, u32 z) { return (u32)__nvvm_sad_i(x, y, (i32)z); }
API u32 __nv_usad(u32 x, u32 y, u32 z) { return __nvvm_sad_ui(x, y, z); }
/* floor((x + y) / 2) and ceil((x + y) / 2) without the overflowing sum:
 * x + y = 2 (x & y) + (x ^ y) = 2 (x | y) - (x ^ y) */
API i32 __nv_hadd(i32 x, i32 y) { return (i32)((u32)(x & y) + (u32)((x ^ y) >> 1)); }
API i32 __nv_rhadd(i32 x, i32 y) { return (i32)((u32)(x | y) - (u32)((x ^ y) >> 1)); }
API u32 __nv_uhadd(u32 x, u32 y) { return (x & y) + ((x ^ y) >> 1); }
API u32 __nv_urhadd(u32 x, u32 y) { return (x | y) - ((x ^ y) >> 1); }
/* abs(INT_MIN) = INT_MIN, as the hardware's abs.s32 */
API i32 __nv_abs(i32 x) { u32 m = (u32)(x >> 31); return (i32)(((u32)x ^ m) - m); }
API i64 __nv_llabs(i64 x) { u64 m = (u64)(x >> 63); return (i64)(((u64)x ^ m) - m); }
API i32 __nv_min(i32 x, i32 y) { return x < y ? x : y; }
API i32 __nv_max(i32 x, i32 y) { return x > y ? x : y; }
API u32 __nv_umin(u32 x, u32 y) { return x < y ? x : y; }
API u32 __nv_umax(u32 x, u32 y) { return x > y ? x : y; }
API i64 __nv_llmin(i64 x, i64 y) { return x < y ? x : y; }
API i64 __nv_llmax(i64 x, i64 y) { return x > y ? x : y; }
API u64 __nv_ullmin(u64 x, u64 y) { return x < y ? x : y; }
API u64 __nv_ullmax(u64 x, u64 y) { return x > y ? x : y; }
/* result byte n = byte s<4n+2:4n> of y:x; CUDA documents the selector nibbles' top bits
 * (prmt's sign-replicate flag) and s's upper half as unused, so they are cleared */
API u32 __nv_byte_perm(u32 x, u32 y, u32 s) { return __nvvm_prmt(x, y, s & 0x7777u); }
/* the high word of hi:lo << (s mod 32), and with the shift clamped to 32 (_lc); the low
 * word of hi:lo >> (s mod 32), and clamped (_rc). LLVM's funnel shifts (PTX shf), named
 * directly: clang 14 has no builtin for them and leaves a zero-shift select around the
 * pattern it recognises. */
u32 fshl32_(u32 hi, u32 lo, u32 s) __asm__("llvm.fshl.i32");
u32 fshr32_(u32 hi, u32 lo, u32 s) __asm__("llvm.fshr.i32");
API u32 __nv_funnelshift_l(u32 lo, u32 hi, u32 s) { return fshl32_(hi, lo, s); }
API u32 __nv_funnelshift_lc(u32 lo, u32 hi, u32 s) { return s < 32 ? fshl32_(hi, lo, s) : lo; }
API u32 __nv_funnelshift_r(u32 lo, u32 hi, u32 s) { return fshr32_(hi, lo, s); }
API u32 __nv_funnelshift_rc(u32 lo, u32 hi, u32 s) { return s < 32 ? fshr32_(hi, lo, s) : hi; }

/* ------------------------------------------------------------------ rounding-mode
 * arithmetic (CUDA's __fadd_rd, __dmul_ru, __fmaf_rz, __frcp_rn, __dsqrt_rd, ...): each is
 * one PTX instruction with the rounding mode (add.rm.f32, fma.rp.f64, rcp.rn.f64,
 * sqrt.rz.f32, ...), .ftz in FTZ mode for the f32 ones except fmaf_ieee, which never
 * flushes. Libdevice's suffixes rn, rz, rd, ru are PTX's rn, rz, rm, rp. Subtraction is
 * x + (-y): the same result in every mode, signed zeros included. */
#define NV_RND_ARITH(S, P)                                                                                \
  API float __nv_fadd_##S(float x, float y) {                                                              \
    return ftz_mode() ? __nvvm_add_##P##_ftz_f(x, y) : __nvvm_add_##P##_f(x, y);                           \
  }                                                                                                        \
  API float __nv_fsub_##S(float x, float y) {                                                              \
    return ftz_mode() ? __nvvm_add_##P##_ftz_f(x, -y) : __nvvm_add_##P##_f(x, -y);                         \
  }                                                                                                        \
  API float __nv_fmul_##S(float x, float y) {                                                              \
    return ftz_mode() ? __nvvm_mul_##P##_ftz_f(x, y) : __nvvm_mul_##P##_f(x, y);                           \
  }                                                                                                        \
  API float __nv_fdiv_##S(float x, float y) {                                                              \
    return ftz_mode() ? __nvvm_div_##P##_ftz_f(x, y) : __nvvm_div_##P##_f(x, y);                           \
  }                                                                                                        \
  API float __nv_fmaf_##S(float x, float y, float z) {                                                     \
    return ftz_mode() ? __nvvm_fma_##P##_ftz_f(x, y, z) : __nvvm_fma_##P##_f(x, y, z);                     \
  }                                                                                                        \
  API float __nv_fmaf_ieee_##S(float x, float y, float z) { return __nvvm_fma_##P##_f(x, y, z); }         \
  API float __nv_frcp_##S(float x) { return ftz_mode() ? __nvvm_rcp_##P##_ftz_f(x) : __nvvm_rcp_##P##_f(x); } \
  API float __nv_fsqrt_##S(float x) { return ftz_mode() ? __nvvm_sqrt_##P##_ftz_f(x) : __nvvm_sqrt_##P##_f(x); } \
  API double __nv_dadd_##S(double x, double y) { return __nvvm_add_##P##_d(x, y); }                     \
  API double __nv_dsub_##S(double x, double y) { return __nvvm_add_##P##_d(x, -y); }                    \
  API double __nv_dmul_##S(double x, double y) { return __nvvm_mul_##P##_d(x, y); }                     \
  API double __nv_ddiv_##S(double x, double y) { return __nvvm_div_##P##_d(x, y); }                     \
  API double __nv_fma_##S(double x, double y, double z) { return __nvvm_fma_##P##_d(x, y, z); }         \
  API double __nv_drcp_##S(double x) { return __nvvm_rcp_##P##_d(x); }                                  \
  API double __nv_dsqrt_##S(double x) { return __nvvm_sqrt_##P##_d(x); }
NV_RND_ARITH(rn, rn)
NV_RND_ARITH(rz, rz)
NV_RND_ARITH(rd, rm)
NV_RND_ARITH(ru, rp)

/* ------------------------------------------------------------------ rounding-mode
 * conversions (CUDA's __float2int_rd, __double2ull_ru, __int2float_rz, __ll2double_rd,
 * __double2float_ru, ...): PTX's cvt with the rounding mode (cvt.rmi.s32.f32,
 * cvt.rp.f32.s64, ...), saturating to the integer type's range with NaN giving 0, .ftz in
 * FTZ mode where libdevice's has it (from f32, and double to float). The rz forms cannot
 * use clang 14's rz builtins: LLVM folds an rz conversion to an integer into fptosi/fptoui
 * (poison out of range), and the rz conversions from an integer into sitofp/uitofp, which
 * round to nearest (an LLVM 14 bug). So: from f32, the .ftz form, which LLVM leaves alone
 * and which truncates a subnormal to 0 as the plain one does; from f64, rni of the
 * truncated value (exact for an integral value, saturating, NaN to 0); to a float, rm for
 * a nonnegative integer and rp for a negative one. */

/* S libdevice's suffix, P PTX's rounding mode */
#define NV_RND_CVT(S, P)                                                                                  \
  API i32 __nv_float2int_##S(float x) { return ftz_mode() ? __nvvm_f2i_##P##_ftz(x) : __nvvm_f2i_##P(x); }   \
  API u32 __nv_float2uint_##S(float x) { return ftz_mode() ? __nvvm_f2ui_##P##_ftz(x) : __nvvm_f2ui_##P(x); } \
  API i64 __nv_float2ll_##S(float x) { return ftz_mode() ? __nvvm_f2ll_##P##_ftz(x) : __nvvm_f2ll_##P(x); }  \
  API u64 __nv_float2ull_##S(float x) { return ftz_mode() ? __nvvm_f2ull_##P##_ftz(x) : __nvvm_f2ull_##P(x); } \
  API i32 __nv_double2int_##S(double x) { return __nvvm_d2i_##P(x); }                                     \
  API u32 __nv_double2uint_##S(double x) { return __nvvm_d2ui_##P(x); }                                   \
  API i64 __nv_double2ll_##S(double x) { return __nvvm_d2ll_##P(x); }                                     \
  API u64 __nv_double2ull_##S(double x) { return __nvvm_d2ull_##P(x); }                                   \
  API float __nv_int2float_##S(i32 x) { return __nvvm_i2f_##P(x); }                                       \
  API float __nv_uint2float_##S(u32 x) { return __nvvm_ui2f_##P(x); }                                     \
  API float __nv_ll2float_##S(i64 x) { return __nvvm_ll2f_##P(x); }                                       \
  API float __nv_ull2float_##S(u64 x) { return __nvvm_ull2f_##P(x); }                                     \
  API double __nv_ll2double_##S(i64 x) { return __nvvm_ll2d_##P(x); }                                     \
  API double __nv_ull2double_##S(u64 x) { return __nvvm_ull2d_##P(x); }
NV_RND_CVT(rn, rn)
NV_RND_CVT(rd, rm)
NV_RND_CVT(ru, rp)
API i32 __nv_float2int_rz(float x) { return __nvvm_f2i_rz_ftz(x); }
API u32 __nv_float2uint_rz(float x) { return __nvvm_f2ui_rz_ftz(x); }
API i64 __nv_float2ll_rz(float x) { return __nvvm_f2ll_rz_ftz(x); }
API u64 __nv_float2ull_rz(float x) { return __nvvm_f2ull_rz_ftz(x); }
API i32 __nv_double2int_rz(double x) { return __nvvm_d2i_rn(__builtin_trunc(x)); }
API u32 __nv_double2uint_rz(double x) { return __nvvm_d2ui_rn(__builtin_trunc(x)); }
API i64 __nv_double2ll_rz(double x) { return __nvvm_d2ll_rn(__builtin_trunc(x)); }
API u64 __nv_double2ull_rz(double x) { return __nvvm_d2ull_rn(__builtin_trunc(x)); }
API float __nv_int2float_rz(i32 x) { return x < 0 ? __nvvm_i2f_rp(x) : __nvvm_i2f_rm(x); }
API float __nv_uint2float_rz(u32 x) { return __nvvm_ui2f_rm(x); }
API float __nv_ll2float_rz(i64 x) { return x < 0 ? __nvvm_ll2f_rp(x) : __nvvm_ll2f_rm(x); }
API float __nv_ull2float_rz(u64 x) { return __nvvm_ull2f_rm(x); }
API double __nv_ll2double_rz(i64 x) { return x < 0 ? __nvvm_ll2d_rp(x) : __nvvm_ll2d_rm(x); }
API double __nv_ull2double_rz(u64 x) { return __nvvm_ull2d_rm(x); }
/* exact */
API double __nv_int2double_rn(i32 x) { return (double)x; }
API double __nv_uint2double_rn(u32 x) { return (double)x; }
/* double to float: one rounding in the mode, a subnormal result flushed in FTZ mode */
#define NV_D2F(S, P)                                                                                      \
  API float __nv_double2float_##S(double x) { return ftz_mode() ? __nvvm_d2f_##P##_ftz(x) : __nvvm_d2f_##P(x); }
NV_D2F(rn, rn)
NV_D2F(rz, rz)
NV_D2F(rd, rm)
NV_D2F(ru, rp)
