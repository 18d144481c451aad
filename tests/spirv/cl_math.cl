// OpenCL.std math on floats and float4: full-precision functions call the device math
// library per component (__nv_*f), native_*/half_* keep the PTX approximations; exact
// sqrt/fma/rounding, and the common functions.
__kernel void m(__global float4 *v, __global float *s) {
  size_t i = get_global_id(0);
  float4 x = v[i], y = v[i + 1];
  float a = s[i], b = s[i + 1];
  float4 r = sin(x) + cos(x) + tan(x) + exp(x) + exp2(x) + exp10(x) + log(x) + log2(x) + log10(x);
  r += pow(x, y) + powr(x, y) + sqrt(x) + rsqrt(x) + cbrt(x) + fma(x, y, x) + mad(x, y, x);
  r += fabs(x) + floor(x) + ceil(x) + trunc(x) + round(x) + rint(x) + copysign(x, y) + fmin(x, y) + fmax(x, y);
  r += fmod(x, y) + hypot(x, y) + atan2(x, y) + asin(x) + acos(x) + atan(x) + sinh(x) + cosh(x) + tanh(x);
  r += clamp(x, 0.0f, 1.0f) + mix(x, y, 0.5f) + step(a, x) + smoothstep(0.0f, 1.0f, x) + sign(x) + degrees(x) + radians(x);
  r += native_exp(x) + native_sin(x) + native_divide(x, y) + half_cos(x) + expm1(x) + log1p(x) + sinpi(x) + cospi(x);
  float4 ip;
  r += fract(x, &ip) + ip + modf(y, &ip) + ip;
  int4 e;
  r += frexp(x, &e) + convert_float4(e) + ldexp(x, e);
  r += fdim(x, y) + maxmag(x, y) + minmag(x, y) + remainder(x, y) + nextafter(x, y) + erf(x) + erfc(x) + logb(x);
  v[i] = r;
  s[i] = dot(x, y) + length(x) + distance(x, y) + normalize(x).x + cross(x, y).y + fast_length(x) + pown(a, 3) + rootn(a, 3);
}
// CHECK-LABEL: define void @m(
// CHECK-DAG: call float @llvm.nvvm.sin.approx.f(
// CHECK-DAG: call float @llvm.nvvm.cos.approx.f(
// CHECK-DAG: call float @llvm.nvvm.ex2.approx.f(
// CHECK-DAG: call float @__nv_sinf(float
// CHECK-DAG: call float @__nv_expf(float
// CHECK-DAG: call float @__nv_logf(float
// CHECK-DAG: call float @__nv_powf(float
// CHECK-DAG: call float @__nv_cbrtf(float
// CHECK-DAG: call float @__nv_hypotf(float
// CHECK-DAG: call float @__nv_remainderf(float
// CHECK-DAG: call float @__nv_powif(float %{{[0-9]+}}, i32 3)
// CHECK-DAG: declare float @__nv_erfcf(float)
// CHECK-DAG: call <4 x float> @llvm.sqrt.v4f32(
// CHECK-DAG: call <4 x float> @llvm.fma.v4f32(
// CHECK-DAG: call <4 x float> @llvm.fmuladd.v4f32(
// CHECK-DAG: call <4 x float> @llvm.copysign.v4f32(
// CHECK-DAG: call float @__nv_fmodf(float
// CHECK-DAG: call <4 x float> @llvm.rint.v4f32(
// CHECK-DAG: fdiv arcp afn <4 x float>
