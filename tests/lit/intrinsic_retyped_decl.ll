; An intrinsic declared with LLVM's other spelling of its type: newer LLVM gives the bf16 /
; f16 conversions a bfloat or <2 x bfloat> / <2 x half> result where nvcg's table (and
; older LLVM) has i16 / i32, and older LLVM gave llvm.nvvm.fma.rn.bf16 i16 operands where
; the table has bfloat. A declaration whose result and parameters differ from the table's
; only by such retypings (i16 / i32 against half, bfloat or a pair of them, of the same
; width) is read as the intrinsic: each call passes its retyped arguments and result
; through a bitcast. Both engines agree.
; RUN: -mcpu=sm_90 | CHECK
; EXEC: -mcpu=sm_90 | k 1 8 buf:i32:32:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 8 buf:i32:32:zero
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tf = uitofp i32 %t to float
  %a = fmul float %tf, 0x3FF5555560000000
  %b = fsub float 2.5, %tf
  %v = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float %a, float %b)
  %h = call <2 x half> @llvm.nvvm.ff2f16x2.rz(float %a, float %b)
  %s = call bfloat @llvm.nvvm.f2bf16.rz(float %b)
  %sb = bitcast bfloat %s to i16
  %f = call i16 @llvm.nvvm.fma.rn.bf16(i16 %sb, i16 %sb, i16 16256)   ; s * s + 1.0
  %i = mul i32 %t, 4
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store <2 x bfloat> %v, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store <2 x half> %h, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store bfloat %s, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i16 %f, ptr addrspace(1) %p3
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: cvt.rn.relu.bf16x2.f32
; CHECK-DAG: cvt.rz.f16x2.f32
; CHECK-DAG: cvt.rz.bf16.f32
; CHECK-DAG: fma.rn.bf16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float, float)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz(float, float)
declare bfloat @llvm.nvvm.f2bf16.rz(float)
declare i16 @llvm.nvvm.fma.rn.bf16(i16, i16, i16)
