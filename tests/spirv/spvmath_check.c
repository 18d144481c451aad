/* spvmath_check.c -- checks math results of SPIR-V kernels (tests/spirv/run_mathlib.py runs
 * them on nvcgrun's two engines) against MPFR: every result is compared with the correctly
 * rounded value (MPFR at the type's precision and exponent range, subnormals included) and
 * must be within the bound of the table named on the command line:
 *
 *   spvmath_check opencl|vulkan FILE
 *
 * opencl: OpenCL's full-profile ulp table (OpenCL C 1.2 section 7.4, the same numbers for
 * f32 and f64); vulkan: the Vulkan specification's precision table for SPIR-V (section
 * "Precision and Operation of SPIR-V Instructions"), f32.
 *
 * FILE holds one line per result, numbers in hex bit patterns of the type:
 *   NAME BITS X Y N R [R2]      BITS 32 or 64; N an int (pown, rootn); R2 an int (remquo's
 *                               quotient, lgamma_r's sign) where the function has one
 * The error is counted as mathtest's is: the number of floats between the result and the
 * correctly rounded value (so 0 is correctly rounded and a bound of b ulp allows b floats;
 * OpenCL's own measure, |result - exact| / ulp, is at most that count plus 1/2). A result
 * also fails when it is a NaN where the value is a number or the reverse, or a zero of the
 * wrong sign where the exact value is a zero. Prints "PASS: spirv-mathlib/TABLE/fBITS/NAME
 * (max E ulp, bound B)" or FAIL with the worst argument, one line per function.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXF 64

typedef struct stat_row {
  char name[32];
  int bits;
  long n, bad;
  double maxerr, bound;
  char worst[200];
  char fail[240];
} stat_row;

static stat_row rows[MAXF];
static int nrows;
static int vulkan;

static stat_row *row_of(const char *name, int bits) {
  int i;
  for (i = 0; i < nrows; i++)
    if (rows[i].bits == bits && !strcmp(rows[i].name, name)) return &rows[i];
  if (nrows == MAXF) {
    fprintf(stderr, "spvmath_check: too many functions\n");
    exit(2);
  }
  memset(&rows[nrows], 0, sizeof rows[nrows]);
  snprintf(rows[nrows].name, sizeof rows[nrows].name, "%s", name);
  rows[nrows].bits = bits;
  return &rows[nrows++];
}

static double val_of(uint64_t b, int bits) {
  if (bits == 32) {
    uint32_t u = (uint32_t)b;
    float f;
    memcpy(&f, &u, 4);
    return f;
  } else {
    double d;
    memcpy(&d, &b, 8);
    return d;
  }
}

/* monotone integer image of a float/double: values between a and b = |ord(a) - ord(b)| */
static int64_t ord(double v, int bits) {
  if (bits == 32) {
    float f = (float)v;
    int32_t i;
    memcpy(&i, &f, 4);
    return i < 0 ? -(int64_t)(i & 0x7FFFFFFF) : (int64_t)i;
  } else {
    int64_t i;
    memcpy(&i, &v, 8);
    return i < 0 ? -(i & INT64_C(0x7FFFFFFFFFFFFFFF)) : i;
  }
}

/* OpenCL's full-profile bounds (ulp), f32 and f64 alike. */
static double opencl_bound(const char *f) {
  static const struct { const char *n; double b; } t[] = {
    {"acos", 4}, {"acosh", 4}, {"acospi", 5}, {"asin", 4}, {"asinh", 4}, {"asinpi", 5}, {"atan", 5},
    {"atanh", 5}, {"atanpi", 5}, {"atan2", 6}, {"atan2pi", 6}, {"cbrt", 2}, {"cos", 4}, {"cosh", 4},
    {"cospi", 4}, {"erf", 16}, {"erfc", 16}, {"exp", 3}, {"exp2", 3}, {"exp10", 3}, {"expm1", 3},
    {"hypot", 4}, {"log", 3}, {"log2", 3}, {"log10", 3}, {"log1p", 2}, {"pow", 16}, {"pown", 16},
    {"powr", 16}, {"rootn", 16}, {"rsqrt", 2}, {"sin", 4}, {"sincos_sin", 4}, {"sincos_cos", 4},
    {"sinh", 4}, {"sinpi", 4}, {"tan", 5}, {"tanh", 5}, {"tanpi", 6}, {"tgamma", 16}, {"fmod", 0},
    {"remainder", 0}, {"remquo", 0}, {"lgamma", 16}, {"lgamma_r", 16}, {"sqrt", 0}};
  size_t i;
  for (i = 0; i < sizeof t / sizeof t[0]; i++)
    if (!strcmp(t[i].n, f)) return t[i].b;
  return -1;
}

