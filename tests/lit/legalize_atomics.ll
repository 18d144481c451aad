; Atomics PTX lacks become compare-and-swap loops on the containing aligned 32-bit word
; (8/16-bit atomicrmw, uinc_wrap) or native atomics where the target has them (f64 add
; on sm_60+, 16-bit cas on sm_70+).
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 -O2 | atom 2 45 buf:i8:4:zero buf:i32:2:zero buf:f64:1:zero
; EXEC: -mcpu=sm_75 -O0 | atom 3 33 buf:i8:4:zero buf:i32:2:zero buf:f64:1:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @atom(ptr addrspace(1) %b, ptr addrspace(1) %w, ptr addrspace(1) %d) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t8 = trunc i32 %t to i8
  %p1 = getelementptr i8, ptr addrspace(1) %b, i64 1
  %o1 = atomicrmw add ptr addrspace(1) %p1, i8 %t8 monotonic
  %p2 = getelementptr i8, ptr addrspace(1) %b, i64 2
  %o2 = atomicrmw umax ptr addrspace(1) %p2, i8 %t8 monotonic
  %o3 = atomicrmw uinc_wrap ptr addrspace(1) %w, i32 7 monotonic
  %w1 = getelementptr i32, ptr addrspace(1) %w, i64 1
  %o4 = atomicrmw add ptr addrspace(1) %w1, i32 %t monotonic
  %one = uitofp i32 %t to double
  %o5 = atomicrmw fadd ptr addrspace(1) %d, double 1.0 monotonic
  ret void
}
; CHECK-LABEL: .entry atom(
; CHECK: atom.global.cas.b32
; CHECK: atom.global.cas.b32
; CHECK: {{atom|red}}.global.inc.u32
; CHECK: {{atom|red}}.global.add.u32
; CHECK: {{atom|red}}.global.add.f64
!nvvm.annotations = !{!0}
!0 = !{ptr @atom, !"kernel", i32 1}
