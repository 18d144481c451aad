; Conversions to and from the fp8 pairs (issue 11): llvm.nvvm.ff.to.{e4m3x2,e5m2x2}.rn[.relu]
; (two floats, the first to the upper byte), llvm.nvvm.f16x2.to.*.rn[.relu] (a <2 x half>,
; lane 1 to the upper byte) and llvm.nvvm.{e4m3x2,e5m2x2}.to.f16x2.rn[.relu] back. PTX's
; cvt.rn.satfinite{.relu}.e4m3x2.f32 and friends: sm_89 with PTX ISA 8.1 (sm_90 too).
; Each thread converts a float scaled into the formats' range (+-512 and +-2^16: the
; largest finite values and beyond, where .satfinite clamps) paired with a raw random bit
; pattern (NaNs, infinities, subnormals), and decodes a random byte pair; the ir engine
; and the ptx engine (one shared conversion helper, nvcgrun's fp.c, tested against a
; brute-force oracle in emu_test) agree bit for bit.
; RUN: -mcpu=sm_89 -mattr=+ptx81 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_100a -O0 | CHECK
; EXEC: -mcpu=sm_89 -mattr=+ptx81 | k 4 128 buf:i32:1024:rand:11 buf:i32:6144:zero
; EXEC: -mcpu=sm_90 -O0 | k 4 128 buf:i32:1024:rand:12 buf:i32:6144:zero
; ERROR: -mcpu=sm_86 | needs sm_89
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
  %a = fmul float %s, 0x3E90000000000000          ; r0 * 2^-22: +-512
  %a2 = fmul float %s, 0x3F10000000000000         ; r0 * 2^-14: +-2^17
  %b = bitcast i32 %r1 to float
  %c0 = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
  %c1 = call i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float %b, float %a)
  %c2 = call i16 @llvm.nvvm.ff.to.e5m2x2.rn(float %a2, float %b)
  %c3 = call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %b, float %a2)
  %h0 = fptrunc float %a to half
  %h1 = bitcast i32 %r1 to <2 x half>
  %h1e = extractelement <2 x half> %h1, i32 0
  %v0 = insertelement <2 x half> undef, half %h0, i32 0
  %v = insertelement <2 x half> %v0, half %h1e, i32 1
  %c4 = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> %v)
  %c5 = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half> %v)
  %c6 = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half> %v)
  %c7 = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> %h1)
  %q = trunc i32 %r1 to i16
  %d0 = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %q)
  %d1 = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16 %q)
  %d2 = call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16 %q)
  %d3 = call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 %q)
  %o = mul i32 %t, 12
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %z0 = zext i16 %c0 to i32
  store i32 %z0, ptr addrspace(1) %q0
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  %z1 = zext i16 %c1 to i32
  store i32 %z1, ptr addrspace(1) %q1
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  %z2 = zext i16 %c2 to i32
  store i32 %z2, ptr addrspace(1) %q2
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  %z3 = zext i16 %c3 to i32
  store i32 %z3, ptr addrspace(1) %q3
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  %z4 = zext i16 %c4 to i32
  store i32 %z4, ptr addrspace(1) %q4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  %z5 = zext i16 %c5 to i32
  store i32 %z5, ptr addrspace(1) %q5
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 6
  %z6 = zext i16 %c6 to i32
  store i32 %z6, ptr addrspace(1) %q6
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 7
  %z7 = zext i16 %c7 to i32
  store i32 %z7, ptr addrspace(1) %q7
  %q8 = getelementptr i32, ptr addrspace(1) %q0, i32 8
  store <2 x half> %d0, ptr addrspace(1) %q8
  %q9 = getelementptr i32, ptr addrspace(1) %q0, i32 9
  store <2 x half> %d1, ptr addrspace(1) %q9
  %q10 = getelementptr i32, ptr addrspace(1) %q0, i32 10
  store <2 x half> %d2, ptr addrspace(1) %q10
  %q11 = getelementptr i32, ptr addrspace(1) %q0, i32 11
  store <2 x half> %d3, ptr addrspace(1) %q11
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: cvt.rn.satfinite.e4m3x2.f32
; CHECK-DAG: cvt.rn.satfinite.relu.e4m3x2.f32
; CHECK-DAG: cvt.rn.satfinite.e5m2x2.f32
; CHECK-DAG: cvt.rn.satfinite.relu.e5m2x2.f32
; CHECK-DAG: cvt.rn.satfinite.e4m3x2.f16x2
; CHECK-DAG: cvt.rn.satfinite.relu.e4m3x2.f16x2
; CHECK-DAG: cvt.rn.satfinite.e5m2x2.f16x2
; CHECK-DAG: cvt.rn.satfinite.relu.e5m2x2.f16x2
; CHECK-DAG: cvt.rn.f16x2.e4m3x2
; CHECK-DAG: cvt.rn.relu.f16x2.e4m3x2
; CHECK-DAG: cvt.rn.f16x2.e5m2x2
; CHECK-DAG: cvt.rn.relu.f16x2.e5m2x2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half>)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16)
