; A sync scope NVPTX does not have is refused (as LLVM's NVPTX backend does), not
; compiled at another scope: "agent" is AMDGPU's name for the device scope.
; ERROR: -mcpu=sm_80 | err_syncscope.ll:5:3: error: unknown syncscope "agent"
define void @f(ptr addrspace(1) %p) {
  %r = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("agent") monotonic
  ret void
}
