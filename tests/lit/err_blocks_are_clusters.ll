; .blocksareclusters only means something with a fixed block shape and a fixed cluster
; shape (ptxas: ".reqntid and .reqnctapercluster directive(s) required"): without them the
; verifier says so where the kernel is defined.
; ERROR: -mcpu=sm_90 | blocksareclusters needs both reqntid and cluster_dim
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() "nvvm.blocksareclusters" "nvvm.maxntid"="64" "nvvm.cluster_dim"="2" {
  ret void
}
