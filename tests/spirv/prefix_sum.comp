#version 450
// Work-group prefix sum: an inclusive subgroup scan per warp, the warp totals scanned
// through shared memory by the first warp, then added back; with the element count as a
// push constant.
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_arithmetic : enable
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer Data { uint d[]; };
layout(push_constant) uniform P { uint n; } pc;
shared uint warp_sums[8];
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint v = g < pc.n ? d[g] : 0u;
  uint incl = subgroupInclusiveAdd(v);
  if (gl_SubgroupInvocationID == gl_SubgroupSize - 1u) warp_sums[gl_SubgroupID] = incl;
  barrier();
  if (gl_SubgroupID == 0u) {
    uint w = gl_SubgroupInvocationID < gl_NumSubgroups ? warp_sums[gl_SubgroupInvocationID] : 0u;
    uint ex = subgroupExclusiveAdd(w);
    if (gl_SubgroupInvocationID < gl_NumSubgroups) warp_sums[gl_SubgroupInvocationID] = ex;
  }
  barrier();
  if (g < pc.n) d[g] = incl + warp_sums[gl_SubgroupID];
}
// CHECK: @warp_sums = internal addrspace(3) global [8 x i32] undef
// CHECK-LABEL: define void @main(ptr addrspace(1) align 16 %Data, ptr byval([4 x i8]) noalias readonly align 4 %pc)
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
// CHECK: call void @llvm.nvvm.barrier0()
