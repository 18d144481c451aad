; llvm.global_ctors with entries is an error (the CUDA driver runs no device
; constructors, so they would be lost silently) unless --ignore-global-ctors asks to
; compile without them; an empty list is accepted.
; ERROR: -mcpu=sm_80 | module has a non-trivial @llvm.global_ctors, which NVPTX does not support
; RUN: -mcpu=sm_80 --ignore-global-ctors | CHECK
target triple = "nvptx64-nvidia-cuda"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.global_dtors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@g = addrspace(1) global i32 0

define internal void @init() {
  store i32 7, ptr addrspacecast (ptr addrspace(1) @g to ptr)
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %p
  ret void
}
; CHECK-NOT: global_ctors
; CHECK: .entry k(
