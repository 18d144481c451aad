; A global variable's attributes after its comma list (issue 11: LLVM's disjoint-or-addr.ll
; declares `@a = external global ptr align 16`): attribute groups, "key"="value" strings
; and `align N` are read as LLVM reads them (the variable's attribute set, which does not
; align it) and dropped; global_attrs_extern.ll has LLVM's declaration. Both engines run it.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | k 1 4 buf:i32:4:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK: .global .align 4 .u32 g = 9;
@g = addrspace(1) global i32 9, align 4 #0
@h = addrspace(1) global i32 5 "some-key"="v" #0

; CHECK-LABEL: .entry k(
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = load i32, ptr addrspace(1) @g
  %b = load i32, ptr addrspace(1) @h
  %s = add i32 %a, %b
  %r = add i32 %s, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { "other"="x" }
