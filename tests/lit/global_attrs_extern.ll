; LLVM's disjoint-or-addr.ll declares `@a = external global ptr align 16`: the `align 16`
; (no comma) is the variable's attribute set, which LLVM keeps apart from its alignment, so
; the extern keeps its type's (8), as llc's does.
; RUN: -mcpu=sm_80 | CHECK
target triple = "nvptx64-nvidia-cuda"

; CHECK: .extern .global .align 8 .u64 a;
@a = external addrspace(1) global ptr align 16

; CHECK-LABEL: .func  (.param .b32 func_retval0) f(
define i32 @f() {
  %a1 = ptrtoint ptr addrspace(1) @a to i64
  %a2 = or disjoint i64 %a1, 8
  %a3 = inttoptr i64 %a2 to ptr addrspace(1)
  %v = load i32, ptr addrspace(1) %a3
  ret i32 %v
}
