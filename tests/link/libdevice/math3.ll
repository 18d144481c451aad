; A kernel calling three libdevice functions (expf, logf, erff); the figure "import from
; libdevice for a kernel calling three math functions" (make bench) uses it too.
; RUN: --import-from=%LIBDEVICE --knob print-imports | IMP
; IMP: remark: import @__nv_expf from {{.*}}libdevice.10.ll: cost {{[0-9]+}}, forced (priority 3)
; IMP: remark: import @__nv_logf from
; IMP: remark: import @__nv_erff from
; EXEC: --import-from=%LIBDEVICE | math3 2 128 buf:f32:256:rand:7 buf:f32:256:zero i32:256
; EXEC: --import-from=%LIBDEVICE -O0 | math3 1 64 buf:f32:64:iota buf:f32:64:zero i32:64
; NVVM: | math3 2 128 buf:f32:256:rand:7 buf:f32:256:zero i32:256
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)
declare float @__nv_logf(float)
declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @math3(float* %in, float* %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, float* %in, i64 %i64
  %x = load float, float* %p, align 4
  %x4 = fmul float %x, 4.000000e+00
  %e = call float @__nv_expf(float %x4)
  %ax = call float @llvm.fabs.f32(float %x)
  %ax1 = fadd float %ax, 9.765625e-04
  %l = call float @__nv_logf(float %ax1)
  %x3 = fmul float %x, 3.000000e+00
  %s = call float @__nv_erff(float %x3)
  %r0 = fadd float %e, %l
  %r = fadd float %r0, %s
  %q = getelementptr inbounds float, float* %out, i64 %i64
  store float %r, float* %q, align 4
  br label %exit
exit:
  ret void
}

declare float @llvm.fabs.f32(float)

!nvvm.annotations = !{!0}
!0 = !{void (float*, float*, i32)* @math3, !"kernel", i32 1}
