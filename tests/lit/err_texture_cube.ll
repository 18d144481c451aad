; A cube map samples in a direction (x, y, z): a cube fetch with two coordinates is a
; located error (the intrinsic's type is the family's), not a crash.
; ERROR: -mcpu=sm_75 | err_texture_cube.ll:5:40: error: intrinsic '@llvm.nvvm.tex.unified.cube.v4f32.f32' is declared as '{ float, float, float, float } (i64, float, float)' but its signature is '{ float, float, float, float } (i64, float, float, float)'
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float)
define ptx_kernel void @k(i64 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %t, float 0.5, float 0.5)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
