; A shared (addrspace 3) variable with an initial value other than undef or zero: PTX has
; no initialised .shared memory, so code generation refuses it (the verifier warns), even
; when nothing uses it, instead of printing the variable without its value.
; ERROR: -mcpu=sm_75 | global 'g0' in shared memory (addrspace 3) has an initial value other than undef or zero
; ERROR: -mcpu=sm_90 -O0 | which PTX cannot give a .shared variable
target triple = "nvptx64-nvidia-cuda"

@g0 = addrspace(3) global i32 42
@zero = addrspace(3) global [4 x i32] zeroinitializer
@undef = addrspace(3) global float undef

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(3) getelementptr ([4 x i32], ptr addrspace(3) @zero, i32 0, i32 1)
  store i32 %v, ptr addrspace(1) %out
  ret void
}
