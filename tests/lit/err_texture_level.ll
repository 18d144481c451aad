; tex.level samples with float coordinates (PTX has no .level form with .s32 ones).
; ERROR: -mcpu=sm_75 | err_texture_level.ll:10:40: error: 'llvm.nvvm.tex.unified.2d.level.v4f32.s32': tex.level takes .f32 coordinates
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.s32(i64 %t, i32 1, i32 2, float 0.0)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.s32(i64, i32, i32, float)
