; A kernel parameter annotated as an image ("rdoimage": a .texref parameter in LLVM's
; NVPTX backend) is still a located error with the reason, not silently an i64
; (module-scope textures and surfaces are compiled: texref.ll).
; ERROR: -mcpu=sm_75 | err_texref_image_param.ll:11:23: error: !nvvm.annotations "rdoimage": module-scope samplers (.samplerref: PTX's independent texturing mode) and image kernel parameters (.texref / .surfref parameters) are not supported
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %img) {
  %s = add i64 %img, 1
  store i64 %s, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"rdoimage", i32 1}
