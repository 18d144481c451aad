; Atomics on thread-private memory (allocas, local-space pointers) are plain loads and
; stores, as LLVM lowers them; cluster-scope atomics and fences narrow to .cta before
; sm_90, where a cluster is one block.
; RUN: -mcpu=sm_80 | SM80
; RUN: -mcpu=sm_90 | SM90
; EXEC: -mcpu=sm_80 | k 1 32 buf:i32:32:zero
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.fence.sc.cluster()

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = alloca i32, align 4, addrspace(5)
  store i32 5, ptr addrspace(5) %a
  %o = atomicrmw add ptr addrspace(5) %a, i32 %tid seq_cst
  %c = cmpxchg ptr addrspace(5) %a, i32 %o, i32 9 monotonic monotonic
  %l = load atomic i32, ptr addrspace(5) %a acquire, align 4
  %g = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %r = atomicrmw add ptr addrspace(1) %g, i32 %l syncscope("cluster") monotonic
  fence syncscope("cluster") acq_rel
  call void @llvm.nvvm.fence.sc.cluster()
  ret void
}
; SM80-LABEL: .entry k(
; SM80-NOT: atom.local
; SM80: {{atom|red}}.relaxed.cta.global.add.u32
; SM80: fence.acq_rel.cta;
; SM80: fence.sc.cta;
; SM90-LABEL: .entry k(
; SM90: {{atom|red}}.relaxed.cluster.global.add.u32
; SM90: fence.acq_rel.cluster;
; SM90: fence.sc.cluster;
