; nvcg selects tcgen05.ld/st of up to 32 registers; a .x64 of 32x32b moves 64.
; ERROR: -mcpu=sm_100a | llvm.nvvm.tcgen05.ld.32x32b.x64 moves 64 registers; nvcg selects tcgen05.ld/st of at most 32
target triple = "nvptx64-nvidia-cuda"

declare <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6), i1)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  %v = call <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6) %t, i1 false)
  %e = extractelement <64 x i32> %v, i32 63
  store i32 %e, ptr addrspace(1) %out, align 4
  ret void
}
