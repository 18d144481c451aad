; REGRESS: ctpop / ctlz / cttz / bitreverse on i1 had no lowering in nvcg ("unsupported:
; ctpop on i1 for sm_90", cttz, bitreverse: seeds 100062 100095 100247 of the randdiff
; batch). On one bit they are predicate logic: ctpop and bitreverse are the bit itself,
; ctlz and cttz its complement (1 for 0, 0 for 1).
; TARGETS: sm_75 sm_90
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i8:10:zero i32:0 i32:1
; ctpop 0, 1
; OUT 0 0x00
; OUT 1 0x01
; bitreverse 0, 1
; OUT 0 0x00
; OUT 1 0x01
; ctlz 0, 1; cttz 0, 1
; OUT 1 0x01
; OUT 0 0x00
; OUT 1 0x01
; OUT 0 0x00
; ctlz and cttz of 1 with zero as poison
; OUT 0 0x00
; OUT 0 0x00
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.ctpop.i1(i1)
declare i1 @llvm.bitreverse.i1(i1)
declare i1 @llvm.ctlz.i1(i1, i1)
declare i1 @llvm.cttz.i1(i1, i1)

define void @k(i8 addrspace(1)* %out, i32 %a, i32 %b) {
entry:
  %x = trunc i32 %a to i1
  %y = trunc i32 %b to i1
  %p0 = call i1 @llvm.ctpop.i1(i1 %x)
  call void @st(i8 addrspace(1)* %out, i64 0, i1 %p0)
  %p1 = call i1 @llvm.ctpop.i1(i1 %y)
  call void @st(i8 addrspace(1)* %out, i64 1, i1 %p1)
  %r0 = call i1 @llvm.bitreverse.i1(i1 %x)
  call void @st(i8 addrspace(1)* %out, i64 2, i1 %r0)
  %r1 = call i1 @llvm.bitreverse.i1(i1 %y)
  call void @st(i8 addrspace(1)* %out, i64 3, i1 %r1)
  %l0 = call i1 @llvm.ctlz.i1(i1 %x, i1 false)
  call void @st(i8 addrspace(1)* %out, i64 4, i1 %l0)
  %l1 = call i1 @llvm.ctlz.i1(i1 %y, i1 false)
  call void @st(i8 addrspace(1)* %out, i64 5, i1 %l1)
  %t0 = call i1 @llvm.cttz.i1(i1 %x, i1 false)
  call void @st(i8 addrspace(1)* %out, i64 6, i1 %t0)
  %t1 = call i1 @llvm.cttz.i1(i1 %y, i1 false)
  call void @st(i8 addrspace(1)* %out, i64 7, i1 %t1)
  %l2 = call i1 @llvm.ctlz.i1(i1 %y, i1 true)
  call void @st(i8 addrspace(1)* %out, i64 8, i1 %l2)
  %t2 = call i1 @llvm.cttz.i1(i1 %y, i1 true)
  call void @st(i8 addrspace(1)* %out, i64 9, i1 %t2)
  ret void
}

define internal void @st(i8 addrspace(1)* %out, i64 %i, i1 %v) noinline {
  %e = zext i1 %v to i8
  %p = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %i
  store i8 %e, i8 addrspace(1)* %p, align 1
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i8 addrspace(1)*, i32, i32)* @k, !"kernel", i32 1}
