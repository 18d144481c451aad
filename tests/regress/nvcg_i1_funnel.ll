; REGRESS: fshl / fshr / rotl / rotr on i1 computed 0 for fshl(1, 0, 1) (randdiff seed
; 100292): the generic expansion shifts by the full width minus one and by one more, which
; on one bit is a shift by the whole width. The amount is taken modulo the width, so on
; one bit it is always 0: fshl and the rotates give their first input, fshr its second.
; TARGETS: sm_75 sm_90
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i8:6:zero i32:1 i32:0 i32:1
; fshl(1, 0, 1), fshl(0, 1, 1)
; OUT 1 0x01
; OUT 0 0x00
; fshr(1, 0, 1), fshr(0, 1, 1)
; OUT 0 0x00
; OUT 1 0x01
; rotl(1, 1), rotr(0, 1)
; OUT 1 0x01
; OUT 0 0x00
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.fshl.i1(i1, i1, i1)
declare i1 @llvm.fshr.i1(i1, i1, i1)

define void @k(i8 addrspace(1)* %out, i32 %a, i32 %b, i32 %c) {
entry:
  %x = trunc i32 %a to i1
  %y = trunc i32 %b to i1
  %s = trunc i32 %c to i1
  %f0 = call i1 @llvm.fshl.i1(i1 %x, i1 %y, i1 %s)
  %f1 = call i1 @llvm.fshl.i1(i1 %y, i1 %x, i1 %s)
  %f2 = call i1 @llvm.fshr.i1(i1 %x, i1 %y, i1 %s)
  %f3 = call i1 @llvm.fshr.i1(i1 %y, i1 %x, i1 %s)
  %f4 = call i1 @llvm.fshl.i1(i1 %x, i1 %x, i1 %s)
  %f5 = call i1 @llvm.fshr.i1(i1 %y, i1 %y, i1 %s)
  %z0 = zext i1 %f0 to i8
  %z1 = zext i1 %f1 to i8
  %z2 = zext i1 %f2 to i8
  %z3 = zext i1 %f3 to i8
  %z4 = zext i1 %f4 to i8
  %z5 = zext i1 %f5 to i8
  store i8 %z0, i8 addrspace(1)* %out
  %p1 = getelementptr i8, i8 addrspace(1)* %out, i64 1
  store i8 %z1, i8 addrspace(1)* %p1
  %p2 = getelementptr i8, i8 addrspace(1)* %out, i64 2
  store i8 %z2, i8 addrspace(1)* %p2
  %p3 = getelementptr i8, i8 addrspace(1)* %out, i64 3
  store i8 %z3, i8 addrspace(1)* %p3
  %p4 = getelementptr i8, i8 addrspace(1)* %out, i64 4
  store i8 %z4, i8 addrspace(1)* %p4
  %p5 = getelementptr i8, i8 addrspace(1)* %out, i64 5
  store i8 %z5, i8 addrspace(1)* %p5
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i8 addrspace(1)*, i32, i32, i32)* @k, !"kernel", i32 1}
