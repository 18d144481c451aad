; common linkage prints as .common only in .global space (ptxas allows it nowhere else);
; common .shared / .const globals print as .weak, as LLVM does. A call through undef is
; undefined behaviour: it traps instead of printing a call PTX has no form for.
; RUN: -mcpu=sm_80 | CHECK
target triple = "nvptx64-nvidia-cuda"

@g = common addrspace(1) global i32 0, align 4
@s = common addrspace(3) global [4 x i32] zeroinitializer, align 4
@c = common addrspace(4) global i32 0, align 4

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %a = load i32, ptr addrspace(1) @g
  %b = load i32, ptr addrspace(4) @c
  %p = getelementptr [4 x i32], ptr addrspace(3) @s, i32 0, i32 %i
  store i32 %a, ptr addrspace(3) %p
  %x = add i32 %a, %b
  store i32 %x, ptr addrspace(1) %out
  %r = call i32 undef(i32 %x)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
; CHECK: .common .global .align 4 .u32 g;
; CHECK: .weak .shared .align 4 .b8 s[16];
; CHECK: .weak .const .align 4 .u32 c;
; CHECK-LABEL: .entry k(
; CHECK: trap;
