; GVN's load elimination with the alias analysis: a load is reused across writes that
; cannot touch its bytes (another address space, a noalias parameter, disjoint offsets,
; constant memory even across a barrier), and not across ones that may (an aliasing
; store, a volatile access, a barrier on shared memory). PRE at a diamond.
;
; NVOPT-GVN: -passes=gvn
; NVOPT-NOMEM: -passes=gvn --knob enable-gvn-memdep=false

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@filt = addrspace(4) constant [17 x float] zeroinitializer, align 4
@sh = addrspace(3) global [64 x float] undef, align 4

declare void @llvm.nvvm.barrier0()

; GVN-LABEL: define float @const_filter(
; GVN: %c1 = load float, ptr addrspace(4) %f3
; GVN-NOT: load float, ptr addrspace(4)
; GVN: ret float
; NOMEM-LABEL: define float @const_filter(
; NOMEM: %c2 = load float, ptr addrspace(4)
define float @const_filter(ptr addrspace(1) %out, i64 %i) {
entry:
  %f3 = getelementptr [17 x float], ptr addrspace(4) @filt, i64 0, i64 3
  %c1 = load float, ptr addrspace(4) %f3, align 4
  %o = getelementptr float, ptr addrspace(1) %out, i64 %i
  store float %c1, ptr addrspace(1) %o, align 4
  call void @llvm.nvvm.barrier0()
  %c2 = load float, ptr addrspace(4) %f3, align 4
  %s = fadd float %c1, %c2
  ret float %s
}

; GVN-LABEL: define i32 @spaces_and_noalias(
; GVN: %a1 = load i32, ptr addrspace(1) %a
; GVN: %g1 = load i32, ptr addrspace(1) %gp
; GVN-NOT: %g2 = load
; GVN-NOT: %a2 = load
; GVN: %r = add i32 %r1, %g1
define i32 @spaces_and_noalias(ptr addrspace(1) noalias %a, ptr addrspace(1) %b, ptr addrspace(1) %gp, i32 %i) {
entry:
  %a1 = load i32, ptr addrspace(1) %a, align 4
  %g1 = load i32, ptr addrspace(1) %gp, align 4
  %gp4 = getelementptr i8, ptr addrspace(1) %gp, i64 4
  store i32 2, ptr addrspace(1) %gp4, align 4          ; disjoint offset of the same base
  %g2 = load i32, ptr addrspace(1) %gp, align 4
  store i32 1, ptr addrspace(1) %b, align 4          ; may alias %gp, not noalias %a
  %s = getelementptr [64 x float], ptr addrspace(3) @sh, i32 0, i32 %i
  store float 1.0, ptr addrspace(3) %s, align 4        ; shared: neither
  %a2 = load i32, ptr addrspace(1) %a, align 4
  %r1 = add i32 %a1, %a2
  %r = add i32 %r1, %g2
  ret i32 %r
}

; the must-not cases: an aliasing store, a volatile load, a barrier on shared memory
; GVN-LABEL: define i32 @must_not(
; GVN: %x1 = load i32, ptr addrspace(1) %p
; GVN: store i32 7, ptr addrspace(1) %q
; GVN: %x2 = load i32, ptr addrspace(1) %p
; GVN: %v = load volatile i32, ptr addrspace(1) %q
; GVN: %x3 = load i32, ptr addrspace(1) %p
; GVN: %s1 = load float, ptr addrspace(3) %s
; GVN: call void @llvm.nvvm.barrier0()
; GVN: %s2 = load float, ptr addrspace(3) %s
define i32 @must_not(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %i) {
entry:
  %x1 = load i32, ptr addrspace(1) %p, align 4
  store i32 7, ptr addrspace(1) %q, align 4
  %x2 = load i32, ptr addrspace(1) %p, align 4
  %v = load volatile i32, ptr addrspace(1) %q, align 4
  %x3 = load i32, ptr addrspace(1) %p, align 4
  %s = getelementptr [64 x float], ptr addrspace(3) @sh, i32 0, i32 %i
  %s1 = load float, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  %s2 = load float, ptr addrspace(3) %s, align 4
  %sf = fadd float %s1, %s2
  %si = fptosi float %sf to i32
  %r1 = add i32 %x1, %x2
  %r2 = add i32 %r1, %x3
  %r3 = add i32 %r2, %v
  %r = add i32 %r3, %si
  ret i32 %r
}

; across a diamond whose arm stores to shared memory: reused; whose arm stores through
; a pointer that may alias: not
; GVN-LABEL: define i32 @diamond(
; GVN: join:
; GVN-NOT: %y2 = load
; GVN: %z2 = load i32, ptr addrspace(1) %p
define i32 @diamond(ptr addrspace(1) %p, ptr addrspace(1) %q, i1 %c, i32 %i) {
entry:
  %y1 = load i32, ptr addrspace(1) %p, align 4
  br i1 %c, label %then, label %join
then:
  %s = getelementptr [64 x float], ptr addrspace(3) @sh, i32 0, i32 %i
  store float 0.0, ptr addrspace(3) %s, align 4
  br label %join
join:
  %y2 = load i32, ptr addrspace(1) %p, align 4
  br i1 %c, label %then2, label %join2
then2:
  store i32 0, ptr addrspace(1) %q, align 4
  br label %join2
join2:
  %z2 = load i32, ptr addrspace(1) %p, align 4
  %r1 = add i32 %y1, %y2
  %r = add i32 %r1, %z2
  ret i32 %r
}

; PRE: a + b computed on one arm and after the join becomes a phi
; GVN-LABEL: define i32 @pre(
; GVN: else:
; GVN-NEXT: %t = add i32 %a, %b
; GVN: join:
; GVN: %{{.*}} = phi i32 [ %s, %then ], [ %t, %else ]
; GVN-NOT: add i32 %a, %b
define i32 @pre(i32 %a, i32 %b, i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  %s = add i32 %a, %b
  br label %join
else:
  br label %join
join:
  %p = phi i32 [ %s, %then ], [ 0, %else ]
  %t = add i32 %a, %b
  %r = mul i32 %p, %t
  ret i32 %r
}
