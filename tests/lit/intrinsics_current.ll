; Current LLVM's NVVM intrinsics beyond clang 14's: barrier.cta spellings, nanosleep,
; prefetch and discard, the overloaded nvvm.fabs, fma.rn on f16 (ftz) and bf16, clamped
; funnel shifts, bmsk, and single-suffix names (ldu.global.p.p1). Each row's SM/PTX minimum is checked by the ptx-table suite;
; below it the error names the instruction. (ldu with its invariance is selected as ld.global.nc.)
; RUN: -mcpu=sm_80 | CHECK
; ERROR: -mcpu=sm_75 | 'fma.bf16' needs sm_80
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.L1(ptr)
declare void @llvm.nvvm.prefetchu.L1(ptr)
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)
declare float @llvm.nvvm.fabs.f32(float)
declare half @llvm.nvvm.fabs.ftz.f16(half)
declare half @llvm.nvvm.fma.rn.ftz.f16(half, half, half)
declare <2 x half> @llvm.nvvm.fma.rn.ftz.f16x2(<2 x half>, <2 x half>, <2 x half>)
declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat)
declare i32 @llvm.nvvm.fshl.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.fshr.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.bmsk.clamp(i32, i32)
declare ptr @llvm.nvvm.ldu.global.p.p1(ptr addrspace(1), i32)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, float %f, half %h, bfloat %g, <2 x half> %v) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 1, i32 64)
  %c = icmp ne i32 %a, 0
  %pop = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %c)
  %and = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %c)
  call void @llvm.nvvm.nanosleep(i32 %a)
  call void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) %p)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %p)
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  call void @llvm.nvvm.prefetch.L1(ptr %gp)
  call void @llvm.nvvm.prefetchu.L1(ptr %gp)
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %p, i64 128)
  %fa = call float @llvm.nvvm.fabs.f32(float %f)
  %ha = call half @llvm.nvvm.fabs.ftz.f16(half %h)
  %hf = call half @llvm.nvvm.fma.rn.ftz.f16(half %ha, half %h, half %h)
  %vr = call <2 x half> @llvm.nvvm.fma.rn.ftz.f16x2(<2 x half> %v, <2 x half> %v, <2 x half> %v)
  %bf = call bfloat @llvm.nvvm.fma.rn.bf16(bfloat %g, bfloat %g, bfloat %g)
  %sl = call i32 @llvm.nvvm.fshl.clamp.i32(i32 %a, i32 %b, i32 %pop)
  %sr = call i32 @llvm.nvvm.fshr.clamp.i32(i32 %a, i32 %b, i32 %sl)
  %bm = call i32 @llvm.nvvm.bmsk.clamp(i32 %sr, i32 %b)
  %lp = call ptr @llvm.nvvm.ldu.global.p.p1(ptr addrspace(1) %p, i32 8)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  store ptr %lp, ptr addrspace(1) %q
  %q1 = getelementptr i8, ptr addrspace(1) %p, i64 16
  store i32 %bm, ptr addrspace(1) %q1
  %q2 = getelementptr i8, ptr addrspace(1) %p, i64 20
  store float %fa, ptr addrspace(1) %q2
  %q3 = getelementptr i8, ptr addrspace(1) %p, i64 24
  store half %hf, ptr addrspace(1) %q3
  %q4 = getelementptr i8, ptr addrspace(1) %p, i64 28
  store <2 x half> %vr, ptr addrspace(1) %q4
  %q5 = getelementptr i8, ptr addrspace(1) %p, i64 32
  store bfloat %bf, ptr addrspace(1) %q5
  %q6 = getelementptr i8, ptr addrspace(1) %p, i64 36
  %z = zext i1 %and to i32
  store i32 %z, ptr addrspace(1) %q6
  ret void
}
; CHECK-LABEL: .entry k(
; CHECK: barrier.sync.aligned 0;
; CHECK: barrier.sync 1, 64;
; CHECK: barrier.red.popc.aligned.u32 {{%r[0-9]+}}, 0, {{%p[0-9]+}};
; CHECK: barrier.red.and.aligned.pred {{%p[0-9]+}}, 0, {{%p[0-9]+}};
; CHECK: nanosleep.u32 {{%r[0-9]+}};
; CHECK: prefetch.global.L2 [{{%rd[0-9]+}}];
; CHECK: prefetch.global.L2::evict_last [{{%rd[0-9]+}}];
; CHECK: prefetch.L1 [{{%rd[0-9]+}}];
; CHECK: prefetchu.L1 [{{%rd[0-9]+}}];
; CHECK: discard.global.L2 [{{%rd[0-9]+}}], 128;
; CHECK-DAG: abs.f32
; CHECK-DAG: abs.ftz.f16
; CHECK-DAG: fma.rn.ftz.f16
; CHECK-DAG: fma.rn.ftz.f16x2
; CHECK-DAG: fma.rn.bf16
; CHECK-DAG: shf.l.clamp.b32
; CHECK-DAG: shf.r.clamp.b32
; CHECK-DAG: bmsk.clamp.b32
; CHECK-DAG: ld.global.nc.u64
