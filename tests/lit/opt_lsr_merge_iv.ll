; lsr (opt/lsr.c) merges induction phis that are one value: %n, the unroller's trip
; counter, starts where the index %i starts and steps by the same 2 (in one add where %i
; takes two), so the exit test reads %i's increment and %n's add disappears from the loop.
; %j (another start) and %k (another step) stay. %i's increments lose nuw/nsw: %n's add
; had neither, and the exit test now reads them.
; The EXEC lines run the loop for trip counts 0, 1 and 5 (lim 0, 2, 10) on both engines,
; with the pass and without it.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | iv2 1 1 i32:10 buf:i32:16:zero buf:i32:1:zero
; EXEC: -mcpu=sm_80 -O2 | iv2 1 1 i32:2 buf:i32:16:zero buf:i32:1:zero
; EXEC: -mcpu=sm_80 -O2 | iv2 1 1 i32:0 buf:i32:16:zero buf:i32:1:zero
; EXEC: -mcpu=sm_80 -O2 --disable-lsr | iv2 1 1 i32:10 buf:i32:16:zero buf:i32:1:zero

; CHECK-LABEL: .entry iv2(
; CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
; CHECK-COUNT-3: add.s32
; CHECK-NOT: add.s32
; CHECK: setp.{{eq|ne}}.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-NOT: add.s32
; CHECK: bra{{.*}} [[LOOP]];

target triple = "nvptx64-nvidia-cuda"

define void @iv2(i32 %lim, ptr addrspace(1) %a, ptr addrspace(1) %last) {
entry:
  %any = icmp sgt i32 %lim, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %loop ]
  %j = phi i32 [ 1, %entry ], [ %j.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i64
  store i32 %j, ptr addrspace(1) %p, align 4
  %i.1 = add nuw nsw i32 %i, 1
  %i164 = zext i32 %i.1 to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i164
  store i32 %k, ptr addrspace(1) %q, align 4
  %i.next = add nuw nsw i32 %i.1, 1
  %j.next = add i32 %j, 2
  %k.next = add i32 %k, 3
  %n.next = add i32 %n, 2
  %more = icmp ne i32 %n.next, %lim
  br i1 %more, label %loop, label %done, !llvm.loop !1

done:
  %r = phi i32 [ -1, %entry ], [ %i.next, %loop ]
  store i32 %r, ptr addrspace(1) %last, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @iv2, !"kernel", i32 1}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
