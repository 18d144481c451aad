; llvm.nvvm.flo.{s,u}.{i32,i64}(x, shiftamt): bfind, with .shiftamt when the constant flag is
; set; on i32 and i64 inputs that include 0, -1 and powers of two (and random ones), the ir
; and ptx engines agree.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 64 buf:i64:64:rand:3 buf:i32:512:zero
; EXEC: -mcpu=sm_75 -O0 | k 1 64 buf:i64:64:iota buf:i32:512:zero
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.flo.s.i32(i32, i1)
declare i32 @llvm.nvvm.flo.u.i32(i32, i1)
declare i32 @llvm.nvvm.flo.s.i64(i64, i1)
declare i32 @llvm.nvvm.flo.u.i64(i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: .entry k(
; CHECK-DAG: bfind.s32
; CHECK-DAG: bfind.u32
; CHECK-DAG: bfind.s64
; CHECK-DAG: bfind.u64
; CHECK-DAG: bfind.shiftamt.s32
; CHECK-DAG: bfind.shiftamt.u32
; CHECK-DAG: bfind.shiftamt.s64
; CHECK-DAG: bfind.shiftamt.u64
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i64, ptr addrspace(1) %in, i32 %t
  %r = load i64, ptr addrspace(1) %p, align 8
  ; lanes 0..3 read 0, -1, 1 << 31 and 1 << 63; the others shift the value right by tid % 64
  %sh = and i32 %t, 63
  %sh64 = zext i32 %sh to i64
  %v0 = lshr i64 %r, %sh64
  %is0 = icmp eq i32 %t, 0
  %is1 = icmp eq i32 %t, 1
  %is2 = icmp eq i32 %t, 2
  %is3 = icmp eq i32 %t, 3
  %v1 = select i1 %is0, i64 0, i64 %v0
  %v2 = select i1 %is1, i64 -1, i64 %v1
  %v3 = select i1 %is2, i64 2147483648, i64 %v2
  %x = select i1 %is3, i64 -9223372036854775808, i64 %v3
  %y = trunc i64 %x to i32
  %a0 = call i32 @llvm.nvvm.flo.s.i32(i32 %y, i1 false)
  %a1 = call i32 @llvm.nvvm.flo.u.i32(i32 %y, i1 false)
  %a2 = call i32 @llvm.nvvm.flo.s.i64(i64 %x, i1 false)
  %a3 = call i32 @llvm.nvvm.flo.u.i64(i64 %x, i1 false)
  %a4 = call i32 @llvm.nvvm.flo.s.i32(i32 %y, i1 true)
  %a5 = call i32 @llvm.nvvm.flo.u.i32(i32 %y, i1 true)
  %a6 = call i32 @llvm.nvvm.flo.s.i64(i64 %x, i1 true)
  %a7 = call i32 @llvm.nvvm.flo.u.i64(i64 %x, i1 true)
  %o = shl i32 %t, 3
  %q0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %a0, ptr addrspace(1) %q0, align 4
  %q1 = getelementptr i32, ptr addrspace(1) %q0, i32 1
  store i32 %a1, ptr addrspace(1) %q1, align 4
  %q2 = getelementptr i32, ptr addrspace(1) %q0, i32 2
  store i32 %a2, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr i32, ptr addrspace(1) %q0, i32 3
  store i32 %a3, ptr addrspace(1) %q3, align 4
  %q4 = getelementptr i32, ptr addrspace(1) %q0, i32 4
  store i32 %a4, ptr addrspace(1) %q4, align 4
  %q5 = getelementptr i32, ptr addrspace(1) %q0, i32 5
  store i32 %a5, ptr addrspace(1) %q5, align 4
  %q6 = getelementptr i32, ptr addrspace(1) %q0, i32 6
  store i32 %a6, ptr addrspace(1) %q6, align 4
  %q7 = getelementptr i32, ptr addrspace(1) %q0, i32 7
  store i32 %a7, ptr addrspace(1) %q7, align 4
  ret void
}
