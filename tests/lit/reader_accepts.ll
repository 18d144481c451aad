; IR that LLVM's reader accepts: a reference to an attribute group no `attributes` line
; defines (ignored), intrinsics called without a `declare` (declared from the call),
; explicit value numbering with gaps (LLVM 19+), a call whose type differs from the
; callee's declaration (an indirect call through the call's type). atomicrmw xchg on
; small vectors is in atomic_xchg_vector.ll.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | k 1 32 buf:i32:64:zero buf:i32:32:iota
target triple = "nvptx64-nvidia-cuda"

declare i32 @callee(i32)

define internal i32 @twice(i32 %x) #7 {
  %r = add i32 %x, %x
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext i32 %1 to i64
  %6 = getelementptr i32, ptr addrspace(1) %in, i64 %4
  %7 = load i32, ptr addrspace(1) %6, align 4
  %9 = call i32 @twice(i32 %7)
  %11 = getelementptr i32, ptr addrspace(1) %out, i64 %4
  store i32 %9, ptr addrspace(1) %11, align 4
  call void @llvm.nvvm.barrier0()
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: mov.u32 {{%r[0-9]+}}, %tid.x;
; CHECK: bar.sync 0;

; A call through another type than the declaration's (not run: its result would be
; undefined). It goes through a register with a prototype.
define i32 @mismatched(i32 %x) {
  %r = call i64 @twice(i32 %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
; CHECK-LABEL: .func (.param .b32 func_retval0) mismatched(
; CHECK: mov.u64 [[F:%rd[0-9]+]], twice;
; CHECK: prototype_0 : .callprototype (.param .b64 _) _ (.param .b32 _);
; CHECK: call (retval0), [[F]], (param0), prototype_0;
