; PTX declares no shared::cluster variables: a global in addrspace(7) is a verifier error.
; ERROR: -mcpu=sm_90 | err_shared_cluster_global.ll:4:1: error: in global @g: globals cannot live in the shared::cluster address space (7)
target triple = "nvptx64-nvidia-cuda"
@g = internal addrspace(7) global [4 x i32] undef, align 4

define void @f() {
  ret void
}
