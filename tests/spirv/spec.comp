#version 450
// Specialization constants: workgroup size from constant ids (LocalSizeId, or the
// WorkgroupSize built-in), a specialized array length, bool/float constants, and a
// spec-constant expression (OpSpecConstantOp). --spec overrides by SpecId.
// RUN:
// RUN-OVR: --spec 1=8 --spec 2=2 --spec 5=false --spec 6=0.25 --spec 7=-3
// TARGET: vulkan1.1
layout(local_size_x_id = 1, local_size_y_id = 2) in;
layout(constant_id = 5) const bool USE_SCALE = true;
layout(constant_id = 6) const float SCALE = 2.0;
layout(constant_id = 7) const int BIAS = 10;
const int BIAS2 = BIAS * 2 + 1;  // an OpSpecConstantOp
layout(std430, binding = 0) buffer B { float v[]; };
shared float tmp[BIAS2 > 0 ? BIAS2 : 1];
void main() {
  uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * 1024u;
  float x = v[i];
  if (USE_SCALE) x *= SCALE;
  tmp[gl_LocalInvocationIndex % uint(tmp.length())] = x;
  v[i] = x + float(BIAS2) + float(gl_WorkGroupSize.x);
}
// CHECK: @tmp = internal addrspace(3) global [21 x float] undef
// CHECK-LABEL: define void @main(
// CHECK: br i1 true,
// CHECK: fmul contract float %{{[0-9]+}}, 2.000000e+00
// CHECK: !{ptr @main, !"reqntidx", i32 1}
// OVR: @tmp = internal addrspace(3) global [1 x float] undef
// OVR-LABEL: define void @main(
// OVR: br i1 false,
// OVR: fmul contract float %{{[0-9]+}}, 2.500000e-01
// OVR: !{ptr @main, !"reqntidx", i32 8}
// OVR: !{ptr @main, !"reqntidy", i32 2}
