; The sm_100 load modes of the tensor-map copies (LLVM's spellings and operand order):
; g2s .tile::gather4 (2d, five i32 coordinates: the column and four rows) and
; .im2col::w / .im2col::w::128 (3d..5d, two i16 im2col operands wHalo and wOffset), both
; with LLVM's p7 destination and trailing cta_group; prefetch in the same three modes; s2g
; .tile::scatter4. The constant i1 flags choose .multicast::cluster and .L2::cache_hint,
; the cta_group 1/2 prints .cta_group::N. ptxas 13.0 takes them from PTX ISA 8.6 on
; sm_100a/103a/110a and the sm_100f/103f/110f families, not on sm_100, sm_90a or sm_120a.
; Not emulated (nvcgrun refuses tensor-map copies: tensor_tma_sm100_refused.ll).
; RUN: -mcpu=sm_100a -mattr=+ptx86 | CHECK
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103a | CHECK
; RUN: -mcpu=sm_110a | CHECK
; RUN: -mcpu=sm_100f | CHECK
; RUN: -mcpu=sm_103f | CHECK
; RUN: -mcpu=sm_110f | CHECK
; ERROR: -mcpu=sm_90a | 'cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_90a
; ERROR: -mcpu=sm_100 | 'cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_100
; ERROR: -mcpu=sm_120a | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_120a
; ERROR: -mcpu=sm_89 | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_89
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.5d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr, i32, i32, i32, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d(ptr, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.4d(ptr, i32, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr, i32, i32, i32, i32, i32, i16, i16, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1)

define void @gather4(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %mask, i64 %ch) {
; CHECK-LABEL: .func gather4(
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %mask, i64 %ch, i1 true, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %mask, i64 %ch, i1 true, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %mask, i64 %ch, i1 false, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %mask, i64 %ch, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 0, i64 0, i1 false, i1 false, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %mask, i64 %ch, i1 true, i1 true, i32 2)
  ret void
}

define void @im2colw(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i16 %halo, i16 %off, i16 %mask, i64 %ch) {
; CHECK-LABEL: .func im2colw(
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i16 %halo, i16 %off, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.4d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i32 %x, i16 %halo, i16 %off, i16 %mask, i64 0, i1 true, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i32 %x, i32 %y, i16 %halo, i16 %off, i16 %mask, i64 %ch, i1 true, i1 true, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i16 %halo, i16 %off, i16 0, i64 %ch, i1 false, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i32 %x, i16 %halo, i16 %off, i16 0, i64 0, i1 false, i1 false, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.5d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %y, i32 %z, i32 %x, i32 %y, i16 %halo, i16 %off, i16 %mask, i64 %ch, i1 true, i1 true, i32 0)
  ret void
}

define void @prefetch_scatter(ptr addrspace(3) %s, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %halo, i16 %off, i64 %ch) {
; CHECK-LABEL: .func prefetch_scatter(
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}];
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}};
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col::w::128.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d(ptr %tm, i32 %c, i32 %r0, i32 %r1, i16 %halo, i16 %off, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.4d(ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i16 %halo, i16 %off, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i16 %halo, i16 %off, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %s, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %s, ptr %tm, i32 %c, i32 %r0, i32 %r1, i32 %r2, i32 %r3, i64 %ch, i1 true)
  ret void
}
