; .ashift does not combine with collector::a::fill or ::use (ptxas 13.0 rejects it).
; ERROR: -mcpu=sm_100a | 'tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::fill': .ashift does not combine with .collector::a::fill
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 %v) {
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %b, i32 %idesc, i1 %en, i32 0, i32 1, i32 2)
  ret void
}
