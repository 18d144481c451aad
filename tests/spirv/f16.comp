#version 450
// 16-bit storage and Float16 arithmetic: half loads and stores, f16 math computed in f32
// where PTX has no f16 instruction, conversions, packHalf2x16.
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#extension GL_EXT_shader_16bit_storage : enable
layout(local_size_x = 128) in;
layout(std430, binding = 0) buffer H { float16_t h[]; };
layout(std430, binding = 1) buffer V { f16vec4 v[]; };
layout(std430, binding = 2) buffer P { uint packed[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  float16_t x = h[i];
  f16vec4 q = v[i];
  float16_t y = x * float16_t(2.0) + float16_t(1.0);
  y = sqrt(abs(y)) + floor(x) + exp2(x) + sin(x);
  q = fma(q, f16vec4(y), q) / f16vec4(3.0);
  h[i] = y + min(x, y);
  v[i] = clamp(q, f16vec4(-1.0), f16vec4(1.0));
  packed[i] = packHalf2x16(vec2(float(x), float(y)));
  vec2 u = unpackHalf2x16(packed[i]);
  h[i] += float16_t(u.x + u.y);
}
// CHECK-LABEL: define void @main(
// CHECK: load half, ptr addrspace(1) %{{[0-9]+}}, align 2
// CHECK: load <4 x half>, ptr addrspace(1) %{{[0-9]+}}, align 8
// CHECK: fmul contract half
// CHECK: fpext half %{{[0-9]+}} to float
// CHECK: call float @llvm.sqrt.f32(
// CHECK: fptrunc float %{{[0-9]+}} to half
// CHECK: call float @llvm.nvvm.ex2.approx.f(
// CHECK: call float @llvm.nvvm.sin.approx.f(
// CHECK: call <4 x float> @llvm.fma.v4f32(
// CHECK: fdiv <4 x half>
// CHECK: store half
// CHECK: bitcast half %{{[0-9]+}} to i16
