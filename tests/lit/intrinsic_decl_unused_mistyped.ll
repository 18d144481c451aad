; An intrinsic declared with a type that is not its own is an error only if it is used:
; LLVM checks an intrinsic's type at its calls, and a declaration nothing calls (as in
; tests written against an older signature) is dropped without effect.
; RUN: -mcpu=sm_80 | OK
; OK-LABEL: .entry k(
; OK: shfl.sync.bfly.b32
; OK-NOT: llvm.nvvm
; EXEC: -mcpu=sm_80 | k 1 32 buf:f32:32:iota
declare float @llvm.nvvm.shfl.sync.bfly.f32(float, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %a = getelementptr float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %a
  %b = bitcast float %v to i32
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %b, i32 1, i32 31)
  %f = bitcast i32 %s to float
  store float %f, ptr addrspace(1) %a
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
