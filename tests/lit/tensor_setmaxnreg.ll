; setmaxnreg.{inc,dec}: architecture-specific (sm_90a, sm_100a, ...) and family targets only.
; RUN: -mcpu=sm_90a | CHECK
; RUN: -mcpu=sm_100f | CHECK
; ERROR: -mcpu=sm_90 | 'setmaxnreg.dec.sync.aligned.u32' needs an architecture-specific target (sm_90a, sm_100a, ...) or a family target (sm_100f, ...), but the target is sm_90
; ERROR: -mcpu=sm_80 | 'setmaxnreg.dec.sync.aligned.u32' needs sm_90 or later, but the target is sm_80
; EXEC: -mcpu=sm_90a | k 1 32 buf:i32:32:zero
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: .entry k(
; CHECK: setmaxnreg.inc.sync.aligned.u32 240;
; CHECK: setmaxnreg.dec.sync.aligned.u32 24;
define void @k(ptr addrspace(1) %out) {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 24)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
