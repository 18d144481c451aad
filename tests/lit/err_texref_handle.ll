; Module-scope texture references are refused with the reason (issue 14 leaves them out:
; nvcg compiles bindless texture and surface objects): llvm.nvvm.texsurf.handle.internal
; is a located error at its declaration, not an unknown intrinsic.
; ERROR: -mcpu=sm_75 | err_texref_handle.ll:8:13: error: '@llvm.nvvm.texsurf.handle.internal.p1': module-scope texture, surface and sampler references (.texref, .surfref, .samplerref) are not supported
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 0, align 8
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o, float %x) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %s = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64 %h, float %x, float %x)
  %a = extractvalue { float, float, float, float } %s, 0
  store float %a, ptr addrspace(1) %o
  ret void
}