/* Vulkan's f32 table where it is in ulps; the "inherited" bounds of the functions nvcg
 * maps to the library (tan from sin/cos, asin from atan2, sinh/cosh/tanh from exp) are
 * held to 4 ulp, tighter than the formulas they inherit from. exp, exp2, log, log2, sin,
 * cos, pow, asinh, acosh and atanh (approximations) are handled in check_one. */
static double vulkan_bound(const char *f) {
  static const struct { const char *n; double b; } t[] = {
    {"atan", 4096}, {"atan2", 4096}, {"tan", 4}, {"asin", 4}, {"acos", 4}, {"sinh", 4}, {"cosh", 4},
    {"tanh", 4}, {"sqrt", 0}, {"inversesqrt", 2}};
  size_t i;
  for (i = 0; i < sizeof t / sizeof t[0]; i++)
    if (!strcmp(t[i].n, f)) return t[i].b;
  return -1;
}

/* OpenCL's maxmag/minmag: the argument of larger (smaller) magnitude, fmax/fmin on a tie */
static double magsel(double x, double y, int mx, int bits) {
  double ax = fabs(x), ay = fabs(y);
  if (ax > ay) return mx ? x : y;
  if (ay > ax) return mx ? y : x;
  if (bits == 32) return mx ? fmaxf((float)x, (float)y) : fminf((float)x, (float)y);
  return mx ? fmax(x, y) : fmin(x, y);
}

/* The exact functions, from the host's IEEE operations in the type's precision: *want
 * (and *wint for frexp's exponent and ilogb, *hasint set). Returns 0 for other names. */
static int exact_ref(const char *f, int bits, double x, double y, long n, double *want, long *wint, int *hasint) {
  int e = 0, sp = bits == 32;
  float xf = (float)x, yf = (float)y, ipf;
  double ip;
  *hasint = 0;
  if (!strcmp(f, "ldexp")) *want = sp ? ldexpf(xf, (int)n) : ldexp(x, (int)n);
  else if (!strcmp(f, "frexp")) {
    *want = sp ? frexpf(xf, &e) : frexp(x, &e);
    *wint = e;
    *hasint = isfinite(x); /* C leaves the exponent of an infinity or NaN unspecified */
  } else if (!strcmp(f, "ilogb")) {
    /* clang's OpenCL header: FP_ILOGB0 = INT_MIN, FP_ILOGBNAN = INT_MAX (and INT_MAX for inf) */
    *want = 0;
    *wint = x == 0 ? (long)INT32_MIN : !isfinite(x) ? (long)INT32_MAX : (long)(sp ? ilogbf(xf) : ilogb(x));
    *hasint = 1;
  } else if (!strcmp(f, "logb")) *want = sp ? logbf(xf) : logb(x);
  else if (!strcmp(f, "nextafter")) *want = sp ? nextafterf(xf, yf) : nextafter(x, y);
  else if (!strcmp(f, "fdim")) *want = sp ? fdimf(xf, yf) : fdim(x, y);
  else if (!strcmp(f, "fmin")) *want = sp ? fminf(xf, yf) : fmin(x, y);
  else if (!strcmp(f, "fmax")) *want = sp ? fmaxf(xf, yf) : fmax(x, y);
  else if (!strcmp(f, "copysign")) *want = sp ? copysignf(xf, yf) : copysign(x, y);
  else if (!strcmp(f, "modf")) *want = sp ? modff(xf, &ipf) : modf(x, &ip);
  else if (!strcmp(f, "modf_int")) *want = sp ? (modff(xf, &ipf), ipf) : (modf(x, &ip), ip);
  else if (!strcmp(f, "fract")) {
    /* fmin(x - floor(x), the largest float below 1); +-0 and +-inf give +-0, NaN NaN */
    if (isnan(x)) *want = x;
    else if (x == 0 || isinf(x)) *want = copysign(0.0, x);
    else *want = sp ? fminf(xf - floorf(xf), 0x1.fffffep-1f) : fmin(x - floor(x), 0x1.fffffffffffffp-1);
  } else if (!strcmp(f, "fract_floor")) *want = sp ? floorf(xf) : floor(x);
  else if (!strcmp(f, "rint")) *want = sp ? rintf(xf) : rint(x);
  else if (!strcmp(f, "round")) *want = sp ? roundf(xf) : round(x);
  else if (!strcmp(f, "trunc")) *want = sp ? truncf(xf) : trunc(x);
  else if (!strcmp(f, "floor")) *want = sp ? floorf(xf) : floor(x);
  else if (!strcmp(f, "ceil")) *want = sp ? ceilf(xf) : ceil(x);
  else if (!strcmp(f, "fma")) *want = sp ? fmaf(xf, yf, xf) : fma(x, y, x);
  else if (!strcmp(f, "sqrt")) *want = sp ? sqrtf(xf) : sqrt(x);
  else if (!strcmp(f, "maxmag")) *want = magsel(x, y, 1, bits);
  else if (!strcmp(f, "minmag")) *want = magsel(x, y, 0, bits);
  else return 0;
  return 1;
}

