; A math intrinsic the library has no function for is refused at the call, not dropped:
; powi's exponent must be i32 (libdevice's __nv_powif takes int), and an integer sine has
; no library function.
; ERROR: -mcpu=sm_80 | err_math_intrinsic_type.ll:9:3: error: 'llvm.powi.f32.i16': the exponent must be i32, as the library's function takes it
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i16 %n) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @llvm.powi.f32.i16(float %x, i16 %n)
  store float %y, ptr addrspace(1) %p
  ret void
}

declare float @llvm.powi.f32.i16(float, i16)
