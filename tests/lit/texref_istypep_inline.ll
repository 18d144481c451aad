; llvm.nvvm.istypep.* in a function inlined into the kernel that takes the handles: after
; inlining the image optimiser answers them (the same pass as texref_istypep.ll). At -O0
; too: the always-inliner inlines @kind there as well, and the internal alwaysinline
; function left without uses is not emitted (as LLVM's AlwaysInliner deletes it), so its
; own queries on an i64 parameter -- refused, err_texref_istypep.ll -- never reach selection.
; RUN: -mcpu=sm_75 | CHECK
; RUN: -O0 -mcpu=sm_75 | CHECKO0
; CHECK-NOT: .func
; CHECKO0-NOT: .func
; CHECKO0-NOT: istypep
; CHECKO0: .entry inl(
; CHECK-LABEL: .entry inl(
; CHECK-NOT: istypep
; CHECK-DAG: st.global.u32 [%rd{{[0-9]+}}], 1;
; CHECK-DAG: st.global.u32 [%rd{{[0-9]+}}+4], 2;
; EXEC: -mcpu=sm_75 | inl 1 1 buf:i32:4:zero tex=tex:r32f:2:zero srf=surf:r32i:2:zero
; EXEC: -O0 -mcpu=sm_75 | inl 1 1 buf:i32:4:zero tex=tex:r32f:2:zero srf=surf:r32i:2:zero
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
@srf = internal addrspace(1) global i64 undef, align 8
declare i1 @llvm.nvvm.istypep.texture(i64)
declare i1 @llvm.nvvm.istypep.surface(i64)
declare i1 @llvm.nvvm.istypep.sampler(i64)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))

; bit 0 texture, bit 1 surface, bit 2 sampler
define internal i32 @kind(i64 %h) alwaysinline {
  %t = call i1 @llvm.nvvm.istypep.texture(i64 %h)
  %s = call i1 @llvm.nvvm.istypep.surface(i64 %h)
  %m = call i1 @llvm.nvvm.istypep.sampler(i64 %h)
  %t1 = zext i1 %t to i32
  %s1 = zext i1 %s to i32
  %m1 = zext i1 %m to i32
  %s2 = shl i32 %s1, 1
  %m2 = shl i32 %m1, 2
  %a = or i32 %t1, %s2
  %b = or i32 %a, %m2
  ret i32 %b
}

define ptx_kernel void @inl(ptr addrspace(1) %o) {
  %ht = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %hs = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @srf)
  %a = call i32 @kind(i64 %ht)
  %b = call i32 @kind(i64 %hs)
  store i32 %a, ptr addrspace(1) %o
  %p = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %b, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!1 = !{ptr addrspace(1) @srf, !"surface", i32 1}
