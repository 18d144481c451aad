; tcgen05.cp (selection only): shared memory (a matrix descriptor) -> tensor memory, every
; shape LLVM names (64x128b / 32x128b with their warp multicast), the optional
; decompression from .b6x16_p32 / .b4x16_p64 to .b8x16; one cta_group per function.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_100f -O0 | CHECK
; ERROR: -mcpu=sm_90a | 'tcgen05.cp.cta_group::1.64x128b.warpx2::01_23.b8x16.b6x16_p32' needs sm_100a, sm_103a, sm_110a or a family target
; REFUSED: -mcpu=sm_100a | ir cg1 1 32 buf:i32:1:zero | nvcgrun does not execute @llvm.nvvm.tcgen05.cp.128x256b.cg1: tensor memory (tcgen05) is not emulated
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2(ptr addrspace(6), i64)

; CHECK-LABEL: .entry cg1(
; CHECK: tcgen05.cp.cta_group::1.128x256b [%nvcg_taddr], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.4x256b [%nvcg_taddr], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.128x128b [%nvcg_taddr], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 [%nvcg_taddr], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%nvcg_taddr], %rd{{[0-9]+}};
define ptx_kernel void @cg1(i32 %a, i64 %d) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %d)
  call void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6) %t, i64 %d)
  call void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6) %t, i64 %d)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6) %t, i64 %d)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %d)
  ret void
}

; CHECK-LABEL: .entry cg2(
; CHECK: tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b4x16_p64 [%nvcg_taddr], %rd{{[0-9]+}};
; CHECK: tcgen05.cp.cta_group::2.128x256b.b8x16.b6x16_p32 [%nvcg_taddr], %rd{{[0-9]+}};
define ptx_kernel void @cg2(i32 %a, i64 %d) {
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %d)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %d)
  ret void
}
