; Cube textures are not in this slice of issue 14: a located error, not a crash.
; ERROR: -mcpu=sm_75 | err_texture_cube.ll:4:40: error: 'llvm.nvvm.tex.unified.cube.v4f32.f32': cube textures are not supported yet
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float)
define ptx_kernel void @k(i64 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %t, float 0.5, float 0.5, float 1.0)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
