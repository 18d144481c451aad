; 32-bit NVPTX modules are refused with the reason: nvcg emits .address_size 64 only.
; ERROR: -mcpu=sm_80 | 32-bit NVPTX (target triple 'nvptx-nvidia-cuda') is not supported
target triple = "nvptx-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
