; Casts to and from shared::cluster (cvta.shared::cluster, cvta.to.shared::cluster) need sm_90.
; ERROR: -mcpu=sm_80 | err_shared_cluster_cast.ll:7:3: error: in function 'f': cannot select addrspacecast of type i64 for sm_80: 'cvta.shared::cluster.u64' needs sm_90
target triple = "nvptx64-nvidia-cuda"

define ptr @f(ptr addrspace(3) %p) {
  %c = addrspacecast ptr addrspace(3) %p to ptr addrspace(7)
  %g = addrspacecast ptr addrspace(7) %c to ptr
  ret ptr %g
}
