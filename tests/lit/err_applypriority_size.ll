; applypriority acts on exactly one 128-byte L2 line: any other size is refused.
; ERROR: -mcpu=sm_80 | applypriority needs the constant size 128
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %p, i64 %n) {
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %p, i64 %n)
  ret void
}
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
