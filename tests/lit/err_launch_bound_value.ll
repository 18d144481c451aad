; A launch-bound attribute whose value is not one to three integers is an error that
; names the attribute and where it is.
; ERROR: -mcpu=sm_80 | err_launch_bound_value.ll:6:49: error: "nvvm.maxntid" takes one to three comma-separated integers, found "32,x"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.minctasm"="1" "nvvm.maxntid"="32,x" {
  ret void
}
