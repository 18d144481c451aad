; A store through a ptr addrspace(7) (shared::cluster) needs sm_90: a located error below.
; ERROR: -mcpu=sm_86 | err_shared_cluster_st.ll:7:3: error: in function 'f': 'st.shared::cluster' needs sm_90 or later, but the target is sm_86
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(7) %p, i32 %v) {
  %q = getelementptr i32, ptr addrspace(7) %p, i64 1
  store i32 %v, ptr addrspace(7) %q, align 4
  ret void
}
