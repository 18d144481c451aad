; Valid: loops, duplicate switch edges with matching phi entries, unreachable code that
; uses values before defining them, barriers, shared memory, a kernel with bounds.
; EXPECT-OK
@buf = internal addrspace(3) global [32 x i32] undef, align 4

define void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %tid, label %loop [ i32 0, label %loop
                                 i32 1, label %other ]
other:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %entry ], [ 1, %other ], [ %i.next, %loop ]
  %slot = getelementptr inbounds [32 x i32], ptr addrspace(3) @buf, i32 0, i32 %tid
  store i32 %i, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier0()
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
dead:
  %u = add i32 %w, 1
  %w = add i32 %u, 2
  br label %dead
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 32}
