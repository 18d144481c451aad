; A sync scope NVPTX does not have is refused, not compiled at another scope.
; ERROR: -mcpu=sm_80 | err_syncscope.ll:6:3: error: in function @f: atomicrmw add: NVPTX does not support syncscope("agent")
; ERROR: -mcpu=sm_80 | err_syncscope.ll:7:3: error: in function @f: fence: NVPTX does not support syncscope("wavefront")
define void @f(ptr addrspace(1) %p) {
  ; agent is AMDGPU's name for the device scope
  %r = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("agent") monotonic
  fence syncscope("wavefront") seq_cst
  ret void
}
