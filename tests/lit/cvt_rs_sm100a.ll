; Stochastic rounding of f32 pairs to f16x2 and bf16x2 (issue 11): llvm.nvvm.ff2f16x2.rs
; and llvm.nvvm.ff2bf16x2.rs with .relu and/or .satfinite, an i32 of random bits last
; (cvt.rs{.relu}{.satfinite}.{f16x2,bf16x2}.f32 d, a, b, rbits; sm_100a and sm_103a only,
; PTX ISA 8.7: ptxas 13 refuses every other target, family targets included). Rules (the
; PTX ISA, cvt; nvcgrun's fp.c fp_cvt_rs_pack, checked against a bit-level oracle in
; emu_test): a's random bits are rbits' upper half, b's the lower; f16 uses their 13 low
; bits, bf16 all 16; the bits are added to the bits the conversion discards and the carry
; rounds the magnitude up, past the largest finite value to infinity (.satfinite: that
; value). Each thread converts a value scaled to +-2^16 (f16's overflow), one scaled into
; f16's subnormal range and a raw random pattern (NaN, infinities, f32 subnormals), with
; random bits, through all eight forms.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103a -O0 | CHECK
; EXEC: -mcpu=sm_100a | k 4 128 buf:i32:2048:rand:31 buf:i32:8192:zero
; EXEC: -mcpu=sm_103a -O0 | k 4 128 buf:i32:2048:rand:32 buf:i32:8192:zero
; ERROR: -mcpu=sm_100 | 'llvm.nvvm.ff2bf16x2.rs.relu.satfinite' (cvt.rs.satfinite.bf16x2.f32) needs sm_100a or sm_103a (stochastic rounding exists on no other target), but the target is sm_100
; ERROR: -mcpu=sm_100f | but the target is sm_100f
; ERROR: -mcpu=sm_120a | but the target is sm_120a
; ERROR: -mcpu=sm_90a | but the target is sm_90a
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
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  %rb = load i32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  %rc = load i32, ptr addrspace(1) %p3
  %s = sitofp i32 %r0 to float
  %a = fmul float %s, 0x3F00000000000000          ; r0 * 2^-15: +-2^16
  %sub = fmul float %s, 0x3D20000000000000        ; r0 * 2^-45: +-2^-14, f16 subnormals
  %b = bitcast i32 %r1 to float
  %c0 = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %a, float %sub, i32 %rb)
  %c1 = call <2 x half> @llvm.nvvm.ff2f16x2.rs.relu(float %sub, float %a, i32 %rc)
  %c2 = call <2 x half> @llvm.nvvm.ff2f16x2.rs.satfinite(float %a, float %b, i32 %rb)
  %c3 = call <2 x half> @llvm.nvvm.ff2f16x2.rs.relu.satfinite(float %b, float %a, i32 %rc)
  %c4 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float %a, float %b, i32 %rb)
  %c5 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu(float %b, float %sub, i32 %rc)
  %c6 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.satfinite(float %b, float %a, i32 %rc)
  %c7 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float %a, float %b, i32 %rb)
  %o = mul i32 %t, 8
  %q0 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %o
  store <2 x half> %c0, ptr addrspace(1) %q0
  %q1 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 1
  store <2 x half> %c1, ptr addrspace(1) %q1
  %q2 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 2
  store <2 x half> %c2, ptr addrspace(1) %q2
  %q3 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 3
  store <2 x half> %c3, ptr addrspace(1) %q3
  %q4 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 4
  store <2 x bfloat> %c4, ptr addrspace(1) %q4
  %q5 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 5
  store <2 x bfloat> %c5, ptr addrspace(1) %q5
  %q6 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 6
  store <2 x bfloat> %c6, ptr addrspace(1) %q6
  %q7 = getelementptr <2 x half>, ptr addrspace(1) %q0, i32 7
  store <2 x bfloat> %c7, ptr addrspace(1) %q7
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: cvt.rs.f16x2.f32 %hh{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-DAG: cvt.rs.relu.f16x2.f32
; CHECK-DAG: cvt.rs.satfinite.f16x2.f32
; CHECK-DAG: cvt.rs.relu.satfinite.f16x2.f32
; CHECK-DAG: cvt.rs.bf16x2.f32
; CHECK-DAG: cvt.rs.relu.bf16x2.f32
; CHECK-DAG: cvt.rs.satfinite.bf16x2.f32
; CHECK-DAG: cvt.rs.relu.satfinite.bf16x2.f32

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.relu(float, float, i32)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.satfinite(float, float, i32)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.relu.satfinite(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.satfinite(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float, float, i32)
