; Only i16 / i32 against 16-bit floats are retypings LLVM made: a 64-bit pointer where
; llvm.nvvm.d2f.rn takes a double, though as wide, stays an error at the declaration (as
; does a float for an i32: err_intrinsic_decl_mistyped.ll).
; ERROR: -mcpu=sm_80 | intrinsic '@llvm.nvvm.d2f.rn' is declared as 'float (ptr)' but its signature is 'float (double)'
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %a) {
  %v = call float @llvm.nvvm.d2f.rn(ptr %a)
  store float %v, ptr addrspace(1) %out
  ret void
}

declare float @llvm.nvvm.d2f.rn(ptr)
