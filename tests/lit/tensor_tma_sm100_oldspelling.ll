; LLVM spells the sm_100 g2s modes only with the addrspace(7) destination and the cta_group
; operand; LLVM 20's shape (addrspace(3), no cta_group) is refused for them, naming the signature.
; ERROR: -mcpu=sm_100a | but its signature is 'void (ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)'
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1)
define void @f(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i16 0, i64 0, i1 false, i1 false)
  ret void
}
