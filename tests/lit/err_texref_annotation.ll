; A global annotated "surface" (a module-scope .surfref) is a located error with the
; reason, not an i64 global whose annotation is silently dropped; so are "texture",
; "sampler" and the image-parameter keys "rdoimage", "wroimage", "rdwrimage"
; (err_texref_image_param.ll).
; ERROR: -mcpu=sm_75 | err_texref_annotation.ll:14:23: error: !nvvm.annotations "surface": module-scope texture, surface and sampler references (.texref, .surfref, .samplerref) are not supported
target triple = "nvptx64-nvidia-cuda"
@surf = internal addrspace(1) global i64 0, align 8
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %img) {
  %h = load i64, ptr addrspace(1) @surf
  %s = add i64 %h, %img
  store i64 %s, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @surf, !"surface", i32 1}