/* The correctly rounded reference into r (precision and exponent range already set).
 * Returns 0 when the function is unknown. *skip is set where the table has no bound. */
static int reference(const char *f, mpfr_t r, mpfr_t x, mpfr_t y, long n, int *skip) {
  int inex = 0;
  double xd = mpfr_get_d(x, MPFR_RNDN);
  *skip = 0;
#define F1(nm, fn) else if (!strcmp(f, nm)) inex = fn(r, x, MPFR_RNDN)
#define F2(nm, fn) else if (!strcmp(f, nm)) inex = fn(r, x, y, MPFR_RNDN)
  if (0) {}
  F1("exp", mpfr_exp); F1("exp2", mpfr_exp2); F1("exp10", mpfr_exp10); F1("expm1", mpfr_expm1);
  F1("log", mpfr_log); F1("log2", mpfr_log2); F1("log10", mpfr_log10); F1("log1p", mpfr_log1p);
  F1("sin", mpfr_sin); F1("cos", mpfr_cos); F1("tan", mpfr_tan); F1("sinpi", mpfr_sinpi);
  F1("cospi", mpfr_cospi); F1("tanpi", mpfr_tanpi); F1("asin", mpfr_asin); F1("acos", mpfr_acos);
  F1("atan", mpfr_atan); F1("asinpi", mpfr_asinpi); F1("acospi", mpfr_acospi); F1("atanpi", mpfr_atanpi);
  F1("sinh", mpfr_sinh); F1("cosh", mpfr_cosh); F1("tanh", mpfr_tanh); F1("asinh", mpfr_asinh);
  F1("acosh", mpfr_acosh); F1("atanh", mpfr_atanh); F1("cbrt", mpfr_cbrt); F1("erf", mpfr_erf);
  F1("erfc", mpfr_erfc); F1("tgamma", mpfr_gamma); F1("sqrt", mpfr_sqrt);
  F1("sincos_sin", mpfr_sin); F1("sincos_cos", mpfr_cos);
  F2("pow", mpfr_pow); F2("atan2", mpfr_atan2); F2("atan2pi", mpfr_atan2pi); F2("hypot", mpfr_hypot);
  F2("fmod", mpfr_fmod); F2("remainder", mpfr_remainder);
  else if (!strcmp(f, "rsqrt") || !strcmp(f, "inversesqrt")) {
    /* MPFR gives +inf for -0; 1/sqrt(-0) is -inf */
    if (mpfr_zero_p(x) && mpfr_signbit(x)) mpfr_set_inf(r, -1);
    else inex = mpfr_rec_sqrt(r, x, MPFR_RNDN);
  } else if (!strcmp(f, "lgamma") || !strcmp(f, "lgamma_r")) {
    int sg;
    inex = mpfr_lgamma(r, &sg, x, MPFR_RNDN);
    /* OpenCL leaves lgamma's error undefined; between -11.0001 and -2.2637 (the zeros of
     * lgamma) nvcg's library is only absolutely accurate, and is not checked there */
    if (xd > -11.0001 && xd < -2.2637) *skip = 1;
  } else if (!strcmp(f, "pown")) {
    inex = mpfr_pow_si(r, x, n, MPFR_RNDN);
  } else if (!strcmp(f, "rootn")) {
    inex = mpfr_rootn_si(r, x, n, MPFR_RNDN);
  } else if (!strcmp(f, "powr")) {
    /* OpenCL's powr: NaN for x < 0, a NaN operand, (+-0)^(+-0), (+inf)^(+-0), 1^(+-inf);
     * otherwise pow(|x|, y) (powr(-0, y) is powr(+0, y)) */
    if (mpfr_nan_p(x) || mpfr_nan_p(y) || (mpfr_sgn(x) < 0) || (mpfr_zero_p(x) && mpfr_zero_p(y)) ||
        (mpfr_inf_p(x) && mpfr_zero_p(y)) || (mpfr_cmp_ui(x, 1) == 0 && mpfr_inf_p(y)))
      mpfr_set_nan(r);
    else {
      mpfr_t ax;
      mpfr_init2(ax, mpfr_get_prec(x));
      mpfr_abs(ax, x, MPFR_RNDN);
      inex = mpfr_pow(r, ax, y, MPFR_RNDN);
      mpfr_clear(ax);
    }
  } else if (!strcmp(f, "remquo")) {
    long q;
    inex = mpfr_remquo(r, &q, x, y, MPFR_RNDN);
  } else
    return 0;
#undef F1
#undef F2
  inex = mpfr_check_range(r, inex, MPFR_RNDN);
  mpfr_subnormalize(r, inex, MPFR_RNDN);
  return 1;
}

