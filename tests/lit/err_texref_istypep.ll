; llvm.nvvm.istypep.* on a bindless object (an i64 kernel parameter) is refused with the
; reason: only a module-scope reference's answer is known (texref_istypep.ll), and what
; PTX istypep returns for a CUDA texture object has not been checked on a GPU.
; ERROR: -mcpu=sm_75 | err_texref_istypep.ll:8:3: error: in function 'k': llvm.nvvm.istypep.surface on a handle that is not a module-scope reference's
target triple = "nvptx64-nvidia-cuda"
declare i1 @llvm.nvvm.istypep.surface(i64)
define ptx_kernel void @k(ptr addrspace(1) %o, i64 %obj) {
  %s = call i1 @llvm.nvvm.istypep.surface(i64 %obj)
  %s1 = zext i1 %s to i32
  store i32 %s1, ptr addrspace(1) %o
  ret void
}
