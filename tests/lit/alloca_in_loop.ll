; lower_alloca (opt/lower_alloca.c) leaves a constant-size alloca inside a loop where it
; is: each iteration may keep its own copy alive, which one frame object could not give, so
; it stays a dynamic PTX alloca (sm_52+, PTX 7.3), which ptxas accepts. (nvcgrun's PTX
; emulator does not execute alloca, so there is no EXEC line.)
; RUN: -mcpu=sm_80 -O0 | CHECK
; RUN: -mcpu=sm_80 -O2 | CHECK

; CHECK-LABEL: .entry inloop(
; CHECK: alloca.u64

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @inloop(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = alloca [4 x i32], align 4
  %p0 = getelementptr [4 x i32], ptr %a, i64 0, i32 %t
  store volatile i32 %i, ptr %p0, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @inloop, !"kernel", i32 1}
