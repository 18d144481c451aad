; .tile.gather4 is 2d only (five coordinates: a column and four rows).
; ERROR: -mcpu=sm_100a | cp.async.bulk.tensor .tile.gather4 is 2d only, not 3d
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.3d(ptr, i32, i32, i32, i32, i32, i64, i1)

define void @f(ptr %tm, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.3d(ptr %tm, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i64 0, i1 false)
  ret void
}
