; A tied inline asm input names an output that does not exist.
; ERROR: -mcpu=sm_80 | inline asm constraint '2' does not name an output before it
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bad(i32 %a) {
  %r = call i32 asm sideeffect "mov.b32 $0, $1;", "=r,2"(i32 %a)
  ret void
}
