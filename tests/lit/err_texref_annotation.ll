; A global annotated "surface" is a module-scope .surfref (ir/texture.h): it has no memory,
; so loading it is a located verifier error, not a load of an i64 whose annotation is
; silently dropped. Only llvm.nvvm.texsurf.handle.internal may take it (texref.ll).
; ERROR: -mcpu=sm_75 | err_texref_annotation.ll:8:3: error: in function @k, block %0: instruction '%h = load i64, ptr addrspace(1) @surf': @surf is a module-scope surface reference: only llvm.nvvm.texsurf.handle.internal may use it
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
