; i128 add and sub are one add.cc/addc (sub.cc/subc) pair over the two 64-bit words: the
; carry stays in the condition-code register instead of a setp/selp/add. Edge values are
; made from the loaded ones so that every carry case runs: a + ~a (all ones, no carry
; anywhere), that + 1 (a carry through both words), 0 - a (a borrow unless a.lo is 0),
; a - (a + 1), and the word-0-is-zero case (a shifted left 64: no pair, nothing carries).
; EXEC compares the ir and ptx engines bit for bit.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | carry 1 64 buf:i64:128:rand:11 buf:i64:128:rand:12 buf:i64:1024:zero
; EXEC: -mcpu=sm_90 -O0 | carry 1 64 buf:i64:128:rand:13 buf:i64:128:iota buf:i64:1024:zero

; CHECK-LABEL: .entry carry(
; CHECK: add.cc.u64
; CHECK-NEXT: addc.u64
; CHECK: sub.cc.u64
; CHECK-NEXT: subc.u64
; CHECK-NOT: selp.b64 {{%rd[0-9]+}}, 1, 0,
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @carry(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %qa = getelementptr inbounds i128, ptr addrspace(1) %pa, i64 %t64
  %qb = getelementptr inbounds i128, ptr addrspace(1) %pb, i64 %t64
  %a = load i128, ptr addrspace(1) %qa, align 16
  %b = load i128, ptr addrspace(1) %qb, align 16
  %s = add i128 %a, %b
  %d = sub i128 %a, %b
  %na = xor i128 %a, -1
  %ones = add i128 %a, %na
  %wrap = add i128 %ones, 1
  %neg = sub i128 0, %a
  %a1 = add i128 %a, 1
  %m1 = sub i128 %a, %a1
  %sh = shl i128 %b, 64
  %hi = add i128 %a, %sh
  %o = mul nuw nsw i64 %t64, 8
  %q0 = getelementptr inbounds i128, ptr addrspace(1) %out, i64 %o
  store i128 %s, ptr addrspace(1) %q0, align 16
  %q1 = getelementptr inbounds i128, ptr addrspace(1) %q0, i64 1
  store i128 %d, ptr addrspace(1) %q1, align 16
  %q2 = getelementptr inbounds i128, ptr addrspace(1) %q0, i64 2
  store i128 %ones, ptr addrspace(1) %q2, align 16
  %q3 = getelementptr inbounds i128, ptr addrspace(1) %q0, i64 3
  store i128 %wrap, ptr addrspace(1) %q3, align 16
  %q4 = getelementptr inbounds i128, ptr addrspace(1) %q0, i64 4
  store i128 %neg, ptr addrspace(1) %q4, align 16
  %q5 = getelementptr inbounds i128, ptr addrspace(1) %q0, i64 5
  store i128 %m1, ptr addrspace(1) %q5, align 16
  %q6 = getelementptr inbounds i128, ptr addrspace(1) %q0, i64 6
  store i128 %hi, ptr addrspace(1) %q6, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @carry, !"kernel", i32 1}
