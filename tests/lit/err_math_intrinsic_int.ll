; An integer "sine" has no library function: refused at the call with its position.
; ERROR: -mcpu=sm_80 | err_math_intrinsic_int.ll:7:3: error: 'llvm.sin.i32': nvcg's math library has no function for this type (only half, bfloat, float and double)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) %p
  %y = call i32 @llvm.sin.i32(i32 %x)
  store i32 %y, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.sin.i32(i32)
