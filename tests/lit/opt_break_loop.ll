; A loop with a break as clang -O3 leaves it: the latch re-tests the break condition
; after a merge. simplifycfg threads that test (break -> exit, continue -> header) and
; loop_rotate rotates the loop, giving one compare-and-branch at the bottom of the loop
; and no merge block; with simplifycfg off the re-test stays. EXEC runs the ir engine on
; this file against the ptx engine on nvcg's PTX: iteration counts that stop at the
; limit, at the break, and at zero iterations.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-simplifycfg | OFF
; EXEC: -mcpu=sm_80 -O2 | escape 1 32 i32:50 buf:f32:32:rand:31 buf:i32:32:zero
; EXEC: -mcpu=sm_80 -O2 | escape 1 32 i32:3 buf:f32:32:rand:32 buf:i32:32:zero
; EXEC: -mcpu=sm_80 -O2 | escape 1 32 i32:0 buf:f32:32:rand:33 buf:i32:32:zero
; EXEC: -mcpu=sm_80 -O2 --disable-simplifycfg | escape 1 32 i32:50 buf:f32:32:rand:31 buf:i32:32:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; counts the steps of x <- x*x - 0.75 (x starting at the thread's input) until |x| > 2
; or n steps
; CHECK-LABEL: .entry escape(
; CHECK: [[HEAD:\$L__BB[0-9_]+]]:
; CHECK: setp.gt.f32 [[P:%p[0-9]+]]
; CHECK-NEXT: @[[P]] bra
; CHECK-NOT: @{{!?}}[[P]] bra
; CHECK: setp.lt.s32 [[Q:%p[0-9]+]]
; CHECK-NEXT: @[[Q]] bra {{.*}}[[HEAD]];
; OFF-LABEL: .entry escape(
; OFF: @!{{%p[0-9]+}} bra
define void @escape(i32 %n, ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %te = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %te
  %x0 = load float, ptr addrspace(1) %pi, align 4
  %x0s = fmul float %x0, 2.5
  br label %head
head:
  %x = phi float [ %x0s, %entry ], [ %x.n, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i.n, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %ax = call float @llvm.fabs.f32(float %x)
  %far = fcmp ogt float %ax, 2.0
  br i1 %far, label %latch, label %step
step:
  %sq = fmul float %x, %x
  %x1 = fsub float %sq, 0.75
  %i1 = add nsw i32 %i, 1
  br label %latch
latch:
  %x.n = phi float [ %x1, %step ], [ %x, %body ]
  %i.n = phi i32 [ %i1, %step ], [ %i, %body ]
  br i1 %far, label %exit, label %head
exit:
  %r = phi i32 [ %i.n, %latch ], [ %i, %head ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %te
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare float @llvm.fabs.f32(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @escape, !"kernel", i32 1}
