; The multicast flag of an im2col::w copy chooses the PTX form: it must be a constant.
; ERROR: -mcpu=sm_100a | the multicast flag of llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d must be a constant
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)

define void @f(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 %h, i1 %mc) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %x, i32 %x, i16 %h, i16 %h, i16 1, i64 0, i1 %mc, i1 false, i32 0)
  ret void
}
