; llvm.nvvm.rsqrt.approx.ftz.d: rsqrt.approx.ftz.f64, which works on the upper 32 bits of
; the double (the low word of the input is ignored, the result's low word is zero, a
; subnormal input is zero). Both engines model it the same way (as for
; rcp.approx.ftz.f64); the non-ftz form is an ordinary rsqrt.approx.f64.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 32 buf:i64:64:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i64:64:zero
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %hi = mul i64 %t64, 281479271677952    ; steps the exponent and the top fraction bits
  %b = add i64 %hi, 4607182418800017408  ; 1.0 and up
  %is3 = icmp eq i32 %t, 3
  %b1 = select i1 %is3, i64 4503599627370495, i64 %b   ; the largest subnormal
  %x = bitcast i64 %b1 to double
  %r = call double @llvm.nvvm.rsqrt.approx.ftz.d(double %x)
  %i = mul i32 %t, 2
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store double %r, ptr addrspace(1) %p
  %q = getelementptr i64, ptr addrspace(1) %p, i32 1
  store double %x, ptr addrspace(1) %q
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: rsqrt.approx.ftz.f64

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare double @llvm.nvvm.rsqrt.approx.ftz.d(double)
