; A declaration whose overload type is of a kind the intrinsic family does not take
; (llvm.nvvm.ldu.global.f, float loads, declared on <2 x i8>) is dropped when nothing calls
; it, as LLVM keeps it without effect; the module compiles, and the integer form it sits
; beside is called. Both engines agree on the kernel.
; RUN: -mcpu=sm_75 | CHECK
; EXEC: -mcpu=sm_75 | k 1 4 buf:i8:16:iota
target triple = "nvptx64-nvidia-cuda"

declare <2 x i8> @llvm.nvvm.ldu.global.f.v2i8.p1(ptr addrspace(1), i32)
declare <2 x i8> @llvm.nvvm.ldu.global.i.v2i8.p1(ptr addrspace(1), i32)

define ptx_kernel void @k(ptr addrspace(1) %buf) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul i32 %t, 2
  %p = getelementptr i8, ptr addrspace(1) %buf, i32 %i
  %v = call <2 x i8> @llvm.nvvm.ldu.global.i.v2i8.p1(ptr addrspace(1) %buf, i32 2)
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %q = getelementptr i8, ptr addrspace(1) %p, i32 8
  store <2 x i8> %s, ptr addrspace(1) %q, align 2
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: ld.global.nc.u8
; CHECK-NOT: ldu.global.f

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
