; Clusters (sm_90): special registers, cluster barriers, mapa/getctarank, elect.sync,
; griddepcontrol. nvcgrun runs clusters of one CTA: both engines must agree on them.
; RUN: -mcpu=sm_90 | CHECK
; EXEC: -mcpu=sm_90 | cluster 3 64 buf:i32:1536:zero
; ERROR: -mcpu=sm_80 | needs sm_90
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [64 x i32] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
declare i1 @llvm.nvvm.read.ptx.sreg.is.explicit.cluster()
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
declare ptr @llvm.nvvm.mapa(ptr, i32)
declare i32 @llvm.nvvm.getctarank(ptr)
declare {i32, i1} @llvm.nvvm.elect.sync(i32)
declare void @llvm.nvvm.griddepcontrol.wait()
declare void @llvm.nvvm.griddepcontrol.launch.dependents()

; CHECK-LABEL: .entry cluster(
; CHECK: griddepcontrol.wait;
; CHECK: mov.u32 %r{{[0-9]+}}, %clusterid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %nclusterid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_ctaid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_nctaid.x;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_ctarank;
; CHECK: mov.u32 %r{{[0-9]+}}, %cluster_nctarank;
; CHECK: mov.pred %p{{[0-9]+}}, %is_explicit_cluster;
; CHECK: barrier.cluster.arrive;
; CHECK: barrier.cluster.wait;
; CHECK: mapa.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: getctarank.u64 %r{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: elect.sync %r{{[0-9]+}}|%p{{[0-9]+}}, -1;
; CHECK: barrier.cluster.arrive.relaxed;
; CHECK: griddepcontrol.launch_dependents;
define void @cluster(ptr addrspace(1) %out) {
  call void @llvm.nvvm.griddepcontrol.wait()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cid = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %ncid = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %cct = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %cnct = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
  %rank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %nrank = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %expl = call i1 @llvm.nvvm.read.ptx.sreg.is.explicit.cluster()
  %ex = zext i1 %expl to i32
  ; every thread writes its id into shared memory, then reads its neighbour's through the
  ; cluster address of rank 0 after the cluster barrier
  %p = getelementptr i32, ptr addrspace(3) @sh, i32 %tid
  store i32 %tid, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  %nb = xor i32 %tid, 1
  %q = getelementptr i32, ptr addrspace(3) @sh, i32 %nb
  %qg = addrspacecast ptr addrspace(3) %q to ptr
  %rq = call ptr @llvm.nvvm.mapa(ptr %qg, i32 %rank)
  %rk = call i32 @llvm.nvvm.getctarank(ptr %rq)
  %v = load i32, ptr %rq
  %e = call {i32, i1} @llvm.nvvm.elect.sync(i32 -1)
  %leader = extractvalue {i32, i1} %e, 0
  %is = extractvalue {i32, i1} %e, 1
  %isz = zext i1 %is to i32
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  ; out[(cid*64 + tid)*8 + k]
  %row = mul i32 %cid, 64
  %lin = add i32 %row, %tid
  %base = mul i32 %lin, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %v, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %ncid, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %cct, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %cnct, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  %rr = add i32 %nrank, %rk
  store i32 %rr, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %ex, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %leader, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %isz, ptr addrspace(1) %o7
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @cluster, !"kernel", i32 1}
