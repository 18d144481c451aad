; The cta_group operand of the gather4 / im2col::w copies must be the constant 0, 1 or 2,
; and their flags constants (they choose the PTX form).
; ERROR: -mcpu=sm_100a | the cta_group operand of llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d must be the constant 0, 1 or 2
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)

define void @f(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %cg) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 %cg)
  ret void
}
