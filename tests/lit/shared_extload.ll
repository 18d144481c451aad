; A plain load whose every user is an extension (combine.c, nv_cb_shared_extload): one
; extending load to the widest type serves them all, as libNVVM does for
; `unsigned char b = p[i]; o[0] = b; o[1] = (signed char)b;` (ld.global.s8 and and.b64 255;
; corpus conversions.cu conv_int_widths). With only zero extensions it is one zextload,
; a narrower user taking a truncation. Left alone: when it would not save an instruction
; (a sext to i64 and a zext to i32 would need a truncation and an and), when the load
; has a user that is not an extension, and volatile and atomic loads, which keep their
; width. EXEC runs every kernel on both engines over random bytes.
; RUN: -mcpu=sm_80 -O2 | CHECK
; EXEC: -mcpu=sm_80 -O2 | sz8 1 64 buf:i8:64:rand:11 buf:i64:128:zero
; EXEC: -mcpu=sm_80 -O2 | zz16 1 64 buf:i16:64:rand:12 buf:i64:64:zero buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 | sz16_32 1 64 buf:i16:64:rand:13 buf:i32:128:zero
; EXEC: -mcpu=sm_80 -O2 | szany 1 64 buf:i8:64:rand:14 buf:i64:64:zero buf:i32:64:zero buf:i16:64:zero
; EXEC: -mcpu=sm_80 -O2 | costly 1 64 buf:i8:64:rand:15 buf:i64:64:zero buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 | other_user 1 64 buf:i8:64:rand:16 buf:i64:64:zero buf:i8:64:zero
; EXEC: -mcpu=sm_80 -O2 | vol 1 64 buf:i8:64:rand:17 buf:i64:128:zero
; EXEC: -mcpu=sm_80 -O2 | atomic 1 64 buf:i16:64:rand:18 buf:i64:128:zero

