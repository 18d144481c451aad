; mbarrier waits acquire what asynchronous copies and other threads wrote, and arrives
; release this thread's writes: memory the mbarrier does not name must not move across
; them (a load of a bulk copy's destination after try_wait is not the load before it).
; RUN: -mcpu=sm_90 -O3 | CHECK
target triple = "nvptx64-nvidia-cuda"

@x = internal addrspace(3) global i32 undef
@bar = internal addrspace(3) global i64 undef
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))

; CHECK-LABEL: .entry k(
; CHECK: ld.shared.u32 [[A:%r[0-9]+]], [x];
; CHECK: mbarrier.try_wait.parity
; CHECK: ld.shared.u32 [[B:%r[0-9]+]], [x];
; CHECK: mbarrier.test_wait.shared.b64
; CHECK: ld.shared.u32 [[C:%r[0-9]+]], [x];
; CHECK: st.shared.u32 [x],
; CHECK: mbarrier.arrive.shared.b64
; CHECK: st.shared.u32 [x],
define void @k(ptr addrspace(1) %o, i64 %st) {
entry:
  %a = load i32, ptr addrspace(3) @x
  br label %spin
spin:
  %d = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %d, label %spin2, label %spin
spin2:
  %b = load i32, ptr addrspace(3) @x
  %e = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) @bar, i64 %st)
  br i1 %e, label %done, label %spin2
done:
  %c = load i32, ptr addrspace(3) @x
  %s = add i32 %a, %b
  %s2 = add i32 %s, %c
  store i32 %s2, ptr addrspace(1) %o
  store i32 1, ptr addrspace(3) @x
  %t = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) @bar)
  store i32 2, ptr addrspace(3) @x
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
