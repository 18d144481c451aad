; .im2col copies need 3 to 5 dimensions (the PTX ISA has no 1d/2d im2col mode).
; ERROR: -mcpu=sm_90 | cp.async.bulk.tensor .im2col needs 3 to 5 dimensions, not 2
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)

define void @f(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %x, i16 0, i64 0, i1 false, i1 false)
  ret void
}
