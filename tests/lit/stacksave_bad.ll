; llvm.stacksave in a space that is not the stack's (global, addrspace 1): a located error
; at the call, not a miscompile.
; ERROR: -mcpu=sm_86 | stacksave_bad.ll:10:3: error: in function 'k': llvm.stacksave: the stack pointer is a generic (addrspace 0) or .local (addrspace 5) pointer

target triple = "nvptx64-nvidia-cuda"
declare ptr addrspace(1) @llvm.stacksave.p1()

define void @k(ptr addrspace(1) %out) {
entry:
  %sp = call ptr addrspace(1) @llvm.stacksave.p1()
  store ptr addrspace(1) %sp, ptr addrspace(1) %out, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
