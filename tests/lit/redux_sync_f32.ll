; llvm.nvvm.redux.sync.{fmin,fmax}[.abs][.NaN]: an f32 minimum / maximum over the warp
; (redux.sync.{min,max}[.abs][.NaN].f32, sm_100a / sm_103a and their families, PTX ISA
; 8.6). .abs compares (and returns) magnitudes; without .NaN a lane's NaN is skipped, with
; it any NaN makes the result NaN (all lanes NaN: the canonical NaN). Warp 0 holds no NaN
; (and a -0, whose magnitude is the smallest), warp 1 one NaN lane; both engines agree.
; RUN: -mcpu=sm_100a | CHECK
; RUN: -mcpu=sm_103f | CHECK
; EXEC: -mcpu=sm_100a | k 1 64 buf:i32:512:zero
; EXEC: -mcpu=sm_100f -O0 | k 1 64 buf:i32:512:zero
; ERROR: -mcpu=sm_100 | 'redux.sync.max.abs.NaN.f32' needs sm_100a, sm_103a or their family targets (sm_100f, sm_103f), but the target is sm_100
; ERROR: -mcpu=sm_90a | but the target is sm_90a
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %c = sub i32 %lane, 13
  %f = sitofp i32 %c to float
  %x0 = fmul float %f, 0x3FD5555560000000          ; -4.33 .. 6.0 in thirds, one -0 below
  %is13 = icmp eq i32 %lane, 13
  %x1 = select i1 %is13, float -0.0, float %x0
  %w1 = icmp uge i32 %t, 32
  %is20 = icmp eq i32 %lane, 20
  %nanlane = and i1 %w1, %is20
  %x = select i1 %nanlane, float 0x7FF8000000000000, float %x1
  %r0 = call float @llvm.nvvm.redux.sync.fmin(float %x, i32 -1)
  %r1 = call float @llvm.nvvm.redux.sync.fmax(float %x, i32 -1)
  %r2 = call float @llvm.nvvm.redux.sync.fmin.abs(float %x, i32 -1)
  %r3 = call float @llvm.nvvm.redux.sync.fmax.abs(float %x, i32 -1)
  %r4 = call float @llvm.nvvm.redux.sync.fmin.NaN(float %x, i32 -1)
  %r5 = call float @llvm.nvvm.redux.sync.fmax.NaN(float %x, i32 -1)
  %r6 = call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %x, i32 -1)
  %r7 = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %x, i32 -1)
  %i = mul i32 %t, 8
  %p0 = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r0, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  store float %r1, ptr addrspace(1) %p1
  %p2 = getelementptr float, ptr addrspace(1) %p0, i32 2
  store float %r2, ptr addrspace(1) %p2
  %p3 = getelementptr float, ptr addrspace(1) %p0, i32 3
  store float %r3, ptr addrspace(1) %p3
  %p4 = getelementptr float, ptr addrspace(1) %p0, i32 4
  store float %r4, ptr addrspace(1) %p4
  %p5 = getelementptr float, ptr addrspace(1) %p0, i32 5
  store float %r5, ptr addrspace(1) %p5
  %p6 = getelementptr float, ptr addrspace(1) %p0, i32 6
  store float %r6, ptr addrspace(1) %p6
  %p7 = getelementptr float, ptr addrspace(1) %p0, i32 7
  store float %r7, ptr addrspace(1) %p7
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK-DAG: redux.sync.min.f32
; CHECK-DAG: redux.sync.max.f32
; CHECK-DAG: redux.sync.min.abs.f32
; CHECK-DAG: redux.sync.max.abs.f32
; CHECK-DAG: redux.sync.min.NaN.f32
; CHECK-DAG: redux.sync.max.NaN.f32
; CHECK-DAG: redux.sync.min.abs.NaN.f32
; CHECK-DAG: redux.sync.max.abs.NaN.f32

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.redux.sync.fmin(float, i32)
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32)
