; llvm.nvvm.fma.rn{.ftz}.relu on f16, f16x2, bf16 and bf16x2 (issue 11, LLVM's
; math-intrins-sm80-ptx70-autoupgrade.ll): fma.rn.relu (sm_80, PTX ISA 7.0), a negative
; result is +0. Inputs in [-4, 4]: about half the results are clamped. Both engines run it.
; RUN: -mcpu=sm_80 -mattr=+ptx70 | CHECK
; EXEC: -mcpu=sm_80 -mattr=+ptx70 | k 1 32 buf:f16:96:rand:5:-4:4 buf:bf16:96:rand:9:-4:4 buf:i32:192:zero
; EXEC: -mcpu=sm_80 -mattr=+ptx70 -O0 | k 1 32 buf:f16:96:rand:5:-4:4 buf:bf16:96:rand:9:-4:4 buf:i32:192:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-DAG: fma.rn.relu.f16 
; CHECK-DAG: fma.rn.ftz.relu.f16 
; CHECK-DAG: fma.rn.relu.f16x2
; CHECK-DAG: fma.rn.ftz.relu.f16x2
; CHECK-DAG: fma.rn.relu.bf16 
; CHECK-DAG: fma.rn.relu.bf16x2
define ptx_kernel void @k(ptr addrspace(1) %hi, ptr addrspace(1) %bi, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t3 = mul i32 %t, 3
  %ph = getelementptr half, ptr addrspace(1) %hi, i32 %t3
  %hv = load <3 x half>, ptr addrspace(1) %ph, align 2
  %ha = extractelement <3 x half> %hv, i32 0
  %hb = extractelement <3 x half> %hv, i32 1
  %hc = extractelement <3 x half> %hv, i32 2
  %pb = getelementptr bfloat, ptr addrspace(1) %bi, i32 %t3
  %bv = load <3 x bfloat>, ptr addrspace(1) %pb, align 2
  %ba = extractelement <3 x bfloat> %bv, i32 0
  %bb = extractelement <3 x bfloat> %bv, i32 1
  %bc = extractelement <3 x bfloat> %bv, i32 2
  %r0 = call half @llvm.nvvm.fma.rn.relu.f16(half %ha, half %hb, half %hc)
  %r1 = call half @llvm.nvvm.fma.rn.ftz.relu.f16(half %hb, half %hc, half %ha)
  %x0 = insertelement <2 x half> poison, half %ha, i32 0
  %x = insertelement <2 x half> %x0, half %hb, i32 1
  %y0 = insertelement <2 x half> poison, half %hc, i32 0
  %y = insertelement <2 x half> %y0, half %ha, i32 1
  %r2 = call <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half> %x, <2 x half> %y, <2 x half> %y)
  %r3 = call <2 x half> @llvm.nvvm.fma.rn.ftz.relu.f16x2(<2 x half> %y, <2 x half> %x, <2 x half> %x)
  %r4 = call bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat %ba, bfloat %bb, bfloat %bc)
  %u0 = insertelement <2 x bfloat> poison, bfloat %ba, i32 0
  %u = insertelement <2 x bfloat> %u0, bfloat %bb, i32 1
  %w0 = insertelement <2 x bfloat> poison, bfloat %bc, i32 0
  %w = insertelement <2 x bfloat> %w0, bfloat %ba, i32 1
  %r5 = call <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat> %u, <2 x bfloat> %w, <2 x bfloat> %u)
  %o = mul i32 %t, 6
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store half %r0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store half %r1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store <2 x half> %r2, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store <2 x half> %r3, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store bfloat %r4, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store <2 x bfloat> %r5, ptr addrspace(1) %q5
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.nvvm.fma.rn.relu.f16(half, half, half)
declare half @llvm.nvvm.fma.rn.ftz.relu.f16(half, half, half)
declare <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fma.rn.ftz.relu.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat)
declare <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
