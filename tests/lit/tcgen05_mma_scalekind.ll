; scale-input-D exists for .kind::f16 and .kind::tf32 only (ptxas rejects f8f6f4 and i8).
; ERROR: -mcpu=sm_100a | 'tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::discard': scale-input-D takes .kind::f16 and .kind::tf32 only
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)

define void @f(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 1, i32 2, i32 1, i32 0)
  ret void
}
