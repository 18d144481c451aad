; The reductions have no .tile::scatter4 mode (PTX ISA: .tile and .im2col_no_offs).
; ERROR: -mcpu=sm_100a | cp.async.bulk.tensor has no mode .tile.scatter4
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.scatter4.2d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)

define void @f(ptr addrspace(3) %s, ptr %tm, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.scatter4.2d(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i64 0, i1 false)
  ret void
}
