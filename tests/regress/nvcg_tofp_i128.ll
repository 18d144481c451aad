; REGRESS: nvcg rejected uitofp/sitofp from integers wider than 64 bits ("unsupported:
; conversion from a 128-bit integer to floating point"); opt/expand_fpconvert.c now rounds
; the magnitude to the target's significand in integer arithmetic. x = 2^100 + 2^76 + 1 is
; just above a float tie: float 2^100 + 2^77 (rounding through double first would give
; the tie 2^100 + 2^76 and then 2^100), double 2^100 + 2^76, half +inf, and
; sitofp(-x) to bfloat -2^100. Found by randgen.
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i64:4:zero i64:68719480832 i64:1
; LLC: wrong
; OUT 1904214017 0x0000000071800001
; OUT 5057542381805502464 0x4630000010000000
; OUT 31744 0x0000000000007c00
; OUT 61824 0x000000000000f180
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i64 addrspace(1)* %out, i64 %hi, i64 %lo) {
entry:
  %hw = zext i64 %hi to i128
  %hs = shl i128 %hw, 64
  %lw = zext i64 %lo to i128
  %x = or i128 %hs, %lw
  %f = uitofp i128 %x to float
  %fb = bitcast float %f to i32
  %fz = zext i32 %fb to i64
  store i64 %fz, i64 addrspace(1)* %out
  %d = sitofp i128 %x to double
  %db = bitcast double %d to i64
  %p1 = getelementptr i64, i64 addrspace(1)* %out, i64 1
  store i64 %db, i64 addrspace(1)* %p1
  %h = uitofp i128 %x to half
  %hb = bitcast half %h to i16
  %hz = zext i16 %hb to i64
  %p2 = getelementptr i64, i64 addrspace(1)* %out, i64 2
  store i64 %hz, i64 addrspace(1)* %p2
  %nx = sub i128 0, %x
  %b = sitofp i128 %nx to bfloat
  %bb = bitcast bfloat %b to i16
  %bz = zext i16 %bb to i64
  %p3 = getelementptr i64, i64 addrspace(1)* %out, i64 3
  store i64 %bz, i64 addrspace(1)* %p3
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64 addrspace(1)*, i64, i64)* @k, !"kernel", i32 1}
