; llvm.nvvm.mapa.shared.cluster in LLVM 20's spelling, which returns a ptr addrspace(3):
; the same mapa.shared::cluster instruction; the result is used as a shared::cta pointer
; (ld.shared), as LLVM 20 does. Executed on both engines (rank 0 of a one-CTA cluster).
; EXEC: -mcpu=sm_90 | k 1 32 buf:i32:32:rand:4 buf:i32:32:zero
; RUN: -mcpu=sm_90 | CHECK
; ERROR: -mcpu=sm_89 | mapa_shared_cluster_p3.ll:28:3: error: in function 'k': cannot select intrinsic_wo_chain llvm.nvvm.mapa.shared.cluster of type i64 for sm_89: 'mapa.shared::cluster.u64' needs sm_90
; CHECK: mapa.shared::cluster.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 0;
; CHECK: ld.shared.u32
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [32 x i32] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %ip = getelementptr i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %ip, align 4
  %sp = getelementptr i32, ptr addrspace(3) @s, i32 %tid
  store i32 %v, ptr addrspace(3) %sp, align 4
  call void @llvm.nvvm.barrier0()
  %n = xor i32 %tid, 5
  %np = getelementptr i32, ptr addrspace(3) @s, i32 %n
  %mp = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %np, i32 0)
  %w = load i32, ptr addrspace(3) %mp, align 4
  %op = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %w, ptr addrspace(1) %op, align 4
  ret void
}
