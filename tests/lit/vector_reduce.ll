; llvm.vector.reduce.* (clang's __builtin_reduce_*, LLVM's loop and SLP vectorisers):
; opt/expand_vecreduce.c turns each into scalar operations before the other IR passes. A
; tree of depth ceil(log2 n) (lane i meets lane i + ceil(n/2)) for the integer, min/max and
; reassoc reductions; in order from the start value for fadd/fmul without reassoc. The
; ir engine runs the same orders, so EXEC compares the two engines bit for bit here and,
; over every operation, element type (i1 i8 i16 i32 i64 half float double), length
; (1 2 3 4 5 8) and NaN/-0/infinity input, in vector_reduce_exec.ll (written by
; gen_vector_reduce_exec.py).
; RUN: -mcpu=sm_80 -O2 | CHECK
; RUN: -mcpu=sm_80 -O0 | O0
; RUN: -mcpu=sm_75 -O2 | SM75
; REMARK: -mcpu=sm_80 -O2 --pass-remarks=expand_vecreduce | REM
; EXEC: -mcpu=sm_80 -O2 | k 1 32 buf:i32:256:rand:11 buf:f32:256:rand:12 buf:i32:320:zero
; EXEC: -mcpu=sm_75 -O0 | k 1 32 buf:i32:256:rand:13 buf:f32:256:rand:14 buf:i32:320:zero
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry k(
; <4 x i32> add: two adds of lane pairs (0,2) (1,3), then one
; CHECK: add.s32 [[A:%r[0-9]+]], [[X0:%r[0-9]+]], [[X2:%r[0-9]+]];
; CHECK-NEXT: add.s32 [[B:%r[0-9]+]], [[X1:%r[0-9]+]], [[X3:%r[0-9]+]];
; CHECK-NEXT: add.s32 %r{{[0-9]+}}, [[A]], [[B]];
; smax on i32 is max.s32 (llvm.smax), three of them for <5 x i32> is four
; CHECK-COUNT-4: max.s32
; umin <3 x i16>: min.u16 twice
; CHECK-COUNT-2: min.u16
; ordered fadd: a chain from the start value (-0.0 + x folds to x)
; CHECK: add.rn.f32 [[S1:%f[0-9]+]], [[E0:%f[0-9]+]], [[E1:%f[0-9]+]];
; CHECK-NEXT: add.rn.f32 [[S2:%f[0-9]+]], [[S1]], [[E2:%f[0-9]+]];
; CHECK-NEXT: add.rn.f32 %f{{[0-9]+}}, [[S2]], [[E3:%f[0-9]+]];
; reassoc fmul with a start value: tree, then the start value
; CHECK: mul.rn.f32 [[M1:%f[0-9]+]], [[E0]], [[E2]];
; CHECK-NEXT: mul.rn.f32 [[M2:%f[0-9]+]], [[E1]], [[E3]];
; CHECK-NEXT: mul.rn.f32 [[M3:%f[0-9]+]], [[M1]], [[M2]];
; CHECK-NEXT: mul.rn.f32 %f{{[0-9]+}}, 0f40400000, [[M3]];
; fmax is maxnum (max.f32), fminimum is minimum (min.NaN.f32 from sm_80)
; CHECK-COUNT-3: max.f32
; CHECK-COUNT-3: min.NaN.f32
; i1 reductions stay in predicates
; CHECK: and.pred
; CHECK: xor.pred
; CHECK: ret;
; O0-LABEL: .entry k(
; O0: max.s32
; O0: min.NaN.f32
; O0: ret;
; sm_75 has no min.NaN: the legalised form gives PTX's canonical NaN, as sm_80's does
; SM75-LABEL: .entry k(
; SM75-NOT: min.NaN
; SM75: 0f7FFFFFFF
; SM75: ret;
; REM: vector_reduce.ll:[[#@LINE+19]]:3: remark: expand_vecreduce: llvm.vector.reduce.add of 4 elements expanded as a tree
; REM: remark: expand_vecreduce: llvm.vector.reduce.fadd of 4 elements expanded in order
; REM: remark: expand_vecreduce: llvm.vector.reduce.fmul of 4 elements expanded as a tree

define ptx_kernel void @k(ptr addrspace(1) %ip, ptr addrspace(1) %fp, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %i8 = mul i64 %t, 8
  %ia = getelementptr i32, ptr addrspace(1) %ip, i64 %i8
  %fa = getelementptr float, ptr addrspace(1) %fp, i64 %i8
  %o10 = mul i64 %t, 10
  %oa = getelementptr i32, ptr addrspace(1) %out, i64 %o10
  %v4 = load <4 x i32>, ptr addrspace(1) %ia, align 16
  %ib = getelementptr i32, ptr addrspace(1) %ia, i64 4
  %w4 = load <4 x i32>, ptr addrspace(1) %ib, align 16
  %v5 = shufflevector <4 x i32> %v4, <4 x i32> %w4, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  %h3 = trunc <4 x i32> %w4 to <4 x i16>
  %h3s = shufflevector <4 x i16> %h3, <4 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %f4 = load <4 x float>, ptr addrspace(1) %fa, align 16
  %add = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v4)
  %smax = call i32 @llvm.vector.reduce.smax.v5i32(<5 x i32> %v5)
  %umin = call i16 @llvm.vector.reduce.umin.v3i16(<3 x i16> %h3s)
  %fadd = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %f4)
  %fmul = call reassoc float @llvm.vector.reduce.fmul.v4f32(float 3.0, <4 x float> %f4)
  %fmax = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %f4)
  %fmin = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %f4)
  %neg = icmp slt <4 x i32> %v4, zeroinitializer
  %all = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %neg)
  %par = call i1 @llvm.vector.reduce.xor.v4i1(<4 x i1> %neg)
  store i32 %add, ptr addrspace(1) %oa
  %p1 = getelementptr i32, ptr addrspace(1) %oa, i64 1
  store i32 %smax, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %oa, i64 2
  %umin32 = zext i16 %umin to i32
  store i32 %umin32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %oa, i64 3
  store float %fadd, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %oa, i64 4
  store float %fmul, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %oa, i64 5
  store float %fmax, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %oa, i64 6
  store float %fmin, ptr addrspace(1) %p6
  %p7 = getelementptr i32, ptr addrspace(1) %oa, i64 7
  %all32 = zext i1 %all to i32
  store i32 %all32, ptr addrspace(1) %p7
  %p8 = getelementptr i32, ptr addrspace(1) %oa, i64 8
  %par32 = zext i1 %par to i32
  store i32 %par32, ptr addrspace(1) %p8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v5i32(<5 x i32>)
declare i16 @llvm.vector.reduce.umin.v3i16(<3 x i16>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v4i1(<4 x i1>)

