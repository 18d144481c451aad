; A "texture" annotation on a global that is not an addrspace(1) i64 is a located error
; (a .texref has no other shape); err_texref_value.ll: an annotation whose value is not 1.
; ERROR: -mcpu=sm_75 | err_texref_type.ll:9:23: error: !nvvm.annotations "texture": '@tex' must be an addrspace(1) global of type i64 (a module-scope texture reference)
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(3) global i32 undef, align 4
define ptx_kernel void @k() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(3) @tex, !"texture", i32 1}
