#version 450
// .length() of a runtime array (OpArrayLength) needs the buffers' sizes: one i64 size
// parameter per storage buffer follows the push constants.
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer In { vec4 header; float xs[]; } inb;
layout(std430, binding = 1) buffer Out { uint n; float ys[]; } outb;
layout(std140, binding = 2) uniform P { float k; } p;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= uint(inb.xs.length())) return;
  outb.ys[i % uint(outb.ys.length())] = inb.xs[i] * p.k;
  if (i == 0u) outb.n = uint(inb.xs.length());
}
// CHECK-LABEL: define void @main(ptr addrspace(1) readonly align 16 %inb, ptr addrspace(1) align 16 %outb, ptr addrspace(1) noalias readonly align 16 %p, i64 %inb_size, i64 %outb_size)
// xs starts at 16 with stride 4
// CHECK: [[D:%[0-9]+]] = sub i64 %inb_size, 16
// CHECK-NEXT: udiv i64 [[D]], 4
// CHECK: icmp ugt i64 %inb_size, 16
// CHECK: sub i64 %outb_size, 4
