#version 450
// SPIR-V 1.0 (vulkan1.0): storage buffers are Uniform variables of BufferBlock structs;
// they are writable buffers (only Block-decorated uniforms are uniform buffers).
// TARGET: vulkan1.0
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { uint d[]; };
layout(std140, binding = 1) uniform Params { uint add; } p;
void main() {
  uint i = gl_GlobalInvocationID.x;
  d[i] = d[i] * 3u + p.add + uint(d.length());
}
// CHECK-LABEL: define void @main(ptr addrspace(1) align 16 %Data, ptr addrspace(1) noalias readonly align 16 %p, i64 %Data_size)
// CHECK: store i32 %{{[0-9]+}}, ptr addrspace(1)
