; An image annotation's value is the index of the kernel parameter it marks: one the
; kernel does not have is a located error.
; ERROR: -mcpu=sm_75 | err_image_param_index.ll:9:27: error: !nvvm.annotations "wroimage" on '@k': parameter 2 does not exist (it has 2)
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %img) {
  store i64 %img, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"wroimage", i32 2}
