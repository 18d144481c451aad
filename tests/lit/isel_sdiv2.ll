; Signed division and remainder by 2 and -2 (combine.c's power-of-two path): the bias
; that rounds a negative dividend towards zero is its sign bit itself, x >>u (N-1), with
; no sign mask (x >>s (N-1)) first. EXEC checks the quotients and remainders of each
; thread's input, its negation and INT_MIN + t against the IR interpreter.
; RUN: -mcpu=sm_86 -O2 | CHECK
; EXEC: -mcpu=sm_86 -O2 | half32 1 64 buf:i32:64:rand:3 buf:i32:768:zero
; EXEC: -mcpu=sm_86 -O2 | half32 1 64 buf:i32:64:iota buf:i32:768:zero
; EXEC: -mcpu=sm_86 -O2 | half64 1 64 buf:i64:64:rand:4 buf:i64:768:zero

; CHECK-LABEL: .entry half32(
; CHECK-NOT: shr.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 31;
; CHECK-NOT: div.s32
; CHECK-NOT: rem.s32
; CHECK: ret;
; CHECK-LABEL: .entry half64(
; CHECK-NOT: shr.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 63;
; CHECK-NOT: div.s64
; CHECK-NOT: rem.s64
; CHECK: ret;

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @half32(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %x0 = load i32, ptr addrspace(1) %pi
  %x1 = sub i32 0, %x0
  %x2 = add i32 %t, -2147483648
  %b = mul i32 %t, 12
  call void @four32(ptr addrspace(1) %out, i32 %b, i32 %x0)
  %b1 = add i32 %b, 4
  call void @four32(ptr addrspace(1) %out, i32 %b1, i32 %x1)
  %b2 = add i32 %b, 8
  call void @four32(ptr addrspace(1) %out, i32 %b2, i32 %x2)
  ret void
}

define internal void @four32(ptr addrspace(1) %out, i32 %b, i32 %x) alwaysinline {
  %q = sdiv i32 %x, 2
  %n = sdiv i32 %x, -2
  %r = srem i32 %x, 2
  %s = srem i32 %x, -2
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %b
  store i32 %q, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %n, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %s, ptr addrspace(1) %p3
  ret void
}

define void @half64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i64, ptr addrspace(1) %in, i32 %t
  %x0 = load i64, ptr addrspace(1) %pi
  %x1 = sub i64 0, %x0
  %tw = zext i32 %t to i64
  %x2 = add i64 %tw, -9223372036854775808
  %b = mul i32 %t, 12
  call void @four64(ptr addrspace(1) %out, i32 %b, i64 %x0)
  %b1 = add i32 %b, 4
  call void @four64(ptr addrspace(1) %out, i32 %b1, i64 %x1)
  %b2 = add i32 %b, 8
  call void @four64(ptr addrspace(1) %out, i32 %b2, i64 %x2)
  ret void
}

define internal void @four64(ptr addrspace(1) %out, i32 %b, i64 %x) alwaysinline {
  %q = sdiv i64 %x, 2
  %n = sdiv i64 %x, -2
  %r = srem i64 %x, 2
  %s = srem i64 %x, -2
  %p0 = getelementptr i64, ptr addrspace(1) %out, i32 %b
  store i64 %q, ptr addrspace(1) %p0
  %p1 = getelementptr i64, ptr addrspace(1) %p0, i32 1
  store i64 %n, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %p0, i32 2
  store i64 %r, ptr addrspace(1) %p2
  %p3 = getelementptr i64, ptr addrspace(1) %p0, i32 3
  store i64 %s, ptr addrspace(1) %p3
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @half32, !"kernel", i32 1}
!1 = !{ptr @half64, !"kernel", i32 1}
