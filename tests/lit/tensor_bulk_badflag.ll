; A bulk copy's flags choose the PTX form, so they must be constants (LLVM: ImmArg).
; ERROR: -mcpu=sm_90 | the multicast flag of llvm.nvvm.cp.async.bulk.global.to.shared.cluster must be a constant
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)

define void @f(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i1 %mc) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %s, i32 16, i16 1, i64 0, i1 %mc, i1 false)
  ret void
}
