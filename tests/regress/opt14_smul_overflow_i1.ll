; REGRESS: opt 14 -O2 folds the overflow bit of llvm.smul.with.overflow.i1 to false; on
; i1, true is -1 and (-1) * (-1) = 1 does not fit, so the overflow of true * true is true
; (randdiff seed 100281: "ir-opt != ir"; the ir engine and nvcg were right).
; OPT: wrong
; NVCGRUN: --kernel k --grid 1 --block 1 buf:i8:3:zero i32:1 i32:1
; smul true * true: the value bit is 1, the overflow bit is 1
; OUT 1 0x01
; OUT 1 0x01
; umul 1 * 1: no overflow
; OUT 0 0x00
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare { i1, i1 } @llvm.smul.with.overflow.i1(i1, i1)
declare { i1, i1 } @llvm.umul.with.overflow.i1(i1, i1)
define void @k(i8 addrspace(1)* %out, i32 %a, i32 %b) {
entry:
  %x = trunc i32 %a to i1
  %y = trunc i32 %b to i1
  %r = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 %x, i1 %y)
  %o = extractvalue { i1, i1 } %r, 1
  %v = extractvalue { i1, i1 } %r, 0
  %o8 = zext i1 %o to i8
  %v8 = zext i1 %v to i8
  store i8 %v8, i8 addrspace(1)* %out
  %p1 = getelementptr i8, i8 addrspace(1)* %out, i64 1
  store i8 %o8, i8 addrspace(1)* %p1
  %u = call { i1, i1 } @llvm.umul.with.overflow.i1(i1 %x, i1 %y)
  %uo = extractvalue { i1, i1 } %u, 1
  %uo8 = zext i1 %uo to i8
  %p2 = getelementptr i8, i8 addrspace(1)* %out, i64 2
  store i8 %uo8, i8 addrspace(1)* %p2
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i8 addrspace(1)*, i32, i32)* @k, !"kernel", i32 1}
