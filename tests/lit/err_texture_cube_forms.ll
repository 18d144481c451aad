; A cube map samples with .f32 directions (tex, tex.level, tex.grad): a cube fetch with
; .s32 coordinates is a located error (err_texture_cube_surface.ll: surfaces have no cube
; geometry; err_texture_tld4_geom.ll: tld4 has no 1d or 3d form).
; ERROR: -mcpu=sm_75 | err_texture_cube_forms.ll:12:40: error: 'llvm.nvvm.tex.unified.cube.v4f32.s32': a cube map samples with .f32 directions (no .s32 fetch)
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.s32(i64 %t, i32 0, i32 0, i32 1)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.s32(i64, i32, i32, i32)
