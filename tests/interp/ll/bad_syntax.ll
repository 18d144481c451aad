; A module the reader rejects: exit status 2 and the reader's file:line:col message.
; NOLLC-FILE not valid LLVM assembly
; TEST k --grid 1 --block 1 buf:i32:1:zero
; STATUS 2
; ERR bad_syntax.ll:9:
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 addrspace(1)* %out) {
  %x = add i32 1,
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*)* @k, !"kernel", i32 1}
