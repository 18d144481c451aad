#version 450
// Shared-memory tree reduction: each workgroup sums 256 floats of `data` into `sums`.
// Checks: parameters in (set, binding) order then the push-constant block (byval by
// default, a global pointer with --push buffer, one table with --buffers table),
// reqntid from local_size_x, shared memory in addrspace(3), barriers.
// RUN: 
// RUN-PUSHBUF: --push buffer
// RUN-TABLE: --buffers table
layout(local_size_x = 256) in;
layout(std430, set = 1, binding = 0) writeonly buffer Sums { float sums[]; };
layout(std430, set = 0, binding = 3) readonly buffer Data { float data[]; };
layout(push_constant) uniform Params { uint n; float scale; } pc;
shared float part[256];
void main() {
  uint l = gl_LocalInvocationID.x, g = gl_GlobalInvocationID.x;
  part[l] = g < pc.n ? data[g] * pc.scale : 0.0;
  barrier();
  for (uint s = 128u; s > 0u; s >>= 1) {
    if (l < s) part[l] += part[l + s];
    barrier();
  }
  if (l == 0u) sums[gl_WorkGroupID.x] = part[0];
}
// CHECK: @part = internal addrspace(3) global [256 x float] undef
// CHECK-LABEL: define void @main(ptr addrspace(1) readonly align 16 %Data, ptr addrspace(1) writeonly align 16 %Sums, ptr byval([8 x i8]) noalias readonly align 4 %pc)
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: getelementptr inbounds i8, ptr %pc, i64 4
// CHECK: load float, ptr %{{[0-9]+}}, align 4
// CHECK: store float {{.*}}, ptr addrspace(3)
// CHECK: call void @llvm.nvvm.barrier0()
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// CHECK: !{ptr @main, !"kernel", i32 1}
// CHECK: !{ptr @main, !"reqntidx", i32 256}
// CHECK: !{ptr @main, !"reqntidy", i32 1}
// PUSHBUF-LABEL: define void @main(ptr addrspace(1) readonly align 16 %Data, ptr addrspace(1) writeonly align 16 %Sums, ptr addrspace(1) noalias readonly align 4 %pc)
// PUSHBUF: getelementptr inbounds i8, ptr addrspace(1) %pc, i64 4
// TABLE-LABEL: define void @main(ptr addrspace(1) noalias readonly align 8 %buffers, ptr byval([8 x i8]) noalias readonly align 4 %pc)
// TABLE: [[T0:%[0-9]+]] = getelementptr inbounds i64, ptr addrspace(1) %buffers, i64 0
// TABLE-NEXT: load ptr addrspace(1), ptr addrspace(1) [[T0]], align 8, !invariant.load
// TABLE: [[T1:%[0-9]+]] = getelementptr inbounds i64, ptr addrspace(1) %buffers, i64 1
// TABLE-NEXT: load ptr addrspace(1), ptr addrspace(1) [[T1]], align 8, !invariant.load
