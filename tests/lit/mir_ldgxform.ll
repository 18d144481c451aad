; ldgxform (mir/ldgxform.c): loads from constant global tables, and from addresses that
; can only point into constant tables or noalias readonly kernel parameters (through a
; select or a PHI), read through the read-only data path (ld.global.nc); a load from a
; writable global does not.
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O2 --disable-ldgxform | OFF
; EXEC: -mcpu=sm_80 -O2 | lut 1 8 buf:i32:32:zero buf:i32:8:rand:2 i32:1
; EXEC: -mcpu=sm_80 -O2 --disable-ldgxform | lut 1 8 buf:i32:32:zero buf:i32:8:rand:2 i32:0
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(1) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@table2 = internal addrspace(1) constant [4 x i32] [i32 -1, i32 -2, i32 -3, i32 -4]
@state = internal addrspace(1) global [4 x i32] [i32 5, i32 6, i32 7, i32 8]

define void @lut(ptr addrspace(1) %out, ptr addrspace(1) noalias readonly %ro, i32 %k) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %tid, 3
  %p = getelementptr [4 x i32], ptr addrspace(1) @table, i32 0, i32 %i
  %a = load i32, ptr addrspace(1) %p
  %useb = icmp ne i32 %k, 0
  %t = select i1 %useb, ptr addrspace(1) @table2, ptr addrspace(1) %ro
  %q = getelementptr i32, ptr addrspace(1) %t, i32 %i
  %b = load i32, ptr addrspace(1) %q
  %s = getelementptr [4 x i32], ptr addrspace(1) @state, i32 0, i32 %i
  %c = load i32, ptr addrspace(1) %s
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %abc, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @lut, !"kernel", i32 1}

; CHECK-LABEL: .entry lut(
; CHECK: ld.global.nc.u32
; CHECK: ld.global.nc.u32
; CHECK: ld.global.u32
; CHECK: st.global.u32
; OFF-LABEL: .entry lut(
; OFF-NOT: ld.global.nc
; OFF: ret;
