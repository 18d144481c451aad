#version 450
// Int64 and Float64: 64-bit integer arithmetic and shifts, double math (exact sqrt and
// fma, transcendentals through f32), conversions, umulExtended/uaddCarry.
#extension GL_ARB_gpu_shader_int64 : enable
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer L { uint64_t l[]; };
layout(std430, binding = 1) buffer D { double d[]; };
layout(std430, binding = 2) buffer W { uint w[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint64_t a = l[i], b = l[i + 1u];
  int64_t sa = int64_t(a);
  l[i] = a * b + (a >> 7) + uint64_t(sa >> 3) + (b << 11) + a / (b | 1ul) + a % 13ul;
  double x = d[i];
  d[i] = sqrt(x) + fma(x, x, 1.0) + double(exp(float(x))) + double(int(a)) + floor(x) / 3.0;
  uint hi, lo, carry;
  umulExtended(w[i], w[i + 1u], hi, lo);
  uint s = uaddCarry(hi, lo, carry);
  w[i] = s + carry + uint(a >> 32);
}
// CHECK-LABEL: define void @main(
// CHECK: load i64, ptr addrspace(1) %{{[0-9]+}}, align 8
// CHECK: mul i64
// CHECK: lshr i64
// CHECK: ashr i64
// CHECK: udiv i64
// CHECK: urem i64
// CHECK: load double, ptr addrspace(1) %{{[0-9]+}}, align 8
// CHECK: call double @llvm.sqrt.f64(
// CHECK: call double @llvm.fma.f64(
// CHECK: fptrunc double %{{[0-9]+}} to float
// CHECK: call float @llvm.nvvm.ex2.approx.f(
// CHECK: fpext float %{{[0-9]+}} to double
// CHECK: fdiv double
// umulExtended: a 64-bit product split in halves
// CHECK: zext i32 %{{[0-9]+}} to i64
// CHECK: mul i64
// CHECK: lshr i64 %{{[0-9]+}}, 32
// uaddCarry: carry = sum < a
// CHECK: icmp ult i32
