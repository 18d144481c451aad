; llvm.nvvm.idp4a with mixed signedness (the first letter is a's, the second b's) and the
; two-way llvm.nvvm.idp2a (a's 16-bit halves times b's low, i1 0, or high, i1 1, bytes):
; each selects its dp4a/dp2a form, and the ir and ptx engines agree on random inputs.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -mcpu=sm_90 -O0 | CHECK
; EXEC: -mcpu=sm_75 | k 1 32 buf:i32:64:rand:11 buf:i32:320:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i32:64:rand:5 buf:i32:320:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.idp4a.s.s(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.u.s(i32, i32, i32)
declare i32 @llvm.nvvm.idp4a.u.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp2a.s.s(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.s.u(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.idp2a.u.u(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: .entry k(
; CHECK-DAG: dp4a.s32.s32
; CHECK-DAG: dp4a.s32.u32
; CHECK-DAG: dp4a.u32.s32
; CHECK-DAG: dp4a.u32.u32
; CHECK-DAG: dp2a.lo.s32.s32
; CHECK-DAG: dp2a.lo.s32.u32
; CHECK-DAG: dp2a.lo.u32.s32
; CHECK-DAG: dp2a.lo.u32.u32
; CHECK-DAG: dp2a.hi.s32.s32
; CHECK-DAG: dp2a.hi.s32.u32
; CHECK-DAG: dp2a.hi.u32.s32
; CHECK-DAG: dp2a.hi.u32.u32
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = shl i32 %t, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %t2
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %b = load i32, ptr addrspace(1) %pb, align 4
  %c = xor i32 %a, %b
  %o = mul i32 %t, 10
  %r0 = call i32 @llvm.nvvm.idp4a.s.s(i32 %a, i32 %b, i32 %c)
  %r1 = call i32 @llvm.nvvm.idp4a.s.u(i32 %a, i32 %b, i32 %c)
  %r2 = call i32 @llvm.nvvm.idp4a.u.s(i32 %a, i32 %b, i32 %c)
  %r3 = call i32 @llvm.nvvm.idp4a.u.u(i32 %a, i32 %b, i32 %c)
  %r4 = call i32 @llvm.nvvm.idp2a.s.s(i32 %a, i32 %b, i1 0, i32 %c)
  %r5 = call i32 @llvm.nvvm.idp2a.s.u(i32 %a, i32 %b, i1 0, i32 %c)
  %r6 = call i32 @llvm.nvvm.idp2a.u.s(i32 %a, i32 %b, i1 0, i32 %c)
  %r7 = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 0, i32 %c)
  %r8 = call i32 @llvm.nvvm.idp2a.s.s(i32 %a, i32 %b, i1 1, i32 %c)
  %r9 = call i32 @llvm.nvvm.idp2a.s.u(i32 %a, i32 %b, i1 1, i32 %c)
  %s1 = add i32 %r8, %r9
  %r10 = call i32 @llvm.nvvm.idp2a.u.s(i32 %a, i32 %b, i1 1, i32 %s1)
  %r11 = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 1, i32 %c)
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %r1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %r2, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %r3, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store i32 %r4, ptr addrspace(1) %q4, align 4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store i32 %r5, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 6
  store i32 %r6, ptr addrspace(1) %q6, align 4
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 7
  %x7 = xor i32 %r7, %r11
  store i32 %x7, ptr addrspace(1) %q7, align 4
  %q8 = getelementptr i32, ptr addrspace(1) %q0, i32 8
  store i32 %r10, ptr addrspace(1) %q8, align 4
  %q9 = getelementptr i32, ptr addrspace(1) %q0, i32 9
  store i32 %r11, ptr addrspace(1) %q9, align 4
  ret void
}
