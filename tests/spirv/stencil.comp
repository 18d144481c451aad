#version 450
// A 5-point stencil over an image held in a buffer, 16x16 workgroups, parameters in a
// std140 uniform buffer (uniform buffers are readonly noalias global pointers; the
// uvec2 at offset 0 and the vec4 weights array with its 16-byte stride).
layout(local_size_x = 16, local_size_y = 16) in;
layout(std140, set = 0, binding = 0) uniform Params { uvec2 size; float w[5]; } p;
layout(std430, set = 0, binding = 1) readonly buffer Src { float src[]; };
layout(std430, set = 0, binding = 2) writeonly buffer Dst { float dst[]; };
float at(int x, int y) {
  x = clamp(x, 0, int(p.size.x) - 1);
  y = clamp(y, 0, int(p.size.y) - 1);
  return src[y * int(p.size.x) + x];
}
void main() {
  ivec2 c = ivec2(gl_GlobalInvocationID.xy);
  if (c.x >= int(p.size.x) || c.y >= int(p.size.y)) return;
  float v = p.w[0] * at(c.x, c.y) + p.w[1] * at(c.x - 1, c.y) + p.w[2] * at(c.x + 1, c.y) +
            p.w[3] * at(c.x, c.y - 1) + p.w[4] * at(c.x, c.y + 1);
  dst[c.y * int(p.size.x) + c.x] = v;
}
// CHECK-LABEL: define void @main(ptr addrspace(1) noalias readonly align 16 %p, ptr addrspace(1) readonly align 16 %Src, ptr addrspace(1) writeonly align 16 %Dst)
// The device function takes the kernel's buffers after its own parameters.
// CHECK: call float @"at(i1;i1;"(ptr %{{.*}}, ptr %{{.*}}, ptr addrspace(1) %p, ptr addrspace(1) %Src, ptr addrspace(1) %Dst)
// w[3] of the std140 array: 16 + 3 * 16 bytes
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %p, i64 64
// CHECK-LABEL: define internal float @"at(i1;i1;"(ptr %x, ptr %y, ptr addrspace(1) %env0, ptr addrspace(1) %env1, ptr addrspace(1) %env2)
// CHECK: call i32 @llvm.smax.i32(
// CHECK: call i32 @llvm.smin.i32(
// CHECK: getelementptr inbounds i8, ptr addrspace(1) %env1, i64
// CHECK: !{ptr @main, !"reqntidx", i32 16}
// CHECK: !{ptr @main, !"reqntidy", i32 16}
// CHECK: !{ptr @main, !"reqntidz", i32 1}
