; The DAG combiner turns (x << (n - k)) >>s (n - k) with k = 8, 16 or 32 -- clang's
; spelling of (long long)(short)x and (int)(signed char)x -- into one sign_extend_inreg,
; selected as a cvt.sN.sK on the wide register instead of two shifts. Other amounts (k =
; 24 here) and shifts by different amounts keep their shifts. EXEC compares the ir and ptx
; engines over random words.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | sx 1 64 buf:i64:64:rand:5 buf:i64:320:zero

; CHECK-LABEL: .entry sx(
; CHECK-DAG: cvt.s64.s16 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-DAG: cvt.s64.s8 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-DAG: cvt.s64.s32 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-DAG: cvt.s32.s8 %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-DAG: shr.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 40;
; CHECK-DAG: shr.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 47;
; CHECK-NOT: shr.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, {{48|56|32}};
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @sx(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %t64
  %x = load i64, ptr addrspace(1) %p, align 8
  %o = mul nuw nsw i64 %t64, 5
  %q0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %o
  %a1 = shl i64 %x, 48
  %a = ashr i64 %a1, 48
  store i64 %a, ptr addrspace(1) %q0, align 8
  %q1 = getelementptr inbounds i64, ptr addrspace(1) %q0, i64 1
  %b1 = shl i64 %x, 56
  %b = ashr exact i64 %b1, 56
  store i64 %b, ptr addrspace(1) %q1, align 8
  %q2 = getelementptr inbounds i64, ptr addrspace(1) %q0, i64 2
  %c1 = shl i64 %x, 32
  %c = ashr i64 %c1, 32
  %d1 = shl i64 %x, 40
  %d = ashr i64 %d1, 40
  %cd = add i64 %c, %d
  store i64 %cd, ptr addrspace(1) %q2, align 8
  %q3 = getelementptr inbounds i64, ptr addrspace(1) %q0, i64 3
  %y = trunc i64 %x to i32
  %e1 = shl i32 %y, 24
  %e = ashr i32 %e1, 24
  %e64 = zext i32 %e to i64
  store i64 %e64, ptr addrspace(1) %q3, align 8
  %q4 = getelementptr inbounds i64, ptr addrspace(1) %q0, i64 4
  %f1 = shl i64 %x, 48
  %f = ashr i64 %f1, 47
  store i64 %f, ptr addrspace(1) %q4, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @sx, !"kernel", i32 1}
