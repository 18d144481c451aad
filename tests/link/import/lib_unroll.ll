; lib_unroll.ll: the library of unroll_meta.ll, a function whose loop carries
; llvm.loop.unroll.count 3 and one whose loop is marked not to unroll.
define i32 @sum3(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %s1 = add i32 %s, %v
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done, !llvm.loop !0
done:
  ret i32 %s1
}
define i32 @keep(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %s1 = xor i32 %s, %v
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done, !llvm.loop !2
done:
  ret i32 %s1
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 3}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
