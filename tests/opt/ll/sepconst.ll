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
