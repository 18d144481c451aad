; .im2col.w.128 needs 3 to 5 dimensions, as .im2col does.
; ERROR: -mcpu=sm_100a | cp.async.bulk.tensor .im2col.w.128 needs 3 to 5 dimensions, not 2
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.2d(ptr, i32, i32, i16, i16, i64, i1)

define void @f(ptr %tm, i32 %x, i16 %h) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.2d(ptr %tm, i32 %x, i32 %x, i16 %h, i16 %h, i64 0, i1 false)
  ret void
}
