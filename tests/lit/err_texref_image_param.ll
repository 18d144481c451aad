; A kernel parameter annotated as an image must be an i64 (the handle the texture and
; surface intrinsics take; image_param.ll): any other type is a located error at the
; annotation, not silently a .texref of another size.
; ERROR: -mcpu=sm_75 | err_texref_image_param.ll:10:23: error: !nvvm.annotations "rdoimage" on '@k': parameter 1 must be an i64 (the image's handle, which the texture and surface intrinsics take)
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o, i32 %img) {
  store i32 %img, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"rdoimage", i32 1}
