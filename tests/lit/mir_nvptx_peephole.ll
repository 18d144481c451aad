; nvptx_peephole (mir/nvptx_peephole.c, knob enable-nvvm-peephole): `and` masks and
; cvt.uN.u8 zero-extensions of bits already known to be zero become copies (and go).
; ld.u8 zero-extends into its wider register (PTX ISA 9.4.1), so the byte's zext in
; another block needs no `and.b16 ..., 255`, and neither does a masked copy of it (and 7).
;  - ldu8: both masks after an ld.u8 of the entry block, in another block: gone;
;  - lds8: the byte comes from ld.s8 (sign-extended: the high bits are copies of bit 7):
;    the mask stays;
;  - add16: the byte is an i8 add done in 16 bits (a carry can reach bit 8): the mask stays;
;  - phi: a loop-carried byte (a PHI of an ld.u8 and its own masked xor with another
;    ld.u8): known zero above bit 7 through the loop, the final zext needs no mask;
;  - enable-nvvm-peephole=0 keeps every mask.
; RUN: -mcpu=sm_80 -O2 | ON
; RUN: -mcpu=sm_80 -O2 --knob enable-nvvm-peephole=0 | OFF
; EXEC: -mcpu=sm_80 -O2 | ldu8 1 64 buf:i8:64:rand:1 buf:i32:64:zero i32:50
; EXEC: -mcpu=sm_80 -O2 | lds8 1 64 buf:i8:64:rand:2 buf:i32:64:zero i32:50
; EXEC: -mcpu=sm_80 -O2 | add16 1 64 buf:i8:64:rand:3 buf:i32:64:zero i32:50
; EXEC: -mcpu=sm_80 -O2 | phi 1 32 buf:i8:256:rand:4 buf:i32:32:zero i32:7
; EXEC: -mcpu=sm_80 -O2 --knob enable-nvvm-peephole=0 | phi 1 32 buf:i8:256:rand:4 buf:i32:32:zero i32:7

; ON-LABEL: .entry ldu8(
; ON: ld.global.u8 [[B:%rs[0-9]+]],
; ON-NEXT: and.b16 [[LO:%rs[0-9]+]], [[B]], 7;
; ON-NOT: and.b16
; ON: mul.wide.u16 %r{{[0-9]+}}, [[LO]], [[B]];
; OFF-LABEL: .entry ldu8(
; OFF: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 7;
; OFF: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 255;
; OFF: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 255;

; ON-LABEL: .entry lds8(
; ON: ld.global.s8
; ON: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 255;

; ON-LABEL: .entry add16(
; ON: ld.global.u8
; ON: add.s16
; ON: and.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 255;

; ON-LABEL: .entry phi(
; ON-NOT: 255;
; ON: ret;
; OFF-LABEL: .entry phi(
; OFF: 255;
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @ldu8(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %q = getelementptr i8, ptr addrspace(1) %p, i64 %tw
  %b = load i8, ptr addrspace(1) %q
  %lo = and i8 %b, 7
  %c = icmp slt i32 %t, %n
  br i1 %c, label %use, label %done

use:
  %z = zext i8 %lo to i32
  %z2 = zext i8 %b to i32
  %s = mul i32 %z, %z2
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %s, ptr addrspace(1) %o
  br label %done

done:
  ret void
}

define void @lds8(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %q = getelementptr i8, ptr addrspace(1) %p, i64 %tw
  %b = load i8, ptr addrspace(1) %q
  %s16 = sext i8 %b to i16
  %c = icmp slt i32 %t, %n
  br i1 %c, label %use, label %done

use:
  %m = mul i16 %s16, %s16
  %x = xor i16 %s16, %m
  %lo = and i16 %s16, 255
  %z = zext i16 %lo to i32
  %z2 = zext i16 %x to i32
  %s = add i32 %z, %z2
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %s, ptr addrspace(1) %o
  br label %done

done:
  ret void
}

define void @add16(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %q = getelementptr i8, ptr addrspace(1) %p, i64 %tw
  %b = load i8, ptr addrspace(1) %q
  %a = add i8 %b, 100
  %c = icmp slt i32 %t, %n
  br i1 %c, label %use, label %done

use:
  %z = zext i8 %a to i16
  %m = mul i16 %z, 3
  %z2 = zext i16 %m to i32
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %z2, ptr addrspace(1) %o
  br label %done

done:
  ret void
}

define void @phi(ptr addrspace(1) %p, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tw = zext i32 %t to i64
  %q = getelementptr i8, ptr addrspace(1) %p, i64 %tw
  %b0 = load i8, ptr addrspace(1) %q
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i8 [ %b0, %entry ], [ %acc1, %loop ]
  %k = mul i32 %i, 32
  %kk = add i32 %k, %t
  %kw = zext i32 %kk to i64
  %qq = getelementptr i8, ptr addrspace(1) %p, i64 %kw
  %v = load i8, ptr addrspace(1) %qq
  %x = xor i8 %acc, %v
  %acc1 = and i8 %x, 127
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done

done:
  %z = zext i8 %acc1 to i32
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %tw
  store i32 %z, ptr addrspace(1) %o
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @ldu8, !"kernel", i32 1}
!1 = !{ptr @lds8, !"kernel", i32 1}
!2 = !{ptr @add16, !"kernel", i32 1}
!3 = !{ptr @phi, !"kernel", i32 1}
