; LLVM's cube forms are the base level and .level with f32 directions: a cube .grad is a
; located error (err_texture_cube_surface.ll: surfaces have no cube geometry).
; ERROR: -mcpu=sm_75 | err_texture_cube_forms.ll:11:40: error: 'llvm.nvvm.tex.unified.cube.grad.v4f32.f32': a cube map samples with .f32 directions at the base level or .level (no .s32 fetch, no .grad)
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %t, float 0.5, float 0.5, float 1.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)
