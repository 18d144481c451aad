; Promote: i8 and i1 arithmetic is done in the 16-bit registers (PTX has no 8-bit
; arithmetic); odd widths (i3, i24) are promoted to the next legal width and
; re-extended where the operation needs the exact value (division, comparison).
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 -O2 | promote 1 1 buf:i8:4:zero buf:i8:4:rand:7 buf:i32:2:zero buf:i32:2:rand:8
; EXEC: -mcpu=sm_75 -O0 | promote 1 1 buf:i8:4:zero buf:i8:4:rand:9 buf:i32:2:zero buf:i32:2:rand:10
target triple = "nvptx64-nvidia-cuda"

define void @promote(ptr addrspace(1) %o8, ptr addrspace(1) %i8, ptr addrspace(1) %o32, ptr addrspace(1) %i32) {
  %a = load i8, ptr addrspace(1) %i8
  %p1 = getelementptr i8, ptr addrspace(1) %i8, i64 1
  %b = load i8, ptr addrspace(1) %p1
  %s = add i8 %a, %b
  %m = mul i8 %s, %b
  store i8 %m, ptr addrspace(1) %o8
  %bnz = or i8 %b, 1
  %d = udiv i8 %a, %bnz
  %q1 = getelementptr i8, ptr addrspace(1) %o8, i64 1
  store i8 %d, ptr addrspace(1) %q1
  %x = load i32, ptr addrspace(1) %i32
  %p2 = getelementptr i32, ptr addrspace(1) %i32, i64 1
  %y = load i32, ptr addrspace(1) %p2
  %x24 = trunc i32 %x to i24
  %y24 = trunc i32 %y to i24
  %ynz = or i24 %y24, 1
  %q = sdiv i24 %x24, %ynz
  %qe = sext i24 %q to i32
  store i32 %qe, ptr addrspace(1) %o32
  %x3 = trunc i32 %x to i3
  %y3 = trunc i32 %y to i3
  %c = icmp slt i3 %x3, %y3
  %sel = select i1 %c, i3 %x3, i3 %y3
  %se = sext i3 %sel to i32
  %o2 = getelementptr i32, ptr addrspace(1) %o32, i64 1
  store i32 %se, ptr addrspace(1) %o2
  ret void
}
; CHECK-LABEL: .entry promote(
; CHECK: ld.global.u8 [[A:%rs[0-9]+]]
; CHECK: add.s16
; CHECK: mul.lo.s16
; CHECK: st.global.u8
; CHECK: div.u16
; CHECK: shr.s32 {{.*}}, 8;
; CHECK: div.s32
; CHECK: setp.lt.s{{16|32}}
!nvvm.annotations = !{!0}
!0 = !{ptr @promote, !"kernel", i32 1}
