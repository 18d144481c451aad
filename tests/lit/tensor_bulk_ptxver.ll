; cp.async.bulk.shared::cta.global needs PTX ISA 8.6; the .version rises to it unless pinned.
; RUN: -mcpu=sm_90 | CHECK
; ERROR: -mcpu=sm_90 -mattr=+ptx85 | 'cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes' needs PTX ISA 8.6, but PTX 8.5 was requested
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1)

; CHECK: .version 8.6
define void @f(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 16, i64 0, i1 false)
  ret void
}
