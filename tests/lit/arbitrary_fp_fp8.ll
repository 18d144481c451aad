; LLVM's generic conversions to and from an arbitrary floating-point format (issue 11), for
; the fp8 formats: llvm.convert.to.arbitrary.fp / llvm.convert.from.arbitrary.fp with
; metadata !"Float8E4M3FN" / !"Float8E5M2" (and !"round.tonearest"), from and to float,
; half and double, scalars and vectors. nvcg holds the metadata strings as i32 codes and
; maps each element to PTX's packed conversion (cvt.rn.satfinite.{e4m3x2,e5m2x2}.{f32,
; f16x2} and cvt.rn.f16x2.{e4m3x2,e5m2x2}: sm_89 with PTX ISA 8.1, sm_90 on), the value in
; the pair's low element; the ir engine runs the intrinsics from their definition (fp.c's
; narrow rounding, .rn with saturation: LLVM's result with saturation, and a refinement
; of its poison without it for e4m3fn, which has no infinity). Values: a random integer
; scaled to +-2^10 (beyond e4m3's 448, within e5m2's 57344) and raw random patterns; every
; byte decoded back.
; RUN: -mcpu=sm_89 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; RUN: -mcpu=sm_100a | CHECK
; EXEC: -mcpu=sm_89 | k 2 128 buf:i32:1024:rand:41 buf:i32:4096:zero
; EXEC: -mcpu=sm_90 -O0 | k 2 128 buf:i32:1024:rand:42 buf:i32:4096:zero
; ERROR: -mcpu=sm_86 | sm_89
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
  %a = fmul float %s, 0x3E00000000000000          ; r0 * 2^-31 * 2^10: +-2^10
  %b = bitcast i32 %r1 to float
  %h = fptrunc float %a to half
  %c0 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %a, metadata !"Float8E4M3FN", metadata !"round.tonearest", i1 false)
  %c1 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %b, metadata !"Float8E4M3FN", metadata !"round.tonearest", i1 true)
  %c2 = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %a, metadata !"Float8E5M2", metadata !"round.tonearest", i1 true)
  %c3 = call i8 @llvm.convert.to.arbitrary.fp.i8.f16(half %h, metadata !"Float8E4M3FN", metadata !"round.tonearest", i1 true)
  %c4 = call i8 @llvm.convert.to.arbitrary.fp.i8.f16(half %h, metadata !"Float8E5M2", metadata !"round.tonearest", i1 true)
  %va = insertelement <2 x float> poison, float %a, i32 0
  %vb = insertelement <2 x float> %va, float %b, i32 1
  %c5 = call <2 x i8> @llvm.convert.to.arbitrary.fp.v2i8.v2f32(<2 x float> %vb, metadata !"Float8E5M2", metadata !"round.tonearest", i1 true)
  ; every byte back: the input's bytes, then the converted ones
  %q0 = trunc i32 %r1 to i8
  %q1s = lshr i32 %r1, 8
  %q1 = trunc i32 %q1s to i8
  %d0 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %q0, metadata !"Float8E4M3FN")
  %d1 = call float @llvm.convert.from.arbitrary.fp.f32.i8(i8 %q1, metadata !"Float8E5M2")
  %d2 = call half @llvm.convert.from.arbitrary.fp.f16.i8(i8 %c0, metadata !"Float8E4M3FN")
  %d3 = call double @llvm.convert.from.arbitrary.fp.f64.i8(i8 %c2, metadata !"Float8E5M2")
  %q16 = trunc i32 %r1 to i16
  %vq = bitcast i16 %q16 to <2 x i8>
  %d4 = call <2 x float> @llvm.convert.from.arbitrary.fp.v2f32.v2i8(<2 x i8> %vq, metadata !"Float8E4M3FN")
  %o = mul i32 %t, 16
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %w0 = zext i8 %c0 to i32
  %w1 = zext i8 %c1 to i32
  %w2 = zext i8 %c2 to i32
  %w3 = zext i8 %c3 to i32
  %w4 = zext i8 %c4 to i32
  %w5 = bitcast <2 x i8> %c5 to i16
  %w5z = zext i16 %w5 to i32
  %l0 = shl i32 %w1, 8
  %l1 = shl i32 %w2, 16
  %l2 = shl i32 %w3, 24
  %m0 = or i32 %w0, %l0
  %m1 = or i32 %m0, %l1
  %m2 = or i32 %m1, %l2
  store i32 %m2, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  %l3 = shl i32 %w5z, 8
  %m3 = or i32 %w4, %l3
  store i32 %m3, ptr addrspace(1) %po1
  %po2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store float %d0, ptr addrspace(1) %po2
  %po3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  store float %d1, ptr addrspace(1) %po3
  %po4 = getelementptr i32, ptr addrspace(1) %po, i32 4
  store half %d2, ptr addrspace(1) %po4
  %po6 = getelementptr i32, ptr addrspace(1) %po, i32 6
  store double %d3, ptr addrspace(1) %po6
  %po8 = getelementptr i32, ptr addrspace(1) %po, i32 8
  store <2 x float> %d4, ptr addrspace(1) %po8
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: cvt.rn.satfinite.e4m3x2.f32
; CHECK-DAG: cvt.rn.satfinite.e5m2x2.f32
; CHECK-DAG: cvt.rn.satfinite.e4m3x2.f16x2
; CHECK-DAG: cvt.rn.satfinite.e5m2x2.f16x2
; CHECK-DAG: cvt.rn.f16x2.e4m3x2
; CHECK-DAG: cvt.rn.f16x2.e5m2x2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i8 @llvm.convert.to.arbitrary.fp.i8.f32(float, metadata, metadata, i1)
declare i8 @llvm.convert.to.arbitrary.fp.i8.f16(half, metadata, metadata, i1)
declare <2 x i8> @llvm.convert.to.arbitrary.fp.v2i8.v2f32(<2 x float>, metadata, metadata, i1)
declare float @llvm.convert.from.arbitrary.fp.f32.i8(i8, metadata)
declare half @llvm.convert.from.arbitrary.fp.f16.i8(i8, metadata)
declare double @llvm.convert.from.arbitrary.fp.f64.i8(i8, metadata)
declare <2 x float> @llvm.convert.from.arbitrary.fp.v2f32.v2i8(<2 x i8>, metadata)
