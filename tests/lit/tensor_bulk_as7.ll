; LLVM 21's spelling of the bulk copies into shared::cluster: the destination is a
; ptr addrspace(7) (LLVM 20: addrspace(3), tensor_bulk.ll, still read). global ->
; shared::cluster in all four flag combinations (multicast to this CTA alone, cache hint),
; then shared::cta -> shared::cluster, executed on both engines (clusters of one CTA: the
; destination is the CTA's own shared memory). out[k] = in[(k + 8) % 64] + 1.
; EXEC: -mcpu=sm_90 | k 1 32 buf:i32:64:rand:5 buf:i32:64:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i32:64:rand:6 buf:i32:64:zero
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_100a | CHECK
; ERROR: -mcpu=sm_89 | tensor_bulk_as7.ll:34:3: error: in function 'k': cannot select addrspacecast of type i64 for sm_89: 'cvta.to.shared::cluster.u64' needs sm_90
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(3) global [64 x i32] undef, align 16
@b = internal addrspace(3) global [64 x i32] undef, align 16
@bar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)

define void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  %a7 = addrspacecast ptr addrspace(3) @a to ptr addrspace(7)
  br i1 %first, label %one, label %w1
one:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @bar, i32 1)
  %s0 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 256)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %a7, ptr addrspace(3) @bar, ptr addrspace(1) %in, i32 64, i16 0, i64 0, i1 false, i1 false)
  %d1 = getelementptr i8, ptr addrspace(7) %a7, i64 64
  %s1 = getelementptr i8, ptr addrspace(1) %in, i64 64
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d1, ptr addrspace(3) @bar, ptr addrspace(1) %s1, i32 64, i16 1, i64 0, i1 true, i1 false)
  %d2 = getelementptr i8, ptr addrspace(7) %a7, i64 128
  %s2 = getelementptr i8, ptr addrspace(1) %in, i64 128
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d2, ptr addrspace(3) @bar, ptr addrspace(1) %s2, i32 64, i16 0, i64 12345, i1 false, i1 true)
  %d3 = getelementptr i8, ptr addrspace(7) %a7, i64 192
  %s3 = getelementptr i8, ptr addrspace(1) %in, i64 192
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d3, ptr addrspace(3) @bar, ptr addrspace(1) %s3, i32 64, i16 1, i64 12345, i1 true, i1 true)
  br label %w1
w1:
  call void @llvm.nvvm.barrier0()
  br label %spin1
spin1:
  %ok1 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  br i1 %ok1, label %two, label %spin1
two:
  call void @llvm.nvvm.barrier0()
  br i1 %first, label %issue2, label %w2
issue2:
  %e0 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 256)
  %b7 = addrspacecast ptr addrspace(3) @b to ptr addrspace(7)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %b7, ptr addrspace(3) @bar, ptr addrspace(3) @a, i32 256)
  br label %w2
w2:
  %ok2 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1)
  br i1 %ok2, label %use, label %w2
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
