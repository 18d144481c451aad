; llvm.convert.{to,from}.arbitrary.fp for the fp6 and fp4 formats (!"Float6E3M2FN",
; !"Float6E2M3FN", !"Float4E2M1FN": i6 and i4 values) and, from it only, the e8m0 scale
; (!"Float8E8M0FNU"): through PTX's cvt.rn.satfinite.{e3m2x2,e2m3x2,e2m1x2}.f32,
; cvt.rn.f16x2.{e3m2x2,e2m3x2,e2m1x2} and cvt.rn.bf16x2.ue8m0x2, which exist on the
; architecture-specific Blackwell targets and the family targets only (the conversions'
; own error elsewhere). These formats have no NaN or infinity: LLVM's result out of range
; without saturation is poison, which PTX's saturated value refines. Values: a random
; integer scaled to +-32 (beyond every format's range) and raw random patterns; every code
; decoded back.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_120a -O0 | CHECK
; EXEC: -mcpu=sm_100a | k 2 128 buf:i32:1024:rand:43 buf:i32:4096:zero
; EXEC: -mcpu=sm_120a -O0 | k 2 128 buf:i32:1024:rand:44 buf:i32:4096:zero
; ERROR: -mcpu=sm_90 | needs an architecture-specific Blackwell target
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cb = mul i32 %cta, 128
  %t = add i32 %cb, %tid
  %i0 = mul i32 %t, 4
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %i0
  %r0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  %r1 = load i32, ptr addrspace(1) %p1
  %s = sitofp i32 %r0 to float
  %a = fmul float %s, 0x3E50000000000000          ; r0 * 2^-26: +-32
  %b = bitcast i32 %r1 to float
  %c0 = call i6 @llvm.convert.to.arbitrary.fp.i6.f32(float %a, metadata !"Float6E3M2FN", metadata !"round.tonearest", i1 true)
  %c1 = call i6 @llvm.convert.to.arbitrary.fp.i6.f32(float %b, metadata !"Float6E2M3FN", metadata !"round.tonearest", i1 false)
  %c2 = call i4 @llvm.convert.to.arbitrary.fp.i4.f32(float %a, metadata !"Float4E2M1FN", metadata !"round.tonearest", i1 true)
  %va = insertelement <2 x float> poison, float %a, i32 0
  %vb = insertelement <2 x float> %va, float %b, i32 1
  %c3 = call <2 x i4> @llvm.convert.to.arbitrary.fp.v2i4.v2f32(<2 x float> %vb, metadata !"Float4E2M1FN", metadata !"round.tonearest", i1 true)
  %q6 = trunc i32 %r1 to i6
  %q4s = lshr i32 %r1, 8
  %q4 = trunc i32 %q4s to i4
  %q8s = lshr i32 %r1, 16
  %q8 = trunc i32 %q8s to i8
  %d0 = call float @llvm.convert.from.arbitrary.fp.f32.i6(i6 %q6, metadata !"Float6E3M2FN")
  %d1 = call half @llvm.convert.from.arbitrary.fp.f16.i6(i6 %q6, metadata !"Float6E2M3FN")
  %d2 = call float @llvm.convert.from.arbitrary.fp.f32.i4(i4 %q4, metadata !"Float4E2M1FN")
  %d3 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %q8, metadata !"Float8E8M0FNU")
  %d4 = call bfloat @llvm.convert.from.arbitrary.fp.bf16.i8(i8 %q8, metadata !"Float8E8M0FNU")
  %o = mul i32 %t, 8
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %w0 = zext i6 %c0 to i32
  %w1 = zext i6 %c1 to i32
  %w2 = zext i4 %c2 to i32
  %w3 = bitcast <2 x i4> %c3 to i8
  %w3z = zext i8 %w3 to i32
  %l1 = shl i32 %w1, 8
  %l2 = shl i32 %w2, 16
  %l3 = shl i32 %w3z, 24
  %m0 = or i32 %w0, %l1
  %m1 = or i32 %m0, %l2
  %m2 = or i32 %m1, %l3
  store i32 %m2, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store float %d0, ptr addrspace(1) %po1
  %po2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store half %d1, ptr addrspace(1) %po2
  %po3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  store float %d2, ptr addrspace(1) %po3
  %po4 = getelementptr i32, ptr addrspace(1) %po, i32 4
  store float %d3, ptr addrspace(1) %po4
  %po5 = getelementptr i32, ptr addrspace(1) %po, i32 5
  store bfloat %d4, ptr addrspace(1) %po5
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: cvt.rn.satfinite.e3m2x2.f32
; CHECK-DAG: cvt.rn.satfinite.e2m3x2.f32
; CHECK-DAG: cvt.rn.satfinite.e2m1x2.f32
; CHECK-DAG: cvt.rn.f16x2.e3m2x2
; CHECK-DAG: cvt.rn.f16x2.e2m3x2
; CHECK-DAG: cvt.rn.f16x2.e2m1x2
; CHECK-DAG: cvt.rn.bf16x2.ue8m0x2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i6 @llvm.convert.to.arbitrary.fp.i6.f32(float, metadata, metadata, i1)
declare i4 @llvm.convert.to.arbitrary.fp.i4.f32(float, metadata, metadata, i1)
declare <2 x i4> @llvm.convert.to.arbitrary.fp.v2i4.v2f32(<2 x float>, metadata, metadata, i1)
declare float @llvm.convert.from.arbitrary.fp.f32.i6(i6, metadata)
declare half @llvm.convert.from.arbitrary.fp.f16.i6(i6, metadata)
declare float @llvm.convert.from.arbitrary.fp.f32.i4(i4, metadata)
declare float @llvm.convert.from.arbitrary.fp.f32.i8(i8, metadata)
declare bfloat @llvm.convert.from.arbitrary.fp.bf16.i8(i8, metadata)
