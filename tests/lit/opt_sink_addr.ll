; sink_addr (opt/sink_addr.c): the three row addresses are computed once before the loop,
; as LICM leaves them (clang -O3 hoists them out of an unrolled tile loop); the pass copies
; each next to its load, so the loads read [base+4], [base+8] and [base+12] and no
; register holds the hoisted pointers across the loop. The store's address, computed in
; the same block, is left alone. With --disable-sink_addr the preheader keeps its adds.
; The EXEC lines run both versions on the ir and ptx engines.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-sink_addr | OFF
; EXEC: -mcpu=sm_80 -O2 | rows 1 4 i32:5 buf:f32:64:rand:7 buf:f32:4:zero
; EXEC: -mcpu=sm_80 -O2 --disable-sink_addr | rows 1 4 i32:5 buf:f32:64:rand:7 buf:f32:4:zero

; CHECK-LABEL: .entry rows(
; CHECK-NOT: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, {{4|8|12}};
; CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
; CHECK-DAG: ld.volatile.global.f32 %f{{[0-9]+}}, [%rd[[B:[0-9]+]]+4];
; CHECK-DAG: ld.volatile.global.f32 %f{{[0-9]+}}, [%rd[[B]]+8];
; CHECK-DAG: ld.volatile.global.f32 %f{{[0-9]+}}, [%rd[[B]]+12];
; CHECK: bra{{.*}} [[LOOP]];

; OFF-LABEL: .entry rows(
; OFF: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4;
; OFF: [[LOOP:\$L__BB0_[0-9]+]]:

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @rows(i32 %n, ptr addrspace(1) %m, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %row = getelementptr inbounds [16 x float], ptr addrspace(1) %m, i64 %t64
  %a1 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 4
  %a2 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8
  %a3 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 12
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s3, %loop ]
  %v1 = load volatile float, ptr addrspace(1) %a1, align 4
  %v2 = load volatile float, ptr addrspace(1) %a2, align 4
  %v3 = load volatile float, ptr addrspace(1) %a3, align 4
  %s1 = fadd float %s, %v1
  %s2 = fadd float %s1, %v2
  %s3 = fadd float %s2, %v3
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !1

done:
  %r = phi float [ 0.0, %entry ], [ %s3, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @rows, !"kernel", i32 1}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
