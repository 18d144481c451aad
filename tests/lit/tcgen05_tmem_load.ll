; Tensor memory (ptr addrspace(6)) is reached only through tcgen05 instructions: a load is an error.
; ERROR: -mcpu=sm_100a | memory access through a ptr addrspace(6): tensor memory is accessed only through tcgen05 instructions
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(6) %p, ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(6) %p
  store i32 %v, ptr addrspace(1) %o
  ret void
}
