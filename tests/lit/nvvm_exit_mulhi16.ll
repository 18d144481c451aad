; llvm.nvvm.exit ends the calling thread where it is, from a device function too (the
; stores after it never happen), and llvm.nvvm.mulhi.s / .us give the high half of a
; 16-bit product (mul.hi.s16 / mul.hi.u16).
; RUN: -mcpu=sm_80 | PTX
; EXEC: -mcpu=sm_80 | k 1 32 buf:i32:32:zero buf:i16:64:rand:7 buf:i16:64:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 32 buf:i32:32:zero buf:i16:64:rand:7 buf:i16:64:zero

; PTX-LABEL: .func leave(
; PTX: exit;
; PTX-LABEL: .entry k(
; PTX-DAG: mul.hi.s16
; PTX-DAG: mul.hi.u16
define void @leave(i32 %t) noinline {
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %bye, label %stay
bye:
  call void @llvm.nvvm.exit()
  unreachable
stay:
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %hi) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %j = shl i64 %i, 1
  %pa = getelementptr i16, ptr addrspace(1) %in, i64 %j
  %j1 = or i64 %j, 1
  %pb = getelementptr i16, ptr addrspace(1) %in, i64 %j1
  %a = load i16, ptr addrspace(1) %pa
  %b = load i16, ptr addrspace(1) %pb
  %hs = call i16 @llvm.nvvm.mulhi.s(i16 %a, i16 %b)
  %hu = call i16 @llvm.nvvm.mulhi.us(i16 %a, i16 %b)
  %qs = getelementptr i16, ptr addrspace(1) %hi, i64 %j
  %qu = getelementptr i16, ptr addrspace(1) %hi, i64 %j1
  store i16 %hs, ptr addrspace(1) %qs
  store i16 %hu, ptr addrspace(1) %qu
  call void @leave(i32 %t)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
  %v = add i32 %t, 100
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare void @llvm.nvvm.exit()
declare i16 @llvm.nvvm.mulhi.s(i16, i16)
declare i16 @llvm.nvvm.mulhi.us(i16, i16)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
