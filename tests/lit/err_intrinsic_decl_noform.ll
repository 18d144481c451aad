; A call of a declaration whose name is in a known intrinsic family but spells none of its
; forms is the family's error, at the declaration (intrinsic_decl_noform.ll: unused, it is
; dropped).
; ERROR: -mcpu=sm_90 | err_intrinsic_decl_noform.ll:7:14: error: cp.async.bulk.tensor.reduce has no operation 'tile'
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)

define ptx_kernel void @k(ptr addrspace(3) %s, ptr %tm, i32 %d) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %d, i64 0, i1 0)
  ret void
}
