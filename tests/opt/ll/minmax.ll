; instcombine: a select of the two operands of its own integer compare becomes
; llvm.smax/smin/umax/umin (one PTX max/min instead of setp + selp), either way round and
; against a constant whose compare was canonicalised to the strict form (x >= 5 is
; x > 4, so `x > 4 ? x : 5` is smax(x, 5)). What must stay a select: an equality
; compare, a bound one off from the compare's constant in the wrong direction, a select
; of something other than the compared values, an i1 select.
;
; NVOPT-IC: -passes=instcombine

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; IC-LABEL: define void @forms(
; IC: %a = call i32 @llvm.smax.i32(i32 %x, i32 %y)
; IC: %b = call i32 @llvm.smin.i32(i32 %x, i32 %y)
; IC: %c = call i32 @llvm.umax.i32(i32 %x, i32 %y)
; IC: %d = call i32 @llvm.umin.i32(i32 %x, i32 %y)
; IC: %e = call i32 @llvm.smin.i32(i32 %x, i32 %y)
; IC: %f = call i64 @llvm.umax.i64(i64 %w, i64 %v)
; IC: %g = call i16 @llvm.smax.i16(i16 %h, i16 %k)
define void @forms(i32 %x, i32 %y, i64 %w, i64 %v, i16 %h, i16 %k, ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
  %ca = icmp sgt i32 %x, %y
  %a = select i1 %ca, i32 %x, i32 %y
  %cb = icmp slt i32 %x, %y
  %b = select i1 %cb, i32 %x, i32 %y
  %cc = icmp uge i32 %x, %y
  %c = select i1 %cc, i32 %x, i32 %y
  %cd = icmp ule i32 %x, %y
  %d = select i1 %cd, i32 %x, i32 %y
  ; swapped arms: x > y ? y : x is the minimum
  %ce = icmp sgt i32 %x, %y
  %e = select i1 %ce, i32 %y, i32 %x
  %cf = icmp ugt i64 %w, %v
  %f = select i1 %cf, i64 %w, i64 %v
  %cg = icmp sgt i16 %h, %k
  %g = select i1 %cg, i16 %h, i16 %k
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  store i32 %s4, ptr addrspace(1) %p, align 4
  store i64 %f, ptr addrspace(1) %q, align 8
  store i16 %g, ptr addrspace(1) %r, align 2
  ret void
}

; IC-LABEL: define void @bounds(
; IC: %a = call i32 @llvm.smax.i32(i32 %x, i32 0)
; IC: %b = call i32 @llvm.smax.i32(i32 %x, i32 5)
; IC: %c = call i32 @llvm.smin.i32(i32 %x, i32 100)
; IC: %d = call i32 @llvm.umin.i32(i32 %x, i32 255)
; IC: %e = call i32 @llvm.smin.i32(i32 %x, i32 8)
; IC: %f = call i32 @llvm.smax.i32(i32 %x, i32 -1)
define void @bounds(i32 %x, ptr addrspace(1) %p) {
  %ca = icmp sgt i32 %x, 0
  %a = select i1 %ca, i32 %x, i32 0
  ; x >= 5 ? x : 5, canonicalised to x > 4
  %cb = icmp sge i32 %x, 5
  %b = select i1 %cb, i32 %x, i32 5
  ; x <= 100 ? x : 100, canonicalised to x < 101
  %cc = icmp sle i32 %x, 100
  %c = select i1 %cc, i32 %x, i32 100
  %cd = icmp ult i32 %x, 255
  %d = select i1 %cd, i32 %x, i32 255
  ; x > 7 ? 8 : x is x >= 8 ? 8 : x
  %ce = icmp sgt i32 %x, 7
  %e = select i1 %ce, i32 8, i32 %x
  %cf = icmp sgt i32 %x, -1
  %f = select i1 %cf, i32 %x, i32 -1
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  store i32 %s5, ptr addrspace(1) %p, align 4
  ret void
}

; IC-LABEL: define void @keep(
; IC: %a = select i1 %ca, i32 %x, i32 %y
; IC: %b = select i1 %cb, i32 %x, i32 3
; IC: %c = select i1 %cc, i32 %x, i32 %z
; IC: %d = select i1 %cd, i32 %x, i32 4
; IC: %e = select i1 %ce, i1 %t, i1 %u
; IC: %f = select i1 %cf, i32 %x, i32 -2147483648
; IC-NOT: call i32 @llvm.
define void @keep(i32 %x, i32 %y, i32 %z, i1 %t, i1 %u, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %ca = icmp eq i32 %x, %y
  %a = select i1 %ca, i32 %x, i32 %y
  ; x > 4 ? x : 3 is not a maximum (x = 4 gives 3)
  %cb = icmp sgt i32 %x, 4
  %b = select i1 %cb, i32 %x, i32 3
  %cc = icmp sgt i32 %x, %y
  %c = select i1 %cc, i32 %x, i32 %z
  ; x u> 5 ? x : 4 is not a maximum either (x = 5 gives 4)
  %cd = icmp ugt i32 %x, 5
  %d = select i1 %cd, i32 %x, i32 4
  %ce = icmp ult i1 %t, %u
  %e = select i1 %ce, i1 %t, i1 %u
  ; INT_MIN is INT_MAX + 1 only by wrapping: x > INT_MAX never holds, so this is always
  ; INT_MIN, not smax(x, INT_MIN)
  %cf = icmp sgt i32 %x, 2147483647
  %f = select i1 %cf, i32 %x, i32 -2147483648
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %f
  store i32 %s4, ptr addrspace(1) %p, align 4
  %ez = zext i1 %e to i32
  store i32 %ez, ptr addrspace(1) %q, align 4
  ret void
}
