; tcgen05.mma .kind::i8 (kind 3): ptxas 13.0 takes it on sm_100a and sm_110a only (not
; sm_103a, not the f families).
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_110a | CHECK
; CHECK: tcgen05.mma.cta_group::2.kind::i8.collector::a::fill [%nvcg_taddr], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
; ERROR: -mcpu=sm_103a | 'tcgen05.mma.cta_group::2.kind::i8.collector::a::fill' needs sm_100a or sm_110a (ptxas has .kind::i8 nowhere else), but the target is sm_103a
; ERROR: -mcpu=sm_100f | 'tcgen05.mma.cta_group::2.kind::i8.collector::a::fill' needs sm_100a or sm_110a (ptxas has .kind::i8 nowhere else), but the target is sm_100f
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 %en, i32 3, i32 2, i32 2)
  ret void
}
