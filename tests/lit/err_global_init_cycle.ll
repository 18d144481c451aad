; Two variables whose initializers name each other: PTX declares a variable before an
; initializer may name it, so the cycle cannot be written (LLVM refuses it too).
; ERROR: -mcpu=sm_80 | the initializers of 'right' and 'left' refer to each other
@left = addrspace(1) global ptr addrspace(1) @right
@right = addrspace(1) global ptr addrspace(1) @left
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = load ptr addrspace(1), ptr addrspace(1) @left
  store ptr addrspace(1) %p, ptr addrspace(1) %out
  ret void
}
