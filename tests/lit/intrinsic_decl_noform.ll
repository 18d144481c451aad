; A declaration whose name is in a known intrinsic family but spells none of its forms
; (llvm.nvvm.cp.async.bulk.tensor.reduce.tile.1d: no reduction operation) is, as in LLVM,
; an ordinary declaration while nothing calls it: dropped, and the module compiles; a call
; of it is the family's located error (err_intrinsic_decl_noform.ll).
; RUN: -mcpu=sm_90 | CHECK
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)

; CHECK-NOT: reduce.tile
; CHECK-LABEL: .entry k(
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group
define ptx_kernel void @k(ptr addrspace(3) %s, ptr %tm, i32 %d) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %d, i64 0, i1 0)
  ret void
}
