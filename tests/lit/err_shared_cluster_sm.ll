; A load through a ptr addrspace(7) (shared::cluster) needs sm_90: a located error below
; (sm_90 itself needs PTX ISA 7.8, which .shared::cluster needs too).
; ERROR: -mcpu=sm_80 | err_shared_cluster_sm.ll:7:3: error: in function 'f': 'ld.shared::cluster' needs sm_90 or later, but the target is sm_80
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr addrspace(7) %p) {
  %v = load i32, ptr addrspace(7) %p, align 4
  ret i32 %v
}
