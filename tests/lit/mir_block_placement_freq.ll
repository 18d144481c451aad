; block_placement by frequency (mir/block_placement.c): chains of fall-throughs chosen by
; what each fall-through saves in executed branches (mfreq's estimates), inner loops first.
;  - hot: a loop whose exit block is also reached by the path that skips the loop (with a
;    copy on it: the join's PHI). The old reverse post-order put the skip path's copy
;    after the loop, so the latch ended `@%p bra EXIT; bra.uni LOOP` (two branches an
;    iteration); now the loop ends in its one conditional branch back and falls into the
;    join, and the skip path's copy jumps there instead.
;  - rem: a remainder loop of n & 3 iterations (1..3; n & 3 == 0 skips it), as the
;    unroller leaves one: not made worse for one iteration: its only branch is the
;    conditional one back, and the exit falls through (one branch for one iteration, as
;    before; `@%p bra EXIT; bra.uni LOOP` would have cost the same there but two for every
;    further iteration).
;  - top: a loop tested at the top (IR loop rotation off): the latch's jump back runs every
;    iteration, so the loop is rotated: the body falls into the test, whose conditional
;    branch goes back to the body, and only the entry jumps (once) to the test.
;  - disable-block-placement keeps the selected order: the two-branch latches are back.
; RUN: -mcpu=sm_80 -O2 --disable-loop_rotate | ON
; RUN: -mcpu=sm_80 -O2 --disable-loop_rotate --knob disable-block-placement | OFF
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | hot 1 32 buf:i32:64:rand:1 buf:i32:32:zero i32:40
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | hot 1 32 buf:i32:64:rand:1 buf:i32:32:zero i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | rem 1 32 buf:i32:64:rand:2 buf:i32:32:zero i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | rem 1 32 buf:i32:64:rand:2 buf:i32:32:zero i32:7
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | rem 1 32 buf:i32:64:rand:2 buf:i32:32:zero i32:8
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | top 2 32 buf:i32:200:rand:3 i32:200
; EXEC: -mcpu=sm_80 -O2 --disable-loop_rotate | top 2 32 buf:i32:200:rand:3 i32:0

; ON-LABEL: .entry hot(
; ON: @!%p1 bra [[SKIP:\$L__BB0_[0-9]+]];
; ON: [[LOOP:\$L__BB0_[0-9]+]]:
; ON: ld.global.u32
; ON: @!%p2 bra [[LOOP]];
; ON-NEXT: [[JOIN:\$L__BB0_[0-9]+]]:
; ON-NEXT: mul.wide.u32
; ON: ret;
; ON-NEXT: [[SKIP]]:
; ON-NEXT: mov.u32
; ON-NEXT: bra.uni [[JOIN]];
; ON-NEXT: }
; OFF-LABEL: .entry hot(
; OFF: [[LOOP:\$L__BB0_[0-9]+]]:
; OFF: @%p2 bra
; OFF-NEXT: bra.uni [[LOOP]];

; ON-LABEL: .entry rem(
; ON: [[RLOOP:\$L__BB1_[0-9]+]]:
; ON-NOT: bra
; ON: @!%p2 bra [[RLOOP]];
; ON-NEXT: [[RJOIN:\$L__BB1_[0-9]+]]:
; ON-NEXT: mul.wide.u32
; ON: ret;
; ON: bra.uni [[RJOIN]];
; OFF-LABEL: .entry rem(
; OFF: [[RLOOP:\$L__BB1_[0-9]+]]:
; OFF: @%p2 bra
; OFF-NEXT: bra.uni [[RLOOP]];

; ON-LABEL: .entry top(
; ON: bra.uni [[TEST:\$L__BB2_[0-9]+]];
; ON-NEXT: [[BODY:\$L__BB2_[0-9]+]]:
; ON-NOT: bra
; ON: [[TEST]]:
; ON-NEXT: setp.lt.s32
; ON-NEXT: @%p1 bra [[BODY]];
; ON-NEXT: // %bb
; ON-NEXT: ret;
; OFF-LABEL: .entry top(
; OFF: [[HEAD:\$L__BB2_[0-9]+]]:
; OFF-NEXT: setp.lt.s32
; OFF-NEXT: @!%p1 bra
; OFF: bra.uni [[HEAD]];
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @hot(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp sgt i32 %n, 1
  br i1 %c0, label %loop, label %join

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %w = zext i32 %i to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %w
  %v = load i32, ptr addrspace(1) %q
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %c1 = icmp eq i32 %i1, %n
  br i1 %c1, label %join, label %loop

join:
  %r = phi i32 [ %t, %entry ], [ %acc1, %loop ]
  %tw = zext i32 %t to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %r, ptr addrspace(1) %o
  ret void
}

define void @rem(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k = and i32 %n, 3
  %c0 = icmp ne i32 %k, 0
  br i1 %c0, label %loop, label %join

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 5, %entry ], [ %acc1, %loop ]
  %w = zext i32 %i to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %w
  %v = load i32, ptr addrspace(1) %q
  %acc1 = xor i32 %acc, %v
  %i1 = add i32 %i, 1
  %c1 = icmp eq i32 %i1, %k
  br i1 %c1, label %join, label %loop, !llvm.loop !3

join:
  %r = phi i32 [ %t, %entry ], [ %acc1, %loop ]
  %tw = zext i32 %t to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %r, ptr addrspace(1) %o
  ret void
}

define void @top(ptr addrspace(1) %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head

head:
  %i = phi i32 [ %t, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done

body:
  %w = sext i32 %i to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %w
  %v = load volatile i32, ptr addrspace(1) %q
  %v1 = mul i32 %v, 3
  store volatile i32 %v1, ptr addrspace(1) %q
  %i1 = add i32 %i, 32
  br label %head

done:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @hot, !"kernel", i32 1}
!1 = !{ptr @rem, !"kernel", i32 1}
!2 = !{ptr @top, !"kernel", i32 1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
