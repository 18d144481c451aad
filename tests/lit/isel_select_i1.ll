; A one-bit select with a constant arm is a logical and/or: clang writes a || b as
; select a, true, b and a && b as select a, b, false. The DAG combiner makes each one
; or.pred / and.pred (with a not.pred for the negated forms) instead of the three
; instructions of (c & t) | (!c & f). EXEC compares the ir and ptx engines.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | sel1 1 64 buf:i32:64:rand:4 buf:i32:256:zero

; CHECK-LABEL: .entry sel1(
; CHECK-COUNT-4: {{or|and}}.pred
; CHECK-NOT: {{or|and}}.pred
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @sel1(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  %x = load i32, ptr addrspace(1) %p, align 4
  %a = icmp ult i32 %x, 1000000000
  %bm = and i32 %x, 16
  %b = icmp ne i32 %bm, 0
  %or = select i1 %a, i1 true, i1 %b
  %and = select i1 %a, i1 %b, i1 false
  %nand = select i1 %a, i1 false, i1 %b
  %nor = select i1 %a, i1 %b, i1 true
  %o = shl nuw nsw i64 %t64, 2
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o
  %v0 = zext i1 %or to i32
  store i32 %v0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  %v1 = zext i1 %and to i32
  store i32 %v1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 2
  %v2 = zext i1 %nand to i32
  store i32 %v2, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 3
  %v3 = zext i1 %nor to i32
  store i32 %v3, ptr addrspace(1) %q3, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @sel1, !"kernel", i32 1}
