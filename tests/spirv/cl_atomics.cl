// OpenCL 1.2 atomics on global and local memory, with the scopes and orderings the
// translator gives them (OpenCL 1.2 atomics are relaxed).
__kernel void histo(__global const uchar *in, __global uint *bins, __global int *mm, int n) {
  __local uint lb[16];
  size_t l = get_local_id(0), i = get_global_id(0);
  if (l < 16) lb[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < (size_t)n) atomic_inc(&lb[in[i] & 15]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16) atomic_add(&bins[l], lb[l]);
  atomic_min(&mm[0], (int)i);
  atomic_max(&mm[1], (int)i);
  atomic_cmpxchg(&mm[2], 0, (int)i);
  atomic_xchg(&mm[3], (int)l);
  atomic_dec(&mm[4]);
  atomic_sub(&mm[5], 2);
  atomic_and(&mm[6], 0xF0);
  atomic_or(&mm[7], 1);
  atomic_xor(&mm[8], (int)i);
}
// CHECK-LABEL: define void @histo(
// CHECK: atomicrmw add ptr addrspace(3) %{{[a-z0-9]+}}, i32 1 syncscope("block") monotonic
// CHECK: atomicrmw add ptr addrspace(1)
// CHECK: atomicrmw min ptr addrspace(1)
// CHECK: atomicrmw max ptr addrspace(1)
// CHECK: cmpxchg ptr addrspace(1)
// CHECK: atomicrmw xchg ptr addrspace(1)
// CHECK: atomicrmw sub ptr addrspace(1) %{{[a-z0-9]+}}, i32 1
// CHECK: atomicrmw sub ptr addrspace(1) %{{[a-z0-9]+}}, i32 2
// CHECK: atomicrmw and ptr addrspace(1)
// CHECK: atomicrmw or ptr addrspace(1)
// CHECK: atomicrmw xor ptr addrspace(1)
