; The attribute is a bare key; a value is not part of its spelling and is refused rather
; than guessed at.
; ERROR: -mcpu=sm_90 | "nvvm.blocksareclusters" takes no value
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() "nvvm.blocksareclusters"="true" "nvvm.reqntid"="64" "nvvm.cluster_dim"="2" {
  ret void
}
