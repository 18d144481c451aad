; The collector usage of tcgen05.mma must be a constant 0..3.
; ERROR: -mcpu=sm_100a | the collector operand of llvm.nvvm.tcgen05.mma.shared must be the constant 0 (discard), 1 (lastuse), 2 (fill) or 3 (use)
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 %v) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 4)
  ret void
}
