; A used declaration of an intrinsic whose type differs from the table's by more than a
; same-width retyping stays an error, at the declaration: an i64 result where the
; intrinsic gives 32 bits, and a pointer where it takes a float.
; ERROR: -mcpu=sm_80 | intrinsic '@llvm.nvvm.ff2bf16x2.rn' is declared as 'i64 (float, float)' but its signature is 'i32 (float, float)'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, float %a) {
  %v = call i64 @llvm.nvvm.ff2bf16x2.rn(float %a, float %a)
  store i64 %v, ptr addrspace(1) %out
  ret void
}

declare i64 @llvm.nvvm.ff2bf16x2.rn(float, float)
