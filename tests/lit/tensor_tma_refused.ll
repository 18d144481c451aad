; nvcgrun refuses tensor-map (TMA) copies on both engines: a CUtensorMap's encoding is
; opaque, so emulating one would mean making its layout up.
; RUN: -mcpu=sm_90 | CHECK
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
; REFUSED: -mcpu=sm_90 | ir k 1 32 buf:i32:32:zero | nvcgrun does not execute @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d: a CUtensorMap's encoding is opaque
; REFUSED: -mcpu=sm_90 | ptx k 1 32 buf:i32:32:zero | unsupported: cp.async.bulk.tensor (TMA) -- a CUtensorMap's encoding is opaque
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [32 x i32] undef, align 128
@bar = internal addrspace(3) global i64 undef, align 8

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)

define ptx_kernel void @k(ptr %tm) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) @buf, ptr addrspace(3) @bar, ptr %tm, i32 0, i32 0, i16 0, i64 0, i1 false, i1 false)
  ret void
}
