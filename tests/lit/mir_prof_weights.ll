; !prof branch weights reach block placement (issue 9): the block the weights make hot
; falls through from the branch, the cold one is reached by a taken branch, whichever
; of the two comes first in the IR. @cold_first weights its first successor 1:2000,
; @hot_first weights it 2000:1; without weights (@none) the layout keeps the IR order.
; (early_ifcvt off: the arms would otherwise become guarded code)
; RUN: -O2 -mcpu=sm_86 --knob disable-early-ifcvt=1 | CHECK
; CHECK-LABEL: .entry cold_first(
; CHECK: @%p{{[0-9]+}} bra [[COLD:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.{{[0-9]+}}:
; CHECK-NEXT: mad.lo.s32
; CHECK: [[COLD]]:
; CHECK-NEXT: st.global.u32 {{.*}}, -1;
; CHECK-LABEL: .entry hot_first(
; CHECK: @!%p{{[0-9]+}} bra [[COLD2:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.{{[0-9]+}}:
; CHECK-NEXT: mad.lo.s32
; CHECK: [[COLD2]]:
; CHECK-NEXT: st.global.u32 {{.*}}, -1;
; CHECK-LABEL: .entry none(
; CHECK: @!%p{{[0-9]+}} bra [[HOT:\$L__BB[0-9_]+]];
; CHECK-NEXT: // %bb.{{[0-9]+}}:
; CHECK-NEXT: st.global.u32 {{.*}}, -1;
; CHECK: [[HOT]]:
; CHECK-NEXT: mad.lo.s32
; EXEC: -O2 | cold_first 1 128 buf:i32:128:zero
; EXEC: -O2 | hot_first 1 128 buf:i32:128:zero
; EXEC: -O2 | none 1 128 buf:i32:128:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @cold_first(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %t
  %c = icmp eq i32 %t, 77
  br i1 %c, label %cold, label %hot, !prof !0
cold:
  store i32 -1, ptr addrspace(1) %q, align 4
  br label %join
hot:
  %v = mul i32 %t, %t
  %w = add i32 %v, 5
  store i32 %w, ptr addrspace(1) %q, align 4
  br label %join
join:
  ret void
}

define ptx_kernel void @hot_first(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %t
  %c = icmp ne i32 %t, 77
  br i1 %c, label %hot, label %cold, !prof !1
hot:
  %v = mul i32 %t, %t
  %w = add i32 %v, 5
  store i32 %w, ptr addrspace(1) %q, align 4
  br label %join
cold:
  store i32 -1, ptr addrspace(1) %q, align 4
  br label %join
join:
  ret void
}

define ptx_kernel void @none(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %t
  %c = icmp eq i32 %t, 77
  br i1 %c, label %cold, label %hot
cold:
  store i32 -1, ptr addrspace(1) %q, align 4
  br label %join
hot:
  %v = mul i32 %t, %t
  %w = add i32 %v, 5
  store i32 %w, ptr addrspace(1) %q, align 4
  br label %join
join:
  ret void
}

!0 = !{!"branch_weights", i32 1, i32 2000}
!1 = !{!"branch_weights", i32 2000, i32 1}
