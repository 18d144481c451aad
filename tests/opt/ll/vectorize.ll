; The load/store vectoriser: adjacent scalar accesses become <2 x T>/<4 x T> where the
; alignment allows, and not across an aliasing store, a barrier or a shuffle, nor for
; volatile accesses or insufficient alignment.
;
; NVOPT-VEC: -passes=vectorize
; NVOPT-OFF: -passes=vectorize --knob disable-nvptx-load-store-vectorizer=true

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = addrspace(3) global [64 x float] undef, align 4
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

; float4 as clang splits it: four loads, four stores, 16-byte aligned
; VEC-LABEL: define void @float4(
; VEC: %[[V:.*]] = load <4 x float>, ptr addrspace(1) %p, align 16
; VEC: %x = extractelement <4 x float> %[[V]], i32 0
; VEC: %w = extractelement <4 x float> %[[V]], i32 3
; VEC: store <4 x float> %{{.*}}, ptr addrspace(1) %q, align 16
; VEC-NOT: store float
; OFF-LABEL: define void @float4(
; OFF: %x = load float, ptr addrspace(1) %p, align 16
; OFF-NOT: <4 x float>
define void @float4(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  %p2 = getelementptr float, ptr addrspace(1) %p, i64 2
  %p3 = getelementptr float, ptr addrspace(1) %p, i64 3
  %x = load float, ptr addrspace(1) %p, align 16
  %y = load float, ptr addrspace(1) %p1, align 4
  %z = load float, ptr addrspace(1) %p2, align 8
  %w = load float, ptr addrspace(1) %p3, align 4
  %q1 = getelementptr float, ptr addrspace(1) %q, i64 1
  %q2 = getelementptr float, ptr addrspace(1) %q, i64 2
  %q3 = getelementptr float, ptr addrspace(1) %q, i64 3
  store float %w, ptr addrspace(1) %q, align 16
  store float %z, ptr addrspace(1) %q1, align 4
  store float %y, ptr addrspace(1) %q2, align 8
  store float %x, ptr addrspace(1) %q3, align 4
  ret void
}

; only 8-byte alignment known: two <2 x float>; an unaligned pair: nothing
; VEC-LABEL: define void @align8(
; VEC: load <2 x float>, ptr addrspace(1) %p, align 8
; VEC: load <2 x float>, ptr addrspace(1) %p2, align 8
; VEC: %u0 = load float, ptr addrspace(1) %r, align 4
; VEC: %u1 = load float, ptr addrspace(1) %r1, align 4
define void @align8(ptr addrspace(1) %p, ptr addrspace(1) %r, ptr addrspace(1) %q) {
entry:
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  %p2 = getelementptr float, ptr addrspace(1) %p, i64 2
  %p3 = getelementptr float, ptr addrspace(1) %p, i64 3
  %x = load float, ptr addrspace(1) %p, align 8
  %y = load float, ptr addrspace(1) %p1, align 4
  %z = load float, ptr addrspace(1) %p2, align 8
  %w = load float, ptr addrspace(1) %p3, align 4
  %r1 = getelementptr float, ptr addrspace(1) %r, i64 1
  %u0 = load float, ptr addrspace(1) %r, align 4
  %u1 = load float, ptr addrspace(1) %r1, align 4
  %s1 = fadd float %x, %y
  %s2 = fadd float %z, %w
  %s3 = fadd float %u0, %u1
  %s4 = fadd float %s1, %s2
  %s5 = fadd float %s3, %s4
  store float %s5, ptr addrspace(1) %q, align 4
  ret void
}

; a[i].x and a[i].y with a store between: to shared memory (no alias: vectorised),
; through another pointer (may alias: not)
; VEC-LABEL: define void @between(
; VEC: load <2 x i32>, ptr addrspace(1) %a, align 8
; VEC: %b0 = load i32, ptr addrspace(1) %b, align 8
; VEC: store i32 0, ptr addrspace(1) %c
; VEC: %b1 = load i32, ptr addrspace(1) %b1p, align 4
define void @between(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %i) {
entry:
  %s = getelementptr [64 x float], ptr addrspace(3) @sh, i32 0, i32 %i
  %a1p = getelementptr i32, ptr addrspace(1) %a, i64 1
  %a0 = load i32, ptr addrspace(1) %a, align 8
  store float 0.0, ptr addrspace(3) %s, align 4
  %a1 = load i32, ptr addrspace(1) %a1p, align 4
  %b1p = getelementptr i32, ptr addrspace(1) %b, i64 1
  %b0 = load i32, ptr addrspace(1) %b, align 8
  store i32 0, ptr addrspace(1) %c, align 4
  %b1 = load i32, ptr addrspace(1) %b1p, align 4
  %t1 = add i32 %a0, %a1
  %t2 = add i32 %b0, %b1
  %t = add i32 %t1, %t2
  store i32 %t, ptr addrspace(1) %c, align 4
  ret void
}

; volatile, a barrier, a shuffle: never
; VEC-LABEL: define void @never(
; VEC-NOT: <2 x
; VEC: ret void
define void @never(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %d, ptr addrspace(1) %c) {
entry:
  %a1p = getelementptr i32, ptr addrspace(1) %a, i64 1
  %a0 = load volatile i32, ptr addrspace(1) %a, align 8
  %a1 = load volatile i32, ptr addrspace(1) %a1p, align 4
  %b1p = getelementptr i32, ptr addrspace(1) %b, i64 1
  %b0 = load i32, ptr addrspace(1) %b, align 8
  call void @llvm.nvvm.barrier0()
  %b1 = load i32, ptr addrspace(1) %b1p, align 4
  %d1p = getelementptr i32, ptr addrspace(1) %d, i64 1
  %d0 = load i32, ptr addrspace(1) %d, align 8
  %sh = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %d0, i32 1, i32 31)
  %d1 = load i32, ptr addrspace(1) %d1p, align 4
  %t1 = add i32 %a0, %a1
  %t2 = add i32 %b0, %b1
  %t3 = add i32 %d1, %sh
  %t4 = add i32 %t1, %t2
  %t = add i32 %t3, %t4
  store i32 %t, ptr addrspace(1) %c, align 4
  ret void
}

; A local array's initialisation: the alloca's alignment is raised to the vector's size
; (its address is the alloca itself, offset 0) and the four stores become one.
; VEC-LABEL: define void @local_init(
; VEC: %a = alloca [8 x i32], align 16
; VEC: store <4 x i32> %{{.*}}, ptr %a, align 16
; VEC-NOT: store i32 {{.*}}, ptr %a
; VEC: ret void
; OFF-LABEL: define void @local_init(
; OFF: %a = alloca [8 x i32], align 4
define void @local_init(ptr addrspace(1) %out, i32 %k) {
  %a = alloca [8 x i32], align 4
  %p1 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 1
  %p2 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 2
  %p3 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 3
  store i32 7, ptr %a, align 4
  store i32 %k, ptr %p1, align 4
  store i32 9, ptr %p2, align 4
  store i32 %k, ptr %p3, align 4
  %pk = getelementptr inbounds [8 x i32], ptr %a, i64 0, i32 %k
  %v = load i32, ptr %pk, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; Three elements starting 4 bytes into the alloca: no 16-byte vector can start there and
; the run is too short for one further on; a pair starts at 8 bytes (the alloca becomes
; 8-aligned) and the element at 4 stays scalar.
; VEC-LABEL: define void @local_offset(
; VEC: %a = alloca [8 x i32], align 8
; VEC-NOT: <4 x i32>
; VEC: store i32 7, ptr %p1, align 4
; VEC: store <2 x i32> %{{.*}}, ptr %p2, align 8
; VEC: ret void
define void @local_offset(ptr addrspace(1) %out, i32 %k) {
  %a = alloca [8 x i32], align 4
  %p1 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 1
  %p2 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 2
  %p3 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 3
  store i32 7, ptr %p1, align 4
  store i32 %k, ptr %p2, align 4
  store i32 9, ptr %p3, align 4
  %pk = getelementptr inbounds [8 x i32], ptr %a, i64 0, i32 %k
  %v = load i32, ptr %pk, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
