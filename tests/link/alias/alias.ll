; Aliases across linking: a linked-in module's exported alias stays exported (PTX .alias,
; naming the aliasee's linked symbol). decl.ll: a declaration is not resolved through
; another module's alias (an error naming it).
; RUN: %S/lib_alias.ll -mcpu=sm_80 | CHECK
; CHECK: .visible .func  (.param .b32 func_retval0) dbl(
; CHECK: .alias dbl, double;
target triple = "nvptx64-nvidia-cuda"

declare i32 @double(i32)

define void @k(ptr addrspace(1) %o) {
  %d = call i32 @double(i32 21)
  store i32 %d, ptr addrspace(1) %o
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
