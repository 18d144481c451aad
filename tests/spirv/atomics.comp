#version 450
// Atomics on storage buffers (scope Device: syncscope("device")) and shared memory
// (scope Workgroup: "block"), compare-exchange, the Vulkan memory model's orderings,
// and memory barriers as fences.
#extension GL_KHR_memory_scope_semantics : enable
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer C { uint counter; int imin; int imax; uint bits; uint xs; };
shared uint local_count;
void main() {
  uint i = gl_LocalInvocationID.x;
  if (i == 0u) local_count = 0u;
  barrier();
  uint old = atomicAdd(counter, 1u);
  atomicMin(imin, int(i) - 5);
  atomicMax(imax, int(i));
  atomicAnd(bits, ~(1u << (i & 31u)));
  atomicOr(bits, 1u << (i & 7u));
  atomicXor(bits, old);
  atomicExchange(xs, i);
  atomicCompSwap(xs, i, i + 1u);
  atomicAdd(local_count, 2u);
  memoryBarrierShared();
  groupMemoryBarrier();
  memoryBarrierBuffer();
  uint seen = atomicLoad(counter, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
  atomicStore(xs, seen, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
  barrier();
  if (i == 0u) atomicAdd(counter, local_count);
}
// CHECK-LABEL: define void @main(
// CHECK: atomicrmw add ptr addrspace(1) %C, i32 1 syncscope("device") monotonic, align 4
// CHECK: atomicrmw min ptr addrspace(1) %{{[0-9]+}}, i32 %{{[0-9]+}} syncscope("device") monotonic
// CHECK: atomicrmw max ptr addrspace(1)
// CHECK: atomicrmw and ptr addrspace(1)
// CHECK: atomicrmw or ptr addrspace(1)
// CHECK: atomicrmw xor ptr addrspace(1)
// CHECK: atomicrmw xchg ptr addrspace(1)
// CHECK: [[X:%[0-9]+]] = cmpxchg ptr addrspace(1) %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}} syncscope("device") monotonic monotonic
// CHECK-NEXT: extractvalue { i32, i1 } [[X]], 0
// CHECK: atomicrmw add ptr addrspace(3) @local_count, i32 2 syncscope("block") monotonic
// CHECK: fence syncscope("block") acq_rel
// CHECK: fence syncscope("block") acq_rel
// CHECK: fence syncscope("device") acq_rel
// CHECK: load atomic i32, ptr addrspace(1) %C syncscope("device") acquire, align 4
// CHECK: store atomic i32 %{{[0-9]+}}, ptr addrspace(1) %{{[0-9]+}} syncscope("block") release, align 4
// CHECK: call void @llvm.nvvm.barrier0()
