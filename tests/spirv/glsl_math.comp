#version 450
// GLSL.std.450: every instruction with a compute-shader lowering, on floats and vectors.
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer F { vec4 f[]; };
layout(std430, binding = 1) buffer I { ivec4 iv[]; };
layout(std430, binding = 2) buffer U { uvec4 uv[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  vec4 x = f[g], y = f[g + 1u], z = f[g + 2u];
  ivec4 a = iv[g], b = iv[g + 1u];
  uvec4 c = uv[g], d = uv[g + 1u];
  vec4 r = round(x) + roundEven(x) + trunc(x) + abs(x) + sign(x) + floor(x) + ceil(x) + fract(x);
  r += radians(x) + degrees(x) + sin(x) + cos(x) + tan(x) + asin(x) + acos(x) + atan(x) + atan(x, y);
  r += sinh(x) + cosh(x) + tanh(x) + asinh(x) + acosh(x) + atanh(x);
  r += pow(x, y) + exp(x) + log(x) + exp2(x) + log2(x) + sqrt(x) + inversesqrt(x);
  vec4 ip;
  r += modf(x, ip) + ip;
  r += min(x, y) + max(x, y) + clamp(x, y, z) + mix(x, y, z) + step(x, y) + smoothstep(x, y, z);
  r += fma(x, y, z);
  ivec4 e;
  r += frexp(x, e) + vec4(e) + ldexp(x, a);
  r.x += length(x) + distance(x, y) + dot(x, y);
  r.xyz += cross(x.xyz, y.xyz) + normalize(x.xyz) + faceforward(x.xyz, y.xyz, z.xyz) + reflect(x.xyz, y.xyz) + refract(x.xyz, y.xyz, 0.5);
  r.x += unpackUnorm4x8(packUnorm4x8(x)).x + unpackSnorm4x8(packSnorm4x8(x)).y;
  r.x += unpackUnorm2x16(packUnorm2x16(x.xy)).x + unpackSnorm2x16(packSnorm2x16(x.xy)).y;
  f[g] = r;
  iv[g] = abs(a) + sign(a) + min(a, b) + max(a, b) + clamp(a, b, a) + findLSB(a) + findMSB(a);
  uv[g] = min(c, d) + max(c, d) + clamp(c, d, c) + uvec4(findLSB(c)) + uvec4(findMSB(c)) + bitfieldReverse(c) + uvec4(bitCount(c));
}
// CHECK-LABEL: define void @main(
// CHECK-DAG: call <4 x float> @llvm.round.v4f32(
// CHECK-DAG: call <4 x float> @llvm.roundeven.v4f32(
// CHECK-DAG: call <4 x float> @llvm.trunc.v4f32(
// CHECK-DAG: call <4 x float> @llvm.fabs.v4f32(
// CHECK-DAG: call <4 x float> @llvm.floor.v4f32(
// CHECK-DAG: call <4 x float> @llvm.ceil.v4f32(
// CHECK-DAG: call float @llvm.nvvm.sin.approx.f(
// CHECK-DAG: call float @llvm.nvvm.cos.approx.f(
// CHECK-DAG: call float @llvm.nvvm.ex2.approx.f(
// CHECK-DAG: call float @llvm.nvvm.lg2.approx.f(
// CHECK-DAG: call <4 x float> @llvm.sqrt.v4f32(
// CHECK-DAG: call float @llvm.nvvm.rsqrt.approx.f(
// CHECK-DAG: call <4 x float> @llvm.minnum.v4f32(
// CHECK-DAG: call <4 x float> @llvm.maxnum.v4f32(
// CHECK-DAG: call <4 x float> @llvm.fma.v4f32(
// CHECK-DAG: call <4 x i32> @llvm.abs.v4i32(<4 x i32> %{{[0-9]+}}, i1 false)
// CHECK-DAG: call <4 x i32> @llvm.smin.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.umax.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.cttz.v4i32(<4 x i32> %{{[0-9]+}}, i1 false)
// CHECK-DAG: call <4 x i32> @llvm.ctlz.v4i32(<4 x i32> %{{[0-9]+}}, i1 false)
// CHECK-DAG: call <4 x i32> @llvm.bitreverse.v4i32(
// CHECK-DAG: call <4 x i32> @llvm.ctpop.v4i32(
