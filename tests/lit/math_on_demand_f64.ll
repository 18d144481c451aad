; The f64 functions of nvcg's math library come on demand like the f32 ones: a module that
; only declares __nv_exp, __nv_sin, __nv_pow and __nv_frexp compiles with nothing else,
; everything inlined (the f64 trigonometric reduction included: no call, no .extern), and
; the ir and ptx engines agree bit for bit (sin's arguments reach Payne-Hanek: x * 2^40).
; RUN: -mcpu=sm_80 -O2 | O2
; RUN: -mcpu=sm_75 -O0 | O0
; EXEC: -mcpu=sm_80 -O2 | mathd 2 64 buf:f64:128:rand:21 buf:f64:128:zero buf:i32:128:zero i32:128
; EXEC: -mcpu=sm_75 -O0 | mathd 2 64 buf:f64:128:rand:22 buf:f64:128:zero buf:i32:128:zero i32:128
target triple = "nvptx64-nvidia-cuda"

declare double @__nv_exp(double)
declare double @__nv_sin(double)
declare double @__nv_pow(double, double)
declare double @__nv_frexp(double, i32*)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @mathd(double addrspace(1)* %in, double addrspace(1)* %out, i32 addrspace(1)* %eout, i32 %n) {
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
  %p = getelementptr inbounds double, double addrspace(1)* %in, i64 %i64
  %x = load double, double addrspace(1)* %p, align 8
  %e = call double @__nv_exp(double %x)
  %big = fmul double %x, 0x4270000000000000
  %s = call double @__nv_sin(double %big)
  %ax = call double @llvm.fabs.f64(double %x)
  %pw = call double @__nv_pow(double %ax, double %x)
  %ep = getelementptr inbounds i32, i32 addrspace(1)* %eout, i64 %i64
  %eg = addrspacecast i32 addrspace(1)* %ep to i32*
  %m = call double @__nv_frexp(double %e, i32* %eg)
  %es = fadd double %m, %s
  %v = fadd double %es, %pw
  %q = getelementptr inbounds double, double addrspace(1)* %out, i64 %i64
  store double %v, double addrspace(1)* %q, align 8
  br label %exit
exit:
  ret void
}

declare double @llvm.fabs.f64(double)

!nvvm.annotations = !{!0}
!0 = !{void (double addrspace(1)*, double addrspace(1)*, i32 addrspace(1)*, i32)* @mathd, !"kernel", i32 1}

; O2-NOT: .extern
; O2-NOT: .func
; O2-LABEL: .visible .entry mathd(
; O2-NOT: call
; O2: fma.rn.f64
; O2-NOT: call
; O2: {{^}}}
; O0-NOT: .extern
; O0-LABEL: .visible .entry mathd(
; O0-NOT: __nv_exp
; O0: fma.rn.f64
; O0: ret;
