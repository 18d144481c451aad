; lower_alloca (opt/lower_alloca.c) leaves a constant-size alloca inside a loop where it
; is: each iteration keeps its own node alive here (a linked list through the stack,
; summed after the loop), which one frame object could not give. It stays a dynamic
; PTX alloca (sm_52+, PTX 7.3), which ptxas accepts and both nvcgrun engines run (the
; PTX emulator grows the thread's stack past the frame). The sum is n(n-1)/2 + tid * n.
; RUN: -mcpu=sm_80 -O0 | CHECK
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O0 | inloop 1 4 buf:i32:4:zero i32:5
; EXEC: -mcpu=sm_80 -O2 | inloop 1 4 buf:i32:4:zero i32:5
; EXEC: -mcpu=sm_80 -O2 | inloop 1 4 buf:i32:4:zero i32:1

; CHECK-LABEL: .entry inloop(
; CHECK: alloca.u64

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

%node = type { i32, ptr }

define void @inloop(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %prev = phi ptr [ null, %entry ], [ %a, %loop ]
  %a = alloca %node, align 8
  %v = add i32 %i, %t
  store volatile i32 %v, ptr %a, align 8
  %pp = getelementptr inbounds %node, ptr %a, i64 0, i32 1
  store volatile ptr %prev, ptr %pp, align 8
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %walk
walk:
  %p = phi ptr [ %a, %loop ], [ %nx, %walk ]
  %s = phi i32 [ 0, %loop ], [ %s1, %walk ]
  %x = load volatile i32, ptr %p, align 8
  %s1 = add i32 %s, %x
  %np = getelementptr inbounds %node, ptr %p, i64 0, i32 1
  %nx = load volatile ptr, ptr %np, align 8
  %end = icmp eq ptr %nx, null
  br i1 %end, label %done, label %walk
done:
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s1, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @inloop, !"kernel", i32 1}
