; A texture instruction on an image parameter declared as a surface ("wroimage",
; "rdwrimage": a .surfref), or a surface one on a "rdoimage" (.texref), is a located
; verifier error: PTX has no such instruction (err_image_param_kind_late.ll: the same
; exposed only by optimisation).
; ERROR: -mcpu=sm_75 | err_image_param_kind.ll:10:3: error: in function @k, block %0: instruction '%v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %img, i32 %x)': parameter 1 is an image kernel parameter declared as a surface ("rdwrimage"), but llvm.nvvm.tex.unified.1d.v4f32.s32 takes a texture
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %img, i32 %x) {
  ; the call is on line 10
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %img, i32 %x)
  %v0 = extractvalue { float, float, float, float } %v, 0
  store float %v0, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"rdwrimage", i32 1}
