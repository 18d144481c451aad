; A module-scope texture reference has no memory: taking it as a pointer (here a GEP and a
; store of its address) is a located verifier error at each instruction, and a constant
; that uses it (an initialiser) one at the global that holds it.
; ERROR: -mcpu=sm_75 | err_texref_misuse.ll:11:3: error: in function @k, block %0: instruction 'store ptr addrspace(1) @tex, ptr addrspace(1) %o, align 8': @tex is a module-scope texture reference: only llvm.nvvm.texsurf.handle.internal may use it
; ERROR: -mcpu=sm_75 | err_texref_misuse.ll:12:3: error: in function @k, block %0: instruction '%p = getelementptr i8, ptr addrspace(1) @tex, i64 4': @tex is a module-scope texture reference
; ERROR: -mcpu=sm_75 | err_texref_misuse.ll:8:1: error: in global @tex: a module-scope texture reference is used by a constant
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
@ptr = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @tex, i64 8), align 8
define ptx_kernel void @k(ptr addrspace(1) %o) {
  store ptr addrspace(1) @tex, ptr addrspace(1) %o, align 8
  %p = getelementptr i8, ptr addrspace(1) @tex, i64 4
  store i8 0, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
