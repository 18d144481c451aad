// OpenCL.std math through nvcg's device math library, f32 and f64: tests/spirv/run_mathlib.py
// runs mlib_f32 and mlib_f64 on both nvcgrun engines (bit for bit) and build/spvmath_check
// compares every result with MPFR against OpenCL's full-profile ulp table; exact_f32 and
// exact_f64 (the exact functions) are compared with the host's IEEE operations, 0 ulp.
// CLANG: -cl-ext=+cl_khr_fp64
// Work item i takes x = sp[i % NSP], y = sp[i / NSP % NSP] and n = ns[i / NSP % NNS] for
// i < NSP * NSP (every pair of special values), then random bit patterns (xb, yb from
// nvcgrun's rand:SEED) in four ranges by i: any float up to 2047, then [-10, 10], [-1, 1],
// and x in [0.5, 2) with y in [-4, 4); n is a random exponent in [-32, 31]. out[f * N + i] is function f's result,
// iout holds n, remquo's quotient and lgamma_r's sign.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define N 4096
#define NFUN 45
#define NNS 16
__constant int ns[NNS] = {0, 1, -1, 2, -2, 3, -3, 5, -4, 7, 1000, -1001, 4, -5, 1001, 64};

__constant float sp_float[] = {0.0f, -0.0f, INFINITY, -INFINITY, __builtin_nanf(""), 1.0f, -1.0f, 0.5f, -0.5f, 2.0f,
  -2.0f, 3.0f, -3.0f, 1.5f, -2.5f, 10.0f, 0.25f, 1e-3f, -1e-30f, 100.5f, -33.5f, 1e30f, 0x1.921fb6p+0f,
  0x1.0p-149f, 0x1.0p-126f, 0x1.fffffep+127f, 88.7f, -103.9f, 0.999f, 1.001f, 0x1.fffffep-1f, -0x1.8p-140f};
__constant double sp_double[] = {0.0, -0.0, INFINITY, -INFINITY, __builtin_nan(""), 1.0, -1.0, 0.5, -0.5, 2.0,
  -2.0, 3.0, -3.0, 1.5, -2.5, 10.0, 0.25, 1e-3, -1e-300, 100.5, -33.5, 1e300, 0x1.921fb54442d18p+0,
  0x1.0p-1074, 0x1.0p-1022, 0x1.fffffffffffffp+1023, 709.7, -744.0, 0.999, 1.001, 0x1.fffffffffffffp-1, -0x1.8p-1060};
#define NSP 32

