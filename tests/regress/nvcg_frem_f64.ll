; REGRESS: nvcg rejected frem on double ("unsupported: frem on f64 (no exact inline
; expansion; use fmod from libdevice)"); opt/expand_frem.c now computes the exact fmod
; with an integer long-division loop over the significands. Cases: a subnormal divisor
; (ratio 2^1030), a huge dividend, the largest finite value mod the smallest subnormal,
; and -0.0 (the result keeps x's sign). Found by randgen.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:4:zero f64:1.0 f64:1e-310 f64:-1e+300 f64:3.0 f64:1.7976931348623157e+308 f64:5e-324 f64:-0.0 f64:2.5
; LLC: wrong
; OUT 7099120917568 0x00000674e4949c40
; OUT -9223372036854775808 0x8000000000000000
; OUT 0 0x0000000000000000
; OUT -9223372036854775808 0x8000000000000000
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, double %x0, double %y0, double %x1, double %y1, double %x2, double %y2, double %x3, double %y3) {
entry:
  %r0 = frem double %x0, %y0
  %b0 = bitcast double %r0 to i64
  %p0 = getelementptr i64, i64 addrspace(1)* %out, i64 0
  store i64 %b0, i64 addrspace(1)* %p0
  %r1 = frem double %x1, %y1
  %b1 = bitcast double %r1 to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %b1, i64 addrspace(1)* %p1
  %r2 = frem double %x2, %y2
  %b2 = bitcast double %r2 to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %b2, i64 addrspace(1)* %p2
  %r3 = frem double %x3, %y3
  %b3 = bitcast double %r3 to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %b3, i64 addrspace(1)* %p3
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, double, double, double, double, double, double, double, double)* @k, !"kernel", i32 1}
