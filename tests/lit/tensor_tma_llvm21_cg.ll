; LLVM 21's cta_group operand of the tensor-map copy global -> shared::cluster: 1 and 2
; print .cta_group::1 / ::2 (after .multicast::cluster, before .L2::cache_hint), which
; ptxas takes from PTX ISA 8.6 on sm_100a/sm_103a/sm_110a and the sm_100f/110f families.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_100f | CHECK
; RUN: -mcpu=sm_110a | CHECK
; ERROR: -mcpu=sm_90a | 'cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.cta_group::2.L2::cache_hint' needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_90a
; ERROR: -mcpu=sm_100 | needs sm_100a, sm_103a, sm_110a or a family target (sm_100f, sm_103f, sm_110f), but the target is sm_100
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1, i32)

define void @g2s(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 %o, i16 %mask, i64 %ch) {
; CHECK-LABEL: .func g2s(
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.cta_group::2.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 %mask, i64 %ch, i1 true, i1 true, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i32 %x, i32 %x, i32 %x, i16 %o, i16 %o, i16 0, i64 %ch, i1 false, i1 true, i32 2)
  ret void
}
