; nary_reassoc (opt/nary_reassoc.c): vol_downsample2's row index. r0 = 2a*n + b is
; computed first; r1 = (2a | 1)*n + b is r0 + n (one add instead of or + mad). A sum
; in a branch reuses a*b + c from the entry block; (a - 1)*b becomes a*b - b. With
; --disable-nary_reassoc (or the knob) the or and the second mad stay. The EXEC lines
; run random 32-bit inputs, so the products and sums overflow: both engines must agree.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-nary_reassoc | OFF
; RUN: -mcpu=sm_80 -O2 --knob disable-nary-reassoc=true | OFF
; REMARK: -mcpu=sm_80 -O2 --pass-remarks=nary_reassoc | REM
; EXEC: -mcpu=sm_80 -O2 | rows 2 64 buf:i32:384:rand:11 buf:i32:640:zero
; EXEC: -mcpu=sm_80 -O2 --disable-nary_reassoc | rows 2 64 buf:i32:384:rand:11 buf:i32:640:zero
; EXEC: -mcpu=sm_80 -O0 | rows 2 64 buf:i32:384:rand:11 buf:i32:640:zero

; CHECK-LABEL: .entry rows(
; CHECK-NOT: or.b32
; CHECK: shl.b32
; CHECK-NOT: or.b32
; CHECK: mad.lo.s32 %r[[R0:[0-9]+]], %r{{[0-9]+}}, %r[[N:[0-9]+]], %r{{[0-9]+}};
; CHECK-NEXT: add.s32 %r{{[0-9]+}}, %r[[R0]], %r[[N]];
; CHECK: add.s32 %r[[ABN:[0-9]+]], %r[[AB:[0-9]+]], %r[[N]];
; CHECK: sub.s32 %r{{[0-9]+}}, %r[[AB]], %r{{[0-9]+}};
; CHECK: add.s32 %r[[X:[0-9]+]], %r[[ABN]], %r{{[0-9]+}};
; CHECK-NEXT: st.global.u32 [%rd{{[0-9]+}}+16], %r[[X]];

; OFF-LABEL: .entry rows(
; OFF: or.b32 %r[[O:[0-9]+]], %r{{[0-9]+}}, 1;
; OFF-NEXT: mad.lo.s32 %r{{[0-9]+}}, %r[[O]], %r{{[0-9]+}}, %r{{[0-9]+}};

; REM: opt_nary_reassoc.ll:59:3: remark: nary_reassoc: (a + 1) * n as a*n + n, reusing the value of line 56
; REM: opt_nary_reassoc.ll:60:3: remark: nary_reassoc: (a + b) + c as (a + c) + b, reusing the value of line 57
; REM: opt_nary_reassoc.ll:72:3: remark: nary_reassoc: (a - 1) * n as a*n - n, reusing the value of line 67
; REM: opt_nary_reassoc.ll:80:3: remark: nary_reassoc: (a + b) + c as (a + c) + b, reusing the value of line 68

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @rows(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cn = mul i32 %cx, %nx
  %t = add i32 %cn, %tx
  %t3 = mul i32 %t, 3
  %i0 = zext i32 %t3 to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i0
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pn = getelementptr inbounds i32, ptr addrspace(1) %pa, i64 1
  %n = load i32, ptr addrspace(1) %pn, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %pa, i64 2
  %b = load i32, ptr addrspace(1) %pb, align 4
  %a2 = shl nsw i32 %a, 1
  %m0 = mul nsw i32 %a2, %n
  %r0 = add i32 %m0, %b
  %o = or i32 %a2, 1
  %m1 = mul nsw i32 %o, %n
  %r1 = add i32 %m1, %b
  %t5 = mul i32 %t, 5
  %j0 = zext i32 %t5 to i64
  %q0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j0
  store i32 %r0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 1
  store i32 %r1, ptr addrspace(1) %q1, align 4
  %ab = mul i32 %a, %b
  %abn = add i32 %ab, %n
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 2
  store i32 %abn, ptr addrspace(1) %q2, align 4
  %am1 = add i32 %a, -1
  %am1b = mul i32 %am1, %b
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 3
  store i32 %am1b, ptr addrspace(1) %q3, align 4
  %p = icmp slt i32 %a, %b
  br i1 %p, label %then, label %done

then:
  %abx = add i32 %ab, %tx
  %abxn = add i32 %abx, %n
  %q4 = getelementptr inbounds i32, ptr addrspace(1) %q0, i64 4
  store i32 %abxn, ptr addrspace(1) %q4, align 4
  br label %done

done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @rows, !"kernel", i32 1}
