; lsr (opt/lsr.c) with an index that lags one iteration behind another induction phi, as
; loop rotation leaves `for (k = 0; k + 2 <= n; k += 2) s += p[k] + p[k + 1]`: %k takes
; %kn's previous value (0, then 2, 4, ...), so it is {0, +, 2} like %kn minus the step.
; The loads advance one pointer and read [p] and [p+4]; no mul.wide is left in the loop.
; A lagging phi whose start is not the other's start minus the step stays as it is.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | lag 1 1 i32:9 buf:i32:16:rand:3 buf:i32:2:zero
; EXEC: -mcpu=sm_80 -O2 | lag 1 1 i32:1 buf:i32:16:rand:3 buf:i32:2:zero
; EXEC: -mcpu=sm_80 -O2 --disable-lsr | lag 1 1 i32:9 buf:i32:16:rand:3 buf:i32:2:zero

; CHECK-LABEL: .entry lag(
; CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
; CHECK-NOT: mul.wide
; CHECK: ld.global.u32 %r{{[0-9]+}}, [%rd[[P:[0-9]+]]];
; CHECK-NOT: mul.wide
; CHECK: ld.global.u32 %r{{[0-9]+}}, [%rd[[P]]+4];
; CHECK-NOT: mul.wide
; CHECK: bra{{.*}} [[LOOP]];

target triple = "nvptx64-nvidia-cuda"

define void @lag(i32 %n, ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %any = icmp sgt i32 %n, 1
  br i1 %any, label %loop, label %done

loop:
  %kn = phi i32 [ 2, %entry ], [ %kn.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %kn, %loop ]
  %odd = phi i32 [ 7, %entry ], [ %kn, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %k64 = zext i32 %k to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %k64
  %x = load i32, ptr addrspace(1) %a, align 4
  %k1 = or i32 %k, 1
  %k164 = zext i32 %k1 to i64
  %b = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %k164
  %y = load i32, ptr addrspace(1) %b, align 4
  %s1 = add i32 %s, %x
  %s2 = add i32 %s1, %y
  %kn.next = add nuw nsw i32 %kn, 2
  %more = icmp sle i32 %kn.next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !1

done:
  %r = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %o = phi i32 [ -1, %entry ], [ %odd, %loop ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %o, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @lag, !"kernel", i32 1}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
