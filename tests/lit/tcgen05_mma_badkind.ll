; The kind of tcgen05.mma chooses the PTX form: a constant 0..3.
; ERROR: -mcpu=sm_100a | the kind operand of llvm.nvvm.tcgen05.mma.shared must be the constant 0 (f16), 1 (tf32), 2 (f8f6f4) or 3 (i8)
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %d, ptr addrspace(6) %ta, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 %v) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 4, i32 1, i32 0)
  ret void
}
