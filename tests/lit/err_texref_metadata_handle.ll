; The older form of llvm.nvvm.texsurf.handle, whose first operand is metadata naming the
; global, is refused at its declaration with the form to use instead
; (llvm.nvvm.texsurf.handle.internal, texref.ll).
; ERROR: -mcpu=sm_75 | err_texref_metadata_handle.ll:8:13: error: '@llvm.nvvm.texsurf.handle.p1': the form of llvm.nvvm.texsurf.handle that takes a metadata operand is not supported; llvm.nvvm.texsurf.handle.internal.p1 gives the handle
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o, float %x) {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @tex, ptr addrspace(1) @tex)
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %h, float %x, float %x)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
