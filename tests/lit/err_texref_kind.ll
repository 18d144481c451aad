; A texture instruction on a surface reference's handle (and the other way round) is a
; located verifier error: PTX has no such instruction (err_texref_kind_late.ll: the same
; exposed only by optimisation).
; ERROR: -mcpu=sm_75 | err_texref_kind.ll:13:3: error: in function @k, block %0: instruction '%w = call i32 @llvm.nvvm.txq.width(i64 %h)': @srf is a module-scope surface reference, but llvm.nvvm.txq.width takes a texture
target triple = "nvptx64-nvidia-cuda"
@srf = internal addrspace(1) global i64 undef, align 8
declare i32 @llvm.nvvm.txq.width(i64)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @srf)
  ; a comment line so the call sits on line 13
  ; (the position is the call's)
  %w = call i32 @llvm.nvvm.txq.width(i64 %h)
  store i32 %w, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @srf, !"surface", i32 1}
