; sm_90 bulk asynchronous copies without tensor maps: every form LLVM's intrinsics spell
; (flags choose .multicast::cluster and .L2::cache_hint), bulk groups, prefetch, proxy fences.
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_100 | SM100
; ERROR: -mcpu=sm_80 | 'cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes' needs sm_90 or later, but the target is sm_80
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32)
declare void @llvm.nvvm.fence.proxy.alias()
declare void @llvm.nvvm.fence.proxy.async()
declare void @llvm.nvvm.fence.proxy.async.global()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.async.shared_cluster()

define void @g2s(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i16 %mask, i64 %ch) {
; CHECK-LABEL: .func g2s(
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; SM100-LABEL: .func g2s(
; SM100: .multicast::cluster.L2::cache_hint
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i16 %mask, i64 0, i1 true, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i16 0, i64 %ch, i1 false, i1 true)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i16 %mask, i64 %ch, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 %n, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(3) %d, i32 %n)
  ret void
}

define void @s2g(ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %ch) {
; CHECK-LABEL: .func s2g(
; CHECK: cp.async.bulk.global.shared::cta.bulk_group [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.commit_group;
; CHECK: cp.async.bulk.wait_group.read 1;
; CHECK: cp.async.bulk.wait_group 0;
; CHECK: cp.async.bulk.prefetch.L2.global [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 256, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 64, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1)
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 128, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 128, i64 %ch, i1 true)
  ret void
}

define void @fences() {
; CHECK-LABEL: .func fences(
; CHECK: fence.proxy.alias;
; CHECK: fence.proxy.async;
; CHECK: fence.proxy.async.global;
; CHECK: fence.proxy.async.shared::cta;
; CHECK: fence.proxy.async.shared::cluster;
  call void @llvm.nvvm.fence.proxy.alias()
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.async.global()
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.fence.proxy.async.shared_cluster()
  ret void
}
