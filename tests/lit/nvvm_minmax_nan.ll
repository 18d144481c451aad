; llvm.nvvm.fmin/fmax with .NaN and .ftz on f32, f16, f16x2, bf16 and bf16x2, and
; llvm.nvvm.abs/neg on bf16 and bf16x2 (issue 11, LLVM's math-intrins-sm80-ptx70-autoupgrade.ll):
; one min/max/abs/neg each (sm_80, PTX ISA 7.0). Lanes 0 and 5 take a NaN operand: the .NaN
; forms give the canonical NaN, the others the other operand. Both engines run it.
; RUN: -mcpu=sm_80 -mattr=+ptx70 | CHECK
; EXEC: -mcpu=sm_80 -mattr=+ptx70 | k 1 32 buf:f32:64:rand:3:-4:4 buf:f16:64:rand:5:-4:4 buf:bf16:64:rand:7:-4:4 buf:i32:640:zero
; EXEC: -mcpu=sm_80 -mattr=+ptx70 -O0 | k 1 32 buf:f32:64:rand:3:-4:4 buf:f16:64:rand:5:-4:4 buf:bf16:64:rand:7:-4:4 buf:i32:640:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-DAG: min.NaN.f32
; CHECK-DAG: max.ftz.NaN.f32
; CHECK-DAG: min.f16 
; CHECK-DAG: max.ftz.f16 
; CHECK-DAG: min.NaN.f16 
; CHECK-DAG: max.ftz.NaN.f16 
; CHECK-DAG: min.f16x2
; CHECK-DAG: max.ftz.f16x2
; CHECK-DAG: min.NaN.f16x2
; CHECK-DAG: max.ftz.NaN.f16x2
; CHECK-DAG: min.bf16 
; CHECK-DAG: max.NaN.bf16 
; CHECK-DAG: min.bf16x2
; CHECK-DAG: max.NaN.bf16x2
; CHECK-DAG: abs.bf16 
; CHECK-DAG: abs.bf16x2
; CHECK-DAG: neg.bf16 
; CHECK-DAG: neg.bf16x2
define ptx_kernel void @k(ptr addrspace(1) %fi, ptr addrspace(1) %hi, ptr addrspace(1) %bi, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = mul i32 %t, 2
  %t21 = add i32 %t2, 1
  %m5 = urem i32 %t, 5
  %isnan = icmp eq i32 %m5, 0
  ; f32
  %pf0 = getelementptr float, ptr addrspace(1) %fi, i32 %t2
  %pf1 = getelementptr float, ptr addrspace(1) %fi, i32 %t21
  %fa = load float, ptr addrspace(1) %pf0
  %fb0 = load float, ptr addrspace(1) %pf1
  %fb = select i1 %isnan, float 0x7FF8000000000000, float %fb0
  %r0 = call float @llvm.nvvm.fmin.nan.f(float %fa, float %fb)
  %r1 = call float @llvm.nvvm.fmax.ftz.nan.f(float %fa, float %fb)
  ; f16 and f16x2
  %ph0 = getelementptr half, ptr addrspace(1) %hi, i32 %t2
  %ph1 = getelementptr half, ptr addrspace(1) %hi, i32 %t21
  %ha = load half, ptr addrspace(1) %ph0
  %hb0 = load half, ptr addrspace(1) %ph1
  %hb = select i1 %isnan, half 0xH7E00, half %hb0
  %r2 = call half @llvm.nvvm.fmin.f16(half %ha, half %hb)
  %r3 = call half @llvm.nvvm.fmax.ftz.f16(half %ha, half %hb)
  %r4 = call half @llvm.nvvm.fmin.nan.f16(half %ha, half %hb)
  %r5 = call half @llvm.nvvm.fmax.ftz.nan.f16(half %ha, half %hb)
  %hva = insertelement <2 x half> poison, half %ha, i32 0
  %hv = insertelement <2 x half> %hva, half %hb0, i32 1
  %hwa = insertelement <2 x half> poison, half %hb, i32 0
  %hw = insertelement <2 x half> %hwa, half %ha, i32 1
  %r6 = call <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half> %hv, <2 x half> %hw)
  %r7 = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half> %hv, <2 x half> %hw)
  %r8 = call <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half> %hv, <2 x half> %hw)
  %r9 = call <2 x half> @llvm.nvvm.fmax.ftz.nan.f16x2(<2 x half> %hv, <2 x half> %hw)
  ; bf16 and bf16x2
  %pb0 = getelementptr bfloat, ptr addrspace(1) %bi, i32 %t2
  %pb1 = getelementptr bfloat, ptr addrspace(1) %bi, i32 %t21
  %ba = load bfloat, ptr addrspace(1) %pb0
  %bb0 = load bfloat, ptr addrspace(1) %pb1
  %bb = select i1 %isnan, bfloat 0xR7FC0, bfloat %bb0
  %r10 = call bfloat @llvm.nvvm.fmin.bf16(bfloat %ba, bfloat %bb)
  %r11 = call bfloat @llvm.nvvm.fmax.nan.bf16(bfloat %ba, bfloat %bb)
  %bva = insertelement <2 x bfloat> poison, bfloat %ba, i32 0
  %bv = insertelement <2 x bfloat> %bva, bfloat %bb0, i32 1
  %bwa = insertelement <2 x bfloat> poison, bfloat %bb, i32 0
  %bw = insertelement <2 x bfloat> %bwa, bfloat %ba, i32 1
  %r12 = call <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat> %bv, <2 x bfloat> %bw)
  %r13 = call <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat> %bv, <2 x bfloat> %bw)
  %r14 = call bfloat @llvm.nvvm.abs.bf16(bfloat %ba)
  %r15 = call <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat> %bv)
  %r16 = call bfloat @llvm.nvvm.neg.bf16(bfloat %ba)
  %r17 = call <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat> %bv)
  ; 20 words a thread
  %o = mul i32 %t, 20
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store float %r0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store float %r1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store half %r2, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store half %r3, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store half %r4, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store half %r5, ptr addrspace(1) %q5
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 6
  store <2 x half> %r6, ptr addrspace(1) %q6
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 7
  store <2 x half> %r7, ptr addrspace(1) %q7
  %q8 = getelementptr i32, ptr addrspace(1) %q0, i32 8
  store <2 x half> %r8, ptr addrspace(1) %q8
  %q9 = getelementptr i32, ptr addrspace(1) %q0, i32 9
  store <2 x half> %r9, ptr addrspace(1) %q9
  %q10 = getelementptr i32, ptr addrspace(1) %q0, i32 10
  store bfloat %r10, ptr addrspace(1) %q10
  %q11 = getelementptr i32, ptr addrspace(1) %q0, i32 11
  store bfloat %r11, ptr addrspace(1) %q11
  %q12 = getelementptr i32, ptr addrspace(1) %q0, i32 12
  store <2 x bfloat> %r12, ptr addrspace(1) %q12
  %q13 = getelementptr i32, ptr addrspace(1) %q0, i32 13
  store <2 x bfloat> %r13, ptr addrspace(1) %q13
  %q14 = getelementptr i32, ptr addrspace(1) %q0, i32 14
  store bfloat %r14, ptr addrspace(1) %q14
  %q15 = getelementptr i32, ptr addrspace(1) %q0, i32 15
  store <2 x bfloat> %r15, ptr addrspace(1) %q15
  %q16 = getelementptr i32, ptr addrspace(1) %q0, i32 16
  store bfloat %r16, ptr addrspace(1) %q16
  %q17 = getelementptr i32, ptr addrspace(1) %q0, i32 17
  store <2 x bfloat> %r17, ptr addrspace(1) %q17
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.fmin.nan.f(float, float)
declare float @llvm.nvvm.fmax.ftz.nan.f(float, float)
declare half @llvm.nvvm.fmin.f16(half, half)
declare half @llvm.nvvm.fmax.ftz.f16(half, half)
declare half @llvm.nvvm.fmin.nan.f16(half, half)
declare half @llvm.nvvm.fmax.ftz.nan.f16(half, half)
declare <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fmax.ftz.nan.f16x2(<2 x half>, <2 x half>)
declare bfloat @llvm.nvvm.fmin.bf16(bfloat, bfloat)
declare bfloat @llvm.nvvm.fmax.nan.bf16(bfloat, bfloat)
declare <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat>, <2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat>, <2 x bfloat>)
declare bfloat @llvm.nvvm.abs.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat>)
declare bfloat @llvm.nvvm.neg.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat>)
