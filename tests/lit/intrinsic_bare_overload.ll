; An overloaded intrinsic called by its bare name without a declaration, with several
; types (issue 11: LLVM's reduction-intrinsics.ll calls @llvm.vector.reduce.fadd on
; <8 x half>, <7 x half> and <8 x float>): as in LLVM's reader each call gets the
; declaration its type mangles to (the first type keeps the bare name). Both engines run it.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | k 1 4 buf:f32:32:iota buf:i32:8:iota buf:f32:4:zero buf:i32:8:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; CHECK: max.s32
; CHECK: max.s16
define ptx_kernel void @k(ptr addrspace(1) %fin, ptr addrspace(1) %iin, ptr addrspace(1) %fout, ptr addrspace(1) %iout) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %off = mul i64 %t64, 8
  %fp = getelementptr float, ptr addrspace(1) %fin, i64 %off
  %v8 = load <8 x float>, ptr addrspace(1) %fp, align 4
  %v4 = load <4 x float>, ptr addrspace(1) %fp, align 4
  %r8 = call float @llvm.vector.reduce.fadd(float 0.0, <8 x float> %v8)
  %r4 = call reassoc float @llvm.vector.reduce.fadd(float 1.0, <4 x float> %v4)
  %f = fadd float %r8, %r4
  %fo = getelementptr float, ptr addrspace(1) %fout, i64 %t64
  store float %f, ptr addrspace(1) %fo
  %ip = getelementptr i32, ptr addrspace(1) %iin, i64 %t64
  %x = load i32, ptr addrspace(1) %ip
  %m32 = call i32 @llvm.smax(i32 %x, i32 5)
  %x16 = trunc i32 %x to i16
  %m16 = call i16 @llvm.smax(i16 %x16, i16 6)
  %e16 = zext i16 %m16 to i32
  %sum = add i32 %m32, %e16
  %io = getelementptr i32, ptr addrspace(1) %iout, i64 %t64
  store i32 %sum, ptr addrspace(1) %io
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
