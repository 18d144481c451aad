; LLVM's math intrinsics become calls of the device math library (lto/math_intrinsics.c):
; the accurate functions by default, CUDA's fast forms (the .approx instructions) for f32
; under afn, f16 through f32, vectors lane by lane, sincos as sin and cos, frexp's exponent
; through a slot. Both engines run every kernel on the same inputs.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | f32 1 64 buf:f32:64:rand:1:-20:20 buf:f32:64:rand:2:0.01:8 buf:f32:1024:zero
; EXEC: -mcpu=sm_80 -O0 | f32 1 64 buf:f32:64:rand:3:-3:3 buf:f32:64:rand:4:0.01:8 buf:f32:1024:zero
; EXEC: -mcpu=sm_80 | fast 1 64 buf:f32:64:rand:5:-3:3 buf:f32:512:zero
; EXEC: -mcpu=sm_80 | f64 1 64 buf:f64:64:rand:6:-100:100 buf:f64:256:zero
; EXEC: -mcpu=sm_80 | vec 1 32 buf:f32:64:rand:7:-4:4 buf:f16:64:rand:8:-2:2 buf:f32:256:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry f32(
; CHECK-NOT: sin.approx
; CHECK-NOT: ex2.approx.f32 {{.*}}
; CHECK: ret;
define ptx_kernel void @f32(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %t
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %r0 = call float @llvm.sin.f32(float %x)
  %r1 = call float @llvm.tan.f32(float %x)
  %r2 = call float @llvm.exp.f32(float %x)
  %r3 = call float @llvm.log.f32(float %y)
  %r4 = call float @llvm.pow.f32(float %y, float %x)
  %r5 = call float @llvm.atan2.f32(float %x, float %y)
  %r6 = call float @llvm.powi.f32.i32(float %y, i32 5)
  %r7 = call float @llvm.ldexp.f32.i32(float %x, i32 %t)
  %fr = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %r8 = extractvalue { float, i32 } %fr, 0
  %e8 = extractvalue { float, i32 } %fr, 1
  %r9 = sitofp i32 %e8 to float
  %sc = call { float, float } @llvm.sincos.f32(float %x)
  %r10 = extractvalue { float, float } %sc, 0
  %r11 = extractvalue { float, float } %sc, 1
  %r12 = call float @llvm.tanh.f32(float %x)
  %r13 = call float @llvm.asin.f32(float 0.5)
  %r14 = call float @llvm.log10.f32(float %y)
  %r15 = call float @llvm.exp10.f32(float %x)
  %base = mul i32 %t, 16
  call void @put(ptr addrspace(1) %o, i32 %base, i32 0, float %r0)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 1, float %r1)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 2, float %r2)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 3, float %r3)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 4, float %r4)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 5, float %r5)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 6, float %r6)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 7, float %r7)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 8, float %r8)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 9, float %r9)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 10, float %r10)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 11, float %r11)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 12, float %r12)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 13, float %r13)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 14, float %r14)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 15, float %r15)
  ret void
}

define internal void @put(ptr addrspace(1) %o, i32 %base, i32 %k, float %v) {
  %i = add i32 %base, %k
  %p = getelementptr float, ptr addrspace(1) %o, i32 %i
  store float %v, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .entry fast(
; CHECK: sin.approx.f32
; CHECK: cos.approx.f32
; CHECK: ex2.approx.f32
; CHECK: lg2.approx.f32
; CHECK: ret;
define ptx_kernel void @fast(ptr addrspace(1) %a, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %t
  %x = load float, ptr addrspace(1) %pa
  %ax = call float @llvm.fabs.f32(float %x)
  %r0 = call afn float @llvm.sin.f32(float %x)
  %r1 = call afn float @llvm.cos.f32(float %x)
  %r2 = call afn float @llvm.exp.f32(float %x)
  %r3 = call fast float @llvm.log2.f32(float %ax)
  %r4 = call afn float @llvm.pow.f32(float %ax, float %x)
  %r5 = call afn float @llvm.tanh.f32(float %x)
  %r6 = call afn float @llvm.asin.f32(float 0.25)
  %r7 = call afn float @llvm.exp2.f32(float %x)
  %base = mul i32 %t, 8
  call void @put(ptr addrspace(1) %o, i32 %base, i32 0, float %r0)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 1, float %r1)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 2, float %r2)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 3, float %r3)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 4, float %r4)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 5, float %r5)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 6, float %r6)
  call void @put(ptr addrspace(1) %o, i32 %base, i32 7, float %r7)
  ret void
}

