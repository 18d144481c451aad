; Cluster launch control (sm_100, PTX 8.6): try_cancel (its .multicast::cluster::all form on
; architecture-specific and family targets only, as ptxas) and the queries of its i128
; response, which is joined into a .b128 register inside the instruction's text.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_100f -O0 | CHECK
; RUN: -mcpu=sm_120a | CHECK
; ERROR: -mcpu=sm_90a | 'clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128' needs sm_100 or later, but the target is sm_90
; ERROR: -mcpu=sm_100 | 'clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128' needs an architecture-specific target (sm_100a, ...) or a family target (sm_100f, ...), but the target is sm_100
; REFUSED: -mcpu=sm_100a | ir k 1 32 buf:i32:4:zero | nvcgrun does not execute @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared: cluster launch control
; REFUSED: -mcpu=sm_100a | ptx k 1 32 buf:i32:4:zero | nvcgrun does not emulate cluster launch control
target triple = "nvptx64-nvidia-cuda"

@resp = internal addrspace(3) global i128 undef, align 16
@bar = internal addrspace(3) global i64 undef, align 8

declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3))
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128)

; CHECK-LABEL: .entry k(
; CHECK: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}];
; CHECK: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}];
; CHECK: mov.b128 %nvcg_clc, {[[LO:%rd[0-9]+]], [[HI:%rd[0-9]+]]};
; CHECK-NEXT: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p{{[0-9]+}}, %nvcg_clc;
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r{{[0-9]+}}, %nvcg_clc;
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 %r{{[0-9]+}}, %nvcg_clc;
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128 %r{{[0-9]+}}, %nvcg_clc;
define ptx_kernel void @k(ptr addrspace(1) %out) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) @resp, ptr addrspace(3) @bar)
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) @resp, ptr addrspace(3) @bar)
  %r = load i128, ptr addrspace(3) @resp, align 16
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %r)
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %r)
  %y = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %r)
  %z = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %r)
  %cz = zext i1 %c to i32
  store i32 %cz, ptr addrspace(1) %out, align 4
  %p1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %x, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %y, ptr addrspace(1) %p2, align 4
  %p3 = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %z, ptr addrspace(1) %p3, align 4
  ret void
}
