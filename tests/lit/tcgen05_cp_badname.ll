; tcgen05.cp decompresses from .b6x16_p32 or .b4x16_p64 only.
; ERROR: -mcpu=sm_100a | tcgen05.cp has no source format 'b5x16'
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.cp.128x256b.b5x16.cg1(ptr addrspace(6), i64)

define ptx_kernel void @k(i32 %a, i64 %d) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b5x16.cg1(ptr addrspace(6) %t, i64 %d)
  ret void
}
