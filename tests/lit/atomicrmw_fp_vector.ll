; atomicrmw fadd/fsub/fmax/fmin on a floating-point vector is one atomic operation on the
; whole vector in LLVM IR. PTX's vector atom (sm_90, .global, .v2/.v4 .f32/.f16x2...) is
; atomic per element only, so, as LLVM does, expand_atomics makes it a compare-and-swap loop
; over the vector's bits: 128 bits with atom.cas.b128 (sm_90, PTX ISA 8.3), 64 and 32
; bits with cas.b64 / cas.b32. Every thread of the block adds into the same vectors with
; exact (integer-valued) arithmetic, so the final memory does not depend on the order the
; engines run the threads in; EXEC compares both engines. Below sm_90 the 128-bit loop has
; no compare-and-swap: a clear error naming the target. (Without -mattr=+ptx83 or later an
; sm_90 target gets its minimum PTX ISA, 7.8, which has no .b128 registers either.)
; RUN: -mcpu=sm_90 -mattr=+ptx84 | CHECK
; EXEC: -mcpu=sm_90 -mattr=+ptx84 | k 1 64 buf:f32:4:zero buf:f32:2:zero buf:f16:2:zero buf:f32:2:zero
; EXEC: -mcpu=sm_90 -mattr=+ptx84 -O0 | k 2 32 buf:f32:4:zero buf:f32:2:zero buf:f16:2:zero buf:f32:2:zero
; ERROR: -mcpu=sm_80 | atomic operation on v4f32 (PTX atomics work on 16/32/64-bit values, and on 128-bit ones from sm_90 with PTX ISA 8.3
; CHECK: atom.global.cas.b128
; CHECK: atom.global.cas.b64
; CHECK: atom.global.cas.b32
; CHECK: atom.global.cas.b64
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %a4, ptr addrspace(1) %a2, ptr addrspace(1) %ah, ptr addrspace(1) %am) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = uitofp i32 %tid to float
  %t2 = fmul float %t, 2.0
  %nt = fneg float %t
  %v0 = insertelement <4 x float> poison, float %t, i32 0
  %v1 = insertelement <4 x float> %v0, float %t2, i32 1
  %v2 = insertelement <4 x float> %v1, float %nt, i32 2
  %v3 = insertelement <4 x float> %v2, float 0.5, i32 3
  %o4 = atomicrmw fadd ptr addrspace(1) %a4, <4 x float> %v3 monotonic, align 16
  %w0 = insertelement <2 x float> poison, float %t, i32 0
  %w1 = insertelement <2 x float> %w0, float 1.0, i32 1
  %o2 = atomicrmw fsub ptr addrspace(1) %a2, <2 x float> %w1 seq_cst, align 8
  %th = uitofp i32 %tid to half
  %h0 = insertelement <2 x half> <half 1.0, half poison>, half %th, i32 1
  %oh = atomicrmw fadd ptr addrspace(1) %ah, <2 x half> %h0 monotonic, align 4
  %m0 = insertelement <2 x float> poison, float %t, i32 0
  %below = fsub float -1.0, %t
  %m1 = insertelement <2 x float> %m0, float %below, i32 1
  %om = atomicrmw fmax ptr addrspace(1) %am, <2 x float> %m1 monotonic, align 8
  ret void
}
