; Runtime unrolling of a loop counted by `i + 2^k != n` (opt/unroll.c, nv_ul_exact_step):
; clang's own 4x runtime unrolling leaves its main loop counting `niter + 4 != (n & -4)`
; with no wrap flag. When 2^k is known to divide n - init (known low zero bits: and with
; -4, shl, mul, constants), the header runs ((n - init - 2^k) >> k) + 1 times and the loop
; can be unrolled again with a remainder loop; otherwise (n & -2 with a step 4) it is left
; alone. These 7-instruction loops fit U = 4 under the default partial threshold (37);
; unroll-count=8 makes U = 8. Thread t runs trip counts 0..15 (step4, down4) and 0..63 (step2), so every
; remainder 0..7 and trip counts 0..9 are executed on both engines.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --knob unroll-count=8 | C8
; EXEC: -mcpu=sm_80 -O2 | step4 1 64 buf:i32:64:rand:21 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 --knob unroll-count=8 | step4 1 64 buf:i32:64:rand:22 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 | down4 1 64 buf:i32:64:rand:23 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 --knob unroll-count=8 | down4 1 64 buf:i32:64:rand:24 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 | step2 1 64 buf:i32:128:rand:25 buf:i32:64:zero
; EXEC: -mcpu=sm_80 -O2 --knob unroll-count=8 | step2 1 64 buf:i32:128:rand:26 buf:i32:64:zero

; four copies in the main loop, one in the remainder
; CHECK-LABEL: .entry step4(
; CHECK-COUNT-5: ld.global.u32
; CHECK-NOT: ld.global.u32
; CHECK: ret;
; CHECK-LABEL: .entry down4(
; CHECK-COUNT-5: ld.global.u32
; CHECK-NOT: ld.global.u32
; CHECK: ret;
; CHECK-LABEL: .entry step2(
; CHECK-COUNT-5: ld.global.u32
; CHECK-NOT: ld.global.u32
; CHECK: ret;
; CHECK-LABEL: .entry inexact(
; CHECK: ld.global.u32
; CHECK-NOT: ld.global.u32
; CHECK: ret;

; C8-LABEL: .entry step4(
; C8-COUNT-9: ld.global.u32
; C8-NOT: ld.global.u32
; C8: ret;
; C8-LABEL: .entry down4(
; C8-COUNT-9: ld.global.u32
; C8-NOT: ld.global.u32
; C8: ret;

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @step4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %t, -4
  %z = icmp eq i32 %m, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %i64 = zext i32 %i to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %i64
  %v = load i32, ptr addrspace(1) %p, align 4
  %x = mul i32 %acc, 31
  %acc.next = add i32 %x, %v
  %i.next = add i32 %i, 4
  %c = icmp ne i32 %i.next, %m
  br i1 %c, label %loop, label %done
done:
  %r = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

define void @down4(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %t, -4
  %z = icmp eq i32 %m, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ %m, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 5, %entry ], [ %acc.next, %loop ]
  %i.next = sub i32 %i, 4
  %i64 = zext i32 %i.next to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %i64
  %v = load i32, ptr addrspace(1) %p, align 4
  %x = mul i32 %acc, 17
  %acc.next = xor i32 %x, %v
  %c = icmp ne i32 %i.next, 0
  br i1 %c, label %loop, label %done
done:
  %r = phi i32 [ 5, %entry ], [ %acc.next, %loop ]
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

define void @step2(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = shl i32 %t, 1
  %z = icmp eq i32 %m, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 3, %entry ], [ %acc.next, %loop ]
  %i64 = zext i32 %i to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %i64
  %v = load i32, ptr addrspace(1) %p, align 4
  %x = mul i32 %acc, 13
  %acc.next = sub i32 %x, %v
  %i.next = add i32 %i, 2
  %c = icmp ne i32 %i.next, %m
  br i1 %c, label %loop, label %done
done:
  %r = phi i32 [ 3, %entry ], [ %acc.next, %loop ]
  %t64 = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

; n & -2 is not known to be a multiple of 4 (n = 2 would wrap): not unrolled (not run)
define void @inexact(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %m = and i32 %n, -2
  %z = icmp eq i32 %m, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %i64 = zext i32 %i to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %i64
  %v = load i32, ptr addrspace(1) %p, align 4
  %x = mul i32 %acc, 31
  %acc.next = add i32 %x, %v
  %i.next = add i32 %i, 4
  %c = icmp ne i32 %i.next, %m
  br i1 %c, label %loop, label %done
done:
  %r = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @step4, !"kernel", i32 1}
!1 = !{ptr @down4, !"kernel", i32 1}
!2 = !{ptr @step2, !"kernel", i32 1}
!3 = !{ptr @inexact, !"kernel", i32 1}
