; nvcgrun refuses the sm_100 tensor-map copy modes on both engines, as it does the others
; (a CUtensorMap's encoding is opaque).
; RUN: -mcpu=sm_100a | CHECK
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes
; REFUSED: -mcpu=sm_100a | ir k 1 32 buf:i32:32:zero | nvcgrun does not execute @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d: a CUtensorMap's encoding is opaque
; REFUSED: -mcpu=sm_100a | ptx k 1 32 buf:i32:32:zero | unsupported: cp.async.bulk.tensor (TMA) -- a CUtensorMap's encoding is opaque
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [32 x i32] undef, align 128
@bar = internal addrspace(3) global i64 undef, align 8

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)

define ptx_kernel void @k(ptr %tm) {
  %d = addrspacecast ptr addrspace(3) @buf to ptr addrspace(7)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) @bar, ptr %tm, i32 0, i32 0, i32 1, i32 2, i32 3, i16 0, i64 0, i1 false, i1 false, i32 0)
  ret void
}
