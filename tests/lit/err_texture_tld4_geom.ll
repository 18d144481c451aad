; tld4 gathers the 2x2 footprint of a 2d texture, a 2d array's layer or a cube's face
; (PTX: .2d, .a2d, .cube, .acube): a 3d gather is a located error.
; ERROR: -mcpu=sm_75 | err_texture_tld4_geom.ll:11:40: error: 'llvm.nvvm.tld4.unified.r.3d.v4f32.f32': tld4 gathers from 2d, 2d.array, cube and cube.array textures only
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %t, ptr addrspace(1) %o) {
  %s = call { float, float, float, float } @llvm.nvvm.tld4.unified.r.3d.v4f32.f32(i64 %t, float 0.5, float 0.5, float 0.5)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
declare { float, float, float, float } @llvm.nvvm.tld4.unified.r.3d.v4f32.f32(i64, float, float, float)