; CHECK-LABEL: .entry sz8(
; CHECK: ld.global.s8 [[W:%rd[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-NOT: cvt.
; CHECK: and.b64 [[Z:%rd[0-9]+]], [[W]], 255;
; CHECK-DAG: st.global.u64 [{{%rd[0-9]+}}], [[Z]];
; CHECK-DAG: st.global.u64 [{{%rd[0-9]+}}+8], [[W]];
; CHECK: ret;

; CHECK-LABEL: .entry zz16(
; CHECK: ld.global.u16 [[W:%rd[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-NOT: and.b
; CHECK-DAG: st.global.u64 [{{%rd[0-9]+}}], [[W]];
; CHECK-DAG: cvt.u32.u64 [[N:%r[0-9]+]], [[W]];
; CHECK-DAG: st.global.u32 [{{%rd[0-9]+}}], [[N]];
; CHECK: ret;

; CHECK-LABEL: .entry sz16_32(
; CHECK: ld.global.s16 [[W:%r[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-NOT: cvt.
; CHECK: and.b32 [[Z:%r[0-9]+]], [[W]], 65535;
; CHECK-DAG: st.global.u32 [{{%rd[0-9]+}}], [[Z]];
; CHECK-DAG: st.global.u32 [{{%rd[0-9]+}}+4], [[W]];
; CHECK: ret;

; a sext to i64, a zext to i64, and an i8 -> i32 sext that takes a truncation: one
; sextload, an and, a cvt, against three cvts
; CHECK-LABEL: .entry szany(
; CHECK: ld.global.s8 [[W:%rd[0-9]+]], [{{%rd[0-9]+}}];
; CHECK-DAG: and.b64 {{%rd[0-9]+}}, [[W]], 255;
; CHECK-DAG: cvt.u32.u64 {{%r[0-9]+}}, [[W]];
; CHECK: ret;

; CHECK-LABEL: .entry costly(
; CHECK: ld.global.u8
; CHECK-NOT: ld.global.s8
; CHECK: ret;

; CHECK-LABEL: .entry other_user(
; CHECK: ld.global.u8
; CHECK-NOT: ld.global.s8
; CHECK: ret;

; CHECK-LABEL: .entry vol(
; CHECK: ld.volatile.global.u8
; CHECK-NOT: ld.volatile.global.s8
; CHECK: ret;

; CHECK-LABEL: .entry atomic(
; CHECK: ld.relaxed.{{[a-z]+}}.global.u16
; CHECK-NOT: ld.{{.*}}.s16
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @sz8(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %i
  %b = load i8, ptr addrspace(1) %p, align 1
  %z = zext i8 %b to i64
  %s = sext i8 %b to i64
  %j = shl i64 %i, 1
  %q = getelementptr i64, ptr addrspace(1) %out, i64 %j
  store i64 %z, ptr addrspace(1) %q, align 8
  %q1 = getelementptr i64, ptr addrspace(1) %q, i64 1
  store i64 %s, ptr addrspace(1) %q1, align 8
  ret void
}

define void @zz16(ptr addrspace(1) %in, ptr addrspace(1) %o64, ptr addrspace(1) %o32) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i16, ptr addrspace(1) %in, i64 %i
  %h = load i16, ptr addrspace(1) %p, align 2
  %a = zext i16 %h to i64
  %b = zext i16 %h to i32
  %q = getelementptr i64, ptr addrspace(1) %o64, i64 %i
  store i64 %a, ptr addrspace(1) %q, align 8
  %r = getelementptr i32, ptr addrspace(1) %o32, i64 %i
  store i32 %b, ptr addrspace(1) %r, align 4
  ret void
}

define void @sz16_32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i16, ptr addrspace(1) %in, i64 %i
  %h = load i16, ptr addrspace(1) %p, align 2
  %z = zext i16 %h to i32
  %s = sext i16 %h to i32
  %j = shl i64 %i, 1
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %j
  store i32 %z, ptr addrspace(1) %q, align 4
  %q1 = getelementptr i32, ptr addrspace(1) %q, i64 1
  store i32 %s, ptr addrspace(1) %q1, align 4
  ret void
}

define void @szany(ptr addrspace(1) %in, ptr addrspace(1) %o64, ptr addrspace(1) %o32, ptr addrspace(1) %o16) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %i
  %b = load i8, ptr addrspace(1) %p, align 1
  %z = zext i8 %b to i64
  %s = sext i8 %b to i64
  %s32 = sext i8 %b to i32
  %sum = add i64 %z, %s
  %q = getelementptr i64, ptr addrspace(1) %o64, i64 %i
  store i64 %sum, ptr addrspace(1) %q, align 8
  %r = getelementptr i32, ptr addrspace(1) %o32, i64 %i
  store i32 %s32, ptr addrspace(1) %r, align 4
  ret void
}

define void @costly(ptr addrspace(1) %in, ptr addrspace(1) %o64, ptr addrspace(1) %o32) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %i
  %b = load i8, ptr addrspace(1) %p, align 1
  %s = sext i8 %b to i64
  %z = zext i8 %b to i32
  %q = getelementptr i64, ptr addrspace(1) %o64, i64 %i
  store i64 %s, ptr addrspace(1) %q, align 8
  %r = getelementptr i32, ptr addrspace(1) %o32, i64 %i
  store i32 %z, ptr addrspace(1) %r, align 4
  ret void
}

define void @other_user(ptr addrspace(1) %in, ptr addrspace(1) %o64, ptr addrspace(1) %o8) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %i
  %b = load i8, ptr addrspace(1) %p, align 1
  %z = zext i8 %b to i64
  %s = sext i8 %b to i64
  %m = mul i64 %z, %s
  %q = getelementptr i64, ptr addrspace(1) %o64, i64 %i
  store i64 %m, ptr addrspace(1) %q, align 8
  %x = xor i8 %b, 90
  %r = getelementptr i8, ptr addrspace(1) %o8, i64 %i
  store i8 %x, ptr addrspace(1) %r, align 1
  ret void
}

define void @vol(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %i
  %b = load volatile i8, ptr addrspace(1) %p, align 1
  %z = zext i8 %b to i64
  %s = sext i8 %b to i64
  %j = shl i64 %i, 1
  %q = getelementptr i64, ptr addrspace(1) %out, i64 %j
  store i64 %z, ptr addrspace(1) %q, align 8
  %q1 = getelementptr i64, ptr addrspace(1) %q, i64 1
  store i64 %s, ptr addrspace(1) %q1, align 8
  ret void
}

define void @atomic(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i16, ptr addrspace(1) %in, i64 %i
  %h = load atomic i16, ptr addrspace(1) %p monotonic, align 2
  %z = zext i16 %h to i64
  %s = sext i16 %h to i64
  %j = shl i64 %i, 1
  %q = getelementptr i64, ptr addrspace(1) %out, i64 %j
  store i64 %z, ptr addrspace(1) %q, align 8
  %q1 = getelementptr i64, ptr addrspace(1) %q, i64 1
  store i64 %s, ptr addrspace(1) %q1, align 8
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!0 = !{ptr @sz8, !"kernel", i32 1}
!1 = !{ptr @zz16, !"kernel", i32 1}
!2 = !{ptr @sz16_32, !"kernel", i32 1}
!3 = !{ptr @szany, !"kernel", i32 1}
!4 = !{ptr @costly, !"kernel", i32 1}
!5 = !{ptr @other_user, !"kernel", i32 1}
!6 = !{ptr @vol, !"kernel", i32 1}
!7 = !{ptr @atomic, !"kernel", i32 1}
