; Four-byte dot products written out in integer arithmetic become dp4a (opt/dp4a.c;
; every target nvcg supports has it), signed and unsigned; --disable-dp4a keeps the
; arithmetic. EXEC runs the ir
; engine on this file (the shifts and multiplications) against the ptx engine on nvcg's
; dp4a, on random words (all byte values, both signs) and accumulators.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-dp4a | OLD
; EXEC: -mcpu=sm_80 -O2 | dots 2 64 buf:i32:128:rand:41 buf:i32:128:rand:42 buf:i32:128:rand:43 buf:i32:256:zero
; EXEC: -mcpu=sm_75 -O2 | dots 1 64 buf:i32:64:rand:44 buf:i32:64:rand:45 buf:i32:64:rand:46 buf:i32:128:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; out[2i] = c[i] + signed dot(a[i], b[i]); out[2i+1] = unsigned dot(a[i], b[i])
; CHECK-LABEL: .entry dots(
; CHECK: dp4a.s32.s32
; CHECK: dp4a.u32.u32
; CHECK-NOT: mul.lo
; CHECK: ret;
; OLD-LABEL: .entry dots(
; OLD-NOT: dp4a
; OLD: ret;
define void @dots(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc, ptr addrspace(1) %out) {
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %bx, %bd
  %i = add i32 %m, %tx
  %ie = zext i32 %i to i64
  %ga = getelementptr inbounds i32, ptr addrspace(1) %pa, i64 %ie
  %a = load i32, ptr addrspace(1) %ga, align 4
  %gb = getelementptr inbounds i32, ptr addrspace(1) %pb, i64 %ie
  %b = load i32, ptr addrspace(1) %gb, align 4
  %gc = getelementptr inbounds i32, ptr addrspace(1) %pc, i64 %ie
  %acc = load i32, ptr addrspace(1) %gc, align 4
  %a0s = shl i32 %a, 24
  %a0 = ashr exact i32 %a0s, 24
  %b0s = shl i32 %b, 24
  %b0 = ashr exact i32 %b0s, 24
  %p0 = mul nsw i32 %b0, %a0
  %a1s = shl i32 %a, 16
  %a1 = ashr i32 %a1s, 24
  %b1s = shl i32 %b, 16
  %b1 = ashr i32 %b1s, 24
  %p1 = mul nsw i32 %b1, %a1
  %a2s = shl i32 %a, 8
  %a2 = ashr i32 %a2s, 24
  %b2s = shl i32 %b, 8
  %b2 = ashr i32 %b2s, 24
  %p2 = mul nsw i32 %b2, %a2
  %a3 = ashr i32 %a, 24
  %b3 = ashr i32 %b, 24
  %p3 = mul nsw i32 %b3, %a3
  %s1 = add i32 %p3, %acc
  %s2 = add i32 %s1, %p0
  %s3 = add i32 %s2, %p1
  %s4 = add i32 %s3, %p2
  %u0a = and i32 %a, 255
  %u0b = and i32 %b, 255
  %q0 = mul i32 %u0a, %u0b
  %u1a0 = lshr i32 %a, 8
  %u1a = and i32 %u1a0, 255
  %u1b0 = lshr i32 %b, 8
  %u1b = and i32 %u1b0, 255
  %q1 = mul i32 %u1a, %u1b
  %u2a0 = lshr i32 %a, 16
  %u2a = and i32 %u2a0, 255
  %u2b0 = lshr i32 %b, 16
  %u2b = and i32 %u2b0, 255
  %q2 = mul i32 %u2a, %u2b
  %u3a = lshr i32 %a, 24
  %u3b = lshr i32 %b, 24
  %q3 = mul i32 %u3a, %u3b
  %t1 = add i32 %q0, %q1
  %t2 = add i32 %q2, %q3
  %t = add i32 %t1, %t2
  %o0 = shl i64 %ie, 1
  %go0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o0
  store i32 %s4, ptr addrspace(1) %go0, align 4
  %o1 = or i64 %o0, 1
  %go1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %o1
  store i32 %t, ptr addrspace(1) %go1, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @dots, !"kernel", i32 1}
