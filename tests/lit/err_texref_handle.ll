; llvm.nvvm.texsurf.handle.internal on a global that no !nvvm.annotations node declares a
; "texture" or "surface" is a located verifier error: its handle would name no .texref.
; (texref.ll compiles and runs the annotated form.)
; ERROR: -mcpu=sm_75 | err_texref_handle.ll:10:3: error: in function @k, block %0: instruction '%h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)': llvm.nvvm.texsurf.handle.internal takes a global annotated "texture" or "surface" in !nvvm.annotations
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
