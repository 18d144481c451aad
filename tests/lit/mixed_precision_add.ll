; Mixed-precision add/sub (sm_100, PTX ISA 8.6): llvm.nvvm.{add,sub}.{rn,rz,rm,rp}{.sat}.{h,bf}.f
; select to add/sub.rnd{.sat}.f32.f16 / .f32.bf16, whose half operand is converted to f32
; exactly before the f32 operation. Operands come from random half / bfloat bit patterns
; (NaNs, infinities, subnormals included) and c is a close neighbour of another one's
; value, so that the rounding modes and the [0, 1] saturation decide results; EXEC runs
; both engines (the ir engine: fpext, PTX's f32 add with the mode, cvt.sat's clamp).
; Below sm_100 the instruction does not exist: a clear error naming the target it needs.
; RUN: -mcpu=sm_100 -O2 | CHECK
; EXEC: -mcpu=sm_100 -O2 | k 1 64 buf:i16:64:rand:7 buf:i16:64:rand:8 buf:f32:512:zero
; EXEC: -mcpu=sm_100 -O0 | k 1 64 buf:i16:64:rand:9 buf:i16:64:rand:10 buf:f32:512:zero
; ERROR: -mcpu=sm_90 | needs sm_100
; CHECK: add.rn.f32.f16 {{%f[0-9]+}}, {{%h[0-9]+|%rs[0-9]+}}, {{%f[0-9]+}};
; CHECK: add.rz.sat.f32.f16
; CHECK: sub.rm.f32.f16
; CHECK: sub.rp.sat.f32.f16
; CHECK: add.rn.sat.f32.bf16
; CHECK: add.rp.f32.bf16
; CHECK: sub.rn.f32.bf16
; CHECK: sub.rz.sat.f32.bf16
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.add.rn.h.f(half, float)
declare float @llvm.nvvm.add.rz.sat.h.f(half, float)
declare float @llvm.nvvm.sub.rm.h.f(half, float)
declare float @llvm.nvvm.sub.rp.sat.h.f(half, float)
declare float @llvm.nvvm.add.rn.sat.bf.f(bfloat, float)
declare float @llvm.nvvm.add.rp.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rn.bf.f(bfloat, float)
declare float @llvm.nvvm.sub.rz.sat.bf.f(bfloat, float)

define ptx_kernel void @k(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %nb = xor i64 %i, 5
  %ga = getelementptr i16, ptr addrspace(1) %pa, i64 %i
  %gb = getelementptr i16, ptr addrspace(1) %pb, i64 %nb
  %ra = load i16, ptr addrspace(1) %ga, align 2
  %rb = load i16, ptr addrspace(1) %gb, align 2
  %ha = bitcast i16 %ra to half
  %hb = bitcast i16 %rb to half
  %ba = bitcast i16 %ra to bfloat
  %bb = bitcast i16 %rb to bfloat
  ; c: a neighbour of b's value with low bits set, so that the sums round
  %fb = fpext half %hb to float
  %gbf = fpext bfloat %bb to float
  %tf = uitofp i32 %tid to float
  %eps = fmul float %tf, 0x3E70000000000000
  %m1 = fmul float %fb, 0x3FF0040000000000
  %c1 = fadd float %m1, %eps
  %m2 = fmul float %gbf, 0x3FF0000200000000
  %c2 = fadd float %m2, %eps
  %r0 = call float @llvm.nvvm.add.rn.h.f(half %ha, float %c1)
  %r1 = call float @llvm.nvvm.add.rz.sat.h.f(half %ha, float %c1)
  %r2 = call float @llvm.nvvm.sub.rm.h.f(half %ha, float %c1)
  %r3 = call float @llvm.nvvm.sub.rp.sat.h.f(half %ha, float %c1)
  %r4 = call float @llvm.nvvm.add.rn.sat.bf.f(bfloat %ba, float %c2)
  %r5 = call float @llvm.nvvm.add.rp.bf.f(bfloat %ba, float %c2)
  %r6 = call float @llvm.nvvm.sub.rn.bf.f(bfloat %ba, float %c2)
  %r7 = call float @llvm.nvvm.sub.rz.sat.bf.f(bfloat %ba, float %c2)
  %base = shl i64 %i, 3
  %o0 = getelementptr float, ptr addrspace(1) %out, i64 %base
  store float %r0, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr float, ptr addrspace(1) %o0, i64 1
  store float %r1, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr float, ptr addrspace(1) %o0, i64 2
  store float %r2, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr float, ptr addrspace(1) %o0, i64 3
  store float %r3, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr float, ptr addrspace(1) %o0, i64 4
  store float %r4, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr float, ptr addrspace(1) %o0, i64 5
  store float %r5, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr float, ptr addrspace(1) %o0, i64 6
  store float %r6, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr float, ptr addrspace(1) %o0, i64 7
  store float %r7, ptr addrspace(1) %o7, align 4
  ret void
}
