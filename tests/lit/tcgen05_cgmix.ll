; A function's tcgen05 instructions use one cta_group (ptxas refuses a mix): a clear error.
; ERROR: -mcpu=sm_100a | uses .cta_group::1, but another tcgen05 instruction of this function uses .cta_group::2 (a function's tcgen05 instructions must all use one)
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()

define ptx_kernel void @k() {
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
  ret void
}
