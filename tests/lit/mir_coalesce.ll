; PHI elimination + register coalescing (mir/phi_elim.c, mir/coalesce.c): the values a
; loop carries (the counter, the accumulator) stay in one register each, so the loop body
; has no mov at all; the latch edge is critical, its copies go to an edge block that the
; coalescer empties and branch folding removes. With usedessa=0 (no coalescing) the
; copies through the PHIs' temporaries are back.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --knob usedessa=0 | NAIVE
; RUN: -mcpu=sm_80 -O2 --knob usedessa=1 | CHECK
; EXEC: -mcpu=sm_80 -O2 | sum 1 32 buf:i32:64:rand:3 buf:i32:32:zero i32:64
; EXEC: -mcpu=sm_80 -O0 | sum 1 32 buf:i32:64:rand:4 buf:i32:32:zero i32:17
; EXEC: -mcpu=sm_80 -O2 --knob usedessa=0 | sum 1 32 buf:i32:64:rand:5 buf:i32:32:zero i32:9
target triple = "nvptx64-nvidia-cuda"

define void @sum(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %x = xor i32 %v, %tid
  %acc.next = add i32 %acc, %x
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @sum, !"kernel", i32 1}

; CHECK-LABEL: .entry sum(
; CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
; CHECK-NOT: mov.
; CHECK: @%p{{[0-9]+}} bra {{.*}}[[LOOP]];
; CHECK-NOT: mov.
; CHECK: ret;

; NAIVE-LABEL: .entry sum(
; NAIVE: [[LOOP:\$L__BB0_[0-9]+]]:
; NAIVE: mov.u32
; NAIVE: bra
