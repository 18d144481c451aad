; nvcgrun refuses tcgen05.mma (tensor memory is not emulated) on both engines.
; RUN: -mcpu=sm_100a | CHECK
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard
; REFUSED: -mcpu=sm_100a | ir k 1 32 i32:0 i64:0 i64:0 i32:0 | nvcgrun does not execute @llvm.nvvm.tcgen05.mma.shared: tensor memory (tcgen05) is not emulated
; REFUSED: -mcpu=sm_100a | ptx k 1 32 i32:0 i64:0 i64:0 i32:0 | tcgen05
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)

define ptx_kernel void @k(i32 %t, i64 %a, i64 %b, i32 %idesc) {
  %d = inttoptr i32 %t to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 false, i32 0, i32 1, i32 0)
  ret void
}
