; x + (-y) through the rounding-mode add intrinsics (clang's __fsub_rd etc. and libdevice's
; __nv_fsub_rd / __nv_dsub_ru, which CUDA spells as one sub.rm) selects sub.<rnd>: the same
; rounding of the same exact difference, signed zeros included (0 - 0 rounded down is -0,
; thread 0). A negation with another use stays for that use; a negated first operand is
; not folded. EXEC: both engines agree on the rounded results (1/3 makes them inexact).
; RUN: -mcpu=sm_80 | CHECK
; RUN: -mcpu=sm_80 | NOADD
; EXEC: -mcpu=sm_80 | k 1 4 buf:i32:24:zero buf:i64:8:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 4 buf:i32:24:zero buf:i64:8:zero
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %outd) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %xf = uitofp i32 %t to float
  %x = fmul float %xf, 0x3FF5555560000000      ; t * 1.33..
  %y = fmul float %xf, 0x3FD5555560000000      ; t / 3
  %ny = fneg float %y
  %a = call float @llvm.nvvm.add.rm.f(float %x, float %ny)
  %b = call float @llvm.nvvm.add.rp.ftz.f(float %x, float %ny)
  %nx = fneg float %x
  %c = call float @llvm.nvvm.add.rz.f(float %nx, float %y)
  %xd = uitofp i32 %t to double
  %yd = fdiv double %xd, 3.0
  %nyd = fneg double %yd
  %d = call double @llvm.nvvm.add.rp.d(double 1.0, double %nyd)
  %i = mul i32 %t, 6
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %a, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %b, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %c, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %ny, ptr addrspace(1) %p3
  %q = getelementptr double, ptr addrspace(1) %outd, i32 %t
  store double %d, ptr addrspace(1) %q
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: sub.rm.f32
; CHECK-DAG: sub.rp.ftz.f32
; CHECK-DAG: add.rz.f32
; CHECK-DAG: sub.rp.f64
; CHECK-DAG: neg.f32
; NOADD-LABEL: .entry k(
; NOADD-NOT: add.rm.f32
; NOADD-NOT: add.rp.

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.add.rp.ftz.f(float, float)
declare float @llvm.nvvm.add.rz.f(float, float)
declare double @llvm.nvvm.add.rp.d(double, double)
