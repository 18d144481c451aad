; Conversions to and from the fp6, fp4 and ue8m0 pairs (issue 11), on the architecture-
; specific Blackwell targets only (sm_100a, 101a, 103a, 110a, 120a, 121a and the family
; targets; ptxas 13 refuses them on sm_100 and sm_120): llvm.nvvm.ff.to.{e2m3x2,e3m2x2,
; e2m1x2}.rn[.relu].satfinite, llvm.nvvm.{e2m3x2,e3m2x2,e2m1x2}.to.f16x2.rn[.relu],
; llvm.nvvm.{ff,bf16x2}.to.ue8m0x2.{rz,rp}[.satfinite] and llvm.nvvm.ue8m0x2.to.bf16x2.
; e2m1x2 is one byte, which PTX holds only in a .b8 register: the conversion goes through
; a scoped one, as LLVM spells it. Rules (nvcgrun's fp.c, checked against a brute-force
; oracle in emu_test and against CUDA 13's cuda_fp6/fp4/fp8.hpp): fp6/fp4 have no NaN or
; infinity, a NaN becomes +MAX_NORM, overflow the signed MAX_NORM; ue8m0 ignores the sign
; and rounds to the power of two below (.rz) or above (.rp), NaN and overflow to 0xff
; unless .satfinite (0xfe). Each thread converts a float scaled to +-32 (through the
; formats' whole range and beyond) with a raw random pattern, and decodes random bytes.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_120a -O0 | CHECK
; RUN: -mcpu=sm_103f | CHECK
; EXEC: -mcpu=sm_100a | k 4 128 buf:i32:1024:rand:21 buf:i32:8192:zero
; EXEC: -mcpu=sm_120a -O0 | k 4 128 buf:i32:1024:rand:22 buf:i32:8192:zero
; ERROR: -mcpu=sm_100 | needs an architecture-specific Blackwell target (sm_100a, sm_101a, sm_103a, sm_110a, sm_120a, sm_121a or a family target such as sm_100f), but the target is sm_100
; ERROR: -mcpu=sm_120 | but the target is sm_120
; ERROR: -mcpu=sm_90a | but the target is sm_90a
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cb = mul i32 %cta, 128
  %t = add i32 %cb, %tid
  %i0 = mul i32 %t, 2
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %i0
  %r0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  %r1 = load i32, ptr addrspace(1) %p1
  %s = sitofp i32 %r0 to float
  %a = fmul float %s, 0x3E50000000000000          ; r0 * 2^-26: +-32
  %b = bitcast i32 %r1 to float
  %c0 = call i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float %a, float %b)
  %c1 = call i16 @llvm.nvvm.ff.to.e2m3x2.rn.relu.satfinite(float %b, float %a)
  %c2 = call i16 @llvm.nvvm.ff.to.e3m2x2.rn.satfinite(float %a, float %b)
  %c3 = call i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float %b, float %a)
  %c4 = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b)
  %c5 = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite(float %b, float %a)
  %c6 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float %a, float %b)
  %c7 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rz.satfinite(float %b, float %a)
  %c8 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rp(float %a, float %b)
  %c9 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float %b, float %a)
  %v = bitcast i32 %r1 to <2 x bfloat>
  %c10 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat> %v)
  %c11 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat> %v)
  %c12 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat> %v)
  %c13 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat> %v)
  %q = trunc i32 %r1 to i16
  %d0 = call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16 %q)
  %d1 = call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn.relu(i16 %q)
  %d2 = call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn(i16 %q)
  %d3 = call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16 %q)
  %d4 = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16 %q)
  %d5 = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16 %q)
  %d6 = call <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16 %q)
  %o = mul i32 %t, 16
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %w0 = insertelement <8 x i16> undef, i16 %c0, i32 0
  %w1 = insertelement <8 x i16> %w0, i16 %c1, i32 1
  %w2 = insertelement <8 x i16> %w1, i16 %c2, i32 2
  %w3 = insertelement <8 x i16> %w2, i16 %c3, i32 3
  %w4 = insertelement <8 x i16> %w3, i16 %c4, i32 4
  %w5 = insertelement <8 x i16> %w4, i16 %c5, i32 5
  %w6 = insertelement <8 x i16> %w5, i16 %c6, i32 6
  %w7 = insertelement <8 x i16> %w6, i16 %c7, i32 7
  store <8 x i16> %w7, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  %x0 = insertelement <8 x i16> undef, i16 %c8, i32 0
  %x1 = insertelement <8 x i16> %x0, i16 %c9, i32 1
  %x2 = insertelement <8 x i16> %x1, i16 %c10, i32 2
  %x3 = insertelement <8 x i16> %x2, i16 %c11, i32 3
  %x4 = insertelement <8 x i16> %x3, i16 %c12, i32 4
  %x5 = insertelement <8 x i16> %x4, i16 %c13, i32 5
  %x6 = insertelement <8 x i16> %x5, i16 %q, i32 6
  %x7 = insertelement <8 x i16> %x6, i16 0, i32 7
  store <8 x i16> %x7, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 8
  store <2 x half> %d0, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 9
  store <2 x half> %d1, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 10
  store <2 x half> %d2, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 11
  store <2 x half> %d3, ptr addrspace(1) %q5
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 12
  store <2 x half> %d4, ptr addrspace(1) %q6
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 13
  store <2 x half> %d5, ptr addrspace(1) %q7
  %q8 = getelementptr i32, ptr addrspace(1) %q0, i32 14
  store <2 x bfloat> %d6, ptr addrspace(1) %q8
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: cvt.rn.satfinite.e2m3x2.f32
; CHECK-DAG: cvt.rn.satfinite.relu.e2m3x2.f32
; CHECK-DAG: cvt.rn.satfinite.e3m2x2.f32
; CHECK-DAG: cvt.rn.satfinite.relu.e3m2x2.f32
; CHECK-DAG: .reg .b8 %e2m1x2_out;
; CHECK-DAG: cvt.rn.satfinite.e2m1x2.f32 %e2m1x2_out
; CHECK-DAG: cvt.rn.satfinite.relu.e2m1x2.f32 %e2m1x2_out
; CHECK-DAG: cvt.rz.ue8m0x2.f32
; CHECK-DAG: cvt.rz.satfinite.ue8m0x2.f32
; CHECK-DAG: cvt.rp.ue8m0x2.f32
; CHECK-DAG: cvt.rp.satfinite.ue8m0x2.f32
; CHECK-DAG: cvt.rz.ue8m0x2.bf16x2
; CHECK-DAG: cvt.rz.satfinite.ue8m0x2.bf16x2
; CHECK-DAG: cvt.rp.ue8m0x2.bf16x2
; CHECK-DAG: cvt.rp.satfinite.ue8m0x2.bf16x2
; CHECK-DAG: cvt.rn.f16x2.e2m3x2
; CHECK-DAG: cvt.rn.relu.f16x2.e2m3x2
; CHECK-DAG: cvt.rn.f16x2.e3m2x2
; CHECK-DAG: cvt.rn.relu.f16x2.e3m2x2
; CHECK-DAG: cvt.u8.u16 %e2m1x2_in
; CHECK-DAG: cvt.rn.f16x2.e2m1x2 {{%[a-z]+[0-9]+}}, %e2m1x2_in;
; CHECK-DAG: cvt.rn.relu.f16x2.e2m1x2 {{%[a-z]+[0-9]+}}, %e2m1x2_in;
; CHECK-DAG: cvt.rn.bf16x2.ue8m0x2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.relu.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float, float)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat>)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat>)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat>)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat>)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn.relu(i16)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16)
declare <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16)
