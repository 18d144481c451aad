; The other two mbarrier-signalling bulk copies executed on both engines (bit for bit):
; global -> shared::cta (PTX ISA 8.6), then shared::cta -> shared::cluster (this CTA's
; own shared memory, a cluster of one), each awaited with expect_tx / try_wait.parity;
; out[k] = in[(k + 8) % 64] + 1 via the second stage.
; EXEC: -mcpu=sm_90 | k 1 32 buf:i32:64:rand:3 buf:i32:64:zero
; RUN: -mcpu=sm_90 | CHECK
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes
; CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes
target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [64 x i32] undef, align 16
@b = internal addrspace(3) global [64 x i32] undef, align 16
@bar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %one, label %w1
one:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 1)
  %s0 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 256)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) @a, ptr addrspace(3) @bar, ptr addrspace(1) %in, i32 256, i64 0, i1 false)
  br label %w1
w1:
  call void @llvm.nvvm.barrier0()
  br label %spin1
spin1:
  %d1 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %d1, label %two, label %spin1
two:
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %issue2, label %w2
issue2:
  %s1 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 256)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) @b, ptr addrspace(3) @bar, ptr addrspace(3) @a, i32 256)
  br label %w2
w2:
  %d2 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1)
  br i1 %d2, label %use, label %w2
use:
  %i0 = add i32 %tid, 8
  %i = and i32 %i0, 63
  %p = getelementptr i32, ptr addrspace(3) @b, i32 %i
  %v = load i32, ptr addrspace(3) %p
  %v1 = add i32 %v, 1
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1, ptr addrspace(1) %o
  %t2 = add i32 %tid, 32
  %j0 = add i32 %t2, 8
  %j = and i32 %j0, 63
  %q = getelementptr i32, ptr addrspace(3) @b, i32 %j
  %w = load i32, ptr addrspace(3) %q
  %w1v = add i32 %w, 1
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %t2
  store i32 %w1v, ptr addrspace(1) %o2
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