static void check_one(const char *f, int bits, uint64_t xb, uint64_t yb, long n, uint64_t rb, int has2, long r2) {
  stat_row *st = row_of(f, bits);
  int prec = bits == 32 ? 24 : 53, skip = 0;
  double xv = val_of(xb, bits), yv = val_of(yb, bits), got = val_of(rb, bits), want, err, bound;
  mpfr_t x, y, r;
  char arg[160];
  long wint = 0;
  int hasint = 0, exact;
  mpfr_set_emin(bits == 32 ? -148 : -1073);
  mpfr_set_emax(bits == 32 ? 128 : 1024);
  mpfr_inits2(prec, x, y, r, (mpfr_ptr)0);
  mpfr_set_d(x, xv, MPFR_RNDN);
  mpfr_set_d(y, yv, MPFR_RNDN);
  exact = !vulkan && exact_ref(f, bits, xv, yv, n, &want, &wint, &hasint);
  if (!exact) {
    if (!reference(f, r, x, y, n, &skip)) {
      snprintf(st->fail, sizeof st->fail, "no MPFR reference for %s", f);
      mpfr_clears(x, y, r, (mpfr_ptr)0);
      return;
    }
    want = bits == 32 ? (double)mpfr_get_flt(r, MPFR_RNDN) : mpfr_get_d(r, MPFR_RNDN);
  }
  snprintf(arg, sizeof arg, "x=%a y=%a n=%ld: got %a, want %a", xv, yv, n, got, want);
  st->n++;
  bound = exact ? 0 : vulkan ? vulkan_bound(f) : opencl_bound(f);
  if (vulkan && (!strcmp(f, "sin") || !strcmp(f, "cos") || !strcmp(f, "log") || !strcmp(f, "log2") || !strcmp(f, "pow") ||
                 !strcmp(f, "exp") || !strcmp(f, "exp2") || !strcmp(f, "asinh") || !strcmp(f, "acosh") || !strcmp(f, "atanh")))
    bound = -2; /* absolute or argument-dependent bounds below */
  /* Vulkan: without SignedZeroInfNanPreserve the sign of zero, infinities and NaNs need
   * not be honoured, so only finite arguments with finite values are checked */
  if (vulkan && (!isfinite(xv) || !isfinite(yv) || !isfinite(want))) skip = 1;
  if (bound == -1 && !st->fail[0]) snprintf(st->fail, sizeof st->fail, "no bound for %s", f);
  if (skip) {
  } else if (isnan(want) || isnan(got)) {
    if (isnan(want) != isnan(got)) {
      if (!st->bad++) snprintf(st->worst, sizeof st->worst, "%s (NaN mismatch)", arg);
      st->maxerr = INFINITY;
    }
  } else if (want == 0 && got == 0 && signbit(want) != signbit(got) && !vulkan &&
             !(exact && (!strcmp(f, "fmin") || !strcmp(f, "fmax") || !strcmp(f, "maxmag") || !strcmp(f, "minmag")) && xv == 0 && yv == 0)) {
    /* (fmin/fmax of +0 and -0 may give either zero) */
    if (!st->bad++) snprintf(st->worst, sizeof st->worst, "%s (sign of zero)", arg);
  } else {
    if (bound == -2) {
      /* Vulkan: sin, cos: absolute 2^-11 inside [-pi, pi], nothing outside; log, log2:
       * absolute 2^-21 inside [0.5, 2], 3 ulp outside; pow: inherited from
       * exp2(y * log2(x)) for x > 0 (3 + 2|t| ulp of exp2 at t = y log2 x, plus |y| times
       * log2's error carried through exp2), nothing for x <= 0 */
      double ae = fabs(got - want), lim, ulps = (double)llabs(ord(got, bits) - ord(want, bits));
      int ok = 1;
      err = 0;
      if (!strcmp(f, "exp") || !strcmp(f, "exp2")) {
        lim = 3 + 2 * fabs(xv);
        ok = ulps <= lim;
        err = ulps / lim;
      } else if (!strcmp(f, "sin") || !strcmp(f, "cos")) {
        if (fabs(xv) <= 3.14159265358979324) ok = ae <= ldexp(1, -11);
        err = fabs(xv) <= 3.14159265358979324 ? ae / ldexp(1, -11) : 0;
      } else if (!strcmp(f, "log") || !strcmp(f, "log2")) {
        if (xv >= 0.5 && xv <= 2) {
          ok = ae <= ldexp(1, -21);
          err = ae / ldexp(1, -21);
        } else {
          ok = ulps <= 3;
          err = ulps / 3;
        }
      } else if (!strcmp(f, "asinh") || !strcmp(f, "acosh") || !strcmp(f, "atanh")) {
        /* inherited from log(|x| + sqrt(x^2 + 1)), log(x + sqrt(x^2 - 1)) and
         * log((1 + x) / (1 - x)) / 2: log's bound at the argument u (absolute 2^-21 on
         * [0.5, 2], else 3 ulp of log u) plus u's relative error from the f32 operations
         * before it (a few half-ulps, and for acosh x^2 - 1's cancellation: its rounding
         * error x^2 2^-24 relative to x^2 - 1, halved by the square root), doubled for
         * slack; atanh halves the sum */
        double a = fabs(xv), u, lu, du, l;
        if (!strcmp(f, "asinh")) {
          u = a + sqrt(a * a + 1);
          du = 4 * ldexp(1, -24);
        } else if (!strcmp(f, "acosh")) {
          u = xv + sqrt(xv * xv - 1);
          du = xv * xv / (xv * xv - 1) * ldexp(1, -25) + 4 * ldexp(1, -24);
        } else {
          u = (1 + xv) / (1 - xv);
          du = 4 * ldexp(1, -24);
        }
        lu = log(u);
        l = (u >= 0.5 && u <= 2) ? ldexp(1, -21) : 3 * ldexp(fabs(lu) > 0x1p-126 ? fabs(lu) : 0x1p-126, -23);
        lim = 2 * (l + du);
        if (!strcmp(f, "atanh")) lim *= 0.5;
        if (isfinite(u) && u > 0 && isfinite(lim)) {
          ok = ae <= lim;
          err = ae / lim;
        }
      } else { /* pow */
        double t = yv * log2(xv), l2 = fabs(log2(xv));
        double el = (xv >= 0.5 && xv <= 2) ? ldexp(1, -21) : 3 * ldexp(l2, -23);
        lim = 3 + 2 * fabs(t) + 0.6931471805599453 * fabs(yv) * el * ldexp(1, 24);
        if (xv > 0 && fabs(want) >= 0x1p-126) {
          ok = ulps <= lim;
          err = ulps / lim;
        }
      }
      if (!ok) {
        if (!st->bad++) snprintf(st->worst, sizeof st->worst, "%s", arg);
      }
      /* maxerr here is the fraction of the bound used */
      if (err > st->maxerr) {
        st->maxerr = err;
        if (ok) snprintf(st->worst, sizeof st->worst, "%s", arg);
      }
      st->bound = 1;
    } else {
      err = (double)llabs(ord(got, bits) - ord(want, bits));
      if (err > bound) {
        if (!st->bad++ || err > st->maxerr) snprintf(st->worst, sizeof st->worst, "%s", arg);
      }
      if (err > st->maxerr) {
        st->maxerr = err;
        if (err <= bound && !st->bad) snprintf(st->worst, sizeof st->worst, "%s", arg);
      }
      st->bound = bound;
    }
  }
  if (exact && hasint && (!has2 || wint != r2)) {
    if (!st->bad++) snprintf(st->worst, sizeof st->worst, "%s (integer %ld, want %ld)", arg, has2 ? r2 : 0, wint);
  }
  if (has2 && !exact) {
    if (!strcmp(f, "remquo") && !isnan(want)) {
      /* OpenCL: the quotient's sign, and its magnitude modulo 2^7 at least */
      long q;
      mpfr_remquo(r, &q, x, y, MPFR_RNDN);
      if ((labs(q) & 127) != (labs(r2) & 127) || ((labs(q) & 127) && (q < 0) != (r2 < 0))) {
        if (!st->bad++) snprintf(st->worst, sizeof st->worst, "%s (quotient %ld, want %ld modulo 128)", arg, r2, q);
      }
    }
    if (!strcmp(f, "lgamma_r") && !mpfr_nan_p(x) && !(mpfr_inf_p(x) && mpfr_sgn(x) < 0) &&
        !(mpfr_integer_p(x) && mpfr_sgn(x) < 0)) {
      int sg;
      mpfr_lgamma(r, &sg, x, MPFR_RNDN);
      if (sg != r2) {
        if (!st->bad++) snprintf(st->worst, sizeof st->worst, "%s (sign %ld, want %d)", arg, r2, sg);
      }
    }
  }
  mpfr_clears(x, y, r, (mpfr_ptr)0);
}

