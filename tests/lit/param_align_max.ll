; A parameter or return value aligned past 128 bytes in the IR (a <64 x i32> is 256-byte
; aligned; LLVM's tcgen05-st.ll passes one): ptxas takes .param alignments of 1 to 128, so
; nvcg declares it .align 128, at the callee, the call site and the return value. Both
; engines run it.
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_80 -O0 | CHECK
; EXEC: -mcpu=sm_80 | k 1 4 buf:i32:256:iota buf:i32:256:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK: .func  (.param .align 128 .b8 func_retval0[256]) rev(
; CHECK-NEXT: .param .align 128 .b8 rev_param_0[256]
define <64 x i32> @rev(<64 x i32> %v) noinline {
  %r = shufflevector <64 x i32> %v, <64 x i32> poison, <64 x i32> <i32 63, i32 62, i32 61, i32 60, i32 59, i32 58, i32 57, i32 56, i32 55, i32 54, i32 53, i32 52, i32 51, i32 50, i32 49, i32 48, i32 47, i32 46, i32 45, i32 44, i32 43, i32 42, i32 41, i32 40, i32 39, i32 38, i32 37, i32 36, i32 35, i32 34, i32 33, i32 32, i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <64 x i32> %r
}

; CHECK-LABEL: .entry k(
; CHECK: .param .align 128 .b8 param0[256];
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = mul i32 %t, 64
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %o
  %v = load <64 x i32>, ptr addrspace(1) %p, align 4
  %r = call <64 x i32> @rev(<64 x i32> %v)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store <64 x i32> %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
