; The metadata operand of llvm.nvvm.texsurf.handle's older form must hold the variable
; that its second operand is (texref_metadata_handle.ll): another is a located error at
; the metadata, here numbered metadata checked once the module is read.
; ERROR: -mcpu=sm_75 | err_texref_metadata_mismatch.ll:10:46: error: the metadata operand of llvm.nvvm.texsurf.handle (!2) must hold the texture or surface variable the call's second operand is ('@a')
target triple = "nvptx64-nvidia-cuda"
@a = internal addrspace(1) global i64 undef, align 8
@b = internal addrspace(1) global i64 undef, align 8
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata !2, ptr addrspace(1) @a)
  store i64 %h, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @a, !"texture", i32 1}
!1 = !{ptr addrspace(1) @b, !"texture", i32 1}
!2 = !{ptr addrspace(1) @b, !"texture", i32 1}
