; sm_100's three-input min/max (issue 11): min/max{.NaN}.f32 d, a, b, c (PTX ISA 8.8,
; sm_100 and later). Selection folds llvm.maxnum(llvm.maxnum(a, b), c) (the inner call used
; only there, either operand order) and the same for minnum, maximum (.NaN) and minimum, as
; LLVM's NVPTX backend does; only where the target's PTX ISA has it (sm_100 defaults to
; PTX 8.6: two instructions there unless -mattr=+ptx88; sm_103's first PTX ISA is 8.8), and
; not at -O0. The ir engine evaluates the nested calls, the ptx engine the three-input
; instructions, on random floats with NaNs, infinities and zeros of both signs mixed in.
; RUN: -mcpu=sm_100 -mattr=+ptx88 | CHECK3
; RUN: -mcpu=sm_103 | CHECK3
; RUN: -mcpu=sm_120 -mattr=+ptx88 | CHECK3
; RUN: -mcpu=sm_100 | CHECK2
; RUN: -mcpu=sm_90 | CHECK2
; RUN: -mcpu=sm_100 -mattr=+ptx88 -O0 | CHECK2
; EXEC: -mcpu=sm_100 -mattr=+ptx88 | k 2 128 buf:i32:768:rand:31 buf:i32:1280:zero
; EXEC: -mcpu=sm_103 -ftz=1 | k 2 128 buf:i32:768:rand:32 buf:i32:1280:zero
; EXEC: -mcpu=sm_100 | k 2 128 buf:i32:768:rand:33 buf:i32:1280:zero
target triple = "nvptx64-nvidia-cuda"

; a random pattern, or (for a quarter of the patterns) a special value chosen by its bits
define float @pick(i32 %r) {
  %sel = and i32 %r, 3
  %isspecial = icmp eq i32 %sel, 0
  %k = lshr i32 %r, 2
  %k3 = and i32 %k, 7
  %p = getelementptr [8 x i32], ptr addrspace(4) @specials, i32 0, i32 %k3
  %sp = load i32, ptr addrspace(4) %p
  %s = sitofp i32 %r to float
  %small = fmul float %s, 0x3E00000000000000
  %v = select i1 %isspecial, i32 %sp, i32 0
  %vf = bitcast i32 %v to float
  %x = select i1 %isspecial, float %vf, float %small
  ret float %x
}
@specials = internal addrspace(4) constant [8 x i32] [i32 0, i32 -2147483648, i32 2139095040, i32 -8388608, i32 2143289344, i32 -4194304, i32 1, i32 -2147483647]

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cb = mul i32 %cta, 128
  %t = add i32 %cb, %tid
  %i0 = mul i32 %t, 3
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %i0
  %r0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  %r1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  %r2 = load i32, ptr addrspace(1) %p2
  %a = call float @pick(i32 %r0)
  %b = call float @pick(i32 %r1)
  %c = call float @pick(i32 %r2)
  %m0 = call float @llvm.maxnum.f32(float %a, float %b)
  %x0 = call float @llvm.maxnum.f32(float %m0, float %c)
  %m1 = call float @llvm.minnum.f32(float %a, float %b)
  %x1 = call float @llvm.minnum.f32(float %c, float %m1)
  %m2 = call float @llvm.maximum.f32(float %a, float %b)
  %x2 = call float @llvm.maximum.f32(float %m2, float %c)
  %m3 = call float @llvm.minimum.f32(float %b, float %c)
  %x3 = call float @llvm.minimum.f32(float %a, float %m3)
  %m4 = call float @llvm.maxnum.f32(float %a, float %c)
  %x4a = call float @llvm.maxnum.f32(float %m4, float %b)
  %x4 = fadd float %x4a, %m4
  %o = mul i32 %t, 5
  %q0 = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %x0, ptr addrspace(1) %q0
  %q1 = getelementptr float, ptr addrspace(1) %q0, i32 1
  store float %x1, ptr addrspace(1) %q1
  %q2 = getelementptr float, ptr addrspace(1) %q0, i32 2
  store float %x2, ptr addrspace(1) %q2
  %q3 = getelementptr float, ptr addrspace(1) %q0, i32 3
  store float %x3, ptr addrspace(1) %q3
  %q4 = getelementptr float, ptr addrspace(1) %q0, i32 4
  store float %x4, ptr addrspace(1) %q4
  ret void
}
; CHECK3-LABEL: .entry k(
; CHECK3-DAG: max.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}};
; CHECK3-DAG: min.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}};
; CHECK3-DAG: max.NaN.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}};
; CHECK3-DAG: min.NaN.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}};
; the inner max of the last pair has two uses: two-input instructions
; CHECK3-DAG: max.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}};
; CHECK2-LABEL: .entry k(
; CHECK2-NOT: {{(min|max)[.a-zA-Z]*.f32 %f[0-9]+, %f[0-9]+, %f[0-9]+, %f[0-9]+;}}
; CHECK2: ret;

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
