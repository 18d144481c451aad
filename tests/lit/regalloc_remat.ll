; nvptx-remat-block (mir/remat_block.c): twelve products of %tid.x with constants are
; computed in the entry and read only in %use, so they are live across the branch. Under
; -maxreg=8 block remat recomputes each in %use (special register read and multiply
; cloned there, at cost 2 each: within nv-remat-block-single-cost) and the entry's copies
; die; with the default target (70) nothing is over and the code stays; nv-remat-block=0
; turns the pass off, and then the allocator (mir/greedy.c) recomputes within the cap
; instead: it splits the values live across the branch into pieces it recomputes in %use,
; but keeps the ones it need not touch in the entry. Nothing is spilled either way.
; RUN: -mcpu=sm_80 -O2 | NOCAP
; RUN: -mcpu=sm_80 -O2 -maxreg=8 --knob verify-update-mcse=1 | CAP
; RUN: -mcpu=sm_80 -O2 -maxreg=8 --knob nv-remat-block=0 | NOREMAT
; EXEC: -mcpu=sm_80 -O2 -maxreg=8 | remat 2 64 buf:i32:128:zero i32:3
; EXEC: -mcpu=sm_80 -O2 -maxreg=8 --knob nv-remat-block=0 | remat 2 64 buf:i32:128:zero i32:3
; NOCAP-LABEL: .visible .entry remat(
; NOCAP: mov.u32 [[T:%r[0-9]+]], %tid.x;
; NOCAP: mul.lo.s32 {{%r[0-9]+}}, [[T]], 25;
; NOCAP: @%p1 bra
; NOCAP: $L__BB0_2:
; NOCAP-NOT: mul.lo.s32 {{%r[0-9]+}}, [[T]], 25;
; NOCAP: ret;
; CAP-LABEL: .visible .entry remat(
; CAP: mov.u32 [[T:%r[0-9]+]], %tid.x;
; CAP-NOT: mul.lo.s32
; CAP: @%p1 bra
; CAP: $L__BB0_2:
; CAP-NEXT: mul.lo.s32 {{%r[0-9]+}}, [[T]], 3;
; CAP-NEXT: mul.lo.s32 {{%r[0-9]+}}, [[T]], 5;
; CAP: mul.lo.s32 {{%r[0-9]+}}, [[T]], 25;
; CAP-NOT: local
; CAP: ret;
; NOREMAT-LABEL: .visible .entry remat(
; NOREMAT-NOT: local
; NOREMAT: mov.u32 [[T:%r[0-9]+]], %tid.x;
; NOREMAT-NEXT: mul.lo.s32 {{%r[0-9]+}}, [[T]], 3;
; NOREMAT: @%p1 bra
; NOREMAT: $L__BB0_2:
; NOREMAT-NEXT: mul.lo.s32 {{%r[0-9]+}}, [[T]], 5;
; NOREMAT-NOT: local
; NOREMAT: ret;
target triple = "nvptx64-nvidia-cuda"

define void @remat(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = mul i32 %t, 3
  %a1 = mul i32 %t, 5
  %a2 = mul i32 %t, 7
  %a3 = mul i32 %t, 9
  %a4 = mul i32 %t, 11
  %a5 = mul i32 %t, 13
  %a6 = mul i32 %t, 15
  %a7 = mul i32 %t, 17
  %a8 = mul i32 %t, 19
  %a9 = mul i32 %t, 21
  %a10 = mul i32 %t, 23
  %a11 = mul i32 %t, 25
  %c = icmp sgt i32 %t, %n
  br i1 %c, label %use, label %skip
skip:
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %o0
  ret void
use:
  %s1 = xor i32 %a0, %a1
  %m1 = mul i32 %s1, %a11
  %s2 = xor i32 %m1, %a2
  %m2 = mul i32 %s2, %a10
  %s3 = xor i32 %m2, %a3
  %m3 = mul i32 %s3, %a9
  %s4 = xor i32 %m3, %a4
  %m4 = mul i32 %s4, %a8
  %s5 = xor i32 %m4, %a5
  %m5 = mul i32 %s5, %a7
  %s6 = xor i32 %m5, %a6
  %m6 = mul i32 %s6, %a6
  %s7 = xor i32 %m6, %a7
  %m7 = mul i32 %s7, %a5
  %s8 = xor i32 %m7, %a8
  %m8 = mul i32 %s8, %a4
  %s9 = xor i32 %m8, %a9
  %m9 = mul i32 %s9, %a3
  %s10 = xor i32 %m9, %a10
  %m10 = mul i32 %s10, %a2
  %s11 = xor i32 %m10, %a11
  %m11 = mul i32 %s11, %a1
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %m11, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @remat, !"kernel", i32 1}
