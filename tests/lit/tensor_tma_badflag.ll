; The multicast flag of a tensor-map copy chooses the PTX form: it must be a constant.
; ERROR: -mcpu=sm_90a | the multicast flag of llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d must be a constant
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)

define void @f(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i1 %mc) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %x, i16 1, i64 0, i1 %mc, i1 false)
  ret void
}
