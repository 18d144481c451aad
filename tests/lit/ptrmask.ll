; llvm.ptrmask (issue 11: clang's va_arg code aligns the argument cursor with it, LLVM's
; variadics-backend.ll): the pointer's 64-bit address ANDed with the mask, for a global and
; a generic pointer, with a constant and a variable mask. Both engines run the kernel.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_80 -O0 | CHECK
; EXEC: -mcpu=sm_80 | k 1 32 buf:i32:64:iota buf:i32:32:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 32 buf:i32:64:iota buf:i32:32:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  ; byte offset 4*t + 3, rounded down to a multiple of 8: element 2*(t/2)
  %b = mul i64 %t64, 4
  %b3 = add i64 %b, 3
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %b3
  %a = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 -8)
  %v = load i32, ptr addrspace(1) %a, align 8
  ; a generic pointer and a mask from the thread id: clears bit 2 when t is odd
  %g = addrspacecast ptr addrspace(1) %p to ptr
  %odd = and i64 %t64, 1
  %sh = shl i64 %odd, 2
  %m = xor i64 %sh, -1
  %m2 = and i64 %m, -4
  %ga = call ptr @llvm.ptrmask.p0.i64(ptr %g, i64 %m2)
  %w = load i32, ptr %ga, align 4
  %s = shl i32 %w, 8
  %r = add i32 %v, %s
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
