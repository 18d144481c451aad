; cp.async.bulk .cp_mask (sm_100, PTX ISA 8.6) and the errors bulk copies give: target too
; old (the PTX ISA pin is tensor_bulk_ptxver.ll, a non-constant flag tensor_bulk_badflag.ll).
; RUN: -mcpu=sm_100 | CHECK
; ERROR: -mcpu=sm_90 | 'cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask' needs sm_100 or later, but the target is sm_90
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1, i16)

define void @s2g_mask(ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %ch, i16 %m) {
; CHECK-LABEL: .func s2g_mask(
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}}, %rs{{[0-9]+}};
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 128, i64 0, i1 false, i16 %m)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 128, i64 %ch, i1 true, i16 %m)
  ret void
}
