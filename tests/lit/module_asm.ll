; Module-level inline asm is carried into the PTX after the header, unchanged, as LLVM's
; NVPTX printer does (never dropped).
; RUN: -mcpu=sm_80 | CHECK
target triple = "nvptx64-nvidia-cuda"
module asm ".global .b32 from_asm;"
module asm ".global .align 4 .b8 table[8];"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
; CHECK: .address_size 64
; CHECK-EMPTY:
; CHECK-NEXT: // Start of file scope inline assembly
; CHECK-NEXT: .global .b32 from_asm;
; CHECK-NEXT: .global .align 4 .b8 table[8];
; CHECK-NEXT: // End of file scope inline assembly
