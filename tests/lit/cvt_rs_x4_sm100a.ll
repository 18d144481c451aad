; Stochastic rounding of f32 quads to the narrow formats (issue 11): llvm.nvvm.f32x4.to.
; {e4m3x4,e5m2x4,e2m3x4,e3m2x4}.rs[.relu].satfinite (a <4 x i8>) and f32x4.to.e2m1x4.rs
; [.relu].satfinite (an i16), an i32 of random bits last: cvt.rs{.relu}.satfinite.<type>.f32
; d, {a, b, e, f}, rbits on sm_100a and sm_103a only (PTX ISA 8.7; ptxas 13 refuses every
; other target). The vector's elements are the braced operands in order, element 0 first
; (into the top byte or nibble), as LLVM passes them. Neither engine runs these: the ISA
; says which random bits round which element only in figures (REFUSED below; the f16x2 /
; bf16x2 forms, whose layout its text gives, run: cvt_rs_sm100a.ll).
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103a -O0 | CHECK
; ERROR: -mcpu=sm_100 | needs sm_100a or sm_103a (stochastic rounding exists on no other target), but the target is sm_100
; ERROR: -mcpu=sm_103f | but the target is sm_103f
; ERROR: -mcpu=sm_120a | but the target is sm_120a
; REFUSED: -mcpu=sm_100a | ir k 1 1 buf:i32:4:zero | stochastic rounding to four narrow values (cvt.rs's x4 forms) is not emulated
; REFUSED: -mcpu=sm_100a | ptx k 1 1 buf:i32:4:zero | unsupported: cvt.rs.e4m3x4.f32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %v = load <4 x float>, ptr addrspace(1) %out
  %rb = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float> %v, i32 %rb)
  %c1 = call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.relu.satfinite(<4 x float> %v, i32 %rb)
  %c2 = call <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.satfinite(<4 x float> %v, i32 %rb)
  %c3 = call <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite(<4 x float> %v, i32 %rb)
  %c4 = call <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.satfinite(<4 x float> %v, i32 %rb)
  %c5 = call <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.relu.satfinite(<4 x float> %v, i32 %rb)
  %c6 = call <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite(<4 x float> %v, i32 %rb)
  %c7 = call <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float> %v, i32 %rb)
  %c8 = call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float> %v, i32 %rb)
  %c9 = call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite(<4 x float> %v, i32 %rb)
  %x0 = xor <4 x i8> %c0, %c1
  %x1 = xor <4 x i8> %x0, %c2
  %x2 = xor <4 x i8> %x1, %c3
  %x3 = xor <4 x i8> %x2, %c4
  %x4 = xor <4 x i8> %x3, %c5
  %x5 = xor <4 x i8> %x4, %c6
  %x6 = xor <4 x i8> %x5, %c7
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store <4 x i8> %x6, ptr addrspace(1) %p1
  %y = xor i16 %c8, %c9
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i16 %y, ptr addrspace(1) %p2
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: ld.global.v4.f32 {[[E0:%f[0-9]+]], [[E1:%f[0-9]+]], [[E2:%f[0-9]+]], [[E3:%f[0-9]+]]}
; CHECK-DAG: cvt.rs.satfinite.e4m3x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}, %r{{[0-9]+}};
; CHECK-DAG: cvt.rs.relu.satfinite.e4m3x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}, %r{{[0-9]+}};
; CHECK-DAG: cvt.rs.satfinite.e5m2x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}
; CHECK-DAG: cvt.rs.relu.satfinite.e5m2x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}
; CHECK-DAG: cvt.rs.satfinite.e2m3x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}
; CHECK-DAG: cvt.rs.relu.satfinite.e2m3x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}
; CHECK-DAG: cvt.rs.satfinite.e3m2x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}
; CHECK-DAG: cvt.rs.relu.satfinite.e3m2x4.f32 %hh{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}
; CHECK-DAG: cvt.rs.satfinite.e2m1x4.f32 %rs{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}, %r{{[0-9]+}};
; CHECK-DAG: cvt.rs.relu.satfinite.e2m1x4.f32 %rs{{[0-9]+}}, {[[E0]], [[E1]], [[E2]], [[E3]]}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.relu.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.relu.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float>, i32)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float>, i32)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite(<4 x float>, i32)