int main(int argc, char **argv) {
  FILE *in;
  char line[512];
  int i, failed = 0;
  if (argc != 3 || (strcmp(argv[1], "opencl") && strcmp(argv[1], "vulkan"))) {
    fprintf(stderr, "usage: spvmath_check opencl|vulkan FILE\n");
    return 2;
  }
  vulkan = !strcmp(argv[1], "vulkan");
  in = fopen(argv[2], "r");
  if (!in) {
    perror(argv[2]);
    return 2;
  }
  while (fgets(line, sizeof line, in)) {
    char name[32];
    int bits, k;
    unsigned long long xb, yb, rb;
    long n, r2 = 0;
    k = sscanf(line, "%31s %d %llx %llx %ld %llx %ld", name, &bits, &xb, &yb, &n, &rb, &r2);
    if (k < 6 || (bits != 32 && bits != 64)) {
      fprintf(stderr, "spvmath_check: bad line: %s", line);
      return 2;
    }
    check_one(name, bits, xb, yb, n, rb, k == 7, r2);
  }
  fclose(in);
  for (i = 0; i < nrows; i++) {
    stat_row *st = &rows[i];
    const char *tb = vulkan ? "vulkan" : "opencl";
    if (st->fail[0] || st->bad) {
      failed = 1;
      printf("FAIL: spirv-mathlib/%s/f%d/%s (%s%s%ld of %ld results out of bounds; %s)\n", tb, st->bits, st->name, st->fail,
             st->fail[0] ? "; " : "", st->bad, st->n, st->worst);
    } else if (vulkan && (!strcmp(st->name, "sin") || !strcmp(st->name, "cos") || !strcmp(st->name, "log") ||
                          !strcmp(st->name, "log2") || !strcmp(st->name, "pow") || !strncmp(st->name, "exp", 3) ||
                          !strcmp(st->name, "asinh") || !strcmp(st->name, "acosh") || !strcmp(st->name, "atanh")))
      printf("PASS: spirv-mathlib/%s/f%d/%s (%ld results; at most %.3g of the bound%s%s)\n", tb, st->bits, st->name, st->n,
             st->maxerr, st->worst[0] ? ", at " : "", st->worst);
    else
      printf("PASS: spirv-mathlib/%s/f%d/%s (%ld results; max %.0f ulp, bound %.0f)\n", tb, st->bits, st->name, st->n,
             st->maxerr, st->bound);
  }
  return failed;
}
