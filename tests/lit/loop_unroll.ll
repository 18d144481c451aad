; Loop unrolling (opt/unroll.c with loop_rotate, licm, lsr): where it must happen and where
; it must not, and the `.pragma "nounroll";` that tells ptxas the same.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --knob unroll-threshold=0 --knob unroll-threshold-local=0 --knob unroll-allow-partial=false | OFF
; RUN: -mcpu=sm_80 -O0 | O0
; EXEC: -mcpu=sm_80 -O2 | full 1 4 buf:i32:8:zero
; EXEC: -mcpu=sm_80 -O2 | runtime 1 3 i32:0 buf:f32:64:rand:5 buf:f32:4:zero
; EXEC: -mcpu=sm_80 -O2 | runtime 1 3 i32:1 buf:f32:64:rand:5 buf:f32:4:zero
; EXEC: -mcpu=sm_80 -O2 | runtime 1 3 i32:3 buf:f32:64:rand:5 buf:f32:4:zero
; EXEC: -mcpu=sm_80 -O2 | runtime 1 3 i32:4 buf:f32:64:rand:5 buf:f32:4:zero
; EXEC: -mcpu=sm_80 -O2 | runtime 1 3 i32:13 buf:f32:64:rand:5 buf:f32:4:zero
; EXEC: -mcpu=sm_80 -O2 | topsum 1 2 i32:-3 i32:9 buf:i32:64:rand:6 buf:i32:2:zero
; EXEC: -mcpu=sm_80 -O2 | topsum 1 2 i32:5 i32:5 buf:i32:64:rand:6 buf:i32:2:zero
; EXEC: -mcpu=sm_80 -O2 | topsum 1 2 i32:2 i32:30 buf:i32:64:rand:6 buf:i32:2:zero
; EXEC: -mcpu=sm_80 -O2 | nounroll 1 2 i32:9 buf:f32:16:rand:7
; EXEC: -mcpu=sm_80 -O2 | count1 1 2 i32:9 buf:f32:16:rand:7
; EXEC: -mcpu=sm_80 -O2 | count3 1 2 i32:11 buf:f32:32:rand:8 buf:f32:2:zero
; EXEC: -mcpu=sm_80 -O2 | barrier 1 32 i32:5 buf:i32:32:rand:9
; EXEC: -mcpu=sm_80 -O2 | big 1 1 buf:i32:1024:zero
; EXEC: -mcpu=sm_80 -O2 | local 1 8 buf:f32:128:rand:10 buf:f32:8:zero
; EXEC: -mcpu=sm_80 -O2 | pfull 1 1 buf:f32:32:rand:11
; EXEC: -mcpu=sm_80 -O0 | runtime 1 3 i32:13 buf:f32:64:rand:5 buf:f32:4:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; A constant trip count (a top-tested loop, as clang -O0 writes it): fully unrolled.
define void @full(ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %body, label %exit
body:
  %i64 = sext i32 %i to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i64
  %v = mul i32 %i, 3
  store i32 %v, ptr addrspace(1) %a, align 4
  %i.next = add nsw i32 %i, 1
  br label %loop
exit:
  ret void
}
; CHECK-LABEL: .entry full(
; CHECK-NOT: bra
; CHECK-NOT: .pragma
; CHECK: st.global.u32 {{.*}}, 0;
; CHECK: st.global.u32 {{.*}}+4], 3;
; CHECK: st.global.u32 {{.*}}+8], 6;
; CHECK: st.global.u32 {{.*}}+12], 9;
; CHECK-NOT: st.global
; CHECK: ret;
; OFF-LABEL: .entry full(
; OFF: bra
; O0-LABEL: .entry full(
; O0: bra

; A runtime trip count in a rotated loop (clang -O3's shape): a main loop of 4 copies
; whose loads share one pointer, and the original loop as the remainder, marked nounroll.
define void @runtime(i32 %n, ptr addrspace(1) noalias readonly %x, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %j = add nsw i32 %i, %t
  %j64 = sext i32 %j to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %a, align 4
  %s.next = fadd float %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}
; CHECK-LABEL: .entry runtime(
; CHECK: [[MAIN:\$L__BB[0-9_]+]]:
; CHECK-NOT: .pragma
; CHECK: ld.global{{(.nc)?}}.f32 {{.*}}[%rd[[P:[0-9]+]]];
; CHECK: ld.global{{(.nc)?}}.f32 {{.*}}[%rd[[P]]+4];
; CHECK: ld.global{{(.nc)?}}.f32 {{.*}}[%rd[[P]]+8];
; CHECK: ld.global{{(.nc)?}}.f32 {{.*}}[%rd[[P]]+12];
; CHECK: bra {{.*}}[[MAIN]];
; CHECK: .pragma "nounroll";
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK-NOT: ld.global{{(.nc)?}}.f32
; CHECK: ret;
; OFF-LABEL: .entry runtime(
; OFF-NOT: .pragma
; OFF: ld.global{{(.nc)?}}.f32
; OFF-NOT: ld.global{{(.nc)?}}.f32
; OFF: ret;

; A top-tested loop from a signed range [lo, hi): rotated, then unrolled with a remainder.
define void @topsum(i32 %lo, i32 %hi, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ %lo, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp slt i32 %i, %hi
  br i1 %c, label %body, label %done
body:
  %k = and i32 %i, 31
  %k64 = zext i32 %k to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %x, i64 %k64
  %v = load i32, ptr addrspace(1) %a, align 4
  %m = mul i32 %v, %i
  %s.next = add i32 %s, %m
  %i.next = add nsw i32 %i, 1
  br label %head
done:
  %t64 = zext i32 %t to i64
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}
; CHECK-LABEL: .entry topsum(
; CHECK: .pragma "nounroll";
; CHECK: ret;

; llvm.loop.unroll.disable (`#pragma unroll 1` in older clang, and LLVM's own mark on
; remainder loops): left alone, and ptxas is told so.
define void @nounroll(i32 %n, ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i64
  %v = load float, ptr addrspace(1) %a, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(1) %a, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 4
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
; CHECK-LABEL: .entry nounroll(
; CHECK: .pragma "nounroll";
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK-NOT: ld.global{{(.nc)?}}.f32
; CHECK: ret;
; O0-LABEL: .entry nounroll(
; O0: .pragma "nounroll";

; llvm.loop.unroll.count 1 (`#pragma unroll 1` in clang 14) means the same.
define void @count1(i32 %n, ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i64
  %v = load float, ptr addrspace(1) %a, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %a, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 6
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}
; CHECK-LABEL: .entry count1(
; CHECK: .pragma "nounroll";
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK-NOT: ld.global{{(.nc)?}}.f32
; CHECK: ret;

; `#pragma unroll 3` on a runtime trip count: three copies, a remainder, and both loops
; marked so that ptxas does not unroll them again.
define void @count3(i32 %n, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %i64 = zext i32 %i to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i64
  %v = load float, ptr addrspace(1) %a, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !4
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
; CHECK-LABEL: .entry count3(
; CHECK: .pragma "nounroll";
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK: .pragma "nounroll";
; CHECK: ld.global{{(.nc)?}}.f32
; CHECK-NOT: ld.global{{(.nc)?}}.f32
; CHECK: ret;

; A barrier in a loop with a runtime trip count: no remainder loop may make it depend on
; the trip count, so no runtime unrolling.
define void @barrier(i32 %n, ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %t64
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr addrspace(1) %a, align 4
  %w = add i32 %v, %i
  call void @llvm.nvvm.barrier0()
  store i32 %w, ptr addrspace(1) %a, align 4
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; CHECK-LABEL: .entry barrier(
; CHECK: bar.sync
; CHECK-NOT: bar.sync
; CHECK: ret;

; 1000 iterations do not fit the full-unroll budget: the loop stays (partially unrolled).
define void @big(ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i64
  %v = xor i32 %i, 85
  store i32 %v, ptr addrspace(1) %a, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 1000
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
; CHECK-LABEL: .entry big(
; CHECK: bra
; CHECK-NOT: +3996]
; CHECK: ret;

; A local array indexed by induction variables: unrolled, the indices are constants and
; the array lives in registers (no .local frame).
define void @local(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %arr = alloca [4 x [4 x float]], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = shl i32 %t, 4
  br label %fi
fi:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fi.latch ]
  br label %fj
fj:
  %j = phi i32 [ 0, %fi ], [ %j.next, %fj ]
  %ij = shl i32 %i, 2
  %ijj = add nsw i32 %ij, %j
  %src = add nsw i32 %base, %ijj
  %src64 = sext i32 %src to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %in, i64 %src64
  %v = load float, ptr addrspace(1) %pa, align 4
  %i64 = sext i32 %i to i64
  %j64 = sext i32 %j to i64
  %pl = getelementptr inbounds [4 x [4 x float]], ptr %arr, i64 0, i64 %i64, i64 %j64
  store float %v, ptr %pl, align 4
  %j.next = add nsw i32 %j, 1
  %jm = icmp slt i32 %j.next, 4
  br i1 %jm, label %fj, label %fi.latch
fi.latch:
  %i.next = add nsw i32 %i, 1
  %im = icmp slt i32 %i.next, 4
  br i1 %im, label %fi, label %sum
sum:
  %k = phi i32 [ 0, %fi.latch ], [ %k.next, %sum ]
  %acc = phi float [ 0.0, %fi.latch ], [ %acc.next, %sum ]
  %k64 = sext i32 %k to i64
  %pk = getelementptr inbounds [4 x [4 x float]], ptr %arr, i64 0, i64 %k64, i64 %k64
  %d = load float, ptr %pk, align 4
  %acc.next = fadd float %acc, %d
  %k.next = add nsw i32 %k, 1
  %km = icmp slt i32 %k.next, 4
  br i1 %km, label %sum, label %done
done:
  %t64 = zext i32 %t to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %acc.next, ptr addrspace(1) %po, align 4
  ret void
}
; CHECK-LABEL: .entry local(
; CHECK-NOT: .local
; CHECK-NOT: bra
; CHECK: ret;
; OFF-LABEL: .entry local(
; OFF: .local

; llvm.loop.unroll.full: unrolled beyond the default budget (pragma-unroll-threshold).
define void @pfull(ptr addrspace(1) %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i64
  %v = load float, ptr addrspace(1) %a, align 4
  %w = fmul float %v, %v
  %x = fadd float %w, 1.0
  %y = fmul float %x, %v
  %z = fsub float %y, %w
  store float %z, ptr addrspace(1) %a, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 32
  br i1 %more, label %loop, label %exit, !llvm.loop !6
exit:
  ret void
}
; CHECK-LABEL: .entry pfull(
; CHECK-NOT: bra
; CHECK: +124];
; CHECK: ret;

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.count", i32 3}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.full"}
!nvvm.annotations = !{!10, !11, !12, !13, !14, !15, !16, !17, !18, !19}
!10 = !{ptr @full, !"kernel", i32 1}
!11 = !{ptr @runtime, !"kernel", i32 1}
!12 = !{ptr @topsum, !"kernel", i32 1}
!13 = !{ptr @nounroll, !"kernel", i32 1}
!14 = !{ptr @count1, !"kernel", i32 1}
!15 = !{ptr @count3, !"kernel", i32 1}
!16 = !{ptr @barrier, !"kernel", i32 1}
!17 = !{ptr @big, !"kernel", i32 1}
!18 = !{ptr @local, !"kernel", i32 1}
!19 = !{ptr @pfull, !"kernel", i32 1}
