; sink_addr's index extensions (opt/sink_addr.c): %j64 = zext (tid ^ 1) is defined in
; %cmp, where the key address uses it, and used again by the value array's GEPs in %swap
; (bitonic sort's swap block). Selection sees one block at a time: without the copy, %swap
; would shift the 64-bit %j64 left by 2 (shl.b64) and %cmp would keep a cvt.u64.u32 for
; it; with a zext copy in %swap both blocks select mul.wide.u32 %j, 4 and machine_cse
; keeps the dominating one. The same for %out's index in %write, sext'ed in %tail and
; scaled by 4 there too; the i8 GEP beside it keeps the original sext (a copy could not
; fold into a multiply there). An extension that its own block does not scale alike stays
; (opt_branch_conditions.ll's NOSPEC arms: mad.lo.s64 on it is one instruction).
; With --disable-sink_addr the shifts come back. EXEC runs both on the ir and ptx engines.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-sink_addr | OFF
; EXEC: -mcpu=sm_80 -O2 | swap 1 64 buf:f32:64:rand:3 buf:i32:64:iota buf:f32:64:zero buf:i8:64:rand:4 i32:50
; EXEC: -mcpu=sm_80 -O2 --disable-sink_addr | swap 1 64 buf:f32:64:rand:3 buf:i32:64:iota buf:f32:64:zero buf:i8:64:rand:4 i32:50

; CHECK-LABEL: .entry swap(
; CHECK-NOT: shl.b64
; CHECK-NOT: cvt.u64.u32
; CHECK: mul.wide.u32 %rd[[J:[0-9]+]], %r{{[0-9]+}}, 4;
; CHECK: setp.gt.f32
; CHECK-NOT: mul.wide
; CHECK: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd[[J]];
; CHECK: cvt.s64.s32 %rd[[S:[0-9]+]], %r{{[0-9]+}};
; CHECK: mul.wide.s32 %rd[[T:[0-9]+]], %r{{[0-9]+}}, 4;
; CHECK-NOT: mul.wide
; CHECK: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd[[T]];
; CHECK: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd[[S]];
; CHECK-NOT: shl.b64
; CHECK: ret;

; OFF-LABEL: .entry swap(
; OFF: shl.b64

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @swap(ptr addrspace(1) %keys, ptr addrspace(1) %vals, ptr addrspace(1) %out,
                  ptr addrspace(1) %bytes, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = xor i32 %t, 1
  %up = icmp ugt i32 %j, %t
  br i1 %up, label %cmp, label %tail

cmp:
  %j64 = zext i32 %j to i64
  %t64 = zext i32 %t to i64
  %kj = getelementptr inbounds [64 x float], ptr addrspace(1) %keys, i64 0, i64 %j64
  %kt = getelementptr inbounds float, ptr addrspace(1) %keys, i64 %t64
  %a = load float, ptr addrspace(1) %kt, align 4
  %b = load float, ptr addrspace(1) %kj, align 4
  %gt = fcmp ogt float %a, %b
  br i1 %gt, label %swap, label %tail

swap:
  %vj = getelementptr inbounds [64 x i32], ptr addrspace(1) %vals, i64 0, i64 %j64
  %vt = getelementptr inbounds i32, ptr addrspace(1) %vals, i64 %t64
  %x = load i32, ptr addrspace(1) %vj, align 4
  %y = load i32, ptr addrspace(1) %vt, align 4
  store i32 %x, ptr addrspace(1) %vt, align 4
  store i32 %y, ptr addrspace(1) %vj, align 4
  store float %b, ptr addrspace(1) %kt, align 4
  store float %a, ptr addrspace(1) %kj, align 4
  br label %tail

tail:
  %s64 = sext i32 %t to i64
  %kq = getelementptr inbounds float, ptr addrspace(1) %keys, i64 %s64
  %kv = load float, ptr addrspace(1) %kq, align 4
  %in = icmp slt i32 %t, %n
  br i1 %in, label %write, label %done

write:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %s64
  %bp = getelementptr inbounds i8, ptr addrspace(1) %bytes, i64 %s64
  %by = load i8, ptr addrspace(1) %bp, align 1
  %f0 = uitofp i8 %by to float
  %f = fadd float %f0, %kv
  store float %f, ptr addrspace(1) %o, align 4
  br label %done

done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @swap, !"kernel", i32 1}
