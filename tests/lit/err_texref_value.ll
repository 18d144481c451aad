; A "surface" annotation whose value is not i32 1 is a located error (LLVM reads the
; annotation only with the value 1; nvcg does not guess what another value means).
; ERROR: -mcpu=sm_75 | err_texref_value.ll:9:23: error: !nvvm.annotations "surface" on '@srf' needs the value i32 1
target triple = "nvptx64-nvidia-cuda"
@srf = internal addrspace(1) global i64 undef, align 8
define ptx_kernel void @k() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @srf, !"surface", i32 0}
