; A fixed cluster shape and a maximum cluster rank on one kernel: ptxas refuses the two
; directives together ("Conflicting directives"), so the verifier does first.
; ERROR: -mcpu=sm_90 | cluster_dim and maxclusterrank exclude each other
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() "nvvm.cluster_dim"="2" "nvvm.maxclusterrank"="4" {
  ret void
}
