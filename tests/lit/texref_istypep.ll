; llvm.nvvm.istypep.{texture,surface,sampler} on a module-scope reference's handle is
; answered at compile time (opt/image_optimizer.c, cicc's nvptx-image-optimizer): true for
; the reference's own kind, false otherwise (sampler: always; nvcg has no module-scope
; samplers), at every optimisation level (texref_istypep_inline.ll: in a function inlined
; into the kernel). No istypep reaches the PTX. The ir engine answers from the handle at run time; both agree.
; On any other handle (a bindless object) code generation refuses it: err_texref_istypep.ll.
; RUN: -mcpu=sm_75 -O0 | CHECK
; RUN: -mcpu=sm_90 | CHECK
; CHECK-LABEL: .entry k(
; CHECK-NOT: istypep
; CHECK: st.global.u32 [%rd{{[0-9]+}}], 1;
; CHECK-NOT: istypep
; CHECK: ret;
; EXEC: -mcpu=sm_75 -O0 | k 1 1 buf:i32:4:zero tex=tex:r32f:2:zero srf=surf:r32i:2:zero
; EXEC: -mcpu=sm_75 | k 1 1 buf:i32:4:zero tex=tex:r32f:2:zero srf=surf:r32i:2:zero
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
@srf = internal addrspace(1) global i64 undef, align 8
declare i1 @llvm.nvvm.istypep.texture(i64)
declare i1 @llvm.nvvm.istypep.surface(i64)
declare i1 @llvm.nvvm.istypep.sampler(i64)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %ht = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %hs = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @srf)
  %a = call i1 @llvm.nvvm.istypep.texture(i64 %ht)
  %b = call i1 @llvm.nvvm.istypep.surface(i64 %ht)
  %c = call i1 @llvm.nvvm.istypep.surface(i64 %hs)
  %d = call i1 @llvm.nvvm.istypep.sampler(i64 %hs)
  %a1 = zext i1 %a to i32
  %b1 = zext i1 %b to i32
  %c1 = zext i1 %c to i32
  %d1 = zext i1 %d to i32
  store i32 %a1, ptr addrspace(1) %o
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %b1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %o, i32 2
  store i32 %c1, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %o, i32 3
  store i32 %d1, ptr addrspace(1) %p3
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!1 = !{ptr addrspace(1) @srf, !"surface", i32 1}
