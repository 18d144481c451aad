; Surfaces have no cube geometry (suld/sust take 1d, 2d, 3d and 1d/2d arrays; a cube's
; faces are a 2d array): a located error, not a crash.
; ERROR: -mcpu=sm_75 | err_texture_cube_surface.ll:5:13: error: 'llvm.nvvm.suld.cube.i32.trap': expected a surface geometry (1d, 2d, 3d, 1d.array, 2d.array; surfaces have no cube)
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.suld.cube.i32.trap(i64, i32, i32, i32)
define ptx_kernel void @k(i64 %s, ptr addrspace(1) %o) {
  %v = call i32 @llvm.nvvm.suld.cube.i32.trap(i64 %s, i32 0, i32 0, i32 0)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
