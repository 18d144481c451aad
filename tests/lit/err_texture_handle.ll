; A texture object is an i64: a declaration with an i32 handle is refused where it stands.
; ERROR: -mcpu=sm_75 | err_texture_handle.ll:4:40: error: intrinsic '@llvm.nvvm.tex.unified.2d.v4f32.f32' is declared as '{ float, float, float, float } (i32, float, float)' but its signature is '{ float, float, float, float } (i64, float, float)'
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i32, float, float)
define ptx_kernel void @k(i32 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i32 %t, float 0.5, float 0.5)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
