; A formatted surface store takes 32-bit values: LLVM's llvm.nvvm.sust.p.*.i8/i16 forms
; (llc-14 prints sust.p.2d.v4.b8) are refused, as ptxas 13 refuses their PTX: a located
; error, not a crash.
; ERROR: -mcpu=sm_75 | err_texture_sust_p.ll:6:14: error: 'llvm.nvvm.sust.p.2d.v4i8.trap': a formatted store (sust.p) takes 32-bit values (i32, v2i32, v4i32; ptxas refuses .b8, .b16 and .b64)
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.sust.p.2d.v4i8.trap(i64, i32, i32, i16, i16, i16, i16)
define ptx_kernel void @k(i64 %s) {
  call void @llvm.nvvm.sust.p.2d.v4i8.trap(i64 %s, i32 0, i32 0, i16 1, i16 2, i16 3, i16 4)
  ret void
}
