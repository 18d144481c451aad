; .im2col.w exists for g2s and prefetch only (the PTX ISA has no im2col::w store).
; ERROR: -mcpu=sm_100a | cp.async.bulk.tensor.s2g has no mode .im2col.w
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.w.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1)

define void @f(ptr addrspace(3) %s, ptr %tm, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.w.3d(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %x, i32 %x, i64 0, i1 false)
  ret void
}
