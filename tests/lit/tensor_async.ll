; cp.async (sm_80), mbarrier (sm_80) and the sm_90 mbarrier forms.
; RUN: -mcpu=sm_90 | CHECK
; ERROR: -mcpu=sm_75 | needs sm_80
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.mbarrier.arrive(ptr)
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.inval(ptr)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr, i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3))
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3), i64)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)

define void @copies(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %n, ptr %b) {
; CHECK-LABEL: .func copies(
; CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
; CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}+16], [%rd{{[0-9]+}}+64], 16, %r{{[0-9]+}};
; CHECK: cp.async.commit_group;
; CHECK: cp.async.wait_group 1;
; CHECK: cp.async.mbarrier.arrive.noinc.shared.b64 [%rd{{[0-9]+}}];
; CHECK: cp.async.mbarrier.arrive.b64 [%rd{{[0-9]+}}];
; CHECK: cp.async.wait_all;
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr addrspace(1) %g)
  %s16 = getelementptr i8, ptr addrspace(3) %s, i64 16
  %g64 = getelementptr i8, ptr addrspace(1) %g, i64 64
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %s16, ptr addrspace(1) %g64, i32 %n)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %s)
  call void @llvm.nvvm.cp.async.mbarrier.arrive(ptr %b)
  call void @llvm.nvvm.cp.async.wait.all()
  ret void
}

define i32 @barriers(ptr addrspace(3) %s, ptr %b, i32 %n) {
; CHECK-LABEL: .func  (.param .b32 func_retval0) barriers(
; CHECK: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: mbarrier.arrive.noComplete.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], 2;
; CHECK: mbarrier.arrive_drop.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: mbarrier.test_wait.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: mbarrier.pending_count.b64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.try_wait.relaxed.cluster.shared::cta.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: mbarrier.inval.b64 [%rd{{[0-9]+}}];
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %s, i32 %n)
  %a = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %s)
  %c = call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %b, i32 2)
  %d = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %s)
  %w = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %s, i64 %a)
  %x = add i64 %c, %d
  %p = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %x)
  %t = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %s, i32 %p)
  %u = call i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) %s, i64 %x)
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) %s, i32 128)
  %e = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %s, i32 %n)
  call void @llvm.nvvm.mbarrier.inval(ptr %b)
  %wt = and i1 %w, %t
  %wu = and i1 %wt, %u
  %r = zext i1 %wu to i32
  %e32 = trunc i64 %e to i32
  %r2 = add i32 %r, %e32
  ret i32 %r2
}
