; Separating constant offsets from GEP indices: p[i], p[i+1], p[i+2] share one base
; GEP, each access adding a constant (which instruction selection folds as [reg+imm]);
; a 2-D shared array indexed by a constant row does the same.
;
; NVOPT-SCO: -passes=sepconst,gvn
; NVOPT-OFF: -passes=sepconst,gvn --knob disable-separate-const-offset-from-gep=true

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = addrspace(3) global [16 x [16 x float]] undef, align 4

; SCO-LABEL: define float @unrolled(
; SCO: %[[E:.*]] = sext i32 %i to i64
; SCO: %[[B:.*]] = getelementptr float, ptr addrspace(1) %p, i64 %[[E]]
; SCO: load float, ptr addrspace(1) %[[B]]
; SCO: %[[P1:.*]] = getelementptr i8, ptr addrspace(1) %[[B]], i64 4
; SCO: load float, ptr addrspace(1) %[[P1]]
; SCO: %[[P2:.*]] = getelementptr i8, ptr addrspace(1) %[[B]], i64 8
; SCO: load float, ptr addrspace(1) %[[P2]]
; SCO: getelementptr i8, ptr addrspace(3) %{{.*}}, i64 128
; OFF-LABEL: define float @unrolled(
; OFF: %i1 = add nsw i32 %i, 1
; OFF: %e1 = sext i32 %i1 to i64
define float @unrolled(ptr addrspace(1) %p, i32 %i, i32 %tx) {
entry:
  %e0 = sext i32 %i to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %i1 = add nsw i32 %i, 1
  %e1 = sext i32 %i1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  %i2 = add nsw i32 %i, 2
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %i2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %a = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @As, i32 0, i32 2, i32 %tx
  %v3 = load float, ptr addrspace(3) %a, align 4
  %s1 = fadd float %v0, %v1
  %s2 = fadd float %v2, %v3
  %s = fadd float %s1, %s2
  ret float %s
}

; zext of an add without nuw must not be split
; SCO-LABEL: define float @zext_nowrap(
; SCO: %z = zext i32 %j to i64
; SCO: getelementptr float, ptr addrspace(1) %p, i64 %z
define float @zext_nowrap(ptr addrspace(1) %p, i32 %i) {
entry:
  %j = add nsw i32 %i, 1
  %z = zext i32 %j to i64
  %g = getelementptr float, ptr addrspace(1) %p, i64 %z
  %v = load float, ptr addrspace(1) %g, align 4
  ret float %v
}

; `or` with a constant below the other operand's known zero bits is an add that cannot
; wrap: (i << 2) | 1 and | 3 share the base of i << 2 (p[4*i+1], p[4*i+3] as clang
; writes them), also through zext and for an induction variable stepped by 2 (known even
; through its phi, so (j << 2) | 4 is j*4 + 4); an `or` whose constant overlaps bits
; that may be set must stay in the index.
; SCO-LABEL: define float @disjoint_or(
; SCO: %[[S:.*]] = sext i32 %s to i64
; SCO: %[[B:.*]] = getelementptr float, ptr addrspace(1) %p, i64 %[[S]]
; SCO: getelementptr i8, ptr addrspace(1) %[[B]], i64 4
; SCO: getelementptr i8, ptr addrspace(1) %[[B]], i64 12
; SCO: %o2 = or i32 %t, 3
; SCO: %e2 = sext i32 %o2 to i64
; OFF-LABEL: define float @disjoint_or(
; OFF: %o0 = or i32 %s, 1
define float @disjoint_or(ptr addrspace(1) %p, i32 %i) {
entry:
  %s = shl nsw i32 %i, 2
  %e = sext i32 %s to i64
  %g = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e
  %v = load float, ptr addrspace(1) %g, align 4
  %o0 = or i32 %s, 1
  %e0 = sext i32 %o0 to i64
  %g0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e0
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %o1 = or i32 %s, 3
  %e1 = sext i32 %o1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e1
  %v1 = load float, ptr addrspace(1) %g1, align 4
  ; i << 1 has only one known zero bit: | 3 may carry
  %t = shl i32 %i, 1
  %o2 = or i32 %t, 3
  %e2 = sext i32 %o2 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %e2
  %v2 = load float, ptr addrspace(1) %g2, align 4
  %a = fadd float %v, %v0
  %b = fadd float %v1, %v2
  %r = fadd float %a, %b
  ret float %r
}

; SCO-LABEL: define float @even_iv(
; SCO: %[[Z:.*]] = zext i32 %s to i64
; SCO: %[[B:.*]] = getelementptr double, ptr addrspace(1) %p, i64 %[[Z]]
; SCO: getelementptr i8, ptr addrspace(1) %[[B]], i64 32
; SCO: getelementptr i8, ptr addrspace(1) %[[B]], i64 40
; SCO: %o3 = or i32 %s, 16
define float @even_iv(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %s = shl i32 %j, 2
  %o4 = or i32 %s, 4
  %z4 = zext i32 %o4 to i64
  %g4 = getelementptr inbounds double, ptr addrspace(1) %p, i64 %z4
  %v4 = load double, ptr addrspace(1) %g4, align 8
  %o5 = or i32 %s, 5
  %z5 = zext i32 %o5 to i64
  %g5 = getelementptr inbounds double, ptr addrspace(1) %p, i64 %z5
  %v5 = load double, ptr addrspace(1) %g5, align 8
  ; j is only known even: 16 overlaps bits j << 2 may have set
  %o3 = or i32 %s, 16
  %z3 = zext i32 %o3 to i64
  %g3 = getelementptr inbounds double, ptr addrspace(1) %p, i64 %z3
  %v3 = load double, ptr addrspace(1) %g3, align 8
  %d = fadd double %v4, %v5
  %d2 = fadd double %d, %v3
  %f = fptrunc double %d2 to float
  %acc.next = fadd float %acc, %f
  %j.next = add nuw nsw i32 %j, 2
  %c = icmp ult i32 %j.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %acc.next
}

; tid.x + 1 without flags (clang's unsigned C arithmetic) cannot wrap: tid.x < 1024 by
; the PTX ISA; ctaid.x + 1 can, and so can tid.x - 1 under zext
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; SCO-LABEL: define float @sreg_index(
; SCO: %[[T:.*]] = sext i32 %t to i64
; SCO: %[[B:.*]] = getelementptr float, ptr addrspace(3) @As, i64 %[[T]]
; SCO: getelementptr i8, ptr addrspace(3) %[[B]], i64 4
; SCO: %c1 = add i32 %c, 1
; SCO: %z2 = zext i32 %t2 to i64
define float @sreg_index() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %e0 = sext i32 %t to i64
  %g0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %e0
  %v0 = load float, ptr addrspace(3) %g0, align 4
  %t1 = add i32 %t, 1
  %e1 = sext i32 %t1 to i64
  %g1 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %e1
  %v1 = load float, ptr addrspace(3) %g1, align 4
  %c1 = add i32 %c, 1
  %e2 = sext i32 %c1 to i64
  %g2 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %e2
  %v2 = load float, ptr addrspace(3) %g2, align 4
  %t2 = add i32 %t, -1
  %z2 = zext i32 %t2 to i64
  %g3 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %z2
  %v3 = load float, ptr addrspace(3) %g3, align 4
  %a = fadd float %v0, %v1
  %b = fadd float %v2, %v3
  %r = fadd float %a, %b
  ret float %r
}
