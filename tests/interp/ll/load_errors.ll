; Load-time errors (exit status 2) for what the ir engine does not run: inline asm and
; fp128 arithmetic, only in kernels that reach them (the other kernels of the file run),
; unknown kernels, device functions named as kernels, wrong argument lists.
; NOLLC-FILE llc is not the subject here
target triple = "nvptx64-nvidia-cuda"

; TEST uses_asm --grid 1 --block 1 buf:i32:1:zero
; STATUS 2
; ERR load_errors.ll:17:3:
; ERR inline asm is not supported by the ir engine
define void @uses_asm(i32 addrspace(1)* %out) {
  %r = call i32 @helper()
  store i32 %r, i32 addrspace(1)* %out
  ret void
}
define internal i32 @helper() {
  %r = call i32 asm "mov.u32 $0, 7;", "=r"()
  ret i32 %r
}

; TEST uses_fp128 --grid 1 --block 1 buf:i32:1:zero
; STATUS 2
; ERR fp128 arithmetic is not supported by the ir engine
define void @uses_fp128(i32 addrspace(1)* %out) {
  %a = fadd fp128 0xL00000000000000003FFF000000000000, 0xL00000000000000003FFF000000000000
  %b = fptosi fp128 %a to i32
  store i32 %b, i32 addrspace(1)* %out
  ret void
}

; TEST fine --grid 1 --block 1 buf:i32:1:zero
; OUT 7 0x00000007
define void @fine(i32 addrspace(1)* %out) {
  store i32 7, i32 addrspace(1)* %out
  ret void
}

; TEST nope --grid 1 --block 1 buf:i32:1:zero
; STATUS 2
; ERR no kernel named 'nope' (kernels: uses_asm, uses_fp128, fine)

; TEST helper --grid 1 --block 1 buf:i32:1:zero
; STATUS 2
; ERR no kernel named 'helper'

; TEST fine --grid 1 --block 1
; STATUS 2
; ERR kernel 'fine' takes 1 parameter but 0 arguments were given

; TEST fine --grid 1 --block 1 i32:5
; STATUS 2
; ERR parameter 0 is 8 bytes but argument 0 (i32) is 4 bytes

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i32 addrspace(1)*)* @uses_asm, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @uses_fp128, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*)* @fine, !"kernel", i32 1}
