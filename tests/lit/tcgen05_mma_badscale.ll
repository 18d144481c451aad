; scale-input-D is an immediate from 0 to 15.
; ERROR: -mcpu=sm_100a | the scale-input-D operand of llvm.nvvm.tcgen05.mma.shared.scale_d must be a constant from 0 to 15
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)

define void @f(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i64 16, i32 0, i32 1, i32 0)
  ret void
}