; CHECK-LABEL: .entry f64(
; CHECK-NOT: .approx.f32
; CHECK: ret;
define ptx_kernel void @f64(ptr addrspace(1) %a, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %t
  %x = load double, ptr addrspace(1) %pa
  %r0 = call afn double @llvm.sin.f64(double %x)
  %r1 = call double @llvm.cosh.f64(double 1.5)
  %r2 = call double @llvm.log2.f64(double 10.0)
  %fr = call { double, i32 } @llvm.frexp.f64.i32(double %x)
  %r3 = extractvalue { double, i32 } %fr, 0
  %base = mul i32 %t, 4
  %i0 = add i32 %base, 0
  %p0 = getelementptr double, ptr addrspace(1) %o, i32 %i0
  store double %r0, ptr addrspace(1) %p0
  %i1 = add i32 %base, 1
  %p1 = getelementptr double, ptr addrspace(1) %o, i32 %i1
  store double %r1, ptr addrspace(1) %p1
  %i2 = add i32 %base, 2
  %p2 = getelementptr double, ptr addrspace(1) %o, i32 %i2
  store double %r2, ptr addrspace(1) %p2
  %i3 = add i32 %base, 3
  %p3 = getelementptr double, ptr addrspace(1) %o, i32 %i3
  store double %r3, ptr addrspace(1) %p3
  ret void
}

; CHECK-LABEL: .entry vec(
; CHECK: ret;
define ptx_kernel void @vec(ptr addrspace(1) %a, ptr addrspace(1) %h, ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <2 x float>, ptr addrspace(1) %a, i32 %t
  %x = load <2 x float>, ptr addrspace(1) %pa
  %ph = getelementptr <2 x half>, ptr addrspace(1) %h, i32 %t
  %hx = load <2 x half>, ptr addrspace(1) %ph
  %r0 = call <2 x float> @llvm.cos.v2f32(<2 x float> %x)
  %sc = call { <2 x float>, <2 x float> } @llvm.sincos.v2f32(<2 x float> %x)
  %r1 = extractvalue { <2 x float>, <2 x float> } %sc, 1
  %r2 = call <2 x half> @llvm.exp.v2f16(<2 x half> %hx)
  %r3 = call <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float> %x, <2 x i32> <i32 3, i32 -2>)
  %r2f = fpext <2 x half> %r2 to <2 x float>
  %base = mul i32 %t, 4
  %q0 = getelementptr <2 x float>, ptr addrspace(1) %o, i32 %base
  store <2 x float> %r0, ptr addrspace(1) %q0
  %i1 = add i32 %base, 1
  %q1 = getelementptr <2 x float>, ptr addrspace(1) %o, i32 %i1
  store <2 x float> %r1, ptr addrspace(1) %q1
  %i2 = add i32 %base, 2
  %q2 = getelementptr <2 x float>, ptr addrspace(1) %o, i32 %i2
  store <2 x float> %r2f, ptr addrspace(1) %q2
  %i3 = add i32 %base, 3
  %q3 = getelementptr <2 x float>, ptr addrspace(1) %o, i32 %i3
  store <2 x float> %r3, ptr addrspace(1) %q3
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fabs.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.tan.f32(float)
declare float @llvm.asin.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.exp10.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.log10.f32(float)
declare float @llvm.tanh.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.atan2.f32(float, float)
declare float @llvm.powi.f32.i32(float, i32)
declare float @llvm.ldexp.f32.i32(float, i32)
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { float, float } @llvm.sincos.f32(float)
declare double @llvm.sin.f64(double)
declare double @llvm.cosh.f64(double)
declare double @llvm.log2.f64(double)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare <2 x float> @llvm.cos.v2f32(<2 x float>)
declare { <2 x float>, <2 x float> } @llvm.sincos.v2f32(<2 x float>)
declare <2 x half> @llvm.exp.v2f16(<2 x half>)
declare <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float>, <2 x i32>)
