; A module that only declares libdevice's math functions compiles with nothing else: the
; __nv_ functions come from nvcg's own math library (math/library.c), imported on demand
; and inlined, so the PTX has no .extern .func left for a linker to resolve. The ir engine
; imports the same bodies, so both engines must agree bit for bit; -ftz=1 selects the
; library's flushing paths through __nvvm_reflect on both.
; RUN: -mcpu=sm_80 -O2 | O2
; RUN: -mcpu=sm_75 -O0 | O0
; EXEC: -mcpu=sm_80 -O2 | mathk 2 64 buf:f32:128:rand:11 buf:f32:128:zero i32:128
; EXEC: -mcpu=sm_86 -O2 -ftz=1 | mathk 2 64 buf:f32:128:rand:12 buf:f32:128:zero i32:128
; EXEC: -mcpu=sm_75 -O0 | mathk 2 64 buf:f32:128:rand:13 buf:f32:128:zero i32:128
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_expf(float)
declare float @__nv_sinf(float)
declare float @__nv_logf(float)
declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @mathk(float addrspace(1)* %in, float addrspace(1)* %out, i32 %n) {
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
  %p = getelementptr inbounds float, float addrspace(1)* %in, i64 %i64
  %x = load float, float addrspace(1)* %p, align 4
  %e = call float @__nv_expf(float %x)
  %s = call float @__nv_sinf(float %x)
  %ax = call float @llvm.fabs.f32(float %x)
  %l = call float @__nv_logf(float %ax)
  %r = call float @__nv_erff(float %x)
  %es = fadd float %e, %s
  %lr = fadd float %l, %r
  %v = fadd float %es, %lr
  %q = getelementptr inbounds float, float addrspace(1)* %out, i64 %i64
  store float %v, float addrspace(1)* %q, align 4
  br label %exit
exit:
  ret void
}

declare float @llvm.fabs.f32(float)

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @mathk, !"kernel", i32 1}

; Everything but sinf's large-argument reduction is inlined; no declaration is left.
; O2-NOT: .extern
; O2: .func (.param .b64 func_retval0) __nvcg_math_trig_reduce_big(
; O2-LABEL: .visible .entry mathk(
; O2: fma.rn.f32
; O2: call.uni (retval0), __nvcg_math_trig_reduce_big,
; O2: ret;
; O0-NOT: .extern
; O0-LABEL: .visible .entry mathk(
; O0-NOT: __nv_expf
; O0: fma.rn.f32
; O0: ret;
