// Local memory: a __local kernel argument (addrspace(3) parameter), a __local array
// declared in the kernel (an addrspace(3) module variable), barriers, a
// reqd_work_group_size attribute (reqntid), and get_local_size/get_group_id.
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void scan(__global int *data, __local int *scratch) {
  __local int tile[64];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = data[g];
  scratch[l] = (int)get_group_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = 1; s < get_local_size(0); s <<= 1) {
    int v = l >= s ? tile[l - s] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[l] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[g] = tile[l] + scratch[(l + 1) % 64];
}
// CHECK: @scan.tile = internal addrspace(3) global [64 x i32] undef
// CHECK-LABEL: define void @scan(ptr addrspace(1) {{.*}}%data, ptr addrspace(3) {{.*}}%scratch)
// CHECK: call void @llvm.nvvm.barrier0()
// CHECK: !{ptr @scan, !"reqntidx", i32 64}
