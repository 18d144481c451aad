; 64-bit rotates and funnel shifts by a constant amount: one shl, one shr and one or
; (the complementary shift is by 64-k, which cannot be 64), where a variable amount
; needs a mask and a split shift; amount 0 (or 64) is the first operand. EXEC runs the
; ir engine on this file against the ptx engine on nvcg's PTX on random words, for
; constant amounts and for the same amounts passed at run time.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | rot 1 32 i64:13 buf:i64:64:rand:51 buf:i64:256:zero
; EXEC: -mcpu=sm_80 -O2 | rot 1 32 i64:64 buf:i64:64:rand:52 buf:i64:256:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i16 @llvm.fshl.i16(i16, i16, i16)

; CHECK-LABEL: .entry rot(
; CHECK: shr.u64 [[A:%rd[0-9]+]], [[X:%rd[0-9]+]], 63;
; CHECK-NEXT: shl.b64 [[B:%rd[0-9]+]], [[X]], 1;
; CHECK-NEXT: or.b64 {{%rd[0-9]+}}, [[B]], [[A]];
; CHECK-NEXT: shl.b64 {{%rd[0-9]+}}, [[X]], 57;
; CHECK-NEXT: shr.u64 {{%rd[0-9]+}}, [[X]], 7;
; CHECK: shl.b64 {{%rd[0-9]+}}, [[X]], 13;
; CHECK: shr.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 13;
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 63;
; CHECK: ret;
define void @rot(i64 %n, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %te = zext i32 %t to i64
  %t2 = shl i64 %te, 1
  %px = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %t2
  %x = load i64, ptr addrspace(1) %px, align 8
  %py = getelementptr inbounds i64, ptr addrspace(1) %px, i64 1
  %y = load i64, ptr addrspace(1) %py, align 8
  %r1 = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 1)
  %r2 = call i64 @llvm.fshr.i64(i64 %x, i64 %x, i64 7)
  %r3 = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 13)
  %r4 = call i64 @llvm.fshr.i64(i64 %x, i64 %y, i64 77)
  %r5 = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 64)
  %r6 = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 %n)
  %r7 = call i64 @llvm.fshr.i64(i64 %x, i64 %y, i64 %n)
  %xs = trunc i64 %x to i16
  %ys = trunc i64 %y to i16
  %h = call i16 @llvm.fshl.i16(i16 %xs, i16 %ys, i16 3)
  %r8 = zext i16 %h to i64
  %o = shl i64 %te, 3
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o
  store i64 %r1, ptr addrspace(1) %p1, align 8
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 1
  store i64 %r2, ptr addrspace(1) %p2, align 8
  %p3 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 2
  store i64 %r3, ptr addrspace(1) %p3, align 8
  %p4 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 3
  store i64 %r4, ptr addrspace(1) %p4, align 8
  %p5 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 4
  store i64 %r5, ptr addrspace(1) %p5, align 8
  %p6 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 5
  store i64 %r6, ptr addrspace(1) %p6, align 8
  %p7 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 6
  store i64 %r7, ptr addrspace(1) %p7, align 8
  %p8 = getelementptr inbounds i64, ptr addrspace(1) %p1, i64 7
  store i64 %r8, ptr addrspace(1) %p8, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @rot, !"kernel", i32 1}
