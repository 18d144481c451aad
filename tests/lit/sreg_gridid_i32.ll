; clang 14 declares llvm.nvvm.read.ptx.sreg.gridid returning i32 (current LLVM: i64); both
; spellings read %gridid (the i32 one with mov.u32, which ptxas accepts), and both engines
; agree on the value.
; RUN: -mcpu=sm_75 -O2 | CHECK
; EXEC: -mcpu=sm_75 -O2 | k 1 4 buf:i32:4:zero
; EXEC: -mcpu=sm_75 -O0 | k 1 4 buf:i32:4:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: mov.u32 {{%r[0-9]+}}, %gridid;
define void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %v = add i32 %g, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
