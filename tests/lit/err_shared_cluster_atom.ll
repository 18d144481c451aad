; Atomics through a ptr addrspace(7) are atom/red.shared::cluster, which need sm_90: a
; located error below.
; ERROR: -mcpu=sm_86 | err_shared_cluster_atom.ll:7:3: error: in function 'g': 'atom.shared::cluster' needs sm_90 or later, but the target is sm_86
target triple = "nvptx64-nvidia-cuda"

define i32 @g(ptr addrspace(7) %p, i32 %v) {
  %o = atomicrmw add ptr addrspace(7) %p, i32 %v monotonic, align 4
  ret i32 %o
}
