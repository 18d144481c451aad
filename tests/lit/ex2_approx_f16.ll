; llvm.nvvm.ex2.approx.f16 and .f16x2: PTX's ex2.approx.f16 / .f16x2 (sm_75, PTX ISA 7.0;
; no .ftz form). Both engines model the approximation as 2^x rounded to f16. Inputs span
; small and large exponents (underflow to subnormals and zero, overflow to infinity),
; negative values, and a NaN.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 32 buf:i16:64:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i16:64:zero
; ERROR: -mcpu=sm_75 -mattr=+ptx65 | PTX ISA 7.0
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t16 = trunc i32 %t to i16
  %step = mul i16 %t16, 1531                ; walks the f16 range, both signs
  %b0 = add i16 %step, 13107
  %is5 = icmp eq i32 %t, 5
  %b = select i1 %is5, i16 32257, i16 %b0   ; 0x7E01: a NaN
  %x = bitcast i16 %b to half
  %y = call half @llvm.nvvm.ex2.approx.f16(half %x)
  %nb = xor i16 %b, 32768
  %nx = bitcast i16 %nb to half
  %v0 = insertelement <2 x half> poison, half %x, i32 0
  %v = insertelement <2 x half> %v0, half %nx, i32 1
  %w = call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %v)
  %w0 = extractelement <2 x half> %w, i32 0
  %w1 = extractelement <2 x half> %w, i32 1
  %s = fadd half %w0, %w1
  %i = mul i32 %t, 2
  %p0 = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %y, ptr addrspace(1) %p0
  %p1 = getelementptr half, ptr addrspace(1) %p0, i32 1
  store half %s, ptr addrspace(1) %p1
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: ex2.approx.f16 {{%}}
; CHECK-DAG: ex2.approx.f16x2 {{%}}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.nvvm.ex2.approx.f16(half)
declare <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half>)
