#version 450
// Bitonic sort of 512 keys per workgroup in shared memory (nested loops, barriers in
// loops, compare-and-swap through shared memory).
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer K { uint keys[]; };
shared uint s[512];
void main() {
  uint l = gl_LocalInvocationID.x, base = gl_WorkGroupID.x * 512u;
  s[l] = keys[base + l];
  s[l + 256u] = keys[base + l + 256u];
  barrier();
  for (uint size = 2u; size <= 512u; size <<= 1) {
    for (uint stride = size >> 1; stride > 0u; stride >>= 1) {
      uint pos = 2u * l - (l & (stride - 1u));
      bool up = ((pos & size) == 0u);
      uint a = s[pos], b = s[pos + stride];
      if ((a > b) == up) { s[pos] = b; s[pos + stride] = a; }
      barrier();
    }
  }
  keys[base + l] = s[l];
  keys[base + l + 256u] = s[l + 256u];
}
// CHECK: @s = internal addrspace(3) global [512 x i32] undef
// CHECK-LABEL: define void @main(
// CHECK: call void @llvm.nvvm.barrier0()
