; llvm.nvvm.prmt.{f4e,b4e} (a, b, selector) and llvm.nvvm.prmt.{rc8,ecl,ecr,rc16}
; (a, selector): prmt.b32's byte-pattern modes, the selector's two low bits picking the
; pattern (the one-source modes read b as 0). Each thread uses its id as the selector, so
; the 32 threads cover the four patterns of each mode with the upper selector bits set
; too; both engines agree.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 32 buf:i32:192:zero
; EXEC: -mcpu=sm_90 -O0 | k 1 32 buf:i32:192:zero
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = mul i32 %t, 16843009          ; 0x01010101 * t: bytes differ between threads
  %a1 = xor i32 %a, 1144201745       ; 0x44332211
  %b = xor i32 %a, -2023406815       ; 0x87654321
  %r0 = call i32 @llvm.nvvm.prmt.f4e(i32 %a1, i32 %b, i32 %t)
  %r1 = call i32 @llvm.nvvm.prmt.b4e(i32 %a1, i32 %b, i32 %t)
  %r2 = call i32 @llvm.nvvm.prmt.rc8(i32 %a1, i32 %t)
  %r3 = call i32 @llvm.nvvm.prmt.ecl(i32 %a1, i32 %t)
  %r4 = call i32 @llvm.nvvm.prmt.ecr(i32 %a1, i32 %t)
  %r5 = call i32 @llvm.nvvm.prmt.rc16(i32 %a1, i32 %t)
  %i = mul i32 %t, 6
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r3, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %p0, i32 4
  store i32 %r4, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %p0, i32 5
  store i32 %r5, ptr addrspace(1) %p5
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: prmt.b32.f4e
; CHECK-DAG: prmt.b32.b4e
; CHECK-DAG: prmt.b32.rc8 {{%r[0-9]+}}, {{%r[0-9]+}}, 0,
; CHECK-DAG: prmt.b32.ecl
; CHECK-DAG: prmt.b32.ecr
; CHECK-DAG: prmt.b32.rc16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.prmt.f4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.b4e(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32)
declare i32 @llvm.nvvm.prmt.ecl(i32, i32)
declare i32 @llvm.nvvm.prmt.ecr(i32, i32)
declare i32 @llvm.nvvm.prmt.rc16(i32, i32)
