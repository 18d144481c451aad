; Only a kernel's entry takes .texref / .surfref parameters: an image annotation on a
; device function's parameter is a located verifier error (LLVM asserts).
; ERROR: -mcpu=sm_75 | err_image_param_kernel.ll:6:12: error: in function @f: parameter 0 is annotated as an image, but '@f' is no kernel
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.txq.width(i64)
define i32 @f(i64 %img) {
  %w = call i32 @llvm.nvvm.txq.width(i64 %img)
  ret i32 %w
}
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %img) {
  %w = call i32 @f(i64 %img)
  store i32 %w, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @f, !"rdoimage", i32 0}
