; A call of an intrinsic declared with a type that is not its own is refused, at the
; declaration (its unused twin is dropped: intrinsic_decl_unused_mistyped.ll).
; ERROR: -mcpu=sm_80 | intrinsic '@llvm.nvvm.shfl.sync.bfly.f32' is declared as 'float (float, i32, i32, i32)' but its signature is 'float (i32, float, i32, i32)'
declare float @llvm.nvvm.shfl.sync.bfly.f32(float, i32, i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %s = call float @llvm.nvvm.shfl.sync.bfly.f32(float %v, i32 1, i32 31, i32 -1)
  store float %s, ptr addrspace(1) %p
  ret void
}
