; llvm.nvvm.mapa.shared.cluster in LLVM 21's spelling: a shared::cta pointer and a CTA rank
; in, the shared::cluster pointer (ptr addrspace(7)) of that CTA's variable out;
; getctarank.shared.cluster gives the rank back. Executed on both engines (clusters of one
; CTA: rank 0 maps to this CTA's own shared memory, the rank is 0).
; EXEC: -mcpu=sm_90 | k 1 32 buf:i32:32:rand:9 buf:i32:64:zero
; RUN: -mcpu=sm_90 | CHECK
; ERROR: -mcpu=sm_89 | 'getctarank.shared::cluster.u64' needs sm_90
; CHECK: mapa.shared::cluster.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: st.shared::cluster.u32
; CHECK: getctarank.shared::cluster.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [32 x i32] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare void @llvm.nvvm.barrier0()
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3))

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %i = zext i32 %tid to i64
  %ip = getelementptr i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %ip, align 4
  ; write the neighbour's slot of this CTA's array through its shared::cluster address
  %n = add i32 %tid, 1
  %nm = and i32 %n, 31
  %sp = getelementptr i32, ptr addrspace(3) @s, i32 %nm
  %cp = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %sp, i32 %rank)
  store i32 %v, ptr addrspace(7) %cp, align 4
  call void @llvm.nvvm.barrier0()
  %mine = getelementptr i32, ptr addrspace(3) @s, i32 %tid
  %w = load i32, ptr addrspace(3) %mine, align 4
  %r = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) %mine)
  %op = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %w, ptr addrspace(1) %op, align 4
  %i2 = add i64 %i, 32
  %op2 = getelementptr i32, ptr addrspace(1) %out, i64 %i2
  %rr = add i32 %r, %tid
  store i32 %rr, ptr addrspace(1) %op2, align 4
  ret void
}
