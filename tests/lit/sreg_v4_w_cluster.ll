; The cluster registers' fourth components (%clusterid.w, %nclusterid.w, %cluster_ctaid.w,
; %cluster_nctaid.w; issue 11, LLVM's intrinsics-sm90.ll): always zero (PTX ISA), read as
; their .x/.y/.z are (sm_90, PTX ISA 7.8); both engines give 0. Before sm_90 they are refused
; as the other cluster registers are, located.
; RUN: -mcpu=sm_90 | CHECK
; EXEC: -mcpu=sm_90 | k 1 32 buf:i32:128:const:7
; ERROR: -mcpu=sm_80 | needs sm_90
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %clusterid.w;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %nclusterid.w;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %cluster_ctaid.w;
; CHECK-DAG: mov.u32 {{%r[0-9]+}}, %cluster_nctaid.w;
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul i32 %tx, 4
  %a = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.w()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.w()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.w()
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %a, ptr addrspace(1) %p0
  %i1 = add i32 %i, 1
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 %i1
  store i32 %b, ptr addrspace(1) %p1
  %i2 = add i32 %i, 2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  store i32 %c, ptr addrspace(1) %p2
  %i3 = add i32 %i, 3
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 %i3
  store i32 %d, ptr addrspace(1) %p3
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.w()
