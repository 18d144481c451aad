; A surface load on an image parameter declared as a texture ("rdoimage") that only
; optimisation exposes (here a select on a constant): replace_image_handles refuses it
; with the instruction's position (err_image_param_kind.ll: the verifier's check when the
; parameter is the operand).
; ERROR: -mcpu=sm_75 -O2 | err_image_param_kind_late.ll:11:3: error: in @late: 'late_param_1' is an image parameter, a texture reference, but suld.b takes a surface
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32)
define ptx_kernel void @late(ptr addrspace(1) %o, i64 %img, i32 %x) {
  %h = select i1 true, i64 %img, i64 0
  ; the suld is on line 11
  %v = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %h, i32 %x)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @late, !"rdoimage", i32 1}