#define MATHLIB(T, UT, NAME, SHIFT, ONE)                                                       \
__kernel void NAME(__global const UT *xb, __global const UT *yb, __global const int *nb,      \
                   __global T *args, __global T *out, __global int *iout) {                   \
  uint i = get_global_id(0), f = 0; int n, q, sg;                                             \
  T x, y, c;                                                                                  \
  if (i < NSP * NSP) {                                                                        \
    x = sp_##T[i % NSP]; y = sp_##T[i / NSP]; n = ns[(i / NSP) % NNS];                        \
  } else {                                                                                    \
    T u = (T)(xb[i] >> SHIFT) * ONE, v = (T)(yb[i] >> SHIFT) * ONE; /* [0, 1) */              \
    if (i < 2048) { x = as_##T(xb[i]); y = as_##T(yb[i]); }                                 \
    else if (i < 2816) { x = 20 * u - 10; y = 20 * v - 10; }                                  \
    else if (i < 3584) { x = 2 * u - 1; y = 2 * v - 1; }                                      \
    else { x = 0.5f + 1.5f * u; y = 8 * v - 4; }                                              \
    n = (nb[i] & 63) - 32;                                                                       \
  }                                                                                           \
  args[i] = x; args[N + i] = y; iout[i] = n;                                                  \
  out[f++ * N + i] = exp(x);     out[f++ * N + i] = exp2(x);   out[f++ * N + i] = exp10(x);   \
  out[f++ * N + i] = expm1(x);   out[f++ * N + i] = log(x);    out[f++ * N + i] = log2(x);    \
  out[f++ * N + i] = log10(x);   out[f++ * N + i] = log1p(x);  out[f++ * N + i] = sin(x);     \
  out[f++ * N + i] = cos(x);     out[f++ * N + i] = tan(x);    out[f++ * N + i] = sinpi(x);   \
  out[f++ * N + i] = cospi(x);   out[f++ * N + i] = tanpi(x);  out[f++ * N + i] = asin(x);    \
  out[f++ * N + i] = acos(x);    out[f++ * N + i] = atan(x);   out[f++ * N + i] = asinpi(x);  \
  out[f++ * N + i] = acospi(x);  out[f++ * N + i] = atanpi(x); out[f++ * N + i] = sinh(x);    \
  out[f++ * N + i] = cosh(x);    out[f++ * N + i] = tanh(x);   out[f++ * N + i] = asinh(x);   \
  out[f++ * N + i] = acosh(x);   out[f++ * N + i] = atanh(x);  out[f++ * N + i] = cbrt(x);    \
  out[f++ * N + i] = rsqrt(x);   out[f++ * N + i] = erf(x);    out[f++ * N + i] = erfc(x);    \
  out[f++ * N + i] = tgamma(x);  out[f++ * N + i] = lgamma(x); out[f++ * N + i] = pow(x, y);  \
  out[f++ * N + i] = powr(x, y); out[f++ * N + i] = atan2(x, y);                              \
  out[f++ * N + i] = atan2pi(x, y); out[f++ * N + i] = hypot(x, y);                           \
  out[f++ * N + i] = fmod(x, y); out[f++ * N + i] = remainder(x, y);                          \
  out[f++ * N + i] = pown(x, n); out[f++ * N + i] = rootn(x, n);                              \
  out[f++ * N + i] = sincos(x, &c); out[f++ * N + i] = c;                                     \
  out[f++ * N + i] = remquo(x, y, &q); iout[N + i] = q;                                       \
  out[f++ * N + i] = lgamma_r(x, &sg); iout[2 * N + i] = sg;                                  \
}
MATHLIB(float, uint, mlib_f32, 8, 0x1.0p-24f)
MATHLIB(double, ulong, mlib_f64, 11, 0x1.0p-53)

// The exact functions (IEEE operations and bit manipulation, not library calls): the same
// arguments; iout holds n, frexp's exponent and ilogb.
#define EXACT(T, UT, NAME, SHIFT, ONE)                                                         \
__kernel void NAME(__global const UT *xb, __global const UT *yb, __global const int *nb,      \
                   __global T *args, __global T *out, __global int *iout) {                   \
  uint i = get_global_id(0), f = 0; int n, e;                                                 \
  T x, y, ip;                                                                                 \
  if (i < NSP * NSP) {                                                                        \
    x = sp_##T[i % NSP]; y = sp_##T[i / NSP]; n = ns[(i / NSP) % NNS];                        \
  } else {                                                                                    \
    T u = (T)(xb[i] >> SHIFT) * ONE, v = (T)(yb[i] >> SHIFT) * ONE;                           \
    if (i < 2048) { x = as_##T(xb[i]); y = as_##T(yb[i]); }                                 \
    else if (i < 2816) { x = 20 * u - 10; y = 20 * v - 10; }                                  \
    else if (i < 3584) { x = 2 * u - 1; y = x + (v - 0.5f) * 0x1p-20f; }                      \
    else { x = 0.5f + 1.5f * u; y = 8 * v - 4; }                                              \
    n = (nb[i] & 63) - 32;                                                                    \
  }                                                                                           \
  args[i] = x; args[N + i] = y; iout[i] = n;                                                  \
  out[f++ * N + i] = ldexp(x, n);  out[f++ * N + i] = frexp(x, &e); iout[N + i] = e;          \
  out[f++ * N + i] = 0; iout[2 * N + i] = ilogb(x);                                           \
  out[f++ * N + i] = logb(x);      out[f++ * N + i] = nextafter(x, y);                        \
  out[f++ * N + i] = fdim(x, y);   out[f++ * N + i] = fmin(x, y);                             \
  out[f++ * N + i] = fmax(x, y);   out[f++ * N + i] = copysign(x, y);                         \
  out[f++ * N + i] = modf(x, &ip); out[f++ * N + i] = ip;                                     \
  out[f++ * N + i] = fract(x, &ip); out[f++ * N + i] = ip;                                    \
  out[f++ * N + i] = rint(x);      out[f++ * N + i] = round(x);                               \
  out[f++ * N + i] = trunc(x);     out[f++ * N + i] = floor(x);                               \
  out[f++ * N + i] = ceil(x);      out[f++ * N + i] = fma(x, y, x);                           \
  out[f++ * N + i] = sqrt(x);      out[f++ * N + i] = maxmag(x, y);                           \
  out[f++ * N + i] = minmag(x, y);                                                            \
}
EXACT(float, uint, exact_f32, 8, 0x1.0p-24f)
EXACT(double, ulong, exact_f64, 11, 0x1.0p-53)
