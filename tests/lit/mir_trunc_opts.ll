; cicc's nvptx-trunc-opts ("Optimize redundant ANDb16ri instructions", issue 9) is part of
; nvptx_peephole (mir/nvptx_peephole.c) in nvcg: an i8 value truncated into a 16-bit
; register is masked with `and.b16 %rs, %x, 255` where the IR zero-extends it, and the mask
; goes when the 32-bit source already fits in 8 bits: a byte taken with shr.u32 by 24
; (@bytes; by 8 and 16 the upper bytes are still there: kept), with bfe.u32 (@vec: the
; <4 x i8> extracts), the result of min.u32 with 32, and rem.u16 whose dividend fits
; (@rems; the byte truncated from a whole word keeps its mask). With the knob off
; (--knob enable-nvvm-peephole=0) every mask is there. EXEC: ir and ptx engines agree on
; random words.
; RUN: -mcpu=sm_86 -O2 --verify-each | ON
; RUN: -mcpu=sm_86 -O2 --knob enable-nvvm-peephole=0 | OFF
; EXEC: -mcpu=sm_86 -O2 | bytes 1 64 buf:i32:64:rand:1 buf:i32:64:zero
; EXEC: -mcpu=sm_86 -O2 | rems 1 64 buf:i32:64:rand:2 buf:i32:64:zero
; EXEC: -mcpu=sm_86 -O2 | vec 1 64 buf:i32:64:rand:3 buf:i32:64:zero
; EXEC: -mcpu=sm_86 -O2 --knob enable-nvvm-peephole=0 | rems 1 64 buf:i32:64:rand:2 buf:i32:64:zero

; ON-LABEL: .entry bytes(
; ON: shr.u32 {{.*}}, 24;
; ON: and.b16 {{.*}}, 255;
; ON: and.b16 {{.*}}, 255;
; ON-NOT: and.b16
; ON: ret;
; OFF-LABEL: .entry bytes(
; OFF-COUNT-3: and.b16 {{.*}}, 255;
; OFF: ret;

; ON-LABEL: .entry rems(
; ON: min.u32
; ON: and.b16 {{.*}}, 255;
; ON-NOT: and.b16
; ON: ret;
; OFF-LABEL: .entry rems(
; OFF-COUNT-4: and.b16 {{.*}}, 255;
; OFF: ret;

; ON-LABEL: .entry vec(
; ON: bfe.u32 {{.*}}, 8, 8;
; ON-NOT: and.b16
; ON: ret;
; OFF-LABEL: .entry vec(
; OFF-COUNT-2: and.b16 {{.*}}, 255;
; OFF: ret;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @bytes(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %w = load i32, ptr addrspace(1) %pi, align 4
  %s1 = lshr i32 %w, 8
  %b1 = trunc i32 %s1 to i8
  %s3 = lshr i32 %w, 24
  %b3 = trunc i32 %s3 to i8
  %s2 = lshr i32 %w, 16
  %b2 = trunc i32 %s2 to i8
  %z1 = zext i8 %b1 to i16
  %z3 = zext i8 %b3 to i16
  %z2 = zext i8 %b2 to i16
  %m1 = mul i16 %z1, 77
  %m3 = mul i16 %z3, 29
  %m2 = mul i16 %z2, 150
  %a = add i16 %m1, %m3
  %a2 = add i16 %a, %m2
  %r = zext i16 %a2 to i32
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

define void @rems(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %w = load i32, ptr addrspace(1) %pi, align 4
  %mn = call i32 @llvm.umin.i32(i32 %w, i32 32)
  %tm = trunc i32 %mn to i8
  %tw = trunc i32 %w to i8
  %d = or i8 %tm, 1
  %rm = urem i8 %tw, %d
  %rr = urem i8 %d, %tw
  %z = zext i8 %rm to i32
  %z2 = zext i8 %rr to i32
  %s = shl i32 %z2, 8
  %o = or i32 %z, %s
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %o, ptr addrspace(1) %po, align 4
  ret void
}
define void @vec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr <4 x i8>, ptr addrspace(1) %in, i32 %t
  %v = load <4 x i8>, ptr addrspace(1) %pi, align 4
  %e0 = extractelement <4 x i8> %v, i32 1
  %e2 = extractelement <4 x i8> %v, i32 2
  %z0 = zext i8 %e0 to i16
  %z2 = zext i8 %e2 to i16
  %m = mul i16 %z0, %z2
  %r = zext i16 %m to i32
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
declare i32 @llvm.umin.i32(i32, i32)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @bytes, !"kernel", i32 1}
!1 = !{ptr @rems, !"kernel", i32 1}
!2 = !{ptr @vec, !"kernel", i32 1}
