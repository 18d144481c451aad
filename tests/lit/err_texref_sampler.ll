; A global annotated "sampler" (a module-scope .samplerref) is refused with the reason:
; ptxas accepts .samplerref only under .texmode_independent (OpenCL's mode), which nvcg
; does not emit; the "texture" annotation beside it is fine.
; ERROR: -mcpu=sm_75 | err_texref_sampler.ll:14:27: error: !nvvm.annotations "sampler": samplers (.samplerref: PTX's independent texturing mode) are not supported
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
@smp = internal addrspace(1) global i64 undef, align 8
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  store i64 %h, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!1 = !{ptr addrspace(1) @smp, !"sampler", i32 1}
