; llvm.nvvm.{fadd,fmul}.{bf16,v2bf16}(a, b, i32 mode): bf16 add and multiply with an
; explicit rounding mode. Mode 1 (round to nearest even) is the IR fadd/fmul without
; fast-math flags: add/mul.rn.bf16(x2) on sm_90, an fma with 1.0 or -0.0 on sm_80; a
; multiply feeding an add is not fused into one fma (each rounds). Both engines agree on
; values that round (0x3F81 * 0x3F81 is not exact in bf16).
; RUN: -mcpu=sm_90 | SM90
; RUN: -mcpu=sm_80 | SM80
; EXEC: -mcpu=sm_90 | k 1 4 buf:i16:16:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 4 buf:i16:16:zero
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = trunc i32 %t to i16
  %b0 = add i16 %ti, 16257          ; 0x3F81 + tid: just above 1.0
  %x = bitcast i16 %b0 to bfloat
  %m = call bfloat @llvm.nvvm.fmul.bf16(bfloat %x, bfloat %x, i32 1)
  %s = call bfloat @llvm.nvvm.fadd.bf16(bfloat %m, bfloat 0xR3B80, i32 1)
  %v0 = insertelement <2 x bfloat> poison, bfloat %x, i32 0
  %v = insertelement <2 x bfloat> %v0, bfloat %m, i32 1
  %vm = call <2 x bfloat> @llvm.nvvm.fmul.v2bf16(<2 x bfloat> %v, <2 x bfloat> %v, i32 1)
  %va = call <2 x bfloat> @llvm.nvvm.fadd.v2bf16(<2 x bfloat> %vm, <2 x bfloat> <bfloat 0xRBF80, bfloat 0xR3F80>, i32 1)
  %i = mul i32 %t, 4
  %p0 = getelementptr bfloat, ptr addrspace(1) %out, i32 %i
  store bfloat %m, ptr addrspace(1) %p0
  %p1 = getelementptr bfloat, ptr addrspace(1) %p0, i32 1
  store bfloat %s, ptr addrspace(1) %p1
  %p2 = getelementptr bfloat, ptr addrspace(1) %p0, i32 2
  store <2 x bfloat> %va, ptr addrspace(1) %p2
  ret void
}
; SM90-LABEL: .entry k(
; SM90: mul.rn.bf16
; SM90: add.rn.bf16
; SM90: mul.rn.bf16x2
; SM90: add.rn.bf16x2
; SM90-NOT: fma.rn
; SM80-LABEL: .entry k(
; SM80: fma.rn.bf16
; SM80: fma.rn.bf16x2

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare bfloat @llvm.nvvm.fadd.bf16(bfloat, bfloat, i32)
declare bfloat @llvm.nvvm.fmul.bf16(bfloat, bfloat, i32)
declare <2 x bfloat> @llvm.nvvm.fadd.v2bf16(<2 x bfloat>, <2 x bfloat>, i32)
declare <2 x bfloat> @llvm.nvvm.fmul.v2bf16(<2 x bfloat>, <2 x bfloat>, i32)
