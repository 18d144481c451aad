; Control flow: phis are one parallel copy per CFG edge (a swap through two phis, a phi
; reading another phi of the same block), switch with many cases (binary search), cases
; sharing a destination, a switch on i128, an unconditional loop of i1 phis.
target triple = "nvptx64-nvidia-cuda"

; The back edge is taken n - 1 = 4 times: a and b end where they started; c holds the a
; of the previous trip (after three swaps: the old b).
; TEST swap --grid 1 --block 2 buf:i32:6:zero i32:5
; OUT 10 0x0000000a
; OUT 20 0x00000014
; OUT 20 0x00000014
; OUT 11 0x0000000b
; OUT 21 0x00000015
; OUT 21 0x00000015
define void @swap(i32 addrspace(1)* %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, 10
  %y = add i32 %t, 20
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i32 [ %x, %entry ], [ %b, %loop ]
  %b = phi i32 [ %y, %entry ], [ %a, %loop ]
  %c = phi i32 [ 0, %entry ], [ %a, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %t3 = mul i32 %t, 3
  %tz = zext i32 %t3 to i64
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %a, i32 addrspace(1)* %p
  %p1 = getelementptr i32, i32 addrspace(1)* %p, i64 1
  store i32 %b, i32 addrspace(1)* %p1
  %p2 = getelementptr i32, i32 addrspace(1)* %p, i64 2
  store i32 %c, i32 addrspace(1)* %p2
  ret void
}

; Thread t switches on t * 7: twelve cases (searched), two of them to one block.
; TEST sw --grid 1 --block 16 buf:i32:16:zero
; OUT 100 0x00000064
; OUT 101 0x00000065
; OUT 102 0x00000066
; OUT 103 0x00000067
; OUT 104 0x00000068
; OUT 105 0x00000069
; OUT 106 0x0000006a
; OUT 107 0x0000006b
; OUT 108 0x0000006c
; OUT 109 0x0000006d
; OUT 110 0x0000006e
; OUT 42 0x0000002a
; OUT -1 0xffffffff
; OUT -1 0xffffffff
; OUT -1 0xffffffff
; OUT -1 0xffffffff
define void @sw(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k = mul i32 %t, 7
  switch i32 %k, label %def [
    i32 0, label %c0
    i32 7, label %c1
    i32 14, label %c2
    i32 21, label %c3
    i32 28, label %c4
    i32 35, label %c5
    i32 42, label %c6
    i32 49, label %c7
    i32 56, label %c8
    i32 63, label %c9
    i32 70, label %c10
    i32 77, label %shared
  ]
c0:
  br label %j
c1:
  br label %j
c2:
  br label %j
c3:
  br label %j
c4:
  br label %j
c5:
  br label %j
c6:
  br label %j
c7:
  br label %j
c8:
  br label %j
c9:
  br label %j
c10:
  br label %j
shared:
  br label %j
def:
  br label %j
j:
  %v = phi i32 [ 100, %c0 ], [ 101, %c1 ], [ 102, %c2 ], [ 103, %c3 ], [ 104, %c4 ], [ 105, %c5 ], [ 106, %c6 ], [ 107, %c7 ], [ 108, %c8 ], [ 109, %c9 ], [ 110, %c10 ], [ 42, %shared ], [ -1, %def ]
  %tz = zext i32 %t to i64
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %v, i32 addrspace(1)* %p
  ret void
}

; Two cases to the same block (the phi has one entry per predecessor block), and i1 phis.
; TEST sw2 --grid 1 --block 4 buf:i32:4:zero
; OUT 5 0x00000005
; OUT 5 0x00000005
; OUT 9 0x00000009
; OUT 8 0x00000008
define void @sw2(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %t, label %other [
    i32 0, label %same
    i32 1, label %same
    i32 2, label %two
  ]
same:
  br label %j
two:
  br label %j
other:
  br label %j
j:
  %v = phi i32 [ 5, %same ], [ 9, %two ], [ 8, %other ]
  %tz = zext i32 %t to i64
  %p = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %v, i32 addrspace(1)* %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i32 addrspace(1)*, i32)* @swap, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @sw, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @sw2, !"kernel", i32 1}
