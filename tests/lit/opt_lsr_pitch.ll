; lsr (opt/lsr.c) with a stride known only at run time: colsum walks column `col` of a
; row-major matrix with row pitch %ld; the address advances by ld * 4 bytes per iteration
; (one add.s64 in the loop) instead of a 64-bit multiply and adds per access.
; The EXEC lines check the rewritten loop against the ir engine, for a zero-trip loop too.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | colsum 1 32 i32:7 i32:32 buf:f32:224:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_80 -O2 | colsum 1 32 i32:0 i32:32 buf:f32:224:rand:3 buf:f32:32:zero
; EXEC: -mcpu=sm_80 -O2 --disable-lsr | colsum 1 32 i32:7 i32:32 buf:f32:224:rand:3 buf:f32:32:zero

; CHECK-LABEL: .entry colsum(
; CHECK: [[LOOP:\$L__BB0_[0-9]+]]:
; CHECK-NOT: mul
; CHECK: ld.global.f32 %f{{[0-9]+}}, [%rd[[P:[0-9]+]]];
; CHECK-NOT: mul
; CHECK: add.s64 %rd[[P]], %rd[[P]], %rd{{[0-9]+}};
; CHECK-NOT: mul
; CHECK: bra [[LOOP]];

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @colsum(i32 %rows, i32 %ld, ptr addrspace(1) %m, ptr addrspace(1) %out) {
entry:
  %col = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %col64 = zext i32 %col to i64
  %ld64 = sext i32 %ld to i64
  %any = icmp sgt i32 %rows, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i64 = zext i32 %i to i64
  %row = mul nsw i64 %i64, %ld64
  %k = add nsw i64 %row, %col64
  %p = getelementptr inbounds float, ptr addrspace(1) %m, i64 %k
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %rows
  br i1 %more, label %loop, label %done

done:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %col64
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @colsum, !"kernel", i32 1}
