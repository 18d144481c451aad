; sm_90 tensor-map copies (TMA), LLVM 20's llvm.nvvm.cp.async.bulk.tensor.* spellings:
; global -> shared::cluster (tile 1d..5d, im2col 3d..5d with N-2 i16 offsets), shared::cta
; -> global (tile, im2col_no_offs), L2 prefetch, and the eight reductions; the constant i1
; flags choose .multicast::cluster and .L2::cache_hint and the operands the PTX spells.
; RUN: -mcpu=sm_90 | CHECK
; RUN: -mcpu=sm_90a | CHECK
; RUN: -mcpu=sm_100a | CHECK
; ERROR: -mcpu=sm_89 | 'cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint' needs sm_90 or later, but the target is sm_89
; ERROR: -mcpu=sm_90 -mattr=+ptx78 | 'cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint' needs PTX ISA 8.0, but PTX 7.8 was requested
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d(ptr addrspace(3), ptr, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.4d(ptr, i32, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1)

define void @g2s(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i16 %o, i16 %mask, i64 %ch) {
; CHECK-LABEL: .func g2s(
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}};
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 %mask, i64 0, i1 true, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 0, i64 %ch, i1 false, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i16 %mask, i64 %ch, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %x, i32 %y, i32 %x, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %x, i16 %o, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %x, i32 %y, i32 %x, i16 %o, i16 %o, i16 %o, i16 %mask, i64 %ch, i1 true, i1 true)
  ret void
}

define void @s2g(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %y, i16 %o, i64 %ch) {
; CHECK-LABEL: .func s2g(
; CHECK: cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}}];
; CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %y, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %y, i32 %x, i32 %y, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %tm, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.4d(ptr %tm, i32 %x, i32 %y, i32 %x, i32 %y, i16 %o, i16 %o, i64 %ch, i1 true)
  ret void
}

define void @reduce(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %y, i64 %ch) {
; CHECK-LABEL: .func reduce(
; CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [
; CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %y, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %x, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.1d(ptr addrspace(3) %s, ptr %tm, i32 %x, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.3d(ptr addrspace(3) %s, ptr %tm, i32 %x, i32 %y, i32 %x, i64 %ch, i1 true)
  ret void
}
