#version 310 es
// RelaxedPrecision (mediump in an ES shader): GLSL.std.450 functions keep the PTX
// approximations; the same functions at highp call the device math library where nvcg
// maps them there (tan, sinh), while exp stays an approximation at either precision.
// GLSLANG: --target-env vulkan1.1
// CHECK: call float @__nv_tanf(float
// CHECK: call float @__nv_sinhf(float
// CHECK: call float @llvm.nvvm.ex2.approx.f(float
// CHECK-DAG: call float @llvm.nvvm.sin.approx.f(float
// CHECK-DAG: call float @llvm.nvvm.cos.approx.f(float
// CHECK-NOT: call float @__nv_
// CHECK: call float @llvm.nvvm.ex2.approx.f(float
// CHECK-NOT: call float @__nv_
// CHECK: ret void
precision highp float;
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { float v[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  highp float x = v[i];
  mediump float y = v[i + 64u];
  v[i] = tan(x) + sinh(x) + exp(x);
  mediump float r = tan(y) + sinh(y);
  v[i + 64u] = r;
}
