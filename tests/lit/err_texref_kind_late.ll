; A surface load on a texture reference's handle that only optimisation exposes (here a
; select on a constant): replace_image_handles refuses it with the instruction's position
; (err_texref_kind.ll: the verifier's check when the handle comes straight from the
; intrinsic).
; ERROR: -mcpu=sm_75 -O2 | err_texref_kind_late.ll:14:3: error: in @k: 'tex' is a module-scope texture reference, but suld.b takes a surface
target triple = "nvptx64-nvidia-cuda"
@tex = internal addrspace(1) global i64 undef, align 8
@srf = internal addrspace(1) global i64 undef, align 8
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %ht = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %h = select i1 true, i64 %ht, i64 0
  %v = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %h, i32 %x)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!1 = !{ptr addrspace(1) @srf, !"surface", i32 1}
