; llvm.nvvm.fma.rn{.ftz}.sat.f16 and .f16x2: fma.rn{.ftz}.sat, the result clamped to
; [0, 1] and NaN made +0; random inputs in [-2, 2) give results on both sides of the clamp,
; and the ir and ptx engines agree.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 32 buf:f16:96:rand:9:-2:2 buf:f16:256:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:f16:96:rand:4:-2:2 buf:f16:256:zero
target triple = "nvptx64-nvidia-cuda"

declare half @llvm.nvvm.fma.rn.sat.f16(half, half, half)
declare half @llvm.nvvm.fma.rn.ftz.sat.f16(half, half, half)
declare <2 x half> @llvm.nvvm.fma.rn.sat.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fma.rn.ftz.sat.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: .entry k(
; CHECK-DAG: fma.rn.sat.f16 
; CHECK-DAG: fma.rn.ftz.sat.f16 
; CHECK-DAG: fma.rn.sat.f16x2
; CHECK-DAG: fma.rn.ftz.sat.f16x2
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul i32 %t, 3
  %pa = getelementptr half, ptr addrspace(1) %in, i32 %i
  %a = load half, ptr addrspace(1) %pa, align 2
  %pb = getelementptr half, ptr addrspace(1) %pa, i32 1
  %b = load half, ptr addrspace(1) %pb, align 2
  %pc = getelementptr half, ptr addrspace(1) %pa, i32 2
  %c = load half, ptr addrspace(1) %pc, align 2
  ; lane 0 makes a NaN (inf * 0), lane 1 a subnormal product
  %is0 = icmp eq i32 %t, 0
  %is1 = icmp eq i32 %t, 1
  %a1 = select i1 %is0, half 0xH7C00, half %a
  %b1 = select i1 %is0, half 0xH0000, half %b
  %a2 = select i1 %is1, half 0xH0010, half %a1
  %c2 = select i1 %is1, half 0xH0000, half %c
  %r0 = call half @llvm.nvvm.fma.rn.sat.f16(half %a2, half %b1, half %c2)
  %r1 = call half @llvm.nvvm.fma.rn.ftz.sat.f16(half %a2, half %b1, half %c2)
  %va0 = insertelement <2 x half> undef, half %a2, i32 0
  %va = insertelement <2 x half> %va0, half %b1, i32 1
  %vb0 = insertelement <2 x half> undef, half %b1, i32 0
  %vb = insertelement <2 x half> %vb0, half %c2, i32 1
  %vc0 = insertelement <2 x half> undef, half %c2, i32 0
  %vc = insertelement <2 x half> %vc0, half %a2, i32 1
  %v0 = call <2 x half> @llvm.nvvm.fma.rn.sat.f16x2(<2 x half> %va, <2 x half> %vb, <2 x half> %vc)
  %v1 = call <2 x half> @llvm.nvvm.fma.rn.ftz.sat.f16x2(<2 x half> %va, <2 x half> %vb, <2 x half> %vc)
  %o = shl i32 %t, 3
  %q0 = getelementptr half, ptr addrspace(1) %out, i32 %o
  store half %r0, ptr addrspace(1) %q0, align 2
  %q1 = getelementptr half, ptr addrspace(1) %q0, i32 1
  store half %r1, ptr addrspace(1) %q1, align 2
  %q2 = getelementptr half, ptr addrspace(1) %q0, i32 2
  store <2 x half> %v0, ptr addrspace(1) %q2, align 4
  %q4 = getelementptr half, ptr addrspace(1) %q0, i32 4
  store <2 x half> %v1, ptr addrspace(1) %q4, align 4
  ret void
}
