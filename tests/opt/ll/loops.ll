; The loop passes at the IR level: rotation, LICM (what may and may not leave a loop),
; strength reduction, unrolling, and the reader/printer keeping llvm.loop unroll hints.
;
; NVOPT-ROT: -passes=loop_rotate
; NVOPT-LICM: -passes=loop_rotate,licm
; NVOPT-LSR: -passes=loop_rotate,lsr
; NVOPT-UNROLL: -passes=loop_rotate,unroll,simplify,simplifycfg
; NVOPT-HINTS: -passes=dce

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]

declare void @llvm.nvvm.barrier0()

; ROT-LABEL: define void @rot(
; ROT: entry:
; ROT-NEXT: %c = icmp slt i32 0, %n
; ROT-NEXT: br i1 %c, label %{{.*}}, label %exit
; ROT: head:
; ROT-NEXT: %c.1 = icmp slt i32 %i.next, %n
; ROT-NEXT: br i1 %c.1, label %body, label %{{.*}}, !llvm.loop
; ROT: body:
; ROT-NEXT: %i = phi i32 [ %i.next, %head ], [ 0, %preheader ]
define void @rot(i32 %n, ptr addrspace(1) %p) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i64 = sext i32 %i to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i64
  store i32 %i, ptr addrspace(1) %a, align 4
  %i.next = add nsw i32 %i, 1
  br label %head, !llvm.loop !0
exit:
  ret void
}

; LICM-LABEL: define void @licm(
; LICM: preheader:
; LICM-NEXT: %inv = mul i32 %k, 7
; LICM-NEXT: %r = load i32, ptr addrspace(1) %ro
; LICM-NEXT: %c4 = load i32, ptr addrspace(4) @table
; LICM-NEXT: br label %body
; LICM: body:
; LICM: %w = load i32, ptr addrspace(1) %rw
; LICM: %q = udiv i32 %i, %k
; LICM: call void @llvm.nvvm.barrier0()
define void @licm(i32 %n, i32 %k, ptr addrspace(1) noalias readonly %ro, ptr addrspace(1) %rw) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s4, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %inv = mul i32 %k, 7
  %r = load i32, ptr addrspace(1) %ro, align 4
  %w = load i32, ptr addrspace(1) %rw, align 4
  %c4 = load i32, ptr addrspace(4) @table, align 4
  %q = udiv i32 %i, %k
  %s1 = add i32 %s, %inv
  %s2 = add i32 %s1, %r
  %s3 = add i32 %s2, %w
  %s4 = add i32 %s3, %c4
  %s5 = add i32 %s4, %q
  call void @llvm.nvvm.barrier0()
  store i32 %s5, ptr addrspace(1) %rw, align 4
  %i.next = add nsw i32 %i, 1
  br label %head
exit:
  ret void
}

; LSR-LABEL: define void @lsr(
; LSR-DAG: %lsr.iv.next = getelementptr i8, ptr addrspace(1) %lsr.iv, i64 8
; LSR-DAG: %lsr.iv = phi ptr addrspace(1) [ %x, %preheader ], [ %lsr.iv.next, %head ]
; LSR-DAG: load float, ptr addrspace(1) %lsr.iv,
; LSR-DAG: %lsr.addr = getelementptr i8, ptr addrspace(1) %lsr.iv, i64 4
; LSR: ret void
define void @lsr(i32 %n, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi float [ 0.0, %entry ], [ %s2, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %j = shl nsw i32 %i, 1
  %j64 = sext i32 %j to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j64
  %v = load float, ptr addrspace(1) %a, align 4
  %j1 = or i32 %j, 1
  %j164 = sext i32 %j1 to i64
  %b = getelementptr inbounds float, ptr addrspace(1) %x, i64 %j164
  %w = load float, ptr addrspace(1) %b, align 4
  %s1 = fadd float %s, %v
  %s2 = fadd float %s1, %w
  %i.next = add nsw i32 %i, 1
  br label %head
exit:
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; A column walk with a row pitch known only at run time: the pointer advances by
; pitch * 4 bytes (computed once, in the preheader) instead of a mul.wide + add per access.
; LSR-LABEL: define void @lsr_pitch(
; LSR-DAG: %lsr.iv.next = getelementptr i8, ptr addrspace(1) %lsr.iv, i64 %lsr.scale{{[.0-9]*}}
; LSR-DAG: %lsr.scale{{[.0-9]*}} = mul i64 %ld, 4
; LSR-DAG: %lsr.iv = phi ptr addrspace(1)
; LSR-DAG: load float, ptr addrspace(1) %lsr.iv,
; LSR-NOT: getelementptr inbounds float
; LSR: ret void
define void @lsr_pitch(i32 %n, i64 %ld, i64 %col, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi float [ 0.0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i64 = zext i32 %i to i64
  %row = mul nsw i64 %i64, %ld
  %k = add nsw i64 %row, %col
  %a = getelementptr inbounds float, ptr addrspace(1) %x, i64 %k
  %v = load float, ptr addrspace(1) %a, align 4
  %s1 = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; Not affine: i * i (both vary), and i * ld under a zext whose 32-bit multiply may wrap
; (no nuw): the addresses stay as they are.
; LSR-LABEL: define void @lsr_pitch_not(
; LSR-NOT: lsr.iv
; LSR: ret void
define void @lsr_pitch_not(i32 %n, i32 %ld, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi float [ 0.0, %entry ], [ %s2, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %sq = mul nsw i32 %i, %i
  %sq64 = sext i32 %sq to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %x, i64 %sq64
  %v = load float, ptr addrspace(1) %a, align 4
  %r = mul i32 %i, %ld
  %r64 = zext i32 %r to i64
  %b = getelementptr inbounds float, ptr addrspace(1) %x, i64 %r64
  %w = load float, ptr addrspace(1) %b, align 4
  %s1 = fadd float %s, %v
  %s2 = fadd float %s1, %w
  %i.next = add nuw nsw i32 %i, 1
  br label %head
exit:
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; UNROLL-LABEL: define void @unroll(
; UNROLL-NOT: br
; UNROLL: store i32 0,
; UNROLL: store i32 1,
; UNROLL: store i32 2,
; UNROLL-NOT: store
; UNROLL: ret void
define void @unroll(ptr addrspace(1) %p) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i32 %i, 3
  br i1 %c, label %body, label %exit
body:
  %i64 = zext i32 %i to i64
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i64
  store i32 %i, ptr addrspace(1) %a, align 4
  %i.next = add nuw i32 %i, 1
  br label %head
exit:
  ret void
}

; HINTS-LABEL: define void @rot(
; HINTS: br label %head, !llvm.loop ![[L:[0-9]+]]
; HINTS: ![[L]] = distinct !{![[L]], !{!"llvm.loop.unroll.disable"}, !{!"llvm.loop.unroll.count", i32 2}}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{!"llvm.loop.unroll.count", i32 2}
