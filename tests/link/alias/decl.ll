; A declaration that another module defines only as an alias: an error naming it.
; ERROR: %S/lib_alias.ll -mcpu=sm_80 | ERR
; ERR: error: '@dbl' is an alias here and a symbol of the module it is linked into: nvcg does not resolve a symbol to another module's alias (use the aliasee's name)
target triple = "nvptx64-nvidia-cuda"

declare i32 @dbl(i32)

define void @k(ptr addrspace(1) %o) {
  %d = call i32 @dbl(i32 21)
  store i32 %d, ptr addrspace(1) %o
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
