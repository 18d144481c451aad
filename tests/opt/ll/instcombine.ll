; instcombine: power-of-two division and remainder, NVVM approximate intrinsics on
; constants where the approximation is exact, canonical compares and selects; and what
; must stay (a signed division of a value that may be negative, lg2 of a non-power).
;
; NVOPT-IC: -passes=instcombine

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.lg2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.rcp.approx.ftz.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare double @llvm.nvvm.rsqrt.approx.d(double)

; IC-LABEL: define void @divrem(
; IC: %a = and i32 %x, 7
; IC: %b = lshr i32 %x, 4
; IC: %c = ashr exact i32 %x, 2
; IC: %d = lshr i32 %z, 2
; IC: %e = and i32 %z, 15
; IC: %f = sdiv i32 %x, 4
; IC: %g = srem i32 %x, 4
define void @divrem(i32 %x, i16 %y, ptr addrspace(1) %p) {
  %z = zext i16 %y to i32
  %a = urem i32 %x, 8
  %b = udiv i32 %x, 16
  %c = sdiv exact i32 %x, 4
  %d = sdiv i32 %z, 4
  %e = srem i32 %z, 16
  %f = sdiv i32 %x, 4
  %g = srem i32 %x, 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %s6 = add i32 %s5, %g
  store i32 %s6, ptr addrspace(1) %p, align 4
  ret void
}

; IC-LABEL: define void @approx(
; IC: store float 4.000000e+00, ptr addrspace(1) %p
; IC: store float 8.000000e+00, ptr addrspace(1) %p
; IC: store float -2.500000e-01, ptr addrspace(1) %p
; IC: store float 8.000000e+00, ptr addrspace(1) %p
; IC: store double 5.000000e-01, ptr addrspace(1) %q
; IC: %l3 = call float @llvm.nvvm.lg2.approx.f(float 3.000000e+00)
define void @approx(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %l = call float @llvm.nvvm.lg2.approx.f(float 16.0)
  store float %l, ptr addrspace(1) %p, align 4
  %e = call float @llvm.nvvm.ex2.approx.ftz.f(float 3.0)
  store float %e, ptr addrspace(1) %p, align 4
  %r = call float @llvm.nvvm.rcp.approx.ftz.f(float -4.0)
  store float %r, ptr addrspace(1) %p, align 4
  %s = call float @llvm.nvvm.sqrt.approx.f(float 64.0)
  store float %s, ptr addrspace(1) %p, align 4
  %t = call double @llvm.nvvm.rsqrt.approx.d(double 4.0)
  store double %t, ptr addrspace(1) %q, align 8
  %l3 = call float @llvm.nvvm.lg2.approx.f(float 3.0)
  store float %l3, ptr addrspace(1) %p, align 4
  ret void
}

; IC-LABEL: define void @cmp(
; IC: %a = icmp sgt i32 %x, 4
; IC: %b = icmp sgt i32 %x, 5
; IC: %c = icmp eq i32 %x, 0
; IC: %d = icmp ult i32 %x, 10
; IC: %e = icmp sge i32 %x, -2147483648
; IC: %s = select i1 %a, i32 %y, i32 %x
; IC: %t = xor i1 %b, true
define void @cmp(i32 %x, i32 %y, ptr addrspace(1) %p) {
  %a = icmp sge i32 %x, 5
  %b = icmp slt i32 5, %x
  %c = icmp ult i32 %x, 1
  %d = icmp ule i32 %x, 9
  %e = icmp sge i32 %x, -2147483648
  %na = xor i1 %a, true
  %s = select i1 %na, i32 %x, i32 %y
  %t = select i1 %b, i1 false, i1 true
  %u = and i1 %c, %d
  %v = and i1 %u, %e
  %w = and i1 %v, %t
  %wz = zext i1 %w to i32
  %r = add i32 %s, %wz
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
