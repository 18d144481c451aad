// OpenCL 2.0: the generic address space (OpPtrCastToGeneric, to_global/to_local as
// OpGenericCastToPtrExplicit with isspacep), program-scope global variables, ctz, and
// cl_khr_subgroups functions (OpGroup* at subgroup scope).
// CLANG: -cl-std=CL2.0 -cl-ext=+cl_khr_subgroups
// TARGET: opencl2.0
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
global int counter = 5;
static int bump(int *p, int k) { *p += k; return *p; }
__kernel void gen(__global int *g, __local int *l) {
  size_t i = get_global_id(0);
  int *p = (i & 1) ? (int *)g : (int *)l;
  bump(p, (int)i);
  global int *q = to_global(p);
  if (q) q[1] = ctz((int)i) + counter;
  local int *r = to_local(p);
  if (r) r[0] = 1;
  g[i] += sub_group_reduce_add((int)i) + (int)get_sub_group_local_id() + sub_group_broadcast((int)i, 0) +
          sub_group_scan_inclusive_max((int)i) + (int)get_sub_group_size() + (sub_group_any(i > 3) ? 1 : 0);
}
// CHECK: @counter = addrspace(1) global i32 5, align 4
// CHECK-LABEL: define void @gen(
// CHECK: addrspacecast ptr addrspace(1) %{{[a-z0-9.]+}} to ptr
// CHECK: addrspacecast ptr addrspace(3) %{{[a-z0-9.]+}} to ptr
// CHECK: call i1 @llvm.nvvm.isspacep.global(ptr
// CHECK: call i1 @llvm.nvvm.isspacep.shared(ptr
// CHECK: call i32 @llvm.cttz.i32(
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK: call i1 @llvm.nvvm.vote.any.sync(
