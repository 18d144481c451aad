; prefetch.tensormap brings a tensor map (a TMA descriptor) into the cache, named by a
; generic, .const or .param address (sm_90, PTX ISA 8.0); a hint with no effect to run.
; RUN: -mcpu=sm_90 | PF
; ERROR: -mcpu=sm_80 | sm_90
; EXEC: -mcpu=sm_90 | k 1 1 buf:i32:1:zero
; PF-LABEL: .func tm_generic(
; PF: prefetch.tensormap [%rd{{[0-9]+}}];
; PF-LABEL: .func tm_const(
; PF: prefetch.const.tensormap [%rd{{[0-9]+}}];
; PF-LABEL: .func tm_param(
; PF: prefetch.param.tensormap [%rd{{[0-9]+}}];
define void @tm_generic(ptr %p) {
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %p)
  ret void
}
define void @tm_const(ptr addrspace(4) %p) {
  call void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4) %p)
  ret void
}
define void @tm_param(ptr addrspace(101) %p) {
  call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %p)
  ret void
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %g = addrspacecast ptr addrspace(1) %out to ptr
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %g)
  store i32 5, ptr addrspace(1) %out
  ret void
}
declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
declare void @llvm.nvvm.prefetch.tensormap.p4(ptr addrspace(4))
declare void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101))
