; Clamps written as compare + select become PTX min/max (instcombine), and p[4*i+k]
; written with `or` (as clang and LLVM's unroller spell it) shares one base address with
; [reg+imm] offsets (sepconst reads the `or` as an add when the low bits are known zero).
; OFF turns both off by their knobs/pass switches; EXEC runs the ir engine on this file
; against the ptx engine on nvcg's PTX, on random inputs including negative values and
; values past both bounds.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-instcombine --knob disable-separate-const-offset-from-gep=true | OFF
; EXEC: -mcpu=sm_80 -O2 | clamp 2 64 i32:-7 i32:40 buf:i32:128:rand:21 buf:i32:128:zero
; EXEC: -mcpu=sm_80 -O2 | clamp 1 64 i32:3 i32:3 buf:i32:64:rand:22 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 | quad 1 32 buf:f32:128:rand:23 buf:f32:32:zero
; EXEC: -mcpu=sm_80 -O2 | evenloop 1 4 i32:16 buf:f64:80:rand:24 buf:f64:4:zero
; EXEC: -mcpu=sm_80 -O2 | evenloop 1 4 i32:3 buf:f64:80:rand:25 buf:f64:4:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; out[i] = clamp(in[i], lo, hi) + min(max(in[i], 0), 255) as unsigned saturation
; CHECK-LABEL: .entry clamp(
; CHECK: max.s32
; CHECK: min.s32
; CHECK: max.s32 {{.*}}, 0;
; CHECK: min.u32 {{.*}}, 255;
; CHECK-NOT: selp
; CHECK: ret;
; OFF-LABEL: .entry clamp(
; OFF: selp
define void @clamp(i32 %lo, i32 %hi, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bd = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = mul i32 %bx, %bd
  %i = add i32 %b, %tx
  %ie = sext i32 %i to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ie
  %x0 = load i32, ptr addrspace(1) %pi, align 4
  %x = srem i32 %x0, 64
  %c1 = icmp sgt i32 %x, %lo
  %m1 = select i1 %c1, i32 %x, i32 %lo
  %c2 = icmp slt i32 %m1, %hi
  %m2 = select i1 %c2, i32 %m1, i32 %hi
  %c3 = icmp sgt i32 %x0, 0
  %m3 = select i1 %c3, i32 %x0, i32 0
  %c4 = icmp ult i32 %m3, 255
  %m4 = select i1 %c4, i32 %m3, i32 255
  %r = add i32 %m2, %m4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ie
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

; out[t] = in[4t] * in[4t+1] - in[4t+2] + in[4t+3]
; CHECK-LABEL: .entry quad(
; CHECK-COUNT-1: mul.wide
; CHECK: ld.global.{{.*}}[[[B:%rd[0-9]+]]]
; CHECK: ld.global.{{.*}}[[[B]]+4]
; CHECK: ld.global.{{.*}}[[[B]]+8]
; CHECK: ld.global.{{.*}}[[[B]]+12]
; OFF-LABEL: .entry quad(
; OFF: or.b32
define void @quad(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = shl nsw i32 %t, 2
  %e0 = sext i32 %s to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %o1 = or i32 %s, 1
  %e1 = sext i32 %o1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %o2 = or i32 %s, 2
  %e2 = sext i32 %o2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %o3 = or i32 %s, 3
  %e3 = sext i32 %o3 to i64
  %g3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e3
  %v3 = load float, ptr addrspace(1) %g3, align 4
  %a = fmul float %v0, %v1
  %b = fsub float %a, %v2
  %c = fadd float %b, %v3
  %te = sext i32 %t to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %te
  store float %c, ptr addrspace(1) %po, align 4
  ret void
}

; a loop unrolled by two as LLVM leaves it: j steps by 2, so (j << 2) | 4.. | 7 are
; j*4 + 4 (known even through the phi); each thread sums p[j*4 + 4]. nvcg unrolls it
; again: the unrolled body has no `or` left; the remainder loop (after the pragma) keeps
; one, as its counter starts from the main loop's exit value, a phi of phis that the
; known-bits walk does not solve
; CHECK-LABEL: .entry evenloop(
; CHECK-NOT: or.b32
; CHECK: .pragma "nounroll";
define void @evenloop(i32 %n, ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ok = icmp sgt i32 %n, 0
  br i1 %ok, label %loop, label %exit
loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %s = shl i32 %j, 2
  %o = or i32 %s, 4
  %z = zext i32 %o to i64
  %g = getelementptr inbounds double, ptr addrspace(1) %p, i64 %z
  %v = load double, ptr addrspace(1) %g, align 8
  %acc.next = fadd double %acc, %v
  %j.next = add nuw nsw i32 %j, 2
  %c = icmp slt i32 %j.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %te = zext i32 %t to i64
  %po = getelementptr inbounds double, ptr addrspace(1) %out, i64 %te
  store double %r, ptr addrspace(1) %po, align 8
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @clamp, !"kernel", i32 1}
!1 = !{ptr @quad, !"kernel", i32 1}
!2 = !{ptr @evenloop, !"kernel", i32 1}
