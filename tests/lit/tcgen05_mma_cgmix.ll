; A function's tcgen05 instructions must all use one cta_group (ptxas).
; ERROR: -mcpu=sm_100a | uses .cta_group::1, but another tcgen05 instruction of this function uses .cta_group::2
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 %v) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 0, i32 2, i32 0)
  ret void
}
