#version 450
// An array of storage-buffer descriptors: one parameter per element (in element order,
// after lower bindings and before higher ones), selected by a constant index or a
// dynamic one (a select chain), and .length() of an element.
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 1) buffer Buf { float v[]; } bufs[3];
layout(std430, set = 0, binding = 0) buffer Out { float o[]; };
layout(std430, set = 0, binding = 2) buffer Len { uint len[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  o[i] = bufs[0].v[i] + bufs[i % 3u].v[i] * 10.0;
  if (i < 3u) len[i] = uint(bufs[i].v.length());
  bufs[2].v[i] = 1.0;
}
// CHECK-LABEL: define void @main(ptr addrspace(1) align 16 %Out, ptr addrspace(1) align 16 %bufs_0, ptr addrspace(1) align 16 %bufs_1, ptr addrspace(1) align 16 %bufs_2, ptr addrspace(1) align 16 %Len, i64 %Out_size, i64 %bufs_0_size, i64 %bufs_1_size, i64 %bufs_2_size, i64 %Len_size)
// CHECK: icmp eq i64 %{{[0-9]+}}, 1
// CHECK: select i1 %{{[0-9]+}}, ptr addrspace(1) %bufs_1, ptr addrspace(1) %bufs_0
// CHECK: select i1 %{{[0-9]+}}, ptr addrspace(1) %bufs_2,
// CHECK: select i1 %{{[0-9]+}}, i64 %bufs_1_size, i64 %bufs_0_size
